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
    uint a_417_[1] = (uint[1])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_128_ = (bool)0;
    uint64_t l_mut_142_ = (uint64_t)0;
    uint64_t l_mut_171_ = (uint64_t)0;
    uint64_t l_mut_183_ = (uint64_t)0;
    int l_mut_186_ = (int)0;
    float l_mut_22_ = (float)0;
    double l_mut_241_ = (double)0;
    double l_mut_26_ = (double)0;
    double l_mut_35_ = (double)0;
    uint l_mut_418_ = (uint)0;
    uint l_mut_434_ = (uint)0;
    uint l_mut_472_ = (uint)0;
    double l_mut_49_ = (double)0;
    bool l_mut_517_ = (bool)0;
    bool l_mut_520_ = (bool)0;
    bool l_mut_523_ = (bool)0;
    bool l_mut_526_ = (bool)0;
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
    uint l_mut_398_ = (uint)0;
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
    uint l_mut_1429_ = (uint)0;
    bool local_77 = (bool)0;
    uint l_mut_1454_ = 0u;
    uint l_mut_1458_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1476_ = asuint(info.Load(28+0));
        uint l_1477_ = (l_1476_ * 1u);
        bool l_1478_ = (0u < l_1477_);
        if (l_1478_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1462_ = asuint(info.Load(0+0));
    uint l_1463_ = (l_1462_ * 1u);
    bool l_1464_ = (1u < l_1463_);
    uint l_1465_ = (l_1463_ - 1u);
    uint l_1466_ = min(1u, l_1465_);
    uint l_1467_ = asuint(buffer_0_global.Load(l_1466_*4));
    uint l_1_ = (l_1464_ ? l_1467_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1469_ = asuint(info.Load(0+0));
    uint l_1470_ = (l_1469_ * 1u);
    bool l_1471_ = (2u < l_1470_);
    uint l_1472_ = (l_1470_ - 1u);
    uint l_1473_ = min(2u, l_1472_);
    uint l_1474_ = asuint(buffer_0_global.Load(l_1473_*4));
    uint l_3_ = (l_1471_ ? l_1474_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1479_ = asuint(info.Load(0+0));
        uint l_1480_ = (l_1479_ * 1u);
        bool l_1481_ = (2u < l_1480_);
        uint l_1482_ = (l_1480_ - 1u);
        uint l_1483_ = min(2u, l_1482_);
        uint l_1484_ = asuint(buffer_0_global.Load(l_1483_*4));
        uint l_6_ = (l_1481_ ? l_1484_ : 0u);
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
                uint _e3361 = l_mut_18_;
                l_mut_18_ = (_e3361 + 1u);
            }
            loop_init_2 = false;
            uint _e155 = l_mut_18_;
            if ((_e155 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1486_ = asuint(info.Load(0+0));
                uint l_1487_ = (l_1486_ * 1u);
                bool l_1488_ = (0u < l_1487_);
                uint l_1489_ = (l_1487_ - 1u);
                uint l_1490_ = min(0u, l_1489_);
                uint l_1491_ = asuint(buffer_0_global.Load(l_1490_*4));
                uint l_19_ = (l_1488_ ? l_1491_ : 0u);
                uint _e174 = l_mut_18_;
                uint l_20_ = (l_19_ + _e174);
                float l_21_ = asfloat(l_20_);
                l_mut_22_ = l_21_;
                float l_23_ = sin(l_21_);
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
                    uint l_1500_ = asuint(info.Load(12+0));
                    uint l_1501_ = (l_1500_ * 1u);
                    bool l_1502_ = (1024u < l_1501_);
                    uint l_1503_ = (l_1501_ - 1u);
                    uint l_1504_ = min(1024u, l_1503_);
                    uint l_1505_ = asuint(buffer_3_global.Load(l_1504_*4));
                    uint l_44_ = (l_1502_ ? l_1505_ : 0u);
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
                    if (l_125_) {
                        l_mut_76_ = l_123_;
                    }
                    if (true) {
                        local = l_72_;
                    } else {
                        local = false;
                    }
                    bool l_129_ = local;
                    if (l_129_) {
                        bool _e380 = l_mut_128_;
                        bool l_130_ = !(_e380);
                        l_mut_128_ = l_130_;
                    }
                    bool _e382 = l_mut_128_;
                    if (_e382) {
                        double _e383 = l_mut_76_;
                        double l_131_ = -(_e383);
                        l_mut_76_ = l_131_;
                    }
                    double _e385 = l_mut_76_;
                    l_mut_26_ = _e385;
                } else {
                    bool l_132_ = (l_37_ < 2139095040u);
                    if (l_132_) {
                        uint l_133_ = (l_37_ & 8388607u);
                        uint l_134_ = (l_133_ | 8388608u);
                        uint64_t l_135_ = uint64_t(l_134_);
                        uint l_136_ = (l_37_ >> 23u);
                        uint l_137_ = (l_136_ * 4u);
                        uint l_138_ = (l_137_ + 3u);
                        uint l_1507_ = asuint(info.Load(12+0));
                        uint l_1508_ = (l_1507_ * 1u);
                        bool l_1509_ = (l_138_ < l_1508_);
                        uint l_1510_ = (l_1508_ - 1u);
                        uint l_1511_ = min(l_138_, l_1510_);
                        uint l_1512_ = asuint(buffer_3_global.Load(l_1511_*4));
                        uint l_139_ = (l_1509_ ? l_1512_ : 0u);
                        uint64_t l_140_ = uint64_t(l_139_);
                        uint64_t l_141_ = (l_135_ * l_140_);
                        l_mut_142_ = l_141_;
                        uint64_t _e416 = l_mut_142_;
                        uint64_t l_143_ = (_e416 & 4294967295uL);
                        uint64_t _e419 = l_mut_142_;
                        uint64_t l_144_ = (_e419 >> uint(32uL));
                        uint l_145_ = (l_137_ + 2u);
                        uint l_1514_ = asuint(info.Load(12+0));
                        uint l_1515_ = (l_1514_ * 1u);
                        bool l_1516_ = (l_145_ < l_1515_);
                        uint l_1517_ = (l_1515_ - 1u);
                        uint l_1518_ = min(l_145_, l_1517_);
                        uint l_1519_ = asuint(buffer_3_global.Load(l_1518_*4));
                        uint l_146_ = (l_1516_ ? l_1519_ : 0u);
                        uint64_t l_147_ = uint64_t(l_146_);
                        uint64_t l_148_ = (l_135_ * l_147_);
                        uint64_t l_149_ = (l_144_ + l_148_);
                        l_mut_142_ = l_149_;
                        uint64_t _e444 = l_mut_142_;
                        uint64_t l_150_ = (_e444 & 4294967295uL);
                        uint64_t _e447 = l_mut_142_;
                        uint64_t l_151_ = (_e447 >> uint(32uL));
                        uint l_152_ = (l_137_ + 1u);
                        uint l_1521_ = asuint(info.Load(12+0));
                        uint l_1522_ = (l_1521_ * 1u);
                        bool l_1523_ = (l_152_ < l_1522_);
                        uint l_1524_ = (l_1522_ - 1u);
                        uint l_1525_ = min(l_152_, l_1524_);
                        uint l_1526_ = asuint(buffer_3_global.Load(l_1525_*4));
                        uint l_153_ = (l_1523_ ? l_1526_ : 0u);
                        uint64_t l_154_ = uint64_t(l_153_);
                        uint64_t l_155_ = (l_135_ * l_154_);
                        uint64_t l_156_ = (l_151_ + l_155_);
                        l_mut_142_ = l_156_;
                        uint64_t _e472 = l_mut_142_;
                        uint64_t l_157_ = (_e472 & 4294967295uL);
                        uint64_t _e475 = l_mut_142_;
                        uint64_t l_158_ = (_e475 >> uint(32uL));
                        uint l_1528_ = asuint(info.Load(12+0));
                        uint l_1529_ = (l_1528_ * 1u);
                        bool l_1530_ = (l_137_ < l_1529_);
                        uint l_1531_ = (l_1529_ - 1u);
                        uint l_1532_ = min(l_137_, l_1531_);
                        uint l_1533_ = asuint(buffer_3_global.Load(l_1532_*4));
                        uint l_159_ = (l_1530_ ? l_1533_ : 0u);
                        uint64_t l_160_ = uint64_t(l_159_);
                        uint64_t l_161_ = (l_135_ * l_160_);
                        uint64_t l_162_ = (l_158_ + l_161_);
                        l_mut_142_ = l_162_;
                        uint64_t _e498 = l_mut_142_;
                        uint64_t l_163_ = (_e498 >> uint(29uL));
                        uint64_t l_164_ = (l_163_ & 3uL);
                        uint l_165_ = uint(l_164_);
                        l_mut_59_ = l_165_;
                        uint64_t _e507 = l_mut_142_;
                        uint64_t l_166_ = (_e507 & 536870911uL);
                        uint64_t l_167_ = (l_166_ << uint(32uL));
                        uint64_t l_168_ = (l_167_ | l_157_);
                        l_mut_142_ = l_168_;
                        uint64_t l_169_ = (l_150_ << uint(32uL));
                        uint64_t l_170_ = (l_169_ | l_143_);
                        l_mut_171_ = l_170_;
                        uint64_t _e520 = l_mut_142_;
                        bool l_172_ = (_e520 >= 1152921504606846976uL);
                        if (l_172_) {
                            uint _e523 = l_mut_59_;
                            uint l_173_ = (_e523 + 1u);
                            uint l_174_ = (l_173_ & 3u);
                            l_mut_59_ = l_174_;
                            uint64_t _e528 = l_mut_171_;
                            bool l_175_ = (_e528 != 0uL);
                            uint64_t l_176_ = uint64_t(l_175_);
                            uint64_t _e533 = l_mut_171_;
                            uint64_t l_177_ = (0uL - _e533);
                            l_mut_171_ = l_177_;
                            uint64_t _e536 = l_mut_142_;
                            uint64_t l_178_ = (2305843009213693952uL - _e536);
                            uint64_t l_179_ = (l_178_ - l_176_);
                            l_mut_142_ = l_179_;
                        }
                        uint64_t _e539 = l_mut_171_;
                        uint64_t _e545 = l_mut_171_;
                        uint64_t _e549 = l_mut_171_;
                        uint l_180_ = (((_e549 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e545)))) : (31u - firstbithigh(uint((_e539 >> 32u)))));
                        uint64_t l_181_ = uint64_t(l_180_);
                        uint64_t _e556 = l_mut_171_;
                        uint64_t l_182_ = (_e556 << uint(l_181_));
                        l_mut_183_ = l_182_;
                        int l_184_ = int(l_180_);
                        int l_185_ = asint(asuint(int(0)) - asuint(l_184_));
                        l_mut_186_ = l_185_;
                        uint64_t _e563 = l_mut_142_;
                        bool l_187_ = (_e563 != 0uL);
                        if (l_187_) {
                            uint64_t _e566 = l_mut_142_;
                            uint64_t _e572 = l_mut_142_;
                            uint64_t _e576 = l_mut_142_;
                            uint l_188_ = (((_e576 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e572)))) : (31u - firstbithigh(uint((_e566 >> 32u)))));
                            uint64_t l_189_ = uint64_t(l_188_);
                            uint64_t _e583 = l_mut_142_;
                            uint64_t l_190_ = (_e583 << uint(l_189_));
                            uint l_191_ = (64u - l_188_);
                            uint64_t l_192_ = uint64_t(l_191_);
                            uint64_t _e590 = l_mut_171_;
                            uint64_t l_193_ = (_e590 >> uint(l_192_));
                            uint64_t l_194_ = (l_190_ | l_193_);
                            l_mut_183_ = l_194_;
                            int l_195_ = int(l_188_);
                            int l_196_ = asint(asuint(int(64)) - asuint(l_195_));
                            l_mut_186_ = l_196_;
                        }
                        uint64_t _e598 = l_mut_183_;
                        uint64_t l_197_ = (_e598 >> uint(32uL));
                        uint64_t _e603 = l_mut_183_;
                        uint64_t l_198_ = (_e603 & 4294967295uL);
                        uint64_t l_199_ = (l_197_ * 560513588uL);
                        uint64_t l_200_ = (l_198_ * 3373259426uL);
                        uint64_t l_201_ = (l_198_ * 560513588uL);
                        uint64_t l_202_ = (l_201_ >> uint(32uL));
                        uint64_t l_203_ = (l_199_ & 4294967295uL);
                        uint64_t l_204_ = (l_202_ + l_203_);
                        uint64_t l_205_ = (l_200_ & 4294967295uL);
                        uint64_t l_206_ = (l_204_ + l_205_);
                        uint64_t l_207_ = (l_197_ * 3373259426uL);
                        uint64_t l_208_ = (l_199_ >> uint(32uL));
                        uint64_t l_209_ = (l_207_ + l_208_);
                        uint64_t l_210_ = (l_200_ >> uint(32uL));
                        uint64_t l_211_ = (l_209_ + l_210_);
                        uint64_t l_212_ = (l_206_ >> uint(32uL));
                        uint64_t l_213_ = (l_211_ + l_212_);
                        l_mut_183_ = l_213_;
                        int _e639 = l_mut_186_;
                        int l_214_ = asint(asuint(_e639) - asuint(int(124)));
                        l_mut_186_ = l_214_;
                        uint64_t _e642 = l_mut_183_;
                        bool l_215_ = (_e642 < (-9223372036854775807L - 1L));
                        if (l_215_) {
                            uint64_t _e648 = l_mut_183_;
                            uint64_t l_216_ = (_e648 << uint(1uL));
                            uint64_t l_217_ = (l_206_ >> uint(31uL));
                            uint64_t l_218_ = (l_217_ & 1uL);
                            uint64_t l_219_ = (l_216_ | l_218_);
                            l_mut_183_ = l_219_;
                            int _e660 = l_mut_186_;
                            l_mut_186_ = asint(asuint(_e660) - asuint(int(1)));
                        }
                        uint64_t _e663 = l_mut_183_;
                        uint64_t l_220_ = (_e663 >> uint(11uL));
                        double l_221_ = double(l_220_);
                        int _e669 = l_mut_186_;
                        int l_222_ = asint(asuint(_e669) + asuint(int(11)));
                        int l_223_ = asint(asuint(l_222_) + asuint(int(1023)));
                        uint64_t l_224_ = uint64_t(l_223_);
                        uint64_t l_225_ = (l_224_ << uint(52uL));
                        double l_226_ = l_225_;
                        double l_227_ = (l_221_ * l_226_);
                        l_mut_76_ = l_227_;
                        uint64_t _e681 = l_mut_183_;
                        uint64_t l_228_ = (_e681 & 2047uL);
                        double l_229_ = double(l_228_);
                        int _e685 = l_mut_186_;
                        int l_230_ = asint(asuint(_e685) + asuint(int(1023)));
                        uint64_t l_231_ = uint64_t(l_230_);
                        uint64_t l_232_ = (l_231_ << uint(52uL));
                        double l_233_ = l_232_;
                        double l_234_ = (l_229_ * l_233_);
                        l_mut_49_ = l_234_;
                        if (l_172_) {
                            double _e695 = l_mut_76_;
                            double l_235_ = -(_e695);
                            l_mut_76_ = l_235_;
                            double _e697 = l_mut_49_;
                            double l_236_ = -(_e697);
                            l_mut_49_ = l_236_;
                        }
                        bool l_237_ = (l_36_ >= 2147483648u);
                        double _e701 = l_mut_76_;
                        double _e702 = l_mut_76_;
                        double l_238_ = (_e701 * _e702);
                        double l_239_ = (l_238_ * 1.9572941063391263e-20L);
                        double l_240_ = (8.22063524662433e-18L - l_239_);
                        l_mut_241_ = l_240_;
                        double _e708 = l_mut_241_;
                        double l_242_ = (_e708 * l_238_);
                        double l_243_ = (l_242_ - 2.8114572543455206e-15L);
                        l_mut_241_ = l_243_;
                        double _e712 = l_mut_241_;
                        double l_244_ = (_e712 * l_238_);
                        double l_245_ = (l_244_ + 7.647163731819816e-13L);
                        l_mut_241_ = l_245_;
                        double _e716 = l_mut_241_;
                        double l_246_ = (_e716 * l_238_);
                        double l_247_ = (l_246_ - 1.6059043836821613e-10L);
                        l_mut_241_ = l_247_;
                        double _e720 = l_mut_241_;
                        double l_248_ = (_e720 * l_238_);
                        double l_249_ = (l_248_ + 2.505210838544172e-8L);
                        l_mut_241_ = l_249_;
                        double _e724 = l_mut_241_;
                        double l_250_ = (_e724 * l_238_);
                        double l_251_ = (l_250_ - 2.7557319223985893e-6L);
                        l_mut_241_ = l_251_;
                        double _e728 = l_mut_241_;
                        double l_252_ = (_e728 * l_238_);
                        double l_253_ = (l_252_ + 0.0001984126984126984L);
                        l_mut_241_ = l_253_;
                        double _e732 = l_mut_241_;
                        double l_254_ = (_e732 * l_238_);
                        double l_255_ = (l_254_ - 0.008333333333333333L);
                        l_mut_241_ = l_255_;
                        double _e736 = l_mut_241_;
                        double l_256_ = (_e736 * l_238_);
                        double l_257_ = (l_256_ + 0.16666666666666666L);
                        l_mut_241_ = l_257_;
                        double l_258_ = (0.5L * l_238_);
                        double l_259_ = (1.0L - l_258_);
                        double _e744 = l_mut_49_;
                        double l_260_ = (_e744 * l_259_);
                        double _e746 = l_mut_76_;
                        double l_261_ = (_e746 * l_238_);
                        double _e748 = l_mut_241_;
                        double l_262_ = (l_261_ * _e748);
                        double l_263_ = (l_260_ - l_262_);
                        double _e751 = l_mut_76_;
                        double l_264_ = (_e751 + l_263_);
                        double _e753 = l_mut_76_;
                        double _e754 = l_mut_76_;
                        double l_265_ = (_e753 * _e754);
                        double l_266_ = (l_265_ * 4.110317623312165e-19L);
                        double l_267_ = (l_266_ - 1.5619206968586225e-16L);
                        l_mut_241_ = l_267_;
                        double _e760 = l_mut_241_;
                        double l_268_ = (_e760 * l_265_);
                        double l_269_ = (l_268_ + 4.779477332387385e-14L);
                        l_mut_241_ = l_269_;
                        double _e764 = l_mut_241_;
                        double l_270_ = (_e764 * l_265_);
                        double l_271_ = (l_270_ - 1.1470745597729725e-11L);
                        l_mut_241_ = l_271_;
                        double _e768 = l_mut_241_;
                        double l_272_ = (_e768 * l_265_);
                        double l_273_ = (l_272_ + 2.08767569878681e-9L);
                        l_mut_241_ = l_273_;
                        double _e772 = l_mut_241_;
                        double l_274_ = (_e772 * l_265_);
                        double l_275_ = (l_274_ - 2.755731922398589e-7L);
                        l_mut_241_ = l_275_;
                        double _e776 = l_mut_241_;
                        double l_276_ = (_e776 * l_265_);
                        double l_277_ = (l_276_ + 2.48015873015873e-5L);
                        l_mut_241_ = l_277_;
                        double _e780 = l_mut_241_;
                        double l_278_ = (_e780 * l_265_);
                        double l_279_ = (l_278_ - 0.001388888888888889L);
                        l_mut_241_ = l_279_;
                        double _e784 = l_mut_241_;
                        double l_280_ = (_e784 * l_265_);
                        double l_281_ = (l_280_ + 0.041666666666666664L);
                        l_mut_241_ = l_281_;
                        double l_282_ = (0.5L * l_265_);
                        double l_283_ = (1.0L - l_282_);
                        double l_284_ = (l_265_ * l_265_);
                        double _e793 = l_mut_241_;
                        double l_285_ = (l_284_ * _e793);
                        double _e795 = l_mut_49_;
                        double _e796 = l_mut_76_;
                        double l_286_ = (_e795 * _e796);
                        double l_287_ = (l_285_ - l_286_);
                        double l_288_ = (l_283_ + l_287_);
                        uint _e800 = l_mut_59_;
                        uint l_289_ = (_e800 & 1u);
                        bool l_290_ = (l_289_ == 1u);
                        l_mut_241_ = l_264_;
                        uint _e805 = l_mut_59_;
                        uint l_291_ = (_e805 & 2u);
                        bool l_292_ = (l_291_ != 0u);
                        l_mut_128_ = l_292_;
                        if (l_290_) {
                            l_mut_241_ = l_288_;
                        }
                        if (true) {
                            local_1 = l_237_;
                        } else {
                            local_1 = false;
                        }
                        bool l_293_ = local_1;
                        if (l_293_) {
                            bool _e815 = l_mut_128_;
                            bool l_294_ = !(_e815);
                            l_mut_128_ = l_294_;
                        }
                        bool _e817 = l_mut_128_;
                        if (_e817) {
                            double _e818 = l_mut_241_;
                            double l_295_ = -(_e818);
                            l_mut_241_ = l_295_;
                        }
                        double _e820 = l_mut_241_;
                        l_mut_26_ = _e820;
                    }
                }
                double _e821 = l_mut_26_;
                l_mut_35_ = _e821;
                uint l_1493_ = asuint(info.Load(12+0));
                uint l_1494_ = (l_1493_ * 1u);
                bool l_1495_ = (1024u < l_1494_);
                uint l_1496_ = (l_1494_ - 1u);
                uint l_1497_ = min(1024u, l_1496_);
                uint l_1498_ = asuint(buffer_3_global.Load(l_1497_*4));
                uint l_296_ = (l_1495_ ? l_1498_ : 0u);
                float l_297_ = asfloat(l_296_);
                double l_298_ = double(l_297_);
                l_mut_59_ = 4294967294u;
                float _e842 = l_mut_22_;
                uint l_299_ = asuint(_e842);
                uint l_300_ = asuint(l_21_);
                uint l_301_ = (l_300_ & 2139095040u);
                bool l_302_ = (l_301_ != 2139095040u);
                bool l_303_ = (l_301_ == 0u);
                uint l_304_ = asuint(l_21_);
                uint l_305_ = (l_304_ & 8388607u);
                bool l_306_ = (l_305_ != 0u);
                if (l_303_) {
                    local_2 = l_306_;
                } else {
                    local_2 = false;
                }
                bool l_307_ = local_2;
                double _e860 = l_mut_35_;
                double l_308_ = abs(_e860);
                double _e862 = l_mut_35_;
                bool l_309_ = (_e862 < 0.0L);
                uint l_310_ = uint(l_309_);
                uint l_311_ = (2147483648u * l_310_);
                if (l_307_) {
                } else {
                    double _e868 = l_mut_35_;
                    const bool _e869 = is_nan_1_f64_(_e868);
                    if (_e869) {
                        uint l_313_ = (l_299_ & 2147483647u);
                        bool l_314_ = (l_313_ > 2139095040u);
                        if (l_314_) {
                            l_mut_59_ = 4294967293u;
                        }
                    } else {
                        bool l_315_ = (l_308_ >= 3.402823669209385e38L);
                        bool l_316_ = !(l_302_);
                        bool l_317_ = (l_308_ == 0.0L);
                        if (l_316_) {
                            local_3 = l_317_;
                        } else {
                            local_3 = false;
                        }
                        bool l_318_ = local_3;
                        if (!(l_315_)) {
                            local_4 = l_318_;
                        } else {
                            local_4 = true;
                        }
                        bool l_319_ = local_4;
                        if (l_319_) {
                            bool l_320_ = (l_308_ >= 3.402823669209385e38L);
                            uint l_321_ = uint(l_320_);
                            uint l_322_ = (2139095040u * l_321_);
                            uint l_323_ = (l_322_ | l_311_);
                            bool l_324_ = (l_299_ == l_323_);
                            uint l_325_ = (l_299_ | l_323_);
                            uint l_326_ = (l_325_ & 2147483647u);
                            bool l_327_ = (l_326_ == 0u);
                            if (!(l_324_)) {
                                local_5 = l_327_;
                            } else {
                                local_5 = true;
                            }
                            bool l_328_ = local_5;
                            if (l_328_) {
                                l_mut_59_ = 4294967293u;
                            }
                        } else {
                            bool l_329_ = (l_308_ >= 2.350988701644575e-38L);
                            if (l_302_) {
                                local_6 = l_329_;
                            } else {
                                local_6 = false;
                            }
                            bool l_330_ = local_6;
                            bool l_331_ = (l_308_ < 3.4028234663852886e38L);
                            if (l_330_) {
                                local_7 = l_331_;
                            } else {
                                local_7 = false;
                            }
                            bool l_332_ = local_7;
                            if (l_332_) {
                                float l_333_ = float(l_308_);
                                uint l_334_ = asuint(l_333_);
                                float l_335_ = asfloat(l_334_);
                                double l_336_ = double(l_335_);
                                double l_337_ = (l_308_ - l_336_);
                                uint l_338_ = (l_334_ + 1u);
                                bool l_339_ = (l_337_ < 0.0L);
                                uint l_340_ = uint(l_339_);
                                uint l_341_ = (2u * l_340_);
                                uint l_342_ = (l_338_ - l_341_);
                                float l_343_ = asfloat(l_342_);
                                double l_344_ = double(l_343_);
                                double l_345_ = (l_344_ - l_336_);
                                double l_346_ = abs(l_345_);
                                double l_347_ = (l_346_ * 0.5L);
                                double l_348_ = abs(l_337_);
                                double l_349_ = (l_347_ - l_348_);
                                double l_350_ = (l_308_ * 9.094947017729282e-13L);
                                bool l_351_ = (l_349_ > l_350_);
                                if (l_351_) {
                                    uint l_352_ = (l_334_ | l_311_);
                                    l_mut_59_ = l_352_;
                                }
                            } else {
                                bool l_353_ = (l_308_ < 2.350988701644575e-38L);
                                if (l_302_) {
                                    local_8 = l_353_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_354_ = local_8;
                                if (l_354_) {
                                    double l_355_ = (l_308_ * 7.1362384635298e44L);
                                    double l_356_ = floor(l_355_);
                                    double l_357_ = (l_355_ - l_356_);
                                    double l_358_ = (l_357_ - 0.5L);
                                    double l_359_ = abs(l_358_);
                                    double l_360_ = (l_355_ * 9.094947017729282e-13L);
                                    bool l_361_ = (l_359_ > l_360_);
                                    if (l_361_) {
                                        bool l_362_ = (l_357_ > 0.5L);
                                        double l_363_ = double(l_362_);
                                        double l_364_ = (l_356_ + l_363_);
                                        uint l_365_ = naga_f2u32(l_364_);
                                        uint l_366_ = (l_365_ | l_311_);
                                        l_mut_59_ = l_366_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e966 = l_mut_22_;
                uint l_367_ = asuint(_e966);
                uint l_368_ = (l_367_ & 2147483647u);
                bool l_369_ = (l_368_ > 2139095040u);
                uint l_370_ = (l_367_ & 2147483647u);
                bool l_371_ = (l_370_ == 0u);
                uint l_372_ = (l_367_ & 2147483647u);
                double l_373_ = double(l_372_);
                uint l_374_ = (l_367_ >> 31u);
                double l_375_ = double(l_374_);
                double l_376_ = (2.0L * l_375_);
                double l_377_ = (1.0L - l_376_);
                double l_378_ = (l_373_ * l_377_);
                uint _e987 = l_mut_59_;
                uint l_379_ = (_e987 & 2147483647u);
                double l_380_ = double(l_379_);
                uint _e991 = l_mut_59_;
                uint l_381_ = (_e991 >> 31u);
                double l_382_ = double(l_381_);
                double l_383_ = (2.0L * l_382_);
                double l_384_ = (1.0L - l_383_);
                double l_385_ = (l_380_ * l_384_);
                double l_386_ = (l_378_ - l_385_);
                uint _e1001 = l_mut_59_;
                uint l_387_ = (_e1001 & 2139095040u);
                bool l_388_ = (l_387_ == 0u);
                uint _e1006 = l_mut_59_;
                bool l_389_ = (_e1006 < 4294967293u);
                bool l_390_ = (l_386_ == 0.0L);
                if (l_371_) {
                    local_9 = l_388_;
                } else {
                    local_9 = false;
                }
                bool l_391_ = local_9;
                if (!(l_369_)) {
                    local_10 = l_391_;
                } else {
                    local_10 = true;
                }
                bool l_392_ = local_10;
                bool l_393_ = !(l_392_);
                if (!(l_390_)) {
                    local_11 = l_393_;
                } else {
                    local_11 = true;
                }
                bool l_394_ = local_11;
                if (l_389_) {
                    local_12 = l_394_;
                } else {
                    local_12 = false;
                }
                bool l_395_ = local_12;
                l_mut_128_ = l_395_;
                bool l_396_ = (l_386_ != 0.0L);
                bool _e1032 = l_mut_128_;
                if (_e1032) {
                    local_13 = l_396_;
                } else {
                    local_13 = false;
                }
                bool l_397_ = local_13;
                if (l_397_) {
                    l_mut_398_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e3147 = l_mut_398_;
                            l_mut_398_ = (_e3147 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e1039 = l_mut_398_;
                        if ((_e1039 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1043 = l_mut_398_;
                            uint l_399_ = (2u * _e1043);
                            uint l_1535_ = asuint(info.Load(4+0));
                            uint l_1536_ = (l_1535_ * 1u);
                            bool l_1537_ = (l_399_ < l_1536_);
                            uint l_1538_ = (l_1536_ - 1u);
                            uint l_1539_ = min(l_399_, l_1538_);
                            uint l_1540_ = asuint(buffer_1_global.Load(l_1539_*4));
                            uint l_400_ = (l_1537_ ? l_1540_ : 0u);
                            uint _e1061 = l_mut_398_;
                            uint l_401_ = (2u * _e1061);
                            uint l_402_ = (l_401_ + 1u);
                            uint l_1542_ = asuint(info.Load(4+0));
                            uint l_1543_ = (l_1542_ * 1u);
                            bool l_1544_ = (l_402_ < l_1543_);
                            uint l_1545_ = (l_1543_ - 1u);
                            uint l_1546_ = min(l_402_, l_1545_);
                            uint l_1547_ = asuint(buffer_1_global.Load(l_1546_*4));
                            uint l_403_ = (l_1544_ ? l_1547_ : 0u);
                            bool l_404_ = (l_403_ != 0u);
                            uint _e1082 = l_mut_398_;
                            uint l_405_ = (_e1082 * 4u);
                            uint l_1549_ = asuint(info.Load(8+0));
                            uint l_1550_ = (l_1549_ * 1u);
                            bool l_1551_ = (l_405_ < l_1550_);
                            uint l_1552_ = (l_1550_ - 1u);
                            uint l_1553_ = min(l_405_, l_1552_);
                            double l_1554_ = buffer_2_global.Load<double>(l_1553_*8);
                            double l_406_ = (l_1551_ ? l_1554_ : 0.0L);
                            uint _e1100 = l_mut_398_;
                            uint l_407_ = (_e1100 * 4u);
                            uint l_408_ = (l_407_ + 1u);
                            uint l_1556_ = asuint(info.Load(8+0));
                            uint l_1557_ = (l_1556_ * 1u);
                            bool l_1558_ = (l_408_ < l_1557_);
                            uint l_1559_ = (l_1557_ - 1u);
                            uint l_1560_ = min(l_408_, l_1559_);
                            double l_1561_ = buffer_2_global.Load<double>(l_1560_*8);
                            double l_409_ = (l_1558_ ? l_1561_ : 0.0L);
                            uint _e1120 = l_mut_398_;
                            uint l_410_ = (_e1120 * 4u);
                            uint l_411_ = (l_410_ + 2u);
                            uint l_1563_ = asuint(info.Load(8+0));
                            uint l_1564_ = (l_1563_ * 1u);
                            bool l_1565_ = (l_411_ < l_1564_);
                            uint l_1566_ = (l_1564_ - 1u);
                            uint l_1567_ = min(l_411_, l_1566_);
                            double l_1568_ = buffer_2_global.Load<double>(l_1567_*8);
                            double l_412_ = (l_1565_ ? l_1568_ : 0.0L);
                            double l_413_ = double(l_21_);
                            double l_414_ = abs(l_413_);
                            double _e1142 = l_mut_35_;
                            double l_415_ = abs(_e1142);
                            double l_416_ = (l_415_ * 1.4551915228366852e-11L);
                            a_417_[0] = 1u;
                            l_mut_418_ = 2u;
                            bool l_419_ = (l_400_ == 0u);
                            if (l_419_) {
                                l_mut_418_ = 0u;
                            } else {
                                bool l_420_ = (l_400_ == 1u);
                                if (l_420_) {
                                    l_mut_418_ = 1u;
                                    double l_421_ = abs(l_386_);
                                    bool l_422_ = (l_421_ <= l_406_);
                                    if (l_422_) {
                                        l_mut_418_ = 0u;
                                    }
                                } else {
                                    bool l_423_ = (l_400_ == 2u);
                                    if (l_423_) {
                                        double _e1160 = l_mut_35_;
                                        double l_424_ = abs(_e1160);
                                        l_mut_241_ = 1.401298464324817e-45L;
                                        bool l_425_ = (l_424_ >= 1.1754943508222875e-38L);
                                        bool l_426_ = (l_424_ <= 1.7976931348623157e308L);
                                        if (l_425_) {
                                            local_14 = l_426_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_427_ = local_14;
                                        if (l_427_) {
                                            uint64_t l_428_ = l_424_;
                                            uint64_t l_429_ = (l_428_ >> uint(52uL));
                                            uint64_t l_430_ = (l_429_ - 23uL);
                                            uint64_t l_431_ = (l_430_ << uint(52uL));
                                            double l_432_ = l_431_;
                                            l_mut_241_ = l_432_;
                                        }
                                        double _e1183 = l_mut_241_;
                                        double l_433_ = (l_406_ * _e1183);
                                        l_mut_434_ = 2u;
                                        double _e1186 = l_mut_35_;
                                        double l_435_ = (_e1186 - l_416_);
                                        double l_436_ = abs(l_435_);
                                        l_mut_241_ = 1.401298464324817e-45L;
                                        bool l_437_ = (l_436_ >= 1.1754943508222875e-38L);
                                        bool l_438_ = (l_436_ <= 1.7976931348623157e308L);
                                        if (l_437_) {
                                            local_15 = l_438_;
                                        } else {
                                            local_15 = false;
                                        }
                                        bool l_439_ = local_15;
                                        if (l_439_) {
                                            uint64_t l_440_ = l_436_;
                                            uint64_t l_441_ = (l_440_ >> uint(52uL));
                                            uint64_t l_442_ = (l_441_ - 23uL);
                                            uint64_t l_443_ = (l_442_ << uint(52uL));
                                            double l_444_ = l_443_;
                                            l_mut_241_ = l_444_;
                                        }
                                        double _e1210 = l_mut_35_;
                                        double l_445_ = (_e1210 + l_416_);
                                        double l_446_ = abs(l_445_);
                                        l_mut_76_ = 1.401298464324817e-45L;
                                        bool l_447_ = (l_446_ >= 1.1754943508222875e-38L);
                                        bool l_448_ = (l_446_ <= 1.7976931348623157e308L);
                                        if (l_447_) {
                                            local_16 = l_448_;
                                        } else {
                                            local_16 = false;
                                        }
                                        bool l_449_ = local_16;
                                        if (l_449_) {
                                            uint64_t l_450_ = l_446_;
                                            uint64_t l_451_ = (l_450_ >> uint(52uL));
                                            uint64_t l_452_ = (l_451_ - 23uL);
                                            uint64_t l_453_ = (l_452_ << uint(52uL));
                                            double l_454_ = l_453_;
                                            l_mut_76_ = l_454_;
                                        }
                                        double _e1234 = l_mut_241_;
                                        double _e1235 = l_mut_76_;
                                        bool l_455_ = (_e1234 == _e1235);
                                        if (l_455_) {
                                            double l_456_ = (l_433_ * 1.4551915228366852e-11L);
                                            double l_457_ = (l_416_ + l_456_);
                                            double _e1240 = l_mut_35_;
                                            double l_458_ = (_e1240 - l_433_);
                                            double _e1242 = l_mut_35_;
                                            double l_459_ = (_e1242 + l_433_);
                                            float _e1244 = l_mut_22_;
                                            uint l_460_ = asuint(_e1244);
                                            float _e1246 = l_mut_22_;
                                            double l_461_ = double(_e1246);
                                            l_mut_241_ = l_461_;
                                            uint l_462_ = (l_460_ & 2139095040u);
                                            bool l_463_ = (l_462_ == 0u);
                                            if (l_463_) {
                                                uint l_464_ = (l_460_ & 8388607u);
                                                double l_465_ = double(l_464_);
                                                double l_466_ = (l_465_ * 1.401298464324817e-45L);
                                                l_mut_241_ = l_466_;
                                                uint l_467_ = (l_460_ >> 31u);
                                                bool l_468_ = (l_467_ == 1u);
                                                if (l_468_) {
                                                    double _e1261 = l_mut_241_;
                                                    double l_469_ = -(_e1261);
                                                    l_mut_241_ = l_469_;
                                                }
                                            }
                                            float _e1263 = l_mut_22_;
                                            uint l_470_ = asuint(_e1263);
                                            uint l_471_ = (l_470_ + 1u);
                                            l_mut_472_ = l_471_;
                                            uint l_473_ = (l_470_ & 2147483647u);
                                            bool l_474_ = (l_473_ == 0u);
                                            if (l_474_) {
                                                l_mut_472_ = 1u;
                                            } else {
                                                uint l_475_ = (l_470_ & 2147483648u);
                                                bool l_476_ = (l_475_ != 0u);
                                                if (l_476_) {
                                                    uint l_477_ = (l_470_ - 1u);
                                                    l_mut_472_ = l_477_;
                                                } else {
                                                    bool l_478_ = (l_470_ == 2139095040u);
                                                    if (l_478_) {
                                                        l_mut_472_ = l_470_;
                                                    }
                                                }
                                            }
                                            uint _e1280 = l_mut_472_;
                                            float l_479_ = asfloat(_e1280);
                                            uint l_480_ = asuint(l_479_);
                                            double l_481_ = double(l_479_);
                                            l_mut_76_ = l_481_;
                                            uint l_482_ = (l_480_ & 2139095040u);
                                            bool l_483_ = (l_482_ == 0u);
                                            if (l_483_) {
                                                uint l_484_ = (l_480_ & 8388607u);
                                                double l_485_ = double(l_484_);
                                                double l_486_ = (l_485_ * 1.401298464324817e-45L);
                                                l_mut_76_ = l_486_;
                                                uint l_487_ = (l_480_ >> 31u);
                                                bool l_488_ = (l_487_ == 1u);
                                                if (l_488_) {
                                                    double _e1297 = l_mut_76_;
                                                    double l_489_ = -(_e1297);
                                                    l_mut_76_ = l_489_;
                                                }
                                            }
                                            float _e1299 = l_mut_22_;
                                            uint l_490_ = asuint(_e1299);
                                            uint l_491_ = (l_490_ ^ 2147483648u);
                                            float l_492_ = asfloat(l_491_);
                                            uint l_493_ = asuint(l_492_);
                                            uint l_494_ = (l_493_ + 1u);
                                            l_mut_472_ = l_494_;
                                            uint l_495_ = (l_493_ & 2147483647u);
                                            bool l_496_ = (l_495_ == 0u);
                                            if (l_496_) {
                                                l_mut_472_ = 1u;
                                            } else {
                                                uint l_497_ = (l_493_ & 2147483648u);
                                                bool l_498_ = (l_497_ != 0u);
                                                if (l_498_) {
                                                    uint l_499_ = (l_493_ - 1u);
                                                    l_mut_472_ = l_499_;
                                                } else {
                                                    bool l_500_ = (l_493_ == 2139095040u);
                                                    if (l_500_) {
                                                        l_mut_472_ = l_493_;
                                                    }
                                                }
                                            }
                                            uint _e1320 = l_mut_472_;
                                            float l_501_ = asfloat(_e1320);
                                            uint l_502_ = asuint(l_501_);
                                            uint l_503_ = (l_502_ ^ 2147483648u);
                                            float l_504_ = asfloat(l_503_);
                                            uint l_505_ = asuint(l_504_);
                                            double l_506_ = double(l_504_);
                                            l_mut_49_ = l_506_;
                                            uint l_507_ = (l_505_ & 2139095040u);
                                            bool l_508_ = (l_507_ == 0u);
                                            if (l_508_) {
                                                uint l_509_ = (l_505_ & 8388607u);
                                                double l_510_ = double(l_509_);
                                                double l_511_ = (l_510_ * 1.401298464324817e-45L);
                                                l_mut_49_ = l_511_;
                                                uint l_512_ = (l_505_ >> 31u);
                                                bool l_513_ = (l_512_ == 1u);
                                                if (l_513_) {
                                                    double _e1341 = l_mut_49_;
                                                    double l_514_ = -(_e1341);
                                                    l_mut_49_ = l_514_;
                                                }
                                            }
                                            double l_515_ = (l_458_ + l_457_);
                                            double _e1344 = l_mut_241_;
                                            bool l_516_ = (l_515_ <= _e1344);
                                            l_mut_517_ = l_516_;
                                            double l_518_ = (l_458_ - l_457_);
                                            double _e1347 = l_mut_241_;
                                            bool l_519_ = (l_518_ > _e1347);
                                            l_mut_520_ = l_519_;
                                            double l_521_ = (l_459_ - l_457_);
                                            double _e1350 = l_mut_241_;
                                            bool l_522_ = (l_521_ >= _e1350);
                                            l_mut_523_ = l_522_;
                                            double l_524_ = (l_459_ + l_457_);
                                            double _e1353 = l_mut_241_;
                                            bool l_525_ = (l_524_ < _e1353);
                                            l_mut_526_ = l_525_;
                                            if (l_404_) {
                                                double l_527_ = (l_458_ + l_457_);
                                                double _e1356 = l_mut_76_;
                                                bool l_528_ = (l_527_ < _e1356);
                                                l_mut_517_ = l_528_;
                                                double l_529_ = (l_458_ - l_457_);
                                                double _e1359 = l_mut_76_;
                                                bool l_530_ = (l_529_ >= _e1359);
                                                l_mut_520_ = l_530_;
                                                double l_531_ = (l_459_ - l_457_);
                                                double _e1362 = l_mut_49_;
                                                bool l_532_ = (l_531_ > _e1362);
                                                l_mut_523_ = l_532_;
                                                double l_533_ = (l_459_ + l_457_);
                                                double _e1365 = l_mut_49_;
                                                bool l_534_ = (l_533_ <= _e1365);
                                                l_mut_526_ = l_534_;
                                            }
                                            l_mut_472_ = 2u;
                                            bool _e1368 = l_mut_520_;
                                            if (!(_e1368)) {
                                                bool _e1372 = l_mut_526_;
                                                local_17 = _e1372;
                                            } else {
                                                local_17 = true;
                                            }
                                            bool l_535_ = local_17;
                                            if (l_535_) {
                                                l_mut_472_ = 1u;
                                            } else {
                                                bool _e1376 = l_mut_517_;
                                                if (_e1376) {
                                                    bool _e1379 = l_mut_523_;
                                                    local_18 = _e1379;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_536_ = local_18;
                                                if (l_536_) {
                                                    l_mut_472_ = 0u;
                                                }
                                            }
                                            float _e1383 = l_mut_22_;
                                            uint l_537_ = asuint(_e1383);
                                            uint l_538_ = (l_537_ & 2147483647u);
                                            bool l_539_ = (l_538_ == 0u);
                                            if (l_539_) {
                                                double l_540_ = (l_458_ + l_457_);
                                                bool l_541_ = (l_540_ < 1.1754943508222875e-38L);
                                                double l_542_ = (l_459_ - l_457_);
                                                bool l_543_ = (l_542_ > -1.1754943508222875e-38L);
                                                if (l_541_) {
                                                    local_19 = l_543_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_544_ = local_19;
                                                double l_545_ = (l_458_ - l_457_);
                                                bool l_546_ = (l_545_ < 1.1754943508222875e-38L);
                                                double l_547_ = (l_459_ + l_457_);
                                                bool l_548_ = (l_547_ > -1.1754943508222875e-38L);
                                                if (l_546_) {
                                                    local_20 = l_548_;
                                                } else {
                                                    local_20 = false;
                                                }
                                                bool l_549_ = local_20;
                                                if (l_544_) {
                                                    l_mut_472_ = 0u;
                                                } else {
                                                    uint _e1410 = l_mut_472_;
                                                    bool l_550_ = (_e1410 == 1u);
                                                    if (l_549_) {
                                                        local_21 = l_550_;
                                                    } else {
                                                        local_21 = false;
                                                    }
                                                    bool l_551_ = local_21;
                                                    if (l_551_) {
                                                        l_mut_472_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e1418 = l_mut_472_;
                                            l_mut_434_ = _e1418;
                                        }
                                        uint _e1419 = l_mut_434_;
                                        l_mut_418_ = _e1419;
                                    } else {
                                        bool l_552_ = (l_400_ == 3u);
                                        if (l_552_) {
                                            l_mut_418_ = 0u;
                                            bool l_553_ = (l_414_ >= 1.1754943508222875e-38L);
                                            bool l_554_ = (l_414_ <= 8.507059173023462e37L);
                                            if (l_553_) {
                                                local_22 = l_554_;
                                            } else {
                                                local_22 = false;
                                            }
                                            bool l_555_ = local_22;
                                            if (l_555_) {
                                                double _e1431 = l_mut_35_;
                                                double l_556_ = abs(_e1431);
                                                l_mut_241_ = 1.401298464324817e-45L;
                                                bool l_557_ = (l_556_ >= 1.1754943508222875e-38L);
                                                bool l_558_ = (l_556_ <= 1.7976931348623157e308L);
                                                if (l_557_) {
                                                    local_23 = l_558_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_559_ = local_23;
                                                if (l_559_) {
                                                    uint64_t l_560_ = l_556_;
                                                    uint64_t l_561_ = (l_560_ >> uint(52uL));
                                                    uint64_t l_562_ = (l_561_ - 23uL);
                                                    uint64_t l_563_ = (l_562_ << uint(52uL));
                                                    double l_564_ = l_563_;
                                                    l_mut_241_ = l_564_;
                                                }
                                                double _e1454 = l_mut_241_;
                                                double l_565_ = (l_406_ * _e1454);
                                                l_mut_472_ = 2u;
                                                double _e1457 = l_mut_35_;
                                                double l_566_ = (_e1457 - l_416_);
                                                double l_567_ = abs(l_566_);
                                                l_mut_241_ = 1.401298464324817e-45L;
                                                bool l_568_ = (l_567_ >= 1.1754943508222875e-38L);
                                                bool l_569_ = (l_567_ <= 1.7976931348623157e308L);
                                                if (l_568_) {
                                                    local_24 = l_569_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_570_ = local_24;
                                                if (l_570_) {
                                                    uint64_t l_571_ = l_567_;
                                                    uint64_t l_572_ = (l_571_ >> uint(52uL));
                                                    uint64_t l_573_ = (l_572_ - 23uL);
                                                    uint64_t l_574_ = (l_573_ << uint(52uL));
                                                    double l_575_ = l_574_;
                                                    l_mut_241_ = l_575_;
                                                }
                                                double _e1481 = l_mut_35_;
                                                double l_576_ = (_e1481 + l_416_);
                                                double l_577_ = abs(l_576_);
                                                l_mut_76_ = 1.401298464324817e-45L;
                                                bool l_578_ = (l_577_ >= 1.1754943508222875e-38L);
                                                bool l_579_ = (l_577_ <= 1.7976931348623157e308L);
                                                if (l_578_) {
                                                    local_25 = l_579_;
                                                } else {
                                                    local_25 = false;
                                                }
                                                bool l_580_ = local_25;
                                                if (l_580_) {
                                                    uint64_t l_581_ = l_577_;
                                                    uint64_t l_582_ = (l_581_ >> uint(52uL));
                                                    uint64_t l_583_ = (l_582_ - 23uL);
                                                    uint64_t l_584_ = (l_583_ << uint(52uL));
                                                    double l_585_ = l_584_;
                                                    l_mut_76_ = l_585_;
                                                }
                                                double _e1505 = l_mut_241_;
                                                double _e1506 = l_mut_76_;
                                                bool l_586_ = (_e1505 == _e1506);
                                                if (l_586_) {
                                                    double l_587_ = (l_565_ * 1.4551915228366852e-11L);
                                                    double l_588_ = (l_416_ + l_587_);
                                                    double _e1511 = l_mut_35_;
                                                    double l_589_ = (_e1511 - l_565_);
                                                    double _e1513 = l_mut_35_;
                                                    double l_590_ = (_e1513 + l_565_);
                                                    float _e1515 = l_mut_22_;
                                                    uint l_591_ = asuint(_e1515);
                                                    float _e1517 = l_mut_22_;
                                                    double l_592_ = double(_e1517);
                                                    l_mut_241_ = l_592_;
                                                    uint l_593_ = (l_591_ & 2139095040u);
                                                    bool l_594_ = (l_593_ == 0u);
                                                    if (l_594_) {
                                                        uint l_595_ = (l_591_ & 8388607u);
                                                        double l_596_ = double(l_595_);
                                                        double l_597_ = (l_596_ * 1.401298464324817e-45L);
                                                        l_mut_241_ = l_597_;
                                                        uint l_598_ = (l_591_ >> 31u);
                                                        bool l_599_ = (l_598_ == 1u);
                                                        if (l_599_) {
                                                            double _e1532 = l_mut_241_;
                                                            double l_600_ = -(_e1532);
                                                            l_mut_241_ = l_600_;
                                                        }
                                                    }
                                                    float _e1534 = l_mut_22_;
                                                    uint l_601_ = asuint(_e1534);
                                                    uint l_602_ = (l_601_ + 1u);
                                                    l_mut_434_ = l_602_;
                                                    uint l_603_ = (l_601_ & 2147483647u);
                                                    bool l_604_ = (l_603_ == 0u);
                                                    if (l_604_) {
                                                        l_mut_434_ = 1u;
                                                    } else {
                                                        uint l_605_ = (l_601_ & 2147483648u);
                                                        bool l_606_ = (l_605_ != 0u);
                                                        if (l_606_) {
                                                            uint l_607_ = (l_601_ - 1u);
                                                            l_mut_434_ = l_607_;
                                                        } else {
                                                            bool l_608_ = (l_601_ == 2139095040u);
                                                            if (l_608_) {
                                                                l_mut_434_ = l_601_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1551 = l_mut_434_;
                                                    float l_609_ = asfloat(_e1551);
                                                    uint l_610_ = asuint(l_609_);
                                                    double l_611_ = double(l_609_);
                                                    l_mut_76_ = l_611_;
                                                    uint l_612_ = (l_610_ & 2139095040u);
                                                    bool l_613_ = (l_612_ == 0u);
                                                    if (l_613_) {
                                                        uint l_614_ = (l_610_ & 8388607u);
                                                        double l_615_ = double(l_614_);
                                                        double l_616_ = (l_615_ * 1.401298464324817e-45L);
                                                        l_mut_76_ = l_616_;
                                                        uint l_617_ = (l_610_ >> 31u);
                                                        bool l_618_ = (l_617_ == 1u);
                                                        if (l_618_) {
                                                            double _e1568 = l_mut_76_;
                                                            double l_619_ = -(_e1568);
                                                            l_mut_76_ = l_619_;
                                                        }
                                                    }
                                                    float _e1570 = l_mut_22_;
                                                    uint l_620_ = asuint(_e1570);
                                                    uint l_621_ = (l_620_ ^ 2147483648u);
                                                    float l_622_ = asfloat(l_621_);
                                                    uint l_623_ = asuint(l_622_);
                                                    uint l_624_ = (l_623_ + 1u);
                                                    l_mut_434_ = l_624_;
                                                    uint l_625_ = (l_623_ & 2147483647u);
                                                    bool l_626_ = (l_625_ == 0u);
                                                    if (l_626_) {
                                                        l_mut_434_ = 1u;
                                                    } else {
                                                        uint l_627_ = (l_623_ & 2147483648u);
                                                        bool l_628_ = (l_627_ != 0u);
                                                        if (l_628_) {
                                                            uint l_629_ = (l_623_ - 1u);
                                                            l_mut_434_ = l_629_;
                                                        } else {
                                                            bool l_630_ = (l_623_ == 2139095040u);
                                                            if (l_630_) {
                                                                l_mut_434_ = l_623_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1591 = l_mut_434_;
                                                    float l_631_ = asfloat(_e1591);
                                                    uint l_632_ = asuint(l_631_);
                                                    uint l_633_ = (l_632_ ^ 2147483648u);
                                                    float l_634_ = asfloat(l_633_);
                                                    uint l_635_ = asuint(l_634_);
                                                    double l_636_ = double(l_634_);
                                                    l_mut_49_ = l_636_;
                                                    uint l_637_ = (l_635_ & 2139095040u);
                                                    bool l_638_ = (l_637_ == 0u);
                                                    if (l_638_) {
                                                        uint l_639_ = (l_635_ & 8388607u);
                                                        double l_640_ = double(l_639_);
                                                        double l_641_ = (l_640_ * 1.401298464324817e-45L);
                                                        l_mut_49_ = l_641_;
                                                        uint l_642_ = (l_635_ >> 31u);
                                                        bool l_643_ = (l_642_ == 1u);
                                                        if (l_643_) {
                                                            double _e1612 = l_mut_49_;
                                                            double l_644_ = -(_e1612);
                                                            l_mut_49_ = l_644_;
                                                        }
                                                    }
                                                    double l_645_ = (l_589_ + l_588_);
                                                    double _e1615 = l_mut_241_;
                                                    bool l_646_ = (l_645_ <= _e1615);
                                                    l_mut_526_ = l_646_;
                                                    double l_647_ = (l_589_ - l_588_);
                                                    double _e1618 = l_mut_241_;
                                                    bool l_648_ = (l_647_ > _e1618);
                                                    l_mut_523_ = l_648_;
                                                    double l_649_ = (l_590_ - l_588_);
                                                    double _e1621 = l_mut_241_;
                                                    bool l_650_ = (l_649_ >= _e1621);
                                                    l_mut_520_ = l_650_;
                                                    double l_651_ = (l_590_ + l_588_);
                                                    double _e1624 = l_mut_241_;
                                                    bool l_652_ = (l_651_ < _e1624);
                                                    l_mut_517_ = l_652_;
                                                    if (l_404_) {
                                                        double l_653_ = (l_589_ + l_588_);
                                                        double _e1627 = l_mut_76_;
                                                        bool l_654_ = (l_653_ < _e1627);
                                                        l_mut_526_ = l_654_;
                                                        double l_655_ = (l_589_ - l_588_);
                                                        double _e1630 = l_mut_76_;
                                                        bool l_656_ = (l_655_ >= _e1630);
                                                        l_mut_523_ = l_656_;
                                                        double l_657_ = (l_590_ - l_588_);
                                                        double _e1633 = l_mut_49_;
                                                        bool l_658_ = (l_657_ > _e1633);
                                                        l_mut_520_ = l_658_;
                                                        double l_659_ = (l_590_ + l_588_);
                                                        double _e1636 = l_mut_49_;
                                                        bool l_660_ = (l_659_ <= _e1636);
                                                        l_mut_517_ = l_660_;
                                                    }
                                                    l_mut_434_ = 2u;
                                                    bool _e1639 = l_mut_523_;
                                                    if (!(_e1639)) {
                                                        bool _e1643 = l_mut_517_;
                                                        local_26 = _e1643;
                                                    } else {
                                                        local_26 = true;
                                                    }
                                                    bool l_661_ = local_26;
                                                    if (l_661_) {
                                                        l_mut_434_ = 1u;
                                                    } else {
                                                        bool _e1647 = l_mut_526_;
                                                        if (_e1647) {
                                                            bool _e1650 = l_mut_520_;
                                                            local_27 = _e1650;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_662_ = local_27;
                                                        if (l_662_) {
                                                            l_mut_434_ = 0u;
                                                        }
                                                    }
                                                    float _e1654 = l_mut_22_;
                                                    uint l_663_ = asuint(_e1654);
                                                    uint l_664_ = (l_663_ & 2147483647u);
                                                    bool l_665_ = (l_664_ == 0u);
                                                    if (l_665_) {
                                                        double l_666_ = (l_589_ + l_588_);
                                                        bool l_667_ = (l_666_ < 1.1754943508222875e-38L);
                                                        double l_668_ = (l_590_ - l_588_);
                                                        bool l_669_ = (l_668_ > -1.1754943508222875e-38L);
                                                        if (l_667_) {
                                                            local_28 = l_669_;
                                                        } else {
                                                            local_28 = false;
                                                        }
                                                        bool l_670_ = local_28;
                                                        double l_671_ = (l_589_ - l_588_);
                                                        bool l_672_ = (l_671_ < 1.1754943508222875e-38L);
                                                        double l_673_ = (l_590_ + l_588_);
                                                        bool l_674_ = (l_673_ > -1.1754943508222875e-38L);
                                                        if (l_672_) {
                                                            local_29 = l_674_;
                                                        } else {
                                                            local_29 = false;
                                                        }
                                                        bool l_675_ = local_29;
                                                        if (l_670_) {
                                                            l_mut_434_ = 0u;
                                                        } else {
                                                            uint _e1681 = l_mut_434_;
                                                            bool l_676_ = (_e1681 == 1u);
                                                            if (l_675_) {
                                                                local_30 = l_676_;
                                                            } else {
                                                                local_30 = false;
                                                            }
                                                            bool l_677_ = local_30;
                                                            if (l_677_) {
                                                                l_mut_434_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1689 = l_mut_434_;
                                                    l_mut_472_ = _e1689;
                                                }
                                                uint _e1690 = l_mut_472_;
                                                l_mut_418_ = _e1690;
                                            }
                                        } else {
                                            bool l_678_ = (l_400_ == 4u);
                                            if (l_678_) {
                                                double l_679_ = (l_409_ * l_414_);
                                                double l_680_ = (l_406_ + l_679_);
                                                double _e1695 = l_mut_35_;
                                                double l_681_ = abs(_e1695);
                                                l_mut_241_ = 1.401298464324817e-45L;
                                                bool l_682_ = (l_681_ >= 1.1754943508222875e-38L);
                                                bool l_683_ = (l_681_ <= 1.7976931348623157e308L);
                                                if (l_682_) {
                                                    local_31 = l_683_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_684_ = local_31;
                                                if (l_684_) {
                                                    uint64_t l_685_ = l_681_;
                                                    uint64_t l_686_ = (l_685_ >> uint(52uL));
                                                    uint64_t l_687_ = (l_686_ - 23uL);
                                                    uint64_t l_688_ = (l_687_ << uint(52uL));
                                                    double l_689_ = l_688_;
                                                    l_mut_241_ = l_689_;
                                                }
                                                double _e1718 = l_mut_241_;
                                                double l_690_ = (l_680_ * _e1718);
                                                l_mut_472_ = 2u;
                                                double _e1721 = l_mut_35_;
                                                double l_691_ = (_e1721 - l_416_);
                                                double l_692_ = abs(l_691_);
                                                l_mut_241_ = 1.401298464324817e-45L;
                                                bool l_693_ = (l_692_ >= 1.1754943508222875e-38L);
                                                bool l_694_ = (l_692_ <= 1.7976931348623157e308L);
                                                if (l_693_) {
                                                    local_32 = l_694_;
                                                } else {
                                                    local_32 = false;
                                                }
                                                bool l_695_ = local_32;
                                                if (l_695_) {
                                                    uint64_t l_696_ = l_692_;
                                                    uint64_t l_697_ = (l_696_ >> uint(52uL));
                                                    uint64_t l_698_ = (l_697_ - 23uL);
                                                    uint64_t l_699_ = (l_698_ << uint(52uL));
                                                    double l_700_ = l_699_;
                                                    l_mut_241_ = l_700_;
                                                }
                                                double _e1745 = l_mut_35_;
                                                double l_701_ = (_e1745 + l_416_);
                                                double l_702_ = abs(l_701_);
                                                l_mut_76_ = 1.401298464324817e-45L;
                                                bool l_703_ = (l_702_ >= 1.1754943508222875e-38L);
                                                bool l_704_ = (l_702_ <= 1.7976931348623157e308L);
                                                if (l_703_) {
                                                    local_33 = l_704_;
                                                } else {
                                                    local_33 = false;
                                                }
                                                bool l_705_ = local_33;
                                                if (l_705_) {
                                                    uint64_t l_706_ = l_702_;
                                                    uint64_t l_707_ = (l_706_ >> uint(52uL));
                                                    uint64_t l_708_ = (l_707_ - 23uL);
                                                    uint64_t l_709_ = (l_708_ << uint(52uL));
                                                    double l_710_ = l_709_;
                                                    l_mut_76_ = l_710_;
                                                }
                                                double _e1769 = l_mut_241_;
                                                double _e1770 = l_mut_76_;
                                                bool l_711_ = (_e1769 == _e1770);
                                                if (l_711_) {
                                                    double l_712_ = (l_690_ * 1.4551915228366852e-11L);
                                                    double l_713_ = (l_416_ + l_712_);
                                                    double _e1775 = l_mut_35_;
                                                    double l_714_ = (_e1775 - l_690_);
                                                    double _e1777 = l_mut_35_;
                                                    double l_715_ = (_e1777 + l_690_);
                                                    float _e1779 = l_mut_22_;
                                                    uint l_716_ = asuint(_e1779);
                                                    float _e1781 = l_mut_22_;
                                                    double l_717_ = double(_e1781);
                                                    l_mut_241_ = l_717_;
                                                    uint l_718_ = (l_716_ & 2139095040u);
                                                    bool l_719_ = (l_718_ == 0u);
                                                    if (l_719_) {
                                                        uint l_720_ = (l_716_ & 8388607u);
                                                        double l_721_ = double(l_720_);
                                                        double l_722_ = (l_721_ * 1.401298464324817e-45L);
                                                        l_mut_241_ = l_722_;
                                                        uint l_723_ = (l_716_ >> 31u);
                                                        bool l_724_ = (l_723_ == 1u);
                                                        if (l_724_) {
                                                            double _e1796 = l_mut_241_;
                                                            double l_725_ = -(_e1796);
                                                            l_mut_241_ = l_725_;
                                                        }
                                                    }
                                                    float _e1798 = l_mut_22_;
                                                    uint l_726_ = asuint(_e1798);
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
                                                        } else {
                                                            bool l_733_ = (l_726_ == 2139095040u);
                                                            if (l_733_) {
                                                                l_mut_434_ = l_726_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1815 = l_mut_434_;
                                                    float l_734_ = asfloat(_e1815);
                                                    uint l_735_ = asuint(l_734_);
                                                    double l_736_ = double(l_734_);
                                                    l_mut_76_ = l_736_;
                                                    uint l_737_ = (l_735_ & 2139095040u);
                                                    bool l_738_ = (l_737_ == 0u);
                                                    if (l_738_) {
                                                        uint l_739_ = (l_735_ & 8388607u);
                                                        double l_740_ = double(l_739_);
                                                        double l_741_ = (l_740_ * 1.401298464324817e-45L);
                                                        l_mut_76_ = l_741_;
                                                        uint l_742_ = (l_735_ >> 31u);
                                                        bool l_743_ = (l_742_ == 1u);
                                                        if (l_743_) {
                                                            double _e1832 = l_mut_76_;
                                                            double l_744_ = -(_e1832);
                                                            l_mut_76_ = l_744_;
                                                        }
                                                    }
                                                    float _e1834 = l_mut_22_;
                                                    uint l_745_ = asuint(_e1834);
                                                    uint l_746_ = (l_745_ ^ 2147483648u);
                                                    float l_747_ = asfloat(l_746_);
                                                    uint l_748_ = asuint(l_747_);
                                                    uint l_749_ = (l_748_ + 1u);
                                                    l_mut_434_ = l_749_;
                                                    uint l_750_ = (l_748_ & 2147483647u);
                                                    bool l_751_ = (l_750_ == 0u);
                                                    if (l_751_) {
                                                        l_mut_434_ = 1u;
                                                    } else {
                                                        uint l_752_ = (l_748_ & 2147483648u);
                                                        bool l_753_ = (l_752_ != 0u);
                                                        if (l_753_) {
                                                            uint l_754_ = (l_748_ - 1u);
                                                            l_mut_434_ = l_754_;
                                                        } else {
                                                            bool l_755_ = (l_748_ == 2139095040u);
                                                            if (l_755_) {
                                                                l_mut_434_ = l_748_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1855 = l_mut_434_;
                                                    float l_756_ = asfloat(_e1855);
                                                    uint l_757_ = asuint(l_756_);
                                                    uint l_758_ = (l_757_ ^ 2147483648u);
                                                    float l_759_ = asfloat(l_758_);
                                                    uint l_760_ = asuint(l_759_);
                                                    double l_761_ = double(l_759_);
                                                    l_mut_49_ = l_761_;
                                                    uint l_762_ = (l_760_ & 2139095040u);
                                                    bool l_763_ = (l_762_ == 0u);
                                                    if (l_763_) {
                                                        uint l_764_ = (l_760_ & 8388607u);
                                                        double l_765_ = double(l_764_);
                                                        double l_766_ = (l_765_ * 1.401298464324817e-45L);
                                                        l_mut_49_ = l_766_;
                                                        uint l_767_ = (l_760_ >> 31u);
                                                        bool l_768_ = (l_767_ == 1u);
                                                        if (l_768_) {
                                                            double _e1876 = l_mut_49_;
                                                            double l_769_ = -(_e1876);
                                                            l_mut_49_ = l_769_;
                                                        }
                                                    }
                                                    double l_770_ = (l_714_ + l_713_);
                                                    double _e1879 = l_mut_241_;
                                                    bool l_771_ = (l_770_ <= _e1879);
                                                    l_mut_526_ = l_771_;
                                                    double l_772_ = (l_714_ - l_713_);
                                                    double _e1882 = l_mut_241_;
                                                    bool l_773_ = (l_772_ > _e1882);
                                                    l_mut_523_ = l_773_;
                                                    double l_774_ = (l_715_ - l_713_);
                                                    double _e1885 = l_mut_241_;
                                                    bool l_775_ = (l_774_ >= _e1885);
                                                    l_mut_520_ = l_775_;
                                                    double l_776_ = (l_715_ + l_713_);
                                                    double _e1888 = l_mut_241_;
                                                    bool l_777_ = (l_776_ < _e1888);
                                                    l_mut_517_ = l_777_;
                                                    if (l_404_) {
                                                        double l_778_ = (l_714_ + l_713_);
                                                        double _e1891 = l_mut_76_;
                                                        bool l_779_ = (l_778_ < _e1891);
                                                        l_mut_526_ = l_779_;
                                                        double l_780_ = (l_714_ - l_713_);
                                                        double _e1894 = l_mut_76_;
                                                        bool l_781_ = (l_780_ >= _e1894);
                                                        l_mut_523_ = l_781_;
                                                        double l_782_ = (l_715_ - l_713_);
                                                        double _e1897 = l_mut_49_;
                                                        bool l_783_ = (l_782_ > _e1897);
                                                        l_mut_520_ = l_783_;
                                                        double l_784_ = (l_715_ + l_713_);
                                                        double _e1900 = l_mut_49_;
                                                        bool l_785_ = (l_784_ <= _e1900);
                                                        l_mut_517_ = l_785_;
                                                    }
                                                    l_mut_434_ = 2u;
                                                    bool _e1903 = l_mut_523_;
                                                    if (!(_e1903)) {
                                                        bool _e1907 = l_mut_517_;
                                                        local_34 = _e1907;
                                                    } else {
                                                        local_34 = true;
                                                    }
                                                    bool l_786_ = local_34;
                                                    if (l_786_) {
                                                        l_mut_434_ = 1u;
                                                    } else {
                                                        bool _e1911 = l_mut_526_;
                                                        if (_e1911) {
                                                            bool _e1914 = l_mut_520_;
                                                            local_35 = _e1914;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_787_ = local_35;
                                                        if (l_787_) {
                                                            l_mut_434_ = 0u;
                                                        }
                                                    }
                                                    float _e1918 = l_mut_22_;
                                                    uint l_788_ = asuint(_e1918);
                                                    uint l_789_ = (l_788_ & 2147483647u);
                                                    bool l_790_ = (l_789_ == 0u);
                                                    if (l_790_) {
                                                        double l_791_ = (l_714_ + l_713_);
                                                        bool l_792_ = (l_791_ < 1.1754943508222875e-38L);
                                                        double l_793_ = (l_715_ - l_713_);
                                                        bool l_794_ = (l_793_ > -1.1754943508222875e-38L);
                                                        if (l_792_) {
                                                            local_36 = l_794_;
                                                        } else {
                                                            local_36 = false;
                                                        }
                                                        bool l_795_ = local_36;
                                                        double l_796_ = (l_714_ - l_713_);
                                                        bool l_797_ = (l_796_ < 1.1754943508222875e-38L);
                                                        double l_798_ = (l_715_ + l_713_);
                                                        bool l_799_ = (l_798_ > -1.1754943508222875e-38L);
                                                        if (l_797_) {
                                                            local_37 = l_799_;
                                                        } else {
                                                            local_37 = false;
                                                        }
                                                        bool l_800_ = local_37;
                                                        if (l_795_) {
                                                            l_mut_434_ = 0u;
                                                        } else {
                                                            uint _e1945 = l_mut_434_;
                                                            bool l_801_ = (_e1945 == 1u);
                                                            if (l_800_) {
                                                                local_38 = l_801_;
                                                            } else {
                                                                local_38 = false;
                                                            }
                                                            bool l_802_ = local_38;
                                                            if (l_802_) {
                                                                l_mut_434_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1953 = l_mut_434_;
                                                    l_mut_472_ = _e1953;
                                                }
                                                uint _e1954 = l_mut_472_;
                                                l_mut_418_ = _e1954;
                                            } else {
                                                bool l_803_ = (l_400_ == 5u);
                                                if (l_803_) {
                                                    double l_804_ = (2.0L * l_413_);
                                                    double l_805_ = abs(l_804_);
                                                    double l_806_ = floor(l_805_);
                                                    double l_807_ = (3.0L + l_806_);
                                                    double _e1963 = l_mut_35_;
                                                    double l_808_ = abs(_e1963);
                                                    l_mut_241_ = 1.401298464324817e-45L;
                                                    bool l_809_ = (l_808_ >= 1.1754943508222875e-38L);
                                                    bool l_810_ = (l_808_ <= 1.7976931348623157e308L);
                                                    if (l_809_) {
                                                        local_39 = l_810_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_811_ = local_39;
                                                    if (l_811_) {
                                                        uint64_t l_812_ = l_808_;
                                                        uint64_t l_813_ = (l_812_ >> uint(52uL));
                                                        uint64_t l_814_ = (l_813_ - 23uL);
                                                        uint64_t l_815_ = (l_814_ << uint(52uL));
                                                        double l_816_ = l_815_;
                                                        l_mut_241_ = l_816_;
                                                    }
                                                    double _e1986 = l_mut_241_;
                                                    double l_817_ = (l_807_ * _e1986);
                                                    l_mut_472_ = 2u;
                                                    double _e1989 = l_mut_35_;
                                                    double l_818_ = (_e1989 - l_416_);
                                                    double l_819_ = abs(l_818_);
                                                    l_mut_241_ = 1.401298464324817e-45L;
                                                    bool l_820_ = (l_819_ >= 1.1754943508222875e-38L);
                                                    bool l_821_ = (l_819_ <= 1.7976931348623157e308L);
                                                    if (l_820_) {
                                                        local_40 = l_821_;
                                                    } else {
                                                        local_40 = false;
                                                    }
                                                    bool l_822_ = local_40;
                                                    if (l_822_) {
                                                        uint64_t l_823_ = l_819_;
                                                        uint64_t l_824_ = (l_823_ >> uint(52uL));
                                                        uint64_t l_825_ = (l_824_ - 23uL);
                                                        uint64_t l_826_ = (l_825_ << uint(52uL));
                                                        double l_827_ = l_826_;
                                                        l_mut_241_ = l_827_;
                                                    }
                                                    double _e2013 = l_mut_35_;
                                                    double l_828_ = (_e2013 + l_416_);
                                                    double l_829_ = abs(l_828_);
                                                    l_mut_76_ = 1.401298464324817e-45L;
                                                    bool l_830_ = (l_829_ >= 1.1754943508222875e-38L);
                                                    bool l_831_ = (l_829_ <= 1.7976931348623157e308L);
                                                    if (l_830_) {
                                                        local_41 = l_831_;
                                                    } else {
                                                        local_41 = false;
                                                    }
                                                    bool l_832_ = local_41;
                                                    if (l_832_) {
                                                        uint64_t l_833_ = l_829_;
                                                        uint64_t l_834_ = (l_833_ >> uint(52uL));
                                                        uint64_t l_835_ = (l_834_ - 23uL);
                                                        uint64_t l_836_ = (l_835_ << uint(52uL));
                                                        double l_837_ = l_836_;
                                                        l_mut_76_ = l_837_;
                                                    }
                                                    double _e2037 = l_mut_241_;
                                                    double _e2038 = l_mut_76_;
                                                    bool l_838_ = (_e2037 == _e2038);
                                                    if (l_838_) {
                                                        double l_839_ = (l_817_ * 1.4551915228366852e-11L);
                                                        double l_840_ = (l_416_ + l_839_);
                                                        double _e2043 = l_mut_35_;
                                                        double l_841_ = (_e2043 - l_817_);
                                                        double _e2045 = l_mut_35_;
                                                        double l_842_ = (_e2045 + l_817_);
                                                        float _e2047 = l_mut_22_;
                                                        uint l_843_ = asuint(_e2047);
                                                        float _e2049 = l_mut_22_;
                                                        double l_844_ = double(_e2049);
                                                        l_mut_241_ = l_844_;
                                                        uint l_845_ = (l_843_ & 2139095040u);
                                                        bool l_846_ = (l_845_ == 0u);
                                                        if (l_846_) {
                                                            uint l_847_ = (l_843_ & 8388607u);
                                                            double l_848_ = double(l_847_);
                                                            double l_849_ = (l_848_ * 1.401298464324817e-45L);
                                                            l_mut_241_ = l_849_;
                                                            uint l_850_ = (l_843_ >> 31u);
                                                            bool l_851_ = (l_850_ == 1u);
                                                            if (l_851_) {
                                                                double _e2064 = l_mut_241_;
                                                                double l_852_ = -(_e2064);
                                                                l_mut_241_ = l_852_;
                                                            }
                                                        }
                                                        float _e2066 = l_mut_22_;
                                                        uint l_853_ = asuint(_e2066);
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
                                                            } else {
                                                                bool l_860_ = (l_853_ == 2139095040u);
                                                                if (l_860_) {
                                                                    l_mut_434_ = l_853_;
                                                                }
                                                            }
                                                        }
                                                        uint _e2083 = l_mut_434_;
                                                        float l_861_ = asfloat(_e2083);
                                                        uint l_862_ = asuint(l_861_);
                                                        double l_863_ = double(l_861_);
                                                        l_mut_76_ = l_863_;
                                                        uint l_864_ = (l_862_ & 2139095040u);
                                                        bool l_865_ = (l_864_ == 0u);
                                                        if (l_865_) {
                                                            uint l_866_ = (l_862_ & 8388607u);
                                                            double l_867_ = double(l_866_);
                                                            double l_868_ = (l_867_ * 1.401298464324817e-45L);
                                                            l_mut_76_ = l_868_;
                                                            uint l_869_ = (l_862_ >> 31u);
                                                            bool l_870_ = (l_869_ == 1u);
                                                            if (l_870_) {
                                                                double _e2100 = l_mut_76_;
                                                                double l_871_ = -(_e2100);
                                                                l_mut_76_ = l_871_;
                                                            }
                                                        }
                                                        float _e2102 = l_mut_22_;
                                                        uint l_872_ = asuint(_e2102);
                                                        uint l_873_ = (l_872_ ^ 2147483648u);
                                                        float l_874_ = asfloat(l_873_);
                                                        uint l_875_ = asuint(l_874_);
                                                        uint l_876_ = (l_875_ + 1u);
                                                        l_mut_434_ = l_876_;
                                                        uint l_877_ = (l_875_ & 2147483647u);
                                                        bool l_878_ = (l_877_ == 0u);
                                                        if (l_878_) {
                                                            l_mut_434_ = 1u;
                                                        } else {
                                                            uint l_879_ = (l_875_ & 2147483648u);
                                                            bool l_880_ = (l_879_ != 0u);
                                                            if (l_880_) {
                                                                uint l_881_ = (l_875_ - 1u);
                                                                l_mut_434_ = l_881_;
                                                            } else {
                                                                bool l_882_ = (l_875_ == 2139095040u);
                                                                if (l_882_) {
                                                                    l_mut_434_ = l_875_;
                                                                }
                                                            }
                                                        }
                                                        uint _e2123 = l_mut_434_;
                                                        float l_883_ = asfloat(_e2123);
                                                        uint l_884_ = asuint(l_883_);
                                                        uint l_885_ = (l_884_ ^ 2147483648u);
                                                        float l_886_ = asfloat(l_885_);
                                                        uint l_887_ = asuint(l_886_);
                                                        double l_888_ = double(l_886_);
                                                        l_mut_49_ = l_888_;
                                                        uint l_889_ = (l_887_ & 2139095040u);
                                                        bool l_890_ = (l_889_ == 0u);
                                                        if (l_890_) {
                                                            uint l_891_ = (l_887_ & 8388607u);
                                                            double l_892_ = double(l_891_);
                                                            double l_893_ = (l_892_ * 1.401298464324817e-45L);
                                                            l_mut_49_ = l_893_;
                                                            uint l_894_ = (l_887_ >> 31u);
                                                            bool l_895_ = (l_894_ == 1u);
                                                            if (l_895_) {
                                                                double _e2144 = l_mut_49_;
                                                                double l_896_ = -(_e2144);
                                                                l_mut_49_ = l_896_;
                                                            }
                                                        }
                                                        double l_897_ = (l_841_ + l_840_);
                                                        double _e2147 = l_mut_241_;
                                                        bool l_898_ = (l_897_ <= _e2147);
                                                        l_mut_526_ = l_898_;
                                                        double l_899_ = (l_841_ - l_840_);
                                                        double _e2150 = l_mut_241_;
                                                        bool l_900_ = (l_899_ > _e2150);
                                                        l_mut_523_ = l_900_;
                                                        double l_901_ = (l_842_ - l_840_);
                                                        double _e2153 = l_mut_241_;
                                                        bool l_902_ = (l_901_ >= _e2153);
                                                        l_mut_520_ = l_902_;
                                                        double l_903_ = (l_842_ + l_840_);
                                                        double _e2156 = l_mut_241_;
                                                        bool l_904_ = (l_903_ < _e2156);
                                                        l_mut_517_ = l_904_;
                                                        if (l_404_) {
                                                            double l_905_ = (l_841_ + l_840_);
                                                            double _e2159 = l_mut_76_;
                                                            bool l_906_ = (l_905_ < _e2159);
                                                            l_mut_526_ = l_906_;
                                                            double l_907_ = (l_841_ - l_840_);
                                                            double _e2162 = l_mut_76_;
                                                            bool l_908_ = (l_907_ >= _e2162);
                                                            l_mut_523_ = l_908_;
                                                            double l_909_ = (l_842_ - l_840_);
                                                            double _e2165 = l_mut_49_;
                                                            bool l_910_ = (l_909_ > _e2165);
                                                            l_mut_520_ = l_910_;
                                                            double l_911_ = (l_842_ + l_840_);
                                                            double _e2168 = l_mut_49_;
                                                            bool l_912_ = (l_911_ <= _e2168);
                                                            l_mut_517_ = l_912_;
                                                        }
                                                        l_mut_434_ = 2u;
                                                        bool _e2171 = l_mut_523_;
                                                        if (!(_e2171)) {
                                                            bool _e2175 = l_mut_517_;
                                                            local_42 = _e2175;
                                                        } else {
                                                            local_42 = true;
                                                        }
                                                        bool l_913_ = local_42;
                                                        if (l_913_) {
                                                            l_mut_434_ = 1u;
                                                        } else {
                                                            bool _e2179 = l_mut_526_;
                                                            if (_e2179) {
                                                                bool _e2182 = l_mut_520_;
                                                                local_43 = _e2182;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_914_ = local_43;
                                                            if (l_914_) {
                                                                l_mut_434_ = 0u;
                                                            }
                                                        }
                                                        float _e2186 = l_mut_22_;
                                                        uint l_915_ = asuint(_e2186);
                                                        uint l_916_ = (l_915_ & 2147483647u);
                                                        bool l_917_ = (l_916_ == 0u);
                                                        if (l_917_) {
                                                            double l_918_ = (l_841_ + l_840_);
                                                            bool l_919_ = (l_918_ < 1.1754943508222875e-38L);
                                                            double l_920_ = (l_842_ - l_840_);
                                                            bool l_921_ = (l_920_ > -1.1754943508222875e-38L);
                                                            if (l_919_) {
                                                                local_44 = l_921_;
                                                            } else {
                                                                local_44 = false;
                                                            }
                                                            bool l_922_ = local_44;
                                                            double l_923_ = (l_841_ - l_840_);
                                                            bool l_924_ = (l_923_ < 1.1754943508222875e-38L);
                                                            double l_925_ = (l_842_ + l_840_);
                                                            bool l_926_ = (l_925_ > -1.1754943508222875e-38L);
                                                            if (l_924_) {
                                                                local_45 = l_926_;
                                                            } else {
                                                                local_45 = false;
                                                            }
                                                            bool l_927_ = local_45;
                                                            if (l_922_) {
                                                                l_mut_434_ = 0u;
                                                            } else {
                                                                uint _e2213 = l_mut_434_;
                                                                bool l_928_ = (_e2213 == 1u);
                                                                if (l_927_) {
                                                                    local_46 = l_928_;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_929_ = local_46;
                                                                if (l_929_) {
                                                                    l_mut_434_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e2221 = l_mut_434_;
                                                        l_mut_472_ = _e2221;
                                                    }
                                                    uint _e2222 = l_mut_472_;
                                                    l_mut_418_ = _e2222;
                                                } else {
                                                    bool l_930_ = (l_400_ == 6u);
                                                    if (l_930_) {
                                                        l_mut_418_ = 0u;
                                                        bool l_931_ = (l_414_ <= l_409_);
                                                        if (l_931_) {
                                                            double l_932_ = (l_406_ * 1.4551915228366852e-11L);
                                                            double l_933_ = (l_416_ + l_932_);
                                                            double _e2230 = l_mut_35_;
                                                            double l_934_ = (_e2230 - l_406_);
                                                            double _e2232 = l_mut_35_;
                                                            double l_935_ = (_e2232 + l_406_);
                                                            float _e2234 = l_mut_22_;
                                                            uint l_936_ = asuint(_e2234);
                                                            float _e2236 = l_mut_22_;
                                                            double l_937_ = double(_e2236);
                                                            l_mut_241_ = l_937_;
                                                            uint l_938_ = (l_936_ & 2139095040u);
                                                            bool l_939_ = (l_938_ == 0u);
                                                            if (l_939_) {
                                                                uint l_940_ = (l_936_ & 8388607u);
                                                                double l_941_ = double(l_940_);
                                                                double l_942_ = (l_941_ * 1.401298464324817e-45L);
                                                                l_mut_241_ = l_942_;
                                                                uint l_943_ = (l_936_ >> 31u);
                                                                bool l_944_ = (l_943_ == 1u);
                                                                if (l_944_) {
                                                                    double _e2251 = l_mut_241_;
                                                                    double l_945_ = -(_e2251);
                                                                    l_mut_241_ = l_945_;
                                                                }
                                                            }
                                                            float _e2253 = l_mut_22_;
                                                            uint l_946_ = asuint(_e2253);
                                                            uint l_947_ = (l_946_ + 1u);
                                                            l_mut_472_ = l_947_;
                                                            uint l_948_ = (l_946_ & 2147483647u);
                                                            bool l_949_ = (l_948_ == 0u);
                                                            if (l_949_) {
                                                                l_mut_472_ = 1u;
                                                            } else {
                                                                uint l_950_ = (l_946_ & 2147483648u);
                                                                bool l_951_ = (l_950_ != 0u);
                                                                if (l_951_) {
                                                                    uint l_952_ = (l_946_ - 1u);
                                                                    l_mut_472_ = l_952_;
                                                                } else {
                                                                    bool l_953_ = (l_946_ == 2139095040u);
                                                                    if (l_953_) {
                                                                        l_mut_472_ = l_946_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2270 = l_mut_472_;
                                                            float l_954_ = asfloat(_e2270);
                                                            uint l_955_ = asuint(l_954_);
                                                            double l_956_ = double(l_954_);
                                                            l_mut_76_ = l_956_;
                                                            uint l_957_ = (l_955_ & 2139095040u);
                                                            bool l_958_ = (l_957_ == 0u);
                                                            if (l_958_) {
                                                                uint l_959_ = (l_955_ & 8388607u);
                                                                double l_960_ = double(l_959_);
                                                                double l_961_ = (l_960_ * 1.401298464324817e-45L);
                                                                l_mut_76_ = l_961_;
                                                                uint l_962_ = (l_955_ >> 31u);
                                                                bool l_963_ = (l_962_ == 1u);
                                                                if (l_963_) {
                                                                    double _e2287 = l_mut_76_;
                                                                    double l_964_ = -(_e2287);
                                                                    l_mut_76_ = l_964_;
                                                                }
                                                            }
                                                            float _e2289 = l_mut_22_;
                                                            uint l_965_ = asuint(_e2289);
                                                            uint l_966_ = (l_965_ ^ 2147483648u);
                                                            float l_967_ = asfloat(l_966_);
                                                            uint l_968_ = asuint(l_967_);
                                                            uint l_969_ = (l_968_ + 1u);
                                                            l_mut_472_ = l_969_;
                                                            uint l_970_ = (l_968_ & 2147483647u);
                                                            bool l_971_ = (l_970_ == 0u);
                                                            if (l_971_) {
                                                                l_mut_472_ = 1u;
                                                            } else {
                                                                uint l_972_ = (l_968_ & 2147483648u);
                                                                bool l_973_ = (l_972_ != 0u);
                                                                if (l_973_) {
                                                                    uint l_974_ = (l_968_ - 1u);
                                                                    l_mut_472_ = l_974_;
                                                                } else {
                                                                    bool l_975_ = (l_968_ == 2139095040u);
                                                                    if (l_975_) {
                                                                        l_mut_472_ = l_968_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2310 = l_mut_472_;
                                                            float l_976_ = asfloat(_e2310);
                                                            uint l_977_ = asuint(l_976_);
                                                            uint l_978_ = (l_977_ ^ 2147483648u);
                                                            float l_979_ = asfloat(l_978_);
                                                            uint l_980_ = asuint(l_979_);
                                                            double l_981_ = double(l_979_);
                                                            l_mut_49_ = l_981_;
                                                            uint l_982_ = (l_980_ & 2139095040u);
                                                            bool l_983_ = (l_982_ == 0u);
                                                            if (l_983_) {
                                                                uint l_984_ = (l_980_ & 8388607u);
                                                                double l_985_ = double(l_984_);
                                                                double l_986_ = (l_985_ * 1.401298464324817e-45L);
                                                                l_mut_49_ = l_986_;
                                                                uint l_987_ = (l_980_ >> 31u);
                                                                bool l_988_ = (l_987_ == 1u);
                                                                if (l_988_) {
                                                                    double _e2331 = l_mut_49_;
                                                                    double l_989_ = -(_e2331);
                                                                    l_mut_49_ = l_989_;
                                                                }
                                                            }
                                                            double l_990_ = (l_934_ + l_933_);
                                                            double _e2334 = l_mut_241_;
                                                            bool l_991_ = (l_990_ <= _e2334);
                                                            l_mut_526_ = l_991_;
                                                            double l_992_ = (l_934_ - l_933_);
                                                            double _e2337 = l_mut_241_;
                                                            bool l_993_ = (l_992_ > _e2337);
                                                            l_mut_523_ = l_993_;
                                                            double l_994_ = (l_935_ - l_933_);
                                                            double _e2340 = l_mut_241_;
                                                            bool l_995_ = (l_994_ >= _e2340);
                                                            l_mut_520_ = l_995_;
                                                            double l_996_ = (l_935_ + l_933_);
                                                            double _e2343 = l_mut_241_;
                                                            bool l_997_ = (l_996_ < _e2343);
                                                            l_mut_517_ = l_997_;
                                                            if (l_404_) {
                                                                double l_998_ = (l_934_ + l_933_);
                                                                double _e2346 = l_mut_76_;
                                                                bool l_999_ = (l_998_ < _e2346);
                                                                l_mut_526_ = l_999_;
                                                                double l_1000_ = (l_934_ - l_933_);
                                                                double _e2349 = l_mut_76_;
                                                                bool l_1001_ = (l_1000_ >= _e2349);
                                                                l_mut_523_ = l_1001_;
                                                                double l_1002_ = (l_935_ - l_933_);
                                                                double _e2352 = l_mut_49_;
                                                                bool l_1003_ = (l_1002_ > _e2352);
                                                                l_mut_520_ = l_1003_;
                                                                double l_1004_ = (l_935_ + l_933_);
                                                                double _e2355 = l_mut_49_;
                                                                bool l_1005_ = (l_1004_ <= _e2355);
                                                                l_mut_517_ = l_1005_;
                                                            }
                                                            l_mut_472_ = 2u;
                                                            bool _e2358 = l_mut_523_;
                                                            if (!(_e2358)) {
                                                                bool _e2362 = l_mut_517_;
                                                                local_47 = _e2362;
                                                            } else {
                                                                local_47 = true;
                                                            }
                                                            bool l_1006_ = local_47;
                                                            if (l_1006_) {
                                                                l_mut_472_ = 1u;
                                                            } else {
                                                                bool _e2366 = l_mut_526_;
                                                                if (_e2366) {
                                                                    bool _e2369 = l_mut_520_;
                                                                    local_48 = _e2369;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_1007_ = local_48;
                                                                if (l_1007_) {
                                                                    l_mut_472_ = 0u;
                                                                }
                                                            }
                                                            float _e2373 = l_mut_22_;
                                                            uint l_1008_ = asuint(_e2373);
                                                            uint l_1009_ = (l_1008_ & 2147483647u);
                                                            bool l_1010_ = (l_1009_ == 0u);
                                                            if (l_1010_) {
                                                                double l_1011_ = (l_934_ + l_933_);
                                                                bool l_1012_ = (l_1011_ < 1.1754943508222875e-38L);
                                                                double l_1013_ = (l_935_ - l_933_);
                                                                bool l_1014_ = (l_1013_ > -1.1754943508222875e-38L);
                                                                if (l_1012_) {
                                                                    local_49 = l_1014_;
                                                                } else {
                                                                    local_49 = false;
                                                                }
                                                                bool l_1015_ = local_49;
                                                                double l_1016_ = (l_934_ - l_933_);
                                                                bool l_1017_ = (l_1016_ < 1.1754943508222875e-38L);
                                                                double l_1018_ = (l_935_ + l_933_);
                                                                bool l_1019_ = (l_1018_ > -1.1754943508222875e-38L);
                                                                if (l_1017_) {
                                                                    local_50 = l_1019_;
                                                                } else {
                                                                    local_50 = false;
                                                                }
                                                                bool l_1020_ = local_50;
                                                                if (l_1015_) {
                                                                    l_mut_472_ = 0u;
                                                                } else {
                                                                    uint _e2400 = l_mut_472_;
                                                                    bool l_1021_ = (_e2400 == 1u);
                                                                    if (l_1020_) {
                                                                        local_51 = l_1021_;
                                                                    } else {
                                                                        local_51 = false;
                                                                    }
                                                                    bool l_1022_ = local_51;
                                                                    if (l_1022_) {
                                                                        l_mut_472_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2408 = l_mut_472_;
                                                            l_mut_418_ = _e2408;
                                                        }
                                                    } else {
                                                        bool l_1023_ = (l_400_ == 7u);
                                                        if (l_1023_) {
                                                            double _e2411 = l_mut_35_;
                                                            double l_1024_ = abs(_e2411);
                                                            double l_1025_ = (l_406_ * l_1024_);
                                                            l_mut_241_ = l_1025_;
                                                            double _e2414 = l_mut_35_;
                                                            double l_1026_ = abs(_e2414);
                                                            l_mut_76_ = 1.401298464324817e-45L;
                                                            bool l_1027_ = (l_1026_ >= 1.1754943508222875e-38L);
                                                            bool l_1028_ = (l_1026_ <= 1.7976931348623157e308L);
                                                            if (l_1027_) {
                                                                local_52 = l_1028_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_1029_ = local_52;
                                                            if (l_1029_) {
                                                                uint64_t l_1030_ = l_1026_;
                                                                uint64_t l_1031_ = (l_1030_ >> uint(52uL));
                                                                uint64_t l_1032_ = (l_1031_ - 23uL);
                                                                uint64_t l_1033_ = (l_1032_ << uint(52uL));
                                                                double l_1034_ = l_1033_;
                                                                l_mut_76_ = l_1034_;
                                                            }
                                                            double _e2438 = l_mut_76_;
                                                            double l_1035_ = (0.5L * _e2438);
                                                            double _e2440 = l_mut_241_;
                                                            bool l_1036_ = (l_1035_ > _e2440);
                                                            if (l_1036_) {
                                                                l_mut_241_ = l_1035_;
                                                            }
                                                            double _e2442 = l_mut_35_;
                                                            double l_1037_ = (_e2442 - l_416_);
                                                            double l_1038_ = abs(l_1037_);
                                                            l_mut_76_ = 1.401298464324817e-45L;
                                                            bool l_1039_ = (l_1038_ >= 1.1754943508222875e-38L);
                                                            bool l_1040_ = (l_1038_ <= 1.7976931348623157e308L);
                                                            if (l_1039_) {
                                                                local_53 = l_1040_;
                                                            } else {
                                                                local_53 = false;
                                                            }
                                                            bool l_1041_ = local_53;
                                                            if (l_1041_) {
                                                                uint64_t l_1042_ = l_1038_;
                                                                uint64_t l_1043_ = (l_1042_ >> uint(52uL));
                                                                uint64_t l_1044_ = (l_1043_ - 23uL);
                                                                uint64_t l_1045_ = (l_1044_ << uint(52uL));
                                                                double l_1046_ = l_1045_;
                                                                l_mut_76_ = l_1046_;
                                                            }
                                                            double _e2466 = l_mut_35_;
                                                            double l_1047_ = (_e2466 + l_416_);
                                                            double l_1048_ = abs(l_1047_);
                                                            l_mut_49_ = 1.401298464324817e-45L;
                                                            bool l_1049_ = (l_1048_ >= 1.1754943508222875e-38L);
                                                            bool l_1050_ = (l_1048_ <= 1.7976931348623157e308L);
                                                            if (l_1049_) {
                                                                local_54 = l_1050_;
                                                            } else {
                                                                local_54 = false;
                                                            }
                                                            bool l_1051_ = local_54;
                                                            if (l_1051_) {
                                                                uint64_t l_1052_ = l_1048_;
                                                                uint64_t l_1053_ = (l_1052_ >> uint(52uL));
                                                                uint64_t l_1054_ = (l_1053_ - 23uL);
                                                                uint64_t l_1055_ = (l_1054_ << uint(52uL));
                                                                double l_1056_ = l_1055_;
                                                                l_mut_49_ = l_1056_;
                                                            }
                                                            double _e2490 = l_mut_76_;
                                                            double _e2491 = l_mut_49_;
                                                            bool l_1057_ = (_e2490 == _e2491);
                                                            if (l_1057_) {
                                                                double l_1058_ = (l_406_ * l_416_);
                                                                double l_1059_ = (l_416_ + l_1058_);
                                                                double _e2495 = l_mut_241_;
                                                                double l_1060_ = (_e2495 * 1.4551915228366852e-11L);
                                                                double l_1061_ = (l_1059_ + l_1060_);
                                                                double _e2499 = l_mut_35_;
                                                                double _e2500 = l_mut_241_;
                                                                double l_1062_ = (_e2499 - _e2500);
                                                                double _e2502 = l_mut_35_;
                                                                double _e2503 = l_mut_241_;
                                                                double l_1063_ = (_e2502 + _e2503);
                                                                float _e2505 = l_mut_22_;
                                                                uint l_1064_ = asuint(_e2505);
                                                                float _e2507 = l_mut_22_;
                                                                double l_1065_ = double(_e2507);
                                                                l_mut_241_ = l_1065_;
                                                                uint l_1066_ = (l_1064_ & 2139095040u);
                                                                bool l_1067_ = (l_1066_ == 0u);
                                                                if (l_1067_) {
                                                                    uint l_1068_ = (l_1064_ & 8388607u);
                                                                    double l_1069_ = double(l_1068_);
                                                                    double l_1070_ = (l_1069_ * 1.401298464324817e-45L);
                                                                    l_mut_241_ = l_1070_;
                                                                    uint l_1071_ = (l_1064_ >> 31u);
                                                                    bool l_1072_ = (l_1071_ == 1u);
                                                                    if (l_1072_) {
                                                                        double _e2522 = l_mut_241_;
                                                                        double l_1073_ = -(_e2522);
                                                                        l_mut_241_ = l_1073_;
                                                                    }
                                                                }
                                                                float _e2524 = l_mut_22_;
                                                                uint l_1074_ = asuint(_e2524);
                                                                uint l_1075_ = (l_1074_ + 1u);
                                                                l_mut_472_ = l_1075_;
                                                                uint l_1076_ = (l_1074_ & 2147483647u);
                                                                bool l_1077_ = (l_1076_ == 0u);
                                                                if (l_1077_) {
                                                                    l_mut_472_ = 1u;
                                                                } else {
                                                                    uint l_1078_ = (l_1074_ & 2147483648u);
                                                                    bool l_1079_ = (l_1078_ != 0u);
                                                                    if (l_1079_) {
                                                                        uint l_1080_ = (l_1074_ - 1u);
                                                                        l_mut_472_ = l_1080_;
                                                                    } else {
                                                                        bool l_1081_ = (l_1074_ == 2139095040u);
                                                                        if (l_1081_) {
                                                                            l_mut_472_ = l_1074_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2541 = l_mut_472_;
                                                                float l_1082_ = asfloat(_e2541);
                                                                uint l_1083_ = asuint(l_1082_);
                                                                double l_1084_ = double(l_1082_);
                                                                l_mut_76_ = l_1084_;
                                                                uint l_1085_ = (l_1083_ & 2139095040u);
                                                                bool l_1086_ = (l_1085_ == 0u);
                                                                if (l_1086_) {
                                                                    uint l_1087_ = (l_1083_ & 8388607u);
                                                                    double l_1088_ = double(l_1087_);
                                                                    double l_1089_ = (l_1088_ * 1.401298464324817e-45L);
                                                                    l_mut_76_ = l_1089_;
                                                                    uint l_1090_ = (l_1083_ >> 31u);
                                                                    bool l_1091_ = (l_1090_ == 1u);
                                                                    if (l_1091_) {
                                                                        double _e2558 = l_mut_76_;
                                                                        double l_1092_ = -(_e2558);
                                                                        l_mut_76_ = l_1092_;
                                                                    }
                                                                }
                                                                float _e2560 = l_mut_22_;
                                                                uint l_1093_ = asuint(_e2560);
                                                                uint l_1094_ = (l_1093_ ^ 2147483648u);
                                                                float l_1095_ = asfloat(l_1094_);
                                                                uint l_1096_ = asuint(l_1095_);
                                                                uint l_1097_ = (l_1096_ + 1u);
                                                                l_mut_472_ = l_1097_;
                                                                uint l_1098_ = (l_1096_ & 2147483647u);
                                                                bool l_1099_ = (l_1098_ == 0u);
                                                                if (l_1099_) {
                                                                    l_mut_472_ = 1u;
                                                                } else {
                                                                    uint l_1100_ = (l_1096_ & 2147483648u);
                                                                    bool l_1101_ = (l_1100_ != 0u);
                                                                    if (l_1101_) {
                                                                        uint l_1102_ = (l_1096_ - 1u);
                                                                        l_mut_472_ = l_1102_;
                                                                    } else {
                                                                        bool l_1103_ = (l_1096_ == 2139095040u);
                                                                        if (l_1103_) {
                                                                            l_mut_472_ = l_1096_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2581 = l_mut_472_;
                                                                float l_1104_ = asfloat(_e2581);
                                                                uint l_1105_ = asuint(l_1104_);
                                                                uint l_1106_ = (l_1105_ ^ 2147483648u);
                                                                float l_1107_ = asfloat(l_1106_);
                                                                uint l_1108_ = asuint(l_1107_);
                                                                double l_1109_ = double(l_1107_);
                                                                l_mut_49_ = l_1109_;
                                                                uint l_1110_ = (l_1108_ & 2139095040u);
                                                                bool l_1111_ = (l_1110_ == 0u);
                                                                if (l_1111_) {
                                                                    uint l_1112_ = (l_1108_ & 8388607u);
                                                                    double l_1113_ = double(l_1112_);
                                                                    double l_1114_ = (l_1113_ * 1.401298464324817e-45L);
                                                                    l_mut_49_ = l_1114_;
                                                                    uint l_1115_ = (l_1108_ >> 31u);
                                                                    bool l_1116_ = (l_1115_ == 1u);
                                                                    if (l_1116_) {
                                                                        double _e2602 = l_mut_49_;
                                                                        double l_1117_ = -(_e2602);
                                                                        l_mut_49_ = l_1117_;
                                                                    }
                                                                }
                                                                double l_1118_ = (l_1062_ + l_1061_);
                                                                double _e2605 = l_mut_241_;
                                                                bool l_1119_ = (l_1118_ <= _e2605);
                                                                l_mut_526_ = l_1119_;
                                                                double l_1120_ = (l_1062_ - l_1061_);
                                                                double _e2608 = l_mut_241_;
                                                                bool l_1121_ = (l_1120_ > _e2608);
                                                                l_mut_523_ = l_1121_;
                                                                double l_1122_ = (l_1063_ - l_1061_);
                                                                double _e2611 = l_mut_241_;
                                                                bool l_1123_ = (l_1122_ >= _e2611);
                                                                l_mut_520_ = l_1123_;
                                                                double l_1124_ = (l_1063_ + l_1061_);
                                                                double _e2614 = l_mut_241_;
                                                                bool l_1125_ = (l_1124_ < _e2614);
                                                                l_mut_517_ = l_1125_;
                                                                if (l_404_) {
                                                                    double l_1126_ = (l_1062_ + l_1061_);
                                                                    double _e2617 = l_mut_76_;
                                                                    bool l_1127_ = (l_1126_ < _e2617);
                                                                    l_mut_526_ = l_1127_;
                                                                    double l_1128_ = (l_1062_ - l_1061_);
                                                                    double _e2620 = l_mut_76_;
                                                                    bool l_1129_ = (l_1128_ >= _e2620);
                                                                    l_mut_523_ = l_1129_;
                                                                    double l_1130_ = (l_1063_ - l_1061_);
                                                                    double _e2623 = l_mut_49_;
                                                                    bool l_1131_ = (l_1130_ > _e2623);
                                                                    l_mut_520_ = l_1131_;
                                                                    double l_1132_ = (l_1063_ + l_1061_);
                                                                    double _e2626 = l_mut_49_;
                                                                    bool l_1133_ = (l_1132_ <= _e2626);
                                                                    l_mut_517_ = l_1133_;
                                                                }
                                                                l_mut_472_ = 2u;
                                                                bool _e2629 = l_mut_523_;
                                                                if (!(_e2629)) {
                                                                    bool _e2633 = l_mut_517_;
                                                                    local_55 = _e2633;
                                                                } else {
                                                                    local_55 = true;
                                                                }
                                                                bool l_1134_ = local_55;
                                                                if (l_1134_) {
                                                                    l_mut_472_ = 1u;
                                                                } else {
                                                                    bool _e2637 = l_mut_526_;
                                                                    if (_e2637) {
                                                                        bool _e2640 = l_mut_520_;
                                                                        local_56 = _e2640;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_1135_ = local_56;
                                                                    if (l_1135_) {
                                                                        l_mut_472_ = 0u;
                                                                    }
                                                                }
                                                                float _e2644 = l_mut_22_;
                                                                uint l_1136_ = asuint(_e2644);
                                                                uint l_1137_ = (l_1136_ & 2147483647u);
                                                                bool l_1138_ = (l_1137_ == 0u);
                                                                if (l_1138_) {
                                                                    double l_1139_ = (l_1062_ + l_1061_);
                                                                    bool l_1140_ = (l_1139_ < 1.1754943508222875e-38L);
                                                                    double l_1141_ = (l_1063_ - l_1061_);
                                                                    bool l_1142_ = (l_1141_ > -1.1754943508222875e-38L);
                                                                    if (l_1140_) {
                                                                        local_57 = l_1142_;
                                                                    } else {
                                                                        local_57 = false;
                                                                    }
                                                                    bool l_1143_ = local_57;
                                                                    double l_1144_ = (l_1062_ - l_1061_);
                                                                    bool l_1145_ = (l_1144_ < 1.1754943508222875e-38L);
                                                                    double l_1146_ = (l_1063_ + l_1061_);
                                                                    bool l_1147_ = (l_1146_ > -1.1754943508222875e-38L);
                                                                    if (l_1145_) {
                                                                        local_58 = l_1147_;
                                                                    } else {
                                                                        local_58 = false;
                                                                    }
                                                                    bool l_1148_ = local_58;
                                                                    if (l_1143_) {
                                                                        l_mut_472_ = 0u;
                                                                    } else {
                                                                        uint _e2671 = l_mut_472_;
                                                                        bool l_1149_ = (_e2671 == 1u);
                                                                        if (l_1148_) {
                                                                            local_59 = l_1149_;
                                                                        } else {
                                                                            local_59 = false;
                                                                        }
                                                                        bool l_1150_ = local_59;
                                                                        if (l_1150_) {
                                                                            l_mut_472_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2679 = l_mut_472_;
                                                                l_mut_418_ = _e2679;
                                                            }
                                                        } else {
                                                            bool l_1151_ = (l_400_ == 8u);
                                                            if (l_1151_) {
                                                                bool l_1152_ = (l_413_ >= 0.5L);
                                                                bool l_1153_ = (l_413_ <= 2.0L);
                                                                if (l_1152_) {
                                                                    local_60 = l_1153_;
                                                                } else {
                                                                    local_60 = false;
                                                                }
                                                                bool l_1154_ = local_60;
                                                                if (l_1154_) {
                                                                    double l_1155_ = (l_406_ * 1.4551915228366852e-11L);
                                                                    double l_1156_ = (l_416_ + l_1155_);
                                                                    double _e2693 = l_mut_35_;
                                                                    double l_1157_ = (_e2693 - l_406_);
                                                                    double _e2695 = l_mut_35_;
                                                                    double l_1158_ = (_e2695 + l_406_);
                                                                    float _e2697 = l_mut_22_;
                                                                    uint l_1159_ = asuint(_e2697);
                                                                    float _e2699 = l_mut_22_;
                                                                    double l_1160_ = double(_e2699);
                                                                    l_mut_241_ = l_1160_;
                                                                    uint l_1161_ = (l_1159_ & 2139095040u);
                                                                    bool l_1162_ = (l_1161_ == 0u);
                                                                    if (l_1162_) {
                                                                        uint l_1163_ = (l_1159_ & 8388607u);
                                                                        double l_1164_ = double(l_1163_);
                                                                        double l_1165_ = (l_1164_ * 1.401298464324817e-45L);
                                                                        l_mut_241_ = l_1165_;
                                                                        uint l_1166_ = (l_1159_ >> 31u);
                                                                        bool l_1167_ = (l_1166_ == 1u);
                                                                        if (l_1167_) {
                                                                            double _e2714 = l_mut_241_;
                                                                            double l_1168_ = -(_e2714);
                                                                            l_mut_241_ = l_1168_;
                                                                        }
                                                                    }
                                                                    float _e2716 = l_mut_22_;
                                                                    uint l_1169_ = asuint(_e2716);
                                                                    uint l_1170_ = (l_1169_ + 1u);
                                                                    l_mut_472_ = l_1170_;
                                                                    uint l_1171_ = (l_1169_ & 2147483647u);
                                                                    bool l_1172_ = (l_1171_ == 0u);
                                                                    if (l_1172_) {
                                                                        l_mut_472_ = 1u;
                                                                    } else {
                                                                        uint l_1173_ = (l_1169_ & 2147483648u);
                                                                        bool l_1174_ = (l_1173_ != 0u);
                                                                        if (l_1174_) {
                                                                            uint l_1175_ = (l_1169_ - 1u);
                                                                            l_mut_472_ = l_1175_;
                                                                        } else {
                                                                            bool l_1176_ = (l_1169_ == 2139095040u);
                                                                            if (l_1176_) {
                                                                                l_mut_472_ = l_1169_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2733 = l_mut_472_;
                                                                    float l_1177_ = asfloat(_e2733);
                                                                    uint l_1178_ = asuint(l_1177_);
                                                                    double l_1179_ = double(l_1177_);
                                                                    l_mut_76_ = l_1179_;
                                                                    uint l_1180_ = (l_1178_ & 2139095040u);
                                                                    bool l_1181_ = (l_1180_ == 0u);
                                                                    if (l_1181_) {
                                                                        uint l_1182_ = (l_1178_ & 8388607u);
                                                                        double l_1183_ = double(l_1182_);
                                                                        double l_1184_ = (l_1183_ * 1.401298464324817e-45L);
                                                                        l_mut_76_ = l_1184_;
                                                                        uint l_1185_ = (l_1178_ >> 31u);
                                                                        bool l_1186_ = (l_1185_ == 1u);
                                                                        if (l_1186_) {
                                                                            double _e2750 = l_mut_76_;
                                                                            double l_1187_ = -(_e2750);
                                                                            l_mut_76_ = l_1187_;
                                                                        }
                                                                    }
                                                                    float _e2752 = l_mut_22_;
                                                                    uint l_1188_ = asuint(_e2752);
                                                                    uint l_1189_ = (l_1188_ ^ 2147483648u);
                                                                    float l_1190_ = asfloat(l_1189_);
                                                                    uint l_1191_ = asuint(l_1190_);
                                                                    uint l_1192_ = (l_1191_ + 1u);
                                                                    l_mut_472_ = l_1192_;
                                                                    uint l_1193_ = (l_1191_ & 2147483647u);
                                                                    bool l_1194_ = (l_1193_ == 0u);
                                                                    if (l_1194_) {
                                                                        l_mut_472_ = 1u;
                                                                    } else {
                                                                        uint l_1195_ = (l_1191_ & 2147483648u);
                                                                        bool l_1196_ = (l_1195_ != 0u);
                                                                        if (l_1196_) {
                                                                            uint l_1197_ = (l_1191_ - 1u);
                                                                            l_mut_472_ = l_1197_;
                                                                        } else {
                                                                            bool l_1198_ = (l_1191_ == 2139095040u);
                                                                            if (l_1198_) {
                                                                                l_mut_472_ = l_1191_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2773 = l_mut_472_;
                                                                    float l_1199_ = asfloat(_e2773);
                                                                    uint l_1200_ = asuint(l_1199_);
                                                                    uint l_1201_ = (l_1200_ ^ 2147483648u);
                                                                    float l_1202_ = asfloat(l_1201_);
                                                                    uint l_1203_ = asuint(l_1202_);
                                                                    double l_1204_ = double(l_1202_);
                                                                    l_mut_49_ = l_1204_;
                                                                    uint l_1205_ = (l_1203_ & 2139095040u);
                                                                    bool l_1206_ = (l_1205_ == 0u);
                                                                    if (l_1206_) {
                                                                        uint l_1207_ = (l_1203_ & 8388607u);
                                                                        double l_1208_ = double(l_1207_);
                                                                        double l_1209_ = (l_1208_ * 1.401298464324817e-45L);
                                                                        l_mut_49_ = l_1209_;
                                                                        uint l_1210_ = (l_1203_ >> 31u);
                                                                        bool l_1211_ = (l_1210_ == 1u);
                                                                        if (l_1211_) {
                                                                            double _e2794 = l_mut_49_;
                                                                            double l_1212_ = -(_e2794);
                                                                            l_mut_49_ = l_1212_;
                                                                        }
                                                                    }
                                                                    double l_1213_ = (l_1157_ + l_1156_);
                                                                    double _e2797 = l_mut_241_;
                                                                    bool l_1214_ = (l_1213_ <= _e2797);
                                                                    l_mut_526_ = l_1214_;
                                                                    double l_1215_ = (l_1157_ - l_1156_);
                                                                    double _e2800 = l_mut_241_;
                                                                    bool l_1216_ = (l_1215_ > _e2800);
                                                                    l_mut_523_ = l_1216_;
                                                                    double l_1217_ = (l_1158_ - l_1156_);
                                                                    double _e2803 = l_mut_241_;
                                                                    bool l_1218_ = (l_1217_ >= _e2803);
                                                                    l_mut_520_ = l_1218_;
                                                                    double l_1219_ = (l_1158_ + l_1156_);
                                                                    double _e2806 = l_mut_241_;
                                                                    bool l_1220_ = (l_1219_ < _e2806);
                                                                    l_mut_517_ = l_1220_;
                                                                    if (l_404_) {
                                                                        double l_1221_ = (l_1157_ + l_1156_);
                                                                        double _e2809 = l_mut_76_;
                                                                        bool l_1222_ = (l_1221_ < _e2809);
                                                                        l_mut_526_ = l_1222_;
                                                                        double l_1223_ = (l_1157_ - l_1156_);
                                                                        double _e2812 = l_mut_76_;
                                                                        bool l_1224_ = (l_1223_ >= _e2812);
                                                                        l_mut_523_ = l_1224_;
                                                                        double l_1225_ = (l_1158_ - l_1156_);
                                                                        double _e2815 = l_mut_49_;
                                                                        bool l_1226_ = (l_1225_ > _e2815);
                                                                        l_mut_520_ = l_1226_;
                                                                        double l_1227_ = (l_1158_ + l_1156_);
                                                                        double _e2818 = l_mut_49_;
                                                                        bool l_1228_ = (l_1227_ <= _e2818);
                                                                        l_mut_517_ = l_1228_;
                                                                    }
                                                                    l_mut_472_ = 2u;
                                                                    bool _e2821 = l_mut_523_;
                                                                    if (!(_e2821)) {
                                                                        bool _e2825 = l_mut_517_;
                                                                        local_61 = _e2825;
                                                                    } else {
                                                                        local_61 = true;
                                                                    }
                                                                    bool l_1229_ = local_61;
                                                                    if (l_1229_) {
                                                                        l_mut_472_ = 1u;
                                                                    } else {
                                                                        bool _e2829 = l_mut_526_;
                                                                        if (_e2829) {
                                                                            bool _e2832 = l_mut_520_;
                                                                            local_62 = _e2832;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1230_ = local_62;
                                                                        if (l_1230_) {
                                                                            l_mut_472_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2836 = l_mut_22_;
                                                                    uint l_1231_ = asuint(_e2836);
                                                                    uint l_1232_ = (l_1231_ & 2147483647u);
                                                                    bool l_1233_ = (l_1232_ == 0u);
                                                                    if (l_1233_) {
                                                                        double l_1234_ = (l_1157_ + l_1156_);
                                                                        bool l_1235_ = (l_1234_ < 1.1754943508222875e-38L);
                                                                        double l_1236_ = (l_1158_ - l_1156_);
                                                                        bool l_1237_ = (l_1236_ > -1.1754943508222875e-38L);
                                                                        if (l_1235_) {
                                                                            local_63 = l_1237_;
                                                                        } else {
                                                                            local_63 = false;
                                                                        }
                                                                        bool l_1238_ = local_63;
                                                                        double l_1239_ = (l_1157_ - l_1156_);
                                                                        bool l_1240_ = (l_1239_ < 1.1754943508222875e-38L);
                                                                        double l_1241_ = (l_1158_ + l_1156_);
                                                                        bool l_1242_ = (l_1241_ > -1.1754943508222875e-38L);
                                                                        if (l_1240_) {
                                                                            local_64 = l_1242_;
                                                                        } else {
                                                                            local_64 = false;
                                                                        }
                                                                        bool l_1243_ = local_64;
                                                                        if (l_1238_) {
                                                                            l_mut_472_ = 0u;
                                                                        } else {
                                                                            uint _e2863 = l_mut_472_;
                                                                            bool l_1244_ = (_e2863 == 1u);
                                                                            if (l_1243_) {
                                                                                local_65 = l_1244_;
                                                                            } else {
                                                                                local_65 = false;
                                                                            }
                                                                            bool l_1245_ = local_65;
                                                                            if (l_1245_) {
                                                                                l_mut_472_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2871 = l_mut_472_;
                                                                    l_mut_418_ = _e2871;
                                                                } else {
                                                                    double _e2872 = l_mut_35_;
                                                                    double l_1246_ = abs(_e2872);
                                                                    l_mut_241_ = 1.401298464324817e-45L;
                                                                    bool l_1247_ = (l_1246_ >= 1.1754943508222875e-38L);
                                                                    bool l_1248_ = (l_1246_ <= 1.7976931348623157e308L);
                                                                    if (l_1247_) {
                                                                        local_66 = l_1248_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1249_ = local_66;
                                                                    if (l_1249_) {
                                                                        uint64_t l_1250_ = l_1246_;
                                                                        uint64_t l_1251_ = (l_1250_ >> uint(52uL));
                                                                        uint64_t l_1252_ = (l_1251_ - 23uL);
                                                                        uint64_t l_1253_ = (l_1252_ << uint(52uL));
                                                                        double l_1254_ = l_1253_;
                                                                        l_mut_241_ = l_1254_;
                                                                    }
                                                                    double _e2895 = l_mut_241_;
                                                                    double l_1255_ = (l_409_ * _e2895);
                                                                    l_mut_472_ = 2u;
                                                                    double _e2898 = l_mut_35_;
                                                                    double l_1256_ = (_e2898 - l_416_);
                                                                    double l_1257_ = abs(l_1256_);
                                                                    l_mut_241_ = 1.401298464324817e-45L;
                                                                    bool l_1258_ = (l_1257_ >= 1.1754943508222875e-38L);
                                                                    bool l_1259_ = (l_1257_ <= 1.7976931348623157e308L);
                                                                    if (l_1258_) {
                                                                        local_67 = l_1259_;
                                                                    } else {
                                                                        local_67 = false;
                                                                    }
                                                                    bool l_1260_ = local_67;
                                                                    if (l_1260_) {
                                                                        uint64_t l_1261_ = l_1257_;
                                                                        uint64_t l_1262_ = (l_1261_ >> uint(52uL));
                                                                        uint64_t l_1263_ = (l_1262_ - 23uL);
                                                                        uint64_t l_1264_ = (l_1263_ << uint(52uL));
                                                                        double l_1265_ = l_1264_;
                                                                        l_mut_241_ = l_1265_;
                                                                    }
                                                                    double _e2922 = l_mut_35_;
                                                                    double l_1266_ = (_e2922 + l_416_);
                                                                    double l_1267_ = abs(l_1266_);
                                                                    l_mut_76_ = 1.401298464324817e-45L;
                                                                    bool l_1268_ = (l_1267_ >= 1.1754943508222875e-38L);
                                                                    bool l_1269_ = (l_1267_ <= 1.7976931348623157e308L);
                                                                    if (l_1268_) {
                                                                        local_68 = l_1269_;
                                                                    } else {
                                                                        local_68 = false;
                                                                    }
                                                                    bool l_1270_ = local_68;
                                                                    if (l_1270_) {
                                                                        uint64_t l_1271_ = l_1267_;
                                                                        uint64_t l_1272_ = (l_1271_ >> uint(52uL));
                                                                        uint64_t l_1273_ = (l_1272_ - 23uL);
                                                                        uint64_t l_1274_ = (l_1273_ << uint(52uL));
                                                                        double l_1275_ = l_1274_;
                                                                        l_mut_76_ = l_1275_;
                                                                    }
                                                                    double _e2946 = l_mut_241_;
                                                                    double _e2947 = l_mut_76_;
                                                                    bool l_1276_ = (_e2946 == _e2947);
                                                                    if (l_1276_) {
                                                                        double l_1277_ = (l_1255_ * 1.4551915228366852e-11L);
                                                                        double l_1278_ = (l_416_ + l_1277_);
                                                                        double _e2952 = l_mut_35_;
                                                                        double l_1279_ = (_e2952 - l_1255_);
                                                                        double _e2954 = l_mut_35_;
                                                                        double l_1280_ = (_e2954 + l_1255_);
                                                                        float _e2956 = l_mut_22_;
                                                                        uint l_1281_ = asuint(_e2956);
                                                                        float _e2958 = l_mut_22_;
                                                                        double l_1282_ = double(_e2958);
                                                                        l_mut_241_ = l_1282_;
                                                                        uint l_1283_ = (l_1281_ & 2139095040u);
                                                                        bool l_1284_ = (l_1283_ == 0u);
                                                                        if (l_1284_) {
                                                                            uint l_1285_ = (l_1281_ & 8388607u);
                                                                            double l_1286_ = double(l_1285_);
                                                                            double l_1287_ = (l_1286_ * 1.401298464324817e-45L);
                                                                            l_mut_241_ = l_1287_;
                                                                            uint l_1288_ = (l_1281_ >> 31u);
                                                                            bool l_1289_ = (l_1288_ == 1u);
                                                                            if (l_1289_) {
                                                                                double _e2973 = l_mut_241_;
                                                                                double l_1290_ = -(_e2973);
                                                                                l_mut_241_ = l_1290_;
                                                                            }
                                                                        }
                                                                        float _e2975 = l_mut_22_;
                                                                        uint l_1291_ = asuint(_e2975);
                                                                        uint l_1292_ = (l_1291_ + 1u);
                                                                        l_mut_434_ = l_1292_;
                                                                        uint l_1293_ = (l_1291_ & 2147483647u);
                                                                        bool l_1294_ = (l_1293_ == 0u);
                                                                        if (l_1294_) {
                                                                            l_mut_434_ = 1u;
                                                                        } else {
                                                                            uint l_1295_ = (l_1291_ & 2147483648u);
                                                                            bool l_1296_ = (l_1295_ != 0u);
                                                                            if (l_1296_) {
                                                                                uint l_1297_ = (l_1291_ - 1u);
                                                                                l_mut_434_ = l_1297_;
                                                                            } else {
                                                                                bool l_1298_ = (l_1291_ == 2139095040u);
                                                                                if (l_1298_) {
                                                                                    l_mut_434_ = l_1291_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e2992 = l_mut_434_;
                                                                        float l_1299_ = asfloat(_e2992);
                                                                        uint l_1300_ = asuint(l_1299_);
                                                                        double l_1301_ = double(l_1299_);
                                                                        l_mut_76_ = l_1301_;
                                                                        uint l_1302_ = (l_1300_ & 2139095040u);
                                                                        bool l_1303_ = (l_1302_ == 0u);
                                                                        if (l_1303_) {
                                                                            uint l_1304_ = (l_1300_ & 8388607u);
                                                                            double l_1305_ = double(l_1304_);
                                                                            double l_1306_ = (l_1305_ * 1.401298464324817e-45L);
                                                                            l_mut_76_ = l_1306_;
                                                                            uint l_1307_ = (l_1300_ >> 31u);
                                                                            bool l_1308_ = (l_1307_ == 1u);
                                                                            if (l_1308_) {
                                                                                double _e3009 = l_mut_76_;
                                                                                double l_1309_ = -(_e3009);
                                                                                l_mut_76_ = l_1309_;
                                                                            }
                                                                        }
                                                                        float _e3011 = l_mut_22_;
                                                                        uint l_1310_ = asuint(_e3011);
                                                                        uint l_1311_ = (l_1310_ ^ 2147483648u);
                                                                        float l_1312_ = asfloat(l_1311_);
                                                                        uint l_1313_ = asuint(l_1312_);
                                                                        uint l_1314_ = (l_1313_ + 1u);
                                                                        l_mut_434_ = l_1314_;
                                                                        uint l_1315_ = (l_1313_ & 2147483647u);
                                                                        bool l_1316_ = (l_1315_ == 0u);
                                                                        if (l_1316_) {
                                                                            l_mut_434_ = 1u;
                                                                        } else {
                                                                            uint l_1317_ = (l_1313_ & 2147483648u);
                                                                            bool l_1318_ = (l_1317_ != 0u);
                                                                            if (l_1318_) {
                                                                                uint l_1319_ = (l_1313_ - 1u);
                                                                                l_mut_434_ = l_1319_;
                                                                            } else {
                                                                                bool l_1320_ = (l_1313_ == 2139095040u);
                                                                                if (l_1320_) {
                                                                                    l_mut_434_ = l_1313_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3032 = l_mut_434_;
                                                                        float l_1321_ = asfloat(_e3032);
                                                                        uint l_1322_ = asuint(l_1321_);
                                                                        uint l_1323_ = (l_1322_ ^ 2147483648u);
                                                                        float l_1324_ = asfloat(l_1323_);
                                                                        uint l_1325_ = asuint(l_1324_);
                                                                        double l_1326_ = double(l_1324_);
                                                                        l_mut_49_ = l_1326_;
                                                                        uint l_1327_ = (l_1325_ & 2139095040u);
                                                                        bool l_1328_ = (l_1327_ == 0u);
                                                                        if (l_1328_) {
                                                                            uint l_1329_ = (l_1325_ & 8388607u);
                                                                            double l_1330_ = double(l_1329_);
                                                                            double l_1331_ = (l_1330_ * 1.401298464324817e-45L);
                                                                            l_mut_49_ = l_1331_;
                                                                            uint l_1332_ = (l_1325_ >> 31u);
                                                                            bool l_1333_ = (l_1332_ == 1u);
                                                                            if (l_1333_) {
                                                                                double _e3053 = l_mut_49_;
                                                                                double l_1334_ = -(_e3053);
                                                                                l_mut_49_ = l_1334_;
                                                                            }
                                                                        }
                                                                        double l_1335_ = (l_1279_ + l_1278_);
                                                                        double _e3056 = l_mut_241_;
                                                                        bool l_1336_ = (l_1335_ <= _e3056);
                                                                        l_mut_526_ = l_1336_;
                                                                        double l_1337_ = (l_1279_ - l_1278_);
                                                                        double _e3059 = l_mut_241_;
                                                                        bool l_1338_ = (l_1337_ > _e3059);
                                                                        l_mut_523_ = l_1338_;
                                                                        double l_1339_ = (l_1280_ - l_1278_);
                                                                        double _e3062 = l_mut_241_;
                                                                        bool l_1340_ = (l_1339_ >= _e3062);
                                                                        l_mut_520_ = l_1340_;
                                                                        double l_1341_ = (l_1280_ + l_1278_);
                                                                        double _e3065 = l_mut_241_;
                                                                        bool l_1342_ = (l_1341_ < _e3065);
                                                                        l_mut_517_ = l_1342_;
                                                                        if (l_404_) {
                                                                            double l_1343_ = (l_1279_ + l_1278_);
                                                                            double _e3068 = l_mut_76_;
                                                                            bool l_1344_ = (l_1343_ < _e3068);
                                                                            l_mut_526_ = l_1344_;
                                                                            double l_1345_ = (l_1279_ - l_1278_);
                                                                            double _e3071 = l_mut_76_;
                                                                            bool l_1346_ = (l_1345_ >= _e3071);
                                                                            l_mut_523_ = l_1346_;
                                                                            double l_1347_ = (l_1280_ - l_1278_);
                                                                            double _e3074 = l_mut_49_;
                                                                            bool l_1348_ = (l_1347_ > _e3074);
                                                                            l_mut_520_ = l_1348_;
                                                                            double l_1349_ = (l_1280_ + l_1278_);
                                                                            double _e3077 = l_mut_49_;
                                                                            bool l_1350_ = (l_1349_ <= _e3077);
                                                                            l_mut_517_ = l_1350_;
                                                                        }
                                                                        l_mut_434_ = 2u;
                                                                        bool _e3080 = l_mut_523_;
                                                                        if (!(_e3080)) {
                                                                            bool _e3084 = l_mut_517_;
                                                                            local_69 = _e3084;
                                                                        } else {
                                                                            local_69 = true;
                                                                        }
                                                                        bool l_1351_ = local_69;
                                                                        if (l_1351_) {
                                                                            l_mut_434_ = 1u;
                                                                        } else {
                                                                            bool _e3088 = l_mut_526_;
                                                                            if (_e3088) {
                                                                                bool _e3091 = l_mut_520_;
                                                                                local_70 = _e3091;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1352_ = local_70;
                                                                            if (l_1352_) {
                                                                                l_mut_434_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e3095 = l_mut_22_;
                                                                        uint l_1353_ = asuint(_e3095);
                                                                        uint l_1354_ = (l_1353_ & 2147483647u);
                                                                        bool l_1355_ = (l_1354_ == 0u);
                                                                        if (l_1355_) {
                                                                            double l_1356_ = (l_1279_ + l_1278_);
                                                                            bool l_1357_ = (l_1356_ < 1.1754943508222875e-38L);
                                                                            double l_1358_ = (l_1280_ - l_1278_);
                                                                            bool l_1359_ = (l_1358_ > -1.1754943508222875e-38L);
                                                                            if (l_1357_) {
                                                                                local_71 = l_1359_;
                                                                            } else {
                                                                                local_71 = false;
                                                                            }
                                                                            bool l_1360_ = local_71;
                                                                            double l_1361_ = (l_1279_ - l_1278_);
                                                                            bool l_1362_ = (l_1361_ < 1.1754943508222875e-38L);
                                                                            double l_1363_ = (l_1280_ + l_1278_);
                                                                            bool l_1364_ = (l_1363_ > -1.1754943508222875e-38L);
                                                                            if (l_1362_) {
                                                                                local_72 = l_1364_;
                                                                            } else {
                                                                                local_72 = false;
                                                                            }
                                                                            bool l_1365_ = local_72;
                                                                            if (l_1360_) {
                                                                                l_mut_434_ = 0u;
                                                                            } else {
                                                                                uint _e3122 = l_mut_434_;
                                                                                bool l_1366_ = (_e3122 == 1u);
                                                                                if (l_1365_) {
                                                                                    local_73 = l_1366_;
                                                                                } else {
                                                                                    local_73 = false;
                                                                                }
                                                                                bool l_1367_ = local_73;
                                                                                if (l_1367_) {
                                                                                    l_mut_434_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3130 = l_mut_434_;
                                                                        l_mut_472_ = _e3130;
                                                                    }
                                                                    uint _e3131 = l_mut_472_;
                                                                    l_mut_418_ = _e3131;
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
                            uint l_1368_ = a_417_[0];
                            bool l_1369_ = (l_1368_ == 0u);
                            if (l_1369_) {
                                l_mut_418_ = 2u;
                            }
                            uint _e3137 = l_mut_398_;
                            uint _e3139 = l_mut_418_;
                            a_10_[min(uint(_e3137), 7u)] = _e3139;
                            uint _e3140 = l_mut_398_;
                            uint l_1370_ = a_10_[min(uint(_e3140), 7u)];
                            bool l_1371_ = (l_1370_ == 2u);
                            if (l_1371_) {
                                l_mut_128_ = false;
                            }
                        }
                    }
                }
                uint _e3149 = l_mut_59_;
                bool l_1372_ = (_e3149 == 4294967293u);
                if (l_1372_) {
                    uint l_1373_ = a_8_[0];
                    uint l_1374_ = (l_1373_ + 1u);
                    a_8_[0] = l_1374_;
                } else {
                    bool _e3157 = l_mut_128_;
                    if (_e3157) {
                        l_mut_241_ = l_386_;
                        double _e3158 = l_mut_241_;
                        bool l_1375_ = (_e3158 < -17.0L);
                        if (l_1375_) {
                            l_mut_241_ = -17.0L;
                        }
                        double _e3162 = l_mut_241_;
                        bool l_1376_ = (_e3162 > 17.0L);
                        if (l_1376_) {
                            l_mut_241_ = 17.0L;
                        }
                        double _e3166 = l_mut_241_;
                        double l_1377_ = (_e3166 + 16.0L);
                        double l_1378_ = (l_1377_ + 1.0L);
                        uint l_1379_ = naga_f2u32(l_1378_);
                        uint l_1380_ = (2u + l_1379_);
                        uint l_1381_ = a_8_[min(uint(l_1380_), 64u)];
                        uint l_1382_ = (l_1381_ + 1u);
                        a_8_[min(uint(l_1380_), 64u)] = l_1382_;
                        float _e3179 = l_mut_22_;
                        uint l_1383_ = asuint(_e3179);
                        uint l_1384_ = (l_1383_ & 8388607u);
                        double l_1385_ = double(l_1384_);
                        double l_1386_ = (l_1385_ / 7.1362384635298e44L);
                        l_mut_241_ = l_1386_;
                        uint l_1387_ = (l_1383_ & 2139095040u);
                        bool l_1388_ = (l_1387_ != 0u);
                        if (l_1388_) {
                            uint l_1389_ = (l_1383_ & 2147483647u);
                            float l_1390_ = asfloat(l_1389_);
                            double l_1391_ = double(l_1390_);
                            l_mut_241_ = l_1391_;
                        }
                        uint l_1392_ = (l_1383_ >> 31u);
                        double l_1393_ = double(l_1392_);
                        double l_1394_ = (2.0L * l_1393_);
                        double l_1395_ = (1.0L - l_1394_);
                        double _e3201 = l_mut_241_;
                        l_mut_241_ = (_e3201 * l_1395_);
                        double _e3203 = l_mut_35_;
                        double l_1396_ = abs(_e3203);
                        double _e3205 = l_mut_35_;
                        double l_1397_ = (_e3205 * 0.0L);
                        double l_1398_ = (l_1397_ + 7.1362384635298e44L);
                        l_mut_76_ = l_1398_;
                        bool l_1399_ = (l_1396_ >= 2.350988701644575e-38L);
                        if (l_1399_) {
                            uint _e3212 = l_mut_59_;
                            uint l_1400_ = (_e3212 & 2147483647u);
                            float l_1401_ = asfloat(l_1400_);
                            double l_1402_ = double(l_1401_);
                            uint l_1403_ = (l_1400_ & 2139095040u);
                            float l_1404_ = asfloat(l_1403_);
                            double l_1405_ = double(l_1404_);
                            bool l_1406_ = (l_1402_ > l_1396_);
                            uint l_1407_ = (l_1400_ & 8388607u);
                            bool l_1408_ = (l_1407_ == 0u);
                            if (l_1406_) {
                                local_74 = l_1408_;
                            } else {
                                local_74 = false;
                            }
                            bool l_1409_ = local_74;
                            double l_1410_ = (l_1405_ * 1.1920928955078125e-7L);
                            double l_1411_ = double(l_1409_);
                            double l_1412_ = (0.5L * l_1411_);
                            double l_1413_ = (1.0L - l_1412_);
                            double l_1414_ = (l_1410_ * l_1413_);
                            double l_1415_ = (1.0L / l_1414_);
                            l_mut_76_ = l_1415_;
                        }
                        double _e3240 = l_mut_241_;
                        double _e3241 = l_mut_35_;
                        double l_1416_ = (_e3240 - _e3241);
                        double _e3243 = l_mut_76_;
                        double l_1417_ = (l_1416_ * _e3243);
                        uint l_1418_ = a_8_[45];
                        bool l_1419_ = (l_1418_ == 4294967295u);
                        double l_1420_ = a_9_[0];
                        bool l_1421_ = (l_1417_ < l_1420_);
                        if (!(l_1419_)) {
                            local_75 = l_1421_;
                        } else {
                            local_75 = true;
                        }
                        bool l_1422_ = local_75;
                        if (l_1422_) {
                            a_9_[0] = l_1417_;
                            a_8_[45] = l_20_;
                            a_8_[46] = l_367_;
                        }
                        uint l_1423_ = a_8_[47];
                        bool l_1424_ = (l_1423_ == 4294967295u);
                        double l_1425_ = a_9_[1];
                        bool l_1426_ = (l_1417_ > l_1425_);
                        if (!(l_1424_)) {
                            local_76 = l_1426_;
                        } else {
                            local_76 = true;
                        }
                        bool l_1427_ = local_76;
                        if (l_1427_) {
                            a_9_[1] = l_1417_;
                            a_8_[47] = l_20_;
                            a_8_[48] = l_367_;
                        }
                        bool l_1428_ = (l_386_ != 0.0L);
                        if (l_1428_) {
                            l_mut_1429_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e3328 = l_mut_1429_;
                                    l_mut_1429_ = (_e3328 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e3279 = l_mut_1429_;
                                if ((_e3279 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e3282 = l_mut_1429_;
                                    uint l_1430_ = a_10_[min(uint(_e3282), 7u)];
                                    bool l_1431_ = (l_1430_ == 1u);
                                    if (l_1431_) {
                                        uint _e3288 = l_mut_1429_;
                                        uint l_1432_ = (37u + _e3288);
                                        uint l_1433_ = a_8_[min(uint(l_1432_), 64u)];
                                        uint l_1434_ = (l_1433_ + 1u);
                                        a_8_[min(uint(l_1432_), 64u)] = l_1434_;
                                        uint _e3296 = l_mut_1429_;
                                        uint l_1435_ = (2u + _e3296);
                                        uint l_1436_ = (2u * l_1435_);
                                        uint l_1437_ = (45u + l_1436_);
                                        uint l_1438_ = a_8_[min(uint(l_1437_), 64u)];
                                        bool l_1439_ = (l_1438_ == 4294967295u);
                                        double l_1440_ = abs(l_1417_);
                                        uint _e3308 = l_mut_1429_;
                                        uint l_1441_ = (2u + _e3308);
                                        double l_1442_ = a_9_[min(uint(l_1441_), 9u)];
                                        double l_1443_ = abs(l_1442_);
                                        bool l_1444_ = (l_1440_ > l_1443_);
                                        if (!(l_1439_)) {
                                            local_77 = l_1444_;
                                        } else {
                                            local_77 = true;
                                        }
                                        bool l_1445_ = local_77;
                                        if (l_1445_) {
                                            uint _e3320 = l_mut_1429_;
                                            uint l_1446_ = (2u + _e3320);
                                            a_9_[min(uint(l_1446_), 9u)] = l_1417_;
                                            a_8_[min(uint(l_1437_), 64u)] = l_20_;
                                            uint l_1447_ = (l_1437_ + 1u);
                                            a_8_[min(uint(l_1447_), 64u)] = l_367_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1448_ = a_8_[1];
                        uint l_1449_ = (l_2_ + l_1448_);
                        uint l_1450_ = (l_1449_ * 2u);
                        uint l_1570_ = asuint(info.Load(24+0));
                        uint l_1571_ = (l_1570_ * 1u);
                        bool l_1572_ = (l_1450_ < l_1571_);
                        if (l_1572_) {
                            buffer_6_global.Store(l_1450_*4, asuint(l_20_));
                        }
                        uint l_1451_ = (l_1450_ + 1u);
                        uint l_1573_ = asuint(info.Load(24+0));
                        uint l_1574_ = (l_1573_ * 1u);
                        bool l_1575_ = (l_1451_ < l_1574_);
                        if (l_1575_) {
                            buffer_6_global.Store(l_1451_*4, asuint(l_367_));
                        }
                        uint l_1452_ = a_8_[1];
                        uint l_1453_ = (l_1452_ + 1u);
                        a_8_[1] = l_1453_;
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
                uint _e3385 = l_mut_1454_;
                l_mut_1454_ = (_e3385 + 1u);
            }
            loop_init_5 = false;
            uint _e3365 = l_mut_1454_;
            if ((_e3365 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1455_ = (id * 65u);
                uint _e3370 = l_mut_1454_;
                uint l_1456_ = (l_1455_ + _e3370);
                uint _e3372 = l_mut_1454_;
                uint l_1457_ = a_8_[min(uint(_e3372), 64u)];
                uint l_1576_ = asuint(info.Load(16+0));
                uint l_1577_ = (l_1576_ * 1u);
                bool l_1578_ = (l_1456_ < l_1577_);
                if (l_1578_) {
                    buffer_4_global.Store(l_1456_*4, asuint(l_1457_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e3409 = l_mut_1458_;
                l_mut_1458_ = (_e3409 + 1u);
            }
            loop_init_6 = false;
            uint _e3389 = l_mut_1458_;
            if ((_e3389 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1459_ = (id * 10u);
                uint _e3394 = l_mut_1458_;
                uint l_1460_ = (l_1459_ + _e3394);
                uint _e3396 = l_mut_1458_;
                double l_1461_ = a_9_[min(uint(_e3396), 9u)];
                uint l_1579_ = asuint(info.Load(20+0));
                uint l_1580_ = (l_1579_ * 1u);
                bool l_1581_ = (l_1460_ < l_1580_);
                if (l_1581_) {
                    buffer_5_global.Store(l_1460_*8, l_1461_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
