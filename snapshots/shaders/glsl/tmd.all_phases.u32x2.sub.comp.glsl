#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[12];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { uint _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430) buffer type_1_block_4Compute { uint _group_0_binding_4_cs[]; };

layout(std430) buffer type_3_block_5Compute { uint _group_0_binding_5_cs[]; };

layout(std430) readonly buffer info_st_block_6Compute { info_st _group_0_binding_6_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint l_mut_102_ = 0u;
    uint l_mut_1440_ = 0u;
    uint l_mut_1441_ = 0u;
    uint l_mut_1446_ = 0u;
    uint l_mut_145_ = 0u;
    uint l_mut_151_ = 0u;
    uint l_mut_213_ = 0u;
    uint l_mut_219_ = 0u;
    uint l_mut_269_ = 0u;
    uint l_mut_275_ = 0u;
    bool l_mut_350_ = false;
    bool l_mut_357_ = false;
    uint l_mut_382_ = 0u;
    uint l_mut_388_ = 0u;
    uint l_mut_394_ = 0u;
    uint l_mut_40_ = 0u;
    uint l_mut_421_ = 0u;
    uint l_mut_428_ = 0u;
    uint l_mut_439_ = 0u;
    uint l_mut_440_ = 0u;
    uint l_mut_441_ = 0u;
    uint l_mut_444_ = 0u;
    uint l_mut_445_ = 0u;
    uint l_mut_450_ = 0u;
    bool l_mut_628_ = false;
    bool l_mut_637_ = false;
    uint l_mut_75_ = 0u;
    uint l_mut_90_ = 0u;
    uint l_mut_96_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    bool local_4 = false;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    bool local_11 = false;
    bool local_12 = false;
    uint l_mut_442_ = 0u;
    bool local_13 = false;
    bool local_14 = false;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    bool local_21 = false;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    uint l_mut_553_ = 0u;
    bool local_29 = false;
    bool local_30 = false;
    bool local_31 = false;
    bool local_32 = false;
    bool local_33 = false;
    bool local_34 = false;
    bool local_35 = false;
    bool local_36 = false;
    bool local_37 = false;
    bool local_38 = false;
    bool local_39 = false;
    bool local_40 = false;
    bool local_41 = false;
    bool local_42 = false;
    uint l_mut_650_ = 0u;
    bool local_43 = false;
    bool local_44 = false;
    bool local_45 = false;
    bool local_46 = false;
    bool local_47 = false;
    bool local_48 = false;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    uint l_mut_749_ = 0u;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    bool local_58 = false;
    bool local_59 = false;
    bool local_60 = false;
    uint l_mut_828_ = 0u;
    bool local_61 = false;
    bool local_62 = false;
    bool local_63 = false;
    bool local_64 = false;
    bool local_65 = false;
    bool local_66 = false;
    bool local_67 = false;
    bool local_68 = false;
    bool local_69 = false;
    uint l_mut_1438_ = 0u;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    bool local_76 = false;
    bool local_77 = false;
    bool local_78 = false;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    bool local_83 = false;
    bool local_84 = false;
    bool local_85 = false;
    uint l_mut_1549_ = 0u;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    bool local_91 = false;
    bool local_92 = false;
    bool local_93 = false;
    bool local_94 = false;
    bool local_95 = false;
    bool local_96 = false;
    bool local_97 = false;
    bool local_98 = false;
    bool local_99 = false;
    uint l_mut_1644_ = 0u;
    bool local_100 = false;
    bool local_101 = false;
    bool local_102 = false;
    bool local_103 = false;
    bool local_104 = false;
    bool local_105 = false;
    bool local_106 = false;
    bool local_107 = false;
    bool local_108 = false;
    bool local_109 = false;
    bool local_110 = false;
    uint l_mut_1743_ = 0u;
    bool local_111 = false;
    bool local_112 = false;
    bool local_113 = false;
    bool local_114 = false;
    bool local_115 = false;
    bool local_116 = false;
    bool local_117 = false;
    bool local_118 = false;
    uint l_mut_1823_ = 0u;
    bool local_119 = false;
    bool local_120 = false;
    bool local_121 = false;
    bool local_122 = false;
    uint l_mut_2057_ = 0u;
    uint l_mut_2064_ = 0u;
    bool local_123 = false;
    bool local_124 = false;
    bool local_125 = false;
    bool local_126 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2380_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2381_ = (l_2380_ * 1u);
        uint l_2382_ = (l_2381_ - 1u);
        uint l_2383_ = min(3u, l_2382_);
        uint _e69 = atomicAdd(_group_0_binding_5_cs[l_2383_], 1u);
    }
    uint l_2296_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2297_ = (l_2296_ * 1u);
    bool l_2298_ = (0u < l_2297_);
    uint l_2299_ = (l_2297_ - 1u);
    uint l_2300_ = min(0u, l_2299_);
    uint l_2301_ = _group_0_binding_3_cs[l_2300_];
    uint l_4_ = (l_2298_ ? l_2301_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2303_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2304_ = (l_2303_ * 1u);
    bool l_2305_ = (l_6_ < l_2304_);
    uint l_2306_ = (l_2304_ - 1u);
    uint l_2307_ = min(l_6_, l_2306_);
    uint l_2308_ = _group_0_binding_3_cs[l_2307_];
    uint l_7_ = (l_2305_ ? l_2308_ : 0u);
    uint l_2310_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2311_ = (l_2310_ * 1u);
    bool l_2312_ = (2u < l_2311_);
    uint l_2313_ = (l_2311_ - 1u);
    uint l_2314_ = min(2u, l_2313_);
    uint l_2315_ = _group_0_binding_3_cs[l_2314_];
    uint l_9_ = (l_2312_ ? l_2315_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2317_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2318_ = (l_2317_ * 1u);
    bool l_2319_ = (l_11_ < l_2318_);
    uint l_2320_ = (l_2318_ - 1u);
    uint l_2321_ = min(l_11_, l_2320_);
    uint l_2322_ = _group_0_binding_3_cs[l_2321_];
    uint l_12_ = (l_2319_ ? l_2322_ : 0u);
    uint l_2324_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2325_ = (l_2324_ * 1u);
    bool l_2326_ = (4u < l_2325_);
    uint l_2327_ = (l_2325_ - 1u);
    uint l_2328_ = min(4u, l_2327_);
    uint l_2329_ = _group_0_binding_3_cs[l_2328_];
    uint l_14_ = (l_2326_ ? l_2329_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2331_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2332_ = (l_2331_ * 1u);
    bool l_2333_ = (l_16_ < l_2332_);
    uint l_2334_ = (l_2332_ - 1u);
    uint l_2335_ = min(l_16_, l_2334_);
    uint l_2336_ = _group_0_binding_3_cs[l_2335_];
    uint l_17_ = (l_2333_ ? l_2336_ : 0u);
    uint l_2338_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2339_ = (l_2338_ * 1u);
    bool l_2340_ = (6u < l_2339_);
    uint l_2341_ = (l_2339_ - 1u);
    uint l_2342_ = min(6u, l_2341_);
    uint l_2343_ = _group_0_binding_3_cs[l_2342_];
    uint l_19_ = (l_2340_ ? l_2343_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2345_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2346_ = (l_2345_ * 1u);
    bool l_2347_ = (l_21_ < l_2346_);
    uint l_2348_ = (l_2346_ - 1u);
    uint l_2349_ = min(l_21_, l_2348_);
    uint l_2350_ = _group_0_binding_3_cs[l_2349_];
    uint l_22_ = (l_2347_ ? l_2350_ : 0u);
    uint l_2352_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2353_ = (l_2352_ * 1u);
    bool l_2354_ = (8u < l_2353_);
    uint l_2355_ = (l_2353_ - 1u);
    uint l_2356_ = min(8u, l_2355_);
    uint l_2357_ = _group_0_binding_3_cs[l_2356_];
    uint l_24_ = (l_2354_ ? l_2357_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2359_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2360_ = (l_2359_ * 1u);
    bool l_2361_ = (l_26_ < l_2360_);
    uint l_2362_ = (l_2360_ - 1u);
    uint l_2363_ = min(l_26_, l_2362_);
    uint l_2364_ = _group_0_binding_3_cs[l_2363_];
    uint l_27_ = (l_2361_ ? l_2364_ : 0u);
    uint l_2366_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2367_ = (l_2366_ * 1u);
    bool l_2368_ = (10u < l_2367_);
    uint l_2369_ = (l_2367_ - 1u);
    uint l_2370_ = min(10u, l_2369_);
    uint l_2371_ = _group_0_binding_3_cs[l_2370_];
    uint l_29_ = (l_2368_ ? l_2371_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2373_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2374_ = (l_2373_ * 1u);
    bool l_2375_ = (l_31_ < l_2374_);
    uint l_2376_ = (l_2374_ - 1u);
    uint l_2377_ = min(l_31_, l_2376_);
    uint l_2378_ = _group_0_binding_3_cs[l_2377_];
    uint l_32_ = (l_2375_ ? l_2378_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_2385_ = (id & 65535u);
    uint l_2386_ = (id >> 16u);
    uint l_2387_ = (l_2386_ & 65535u);
    uint l_2388_ = (l_4_ & 65535u);
    uint l_2389_ = (l_4_ >> 16u);
    uint l_2390_ = (l_2389_ & 65535u);
    uint l_2391_ = (l_2385_ * l_2388_);
    uint l_2392_ = (l_2387_ * l_2388_);
    uint l_2393_ = (l_2385_ * l_2390_);
    uint l_2394_ = (l_2387_ * l_2390_);
    uint l_2395_ = (l_2391_ >> 16u);
    uint l_2396_ = (l_2395_ & 65535u);
    uint l_2397_ = (l_2392_ & 65535u);
    uint l_2398_ = (l_2396_ + l_2397_);
    uint l_2399_ = (l_2393_ & 65535u);
    uint l_2400_ = (l_2398_ + l_2399_);
    uint l_2401_ = (l_2392_ >> 16u);
    uint l_2402_ = (l_2401_ & 65535u);
    uint l_2403_ = (l_2394_ + l_2402_);
    uint l_2404_ = (l_2393_ >> 16u);
    uint l_2405_ = (l_2404_ & 65535u);
    uint l_2406_ = (l_2403_ + l_2405_);
    uint l_2407_ = (l_2400_ >> 16u);
    uint l_2408_ = (l_2407_ & 65535u);
    uint l_37_ = (l_2406_ + l_2408_);
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
    uint _e359 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e359 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_2410_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2411_ = (l_2410_ * 1u);
        bool l_2412_ = (l_58_ < l_2411_);
        uint l_2413_ = (l_2411_ - 1u);
        uint l_2414_ = min(l_58_, l_2413_);
        uint l_2415_ = _group_0_binding_0_cs[l_2414_];
        uint l_59_ = (l_2412_ ? l_2415_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2417_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2418_ = (l_2417_ * 1u);
        bool l_2419_ = (l_61_ < l_2418_);
        uint l_2420_ = (l_2418_ - 1u);
        uint l_2421_ = min(l_61_, l_2420_);
        uint l_2422_ = _group_0_binding_0_cs[l_2421_];
        uint l_62_ = (l_2419_ ? l_2422_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2424_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2425_ = (l_2424_ * 1u);
        bool l_2426_ = (l_63_ < l_2425_);
        uint l_2427_ = (l_2425_ - 1u);
        uint l_2428_ = min(l_63_, l_2427_);
        uint l_2429_ = _group_0_binding_1_cs[l_2428_];
        uint l_64_ = (l_2426_ ? l_2429_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2431_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2432_ = (l_2431_ * 1u);
        bool l_2433_ = (l_66_ < l_2432_);
        uint l_2434_ = (l_2432_ - 1u);
        uint l_2435_ = min(l_66_, l_2434_);
        uint l_2436_ = _group_0_binding_1_cs[l_2435_];
        uint l_67_ = (l_2433_ ? l_2436_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2438_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2439_ = (l_2438_ * 1u);
        bool l_2440_ = (l_68_ < l_2439_);
        uint l_2441_ = (l_2439_ - 1u);
        uint l_2442_ = min(l_68_, l_2441_);
        uint l_2443_ = _group_0_binding_2_cs[l_2442_];
        uint l_69_ = (l_2440_ ? l_2443_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2445_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2446_ = (l_2445_ * 1u);
        bool l_2447_ = (l_71_ < l_2446_);
        uint l_2448_ = (l_2446_ - 1u);
        uint l_2449_ = min(l_71_, l_2448_);
        uint l_2450_ = _group_0_binding_2_cs[l_2449_];
        uint l_72_ = (l_2447_ ? l_2450_ : 0u);
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
        uint _e483 = l_mut_40_;
        uint l_81_ = (_e483 * l_4_);
        uint _e485 = l_mut_75_;
        uint l_82_ = (_e485 * l_4_);
        uint _e487 = l_mut_40_;
        uint l_2452_ = (_e487 & 65535u);
        uint _e490 = l_mut_40_;
        uint l_2453_ = (_e490 >> 16u);
        uint l_2454_ = (l_2453_ & 65535u);
        uint l_2455_ = (l_4_ & 65535u);
        uint l_2456_ = (l_4_ >> 16u);
        uint l_2457_ = (l_2456_ & 65535u);
        uint l_2458_ = (l_2452_ * l_2455_);
        uint l_2459_ = (l_2454_ * l_2455_);
        uint l_2460_ = (l_2452_ * l_2457_);
        uint l_2461_ = (l_2454_ * l_2457_);
        uint l_2462_ = (l_2458_ >> 16u);
        uint l_2463_ = (l_2462_ & 65535u);
        uint l_2464_ = (l_2459_ & 65535u);
        uint l_2465_ = (l_2463_ + l_2464_);
        uint l_2466_ = (l_2460_ & 65535u);
        uint l_2467_ = (l_2465_ + l_2466_);
        uint l_2468_ = (l_2459_ >> 16u);
        uint l_2469_ = (l_2468_ & 65535u);
        uint l_2470_ = (l_2461_ + l_2469_);
        uint l_2471_ = (l_2460_ >> 16u);
        uint l_2472_ = (l_2471_ & 65535u);
        uint l_2473_ = (l_2470_ + l_2472_);
        uint l_2474_ = (l_2467_ >> 16u);
        uint l_2475_ = (l_2474_ & 65535u);
        uint l_83_ = (l_2473_ + l_2475_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e531 = l_mut_75_;
        uint l_2477_ = (_e531 & 65535u);
        uint _e534 = l_mut_75_;
        uint l_2478_ = (_e534 >> 16u);
        uint l_2479_ = (l_2478_ & 65535u);
        uint l_2480_ = (l_4_ & 65535u);
        uint l_2481_ = (l_4_ >> 16u);
        uint l_2482_ = (l_2481_ & 65535u);
        uint l_2483_ = (l_2477_ * l_2480_);
        uint l_2484_ = (l_2479_ * l_2480_);
        uint l_2485_ = (l_2477_ * l_2482_);
        uint l_2486_ = (l_2479_ * l_2482_);
        uint l_2487_ = (l_2483_ >> 16u);
        uint l_2488_ = (l_2487_ & 65535u);
        uint l_2489_ = (l_2484_ & 65535u);
        uint l_2490_ = (l_2488_ + l_2489_);
        uint l_2491_ = (l_2485_ & 65535u);
        uint l_2492_ = (l_2490_ + l_2491_);
        uint l_2493_ = (l_2484_ >> 16u);
        uint l_2494_ = (l_2493_ & 65535u);
        uint l_2495_ = (l_2486_ + l_2494_);
        uint l_2496_ = (l_2485_ >> 16u);
        uint l_2497_ = (l_2496_ & 65535u);
        uint l_2498_ = (l_2495_ + l_2497_);
        uint l_2499_ = (l_2492_ >> 16u);
        uint l_2500_ = (l_2499_ & 65535u);
        uint l_85_ = (l_2498_ + l_2500_);
        bool l_86_ = (l_84_ < l_82_);
        uint l_87_ = uint(l_86_);
        uint l_88_ = (l_85_ + l_87_);
        uint l_89_ = (l_9_ % 32u);
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
        uint _e593 = l_mut_90_;
        l_mut_102_ = _e593;
        uint _e594 = l_mut_96_;
        l_mut_90_ = _e594;
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
                uint _e608 = l_mut_96_;
                l_mut_102_ = _e608;
                l_mut_90_ = l_110_;
            }
        }
        uint _e609 = l_mut_102_;
        l_mut_96_ = _e609;
        uint _e610 = l_mut_90_;
        l_mut_102_ = _e610;
        if (l_74_) {
            uint _e612 = l_mut_96_;
            uint l_111_ = (0u - _e612);
            uint _e615 = l_mut_102_;
            uint l_112_ = (0u - _e615);
            uint _e618 = l_mut_96_;
            bool l_113_ = (0u < _e618);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e622 = l_mut_96_;
        uint l_116_ = (l_59_ + _e622);
        uint _e624 = l_mut_102_;
        uint l_117_ = (l_62_ + _e624);
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
            uint _e648 = l_mut_90_;
            uint l_131_ = (_e648 * l_123_);
            uint _e650 = l_mut_75_;
            uint l_132_ = (_e650 * l_123_);
            uint _e652 = l_mut_90_;
            uint l_2502_ = (_e652 & 65535u);
            uint _e655 = l_mut_90_;
            uint l_2503_ = (_e655 >> 16u);
            uint l_2504_ = (l_2503_ & 65535u);
            uint l_2505_ = (l_123_ & 65535u);
            uint l_2506_ = (l_123_ >> 16u);
            uint l_2507_ = (l_2506_ & 65535u);
            uint l_2508_ = (l_2502_ * l_2505_);
            uint l_2509_ = (l_2504_ * l_2505_);
            uint l_2510_ = (l_2502_ * l_2507_);
            uint l_2511_ = (l_2504_ * l_2507_);
            uint l_2512_ = (l_2508_ >> 16u);
            uint l_2513_ = (l_2512_ & 65535u);
            uint l_2514_ = (l_2509_ & 65535u);
            uint l_2515_ = (l_2513_ + l_2514_);
            uint l_2516_ = (l_2510_ & 65535u);
            uint l_2517_ = (l_2515_ + l_2516_);
            uint l_2518_ = (l_2509_ >> 16u);
            uint l_2519_ = (l_2518_ & 65535u);
            uint l_2520_ = (l_2511_ + l_2519_);
            uint l_2521_ = (l_2510_ >> 16u);
            uint l_2522_ = (l_2521_ & 65535u);
            uint l_2523_ = (l_2520_ + l_2522_);
            uint l_2524_ = (l_2517_ >> 16u);
            uint l_2525_ = (l_2524_ & 65535u);
            uint l_133_ = (l_2523_ + l_2525_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e696 = l_mut_75_;
            uint l_2527_ = (_e696 & 65535u);
            uint _e699 = l_mut_75_;
            uint l_2528_ = (_e699 >> 16u);
            uint l_2529_ = (l_2528_ & 65535u);
            uint l_2530_ = (l_123_ & 65535u);
            uint l_2531_ = (l_123_ >> 16u);
            uint l_2532_ = (l_2531_ & 65535u);
            uint l_2533_ = (l_2527_ * l_2530_);
            uint l_2534_ = (l_2529_ * l_2530_);
            uint l_2535_ = (l_2527_ * l_2532_);
            uint l_2536_ = (l_2529_ * l_2532_);
            uint l_2537_ = (l_2533_ >> 16u);
            uint l_2538_ = (l_2537_ & 65535u);
            uint l_2539_ = (l_2534_ & 65535u);
            uint l_2540_ = (l_2538_ + l_2539_);
            uint l_2541_ = (l_2535_ & 65535u);
            uint l_2542_ = (l_2540_ + l_2541_);
            uint l_2543_ = (l_2534_ >> 16u);
            uint l_2544_ = (l_2543_ & 65535u);
            uint l_2545_ = (l_2536_ + l_2544_);
            uint l_2546_ = (l_2535_ >> 16u);
            uint l_2547_ = (l_2546_ & 65535u);
            uint l_2548_ = (l_2545_ + l_2547_);
            uint l_2549_ = (l_2542_ >> 16u);
            uint l_2550_ = (l_2549_ & 65535u);
            uint l_135_ = (l_2548_ + l_2550_);
            bool l_136_ = (l_134_ < l_132_);
            uint l_137_ = uint(l_136_);
            uint l_138_ = (l_135_ + l_137_);
            uint l_139_ = (l_121_ % 32u);
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
            uint _e758 = l_mut_40_;
            l_mut_151_ = _e758;
            uint _e759 = l_mut_145_;
            l_mut_40_ = _e759;
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
                    uint _e773 = l_mut_145_;
                    l_mut_151_ = _e773;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e774 = l_mut_151_;
            l_mut_145_ = _e774;
            uint _e775 = l_mut_40_;
            l_mut_151_ = _e775;
            if (l_125_) {
                uint _e777 = l_mut_145_;
                uint l_160_ = (0u - _e777);
                uint _e780 = l_mut_151_;
                uint l_161_ = (0u - _e780);
                uint _e783 = l_mut_145_;
                bool l_162_ = (0u < _e783);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e787 = l_mut_145_;
            l_mut_102_ = _e787;
            uint _e788 = l_mut_151_;
            l_mut_96_ = _e788;
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
            uint _e801 = l_mut_151_;
            uint l_172_ = (_e801 * l_4_);
            uint _e803 = l_mut_145_;
            uint l_173_ = (_e803 * l_4_);
            uint _e805 = l_mut_151_;
            uint l_2552_ = (_e805 & 65535u);
            uint _e808 = l_mut_151_;
            uint l_2553_ = (_e808 >> 16u);
            uint l_2554_ = (l_2553_ & 65535u);
            uint l_2555_ = (l_4_ & 65535u);
            uint l_2556_ = (l_4_ >> 16u);
            uint l_2557_ = (l_2556_ & 65535u);
            uint l_2558_ = (l_2552_ * l_2555_);
            uint l_2559_ = (l_2554_ * l_2555_);
            uint l_2560_ = (l_2552_ * l_2557_);
            uint l_2561_ = (l_2554_ * l_2557_);
            uint l_2562_ = (l_2558_ >> 16u);
            uint l_2563_ = (l_2562_ & 65535u);
            uint l_2564_ = (l_2559_ & 65535u);
            uint l_2565_ = (l_2563_ + l_2564_);
            uint l_2566_ = (l_2560_ & 65535u);
            uint l_2567_ = (l_2565_ + l_2566_);
            uint l_2568_ = (l_2559_ >> 16u);
            uint l_2569_ = (l_2568_ & 65535u);
            uint l_2570_ = (l_2561_ + l_2569_);
            uint l_2571_ = (l_2560_ >> 16u);
            uint l_2572_ = (l_2571_ & 65535u);
            uint l_2573_ = (l_2570_ + l_2572_);
            uint l_2574_ = (l_2567_ >> 16u);
            uint l_2575_ = (l_2574_ & 65535u);
            uint l_174_ = (l_2573_ + l_2575_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e849 = l_mut_145_;
            uint l_2577_ = (_e849 & 65535u);
            uint _e852 = l_mut_145_;
            uint l_2578_ = (_e852 >> 16u);
            uint l_2579_ = (l_2578_ & 65535u);
            uint l_2580_ = (l_4_ & 65535u);
            uint l_2581_ = (l_4_ >> 16u);
            uint l_2582_ = (l_2581_ & 65535u);
            uint l_2583_ = (l_2577_ * l_2580_);
            uint l_2584_ = (l_2579_ * l_2580_);
            uint l_2585_ = (l_2577_ * l_2582_);
            uint l_2586_ = (l_2579_ * l_2582_);
            uint l_2587_ = (l_2583_ >> 16u);
            uint l_2588_ = (l_2587_ & 65535u);
            uint l_2589_ = (l_2584_ & 65535u);
            uint l_2590_ = (l_2588_ + l_2589_);
            uint l_2591_ = (l_2585_ & 65535u);
            uint l_2592_ = (l_2590_ + l_2591_);
            uint l_2593_ = (l_2584_ >> 16u);
            uint l_2594_ = (l_2593_ & 65535u);
            uint l_2595_ = (l_2586_ + l_2594_);
            uint l_2596_ = (l_2585_ >> 16u);
            uint l_2597_ = (l_2596_ & 65535u);
            uint l_2598_ = (l_2595_ + l_2597_);
            uint l_2599_ = (l_2592_ >> 16u);
            uint l_2600_ = (l_2599_ & 65535u);
            uint l_176_ = (l_2598_ + l_2600_);
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
            uint _e910 = l_mut_90_;
            l_mut_40_ = _e910;
            uint _e911 = l_mut_75_;
            l_mut_90_ = _e911;
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
                    uint _e923 = l_mut_75_;
                    l_mut_40_ = _e923;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e924 = l_mut_151_;
            uint l_199_ = (_e924 * l_4_);
            uint _e926 = l_mut_145_;
            uint l_200_ = (_e926 * l_4_);
            uint _e928 = l_mut_151_;
            uint l_2602_ = (_e928 & 65535u);
            uint _e931 = l_mut_151_;
            uint l_2603_ = (_e931 >> 16u);
            uint l_2604_ = (l_2603_ & 65535u);
            uint l_2605_ = (l_4_ & 65535u);
            uint l_2606_ = (l_4_ >> 16u);
            uint l_2607_ = (l_2606_ & 65535u);
            uint l_2608_ = (l_2602_ * l_2605_);
            uint l_2609_ = (l_2604_ * l_2605_);
            uint l_2610_ = (l_2602_ * l_2607_);
            uint l_2611_ = (l_2604_ * l_2607_);
            uint l_2612_ = (l_2608_ >> 16u);
            uint l_2613_ = (l_2612_ & 65535u);
            uint l_2614_ = (l_2609_ & 65535u);
            uint l_2615_ = (l_2613_ + l_2614_);
            uint l_2616_ = (l_2610_ & 65535u);
            uint l_2617_ = (l_2615_ + l_2616_);
            uint l_2618_ = (l_2609_ >> 16u);
            uint l_2619_ = (l_2618_ & 65535u);
            uint l_2620_ = (l_2611_ + l_2619_);
            uint l_2621_ = (l_2610_ >> 16u);
            uint l_2622_ = (l_2621_ & 65535u);
            uint l_2623_ = (l_2620_ + l_2622_);
            uint l_2624_ = (l_2617_ >> 16u);
            uint l_2625_ = (l_2624_ & 65535u);
            uint l_201_ = (l_2623_ + l_2625_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e972 = l_mut_145_;
            uint l_2627_ = (_e972 & 65535u);
            uint _e975 = l_mut_145_;
            uint l_2628_ = (_e975 >> 16u);
            uint l_2629_ = (l_2628_ & 65535u);
            uint l_2630_ = (l_4_ & 65535u);
            uint l_2631_ = (l_4_ >> 16u);
            uint l_2632_ = (l_2631_ & 65535u);
            uint l_2633_ = (l_2627_ * l_2630_);
            uint l_2634_ = (l_2629_ * l_2630_);
            uint l_2635_ = (l_2627_ * l_2632_);
            uint l_2636_ = (l_2629_ * l_2632_);
            uint l_2637_ = (l_2633_ >> 16u);
            uint l_2638_ = (l_2637_ & 65535u);
            uint l_2639_ = (l_2634_ & 65535u);
            uint l_2640_ = (l_2638_ + l_2639_);
            uint l_2641_ = (l_2635_ & 65535u);
            uint l_2642_ = (l_2640_ + l_2641_);
            uint l_2643_ = (l_2634_ >> 16u);
            uint l_2644_ = (l_2643_ & 65535u);
            uint l_2645_ = (l_2636_ + l_2644_);
            uint l_2646_ = (l_2635_ >> 16u);
            uint l_2647_ = (l_2646_ & 65535u);
            uint l_2648_ = (l_2645_ + l_2647_);
            uint l_2649_ = (l_2642_ >> 16u);
            uint l_2650_ = (l_2649_ & 65535u);
            uint l_203_ = (l_2648_ + l_2650_);
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
            uint _e1033 = l_mut_75_;
            l_mut_219_ = _e1033;
            uint _e1034 = l_mut_213_;
            l_mut_75_ = _e1034;
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
                    uint _e1046 = l_mut_213_;
                    l_mut_219_ = _e1046;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e1047 = l_mut_40_;
            uint l_228_ = (_e1047 * l_4_);
            uint _e1049 = l_mut_90_;
            uint l_229_ = (_e1049 * l_4_);
            uint _e1051 = l_mut_40_;
            uint l_2652_ = (_e1051 & 65535u);
            uint _e1054 = l_mut_40_;
            uint l_2653_ = (_e1054 >> 16u);
            uint l_2654_ = (l_2653_ & 65535u);
            uint l_2655_ = (l_4_ & 65535u);
            uint l_2656_ = (l_4_ >> 16u);
            uint l_2657_ = (l_2656_ & 65535u);
            uint l_2658_ = (l_2652_ * l_2655_);
            uint l_2659_ = (l_2654_ * l_2655_);
            uint l_2660_ = (l_2652_ * l_2657_);
            uint l_2661_ = (l_2654_ * l_2657_);
            uint l_2662_ = (l_2658_ >> 16u);
            uint l_2663_ = (l_2662_ & 65535u);
            uint l_2664_ = (l_2659_ & 65535u);
            uint l_2665_ = (l_2663_ + l_2664_);
            uint l_2666_ = (l_2660_ & 65535u);
            uint l_2667_ = (l_2665_ + l_2666_);
            uint l_2668_ = (l_2659_ >> 16u);
            uint l_2669_ = (l_2668_ & 65535u);
            uint l_2670_ = (l_2661_ + l_2669_);
            uint l_2671_ = (l_2660_ >> 16u);
            uint l_2672_ = (l_2671_ & 65535u);
            uint l_2673_ = (l_2670_ + l_2672_);
            uint l_2674_ = (l_2667_ >> 16u);
            uint l_2675_ = (l_2674_ & 65535u);
            uint l_230_ = (l_2673_ + l_2675_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1095 = l_mut_90_;
            uint l_2677_ = (_e1095 & 65535u);
            uint _e1098 = l_mut_90_;
            uint l_2678_ = (_e1098 >> 16u);
            uint l_2679_ = (l_2678_ & 65535u);
            uint l_2680_ = (l_4_ & 65535u);
            uint l_2681_ = (l_4_ >> 16u);
            uint l_2682_ = (l_2681_ & 65535u);
            uint l_2683_ = (l_2677_ * l_2680_);
            uint l_2684_ = (l_2679_ * l_2680_);
            uint l_2685_ = (l_2677_ * l_2682_);
            uint l_2686_ = (l_2679_ * l_2682_);
            uint l_2687_ = (l_2683_ >> 16u);
            uint l_2688_ = (l_2687_ & 65535u);
            uint l_2689_ = (l_2684_ & 65535u);
            uint l_2690_ = (l_2688_ + l_2689_);
            uint l_2691_ = (l_2685_ & 65535u);
            uint l_2692_ = (l_2690_ + l_2691_);
            uint l_2693_ = (l_2684_ >> 16u);
            uint l_2694_ = (l_2693_ & 65535u);
            uint l_2695_ = (l_2686_ + l_2694_);
            uint l_2696_ = (l_2685_ >> 16u);
            uint l_2697_ = (l_2696_ & 65535u);
            uint l_2698_ = (l_2695_ + l_2697_);
            uint l_2699_ = (l_2692_ >> 16u);
            uint l_2700_ = (l_2699_ & 65535u);
            uint l_232_ = (l_2698_ + l_2700_);
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
            uint _e1156 = l_mut_213_;
            l_mut_145_ = _e1156;
            uint _e1157 = l_mut_151_;
            l_mut_213_ = _e1157;
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
                    uint _e1169 = l_mut_151_;
                    l_mut_145_ = _e1169;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e1170 = l_mut_40_;
            uint l_255_ = (_e1170 * l_4_);
            uint _e1172 = l_mut_90_;
            uint l_256_ = (_e1172 * l_4_);
            uint _e1174 = l_mut_40_;
            uint l_2702_ = (_e1174 & 65535u);
            uint _e1177 = l_mut_40_;
            uint l_2703_ = (_e1177 >> 16u);
            uint l_2704_ = (l_2703_ & 65535u);
            uint l_2705_ = (l_4_ & 65535u);
            uint l_2706_ = (l_4_ >> 16u);
            uint l_2707_ = (l_2706_ & 65535u);
            uint l_2708_ = (l_2702_ * l_2705_);
            uint l_2709_ = (l_2704_ * l_2705_);
            uint l_2710_ = (l_2702_ * l_2707_);
            uint l_2711_ = (l_2704_ * l_2707_);
            uint l_2712_ = (l_2708_ >> 16u);
            uint l_2713_ = (l_2712_ & 65535u);
            uint l_2714_ = (l_2709_ & 65535u);
            uint l_2715_ = (l_2713_ + l_2714_);
            uint l_2716_ = (l_2710_ & 65535u);
            uint l_2717_ = (l_2715_ + l_2716_);
            uint l_2718_ = (l_2709_ >> 16u);
            uint l_2719_ = (l_2718_ & 65535u);
            uint l_2720_ = (l_2711_ + l_2719_);
            uint l_2721_ = (l_2710_ >> 16u);
            uint l_2722_ = (l_2721_ & 65535u);
            uint l_2723_ = (l_2720_ + l_2722_);
            uint l_2724_ = (l_2717_ >> 16u);
            uint l_2725_ = (l_2724_ & 65535u);
            uint l_257_ = (l_2723_ + l_2725_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1218 = l_mut_90_;
            uint l_2727_ = (_e1218 & 65535u);
            uint _e1221 = l_mut_90_;
            uint l_2728_ = (_e1221 >> 16u);
            uint l_2729_ = (l_2728_ & 65535u);
            uint l_2730_ = (l_4_ & 65535u);
            uint l_2731_ = (l_4_ >> 16u);
            uint l_2732_ = (l_2731_ & 65535u);
            uint l_2733_ = (l_2727_ * l_2730_);
            uint l_2734_ = (l_2729_ * l_2730_);
            uint l_2735_ = (l_2727_ * l_2732_);
            uint l_2736_ = (l_2729_ * l_2732_);
            uint l_2737_ = (l_2733_ >> 16u);
            uint l_2738_ = (l_2737_ & 65535u);
            uint l_2739_ = (l_2734_ & 65535u);
            uint l_2740_ = (l_2738_ + l_2739_);
            uint l_2741_ = (l_2735_ & 65535u);
            uint l_2742_ = (l_2740_ + l_2741_);
            uint l_2743_ = (l_2734_ >> 16u);
            uint l_2744_ = (l_2743_ & 65535u);
            uint l_2745_ = (l_2736_ + l_2744_);
            uint l_2746_ = (l_2735_ >> 16u);
            uint l_2747_ = (l_2746_ & 65535u);
            uint l_2748_ = (l_2745_ + l_2747_);
            uint l_2749_ = (l_2742_ >> 16u);
            uint l_2750_ = (l_2749_ & 65535u);
            uint l_259_ = (l_2748_ + l_2750_);
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
            uint _e1279 = l_mut_151_;
            l_mut_275_ = _e1279;
            uint _e1280 = l_mut_269_;
            l_mut_151_ = _e1280;
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
                    uint _e1292 = l_mut_269_;
                    l_mut_275_ = _e1292;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e1293 = l_mut_219_;
            uint l_284_ = (_e1293 * l_4_);
            uint _e1295 = l_mut_219_;
            uint l_2752_ = (_e1295 & 65535u);
            uint _e1298 = l_mut_219_;
            uint l_2753_ = (_e1298 >> 16u);
            uint l_2754_ = (l_2753_ & 65535u);
            uint l_2755_ = (l_4_ & 65535u);
            uint l_2756_ = (l_4_ >> 16u);
            uint l_2757_ = (l_2756_ & 65535u);
            uint l_2758_ = (l_2752_ * l_2755_);
            uint l_2759_ = (l_2754_ * l_2755_);
            uint l_2760_ = (l_2752_ * l_2757_);
            uint l_2761_ = (l_2754_ * l_2757_);
            uint l_2762_ = (l_2758_ >> 16u);
            uint l_2763_ = (l_2762_ & 65535u);
            uint l_2764_ = (l_2759_ & 65535u);
            uint l_2765_ = (l_2763_ + l_2764_);
            uint l_2766_ = (l_2760_ & 65535u);
            uint l_2767_ = (l_2765_ + l_2766_);
            uint l_2768_ = (l_2759_ >> 16u);
            uint l_2769_ = (l_2768_ & 65535u);
            uint l_2770_ = (l_2761_ + l_2769_);
            uint l_2771_ = (l_2760_ >> 16u);
            uint l_2772_ = (l_2771_ & 65535u);
            uint l_2773_ = (l_2770_ + l_2772_);
            uint l_2774_ = (l_2767_ >> 16u);
            uint l_2775_ = (l_2774_ & 65535u);
            uint l_285_ = (l_2773_ + l_2775_);
            uint _e1338 = l_mut_75_;
            uint l_286_ = (_e1338 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e1341 = l_mut_275_;
            uint l_288_ = (_e1341 + l_284_);
            uint _e1343 = l_mut_151_;
            uint l_289_ = (_e1343 + l_287_);
            uint _e1345 = l_mut_275_;
            bool l_290_ = (l_288_ < _e1345);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e1349 = l_mut_145_;
            l_mut_102_ = _e1349;
            uint _e1350 = l_mut_213_;
            l_mut_96_ = _e1350;
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
                    uint _e1371 = l_mut_145_;
                    l_mut_219_ = _e1371;
                    uint _e1372 = l_mut_213_;
                    l_mut_151_ = _e1372;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e1377 = l_mut_213_;
                        uint l_307_ = (_e1377 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e1382 = l_mut_145_;
                            l_mut_90_ = _e1382;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e1385 = l_mut_145_;
                                uint l_310_ = (_e1385 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e1389 = l_mut_213_;
                                uint l_312_ = (_e1389 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e1392 = l_mut_213_;
                            uint l_314_ = (_e1392 >> l_121_);
                            uint _e1394 = l_mut_90_;
                            l_mut_219_ = _e1394;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e1395 = l_mut_275_;
                    uint _e1396 = l_mut_219_;
                    uint l_315_ = (_e1395 + _e1396);
                    uint _e1398 = l_mut_269_;
                    uint _e1399 = l_mut_151_;
                    uint l_316_ = (_e1398 + _e1399);
                    uint _e1401 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e1401);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e1406 = l_mut_102_;
                uint l_320_ = (0u - _e1406);
                uint _e1409 = l_mut_96_;
                uint l_321_ = (0u - _e1409);
                uint _e1412 = l_mut_102_;
                bool l_322_ = (0u < _e1412);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e1416 = l_mut_102_;
        uint l_325_ = (l_64_ - _e1416);
        uint _e1418 = l_mut_96_;
        uint l_326_ = (l_67_ - _e1418);
        uint _e1420 = l_mut_102_;
        bool l_327_ = (l_64_ < _e1420);
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
        uint _e1453 = l_mut_145_;
        bool l_351_ = (_e1453 < l_344_);
        uint _e1455 = l_mut_145_;
        bool l_352_ = (_e1455 == l_344_);
        uint _e1457 = l_mut_151_;
        bool l_353_ = (_e1457 < l_340_);
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
            bool _e1472 = l_mut_357_;
            l_mut_350_ = _e1472;
            l_mut_357_ = false;
        }
        bool _e1474 = l_mut_357_;
        if (_e1474) {
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
            uint _e1489 = l_mut_90_;
            uint l_368_ = (_e1489 * l_367_);
            uint _e1491 = l_mut_90_;
            uint l_2777_ = (_e1491 & 65535u);
            uint _e1494 = l_mut_90_;
            uint l_2778_ = (_e1494 >> 16u);
            uint l_2779_ = (l_2778_ & 65535u);
            uint l_2780_ = (l_367_ & 65535u);
            uint l_2781_ = (l_367_ >> 16u);
            uint l_2782_ = (l_2781_ & 65535u);
            uint l_2783_ = (l_2777_ * l_2780_);
            uint l_2784_ = (l_2779_ * l_2780_);
            uint l_2785_ = (l_2777_ * l_2782_);
            uint l_2786_ = (l_2779_ * l_2782_);
            uint l_2787_ = (l_2783_ >> 16u);
            uint l_2788_ = (l_2787_ & 65535u);
            uint l_2789_ = (l_2784_ & 65535u);
            uint l_2790_ = (l_2788_ + l_2789_);
            uint l_2791_ = (l_2785_ & 65535u);
            uint l_2792_ = (l_2790_ + l_2791_);
            uint l_2793_ = (l_2784_ >> 16u);
            uint l_2794_ = (l_2793_ & 65535u);
            uint l_2795_ = (l_2786_ + l_2794_);
            uint l_2796_ = (l_2785_ >> 16u);
            uint l_2797_ = (l_2796_ & 65535u);
            uint l_2798_ = (l_2795_ + l_2797_);
            uint l_2799_ = (l_2792_ >> 16u);
            uint l_2800_ = (l_2799_ & 65535u);
            uint l_369_ = (l_2798_ + l_2800_);
            uint _e1534 = l_mut_75_;
            uint l_370_ = (_e1534 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1540 = l_mut_90_;
            uint l_373_ = (_e1540 * l_372_);
            uint _e1542 = l_mut_75_;
            uint l_374_ = (_e1542 * l_372_);
            uint _e1544 = l_mut_90_;
            uint l_2802_ = (_e1544 & 65535u);
            uint _e1547 = l_mut_90_;
            uint l_2803_ = (_e1547 >> 16u);
            uint l_2804_ = (l_2803_ & 65535u);
            uint l_2805_ = (l_372_ & 65535u);
            uint l_2806_ = (l_372_ >> 16u);
            uint l_2807_ = (l_2806_ & 65535u);
            uint l_2808_ = (l_2802_ * l_2805_);
            uint l_2809_ = (l_2804_ * l_2805_);
            uint l_2810_ = (l_2802_ * l_2807_);
            uint l_2811_ = (l_2804_ * l_2807_);
            uint l_2812_ = (l_2808_ >> 16u);
            uint l_2813_ = (l_2812_ & 65535u);
            uint l_2814_ = (l_2809_ & 65535u);
            uint l_2815_ = (l_2813_ + l_2814_);
            uint l_2816_ = (l_2810_ & 65535u);
            uint l_2817_ = (l_2815_ + l_2816_);
            uint l_2818_ = (l_2809_ >> 16u);
            uint l_2819_ = (l_2818_ & 65535u);
            uint l_2820_ = (l_2811_ + l_2819_);
            uint l_2821_ = (l_2810_ >> 16u);
            uint l_2822_ = (l_2821_ & 65535u);
            uint l_2823_ = (l_2820_ + l_2822_);
            uint l_2824_ = (l_2817_ >> 16u);
            uint l_2825_ = (l_2824_ & 65535u);
            uint l_375_ = (l_2823_ + l_2825_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1588 = l_mut_75_;
            uint l_2827_ = (_e1588 & 65535u);
            uint _e1591 = l_mut_75_;
            uint l_2828_ = (_e1591 >> 16u);
            uint l_2829_ = (l_2828_ & 65535u);
            uint l_2830_ = (l_372_ & 65535u);
            uint l_2831_ = (l_372_ >> 16u);
            uint l_2832_ = (l_2831_ & 65535u);
            uint l_2833_ = (l_2827_ * l_2830_);
            uint l_2834_ = (l_2829_ * l_2830_);
            uint l_2835_ = (l_2827_ * l_2832_);
            uint l_2836_ = (l_2829_ * l_2832_);
            uint l_2837_ = (l_2833_ >> 16u);
            uint l_2838_ = (l_2837_ & 65535u);
            uint l_2839_ = (l_2834_ & 65535u);
            uint l_2840_ = (l_2838_ + l_2839_);
            uint l_2841_ = (l_2835_ & 65535u);
            uint l_2842_ = (l_2840_ + l_2841_);
            uint l_2843_ = (l_2834_ >> 16u);
            uint l_2844_ = (l_2843_ & 65535u);
            uint l_2845_ = (l_2836_ + l_2844_);
            uint l_2846_ = (l_2835_ >> 16u);
            uint l_2847_ = (l_2846_ & 65535u);
            uint l_2848_ = (l_2845_ + l_2847_);
            uint l_2849_ = (l_2842_ >> 16u);
            uint l_2850_ = (l_2849_ & 65535u);
            uint l_377_ = (l_2848_ + l_2850_);
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
            uint _e1649 = l_mut_382_;
            l_mut_394_ = _e1649;
            uint _e1650 = l_mut_388_;
            l_mut_382_ = _e1650;
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
                    uint _e1662 = l_mut_388_;
                    l_mut_394_ = _e1662;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1663 = l_mut_394_;
            uint _e1664 = l_mut_382_;
            uint l_403_ = (_e1663 | _e1664);
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
                        uint _e1699 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1699);
                        uint _e1701 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1701);
                        uint _e1703 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1703);
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
                            uint _e1716 = l_mut_75_;
                            bool l_429_ = (_e1716 < l_409_);
                            uint _e1718 = l_mut_75_;
                            bool l_430_ = (_e1718 == l_409_);
                            uint _e1720 = l_mut_90_;
                            bool l_431_ = (_e1720 < l_405_);
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
                                bool loop_init = true;
                                while(true) {
                                    if (!loop_init) {
                                        uint _e1827 = l_mut_442_;
                                        l_mut_442_ = (_e1827 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1742 = l_mut_442_;
                                    if ((_e1742 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1746 = l_mut_442_;
                                        uint l_443_ = (19u - _e1746);
                                        uint _e1748 = l_mut_439_;
                                        l_mut_444_ = _e1748;
                                        uint _e1749 = l_mut_440_;
                                        l_mut_445_ = _e1749;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1754 = l_mut_440_;
                                            uint l_448_ = (_e1754 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1759 = l_mut_439_;
                                                l_mut_450_ = _e1759;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1762 = l_mut_439_;
                                                    uint l_452_ = (_e1762 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1766 = l_mut_440_;
                                                    uint l_454_ = (_e1766 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1769 = l_mut_440_;
                                                uint l_456_ = (_e1769 >> l_443_);
                                                uint _e1771 = l_mut_450_;
                                                l_mut_444_ = _e1771;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1772 = l_mut_445_;
                                        uint _e1773 = l_mut_75_;
                                        bool l_457_ = (_e1772 < _e1773);
                                        uint _e1775 = l_mut_445_;
                                        uint _e1776 = l_mut_75_;
                                        bool l_458_ = (_e1775 == _e1776);
                                        uint _e1778 = l_mut_444_;
                                        uint _e1779 = l_mut_90_;
                                        bool l_459_ = (_e1778 < _e1779);
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
                                            uint _e1791 = l_mut_90_;
                                            l_mut_450_ = _e1791;
                                            uint _e1792 = l_mut_75_;
                                            l_mut_445_ = _e1792;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1797 = l_mut_90_;
                                                uint l_465_ = (_e1797 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1802 = l_mut_90_;
                                                    uint l_467_ = (_e1802 << l_443_);
                                                    uint _e1804 = l_mut_75_;
                                                    uint l_468_ = (_e1804 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1808 = l_mut_90_;
                                                    uint l_470_ = (_e1808 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1811 = l_mut_439_;
                                            uint _e1812 = l_mut_450_;
                                            uint l_472_ = (_e1811 - _e1812);
                                            uint _e1814 = l_mut_440_;
                                            uint _e1815 = l_mut_445_;
                                            uint l_473_ = (_e1814 - _e1815);
                                            uint _e1817 = l_mut_439_;
                                            uint _e1818 = l_mut_450_;
                                            bool l_474_ = (_e1817 < _e1818);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1824 = l_mut_441_;
                                            l_mut_441_ = (_e1824 | l_477_);
                                        }
                                    }
                                }
                                uint _e1829 = l_mut_441_;
                                uint l_478_ = min(_e1829, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1831 = l_mut_440_;
                                uint _e1832 = l_mut_75_;
                                bool l_479_ = (_e1831 < _e1832);
                                uint _e1834 = l_mut_440_;
                                uint _e1835 = l_mut_75_;
                                bool l_480_ = (_e1834 == _e1835);
                                uint _e1837 = l_mut_439_;
                                uint _e1838 = l_mut_90_;
                                bool l_481_ = (_e1837 < _e1838);
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
                                uint _e1850 = l_mut_450_;
                                l_mut_428_ = _e1850;
                            }
                            uint _e1851 = l_mut_90_;
                            uint _e1852 = l_mut_428_;
                            uint l_485_ = (_e1851 * _e1852);
                            uint _e1854 = l_mut_90_;
                            uint l_2852_ = (_e1854 & 65535u);
                            uint _e1857 = l_mut_90_;
                            uint l_2853_ = (_e1857 >> 16u);
                            uint l_2854_ = (l_2853_ & 65535u);
                            uint _e1862 = l_mut_428_;
                            uint l_2855_ = (_e1862 & 65535u);
                            uint _e1865 = l_mut_428_;
                            uint l_2856_ = (_e1865 >> 16u);
                            uint l_2857_ = (l_2856_ & 65535u);
                            uint l_2858_ = (l_2852_ * l_2855_);
                            uint l_2859_ = (l_2854_ * l_2855_);
                            uint l_2860_ = (l_2852_ * l_2857_);
                            uint l_2861_ = (l_2854_ * l_2857_);
                            uint l_2862_ = (l_2858_ >> 16u);
                            uint l_2863_ = (l_2862_ & 65535u);
                            uint l_2864_ = (l_2859_ & 65535u);
                            uint l_2865_ = (l_2863_ + l_2864_);
                            uint l_2866_ = (l_2860_ & 65535u);
                            uint l_2867_ = (l_2865_ + l_2866_);
                            uint l_2868_ = (l_2859_ >> 16u);
                            uint l_2869_ = (l_2868_ & 65535u);
                            uint l_2870_ = (l_2861_ + l_2869_);
                            uint l_2871_ = (l_2860_ >> 16u);
                            uint l_2872_ = (l_2871_ & 65535u);
                            uint l_2873_ = (l_2870_ + l_2872_);
                            uint l_2874_ = (l_2867_ >> 16u);
                            uint l_2875_ = (l_2874_ & 65535u);
                            uint l_486_ = (l_2873_ + l_2875_);
                            uint _e1899 = l_mut_75_;
                            uint _e1900 = l_mut_428_;
                            uint l_487_ = (_e1899 * _e1900);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1908 = l_mut_421_;
                            uint _e1909 = l_mut_75_;
                            bool l_494_ = (_e1908 < _e1909);
                            uint _e1911 = l_mut_421_;
                            uint _e1912 = l_mut_75_;
                            bool l_495_ = (_e1911 == _e1912);
                            uint _e1914 = l_mut_382_;
                            uint _e1915 = l_mut_90_;
                            bool l_496_ = (_e1914 < _e1915);
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
                                uint _e1927 = l_mut_382_;
                                uint _e1928 = l_mut_90_;
                                uint l_500_ = (_e1927 - _e1928);
                                uint _e1930 = l_mut_421_;
                                uint _e1931 = l_mut_75_;
                                uint l_501_ = (_e1930 - _e1931);
                                uint _e1933 = l_mut_382_;
                                uint _e1934 = l_mut_90_;
                                bool l_502_ = (_e1933 < _e1934);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1938 = l_mut_90_;
                        uint _e1939 = l_mut_382_;
                        uint l_505_ = (_e1938 - _e1939);
                        uint _e1941 = l_mut_75_;
                        uint _e1942 = l_mut_421_;
                        uint l_506_ = (_e1941 - _e1942);
                        uint _e1944 = l_mut_90_;
                        uint _e1945 = l_mut_382_;
                        bool l_507_ = (_e1944 < _e1945);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1949 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1949);
                        uint _e1951 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1951);
                        uint _e1953 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1953);
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
                            uint _e1965 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1965);
                            uint _e1967 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1967);
                            uint _e1969 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1969);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1973 = l_mut_445_;
                        uint _e1974 = l_mut_388_;
                        bool l_521_ = (_e1973 < _e1974);
                        uint _e1976 = l_mut_445_;
                        uint _e1977 = l_mut_388_;
                        bool l_522_ = (_e1976 == _e1977);
                        uint _e1979 = l_mut_450_;
                        uint _e1980 = l_mut_394_;
                        bool l_523_ = (_e1979 < _e1980);
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
                            uint _e1991 = l_mut_450_;
                            l_mut_394_ = _e1991;
                            uint _e1992 = l_mut_445_;
                            l_mut_388_ = _e1992;
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
                        uint _e2012 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e2012);
                        uint _e2014 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e2014);
                        uint _e2016 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e2016);
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
                            uint _e2029 = l_mut_75_;
                            bool l_543_ = (_e2029 < l_334_);
                            uint _e2031 = l_mut_75_;
                            bool l_544_ = (_e2031 == l_334_);
                            uint _e2033 = l_mut_90_;
                            bool l_545_ = (_e2033 < l_330_);
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
                                bool loop_init_1 = true;
                                while(true) {
                                    if (!loop_init_1) {
                                        uint _e2140 = l_mut_553_;
                                        l_mut_553_ = (_e2140 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e2055 = l_mut_553_;
                                    if ((_e2055 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2059 = l_mut_553_;
                                        uint l_554_ = (19u - _e2059);
                                        uint _e2061 = l_mut_441_;
                                        l_mut_428_ = _e2061;
                                        uint _e2062 = l_mut_440_;
                                        l_mut_421_ = _e2062;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e2067 = l_mut_440_;
                                            uint l_557_ = (_e2067 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e2072 = l_mut_441_;
                                                l_mut_382_ = _e2072;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e2075 = l_mut_441_;
                                                    uint l_560_ = (_e2075 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e2079 = l_mut_440_;
                                                    uint l_562_ = (_e2079 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e2082 = l_mut_440_;
                                                uint l_564_ = (_e2082 >> l_554_);
                                                uint _e2084 = l_mut_382_;
                                                l_mut_428_ = _e2084;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e2085 = l_mut_421_;
                                        uint _e2086 = l_mut_75_;
                                        bool l_565_ = (_e2085 < _e2086);
                                        uint _e2088 = l_mut_421_;
                                        uint _e2089 = l_mut_75_;
                                        bool l_566_ = (_e2088 == _e2089);
                                        uint _e2091 = l_mut_428_;
                                        uint _e2092 = l_mut_90_;
                                        bool l_567_ = (_e2091 < _e2092);
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
                                            uint _e2104 = l_mut_90_;
                                            l_mut_428_ = _e2104;
                                            uint _e2105 = l_mut_75_;
                                            l_mut_421_ = _e2105;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e2110 = l_mut_90_;
                                                uint l_573_ = (_e2110 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e2115 = l_mut_90_;
                                                    uint l_575_ = (_e2115 << l_554_);
                                                    uint _e2117 = l_mut_75_;
                                                    uint l_576_ = (_e2117 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e2121 = l_mut_90_;
                                                    uint l_578_ = (_e2121 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e2124 = l_mut_441_;
                                            uint _e2125 = l_mut_428_;
                                            uint l_580_ = (_e2124 - _e2125);
                                            uint _e2127 = l_mut_440_;
                                            uint _e2128 = l_mut_421_;
                                            uint l_581_ = (_e2127 - _e2128);
                                            uint _e2130 = l_mut_441_;
                                            uint _e2131 = l_mut_428_;
                                            bool l_582_ = (_e2130 < _e2131);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e2137 = l_mut_439_;
                                            l_mut_439_ = (_e2137 | l_585_);
                                        }
                                    }
                                }
                                uint _e2142 = l_mut_439_;
                                uint l_586_ = min(_e2142, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e2144 = l_mut_440_;
                                uint _e2145 = l_mut_75_;
                                bool l_587_ = (_e2144 < _e2145);
                                uint _e2147 = l_mut_440_;
                                uint _e2148 = l_mut_75_;
                                bool l_588_ = (_e2147 == _e2148);
                                uint _e2150 = l_mut_441_;
                                uint _e2151 = l_mut_90_;
                                bool l_589_ = (_e2150 < _e2151);
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
                                uint _e2163 = l_mut_439_;
                                l_mut_444_ = _e2163;
                            }
                            uint _e2164 = l_mut_90_;
                            uint _e2165 = l_mut_444_;
                            uint l_593_ = (_e2164 * _e2165);
                            uint _e2167 = l_mut_90_;
                            uint l_2877_ = (_e2167 & 65535u);
                            uint _e2170 = l_mut_90_;
                            uint l_2878_ = (_e2170 >> 16u);
                            uint l_2879_ = (l_2878_ & 65535u);
                            uint _e2175 = l_mut_444_;
                            uint l_2880_ = (_e2175 & 65535u);
                            uint _e2178 = l_mut_444_;
                            uint l_2881_ = (_e2178 >> 16u);
                            uint l_2882_ = (l_2881_ & 65535u);
                            uint l_2883_ = (l_2877_ * l_2880_);
                            uint l_2884_ = (l_2879_ * l_2880_);
                            uint l_2885_ = (l_2877_ * l_2882_);
                            uint l_2886_ = (l_2879_ * l_2882_);
                            uint l_2887_ = (l_2883_ >> 16u);
                            uint l_2888_ = (l_2887_ & 65535u);
                            uint l_2889_ = (l_2884_ & 65535u);
                            uint l_2890_ = (l_2888_ + l_2889_);
                            uint l_2891_ = (l_2885_ & 65535u);
                            uint l_2892_ = (l_2890_ + l_2891_);
                            uint l_2893_ = (l_2884_ >> 16u);
                            uint l_2894_ = (l_2893_ & 65535u);
                            uint l_2895_ = (l_2886_ + l_2894_);
                            uint l_2896_ = (l_2885_ >> 16u);
                            uint l_2897_ = (l_2896_ & 65535u);
                            uint l_2898_ = (l_2895_ + l_2897_);
                            uint l_2899_ = (l_2892_ >> 16u);
                            uint l_2900_ = (l_2899_ & 65535u);
                            uint l_594_ = (l_2898_ + l_2900_);
                            uint _e2212 = l_mut_75_;
                            uint _e2213 = l_mut_444_;
                            uint l_595_ = (_e2212 * _e2213);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e2221 = l_mut_445_;
                            uint _e2222 = l_mut_75_;
                            bool l_602_ = (_e2221 < _e2222);
                            uint _e2224 = l_mut_445_;
                            uint _e2225 = l_mut_75_;
                            bool l_603_ = (_e2224 == _e2225);
                            uint _e2227 = l_mut_450_;
                            uint _e2228 = l_mut_90_;
                            bool l_604_ = (_e2227 < _e2228);
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
                                uint _e2240 = l_mut_450_;
                                uint _e2241 = l_mut_90_;
                                uint l_608_ = (_e2240 - _e2241);
                                uint _e2243 = l_mut_445_;
                                uint _e2244 = l_mut_75_;
                                uint l_609_ = (_e2243 - _e2244);
                                uint _e2246 = l_mut_450_;
                                uint _e2247 = l_mut_90_;
                                bool l_610_ = (_e2246 < _e2247);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e2251 = l_mut_445_;
                        uint _e2252 = l_mut_388_;
                        bool l_613_ = (_e2251 < _e2252);
                        uint _e2254 = l_mut_445_;
                        uint _e2255 = l_mut_388_;
                        bool l_614_ = (_e2254 == _e2255);
                        uint _e2257 = l_mut_450_;
                        uint _e2258 = l_mut_394_;
                        bool l_615_ = (_e2257 < _e2258);
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
                            uint _e2269 = l_mut_450_;
                            l_mut_394_ = _e2269;
                            uint _e2270 = l_mut_445_;
                            l_mut_388_ = _e2270;
                        }
                    }
                }
                uint _e2271 = l_mut_388_;
                bool l_618_ = (_e2271 < l_344_);
                uint _e2273 = l_mut_388_;
                bool l_619_ = (_e2273 == l_344_);
                uint _e2275 = l_mut_394_;
                bool l_620_ = (_e2275 < l_340_);
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
            uint _e2290 = l_mut_40_;
            bool l_626_ = (_e2290 > 0u);
            if (l_626_) {
                uint _e2293 = l_mut_40_;
                bool l_627_ = (_e2293 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        while(true) {
            bool _e2298 = l_mut_357_;
            bool l_629_ = !(_e2298);
            if (l_629_) {
                break;
            }
            uint _e2300 = l_mut_145_;
            uint _e2301 = l_mut_269_;
            bool l_630_ = (_e2300 < _e2301);
            uint _e2303 = l_mut_145_;
            uint _e2304 = l_mut_269_;
            bool l_631_ = (_e2303 == _e2304);
            uint _e2306 = l_mut_151_;
            uint _e2307 = l_mut_275_;
            bool l_632_ = (_e2306 < _e2307);
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
                uint _e2318 = l_mut_102_;
                uint l_635_ = (l_4_ - _e2318);
                uint _e2320 = l_mut_96_;
                uint l_636_ = (l_635_ / _e2320);
                l_mut_450_ = 0u;
                l_mut_637_ = false;
                uint _e2324 = l_mut_275_;
                uint _e2325 = l_mut_269_;
                uint l_638_ = (_e2324 | _e2325);
                bool l_639_ = (l_638_ == 0u);
                if (l_639_) {
                    l_mut_450_ = l_636_;
                } else {
                    bool _e2329 = l_mut_637_;
                    if (_e2329) {
                        uint _e2330 = l_mut_269_;
                        uint _e2331 = l_mut_213_;
                        bool l_640_ = (_e2330 < _e2331);
                        uint _e2333 = l_mut_269_;
                        uint _e2334 = l_mut_213_;
                        bool l_641_ = (_e2333 == _e2334);
                        uint _e2336 = l_mut_275_;
                        uint _e2337 = l_mut_219_;
                        bool l_642_ = (_e2336 < _e2337);
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
                            uint _e2348 = l_mut_219_;
                            uint l_645_ = (_e2348 - 1u);
                            uint _e2351 = l_mut_213_;
                            uint l_646_ = (_e2351 - 0u);
                            uint _e2354 = l_mut_219_;
                            bool l_647_ = (_e2354 < 1u);
                            uint l_648_ = uint(l_647_);
                            uint l_649_ = (l_646_ - l_648_);
                            l_mut_445_ = l_645_;
                            l_mut_444_ = l_649_;
                            l_mut_441_ = 0u;
                            l_mut_650_ = 0u;
                            bool loop_init_2 = true;
                            while(true) {
                                if (!loop_init_2) {
                                    uint _e2447 = l_mut_650_;
                                    l_mut_650_ = (_e2447 + 1u);
                                }
                                loop_init_2 = false;
                                uint _e2362 = l_mut_650_;
                                if ((_e2362 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2366 = l_mut_650_;
                                    uint l_651_ = (19u - _e2366);
                                    uint _e2368 = l_mut_445_;
                                    l_mut_440_ = _e2368;
                                    uint _e2369 = l_mut_444_;
                                    l_mut_439_ = _e2369;
                                    bool l_652_ = (l_651_ >= 32u);
                                    if (l_652_) {
                                        uint l_653_ = (l_651_ & 31u);
                                        uint _e2374 = l_mut_444_;
                                        uint l_654_ = (_e2374 >> l_653_);
                                        l_mut_440_ = l_654_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_655_ = (l_651_ > 0u);
                                        if (l_655_) {
                                            uint _e2379 = l_mut_445_;
                                            l_mut_428_ = _e2379;
                                            bool l_656_ = (l_651_ > 0u);
                                            if (l_656_) {
                                                uint _e2382 = l_mut_445_;
                                                uint l_657_ = (_e2382 >> l_651_);
                                                uint l_658_ = (32u - l_651_);
                                                uint _e2386 = l_mut_444_;
                                                uint l_659_ = (_e2386 << l_658_);
                                                uint l_660_ = (l_657_ | l_659_);
                                                l_mut_428_ = l_660_;
                                            }
                                            uint _e2389 = l_mut_444_;
                                            uint l_661_ = (_e2389 >> l_651_);
                                            uint _e2391 = l_mut_428_;
                                            l_mut_440_ = _e2391;
                                            l_mut_439_ = l_661_;
                                        }
                                    }
                                    uint _e2392 = l_mut_439_;
                                    uint _e2393 = l_mut_269_;
                                    bool l_662_ = (_e2392 < _e2393);
                                    uint _e2395 = l_mut_439_;
                                    uint _e2396 = l_mut_269_;
                                    bool l_663_ = (_e2395 == _e2396);
                                    uint _e2398 = l_mut_440_;
                                    uint _e2399 = l_mut_275_;
                                    bool l_664_ = (_e2398 < _e2399);
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
                                        uint _e2411 = l_mut_275_;
                                        l_mut_440_ = _e2411;
                                        uint _e2412 = l_mut_269_;
                                        l_mut_439_ = _e2412;
                                        bool l_668_ = (l_651_ >= 32u);
                                        if (l_668_) {
                                            uint l_669_ = (l_651_ & 31u);
                                            uint _e2417 = l_mut_275_;
                                            uint l_670_ = (_e2417 << l_669_);
                                            l_mut_440_ = 0u;
                                            l_mut_439_ = l_670_;
                                        } else {
                                            bool l_671_ = (l_651_ > 0u);
                                            if (l_671_) {
                                                uint _e2422 = l_mut_275_;
                                                uint l_672_ = (_e2422 << l_651_);
                                                uint _e2424 = l_mut_269_;
                                                uint l_673_ = (_e2424 << l_651_);
                                                uint l_674_ = (32u - l_651_);
                                                uint _e2428 = l_mut_275_;
                                                uint l_675_ = (_e2428 >> l_674_);
                                                uint l_676_ = (l_673_ | l_675_);
                                                l_mut_440_ = l_672_;
                                                l_mut_439_ = l_676_;
                                            }
                                        }
                                        uint _e2431 = l_mut_445_;
                                        uint _e2432 = l_mut_440_;
                                        uint l_677_ = (_e2431 - _e2432);
                                        uint _e2434 = l_mut_444_;
                                        uint _e2435 = l_mut_439_;
                                        uint l_678_ = (_e2434 - _e2435);
                                        uint _e2437 = l_mut_445_;
                                        uint _e2438 = l_mut_440_;
                                        bool l_679_ = (_e2437 < _e2438);
                                        uint l_680_ = uint(l_679_);
                                        uint l_681_ = (l_678_ - l_680_);
                                        l_mut_445_ = l_677_;
                                        l_mut_444_ = l_681_;
                                        uint l_682_ = (1u << l_651_);
                                        uint _e2444 = l_mut_441_;
                                        l_mut_441_ = (_e2444 | l_682_);
                                    }
                                }
                            }
                            uint _e2449 = l_mut_441_;
                            uint l_683_ = min(_e2449, l_636_);
                            l_mut_441_ = l_683_;
                            uint _e2451 = l_mut_444_;
                            uint _e2452 = l_mut_269_;
                            bool l_684_ = (_e2451 < _e2452);
                            uint _e2454 = l_mut_444_;
                            uint _e2455 = l_mut_269_;
                            bool l_685_ = (_e2454 == _e2455);
                            uint _e2457 = l_mut_445_;
                            uint _e2458 = l_mut_275_;
                            bool l_686_ = (_e2457 < _e2458);
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
                            uint _e2470 = l_mut_441_;
                            l_mut_450_ = _e2470;
                        }
                    } else {
                        uint _e2471 = l_mut_219_;
                        l_mut_445_ = _e2471;
                        uint _e2472 = l_mut_213_;
                        l_mut_444_ = _e2472;
                        while(true) {
                            uint _e2473 = l_mut_269_;
                            uint _e2474 = l_mut_444_;
                            bool l_690_ = (_e2473 < _e2474);
                            uint _e2476 = l_mut_269_;
                            uint _e2477 = l_mut_444_;
                            bool l_691_ = (_e2476 == _e2477);
                            uint _e2479 = l_mut_275_;
                            uint _e2480 = l_mut_445_;
                            bool l_692_ = (_e2479 < _e2480);
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
                            uint _e2491 = l_mut_450_;
                            uint _e2492 = l_mut_96_;
                            uint l_695_ = (_e2491 * _e2492);
                            uint _e2494 = l_mut_102_;
                            uint l_696_ = (_e2494 + l_695_);
                            uint _e2496 = l_mut_96_;
                            uint l_697_ = (l_696_ + _e2496);
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
                            uint _e2504 = l_mut_445_;
                            uint _e2505 = l_mut_275_;
                            uint l_701_ = (_e2504 - _e2505);
                            uint _e2507 = l_mut_444_;
                            uint _e2508 = l_mut_269_;
                            uint l_702_ = (_e2507 - _e2508);
                            uint _e2510 = l_mut_445_;
                            uint _e2511 = l_mut_275_;
                            bool l_703_ = (_e2510 < _e2511);
                            uint l_704_ = uint(l_703_);
                            uint l_705_ = (l_702_ - l_704_);
                            l_mut_445_ = l_701_;
                            l_mut_444_ = l_705_;
                            uint _e2515 = l_mut_450_;
                            l_mut_450_ = (_e2515 + 1u);
                        }
                    }
                }
                uint _e2518 = l_mut_450_;
                uint _e2519 = l_mut_96_;
                uint l_706_ = (_e2518 * _e2519);
                uint _e2521 = l_mut_102_;
                uint l_707_ = (_e2521 + l_706_);
                uint _e2523 = l_mut_96_;
                uint l_708_ = (l_707_ + _e2523);
                bool l_709_ = (l_708_ >= l_4_);
                if (l_709_) {
                    l_mut_350_ = true;
                    l_mut_357_ = false;
                } else {
                    uint _e2528 = l_mut_275_;
                    uint _e2529 = l_mut_450_;
                    uint l_710_ = (_e2528 * _e2529);
                    uint _e2531 = l_mut_275_;
                    uint l_2902_ = (_e2531 & 65535u);
                    uint _e2534 = l_mut_275_;
                    uint l_2903_ = (_e2534 >> 16u);
                    uint l_2904_ = (l_2903_ & 65535u);
                    uint _e2539 = l_mut_450_;
                    uint l_2905_ = (_e2539 & 65535u);
                    uint _e2542 = l_mut_450_;
                    uint l_2906_ = (_e2542 >> 16u);
                    uint l_2907_ = (l_2906_ & 65535u);
                    uint l_2908_ = (l_2902_ * l_2905_);
                    uint l_2909_ = (l_2904_ * l_2905_);
                    uint l_2910_ = (l_2902_ * l_2907_);
                    uint l_2911_ = (l_2904_ * l_2907_);
                    uint l_2912_ = (l_2908_ >> 16u);
                    uint l_2913_ = (l_2912_ & 65535u);
                    uint l_2914_ = (l_2909_ & 65535u);
                    uint l_2915_ = (l_2913_ + l_2914_);
                    uint l_2916_ = (l_2910_ & 65535u);
                    uint l_2917_ = (l_2915_ + l_2916_);
                    uint l_2918_ = (l_2909_ >> 16u);
                    uint l_2919_ = (l_2918_ & 65535u);
                    uint l_2920_ = (l_2911_ + l_2919_);
                    uint l_2921_ = (l_2910_ >> 16u);
                    uint l_2922_ = (l_2921_ & 65535u);
                    uint l_2923_ = (l_2920_ + l_2922_);
                    uint l_2924_ = (l_2917_ >> 16u);
                    uint l_2925_ = (l_2924_ & 65535u);
                    uint l_711_ = (l_2923_ + l_2925_);
                    uint _e2576 = l_mut_269_;
                    uint _e2577 = l_mut_450_;
                    uint l_712_ = (_e2576 * _e2577);
                    uint l_713_ = (l_711_ + l_712_);
                    uint _e2580 = l_mut_219_;
                    uint l_714_ = (_e2580 - l_710_);
                    uint _e2582 = l_mut_213_;
                    uint l_715_ = (_e2582 - l_713_);
                    uint _e2584 = l_mut_219_;
                    bool l_716_ = (_e2584 < l_710_);
                    uint l_717_ = uint(l_716_);
                    uint l_718_ = (l_715_ - l_717_);
                    l_mut_219_ = l_714_;
                    l_mut_213_ = l_718_;
                    uint _e2588 = l_mut_450_;
                    uint _e2589 = l_mut_96_;
                    uint l_719_ = (_e2588 * _e2589);
                    uint _e2591 = l_mut_102_;
                    l_mut_102_ = (_e2591 + l_719_);
                    uint _e2593 = l_mut_275_;
                    uint _e2594 = l_mut_219_;
                    uint l_720_ = (_e2593 - _e2594);
                    uint _e2596 = l_mut_269_;
                    uint _e2597 = l_mut_213_;
                    uint l_721_ = (_e2596 - _e2597);
                    uint _e2599 = l_mut_275_;
                    uint _e2600 = l_mut_219_;
                    bool l_722_ = (_e2599 < _e2600);
                    uint l_723_ = uint(l_722_);
                    uint l_724_ = (l_721_ - l_723_);
                    l_mut_275_ = l_720_;
                    l_mut_269_ = l_724_;
                    uint _e2604 = l_mut_96_;
                    uint _e2605 = l_mut_102_;
                    l_mut_96_ = (_e2604 + _e2605);
                }
            } else {
                uint _e2607 = l_mut_151_;
                uint _e2608 = l_mut_275_;
                uint l_725_ = (_e2607 - _e2608);
                uint _e2610 = l_mut_145_;
                uint _e2611 = l_mut_269_;
                uint l_726_ = (_e2610 - _e2611);
                uint _e2613 = l_mut_151_;
                uint _e2614 = l_mut_275_;
                bool l_727_ = (_e2613 < _e2614);
                uint l_728_ = uint(l_727_);
                uint l_729_ = (l_726_ - l_728_);
                l_mut_151_ = l_725_;
                l_mut_145_ = l_729_;
                uint _e2618 = l_mut_145_;
                bool l_730_ = (_e2618 < l_344_);
                uint _e2620 = l_mut_145_;
                bool l_731_ = (_e2620 == l_344_);
                uint _e2622 = l_mut_151_;
                bool l_732_ = (_e2622 < l_340_);
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
                    uint _e2634 = l_mut_96_;
                    uint l_735_ = (l_4_ - _e2634);
                    uint _e2636 = l_mut_102_;
                    uint l_736_ = (l_735_ / _e2636);
                    l_mut_450_ = 0u;
                    l_mut_637_ = false;
                    uint _e2640 = l_mut_219_;
                    uint _e2641 = l_mut_213_;
                    uint l_737_ = (_e2640 | _e2641);
                    bool l_738_ = (l_737_ == 0u);
                    if (l_738_) {
                        l_mut_450_ = l_736_;
                    } else {
                        bool _e2645 = l_mut_637_;
                        if (_e2645) {
                            uint _e2646 = l_mut_213_;
                            uint _e2647 = l_mut_269_;
                            bool l_739_ = (_e2646 < _e2647);
                            uint _e2649 = l_mut_213_;
                            uint _e2650 = l_mut_269_;
                            bool l_740_ = (_e2649 == _e2650);
                            uint _e2652 = l_mut_219_;
                            uint _e2653 = l_mut_275_;
                            bool l_741_ = (_e2652 < _e2653);
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
                                uint _e2664 = l_mut_275_;
                                uint l_744_ = (_e2664 - 1u);
                                uint _e2667 = l_mut_269_;
                                uint l_745_ = (_e2667 - 0u);
                                uint _e2670 = l_mut_275_;
                                bool l_746_ = (_e2670 < 1u);
                                uint l_747_ = uint(l_746_);
                                uint l_748_ = (l_745_ - l_747_);
                                l_mut_445_ = l_744_;
                                l_mut_444_ = l_748_;
                                l_mut_441_ = 0u;
                                l_mut_749_ = 0u;
                                bool loop_init_3 = true;
                                while(true) {
                                    if (!loop_init_3) {
                                        uint _e2763 = l_mut_749_;
                                        l_mut_749_ = (_e2763 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2678 = l_mut_749_;
                                    if ((_e2678 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2682 = l_mut_749_;
                                        uint l_750_ = (19u - _e2682);
                                        uint _e2684 = l_mut_445_;
                                        l_mut_440_ = _e2684;
                                        uint _e2685 = l_mut_444_;
                                        l_mut_439_ = _e2685;
                                        bool l_751_ = (l_750_ >= 32u);
                                        if (l_751_) {
                                            uint l_752_ = (l_750_ & 31u);
                                            uint _e2690 = l_mut_444_;
                                            uint l_753_ = (_e2690 >> l_752_);
                                            l_mut_440_ = l_753_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_754_ = (l_750_ > 0u);
                                            if (l_754_) {
                                                uint _e2695 = l_mut_445_;
                                                l_mut_428_ = _e2695;
                                                bool l_755_ = (l_750_ > 0u);
                                                if (l_755_) {
                                                    uint _e2698 = l_mut_445_;
                                                    uint l_756_ = (_e2698 >> l_750_);
                                                    uint l_757_ = (32u - l_750_);
                                                    uint _e2702 = l_mut_444_;
                                                    uint l_758_ = (_e2702 << l_757_);
                                                    uint l_759_ = (l_756_ | l_758_);
                                                    l_mut_428_ = l_759_;
                                                }
                                                uint _e2705 = l_mut_444_;
                                                uint l_760_ = (_e2705 >> l_750_);
                                                uint _e2707 = l_mut_428_;
                                                l_mut_440_ = _e2707;
                                                l_mut_439_ = l_760_;
                                            }
                                        }
                                        uint _e2708 = l_mut_439_;
                                        uint _e2709 = l_mut_213_;
                                        bool l_761_ = (_e2708 < _e2709);
                                        uint _e2711 = l_mut_439_;
                                        uint _e2712 = l_mut_213_;
                                        bool l_762_ = (_e2711 == _e2712);
                                        uint _e2714 = l_mut_440_;
                                        uint _e2715 = l_mut_219_;
                                        bool l_763_ = (_e2714 < _e2715);
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
                                            uint _e2727 = l_mut_219_;
                                            l_mut_440_ = _e2727;
                                            uint _e2728 = l_mut_213_;
                                            l_mut_439_ = _e2728;
                                            bool l_767_ = (l_750_ >= 32u);
                                            if (l_767_) {
                                                uint l_768_ = (l_750_ & 31u);
                                                uint _e2733 = l_mut_219_;
                                                uint l_769_ = (_e2733 << l_768_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_769_;
                                            } else {
                                                bool l_770_ = (l_750_ > 0u);
                                                if (l_770_) {
                                                    uint _e2738 = l_mut_219_;
                                                    uint l_771_ = (_e2738 << l_750_);
                                                    uint _e2740 = l_mut_213_;
                                                    uint l_772_ = (_e2740 << l_750_);
                                                    uint l_773_ = (32u - l_750_);
                                                    uint _e2744 = l_mut_219_;
                                                    uint l_774_ = (_e2744 >> l_773_);
                                                    uint l_775_ = (l_772_ | l_774_);
                                                    l_mut_440_ = l_771_;
                                                    l_mut_439_ = l_775_;
                                                }
                                            }
                                            uint _e2747 = l_mut_445_;
                                            uint _e2748 = l_mut_440_;
                                            uint l_776_ = (_e2747 - _e2748);
                                            uint _e2750 = l_mut_444_;
                                            uint _e2751 = l_mut_439_;
                                            uint l_777_ = (_e2750 - _e2751);
                                            uint _e2753 = l_mut_445_;
                                            uint _e2754 = l_mut_440_;
                                            bool l_778_ = (_e2753 < _e2754);
                                            uint l_779_ = uint(l_778_);
                                            uint l_780_ = (l_777_ - l_779_);
                                            l_mut_445_ = l_776_;
                                            l_mut_444_ = l_780_;
                                            uint l_781_ = (1u << l_750_);
                                            uint _e2760 = l_mut_441_;
                                            l_mut_441_ = (_e2760 | l_781_);
                                        }
                                    }
                                }
                                uint _e2765 = l_mut_441_;
                                uint l_782_ = min(_e2765, l_736_);
                                l_mut_441_ = l_782_;
                                uint _e2767 = l_mut_444_;
                                uint _e2768 = l_mut_213_;
                                bool l_783_ = (_e2767 < _e2768);
                                uint _e2770 = l_mut_444_;
                                uint _e2771 = l_mut_213_;
                                bool l_784_ = (_e2770 == _e2771);
                                uint _e2773 = l_mut_445_;
                                uint _e2774 = l_mut_219_;
                                bool l_785_ = (_e2773 < _e2774);
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
                                uint _e2786 = l_mut_441_;
                                l_mut_450_ = _e2786;
                            }
                        } else {
                            uint _e2787 = l_mut_275_;
                            l_mut_445_ = _e2787;
                            uint _e2788 = l_mut_269_;
                            l_mut_444_ = _e2788;
                            while(true) {
                                uint _e2789 = l_mut_213_;
                                uint _e2790 = l_mut_444_;
                                bool l_789_ = (_e2789 < _e2790);
                                uint _e2792 = l_mut_213_;
                                uint _e2793 = l_mut_444_;
                                bool l_790_ = (_e2792 == _e2793);
                                uint _e2795 = l_mut_219_;
                                uint _e2796 = l_mut_445_;
                                bool l_791_ = (_e2795 < _e2796);
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
                                uint _e2807 = l_mut_450_;
                                uint _e2808 = l_mut_102_;
                                uint l_794_ = (_e2807 * _e2808);
                                uint _e2810 = l_mut_96_;
                                uint l_795_ = (_e2810 + l_794_);
                                uint _e2812 = l_mut_102_;
                                uint l_796_ = (l_795_ + _e2812);
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
                                uint _e2820 = l_mut_445_;
                                uint _e2821 = l_mut_219_;
                                uint l_800_ = (_e2820 - _e2821);
                                uint _e2823 = l_mut_444_;
                                uint _e2824 = l_mut_213_;
                                uint l_801_ = (_e2823 - _e2824);
                                uint _e2826 = l_mut_445_;
                                uint _e2827 = l_mut_219_;
                                bool l_802_ = (_e2826 < _e2827);
                                uint l_803_ = uint(l_802_);
                                uint l_804_ = (l_801_ - l_803_);
                                l_mut_445_ = l_800_;
                                l_mut_444_ = l_804_;
                                uint _e2831 = l_mut_450_;
                                l_mut_450_ = (_e2831 + 1u);
                            }
                        }
                    }
                    uint _e2834 = l_mut_102_;
                    uint _e2835 = l_mut_96_;
                    uint l_805_ = (_e2834 + _e2835);
                    uint _e2837 = l_mut_450_;
                    uint _e2838 = l_mut_102_;
                    uint l_806_ = (_e2837 * _e2838);
                    uint l_807_ = (l_805_ + l_806_);
                    bool l_808_ = (l_807_ >= l_4_);
                    if (l_808_) {
                        l_mut_350_ = true;
                        l_mut_357_ = false;
                    } else {
                        uint _e2844 = l_mut_219_;
                        uint _e2845 = l_mut_450_;
                        uint l_809_ = (_e2844 * _e2845);
                        uint _e2847 = l_mut_219_;
                        uint l_2927_ = (_e2847 & 65535u);
                        uint _e2850 = l_mut_219_;
                        uint l_2928_ = (_e2850 >> 16u);
                        uint l_2929_ = (l_2928_ & 65535u);
                        uint _e2855 = l_mut_450_;
                        uint l_2930_ = (_e2855 & 65535u);
                        uint _e2858 = l_mut_450_;
                        uint l_2931_ = (_e2858 >> 16u);
                        uint l_2932_ = (l_2931_ & 65535u);
                        uint l_2933_ = (l_2927_ * l_2930_);
                        uint l_2934_ = (l_2929_ * l_2930_);
                        uint l_2935_ = (l_2927_ * l_2932_);
                        uint l_2936_ = (l_2929_ * l_2932_);
                        uint l_2937_ = (l_2933_ >> 16u);
                        uint l_2938_ = (l_2937_ & 65535u);
                        uint l_2939_ = (l_2934_ & 65535u);
                        uint l_2940_ = (l_2938_ + l_2939_);
                        uint l_2941_ = (l_2935_ & 65535u);
                        uint l_2942_ = (l_2940_ + l_2941_);
                        uint l_2943_ = (l_2934_ >> 16u);
                        uint l_2944_ = (l_2943_ & 65535u);
                        uint l_2945_ = (l_2936_ + l_2944_);
                        uint l_2946_ = (l_2935_ >> 16u);
                        uint l_2947_ = (l_2946_ & 65535u);
                        uint l_2948_ = (l_2945_ + l_2947_);
                        uint l_2949_ = (l_2942_ >> 16u);
                        uint l_2950_ = (l_2949_ & 65535u);
                        uint l_810_ = (l_2948_ + l_2950_);
                        uint _e2892 = l_mut_213_;
                        uint _e2893 = l_mut_450_;
                        uint l_811_ = (_e2892 * _e2893);
                        uint l_812_ = (l_810_ + l_811_);
                        uint _e2896 = l_mut_275_;
                        uint l_813_ = (_e2896 - l_809_);
                        uint _e2898 = l_mut_269_;
                        uint l_814_ = (_e2898 - l_812_);
                        uint _e2900 = l_mut_275_;
                        bool l_815_ = (_e2900 < l_809_);
                        uint l_816_ = uint(l_815_);
                        uint l_817_ = (l_814_ - l_816_);
                        l_mut_275_ = l_813_;
                        l_mut_269_ = l_817_;
                        uint _e2904 = l_mut_450_;
                        uint _e2905 = l_mut_102_;
                        uint l_818_ = (_e2904 * _e2905);
                        uint _e2907 = l_mut_96_;
                        l_mut_96_ = (_e2907 + l_818_);
                        uint _e2909 = l_mut_219_;
                        uint _e2910 = l_mut_275_;
                        uint l_819_ = (_e2909 - _e2910);
                        uint _e2912 = l_mut_213_;
                        uint _e2913 = l_mut_269_;
                        uint l_820_ = (_e2912 - _e2913);
                        uint _e2915 = l_mut_219_;
                        uint _e2916 = l_mut_275_;
                        bool l_821_ = (_e2915 < _e2916);
                        uint l_822_ = uint(l_821_);
                        uint l_823_ = (l_820_ - l_822_);
                        l_mut_219_ = l_819_;
                        l_mut_213_ = l_823_;
                        uint _e2920 = l_mut_102_;
                        uint _e2921 = l_mut_96_;
                        l_mut_102_ = (_e2920 + _e2921);
                    }
                }
            }
        }
        bool _e2923 = l_mut_350_;
        bool l_824_ = !(_e2923);
        if (l_824_) {
            uint l_2952_ = _group_0_binding_6_cs.static_meta[5];
            uint l_2953_ = (l_2952_ * 1u);
            uint l_2954_ = (l_2953_ - 1u);
            uint l_2955_ = min(0u, l_2954_);
            uint _e2938 = atomicAdd(_group_0_binding_5_cs[l_2955_], 1u);
            uint l_827_ = (l_4_ / 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            bool loop_init_4 = true;
            while(true) {
                if (!loop_init_4) {
                    uint _e7352 = l_mut_828_;
                    l_mut_828_ = (_e7352 + 1u);
                }
                loop_init_4 = false;
                uint _e2946 = l_mut_828_;
                if ((_e2946 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2949 = l_mut_828_;
                    uint l_829_ = (_e2949 * l_827_);
                    bool l_830_ = (l_829_ < l_56_);
                    uint l_831_ = (l_4_ / 8u);
                    uint _e2954 = l_mut_828_;
                    uint l_832_ = (_e2954 * l_831_);
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
                    uint _e2969 = l_mut_441_;
                    uint l_841_ = (_e2969 * l_833_);
                    uint _e2971 = l_mut_440_;
                    uint l_842_ = (_e2971 * l_833_);
                    uint _e2973 = l_mut_441_;
                    uint l_2957_ = (_e2973 & 65535u);
                    uint _e2976 = l_mut_441_;
                    uint l_2958_ = (_e2976 >> 16u);
                    uint l_2959_ = (l_2958_ & 65535u);
                    uint l_2960_ = (l_833_ & 65535u);
                    uint l_2961_ = (l_833_ >> 16u);
                    uint l_2962_ = (l_2961_ & 65535u);
                    uint l_2963_ = (l_2957_ * l_2960_);
                    uint l_2964_ = (l_2959_ * l_2960_);
                    uint l_2965_ = (l_2957_ * l_2962_);
                    uint l_2966_ = (l_2959_ * l_2962_);
                    uint l_2967_ = (l_2963_ >> 16u);
                    uint l_2968_ = (l_2967_ & 65535u);
                    uint l_2969_ = (l_2964_ & 65535u);
                    uint l_2970_ = (l_2968_ + l_2969_);
                    uint l_2971_ = (l_2965_ & 65535u);
                    uint l_2972_ = (l_2970_ + l_2971_);
                    uint l_2973_ = (l_2964_ >> 16u);
                    uint l_2974_ = (l_2973_ & 65535u);
                    uint l_2975_ = (l_2966_ + l_2974_);
                    uint l_2976_ = (l_2965_ >> 16u);
                    uint l_2977_ = (l_2976_ & 65535u);
                    uint l_2978_ = (l_2975_ + l_2977_);
                    uint l_2979_ = (l_2972_ >> 16u);
                    uint l_2980_ = (l_2979_ & 65535u);
                    uint l_843_ = (l_2978_ + l_2980_);
                    uint l_844_ = (l_843_ + l_842_);
                    uint _e3017 = l_mut_440_;
                    uint l_2982_ = (_e3017 & 65535u);
                    uint _e3020 = l_mut_440_;
                    uint l_2983_ = (_e3020 >> 16u);
                    uint l_2984_ = (l_2983_ & 65535u);
                    uint l_2985_ = (l_833_ & 65535u);
                    uint l_2986_ = (l_833_ >> 16u);
                    uint l_2987_ = (l_2986_ & 65535u);
                    uint l_2988_ = (l_2982_ * l_2985_);
                    uint l_2989_ = (l_2984_ * l_2985_);
                    uint l_2990_ = (l_2982_ * l_2987_);
                    uint l_2991_ = (l_2984_ * l_2987_);
                    uint l_2992_ = (l_2988_ >> 16u);
                    uint l_2993_ = (l_2992_ & 65535u);
                    uint l_2994_ = (l_2989_ & 65535u);
                    uint l_2995_ = (l_2993_ + l_2994_);
                    uint l_2996_ = (l_2990_ & 65535u);
                    uint l_2997_ = (l_2995_ + l_2996_);
                    uint l_2998_ = (l_2989_ >> 16u);
                    uint l_2999_ = (l_2998_ & 65535u);
                    uint l_3000_ = (l_2991_ + l_2999_);
                    uint l_3001_ = (l_2990_ >> 16u);
                    uint l_3002_ = (l_3001_ & 65535u);
                    uint l_3003_ = (l_3000_ + l_3002_);
                    uint l_3004_ = (l_2997_ >> 16u);
                    uint l_3005_ = (l_3004_ & 65535u);
                    uint l_845_ = (l_3003_ + l_3005_);
                    bool l_846_ = (l_844_ < l_842_);
                    uint l_847_ = uint(l_846_);
                    uint l_848_ = (l_845_ + l_847_);
                    uint l_849_ = (l_9_ % 32u);
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
                    uint _e3079 = l_mut_439_;
                    l_mut_421_ = _e3079;
                    uint _e3080 = l_mut_428_;
                    l_mut_439_ = _e3080;
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
                            uint _e3094 = l_mut_428_;
                            l_mut_421_ = _e3094;
                            l_mut_439_ = l_867_;
                        }
                    }
                    uint _e3095 = l_mut_421_;
                    l_mut_441_ = _e3095;
                    uint _e3096 = l_mut_439_;
                    l_mut_440_ = _e3096;
                    if (l_835_) {
                        uint _e3098 = l_mut_441_;
                        uint l_868_ = (0u - _e3098);
                        uint _e3101 = l_mut_440_;
                        uint l_869_ = (0u - _e3101);
                        uint _e3104 = l_mut_441_;
                        bool l_870_ = (0u < _e3104);
                        uint l_871_ = uint(l_870_);
                        uint l_872_ = (l_869_ - l_871_);
                        l_mut_441_ = l_868_;
                        l_mut_440_ = l_872_;
                    }
                    uint _e3108 = l_mut_441_;
                    uint l_873_ = (l_59_ + _e3108);
                    uint _e3110 = l_mut_440_;
                    uint l_874_ = (l_62_ + _e3110);
                    bool l_875_ = (l_873_ < l_59_);
                    uint l_876_ = uint(l_875_);
                    uint l_877_ = (l_874_ + l_876_);
                    uint l_878_ = (l_59_ * l_832_);
                    uint l_3007_ = (l_59_ & 65535u);
                    uint l_3008_ = (l_59_ >> 16u);
                    uint l_3009_ = (l_3008_ & 65535u);
                    uint l_3010_ = (l_832_ & 65535u);
                    uint l_3011_ = (l_832_ >> 16u);
                    uint l_3012_ = (l_3011_ & 65535u);
                    uint l_3013_ = (l_3007_ * l_3010_);
                    uint l_3014_ = (l_3009_ * l_3010_);
                    uint l_3015_ = (l_3007_ * l_3012_);
                    uint l_3016_ = (l_3009_ * l_3012_);
                    uint l_3017_ = (l_3013_ >> 16u);
                    uint l_3018_ = (l_3017_ & 65535u);
                    uint l_3019_ = (l_3014_ & 65535u);
                    uint l_3020_ = (l_3018_ + l_3019_);
                    uint l_3021_ = (l_3015_ & 65535u);
                    uint l_3022_ = (l_3020_ + l_3021_);
                    uint l_3023_ = (l_3014_ >> 16u);
                    uint l_3024_ = (l_3023_ & 65535u);
                    uint l_3025_ = (l_3016_ + l_3024_);
                    uint l_3026_ = (l_3015_ >> 16u);
                    uint l_3027_ = (l_3026_ & 65535u);
                    uint l_3028_ = (l_3025_ + l_3027_);
                    uint l_3029_ = (l_3022_ >> 16u);
                    uint l_3030_ = (l_3029_ & 65535u);
                    uint l_879_ = (l_3028_ + l_3030_);
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
                        uint _e3181 = l_mut_439_;
                        uint l_896_ = (_e3181 * l_888_);
                        uint _e3183 = l_mut_428_;
                        uint l_897_ = (_e3183 * l_888_);
                        uint _e3185 = l_mut_439_;
                        uint l_3032_ = (_e3185 & 65535u);
                        uint _e3188 = l_mut_439_;
                        uint l_3033_ = (_e3188 >> 16u);
                        uint l_3034_ = (l_3033_ & 65535u);
                        uint l_3035_ = (l_888_ & 65535u);
                        uint l_3036_ = (l_888_ >> 16u);
                        uint l_3037_ = (l_3036_ & 65535u);
                        uint l_3038_ = (l_3032_ * l_3035_);
                        uint l_3039_ = (l_3034_ * l_3035_);
                        uint l_3040_ = (l_3032_ * l_3037_);
                        uint l_3041_ = (l_3034_ * l_3037_);
                        uint l_3042_ = (l_3038_ >> 16u);
                        uint l_3043_ = (l_3042_ & 65535u);
                        uint l_3044_ = (l_3039_ & 65535u);
                        uint l_3045_ = (l_3043_ + l_3044_);
                        uint l_3046_ = (l_3040_ & 65535u);
                        uint l_3047_ = (l_3045_ + l_3046_);
                        uint l_3048_ = (l_3039_ >> 16u);
                        uint l_3049_ = (l_3048_ & 65535u);
                        uint l_3050_ = (l_3041_ + l_3049_);
                        uint l_3051_ = (l_3040_ >> 16u);
                        uint l_3052_ = (l_3051_ & 65535u);
                        uint l_3053_ = (l_3050_ + l_3052_);
                        uint l_3054_ = (l_3047_ >> 16u);
                        uint l_3055_ = (l_3054_ & 65535u);
                        uint l_898_ = (l_3053_ + l_3055_);
                        uint l_899_ = (l_898_ + l_897_);
                        uint _e3229 = l_mut_428_;
                        uint l_3057_ = (_e3229 & 65535u);
                        uint _e3232 = l_mut_428_;
                        uint l_3058_ = (_e3232 >> 16u);
                        uint l_3059_ = (l_3058_ & 65535u);
                        uint l_3060_ = (l_888_ & 65535u);
                        uint l_3061_ = (l_888_ >> 16u);
                        uint l_3062_ = (l_3061_ & 65535u);
                        uint l_3063_ = (l_3057_ * l_3060_);
                        uint l_3064_ = (l_3059_ * l_3060_);
                        uint l_3065_ = (l_3057_ * l_3062_);
                        uint l_3066_ = (l_3059_ * l_3062_);
                        uint l_3067_ = (l_3063_ >> 16u);
                        uint l_3068_ = (l_3067_ & 65535u);
                        uint l_3069_ = (l_3064_ & 65535u);
                        uint l_3070_ = (l_3068_ + l_3069_);
                        uint l_3071_ = (l_3065_ & 65535u);
                        uint l_3072_ = (l_3070_ + l_3071_);
                        uint l_3073_ = (l_3064_ >> 16u);
                        uint l_3074_ = (l_3073_ & 65535u);
                        uint l_3075_ = (l_3066_ + l_3074_);
                        uint l_3076_ = (l_3065_ >> 16u);
                        uint l_3077_ = (l_3076_ & 65535u);
                        uint l_3078_ = (l_3075_ + l_3077_);
                        uint l_3079_ = (l_3072_ >> 16u);
                        uint l_3080_ = (l_3079_ & 65535u);
                        uint l_900_ = (l_3078_ + l_3080_);
                        bool l_901_ = (l_899_ < l_897_);
                        uint l_902_ = uint(l_901_);
                        uint l_903_ = (l_900_ + l_902_);
                        uint l_904_ = (l_9_ % 32u);
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
                        uint _e3291 = l_mut_421_;
                        l_mut_388_ = _e3291;
                        uint _e3292 = l_mut_394_;
                        l_mut_421_ = _e3292;
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
                                uint _e3306 = l_mut_394_;
                                l_mut_388_ = _e3306;
                                l_mut_421_ = l_922_;
                            }
                        }
                        uint _e3307 = l_mut_388_;
                        l_mut_439_ = _e3307;
                        uint _e3308 = l_mut_421_;
                        l_mut_428_ = _e3308;
                        if (l_890_) {
                            uint _e3310 = l_mut_439_;
                            uint l_923_ = (0u - _e3310);
                            uint _e3313 = l_mut_428_;
                            uint l_924_ = (0u - _e3313);
                            uint _e3316 = l_mut_439_;
                            bool l_925_ = (0u < _e3316);
                            uint l_926_ = uint(l_925_);
                            uint l_927_ = (l_924_ - l_926_);
                            l_mut_439_ = l_923_;
                            l_mut_428_ = l_927_;
                        }
                        uint _e3320 = l_mut_439_;
                        l_mut_441_ = _e3320;
                        uint _e3321 = l_mut_428_;
                        l_mut_440_ = _e3321;
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
                        uint _e3334 = l_mut_439_;
                        uint l_935_ = (_e3334 * l_832_);
                        uint _e3336 = l_mut_428_;
                        uint l_936_ = (_e3336 * l_832_);
                        uint _e3338 = l_mut_439_;
                        uint l_3082_ = (_e3338 & 65535u);
                        uint _e3341 = l_mut_439_;
                        uint l_3083_ = (_e3341 >> 16u);
                        uint l_3084_ = (l_3083_ & 65535u);
                        uint l_3085_ = (l_832_ & 65535u);
                        uint l_3086_ = (l_832_ >> 16u);
                        uint l_3087_ = (l_3086_ & 65535u);
                        uint l_3088_ = (l_3082_ * l_3085_);
                        uint l_3089_ = (l_3084_ * l_3085_);
                        uint l_3090_ = (l_3082_ * l_3087_);
                        uint l_3091_ = (l_3084_ * l_3087_);
                        uint l_3092_ = (l_3088_ >> 16u);
                        uint l_3093_ = (l_3092_ & 65535u);
                        uint l_3094_ = (l_3089_ & 65535u);
                        uint l_3095_ = (l_3093_ + l_3094_);
                        uint l_3096_ = (l_3090_ & 65535u);
                        uint l_3097_ = (l_3095_ + l_3096_);
                        uint l_3098_ = (l_3089_ >> 16u);
                        uint l_3099_ = (l_3098_ & 65535u);
                        uint l_3100_ = (l_3091_ + l_3099_);
                        uint l_3101_ = (l_3090_ >> 16u);
                        uint l_3102_ = (l_3101_ & 65535u);
                        uint l_3103_ = (l_3100_ + l_3102_);
                        uint l_3104_ = (l_3097_ >> 16u);
                        uint l_3105_ = (l_3104_ & 65535u);
                        uint l_937_ = (l_3103_ + l_3105_);
                        uint l_938_ = (l_937_ + l_936_);
                        uint _e3382 = l_mut_428_;
                        uint l_3107_ = (_e3382 & 65535u);
                        uint _e3385 = l_mut_428_;
                        uint l_3108_ = (_e3385 >> 16u);
                        uint l_3109_ = (l_3108_ & 65535u);
                        uint l_3110_ = (l_832_ & 65535u);
                        uint l_3111_ = (l_832_ >> 16u);
                        uint l_3112_ = (l_3111_ & 65535u);
                        uint l_3113_ = (l_3107_ * l_3110_);
                        uint l_3114_ = (l_3109_ * l_3110_);
                        uint l_3115_ = (l_3107_ * l_3112_);
                        uint l_3116_ = (l_3109_ * l_3112_);
                        uint l_3117_ = (l_3113_ >> 16u);
                        uint l_3118_ = (l_3117_ & 65535u);
                        uint l_3119_ = (l_3114_ & 65535u);
                        uint l_3120_ = (l_3118_ + l_3119_);
                        uint l_3121_ = (l_3115_ & 65535u);
                        uint l_3122_ = (l_3120_ + l_3121_);
                        uint l_3123_ = (l_3114_ >> 16u);
                        uint l_3124_ = (l_3123_ & 65535u);
                        uint l_3125_ = (l_3116_ + l_3124_);
                        uint l_3126_ = (l_3115_ >> 16u);
                        uint l_3127_ = (l_3126_ & 65535u);
                        uint l_3128_ = (l_3125_ + l_3127_);
                        uint l_3129_ = (l_3122_ >> 16u);
                        uint l_3130_ = (l_3129_ & 65535u);
                        uint l_939_ = (l_3128_ + l_3130_);
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
                        uint _e3443 = l_mut_421_;
                        l_mut_388_ = _e3443;
                        uint _e3444 = l_mut_394_;
                        l_mut_421_ = _e3444;
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
                                uint _e3456 = l_mut_394_;
                                l_mut_388_ = _e3456;
                                l_mut_421_ = l_961_;
                            }
                        }
                        uint _e3457 = l_mut_439_;
                        uint l_962_ = (_e3457 * l_832_);
                        uint _e3459 = l_mut_428_;
                        uint l_963_ = (_e3459 * l_832_);
                        uint _e3461 = l_mut_439_;
                        uint l_3132_ = (_e3461 & 65535u);
                        uint _e3464 = l_mut_439_;
                        uint l_3133_ = (_e3464 >> 16u);
                        uint l_3134_ = (l_3133_ & 65535u);
                        uint l_3135_ = (l_832_ & 65535u);
                        uint l_3136_ = (l_832_ >> 16u);
                        uint l_3137_ = (l_3136_ & 65535u);
                        uint l_3138_ = (l_3132_ * l_3135_);
                        uint l_3139_ = (l_3134_ * l_3135_);
                        uint l_3140_ = (l_3132_ * l_3137_);
                        uint l_3141_ = (l_3134_ * l_3137_);
                        uint l_3142_ = (l_3138_ >> 16u);
                        uint l_3143_ = (l_3142_ & 65535u);
                        uint l_3144_ = (l_3139_ & 65535u);
                        uint l_3145_ = (l_3143_ + l_3144_);
                        uint l_3146_ = (l_3140_ & 65535u);
                        uint l_3147_ = (l_3145_ + l_3146_);
                        uint l_3148_ = (l_3139_ >> 16u);
                        uint l_3149_ = (l_3148_ & 65535u);
                        uint l_3150_ = (l_3141_ + l_3149_);
                        uint l_3151_ = (l_3140_ >> 16u);
                        uint l_3152_ = (l_3151_ & 65535u);
                        uint l_3153_ = (l_3150_ + l_3152_);
                        uint l_3154_ = (l_3147_ >> 16u);
                        uint l_3155_ = (l_3154_ & 65535u);
                        uint l_964_ = (l_3153_ + l_3155_);
                        uint l_965_ = (l_964_ + l_963_);
                        uint _e3505 = l_mut_428_;
                        uint l_3157_ = (_e3505 & 65535u);
                        uint _e3508 = l_mut_428_;
                        uint l_3158_ = (_e3508 >> 16u);
                        uint l_3159_ = (l_3158_ & 65535u);
                        uint l_3160_ = (l_832_ & 65535u);
                        uint l_3161_ = (l_832_ >> 16u);
                        uint l_3162_ = (l_3161_ & 65535u);
                        uint l_3163_ = (l_3157_ * l_3160_);
                        uint l_3164_ = (l_3159_ * l_3160_);
                        uint l_3165_ = (l_3157_ * l_3162_);
                        uint l_3166_ = (l_3159_ * l_3162_);
                        uint l_3167_ = (l_3163_ >> 16u);
                        uint l_3168_ = (l_3167_ & 65535u);
                        uint l_3169_ = (l_3164_ & 65535u);
                        uint l_3170_ = (l_3168_ + l_3169_);
                        uint l_3171_ = (l_3165_ & 65535u);
                        uint l_3172_ = (l_3170_ + l_3171_);
                        uint l_3173_ = (l_3164_ >> 16u);
                        uint l_3174_ = (l_3173_ & 65535u);
                        uint l_3175_ = (l_3166_ + l_3174_);
                        uint l_3176_ = (l_3165_ >> 16u);
                        uint l_3177_ = (l_3176_ & 65535u);
                        uint l_3178_ = (l_3175_ + l_3177_);
                        uint l_3179_ = (l_3172_ >> 16u);
                        uint l_3180_ = (l_3179_ & 65535u);
                        uint l_966_ = (l_3178_ + l_3180_);
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
                        uint _e3566 = l_mut_394_;
                        l_mut_275_ = _e3566;
                        uint _e3567 = l_mut_382_;
                        l_mut_394_ = _e3567;
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
                                uint _e3579 = l_mut_382_;
                                l_mut_275_ = _e3579;
                                l_mut_394_ = l_988_;
                            }
                        }
                        uint _e3580 = l_mut_388_;
                        uint l_989_ = (_e3580 * l_832_);
                        uint _e3582 = l_mut_421_;
                        uint l_990_ = (_e3582 * l_832_);
                        uint _e3584 = l_mut_388_;
                        uint l_3182_ = (_e3584 & 65535u);
                        uint _e3587 = l_mut_388_;
                        uint l_3183_ = (_e3587 >> 16u);
                        uint l_3184_ = (l_3183_ & 65535u);
                        uint l_3185_ = (l_832_ & 65535u);
                        uint l_3186_ = (l_832_ >> 16u);
                        uint l_3187_ = (l_3186_ & 65535u);
                        uint l_3188_ = (l_3182_ * l_3185_);
                        uint l_3189_ = (l_3184_ * l_3185_);
                        uint l_3190_ = (l_3182_ * l_3187_);
                        uint l_3191_ = (l_3184_ * l_3187_);
                        uint l_3192_ = (l_3188_ >> 16u);
                        uint l_3193_ = (l_3192_ & 65535u);
                        uint l_3194_ = (l_3189_ & 65535u);
                        uint l_3195_ = (l_3193_ + l_3194_);
                        uint l_3196_ = (l_3190_ & 65535u);
                        uint l_3197_ = (l_3195_ + l_3196_);
                        uint l_3198_ = (l_3189_ >> 16u);
                        uint l_3199_ = (l_3198_ & 65535u);
                        uint l_3200_ = (l_3191_ + l_3199_);
                        uint l_3201_ = (l_3190_ >> 16u);
                        uint l_3202_ = (l_3201_ & 65535u);
                        uint l_3203_ = (l_3200_ + l_3202_);
                        uint l_3204_ = (l_3197_ >> 16u);
                        uint l_3205_ = (l_3204_ & 65535u);
                        uint l_991_ = (l_3203_ + l_3205_);
                        uint l_992_ = (l_991_ + l_990_);
                        uint _e3628 = l_mut_421_;
                        uint l_3207_ = (_e3628 & 65535u);
                        uint _e3631 = l_mut_421_;
                        uint l_3208_ = (_e3631 >> 16u);
                        uint l_3209_ = (l_3208_ & 65535u);
                        uint l_3210_ = (l_832_ & 65535u);
                        uint l_3211_ = (l_832_ >> 16u);
                        uint l_3212_ = (l_3211_ & 65535u);
                        uint l_3213_ = (l_3207_ * l_3210_);
                        uint l_3214_ = (l_3209_ * l_3210_);
                        uint l_3215_ = (l_3207_ * l_3212_);
                        uint l_3216_ = (l_3209_ * l_3212_);
                        uint l_3217_ = (l_3213_ >> 16u);
                        uint l_3218_ = (l_3217_ & 65535u);
                        uint l_3219_ = (l_3214_ & 65535u);
                        uint l_3220_ = (l_3218_ + l_3219_);
                        uint l_3221_ = (l_3215_ & 65535u);
                        uint l_3222_ = (l_3220_ + l_3221_);
                        uint l_3223_ = (l_3214_ >> 16u);
                        uint l_3224_ = (l_3223_ & 65535u);
                        uint l_3225_ = (l_3216_ + l_3224_);
                        uint l_3226_ = (l_3215_ >> 16u);
                        uint l_3227_ = (l_3226_ & 65535u);
                        uint l_3228_ = (l_3225_ + l_3227_);
                        uint l_3229_ = (l_3222_ >> 16u);
                        uint l_3230_ = (l_3229_ & 65535u);
                        uint l_993_ = (l_3228_ + l_3230_);
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
                        uint _e3689 = l_mut_439_;
                        l_mut_382_ = _e3689;
                        uint _e3690 = l_mut_428_;
                        l_mut_439_ = _e3690;
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
                                uint _e3702 = l_mut_428_;
                                l_mut_382_ = _e3702;
                                l_mut_439_ = l_1015_;
                            }
                        }
                        uint _e3703 = l_mut_388_;
                        uint l_1016_ = (_e3703 * l_832_);
                        uint _e3705 = l_mut_421_;
                        uint l_1017_ = (_e3705 * l_832_);
                        uint _e3707 = l_mut_388_;
                        uint l_3232_ = (_e3707 & 65535u);
                        uint _e3710 = l_mut_388_;
                        uint l_3233_ = (_e3710 >> 16u);
                        uint l_3234_ = (l_3233_ & 65535u);
                        uint l_3235_ = (l_832_ & 65535u);
                        uint l_3236_ = (l_832_ >> 16u);
                        uint l_3237_ = (l_3236_ & 65535u);
                        uint l_3238_ = (l_3232_ * l_3235_);
                        uint l_3239_ = (l_3234_ * l_3235_);
                        uint l_3240_ = (l_3232_ * l_3237_);
                        uint l_3241_ = (l_3234_ * l_3237_);
                        uint l_3242_ = (l_3238_ >> 16u);
                        uint l_3243_ = (l_3242_ & 65535u);
                        uint l_3244_ = (l_3239_ & 65535u);
                        uint l_3245_ = (l_3243_ + l_3244_);
                        uint l_3246_ = (l_3240_ & 65535u);
                        uint l_3247_ = (l_3245_ + l_3246_);
                        uint l_3248_ = (l_3239_ >> 16u);
                        uint l_3249_ = (l_3248_ & 65535u);
                        uint l_3250_ = (l_3241_ + l_3249_);
                        uint l_3251_ = (l_3240_ >> 16u);
                        uint l_3252_ = (l_3251_ & 65535u);
                        uint l_3253_ = (l_3250_ + l_3252_);
                        uint l_3254_ = (l_3247_ >> 16u);
                        uint l_3255_ = (l_3254_ & 65535u);
                        uint l_1018_ = (l_3253_ + l_3255_);
                        uint l_1019_ = (l_1018_ + l_1017_);
                        uint _e3751 = l_mut_421_;
                        uint l_3257_ = (_e3751 & 65535u);
                        uint _e3754 = l_mut_421_;
                        uint l_3258_ = (_e3754 >> 16u);
                        uint l_3259_ = (l_3258_ & 65535u);
                        uint l_3260_ = (l_832_ & 65535u);
                        uint l_3261_ = (l_832_ >> 16u);
                        uint l_3262_ = (l_3261_ & 65535u);
                        uint l_3263_ = (l_3257_ * l_3260_);
                        uint l_3264_ = (l_3259_ * l_3260_);
                        uint l_3265_ = (l_3257_ * l_3262_);
                        uint l_3266_ = (l_3259_ * l_3262_);
                        uint l_3267_ = (l_3263_ >> 16u);
                        uint l_3268_ = (l_3267_ & 65535u);
                        uint l_3269_ = (l_3264_ & 65535u);
                        uint l_3270_ = (l_3268_ + l_3269_);
                        uint l_3271_ = (l_3265_ & 65535u);
                        uint l_3272_ = (l_3270_ + l_3271_);
                        uint l_3273_ = (l_3264_ >> 16u);
                        uint l_3274_ = (l_3273_ & 65535u);
                        uint l_3275_ = (l_3266_ + l_3274_);
                        uint l_3276_ = (l_3265_ >> 16u);
                        uint l_3277_ = (l_3276_ & 65535u);
                        uint l_3278_ = (l_3275_ + l_3277_);
                        uint l_3279_ = (l_3272_ >> 16u);
                        uint l_3280_ = (l_3279_ & 65535u);
                        uint l_1020_ = (l_3278_ + l_3280_);
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
                        uint _e3812 = l_mut_428_;
                        l_mut_219_ = _e3812;
                        uint _e3813 = l_mut_269_;
                        l_mut_428_ = _e3813;
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
                                uint _e3825 = l_mut_269_;
                                l_mut_219_ = _e3825;
                                l_mut_428_ = l_1042_;
                            }
                        }
                        uint _e3826 = l_mut_275_;
                        uint l_1043_ = (_e3826 * l_832_);
                        uint _e3828 = l_mut_275_;
                        uint l_3282_ = (_e3828 & 65535u);
                        uint _e3831 = l_mut_275_;
                        uint l_3283_ = (_e3831 >> 16u);
                        uint l_3284_ = (l_3283_ & 65535u);
                        uint l_3285_ = (l_832_ & 65535u);
                        uint l_3286_ = (l_832_ >> 16u);
                        uint l_3287_ = (l_3286_ & 65535u);
                        uint l_3288_ = (l_3282_ * l_3285_);
                        uint l_3289_ = (l_3284_ * l_3285_);
                        uint l_3290_ = (l_3282_ * l_3287_);
                        uint l_3291_ = (l_3284_ * l_3287_);
                        uint l_3292_ = (l_3288_ >> 16u);
                        uint l_3293_ = (l_3292_ & 65535u);
                        uint l_3294_ = (l_3289_ & 65535u);
                        uint l_3295_ = (l_3293_ + l_3294_);
                        uint l_3296_ = (l_3290_ & 65535u);
                        uint l_3297_ = (l_3295_ + l_3296_);
                        uint l_3298_ = (l_3289_ >> 16u);
                        uint l_3299_ = (l_3298_ & 65535u);
                        uint l_3300_ = (l_3291_ + l_3299_);
                        uint l_3301_ = (l_3290_ >> 16u);
                        uint l_3302_ = (l_3301_ & 65535u);
                        uint l_3303_ = (l_3300_ + l_3302_);
                        uint l_3304_ = (l_3297_ >> 16u);
                        uint l_3305_ = (l_3304_ & 65535u);
                        uint l_1044_ = (l_3303_ + l_3305_);
                        uint _e3871 = l_mut_394_;
                        uint l_1045_ = (_e3871 * l_832_);
                        uint l_1046_ = (l_1044_ + l_1045_);
                        uint _e3874 = l_mut_219_;
                        uint l_1047_ = (_e3874 + l_1043_);
                        uint _e3876 = l_mut_428_;
                        uint l_1048_ = (_e3876 + l_1046_);
                        uint _e3878 = l_mut_219_;
                        bool l_1049_ = (l_1047_ < _e3878);
                        uint l_1050_ = uint(l_1049_);
                        uint l_1051_ = (l_1048_ + l_1050_);
                        uint _e3882 = l_mut_382_;
                        l_mut_441_ = _e3882;
                        uint _e3883 = l_mut_439_;
                        l_mut_440_ = _e3883;
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
                                uint _e3904 = l_mut_382_;
                                l_mut_394_ = _e3904;
                                uint _e3905 = l_mut_439_;
                                l_mut_388_ = _e3905;
                                bool l_1064_ = (l_9_ >= 32u);
                                if (l_1064_) {
                                    uint l_1065_ = (l_9_ & 31u);
                                    uint _e3910 = l_mut_439_;
                                    uint l_1066_ = (_e3910 >> l_1065_);
                                    l_mut_394_ = l_1066_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1067_ = (l_9_ > 0u);
                                    if (l_1067_) {
                                        uint _e3915 = l_mut_382_;
                                        l_mut_275_ = _e3915;
                                        bool l_1068_ = (l_9_ > 0u);
                                        if (l_1068_) {
                                            uint _e3918 = l_mut_382_;
                                            uint l_1069_ = (_e3918 >> l_9_);
                                            uint l_1070_ = (32u - l_9_);
                                            uint _e3922 = l_mut_439_;
                                            uint l_1071_ = (_e3922 << l_1070_);
                                            uint l_1072_ = (l_1069_ | l_1071_);
                                            l_mut_275_ = l_1072_;
                                        }
                                        uint _e3925 = l_mut_439_;
                                        uint l_1073_ = (_e3925 >> l_9_);
                                        uint _e3927 = l_mut_275_;
                                        l_mut_394_ = _e3927;
                                        l_mut_388_ = l_1073_;
                                    }
                                }
                                uint _e3928 = l_mut_428_;
                                uint _e3929 = l_mut_394_;
                                uint l_1074_ = (_e3928 + _e3929);
                                uint _e3931 = l_mut_421_;
                                uint _e3932 = l_mut_388_;
                                uint l_1075_ = (_e3931 + _e3932);
                                uint _e3934 = l_mut_428_;
                                bool l_1076_ = (l_1074_ < _e3934);
                                uint l_1077_ = uint(l_1076_);
                                uint l_1078_ = (l_1075_ + l_1077_);
                                l_mut_441_ = l_1074_;
                                l_mut_440_ = l_1078_;
                            }
                        }
                        if (l_929_) {
                            uint _e3939 = l_mut_441_;
                            uint l_1079_ = (0u - _e3939);
                            uint _e3942 = l_mut_440_;
                            uint l_1080_ = (0u - _e3942);
                            uint _e3945 = l_mut_441_;
                            bool l_1081_ = (0u < _e3945);
                            uint l_1082_ = uint(l_1081_);
                            uint l_1083_ = (l_1080_ - l_1082_);
                            l_mut_441_ = l_1079_;
                            l_mut_440_ = l_1083_;
                        }
                    }
                    uint _e3949 = l_mut_441_;
                    uint l_1084_ = (l_882_ + _e3949);
                    uint _e3951 = l_mut_440_;
                    uint l_1085_ = (l_886_ + _e3951);
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
                    uint _e3968 = l_mut_441_;
                    uint l_1096_ = (_e3968 * l_831_);
                    uint _e3970 = l_mut_440_;
                    uint l_1097_ = (_e3970 * l_831_);
                    uint _e3972 = l_mut_441_;
                    uint l_3307_ = (_e3972 & 65535u);
                    uint _e3975 = l_mut_441_;
                    uint l_3308_ = (_e3975 >> 16u);
                    uint l_3309_ = (l_3308_ & 65535u);
                    uint l_3310_ = (l_831_ & 65535u);
                    uint l_3311_ = (l_831_ >> 16u);
                    uint l_3312_ = (l_3311_ & 65535u);
                    uint l_3313_ = (l_3307_ * l_3310_);
                    uint l_3314_ = (l_3309_ * l_3310_);
                    uint l_3315_ = (l_3307_ * l_3312_);
                    uint l_3316_ = (l_3309_ * l_3312_);
                    uint l_3317_ = (l_3313_ >> 16u);
                    uint l_3318_ = (l_3317_ & 65535u);
                    uint l_3319_ = (l_3314_ & 65535u);
                    uint l_3320_ = (l_3318_ + l_3319_);
                    uint l_3321_ = (l_3315_ & 65535u);
                    uint l_3322_ = (l_3320_ + l_3321_);
                    uint l_3323_ = (l_3314_ >> 16u);
                    uint l_3324_ = (l_3323_ & 65535u);
                    uint l_3325_ = (l_3316_ + l_3324_);
                    uint l_3326_ = (l_3315_ >> 16u);
                    uint l_3327_ = (l_3326_ & 65535u);
                    uint l_3328_ = (l_3325_ + l_3327_);
                    uint l_3329_ = (l_3322_ >> 16u);
                    uint l_3330_ = (l_3329_ & 65535u);
                    uint l_1098_ = (l_3328_ + l_3330_);
                    uint l_1099_ = (l_1098_ + l_1097_);
                    uint _e4016 = l_mut_440_;
                    uint l_3332_ = (_e4016 & 65535u);
                    uint _e4019 = l_mut_440_;
                    uint l_3333_ = (_e4019 >> 16u);
                    uint l_3334_ = (l_3333_ & 65535u);
                    uint l_3335_ = (l_831_ & 65535u);
                    uint l_3336_ = (l_831_ >> 16u);
                    uint l_3337_ = (l_3336_ & 65535u);
                    uint l_3338_ = (l_3332_ * l_3335_);
                    uint l_3339_ = (l_3334_ * l_3335_);
                    uint l_3340_ = (l_3332_ * l_3337_);
                    uint l_3341_ = (l_3334_ * l_3337_);
                    uint l_3342_ = (l_3338_ >> 16u);
                    uint l_3343_ = (l_3342_ & 65535u);
                    uint l_3344_ = (l_3339_ & 65535u);
                    uint l_3345_ = (l_3343_ + l_3344_);
                    uint l_3346_ = (l_3340_ & 65535u);
                    uint l_3347_ = (l_3345_ + l_3346_);
                    uint l_3348_ = (l_3339_ >> 16u);
                    uint l_3349_ = (l_3348_ & 65535u);
                    uint l_3350_ = (l_3341_ + l_3349_);
                    uint l_3351_ = (l_3340_ >> 16u);
                    uint l_3352_ = (l_3351_ & 65535u);
                    uint l_3353_ = (l_3350_ + l_3352_);
                    uint l_3354_ = (l_3347_ >> 16u);
                    uint l_3355_ = (l_3354_ & 65535u);
                    uint l_1100_ = (l_3353_ + l_3355_);
                    bool l_1101_ = (l_1099_ < l_1097_);
                    uint l_1102_ = uint(l_1101_);
                    uint l_1103_ = (l_1100_ + l_1102_);
                    uint l_1104_ = (l_9_ % 32u);
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
                    uint _e4078 = l_mut_439_;
                    l_mut_421_ = _e4078;
                    uint _e4079 = l_mut_428_;
                    l_mut_439_ = _e4079;
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
                            uint _e4093 = l_mut_428_;
                            l_mut_421_ = _e4093;
                            l_mut_439_ = l_1122_;
                        }
                    }
                    uint _e4094 = l_mut_421_;
                    l_mut_441_ = _e4094;
                    uint _e4095 = l_mut_439_;
                    l_mut_440_ = _e4095;
                    if (l_1090_) {
                        uint _e4097 = l_mut_441_;
                        uint l_1123_ = (0u - _e4097);
                        uint _e4100 = l_mut_440_;
                        uint l_1124_ = (0u - _e4100);
                        uint _e4103 = l_mut_441_;
                        bool l_1125_ = (0u < _e4103);
                        uint l_1126_ = uint(l_1125_);
                        uint l_1127_ = (l_1124_ - l_1126_);
                        l_mut_441_ = l_1123_;
                        l_mut_440_ = l_1127_;
                    }
                    uint _e4107 = l_mut_441_;
                    uint l_1128_ = (l_873_ + _e4107);
                    uint _e4109 = l_mut_440_;
                    uint l_1129_ = (l_877_ + _e4109);
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
                        uint _e4133 = l_mut_439_;
                        uint l_1143_ = (_e4133 * l_1135_);
                        uint _e4135 = l_mut_428_;
                        uint l_1144_ = (_e4135 * l_1135_);
                        uint _e4137 = l_mut_439_;
                        uint l_3357_ = (_e4137 & 65535u);
                        uint _e4140 = l_mut_439_;
                        uint l_3358_ = (_e4140 >> 16u);
                        uint l_3359_ = (l_3358_ & 65535u);
                        uint l_3360_ = (l_1135_ & 65535u);
                        uint l_3361_ = (l_1135_ >> 16u);
                        uint l_3362_ = (l_3361_ & 65535u);
                        uint l_3363_ = (l_3357_ * l_3360_);
                        uint l_3364_ = (l_3359_ * l_3360_);
                        uint l_3365_ = (l_3357_ * l_3362_);
                        uint l_3366_ = (l_3359_ * l_3362_);
                        uint l_3367_ = (l_3363_ >> 16u);
                        uint l_3368_ = (l_3367_ & 65535u);
                        uint l_3369_ = (l_3364_ & 65535u);
                        uint l_3370_ = (l_3368_ + l_3369_);
                        uint l_3371_ = (l_3365_ & 65535u);
                        uint l_3372_ = (l_3370_ + l_3371_);
                        uint l_3373_ = (l_3364_ >> 16u);
                        uint l_3374_ = (l_3373_ & 65535u);
                        uint l_3375_ = (l_3366_ + l_3374_);
                        uint l_3376_ = (l_3365_ >> 16u);
                        uint l_3377_ = (l_3376_ & 65535u);
                        uint l_3378_ = (l_3375_ + l_3377_);
                        uint l_3379_ = (l_3372_ >> 16u);
                        uint l_3380_ = (l_3379_ & 65535u);
                        uint l_1145_ = (l_3378_ + l_3380_);
                        uint l_1146_ = (l_1145_ + l_1144_);
                        uint _e4181 = l_mut_428_;
                        uint l_3382_ = (_e4181 & 65535u);
                        uint _e4184 = l_mut_428_;
                        uint l_3383_ = (_e4184 >> 16u);
                        uint l_3384_ = (l_3383_ & 65535u);
                        uint l_3385_ = (l_1135_ & 65535u);
                        uint l_3386_ = (l_1135_ >> 16u);
                        uint l_3387_ = (l_3386_ & 65535u);
                        uint l_3388_ = (l_3382_ * l_3385_);
                        uint l_3389_ = (l_3384_ * l_3385_);
                        uint l_3390_ = (l_3382_ * l_3387_);
                        uint l_3391_ = (l_3384_ * l_3387_);
                        uint l_3392_ = (l_3388_ >> 16u);
                        uint l_3393_ = (l_3392_ & 65535u);
                        uint l_3394_ = (l_3389_ & 65535u);
                        uint l_3395_ = (l_3393_ + l_3394_);
                        uint l_3396_ = (l_3390_ & 65535u);
                        uint l_3397_ = (l_3395_ + l_3396_);
                        uint l_3398_ = (l_3389_ >> 16u);
                        uint l_3399_ = (l_3398_ & 65535u);
                        uint l_3400_ = (l_3391_ + l_3399_);
                        uint l_3401_ = (l_3390_ >> 16u);
                        uint l_3402_ = (l_3401_ & 65535u);
                        uint l_3403_ = (l_3400_ + l_3402_);
                        uint l_3404_ = (l_3397_ >> 16u);
                        uint l_3405_ = (l_3404_ & 65535u);
                        uint l_1147_ = (l_3403_ + l_3405_);
                        bool l_1148_ = (l_1146_ < l_1144_);
                        uint l_1149_ = uint(l_1148_);
                        uint l_1150_ = (l_1147_ + l_1149_);
                        uint l_1151_ = (l_1133_ % 32u);
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
                        uint _e4243 = l_mut_421_;
                        l_mut_388_ = _e4243;
                        uint _e4244 = l_mut_394_;
                        l_mut_421_ = _e4244;
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
                                uint _e4258 = l_mut_394_;
                                l_mut_388_ = _e4258;
                                l_mut_421_ = l_1169_;
                            }
                        }
                        uint _e4259 = l_mut_388_;
                        l_mut_439_ = _e4259;
                        uint _e4260 = l_mut_421_;
                        l_mut_428_ = _e4260;
                        if (l_1137_) {
                            uint _e4262 = l_mut_439_;
                            uint l_1170_ = (0u - _e4262);
                            uint _e4265 = l_mut_428_;
                            uint l_1171_ = (0u - _e4265);
                            uint _e4268 = l_mut_439_;
                            bool l_1172_ = (0u < _e4268);
                            uint l_1173_ = uint(l_1172_);
                            uint l_1174_ = (l_1171_ - l_1173_);
                            l_mut_439_ = l_1170_;
                            l_mut_428_ = l_1174_;
                        }
                        uint _e4272 = l_mut_439_;
                        l_mut_441_ = _e4272;
                        uint _e4273 = l_mut_428_;
                        l_mut_440_ = _e4273;
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
                        uint _e4286 = l_mut_439_;
                        uint l_1182_ = (_e4286 * l_831_);
                        uint _e4288 = l_mut_428_;
                        uint l_1183_ = (_e4288 * l_831_);
                        uint _e4290 = l_mut_439_;
                        uint l_3407_ = (_e4290 & 65535u);
                        uint _e4293 = l_mut_439_;
                        uint l_3408_ = (_e4293 >> 16u);
                        uint l_3409_ = (l_3408_ & 65535u);
                        uint l_3410_ = (l_831_ & 65535u);
                        uint l_3411_ = (l_831_ >> 16u);
                        uint l_3412_ = (l_3411_ & 65535u);
                        uint l_3413_ = (l_3407_ * l_3410_);
                        uint l_3414_ = (l_3409_ * l_3410_);
                        uint l_3415_ = (l_3407_ * l_3412_);
                        uint l_3416_ = (l_3409_ * l_3412_);
                        uint l_3417_ = (l_3413_ >> 16u);
                        uint l_3418_ = (l_3417_ & 65535u);
                        uint l_3419_ = (l_3414_ & 65535u);
                        uint l_3420_ = (l_3418_ + l_3419_);
                        uint l_3421_ = (l_3415_ & 65535u);
                        uint l_3422_ = (l_3420_ + l_3421_);
                        uint l_3423_ = (l_3414_ >> 16u);
                        uint l_3424_ = (l_3423_ & 65535u);
                        uint l_3425_ = (l_3416_ + l_3424_);
                        uint l_3426_ = (l_3415_ >> 16u);
                        uint l_3427_ = (l_3426_ & 65535u);
                        uint l_3428_ = (l_3425_ + l_3427_);
                        uint l_3429_ = (l_3422_ >> 16u);
                        uint l_3430_ = (l_3429_ & 65535u);
                        uint l_1184_ = (l_3428_ + l_3430_);
                        uint l_1185_ = (l_1184_ + l_1183_);
                        uint _e4334 = l_mut_428_;
                        uint l_3432_ = (_e4334 & 65535u);
                        uint _e4337 = l_mut_428_;
                        uint l_3433_ = (_e4337 >> 16u);
                        uint l_3434_ = (l_3433_ & 65535u);
                        uint l_3435_ = (l_831_ & 65535u);
                        uint l_3436_ = (l_831_ >> 16u);
                        uint l_3437_ = (l_3436_ & 65535u);
                        uint l_3438_ = (l_3432_ * l_3435_);
                        uint l_3439_ = (l_3434_ * l_3435_);
                        uint l_3440_ = (l_3432_ * l_3437_);
                        uint l_3441_ = (l_3434_ * l_3437_);
                        uint l_3442_ = (l_3438_ >> 16u);
                        uint l_3443_ = (l_3442_ & 65535u);
                        uint l_3444_ = (l_3439_ & 65535u);
                        uint l_3445_ = (l_3443_ + l_3444_);
                        uint l_3446_ = (l_3440_ & 65535u);
                        uint l_3447_ = (l_3445_ + l_3446_);
                        uint l_3448_ = (l_3439_ >> 16u);
                        uint l_3449_ = (l_3448_ & 65535u);
                        uint l_3450_ = (l_3441_ + l_3449_);
                        uint l_3451_ = (l_3440_ >> 16u);
                        uint l_3452_ = (l_3451_ & 65535u);
                        uint l_3453_ = (l_3450_ + l_3452_);
                        uint l_3454_ = (l_3447_ >> 16u);
                        uint l_3455_ = (l_3454_ & 65535u);
                        uint l_1186_ = (l_3453_ + l_3455_);
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
                        uint _e4395 = l_mut_421_;
                        l_mut_388_ = _e4395;
                        uint _e4396 = l_mut_394_;
                        l_mut_421_ = _e4396;
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
                                uint _e4408 = l_mut_394_;
                                l_mut_388_ = _e4408;
                                l_mut_421_ = l_1208_;
                            }
                        }
                        uint _e4409 = l_mut_439_;
                        uint l_1209_ = (_e4409 * l_831_);
                        uint _e4411 = l_mut_428_;
                        uint l_1210_ = (_e4411 * l_831_);
                        uint _e4413 = l_mut_439_;
                        uint l_3457_ = (_e4413 & 65535u);
                        uint _e4416 = l_mut_439_;
                        uint l_3458_ = (_e4416 >> 16u);
                        uint l_3459_ = (l_3458_ & 65535u);
                        uint l_3460_ = (l_831_ & 65535u);
                        uint l_3461_ = (l_831_ >> 16u);
                        uint l_3462_ = (l_3461_ & 65535u);
                        uint l_3463_ = (l_3457_ * l_3460_);
                        uint l_3464_ = (l_3459_ * l_3460_);
                        uint l_3465_ = (l_3457_ * l_3462_);
                        uint l_3466_ = (l_3459_ * l_3462_);
                        uint l_3467_ = (l_3463_ >> 16u);
                        uint l_3468_ = (l_3467_ & 65535u);
                        uint l_3469_ = (l_3464_ & 65535u);
                        uint l_3470_ = (l_3468_ + l_3469_);
                        uint l_3471_ = (l_3465_ & 65535u);
                        uint l_3472_ = (l_3470_ + l_3471_);
                        uint l_3473_ = (l_3464_ >> 16u);
                        uint l_3474_ = (l_3473_ & 65535u);
                        uint l_3475_ = (l_3466_ + l_3474_);
                        uint l_3476_ = (l_3465_ >> 16u);
                        uint l_3477_ = (l_3476_ & 65535u);
                        uint l_3478_ = (l_3475_ + l_3477_);
                        uint l_3479_ = (l_3472_ >> 16u);
                        uint l_3480_ = (l_3479_ & 65535u);
                        uint l_1211_ = (l_3478_ + l_3480_);
                        uint l_1212_ = (l_1211_ + l_1210_);
                        uint _e4457 = l_mut_428_;
                        uint l_3482_ = (_e4457 & 65535u);
                        uint _e4460 = l_mut_428_;
                        uint l_3483_ = (_e4460 >> 16u);
                        uint l_3484_ = (l_3483_ & 65535u);
                        uint l_3485_ = (l_831_ & 65535u);
                        uint l_3486_ = (l_831_ >> 16u);
                        uint l_3487_ = (l_3486_ & 65535u);
                        uint l_3488_ = (l_3482_ * l_3485_);
                        uint l_3489_ = (l_3484_ * l_3485_);
                        uint l_3490_ = (l_3482_ * l_3487_);
                        uint l_3491_ = (l_3484_ * l_3487_);
                        uint l_3492_ = (l_3488_ >> 16u);
                        uint l_3493_ = (l_3492_ & 65535u);
                        uint l_3494_ = (l_3489_ & 65535u);
                        uint l_3495_ = (l_3493_ + l_3494_);
                        uint l_3496_ = (l_3490_ & 65535u);
                        uint l_3497_ = (l_3495_ + l_3496_);
                        uint l_3498_ = (l_3489_ >> 16u);
                        uint l_3499_ = (l_3498_ & 65535u);
                        uint l_3500_ = (l_3491_ + l_3499_);
                        uint l_3501_ = (l_3490_ >> 16u);
                        uint l_3502_ = (l_3501_ & 65535u);
                        uint l_3503_ = (l_3500_ + l_3502_);
                        uint l_3504_ = (l_3497_ >> 16u);
                        uint l_3505_ = (l_3504_ & 65535u);
                        uint l_1213_ = (l_3503_ + l_3505_);
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
                        uint _e4518 = l_mut_394_;
                        l_mut_275_ = _e4518;
                        uint _e4519 = l_mut_382_;
                        l_mut_394_ = _e4519;
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
                                uint _e4531 = l_mut_382_;
                                l_mut_275_ = _e4531;
                                l_mut_394_ = l_1235_;
                            }
                        }
                        uint _e4532 = l_mut_388_;
                        uint l_1236_ = (_e4532 * l_831_);
                        uint _e4534 = l_mut_421_;
                        uint l_1237_ = (_e4534 * l_831_);
                        uint _e4536 = l_mut_388_;
                        uint l_3507_ = (_e4536 & 65535u);
                        uint _e4539 = l_mut_388_;
                        uint l_3508_ = (_e4539 >> 16u);
                        uint l_3509_ = (l_3508_ & 65535u);
                        uint l_3510_ = (l_831_ & 65535u);
                        uint l_3511_ = (l_831_ >> 16u);
                        uint l_3512_ = (l_3511_ & 65535u);
                        uint l_3513_ = (l_3507_ * l_3510_);
                        uint l_3514_ = (l_3509_ * l_3510_);
                        uint l_3515_ = (l_3507_ * l_3512_);
                        uint l_3516_ = (l_3509_ * l_3512_);
                        uint l_3517_ = (l_3513_ >> 16u);
                        uint l_3518_ = (l_3517_ & 65535u);
                        uint l_3519_ = (l_3514_ & 65535u);
                        uint l_3520_ = (l_3518_ + l_3519_);
                        uint l_3521_ = (l_3515_ & 65535u);
                        uint l_3522_ = (l_3520_ + l_3521_);
                        uint l_3523_ = (l_3514_ >> 16u);
                        uint l_3524_ = (l_3523_ & 65535u);
                        uint l_3525_ = (l_3516_ + l_3524_);
                        uint l_3526_ = (l_3515_ >> 16u);
                        uint l_3527_ = (l_3526_ & 65535u);
                        uint l_3528_ = (l_3525_ + l_3527_);
                        uint l_3529_ = (l_3522_ >> 16u);
                        uint l_3530_ = (l_3529_ & 65535u);
                        uint l_1238_ = (l_3528_ + l_3530_);
                        uint l_1239_ = (l_1238_ + l_1237_);
                        uint _e4580 = l_mut_421_;
                        uint l_3532_ = (_e4580 & 65535u);
                        uint _e4583 = l_mut_421_;
                        uint l_3533_ = (_e4583 >> 16u);
                        uint l_3534_ = (l_3533_ & 65535u);
                        uint l_3535_ = (l_831_ & 65535u);
                        uint l_3536_ = (l_831_ >> 16u);
                        uint l_3537_ = (l_3536_ & 65535u);
                        uint l_3538_ = (l_3532_ * l_3535_);
                        uint l_3539_ = (l_3534_ * l_3535_);
                        uint l_3540_ = (l_3532_ * l_3537_);
                        uint l_3541_ = (l_3534_ * l_3537_);
                        uint l_3542_ = (l_3538_ >> 16u);
                        uint l_3543_ = (l_3542_ & 65535u);
                        uint l_3544_ = (l_3539_ & 65535u);
                        uint l_3545_ = (l_3543_ + l_3544_);
                        uint l_3546_ = (l_3540_ & 65535u);
                        uint l_3547_ = (l_3545_ + l_3546_);
                        uint l_3548_ = (l_3539_ >> 16u);
                        uint l_3549_ = (l_3548_ & 65535u);
                        uint l_3550_ = (l_3541_ + l_3549_);
                        uint l_3551_ = (l_3540_ >> 16u);
                        uint l_3552_ = (l_3551_ & 65535u);
                        uint l_3553_ = (l_3550_ + l_3552_);
                        uint l_3554_ = (l_3547_ >> 16u);
                        uint l_3555_ = (l_3554_ & 65535u);
                        uint l_1240_ = (l_3553_ + l_3555_);
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
                        uint _e4641 = l_mut_439_;
                        l_mut_382_ = _e4641;
                        uint _e4642 = l_mut_428_;
                        l_mut_439_ = _e4642;
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
                                uint _e4654 = l_mut_428_;
                                l_mut_382_ = _e4654;
                                l_mut_439_ = l_1262_;
                            }
                        }
                        uint _e4655 = l_mut_388_;
                        uint l_1263_ = (_e4655 * l_831_);
                        uint _e4657 = l_mut_421_;
                        uint l_1264_ = (_e4657 * l_831_);
                        uint _e4659 = l_mut_388_;
                        uint l_3557_ = (_e4659 & 65535u);
                        uint _e4662 = l_mut_388_;
                        uint l_3558_ = (_e4662 >> 16u);
                        uint l_3559_ = (l_3558_ & 65535u);
                        uint l_3560_ = (l_831_ & 65535u);
                        uint l_3561_ = (l_831_ >> 16u);
                        uint l_3562_ = (l_3561_ & 65535u);
                        uint l_3563_ = (l_3557_ * l_3560_);
                        uint l_3564_ = (l_3559_ * l_3560_);
                        uint l_3565_ = (l_3557_ * l_3562_);
                        uint l_3566_ = (l_3559_ * l_3562_);
                        uint l_3567_ = (l_3563_ >> 16u);
                        uint l_3568_ = (l_3567_ & 65535u);
                        uint l_3569_ = (l_3564_ & 65535u);
                        uint l_3570_ = (l_3568_ + l_3569_);
                        uint l_3571_ = (l_3565_ & 65535u);
                        uint l_3572_ = (l_3570_ + l_3571_);
                        uint l_3573_ = (l_3564_ >> 16u);
                        uint l_3574_ = (l_3573_ & 65535u);
                        uint l_3575_ = (l_3566_ + l_3574_);
                        uint l_3576_ = (l_3565_ >> 16u);
                        uint l_3577_ = (l_3576_ & 65535u);
                        uint l_3578_ = (l_3575_ + l_3577_);
                        uint l_3579_ = (l_3572_ >> 16u);
                        uint l_3580_ = (l_3579_ & 65535u);
                        uint l_1265_ = (l_3578_ + l_3580_);
                        uint l_1266_ = (l_1265_ + l_1264_);
                        uint _e4703 = l_mut_421_;
                        uint l_3582_ = (_e4703 & 65535u);
                        uint _e4706 = l_mut_421_;
                        uint l_3583_ = (_e4706 >> 16u);
                        uint l_3584_ = (l_3583_ & 65535u);
                        uint l_3585_ = (l_831_ & 65535u);
                        uint l_3586_ = (l_831_ >> 16u);
                        uint l_3587_ = (l_3586_ & 65535u);
                        uint l_3588_ = (l_3582_ * l_3585_);
                        uint l_3589_ = (l_3584_ * l_3585_);
                        uint l_3590_ = (l_3582_ * l_3587_);
                        uint l_3591_ = (l_3584_ * l_3587_);
                        uint l_3592_ = (l_3588_ >> 16u);
                        uint l_3593_ = (l_3592_ & 65535u);
                        uint l_3594_ = (l_3589_ & 65535u);
                        uint l_3595_ = (l_3593_ + l_3594_);
                        uint l_3596_ = (l_3590_ & 65535u);
                        uint l_3597_ = (l_3595_ + l_3596_);
                        uint l_3598_ = (l_3589_ >> 16u);
                        uint l_3599_ = (l_3598_ & 65535u);
                        uint l_3600_ = (l_3591_ + l_3599_);
                        uint l_3601_ = (l_3590_ >> 16u);
                        uint l_3602_ = (l_3601_ & 65535u);
                        uint l_3603_ = (l_3600_ + l_3602_);
                        uint l_3604_ = (l_3597_ >> 16u);
                        uint l_3605_ = (l_3604_ & 65535u);
                        uint l_1267_ = (l_3603_ + l_3605_);
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
                        uint _e4764 = l_mut_428_;
                        l_mut_219_ = _e4764;
                        uint _e4765 = l_mut_269_;
                        l_mut_428_ = _e4765;
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
                                uint _e4777 = l_mut_269_;
                                l_mut_219_ = _e4777;
                                l_mut_428_ = l_1289_;
                            }
                        }
                        uint _e4778 = l_mut_275_;
                        uint l_1290_ = (_e4778 * l_831_);
                        uint _e4780 = l_mut_275_;
                        uint l_3607_ = (_e4780 & 65535u);
                        uint _e4783 = l_mut_275_;
                        uint l_3608_ = (_e4783 >> 16u);
                        uint l_3609_ = (l_3608_ & 65535u);
                        uint l_3610_ = (l_831_ & 65535u);
                        uint l_3611_ = (l_831_ >> 16u);
                        uint l_3612_ = (l_3611_ & 65535u);
                        uint l_3613_ = (l_3607_ * l_3610_);
                        uint l_3614_ = (l_3609_ * l_3610_);
                        uint l_3615_ = (l_3607_ * l_3612_);
                        uint l_3616_ = (l_3609_ * l_3612_);
                        uint l_3617_ = (l_3613_ >> 16u);
                        uint l_3618_ = (l_3617_ & 65535u);
                        uint l_3619_ = (l_3614_ & 65535u);
                        uint l_3620_ = (l_3618_ + l_3619_);
                        uint l_3621_ = (l_3615_ & 65535u);
                        uint l_3622_ = (l_3620_ + l_3621_);
                        uint l_3623_ = (l_3614_ >> 16u);
                        uint l_3624_ = (l_3623_ & 65535u);
                        uint l_3625_ = (l_3616_ + l_3624_);
                        uint l_3626_ = (l_3615_ >> 16u);
                        uint l_3627_ = (l_3626_ & 65535u);
                        uint l_3628_ = (l_3625_ + l_3627_);
                        uint l_3629_ = (l_3622_ >> 16u);
                        uint l_3630_ = (l_3629_ & 65535u);
                        uint l_1291_ = (l_3628_ + l_3630_);
                        uint _e4823 = l_mut_394_;
                        uint l_1292_ = (_e4823 * l_831_);
                        uint l_1293_ = (l_1291_ + l_1292_);
                        uint _e4826 = l_mut_219_;
                        uint l_1294_ = (_e4826 + l_1290_);
                        uint _e4828 = l_mut_428_;
                        uint l_1295_ = (_e4828 + l_1293_);
                        uint _e4830 = l_mut_219_;
                        bool l_1296_ = (l_1294_ < _e4830);
                        uint l_1297_ = uint(l_1296_);
                        uint l_1298_ = (l_1295_ + l_1297_);
                        uint _e4834 = l_mut_382_;
                        l_mut_441_ = _e4834;
                        uint _e4835 = l_mut_439_;
                        l_mut_440_ = _e4835;
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
                                uint _e4856 = l_mut_382_;
                                l_mut_394_ = _e4856;
                                uint _e4857 = l_mut_439_;
                                l_mut_388_ = _e4857;
                                bool l_1311_ = (l_1133_ >= 32u);
                                if (l_1311_) {
                                    uint l_1312_ = (l_1133_ & 31u);
                                    uint _e4862 = l_mut_439_;
                                    uint l_1313_ = (_e4862 >> l_1312_);
                                    l_mut_394_ = l_1313_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1314_ = (l_1133_ > 0u);
                                    if (l_1314_) {
                                        uint _e4867 = l_mut_382_;
                                        l_mut_275_ = _e4867;
                                        bool l_1315_ = (l_1133_ > 0u);
                                        if (l_1315_) {
                                            uint _e4870 = l_mut_382_;
                                            uint l_1316_ = (_e4870 >> l_1133_);
                                            uint l_1317_ = (32u - l_1133_);
                                            uint _e4874 = l_mut_439_;
                                            uint l_1318_ = (_e4874 << l_1317_);
                                            uint l_1319_ = (l_1316_ | l_1318_);
                                            l_mut_275_ = l_1319_;
                                        }
                                        uint _e4877 = l_mut_439_;
                                        uint l_1320_ = (_e4877 >> l_1133_);
                                        uint _e4879 = l_mut_275_;
                                        l_mut_394_ = _e4879;
                                        l_mut_388_ = l_1320_;
                                    }
                                }
                                uint _e4880 = l_mut_428_;
                                uint _e4881 = l_mut_394_;
                                uint l_1321_ = (_e4880 + _e4881);
                                uint _e4883 = l_mut_421_;
                                uint _e4884 = l_mut_388_;
                                uint l_1322_ = (_e4883 + _e4884);
                                uint _e4886 = l_mut_428_;
                                bool l_1323_ = (l_1321_ < _e4886);
                                uint l_1324_ = uint(l_1323_);
                                uint l_1325_ = (l_1322_ + l_1324_);
                                l_mut_441_ = l_1321_;
                                l_mut_440_ = l_1325_;
                            }
                        }
                        if (l_1176_) {
                            uint _e4891 = l_mut_441_;
                            uint l_1326_ = (0u - _e4891);
                            uint _e4894 = l_mut_440_;
                            uint l_1327_ = (0u - _e4894);
                            uint _e4897 = l_mut_441_;
                            bool l_1328_ = (0u < _e4897);
                            uint l_1329_ = uint(l_1328_);
                            uint l_1330_ = (l_1327_ - l_1329_);
                            l_mut_441_ = l_1326_;
                            l_mut_440_ = l_1330_;
                        }
                    }
                    uint _e4901 = l_mut_441_;
                    uint l_1331_ = (l_1084_ - _e4901);
                    uint _e4903 = l_mut_440_;
                    uint l_1332_ = (l_1088_ - _e4903);
                    uint _e4905 = l_mut_441_;
                    bool l_1333_ = (l_1084_ < _e4905);
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
                    uint _e4938 = l_mut_394_;
                    bool l_1356_ = (_e4938 < l_1350_);
                    uint _e4940 = l_mut_394_;
                    bool l_1357_ = (_e4940 == l_1350_);
                    uint _e4942 = l_mut_421_;
                    bool l_1358_ = (_e4942 < l_1346_);
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
                        bool _e4957 = l_mut_628_;
                        l_mut_637_ = _e4957;
                        l_mut_628_ = false;
                    }
                    bool _e4959 = l_mut_628_;
                    if (_e4959) {
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
                        uint _e4974 = l_mut_275_;
                        uint l_1372_ = (_e4974 * l_1371_);
                        uint _e4976 = l_mut_275_;
                        uint l_3632_ = (_e4976 & 65535u);
                        uint _e4979 = l_mut_275_;
                        uint l_3633_ = (_e4979 >> 16u);
                        uint l_3634_ = (l_3633_ & 65535u);
                        uint l_3635_ = (l_1371_ & 65535u);
                        uint l_3636_ = (l_1371_ >> 16u);
                        uint l_3637_ = (l_3636_ & 65535u);
                        uint l_3638_ = (l_3632_ * l_3635_);
                        uint l_3639_ = (l_3634_ * l_3635_);
                        uint l_3640_ = (l_3632_ * l_3637_);
                        uint l_3641_ = (l_3634_ * l_3637_);
                        uint l_3642_ = (l_3638_ >> 16u);
                        uint l_3643_ = (l_3642_ & 65535u);
                        uint l_3644_ = (l_3639_ & 65535u);
                        uint l_3645_ = (l_3643_ + l_3644_);
                        uint l_3646_ = (l_3640_ & 65535u);
                        uint l_3647_ = (l_3645_ + l_3646_);
                        uint l_3648_ = (l_3639_ >> 16u);
                        uint l_3649_ = (l_3648_ & 65535u);
                        uint l_3650_ = (l_3641_ + l_3649_);
                        uint l_3651_ = (l_3640_ >> 16u);
                        uint l_3652_ = (l_3651_ & 65535u);
                        uint l_3653_ = (l_3650_ + l_3652_);
                        uint l_3654_ = (l_3647_ >> 16u);
                        uint l_3655_ = (l_3654_ & 65535u);
                        uint l_1373_ = (l_3653_ + l_3655_);
                        uint _e5019 = l_mut_269_;
                        uint l_1374_ = (_e5019 * l_1371_);
                        uint l_1375_ = (l_1373_ + l_1374_);
                        l_mut_219_ = 0u;
                        uint l_1376_ = (l_831_ - 1u);
                        uint _e5025 = l_mut_275_;
                        uint l_1377_ = (_e5025 * l_1376_);
                        uint _e5027 = l_mut_269_;
                        uint l_1378_ = (_e5027 * l_1376_);
                        uint _e5029 = l_mut_275_;
                        uint l_3657_ = (_e5029 & 65535u);
                        uint _e5032 = l_mut_275_;
                        uint l_3658_ = (_e5032 >> 16u);
                        uint l_3659_ = (l_3658_ & 65535u);
                        uint l_3660_ = (l_1376_ & 65535u);
                        uint l_3661_ = (l_1376_ >> 16u);
                        uint l_3662_ = (l_3661_ & 65535u);
                        uint l_3663_ = (l_3657_ * l_3660_);
                        uint l_3664_ = (l_3659_ * l_3660_);
                        uint l_3665_ = (l_3657_ * l_3662_);
                        uint l_3666_ = (l_3659_ * l_3662_);
                        uint l_3667_ = (l_3663_ >> 16u);
                        uint l_3668_ = (l_3667_ & 65535u);
                        uint l_3669_ = (l_3664_ & 65535u);
                        uint l_3670_ = (l_3668_ + l_3669_);
                        uint l_3671_ = (l_3665_ & 65535u);
                        uint l_3672_ = (l_3670_ + l_3671_);
                        uint l_3673_ = (l_3664_ >> 16u);
                        uint l_3674_ = (l_3673_ & 65535u);
                        uint l_3675_ = (l_3666_ + l_3674_);
                        uint l_3676_ = (l_3665_ >> 16u);
                        uint l_3677_ = (l_3676_ & 65535u);
                        uint l_3678_ = (l_3675_ + l_3677_);
                        uint l_3679_ = (l_3672_ >> 16u);
                        uint l_3680_ = (l_3679_ & 65535u);
                        uint l_1379_ = (l_3678_ + l_3680_);
                        uint l_1380_ = (l_1379_ + l_1378_);
                        uint _e5073 = l_mut_269_;
                        uint l_3682_ = (_e5073 & 65535u);
                        uint _e5076 = l_mut_269_;
                        uint l_3683_ = (_e5076 >> 16u);
                        uint l_3684_ = (l_3683_ & 65535u);
                        uint l_3685_ = (l_1376_ & 65535u);
                        uint l_3686_ = (l_1376_ >> 16u);
                        uint l_3687_ = (l_3686_ & 65535u);
                        uint l_3688_ = (l_3682_ * l_3685_);
                        uint l_3689_ = (l_3684_ * l_3685_);
                        uint l_3690_ = (l_3682_ * l_3687_);
                        uint l_3691_ = (l_3684_ * l_3687_);
                        uint l_3692_ = (l_3688_ >> 16u);
                        uint l_3693_ = (l_3692_ & 65535u);
                        uint l_3694_ = (l_3689_ & 65535u);
                        uint l_3695_ = (l_3693_ + l_3694_);
                        uint l_3696_ = (l_3690_ & 65535u);
                        uint l_3697_ = (l_3695_ + l_3696_);
                        uint l_3698_ = (l_3689_ >> 16u);
                        uint l_3699_ = (l_3698_ & 65535u);
                        uint l_3700_ = (l_3691_ + l_3699_);
                        uint l_3701_ = (l_3690_ >> 16u);
                        uint l_3702_ = (l_3701_ & 65535u);
                        uint l_3703_ = (l_3700_ + l_3702_);
                        uint l_3704_ = (l_3697_ >> 16u);
                        uint l_3705_ = (l_3704_ & 65535u);
                        uint l_1381_ = (l_3703_ + l_3705_);
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
                        uint _e5134 = l_mut_213_;
                        l_mut_145_ = _e5134;
                        uint _e5135 = l_mut_151_;
                        l_mut_213_ = _e5135;
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
                                uint _e5147 = l_mut_151_;
                                l_mut_145_ = _e5147;
                                l_mut_213_ = l_1403_;
                            }
                        }
                        uint _e5148 = l_mut_145_;
                        uint _e5149 = l_mut_213_;
                        uint l_1404_ = (_e5148 | _e5149);
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
                                    uint _e5184 = l_mut_269_;
                                    bool l_1422_ = (l_1410_ < _e5184);
                                    uint _e5186 = l_mut_269_;
                                    bool l_1423_ = (l_1410_ == _e5186);
                                    uint _e5188 = l_mut_275_;
                                    bool l_1424_ = (l_1406_ < _e5188);
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
                                        uint _e5201 = l_mut_269_;
                                        bool l_1428_ = (_e5201 < l_1410_);
                                        uint _e5203 = l_mut_269_;
                                        bool l_1429_ = (_e5203 == l_1410_);
                                        uint _e5205 = l_mut_275_;
                                        bool l_1430_ = (_e5205 < l_1406_);
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
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (!loop_init_5) {
                                                    uint _e5312 = l_mut_1438_;
                                                    l_mut_1438_ = (_e5312 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e5227 = l_mut_1438_;
                                                if ((_e5227 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5231 = l_mut_1438_;
                                                    uint l_1439_ = (19u - _e5231);
                                                    uint _e5233 = l_mut_90_;
                                                    l_mut_1440_ = _e5233;
                                                    uint _e5234 = l_mut_75_;
                                                    l_mut_1441_ = _e5234;
                                                    bool l_1442_ = (l_1439_ >= 32u);
                                                    if (l_1442_) {
                                                        uint l_1443_ = (l_1439_ & 31u);
                                                        uint _e5239 = l_mut_75_;
                                                        uint l_1444_ = (_e5239 >> l_1443_);
                                                        l_mut_1440_ = l_1444_;
                                                        l_mut_1441_ = 0u;
                                                    } else {
                                                        bool l_1445_ = (l_1439_ > 0u);
                                                        if (l_1445_) {
                                                            uint _e5244 = l_mut_90_;
                                                            l_mut_1446_ = _e5244;
                                                            bool l_1447_ = (l_1439_ > 0u);
                                                            if (l_1447_) {
                                                                uint _e5247 = l_mut_90_;
                                                                uint l_1448_ = (_e5247 >> l_1439_);
                                                                uint l_1449_ = (32u - l_1439_);
                                                                uint _e5251 = l_mut_75_;
                                                                uint l_1450_ = (_e5251 << l_1449_);
                                                                uint l_1451_ = (l_1448_ | l_1450_);
                                                                l_mut_1446_ = l_1451_;
                                                            }
                                                            uint _e5254 = l_mut_75_;
                                                            uint l_1452_ = (_e5254 >> l_1439_);
                                                            uint _e5256 = l_mut_1446_;
                                                            l_mut_1440_ = _e5256;
                                                            l_mut_1441_ = l_1452_;
                                                        }
                                                    }
                                                    uint _e5257 = l_mut_1441_;
                                                    uint _e5258 = l_mut_269_;
                                                    bool l_1453_ = (_e5257 < _e5258);
                                                    uint _e5260 = l_mut_1441_;
                                                    uint _e5261 = l_mut_269_;
                                                    bool l_1454_ = (_e5260 == _e5261);
                                                    uint _e5263 = l_mut_1440_;
                                                    uint _e5264 = l_mut_275_;
                                                    bool l_1455_ = (_e5263 < _e5264);
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
                                                        uint _e5276 = l_mut_275_;
                                                        l_mut_1446_ = _e5276;
                                                        uint _e5277 = l_mut_269_;
                                                        l_mut_1441_ = _e5277;
                                                        bool l_1459_ = (l_1439_ >= 32u);
                                                        if (l_1459_) {
                                                            uint l_1460_ = (l_1439_ & 31u);
                                                            uint _e5282 = l_mut_275_;
                                                            uint l_1461_ = (_e5282 << l_1460_);
                                                            l_mut_1446_ = 0u;
                                                            l_mut_1441_ = l_1461_;
                                                        } else {
                                                            bool l_1462_ = (l_1439_ > 0u);
                                                            if (l_1462_) {
                                                                uint _e5287 = l_mut_275_;
                                                                uint l_1463_ = (_e5287 << l_1439_);
                                                                uint _e5289 = l_mut_269_;
                                                                uint l_1464_ = (_e5289 << l_1439_);
                                                                uint l_1465_ = (32u - l_1439_);
                                                                uint _e5293 = l_mut_275_;
                                                                uint l_1466_ = (_e5293 >> l_1465_);
                                                                uint l_1467_ = (l_1464_ | l_1466_);
                                                                l_mut_1446_ = l_1463_;
                                                                l_mut_1441_ = l_1467_;
                                                            }
                                                        }
                                                        uint _e5296 = l_mut_90_;
                                                        uint _e5297 = l_mut_1446_;
                                                        uint l_1468_ = (_e5296 - _e5297);
                                                        uint _e5299 = l_mut_75_;
                                                        uint _e5300 = l_mut_1441_;
                                                        uint l_1469_ = (_e5299 - _e5300);
                                                        uint _e5302 = l_mut_90_;
                                                        uint _e5303 = l_mut_1446_;
                                                        bool l_1470_ = (_e5302 < _e5303);
                                                        uint l_1471_ = uint(l_1470_);
                                                        uint l_1472_ = (l_1469_ - l_1471_);
                                                        l_mut_90_ = l_1468_;
                                                        l_mut_75_ = l_1472_;
                                                        uint l_1473_ = (1u << l_1439_);
                                                        uint _e5309 = l_mut_40_;
                                                        l_mut_40_ = (_e5309 | l_1473_);
                                                    }
                                                }
                                            }
                                            uint _e5314 = l_mut_40_;
                                            uint l_1474_ = min(_e5314, l_1421_);
                                            l_mut_1446_ = l_1474_;
                                            uint _e5316 = l_mut_75_;
                                            uint _e5317 = l_mut_269_;
                                            bool l_1475_ = (_e5316 < _e5317);
                                            uint _e5319 = l_mut_75_;
                                            uint _e5320 = l_mut_269_;
                                            bool l_1476_ = (_e5319 == _e5320);
                                            uint _e5322 = l_mut_90_;
                                            uint _e5323 = l_mut_275_;
                                            bool l_1477_ = (_e5322 < _e5323);
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
                                            uint _e5335 = l_mut_1446_;
                                            l_mut_96_ = _e5335;
                                        }
                                        uint _e5336 = l_mut_275_;
                                        uint _e5337 = l_mut_96_;
                                        uint l_1481_ = (_e5336 * _e5337);
                                        uint _e5339 = l_mut_275_;
                                        uint l_3707_ = (_e5339 & 65535u);
                                        uint _e5342 = l_mut_275_;
                                        uint l_3708_ = (_e5342 >> 16u);
                                        uint l_3709_ = (l_3708_ & 65535u);
                                        uint _e5347 = l_mut_96_;
                                        uint l_3710_ = (_e5347 & 65535u);
                                        uint _e5350 = l_mut_96_;
                                        uint l_3711_ = (_e5350 >> 16u);
                                        uint l_3712_ = (l_3711_ & 65535u);
                                        uint l_3713_ = (l_3707_ * l_3710_);
                                        uint l_3714_ = (l_3709_ * l_3710_);
                                        uint l_3715_ = (l_3707_ * l_3712_);
                                        uint l_3716_ = (l_3709_ * l_3712_);
                                        uint l_3717_ = (l_3713_ >> 16u);
                                        uint l_3718_ = (l_3717_ & 65535u);
                                        uint l_3719_ = (l_3714_ & 65535u);
                                        uint l_3720_ = (l_3718_ + l_3719_);
                                        uint l_3721_ = (l_3715_ & 65535u);
                                        uint l_3722_ = (l_3720_ + l_3721_);
                                        uint l_3723_ = (l_3714_ >> 16u);
                                        uint l_3724_ = (l_3723_ & 65535u);
                                        uint l_3725_ = (l_3716_ + l_3724_);
                                        uint l_3726_ = (l_3715_ >> 16u);
                                        uint l_3727_ = (l_3726_ & 65535u);
                                        uint l_3728_ = (l_3725_ + l_3727_);
                                        uint l_3729_ = (l_3722_ >> 16u);
                                        uint l_3730_ = (l_3729_ & 65535u);
                                        uint l_1482_ = (l_3728_ + l_3730_);
                                        uint _e5384 = l_mut_269_;
                                        uint _e5385 = l_mut_96_;
                                        uint l_1483_ = (_e5384 * _e5385);
                                        uint l_1484_ = (l_1482_ + l_1483_);
                                        uint l_1485_ = (l_1406_ - l_1481_);
                                        uint l_1486_ = (l_1410_ - l_1484_);
                                        bool l_1487_ = (l_1406_ < l_1481_);
                                        uint l_1488_ = uint(l_1487_);
                                        uint l_1489_ = (l_1486_ - l_1488_);
                                        l_mut_145_ = l_1485_;
                                        l_mut_102_ = l_1489_;
                                        uint _e5393 = l_mut_102_;
                                        uint _e5394 = l_mut_269_;
                                        bool l_1490_ = (_e5393 < _e5394);
                                        uint _e5396 = l_mut_102_;
                                        uint _e5397 = l_mut_269_;
                                        bool l_1491_ = (_e5396 == _e5397);
                                        uint _e5399 = l_mut_145_;
                                        uint _e5400 = l_mut_275_;
                                        bool l_1492_ = (_e5399 < _e5400);
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
                                            uint _e5412 = l_mut_145_;
                                            uint _e5413 = l_mut_275_;
                                            uint l_1496_ = (_e5412 - _e5413);
                                            uint _e5415 = l_mut_102_;
                                            uint _e5416 = l_mut_269_;
                                            uint l_1497_ = (_e5415 - _e5416);
                                            uint _e5418 = l_mut_145_;
                                            uint _e5419 = l_mut_275_;
                                            bool l_1498_ = (_e5418 < _e5419);
                                            uint l_1499_ = uint(l_1498_);
                                            uint l_1500_ = (l_1497_ - l_1499_);
                                            l_mut_145_ = l_1496_;
                                            l_mut_102_ = l_1500_;
                                        }
                                    }
                                    uint _e5423 = l_mut_275_;
                                    uint _e5424 = l_mut_145_;
                                    uint l_1501_ = (_e5423 - _e5424);
                                    uint _e5426 = l_mut_269_;
                                    uint _e5427 = l_mut_102_;
                                    uint l_1502_ = (_e5426 - _e5427);
                                    uint _e5429 = l_mut_275_;
                                    uint _e5430 = l_mut_145_;
                                    bool l_1503_ = (_e5429 < _e5430);
                                    uint l_1504_ = uint(l_1503_);
                                    uint l_1505_ = (l_1502_ - l_1504_);
                                    l_mut_1446_ = l_1501_;
                                    l_mut_1441_ = l_1505_;
                                    uint _e5434 = l_mut_269_;
                                    bool l_1506_ = (l_1505_ < _e5434);
                                    uint _e5436 = l_mut_269_;
                                    bool l_1507_ = (l_1505_ == _e5436);
                                    uint _e5438 = l_mut_275_;
                                    bool l_1508_ = (l_1501_ < _e5438);
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
                                        uint _e5450 = l_mut_275_;
                                        uint l_1512_ = (l_1501_ - _e5450);
                                        uint _e5452 = l_mut_269_;
                                        uint l_1513_ = (l_1505_ - _e5452);
                                        uint _e5454 = l_mut_275_;
                                        bool l_1514_ = (l_1501_ < _e5454);
                                        uint l_1515_ = uint(l_1514_);
                                        uint l_1516_ = (l_1513_ - l_1515_);
                                        l_mut_1446_ = l_1512_;
                                        l_mut_1441_ = l_1516_;
                                    }
                                    uint _e5458 = l_mut_1441_;
                                    uint _e5459 = l_mut_151_;
                                    bool l_1517_ = (_e5458 < _e5459);
                                    uint _e5461 = l_mut_1441_;
                                    uint _e5462 = l_mut_151_;
                                    bool l_1518_ = (_e5461 == _e5462);
                                    uint _e5464 = l_mut_1446_;
                                    uint _e5465 = l_mut_213_;
                                    bool l_1519_ = (_e5464 < _e5465);
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
                                        uint _e5476 = l_mut_1446_;
                                        l_mut_213_ = _e5476;
                                        uint _e5477 = l_mut_1441_;
                                        l_mut_151_ = _e5477;
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
                                    uint _e5497 = l_mut_269_;
                                    bool l_1533_ = (l_1340_ < _e5497);
                                    uint _e5499 = l_mut_269_;
                                    bool l_1534_ = (l_1340_ == _e5499);
                                    uint _e5501 = l_mut_275_;
                                    bool l_1535_ = (l_1336_ < _e5501);
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
                                        uint _e5514 = l_mut_269_;
                                        bool l_1539_ = (_e5514 < l_1340_);
                                        uint _e5516 = l_mut_269_;
                                        bool l_1540_ = (_e5516 == l_1340_);
                                        uint _e5518 = l_mut_275_;
                                        bool l_1541_ = (_e5518 < l_1336_);
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
                                            bool loop_init_6 = true;
                                            while(true) {
                                                if (!loop_init_6) {
                                                    uint _e5625 = l_mut_1549_;
                                                    l_mut_1549_ = (_e5625 + 1u);
                                                }
                                                loop_init_6 = false;
                                                uint _e5540 = l_mut_1549_;
                                                if ((_e5540 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5544 = l_mut_1549_;
                                                    uint l_1550_ = (19u - _e5544);
                                                    uint _e5546 = l_mut_145_;
                                                    l_mut_90_ = _e5546;
                                                    uint _e5547 = l_mut_102_;
                                                    l_mut_75_ = _e5547;
                                                    bool l_1551_ = (l_1550_ >= 32u);
                                                    if (l_1551_) {
                                                        uint l_1552_ = (l_1550_ & 31u);
                                                        uint _e5552 = l_mut_102_;
                                                        uint l_1553_ = (_e5552 >> l_1552_);
                                                        l_mut_90_ = l_1553_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1554_ = (l_1550_ > 0u);
                                                        if (l_1554_) {
                                                            uint _e5557 = l_mut_145_;
                                                            l_mut_40_ = _e5557;
                                                            bool l_1555_ = (l_1550_ > 0u);
                                                            if (l_1555_) {
                                                                uint _e5560 = l_mut_145_;
                                                                uint l_1556_ = (_e5560 >> l_1550_);
                                                                uint l_1557_ = (32u - l_1550_);
                                                                uint _e5564 = l_mut_102_;
                                                                uint l_1558_ = (_e5564 << l_1557_);
                                                                uint l_1559_ = (l_1556_ | l_1558_);
                                                                l_mut_40_ = l_1559_;
                                                            }
                                                            uint _e5567 = l_mut_102_;
                                                            uint l_1560_ = (_e5567 >> l_1550_);
                                                            uint _e5569 = l_mut_40_;
                                                            l_mut_90_ = _e5569;
                                                            l_mut_75_ = l_1560_;
                                                        }
                                                    }
                                                    uint _e5570 = l_mut_75_;
                                                    uint _e5571 = l_mut_269_;
                                                    bool l_1561_ = (_e5570 < _e5571);
                                                    uint _e5573 = l_mut_75_;
                                                    uint _e5574 = l_mut_269_;
                                                    bool l_1562_ = (_e5573 == _e5574);
                                                    uint _e5576 = l_mut_90_;
                                                    uint _e5577 = l_mut_275_;
                                                    bool l_1563_ = (_e5576 < _e5577);
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
                                                        uint _e5589 = l_mut_275_;
                                                        l_mut_90_ = _e5589;
                                                        uint _e5590 = l_mut_269_;
                                                        l_mut_75_ = _e5590;
                                                        bool l_1567_ = (l_1550_ >= 32u);
                                                        if (l_1567_) {
                                                            uint l_1568_ = (l_1550_ & 31u);
                                                            uint _e5595 = l_mut_275_;
                                                            uint l_1569_ = (_e5595 << l_1568_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1569_;
                                                        } else {
                                                            bool l_1570_ = (l_1550_ > 0u);
                                                            if (l_1570_) {
                                                                uint _e5600 = l_mut_275_;
                                                                uint l_1571_ = (_e5600 << l_1550_);
                                                                uint _e5602 = l_mut_269_;
                                                                uint l_1572_ = (_e5602 << l_1550_);
                                                                uint l_1573_ = (32u - l_1550_);
                                                                uint _e5606 = l_mut_275_;
                                                                uint l_1574_ = (_e5606 >> l_1573_);
                                                                uint l_1575_ = (l_1572_ | l_1574_);
                                                                l_mut_90_ = l_1571_;
                                                                l_mut_75_ = l_1575_;
                                                            }
                                                        }
                                                        uint _e5609 = l_mut_145_;
                                                        uint _e5610 = l_mut_90_;
                                                        uint l_1576_ = (_e5609 - _e5610);
                                                        uint _e5612 = l_mut_102_;
                                                        uint _e5613 = l_mut_75_;
                                                        uint l_1577_ = (_e5612 - _e5613);
                                                        uint _e5615 = l_mut_145_;
                                                        uint _e5616 = l_mut_90_;
                                                        bool l_1578_ = (_e5615 < _e5616);
                                                        uint l_1579_ = uint(l_1578_);
                                                        uint l_1580_ = (l_1577_ - l_1579_);
                                                        l_mut_145_ = l_1576_;
                                                        l_mut_102_ = l_1580_;
                                                        uint l_1581_ = (1u << l_1550_);
                                                        uint _e5622 = l_mut_96_;
                                                        l_mut_96_ = (_e5622 | l_1581_);
                                                    }
                                                }
                                            }
                                            uint _e5627 = l_mut_96_;
                                            uint l_1582_ = min(_e5627, l_1532_);
                                            l_mut_96_ = l_1582_;
                                            uint _e5629 = l_mut_102_;
                                            uint _e5630 = l_mut_269_;
                                            bool l_1583_ = (_e5629 < _e5630);
                                            uint _e5632 = l_mut_102_;
                                            uint _e5633 = l_mut_269_;
                                            bool l_1584_ = (_e5632 == _e5633);
                                            uint _e5635 = l_mut_145_;
                                            uint _e5636 = l_mut_275_;
                                            bool l_1585_ = (_e5635 < _e5636);
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
                                            uint _e5648 = l_mut_96_;
                                            l_mut_1440_ = _e5648;
                                        }
                                        uint _e5649 = l_mut_275_;
                                        uint _e5650 = l_mut_1440_;
                                        uint l_1589_ = (_e5649 * _e5650);
                                        uint _e5652 = l_mut_275_;
                                        uint l_3732_ = (_e5652 & 65535u);
                                        uint _e5655 = l_mut_275_;
                                        uint l_3733_ = (_e5655 >> 16u);
                                        uint l_3734_ = (l_3733_ & 65535u);
                                        uint _e5660 = l_mut_1440_;
                                        uint l_3735_ = (_e5660 & 65535u);
                                        uint _e5663 = l_mut_1440_;
                                        uint l_3736_ = (_e5663 >> 16u);
                                        uint l_3737_ = (l_3736_ & 65535u);
                                        uint l_3738_ = (l_3732_ * l_3735_);
                                        uint l_3739_ = (l_3734_ * l_3735_);
                                        uint l_3740_ = (l_3732_ * l_3737_);
                                        uint l_3741_ = (l_3734_ * l_3737_);
                                        uint l_3742_ = (l_3738_ >> 16u);
                                        uint l_3743_ = (l_3742_ & 65535u);
                                        uint l_3744_ = (l_3739_ & 65535u);
                                        uint l_3745_ = (l_3743_ + l_3744_);
                                        uint l_3746_ = (l_3740_ & 65535u);
                                        uint l_3747_ = (l_3745_ + l_3746_);
                                        uint l_3748_ = (l_3739_ >> 16u);
                                        uint l_3749_ = (l_3748_ & 65535u);
                                        uint l_3750_ = (l_3741_ + l_3749_);
                                        uint l_3751_ = (l_3740_ >> 16u);
                                        uint l_3752_ = (l_3751_ & 65535u);
                                        uint l_3753_ = (l_3750_ + l_3752_);
                                        uint l_3754_ = (l_3747_ >> 16u);
                                        uint l_3755_ = (l_3754_ & 65535u);
                                        uint l_1590_ = (l_3753_ + l_3755_);
                                        uint _e5697 = l_mut_269_;
                                        uint _e5698 = l_mut_1440_;
                                        uint l_1591_ = (_e5697 * _e5698);
                                        uint l_1592_ = (l_1590_ + l_1591_);
                                        uint l_1593_ = (l_1336_ - l_1589_);
                                        uint l_1594_ = (l_1340_ - l_1592_);
                                        bool l_1595_ = (l_1336_ < l_1589_);
                                        uint l_1596_ = uint(l_1595_);
                                        uint l_1597_ = (l_1594_ - l_1596_);
                                        l_mut_1446_ = l_1593_;
                                        l_mut_1441_ = l_1597_;
                                        uint _e5706 = l_mut_1441_;
                                        uint _e5707 = l_mut_269_;
                                        bool l_1598_ = (_e5706 < _e5707);
                                        uint _e5709 = l_mut_1441_;
                                        uint _e5710 = l_mut_269_;
                                        bool l_1599_ = (_e5709 == _e5710);
                                        uint _e5712 = l_mut_1446_;
                                        uint _e5713 = l_mut_275_;
                                        bool l_1600_ = (_e5712 < _e5713);
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
                                            uint _e5725 = l_mut_1446_;
                                            uint _e5726 = l_mut_275_;
                                            uint l_1604_ = (_e5725 - _e5726);
                                            uint _e5728 = l_mut_1441_;
                                            uint _e5729 = l_mut_269_;
                                            uint l_1605_ = (_e5728 - _e5729);
                                            uint _e5731 = l_mut_1446_;
                                            uint _e5732 = l_mut_275_;
                                            bool l_1606_ = (_e5731 < _e5732);
                                            uint l_1607_ = uint(l_1606_);
                                            uint l_1608_ = (l_1605_ - l_1607_);
                                            l_mut_1446_ = l_1604_;
                                            l_mut_1441_ = l_1608_;
                                        }
                                    }
                                    uint _e5736 = l_mut_1441_;
                                    uint _e5737 = l_mut_151_;
                                    bool l_1609_ = (_e5736 < _e5737);
                                    uint _e5739 = l_mut_1441_;
                                    uint _e5740 = l_mut_151_;
                                    bool l_1610_ = (_e5739 == _e5740);
                                    uint _e5742 = l_mut_1446_;
                                    uint _e5743 = l_mut_213_;
                                    bool l_1611_ = (_e5742 < _e5743);
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
                                        uint _e5754 = l_mut_1446_;
                                        l_mut_213_ = _e5754;
                                        uint _e5755 = l_mut_1441_;
                                        l_mut_151_ = _e5755;
                                    }
                                }
                            }
                            uint _e5756 = l_mut_151_;
                            bool l_1614_ = (_e5756 < l_1350_);
                            uint _e5758 = l_mut_151_;
                            bool l_1615_ = (_e5758 == l_1350_);
                            uint _e5760 = l_mut_213_;
                            bool l_1616_ = (_e5760 < l_1346_);
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
                        uint _e5775 = l_mut_219_;
                        bool l_1622_ = (_e5775 > 0u);
                        if (l_1622_) {
                            uint _e5778 = l_mut_219_;
                            bool l_1623_ = (_e5778 == 1u);
                            l_mut_637_ = l_1623_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    while(true) {
                        bool _e5783 = l_mut_628_;
                        bool l_1624_ = !(_e5783);
                        if (l_1624_) {
                            break;
                        }
                        uint _e5785 = l_mut_394_;
                        uint _e5786 = l_mut_440_;
                        bool l_1625_ = (_e5785 < _e5786);
                        uint _e5788 = l_mut_394_;
                        uint _e5789 = l_mut_440_;
                        bool l_1626_ = (_e5788 == _e5789);
                        uint _e5791 = l_mut_421_;
                        uint _e5792 = l_mut_441_;
                        bool l_1627_ = (_e5791 < _e5792);
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
                            uint _e5803 = l_mut_388_;
                            uint l_1630_ = (l_831_ - _e5803);
                            uint _e5805 = l_mut_382_;
                            uint l_1631_ = (l_1630_ / _e5805);
                            l_mut_1446_ = 0u;
                            l_mut_350_ = false;
                            uint _e5809 = l_mut_441_;
                            uint _e5810 = l_mut_440_;
                            uint l_1632_ = (_e5809 | _e5810);
                            bool l_1633_ = (l_1632_ == 0u);
                            if (l_1633_) {
                                l_mut_1446_ = l_1631_;
                            } else {
                                bool _e5814 = l_mut_350_;
                                if (_e5814) {
                                    uint _e5815 = l_mut_440_;
                                    uint _e5816 = l_mut_428_;
                                    bool l_1634_ = (_e5815 < _e5816);
                                    uint _e5818 = l_mut_440_;
                                    uint _e5819 = l_mut_428_;
                                    bool l_1635_ = (_e5818 == _e5819);
                                    uint _e5821 = l_mut_441_;
                                    uint _e5822 = l_mut_439_;
                                    bool l_1636_ = (_e5821 < _e5822);
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
                                        uint _e5833 = l_mut_439_;
                                        uint l_1639_ = (_e5833 - 1u);
                                        uint _e5836 = l_mut_428_;
                                        uint l_1640_ = (_e5836 - 0u);
                                        uint _e5839 = l_mut_439_;
                                        bool l_1641_ = (_e5839 < 1u);
                                        uint l_1642_ = uint(l_1641_);
                                        uint l_1643_ = (l_1640_ - l_1642_);
                                        l_mut_1441_ = l_1639_;
                                        l_mut_1440_ = l_1643_;
                                        l_mut_275_ = 0u;
                                        l_mut_1644_ = 0u;
                                        bool loop_init_7 = true;
                                        while(true) {
                                            if (!loop_init_7) {
                                                uint _e5932 = l_mut_1644_;
                                                l_mut_1644_ = (_e5932 + 1u);
                                            }
                                            loop_init_7 = false;
                                            uint _e5847 = l_mut_1644_;
                                            if ((_e5847 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e5851 = l_mut_1644_;
                                                uint l_1645_ = (19u - _e5851);
                                                uint _e5853 = l_mut_1441_;
                                                l_mut_269_ = _e5853;
                                                uint _e5854 = l_mut_1440_;
                                                l_mut_219_ = _e5854;
                                                bool l_1646_ = (l_1645_ >= 32u);
                                                if (l_1646_) {
                                                    uint l_1647_ = (l_1645_ & 31u);
                                                    uint _e5859 = l_mut_1440_;
                                                    uint l_1648_ = (_e5859 >> l_1647_);
                                                    l_mut_269_ = l_1648_;
                                                    l_mut_219_ = 0u;
                                                } else {
                                                    bool l_1649_ = (l_1645_ > 0u);
                                                    if (l_1649_) {
                                                        uint _e5864 = l_mut_1441_;
                                                        l_mut_213_ = _e5864;
                                                        bool l_1650_ = (l_1645_ > 0u);
                                                        if (l_1650_) {
                                                            uint _e5867 = l_mut_1441_;
                                                            uint l_1651_ = (_e5867 >> l_1645_);
                                                            uint l_1652_ = (32u - l_1645_);
                                                            uint _e5871 = l_mut_1440_;
                                                            uint l_1653_ = (_e5871 << l_1652_);
                                                            uint l_1654_ = (l_1651_ | l_1653_);
                                                            l_mut_213_ = l_1654_;
                                                        }
                                                        uint _e5874 = l_mut_1440_;
                                                        uint l_1655_ = (_e5874 >> l_1645_);
                                                        uint _e5876 = l_mut_213_;
                                                        l_mut_269_ = _e5876;
                                                        l_mut_219_ = l_1655_;
                                                    }
                                                }
                                                uint _e5877 = l_mut_219_;
                                                uint _e5878 = l_mut_440_;
                                                bool l_1656_ = (_e5877 < _e5878);
                                                uint _e5880 = l_mut_219_;
                                                uint _e5881 = l_mut_440_;
                                                bool l_1657_ = (_e5880 == _e5881);
                                                uint _e5883 = l_mut_269_;
                                                uint _e5884 = l_mut_441_;
                                                bool l_1658_ = (_e5883 < _e5884);
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
                                                    uint _e5896 = l_mut_441_;
                                                    l_mut_269_ = _e5896;
                                                    uint _e5897 = l_mut_440_;
                                                    l_mut_219_ = _e5897;
                                                    bool l_1662_ = (l_1645_ >= 32u);
                                                    if (l_1662_) {
                                                        uint l_1663_ = (l_1645_ & 31u);
                                                        uint _e5902 = l_mut_441_;
                                                        uint l_1664_ = (_e5902 << l_1663_);
                                                        l_mut_269_ = 0u;
                                                        l_mut_219_ = l_1664_;
                                                    } else {
                                                        bool l_1665_ = (l_1645_ > 0u);
                                                        if (l_1665_) {
                                                            uint _e5907 = l_mut_441_;
                                                            uint l_1666_ = (_e5907 << l_1645_);
                                                            uint _e5909 = l_mut_440_;
                                                            uint l_1667_ = (_e5909 << l_1645_);
                                                            uint l_1668_ = (32u - l_1645_);
                                                            uint _e5913 = l_mut_441_;
                                                            uint l_1669_ = (_e5913 >> l_1668_);
                                                            uint l_1670_ = (l_1667_ | l_1669_);
                                                            l_mut_269_ = l_1666_;
                                                            l_mut_219_ = l_1670_;
                                                        }
                                                    }
                                                    uint _e5916 = l_mut_1441_;
                                                    uint _e5917 = l_mut_269_;
                                                    uint l_1671_ = (_e5916 - _e5917);
                                                    uint _e5919 = l_mut_1440_;
                                                    uint _e5920 = l_mut_219_;
                                                    uint l_1672_ = (_e5919 - _e5920);
                                                    uint _e5922 = l_mut_1441_;
                                                    uint _e5923 = l_mut_269_;
                                                    bool l_1673_ = (_e5922 < _e5923);
                                                    uint l_1674_ = uint(l_1673_);
                                                    uint l_1675_ = (l_1672_ - l_1674_);
                                                    l_mut_1441_ = l_1671_;
                                                    l_mut_1440_ = l_1675_;
                                                    uint l_1676_ = (1u << l_1645_);
                                                    uint _e5929 = l_mut_275_;
                                                    l_mut_275_ = (_e5929 | l_1676_);
                                                }
                                            }
                                        }
                                        uint _e5934 = l_mut_275_;
                                        uint l_1677_ = min(_e5934, l_1631_);
                                        l_mut_275_ = l_1677_;
                                        uint _e5936 = l_mut_1440_;
                                        uint _e5937 = l_mut_440_;
                                        bool l_1678_ = (_e5936 < _e5937);
                                        uint _e5939 = l_mut_1440_;
                                        uint _e5940 = l_mut_440_;
                                        bool l_1679_ = (_e5939 == _e5940);
                                        uint _e5942 = l_mut_1441_;
                                        uint _e5943 = l_mut_441_;
                                        bool l_1680_ = (_e5942 < _e5943);
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
                                        uint _e5955 = l_mut_275_;
                                        l_mut_1446_ = _e5955;
                                    }
                                } else {
                                    uint _e5956 = l_mut_439_;
                                    l_mut_1441_ = _e5956;
                                    uint _e5957 = l_mut_428_;
                                    l_mut_1440_ = _e5957;
                                    while(true) {
                                        uint _e5958 = l_mut_440_;
                                        uint _e5959 = l_mut_1440_;
                                        bool l_1684_ = (_e5958 < _e5959);
                                        uint _e5961 = l_mut_440_;
                                        uint _e5962 = l_mut_1440_;
                                        bool l_1685_ = (_e5961 == _e5962);
                                        uint _e5964 = l_mut_441_;
                                        uint _e5965 = l_mut_1441_;
                                        bool l_1686_ = (_e5964 < _e5965);
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
                                        uint _e5976 = l_mut_1446_;
                                        uint _e5977 = l_mut_382_;
                                        uint l_1689_ = (_e5976 * _e5977);
                                        uint _e5979 = l_mut_388_;
                                        uint l_1690_ = (_e5979 + l_1689_);
                                        uint _e5981 = l_mut_382_;
                                        uint l_1691_ = (l_1690_ + _e5981);
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
                                        uint _e5989 = l_mut_1441_;
                                        uint _e5990 = l_mut_441_;
                                        uint l_1695_ = (_e5989 - _e5990);
                                        uint _e5992 = l_mut_1440_;
                                        uint _e5993 = l_mut_440_;
                                        uint l_1696_ = (_e5992 - _e5993);
                                        uint _e5995 = l_mut_1441_;
                                        uint _e5996 = l_mut_441_;
                                        bool l_1697_ = (_e5995 < _e5996);
                                        uint l_1698_ = uint(l_1697_);
                                        uint l_1699_ = (l_1696_ - l_1698_);
                                        l_mut_1441_ = l_1695_;
                                        l_mut_1440_ = l_1699_;
                                        uint _e6000 = l_mut_1446_;
                                        l_mut_1446_ = (_e6000 + 1u);
                                    }
                                }
                            }
                            uint _e6003 = l_mut_1446_;
                            uint _e6004 = l_mut_382_;
                            uint l_1700_ = (_e6003 * _e6004);
                            uint _e6006 = l_mut_388_;
                            uint l_1701_ = (_e6006 + l_1700_);
                            uint _e6008 = l_mut_382_;
                            uint l_1702_ = (l_1701_ + _e6008);
                            bool l_1703_ = (l_1702_ >= l_831_);
                            if (l_1703_) {
                                l_mut_637_ = true;
                                l_mut_628_ = false;
                            } else {
                                uint _e6013 = l_mut_441_;
                                uint _e6014 = l_mut_1446_;
                                uint l_1704_ = (_e6013 * _e6014);
                                uint _e6016 = l_mut_441_;
                                uint l_3757_ = (_e6016 & 65535u);
                                uint _e6019 = l_mut_441_;
                                uint l_3758_ = (_e6019 >> 16u);
                                uint l_3759_ = (l_3758_ & 65535u);
                                uint _e6024 = l_mut_1446_;
                                uint l_3760_ = (_e6024 & 65535u);
                                uint _e6027 = l_mut_1446_;
                                uint l_3761_ = (_e6027 >> 16u);
                                uint l_3762_ = (l_3761_ & 65535u);
                                uint l_3763_ = (l_3757_ * l_3760_);
                                uint l_3764_ = (l_3759_ * l_3760_);
                                uint l_3765_ = (l_3757_ * l_3762_);
                                uint l_3766_ = (l_3759_ * l_3762_);
                                uint l_3767_ = (l_3763_ >> 16u);
                                uint l_3768_ = (l_3767_ & 65535u);
                                uint l_3769_ = (l_3764_ & 65535u);
                                uint l_3770_ = (l_3768_ + l_3769_);
                                uint l_3771_ = (l_3765_ & 65535u);
                                uint l_3772_ = (l_3770_ + l_3771_);
                                uint l_3773_ = (l_3764_ >> 16u);
                                uint l_3774_ = (l_3773_ & 65535u);
                                uint l_3775_ = (l_3766_ + l_3774_);
                                uint l_3776_ = (l_3765_ >> 16u);
                                uint l_3777_ = (l_3776_ & 65535u);
                                uint l_3778_ = (l_3775_ + l_3777_);
                                uint l_3779_ = (l_3772_ >> 16u);
                                uint l_3780_ = (l_3779_ & 65535u);
                                uint l_1705_ = (l_3778_ + l_3780_);
                                uint _e6061 = l_mut_440_;
                                uint _e6062 = l_mut_1446_;
                                uint l_1706_ = (_e6061 * _e6062);
                                uint l_1707_ = (l_1705_ + l_1706_);
                                uint _e6065 = l_mut_439_;
                                uint l_1708_ = (_e6065 - l_1704_);
                                uint _e6067 = l_mut_428_;
                                uint l_1709_ = (_e6067 - l_1707_);
                                uint _e6069 = l_mut_439_;
                                bool l_1710_ = (_e6069 < l_1704_);
                                uint l_1711_ = uint(l_1710_);
                                uint l_1712_ = (l_1709_ - l_1711_);
                                l_mut_439_ = l_1708_;
                                l_mut_428_ = l_1712_;
                                uint _e6073 = l_mut_1446_;
                                uint _e6074 = l_mut_382_;
                                uint l_1713_ = (_e6073 * _e6074);
                                uint _e6076 = l_mut_388_;
                                l_mut_388_ = (_e6076 + l_1713_);
                                uint _e6078 = l_mut_441_;
                                uint _e6079 = l_mut_439_;
                                uint l_1714_ = (_e6078 - _e6079);
                                uint _e6081 = l_mut_440_;
                                uint _e6082 = l_mut_428_;
                                uint l_1715_ = (_e6081 - _e6082);
                                uint _e6084 = l_mut_441_;
                                uint _e6085 = l_mut_439_;
                                bool l_1716_ = (_e6084 < _e6085);
                                uint l_1717_ = uint(l_1716_);
                                uint l_1718_ = (l_1715_ - l_1717_);
                                l_mut_441_ = l_1714_;
                                l_mut_440_ = l_1718_;
                                uint _e6089 = l_mut_382_;
                                uint _e6090 = l_mut_388_;
                                l_mut_382_ = (_e6089 + _e6090);
                            }
                        } else {
                            uint _e6092 = l_mut_421_;
                            uint _e6093 = l_mut_441_;
                            uint l_1719_ = (_e6092 - _e6093);
                            uint _e6095 = l_mut_394_;
                            uint _e6096 = l_mut_440_;
                            uint l_1720_ = (_e6095 - _e6096);
                            uint _e6098 = l_mut_421_;
                            uint _e6099 = l_mut_441_;
                            bool l_1721_ = (_e6098 < _e6099);
                            uint l_1722_ = uint(l_1721_);
                            uint l_1723_ = (l_1720_ - l_1722_);
                            l_mut_421_ = l_1719_;
                            l_mut_394_ = l_1723_;
                            uint _e6103 = l_mut_394_;
                            bool l_1724_ = (_e6103 < l_1350_);
                            uint _e6105 = l_mut_394_;
                            bool l_1725_ = (_e6105 == l_1350_);
                            uint _e6107 = l_mut_421_;
                            bool l_1726_ = (_e6107 < l_1346_);
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
                                uint _e6119 = l_mut_382_;
                                uint l_1729_ = (l_831_ - _e6119);
                                uint _e6121 = l_mut_388_;
                                uint l_1730_ = (l_1729_ / _e6121);
                                l_mut_1446_ = 0u;
                                l_mut_350_ = false;
                                uint _e6125 = l_mut_439_;
                                uint _e6126 = l_mut_428_;
                                uint l_1731_ = (_e6125 | _e6126);
                                bool l_1732_ = (l_1731_ == 0u);
                                if (l_1732_) {
                                    l_mut_1446_ = l_1730_;
                                } else {
                                    bool _e6130 = l_mut_350_;
                                    if (_e6130) {
                                        uint _e6131 = l_mut_428_;
                                        uint _e6132 = l_mut_440_;
                                        bool l_1733_ = (_e6131 < _e6132);
                                        uint _e6134 = l_mut_428_;
                                        uint _e6135 = l_mut_440_;
                                        bool l_1734_ = (_e6134 == _e6135);
                                        uint _e6137 = l_mut_439_;
                                        uint _e6138 = l_mut_441_;
                                        bool l_1735_ = (_e6137 < _e6138);
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
                                            uint _e6149 = l_mut_441_;
                                            uint l_1738_ = (_e6149 - 1u);
                                            uint _e6152 = l_mut_440_;
                                            uint l_1739_ = (_e6152 - 0u);
                                            uint _e6155 = l_mut_441_;
                                            bool l_1740_ = (_e6155 < 1u);
                                            uint l_1741_ = uint(l_1740_);
                                            uint l_1742_ = (l_1739_ - l_1741_);
                                            l_mut_1441_ = l_1738_;
                                            l_mut_1440_ = l_1742_;
                                            l_mut_275_ = 0u;
                                            l_mut_1743_ = 0u;
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (!loop_init_8) {
                                                    uint _e6248 = l_mut_1743_;
                                                    l_mut_1743_ = (_e6248 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e6163 = l_mut_1743_;
                                                if ((_e6163 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6167 = l_mut_1743_;
                                                    uint l_1744_ = (19u - _e6167);
                                                    uint _e6169 = l_mut_1441_;
                                                    l_mut_269_ = _e6169;
                                                    uint _e6170 = l_mut_1440_;
                                                    l_mut_219_ = _e6170;
                                                    bool l_1745_ = (l_1744_ >= 32u);
                                                    if (l_1745_) {
                                                        uint l_1746_ = (l_1744_ & 31u);
                                                        uint _e6175 = l_mut_1440_;
                                                        uint l_1747_ = (_e6175 >> l_1746_);
                                                        l_mut_269_ = l_1747_;
                                                        l_mut_219_ = 0u;
                                                    } else {
                                                        bool l_1748_ = (l_1744_ > 0u);
                                                        if (l_1748_) {
                                                            uint _e6180 = l_mut_1441_;
                                                            l_mut_213_ = _e6180;
                                                            bool l_1749_ = (l_1744_ > 0u);
                                                            if (l_1749_) {
                                                                uint _e6183 = l_mut_1441_;
                                                                uint l_1750_ = (_e6183 >> l_1744_);
                                                                uint l_1751_ = (32u - l_1744_);
                                                                uint _e6187 = l_mut_1440_;
                                                                uint l_1752_ = (_e6187 << l_1751_);
                                                                uint l_1753_ = (l_1750_ | l_1752_);
                                                                l_mut_213_ = l_1753_;
                                                            }
                                                            uint _e6190 = l_mut_1440_;
                                                            uint l_1754_ = (_e6190 >> l_1744_);
                                                            uint _e6192 = l_mut_213_;
                                                            l_mut_269_ = _e6192;
                                                            l_mut_219_ = l_1754_;
                                                        }
                                                    }
                                                    uint _e6193 = l_mut_219_;
                                                    uint _e6194 = l_mut_428_;
                                                    bool l_1755_ = (_e6193 < _e6194);
                                                    uint _e6196 = l_mut_219_;
                                                    uint _e6197 = l_mut_428_;
                                                    bool l_1756_ = (_e6196 == _e6197);
                                                    uint _e6199 = l_mut_269_;
                                                    uint _e6200 = l_mut_439_;
                                                    bool l_1757_ = (_e6199 < _e6200);
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
                                                        uint _e6212 = l_mut_439_;
                                                        l_mut_269_ = _e6212;
                                                        uint _e6213 = l_mut_428_;
                                                        l_mut_219_ = _e6213;
                                                        bool l_1761_ = (l_1744_ >= 32u);
                                                        if (l_1761_) {
                                                            uint l_1762_ = (l_1744_ & 31u);
                                                            uint _e6218 = l_mut_439_;
                                                            uint l_1763_ = (_e6218 << l_1762_);
                                                            l_mut_269_ = 0u;
                                                            l_mut_219_ = l_1763_;
                                                        } else {
                                                            bool l_1764_ = (l_1744_ > 0u);
                                                            if (l_1764_) {
                                                                uint _e6223 = l_mut_439_;
                                                                uint l_1765_ = (_e6223 << l_1744_);
                                                                uint _e6225 = l_mut_428_;
                                                                uint l_1766_ = (_e6225 << l_1744_);
                                                                uint l_1767_ = (32u - l_1744_);
                                                                uint _e6229 = l_mut_439_;
                                                                uint l_1768_ = (_e6229 >> l_1767_);
                                                                uint l_1769_ = (l_1766_ | l_1768_);
                                                                l_mut_269_ = l_1765_;
                                                                l_mut_219_ = l_1769_;
                                                            }
                                                        }
                                                        uint _e6232 = l_mut_1441_;
                                                        uint _e6233 = l_mut_269_;
                                                        uint l_1770_ = (_e6232 - _e6233);
                                                        uint _e6235 = l_mut_1440_;
                                                        uint _e6236 = l_mut_219_;
                                                        uint l_1771_ = (_e6235 - _e6236);
                                                        uint _e6238 = l_mut_1441_;
                                                        uint _e6239 = l_mut_269_;
                                                        bool l_1772_ = (_e6238 < _e6239);
                                                        uint l_1773_ = uint(l_1772_);
                                                        uint l_1774_ = (l_1771_ - l_1773_);
                                                        l_mut_1441_ = l_1770_;
                                                        l_mut_1440_ = l_1774_;
                                                        uint l_1775_ = (1u << l_1744_);
                                                        uint _e6245 = l_mut_275_;
                                                        l_mut_275_ = (_e6245 | l_1775_);
                                                    }
                                                }
                                            }
                                            uint _e6250 = l_mut_275_;
                                            uint l_1776_ = min(_e6250, l_1730_);
                                            l_mut_275_ = l_1776_;
                                            uint _e6252 = l_mut_1440_;
                                            uint _e6253 = l_mut_428_;
                                            bool l_1777_ = (_e6252 < _e6253);
                                            uint _e6255 = l_mut_1440_;
                                            uint _e6256 = l_mut_428_;
                                            bool l_1778_ = (_e6255 == _e6256);
                                            uint _e6258 = l_mut_1441_;
                                            uint _e6259 = l_mut_439_;
                                            bool l_1779_ = (_e6258 < _e6259);
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
                                            uint _e6271 = l_mut_275_;
                                            l_mut_1446_ = _e6271;
                                        }
                                    } else {
                                        uint _e6272 = l_mut_441_;
                                        l_mut_1441_ = _e6272;
                                        uint _e6273 = l_mut_440_;
                                        l_mut_1440_ = _e6273;
                                        while(true) {
                                            uint _e6274 = l_mut_428_;
                                            uint _e6275 = l_mut_1440_;
                                            bool l_1783_ = (_e6274 < _e6275);
                                            uint _e6277 = l_mut_428_;
                                            uint _e6278 = l_mut_1440_;
                                            bool l_1784_ = (_e6277 == _e6278);
                                            uint _e6280 = l_mut_439_;
                                            uint _e6281 = l_mut_1441_;
                                            bool l_1785_ = (_e6280 < _e6281);
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
                                            uint _e6292 = l_mut_1446_;
                                            uint _e6293 = l_mut_388_;
                                            uint l_1788_ = (_e6292 * _e6293);
                                            uint _e6295 = l_mut_382_;
                                            uint l_1789_ = (_e6295 + l_1788_);
                                            uint _e6297 = l_mut_388_;
                                            uint l_1790_ = (l_1789_ + _e6297);
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
                                            uint _e6305 = l_mut_1441_;
                                            uint _e6306 = l_mut_439_;
                                            uint l_1794_ = (_e6305 - _e6306);
                                            uint _e6308 = l_mut_1440_;
                                            uint _e6309 = l_mut_428_;
                                            uint l_1795_ = (_e6308 - _e6309);
                                            uint _e6311 = l_mut_1441_;
                                            uint _e6312 = l_mut_439_;
                                            bool l_1796_ = (_e6311 < _e6312);
                                            uint l_1797_ = uint(l_1796_);
                                            uint l_1798_ = (l_1795_ - l_1797_);
                                            l_mut_1441_ = l_1794_;
                                            l_mut_1440_ = l_1798_;
                                            uint _e6316 = l_mut_1446_;
                                            l_mut_1446_ = (_e6316 + 1u);
                                        }
                                    }
                                }
                                uint _e6319 = l_mut_388_;
                                uint _e6320 = l_mut_382_;
                                uint l_1799_ = (_e6319 + _e6320);
                                uint _e6322 = l_mut_1446_;
                                uint _e6323 = l_mut_388_;
                                uint l_1800_ = (_e6322 * _e6323);
                                uint l_1801_ = (l_1799_ + l_1800_);
                                bool l_1802_ = (l_1801_ >= l_831_);
                                if (l_1802_) {
                                    l_mut_637_ = true;
                                    l_mut_628_ = false;
                                } else {
                                    uint _e6329 = l_mut_439_;
                                    uint _e6330 = l_mut_1446_;
                                    uint l_1803_ = (_e6329 * _e6330);
                                    uint _e6332 = l_mut_439_;
                                    uint l_3782_ = (_e6332 & 65535u);
                                    uint _e6335 = l_mut_439_;
                                    uint l_3783_ = (_e6335 >> 16u);
                                    uint l_3784_ = (l_3783_ & 65535u);
                                    uint _e6340 = l_mut_1446_;
                                    uint l_3785_ = (_e6340 & 65535u);
                                    uint _e6343 = l_mut_1446_;
                                    uint l_3786_ = (_e6343 >> 16u);
                                    uint l_3787_ = (l_3786_ & 65535u);
                                    uint l_3788_ = (l_3782_ * l_3785_);
                                    uint l_3789_ = (l_3784_ * l_3785_);
                                    uint l_3790_ = (l_3782_ * l_3787_);
                                    uint l_3791_ = (l_3784_ * l_3787_);
                                    uint l_3792_ = (l_3788_ >> 16u);
                                    uint l_3793_ = (l_3792_ & 65535u);
                                    uint l_3794_ = (l_3789_ & 65535u);
                                    uint l_3795_ = (l_3793_ + l_3794_);
                                    uint l_3796_ = (l_3790_ & 65535u);
                                    uint l_3797_ = (l_3795_ + l_3796_);
                                    uint l_3798_ = (l_3789_ >> 16u);
                                    uint l_3799_ = (l_3798_ & 65535u);
                                    uint l_3800_ = (l_3791_ + l_3799_);
                                    uint l_3801_ = (l_3790_ >> 16u);
                                    uint l_3802_ = (l_3801_ & 65535u);
                                    uint l_3803_ = (l_3800_ + l_3802_);
                                    uint l_3804_ = (l_3797_ >> 16u);
                                    uint l_3805_ = (l_3804_ & 65535u);
                                    uint l_1804_ = (l_3803_ + l_3805_);
                                    uint _e6377 = l_mut_428_;
                                    uint _e6378 = l_mut_1446_;
                                    uint l_1805_ = (_e6377 * _e6378);
                                    uint l_1806_ = (l_1804_ + l_1805_);
                                    uint _e6381 = l_mut_441_;
                                    uint l_1807_ = (_e6381 - l_1803_);
                                    uint _e6383 = l_mut_440_;
                                    uint l_1808_ = (_e6383 - l_1806_);
                                    uint _e6385 = l_mut_441_;
                                    bool l_1809_ = (_e6385 < l_1803_);
                                    uint l_1810_ = uint(l_1809_);
                                    uint l_1811_ = (l_1808_ - l_1810_);
                                    l_mut_441_ = l_1807_;
                                    l_mut_440_ = l_1811_;
                                    uint _e6389 = l_mut_1446_;
                                    uint _e6390 = l_mut_388_;
                                    uint l_1812_ = (_e6389 * _e6390);
                                    uint _e6392 = l_mut_382_;
                                    l_mut_382_ = (_e6392 + l_1812_);
                                    uint _e6394 = l_mut_439_;
                                    uint _e6395 = l_mut_441_;
                                    uint l_1813_ = (_e6394 - _e6395);
                                    uint _e6397 = l_mut_428_;
                                    uint _e6398 = l_mut_440_;
                                    uint l_1814_ = (_e6397 - _e6398);
                                    uint _e6400 = l_mut_439_;
                                    uint _e6401 = l_mut_441_;
                                    bool l_1815_ = (_e6400 < _e6401);
                                    uint l_1816_ = uint(l_1815_);
                                    uint l_1817_ = (l_1814_ - l_1816_);
                                    l_mut_439_ = l_1813_;
                                    l_mut_428_ = l_1817_;
                                    uint _e6405 = l_mut_388_;
                                    uint _e6406 = l_mut_382_;
                                    l_mut_388_ = (_e6405 + _e6406);
                                }
                            }
                        }
                    }
                    bool _e6408 = l_mut_637_;
                    bool l_1818_ = !(_e6408);
                    if (l_830_) {
                        local_118 = l_1818_;
                    } else {
                        local_118 = false;
                    }
                    bool l_1819_ = local_118;
                    if (l_1819_) {
                        uint _e6415 = l_mut_828_;
                        uint l_1820_ = (1u << _e6415);
                        uint _e6417 = l_mut_450_;
                        l_mut_450_ = (_e6417 | l_1820_);
                        uint _e6419 = l_mut_445_;
                        l_mut_445_ = (_e6419 + 1u);
                        uint l_1821_ = (l_829_ + l_827_);
                        uint l_1822_ = min(l_1821_, l_56_);
                        l_mut_1446_ = 0u;
                        l_mut_1823_ = l_829_;
                        bool loop_init_9 = true;
                        while(true) {
                            if (!loop_init_9) {
                                uint _e7346 = l_mut_1823_;
                                l_mut_1823_ = (_e7346 + 1u);
                            }
                            loop_init_9 = false;
                            uint _e6426 = l_mut_1823_;
                            if ((_e6426 < l_1822_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e6428 = l_mut_1823_;
                                uint l_1824_ = (l_59_ * _e6428);
                                uint l_3807_ = (l_59_ & 65535u);
                                uint l_3808_ = (l_59_ >> 16u);
                                uint l_3809_ = (l_3808_ & 65535u);
                                uint _e6436 = l_mut_1823_;
                                uint l_3810_ = (_e6436 & 65535u);
                                uint _e6439 = l_mut_1823_;
                                uint l_3811_ = (_e6439 >> 16u);
                                uint l_3812_ = (l_3811_ & 65535u);
                                uint l_3813_ = (l_3807_ * l_3810_);
                                uint l_3814_ = (l_3809_ * l_3810_);
                                uint l_3815_ = (l_3807_ * l_3812_);
                                uint l_3816_ = (l_3809_ * l_3812_);
                                uint l_3817_ = (l_3813_ >> 16u);
                                uint l_3818_ = (l_3817_ & 65535u);
                                uint l_3819_ = (l_3814_ & 65535u);
                                uint l_3820_ = (l_3818_ + l_3819_);
                                uint l_3821_ = (l_3815_ & 65535u);
                                uint l_3822_ = (l_3820_ + l_3821_);
                                uint l_3823_ = (l_3814_ >> 16u);
                                uint l_3824_ = (l_3823_ & 65535u);
                                uint l_3825_ = (l_3816_ + l_3824_);
                                uint l_3826_ = (l_3815_ >> 16u);
                                uint l_3827_ = (l_3826_ & 65535u);
                                uint l_3828_ = (l_3825_ + l_3827_);
                                uint l_3829_ = (l_3822_ >> 16u);
                                uint l_3830_ = (l_3829_ & 65535u);
                                uint l_1825_ = (l_3828_ + l_3830_);
                                uint _e6473 = l_mut_1823_;
                                uint l_1826_ = (l_62_ * _e6473);
                                uint l_1827_ = (l_1825_ + l_1826_);
                                uint l_1828_ = (l_64_ + l_1824_);
                                uint l_1829_ = (l_67_ + l_1827_);
                                bool l_1830_ = (l_1828_ < l_64_);
                                uint l_1831_ = uint(l_1830_);
                                uint l_1832_ = (l_1829_ + l_1831_);
                                l_mut_1441_ = 0u;
                                l_mut_1440_ = 0u;
                                uint _e6483 = l_mut_1823_;
                                bool l_1833_ = (_e6483 < 65536u);
                                if (l_1833_) {
                                    uint _e6486 = l_mut_1823_;
                                    uint _e6487 = l_mut_1823_;
                                    uint l_1834_ = (_e6486 * _e6487);
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
                                    uint _e6501 = l_mut_441_;
                                    uint l_1842_ = (_e6501 * l_1834_);
                                    uint _e6503 = l_mut_440_;
                                    uint l_1843_ = (_e6503 * l_1834_);
                                    uint _e6505 = l_mut_441_;
                                    uint l_3832_ = (_e6505 & 65535u);
                                    uint _e6508 = l_mut_441_;
                                    uint l_3833_ = (_e6508 >> 16u);
                                    uint l_3834_ = (l_3833_ & 65535u);
                                    uint l_3835_ = (l_1834_ & 65535u);
                                    uint l_3836_ = (l_1834_ >> 16u);
                                    uint l_3837_ = (l_3836_ & 65535u);
                                    uint l_3838_ = (l_3832_ * l_3835_);
                                    uint l_3839_ = (l_3834_ * l_3835_);
                                    uint l_3840_ = (l_3832_ * l_3837_);
                                    uint l_3841_ = (l_3834_ * l_3837_);
                                    uint l_3842_ = (l_3838_ >> 16u);
                                    uint l_3843_ = (l_3842_ & 65535u);
                                    uint l_3844_ = (l_3839_ & 65535u);
                                    uint l_3845_ = (l_3843_ + l_3844_);
                                    uint l_3846_ = (l_3840_ & 65535u);
                                    uint l_3847_ = (l_3845_ + l_3846_);
                                    uint l_3848_ = (l_3839_ >> 16u);
                                    uint l_3849_ = (l_3848_ & 65535u);
                                    uint l_3850_ = (l_3841_ + l_3849_);
                                    uint l_3851_ = (l_3840_ >> 16u);
                                    uint l_3852_ = (l_3851_ & 65535u);
                                    uint l_3853_ = (l_3850_ + l_3852_);
                                    uint l_3854_ = (l_3847_ >> 16u);
                                    uint l_3855_ = (l_3854_ & 65535u);
                                    uint l_1844_ = (l_3853_ + l_3855_);
                                    uint l_1845_ = (l_1844_ + l_1843_);
                                    uint _e6549 = l_mut_440_;
                                    uint l_3857_ = (_e6549 & 65535u);
                                    uint _e6552 = l_mut_440_;
                                    uint l_3858_ = (_e6552 >> 16u);
                                    uint l_3859_ = (l_3858_ & 65535u);
                                    uint l_3860_ = (l_1834_ & 65535u);
                                    uint l_3861_ = (l_1834_ >> 16u);
                                    uint l_3862_ = (l_3861_ & 65535u);
                                    uint l_3863_ = (l_3857_ * l_3860_);
                                    uint l_3864_ = (l_3859_ * l_3860_);
                                    uint l_3865_ = (l_3857_ * l_3862_);
                                    uint l_3866_ = (l_3859_ * l_3862_);
                                    uint l_3867_ = (l_3863_ >> 16u);
                                    uint l_3868_ = (l_3867_ & 65535u);
                                    uint l_3869_ = (l_3864_ & 65535u);
                                    uint l_3870_ = (l_3868_ + l_3869_);
                                    uint l_3871_ = (l_3865_ & 65535u);
                                    uint l_3872_ = (l_3870_ + l_3871_);
                                    uint l_3873_ = (l_3864_ >> 16u);
                                    uint l_3874_ = (l_3873_ & 65535u);
                                    uint l_3875_ = (l_3866_ + l_3874_);
                                    uint l_3876_ = (l_3865_ >> 16u);
                                    uint l_3877_ = (l_3876_ & 65535u);
                                    uint l_3878_ = (l_3875_ + l_3877_);
                                    uint l_3879_ = (l_3872_ >> 16u);
                                    uint l_3880_ = (l_3879_ & 65535u);
                                    uint l_1846_ = (l_3878_ + l_3880_);
                                    bool l_1847_ = (l_1845_ < l_1843_);
                                    uint l_1848_ = uint(l_1847_);
                                    uint l_1849_ = (l_1846_ + l_1848_);
                                    uint l_1850_ = (l_9_ % 32u);
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
                                    uint _e6611 = l_mut_439_;
                                    l_mut_421_ = _e6611;
                                    uint _e6612 = l_mut_428_;
                                    l_mut_439_ = _e6612;
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
                                            uint _e6626 = l_mut_428_;
                                            l_mut_421_ = _e6626;
                                            l_mut_439_ = l_1868_;
                                        }
                                    }
                                    uint _e6627 = l_mut_421_;
                                    l_mut_441_ = _e6627;
                                    uint _e6628 = l_mut_439_;
                                    l_mut_440_ = _e6628;
                                    if (l_1836_) {
                                        uint _e6630 = l_mut_441_;
                                        uint l_1869_ = (0u - _e6630);
                                        uint _e6633 = l_mut_440_;
                                        uint l_1870_ = (0u - _e6633);
                                        uint _e6636 = l_mut_441_;
                                        bool l_1871_ = (0u < _e6636);
                                        uint l_1872_ = uint(l_1871_);
                                        uint l_1873_ = (l_1870_ - l_1872_);
                                        l_mut_441_ = l_1869_;
                                        l_mut_440_ = l_1873_;
                                    }
                                    uint _e6640 = l_mut_441_;
                                    l_mut_1441_ = _e6640;
                                    uint _e6641 = l_mut_440_;
                                    l_mut_1440_ = _e6641;
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
                                    uint _e6654 = l_mut_441_;
                                    uint _e6655 = l_mut_1823_;
                                    uint l_1881_ = (_e6654 * _e6655);
                                    uint _e6657 = l_mut_440_;
                                    uint _e6658 = l_mut_1823_;
                                    uint l_1882_ = (_e6657 * _e6658);
                                    uint _e6660 = l_mut_441_;
                                    uint l_3882_ = (_e6660 & 65535u);
                                    uint _e6663 = l_mut_441_;
                                    uint l_3883_ = (_e6663 >> 16u);
                                    uint l_3884_ = (l_3883_ & 65535u);
                                    uint _e6668 = l_mut_1823_;
                                    uint l_3885_ = (_e6668 & 65535u);
                                    uint _e6671 = l_mut_1823_;
                                    uint l_3886_ = (_e6671 >> 16u);
                                    uint l_3887_ = (l_3886_ & 65535u);
                                    uint l_3888_ = (l_3882_ * l_3885_);
                                    uint l_3889_ = (l_3884_ * l_3885_);
                                    uint l_3890_ = (l_3882_ * l_3887_);
                                    uint l_3891_ = (l_3884_ * l_3887_);
                                    uint l_3892_ = (l_3888_ >> 16u);
                                    uint l_3893_ = (l_3892_ & 65535u);
                                    uint l_3894_ = (l_3889_ & 65535u);
                                    uint l_3895_ = (l_3893_ + l_3894_);
                                    uint l_3896_ = (l_3890_ & 65535u);
                                    uint l_3897_ = (l_3895_ + l_3896_);
                                    uint l_3898_ = (l_3889_ >> 16u);
                                    uint l_3899_ = (l_3898_ & 65535u);
                                    uint l_3900_ = (l_3891_ + l_3899_);
                                    uint l_3901_ = (l_3890_ >> 16u);
                                    uint l_3902_ = (l_3901_ & 65535u);
                                    uint l_3903_ = (l_3900_ + l_3902_);
                                    uint l_3904_ = (l_3897_ >> 16u);
                                    uint l_3905_ = (l_3904_ & 65535u);
                                    uint l_1883_ = (l_3903_ + l_3905_);
                                    uint l_1884_ = (l_1883_ + l_1882_);
                                    uint _e6706 = l_mut_440_;
                                    uint l_3907_ = (_e6706 & 65535u);
                                    uint _e6709 = l_mut_440_;
                                    uint l_3908_ = (_e6709 >> 16u);
                                    uint l_3909_ = (l_3908_ & 65535u);
                                    uint _e6714 = l_mut_1823_;
                                    uint l_3910_ = (_e6714 & 65535u);
                                    uint _e6717 = l_mut_1823_;
                                    uint l_3911_ = (_e6717 >> 16u);
                                    uint l_3912_ = (l_3911_ & 65535u);
                                    uint l_3913_ = (l_3907_ * l_3910_);
                                    uint l_3914_ = (l_3909_ * l_3910_);
                                    uint l_3915_ = (l_3907_ * l_3912_);
                                    uint l_3916_ = (l_3909_ * l_3912_);
                                    uint l_3917_ = (l_3913_ >> 16u);
                                    uint l_3918_ = (l_3917_ & 65535u);
                                    uint l_3919_ = (l_3914_ & 65535u);
                                    uint l_3920_ = (l_3918_ + l_3919_);
                                    uint l_3921_ = (l_3915_ & 65535u);
                                    uint l_3922_ = (l_3920_ + l_3921_);
                                    uint l_3923_ = (l_3914_ >> 16u);
                                    uint l_3924_ = (l_3923_ & 65535u);
                                    uint l_3925_ = (l_3916_ + l_3924_);
                                    uint l_3926_ = (l_3915_ >> 16u);
                                    uint l_3927_ = (l_3926_ & 65535u);
                                    uint l_3928_ = (l_3925_ + l_3927_);
                                    uint l_3929_ = (l_3922_ >> 16u);
                                    uint l_3930_ = (l_3929_ & 65535u);
                                    uint l_1885_ = (l_3928_ + l_3930_);
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
                                    uint _e6769 = l_mut_439_;
                                    l_mut_421_ = _e6769;
                                    uint _e6770 = l_mut_428_;
                                    l_mut_439_ = _e6770;
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
                                            uint _e6782 = l_mut_428_;
                                            l_mut_421_ = _e6782;
                                            l_mut_439_ = l_1907_;
                                        }
                                    }
                                    uint _e6783 = l_mut_441_;
                                    uint _e6784 = l_mut_1823_;
                                    uint l_1908_ = (_e6783 * _e6784);
                                    uint _e6786 = l_mut_440_;
                                    uint _e6787 = l_mut_1823_;
                                    uint l_1909_ = (_e6786 * _e6787);
                                    uint _e6789 = l_mut_441_;
                                    uint l_3932_ = (_e6789 & 65535u);
                                    uint _e6792 = l_mut_441_;
                                    uint l_3933_ = (_e6792 >> 16u);
                                    uint l_3934_ = (l_3933_ & 65535u);
                                    uint _e6797 = l_mut_1823_;
                                    uint l_3935_ = (_e6797 & 65535u);
                                    uint _e6800 = l_mut_1823_;
                                    uint l_3936_ = (_e6800 >> 16u);
                                    uint l_3937_ = (l_3936_ & 65535u);
                                    uint l_3938_ = (l_3932_ * l_3935_);
                                    uint l_3939_ = (l_3934_ * l_3935_);
                                    uint l_3940_ = (l_3932_ * l_3937_);
                                    uint l_3941_ = (l_3934_ * l_3937_);
                                    uint l_3942_ = (l_3938_ >> 16u);
                                    uint l_3943_ = (l_3942_ & 65535u);
                                    uint l_3944_ = (l_3939_ & 65535u);
                                    uint l_3945_ = (l_3943_ + l_3944_);
                                    uint l_3946_ = (l_3940_ & 65535u);
                                    uint l_3947_ = (l_3945_ + l_3946_);
                                    uint l_3948_ = (l_3939_ >> 16u);
                                    uint l_3949_ = (l_3948_ & 65535u);
                                    uint l_3950_ = (l_3941_ + l_3949_);
                                    uint l_3951_ = (l_3940_ >> 16u);
                                    uint l_3952_ = (l_3951_ & 65535u);
                                    uint l_3953_ = (l_3950_ + l_3952_);
                                    uint l_3954_ = (l_3947_ >> 16u);
                                    uint l_3955_ = (l_3954_ & 65535u);
                                    uint l_1910_ = (l_3953_ + l_3955_);
                                    uint l_1911_ = (l_1910_ + l_1909_);
                                    uint _e6835 = l_mut_440_;
                                    uint l_3957_ = (_e6835 & 65535u);
                                    uint _e6838 = l_mut_440_;
                                    uint l_3958_ = (_e6838 >> 16u);
                                    uint l_3959_ = (l_3958_ & 65535u);
                                    uint _e6843 = l_mut_1823_;
                                    uint l_3960_ = (_e6843 & 65535u);
                                    uint _e6846 = l_mut_1823_;
                                    uint l_3961_ = (_e6846 >> 16u);
                                    uint l_3962_ = (l_3961_ & 65535u);
                                    uint l_3963_ = (l_3957_ * l_3960_);
                                    uint l_3964_ = (l_3959_ * l_3960_);
                                    uint l_3965_ = (l_3957_ * l_3962_);
                                    uint l_3966_ = (l_3959_ * l_3962_);
                                    uint l_3967_ = (l_3963_ >> 16u);
                                    uint l_3968_ = (l_3967_ & 65535u);
                                    uint l_3969_ = (l_3964_ & 65535u);
                                    uint l_3970_ = (l_3968_ + l_3969_);
                                    uint l_3971_ = (l_3965_ & 65535u);
                                    uint l_3972_ = (l_3970_ + l_3971_);
                                    uint l_3973_ = (l_3964_ >> 16u);
                                    uint l_3974_ = (l_3973_ & 65535u);
                                    uint l_3975_ = (l_3966_ + l_3974_);
                                    uint l_3976_ = (l_3965_ >> 16u);
                                    uint l_3977_ = (l_3976_ & 65535u);
                                    uint l_3978_ = (l_3975_ + l_3977_);
                                    uint l_3979_ = (l_3972_ >> 16u);
                                    uint l_3980_ = (l_3979_ & 65535u);
                                    uint l_1912_ = (l_3978_ + l_3980_);
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
                                    uint _e6898 = l_mut_428_;
                                    l_mut_388_ = _e6898;
                                    uint _e6899 = l_mut_394_;
                                    l_mut_428_ = _e6899;
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
                                            uint _e6911 = l_mut_394_;
                                            l_mut_388_ = _e6911;
                                            l_mut_428_ = l_1934_;
                                        }
                                    }
                                    uint _e6912 = l_mut_421_;
                                    uint _e6913 = l_mut_1823_;
                                    uint l_1935_ = (_e6912 * _e6913);
                                    uint _e6915 = l_mut_439_;
                                    uint _e6916 = l_mut_1823_;
                                    uint l_1936_ = (_e6915 * _e6916);
                                    uint _e6918 = l_mut_421_;
                                    uint l_3982_ = (_e6918 & 65535u);
                                    uint _e6921 = l_mut_421_;
                                    uint l_3983_ = (_e6921 >> 16u);
                                    uint l_3984_ = (l_3983_ & 65535u);
                                    uint _e6926 = l_mut_1823_;
                                    uint l_3985_ = (_e6926 & 65535u);
                                    uint _e6929 = l_mut_1823_;
                                    uint l_3986_ = (_e6929 >> 16u);
                                    uint l_3987_ = (l_3986_ & 65535u);
                                    uint l_3988_ = (l_3982_ * l_3985_);
                                    uint l_3989_ = (l_3984_ * l_3985_);
                                    uint l_3990_ = (l_3982_ * l_3987_);
                                    uint l_3991_ = (l_3984_ * l_3987_);
                                    uint l_3992_ = (l_3988_ >> 16u);
                                    uint l_3993_ = (l_3992_ & 65535u);
                                    uint l_3994_ = (l_3989_ & 65535u);
                                    uint l_3995_ = (l_3993_ + l_3994_);
                                    uint l_3996_ = (l_3990_ & 65535u);
                                    uint l_3997_ = (l_3995_ + l_3996_);
                                    uint l_3998_ = (l_3989_ >> 16u);
                                    uint l_3999_ = (l_3998_ & 65535u);
                                    uint l_4000_ = (l_3991_ + l_3999_);
                                    uint l_4001_ = (l_3990_ >> 16u);
                                    uint l_4002_ = (l_4001_ & 65535u);
                                    uint l_4003_ = (l_4000_ + l_4002_);
                                    uint l_4004_ = (l_3997_ >> 16u);
                                    uint l_4005_ = (l_4004_ & 65535u);
                                    uint l_1937_ = (l_4003_ + l_4005_);
                                    uint l_1938_ = (l_1937_ + l_1936_);
                                    uint _e6964 = l_mut_439_;
                                    uint l_4007_ = (_e6964 & 65535u);
                                    uint _e6967 = l_mut_439_;
                                    uint l_4008_ = (_e6967 >> 16u);
                                    uint l_4009_ = (l_4008_ & 65535u);
                                    uint _e6972 = l_mut_1823_;
                                    uint l_4010_ = (_e6972 & 65535u);
                                    uint _e6975 = l_mut_1823_;
                                    uint l_4011_ = (_e6975 >> 16u);
                                    uint l_4012_ = (l_4011_ & 65535u);
                                    uint l_4013_ = (l_4007_ * l_4010_);
                                    uint l_4014_ = (l_4009_ * l_4010_);
                                    uint l_4015_ = (l_4007_ * l_4012_);
                                    uint l_4016_ = (l_4009_ * l_4012_);
                                    uint l_4017_ = (l_4013_ >> 16u);
                                    uint l_4018_ = (l_4017_ & 65535u);
                                    uint l_4019_ = (l_4014_ & 65535u);
                                    uint l_4020_ = (l_4018_ + l_4019_);
                                    uint l_4021_ = (l_4015_ & 65535u);
                                    uint l_4022_ = (l_4020_ + l_4021_);
                                    uint l_4023_ = (l_4014_ >> 16u);
                                    uint l_4024_ = (l_4023_ & 65535u);
                                    uint l_4025_ = (l_4016_ + l_4024_);
                                    uint l_4026_ = (l_4015_ >> 16u);
                                    uint l_4027_ = (l_4026_ & 65535u);
                                    uint l_4028_ = (l_4025_ + l_4027_);
                                    uint l_4029_ = (l_4022_ >> 16u);
                                    uint l_4030_ = (l_4029_ & 65535u);
                                    uint l_1939_ = (l_4028_ + l_4030_);
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
                                    uint _e7027 = l_mut_441_;
                                    l_mut_394_ = _e7027;
                                    uint _e7028 = l_mut_440_;
                                    l_mut_441_ = _e7028;
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
                                            uint _e7040 = l_mut_440_;
                                            l_mut_394_ = _e7040;
                                            l_mut_441_ = l_1961_;
                                        }
                                    }
                                    uint _e7041 = l_mut_421_;
                                    uint _e7042 = l_mut_1823_;
                                    uint l_1962_ = (_e7041 * _e7042);
                                    uint _e7044 = l_mut_439_;
                                    uint _e7045 = l_mut_1823_;
                                    uint l_1963_ = (_e7044 * _e7045);
                                    uint _e7047 = l_mut_421_;
                                    uint l_4032_ = (_e7047 & 65535u);
                                    uint _e7050 = l_mut_421_;
                                    uint l_4033_ = (_e7050 >> 16u);
                                    uint l_4034_ = (l_4033_ & 65535u);
                                    uint _e7055 = l_mut_1823_;
                                    uint l_4035_ = (_e7055 & 65535u);
                                    uint _e7058 = l_mut_1823_;
                                    uint l_4036_ = (_e7058 >> 16u);
                                    uint l_4037_ = (l_4036_ & 65535u);
                                    uint l_4038_ = (l_4032_ * l_4035_);
                                    uint l_4039_ = (l_4034_ * l_4035_);
                                    uint l_4040_ = (l_4032_ * l_4037_);
                                    uint l_4041_ = (l_4034_ * l_4037_);
                                    uint l_4042_ = (l_4038_ >> 16u);
                                    uint l_4043_ = (l_4042_ & 65535u);
                                    uint l_4044_ = (l_4039_ & 65535u);
                                    uint l_4045_ = (l_4043_ + l_4044_);
                                    uint l_4046_ = (l_4040_ & 65535u);
                                    uint l_4047_ = (l_4045_ + l_4046_);
                                    uint l_4048_ = (l_4039_ >> 16u);
                                    uint l_4049_ = (l_4048_ & 65535u);
                                    uint l_4050_ = (l_4041_ + l_4049_);
                                    uint l_4051_ = (l_4040_ >> 16u);
                                    uint l_4052_ = (l_4051_ & 65535u);
                                    uint l_4053_ = (l_4050_ + l_4052_);
                                    uint l_4054_ = (l_4047_ >> 16u);
                                    uint l_4055_ = (l_4054_ & 65535u);
                                    uint l_1964_ = (l_4053_ + l_4055_);
                                    uint l_1965_ = (l_1964_ + l_1963_);
                                    uint _e7093 = l_mut_439_;
                                    uint l_4057_ = (_e7093 & 65535u);
                                    uint _e7096 = l_mut_439_;
                                    uint l_4058_ = (_e7096 >> 16u);
                                    uint l_4059_ = (l_4058_ & 65535u);
                                    uint _e7101 = l_mut_1823_;
                                    uint l_4060_ = (_e7101 & 65535u);
                                    uint _e7104 = l_mut_1823_;
                                    uint l_4061_ = (_e7104 >> 16u);
                                    uint l_4062_ = (l_4061_ & 65535u);
                                    uint l_4063_ = (l_4057_ * l_4060_);
                                    uint l_4064_ = (l_4059_ * l_4060_);
                                    uint l_4065_ = (l_4057_ * l_4062_);
                                    uint l_4066_ = (l_4059_ * l_4062_);
                                    uint l_4067_ = (l_4063_ >> 16u);
                                    uint l_4068_ = (l_4067_ & 65535u);
                                    uint l_4069_ = (l_4064_ & 65535u);
                                    uint l_4070_ = (l_4068_ + l_4069_);
                                    uint l_4071_ = (l_4065_ & 65535u);
                                    uint l_4072_ = (l_4070_ + l_4071_);
                                    uint l_4073_ = (l_4064_ >> 16u);
                                    uint l_4074_ = (l_4073_ & 65535u);
                                    uint l_4075_ = (l_4066_ + l_4074_);
                                    uint l_4076_ = (l_4065_ >> 16u);
                                    uint l_4077_ = (l_4076_ & 65535u);
                                    uint l_4078_ = (l_4075_ + l_4077_);
                                    uint l_4079_ = (l_4072_ >> 16u);
                                    uint l_4080_ = (l_4079_ & 65535u);
                                    uint l_1966_ = (l_4078_ + l_4080_);
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
                                    uint _e7156 = l_mut_440_;
                                    l_mut_275_ = _e7156;
                                    uint _e7157 = l_mut_382_;
                                    l_mut_440_ = _e7157;
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
                                            uint _e7169 = l_mut_382_;
                                            l_mut_275_ = _e7169;
                                            l_mut_440_ = l_1988_;
                                        }
                                    }
                                    uint _e7170 = l_mut_388_;
                                    uint _e7171 = l_mut_1823_;
                                    uint l_1989_ = (_e7170 * _e7171);
                                    uint _e7173 = l_mut_388_;
                                    uint l_4082_ = (_e7173 & 65535u);
                                    uint _e7176 = l_mut_388_;
                                    uint l_4083_ = (_e7176 >> 16u);
                                    uint l_4084_ = (l_4083_ & 65535u);
                                    uint _e7181 = l_mut_1823_;
                                    uint l_4085_ = (_e7181 & 65535u);
                                    uint _e7184 = l_mut_1823_;
                                    uint l_4086_ = (_e7184 >> 16u);
                                    uint l_4087_ = (l_4086_ & 65535u);
                                    uint l_4088_ = (l_4082_ * l_4085_);
                                    uint l_4089_ = (l_4084_ * l_4085_);
                                    uint l_4090_ = (l_4082_ * l_4087_);
                                    uint l_4091_ = (l_4084_ * l_4087_);
                                    uint l_4092_ = (l_4088_ >> 16u);
                                    uint l_4093_ = (l_4092_ & 65535u);
                                    uint l_4094_ = (l_4089_ & 65535u);
                                    uint l_4095_ = (l_4093_ + l_4094_);
                                    uint l_4096_ = (l_4090_ & 65535u);
                                    uint l_4097_ = (l_4095_ + l_4096_);
                                    uint l_4098_ = (l_4089_ >> 16u);
                                    uint l_4099_ = (l_4098_ & 65535u);
                                    uint l_4100_ = (l_4091_ + l_4099_);
                                    uint l_4101_ = (l_4090_ >> 16u);
                                    uint l_4102_ = (l_4101_ & 65535u);
                                    uint l_4103_ = (l_4100_ + l_4102_);
                                    uint l_4104_ = (l_4097_ >> 16u);
                                    uint l_4105_ = (l_4104_ & 65535u);
                                    uint l_1990_ = (l_4103_ + l_4105_);
                                    uint _e7218 = l_mut_428_;
                                    uint _e7219 = l_mut_1823_;
                                    uint l_1991_ = (_e7218 * _e7219);
                                    uint l_1992_ = (l_1990_ + l_1991_);
                                    uint _e7222 = l_mut_275_;
                                    uint l_1993_ = (_e7222 + l_1989_);
                                    uint _e7224 = l_mut_440_;
                                    uint l_1994_ = (_e7224 + l_1992_);
                                    uint _e7226 = l_mut_275_;
                                    bool l_1995_ = (l_1993_ < _e7226);
                                    uint l_1996_ = uint(l_1995_);
                                    uint l_1997_ = (l_1994_ + l_1996_);
                                    uint _e7230 = l_mut_394_;
                                    l_mut_1441_ = _e7230;
                                    uint _e7231 = l_mut_441_;
                                    l_mut_1440_ = _e7231;
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
                                            uint _e7252 = l_mut_394_;
                                            l_mut_428_ = _e7252;
                                            uint _e7253 = l_mut_441_;
                                            l_mut_421_ = _e7253;
                                            bool l_2010_ = (l_9_ >= 32u);
                                            if (l_2010_) {
                                                uint l_2011_ = (l_9_ & 31u);
                                                uint _e7258 = l_mut_441_;
                                                uint l_2012_ = (_e7258 >> l_2011_);
                                                l_mut_428_ = l_2012_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2013_ = (l_9_ > 0u);
                                                if (l_2013_) {
                                                    uint _e7263 = l_mut_394_;
                                                    l_mut_388_ = _e7263;
                                                    bool l_2014_ = (l_9_ > 0u);
                                                    if (l_2014_) {
                                                        uint _e7266 = l_mut_394_;
                                                        uint l_2015_ = (_e7266 >> l_9_);
                                                        uint l_2016_ = (32u - l_9_);
                                                        uint _e7270 = l_mut_441_;
                                                        uint l_2017_ = (_e7270 << l_2016_);
                                                        uint l_2018_ = (l_2015_ | l_2017_);
                                                        l_mut_388_ = l_2018_;
                                                    }
                                                    uint _e7273 = l_mut_441_;
                                                    uint l_2019_ = (_e7273 >> l_9_);
                                                    uint _e7275 = l_mut_388_;
                                                    l_mut_428_ = _e7275;
                                                    l_mut_421_ = l_2019_;
                                                }
                                            }
                                            uint _e7276 = l_mut_440_;
                                            uint _e7277 = l_mut_428_;
                                            uint l_2020_ = (_e7276 + _e7277);
                                            uint _e7279 = l_mut_439_;
                                            uint _e7280 = l_mut_421_;
                                            uint l_2021_ = (_e7279 + _e7280);
                                            uint _e7282 = l_mut_440_;
                                            bool l_2022_ = (l_2020_ < _e7282);
                                            uint l_2023_ = uint(l_2022_);
                                            uint l_2024_ = (l_2021_ + l_2023_);
                                            l_mut_1441_ = l_2020_;
                                            l_mut_1440_ = l_2024_;
                                        }
                                    }
                                    if (l_1875_) {
                                        uint _e7287 = l_mut_1441_;
                                        uint l_2025_ = (0u - _e7287);
                                        uint _e7290 = l_mut_1440_;
                                        uint l_2026_ = (0u - _e7290);
                                        uint _e7293 = l_mut_1441_;
                                        bool l_2027_ = (0u < _e7293);
                                        uint l_2028_ = uint(l_2027_);
                                        uint l_2029_ = (l_2026_ - l_2028_);
                                        l_mut_1441_ = l_2025_;
                                        l_mut_1440_ = l_2029_;
                                    }
                                }
                                uint _e7297 = l_mut_1441_;
                                uint l_2030_ = (l_1828_ + _e7297);
                                uint _e7299 = l_mut_1440_;
                                uint l_2031_ = (l_1832_ + _e7299);
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
                                uint _e7312 = l_mut_1440_;
                                bool l_2040_ = (l_2034_ < _e7312);
                                uint _e7314 = l_mut_1440_;
                                bool l_2041_ = (l_2034_ == _e7314);
                                uint _e7316 = l_mut_1441_;
                                bool l_2042_ = (l_2030_ < _e7316);
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
                                uint _e7327 = l_mut_1440_;
                                bool l_2045_ = (_e7327 < l_27_);
                                uint _e7329 = l_mut_1440_;
                                bool l_2046_ = (_e7329 == l_27_);
                                uint _e7331 = l_mut_1441_;
                                bool l_2047_ = (_e7331 < l_24_);
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
                                uint _e7343 = l_mut_1446_;
                                l_mut_1446_ = (_e7343 + l_2050_);
                            }
                        }
                        uint _e7348 = l_mut_444_;
                        uint _e7349 = l_mut_1446_;
                        l_mut_444_ = (_e7348 + _e7349);
                    }
                }
            }
            uint _e7354 = l_mut_445_;
            bool l_2051_ = (_e7354 > 0u);
            if (l_2051_) {
                uint l_4107_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4108_ = (l_4107_ * 1u);
                uint l_4109_ = (l_4108_ - 1u);
                uint l_4110_ = min(1u, l_4109_);
                uint _e7369 = l_mut_445_;
                uint _e7370 = atomicAdd(_group_0_binding_5_cs[l_4110_], _e7369);
            }
            uint _e7371 = l_mut_444_;
            bool l_2054_ = (_e7371 > 0u);
            if (l_2054_) {
                uint l_4112_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4113_ = (l_4112_ * 1u);
                uint l_4114_ = (l_4113_ - 1u);
                uint l_4115_ = min(2u, l_4114_);
                uint _e7386 = l_mut_444_;
                uint _e7387 = atomicAdd(_group_0_binding_5_cs[l_4115_], _e7386);
                l_mut_1446_ = _e7387;
                bool loop_init_10 = true;
                while(true) {
                    if (!loop_init_10) {
                        uint _e8361 = l_mut_2057_;
                        l_mut_2057_ = (_e8361 + 1u);
                    }
                    loop_init_10 = false;
                    uint _e7390 = l_mut_2057_;
                    if ((_e7390 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e7393 = l_mut_450_;
                        uint _e7394 = l_mut_2057_;
                        uint l_2058_ = (_e7393 >> _e7394);
                        uint l_2059_ = (l_2058_ & 1u);
                        bool l_2060_ = (l_2059_ == 1u);
                        if (l_2060_) {
                            uint _e7400 = l_mut_2057_;
                            uint l_2061_ = (_e7400 * l_827_);
                            uint l_2062_ = (l_2061_ + l_827_);
                            uint l_2063_ = min(l_2062_, l_56_);
                            uint _e7404 = l_mut_1446_;
                            l_mut_1441_ = _e7404;
                            l_mut_2064_ = l_2061_;
                            bool loop_init_11 = true;
                            while(true) {
                                if (!loop_init_11) {
                                    uint _e8357 = l_mut_2064_;
                                    l_mut_2064_ = (_e8357 + 1u);
                                }
                                loop_init_11 = false;
                                uint _e7406 = l_mut_2064_;
                                if ((_e7406 < l_2063_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e7408 = l_mut_2064_;
                                    uint l_2065_ = (l_59_ * _e7408);
                                    uint l_4117_ = (l_59_ & 65535u);
                                    uint l_4118_ = (l_59_ >> 16u);
                                    uint l_4119_ = (l_4118_ & 65535u);
                                    uint _e7416 = l_mut_2064_;
                                    uint l_4120_ = (_e7416 & 65535u);
                                    uint _e7419 = l_mut_2064_;
                                    uint l_4121_ = (_e7419 >> 16u);
                                    uint l_4122_ = (l_4121_ & 65535u);
                                    uint l_4123_ = (l_4117_ * l_4120_);
                                    uint l_4124_ = (l_4119_ * l_4120_);
                                    uint l_4125_ = (l_4117_ * l_4122_);
                                    uint l_4126_ = (l_4119_ * l_4122_);
                                    uint l_4127_ = (l_4123_ >> 16u);
                                    uint l_4128_ = (l_4127_ & 65535u);
                                    uint l_4129_ = (l_4124_ & 65535u);
                                    uint l_4130_ = (l_4128_ + l_4129_);
                                    uint l_4131_ = (l_4125_ & 65535u);
                                    uint l_4132_ = (l_4130_ + l_4131_);
                                    uint l_4133_ = (l_4124_ >> 16u);
                                    uint l_4134_ = (l_4133_ & 65535u);
                                    uint l_4135_ = (l_4126_ + l_4134_);
                                    uint l_4136_ = (l_4125_ >> 16u);
                                    uint l_4137_ = (l_4136_ & 65535u);
                                    uint l_4138_ = (l_4135_ + l_4137_);
                                    uint l_4139_ = (l_4132_ >> 16u);
                                    uint l_4140_ = (l_4139_ & 65535u);
                                    uint l_2066_ = (l_4138_ + l_4140_);
                                    uint _e7453 = l_mut_2064_;
                                    uint l_2067_ = (l_62_ * _e7453);
                                    uint l_2068_ = (l_2066_ + l_2067_);
                                    uint l_2069_ = (l_64_ + l_2065_);
                                    uint l_2070_ = (l_67_ + l_2068_);
                                    bool l_2071_ = (l_2069_ < l_64_);
                                    uint l_2072_ = uint(l_2071_);
                                    uint l_2073_ = (l_2070_ + l_2072_);
                                    l_mut_1440_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e7463 = l_mut_2064_;
                                    bool l_2074_ = (_e7463 < 65536u);
                                    if (l_2074_) {
                                        uint _e7466 = l_mut_2064_;
                                        uint _e7467 = l_mut_2064_;
                                        uint l_2075_ = (_e7466 * _e7467);
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
                                        uint _e7481 = l_mut_444_;
                                        uint l_2083_ = (_e7481 * l_2075_);
                                        uint _e7483 = l_mut_441_;
                                        uint l_2084_ = (_e7483 * l_2075_);
                                        uint _e7485 = l_mut_444_;
                                        uint l_4142_ = (_e7485 & 65535u);
                                        uint _e7488 = l_mut_444_;
                                        uint l_4143_ = (_e7488 >> 16u);
                                        uint l_4144_ = (l_4143_ & 65535u);
                                        uint l_4145_ = (l_2075_ & 65535u);
                                        uint l_4146_ = (l_2075_ >> 16u);
                                        uint l_4147_ = (l_4146_ & 65535u);
                                        uint l_4148_ = (l_4142_ * l_4145_);
                                        uint l_4149_ = (l_4144_ * l_4145_);
                                        uint l_4150_ = (l_4142_ * l_4147_);
                                        uint l_4151_ = (l_4144_ * l_4147_);
                                        uint l_4152_ = (l_4148_ >> 16u);
                                        uint l_4153_ = (l_4152_ & 65535u);
                                        uint l_4154_ = (l_4149_ & 65535u);
                                        uint l_4155_ = (l_4153_ + l_4154_);
                                        uint l_4156_ = (l_4150_ & 65535u);
                                        uint l_4157_ = (l_4155_ + l_4156_);
                                        uint l_4158_ = (l_4149_ >> 16u);
                                        uint l_4159_ = (l_4158_ & 65535u);
                                        uint l_4160_ = (l_4151_ + l_4159_);
                                        uint l_4161_ = (l_4150_ >> 16u);
                                        uint l_4162_ = (l_4161_ & 65535u);
                                        uint l_4163_ = (l_4160_ + l_4162_);
                                        uint l_4164_ = (l_4157_ >> 16u);
                                        uint l_4165_ = (l_4164_ & 65535u);
                                        uint l_2085_ = (l_4163_ + l_4165_);
                                        uint l_2086_ = (l_2085_ + l_2084_);
                                        uint _e7529 = l_mut_441_;
                                        uint l_4167_ = (_e7529 & 65535u);
                                        uint _e7532 = l_mut_441_;
                                        uint l_4168_ = (_e7532 >> 16u);
                                        uint l_4169_ = (l_4168_ & 65535u);
                                        uint l_4170_ = (l_2075_ & 65535u);
                                        uint l_4171_ = (l_2075_ >> 16u);
                                        uint l_4172_ = (l_4171_ & 65535u);
                                        uint l_4173_ = (l_4167_ * l_4170_);
                                        uint l_4174_ = (l_4169_ * l_4170_);
                                        uint l_4175_ = (l_4167_ * l_4172_);
                                        uint l_4176_ = (l_4169_ * l_4172_);
                                        uint l_4177_ = (l_4173_ >> 16u);
                                        uint l_4178_ = (l_4177_ & 65535u);
                                        uint l_4179_ = (l_4174_ & 65535u);
                                        uint l_4180_ = (l_4178_ + l_4179_);
                                        uint l_4181_ = (l_4175_ & 65535u);
                                        uint l_4182_ = (l_4180_ + l_4181_);
                                        uint l_4183_ = (l_4174_ >> 16u);
                                        uint l_4184_ = (l_4183_ & 65535u);
                                        uint l_4185_ = (l_4176_ + l_4184_);
                                        uint l_4186_ = (l_4175_ >> 16u);
                                        uint l_4187_ = (l_4186_ & 65535u);
                                        uint l_4188_ = (l_4185_ + l_4187_);
                                        uint l_4189_ = (l_4182_ >> 16u);
                                        uint l_4190_ = (l_4189_ & 65535u);
                                        uint l_2087_ = (l_4188_ + l_4190_);
                                        bool l_2088_ = (l_2086_ < l_2084_);
                                        uint l_2089_ = uint(l_2088_);
                                        uint l_2090_ = (l_2087_ + l_2089_);
                                        uint l_2091_ = (l_9_ % 32u);
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
                                        uint _e7591 = l_mut_440_;
                                        l_mut_428_ = _e7591;
                                        uint _e7592 = l_mut_439_;
                                        l_mut_440_ = _e7592;
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
                                                uint _e7606 = l_mut_439_;
                                                l_mut_428_ = _e7606;
                                                l_mut_440_ = l_2109_;
                                            }
                                        }
                                        uint _e7607 = l_mut_428_;
                                        l_mut_444_ = _e7607;
                                        uint _e7608 = l_mut_440_;
                                        l_mut_441_ = _e7608;
                                        if (l_2077_) {
                                            uint _e7610 = l_mut_444_;
                                            uint l_2110_ = (0u - _e7610);
                                            uint _e7613 = l_mut_441_;
                                            uint l_2111_ = (0u - _e7613);
                                            uint _e7616 = l_mut_444_;
                                            bool l_2112_ = (0u < _e7616);
                                            uint l_2113_ = uint(l_2112_);
                                            uint l_2114_ = (l_2111_ - l_2113_);
                                            l_mut_444_ = l_2110_;
                                            l_mut_441_ = l_2114_;
                                        }
                                        uint _e7620 = l_mut_444_;
                                        l_mut_1440_ = _e7620;
                                        uint _e7621 = l_mut_441_;
                                        l_mut_445_ = _e7621;
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
                                        uint _e7634 = l_mut_444_;
                                        uint _e7635 = l_mut_2064_;
                                        uint l_2122_ = (_e7634 * _e7635);
                                        uint _e7637 = l_mut_441_;
                                        uint _e7638 = l_mut_2064_;
                                        uint l_2123_ = (_e7637 * _e7638);
                                        uint _e7640 = l_mut_444_;
                                        uint l_4192_ = (_e7640 & 65535u);
                                        uint _e7643 = l_mut_444_;
                                        uint l_4193_ = (_e7643 >> 16u);
                                        uint l_4194_ = (l_4193_ & 65535u);
                                        uint _e7648 = l_mut_2064_;
                                        uint l_4195_ = (_e7648 & 65535u);
                                        uint _e7651 = l_mut_2064_;
                                        uint l_4196_ = (_e7651 >> 16u);
                                        uint l_4197_ = (l_4196_ & 65535u);
                                        uint l_4198_ = (l_4192_ * l_4195_);
                                        uint l_4199_ = (l_4194_ * l_4195_);
                                        uint l_4200_ = (l_4192_ * l_4197_);
                                        uint l_4201_ = (l_4194_ * l_4197_);
                                        uint l_4202_ = (l_4198_ >> 16u);
                                        uint l_4203_ = (l_4202_ & 65535u);
                                        uint l_4204_ = (l_4199_ & 65535u);
                                        uint l_4205_ = (l_4203_ + l_4204_);
                                        uint l_4206_ = (l_4200_ & 65535u);
                                        uint l_4207_ = (l_4205_ + l_4206_);
                                        uint l_4208_ = (l_4199_ >> 16u);
                                        uint l_4209_ = (l_4208_ & 65535u);
                                        uint l_4210_ = (l_4201_ + l_4209_);
                                        uint l_4211_ = (l_4200_ >> 16u);
                                        uint l_4212_ = (l_4211_ & 65535u);
                                        uint l_4213_ = (l_4210_ + l_4212_);
                                        uint l_4214_ = (l_4207_ >> 16u);
                                        uint l_4215_ = (l_4214_ & 65535u);
                                        uint l_2124_ = (l_4213_ + l_4215_);
                                        uint l_2125_ = (l_2124_ + l_2123_);
                                        uint _e7686 = l_mut_441_;
                                        uint l_4217_ = (_e7686 & 65535u);
                                        uint _e7689 = l_mut_441_;
                                        uint l_4218_ = (_e7689 >> 16u);
                                        uint l_4219_ = (l_4218_ & 65535u);
                                        uint _e7694 = l_mut_2064_;
                                        uint l_4220_ = (_e7694 & 65535u);
                                        uint _e7697 = l_mut_2064_;
                                        uint l_4221_ = (_e7697 >> 16u);
                                        uint l_4222_ = (l_4221_ & 65535u);
                                        uint l_4223_ = (l_4217_ * l_4220_);
                                        uint l_4224_ = (l_4219_ * l_4220_);
                                        uint l_4225_ = (l_4217_ * l_4222_);
                                        uint l_4226_ = (l_4219_ * l_4222_);
                                        uint l_4227_ = (l_4223_ >> 16u);
                                        uint l_4228_ = (l_4227_ & 65535u);
                                        uint l_4229_ = (l_4224_ & 65535u);
                                        uint l_4230_ = (l_4228_ + l_4229_);
                                        uint l_4231_ = (l_4225_ & 65535u);
                                        uint l_4232_ = (l_4230_ + l_4231_);
                                        uint l_4233_ = (l_4224_ >> 16u);
                                        uint l_4234_ = (l_4233_ & 65535u);
                                        uint l_4235_ = (l_4226_ + l_4234_);
                                        uint l_4236_ = (l_4225_ >> 16u);
                                        uint l_4237_ = (l_4236_ & 65535u);
                                        uint l_4238_ = (l_4235_ + l_4237_);
                                        uint l_4239_ = (l_4232_ >> 16u);
                                        uint l_4240_ = (l_4239_ & 65535u);
                                        uint l_2126_ = (l_4238_ + l_4240_);
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
                                        uint _e7749 = l_mut_440_;
                                        l_mut_428_ = _e7749;
                                        uint _e7750 = l_mut_439_;
                                        l_mut_440_ = _e7750;
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
                                                uint _e7762 = l_mut_439_;
                                                l_mut_428_ = _e7762;
                                                l_mut_440_ = l_2148_;
                                            }
                                        }
                                        uint _e7763 = l_mut_444_;
                                        uint _e7764 = l_mut_2064_;
                                        uint l_2149_ = (_e7763 * _e7764);
                                        uint _e7766 = l_mut_441_;
                                        uint _e7767 = l_mut_2064_;
                                        uint l_2150_ = (_e7766 * _e7767);
                                        uint _e7769 = l_mut_444_;
                                        uint l_4242_ = (_e7769 & 65535u);
                                        uint _e7772 = l_mut_444_;
                                        uint l_4243_ = (_e7772 >> 16u);
                                        uint l_4244_ = (l_4243_ & 65535u);
                                        uint _e7777 = l_mut_2064_;
                                        uint l_4245_ = (_e7777 & 65535u);
                                        uint _e7780 = l_mut_2064_;
                                        uint l_4246_ = (_e7780 >> 16u);
                                        uint l_4247_ = (l_4246_ & 65535u);
                                        uint l_4248_ = (l_4242_ * l_4245_);
                                        uint l_4249_ = (l_4244_ * l_4245_);
                                        uint l_4250_ = (l_4242_ * l_4247_);
                                        uint l_4251_ = (l_4244_ * l_4247_);
                                        uint l_4252_ = (l_4248_ >> 16u);
                                        uint l_4253_ = (l_4252_ & 65535u);
                                        uint l_4254_ = (l_4249_ & 65535u);
                                        uint l_4255_ = (l_4253_ + l_4254_);
                                        uint l_4256_ = (l_4250_ & 65535u);
                                        uint l_4257_ = (l_4255_ + l_4256_);
                                        uint l_4258_ = (l_4249_ >> 16u);
                                        uint l_4259_ = (l_4258_ & 65535u);
                                        uint l_4260_ = (l_4251_ + l_4259_);
                                        uint l_4261_ = (l_4250_ >> 16u);
                                        uint l_4262_ = (l_4261_ & 65535u);
                                        uint l_4263_ = (l_4260_ + l_4262_);
                                        uint l_4264_ = (l_4257_ >> 16u);
                                        uint l_4265_ = (l_4264_ & 65535u);
                                        uint l_2151_ = (l_4263_ + l_4265_);
                                        uint l_2152_ = (l_2151_ + l_2150_);
                                        uint _e7815 = l_mut_441_;
                                        uint l_4267_ = (_e7815 & 65535u);
                                        uint _e7818 = l_mut_441_;
                                        uint l_4268_ = (_e7818 >> 16u);
                                        uint l_4269_ = (l_4268_ & 65535u);
                                        uint _e7823 = l_mut_2064_;
                                        uint l_4270_ = (_e7823 & 65535u);
                                        uint _e7826 = l_mut_2064_;
                                        uint l_4271_ = (_e7826 >> 16u);
                                        uint l_4272_ = (l_4271_ & 65535u);
                                        uint l_4273_ = (l_4267_ * l_4270_);
                                        uint l_4274_ = (l_4269_ * l_4270_);
                                        uint l_4275_ = (l_4267_ * l_4272_);
                                        uint l_4276_ = (l_4269_ * l_4272_);
                                        uint l_4277_ = (l_4273_ >> 16u);
                                        uint l_4278_ = (l_4277_ & 65535u);
                                        uint l_4279_ = (l_4274_ & 65535u);
                                        uint l_4280_ = (l_4278_ + l_4279_);
                                        uint l_4281_ = (l_4275_ & 65535u);
                                        uint l_4282_ = (l_4280_ + l_4281_);
                                        uint l_4283_ = (l_4274_ >> 16u);
                                        uint l_4284_ = (l_4283_ & 65535u);
                                        uint l_4285_ = (l_4276_ + l_4284_);
                                        uint l_4286_ = (l_4275_ >> 16u);
                                        uint l_4287_ = (l_4286_ & 65535u);
                                        uint l_4288_ = (l_4285_ + l_4287_);
                                        uint l_4289_ = (l_4282_ >> 16u);
                                        uint l_4290_ = (l_4289_ & 65535u);
                                        uint l_2153_ = (l_4288_ + l_4290_);
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
                                        uint _e7878 = l_mut_439_;
                                        l_mut_394_ = _e7878;
                                        uint _e7879 = l_mut_421_;
                                        l_mut_439_ = _e7879;
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
                                                uint _e7891 = l_mut_421_;
                                                l_mut_394_ = _e7891;
                                                l_mut_439_ = l_2175_;
                                            }
                                        }
                                        uint _e7892 = l_mut_428_;
                                        uint _e7893 = l_mut_2064_;
                                        uint l_2176_ = (_e7892 * _e7893);
                                        uint _e7895 = l_mut_440_;
                                        uint _e7896 = l_mut_2064_;
                                        uint l_2177_ = (_e7895 * _e7896);
                                        uint _e7898 = l_mut_428_;
                                        uint l_4292_ = (_e7898 & 65535u);
                                        uint _e7901 = l_mut_428_;
                                        uint l_4293_ = (_e7901 >> 16u);
                                        uint l_4294_ = (l_4293_ & 65535u);
                                        uint _e7906 = l_mut_2064_;
                                        uint l_4295_ = (_e7906 & 65535u);
                                        uint _e7909 = l_mut_2064_;
                                        uint l_4296_ = (_e7909 >> 16u);
                                        uint l_4297_ = (l_4296_ & 65535u);
                                        uint l_4298_ = (l_4292_ * l_4295_);
                                        uint l_4299_ = (l_4294_ * l_4295_);
                                        uint l_4300_ = (l_4292_ * l_4297_);
                                        uint l_4301_ = (l_4294_ * l_4297_);
                                        uint l_4302_ = (l_4298_ >> 16u);
                                        uint l_4303_ = (l_4302_ & 65535u);
                                        uint l_4304_ = (l_4299_ & 65535u);
                                        uint l_4305_ = (l_4303_ + l_4304_);
                                        uint l_4306_ = (l_4300_ & 65535u);
                                        uint l_4307_ = (l_4305_ + l_4306_);
                                        uint l_4308_ = (l_4299_ >> 16u);
                                        uint l_4309_ = (l_4308_ & 65535u);
                                        uint l_4310_ = (l_4301_ + l_4309_);
                                        uint l_4311_ = (l_4300_ >> 16u);
                                        uint l_4312_ = (l_4311_ & 65535u);
                                        uint l_4313_ = (l_4310_ + l_4312_);
                                        uint l_4314_ = (l_4307_ >> 16u);
                                        uint l_4315_ = (l_4314_ & 65535u);
                                        uint l_2178_ = (l_4313_ + l_4315_);
                                        uint l_2179_ = (l_2178_ + l_2177_);
                                        uint _e7944 = l_mut_440_;
                                        uint l_4317_ = (_e7944 & 65535u);
                                        uint _e7947 = l_mut_440_;
                                        uint l_4318_ = (_e7947 >> 16u);
                                        uint l_4319_ = (l_4318_ & 65535u);
                                        uint _e7952 = l_mut_2064_;
                                        uint l_4320_ = (_e7952 & 65535u);
                                        uint _e7955 = l_mut_2064_;
                                        uint l_4321_ = (_e7955 >> 16u);
                                        uint l_4322_ = (l_4321_ & 65535u);
                                        uint l_4323_ = (l_4317_ * l_4320_);
                                        uint l_4324_ = (l_4319_ * l_4320_);
                                        uint l_4325_ = (l_4317_ * l_4322_);
                                        uint l_4326_ = (l_4319_ * l_4322_);
                                        uint l_4327_ = (l_4323_ >> 16u);
                                        uint l_4328_ = (l_4327_ & 65535u);
                                        uint l_4329_ = (l_4324_ & 65535u);
                                        uint l_4330_ = (l_4328_ + l_4329_);
                                        uint l_4331_ = (l_4325_ & 65535u);
                                        uint l_4332_ = (l_4330_ + l_4331_);
                                        uint l_4333_ = (l_4324_ >> 16u);
                                        uint l_4334_ = (l_4333_ & 65535u);
                                        uint l_4335_ = (l_4326_ + l_4334_);
                                        uint l_4336_ = (l_4325_ >> 16u);
                                        uint l_4337_ = (l_4336_ & 65535u);
                                        uint l_4338_ = (l_4335_ + l_4337_);
                                        uint l_4339_ = (l_4332_ >> 16u);
                                        uint l_4340_ = (l_4339_ & 65535u);
                                        uint l_2180_ = (l_4338_ + l_4340_);
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
                                        uint _e8007 = l_mut_444_;
                                        l_mut_421_ = _e8007;
                                        uint _e8008 = l_mut_441_;
                                        l_mut_444_ = _e8008;
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
                                                uint _e8020 = l_mut_441_;
                                                l_mut_421_ = _e8020;
                                                l_mut_444_ = l_2202_;
                                            }
                                        }
                                        uint _e8021 = l_mut_428_;
                                        uint _e8022 = l_mut_2064_;
                                        uint l_2203_ = (_e8021 * _e8022);
                                        uint _e8024 = l_mut_440_;
                                        uint _e8025 = l_mut_2064_;
                                        uint l_2204_ = (_e8024 * _e8025);
                                        uint _e8027 = l_mut_428_;
                                        uint l_4342_ = (_e8027 & 65535u);
                                        uint _e8030 = l_mut_428_;
                                        uint l_4343_ = (_e8030 >> 16u);
                                        uint l_4344_ = (l_4343_ & 65535u);
                                        uint _e8035 = l_mut_2064_;
                                        uint l_4345_ = (_e8035 & 65535u);
                                        uint _e8038 = l_mut_2064_;
                                        uint l_4346_ = (_e8038 >> 16u);
                                        uint l_4347_ = (l_4346_ & 65535u);
                                        uint l_4348_ = (l_4342_ * l_4345_);
                                        uint l_4349_ = (l_4344_ * l_4345_);
                                        uint l_4350_ = (l_4342_ * l_4347_);
                                        uint l_4351_ = (l_4344_ * l_4347_);
                                        uint l_4352_ = (l_4348_ >> 16u);
                                        uint l_4353_ = (l_4352_ & 65535u);
                                        uint l_4354_ = (l_4349_ & 65535u);
                                        uint l_4355_ = (l_4353_ + l_4354_);
                                        uint l_4356_ = (l_4350_ & 65535u);
                                        uint l_4357_ = (l_4355_ + l_4356_);
                                        uint l_4358_ = (l_4349_ >> 16u);
                                        uint l_4359_ = (l_4358_ & 65535u);
                                        uint l_4360_ = (l_4351_ + l_4359_);
                                        uint l_4361_ = (l_4350_ >> 16u);
                                        uint l_4362_ = (l_4361_ & 65535u);
                                        uint l_4363_ = (l_4360_ + l_4362_);
                                        uint l_4364_ = (l_4357_ >> 16u);
                                        uint l_4365_ = (l_4364_ & 65535u);
                                        uint l_2205_ = (l_4363_ + l_4365_);
                                        uint l_2206_ = (l_2205_ + l_2204_);
                                        uint _e8073 = l_mut_440_;
                                        uint l_4367_ = (_e8073 & 65535u);
                                        uint _e8076 = l_mut_440_;
                                        uint l_4368_ = (_e8076 >> 16u);
                                        uint l_4369_ = (l_4368_ & 65535u);
                                        uint _e8081 = l_mut_2064_;
                                        uint l_4370_ = (_e8081 & 65535u);
                                        uint _e8084 = l_mut_2064_;
                                        uint l_4371_ = (_e8084 >> 16u);
                                        uint l_4372_ = (l_4371_ & 65535u);
                                        uint l_4373_ = (l_4367_ * l_4370_);
                                        uint l_4374_ = (l_4369_ * l_4370_);
                                        uint l_4375_ = (l_4367_ * l_4372_);
                                        uint l_4376_ = (l_4369_ * l_4372_);
                                        uint l_4377_ = (l_4373_ >> 16u);
                                        uint l_4378_ = (l_4377_ & 65535u);
                                        uint l_4379_ = (l_4374_ & 65535u);
                                        uint l_4380_ = (l_4378_ + l_4379_);
                                        uint l_4381_ = (l_4375_ & 65535u);
                                        uint l_4382_ = (l_4380_ + l_4381_);
                                        uint l_4383_ = (l_4374_ >> 16u);
                                        uint l_4384_ = (l_4383_ & 65535u);
                                        uint l_4385_ = (l_4376_ + l_4384_);
                                        uint l_4386_ = (l_4375_ >> 16u);
                                        uint l_4387_ = (l_4386_ & 65535u);
                                        uint l_4388_ = (l_4385_ + l_4387_);
                                        uint l_4389_ = (l_4382_ >> 16u);
                                        uint l_4390_ = (l_4389_ & 65535u);
                                        uint l_2207_ = (l_4388_ + l_4390_);
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
                                        uint _e8136 = l_mut_441_;
                                        l_mut_382_ = _e8136;
                                        uint _e8137 = l_mut_388_;
                                        l_mut_441_ = _e8137;
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
                                                uint _e8149 = l_mut_388_;
                                                l_mut_382_ = _e8149;
                                                l_mut_441_ = l_2229_;
                                            }
                                        }
                                        uint _e8150 = l_mut_394_;
                                        uint _e8151 = l_mut_2064_;
                                        uint l_2230_ = (_e8150 * _e8151);
                                        uint _e8153 = l_mut_394_;
                                        uint l_4392_ = (_e8153 & 65535u);
                                        uint _e8156 = l_mut_394_;
                                        uint l_4393_ = (_e8156 >> 16u);
                                        uint l_4394_ = (l_4393_ & 65535u);
                                        uint _e8161 = l_mut_2064_;
                                        uint l_4395_ = (_e8161 & 65535u);
                                        uint _e8164 = l_mut_2064_;
                                        uint l_4396_ = (_e8164 >> 16u);
                                        uint l_4397_ = (l_4396_ & 65535u);
                                        uint l_4398_ = (l_4392_ * l_4395_);
                                        uint l_4399_ = (l_4394_ * l_4395_);
                                        uint l_4400_ = (l_4392_ * l_4397_);
                                        uint l_4401_ = (l_4394_ * l_4397_);
                                        uint l_4402_ = (l_4398_ >> 16u);
                                        uint l_4403_ = (l_4402_ & 65535u);
                                        uint l_4404_ = (l_4399_ & 65535u);
                                        uint l_4405_ = (l_4403_ + l_4404_);
                                        uint l_4406_ = (l_4400_ & 65535u);
                                        uint l_4407_ = (l_4405_ + l_4406_);
                                        uint l_4408_ = (l_4399_ >> 16u);
                                        uint l_4409_ = (l_4408_ & 65535u);
                                        uint l_4410_ = (l_4401_ + l_4409_);
                                        uint l_4411_ = (l_4400_ >> 16u);
                                        uint l_4412_ = (l_4411_ & 65535u);
                                        uint l_4413_ = (l_4410_ + l_4412_);
                                        uint l_4414_ = (l_4407_ >> 16u);
                                        uint l_4415_ = (l_4414_ & 65535u);
                                        uint l_2231_ = (l_4413_ + l_4415_);
                                        uint _e8198 = l_mut_439_;
                                        uint _e8199 = l_mut_2064_;
                                        uint l_2232_ = (_e8198 * _e8199);
                                        uint l_2233_ = (l_2231_ + l_2232_);
                                        uint _e8202 = l_mut_382_;
                                        uint l_2234_ = (_e8202 + l_2230_);
                                        uint _e8204 = l_mut_441_;
                                        uint l_2235_ = (_e8204 + l_2233_);
                                        uint _e8206 = l_mut_382_;
                                        bool l_2236_ = (l_2234_ < _e8206);
                                        uint l_2237_ = uint(l_2236_);
                                        uint l_2238_ = (l_2235_ + l_2237_);
                                        uint _e8210 = l_mut_421_;
                                        l_mut_1440_ = _e8210;
                                        uint _e8211 = l_mut_444_;
                                        l_mut_445_ = _e8211;
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
                                                uint _e8232 = l_mut_421_;
                                                l_mut_439_ = _e8232;
                                                uint _e8233 = l_mut_444_;
                                                l_mut_428_ = _e8233;
                                                bool l_2251_ = (l_9_ >= 32u);
                                                if (l_2251_) {
                                                    uint l_2252_ = (l_9_ & 31u);
                                                    uint _e8238 = l_mut_444_;
                                                    uint l_2253_ = (_e8238 >> l_2252_);
                                                    l_mut_439_ = l_2253_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2254_ = (l_9_ > 0u);
                                                    if (l_2254_) {
                                                        uint _e8243 = l_mut_421_;
                                                        l_mut_394_ = _e8243;
                                                        bool l_2255_ = (l_9_ > 0u);
                                                        if (l_2255_) {
                                                            uint _e8246 = l_mut_421_;
                                                            uint l_2256_ = (_e8246 >> l_9_);
                                                            uint l_2257_ = (32u - l_9_);
                                                            uint _e8250 = l_mut_444_;
                                                            uint l_2258_ = (_e8250 << l_2257_);
                                                            uint l_2259_ = (l_2256_ | l_2258_);
                                                            l_mut_394_ = l_2259_;
                                                        }
                                                        uint _e8253 = l_mut_444_;
                                                        uint l_2260_ = (_e8253 >> l_9_);
                                                        uint _e8255 = l_mut_394_;
                                                        l_mut_439_ = _e8255;
                                                        l_mut_428_ = l_2260_;
                                                    }
                                                }
                                                uint _e8256 = l_mut_441_;
                                                uint _e8257 = l_mut_439_;
                                                uint l_2261_ = (_e8256 + _e8257);
                                                uint _e8259 = l_mut_440_;
                                                uint _e8260 = l_mut_428_;
                                                uint l_2262_ = (_e8259 + _e8260);
                                                uint _e8262 = l_mut_441_;
                                                bool l_2263_ = (l_2261_ < _e8262);
                                                uint l_2264_ = uint(l_2263_);
                                                uint l_2265_ = (l_2262_ + l_2264_);
                                                l_mut_1440_ = l_2261_;
                                                l_mut_445_ = l_2265_;
                                            }
                                        }
                                        if (l_2116_) {
                                            uint _e8267 = l_mut_1440_;
                                            uint l_2266_ = (0u - _e8267);
                                            uint _e8270 = l_mut_445_;
                                            uint l_2267_ = (0u - _e8270);
                                            uint _e8273 = l_mut_1440_;
                                            bool l_2268_ = (0u < _e8273);
                                            uint l_2269_ = uint(l_2268_);
                                            uint l_2270_ = (l_2267_ - l_2269_);
                                            l_mut_1440_ = l_2266_;
                                            l_mut_445_ = l_2270_;
                                        }
                                    }
                                    uint _e8277 = l_mut_1440_;
                                    uint l_2271_ = (l_2069_ + _e8277);
                                    uint _e8279 = l_mut_445_;
                                    uint l_2272_ = (l_2073_ + _e8279);
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
                                    uint _e8292 = l_mut_445_;
                                    bool l_2281_ = (l_2275_ < _e8292);
                                    uint _e8294 = l_mut_445_;
                                    bool l_2282_ = (l_2275_ == _e8294);
                                    uint _e8296 = l_mut_1440_;
                                    bool l_2283_ = (l_2271_ < _e8296);
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
                                    uint _e8307 = l_mut_445_;
                                    bool l_2286_ = (_e8307 < l_27_);
                                    uint _e8309 = l_mut_445_;
                                    bool l_2287_ = (_e8309 == l_27_);
                                    uint _e8311 = l_mut_1440_;
                                    bool l_2288_ = (_e8311 < l_24_);
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
                                        uint _e8322 = l_mut_1441_;
                                        uint l_2291_ = (_e8322 * 2u);
                                        uint l_2292_ = (l_2291_ + 1u);
                                        uint l_2293_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2294_ = (l_2292_ < l_2293_);
                                        if (l_2294_) {
                                            uint l_4417_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4418_ = (l_4417_ * 1u);
                                            bool l_4419_ = (l_2291_ < l_4418_);
                                            if (l_4419_) {
                                                _group_0_binding_4_cs[l_2291_] = id;
                                            }
                                            uint l_2295_ = (l_2291_ + 1u);
                                            uint l_4420_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4421_ = (l_4420_ * 1u);
                                            bool l_4422_ = (l_2295_ < l_4421_);
                                            if (l_4422_) {
                                                uint _e8352 = l_mut_2064_;
                                                _group_0_binding_4_cs[l_2295_] = _e8352;
                                            }
                                        }
                                        uint _e8353 = l_mut_1441_;
                                        l_mut_1441_ = (_e8353 + 1u);
                                    }
                                }
                            }
                            uint _e8359 = l_mut_1441_;
                            l_mut_1446_ = _e8359;
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
