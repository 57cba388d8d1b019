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
    uint l_mut_1369_ = (uint)0;
    uint l_mut_1370_ = (uint)0;
    uint l_mut_1375_ = (uint)0;
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
    bool l_mut_650_ = (bool)0;
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
    uint l_mut_678_ = (uint)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    uint l_mut_757_ = 0u;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    uint l_mut_1367_ = (uint)0;
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
    uint l_mut_1478_ = (uint)0;
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
    bool local_96 = (bool)0;
    uint l_mut_1600_ = (uint)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    bool local_99 = (bool)0;
    bool local_100 = (bool)0;
    bool local_101 = (bool)0;
    bool local_102 = (bool)0;
    bool local_103 = (bool)0;
    bool local_104 = (bool)0;
    uint l_mut_1680_ = (uint)0;
    bool local_105 = (bool)0;
    bool local_106 = (bool)0;
    bool local_107 = (bool)0;
    bool local_108 = (bool)0;
    uint l_mut_1914_ = 0u;
    uint l_mut_1921_ = (uint)0;
    bool local_109 = (bool)0;
    bool local_110 = (bool)0;
    bool local_111 = (bool)0;
    bool local_112 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2237_ = asuint(info.Load(20+0));
        uint l_2238_ = (l_2237_ * 1u);
        uint l_2239_ = (l_2238_ - 1u);
        uint l_2240_ = min(3u, l_2239_);
        uint _e70; buffer_5_global.InterlockedAdd(l_2240_*4, 1u, _e70);
    }
    uint l_2153_ = asuint(info.Load(12+0));
    uint l_2154_ = (l_2153_ * 1u);
    bool l_2155_ = (0u < l_2154_);
    uint l_2156_ = (l_2154_ - 1u);
    uint l_2157_ = min(0u, l_2156_);
    uint l_2158_ = asuint(buffer_3_global.Load(l_2157_*4));
    uint l_4_ = (l_2155_ ? l_2158_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2160_ = asuint(info.Load(12+0));
    uint l_2161_ = (l_2160_ * 1u);
    bool l_2162_ = (l_6_ < l_2161_);
    uint l_2163_ = (l_2161_ - 1u);
    uint l_2164_ = min(l_6_, l_2163_);
    uint l_2165_ = asuint(buffer_3_global.Load(l_2164_*4));
    uint l_7_ = (l_2162_ ? l_2165_ : 0u);
    uint l_2167_ = asuint(info.Load(12+0));
    uint l_2168_ = (l_2167_ * 1u);
    bool l_2169_ = (2u < l_2168_);
    uint l_2170_ = (l_2168_ - 1u);
    uint l_2171_ = min(2u, l_2170_);
    uint l_2172_ = asuint(buffer_3_global.Load(l_2171_*4));
    uint l_9_ = (l_2169_ ? l_2172_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2174_ = asuint(info.Load(12+0));
    uint l_2175_ = (l_2174_ * 1u);
    bool l_2176_ = (l_11_ < l_2175_);
    uint l_2177_ = (l_2175_ - 1u);
    uint l_2178_ = min(l_11_, l_2177_);
    uint l_2179_ = asuint(buffer_3_global.Load(l_2178_*4));
    uint l_12_ = (l_2176_ ? l_2179_ : 0u);
    uint l_2181_ = asuint(info.Load(12+0));
    uint l_2182_ = (l_2181_ * 1u);
    bool l_2183_ = (4u < l_2182_);
    uint l_2184_ = (l_2182_ - 1u);
    uint l_2185_ = min(4u, l_2184_);
    uint l_2186_ = asuint(buffer_3_global.Load(l_2185_*4));
    uint l_14_ = (l_2183_ ? l_2186_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2188_ = asuint(info.Load(12+0));
    uint l_2189_ = (l_2188_ * 1u);
    bool l_2190_ = (l_16_ < l_2189_);
    uint l_2191_ = (l_2189_ - 1u);
    uint l_2192_ = min(l_16_, l_2191_);
    uint l_2193_ = asuint(buffer_3_global.Load(l_2192_*4));
    uint l_17_ = (l_2190_ ? l_2193_ : 0u);
    uint l_2195_ = asuint(info.Load(12+0));
    uint l_2196_ = (l_2195_ * 1u);
    bool l_2197_ = (6u < l_2196_);
    uint l_2198_ = (l_2196_ - 1u);
    uint l_2199_ = min(6u, l_2198_);
    uint l_2200_ = asuint(buffer_3_global.Load(l_2199_*4));
    uint l_19_ = (l_2197_ ? l_2200_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2202_ = asuint(info.Load(12+0));
    uint l_2203_ = (l_2202_ * 1u);
    bool l_2204_ = (l_21_ < l_2203_);
    uint l_2205_ = (l_2203_ - 1u);
    uint l_2206_ = min(l_21_, l_2205_);
    uint l_2207_ = asuint(buffer_3_global.Load(l_2206_*4));
    uint l_22_ = (l_2204_ ? l_2207_ : 0u);
    uint l_2209_ = asuint(info.Load(12+0));
    uint l_2210_ = (l_2209_ * 1u);
    bool l_2211_ = (8u < l_2210_);
    uint l_2212_ = (l_2210_ - 1u);
    uint l_2213_ = min(8u, l_2212_);
    uint l_2214_ = asuint(buffer_3_global.Load(l_2213_*4));
    uint l_24_ = (l_2211_ ? l_2214_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2216_ = asuint(info.Load(12+0));
    uint l_2217_ = (l_2216_ * 1u);
    bool l_2218_ = (l_26_ < l_2217_);
    uint l_2219_ = (l_2217_ - 1u);
    uint l_2220_ = min(l_26_, l_2219_);
    uint l_2221_ = asuint(buffer_3_global.Load(l_2220_*4));
    uint l_27_ = (l_2218_ ? l_2221_ : 0u);
    uint l_2223_ = asuint(info.Load(12+0));
    uint l_2224_ = (l_2223_ * 1u);
    bool l_2225_ = (10u < l_2224_);
    uint l_2226_ = (l_2224_ - 1u);
    uint l_2227_ = min(10u, l_2226_);
    uint l_2228_ = asuint(buffer_3_global.Load(l_2227_*4));
    uint l_29_ = (l_2225_ ? l_2228_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2230_ = asuint(info.Load(12+0));
    uint l_2231_ = (l_2230_ * 1u);
    bool l_2232_ = (l_31_ < l_2231_);
    uint l_2233_ = (l_2231_ - 1u);
    uint l_2234_ = min(l_31_, l_2233_);
    uint l_2235_ = asuint(buffer_3_global.Load(l_2234_*4));
    uint l_32_ = (l_2232_ ? l_2235_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_2242_ = uint64_t(id);
    uint64_t l_2243_ = uint64_t(l_4_);
    uint64_t l_2244_ = (l_2242_ * l_2243_);
    uint64_t l_2245_ = (l_2244_ >> uint(32uL));
    uint l_37_ = uint(l_2245_);
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
    uint _e328 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e328 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_2247_ = asuint(info.Load(0+0));
        uint l_2248_ = (l_2247_ * 1u);
        bool l_2249_ = (l_58_ < l_2248_);
        uint l_2250_ = (l_2248_ - 1u);
        uint l_2251_ = min(l_58_, l_2250_);
        uint l_2252_ = asuint(buffer_0_global.Load(l_2251_*4));
        uint l_59_ = (l_2249_ ? l_2252_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2254_ = asuint(info.Load(0+0));
        uint l_2255_ = (l_2254_ * 1u);
        bool l_2256_ = (l_61_ < l_2255_);
        uint l_2257_ = (l_2255_ - 1u);
        uint l_2258_ = min(l_61_, l_2257_);
        uint l_2259_ = asuint(buffer_0_global.Load(l_2258_*4));
        uint l_62_ = (l_2256_ ? l_2259_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2261_ = asuint(info.Load(4+0));
        uint l_2262_ = (l_2261_ * 1u);
        bool l_2263_ = (l_63_ < l_2262_);
        uint l_2264_ = (l_2262_ - 1u);
        uint l_2265_ = min(l_63_, l_2264_);
        uint l_2266_ = asuint(buffer_1_global.Load(l_2265_*4));
        uint l_64_ = (l_2263_ ? l_2266_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2268_ = asuint(info.Load(4+0));
        uint l_2269_ = (l_2268_ * 1u);
        bool l_2270_ = (l_66_ < l_2269_);
        uint l_2271_ = (l_2269_ - 1u);
        uint l_2272_ = min(l_66_, l_2271_);
        uint l_2273_ = asuint(buffer_1_global.Load(l_2272_*4));
        uint l_67_ = (l_2270_ ? l_2273_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2275_ = asuint(info.Load(8+0));
        uint l_2276_ = (l_2275_ * 1u);
        bool l_2277_ = (l_68_ < l_2276_);
        uint l_2278_ = (l_2276_ - 1u);
        uint l_2279_ = min(l_68_, l_2278_);
        uint l_2280_ = asuint(buffer_2_global.Load(l_2279_*4));
        uint l_69_ = (l_2277_ ? l_2280_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2282_ = asuint(info.Load(8+0));
        uint l_2283_ = (l_2282_ * 1u);
        bool l_2284_ = (l_71_ < l_2283_);
        uint l_2285_ = (l_2283_ - 1u);
        uint l_2286_ = min(l_71_, l_2285_);
        uint l_2287_ = asuint(buffer_2_global.Load(l_2286_*4));
        uint l_72_ = (l_2284_ ? l_2287_ : 0u);
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
        uint _e452 = l_mut_40_;
        uint l_81_ = (_e452 * l_4_);
        uint _e454 = l_mut_75_;
        uint l_82_ = (_e454 * l_4_);
        uint _e456 = l_mut_40_;
        uint64_t l_2289_ = uint64_t(_e456);
        uint64_t l_2290_ = uint64_t(l_4_);
        uint64_t l_2291_ = (l_2289_ * l_2290_);
        uint64_t l_2292_ = (l_2291_ >> uint(32uL));
        uint l_83_ = uint(l_2292_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e467 = l_mut_75_;
        uint64_t l_2294_ = uint64_t(_e467);
        uint64_t l_2295_ = uint64_t(l_4_);
        uint64_t l_2296_ = (l_2294_ * l_2295_);
        uint64_t l_2297_ = (l_2296_ >> uint(32uL));
        uint l_85_ = uint(l_2297_);
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
        uint _e496 = l_mut_90_;
        l_mut_102_ = _e496;
        uint _e497 = l_mut_96_;
        l_mut_90_ = _e497;
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
                uint _e511 = l_mut_96_;
                l_mut_102_ = _e511;
                l_mut_90_ = l_110_;
            }
        }
        uint _e512 = l_mut_102_;
        l_mut_96_ = _e512;
        uint _e513 = l_mut_90_;
        l_mut_102_ = _e513;
        if (l_74_) {
            uint _e515 = l_mut_96_;
            uint l_111_ = (0u - _e515);
            uint _e518 = l_mut_102_;
            uint l_112_ = (0u - _e518);
            uint _e521 = l_mut_96_;
            bool l_113_ = (0u < _e521);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e525 = l_mut_96_;
        uint l_116_ = (l_59_ + _e525);
        uint _e527 = l_mut_102_;
        uint l_117_ = (l_62_ + _e527);
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
            uint _e551 = l_mut_90_;
            uint l_131_ = (_e551 * l_123_);
            uint _e553 = l_mut_75_;
            uint l_132_ = (_e553 * l_123_);
            uint _e555 = l_mut_90_;
            uint64_t l_2299_ = uint64_t(_e555);
            uint64_t l_2300_ = uint64_t(l_123_);
            uint64_t l_2301_ = (l_2299_ * l_2300_);
            uint64_t l_2302_ = (l_2301_ >> uint(32uL));
            uint l_133_ = uint(l_2302_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e566 = l_mut_75_;
            uint64_t l_2304_ = uint64_t(_e566);
            uint64_t l_2305_ = uint64_t(l_123_);
            uint64_t l_2306_ = (l_2304_ * l_2305_);
            uint64_t l_2307_ = (l_2306_ >> uint(32uL));
            uint l_135_ = uint(l_2307_);
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
            uint _e595 = l_mut_40_;
            l_mut_151_ = _e595;
            uint _e596 = l_mut_145_;
            l_mut_40_ = _e596;
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
                    uint _e610 = l_mut_145_;
                    l_mut_151_ = _e610;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e611 = l_mut_151_;
            l_mut_145_ = _e611;
            uint _e612 = l_mut_40_;
            l_mut_151_ = _e612;
            if (l_125_) {
                uint _e614 = l_mut_145_;
                uint l_160_ = (0u - _e614);
                uint _e617 = l_mut_151_;
                uint l_161_ = (0u - _e617);
                uint _e620 = l_mut_145_;
                bool l_162_ = (0u < _e620);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e624 = l_mut_145_;
            l_mut_102_ = _e624;
            uint _e625 = l_mut_151_;
            l_mut_96_ = _e625;
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
            uint _e638 = l_mut_151_;
            uint l_172_ = (_e638 * l_4_);
            uint _e640 = l_mut_145_;
            uint l_173_ = (_e640 * l_4_);
            uint _e642 = l_mut_151_;
            uint64_t l_2309_ = uint64_t(_e642);
            uint64_t l_2310_ = uint64_t(l_4_);
            uint64_t l_2311_ = (l_2309_ * l_2310_);
            uint64_t l_2312_ = (l_2311_ >> uint(32uL));
            uint l_174_ = uint(l_2312_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e653 = l_mut_145_;
            uint64_t l_2314_ = uint64_t(_e653);
            uint64_t l_2315_ = uint64_t(l_4_);
            uint64_t l_2316_ = (l_2314_ * l_2315_);
            uint64_t l_2317_ = (l_2316_ >> uint(32uL));
            uint l_176_ = uint(l_2317_);
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
            uint _e681 = l_mut_90_;
            l_mut_40_ = _e681;
            uint _e682 = l_mut_75_;
            l_mut_90_ = _e682;
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
                    uint _e694 = l_mut_75_;
                    l_mut_40_ = _e694;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e695 = l_mut_151_;
            uint l_199_ = (_e695 * l_4_);
            uint _e697 = l_mut_145_;
            uint l_200_ = (_e697 * l_4_);
            uint _e699 = l_mut_151_;
            uint64_t l_2319_ = uint64_t(_e699);
            uint64_t l_2320_ = uint64_t(l_4_);
            uint64_t l_2321_ = (l_2319_ * l_2320_);
            uint64_t l_2322_ = (l_2321_ >> uint(32uL));
            uint l_201_ = uint(l_2322_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e710 = l_mut_145_;
            uint64_t l_2324_ = uint64_t(_e710);
            uint64_t l_2325_ = uint64_t(l_4_);
            uint64_t l_2326_ = (l_2324_ * l_2325_);
            uint64_t l_2327_ = (l_2326_ >> uint(32uL));
            uint l_203_ = uint(l_2327_);
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
            uint _e738 = l_mut_75_;
            l_mut_219_ = _e738;
            uint _e739 = l_mut_213_;
            l_mut_75_ = _e739;
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
                    uint _e751 = l_mut_213_;
                    l_mut_219_ = _e751;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e752 = l_mut_40_;
            uint l_228_ = (_e752 * l_4_);
            uint _e754 = l_mut_90_;
            uint l_229_ = (_e754 * l_4_);
            uint _e756 = l_mut_40_;
            uint64_t l_2329_ = uint64_t(_e756);
            uint64_t l_2330_ = uint64_t(l_4_);
            uint64_t l_2331_ = (l_2329_ * l_2330_);
            uint64_t l_2332_ = (l_2331_ >> uint(32uL));
            uint l_230_ = uint(l_2332_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e767 = l_mut_90_;
            uint64_t l_2334_ = uint64_t(_e767);
            uint64_t l_2335_ = uint64_t(l_4_);
            uint64_t l_2336_ = (l_2334_ * l_2335_);
            uint64_t l_2337_ = (l_2336_ >> uint(32uL));
            uint l_232_ = uint(l_2337_);
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
            uint _e795 = l_mut_213_;
            l_mut_145_ = _e795;
            uint _e796 = l_mut_151_;
            l_mut_213_ = _e796;
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
                    uint _e808 = l_mut_151_;
                    l_mut_145_ = _e808;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e809 = l_mut_40_;
            uint l_255_ = (_e809 * l_4_);
            uint _e811 = l_mut_90_;
            uint l_256_ = (_e811 * l_4_);
            uint _e813 = l_mut_40_;
            uint64_t l_2339_ = uint64_t(_e813);
            uint64_t l_2340_ = uint64_t(l_4_);
            uint64_t l_2341_ = (l_2339_ * l_2340_);
            uint64_t l_2342_ = (l_2341_ >> uint(32uL));
            uint l_257_ = uint(l_2342_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e824 = l_mut_90_;
            uint64_t l_2344_ = uint64_t(_e824);
            uint64_t l_2345_ = uint64_t(l_4_);
            uint64_t l_2346_ = (l_2344_ * l_2345_);
            uint64_t l_2347_ = (l_2346_ >> uint(32uL));
            uint l_259_ = uint(l_2347_);
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
            uint _e852 = l_mut_151_;
            l_mut_275_ = _e852;
            uint _e853 = l_mut_269_;
            l_mut_151_ = _e853;
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
                    uint _e865 = l_mut_269_;
                    l_mut_275_ = _e865;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e866 = l_mut_219_;
            uint l_284_ = (_e866 * l_4_);
            uint _e868 = l_mut_219_;
            uint64_t l_2349_ = uint64_t(_e868);
            uint64_t l_2350_ = uint64_t(l_4_);
            uint64_t l_2351_ = (l_2349_ * l_2350_);
            uint64_t l_2352_ = (l_2351_ >> uint(32uL));
            uint l_285_ = uint(l_2352_);
            uint _e878 = l_mut_75_;
            uint l_286_ = (_e878 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e881 = l_mut_275_;
            uint l_288_ = (_e881 + l_284_);
            uint _e883 = l_mut_151_;
            uint l_289_ = (_e883 + l_287_);
            uint _e885 = l_mut_275_;
            bool l_290_ = (l_288_ < _e885);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e889 = l_mut_145_;
            l_mut_102_ = _e889;
            uint _e890 = l_mut_213_;
            l_mut_96_ = _e890;
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
                    uint _e911 = l_mut_145_;
                    l_mut_219_ = _e911;
                    uint _e912 = l_mut_213_;
                    l_mut_151_ = _e912;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e917 = l_mut_213_;
                        uint l_307_ = (_e917 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e922 = l_mut_145_;
                            l_mut_90_ = _e922;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e925 = l_mut_145_;
                                uint l_310_ = (_e925 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e929 = l_mut_213_;
                                uint l_312_ = (_e929 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e932 = l_mut_213_;
                            uint l_314_ = (_e932 >> l_121_);
                            uint _e934 = l_mut_90_;
                            l_mut_219_ = _e934;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e935 = l_mut_275_;
                    uint _e936 = l_mut_219_;
                    uint l_315_ = (_e935 + _e936);
                    uint _e938 = l_mut_269_;
                    uint _e939 = l_mut_151_;
                    uint l_316_ = (_e938 + _e939);
                    uint _e941 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e941);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e946 = l_mut_102_;
                uint l_320_ = (0u - _e946);
                uint _e949 = l_mut_96_;
                uint l_321_ = (0u - _e949);
                uint _e952 = l_mut_102_;
                bool l_322_ = (0u < _e952);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e956 = l_mut_102_;
        uint l_325_ = (l_64_ - _e956);
        uint _e958 = l_mut_96_;
        uint l_326_ = (l_67_ - _e958);
        uint _e960 = l_mut_102_;
        bool l_327_ = (l_64_ < _e960);
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
        uint _e993 = l_mut_145_;
        bool l_351_ = (_e993 < l_344_);
        uint _e995 = l_mut_145_;
        bool l_352_ = (_e995 == l_344_);
        uint _e997 = l_mut_151_;
        bool l_353_ = (_e997 < l_340_);
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
            bool _e1012 = l_mut_357_;
            l_mut_350_ = _e1012;
            l_mut_357_ = false;
        }
        bool _e1014 = l_mut_357_;
        if (_e1014) {
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
            uint _e1029 = l_mut_90_;
            uint l_368_ = (_e1029 * l_367_);
            uint _e1031 = l_mut_90_;
            uint64_t l_2354_ = uint64_t(_e1031);
            uint64_t l_2355_ = uint64_t(l_367_);
            uint64_t l_2356_ = (l_2354_ * l_2355_);
            uint64_t l_2357_ = (l_2356_ >> uint(32uL));
            uint l_369_ = uint(l_2357_);
            uint _e1041 = l_mut_75_;
            uint l_370_ = (_e1041 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1047 = l_mut_90_;
            uint l_373_ = (_e1047 * l_372_);
            uint _e1049 = l_mut_75_;
            uint l_374_ = (_e1049 * l_372_);
            uint _e1051 = l_mut_90_;
            uint64_t l_2359_ = uint64_t(_e1051);
            uint64_t l_2360_ = uint64_t(l_372_);
            uint64_t l_2361_ = (l_2359_ * l_2360_);
            uint64_t l_2362_ = (l_2361_ >> uint(32uL));
            uint l_375_ = uint(l_2362_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1062 = l_mut_75_;
            uint64_t l_2364_ = uint64_t(_e1062);
            uint64_t l_2365_ = uint64_t(l_372_);
            uint64_t l_2366_ = (l_2364_ * l_2365_);
            uint64_t l_2367_ = (l_2366_ >> uint(32uL));
            uint l_377_ = uint(l_2367_);
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
            uint _e1090 = l_mut_382_;
            l_mut_394_ = _e1090;
            uint _e1091 = l_mut_388_;
            l_mut_382_ = _e1091;
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
                    uint _e1103 = l_mut_388_;
                    l_mut_394_ = _e1103;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1104 = l_mut_394_;
            uint _e1105 = l_mut_382_;
            uint l_403_ = (_e1104 | _e1105);
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
                        uint _e1140 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1140);
                        uint _e1142 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1142);
                        uint _e1144 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1144);
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
                            uint _e1157 = l_mut_75_;
                            bool l_429_ = (_e1157 < l_409_);
                            uint _e1159 = l_mut_75_;
                            bool l_430_ = (_e1159 == l_409_);
                            uint _e1161 = l_mut_90_;
                            bool l_431_ = (_e1161 < l_405_);
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
                                        uint _e1268 = l_mut_442_;
                                        l_mut_442_ = (_e1268 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1183 = l_mut_442_;
                                    if ((_e1183 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1187 = l_mut_442_;
                                        uint l_443_ = (19u - _e1187);
                                        uint _e1189 = l_mut_439_;
                                        l_mut_444_ = _e1189;
                                        uint _e1190 = l_mut_440_;
                                        l_mut_445_ = _e1190;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1195 = l_mut_440_;
                                            uint l_448_ = (_e1195 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1200 = l_mut_439_;
                                                l_mut_450_ = _e1200;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1203 = l_mut_439_;
                                                    uint l_452_ = (_e1203 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1207 = l_mut_440_;
                                                    uint l_454_ = (_e1207 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1210 = l_mut_440_;
                                                uint l_456_ = (_e1210 >> l_443_);
                                                uint _e1212 = l_mut_450_;
                                                l_mut_444_ = _e1212;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1213 = l_mut_445_;
                                        uint _e1214 = l_mut_75_;
                                        bool l_457_ = (_e1213 < _e1214);
                                        uint _e1216 = l_mut_445_;
                                        uint _e1217 = l_mut_75_;
                                        bool l_458_ = (_e1216 == _e1217);
                                        uint _e1219 = l_mut_444_;
                                        uint _e1220 = l_mut_90_;
                                        bool l_459_ = (_e1219 < _e1220);
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
                                            uint _e1232 = l_mut_90_;
                                            l_mut_450_ = _e1232;
                                            uint _e1233 = l_mut_75_;
                                            l_mut_445_ = _e1233;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1238 = l_mut_90_;
                                                uint l_465_ = (_e1238 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1243 = l_mut_90_;
                                                    uint l_467_ = (_e1243 << l_443_);
                                                    uint _e1245 = l_mut_75_;
                                                    uint l_468_ = (_e1245 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1249 = l_mut_90_;
                                                    uint l_470_ = (_e1249 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1252 = l_mut_439_;
                                            uint _e1253 = l_mut_450_;
                                            uint l_472_ = (_e1252 - _e1253);
                                            uint _e1255 = l_mut_440_;
                                            uint _e1256 = l_mut_445_;
                                            uint l_473_ = (_e1255 - _e1256);
                                            uint _e1258 = l_mut_439_;
                                            uint _e1259 = l_mut_450_;
                                            bool l_474_ = (_e1258 < _e1259);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1265 = l_mut_441_;
                                            l_mut_441_ = (_e1265 | l_477_);
                                        }
                                    }
                                }
                                uint _e1270 = l_mut_441_;
                                uint l_478_ = min(_e1270, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1272 = l_mut_440_;
                                uint _e1273 = l_mut_75_;
                                bool l_479_ = (_e1272 < _e1273);
                                uint _e1275 = l_mut_440_;
                                uint _e1276 = l_mut_75_;
                                bool l_480_ = (_e1275 == _e1276);
                                uint _e1278 = l_mut_439_;
                                uint _e1279 = l_mut_90_;
                                bool l_481_ = (_e1278 < _e1279);
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
                                uint _e1291 = l_mut_450_;
                                l_mut_428_ = _e1291;
                            }
                            uint _e1292 = l_mut_90_;
                            uint _e1293 = l_mut_428_;
                            uint l_485_ = (_e1292 * _e1293);
                            uint _e1295 = l_mut_90_;
                            uint64_t l_2369_ = uint64_t(_e1295);
                            uint _e1297 = l_mut_428_;
                            uint64_t l_2370_ = uint64_t(_e1297);
                            uint64_t l_2371_ = (l_2369_ * l_2370_);
                            uint64_t l_2372_ = (l_2371_ >> uint(32uL));
                            uint l_486_ = uint(l_2372_);
                            uint _e1306 = l_mut_75_;
                            uint _e1307 = l_mut_428_;
                            uint l_487_ = (_e1306 * _e1307);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1315 = l_mut_421_;
                            uint _e1316 = l_mut_75_;
                            bool l_494_ = (_e1315 < _e1316);
                            uint _e1318 = l_mut_421_;
                            uint _e1319 = l_mut_75_;
                            bool l_495_ = (_e1318 == _e1319);
                            uint _e1321 = l_mut_382_;
                            uint _e1322 = l_mut_90_;
                            bool l_496_ = (_e1321 < _e1322);
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
                                uint _e1334 = l_mut_382_;
                                uint _e1335 = l_mut_90_;
                                uint l_500_ = (_e1334 - _e1335);
                                uint _e1337 = l_mut_421_;
                                uint _e1338 = l_mut_75_;
                                uint l_501_ = (_e1337 - _e1338);
                                uint _e1340 = l_mut_382_;
                                uint _e1341 = l_mut_90_;
                                bool l_502_ = (_e1340 < _e1341);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1345 = l_mut_90_;
                        uint _e1346 = l_mut_382_;
                        uint l_505_ = (_e1345 - _e1346);
                        uint _e1348 = l_mut_75_;
                        uint _e1349 = l_mut_421_;
                        uint l_506_ = (_e1348 - _e1349);
                        uint _e1351 = l_mut_90_;
                        uint _e1352 = l_mut_382_;
                        bool l_507_ = (_e1351 < _e1352);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1356 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1356);
                        uint _e1358 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1358);
                        uint _e1360 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1360);
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
                            uint _e1372 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1372);
                            uint _e1374 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1374);
                            uint _e1376 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1376);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1380 = l_mut_445_;
                        uint _e1381 = l_mut_388_;
                        bool l_521_ = (_e1380 < _e1381);
                        uint _e1383 = l_mut_445_;
                        uint _e1384 = l_mut_388_;
                        bool l_522_ = (_e1383 == _e1384);
                        uint _e1386 = l_mut_450_;
                        uint _e1387 = l_mut_394_;
                        bool l_523_ = (_e1386 < _e1387);
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
                            uint _e1398 = l_mut_450_;
                            l_mut_394_ = _e1398;
                            uint _e1399 = l_mut_445_;
                            l_mut_388_ = _e1399;
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
                        uint _e1419 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e1419);
                        uint _e1421 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e1421);
                        uint _e1423 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e1423);
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
                            uint _e1436 = l_mut_75_;
                            bool l_543_ = (_e1436 < l_334_);
                            uint _e1438 = l_mut_75_;
                            bool l_544_ = (_e1438 == l_334_);
                            uint _e1440 = l_mut_90_;
                            bool l_545_ = (_e1440 < l_330_);
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
                                        uint _e1547 = l_mut_553_;
                                        l_mut_553_ = (_e1547 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1462 = l_mut_553_;
                                    if ((_e1462 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1466 = l_mut_553_;
                                        uint l_554_ = (19u - _e1466);
                                        uint _e1468 = l_mut_441_;
                                        l_mut_428_ = _e1468;
                                        uint _e1469 = l_mut_440_;
                                        l_mut_421_ = _e1469;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e1474 = l_mut_440_;
                                            uint l_557_ = (_e1474 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e1479 = l_mut_441_;
                                                l_mut_382_ = _e1479;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e1482 = l_mut_441_;
                                                    uint l_560_ = (_e1482 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e1486 = l_mut_440_;
                                                    uint l_562_ = (_e1486 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e1489 = l_mut_440_;
                                                uint l_564_ = (_e1489 >> l_554_);
                                                uint _e1491 = l_mut_382_;
                                                l_mut_428_ = _e1491;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e1492 = l_mut_421_;
                                        uint _e1493 = l_mut_75_;
                                        bool l_565_ = (_e1492 < _e1493);
                                        uint _e1495 = l_mut_421_;
                                        uint _e1496 = l_mut_75_;
                                        bool l_566_ = (_e1495 == _e1496);
                                        uint _e1498 = l_mut_428_;
                                        uint _e1499 = l_mut_90_;
                                        bool l_567_ = (_e1498 < _e1499);
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
                                            uint _e1511 = l_mut_90_;
                                            l_mut_428_ = _e1511;
                                            uint _e1512 = l_mut_75_;
                                            l_mut_421_ = _e1512;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e1517 = l_mut_90_;
                                                uint l_573_ = (_e1517 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e1522 = l_mut_90_;
                                                    uint l_575_ = (_e1522 << l_554_);
                                                    uint _e1524 = l_mut_75_;
                                                    uint l_576_ = (_e1524 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e1528 = l_mut_90_;
                                                    uint l_578_ = (_e1528 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e1531 = l_mut_441_;
                                            uint _e1532 = l_mut_428_;
                                            uint l_580_ = (_e1531 - _e1532);
                                            uint _e1534 = l_mut_440_;
                                            uint _e1535 = l_mut_421_;
                                            uint l_581_ = (_e1534 - _e1535);
                                            uint _e1537 = l_mut_441_;
                                            uint _e1538 = l_mut_428_;
                                            bool l_582_ = (_e1537 < _e1538);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e1544 = l_mut_439_;
                                            l_mut_439_ = (_e1544 | l_585_);
                                        }
                                    }
                                }
                                uint _e1549 = l_mut_439_;
                                uint l_586_ = min(_e1549, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e1551 = l_mut_440_;
                                uint _e1552 = l_mut_75_;
                                bool l_587_ = (_e1551 < _e1552);
                                uint _e1554 = l_mut_440_;
                                uint _e1555 = l_mut_75_;
                                bool l_588_ = (_e1554 == _e1555);
                                uint _e1557 = l_mut_441_;
                                uint _e1558 = l_mut_90_;
                                bool l_589_ = (_e1557 < _e1558);
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
                                uint _e1570 = l_mut_439_;
                                l_mut_444_ = _e1570;
                            }
                            uint _e1571 = l_mut_90_;
                            uint _e1572 = l_mut_444_;
                            uint l_593_ = (_e1571 * _e1572);
                            uint _e1574 = l_mut_90_;
                            uint64_t l_2374_ = uint64_t(_e1574);
                            uint _e1576 = l_mut_444_;
                            uint64_t l_2375_ = uint64_t(_e1576);
                            uint64_t l_2376_ = (l_2374_ * l_2375_);
                            uint64_t l_2377_ = (l_2376_ >> uint(32uL));
                            uint l_594_ = uint(l_2377_);
                            uint _e1585 = l_mut_75_;
                            uint _e1586 = l_mut_444_;
                            uint l_595_ = (_e1585 * _e1586);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e1594 = l_mut_445_;
                            uint _e1595 = l_mut_75_;
                            bool l_602_ = (_e1594 < _e1595);
                            uint _e1597 = l_mut_445_;
                            uint _e1598 = l_mut_75_;
                            bool l_603_ = (_e1597 == _e1598);
                            uint _e1600 = l_mut_450_;
                            uint _e1601 = l_mut_90_;
                            bool l_604_ = (_e1600 < _e1601);
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
                                uint _e1613 = l_mut_450_;
                                uint _e1614 = l_mut_90_;
                                uint l_608_ = (_e1613 - _e1614);
                                uint _e1616 = l_mut_445_;
                                uint _e1617 = l_mut_75_;
                                uint l_609_ = (_e1616 - _e1617);
                                uint _e1619 = l_mut_450_;
                                uint _e1620 = l_mut_90_;
                                bool l_610_ = (_e1619 < _e1620);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e1624 = l_mut_445_;
                        uint _e1625 = l_mut_388_;
                        bool l_613_ = (_e1624 < _e1625);
                        uint _e1627 = l_mut_445_;
                        uint _e1628 = l_mut_388_;
                        bool l_614_ = (_e1627 == _e1628);
                        uint _e1630 = l_mut_450_;
                        uint _e1631 = l_mut_394_;
                        bool l_615_ = (_e1630 < _e1631);
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
                            uint _e1642 = l_mut_450_;
                            l_mut_394_ = _e1642;
                            uint _e1643 = l_mut_445_;
                            l_mut_388_ = _e1643;
                        }
                    }
                }
                uint _e1644 = l_mut_388_;
                bool l_618_ = (_e1644 < l_344_);
                uint _e1646 = l_mut_388_;
                bool l_619_ = (_e1646 == l_344_);
                uint _e1648 = l_mut_394_;
                bool l_620_ = (_e1648 < l_340_);
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
            uint _e1663 = l_mut_40_;
            bool l_626_ = (_e1663 > 0u);
            if (l_626_) {
                uint _e1666 = l_mut_40_;
                bool l_627_ = (_e1666 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1671 = l_mut_357_;
            bool l_629_ = !(_e1671);
            if (l_629_) {
                break;
            }
            uint _e1673 = l_mut_275_;
            l_mut_450_ = _e1673;
            uint _e1674 = l_mut_269_;
            l_mut_445_ = _e1674;
            bool _e1675 = l_mut_628_;
            if (_e1675) {
                uint _e1676 = l_mut_219_;
                l_mut_450_ = _e1676;
                uint _e1677 = l_mut_213_;
                l_mut_445_ = _e1677;
            }
            uint _e1678 = l_mut_145_;
            uint _e1679 = l_mut_445_;
            bool l_630_ = (_e1678 < _e1679);
            uint _e1681 = l_mut_145_;
            uint _e1682 = l_mut_445_;
            bool l_631_ = (_e1681 == _e1682);
            uint _e1684 = l_mut_151_;
            uint _e1685 = l_mut_450_;
            bool l_632_ = (_e1684 < _e1685);
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
            bool _e1697 = l_mut_628_;
            bool l_636_ = (l_635_ != _e1697);
            if (l_636_) {
                uint _e1699 = l_mut_275_;
                l_mut_450_ = _e1699;
                uint _e1700 = l_mut_269_;
                l_mut_445_ = _e1700;
                uint _e1701 = l_mut_219_;
                l_mut_275_ = _e1701;
                uint _e1702 = l_mut_213_;
                l_mut_269_ = _e1702;
                uint _e1703 = l_mut_450_;
                l_mut_219_ = _e1703;
                uint _e1704 = l_mut_445_;
                l_mut_213_ = _e1704;
                uint _e1705 = l_mut_102_;
                l_mut_450_ = _e1705;
                uint _e1706 = l_mut_96_;
                l_mut_102_ = _e1706;
                uint _e1707 = l_mut_450_;
                l_mut_96_ = _e1707;
                l_mut_628_ = l_635_;
            }
            l_mut_637_ = true;
            bool _e1709 = l_mut_628_;
            if (_e1709) {
                uint _e1710 = l_mut_151_;
                uint _e1711 = l_mut_219_;
                uint l_638_ = (_e1710 - _e1711);
                uint _e1713 = l_mut_145_;
                uint _e1714 = l_mut_213_;
                uint l_639_ = (_e1713 - _e1714);
                uint _e1716 = l_mut_151_;
                uint _e1717 = l_mut_219_;
                bool l_640_ = (_e1716 < _e1717);
                uint l_641_ = uint(l_640_);
                uint l_642_ = (l_639_ - l_641_);
                l_mut_151_ = l_638_;
                l_mut_145_ = l_642_;
                uint _e1721 = l_mut_145_;
                bool l_643_ = (_e1721 < l_344_);
                uint _e1723 = l_mut_145_;
                bool l_644_ = (_e1723 == l_344_);
                uint _e1725 = l_mut_151_;
                bool l_645_ = (_e1725 < l_340_);
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
            bool _e1738 = l_mut_637_;
            if (_e1738) {
                uint _e1739 = l_mut_102_;
                uint l_648_ = (l_4_ - _e1739);
                uint _e1741 = l_mut_96_;
                uint l_649_ = naga_div(l_648_, _e1741);
                l_mut_450_ = 0u;
                l_mut_650_ = false;
                uint _e1745 = l_mut_219_;
                l_mut_445_ = _e1745;
                uint _e1746 = l_mut_213_;
                l_mut_444_ = _e1746;
                if (false) {
                    uint _e1749 = l_mut_213_;
                    uint l_653_ = (_e1749 >> 3u);
                    l_mut_445_ = l_653_;
                    l_mut_444_ = 0u;
                } else {
                    if (true) {
                        uint _e1753 = l_mut_219_;
                        l_mut_441_ = _e1753;
                        if (true) {
                            uint _e1755 = l_mut_219_;
                            uint l_656_ = (_e1755 >> 3u);
                            uint _e1758 = l_mut_213_;
                            uint l_657_ = (_e1758 << 29u);
                            uint l_658_ = (l_656_ | l_657_);
                            l_mut_441_ = l_658_;
                        }
                        uint _e1762 = l_mut_213_;
                        uint l_659_ = (_e1762 >> 3u);
                        uint _e1765 = l_mut_441_;
                        l_mut_445_ = _e1765;
                        l_mut_444_ = l_659_;
                    }
                }
                uint _e1766 = l_mut_444_;
                uint _e1767 = l_mut_269_;
                bool l_660_ = (_e1766 < _e1767);
                uint _e1769 = l_mut_444_;
                uint _e1770 = l_mut_269_;
                bool l_661_ = (_e1769 == _e1770);
                uint _e1772 = l_mut_445_;
                uint _e1773 = l_mut_275_;
                bool l_662_ = (_e1772 < _e1773);
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
                uint _e1785 = l_mut_275_;
                uint _e1786 = l_mut_269_;
                uint l_666_ = (_e1785 | _e1786);
                bool l_667_ = (l_666_ == 0u);
                if (l_667_) {
                    l_mut_450_ = l_649_;
                } else {
                    bool _e1790 = l_mut_650_;
                    if (_e1790) {
                        uint _e1791 = l_mut_269_;
                        uint _e1792 = l_mut_213_;
                        bool l_668_ = (_e1791 < _e1792);
                        uint _e1794 = l_mut_269_;
                        uint _e1795 = l_mut_213_;
                        bool l_669_ = (_e1794 == _e1795);
                        uint _e1797 = l_mut_275_;
                        uint _e1798 = l_mut_219_;
                        bool l_670_ = (_e1797 < _e1798);
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
                            uint _e1809 = l_mut_219_;
                            uint l_673_ = (_e1809 - 1u);
                            uint _e1812 = l_mut_213_;
                            uint l_674_ = (_e1812 - 0u);
                            uint _e1815 = l_mut_219_;
                            bool l_675_ = (_e1815 < 1u);
                            uint l_676_ = uint(l_675_);
                            uint l_677_ = (l_674_ - l_676_);
                            l_mut_445_ = l_673_;
                            l_mut_444_ = l_677_;
                            l_mut_441_ = 0u;
                            l_mut_678_ = 0u;
                            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                            bool loop_init_2 = true;
                            while(true) {
                                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                                if (!loop_init_2) {
                                    uint _e1908 = l_mut_678_;
                                    l_mut_678_ = (_e1908 + 1u);
                                }
                                loop_init_2 = false;
                                uint _e1823 = l_mut_678_;
                                if ((_e1823 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e1827 = l_mut_678_;
                                    uint l_679_ = (19u - _e1827);
                                    uint _e1829 = l_mut_445_;
                                    l_mut_440_ = _e1829;
                                    uint _e1830 = l_mut_444_;
                                    l_mut_439_ = _e1830;
                                    bool l_680_ = (l_679_ >= 32u);
                                    if (l_680_) {
                                        uint l_681_ = (l_679_ & 31u);
                                        uint _e1835 = l_mut_444_;
                                        uint l_682_ = (_e1835 >> l_681_);
                                        l_mut_440_ = l_682_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_683_ = (l_679_ > 0u);
                                        if (l_683_) {
                                            uint _e1840 = l_mut_445_;
                                            l_mut_428_ = _e1840;
                                            bool l_684_ = (l_679_ > 0u);
                                            if (l_684_) {
                                                uint _e1843 = l_mut_445_;
                                                uint l_685_ = (_e1843 >> l_679_);
                                                uint l_686_ = (32u - l_679_);
                                                uint _e1847 = l_mut_444_;
                                                uint l_687_ = (_e1847 << l_686_);
                                                uint l_688_ = (l_685_ | l_687_);
                                                l_mut_428_ = l_688_;
                                            }
                                            uint _e1850 = l_mut_444_;
                                            uint l_689_ = (_e1850 >> l_679_);
                                            uint _e1852 = l_mut_428_;
                                            l_mut_440_ = _e1852;
                                            l_mut_439_ = l_689_;
                                        }
                                    }
                                    uint _e1853 = l_mut_439_;
                                    uint _e1854 = l_mut_269_;
                                    bool l_690_ = (_e1853 < _e1854);
                                    uint _e1856 = l_mut_439_;
                                    uint _e1857 = l_mut_269_;
                                    bool l_691_ = (_e1856 == _e1857);
                                    uint _e1859 = l_mut_440_;
                                    uint _e1860 = l_mut_275_;
                                    bool l_692_ = (_e1859 < _e1860);
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
                                        uint _e1872 = l_mut_275_;
                                        l_mut_440_ = _e1872;
                                        uint _e1873 = l_mut_269_;
                                        l_mut_439_ = _e1873;
                                        bool l_696_ = (l_679_ >= 32u);
                                        if (l_696_) {
                                            uint l_697_ = (l_679_ & 31u);
                                            uint _e1878 = l_mut_275_;
                                            uint l_698_ = (_e1878 << l_697_);
                                            l_mut_440_ = 0u;
                                            l_mut_439_ = l_698_;
                                        } else {
                                            bool l_699_ = (l_679_ > 0u);
                                            if (l_699_) {
                                                uint _e1883 = l_mut_275_;
                                                uint l_700_ = (_e1883 << l_679_);
                                                uint _e1885 = l_mut_269_;
                                                uint l_701_ = (_e1885 << l_679_);
                                                uint l_702_ = (32u - l_679_);
                                                uint _e1889 = l_mut_275_;
                                                uint l_703_ = (_e1889 >> l_702_);
                                                uint l_704_ = (l_701_ | l_703_);
                                                l_mut_440_ = l_700_;
                                                l_mut_439_ = l_704_;
                                            }
                                        }
                                        uint _e1892 = l_mut_445_;
                                        uint _e1893 = l_mut_440_;
                                        uint l_705_ = (_e1892 - _e1893);
                                        uint _e1895 = l_mut_444_;
                                        uint _e1896 = l_mut_439_;
                                        uint l_706_ = (_e1895 - _e1896);
                                        uint _e1898 = l_mut_445_;
                                        uint _e1899 = l_mut_440_;
                                        bool l_707_ = (_e1898 < _e1899);
                                        uint l_708_ = uint(l_707_);
                                        uint l_709_ = (l_706_ - l_708_);
                                        l_mut_445_ = l_705_;
                                        l_mut_444_ = l_709_;
                                        uint l_710_ = (1u << l_679_);
                                        uint _e1905 = l_mut_441_;
                                        l_mut_441_ = (_e1905 | l_710_);
                                    }
                                }
                            }
                            uint _e1910 = l_mut_441_;
                            uint l_711_ = min(_e1910, l_649_);
                            l_mut_441_ = l_711_;
                            uint _e1912 = l_mut_444_;
                            uint _e1913 = l_mut_269_;
                            bool l_712_ = (_e1912 < _e1913);
                            uint _e1915 = l_mut_444_;
                            uint _e1916 = l_mut_269_;
                            bool l_713_ = (_e1915 == _e1916);
                            uint _e1918 = l_mut_445_;
                            uint _e1919 = l_mut_275_;
                            bool l_714_ = (_e1918 < _e1919);
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
                            uint _e1931 = l_mut_441_;
                            l_mut_450_ = _e1931;
                        }
                    } else {
                        uint _e1932 = l_mut_219_;
                        l_mut_445_ = _e1932;
                        uint _e1933 = l_mut_213_;
                        l_mut_444_ = _e1933;
                        uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                            loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                            uint _e1934 = l_mut_269_;
                            uint _e1935 = l_mut_444_;
                            bool l_718_ = (_e1934 < _e1935);
                            uint _e1937 = l_mut_269_;
                            uint _e1938 = l_mut_444_;
                            bool l_719_ = (_e1937 == _e1938);
                            uint _e1940 = l_mut_275_;
                            uint _e1941 = l_mut_445_;
                            bool l_720_ = (_e1940 < _e1941);
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
                            uint _e1952 = l_mut_450_;
                            uint _e1953 = l_mut_96_;
                            uint l_723_ = (_e1952 * _e1953);
                            uint _e1955 = l_mut_102_;
                            uint l_724_ = (_e1955 + l_723_);
                            uint _e1957 = l_mut_96_;
                            uint l_725_ = (l_724_ + _e1957);
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
                            uint _e1965 = l_mut_445_;
                            uint _e1966 = l_mut_275_;
                            uint l_729_ = (_e1965 - _e1966);
                            uint _e1968 = l_mut_444_;
                            uint _e1969 = l_mut_269_;
                            uint l_730_ = (_e1968 - _e1969);
                            uint _e1971 = l_mut_445_;
                            uint _e1972 = l_mut_275_;
                            bool l_731_ = (_e1971 < _e1972);
                            uint l_732_ = uint(l_731_);
                            uint l_733_ = (l_730_ - l_732_);
                            l_mut_445_ = l_729_;
                            l_mut_444_ = l_733_;
                            uint _e1976 = l_mut_450_;
                            l_mut_450_ = (_e1976 + 1u);
                        }
                    }
                }
                uint _e1979 = l_mut_450_;
                uint _e1980 = l_mut_96_;
                uint l_734_ = (_e1979 * _e1980);
                uint _e1982 = l_mut_102_;
                uint l_735_ = (_e1982 + l_734_);
                uint _e1984 = l_mut_96_;
                uint l_736_ = (l_735_ + _e1984);
                bool l_737_ = (l_736_ >= l_4_);
                if (l_737_) {
                    l_mut_350_ = true;
                    l_mut_357_ = false;
                } else {
                    uint _e1989 = l_mut_275_;
                    uint _e1990 = l_mut_450_;
                    uint l_738_ = (_e1989 * _e1990);
                    uint _e1992 = l_mut_275_;
                    uint64_t l_2379_ = uint64_t(_e1992);
                    uint _e1994 = l_mut_450_;
                    uint64_t l_2380_ = uint64_t(_e1994);
                    uint64_t l_2381_ = (l_2379_ * l_2380_);
                    uint64_t l_2382_ = (l_2381_ >> uint(32uL));
                    uint l_739_ = uint(l_2382_);
                    uint _e2003 = l_mut_269_;
                    uint _e2004 = l_mut_450_;
                    uint l_740_ = (_e2003 * _e2004);
                    uint l_741_ = (l_739_ + l_740_);
                    uint _e2007 = l_mut_219_;
                    uint l_742_ = (_e2007 - l_738_);
                    uint _e2009 = l_mut_213_;
                    uint l_743_ = (_e2009 - l_741_);
                    uint _e2011 = l_mut_219_;
                    bool l_744_ = (_e2011 < l_738_);
                    uint l_745_ = uint(l_744_);
                    uint l_746_ = (l_743_ - l_745_);
                    l_mut_219_ = l_742_;
                    l_mut_213_ = l_746_;
                    uint _e2015 = l_mut_450_;
                    uint _e2016 = l_mut_96_;
                    uint l_747_ = (_e2015 * _e2016);
                    uint _e2018 = l_mut_102_;
                    l_mut_102_ = (_e2018 + l_747_);
                    uint _e2020 = l_mut_275_;
                    uint _e2021 = l_mut_219_;
                    uint l_748_ = (_e2020 - _e2021);
                    uint _e2023 = l_mut_269_;
                    uint _e2024 = l_mut_213_;
                    uint l_749_ = (_e2023 - _e2024);
                    uint _e2026 = l_mut_275_;
                    uint _e2027 = l_mut_219_;
                    bool l_750_ = (_e2026 < _e2027);
                    uint l_751_ = uint(l_750_);
                    uint l_752_ = (l_749_ - l_751_);
                    l_mut_275_ = l_748_;
                    l_mut_269_ = l_752_;
                    uint _e2031 = l_mut_96_;
                    uint _e2032 = l_mut_102_;
                    l_mut_96_ = (_e2031 + _e2032);
                }
            }
        }
        bool _e2034 = l_mut_350_;
        bool l_753_ = !(_e2034);
        if (l_753_) {
            uint l_2384_ = asuint(info.Load(20+0));
            uint l_2385_ = (l_2384_ * 1u);
            uint l_2386_ = (l_2385_ - 1u);
            uint l_2387_ = min(0u, l_2386_);
            uint _e2049; buffer_5_global.InterlockedAdd(l_2387_*4, 1u, _e2049);
            uint l_756_ = naga_div(l_4_, 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
            bool loop_init_3 = true;
            while(true) {
                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                if (!loop_init_3) {
                    uint _e4739 = l_mut_757_;
                    l_mut_757_ = (_e4739 + 1u);
                }
                loop_init_3 = false;
                uint _e2057 = l_mut_757_;
                if ((_e2057 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2060 = l_mut_757_;
                    uint l_758_ = (_e2060 * l_756_);
                    bool l_759_ = (l_758_ < l_56_);
                    uint l_760_ = naga_div(l_4_, 8u);
                    uint _e2065 = l_mut_757_;
                    uint l_761_ = (_e2065 * l_760_);
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
                    uint _e2080 = l_mut_441_;
                    uint l_770_ = (_e2080 * l_762_);
                    uint _e2082 = l_mut_440_;
                    uint l_771_ = (_e2082 * l_762_);
                    uint _e2084 = l_mut_441_;
                    uint64_t l_2389_ = uint64_t(_e2084);
                    uint64_t l_2390_ = uint64_t(l_762_);
                    uint64_t l_2391_ = (l_2389_ * l_2390_);
                    uint64_t l_2392_ = (l_2391_ >> uint(32uL));
                    uint l_772_ = uint(l_2392_);
                    uint l_773_ = (l_772_ + l_771_);
                    uint _e2095 = l_mut_440_;
                    uint64_t l_2394_ = uint64_t(_e2095);
                    uint64_t l_2395_ = uint64_t(l_762_);
                    uint64_t l_2396_ = (l_2394_ * l_2395_);
                    uint64_t l_2397_ = (l_2396_ >> uint(32uL));
                    uint l_774_ = uint(l_2397_);
                    bool l_775_ = (l_773_ < l_771_);
                    uint l_776_ = uint(l_775_);
                    uint l_777_ = (l_774_ + l_776_);
                    uint l_778_ = naga_mod(l_9_, 32u);
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
                    uint _e2124 = l_mut_439_;
                    l_mut_421_ = _e2124;
                    uint _e2125 = l_mut_428_;
                    l_mut_439_ = _e2125;
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
                            uint _e2139 = l_mut_428_;
                            l_mut_421_ = _e2139;
                            l_mut_439_ = l_796_;
                        }
                    }
                    uint _e2140 = l_mut_421_;
                    l_mut_441_ = _e2140;
                    uint _e2141 = l_mut_439_;
                    l_mut_440_ = _e2141;
                    if (l_764_) {
                        uint _e2143 = l_mut_441_;
                        uint l_797_ = (0u - _e2143);
                        uint _e2146 = l_mut_440_;
                        uint l_798_ = (0u - _e2146);
                        uint _e2149 = l_mut_441_;
                        bool l_799_ = (0u < _e2149);
                        uint l_800_ = uint(l_799_);
                        uint l_801_ = (l_798_ - l_800_);
                        l_mut_441_ = l_797_;
                        l_mut_440_ = l_801_;
                    }
                    uint _e2153 = l_mut_441_;
                    uint l_802_ = (l_59_ + _e2153);
                    uint _e2155 = l_mut_440_;
                    uint l_803_ = (l_62_ + _e2155);
                    bool l_804_ = (l_802_ < l_59_);
                    uint l_805_ = uint(l_804_);
                    uint l_806_ = (l_803_ + l_805_);
                    uint l_807_ = (l_59_ * l_761_);
                    uint64_t l_2399_ = uint64_t(l_59_);
                    uint64_t l_2400_ = uint64_t(l_761_);
                    uint64_t l_2401_ = (l_2399_ * l_2400_);
                    uint64_t l_2402_ = (l_2401_ >> uint(32uL));
                    uint l_808_ = uint(l_2402_);
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
                        uint _e2194 = l_mut_439_;
                        uint l_825_ = (_e2194 * l_817_);
                        uint _e2196 = l_mut_428_;
                        uint l_826_ = (_e2196 * l_817_);
                        uint _e2198 = l_mut_439_;
                        uint64_t l_2404_ = uint64_t(_e2198);
                        uint64_t l_2405_ = uint64_t(l_817_);
                        uint64_t l_2406_ = (l_2404_ * l_2405_);
                        uint64_t l_2407_ = (l_2406_ >> uint(32uL));
                        uint l_827_ = uint(l_2407_);
                        uint l_828_ = (l_827_ + l_826_);
                        uint _e2209 = l_mut_428_;
                        uint64_t l_2409_ = uint64_t(_e2209);
                        uint64_t l_2410_ = uint64_t(l_817_);
                        uint64_t l_2411_ = (l_2409_ * l_2410_);
                        uint64_t l_2412_ = (l_2411_ >> uint(32uL));
                        uint l_829_ = uint(l_2412_);
                        bool l_830_ = (l_828_ < l_826_);
                        uint l_831_ = uint(l_830_);
                        uint l_832_ = (l_829_ + l_831_);
                        uint l_833_ = naga_mod(l_9_, 32u);
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
                        uint _e2238 = l_mut_421_;
                        l_mut_388_ = _e2238;
                        uint _e2239 = l_mut_394_;
                        l_mut_421_ = _e2239;
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
                                uint _e2253 = l_mut_394_;
                                l_mut_388_ = _e2253;
                                l_mut_421_ = l_851_;
                            }
                        }
                        uint _e2254 = l_mut_388_;
                        l_mut_439_ = _e2254;
                        uint _e2255 = l_mut_421_;
                        l_mut_428_ = _e2255;
                        if (l_819_) {
                            uint _e2257 = l_mut_439_;
                            uint l_852_ = (0u - _e2257);
                            uint _e2260 = l_mut_428_;
                            uint l_853_ = (0u - _e2260);
                            uint _e2263 = l_mut_439_;
                            bool l_854_ = (0u < _e2263);
                            uint l_855_ = uint(l_854_);
                            uint l_856_ = (l_853_ - l_855_);
                            l_mut_439_ = l_852_;
                            l_mut_428_ = l_856_;
                        }
                        uint _e2267 = l_mut_439_;
                        l_mut_441_ = _e2267;
                        uint _e2268 = l_mut_428_;
                        l_mut_440_ = _e2268;
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
                        uint _e2281 = l_mut_439_;
                        uint l_864_ = (_e2281 * l_761_);
                        uint _e2283 = l_mut_428_;
                        uint l_865_ = (_e2283 * l_761_);
                        uint _e2285 = l_mut_439_;
                        uint64_t l_2414_ = uint64_t(_e2285);
                        uint64_t l_2415_ = uint64_t(l_761_);
                        uint64_t l_2416_ = (l_2414_ * l_2415_);
                        uint64_t l_2417_ = (l_2416_ >> uint(32uL));
                        uint l_866_ = uint(l_2417_);
                        uint l_867_ = (l_866_ + l_865_);
                        uint _e2296 = l_mut_428_;
                        uint64_t l_2419_ = uint64_t(_e2296);
                        uint64_t l_2420_ = uint64_t(l_761_);
                        uint64_t l_2421_ = (l_2419_ * l_2420_);
                        uint64_t l_2422_ = (l_2421_ >> uint(32uL));
                        uint l_868_ = uint(l_2422_);
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
                        uint _e2324 = l_mut_421_;
                        l_mut_388_ = _e2324;
                        uint _e2325 = l_mut_394_;
                        l_mut_421_ = _e2325;
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
                                uint _e2337 = l_mut_394_;
                                l_mut_388_ = _e2337;
                                l_mut_421_ = l_890_;
                            }
                        }
                        uint _e2338 = l_mut_439_;
                        uint l_891_ = (_e2338 * l_761_);
                        uint _e2340 = l_mut_428_;
                        uint l_892_ = (_e2340 * l_761_);
                        uint _e2342 = l_mut_439_;
                        uint64_t l_2424_ = uint64_t(_e2342);
                        uint64_t l_2425_ = uint64_t(l_761_);
                        uint64_t l_2426_ = (l_2424_ * l_2425_);
                        uint64_t l_2427_ = (l_2426_ >> uint(32uL));
                        uint l_893_ = uint(l_2427_);
                        uint l_894_ = (l_893_ + l_892_);
                        uint _e2353 = l_mut_428_;
                        uint64_t l_2429_ = uint64_t(_e2353);
                        uint64_t l_2430_ = uint64_t(l_761_);
                        uint64_t l_2431_ = (l_2429_ * l_2430_);
                        uint64_t l_2432_ = (l_2431_ >> uint(32uL));
                        uint l_895_ = uint(l_2432_);
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
                        uint _e2381 = l_mut_394_;
                        l_mut_275_ = _e2381;
                        uint _e2382 = l_mut_382_;
                        l_mut_394_ = _e2382;
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
                                uint _e2394 = l_mut_382_;
                                l_mut_275_ = _e2394;
                                l_mut_394_ = l_917_;
                            }
                        }
                        uint _e2395 = l_mut_388_;
                        uint l_918_ = (_e2395 * l_761_);
                        uint _e2397 = l_mut_421_;
                        uint l_919_ = (_e2397 * l_761_);
                        uint _e2399 = l_mut_388_;
                        uint64_t l_2434_ = uint64_t(_e2399);
                        uint64_t l_2435_ = uint64_t(l_761_);
                        uint64_t l_2436_ = (l_2434_ * l_2435_);
                        uint64_t l_2437_ = (l_2436_ >> uint(32uL));
                        uint l_920_ = uint(l_2437_);
                        uint l_921_ = (l_920_ + l_919_);
                        uint _e2410 = l_mut_421_;
                        uint64_t l_2439_ = uint64_t(_e2410);
                        uint64_t l_2440_ = uint64_t(l_761_);
                        uint64_t l_2441_ = (l_2439_ * l_2440_);
                        uint64_t l_2442_ = (l_2441_ >> uint(32uL));
                        uint l_922_ = uint(l_2442_);
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
                        uint _e2438 = l_mut_439_;
                        l_mut_382_ = _e2438;
                        uint _e2439 = l_mut_428_;
                        l_mut_439_ = _e2439;
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
                                uint _e2451 = l_mut_428_;
                                l_mut_382_ = _e2451;
                                l_mut_439_ = l_944_;
                            }
                        }
                        uint _e2452 = l_mut_388_;
                        uint l_945_ = (_e2452 * l_761_);
                        uint _e2454 = l_mut_421_;
                        uint l_946_ = (_e2454 * l_761_);
                        uint _e2456 = l_mut_388_;
                        uint64_t l_2444_ = uint64_t(_e2456);
                        uint64_t l_2445_ = uint64_t(l_761_);
                        uint64_t l_2446_ = (l_2444_ * l_2445_);
                        uint64_t l_2447_ = (l_2446_ >> uint(32uL));
                        uint l_947_ = uint(l_2447_);
                        uint l_948_ = (l_947_ + l_946_);
                        uint _e2467 = l_mut_421_;
                        uint64_t l_2449_ = uint64_t(_e2467);
                        uint64_t l_2450_ = uint64_t(l_761_);
                        uint64_t l_2451_ = (l_2449_ * l_2450_);
                        uint64_t l_2452_ = (l_2451_ >> uint(32uL));
                        uint l_949_ = uint(l_2452_);
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
                        uint _e2495 = l_mut_428_;
                        l_mut_219_ = _e2495;
                        uint _e2496 = l_mut_269_;
                        l_mut_428_ = _e2496;
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
                                uint _e2508 = l_mut_269_;
                                l_mut_219_ = _e2508;
                                l_mut_428_ = l_971_;
                            }
                        }
                        uint _e2509 = l_mut_275_;
                        uint l_972_ = (_e2509 * l_761_);
                        uint _e2511 = l_mut_275_;
                        uint64_t l_2454_ = uint64_t(_e2511);
                        uint64_t l_2455_ = uint64_t(l_761_);
                        uint64_t l_2456_ = (l_2454_ * l_2455_);
                        uint64_t l_2457_ = (l_2456_ >> uint(32uL));
                        uint l_973_ = uint(l_2457_);
                        uint _e2521 = l_mut_394_;
                        uint l_974_ = (_e2521 * l_761_);
                        uint l_975_ = (l_973_ + l_974_);
                        uint _e2524 = l_mut_219_;
                        uint l_976_ = (_e2524 + l_972_);
                        uint _e2526 = l_mut_428_;
                        uint l_977_ = (_e2526 + l_975_);
                        uint _e2528 = l_mut_219_;
                        bool l_978_ = (l_976_ < _e2528);
                        uint l_979_ = uint(l_978_);
                        uint l_980_ = (l_977_ + l_979_);
                        uint _e2532 = l_mut_382_;
                        l_mut_441_ = _e2532;
                        uint _e2533 = l_mut_439_;
                        l_mut_440_ = _e2533;
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
                                uint _e2554 = l_mut_382_;
                                l_mut_394_ = _e2554;
                                uint _e2555 = l_mut_439_;
                                l_mut_388_ = _e2555;
                                bool l_993_ = (l_9_ >= 32u);
                                if (l_993_) {
                                    uint l_994_ = (l_9_ & 31u);
                                    uint _e2560 = l_mut_439_;
                                    uint l_995_ = (_e2560 >> l_994_);
                                    l_mut_394_ = l_995_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_996_ = (l_9_ > 0u);
                                    if (l_996_) {
                                        uint _e2565 = l_mut_382_;
                                        l_mut_275_ = _e2565;
                                        bool l_997_ = (l_9_ > 0u);
                                        if (l_997_) {
                                            uint _e2568 = l_mut_382_;
                                            uint l_998_ = (_e2568 >> l_9_);
                                            uint l_999_ = (32u - l_9_);
                                            uint _e2572 = l_mut_439_;
                                            uint l_1000_ = (_e2572 << l_999_);
                                            uint l_1001_ = (l_998_ | l_1000_);
                                            l_mut_275_ = l_1001_;
                                        }
                                        uint _e2575 = l_mut_439_;
                                        uint l_1002_ = (_e2575 >> l_9_);
                                        uint _e2577 = l_mut_275_;
                                        l_mut_394_ = _e2577;
                                        l_mut_388_ = l_1002_;
                                    }
                                }
                                uint _e2578 = l_mut_428_;
                                uint _e2579 = l_mut_394_;
                                uint l_1003_ = (_e2578 + _e2579);
                                uint _e2581 = l_mut_421_;
                                uint _e2582 = l_mut_388_;
                                uint l_1004_ = (_e2581 + _e2582);
                                uint _e2584 = l_mut_428_;
                                bool l_1005_ = (l_1003_ < _e2584);
                                uint l_1006_ = uint(l_1005_);
                                uint l_1007_ = (l_1004_ + l_1006_);
                                l_mut_441_ = l_1003_;
                                l_mut_440_ = l_1007_;
                            }
                        }
                        if (l_858_) {
                            uint _e2589 = l_mut_441_;
                            uint l_1008_ = (0u - _e2589);
                            uint _e2592 = l_mut_440_;
                            uint l_1009_ = (0u - _e2592);
                            uint _e2595 = l_mut_441_;
                            bool l_1010_ = (0u < _e2595);
                            uint l_1011_ = uint(l_1010_);
                            uint l_1012_ = (l_1009_ - l_1011_);
                            l_mut_441_ = l_1008_;
                            l_mut_440_ = l_1012_;
                        }
                    }
                    uint _e2599 = l_mut_441_;
                    uint l_1013_ = (l_811_ + _e2599);
                    uint _e2601 = l_mut_440_;
                    uint l_1014_ = (l_815_ + _e2601);
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
                    uint _e2618 = l_mut_441_;
                    uint l_1025_ = (_e2618 * l_760_);
                    uint _e2620 = l_mut_440_;
                    uint l_1026_ = (_e2620 * l_760_);
                    uint _e2622 = l_mut_441_;
                    uint64_t l_2459_ = uint64_t(_e2622);
                    uint64_t l_2460_ = uint64_t(l_760_);
                    uint64_t l_2461_ = (l_2459_ * l_2460_);
                    uint64_t l_2462_ = (l_2461_ >> uint(32uL));
                    uint l_1027_ = uint(l_2462_);
                    uint l_1028_ = (l_1027_ + l_1026_);
                    uint _e2633 = l_mut_440_;
                    uint64_t l_2464_ = uint64_t(_e2633);
                    uint64_t l_2465_ = uint64_t(l_760_);
                    uint64_t l_2466_ = (l_2464_ * l_2465_);
                    uint64_t l_2467_ = (l_2466_ >> uint(32uL));
                    uint l_1029_ = uint(l_2467_);
                    bool l_1030_ = (l_1028_ < l_1026_);
                    uint l_1031_ = uint(l_1030_);
                    uint l_1032_ = (l_1029_ + l_1031_);
                    uint l_1033_ = naga_mod(l_9_, 32u);
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
                    uint _e2662 = l_mut_439_;
                    l_mut_421_ = _e2662;
                    uint _e2663 = l_mut_428_;
                    l_mut_439_ = _e2663;
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
                            uint _e2677 = l_mut_428_;
                            l_mut_421_ = _e2677;
                            l_mut_439_ = l_1051_;
                        }
                    }
                    uint _e2678 = l_mut_421_;
                    l_mut_441_ = _e2678;
                    uint _e2679 = l_mut_439_;
                    l_mut_440_ = _e2679;
                    if (l_1019_) {
                        uint _e2681 = l_mut_441_;
                        uint l_1052_ = (0u - _e2681);
                        uint _e2684 = l_mut_440_;
                        uint l_1053_ = (0u - _e2684);
                        uint _e2687 = l_mut_441_;
                        bool l_1054_ = (0u < _e2687);
                        uint l_1055_ = uint(l_1054_);
                        uint l_1056_ = (l_1053_ - l_1055_);
                        l_mut_441_ = l_1052_;
                        l_mut_440_ = l_1056_;
                    }
                    uint _e2691 = l_mut_441_;
                    uint l_1057_ = (l_802_ + _e2691);
                    uint _e2693 = l_mut_440_;
                    uint l_1058_ = (l_806_ + _e2693);
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
                        uint _e2717 = l_mut_439_;
                        uint l_1072_ = (_e2717 * l_1064_);
                        uint _e2719 = l_mut_428_;
                        uint l_1073_ = (_e2719 * l_1064_);
                        uint _e2721 = l_mut_439_;
                        uint64_t l_2469_ = uint64_t(_e2721);
                        uint64_t l_2470_ = uint64_t(l_1064_);
                        uint64_t l_2471_ = (l_2469_ * l_2470_);
                        uint64_t l_2472_ = (l_2471_ >> uint(32uL));
                        uint l_1074_ = uint(l_2472_);
                        uint l_1075_ = (l_1074_ + l_1073_);
                        uint _e2732 = l_mut_428_;
                        uint64_t l_2474_ = uint64_t(_e2732);
                        uint64_t l_2475_ = uint64_t(l_1064_);
                        uint64_t l_2476_ = (l_2474_ * l_2475_);
                        uint64_t l_2477_ = (l_2476_ >> uint(32uL));
                        uint l_1076_ = uint(l_2477_);
                        bool l_1077_ = (l_1075_ < l_1073_);
                        uint l_1078_ = uint(l_1077_);
                        uint l_1079_ = (l_1076_ + l_1078_);
                        uint l_1080_ = naga_mod(l_1062_, 32u);
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
                        uint _e2761 = l_mut_421_;
                        l_mut_388_ = _e2761;
                        uint _e2762 = l_mut_394_;
                        l_mut_421_ = _e2762;
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
                                uint _e2776 = l_mut_394_;
                                l_mut_388_ = _e2776;
                                l_mut_421_ = l_1098_;
                            }
                        }
                        uint _e2777 = l_mut_388_;
                        l_mut_439_ = _e2777;
                        uint _e2778 = l_mut_421_;
                        l_mut_428_ = _e2778;
                        if (l_1066_) {
                            uint _e2780 = l_mut_439_;
                            uint l_1099_ = (0u - _e2780);
                            uint _e2783 = l_mut_428_;
                            uint l_1100_ = (0u - _e2783);
                            uint _e2786 = l_mut_439_;
                            bool l_1101_ = (0u < _e2786);
                            uint l_1102_ = uint(l_1101_);
                            uint l_1103_ = (l_1100_ - l_1102_);
                            l_mut_439_ = l_1099_;
                            l_mut_428_ = l_1103_;
                        }
                        uint _e2790 = l_mut_439_;
                        l_mut_441_ = _e2790;
                        uint _e2791 = l_mut_428_;
                        l_mut_440_ = _e2791;
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
                        uint _e2804 = l_mut_439_;
                        uint l_1111_ = (_e2804 * l_760_);
                        uint _e2806 = l_mut_428_;
                        uint l_1112_ = (_e2806 * l_760_);
                        uint _e2808 = l_mut_439_;
                        uint64_t l_2479_ = uint64_t(_e2808);
                        uint64_t l_2480_ = uint64_t(l_760_);
                        uint64_t l_2481_ = (l_2479_ * l_2480_);
                        uint64_t l_2482_ = (l_2481_ >> uint(32uL));
                        uint l_1113_ = uint(l_2482_);
                        uint l_1114_ = (l_1113_ + l_1112_);
                        uint _e2819 = l_mut_428_;
                        uint64_t l_2484_ = uint64_t(_e2819);
                        uint64_t l_2485_ = uint64_t(l_760_);
                        uint64_t l_2486_ = (l_2484_ * l_2485_);
                        uint64_t l_2487_ = (l_2486_ >> uint(32uL));
                        uint l_1115_ = uint(l_2487_);
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
                        uint _e2847 = l_mut_421_;
                        l_mut_388_ = _e2847;
                        uint _e2848 = l_mut_394_;
                        l_mut_421_ = _e2848;
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
                                uint _e2860 = l_mut_394_;
                                l_mut_388_ = _e2860;
                                l_mut_421_ = l_1137_;
                            }
                        }
                        uint _e2861 = l_mut_439_;
                        uint l_1138_ = (_e2861 * l_760_);
                        uint _e2863 = l_mut_428_;
                        uint l_1139_ = (_e2863 * l_760_);
                        uint _e2865 = l_mut_439_;
                        uint64_t l_2489_ = uint64_t(_e2865);
                        uint64_t l_2490_ = uint64_t(l_760_);
                        uint64_t l_2491_ = (l_2489_ * l_2490_);
                        uint64_t l_2492_ = (l_2491_ >> uint(32uL));
                        uint l_1140_ = uint(l_2492_);
                        uint l_1141_ = (l_1140_ + l_1139_);
                        uint _e2876 = l_mut_428_;
                        uint64_t l_2494_ = uint64_t(_e2876);
                        uint64_t l_2495_ = uint64_t(l_760_);
                        uint64_t l_2496_ = (l_2494_ * l_2495_);
                        uint64_t l_2497_ = (l_2496_ >> uint(32uL));
                        uint l_1142_ = uint(l_2497_);
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
                        uint _e2904 = l_mut_394_;
                        l_mut_275_ = _e2904;
                        uint _e2905 = l_mut_382_;
                        l_mut_394_ = _e2905;
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
                                uint _e2917 = l_mut_382_;
                                l_mut_275_ = _e2917;
                                l_mut_394_ = l_1164_;
                            }
                        }
                        uint _e2918 = l_mut_388_;
                        uint l_1165_ = (_e2918 * l_760_);
                        uint _e2920 = l_mut_421_;
                        uint l_1166_ = (_e2920 * l_760_);
                        uint _e2922 = l_mut_388_;
                        uint64_t l_2499_ = uint64_t(_e2922);
                        uint64_t l_2500_ = uint64_t(l_760_);
                        uint64_t l_2501_ = (l_2499_ * l_2500_);
                        uint64_t l_2502_ = (l_2501_ >> uint(32uL));
                        uint l_1167_ = uint(l_2502_);
                        uint l_1168_ = (l_1167_ + l_1166_);
                        uint _e2933 = l_mut_421_;
                        uint64_t l_2504_ = uint64_t(_e2933);
                        uint64_t l_2505_ = uint64_t(l_760_);
                        uint64_t l_2506_ = (l_2504_ * l_2505_);
                        uint64_t l_2507_ = (l_2506_ >> uint(32uL));
                        uint l_1169_ = uint(l_2507_);
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
                        uint _e2961 = l_mut_439_;
                        l_mut_382_ = _e2961;
                        uint _e2962 = l_mut_428_;
                        l_mut_439_ = _e2962;
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
                                uint _e2974 = l_mut_428_;
                                l_mut_382_ = _e2974;
                                l_mut_439_ = l_1191_;
                            }
                        }
                        uint _e2975 = l_mut_388_;
                        uint l_1192_ = (_e2975 * l_760_);
                        uint _e2977 = l_mut_421_;
                        uint l_1193_ = (_e2977 * l_760_);
                        uint _e2979 = l_mut_388_;
                        uint64_t l_2509_ = uint64_t(_e2979);
                        uint64_t l_2510_ = uint64_t(l_760_);
                        uint64_t l_2511_ = (l_2509_ * l_2510_);
                        uint64_t l_2512_ = (l_2511_ >> uint(32uL));
                        uint l_1194_ = uint(l_2512_);
                        uint l_1195_ = (l_1194_ + l_1193_);
                        uint _e2990 = l_mut_421_;
                        uint64_t l_2514_ = uint64_t(_e2990);
                        uint64_t l_2515_ = uint64_t(l_760_);
                        uint64_t l_2516_ = (l_2514_ * l_2515_);
                        uint64_t l_2517_ = (l_2516_ >> uint(32uL));
                        uint l_1196_ = uint(l_2517_);
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
                        uint _e3018 = l_mut_428_;
                        l_mut_219_ = _e3018;
                        uint _e3019 = l_mut_269_;
                        l_mut_428_ = _e3019;
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
                                uint _e3031 = l_mut_269_;
                                l_mut_219_ = _e3031;
                                l_mut_428_ = l_1218_;
                            }
                        }
                        uint _e3032 = l_mut_275_;
                        uint l_1219_ = (_e3032 * l_760_);
                        uint _e3034 = l_mut_275_;
                        uint64_t l_2519_ = uint64_t(_e3034);
                        uint64_t l_2520_ = uint64_t(l_760_);
                        uint64_t l_2521_ = (l_2519_ * l_2520_);
                        uint64_t l_2522_ = (l_2521_ >> uint(32uL));
                        uint l_1220_ = uint(l_2522_);
                        uint _e3044 = l_mut_394_;
                        uint l_1221_ = (_e3044 * l_760_);
                        uint l_1222_ = (l_1220_ + l_1221_);
                        uint _e3047 = l_mut_219_;
                        uint l_1223_ = (_e3047 + l_1219_);
                        uint _e3049 = l_mut_428_;
                        uint l_1224_ = (_e3049 + l_1222_);
                        uint _e3051 = l_mut_219_;
                        bool l_1225_ = (l_1223_ < _e3051);
                        uint l_1226_ = uint(l_1225_);
                        uint l_1227_ = (l_1224_ + l_1226_);
                        uint _e3055 = l_mut_382_;
                        l_mut_441_ = _e3055;
                        uint _e3056 = l_mut_439_;
                        l_mut_440_ = _e3056;
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
                                uint _e3077 = l_mut_382_;
                                l_mut_394_ = _e3077;
                                uint _e3078 = l_mut_439_;
                                l_mut_388_ = _e3078;
                                bool l_1240_ = (l_1062_ >= 32u);
                                if (l_1240_) {
                                    uint l_1241_ = (l_1062_ & 31u);
                                    uint _e3083 = l_mut_439_;
                                    uint l_1242_ = (_e3083 >> l_1241_);
                                    l_mut_394_ = l_1242_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1243_ = (l_1062_ > 0u);
                                    if (l_1243_) {
                                        uint _e3088 = l_mut_382_;
                                        l_mut_275_ = _e3088;
                                        bool l_1244_ = (l_1062_ > 0u);
                                        if (l_1244_) {
                                            uint _e3091 = l_mut_382_;
                                            uint l_1245_ = (_e3091 >> l_1062_);
                                            uint l_1246_ = (32u - l_1062_);
                                            uint _e3095 = l_mut_439_;
                                            uint l_1247_ = (_e3095 << l_1246_);
                                            uint l_1248_ = (l_1245_ | l_1247_);
                                            l_mut_275_ = l_1248_;
                                        }
                                        uint _e3098 = l_mut_439_;
                                        uint l_1249_ = (_e3098 >> l_1062_);
                                        uint _e3100 = l_mut_275_;
                                        l_mut_394_ = _e3100;
                                        l_mut_388_ = l_1249_;
                                    }
                                }
                                uint _e3101 = l_mut_428_;
                                uint _e3102 = l_mut_394_;
                                uint l_1250_ = (_e3101 + _e3102);
                                uint _e3104 = l_mut_421_;
                                uint _e3105 = l_mut_388_;
                                uint l_1251_ = (_e3104 + _e3105);
                                uint _e3107 = l_mut_428_;
                                bool l_1252_ = (l_1250_ < _e3107);
                                uint l_1253_ = uint(l_1252_);
                                uint l_1254_ = (l_1251_ + l_1253_);
                                l_mut_441_ = l_1250_;
                                l_mut_440_ = l_1254_;
                            }
                        }
                        if (l_1105_) {
                            uint _e3112 = l_mut_441_;
                            uint l_1255_ = (0u - _e3112);
                            uint _e3115 = l_mut_440_;
                            uint l_1256_ = (0u - _e3115);
                            uint _e3118 = l_mut_441_;
                            bool l_1257_ = (0u < _e3118);
                            uint l_1258_ = uint(l_1257_);
                            uint l_1259_ = (l_1256_ - l_1258_);
                            l_mut_441_ = l_1255_;
                            l_mut_440_ = l_1259_;
                        }
                    }
                    uint _e3122 = l_mut_441_;
                    uint l_1260_ = (l_1013_ - _e3122);
                    uint _e3124 = l_mut_440_;
                    uint l_1261_ = (l_1017_ - _e3124);
                    uint _e3126 = l_mut_441_;
                    bool l_1262_ = (l_1013_ < _e3126);
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
                    uint _e3159 = l_mut_394_;
                    bool l_1285_ = (_e3159 < l_1279_);
                    uint _e3161 = l_mut_394_;
                    bool l_1286_ = (_e3161 == l_1279_);
                    uint _e3163 = l_mut_421_;
                    bool l_1287_ = (_e3163 < l_1275_);
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
                        bool _e3178 = l_mut_637_;
                        l_mut_650_ = _e3178;
                        l_mut_637_ = false;
                    }
                    bool _e3180 = l_mut_637_;
                    if (_e3180) {
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
                        uint _e3195 = l_mut_275_;
                        uint l_1301_ = (_e3195 * l_1300_);
                        uint _e3197 = l_mut_275_;
                        uint64_t l_2524_ = uint64_t(_e3197);
                        uint64_t l_2525_ = uint64_t(l_1300_);
                        uint64_t l_2526_ = (l_2524_ * l_2525_);
                        uint64_t l_2527_ = (l_2526_ >> uint(32uL));
                        uint l_1302_ = uint(l_2527_);
                        uint _e3207 = l_mut_269_;
                        uint l_1303_ = (_e3207 * l_1300_);
                        uint l_1304_ = (l_1302_ + l_1303_);
                        l_mut_219_ = 0u;
                        uint l_1305_ = (l_760_ - 1u);
                        uint _e3213 = l_mut_275_;
                        uint l_1306_ = (_e3213 * l_1305_);
                        uint _e3215 = l_mut_269_;
                        uint l_1307_ = (_e3215 * l_1305_);
                        uint _e3217 = l_mut_275_;
                        uint64_t l_2529_ = uint64_t(_e3217);
                        uint64_t l_2530_ = uint64_t(l_1305_);
                        uint64_t l_2531_ = (l_2529_ * l_2530_);
                        uint64_t l_2532_ = (l_2531_ >> uint(32uL));
                        uint l_1308_ = uint(l_2532_);
                        uint l_1309_ = (l_1308_ + l_1307_);
                        uint _e3228 = l_mut_269_;
                        uint64_t l_2534_ = uint64_t(_e3228);
                        uint64_t l_2535_ = uint64_t(l_1305_);
                        uint64_t l_2536_ = (l_2534_ * l_2535_);
                        uint64_t l_2537_ = (l_2536_ >> uint(32uL));
                        uint l_1310_ = uint(l_2537_);
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
                        uint _e3256 = l_mut_213_;
                        l_mut_145_ = _e3256;
                        uint _e3257 = l_mut_151_;
                        l_mut_213_ = _e3257;
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
                                uint _e3269 = l_mut_151_;
                                l_mut_145_ = _e3269;
                                l_mut_213_ = l_1332_;
                            }
                        }
                        uint _e3270 = l_mut_145_;
                        uint _e3271 = l_mut_213_;
                        uint l_1333_ = (_e3270 | _e3271);
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
                                    uint _e3306 = l_mut_269_;
                                    bool l_1351_ = (l_1339_ < _e3306);
                                    uint _e3308 = l_mut_269_;
                                    bool l_1352_ = (l_1339_ == _e3308);
                                    uint _e3310 = l_mut_275_;
                                    bool l_1353_ = (l_1335_ < _e3310);
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
                                        uint _e3323 = l_mut_269_;
                                        bool l_1357_ = (_e3323 < l_1339_);
                                        uint _e3325 = l_mut_269_;
                                        bool l_1358_ = (_e3325 == l_1339_);
                                        uint _e3327 = l_mut_275_;
                                        bool l_1359_ = (_e3327 < l_1335_);
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
                                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_4 = true;
                                            while(true) {
                                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                                if (!loop_init_4) {
                                                    uint _e3434 = l_mut_1367_;
                                                    l_mut_1367_ = (_e3434 + 1u);
                                                }
                                                loop_init_4 = false;
                                                uint _e3349 = l_mut_1367_;
                                                if ((_e3349 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3353 = l_mut_1367_;
                                                    uint l_1368_ = (19u - _e3353);
                                                    uint _e3355 = l_mut_90_;
                                                    l_mut_1369_ = _e3355;
                                                    uint _e3356 = l_mut_75_;
                                                    l_mut_1370_ = _e3356;
                                                    bool l_1371_ = (l_1368_ >= 32u);
                                                    if (l_1371_) {
                                                        uint l_1372_ = (l_1368_ & 31u);
                                                        uint _e3361 = l_mut_75_;
                                                        uint l_1373_ = (_e3361 >> l_1372_);
                                                        l_mut_1369_ = l_1373_;
                                                        l_mut_1370_ = 0u;
                                                    } else {
                                                        bool l_1374_ = (l_1368_ > 0u);
                                                        if (l_1374_) {
                                                            uint _e3366 = l_mut_90_;
                                                            l_mut_1375_ = _e3366;
                                                            bool l_1376_ = (l_1368_ > 0u);
                                                            if (l_1376_) {
                                                                uint _e3369 = l_mut_90_;
                                                                uint l_1377_ = (_e3369 >> l_1368_);
                                                                uint l_1378_ = (32u - l_1368_);
                                                                uint _e3373 = l_mut_75_;
                                                                uint l_1379_ = (_e3373 << l_1378_);
                                                                uint l_1380_ = (l_1377_ | l_1379_);
                                                                l_mut_1375_ = l_1380_;
                                                            }
                                                            uint _e3376 = l_mut_75_;
                                                            uint l_1381_ = (_e3376 >> l_1368_);
                                                            uint _e3378 = l_mut_1375_;
                                                            l_mut_1369_ = _e3378;
                                                            l_mut_1370_ = l_1381_;
                                                        }
                                                    }
                                                    uint _e3379 = l_mut_1370_;
                                                    uint _e3380 = l_mut_269_;
                                                    bool l_1382_ = (_e3379 < _e3380);
                                                    uint _e3382 = l_mut_1370_;
                                                    uint _e3383 = l_mut_269_;
                                                    bool l_1383_ = (_e3382 == _e3383);
                                                    uint _e3385 = l_mut_1369_;
                                                    uint _e3386 = l_mut_275_;
                                                    bool l_1384_ = (_e3385 < _e3386);
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
                                                        uint _e3398 = l_mut_275_;
                                                        l_mut_1375_ = _e3398;
                                                        uint _e3399 = l_mut_269_;
                                                        l_mut_1370_ = _e3399;
                                                        bool l_1388_ = (l_1368_ >= 32u);
                                                        if (l_1388_) {
                                                            uint l_1389_ = (l_1368_ & 31u);
                                                            uint _e3404 = l_mut_275_;
                                                            uint l_1390_ = (_e3404 << l_1389_);
                                                            l_mut_1375_ = 0u;
                                                            l_mut_1370_ = l_1390_;
                                                        } else {
                                                            bool l_1391_ = (l_1368_ > 0u);
                                                            if (l_1391_) {
                                                                uint _e3409 = l_mut_275_;
                                                                uint l_1392_ = (_e3409 << l_1368_);
                                                                uint _e3411 = l_mut_269_;
                                                                uint l_1393_ = (_e3411 << l_1368_);
                                                                uint l_1394_ = (32u - l_1368_);
                                                                uint _e3415 = l_mut_275_;
                                                                uint l_1395_ = (_e3415 >> l_1394_);
                                                                uint l_1396_ = (l_1393_ | l_1395_);
                                                                l_mut_1375_ = l_1392_;
                                                                l_mut_1370_ = l_1396_;
                                                            }
                                                        }
                                                        uint _e3418 = l_mut_90_;
                                                        uint _e3419 = l_mut_1375_;
                                                        uint l_1397_ = (_e3418 - _e3419);
                                                        uint _e3421 = l_mut_75_;
                                                        uint _e3422 = l_mut_1370_;
                                                        uint l_1398_ = (_e3421 - _e3422);
                                                        uint _e3424 = l_mut_90_;
                                                        uint _e3425 = l_mut_1375_;
                                                        bool l_1399_ = (_e3424 < _e3425);
                                                        uint l_1400_ = uint(l_1399_);
                                                        uint l_1401_ = (l_1398_ - l_1400_);
                                                        l_mut_90_ = l_1397_;
                                                        l_mut_75_ = l_1401_;
                                                        uint l_1402_ = (1u << l_1368_);
                                                        uint _e3431 = l_mut_40_;
                                                        l_mut_40_ = (_e3431 | l_1402_);
                                                    }
                                                }
                                            }
                                            uint _e3436 = l_mut_40_;
                                            uint l_1403_ = min(_e3436, l_1350_);
                                            l_mut_1375_ = l_1403_;
                                            uint _e3438 = l_mut_75_;
                                            uint _e3439 = l_mut_269_;
                                            bool l_1404_ = (_e3438 < _e3439);
                                            uint _e3441 = l_mut_75_;
                                            uint _e3442 = l_mut_269_;
                                            bool l_1405_ = (_e3441 == _e3442);
                                            uint _e3444 = l_mut_90_;
                                            uint _e3445 = l_mut_275_;
                                            bool l_1406_ = (_e3444 < _e3445);
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
                                            uint _e3457 = l_mut_1375_;
                                            l_mut_96_ = _e3457;
                                        }
                                        uint _e3458 = l_mut_275_;
                                        uint _e3459 = l_mut_96_;
                                        uint l_1410_ = (_e3458 * _e3459);
                                        uint _e3461 = l_mut_275_;
                                        uint64_t l_2539_ = uint64_t(_e3461);
                                        uint _e3463 = l_mut_96_;
                                        uint64_t l_2540_ = uint64_t(_e3463);
                                        uint64_t l_2541_ = (l_2539_ * l_2540_);
                                        uint64_t l_2542_ = (l_2541_ >> uint(32uL));
                                        uint l_1411_ = uint(l_2542_);
                                        uint _e3472 = l_mut_269_;
                                        uint _e3473 = l_mut_96_;
                                        uint l_1412_ = (_e3472 * _e3473);
                                        uint l_1413_ = (l_1411_ + l_1412_);
                                        uint l_1414_ = (l_1335_ - l_1410_);
                                        uint l_1415_ = (l_1339_ - l_1413_);
                                        bool l_1416_ = (l_1335_ < l_1410_);
                                        uint l_1417_ = uint(l_1416_);
                                        uint l_1418_ = (l_1415_ - l_1417_);
                                        l_mut_145_ = l_1414_;
                                        l_mut_102_ = l_1418_;
                                        uint _e3481 = l_mut_102_;
                                        uint _e3482 = l_mut_269_;
                                        bool l_1419_ = (_e3481 < _e3482);
                                        uint _e3484 = l_mut_102_;
                                        uint _e3485 = l_mut_269_;
                                        bool l_1420_ = (_e3484 == _e3485);
                                        uint _e3487 = l_mut_145_;
                                        uint _e3488 = l_mut_275_;
                                        bool l_1421_ = (_e3487 < _e3488);
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
                                            uint _e3500 = l_mut_145_;
                                            uint _e3501 = l_mut_275_;
                                            uint l_1425_ = (_e3500 - _e3501);
                                            uint _e3503 = l_mut_102_;
                                            uint _e3504 = l_mut_269_;
                                            uint l_1426_ = (_e3503 - _e3504);
                                            uint _e3506 = l_mut_145_;
                                            uint _e3507 = l_mut_275_;
                                            bool l_1427_ = (_e3506 < _e3507);
                                            uint l_1428_ = uint(l_1427_);
                                            uint l_1429_ = (l_1426_ - l_1428_);
                                            l_mut_145_ = l_1425_;
                                            l_mut_102_ = l_1429_;
                                        }
                                    }
                                    uint _e3511 = l_mut_275_;
                                    uint _e3512 = l_mut_145_;
                                    uint l_1430_ = (_e3511 - _e3512);
                                    uint _e3514 = l_mut_269_;
                                    uint _e3515 = l_mut_102_;
                                    uint l_1431_ = (_e3514 - _e3515);
                                    uint _e3517 = l_mut_275_;
                                    uint _e3518 = l_mut_145_;
                                    bool l_1432_ = (_e3517 < _e3518);
                                    uint l_1433_ = uint(l_1432_);
                                    uint l_1434_ = (l_1431_ - l_1433_);
                                    l_mut_1375_ = l_1430_;
                                    l_mut_1370_ = l_1434_;
                                    uint _e3522 = l_mut_269_;
                                    bool l_1435_ = (l_1434_ < _e3522);
                                    uint _e3524 = l_mut_269_;
                                    bool l_1436_ = (l_1434_ == _e3524);
                                    uint _e3526 = l_mut_275_;
                                    bool l_1437_ = (l_1430_ < _e3526);
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
                                        uint _e3538 = l_mut_275_;
                                        uint l_1441_ = (l_1430_ - _e3538);
                                        uint _e3540 = l_mut_269_;
                                        uint l_1442_ = (l_1434_ - _e3540);
                                        uint _e3542 = l_mut_275_;
                                        bool l_1443_ = (l_1430_ < _e3542);
                                        uint l_1444_ = uint(l_1443_);
                                        uint l_1445_ = (l_1442_ - l_1444_);
                                        l_mut_1375_ = l_1441_;
                                        l_mut_1370_ = l_1445_;
                                    }
                                    uint _e3546 = l_mut_1370_;
                                    uint _e3547 = l_mut_151_;
                                    bool l_1446_ = (_e3546 < _e3547);
                                    uint _e3549 = l_mut_1370_;
                                    uint _e3550 = l_mut_151_;
                                    bool l_1447_ = (_e3549 == _e3550);
                                    uint _e3552 = l_mut_1375_;
                                    uint _e3553 = l_mut_213_;
                                    bool l_1448_ = (_e3552 < _e3553);
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
                                        uint _e3564 = l_mut_1375_;
                                        l_mut_213_ = _e3564;
                                        uint _e3565 = l_mut_1370_;
                                        l_mut_151_ = _e3565;
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
                                    uint _e3585 = l_mut_269_;
                                    bool l_1462_ = (l_1269_ < _e3585);
                                    uint _e3587 = l_mut_269_;
                                    bool l_1463_ = (l_1269_ == _e3587);
                                    uint _e3589 = l_mut_275_;
                                    bool l_1464_ = (l_1265_ < _e3589);
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
                                        uint _e3602 = l_mut_269_;
                                        bool l_1468_ = (_e3602 < l_1269_);
                                        uint _e3604 = l_mut_269_;
                                        bool l_1469_ = (_e3604 == l_1269_);
                                        uint _e3606 = l_mut_275_;
                                        bool l_1470_ = (_e3606 < l_1265_);
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
                                            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                                if (!loop_init_5) {
                                                    uint _e3713 = l_mut_1478_;
                                                    l_mut_1478_ = (_e3713 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e3628 = l_mut_1478_;
                                                if ((_e3628 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3632 = l_mut_1478_;
                                                    uint l_1479_ = (19u - _e3632);
                                                    uint _e3634 = l_mut_145_;
                                                    l_mut_90_ = _e3634;
                                                    uint _e3635 = l_mut_102_;
                                                    l_mut_75_ = _e3635;
                                                    bool l_1480_ = (l_1479_ >= 32u);
                                                    if (l_1480_) {
                                                        uint l_1481_ = (l_1479_ & 31u);
                                                        uint _e3640 = l_mut_102_;
                                                        uint l_1482_ = (_e3640 >> l_1481_);
                                                        l_mut_90_ = l_1482_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1483_ = (l_1479_ > 0u);
                                                        if (l_1483_) {
                                                            uint _e3645 = l_mut_145_;
                                                            l_mut_40_ = _e3645;
                                                            bool l_1484_ = (l_1479_ > 0u);
                                                            if (l_1484_) {
                                                                uint _e3648 = l_mut_145_;
                                                                uint l_1485_ = (_e3648 >> l_1479_);
                                                                uint l_1486_ = (32u - l_1479_);
                                                                uint _e3652 = l_mut_102_;
                                                                uint l_1487_ = (_e3652 << l_1486_);
                                                                uint l_1488_ = (l_1485_ | l_1487_);
                                                                l_mut_40_ = l_1488_;
                                                            }
                                                            uint _e3655 = l_mut_102_;
                                                            uint l_1489_ = (_e3655 >> l_1479_);
                                                            uint _e3657 = l_mut_40_;
                                                            l_mut_90_ = _e3657;
                                                            l_mut_75_ = l_1489_;
                                                        }
                                                    }
                                                    uint _e3658 = l_mut_75_;
                                                    uint _e3659 = l_mut_269_;
                                                    bool l_1490_ = (_e3658 < _e3659);
                                                    uint _e3661 = l_mut_75_;
                                                    uint _e3662 = l_mut_269_;
                                                    bool l_1491_ = (_e3661 == _e3662);
                                                    uint _e3664 = l_mut_90_;
                                                    uint _e3665 = l_mut_275_;
                                                    bool l_1492_ = (_e3664 < _e3665);
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
                                                        uint _e3677 = l_mut_275_;
                                                        l_mut_90_ = _e3677;
                                                        uint _e3678 = l_mut_269_;
                                                        l_mut_75_ = _e3678;
                                                        bool l_1496_ = (l_1479_ >= 32u);
                                                        if (l_1496_) {
                                                            uint l_1497_ = (l_1479_ & 31u);
                                                            uint _e3683 = l_mut_275_;
                                                            uint l_1498_ = (_e3683 << l_1497_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1498_;
                                                        } else {
                                                            bool l_1499_ = (l_1479_ > 0u);
                                                            if (l_1499_) {
                                                                uint _e3688 = l_mut_275_;
                                                                uint l_1500_ = (_e3688 << l_1479_);
                                                                uint _e3690 = l_mut_269_;
                                                                uint l_1501_ = (_e3690 << l_1479_);
                                                                uint l_1502_ = (32u - l_1479_);
                                                                uint _e3694 = l_mut_275_;
                                                                uint l_1503_ = (_e3694 >> l_1502_);
                                                                uint l_1504_ = (l_1501_ | l_1503_);
                                                                l_mut_90_ = l_1500_;
                                                                l_mut_75_ = l_1504_;
                                                            }
                                                        }
                                                        uint _e3697 = l_mut_145_;
                                                        uint _e3698 = l_mut_90_;
                                                        uint l_1505_ = (_e3697 - _e3698);
                                                        uint _e3700 = l_mut_102_;
                                                        uint _e3701 = l_mut_75_;
                                                        uint l_1506_ = (_e3700 - _e3701);
                                                        uint _e3703 = l_mut_145_;
                                                        uint _e3704 = l_mut_90_;
                                                        bool l_1507_ = (_e3703 < _e3704);
                                                        uint l_1508_ = uint(l_1507_);
                                                        uint l_1509_ = (l_1506_ - l_1508_);
                                                        l_mut_145_ = l_1505_;
                                                        l_mut_102_ = l_1509_;
                                                        uint l_1510_ = (1u << l_1479_);
                                                        uint _e3710 = l_mut_96_;
                                                        l_mut_96_ = (_e3710 | l_1510_);
                                                    }
                                                }
                                            }
                                            uint _e3715 = l_mut_96_;
                                            uint l_1511_ = min(_e3715, l_1461_);
                                            l_mut_96_ = l_1511_;
                                            uint _e3717 = l_mut_102_;
                                            uint _e3718 = l_mut_269_;
                                            bool l_1512_ = (_e3717 < _e3718);
                                            uint _e3720 = l_mut_102_;
                                            uint _e3721 = l_mut_269_;
                                            bool l_1513_ = (_e3720 == _e3721);
                                            uint _e3723 = l_mut_145_;
                                            uint _e3724 = l_mut_275_;
                                            bool l_1514_ = (_e3723 < _e3724);
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
                                            uint _e3736 = l_mut_96_;
                                            l_mut_1369_ = _e3736;
                                        }
                                        uint _e3737 = l_mut_275_;
                                        uint _e3738 = l_mut_1369_;
                                        uint l_1518_ = (_e3737 * _e3738);
                                        uint _e3740 = l_mut_275_;
                                        uint64_t l_2544_ = uint64_t(_e3740);
                                        uint _e3742 = l_mut_1369_;
                                        uint64_t l_2545_ = uint64_t(_e3742);
                                        uint64_t l_2546_ = (l_2544_ * l_2545_);
                                        uint64_t l_2547_ = (l_2546_ >> uint(32uL));
                                        uint l_1519_ = uint(l_2547_);
                                        uint _e3751 = l_mut_269_;
                                        uint _e3752 = l_mut_1369_;
                                        uint l_1520_ = (_e3751 * _e3752);
                                        uint l_1521_ = (l_1519_ + l_1520_);
                                        uint l_1522_ = (l_1265_ - l_1518_);
                                        uint l_1523_ = (l_1269_ - l_1521_);
                                        bool l_1524_ = (l_1265_ < l_1518_);
                                        uint l_1525_ = uint(l_1524_);
                                        uint l_1526_ = (l_1523_ - l_1525_);
                                        l_mut_1375_ = l_1522_;
                                        l_mut_1370_ = l_1526_;
                                        uint _e3760 = l_mut_1370_;
                                        uint _e3761 = l_mut_269_;
                                        bool l_1527_ = (_e3760 < _e3761);
                                        uint _e3763 = l_mut_1370_;
                                        uint _e3764 = l_mut_269_;
                                        bool l_1528_ = (_e3763 == _e3764);
                                        uint _e3766 = l_mut_1375_;
                                        uint _e3767 = l_mut_275_;
                                        bool l_1529_ = (_e3766 < _e3767);
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
                                            uint _e3779 = l_mut_1375_;
                                            uint _e3780 = l_mut_275_;
                                            uint l_1533_ = (_e3779 - _e3780);
                                            uint _e3782 = l_mut_1370_;
                                            uint _e3783 = l_mut_269_;
                                            uint l_1534_ = (_e3782 - _e3783);
                                            uint _e3785 = l_mut_1375_;
                                            uint _e3786 = l_mut_275_;
                                            bool l_1535_ = (_e3785 < _e3786);
                                            uint l_1536_ = uint(l_1535_);
                                            uint l_1537_ = (l_1534_ - l_1536_);
                                            l_mut_1375_ = l_1533_;
                                            l_mut_1370_ = l_1537_;
                                        }
                                    }
                                    uint _e3790 = l_mut_1370_;
                                    uint _e3791 = l_mut_151_;
                                    bool l_1538_ = (_e3790 < _e3791);
                                    uint _e3793 = l_mut_1370_;
                                    uint _e3794 = l_mut_151_;
                                    bool l_1539_ = (_e3793 == _e3794);
                                    uint _e3796 = l_mut_1375_;
                                    uint _e3797 = l_mut_213_;
                                    bool l_1540_ = (_e3796 < _e3797);
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
                                        uint _e3808 = l_mut_1375_;
                                        l_mut_213_ = _e3808;
                                        uint _e3809 = l_mut_1370_;
                                        l_mut_151_ = _e3809;
                                    }
                                }
                            }
                            uint _e3810 = l_mut_151_;
                            bool l_1543_ = (_e3810 < l_1279_);
                            uint _e3812 = l_mut_151_;
                            bool l_1544_ = (_e3812 == l_1279_);
                            uint _e3814 = l_mut_213_;
                            bool l_1545_ = (_e3814 < l_1275_);
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
                        uint _e3829 = l_mut_219_;
                        bool l_1551_ = (_e3829 > 0u);
                        if (l_1551_) {
                            uint _e3832 = l_mut_219_;
                            bool l_1552_ = (_e3832 == 1u);
                            l_mut_650_ = l_1552_;
                            l_mut_637_ = false;
                        }
                    }
                    l_mut_628_ = false;
                    uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                        loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                        bool _e3837 = l_mut_637_;
                        bool l_1553_ = !(_e3837);
                        if (l_1553_) {
                            break;
                        }
                        uint _e3839 = l_mut_441_;
                        l_mut_1375_ = _e3839;
                        uint _e3840 = l_mut_440_;
                        l_mut_1370_ = _e3840;
                        bool _e3841 = l_mut_628_;
                        if (_e3841) {
                            uint _e3842 = l_mut_439_;
                            l_mut_1375_ = _e3842;
                            uint _e3843 = l_mut_428_;
                            l_mut_1370_ = _e3843;
                        }
                        uint _e3844 = l_mut_394_;
                        uint _e3845 = l_mut_1370_;
                        bool l_1554_ = (_e3844 < _e3845);
                        uint _e3847 = l_mut_394_;
                        uint _e3848 = l_mut_1370_;
                        bool l_1555_ = (_e3847 == _e3848);
                        uint _e3850 = l_mut_421_;
                        uint _e3851 = l_mut_1375_;
                        bool l_1556_ = (_e3850 < _e3851);
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
                        bool _e3863 = l_mut_628_;
                        bool l_1560_ = (l_1559_ != _e3863);
                        if (l_1560_) {
                            uint _e3865 = l_mut_441_;
                            l_mut_1375_ = _e3865;
                            uint _e3866 = l_mut_440_;
                            l_mut_1370_ = _e3866;
                            uint _e3867 = l_mut_439_;
                            l_mut_441_ = _e3867;
                            uint _e3868 = l_mut_428_;
                            l_mut_440_ = _e3868;
                            uint _e3869 = l_mut_1375_;
                            l_mut_439_ = _e3869;
                            uint _e3870 = l_mut_1370_;
                            l_mut_428_ = _e3870;
                            uint _e3871 = l_mut_388_;
                            l_mut_1375_ = _e3871;
                            uint _e3872 = l_mut_382_;
                            l_mut_388_ = _e3872;
                            uint _e3873 = l_mut_1375_;
                            l_mut_382_ = _e3873;
                            l_mut_628_ = l_1559_;
                        }
                        l_mut_357_ = true;
                        bool _e3875 = l_mut_628_;
                        if (_e3875) {
                            uint _e3876 = l_mut_421_;
                            uint _e3877 = l_mut_439_;
                            uint l_1561_ = (_e3876 - _e3877);
                            uint _e3879 = l_mut_394_;
                            uint _e3880 = l_mut_428_;
                            uint l_1562_ = (_e3879 - _e3880);
                            uint _e3882 = l_mut_421_;
                            uint _e3883 = l_mut_439_;
                            bool l_1563_ = (_e3882 < _e3883);
                            uint l_1564_ = uint(l_1563_);
                            uint l_1565_ = (l_1562_ - l_1564_);
                            l_mut_421_ = l_1561_;
                            l_mut_394_ = l_1565_;
                            uint _e3887 = l_mut_394_;
                            bool l_1566_ = (_e3887 < l_1279_);
                            uint _e3889 = l_mut_394_;
                            bool l_1567_ = (_e3889 == l_1279_);
                            uint _e3891 = l_mut_421_;
                            bool l_1568_ = (_e3891 < l_1275_);
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
                        bool _e3904 = l_mut_357_;
                        if (_e3904) {
                            uint _e3905 = l_mut_388_;
                            uint l_1571_ = (l_760_ - _e3905);
                            uint _e3907 = l_mut_382_;
                            uint l_1572_ = naga_div(l_1571_, _e3907);
                            l_mut_1375_ = 0u;
                            l_mut_350_ = false;
                            uint _e3911 = l_mut_439_;
                            l_mut_1370_ = _e3911;
                            uint _e3912 = l_mut_428_;
                            l_mut_1369_ = _e3912;
                            if (false) {
                                uint _e3915 = l_mut_428_;
                                uint l_1575_ = (_e3915 >> 3u);
                                l_mut_1370_ = l_1575_;
                                l_mut_1369_ = 0u;
                            } else {
                                if (true) {
                                    uint _e3919 = l_mut_439_;
                                    l_mut_275_ = _e3919;
                                    if (true) {
                                        uint _e3921 = l_mut_439_;
                                        uint l_1578_ = (_e3921 >> 3u);
                                        uint _e3924 = l_mut_428_;
                                        uint l_1579_ = (_e3924 << 29u);
                                        uint l_1580_ = (l_1578_ | l_1579_);
                                        l_mut_275_ = l_1580_;
                                    }
                                    uint _e3928 = l_mut_428_;
                                    uint l_1581_ = (_e3928 >> 3u);
                                    uint _e3931 = l_mut_275_;
                                    l_mut_1370_ = _e3931;
                                    l_mut_1369_ = l_1581_;
                                }
                            }
                            uint _e3932 = l_mut_1369_;
                            uint _e3933 = l_mut_440_;
                            bool l_1582_ = (_e3932 < _e3933);
                            uint _e3935 = l_mut_1369_;
                            uint _e3936 = l_mut_440_;
                            bool l_1583_ = (_e3935 == _e3936);
                            uint _e3938 = l_mut_1370_;
                            uint _e3939 = l_mut_441_;
                            bool l_1584_ = (_e3938 < _e3939);
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
                            uint _e3951 = l_mut_441_;
                            uint _e3952 = l_mut_440_;
                            uint l_1588_ = (_e3951 | _e3952);
                            bool l_1589_ = (l_1588_ == 0u);
                            if (l_1589_) {
                                l_mut_1375_ = l_1572_;
                            } else {
                                bool _e3956 = l_mut_350_;
                                if (_e3956) {
                                    uint _e3957 = l_mut_440_;
                                    uint _e3958 = l_mut_428_;
                                    bool l_1590_ = (_e3957 < _e3958);
                                    uint _e3960 = l_mut_440_;
                                    uint _e3961 = l_mut_428_;
                                    bool l_1591_ = (_e3960 == _e3961);
                                    uint _e3963 = l_mut_441_;
                                    uint _e3964 = l_mut_439_;
                                    bool l_1592_ = (_e3963 < _e3964);
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
                                        uint _e3975 = l_mut_439_;
                                        uint l_1595_ = (_e3975 - 1u);
                                        uint _e3978 = l_mut_428_;
                                        uint l_1596_ = (_e3978 - 0u);
                                        uint _e3981 = l_mut_439_;
                                        bool l_1597_ = (_e3981 < 1u);
                                        uint l_1598_ = uint(l_1597_);
                                        uint l_1599_ = (l_1596_ - l_1598_);
                                        l_mut_1370_ = l_1595_;
                                        l_mut_1369_ = l_1599_;
                                        l_mut_275_ = 0u;
                                        l_mut_1600_ = 0u;
                                        uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_6 = true;
                                        while(true) {
                                            if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                            loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                            if (!loop_init_6) {
                                                uint _e4074 = l_mut_1600_;
                                                l_mut_1600_ = (_e4074 + 1u);
                                            }
                                            loop_init_6 = false;
                                            uint _e3989 = l_mut_1600_;
                                            if ((_e3989 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e3993 = l_mut_1600_;
                                                uint l_1601_ = (19u - _e3993);
                                                uint _e3995 = l_mut_1370_;
                                                l_mut_269_ = _e3995;
                                                uint _e3996 = l_mut_1369_;
                                                l_mut_219_ = _e3996;
                                                bool l_1602_ = (l_1601_ >= 32u);
                                                if (l_1602_) {
                                                    uint l_1603_ = (l_1601_ & 31u);
                                                    uint _e4001 = l_mut_1369_;
                                                    uint l_1604_ = (_e4001 >> l_1603_);
                                                    l_mut_269_ = l_1604_;
                                                    l_mut_219_ = 0u;
                                                } else {
                                                    bool l_1605_ = (l_1601_ > 0u);
                                                    if (l_1605_) {
                                                        uint _e4006 = l_mut_1370_;
                                                        l_mut_213_ = _e4006;
                                                        bool l_1606_ = (l_1601_ > 0u);
                                                        if (l_1606_) {
                                                            uint _e4009 = l_mut_1370_;
                                                            uint l_1607_ = (_e4009 >> l_1601_);
                                                            uint l_1608_ = (32u - l_1601_);
                                                            uint _e4013 = l_mut_1369_;
                                                            uint l_1609_ = (_e4013 << l_1608_);
                                                            uint l_1610_ = (l_1607_ | l_1609_);
                                                            l_mut_213_ = l_1610_;
                                                        }
                                                        uint _e4016 = l_mut_1369_;
                                                        uint l_1611_ = (_e4016 >> l_1601_);
                                                        uint _e4018 = l_mut_213_;
                                                        l_mut_269_ = _e4018;
                                                        l_mut_219_ = l_1611_;
                                                    }
                                                }
                                                uint _e4019 = l_mut_219_;
                                                uint _e4020 = l_mut_440_;
                                                bool l_1612_ = (_e4019 < _e4020);
                                                uint _e4022 = l_mut_219_;
                                                uint _e4023 = l_mut_440_;
                                                bool l_1613_ = (_e4022 == _e4023);
                                                uint _e4025 = l_mut_269_;
                                                uint _e4026 = l_mut_441_;
                                                bool l_1614_ = (_e4025 < _e4026);
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
                                                    uint _e4038 = l_mut_441_;
                                                    l_mut_269_ = _e4038;
                                                    uint _e4039 = l_mut_440_;
                                                    l_mut_219_ = _e4039;
                                                    bool l_1618_ = (l_1601_ >= 32u);
                                                    if (l_1618_) {
                                                        uint l_1619_ = (l_1601_ & 31u);
                                                        uint _e4044 = l_mut_441_;
                                                        uint l_1620_ = (_e4044 << l_1619_);
                                                        l_mut_269_ = 0u;
                                                        l_mut_219_ = l_1620_;
                                                    } else {
                                                        bool l_1621_ = (l_1601_ > 0u);
                                                        if (l_1621_) {
                                                            uint _e4049 = l_mut_441_;
                                                            uint l_1622_ = (_e4049 << l_1601_);
                                                            uint _e4051 = l_mut_440_;
                                                            uint l_1623_ = (_e4051 << l_1601_);
                                                            uint l_1624_ = (32u - l_1601_);
                                                            uint _e4055 = l_mut_441_;
                                                            uint l_1625_ = (_e4055 >> l_1624_);
                                                            uint l_1626_ = (l_1623_ | l_1625_);
                                                            l_mut_269_ = l_1622_;
                                                            l_mut_219_ = l_1626_;
                                                        }
                                                    }
                                                    uint _e4058 = l_mut_1370_;
                                                    uint _e4059 = l_mut_269_;
                                                    uint l_1627_ = (_e4058 - _e4059);
                                                    uint _e4061 = l_mut_1369_;
                                                    uint _e4062 = l_mut_219_;
                                                    uint l_1628_ = (_e4061 - _e4062);
                                                    uint _e4064 = l_mut_1370_;
                                                    uint _e4065 = l_mut_269_;
                                                    bool l_1629_ = (_e4064 < _e4065);
                                                    uint l_1630_ = uint(l_1629_);
                                                    uint l_1631_ = (l_1628_ - l_1630_);
                                                    l_mut_1370_ = l_1627_;
                                                    l_mut_1369_ = l_1631_;
                                                    uint l_1632_ = (1u << l_1601_);
                                                    uint _e4071 = l_mut_275_;
                                                    l_mut_275_ = (_e4071 | l_1632_);
                                                }
                                            }
                                        }
                                        uint _e4076 = l_mut_275_;
                                        uint l_1633_ = min(_e4076, l_1572_);
                                        l_mut_275_ = l_1633_;
                                        uint _e4078 = l_mut_1369_;
                                        uint _e4079 = l_mut_440_;
                                        bool l_1634_ = (_e4078 < _e4079);
                                        uint _e4081 = l_mut_1369_;
                                        uint _e4082 = l_mut_440_;
                                        bool l_1635_ = (_e4081 == _e4082);
                                        uint _e4084 = l_mut_1370_;
                                        uint _e4085 = l_mut_441_;
                                        bool l_1636_ = (_e4084 < _e4085);
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
                                        uint _e4097 = l_mut_275_;
                                        l_mut_1375_ = _e4097;
                                    }
                                } else {
                                    uint _e4098 = l_mut_439_;
                                    l_mut_1370_ = _e4098;
                                    uint _e4099 = l_mut_428_;
                                    l_mut_1369_ = _e4099;
                                    uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                        loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                        uint _e4100 = l_mut_440_;
                                        uint _e4101 = l_mut_1369_;
                                        bool l_1640_ = (_e4100 < _e4101);
                                        uint _e4103 = l_mut_440_;
                                        uint _e4104 = l_mut_1369_;
                                        bool l_1641_ = (_e4103 == _e4104);
                                        uint _e4106 = l_mut_441_;
                                        uint _e4107 = l_mut_1370_;
                                        bool l_1642_ = (_e4106 < _e4107);
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
                                        uint _e4118 = l_mut_1375_;
                                        uint _e4119 = l_mut_382_;
                                        uint l_1645_ = (_e4118 * _e4119);
                                        uint _e4121 = l_mut_388_;
                                        uint l_1646_ = (_e4121 + l_1645_);
                                        uint _e4123 = l_mut_382_;
                                        uint l_1647_ = (l_1646_ + _e4123);
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
                                        uint _e4131 = l_mut_1370_;
                                        uint _e4132 = l_mut_441_;
                                        uint l_1651_ = (_e4131 - _e4132);
                                        uint _e4134 = l_mut_1369_;
                                        uint _e4135 = l_mut_440_;
                                        uint l_1652_ = (_e4134 - _e4135);
                                        uint _e4137 = l_mut_1370_;
                                        uint _e4138 = l_mut_441_;
                                        bool l_1653_ = (_e4137 < _e4138);
                                        uint l_1654_ = uint(l_1653_);
                                        uint l_1655_ = (l_1652_ - l_1654_);
                                        l_mut_1370_ = l_1651_;
                                        l_mut_1369_ = l_1655_;
                                        uint _e4142 = l_mut_1375_;
                                        l_mut_1375_ = (_e4142 + 1u);
                                    }
                                }
                            }
                            uint _e4145 = l_mut_1375_;
                            uint _e4146 = l_mut_382_;
                            uint l_1656_ = (_e4145 * _e4146);
                            uint _e4148 = l_mut_388_;
                            uint l_1657_ = (_e4148 + l_1656_);
                            uint _e4150 = l_mut_382_;
                            uint l_1658_ = (l_1657_ + _e4150);
                            bool l_1659_ = (l_1658_ >= l_760_);
                            if (l_1659_) {
                                l_mut_650_ = true;
                                l_mut_637_ = false;
                            } else {
                                uint _e4155 = l_mut_441_;
                                uint _e4156 = l_mut_1375_;
                                uint l_1660_ = (_e4155 * _e4156);
                                uint _e4158 = l_mut_441_;
                                uint64_t l_2549_ = uint64_t(_e4158);
                                uint _e4160 = l_mut_1375_;
                                uint64_t l_2550_ = uint64_t(_e4160);
                                uint64_t l_2551_ = (l_2549_ * l_2550_);
                                uint64_t l_2552_ = (l_2551_ >> uint(32uL));
                                uint l_1661_ = uint(l_2552_);
                                uint _e4169 = l_mut_440_;
                                uint _e4170 = l_mut_1375_;
                                uint l_1662_ = (_e4169 * _e4170);
                                uint l_1663_ = (l_1661_ + l_1662_);
                                uint _e4173 = l_mut_439_;
                                uint l_1664_ = (_e4173 - l_1660_);
                                uint _e4175 = l_mut_428_;
                                uint l_1665_ = (_e4175 - l_1663_);
                                uint _e4177 = l_mut_439_;
                                bool l_1666_ = (_e4177 < l_1660_);
                                uint l_1667_ = uint(l_1666_);
                                uint l_1668_ = (l_1665_ - l_1667_);
                                l_mut_439_ = l_1664_;
                                l_mut_428_ = l_1668_;
                                uint _e4181 = l_mut_1375_;
                                uint _e4182 = l_mut_382_;
                                uint l_1669_ = (_e4181 * _e4182);
                                uint _e4184 = l_mut_388_;
                                l_mut_388_ = (_e4184 + l_1669_);
                                uint _e4186 = l_mut_441_;
                                uint _e4187 = l_mut_439_;
                                uint l_1670_ = (_e4186 - _e4187);
                                uint _e4189 = l_mut_440_;
                                uint _e4190 = l_mut_428_;
                                uint l_1671_ = (_e4189 - _e4190);
                                uint _e4192 = l_mut_441_;
                                uint _e4193 = l_mut_439_;
                                bool l_1672_ = (_e4192 < _e4193);
                                uint l_1673_ = uint(l_1672_);
                                uint l_1674_ = (l_1671_ - l_1673_);
                                l_mut_441_ = l_1670_;
                                l_mut_440_ = l_1674_;
                                uint _e4197 = l_mut_382_;
                                uint _e4198 = l_mut_388_;
                                l_mut_382_ = (_e4197 + _e4198);
                            }
                        }
                    }
                    bool _e4200 = l_mut_650_;
                    bool l_1675_ = !(_e4200);
                    if (l_759_) {
                        local_104 = l_1675_;
                    } else {
                        local_104 = false;
                    }
                    bool l_1676_ = local_104;
                    if (l_1676_) {
                        uint _e4207 = l_mut_757_;
                        uint l_1677_ = (1u << _e4207);
                        uint _e4209 = l_mut_450_;
                        l_mut_450_ = (_e4209 | l_1677_);
                        uint _e4211 = l_mut_445_;
                        l_mut_445_ = (_e4211 + 1u);
                        uint l_1678_ = (l_758_ + l_756_);
                        uint l_1679_ = min(l_1678_, l_56_);
                        l_mut_1375_ = 0u;
                        l_mut_1680_ = l_758_;
                        uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                        bool loop_init_7 = true;
                        while(true) {
                            if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                            loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                            if (!loop_init_7) {
                                uint _e4733 = l_mut_1680_;
                                l_mut_1680_ = (_e4733 + 1u);
                            }
                            loop_init_7 = false;
                            uint _e4218 = l_mut_1680_;
                            if ((_e4218 < l_1679_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e4220 = l_mut_1680_;
                                uint l_1681_ = (l_59_ * _e4220);
                                uint64_t l_2554_ = uint64_t(l_59_);
                                uint _e4223 = l_mut_1680_;
                                uint64_t l_2555_ = uint64_t(_e4223);
                                uint64_t l_2556_ = (l_2554_ * l_2555_);
                                uint64_t l_2557_ = (l_2556_ >> uint(32uL));
                                uint l_1682_ = uint(l_2557_);
                                uint _e4232 = l_mut_1680_;
                                uint l_1683_ = (l_62_ * _e4232);
                                uint l_1684_ = (l_1682_ + l_1683_);
                                uint l_1685_ = (l_64_ + l_1681_);
                                uint l_1686_ = (l_67_ + l_1684_);
                                bool l_1687_ = (l_1685_ < l_64_);
                                uint l_1688_ = uint(l_1687_);
                                uint l_1689_ = (l_1686_ + l_1688_);
                                l_mut_1370_ = 0u;
                                l_mut_1369_ = 0u;
                                uint _e4242 = l_mut_1680_;
                                bool l_1690_ = (_e4242 < 65536u);
                                if (l_1690_) {
                                    uint _e4245 = l_mut_1680_;
                                    uint _e4246 = l_mut_1680_;
                                    uint l_1691_ = (_e4245 * _e4246);
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
                                    uint _e4260 = l_mut_441_;
                                    uint l_1699_ = (_e4260 * l_1691_);
                                    uint _e4262 = l_mut_440_;
                                    uint l_1700_ = (_e4262 * l_1691_);
                                    uint _e4264 = l_mut_441_;
                                    uint64_t l_2559_ = uint64_t(_e4264);
                                    uint64_t l_2560_ = uint64_t(l_1691_);
                                    uint64_t l_2561_ = (l_2559_ * l_2560_);
                                    uint64_t l_2562_ = (l_2561_ >> uint(32uL));
                                    uint l_1701_ = uint(l_2562_);
                                    uint l_1702_ = (l_1701_ + l_1700_);
                                    uint _e4275 = l_mut_440_;
                                    uint64_t l_2564_ = uint64_t(_e4275);
                                    uint64_t l_2565_ = uint64_t(l_1691_);
                                    uint64_t l_2566_ = (l_2564_ * l_2565_);
                                    uint64_t l_2567_ = (l_2566_ >> uint(32uL));
                                    uint l_1703_ = uint(l_2567_);
                                    bool l_1704_ = (l_1702_ < l_1700_);
                                    uint l_1705_ = uint(l_1704_);
                                    uint l_1706_ = (l_1703_ + l_1705_);
                                    uint l_1707_ = naga_mod(l_9_, 32u);
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
                                    uint _e4304 = l_mut_439_;
                                    l_mut_421_ = _e4304;
                                    uint _e4305 = l_mut_428_;
                                    l_mut_439_ = _e4305;
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
                                            uint _e4319 = l_mut_428_;
                                            l_mut_421_ = _e4319;
                                            l_mut_439_ = l_1725_;
                                        }
                                    }
                                    uint _e4320 = l_mut_421_;
                                    l_mut_441_ = _e4320;
                                    uint _e4321 = l_mut_439_;
                                    l_mut_440_ = _e4321;
                                    if (l_1693_) {
                                        uint _e4323 = l_mut_441_;
                                        uint l_1726_ = (0u - _e4323);
                                        uint _e4326 = l_mut_440_;
                                        uint l_1727_ = (0u - _e4326);
                                        uint _e4329 = l_mut_441_;
                                        bool l_1728_ = (0u < _e4329);
                                        uint l_1729_ = uint(l_1728_);
                                        uint l_1730_ = (l_1727_ - l_1729_);
                                        l_mut_441_ = l_1726_;
                                        l_mut_440_ = l_1730_;
                                    }
                                    uint _e4333 = l_mut_441_;
                                    l_mut_1370_ = _e4333;
                                    uint _e4334 = l_mut_440_;
                                    l_mut_1369_ = _e4334;
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
                                    uint _e4347 = l_mut_441_;
                                    uint _e4348 = l_mut_1680_;
                                    uint l_1738_ = (_e4347 * _e4348);
                                    uint _e4350 = l_mut_440_;
                                    uint _e4351 = l_mut_1680_;
                                    uint l_1739_ = (_e4350 * _e4351);
                                    uint _e4353 = l_mut_441_;
                                    uint64_t l_2569_ = uint64_t(_e4353);
                                    uint _e4355 = l_mut_1680_;
                                    uint64_t l_2570_ = uint64_t(_e4355);
                                    uint64_t l_2571_ = (l_2569_ * l_2570_);
                                    uint64_t l_2572_ = (l_2571_ >> uint(32uL));
                                    uint l_1740_ = uint(l_2572_);
                                    uint l_1741_ = (l_1740_ + l_1739_);
                                    uint _e4365 = l_mut_440_;
                                    uint64_t l_2574_ = uint64_t(_e4365);
                                    uint _e4367 = l_mut_1680_;
                                    uint64_t l_2575_ = uint64_t(_e4367);
                                    uint64_t l_2576_ = (l_2574_ * l_2575_);
                                    uint64_t l_2577_ = (l_2576_ >> uint(32uL));
                                    uint l_1742_ = uint(l_2577_);
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
                                    uint _e4394 = l_mut_439_;
                                    l_mut_421_ = _e4394;
                                    uint _e4395 = l_mut_428_;
                                    l_mut_439_ = _e4395;
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
                                            uint _e4407 = l_mut_428_;
                                            l_mut_421_ = _e4407;
                                            l_mut_439_ = l_1764_;
                                        }
                                    }
                                    uint _e4408 = l_mut_441_;
                                    uint _e4409 = l_mut_1680_;
                                    uint l_1765_ = (_e4408 * _e4409);
                                    uint _e4411 = l_mut_440_;
                                    uint _e4412 = l_mut_1680_;
                                    uint l_1766_ = (_e4411 * _e4412);
                                    uint _e4414 = l_mut_441_;
                                    uint64_t l_2579_ = uint64_t(_e4414);
                                    uint _e4416 = l_mut_1680_;
                                    uint64_t l_2580_ = uint64_t(_e4416);
                                    uint64_t l_2581_ = (l_2579_ * l_2580_);
                                    uint64_t l_2582_ = (l_2581_ >> uint(32uL));
                                    uint l_1767_ = uint(l_2582_);
                                    uint l_1768_ = (l_1767_ + l_1766_);
                                    uint _e4426 = l_mut_440_;
                                    uint64_t l_2584_ = uint64_t(_e4426);
                                    uint _e4428 = l_mut_1680_;
                                    uint64_t l_2585_ = uint64_t(_e4428);
                                    uint64_t l_2586_ = (l_2584_ * l_2585_);
                                    uint64_t l_2587_ = (l_2586_ >> uint(32uL));
                                    uint l_1769_ = uint(l_2587_);
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
                                    uint _e4455 = l_mut_428_;
                                    l_mut_388_ = _e4455;
                                    uint _e4456 = l_mut_394_;
                                    l_mut_428_ = _e4456;
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
                                            uint _e4468 = l_mut_394_;
                                            l_mut_388_ = _e4468;
                                            l_mut_428_ = l_1791_;
                                        }
                                    }
                                    uint _e4469 = l_mut_421_;
                                    uint _e4470 = l_mut_1680_;
                                    uint l_1792_ = (_e4469 * _e4470);
                                    uint _e4472 = l_mut_439_;
                                    uint _e4473 = l_mut_1680_;
                                    uint l_1793_ = (_e4472 * _e4473);
                                    uint _e4475 = l_mut_421_;
                                    uint64_t l_2589_ = uint64_t(_e4475);
                                    uint _e4477 = l_mut_1680_;
                                    uint64_t l_2590_ = uint64_t(_e4477);
                                    uint64_t l_2591_ = (l_2589_ * l_2590_);
                                    uint64_t l_2592_ = (l_2591_ >> uint(32uL));
                                    uint l_1794_ = uint(l_2592_);
                                    uint l_1795_ = (l_1794_ + l_1793_);
                                    uint _e4487 = l_mut_439_;
                                    uint64_t l_2594_ = uint64_t(_e4487);
                                    uint _e4489 = l_mut_1680_;
                                    uint64_t l_2595_ = uint64_t(_e4489);
                                    uint64_t l_2596_ = (l_2594_ * l_2595_);
                                    uint64_t l_2597_ = (l_2596_ >> uint(32uL));
                                    uint l_1796_ = uint(l_2597_);
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
                                    uint _e4516 = l_mut_441_;
                                    l_mut_394_ = _e4516;
                                    uint _e4517 = l_mut_440_;
                                    l_mut_441_ = _e4517;
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
                                            uint _e4529 = l_mut_440_;
                                            l_mut_394_ = _e4529;
                                            l_mut_441_ = l_1818_;
                                        }
                                    }
                                    uint _e4530 = l_mut_421_;
                                    uint _e4531 = l_mut_1680_;
                                    uint l_1819_ = (_e4530 * _e4531);
                                    uint _e4533 = l_mut_439_;
                                    uint _e4534 = l_mut_1680_;
                                    uint l_1820_ = (_e4533 * _e4534);
                                    uint _e4536 = l_mut_421_;
                                    uint64_t l_2599_ = uint64_t(_e4536);
                                    uint _e4538 = l_mut_1680_;
                                    uint64_t l_2600_ = uint64_t(_e4538);
                                    uint64_t l_2601_ = (l_2599_ * l_2600_);
                                    uint64_t l_2602_ = (l_2601_ >> uint(32uL));
                                    uint l_1821_ = uint(l_2602_);
                                    uint l_1822_ = (l_1821_ + l_1820_);
                                    uint _e4548 = l_mut_439_;
                                    uint64_t l_2604_ = uint64_t(_e4548);
                                    uint _e4550 = l_mut_1680_;
                                    uint64_t l_2605_ = uint64_t(_e4550);
                                    uint64_t l_2606_ = (l_2604_ * l_2605_);
                                    uint64_t l_2607_ = (l_2606_ >> uint(32uL));
                                    uint l_1823_ = uint(l_2607_);
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
                                    uint _e4577 = l_mut_440_;
                                    l_mut_275_ = _e4577;
                                    uint _e4578 = l_mut_382_;
                                    l_mut_440_ = _e4578;
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
                                            uint _e4590 = l_mut_382_;
                                            l_mut_275_ = _e4590;
                                            l_mut_440_ = l_1845_;
                                        }
                                    }
                                    uint _e4591 = l_mut_388_;
                                    uint _e4592 = l_mut_1680_;
                                    uint l_1846_ = (_e4591 * _e4592);
                                    uint _e4594 = l_mut_388_;
                                    uint64_t l_2609_ = uint64_t(_e4594);
                                    uint _e4596 = l_mut_1680_;
                                    uint64_t l_2610_ = uint64_t(_e4596);
                                    uint64_t l_2611_ = (l_2609_ * l_2610_);
                                    uint64_t l_2612_ = (l_2611_ >> uint(32uL));
                                    uint l_1847_ = uint(l_2612_);
                                    uint _e4605 = l_mut_428_;
                                    uint _e4606 = l_mut_1680_;
                                    uint l_1848_ = (_e4605 * _e4606);
                                    uint l_1849_ = (l_1847_ + l_1848_);
                                    uint _e4609 = l_mut_275_;
                                    uint l_1850_ = (_e4609 + l_1846_);
                                    uint _e4611 = l_mut_440_;
                                    uint l_1851_ = (_e4611 + l_1849_);
                                    uint _e4613 = l_mut_275_;
                                    bool l_1852_ = (l_1850_ < _e4613);
                                    uint l_1853_ = uint(l_1852_);
                                    uint l_1854_ = (l_1851_ + l_1853_);
                                    uint _e4617 = l_mut_394_;
                                    l_mut_1370_ = _e4617;
                                    uint _e4618 = l_mut_441_;
                                    l_mut_1369_ = _e4618;
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
                                            uint _e4639 = l_mut_394_;
                                            l_mut_428_ = _e4639;
                                            uint _e4640 = l_mut_441_;
                                            l_mut_421_ = _e4640;
                                            bool l_1867_ = (l_9_ >= 32u);
                                            if (l_1867_) {
                                                uint l_1868_ = (l_9_ & 31u);
                                                uint _e4645 = l_mut_441_;
                                                uint l_1869_ = (_e4645 >> l_1868_);
                                                l_mut_428_ = l_1869_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_1870_ = (l_9_ > 0u);
                                                if (l_1870_) {
                                                    uint _e4650 = l_mut_394_;
                                                    l_mut_388_ = _e4650;
                                                    bool l_1871_ = (l_9_ > 0u);
                                                    if (l_1871_) {
                                                        uint _e4653 = l_mut_394_;
                                                        uint l_1872_ = (_e4653 >> l_9_);
                                                        uint l_1873_ = (32u - l_9_);
                                                        uint _e4657 = l_mut_441_;
                                                        uint l_1874_ = (_e4657 << l_1873_);
                                                        uint l_1875_ = (l_1872_ | l_1874_);
                                                        l_mut_388_ = l_1875_;
                                                    }
                                                    uint _e4660 = l_mut_441_;
                                                    uint l_1876_ = (_e4660 >> l_9_);
                                                    uint _e4662 = l_mut_388_;
                                                    l_mut_428_ = _e4662;
                                                    l_mut_421_ = l_1876_;
                                                }
                                            }
                                            uint _e4663 = l_mut_440_;
                                            uint _e4664 = l_mut_428_;
                                            uint l_1877_ = (_e4663 + _e4664);
                                            uint _e4666 = l_mut_439_;
                                            uint _e4667 = l_mut_421_;
                                            uint l_1878_ = (_e4666 + _e4667);
                                            uint _e4669 = l_mut_440_;
                                            bool l_1879_ = (l_1877_ < _e4669);
                                            uint l_1880_ = uint(l_1879_);
                                            uint l_1881_ = (l_1878_ + l_1880_);
                                            l_mut_1370_ = l_1877_;
                                            l_mut_1369_ = l_1881_;
                                        }
                                    }
                                    if (l_1732_) {
                                        uint _e4674 = l_mut_1370_;
                                        uint l_1882_ = (0u - _e4674);
                                        uint _e4677 = l_mut_1369_;
                                        uint l_1883_ = (0u - _e4677);
                                        uint _e4680 = l_mut_1370_;
                                        bool l_1884_ = (0u < _e4680);
                                        uint l_1885_ = uint(l_1884_);
                                        uint l_1886_ = (l_1883_ - l_1885_);
                                        l_mut_1370_ = l_1882_;
                                        l_mut_1369_ = l_1886_;
                                    }
                                }
                                uint _e4684 = l_mut_1370_;
                                uint l_1887_ = (l_1685_ + _e4684);
                                uint _e4686 = l_mut_1369_;
                                uint l_1888_ = (l_1689_ + _e4686);
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
                                uint _e4699 = l_mut_1369_;
                                bool l_1897_ = (l_1891_ < _e4699);
                                uint _e4701 = l_mut_1369_;
                                bool l_1898_ = (l_1891_ == _e4701);
                                uint _e4703 = l_mut_1370_;
                                bool l_1899_ = (l_1887_ < _e4703);
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
                                uint _e4714 = l_mut_1369_;
                                bool l_1902_ = (_e4714 < l_27_);
                                uint _e4716 = l_mut_1369_;
                                bool l_1903_ = (_e4716 == l_27_);
                                uint _e4718 = l_mut_1370_;
                                bool l_1904_ = (_e4718 < l_24_);
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
                                uint _e4730 = l_mut_1375_;
                                l_mut_1375_ = (_e4730 + l_1907_);
                            }
                        }
                        uint _e4735 = l_mut_444_;
                        uint _e4736 = l_mut_1375_;
                        l_mut_444_ = (_e4735 + _e4736);
                    }
                }
            }
            uint _e4741 = l_mut_445_;
            bool l_1908_ = (_e4741 > 0u);
            if (l_1908_) {
                uint l_2614_ = asuint(info.Load(20+0));
                uint l_2615_ = (l_2614_ * 1u);
                uint l_2616_ = (l_2615_ - 1u);
                uint l_2617_ = min(1u, l_2616_);
                uint _e4756 = l_mut_445_;
                uint _e4757; buffer_5_global.InterlockedAdd(l_2617_*4, _e4756, _e4757);
            }
            uint _e4758 = l_mut_444_;
            bool l_1911_ = (_e4758 > 0u);
            if (l_1911_) {
                uint l_2619_ = asuint(info.Load(20+0));
                uint l_2620_ = (l_2619_ * 1u);
                uint l_2621_ = (l_2620_ - 1u);
                uint l_2622_ = min(2u, l_2621_);
                uint _e4773 = l_mut_444_;
                uint _e4774; buffer_5_global.InterlockedAdd(l_2622_*4, _e4773, _e4774);
                l_mut_1375_ = _e4774;
                uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                bool loop_init_8 = true;
                while(true) {
                    if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                    loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                    if (!loop_init_8) {
                        uint _e5343 = l_mut_1914_;
                        l_mut_1914_ = (_e5343 + 1u);
                    }
                    loop_init_8 = false;
                    uint _e4777 = l_mut_1914_;
                    if ((_e4777 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e4780 = l_mut_450_;
                        uint _e4781 = l_mut_1914_;
                        uint l_1915_ = (_e4780 >> _e4781);
                        uint l_1916_ = (l_1915_ & 1u);
                        bool l_1917_ = (l_1916_ == 1u);
                        if (l_1917_) {
                            uint _e4787 = l_mut_1914_;
                            uint l_1918_ = (_e4787 * l_756_);
                            uint l_1919_ = (l_1918_ + l_756_);
                            uint l_1920_ = min(l_1919_, l_56_);
                            uint _e4791 = l_mut_1375_;
                            l_mut_1370_ = _e4791;
                            l_mut_1921_ = l_1918_;
                            uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                            bool loop_init_9 = true;
                            while(true) {
                                if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                if (!loop_init_9) {
                                    uint _e5339 = l_mut_1921_;
                                    l_mut_1921_ = (_e5339 + 1u);
                                }
                                loop_init_9 = false;
                                uint _e4793 = l_mut_1921_;
                                if ((_e4793 < l_1920_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e4795 = l_mut_1921_;
                                    uint l_1922_ = (l_59_ * _e4795);
                                    uint64_t l_2624_ = uint64_t(l_59_);
                                    uint _e4798 = l_mut_1921_;
                                    uint64_t l_2625_ = uint64_t(_e4798);
                                    uint64_t l_2626_ = (l_2624_ * l_2625_);
                                    uint64_t l_2627_ = (l_2626_ >> uint(32uL));
                                    uint l_1923_ = uint(l_2627_);
                                    uint _e4807 = l_mut_1921_;
                                    uint l_1924_ = (l_62_ * _e4807);
                                    uint l_1925_ = (l_1923_ + l_1924_);
                                    uint l_1926_ = (l_64_ + l_1922_);
                                    uint l_1927_ = (l_67_ + l_1925_);
                                    bool l_1928_ = (l_1926_ < l_64_);
                                    uint l_1929_ = uint(l_1928_);
                                    uint l_1930_ = (l_1927_ + l_1929_);
                                    l_mut_1369_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e4817 = l_mut_1921_;
                                    bool l_1931_ = (_e4817 < 65536u);
                                    if (l_1931_) {
                                        uint _e4820 = l_mut_1921_;
                                        uint _e4821 = l_mut_1921_;
                                        uint l_1932_ = (_e4820 * _e4821);
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
                                        uint _e4835 = l_mut_444_;
                                        uint l_1940_ = (_e4835 * l_1932_);
                                        uint _e4837 = l_mut_441_;
                                        uint l_1941_ = (_e4837 * l_1932_);
                                        uint _e4839 = l_mut_444_;
                                        uint64_t l_2629_ = uint64_t(_e4839);
                                        uint64_t l_2630_ = uint64_t(l_1932_);
                                        uint64_t l_2631_ = (l_2629_ * l_2630_);
                                        uint64_t l_2632_ = (l_2631_ >> uint(32uL));
                                        uint l_1942_ = uint(l_2632_);
                                        uint l_1943_ = (l_1942_ + l_1941_);
                                        uint _e4850 = l_mut_441_;
                                        uint64_t l_2634_ = uint64_t(_e4850);
                                        uint64_t l_2635_ = uint64_t(l_1932_);
                                        uint64_t l_2636_ = (l_2634_ * l_2635_);
                                        uint64_t l_2637_ = (l_2636_ >> uint(32uL));
                                        uint l_1944_ = uint(l_2637_);
                                        bool l_1945_ = (l_1943_ < l_1941_);
                                        uint l_1946_ = uint(l_1945_);
                                        uint l_1947_ = (l_1944_ + l_1946_);
                                        uint l_1948_ = naga_mod(l_9_, 32u);
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
                                        uint _e4879 = l_mut_440_;
                                        l_mut_428_ = _e4879;
                                        uint _e4880 = l_mut_439_;
                                        l_mut_440_ = _e4880;
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
                                                uint _e4894 = l_mut_439_;
                                                l_mut_428_ = _e4894;
                                                l_mut_440_ = l_1966_;
                                            }
                                        }
                                        uint _e4895 = l_mut_428_;
                                        l_mut_444_ = _e4895;
                                        uint _e4896 = l_mut_440_;
                                        l_mut_441_ = _e4896;
                                        if (l_1934_) {
                                            uint _e4898 = l_mut_444_;
                                            uint l_1967_ = (0u - _e4898);
                                            uint _e4901 = l_mut_441_;
                                            uint l_1968_ = (0u - _e4901);
                                            uint _e4904 = l_mut_444_;
                                            bool l_1969_ = (0u < _e4904);
                                            uint l_1970_ = uint(l_1969_);
                                            uint l_1971_ = (l_1968_ - l_1970_);
                                            l_mut_444_ = l_1967_;
                                            l_mut_441_ = l_1971_;
                                        }
                                        uint _e4908 = l_mut_444_;
                                        l_mut_1369_ = _e4908;
                                        uint _e4909 = l_mut_441_;
                                        l_mut_445_ = _e4909;
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
                                        uint _e4922 = l_mut_444_;
                                        uint _e4923 = l_mut_1921_;
                                        uint l_1979_ = (_e4922 * _e4923);
                                        uint _e4925 = l_mut_441_;
                                        uint _e4926 = l_mut_1921_;
                                        uint l_1980_ = (_e4925 * _e4926);
                                        uint _e4928 = l_mut_444_;
                                        uint64_t l_2639_ = uint64_t(_e4928);
                                        uint _e4930 = l_mut_1921_;
                                        uint64_t l_2640_ = uint64_t(_e4930);
                                        uint64_t l_2641_ = (l_2639_ * l_2640_);
                                        uint64_t l_2642_ = (l_2641_ >> uint(32uL));
                                        uint l_1981_ = uint(l_2642_);
                                        uint l_1982_ = (l_1981_ + l_1980_);
                                        uint _e4940 = l_mut_441_;
                                        uint64_t l_2644_ = uint64_t(_e4940);
                                        uint _e4942 = l_mut_1921_;
                                        uint64_t l_2645_ = uint64_t(_e4942);
                                        uint64_t l_2646_ = (l_2644_ * l_2645_);
                                        uint64_t l_2647_ = (l_2646_ >> uint(32uL));
                                        uint l_1983_ = uint(l_2647_);
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
                                        uint _e4969 = l_mut_440_;
                                        l_mut_428_ = _e4969;
                                        uint _e4970 = l_mut_439_;
                                        l_mut_440_ = _e4970;
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
                                                uint _e4982 = l_mut_439_;
                                                l_mut_428_ = _e4982;
                                                l_mut_440_ = l_2005_;
                                            }
                                        }
                                        uint _e4983 = l_mut_444_;
                                        uint _e4984 = l_mut_1921_;
                                        uint l_2006_ = (_e4983 * _e4984);
                                        uint _e4986 = l_mut_441_;
                                        uint _e4987 = l_mut_1921_;
                                        uint l_2007_ = (_e4986 * _e4987);
                                        uint _e4989 = l_mut_444_;
                                        uint64_t l_2649_ = uint64_t(_e4989);
                                        uint _e4991 = l_mut_1921_;
                                        uint64_t l_2650_ = uint64_t(_e4991);
                                        uint64_t l_2651_ = (l_2649_ * l_2650_);
                                        uint64_t l_2652_ = (l_2651_ >> uint(32uL));
                                        uint l_2008_ = uint(l_2652_);
                                        uint l_2009_ = (l_2008_ + l_2007_);
                                        uint _e5001 = l_mut_441_;
                                        uint64_t l_2654_ = uint64_t(_e5001);
                                        uint _e5003 = l_mut_1921_;
                                        uint64_t l_2655_ = uint64_t(_e5003);
                                        uint64_t l_2656_ = (l_2654_ * l_2655_);
                                        uint64_t l_2657_ = (l_2656_ >> uint(32uL));
                                        uint l_2010_ = uint(l_2657_);
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
                                        uint _e5030 = l_mut_439_;
                                        l_mut_394_ = _e5030;
                                        uint _e5031 = l_mut_421_;
                                        l_mut_439_ = _e5031;
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
                                                uint _e5043 = l_mut_421_;
                                                l_mut_394_ = _e5043;
                                                l_mut_439_ = l_2032_;
                                            }
                                        }
                                        uint _e5044 = l_mut_428_;
                                        uint _e5045 = l_mut_1921_;
                                        uint l_2033_ = (_e5044 * _e5045);
                                        uint _e5047 = l_mut_440_;
                                        uint _e5048 = l_mut_1921_;
                                        uint l_2034_ = (_e5047 * _e5048);
                                        uint _e5050 = l_mut_428_;
                                        uint64_t l_2659_ = uint64_t(_e5050);
                                        uint _e5052 = l_mut_1921_;
                                        uint64_t l_2660_ = uint64_t(_e5052);
                                        uint64_t l_2661_ = (l_2659_ * l_2660_);
                                        uint64_t l_2662_ = (l_2661_ >> uint(32uL));
                                        uint l_2035_ = uint(l_2662_);
                                        uint l_2036_ = (l_2035_ + l_2034_);
                                        uint _e5062 = l_mut_440_;
                                        uint64_t l_2664_ = uint64_t(_e5062);
                                        uint _e5064 = l_mut_1921_;
                                        uint64_t l_2665_ = uint64_t(_e5064);
                                        uint64_t l_2666_ = (l_2664_ * l_2665_);
                                        uint64_t l_2667_ = (l_2666_ >> uint(32uL));
                                        uint l_2037_ = uint(l_2667_);
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
                                        uint _e5091 = l_mut_444_;
                                        l_mut_421_ = _e5091;
                                        uint _e5092 = l_mut_441_;
                                        l_mut_444_ = _e5092;
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
                                                uint _e5104 = l_mut_441_;
                                                l_mut_421_ = _e5104;
                                                l_mut_444_ = l_2059_;
                                            }
                                        }
                                        uint _e5105 = l_mut_428_;
                                        uint _e5106 = l_mut_1921_;
                                        uint l_2060_ = (_e5105 * _e5106);
                                        uint _e5108 = l_mut_440_;
                                        uint _e5109 = l_mut_1921_;
                                        uint l_2061_ = (_e5108 * _e5109);
                                        uint _e5111 = l_mut_428_;
                                        uint64_t l_2669_ = uint64_t(_e5111);
                                        uint _e5113 = l_mut_1921_;
                                        uint64_t l_2670_ = uint64_t(_e5113);
                                        uint64_t l_2671_ = (l_2669_ * l_2670_);
                                        uint64_t l_2672_ = (l_2671_ >> uint(32uL));
                                        uint l_2062_ = uint(l_2672_);
                                        uint l_2063_ = (l_2062_ + l_2061_);
                                        uint _e5123 = l_mut_440_;
                                        uint64_t l_2674_ = uint64_t(_e5123);
                                        uint _e5125 = l_mut_1921_;
                                        uint64_t l_2675_ = uint64_t(_e5125);
                                        uint64_t l_2676_ = (l_2674_ * l_2675_);
                                        uint64_t l_2677_ = (l_2676_ >> uint(32uL));
                                        uint l_2064_ = uint(l_2677_);
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
                                        uint _e5152 = l_mut_441_;
                                        l_mut_382_ = _e5152;
                                        uint _e5153 = l_mut_388_;
                                        l_mut_441_ = _e5153;
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
                                                uint _e5165 = l_mut_388_;
                                                l_mut_382_ = _e5165;
                                                l_mut_441_ = l_2086_;
                                            }
                                        }
                                        uint _e5166 = l_mut_394_;
                                        uint _e5167 = l_mut_1921_;
                                        uint l_2087_ = (_e5166 * _e5167);
                                        uint _e5169 = l_mut_394_;
                                        uint64_t l_2679_ = uint64_t(_e5169);
                                        uint _e5171 = l_mut_1921_;
                                        uint64_t l_2680_ = uint64_t(_e5171);
                                        uint64_t l_2681_ = (l_2679_ * l_2680_);
                                        uint64_t l_2682_ = (l_2681_ >> uint(32uL));
                                        uint l_2088_ = uint(l_2682_);
                                        uint _e5180 = l_mut_439_;
                                        uint _e5181 = l_mut_1921_;
                                        uint l_2089_ = (_e5180 * _e5181);
                                        uint l_2090_ = (l_2088_ + l_2089_);
                                        uint _e5184 = l_mut_382_;
                                        uint l_2091_ = (_e5184 + l_2087_);
                                        uint _e5186 = l_mut_441_;
                                        uint l_2092_ = (_e5186 + l_2090_);
                                        uint _e5188 = l_mut_382_;
                                        bool l_2093_ = (l_2091_ < _e5188);
                                        uint l_2094_ = uint(l_2093_);
                                        uint l_2095_ = (l_2092_ + l_2094_);
                                        uint _e5192 = l_mut_421_;
                                        l_mut_1369_ = _e5192;
                                        uint _e5193 = l_mut_444_;
                                        l_mut_445_ = _e5193;
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
                                                uint _e5214 = l_mut_421_;
                                                l_mut_439_ = _e5214;
                                                uint _e5215 = l_mut_444_;
                                                l_mut_428_ = _e5215;
                                                bool l_2108_ = (l_9_ >= 32u);
                                                if (l_2108_) {
                                                    uint l_2109_ = (l_9_ & 31u);
                                                    uint _e5220 = l_mut_444_;
                                                    uint l_2110_ = (_e5220 >> l_2109_);
                                                    l_mut_439_ = l_2110_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2111_ = (l_9_ > 0u);
                                                    if (l_2111_) {
                                                        uint _e5225 = l_mut_421_;
                                                        l_mut_394_ = _e5225;
                                                        bool l_2112_ = (l_9_ > 0u);
                                                        if (l_2112_) {
                                                            uint _e5228 = l_mut_421_;
                                                            uint l_2113_ = (_e5228 >> l_9_);
                                                            uint l_2114_ = (32u - l_9_);
                                                            uint _e5232 = l_mut_444_;
                                                            uint l_2115_ = (_e5232 << l_2114_);
                                                            uint l_2116_ = (l_2113_ | l_2115_);
                                                            l_mut_394_ = l_2116_;
                                                        }
                                                        uint _e5235 = l_mut_444_;
                                                        uint l_2117_ = (_e5235 >> l_9_);
                                                        uint _e5237 = l_mut_394_;
                                                        l_mut_439_ = _e5237;
                                                        l_mut_428_ = l_2117_;
                                                    }
                                                }
                                                uint _e5238 = l_mut_441_;
                                                uint _e5239 = l_mut_439_;
                                                uint l_2118_ = (_e5238 + _e5239);
                                                uint _e5241 = l_mut_440_;
                                                uint _e5242 = l_mut_428_;
                                                uint l_2119_ = (_e5241 + _e5242);
                                                uint _e5244 = l_mut_441_;
                                                bool l_2120_ = (l_2118_ < _e5244);
                                                uint l_2121_ = uint(l_2120_);
                                                uint l_2122_ = (l_2119_ + l_2121_);
                                                l_mut_1369_ = l_2118_;
                                                l_mut_445_ = l_2122_;
                                            }
                                        }
                                        if (l_1973_) {
                                            uint _e5249 = l_mut_1369_;
                                            uint l_2123_ = (0u - _e5249);
                                            uint _e5252 = l_mut_445_;
                                            uint l_2124_ = (0u - _e5252);
                                            uint _e5255 = l_mut_1369_;
                                            bool l_2125_ = (0u < _e5255);
                                            uint l_2126_ = uint(l_2125_);
                                            uint l_2127_ = (l_2124_ - l_2126_);
                                            l_mut_1369_ = l_2123_;
                                            l_mut_445_ = l_2127_;
                                        }
                                    }
                                    uint _e5259 = l_mut_1369_;
                                    uint l_2128_ = (l_1926_ + _e5259);
                                    uint _e5261 = l_mut_445_;
                                    uint l_2129_ = (l_1930_ + _e5261);
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
                                    uint _e5274 = l_mut_445_;
                                    bool l_2138_ = (l_2132_ < _e5274);
                                    uint _e5276 = l_mut_445_;
                                    bool l_2139_ = (l_2132_ == _e5276);
                                    uint _e5278 = l_mut_1369_;
                                    bool l_2140_ = (l_2128_ < _e5278);
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
                                    uint _e5289 = l_mut_445_;
                                    bool l_2143_ = (_e5289 < l_27_);
                                    uint _e5291 = l_mut_445_;
                                    bool l_2144_ = (_e5291 == l_27_);
                                    uint _e5293 = l_mut_1369_;
                                    bool l_2145_ = (_e5293 < l_24_);
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
                                        uint _e5304 = l_mut_1370_;
                                        uint l_2148_ = (_e5304 * 2u);
                                        uint l_2149_ = (l_2148_ + 1u);
                                        uint l_2150_ = asuint(info.Load(40+0));
                                        bool l_2151_ = (l_2149_ < l_2150_);
                                        if (l_2151_) {
                                            uint l_2684_ = asuint(info.Load(16+0));
                                            uint l_2685_ = (l_2684_ * 1u);
                                            bool l_2686_ = (l_2148_ < l_2685_);
                                            if (l_2686_) {
                                                buffer_4_global.Store(l_2148_*4, asuint(id));
                                            }
                                            uint l_2152_ = (l_2148_ + 1u);
                                            uint l_2687_ = asuint(info.Load(16+0));
                                            uint l_2688_ = (l_2687_ * 1u);
                                            bool l_2689_ = (l_2152_ < l_2688_);
                                            if (l_2689_) {
                                                uint _e5334 = l_mut_1921_;
                                                buffer_4_global.Store(l_2152_*4, asuint(_e5334));
                                            }
                                        }
                                        uint _e5335 = l_mut_1370_;
                                        l_mut_1370_ = (_e5335 + 1u);
                                    }
                                }
                            }
                            uint _e5341 = l_mut_1370_;
                            l_mut_1375_ = _e5341;
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
