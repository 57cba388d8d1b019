struct info_st {
    uint static_meta[16];
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
RWByteAddressBuffer buffer_6_global : register(u6);
RWByteAddressBuffer buffer_7_global : register(u7);
ByteAddressBuffer info : register(t8);

bool is_nan_primitive_f64_(double x)
{
    uint64_t bits = x;
    uint64_t abs_bits = (bits & 9218868437227405312uL);
    return (abs_bits > 9223372036854775807uL);
}

bool is_nan_1_f64_(double x_1)
{
    const bool _e1 = is_nan_primitive_f64_(x_1);
    return _e1;
}

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void reference_range(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint a_8_[65] = (uint[65])0;
    double a_9_[10] = (double[10])0;
    uint a_388_[1] = (uint[1])0;
    uint a_961_[1] = (uint[1])0;
    double a_1602_[2] = (double[2])0;
    double a_1943_[2] = (double[2])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_101_ = (bool)0;
    double l_mut_1153_ = (double)0;
    uint64_t l_mut_117_ = (uint64_t)0;
    double l_mut_1394_ = (double)0;
    uint64_t l_mut_146_ = (uint64_t)0;
    uint64_t l_mut_158_ = (uint64_t)0;
    int l_mut_161_ = (int)0;
    double l_mut_216_ = (double)0;
    float l_mut_22_ = (float)0;
    double l_mut_25_ = (double)0;
    double l_mut_29_ = (double)0;
    double l_mut_34_ = (double)0;
    uint l_mut_35_ = (uint)0;
    uint l_mut_389_ = (uint)0;
    uint l_mut_405_ = (uint)0;
    uint l_mut_434_ = (uint)0;
    bool l_mut_455_ = (bool)0;
    bool l_mut_458_ = (bool)0;
    bool l_mut_461_ = (bool)0;
    bool l_mut_464_ = (bool)0;
    double l_mut_49_ = (double)0;
    uint l_mut_11_ = 0u;
    uint l_mut_12_ = 0u;
    uint l_mut_18_ = (uint)0;
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
    uint l_mut_369_ = (uint)0;
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
    uint l_mut_2120_ = (uint)0;
    bool local_82 = (bool)0;
    uint l_mut_2145_ = 0u;
    uint l_mut_2149_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2167_ = asuint(info.Load(28+0));
        uint l_2168_ = (l_2167_ * 1u);
        bool l_2169_ = (0u < l_2168_);
        if (l_2169_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_2153_ = asuint(info.Load(0+0));
    uint l_2154_ = (l_2153_ * 1u);
    bool l_2155_ = (1u < l_2154_);
    uint l_2156_ = (l_2154_ - 1u);
    uint l_2157_ = min(1u, l_2156_);
    uint l_2158_ = asuint(buffer_0_global.Load(l_2157_*4));
    uint l_1_ = (l_2155_ ? l_2158_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_2160_ = asuint(info.Load(0+0));
    uint l_2161_ = (l_2160_ * 1u);
    bool l_2162_ = (2u < l_2161_);
    uint l_2163_ = (l_2161_ - 1u);
    uint l_2164_ = min(2u, l_2163_);
    uint l_2165_ = asuint(buffer_0_global.Load(l_2164_*4));
    uint l_3_ = (l_2162_ ? l_2165_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_2170_ = asuint(info.Load(0+0));
        uint l_2171_ = (l_2170_ * 1u);
        bool l_2172_ = (2u < l_2171_);
        uint l_2173_ = (l_2171_ - 1u);
        uint l_2174_ = min(2u, l_2173_);
        uint l_2175_ = asuint(buffer_0_global.Load(l_2174_*4));
        uint l_6_ = (l_2172_ ? l_2175_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e130 = l_mut_11_;
                l_mut_11_ = (_e130 + 1u);
            }
            loop_init = false;
            uint _e123 = l_mut_11_;
            if ((_e123 < 45u)) {
            } else {
                break;
            }
            {
                uint _e126 = l_mut_11_;
                a_8_[min(uint(_e126), 64u)] = 0u;
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e157 = l_mut_12_;
                l_mut_12_ = (_e157 + 1u);
            }
            loop_init_1 = false;
            uint _e134 = l_mut_12_;
            if ((_e134 < 10u)) {
            } else {
                break;
            }
            {
                uint _e138 = l_mut_12_;
                uint l_13_ = (2u * _e138);
                uint l_14_ = (45u + l_13_);
                a_8_[min(uint(l_14_), 64u)] = 4294967295u;
                uint _e145 = l_mut_12_;
                uint l_15_ = (2u * _e145);
                uint l_16_ = (45u + l_15_);
                uint l_17_ = (l_16_ + 1u);
                a_8_[min(uint(l_17_), 64u)] = 0u;
                uint _e153 = l_mut_12_;
                a_9_[min(uint(_e153), 9u)] = 0.0L;
            }
        }
        l_mut_18_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e4583 = l_mut_18_;
                l_mut_18_ = (_e4583 + 1u);
            }
            loop_init_2 = false;
            uint _e160 = l_mut_18_;
            if ((_e160 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_2177_ = asuint(info.Load(0+0));
                uint l_2178_ = (l_2177_ * 1u);
                bool l_2179_ = (0u < l_2178_);
                uint l_2180_ = (l_2178_ - 1u);
                uint l_2181_ = min(0u, l_2180_);
                uint l_2182_ = asuint(buffer_0_global.Load(l_2181_*4));
                uint l_19_ = (l_2179_ ? l_2182_ : 0u);
                uint _e179 = l_mut_18_;
                uint l_20_ = (l_19_ + _e179);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = tan(l_21_);
                l_mut_22_ = l_23_;
                double l_24_ = double(l_21_);
                l_mut_25_ = l_24_;
                uint l_26_ = asuint(l_21_);
                uint l_27_ = (l_26_ & 2147483647u);
                double l_28_ = 9221120237041090560uL;
                l_mut_29_ = l_28_;
                float l_30_ = asfloat(l_27_);
                bool l_31_ = (l_30_ < 4.0);
                if (l_31_) {
                    double l_32_ = double(l_21_);
                    double l_33_ = abs(l_32_);
                    l_mut_34_ = l_33_;
                    l_mut_35_ = 0u;
                    bool l_36_ = (l_33_ >= 0.785L);
                    if (l_36_) {
                        double l_37_ = (l_33_ * 0.6366197723675814L);
                        double l_38_ = (l_37_ + 0.5L);
                        double l_39_ = floor(l_38_);
                        double l_40_ = (l_39_ * 1.570796325802803L);
                        double l_41_ = (l_33_ - l_40_);
                        double l_42_ = (l_39_ * 9.920935796805404e-10L);
                        double l_43_ = (l_41_ - l_42_);
                        l_mut_34_ = l_43_;
                        uint l_44_ = naga_f2u32(l_39_);
                        l_mut_35_ = l_44_;
                    }
                    bool l_45_ = (l_21_ < 0.0);
                    double _e211 = l_mut_34_;
                    double _e212 = l_mut_34_;
                    double l_46_ = (_e211 * _e212);
                    double l_47_ = (l_46_ * 1.9572941063391263e-20L);
                    double l_48_ = (8.22063524662433e-18L - l_47_);
                    l_mut_49_ = l_48_;
                    double _e218 = l_mut_49_;
                    double l_50_ = (_e218 * l_46_);
                    double l_51_ = (l_50_ - 2.8114572543455206e-15L);
                    l_mut_49_ = l_51_;
                    double _e222 = l_mut_49_;
                    double l_52_ = (_e222 * l_46_);
                    double l_53_ = (l_52_ + 7.647163731819816e-13L);
                    l_mut_49_ = l_53_;
                    double _e226 = l_mut_49_;
                    double l_54_ = (_e226 * l_46_);
                    double l_55_ = (l_54_ - 1.6059043836821613e-10L);
                    l_mut_49_ = l_55_;
                    double _e230 = l_mut_49_;
                    double l_56_ = (_e230 * l_46_);
                    double l_57_ = (l_56_ + 2.505210838544172e-8L);
                    l_mut_49_ = l_57_;
                    double _e234 = l_mut_49_;
                    double l_58_ = (_e234 * l_46_);
                    double l_59_ = (l_58_ - 2.7557319223985893e-6L);
                    l_mut_49_ = l_59_;
                    double _e238 = l_mut_49_;
                    double l_60_ = (_e238 * l_46_);
                    double l_61_ = (l_60_ + 0.0001984126984126984L);
                    l_mut_49_ = l_61_;
                    double _e242 = l_mut_49_;
                    double l_62_ = (_e242 * l_46_);
                    double l_63_ = (l_62_ - 0.008333333333333333L);
                    l_mut_49_ = l_63_;
                    double _e246 = l_mut_49_;
                    double l_64_ = (_e246 * l_46_);
                    double l_65_ = (l_64_ + 0.16666666666666666L);
                    l_mut_49_ = l_65_;
                    double l_66_ = (0.5L * l_46_);
                    double l_67_ = (1.0L - l_66_);
                    double l_68_ = (0.0L * l_67_);
                    double _e256 = l_mut_34_;
                    double l_69_ = (_e256 * l_46_);
                    double _e258 = l_mut_49_;
                    double l_70_ = (l_69_ * _e258);
                    double l_71_ = (l_68_ - l_70_);
                    double _e261 = l_mut_34_;
                    double l_72_ = (_e261 + l_71_);
                    double _e263 = l_mut_34_;
                    double _e264 = l_mut_34_;
                    double l_73_ = (_e263 * _e264);
                    double l_74_ = (l_73_ * 4.110317623312165e-19L);
                    double l_75_ = (l_74_ - 1.5619206968586225e-16L);
                    l_mut_49_ = l_75_;
                    double _e270 = l_mut_49_;
                    double l_76_ = (_e270 * l_73_);
                    double l_77_ = (l_76_ + 4.779477332387385e-14L);
                    l_mut_49_ = l_77_;
                    double _e274 = l_mut_49_;
                    double l_78_ = (_e274 * l_73_);
                    double l_79_ = (l_78_ - 1.1470745597729725e-11L);
                    l_mut_49_ = l_79_;
                    double _e278 = l_mut_49_;
                    double l_80_ = (_e278 * l_73_);
                    double l_81_ = (l_80_ + 2.08767569878681e-9L);
                    l_mut_49_ = l_81_;
                    double _e282 = l_mut_49_;
                    double l_82_ = (_e282 * l_73_);
                    double l_83_ = (l_82_ - 2.755731922398589e-7L);
                    l_mut_49_ = l_83_;
                    double _e286 = l_mut_49_;
                    double l_84_ = (_e286 * l_73_);
                    double l_85_ = (l_84_ + 2.48015873015873e-5L);
                    l_mut_49_ = l_85_;
                    double _e290 = l_mut_49_;
                    double l_86_ = (_e290 * l_73_);
                    double l_87_ = (l_86_ - 0.001388888888888889L);
                    l_mut_49_ = l_87_;
                    double _e294 = l_mut_49_;
                    double l_88_ = (_e294 * l_73_);
                    double l_89_ = (l_88_ + 0.041666666666666664L);
                    l_mut_49_ = l_89_;
                    double l_90_ = (0.5L * l_73_);
                    double l_91_ = (1.0L - l_90_);
                    double l_92_ = (l_73_ * l_73_);
                    double _e303 = l_mut_49_;
                    double l_93_ = (l_92_ * _e303);
                    double _e306 = l_mut_34_;
                    double l_94_ = (0.0L * _e306);
                    double l_95_ = (l_93_ - l_94_);
                    double l_96_ = (l_91_ + l_95_);
                    uint _e310 = l_mut_35_;
                    uint l_97_ = (_e310 & 1u);
                    bool l_98_ = (l_97_ == 1u);
                    l_mut_49_ = l_72_;
                    uint _e315 = l_mut_35_;
                    uint l_99_ = (_e315 & 2u);
                    bool l_100_ = (l_99_ != 0u);
                    l_mut_101_ = l_100_;
                    double l_102_ = (l_72_ / l_96_);
                    l_mut_49_ = l_102_;
                    if (l_98_) {
                        double l_103_ = (l_96_ / l_72_);
                        l_mut_49_ = l_103_;
                    }
                    l_mut_101_ = l_98_;
                    if (true) {
                        local = l_45_;
                    } else {
                        local = false;
                    }
                    bool l_104_ = local;
                    if (l_104_) {
                        bool _e327 = l_mut_101_;
                        bool l_105_ = !(_e327);
                        l_mut_101_ = l_105_;
                    }
                    bool _e329 = l_mut_101_;
                    if (_e329) {
                        double _e330 = l_mut_49_;
                        double l_106_ = -(_e330);
                        l_mut_49_ = l_106_;
                    }
                    double _e332 = l_mut_49_;
                    l_mut_29_ = _e332;
                } else {
                    bool l_107_ = (l_27_ < 2139095040u);
                    if (l_107_) {
                        uint l_108_ = (l_27_ & 8388607u);
                        uint l_109_ = (l_108_ | 8388608u);
                        uint64_t l_110_ = uint64_t(l_109_);
                        uint l_111_ = (l_27_ >> 23u);
                        uint l_112_ = (l_111_ * 4u);
                        uint l_113_ = (l_112_ + 3u);
                        uint l_2184_ = asuint(info.Load(12+0));
                        uint l_2185_ = (l_2184_ * 1u);
                        bool l_2186_ = (l_113_ < l_2185_);
                        uint l_2187_ = (l_2185_ - 1u);
                        uint l_2188_ = min(l_113_, l_2187_);
                        uint l_2189_ = asuint(buffer_3_global.Load(l_2188_*4));
                        uint l_114_ = (l_2186_ ? l_2189_ : 0u);
                        uint64_t l_115_ = uint64_t(l_114_);
                        uint64_t l_116_ = (l_110_ * l_115_);
                        l_mut_117_ = l_116_;
                        uint64_t _e363 = l_mut_117_;
                        uint64_t l_118_ = (_e363 & 4294967295uL);
                        uint64_t _e366 = l_mut_117_;
                        uint64_t l_119_ = (_e366 >> uint(32uL));
                        uint l_120_ = (l_112_ + 2u);
                        uint l_2191_ = asuint(info.Load(12+0));
                        uint l_2192_ = (l_2191_ * 1u);
                        bool l_2193_ = (l_120_ < l_2192_);
                        uint l_2194_ = (l_2192_ - 1u);
                        uint l_2195_ = min(l_120_, l_2194_);
                        uint l_2196_ = asuint(buffer_3_global.Load(l_2195_*4));
                        uint l_121_ = (l_2193_ ? l_2196_ : 0u);
                        uint64_t l_122_ = uint64_t(l_121_);
                        uint64_t l_123_ = (l_110_ * l_122_);
                        uint64_t l_124_ = (l_119_ + l_123_);
                        l_mut_117_ = l_124_;
                        uint64_t _e391 = l_mut_117_;
                        uint64_t l_125_ = (_e391 & 4294967295uL);
                        uint64_t _e394 = l_mut_117_;
                        uint64_t l_126_ = (_e394 >> uint(32uL));
                        uint l_127_ = (l_112_ + 1u);
                        uint l_2198_ = asuint(info.Load(12+0));
                        uint l_2199_ = (l_2198_ * 1u);
                        bool l_2200_ = (l_127_ < l_2199_);
                        uint l_2201_ = (l_2199_ - 1u);
                        uint l_2202_ = min(l_127_, l_2201_);
                        uint l_2203_ = asuint(buffer_3_global.Load(l_2202_*4));
                        uint l_128_ = (l_2200_ ? l_2203_ : 0u);
                        uint64_t l_129_ = uint64_t(l_128_);
                        uint64_t l_130_ = (l_110_ * l_129_);
                        uint64_t l_131_ = (l_126_ + l_130_);
                        l_mut_117_ = l_131_;
                        uint64_t _e419 = l_mut_117_;
                        uint64_t l_132_ = (_e419 & 4294967295uL);
                        uint64_t _e422 = l_mut_117_;
                        uint64_t l_133_ = (_e422 >> uint(32uL));
                        uint l_2205_ = asuint(info.Load(12+0));
                        uint l_2206_ = (l_2205_ * 1u);
                        bool l_2207_ = (l_112_ < l_2206_);
                        uint l_2208_ = (l_2206_ - 1u);
                        uint l_2209_ = min(l_112_, l_2208_);
                        uint l_2210_ = asuint(buffer_3_global.Load(l_2209_*4));
                        uint l_134_ = (l_2207_ ? l_2210_ : 0u);
                        uint64_t l_135_ = uint64_t(l_134_);
                        uint64_t l_136_ = (l_110_ * l_135_);
                        uint64_t l_137_ = (l_133_ + l_136_);
                        l_mut_117_ = l_137_;
                        uint64_t _e445 = l_mut_117_;
                        uint64_t l_138_ = (_e445 >> uint(29uL));
                        uint64_t l_139_ = (l_138_ & 3uL);
                        uint l_140_ = uint(l_139_);
                        l_mut_35_ = l_140_;
                        uint64_t _e454 = l_mut_117_;
                        uint64_t l_141_ = (_e454 & 536870911uL);
                        uint64_t l_142_ = (l_141_ << uint(32uL));
                        uint64_t l_143_ = (l_142_ | l_132_);
                        l_mut_117_ = l_143_;
                        uint64_t l_144_ = (l_125_ << uint(32uL));
                        uint64_t l_145_ = (l_144_ | l_118_);
                        l_mut_146_ = l_145_;
                        uint64_t _e467 = l_mut_117_;
                        bool l_147_ = (_e467 >= 1152921504606846976uL);
                        if (l_147_) {
                            uint _e470 = l_mut_35_;
                            uint l_148_ = (_e470 + 1u);
                            uint l_149_ = (l_148_ & 3u);
                            l_mut_35_ = l_149_;
                            uint64_t _e475 = l_mut_146_;
                            bool l_150_ = (_e475 != 0uL);
                            uint64_t l_151_ = uint64_t(l_150_);
                            uint64_t _e480 = l_mut_146_;
                            uint64_t l_152_ = (0uL - _e480);
                            l_mut_146_ = l_152_;
                            uint64_t _e483 = l_mut_117_;
                            uint64_t l_153_ = (2305843009213693952uL - _e483);
                            uint64_t l_154_ = (l_153_ - l_151_);
                            l_mut_117_ = l_154_;
                        }
                        uint64_t _e486 = l_mut_146_;
                        uint64_t _e492 = l_mut_146_;
                        uint64_t _e496 = l_mut_146_;
                        uint l_155_ = (((_e496 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e492)))) : (31u - firstbithigh(uint((_e486 >> 32u)))));
                        uint64_t l_156_ = uint64_t(l_155_);
                        uint64_t _e503 = l_mut_146_;
                        uint64_t l_157_ = (_e503 << uint(l_156_));
                        l_mut_158_ = l_157_;
                        int l_159_ = int(l_155_);
                        int l_160_ = asint(asuint(int(0)) - asuint(l_159_));
                        l_mut_161_ = l_160_;
                        uint64_t _e510 = l_mut_117_;
                        bool l_162_ = (_e510 != 0uL);
                        if (l_162_) {
                            uint64_t _e513 = l_mut_117_;
                            uint64_t _e519 = l_mut_117_;
                            uint64_t _e523 = l_mut_117_;
                            uint l_163_ = (((_e523 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e519)))) : (31u - firstbithigh(uint((_e513 >> 32u)))));
                            uint64_t l_164_ = uint64_t(l_163_);
                            uint64_t _e530 = l_mut_117_;
                            uint64_t l_165_ = (_e530 << uint(l_164_));
                            uint l_166_ = (64u - l_163_);
                            uint64_t l_167_ = uint64_t(l_166_);
                            uint64_t _e537 = l_mut_146_;
                            uint64_t l_168_ = (_e537 >> uint(l_167_));
                            uint64_t l_169_ = (l_165_ | l_168_);
                            l_mut_158_ = l_169_;
                            int l_170_ = int(l_163_);
                            int l_171_ = asint(asuint(int(64)) - asuint(l_170_));
                            l_mut_161_ = l_171_;
                        }
                        uint64_t _e545 = l_mut_158_;
                        uint64_t l_172_ = (_e545 >> uint(32uL));
                        uint64_t _e550 = l_mut_158_;
                        uint64_t l_173_ = (_e550 & 4294967295uL);
                        uint64_t l_174_ = (l_172_ * 560513588uL);
                        uint64_t l_175_ = (l_173_ * 3373259426uL);
                        uint64_t l_176_ = (l_173_ * 560513588uL);
                        uint64_t l_177_ = (l_176_ >> uint(32uL));
                        uint64_t l_178_ = (l_174_ & 4294967295uL);
                        uint64_t l_179_ = (l_177_ + l_178_);
                        uint64_t l_180_ = (l_175_ & 4294967295uL);
                        uint64_t l_181_ = (l_179_ + l_180_);
                        uint64_t l_182_ = (l_172_ * 3373259426uL);
                        uint64_t l_183_ = (l_174_ >> uint(32uL));
                        uint64_t l_184_ = (l_182_ + l_183_);
                        uint64_t l_185_ = (l_175_ >> uint(32uL));
                        uint64_t l_186_ = (l_184_ + l_185_);
                        uint64_t l_187_ = (l_181_ >> uint(32uL));
                        uint64_t l_188_ = (l_186_ + l_187_);
                        l_mut_158_ = l_188_;
                        int _e586 = l_mut_161_;
                        int l_189_ = asint(asuint(_e586) - asuint(int(124)));
                        l_mut_161_ = l_189_;
                        uint64_t _e589 = l_mut_158_;
                        bool l_190_ = (_e589 < (-9223372036854775807L - 1L));
                        if (l_190_) {
                            uint64_t _e595 = l_mut_158_;
                            uint64_t l_191_ = (_e595 << uint(1uL));
                            uint64_t l_192_ = (l_181_ >> uint(31uL));
                            uint64_t l_193_ = (l_192_ & 1uL);
                            uint64_t l_194_ = (l_191_ | l_193_);
                            l_mut_158_ = l_194_;
                            int _e607 = l_mut_161_;
                            l_mut_161_ = asint(asuint(_e607) - asuint(int(1)));
                        }
                        uint64_t _e610 = l_mut_158_;
                        uint64_t l_195_ = (_e610 >> uint(11uL));
                        double l_196_ = double(l_195_);
                        int _e616 = l_mut_161_;
                        int l_197_ = asint(asuint(_e616) + asuint(int(11)));
                        int l_198_ = asint(asuint(l_197_) + asuint(int(1023)));
                        uint64_t l_199_ = uint64_t(l_198_);
                        uint64_t l_200_ = (l_199_ << uint(52uL));
                        double l_201_ = l_200_;
                        double l_202_ = (l_196_ * l_201_);
                        l_mut_49_ = l_202_;
                        uint64_t _e628 = l_mut_158_;
                        uint64_t l_203_ = (_e628 & 2047uL);
                        double l_204_ = double(l_203_);
                        int _e632 = l_mut_161_;
                        int l_205_ = asint(asuint(_e632) + asuint(int(1023)));
                        uint64_t l_206_ = uint64_t(l_205_);
                        uint64_t l_207_ = (l_206_ << uint(52uL));
                        double l_208_ = l_207_;
                        double l_209_ = (l_204_ * l_208_);
                        l_mut_34_ = l_209_;
                        if (l_147_) {
                            double _e642 = l_mut_49_;
                            double l_210_ = -(_e642);
                            l_mut_49_ = l_210_;
                            double _e644 = l_mut_34_;
                            double l_211_ = -(_e644);
                            l_mut_34_ = l_211_;
                        }
                        bool l_212_ = (l_26_ >= 2147483648u);
                        double _e648 = l_mut_49_;
                        double _e649 = l_mut_49_;
                        double l_213_ = (_e648 * _e649);
                        double l_214_ = (l_213_ * 1.9572941063391263e-20L);
                        double l_215_ = (8.22063524662433e-18L - l_214_);
                        l_mut_216_ = l_215_;
                        double _e655 = l_mut_216_;
                        double l_217_ = (_e655 * l_213_);
                        double l_218_ = (l_217_ - 2.8114572543455206e-15L);
                        l_mut_216_ = l_218_;
                        double _e659 = l_mut_216_;
                        double l_219_ = (_e659 * l_213_);
                        double l_220_ = (l_219_ + 7.647163731819816e-13L);
                        l_mut_216_ = l_220_;
                        double _e663 = l_mut_216_;
                        double l_221_ = (_e663 * l_213_);
                        double l_222_ = (l_221_ - 1.6059043836821613e-10L);
                        l_mut_216_ = l_222_;
                        double _e667 = l_mut_216_;
                        double l_223_ = (_e667 * l_213_);
                        double l_224_ = (l_223_ + 2.505210838544172e-8L);
                        l_mut_216_ = l_224_;
                        double _e671 = l_mut_216_;
                        double l_225_ = (_e671 * l_213_);
                        double l_226_ = (l_225_ - 2.7557319223985893e-6L);
                        l_mut_216_ = l_226_;
                        double _e675 = l_mut_216_;
                        double l_227_ = (_e675 * l_213_);
                        double l_228_ = (l_227_ + 0.0001984126984126984L);
                        l_mut_216_ = l_228_;
                        double _e679 = l_mut_216_;
                        double l_229_ = (_e679 * l_213_);
                        double l_230_ = (l_229_ - 0.008333333333333333L);
                        l_mut_216_ = l_230_;
                        double _e683 = l_mut_216_;
                        double l_231_ = (_e683 * l_213_);
                        double l_232_ = (l_231_ + 0.16666666666666666L);
                        l_mut_216_ = l_232_;
                        double l_233_ = (0.5L * l_213_);
                        double l_234_ = (1.0L - l_233_);
                        double _e691 = l_mut_34_;
                        double l_235_ = (_e691 * l_234_);
                        double _e693 = l_mut_49_;
                        double l_236_ = (_e693 * l_213_);
                        double _e695 = l_mut_216_;
                        double l_237_ = (l_236_ * _e695);
                        double l_238_ = (l_235_ - l_237_);
                        double _e698 = l_mut_49_;
                        double l_239_ = (_e698 + l_238_);
                        double _e700 = l_mut_49_;
                        double _e701 = l_mut_49_;
                        double l_240_ = (_e700 * _e701);
                        double l_241_ = (l_240_ * 4.110317623312165e-19L);
                        double l_242_ = (l_241_ - 1.5619206968586225e-16L);
                        l_mut_216_ = l_242_;
                        double _e707 = l_mut_216_;
                        double l_243_ = (_e707 * l_240_);
                        double l_244_ = (l_243_ + 4.779477332387385e-14L);
                        l_mut_216_ = l_244_;
                        double _e711 = l_mut_216_;
                        double l_245_ = (_e711 * l_240_);
                        double l_246_ = (l_245_ - 1.1470745597729725e-11L);
                        l_mut_216_ = l_246_;
                        double _e715 = l_mut_216_;
                        double l_247_ = (_e715 * l_240_);
                        double l_248_ = (l_247_ + 2.08767569878681e-9L);
                        l_mut_216_ = l_248_;
                        double _e719 = l_mut_216_;
                        double l_249_ = (_e719 * l_240_);
                        double l_250_ = (l_249_ - 2.755731922398589e-7L);
                        l_mut_216_ = l_250_;
                        double _e723 = l_mut_216_;
                        double l_251_ = (_e723 * l_240_);
                        double l_252_ = (l_251_ + 2.48015873015873e-5L);
                        l_mut_216_ = l_252_;
                        double _e727 = l_mut_216_;
                        double l_253_ = (_e727 * l_240_);
                        double l_254_ = (l_253_ - 0.001388888888888889L);
                        l_mut_216_ = l_254_;
                        double _e731 = l_mut_216_;
                        double l_255_ = (_e731 * l_240_);
                        double l_256_ = (l_255_ + 0.041666666666666664L);
                        l_mut_216_ = l_256_;
                        double l_257_ = (0.5L * l_240_);
                        double l_258_ = (1.0L - l_257_);
                        double l_259_ = (l_240_ * l_240_);
                        double _e740 = l_mut_216_;
                        double l_260_ = (l_259_ * _e740);
                        double _e742 = l_mut_34_;
                        double _e743 = l_mut_49_;
                        double l_261_ = (_e742 * _e743);
                        double l_262_ = (l_260_ - l_261_);
                        double l_263_ = (l_258_ + l_262_);
                        uint _e747 = l_mut_35_;
                        uint l_264_ = (_e747 & 1u);
                        bool l_265_ = (l_264_ == 1u);
                        l_mut_216_ = l_239_;
                        uint _e752 = l_mut_35_;
                        uint l_266_ = (_e752 & 2u);
                        bool l_267_ = (l_266_ != 0u);
                        l_mut_101_ = l_267_;
                        double l_268_ = (l_239_ / l_263_);
                        l_mut_216_ = l_268_;
                        if (l_265_) {
                            double l_269_ = (l_263_ / l_239_);
                            l_mut_216_ = l_269_;
                        }
                        l_mut_101_ = l_265_;
                        if (true) {
                            local_1 = l_212_;
                        } else {
                            local_1 = false;
                        }
                        bool l_270_ = local_1;
                        if (l_270_) {
                            bool _e764 = l_mut_101_;
                            bool l_271_ = !(_e764);
                            l_mut_101_ = l_271_;
                        }
                        bool _e766 = l_mut_101_;
                        if (_e766) {
                            double _e767 = l_mut_216_;
                            double l_272_ = -(_e767);
                            l_mut_216_ = l_272_;
                        }
                        double _e769 = l_mut_216_;
                        l_mut_29_ = _e769;
                    }
                }
                double _e770 = l_mut_29_;
                l_mut_25_ = _e770;
                l_mut_35_ = 4294967294u;
                float _e772 = l_mut_22_;
                uint l_273_ = asuint(_e772);
                uint l_274_ = asuint(l_21_);
                uint l_275_ = (l_274_ & 2139095040u);
                bool l_276_ = (l_275_ != 2139095040u);
                bool l_277_ = (l_275_ == 0u);
                uint l_278_ = asuint(l_21_);
                uint l_279_ = (l_278_ & 8388607u);
                bool l_280_ = (l_279_ != 0u);
                if (l_277_) {
                    local_2 = l_280_;
                } else {
                    local_2 = false;
                }
                bool l_281_ = local_2;
                double _e790 = l_mut_25_;
                double l_282_ = abs(_e790);
                double _e792 = l_mut_25_;
                bool l_283_ = (_e792 < 0.0L);
                uint l_284_ = uint(l_283_);
                uint l_285_ = (2147483648u * l_284_);
                if (l_281_) {
                } else {
                    double _e798 = l_mut_25_;
                    const bool _e799 = is_nan_1_f64_(_e798);
                    if (_e799) {
                        uint l_287_ = (l_273_ & 2147483647u);
                        bool l_288_ = (l_287_ > 2139095040u);
                        if (l_288_) {
                            l_mut_35_ = 4294967293u;
                        }
                    } else {
                        bool l_289_ = (l_282_ >= 3.402823669209385e38L);
                        bool l_290_ = !(l_276_);
                        bool l_291_ = (l_282_ == 0.0L);
                        if (l_290_) {
                            local_3 = l_291_;
                        } else {
                            local_3 = false;
                        }
                        bool l_292_ = local_3;
                        if (!(l_289_)) {
                            local_4 = l_292_;
                        } else {
                            local_4 = true;
                        }
                        bool l_293_ = local_4;
                        if (l_293_) {
                            bool l_294_ = (l_282_ >= 3.402823669209385e38L);
                            uint l_295_ = uint(l_294_);
                            uint l_296_ = (2139095040u * l_295_);
                            uint l_297_ = (l_296_ | l_285_);
                            bool l_298_ = (l_273_ == l_297_);
                            uint l_299_ = (l_273_ | l_297_);
                            uint l_300_ = (l_299_ & 2147483647u);
                            bool l_301_ = (l_300_ == 0u);
                            if (!(l_298_)) {
                                local_5 = l_301_;
                            } else {
                                local_5 = true;
                            }
                            bool l_302_ = local_5;
                            if (l_302_) {
                                l_mut_35_ = 4294967293u;
                            }
                        } else {
                            bool l_303_ = (l_282_ >= 2.350988701644575e-38L);
                            if (l_276_) {
                                local_6 = l_303_;
                            } else {
                                local_6 = false;
                            }
                            bool l_304_ = local_6;
                            bool l_305_ = (l_282_ < 3.4028234663852886e38L);
                            if (l_304_) {
                                local_7 = l_305_;
                            } else {
                                local_7 = false;
                            }
                            bool l_306_ = local_7;
                            if (l_306_) {
                                float l_307_ = float(l_282_);
                                uint l_308_ = asuint(l_307_);
                                float l_309_ = asfloat(l_308_);
                                double l_310_ = double(l_309_);
                                double l_311_ = (l_282_ - l_310_);
                                uint l_312_ = (l_308_ + 1u);
                                bool l_313_ = (l_311_ < 0.0L);
                                uint l_314_ = uint(l_313_);
                                uint l_315_ = (2u * l_314_);
                                uint l_316_ = (l_312_ - l_315_);
                                float l_317_ = asfloat(l_316_);
                                double l_318_ = double(l_317_);
                                double l_319_ = (l_318_ - l_310_);
                                double l_320_ = abs(l_319_);
                                double l_321_ = (l_320_ * 0.5L);
                                double l_322_ = abs(l_311_);
                                double l_323_ = (l_321_ - l_322_);
                                double l_324_ = (l_282_ * 9.094947017729282e-13L);
                                bool l_325_ = (l_323_ > l_324_);
                                if (l_325_) {
                                    uint l_326_ = (l_308_ | l_285_);
                                    l_mut_35_ = l_326_;
                                }
                            } else {
                                bool l_327_ = (l_282_ < 2.350988701644575e-38L);
                                if (l_276_) {
                                    local_8 = l_327_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_328_ = local_8;
                                if (l_328_) {
                                    double l_329_ = (l_282_ * 7.1362384635298e44L);
                                    double l_330_ = floor(l_329_);
                                    double l_331_ = (l_329_ - l_330_);
                                    double l_332_ = (l_331_ - 0.5L);
                                    double l_333_ = abs(l_332_);
                                    double l_334_ = (l_329_ * 9.094947017729282e-13L);
                                    bool l_335_ = (l_333_ > l_334_);
                                    if (l_335_) {
                                        bool l_336_ = (l_331_ > 0.5L);
                                        double l_337_ = double(l_336_);
                                        double l_338_ = (l_330_ + l_337_);
                                        uint l_339_ = naga_f2u32(l_338_);
                                        uint l_340_ = (l_339_ | l_285_);
                                        l_mut_35_ = l_340_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e896 = l_mut_22_;
                uint l_341_ = asuint(_e896);
                uint l_342_ = (l_341_ & 2139095040u);
                bool l_343_ = (l_342_ != 2139095040u);
                uint l_344_ = (l_341_ & 2147483647u);
                bool l_345_ = (l_344_ == 0u);
                uint l_346_ = (l_341_ & 2147483647u);
                double l_347_ = double(l_346_);
                uint l_348_ = (l_341_ >> 31u);
                double l_349_ = double(l_348_);
                double l_350_ = (2.0L * l_349_);
                double l_351_ = (1.0L - l_350_);
                double l_352_ = (l_347_ * l_351_);
                uint _e917 = l_mut_35_;
                uint l_353_ = (_e917 & 2147483647u);
                double l_354_ = double(l_353_);
                uint _e921 = l_mut_35_;
                uint l_355_ = (_e921 >> 31u);
                double l_356_ = double(l_355_);
                double l_357_ = (2.0L * l_356_);
                double l_358_ = (1.0L - l_357_);
                double l_359_ = (l_354_ * l_358_);
                double l_360_ = (l_352_ - l_359_);
                uint _e931 = l_mut_35_;
                bool l_361_ = (_e931 < 4294967293u);
                bool l_362_ = (l_360_ == 0.0L);
                bool l_363_ = !(l_345_);
                if (l_343_) {
                    local_9 = l_363_;
                } else {
                    local_9 = false;
                }
                bool l_364_ = local_9;
                if (!(l_362_)) {
                    local_10 = l_364_;
                } else {
                    local_10 = true;
                }
                bool l_365_ = local_10;
                if (l_361_) {
                    local_11 = l_365_;
                } else {
                    local_11 = false;
                }
                bool l_366_ = local_11;
                l_mut_101_ = l_366_;
                bool l_367_ = (l_360_ != 0.0L);
                bool _e952 = l_mut_101_;
                if (_e952) {
                    local_12 = l_367_;
                } else {
                    local_12 = false;
                }
                bool l_368_ = local_12;
                if (l_368_) {
                    l_mut_369_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e4369 = l_mut_369_;
                            l_mut_369_ = (_e4369 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e959 = l_mut_369_;
                        if ((_e959 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e963 = l_mut_369_;
                            uint l_370_ = (2u * _e963);
                            uint l_2212_ = asuint(info.Load(4+0));
                            uint l_2213_ = (l_2212_ * 1u);
                            bool l_2214_ = (l_370_ < l_2213_);
                            uint l_2215_ = (l_2213_ - 1u);
                            uint l_2216_ = min(l_370_, l_2215_);
                            uint l_2217_ = asuint(buffer_1_global.Load(l_2216_*4));
                            uint l_371_ = (l_2214_ ? l_2217_ : 0u);
                            uint _e981 = l_mut_369_;
                            uint l_372_ = (2u * _e981);
                            uint l_373_ = (l_372_ + 1u);
                            uint l_2219_ = asuint(info.Load(4+0));
                            uint l_2220_ = (l_2219_ * 1u);
                            bool l_2221_ = (l_373_ < l_2220_);
                            uint l_2222_ = (l_2220_ - 1u);
                            uint l_2223_ = min(l_373_, l_2222_);
                            uint l_2224_ = asuint(buffer_1_global.Load(l_2223_*4));
                            uint l_374_ = (l_2221_ ? l_2224_ : 0u);
                            bool l_375_ = (l_374_ != 0u);
                            uint _e1002 = l_mut_369_;
                            uint l_376_ = (_e1002 * 4u);
                            uint l_2226_ = asuint(info.Load(8+0));
                            uint l_2227_ = (l_2226_ * 1u);
                            bool l_2228_ = (l_376_ < l_2227_);
                            uint l_2229_ = (l_2227_ - 1u);
                            uint l_2230_ = min(l_376_, l_2229_);
                            double l_2231_ = buffer_2_global.Load<double>(l_2230_*8);
                            double l_377_ = (l_2228_ ? l_2231_ : 0.0L);
                            uint _e1020 = l_mut_369_;
                            uint l_378_ = (_e1020 * 4u);
                            uint l_379_ = (l_378_ + 1u);
                            uint l_2233_ = asuint(info.Load(8+0));
                            uint l_2234_ = (l_2233_ * 1u);
                            bool l_2235_ = (l_379_ < l_2234_);
                            uint l_2236_ = (l_2234_ - 1u);
                            uint l_2237_ = min(l_379_, l_2236_);
                            double l_2238_ = buffer_2_global.Load<double>(l_2237_*8);
                            double l_380_ = (l_2235_ ? l_2238_ : 0.0L);
                            uint _e1040 = l_mut_369_;
                            uint l_381_ = (_e1040 * 4u);
                            uint l_382_ = (l_381_ + 2u);
                            uint l_2240_ = asuint(info.Load(8+0));
                            uint l_2241_ = (l_2240_ * 1u);
                            bool l_2242_ = (l_382_ < l_2241_);
                            uint l_2243_ = (l_2241_ - 1u);
                            uint l_2244_ = min(l_382_, l_2243_);
                            double l_2245_ = buffer_2_global.Load<double>(l_2244_*8);
                            double l_383_ = (l_2242_ ? l_2245_ : 0.0L);
                            double l_384_ = double(l_21_);
                            double l_385_ = abs(l_384_);
                            double _e1062 = l_mut_25_;
                            double l_386_ = abs(_e1062);
                            double l_387_ = (l_386_ * 1.4551915228366852e-11L);
                            a_388_[0] = 1u;
                            l_mut_389_ = 2u;
                            bool l_390_ = (l_371_ == 0u);
                            if (l_390_) {
                                l_mut_389_ = 0u;
                            } else {
                                bool l_391_ = (l_371_ == 1u);
                                if (l_391_) {
                                    l_mut_389_ = 1u;
                                    double l_392_ = abs(l_360_);
                                    bool l_393_ = (l_392_ <= l_377_);
                                    if (l_393_) {
                                        l_mut_389_ = 0u;
                                    }
                                } else {
                                    bool l_394_ = (l_371_ == 2u);
                                    if (l_394_) {
                                        double _e1080 = l_mut_25_;
                                        double l_395_ = abs(_e1080);
                                        l_mut_216_ = 1.401298464324817e-45L;
                                        bool l_396_ = (l_395_ >= 1.1754943508222875e-38L);
                                        bool l_397_ = (l_395_ <= 1.7976931348623157e308L);
                                        if (l_396_) {
                                            local_13 = l_397_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_398_ = local_13;
                                        if (l_398_) {
                                            uint64_t l_399_ = l_395_;
                                            uint64_t l_400_ = (l_399_ >> uint(52uL));
                                            uint64_t l_401_ = (l_400_ - 23uL);
                                            uint64_t l_402_ = (l_401_ << uint(52uL));
                                            double l_403_ = l_402_;
                                            l_mut_216_ = l_403_;
                                        }
                                        double _e1103 = l_mut_216_;
                                        double l_404_ = (l_377_ * _e1103);
                                        l_mut_405_ = 2u;
                                        double _e1106 = l_mut_25_;
                                        double l_406_ = (_e1106 - l_387_);
                                        double l_407_ = abs(l_406_);
                                        l_mut_216_ = 1.401298464324817e-45L;
                                        bool l_408_ = (l_407_ >= 1.1754943508222875e-38L);
                                        bool l_409_ = (l_407_ <= 1.7976931348623157e308L);
                                        if (l_408_) {
                                            local_14 = l_409_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_410_ = local_14;
                                        if (l_410_) {
                                            uint64_t l_411_ = l_407_;
                                            uint64_t l_412_ = (l_411_ >> uint(52uL));
                                            uint64_t l_413_ = (l_412_ - 23uL);
                                            uint64_t l_414_ = (l_413_ << uint(52uL));
                                            double l_415_ = l_414_;
                                            l_mut_216_ = l_415_;
                                        }
                                        double _e1130 = l_mut_25_;
                                        double l_416_ = (_e1130 + l_387_);
                                        double l_417_ = abs(l_416_);
                                        l_mut_49_ = 1.401298464324817e-45L;
                                        bool l_418_ = (l_417_ >= 1.1754943508222875e-38L);
                                        bool l_419_ = (l_417_ <= 1.7976931348623157e308L);
                                        if (l_418_) {
                                            local_15 = l_419_;
                                        } else {
                                            local_15 = false;
                                        }
                                        bool l_420_ = local_15;
                                        if (l_420_) {
                                            uint64_t l_421_ = l_417_;
                                            uint64_t l_422_ = (l_421_ >> uint(52uL));
                                            uint64_t l_423_ = (l_422_ - 23uL);
                                            uint64_t l_424_ = (l_423_ << uint(52uL));
                                            double l_425_ = l_424_;
                                            l_mut_49_ = l_425_;
                                        }
                                        double _e1154 = l_mut_216_;
                                        double _e1155 = l_mut_49_;
                                        bool l_426_ = (_e1154 == _e1155);
                                        if (l_426_) {
                                            double l_427_ = (l_404_ * 1.4551915228366852e-11L);
                                            double l_428_ = (l_387_ + l_427_);
                                            double _e1160 = l_mut_25_;
                                            double l_429_ = (_e1160 - l_404_);
                                            double _e1162 = l_mut_25_;
                                            double l_430_ = (_e1162 + l_404_);
                                            float _e1164 = l_mut_22_;
                                            double l_431_ = double(_e1164);
                                            float _e1166 = l_mut_22_;
                                            uint l_432_ = asuint(_e1166);
                                            uint l_433_ = (l_432_ + 1u);
                                            l_mut_434_ = l_433_;
                                            uint l_435_ = (l_432_ & 2147483647u);
                                            bool l_436_ = (l_435_ == 0u);
                                            if (l_436_) {
                                                l_mut_434_ = 1u;
                                            } else {
                                                uint l_437_ = (l_432_ & 2147483648u);
                                                bool l_438_ = (l_437_ != 0u);
                                                if (l_438_) {
                                                    uint l_439_ = (l_432_ - 1u);
                                                    l_mut_434_ = l_439_;
                                                }
                                            }
                                            uint _e1181 = l_mut_434_;
                                            float l_440_ = asfloat(_e1181);
                                            double l_441_ = double(l_440_);
                                            float _e1184 = l_mut_22_;
                                            float l_442_ = -(_e1184);
                                            uint l_443_ = asuint(l_442_);
                                            uint l_444_ = (l_443_ + 1u);
                                            l_mut_434_ = l_444_;
                                            uint l_445_ = (l_443_ & 2147483647u);
                                            bool l_446_ = (l_445_ == 0u);
                                            if (l_446_) {
                                                l_mut_434_ = 1u;
                                            } else {
                                                uint l_447_ = (l_443_ & 2147483648u);
                                                bool l_448_ = (l_447_ != 0u);
                                                if (l_448_) {
                                                    uint l_449_ = (l_443_ - 1u);
                                                    l_mut_434_ = l_449_;
                                                }
                                            }
                                            uint _e1200 = l_mut_434_;
                                            float l_450_ = asfloat(_e1200);
                                            float l_451_ = -(l_450_);
                                            double l_452_ = double(l_451_);
                                            double l_453_ = (l_429_ + l_428_);
                                            bool l_454_ = (l_453_ <= l_431_);
                                            l_mut_455_ = l_454_;
                                            double l_456_ = (l_429_ - l_428_);
                                            bool l_457_ = (l_456_ > l_431_);
                                            l_mut_458_ = l_457_;
                                            double l_459_ = (l_430_ - l_428_);
                                            bool l_460_ = (l_459_ >= l_431_);
                                            l_mut_461_ = l_460_;
                                            double l_462_ = (l_430_ + l_428_);
                                            bool l_463_ = (l_462_ < l_431_);
                                            l_mut_464_ = l_463_;
                                            if (l_375_) {
                                                double l_465_ = (l_429_ + l_428_);
                                                bool l_466_ = (l_465_ < l_441_);
                                                l_mut_455_ = l_466_;
                                                double l_467_ = (l_429_ - l_428_);
                                                bool l_468_ = (l_467_ >= l_441_);
                                                l_mut_458_ = l_468_;
                                                double l_469_ = (l_430_ - l_428_);
                                                bool l_470_ = (l_469_ > l_452_);
                                                l_mut_461_ = l_470_;
                                                double l_471_ = (l_430_ + l_428_);
                                                bool l_472_ = (l_471_ <= l_452_);
                                                l_mut_464_ = l_472_;
                                            }
                                            l_mut_434_ = 2u;
                                            bool _e1221 = l_mut_458_;
                                            if (!(_e1221)) {
                                                bool _e1225 = l_mut_464_;
                                                local_16 = _e1225;
                                            } else {
                                                local_16 = true;
                                            }
                                            bool l_473_ = local_16;
                                            if (l_473_) {
                                                l_mut_434_ = 1u;
                                            } else {
                                                bool _e1229 = l_mut_455_;
                                                if (_e1229) {
                                                    bool _e1232 = l_mut_461_;
                                                    local_17 = _e1232;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_474_ = local_17;
                                                if (l_474_) {
                                                    l_mut_434_ = 0u;
                                                }
                                            }
                                            uint _e1236 = l_mut_434_;
                                            l_mut_405_ = _e1236;
                                        }
                                        uint _e1237 = l_mut_405_;
                                        l_mut_389_ = _e1237;
                                    } else {
                                        bool l_475_ = (l_371_ == 3u);
                                        if (l_475_) {
                                            l_mut_389_ = 0u;
                                            bool l_476_ = (l_385_ >= 1.1754943508222875e-38L);
                                            bool l_477_ = (l_385_ <= 8.507059173023462e37L);
                                            if (l_476_) {
                                                local_18 = l_477_;
                                            } else {
                                                local_18 = false;
                                            }
                                            bool l_478_ = local_18;
                                            if (l_478_) {
                                                double _e1249 = l_mut_25_;
                                                double l_479_ = abs(_e1249);
                                                l_mut_216_ = 1.401298464324817e-45L;
                                                bool l_480_ = (l_479_ >= 1.1754943508222875e-38L);
                                                bool l_481_ = (l_479_ <= 1.7976931348623157e308L);
                                                if (l_480_) {
                                                    local_19 = l_481_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_482_ = local_19;
                                                if (l_482_) {
                                                    uint64_t l_483_ = l_479_;
                                                    uint64_t l_484_ = (l_483_ >> uint(52uL));
                                                    uint64_t l_485_ = (l_484_ - 23uL);
                                                    uint64_t l_486_ = (l_485_ << uint(52uL));
                                                    double l_487_ = l_486_;
                                                    l_mut_216_ = l_487_;
                                                }
                                                double _e1272 = l_mut_216_;
                                                double l_488_ = (l_377_ * _e1272);
                                                l_mut_434_ = 2u;
                                                double _e1275 = l_mut_25_;
                                                double l_489_ = (_e1275 - l_387_);
                                                double l_490_ = abs(l_489_);
                                                l_mut_216_ = 1.401298464324817e-45L;
                                                bool l_491_ = (l_490_ >= 1.1754943508222875e-38L);
                                                bool l_492_ = (l_490_ <= 1.7976931348623157e308L);
                                                if (l_491_) {
                                                    local_20 = l_492_;
                                                } else {
                                                    local_20 = false;
                                                }
                                                bool l_493_ = local_20;
                                                if (l_493_) {
                                                    uint64_t l_494_ = l_490_;
                                                    uint64_t l_495_ = (l_494_ >> uint(52uL));
                                                    uint64_t l_496_ = (l_495_ - 23uL);
                                                    uint64_t l_497_ = (l_496_ << uint(52uL));
                                                    double l_498_ = l_497_;
                                                    l_mut_216_ = l_498_;
                                                }
                                                double _e1299 = l_mut_25_;
                                                double l_499_ = (_e1299 + l_387_);
                                                double l_500_ = abs(l_499_);
                                                l_mut_49_ = 1.401298464324817e-45L;
                                                bool l_501_ = (l_500_ >= 1.1754943508222875e-38L);
                                                bool l_502_ = (l_500_ <= 1.7976931348623157e308L);
                                                if (l_501_) {
                                                    local_21 = l_502_;
                                                } else {
                                                    local_21 = false;
                                                }
                                                bool l_503_ = local_21;
                                                if (l_503_) {
                                                    uint64_t l_504_ = l_500_;
                                                    uint64_t l_505_ = (l_504_ >> uint(52uL));
                                                    uint64_t l_506_ = (l_505_ - 23uL);
                                                    uint64_t l_507_ = (l_506_ << uint(52uL));
                                                    double l_508_ = l_507_;
                                                    l_mut_49_ = l_508_;
                                                }
                                                double _e1323 = l_mut_216_;
                                                double _e1324 = l_mut_49_;
                                                bool l_509_ = (_e1323 == _e1324);
                                                if (l_509_) {
                                                    double l_510_ = (l_488_ * 1.4551915228366852e-11L);
                                                    double l_511_ = (l_387_ + l_510_);
                                                    double _e1329 = l_mut_25_;
                                                    double l_512_ = (_e1329 - l_488_);
                                                    double _e1331 = l_mut_25_;
                                                    double l_513_ = (_e1331 + l_488_);
                                                    float _e1333 = l_mut_22_;
                                                    double l_514_ = double(_e1333);
                                                    float _e1335 = l_mut_22_;
                                                    uint l_515_ = asuint(_e1335);
                                                    uint l_516_ = (l_515_ + 1u);
                                                    l_mut_405_ = l_516_;
                                                    uint l_517_ = (l_515_ & 2147483647u);
                                                    bool l_518_ = (l_517_ == 0u);
                                                    if (l_518_) {
                                                        l_mut_405_ = 1u;
                                                    } else {
                                                        uint l_519_ = (l_515_ & 2147483648u);
                                                        bool l_520_ = (l_519_ != 0u);
                                                        if (l_520_) {
                                                            uint l_521_ = (l_515_ - 1u);
                                                            l_mut_405_ = l_521_;
                                                        }
                                                    }
                                                    uint _e1350 = l_mut_405_;
                                                    float l_522_ = asfloat(_e1350);
                                                    double l_523_ = double(l_522_);
                                                    float _e1353 = l_mut_22_;
                                                    float l_524_ = -(_e1353);
                                                    uint l_525_ = asuint(l_524_);
                                                    uint l_526_ = (l_525_ + 1u);
                                                    l_mut_405_ = l_526_;
                                                    uint l_527_ = (l_525_ & 2147483647u);
                                                    bool l_528_ = (l_527_ == 0u);
                                                    if (l_528_) {
                                                        l_mut_405_ = 1u;
                                                    } else {
                                                        uint l_529_ = (l_525_ & 2147483648u);
                                                        bool l_530_ = (l_529_ != 0u);
                                                        if (l_530_) {
                                                            uint l_531_ = (l_525_ - 1u);
                                                            l_mut_405_ = l_531_;
                                                        }
                                                    }
                                                    uint _e1369 = l_mut_405_;
                                                    float l_532_ = asfloat(_e1369);
                                                    float l_533_ = -(l_532_);
                                                    double l_534_ = double(l_533_);
                                                    double l_535_ = (l_512_ + l_511_);
                                                    bool l_536_ = (l_535_ <= l_514_);
                                                    l_mut_464_ = l_536_;
                                                    double l_537_ = (l_512_ - l_511_);
                                                    bool l_538_ = (l_537_ > l_514_);
                                                    l_mut_461_ = l_538_;
                                                    double l_539_ = (l_513_ - l_511_);
                                                    bool l_540_ = (l_539_ >= l_514_);
                                                    l_mut_458_ = l_540_;
                                                    double l_541_ = (l_513_ + l_511_);
                                                    bool l_542_ = (l_541_ < l_514_);
                                                    l_mut_455_ = l_542_;
                                                    if (l_375_) {
                                                        double l_543_ = (l_512_ + l_511_);
                                                        bool l_544_ = (l_543_ < l_523_);
                                                        l_mut_464_ = l_544_;
                                                        double l_545_ = (l_512_ - l_511_);
                                                        bool l_546_ = (l_545_ >= l_523_);
                                                        l_mut_461_ = l_546_;
                                                        double l_547_ = (l_513_ - l_511_);
                                                        bool l_548_ = (l_547_ > l_534_);
                                                        l_mut_458_ = l_548_;
                                                        double l_549_ = (l_513_ + l_511_);
                                                        bool l_550_ = (l_549_ <= l_534_);
                                                        l_mut_455_ = l_550_;
                                                    }
                                                    l_mut_405_ = 2u;
                                                    bool _e1390 = l_mut_461_;
                                                    if (!(_e1390)) {
                                                        bool _e1394 = l_mut_455_;
                                                        local_22 = _e1394;
                                                    } else {
                                                        local_22 = true;
                                                    }
                                                    bool l_551_ = local_22;
                                                    if (l_551_) {
                                                        l_mut_405_ = 1u;
                                                    } else {
                                                        bool _e1398 = l_mut_464_;
                                                        if (_e1398) {
                                                            bool _e1401 = l_mut_458_;
                                                            local_23 = _e1401;
                                                        } else {
                                                            local_23 = false;
                                                        }
                                                        bool l_552_ = local_23;
                                                        if (l_552_) {
                                                            l_mut_405_ = 0u;
                                                        }
                                                    }
                                                    uint _e1405 = l_mut_405_;
                                                    l_mut_434_ = _e1405;
                                                }
                                                uint _e1406 = l_mut_434_;
                                                l_mut_389_ = _e1406;
                                            }
                                        } else {
                                            bool l_553_ = (l_371_ == 4u);
                                            if (l_553_) {
                                                double l_554_ = (l_380_ * l_385_);
                                                double l_555_ = (l_377_ + l_554_);
                                                double _e1411 = l_mut_25_;
                                                double l_556_ = abs(_e1411);
                                                l_mut_216_ = 1.401298464324817e-45L;
                                                bool l_557_ = (l_556_ >= 1.1754943508222875e-38L);
                                                bool l_558_ = (l_556_ <= 1.7976931348623157e308L);
                                                if (l_557_) {
                                                    local_24 = l_558_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_559_ = local_24;
                                                if (l_559_) {
                                                    uint64_t l_560_ = l_556_;
                                                    uint64_t l_561_ = (l_560_ >> uint(52uL));
                                                    uint64_t l_562_ = (l_561_ - 23uL);
                                                    uint64_t l_563_ = (l_562_ << uint(52uL));
                                                    double l_564_ = l_563_;
                                                    l_mut_216_ = l_564_;
                                                }
                                                double _e1434 = l_mut_216_;
                                                double l_565_ = (l_555_ * _e1434);
                                                l_mut_434_ = 2u;
                                                double _e1437 = l_mut_25_;
                                                double l_566_ = (_e1437 - l_387_);
                                                double l_567_ = abs(l_566_);
                                                l_mut_216_ = 1.401298464324817e-45L;
                                                bool l_568_ = (l_567_ >= 1.1754943508222875e-38L);
                                                bool l_569_ = (l_567_ <= 1.7976931348623157e308L);
                                                if (l_568_) {
                                                    local_25 = l_569_;
                                                } else {
                                                    local_25 = false;
                                                }
                                                bool l_570_ = local_25;
                                                if (l_570_) {
                                                    uint64_t l_571_ = l_567_;
                                                    uint64_t l_572_ = (l_571_ >> uint(52uL));
                                                    uint64_t l_573_ = (l_572_ - 23uL);
                                                    uint64_t l_574_ = (l_573_ << uint(52uL));
                                                    double l_575_ = l_574_;
                                                    l_mut_216_ = l_575_;
                                                }
                                                double _e1461 = l_mut_25_;
                                                double l_576_ = (_e1461 + l_387_);
                                                double l_577_ = abs(l_576_);
                                                l_mut_49_ = 1.401298464324817e-45L;
                                                bool l_578_ = (l_577_ >= 1.1754943508222875e-38L);
                                                bool l_579_ = (l_577_ <= 1.7976931348623157e308L);
                                                if (l_578_) {
                                                    local_26 = l_579_;
                                                } else {
                                                    local_26 = false;
                                                }
                                                bool l_580_ = local_26;
                                                if (l_580_) {
                                                    uint64_t l_581_ = l_577_;
                                                    uint64_t l_582_ = (l_581_ >> uint(52uL));
                                                    uint64_t l_583_ = (l_582_ - 23uL);
                                                    uint64_t l_584_ = (l_583_ << uint(52uL));
                                                    double l_585_ = l_584_;
                                                    l_mut_49_ = l_585_;
                                                }
                                                double _e1485 = l_mut_216_;
                                                double _e1486 = l_mut_49_;
                                                bool l_586_ = (_e1485 == _e1486);
                                                if (l_586_) {
                                                    double l_587_ = (l_565_ * 1.4551915228366852e-11L);
                                                    double l_588_ = (l_387_ + l_587_);
                                                    double _e1491 = l_mut_25_;
                                                    double l_589_ = (_e1491 - l_565_);
                                                    double _e1493 = l_mut_25_;
                                                    double l_590_ = (_e1493 + l_565_);
                                                    float _e1495 = l_mut_22_;
                                                    double l_591_ = double(_e1495);
                                                    float _e1497 = l_mut_22_;
                                                    uint l_592_ = asuint(_e1497);
                                                    uint l_593_ = (l_592_ + 1u);
                                                    l_mut_405_ = l_593_;
                                                    uint l_594_ = (l_592_ & 2147483647u);
                                                    bool l_595_ = (l_594_ == 0u);
                                                    if (l_595_) {
                                                        l_mut_405_ = 1u;
                                                    } else {
                                                        uint l_596_ = (l_592_ & 2147483648u);
                                                        bool l_597_ = (l_596_ != 0u);
                                                        if (l_597_) {
                                                            uint l_598_ = (l_592_ - 1u);
                                                            l_mut_405_ = l_598_;
                                                        }
                                                    }
                                                    uint _e1512 = l_mut_405_;
                                                    float l_599_ = asfloat(_e1512);
                                                    double l_600_ = double(l_599_);
                                                    float _e1515 = l_mut_22_;
                                                    float l_601_ = -(_e1515);
                                                    uint l_602_ = asuint(l_601_);
                                                    uint l_603_ = (l_602_ + 1u);
                                                    l_mut_405_ = l_603_;
                                                    uint l_604_ = (l_602_ & 2147483647u);
                                                    bool l_605_ = (l_604_ == 0u);
                                                    if (l_605_) {
                                                        l_mut_405_ = 1u;
                                                    } else {
                                                        uint l_606_ = (l_602_ & 2147483648u);
                                                        bool l_607_ = (l_606_ != 0u);
                                                        if (l_607_) {
                                                            uint l_608_ = (l_602_ - 1u);
                                                            l_mut_405_ = l_608_;
                                                        }
                                                    }
                                                    uint _e1531 = l_mut_405_;
                                                    float l_609_ = asfloat(_e1531);
                                                    float l_610_ = -(l_609_);
                                                    double l_611_ = double(l_610_);
                                                    double l_612_ = (l_589_ + l_588_);
                                                    bool l_613_ = (l_612_ <= l_591_);
                                                    l_mut_464_ = l_613_;
                                                    double l_614_ = (l_589_ - l_588_);
                                                    bool l_615_ = (l_614_ > l_591_);
                                                    l_mut_461_ = l_615_;
                                                    double l_616_ = (l_590_ - l_588_);
                                                    bool l_617_ = (l_616_ >= l_591_);
                                                    l_mut_458_ = l_617_;
                                                    double l_618_ = (l_590_ + l_588_);
                                                    bool l_619_ = (l_618_ < l_591_);
                                                    l_mut_455_ = l_619_;
                                                    if (l_375_) {
                                                        double l_620_ = (l_589_ + l_588_);
                                                        bool l_621_ = (l_620_ < l_600_);
                                                        l_mut_464_ = l_621_;
                                                        double l_622_ = (l_589_ - l_588_);
                                                        bool l_623_ = (l_622_ >= l_600_);
                                                        l_mut_461_ = l_623_;
                                                        double l_624_ = (l_590_ - l_588_);
                                                        bool l_625_ = (l_624_ > l_611_);
                                                        l_mut_458_ = l_625_;
                                                        double l_626_ = (l_590_ + l_588_);
                                                        bool l_627_ = (l_626_ <= l_611_);
                                                        l_mut_455_ = l_627_;
                                                    }
                                                    l_mut_405_ = 2u;
                                                    bool _e1552 = l_mut_461_;
                                                    if (!(_e1552)) {
                                                        bool _e1556 = l_mut_455_;
                                                        local_27 = _e1556;
                                                    } else {
                                                        local_27 = true;
                                                    }
                                                    bool l_628_ = local_27;
                                                    if (l_628_) {
                                                        l_mut_405_ = 1u;
                                                    } else {
                                                        bool _e1560 = l_mut_464_;
                                                        if (_e1560) {
                                                            bool _e1563 = l_mut_458_;
                                                            local_28 = _e1563;
                                                        } else {
                                                            local_28 = false;
                                                        }
                                                        bool l_629_ = local_28;
                                                        if (l_629_) {
                                                            l_mut_405_ = 0u;
                                                        }
                                                    }
                                                    uint _e1567 = l_mut_405_;
                                                    l_mut_434_ = _e1567;
                                                }
                                                uint _e1568 = l_mut_434_;
                                                l_mut_389_ = _e1568;
                                            } else {
                                                bool l_630_ = (l_371_ == 5u);
                                                if (l_630_) {
                                                    double l_631_ = (2.0L * l_384_);
                                                    double l_632_ = abs(l_631_);
                                                    double l_633_ = floor(l_632_);
                                                    double l_634_ = (3.0L + l_633_);
                                                    double _e1577 = l_mut_25_;
                                                    double l_635_ = abs(_e1577);
                                                    l_mut_216_ = 1.401298464324817e-45L;
                                                    bool l_636_ = (l_635_ >= 1.1754943508222875e-38L);
                                                    bool l_637_ = (l_635_ <= 1.7976931348623157e308L);
                                                    if (l_636_) {
                                                        local_29 = l_637_;
                                                    } else {
                                                        local_29 = false;
                                                    }
                                                    bool l_638_ = local_29;
                                                    if (l_638_) {
                                                        uint64_t l_639_ = l_635_;
                                                        uint64_t l_640_ = (l_639_ >> uint(52uL));
                                                        uint64_t l_641_ = (l_640_ - 23uL);
                                                        uint64_t l_642_ = (l_641_ << uint(52uL));
                                                        double l_643_ = l_642_;
                                                        l_mut_216_ = l_643_;
                                                    }
                                                    double _e1600 = l_mut_216_;
                                                    double l_644_ = (l_634_ * _e1600);
                                                    l_mut_434_ = 2u;
                                                    double _e1603 = l_mut_25_;
                                                    double l_645_ = (_e1603 - l_387_);
                                                    double l_646_ = abs(l_645_);
                                                    l_mut_216_ = 1.401298464324817e-45L;
                                                    bool l_647_ = (l_646_ >= 1.1754943508222875e-38L);
                                                    bool l_648_ = (l_646_ <= 1.7976931348623157e308L);
                                                    if (l_647_) {
                                                        local_30 = l_648_;
                                                    } else {
                                                        local_30 = false;
                                                    }
                                                    bool l_649_ = local_30;
                                                    if (l_649_) {
                                                        uint64_t l_650_ = l_646_;
                                                        uint64_t l_651_ = (l_650_ >> uint(52uL));
                                                        uint64_t l_652_ = (l_651_ - 23uL);
                                                        uint64_t l_653_ = (l_652_ << uint(52uL));
                                                        double l_654_ = l_653_;
                                                        l_mut_216_ = l_654_;
                                                    }
                                                    double _e1627 = l_mut_25_;
                                                    double l_655_ = (_e1627 + l_387_);
                                                    double l_656_ = abs(l_655_);
                                                    l_mut_49_ = 1.401298464324817e-45L;
                                                    bool l_657_ = (l_656_ >= 1.1754943508222875e-38L);
                                                    bool l_658_ = (l_656_ <= 1.7976931348623157e308L);
                                                    if (l_657_) {
                                                        local_31 = l_658_;
                                                    } else {
                                                        local_31 = false;
                                                    }
                                                    bool l_659_ = local_31;
                                                    if (l_659_) {
                                                        uint64_t l_660_ = l_656_;
                                                        uint64_t l_661_ = (l_660_ >> uint(52uL));
                                                        uint64_t l_662_ = (l_661_ - 23uL);
                                                        uint64_t l_663_ = (l_662_ << uint(52uL));
                                                        double l_664_ = l_663_;
                                                        l_mut_49_ = l_664_;
                                                    }
                                                    double _e1651 = l_mut_216_;
                                                    double _e1652 = l_mut_49_;
                                                    bool l_665_ = (_e1651 == _e1652);
                                                    if (l_665_) {
                                                        double l_666_ = (l_644_ * 1.4551915228366852e-11L);
                                                        double l_667_ = (l_387_ + l_666_);
                                                        double _e1657 = l_mut_25_;
                                                        double l_668_ = (_e1657 - l_644_);
                                                        double _e1659 = l_mut_25_;
                                                        double l_669_ = (_e1659 + l_644_);
                                                        float _e1661 = l_mut_22_;
                                                        double l_670_ = double(_e1661);
                                                        float _e1663 = l_mut_22_;
                                                        uint l_671_ = asuint(_e1663);
                                                        uint l_672_ = (l_671_ + 1u);
                                                        l_mut_405_ = l_672_;
                                                        uint l_673_ = (l_671_ & 2147483647u);
                                                        bool l_674_ = (l_673_ == 0u);
                                                        if (l_674_) {
                                                            l_mut_405_ = 1u;
                                                        } else {
                                                            uint l_675_ = (l_671_ & 2147483648u);
                                                            bool l_676_ = (l_675_ != 0u);
                                                            if (l_676_) {
                                                                uint l_677_ = (l_671_ - 1u);
                                                                l_mut_405_ = l_677_;
                                                            }
                                                        }
                                                        uint _e1678 = l_mut_405_;
                                                        float l_678_ = asfloat(_e1678);
                                                        double l_679_ = double(l_678_);
                                                        float _e1681 = l_mut_22_;
                                                        float l_680_ = -(_e1681);
                                                        uint l_681_ = asuint(l_680_);
                                                        uint l_682_ = (l_681_ + 1u);
                                                        l_mut_405_ = l_682_;
                                                        uint l_683_ = (l_681_ & 2147483647u);
                                                        bool l_684_ = (l_683_ == 0u);
                                                        if (l_684_) {
                                                            l_mut_405_ = 1u;
                                                        } else {
                                                            uint l_685_ = (l_681_ & 2147483648u);
                                                            bool l_686_ = (l_685_ != 0u);
                                                            if (l_686_) {
                                                                uint l_687_ = (l_681_ - 1u);
                                                                l_mut_405_ = l_687_;
                                                            }
                                                        }
                                                        uint _e1697 = l_mut_405_;
                                                        float l_688_ = asfloat(_e1697);
                                                        float l_689_ = -(l_688_);
                                                        double l_690_ = double(l_689_);
                                                        double l_691_ = (l_668_ + l_667_);
                                                        bool l_692_ = (l_691_ <= l_670_);
                                                        l_mut_464_ = l_692_;
                                                        double l_693_ = (l_668_ - l_667_);
                                                        bool l_694_ = (l_693_ > l_670_);
                                                        l_mut_461_ = l_694_;
                                                        double l_695_ = (l_669_ - l_667_);
                                                        bool l_696_ = (l_695_ >= l_670_);
                                                        l_mut_458_ = l_696_;
                                                        double l_697_ = (l_669_ + l_667_);
                                                        bool l_698_ = (l_697_ < l_670_);
                                                        l_mut_455_ = l_698_;
                                                        if (l_375_) {
                                                            double l_699_ = (l_668_ + l_667_);
                                                            bool l_700_ = (l_699_ < l_679_);
                                                            l_mut_464_ = l_700_;
                                                            double l_701_ = (l_668_ - l_667_);
                                                            bool l_702_ = (l_701_ >= l_679_);
                                                            l_mut_461_ = l_702_;
                                                            double l_703_ = (l_669_ - l_667_);
                                                            bool l_704_ = (l_703_ > l_690_);
                                                            l_mut_458_ = l_704_;
                                                            double l_705_ = (l_669_ + l_667_);
                                                            bool l_706_ = (l_705_ <= l_690_);
                                                            l_mut_455_ = l_706_;
                                                        }
                                                        l_mut_405_ = 2u;
                                                        bool _e1718 = l_mut_461_;
                                                        if (!(_e1718)) {
                                                            bool _e1722 = l_mut_455_;
                                                            local_32 = _e1722;
                                                        } else {
                                                            local_32 = true;
                                                        }
                                                        bool l_707_ = local_32;
                                                        if (l_707_) {
                                                            l_mut_405_ = 1u;
                                                        } else {
                                                            bool _e1726 = l_mut_464_;
                                                            if (_e1726) {
                                                                bool _e1729 = l_mut_458_;
                                                                local_33 = _e1729;
                                                            } else {
                                                                local_33 = false;
                                                            }
                                                            bool l_708_ = local_33;
                                                            if (l_708_) {
                                                                l_mut_405_ = 0u;
                                                            }
                                                        }
                                                        uint _e1733 = l_mut_405_;
                                                        l_mut_434_ = _e1733;
                                                    }
                                                    uint _e1734 = l_mut_434_;
                                                    l_mut_389_ = _e1734;
                                                } else {
                                                    bool l_709_ = (l_371_ == 6u);
                                                    if (l_709_) {
                                                        l_mut_389_ = 0u;
                                                        bool l_710_ = (l_385_ <= l_380_);
                                                        if (l_710_) {
                                                            double l_711_ = (l_377_ * 1.4551915228366852e-11L);
                                                            double l_712_ = (l_387_ + l_711_);
                                                            double _e1742 = l_mut_25_;
                                                            double l_713_ = (_e1742 - l_377_);
                                                            double _e1744 = l_mut_25_;
                                                            double l_714_ = (_e1744 + l_377_);
                                                            float _e1746 = l_mut_22_;
                                                            double l_715_ = double(_e1746);
                                                            float _e1748 = l_mut_22_;
                                                            uint l_716_ = asuint(_e1748);
                                                            uint l_717_ = (l_716_ + 1u);
                                                            l_mut_434_ = l_717_;
                                                            uint l_718_ = (l_716_ & 2147483647u);
                                                            bool l_719_ = (l_718_ == 0u);
                                                            if (l_719_) {
                                                                l_mut_434_ = 1u;
                                                            } else {
                                                                uint l_720_ = (l_716_ & 2147483648u);
                                                                bool l_721_ = (l_720_ != 0u);
                                                                if (l_721_) {
                                                                    uint l_722_ = (l_716_ - 1u);
                                                                    l_mut_434_ = l_722_;
                                                                }
                                                            }
                                                            uint _e1763 = l_mut_434_;
                                                            float l_723_ = asfloat(_e1763);
                                                            double l_724_ = double(l_723_);
                                                            float _e1766 = l_mut_22_;
                                                            float l_725_ = -(_e1766);
                                                            uint l_726_ = asuint(l_725_);
                                                            uint l_727_ = (l_726_ + 1u);
                                                            l_mut_434_ = l_727_;
                                                            uint l_728_ = (l_726_ & 2147483647u);
                                                            bool l_729_ = (l_728_ == 0u);
                                                            if (l_729_) {
                                                                l_mut_434_ = 1u;
                                                            } else {
                                                                uint l_730_ = (l_726_ & 2147483648u);
                                                                bool l_731_ = (l_730_ != 0u);
                                                                if (l_731_) {
                                                                    uint l_732_ = (l_726_ - 1u);
                                                                    l_mut_434_ = l_732_;
                                                                }
                                                            }
                                                            uint _e1782 = l_mut_434_;
                                                            float l_733_ = asfloat(_e1782);
                                                            float l_734_ = -(l_733_);
                                                            double l_735_ = double(l_734_);
                                                            double l_736_ = (l_713_ + l_712_);
                                                            bool l_737_ = (l_736_ <= l_715_);
                                                            l_mut_464_ = l_737_;
                                                            double l_738_ = (l_713_ - l_712_);
                                                            bool l_739_ = (l_738_ > l_715_);
                                                            l_mut_461_ = l_739_;
                                                            double l_740_ = (l_714_ - l_712_);
                                                            bool l_741_ = (l_740_ >= l_715_);
                                                            l_mut_458_ = l_741_;
                                                            double l_742_ = (l_714_ + l_712_);
                                                            bool l_743_ = (l_742_ < l_715_);
                                                            l_mut_455_ = l_743_;
                                                            if (l_375_) {
                                                                double l_744_ = (l_713_ + l_712_);
                                                                bool l_745_ = (l_744_ < l_724_);
                                                                l_mut_464_ = l_745_;
                                                                double l_746_ = (l_713_ - l_712_);
                                                                bool l_747_ = (l_746_ >= l_724_);
                                                                l_mut_461_ = l_747_;
                                                                double l_748_ = (l_714_ - l_712_);
                                                                bool l_749_ = (l_748_ > l_735_);
                                                                l_mut_458_ = l_749_;
                                                                double l_750_ = (l_714_ + l_712_);
                                                                bool l_751_ = (l_750_ <= l_735_);
                                                                l_mut_455_ = l_751_;
                                                            }
                                                            l_mut_434_ = 2u;
                                                            bool _e1803 = l_mut_461_;
                                                            if (!(_e1803)) {
                                                                bool _e1807 = l_mut_455_;
                                                                local_34 = _e1807;
                                                            } else {
                                                                local_34 = true;
                                                            }
                                                            bool l_752_ = local_34;
                                                            if (l_752_) {
                                                                l_mut_434_ = 1u;
                                                            } else {
                                                                bool _e1811 = l_mut_464_;
                                                                if (_e1811) {
                                                                    bool _e1814 = l_mut_458_;
                                                                    local_35 = _e1814;
                                                                } else {
                                                                    local_35 = false;
                                                                }
                                                                bool l_753_ = local_35;
                                                                if (l_753_) {
                                                                    l_mut_434_ = 0u;
                                                                }
                                                            }
                                                            uint _e1818 = l_mut_434_;
                                                            l_mut_389_ = _e1818;
                                                        }
                                                    } else {
                                                        bool l_754_ = (l_371_ == 7u);
                                                        if (l_754_) {
                                                            double _e1821 = l_mut_25_;
                                                            double l_755_ = abs(_e1821);
                                                            double l_756_ = (l_377_ * l_755_);
                                                            l_mut_216_ = l_756_;
                                                            double _e1824 = l_mut_25_;
                                                            double l_757_ = abs(_e1824);
                                                            l_mut_49_ = 1.401298464324817e-45L;
                                                            bool l_758_ = (l_757_ >= 1.1754943508222875e-38L);
                                                            bool l_759_ = (l_757_ <= 1.7976931348623157e308L);
                                                            if (l_758_) {
                                                                local_36 = l_759_;
                                                            } else {
                                                                local_36 = false;
                                                            }
                                                            bool l_760_ = local_36;
                                                            if (l_760_) {
                                                                uint64_t l_761_ = l_757_;
                                                                uint64_t l_762_ = (l_761_ >> uint(52uL));
                                                                uint64_t l_763_ = (l_762_ - 23uL);
                                                                uint64_t l_764_ = (l_763_ << uint(52uL));
                                                                double l_765_ = l_764_;
                                                                l_mut_49_ = l_765_;
                                                            }
                                                            double _e1848 = l_mut_49_;
                                                            double l_766_ = (0.5L * _e1848);
                                                            double _e1850 = l_mut_216_;
                                                            bool l_767_ = (l_766_ > _e1850);
                                                            if (l_767_) {
                                                                l_mut_216_ = l_766_;
                                                            }
                                                            double _e1852 = l_mut_25_;
                                                            double l_768_ = (_e1852 - l_387_);
                                                            double l_769_ = abs(l_768_);
                                                            l_mut_49_ = 1.401298464324817e-45L;
                                                            bool l_770_ = (l_769_ >= 1.1754943508222875e-38L);
                                                            bool l_771_ = (l_769_ <= 1.7976931348623157e308L);
                                                            if (l_770_) {
                                                                local_37 = l_771_;
                                                            } else {
                                                                local_37 = false;
                                                            }
                                                            bool l_772_ = local_37;
                                                            if (l_772_) {
                                                                uint64_t l_773_ = l_769_;
                                                                uint64_t l_774_ = (l_773_ >> uint(52uL));
                                                                uint64_t l_775_ = (l_774_ - 23uL);
                                                                uint64_t l_776_ = (l_775_ << uint(52uL));
                                                                double l_777_ = l_776_;
                                                                l_mut_49_ = l_777_;
                                                            }
                                                            double _e1876 = l_mut_25_;
                                                            double l_778_ = (_e1876 + l_387_);
                                                            double l_779_ = abs(l_778_);
                                                            l_mut_34_ = 1.401298464324817e-45L;
                                                            bool l_780_ = (l_779_ >= 1.1754943508222875e-38L);
                                                            bool l_781_ = (l_779_ <= 1.7976931348623157e308L);
                                                            if (l_780_) {
                                                                local_38 = l_781_;
                                                            } else {
                                                                local_38 = false;
                                                            }
                                                            bool l_782_ = local_38;
                                                            if (l_782_) {
                                                                uint64_t l_783_ = l_779_;
                                                                uint64_t l_784_ = (l_783_ >> uint(52uL));
                                                                uint64_t l_785_ = (l_784_ - 23uL);
                                                                uint64_t l_786_ = (l_785_ << uint(52uL));
                                                                double l_787_ = l_786_;
                                                                l_mut_34_ = l_787_;
                                                            }
                                                            double _e1900 = l_mut_49_;
                                                            double _e1901 = l_mut_34_;
                                                            bool l_788_ = (_e1900 == _e1901);
                                                            if (l_788_) {
                                                                double l_789_ = (l_377_ * l_387_);
                                                                double l_790_ = (l_387_ + l_789_);
                                                                double _e1905 = l_mut_216_;
                                                                double l_791_ = (_e1905 * 1.4551915228366852e-11L);
                                                                double l_792_ = (l_790_ + l_791_);
                                                                double _e1909 = l_mut_25_;
                                                                double _e1910 = l_mut_216_;
                                                                double l_793_ = (_e1909 - _e1910);
                                                                double _e1912 = l_mut_25_;
                                                                double _e1913 = l_mut_216_;
                                                                double l_794_ = (_e1912 + _e1913);
                                                                float _e1915 = l_mut_22_;
                                                                double l_795_ = double(_e1915);
                                                                float _e1917 = l_mut_22_;
                                                                uint l_796_ = asuint(_e1917);
                                                                uint l_797_ = (l_796_ + 1u);
                                                                l_mut_434_ = l_797_;
                                                                uint l_798_ = (l_796_ & 2147483647u);
                                                                bool l_799_ = (l_798_ == 0u);
                                                                if (l_799_) {
                                                                    l_mut_434_ = 1u;
                                                                } else {
                                                                    uint l_800_ = (l_796_ & 2147483648u);
                                                                    bool l_801_ = (l_800_ != 0u);
                                                                    if (l_801_) {
                                                                        uint l_802_ = (l_796_ - 1u);
                                                                        l_mut_434_ = l_802_;
                                                                    }
                                                                }
                                                                uint _e1932 = l_mut_434_;
                                                                float l_803_ = asfloat(_e1932);
                                                                double l_804_ = double(l_803_);
                                                                float _e1935 = l_mut_22_;
                                                                float l_805_ = -(_e1935);
                                                                uint l_806_ = asuint(l_805_);
                                                                uint l_807_ = (l_806_ + 1u);
                                                                l_mut_434_ = l_807_;
                                                                uint l_808_ = (l_806_ & 2147483647u);
                                                                bool l_809_ = (l_808_ == 0u);
                                                                if (l_809_) {
                                                                    l_mut_434_ = 1u;
                                                                } else {
                                                                    uint l_810_ = (l_806_ & 2147483648u);
                                                                    bool l_811_ = (l_810_ != 0u);
                                                                    if (l_811_) {
                                                                        uint l_812_ = (l_806_ - 1u);
                                                                        l_mut_434_ = l_812_;
                                                                    }
                                                                }
                                                                uint _e1951 = l_mut_434_;
                                                                float l_813_ = asfloat(_e1951);
                                                                float l_814_ = -(l_813_);
                                                                double l_815_ = double(l_814_);
                                                                double l_816_ = (l_793_ + l_792_);
                                                                bool l_817_ = (l_816_ <= l_795_);
                                                                l_mut_464_ = l_817_;
                                                                double l_818_ = (l_793_ - l_792_);
                                                                bool l_819_ = (l_818_ > l_795_);
                                                                l_mut_461_ = l_819_;
                                                                double l_820_ = (l_794_ - l_792_);
                                                                bool l_821_ = (l_820_ >= l_795_);
                                                                l_mut_458_ = l_821_;
                                                                double l_822_ = (l_794_ + l_792_);
                                                                bool l_823_ = (l_822_ < l_795_);
                                                                l_mut_455_ = l_823_;
                                                                if (l_375_) {
                                                                    double l_824_ = (l_793_ + l_792_);
                                                                    bool l_825_ = (l_824_ < l_804_);
                                                                    l_mut_464_ = l_825_;
                                                                    double l_826_ = (l_793_ - l_792_);
                                                                    bool l_827_ = (l_826_ >= l_804_);
                                                                    l_mut_461_ = l_827_;
                                                                    double l_828_ = (l_794_ - l_792_);
                                                                    bool l_829_ = (l_828_ > l_815_);
                                                                    l_mut_458_ = l_829_;
                                                                    double l_830_ = (l_794_ + l_792_);
                                                                    bool l_831_ = (l_830_ <= l_815_);
                                                                    l_mut_455_ = l_831_;
                                                                }
                                                                l_mut_434_ = 2u;
                                                                bool _e1972 = l_mut_461_;
                                                                if (!(_e1972)) {
                                                                    bool _e1976 = l_mut_455_;
                                                                    local_39 = _e1976;
                                                                } else {
                                                                    local_39 = true;
                                                                }
                                                                bool l_832_ = local_39;
                                                                if (l_832_) {
                                                                    l_mut_434_ = 1u;
                                                                } else {
                                                                    bool _e1980 = l_mut_464_;
                                                                    if (_e1980) {
                                                                        bool _e1983 = l_mut_458_;
                                                                        local_40 = _e1983;
                                                                    } else {
                                                                        local_40 = false;
                                                                    }
                                                                    bool l_833_ = local_40;
                                                                    if (l_833_) {
                                                                        l_mut_434_ = 0u;
                                                                    }
                                                                }
                                                                uint _e1987 = l_mut_434_;
                                                                l_mut_389_ = _e1987;
                                                            }
                                                        } else {
                                                            bool l_834_ = (l_371_ == 8u);
                                                            if (l_834_) {
                                                                bool l_835_ = (l_384_ >= 0.5L);
                                                                bool l_836_ = (l_384_ <= 2.0L);
                                                                if (l_835_) {
                                                                    local_41 = l_836_;
                                                                } else {
                                                                    local_41 = false;
                                                                }
                                                                bool l_837_ = local_41;
                                                                if (l_837_) {
                                                                    double l_838_ = (l_377_ * 1.4551915228366852e-11L);
                                                                    double l_839_ = (l_387_ + l_838_);
                                                                    double _e2001 = l_mut_25_;
                                                                    double l_840_ = (_e2001 - l_377_);
                                                                    double _e2003 = l_mut_25_;
                                                                    double l_841_ = (_e2003 + l_377_);
                                                                    float _e2005 = l_mut_22_;
                                                                    double l_842_ = double(_e2005);
                                                                    float _e2007 = l_mut_22_;
                                                                    uint l_843_ = asuint(_e2007);
                                                                    uint l_844_ = (l_843_ + 1u);
                                                                    l_mut_434_ = l_844_;
                                                                    uint l_845_ = (l_843_ & 2147483647u);
                                                                    bool l_846_ = (l_845_ == 0u);
                                                                    if (l_846_) {
                                                                        l_mut_434_ = 1u;
                                                                    } else {
                                                                        uint l_847_ = (l_843_ & 2147483648u);
                                                                        bool l_848_ = (l_847_ != 0u);
                                                                        if (l_848_) {
                                                                            uint l_849_ = (l_843_ - 1u);
                                                                            l_mut_434_ = l_849_;
                                                                        }
                                                                    }
                                                                    uint _e2022 = l_mut_434_;
                                                                    float l_850_ = asfloat(_e2022);
                                                                    double l_851_ = double(l_850_);
                                                                    float _e2025 = l_mut_22_;
                                                                    float l_852_ = -(_e2025);
                                                                    uint l_853_ = asuint(l_852_);
                                                                    uint l_854_ = (l_853_ + 1u);
                                                                    l_mut_434_ = l_854_;
                                                                    uint l_855_ = (l_853_ & 2147483647u);
                                                                    bool l_856_ = (l_855_ == 0u);
                                                                    if (l_856_) {
                                                                        l_mut_434_ = 1u;
                                                                    } else {
                                                                        uint l_857_ = (l_853_ & 2147483648u);
                                                                        bool l_858_ = (l_857_ != 0u);
                                                                        if (l_858_) {
                                                                            uint l_859_ = (l_853_ - 1u);
                                                                            l_mut_434_ = l_859_;
                                                                        }
                                                                    }
                                                                    uint _e2041 = l_mut_434_;
                                                                    float l_860_ = asfloat(_e2041);
                                                                    float l_861_ = -(l_860_);
                                                                    double l_862_ = double(l_861_);
                                                                    double l_863_ = (l_840_ + l_839_);
                                                                    bool l_864_ = (l_863_ <= l_842_);
                                                                    l_mut_464_ = l_864_;
                                                                    double l_865_ = (l_840_ - l_839_);
                                                                    bool l_866_ = (l_865_ > l_842_);
                                                                    l_mut_461_ = l_866_;
                                                                    double l_867_ = (l_841_ - l_839_);
                                                                    bool l_868_ = (l_867_ >= l_842_);
                                                                    l_mut_458_ = l_868_;
                                                                    double l_869_ = (l_841_ + l_839_);
                                                                    bool l_870_ = (l_869_ < l_842_);
                                                                    l_mut_455_ = l_870_;
                                                                    if (l_375_) {
                                                                        double l_871_ = (l_840_ + l_839_);
                                                                        bool l_872_ = (l_871_ < l_851_);
                                                                        l_mut_464_ = l_872_;
                                                                        double l_873_ = (l_840_ - l_839_);
                                                                        bool l_874_ = (l_873_ >= l_851_);
                                                                        l_mut_461_ = l_874_;
                                                                        double l_875_ = (l_841_ - l_839_);
                                                                        bool l_876_ = (l_875_ > l_862_);
                                                                        l_mut_458_ = l_876_;
                                                                        double l_877_ = (l_841_ + l_839_);
                                                                        bool l_878_ = (l_877_ <= l_862_);
                                                                        l_mut_455_ = l_878_;
                                                                    }
                                                                    l_mut_434_ = 2u;
                                                                    bool _e2062 = l_mut_461_;
                                                                    if (!(_e2062)) {
                                                                        bool _e2066 = l_mut_455_;
                                                                        local_42 = _e2066;
                                                                    } else {
                                                                        local_42 = true;
                                                                    }
                                                                    bool l_879_ = local_42;
                                                                    if (l_879_) {
                                                                        l_mut_434_ = 1u;
                                                                    } else {
                                                                        bool _e2070 = l_mut_464_;
                                                                        if (_e2070) {
                                                                            bool _e2073 = l_mut_458_;
                                                                            local_43 = _e2073;
                                                                        } else {
                                                                            local_43 = false;
                                                                        }
                                                                        bool l_880_ = local_43;
                                                                        if (l_880_) {
                                                                            l_mut_434_ = 0u;
                                                                        }
                                                                    }
                                                                    uint _e2077 = l_mut_434_;
                                                                    l_mut_389_ = _e2077;
                                                                } else {
                                                                    double _e2078 = l_mut_25_;
                                                                    double l_881_ = abs(_e2078);
                                                                    l_mut_216_ = 1.401298464324817e-45L;
                                                                    bool l_882_ = (l_881_ >= 1.1754943508222875e-38L);
                                                                    bool l_883_ = (l_881_ <= 1.7976931348623157e308L);
                                                                    if (l_882_) {
                                                                        local_44 = l_883_;
                                                                    } else {
                                                                        local_44 = false;
                                                                    }
                                                                    bool l_884_ = local_44;
                                                                    if (l_884_) {
                                                                        uint64_t l_885_ = l_881_;
                                                                        uint64_t l_886_ = (l_885_ >> uint(52uL));
                                                                        uint64_t l_887_ = (l_886_ - 23uL);
                                                                        uint64_t l_888_ = (l_887_ << uint(52uL));
                                                                        double l_889_ = l_888_;
                                                                        l_mut_216_ = l_889_;
                                                                    }
                                                                    double _e2101 = l_mut_216_;
                                                                    double l_890_ = (l_380_ * _e2101);
                                                                    l_mut_434_ = 2u;
                                                                    double _e2104 = l_mut_25_;
                                                                    double l_891_ = (_e2104 - l_387_);
                                                                    double l_892_ = abs(l_891_);
                                                                    l_mut_216_ = 1.401298464324817e-45L;
                                                                    bool l_893_ = (l_892_ >= 1.1754943508222875e-38L);
                                                                    bool l_894_ = (l_892_ <= 1.7976931348623157e308L);
                                                                    if (l_893_) {
                                                                        local_45 = l_894_;
                                                                    } else {
                                                                        local_45 = false;
                                                                    }
                                                                    bool l_895_ = local_45;
                                                                    if (l_895_) {
                                                                        uint64_t l_896_ = l_892_;
                                                                        uint64_t l_897_ = (l_896_ >> uint(52uL));
                                                                        uint64_t l_898_ = (l_897_ - 23uL);
                                                                        uint64_t l_899_ = (l_898_ << uint(52uL));
                                                                        double l_900_ = l_899_;
                                                                        l_mut_216_ = l_900_;
                                                                    }
                                                                    double _e2128 = l_mut_25_;
                                                                    double l_901_ = (_e2128 + l_387_);
                                                                    double l_902_ = abs(l_901_);
                                                                    l_mut_49_ = 1.401298464324817e-45L;
                                                                    bool l_903_ = (l_902_ >= 1.1754943508222875e-38L);
                                                                    bool l_904_ = (l_902_ <= 1.7976931348623157e308L);
                                                                    if (l_903_) {
                                                                        local_46 = l_904_;
                                                                    } else {
                                                                        local_46 = false;
                                                                    }
                                                                    bool l_905_ = local_46;
                                                                    if (l_905_) {
                                                                        uint64_t l_906_ = l_902_;
                                                                        uint64_t l_907_ = (l_906_ >> uint(52uL));
                                                                        uint64_t l_908_ = (l_907_ - 23uL);
                                                                        uint64_t l_909_ = (l_908_ << uint(52uL));
                                                                        double l_910_ = l_909_;
                                                                        l_mut_49_ = l_910_;
                                                                    }
                                                                    double _e2152 = l_mut_216_;
                                                                    double _e2153 = l_mut_49_;
                                                                    bool l_911_ = (_e2152 == _e2153);
                                                                    if (l_911_) {
                                                                        double l_912_ = (l_890_ * 1.4551915228366852e-11L);
                                                                        double l_913_ = (l_387_ + l_912_);
                                                                        double _e2158 = l_mut_25_;
                                                                        double l_914_ = (_e2158 - l_890_);
                                                                        double _e2160 = l_mut_25_;
                                                                        double l_915_ = (_e2160 + l_890_);
                                                                        float _e2162 = l_mut_22_;
                                                                        double l_916_ = double(_e2162);
                                                                        float _e2164 = l_mut_22_;
                                                                        uint l_917_ = asuint(_e2164);
                                                                        uint l_918_ = (l_917_ + 1u);
                                                                        l_mut_405_ = l_918_;
                                                                        uint l_919_ = (l_917_ & 2147483647u);
                                                                        bool l_920_ = (l_919_ == 0u);
                                                                        if (l_920_) {
                                                                            l_mut_405_ = 1u;
                                                                        } else {
                                                                            uint l_921_ = (l_917_ & 2147483648u);
                                                                            bool l_922_ = (l_921_ != 0u);
                                                                            if (l_922_) {
                                                                                uint l_923_ = (l_917_ - 1u);
                                                                                l_mut_405_ = l_923_;
                                                                            }
                                                                        }
                                                                        uint _e2179 = l_mut_405_;
                                                                        float l_924_ = asfloat(_e2179);
                                                                        double l_925_ = double(l_924_);
                                                                        float _e2182 = l_mut_22_;
                                                                        float l_926_ = -(_e2182);
                                                                        uint l_927_ = asuint(l_926_);
                                                                        uint l_928_ = (l_927_ + 1u);
                                                                        l_mut_405_ = l_928_;
                                                                        uint l_929_ = (l_927_ & 2147483647u);
                                                                        bool l_930_ = (l_929_ == 0u);
                                                                        if (l_930_) {
                                                                            l_mut_405_ = 1u;
                                                                        } else {
                                                                            uint l_931_ = (l_927_ & 2147483648u);
                                                                            bool l_932_ = (l_931_ != 0u);
                                                                            if (l_932_) {
                                                                                uint l_933_ = (l_927_ - 1u);
                                                                                l_mut_405_ = l_933_;
                                                                            }
                                                                        }
                                                                        uint _e2198 = l_mut_405_;
                                                                        float l_934_ = asfloat(_e2198);
                                                                        float l_935_ = -(l_934_);
                                                                        double l_936_ = double(l_935_);
                                                                        double l_937_ = (l_914_ + l_913_);
                                                                        bool l_938_ = (l_937_ <= l_916_);
                                                                        l_mut_464_ = l_938_;
                                                                        double l_939_ = (l_914_ - l_913_);
                                                                        bool l_940_ = (l_939_ > l_916_);
                                                                        l_mut_461_ = l_940_;
                                                                        double l_941_ = (l_915_ - l_913_);
                                                                        bool l_942_ = (l_941_ >= l_916_);
                                                                        l_mut_458_ = l_942_;
                                                                        double l_943_ = (l_915_ + l_913_);
                                                                        bool l_944_ = (l_943_ < l_916_);
                                                                        l_mut_455_ = l_944_;
                                                                        if (l_375_) {
                                                                            double l_945_ = (l_914_ + l_913_);
                                                                            bool l_946_ = (l_945_ < l_925_);
                                                                            l_mut_464_ = l_946_;
                                                                            double l_947_ = (l_914_ - l_913_);
                                                                            bool l_948_ = (l_947_ >= l_925_);
                                                                            l_mut_461_ = l_948_;
                                                                            double l_949_ = (l_915_ - l_913_);
                                                                            bool l_950_ = (l_949_ > l_936_);
                                                                            l_mut_458_ = l_950_;
                                                                            double l_951_ = (l_915_ + l_913_);
                                                                            bool l_952_ = (l_951_ <= l_936_);
                                                                            l_mut_455_ = l_952_;
                                                                        }
                                                                        l_mut_405_ = 2u;
                                                                        bool _e2219 = l_mut_461_;
                                                                        if (!(_e2219)) {
                                                                            bool _e2223 = l_mut_455_;
                                                                            local_47 = _e2223;
                                                                        } else {
                                                                            local_47 = true;
                                                                        }
                                                                        bool l_953_ = local_47;
                                                                        if (l_953_) {
                                                                            l_mut_405_ = 1u;
                                                                        } else {
                                                                            bool _e2227 = l_mut_464_;
                                                                            if (_e2227) {
                                                                                bool _e2230 = l_mut_458_;
                                                                                local_48 = _e2230;
                                                                            } else {
                                                                                local_48 = false;
                                                                            }
                                                                            bool l_954_ = local_48;
                                                                            if (l_954_) {
                                                                                l_mut_405_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e2234 = l_mut_405_;
                                                                        l_mut_434_ = _e2234;
                                                                    }
                                                                    uint _e2235 = l_mut_434_;
                                                                    l_mut_389_ = _e2235;
                                                                }
                                                            } else {
                                                                bool l_955_ = (l_371_ == 11u);
                                                                bool l_956_ = (l_371_ == 12u);
                                                                if (!(l_955_)) {
                                                                    local_49 = l_956_;
                                                                } else {
                                                                    local_49 = true;
                                                                }
                                                                bool l_957_ = local_49;
                                                                if (l_957_) {
                                                                    l_mut_389_ = 0u;
                                                                }
                                                                bool l_958_ = (l_385_ <= l_383_);
                                                                bool l_959_ = (l_371_ == 11u);
                                                                if (l_958_) {
                                                                    local_50 = l_959_;
                                                                } else {
                                                                    local_50 = false;
                                                                }
                                                                bool l_960_ = local_50;
                                                                if (l_960_) {
                                                                    a_961_[0] = 1u;
                                                                    float l_962_ = float(l_384_);
                                                                    double l_963_ = double(l_962_);
                                                                    double l_964_ = abs(l_963_);
                                                                    l_mut_216_ = l_964_;
                                                                    l_mut_434_ = 0u;
                                                                    bool l_965_ = (l_964_ >= 0.785L);
                                                                    if (l_965_) {
                                                                        double l_966_ = (l_964_ * 0.6366197723675814L);
                                                                        double l_967_ = (l_966_ + 0.5L);
                                                                        double l_968_ = floor(l_967_);
                                                                        double l_969_ = (l_968_ * 1.570796325802803L);
                                                                        double l_970_ = (l_964_ - l_969_);
                                                                        double l_971_ = (l_968_ * 9.920935796805404e-10L);
                                                                        double l_972_ = (l_970_ - l_971_);
                                                                        l_mut_216_ = l_972_;
                                                                        uint l_973_ = naga_f2u32(l_968_);
                                                                        l_mut_434_ = l_973_;
                                                                    }
                                                                    bool l_974_ = (l_962_ < 0.0);
                                                                    double _e2275 = l_mut_216_;
                                                                    double _e2276 = l_mut_216_;
                                                                    double l_975_ = (_e2275 * _e2276);
                                                                    double l_976_ = (l_975_ * 1.9572941063391263e-20L);
                                                                    double l_977_ = (8.22063524662433e-18L - l_976_);
                                                                    l_mut_49_ = l_977_;
                                                                    double _e2282 = l_mut_49_;
                                                                    double l_978_ = (_e2282 * l_975_);
                                                                    double l_979_ = (l_978_ - 2.8114572543455206e-15L);
                                                                    l_mut_49_ = l_979_;
                                                                    double _e2286 = l_mut_49_;
                                                                    double l_980_ = (_e2286 * l_975_);
                                                                    double l_981_ = (l_980_ + 7.647163731819816e-13L);
                                                                    l_mut_49_ = l_981_;
                                                                    double _e2290 = l_mut_49_;
                                                                    double l_982_ = (_e2290 * l_975_);
                                                                    double l_983_ = (l_982_ - 1.6059043836821613e-10L);
                                                                    l_mut_49_ = l_983_;
                                                                    double _e2294 = l_mut_49_;
                                                                    double l_984_ = (_e2294 * l_975_);
                                                                    double l_985_ = (l_984_ + 2.505210838544172e-8L);
                                                                    l_mut_49_ = l_985_;
                                                                    double _e2298 = l_mut_49_;
                                                                    double l_986_ = (_e2298 * l_975_);
                                                                    double l_987_ = (l_986_ - 2.7557319223985893e-6L);
                                                                    l_mut_49_ = l_987_;
                                                                    double _e2302 = l_mut_49_;
                                                                    double l_988_ = (_e2302 * l_975_);
                                                                    double l_989_ = (l_988_ + 0.0001984126984126984L);
                                                                    l_mut_49_ = l_989_;
                                                                    double _e2306 = l_mut_49_;
                                                                    double l_990_ = (_e2306 * l_975_);
                                                                    double l_991_ = (l_990_ - 0.008333333333333333L);
                                                                    l_mut_49_ = l_991_;
                                                                    double _e2310 = l_mut_49_;
                                                                    double l_992_ = (_e2310 * l_975_);
                                                                    double l_993_ = (l_992_ + 0.16666666666666666L);
                                                                    l_mut_49_ = l_993_;
                                                                    double l_994_ = (0.5L * l_975_);
                                                                    double l_995_ = (1.0L - l_994_);
                                                                    double l_996_ = (0.0L * l_995_);
                                                                    double _e2320 = l_mut_216_;
                                                                    double l_997_ = (_e2320 * l_975_);
                                                                    double _e2322 = l_mut_49_;
                                                                    double l_998_ = (l_997_ * _e2322);
                                                                    double l_999_ = (l_996_ - l_998_);
                                                                    double _e2325 = l_mut_216_;
                                                                    double l_1000_ = (_e2325 + l_999_);
                                                                    double _e2327 = l_mut_216_;
                                                                    double _e2328 = l_mut_216_;
                                                                    double l_1001_ = (_e2327 * _e2328);
                                                                    double l_1002_ = (l_1001_ * 4.110317623312165e-19L);
                                                                    double l_1003_ = (l_1002_ - 1.5619206968586225e-16L);
                                                                    l_mut_49_ = l_1003_;
                                                                    double _e2334 = l_mut_49_;
                                                                    double l_1004_ = (_e2334 * l_1001_);
                                                                    double l_1005_ = (l_1004_ + 4.779477332387385e-14L);
                                                                    l_mut_49_ = l_1005_;
                                                                    double _e2338 = l_mut_49_;
                                                                    double l_1006_ = (_e2338 * l_1001_);
                                                                    double l_1007_ = (l_1006_ - 1.1470745597729725e-11L);
                                                                    l_mut_49_ = l_1007_;
                                                                    double _e2342 = l_mut_49_;
                                                                    double l_1008_ = (_e2342 * l_1001_);
                                                                    double l_1009_ = (l_1008_ + 2.08767569878681e-9L);
                                                                    l_mut_49_ = l_1009_;
                                                                    double _e2346 = l_mut_49_;
                                                                    double l_1010_ = (_e2346 * l_1001_);
                                                                    double l_1011_ = (l_1010_ - 2.755731922398589e-7L);
                                                                    l_mut_49_ = l_1011_;
                                                                    double _e2350 = l_mut_49_;
                                                                    double l_1012_ = (_e2350 * l_1001_);
                                                                    double l_1013_ = (l_1012_ + 2.48015873015873e-5L);
                                                                    l_mut_49_ = l_1013_;
                                                                    double _e2354 = l_mut_49_;
                                                                    double l_1014_ = (_e2354 * l_1001_);
                                                                    double l_1015_ = (l_1014_ - 0.001388888888888889L);
                                                                    l_mut_49_ = l_1015_;
                                                                    double _e2358 = l_mut_49_;
                                                                    double l_1016_ = (_e2358 * l_1001_);
                                                                    double l_1017_ = (l_1016_ + 0.041666666666666664L);
                                                                    l_mut_49_ = l_1017_;
                                                                    double l_1018_ = (0.5L * l_1001_);
                                                                    double l_1019_ = (1.0L - l_1018_);
                                                                    double l_1020_ = (l_1001_ * l_1001_);
                                                                    double _e2367 = l_mut_49_;
                                                                    double l_1021_ = (l_1020_ * _e2367);
                                                                    double _e2370 = l_mut_216_;
                                                                    double l_1022_ = (0.0L * _e2370);
                                                                    double l_1023_ = (l_1021_ - l_1022_);
                                                                    double l_1024_ = (l_1019_ + l_1023_);
                                                                    uint _e2374 = l_mut_434_;
                                                                    uint l_1025_ = (_e2374 & 1u);
                                                                    bool l_1026_ = (l_1025_ == 1u);
                                                                    l_mut_216_ = l_1000_;
                                                                    uint _e2379 = l_mut_434_;
                                                                    uint l_1027_ = (_e2379 & 2u);
                                                                    bool l_1028_ = (l_1027_ != 0u);
                                                                    l_mut_464_ = l_1028_;
                                                                    if (l_1026_) {
                                                                        l_mut_216_ = l_1024_;
                                                                    }
                                                                    if (true) {
                                                                        local_51 = l_974_;
                                                                    } else {
                                                                        local_51 = false;
                                                                    }
                                                                    bool l_1029_ = local_51;
                                                                    if (l_1029_) {
                                                                        bool _e2389 = l_mut_464_;
                                                                        bool l_1030_ = !(_e2389);
                                                                        l_mut_464_ = l_1030_;
                                                                    }
                                                                    bool _e2391 = l_mut_464_;
                                                                    if (_e2391) {
                                                                        double _e2392 = l_mut_216_;
                                                                        double l_1031_ = -(_e2392);
                                                                        l_mut_216_ = l_1031_;
                                                                    }
                                                                    float l_1032_ = float(l_384_);
                                                                    double l_1033_ = double(l_1032_);
                                                                    double l_1034_ = abs(l_1033_);
                                                                    l_mut_49_ = l_1034_;
                                                                    l_mut_434_ = 0u;
                                                                    bool l_1035_ = (l_1034_ >= 0.785L);
                                                                    if (l_1035_) {
                                                                        double l_1036_ = (l_1034_ * 0.6366197723675814L);
                                                                        double l_1037_ = (l_1036_ + 0.5L);
                                                                        double l_1038_ = floor(l_1037_);
                                                                        double l_1039_ = (l_1038_ * 1.570796325802803L);
                                                                        double l_1040_ = (l_1034_ - l_1039_);
                                                                        double l_1041_ = (l_1038_ * 9.920935796805404e-10L);
                                                                        double l_1042_ = (l_1040_ - l_1041_);
                                                                        l_mut_49_ = l_1042_;
                                                                        uint l_1043_ = naga_f2u32(l_1038_);
                                                                        l_mut_434_ = l_1043_;
                                                                    }
                                                                    bool l_1044_ = (l_1032_ < 0.0);
                                                                    double _e2414 = l_mut_49_;
                                                                    double _e2415 = l_mut_49_;
                                                                    double l_1045_ = (_e2414 * _e2415);
                                                                    double l_1046_ = (l_1045_ * 1.9572941063391263e-20L);
                                                                    double l_1047_ = (8.22063524662433e-18L - l_1046_);
                                                                    l_mut_34_ = l_1047_;
                                                                    double _e2421 = l_mut_34_;
                                                                    double l_1048_ = (_e2421 * l_1045_);
                                                                    double l_1049_ = (l_1048_ - 2.8114572543455206e-15L);
                                                                    l_mut_34_ = l_1049_;
                                                                    double _e2425 = l_mut_34_;
                                                                    double l_1050_ = (_e2425 * l_1045_);
                                                                    double l_1051_ = (l_1050_ + 7.647163731819816e-13L);
                                                                    l_mut_34_ = l_1051_;
                                                                    double _e2429 = l_mut_34_;
                                                                    double l_1052_ = (_e2429 * l_1045_);
                                                                    double l_1053_ = (l_1052_ - 1.6059043836821613e-10L);
                                                                    l_mut_34_ = l_1053_;
                                                                    double _e2433 = l_mut_34_;
                                                                    double l_1054_ = (_e2433 * l_1045_);
                                                                    double l_1055_ = (l_1054_ + 2.505210838544172e-8L);
                                                                    l_mut_34_ = l_1055_;
                                                                    double _e2437 = l_mut_34_;
                                                                    double l_1056_ = (_e2437 * l_1045_);
                                                                    double l_1057_ = (l_1056_ - 2.7557319223985893e-6L);
                                                                    l_mut_34_ = l_1057_;
                                                                    double _e2441 = l_mut_34_;
                                                                    double l_1058_ = (_e2441 * l_1045_);
                                                                    double l_1059_ = (l_1058_ + 0.0001984126984126984L);
                                                                    l_mut_34_ = l_1059_;
                                                                    double _e2445 = l_mut_34_;
                                                                    double l_1060_ = (_e2445 * l_1045_);
                                                                    double l_1061_ = (l_1060_ - 0.008333333333333333L);
                                                                    l_mut_34_ = l_1061_;
                                                                    double _e2449 = l_mut_34_;
                                                                    double l_1062_ = (_e2449 * l_1045_);
                                                                    double l_1063_ = (l_1062_ + 0.16666666666666666L);
                                                                    l_mut_34_ = l_1063_;
                                                                    double l_1064_ = (0.5L * l_1045_);
                                                                    double l_1065_ = (1.0L - l_1064_);
                                                                    double l_1066_ = (0.0L * l_1065_);
                                                                    double _e2459 = l_mut_49_;
                                                                    double l_1067_ = (_e2459 * l_1045_);
                                                                    double _e2461 = l_mut_34_;
                                                                    double l_1068_ = (l_1067_ * _e2461);
                                                                    double l_1069_ = (l_1066_ - l_1068_);
                                                                    double _e2464 = l_mut_49_;
                                                                    double l_1070_ = (_e2464 + l_1069_);
                                                                    double _e2466 = l_mut_49_;
                                                                    double _e2467 = l_mut_49_;
                                                                    double l_1071_ = (_e2466 * _e2467);
                                                                    double l_1072_ = (l_1071_ * 4.110317623312165e-19L);
                                                                    double l_1073_ = (l_1072_ - 1.5619206968586225e-16L);
                                                                    l_mut_34_ = l_1073_;
                                                                    double _e2473 = l_mut_34_;
                                                                    double l_1074_ = (_e2473 * l_1071_);
                                                                    double l_1075_ = (l_1074_ + 4.779477332387385e-14L);
                                                                    l_mut_34_ = l_1075_;
                                                                    double _e2477 = l_mut_34_;
                                                                    double l_1076_ = (_e2477 * l_1071_);
                                                                    double l_1077_ = (l_1076_ - 1.1470745597729725e-11L);
                                                                    l_mut_34_ = l_1077_;
                                                                    double _e2481 = l_mut_34_;
                                                                    double l_1078_ = (_e2481 * l_1071_);
                                                                    double l_1079_ = (l_1078_ + 2.08767569878681e-9L);
                                                                    l_mut_34_ = l_1079_;
                                                                    double _e2485 = l_mut_34_;
                                                                    double l_1080_ = (_e2485 * l_1071_);
                                                                    double l_1081_ = (l_1080_ - 2.755731922398589e-7L);
                                                                    l_mut_34_ = l_1081_;
                                                                    double _e2489 = l_mut_34_;
                                                                    double l_1082_ = (_e2489 * l_1071_);
                                                                    double l_1083_ = (l_1082_ + 2.48015873015873e-5L);
                                                                    l_mut_34_ = l_1083_;
                                                                    double _e2493 = l_mut_34_;
                                                                    double l_1084_ = (_e2493 * l_1071_);
                                                                    double l_1085_ = (l_1084_ - 0.001388888888888889L);
                                                                    l_mut_34_ = l_1085_;
                                                                    double _e2497 = l_mut_34_;
                                                                    double l_1086_ = (_e2497 * l_1071_);
                                                                    double l_1087_ = (l_1086_ + 0.041666666666666664L);
                                                                    l_mut_34_ = l_1087_;
                                                                    double l_1088_ = (0.5L * l_1071_);
                                                                    double l_1089_ = (1.0L - l_1088_);
                                                                    double l_1090_ = (l_1071_ * l_1071_);
                                                                    double _e2506 = l_mut_34_;
                                                                    double l_1091_ = (l_1090_ * _e2506);
                                                                    double _e2509 = l_mut_49_;
                                                                    double l_1092_ = (0.0L * _e2509);
                                                                    double l_1093_ = (l_1091_ - l_1092_);
                                                                    double l_1094_ = (l_1089_ + l_1093_);
                                                                    uint _e2513 = l_mut_434_;
                                                                    uint l_1095_ = (_e2513 & 1u);
                                                                    bool l_1096_ = (l_1095_ == 1u);
                                                                    l_mut_49_ = l_1070_;
                                                                    uint _e2518 = l_mut_434_;
                                                                    uint l_1097_ = (_e2518 & 2u);
                                                                    bool l_1098_ = (l_1097_ != 0u);
                                                                    l_mut_464_ = l_1098_;
                                                                    l_mut_49_ = l_1094_;
                                                                    if (l_1096_) {
                                                                        l_mut_49_ = l_1070_;
                                                                    }
                                                                    uint _e2523 = l_mut_434_;
                                                                    uint l_1099_ = (_e2523 + 1u);
                                                                    uint l_1100_ = (l_1099_ & 2u);
                                                                    bool l_1101_ = (l_1100_ != 0u);
                                                                    l_mut_464_ = l_1101_;
                                                                    if (false) {
                                                                        local_52 = l_1044_;
                                                                    } else {
                                                                        local_52 = false;
                                                                    }
                                                                    bool l_1102_ = local_52;
                                                                    if (l_1102_) {
                                                                        bool _e2535 = l_mut_464_;
                                                                        bool l_1103_ = !(_e2535);
                                                                        l_mut_464_ = l_1103_;
                                                                    }
                                                                    bool _e2537 = l_mut_464_;
                                                                    if (_e2537) {
                                                                        double _e2538 = l_mut_49_;
                                                                        double l_1104_ = -(_e2538);
                                                                        l_mut_49_ = l_1104_;
                                                                    }
                                                                    double _e2540 = l_mut_216_;
                                                                    double l_1105_ = abs(_e2540);
                                                                    double l_1106_ = (l_1105_ * 1.4551915228366852e-11L);
                                                                    double _e2544 = l_mut_49_;
                                                                    double l_1107_ = abs(_e2544);
                                                                    double l_1108_ = (l_1107_ * 1.4551915228366852e-11L);
                                                                    double _e2548 = l_mut_216_;
                                                                    double l_1109_ = (_e2548 - l_377_);
                                                                    l_mut_34_ = l_1109_;
                                                                    if (l_375_) {
                                                                        double l_1110_ = (l_1109_ - l_1106_);
                                                                        double l_1111_ = (l_1110_ * 7.1362384635298e44L);
                                                                        double l_1112_ = floor(l_1111_);
                                                                        double l_1113_ = (l_1112_ * 1.401298464324817e-45L);
                                                                        l_mut_29_ = l_1113_;
                                                                        double l_1114_ = abs(l_1110_);
                                                                        bool l_1115_ = (l_1114_ >= 1.1754943508222875e-38L);
                                                                        if (l_1115_) {
                                                                            float l_1116_ = float(l_1110_);
                                                                            double l_1117_ = double(l_1116_);
                                                                            l_mut_29_ = l_1117_;
                                                                            double _e2561 = l_mut_29_;
                                                                            bool l_1118_ = (_e2561 > l_1110_);
                                                                            if (l_1118_) {
                                                                                float l_1119_ = -(l_1116_);
                                                                                uint l_1120_ = asuint(l_1119_);
                                                                                uint l_1121_ = (l_1120_ + 1u);
                                                                                l_mut_434_ = l_1121_;
                                                                                uint l_1122_ = (l_1120_ & 2147483647u);
                                                                                bool l_1123_ = (l_1122_ == 0u);
                                                                                if (l_1123_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1124_ = (l_1120_ & 2147483648u);
                                                                                    bool l_1125_ = (l_1124_ != 0u);
                                                                                    if (l_1125_) {
                                                                                        uint l_1126_ = (l_1120_ - 1u);
                                                                                        l_mut_434_ = l_1126_;
                                                                                    }
                                                                                }
                                                                                uint _e2578 = l_mut_434_;
                                                                                float l_1127_ = asfloat(_e2578);
                                                                                float l_1128_ = -(l_1127_);
                                                                                double l_1129_ = double(l_1128_);
                                                                                l_mut_29_ = l_1129_;
                                                                            } else {
                                                                                uint l_1130_ = asuint(l_1116_);
                                                                                uint l_1131_ = (l_1130_ + 1u);
                                                                                l_mut_434_ = l_1131_;
                                                                                uint l_1132_ = (l_1130_ & 2147483647u);
                                                                                bool l_1133_ = (l_1132_ == 0u);
                                                                                if (l_1133_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1134_ = (l_1130_ & 2147483648u);
                                                                                    bool l_1135_ = (l_1134_ != 0u);
                                                                                    if (l_1135_) {
                                                                                        uint l_1136_ = (l_1130_ - 1u);
                                                                                        l_mut_434_ = l_1136_;
                                                                                    }
                                                                                }
                                                                                uint _e2596 = l_mut_434_;
                                                                                float l_1137_ = asfloat(_e2596);
                                                                                double l_1138_ = double(l_1137_);
                                                                                bool l_1139_ = (l_1138_ <= l_1110_);
                                                                                if (l_1139_) {
                                                                                    uint l_1140_ = asuint(l_1116_);
                                                                                    uint l_1141_ = (l_1140_ + 1u);
                                                                                    l_mut_434_ = l_1141_;
                                                                                    uint l_1142_ = (l_1140_ & 2147483647u);
                                                                                    bool l_1143_ = (l_1142_ == 0u);
                                                                                    if (l_1143_) {
                                                                                        l_mut_434_ = 1u;
                                                                                    } else {
                                                                                        uint l_1144_ = (l_1140_ & 2147483648u);
                                                                                        bool l_1145_ = (l_1144_ != 0u);
                                                                                        if (l_1145_) {
                                                                                            uint l_1146_ = (l_1140_ - 1u);
                                                                                            l_mut_434_ = l_1146_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2614 = l_mut_434_;
                                                                                    float l_1147_ = asfloat(_e2614);
                                                                                    double l_1148_ = double(l_1147_);
                                                                                    l_mut_29_ = l_1148_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1149_ = (l_1109_ + l_1106_);
                                                                        double l_1150_ = (l_1149_ * 7.1362384635298e44L);
                                                                        double l_1151_ = floor(l_1150_);
                                                                        double l_1152_ = (l_1151_ * 1.401298464324817e-45L);
                                                                        l_mut_1153_ = l_1152_;
                                                                        double l_1154_ = abs(l_1149_);
                                                                        bool l_1155_ = (l_1154_ >= 1.1754943508222875e-38L);
                                                                        if (l_1155_) {
                                                                            float l_1156_ = float(l_1149_);
                                                                            double l_1157_ = double(l_1156_);
                                                                            l_mut_1153_ = l_1157_;
                                                                            double _e2628 = l_mut_1153_;
                                                                            bool l_1158_ = (_e2628 > l_1149_);
                                                                            if (l_1158_) {
                                                                                float l_1159_ = -(l_1156_);
                                                                                uint l_1160_ = asuint(l_1159_);
                                                                                uint l_1161_ = (l_1160_ + 1u);
                                                                                l_mut_434_ = l_1161_;
                                                                                uint l_1162_ = (l_1160_ & 2147483647u);
                                                                                bool l_1163_ = (l_1162_ == 0u);
                                                                                if (l_1163_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1164_ = (l_1160_ & 2147483648u);
                                                                                    bool l_1165_ = (l_1164_ != 0u);
                                                                                    if (l_1165_) {
                                                                                        uint l_1166_ = (l_1160_ - 1u);
                                                                                        l_mut_434_ = l_1166_;
                                                                                    }
                                                                                }
                                                                                uint _e2645 = l_mut_434_;
                                                                                float l_1167_ = asfloat(_e2645);
                                                                                float l_1168_ = -(l_1167_);
                                                                                double l_1169_ = double(l_1168_);
                                                                                l_mut_1153_ = l_1169_;
                                                                            } else {
                                                                                uint l_1170_ = asuint(l_1156_);
                                                                                uint l_1171_ = (l_1170_ + 1u);
                                                                                l_mut_434_ = l_1171_;
                                                                                uint l_1172_ = (l_1170_ & 2147483647u);
                                                                                bool l_1173_ = (l_1172_ == 0u);
                                                                                if (l_1173_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1174_ = (l_1170_ & 2147483648u);
                                                                                    bool l_1175_ = (l_1174_ != 0u);
                                                                                    if (l_1175_) {
                                                                                        uint l_1176_ = (l_1170_ - 1u);
                                                                                        l_mut_434_ = l_1176_;
                                                                                    }
                                                                                }
                                                                                uint _e2663 = l_mut_434_;
                                                                                float l_1177_ = asfloat(_e2663);
                                                                                double l_1178_ = double(l_1177_);
                                                                                bool l_1179_ = (l_1178_ <= l_1149_);
                                                                                if (l_1179_) {
                                                                                    uint l_1180_ = asuint(l_1156_);
                                                                                    uint l_1181_ = (l_1180_ + 1u);
                                                                                    l_mut_434_ = l_1181_;
                                                                                    uint l_1182_ = (l_1180_ & 2147483647u);
                                                                                    bool l_1183_ = (l_1182_ == 0u);
                                                                                    if (l_1183_) {
                                                                                        l_mut_434_ = 1u;
                                                                                    } else {
                                                                                        uint l_1184_ = (l_1180_ & 2147483648u);
                                                                                        bool l_1185_ = (l_1184_ != 0u);
                                                                                        if (l_1185_) {
                                                                                            uint l_1186_ = (l_1180_ - 1u);
                                                                                            l_mut_434_ = l_1186_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2681 = l_mut_434_;
                                                                                    float l_1187_ = asfloat(_e2681);
                                                                                    double l_1188_ = double(l_1187_);
                                                                                    l_mut_1153_ = l_1188_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2684 = l_mut_29_;
                                                                        double _e2685 = l_mut_1153_;
                                                                        bool l_1189_ = (_e2684 == _e2685);
                                                                        bool l_1190_ = !(l_1189_);
                                                                        if (l_1190_) {
                                                                            a_961_[0] = 0u;
                                                                        }
                                                                        double l_1191_ = (l_1109_ * 7.1362384635298e44L);
                                                                        double l_1192_ = floor(l_1191_);
                                                                        double l_1193_ = (l_1192_ * 1.401298464324817e-45L);
                                                                        l_mut_1153_ = l_1193_;
                                                                        double l_1194_ = abs(l_1109_);
                                                                        bool l_1195_ = (l_1194_ >= 1.1754943508222875e-38L);
                                                                        if (l_1195_) {
                                                                            float l_1196_ = float(l_1109_);
                                                                            double l_1197_ = double(l_1196_);
                                                                            l_mut_1153_ = l_1197_;
                                                                            double _e2700 = l_mut_1153_;
                                                                            bool l_1198_ = (_e2700 > l_1109_);
                                                                            if (l_1198_) {
                                                                                float l_1199_ = -(l_1196_);
                                                                                uint l_1200_ = asuint(l_1199_);
                                                                                uint l_1201_ = (l_1200_ + 1u);
                                                                                l_mut_434_ = l_1201_;
                                                                                uint l_1202_ = (l_1200_ & 2147483647u);
                                                                                bool l_1203_ = (l_1202_ == 0u);
                                                                                if (l_1203_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1204_ = (l_1200_ & 2147483648u);
                                                                                    bool l_1205_ = (l_1204_ != 0u);
                                                                                    if (l_1205_) {
                                                                                        uint l_1206_ = (l_1200_ - 1u);
                                                                                        l_mut_434_ = l_1206_;
                                                                                    }
                                                                                }
                                                                                uint _e2717 = l_mut_434_;
                                                                                float l_1207_ = asfloat(_e2717);
                                                                                float l_1208_ = -(l_1207_);
                                                                                double l_1209_ = double(l_1208_);
                                                                                l_mut_1153_ = l_1209_;
                                                                            } else {
                                                                                uint l_1210_ = asuint(l_1196_);
                                                                                uint l_1211_ = (l_1210_ + 1u);
                                                                                l_mut_434_ = l_1211_;
                                                                                uint l_1212_ = (l_1210_ & 2147483647u);
                                                                                bool l_1213_ = (l_1212_ == 0u);
                                                                                if (l_1213_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1214_ = (l_1210_ & 2147483648u);
                                                                                    bool l_1215_ = (l_1214_ != 0u);
                                                                                    if (l_1215_) {
                                                                                        uint l_1216_ = (l_1210_ - 1u);
                                                                                        l_mut_434_ = l_1216_;
                                                                                    }
                                                                                }
                                                                                uint _e2735 = l_mut_434_;
                                                                                float l_1217_ = asfloat(_e2735);
                                                                                double l_1218_ = double(l_1217_);
                                                                                bool l_1219_ = (l_1218_ <= l_1109_);
                                                                                if (l_1219_) {
                                                                                    uint l_1220_ = asuint(l_1196_);
                                                                                    uint l_1221_ = (l_1220_ + 1u);
                                                                                    l_mut_434_ = l_1221_;
                                                                                    uint l_1222_ = (l_1220_ & 2147483647u);
                                                                                    bool l_1223_ = (l_1222_ == 0u);
                                                                                    if (l_1223_) {
                                                                                        l_mut_434_ = 1u;
                                                                                    } else {
                                                                                        uint l_1224_ = (l_1220_ & 2147483648u);
                                                                                        bool l_1225_ = (l_1224_ != 0u);
                                                                                        if (l_1225_) {
                                                                                            uint l_1226_ = (l_1220_ - 1u);
                                                                                            l_mut_434_ = l_1226_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2753 = l_mut_434_;
                                                                                    float l_1227_ = asfloat(_e2753);
                                                                                    double l_1228_ = double(l_1227_);
                                                                                    l_mut_1153_ = l_1228_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2756 = l_mut_1153_;
                                                                        l_mut_34_ = _e2756;
                                                                    }
                                                                    double _e2757 = l_mut_216_;
                                                                    double l_1229_ = (_e2757 + l_377_);
                                                                    l_mut_1153_ = l_1229_;
                                                                    if (l_375_) {
                                                                        double l_1230_ = (l_1229_ - l_1106_);
                                                                        double l_1231_ = (l_1230_ * 7.1362384635298e44L);
                                                                        double l_1232_ = floor(l_1231_);
                                                                        double l_1233_ = (l_1232_ * 1.401298464324817e-45L);
                                                                        l_mut_216_ = l_1233_;
                                                                        double l_1234_ = abs(l_1230_);
                                                                        bool l_1235_ = (l_1234_ >= 1.1754943508222875e-38L);
                                                                        if (l_1235_) {
                                                                            float l_1236_ = float(l_1230_);
                                                                            double l_1237_ = double(l_1236_);
                                                                            l_mut_216_ = l_1237_;
                                                                            double _e2770 = l_mut_216_;
                                                                            bool l_1238_ = (_e2770 > l_1230_);
                                                                            if (l_1238_) {
                                                                                float l_1239_ = -(l_1236_);
                                                                                uint l_1240_ = asuint(l_1239_);
                                                                                uint l_1241_ = (l_1240_ + 1u);
                                                                                l_mut_434_ = l_1241_;
                                                                                uint l_1242_ = (l_1240_ & 2147483647u);
                                                                                bool l_1243_ = (l_1242_ == 0u);
                                                                                if (l_1243_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1244_ = (l_1240_ & 2147483648u);
                                                                                    bool l_1245_ = (l_1244_ != 0u);
                                                                                    if (l_1245_) {
                                                                                        uint l_1246_ = (l_1240_ - 1u);
                                                                                        l_mut_434_ = l_1246_;
                                                                                    }
                                                                                }
                                                                                uint _e2787 = l_mut_434_;
                                                                                float l_1247_ = asfloat(_e2787);
                                                                                float l_1248_ = -(l_1247_);
                                                                                double l_1249_ = double(l_1248_);
                                                                                l_mut_216_ = l_1249_;
                                                                            } else {
                                                                                uint l_1250_ = asuint(l_1236_);
                                                                                uint l_1251_ = (l_1250_ + 1u);
                                                                                l_mut_434_ = l_1251_;
                                                                                uint l_1252_ = (l_1250_ & 2147483647u);
                                                                                bool l_1253_ = (l_1252_ == 0u);
                                                                                if (l_1253_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1254_ = (l_1250_ & 2147483648u);
                                                                                    bool l_1255_ = (l_1254_ != 0u);
                                                                                    if (l_1255_) {
                                                                                        uint l_1256_ = (l_1250_ - 1u);
                                                                                        l_mut_434_ = l_1256_;
                                                                                    }
                                                                                }
                                                                                uint _e2805 = l_mut_434_;
                                                                                float l_1257_ = asfloat(_e2805);
                                                                                double l_1258_ = double(l_1257_);
                                                                                bool l_1259_ = (l_1258_ <= l_1230_);
                                                                                if (l_1259_) {
                                                                                    uint l_1260_ = asuint(l_1236_);
                                                                                    uint l_1261_ = (l_1260_ + 1u);
                                                                                    l_mut_434_ = l_1261_;
                                                                                    uint l_1262_ = (l_1260_ & 2147483647u);
                                                                                    bool l_1263_ = (l_1262_ == 0u);
                                                                                    if (l_1263_) {
                                                                                        l_mut_434_ = 1u;
                                                                                    } else {
                                                                                        uint l_1264_ = (l_1260_ & 2147483648u);
                                                                                        bool l_1265_ = (l_1264_ != 0u);
                                                                                        if (l_1265_) {
                                                                                            uint l_1266_ = (l_1260_ - 1u);
                                                                                            l_mut_434_ = l_1266_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2823 = l_mut_434_;
                                                                                    float l_1267_ = asfloat(_e2823);
                                                                                    double l_1268_ = double(l_1267_);
                                                                                    l_mut_216_ = l_1268_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1269_ = (l_1229_ + l_1106_);
                                                                        double l_1270_ = (l_1269_ * 7.1362384635298e44L);
                                                                        double l_1271_ = floor(l_1270_);
                                                                        double l_1272_ = (l_1271_ * 1.401298464324817e-45L);
                                                                        l_mut_29_ = l_1272_;
                                                                        double l_1273_ = abs(l_1269_);
                                                                        bool l_1274_ = (l_1273_ >= 1.1754943508222875e-38L);
                                                                        if (l_1274_) {
                                                                            float l_1275_ = float(l_1269_);
                                                                            double l_1276_ = double(l_1275_);
                                                                            l_mut_29_ = l_1276_;
                                                                            double _e2837 = l_mut_29_;
                                                                            bool l_1277_ = (_e2837 > l_1269_);
                                                                            if (l_1277_) {
                                                                                float l_1278_ = -(l_1275_);
                                                                                uint l_1279_ = asuint(l_1278_);
                                                                                uint l_1280_ = (l_1279_ + 1u);
                                                                                l_mut_434_ = l_1280_;
                                                                                uint l_1281_ = (l_1279_ & 2147483647u);
                                                                                bool l_1282_ = (l_1281_ == 0u);
                                                                                if (l_1282_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1283_ = (l_1279_ & 2147483648u);
                                                                                    bool l_1284_ = (l_1283_ != 0u);
                                                                                    if (l_1284_) {
                                                                                        uint l_1285_ = (l_1279_ - 1u);
                                                                                        l_mut_434_ = l_1285_;
                                                                                    }
                                                                                }
                                                                                uint _e2854 = l_mut_434_;
                                                                                float l_1286_ = asfloat(_e2854);
                                                                                float l_1287_ = -(l_1286_);
                                                                                double l_1288_ = double(l_1287_);
                                                                                l_mut_29_ = l_1288_;
                                                                            } else {
                                                                                uint l_1289_ = asuint(l_1275_);
                                                                                uint l_1290_ = (l_1289_ + 1u);
                                                                                l_mut_434_ = l_1290_;
                                                                                uint l_1291_ = (l_1289_ & 2147483647u);
                                                                                bool l_1292_ = (l_1291_ == 0u);
                                                                                if (l_1292_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1293_ = (l_1289_ & 2147483648u);
                                                                                    bool l_1294_ = (l_1293_ != 0u);
                                                                                    if (l_1294_) {
                                                                                        uint l_1295_ = (l_1289_ - 1u);
                                                                                        l_mut_434_ = l_1295_;
                                                                                    }
                                                                                }
                                                                                uint _e2872 = l_mut_434_;
                                                                                float l_1296_ = asfloat(_e2872);
                                                                                double l_1297_ = double(l_1296_);
                                                                                bool l_1298_ = (l_1297_ <= l_1269_);
                                                                                if (l_1298_) {
                                                                                    uint l_1299_ = asuint(l_1275_);
                                                                                    uint l_1300_ = (l_1299_ + 1u);
                                                                                    l_mut_434_ = l_1300_;
                                                                                    uint l_1301_ = (l_1299_ & 2147483647u);
                                                                                    bool l_1302_ = (l_1301_ == 0u);
                                                                                    if (l_1302_) {
                                                                                        l_mut_434_ = 1u;
                                                                                    } else {
                                                                                        uint l_1303_ = (l_1299_ & 2147483648u);
                                                                                        bool l_1304_ = (l_1303_ != 0u);
                                                                                        if (l_1304_) {
                                                                                            uint l_1305_ = (l_1299_ - 1u);
                                                                                            l_mut_434_ = l_1305_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2890 = l_mut_434_;
                                                                                    float l_1306_ = asfloat(_e2890);
                                                                                    double l_1307_ = double(l_1306_);
                                                                                    l_mut_29_ = l_1307_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2893 = l_mut_216_;
                                                                        double _e2894 = l_mut_29_;
                                                                        bool l_1308_ = (_e2893 == _e2894);
                                                                        bool l_1309_ = !(l_1308_);
                                                                        if (l_1309_) {
                                                                            a_961_[0] = 0u;
                                                                        }
                                                                        double l_1310_ = -(l_1229_);
                                                                        double l_1311_ = (l_1310_ * 7.1362384635298e44L);
                                                                        double l_1312_ = floor(l_1311_);
                                                                        double l_1313_ = (l_1312_ * 1.401298464324817e-45L);
                                                                        l_mut_216_ = l_1313_;
                                                                        double l_1314_ = abs(l_1310_);
                                                                        bool l_1315_ = (l_1314_ >= 1.1754943508222875e-38L);
                                                                        if (l_1315_) {
                                                                            float l_1316_ = float(l_1310_);
                                                                            double l_1317_ = double(l_1316_);
                                                                            l_mut_216_ = l_1317_;
                                                                            double _e2910 = l_mut_216_;
                                                                            bool l_1318_ = (_e2910 > l_1310_);
                                                                            if (l_1318_) {
                                                                                float l_1319_ = -(l_1316_);
                                                                                uint l_1320_ = asuint(l_1319_);
                                                                                uint l_1321_ = (l_1320_ + 1u);
                                                                                l_mut_434_ = l_1321_;
                                                                                uint l_1322_ = (l_1320_ & 2147483647u);
                                                                                bool l_1323_ = (l_1322_ == 0u);
                                                                                if (l_1323_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1324_ = (l_1320_ & 2147483648u);
                                                                                    bool l_1325_ = (l_1324_ != 0u);
                                                                                    if (l_1325_) {
                                                                                        uint l_1326_ = (l_1320_ - 1u);
                                                                                        l_mut_434_ = l_1326_;
                                                                                    }
                                                                                }
                                                                                uint _e2927 = l_mut_434_;
                                                                                float l_1327_ = asfloat(_e2927);
                                                                                float l_1328_ = -(l_1327_);
                                                                                double l_1329_ = double(l_1328_);
                                                                                l_mut_216_ = l_1329_;
                                                                            } else {
                                                                                uint l_1330_ = asuint(l_1316_);
                                                                                uint l_1331_ = (l_1330_ + 1u);
                                                                                l_mut_434_ = l_1331_;
                                                                                uint l_1332_ = (l_1330_ & 2147483647u);
                                                                                bool l_1333_ = (l_1332_ == 0u);
                                                                                if (l_1333_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1334_ = (l_1330_ & 2147483648u);
                                                                                    bool l_1335_ = (l_1334_ != 0u);
                                                                                    if (l_1335_) {
                                                                                        uint l_1336_ = (l_1330_ - 1u);
                                                                                        l_mut_434_ = l_1336_;
                                                                                    }
                                                                                }
                                                                                uint _e2945 = l_mut_434_;
                                                                                float l_1337_ = asfloat(_e2945);
                                                                                double l_1338_ = double(l_1337_);
                                                                                bool l_1339_ = (l_1338_ <= l_1310_);
                                                                                if (l_1339_) {
                                                                                    uint l_1340_ = asuint(l_1316_);
                                                                                    uint l_1341_ = (l_1340_ + 1u);
                                                                                    l_mut_434_ = l_1341_;
                                                                                    uint l_1342_ = (l_1340_ & 2147483647u);
                                                                                    bool l_1343_ = (l_1342_ == 0u);
                                                                                    if (l_1343_) {
                                                                                        l_mut_434_ = 1u;
                                                                                    } else {
                                                                                        uint l_1344_ = (l_1340_ & 2147483648u);
                                                                                        bool l_1345_ = (l_1344_ != 0u);
                                                                                        if (l_1345_) {
                                                                                            uint l_1346_ = (l_1340_ - 1u);
                                                                                            l_mut_434_ = l_1346_;
                                                                                        }
                                                                                    }
                                                                                    uint _e2963 = l_mut_434_;
                                                                                    float l_1347_ = asfloat(_e2963);
                                                                                    double l_1348_ = double(l_1347_);
                                                                                    l_mut_216_ = l_1348_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e2966 = l_mut_216_;
                                                                        double l_1349_ = -(_e2966);
                                                                        l_mut_1153_ = l_1349_;
                                                                    }
                                                                    double _e2968 = l_mut_49_;
                                                                    double l_1350_ = (_e2968 - l_377_);
                                                                    l_mut_216_ = l_1350_;
                                                                    if (l_375_) {
                                                                        double l_1351_ = (l_1350_ - l_1108_);
                                                                        double l_1352_ = (l_1351_ * 7.1362384635298e44L);
                                                                        double l_1353_ = floor(l_1352_);
                                                                        double l_1354_ = (l_1353_ * 1.401298464324817e-45L);
                                                                        l_mut_29_ = l_1354_;
                                                                        double l_1355_ = abs(l_1351_);
                                                                        bool l_1356_ = (l_1355_ >= 1.1754943508222875e-38L);
                                                                        if (l_1356_) {
                                                                            float l_1357_ = float(l_1351_);
                                                                            double l_1358_ = double(l_1357_);
                                                                            l_mut_29_ = l_1358_;
                                                                            double _e2981 = l_mut_29_;
                                                                            bool l_1359_ = (_e2981 > l_1351_);
                                                                            if (l_1359_) {
                                                                                float l_1360_ = -(l_1357_);
                                                                                uint l_1361_ = asuint(l_1360_);
                                                                                uint l_1362_ = (l_1361_ + 1u);
                                                                                l_mut_434_ = l_1362_;
                                                                                uint l_1363_ = (l_1361_ & 2147483647u);
                                                                                bool l_1364_ = (l_1363_ == 0u);
                                                                                if (l_1364_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1365_ = (l_1361_ & 2147483648u);
                                                                                    bool l_1366_ = (l_1365_ != 0u);
                                                                                    if (l_1366_) {
                                                                                        uint l_1367_ = (l_1361_ - 1u);
                                                                                        l_mut_434_ = l_1367_;
                                                                                    }
                                                                                }
                                                                                uint _e2998 = l_mut_434_;
                                                                                float l_1368_ = asfloat(_e2998);
                                                                                float l_1369_ = -(l_1368_);
                                                                                double l_1370_ = double(l_1369_);
                                                                                l_mut_29_ = l_1370_;
                                                                            } else {
                                                                                uint l_1371_ = asuint(l_1357_);
                                                                                uint l_1372_ = (l_1371_ + 1u);
                                                                                l_mut_434_ = l_1372_;
                                                                                uint l_1373_ = (l_1371_ & 2147483647u);
                                                                                bool l_1374_ = (l_1373_ == 0u);
                                                                                if (l_1374_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1375_ = (l_1371_ & 2147483648u);
                                                                                    bool l_1376_ = (l_1375_ != 0u);
                                                                                    if (l_1376_) {
                                                                                        uint l_1377_ = (l_1371_ - 1u);
                                                                                        l_mut_434_ = l_1377_;
                                                                                    }
                                                                                }
                                                                                uint _e3016 = l_mut_434_;
                                                                                float l_1378_ = asfloat(_e3016);
                                                                                double l_1379_ = double(l_1378_);
                                                                                bool l_1380_ = (l_1379_ <= l_1351_);
                                                                                if (l_1380_) {
                                                                                    uint l_1381_ = asuint(l_1357_);
                                                                                    uint l_1382_ = (l_1381_ + 1u);
                                                                                    l_mut_434_ = l_1382_;
                                                                                    uint l_1383_ = (l_1381_ & 2147483647u);
                                                                                    bool l_1384_ = (l_1383_ == 0u);
                                                                                    if (l_1384_) {
                                                                                        l_mut_434_ = 1u;
                                                                                    } else {
                                                                                        uint l_1385_ = (l_1381_ & 2147483648u);
                                                                                        bool l_1386_ = (l_1385_ != 0u);
                                                                                        if (l_1386_) {
                                                                                            uint l_1387_ = (l_1381_ - 1u);
                                                                                            l_mut_434_ = l_1387_;
                                                                                        }
                                                                                    }
                                                                                    uint _e3034 = l_mut_434_;
                                                                                    float l_1388_ = asfloat(_e3034);
                                                                                    double l_1389_ = double(l_1388_);
                                                                                    l_mut_29_ = l_1389_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1390_ = (l_1350_ + l_1108_);
                                                                        double l_1391_ = (l_1390_ * 7.1362384635298e44L);
                                                                        double l_1392_ = floor(l_1391_);
                                                                        double l_1393_ = (l_1392_ * 1.401298464324817e-45L);
                                                                        l_mut_1394_ = l_1393_;
                                                                        double l_1395_ = abs(l_1390_);
                                                                        bool l_1396_ = (l_1395_ >= 1.1754943508222875e-38L);
                                                                        if (l_1396_) {
                                                                            float l_1397_ = float(l_1390_);
                                                                            double l_1398_ = double(l_1397_);
                                                                            l_mut_1394_ = l_1398_;
                                                                            double _e3048 = l_mut_1394_;
                                                                            bool l_1399_ = (_e3048 > l_1390_);
                                                                            if (l_1399_) {
                                                                                float l_1400_ = -(l_1397_);
                                                                                uint l_1401_ = asuint(l_1400_);
                                                                                uint l_1402_ = (l_1401_ + 1u);
                                                                                l_mut_434_ = l_1402_;
                                                                                uint l_1403_ = (l_1401_ & 2147483647u);
                                                                                bool l_1404_ = (l_1403_ == 0u);
                                                                                if (l_1404_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1405_ = (l_1401_ & 2147483648u);
                                                                                    bool l_1406_ = (l_1405_ != 0u);
                                                                                    if (l_1406_) {
                                                                                        uint l_1407_ = (l_1401_ - 1u);
                                                                                        l_mut_434_ = l_1407_;
                                                                                    }
                                                                                }
                                                                                uint _e3065 = l_mut_434_;
                                                                                float l_1408_ = asfloat(_e3065);
                                                                                float l_1409_ = -(l_1408_);
                                                                                double l_1410_ = double(l_1409_);
                                                                                l_mut_1394_ = l_1410_;
                                                                            } else {
                                                                                uint l_1411_ = asuint(l_1397_);
                                                                                uint l_1412_ = (l_1411_ + 1u);
                                                                                l_mut_434_ = l_1412_;
                                                                                uint l_1413_ = (l_1411_ & 2147483647u);
                                                                                bool l_1414_ = (l_1413_ == 0u);
                                                                                if (l_1414_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1415_ = (l_1411_ & 2147483648u);
                                                                                    bool l_1416_ = (l_1415_ != 0u);
                                                                                    if (l_1416_) {
                                                                                        uint l_1417_ = (l_1411_ - 1u);
                                                                                        l_mut_434_ = l_1417_;
                                                                                    }
                                                                                }
                                                                                uint _e3083 = l_mut_434_;
                                                                                float l_1418_ = asfloat(_e3083);
                                                                                double l_1419_ = double(l_1418_);
                                                                                bool l_1420_ = (l_1419_ <= l_1390_);
                                                                                if (l_1420_) {
                                                                                    uint l_1421_ = asuint(l_1397_);
                                                                                    uint l_1422_ = (l_1421_ + 1u);
                                                                                    l_mut_434_ = l_1422_;
                                                                                    uint l_1423_ = (l_1421_ & 2147483647u);
                                                                                    bool l_1424_ = (l_1423_ == 0u);
                                                                                    if (l_1424_) {
                                                                                        l_mut_434_ = 1u;
                                                                                    } else {
                                                                                        uint l_1425_ = (l_1421_ & 2147483648u);
                                                                                        bool l_1426_ = (l_1425_ != 0u);
                                                                                        if (l_1426_) {
                                                                                            uint l_1427_ = (l_1421_ - 1u);
                                                                                            l_mut_434_ = l_1427_;
                                                                                        }
                                                                                    }
                                                                                    uint _e3101 = l_mut_434_;
                                                                                    float l_1428_ = asfloat(_e3101);
                                                                                    double l_1429_ = double(l_1428_);
                                                                                    l_mut_1394_ = l_1429_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3104 = l_mut_29_;
                                                                        double _e3105 = l_mut_1394_;
                                                                        bool l_1430_ = (_e3104 == _e3105);
                                                                        bool l_1431_ = !(l_1430_);
                                                                        if (l_1431_) {
                                                                            a_961_[0] = 0u;
                                                                        }
                                                                        double l_1432_ = (l_1350_ * 7.1362384635298e44L);
                                                                        double l_1433_ = floor(l_1432_);
                                                                        double l_1434_ = (l_1433_ * 1.401298464324817e-45L);
                                                                        l_mut_1394_ = l_1434_;
                                                                        double l_1435_ = abs(l_1350_);
                                                                        bool l_1436_ = (l_1435_ >= 1.1754943508222875e-38L);
                                                                        if (l_1436_) {
                                                                            float l_1437_ = float(l_1350_);
                                                                            double l_1438_ = double(l_1437_);
                                                                            l_mut_1394_ = l_1438_;
                                                                            double _e3120 = l_mut_1394_;
                                                                            bool l_1439_ = (_e3120 > l_1350_);
                                                                            if (l_1439_) {
                                                                                float l_1440_ = -(l_1437_);
                                                                                uint l_1441_ = asuint(l_1440_);
                                                                                uint l_1442_ = (l_1441_ + 1u);
                                                                                l_mut_434_ = l_1442_;
                                                                                uint l_1443_ = (l_1441_ & 2147483647u);
                                                                                bool l_1444_ = (l_1443_ == 0u);
                                                                                if (l_1444_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1445_ = (l_1441_ & 2147483648u);
                                                                                    bool l_1446_ = (l_1445_ != 0u);
                                                                                    if (l_1446_) {
                                                                                        uint l_1447_ = (l_1441_ - 1u);
                                                                                        l_mut_434_ = l_1447_;
                                                                                    }
                                                                                }
                                                                                uint _e3137 = l_mut_434_;
                                                                                float l_1448_ = asfloat(_e3137);
                                                                                float l_1449_ = -(l_1448_);
                                                                                double l_1450_ = double(l_1449_);
                                                                                l_mut_1394_ = l_1450_;
                                                                            } else {
                                                                                uint l_1451_ = asuint(l_1437_);
                                                                                uint l_1452_ = (l_1451_ + 1u);
                                                                                l_mut_434_ = l_1452_;
                                                                                uint l_1453_ = (l_1451_ & 2147483647u);
                                                                                bool l_1454_ = (l_1453_ == 0u);
                                                                                if (l_1454_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1455_ = (l_1451_ & 2147483648u);
                                                                                    bool l_1456_ = (l_1455_ != 0u);
                                                                                    if (l_1456_) {
                                                                                        uint l_1457_ = (l_1451_ - 1u);
                                                                                        l_mut_434_ = l_1457_;
                                                                                    }
                                                                                }
                                                                                uint _e3155 = l_mut_434_;
                                                                                float l_1458_ = asfloat(_e3155);
                                                                                double l_1459_ = double(l_1458_);
                                                                                bool l_1460_ = (l_1459_ <= l_1350_);
                                                                                if (l_1460_) {
                                                                                    uint l_1461_ = asuint(l_1437_);
                                                                                    uint l_1462_ = (l_1461_ + 1u);
                                                                                    l_mut_434_ = l_1462_;
                                                                                    uint l_1463_ = (l_1461_ & 2147483647u);
                                                                                    bool l_1464_ = (l_1463_ == 0u);
                                                                                    if (l_1464_) {
                                                                                        l_mut_434_ = 1u;
                                                                                    } else {
                                                                                        uint l_1465_ = (l_1461_ & 2147483648u);
                                                                                        bool l_1466_ = (l_1465_ != 0u);
                                                                                        if (l_1466_) {
                                                                                            uint l_1467_ = (l_1461_ - 1u);
                                                                                            l_mut_434_ = l_1467_;
                                                                                        }
                                                                                    }
                                                                                    uint _e3173 = l_mut_434_;
                                                                                    float l_1468_ = asfloat(_e3173);
                                                                                    double l_1469_ = double(l_1468_);
                                                                                    l_mut_1394_ = l_1469_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3176 = l_mut_1394_;
                                                                        l_mut_216_ = _e3176;
                                                                    }
                                                                    double _e3177 = l_mut_49_;
                                                                    double l_1470_ = (_e3177 + l_377_);
                                                                    l_mut_1394_ = l_1470_;
                                                                    if (l_375_) {
                                                                        double l_1471_ = (l_1470_ - l_1108_);
                                                                        double l_1472_ = (l_1471_ * 7.1362384635298e44L);
                                                                        double l_1473_ = floor(l_1472_);
                                                                        double l_1474_ = (l_1473_ * 1.401298464324817e-45L);
                                                                        l_mut_49_ = l_1474_;
                                                                        double l_1475_ = abs(l_1471_);
                                                                        bool l_1476_ = (l_1475_ >= 1.1754943508222875e-38L);
                                                                        if (l_1476_) {
                                                                            float l_1477_ = float(l_1471_);
                                                                            double l_1478_ = double(l_1477_);
                                                                            l_mut_49_ = l_1478_;
                                                                            double _e3190 = l_mut_49_;
                                                                            bool l_1479_ = (_e3190 > l_1471_);
                                                                            if (l_1479_) {
                                                                                float l_1480_ = -(l_1477_);
                                                                                uint l_1481_ = asuint(l_1480_);
                                                                                uint l_1482_ = (l_1481_ + 1u);
                                                                                l_mut_434_ = l_1482_;
                                                                                uint l_1483_ = (l_1481_ & 2147483647u);
                                                                                bool l_1484_ = (l_1483_ == 0u);
                                                                                if (l_1484_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1485_ = (l_1481_ & 2147483648u);
                                                                                    bool l_1486_ = (l_1485_ != 0u);
                                                                                    if (l_1486_) {
                                                                                        uint l_1487_ = (l_1481_ - 1u);
                                                                                        l_mut_434_ = l_1487_;
                                                                                    }
                                                                                }
                                                                                uint _e3207 = l_mut_434_;
                                                                                float l_1488_ = asfloat(_e3207);
                                                                                float l_1489_ = -(l_1488_);
                                                                                double l_1490_ = double(l_1489_);
                                                                                l_mut_49_ = l_1490_;
                                                                            } else {
                                                                                uint l_1491_ = asuint(l_1477_);
                                                                                uint l_1492_ = (l_1491_ + 1u);
                                                                                l_mut_434_ = l_1492_;
                                                                                uint l_1493_ = (l_1491_ & 2147483647u);
                                                                                bool l_1494_ = (l_1493_ == 0u);
                                                                                if (l_1494_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1495_ = (l_1491_ & 2147483648u);
                                                                                    bool l_1496_ = (l_1495_ != 0u);
                                                                                    if (l_1496_) {
                                                                                        uint l_1497_ = (l_1491_ - 1u);
                                                                                        l_mut_434_ = l_1497_;
                                                                                    }
                                                                                }
                                                                                uint _e3225 = l_mut_434_;
                                                                                float l_1498_ = asfloat(_e3225);
                                                                                double l_1499_ = double(l_1498_);
                                                                                bool l_1500_ = (l_1499_ <= l_1471_);
                                                                                if (l_1500_) {
                                                                                    uint l_1501_ = asuint(l_1477_);
                                                                                    uint l_1502_ = (l_1501_ + 1u);
                                                                                    l_mut_434_ = l_1502_;
                                                                                    uint l_1503_ = (l_1501_ & 2147483647u);
                                                                                    bool l_1504_ = (l_1503_ == 0u);
                                                                                    if (l_1504_) {
                                                                                        l_mut_434_ = 1u;
                                                                                    } else {
                                                                                        uint l_1505_ = (l_1501_ & 2147483648u);
                                                                                        bool l_1506_ = (l_1505_ != 0u);
                                                                                        if (l_1506_) {
                                                                                            uint l_1507_ = (l_1501_ - 1u);
                                                                                            l_mut_434_ = l_1507_;
                                                                                        }
                                                                                    }
                                                                                    uint _e3243 = l_mut_434_;
                                                                                    float l_1508_ = asfloat(_e3243);
                                                                                    double l_1509_ = double(l_1508_);
                                                                                    l_mut_49_ = l_1509_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double l_1510_ = (l_1470_ + l_1108_);
                                                                        double l_1511_ = (l_1510_ * 7.1362384635298e44L);
                                                                        double l_1512_ = floor(l_1511_);
                                                                        double l_1513_ = (l_1512_ * 1.401298464324817e-45L);
                                                                        l_mut_29_ = l_1513_;
                                                                        double l_1514_ = abs(l_1510_);
                                                                        bool l_1515_ = (l_1514_ >= 1.1754943508222875e-38L);
                                                                        if (l_1515_) {
                                                                            float l_1516_ = float(l_1510_);
                                                                            double l_1517_ = double(l_1516_);
                                                                            l_mut_29_ = l_1517_;
                                                                            double _e3257 = l_mut_29_;
                                                                            bool l_1518_ = (_e3257 > l_1510_);
                                                                            if (l_1518_) {
                                                                                float l_1519_ = -(l_1516_);
                                                                                uint l_1520_ = asuint(l_1519_);
                                                                                uint l_1521_ = (l_1520_ + 1u);
                                                                                l_mut_434_ = l_1521_;
                                                                                uint l_1522_ = (l_1520_ & 2147483647u);
                                                                                bool l_1523_ = (l_1522_ == 0u);
                                                                                if (l_1523_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1524_ = (l_1520_ & 2147483648u);
                                                                                    bool l_1525_ = (l_1524_ != 0u);
                                                                                    if (l_1525_) {
                                                                                        uint l_1526_ = (l_1520_ - 1u);
                                                                                        l_mut_434_ = l_1526_;
                                                                                    }
                                                                                }
                                                                                uint _e3274 = l_mut_434_;
                                                                                float l_1527_ = asfloat(_e3274);
                                                                                float l_1528_ = -(l_1527_);
                                                                                double l_1529_ = double(l_1528_);
                                                                                l_mut_29_ = l_1529_;
                                                                            } else {
                                                                                uint l_1530_ = asuint(l_1516_);
                                                                                uint l_1531_ = (l_1530_ + 1u);
                                                                                l_mut_434_ = l_1531_;
                                                                                uint l_1532_ = (l_1530_ & 2147483647u);
                                                                                bool l_1533_ = (l_1532_ == 0u);
                                                                                if (l_1533_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1534_ = (l_1530_ & 2147483648u);
                                                                                    bool l_1535_ = (l_1534_ != 0u);
                                                                                    if (l_1535_) {
                                                                                        uint l_1536_ = (l_1530_ - 1u);
                                                                                        l_mut_434_ = l_1536_;
                                                                                    }
                                                                                }
                                                                                uint _e3292 = l_mut_434_;
                                                                                float l_1537_ = asfloat(_e3292);
                                                                                double l_1538_ = double(l_1537_);
                                                                                bool l_1539_ = (l_1538_ <= l_1510_);
                                                                                if (l_1539_) {
                                                                                    uint l_1540_ = asuint(l_1516_);
                                                                                    uint l_1541_ = (l_1540_ + 1u);
                                                                                    l_mut_434_ = l_1541_;
                                                                                    uint l_1542_ = (l_1540_ & 2147483647u);
                                                                                    bool l_1543_ = (l_1542_ == 0u);
                                                                                    if (l_1543_) {
                                                                                        l_mut_434_ = 1u;
                                                                                    } else {
                                                                                        uint l_1544_ = (l_1540_ & 2147483648u);
                                                                                        bool l_1545_ = (l_1544_ != 0u);
                                                                                        if (l_1545_) {
                                                                                            uint l_1546_ = (l_1540_ - 1u);
                                                                                            l_mut_434_ = l_1546_;
                                                                                        }
                                                                                    }
                                                                                    uint _e3310 = l_mut_434_;
                                                                                    float l_1547_ = asfloat(_e3310);
                                                                                    double l_1548_ = double(l_1547_);
                                                                                    l_mut_29_ = l_1548_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3313 = l_mut_49_;
                                                                        double _e3314 = l_mut_29_;
                                                                        bool l_1549_ = (_e3313 == _e3314);
                                                                        bool l_1550_ = !(l_1549_);
                                                                        if (l_1550_) {
                                                                            a_961_[0] = 0u;
                                                                        }
                                                                        double l_1551_ = -(l_1470_);
                                                                        double l_1552_ = (l_1551_ * 7.1362384635298e44L);
                                                                        double l_1553_ = floor(l_1552_);
                                                                        double l_1554_ = (l_1553_ * 1.401298464324817e-45L);
                                                                        l_mut_49_ = l_1554_;
                                                                        double l_1555_ = abs(l_1551_);
                                                                        bool l_1556_ = (l_1555_ >= 1.1754943508222875e-38L);
                                                                        if (l_1556_) {
                                                                            float l_1557_ = float(l_1551_);
                                                                            double l_1558_ = double(l_1557_);
                                                                            l_mut_49_ = l_1558_;
                                                                            double _e3330 = l_mut_49_;
                                                                            bool l_1559_ = (_e3330 > l_1551_);
                                                                            if (l_1559_) {
                                                                                float l_1560_ = -(l_1557_);
                                                                                uint l_1561_ = asuint(l_1560_);
                                                                                uint l_1562_ = (l_1561_ + 1u);
                                                                                l_mut_434_ = l_1562_;
                                                                                uint l_1563_ = (l_1561_ & 2147483647u);
                                                                                bool l_1564_ = (l_1563_ == 0u);
                                                                                if (l_1564_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1565_ = (l_1561_ & 2147483648u);
                                                                                    bool l_1566_ = (l_1565_ != 0u);
                                                                                    if (l_1566_) {
                                                                                        uint l_1567_ = (l_1561_ - 1u);
                                                                                        l_mut_434_ = l_1567_;
                                                                                    }
                                                                                }
                                                                                uint _e3347 = l_mut_434_;
                                                                                float l_1568_ = asfloat(_e3347);
                                                                                float l_1569_ = -(l_1568_);
                                                                                double l_1570_ = double(l_1569_);
                                                                                l_mut_49_ = l_1570_;
                                                                            } else {
                                                                                uint l_1571_ = asuint(l_1557_);
                                                                                uint l_1572_ = (l_1571_ + 1u);
                                                                                l_mut_434_ = l_1572_;
                                                                                uint l_1573_ = (l_1571_ & 2147483647u);
                                                                                bool l_1574_ = (l_1573_ == 0u);
                                                                                if (l_1574_) {
                                                                                    l_mut_434_ = 1u;
                                                                                } else {
                                                                                    uint l_1575_ = (l_1571_ & 2147483648u);
                                                                                    bool l_1576_ = (l_1575_ != 0u);
                                                                                    if (l_1576_) {
                                                                                        uint l_1577_ = (l_1571_ - 1u);
                                                                                        l_mut_434_ = l_1577_;
                                                                                    }
                                                                                }
                                                                                uint _e3365 = l_mut_434_;
                                                                                float l_1578_ = asfloat(_e3365);
                                                                                double l_1579_ = double(l_1578_);
                                                                                bool l_1580_ = (l_1579_ <= l_1551_);
                                                                                if (l_1580_) {
                                                                                    uint l_1581_ = asuint(l_1557_);
                                                                                    uint l_1582_ = (l_1581_ + 1u);
                                                                                    l_mut_434_ = l_1582_;
                                                                                    uint l_1583_ = (l_1581_ & 2147483647u);
                                                                                    bool l_1584_ = (l_1583_ == 0u);
                                                                                    if (l_1584_) {
                                                                                        l_mut_434_ = 1u;
                                                                                    } else {
                                                                                        uint l_1585_ = (l_1581_ & 2147483648u);
                                                                                        bool l_1586_ = (l_1585_ != 0u);
                                                                                        if (l_1586_) {
                                                                                            uint l_1587_ = (l_1581_ - 1u);
                                                                                            l_mut_434_ = l_1587_;
                                                                                        }
                                                                                    }
                                                                                    uint _e3383 = l_mut_434_;
                                                                                    float l_1588_ = asfloat(_e3383);
                                                                                    double l_1589_ = double(l_1588_);
                                                                                    l_mut_49_ = l_1589_;
                                                                                }
                                                                            }
                                                                        }
                                                                        double _e3386 = l_mut_49_;
                                                                        double l_1590_ = -(_e3386);
                                                                        l_mut_1394_ = l_1590_;
                                                                    }
                                                                    l_mut_434_ = 0u;
                                                                    bool l_1591_ = !(l_375_);
                                                                    double _e3390 = l_mut_216_;
                                                                    double l_1592_ = abs(_e3390);
                                                                    bool l_1593_ = (l_1592_ <= l_1108_);
                                                                    double _e3393 = l_mut_1394_;
                                                                    double l_1594_ = abs(_e3393);
                                                                    bool l_1595_ = (l_1594_ <= l_1108_);
                                                                    if (!(l_1593_)) {
                                                                        local_53 = l_1595_;
                                                                    } else {
                                                                        local_53 = true;
                                                                    }
                                                                    bool l_1596_ = local_53;
                                                                    if (l_1591_) {
                                                                        local_54 = l_1596_;
                                                                    } else {
                                                                        local_54 = false;
                                                                    }
                                                                    bool l_1597_ = local_54;
                                                                    if (l_1597_) {
                                                                        a_961_[0] = 0u;
                                                                    }
                                                                    double _e3407 = l_mut_216_;
                                                                    bool l_1598_ = (_e3407 <= 0.0L);
                                                                    double _e3410 = l_mut_1394_;
                                                                    bool l_1599_ = (_e3410 >= 0.0L);
                                                                    if (l_1598_) {
                                                                        local_55 = l_1599_;
                                                                    } else {
                                                                        local_55 = false;
                                                                    }
                                                                    bool l_1600_ = local_55;
                                                                    bool l_1601_ = !(l_1600_);
                                                                    if (l_1601_) {
                                                                        double _e3418 = l_mut_34_;
                                                                        double _e3419 = l_mut_216_;
                                                                        double l_1603_ = (_e3418 / _e3419);
                                                                        double _e3421 = l_mut_34_;
                                                                        double _e3422 = l_mut_1394_;
                                                                        double l_1604_ = (_e3421 / _e3422);
                                                                        double _e3424 = l_mut_1153_;
                                                                        double _e3425 = l_mut_216_;
                                                                        double l_1605_ = (_e3424 / _e3425);
                                                                        double _e3427 = l_mut_1153_;
                                                                        double _e3428 = l_mut_1394_;
                                                                        double l_1606_ = (_e3427 / _e3428);
                                                                        a_1602_[0] = l_1603_;
                                                                        a_1602_[1] = l_1603_;
                                                                        double l_1607_ = a_1602_[0];
                                                                        bool l_1608_ = (l_1604_ < l_1607_);
                                                                        if (l_1608_) {
                                                                            a_1602_[0] = l_1604_;
                                                                        }
                                                                        double l_1609_ = a_1602_[0];
                                                                        bool l_1610_ = (l_1605_ < l_1609_);
                                                                        if (l_1610_) {
                                                                            a_1602_[0] = l_1605_;
                                                                        }
                                                                        double l_1611_ = a_1602_[0];
                                                                        bool l_1612_ = (l_1606_ < l_1611_);
                                                                        if (l_1612_) {
                                                                            a_1602_[0] = l_1606_;
                                                                        }
                                                                        double l_1613_ = a_1602_[1];
                                                                        bool l_1614_ = (l_1604_ > l_1613_);
                                                                        if (l_1614_) {
                                                                            a_1602_[1] = l_1604_;
                                                                        }
                                                                        double l_1615_ = a_1602_[1];
                                                                        bool l_1616_ = (l_1605_ > l_1615_);
                                                                        if (l_1616_) {
                                                                            a_1602_[1] = l_1605_;
                                                                        }
                                                                        double l_1617_ = a_1602_[1];
                                                                        bool l_1618_ = (l_1606_ > l_1617_);
                                                                        if (l_1618_) {
                                                                            a_1602_[1] = l_1606_;
                                                                        }
                                                                        l_mut_49_ = 1.4551915228366852e-11L;
                                                                        bool l_1619_ = !(l_375_);
                                                                        if (l_1619_) {
                                                                            double l_1620_ = (l_1106_ + l_1108_);
                                                                            double _e3459 = l_mut_216_;
                                                                            double l_1621_ = abs(_e3459);
                                                                            double _e3461 = l_mut_1394_;
                                                                            double l_1622_ = abs(_e3461);
                                                                            l_mut_1394_ = l_1621_;
                                                                            bool l_1623_ = (l_1622_ < l_1621_);
                                                                            if (l_1623_) {
                                                                                l_mut_1394_ = l_1622_;
                                                                            }
                                                                            double _e3464 = l_mut_1394_;
                                                                            double l_1624_ = (l_1620_ / _e3464);
                                                                            double _e3466 = l_mut_34_;
                                                                            double l_1625_ = abs(_e3466);
                                                                            double _e3468 = l_mut_1153_;
                                                                            double l_1626_ = abs(_e3468);
                                                                            l_mut_1394_ = l_1625_;
                                                                            bool l_1627_ = (l_1626_ < l_1625_);
                                                                            if (l_1627_) {
                                                                                l_mut_1394_ = l_1626_;
                                                                            }
                                                                            double _e3471 = l_mut_1394_;
                                                                            double l_1628_ = (l_1106_ / _e3471);
                                                                            double l_1629_ = (l_1624_ + l_1628_);
                                                                            double _e3474 = l_mut_49_;
                                                                            l_mut_49_ = (_e3474 + l_1629_);
                                                                        }
                                                                        double l_1630_ = a_1602_[0];
                                                                        double l_1631_ = abs(l_1630_);
                                                                        double _e3479 = l_mut_49_;
                                                                        double l_1632_ = (l_1631_ * _e3479);
                                                                        double l_1633_ = a_1602_[1];
                                                                        double l_1634_ = abs(l_1633_);
                                                                        double _e3484 = l_mut_49_;
                                                                        double l_1635_ = (l_1634_ * _e3484);
                                                                        double l_1636_ = a_1602_[0];
                                                                        double l_1637_ = (l_1636_ - l_1632_);
                                                                        double l_1638_ = abs(l_1637_);
                                                                        l_mut_1394_ = 1.401298464324817e-45L;
                                                                        bool l_1639_ = (l_1638_ >= 1.1754943508222875e-38L);
                                                                        bool l_1640_ = (l_1638_ <= 1.7976931348623157e308L);
                                                                        if (l_1639_) {
                                                                            local_56 = l_1640_;
                                                                        } else {
                                                                            local_56 = false;
                                                                        }
                                                                        bool l_1641_ = local_56;
                                                                        if (l_1641_) {
                                                                            uint64_t l_1642_ = l_1638_;
                                                                            uint64_t l_1643_ = (l_1642_ >> uint(52uL));
                                                                            uint64_t l_1644_ = (l_1643_ - 23uL);
                                                                            uint64_t l_1645_ = (l_1644_ << uint(52uL));
                                                                            double l_1646_ = l_1645_;
                                                                            l_mut_1394_ = l_1646_;
                                                                        }
                                                                        double l_1647_ = (l_1636_ + l_1632_);
                                                                        double l_1648_ = abs(l_1647_);
                                                                        l_mut_1153_ = 1.401298464324817e-45L;
                                                                        bool l_1649_ = (l_1648_ >= 1.1754943508222875e-38L);
                                                                        bool l_1650_ = (l_1648_ <= 1.7976931348623157e308L);
                                                                        if (l_1649_) {
                                                                            local_57 = l_1650_;
                                                                        } else {
                                                                            local_57 = false;
                                                                        }
                                                                        bool l_1651_ = local_57;
                                                                        if (l_1651_) {
                                                                            uint64_t l_1652_ = l_1648_;
                                                                            uint64_t l_1653_ = (l_1652_ >> uint(52uL));
                                                                            uint64_t l_1654_ = (l_1653_ - 23uL);
                                                                            uint64_t l_1655_ = (l_1654_ << uint(52uL));
                                                                            double l_1656_ = l_1655_;
                                                                            l_mut_1153_ = l_1656_;
                                                                        }
                                                                        double _e3534 = l_mut_1394_;
                                                                        double _e3535 = l_mut_1153_;
                                                                        bool l_1657_ = (_e3534 == _e3535);
                                                                        bool l_1658_ = !(l_1657_);
                                                                        double l_1659_ = a_1602_[1];
                                                                        double l_1660_ = (l_1659_ - l_1635_);
                                                                        double l_1661_ = abs(l_1660_);
                                                                        l_mut_1394_ = 1.401298464324817e-45L;
                                                                        bool l_1662_ = (l_1661_ >= 1.1754943508222875e-38L);
                                                                        bool l_1663_ = (l_1661_ <= 1.7976931348623157e308L);
                                                                        if (l_1662_) {
                                                                            local_58 = l_1663_;
                                                                        } else {
                                                                            local_58 = false;
                                                                        }
                                                                        bool l_1664_ = local_58;
                                                                        if (l_1664_) {
                                                                            uint64_t l_1665_ = l_1661_;
                                                                            uint64_t l_1666_ = (l_1665_ >> uint(52uL));
                                                                            uint64_t l_1667_ = (l_1666_ - 23uL);
                                                                            uint64_t l_1668_ = (l_1667_ << uint(52uL));
                                                                            double l_1669_ = l_1668_;
                                                                            l_mut_1394_ = l_1669_;
                                                                        }
                                                                        double l_1670_ = (l_1659_ + l_1635_);
                                                                        double l_1671_ = abs(l_1670_);
                                                                        l_mut_1153_ = 1.401298464324817e-45L;
                                                                        bool l_1672_ = (l_1671_ >= 1.1754943508222875e-38L);
                                                                        bool l_1673_ = (l_1671_ <= 1.7976931348623157e308L);
                                                                        if (l_1672_) {
                                                                            local_59 = l_1673_;
                                                                        } else {
                                                                            local_59 = false;
                                                                        }
                                                                        bool l_1674_ = local_59;
                                                                        if (l_1674_) {
                                                                            uint64_t l_1675_ = l_1671_;
                                                                            uint64_t l_1676_ = (l_1675_ >> uint(52uL));
                                                                            uint64_t l_1677_ = (l_1676_ - 23uL);
                                                                            uint64_t l_1678_ = (l_1677_ << uint(52uL));
                                                                            double l_1679_ = l_1678_;
                                                                            l_mut_1153_ = l_1679_;
                                                                        }
                                                                        double _e3586 = l_mut_1394_;
                                                                        double _e3587 = l_mut_1153_;
                                                                        bool l_1680_ = (_e3586 == _e3587);
                                                                        bool l_1681_ = !(l_1680_);
                                                                        if (!(l_1658_)) {
                                                                            local_60 = l_1681_;
                                                                        } else {
                                                                            local_60 = true;
                                                                        }
                                                                        bool l_1682_ = local_60;
                                                                        if (l_1682_) {
                                                                            a_961_[0] = 0u;
                                                                        }
                                                                        double l_1683_ = a_1602_[0];
                                                                        double l_1684_ = a_1602_[0];
                                                                        double l_1685_ = abs(l_1684_);
                                                                        l_mut_1394_ = 1.401298464324817e-45L;
                                                                        bool l_1686_ = (l_1685_ >= 1.1754943508222875e-38L);
                                                                        bool l_1687_ = (l_1685_ <= 1.7976931348623157e308L);
                                                                        if (l_1686_) {
                                                                            local_61 = l_1687_;
                                                                        } else {
                                                                            local_61 = false;
                                                                        }
                                                                        bool l_1688_ = local_61;
                                                                        if (l_1688_) {
                                                                            uint64_t l_1689_ = l_1685_;
                                                                            uint64_t l_1690_ = (l_1689_ >> uint(52uL));
                                                                            uint64_t l_1691_ = (l_1690_ - 23uL);
                                                                            uint64_t l_1692_ = (l_1691_ << uint(52uL));
                                                                            double l_1693_ = l_1692_;
                                                                            l_mut_1394_ = l_1693_;
                                                                        }
                                                                        double _e3623 = l_mut_1394_;
                                                                        double l_1694_ = (l_380_ * _e3623);
                                                                        double l_1695_ = (l_1683_ - l_1694_);
                                                                        double l_1696_ = a_1602_[1];
                                                                        double l_1697_ = a_1602_[1];
                                                                        double l_1698_ = abs(l_1697_);
                                                                        l_mut_1394_ = 1.401298464324817e-45L;
                                                                        bool l_1699_ = (l_1698_ >= 1.1754943508222875e-38L);
                                                                        bool l_1700_ = (l_1698_ <= 1.7976931348623157e308L);
                                                                        if (l_1699_) {
                                                                            local_62 = l_1700_;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1701_ = local_62;
                                                                        if (l_1701_) {
                                                                            uint64_t l_1702_ = l_1698_;
                                                                            uint64_t l_1703_ = (l_1702_ >> uint(52uL));
                                                                            uint64_t l_1704_ = (l_1703_ - 23uL);
                                                                            uint64_t l_1705_ = (l_1704_ << uint(52uL));
                                                                            double l_1706_ = l_1705_;
                                                                            l_mut_1394_ = l_1706_;
                                                                        }
                                                                        double _e3652 = l_mut_1394_;
                                                                        double l_1707_ = (l_380_ * _e3652);
                                                                        double l_1708_ = (l_1696_ + l_1707_);
                                                                        float _e3655 = l_mut_22_;
                                                                        double l_1709_ = double(_e3655);
                                                                        float _e3657 = l_mut_22_;
                                                                        uint l_1710_ = asuint(_e3657);
                                                                        uint l_1711_ = (l_1710_ + 1u);
                                                                        l_mut_405_ = l_1711_;
                                                                        uint l_1712_ = (l_1710_ & 2147483647u);
                                                                        bool l_1713_ = (l_1712_ == 0u);
                                                                        if (l_1713_) {
                                                                            l_mut_405_ = 1u;
                                                                        } else {
                                                                            uint l_1714_ = (l_1710_ & 2147483648u);
                                                                            bool l_1715_ = (l_1714_ != 0u);
                                                                            if (l_1715_) {
                                                                                uint l_1716_ = (l_1710_ - 1u);
                                                                                l_mut_405_ = l_1716_;
                                                                            }
                                                                        }
                                                                        uint _e3672 = l_mut_405_;
                                                                        float l_1717_ = asfloat(_e3672);
                                                                        double l_1718_ = double(l_1717_);
                                                                        float _e3675 = l_mut_22_;
                                                                        float l_1719_ = -(_e3675);
                                                                        uint l_1720_ = asuint(l_1719_);
                                                                        uint l_1721_ = (l_1720_ + 1u);
                                                                        l_mut_405_ = l_1721_;
                                                                        uint l_1722_ = (l_1720_ & 2147483647u);
                                                                        bool l_1723_ = (l_1722_ == 0u);
                                                                        if (l_1723_) {
                                                                            l_mut_405_ = 1u;
                                                                        } else {
                                                                            uint l_1724_ = (l_1720_ & 2147483648u);
                                                                            bool l_1725_ = (l_1724_ != 0u);
                                                                            if (l_1725_) {
                                                                                uint l_1726_ = (l_1720_ - 1u);
                                                                                l_mut_405_ = l_1726_;
                                                                            }
                                                                        }
                                                                        uint _e3691 = l_mut_405_;
                                                                        float l_1727_ = asfloat(_e3691);
                                                                        float l_1728_ = -(l_1727_);
                                                                        double l_1729_ = double(l_1728_);
                                                                        double l_1730_ = (l_1695_ + l_1632_);
                                                                        bool l_1731_ = (l_1730_ <= l_1709_);
                                                                        l_mut_464_ = l_1731_;
                                                                        double l_1732_ = (l_1695_ - l_1632_);
                                                                        bool l_1733_ = (l_1732_ > l_1709_);
                                                                        l_mut_461_ = l_1733_;
                                                                        double l_1734_ = (l_1708_ - l_1635_);
                                                                        bool l_1735_ = (l_1734_ >= l_1709_);
                                                                        l_mut_458_ = l_1735_;
                                                                        double l_1736_ = (l_1708_ + l_1635_);
                                                                        bool l_1737_ = (l_1736_ < l_1709_);
                                                                        l_mut_455_ = l_1737_;
                                                                        if (l_375_) {
                                                                            double l_1738_ = (l_1695_ + l_1632_);
                                                                            bool l_1739_ = (l_1738_ < l_1718_);
                                                                            l_mut_464_ = l_1739_;
                                                                            double l_1740_ = (l_1695_ - l_1632_);
                                                                            bool l_1741_ = (l_1740_ >= l_1718_);
                                                                            l_mut_461_ = l_1741_;
                                                                            double l_1742_ = (l_1708_ - l_1635_);
                                                                            bool l_1743_ = (l_1742_ > l_1729_);
                                                                            l_mut_458_ = l_1743_;
                                                                            double l_1744_ = (l_1708_ + l_1635_);
                                                                            bool l_1745_ = (l_1744_ <= l_1729_);
                                                                            l_mut_455_ = l_1745_;
                                                                        }
                                                                        l_mut_405_ = 2u;
                                                                        bool _e3712 = l_mut_461_;
                                                                        if (!(_e3712)) {
                                                                            bool _e3716 = l_mut_455_;
                                                                            local_63 = _e3716;
                                                                        } else {
                                                                            local_63 = true;
                                                                        }
                                                                        bool l_1746_ = local_63;
                                                                        if (l_1746_) {
                                                                            l_mut_405_ = 1u;
                                                                        } else {
                                                                            bool _e3720 = l_mut_464_;
                                                                            if (_e3720) {
                                                                                bool _e3723 = l_mut_458_;
                                                                                local_64 = _e3723;
                                                                            } else {
                                                                                local_64 = false;
                                                                            }
                                                                            bool l_1747_ = local_64;
                                                                            if (l_1747_) {
                                                                                l_mut_405_ = 0u;
                                                                            }
                                                                        }
                                                                        uint _e3727 = l_mut_405_;
                                                                        l_mut_434_ = _e3727;
                                                                    }
                                                                    uint l_1748_ = a_961_[0];
                                                                    bool l_1749_ = (l_1748_ == 0u);
                                                                    if (l_1749_) {
                                                                        l_mut_434_ = 2u;
                                                                    }
                                                                    uint _e3733 = l_mut_434_;
                                                                    l_mut_389_ = _e3733;
                                                                } else {
                                                                    bool l_1750_ = (l_385_ <= l_383_);
                                                                    bool l_1751_ = (l_371_ == 12u);
                                                                    if (l_1750_) {
                                                                        local_65 = l_1751_;
                                                                    } else {
                                                                        local_65 = false;
                                                                    }
                                                                    bool l_1752_ = local_65;
                                                                    if (l_1752_) {
                                                                        float l_1753_ = float(l_384_);
                                                                        double l_1754_ = double(l_1753_);
                                                                        double l_1755_ = abs(l_1754_);
                                                                        l_mut_1394_ = l_1755_;
                                                                        l_mut_434_ = 0u;
                                                                        bool l_1756_ = (l_1755_ >= 0.785L);
                                                                        if (l_1756_) {
                                                                            double l_1757_ = (l_1755_ * 0.6366197723675814L);
                                                                            double l_1758_ = (l_1757_ + 0.5L);
                                                                            double l_1759_ = floor(l_1758_);
                                                                            double l_1760_ = (l_1759_ * 1.570796325802803L);
                                                                            double l_1761_ = (l_1755_ - l_1760_);
                                                                            double l_1762_ = (l_1759_ * 9.920935796805404e-10L);
                                                                            double l_1763_ = (l_1761_ - l_1762_);
                                                                            l_mut_1394_ = l_1763_;
                                                                            uint l_1764_ = naga_f2u32(l_1759_);
                                                                            l_mut_434_ = l_1764_;
                                                                        }
                                                                        bool l_1765_ = (l_1753_ < 0.0);
                                                                        double _e3761 = l_mut_1394_;
                                                                        double _e3762 = l_mut_1394_;
                                                                        double l_1766_ = (_e3761 * _e3762);
                                                                        double l_1767_ = (l_1766_ * 1.9572941063391263e-20L);
                                                                        double l_1768_ = (8.22063524662433e-18L - l_1767_);
                                                                        l_mut_1153_ = l_1768_;
                                                                        double _e3768 = l_mut_1153_;
                                                                        double l_1769_ = (_e3768 * l_1766_);
                                                                        double l_1770_ = (l_1769_ - 2.8114572543455206e-15L);
                                                                        l_mut_1153_ = l_1770_;
                                                                        double _e3772 = l_mut_1153_;
                                                                        double l_1771_ = (_e3772 * l_1766_);
                                                                        double l_1772_ = (l_1771_ + 7.647163731819816e-13L);
                                                                        l_mut_1153_ = l_1772_;
                                                                        double _e3776 = l_mut_1153_;
                                                                        double l_1773_ = (_e3776 * l_1766_);
                                                                        double l_1774_ = (l_1773_ - 1.6059043836821613e-10L);
                                                                        l_mut_1153_ = l_1774_;
                                                                        double _e3780 = l_mut_1153_;
                                                                        double l_1775_ = (_e3780 * l_1766_);
                                                                        double l_1776_ = (l_1775_ + 2.505210838544172e-8L);
                                                                        l_mut_1153_ = l_1776_;
                                                                        double _e3784 = l_mut_1153_;
                                                                        double l_1777_ = (_e3784 * l_1766_);
                                                                        double l_1778_ = (l_1777_ - 2.7557319223985893e-6L);
                                                                        l_mut_1153_ = l_1778_;
                                                                        double _e3788 = l_mut_1153_;
                                                                        double l_1779_ = (_e3788 * l_1766_);
                                                                        double l_1780_ = (l_1779_ + 0.0001984126984126984L);
                                                                        l_mut_1153_ = l_1780_;
                                                                        double _e3792 = l_mut_1153_;
                                                                        double l_1781_ = (_e3792 * l_1766_);
                                                                        double l_1782_ = (l_1781_ - 0.008333333333333333L);
                                                                        l_mut_1153_ = l_1782_;
                                                                        double _e3796 = l_mut_1153_;
                                                                        double l_1783_ = (_e3796 * l_1766_);
                                                                        double l_1784_ = (l_1783_ + 0.16666666666666666L);
                                                                        l_mut_1153_ = l_1784_;
                                                                        double l_1785_ = (0.5L * l_1766_);
                                                                        double l_1786_ = (1.0L - l_1785_);
                                                                        double l_1787_ = (0.0L * l_1786_);
                                                                        double _e3806 = l_mut_1394_;
                                                                        double l_1788_ = (_e3806 * l_1766_);
                                                                        double _e3808 = l_mut_1153_;
                                                                        double l_1789_ = (l_1788_ * _e3808);
                                                                        double l_1790_ = (l_1787_ - l_1789_);
                                                                        double _e3811 = l_mut_1394_;
                                                                        double l_1791_ = (_e3811 + l_1790_);
                                                                        double _e3813 = l_mut_1394_;
                                                                        double _e3814 = l_mut_1394_;
                                                                        double l_1792_ = (_e3813 * _e3814);
                                                                        double l_1793_ = (l_1792_ * 4.110317623312165e-19L);
                                                                        double l_1794_ = (l_1793_ - 1.5619206968586225e-16L);
                                                                        l_mut_1153_ = l_1794_;
                                                                        double _e3820 = l_mut_1153_;
                                                                        double l_1795_ = (_e3820 * l_1792_);
                                                                        double l_1796_ = (l_1795_ + 4.779477332387385e-14L);
                                                                        l_mut_1153_ = l_1796_;
                                                                        double _e3824 = l_mut_1153_;
                                                                        double l_1797_ = (_e3824 * l_1792_);
                                                                        double l_1798_ = (l_1797_ - 1.1470745597729725e-11L);
                                                                        l_mut_1153_ = l_1798_;
                                                                        double _e3828 = l_mut_1153_;
                                                                        double l_1799_ = (_e3828 * l_1792_);
                                                                        double l_1800_ = (l_1799_ + 2.08767569878681e-9L);
                                                                        l_mut_1153_ = l_1800_;
                                                                        double _e3832 = l_mut_1153_;
                                                                        double l_1801_ = (_e3832 * l_1792_);
                                                                        double l_1802_ = (l_1801_ - 2.755731922398589e-7L);
                                                                        l_mut_1153_ = l_1802_;
                                                                        double _e3836 = l_mut_1153_;
                                                                        double l_1803_ = (_e3836 * l_1792_);
                                                                        double l_1804_ = (l_1803_ + 2.48015873015873e-5L);
                                                                        l_mut_1153_ = l_1804_;
                                                                        double _e3840 = l_mut_1153_;
                                                                        double l_1805_ = (_e3840 * l_1792_);
                                                                        double l_1806_ = (l_1805_ - 0.001388888888888889L);
                                                                        l_mut_1153_ = l_1806_;
                                                                        double _e3844 = l_mut_1153_;
                                                                        double l_1807_ = (_e3844 * l_1792_);
                                                                        double l_1808_ = (l_1807_ + 0.041666666666666664L);
                                                                        l_mut_1153_ = l_1808_;
                                                                        double l_1809_ = (0.5L * l_1792_);
                                                                        double l_1810_ = (1.0L - l_1809_);
                                                                        double l_1811_ = (l_1792_ * l_1792_);
                                                                        double _e3853 = l_mut_1153_;
                                                                        double l_1812_ = (l_1811_ * _e3853);
                                                                        double _e3856 = l_mut_1394_;
                                                                        double l_1813_ = (0.0L * _e3856);
                                                                        double l_1814_ = (l_1812_ - l_1813_);
                                                                        double l_1815_ = (l_1810_ + l_1814_);
                                                                        uint _e3860 = l_mut_434_;
                                                                        uint l_1816_ = (_e3860 & 1u);
                                                                        bool l_1817_ = (l_1816_ == 1u);
                                                                        l_mut_1394_ = l_1791_;
                                                                        uint _e3865 = l_mut_434_;
                                                                        uint l_1818_ = (_e3865 & 2u);
                                                                        bool l_1819_ = (l_1818_ != 0u);
                                                                        l_mut_464_ = l_1819_;
                                                                        if (l_1817_) {
                                                                            l_mut_1394_ = l_1815_;
                                                                        }
                                                                        if (true) {
                                                                            local_66 = l_1765_;
                                                                        } else {
                                                                            local_66 = false;
                                                                        }
                                                                        bool l_1820_ = local_66;
                                                                        if (l_1820_) {
                                                                            bool _e3875 = l_mut_464_;
                                                                            bool l_1821_ = !(_e3875);
                                                                            l_mut_464_ = l_1821_;
                                                                        }
                                                                        bool _e3877 = l_mut_464_;
                                                                        if (_e3877) {
                                                                            double _e3878 = l_mut_1394_;
                                                                            double l_1822_ = -(_e3878);
                                                                            l_mut_1394_ = l_1822_;
                                                                        }
                                                                        float l_1823_ = float(l_384_);
                                                                        double l_1824_ = double(l_1823_);
                                                                        double l_1825_ = abs(l_1824_);
                                                                        l_mut_1153_ = l_1825_;
                                                                        l_mut_434_ = 0u;
                                                                        bool l_1826_ = (l_1825_ >= 0.785L);
                                                                        if (l_1826_) {
                                                                            double l_1827_ = (l_1825_ * 0.6366197723675814L);
                                                                            double l_1828_ = (l_1827_ + 0.5L);
                                                                            double l_1829_ = floor(l_1828_);
                                                                            double l_1830_ = (l_1829_ * 1.570796325802803L);
                                                                            double l_1831_ = (l_1825_ - l_1830_);
                                                                            double l_1832_ = (l_1829_ * 9.920935796805404e-10L);
                                                                            double l_1833_ = (l_1831_ - l_1832_);
                                                                            l_mut_1153_ = l_1833_;
                                                                            uint l_1834_ = naga_f2u32(l_1829_);
                                                                            l_mut_434_ = l_1834_;
                                                                        }
                                                                        bool l_1835_ = (l_1823_ < 0.0);
                                                                        double _e3900 = l_mut_1153_;
                                                                        double _e3901 = l_mut_1153_;
                                                                        double l_1836_ = (_e3900 * _e3901);
                                                                        double l_1837_ = (l_1836_ * 1.9572941063391263e-20L);
                                                                        double l_1838_ = (8.22063524662433e-18L - l_1837_);
                                                                        l_mut_216_ = l_1838_;
                                                                        double _e3907 = l_mut_216_;
                                                                        double l_1839_ = (_e3907 * l_1836_);
                                                                        double l_1840_ = (l_1839_ - 2.8114572543455206e-15L);
                                                                        l_mut_216_ = l_1840_;
                                                                        double _e3911 = l_mut_216_;
                                                                        double l_1841_ = (_e3911 * l_1836_);
                                                                        double l_1842_ = (l_1841_ + 7.647163731819816e-13L);
                                                                        l_mut_216_ = l_1842_;
                                                                        double _e3915 = l_mut_216_;
                                                                        double l_1843_ = (_e3915 * l_1836_);
                                                                        double l_1844_ = (l_1843_ - 1.6059043836821613e-10L);
                                                                        l_mut_216_ = l_1844_;
                                                                        double _e3919 = l_mut_216_;
                                                                        double l_1845_ = (_e3919 * l_1836_);
                                                                        double l_1846_ = (l_1845_ + 2.505210838544172e-8L);
                                                                        l_mut_216_ = l_1846_;
                                                                        double _e3923 = l_mut_216_;
                                                                        double l_1847_ = (_e3923 * l_1836_);
                                                                        double l_1848_ = (l_1847_ - 2.7557319223985893e-6L);
                                                                        l_mut_216_ = l_1848_;
                                                                        double _e3927 = l_mut_216_;
                                                                        double l_1849_ = (_e3927 * l_1836_);
                                                                        double l_1850_ = (l_1849_ + 0.0001984126984126984L);
                                                                        l_mut_216_ = l_1850_;
                                                                        double _e3931 = l_mut_216_;
                                                                        double l_1851_ = (_e3931 * l_1836_);
                                                                        double l_1852_ = (l_1851_ - 0.008333333333333333L);
                                                                        l_mut_216_ = l_1852_;
                                                                        double _e3935 = l_mut_216_;
                                                                        double l_1853_ = (_e3935 * l_1836_);
                                                                        double l_1854_ = (l_1853_ + 0.16666666666666666L);
                                                                        l_mut_216_ = l_1854_;
                                                                        double l_1855_ = (0.5L * l_1836_);
                                                                        double l_1856_ = (1.0L - l_1855_);
                                                                        double l_1857_ = (0.0L * l_1856_);
                                                                        double _e3945 = l_mut_1153_;
                                                                        double l_1858_ = (_e3945 * l_1836_);
                                                                        double _e3947 = l_mut_216_;
                                                                        double l_1859_ = (l_1858_ * _e3947);
                                                                        double l_1860_ = (l_1857_ - l_1859_);
                                                                        double _e3950 = l_mut_1153_;
                                                                        double l_1861_ = (_e3950 + l_1860_);
                                                                        double _e3952 = l_mut_1153_;
                                                                        double _e3953 = l_mut_1153_;
                                                                        double l_1862_ = (_e3952 * _e3953);
                                                                        double l_1863_ = (l_1862_ * 4.110317623312165e-19L);
                                                                        double l_1864_ = (l_1863_ - 1.5619206968586225e-16L);
                                                                        l_mut_216_ = l_1864_;
                                                                        double _e3959 = l_mut_216_;
                                                                        double l_1865_ = (_e3959 * l_1862_);
                                                                        double l_1866_ = (l_1865_ + 4.779477332387385e-14L);
                                                                        l_mut_216_ = l_1866_;
                                                                        double _e3963 = l_mut_216_;
                                                                        double l_1867_ = (_e3963 * l_1862_);
                                                                        double l_1868_ = (l_1867_ - 1.1470745597729725e-11L);
                                                                        l_mut_216_ = l_1868_;
                                                                        double _e3967 = l_mut_216_;
                                                                        double l_1869_ = (_e3967 * l_1862_);
                                                                        double l_1870_ = (l_1869_ + 2.08767569878681e-9L);
                                                                        l_mut_216_ = l_1870_;
                                                                        double _e3971 = l_mut_216_;
                                                                        double l_1871_ = (_e3971 * l_1862_);
                                                                        double l_1872_ = (l_1871_ - 2.755731922398589e-7L);
                                                                        l_mut_216_ = l_1872_;
                                                                        double _e3975 = l_mut_216_;
                                                                        double l_1873_ = (_e3975 * l_1862_);
                                                                        double l_1874_ = (l_1873_ + 2.48015873015873e-5L);
                                                                        l_mut_216_ = l_1874_;
                                                                        double _e3979 = l_mut_216_;
                                                                        double l_1875_ = (_e3979 * l_1862_);
                                                                        double l_1876_ = (l_1875_ - 0.001388888888888889L);
                                                                        l_mut_216_ = l_1876_;
                                                                        double _e3983 = l_mut_216_;
                                                                        double l_1877_ = (_e3983 * l_1862_);
                                                                        double l_1878_ = (l_1877_ + 0.041666666666666664L);
                                                                        l_mut_216_ = l_1878_;
                                                                        double l_1879_ = (0.5L * l_1862_);
                                                                        double l_1880_ = (1.0L - l_1879_);
                                                                        double l_1881_ = (l_1862_ * l_1862_);
                                                                        double _e3992 = l_mut_216_;
                                                                        double l_1882_ = (l_1881_ * _e3992);
                                                                        double _e3995 = l_mut_1153_;
                                                                        double l_1883_ = (0.0L * _e3995);
                                                                        double l_1884_ = (l_1882_ - l_1883_);
                                                                        double l_1885_ = (l_1880_ + l_1884_);
                                                                        uint _e3999 = l_mut_434_;
                                                                        uint l_1886_ = (_e3999 & 1u);
                                                                        bool l_1887_ = (l_1886_ == 1u);
                                                                        l_mut_1153_ = l_1861_;
                                                                        uint _e4004 = l_mut_434_;
                                                                        uint l_1888_ = (_e4004 & 2u);
                                                                        bool l_1889_ = (l_1888_ != 0u);
                                                                        l_mut_464_ = l_1889_;
                                                                        l_mut_1153_ = l_1885_;
                                                                        if (l_1887_) {
                                                                            l_mut_1153_ = l_1861_;
                                                                        }
                                                                        uint _e4009 = l_mut_434_;
                                                                        uint l_1890_ = (_e4009 + 1u);
                                                                        uint l_1891_ = (l_1890_ & 2u);
                                                                        bool l_1892_ = (l_1891_ != 0u);
                                                                        l_mut_464_ = l_1892_;
                                                                        if (false) {
                                                                            local_67 = l_1835_;
                                                                        } else {
                                                                            local_67 = false;
                                                                        }
                                                                        bool l_1893_ = local_67;
                                                                        if (l_1893_) {
                                                                            bool _e4021 = l_mut_464_;
                                                                            bool l_1894_ = !(_e4021);
                                                                            l_mut_464_ = l_1894_;
                                                                        }
                                                                        bool _e4023 = l_mut_464_;
                                                                        if (_e4023) {
                                                                            double _e4024 = l_mut_1153_;
                                                                            double l_1895_ = -(_e4024);
                                                                            l_mut_1153_ = l_1895_;
                                                                        }
                                                                        double _e4026 = l_mut_1394_;
                                                                        double l_1896_ = abs(_e4026);
                                                                        double l_1897_ = (l_1896_ * 1.4551915228366852e-11L);
                                                                        double _e4030 = l_mut_1153_;
                                                                        double l_1898_ = abs(_e4030);
                                                                        double l_1899_ = (l_1898_ * 1.4551915228366852e-11L);
                                                                        double _e4034 = l_mut_1394_;
                                                                        double l_1900_ = (_e4034 - l_377_);
                                                                        double _e4036 = l_mut_1394_;
                                                                        double l_1901_ = (_e4036 + l_377_);
                                                                        double _e4038 = l_mut_1153_;
                                                                        double l_1902_ = (_e4038 - l_377_);
                                                                        double _e4040 = l_mut_1153_;
                                                                        double l_1903_ = (_e4040 + l_377_);
                                                                        l_mut_434_ = 2u;
                                                                        double l_1904_ = abs(l_1902_);
                                                                        bool l_1905_ = (l_1904_ <= l_1899_);
                                                                        double l_1906_ = abs(l_1903_);
                                                                        bool l_1907_ = (l_1906_ <= l_1899_);
                                                                        if (!(l_1905_)) {
                                                                            local_68 = l_1907_;
                                                                        } else {
                                                                            local_68 = true;
                                                                        }
                                                                        bool l_1908_ = local_68;
                                                                        bool l_1909_ = !(l_1908_);
                                                                        if (l_1909_) {
                                                                            l_mut_434_ = 0u;
                                                                            bool l_1910_ = (l_1902_ <= 0.0L);
                                                                            bool l_1911_ = (l_1903_ >= 0.0L);
                                                                            if (l_1910_) {
                                                                                local_69 = l_1911_;
                                                                            } else {
                                                                                local_69 = false;
                                                                            }
                                                                            bool l_1912_ = local_69;
                                                                            bool l_1913_ = !(l_1912_);
                                                                            if (l_1913_) {
                                                                                double l_1914_ = abs(l_1902_);
                                                                                double l_1915_ = abs(l_1903_);
                                                                                l_mut_1394_ = l_1914_;
                                                                                bool l_1916_ = (l_1915_ < l_1914_);
                                                                                if (l_1916_) {
                                                                                    l_mut_1394_ = l_1915_;
                                                                                }
                                                                                double _e4066 = l_mut_1394_;
                                                                                double l_1917_ = (l_1899_ / _e4066);
                                                                                double l_1918_ = (l_1917_ + 1.4551915228366852e-11L);
                                                                                double l_1919_ = (1.0L / l_1903_);
                                                                                double l_1920_ = (1.0L / l_1902_);
                                                                                double l_1921_ = abs(l_1919_);
                                                                                l_mut_1394_ = 1.401298464324817e-45L;
                                                                                bool l_1922_ = (l_1921_ >= 1.1754943508222875e-38L);
                                                                                bool l_1923_ = (l_1921_ <= 1.7976931348623157e308L);
                                                                                if (l_1922_) {
                                                                                    local_70 = l_1923_;
                                                                                } else {
                                                                                    local_70 = false;
                                                                                }
                                                                                bool l_1924_ = local_70;
                                                                                if (l_1924_) {
                                                                                    uint64_t l_1925_ = l_1921_;
                                                                                    uint64_t l_1926_ = (l_1925_ >> uint(52uL));
                                                                                    uint64_t l_1927_ = (l_1926_ - 23uL);
                                                                                    uint64_t l_1928_ = (l_1927_ << uint(52uL));
                                                                                    double l_1929_ = l_1928_;
                                                                                    l_mut_1394_ = l_1929_;
                                                                                }
                                                                                double _e4096 = l_mut_1394_;
                                                                                double l_1930_ = (l_380_ * _e4096);
                                                                                double l_1931_ = (l_1919_ - l_1930_);
                                                                                double l_1932_ = abs(l_1920_);
                                                                                l_mut_1394_ = 1.401298464324817e-45L;
                                                                                bool l_1933_ = (l_1932_ >= 1.1754943508222875e-38L);
                                                                                bool l_1934_ = (l_1932_ <= 1.7976931348623157e308L);
                                                                                if (l_1933_) {
                                                                                    local_71 = l_1934_;
                                                                                } else {
                                                                                    local_71 = false;
                                                                                }
                                                                                bool l_1935_ = local_71;
                                                                                if (l_1935_) {
                                                                                    uint64_t l_1936_ = l_1932_;
                                                                                    uint64_t l_1937_ = (l_1936_ >> uint(52uL));
                                                                                    uint64_t l_1938_ = (l_1937_ - 23uL);
                                                                                    uint64_t l_1939_ = (l_1938_ << uint(52uL));
                                                                                    double l_1940_ = l_1939_;
                                                                                    l_mut_1394_ = l_1940_;
                                                                                }
                                                                                double _e4121 = l_mut_1394_;
                                                                                double l_1941_ = (l_380_ * _e4121);
                                                                                double l_1942_ = (l_1920_ + l_1941_);
                                                                                double l_1944_ = (l_1900_ * l_1931_);
                                                                                double l_1945_ = (l_1900_ * l_1942_);
                                                                                double l_1946_ = (l_1901_ * l_1931_);
                                                                                double l_1947_ = (l_1901_ * l_1942_);
                                                                                a_1943_[0] = l_1944_;
                                                                                a_1943_[1] = l_1944_;
                                                                                double l_1948_ = a_1943_[0];
                                                                                bool l_1949_ = (l_1945_ < l_1948_);
                                                                                if (l_1949_) {
                                                                                    a_1943_[0] = l_1945_;
                                                                                }
                                                                                double l_1950_ = a_1943_[0];
                                                                                bool l_1951_ = (l_1946_ < l_1950_);
                                                                                if (l_1951_) {
                                                                                    a_1943_[0] = l_1946_;
                                                                                }
                                                                                double l_1952_ = a_1943_[0];
                                                                                bool l_1953_ = (l_1947_ < l_1952_);
                                                                                if (l_1953_) {
                                                                                    a_1943_[0] = l_1947_;
                                                                                }
                                                                                double l_1954_ = a_1943_[1];
                                                                                bool l_1955_ = (l_1945_ > l_1954_);
                                                                                if (l_1955_) {
                                                                                    a_1943_[1] = l_1945_;
                                                                                }
                                                                                double l_1956_ = a_1943_[1];
                                                                                bool l_1957_ = (l_1946_ > l_1956_);
                                                                                if (l_1957_) {
                                                                                    a_1943_[1] = l_1946_;
                                                                                }
                                                                                double l_1958_ = a_1943_[1];
                                                                                bool l_1959_ = (l_1947_ > l_1958_);
                                                                                if (l_1959_) {
                                                                                    a_1943_[1] = l_1947_;
                                                                                }
                                                                                double l_1960_ = abs(l_1900_);
                                                                                double l_1961_ = abs(l_1901_);
                                                                                l_mut_1394_ = l_1960_;
                                                                                bool l_1962_ = (l_1961_ > l_1960_);
                                                                                if (l_1962_) {
                                                                                    l_mut_1394_ = l_1961_;
                                                                                }
                                                                                double l_1963_ = abs(l_1931_);
                                                                                double l_1964_ = abs(l_1942_);
                                                                                l_mut_1153_ = l_1963_;
                                                                                bool l_1965_ = (l_1964_ > l_1963_);
                                                                                if (l_1965_) {
                                                                                    l_mut_1153_ = l_1964_;
                                                                                }
                                                                                double _e4160 = l_mut_1394_;
                                                                                double _e4161 = l_mut_1153_;
                                                                                double l_1966_ = (_e4160 * _e4161);
                                                                                double l_1967_ = (l_1918_ + 1.4551915228366852e-11L);
                                                                                double l_1968_ = (l_1966_ * l_1967_);
                                                                                double _e4166 = l_mut_1153_;
                                                                                double l_1969_ = (l_1897_ * _e4166);
                                                                                double l_1970_ = (l_1968_ + l_1969_);
                                                                                l_mut_434_ = 2u;
                                                                                double l_1971_ = abs(l_1919_);
                                                                                double l_1972_ = (l_1971_ * l_1918_);
                                                                                double l_1973_ = (l_1919_ - l_1972_);
                                                                                double l_1974_ = abs(l_1973_);
                                                                                l_mut_1394_ = 1.401298464324817e-45L;
                                                                                bool l_1975_ = (l_1974_ >= 1.1754943508222875e-38L);
                                                                                bool l_1976_ = (l_1974_ <= 1.7976931348623157e308L);
                                                                                if (l_1975_) {
                                                                                    local_72 = l_1976_;
                                                                                } else {
                                                                                    local_72 = false;
                                                                                }
                                                                                bool l_1977_ = local_72;
                                                                                if (l_1977_) {
                                                                                    uint64_t l_1978_ = l_1974_;
                                                                                    uint64_t l_1979_ = (l_1978_ >> uint(52uL));
                                                                                    uint64_t l_1980_ = (l_1979_ - 23uL);
                                                                                    uint64_t l_1981_ = (l_1980_ << uint(52uL));
                                                                                    double l_1982_ = l_1981_;
                                                                                    l_mut_1394_ = l_1982_;
                                                                                }
                                                                                double l_1983_ = (l_1919_ + l_1972_);
                                                                                double l_1984_ = abs(l_1983_);
                                                                                l_mut_1153_ = 1.401298464324817e-45L;
                                                                                bool l_1985_ = (l_1984_ >= 1.1754943508222875e-38L);
                                                                                bool l_1986_ = (l_1984_ <= 1.7976931348623157e308L);
                                                                                if (l_1985_) {
                                                                                    local_73 = l_1986_;
                                                                                } else {
                                                                                    local_73 = false;
                                                                                }
                                                                                bool l_1987_ = local_73;
                                                                                if (l_1987_) {
                                                                                    uint64_t l_1988_ = l_1984_;
                                                                                    uint64_t l_1989_ = (l_1988_ >> uint(52uL));
                                                                                    uint64_t l_1990_ = (l_1989_ - 23uL);
                                                                                    uint64_t l_1991_ = (l_1990_ << uint(52uL));
                                                                                    double l_1992_ = l_1991_;
                                                                                    l_mut_1153_ = l_1992_;
                                                                                }
                                                                                double _e4218 = l_mut_1394_;
                                                                                double _e4219 = l_mut_1153_;
                                                                                bool l_1993_ = (_e4218 == _e4219);
                                                                                double l_1994_ = abs(l_1920_);
                                                                                double l_1995_ = (l_1994_ * l_1918_);
                                                                                double l_1996_ = (l_1920_ - l_1995_);
                                                                                double l_1997_ = abs(l_1996_);
                                                                                l_mut_1394_ = 1.401298464324817e-45L;
                                                                                bool l_1998_ = (l_1997_ >= 1.1754943508222875e-38L);
                                                                                bool l_1999_ = (l_1997_ <= 1.7976931348623157e308L);
                                                                                if (l_1998_) {
                                                                                    local_74 = l_1999_;
                                                                                } else {
                                                                                    local_74 = false;
                                                                                }
                                                                                bool l_2000_ = local_74;
                                                                                if (l_2000_) {
                                                                                    uint64_t l_2001_ = l_1997_;
                                                                                    uint64_t l_2002_ = (l_2001_ >> uint(52uL));
                                                                                    uint64_t l_2003_ = (l_2002_ - 23uL);
                                                                                    uint64_t l_2004_ = (l_2003_ << uint(52uL));
                                                                                    double l_2005_ = l_2004_;
                                                                                    l_mut_1394_ = l_2005_;
                                                                                }
                                                                                double l_2006_ = (l_1920_ + l_1995_);
                                                                                double l_2007_ = abs(l_2006_);
                                                                                l_mut_1153_ = 1.401298464324817e-45L;
                                                                                bool l_2008_ = (l_2007_ >= 1.1754943508222875e-38L);
                                                                                bool l_2009_ = (l_2007_ <= 1.7976931348623157e308L);
                                                                                if (l_2008_) {
                                                                                    local_75 = l_2009_;
                                                                                } else {
                                                                                    local_75 = false;
                                                                                }
                                                                                bool l_2010_ = local_75;
                                                                                if (l_2010_) {
                                                                                    uint64_t l_2011_ = l_2007_;
                                                                                    uint64_t l_2012_ = (l_2011_ >> uint(52uL));
                                                                                    uint64_t l_2013_ = (l_2012_ - 23uL);
                                                                                    uint64_t l_2014_ = (l_2013_ << uint(52uL));
                                                                                    double l_2015_ = l_2014_;
                                                                                    l_mut_1153_ = l_2015_;
                                                                                }
                                                                                double _e4269 = l_mut_1394_;
                                                                                double _e4270 = l_mut_1153_;
                                                                                bool l_2016_ = (_e4269 == _e4270);
                                                                                if (l_1993_) {
                                                                                    local_76 = l_2016_;
                                                                                } else {
                                                                                    local_76 = false;
                                                                                }
                                                                                bool l_2017_ = local_76;
                                                                                if (l_2017_) {
                                                                                    double l_2018_ = a_1943_[0];
                                                                                    double l_2019_ = a_1943_[1];
                                                                                    float _e4280 = l_mut_22_;
                                                                                    double l_2020_ = double(_e4280);
                                                                                    float _e4282 = l_mut_22_;
                                                                                    uint l_2021_ = asuint(_e4282);
                                                                                    uint l_2022_ = (l_2021_ + 1u);
                                                                                    l_mut_405_ = l_2022_;
                                                                                    uint l_2023_ = (l_2021_ & 2147483647u);
                                                                                    bool l_2024_ = (l_2023_ == 0u);
                                                                                    if (l_2024_) {
                                                                                        l_mut_405_ = 1u;
                                                                                    } else {
                                                                                        uint l_2025_ = (l_2021_ & 2147483648u);
                                                                                        bool l_2026_ = (l_2025_ != 0u);
                                                                                        if (l_2026_) {
                                                                                            uint l_2027_ = (l_2021_ - 1u);
                                                                                            l_mut_405_ = l_2027_;
                                                                                        }
                                                                                    }
                                                                                    uint _e4297 = l_mut_405_;
                                                                                    float l_2028_ = asfloat(_e4297);
                                                                                    double l_2029_ = double(l_2028_);
                                                                                    float _e4300 = l_mut_22_;
                                                                                    float l_2030_ = -(_e4300);
                                                                                    uint l_2031_ = asuint(l_2030_);
                                                                                    uint l_2032_ = (l_2031_ + 1u);
                                                                                    l_mut_405_ = l_2032_;
                                                                                    uint l_2033_ = (l_2031_ & 2147483647u);
                                                                                    bool l_2034_ = (l_2033_ == 0u);
                                                                                    if (l_2034_) {
                                                                                        l_mut_405_ = 1u;
                                                                                    } else {
                                                                                        uint l_2035_ = (l_2031_ & 2147483648u);
                                                                                        bool l_2036_ = (l_2035_ != 0u);
                                                                                        if (l_2036_) {
                                                                                            uint l_2037_ = (l_2031_ - 1u);
                                                                                            l_mut_405_ = l_2037_;
                                                                                        }
                                                                                    }
                                                                                    uint _e4316 = l_mut_405_;
                                                                                    float l_2038_ = asfloat(_e4316);
                                                                                    float l_2039_ = -(l_2038_);
                                                                                    double l_2040_ = double(l_2039_);
                                                                                    double l_2041_ = (l_2018_ + l_1970_);
                                                                                    bool l_2042_ = (l_2041_ <= l_2020_);
                                                                                    l_mut_464_ = l_2042_;
                                                                                    double l_2043_ = (l_2018_ - l_1970_);
                                                                                    bool l_2044_ = (l_2043_ > l_2020_);
                                                                                    l_mut_461_ = l_2044_;
                                                                                    double l_2045_ = (l_2019_ - l_1970_);
                                                                                    bool l_2046_ = (l_2045_ >= l_2020_);
                                                                                    l_mut_458_ = l_2046_;
                                                                                    double l_2047_ = (l_2019_ + l_1970_);
                                                                                    bool l_2048_ = (l_2047_ < l_2020_);
                                                                                    l_mut_455_ = l_2048_;
                                                                                    double l_2049_ = (l_2018_ + l_1970_);
                                                                                    bool l_2050_ = (l_2049_ < l_2029_);
                                                                                    l_mut_464_ = l_2050_;
                                                                                    double l_2051_ = (l_2018_ - l_1970_);
                                                                                    bool l_2052_ = (l_2051_ >= l_2029_);
                                                                                    l_mut_461_ = l_2052_;
                                                                                    double l_2053_ = (l_2019_ - l_1970_);
                                                                                    bool l_2054_ = (l_2053_ > l_2040_);
                                                                                    l_mut_458_ = l_2054_;
                                                                                    double l_2055_ = (l_2019_ + l_1970_);
                                                                                    bool l_2056_ = (l_2055_ <= l_2040_);
                                                                                    l_mut_455_ = l_2056_;
                                                                                    l_mut_405_ = 2u;
                                                                                    bool _e4337 = l_mut_461_;
                                                                                    if (!(_e4337)) {
                                                                                        bool _e4341 = l_mut_455_;
                                                                                        local_77 = _e4341;
                                                                                    } else {
                                                                                        local_77 = true;
                                                                                    }
                                                                                    bool l_2057_ = local_77;
                                                                                    if (l_2057_) {
                                                                                        l_mut_405_ = 1u;
                                                                                    } else {
                                                                                        bool _e4345 = l_mut_464_;
                                                                                        if (_e4345) {
                                                                                            bool _e4348 = l_mut_458_;
                                                                                            local_78 = _e4348;
                                                                                        } else {
                                                                                            local_78 = false;
                                                                                        }
                                                                                        bool l_2058_ = local_78;
                                                                                        if (l_2058_) {
                                                                                            l_mut_405_ = 0u;
                                                                                        }
                                                                                    }
                                                                                    uint _e4352 = l_mut_405_;
                                                                                    l_mut_434_ = _e4352;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e4353 = l_mut_434_;
                                                                        l_mut_389_ = _e4353;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                            uint l_2059_ = a_388_[0];
                            bool l_2060_ = (l_2059_ == 0u);
                            if (l_2060_) {
                                l_mut_389_ = 2u;
                            }
                            uint _e4359 = l_mut_369_;
                            uint _e4361 = l_mut_389_;
                            a_10_[min(uint(_e4359), 7u)] = _e4361;
                            uint _e4362 = l_mut_369_;
                            uint l_2061_ = a_10_[min(uint(_e4362), 7u)];
                            bool l_2062_ = (l_2061_ == 2u);
                            if (l_2062_) {
                                l_mut_101_ = false;
                            }
                        }
                    }
                }
                uint _e4371 = l_mut_35_;
                bool l_2063_ = (_e4371 == 4294967293u);
                if (l_2063_) {
                    uint l_2064_ = a_8_[0];
                    uint l_2065_ = (l_2064_ + 1u);
                    a_8_[0] = l_2065_;
                } else {
                    bool _e4379 = l_mut_101_;
                    if (_e4379) {
                        l_mut_1394_ = l_360_;
                        double _e4380 = l_mut_1394_;
                        bool l_2066_ = (_e4380 < -17.0L);
                        if (l_2066_) {
                            l_mut_1394_ = -17.0L;
                        }
                        double _e4384 = l_mut_1394_;
                        bool l_2067_ = (_e4384 > 17.0L);
                        if (l_2067_) {
                            l_mut_1394_ = 17.0L;
                        }
                        double _e4388 = l_mut_1394_;
                        double l_2068_ = (_e4388 + 16.0L);
                        double l_2069_ = (l_2068_ + 1.0L);
                        uint l_2070_ = naga_f2u32(l_2069_);
                        uint l_2071_ = (2u + l_2070_);
                        uint l_2072_ = a_8_[min(uint(l_2071_), 64u)];
                        uint l_2073_ = (l_2072_ + 1u);
                        a_8_[min(uint(l_2071_), 64u)] = l_2073_;
                        float _e4401 = l_mut_22_;
                        uint l_2074_ = asuint(_e4401);
                        uint l_2075_ = (l_2074_ & 8388607u);
                        double l_2076_ = double(l_2075_);
                        double l_2077_ = (l_2076_ / 7.1362384635298e44L);
                        l_mut_1394_ = l_2077_;
                        uint l_2078_ = (l_2074_ & 2139095040u);
                        bool l_2079_ = (l_2078_ != 0u);
                        if (l_2079_) {
                            uint l_2080_ = (l_2074_ & 2147483647u);
                            float l_2081_ = asfloat(l_2080_);
                            double l_2082_ = double(l_2081_);
                            l_mut_1394_ = l_2082_;
                        }
                        uint l_2083_ = (l_2074_ >> 31u);
                        double l_2084_ = double(l_2083_);
                        double l_2085_ = (2.0L * l_2084_);
                        double l_2086_ = (1.0L - l_2085_);
                        double _e4423 = l_mut_1394_;
                        l_mut_1394_ = (_e4423 * l_2086_);
                        double _e4425 = l_mut_25_;
                        double l_2087_ = abs(_e4425);
                        double _e4427 = l_mut_25_;
                        double l_2088_ = (_e4427 * 0.0L);
                        double l_2089_ = (l_2088_ + 7.1362384635298e44L);
                        l_mut_1153_ = l_2089_;
                        bool l_2090_ = (l_2087_ >= 2.350988701644575e-38L);
                        if (l_2090_) {
                            uint _e4434 = l_mut_35_;
                            uint l_2091_ = (_e4434 & 2147483647u);
                            float l_2092_ = asfloat(l_2091_);
                            double l_2093_ = double(l_2092_);
                            uint l_2094_ = (l_2091_ & 2139095040u);
                            float l_2095_ = asfloat(l_2094_);
                            double l_2096_ = double(l_2095_);
                            bool l_2097_ = (l_2093_ > l_2087_);
                            uint l_2098_ = (l_2091_ & 8388607u);
                            bool l_2099_ = (l_2098_ == 0u);
                            if (l_2097_) {
                                local_79 = l_2099_;
                            } else {
                                local_79 = false;
                            }
                            bool l_2100_ = local_79;
                            double l_2101_ = (l_2096_ * 1.1920928955078125e-7L);
                            double l_2102_ = double(l_2100_);
                            double l_2103_ = (0.5L * l_2102_);
                            double l_2104_ = (1.0L - l_2103_);
                            double l_2105_ = (l_2101_ * l_2104_);
                            double l_2106_ = (1.0L / l_2105_);
                            l_mut_1153_ = l_2106_;
                        }
                        double _e4462 = l_mut_1394_;
                        double _e4463 = l_mut_25_;
                        double l_2107_ = (_e4462 - _e4463);
                        double _e4465 = l_mut_1153_;
                        double l_2108_ = (l_2107_ * _e4465);
                        uint l_2109_ = a_8_[45];
                        bool l_2110_ = (l_2109_ == 4294967295u);
                        double l_2111_ = a_9_[0];
                        bool l_2112_ = (l_2108_ < l_2111_);
                        if (!(l_2110_)) {
                            local_80 = l_2112_;
                        } else {
                            local_80 = true;
                        }
                        bool l_2113_ = local_80;
                        if (l_2113_) {
                            a_9_[0] = l_2108_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_341_;
                        }
                        uint l_2114_ = a_8_[47];
                        bool l_2115_ = (l_2114_ == 4294967295u);
                        double l_2116_ = a_9_[1];
                        bool l_2117_ = (l_2108_ > l_2116_);
                        if (!(l_2115_)) {
                            local_81 = l_2117_;
                        } else {
                            local_81 = true;
                        }
                        bool l_2118_ = local_81;
                        if (l_2118_) {
                            a_9_[1] = l_2108_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_341_;
                        }
                        bool l_2119_ = (l_360_ != 0.0L);
                        if (l_2119_) {
                            l_mut_2120_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e4550 = l_mut_2120_;
                                    l_mut_2120_ = (_e4550 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e4501 = l_mut_2120_;
                                if ((_e4501 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e4504 = l_mut_2120_;
                                    uint l_2121_ = a_10_[min(uint(_e4504), 7u)];
                                    bool l_2122_ = (l_2121_ == 1u);
                                    if (l_2122_) {
                                        uint _e4510 = l_mut_2120_;
                                        uint l_2123_ = (37u + _e4510);
                                        uint l_2124_ = a_8_[min(uint(l_2123_), 64u)];
                                        uint l_2125_ = (l_2124_ + 1u);
                                        a_8_[min(uint(l_2123_), 64u)] = l_2125_;
                                        uint _e4518 = l_mut_2120_;
                                        uint l_2126_ = (2u + _e4518);
                                        uint l_2127_ = (2u * l_2126_);
                                        uint l_2128_ = (45u + l_2127_);
                                        uint l_2129_ = a_8_[min(uint(l_2128_), 64u)];
                                        bool l_2130_ = (l_2129_ == 4294967295u);
                                        double l_2131_ = abs(l_2108_);
                                        uint _e4530 = l_mut_2120_;
                                        uint l_2132_ = (2u + _e4530);
                                        double l_2133_ = a_9_[min(uint(l_2132_), 9u)];
                                        double l_2134_ = abs(l_2133_);
                                        bool l_2135_ = (l_2131_ > l_2134_);
                                        if (!(l_2130_)) {
                                            local_82 = l_2135_;
                                        } else {
                                            local_82 = true;
                                        }
                                        bool l_2136_ = local_82;
                                        if (l_2136_) {
                                            uint _e4542 = l_mut_2120_;
                                            uint l_2137_ = (2u + _e4542);
                                            a_9_[min(uint(l_2137_), 9u)] = l_2108_;
                                            a_8_[min(uint(l_2128_), 64u)] = l_20_;
                                            uint l_2138_ = (l_2128_ + 1u);
                                            a_8_[min(uint(l_2138_), 64u)] = l_341_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_2139_ = a_8_[1];
                        uint l_2140_ = (l_2_ + l_2139_);
                        uint l_2141_ = (l_2140_ * 2u);
                        uint l_2247_ = asuint(info.Load(24+0));
                        uint l_2248_ = (l_2247_ * 1u);
                        bool l_2249_ = (l_2141_ < l_2248_);
                        if (l_2249_) {
                            buffer_6_global.Store(l_2141_*4, asuint(l_20_));
                        }
                        uint l_2142_ = (l_2141_ + 1u);
                        uint l_2250_ = asuint(info.Load(24+0));
                        uint l_2251_ = (l_2250_ * 1u);
                        bool l_2252_ = (l_2142_ < l_2251_);
                        if (l_2252_) {
                            buffer_6_global.Store(l_2142_*4, asuint(l_341_));
                        }
                        uint l_2143_ = a_8_[1];
                        uint l_2144_ = (l_2143_ + 1u);
                        a_8_[1] = l_2144_;
                    }
                }
            }
        }
        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
        bool loop_init_5 = true;
        while(true) {
            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
            if (!loop_init_5) {
                uint _e4607 = l_mut_2145_;
                l_mut_2145_ = (_e4607 + 1u);
            }
            loop_init_5 = false;
            uint _e4587 = l_mut_2145_;
            if ((_e4587 < 65u)) {
            } else {
                break;
            }
            {
                uint l_2146_ = (id * 65u);
                uint _e4592 = l_mut_2145_;
                uint l_2147_ = (l_2146_ + _e4592);
                uint _e4594 = l_mut_2145_;
                uint l_2148_ = a_8_[min(uint(_e4594), 64u)];
                uint l_2253_ = asuint(info.Load(16+0));
                uint l_2254_ = (l_2253_ * 1u);
                bool l_2255_ = (l_2147_ < l_2254_);
                if (l_2255_) {
                    buffer_4_global.Store(l_2147_*4, asuint(l_2148_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e4631 = l_mut_2149_;
                l_mut_2149_ = (_e4631 + 1u);
            }
            loop_init_6 = false;
            uint _e4611 = l_mut_2149_;
            if ((_e4611 < 10u)) {
            } else {
                break;
            }
            {
                uint l_2150_ = (id * 10u);
                uint _e4616 = l_mut_2149_;
                uint l_2151_ = (l_2150_ + _e4616);
                uint _e4618 = l_mut_2149_;
                double l_2152_ = a_9_[min(uint(_e4618), 9u)];
                uint l_2256_ = asuint(info.Load(20+0));
                uint l_2257_ = (l_2256_ * 1u);
                bool l_2258_ = (l_2151_ < l_2257_);
                if (l_2258_) {
                    buffer_5_global.Store(l_2151_*8, l_2152_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
