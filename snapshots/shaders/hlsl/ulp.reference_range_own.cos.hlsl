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
    uint a_423_[1] = (uint[1])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_128_ = (bool)0;
    uint64_t l_mut_145_ = (uint64_t)0;
    uint64_t l_mut_174_ = (uint64_t)0;
    uint64_t l_mut_186_ = (uint64_t)0;
    int l_mut_189_ = (int)0;
    float l_mut_22_ = (float)0;
    double l_mut_244_ = (double)0;
    double l_mut_26_ = (double)0;
    double l_mut_35_ = (double)0;
    uint l_mut_424_ = (uint)0;
    uint l_mut_440_ = (uint)0;
    uint l_mut_478_ = (uint)0;
    double l_mut_49_ = (double)0;
    bool l_mut_523_ = (bool)0;
    bool l_mut_526_ = (bool)0;
    bool l_mut_529_ = (bool)0;
    bool l_mut_532_ = (bool)0;
    uint l_mut_59_ = (uint)0;
    double l_mut_76_ = (double)0;
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
    bool local_13 = (bool)0;
    uint l_mut_404_ = (uint)0;
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
    uint l_mut_1435_ = (uint)0;
    bool local_77 = (bool)0;
    uint l_mut_1460_ = 0u;
    uint l_mut_1464_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1482_ = asuint(info.Load(28+0));
        uint l_1483_ = (l_1482_ * 1u);
        bool l_1484_ = (0u < l_1483_);
        if (l_1484_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1468_ = asuint(info.Load(0+0));
    uint l_1469_ = (l_1468_ * 1u);
    bool l_1470_ = (1u < l_1469_);
    uint l_1471_ = (l_1469_ - 1u);
    uint l_1472_ = min(1u, l_1471_);
    uint l_1473_ = asuint(buffer_0_global.Load(l_1472_*4));
    uint l_1_ = (l_1470_ ? l_1473_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1475_ = asuint(info.Load(0+0));
    uint l_1476_ = (l_1475_ * 1u);
    bool l_1477_ = (2u < l_1476_);
    uint l_1478_ = (l_1476_ - 1u);
    uint l_1479_ = min(2u, l_1478_);
    uint l_1480_ = asuint(buffer_0_global.Load(l_1479_*4));
    uint l_3_ = (l_1477_ ? l_1480_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1485_ = asuint(info.Load(0+0));
        uint l_1486_ = (l_1485_ * 1u);
        bool l_1487_ = (2u < l_1486_);
        uint l_1488_ = (l_1486_ - 1u);
        uint l_1489_ = min(2u, l_1488_);
        uint l_1490_ = asuint(buffer_0_global.Load(l_1489_*4));
        uint l_6_ = (l_1487_ ? l_1490_ : 0u);
        uint l_7_ = min(l_5_, l_6_);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e125 = l_mut_11_;
                l_mut_11_ = (_e125 + 1u);
            }
            loop_init = false;
            uint _e118 = l_mut_11_;
            if ((_e118 < 45u)) {
            } else {
                break;
            }
            {
                uint _e121 = l_mut_11_;
                a_8_[min(uint(_e121), 64u)] = 0u;
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e152 = l_mut_12_;
                l_mut_12_ = (_e152 + 1u);
            }
            loop_init_1 = false;
            uint _e129 = l_mut_12_;
            if ((_e129 < 10u)) {
            } else {
                break;
            }
            {
                uint _e133 = l_mut_12_;
                uint l_13_ = (2u * _e133);
                uint l_14_ = (45u + l_13_);
                a_8_[min(uint(l_14_), 64u)] = 4294967295u;
                uint _e140 = l_mut_12_;
                uint l_15_ = (2u * _e140);
                uint l_16_ = (45u + l_15_);
                uint l_17_ = (l_16_ + 1u);
                a_8_[min(uint(l_17_), 64u)] = 0u;
                uint _e148 = l_mut_12_;
                a_9_[min(uint(_e148), 9u)] = 0.0L;
            }
        }
        l_mut_18_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e3375 = l_mut_18_;
                l_mut_18_ = (_e3375 + 1u);
            }
            loop_init_2 = false;
            uint _e155 = l_mut_18_;
            if ((_e155 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1492_ = asuint(info.Load(0+0));
                uint l_1493_ = (l_1492_ * 1u);
                bool l_1494_ = (0u < l_1493_);
                uint l_1495_ = (l_1493_ - 1u);
                uint l_1496_ = min(0u, l_1495_);
                uint l_1497_ = asuint(buffer_0_global.Load(l_1496_*4));
                uint l_19_ = (l_1494_ ? l_1497_ : 0u);
                uint _e174 = l_mut_18_;
                uint l_20_ = (l_19_ + _e174);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = cos(l_21_);
                l_mut_22_ = l_23_;
                uint l_24_ = asuint(l_21_);
                double l_25_ = double(l_21_);
                l_mut_26_ = l_25_;
                uint l_27_ = (l_24_ & 2139095040u);
                bool l_28_ = (l_27_ == 0u);
                if (l_28_) {
                    uint l_29_ = (l_24_ & 8388607u);
                    double l_30_ = double(l_29_);
                    double l_31_ = (l_30_ * 1.401298464324817e-45L);
                    l_mut_26_ = l_31_;
                    uint l_32_ = (l_24_ >> 31u);
                    bool l_33_ = (l_32_ == 1u);
                    if (l_33_) {
                        double _e193 = l_mut_26_;
                        double l_34_ = -(_e193);
                        l_mut_26_ = l_34_;
                    }
                }
                double _e195 = l_mut_26_;
                l_mut_35_ = _e195;
                uint l_36_ = asuint(l_21_);
                uint l_37_ = (l_36_ & 2147483647u);
                double l_38_ = double(l_21_);
                uint64_t l_39_ = l_38_;
                uint64_t l_40_ = (l_39_ | 9221120237041090560uL);
                double l_41_ = l_40_;
                l_mut_26_ = l_41_;
                float l_42_ = asfloat(l_37_);
                bool l_43_ = (l_42_ < 4.0);
                if (l_43_) {
                    uint l_1506_ = asuint(info.Load(12+0));
                    uint l_1507_ = (l_1506_ * 1u);
                    bool l_1508_ = (1024u < l_1507_);
                    uint l_1509_ = (l_1507_ - 1u);
                    uint l_1510_ = min(1024u, l_1509_);
                    uint l_1511_ = asuint(buffer_3_global.Load(l_1510_*4));
                    uint l_44_ = (l_1508_ ? l_1511_ : 0u);
                    float l_45_ = asfloat(l_44_);
                    double l_46_ = double(l_45_);
                    uint l_47_ = asuint(l_21_);
                    double l_48_ = double(l_21_);
                    l_mut_49_ = l_48_;
                    uint l_50_ = (l_47_ & 2139095040u);
                    bool l_51_ = (l_50_ == 0u);
                    if (l_51_) {
                        uint l_52_ = (l_47_ & 8388607u);
                        double l_53_ = double(l_52_);
                        double l_54_ = (l_53_ * 1.401298464324817e-45L);
                        l_mut_49_ = l_54_;
                        uint l_55_ = (l_47_ >> 31u);
                        bool l_56_ = (l_55_ == 1u);
                        if (l_56_) {
                            double _e241 = l_mut_49_;
                            double l_57_ = -(_e241);
                            l_mut_49_ = l_57_;
                        }
                    }
                    double _e243 = l_mut_49_;
                    double l_58_ = abs(_e243);
                    l_mut_49_ = l_58_;
                    l_mut_59_ = 0u;
                    bool l_60_ = (l_58_ >= 0.785L);
                    if (l_60_) {
                        double l_61_ = (l_58_ * 0.6366197723675814L);
                        double l_62_ = (l_61_ + 0.5L);
                        double l_63_ = floor(l_62_);
                        double l_64_ = (l_63_ * 1.570796325802803L);
                        double l_65_ = (l_58_ - l_64_);
                        double l_66_ = (l_65_ * l_46_);
                        double l_67_ = (l_63_ * 9.920935796805404e-10L);
                        double l_68_ = (l_66_ - l_67_);
                        l_mut_49_ = l_68_;
                        uint l_69_ = naga_f2u32(l_63_);
                        l_mut_59_ = l_69_;
                    }
                    uint l_70_ = asuint(l_21_);
                    uint l_71_ = (l_70_ >> 31u);
                    bool l_72_ = (l_71_ == 1u);
                    double _e266 = l_mut_49_;
                    double _e267 = l_mut_49_;
                    double l_73_ = (_e266 * _e267);
                    double l_74_ = (l_73_ * 1.9572941063391263e-20L);
                    double l_75_ = (8.22063524662433e-18L - l_74_);
                    l_mut_76_ = l_75_;
                    double _e273 = l_mut_76_;
                    double l_77_ = (_e273 * l_73_);
                    double l_78_ = (l_77_ - 2.8114572543455206e-15L);
                    l_mut_76_ = l_78_;
                    double _e277 = l_mut_76_;
                    double l_79_ = (_e277 * l_73_);
                    double l_80_ = (l_79_ + 7.647163731819816e-13L);
                    l_mut_76_ = l_80_;
                    double _e281 = l_mut_76_;
                    double l_81_ = (_e281 * l_73_);
                    double l_82_ = (l_81_ - 1.6059043836821613e-10L);
                    l_mut_76_ = l_82_;
                    double _e285 = l_mut_76_;
                    double l_83_ = (_e285 * l_73_);
                    double l_84_ = (l_83_ + 2.505210838544172e-8L);
                    l_mut_76_ = l_84_;
                    double _e289 = l_mut_76_;
                    double l_85_ = (_e289 * l_73_);
                    double l_86_ = (l_85_ - 2.7557319223985893e-6L);
                    l_mut_76_ = l_86_;
                    double _e293 = l_mut_76_;
                    double l_87_ = (_e293 * l_73_);
                    double l_88_ = (l_87_ + 0.0001984126984126984L);
                    l_mut_76_ = l_88_;
                    double _e297 = l_mut_76_;
                    double l_89_ = (_e297 * l_73_);
                    double l_90_ = (l_89_ - 0.008333333333333333L);
                    l_mut_76_ = l_90_;
                    double _e301 = l_mut_76_;
                    double l_91_ = (_e301 * l_73_);
                    double l_92_ = (l_91_ + 0.16666666666666666L);
                    l_mut_76_ = l_92_;
                    double l_93_ = (0.5L * l_73_);
                    double l_94_ = (1.0L - l_93_);
                    double l_95_ = (0.0L * l_94_);
                    double _e311 = l_mut_49_;
                    double l_96_ = (_e311 * l_73_);
                    double _e313 = l_mut_76_;
                    double l_97_ = (l_96_ * _e313);
                    double l_98_ = (l_95_ - l_97_);
                    double _e316 = l_mut_49_;
                    double l_99_ = (_e316 + l_98_);
                    double _e318 = l_mut_49_;
                    double _e319 = l_mut_49_;
                    double l_100_ = (_e318 * _e319);
                    double l_101_ = (l_100_ * 4.110317623312165e-19L);
                    double l_102_ = (l_101_ - 1.5619206968586225e-16L);
                    l_mut_76_ = l_102_;
                    double _e325 = l_mut_76_;
                    double l_103_ = (_e325 * l_100_);
                    double l_104_ = (l_103_ + 4.779477332387385e-14L);
                    l_mut_76_ = l_104_;
                    double _e329 = l_mut_76_;
                    double l_105_ = (_e329 * l_100_);
                    double l_106_ = (l_105_ - 1.1470745597729725e-11L);
                    l_mut_76_ = l_106_;
                    double _e333 = l_mut_76_;
                    double l_107_ = (_e333 * l_100_);
                    double l_108_ = (l_107_ + 2.08767569878681e-9L);
                    l_mut_76_ = l_108_;
                    double _e337 = l_mut_76_;
                    double l_109_ = (_e337 * l_100_);
                    double l_110_ = (l_109_ - 2.755731922398589e-7L);
                    l_mut_76_ = l_110_;
                    double _e341 = l_mut_76_;
                    double l_111_ = (_e341 * l_100_);
                    double l_112_ = (l_111_ + 2.48015873015873e-5L);
                    l_mut_76_ = l_112_;
                    double _e345 = l_mut_76_;
                    double l_113_ = (_e345 * l_100_);
                    double l_114_ = (l_113_ - 0.001388888888888889L);
                    l_mut_76_ = l_114_;
                    double _e349 = l_mut_76_;
                    double l_115_ = (_e349 * l_100_);
                    double l_116_ = (l_115_ + 0.041666666666666664L);
                    l_mut_76_ = l_116_;
                    double l_117_ = (0.5L * l_100_);
                    double l_118_ = (1.0L - l_117_);
                    double l_119_ = (l_100_ * l_100_);
                    double _e358 = l_mut_76_;
                    double l_120_ = (l_119_ * _e358);
                    double _e361 = l_mut_49_;
                    double l_121_ = (0.0L * _e361);
                    double l_122_ = (l_120_ - l_121_);
                    double l_123_ = (l_118_ + l_122_);
                    uint _e365 = l_mut_59_;
                    uint l_124_ = (_e365 & 1u);
                    bool l_125_ = (l_124_ == 1u);
                    l_mut_76_ = l_99_;
                    uint _e370 = l_mut_59_;
                    uint l_126_ = (_e370 & 2u);
                    bool l_127_ = (l_126_ != 0u);
                    l_mut_128_ = l_127_;
                    l_mut_76_ = l_123_;
                    if (l_125_) {
                        l_mut_76_ = l_99_;
                    }
                    uint _e375 = l_mut_59_;
                    uint l_129_ = (_e375 + 1u);
                    uint l_130_ = (l_129_ & 2u);
                    bool l_131_ = (l_130_ != 0u);
                    l_mut_128_ = l_131_;
                    if (false) {
                        local = l_72_;
                    } else {
                        local = false;
                    }
                    bool l_132_ = local;
                    if (l_132_) {
                        bool _e387 = l_mut_128_;
                        bool l_133_ = !(_e387);
                        l_mut_128_ = l_133_;
                    }
                    bool _e389 = l_mut_128_;
                    if (_e389) {
                        double _e390 = l_mut_76_;
                        double l_134_ = -(_e390);
                        l_mut_76_ = l_134_;
                    }
                    double _e392 = l_mut_76_;
                    l_mut_26_ = _e392;
                } else {
                    bool l_135_ = (l_37_ < 2139095040u);
                    if (l_135_) {
                        uint l_136_ = (l_37_ & 8388607u);
                        uint l_137_ = (l_136_ | 8388608u);
                        uint64_t l_138_ = uint64_t(l_137_);
                        uint l_139_ = (l_37_ >> 23u);
                        uint l_140_ = (l_139_ * 4u);
                        uint l_141_ = (l_140_ + 3u);
                        uint l_1513_ = asuint(info.Load(12+0));
                        uint l_1514_ = (l_1513_ * 1u);
                        bool l_1515_ = (l_141_ < l_1514_);
                        uint l_1516_ = (l_1514_ - 1u);
                        uint l_1517_ = min(l_141_, l_1516_);
                        uint l_1518_ = asuint(buffer_3_global.Load(l_1517_*4));
                        uint l_142_ = (l_1515_ ? l_1518_ : 0u);
                        uint64_t l_143_ = uint64_t(l_142_);
                        uint64_t l_144_ = (l_138_ * l_143_);
                        l_mut_145_ = l_144_;
                        uint64_t _e423 = l_mut_145_;
                        uint64_t l_146_ = (_e423 & 4294967295uL);
                        uint64_t _e426 = l_mut_145_;
                        uint64_t l_147_ = (_e426 >> uint(32uL));
                        uint l_148_ = (l_140_ + 2u);
                        uint l_1520_ = asuint(info.Load(12+0));
                        uint l_1521_ = (l_1520_ * 1u);
                        bool l_1522_ = (l_148_ < l_1521_);
                        uint l_1523_ = (l_1521_ - 1u);
                        uint l_1524_ = min(l_148_, l_1523_);
                        uint l_1525_ = asuint(buffer_3_global.Load(l_1524_*4));
                        uint l_149_ = (l_1522_ ? l_1525_ : 0u);
                        uint64_t l_150_ = uint64_t(l_149_);
                        uint64_t l_151_ = (l_138_ * l_150_);
                        uint64_t l_152_ = (l_147_ + l_151_);
                        l_mut_145_ = l_152_;
                        uint64_t _e451 = l_mut_145_;
                        uint64_t l_153_ = (_e451 & 4294967295uL);
                        uint64_t _e454 = l_mut_145_;
                        uint64_t l_154_ = (_e454 >> uint(32uL));
                        uint l_155_ = (l_140_ + 1u);
                        uint l_1527_ = asuint(info.Load(12+0));
                        uint l_1528_ = (l_1527_ * 1u);
                        bool l_1529_ = (l_155_ < l_1528_);
                        uint l_1530_ = (l_1528_ - 1u);
                        uint l_1531_ = min(l_155_, l_1530_);
                        uint l_1532_ = asuint(buffer_3_global.Load(l_1531_*4));
                        uint l_156_ = (l_1529_ ? l_1532_ : 0u);
                        uint64_t l_157_ = uint64_t(l_156_);
                        uint64_t l_158_ = (l_138_ * l_157_);
                        uint64_t l_159_ = (l_154_ + l_158_);
                        l_mut_145_ = l_159_;
                        uint64_t _e479 = l_mut_145_;
                        uint64_t l_160_ = (_e479 & 4294967295uL);
                        uint64_t _e482 = l_mut_145_;
                        uint64_t l_161_ = (_e482 >> uint(32uL));
                        uint l_1534_ = asuint(info.Load(12+0));
                        uint l_1535_ = (l_1534_ * 1u);
                        bool l_1536_ = (l_140_ < l_1535_);
                        uint l_1537_ = (l_1535_ - 1u);
                        uint l_1538_ = min(l_140_, l_1537_);
                        uint l_1539_ = asuint(buffer_3_global.Load(l_1538_*4));
                        uint l_162_ = (l_1536_ ? l_1539_ : 0u);
                        uint64_t l_163_ = uint64_t(l_162_);
                        uint64_t l_164_ = (l_138_ * l_163_);
                        uint64_t l_165_ = (l_161_ + l_164_);
                        l_mut_145_ = l_165_;
                        uint64_t _e505 = l_mut_145_;
                        uint64_t l_166_ = (_e505 >> uint(29uL));
                        uint64_t l_167_ = (l_166_ & 3uL);
                        uint l_168_ = uint(l_167_);
                        l_mut_59_ = l_168_;
                        uint64_t _e514 = l_mut_145_;
                        uint64_t l_169_ = (_e514 & 536870911uL);
                        uint64_t l_170_ = (l_169_ << uint(32uL));
                        uint64_t l_171_ = (l_170_ | l_160_);
                        l_mut_145_ = l_171_;
                        uint64_t l_172_ = (l_153_ << uint(32uL));
                        uint64_t l_173_ = (l_172_ | l_146_);
                        l_mut_174_ = l_173_;
                        uint64_t _e527 = l_mut_145_;
                        bool l_175_ = (_e527 >= 1152921504606846976uL);
                        if (l_175_) {
                            uint _e530 = l_mut_59_;
                            uint l_176_ = (_e530 + 1u);
                            uint l_177_ = (l_176_ & 3u);
                            l_mut_59_ = l_177_;
                            uint64_t _e535 = l_mut_174_;
                            bool l_178_ = (_e535 != 0uL);
                            uint64_t l_179_ = uint64_t(l_178_);
                            uint64_t _e540 = l_mut_174_;
                            uint64_t l_180_ = (0uL - _e540);
                            l_mut_174_ = l_180_;
                            uint64_t _e543 = l_mut_145_;
                            uint64_t l_181_ = (2305843009213693952uL - _e543);
                            uint64_t l_182_ = (l_181_ - l_179_);
                            l_mut_145_ = l_182_;
                        }
                        uint64_t _e546 = l_mut_174_;
                        uint64_t _e552 = l_mut_174_;
                        uint64_t _e556 = l_mut_174_;
                        uint l_183_ = (((_e556 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e552)))) : (31u - firstbithigh(uint((_e546 >> 32u)))));
                        uint64_t l_184_ = uint64_t(l_183_);
                        uint64_t _e563 = l_mut_174_;
                        uint64_t l_185_ = (_e563 << uint(l_184_));
                        l_mut_186_ = l_185_;
                        int l_187_ = int(l_183_);
                        int l_188_ = asint(asuint(int(0)) - asuint(l_187_));
                        l_mut_189_ = l_188_;
                        uint64_t _e570 = l_mut_145_;
                        bool l_190_ = (_e570 != 0uL);
                        if (l_190_) {
                            uint64_t _e573 = l_mut_145_;
                            uint64_t _e579 = l_mut_145_;
                            uint64_t _e583 = l_mut_145_;
                            uint l_191_ = (((_e583 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e579)))) : (31u - firstbithigh(uint((_e573 >> 32u)))));
                            uint64_t l_192_ = uint64_t(l_191_);
                            uint64_t _e590 = l_mut_145_;
                            uint64_t l_193_ = (_e590 << uint(l_192_));
                            uint l_194_ = (64u - l_191_);
                            uint64_t l_195_ = uint64_t(l_194_);
                            uint64_t _e597 = l_mut_174_;
                            uint64_t l_196_ = (_e597 >> uint(l_195_));
                            uint64_t l_197_ = (l_193_ | l_196_);
                            l_mut_186_ = l_197_;
                            int l_198_ = int(l_191_);
                            int l_199_ = asint(asuint(int(64)) - asuint(l_198_));
                            l_mut_189_ = l_199_;
                        }
                        uint64_t _e605 = l_mut_186_;
                        uint64_t l_200_ = (_e605 >> uint(32uL));
                        uint64_t _e610 = l_mut_186_;
                        uint64_t l_201_ = (_e610 & 4294967295uL);
                        uint64_t l_202_ = (l_200_ * 560513588uL);
                        uint64_t l_203_ = (l_201_ * 3373259426uL);
                        uint64_t l_204_ = (l_201_ * 560513588uL);
                        uint64_t l_205_ = (l_204_ >> uint(32uL));
                        uint64_t l_206_ = (l_202_ & 4294967295uL);
                        uint64_t l_207_ = (l_205_ + l_206_);
                        uint64_t l_208_ = (l_203_ & 4294967295uL);
                        uint64_t l_209_ = (l_207_ + l_208_);
                        uint64_t l_210_ = (l_200_ * 3373259426uL);
                        uint64_t l_211_ = (l_202_ >> uint(32uL));
                        uint64_t l_212_ = (l_210_ + l_211_);
                        uint64_t l_213_ = (l_203_ >> uint(32uL));
                        uint64_t l_214_ = (l_212_ + l_213_);
                        uint64_t l_215_ = (l_209_ >> uint(32uL));
                        uint64_t l_216_ = (l_214_ + l_215_);
                        l_mut_186_ = l_216_;
                        int _e646 = l_mut_189_;
                        int l_217_ = asint(asuint(_e646) - asuint(int(124)));
                        l_mut_189_ = l_217_;
                        uint64_t _e649 = l_mut_186_;
                        bool l_218_ = (_e649 < (-9223372036854775807L - 1L));
                        if (l_218_) {
                            uint64_t _e655 = l_mut_186_;
                            uint64_t l_219_ = (_e655 << uint(1uL));
                            uint64_t l_220_ = (l_209_ >> uint(31uL));
                            uint64_t l_221_ = (l_220_ & 1uL);
                            uint64_t l_222_ = (l_219_ | l_221_);
                            l_mut_186_ = l_222_;
                            int _e667 = l_mut_189_;
                            l_mut_189_ = asint(asuint(_e667) - asuint(int(1)));
                        }
                        uint64_t _e670 = l_mut_186_;
                        uint64_t l_223_ = (_e670 >> uint(11uL));
                        double l_224_ = double(l_223_);
                        int _e676 = l_mut_189_;
                        int l_225_ = asint(asuint(_e676) + asuint(int(11)));
                        int l_226_ = asint(asuint(l_225_) + asuint(int(1023)));
                        uint64_t l_227_ = uint64_t(l_226_);
                        uint64_t l_228_ = (l_227_ << uint(52uL));
                        double l_229_ = l_228_;
                        double l_230_ = (l_224_ * l_229_);
                        l_mut_76_ = l_230_;
                        uint64_t _e688 = l_mut_186_;
                        uint64_t l_231_ = (_e688 & 2047uL);
                        double l_232_ = double(l_231_);
                        int _e692 = l_mut_189_;
                        int l_233_ = asint(asuint(_e692) + asuint(int(1023)));
                        uint64_t l_234_ = uint64_t(l_233_);
                        uint64_t l_235_ = (l_234_ << uint(52uL));
                        double l_236_ = l_235_;
                        double l_237_ = (l_232_ * l_236_);
                        l_mut_49_ = l_237_;
                        if (l_175_) {
                            double _e702 = l_mut_76_;
                            double l_238_ = -(_e702);
                            l_mut_76_ = l_238_;
                            double _e704 = l_mut_49_;
                            double l_239_ = -(_e704);
                            l_mut_49_ = l_239_;
                        }
                        bool l_240_ = (l_36_ >= 2147483648u);
                        double _e708 = l_mut_76_;
                        double _e709 = l_mut_76_;
                        double l_241_ = (_e708 * _e709);
                        double l_242_ = (l_241_ * 1.9572941063391263e-20L);
                        double l_243_ = (8.22063524662433e-18L - l_242_);
                        l_mut_244_ = l_243_;
                        double _e715 = l_mut_244_;
                        double l_245_ = (_e715 * l_241_);
                        double l_246_ = (l_245_ - 2.8114572543455206e-15L);
                        l_mut_244_ = l_246_;
                        double _e719 = l_mut_244_;
                        double l_247_ = (_e719 * l_241_);
                        double l_248_ = (l_247_ + 7.647163731819816e-13L);
                        l_mut_244_ = l_248_;
                        double _e723 = l_mut_244_;
                        double l_249_ = (_e723 * l_241_);
                        double l_250_ = (l_249_ - 1.6059043836821613e-10L);
                        l_mut_244_ = l_250_;
                        double _e727 = l_mut_244_;
                        double l_251_ = (_e727 * l_241_);
                        double l_252_ = (l_251_ + 2.505210838544172e-8L);
                        l_mut_244_ = l_252_;
                        double _e731 = l_mut_244_;
                        double l_253_ = (_e731 * l_241_);
                        double l_254_ = (l_253_ - 2.7557319223985893e-6L);
                        l_mut_244_ = l_254_;
                        double _e735 = l_mut_244_;
                        double l_255_ = (_e735 * l_241_);
                        double l_256_ = (l_255_ + 0.0001984126984126984L);
                        l_mut_244_ = l_256_;
                        double _e739 = l_mut_244_;
                        double l_257_ = (_e739 * l_241_);
                        double l_258_ = (l_257_ - 0.008333333333333333L);
                        l_mut_244_ = l_258_;
                        double _e743 = l_mut_244_;
                        double l_259_ = (_e743 * l_241_);
                        double l_260_ = (l_259_ + 0.16666666666666666L);
                        l_mut_244_ = l_260_;
                        double l_261_ = (0.5L * l_241_);
                        double l_262_ = (1.0L - l_261_);
                        double _e751 = l_mut_49_;
                        double l_263_ = (_e751 * l_262_);
                        double _e753 = l_mut_76_;
                        double l_264_ = (_e753 * l_241_);
                        double _e755 = l_mut_244_;
                        double l_265_ = (l_264_ * _e755);
                        double l_266_ = (l_263_ - l_265_);
                        double _e758 = l_mut_76_;
                        double l_267_ = (_e758 + l_266_);
                        double _e760 = l_mut_76_;
                        double _e761 = l_mut_76_;
                        double l_268_ = (_e760 * _e761);
                        double l_269_ = (l_268_ * 4.110317623312165e-19L);
                        double l_270_ = (l_269_ - 1.5619206968586225e-16L);
                        l_mut_244_ = l_270_;
                        double _e767 = l_mut_244_;
                        double l_271_ = (_e767 * l_268_);
                        double l_272_ = (l_271_ + 4.779477332387385e-14L);
                        l_mut_244_ = l_272_;
                        double _e771 = l_mut_244_;
                        double l_273_ = (_e771 * l_268_);
                        double l_274_ = (l_273_ - 1.1470745597729725e-11L);
                        l_mut_244_ = l_274_;
                        double _e775 = l_mut_244_;
                        double l_275_ = (_e775 * l_268_);
                        double l_276_ = (l_275_ + 2.08767569878681e-9L);
                        l_mut_244_ = l_276_;
                        double _e779 = l_mut_244_;
                        double l_277_ = (_e779 * l_268_);
                        double l_278_ = (l_277_ - 2.755731922398589e-7L);
                        l_mut_244_ = l_278_;
                        double _e783 = l_mut_244_;
                        double l_279_ = (_e783 * l_268_);
                        double l_280_ = (l_279_ + 2.48015873015873e-5L);
                        l_mut_244_ = l_280_;
                        double _e787 = l_mut_244_;
                        double l_281_ = (_e787 * l_268_);
                        double l_282_ = (l_281_ - 0.001388888888888889L);
                        l_mut_244_ = l_282_;
                        double _e791 = l_mut_244_;
                        double l_283_ = (_e791 * l_268_);
                        double l_284_ = (l_283_ + 0.041666666666666664L);
                        l_mut_244_ = l_284_;
                        double l_285_ = (0.5L * l_268_);
                        double l_286_ = (1.0L - l_285_);
                        double l_287_ = (l_268_ * l_268_);
                        double _e800 = l_mut_244_;
                        double l_288_ = (l_287_ * _e800);
                        double _e802 = l_mut_49_;
                        double _e803 = l_mut_76_;
                        double l_289_ = (_e802 * _e803);
                        double l_290_ = (l_288_ - l_289_);
                        double l_291_ = (l_286_ + l_290_);
                        uint _e807 = l_mut_59_;
                        uint l_292_ = (_e807 & 1u);
                        bool l_293_ = (l_292_ == 1u);
                        l_mut_244_ = l_267_;
                        uint _e812 = l_mut_59_;
                        uint l_294_ = (_e812 & 2u);
                        bool l_295_ = (l_294_ != 0u);
                        l_mut_128_ = l_295_;
                        l_mut_244_ = l_291_;
                        if (l_293_) {
                            l_mut_244_ = l_267_;
                        }
                        uint _e817 = l_mut_59_;
                        uint l_296_ = (_e817 + 1u);
                        uint l_297_ = (l_296_ & 2u);
                        bool l_298_ = (l_297_ != 0u);
                        l_mut_128_ = l_298_;
                        if (false) {
                            local_1 = l_240_;
                        } else {
                            local_1 = false;
                        }
                        bool l_299_ = local_1;
                        if (l_299_) {
                            bool _e829 = l_mut_128_;
                            bool l_300_ = !(_e829);
                            l_mut_128_ = l_300_;
                        }
                        bool _e831 = l_mut_128_;
                        if (_e831) {
                            double _e832 = l_mut_244_;
                            double l_301_ = -(_e832);
                            l_mut_244_ = l_301_;
                        }
                        double _e834 = l_mut_244_;
                        l_mut_26_ = _e834;
                    }
                }
                double _e835 = l_mut_26_;
                l_mut_35_ = _e835;
                uint l_1499_ = asuint(info.Load(12+0));
                uint l_1500_ = (l_1499_ * 1u);
                bool l_1501_ = (1024u < l_1500_);
                uint l_1502_ = (l_1500_ - 1u);
                uint l_1503_ = min(1024u, l_1502_);
                uint l_1504_ = asuint(buffer_3_global.Load(l_1503_*4));
                uint l_302_ = (l_1501_ ? l_1504_ : 0u);
                float l_303_ = asfloat(l_302_);
                double l_304_ = double(l_303_);
                l_mut_59_ = 4294967294u;
                float _e856 = l_mut_22_;
                uint l_305_ = asuint(_e856);
                uint l_306_ = asuint(l_21_);
                uint l_307_ = (l_306_ & 2139095040u);
                bool l_308_ = (l_307_ != 2139095040u);
                bool l_309_ = (l_307_ == 0u);
                uint l_310_ = asuint(l_21_);
                uint l_311_ = (l_310_ & 8388607u);
                bool l_312_ = (l_311_ != 0u);
                if (l_309_) {
                    local_2 = l_312_;
                } else {
                    local_2 = false;
                }
                bool l_313_ = local_2;
                double _e874 = l_mut_35_;
                double l_314_ = abs(_e874);
                double _e876 = l_mut_35_;
                bool l_315_ = (_e876 < 0.0L);
                uint l_316_ = uint(l_315_);
                uint l_317_ = (2147483648u * l_316_);
                if (l_313_) {
                } else {
                    double _e882 = l_mut_35_;
                    const bool _e883 = is_nan_1_f64_(_e882);
                    if (_e883) {
                        uint l_319_ = (l_305_ & 2147483647u);
                        bool l_320_ = (l_319_ > 2139095040u);
                        if (l_320_) {
                            l_mut_59_ = 4294967293u;
                        }
                    } else {
                        bool l_321_ = (l_314_ >= 3.402823669209385e38L);
                        bool l_322_ = !(l_308_);
                        bool l_323_ = (l_314_ == 0.0L);
                        if (l_322_) {
                            local_3 = l_323_;
                        } else {
                            local_3 = false;
                        }
                        bool l_324_ = local_3;
                        if (!(l_321_)) {
                            local_4 = l_324_;
                        } else {
                            local_4 = true;
                        }
                        bool l_325_ = local_4;
                        if (l_325_) {
                            bool l_326_ = (l_314_ >= 3.402823669209385e38L);
                            uint l_327_ = uint(l_326_);
                            uint l_328_ = (2139095040u * l_327_);
                            uint l_329_ = (l_328_ | l_317_);
                            bool l_330_ = (l_305_ == l_329_);
                            uint l_331_ = (l_305_ | l_329_);
                            uint l_332_ = (l_331_ & 2147483647u);
                            bool l_333_ = (l_332_ == 0u);
                            if (!(l_330_)) {
                                local_5 = l_333_;
                            } else {
                                local_5 = true;
                            }
                            bool l_334_ = local_5;
                            if (l_334_) {
                                l_mut_59_ = 4294967293u;
                            }
                        } else {
                            bool l_335_ = (l_314_ >= 2.350988701644575e-38L);
                            if (l_308_) {
                                local_6 = l_335_;
                            } else {
                                local_6 = false;
                            }
                            bool l_336_ = local_6;
                            bool l_337_ = (l_314_ < 3.4028234663852886e38L);
                            if (l_336_) {
                                local_7 = l_337_;
                            } else {
                                local_7 = false;
                            }
                            bool l_338_ = local_7;
                            if (l_338_) {
                                float l_339_ = float(l_314_);
                                uint l_340_ = asuint(l_339_);
                                float l_341_ = asfloat(l_340_);
                                double l_342_ = double(l_341_);
                                double l_343_ = (l_314_ - l_342_);
                                uint l_344_ = (l_340_ + 1u);
                                bool l_345_ = (l_343_ < 0.0L);
                                uint l_346_ = uint(l_345_);
                                uint l_347_ = (2u * l_346_);
                                uint l_348_ = (l_344_ - l_347_);
                                float l_349_ = asfloat(l_348_);
                                double l_350_ = double(l_349_);
                                double l_351_ = (l_350_ - l_342_);
                                double l_352_ = abs(l_351_);
                                double l_353_ = (l_352_ * 0.5L);
                                double l_354_ = abs(l_343_);
                                double l_355_ = (l_353_ - l_354_);
                                double l_356_ = (l_314_ * 9.094947017729282e-13L);
                                bool l_357_ = (l_355_ > l_356_);
                                if (l_357_) {
                                    uint l_358_ = (l_340_ | l_317_);
                                    l_mut_59_ = l_358_;
                                }
                            } else {
                                bool l_359_ = (l_314_ < 2.350988701644575e-38L);
                                if (l_308_) {
                                    local_8 = l_359_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_360_ = local_8;
                                if (l_360_) {
                                    double l_361_ = (l_314_ * 7.1362384635298e44L);
                                    double l_362_ = floor(l_361_);
                                    double l_363_ = (l_361_ - l_362_);
                                    double l_364_ = (l_363_ - 0.5L);
                                    double l_365_ = abs(l_364_);
                                    double l_366_ = (l_361_ * 9.094947017729282e-13L);
                                    bool l_367_ = (l_365_ > l_366_);
                                    if (l_367_) {
                                        bool l_368_ = (l_363_ > 0.5L);
                                        double l_369_ = double(l_368_);
                                        double l_370_ = (l_362_ + l_369_);
                                        uint l_371_ = naga_f2u32(l_370_);
                                        uint l_372_ = (l_371_ | l_317_);
                                        l_mut_59_ = l_372_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e980 = l_mut_22_;
                uint l_373_ = asuint(_e980);
                uint l_374_ = (l_373_ & 2147483647u);
                bool l_375_ = (l_374_ > 2139095040u);
                uint l_376_ = (l_373_ & 2147483647u);
                bool l_377_ = (l_376_ == 0u);
                uint l_378_ = (l_373_ & 2147483647u);
                double l_379_ = double(l_378_);
                uint l_380_ = (l_373_ >> 31u);
                double l_381_ = double(l_380_);
                double l_382_ = (2.0L * l_381_);
                double l_383_ = (1.0L - l_382_);
                double l_384_ = (l_379_ * l_383_);
                uint _e1001 = l_mut_59_;
                uint l_385_ = (_e1001 & 2147483647u);
                double l_386_ = double(l_385_);
                uint _e1005 = l_mut_59_;
                uint l_387_ = (_e1005 >> 31u);
                double l_388_ = double(l_387_);
                double l_389_ = (2.0L * l_388_);
                double l_390_ = (1.0L - l_389_);
                double l_391_ = (l_386_ * l_390_);
                double l_392_ = (l_384_ - l_391_);
                uint _e1015 = l_mut_59_;
                uint l_393_ = (_e1015 & 2139095040u);
                bool l_394_ = (l_393_ == 0u);
                uint _e1020 = l_mut_59_;
                bool l_395_ = (_e1020 < 4294967293u);
                bool l_396_ = (l_392_ == 0.0L);
                if (l_377_) {
                    local_9 = l_394_;
                } else {
                    local_9 = false;
                }
                bool l_397_ = local_9;
                if (!(l_375_)) {
                    local_10 = l_397_;
                } else {
                    local_10 = true;
                }
                bool l_398_ = local_10;
                bool l_399_ = !(l_398_);
                if (!(l_396_)) {
                    local_11 = l_399_;
                } else {
                    local_11 = true;
                }
                bool l_400_ = local_11;
                if (l_395_) {
                    local_12 = l_400_;
                } else {
                    local_12 = false;
                }
                bool l_401_ = local_12;
                l_mut_128_ = l_401_;
                bool l_402_ = (l_392_ != 0.0L);
                bool _e1046 = l_mut_128_;
                if (_e1046) {
                    local_13 = l_402_;
                } else {
                    local_13 = false;
                }
                bool l_403_ = local_13;
                if (l_403_) {
                    l_mut_404_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e3161 = l_mut_404_;
                            l_mut_404_ = (_e3161 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e1053 = l_mut_404_;
                        if ((_e1053 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1057 = l_mut_404_;
                            uint l_405_ = (2u * _e1057);
                            uint l_1541_ = asuint(info.Load(4+0));
                            uint l_1542_ = (l_1541_ * 1u);
                            bool l_1543_ = (l_405_ < l_1542_);
                            uint l_1544_ = (l_1542_ - 1u);
                            uint l_1545_ = min(l_405_, l_1544_);
                            uint l_1546_ = asuint(buffer_1_global.Load(l_1545_*4));
                            uint l_406_ = (l_1543_ ? l_1546_ : 0u);
                            uint _e1075 = l_mut_404_;
                            uint l_407_ = (2u * _e1075);
                            uint l_408_ = (l_407_ + 1u);
                            uint l_1548_ = asuint(info.Load(4+0));
                            uint l_1549_ = (l_1548_ * 1u);
                            bool l_1550_ = (l_408_ < l_1549_);
                            uint l_1551_ = (l_1549_ - 1u);
                            uint l_1552_ = min(l_408_, l_1551_);
                            uint l_1553_ = asuint(buffer_1_global.Load(l_1552_*4));
                            uint l_409_ = (l_1550_ ? l_1553_ : 0u);
                            bool l_410_ = (l_409_ != 0u);
                            uint _e1096 = l_mut_404_;
                            uint l_411_ = (_e1096 * 4u);
                            uint l_1555_ = asuint(info.Load(8+0));
                            uint l_1556_ = (l_1555_ * 1u);
                            bool l_1557_ = (l_411_ < l_1556_);
                            uint l_1558_ = (l_1556_ - 1u);
                            uint l_1559_ = min(l_411_, l_1558_);
                            double l_1560_ = buffer_2_global.Load<double>(l_1559_*8);
                            double l_412_ = (l_1557_ ? l_1560_ : 0.0L);
                            uint _e1114 = l_mut_404_;
                            uint l_413_ = (_e1114 * 4u);
                            uint l_414_ = (l_413_ + 1u);
                            uint l_1562_ = asuint(info.Load(8+0));
                            uint l_1563_ = (l_1562_ * 1u);
                            bool l_1564_ = (l_414_ < l_1563_);
                            uint l_1565_ = (l_1563_ - 1u);
                            uint l_1566_ = min(l_414_, l_1565_);
                            double l_1567_ = buffer_2_global.Load<double>(l_1566_*8);
                            double l_415_ = (l_1564_ ? l_1567_ : 0.0L);
                            uint _e1134 = l_mut_404_;
                            uint l_416_ = (_e1134 * 4u);
                            uint l_417_ = (l_416_ + 2u);
                            uint l_1569_ = asuint(info.Load(8+0));
                            uint l_1570_ = (l_1569_ * 1u);
                            bool l_1571_ = (l_417_ < l_1570_);
                            uint l_1572_ = (l_1570_ - 1u);
                            uint l_1573_ = min(l_417_, l_1572_);
                            double l_1574_ = buffer_2_global.Load<double>(l_1573_*8);
                            double l_418_ = (l_1571_ ? l_1574_ : 0.0L);
                            double l_419_ = double(l_21_);
                            double l_420_ = abs(l_419_);
                            double _e1156 = l_mut_35_;
                            double l_421_ = abs(_e1156);
                            double l_422_ = (l_421_ * 1.4551915228366852e-11L);
                            a_423_[0] = 1u;
                            l_mut_424_ = 2u;
                            bool l_425_ = (l_406_ == 0u);
                            if (l_425_) {
                                l_mut_424_ = 0u;
                            } else {
                                bool l_426_ = (l_406_ == 1u);
                                if (l_426_) {
                                    l_mut_424_ = 1u;
                                    double l_427_ = abs(l_392_);
                                    bool l_428_ = (l_427_ <= l_412_);
                                    if (l_428_) {
                                        l_mut_424_ = 0u;
                                    }
                                } else {
                                    bool l_429_ = (l_406_ == 2u);
                                    if (l_429_) {
                                        double _e1174 = l_mut_35_;
                                        double l_430_ = abs(_e1174);
                                        l_mut_244_ = 1.401298464324817e-45L;
                                        bool l_431_ = (l_430_ >= 1.1754943508222875e-38L);
                                        bool l_432_ = (l_430_ <= 1.7976931348623157e308L);
                                        if (l_431_) {
                                            local_14 = l_432_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_433_ = local_14;
                                        if (l_433_) {
                                            uint64_t l_434_ = l_430_;
                                            uint64_t l_435_ = (l_434_ >> uint(52uL));
                                            uint64_t l_436_ = (l_435_ - 23uL);
                                            uint64_t l_437_ = (l_436_ << uint(52uL));
                                            double l_438_ = l_437_;
                                            l_mut_244_ = l_438_;
                                        }
                                        double _e1197 = l_mut_244_;
                                        double l_439_ = (l_412_ * _e1197);
                                        l_mut_440_ = 2u;
                                        double _e1200 = l_mut_35_;
                                        double l_441_ = (_e1200 - l_422_);
                                        double l_442_ = abs(l_441_);
                                        l_mut_244_ = 1.401298464324817e-45L;
                                        bool l_443_ = (l_442_ >= 1.1754943508222875e-38L);
                                        bool l_444_ = (l_442_ <= 1.7976931348623157e308L);
                                        if (l_443_) {
                                            local_15 = l_444_;
                                        } else {
                                            local_15 = false;
                                        }
                                        bool l_445_ = local_15;
                                        if (l_445_) {
                                            uint64_t l_446_ = l_442_;
                                            uint64_t l_447_ = (l_446_ >> uint(52uL));
                                            uint64_t l_448_ = (l_447_ - 23uL);
                                            uint64_t l_449_ = (l_448_ << uint(52uL));
                                            double l_450_ = l_449_;
                                            l_mut_244_ = l_450_;
                                        }
                                        double _e1224 = l_mut_35_;
                                        double l_451_ = (_e1224 + l_422_);
                                        double l_452_ = abs(l_451_);
                                        l_mut_76_ = 1.401298464324817e-45L;
                                        bool l_453_ = (l_452_ >= 1.1754943508222875e-38L);
                                        bool l_454_ = (l_452_ <= 1.7976931348623157e308L);
                                        if (l_453_) {
                                            local_16 = l_454_;
                                        } else {
                                            local_16 = false;
                                        }
                                        bool l_455_ = local_16;
                                        if (l_455_) {
                                            uint64_t l_456_ = l_452_;
                                            uint64_t l_457_ = (l_456_ >> uint(52uL));
                                            uint64_t l_458_ = (l_457_ - 23uL);
                                            uint64_t l_459_ = (l_458_ << uint(52uL));
                                            double l_460_ = l_459_;
                                            l_mut_76_ = l_460_;
                                        }
                                        double _e1248 = l_mut_244_;
                                        double _e1249 = l_mut_76_;
                                        bool l_461_ = (_e1248 == _e1249);
                                        if (l_461_) {
                                            double l_462_ = (l_439_ * 1.4551915228366852e-11L);
                                            double l_463_ = (l_422_ + l_462_);
                                            double _e1254 = l_mut_35_;
                                            double l_464_ = (_e1254 - l_439_);
                                            double _e1256 = l_mut_35_;
                                            double l_465_ = (_e1256 + l_439_);
                                            float _e1258 = l_mut_22_;
                                            uint l_466_ = asuint(_e1258);
                                            float _e1260 = l_mut_22_;
                                            double l_467_ = double(_e1260);
                                            l_mut_244_ = l_467_;
                                            uint l_468_ = (l_466_ & 2139095040u);
                                            bool l_469_ = (l_468_ == 0u);
                                            if (l_469_) {
                                                uint l_470_ = (l_466_ & 8388607u);
                                                double l_471_ = double(l_470_);
                                                double l_472_ = (l_471_ * 1.401298464324817e-45L);
                                                l_mut_244_ = l_472_;
                                                uint l_473_ = (l_466_ >> 31u);
                                                bool l_474_ = (l_473_ == 1u);
                                                if (l_474_) {
                                                    double _e1275 = l_mut_244_;
                                                    double l_475_ = -(_e1275);
                                                    l_mut_244_ = l_475_;
                                                }
                                            }
                                            float _e1277 = l_mut_22_;
                                            uint l_476_ = asuint(_e1277);
                                            uint l_477_ = (l_476_ + 1u);
                                            l_mut_478_ = l_477_;
                                            uint l_479_ = (l_476_ & 2147483647u);
                                            bool l_480_ = (l_479_ == 0u);
                                            if (l_480_) {
                                                l_mut_478_ = 1u;
                                            } else {
                                                uint l_481_ = (l_476_ & 2147483648u);
                                                bool l_482_ = (l_481_ != 0u);
                                                if (l_482_) {
                                                    uint l_483_ = (l_476_ - 1u);
                                                    l_mut_478_ = l_483_;
                                                } else {
                                                    bool l_484_ = (l_476_ == 2139095040u);
                                                    if (l_484_) {
                                                        l_mut_478_ = l_476_;
                                                    }
                                                }
                                            }
                                            uint _e1294 = l_mut_478_;
                                            float l_485_ = asfloat(_e1294);
                                            uint l_486_ = asuint(l_485_);
                                            double l_487_ = double(l_485_);
                                            l_mut_76_ = l_487_;
                                            uint l_488_ = (l_486_ & 2139095040u);
                                            bool l_489_ = (l_488_ == 0u);
                                            if (l_489_) {
                                                uint l_490_ = (l_486_ & 8388607u);
                                                double l_491_ = double(l_490_);
                                                double l_492_ = (l_491_ * 1.401298464324817e-45L);
                                                l_mut_76_ = l_492_;
                                                uint l_493_ = (l_486_ >> 31u);
                                                bool l_494_ = (l_493_ == 1u);
                                                if (l_494_) {
                                                    double _e1311 = l_mut_76_;
                                                    double l_495_ = -(_e1311);
                                                    l_mut_76_ = l_495_;
                                                }
                                            }
                                            float _e1313 = l_mut_22_;
                                            uint l_496_ = asuint(_e1313);
                                            uint l_497_ = (l_496_ ^ 2147483648u);
                                            float l_498_ = asfloat(l_497_);
                                            uint l_499_ = asuint(l_498_);
                                            uint l_500_ = (l_499_ + 1u);
                                            l_mut_478_ = l_500_;
                                            uint l_501_ = (l_499_ & 2147483647u);
                                            bool l_502_ = (l_501_ == 0u);
                                            if (l_502_) {
                                                l_mut_478_ = 1u;
                                            } else {
                                                uint l_503_ = (l_499_ & 2147483648u);
                                                bool l_504_ = (l_503_ != 0u);
                                                if (l_504_) {
                                                    uint l_505_ = (l_499_ - 1u);
                                                    l_mut_478_ = l_505_;
                                                } else {
                                                    bool l_506_ = (l_499_ == 2139095040u);
                                                    if (l_506_) {
                                                        l_mut_478_ = l_499_;
                                                    }
                                                }
                                            }
                                            uint _e1334 = l_mut_478_;
                                            float l_507_ = asfloat(_e1334);
                                            uint l_508_ = asuint(l_507_);
                                            uint l_509_ = (l_508_ ^ 2147483648u);
                                            float l_510_ = asfloat(l_509_);
                                            uint l_511_ = asuint(l_510_);
                                            double l_512_ = double(l_510_);
                                            l_mut_49_ = l_512_;
                                            uint l_513_ = (l_511_ & 2139095040u);
                                            bool l_514_ = (l_513_ == 0u);
                                            if (l_514_) {
                                                uint l_515_ = (l_511_ & 8388607u);
                                                double l_516_ = double(l_515_);
                                                double l_517_ = (l_516_ * 1.401298464324817e-45L);
                                                l_mut_49_ = l_517_;
                                                uint l_518_ = (l_511_ >> 31u);
                                                bool l_519_ = (l_518_ == 1u);
                                                if (l_519_) {
                                                    double _e1355 = l_mut_49_;
                                                    double l_520_ = -(_e1355);
                                                    l_mut_49_ = l_520_;
                                                }
                                            }
                                            double l_521_ = (l_464_ + l_463_);
                                            double _e1358 = l_mut_244_;
                                            bool l_522_ = (l_521_ <= _e1358);
                                            l_mut_523_ = l_522_;
                                            double l_524_ = (l_464_ - l_463_);
                                            double _e1361 = l_mut_244_;
                                            bool l_525_ = (l_524_ > _e1361);
                                            l_mut_526_ = l_525_;
                                            double l_527_ = (l_465_ - l_463_);
                                            double _e1364 = l_mut_244_;
                                            bool l_528_ = (l_527_ >= _e1364);
                                            l_mut_529_ = l_528_;
                                            double l_530_ = (l_465_ + l_463_);
                                            double _e1367 = l_mut_244_;
                                            bool l_531_ = (l_530_ < _e1367);
                                            l_mut_532_ = l_531_;
                                            if (l_410_) {
                                                double l_533_ = (l_464_ + l_463_);
                                                double _e1370 = l_mut_76_;
                                                bool l_534_ = (l_533_ < _e1370);
                                                l_mut_523_ = l_534_;
                                                double l_535_ = (l_464_ - l_463_);
                                                double _e1373 = l_mut_76_;
                                                bool l_536_ = (l_535_ >= _e1373);
                                                l_mut_526_ = l_536_;
                                                double l_537_ = (l_465_ - l_463_);
                                                double _e1376 = l_mut_49_;
                                                bool l_538_ = (l_537_ > _e1376);
                                                l_mut_529_ = l_538_;
                                                double l_539_ = (l_465_ + l_463_);
                                                double _e1379 = l_mut_49_;
                                                bool l_540_ = (l_539_ <= _e1379);
                                                l_mut_532_ = l_540_;
                                            }
                                            l_mut_478_ = 2u;
                                            bool _e1382 = l_mut_526_;
                                            if (!(_e1382)) {
                                                bool _e1386 = l_mut_532_;
                                                local_17 = _e1386;
                                            } else {
                                                local_17 = true;
                                            }
                                            bool l_541_ = local_17;
                                            if (l_541_) {
                                                l_mut_478_ = 1u;
                                            } else {
                                                bool _e1390 = l_mut_523_;
                                                if (_e1390) {
                                                    bool _e1393 = l_mut_529_;
                                                    local_18 = _e1393;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_542_ = local_18;
                                                if (l_542_) {
                                                    l_mut_478_ = 0u;
                                                }
                                            }
                                            float _e1397 = l_mut_22_;
                                            uint l_543_ = asuint(_e1397);
                                            uint l_544_ = (l_543_ & 2147483647u);
                                            bool l_545_ = (l_544_ == 0u);
                                            if (l_545_) {
                                                double l_546_ = (l_464_ + l_463_);
                                                bool l_547_ = (l_546_ < 1.1754943508222875e-38L);
                                                double l_548_ = (l_465_ - l_463_);
                                                bool l_549_ = (l_548_ > -1.1754943508222875e-38L);
                                                if (l_547_) {
                                                    local_19 = l_549_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_550_ = local_19;
                                                double l_551_ = (l_464_ - l_463_);
                                                bool l_552_ = (l_551_ < 1.1754943508222875e-38L);
                                                double l_553_ = (l_465_ + l_463_);
                                                bool l_554_ = (l_553_ > -1.1754943508222875e-38L);
                                                if (l_552_) {
                                                    local_20 = l_554_;
                                                } else {
                                                    local_20 = false;
                                                }
                                                bool l_555_ = local_20;
                                                if (l_550_) {
                                                    l_mut_478_ = 0u;
                                                } else {
                                                    uint _e1424 = l_mut_478_;
                                                    bool l_556_ = (_e1424 == 1u);
                                                    if (l_555_) {
                                                        local_21 = l_556_;
                                                    } else {
                                                        local_21 = false;
                                                    }
                                                    bool l_557_ = local_21;
                                                    if (l_557_) {
                                                        l_mut_478_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e1432 = l_mut_478_;
                                            l_mut_440_ = _e1432;
                                        }
                                        uint _e1433 = l_mut_440_;
                                        l_mut_424_ = _e1433;
                                    } else {
                                        bool l_558_ = (l_406_ == 3u);
                                        if (l_558_) {
                                            l_mut_424_ = 0u;
                                            bool l_559_ = (l_420_ >= 1.1754943508222875e-38L);
                                            bool l_560_ = (l_420_ <= 8.507059173023462e37L);
                                            if (l_559_) {
                                                local_22 = l_560_;
                                            } else {
                                                local_22 = false;
                                            }
                                            bool l_561_ = local_22;
                                            if (l_561_) {
                                                double _e1445 = l_mut_35_;
                                                double l_562_ = abs(_e1445);
                                                l_mut_244_ = 1.401298464324817e-45L;
                                                bool l_563_ = (l_562_ >= 1.1754943508222875e-38L);
                                                bool l_564_ = (l_562_ <= 1.7976931348623157e308L);
                                                if (l_563_) {
                                                    local_23 = l_564_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_565_ = local_23;
                                                if (l_565_) {
                                                    uint64_t l_566_ = l_562_;
                                                    uint64_t l_567_ = (l_566_ >> uint(52uL));
                                                    uint64_t l_568_ = (l_567_ - 23uL);
                                                    uint64_t l_569_ = (l_568_ << uint(52uL));
                                                    double l_570_ = l_569_;
                                                    l_mut_244_ = l_570_;
                                                }
                                                double _e1468 = l_mut_244_;
                                                double l_571_ = (l_412_ * _e1468);
                                                l_mut_478_ = 2u;
                                                double _e1471 = l_mut_35_;
                                                double l_572_ = (_e1471 - l_422_);
                                                double l_573_ = abs(l_572_);
                                                l_mut_244_ = 1.401298464324817e-45L;
                                                bool l_574_ = (l_573_ >= 1.1754943508222875e-38L);
                                                bool l_575_ = (l_573_ <= 1.7976931348623157e308L);
                                                if (l_574_) {
                                                    local_24 = l_575_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_576_ = local_24;
                                                if (l_576_) {
                                                    uint64_t l_577_ = l_573_;
                                                    uint64_t l_578_ = (l_577_ >> uint(52uL));
                                                    uint64_t l_579_ = (l_578_ - 23uL);
                                                    uint64_t l_580_ = (l_579_ << uint(52uL));
                                                    double l_581_ = l_580_;
                                                    l_mut_244_ = l_581_;
                                                }
                                                double _e1495 = l_mut_35_;
                                                double l_582_ = (_e1495 + l_422_);
                                                double l_583_ = abs(l_582_);
                                                l_mut_76_ = 1.401298464324817e-45L;
                                                bool l_584_ = (l_583_ >= 1.1754943508222875e-38L);
                                                bool l_585_ = (l_583_ <= 1.7976931348623157e308L);
                                                if (l_584_) {
                                                    local_25 = l_585_;
                                                } else {
                                                    local_25 = false;
                                                }
                                                bool l_586_ = local_25;
                                                if (l_586_) {
                                                    uint64_t l_587_ = l_583_;
                                                    uint64_t l_588_ = (l_587_ >> uint(52uL));
                                                    uint64_t l_589_ = (l_588_ - 23uL);
                                                    uint64_t l_590_ = (l_589_ << uint(52uL));
                                                    double l_591_ = l_590_;
                                                    l_mut_76_ = l_591_;
                                                }
                                                double _e1519 = l_mut_244_;
                                                double _e1520 = l_mut_76_;
                                                bool l_592_ = (_e1519 == _e1520);
                                                if (l_592_) {
                                                    double l_593_ = (l_571_ * 1.4551915228366852e-11L);
                                                    double l_594_ = (l_422_ + l_593_);
                                                    double _e1525 = l_mut_35_;
                                                    double l_595_ = (_e1525 - l_571_);
                                                    double _e1527 = l_mut_35_;
                                                    double l_596_ = (_e1527 + l_571_);
                                                    float _e1529 = l_mut_22_;
                                                    uint l_597_ = asuint(_e1529);
                                                    float _e1531 = l_mut_22_;
                                                    double l_598_ = double(_e1531);
                                                    l_mut_244_ = l_598_;
                                                    uint l_599_ = (l_597_ & 2139095040u);
                                                    bool l_600_ = (l_599_ == 0u);
                                                    if (l_600_) {
                                                        uint l_601_ = (l_597_ & 8388607u);
                                                        double l_602_ = double(l_601_);
                                                        double l_603_ = (l_602_ * 1.401298464324817e-45L);
                                                        l_mut_244_ = l_603_;
                                                        uint l_604_ = (l_597_ >> 31u);
                                                        bool l_605_ = (l_604_ == 1u);
                                                        if (l_605_) {
                                                            double _e1546 = l_mut_244_;
                                                            double l_606_ = -(_e1546);
                                                            l_mut_244_ = l_606_;
                                                        }
                                                    }
                                                    float _e1548 = l_mut_22_;
                                                    uint l_607_ = asuint(_e1548);
                                                    uint l_608_ = (l_607_ + 1u);
                                                    l_mut_440_ = l_608_;
                                                    uint l_609_ = (l_607_ & 2147483647u);
                                                    bool l_610_ = (l_609_ == 0u);
                                                    if (l_610_) {
                                                        l_mut_440_ = 1u;
                                                    } else {
                                                        uint l_611_ = (l_607_ & 2147483648u);
                                                        bool l_612_ = (l_611_ != 0u);
                                                        if (l_612_) {
                                                            uint l_613_ = (l_607_ - 1u);
                                                            l_mut_440_ = l_613_;
                                                        } else {
                                                            bool l_614_ = (l_607_ == 2139095040u);
                                                            if (l_614_) {
                                                                l_mut_440_ = l_607_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1565 = l_mut_440_;
                                                    float l_615_ = asfloat(_e1565);
                                                    uint l_616_ = asuint(l_615_);
                                                    double l_617_ = double(l_615_);
                                                    l_mut_76_ = l_617_;
                                                    uint l_618_ = (l_616_ & 2139095040u);
                                                    bool l_619_ = (l_618_ == 0u);
                                                    if (l_619_) {
                                                        uint l_620_ = (l_616_ & 8388607u);
                                                        double l_621_ = double(l_620_);
                                                        double l_622_ = (l_621_ * 1.401298464324817e-45L);
                                                        l_mut_76_ = l_622_;
                                                        uint l_623_ = (l_616_ >> 31u);
                                                        bool l_624_ = (l_623_ == 1u);
                                                        if (l_624_) {
                                                            double _e1582 = l_mut_76_;
                                                            double l_625_ = -(_e1582);
                                                            l_mut_76_ = l_625_;
                                                        }
                                                    }
                                                    float _e1584 = l_mut_22_;
                                                    uint l_626_ = asuint(_e1584);
                                                    uint l_627_ = (l_626_ ^ 2147483648u);
                                                    float l_628_ = asfloat(l_627_);
                                                    uint l_629_ = asuint(l_628_);
                                                    uint l_630_ = (l_629_ + 1u);
                                                    l_mut_440_ = l_630_;
                                                    uint l_631_ = (l_629_ & 2147483647u);
                                                    bool l_632_ = (l_631_ == 0u);
                                                    if (l_632_) {
                                                        l_mut_440_ = 1u;
                                                    } else {
                                                        uint l_633_ = (l_629_ & 2147483648u);
                                                        bool l_634_ = (l_633_ != 0u);
                                                        if (l_634_) {
                                                            uint l_635_ = (l_629_ - 1u);
                                                            l_mut_440_ = l_635_;
                                                        } else {
                                                            bool l_636_ = (l_629_ == 2139095040u);
                                                            if (l_636_) {
                                                                l_mut_440_ = l_629_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1605 = l_mut_440_;
                                                    float l_637_ = asfloat(_e1605);
                                                    uint l_638_ = asuint(l_637_);
                                                    uint l_639_ = (l_638_ ^ 2147483648u);
                                                    float l_640_ = asfloat(l_639_);
                                                    uint l_641_ = asuint(l_640_);
                                                    double l_642_ = double(l_640_);
                                                    l_mut_49_ = l_642_;
                                                    uint l_643_ = (l_641_ & 2139095040u);
                                                    bool l_644_ = (l_643_ == 0u);
                                                    if (l_644_) {
                                                        uint l_645_ = (l_641_ & 8388607u);
                                                        double l_646_ = double(l_645_);
                                                        double l_647_ = (l_646_ * 1.401298464324817e-45L);
                                                        l_mut_49_ = l_647_;
                                                        uint l_648_ = (l_641_ >> 31u);
                                                        bool l_649_ = (l_648_ == 1u);
                                                        if (l_649_) {
                                                            double _e1626 = l_mut_49_;
                                                            double l_650_ = -(_e1626);
                                                            l_mut_49_ = l_650_;
                                                        }
                                                    }
                                                    double l_651_ = (l_595_ + l_594_);
                                                    double _e1629 = l_mut_244_;
                                                    bool l_652_ = (l_651_ <= _e1629);
                                                    l_mut_532_ = l_652_;
                                                    double l_653_ = (l_595_ - l_594_);
                                                    double _e1632 = l_mut_244_;
                                                    bool l_654_ = (l_653_ > _e1632);
                                                    l_mut_529_ = l_654_;
                                                    double l_655_ = (l_596_ - l_594_);
                                                    double _e1635 = l_mut_244_;
                                                    bool l_656_ = (l_655_ >= _e1635);
                                                    l_mut_526_ = l_656_;
                                                    double l_657_ = (l_596_ + l_594_);
                                                    double _e1638 = l_mut_244_;
                                                    bool l_658_ = (l_657_ < _e1638);
                                                    l_mut_523_ = l_658_;
                                                    if (l_410_) {
                                                        double l_659_ = (l_595_ + l_594_);
                                                        double _e1641 = l_mut_76_;
                                                        bool l_660_ = (l_659_ < _e1641);
                                                        l_mut_532_ = l_660_;
                                                        double l_661_ = (l_595_ - l_594_);
                                                        double _e1644 = l_mut_76_;
                                                        bool l_662_ = (l_661_ >= _e1644);
                                                        l_mut_529_ = l_662_;
                                                        double l_663_ = (l_596_ - l_594_);
                                                        double _e1647 = l_mut_49_;
                                                        bool l_664_ = (l_663_ > _e1647);
                                                        l_mut_526_ = l_664_;
                                                        double l_665_ = (l_596_ + l_594_);
                                                        double _e1650 = l_mut_49_;
                                                        bool l_666_ = (l_665_ <= _e1650);
                                                        l_mut_523_ = l_666_;
                                                    }
                                                    l_mut_440_ = 2u;
                                                    bool _e1653 = l_mut_529_;
                                                    if (!(_e1653)) {
                                                        bool _e1657 = l_mut_523_;
                                                        local_26 = _e1657;
                                                    } else {
                                                        local_26 = true;
                                                    }
                                                    bool l_667_ = local_26;
                                                    if (l_667_) {
                                                        l_mut_440_ = 1u;
                                                    } else {
                                                        bool _e1661 = l_mut_532_;
                                                        if (_e1661) {
                                                            bool _e1664 = l_mut_526_;
                                                            local_27 = _e1664;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_668_ = local_27;
                                                        if (l_668_) {
                                                            l_mut_440_ = 0u;
                                                        }
                                                    }
                                                    float _e1668 = l_mut_22_;
                                                    uint l_669_ = asuint(_e1668);
                                                    uint l_670_ = (l_669_ & 2147483647u);
                                                    bool l_671_ = (l_670_ == 0u);
                                                    if (l_671_) {
                                                        double l_672_ = (l_595_ + l_594_);
                                                        bool l_673_ = (l_672_ < 1.1754943508222875e-38L);
                                                        double l_674_ = (l_596_ - l_594_);
                                                        bool l_675_ = (l_674_ > -1.1754943508222875e-38L);
                                                        if (l_673_) {
                                                            local_28 = l_675_;
                                                        } else {
                                                            local_28 = false;
                                                        }
                                                        bool l_676_ = local_28;
                                                        double l_677_ = (l_595_ - l_594_);
                                                        bool l_678_ = (l_677_ < 1.1754943508222875e-38L);
                                                        double l_679_ = (l_596_ + l_594_);
                                                        bool l_680_ = (l_679_ > -1.1754943508222875e-38L);
                                                        if (l_678_) {
                                                            local_29 = l_680_;
                                                        } else {
                                                            local_29 = false;
                                                        }
                                                        bool l_681_ = local_29;
                                                        if (l_676_) {
                                                            l_mut_440_ = 0u;
                                                        } else {
                                                            uint _e1695 = l_mut_440_;
                                                            bool l_682_ = (_e1695 == 1u);
                                                            if (l_681_) {
                                                                local_30 = l_682_;
                                                            } else {
                                                                local_30 = false;
                                                            }
                                                            bool l_683_ = local_30;
                                                            if (l_683_) {
                                                                l_mut_440_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1703 = l_mut_440_;
                                                    l_mut_478_ = _e1703;
                                                }
                                                uint _e1704 = l_mut_478_;
                                                l_mut_424_ = _e1704;
                                            }
                                        } else {
                                            bool l_684_ = (l_406_ == 4u);
                                            if (l_684_) {
                                                double l_685_ = (l_415_ * l_420_);
                                                double l_686_ = (l_412_ + l_685_);
                                                double _e1709 = l_mut_35_;
                                                double l_687_ = abs(_e1709);
                                                l_mut_244_ = 1.401298464324817e-45L;
                                                bool l_688_ = (l_687_ >= 1.1754943508222875e-38L);
                                                bool l_689_ = (l_687_ <= 1.7976931348623157e308L);
                                                if (l_688_) {
                                                    local_31 = l_689_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_690_ = local_31;
                                                if (l_690_) {
                                                    uint64_t l_691_ = l_687_;
                                                    uint64_t l_692_ = (l_691_ >> uint(52uL));
                                                    uint64_t l_693_ = (l_692_ - 23uL);
                                                    uint64_t l_694_ = (l_693_ << uint(52uL));
                                                    double l_695_ = l_694_;
                                                    l_mut_244_ = l_695_;
                                                }
                                                double _e1732 = l_mut_244_;
                                                double l_696_ = (l_686_ * _e1732);
                                                l_mut_478_ = 2u;
                                                double _e1735 = l_mut_35_;
                                                double l_697_ = (_e1735 - l_422_);
                                                double l_698_ = abs(l_697_);
                                                l_mut_244_ = 1.401298464324817e-45L;
                                                bool l_699_ = (l_698_ >= 1.1754943508222875e-38L);
                                                bool l_700_ = (l_698_ <= 1.7976931348623157e308L);
                                                if (l_699_) {
                                                    local_32 = l_700_;
                                                } else {
                                                    local_32 = false;
                                                }
                                                bool l_701_ = local_32;
                                                if (l_701_) {
                                                    uint64_t l_702_ = l_698_;
                                                    uint64_t l_703_ = (l_702_ >> uint(52uL));
                                                    uint64_t l_704_ = (l_703_ - 23uL);
                                                    uint64_t l_705_ = (l_704_ << uint(52uL));
                                                    double l_706_ = l_705_;
                                                    l_mut_244_ = l_706_;
                                                }
                                                double _e1759 = l_mut_35_;
                                                double l_707_ = (_e1759 + l_422_);
                                                double l_708_ = abs(l_707_);
                                                l_mut_76_ = 1.401298464324817e-45L;
                                                bool l_709_ = (l_708_ >= 1.1754943508222875e-38L);
                                                bool l_710_ = (l_708_ <= 1.7976931348623157e308L);
                                                if (l_709_) {
                                                    local_33 = l_710_;
                                                } else {
                                                    local_33 = false;
                                                }
                                                bool l_711_ = local_33;
                                                if (l_711_) {
                                                    uint64_t l_712_ = l_708_;
                                                    uint64_t l_713_ = (l_712_ >> uint(52uL));
                                                    uint64_t l_714_ = (l_713_ - 23uL);
                                                    uint64_t l_715_ = (l_714_ << uint(52uL));
                                                    double l_716_ = l_715_;
                                                    l_mut_76_ = l_716_;
                                                }
                                                double _e1783 = l_mut_244_;
                                                double _e1784 = l_mut_76_;
                                                bool l_717_ = (_e1783 == _e1784);
                                                if (l_717_) {
                                                    double l_718_ = (l_696_ * 1.4551915228366852e-11L);
                                                    double l_719_ = (l_422_ + l_718_);
                                                    double _e1789 = l_mut_35_;
                                                    double l_720_ = (_e1789 - l_696_);
                                                    double _e1791 = l_mut_35_;
                                                    double l_721_ = (_e1791 + l_696_);
                                                    float _e1793 = l_mut_22_;
                                                    uint l_722_ = asuint(_e1793);
                                                    float _e1795 = l_mut_22_;
                                                    double l_723_ = double(_e1795);
                                                    l_mut_244_ = l_723_;
                                                    uint l_724_ = (l_722_ & 2139095040u);
                                                    bool l_725_ = (l_724_ == 0u);
                                                    if (l_725_) {
                                                        uint l_726_ = (l_722_ & 8388607u);
                                                        double l_727_ = double(l_726_);
                                                        double l_728_ = (l_727_ * 1.401298464324817e-45L);
                                                        l_mut_244_ = l_728_;
                                                        uint l_729_ = (l_722_ >> 31u);
                                                        bool l_730_ = (l_729_ == 1u);
                                                        if (l_730_) {
                                                            double _e1810 = l_mut_244_;
                                                            double l_731_ = -(_e1810);
                                                            l_mut_244_ = l_731_;
                                                        }
                                                    }
                                                    float _e1812 = l_mut_22_;
                                                    uint l_732_ = asuint(_e1812);
                                                    uint l_733_ = (l_732_ + 1u);
                                                    l_mut_440_ = l_733_;
                                                    uint l_734_ = (l_732_ & 2147483647u);
                                                    bool l_735_ = (l_734_ == 0u);
                                                    if (l_735_) {
                                                        l_mut_440_ = 1u;
                                                    } else {
                                                        uint l_736_ = (l_732_ & 2147483648u);
                                                        bool l_737_ = (l_736_ != 0u);
                                                        if (l_737_) {
                                                            uint l_738_ = (l_732_ - 1u);
                                                            l_mut_440_ = l_738_;
                                                        } else {
                                                            bool l_739_ = (l_732_ == 2139095040u);
                                                            if (l_739_) {
                                                                l_mut_440_ = l_732_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1829 = l_mut_440_;
                                                    float l_740_ = asfloat(_e1829);
                                                    uint l_741_ = asuint(l_740_);
                                                    double l_742_ = double(l_740_);
                                                    l_mut_76_ = l_742_;
                                                    uint l_743_ = (l_741_ & 2139095040u);
                                                    bool l_744_ = (l_743_ == 0u);
                                                    if (l_744_) {
                                                        uint l_745_ = (l_741_ & 8388607u);
                                                        double l_746_ = double(l_745_);
                                                        double l_747_ = (l_746_ * 1.401298464324817e-45L);
                                                        l_mut_76_ = l_747_;
                                                        uint l_748_ = (l_741_ >> 31u);
                                                        bool l_749_ = (l_748_ == 1u);
                                                        if (l_749_) {
                                                            double _e1846 = l_mut_76_;
                                                            double l_750_ = -(_e1846);
                                                            l_mut_76_ = l_750_;
                                                        }
                                                    }
                                                    float _e1848 = l_mut_22_;
                                                    uint l_751_ = asuint(_e1848);
                                                    uint l_752_ = (l_751_ ^ 2147483648u);
                                                    float l_753_ = asfloat(l_752_);
                                                    uint l_754_ = asuint(l_753_);
                                                    uint l_755_ = (l_754_ + 1u);
                                                    l_mut_440_ = l_755_;
                                                    uint l_756_ = (l_754_ & 2147483647u);
                                                    bool l_757_ = (l_756_ == 0u);
                                                    if (l_757_) {
                                                        l_mut_440_ = 1u;
                                                    } else {
                                                        uint l_758_ = (l_754_ & 2147483648u);
                                                        bool l_759_ = (l_758_ != 0u);
                                                        if (l_759_) {
                                                            uint l_760_ = (l_754_ - 1u);
                                                            l_mut_440_ = l_760_;
                                                        } else {
                                                            bool l_761_ = (l_754_ == 2139095040u);
                                                            if (l_761_) {
                                                                l_mut_440_ = l_754_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1869 = l_mut_440_;
                                                    float l_762_ = asfloat(_e1869);
                                                    uint l_763_ = asuint(l_762_);
                                                    uint l_764_ = (l_763_ ^ 2147483648u);
                                                    float l_765_ = asfloat(l_764_);
                                                    uint l_766_ = asuint(l_765_);
                                                    double l_767_ = double(l_765_);
                                                    l_mut_49_ = l_767_;
                                                    uint l_768_ = (l_766_ & 2139095040u);
                                                    bool l_769_ = (l_768_ == 0u);
                                                    if (l_769_) {
                                                        uint l_770_ = (l_766_ & 8388607u);
                                                        double l_771_ = double(l_770_);
                                                        double l_772_ = (l_771_ * 1.401298464324817e-45L);
                                                        l_mut_49_ = l_772_;
                                                        uint l_773_ = (l_766_ >> 31u);
                                                        bool l_774_ = (l_773_ == 1u);
                                                        if (l_774_) {
                                                            double _e1890 = l_mut_49_;
                                                            double l_775_ = -(_e1890);
                                                            l_mut_49_ = l_775_;
                                                        }
                                                    }
                                                    double l_776_ = (l_720_ + l_719_);
                                                    double _e1893 = l_mut_244_;
                                                    bool l_777_ = (l_776_ <= _e1893);
                                                    l_mut_532_ = l_777_;
                                                    double l_778_ = (l_720_ - l_719_);
                                                    double _e1896 = l_mut_244_;
                                                    bool l_779_ = (l_778_ > _e1896);
                                                    l_mut_529_ = l_779_;
                                                    double l_780_ = (l_721_ - l_719_);
                                                    double _e1899 = l_mut_244_;
                                                    bool l_781_ = (l_780_ >= _e1899);
                                                    l_mut_526_ = l_781_;
                                                    double l_782_ = (l_721_ + l_719_);
                                                    double _e1902 = l_mut_244_;
                                                    bool l_783_ = (l_782_ < _e1902);
                                                    l_mut_523_ = l_783_;
                                                    if (l_410_) {
                                                        double l_784_ = (l_720_ + l_719_);
                                                        double _e1905 = l_mut_76_;
                                                        bool l_785_ = (l_784_ < _e1905);
                                                        l_mut_532_ = l_785_;
                                                        double l_786_ = (l_720_ - l_719_);
                                                        double _e1908 = l_mut_76_;
                                                        bool l_787_ = (l_786_ >= _e1908);
                                                        l_mut_529_ = l_787_;
                                                        double l_788_ = (l_721_ - l_719_);
                                                        double _e1911 = l_mut_49_;
                                                        bool l_789_ = (l_788_ > _e1911);
                                                        l_mut_526_ = l_789_;
                                                        double l_790_ = (l_721_ + l_719_);
                                                        double _e1914 = l_mut_49_;
                                                        bool l_791_ = (l_790_ <= _e1914);
                                                        l_mut_523_ = l_791_;
                                                    }
                                                    l_mut_440_ = 2u;
                                                    bool _e1917 = l_mut_529_;
                                                    if (!(_e1917)) {
                                                        bool _e1921 = l_mut_523_;
                                                        local_34 = _e1921;
                                                    } else {
                                                        local_34 = true;
                                                    }
                                                    bool l_792_ = local_34;
                                                    if (l_792_) {
                                                        l_mut_440_ = 1u;
                                                    } else {
                                                        bool _e1925 = l_mut_532_;
                                                        if (_e1925) {
                                                            bool _e1928 = l_mut_526_;
                                                            local_35 = _e1928;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_793_ = local_35;
                                                        if (l_793_) {
                                                            l_mut_440_ = 0u;
                                                        }
                                                    }
                                                    float _e1932 = l_mut_22_;
                                                    uint l_794_ = asuint(_e1932);
                                                    uint l_795_ = (l_794_ & 2147483647u);
                                                    bool l_796_ = (l_795_ == 0u);
                                                    if (l_796_) {
                                                        double l_797_ = (l_720_ + l_719_);
                                                        bool l_798_ = (l_797_ < 1.1754943508222875e-38L);
                                                        double l_799_ = (l_721_ - l_719_);
                                                        bool l_800_ = (l_799_ > -1.1754943508222875e-38L);
                                                        if (l_798_) {
                                                            local_36 = l_800_;
                                                        } else {
                                                            local_36 = false;
                                                        }
                                                        bool l_801_ = local_36;
                                                        double l_802_ = (l_720_ - l_719_);
                                                        bool l_803_ = (l_802_ < 1.1754943508222875e-38L);
                                                        double l_804_ = (l_721_ + l_719_);
                                                        bool l_805_ = (l_804_ > -1.1754943508222875e-38L);
                                                        if (l_803_) {
                                                            local_37 = l_805_;
                                                        } else {
                                                            local_37 = false;
                                                        }
                                                        bool l_806_ = local_37;
                                                        if (l_801_) {
                                                            l_mut_440_ = 0u;
                                                        } else {
                                                            uint _e1959 = l_mut_440_;
                                                            bool l_807_ = (_e1959 == 1u);
                                                            if (l_806_) {
                                                                local_38 = l_807_;
                                                            } else {
                                                                local_38 = false;
                                                            }
                                                            bool l_808_ = local_38;
                                                            if (l_808_) {
                                                                l_mut_440_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1967 = l_mut_440_;
                                                    l_mut_478_ = _e1967;
                                                }
                                                uint _e1968 = l_mut_478_;
                                                l_mut_424_ = _e1968;
                                            } else {
                                                bool l_809_ = (l_406_ == 5u);
                                                if (l_809_) {
                                                    double l_810_ = (2.0L * l_419_);
                                                    double l_811_ = abs(l_810_);
                                                    double l_812_ = floor(l_811_);
                                                    double l_813_ = (3.0L + l_812_);
                                                    double _e1977 = l_mut_35_;
                                                    double l_814_ = abs(_e1977);
                                                    l_mut_244_ = 1.401298464324817e-45L;
                                                    bool l_815_ = (l_814_ >= 1.1754943508222875e-38L);
                                                    bool l_816_ = (l_814_ <= 1.7976931348623157e308L);
                                                    if (l_815_) {
                                                        local_39 = l_816_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_817_ = local_39;
                                                    if (l_817_) {
                                                        uint64_t l_818_ = l_814_;
                                                        uint64_t l_819_ = (l_818_ >> uint(52uL));
                                                        uint64_t l_820_ = (l_819_ - 23uL);
                                                        uint64_t l_821_ = (l_820_ << uint(52uL));
                                                        double l_822_ = l_821_;
                                                        l_mut_244_ = l_822_;
                                                    }
                                                    double _e2000 = l_mut_244_;
                                                    double l_823_ = (l_813_ * _e2000);
                                                    l_mut_478_ = 2u;
                                                    double _e2003 = l_mut_35_;
                                                    double l_824_ = (_e2003 - l_422_);
                                                    double l_825_ = abs(l_824_);
                                                    l_mut_244_ = 1.401298464324817e-45L;
                                                    bool l_826_ = (l_825_ >= 1.1754943508222875e-38L);
                                                    bool l_827_ = (l_825_ <= 1.7976931348623157e308L);
                                                    if (l_826_) {
                                                        local_40 = l_827_;
                                                    } else {
                                                        local_40 = false;
                                                    }
                                                    bool l_828_ = local_40;
                                                    if (l_828_) {
                                                        uint64_t l_829_ = l_825_;
                                                        uint64_t l_830_ = (l_829_ >> uint(52uL));
                                                        uint64_t l_831_ = (l_830_ - 23uL);
                                                        uint64_t l_832_ = (l_831_ << uint(52uL));
                                                        double l_833_ = l_832_;
                                                        l_mut_244_ = l_833_;
                                                    }
                                                    double _e2027 = l_mut_35_;
                                                    double l_834_ = (_e2027 + l_422_);
                                                    double l_835_ = abs(l_834_);
                                                    l_mut_76_ = 1.401298464324817e-45L;
                                                    bool l_836_ = (l_835_ >= 1.1754943508222875e-38L);
                                                    bool l_837_ = (l_835_ <= 1.7976931348623157e308L);
                                                    if (l_836_) {
                                                        local_41 = l_837_;
                                                    } else {
                                                        local_41 = false;
                                                    }
                                                    bool l_838_ = local_41;
                                                    if (l_838_) {
                                                        uint64_t l_839_ = l_835_;
                                                        uint64_t l_840_ = (l_839_ >> uint(52uL));
                                                        uint64_t l_841_ = (l_840_ - 23uL);
                                                        uint64_t l_842_ = (l_841_ << uint(52uL));
                                                        double l_843_ = l_842_;
                                                        l_mut_76_ = l_843_;
                                                    }
                                                    double _e2051 = l_mut_244_;
                                                    double _e2052 = l_mut_76_;
                                                    bool l_844_ = (_e2051 == _e2052);
                                                    if (l_844_) {
                                                        double l_845_ = (l_823_ * 1.4551915228366852e-11L);
                                                        double l_846_ = (l_422_ + l_845_);
                                                        double _e2057 = l_mut_35_;
                                                        double l_847_ = (_e2057 - l_823_);
                                                        double _e2059 = l_mut_35_;
                                                        double l_848_ = (_e2059 + l_823_);
                                                        float _e2061 = l_mut_22_;
                                                        uint l_849_ = asuint(_e2061);
                                                        float _e2063 = l_mut_22_;
                                                        double l_850_ = double(_e2063);
                                                        l_mut_244_ = l_850_;
                                                        uint l_851_ = (l_849_ & 2139095040u);
                                                        bool l_852_ = (l_851_ == 0u);
                                                        if (l_852_) {
                                                            uint l_853_ = (l_849_ & 8388607u);
                                                            double l_854_ = double(l_853_);
                                                            double l_855_ = (l_854_ * 1.401298464324817e-45L);
                                                            l_mut_244_ = l_855_;
                                                            uint l_856_ = (l_849_ >> 31u);
                                                            bool l_857_ = (l_856_ == 1u);
                                                            if (l_857_) {
                                                                double _e2078 = l_mut_244_;
                                                                double l_858_ = -(_e2078);
                                                                l_mut_244_ = l_858_;
                                                            }
                                                        }
                                                        float _e2080 = l_mut_22_;
                                                        uint l_859_ = asuint(_e2080);
                                                        uint l_860_ = (l_859_ + 1u);
                                                        l_mut_440_ = l_860_;
                                                        uint l_861_ = (l_859_ & 2147483647u);
                                                        bool l_862_ = (l_861_ == 0u);
                                                        if (l_862_) {
                                                            l_mut_440_ = 1u;
                                                        } else {
                                                            uint l_863_ = (l_859_ & 2147483648u);
                                                            bool l_864_ = (l_863_ != 0u);
                                                            if (l_864_) {
                                                                uint l_865_ = (l_859_ - 1u);
                                                                l_mut_440_ = l_865_;
                                                            } else {
                                                                bool l_866_ = (l_859_ == 2139095040u);
                                                                if (l_866_) {
                                                                    l_mut_440_ = l_859_;
                                                                }
                                                            }
                                                        }
                                                        uint _e2097 = l_mut_440_;
                                                        float l_867_ = asfloat(_e2097);
                                                        uint l_868_ = asuint(l_867_);
                                                        double l_869_ = double(l_867_);
                                                        l_mut_76_ = l_869_;
                                                        uint l_870_ = (l_868_ & 2139095040u);
                                                        bool l_871_ = (l_870_ == 0u);
                                                        if (l_871_) {
                                                            uint l_872_ = (l_868_ & 8388607u);
                                                            double l_873_ = double(l_872_);
                                                            double l_874_ = (l_873_ * 1.401298464324817e-45L);
                                                            l_mut_76_ = l_874_;
                                                            uint l_875_ = (l_868_ >> 31u);
                                                            bool l_876_ = (l_875_ == 1u);
                                                            if (l_876_) {
                                                                double _e2114 = l_mut_76_;
                                                                double l_877_ = -(_e2114);
                                                                l_mut_76_ = l_877_;
                                                            }
                                                        }
                                                        float _e2116 = l_mut_22_;
                                                        uint l_878_ = asuint(_e2116);
                                                        uint l_879_ = (l_878_ ^ 2147483648u);
                                                        float l_880_ = asfloat(l_879_);
                                                        uint l_881_ = asuint(l_880_);
                                                        uint l_882_ = (l_881_ + 1u);
                                                        l_mut_440_ = l_882_;
                                                        uint l_883_ = (l_881_ & 2147483647u);
                                                        bool l_884_ = (l_883_ == 0u);
                                                        if (l_884_) {
                                                            l_mut_440_ = 1u;
                                                        } else {
                                                            uint l_885_ = (l_881_ & 2147483648u);
                                                            bool l_886_ = (l_885_ != 0u);
                                                            if (l_886_) {
                                                                uint l_887_ = (l_881_ - 1u);
                                                                l_mut_440_ = l_887_;
                                                            } else {
                                                                bool l_888_ = (l_881_ == 2139095040u);
                                                                if (l_888_) {
                                                                    l_mut_440_ = l_881_;
                                                                }
                                                            }
                                                        }
                                                        uint _e2137 = l_mut_440_;
                                                        float l_889_ = asfloat(_e2137);
                                                        uint l_890_ = asuint(l_889_);
                                                        uint l_891_ = (l_890_ ^ 2147483648u);
                                                        float l_892_ = asfloat(l_891_);
                                                        uint l_893_ = asuint(l_892_);
                                                        double l_894_ = double(l_892_);
                                                        l_mut_49_ = l_894_;
                                                        uint l_895_ = (l_893_ & 2139095040u);
                                                        bool l_896_ = (l_895_ == 0u);
                                                        if (l_896_) {
                                                            uint l_897_ = (l_893_ & 8388607u);
                                                            double l_898_ = double(l_897_);
                                                            double l_899_ = (l_898_ * 1.401298464324817e-45L);
                                                            l_mut_49_ = l_899_;
                                                            uint l_900_ = (l_893_ >> 31u);
                                                            bool l_901_ = (l_900_ == 1u);
                                                            if (l_901_) {
                                                                double _e2158 = l_mut_49_;
                                                                double l_902_ = -(_e2158);
                                                                l_mut_49_ = l_902_;
                                                            }
                                                        }
                                                        double l_903_ = (l_847_ + l_846_);
                                                        double _e2161 = l_mut_244_;
                                                        bool l_904_ = (l_903_ <= _e2161);
                                                        l_mut_532_ = l_904_;
                                                        double l_905_ = (l_847_ - l_846_);
                                                        double _e2164 = l_mut_244_;
                                                        bool l_906_ = (l_905_ > _e2164);
                                                        l_mut_529_ = l_906_;
                                                        double l_907_ = (l_848_ - l_846_);
                                                        double _e2167 = l_mut_244_;
                                                        bool l_908_ = (l_907_ >= _e2167);
                                                        l_mut_526_ = l_908_;
                                                        double l_909_ = (l_848_ + l_846_);
                                                        double _e2170 = l_mut_244_;
                                                        bool l_910_ = (l_909_ < _e2170);
                                                        l_mut_523_ = l_910_;
                                                        if (l_410_) {
                                                            double l_911_ = (l_847_ + l_846_);
                                                            double _e2173 = l_mut_76_;
                                                            bool l_912_ = (l_911_ < _e2173);
                                                            l_mut_532_ = l_912_;
                                                            double l_913_ = (l_847_ - l_846_);
                                                            double _e2176 = l_mut_76_;
                                                            bool l_914_ = (l_913_ >= _e2176);
                                                            l_mut_529_ = l_914_;
                                                            double l_915_ = (l_848_ - l_846_);
                                                            double _e2179 = l_mut_49_;
                                                            bool l_916_ = (l_915_ > _e2179);
                                                            l_mut_526_ = l_916_;
                                                            double l_917_ = (l_848_ + l_846_);
                                                            double _e2182 = l_mut_49_;
                                                            bool l_918_ = (l_917_ <= _e2182);
                                                            l_mut_523_ = l_918_;
                                                        }
                                                        l_mut_440_ = 2u;
                                                        bool _e2185 = l_mut_529_;
                                                        if (!(_e2185)) {
                                                            bool _e2189 = l_mut_523_;
                                                            local_42 = _e2189;
                                                        } else {
                                                            local_42 = true;
                                                        }
                                                        bool l_919_ = local_42;
                                                        if (l_919_) {
                                                            l_mut_440_ = 1u;
                                                        } else {
                                                            bool _e2193 = l_mut_532_;
                                                            if (_e2193) {
                                                                bool _e2196 = l_mut_526_;
                                                                local_43 = _e2196;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_920_ = local_43;
                                                            if (l_920_) {
                                                                l_mut_440_ = 0u;
                                                            }
                                                        }
                                                        float _e2200 = l_mut_22_;
                                                        uint l_921_ = asuint(_e2200);
                                                        uint l_922_ = (l_921_ & 2147483647u);
                                                        bool l_923_ = (l_922_ == 0u);
                                                        if (l_923_) {
                                                            double l_924_ = (l_847_ + l_846_);
                                                            bool l_925_ = (l_924_ < 1.1754943508222875e-38L);
                                                            double l_926_ = (l_848_ - l_846_);
                                                            bool l_927_ = (l_926_ > -1.1754943508222875e-38L);
                                                            if (l_925_) {
                                                                local_44 = l_927_;
                                                            } else {
                                                                local_44 = false;
                                                            }
                                                            bool l_928_ = local_44;
                                                            double l_929_ = (l_847_ - l_846_);
                                                            bool l_930_ = (l_929_ < 1.1754943508222875e-38L);
                                                            double l_931_ = (l_848_ + l_846_);
                                                            bool l_932_ = (l_931_ > -1.1754943508222875e-38L);
                                                            if (l_930_) {
                                                                local_45 = l_932_;
                                                            } else {
                                                                local_45 = false;
                                                            }
                                                            bool l_933_ = local_45;
                                                            if (l_928_) {
                                                                l_mut_440_ = 0u;
                                                            } else {
                                                                uint _e2227 = l_mut_440_;
                                                                bool l_934_ = (_e2227 == 1u);
                                                                if (l_933_) {
                                                                    local_46 = l_934_;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_935_ = local_46;
                                                                if (l_935_) {
                                                                    l_mut_440_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e2235 = l_mut_440_;
                                                        l_mut_478_ = _e2235;
                                                    }
                                                    uint _e2236 = l_mut_478_;
                                                    l_mut_424_ = _e2236;
                                                } else {
                                                    bool l_936_ = (l_406_ == 6u);
                                                    if (l_936_) {
                                                        l_mut_424_ = 0u;
                                                        bool l_937_ = (l_420_ <= l_415_);
                                                        if (l_937_) {
                                                            double l_938_ = (l_412_ * 1.4551915228366852e-11L);
                                                            double l_939_ = (l_422_ + l_938_);
                                                            double _e2244 = l_mut_35_;
                                                            double l_940_ = (_e2244 - l_412_);
                                                            double _e2246 = l_mut_35_;
                                                            double l_941_ = (_e2246 + l_412_);
                                                            float _e2248 = l_mut_22_;
                                                            uint l_942_ = asuint(_e2248);
                                                            float _e2250 = l_mut_22_;
                                                            double l_943_ = double(_e2250);
                                                            l_mut_244_ = l_943_;
                                                            uint l_944_ = (l_942_ & 2139095040u);
                                                            bool l_945_ = (l_944_ == 0u);
                                                            if (l_945_) {
                                                                uint l_946_ = (l_942_ & 8388607u);
                                                                double l_947_ = double(l_946_);
                                                                double l_948_ = (l_947_ * 1.401298464324817e-45L);
                                                                l_mut_244_ = l_948_;
                                                                uint l_949_ = (l_942_ >> 31u);
                                                                bool l_950_ = (l_949_ == 1u);
                                                                if (l_950_) {
                                                                    double _e2265 = l_mut_244_;
                                                                    double l_951_ = -(_e2265);
                                                                    l_mut_244_ = l_951_;
                                                                }
                                                            }
                                                            float _e2267 = l_mut_22_;
                                                            uint l_952_ = asuint(_e2267);
                                                            uint l_953_ = (l_952_ + 1u);
                                                            l_mut_478_ = l_953_;
                                                            uint l_954_ = (l_952_ & 2147483647u);
                                                            bool l_955_ = (l_954_ == 0u);
                                                            if (l_955_) {
                                                                l_mut_478_ = 1u;
                                                            } else {
                                                                uint l_956_ = (l_952_ & 2147483648u);
                                                                bool l_957_ = (l_956_ != 0u);
                                                                if (l_957_) {
                                                                    uint l_958_ = (l_952_ - 1u);
                                                                    l_mut_478_ = l_958_;
                                                                } else {
                                                                    bool l_959_ = (l_952_ == 2139095040u);
                                                                    if (l_959_) {
                                                                        l_mut_478_ = l_952_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2284 = l_mut_478_;
                                                            float l_960_ = asfloat(_e2284);
                                                            uint l_961_ = asuint(l_960_);
                                                            double l_962_ = double(l_960_);
                                                            l_mut_76_ = l_962_;
                                                            uint l_963_ = (l_961_ & 2139095040u);
                                                            bool l_964_ = (l_963_ == 0u);
                                                            if (l_964_) {
                                                                uint l_965_ = (l_961_ & 8388607u);
                                                                double l_966_ = double(l_965_);
                                                                double l_967_ = (l_966_ * 1.401298464324817e-45L);
                                                                l_mut_76_ = l_967_;
                                                                uint l_968_ = (l_961_ >> 31u);
                                                                bool l_969_ = (l_968_ == 1u);
                                                                if (l_969_) {
                                                                    double _e2301 = l_mut_76_;
                                                                    double l_970_ = -(_e2301);
                                                                    l_mut_76_ = l_970_;
                                                                }
                                                            }
                                                            float _e2303 = l_mut_22_;
                                                            uint l_971_ = asuint(_e2303);
                                                            uint l_972_ = (l_971_ ^ 2147483648u);
                                                            float l_973_ = asfloat(l_972_);
                                                            uint l_974_ = asuint(l_973_);
                                                            uint l_975_ = (l_974_ + 1u);
                                                            l_mut_478_ = l_975_;
                                                            uint l_976_ = (l_974_ & 2147483647u);
                                                            bool l_977_ = (l_976_ == 0u);
                                                            if (l_977_) {
                                                                l_mut_478_ = 1u;
                                                            } else {
                                                                uint l_978_ = (l_974_ & 2147483648u);
                                                                bool l_979_ = (l_978_ != 0u);
                                                                if (l_979_) {
                                                                    uint l_980_ = (l_974_ - 1u);
                                                                    l_mut_478_ = l_980_;
                                                                } else {
                                                                    bool l_981_ = (l_974_ == 2139095040u);
                                                                    if (l_981_) {
                                                                        l_mut_478_ = l_974_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2324 = l_mut_478_;
                                                            float l_982_ = asfloat(_e2324);
                                                            uint l_983_ = asuint(l_982_);
                                                            uint l_984_ = (l_983_ ^ 2147483648u);
                                                            float l_985_ = asfloat(l_984_);
                                                            uint l_986_ = asuint(l_985_);
                                                            double l_987_ = double(l_985_);
                                                            l_mut_49_ = l_987_;
                                                            uint l_988_ = (l_986_ & 2139095040u);
                                                            bool l_989_ = (l_988_ == 0u);
                                                            if (l_989_) {
                                                                uint l_990_ = (l_986_ & 8388607u);
                                                                double l_991_ = double(l_990_);
                                                                double l_992_ = (l_991_ * 1.401298464324817e-45L);
                                                                l_mut_49_ = l_992_;
                                                                uint l_993_ = (l_986_ >> 31u);
                                                                bool l_994_ = (l_993_ == 1u);
                                                                if (l_994_) {
                                                                    double _e2345 = l_mut_49_;
                                                                    double l_995_ = -(_e2345);
                                                                    l_mut_49_ = l_995_;
                                                                }
                                                            }
                                                            double l_996_ = (l_940_ + l_939_);
                                                            double _e2348 = l_mut_244_;
                                                            bool l_997_ = (l_996_ <= _e2348);
                                                            l_mut_532_ = l_997_;
                                                            double l_998_ = (l_940_ - l_939_);
                                                            double _e2351 = l_mut_244_;
                                                            bool l_999_ = (l_998_ > _e2351);
                                                            l_mut_529_ = l_999_;
                                                            double l_1000_ = (l_941_ - l_939_);
                                                            double _e2354 = l_mut_244_;
                                                            bool l_1001_ = (l_1000_ >= _e2354);
                                                            l_mut_526_ = l_1001_;
                                                            double l_1002_ = (l_941_ + l_939_);
                                                            double _e2357 = l_mut_244_;
                                                            bool l_1003_ = (l_1002_ < _e2357);
                                                            l_mut_523_ = l_1003_;
                                                            if (l_410_) {
                                                                double l_1004_ = (l_940_ + l_939_);
                                                                double _e2360 = l_mut_76_;
                                                                bool l_1005_ = (l_1004_ < _e2360);
                                                                l_mut_532_ = l_1005_;
                                                                double l_1006_ = (l_940_ - l_939_);
                                                                double _e2363 = l_mut_76_;
                                                                bool l_1007_ = (l_1006_ >= _e2363);
                                                                l_mut_529_ = l_1007_;
                                                                double l_1008_ = (l_941_ - l_939_);
                                                                double _e2366 = l_mut_49_;
                                                                bool l_1009_ = (l_1008_ > _e2366);
                                                                l_mut_526_ = l_1009_;
                                                                double l_1010_ = (l_941_ + l_939_);
                                                                double _e2369 = l_mut_49_;
                                                                bool l_1011_ = (l_1010_ <= _e2369);
                                                                l_mut_523_ = l_1011_;
                                                            }
                                                            l_mut_478_ = 2u;
                                                            bool _e2372 = l_mut_529_;
                                                            if (!(_e2372)) {
                                                                bool _e2376 = l_mut_523_;
                                                                local_47 = _e2376;
                                                            } else {
                                                                local_47 = true;
                                                            }
                                                            bool l_1012_ = local_47;
                                                            if (l_1012_) {
                                                                l_mut_478_ = 1u;
                                                            } else {
                                                                bool _e2380 = l_mut_532_;
                                                                if (_e2380) {
                                                                    bool _e2383 = l_mut_526_;
                                                                    local_48 = _e2383;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_1013_ = local_48;
                                                                if (l_1013_) {
                                                                    l_mut_478_ = 0u;
                                                                }
                                                            }
                                                            float _e2387 = l_mut_22_;
                                                            uint l_1014_ = asuint(_e2387);
                                                            uint l_1015_ = (l_1014_ & 2147483647u);
                                                            bool l_1016_ = (l_1015_ == 0u);
                                                            if (l_1016_) {
                                                                double l_1017_ = (l_940_ + l_939_);
                                                                bool l_1018_ = (l_1017_ < 1.1754943508222875e-38L);
                                                                double l_1019_ = (l_941_ - l_939_);
                                                                bool l_1020_ = (l_1019_ > -1.1754943508222875e-38L);
                                                                if (l_1018_) {
                                                                    local_49 = l_1020_;
                                                                } else {
                                                                    local_49 = false;
                                                                }
                                                                bool l_1021_ = local_49;
                                                                double l_1022_ = (l_940_ - l_939_);
                                                                bool l_1023_ = (l_1022_ < 1.1754943508222875e-38L);
                                                                double l_1024_ = (l_941_ + l_939_);
                                                                bool l_1025_ = (l_1024_ > -1.1754943508222875e-38L);
                                                                if (l_1023_) {
                                                                    local_50 = l_1025_;
                                                                } else {
                                                                    local_50 = false;
                                                                }
                                                                bool l_1026_ = local_50;
                                                                if (l_1021_) {
                                                                    l_mut_478_ = 0u;
                                                                } else {
                                                                    uint _e2414 = l_mut_478_;
                                                                    bool l_1027_ = (_e2414 == 1u);
                                                                    if (l_1026_) {
                                                                        local_51 = l_1027_;
                                                                    } else {
                                                                        local_51 = false;
                                                                    }
                                                                    bool l_1028_ = local_51;
                                                                    if (l_1028_) {
                                                                        l_mut_478_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2422 = l_mut_478_;
                                                            l_mut_424_ = _e2422;
                                                        }
                                                    } else {
                                                        bool l_1029_ = (l_406_ == 7u);
                                                        if (l_1029_) {
                                                            double _e2425 = l_mut_35_;
                                                            double l_1030_ = abs(_e2425);
                                                            double l_1031_ = (l_412_ * l_1030_);
                                                            l_mut_244_ = l_1031_;
                                                            double _e2428 = l_mut_35_;
                                                            double l_1032_ = abs(_e2428);
                                                            l_mut_76_ = 1.401298464324817e-45L;
                                                            bool l_1033_ = (l_1032_ >= 1.1754943508222875e-38L);
                                                            bool l_1034_ = (l_1032_ <= 1.7976931348623157e308L);
                                                            if (l_1033_) {
                                                                local_52 = l_1034_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_1035_ = local_52;
                                                            if (l_1035_) {
                                                                uint64_t l_1036_ = l_1032_;
                                                                uint64_t l_1037_ = (l_1036_ >> uint(52uL));
                                                                uint64_t l_1038_ = (l_1037_ - 23uL);
                                                                uint64_t l_1039_ = (l_1038_ << uint(52uL));
                                                                double l_1040_ = l_1039_;
                                                                l_mut_76_ = l_1040_;
                                                            }
                                                            double _e2452 = l_mut_76_;
                                                            double l_1041_ = (0.5L * _e2452);
                                                            double _e2454 = l_mut_244_;
                                                            bool l_1042_ = (l_1041_ > _e2454);
                                                            if (l_1042_) {
                                                                l_mut_244_ = l_1041_;
                                                            }
                                                            double _e2456 = l_mut_35_;
                                                            double l_1043_ = (_e2456 - l_422_);
                                                            double l_1044_ = abs(l_1043_);
                                                            l_mut_76_ = 1.401298464324817e-45L;
                                                            bool l_1045_ = (l_1044_ >= 1.1754943508222875e-38L);
                                                            bool l_1046_ = (l_1044_ <= 1.7976931348623157e308L);
                                                            if (l_1045_) {
                                                                local_53 = l_1046_;
                                                            } else {
                                                                local_53 = false;
                                                            }
                                                            bool l_1047_ = local_53;
                                                            if (l_1047_) {
                                                                uint64_t l_1048_ = l_1044_;
                                                                uint64_t l_1049_ = (l_1048_ >> uint(52uL));
                                                                uint64_t l_1050_ = (l_1049_ - 23uL);
                                                                uint64_t l_1051_ = (l_1050_ << uint(52uL));
                                                                double l_1052_ = l_1051_;
                                                                l_mut_76_ = l_1052_;
                                                            }
                                                            double _e2480 = l_mut_35_;
                                                            double l_1053_ = (_e2480 + l_422_);
                                                            double l_1054_ = abs(l_1053_);
                                                            l_mut_49_ = 1.401298464324817e-45L;
                                                            bool l_1055_ = (l_1054_ >= 1.1754943508222875e-38L);
                                                            bool l_1056_ = (l_1054_ <= 1.7976931348623157e308L);
                                                            if (l_1055_) {
                                                                local_54 = l_1056_;
                                                            } else {
                                                                local_54 = false;
                                                            }
                                                            bool l_1057_ = local_54;
                                                            if (l_1057_) {
                                                                uint64_t l_1058_ = l_1054_;
                                                                uint64_t l_1059_ = (l_1058_ >> uint(52uL));
                                                                uint64_t l_1060_ = (l_1059_ - 23uL);
                                                                uint64_t l_1061_ = (l_1060_ << uint(52uL));
                                                                double l_1062_ = l_1061_;
                                                                l_mut_49_ = l_1062_;
                                                            }
                                                            double _e2504 = l_mut_76_;
                                                            double _e2505 = l_mut_49_;
                                                            bool l_1063_ = (_e2504 == _e2505);
                                                            if (l_1063_) {
                                                                double l_1064_ = (l_412_ * l_422_);
                                                                double l_1065_ = (l_422_ + l_1064_);
                                                                double _e2509 = l_mut_244_;
                                                                double l_1066_ = (_e2509 * 1.4551915228366852e-11L);
                                                                double l_1067_ = (l_1065_ + l_1066_);
                                                                double _e2513 = l_mut_35_;
                                                                double _e2514 = l_mut_244_;
                                                                double l_1068_ = (_e2513 - _e2514);
                                                                double _e2516 = l_mut_35_;
                                                                double _e2517 = l_mut_244_;
                                                                double l_1069_ = (_e2516 + _e2517);
                                                                float _e2519 = l_mut_22_;
                                                                uint l_1070_ = asuint(_e2519);
                                                                float _e2521 = l_mut_22_;
                                                                double l_1071_ = double(_e2521);
                                                                l_mut_244_ = l_1071_;
                                                                uint l_1072_ = (l_1070_ & 2139095040u);
                                                                bool l_1073_ = (l_1072_ == 0u);
                                                                if (l_1073_) {
                                                                    uint l_1074_ = (l_1070_ & 8388607u);
                                                                    double l_1075_ = double(l_1074_);
                                                                    double l_1076_ = (l_1075_ * 1.401298464324817e-45L);
                                                                    l_mut_244_ = l_1076_;
                                                                    uint l_1077_ = (l_1070_ >> 31u);
                                                                    bool l_1078_ = (l_1077_ == 1u);
                                                                    if (l_1078_) {
                                                                        double _e2536 = l_mut_244_;
                                                                        double l_1079_ = -(_e2536);
                                                                        l_mut_244_ = l_1079_;
                                                                    }
                                                                }
                                                                float _e2538 = l_mut_22_;
                                                                uint l_1080_ = asuint(_e2538);
                                                                uint l_1081_ = (l_1080_ + 1u);
                                                                l_mut_478_ = l_1081_;
                                                                uint l_1082_ = (l_1080_ & 2147483647u);
                                                                bool l_1083_ = (l_1082_ == 0u);
                                                                if (l_1083_) {
                                                                    l_mut_478_ = 1u;
                                                                } else {
                                                                    uint l_1084_ = (l_1080_ & 2147483648u);
                                                                    bool l_1085_ = (l_1084_ != 0u);
                                                                    if (l_1085_) {
                                                                        uint l_1086_ = (l_1080_ - 1u);
                                                                        l_mut_478_ = l_1086_;
                                                                    } else {
                                                                        bool l_1087_ = (l_1080_ == 2139095040u);
                                                                        if (l_1087_) {
                                                                            l_mut_478_ = l_1080_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2555 = l_mut_478_;
                                                                float l_1088_ = asfloat(_e2555);
                                                                uint l_1089_ = asuint(l_1088_);
                                                                double l_1090_ = double(l_1088_);
                                                                l_mut_76_ = l_1090_;
                                                                uint l_1091_ = (l_1089_ & 2139095040u);
                                                                bool l_1092_ = (l_1091_ == 0u);
                                                                if (l_1092_) {
                                                                    uint l_1093_ = (l_1089_ & 8388607u);
                                                                    double l_1094_ = double(l_1093_);
                                                                    double l_1095_ = (l_1094_ * 1.401298464324817e-45L);
                                                                    l_mut_76_ = l_1095_;
                                                                    uint l_1096_ = (l_1089_ >> 31u);
                                                                    bool l_1097_ = (l_1096_ == 1u);
                                                                    if (l_1097_) {
                                                                        double _e2572 = l_mut_76_;
                                                                        double l_1098_ = -(_e2572);
                                                                        l_mut_76_ = l_1098_;
                                                                    }
                                                                }
                                                                float _e2574 = l_mut_22_;
                                                                uint l_1099_ = asuint(_e2574);
                                                                uint l_1100_ = (l_1099_ ^ 2147483648u);
                                                                float l_1101_ = asfloat(l_1100_);
                                                                uint l_1102_ = asuint(l_1101_);
                                                                uint l_1103_ = (l_1102_ + 1u);
                                                                l_mut_478_ = l_1103_;
                                                                uint l_1104_ = (l_1102_ & 2147483647u);
                                                                bool l_1105_ = (l_1104_ == 0u);
                                                                if (l_1105_) {
                                                                    l_mut_478_ = 1u;
                                                                } else {
                                                                    uint l_1106_ = (l_1102_ & 2147483648u);
                                                                    bool l_1107_ = (l_1106_ != 0u);
                                                                    if (l_1107_) {
                                                                        uint l_1108_ = (l_1102_ - 1u);
                                                                        l_mut_478_ = l_1108_;
                                                                    } else {
                                                                        bool l_1109_ = (l_1102_ == 2139095040u);
                                                                        if (l_1109_) {
                                                                            l_mut_478_ = l_1102_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2595 = l_mut_478_;
                                                                float l_1110_ = asfloat(_e2595);
                                                                uint l_1111_ = asuint(l_1110_);
                                                                uint l_1112_ = (l_1111_ ^ 2147483648u);
                                                                float l_1113_ = asfloat(l_1112_);
                                                                uint l_1114_ = asuint(l_1113_);
                                                                double l_1115_ = double(l_1113_);
                                                                l_mut_49_ = l_1115_;
                                                                uint l_1116_ = (l_1114_ & 2139095040u);
                                                                bool l_1117_ = (l_1116_ == 0u);
                                                                if (l_1117_) {
                                                                    uint l_1118_ = (l_1114_ & 8388607u);
                                                                    double l_1119_ = double(l_1118_);
                                                                    double l_1120_ = (l_1119_ * 1.401298464324817e-45L);
                                                                    l_mut_49_ = l_1120_;
                                                                    uint l_1121_ = (l_1114_ >> 31u);
                                                                    bool l_1122_ = (l_1121_ == 1u);
                                                                    if (l_1122_) {
                                                                        double _e2616 = l_mut_49_;
                                                                        double l_1123_ = -(_e2616);
                                                                        l_mut_49_ = l_1123_;
                                                                    }
                                                                }
                                                                double l_1124_ = (l_1068_ + l_1067_);
                                                                double _e2619 = l_mut_244_;
                                                                bool l_1125_ = (l_1124_ <= _e2619);
                                                                l_mut_532_ = l_1125_;
                                                                double l_1126_ = (l_1068_ - l_1067_);
                                                                double _e2622 = l_mut_244_;
                                                                bool l_1127_ = (l_1126_ > _e2622);
                                                                l_mut_529_ = l_1127_;
                                                                double l_1128_ = (l_1069_ - l_1067_);
                                                                double _e2625 = l_mut_244_;
                                                                bool l_1129_ = (l_1128_ >= _e2625);
                                                                l_mut_526_ = l_1129_;
                                                                double l_1130_ = (l_1069_ + l_1067_);
                                                                double _e2628 = l_mut_244_;
                                                                bool l_1131_ = (l_1130_ < _e2628);
                                                                l_mut_523_ = l_1131_;
                                                                if (l_410_) {
                                                                    double l_1132_ = (l_1068_ + l_1067_);
                                                                    double _e2631 = l_mut_76_;
                                                                    bool l_1133_ = (l_1132_ < _e2631);
                                                                    l_mut_532_ = l_1133_;
                                                                    double l_1134_ = (l_1068_ - l_1067_);
                                                                    double _e2634 = l_mut_76_;
                                                                    bool l_1135_ = (l_1134_ >= _e2634);
                                                                    l_mut_529_ = l_1135_;
                                                                    double l_1136_ = (l_1069_ - l_1067_);
                                                                    double _e2637 = l_mut_49_;
                                                                    bool l_1137_ = (l_1136_ > _e2637);
                                                                    l_mut_526_ = l_1137_;
                                                                    double l_1138_ = (l_1069_ + l_1067_);
                                                                    double _e2640 = l_mut_49_;
                                                                    bool l_1139_ = (l_1138_ <= _e2640);
                                                                    l_mut_523_ = l_1139_;
                                                                }
                                                                l_mut_478_ = 2u;
                                                                bool _e2643 = l_mut_529_;
                                                                if (!(_e2643)) {
                                                                    bool _e2647 = l_mut_523_;
                                                                    local_55 = _e2647;
                                                                } else {
                                                                    local_55 = true;
                                                                }
                                                                bool l_1140_ = local_55;
                                                                if (l_1140_) {
                                                                    l_mut_478_ = 1u;
                                                                } else {
                                                                    bool _e2651 = l_mut_532_;
                                                                    if (_e2651) {
                                                                        bool _e2654 = l_mut_526_;
                                                                        local_56 = _e2654;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_1141_ = local_56;
                                                                    if (l_1141_) {
                                                                        l_mut_478_ = 0u;
                                                                    }
                                                                }
                                                                float _e2658 = l_mut_22_;
                                                                uint l_1142_ = asuint(_e2658);
                                                                uint l_1143_ = (l_1142_ & 2147483647u);
                                                                bool l_1144_ = (l_1143_ == 0u);
                                                                if (l_1144_) {
                                                                    double l_1145_ = (l_1068_ + l_1067_);
                                                                    bool l_1146_ = (l_1145_ < 1.1754943508222875e-38L);
                                                                    double l_1147_ = (l_1069_ - l_1067_);
                                                                    bool l_1148_ = (l_1147_ > -1.1754943508222875e-38L);
                                                                    if (l_1146_) {
                                                                        local_57 = l_1148_;
                                                                    } else {
                                                                        local_57 = false;
                                                                    }
                                                                    bool l_1149_ = local_57;
                                                                    double l_1150_ = (l_1068_ - l_1067_);
                                                                    bool l_1151_ = (l_1150_ < 1.1754943508222875e-38L);
                                                                    double l_1152_ = (l_1069_ + l_1067_);
                                                                    bool l_1153_ = (l_1152_ > -1.1754943508222875e-38L);
                                                                    if (l_1151_) {
                                                                        local_58 = l_1153_;
                                                                    } else {
                                                                        local_58 = false;
                                                                    }
                                                                    bool l_1154_ = local_58;
                                                                    if (l_1149_) {
                                                                        l_mut_478_ = 0u;
                                                                    } else {
                                                                        uint _e2685 = l_mut_478_;
                                                                        bool l_1155_ = (_e2685 == 1u);
                                                                        if (l_1154_) {
                                                                            local_59 = l_1155_;
                                                                        } else {
                                                                            local_59 = false;
                                                                        }
                                                                        bool l_1156_ = local_59;
                                                                        if (l_1156_) {
                                                                            l_mut_478_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2693 = l_mut_478_;
                                                                l_mut_424_ = _e2693;
                                                            }
                                                        } else {
                                                            bool l_1157_ = (l_406_ == 8u);
                                                            if (l_1157_) {
                                                                bool l_1158_ = (l_419_ >= 0.5L);
                                                                bool l_1159_ = (l_419_ <= 2.0L);
                                                                if (l_1158_) {
                                                                    local_60 = l_1159_;
                                                                } else {
                                                                    local_60 = false;
                                                                }
                                                                bool l_1160_ = local_60;
                                                                if (l_1160_) {
                                                                    double l_1161_ = (l_412_ * 1.4551915228366852e-11L);
                                                                    double l_1162_ = (l_422_ + l_1161_);
                                                                    double _e2707 = l_mut_35_;
                                                                    double l_1163_ = (_e2707 - l_412_);
                                                                    double _e2709 = l_mut_35_;
                                                                    double l_1164_ = (_e2709 + l_412_);
                                                                    float _e2711 = l_mut_22_;
                                                                    uint l_1165_ = asuint(_e2711);
                                                                    float _e2713 = l_mut_22_;
                                                                    double l_1166_ = double(_e2713);
                                                                    l_mut_244_ = l_1166_;
                                                                    uint l_1167_ = (l_1165_ & 2139095040u);
                                                                    bool l_1168_ = (l_1167_ == 0u);
                                                                    if (l_1168_) {
                                                                        uint l_1169_ = (l_1165_ & 8388607u);
                                                                        double l_1170_ = double(l_1169_);
                                                                        double l_1171_ = (l_1170_ * 1.401298464324817e-45L);
                                                                        l_mut_244_ = l_1171_;
                                                                        uint l_1172_ = (l_1165_ >> 31u);
                                                                        bool l_1173_ = (l_1172_ == 1u);
                                                                        if (l_1173_) {
                                                                            double _e2728 = l_mut_244_;
                                                                            double l_1174_ = -(_e2728);
                                                                            l_mut_244_ = l_1174_;
                                                                        }
                                                                    }
                                                                    float _e2730 = l_mut_22_;
                                                                    uint l_1175_ = asuint(_e2730);
                                                                    uint l_1176_ = (l_1175_ + 1u);
                                                                    l_mut_478_ = l_1176_;
                                                                    uint l_1177_ = (l_1175_ & 2147483647u);
                                                                    bool l_1178_ = (l_1177_ == 0u);
                                                                    if (l_1178_) {
                                                                        l_mut_478_ = 1u;
                                                                    } else {
                                                                        uint l_1179_ = (l_1175_ & 2147483648u);
                                                                        bool l_1180_ = (l_1179_ != 0u);
                                                                        if (l_1180_) {
                                                                            uint l_1181_ = (l_1175_ - 1u);
                                                                            l_mut_478_ = l_1181_;
                                                                        } else {
                                                                            bool l_1182_ = (l_1175_ == 2139095040u);
                                                                            if (l_1182_) {
                                                                                l_mut_478_ = l_1175_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2747 = l_mut_478_;
                                                                    float l_1183_ = asfloat(_e2747);
                                                                    uint l_1184_ = asuint(l_1183_);
                                                                    double l_1185_ = double(l_1183_);
                                                                    l_mut_76_ = l_1185_;
                                                                    uint l_1186_ = (l_1184_ & 2139095040u);
                                                                    bool l_1187_ = (l_1186_ == 0u);
                                                                    if (l_1187_) {
                                                                        uint l_1188_ = (l_1184_ & 8388607u);
                                                                        double l_1189_ = double(l_1188_);
                                                                        double l_1190_ = (l_1189_ * 1.401298464324817e-45L);
                                                                        l_mut_76_ = l_1190_;
                                                                        uint l_1191_ = (l_1184_ >> 31u);
                                                                        bool l_1192_ = (l_1191_ == 1u);
                                                                        if (l_1192_) {
                                                                            double _e2764 = l_mut_76_;
                                                                            double l_1193_ = -(_e2764);
                                                                            l_mut_76_ = l_1193_;
                                                                        }
                                                                    }
                                                                    float _e2766 = l_mut_22_;
                                                                    uint l_1194_ = asuint(_e2766);
                                                                    uint l_1195_ = (l_1194_ ^ 2147483648u);
                                                                    float l_1196_ = asfloat(l_1195_);
                                                                    uint l_1197_ = asuint(l_1196_);
                                                                    uint l_1198_ = (l_1197_ + 1u);
                                                                    l_mut_478_ = l_1198_;
                                                                    uint l_1199_ = (l_1197_ & 2147483647u);
                                                                    bool l_1200_ = (l_1199_ == 0u);
                                                                    if (l_1200_) {
                                                                        l_mut_478_ = 1u;
                                                                    } else {
                                                                        uint l_1201_ = (l_1197_ & 2147483648u);
                                                                        bool l_1202_ = (l_1201_ != 0u);
                                                                        if (l_1202_) {
                                                                            uint l_1203_ = (l_1197_ - 1u);
                                                                            l_mut_478_ = l_1203_;
                                                                        } else {
                                                                            bool l_1204_ = (l_1197_ == 2139095040u);
                                                                            if (l_1204_) {
                                                                                l_mut_478_ = l_1197_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2787 = l_mut_478_;
                                                                    float l_1205_ = asfloat(_e2787);
                                                                    uint l_1206_ = asuint(l_1205_);
                                                                    uint l_1207_ = (l_1206_ ^ 2147483648u);
                                                                    float l_1208_ = asfloat(l_1207_);
                                                                    uint l_1209_ = asuint(l_1208_);
                                                                    double l_1210_ = double(l_1208_);
                                                                    l_mut_49_ = l_1210_;
                                                                    uint l_1211_ = (l_1209_ & 2139095040u);
                                                                    bool l_1212_ = (l_1211_ == 0u);
                                                                    if (l_1212_) {
                                                                        uint l_1213_ = (l_1209_ & 8388607u);
                                                                        double l_1214_ = double(l_1213_);
                                                                        double l_1215_ = (l_1214_ * 1.401298464324817e-45L);
                                                                        l_mut_49_ = l_1215_;
                                                                        uint l_1216_ = (l_1209_ >> 31u);
                                                                        bool l_1217_ = (l_1216_ == 1u);
                                                                        if (l_1217_) {
                                                                            double _e2808 = l_mut_49_;
                                                                            double l_1218_ = -(_e2808);
                                                                            l_mut_49_ = l_1218_;
                                                                        }
                                                                    }
                                                                    double l_1219_ = (l_1163_ + l_1162_);
                                                                    double _e2811 = l_mut_244_;
                                                                    bool l_1220_ = (l_1219_ <= _e2811);
                                                                    l_mut_532_ = l_1220_;
                                                                    double l_1221_ = (l_1163_ - l_1162_);
                                                                    double _e2814 = l_mut_244_;
                                                                    bool l_1222_ = (l_1221_ > _e2814);
                                                                    l_mut_529_ = l_1222_;
                                                                    double l_1223_ = (l_1164_ - l_1162_);
                                                                    double _e2817 = l_mut_244_;
                                                                    bool l_1224_ = (l_1223_ >= _e2817);
                                                                    l_mut_526_ = l_1224_;
                                                                    double l_1225_ = (l_1164_ + l_1162_);
                                                                    double _e2820 = l_mut_244_;
                                                                    bool l_1226_ = (l_1225_ < _e2820);
                                                                    l_mut_523_ = l_1226_;
                                                                    if (l_410_) {
                                                                        double l_1227_ = (l_1163_ + l_1162_);
                                                                        double _e2823 = l_mut_76_;
                                                                        bool l_1228_ = (l_1227_ < _e2823);
                                                                        l_mut_532_ = l_1228_;
                                                                        double l_1229_ = (l_1163_ - l_1162_);
                                                                        double _e2826 = l_mut_76_;
                                                                        bool l_1230_ = (l_1229_ >= _e2826);
                                                                        l_mut_529_ = l_1230_;
                                                                        double l_1231_ = (l_1164_ - l_1162_);
                                                                        double _e2829 = l_mut_49_;
                                                                        bool l_1232_ = (l_1231_ > _e2829);
                                                                        l_mut_526_ = l_1232_;
                                                                        double l_1233_ = (l_1164_ + l_1162_);
                                                                        double _e2832 = l_mut_49_;
                                                                        bool l_1234_ = (l_1233_ <= _e2832);
                                                                        l_mut_523_ = l_1234_;
                                                                    }
                                                                    l_mut_478_ = 2u;
                                                                    bool _e2835 = l_mut_529_;
                                                                    if (!(_e2835)) {
                                                                        bool _e2839 = l_mut_523_;
                                                                        local_61 = _e2839;
                                                                    } else {
                                                                        local_61 = true;
                                                                    }
                                                                    bool l_1235_ = local_61;
                                                                    if (l_1235_) {
                                                                        l_mut_478_ = 1u;
                                                                    } else {
                                                                        bool _e2843 = l_mut_532_;
                                                                        if (_e2843) {
                                                                            bool _e2846 = l_mut_526_;
                                                                            local_62 = _e2846;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1236_ = local_62;
                                                                        if (l_1236_) {
                                                                            l_mut_478_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2850 = l_mut_22_;
                                                                    uint l_1237_ = asuint(_e2850);
                                                                    uint l_1238_ = (l_1237_ & 2147483647u);
                                                                    bool l_1239_ = (l_1238_ == 0u);
                                                                    if (l_1239_) {
                                                                        double l_1240_ = (l_1163_ + l_1162_);
                                                                        bool l_1241_ = (l_1240_ < 1.1754943508222875e-38L);
                                                                        double l_1242_ = (l_1164_ - l_1162_);
                                                                        bool l_1243_ = (l_1242_ > -1.1754943508222875e-38L);
                                                                        if (l_1241_) {
                                                                            local_63 = l_1243_;
                                                                        } else {
                                                                            local_63 = false;
                                                                        }
                                                                        bool l_1244_ = local_63;
                                                                        double l_1245_ = (l_1163_ - l_1162_);
                                                                        bool l_1246_ = (l_1245_ < 1.1754943508222875e-38L);
                                                                        double l_1247_ = (l_1164_ + l_1162_);
                                                                        bool l_1248_ = (l_1247_ > -1.1754943508222875e-38L);
                                                                        if (l_1246_) {
                                                                            local_64 = l_1248_;
                                                                        } else {
                                                                            local_64 = false;
                                                                        }
                                                                        bool l_1249_ = local_64;
                                                                        if (l_1244_) {
                                                                            l_mut_478_ = 0u;
                                                                        } else {
                                                                            uint _e2877 = l_mut_478_;
                                                                            bool l_1250_ = (_e2877 == 1u);
                                                                            if (l_1249_) {
                                                                                local_65 = l_1250_;
                                                                            } else {
                                                                                local_65 = false;
                                                                            }
                                                                            bool l_1251_ = local_65;
                                                                            if (l_1251_) {
                                                                                l_mut_478_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2885 = l_mut_478_;
                                                                    l_mut_424_ = _e2885;
                                                                } else {
                                                                    double _e2886 = l_mut_35_;
                                                                    double l_1252_ = abs(_e2886);
                                                                    l_mut_244_ = 1.401298464324817e-45L;
                                                                    bool l_1253_ = (l_1252_ >= 1.1754943508222875e-38L);
                                                                    bool l_1254_ = (l_1252_ <= 1.7976931348623157e308L);
                                                                    if (l_1253_) {
                                                                        local_66 = l_1254_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1255_ = local_66;
                                                                    if (l_1255_) {
                                                                        uint64_t l_1256_ = l_1252_;
                                                                        uint64_t l_1257_ = (l_1256_ >> uint(52uL));
                                                                        uint64_t l_1258_ = (l_1257_ - 23uL);
                                                                        uint64_t l_1259_ = (l_1258_ << uint(52uL));
                                                                        double l_1260_ = l_1259_;
                                                                        l_mut_244_ = l_1260_;
                                                                    }
                                                                    double _e2909 = l_mut_244_;
                                                                    double l_1261_ = (l_415_ * _e2909);
                                                                    l_mut_478_ = 2u;
                                                                    double _e2912 = l_mut_35_;
                                                                    double l_1262_ = (_e2912 - l_422_);
                                                                    double l_1263_ = abs(l_1262_);
                                                                    l_mut_244_ = 1.401298464324817e-45L;
                                                                    bool l_1264_ = (l_1263_ >= 1.1754943508222875e-38L);
                                                                    bool l_1265_ = (l_1263_ <= 1.7976931348623157e308L);
                                                                    if (l_1264_) {
                                                                        local_67 = l_1265_;
                                                                    } else {
                                                                        local_67 = false;
                                                                    }
                                                                    bool l_1266_ = local_67;
                                                                    if (l_1266_) {
                                                                        uint64_t l_1267_ = l_1263_;
                                                                        uint64_t l_1268_ = (l_1267_ >> uint(52uL));
                                                                        uint64_t l_1269_ = (l_1268_ - 23uL);
                                                                        uint64_t l_1270_ = (l_1269_ << uint(52uL));
                                                                        double l_1271_ = l_1270_;
                                                                        l_mut_244_ = l_1271_;
                                                                    }
                                                                    double _e2936 = l_mut_35_;
                                                                    double l_1272_ = (_e2936 + l_422_);
                                                                    double l_1273_ = abs(l_1272_);
                                                                    l_mut_76_ = 1.401298464324817e-45L;
                                                                    bool l_1274_ = (l_1273_ >= 1.1754943508222875e-38L);
                                                                    bool l_1275_ = (l_1273_ <= 1.7976931348623157e308L);
                                                                    if (l_1274_) {
                                                                        local_68 = l_1275_;
                                                                    } else {
                                                                        local_68 = false;
                                                                    }
                                                                    bool l_1276_ = local_68;
                                                                    if (l_1276_) {
                                                                        uint64_t l_1277_ = l_1273_;
                                                                        uint64_t l_1278_ = (l_1277_ >> uint(52uL));
                                                                        uint64_t l_1279_ = (l_1278_ - 23uL);
                                                                        uint64_t l_1280_ = (l_1279_ << uint(52uL));
                                                                        double l_1281_ = l_1280_;
                                                                        l_mut_76_ = l_1281_;
                                                                    }
                                                                    double _e2960 = l_mut_244_;
                                                                    double _e2961 = l_mut_76_;
                                                                    bool l_1282_ = (_e2960 == _e2961);
                                                                    if (l_1282_) {
                                                                        double l_1283_ = (l_1261_ * 1.4551915228366852e-11L);
                                                                        double l_1284_ = (l_422_ + l_1283_);
                                                                        double _e2966 = l_mut_35_;
                                                                        double l_1285_ = (_e2966 - l_1261_);
                                                                        double _e2968 = l_mut_35_;
                                                                        double l_1286_ = (_e2968 + l_1261_);
                                                                        float _e2970 = l_mut_22_;
                                                                        uint l_1287_ = asuint(_e2970);
                                                                        float _e2972 = l_mut_22_;
                                                                        double l_1288_ = double(_e2972);
                                                                        l_mut_244_ = l_1288_;
                                                                        uint l_1289_ = (l_1287_ & 2139095040u);
                                                                        bool l_1290_ = (l_1289_ == 0u);
                                                                        if (l_1290_) {
                                                                            uint l_1291_ = (l_1287_ & 8388607u);
                                                                            double l_1292_ = double(l_1291_);
                                                                            double l_1293_ = (l_1292_ * 1.401298464324817e-45L);
                                                                            l_mut_244_ = l_1293_;
                                                                            uint l_1294_ = (l_1287_ >> 31u);
                                                                            bool l_1295_ = (l_1294_ == 1u);
                                                                            if (l_1295_) {
                                                                                double _e2987 = l_mut_244_;
                                                                                double l_1296_ = -(_e2987);
                                                                                l_mut_244_ = l_1296_;
                                                                            }
                                                                        }
                                                                        float _e2989 = l_mut_22_;
                                                                        uint l_1297_ = asuint(_e2989);
                                                                        uint l_1298_ = (l_1297_ + 1u);
                                                                        l_mut_440_ = l_1298_;
                                                                        uint l_1299_ = (l_1297_ & 2147483647u);
                                                                        bool l_1300_ = (l_1299_ == 0u);
                                                                        if (l_1300_) {
                                                                            l_mut_440_ = 1u;
                                                                        } else {
                                                                            uint l_1301_ = (l_1297_ & 2147483648u);
                                                                            bool l_1302_ = (l_1301_ != 0u);
                                                                            if (l_1302_) {
                                                                                uint l_1303_ = (l_1297_ - 1u);
                                                                                l_mut_440_ = l_1303_;
                                                                            } else {
                                                                                bool l_1304_ = (l_1297_ == 2139095040u);
                                                                                if (l_1304_) {
                                                                                    l_mut_440_ = l_1297_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3006 = l_mut_440_;
                                                                        float l_1305_ = asfloat(_e3006);
                                                                        uint l_1306_ = asuint(l_1305_);
                                                                        double l_1307_ = double(l_1305_);
                                                                        l_mut_76_ = l_1307_;
                                                                        uint l_1308_ = (l_1306_ & 2139095040u);
                                                                        bool l_1309_ = (l_1308_ == 0u);
                                                                        if (l_1309_) {
                                                                            uint l_1310_ = (l_1306_ & 8388607u);
                                                                            double l_1311_ = double(l_1310_);
                                                                            double l_1312_ = (l_1311_ * 1.401298464324817e-45L);
                                                                            l_mut_76_ = l_1312_;
                                                                            uint l_1313_ = (l_1306_ >> 31u);
                                                                            bool l_1314_ = (l_1313_ == 1u);
                                                                            if (l_1314_) {
                                                                                double _e3023 = l_mut_76_;
                                                                                double l_1315_ = -(_e3023);
                                                                                l_mut_76_ = l_1315_;
                                                                            }
                                                                        }
                                                                        float _e3025 = l_mut_22_;
                                                                        uint l_1316_ = asuint(_e3025);
                                                                        uint l_1317_ = (l_1316_ ^ 2147483648u);
                                                                        float l_1318_ = asfloat(l_1317_);
                                                                        uint l_1319_ = asuint(l_1318_);
                                                                        uint l_1320_ = (l_1319_ + 1u);
                                                                        l_mut_440_ = l_1320_;
                                                                        uint l_1321_ = (l_1319_ & 2147483647u);
                                                                        bool l_1322_ = (l_1321_ == 0u);
                                                                        if (l_1322_) {
                                                                            l_mut_440_ = 1u;
                                                                        } else {
                                                                            uint l_1323_ = (l_1319_ & 2147483648u);
                                                                            bool l_1324_ = (l_1323_ != 0u);
                                                                            if (l_1324_) {
                                                                                uint l_1325_ = (l_1319_ - 1u);
                                                                                l_mut_440_ = l_1325_;
                                                                            } else {
                                                                                bool l_1326_ = (l_1319_ == 2139095040u);
                                                                                if (l_1326_) {
                                                                                    l_mut_440_ = l_1319_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3046 = l_mut_440_;
                                                                        float l_1327_ = asfloat(_e3046);
                                                                        uint l_1328_ = asuint(l_1327_);
                                                                        uint l_1329_ = (l_1328_ ^ 2147483648u);
                                                                        float l_1330_ = asfloat(l_1329_);
                                                                        uint l_1331_ = asuint(l_1330_);
                                                                        double l_1332_ = double(l_1330_);
                                                                        l_mut_49_ = l_1332_;
                                                                        uint l_1333_ = (l_1331_ & 2139095040u);
                                                                        bool l_1334_ = (l_1333_ == 0u);
                                                                        if (l_1334_) {
                                                                            uint l_1335_ = (l_1331_ & 8388607u);
                                                                            double l_1336_ = double(l_1335_);
                                                                            double l_1337_ = (l_1336_ * 1.401298464324817e-45L);
                                                                            l_mut_49_ = l_1337_;
                                                                            uint l_1338_ = (l_1331_ >> 31u);
                                                                            bool l_1339_ = (l_1338_ == 1u);
                                                                            if (l_1339_) {
                                                                                double _e3067 = l_mut_49_;
                                                                                double l_1340_ = -(_e3067);
                                                                                l_mut_49_ = l_1340_;
                                                                            }
                                                                        }
                                                                        double l_1341_ = (l_1285_ + l_1284_);
                                                                        double _e3070 = l_mut_244_;
                                                                        bool l_1342_ = (l_1341_ <= _e3070);
                                                                        l_mut_532_ = l_1342_;
                                                                        double l_1343_ = (l_1285_ - l_1284_);
                                                                        double _e3073 = l_mut_244_;
                                                                        bool l_1344_ = (l_1343_ > _e3073);
                                                                        l_mut_529_ = l_1344_;
                                                                        double l_1345_ = (l_1286_ - l_1284_);
                                                                        double _e3076 = l_mut_244_;
                                                                        bool l_1346_ = (l_1345_ >= _e3076);
                                                                        l_mut_526_ = l_1346_;
                                                                        double l_1347_ = (l_1286_ + l_1284_);
                                                                        double _e3079 = l_mut_244_;
                                                                        bool l_1348_ = (l_1347_ < _e3079);
                                                                        l_mut_523_ = l_1348_;
                                                                        if (l_410_) {
                                                                            double l_1349_ = (l_1285_ + l_1284_);
                                                                            double _e3082 = l_mut_76_;
                                                                            bool l_1350_ = (l_1349_ < _e3082);
                                                                            l_mut_532_ = l_1350_;
                                                                            double l_1351_ = (l_1285_ - l_1284_);
                                                                            double _e3085 = l_mut_76_;
                                                                            bool l_1352_ = (l_1351_ >= _e3085);
                                                                            l_mut_529_ = l_1352_;
                                                                            double l_1353_ = (l_1286_ - l_1284_);
                                                                            double _e3088 = l_mut_49_;
                                                                            bool l_1354_ = (l_1353_ > _e3088);
                                                                            l_mut_526_ = l_1354_;
                                                                            double l_1355_ = (l_1286_ + l_1284_);
                                                                            double _e3091 = l_mut_49_;
                                                                            bool l_1356_ = (l_1355_ <= _e3091);
                                                                            l_mut_523_ = l_1356_;
                                                                        }
                                                                        l_mut_440_ = 2u;
                                                                        bool _e3094 = l_mut_529_;
                                                                        if (!(_e3094)) {
                                                                            bool _e3098 = l_mut_523_;
                                                                            local_69 = _e3098;
                                                                        } else {
                                                                            local_69 = true;
                                                                        }
                                                                        bool l_1357_ = local_69;
                                                                        if (l_1357_) {
                                                                            l_mut_440_ = 1u;
                                                                        } else {
                                                                            bool _e3102 = l_mut_532_;
                                                                            if (_e3102) {
                                                                                bool _e3105 = l_mut_526_;
                                                                                local_70 = _e3105;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1358_ = local_70;
                                                                            if (l_1358_) {
                                                                                l_mut_440_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e3109 = l_mut_22_;
                                                                        uint l_1359_ = asuint(_e3109);
                                                                        uint l_1360_ = (l_1359_ & 2147483647u);
                                                                        bool l_1361_ = (l_1360_ == 0u);
                                                                        if (l_1361_) {
                                                                            double l_1362_ = (l_1285_ + l_1284_);
                                                                            bool l_1363_ = (l_1362_ < 1.1754943508222875e-38L);
                                                                            double l_1364_ = (l_1286_ - l_1284_);
                                                                            bool l_1365_ = (l_1364_ > -1.1754943508222875e-38L);
                                                                            if (l_1363_) {
                                                                                local_71 = l_1365_;
                                                                            } else {
                                                                                local_71 = false;
                                                                            }
                                                                            bool l_1366_ = local_71;
                                                                            double l_1367_ = (l_1285_ - l_1284_);
                                                                            bool l_1368_ = (l_1367_ < 1.1754943508222875e-38L);
                                                                            double l_1369_ = (l_1286_ + l_1284_);
                                                                            bool l_1370_ = (l_1369_ > -1.1754943508222875e-38L);
                                                                            if (l_1368_) {
                                                                                local_72 = l_1370_;
                                                                            } else {
                                                                                local_72 = false;
                                                                            }
                                                                            bool l_1371_ = local_72;
                                                                            if (l_1366_) {
                                                                                l_mut_440_ = 0u;
                                                                            } else {
                                                                                uint _e3136 = l_mut_440_;
                                                                                bool l_1372_ = (_e3136 == 1u);
                                                                                if (l_1371_) {
                                                                                    local_73 = l_1372_;
                                                                                } else {
                                                                                    local_73 = false;
                                                                                }
                                                                                bool l_1373_ = local_73;
                                                                                if (l_1373_) {
                                                                                    l_mut_440_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3144 = l_mut_440_;
                                                                        l_mut_478_ = _e3144;
                                                                    }
                                                                    uint _e3145 = l_mut_478_;
                                                                    l_mut_424_ = _e3145;
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
                            uint l_1374_ = a_423_[0];
                            bool l_1375_ = (l_1374_ == 0u);
                            if (l_1375_) {
                                l_mut_424_ = 2u;
                            }
                            uint _e3151 = l_mut_404_;
                            uint _e3153 = l_mut_424_;
                            a_10_[min(uint(_e3151), 7u)] = _e3153;
                            uint _e3154 = l_mut_404_;
                            uint l_1376_ = a_10_[min(uint(_e3154), 7u)];
                            bool l_1377_ = (l_1376_ == 2u);
                            if (l_1377_) {
                                l_mut_128_ = false;
                            }
                        }
                    }
                }
                uint _e3163 = l_mut_59_;
                bool l_1378_ = (_e3163 == 4294967293u);
                if (l_1378_) {
                    uint l_1379_ = a_8_[0];
                    uint l_1380_ = (l_1379_ + 1u);
                    a_8_[0] = l_1380_;
                } else {
                    bool _e3171 = l_mut_128_;
                    if (_e3171) {
                        l_mut_244_ = l_392_;
                        double _e3172 = l_mut_244_;
                        bool l_1381_ = (_e3172 < -17.0L);
                        if (l_1381_) {
                            l_mut_244_ = -17.0L;
                        }
                        double _e3176 = l_mut_244_;
                        bool l_1382_ = (_e3176 > 17.0L);
                        if (l_1382_) {
                            l_mut_244_ = 17.0L;
                        }
                        double _e3180 = l_mut_244_;
                        double l_1383_ = (_e3180 + 16.0L);
                        double l_1384_ = (l_1383_ + 1.0L);
                        uint l_1385_ = naga_f2u32(l_1384_);
                        uint l_1386_ = (2u + l_1385_);
                        uint l_1387_ = a_8_[min(uint(l_1386_), 64u)];
                        uint l_1388_ = (l_1387_ + 1u);
                        a_8_[min(uint(l_1386_), 64u)] = l_1388_;
                        float _e3193 = l_mut_22_;
                        uint l_1389_ = asuint(_e3193);
                        uint l_1390_ = (l_1389_ & 8388607u);
                        double l_1391_ = double(l_1390_);
                        double l_1392_ = (l_1391_ / 7.1362384635298e44L);
                        l_mut_244_ = l_1392_;
                        uint l_1393_ = (l_1389_ & 2139095040u);
                        bool l_1394_ = (l_1393_ != 0u);
                        if (l_1394_) {
                            uint l_1395_ = (l_1389_ & 2147483647u);
                            float l_1396_ = asfloat(l_1395_);
                            double l_1397_ = double(l_1396_);
                            l_mut_244_ = l_1397_;
                        }
                        uint l_1398_ = (l_1389_ >> 31u);
                        double l_1399_ = double(l_1398_);
                        double l_1400_ = (2.0L * l_1399_);
                        double l_1401_ = (1.0L - l_1400_);
                        double _e3215 = l_mut_244_;
                        l_mut_244_ = (_e3215 * l_1401_);
                        double _e3217 = l_mut_35_;
                        double l_1402_ = abs(_e3217);
                        double _e3219 = l_mut_35_;
                        double l_1403_ = (_e3219 * 0.0L);
                        double l_1404_ = (l_1403_ + 7.1362384635298e44L);
                        l_mut_76_ = l_1404_;
                        bool l_1405_ = (l_1402_ >= 2.350988701644575e-38L);
                        if (l_1405_) {
                            uint _e3226 = l_mut_59_;
                            uint l_1406_ = (_e3226 & 2147483647u);
                            float l_1407_ = asfloat(l_1406_);
                            double l_1408_ = double(l_1407_);
                            uint l_1409_ = (l_1406_ & 2139095040u);
                            float l_1410_ = asfloat(l_1409_);
                            double l_1411_ = double(l_1410_);
                            bool l_1412_ = (l_1408_ > l_1402_);
                            uint l_1413_ = (l_1406_ & 8388607u);
                            bool l_1414_ = (l_1413_ == 0u);
                            if (l_1412_) {
                                local_74 = l_1414_;
                            } else {
                                local_74 = false;
                            }
                            bool l_1415_ = local_74;
                            double l_1416_ = (l_1411_ * 1.1920928955078125e-7L);
                            double l_1417_ = double(l_1415_);
                            double l_1418_ = (0.5L * l_1417_);
                            double l_1419_ = (1.0L - l_1418_);
                            double l_1420_ = (l_1416_ * l_1419_);
                            double l_1421_ = (1.0L / l_1420_);
                            l_mut_76_ = l_1421_;
                        }
                        double _e3254 = l_mut_244_;
                        double _e3255 = l_mut_35_;
                        double l_1422_ = (_e3254 - _e3255);
                        double _e3257 = l_mut_76_;
                        double l_1423_ = (l_1422_ * _e3257);
                        uint l_1424_ = a_8_[45];
                        bool l_1425_ = (l_1424_ == 4294967295u);
                        double l_1426_ = a_9_[0];
                        bool l_1427_ = (l_1423_ < l_1426_);
                        if (!(l_1425_)) {
                            local_75 = l_1427_;
                        } else {
                            local_75 = true;
                        }
                        bool l_1428_ = local_75;
                        if (l_1428_) {
                            a_9_[0] = l_1423_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_373_;
                        }
                        uint l_1429_ = a_8_[47];
                        bool l_1430_ = (l_1429_ == 4294967295u);
                        double l_1431_ = a_9_[1];
                        bool l_1432_ = (l_1423_ > l_1431_);
                        if (!(l_1430_)) {
                            local_76 = l_1432_;
                        } else {
                            local_76 = true;
                        }
                        bool l_1433_ = local_76;
                        if (l_1433_) {
                            a_9_[1] = l_1423_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_373_;
                        }
                        bool l_1434_ = (l_392_ != 0.0L);
                        if (l_1434_) {
                            l_mut_1435_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e3342 = l_mut_1435_;
                                    l_mut_1435_ = (_e3342 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e3293 = l_mut_1435_;
                                if ((_e3293 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e3296 = l_mut_1435_;
                                    uint l_1436_ = a_10_[min(uint(_e3296), 7u)];
                                    bool l_1437_ = (l_1436_ == 1u);
                                    if (l_1437_) {
                                        uint _e3302 = l_mut_1435_;
                                        uint l_1438_ = (37u + _e3302);
                                        uint l_1439_ = a_8_[min(uint(l_1438_), 64u)];
                                        uint l_1440_ = (l_1439_ + 1u);
                                        a_8_[min(uint(l_1438_), 64u)] = l_1440_;
                                        uint _e3310 = l_mut_1435_;
                                        uint l_1441_ = (2u + _e3310);
                                        uint l_1442_ = (2u * l_1441_);
                                        uint l_1443_ = (45u + l_1442_);
                                        uint l_1444_ = a_8_[min(uint(l_1443_), 64u)];
                                        bool l_1445_ = (l_1444_ == 4294967295u);
                                        double l_1446_ = abs(l_1423_);
                                        uint _e3322 = l_mut_1435_;
                                        uint l_1447_ = (2u + _e3322);
                                        double l_1448_ = a_9_[min(uint(l_1447_), 9u)];
                                        double l_1449_ = abs(l_1448_);
                                        bool l_1450_ = (l_1446_ > l_1449_);
                                        if (!(l_1445_)) {
                                            local_77 = l_1450_;
                                        } else {
                                            local_77 = true;
                                        }
                                        bool l_1451_ = local_77;
                                        if (l_1451_) {
                                            uint _e3334 = l_mut_1435_;
                                            uint l_1452_ = (2u + _e3334);
                                            a_9_[min(uint(l_1452_), 9u)] = l_1423_;
                                            a_8_[min(uint(l_1443_), 64u)] = l_20_;
                                            uint l_1453_ = (l_1443_ + 1u);
                                            a_8_[min(uint(l_1453_), 64u)] = l_373_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1454_ = a_8_[1];
                        uint l_1455_ = (l_2_ + l_1454_);
                        uint l_1456_ = (l_1455_ * 2u);
                        uint l_1576_ = asuint(info.Load(24+0));
                        uint l_1577_ = (l_1576_ * 1u);
                        bool l_1578_ = (l_1456_ < l_1577_);
                        if (l_1578_) {
                            buffer_6_global.Store(l_1456_*4, asuint(l_20_));
                        }
                        uint l_1457_ = (l_1456_ + 1u);
                        uint l_1579_ = asuint(info.Load(24+0));
                        uint l_1580_ = (l_1579_ * 1u);
                        bool l_1581_ = (l_1457_ < l_1580_);
                        if (l_1581_) {
                            buffer_6_global.Store(l_1457_*4, asuint(l_373_));
                        }
                        uint l_1458_ = a_8_[1];
                        uint l_1459_ = (l_1458_ + 1u);
                        a_8_[1] = l_1459_;
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
                uint _e3399 = l_mut_1460_;
                l_mut_1460_ = (_e3399 + 1u);
            }
            loop_init_5 = false;
            uint _e3379 = l_mut_1460_;
            if ((_e3379 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1461_ = (id * 65u);
                uint _e3384 = l_mut_1460_;
                uint l_1462_ = (l_1461_ + _e3384);
                uint _e3386 = l_mut_1460_;
                uint l_1463_ = a_8_[min(uint(_e3386), 64u)];
                uint l_1582_ = asuint(info.Load(16+0));
                uint l_1583_ = (l_1582_ * 1u);
                bool l_1584_ = (l_1462_ < l_1583_);
                if (l_1584_) {
                    buffer_4_global.Store(l_1462_*4, asuint(l_1463_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e3423 = l_mut_1464_;
                l_mut_1464_ = (_e3423 + 1u);
            }
            loop_init_6 = false;
            uint _e3403 = l_mut_1464_;
            if ((_e3403 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1465_ = (id * 10u);
                uint _e3408 = l_mut_1464_;
                uint l_1466_ = (l_1465_ + _e3408);
                uint _e3410 = l_mut_1464_;
                double l_1467_ = a_9_[min(uint(_e3410), 9u)];
                uint l_1585_ = asuint(info.Load(20+0));
                uint l_1586_ = (l_1585_ * 1u);
                bool l_1587_ = (l_1466_ < l_1586_);
                if (l_1587_) {
                    buffer_5_global.Store(l_1466_*8, l_1467_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
