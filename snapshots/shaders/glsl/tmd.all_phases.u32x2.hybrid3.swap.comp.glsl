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
    uint l_mut_1369_ = 0u;
    uint l_mut_1370_ = 0u;
    uint l_mut_1375_ = 0u;
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
    bool l_mut_650_ = false;
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
    bool local_43 = false;
    bool local_44 = false;
    bool local_45 = false;
    bool local_46 = false;
    uint l_mut_678_ = 0u;
    bool local_47 = false;
    bool local_48 = false;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    uint l_mut_757_ = 0u;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    bool local_58 = false;
    bool local_59 = false;
    bool local_60 = false;
    bool local_61 = false;
    bool local_62 = false;
    uint l_mut_1367_ = 0u;
    bool local_63 = false;
    bool local_64 = false;
    bool local_65 = false;
    bool local_66 = false;
    bool local_67 = false;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    bool local_76 = false;
    bool local_77 = false;
    bool local_78 = false;
    uint l_mut_1478_ = 0u;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    bool local_83 = false;
    bool local_84 = false;
    bool local_85 = false;
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
    uint l_mut_1600_ = 0u;
    bool local_97 = false;
    bool local_98 = false;
    bool local_99 = false;
    bool local_100 = false;
    bool local_101 = false;
    bool local_102 = false;
    bool local_103 = false;
    bool local_104 = false;
    uint l_mut_1680_ = 0u;
    bool local_105 = false;
    bool local_106 = false;
    bool local_107 = false;
    bool local_108 = false;
    uint l_mut_1914_ = 0u;
    uint l_mut_1921_ = 0u;
    bool local_109 = false;
    bool local_110 = false;
    bool local_111 = false;
    bool local_112 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2237_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2238_ = (l_2237_ * 1u);
        uint l_2239_ = (l_2238_ - 1u);
        uint l_2240_ = min(3u, l_2239_);
        uint _e70 = atomicAdd(_group_0_binding_5_cs[l_2240_], 1u);
    }
    uint l_2153_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2154_ = (l_2153_ * 1u);
    bool l_2155_ = (0u < l_2154_);
    uint l_2156_ = (l_2154_ - 1u);
    uint l_2157_ = min(0u, l_2156_);
    uint l_2158_ = _group_0_binding_3_cs[l_2157_];
    uint l_4_ = (l_2155_ ? l_2158_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2160_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2161_ = (l_2160_ * 1u);
    bool l_2162_ = (l_6_ < l_2161_);
    uint l_2163_ = (l_2161_ - 1u);
    uint l_2164_ = min(l_6_, l_2163_);
    uint l_2165_ = _group_0_binding_3_cs[l_2164_];
    uint l_7_ = (l_2162_ ? l_2165_ : 0u);
    uint l_2167_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2168_ = (l_2167_ * 1u);
    bool l_2169_ = (2u < l_2168_);
    uint l_2170_ = (l_2168_ - 1u);
    uint l_2171_ = min(2u, l_2170_);
    uint l_2172_ = _group_0_binding_3_cs[l_2171_];
    uint l_9_ = (l_2169_ ? l_2172_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2174_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2175_ = (l_2174_ * 1u);
    bool l_2176_ = (l_11_ < l_2175_);
    uint l_2177_ = (l_2175_ - 1u);
    uint l_2178_ = min(l_11_, l_2177_);
    uint l_2179_ = _group_0_binding_3_cs[l_2178_];
    uint l_12_ = (l_2176_ ? l_2179_ : 0u);
    uint l_2181_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2182_ = (l_2181_ * 1u);
    bool l_2183_ = (4u < l_2182_);
    uint l_2184_ = (l_2182_ - 1u);
    uint l_2185_ = min(4u, l_2184_);
    uint l_2186_ = _group_0_binding_3_cs[l_2185_];
    uint l_14_ = (l_2183_ ? l_2186_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2188_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2189_ = (l_2188_ * 1u);
    bool l_2190_ = (l_16_ < l_2189_);
    uint l_2191_ = (l_2189_ - 1u);
    uint l_2192_ = min(l_16_, l_2191_);
    uint l_2193_ = _group_0_binding_3_cs[l_2192_];
    uint l_17_ = (l_2190_ ? l_2193_ : 0u);
    uint l_2195_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2196_ = (l_2195_ * 1u);
    bool l_2197_ = (6u < l_2196_);
    uint l_2198_ = (l_2196_ - 1u);
    uint l_2199_ = min(6u, l_2198_);
    uint l_2200_ = _group_0_binding_3_cs[l_2199_];
    uint l_19_ = (l_2197_ ? l_2200_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2202_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2203_ = (l_2202_ * 1u);
    bool l_2204_ = (l_21_ < l_2203_);
    uint l_2205_ = (l_2203_ - 1u);
    uint l_2206_ = min(l_21_, l_2205_);
    uint l_2207_ = _group_0_binding_3_cs[l_2206_];
    uint l_22_ = (l_2204_ ? l_2207_ : 0u);
    uint l_2209_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2210_ = (l_2209_ * 1u);
    bool l_2211_ = (8u < l_2210_);
    uint l_2212_ = (l_2210_ - 1u);
    uint l_2213_ = min(8u, l_2212_);
    uint l_2214_ = _group_0_binding_3_cs[l_2213_];
    uint l_24_ = (l_2211_ ? l_2214_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2216_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2217_ = (l_2216_ * 1u);
    bool l_2218_ = (l_26_ < l_2217_);
    uint l_2219_ = (l_2217_ - 1u);
    uint l_2220_ = min(l_26_, l_2219_);
    uint l_2221_ = _group_0_binding_3_cs[l_2220_];
    uint l_27_ = (l_2218_ ? l_2221_ : 0u);
    uint l_2223_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2224_ = (l_2223_ * 1u);
    bool l_2225_ = (10u < l_2224_);
    uint l_2226_ = (l_2224_ - 1u);
    uint l_2227_ = min(10u, l_2226_);
    uint l_2228_ = _group_0_binding_3_cs[l_2227_];
    uint l_29_ = (l_2225_ ? l_2228_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2230_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2231_ = (l_2230_ * 1u);
    bool l_2232_ = (l_31_ < l_2231_);
    uint l_2233_ = (l_2231_ - 1u);
    uint l_2234_ = min(l_31_, l_2233_);
    uint l_2235_ = _group_0_binding_3_cs[l_2234_];
    uint l_32_ = (l_2232_ ? l_2235_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_2242_ = (id & 65535u);
    uint l_2243_ = (id >> 16u);
    uint l_2244_ = (l_2243_ & 65535u);
    uint l_2245_ = (l_4_ & 65535u);
    uint l_2246_ = (l_4_ >> 16u);
    uint l_2247_ = (l_2246_ & 65535u);
    uint l_2248_ = (l_2242_ * l_2245_);
    uint l_2249_ = (l_2244_ * l_2245_);
    uint l_2250_ = (l_2242_ * l_2247_);
    uint l_2251_ = (l_2244_ * l_2247_);
    uint l_2252_ = (l_2248_ >> 16u);
    uint l_2253_ = (l_2252_ & 65535u);
    uint l_2254_ = (l_2249_ & 65535u);
    uint l_2255_ = (l_2253_ + l_2254_);
    uint l_2256_ = (l_2250_ & 65535u);
    uint l_2257_ = (l_2255_ + l_2256_);
    uint l_2258_ = (l_2249_ >> 16u);
    uint l_2259_ = (l_2258_ & 65535u);
    uint l_2260_ = (l_2251_ + l_2259_);
    uint l_2261_ = (l_2250_ >> 16u);
    uint l_2262_ = (l_2261_ & 65535u);
    uint l_2263_ = (l_2260_ + l_2262_);
    uint l_2264_ = (l_2257_ >> 16u);
    uint l_2265_ = (l_2264_ & 65535u);
    uint l_37_ = (l_2263_ + l_2265_);
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
    uint _e360 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e360 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_2267_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2268_ = (l_2267_ * 1u);
        bool l_2269_ = (l_58_ < l_2268_);
        uint l_2270_ = (l_2268_ - 1u);
        uint l_2271_ = min(l_58_, l_2270_);
        uint l_2272_ = _group_0_binding_0_cs[l_2271_];
        uint l_59_ = (l_2269_ ? l_2272_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2274_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2275_ = (l_2274_ * 1u);
        bool l_2276_ = (l_61_ < l_2275_);
        uint l_2277_ = (l_2275_ - 1u);
        uint l_2278_ = min(l_61_, l_2277_);
        uint l_2279_ = _group_0_binding_0_cs[l_2278_];
        uint l_62_ = (l_2276_ ? l_2279_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2281_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2282_ = (l_2281_ * 1u);
        bool l_2283_ = (l_63_ < l_2282_);
        uint l_2284_ = (l_2282_ - 1u);
        uint l_2285_ = min(l_63_, l_2284_);
        uint l_2286_ = _group_0_binding_1_cs[l_2285_];
        uint l_64_ = (l_2283_ ? l_2286_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2288_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2289_ = (l_2288_ * 1u);
        bool l_2290_ = (l_66_ < l_2289_);
        uint l_2291_ = (l_2289_ - 1u);
        uint l_2292_ = min(l_66_, l_2291_);
        uint l_2293_ = _group_0_binding_1_cs[l_2292_];
        uint l_67_ = (l_2290_ ? l_2293_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2295_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2296_ = (l_2295_ * 1u);
        bool l_2297_ = (l_68_ < l_2296_);
        uint l_2298_ = (l_2296_ - 1u);
        uint l_2299_ = min(l_68_, l_2298_);
        uint l_2300_ = _group_0_binding_2_cs[l_2299_];
        uint l_69_ = (l_2297_ ? l_2300_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2302_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2303_ = (l_2302_ * 1u);
        bool l_2304_ = (l_71_ < l_2303_);
        uint l_2305_ = (l_2303_ - 1u);
        uint l_2306_ = min(l_71_, l_2305_);
        uint l_2307_ = _group_0_binding_2_cs[l_2306_];
        uint l_72_ = (l_2304_ ? l_2307_ : 0u);
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
        uint _e484 = l_mut_40_;
        uint l_81_ = (_e484 * l_4_);
        uint _e486 = l_mut_75_;
        uint l_82_ = (_e486 * l_4_);
        uint _e488 = l_mut_40_;
        uint l_2309_ = (_e488 & 65535u);
        uint _e491 = l_mut_40_;
        uint l_2310_ = (_e491 >> 16u);
        uint l_2311_ = (l_2310_ & 65535u);
        uint l_2312_ = (l_4_ & 65535u);
        uint l_2313_ = (l_4_ >> 16u);
        uint l_2314_ = (l_2313_ & 65535u);
        uint l_2315_ = (l_2309_ * l_2312_);
        uint l_2316_ = (l_2311_ * l_2312_);
        uint l_2317_ = (l_2309_ * l_2314_);
        uint l_2318_ = (l_2311_ * l_2314_);
        uint l_2319_ = (l_2315_ >> 16u);
        uint l_2320_ = (l_2319_ & 65535u);
        uint l_2321_ = (l_2316_ & 65535u);
        uint l_2322_ = (l_2320_ + l_2321_);
        uint l_2323_ = (l_2317_ & 65535u);
        uint l_2324_ = (l_2322_ + l_2323_);
        uint l_2325_ = (l_2316_ >> 16u);
        uint l_2326_ = (l_2325_ & 65535u);
        uint l_2327_ = (l_2318_ + l_2326_);
        uint l_2328_ = (l_2317_ >> 16u);
        uint l_2329_ = (l_2328_ & 65535u);
        uint l_2330_ = (l_2327_ + l_2329_);
        uint l_2331_ = (l_2324_ >> 16u);
        uint l_2332_ = (l_2331_ & 65535u);
        uint l_83_ = (l_2330_ + l_2332_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e532 = l_mut_75_;
        uint l_2334_ = (_e532 & 65535u);
        uint _e535 = l_mut_75_;
        uint l_2335_ = (_e535 >> 16u);
        uint l_2336_ = (l_2335_ & 65535u);
        uint l_2337_ = (l_4_ & 65535u);
        uint l_2338_ = (l_4_ >> 16u);
        uint l_2339_ = (l_2338_ & 65535u);
        uint l_2340_ = (l_2334_ * l_2337_);
        uint l_2341_ = (l_2336_ * l_2337_);
        uint l_2342_ = (l_2334_ * l_2339_);
        uint l_2343_ = (l_2336_ * l_2339_);
        uint l_2344_ = (l_2340_ >> 16u);
        uint l_2345_ = (l_2344_ & 65535u);
        uint l_2346_ = (l_2341_ & 65535u);
        uint l_2347_ = (l_2345_ + l_2346_);
        uint l_2348_ = (l_2342_ & 65535u);
        uint l_2349_ = (l_2347_ + l_2348_);
        uint l_2350_ = (l_2341_ >> 16u);
        uint l_2351_ = (l_2350_ & 65535u);
        uint l_2352_ = (l_2343_ + l_2351_);
        uint l_2353_ = (l_2342_ >> 16u);
        uint l_2354_ = (l_2353_ & 65535u);
        uint l_2355_ = (l_2352_ + l_2354_);
        uint l_2356_ = (l_2349_ >> 16u);
        uint l_2357_ = (l_2356_ & 65535u);
        uint l_85_ = (l_2355_ + l_2357_);
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
        uint _e594 = l_mut_90_;
        l_mut_102_ = _e594;
        uint _e595 = l_mut_96_;
        l_mut_90_ = _e595;
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
                uint _e609 = l_mut_96_;
                l_mut_102_ = _e609;
                l_mut_90_ = l_110_;
            }
        }
        uint _e610 = l_mut_102_;
        l_mut_96_ = _e610;
        uint _e611 = l_mut_90_;
        l_mut_102_ = _e611;
        if (l_74_) {
            uint _e613 = l_mut_96_;
            uint l_111_ = (0u - _e613);
            uint _e616 = l_mut_102_;
            uint l_112_ = (0u - _e616);
            uint _e619 = l_mut_96_;
            bool l_113_ = (0u < _e619);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e623 = l_mut_96_;
        uint l_116_ = (l_59_ + _e623);
        uint _e625 = l_mut_102_;
        uint l_117_ = (l_62_ + _e625);
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
            uint _e649 = l_mut_90_;
            uint l_131_ = (_e649 * l_123_);
            uint _e651 = l_mut_75_;
            uint l_132_ = (_e651 * l_123_);
            uint _e653 = l_mut_90_;
            uint l_2359_ = (_e653 & 65535u);
            uint _e656 = l_mut_90_;
            uint l_2360_ = (_e656 >> 16u);
            uint l_2361_ = (l_2360_ & 65535u);
            uint l_2362_ = (l_123_ & 65535u);
            uint l_2363_ = (l_123_ >> 16u);
            uint l_2364_ = (l_2363_ & 65535u);
            uint l_2365_ = (l_2359_ * l_2362_);
            uint l_2366_ = (l_2361_ * l_2362_);
            uint l_2367_ = (l_2359_ * l_2364_);
            uint l_2368_ = (l_2361_ * l_2364_);
            uint l_2369_ = (l_2365_ >> 16u);
            uint l_2370_ = (l_2369_ & 65535u);
            uint l_2371_ = (l_2366_ & 65535u);
            uint l_2372_ = (l_2370_ + l_2371_);
            uint l_2373_ = (l_2367_ & 65535u);
            uint l_2374_ = (l_2372_ + l_2373_);
            uint l_2375_ = (l_2366_ >> 16u);
            uint l_2376_ = (l_2375_ & 65535u);
            uint l_2377_ = (l_2368_ + l_2376_);
            uint l_2378_ = (l_2367_ >> 16u);
            uint l_2379_ = (l_2378_ & 65535u);
            uint l_2380_ = (l_2377_ + l_2379_);
            uint l_2381_ = (l_2374_ >> 16u);
            uint l_2382_ = (l_2381_ & 65535u);
            uint l_133_ = (l_2380_ + l_2382_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e697 = l_mut_75_;
            uint l_2384_ = (_e697 & 65535u);
            uint _e700 = l_mut_75_;
            uint l_2385_ = (_e700 >> 16u);
            uint l_2386_ = (l_2385_ & 65535u);
            uint l_2387_ = (l_123_ & 65535u);
            uint l_2388_ = (l_123_ >> 16u);
            uint l_2389_ = (l_2388_ & 65535u);
            uint l_2390_ = (l_2384_ * l_2387_);
            uint l_2391_ = (l_2386_ * l_2387_);
            uint l_2392_ = (l_2384_ * l_2389_);
            uint l_2393_ = (l_2386_ * l_2389_);
            uint l_2394_ = (l_2390_ >> 16u);
            uint l_2395_ = (l_2394_ & 65535u);
            uint l_2396_ = (l_2391_ & 65535u);
            uint l_2397_ = (l_2395_ + l_2396_);
            uint l_2398_ = (l_2392_ & 65535u);
            uint l_2399_ = (l_2397_ + l_2398_);
            uint l_2400_ = (l_2391_ >> 16u);
            uint l_2401_ = (l_2400_ & 65535u);
            uint l_2402_ = (l_2393_ + l_2401_);
            uint l_2403_ = (l_2392_ >> 16u);
            uint l_2404_ = (l_2403_ & 65535u);
            uint l_2405_ = (l_2402_ + l_2404_);
            uint l_2406_ = (l_2399_ >> 16u);
            uint l_2407_ = (l_2406_ & 65535u);
            uint l_135_ = (l_2405_ + l_2407_);
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
            uint _e759 = l_mut_40_;
            l_mut_151_ = _e759;
            uint _e760 = l_mut_145_;
            l_mut_40_ = _e760;
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
                    uint _e774 = l_mut_145_;
                    l_mut_151_ = _e774;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e775 = l_mut_151_;
            l_mut_145_ = _e775;
            uint _e776 = l_mut_40_;
            l_mut_151_ = _e776;
            if (l_125_) {
                uint _e778 = l_mut_145_;
                uint l_160_ = (0u - _e778);
                uint _e781 = l_mut_151_;
                uint l_161_ = (0u - _e781);
                uint _e784 = l_mut_145_;
                bool l_162_ = (0u < _e784);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e788 = l_mut_145_;
            l_mut_102_ = _e788;
            uint _e789 = l_mut_151_;
            l_mut_96_ = _e789;
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
            uint _e802 = l_mut_151_;
            uint l_172_ = (_e802 * l_4_);
            uint _e804 = l_mut_145_;
            uint l_173_ = (_e804 * l_4_);
            uint _e806 = l_mut_151_;
            uint l_2409_ = (_e806 & 65535u);
            uint _e809 = l_mut_151_;
            uint l_2410_ = (_e809 >> 16u);
            uint l_2411_ = (l_2410_ & 65535u);
            uint l_2412_ = (l_4_ & 65535u);
            uint l_2413_ = (l_4_ >> 16u);
            uint l_2414_ = (l_2413_ & 65535u);
            uint l_2415_ = (l_2409_ * l_2412_);
            uint l_2416_ = (l_2411_ * l_2412_);
            uint l_2417_ = (l_2409_ * l_2414_);
            uint l_2418_ = (l_2411_ * l_2414_);
            uint l_2419_ = (l_2415_ >> 16u);
            uint l_2420_ = (l_2419_ & 65535u);
            uint l_2421_ = (l_2416_ & 65535u);
            uint l_2422_ = (l_2420_ + l_2421_);
            uint l_2423_ = (l_2417_ & 65535u);
            uint l_2424_ = (l_2422_ + l_2423_);
            uint l_2425_ = (l_2416_ >> 16u);
            uint l_2426_ = (l_2425_ & 65535u);
            uint l_2427_ = (l_2418_ + l_2426_);
            uint l_2428_ = (l_2417_ >> 16u);
            uint l_2429_ = (l_2428_ & 65535u);
            uint l_2430_ = (l_2427_ + l_2429_);
            uint l_2431_ = (l_2424_ >> 16u);
            uint l_2432_ = (l_2431_ & 65535u);
            uint l_174_ = (l_2430_ + l_2432_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e850 = l_mut_145_;
            uint l_2434_ = (_e850 & 65535u);
            uint _e853 = l_mut_145_;
            uint l_2435_ = (_e853 >> 16u);
            uint l_2436_ = (l_2435_ & 65535u);
            uint l_2437_ = (l_4_ & 65535u);
            uint l_2438_ = (l_4_ >> 16u);
            uint l_2439_ = (l_2438_ & 65535u);
            uint l_2440_ = (l_2434_ * l_2437_);
            uint l_2441_ = (l_2436_ * l_2437_);
            uint l_2442_ = (l_2434_ * l_2439_);
            uint l_2443_ = (l_2436_ * l_2439_);
            uint l_2444_ = (l_2440_ >> 16u);
            uint l_2445_ = (l_2444_ & 65535u);
            uint l_2446_ = (l_2441_ & 65535u);
            uint l_2447_ = (l_2445_ + l_2446_);
            uint l_2448_ = (l_2442_ & 65535u);
            uint l_2449_ = (l_2447_ + l_2448_);
            uint l_2450_ = (l_2441_ >> 16u);
            uint l_2451_ = (l_2450_ & 65535u);
            uint l_2452_ = (l_2443_ + l_2451_);
            uint l_2453_ = (l_2442_ >> 16u);
            uint l_2454_ = (l_2453_ & 65535u);
            uint l_2455_ = (l_2452_ + l_2454_);
            uint l_2456_ = (l_2449_ >> 16u);
            uint l_2457_ = (l_2456_ & 65535u);
            uint l_176_ = (l_2455_ + l_2457_);
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
            uint _e911 = l_mut_90_;
            l_mut_40_ = _e911;
            uint _e912 = l_mut_75_;
            l_mut_90_ = _e912;
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
                    uint _e924 = l_mut_75_;
                    l_mut_40_ = _e924;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e925 = l_mut_151_;
            uint l_199_ = (_e925 * l_4_);
            uint _e927 = l_mut_145_;
            uint l_200_ = (_e927 * l_4_);
            uint _e929 = l_mut_151_;
            uint l_2459_ = (_e929 & 65535u);
            uint _e932 = l_mut_151_;
            uint l_2460_ = (_e932 >> 16u);
            uint l_2461_ = (l_2460_ & 65535u);
            uint l_2462_ = (l_4_ & 65535u);
            uint l_2463_ = (l_4_ >> 16u);
            uint l_2464_ = (l_2463_ & 65535u);
            uint l_2465_ = (l_2459_ * l_2462_);
            uint l_2466_ = (l_2461_ * l_2462_);
            uint l_2467_ = (l_2459_ * l_2464_);
            uint l_2468_ = (l_2461_ * l_2464_);
            uint l_2469_ = (l_2465_ >> 16u);
            uint l_2470_ = (l_2469_ & 65535u);
            uint l_2471_ = (l_2466_ & 65535u);
            uint l_2472_ = (l_2470_ + l_2471_);
            uint l_2473_ = (l_2467_ & 65535u);
            uint l_2474_ = (l_2472_ + l_2473_);
            uint l_2475_ = (l_2466_ >> 16u);
            uint l_2476_ = (l_2475_ & 65535u);
            uint l_2477_ = (l_2468_ + l_2476_);
            uint l_2478_ = (l_2467_ >> 16u);
            uint l_2479_ = (l_2478_ & 65535u);
            uint l_2480_ = (l_2477_ + l_2479_);
            uint l_2481_ = (l_2474_ >> 16u);
            uint l_2482_ = (l_2481_ & 65535u);
            uint l_201_ = (l_2480_ + l_2482_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e973 = l_mut_145_;
            uint l_2484_ = (_e973 & 65535u);
            uint _e976 = l_mut_145_;
            uint l_2485_ = (_e976 >> 16u);
            uint l_2486_ = (l_2485_ & 65535u);
            uint l_2487_ = (l_4_ & 65535u);
            uint l_2488_ = (l_4_ >> 16u);
            uint l_2489_ = (l_2488_ & 65535u);
            uint l_2490_ = (l_2484_ * l_2487_);
            uint l_2491_ = (l_2486_ * l_2487_);
            uint l_2492_ = (l_2484_ * l_2489_);
            uint l_2493_ = (l_2486_ * l_2489_);
            uint l_2494_ = (l_2490_ >> 16u);
            uint l_2495_ = (l_2494_ & 65535u);
            uint l_2496_ = (l_2491_ & 65535u);
            uint l_2497_ = (l_2495_ + l_2496_);
            uint l_2498_ = (l_2492_ & 65535u);
            uint l_2499_ = (l_2497_ + l_2498_);
            uint l_2500_ = (l_2491_ >> 16u);
            uint l_2501_ = (l_2500_ & 65535u);
            uint l_2502_ = (l_2493_ + l_2501_);
            uint l_2503_ = (l_2492_ >> 16u);
            uint l_2504_ = (l_2503_ & 65535u);
            uint l_2505_ = (l_2502_ + l_2504_);
            uint l_2506_ = (l_2499_ >> 16u);
            uint l_2507_ = (l_2506_ & 65535u);
            uint l_203_ = (l_2505_ + l_2507_);
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
            uint _e1034 = l_mut_75_;
            l_mut_219_ = _e1034;
            uint _e1035 = l_mut_213_;
            l_mut_75_ = _e1035;
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
                    uint _e1047 = l_mut_213_;
                    l_mut_219_ = _e1047;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e1048 = l_mut_40_;
            uint l_228_ = (_e1048 * l_4_);
            uint _e1050 = l_mut_90_;
            uint l_229_ = (_e1050 * l_4_);
            uint _e1052 = l_mut_40_;
            uint l_2509_ = (_e1052 & 65535u);
            uint _e1055 = l_mut_40_;
            uint l_2510_ = (_e1055 >> 16u);
            uint l_2511_ = (l_2510_ & 65535u);
            uint l_2512_ = (l_4_ & 65535u);
            uint l_2513_ = (l_4_ >> 16u);
            uint l_2514_ = (l_2513_ & 65535u);
            uint l_2515_ = (l_2509_ * l_2512_);
            uint l_2516_ = (l_2511_ * l_2512_);
            uint l_2517_ = (l_2509_ * l_2514_);
            uint l_2518_ = (l_2511_ * l_2514_);
            uint l_2519_ = (l_2515_ >> 16u);
            uint l_2520_ = (l_2519_ & 65535u);
            uint l_2521_ = (l_2516_ & 65535u);
            uint l_2522_ = (l_2520_ + l_2521_);
            uint l_2523_ = (l_2517_ & 65535u);
            uint l_2524_ = (l_2522_ + l_2523_);
            uint l_2525_ = (l_2516_ >> 16u);
            uint l_2526_ = (l_2525_ & 65535u);
            uint l_2527_ = (l_2518_ + l_2526_);
            uint l_2528_ = (l_2517_ >> 16u);
            uint l_2529_ = (l_2528_ & 65535u);
            uint l_2530_ = (l_2527_ + l_2529_);
            uint l_2531_ = (l_2524_ >> 16u);
            uint l_2532_ = (l_2531_ & 65535u);
            uint l_230_ = (l_2530_ + l_2532_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1096 = l_mut_90_;
            uint l_2534_ = (_e1096 & 65535u);
            uint _e1099 = l_mut_90_;
            uint l_2535_ = (_e1099 >> 16u);
            uint l_2536_ = (l_2535_ & 65535u);
            uint l_2537_ = (l_4_ & 65535u);
            uint l_2538_ = (l_4_ >> 16u);
            uint l_2539_ = (l_2538_ & 65535u);
            uint l_2540_ = (l_2534_ * l_2537_);
            uint l_2541_ = (l_2536_ * l_2537_);
            uint l_2542_ = (l_2534_ * l_2539_);
            uint l_2543_ = (l_2536_ * l_2539_);
            uint l_2544_ = (l_2540_ >> 16u);
            uint l_2545_ = (l_2544_ & 65535u);
            uint l_2546_ = (l_2541_ & 65535u);
            uint l_2547_ = (l_2545_ + l_2546_);
            uint l_2548_ = (l_2542_ & 65535u);
            uint l_2549_ = (l_2547_ + l_2548_);
            uint l_2550_ = (l_2541_ >> 16u);
            uint l_2551_ = (l_2550_ & 65535u);
            uint l_2552_ = (l_2543_ + l_2551_);
            uint l_2553_ = (l_2542_ >> 16u);
            uint l_2554_ = (l_2553_ & 65535u);
            uint l_2555_ = (l_2552_ + l_2554_);
            uint l_2556_ = (l_2549_ >> 16u);
            uint l_2557_ = (l_2556_ & 65535u);
            uint l_232_ = (l_2555_ + l_2557_);
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
            uint _e1157 = l_mut_213_;
            l_mut_145_ = _e1157;
            uint _e1158 = l_mut_151_;
            l_mut_213_ = _e1158;
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
                    uint _e1170 = l_mut_151_;
                    l_mut_145_ = _e1170;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e1171 = l_mut_40_;
            uint l_255_ = (_e1171 * l_4_);
            uint _e1173 = l_mut_90_;
            uint l_256_ = (_e1173 * l_4_);
            uint _e1175 = l_mut_40_;
            uint l_2559_ = (_e1175 & 65535u);
            uint _e1178 = l_mut_40_;
            uint l_2560_ = (_e1178 >> 16u);
            uint l_2561_ = (l_2560_ & 65535u);
            uint l_2562_ = (l_4_ & 65535u);
            uint l_2563_ = (l_4_ >> 16u);
            uint l_2564_ = (l_2563_ & 65535u);
            uint l_2565_ = (l_2559_ * l_2562_);
            uint l_2566_ = (l_2561_ * l_2562_);
            uint l_2567_ = (l_2559_ * l_2564_);
            uint l_2568_ = (l_2561_ * l_2564_);
            uint l_2569_ = (l_2565_ >> 16u);
            uint l_2570_ = (l_2569_ & 65535u);
            uint l_2571_ = (l_2566_ & 65535u);
            uint l_2572_ = (l_2570_ + l_2571_);
            uint l_2573_ = (l_2567_ & 65535u);
            uint l_2574_ = (l_2572_ + l_2573_);
            uint l_2575_ = (l_2566_ >> 16u);
            uint l_2576_ = (l_2575_ & 65535u);
            uint l_2577_ = (l_2568_ + l_2576_);
            uint l_2578_ = (l_2567_ >> 16u);
            uint l_2579_ = (l_2578_ & 65535u);
            uint l_2580_ = (l_2577_ + l_2579_);
            uint l_2581_ = (l_2574_ >> 16u);
            uint l_2582_ = (l_2581_ & 65535u);
            uint l_257_ = (l_2580_ + l_2582_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1219 = l_mut_90_;
            uint l_2584_ = (_e1219 & 65535u);
            uint _e1222 = l_mut_90_;
            uint l_2585_ = (_e1222 >> 16u);
            uint l_2586_ = (l_2585_ & 65535u);
            uint l_2587_ = (l_4_ & 65535u);
            uint l_2588_ = (l_4_ >> 16u);
            uint l_2589_ = (l_2588_ & 65535u);
            uint l_2590_ = (l_2584_ * l_2587_);
            uint l_2591_ = (l_2586_ * l_2587_);
            uint l_2592_ = (l_2584_ * l_2589_);
            uint l_2593_ = (l_2586_ * l_2589_);
            uint l_2594_ = (l_2590_ >> 16u);
            uint l_2595_ = (l_2594_ & 65535u);
            uint l_2596_ = (l_2591_ & 65535u);
            uint l_2597_ = (l_2595_ + l_2596_);
            uint l_2598_ = (l_2592_ & 65535u);
            uint l_2599_ = (l_2597_ + l_2598_);
            uint l_2600_ = (l_2591_ >> 16u);
            uint l_2601_ = (l_2600_ & 65535u);
            uint l_2602_ = (l_2593_ + l_2601_);
            uint l_2603_ = (l_2592_ >> 16u);
            uint l_2604_ = (l_2603_ & 65535u);
            uint l_2605_ = (l_2602_ + l_2604_);
            uint l_2606_ = (l_2599_ >> 16u);
            uint l_2607_ = (l_2606_ & 65535u);
            uint l_259_ = (l_2605_ + l_2607_);
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
            uint _e1280 = l_mut_151_;
            l_mut_275_ = _e1280;
            uint _e1281 = l_mut_269_;
            l_mut_151_ = _e1281;
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
                    uint _e1293 = l_mut_269_;
                    l_mut_275_ = _e1293;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e1294 = l_mut_219_;
            uint l_284_ = (_e1294 * l_4_);
            uint _e1296 = l_mut_219_;
            uint l_2609_ = (_e1296 & 65535u);
            uint _e1299 = l_mut_219_;
            uint l_2610_ = (_e1299 >> 16u);
            uint l_2611_ = (l_2610_ & 65535u);
            uint l_2612_ = (l_4_ & 65535u);
            uint l_2613_ = (l_4_ >> 16u);
            uint l_2614_ = (l_2613_ & 65535u);
            uint l_2615_ = (l_2609_ * l_2612_);
            uint l_2616_ = (l_2611_ * l_2612_);
            uint l_2617_ = (l_2609_ * l_2614_);
            uint l_2618_ = (l_2611_ * l_2614_);
            uint l_2619_ = (l_2615_ >> 16u);
            uint l_2620_ = (l_2619_ & 65535u);
            uint l_2621_ = (l_2616_ & 65535u);
            uint l_2622_ = (l_2620_ + l_2621_);
            uint l_2623_ = (l_2617_ & 65535u);
            uint l_2624_ = (l_2622_ + l_2623_);
            uint l_2625_ = (l_2616_ >> 16u);
            uint l_2626_ = (l_2625_ & 65535u);
            uint l_2627_ = (l_2618_ + l_2626_);
            uint l_2628_ = (l_2617_ >> 16u);
            uint l_2629_ = (l_2628_ & 65535u);
            uint l_2630_ = (l_2627_ + l_2629_);
            uint l_2631_ = (l_2624_ >> 16u);
            uint l_2632_ = (l_2631_ & 65535u);
            uint l_285_ = (l_2630_ + l_2632_);
            uint _e1339 = l_mut_75_;
            uint l_286_ = (_e1339 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e1342 = l_mut_275_;
            uint l_288_ = (_e1342 + l_284_);
            uint _e1344 = l_mut_151_;
            uint l_289_ = (_e1344 + l_287_);
            uint _e1346 = l_mut_275_;
            bool l_290_ = (l_288_ < _e1346);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e1350 = l_mut_145_;
            l_mut_102_ = _e1350;
            uint _e1351 = l_mut_213_;
            l_mut_96_ = _e1351;
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
                    uint _e1372 = l_mut_145_;
                    l_mut_219_ = _e1372;
                    uint _e1373 = l_mut_213_;
                    l_mut_151_ = _e1373;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e1378 = l_mut_213_;
                        uint l_307_ = (_e1378 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e1383 = l_mut_145_;
                            l_mut_90_ = _e1383;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e1386 = l_mut_145_;
                                uint l_310_ = (_e1386 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e1390 = l_mut_213_;
                                uint l_312_ = (_e1390 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e1393 = l_mut_213_;
                            uint l_314_ = (_e1393 >> l_121_);
                            uint _e1395 = l_mut_90_;
                            l_mut_219_ = _e1395;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e1396 = l_mut_275_;
                    uint _e1397 = l_mut_219_;
                    uint l_315_ = (_e1396 + _e1397);
                    uint _e1399 = l_mut_269_;
                    uint _e1400 = l_mut_151_;
                    uint l_316_ = (_e1399 + _e1400);
                    uint _e1402 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e1402);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e1407 = l_mut_102_;
                uint l_320_ = (0u - _e1407);
                uint _e1410 = l_mut_96_;
                uint l_321_ = (0u - _e1410);
                uint _e1413 = l_mut_102_;
                bool l_322_ = (0u < _e1413);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e1417 = l_mut_102_;
        uint l_325_ = (l_64_ - _e1417);
        uint _e1419 = l_mut_96_;
        uint l_326_ = (l_67_ - _e1419);
        uint _e1421 = l_mut_102_;
        bool l_327_ = (l_64_ < _e1421);
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
        uint _e1454 = l_mut_145_;
        bool l_351_ = (_e1454 < l_344_);
        uint _e1456 = l_mut_145_;
        bool l_352_ = (_e1456 == l_344_);
        uint _e1458 = l_mut_151_;
        bool l_353_ = (_e1458 < l_340_);
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
            bool _e1473 = l_mut_357_;
            l_mut_350_ = _e1473;
            l_mut_357_ = false;
        }
        bool _e1475 = l_mut_357_;
        if (_e1475) {
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
            uint _e1490 = l_mut_90_;
            uint l_368_ = (_e1490 * l_367_);
            uint _e1492 = l_mut_90_;
            uint l_2634_ = (_e1492 & 65535u);
            uint _e1495 = l_mut_90_;
            uint l_2635_ = (_e1495 >> 16u);
            uint l_2636_ = (l_2635_ & 65535u);
            uint l_2637_ = (l_367_ & 65535u);
            uint l_2638_ = (l_367_ >> 16u);
            uint l_2639_ = (l_2638_ & 65535u);
            uint l_2640_ = (l_2634_ * l_2637_);
            uint l_2641_ = (l_2636_ * l_2637_);
            uint l_2642_ = (l_2634_ * l_2639_);
            uint l_2643_ = (l_2636_ * l_2639_);
            uint l_2644_ = (l_2640_ >> 16u);
            uint l_2645_ = (l_2644_ & 65535u);
            uint l_2646_ = (l_2641_ & 65535u);
            uint l_2647_ = (l_2645_ + l_2646_);
            uint l_2648_ = (l_2642_ & 65535u);
            uint l_2649_ = (l_2647_ + l_2648_);
            uint l_2650_ = (l_2641_ >> 16u);
            uint l_2651_ = (l_2650_ & 65535u);
            uint l_2652_ = (l_2643_ + l_2651_);
            uint l_2653_ = (l_2642_ >> 16u);
            uint l_2654_ = (l_2653_ & 65535u);
            uint l_2655_ = (l_2652_ + l_2654_);
            uint l_2656_ = (l_2649_ >> 16u);
            uint l_2657_ = (l_2656_ & 65535u);
            uint l_369_ = (l_2655_ + l_2657_);
            uint _e1535 = l_mut_75_;
            uint l_370_ = (_e1535 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1541 = l_mut_90_;
            uint l_373_ = (_e1541 * l_372_);
            uint _e1543 = l_mut_75_;
            uint l_374_ = (_e1543 * l_372_);
            uint _e1545 = l_mut_90_;
            uint l_2659_ = (_e1545 & 65535u);
            uint _e1548 = l_mut_90_;
            uint l_2660_ = (_e1548 >> 16u);
            uint l_2661_ = (l_2660_ & 65535u);
            uint l_2662_ = (l_372_ & 65535u);
            uint l_2663_ = (l_372_ >> 16u);
            uint l_2664_ = (l_2663_ & 65535u);
            uint l_2665_ = (l_2659_ * l_2662_);
            uint l_2666_ = (l_2661_ * l_2662_);
            uint l_2667_ = (l_2659_ * l_2664_);
            uint l_2668_ = (l_2661_ * l_2664_);
            uint l_2669_ = (l_2665_ >> 16u);
            uint l_2670_ = (l_2669_ & 65535u);
            uint l_2671_ = (l_2666_ & 65535u);
            uint l_2672_ = (l_2670_ + l_2671_);
            uint l_2673_ = (l_2667_ & 65535u);
            uint l_2674_ = (l_2672_ + l_2673_);
            uint l_2675_ = (l_2666_ >> 16u);
            uint l_2676_ = (l_2675_ & 65535u);
            uint l_2677_ = (l_2668_ + l_2676_);
            uint l_2678_ = (l_2667_ >> 16u);
            uint l_2679_ = (l_2678_ & 65535u);
            uint l_2680_ = (l_2677_ + l_2679_);
            uint l_2681_ = (l_2674_ >> 16u);
            uint l_2682_ = (l_2681_ & 65535u);
            uint l_375_ = (l_2680_ + l_2682_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1589 = l_mut_75_;
            uint l_2684_ = (_e1589 & 65535u);
            uint _e1592 = l_mut_75_;
            uint l_2685_ = (_e1592 >> 16u);
            uint l_2686_ = (l_2685_ & 65535u);
            uint l_2687_ = (l_372_ & 65535u);
            uint l_2688_ = (l_372_ >> 16u);
            uint l_2689_ = (l_2688_ & 65535u);
            uint l_2690_ = (l_2684_ * l_2687_);
            uint l_2691_ = (l_2686_ * l_2687_);
            uint l_2692_ = (l_2684_ * l_2689_);
            uint l_2693_ = (l_2686_ * l_2689_);
            uint l_2694_ = (l_2690_ >> 16u);
            uint l_2695_ = (l_2694_ & 65535u);
            uint l_2696_ = (l_2691_ & 65535u);
            uint l_2697_ = (l_2695_ + l_2696_);
            uint l_2698_ = (l_2692_ & 65535u);
            uint l_2699_ = (l_2697_ + l_2698_);
            uint l_2700_ = (l_2691_ >> 16u);
            uint l_2701_ = (l_2700_ & 65535u);
            uint l_2702_ = (l_2693_ + l_2701_);
            uint l_2703_ = (l_2692_ >> 16u);
            uint l_2704_ = (l_2703_ & 65535u);
            uint l_2705_ = (l_2702_ + l_2704_);
            uint l_2706_ = (l_2699_ >> 16u);
            uint l_2707_ = (l_2706_ & 65535u);
            uint l_377_ = (l_2705_ + l_2707_);
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
            uint _e1650 = l_mut_382_;
            l_mut_394_ = _e1650;
            uint _e1651 = l_mut_388_;
            l_mut_382_ = _e1651;
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
                    uint _e1663 = l_mut_388_;
                    l_mut_394_ = _e1663;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1664 = l_mut_394_;
            uint _e1665 = l_mut_382_;
            uint l_403_ = (_e1664 | _e1665);
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
                        uint _e1700 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1700);
                        uint _e1702 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1702);
                        uint _e1704 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1704);
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
                            uint _e1717 = l_mut_75_;
                            bool l_429_ = (_e1717 < l_409_);
                            uint _e1719 = l_mut_75_;
                            bool l_430_ = (_e1719 == l_409_);
                            uint _e1721 = l_mut_90_;
                            bool l_431_ = (_e1721 < l_405_);
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
                                        uint _e1828 = l_mut_442_;
                                        l_mut_442_ = (_e1828 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1743 = l_mut_442_;
                                    if ((_e1743 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1747 = l_mut_442_;
                                        uint l_443_ = (19u - _e1747);
                                        uint _e1749 = l_mut_439_;
                                        l_mut_444_ = _e1749;
                                        uint _e1750 = l_mut_440_;
                                        l_mut_445_ = _e1750;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1755 = l_mut_440_;
                                            uint l_448_ = (_e1755 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1760 = l_mut_439_;
                                                l_mut_450_ = _e1760;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1763 = l_mut_439_;
                                                    uint l_452_ = (_e1763 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1767 = l_mut_440_;
                                                    uint l_454_ = (_e1767 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1770 = l_mut_440_;
                                                uint l_456_ = (_e1770 >> l_443_);
                                                uint _e1772 = l_mut_450_;
                                                l_mut_444_ = _e1772;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1773 = l_mut_445_;
                                        uint _e1774 = l_mut_75_;
                                        bool l_457_ = (_e1773 < _e1774);
                                        uint _e1776 = l_mut_445_;
                                        uint _e1777 = l_mut_75_;
                                        bool l_458_ = (_e1776 == _e1777);
                                        uint _e1779 = l_mut_444_;
                                        uint _e1780 = l_mut_90_;
                                        bool l_459_ = (_e1779 < _e1780);
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
                                            uint _e1792 = l_mut_90_;
                                            l_mut_450_ = _e1792;
                                            uint _e1793 = l_mut_75_;
                                            l_mut_445_ = _e1793;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1798 = l_mut_90_;
                                                uint l_465_ = (_e1798 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1803 = l_mut_90_;
                                                    uint l_467_ = (_e1803 << l_443_);
                                                    uint _e1805 = l_mut_75_;
                                                    uint l_468_ = (_e1805 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1809 = l_mut_90_;
                                                    uint l_470_ = (_e1809 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1812 = l_mut_439_;
                                            uint _e1813 = l_mut_450_;
                                            uint l_472_ = (_e1812 - _e1813);
                                            uint _e1815 = l_mut_440_;
                                            uint _e1816 = l_mut_445_;
                                            uint l_473_ = (_e1815 - _e1816);
                                            uint _e1818 = l_mut_439_;
                                            uint _e1819 = l_mut_450_;
                                            bool l_474_ = (_e1818 < _e1819);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1825 = l_mut_441_;
                                            l_mut_441_ = (_e1825 | l_477_);
                                        }
                                    }
                                }
                                uint _e1830 = l_mut_441_;
                                uint l_478_ = min(_e1830, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1832 = l_mut_440_;
                                uint _e1833 = l_mut_75_;
                                bool l_479_ = (_e1832 < _e1833);
                                uint _e1835 = l_mut_440_;
                                uint _e1836 = l_mut_75_;
                                bool l_480_ = (_e1835 == _e1836);
                                uint _e1838 = l_mut_439_;
                                uint _e1839 = l_mut_90_;
                                bool l_481_ = (_e1838 < _e1839);
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
                                uint _e1851 = l_mut_450_;
                                l_mut_428_ = _e1851;
                            }
                            uint _e1852 = l_mut_90_;
                            uint _e1853 = l_mut_428_;
                            uint l_485_ = (_e1852 * _e1853);
                            uint _e1855 = l_mut_90_;
                            uint l_2709_ = (_e1855 & 65535u);
                            uint _e1858 = l_mut_90_;
                            uint l_2710_ = (_e1858 >> 16u);
                            uint l_2711_ = (l_2710_ & 65535u);
                            uint _e1863 = l_mut_428_;
                            uint l_2712_ = (_e1863 & 65535u);
                            uint _e1866 = l_mut_428_;
                            uint l_2713_ = (_e1866 >> 16u);
                            uint l_2714_ = (l_2713_ & 65535u);
                            uint l_2715_ = (l_2709_ * l_2712_);
                            uint l_2716_ = (l_2711_ * l_2712_);
                            uint l_2717_ = (l_2709_ * l_2714_);
                            uint l_2718_ = (l_2711_ * l_2714_);
                            uint l_2719_ = (l_2715_ >> 16u);
                            uint l_2720_ = (l_2719_ & 65535u);
                            uint l_2721_ = (l_2716_ & 65535u);
                            uint l_2722_ = (l_2720_ + l_2721_);
                            uint l_2723_ = (l_2717_ & 65535u);
                            uint l_2724_ = (l_2722_ + l_2723_);
                            uint l_2725_ = (l_2716_ >> 16u);
                            uint l_2726_ = (l_2725_ & 65535u);
                            uint l_2727_ = (l_2718_ + l_2726_);
                            uint l_2728_ = (l_2717_ >> 16u);
                            uint l_2729_ = (l_2728_ & 65535u);
                            uint l_2730_ = (l_2727_ + l_2729_);
                            uint l_2731_ = (l_2724_ >> 16u);
                            uint l_2732_ = (l_2731_ & 65535u);
                            uint l_486_ = (l_2730_ + l_2732_);
                            uint _e1900 = l_mut_75_;
                            uint _e1901 = l_mut_428_;
                            uint l_487_ = (_e1900 * _e1901);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1909 = l_mut_421_;
                            uint _e1910 = l_mut_75_;
                            bool l_494_ = (_e1909 < _e1910);
                            uint _e1912 = l_mut_421_;
                            uint _e1913 = l_mut_75_;
                            bool l_495_ = (_e1912 == _e1913);
                            uint _e1915 = l_mut_382_;
                            uint _e1916 = l_mut_90_;
                            bool l_496_ = (_e1915 < _e1916);
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
                                uint _e1928 = l_mut_382_;
                                uint _e1929 = l_mut_90_;
                                uint l_500_ = (_e1928 - _e1929);
                                uint _e1931 = l_mut_421_;
                                uint _e1932 = l_mut_75_;
                                uint l_501_ = (_e1931 - _e1932);
                                uint _e1934 = l_mut_382_;
                                uint _e1935 = l_mut_90_;
                                bool l_502_ = (_e1934 < _e1935);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1939 = l_mut_90_;
                        uint _e1940 = l_mut_382_;
                        uint l_505_ = (_e1939 - _e1940);
                        uint _e1942 = l_mut_75_;
                        uint _e1943 = l_mut_421_;
                        uint l_506_ = (_e1942 - _e1943);
                        uint _e1945 = l_mut_90_;
                        uint _e1946 = l_mut_382_;
                        bool l_507_ = (_e1945 < _e1946);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1950 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1950);
                        uint _e1952 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1952);
                        uint _e1954 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1954);
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
                            uint _e1966 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1966);
                            uint _e1968 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1968);
                            uint _e1970 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1970);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1974 = l_mut_445_;
                        uint _e1975 = l_mut_388_;
                        bool l_521_ = (_e1974 < _e1975);
                        uint _e1977 = l_mut_445_;
                        uint _e1978 = l_mut_388_;
                        bool l_522_ = (_e1977 == _e1978);
                        uint _e1980 = l_mut_450_;
                        uint _e1981 = l_mut_394_;
                        bool l_523_ = (_e1980 < _e1981);
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
                            uint _e1992 = l_mut_450_;
                            l_mut_394_ = _e1992;
                            uint _e1993 = l_mut_445_;
                            l_mut_388_ = _e1993;
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
                        uint _e2013 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e2013);
                        uint _e2015 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e2015);
                        uint _e2017 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e2017);
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
                            uint _e2030 = l_mut_75_;
                            bool l_543_ = (_e2030 < l_334_);
                            uint _e2032 = l_mut_75_;
                            bool l_544_ = (_e2032 == l_334_);
                            uint _e2034 = l_mut_90_;
                            bool l_545_ = (_e2034 < l_330_);
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
                                        uint _e2141 = l_mut_553_;
                                        l_mut_553_ = (_e2141 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e2056 = l_mut_553_;
                                    if ((_e2056 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2060 = l_mut_553_;
                                        uint l_554_ = (19u - _e2060);
                                        uint _e2062 = l_mut_441_;
                                        l_mut_428_ = _e2062;
                                        uint _e2063 = l_mut_440_;
                                        l_mut_421_ = _e2063;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e2068 = l_mut_440_;
                                            uint l_557_ = (_e2068 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e2073 = l_mut_441_;
                                                l_mut_382_ = _e2073;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e2076 = l_mut_441_;
                                                    uint l_560_ = (_e2076 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e2080 = l_mut_440_;
                                                    uint l_562_ = (_e2080 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e2083 = l_mut_440_;
                                                uint l_564_ = (_e2083 >> l_554_);
                                                uint _e2085 = l_mut_382_;
                                                l_mut_428_ = _e2085;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e2086 = l_mut_421_;
                                        uint _e2087 = l_mut_75_;
                                        bool l_565_ = (_e2086 < _e2087);
                                        uint _e2089 = l_mut_421_;
                                        uint _e2090 = l_mut_75_;
                                        bool l_566_ = (_e2089 == _e2090);
                                        uint _e2092 = l_mut_428_;
                                        uint _e2093 = l_mut_90_;
                                        bool l_567_ = (_e2092 < _e2093);
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
                                            uint _e2105 = l_mut_90_;
                                            l_mut_428_ = _e2105;
                                            uint _e2106 = l_mut_75_;
                                            l_mut_421_ = _e2106;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e2111 = l_mut_90_;
                                                uint l_573_ = (_e2111 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e2116 = l_mut_90_;
                                                    uint l_575_ = (_e2116 << l_554_);
                                                    uint _e2118 = l_mut_75_;
                                                    uint l_576_ = (_e2118 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e2122 = l_mut_90_;
                                                    uint l_578_ = (_e2122 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e2125 = l_mut_441_;
                                            uint _e2126 = l_mut_428_;
                                            uint l_580_ = (_e2125 - _e2126);
                                            uint _e2128 = l_mut_440_;
                                            uint _e2129 = l_mut_421_;
                                            uint l_581_ = (_e2128 - _e2129);
                                            uint _e2131 = l_mut_441_;
                                            uint _e2132 = l_mut_428_;
                                            bool l_582_ = (_e2131 < _e2132);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e2138 = l_mut_439_;
                                            l_mut_439_ = (_e2138 | l_585_);
                                        }
                                    }
                                }
                                uint _e2143 = l_mut_439_;
                                uint l_586_ = min(_e2143, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e2145 = l_mut_440_;
                                uint _e2146 = l_mut_75_;
                                bool l_587_ = (_e2145 < _e2146);
                                uint _e2148 = l_mut_440_;
                                uint _e2149 = l_mut_75_;
                                bool l_588_ = (_e2148 == _e2149);
                                uint _e2151 = l_mut_441_;
                                uint _e2152 = l_mut_90_;
                                bool l_589_ = (_e2151 < _e2152);
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
                                uint _e2164 = l_mut_439_;
                                l_mut_444_ = _e2164;
                            }
                            uint _e2165 = l_mut_90_;
                            uint _e2166 = l_mut_444_;
                            uint l_593_ = (_e2165 * _e2166);
                            uint _e2168 = l_mut_90_;
                            uint l_2734_ = (_e2168 & 65535u);
                            uint _e2171 = l_mut_90_;
                            uint l_2735_ = (_e2171 >> 16u);
                            uint l_2736_ = (l_2735_ & 65535u);
                            uint _e2176 = l_mut_444_;
                            uint l_2737_ = (_e2176 & 65535u);
                            uint _e2179 = l_mut_444_;
                            uint l_2738_ = (_e2179 >> 16u);
                            uint l_2739_ = (l_2738_ & 65535u);
                            uint l_2740_ = (l_2734_ * l_2737_);
                            uint l_2741_ = (l_2736_ * l_2737_);
                            uint l_2742_ = (l_2734_ * l_2739_);
                            uint l_2743_ = (l_2736_ * l_2739_);
                            uint l_2744_ = (l_2740_ >> 16u);
                            uint l_2745_ = (l_2744_ & 65535u);
                            uint l_2746_ = (l_2741_ & 65535u);
                            uint l_2747_ = (l_2745_ + l_2746_);
                            uint l_2748_ = (l_2742_ & 65535u);
                            uint l_2749_ = (l_2747_ + l_2748_);
                            uint l_2750_ = (l_2741_ >> 16u);
                            uint l_2751_ = (l_2750_ & 65535u);
                            uint l_2752_ = (l_2743_ + l_2751_);
                            uint l_2753_ = (l_2742_ >> 16u);
                            uint l_2754_ = (l_2753_ & 65535u);
                            uint l_2755_ = (l_2752_ + l_2754_);
                            uint l_2756_ = (l_2749_ >> 16u);
                            uint l_2757_ = (l_2756_ & 65535u);
                            uint l_594_ = (l_2755_ + l_2757_);
                            uint _e2213 = l_mut_75_;
                            uint _e2214 = l_mut_444_;
                            uint l_595_ = (_e2213 * _e2214);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e2222 = l_mut_445_;
                            uint _e2223 = l_mut_75_;
                            bool l_602_ = (_e2222 < _e2223);
                            uint _e2225 = l_mut_445_;
                            uint _e2226 = l_mut_75_;
                            bool l_603_ = (_e2225 == _e2226);
                            uint _e2228 = l_mut_450_;
                            uint _e2229 = l_mut_90_;
                            bool l_604_ = (_e2228 < _e2229);
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
                                uint _e2241 = l_mut_450_;
                                uint _e2242 = l_mut_90_;
                                uint l_608_ = (_e2241 - _e2242);
                                uint _e2244 = l_mut_445_;
                                uint _e2245 = l_mut_75_;
                                uint l_609_ = (_e2244 - _e2245);
                                uint _e2247 = l_mut_450_;
                                uint _e2248 = l_mut_90_;
                                bool l_610_ = (_e2247 < _e2248);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e2252 = l_mut_445_;
                        uint _e2253 = l_mut_388_;
                        bool l_613_ = (_e2252 < _e2253);
                        uint _e2255 = l_mut_445_;
                        uint _e2256 = l_mut_388_;
                        bool l_614_ = (_e2255 == _e2256);
                        uint _e2258 = l_mut_450_;
                        uint _e2259 = l_mut_394_;
                        bool l_615_ = (_e2258 < _e2259);
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
                            uint _e2270 = l_mut_450_;
                            l_mut_394_ = _e2270;
                            uint _e2271 = l_mut_445_;
                            l_mut_388_ = _e2271;
                        }
                    }
                }
                uint _e2272 = l_mut_388_;
                bool l_618_ = (_e2272 < l_344_);
                uint _e2274 = l_mut_388_;
                bool l_619_ = (_e2274 == l_344_);
                uint _e2276 = l_mut_394_;
                bool l_620_ = (_e2276 < l_340_);
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
            uint _e2291 = l_mut_40_;
            bool l_626_ = (_e2291 > 0u);
            if (l_626_) {
                uint _e2294 = l_mut_40_;
                bool l_627_ = (_e2294 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        while(true) {
            bool _e2299 = l_mut_357_;
            bool l_629_ = !(_e2299);
            if (l_629_) {
                break;
            }
            uint _e2301 = l_mut_275_;
            l_mut_450_ = _e2301;
            uint _e2302 = l_mut_269_;
            l_mut_445_ = _e2302;
            bool _e2303 = l_mut_628_;
            if (_e2303) {
                uint _e2304 = l_mut_219_;
                l_mut_450_ = _e2304;
                uint _e2305 = l_mut_213_;
                l_mut_445_ = _e2305;
            }
            uint _e2306 = l_mut_145_;
            uint _e2307 = l_mut_445_;
            bool l_630_ = (_e2306 < _e2307);
            uint _e2309 = l_mut_145_;
            uint _e2310 = l_mut_445_;
            bool l_631_ = (_e2309 == _e2310);
            uint _e2312 = l_mut_151_;
            uint _e2313 = l_mut_450_;
            bool l_632_ = (_e2312 < _e2313);
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
            bool l_635_ = !(l_634_);
            bool _e2325 = l_mut_628_;
            bool l_636_ = (l_635_ != _e2325);
            if (l_636_) {
                uint _e2327 = l_mut_275_;
                l_mut_450_ = _e2327;
                uint _e2328 = l_mut_269_;
                l_mut_445_ = _e2328;
                uint _e2329 = l_mut_219_;
                l_mut_275_ = _e2329;
                uint _e2330 = l_mut_213_;
                l_mut_269_ = _e2330;
                uint _e2331 = l_mut_450_;
                l_mut_219_ = _e2331;
                uint _e2332 = l_mut_445_;
                l_mut_213_ = _e2332;
                uint _e2333 = l_mut_102_;
                l_mut_450_ = _e2333;
                uint _e2334 = l_mut_96_;
                l_mut_102_ = _e2334;
                uint _e2335 = l_mut_450_;
                l_mut_96_ = _e2335;
                l_mut_628_ = l_635_;
            }
            l_mut_637_ = true;
            bool _e2337 = l_mut_628_;
            if (_e2337) {
                uint _e2338 = l_mut_151_;
                uint _e2339 = l_mut_219_;
                uint l_638_ = (_e2338 - _e2339);
                uint _e2341 = l_mut_145_;
                uint _e2342 = l_mut_213_;
                uint l_639_ = (_e2341 - _e2342);
                uint _e2344 = l_mut_151_;
                uint _e2345 = l_mut_219_;
                bool l_640_ = (_e2344 < _e2345);
                uint l_641_ = uint(l_640_);
                uint l_642_ = (l_639_ - l_641_);
                l_mut_151_ = l_638_;
                l_mut_145_ = l_642_;
                uint _e2349 = l_mut_145_;
                bool l_643_ = (_e2349 < l_344_);
                uint _e2351 = l_mut_145_;
                bool l_644_ = (_e2351 == l_344_);
                uint _e2353 = l_mut_151_;
                bool l_645_ = (_e2353 < l_340_);
                if (l_644_) {
                    local_41 = l_645_;
                } else {
                    local_41 = false;
                }
                bool l_646_ = local_41;
                if (!(l_643_)) {
                    local_42 = l_646_;
                } else {
                    local_42 = true;
                }
                bool l_647_ = local_42;
                if (l_647_) {
                    l_mut_357_ = false;
                    l_mut_637_ = false;
                }
            }
            bool _e2366 = l_mut_637_;
            if (_e2366) {
                uint _e2367 = l_mut_102_;
                uint l_648_ = (l_4_ - _e2367);
                uint _e2369 = l_mut_96_;
                uint l_649_ = (l_648_ / _e2369);
                l_mut_450_ = 0u;
                l_mut_650_ = false;
                uint _e2373 = l_mut_219_;
                l_mut_445_ = _e2373;
                uint _e2374 = l_mut_213_;
                l_mut_444_ = _e2374;
                if (false) {
                    uint _e2377 = l_mut_213_;
                    uint l_653_ = (_e2377 >> 3u);
                    l_mut_445_ = l_653_;
                    l_mut_444_ = 0u;
                } else {
                    if (true) {
                        uint _e2381 = l_mut_219_;
                        l_mut_441_ = _e2381;
                        if (true) {
                            uint _e2383 = l_mut_219_;
                            uint l_656_ = (_e2383 >> 3u);
                            uint _e2386 = l_mut_213_;
                            uint l_657_ = (_e2386 << 29u);
                            uint l_658_ = (l_656_ | l_657_);
                            l_mut_441_ = l_658_;
                        }
                        uint _e2390 = l_mut_213_;
                        uint l_659_ = (_e2390 >> 3u);
                        uint _e2393 = l_mut_441_;
                        l_mut_445_ = _e2393;
                        l_mut_444_ = l_659_;
                    }
                }
                uint _e2394 = l_mut_444_;
                uint _e2395 = l_mut_269_;
                bool l_660_ = (_e2394 < _e2395);
                uint _e2397 = l_mut_444_;
                uint _e2398 = l_mut_269_;
                bool l_661_ = (_e2397 == _e2398);
                uint _e2400 = l_mut_445_;
                uint _e2401 = l_mut_275_;
                bool l_662_ = (_e2400 < _e2401);
                if (l_661_) {
                    local_43 = l_662_;
                } else {
                    local_43 = false;
                }
                bool l_663_ = local_43;
                if (!(l_660_)) {
                    local_44 = l_663_;
                } else {
                    local_44 = true;
                }
                bool l_664_ = local_44;
                bool l_665_ = !(l_664_);
                l_mut_650_ = l_665_;
                uint _e2413 = l_mut_275_;
                uint _e2414 = l_mut_269_;
                uint l_666_ = (_e2413 | _e2414);
                bool l_667_ = (l_666_ == 0u);
                if (l_667_) {
                    l_mut_450_ = l_649_;
                } else {
                    bool _e2418 = l_mut_650_;
                    if (_e2418) {
                        uint _e2419 = l_mut_269_;
                        uint _e2420 = l_mut_213_;
                        bool l_668_ = (_e2419 < _e2420);
                        uint _e2422 = l_mut_269_;
                        uint _e2423 = l_mut_213_;
                        bool l_669_ = (_e2422 == _e2423);
                        uint _e2425 = l_mut_275_;
                        uint _e2426 = l_mut_219_;
                        bool l_670_ = (_e2425 < _e2426);
                        if (l_669_) {
                            local_45 = l_670_;
                        } else {
                            local_45 = false;
                        }
                        bool l_671_ = local_45;
                        if (!(l_668_)) {
                            local_46 = l_671_;
                        } else {
                            local_46 = true;
                        }
                        bool l_672_ = local_46;
                        if (l_672_) {
                            uint _e2437 = l_mut_219_;
                            uint l_673_ = (_e2437 - 1u);
                            uint _e2440 = l_mut_213_;
                            uint l_674_ = (_e2440 - 0u);
                            uint _e2443 = l_mut_219_;
                            bool l_675_ = (_e2443 < 1u);
                            uint l_676_ = uint(l_675_);
                            uint l_677_ = (l_674_ - l_676_);
                            l_mut_445_ = l_673_;
                            l_mut_444_ = l_677_;
                            l_mut_441_ = 0u;
                            l_mut_678_ = 0u;
                            bool loop_init_2 = true;
                            while(true) {
                                if (!loop_init_2) {
                                    uint _e2536 = l_mut_678_;
                                    l_mut_678_ = (_e2536 + 1u);
                                }
                                loop_init_2 = false;
                                uint _e2451 = l_mut_678_;
                                if ((_e2451 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2455 = l_mut_678_;
                                    uint l_679_ = (19u - _e2455);
                                    uint _e2457 = l_mut_445_;
                                    l_mut_440_ = _e2457;
                                    uint _e2458 = l_mut_444_;
                                    l_mut_439_ = _e2458;
                                    bool l_680_ = (l_679_ >= 32u);
                                    if (l_680_) {
                                        uint l_681_ = (l_679_ & 31u);
                                        uint _e2463 = l_mut_444_;
                                        uint l_682_ = (_e2463 >> l_681_);
                                        l_mut_440_ = l_682_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_683_ = (l_679_ > 0u);
                                        if (l_683_) {
                                            uint _e2468 = l_mut_445_;
                                            l_mut_428_ = _e2468;
                                            bool l_684_ = (l_679_ > 0u);
                                            if (l_684_) {
                                                uint _e2471 = l_mut_445_;
                                                uint l_685_ = (_e2471 >> l_679_);
                                                uint l_686_ = (32u - l_679_);
                                                uint _e2475 = l_mut_444_;
                                                uint l_687_ = (_e2475 << l_686_);
                                                uint l_688_ = (l_685_ | l_687_);
                                                l_mut_428_ = l_688_;
                                            }
                                            uint _e2478 = l_mut_444_;
                                            uint l_689_ = (_e2478 >> l_679_);
                                            uint _e2480 = l_mut_428_;
                                            l_mut_440_ = _e2480;
                                            l_mut_439_ = l_689_;
                                        }
                                    }
                                    uint _e2481 = l_mut_439_;
                                    uint _e2482 = l_mut_269_;
                                    bool l_690_ = (_e2481 < _e2482);
                                    uint _e2484 = l_mut_439_;
                                    uint _e2485 = l_mut_269_;
                                    bool l_691_ = (_e2484 == _e2485);
                                    uint _e2487 = l_mut_440_;
                                    uint _e2488 = l_mut_275_;
                                    bool l_692_ = (_e2487 < _e2488);
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
                                    bool l_695_ = !(l_694_);
                                    if (l_695_) {
                                        uint _e2500 = l_mut_275_;
                                        l_mut_440_ = _e2500;
                                        uint _e2501 = l_mut_269_;
                                        l_mut_439_ = _e2501;
                                        bool l_696_ = (l_679_ >= 32u);
                                        if (l_696_) {
                                            uint l_697_ = (l_679_ & 31u);
                                            uint _e2506 = l_mut_275_;
                                            uint l_698_ = (_e2506 << l_697_);
                                            l_mut_440_ = 0u;
                                            l_mut_439_ = l_698_;
                                        } else {
                                            bool l_699_ = (l_679_ > 0u);
                                            if (l_699_) {
                                                uint _e2511 = l_mut_275_;
                                                uint l_700_ = (_e2511 << l_679_);
                                                uint _e2513 = l_mut_269_;
                                                uint l_701_ = (_e2513 << l_679_);
                                                uint l_702_ = (32u - l_679_);
                                                uint _e2517 = l_mut_275_;
                                                uint l_703_ = (_e2517 >> l_702_);
                                                uint l_704_ = (l_701_ | l_703_);
                                                l_mut_440_ = l_700_;
                                                l_mut_439_ = l_704_;
                                            }
                                        }
                                        uint _e2520 = l_mut_445_;
                                        uint _e2521 = l_mut_440_;
                                        uint l_705_ = (_e2520 - _e2521);
                                        uint _e2523 = l_mut_444_;
                                        uint _e2524 = l_mut_439_;
                                        uint l_706_ = (_e2523 - _e2524);
                                        uint _e2526 = l_mut_445_;
                                        uint _e2527 = l_mut_440_;
                                        bool l_707_ = (_e2526 < _e2527);
                                        uint l_708_ = uint(l_707_);
                                        uint l_709_ = (l_706_ - l_708_);
                                        l_mut_445_ = l_705_;
                                        l_mut_444_ = l_709_;
                                        uint l_710_ = (1u << l_679_);
                                        uint _e2533 = l_mut_441_;
                                        l_mut_441_ = (_e2533 | l_710_);
                                    }
                                }
                            }
                            uint _e2538 = l_mut_441_;
                            uint l_711_ = min(_e2538, l_649_);
                            l_mut_441_ = l_711_;
                            uint _e2540 = l_mut_444_;
                            uint _e2541 = l_mut_269_;
                            bool l_712_ = (_e2540 < _e2541);
                            uint _e2543 = l_mut_444_;
                            uint _e2544 = l_mut_269_;
                            bool l_713_ = (_e2543 == _e2544);
                            uint _e2546 = l_mut_445_;
                            uint _e2547 = l_mut_275_;
                            bool l_714_ = (_e2546 < _e2547);
                            if (l_713_) {
                                local_49 = l_714_;
                            } else {
                                local_49 = false;
                            }
                            bool l_715_ = local_49;
                            if (!(l_712_)) {
                                local_50 = l_715_;
                            } else {
                                local_50 = true;
                            }
                            bool l_716_ = local_50;
                            bool l_717_ = !(l_716_);
                            if (l_717_) {
                                l_mut_441_ = l_649_;
                            }
                            uint _e2559 = l_mut_441_;
                            l_mut_450_ = _e2559;
                        }
                    } else {
                        uint _e2560 = l_mut_219_;
                        l_mut_445_ = _e2560;
                        uint _e2561 = l_mut_213_;
                        l_mut_444_ = _e2561;
                        while(true) {
                            uint _e2562 = l_mut_269_;
                            uint _e2563 = l_mut_444_;
                            bool l_718_ = (_e2562 < _e2563);
                            uint _e2565 = l_mut_269_;
                            uint _e2566 = l_mut_444_;
                            bool l_719_ = (_e2565 == _e2566);
                            uint _e2568 = l_mut_275_;
                            uint _e2569 = l_mut_445_;
                            bool l_720_ = (_e2568 < _e2569);
                            if (l_719_) {
                                local_51 = l_720_;
                            } else {
                                local_51 = false;
                            }
                            bool l_721_ = local_51;
                            if (!(l_718_)) {
                                local_52 = l_721_;
                            } else {
                                local_52 = true;
                            }
                            bool l_722_ = local_52;
                            uint _e2580 = l_mut_450_;
                            uint _e2581 = l_mut_96_;
                            uint l_723_ = (_e2580 * _e2581);
                            uint _e2583 = l_mut_102_;
                            uint l_724_ = (_e2583 + l_723_);
                            uint _e2585 = l_mut_96_;
                            uint l_725_ = (l_724_ + _e2585);
                            bool l_726_ = (l_725_ < l_4_);
                            if (l_722_) {
                                local_53 = l_726_;
                            } else {
                                local_53 = false;
                            }
                            bool l_727_ = local_53;
                            bool l_728_ = !(l_727_);
                            if (l_728_) {
                                break;
                            }
                            uint _e2593 = l_mut_445_;
                            uint _e2594 = l_mut_275_;
                            uint l_729_ = (_e2593 - _e2594);
                            uint _e2596 = l_mut_444_;
                            uint _e2597 = l_mut_269_;
                            uint l_730_ = (_e2596 - _e2597);
                            uint _e2599 = l_mut_445_;
                            uint _e2600 = l_mut_275_;
                            bool l_731_ = (_e2599 < _e2600);
                            uint l_732_ = uint(l_731_);
                            uint l_733_ = (l_730_ - l_732_);
                            l_mut_445_ = l_729_;
                            l_mut_444_ = l_733_;
                            uint _e2604 = l_mut_450_;
                            l_mut_450_ = (_e2604 + 1u);
                        }
                    }
                }
                uint _e2607 = l_mut_450_;
                uint _e2608 = l_mut_96_;
                uint l_734_ = (_e2607 * _e2608);
                uint _e2610 = l_mut_102_;
                uint l_735_ = (_e2610 + l_734_);
                uint _e2612 = l_mut_96_;
                uint l_736_ = (l_735_ + _e2612);
                bool l_737_ = (l_736_ >= l_4_);
                if (l_737_) {
                    l_mut_350_ = true;
                    l_mut_357_ = false;
                } else {
                    uint _e2617 = l_mut_275_;
                    uint _e2618 = l_mut_450_;
                    uint l_738_ = (_e2617 * _e2618);
                    uint _e2620 = l_mut_275_;
                    uint l_2759_ = (_e2620 & 65535u);
                    uint _e2623 = l_mut_275_;
                    uint l_2760_ = (_e2623 >> 16u);
                    uint l_2761_ = (l_2760_ & 65535u);
                    uint _e2628 = l_mut_450_;
                    uint l_2762_ = (_e2628 & 65535u);
                    uint _e2631 = l_mut_450_;
                    uint l_2763_ = (_e2631 >> 16u);
                    uint l_2764_ = (l_2763_ & 65535u);
                    uint l_2765_ = (l_2759_ * l_2762_);
                    uint l_2766_ = (l_2761_ * l_2762_);
                    uint l_2767_ = (l_2759_ * l_2764_);
                    uint l_2768_ = (l_2761_ * l_2764_);
                    uint l_2769_ = (l_2765_ >> 16u);
                    uint l_2770_ = (l_2769_ & 65535u);
                    uint l_2771_ = (l_2766_ & 65535u);
                    uint l_2772_ = (l_2770_ + l_2771_);
                    uint l_2773_ = (l_2767_ & 65535u);
                    uint l_2774_ = (l_2772_ + l_2773_);
                    uint l_2775_ = (l_2766_ >> 16u);
                    uint l_2776_ = (l_2775_ & 65535u);
                    uint l_2777_ = (l_2768_ + l_2776_);
                    uint l_2778_ = (l_2767_ >> 16u);
                    uint l_2779_ = (l_2778_ & 65535u);
                    uint l_2780_ = (l_2777_ + l_2779_);
                    uint l_2781_ = (l_2774_ >> 16u);
                    uint l_2782_ = (l_2781_ & 65535u);
                    uint l_739_ = (l_2780_ + l_2782_);
                    uint _e2665 = l_mut_269_;
                    uint _e2666 = l_mut_450_;
                    uint l_740_ = (_e2665 * _e2666);
                    uint l_741_ = (l_739_ + l_740_);
                    uint _e2669 = l_mut_219_;
                    uint l_742_ = (_e2669 - l_738_);
                    uint _e2671 = l_mut_213_;
                    uint l_743_ = (_e2671 - l_741_);
                    uint _e2673 = l_mut_219_;
                    bool l_744_ = (_e2673 < l_738_);
                    uint l_745_ = uint(l_744_);
                    uint l_746_ = (l_743_ - l_745_);
                    l_mut_219_ = l_742_;
                    l_mut_213_ = l_746_;
                    uint _e2677 = l_mut_450_;
                    uint _e2678 = l_mut_96_;
                    uint l_747_ = (_e2677 * _e2678);
                    uint _e2680 = l_mut_102_;
                    l_mut_102_ = (_e2680 + l_747_);
                    uint _e2682 = l_mut_275_;
                    uint _e2683 = l_mut_219_;
                    uint l_748_ = (_e2682 - _e2683);
                    uint _e2685 = l_mut_269_;
                    uint _e2686 = l_mut_213_;
                    uint l_749_ = (_e2685 - _e2686);
                    uint _e2688 = l_mut_275_;
                    uint _e2689 = l_mut_219_;
                    bool l_750_ = (_e2688 < _e2689);
                    uint l_751_ = uint(l_750_);
                    uint l_752_ = (l_749_ - l_751_);
                    l_mut_275_ = l_748_;
                    l_mut_269_ = l_752_;
                    uint _e2693 = l_mut_96_;
                    uint _e2694 = l_mut_102_;
                    l_mut_96_ = (_e2693 + _e2694);
                }
            }
        }
        bool _e2696 = l_mut_350_;
        bool l_753_ = !(_e2696);
        if (l_753_) {
            uint l_2784_ = _group_0_binding_6_cs.static_meta[5];
            uint l_2785_ = (l_2784_ * 1u);
            uint l_2786_ = (l_2785_ - 1u);
            uint l_2787_ = min(0u, l_2786_);
            uint _e2711 = atomicAdd(_group_0_binding_5_cs[l_2787_], 1u);
            uint l_756_ = (l_4_ / 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            bool loop_init_3 = true;
            while(true) {
                if (!loop_init_3) {
                    uint _e6897 = l_mut_757_;
                    l_mut_757_ = (_e6897 + 1u);
                }
                loop_init_3 = false;
                uint _e2719 = l_mut_757_;
                if ((_e2719 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2722 = l_mut_757_;
                    uint l_758_ = (_e2722 * l_756_);
                    bool l_759_ = (l_758_ < l_56_);
                    uint l_760_ = (l_4_ / 8u);
                    uint _e2727 = l_mut_757_;
                    uint l_761_ = (_e2727 * l_760_);
                    uint l_762_ = (l_761_ + l_761_);
                    uint l_763_ = (l_72_ >> 31u);
                    bool l_764_ = (l_763_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_764_) {
                        uint l_765_ = (0u - l_69_);
                        uint l_766_ = (0u - l_72_);
                        bool l_767_ = (0u < l_69_);
                        uint l_768_ = uint(l_767_);
                        uint l_769_ = (l_766_ - l_768_);
                        l_mut_441_ = l_765_;
                        l_mut_440_ = l_769_;
                    }
                    uint _e2742 = l_mut_441_;
                    uint l_770_ = (_e2742 * l_762_);
                    uint _e2744 = l_mut_440_;
                    uint l_771_ = (_e2744 * l_762_);
                    uint _e2746 = l_mut_441_;
                    uint l_2789_ = (_e2746 & 65535u);
                    uint _e2749 = l_mut_441_;
                    uint l_2790_ = (_e2749 >> 16u);
                    uint l_2791_ = (l_2790_ & 65535u);
                    uint l_2792_ = (l_762_ & 65535u);
                    uint l_2793_ = (l_762_ >> 16u);
                    uint l_2794_ = (l_2793_ & 65535u);
                    uint l_2795_ = (l_2789_ * l_2792_);
                    uint l_2796_ = (l_2791_ * l_2792_);
                    uint l_2797_ = (l_2789_ * l_2794_);
                    uint l_2798_ = (l_2791_ * l_2794_);
                    uint l_2799_ = (l_2795_ >> 16u);
                    uint l_2800_ = (l_2799_ & 65535u);
                    uint l_2801_ = (l_2796_ & 65535u);
                    uint l_2802_ = (l_2800_ + l_2801_);
                    uint l_2803_ = (l_2797_ & 65535u);
                    uint l_2804_ = (l_2802_ + l_2803_);
                    uint l_2805_ = (l_2796_ >> 16u);
                    uint l_2806_ = (l_2805_ & 65535u);
                    uint l_2807_ = (l_2798_ + l_2806_);
                    uint l_2808_ = (l_2797_ >> 16u);
                    uint l_2809_ = (l_2808_ & 65535u);
                    uint l_2810_ = (l_2807_ + l_2809_);
                    uint l_2811_ = (l_2804_ >> 16u);
                    uint l_2812_ = (l_2811_ & 65535u);
                    uint l_772_ = (l_2810_ + l_2812_);
                    uint l_773_ = (l_772_ + l_771_);
                    uint _e2790 = l_mut_440_;
                    uint l_2814_ = (_e2790 & 65535u);
                    uint _e2793 = l_mut_440_;
                    uint l_2815_ = (_e2793 >> 16u);
                    uint l_2816_ = (l_2815_ & 65535u);
                    uint l_2817_ = (l_762_ & 65535u);
                    uint l_2818_ = (l_762_ >> 16u);
                    uint l_2819_ = (l_2818_ & 65535u);
                    uint l_2820_ = (l_2814_ * l_2817_);
                    uint l_2821_ = (l_2816_ * l_2817_);
                    uint l_2822_ = (l_2814_ * l_2819_);
                    uint l_2823_ = (l_2816_ * l_2819_);
                    uint l_2824_ = (l_2820_ >> 16u);
                    uint l_2825_ = (l_2824_ & 65535u);
                    uint l_2826_ = (l_2821_ & 65535u);
                    uint l_2827_ = (l_2825_ + l_2826_);
                    uint l_2828_ = (l_2822_ & 65535u);
                    uint l_2829_ = (l_2827_ + l_2828_);
                    uint l_2830_ = (l_2821_ >> 16u);
                    uint l_2831_ = (l_2830_ & 65535u);
                    uint l_2832_ = (l_2823_ + l_2831_);
                    uint l_2833_ = (l_2822_ >> 16u);
                    uint l_2834_ = (l_2833_ & 65535u);
                    uint l_2835_ = (l_2832_ + l_2834_);
                    uint l_2836_ = (l_2829_ >> 16u);
                    uint l_2837_ = (l_2836_ & 65535u);
                    uint l_774_ = (l_2835_ + l_2837_);
                    bool l_775_ = (l_773_ < l_771_);
                    uint l_776_ = uint(l_775_);
                    uint l_777_ = (l_774_ + l_776_);
                    uint l_778_ = (l_9_ % 32u);
                    l_mut_439_ = l_770_;
                    bool l_779_ = (l_778_ > 0u);
                    if (l_779_) {
                        uint l_780_ = (l_770_ >> l_778_);
                        uint l_781_ = (32u - l_778_);
                        uint l_782_ = (l_773_ << l_781_);
                        uint l_783_ = (l_780_ | l_782_);
                        l_mut_439_ = l_783_;
                    }
                    l_mut_428_ = l_773_;
                    bool l_784_ = (l_778_ > 0u);
                    if (l_784_) {
                        uint l_785_ = (l_773_ >> l_778_);
                        uint l_786_ = (32u - l_778_);
                        uint l_787_ = (l_777_ << l_786_);
                        uint l_788_ = (l_785_ | l_787_);
                        l_mut_428_ = l_788_;
                    }
                    uint _e2852 = l_mut_439_;
                    l_mut_421_ = _e2852;
                    uint _e2853 = l_mut_428_;
                    l_mut_439_ = _e2853;
                    bool l_789_ = (l_9_ >= 64u);
                    if (l_789_) {
                        l_mut_421_ = l_777_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_790_ = (l_9_ >= 32u);
                        if (l_790_) {
                            l_mut_428_ = l_773_;
                            bool l_791_ = (l_778_ > 0u);
                            if (l_791_) {
                                uint l_792_ = (l_773_ >> l_778_);
                                uint l_793_ = (32u - l_778_);
                                uint l_794_ = (l_777_ << l_793_);
                                uint l_795_ = (l_792_ | l_794_);
                                l_mut_428_ = l_795_;
                            }
                            uint l_796_ = (l_777_ >> l_778_);
                            uint _e2867 = l_mut_428_;
                            l_mut_421_ = _e2867;
                            l_mut_439_ = l_796_;
                        }
                    }
                    uint _e2868 = l_mut_421_;
                    l_mut_441_ = _e2868;
                    uint _e2869 = l_mut_439_;
                    l_mut_440_ = _e2869;
                    if (l_764_) {
                        uint _e2871 = l_mut_441_;
                        uint l_797_ = (0u - _e2871);
                        uint _e2874 = l_mut_440_;
                        uint l_798_ = (0u - _e2874);
                        uint _e2877 = l_mut_441_;
                        bool l_799_ = (0u < _e2877);
                        uint l_800_ = uint(l_799_);
                        uint l_801_ = (l_798_ - l_800_);
                        l_mut_441_ = l_797_;
                        l_mut_440_ = l_801_;
                    }
                    uint _e2881 = l_mut_441_;
                    uint l_802_ = (l_59_ + _e2881);
                    uint _e2883 = l_mut_440_;
                    uint l_803_ = (l_62_ + _e2883);
                    bool l_804_ = (l_802_ < l_59_);
                    uint l_805_ = uint(l_804_);
                    uint l_806_ = (l_803_ + l_805_);
                    uint l_807_ = (l_59_ * l_761_);
                    uint l_2839_ = (l_59_ & 65535u);
                    uint l_2840_ = (l_59_ >> 16u);
                    uint l_2841_ = (l_2840_ & 65535u);
                    uint l_2842_ = (l_761_ & 65535u);
                    uint l_2843_ = (l_761_ >> 16u);
                    uint l_2844_ = (l_2843_ & 65535u);
                    uint l_2845_ = (l_2839_ * l_2842_);
                    uint l_2846_ = (l_2841_ * l_2842_);
                    uint l_2847_ = (l_2839_ * l_2844_);
                    uint l_2848_ = (l_2841_ * l_2844_);
                    uint l_2849_ = (l_2845_ >> 16u);
                    uint l_2850_ = (l_2849_ & 65535u);
                    uint l_2851_ = (l_2846_ & 65535u);
                    uint l_2852_ = (l_2850_ + l_2851_);
                    uint l_2853_ = (l_2847_ & 65535u);
                    uint l_2854_ = (l_2852_ + l_2853_);
                    uint l_2855_ = (l_2846_ >> 16u);
                    uint l_2856_ = (l_2855_ & 65535u);
                    uint l_2857_ = (l_2848_ + l_2856_);
                    uint l_2858_ = (l_2847_ >> 16u);
                    uint l_2859_ = (l_2858_ & 65535u);
                    uint l_2860_ = (l_2857_ + l_2859_);
                    uint l_2861_ = (l_2854_ >> 16u);
                    uint l_2862_ = (l_2861_ & 65535u);
                    uint l_808_ = (l_2860_ + l_2862_);
                    uint l_809_ = (l_62_ * l_761_);
                    uint l_810_ = (l_808_ + l_809_);
                    uint l_811_ = (l_64_ + l_807_);
                    uint l_812_ = (l_67_ + l_810_);
                    bool l_813_ = (l_811_ < l_64_);
                    uint l_814_ = uint(l_813_);
                    uint l_815_ = (l_812_ + l_814_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_816_ = (l_761_ < 65536u);
                    if (l_816_) {
                        uint l_817_ = (l_761_ * l_761_);
                        uint l_818_ = (l_72_ >> 31u);
                        bool l_819_ = (l_818_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_819_) {
                            uint l_820_ = (0u - l_69_);
                            uint l_821_ = (0u - l_72_);
                            bool l_822_ = (0u < l_69_);
                            uint l_823_ = uint(l_822_);
                            uint l_824_ = (l_821_ - l_823_);
                            l_mut_439_ = l_820_;
                            l_mut_428_ = l_824_;
                        }
                        uint _e2954 = l_mut_439_;
                        uint l_825_ = (_e2954 * l_817_);
                        uint _e2956 = l_mut_428_;
                        uint l_826_ = (_e2956 * l_817_);
                        uint _e2958 = l_mut_439_;
                        uint l_2864_ = (_e2958 & 65535u);
                        uint _e2961 = l_mut_439_;
                        uint l_2865_ = (_e2961 >> 16u);
                        uint l_2866_ = (l_2865_ & 65535u);
                        uint l_2867_ = (l_817_ & 65535u);
                        uint l_2868_ = (l_817_ >> 16u);
                        uint l_2869_ = (l_2868_ & 65535u);
                        uint l_2870_ = (l_2864_ * l_2867_);
                        uint l_2871_ = (l_2866_ * l_2867_);
                        uint l_2872_ = (l_2864_ * l_2869_);
                        uint l_2873_ = (l_2866_ * l_2869_);
                        uint l_2874_ = (l_2870_ >> 16u);
                        uint l_2875_ = (l_2874_ & 65535u);
                        uint l_2876_ = (l_2871_ & 65535u);
                        uint l_2877_ = (l_2875_ + l_2876_);
                        uint l_2878_ = (l_2872_ & 65535u);
                        uint l_2879_ = (l_2877_ + l_2878_);
                        uint l_2880_ = (l_2871_ >> 16u);
                        uint l_2881_ = (l_2880_ & 65535u);
                        uint l_2882_ = (l_2873_ + l_2881_);
                        uint l_2883_ = (l_2872_ >> 16u);
                        uint l_2884_ = (l_2883_ & 65535u);
                        uint l_2885_ = (l_2882_ + l_2884_);
                        uint l_2886_ = (l_2879_ >> 16u);
                        uint l_2887_ = (l_2886_ & 65535u);
                        uint l_827_ = (l_2885_ + l_2887_);
                        uint l_828_ = (l_827_ + l_826_);
                        uint _e3002 = l_mut_428_;
                        uint l_2889_ = (_e3002 & 65535u);
                        uint _e3005 = l_mut_428_;
                        uint l_2890_ = (_e3005 >> 16u);
                        uint l_2891_ = (l_2890_ & 65535u);
                        uint l_2892_ = (l_817_ & 65535u);
                        uint l_2893_ = (l_817_ >> 16u);
                        uint l_2894_ = (l_2893_ & 65535u);
                        uint l_2895_ = (l_2889_ * l_2892_);
                        uint l_2896_ = (l_2891_ * l_2892_);
                        uint l_2897_ = (l_2889_ * l_2894_);
                        uint l_2898_ = (l_2891_ * l_2894_);
                        uint l_2899_ = (l_2895_ >> 16u);
                        uint l_2900_ = (l_2899_ & 65535u);
                        uint l_2901_ = (l_2896_ & 65535u);
                        uint l_2902_ = (l_2900_ + l_2901_);
                        uint l_2903_ = (l_2897_ & 65535u);
                        uint l_2904_ = (l_2902_ + l_2903_);
                        uint l_2905_ = (l_2896_ >> 16u);
                        uint l_2906_ = (l_2905_ & 65535u);
                        uint l_2907_ = (l_2898_ + l_2906_);
                        uint l_2908_ = (l_2897_ >> 16u);
                        uint l_2909_ = (l_2908_ & 65535u);
                        uint l_2910_ = (l_2907_ + l_2909_);
                        uint l_2911_ = (l_2904_ >> 16u);
                        uint l_2912_ = (l_2911_ & 65535u);
                        uint l_829_ = (l_2910_ + l_2912_);
                        bool l_830_ = (l_828_ < l_826_);
                        uint l_831_ = uint(l_830_);
                        uint l_832_ = (l_829_ + l_831_);
                        uint l_833_ = (l_9_ % 32u);
                        l_mut_421_ = l_825_;
                        bool l_834_ = (l_833_ > 0u);
                        if (l_834_) {
                            uint l_835_ = (l_825_ >> l_833_);
                            uint l_836_ = (32u - l_833_);
                            uint l_837_ = (l_828_ << l_836_);
                            uint l_838_ = (l_835_ | l_837_);
                            l_mut_421_ = l_838_;
                        }
                        l_mut_394_ = l_828_;
                        bool l_839_ = (l_833_ > 0u);
                        if (l_839_) {
                            uint l_840_ = (l_828_ >> l_833_);
                            uint l_841_ = (32u - l_833_);
                            uint l_842_ = (l_832_ << l_841_);
                            uint l_843_ = (l_840_ | l_842_);
                            l_mut_394_ = l_843_;
                        }
                        uint _e3064 = l_mut_421_;
                        l_mut_388_ = _e3064;
                        uint _e3065 = l_mut_394_;
                        l_mut_421_ = _e3065;
                        bool l_844_ = (l_9_ >= 64u);
                        if (l_844_) {
                            l_mut_388_ = l_832_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_845_ = (l_9_ >= 32u);
                            if (l_845_) {
                                l_mut_394_ = l_828_;
                                bool l_846_ = (l_833_ > 0u);
                                if (l_846_) {
                                    uint l_847_ = (l_828_ >> l_833_);
                                    uint l_848_ = (32u - l_833_);
                                    uint l_849_ = (l_832_ << l_848_);
                                    uint l_850_ = (l_847_ | l_849_);
                                    l_mut_394_ = l_850_;
                                }
                                uint l_851_ = (l_832_ >> l_833_);
                                uint _e3079 = l_mut_394_;
                                l_mut_388_ = _e3079;
                                l_mut_421_ = l_851_;
                            }
                        }
                        uint _e3080 = l_mut_388_;
                        l_mut_439_ = _e3080;
                        uint _e3081 = l_mut_421_;
                        l_mut_428_ = _e3081;
                        if (l_819_) {
                            uint _e3083 = l_mut_439_;
                            uint l_852_ = (0u - _e3083);
                            uint _e3086 = l_mut_428_;
                            uint l_853_ = (0u - _e3086);
                            uint _e3089 = l_mut_439_;
                            bool l_854_ = (0u < _e3089);
                            uint l_855_ = uint(l_854_);
                            uint l_856_ = (l_853_ - l_855_);
                            l_mut_439_ = l_852_;
                            l_mut_428_ = l_856_;
                        }
                        uint _e3093 = l_mut_439_;
                        l_mut_441_ = _e3093;
                        uint _e3094 = l_mut_428_;
                        l_mut_440_ = _e3094;
                    } else {
                        uint l_857_ = (l_72_ >> 31u);
                        bool l_858_ = (l_857_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_858_) {
                            uint l_859_ = (0u - l_69_);
                            uint l_860_ = (0u - l_72_);
                            bool l_861_ = (0u < l_69_);
                            uint l_862_ = uint(l_861_);
                            uint l_863_ = (l_860_ - l_862_);
                            l_mut_439_ = l_859_;
                            l_mut_428_ = l_863_;
                        }
                        uint _e3107 = l_mut_439_;
                        uint l_864_ = (_e3107 * l_761_);
                        uint _e3109 = l_mut_428_;
                        uint l_865_ = (_e3109 * l_761_);
                        uint _e3111 = l_mut_439_;
                        uint l_2914_ = (_e3111 & 65535u);
                        uint _e3114 = l_mut_439_;
                        uint l_2915_ = (_e3114 >> 16u);
                        uint l_2916_ = (l_2915_ & 65535u);
                        uint l_2917_ = (l_761_ & 65535u);
                        uint l_2918_ = (l_761_ >> 16u);
                        uint l_2919_ = (l_2918_ & 65535u);
                        uint l_2920_ = (l_2914_ * l_2917_);
                        uint l_2921_ = (l_2916_ * l_2917_);
                        uint l_2922_ = (l_2914_ * l_2919_);
                        uint l_2923_ = (l_2916_ * l_2919_);
                        uint l_2924_ = (l_2920_ >> 16u);
                        uint l_2925_ = (l_2924_ & 65535u);
                        uint l_2926_ = (l_2921_ & 65535u);
                        uint l_2927_ = (l_2925_ + l_2926_);
                        uint l_2928_ = (l_2922_ & 65535u);
                        uint l_2929_ = (l_2927_ + l_2928_);
                        uint l_2930_ = (l_2921_ >> 16u);
                        uint l_2931_ = (l_2930_ & 65535u);
                        uint l_2932_ = (l_2923_ + l_2931_);
                        uint l_2933_ = (l_2922_ >> 16u);
                        uint l_2934_ = (l_2933_ & 65535u);
                        uint l_2935_ = (l_2932_ + l_2934_);
                        uint l_2936_ = (l_2929_ >> 16u);
                        uint l_2937_ = (l_2936_ & 65535u);
                        uint l_866_ = (l_2935_ + l_2937_);
                        uint l_867_ = (l_866_ + l_865_);
                        uint _e3155 = l_mut_428_;
                        uint l_2939_ = (_e3155 & 65535u);
                        uint _e3158 = l_mut_428_;
                        uint l_2940_ = (_e3158 >> 16u);
                        uint l_2941_ = (l_2940_ & 65535u);
                        uint l_2942_ = (l_761_ & 65535u);
                        uint l_2943_ = (l_761_ >> 16u);
                        uint l_2944_ = (l_2943_ & 65535u);
                        uint l_2945_ = (l_2939_ * l_2942_);
                        uint l_2946_ = (l_2941_ * l_2942_);
                        uint l_2947_ = (l_2939_ * l_2944_);
                        uint l_2948_ = (l_2941_ * l_2944_);
                        uint l_2949_ = (l_2945_ >> 16u);
                        uint l_2950_ = (l_2949_ & 65535u);
                        uint l_2951_ = (l_2946_ & 65535u);
                        uint l_2952_ = (l_2950_ + l_2951_);
                        uint l_2953_ = (l_2947_ & 65535u);
                        uint l_2954_ = (l_2952_ + l_2953_);
                        uint l_2955_ = (l_2946_ >> 16u);
                        uint l_2956_ = (l_2955_ & 65535u);
                        uint l_2957_ = (l_2948_ + l_2956_);
                        uint l_2958_ = (l_2947_ >> 16u);
                        uint l_2959_ = (l_2958_ & 65535u);
                        uint l_2960_ = (l_2957_ + l_2959_);
                        uint l_2961_ = (l_2954_ >> 16u);
                        uint l_2962_ = (l_2961_ & 65535u);
                        uint l_868_ = (l_2960_ + l_2962_);
                        bool l_869_ = (l_867_ < l_865_);
                        uint l_870_ = uint(l_869_);
                        uint l_871_ = (l_868_ + l_870_);
                        l_mut_421_ = l_864_;
                        bool l_873_ = (0u > 0u);
                        if (l_873_) {
                            uint l_874_ = (l_864_ >> 0u);
                            uint l_875_ = (32u - 0u);
                            uint l_876_ = (l_867_ << l_875_);
                            uint l_877_ = (l_874_ | l_876_);
                            l_mut_421_ = l_877_;
                        }
                        l_mut_394_ = l_867_;
                        bool l_878_ = (0u > 0u);
                        if (l_878_) {
                            uint l_879_ = (l_867_ >> 0u);
                            uint l_880_ = (32u - 0u);
                            uint l_881_ = (l_871_ << l_880_);
                            uint l_882_ = (l_879_ | l_881_);
                            l_mut_394_ = l_882_;
                        }
                        uint _e3216 = l_mut_421_;
                        l_mut_388_ = _e3216;
                        uint _e3217 = l_mut_394_;
                        l_mut_421_ = _e3217;
                        if (false) {
                            l_mut_388_ = l_871_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_867_;
                                bool l_885_ = (0u > 0u);
                                if (l_885_) {
                                    uint l_886_ = (l_867_ >> 0u);
                                    uint l_887_ = (32u - 0u);
                                    uint l_888_ = (l_871_ << l_887_);
                                    uint l_889_ = (l_886_ | l_888_);
                                    l_mut_394_ = l_889_;
                                }
                                uint l_890_ = (l_871_ >> 0u);
                                uint _e3229 = l_mut_394_;
                                l_mut_388_ = _e3229;
                                l_mut_421_ = l_890_;
                            }
                        }
                        uint _e3230 = l_mut_439_;
                        uint l_891_ = (_e3230 * l_761_);
                        uint _e3232 = l_mut_428_;
                        uint l_892_ = (_e3232 * l_761_);
                        uint _e3234 = l_mut_439_;
                        uint l_2964_ = (_e3234 & 65535u);
                        uint _e3237 = l_mut_439_;
                        uint l_2965_ = (_e3237 >> 16u);
                        uint l_2966_ = (l_2965_ & 65535u);
                        uint l_2967_ = (l_761_ & 65535u);
                        uint l_2968_ = (l_761_ >> 16u);
                        uint l_2969_ = (l_2968_ & 65535u);
                        uint l_2970_ = (l_2964_ * l_2967_);
                        uint l_2971_ = (l_2966_ * l_2967_);
                        uint l_2972_ = (l_2964_ * l_2969_);
                        uint l_2973_ = (l_2966_ * l_2969_);
                        uint l_2974_ = (l_2970_ >> 16u);
                        uint l_2975_ = (l_2974_ & 65535u);
                        uint l_2976_ = (l_2971_ & 65535u);
                        uint l_2977_ = (l_2975_ + l_2976_);
                        uint l_2978_ = (l_2972_ & 65535u);
                        uint l_2979_ = (l_2977_ + l_2978_);
                        uint l_2980_ = (l_2971_ >> 16u);
                        uint l_2981_ = (l_2980_ & 65535u);
                        uint l_2982_ = (l_2973_ + l_2981_);
                        uint l_2983_ = (l_2972_ >> 16u);
                        uint l_2984_ = (l_2983_ & 65535u);
                        uint l_2985_ = (l_2982_ + l_2984_);
                        uint l_2986_ = (l_2979_ >> 16u);
                        uint l_2987_ = (l_2986_ & 65535u);
                        uint l_893_ = (l_2985_ + l_2987_);
                        uint l_894_ = (l_893_ + l_892_);
                        uint _e3278 = l_mut_428_;
                        uint l_2989_ = (_e3278 & 65535u);
                        uint _e3281 = l_mut_428_;
                        uint l_2990_ = (_e3281 >> 16u);
                        uint l_2991_ = (l_2990_ & 65535u);
                        uint l_2992_ = (l_761_ & 65535u);
                        uint l_2993_ = (l_761_ >> 16u);
                        uint l_2994_ = (l_2993_ & 65535u);
                        uint l_2995_ = (l_2989_ * l_2992_);
                        uint l_2996_ = (l_2991_ * l_2992_);
                        uint l_2997_ = (l_2989_ * l_2994_);
                        uint l_2998_ = (l_2991_ * l_2994_);
                        uint l_2999_ = (l_2995_ >> 16u);
                        uint l_3000_ = (l_2999_ & 65535u);
                        uint l_3001_ = (l_2996_ & 65535u);
                        uint l_3002_ = (l_3000_ + l_3001_);
                        uint l_3003_ = (l_2997_ & 65535u);
                        uint l_3004_ = (l_3002_ + l_3003_);
                        uint l_3005_ = (l_2996_ >> 16u);
                        uint l_3006_ = (l_3005_ & 65535u);
                        uint l_3007_ = (l_2998_ + l_3006_);
                        uint l_3008_ = (l_2997_ >> 16u);
                        uint l_3009_ = (l_3008_ & 65535u);
                        uint l_3010_ = (l_3007_ + l_3009_);
                        uint l_3011_ = (l_3004_ >> 16u);
                        uint l_3012_ = (l_3011_ & 65535u);
                        uint l_895_ = (l_3010_ + l_3012_);
                        bool l_896_ = (l_894_ < l_892_);
                        uint l_897_ = uint(l_896_);
                        uint l_898_ = (l_895_ + l_897_);
                        l_mut_394_ = l_891_;
                        bool l_900_ = (0u > 0u);
                        if (l_900_) {
                            uint l_901_ = (l_891_ >> 0u);
                            uint l_902_ = (32u - 0u);
                            uint l_903_ = (l_894_ << l_902_);
                            uint l_904_ = (l_901_ | l_903_);
                            l_mut_394_ = l_904_;
                        }
                        l_mut_382_ = l_894_;
                        bool l_905_ = (0u > 0u);
                        if (l_905_) {
                            uint l_906_ = (l_894_ >> 0u);
                            uint l_907_ = (32u - 0u);
                            uint l_908_ = (l_898_ << l_907_);
                            uint l_909_ = (l_906_ | l_908_);
                            l_mut_382_ = l_909_;
                        }
                        uint _e3339 = l_mut_394_;
                        l_mut_275_ = _e3339;
                        uint _e3340 = l_mut_382_;
                        l_mut_394_ = _e3340;
                        if (true) {
                            l_mut_275_ = l_898_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_894_;
                                bool l_912_ = (0u > 0u);
                                if (l_912_) {
                                    uint l_913_ = (l_894_ >> 0u);
                                    uint l_914_ = (32u - 0u);
                                    uint l_915_ = (l_898_ << l_914_);
                                    uint l_916_ = (l_913_ | l_915_);
                                    l_mut_382_ = l_916_;
                                }
                                uint l_917_ = (l_898_ >> 0u);
                                uint _e3352 = l_mut_382_;
                                l_mut_275_ = _e3352;
                                l_mut_394_ = l_917_;
                            }
                        }
                        uint _e3353 = l_mut_388_;
                        uint l_918_ = (_e3353 * l_761_);
                        uint _e3355 = l_mut_421_;
                        uint l_919_ = (_e3355 * l_761_);
                        uint _e3357 = l_mut_388_;
                        uint l_3014_ = (_e3357 & 65535u);
                        uint _e3360 = l_mut_388_;
                        uint l_3015_ = (_e3360 >> 16u);
                        uint l_3016_ = (l_3015_ & 65535u);
                        uint l_3017_ = (l_761_ & 65535u);
                        uint l_3018_ = (l_761_ >> 16u);
                        uint l_3019_ = (l_3018_ & 65535u);
                        uint l_3020_ = (l_3014_ * l_3017_);
                        uint l_3021_ = (l_3016_ * l_3017_);
                        uint l_3022_ = (l_3014_ * l_3019_);
                        uint l_3023_ = (l_3016_ * l_3019_);
                        uint l_3024_ = (l_3020_ >> 16u);
                        uint l_3025_ = (l_3024_ & 65535u);
                        uint l_3026_ = (l_3021_ & 65535u);
                        uint l_3027_ = (l_3025_ + l_3026_);
                        uint l_3028_ = (l_3022_ & 65535u);
                        uint l_3029_ = (l_3027_ + l_3028_);
                        uint l_3030_ = (l_3021_ >> 16u);
                        uint l_3031_ = (l_3030_ & 65535u);
                        uint l_3032_ = (l_3023_ + l_3031_);
                        uint l_3033_ = (l_3022_ >> 16u);
                        uint l_3034_ = (l_3033_ & 65535u);
                        uint l_3035_ = (l_3032_ + l_3034_);
                        uint l_3036_ = (l_3029_ >> 16u);
                        uint l_3037_ = (l_3036_ & 65535u);
                        uint l_920_ = (l_3035_ + l_3037_);
                        uint l_921_ = (l_920_ + l_919_);
                        uint _e3401 = l_mut_421_;
                        uint l_3039_ = (_e3401 & 65535u);
                        uint _e3404 = l_mut_421_;
                        uint l_3040_ = (_e3404 >> 16u);
                        uint l_3041_ = (l_3040_ & 65535u);
                        uint l_3042_ = (l_761_ & 65535u);
                        uint l_3043_ = (l_761_ >> 16u);
                        uint l_3044_ = (l_3043_ & 65535u);
                        uint l_3045_ = (l_3039_ * l_3042_);
                        uint l_3046_ = (l_3041_ * l_3042_);
                        uint l_3047_ = (l_3039_ * l_3044_);
                        uint l_3048_ = (l_3041_ * l_3044_);
                        uint l_3049_ = (l_3045_ >> 16u);
                        uint l_3050_ = (l_3049_ & 65535u);
                        uint l_3051_ = (l_3046_ & 65535u);
                        uint l_3052_ = (l_3050_ + l_3051_);
                        uint l_3053_ = (l_3047_ & 65535u);
                        uint l_3054_ = (l_3052_ + l_3053_);
                        uint l_3055_ = (l_3046_ >> 16u);
                        uint l_3056_ = (l_3055_ & 65535u);
                        uint l_3057_ = (l_3048_ + l_3056_);
                        uint l_3058_ = (l_3047_ >> 16u);
                        uint l_3059_ = (l_3058_ & 65535u);
                        uint l_3060_ = (l_3057_ + l_3059_);
                        uint l_3061_ = (l_3054_ >> 16u);
                        uint l_3062_ = (l_3061_ & 65535u);
                        uint l_922_ = (l_3060_ + l_3062_);
                        bool l_923_ = (l_921_ < l_919_);
                        uint l_924_ = uint(l_923_);
                        uint l_925_ = (l_922_ + l_924_);
                        l_mut_439_ = l_918_;
                        bool l_927_ = (0u > 0u);
                        if (l_927_) {
                            uint l_928_ = (l_918_ >> 0u);
                            uint l_929_ = (32u - 0u);
                            uint l_930_ = (l_921_ << l_929_);
                            uint l_931_ = (l_928_ | l_930_);
                            l_mut_439_ = l_931_;
                        }
                        l_mut_428_ = l_921_;
                        bool l_932_ = (0u > 0u);
                        if (l_932_) {
                            uint l_933_ = (l_921_ >> 0u);
                            uint l_934_ = (32u - 0u);
                            uint l_935_ = (l_925_ << l_934_);
                            uint l_936_ = (l_933_ | l_935_);
                            l_mut_428_ = l_936_;
                        }
                        uint _e3462 = l_mut_439_;
                        l_mut_382_ = _e3462;
                        uint _e3463 = l_mut_428_;
                        l_mut_439_ = _e3463;
                        if (false) {
                            l_mut_382_ = l_925_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_921_;
                                bool l_939_ = (0u > 0u);
                                if (l_939_) {
                                    uint l_940_ = (l_921_ >> 0u);
                                    uint l_941_ = (32u - 0u);
                                    uint l_942_ = (l_925_ << l_941_);
                                    uint l_943_ = (l_940_ | l_942_);
                                    l_mut_428_ = l_943_;
                                }
                                uint l_944_ = (l_925_ >> 0u);
                                uint _e3475 = l_mut_428_;
                                l_mut_382_ = _e3475;
                                l_mut_439_ = l_944_;
                            }
                        }
                        uint _e3476 = l_mut_388_;
                        uint l_945_ = (_e3476 * l_761_);
                        uint _e3478 = l_mut_421_;
                        uint l_946_ = (_e3478 * l_761_);
                        uint _e3480 = l_mut_388_;
                        uint l_3064_ = (_e3480 & 65535u);
                        uint _e3483 = l_mut_388_;
                        uint l_3065_ = (_e3483 >> 16u);
                        uint l_3066_ = (l_3065_ & 65535u);
                        uint l_3067_ = (l_761_ & 65535u);
                        uint l_3068_ = (l_761_ >> 16u);
                        uint l_3069_ = (l_3068_ & 65535u);
                        uint l_3070_ = (l_3064_ * l_3067_);
                        uint l_3071_ = (l_3066_ * l_3067_);
                        uint l_3072_ = (l_3064_ * l_3069_);
                        uint l_3073_ = (l_3066_ * l_3069_);
                        uint l_3074_ = (l_3070_ >> 16u);
                        uint l_3075_ = (l_3074_ & 65535u);
                        uint l_3076_ = (l_3071_ & 65535u);
                        uint l_3077_ = (l_3075_ + l_3076_);
                        uint l_3078_ = (l_3072_ & 65535u);
                        uint l_3079_ = (l_3077_ + l_3078_);
                        uint l_3080_ = (l_3071_ >> 16u);
                        uint l_3081_ = (l_3080_ & 65535u);
                        uint l_3082_ = (l_3073_ + l_3081_);
                        uint l_3083_ = (l_3072_ >> 16u);
                        uint l_3084_ = (l_3083_ & 65535u);
                        uint l_3085_ = (l_3082_ + l_3084_);
                        uint l_3086_ = (l_3079_ >> 16u);
                        uint l_3087_ = (l_3086_ & 65535u);
                        uint l_947_ = (l_3085_ + l_3087_);
                        uint l_948_ = (l_947_ + l_946_);
                        uint _e3524 = l_mut_421_;
                        uint l_3089_ = (_e3524 & 65535u);
                        uint _e3527 = l_mut_421_;
                        uint l_3090_ = (_e3527 >> 16u);
                        uint l_3091_ = (l_3090_ & 65535u);
                        uint l_3092_ = (l_761_ & 65535u);
                        uint l_3093_ = (l_761_ >> 16u);
                        uint l_3094_ = (l_3093_ & 65535u);
                        uint l_3095_ = (l_3089_ * l_3092_);
                        uint l_3096_ = (l_3091_ * l_3092_);
                        uint l_3097_ = (l_3089_ * l_3094_);
                        uint l_3098_ = (l_3091_ * l_3094_);
                        uint l_3099_ = (l_3095_ >> 16u);
                        uint l_3100_ = (l_3099_ & 65535u);
                        uint l_3101_ = (l_3096_ & 65535u);
                        uint l_3102_ = (l_3100_ + l_3101_);
                        uint l_3103_ = (l_3097_ & 65535u);
                        uint l_3104_ = (l_3102_ + l_3103_);
                        uint l_3105_ = (l_3096_ >> 16u);
                        uint l_3106_ = (l_3105_ & 65535u);
                        uint l_3107_ = (l_3098_ + l_3106_);
                        uint l_3108_ = (l_3097_ >> 16u);
                        uint l_3109_ = (l_3108_ & 65535u);
                        uint l_3110_ = (l_3107_ + l_3109_);
                        uint l_3111_ = (l_3104_ >> 16u);
                        uint l_3112_ = (l_3111_ & 65535u);
                        uint l_949_ = (l_3110_ + l_3112_);
                        bool l_950_ = (l_948_ < l_946_);
                        uint l_951_ = uint(l_950_);
                        uint l_952_ = (l_949_ + l_951_);
                        l_mut_428_ = l_945_;
                        bool l_954_ = (0u > 0u);
                        if (l_954_) {
                            uint l_955_ = (l_945_ >> 0u);
                            uint l_956_ = (32u - 0u);
                            uint l_957_ = (l_948_ << l_956_);
                            uint l_958_ = (l_955_ | l_957_);
                            l_mut_428_ = l_958_;
                        }
                        l_mut_269_ = l_948_;
                        bool l_959_ = (0u > 0u);
                        if (l_959_) {
                            uint l_960_ = (l_948_ >> 0u);
                            uint l_961_ = (32u - 0u);
                            uint l_962_ = (l_952_ << l_961_);
                            uint l_963_ = (l_960_ | l_962_);
                            l_mut_269_ = l_963_;
                        }
                        uint _e3585 = l_mut_428_;
                        l_mut_219_ = _e3585;
                        uint _e3586 = l_mut_269_;
                        l_mut_428_ = _e3586;
                        if (true) {
                            l_mut_219_ = l_952_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_948_;
                                bool l_966_ = (0u > 0u);
                                if (l_966_) {
                                    uint l_967_ = (l_948_ >> 0u);
                                    uint l_968_ = (32u - 0u);
                                    uint l_969_ = (l_952_ << l_968_);
                                    uint l_970_ = (l_967_ | l_969_);
                                    l_mut_269_ = l_970_;
                                }
                                uint l_971_ = (l_952_ >> 0u);
                                uint _e3598 = l_mut_269_;
                                l_mut_219_ = _e3598;
                                l_mut_428_ = l_971_;
                            }
                        }
                        uint _e3599 = l_mut_275_;
                        uint l_972_ = (_e3599 * l_761_);
                        uint _e3601 = l_mut_275_;
                        uint l_3114_ = (_e3601 & 65535u);
                        uint _e3604 = l_mut_275_;
                        uint l_3115_ = (_e3604 >> 16u);
                        uint l_3116_ = (l_3115_ & 65535u);
                        uint l_3117_ = (l_761_ & 65535u);
                        uint l_3118_ = (l_761_ >> 16u);
                        uint l_3119_ = (l_3118_ & 65535u);
                        uint l_3120_ = (l_3114_ * l_3117_);
                        uint l_3121_ = (l_3116_ * l_3117_);
                        uint l_3122_ = (l_3114_ * l_3119_);
                        uint l_3123_ = (l_3116_ * l_3119_);
                        uint l_3124_ = (l_3120_ >> 16u);
                        uint l_3125_ = (l_3124_ & 65535u);
                        uint l_3126_ = (l_3121_ & 65535u);
                        uint l_3127_ = (l_3125_ + l_3126_);
                        uint l_3128_ = (l_3122_ & 65535u);
                        uint l_3129_ = (l_3127_ + l_3128_);
                        uint l_3130_ = (l_3121_ >> 16u);
                        uint l_3131_ = (l_3130_ & 65535u);
                        uint l_3132_ = (l_3123_ + l_3131_);
                        uint l_3133_ = (l_3122_ >> 16u);
                        uint l_3134_ = (l_3133_ & 65535u);
                        uint l_3135_ = (l_3132_ + l_3134_);
                        uint l_3136_ = (l_3129_ >> 16u);
                        uint l_3137_ = (l_3136_ & 65535u);
                        uint l_973_ = (l_3135_ + l_3137_);
                        uint _e3644 = l_mut_394_;
                        uint l_974_ = (_e3644 * l_761_);
                        uint l_975_ = (l_973_ + l_974_);
                        uint _e3647 = l_mut_219_;
                        uint l_976_ = (_e3647 + l_972_);
                        uint _e3649 = l_mut_428_;
                        uint l_977_ = (_e3649 + l_975_);
                        uint _e3651 = l_mut_219_;
                        bool l_978_ = (l_976_ < _e3651);
                        uint l_979_ = uint(l_978_);
                        uint l_980_ = (l_977_ + l_979_);
                        uint _e3655 = l_mut_382_;
                        l_mut_441_ = _e3655;
                        uint _e3656 = l_mut_439_;
                        l_mut_440_ = _e3656;
                        bool l_981_ = (l_9_ == 64u);
                        if (l_981_) {
                            l_mut_441_ = l_976_;
                            l_mut_440_ = l_980_;
                        } else {
                            bool l_982_ = (l_9_ > 0u);
                            if (l_982_) {
                                uint l_983_ = (64u - l_9_);
                                l_mut_428_ = l_976_;
                                l_mut_421_ = l_980_;
                                bool l_984_ = (l_983_ >= 32u);
                                if (l_984_) {
                                    uint l_985_ = (l_983_ & 31u);
                                    uint l_986_ = (l_976_ << l_985_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_986_;
                                } else {
                                    bool l_987_ = (l_983_ > 0u);
                                    if (l_987_) {
                                        uint l_988_ = (l_976_ << l_983_);
                                        uint l_989_ = (l_980_ << l_983_);
                                        uint l_990_ = (32u - l_983_);
                                        uint l_991_ = (l_976_ >> l_990_);
                                        uint l_992_ = (l_989_ | l_991_);
                                        l_mut_428_ = l_988_;
                                        l_mut_421_ = l_992_;
                                    }
                                }
                                uint _e3677 = l_mut_382_;
                                l_mut_394_ = _e3677;
                                uint _e3678 = l_mut_439_;
                                l_mut_388_ = _e3678;
                                bool l_993_ = (l_9_ >= 32u);
                                if (l_993_) {
                                    uint l_994_ = (l_9_ & 31u);
                                    uint _e3683 = l_mut_439_;
                                    uint l_995_ = (_e3683 >> l_994_);
                                    l_mut_394_ = l_995_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_996_ = (l_9_ > 0u);
                                    if (l_996_) {
                                        uint _e3688 = l_mut_382_;
                                        l_mut_275_ = _e3688;
                                        bool l_997_ = (l_9_ > 0u);
                                        if (l_997_) {
                                            uint _e3691 = l_mut_382_;
                                            uint l_998_ = (_e3691 >> l_9_);
                                            uint l_999_ = (32u - l_9_);
                                            uint _e3695 = l_mut_439_;
                                            uint l_1000_ = (_e3695 << l_999_);
                                            uint l_1001_ = (l_998_ | l_1000_);
                                            l_mut_275_ = l_1001_;
                                        }
                                        uint _e3698 = l_mut_439_;
                                        uint l_1002_ = (_e3698 >> l_9_);
                                        uint _e3700 = l_mut_275_;
                                        l_mut_394_ = _e3700;
                                        l_mut_388_ = l_1002_;
                                    }
                                }
                                uint _e3701 = l_mut_428_;
                                uint _e3702 = l_mut_394_;
                                uint l_1003_ = (_e3701 + _e3702);
                                uint _e3704 = l_mut_421_;
                                uint _e3705 = l_mut_388_;
                                uint l_1004_ = (_e3704 + _e3705);
                                uint _e3707 = l_mut_428_;
                                bool l_1005_ = (l_1003_ < _e3707);
                                uint l_1006_ = uint(l_1005_);
                                uint l_1007_ = (l_1004_ + l_1006_);
                                l_mut_441_ = l_1003_;
                                l_mut_440_ = l_1007_;
                            }
                        }
                        if (l_858_) {
                            uint _e3712 = l_mut_441_;
                            uint l_1008_ = (0u - _e3712);
                            uint _e3715 = l_mut_440_;
                            uint l_1009_ = (0u - _e3715);
                            uint _e3718 = l_mut_441_;
                            bool l_1010_ = (0u < _e3718);
                            uint l_1011_ = uint(l_1010_);
                            uint l_1012_ = (l_1009_ - l_1011_);
                            l_mut_441_ = l_1008_;
                            l_mut_440_ = l_1012_;
                        }
                    }
                    uint _e3722 = l_mut_441_;
                    uint l_1013_ = (l_811_ + _e3722);
                    uint _e3724 = l_mut_440_;
                    uint l_1014_ = (l_815_ + _e3724);
                    bool l_1015_ = (l_1013_ < l_811_);
                    uint l_1016_ = uint(l_1015_);
                    uint l_1017_ = (l_1014_ + l_1016_);
                    uint l_1018_ = (l_72_ >> 31u);
                    bool l_1019_ = (l_1018_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1019_) {
                        uint l_1020_ = (0u - l_69_);
                        uint l_1021_ = (0u - l_72_);
                        bool l_1022_ = (0u < l_69_);
                        uint l_1023_ = uint(l_1022_);
                        uint l_1024_ = (l_1021_ - l_1023_);
                        l_mut_441_ = l_1020_;
                        l_mut_440_ = l_1024_;
                    }
                    uint _e3741 = l_mut_441_;
                    uint l_1025_ = (_e3741 * l_760_);
                    uint _e3743 = l_mut_440_;
                    uint l_1026_ = (_e3743 * l_760_);
                    uint _e3745 = l_mut_441_;
                    uint l_3139_ = (_e3745 & 65535u);
                    uint _e3748 = l_mut_441_;
                    uint l_3140_ = (_e3748 >> 16u);
                    uint l_3141_ = (l_3140_ & 65535u);
                    uint l_3142_ = (l_760_ & 65535u);
                    uint l_3143_ = (l_760_ >> 16u);
                    uint l_3144_ = (l_3143_ & 65535u);
                    uint l_3145_ = (l_3139_ * l_3142_);
                    uint l_3146_ = (l_3141_ * l_3142_);
                    uint l_3147_ = (l_3139_ * l_3144_);
                    uint l_3148_ = (l_3141_ * l_3144_);
                    uint l_3149_ = (l_3145_ >> 16u);
                    uint l_3150_ = (l_3149_ & 65535u);
                    uint l_3151_ = (l_3146_ & 65535u);
                    uint l_3152_ = (l_3150_ + l_3151_);
                    uint l_3153_ = (l_3147_ & 65535u);
                    uint l_3154_ = (l_3152_ + l_3153_);
                    uint l_3155_ = (l_3146_ >> 16u);
                    uint l_3156_ = (l_3155_ & 65535u);
                    uint l_3157_ = (l_3148_ + l_3156_);
                    uint l_3158_ = (l_3147_ >> 16u);
                    uint l_3159_ = (l_3158_ & 65535u);
                    uint l_3160_ = (l_3157_ + l_3159_);
                    uint l_3161_ = (l_3154_ >> 16u);
                    uint l_3162_ = (l_3161_ & 65535u);
                    uint l_1027_ = (l_3160_ + l_3162_);
                    uint l_1028_ = (l_1027_ + l_1026_);
                    uint _e3789 = l_mut_440_;
                    uint l_3164_ = (_e3789 & 65535u);
                    uint _e3792 = l_mut_440_;
                    uint l_3165_ = (_e3792 >> 16u);
                    uint l_3166_ = (l_3165_ & 65535u);
                    uint l_3167_ = (l_760_ & 65535u);
                    uint l_3168_ = (l_760_ >> 16u);
                    uint l_3169_ = (l_3168_ & 65535u);
                    uint l_3170_ = (l_3164_ * l_3167_);
                    uint l_3171_ = (l_3166_ * l_3167_);
                    uint l_3172_ = (l_3164_ * l_3169_);
                    uint l_3173_ = (l_3166_ * l_3169_);
                    uint l_3174_ = (l_3170_ >> 16u);
                    uint l_3175_ = (l_3174_ & 65535u);
                    uint l_3176_ = (l_3171_ & 65535u);
                    uint l_3177_ = (l_3175_ + l_3176_);
                    uint l_3178_ = (l_3172_ & 65535u);
                    uint l_3179_ = (l_3177_ + l_3178_);
                    uint l_3180_ = (l_3171_ >> 16u);
                    uint l_3181_ = (l_3180_ & 65535u);
                    uint l_3182_ = (l_3173_ + l_3181_);
                    uint l_3183_ = (l_3172_ >> 16u);
                    uint l_3184_ = (l_3183_ & 65535u);
                    uint l_3185_ = (l_3182_ + l_3184_);
                    uint l_3186_ = (l_3179_ >> 16u);
                    uint l_3187_ = (l_3186_ & 65535u);
                    uint l_1029_ = (l_3185_ + l_3187_);
                    bool l_1030_ = (l_1028_ < l_1026_);
                    uint l_1031_ = uint(l_1030_);
                    uint l_1032_ = (l_1029_ + l_1031_);
                    uint l_1033_ = (l_9_ % 32u);
                    l_mut_439_ = l_1025_;
                    bool l_1034_ = (l_1033_ > 0u);
                    if (l_1034_) {
                        uint l_1035_ = (l_1025_ >> l_1033_);
                        uint l_1036_ = (32u - l_1033_);
                        uint l_1037_ = (l_1028_ << l_1036_);
                        uint l_1038_ = (l_1035_ | l_1037_);
                        l_mut_439_ = l_1038_;
                    }
                    l_mut_428_ = l_1028_;
                    bool l_1039_ = (l_1033_ > 0u);
                    if (l_1039_) {
                        uint l_1040_ = (l_1028_ >> l_1033_);
                        uint l_1041_ = (32u - l_1033_);
                        uint l_1042_ = (l_1032_ << l_1041_);
                        uint l_1043_ = (l_1040_ | l_1042_);
                        l_mut_428_ = l_1043_;
                    }
                    uint _e3851 = l_mut_439_;
                    l_mut_421_ = _e3851;
                    uint _e3852 = l_mut_428_;
                    l_mut_439_ = _e3852;
                    bool l_1044_ = (l_9_ >= 64u);
                    if (l_1044_) {
                        l_mut_421_ = l_1032_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1045_ = (l_9_ >= 32u);
                        if (l_1045_) {
                            l_mut_428_ = l_1028_;
                            bool l_1046_ = (l_1033_ > 0u);
                            if (l_1046_) {
                                uint l_1047_ = (l_1028_ >> l_1033_);
                                uint l_1048_ = (32u - l_1033_);
                                uint l_1049_ = (l_1032_ << l_1048_);
                                uint l_1050_ = (l_1047_ | l_1049_);
                                l_mut_428_ = l_1050_;
                            }
                            uint l_1051_ = (l_1032_ >> l_1033_);
                            uint _e3866 = l_mut_428_;
                            l_mut_421_ = _e3866;
                            l_mut_439_ = l_1051_;
                        }
                    }
                    uint _e3867 = l_mut_421_;
                    l_mut_441_ = _e3867;
                    uint _e3868 = l_mut_439_;
                    l_mut_440_ = _e3868;
                    if (l_1019_) {
                        uint _e3870 = l_mut_441_;
                        uint l_1052_ = (0u - _e3870);
                        uint _e3873 = l_mut_440_;
                        uint l_1053_ = (0u - _e3873);
                        uint _e3876 = l_mut_441_;
                        bool l_1054_ = (0u < _e3876);
                        uint l_1055_ = uint(l_1054_);
                        uint l_1056_ = (l_1053_ - l_1055_);
                        l_mut_441_ = l_1052_;
                        l_mut_440_ = l_1056_;
                    }
                    uint _e3880 = l_mut_441_;
                    uint l_1057_ = (l_802_ + _e3880);
                    uint _e3882 = l_mut_440_;
                    uint l_1058_ = (l_806_ + _e3882);
                    bool l_1059_ = (l_1057_ < l_802_);
                    uint l_1060_ = uint(l_1059_);
                    uint l_1061_ = (l_1058_ + l_1060_);
                    uint l_1062_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1063_ = (l_760_ < 65536u);
                    if (l_1063_) {
                        uint l_1064_ = (l_760_ * l_760_);
                        uint l_1065_ = (l_72_ >> 31u);
                        bool l_1066_ = (l_1065_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1066_) {
                            uint l_1067_ = (0u - l_69_);
                            uint l_1068_ = (0u - l_72_);
                            bool l_1069_ = (0u < l_69_);
                            uint l_1070_ = uint(l_1069_);
                            uint l_1071_ = (l_1068_ - l_1070_);
                            l_mut_439_ = l_1067_;
                            l_mut_428_ = l_1071_;
                        }
                        uint _e3906 = l_mut_439_;
                        uint l_1072_ = (_e3906 * l_1064_);
                        uint _e3908 = l_mut_428_;
                        uint l_1073_ = (_e3908 * l_1064_);
                        uint _e3910 = l_mut_439_;
                        uint l_3189_ = (_e3910 & 65535u);
                        uint _e3913 = l_mut_439_;
                        uint l_3190_ = (_e3913 >> 16u);
                        uint l_3191_ = (l_3190_ & 65535u);
                        uint l_3192_ = (l_1064_ & 65535u);
                        uint l_3193_ = (l_1064_ >> 16u);
                        uint l_3194_ = (l_3193_ & 65535u);
                        uint l_3195_ = (l_3189_ * l_3192_);
                        uint l_3196_ = (l_3191_ * l_3192_);
                        uint l_3197_ = (l_3189_ * l_3194_);
                        uint l_3198_ = (l_3191_ * l_3194_);
                        uint l_3199_ = (l_3195_ >> 16u);
                        uint l_3200_ = (l_3199_ & 65535u);
                        uint l_3201_ = (l_3196_ & 65535u);
                        uint l_3202_ = (l_3200_ + l_3201_);
                        uint l_3203_ = (l_3197_ & 65535u);
                        uint l_3204_ = (l_3202_ + l_3203_);
                        uint l_3205_ = (l_3196_ >> 16u);
                        uint l_3206_ = (l_3205_ & 65535u);
                        uint l_3207_ = (l_3198_ + l_3206_);
                        uint l_3208_ = (l_3197_ >> 16u);
                        uint l_3209_ = (l_3208_ & 65535u);
                        uint l_3210_ = (l_3207_ + l_3209_);
                        uint l_3211_ = (l_3204_ >> 16u);
                        uint l_3212_ = (l_3211_ & 65535u);
                        uint l_1074_ = (l_3210_ + l_3212_);
                        uint l_1075_ = (l_1074_ + l_1073_);
                        uint _e3954 = l_mut_428_;
                        uint l_3214_ = (_e3954 & 65535u);
                        uint _e3957 = l_mut_428_;
                        uint l_3215_ = (_e3957 >> 16u);
                        uint l_3216_ = (l_3215_ & 65535u);
                        uint l_3217_ = (l_1064_ & 65535u);
                        uint l_3218_ = (l_1064_ >> 16u);
                        uint l_3219_ = (l_3218_ & 65535u);
                        uint l_3220_ = (l_3214_ * l_3217_);
                        uint l_3221_ = (l_3216_ * l_3217_);
                        uint l_3222_ = (l_3214_ * l_3219_);
                        uint l_3223_ = (l_3216_ * l_3219_);
                        uint l_3224_ = (l_3220_ >> 16u);
                        uint l_3225_ = (l_3224_ & 65535u);
                        uint l_3226_ = (l_3221_ & 65535u);
                        uint l_3227_ = (l_3225_ + l_3226_);
                        uint l_3228_ = (l_3222_ & 65535u);
                        uint l_3229_ = (l_3227_ + l_3228_);
                        uint l_3230_ = (l_3221_ >> 16u);
                        uint l_3231_ = (l_3230_ & 65535u);
                        uint l_3232_ = (l_3223_ + l_3231_);
                        uint l_3233_ = (l_3222_ >> 16u);
                        uint l_3234_ = (l_3233_ & 65535u);
                        uint l_3235_ = (l_3232_ + l_3234_);
                        uint l_3236_ = (l_3229_ >> 16u);
                        uint l_3237_ = (l_3236_ & 65535u);
                        uint l_1076_ = (l_3235_ + l_3237_);
                        bool l_1077_ = (l_1075_ < l_1073_);
                        uint l_1078_ = uint(l_1077_);
                        uint l_1079_ = (l_1076_ + l_1078_);
                        uint l_1080_ = (l_1062_ % 32u);
                        l_mut_421_ = l_1072_;
                        bool l_1081_ = (l_1080_ > 0u);
                        if (l_1081_) {
                            uint l_1082_ = (l_1072_ >> l_1080_);
                            uint l_1083_ = (32u - l_1080_);
                            uint l_1084_ = (l_1075_ << l_1083_);
                            uint l_1085_ = (l_1082_ | l_1084_);
                            l_mut_421_ = l_1085_;
                        }
                        l_mut_394_ = l_1075_;
                        bool l_1086_ = (l_1080_ > 0u);
                        if (l_1086_) {
                            uint l_1087_ = (l_1075_ >> l_1080_);
                            uint l_1088_ = (32u - l_1080_);
                            uint l_1089_ = (l_1079_ << l_1088_);
                            uint l_1090_ = (l_1087_ | l_1089_);
                            l_mut_394_ = l_1090_;
                        }
                        uint _e4016 = l_mut_421_;
                        l_mut_388_ = _e4016;
                        uint _e4017 = l_mut_394_;
                        l_mut_421_ = _e4017;
                        bool l_1091_ = (l_1062_ >= 64u);
                        if (l_1091_) {
                            l_mut_388_ = l_1079_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1092_ = (l_1062_ >= 32u);
                            if (l_1092_) {
                                l_mut_394_ = l_1075_;
                                bool l_1093_ = (l_1080_ > 0u);
                                if (l_1093_) {
                                    uint l_1094_ = (l_1075_ >> l_1080_);
                                    uint l_1095_ = (32u - l_1080_);
                                    uint l_1096_ = (l_1079_ << l_1095_);
                                    uint l_1097_ = (l_1094_ | l_1096_);
                                    l_mut_394_ = l_1097_;
                                }
                                uint l_1098_ = (l_1079_ >> l_1080_);
                                uint _e4031 = l_mut_394_;
                                l_mut_388_ = _e4031;
                                l_mut_421_ = l_1098_;
                            }
                        }
                        uint _e4032 = l_mut_388_;
                        l_mut_439_ = _e4032;
                        uint _e4033 = l_mut_421_;
                        l_mut_428_ = _e4033;
                        if (l_1066_) {
                            uint _e4035 = l_mut_439_;
                            uint l_1099_ = (0u - _e4035);
                            uint _e4038 = l_mut_428_;
                            uint l_1100_ = (0u - _e4038);
                            uint _e4041 = l_mut_439_;
                            bool l_1101_ = (0u < _e4041);
                            uint l_1102_ = uint(l_1101_);
                            uint l_1103_ = (l_1100_ - l_1102_);
                            l_mut_439_ = l_1099_;
                            l_mut_428_ = l_1103_;
                        }
                        uint _e4045 = l_mut_439_;
                        l_mut_441_ = _e4045;
                        uint _e4046 = l_mut_428_;
                        l_mut_440_ = _e4046;
                    } else {
                        uint l_1104_ = (l_72_ >> 31u);
                        bool l_1105_ = (l_1104_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1105_) {
                            uint l_1106_ = (0u - l_69_);
                            uint l_1107_ = (0u - l_72_);
                            bool l_1108_ = (0u < l_69_);
                            uint l_1109_ = uint(l_1108_);
                            uint l_1110_ = (l_1107_ - l_1109_);
                            l_mut_439_ = l_1106_;
                            l_mut_428_ = l_1110_;
                        }
                        uint _e4059 = l_mut_439_;
                        uint l_1111_ = (_e4059 * l_760_);
                        uint _e4061 = l_mut_428_;
                        uint l_1112_ = (_e4061 * l_760_);
                        uint _e4063 = l_mut_439_;
                        uint l_3239_ = (_e4063 & 65535u);
                        uint _e4066 = l_mut_439_;
                        uint l_3240_ = (_e4066 >> 16u);
                        uint l_3241_ = (l_3240_ & 65535u);
                        uint l_3242_ = (l_760_ & 65535u);
                        uint l_3243_ = (l_760_ >> 16u);
                        uint l_3244_ = (l_3243_ & 65535u);
                        uint l_3245_ = (l_3239_ * l_3242_);
                        uint l_3246_ = (l_3241_ * l_3242_);
                        uint l_3247_ = (l_3239_ * l_3244_);
                        uint l_3248_ = (l_3241_ * l_3244_);
                        uint l_3249_ = (l_3245_ >> 16u);
                        uint l_3250_ = (l_3249_ & 65535u);
                        uint l_3251_ = (l_3246_ & 65535u);
                        uint l_3252_ = (l_3250_ + l_3251_);
                        uint l_3253_ = (l_3247_ & 65535u);
                        uint l_3254_ = (l_3252_ + l_3253_);
                        uint l_3255_ = (l_3246_ >> 16u);
                        uint l_3256_ = (l_3255_ & 65535u);
                        uint l_3257_ = (l_3248_ + l_3256_);
                        uint l_3258_ = (l_3247_ >> 16u);
                        uint l_3259_ = (l_3258_ & 65535u);
                        uint l_3260_ = (l_3257_ + l_3259_);
                        uint l_3261_ = (l_3254_ >> 16u);
                        uint l_3262_ = (l_3261_ & 65535u);
                        uint l_1113_ = (l_3260_ + l_3262_);
                        uint l_1114_ = (l_1113_ + l_1112_);
                        uint _e4107 = l_mut_428_;
                        uint l_3264_ = (_e4107 & 65535u);
                        uint _e4110 = l_mut_428_;
                        uint l_3265_ = (_e4110 >> 16u);
                        uint l_3266_ = (l_3265_ & 65535u);
                        uint l_3267_ = (l_760_ & 65535u);
                        uint l_3268_ = (l_760_ >> 16u);
                        uint l_3269_ = (l_3268_ & 65535u);
                        uint l_3270_ = (l_3264_ * l_3267_);
                        uint l_3271_ = (l_3266_ * l_3267_);
                        uint l_3272_ = (l_3264_ * l_3269_);
                        uint l_3273_ = (l_3266_ * l_3269_);
                        uint l_3274_ = (l_3270_ >> 16u);
                        uint l_3275_ = (l_3274_ & 65535u);
                        uint l_3276_ = (l_3271_ & 65535u);
                        uint l_3277_ = (l_3275_ + l_3276_);
                        uint l_3278_ = (l_3272_ & 65535u);
                        uint l_3279_ = (l_3277_ + l_3278_);
                        uint l_3280_ = (l_3271_ >> 16u);
                        uint l_3281_ = (l_3280_ & 65535u);
                        uint l_3282_ = (l_3273_ + l_3281_);
                        uint l_3283_ = (l_3272_ >> 16u);
                        uint l_3284_ = (l_3283_ & 65535u);
                        uint l_3285_ = (l_3282_ + l_3284_);
                        uint l_3286_ = (l_3279_ >> 16u);
                        uint l_3287_ = (l_3286_ & 65535u);
                        uint l_1115_ = (l_3285_ + l_3287_);
                        bool l_1116_ = (l_1114_ < l_1112_);
                        uint l_1117_ = uint(l_1116_);
                        uint l_1118_ = (l_1115_ + l_1117_);
                        l_mut_421_ = l_1111_;
                        bool l_1120_ = (0u > 0u);
                        if (l_1120_) {
                            uint l_1121_ = (l_1111_ >> 0u);
                            uint l_1122_ = (32u - 0u);
                            uint l_1123_ = (l_1114_ << l_1122_);
                            uint l_1124_ = (l_1121_ | l_1123_);
                            l_mut_421_ = l_1124_;
                        }
                        l_mut_394_ = l_1114_;
                        bool l_1125_ = (0u > 0u);
                        if (l_1125_) {
                            uint l_1126_ = (l_1114_ >> 0u);
                            uint l_1127_ = (32u - 0u);
                            uint l_1128_ = (l_1118_ << l_1127_);
                            uint l_1129_ = (l_1126_ | l_1128_);
                            l_mut_394_ = l_1129_;
                        }
                        uint _e4168 = l_mut_421_;
                        l_mut_388_ = _e4168;
                        uint _e4169 = l_mut_394_;
                        l_mut_421_ = _e4169;
                        if (false) {
                            l_mut_388_ = l_1118_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1114_;
                                bool l_1132_ = (0u > 0u);
                                if (l_1132_) {
                                    uint l_1133_ = (l_1114_ >> 0u);
                                    uint l_1134_ = (32u - 0u);
                                    uint l_1135_ = (l_1118_ << l_1134_);
                                    uint l_1136_ = (l_1133_ | l_1135_);
                                    l_mut_394_ = l_1136_;
                                }
                                uint l_1137_ = (l_1118_ >> 0u);
                                uint _e4181 = l_mut_394_;
                                l_mut_388_ = _e4181;
                                l_mut_421_ = l_1137_;
                            }
                        }
                        uint _e4182 = l_mut_439_;
                        uint l_1138_ = (_e4182 * l_760_);
                        uint _e4184 = l_mut_428_;
                        uint l_1139_ = (_e4184 * l_760_);
                        uint _e4186 = l_mut_439_;
                        uint l_3289_ = (_e4186 & 65535u);
                        uint _e4189 = l_mut_439_;
                        uint l_3290_ = (_e4189 >> 16u);
                        uint l_3291_ = (l_3290_ & 65535u);
                        uint l_3292_ = (l_760_ & 65535u);
                        uint l_3293_ = (l_760_ >> 16u);
                        uint l_3294_ = (l_3293_ & 65535u);
                        uint l_3295_ = (l_3289_ * l_3292_);
                        uint l_3296_ = (l_3291_ * l_3292_);
                        uint l_3297_ = (l_3289_ * l_3294_);
                        uint l_3298_ = (l_3291_ * l_3294_);
                        uint l_3299_ = (l_3295_ >> 16u);
                        uint l_3300_ = (l_3299_ & 65535u);
                        uint l_3301_ = (l_3296_ & 65535u);
                        uint l_3302_ = (l_3300_ + l_3301_);
                        uint l_3303_ = (l_3297_ & 65535u);
                        uint l_3304_ = (l_3302_ + l_3303_);
                        uint l_3305_ = (l_3296_ >> 16u);
                        uint l_3306_ = (l_3305_ & 65535u);
                        uint l_3307_ = (l_3298_ + l_3306_);
                        uint l_3308_ = (l_3297_ >> 16u);
                        uint l_3309_ = (l_3308_ & 65535u);
                        uint l_3310_ = (l_3307_ + l_3309_);
                        uint l_3311_ = (l_3304_ >> 16u);
                        uint l_3312_ = (l_3311_ & 65535u);
                        uint l_1140_ = (l_3310_ + l_3312_);
                        uint l_1141_ = (l_1140_ + l_1139_);
                        uint _e4230 = l_mut_428_;
                        uint l_3314_ = (_e4230 & 65535u);
                        uint _e4233 = l_mut_428_;
                        uint l_3315_ = (_e4233 >> 16u);
                        uint l_3316_ = (l_3315_ & 65535u);
                        uint l_3317_ = (l_760_ & 65535u);
                        uint l_3318_ = (l_760_ >> 16u);
                        uint l_3319_ = (l_3318_ & 65535u);
                        uint l_3320_ = (l_3314_ * l_3317_);
                        uint l_3321_ = (l_3316_ * l_3317_);
                        uint l_3322_ = (l_3314_ * l_3319_);
                        uint l_3323_ = (l_3316_ * l_3319_);
                        uint l_3324_ = (l_3320_ >> 16u);
                        uint l_3325_ = (l_3324_ & 65535u);
                        uint l_3326_ = (l_3321_ & 65535u);
                        uint l_3327_ = (l_3325_ + l_3326_);
                        uint l_3328_ = (l_3322_ & 65535u);
                        uint l_3329_ = (l_3327_ + l_3328_);
                        uint l_3330_ = (l_3321_ >> 16u);
                        uint l_3331_ = (l_3330_ & 65535u);
                        uint l_3332_ = (l_3323_ + l_3331_);
                        uint l_3333_ = (l_3322_ >> 16u);
                        uint l_3334_ = (l_3333_ & 65535u);
                        uint l_3335_ = (l_3332_ + l_3334_);
                        uint l_3336_ = (l_3329_ >> 16u);
                        uint l_3337_ = (l_3336_ & 65535u);
                        uint l_1142_ = (l_3335_ + l_3337_);
                        bool l_1143_ = (l_1141_ < l_1139_);
                        uint l_1144_ = uint(l_1143_);
                        uint l_1145_ = (l_1142_ + l_1144_);
                        l_mut_394_ = l_1138_;
                        bool l_1147_ = (0u > 0u);
                        if (l_1147_) {
                            uint l_1148_ = (l_1138_ >> 0u);
                            uint l_1149_ = (32u - 0u);
                            uint l_1150_ = (l_1141_ << l_1149_);
                            uint l_1151_ = (l_1148_ | l_1150_);
                            l_mut_394_ = l_1151_;
                        }
                        l_mut_382_ = l_1141_;
                        bool l_1152_ = (0u > 0u);
                        if (l_1152_) {
                            uint l_1153_ = (l_1141_ >> 0u);
                            uint l_1154_ = (32u - 0u);
                            uint l_1155_ = (l_1145_ << l_1154_);
                            uint l_1156_ = (l_1153_ | l_1155_);
                            l_mut_382_ = l_1156_;
                        }
                        uint _e4291 = l_mut_394_;
                        l_mut_275_ = _e4291;
                        uint _e4292 = l_mut_382_;
                        l_mut_394_ = _e4292;
                        if (true) {
                            l_mut_275_ = l_1145_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1141_;
                                bool l_1159_ = (0u > 0u);
                                if (l_1159_) {
                                    uint l_1160_ = (l_1141_ >> 0u);
                                    uint l_1161_ = (32u - 0u);
                                    uint l_1162_ = (l_1145_ << l_1161_);
                                    uint l_1163_ = (l_1160_ | l_1162_);
                                    l_mut_382_ = l_1163_;
                                }
                                uint l_1164_ = (l_1145_ >> 0u);
                                uint _e4304 = l_mut_382_;
                                l_mut_275_ = _e4304;
                                l_mut_394_ = l_1164_;
                            }
                        }
                        uint _e4305 = l_mut_388_;
                        uint l_1165_ = (_e4305 * l_760_);
                        uint _e4307 = l_mut_421_;
                        uint l_1166_ = (_e4307 * l_760_);
                        uint _e4309 = l_mut_388_;
                        uint l_3339_ = (_e4309 & 65535u);
                        uint _e4312 = l_mut_388_;
                        uint l_3340_ = (_e4312 >> 16u);
                        uint l_3341_ = (l_3340_ & 65535u);
                        uint l_3342_ = (l_760_ & 65535u);
                        uint l_3343_ = (l_760_ >> 16u);
                        uint l_3344_ = (l_3343_ & 65535u);
                        uint l_3345_ = (l_3339_ * l_3342_);
                        uint l_3346_ = (l_3341_ * l_3342_);
                        uint l_3347_ = (l_3339_ * l_3344_);
                        uint l_3348_ = (l_3341_ * l_3344_);
                        uint l_3349_ = (l_3345_ >> 16u);
                        uint l_3350_ = (l_3349_ & 65535u);
                        uint l_3351_ = (l_3346_ & 65535u);
                        uint l_3352_ = (l_3350_ + l_3351_);
                        uint l_3353_ = (l_3347_ & 65535u);
                        uint l_3354_ = (l_3352_ + l_3353_);
                        uint l_3355_ = (l_3346_ >> 16u);
                        uint l_3356_ = (l_3355_ & 65535u);
                        uint l_3357_ = (l_3348_ + l_3356_);
                        uint l_3358_ = (l_3347_ >> 16u);
                        uint l_3359_ = (l_3358_ & 65535u);
                        uint l_3360_ = (l_3357_ + l_3359_);
                        uint l_3361_ = (l_3354_ >> 16u);
                        uint l_3362_ = (l_3361_ & 65535u);
                        uint l_1167_ = (l_3360_ + l_3362_);
                        uint l_1168_ = (l_1167_ + l_1166_);
                        uint _e4353 = l_mut_421_;
                        uint l_3364_ = (_e4353 & 65535u);
                        uint _e4356 = l_mut_421_;
                        uint l_3365_ = (_e4356 >> 16u);
                        uint l_3366_ = (l_3365_ & 65535u);
                        uint l_3367_ = (l_760_ & 65535u);
                        uint l_3368_ = (l_760_ >> 16u);
                        uint l_3369_ = (l_3368_ & 65535u);
                        uint l_3370_ = (l_3364_ * l_3367_);
                        uint l_3371_ = (l_3366_ * l_3367_);
                        uint l_3372_ = (l_3364_ * l_3369_);
                        uint l_3373_ = (l_3366_ * l_3369_);
                        uint l_3374_ = (l_3370_ >> 16u);
                        uint l_3375_ = (l_3374_ & 65535u);
                        uint l_3376_ = (l_3371_ & 65535u);
                        uint l_3377_ = (l_3375_ + l_3376_);
                        uint l_3378_ = (l_3372_ & 65535u);
                        uint l_3379_ = (l_3377_ + l_3378_);
                        uint l_3380_ = (l_3371_ >> 16u);
                        uint l_3381_ = (l_3380_ & 65535u);
                        uint l_3382_ = (l_3373_ + l_3381_);
                        uint l_3383_ = (l_3372_ >> 16u);
                        uint l_3384_ = (l_3383_ & 65535u);
                        uint l_3385_ = (l_3382_ + l_3384_);
                        uint l_3386_ = (l_3379_ >> 16u);
                        uint l_3387_ = (l_3386_ & 65535u);
                        uint l_1169_ = (l_3385_ + l_3387_);
                        bool l_1170_ = (l_1168_ < l_1166_);
                        uint l_1171_ = uint(l_1170_);
                        uint l_1172_ = (l_1169_ + l_1171_);
                        l_mut_439_ = l_1165_;
                        bool l_1174_ = (0u > 0u);
                        if (l_1174_) {
                            uint l_1175_ = (l_1165_ >> 0u);
                            uint l_1176_ = (32u - 0u);
                            uint l_1177_ = (l_1168_ << l_1176_);
                            uint l_1178_ = (l_1175_ | l_1177_);
                            l_mut_439_ = l_1178_;
                        }
                        l_mut_428_ = l_1168_;
                        bool l_1179_ = (0u > 0u);
                        if (l_1179_) {
                            uint l_1180_ = (l_1168_ >> 0u);
                            uint l_1181_ = (32u - 0u);
                            uint l_1182_ = (l_1172_ << l_1181_);
                            uint l_1183_ = (l_1180_ | l_1182_);
                            l_mut_428_ = l_1183_;
                        }
                        uint _e4414 = l_mut_439_;
                        l_mut_382_ = _e4414;
                        uint _e4415 = l_mut_428_;
                        l_mut_439_ = _e4415;
                        if (false) {
                            l_mut_382_ = l_1172_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1168_;
                                bool l_1186_ = (0u > 0u);
                                if (l_1186_) {
                                    uint l_1187_ = (l_1168_ >> 0u);
                                    uint l_1188_ = (32u - 0u);
                                    uint l_1189_ = (l_1172_ << l_1188_);
                                    uint l_1190_ = (l_1187_ | l_1189_);
                                    l_mut_428_ = l_1190_;
                                }
                                uint l_1191_ = (l_1172_ >> 0u);
                                uint _e4427 = l_mut_428_;
                                l_mut_382_ = _e4427;
                                l_mut_439_ = l_1191_;
                            }
                        }
                        uint _e4428 = l_mut_388_;
                        uint l_1192_ = (_e4428 * l_760_);
                        uint _e4430 = l_mut_421_;
                        uint l_1193_ = (_e4430 * l_760_);
                        uint _e4432 = l_mut_388_;
                        uint l_3389_ = (_e4432 & 65535u);
                        uint _e4435 = l_mut_388_;
                        uint l_3390_ = (_e4435 >> 16u);
                        uint l_3391_ = (l_3390_ & 65535u);
                        uint l_3392_ = (l_760_ & 65535u);
                        uint l_3393_ = (l_760_ >> 16u);
                        uint l_3394_ = (l_3393_ & 65535u);
                        uint l_3395_ = (l_3389_ * l_3392_);
                        uint l_3396_ = (l_3391_ * l_3392_);
                        uint l_3397_ = (l_3389_ * l_3394_);
                        uint l_3398_ = (l_3391_ * l_3394_);
                        uint l_3399_ = (l_3395_ >> 16u);
                        uint l_3400_ = (l_3399_ & 65535u);
                        uint l_3401_ = (l_3396_ & 65535u);
                        uint l_3402_ = (l_3400_ + l_3401_);
                        uint l_3403_ = (l_3397_ & 65535u);
                        uint l_3404_ = (l_3402_ + l_3403_);
                        uint l_3405_ = (l_3396_ >> 16u);
                        uint l_3406_ = (l_3405_ & 65535u);
                        uint l_3407_ = (l_3398_ + l_3406_);
                        uint l_3408_ = (l_3397_ >> 16u);
                        uint l_3409_ = (l_3408_ & 65535u);
                        uint l_3410_ = (l_3407_ + l_3409_);
                        uint l_3411_ = (l_3404_ >> 16u);
                        uint l_3412_ = (l_3411_ & 65535u);
                        uint l_1194_ = (l_3410_ + l_3412_);
                        uint l_1195_ = (l_1194_ + l_1193_);
                        uint _e4476 = l_mut_421_;
                        uint l_3414_ = (_e4476 & 65535u);
                        uint _e4479 = l_mut_421_;
                        uint l_3415_ = (_e4479 >> 16u);
                        uint l_3416_ = (l_3415_ & 65535u);
                        uint l_3417_ = (l_760_ & 65535u);
                        uint l_3418_ = (l_760_ >> 16u);
                        uint l_3419_ = (l_3418_ & 65535u);
                        uint l_3420_ = (l_3414_ * l_3417_);
                        uint l_3421_ = (l_3416_ * l_3417_);
                        uint l_3422_ = (l_3414_ * l_3419_);
                        uint l_3423_ = (l_3416_ * l_3419_);
                        uint l_3424_ = (l_3420_ >> 16u);
                        uint l_3425_ = (l_3424_ & 65535u);
                        uint l_3426_ = (l_3421_ & 65535u);
                        uint l_3427_ = (l_3425_ + l_3426_);
                        uint l_3428_ = (l_3422_ & 65535u);
                        uint l_3429_ = (l_3427_ + l_3428_);
                        uint l_3430_ = (l_3421_ >> 16u);
                        uint l_3431_ = (l_3430_ & 65535u);
                        uint l_3432_ = (l_3423_ + l_3431_);
                        uint l_3433_ = (l_3422_ >> 16u);
                        uint l_3434_ = (l_3433_ & 65535u);
                        uint l_3435_ = (l_3432_ + l_3434_);
                        uint l_3436_ = (l_3429_ >> 16u);
                        uint l_3437_ = (l_3436_ & 65535u);
                        uint l_1196_ = (l_3435_ + l_3437_);
                        bool l_1197_ = (l_1195_ < l_1193_);
                        uint l_1198_ = uint(l_1197_);
                        uint l_1199_ = (l_1196_ + l_1198_);
                        l_mut_428_ = l_1192_;
                        bool l_1201_ = (0u > 0u);
                        if (l_1201_) {
                            uint l_1202_ = (l_1192_ >> 0u);
                            uint l_1203_ = (32u - 0u);
                            uint l_1204_ = (l_1195_ << l_1203_);
                            uint l_1205_ = (l_1202_ | l_1204_);
                            l_mut_428_ = l_1205_;
                        }
                        l_mut_269_ = l_1195_;
                        bool l_1206_ = (0u > 0u);
                        if (l_1206_) {
                            uint l_1207_ = (l_1195_ >> 0u);
                            uint l_1208_ = (32u - 0u);
                            uint l_1209_ = (l_1199_ << l_1208_);
                            uint l_1210_ = (l_1207_ | l_1209_);
                            l_mut_269_ = l_1210_;
                        }
                        uint _e4537 = l_mut_428_;
                        l_mut_219_ = _e4537;
                        uint _e4538 = l_mut_269_;
                        l_mut_428_ = _e4538;
                        if (true) {
                            l_mut_219_ = l_1199_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1195_;
                                bool l_1213_ = (0u > 0u);
                                if (l_1213_) {
                                    uint l_1214_ = (l_1195_ >> 0u);
                                    uint l_1215_ = (32u - 0u);
                                    uint l_1216_ = (l_1199_ << l_1215_);
                                    uint l_1217_ = (l_1214_ | l_1216_);
                                    l_mut_269_ = l_1217_;
                                }
                                uint l_1218_ = (l_1199_ >> 0u);
                                uint _e4550 = l_mut_269_;
                                l_mut_219_ = _e4550;
                                l_mut_428_ = l_1218_;
                            }
                        }
                        uint _e4551 = l_mut_275_;
                        uint l_1219_ = (_e4551 * l_760_);
                        uint _e4553 = l_mut_275_;
                        uint l_3439_ = (_e4553 & 65535u);
                        uint _e4556 = l_mut_275_;
                        uint l_3440_ = (_e4556 >> 16u);
                        uint l_3441_ = (l_3440_ & 65535u);
                        uint l_3442_ = (l_760_ & 65535u);
                        uint l_3443_ = (l_760_ >> 16u);
                        uint l_3444_ = (l_3443_ & 65535u);
                        uint l_3445_ = (l_3439_ * l_3442_);
                        uint l_3446_ = (l_3441_ * l_3442_);
                        uint l_3447_ = (l_3439_ * l_3444_);
                        uint l_3448_ = (l_3441_ * l_3444_);
                        uint l_3449_ = (l_3445_ >> 16u);
                        uint l_3450_ = (l_3449_ & 65535u);
                        uint l_3451_ = (l_3446_ & 65535u);
                        uint l_3452_ = (l_3450_ + l_3451_);
                        uint l_3453_ = (l_3447_ & 65535u);
                        uint l_3454_ = (l_3452_ + l_3453_);
                        uint l_3455_ = (l_3446_ >> 16u);
                        uint l_3456_ = (l_3455_ & 65535u);
                        uint l_3457_ = (l_3448_ + l_3456_);
                        uint l_3458_ = (l_3447_ >> 16u);
                        uint l_3459_ = (l_3458_ & 65535u);
                        uint l_3460_ = (l_3457_ + l_3459_);
                        uint l_3461_ = (l_3454_ >> 16u);
                        uint l_3462_ = (l_3461_ & 65535u);
                        uint l_1220_ = (l_3460_ + l_3462_);
                        uint _e4596 = l_mut_394_;
                        uint l_1221_ = (_e4596 * l_760_);
                        uint l_1222_ = (l_1220_ + l_1221_);
                        uint _e4599 = l_mut_219_;
                        uint l_1223_ = (_e4599 + l_1219_);
                        uint _e4601 = l_mut_428_;
                        uint l_1224_ = (_e4601 + l_1222_);
                        uint _e4603 = l_mut_219_;
                        bool l_1225_ = (l_1223_ < _e4603);
                        uint l_1226_ = uint(l_1225_);
                        uint l_1227_ = (l_1224_ + l_1226_);
                        uint _e4607 = l_mut_382_;
                        l_mut_441_ = _e4607;
                        uint _e4608 = l_mut_439_;
                        l_mut_440_ = _e4608;
                        bool l_1228_ = (l_1062_ == 64u);
                        if (l_1228_) {
                            l_mut_441_ = l_1223_;
                            l_mut_440_ = l_1227_;
                        } else {
                            bool l_1229_ = (l_1062_ > 0u);
                            if (l_1229_) {
                                uint l_1230_ = (64u - l_1062_);
                                l_mut_428_ = l_1223_;
                                l_mut_421_ = l_1227_;
                                bool l_1231_ = (l_1230_ >= 32u);
                                if (l_1231_) {
                                    uint l_1232_ = (l_1230_ & 31u);
                                    uint l_1233_ = (l_1223_ << l_1232_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1233_;
                                } else {
                                    bool l_1234_ = (l_1230_ > 0u);
                                    if (l_1234_) {
                                        uint l_1235_ = (l_1223_ << l_1230_);
                                        uint l_1236_ = (l_1227_ << l_1230_);
                                        uint l_1237_ = (32u - l_1230_);
                                        uint l_1238_ = (l_1223_ >> l_1237_);
                                        uint l_1239_ = (l_1236_ | l_1238_);
                                        l_mut_428_ = l_1235_;
                                        l_mut_421_ = l_1239_;
                                    }
                                }
                                uint _e4629 = l_mut_382_;
                                l_mut_394_ = _e4629;
                                uint _e4630 = l_mut_439_;
                                l_mut_388_ = _e4630;
                                bool l_1240_ = (l_1062_ >= 32u);
                                if (l_1240_) {
                                    uint l_1241_ = (l_1062_ & 31u);
                                    uint _e4635 = l_mut_439_;
                                    uint l_1242_ = (_e4635 >> l_1241_);
                                    l_mut_394_ = l_1242_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1243_ = (l_1062_ > 0u);
                                    if (l_1243_) {
                                        uint _e4640 = l_mut_382_;
                                        l_mut_275_ = _e4640;
                                        bool l_1244_ = (l_1062_ > 0u);
                                        if (l_1244_) {
                                            uint _e4643 = l_mut_382_;
                                            uint l_1245_ = (_e4643 >> l_1062_);
                                            uint l_1246_ = (32u - l_1062_);
                                            uint _e4647 = l_mut_439_;
                                            uint l_1247_ = (_e4647 << l_1246_);
                                            uint l_1248_ = (l_1245_ | l_1247_);
                                            l_mut_275_ = l_1248_;
                                        }
                                        uint _e4650 = l_mut_439_;
                                        uint l_1249_ = (_e4650 >> l_1062_);
                                        uint _e4652 = l_mut_275_;
                                        l_mut_394_ = _e4652;
                                        l_mut_388_ = l_1249_;
                                    }
                                }
                                uint _e4653 = l_mut_428_;
                                uint _e4654 = l_mut_394_;
                                uint l_1250_ = (_e4653 + _e4654);
                                uint _e4656 = l_mut_421_;
                                uint _e4657 = l_mut_388_;
                                uint l_1251_ = (_e4656 + _e4657);
                                uint _e4659 = l_mut_428_;
                                bool l_1252_ = (l_1250_ < _e4659);
                                uint l_1253_ = uint(l_1252_);
                                uint l_1254_ = (l_1251_ + l_1253_);
                                l_mut_441_ = l_1250_;
                                l_mut_440_ = l_1254_;
                            }
                        }
                        if (l_1105_) {
                            uint _e4664 = l_mut_441_;
                            uint l_1255_ = (0u - _e4664);
                            uint _e4667 = l_mut_440_;
                            uint l_1256_ = (0u - _e4667);
                            uint _e4670 = l_mut_441_;
                            bool l_1257_ = (0u < _e4670);
                            uint l_1258_ = uint(l_1257_);
                            uint l_1259_ = (l_1256_ - l_1258_);
                            l_mut_441_ = l_1255_;
                            l_mut_440_ = l_1259_;
                        }
                    }
                    uint _e4674 = l_mut_441_;
                    uint l_1260_ = (l_1013_ - _e4674);
                    uint _e4676 = l_mut_440_;
                    uint l_1261_ = (l_1017_ - _e4676);
                    uint _e4678 = l_mut_441_;
                    bool l_1262_ = (l_1013_ < _e4678);
                    uint l_1263_ = uint(l_1262_);
                    uint l_1264_ = (l_1261_ - l_1263_);
                    uint l_1265_ = (l_1260_ + l_19_);
                    uint l_1266_ = (l_1264_ + l_22_);
                    bool l_1267_ = (l_1265_ < l_1260_);
                    uint l_1268_ = uint(l_1267_);
                    uint l_1269_ = (l_1266_ + l_1268_);
                    uint l_1270_ = (0u - l_1057_);
                    uint l_1271_ = (0u - l_1061_);
                    bool l_1272_ = (0u < l_1057_);
                    uint l_1273_ = uint(l_1272_);
                    uint l_1274_ = (l_1271_ - l_1273_);
                    uint l_1275_ = (l_19_ + l_19_);
                    uint l_1276_ = (l_22_ + l_22_);
                    bool l_1277_ = (l_1275_ < l_19_);
                    uint l_1278_ = uint(l_1277_);
                    uint l_1279_ = (l_1276_ + l_1278_);
                    l_mut_441_ = l_1270_;
                    l_mut_440_ = l_1274_;
                    uint l_1280_ = (0u - l_1270_);
                    uint l_1281_ = (0u - l_1274_);
                    bool l_1282_ = (0u < l_1270_);
                    uint l_1283_ = uint(l_1282_);
                    uint l_1284_ = (l_1281_ - l_1283_);
                    l_mut_439_ = l_1280_;
                    l_mut_428_ = l_1284_;
                    l_mut_421_ = l_1265_;
                    l_mut_394_ = l_1269_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_650_ = false;
                    uint _e4711 = l_mut_394_;
                    bool l_1285_ = (_e4711 < l_1279_);
                    uint _e4713 = l_mut_394_;
                    bool l_1286_ = (_e4713 == l_1279_);
                    uint _e4715 = l_mut_421_;
                    bool l_1287_ = (_e4715 < l_1275_);
                    if (l_1286_) {
                        local_54 = l_1287_;
                    } else {
                        local_54 = false;
                    }
                    bool l_1288_ = local_54;
                    if (!(l_1285_)) {
                        local_55 = l_1288_;
                    } else {
                        local_55 = true;
                    }
                    bool l_1289_ = local_55;
                    bool l_1290_ = !(l_1289_);
                    l_mut_637_ = l_1290_;
                    uint l_1291_ = (l_1270_ | l_1274_);
                    bool l_1292_ = (l_1291_ == 0u);
                    if (l_1292_) {
                        bool _e4730 = l_mut_637_;
                        l_mut_650_ = _e4730;
                        l_mut_637_ = false;
                    }
                    bool _e4732 = l_mut_637_;
                    if (_e4732) {
                        uint l_1293_ = (l_1274_ >> 31u);
                        bool l_1294_ = (l_1293_ == 1u);
                        l_mut_275_ = l_1270_;
                        l_mut_269_ = l_1274_;
                        if (l_1294_) {
                            uint l_1295_ = (0u - l_1270_);
                            uint l_1296_ = (0u - l_1274_);
                            bool l_1297_ = (0u < l_1270_);
                            uint l_1298_ = uint(l_1297_);
                            uint l_1299_ = (l_1296_ - l_1298_);
                            l_mut_275_ = l_1295_;
                            l_mut_269_ = l_1299_;
                        }
                        uint l_1300_ = (l_760_ - 1u);
                        uint _e4747 = l_mut_275_;
                        uint l_1301_ = (_e4747 * l_1300_);
                        uint _e4749 = l_mut_275_;
                        uint l_3464_ = (_e4749 & 65535u);
                        uint _e4752 = l_mut_275_;
                        uint l_3465_ = (_e4752 >> 16u);
                        uint l_3466_ = (l_3465_ & 65535u);
                        uint l_3467_ = (l_1300_ & 65535u);
                        uint l_3468_ = (l_1300_ >> 16u);
                        uint l_3469_ = (l_3468_ & 65535u);
                        uint l_3470_ = (l_3464_ * l_3467_);
                        uint l_3471_ = (l_3466_ * l_3467_);
                        uint l_3472_ = (l_3464_ * l_3469_);
                        uint l_3473_ = (l_3466_ * l_3469_);
                        uint l_3474_ = (l_3470_ >> 16u);
                        uint l_3475_ = (l_3474_ & 65535u);
                        uint l_3476_ = (l_3471_ & 65535u);
                        uint l_3477_ = (l_3475_ + l_3476_);
                        uint l_3478_ = (l_3472_ & 65535u);
                        uint l_3479_ = (l_3477_ + l_3478_);
                        uint l_3480_ = (l_3471_ >> 16u);
                        uint l_3481_ = (l_3480_ & 65535u);
                        uint l_3482_ = (l_3473_ + l_3481_);
                        uint l_3483_ = (l_3472_ >> 16u);
                        uint l_3484_ = (l_3483_ & 65535u);
                        uint l_3485_ = (l_3482_ + l_3484_);
                        uint l_3486_ = (l_3479_ >> 16u);
                        uint l_3487_ = (l_3486_ & 65535u);
                        uint l_1302_ = (l_3485_ + l_3487_);
                        uint _e4792 = l_mut_269_;
                        uint l_1303_ = (_e4792 * l_1300_);
                        uint l_1304_ = (l_1302_ + l_1303_);
                        l_mut_219_ = 0u;
                        uint l_1305_ = (l_760_ - 1u);
                        uint _e4798 = l_mut_275_;
                        uint l_1306_ = (_e4798 * l_1305_);
                        uint _e4800 = l_mut_269_;
                        uint l_1307_ = (_e4800 * l_1305_);
                        uint _e4802 = l_mut_275_;
                        uint l_3489_ = (_e4802 & 65535u);
                        uint _e4805 = l_mut_275_;
                        uint l_3490_ = (_e4805 >> 16u);
                        uint l_3491_ = (l_3490_ & 65535u);
                        uint l_3492_ = (l_1305_ & 65535u);
                        uint l_3493_ = (l_1305_ >> 16u);
                        uint l_3494_ = (l_3493_ & 65535u);
                        uint l_3495_ = (l_3489_ * l_3492_);
                        uint l_3496_ = (l_3491_ * l_3492_);
                        uint l_3497_ = (l_3489_ * l_3494_);
                        uint l_3498_ = (l_3491_ * l_3494_);
                        uint l_3499_ = (l_3495_ >> 16u);
                        uint l_3500_ = (l_3499_ & 65535u);
                        uint l_3501_ = (l_3496_ & 65535u);
                        uint l_3502_ = (l_3500_ + l_3501_);
                        uint l_3503_ = (l_3497_ & 65535u);
                        uint l_3504_ = (l_3502_ + l_3503_);
                        uint l_3505_ = (l_3496_ >> 16u);
                        uint l_3506_ = (l_3505_ & 65535u);
                        uint l_3507_ = (l_3498_ + l_3506_);
                        uint l_3508_ = (l_3497_ >> 16u);
                        uint l_3509_ = (l_3508_ & 65535u);
                        uint l_3510_ = (l_3507_ + l_3509_);
                        uint l_3511_ = (l_3504_ >> 16u);
                        uint l_3512_ = (l_3511_ & 65535u);
                        uint l_1308_ = (l_3510_ + l_3512_);
                        uint l_1309_ = (l_1308_ + l_1307_);
                        uint _e4846 = l_mut_269_;
                        uint l_3514_ = (_e4846 & 65535u);
                        uint _e4849 = l_mut_269_;
                        uint l_3515_ = (_e4849 >> 16u);
                        uint l_3516_ = (l_3515_ & 65535u);
                        uint l_3517_ = (l_1305_ & 65535u);
                        uint l_3518_ = (l_1305_ >> 16u);
                        uint l_3519_ = (l_3518_ & 65535u);
                        uint l_3520_ = (l_3514_ * l_3517_);
                        uint l_3521_ = (l_3516_ * l_3517_);
                        uint l_3522_ = (l_3514_ * l_3519_);
                        uint l_3523_ = (l_3516_ * l_3519_);
                        uint l_3524_ = (l_3520_ >> 16u);
                        uint l_3525_ = (l_3524_ & 65535u);
                        uint l_3526_ = (l_3521_ & 65535u);
                        uint l_3527_ = (l_3525_ + l_3526_);
                        uint l_3528_ = (l_3522_ & 65535u);
                        uint l_3529_ = (l_3527_ + l_3528_);
                        uint l_3530_ = (l_3521_ >> 16u);
                        uint l_3531_ = (l_3530_ & 65535u);
                        uint l_3532_ = (l_3523_ + l_3531_);
                        uint l_3533_ = (l_3522_ >> 16u);
                        uint l_3534_ = (l_3533_ & 65535u);
                        uint l_3535_ = (l_3532_ + l_3534_);
                        uint l_3536_ = (l_3529_ >> 16u);
                        uint l_3537_ = (l_3536_ & 65535u);
                        uint l_1310_ = (l_3535_ + l_3537_);
                        bool l_1311_ = (l_1309_ < l_1307_);
                        uint l_1312_ = uint(l_1311_);
                        uint l_1313_ = (l_1310_ + l_1312_);
                        l_mut_213_ = l_1306_;
                        bool l_1315_ = (0u > 0u);
                        if (l_1315_) {
                            uint l_1316_ = (l_1306_ >> 0u);
                            uint l_1317_ = (32u - 0u);
                            uint l_1318_ = (l_1309_ << l_1317_);
                            uint l_1319_ = (l_1316_ | l_1318_);
                            l_mut_213_ = l_1319_;
                        }
                        l_mut_151_ = l_1309_;
                        bool l_1320_ = (0u > 0u);
                        if (l_1320_) {
                            uint l_1321_ = (l_1309_ >> 0u);
                            uint l_1322_ = (32u - 0u);
                            uint l_1323_ = (l_1313_ << l_1322_);
                            uint l_1324_ = (l_1321_ | l_1323_);
                            l_mut_151_ = l_1324_;
                        }
                        uint _e4907 = l_mut_213_;
                        l_mut_145_ = _e4907;
                        uint _e4908 = l_mut_151_;
                        l_mut_213_ = _e4908;
                        if (true) {
                            l_mut_145_ = l_1313_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1309_;
                                bool l_1327_ = (0u > 0u);
                                if (l_1327_) {
                                    uint l_1328_ = (l_1309_ >> 0u);
                                    uint l_1329_ = (32u - 0u);
                                    uint l_1330_ = (l_1313_ << l_1329_);
                                    uint l_1331_ = (l_1328_ | l_1330_);
                                    l_mut_151_ = l_1331_;
                                }
                                uint l_1332_ = (l_1313_ >> 0u);
                                uint _e4920 = l_mut_151_;
                                l_mut_145_ = _e4920;
                                l_mut_213_ = l_1332_;
                            }
                        }
                        uint _e4921 = l_mut_145_;
                        uint _e4922 = l_mut_213_;
                        uint l_1333_ = (_e4921 | _e4922);
                        bool l_1334_ = (l_1333_ == 0u);
                        if (l_1334_) {
                            l_mut_213_ = l_1265_;
                            l_mut_151_ = l_1269_;
                            if (l_1294_) {
                                uint l_1335_ = (0u - l_1265_);
                                uint l_1336_ = (0u - l_1269_);
                                bool l_1337_ = (0u < l_1265_);
                                uint l_1338_ = uint(l_1337_);
                                uint l_1339_ = (l_1336_ - l_1338_);
                                uint l_1340_ = (l_1265_ | l_1269_);
                                bool l_1341_ = (l_1340_ == 0u);
                                bool l_1342_ = !(l_1341_);
                                bool l_1343_ = (l_1304_ < l_1339_);
                                bool l_1344_ = (l_1304_ == l_1339_);
                                bool l_1345_ = (l_1301_ < l_1335_);
                                if (l_1344_) {
                                    local_56 = l_1345_;
                                } else {
                                    local_56 = false;
                                }
                                bool l_1346_ = local_56;
                                if (!(l_1343_)) {
                                    local_57 = l_1346_;
                                } else {
                                    local_57 = true;
                                }
                                bool l_1347_ = local_57;
                                bool l_1348_ = !(l_1347_);
                                if (l_1342_) {
                                    local_58 = l_1348_;
                                } else {
                                    local_58 = false;
                                }
                                bool l_1349_ = local_58;
                                if (l_1349_) {
                                    uint l_1350_ = (l_760_ - 1u);
                                    l_mut_145_ = l_1335_;
                                    l_mut_102_ = l_1339_;
                                    uint _e4957 = l_mut_269_;
                                    bool l_1351_ = (l_1339_ < _e4957);
                                    uint _e4959 = l_mut_269_;
                                    bool l_1352_ = (l_1339_ == _e4959);
                                    uint _e4961 = l_mut_275_;
                                    bool l_1353_ = (l_1335_ < _e4961);
                                    if (l_1352_) {
                                        local_59 = l_1353_;
                                    } else {
                                        local_59 = false;
                                    }
                                    bool l_1354_ = local_59;
                                    if (!(l_1351_)) {
                                        local_60 = l_1354_;
                                    } else {
                                        local_60 = true;
                                    }
                                    bool l_1355_ = local_60;
                                    bool l_1356_ = !(l_1355_);
                                    if (l_1356_) {
                                        l_mut_96_ = 0u;
                                        uint _e4974 = l_mut_269_;
                                        bool l_1357_ = (_e4974 < l_1339_);
                                        uint _e4976 = l_mut_269_;
                                        bool l_1358_ = (_e4976 == l_1339_);
                                        uint _e4978 = l_mut_275_;
                                        bool l_1359_ = (_e4978 < l_1335_);
                                        if (l_1358_) {
                                            local_61 = l_1359_;
                                        } else {
                                            local_61 = false;
                                        }
                                        bool l_1360_ = local_61;
                                        if (!(l_1357_)) {
                                            local_62 = l_1360_;
                                        } else {
                                            local_62 = true;
                                        }
                                        bool l_1361_ = local_62;
                                        if (l_1361_) {
                                            uint l_1362_ = (l_1335_ - 1u);
                                            uint l_1363_ = (l_1339_ - 0u);
                                            bool l_1364_ = (l_1335_ < 1u);
                                            uint l_1365_ = uint(l_1364_);
                                            uint l_1366_ = (l_1363_ - l_1365_);
                                            l_mut_90_ = l_1362_;
                                            l_mut_75_ = l_1366_;
                                            l_mut_40_ = 0u;
                                            l_mut_1367_ = 0u;
                                            bool loop_init_4 = true;
                                            while(true) {
                                                if (!loop_init_4) {
                                                    uint _e5085 = l_mut_1367_;
                                                    l_mut_1367_ = (_e5085 + 1u);
                                                }
                                                loop_init_4 = false;
                                                uint _e5000 = l_mut_1367_;
                                                if ((_e5000 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5004 = l_mut_1367_;
                                                    uint l_1368_ = (19u - _e5004);
                                                    uint _e5006 = l_mut_90_;
                                                    l_mut_1369_ = _e5006;
                                                    uint _e5007 = l_mut_75_;
                                                    l_mut_1370_ = _e5007;
                                                    bool l_1371_ = (l_1368_ >= 32u);
                                                    if (l_1371_) {
                                                        uint l_1372_ = (l_1368_ & 31u);
                                                        uint _e5012 = l_mut_75_;
                                                        uint l_1373_ = (_e5012 >> l_1372_);
                                                        l_mut_1369_ = l_1373_;
                                                        l_mut_1370_ = 0u;
                                                    } else {
                                                        bool l_1374_ = (l_1368_ > 0u);
                                                        if (l_1374_) {
                                                            uint _e5017 = l_mut_90_;
                                                            l_mut_1375_ = _e5017;
                                                            bool l_1376_ = (l_1368_ > 0u);
                                                            if (l_1376_) {
                                                                uint _e5020 = l_mut_90_;
                                                                uint l_1377_ = (_e5020 >> l_1368_);
                                                                uint l_1378_ = (32u - l_1368_);
                                                                uint _e5024 = l_mut_75_;
                                                                uint l_1379_ = (_e5024 << l_1378_);
                                                                uint l_1380_ = (l_1377_ | l_1379_);
                                                                l_mut_1375_ = l_1380_;
                                                            }
                                                            uint _e5027 = l_mut_75_;
                                                            uint l_1381_ = (_e5027 >> l_1368_);
                                                            uint _e5029 = l_mut_1375_;
                                                            l_mut_1369_ = _e5029;
                                                            l_mut_1370_ = l_1381_;
                                                        }
                                                    }
                                                    uint _e5030 = l_mut_1370_;
                                                    uint _e5031 = l_mut_269_;
                                                    bool l_1382_ = (_e5030 < _e5031);
                                                    uint _e5033 = l_mut_1370_;
                                                    uint _e5034 = l_mut_269_;
                                                    bool l_1383_ = (_e5033 == _e5034);
                                                    uint _e5036 = l_mut_1369_;
                                                    uint _e5037 = l_mut_275_;
                                                    bool l_1384_ = (_e5036 < _e5037);
                                                    if (l_1383_) {
                                                        local_63 = l_1384_;
                                                    } else {
                                                        local_63 = false;
                                                    }
                                                    bool l_1385_ = local_63;
                                                    if (!(l_1382_)) {
                                                        local_64 = l_1385_;
                                                    } else {
                                                        local_64 = true;
                                                    }
                                                    bool l_1386_ = local_64;
                                                    bool l_1387_ = !(l_1386_);
                                                    if (l_1387_) {
                                                        uint _e5049 = l_mut_275_;
                                                        l_mut_1375_ = _e5049;
                                                        uint _e5050 = l_mut_269_;
                                                        l_mut_1370_ = _e5050;
                                                        bool l_1388_ = (l_1368_ >= 32u);
                                                        if (l_1388_) {
                                                            uint l_1389_ = (l_1368_ & 31u);
                                                            uint _e5055 = l_mut_275_;
                                                            uint l_1390_ = (_e5055 << l_1389_);
                                                            l_mut_1375_ = 0u;
                                                            l_mut_1370_ = l_1390_;
                                                        } else {
                                                            bool l_1391_ = (l_1368_ > 0u);
                                                            if (l_1391_) {
                                                                uint _e5060 = l_mut_275_;
                                                                uint l_1392_ = (_e5060 << l_1368_);
                                                                uint _e5062 = l_mut_269_;
                                                                uint l_1393_ = (_e5062 << l_1368_);
                                                                uint l_1394_ = (32u - l_1368_);
                                                                uint _e5066 = l_mut_275_;
                                                                uint l_1395_ = (_e5066 >> l_1394_);
                                                                uint l_1396_ = (l_1393_ | l_1395_);
                                                                l_mut_1375_ = l_1392_;
                                                                l_mut_1370_ = l_1396_;
                                                            }
                                                        }
                                                        uint _e5069 = l_mut_90_;
                                                        uint _e5070 = l_mut_1375_;
                                                        uint l_1397_ = (_e5069 - _e5070);
                                                        uint _e5072 = l_mut_75_;
                                                        uint _e5073 = l_mut_1370_;
                                                        uint l_1398_ = (_e5072 - _e5073);
                                                        uint _e5075 = l_mut_90_;
                                                        uint _e5076 = l_mut_1375_;
                                                        bool l_1399_ = (_e5075 < _e5076);
                                                        uint l_1400_ = uint(l_1399_);
                                                        uint l_1401_ = (l_1398_ - l_1400_);
                                                        l_mut_90_ = l_1397_;
                                                        l_mut_75_ = l_1401_;
                                                        uint l_1402_ = (1u << l_1368_);
                                                        uint _e5082 = l_mut_40_;
                                                        l_mut_40_ = (_e5082 | l_1402_);
                                                    }
                                                }
                                            }
                                            uint _e5087 = l_mut_40_;
                                            uint l_1403_ = min(_e5087, l_1350_);
                                            l_mut_1375_ = l_1403_;
                                            uint _e5089 = l_mut_75_;
                                            uint _e5090 = l_mut_269_;
                                            bool l_1404_ = (_e5089 < _e5090);
                                            uint _e5092 = l_mut_75_;
                                            uint _e5093 = l_mut_269_;
                                            bool l_1405_ = (_e5092 == _e5093);
                                            uint _e5095 = l_mut_90_;
                                            uint _e5096 = l_mut_275_;
                                            bool l_1406_ = (_e5095 < _e5096);
                                            if (l_1405_) {
                                                local_65 = l_1406_;
                                            } else {
                                                local_65 = false;
                                            }
                                            bool l_1407_ = local_65;
                                            if (!(l_1404_)) {
                                                local_66 = l_1407_;
                                            } else {
                                                local_66 = true;
                                            }
                                            bool l_1408_ = local_66;
                                            bool l_1409_ = !(l_1408_);
                                            if (l_1409_) {
                                                l_mut_1375_ = l_1350_;
                                            }
                                            uint _e5108 = l_mut_1375_;
                                            l_mut_96_ = _e5108;
                                        }
                                        uint _e5109 = l_mut_275_;
                                        uint _e5110 = l_mut_96_;
                                        uint l_1410_ = (_e5109 * _e5110);
                                        uint _e5112 = l_mut_275_;
                                        uint l_3539_ = (_e5112 & 65535u);
                                        uint _e5115 = l_mut_275_;
                                        uint l_3540_ = (_e5115 >> 16u);
                                        uint l_3541_ = (l_3540_ & 65535u);
                                        uint _e5120 = l_mut_96_;
                                        uint l_3542_ = (_e5120 & 65535u);
                                        uint _e5123 = l_mut_96_;
                                        uint l_3543_ = (_e5123 >> 16u);
                                        uint l_3544_ = (l_3543_ & 65535u);
                                        uint l_3545_ = (l_3539_ * l_3542_);
                                        uint l_3546_ = (l_3541_ * l_3542_);
                                        uint l_3547_ = (l_3539_ * l_3544_);
                                        uint l_3548_ = (l_3541_ * l_3544_);
                                        uint l_3549_ = (l_3545_ >> 16u);
                                        uint l_3550_ = (l_3549_ & 65535u);
                                        uint l_3551_ = (l_3546_ & 65535u);
                                        uint l_3552_ = (l_3550_ + l_3551_);
                                        uint l_3553_ = (l_3547_ & 65535u);
                                        uint l_3554_ = (l_3552_ + l_3553_);
                                        uint l_3555_ = (l_3546_ >> 16u);
                                        uint l_3556_ = (l_3555_ & 65535u);
                                        uint l_3557_ = (l_3548_ + l_3556_);
                                        uint l_3558_ = (l_3547_ >> 16u);
                                        uint l_3559_ = (l_3558_ & 65535u);
                                        uint l_3560_ = (l_3557_ + l_3559_);
                                        uint l_3561_ = (l_3554_ >> 16u);
                                        uint l_3562_ = (l_3561_ & 65535u);
                                        uint l_1411_ = (l_3560_ + l_3562_);
                                        uint _e5157 = l_mut_269_;
                                        uint _e5158 = l_mut_96_;
                                        uint l_1412_ = (_e5157 * _e5158);
                                        uint l_1413_ = (l_1411_ + l_1412_);
                                        uint l_1414_ = (l_1335_ - l_1410_);
                                        uint l_1415_ = (l_1339_ - l_1413_);
                                        bool l_1416_ = (l_1335_ < l_1410_);
                                        uint l_1417_ = uint(l_1416_);
                                        uint l_1418_ = (l_1415_ - l_1417_);
                                        l_mut_145_ = l_1414_;
                                        l_mut_102_ = l_1418_;
                                        uint _e5166 = l_mut_102_;
                                        uint _e5167 = l_mut_269_;
                                        bool l_1419_ = (_e5166 < _e5167);
                                        uint _e5169 = l_mut_102_;
                                        uint _e5170 = l_mut_269_;
                                        bool l_1420_ = (_e5169 == _e5170);
                                        uint _e5172 = l_mut_145_;
                                        uint _e5173 = l_mut_275_;
                                        bool l_1421_ = (_e5172 < _e5173);
                                        if (l_1420_) {
                                            local_67 = l_1421_;
                                        } else {
                                            local_67 = false;
                                        }
                                        bool l_1422_ = local_67;
                                        if (!(l_1419_)) {
                                            local_68 = l_1422_;
                                        } else {
                                            local_68 = true;
                                        }
                                        bool l_1423_ = local_68;
                                        bool l_1424_ = !(l_1423_);
                                        if (l_1424_) {
                                            uint _e5185 = l_mut_145_;
                                            uint _e5186 = l_mut_275_;
                                            uint l_1425_ = (_e5185 - _e5186);
                                            uint _e5188 = l_mut_102_;
                                            uint _e5189 = l_mut_269_;
                                            uint l_1426_ = (_e5188 - _e5189);
                                            uint _e5191 = l_mut_145_;
                                            uint _e5192 = l_mut_275_;
                                            bool l_1427_ = (_e5191 < _e5192);
                                            uint l_1428_ = uint(l_1427_);
                                            uint l_1429_ = (l_1426_ - l_1428_);
                                            l_mut_145_ = l_1425_;
                                            l_mut_102_ = l_1429_;
                                        }
                                    }
                                    uint _e5196 = l_mut_275_;
                                    uint _e5197 = l_mut_145_;
                                    uint l_1430_ = (_e5196 - _e5197);
                                    uint _e5199 = l_mut_269_;
                                    uint _e5200 = l_mut_102_;
                                    uint l_1431_ = (_e5199 - _e5200);
                                    uint _e5202 = l_mut_275_;
                                    uint _e5203 = l_mut_145_;
                                    bool l_1432_ = (_e5202 < _e5203);
                                    uint l_1433_ = uint(l_1432_);
                                    uint l_1434_ = (l_1431_ - l_1433_);
                                    l_mut_1375_ = l_1430_;
                                    l_mut_1370_ = l_1434_;
                                    uint _e5207 = l_mut_269_;
                                    bool l_1435_ = (l_1434_ < _e5207);
                                    uint _e5209 = l_mut_269_;
                                    bool l_1436_ = (l_1434_ == _e5209);
                                    uint _e5211 = l_mut_275_;
                                    bool l_1437_ = (l_1430_ < _e5211);
                                    if (l_1436_) {
                                        local_69 = l_1437_;
                                    } else {
                                        local_69 = false;
                                    }
                                    bool l_1438_ = local_69;
                                    if (!(l_1435_)) {
                                        local_70 = l_1438_;
                                    } else {
                                        local_70 = true;
                                    }
                                    bool l_1439_ = local_70;
                                    bool l_1440_ = !(l_1439_);
                                    if (l_1440_) {
                                        uint _e5223 = l_mut_275_;
                                        uint l_1441_ = (l_1430_ - _e5223);
                                        uint _e5225 = l_mut_269_;
                                        uint l_1442_ = (l_1434_ - _e5225);
                                        uint _e5227 = l_mut_275_;
                                        bool l_1443_ = (l_1430_ < _e5227);
                                        uint l_1444_ = uint(l_1443_);
                                        uint l_1445_ = (l_1442_ - l_1444_);
                                        l_mut_1375_ = l_1441_;
                                        l_mut_1370_ = l_1445_;
                                    }
                                    uint _e5231 = l_mut_1370_;
                                    uint _e5232 = l_mut_151_;
                                    bool l_1446_ = (_e5231 < _e5232);
                                    uint _e5234 = l_mut_1370_;
                                    uint _e5235 = l_mut_151_;
                                    bool l_1447_ = (_e5234 == _e5235);
                                    uint _e5237 = l_mut_1375_;
                                    uint _e5238 = l_mut_213_;
                                    bool l_1448_ = (_e5237 < _e5238);
                                    if (l_1447_) {
                                        local_71 = l_1448_;
                                    } else {
                                        local_71 = false;
                                    }
                                    bool l_1449_ = local_71;
                                    if (!(l_1446_)) {
                                        local_72 = l_1449_;
                                    } else {
                                        local_72 = true;
                                    }
                                    bool l_1450_ = local_72;
                                    if (l_1450_) {
                                        uint _e5249 = l_mut_1375_;
                                        l_mut_213_ = _e5249;
                                        uint _e5250 = l_mut_1370_;
                                        l_mut_151_ = _e5250;
                                    }
                                }
                            } else {
                                uint l_1451_ = (l_1265_ - l_1301_);
                                uint l_1452_ = (l_1269_ - l_1304_);
                                bool l_1453_ = (l_1265_ < l_1301_);
                                uint l_1454_ = uint(l_1453_);
                                uint l_1455_ = (l_1452_ - l_1454_);
                                l_mut_213_ = l_1451_;
                                l_mut_151_ = l_1455_;
                                bool l_1456_ = (l_1269_ < l_1304_);
                                bool l_1457_ = (l_1269_ == l_1304_);
                                bool l_1458_ = (l_1265_ < l_1301_);
                                if (l_1457_) {
                                    local_73 = l_1458_;
                                } else {
                                    local_73 = false;
                                }
                                bool l_1459_ = local_73;
                                if (!(l_1456_)) {
                                    local_74 = l_1459_;
                                } else {
                                    local_74 = true;
                                }
                                bool l_1460_ = local_74;
                                if (l_1460_) {
                                    uint l_1461_ = (l_760_ - 1u);
                                    l_mut_1375_ = l_1265_;
                                    l_mut_1370_ = l_1269_;
                                    uint _e5270 = l_mut_269_;
                                    bool l_1462_ = (l_1269_ < _e5270);
                                    uint _e5272 = l_mut_269_;
                                    bool l_1463_ = (l_1269_ == _e5272);
                                    uint _e5274 = l_mut_275_;
                                    bool l_1464_ = (l_1265_ < _e5274);
                                    if (l_1463_) {
                                        local_75 = l_1464_;
                                    } else {
                                        local_75 = false;
                                    }
                                    bool l_1465_ = local_75;
                                    if (!(l_1462_)) {
                                        local_76 = l_1465_;
                                    } else {
                                        local_76 = true;
                                    }
                                    bool l_1466_ = local_76;
                                    bool l_1467_ = !(l_1466_);
                                    if (l_1467_) {
                                        l_mut_1369_ = 0u;
                                        uint _e5287 = l_mut_269_;
                                        bool l_1468_ = (_e5287 < l_1269_);
                                        uint _e5289 = l_mut_269_;
                                        bool l_1469_ = (_e5289 == l_1269_);
                                        uint _e5291 = l_mut_275_;
                                        bool l_1470_ = (_e5291 < l_1265_);
                                        if (l_1469_) {
                                            local_77 = l_1470_;
                                        } else {
                                            local_77 = false;
                                        }
                                        bool l_1471_ = local_77;
                                        if (!(l_1468_)) {
                                            local_78 = l_1471_;
                                        } else {
                                            local_78 = true;
                                        }
                                        bool l_1472_ = local_78;
                                        if (l_1472_) {
                                            uint l_1473_ = (l_1265_ - 1u);
                                            uint l_1474_ = (l_1269_ - 0u);
                                            bool l_1475_ = (l_1265_ < 1u);
                                            uint l_1476_ = uint(l_1475_);
                                            uint l_1477_ = (l_1474_ - l_1476_);
                                            l_mut_145_ = l_1473_;
                                            l_mut_102_ = l_1477_;
                                            l_mut_96_ = 0u;
                                            l_mut_1478_ = 0u;
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (!loop_init_5) {
                                                    uint _e5398 = l_mut_1478_;
                                                    l_mut_1478_ = (_e5398 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e5313 = l_mut_1478_;
                                                if ((_e5313 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5317 = l_mut_1478_;
                                                    uint l_1479_ = (19u - _e5317);
                                                    uint _e5319 = l_mut_145_;
                                                    l_mut_90_ = _e5319;
                                                    uint _e5320 = l_mut_102_;
                                                    l_mut_75_ = _e5320;
                                                    bool l_1480_ = (l_1479_ >= 32u);
                                                    if (l_1480_) {
                                                        uint l_1481_ = (l_1479_ & 31u);
                                                        uint _e5325 = l_mut_102_;
                                                        uint l_1482_ = (_e5325 >> l_1481_);
                                                        l_mut_90_ = l_1482_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1483_ = (l_1479_ > 0u);
                                                        if (l_1483_) {
                                                            uint _e5330 = l_mut_145_;
                                                            l_mut_40_ = _e5330;
                                                            bool l_1484_ = (l_1479_ > 0u);
                                                            if (l_1484_) {
                                                                uint _e5333 = l_mut_145_;
                                                                uint l_1485_ = (_e5333 >> l_1479_);
                                                                uint l_1486_ = (32u - l_1479_);
                                                                uint _e5337 = l_mut_102_;
                                                                uint l_1487_ = (_e5337 << l_1486_);
                                                                uint l_1488_ = (l_1485_ | l_1487_);
                                                                l_mut_40_ = l_1488_;
                                                            }
                                                            uint _e5340 = l_mut_102_;
                                                            uint l_1489_ = (_e5340 >> l_1479_);
                                                            uint _e5342 = l_mut_40_;
                                                            l_mut_90_ = _e5342;
                                                            l_mut_75_ = l_1489_;
                                                        }
                                                    }
                                                    uint _e5343 = l_mut_75_;
                                                    uint _e5344 = l_mut_269_;
                                                    bool l_1490_ = (_e5343 < _e5344);
                                                    uint _e5346 = l_mut_75_;
                                                    uint _e5347 = l_mut_269_;
                                                    bool l_1491_ = (_e5346 == _e5347);
                                                    uint _e5349 = l_mut_90_;
                                                    uint _e5350 = l_mut_275_;
                                                    bool l_1492_ = (_e5349 < _e5350);
                                                    if (l_1491_) {
                                                        local_79 = l_1492_;
                                                    } else {
                                                        local_79 = false;
                                                    }
                                                    bool l_1493_ = local_79;
                                                    if (!(l_1490_)) {
                                                        local_80 = l_1493_;
                                                    } else {
                                                        local_80 = true;
                                                    }
                                                    bool l_1494_ = local_80;
                                                    bool l_1495_ = !(l_1494_);
                                                    if (l_1495_) {
                                                        uint _e5362 = l_mut_275_;
                                                        l_mut_90_ = _e5362;
                                                        uint _e5363 = l_mut_269_;
                                                        l_mut_75_ = _e5363;
                                                        bool l_1496_ = (l_1479_ >= 32u);
                                                        if (l_1496_) {
                                                            uint l_1497_ = (l_1479_ & 31u);
                                                            uint _e5368 = l_mut_275_;
                                                            uint l_1498_ = (_e5368 << l_1497_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1498_;
                                                        } else {
                                                            bool l_1499_ = (l_1479_ > 0u);
                                                            if (l_1499_) {
                                                                uint _e5373 = l_mut_275_;
                                                                uint l_1500_ = (_e5373 << l_1479_);
                                                                uint _e5375 = l_mut_269_;
                                                                uint l_1501_ = (_e5375 << l_1479_);
                                                                uint l_1502_ = (32u - l_1479_);
                                                                uint _e5379 = l_mut_275_;
                                                                uint l_1503_ = (_e5379 >> l_1502_);
                                                                uint l_1504_ = (l_1501_ | l_1503_);
                                                                l_mut_90_ = l_1500_;
                                                                l_mut_75_ = l_1504_;
                                                            }
                                                        }
                                                        uint _e5382 = l_mut_145_;
                                                        uint _e5383 = l_mut_90_;
                                                        uint l_1505_ = (_e5382 - _e5383);
                                                        uint _e5385 = l_mut_102_;
                                                        uint _e5386 = l_mut_75_;
                                                        uint l_1506_ = (_e5385 - _e5386);
                                                        uint _e5388 = l_mut_145_;
                                                        uint _e5389 = l_mut_90_;
                                                        bool l_1507_ = (_e5388 < _e5389);
                                                        uint l_1508_ = uint(l_1507_);
                                                        uint l_1509_ = (l_1506_ - l_1508_);
                                                        l_mut_145_ = l_1505_;
                                                        l_mut_102_ = l_1509_;
                                                        uint l_1510_ = (1u << l_1479_);
                                                        uint _e5395 = l_mut_96_;
                                                        l_mut_96_ = (_e5395 | l_1510_);
                                                    }
                                                }
                                            }
                                            uint _e5400 = l_mut_96_;
                                            uint l_1511_ = min(_e5400, l_1461_);
                                            l_mut_96_ = l_1511_;
                                            uint _e5402 = l_mut_102_;
                                            uint _e5403 = l_mut_269_;
                                            bool l_1512_ = (_e5402 < _e5403);
                                            uint _e5405 = l_mut_102_;
                                            uint _e5406 = l_mut_269_;
                                            bool l_1513_ = (_e5405 == _e5406);
                                            uint _e5408 = l_mut_145_;
                                            uint _e5409 = l_mut_275_;
                                            bool l_1514_ = (_e5408 < _e5409);
                                            if (l_1513_) {
                                                local_81 = l_1514_;
                                            } else {
                                                local_81 = false;
                                            }
                                            bool l_1515_ = local_81;
                                            if (!(l_1512_)) {
                                                local_82 = l_1515_;
                                            } else {
                                                local_82 = true;
                                            }
                                            bool l_1516_ = local_82;
                                            bool l_1517_ = !(l_1516_);
                                            if (l_1517_) {
                                                l_mut_96_ = l_1461_;
                                            }
                                            uint _e5421 = l_mut_96_;
                                            l_mut_1369_ = _e5421;
                                        }
                                        uint _e5422 = l_mut_275_;
                                        uint _e5423 = l_mut_1369_;
                                        uint l_1518_ = (_e5422 * _e5423);
                                        uint _e5425 = l_mut_275_;
                                        uint l_3564_ = (_e5425 & 65535u);
                                        uint _e5428 = l_mut_275_;
                                        uint l_3565_ = (_e5428 >> 16u);
                                        uint l_3566_ = (l_3565_ & 65535u);
                                        uint _e5433 = l_mut_1369_;
                                        uint l_3567_ = (_e5433 & 65535u);
                                        uint _e5436 = l_mut_1369_;
                                        uint l_3568_ = (_e5436 >> 16u);
                                        uint l_3569_ = (l_3568_ & 65535u);
                                        uint l_3570_ = (l_3564_ * l_3567_);
                                        uint l_3571_ = (l_3566_ * l_3567_);
                                        uint l_3572_ = (l_3564_ * l_3569_);
                                        uint l_3573_ = (l_3566_ * l_3569_);
                                        uint l_3574_ = (l_3570_ >> 16u);
                                        uint l_3575_ = (l_3574_ & 65535u);
                                        uint l_3576_ = (l_3571_ & 65535u);
                                        uint l_3577_ = (l_3575_ + l_3576_);
                                        uint l_3578_ = (l_3572_ & 65535u);
                                        uint l_3579_ = (l_3577_ + l_3578_);
                                        uint l_3580_ = (l_3571_ >> 16u);
                                        uint l_3581_ = (l_3580_ & 65535u);
                                        uint l_3582_ = (l_3573_ + l_3581_);
                                        uint l_3583_ = (l_3572_ >> 16u);
                                        uint l_3584_ = (l_3583_ & 65535u);
                                        uint l_3585_ = (l_3582_ + l_3584_);
                                        uint l_3586_ = (l_3579_ >> 16u);
                                        uint l_3587_ = (l_3586_ & 65535u);
                                        uint l_1519_ = (l_3585_ + l_3587_);
                                        uint _e5470 = l_mut_269_;
                                        uint _e5471 = l_mut_1369_;
                                        uint l_1520_ = (_e5470 * _e5471);
                                        uint l_1521_ = (l_1519_ + l_1520_);
                                        uint l_1522_ = (l_1265_ - l_1518_);
                                        uint l_1523_ = (l_1269_ - l_1521_);
                                        bool l_1524_ = (l_1265_ < l_1518_);
                                        uint l_1525_ = uint(l_1524_);
                                        uint l_1526_ = (l_1523_ - l_1525_);
                                        l_mut_1375_ = l_1522_;
                                        l_mut_1370_ = l_1526_;
                                        uint _e5479 = l_mut_1370_;
                                        uint _e5480 = l_mut_269_;
                                        bool l_1527_ = (_e5479 < _e5480);
                                        uint _e5482 = l_mut_1370_;
                                        uint _e5483 = l_mut_269_;
                                        bool l_1528_ = (_e5482 == _e5483);
                                        uint _e5485 = l_mut_1375_;
                                        uint _e5486 = l_mut_275_;
                                        bool l_1529_ = (_e5485 < _e5486);
                                        if (l_1528_) {
                                            local_83 = l_1529_;
                                        } else {
                                            local_83 = false;
                                        }
                                        bool l_1530_ = local_83;
                                        if (!(l_1527_)) {
                                            local_84 = l_1530_;
                                        } else {
                                            local_84 = true;
                                        }
                                        bool l_1531_ = local_84;
                                        bool l_1532_ = !(l_1531_);
                                        if (l_1532_) {
                                            uint _e5498 = l_mut_1375_;
                                            uint _e5499 = l_mut_275_;
                                            uint l_1533_ = (_e5498 - _e5499);
                                            uint _e5501 = l_mut_1370_;
                                            uint _e5502 = l_mut_269_;
                                            uint l_1534_ = (_e5501 - _e5502);
                                            uint _e5504 = l_mut_1375_;
                                            uint _e5505 = l_mut_275_;
                                            bool l_1535_ = (_e5504 < _e5505);
                                            uint l_1536_ = uint(l_1535_);
                                            uint l_1537_ = (l_1534_ - l_1536_);
                                            l_mut_1375_ = l_1533_;
                                            l_mut_1370_ = l_1537_;
                                        }
                                    }
                                    uint _e5509 = l_mut_1370_;
                                    uint _e5510 = l_mut_151_;
                                    bool l_1538_ = (_e5509 < _e5510);
                                    uint _e5512 = l_mut_1370_;
                                    uint _e5513 = l_mut_151_;
                                    bool l_1539_ = (_e5512 == _e5513);
                                    uint _e5515 = l_mut_1375_;
                                    uint _e5516 = l_mut_213_;
                                    bool l_1540_ = (_e5515 < _e5516);
                                    if (l_1539_) {
                                        local_85 = l_1540_;
                                    } else {
                                        local_85 = false;
                                    }
                                    bool l_1541_ = local_85;
                                    if (!(l_1538_)) {
                                        local_86 = l_1541_;
                                    } else {
                                        local_86 = true;
                                    }
                                    bool l_1542_ = local_86;
                                    if (l_1542_) {
                                        uint _e5527 = l_mut_1375_;
                                        l_mut_213_ = _e5527;
                                        uint _e5528 = l_mut_1370_;
                                        l_mut_151_ = _e5528;
                                    }
                                }
                            }
                            uint _e5529 = l_mut_151_;
                            bool l_1543_ = (_e5529 < l_1279_);
                            uint _e5531 = l_mut_151_;
                            bool l_1544_ = (_e5531 == l_1279_);
                            uint _e5533 = l_mut_213_;
                            bool l_1545_ = (_e5533 < l_1275_);
                            if (l_1544_) {
                                local_87 = l_1545_;
                            } else {
                                local_87 = false;
                            }
                            bool l_1546_ = local_87;
                            if (!(l_1543_)) {
                                local_88 = l_1546_;
                            } else {
                                local_88 = true;
                            }
                            bool l_1547_ = local_88;
                            bool l_1548_ = !(l_1547_);
                            uint l_1549_ = uint(l_1548_);
                            uint l_1550_ = (2u - l_1549_);
                            l_mut_219_ = l_1550_;
                        }
                        uint _e5548 = l_mut_219_;
                        bool l_1551_ = (_e5548 > 0u);
                        if (l_1551_) {
                            uint _e5551 = l_mut_219_;
                            bool l_1552_ = (_e5551 == 1u);
                            l_mut_650_ = l_1552_;
                            l_mut_637_ = false;
                        }
                    }
                    l_mut_628_ = false;
                    while(true) {
                        bool _e5556 = l_mut_637_;
                        bool l_1553_ = !(_e5556);
                        if (l_1553_) {
                            break;
                        }
                        uint _e5558 = l_mut_441_;
                        l_mut_1375_ = _e5558;
                        uint _e5559 = l_mut_440_;
                        l_mut_1370_ = _e5559;
                        bool _e5560 = l_mut_628_;
                        if (_e5560) {
                            uint _e5561 = l_mut_439_;
                            l_mut_1375_ = _e5561;
                            uint _e5562 = l_mut_428_;
                            l_mut_1370_ = _e5562;
                        }
                        uint _e5563 = l_mut_394_;
                        uint _e5564 = l_mut_1370_;
                        bool l_1554_ = (_e5563 < _e5564);
                        uint _e5566 = l_mut_394_;
                        uint _e5567 = l_mut_1370_;
                        bool l_1555_ = (_e5566 == _e5567);
                        uint _e5569 = l_mut_421_;
                        uint _e5570 = l_mut_1375_;
                        bool l_1556_ = (_e5569 < _e5570);
                        if (l_1555_) {
                            local_89 = l_1556_;
                        } else {
                            local_89 = false;
                        }
                        bool l_1557_ = local_89;
                        if (!(l_1554_)) {
                            local_90 = l_1557_;
                        } else {
                            local_90 = true;
                        }
                        bool l_1558_ = local_90;
                        bool l_1559_ = !(l_1558_);
                        bool _e5582 = l_mut_628_;
                        bool l_1560_ = (l_1559_ != _e5582);
                        if (l_1560_) {
                            uint _e5584 = l_mut_441_;
                            l_mut_1375_ = _e5584;
                            uint _e5585 = l_mut_440_;
                            l_mut_1370_ = _e5585;
                            uint _e5586 = l_mut_439_;
                            l_mut_441_ = _e5586;
                            uint _e5587 = l_mut_428_;
                            l_mut_440_ = _e5587;
                            uint _e5588 = l_mut_1375_;
                            l_mut_439_ = _e5588;
                            uint _e5589 = l_mut_1370_;
                            l_mut_428_ = _e5589;
                            uint _e5590 = l_mut_388_;
                            l_mut_1375_ = _e5590;
                            uint _e5591 = l_mut_382_;
                            l_mut_388_ = _e5591;
                            uint _e5592 = l_mut_1375_;
                            l_mut_382_ = _e5592;
                            l_mut_628_ = l_1559_;
                        }
                        l_mut_357_ = true;
                        bool _e5594 = l_mut_628_;
                        if (_e5594) {
                            uint _e5595 = l_mut_421_;
                            uint _e5596 = l_mut_439_;
                            uint l_1561_ = (_e5595 - _e5596);
                            uint _e5598 = l_mut_394_;
                            uint _e5599 = l_mut_428_;
                            uint l_1562_ = (_e5598 - _e5599);
                            uint _e5601 = l_mut_421_;
                            uint _e5602 = l_mut_439_;
                            bool l_1563_ = (_e5601 < _e5602);
                            uint l_1564_ = uint(l_1563_);
                            uint l_1565_ = (l_1562_ - l_1564_);
                            l_mut_421_ = l_1561_;
                            l_mut_394_ = l_1565_;
                            uint _e5606 = l_mut_394_;
                            bool l_1566_ = (_e5606 < l_1279_);
                            uint _e5608 = l_mut_394_;
                            bool l_1567_ = (_e5608 == l_1279_);
                            uint _e5610 = l_mut_421_;
                            bool l_1568_ = (_e5610 < l_1275_);
                            if (l_1567_) {
                                local_91 = l_1568_;
                            } else {
                                local_91 = false;
                            }
                            bool l_1569_ = local_91;
                            if (!(l_1566_)) {
                                local_92 = l_1569_;
                            } else {
                                local_92 = true;
                            }
                            bool l_1570_ = local_92;
                            if (l_1570_) {
                                l_mut_637_ = false;
                                l_mut_357_ = false;
                            }
                        }
                        bool _e5623 = l_mut_357_;
                        if (_e5623) {
                            uint _e5624 = l_mut_388_;
                            uint l_1571_ = (l_760_ - _e5624);
                            uint _e5626 = l_mut_382_;
                            uint l_1572_ = (l_1571_ / _e5626);
                            l_mut_1375_ = 0u;
                            l_mut_350_ = false;
                            uint _e5630 = l_mut_439_;
                            l_mut_1370_ = _e5630;
                            uint _e5631 = l_mut_428_;
                            l_mut_1369_ = _e5631;
                            if (false) {
                                uint _e5634 = l_mut_428_;
                                uint l_1575_ = (_e5634 >> 3u);
                                l_mut_1370_ = l_1575_;
                                l_mut_1369_ = 0u;
                            } else {
                                if (true) {
                                    uint _e5638 = l_mut_439_;
                                    l_mut_275_ = _e5638;
                                    if (true) {
                                        uint _e5640 = l_mut_439_;
                                        uint l_1578_ = (_e5640 >> 3u);
                                        uint _e5643 = l_mut_428_;
                                        uint l_1579_ = (_e5643 << 29u);
                                        uint l_1580_ = (l_1578_ | l_1579_);
                                        l_mut_275_ = l_1580_;
                                    }
                                    uint _e5647 = l_mut_428_;
                                    uint l_1581_ = (_e5647 >> 3u);
                                    uint _e5650 = l_mut_275_;
                                    l_mut_1370_ = _e5650;
                                    l_mut_1369_ = l_1581_;
                                }
                            }
                            uint _e5651 = l_mut_1369_;
                            uint _e5652 = l_mut_440_;
                            bool l_1582_ = (_e5651 < _e5652);
                            uint _e5654 = l_mut_1369_;
                            uint _e5655 = l_mut_440_;
                            bool l_1583_ = (_e5654 == _e5655);
                            uint _e5657 = l_mut_1370_;
                            uint _e5658 = l_mut_441_;
                            bool l_1584_ = (_e5657 < _e5658);
                            if (l_1583_) {
                                local_93 = l_1584_;
                            } else {
                                local_93 = false;
                            }
                            bool l_1585_ = local_93;
                            if (!(l_1582_)) {
                                local_94 = l_1585_;
                            } else {
                                local_94 = true;
                            }
                            bool l_1586_ = local_94;
                            bool l_1587_ = !(l_1586_);
                            l_mut_350_ = l_1587_;
                            uint _e5670 = l_mut_441_;
                            uint _e5671 = l_mut_440_;
                            uint l_1588_ = (_e5670 | _e5671);
                            bool l_1589_ = (l_1588_ == 0u);
                            if (l_1589_) {
                                l_mut_1375_ = l_1572_;
                            } else {
                                bool _e5675 = l_mut_350_;
                                if (_e5675) {
                                    uint _e5676 = l_mut_440_;
                                    uint _e5677 = l_mut_428_;
                                    bool l_1590_ = (_e5676 < _e5677);
                                    uint _e5679 = l_mut_440_;
                                    uint _e5680 = l_mut_428_;
                                    bool l_1591_ = (_e5679 == _e5680);
                                    uint _e5682 = l_mut_441_;
                                    uint _e5683 = l_mut_439_;
                                    bool l_1592_ = (_e5682 < _e5683);
                                    if (l_1591_) {
                                        local_95 = l_1592_;
                                    } else {
                                        local_95 = false;
                                    }
                                    bool l_1593_ = local_95;
                                    if (!(l_1590_)) {
                                        local_96 = l_1593_;
                                    } else {
                                        local_96 = true;
                                    }
                                    bool l_1594_ = local_96;
                                    if (l_1594_) {
                                        uint _e5694 = l_mut_439_;
                                        uint l_1595_ = (_e5694 - 1u);
                                        uint _e5697 = l_mut_428_;
                                        uint l_1596_ = (_e5697 - 0u);
                                        uint _e5700 = l_mut_439_;
                                        bool l_1597_ = (_e5700 < 1u);
                                        uint l_1598_ = uint(l_1597_);
                                        uint l_1599_ = (l_1596_ - l_1598_);
                                        l_mut_1370_ = l_1595_;
                                        l_mut_1369_ = l_1599_;
                                        l_mut_275_ = 0u;
                                        l_mut_1600_ = 0u;
                                        bool loop_init_6 = true;
                                        while(true) {
                                            if (!loop_init_6) {
                                                uint _e5793 = l_mut_1600_;
                                                l_mut_1600_ = (_e5793 + 1u);
                                            }
                                            loop_init_6 = false;
                                            uint _e5708 = l_mut_1600_;
                                            if ((_e5708 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e5712 = l_mut_1600_;
                                                uint l_1601_ = (19u - _e5712);
                                                uint _e5714 = l_mut_1370_;
                                                l_mut_269_ = _e5714;
                                                uint _e5715 = l_mut_1369_;
                                                l_mut_219_ = _e5715;
                                                bool l_1602_ = (l_1601_ >= 32u);
                                                if (l_1602_) {
                                                    uint l_1603_ = (l_1601_ & 31u);
                                                    uint _e5720 = l_mut_1369_;
                                                    uint l_1604_ = (_e5720 >> l_1603_);
                                                    l_mut_269_ = l_1604_;
                                                    l_mut_219_ = 0u;
                                                } else {
                                                    bool l_1605_ = (l_1601_ > 0u);
                                                    if (l_1605_) {
                                                        uint _e5725 = l_mut_1370_;
                                                        l_mut_213_ = _e5725;
                                                        bool l_1606_ = (l_1601_ > 0u);
                                                        if (l_1606_) {
                                                            uint _e5728 = l_mut_1370_;
                                                            uint l_1607_ = (_e5728 >> l_1601_);
                                                            uint l_1608_ = (32u - l_1601_);
                                                            uint _e5732 = l_mut_1369_;
                                                            uint l_1609_ = (_e5732 << l_1608_);
                                                            uint l_1610_ = (l_1607_ | l_1609_);
                                                            l_mut_213_ = l_1610_;
                                                        }
                                                        uint _e5735 = l_mut_1369_;
                                                        uint l_1611_ = (_e5735 >> l_1601_);
                                                        uint _e5737 = l_mut_213_;
                                                        l_mut_269_ = _e5737;
                                                        l_mut_219_ = l_1611_;
                                                    }
                                                }
                                                uint _e5738 = l_mut_219_;
                                                uint _e5739 = l_mut_440_;
                                                bool l_1612_ = (_e5738 < _e5739);
                                                uint _e5741 = l_mut_219_;
                                                uint _e5742 = l_mut_440_;
                                                bool l_1613_ = (_e5741 == _e5742);
                                                uint _e5744 = l_mut_269_;
                                                uint _e5745 = l_mut_441_;
                                                bool l_1614_ = (_e5744 < _e5745);
                                                if (l_1613_) {
                                                    local_97 = l_1614_;
                                                } else {
                                                    local_97 = false;
                                                }
                                                bool l_1615_ = local_97;
                                                if (!(l_1612_)) {
                                                    local_98 = l_1615_;
                                                } else {
                                                    local_98 = true;
                                                }
                                                bool l_1616_ = local_98;
                                                bool l_1617_ = !(l_1616_);
                                                if (l_1617_) {
                                                    uint _e5757 = l_mut_441_;
                                                    l_mut_269_ = _e5757;
                                                    uint _e5758 = l_mut_440_;
                                                    l_mut_219_ = _e5758;
                                                    bool l_1618_ = (l_1601_ >= 32u);
                                                    if (l_1618_) {
                                                        uint l_1619_ = (l_1601_ & 31u);
                                                        uint _e5763 = l_mut_441_;
                                                        uint l_1620_ = (_e5763 << l_1619_);
                                                        l_mut_269_ = 0u;
                                                        l_mut_219_ = l_1620_;
                                                    } else {
                                                        bool l_1621_ = (l_1601_ > 0u);
                                                        if (l_1621_) {
                                                            uint _e5768 = l_mut_441_;
                                                            uint l_1622_ = (_e5768 << l_1601_);
                                                            uint _e5770 = l_mut_440_;
                                                            uint l_1623_ = (_e5770 << l_1601_);
                                                            uint l_1624_ = (32u - l_1601_);
                                                            uint _e5774 = l_mut_441_;
                                                            uint l_1625_ = (_e5774 >> l_1624_);
                                                            uint l_1626_ = (l_1623_ | l_1625_);
                                                            l_mut_269_ = l_1622_;
                                                            l_mut_219_ = l_1626_;
                                                        }
                                                    }
                                                    uint _e5777 = l_mut_1370_;
                                                    uint _e5778 = l_mut_269_;
                                                    uint l_1627_ = (_e5777 - _e5778);
                                                    uint _e5780 = l_mut_1369_;
                                                    uint _e5781 = l_mut_219_;
                                                    uint l_1628_ = (_e5780 - _e5781);
                                                    uint _e5783 = l_mut_1370_;
                                                    uint _e5784 = l_mut_269_;
                                                    bool l_1629_ = (_e5783 < _e5784);
                                                    uint l_1630_ = uint(l_1629_);
                                                    uint l_1631_ = (l_1628_ - l_1630_);
                                                    l_mut_1370_ = l_1627_;
                                                    l_mut_1369_ = l_1631_;
                                                    uint l_1632_ = (1u << l_1601_);
                                                    uint _e5790 = l_mut_275_;
                                                    l_mut_275_ = (_e5790 | l_1632_);
                                                }
                                            }
                                        }
                                        uint _e5795 = l_mut_275_;
                                        uint l_1633_ = min(_e5795, l_1572_);
                                        l_mut_275_ = l_1633_;
                                        uint _e5797 = l_mut_1369_;
                                        uint _e5798 = l_mut_440_;
                                        bool l_1634_ = (_e5797 < _e5798);
                                        uint _e5800 = l_mut_1369_;
                                        uint _e5801 = l_mut_440_;
                                        bool l_1635_ = (_e5800 == _e5801);
                                        uint _e5803 = l_mut_1370_;
                                        uint _e5804 = l_mut_441_;
                                        bool l_1636_ = (_e5803 < _e5804);
                                        if (l_1635_) {
                                            local_99 = l_1636_;
                                        } else {
                                            local_99 = false;
                                        }
                                        bool l_1637_ = local_99;
                                        if (!(l_1634_)) {
                                            local_100 = l_1637_;
                                        } else {
                                            local_100 = true;
                                        }
                                        bool l_1638_ = local_100;
                                        bool l_1639_ = !(l_1638_);
                                        if (l_1639_) {
                                            l_mut_275_ = l_1572_;
                                        }
                                        uint _e5816 = l_mut_275_;
                                        l_mut_1375_ = _e5816;
                                    }
                                } else {
                                    uint _e5817 = l_mut_439_;
                                    l_mut_1370_ = _e5817;
                                    uint _e5818 = l_mut_428_;
                                    l_mut_1369_ = _e5818;
                                    while(true) {
                                        uint _e5819 = l_mut_440_;
                                        uint _e5820 = l_mut_1369_;
                                        bool l_1640_ = (_e5819 < _e5820);
                                        uint _e5822 = l_mut_440_;
                                        uint _e5823 = l_mut_1369_;
                                        bool l_1641_ = (_e5822 == _e5823);
                                        uint _e5825 = l_mut_441_;
                                        uint _e5826 = l_mut_1370_;
                                        bool l_1642_ = (_e5825 < _e5826);
                                        if (l_1641_) {
                                            local_101 = l_1642_;
                                        } else {
                                            local_101 = false;
                                        }
                                        bool l_1643_ = local_101;
                                        if (!(l_1640_)) {
                                            local_102 = l_1643_;
                                        } else {
                                            local_102 = true;
                                        }
                                        bool l_1644_ = local_102;
                                        uint _e5837 = l_mut_1375_;
                                        uint _e5838 = l_mut_382_;
                                        uint l_1645_ = (_e5837 * _e5838);
                                        uint _e5840 = l_mut_388_;
                                        uint l_1646_ = (_e5840 + l_1645_);
                                        uint _e5842 = l_mut_382_;
                                        uint l_1647_ = (l_1646_ + _e5842);
                                        bool l_1648_ = (l_1647_ < l_760_);
                                        if (l_1644_) {
                                            local_103 = l_1648_;
                                        } else {
                                            local_103 = false;
                                        }
                                        bool l_1649_ = local_103;
                                        bool l_1650_ = !(l_1649_);
                                        if (l_1650_) {
                                            break;
                                        }
                                        uint _e5850 = l_mut_1370_;
                                        uint _e5851 = l_mut_441_;
                                        uint l_1651_ = (_e5850 - _e5851);
                                        uint _e5853 = l_mut_1369_;
                                        uint _e5854 = l_mut_440_;
                                        uint l_1652_ = (_e5853 - _e5854);
                                        uint _e5856 = l_mut_1370_;
                                        uint _e5857 = l_mut_441_;
                                        bool l_1653_ = (_e5856 < _e5857);
                                        uint l_1654_ = uint(l_1653_);
                                        uint l_1655_ = (l_1652_ - l_1654_);
                                        l_mut_1370_ = l_1651_;
                                        l_mut_1369_ = l_1655_;
                                        uint _e5861 = l_mut_1375_;
                                        l_mut_1375_ = (_e5861 + 1u);
                                    }
                                }
                            }
                            uint _e5864 = l_mut_1375_;
                            uint _e5865 = l_mut_382_;
                            uint l_1656_ = (_e5864 * _e5865);
                            uint _e5867 = l_mut_388_;
                            uint l_1657_ = (_e5867 + l_1656_);
                            uint _e5869 = l_mut_382_;
                            uint l_1658_ = (l_1657_ + _e5869);
                            bool l_1659_ = (l_1658_ >= l_760_);
                            if (l_1659_) {
                                l_mut_650_ = true;
                                l_mut_637_ = false;
                            } else {
                                uint _e5874 = l_mut_441_;
                                uint _e5875 = l_mut_1375_;
                                uint l_1660_ = (_e5874 * _e5875);
                                uint _e5877 = l_mut_441_;
                                uint l_3589_ = (_e5877 & 65535u);
                                uint _e5880 = l_mut_441_;
                                uint l_3590_ = (_e5880 >> 16u);
                                uint l_3591_ = (l_3590_ & 65535u);
                                uint _e5885 = l_mut_1375_;
                                uint l_3592_ = (_e5885 & 65535u);
                                uint _e5888 = l_mut_1375_;
                                uint l_3593_ = (_e5888 >> 16u);
                                uint l_3594_ = (l_3593_ & 65535u);
                                uint l_3595_ = (l_3589_ * l_3592_);
                                uint l_3596_ = (l_3591_ * l_3592_);
                                uint l_3597_ = (l_3589_ * l_3594_);
                                uint l_3598_ = (l_3591_ * l_3594_);
                                uint l_3599_ = (l_3595_ >> 16u);
                                uint l_3600_ = (l_3599_ & 65535u);
                                uint l_3601_ = (l_3596_ & 65535u);
                                uint l_3602_ = (l_3600_ + l_3601_);
                                uint l_3603_ = (l_3597_ & 65535u);
                                uint l_3604_ = (l_3602_ + l_3603_);
                                uint l_3605_ = (l_3596_ >> 16u);
                                uint l_3606_ = (l_3605_ & 65535u);
                                uint l_3607_ = (l_3598_ + l_3606_);
                                uint l_3608_ = (l_3597_ >> 16u);
                                uint l_3609_ = (l_3608_ & 65535u);
                                uint l_3610_ = (l_3607_ + l_3609_);
                                uint l_3611_ = (l_3604_ >> 16u);
                                uint l_3612_ = (l_3611_ & 65535u);
                                uint l_1661_ = (l_3610_ + l_3612_);
                                uint _e5922 = l_mut_440_;
                                uint _e5923 = l_mut_1375_;
                                uint l_1662_ = (_e5922 * _e5923);
                                uint l_1663_ = (l_1661_ + l_1662_);
                                uint _e5926 = l_mut_439_;
                                uint l_1664_ = (_e5926 - l_1660_);
                                uint _e5928 = l_mut_428_;
                                uint l_1665_ = (_e5928 - l_1663_);
                                uint _e5930 = l_mut_439_;
                                bool l_1666_ = (_e5930 < l_1660_);
                                uint l_1667_ = uint(l_1666_);
                                uint l_1668_ = (l_1665_ - l_1667_);
                                l_mut_439_ = l_1664_;
                                l_mut_428_ = l_1668_;
                                uint _e5934 = l_mut_1375_;
                                uint _e5935 = l_mut_382_;
                                uint l_1669_ = (_e5934 * _e5935);
                                uint _e5937 = l_mut_388_;
                                l_mut_388_ = (_e5937 + l_1669_);
                                uint _e5939 = l_mut_441_;
                                uint _e5940 = l_mut_439_;
                                uint l_1670_ = (_e5939 - _e5940);
                                uint _e5942 = l_mut_440_;
                                uint _e5943 = l_mut_428_;
                                uint l_1671_ = (_e5942 - _e5943);
                                uint _e5945 = l_mut_441_;
                                uint _e5946 = l_mut_439_;
                                bool l_1672_ = (_e5945 < _e5946);
                                uint l_1673_ = uint(l_1672_);
                                uint l_1674_ = (l_1671_ - l_1673_);
                                l_mut_441_ = l_1670_;
                                l_mut_440_ = l_1674_;
                                uint _e5950 = l_mut_382_;
                                uint _e5951 = l_mut_388_;
                                l_mut_382_ = (_e5950 + _e5951);
                            }
                        }
                    }
                    bool _e5953 = l_mut_650_;
                    bool l_1675_ = !(_e5953);
                    if (l_759_) {
                        local_104 = l_1675_;
                    } else {
                        local_104 = false;
                    }
                    bool l_1676_ = local_104;
                    if (l_1676_) {
                        uint _e5960 = l_mut_757_;
                        uint l_1677_ = (1u << _e5960);
                        uint _e5962 = l_mut_450_;
                        l_mut_450_ = (_e5962 | l_1677_);
                        uint _e5964 = l_mut_445_;
                        l_mut_445_ = (_e5964 + 1u);
                        uint l_1678_ = (l_758_ + l_756_);
                        uint l_1679_ = min(l_1678_, l_56_);
                        l_mut_1375_ = 0u;
                        l_mut_1680_ = l_758_;
                        bool loop_init_7 = true;
                        while(true) {
                            if (!loop_init_7) {
                                uint _e6891 = l_mut_1680_;
                                l_mut_1680_ = (_e6891 + 1u);
                            }
                            loop_init_7 = false;
                            uint _e5971 = l_mut_1680_;
                            if ((_e5971 < l_1679_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e5973 = l_mut_1680_;
                                uint l_1681_ = (l_59_ * _e5973);
                                uint l_3614_ = (l_59_ & 65535u);
                                uint l_3615_ = (l_59_ >> 16u);
                                uint l_3616_ = (l_3615_ & 65535u);
                                uint _e5981 = l_mut_1680_;
                                uint l_3617_ = (_e5981 & 65535u);
                                uint _e5984 = l_mut_1680_;
                                uint l_3618_ = (_e5984 >> 16u);
                                uint l_3619_ = (l_3618_ & 65535u);
                                uint l_3620_ = (l_3614_ * l_3617_);
                                uint l_3621_ = (l_3616_ * l_3617_);
                                uint l_3622_ = (l_3614_ * l_3619_);
                                uint l_3623_ = (l_3616_ * l_3619_);
                                uint l_3624_ = (l_3620_ >> 16u);
                                uint l_3625_ = (l_3624_ & 65535u);
                                uint l_3626_ = (l_3621_ & 65535u);
                                uint l_3627_ = (l_3625_ + l_3626_);
                                uint l_3628_ = (l_3622_ & 65535u);
                                uint l_3629_ = (l_3627_ + l_3628_);
                                uint l_3630_ = (l_3621_ >> 16u);
                                uint l_3631_ = (l_3630_ & 65535u);
                                uint l_3632_ = (l_3623_ + l_3631_);
                                uint l_3633_ = (l_3622_ >> 16u);
                                uint l_3634_ = (l_3633_ & 65535u);
                                uint l_3635_ = (l_3632_ + l_3634_);
                                uint l_3636_ = (l_3629_ >> 16u);
                                uint l_3637_ = (l_3636_ & 65535u);
                                uint l_1682_ = (l_3635_ + l_3637_);
                                uint _e6018 = l_mut_1680_;
                                uint l_1683_ = (l_62_ * _e6018);
                                uint l_1684_ = (l_1682_ + l_1683_);
                                uint l_1685_ = (l_64_ + l_1681_);
                                uint l_1686_ = (l_67_ + l_1684_);
                                bool l_1687_ = (l_1685_ < l_64_);
                                uint l_1688_ = uint(l_1687_);
                                uint l_1689_ = (l_1686_ + l_1688_);
                                l_mut_1370_ = 0u;
                                l_mut_1369_ = 0u;
                                uint _e6028 = l_mut_1680_;
                                bool l_1690_ = (_e6028 < 65536u);
                                if (l_1690_) {
                                    uint _e6031 = l_mut_1680_;
                                    uint _e6032 = l_mut_1680_;
                                    uint l_1691_ = (_e6031 * _e6032);
                                    uint l_1692_ = (l_72_ >> 31u);
                                    bool l_1693_ = (l_1692_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_1693_) {
                                        uint l_1694_ = (0u - l_69_);
                                        uint l_1695_ = (0u - l_72_);
                                        bool l_1696_ = (0u < l_69_);
                                        uint l_1697_ = uint(l_1696_);
                                        uint l_1698_ = (l_1695_ - l_1697_);
                                        l_mut_441_ = l_1694_;
                                        l_mut_440_ = l_1698_;
                                    }
                                    uint _e6046 = l_mut_441_;
                                    uint l_1699_ = (_e6046 * l_1691_);
                                    uint _e6048 = l_mut_440_;
                                    uint l_1700_ = (_e6048 * l_1691_);
                                    uint _e6050 = l_mut_441_;
                                    uint l_3639_ = (_e6050 & 65535u);
                                    uint _e6053 = l_mut_441_;
                                    uint l_3640_ = (_e6053 >> 16u);
                                    uint l_3641_ = (l_3640_ & 65535u);
                                    uint l_3642_ = (l_1691_ & 65535u);
                                    uint l_3643_ = (l_1691_ >> 16u);
                                    uint l_3644_ = (l_3643_ & 65535u);
                                    uint l_3645_ = (l_3639_ * l_3642_);
                                    uint l_3646_ = (l_3641_ * l_3642_);
                                    uint l_3647_ = (l_3639_ * l_3644_);
                                    uint l_3648_ = (l_3641_ * l_3644_);
                                    uint l_3649_ = (l_3645_ >> 16u);
                                    uint l_3650_ = (l_3649_ & 65535u);
                                    uint l_3651_ = (l_3646_ & 65535u);
                                    uint l_3652_ = (l_3650_ + l_3651_);
                                    uint l_3653_ = (l_3647_ & 65535u);
                                    uint l_3654_ = (l_3652_ + l_3653_);
                                    uint l_3655_ = (l_3646_ >> 16u);
                                    uint l_3656_ = (l_3655_ & 65535u);
                                    uint l_3657_ = (l_3648_ + l_3656_);
                                    uint l_3658_ = (l_3647_ >> 16u);
                                    uint l_3659_ = (l_3658_ & 65535u);
                                    uint l_3660_ = (l_3657_ + l_3659_);
                                    uint l_3661_ = (l_3654_ >> 16u);
                                    uint l_3662_ = (l_3661_ & 65535u);
                                    uint l_1701_ = (l_3660_ + l_3662_);
                                    uint l_1702_ = (l_1701_ + l_1700_);
                                    uint _e6094 = l_mut_440_;
                                    uint l_3664_ = (_e6094 & 65535u);
                                    uint _e6097 = l_mut_440_;
                                    uint l_3665_ = (_e6097 >> 16u);
                                    uint l_3666_ = (l_3665_ & 65535u);
                                    uint l_3667_ = (l_1691_ & 65535u);
                                    uint l_3668_ = (l_1691_ >> 16u);
                                    uint l_3669_ = (l_3668_ & 65535u);
                                    uint l_3670_ = (l_3664_ * l_3667_);
                                    uint l_3671_ = (l_3666_ * l_3667_);
                                    uint l_3672_ = (l_3664_ * l_3669_);
                                    uint l_3673_ = (l_3666_ * l_3669_);
                                    uint l_3674_ = (l_3670_ >> 16u);
                                    uint l_3675_ = (l_3674_ & 65535u);
                                    uint l_3676_ = (l_3671_ & 65535u);
                                    uint l_3677_ = (l_3675_ + l_3676_);
                                    uint l_3678_ = (l_3672_ & 65535u);
                                    uint l_3679_ = (l_3677_ + l_3678_);
                                    uint l_3680_ = (l_3671_ >> 16u);
                                    uint l_3681_ = (l_3680_ & 65535u);
                                    uint l_3682_ = (l_3673_ + l_3681_);
                                    uint l_3683_ = (l_3672_ >> 16u);
                                    uint l_3684_ = (l_3683_ & 65535u);
                                    uint l_3685_ = (l_3682_ + l_3684_);
                                    uint l_3686_ = (l_3679_ >> 16u);
                                    uint l_3687_ = (l_3686_ & 65535u);
                                    uint l_1703_ = (l_3685_ + l_3687_);
                                    bool l_1704_ = (l_1702_ < l_1700_);
                                    uint l_1705_ = uint(l_1704_);
                                    uint l_1706_ = (l_1703_ + l_1705_);
                                    uint l_1707_ = (l_9_ % 32u);
                                    l_mut_439_ = l_1699_;
                                    bool l_1708_ = (l_1707_ > 0u);
                                    if (l_1708_) {
                                        uint l_1709_ = (l_1699_ >> l_1707_);
                                        uint l_1710_ = (32u - l_1707_);
                                        uint l_1711_ = (l_1702_ << l_1710_);
                                        uint l_1712_ = (l_1709_ | l_1711_);
                                        l_mut_439_ = l_1712_;
                                    }
                                    l_mut_428_ = l_1702_;
                                    bool l_1713_ = (l_1707_ > 0u);
                                    if (l_1713_) {
                                        uint l_1714_ = (l_1702_ >> l_1707_);
                                        uint l_1715_ = (32u - l_1707_);
                                        uint l_1716_ = (l_1706_ << l_1715_);
                                        uint l_1717_ = (l_1714_ | l_1716_);
                                        l_mut_428_ = l_1717_;
                                    }
                                    uint _e6156 = l_mut_439_;
                                    l_mut_421_ = _e6156;
                                    uint _e6157 = l_mut_428_;
                                    l_mut_439_ = _e6157;
                                    bool l_1718_ = (l_9_ >= 64u);
                                    if (l_1718_) {
                                        l_mut_421_ = l_1706_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_1719_ = (l_9_ >= 32u);
                                        if (l_1719_) {
                                            l_mut_428_ = l_1702_;
                                            bool l_1720_ = (l_1707_ > 0u);
                                            if (l_1720_) {
                                                uint l_1721_ = (l_1702_ >> l_1707_);
                                                uint l_1722_ = (32u - l_1707_);
                                                uint l_1723_ = (l_1706_ << l_1722_);
                                                uint l_1724_ = (l_1721_ | l_1723_);
                                                l_mut_428_ = l_1724_;
                                            }
                                            uint l_1725_ = (l_1706_ >> l_1707_);
                                            uint _e6171 = l_mut_428_;
                                            l_mut_421_ = _e6171;
                                            l_mut_439_ = l_1725_;
                                        }
                                    }
                                    uint _e6172 = l_mut_421_;
                                    l_mut_441_ = _e6172;
                                    uint _e6173 = l_mut_439_;
                                    l_mut_440_ = _e6173;
                                    if (l_1693_) {
                                        uint _e6175 = l_mut_441_;
                                        uint l_1726_ = (0u - _e6175);
                                        uint _e6178 = l_mut_440_;
                                        uint l_1727_ = (0u - _e6178);
                                        uint _e6181 = l_mut_441_;
                                        bool l_1728_ = (0u < _e6181);
                                        uint l_1729_ = uint(l_1728_);
                                        uint l_1730_ = (l_1727_ - l_1729_);
                                        l_mut_441_ = l_1726_;
                                        l_mut_440_ = l_1730_;
                                    }
                                    uint _e6185 = l_mut_441_;
                                    l_mut_1370_ = _e6185;
                                    uint _e6186 = l_mut_440_;
                                    l_mut_1369_ = _e6186;
                                } else {
                                    uint l_1731_ = (l_72_ >> 31u);
                                    bool l_1732_ = (l_1731_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_1732_) {
                                        uint l_1733_ = (0u - l_69_);
                                        uint l_1734_ = (0u - l_72_);
                                        bool l_1735_ = (0u < l_69_);
                                        uint l_1736_ = uint(l_1735_);
                                        uint l_1737_ = (l_1734_ - l_1736_);
                                        l_mut_441_ = l_1733_;
                                        l_mut_440_ = l_1737_;
                                    }
                                    uint _e6199 = l_mut_441_;
                                    uint _e6200 = l_mut_1680_;
                                    uint l_1738_ = (_e6199 * _e6200);
                                    uint _e6202 = l_mut_440_;
                                    uint _e6203 = l_mut_1680_;
                                    uint l_1739_ = (_e6202 * _e6203);
                                    uint _e6205 = l_mut_441_;
                                    uint l_3689_ = (_e6205 & 65535u);
                                    uint _e6208 = l_mut_441_;
                                    uint l_3690_ = (_e6208 >> 16u);
                                    uint l_3691_ = (l_3690_ & 65535u);
                                    uint _e6213 = l_mut_1680_;
                                    uint l_3692_ = (_e6213 & 65535u);
                                    uint _e6216 = l_mut_1680_;
                                    uint l_3693_ = (_e6216 >> 16u);
                                    uint l_3694_ = (l_3693_ & 65535u);
                                    uint l_3695_ = (l_3689_ * l_3692_);
                                    uint l_3696_ = (l_3691_ * l_3692_);
                                    uint l_3697_ = (l_3689_ * l_3694_);
                                    uint l_3698_ = (l_3691_ * l_3694_);
                                    uint l_3699_ = (l_3695_ >> 16u);
                                    uint l_3700_ = (l_3699_ & 65535u);
                                    uint l_3701_ = (l_3696_ & 65535u);
                                    uint l_3702_ = (l_3700_ + l_3701_);
                                    uint l_3703_ = (l_3697_ & 65535u);
                                    uint l_3704_ = (l_3702_ + l_3703_);
                                    uint l_3705_ = (l_3696_ >> 16u);
                                    uint l_3706_ = (l_3705_ & 65535u);
                                    uint l_3707_ = (l_3698_ + l_3706_);
                                    uint l_3708_ = (l_3697_ >> 16u);
                                    uint l_3709_ = (l_3708_ & 65535u);
                                    uint l_3710_ = (l_3707_ + l_3709_);
                                    uint l_3711_ = (l_3704_ >> 16u);
                                    uint l_3712_ = (l_3711_ & 65535u);
                                    uint l_1740_ = (l_3710_ + l_3712_);
                                    uint l_1741_ = (l_1740_ + l_1739_);
                                    uint _e6251 = l_mut_440_;
                                    uint l_3714_ = (_e6251 & 65535u);
                                    uint _e6254 = l_mut_440_;
                                    uint l_3715_ = (_e6254 >> 16u);
                                    uint l_3716_ = (l_3715_ & 65535u);
                                    uint _e6259 = l_mut_1680_;
                                    uint l_3717_ = (_e6259 & 65535u);
                                    uint _e6262 = l_mut_1680_;
                                    uint l_3718_ = (_e6262 >> 16u);
                                    uint l_3719_ = (l_3718_ & 65535u);
                                    uint l_3720_ = (l_3714_ * l_3717_);
                                    uint l_3721_ = (l_3716_ * l_3717_);
                                    uint l_3722_ = (l_3714_ * l_3719_);
                                    uint l_3723_ = (l_3716_ * l_3719_);
                                    uint l_3724_ = (l_3720_ >> 16u);
                                    uint l_3725_ = (l_3724_ & 65535u);
                                    uint l_3726_ = (l_3721_ & 65535u);
                                    uint l_3727_ = (l_3725_ + l_3726_);
                                    uint l_3728_ = (l_3722_ & 65535u);
                                    uint l_3729_ = (l_3727_ + l_3728_);
                                    uint l_3730_ = (l_3721_ >> 16u);
                                    uint l_3731_ = (l_3730_ & 65535u);
                                    uint l_3732_ = (l_3723_ + l_3731_);
                                    uint l_3733_ = (l_3722_ >> 16u);
                                    uint l_3734_ = (l_3733_ & 65535u);
                                    uint l_3735_ = (l_3732_ + l_3734_);
                                    uint l_3736_ = (l_3729_ >> 16u);
                                    uint l_3737_ = (l_3736_ & 65535u);
                                    uint l_1742_ = (l_3735_ + l_3737_);
                                    bool l_1743_ = (l_1741_ < l_1739_);
                                    uint l_1744_ = uint(l_1743_);
                                    uint l_1745_ = (l_1742_ + l_1744_);
                                    l_mut_439_ = l_1738_;
                                    bool l_1747_ = (0u > 0u);
                                    if (l_1747_) {
                                        uint l_1748_ = (l_1738_ >> 0u);
                                        uint l_1749_ = (32u - 0u);
                                        uint l_1750_ = (l_1741_ << l_1749_);
                                        uint l_1751_ = (l_1748_ | l_1750_);
                                        l_mut_439_ = l_1751_;
                                    }
                                    l_mut_428_ = l_1741_;
                                    bool l_1752_ = (0u > 0u);
                                    if (l_1752_) {
                                        uint l_1753_ = (l_1741_ >> 0u);
                                        uint l_1754_ = (32u - 0u);
                                        uint l_1755_ = (l_1745_ << l_1754_);
                                        uint l_1756_ = (l_1753_ | l_1755_);
                                        l_mut_428_ = l_1756_;
                                    }
                                    uint _e6314 = l_mut_439_;
                                    l_mut_421_ = _e6314;
                                    uint _e6315 = l_mut_428_;
                                    l_mut_439_ = _e6315;
                                    if (false) {
                                        l_mut_421_ = l_1745_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_1741_;
                                            bool l_1759_ = (0u > 0u);
                                            if (l_1759_) {
                                                uint l_1760_ = (l_1741_ >> 0u);
                                                uint l_1761_ = (32u - 0u);
                                                uint l_1762_ = (l_1745_ << l_1761_);
                                                uint l_1763_ = (l_1760_ | l_1762_);
                                                l_mut_428_ = l_1763_;
                                            }
                                            uint l_1764_ = (l_1745_ >> 0u);
                                            uint _e6327 = l_mut_428_;
                                            l_mut_421_ = _e6327;
                                            l_mut_439_ = l_1764_;
                                        }
                                    }
                                    uint _e6328 = l_mut_441_;
                                    uint _e6329 = l_mut_1680_;
                                    uint l_1765_ = (_e6328 * _e6329);
                                    uint _e6331 = l_mut_440_;
                                    uint _e6332 = l_mut_1680_;
                                    uint l_1766_ = (_e6331 * _e6332);
                                    uint _e6334 = l_mut_441_;
                                    uint l_3739_ = (_e6334 & 65535u);
                                    uint _e6337 = l_mut_441_;
                                    uint l_3740_ = (_e6337 >> 16u);
                                    uint l_3741_ = (l_3740_ & 65535u);
                                    uint _e6342 = l_mut_1680_;
                                    uint l_3742_ = (_e6342 & 65535u);
                                    uint _e6345 = l_mut_1680_;
                                    uint l_3743_ = (_e6345 >> 16u);
                                    uint l_3744_ = (l_3743_ & 65535u);
                                    uint l_3745_ = (l_3739_ * l_3742_);
                                    uint l_3746_ = (l_3741_ * l_3742_);
                                    uint l_3747_ = (l_3739_ * l_3744_);
                                    uint l_3748_ = (l_3741_ * l_3744_);
                                    uint l_3749_ = (l_3745_ >> 16u);
                                    uint l_3750_ = (l_3749_ & 65535u);
                                    uint l_3751_ = (l_3746_ & 65535u);
                                    uint l_3752_ = (l_3750_ + l_3751_);
                                    uint l_3753_ = (l_3747_ & 65535u);
                                    uint l_3754_ = (l_3752_ + l_3753_);
                                    uint l_3755_ = (l_3746_ >> 16u);
                                    uint l_3756_ = (l_3755_ & 65535u);
                                    uint l_3757_ = (l_3748_ + l_3756_);
                                    uint l_3758_ = (l_3747_ >> 16u);
                                    uint l_3759_ = (l_3758_ & 65535u);
                                    uint l_3760_ = (l_3757_ + l_3759_);
                                    uint l_3761_ = (l_3754_ >> 16u);
                                    uint l_3762_ = (l_3761_ & 65535u);
                                    uint l_1767_ = (l_3760_ + l_3762_);
                                    uint l_1768_ = (l_1767_ + l_1766_);
                                    uint _e6380 = l_mut_440_;
                                    uint l_3764_ = (_e6380 & 65535u);
                                    uint _e6383 = l_mut_440_;
                                    uint l_3765_ = (_e6383 >> 16u);
                                    uint l_3766_ = (l_3765_ & 65535u);
                                    uint _e6388 = l_mut_1680_;
                                    uint l_3767_ = (_e6388 & 65535u);
                                    uint _e6391 = l_mut_1680_;
                                    uint l_3768_ = (_e6391 >> 16u);
                                    uint l_3769_ = (l_3768_ & 65535u);
                                    uint l_3770_ = (l_3764_ * l_3767_);
                                    uint l_3771_ = (l_3766_ * l_3767_);
                                    uint l_3772_ = (l_3764_ * l_3769_);
                                    uint l_3773_ = (l_3766_ * l_3769_);
                                    uint l_3774_ = (l_3770_ >> 16u);
                                    uint l_3775_ = (l_3774_ & 65535u);
                                    uint l_3776_ = (l_3771_ & 65535u);
                                    uint l_3777_ = (l_3775_ + l_3776_);
                                    uint l_3778_ = (l_3772_ & 65535u);
                                    uint l_3779_ = (l_3777_ + l_3778_);
                                    uint l_3780_ = (l_3771_ >> 16u);
                                    uint l_3781_ = (l_3780_ & 65535u);
                                    uint l_3782_ = (l_3773_ + l_3781_);
                                    uint l_3783_ = (l_3772_ >> 16u);
                                    uint l_3784_ = (l_3783_ & 65535u);
                                    uint l_3785_ = (l_3782_ + l_3784_);
                                    uint l_3786_ = (l_3779_ >> 16u);
                                    uint l_3787_ = (l_3786_ & 65535u);
                                    uint l_1769_ = (l_3785_ + l_3787_);
                                    bool l_1770_ = (l_1768_ < l_1766_);
                                    uint l_1771_ = uint(l_1770_);
                                    uint l_1772_ = (l_1769_ + l_1771_);
                                    l_mut_428_ = l_1765_;
                                    bool l_1774_ = (0u > 0u);
                                    if (l_1774_) {
                                        uint l_1775_ = (l_1765_ >> 0u);
                                        uint l_1776_ = (32u - 0u);
                                        uint l_1777_ = (l_1768_ << l_1776_);
                                        uint l_1778_ = (l_1775_ | l_1777_);
                                        l_mut_428_ = l_1778_;
                                    }
                                    l_mut_394_ = l_1768_;
                                    bool l_1779_ = (0u > 0u);
                                    if (l_1779_) {
                                        uint l_1780_ = (l_1768_ >> 0u);
                                        uint l_1781_ = (32u - 0u);
                                        uint l_1782_ = (l_1772_ << l_1781_);
                                        uint l_1783_ = (l_1780_ | l_1782_);
                                        l_mut_394_ = l_1783_;
                                    }
                                    uint _e6443 = l_mut_428_;
                                    l_mut_388_ = _e6443;
                                    uint _e6444 = l_mut_394_;
                                    l_mut_428_ = _e6444;
                                    if (true) {
                                        l_mut_388_ = l_1772_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_1768_;
                                            bool l_1786_ = (0u > 0u);
                                            if (l_1786_) {
                                                uint l_1787_ = (l_1768_ >> 0u);
                                                uint l_1788_ = (32u - 0u);
                                                uint l_1789_ = (l_1772_ << l_1788_);
                                                uint l_1790_ = (l_1787_ | l_1789_);
                                                l_mut_394_ = l_1790_;
                                            }
                                            uint l_1791_ = (l_1772_ >> 0u);
                                            uint _e6456 = l_mut_394_;
                                            l_mut_388_ = _e6456;
                                            l_mut_428_ = l_1791_;
                                        }
                                    }
                                    uint _e6457 = l_mut_421_;
                                    uint _e6458 = l_mut_1680_;
                                    uint l_1792_ = (_e6457 * _e6458);
                                    uint _e6460 = l_mut_439_;
                                    uint _e6461 = l_mut_1680_;
                                    uint l_1793_ = (_e6460 * _e6461);
                                    uint _e6463 = l_mut_421_;
                                    uint l_3789_ = (_e6463 & 65535u);
                                    uint _e6466 = l_mut_421_;
                                    uint l_3790_ = (_e6466 >> 16u);
                                    uint l_3791_ = (l_3790_ & 65535u);
                                    uint _e6471 = l_mut_1680_;
                                    uint l_3792_ = (_e6471 & 65535u);
                                    uint _e6474 = l_mut_1680_;
                                    uint l_3793_ = (_e6474 >> 16u);
                                    uint l_3794_ = (l_3793_ & 65535u);
                                    uint l_3795_ = (l_3789_ * l_3792_);
                                    uint l_3796_ = (l_3791_ * l_3792_);
                                    uint l_3797_ = (l_3789_ * l_3794_);
                                    uint l_3798_ = (l_3791_ * l_3794_);
                                    uint l_3799_ = (l_3795_ >> 16u);
                                    uint l_3800_ = (l_3799_ & 65535u);
                                    uint l_3801_ = (l_3796_ & 65535u);
                                    uint l_3802_ = (l_3800_ + l_3801_);
                                    uint l_3803_ = (l_3797_ & 65535u);
                                    uint l_3804_ = (l_3802_ + l_3803_);
                                    uint l_3805_ = (l_3796_ >> 16u);
                                    uint l_3806_ = (l_3805_ & 65535u);
                                    uint l_3807_ = (l_3798_ + l_3806_);
                                    uint l_3808_ = (l_3797_ >> 16u);
                                    uint l_3809_ = (l_3808_ & 65535u);
                                    uint l_3810_ = (l_3807_ + l_3809_);
                                    uint l_3811_ = (l_3804_ >> 16u);
                                    uint l_3812_ = (l_3811_ & 65535u);
                                    uint l_1794_ = (l_3810_ + l_3812_);
                                    uint l_1795_ = (l_1794_ + l_1793_);
                                    uint _e6509 = l_mut_439_;
                                    uint l_3814_ = (_e6509 & 65535u);
                                    uint _e6512 = l_mut_439_;
                                    uint l_3815_ = (_e6512 >> 16u);
                                    uint l_3816_ = (l_3815_ & 65535u);
                                    uint _e6517 = l_mut_1680_;
                                    uint l_3817_ = (_e6517 & 65535u);
                                    uint _e6520 = l_mut_1680_;
                                    uint l_3818_ = (_e6520 >> 16u);
                                    uint l_3819_ = (l_3818_ & 65535u);
                                    uint l_3820_ = (l_3814_ * l_3817_);
                                    uint l_3821_ = (l_3816_ * l_3817_);
                                    uint l_3822_ = (l_3814_ * l_3819_);
                                    uint l_3823_ = (l_3816_ * l_3819_);
                                    uint l_3824_ = (l_3820_ >> 16u);
                                    uint l_3825_ = (l_3824_ & 65535u);
                                    uint l_3826_ = (l_3821_ & 65535u);
                                    uint l_3827_ = (l_3825_ + l_3826_);
                                    uint l_3828_ = (l_3822_ & 65535u);
                                    uint l_3829_ = (l_3827_ + l_3828_);
                                    uint l_3830_ = (l_3821_ >> 16u);
                                    uint l_3831_ = (l_3830_ & 65535u);
                                    uint l_3832_ = (l_3823_ + l_3831_);
                                    uint l_3833_ = (l_3822_ >> 16u);
                                    uint l_3834_ = (l_3833_ & 65535u);
                                    uint l_3835_ = (l_3832_ + l_3834_);
                                    uint l_3836_ = (l_3829_ >> 16u);
                                    uint l_3837_ = (l_3836_ & 65535u);
                                    uint l_1796_ = (l_3835_ + l_3837_);
                                    bool l_1797_ = (l_1795_ < l_1793_);
                                    uint l_1798_ = uint(l_1797_);
                                    uint l_1799_ = (l_1796_ + l_1798_);
                                    l_mut_441_ = l_1792_;
                                    bool l_1801_ = (0u > 0u);
                                    if (l_1801_) {
                                        uint l_1802_ = (l_1792_ >> 0u);
                                        uint l_1803_ = (32u - 0u);
                                        uint l_1804_ = (l_1795_ << l_1803_);
                                        uint l_1805_ = (l_1802_ | l_1804_);
                                        l_mut_441_ = l_1805_;
                                    }
                                    l_mut_440_ = l_1795_;
                                    bool l_1806_ = (0u > 0u);
                                    if (l_1806_) {
                                        uint l_1807_ = (l_1795_ >> 0u);
                                        uint l_1808_ = (32u - 0u);
                                        uint l_1809_ = (l_1799_ << l_1808_);
                                        uint l_1810_ = (l_1807_ | l_1809_);
                                        l_mut_440_ = l_1810_;
                                    }
                                    uint _e6572 = l_mut_441_;
                                    l_mut_394_ = _e6572;
                                    uint _e6573 = l_mut_440_;
                                    l_mut_441_ = _e6573;
                                    if (false) {
                                        l_mut_394_ = l_1799_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_1795_;
                                            bool l_1813_ = (0u > 0u);
                                            if (l_1813_) {
                                                uint l_1814_ = (l_1795_ >> 0u);
                                                uint l_1815_ = (32u - 0u);
                                                uint l_1816_ = (l_1799_ << l_1815_);
                                                uint l_1817_ = (l_1814_ | l_1816_);
                                                l_mut_440_ = l_1817_;
                                            }
                                            uint l_1818_ = (l_1799_ >> 0u);
                                            uint _e6585 = l_mut_440_;
                                            l_mut_394_ = _e6585;
                                            l_mut_441_ = l_1818_;
                                        }
                                    }
                                    uint _e6586 = l_mut_421_;
                                    uint _e6587 = l_mut_1680_;
                                    uint l_1819_ = (_e6586 * _e6587);
                                    uint _e6589 = l_mut_439_;
                                    uint _e6590 = l_mut_1680_;
                                    uint l_1820_ = (_e6589 * _e6590);
                                    uint _e6592 = l_mut_421_;
                                    uint l_3839_ = (_e6592 & 65535u);
                                    uint _e6595 = l_mut_421_;
                                    uint l_3840_ = (_e6595 >> 16u);
                                    uint l_3841_ = (l_3840_ & 65535u);
                                    uint _e6600 = l_mut_1680_;
                                    uint l_3842_ = (_e6600 & 65535u);
                                    uint _e6603 = l_mut_1680_;
                                    uint l_3843_ = (_e6603 >> 16u);
                                    uint l_3844_ = (l_3843_ & 65535u);
                                    uint l_3845_ = (l_3839_ * l_3842_);
                                    uint l_3846_ = (l_3841_ * l_3842_);
                                    uint l_3847_ = (l_3839_ * l_3844_);
                                    uint l_3848_ = (l_3841_ * l_3844_);
                                    uint l_3849_ = (l_3845_ >> 16u);
                                    uint l_3850_ = (l_3849_ & 65535u);
                                    uint l_3851_ = (l_3846_ & 65535u);
                                    uint l_3852_ = (l_3850_ + l_3851_);
                                    uint l_3853_ = (l_3847_ & 65535u);
                                    uint l_3854_ = (l_3852_ + l_3853_);
                                    uint l_3855_ = (l_3846_ >> 16u);
                                    uint l_3856_ = (l_3855_ & 65535u);
                                    uint l_3857_ = (l_3848_ + l_3856_);
                                    uint l_3858_ = (l_3847_ >> 16u);
                                    uint l_3859_ = (l_3858_ & 65535u);
                                    uint l_3860_ = (l_3857_ + l_3859_);
                                    uint l_3861_ = (l_3854_ >> 16u);
                                    uint l_3862_ = (l_3861_ & 65535u);
                                    uint l_1821_ = (l_3860_ + l_3862_);
                                    uint l_1822_ = (l_1821_ + l_1820_);
                                    uint _e6638 = l_mut_439_;
                                    uint l_3864_ = (_e6638 & 65535u);
                                    uint _e6641 = l_mut_439_;
                                    uint l_3865_ = (_e6641 >> 16u);
                                    uint l_3866_ = (l_3865_ & 65535u);
                                    uint _e6646 = l_mut_1680_;
                                    uint l_3867_ = (_e6646 & 65535u);
                                    uint _e6649 = l_mut_1680_;
                                    uint l_3868_ = (_e6649 >> 16u);
                                    uint l_3869_ = (l_3868_ & 65535u);
                                    uint l_3870_ = (l_3864_ * l_3867_);
                                    uint l_3871_ = (l_3866_ * l_3867_);
                                    uint l_3872_ = (l_3864_ * l_3869_);
                                    uint l_3873_ = (l_3866_ * l_3869_);
                                    uint l_3874_ = (l_3870_ >> 16u);
                                    uint l_3875_ = (l_3874_ & 65535u);
                                    uint l_3876_ = (l_3871_ & 65535u);
                                    uint l_3877_ = (l_3875_ + l_3876_);
                                    uint l_3878_ = (l_3872_ & 65535u);
                                    uint l_3879_ = (l_3877_ + l_3878_);
                                    uint l_3880_ = (l_3871_ >> 16u);
                                    uint l_3881_ = (l_3880_ & 65535u);
                                    uint l_3882_ = (l_3873_ + l_3881_);
                                    uint l_3883_ = (l_3872_ >> 16u);
                                    uint l_3884_ = (l_3883_ & 65535u);
                                    uint l_3885_ = (l_3882_ + l_3884_);
                                    uint l_3886_ = (l_3879_ >> 16u);
                                    uint l_3887_ = (l_3886_ & 65535u);
                                    uint l_1823_ = (l_3885_ + l_3887_);
                                    bool l_1824_ = (l_1822_ < l_1820_);
                                    uint l_1825_ = uint(l_1824_);
                                    uint l_1826_ = (l_1823_ + l_1825_);
                                    l_mut_440_ = l_1819_;
                                    bool l_1828_ = (0u > 0u);
                                    if (l_1828_) {
                                        uint l_1829_ = (l_1819_ >> 0u);
                                        uint l_1830_ = (32u - 0u);
                                        uint l_1831_ = (l_1822_ << l_1830_);
                                        uint l_1832_ = (l_1829_ | l_1831_);
                                        l_mut_440_ = l_1832_;
                                    }
                                    l_mut_382_ = l_1822_;
                                    bool l_1833_ = (0u > 0u);
                                    if (l_1833_) {
                                        uint l_1834_ = (l_1822_ >> 0u);
                                        uint l_1835_ = (32u - 0u);
                                        uint l_1836_ = (l_1826_ << l_1835_);
                                        uint l_1837_ = (l_1834_ | l_1836_);
                                        l_mut_382_ = l_1837_;
                                    }
                                    uint _e6701 = l_mut_440_;
                                    l_mut_275_ = _e6701;
                                    uint _e6702 = l_mut_382_;
                                    l_mut_440_ = _e6702;
                                    if (true) {
                                        l_mut_275_ = l_1826_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_1822_;
                                            bool l_1840_ = (0u > 0u);
                                            if (l_1840_) {
                                                uint l_1841_ = (l_1822_ >> 0u);
                                                uint l_1842_ = (32u - 0u);
                                                uint l_1843_ = (l_1826_ << l_1842_);
                                                uint l_1844_ = (l_1841_ | l_1843_);
                                                l_mut_382_ = l_1844_;
                                            }
                                            uint l_1845_ = (l_1826_ >> 0u);
                                            uint _e6714 = l_mut_382_;
                                            l_mut_275_ = _e6714;
                                            l_mut_440_ = l_1845_;
                                        }
                                    }
                                    uint _e6715 = l_mut_388_;
                                    uint _e6716 = l_mut_1680_;
                                    uint l_1846_ = (_e6715 * _e6716);
                                    uint _e6718 = l_mut_388_;
                                    uint l_3889_ = (_e6718 & 65535u);
                                    uint _e6721 = l_mut_388_;
                                    uint l_3890_ = (_e6721 >> 16u);
                                    uint l_3891_ = (l_3890_ & 65535u);
                                    uint _e6726 = l_mut_1680_;
                                    uint l_3892_ = (_e6726 & 65535u);
                                    uint _e6729 = l_mut_1680_;
                                    uint l_3893_ = (_e6729 >> 16u);
                                    uint l_3894_ = (l_3893_ & 65535u);
                                    uint l_3895_ = (l_3889_ * l_3892_);
                                    uint l_3896_ = (l_3891_ * l_3892_);
                                    uint l_3897_ = (l_3889_ * l_3894_);
                                    uint l_3898_ = (l_3891_ * l_3894_);
                                    uint l_3899_ = (l_3895_ >> 16u);
                                    uint l_3900_ = (l_3899_ & 65535u);
                                    uint l_3901_ = (l_3896_ & 65535u);
                                    uint l_3902_ = (l_3900_ + l_3901_);
                                    uint l_3903_ = (l_3897_ & 65535u);
                                    uint l_3904_ = (l_3902_ + l_3903_);
                                    uint l_3905_ = (l_3896_ >> 16u);
                                    uint l_3906_ = (l_3905_ & 65535u);
                                    uint l_3907_ = (l_3898_ + l_3906_);
                                    uint l_3908_ = (l_3897_ >> 16u);
                                    uint l_3909_ = (l_3908_ & 65535u);
                                    uint l_3910_ = (l_3907_ + l_3909_);
                                    uint l_3911_ = (l_3904_ >> 16u);
                                    uint l_3912_ = (l_3911_ & 65535u);
                                    uint l_1847_ = (l_3910_ + l_3912_);
                                    uint _e6763 = l_mut_428_;
                                    uint _e6764 = l_mut_1680_;
                                    uint l_1848_ = (_e6763 * _e6764);
                                    uint l_1849_ = (l_1847_ + l_1848_);
                                    uint _e6767 = l_mut_275_;
                                    uint l_1850_ = (_e6767 + l_1846_);
                                    uint _e6769 = l_mut_440_;
                                    uint l_1851_ = (_e6769 + l_1849_);
                                    uint _e6771 = l_mut_275_;
                                    bool l_1852_ = (l_1850_ < _e6771);
                                    uint l_1853_ = uint(l_1852_);
                                    uint l_1854_ = (l_1851_ + l_1853_);
                                    uint _e6775 = l_mut_394_;
                                    l_mut_1370_ = _e6775;
                                    uint _e6776 = l_mut_441_;
                                    l_mut_1369_ = _e6776;
                                    bool l_1855_ = (l_9_ == 64u);
                                    if (l_1855_) {
                                        l_mut_1370_ = l_1850_;
                                        l_mut_1369_ = l_1854_;
                                    } else {
                                        bool l_1856_ = (l_9_ > 0u);
                                        if (l_1856_) {
                                            uint l_1857_ = (64u - l_9_);
                                            l_mut_440_ = l_1850_;
                                            l_mut_439_ = l_1854_;
                                            bool l_1858_ = (l_1857_ >= 32u);
                                            if (l_1858_) {
                                                uint l_1859_ = (l_1857_ & 31u);
                                                uint l_1860_ = (l_1850_ << l_1859_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_1860_;
                                            } else {
                                                bool l_1861_ = (l_1857_ > 0u);
                                                if (l_1861_) {
                                                    uint l_1862_ = (l_1850_ << l_1857_);
                                                    uint l_1863_ = (l_1854_ << l_1857_);
                                                    uint l_1864_ = (32u - l_1857_);
                                                    uint l_1865_ = (l_1850_ >> l_1864_);
                                                    uint l_1866_ = (l_1863_ | l_1865_);
                                                    l_mut_440_ = l_1862_;
                                                    l_mut_439_ = l_1866_;
                                                }
                                            }
                                            uint _e6797 = l_mut_394_;
                                            l_mut_428_ = _e6797;
                                            uint _e6798 = l_mut_441_;
                                            l_mut_421_ = _e6798;
                                            bool l_1867_ = (l_9_ >= 32u);
                                            if (l_1867_) {
                                                uint l_1868_ = (l_9_ & 31u);
                                                uint _e6803 = l_mut_441_;
                                                uint l_1869_ = (_e6803 >> l_1868_);
                                                l_mut_428_ = l_1869_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_1870_ = (l_9_ > 0u);
                                                if (l_1870_) {
                                                    uint _e6808 = l_mut_394_;
                                                    l_mut_388_ = _e6808;
                                                    bool l_1871_ = (l_9_ > 0u);
                                                    if (l_1871_) {
                                                        uint _e6811 = l_mut_394_;
                                                        uint l_1872_ = (_e6811 >> l_9_);
                                                        uint l_1873_ = (32u - l_9_);
                                                        uint _e6815 = l_mut_441_;
                                                        uint l_1874_ = (_e6815 << l_1873_);
                                                        uint l_1875_ = (l_1872_ | l_1874_);
                                                        l_mut_388_ = l_1875_;
                                                    }
                                                    uint _e6818 = l_mut_441_;
                                                    uint l_1876_ = (_e6818 >> l_9_);
                                                    uint _e6820 = l_mut_388_;
                                                    l_mut_428_ = _e6820;
                                                    l_mut_421_ = l_1876_;
                                                }
                                            }
                                            uint _e6821 = l_mut_440_;
                                            uint _e6822 = l_mut_428_;
                                            uint l_1877_ = (_e6821 + _e6822);
                                            uint _e6824 = l_mut_439_;
                                            uint _e6825 = l_mut_421_;
                                            uint l_1878_ = (_e6824 + _e6825);
                                            uint _e6827 = l_mut_440_;
                                            bool l_1879_ = (l_1877_ < _e6827);
                                            uint l_1880_ = uint(l_1879_);
                                            uint l_1881_ = (l_1878_ + l_1880_);
                                            l_mut_1370_ = l_1877_;
                                            l_mut_1369_ = l_1881_;
                                        }
                                    }
                                    if (l_1732_) {
                                        uint _e6832 = l_mut_1370_;
                                        uint l_1882_ = (0u - _e6832);
                                        uint _e6835 = l_mut_1369_;
                                        uint l_1883_ = (0u - _e6835);
                                        uint _e6838 = l_mut_1370_;
                                        bool l_1884_ = (0u < _e6838);
                                        uint l_1885_ = uint(l_1884_);
                                        uint l_1886_ = (l_1883_ - l_1885_);
                                        l_mut_1370_ = l_1882_;
                                        l_mut_1369_ = l_1886_;
                                    }
                                }
                                uint _e6842 = l_mut_1370_;
                                uint l_1887_ = (l_1685_ + _e6842);
                                uint _e6844 = l_mut_1369_;
                                uint l_1888_ = (l_1689_ + _e6844);
                                bool l_1889_ = (l_1887_ < l_1685_);
                                uint l_1890_ = uint(l_1889_);
                                uint l_1891_ = (l_1888_ + l_1890_);
                                uint l_1892_ = (0u - l_1887_);
                                uint l_1893_ = (0u - l_1891_);
                                bool l_1894_ = (0u < l_1887_);
                                uint l_1895_ = uint(l_1894_);
                                uint l_1896_ = (l_1893_ - l_1895_);
                                l_mut_1370_ = l_1892_;
                                l_mut_1369_ = l_1896_;
                                uint _e6857 = l_mut_1369_;
                                bool l_1897_ = (l_1891_ < _e6857);
                                uint _e6859 = l_mut_1369_;
                                bool l_1898_ = (l_1891_ == _e6859);
                                uint _e6861 = l_mut_1370_;
                                bool l_1899_ = (l_1887_ < _e6861);
                                if (l_1898_) {
                                    local_105 = l_1899_;
                                } else {
                                    local_105 = false;
                                }
                                bool l_1900_ = local_105;
                                if (!(l_1897_)) {
                                    local_106 = l_1900_;
                                } else {
                                    local_106 = true;
                                }
                                bool l_1901_ = local_106;
                                if (l_1901_) {
                                    l_mut_1370_ = l_1887_;
                                    l_mut_1369_ = l_1891_;
                                }
                                uint _e6872 = l_mut_1369_;
                                bool l_1902_ = (_e6872 < l_27_);
                                uint _e6874 = l_mut_1369_;
                                bool l_1903_ = (_e6874 == l_27_);
                                uint _e6876 = l_mut_1370_;
                                bool l_1904_ = (_e6876 < l_24_);
                                if (l_1903_) {
                                    local_107 = l_1904_;
                                } else {
                                    local_107 = false;
                                }
                                bool l_1905_ = local_107;
                                if (!(l_1902_)) {
                                    local_108 = l_1905_;
                                } else {
                                    local_108 = true;
                                }
                                bool l_1906_ = local_108;
                                uint l_1907_ = uint(l_1906_);
                                uint _e6888 = l_mut_1375_;
                                l_mut_1375_ = (_e6888 + l_1907_);
                            }
                        }
                        uint _e6893 = l_mut_444_;
                        uint _e6894 = l_mut_1375_;
                        l_mut_444_ = (_e6893 + _e6894);
                    }
                }
            }
            uint _e6899 = l_mut_445_;
            bool l_1908_ = (_e6899 > 0u);
            if (l_1908_) {
                uint l_3914_ = _group_0_binding_6_cs.static_meta[5];
                uint l_3915_ = (l_3914_ * 1u);
                uint l_3916_ = (l_3915_ - 1u);
                uint l_3917_ = min(1u, l_3916_);
                uint _e6914 = l_mut_445_;
                uint _e6915 = atomicAdd(_group_0_binding_5_cs[l_3917_], _e6914);
            }
            uint _e6916 = l_mut_444_;
            bool l_1911_ = (_e6916 > 0u);
            if (l_1911_) {
                uint l_3919_ = _group_0_binding_6_cs.static_meta[5];
                uint l_3920_ = (l_3919_ * 1u);
                uint l_3921_ = (l_3920_ - 1u);
                uint l_3922_ = min(2u, l_3921_);
                uint _e6931 = l_mut_444_;
                uint _e6932 = atomicAdd(_group_0_binding_5_cs[l_3922_], _e6931);
                l_mut_1375_ = _e6932;
                bool loop_init_8 = true;
                while(true) {
                    if (!loop_init_8) {
                        uint _e7906 = l_mut_1914_;
                        l_mut_1914_ = (_e7906 + 1u);
                    }
                    loop_init_8 = false;
                    uint _e6935 = l_mut_1914_;
                    if ((_e6935 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e6938 = l_mut_450_;
                        uint _e6939 = l_mut_1914_;
                        uint l_1915_ = (_e6938 >> _e6939);
                        uint l_1916_ = (l_1915_ & 1u);
                        bool l_1917_ = (l_1916_ == 1u);
                        if (l_1917_) {
                            uint _e6945 = l_mut_1914_;
                            uint l_1918_ = (_e6945 * l_756_);
                            uint l_1919_ = (l_1918_ + l_756_);
                            uint l_1920_ = min(l_1919_, l_56_);
                            uint _e6949 = l_mut_1375_;
                            l_mut_1370_ = _e6949;
                            l_mut_1921_ = l_1918_;
                            bool loop_init_9 = true;
                            while(true) {
                                if (!loop_init_9) {
                                    uint _e7902 = l_mut_1921_;
                                    l_mut_1921_ = (_e7902 + 1u);
                                }
                                loop_init_9 = false;
                                uint _e6951 = l_mut_1921_;
                                if ((_e6951 < l_1920_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6953 = l_mut_1921_;
                                    uint l_1922_ = (l_59_ * _e6953);
                                    uint l_3924_ = (l_59_ & 65535u);
                                    uint l_3925_ = (l_59_ >> 16u);
                                    uint l_3926_ = (l_3925_ & 65535u);
                                    uint _e6961 = l_mut_1921_;
                                    uint l_3927_ = (_e6961 & 65535u);
                                    uint _e6964 = l_mut_1921_;
                                    uint l_3928_ = (_e6964 >> 16u);
                                    uint l_3929_ = (l_3928_ & 65535u);
                                    uint l_3930_ = (l_3924_ * l_3927_);
                                    uint l_3931_ = (l_3926_ * l_3927_);
                                    uint l_3932_ = (l_3924_ * l_3929_);
                                    uint l_3933_ = (l_3926_ * l_3929_);
                                    uint l_3934_ = (l_3930_ >> 16u);
                                    uint l_3935_ = (l_3934_ & 65535u);
                                    uint l_3936_ = (l_3931_ & 65535u);
                                    uint l_3937_ = (l_3935_ + l_3936_);
                                    uint l_3938_ = (l_3932_ & 65535u);
                                    uint l_3939_ = (l_3937_ + l_3938_);
                                    uint l_3940_ = (l_3931_ >> 16u);
                                    uint l_3941_ = (l_3940_ & 65535u);
                                    uint l_3942_ = (l_3933_ + l_3941_);
                                    uint l_3943_ = (l_3932_ >> 16u);
                                    uint l_3944_ = (l_3943_ & 65535u);
                                    uint l_3945_ = (l_3942_ + l_3944_);
                                    uint l_3946_ = (l_3939_ >> 16u);
                                    uint l_3947_ = (l_3946_ & 65535u);
                                    uint l_1923_ = (l_3945_ + l_3947_);
                                    uint _e6998 = l_mut_1921_;
                                    uint l_1924_ = (l_62_ * _e6998);
                                    uint l_1925_ = (l_1923_ + l_1924_);
                                    uint l_1926_ = (l_64_ + l_1922_);
                                    uint l_1927_ = (l_67_ + l_1925_);
                                    bool l_1928_ = (l_1926_ < l_64_);
                                    uint l_1929_ = uint(l_1928_);
                                    uint l_1930_ = (l_1927_ + l_1929_);
                                    l_mut_1369_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e7008 = l_mut_1921_;
                                    bool l_1931_ = (_e7008 < 65536u);
                                    if (l_1931_) {
                                        uint _e7011 = l_mut_1921_;
                                        uint _e7012 = l_mut_1921_;
                                        uint l_1932_ = (_e7011 * _e7012);
                                        uint l_1933_ = (l_72_ >> 31u);
                                        bool l_1934_ = (l_1933_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_1934_) {
                                            uint l_1935_ = (0u - l_69_);
                                            uint l_1936_ = (0u - l_72_);
                                            bool l_1937_ = (0u < l_69_);
                                            uint l_1938_ = uint(l_1937_);
                                            uint l_1939_ = (l_1936_ - l_1938_);
                                            l_mut_444_ = l_1935_;
                                            l_mut_441_ = l_1939_;
                                        }
                                        uint _e7026 = l_mut_444_;
                                        uint l_1940_ = (_e7026 * l_1932_);
                                        uint _e7028 = l_mut_441_;
                                        uint l_1941_ = (_e7028 * l_1932_);
                                        uint _e7030 = l_mut_444_;
                                        uint l_3949_ = (_e7030 & 65535u);
                                        uint _e7033 = l_mut_444_;
                                        uint l_3950_ = (_e7033 >> 16u);
                                        uint l_3951_ = (l_3950_ & 65535u);
                                        uint l_3952_ = (l_1932_ & 65535u);
                                        uint l_3953_ = (l_1932_ >> 16u);
                                        uint l_3954_ = (l_3953_ & 65535u);
                                        uint l_3955_ = (l_3949_ * l_3952_);
                                        uint l_3956_ = (l_3951_ * l_3952_);
                                        uint l_3957_ = (l_3949_ * l_3954_);
                                        uint l_3958_ = (l_3951_ * l_3954_);
                                        uint l_3959_ = (l_3955_ >> 16u);
                                        uint l_3960_ = (l_3959_ & 65535u);
                                        uint l_3961_ = (l_3956_ & 65535u);
                                        uint l_3962_ = (l_3960_ + l_3961_);
                                        uint l_3963_ = (l_3957_ & 65535u);
                                        uint l_3964_ = (l_3962_ + l_3963_);
                                        uint l_3965_ = (l_3956_ >> 16u);
                                        uint l_3966_ = (l_3965_ & 65535u);
                                        uint l_3967_ = (l_3958_ + l_3966_);
                                        uint l_3968_ = (l_3957_ >> 16u);
                                        uint l_3969_ = (l_3968_ & 65535u);
                                        uint l_3970_ = (l_3967_ + l_3969_);
                                        uint l_3971_ = (l_3964_ >> 16u);
                                        uint l_3972_ = (l_3971_ & 65535u);
                                        uint l_1942_ = (l_3970_ + l_3972_);
                                        uint l_1943_ = (l_1942_ + l_1941_);
                                        uint _e7074 = l_mut_441_;
                                        uint l_3974_ = (_e7074 & 65535u);
                                        uint _e7077 = l_mut_441_;
                                        uint l_3975_ = (_e7077 >> 16u);
                                        uint l_3976_ = (l_3975_ & 65535u);
                                        uint l_3977_ = (l_1932_ & 65535u);
                                        uint l_3978_ = (l_1932_ >> 16u);
                                        uint l_3979_ = (l_3978_ & 65535u);
                                        uint l_3980_ = (l_3974_ * l_3977_);
                                        uint l_3981_ = (l_3976_ * l_3977_);
                                        uint l_3982_ = (l_3974_ * l_3979_);
                                        uint l_3983_ = (l_3976_ * l_3979_);
                                        uint l_3984_ = (l_3980_ >> 16u);
                                        uint l_3985_ = (l_3984_ & 65535u);
                                        uint l_3986_ = (l_3981_ & 65535u);
                                        uint l_3987_ = (l_3985_ + l_3986_);
                                        uint l_3988_ = (l_3982_ & 65535u);
                                        uint l_3989_ = (l_3987_ + l_3988_);
                                        uint l_3990_ = (l_3981_ >> 16u);
                                        uint l_3991_ = (l_3990_ & 65535u);
                                        uint l_3992_ = (l_3983_ + l_3991_);
                                        uint l_3993_ = (l_3982_ >> 16u);
                                        uint l_3994_ = (l_3993_ & 65535u);
                                        uint l_3995_ = (l_3992_ + l_3994_);
                                        uint l_3996_ = (l_3989_ >> 16u);
                                        uint l_3997_ = (l_3996_ & 65535u);
                                        uint l_1944_ = (l_3995_ + l_3997_);
                                        bool l_1945_ = (l_1943_ < l_1941_);
                                        uint l_1946_ = uint(l_1945_);
                                        uint l_1947_ = (l_1944_ + l_1946_);
                                        uint l_1948_ = (l_9_ % 32u);
                                        l_mut_440_ = l_1940_;
                                        bool l_1949_ = (l_1948_ > 0u);
                                        if (l_1949_) {
                                            uint l_1950_ = (l_1940_ >> l_1948_);
                                            uint l_1951_ = (32u - l_1948_);
                                            uint l_1952_ = (l_1943_ << l_1951_);
                                            uint l_1953_ = (l_1950_ | l_1952_);
                                            l_mut_440_ = l_1953_;
                                        }
                                        l_mut_439_ = l_1943_;
                                        bool l_1954_ = (l_1948_ > 0u);
                                        if (l_1954_) {
                                            uint l_1955_ = (l_1943_ >> l_1948_);
                                            uint l_1956_ = (32u - l_1948_);
                                            uint l_1957_ = (l_1947_ << l_1956_);
                                            uint l_1958_ = (l_1955_ | l_1957_);
                                            l_mut_439_ = l_1958_;
                                        }
                                        uint _e7136 = l_mut_440_;
                                        l_mut_428_ = _e7136;
                                        uint _e7137 = l_mut_439_;
                                        l_mut_440_ = _e7137;
                                        bool l_1959_ = (l_9_ >= 64u);
                                        if (l_1959_) {
                                            l_mut_428_ = l_1947_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_1960_ = (l_9_ >= 32u);
                                            if (l_1960_) {
                                                l_mut_439_ = l_1943_;
                                                bool l_1961_ = (l_1948_ > 0u);
                                                if (l_1961_) {
                                                    uint l_1962_ = (l_1943_ >> l_1948_);
                                                    uint l_1963_ = (32u - l_1948_);
                                                    uint l_1964_ = (l_1947_ << l_1963_);
                                                    uint l_1965_ = (l_1962_ | l_1964_);
                                                    l_mut_439_ = l_1965_;
                                                }
                                                uint l_1966_ = (l_1947_ >> l_1948_);
                                                uint _e7151 = l_mut_439_;
                                                l_mut_428_ = _e7151;
                                                l_mut_440_ = l_1966_;
                                            }
                                        }
                                        uint _e7152 = l_mut_428_;
                                        l_mut_444_ = _e7152;
                                        uint _e7153 = l_mut_440_;
                                        l_mut_441_ = _e7153;
                                        if (l_1934_) {
                                            uint _e7155 = l_mut_444_;
                                            uint l_1967_ = (0u - _e7155);
                                            uint _e7158 = l_mut_441_;
                                            uint l_1968_ = (0u - _e7158);
                                            uint _e7161 = l_mut_444_;
                                            bool l_1969_ = (0u < _e7161);
                                            uint l_1970_ = uint(l_1969_);
                                            uint l_1971_ = (l_1968_ - l_1970_);
                                            l_mut_444_ = l_1967_;
                                            l_mut_441_ = l_1971_;
                                        }
                                        uint _e7165 = l_mut_444_;
                                        l_mut_1369_ = _e7165;
                                        uint _e7166 = l_mut_441_;
                                        l_mut_445_ = _e7166;
                                    } else {
                                        uint l_1972_ = (l_72_ >> 31u);
                                        bool l_1973_ = (l_1972_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_1973_) {
                                            uint l_1974_ = (0u - l_69_);
                                            uint l_1975_ = (0u - l_72_);
                                            bool l_1976_ = (0u < l_69_);
                                            uint l_1977_ = uint(l_1976_);
                                            uint l_1978_ = (l_1975_ - l_1977_);
                                            l_mut_444_ = l_1974_;
                                            l_mut_441_ = l_1978_;
                                        }
                                        uint _e7179 = l_mut_444_;
                                        uint _e7180 = l_mut_1921_;
                                        uint l_1979_ = (_e7179 * _e7180);
                                        uint _e7182 = l_mut_441_;
                                        uint _e7183 = l_mut_1921_;
                                        uint l_1980_ = (_e7182 * _e7183);
                                        uint _e7185 = l_mut_444_;
                                        uint l_3999_ = (_e7185 & 65535u);
                                        uint _e7188 = l_mut_444_;
                                        uint l_4000_ = (_e7188 >> 16u);
                                        uint l_4001_ = (l_4000_ & 65535u);
                                        uint _e7193 = l_mut_1921_;
                                        uint l_4002_ = (_e7193 & 65535u);
                                        uint _e7196 = l_mut_1921_;
                                        uint l_4003_ = (_e7196 >> 16u);
                                        uint l_4004_ = (l_4003_ & 65535u);
                                        uint l_4005_ = (l_3999_ * l_4002_);
                                        uint l_4006_ = (l_4001_ * l_4002_);
                                        uint l_4007_ = (l_3999_ * l_4004_);
                                        uint l_4008_ = (l_4001_ * l_4004_);
                                        uint l_4009_ = (l_4005_ >> 16u);
                                        uint l_4010_ = (l_4009_ & 65535u);
                                        uint l_4011_ = (l_4006_ & 65535u);
                                        uint l_4012_ = (l_4010_ + l_4011_);
                                        uint l_4013_ = (l_4007_ & 65535u);
                                        uint l_4014_ = (l_4012_ + l_4013_);
                                        uint l_4015_ = (l_4006_ >> 16u);
                                        uint l_4016_ = (l_4015_ & 65535u);
                                        uint l_4017_ = (l_4008_ + l_4016_);
                                        uint l_4018_ = (l_4007_ >> 16u);
                                        uint l_4019_ = (l_4018_ & 65535u);
                                        uint l_4020_ = (l_4017_ + l_4019_);
                                        uint l_4021_ = (l_4014_ >> 16u);
                                        uint l_4022_ = (l_4021_ & 65535u);
                                        uint l_1981_ = (l_4020_ + l_4022_);
                                        uint l_1982_ = (l_1981_ + l_1980_);
                                        uint _e7231 = l_mut_441_;
                                        uint l_4024_ = (_e7231 & 65535u);
                                        uint _e7234 = l_mut_441_;
                                        uint l_4025_ = (_e7234 >> 16u);
                                        uint l_4026_ = (l_4025_ & 65535u);
                                        uint _e7239 = l_mut_1921_;
                                        uint l_4027_ = (_e7239 & 65535u);
                                        uint _e7242 = l_mut_1921_;
                                        uint l_4028_ = (_e7242 >> 16u);
                                        uint l_4029_ = (l_4028_ & 65535u);
                                        uint l_4030_ = (l_4024_ * l_4027_);
                                        uint l_4031_ = (l_4026_ * l_4027_);
                                        uint l_4032_ = (l_4024_ * l_4029_);
                                        uint l_4033_ = (l_4026_ * l_4029_);
                                        uint l_4034_ = (l_4030_ >> 16u);
                                        uint l_4035_ = (l_4034_ & 65535u);
                                        uint l_4036_ = (l_4031_ & 65535u);
                                        uint l_4037_ = (l_4035_ + l_4036_);
                                        uint l_4038_ = (l_4032_ & 65535u);
                                        uint l_4039_ = (l_4037_ + l_4038_);
                                        uint l_4040_ = (l_4031_ >> 16u);
                                        uint l_4041_ = (l_4040_ & 65535u);
                                        uint l_4042_ = (l_4033_ + l_4041_);
                                        uint l_4043_ = (l_4032_ >> 16u);
                                        uint l_4044_ = (l_4043_ & 65535u);
                                        uint l_4045_ = (l_4042_ + l_4044_);
                                        uint l_4046_ = (l_4039_ >> 16u);
                                        uint l_4047_ = (l_4046_ & 65535u);
                                        uint l_1983_ = (l_4045_ + l_4047_);
                                        bool l_1984_ = (l_1982_ < l_1980_);
                                        uint l_1985_ = uint(l_1984_);
                                        uint l_1986_ = (l_1983_ + l_1985_);
                                        l_mut_440_ = l_1979_;
                                        bool l_1988_ = (0u > 0u);
                                        if (l_1988_) {
                                            uint l_1989_ = (l_1979_ >> 0u);
                                            uint l_1990_ = (32u - 0u);
                                            uint l_1991_ = (l_1982_ << l_1990_);
                                            uint l_1992_ = (l_1989_ | l_1991_);
                                            l_mut_440_ = l_1992_;
                                        }
                                        l_mut_439_ = l_1982_;
                                        bool l_1993_ = (0u > 0u);
                                        if (l_1993_) {
                                            uint l_1994_ = (l_1982_ >> 0u);
                                            uint l_1995_ = (32u - 0u);
                                            uint l_1996_ = (l_1986_ << l_1995_);
                                            uint l_1997_ = (l_1994_ | l_1996_);
                                            l_mut_439_ = l_1997_;
                                        }
                                        uint _e7294 = l_mut_440_;
                                        l_mut_428_ = _e7294;
                                        uint _e7295 = l_mut_439_;
                                        l_mut_440_ = _e7295;
                                        if (false) {
                                            l_mut_428_ = l_1986_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_1982_;
                                                bool l_2000_ = (0u > 0u);
                                                if (l_2000_) {
                                                    uint l_2001_ = (l_1982_ >> 0u);
                                                    uint l_2002_ = (32u - 0u);
                                                    uint l_2003_ = (l_1986_ << l_2002_);
                                                    uint l_2004_ = (l_2001_ | l_2003_);
                                                    l_mut_439_ = l_2004_;
                                                }
                                                uint l_2005_ = (l_1986_ >> 0u);
                                                uint _e7307 = l_mut_439_;
                                                l_mut_428_ = _e7307;
                                                l_mut_440_ = l_2005_;
                                            }
                                        }
                                        uint _e7308 = l_mut_444_;
                                        uint _e7309 = l_mut_1921_;
                                        uint l_2006_ = (_e7308 * _e7309);
                                        uint _e7311 = l_mut_441_;
                                        uint _e7312 = l_mut_1921_;
                                        uint l_2007_ = (_e7311 * _e7312);
                                        uint _e7314 = l_mut_444_;
                                        uint l_4049_ = (_e7314 & 65535u);
                                        uint _e7317 = l_mut_444_;
                                        uint l_4050_ = (_e7317 >> 16u);
                                        uint l_4051_ = (l_4050_ & 65535u);
                                        uint _e7322 = l_mut_1921_;
                                        uint l_4052_ = (_e7322 & 65535u);
                                        uint _e7325 = l_mut_1921_;
                                        uint l_4053_ = (_e7325 >> 16u);
                                        uint l_4054_ = (l_4053_ & 65535u);
                                        uint l_4055_ = (l_4049_ * l_4052_);
                                        uint l_4056_ = (l_4051_ * l_4052_);
                                        uint l_4057_ = (l_4049_ * l_4054_);
                                        uint l_4058_ = (l_4051_ * l_4054_);
                                        uint l_4059_ = (l_4055_ >> 16u);
                                        uint l_4060_ = (l_4059_ & 65535u);
                                        uint l_4061_ = (l_4056_ & 65535u);
                                        uint l_4062_ = (l_4060_ + l_4061_);
                                        uint l_4063_ = (l_4057_ & 65535u);
                                        uint l_4064_ = (l_4062_ + l_4063_);
                                        uint l_4065_ = (l_4056_ >> 16u);
                                        uint l_4066_ = (l_4065_ & 65535u);
                                        uint l_4067_ = (l_4058_ + l_4066_);
                                        uint l_4068_ = (l_4057_ >> 16u);
                                        uint l_4069_ = (l_4068_ & 65535u);
                                        uint l_4070_ = (l_4067_ + l_4069_);
                                        uint l_4071_ = (l_4064_ >> 16u);
                                        uint l_4072_ = (l_4071_ & 65535u);
                                        uint l_2008_ = (l_4070_ + l_4072_);
                                        uint l_2009_ = (l_2008_ + l_2007_);
                                        uint _e7360 = l_mut_441_;
                                        uint l_4074_ = (_e7360 & 65535u);
                                        uint _e7363 = l_mut_441_;
                                        uint l_4075_ = (_e7363 >> 16u);
                                        uint l_4076_ = (l_4075_ & 65535u);
                                        uint _e7368 = l_mut_1921_;
                                        uint l_4077_ = (_e7368 & 65535u);
                                        uint _e7371 = l_mut_1921_;
                                        uint l_4078_ = (_e7371 >> 16u);
                                        uint l_4079_ = (l_4078_ & 65535u);
                                        uint l_4080_ = (l_4074_ * l_4077_);
                                        uint l_4081_ = (l_4076_ * l_4077_);
                                        uint l_4082_ = (l_4074_ * l_4079_);
                                        uint l_4083_ = (l_4076_ * l_4079_);
                                        uint l_4084_ = (l_4080_ >> 16u);
                                        uint l_4085_ = (l_4084_ & 65535u);
                                        uint l_4086_ = (l_4081_ & 65535u);
                                        uint l_4087_ = (l_4085_ + l_4086_);
                                        uint l_4088_ = (l_4082_ & 65535u);
                                        uint l_4089_ = (l_4087_ + l_4088_);
                                        uint l_4090_ = (l_4081_ >> 16u);
                                        uint l_4091_ = (l_4090_ & 65535u);
                                        uint l_4092_ = (l_4083_ + l_4091_);
                                        uint l_4093_ = (l_4082_ >> 16u);
                                        uint l_4094_ = (l_4093_ & 65535u);
                                        uint l_4095_ = (l_4092_ + l_4094_);
                                        uint l_4096_ = (l_4089_ >> 16u);
                                        uint l_4097_ = (l_4096_ & 65535u);
                                        uint l_2010_ = (l_4095_ + l_4097_);
                                        bool l_2011_ = (l_2009_ < l_2007_);
                                        uint l_2012_ = uint(l_2011_);
                                        uint l_2013_ = (l_2010_ + l_2012_);
                                        l_mut_439_ = l_2006_;
                                        bool l_2015_ = (0u > 0u);
                                        if (l_2015_) {
                                            uint l_2016_ = (l_2006_ >> 0u);
                                            uint l_2017_ = (32u - 0u);
                                            uint l_2018_ = (l_2009_ << l_2017_);
                                            uint l_2019_ = (l_2016_ | l_2018_);
                                            l_mut_439_ = l_2019_;
                                        }
                                        l_mut_421_ = l_2009_;
                                        bool l_2020_ = (0u > 0u);
                                        if (l_2020_) {
                                            uint l_2021_ = (l_2009_ >> 0u);
                                            uint l_2022_ = (32u - 0u);
                                            uint l_2023_ = (l_2013_ << l_2022_);
                                            uint l_2024_ = (l_2021_ | l_2023_);
                                            l_mut_421_ = l_2024_;
                                        }
                                        uint _e7423 = l_mut_439_;
                                        l_mut_394_ = _e7423;
                                        uint _e7424 = l_mut_421_;
                                        l_mut_439_ = _e7424;
                                        if (true) {
                                            l_mut_394_ = l_2013_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2009_;
                                                bool l_2027_ = (0u > 0u);
                                                if (l_2027_) {
                                                    uint l_2028_ = (l_2009_ >> 0u);
                                                    uint l_2029_ = (32u - 0u);
                                                    uint l_2030_ = (l_2013_ << l_2029_);
                                                    uint l_2031_ = (l_2028_ | l_2030_);
                                                    l_mut_421_ = l_2031_;
                                                }
                                                uint l_2032_ = (l_2013_ >> 0u);
                                                uint _e7436 = l_mut_421_;
                                                l_mut_394_ = _e7436;
                                                l_mut_439_ = l_2032_;
                                            }
                                        }
                                        uint _e7437 = l_mut_428_;
                                        uint _e7438 = l_mut_1921_;
                                        uint l_2033_ = (_e7437 * _e7438);
                                        uint _e7440 = l_mut_440_;
                                        uint _e7441 = l_mut_1921_;
                                        uint l_2034_ = (_e7440 * _e7441);
                                        uint _e7443 = l_mut_428_;
                                        uint l_4099_ = (_e7443 & 65535u);
                                        uint _e7446 = l_mut_428_;
                                        uint l_4100_ = (_e7446 >> 16u);
                                        uint l_4101_ = (l_4100_ & 65535u);
                                        uint _e7451 = l_mut_1921_;
                                        uint l_4102_ = (_e7451 & 65535u);
                                        uint _e7454 = l_mut_1921_;
                                        uint l_4103_ = (_e7454 >> 16u);
                                        uint l_4104_ = (l_4103_ & 65535u);
                                        uint l_4105_ = (l_4099_ * l_4102_);
                                        uint l_4106_ = (l_4101_ * l_4102_);
                                        uint l_4107_ = (l_4099_ * l_4104_);
                                        uint l_4108_ = (l_4101_ * l_4104_);
                                        uint l_4109_ = (l_4105_ >> 16u);
                                        uint l_4110_ = (l_4109_ & 65535u);
                                        uint l_4111_ = (l_4106_ & 65535u);
                                        uint l_4112_ = (l_4110_ + l_4111_);
                                        uint l_4113_ = (l_4107_ & 65535u);
                                        uint l_4114_ = (l_4112_ + l_4113_);
                                        uint l_4115_ = (l_4106_ >> 16u);
                                        uint l_4116_ = (l_4115_ & 65535u);
                                        uint l_4117_ = (l_4108_ + l_4116_);
                                        uint l_4118_ = (l_4107_ >> 16u);
                                        uint l_4119_ = (l_4118_ & 65535u);
                                        uint l_4120_ = (l_4117_ + l_4119_);
                                        uint l_4121_ = (l_4114_ >> 16u);
                                        uint l_4122_ = (l_4121_ & 65535u);
                                        uint l_2035_ = (l_4120_ + l_4122_);
                                        uint l_2036_ = (l_2035_ + l_2034_);
                                        uint _e7489 = l_mut_440_;
                                        uint l_4124_ = (_e7489 & 65535u);
                                        uint _e7492 = l_mut_440_;
                                        uint l_4125_ = (_e7492 >> 16u);
                                        uint l_4126_ = (l_4125_ & 65535u);
                                        uint _e7497 = l_mut_1921_;
                                        uint l_4127_ = (_e7497 & 65535u);
                                        uint _e7500 = l_mut_1921_;
                                        uint l_4128_ = (_e7500 >> 16u);
                                        uint l_4129_ = (l_4128_ & 65535u);
                                        uint l_4130_ = (l_4124_ * l_4127_);
                                        uint l_4131_ = (l_4126_ * l_4127_);
                                        uint l_4132_ = (l_4124_ * l_4129_);
                                        uint l_4133_ = (l_4126_ * l_4129_);
                                        uint l_4134_ = (l_4130_ >> 16u);
                                        uint l_4135_ = (l_4134_ & 65535u);
                                        uint l_4136_ = (l_4131_ & 65535u);
                                        uint l_4137_ = (l_4135_ + l_4136_);
                                        uint l_4138_ = (l_4132_ & 65535u);
                                        uint l_4139_ = (l_4137_ + l_4138_);
                                        uint l_4140_ = (l_4131_ >> 16u);
                                        uint l_4141_ = (l_4140_ & 65535u);
                                        uint l_4142_ = (l_4133_ + l_4141_);
                                        uint l_4143_ = (l_4132_ >> 16u);
                                        uint l_4144_ = (l_4143_ & 65535u);
                                        uint l_4145_ = (l_4142_ + l_4144_);
                                        uint l_4146_ = (l_4139_ >> 16u);
                                        uint l_4147_ = (l_4146_ & 65535u);
                                        uint l_2037_ = (l_4145_ + l_4147_);
                                        bool l_2038_ = (l_2036_ < l_2034_);
                                        uint l_2039_ = uint(l_2038_);
                                        uint l_2040_ = (l_2037_ + l_2039_);
                                        l_mut_444_ = l_2033_;
                                        bool l_2042_ = (0u > 0u);
                                        if (l_2042_) {
                                            uint l_2043_ = (l_2033_ >> 0u);
                                            uint l_2044_ = (32u - 0u);
                                            uint l_2045_ = (l_2036_ << l_2044_);
                                            uint l_2046_ = (l_2043_ | l_2045_);
                                            l_mut_444_ = l_2046_;
                                        }
                                        l_mut_441_ = l_2036_;
                                        bool l_2047_ = (0u > 0u);
                                        if (l_2047_) {
                                            uint l_2048_ = (l_2036_ >> 0u);
                                            uint l_2049_ = (32u - 0u);
                                            uint l_2050_ = (l_2040_ << l_2049_);
                                            uint l_2051_ = (l_2048_ | l_2050_);
                                            l_mut_441_ = l_2051_;
                                        }
                                        uint _e7552 = l_mut_444_;
                                        l_mut_421_ = _e7552;
                                        uint _e7553 = l_mut_441_;
                                        l_mut_444_ = _e7553;
                                        if (false) {
                                            l_mut_421_ = l_2040_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2036_;
                                                bool l_2054_ = (0u > 0u);
                                                if (l_2054_) {
                                                    uint l_2055_ = (l_2036_ >> 0u);
                                                    uint l_2056_ = (32u - 0u);
                                                    uint l_2057_ = (l_2040_ << l_2056_);
                                                    uint l_2058_ = (l_2055_ | l_2057_);
                                                    l_mut_441_ = l_2058_;
                                                }
                                                uint l_2059_ = (l_2040_ >> 0u);
                                                uint _e7565 = l_mut_441_;
                                                l_mut_421_ = _e7565;
                                                l_mut_444_ = l_2059_;
                                            }
                                        }
                                        uint _e7566 = l_mut_428_;
                                        uint _e7567 = l_mut_1921_;
                                        uint l_2060_ = (_e7566 * _e7567);
                                        uint _e7569 = l_mut_440_;
                                        uint _e7570 = l_mut_1921_;
                                        uint l_2061_ = (_e7569 * _e7570);
                                        uint _e7572 = l_mut_428_;
                                        uint l_4149_ = (_e7572 & 65535u);
                                        uint _e7575 = l_mut_428_;
                                        uint l_4150_ = (_e7575 >> 16u);
                                        uint l_4151_ = (l_4150_ & 65535u);
                                        uint _e7580 = l_mut_1921_;
                                        uint l_4152_ = (_e7580 & 65535u);
                                        uint _e7583 = l_mut_1921_;
                                        uint l_4153_ = (_e7583 >> 16u);
                                        uint l_4154_ = (l_4153_ & 65535u);
                                        uint l_4155_ = (l_4149_ * l_4152_);
                                        uint l_4156_ = (l_4151_ * l_4152_);
                                        uint l_4157_ = (l_4149_ * l_4154_);
                                        uint l_4158_ = (l_4151_ * l_4154_);
                                        uint l_4159_ = (l_4155_ >> 16u);
                                        uint l_4160_ = (l_4159_ & 65535u);
                                        uint l_4161_ = (l_4156_ & 65535u);
                                        uint l_4162_ = (l_4160_ + l_4161_);
                                        uint l_4163_ = (l_4157_ & 65535u);
                                        uint l_4164_ = (l_4162_ + l_4163_);
                                        uint l_4165_ = (l_4156_ >> 16u);
                                        uint l_4166_ = (l_4165_ & 65535u);
                                        uint l_4167_ = (l_4158_ + l_4166_);
                                        uint l_4168_ = (l_4157_ >> 16u);
                                        uint l_4169_ = (l_4168_ & 65535u);
                                        uint l_4170_ = (l_4167_ + l_4169_);
                                        uint l_4171_ = (l_4164_ >> 16u);
                                        uint l_4172_ = (l_4171_ & 65535u);
                                        uint l_2062_ = (l_4170_ + l_4172_);
                                        uint l_2063_ = (l_2062_ + l_2061_);
                                        uint _e7618 = l_mut_440_;
                                        uint l_4174_ = (_e7618 & 65535u);
                                        uint _e7621 = l_mut_440_;
                                        uint l_4175_ = (_e7621 >> 16u);
                                        uint l_4176_ = (l_4175_ & 65535u);
                                        uint _e7626 = l_mut_1921_;
                                        uint l_4177_ = (_e7626 & 65535u);
                                        uint _e7629 = l_mut_1921_;
                                        uint l_4178_ = (_e7629 >> 16u);
                                        uint l_4179_ = (l_4178_ & 65535u);
                                        uint l_4180_ = (l_4174_ * l_4177_);
                                        uint l_4181_ = (l_4176_ * l_4177_);
                                        uint l_4182_ = (l_4174_ * l_4179_);
                                        uint l_4183_ = (l_4176_ * l_4179_);
                                        uint l_4184_ = (l_4180_ >> 16u);
                                        uint l_4185_ = (l_4184_ & 65535u);
                                        uint l_4186_ = (l_4181_ & 65535u);
                                        uint l_4187_ = (l_4185_ + l_4186_);
                                        uint l_4188_ = (l_4182_ & 65535u);
                                        uint l_4189_ = (l_4187_ + l_4188_);
                                        uint l_4190_ = (l_4181_ >> 16u);
                                        uint l_4191_ = (l_4190_ & 65535u);
                                        uint l_4192_ = (l_4183_ + l_4191_);
                                        uint l_4193_ = (l_4182_ >> 16u);
                                        uint l_4194_ = (l_4193_ & 65535u);
                                        uint l_4195_ = (l_4192_ + l_4194_);
                                        uint l_4196_ = (l_4189_ >> 16u);
                                        uint l_4197_ = (l_4196_ & 65535u);
                                        uint l_2064_ = (l_4195_ + l_4197_);
                                        bool l_2065_ = (l_2063_ < l_2061_);
                                        uint l_2066_ = uint(l_2065_);
                                        uint l_2067_ = (l_2064_ + l_2066_);
                                        l_mut_441_ = l_2060_;
                                        bool l_2069_ = (0u > 0u);
                                        if (l_2069_) {
                                            uint l_2070_ = (l_2060_ >> 0u);
                                            uint l_2071_ = (32u - 0u);
                                            uint l_2072_ = (l_2063_ << l_2071_);
                                            uint l_2073_ = (l_2070_ | l_2072_);
                                            l_mut_441_ = l_2073_;
                                        }
                                        l_mut_388_ = l_2063_;
                                        bool l_2074_ = (0u > 0u);
                                        if (l_2074_) {
                                            uint l_2075_ = (l_2063_ >> 0u);
                                            uint l_2076_ = (32u - 0u);
                                            uint l_2077_ = (l_2067_ << l_2076_);
                                            uint l_2078_ = (l_2075_ | l_2077_);
                                            l_mut_388_ = l_2078_;
                                        }
                                        uint _e7681 = l_mut_441_;
                                        l_mut_382_ = _e7681;
                                        uint _e7682 = l_mut_388_;
                                        l_mut_441_ = _e7682;
                                        if (true) {
                                            l_mut_382_ = l_2067_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2063_;
                                                bool l_2081_ = (0u > 0u);
                                                if (l_2081_) {
                                                    uint l_2082_ = (l_2063_ >> 0u);
                                                    uint l_2083_ = (32u - 0u);
                                                    uint l_2084_ = (l_2067_ << l_2083_);
                                                    uint l_2085_ = (l_2082_ | l_2084_);
                                                    l_mut_388_ = l_2085_;
                                                }
                                                uint l_2086_ = (l_2067_ >> 0u);
                                                uint _e7694 = l_mut_388_;
                                                l_mut_382_ = _e7694;
                                                l_mut_441_ = l_2086_;
                                            }
                                        }
                                        uint _e7695 = l_mut_394_;
                                        uint _e7696 = l_mut_1921_;
                                        uint l_2087_ = (_e7695 * _e7696);
                                        uint _e7698 = l_mut_394_;
                                        uint l_4199_ = (_e7698 & 65535u);
                                        uint _e7701 = l_mut_394_;
                                        uint l_4200_ = (_e7701 >> 16u);
                                        uint l_4201_ = (l_4200_ & 65535u);
                                        uint _e7706 = l_mut_1921_;
                                        uint l_4202_ = (_e7706 & 65535u);
                                        uint _e7709 = l_mut_1921_;
                                        uint l_4203_ = (_e7709 >> 16u);
                                        uint l_4204_ = (l_4203_ & 65535u);
                                        uint l_4205_ = (l_4199_ * l_4202_);
                                        uint l_4206_ = (l_4201_ * l_4202_);
                                        uint l_4207_ = (l_4199_ * l_4204_);
                                        uint l_4208_ = (l_4201_ * l_4204_);
                                        uint l_4209_ = (l_4205_ >> 16u);
                                        uint l_4210_ = (l_4209_ & 65535u);
                                        uint l_4211_ = (l_4206_ & 65535u);
                                        uint l_4212_ = (l_4210_ + l_4211_);
                                        uint l_4213_ = (l_4207_ & 65535u);
                                        uint l_4214_ = (l_4212_ + l_4213_);
                                        uint l_4215_ = (l_4206_ >> 16u);
                                        uint l_4216_ = (l_4215_ & 65535u);
                                        uint l_4217_ = (l_4208_ + l_4216_);
                                        uint l_4218_ = (l_4207_ >> 16u);
                                        uint l_4219_ = (l_4218_ & 65535u);
                                        uint l_4220_ = (l_4217_ + l_4219_);
                                        uint l_4221_ = (l_4214_ >> 16u);
                                        uint l_4222_ = (l_4221_ & 65535u);
                                        uint l_2088_ = (l_4220_ + l_4222_);
                                        uint _e7743 = l_mut_439_;
                                        uint _e7744 = l_mut_1921_;
                                        uint l_2089_ = (_e7743 * _e7744);
                                        uint l_2090_ = (l_2088_ + l_2089_);
                                        uint _e7747 = l_mut_382_;
                                        uint l_2091_ = (_e7747 + l_2087_);
                                        uint _e7749 = l_mut_441_;
                                        uint l_2092_ = (_e7749 + l_2090_);
                                        uint _e7751 = l_mut_382_;
                                        bool l_2093_ = (l_2091_ < _e7751);
                                        uint l_2094_ = uint(l_2093_);
                                        uint l_2095_ = (l_2092_ + l_2094_);
                                        uint _e7755 = l_mut_421_;
                                        l_mut_1369_ = _e7755;
                                        uint _e7756 = l_mut_444_;
                                        l_mut_445_ = _e7756;
                                        bool l_2096_ = (l_9_ == 64u);
                                        if (l_2096_) {
                                            l_mut_1369_ = l_2091_;
                                            l_mut_445_ = l_2095_;
                                        } else {
                                            bool l_2097_ = (l_9_ > 0u);
                                            if (l_2097_) {
                                                uint l_2098_ = (64u - l_9_);
                                                l_mut_441_ = l_2091_;
                                                l_mut_440_ = l_2095_;
                                                bool l_2099_ = (l_2098_ >= 32u);
                                                if (l_2099_) {
                                                    uint l_2100_ = (l_2098_ & 31u);
                                                    uint l_2101_ = (l_2091_ << l_2100_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2101_;
                                                } else {
                                                    bool l_2102_ = (l_2098_ > 0u);
                                                    if (l_2102_) {
                                                        uint l_2103_ = (l_2091_ << l_2098_);
                                                        uint l_2104_ = (l_2095_ << l_2098_);
                                                        uint l_2105_ = (32u - l_2098_);
                                                        uint l_2106_ = (l_2091_ >> l_2105_);
                                                        uint l_2107_ = (l_2104_ | l_2106_);
                                                        l_mut_441_ = l_2103_;
                                                        l_mut_440_ = l_2107_;
                                                    }
                                                }
                                                uint _e7777 = l_mut_421_;
                                                l_mut_439_ = _e7777;
                                                uint _e7778 = l_mut_444_;
                                                l_mut_428_ = _e7778;
                                                bool l_2108_ = (l_9_ >= 32u);
                                                if (l_2108_) {
                                                    uint l_2109_ = (l_9_ & 31u);
                                                    uint _e7783 = l_mut_444_;
                                                    uint l_2110_ = (_e7783 >> l_2109_);
                                                    l_mut_439_ = l_2110_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2111_ = (l_9_ > 0u);
                                                    if (l_2111_) {
                                                        uint _e7788 = l_mut_421_;
                                                        l_mut_394_ = _e7788;
                                                        bool l_2112_ = (l_9_ > 0u);
                                                        if (l_2112_) {
                                                            uint _e7791 = l_mut_421_;
                                                            uint l_2113_ = (_e7791 >> l_9_);
                                                            uint l_2114_ = (32u - l_9_);
                                                            uint _e7795 = l_mut_444_;
                                                            uint l_2115_ = (_e7795 << l_2114_);
                                                            uint l_2116_ = (l_2113_ | l_2115_);
                                                            l_mut_394_ = l_2116_;
                                                        }
                                                        uint _e7798 = l_mut_444_;
                                                        uint l_2117_ = (_e7798 >> l_9_);
                                                        uint _e7800 = l_mut_394_;
                                                        l_mut_439_ = _e7800;
                                                        l_mut_428_ = l_2117_;
                                                    }
                                                }
                                                uint _e7801 = l_mut_441_;
                                                uint _e7802 = l_mut_439_;
                                                uint l_2118_ = (_e7801 + _e7802);
                                                uint _e7804 = l_mut_440_;
                                                uint _e7805 = l_mut_428_;
                                                uint l_2119_ = (_e7804 + _e7805);
                                                uint _e7807 = l_mut_441_;
                                                bool l_2120_ = (l_2118_ < _e7807);
                                                uint l_2121_ = uint(l_2120_);
                                                uint l_2122_ = (l_2119_ + l_2121_);
                                                l_mut_1369_ = l_2118_;
                                                l_mut_445_ = l_2122_;
                                            }
                                        }
                                        if (l_1973_) {
                                            uint _e7812 = l_mut_1369_;
                                            uint l_2123_ = (0u - _e7812);
                                            uint _e7815 = l_mut_445_;
                                            uint l_2124_ = (0u - _e7815);
                                            uint _e7818 = l_mut_1369_;
                                            bool l_2125_ = (0u < _e7818);
                                            uint l_2126_ = uint(l_2125_);
                                            uint l_2127_ = (l_2124_ - l_2126_);
                                            l_mut_1369_ = l_2123_;
                                            l_mut_445_ = l_2127_;
                                        }
                                    }
                                    uint _e7822 = l_mut_1369_;
                                    uint l_2128_ = (l_1926_ + _e7822);
                                    uint _e7824 = l_mut_445_;
                                    uint l_2129_ = (l_1930_ + _e7824);
                                    bool l_2130_ = (l_2128_ < l_1926_);
                                    uint l_2131_ = uint(l_2130_);
                                    uint l_2132_ = (l_2129_ + l_2131_);
                                    uint l_2133_ = (0u - l_2128_);
                                    uint l_2134_ = (0u - l_2132_);
                                    bool l_2135_ = (0u < l_2128_);
                                    uint l_2136_ = uint(l_2135_);
                                    uint l_2137_ = (l_2134_ - l_2136_);
                                    l_mut_1369_ = l_2133_;
                                    l_mut_445_ = l_2137_;
                                    uint _e7837 = l_mut_445_;
                                    bool l_2138_ = (l_2132_ < _e7837);
                                    uint _e7839 = l_mut_445_;
                                    bool l_2139_ = (l_2132_ == _e7839);
                                    uint _e7841 = l_mut_1369_;
                                    bool l_2140_ = (l_2128_ < _e7841);
                                    if (l_2139_) {
                                        local_109 = l_2140_;
                                    } else {
                                        local_109 = false;
                                    }
                                    bool l_2141_ = local_109;
                                    if (!(l_2138_)) {
                                        local_110 = l_2141_;
                                    } else {
                                        local_110 = true;
                                    }
                                    bool l_2142_ = local_110;
                                    if (l_2142_) {
                                        l_mut_1369_ = l_2128_;
                                        l_mut_445_ = l_2132_;
                                    }
                                    uint _e7852 = l_mut_445_;
                                    bool l_2143_ = (_e7852 < l_27_);
                                    uint _e7854 = l_mut_445_;
                                    bool l_2144_ = (_e7854 == l_27_);
                                    uint _e7856 = l_mut_1369_;
                                    bool l_2145_ = (_e7856 < l_24_);
                                    if (l_2144_) {
                                        local_111 = l_2145_;
                                    } else {
                                        local_111 = false;
                                    }
                                    bool l_2146_ = local_111;
                                    if (!(l_2143_)) {
                                        local_112 = l_2146_;
                                    } else {
                                        local_112 = true;
                                    }
                                    bool l_2147_ = local_112;
                                    if (l_2147_) {
                                        uint _e7867 = l_mut_1370_;
                                        uint l_2148_ = (_e7867 * 2u);
                                        uint l_2149_ = (l_2148_ + 1u);
                                        uint l_2150_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2151_ = (l_2149_ < l_2150_);
                                        if (l_2151_) {
                                            uint l_4224_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4225_ = (l_4224_ * 1u);
                                            bool l_4226_ = (l_2148_ < l_4225_);
                                            if (l_4226_) {
                                                _group_0_binding_4_cs[l_2148_] = id;
                                            }
                                            uint l_2152_ = (l_2148_ + 1u);
                                            uint l_4227_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4228_ = (l_4227_ * 1u);
                                            bool l_4229_ = (l_2152_ < l_4228_);
                                            if (l_4229_) {
                                                uint _e7897 = l_mut_1921_;
                                                _group_0_binding_4_cs[l_2152_] = _e7897;
                                            }
                                        }
                                        uint _e7898 = l_mut_1370_;
                                        l_mut_1370_ = (_e7898 + 1u);
                                    }
                                }
                            }
                            uint _e7904 = l_mut_1370_;
                            l_mut_1375_ = _e7904;
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
