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
    uint a_422_[1] = (uint[1])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_136_ = (bool)0;
    uint64_t l_mut_150_ = (uint64_t)0;
    uint64_t l_mut_179_ = (uint64_t)0;
    uint64_t l_mut_191_ = (uint64_t)0;
    int l_mut_194_ = (int)0;
    double l_mut_249_ = (double)0;
    float l_mut_25_ = (float)0;
    double l_mut_31_ = (double)0;
    uint l_mut_423_ = (uint)0;
    uint l_mut_439_ = (uint)0;
    double l_mut_47_ = (double)0;
    uint l_mut_480_ = (uint)0;
    bool l_mut_531_ = (bool)0;
    bool l_mut_534_ = (bool)0;
    bool l_mut_537_ = (bool)0;
    bool l_mut_540_ = (bool)0;
    double l_mut_57_ = (double)0;
    uint l_mut_68_ = (uint)0;
    double l_mut_84_ = (double)0;
    uint l_mut_11_ = 0u;
    uint l_mut_12_ = 0u;
    uint l_mut_21_ = (uint)0;
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
    uint l_mut_403_ = (uint)0;
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
    uint l_mut_1528_ = (uint)0;
    bool local_77 = (bool)0;
    uint l_mut_1557_ = 0u;
    uint l_mut_1561_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1579_ = asuint(info.Load(28+0));
        uint l_1580_ = (l_1579_ * 1u);
        bool l_1581_ = (0u < l_1580_);
        if (l_1581_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1565_ = asuint(info.Load(0+0));
    uint l_1566_ = (l_1565_ * 1u);
    bool l_1567_ = (1u < l_1566_);
    uint l_1568_ = (l_1566_ - 1u);
    uint l_1569_ = min(1u, l_1568_);
    uint l_1570_ = asuint(buffer_0_global.Load(l_1569_*4));
    uint l_1_ = (l_1567_ ? l_1570_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1572_ = asuint(info.Load(0+0));
    uint l_1573_ = (l_1572_ * 1u);
    bool l_1574_ = (2u < l_1573_);
    uint l_1575_ = (l_1573_ - 1u);
    uint l_1576_ = min(2u, l_1575_);
    uint l_1577_ = asuint(buffer_0_global.Load(l_1576_*4));
    uint l_3_ = (l_1574_ ? l_1577_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1582_ = asuint(info.Load(0+0));
        uint l_1583_ = (l_1582_ * 1u);
        bool l_1584_ = (2u < l_1583_);
        uint l_1585_ = (l_1583_ - 1u);
        uint l_1586_ = min(2u, l_1585_);
        uint l_1587_ = asuint(buffer_0_global.Load(l_1586_*4));
        uint l_6_ = (l_1584_ ? l_1587_ : 0u);
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
        uint l_1589_ = asuint(info.Load(12+0));
        uint l_1590_ = (l_1589_ * 1u);
        bool l_1591_ = (1024u < l_1590_);
        uint l_1592_ = (l_1590_ - 1u);
        uint l_1593_ = min(1024u, l_1592_);
        uint l_1594_ = asuint(buffer_3_global.Load(l_1593_*4));
        uint l_18_ = (l_1591_ ? l_1594_ : 0u);
        float l_19_ = asfloat(l_18_);
        double l_20_ = double(l_19_);
        l_mut_21_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e3423 = l_mut_21_;
                l_mut_21_ = (_e3423 + 1u);
            }
            loop_init_2 = false;
            uint _e174 = l_mut_21_;
            if ((_e174 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1596_ = asuint(info.Load(0+0));
                uint l_1597_ = (l_1596_ * 1u);
                bool l_1598_ = (0u < l_1597_);
                uint l_1599_ = (l_1597_ - 1u);
                uint l_1600_ = min(0u, l_1599_);
                uint l_1601_ = asuint(buffer_0_global.Load(l_1600_*4));
                uint l_22_ = (l_1598_ ? l_1601_ : 0u);
                uint _e193 = l_mut_21_;
                uint l_23_ = (l_22_ + _e193);
                float l_24_ = asfloat(l_23_);
                l_mut_25_ = l_24_;
                float l_26_ = sin(l_24_);
                l_mut_25_ = l_26_;
                uint l_27_ = asuint(l_24_);
                uint l_28_ = (l_27_ & 2147483647u);
                float l_29_ = asfloat(l_28_);
                double l_30_ = double(l_29_);
                l_mut_31_ = l_30_;
                bool l_32_ = (l_28_ < 8388608u);
                if (l_32_) {
                    double l_33_ = double(l_28_);
                    double l_34_ = (l_33_ * 1.401298464324817e-45L);
                    l_mut_31_ = l_34_;
                }
                double _e207 = l_mut_31_;
                uint64_t l_35_ = _e207;
                uint l_36_ = (l_27_ >> 31u);
                uint64_t l_37_ = uint64_t(l_36_);
                uint64_t l_38_ = (l_37_ << uint(63uL));
                uint64_t l_39_ = (l_35_ | l_38_);
                double l_40_ = l_39_;
                l_mut_31_ = l_40_;
                uint l_41_ = asuint(l_24_);
                uint l_42_ = (l_41_ & 2147483647u);
                double l_43_ = double(l_24_);
                uint64_t l_44_ = l_43_;
                uint64_t l_45_ = (l_44_ | 9221120237041090560uL);
                double l_46_ = l_45_;
                l_mut_47_ = l_46_;
                float l_48_ = asfloat(l_42_);
                bool l_49_ = (l_48_ < 4.0);
                if (l_49_) {
                    uint l_1603_ = asuint(info.Load(12+0));
                    uint l_1604_ = (l_1603_ * 1u);
                    bool l_1605_ = (1024u < l_1604_);
                    uint l_1606_ = (l_1604_ - 1u);
                    uint l_1607_ = min(1024u, l_1606_);
                    uint l_1608_ = asuint(buffer_3_global.Load(l_1607_*4));
                    uint l_50_ = (l_1605_ ? l_1608_ : 0u);
                    float l_51_ = asfloat(l_50_);
                    double l_52_ = double(l_51_);
                    uint l_53_ = asuint(l_24_);
                    uint l_54_ = (l_53_ & 2147483647u);
                    float l_55_ = asfloat(l_54_);
                    double l_56_ = double(l_55_);
                    l_mut_57_ = l_56_;
                    bool l_58_ = (l_54_ < 8388608u);
                    if (l_58_) {
                        double l_59_ = double(l_54_);
                        double l_60_ = (l_59_ * 1.401298464324817e-45L);
                        l_mut_57_ = l_60_;
                    }
                    double _e258 = l_mut_57_;
                    uint64_t l_61_ = _e258;
                    uint l_62_ = (l_53_ >> 31u);
                    uint64_t l_63_ = uint64_t(l_62_);
                    uint64_t l_64_ = (l_63_ << uint(63uL));
                    uint64_t l_65_ = (l_61_ | l_64_);
                    double l_66_ = l_65_;
                    double l_67_ = abs(l_66_);
                    l_mut_57_ = l_67_;
                    l_mut_68_ = 0u;
                    bool l_69_ = (l_67_ >= 0.785L);
                    if (l_69_) {
                        double l_70_ = (l_67_ * 0.6366197723675814L);
                        double l_71_ = (l_70_ + 0.5L);
                        double l_72_ = floor(l_71_);
                        double l_73_ = (l_72_ * 1.570796325802803L);
                        double l_74_ = (l_67_ - l_73_);
                        double l_75_ = (l_74_ * l_52_);
                        double l_76_ = (l_72_ * 9.920935796805404e-10L);
                        double l_77_ = (l_75_ - l_76_);
                        l_mut_57_ = l_77_;
                        uint l_78_ = naga_f2u32(l_72_);
                        l_mut_68_ = l_78_;
                    }
                    uint l_79_ = asuint(l_24_);
                    bool l_80_ = (l_79_ >= 2147483648u);
                    double _e289 = l_mut_57_;
                    double _e290 = l_mut_57_;
                    double l_81_ = (_e289 * _e290);
                    double l_82_ = (l_81_ * 1.9572941063391263e-20L);
                    double l_83_ = (8.22063524662433e-18L - l_82_);
                    l_mut_84_ = l_83_;
                    double _e296 = l_mut_84_;
                    double l_85_ = (_e296 * l_81_);
                    double l_86_ = (l_85_ - 2.8114572543455206e-15L);
                    l_mut_84_ = l_86_;
                    double _e300 = l_mut_84_;
                    double l_87_ = (_e300 * l_81_);
                    double l_88_ = (l_87_ + 7.647163731819816e-13L);
                    l_mut_84_ = l_88_;
                    double _e304 = l_mut_84_;
                    double l_89_ = (_e304 * l_81_);
                    double l_90_ = (l_89_ - 1.6059043836821613e-10L);
                    l_mut_84_ = l_90_;
                    double _e308 = l_mut_84_;
                    double l_91_ = (_e308 * l_81_);
                    double l_92_ = (l_91_ + 2.505210838544172e-8L);
                    l_mut_84_ = l_92_;
                    double _e312 = l_mut_84_;
                    double l_93_ = (_e312 * l_81_);
                    double l_94_ = (l_93_ - 2.7557319223985893e-6L);
                    l_mut_84_ = l_94_;
                    double _e316 = l_mut_84_;
                    double l_95_ = (_e316 * l_81_);
                    double l_96_ = (l_95_ + 0.0001984126984126984L);
                    l_mut_84_ = l_96_;
                    double _e320 = l_mut_84_;
                    double l_97_ = (_e320 * l_81_);
                    double l_98_ = (l_97_ - 0.008333333333333333L);
                    l_mut_84_ = l_98_;
                    double _e324 = l_mut_84_;
                    double l_99_ = (_e324 * l_81_);
                    double l_100_ = (l_99_ + 0.16666666666666666L);
                    l_mut_84_ = l_100_;
                    double l_101_ = (0.5L * l_81_);
                    double l_102_ = (1.0L - l_101_);
                    double l_103_ = (0.0L * l_102_);
                    double _e334 = l_mut_57_;
                    double l_104_ = (_e334 * l_81_);
                    double _e336 = l_mut_84_;
                    double l_105_ = (l_104_ * _e336);
                    double l_106_ = (l_103_ - l_105_);
                    double _e339 = l_mut_57_;
                    double l_107_ = (_e339 + l_106_);
                    double _e341 = l_mut_57_;
                    double _e342 = l_mut_57_;
                    double l_108_ = (_e341 * _e342);
                    double l_109_ = (l_108_ * 4.110317623312165e-19L);
                    double l_110_ = (l_109_ - 1.5619206968586225e-16L);
                    l_mut_84_ = l_110_;
                    double _e348 = l_mut_84_;
                    double l_111_ = (_e348 * l_108_);
                    double l_112_ = (l_111_ + 4.779477332387385e-14L);
                    l_mut_84_ = l_112_;
                    double _e352 = l_mut_84_;
                    double l_113_ = (_e352 * l_108_);
                    double l_114_ = (l_113_ - 1.1470745597729725e-11L);
                    l_mut_84_ = l_114_;
                    double _e356 = l_mut_84_;
                    double l_115_ = (_e356 * l_108_);
                    double l_116_ = (l_115_ + 2.08767569878681e-9L);
                    l_mut_84_ = l_116_;
                    double _e360 = l_mut_84_;
                    double l_117_ = (_e360 * l_108_);
                    double l_118_ = (l_117_ - 2.755731922398589e-7L);
                    l_mut_84_ = l_118_;
                    double _e364 = l_mut_84_;
                    double l_119_ = (_e364 * l_108_);
                    double l_120_ = (l_119_ + 2.48015873015873e-5L);
                    l_mut_84_ = l_120_;
                    double _e368 = l_mut_84_;
                    double l_121_ = (_e368 * l_108_);
                    double l_122_ = (l_121_ - 0.001388888888888889L);
                    l_mut_84_ = l_122_;
                    double _e372 = l_mut_84_;
                    double l_123_ = (_e372 * l_108_);
                    double l_124_ = (l_123_ + 0.041666666666666664L);
                    l_mut_84_ = l_124_;
                    double l_125_ = (0.5L * l_108_);
                    double l_126_ = (1.0L - l_125_);
                    double l_127_ = (l_108_ * l_108_);
                    double _e381 = l_mut_84_;
                    double l_128_ = (l_127_ * _e381);
                    double _e384 = l_mut_57_;
                    double l_129_ = (0.0L * _e384);
                    double l_130_ = (l_128_ - l_129_);
                    double l_131_ = (l_126_ + l_130_);
                    uint _e388 = l_mut_68_;
                    uint l_132_ = (_e388 & 1u);
                    bool l_133_ = (l_132_ == 1u);
                    l_mut_84_ = l_107_;
                    uint _e393 = l_mut_68_;
                    uint l_134_ = (_e393 & 2u);
                    bool l_135_ = (l_134_ != 0u);
                    l_mut_136_ = l_135_;
                    if (l_133_) {
                        l_mut_84_ = l_131_;
                    }
                    if (true) {
                        local = l_80_;
                    } else {
                        local = false;
                    }
                    bool l_137_ = local;
                    if (l_137_) {
                        bool _e403 = l_mut_136_;
                        bool l_138_ = !(_e403);
                        l_mut_136_ = l_138_;
                    }
                    bool _e405 = l_mut_136_;
                    if (_e405) {
                        double _e406 = l_mut_84_;
                        double l_139_ = -(_e406);
                        l_mut_84_ = l_139_;
                    }
                    double _e408 = l_mut_84_;
                    l_mut_47_ = _e408;
                } else {
                    bool l_140_ = (l_42_ < 2139095040u);
                    if (l_140_) {
                        uint l_141_ = (l_42_ & 8388607u);
                        uint l_142_ = (l_141_ | 8388608u);
                        uint64_t l_143_ = uint64_t(l_142_);
                        uint l_144_ = (l_42_ >> 23u);
                        uint l_145_ = (l_144_ * 4u);
                        uint l_146_ = (l_145_ + 3u);
                        uint l_1610_ = asuint(info.Load(12+0));
                        uint l_1611_ = (l_1610_ * 1u);
                        bool l_1612_ = (l_146_ < l_1611_);
                        uint l_1613_ = (l_1611_ - 1u);
                        uint l_1614_ = min(l_146_, l_1613_);
                        uint l_1615_ = asuint(buffer_3_global.Load(l_1614_*4));
                        uint l_147_ = (l_1612_ ? l_1615_ : 0u);
                        uint64_t l_148_ = uint64_t(l_147_);
                        uint64_t l_149_ = (l_143_ * l_148_);
                        l_mut_150_ = l_149_;
                        uint64_t _e439 = l_mut_150_;
                        uint64_t l_151_ = (_e439 & 4294967295uL);
                        uint64_t _e442 = l_mut_150_;
                        uint64_t l_152_ = (_e442 >> uint(32uL));
                        uint l_153_ = (l_145_ + 2u);
                        uint l_1617_ = asuint(info.Load(12+0));
                        uint l_1618_ = (l_1617_ * 1u);
                        bool l_1619_ = (l_153_ < l_1618_);
                        uint l_1620_ = (l_1618_ - 1u);
                        uint l_1621_ = min(l_153_, l_1620_);
                        uint l_1622_ = asuint(buffer_3_global.Load(l_1621_*4));
                        uint l_154_ = (l_1619_ ? l_1622_ : 0u);
                        uint64_t l_155_ = uint64_t(l_154_);
                        uint64_t l_156_ = (l_143_ * l_155_);
                        uint64_t l_157_ = (l_152_ + l_156_);
                        l_mut_150_ = l_157_;
                        uint64_t _e467 = l_mut_150_;
                        uint64_t l_158_ = (_e467 & 4294967295uL);
                        uint64_t _e470 = l_mut_150_;
                        uint64_t l_159_ = (_e470 >> uint(32uL));
                        uint l_160_ = (l_145_ + 1u);
                        uint l_1624_ = asuint(info.Load(12+0));
                        uint l_1625_ = (l_1624_ * 1u);
                        bool l_1626_ = (l_160_ < l_1625_);
                        uint l_1627_ = (l_1625_ - 1u);
                        uint l_1628_ = min(l_160_, l_1627_);
                        uint l_1629_ = asuint(buffer_3_global.Load(l_1628_*4));
                        uint l_161_ = (l_1626_ ? l_1629_ : 0u);
                        uint64_t l_162_ = uint64_t(l_161_);
                        uint64_t l_163_ = (l_143_ * l_162_);
                        uint64_t l_164_ = (l_159_ + l_163_);
                        l_mut_150_ = l_164_;
                        uint64_t _e495 = l_mut_150_;
                        uint64_t l_165_ = (_e495 & 4294967295uL);
                        uint64_t _e498 = l_mut_150_;
                        uint64_t l_166_ = (_e498 >> uint(32uL));
                        uint l_1631_ = asuint(info.Load(12+0));
                        uint l_1632_ = (l_1631_ * 1u);
                        bool l_1633_ = (l_145_ < l_1632_);
                        uint l_1634_ = (l_1632_ - 1u);
                        uint l_1635_ = min(l_145_, l_1634_);
                        uint l_1636_ = asuint(buffer_3_global.Load(l_1635_*4));
                        uint l_167_ = (l_1633_ ? l_1636_ : 0u);
                        uint64_t l_168_ = uint64_t(l_167_);
                        uint64_t l_169_ = (l_143_ * l_168_);
                        uint64_t l_170_ = (l_166_ + l_169_);
                        l_mut_150_ = l_170_;
                        uint64_t _e521 = l_mut_150_;
                        uint64_t l_171_ = (_e521 >> uint(29uL));
                        uint64_t l_172_ = (l_171_ & 3uL);
                        uint l_173_ = uint(l_172_);
                        l_mut_68_ = l_173_;
                        uint64_t _e530 = l_mut_150_;
                        uint64_t l_174_ = (_e530 & 536870911uL);
                        uint64_t l_175_ = (l_174_ << uint(32uL));
                        uint64_t l_176_ = (l_175_ | l_165_);
                        l_mut_150_ = l_176_;
                        uint64_t l_177_ = (l_158_ << uint(32uL));
                        uint64_t l_178_ = (l_177_ | l_151_);
                        l_mut_179_ = l_178_;
                        uint64_t _e543 = l_mut_150_;
                        bool l_180_ = (_e543 >= 1152921504606846976uL);
                        if (l_180_) {
                            uint _e546 = l_mut_68_;
                            uint l_181_ = (_e546 + 1u);
                            uint l_182_ = (l_181_ & 3u);
                            l_mut_68_ = l_182_;
                            uint64_t _e551 = l_mut_179_;
                            bool l_183_ = (_e551 != 0uL);
                            uint64_t l_184_ = uint64_t(l_183_);
                            uint64_t _e556 = l_mut_179_;
                            uint64_t l_185_ = (0uL - _e556);
                            l_mut_179_ = l_185_;
                            uint64_t _e559 = l_mut_150_;
                            uint64_t l_186_ = (2305843009213693952uL - _e559);
                            uint64_t l_187_ = (l_186_ - l_184_);
                            l_mut_150_ = l_187_;
                        }
                        uint64_t _e562 = l_mut_179_;
                        uint64_t _e568 = l_mut_179_;
                        uint64_t _e572 = l_mut_179_;
                        uint l_188_ = (((_e572 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e568)))) : (31u - firstbithigh(uint((_e562 >> 32u)))));
                        uint64_t l_189_ = uint64_t(l_188_);
                        uint64_t _e579 = l_mut_179_;
                        uint64_t l_190_ = (_e579 << uint(l_189_));
                        l_mut_191_ = l_190_;
                        int l_192_ = int(l_188_);
                        int l_193_ = asint(asuint(int(0)) - asuint(l_192_));
                        l_mut_194_ = l_193_;
                        uint64_t _e586 = l_mut_150_;
                        bool l_195_ = (_e586 != 0uL);
                        if (l_195_) {
                            uint64_t _e589 = l_mut_150_;
                            uint64_t _e595 = l_mut_150_;
                            uint64_t _e599 = l_mut_150_;
                            uint l_196_ = (((_e599 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e595)))) : (31u - firstbithigh(uint((_e589 >> 32u)))));
                            uint64_t l_197_ = uint64_t(l_196_);
                            uint64_t _e606 = l_mut_150_;
                            uint64_t l_198_ = (_e606 << uint(l_197_));
                            uint l_199_ = (64u - l_196_);
                            uint64_t l_200_ = uint64_t(l_199_);
                            uint64_t _e613 = l_mut_179_;
                            uint64_t l_201_ = (_e613 >> uint(l_200_));
                            uint64_t l_202_ = (l_198_ | l_201_);
                            l_mut_191_ = l_202_;
                            int l_203_ = int(l_196_);
                            int l_204_ = asint(asuint(int(64)) - asuint(l_203_));
                            l_mut_194_ = l_204_;
                        }
                        uint64_t _e621 = l_mut_191_;
                        uint64_t l_205_ = (_e621 >> uint(32uL));
                        uint64_t _e626 = l_mut_191_;
                        uint64_t l_206_ = (_e626 & 4294967295uL);
                        uint64_t l_207_ = (l_205_ * 560513588uL);
                        uint64_t l_208_ = (l_206_ * 3373259426uL);
                        uint64_t l_209_ = (l_206_ * 560513588uL);
                        uint64_t l_210_ = (l_209_ >> uint(32uL));
                        uint64_t l_211_ = (l_207_ & 4294967295uL);
                        uint64_t l_212_ = (l_210_ + l_211_);
                        uint64_t l_213_ = (l_208_ & 4294967295uL);
                        uint64_t l_214_ = (l_212_ + l_213_);
                        uint64_t l_215_ = (l_205_ * 3373259426uL);
                        uint64_t l_216_ = (l_207_ >> uint(32uL));
                        uint64_t l_217_ = (l_215_ + l_216_);
                        uint64_t l_218_ = (l_208_ >> uint(32uL));
                        uint64_t l_219_ = (l_217_ + l_218_);
                        uint64_t l_220_ = (l_214_ >> uint(32uL));
                        uint64_t l_221_ = (l_219_ + l_220_);
                        l_mut_191_ = l_221_;
                        int _e662 = l_mut_194_;
                        int l_222_ = asint(asuint(_e662) - asuint(int(124)));
                        l_mut_194_ = l_222_;
                        uint64_t _e665 = l_mut_191_;
                        bool l_223_ = (_e665 < (-9223372036854775807L - 1L));
                        if (l_223_) {
                            uint64_t _e671 = l_mut_191_;
                            uint64_t l_224_ = (_e671 << uint(1uL));
                            uint64_t l_225_ = (l_214_ >> uint(31uL));
                            uint64_t l_226_ = (l_225_ & 1uL);
                            uint64_t l_227_ = (l_224_ | l_226_);
                            l_mut_191_ = l_227_;
                            int _e683 = l_mut_194_;
                            l_mut_194_ = asint(asuint(_e683) - asuint(int(1)));
                        }
                        uint64_t _e686 = l_mut_191_;
                        uint64_t l_228_ = (_e686 >> uint(11uL));
                        double l_229_ = double(l_228_);
                        int _e692 = l_mut_194_;
                        int l_230_ = asint(asuint(_e692) + asuint(int(11)));
                        int l_231_ = asint(asuint(l_230_) + asuint(int(1023)));
                        uint64_t l_232_ = uint64_t(l_231_);
                        uint64_t l_233_ = (l_232_ << uint(52uL));
                        double l_234_ = l_233_;
                        double l_235_ = (l_229_ * l_234_);
                        l_mut_84_ = l_235_;
                        uint64_t _e704 = l_mut_191_;
                        uint64_t l_236_ = (_e704 & 2047uL);
                        double l_237_ = double(l_236_);
                        int _e708 = l_mut_194_;
                        int l_238_ = asint(asuint(_e708) + asuint(int(1023)));
                        uint64_t l_239_ = uint64_t(l_238_);
                        uint64_t l_240_ = (l_239_ << uint(52uL));
                        double l_241_ = l_240_;
                        double l_242_ = (l_237_ * l_241_);
                        l_mut_57_ = l_242_;
                        if (l_180_) {
                            double _e718 = l_mut_84_;
                            double l_243_ = -(_e718);
                            l_mut_84_ = l_243_;
                            double _e720 = l_mut_57_;
                            double l_244_ = -(_e720);
                            l_mut_57_ = l_244_;
                        }
                        bool l_245_ = (l_41_ >= 2147483648u);
                        double _e724 = l_mut_84_;
                        double _e725 = l_mut_84_;
                        double l_246_ = (_e724 * _e725);
                        double l_247_ = (l_246_ * 1.9572941063391263e-20L);
                        double l_248_ = (8.22063524662433e-18L - l_247_);
                        l_mut_249_ = l_248_;
                        double _e731 = l_mut_249_;
                        double l_250_ = (_e731 * l_246_);
                        double l_251_ = (l_250_ - 2.8114572543455206e-15L);
                        l_mut_249_ = l_251_;
                        double _e735 = l_mut_249_;
                        double l_252_ = (_e735 * l_246_);
                        double l_253_ = (l_252_ + 7.647163731819816e-13L);
                        l_mut_249_ = l_253_;
                        double _e739 = l_mut_249_;
                        double l_254_ = (_e739 * l_246_);
                        double l_255_ = (l_254_ - 1.6059043836821613e-10L);
                        l_mut_249_ = l_255_;
                        double _e743 = l_mut_249_;
                        double l_256_ = (_e743 * l_246_);
                        double l_257_ = (l_256_ + 2.505210838544172e-8L);
                        l_mut_249_ = l_257_;
                        double _e747 = l_mut_249_;
                        double l_258_ = (_e747 * l_246_);
                        double l_259_ = (l_258_ - 2.7557319223985893e-6L);
                        l_mut_249_ = l_259_;
                        double _e751 = l_mut_249_;
                        double l_260_ = (_e751 * l_246_);
                        double l_261_ = (l_260_ + 0.0001984126984126984L);
                        l_mut_249_ = l_261_;
                        double _e755 = l_mut_249_;
                        double l_262_ = (_e755 * l_246_);
                        double l_263_ = (l_262_ - 0.008333333333333333L);
                        l_mut_249_ = l_263_;
                        double _e759 = l_mut_249_;
                        double l_264_ = (_e759 * l_246_);
                        double l_265_ = (l_264_ + 0.16666666666666666L);
                        l_mut_249_ = l_265_;
                        double l_266_ = (0.5L * l_246_);
                        double l_267_ = (1.0L - l_266_);
                        double _e767 = l_mut_57_;
                        double l_268_ = (_e767 * l_267_);
                        double _e769 = l_mut_84_;
                        double l_269_ = (_e769 * l_246_);
                        double _e771 = l_mut_249_;
                        double l_270_ = (l_269_ * _e771);
                        double l_271_ = (l_268_ - l_270_);
                        double _e774 = l_mut_84_;
                        double l_272_ = (_e774 + l_271_);
                        double _e776 = l_mut_84_;
                        double _e777 = l_mut_84_;
                        double l_273_ = (_e776 * _e777);
                        double l_274_ = (l_273_ * 4.110317623312165e-19L);
                        double l_275_ = (l_274_ - 1.5619206968586225e-16L);
                        l_mut_249_ = l_275_;
                        double _e783 = l_mut_249_;
                        double l_276_ = (_e783 * l_273_);
                        double l_277_ = (l_276_ + 4.779477332387385e-14L);
                        l_mut_249_ = l_277_;
                        double _e787 = l_mut_249_;
                        double l_278_ = (_e787 * l_273_);
                        double l_279_ = (l_278_ - 1.1470745597729725e-11L);
                        l_mut_249_ = l_279_;
                        double _e791 = l_mut_249_;
                        double l_280_ = (_e791 * l_273_);
                        double l_281_ = (l_280_ + 2.08767569878681e-9L);
                        l_mut_249_ = l_281_;
                        double _e795 = l_mut_249_;
                        double l_282_ = (_e795 * l_273_);
                        double l_283_ = (l_282_ - 2.755731922398589e-7L);
                        l_mut_249_ = l_283_;
                        double _e799 = l_mut_249_;
                        double l_284_ = (_e799 * l_273_);
                        double l_285_ = (l_284_ + 2.48015873015873e-5L);
                        l_mut_249_ = l_285_;
                        double _e803 = l_mut_249_;
                        double l_286_ = (_e803 * l_273_);
                        double l_287_ = (l_286_ - 0.001388888888888889L);
                        l_mut_249_ = l_287_;
                        double _e807 = l_mut_249_;
                        double l_288_ = (_e807 * l_273_);
                        double l_289_ = (l_288_ + 0.041666666666666664L);
                        l_mut_249_ = l_289_;
                        double l_290_ = (0.5L * l_273_);
                        double l_291_ = (1.0L - l_290_);
                        double l_292_ = (l_273_ * l_273_);
                        double _e816 = l_mut_249_;
                        double l_293_ = (l_292_ * _e816);
                        double _e818 = l_mut_57_;
                        double _e819 = l_mut_84_;
                        double l_294_ = (_e818 * _e819);
                        double l_295_ = (l_293_ - l_294_);
                        double l_296_ = (l_291_ + l_295_);
                        uint _e823 = l_mut_68_;
                        uint l_297_ = (_e823 & 1u);
                        bool l_298_ = (l_297_ == 1u);
                        l_mut_249_ = l_272_;
                        uint _e828 = l_mut_68_;
                        uint l_299_ = (_e828 & 2u);
                        bool l_300_ = (l_299_ != 0u);
                        l_mut_136_ = l_300_;
                        if (l_298_) {
                            l_mut_249_ = l_296_;
                        }
                        if (true) {
                            local_1 = l_245_;
                        } else {
                            local_1 = false;
                        }
                        bool l_301_ = local_1;
                        if (l_301_) {
                            bool _e838 = l_mut_136_;
                            bool l_302_ = !(_e838);
                            l_mut_136_ = l_302_;
                        }
                        bool _e840 = l_mut_136_;
                        if (_e840) {
                            double _e841 = l_mut_249_;
                            double l_303_ = -(_e841);
                            l_mut_249_ = l_303_;
                        }
                        double _e843 = l_mut_249_;
                        l_mut_47_ = _e843;
                    }
                }
                double _e844 = l_mut_47_;
                l_mut_31_ = _e844;
                l_mut_68_ = 4294967294u;
                float _e846 = l_mut_25_;
                uint l_304_ = asuint(_e846);
                uint l_305_ = asuint(l_24_);
                uint l_306_ = (l_305_ & 2139095040u);
                bool l_307_ = (l_306_ != 2139095040u);
                bool l_308_ = (l_306_ == 0u);
                uint l_309_ = asuint(l_24_);
                uint l_310_ = (l_309_ & 8388607u);
                bool l_311_ = (l_310_ != 0u);
                if (l_308_) {
                    local_2 = l_311_;
                } else {
                    local_2 = false;
                }
                bool l_312_ = local_2;
                double _e864 = l_mut_31_;
                double l_313_ = abs(_e864);
                double _e866 = l_mut_31_;
                bool l_314_ = (_e866 < 0.0L);
                uint l_315_ = uint(l_314_);
                uint l_316_ = (2147483648u * l_315_);
                if (l_312_) {
                } else {
                    double _e872 = l_mut_31_;
                    const bool _e873 = is_nan_1_f64_(_e872);
                    if (_e873) {
                        uint l_318_ = (l_304_ & 2147483647u);
                        bool l_319_ = (l_318_ > 2139095040u);
                        if (l_319_) {
                            l_mut_68_ = 4294967293u;
                        }
                    } else {
                        bool l_320_ = (l_313_ >= 3.402823669209385e38L);
                        bool l_321_ = !(l_307_);
                        bool l_322_ = (l_313_ == 0.0L);
                        if (l_321_) {
                            local_3 = l_322_;
                        } else {
                            local_3 = false;
                        }
                        bool l_323_ = local_3;
                        if (!(l_320_)) {
                            local_4 = l_323_;
                        } else {
                            local_4 = true;
                        }
                        bool l_324_ = local_4;
                        if (l_324_) {
                            bool l_325_ = (l_313_ >= 3.402823669209385e38L);
                            uint l_326_ = uint(l_325_);
                            uint l_327_ = (2139095040u * l_326_);
                            uint l_328_ = (l_327_ | l_316_);
                            bool l_329_ = (l_304_ == l_328_);
                            uint l_330_ = (l_304_ | l_328_);
                            uint l_331_ = (l_330_ & 2147483647u);
                            bool l_332_ = (l_331_ == 0u);
                            if (!(l_329_)) {
                                local_5 = l_332_;
                            } else {
                                local_5 = true;
                            }
                            bool l_333_ = local_5;
                            if (l_333_) {
                                l_mut_68_ = 4294967293u;
                            }
                        } else {
                            bool l_334_ = (l_313_ >= 2.350988701644575e-38L);
                            if (l_307_) {
                                local_6 = l_334_;
                            } else {
                                local_6 = false;
                            }
                            bool l_335_ = local_6;
                            bool l_336_ = (l_313_ < 3.4028234663852886e38L);
                            if (l_335_) {
                                local_7 = l_336_;
                            } else {
                                local_7 = false;
                            }
                            bool l_337_ = local_7;
                            if (l_337_) {
                                float l_338_ = float(l_313_);
                                uint l_339_ = asuint(l_338_);
                                float l_340_ = asfloat(l_339_);
                                double l_341_ = double(l_340_);
                                double l_342_ = (l_313_ - l_341_);
                                uint l_343_ = (l_339_ + 1u);
                                bool l_344_ = (l_342_ < 0.0L);
                                uint l_345_ = uint(l_344_);
                                uint l_346_ = (2u * l_345_);
                                uint l_347_ = (l_343_ - l_346_);
                                float l_348_ = asfloat(l_347_);
                                double l_349_ = double(l_348_);
                                double l_350_ = (l_349_ - l_341_);
                                double l_351_ = abs(l_350_);
                                double l_352_ = (l_351_ * 0.5L);
                                double l_353_ = abs(l_342_);
                                double l_354_ = (l_352_ - l_353_);
                                double l_355_ = (l_313_ * 9.094947017729282e-13L);
                                bool l_356_ = (l_354_ > l_355_);
                                if (l_356_) {
                                    uint l_357_ = (l_339_ | l_316_);
                                    l_mut_68_ = l_357_;
                                }
                            } else {
                                bool l_358_ = (l_313_ < 2.350988701644575e-38L);
                                if (l_307_) {
                                    local_8 = l_358_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_359_ = local_8;
                                if (l_359_) {
                                    double l_360_ = (l_313_ * 7.1362384635298e44L);
                                    double l_361_ = floor(l_360_);
                                    double l_362_ = (l_360_ - l_361_);
                                    double l_363_ = (l_362_ - 0.5L);
                                    double l_364_ = abs(l_363_);
                                    double l_365_ = (l_360_ * 9.094947017729282e-13L);
                                    bool l_366_ = (l_364_ > l_365_);
                                    if (l_366_) {
                                        bool l_367_ = (l_362_ > 0.5L);
                                        double l_368_ = double(l_367_);
                                        double l_369_ = (l_361_ + l_368_);
                                        uint l_370_ = naga_f2u32(l_369_);
                                        uint l_371_ = (l_370_ | l_316_);
                                        l_mut_68_ = l_371_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e970 = l_mut_25_;
                uint l_372_ = asuint(_e970);
                uint l_373_ = (l_372_ & 2147483647u);
                bool l_374_ = (l_373_ > 2139095040u);
                uint l_375_ = (l_372_ & 2147483647u);
                bool l_376_ = (l_375_ == 0u);
                uint l_377_ = (l_372_ & 2147483647u);
                double l_378_ = double(l_377_);
                uint l_379_ = (l_372_ >> 31u);
                double l_380_ = double(l_379_);
                double l_381_ = (2.0L * l_380_);
                double l_382_ = (1.0L - l_381_);
                double l_383_ = (l_378_ * l_382_);
                uint _e991 = l_mut_68_;
                uint l_384_ = (_e991 & 2147483647u);
                double l_385_ = double(l_384_);
                uint _e995 = l_mut_68_;
                uint l_386_ = (_e995 >> 31u);
                double l_387_ = double(l_386_);
                double l_388_ = (2.0L * l_387_);
                double l_389_ = (1.0L - l_388_);
                double l_390_ = (l_385_ * l_389_);
                double l_391_ = (l_383_ - l_390_);
                uint _e1005 = l_mut_68_;
                uint l_392_ = (_e1005 & 2139095040u);
                bool l_393_ = (l_392_ == 0u);
                uint _e1010 = l_mut_68_;
                bool l_394_ = (_e1010 < 4294967293u);
                bool l_395_ = (l_391_ == 0.0L);
                if (l_376_) {
                    local_9 = l_393_;
                } else {
                    local_9 = false;
                }
                bool l_396_ = local_9;
                if (!(l_374_)) {
                    local_10 = l_396_;
                } else {
                    local_10 = true;
                }
                bool l_397_ = local_10;
                bool l_398_ = !(l_397_);
                if (!(l_395_)) {
                    local_11 = l_398_;
                } else {
                    local_11 = true;
                }
                bool l_399_ = local_11;
                if (l_394_) {
                    local_12 = l_399_;
                } else {
                    local_12 = false;
                }
                bool l_400_ = local_12;
                l_mut_136_ = l_400_;
                bool l_401_ = (l_391_ != 0.0L);
                bool _e1036 = l_mut_136_;
                if (_e1036) {
                    local_13 = l_401_;
                } else {
                    local_13 = false;
                }
                bool l_402_ = local_13;
                if (l_402_) {
                    l_mut_403_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e3175 = l_mut_403_;
                            l_mut_403_ = (_e3175 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e1043 = l_mut_403_;
                        if ((_e1043 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1047 = l_mut_403_;
                            uint l_404_ = (2u * _e1047);
                            uint l_1638_ = asuint(info.Load(4+0));
                            uint l_1639_ = (l_1638_ * 1u);
                            bool l_1640_ = (l_404_ < l_1639_);
                            uint l_1641_ = (l_1639_ - 1u);
                            uint l_1642_ = min(l_404_, l_1641_);
                            uint l_1643_ = asuint(buffer_1_global.Load(l_1642_*4));
                            uint l_405_ = (l_1640_ ? l_1643_ : 0u);
                            uint _e1065 = l_mut_403_;
                            uint l_406_ = (2u * _e1065);
                            uint l_407_ = (l_406_ + 1u);
                            uint l_1645_ = asuint(info.Load(4+0));
                            uint l_1646_ = (l_1645_ * 1u);
                            bool l_1647_ = (l_407_ < l_1646_);
                            uint l_1648_ = (l_1646_ - 1u);
                            uint l_1649_ = min(l_407_, l_1648_);
                            uint l_1650_ = asuint(buffer_1_global.Load(l_1649_*4));
                            uint l_408_ = (l_1647_ ? l_1650_ : 0u);
                            bool l_409_ = (l_408_ != 0u);
                            uint _e1086 = l_mut_403_;
                            uint l_410_ = (_e1086 * 4u);
                            uint l_1652_ = asuint(info.Load(8+0));
                            uint l_1653_ = (l_1652_ * 1u);
                            bool l_1654_ = (l_410_ < l_1653_);
                            uint l_1655_ = (l_1653_ - 1u);
                            uint l_1656_ = min(l_410_, l_1655_);
                            double l_1657_ = buffer_2_global.Load<double>(l_1656_*8);
                            double l_411_ = (l_1654_ ? l_1657_ : 0.0L);
                            uint _e1104 = l_mut_403_;
                            uint l_412_ = (_e1104 * 4u);
                            uint l_413_ = (l_412_ + 1u);
                            uint l_1659_ = asuint(info.Load(8+0));
                            uint l_1660_ = (l_1659_ * 1u);
                            bool l_1661_ = (l_413_ < l_1660_);
                            uint l_1662_ = (l_1660_ - 1u);
                            uint l_1663_ = min(l_413_, l_1662_);
                            double l_1664_ = buffer_2_global.Load<double>(l_1663_*8);
                            double l_414_ = (l_1661_ ? l_1664_ : 0.0L);
                            uint _e1124 = l_mut_403_;
                            uint l_415_ = (_e1124 * 4u);
                            uint l_416_ = (l_415_ + 2u);
                            uint l_1666_ = asuint(info.Load(8+0));
                            uint l_1667_ = (l_1666_ * 1u);
                            bool l_1668_ = (l_416_ < l_1667_);
                            uint l_1669_ = (l_1667_ - 1u);
                            uint l_1670_ = min(l_416_, l_1669_);
                            double l_1671_ = buffer_2_global.Load<double>(l_1670_*8);
                            double l_417_ = (l_1668_ ? l_1671_ : 0.0L);
                            double l_418_ = double(l_24_);
                            double l_419_ = abs(l_418_);
                            double _e1146 = l_mut_31_;
                            double l_420_ = abs(_e1146);
                            double l_421_ = (l_420_ * 1.4551915228366852e-11L);
                            a_422_[0] = 1u;
                            l_mut_423_ = 2u;
                            bool l_424_ = (l_405_ == 0u);
                            if (l_424_) {
                                l_mut_423_ = 0u;
                            } else {
                                bool l_425_ = (l_405_ == 1u);
                                if (l_425_) {
                                    l_mut_423_ = 1u;
                                    double l_426_ = abs(l_391_);
                                    bool l_427_ = (l_426_ <= l_411_);
                                    if (l_427_) {
                                        l_mut_423_ = 0u;
                                    }
                                } else {
                                    bool l_428_ = (l_405_ == 2u);
                                    if (l_428_) {
                                        double _e1164 = l_mut_31_;
                                        double l_429_ = abs(_e1164);
                                        l_mut_249_ = 1.401298464324817e-45L;
                                        bool l_430_ = (l_429_ >= 1.1754943508222875e-38L);
                                        bool l_431_ = (l_429_ <= 1.7976931348623157e308L);
                                        if (l_430_) {
                                            local_14 = l_431_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_432_ = local_14;
                                        if (l_432_) {
                                            uint64_t l_433_ = l_429_;
                                            uint64_t l_434_ = (l_433_ >> uint(52uL));
                                            uint64_t l_435_ = (l_434_ - 23uL);
                                            uint64_t l_436_ = (l_435_ << uint(52uL));
                                            double l_437_ = l_436_;
                                            l_mut_249_ = l_437_;
                                        }
                                        double _e1187 = l_mut_249_;
                                        double l_438_ = (l_411_ * _e1187);
                                        l_mut_439_ = 2u;
                                        double _e1190 = l_mut_31_;
                                        double l_440_ = (_e1190 - l_421_);
                                        double l_441_ = abs(l_440_);
                                        l_mut_249_ = 1.401298464324817e-45L;
                                        bool l_442_ = (l_441_ >= 1.1754943508222875e-38L);
                                        bool l_443_ = (l_441_ <= 1.7976931348623157e308L);
                                        if (l_442_) {
                                            local_15 = l_443_;
                                        } else {
                                            local_15 = false;
                                        }
                                        bool l_444_ = local_15;
                                        if (l_444_) {
                                            uint64_t l_445_ = l_441_;
                                            uint64_t l_446_ = (l_445_ >> uint(52uL));
                                            uint64_t l_447_ = (l_446_ - 23uL);
                                            uint64_t l_448_ = (l_447_ << uint(52uL));
                                            double l_449_ = l_448_;
                                            l_mut_249_ = l_449_;
                                        }
                                        double _e1214 = l_mut_31_;
                                        double l_450_ = (_e1214 + l_421_);
                                        double l_451_ = abs(l_450_);
                                        l_mut_84_ = 1.401298464324817e-45L;
                                        bool l_452_ = (l_451_ >= 1.1754943508222875e-38L);
                                        bool l_453_ = (l_451_ <= 1.7976931348623157e308L);
                                        if (l_452_) {
                                            local_16 = l_453_;
                                        } else {
                                            local_16 = false;
                                        }
                                        bool l_454_ = local_16;
                                        if (l_454_) {
                                            uint64_t l_455_ = l_451_;
                                            uint64_t l_456_ = (l_455_ >> uint(52uL));
                                            uint64_t l_457_ = (l_456_ - 23uL);
                                            uint64_t l_458_ = (l_457_ << uint(52uL));
                                            double l_459_ = l_458_;
                                            l_mut_84_ = l_459_;
                                        }
                                        double _e1238 = l_mut_249_;
                                        double _e1239 = l_mut_84_;
                                        bool l_460_ = (_e1238 == _e1239);
                                        if (l_460_) {
                                            double l_461_ = (l_438_ * 1.4551915228366852e-11L);
                                            double l_462_ = (l_421_ + l_461_);
                                            double _e1244 = l_mut_31_;
                                            double l_463_ = (_e1244 - l_438_);
                                            double _e1246 = l_mut_31_;
                                            double l_464_ = (_e1246 + l_438_);
                                            float _e1248 = l_mut_25_;
                                            uint l_465_ = asuint(_e1248);
                                            uint l_466_ = (l_465_ & 2147483647u);
                                            float l_467_ = asfloat(l_466_);
                                            double l_468_ = double(l_467_);
                                            l_mut_249_ = l_468_;
                                            bool l_469_ = (l_466_ < 8388608u);
                                            if (l_469_) {
                                                double l_470_ = double(l_466_);
                                                double l_471_ = (l_470_ * 1.401298464324817e-45L);
                                                l_mut_249_ = l_471_;
                                            }
                                            double _e1259 = l_mut_249_;
                                            uint64_t l_472_ = _e1259;
                                            uint l_473_ = (l_465_ >> 31u);
                                            uint64_t l_474_ = uint64_t(l_473_);
                                            uint64_t l_475_ = (l_474_ << uint(63uL));
                                            uint64_t l_476_ = (l_472_ | l_475_);
                                            double l_477_ = l_476_;
                                            float _e1270 = l_mut_25_;
                                            uint l_478_ = asuint(_e1270);
                                            uint l_479_ = (l_478_ + 1u);
                                            l_mut_480_ = l_479_;
                                            uint l_481_ = (l_478_ & 2147483647u);
                                            bool l_482_ = (l_481_ == 0u);
                                            if (l_482_) {
                                                l_mut_480_ = 1u;
                                            } else {
                                                uint l_483_ = (l_478_ & 2147483648u);
                                                bool l_484_ = (l_483_ != 0u);
                                                if (l_484_) {
                                                    uint l_485_ = (l_478_ - 1u);
                                                    l_mut_480_ = l_485_;
                                                } else {
                                                    bool l_486_ = (l_478_ == 2139095040u);
                                                    if (l_486_) {
                                                        l_mut_480_ = l_478_;
                                                    }
                                                }
                                            }
                                            uint _e1287 = l_mut_480_;
                                            float l_487_ = asfloat(_e1287);
                                            uint l_488_ = asuint(l_487_);
                                            uint l_489_ = (l_488_ & 2147483647u);
                                            float l_490_ = asfloat(l_489_);
                                            double l_491_ = double(l_490_);
                                            l_mut_249_ = l_491_;
                                            bool l_492_ = (l_489_ < 8388608u);
                                            if (l_492_) {
                                                double l_493_ = double(l_489_);
                                                double l_494_ = (l_493_ * 1.401298464324817e-45L);
                                                l_mut_249_ = l_494_;
                                            }
                                            double _e1299 = l_mut_249_;
                                            uint64_t l_495_ = _e1299;
                                            uint l_496_ = (l_488_ >> 31u);
                                            uint64_t l_497_ = uint64_t(l_496_);
                                            uint64_t l_498_ = (l_497_ << uint(63uL));
                                            uint64_t l_499_ = (l_495_ | l_498_);
                                            double l_500_ = l_499_;
                                            float _e1310 = l_mut_25_;
                                            uint l_501_ = asuint(_e1310);
                                            uint l_502_ = (l_501_ ^ 2147483648u);
                                            float l_503_ = asfloat(l_502_);
                                            uint l_504_ = asuint(l_503_);
                                            uint l_505_ = (l_504_ + 1u);
                                            l_mut_480_ = l_505_;
                                            uint l_506_ = (l_504_ & 2147483647u);
                                            bool l_507_ = (l_506_ == 0u);
                                            if (l_507_) {
                                                l_mut_480_ = 1u;
                                            } else {
                                                uint l_508_ = (l_504_ & 2147483648u);
                                                bool l_509_ = (l_508_ != 0u);
                                                if (l_509_) {
                                                    uint l_510_ = (l_504_ - 1u);
                                                    l_mut_480_ = l_510_;
                                                } else {
                                                    bool l_511_ = (l_504_ == 2139095040u);
                                                    if (l_511_) {
                                                        l_mut_480_ = l_504_;
                                                    }
                                                }
                                            }
                                            uint _e1331 = l_mut_480_;
                                            float l_512_ = asfloat(_e1331);
                                            uint l_513_ = asuint(l_512_);
                                            uint l_514_ = (l_513_ ^ 2147483648u);
                                            float l_515_ = asfloat(l_514_);
                                            uint l_516_ = asuint(l_515_);
                                            uint l_517_ = (l_516_ & 2147483647u);
                                            float l_518_ = asfloat(l_517_);
                                            double l_519_ = double(l_518_);
                                            l_mut_249_ = l_519_;
                                            bool l_520_ = (l_517_ < 8388608u);
                                            if (l_520_) {
                                                double l_521_ = double(l_517_);
                                                double l_522_ = (l_521_ * 1.401298464324817e-45L);
                                                l_mut_249_ = l_522_;
                                            }
                                            double _e1347 = l_mut_249_;
                                            uint64_t l_523_ = _e1347;
                                            uint l_524_ = (l_516_ >> 31u);
                                            uint64_t l_525_ = uint64_t(l_524_);
                                            uint64_t l_526_ = (l_525_ << uint(63uL));
                                            uint64_t l_527_ = (l_523_ | l_526_);
                                            double l_528_ = l_527_;
                                            double l_529_ = (l_463_ + l_462_);
                                            bool l_530_ = (l_529_ <= l_477_);
                                            l_mut_531_ = l_530_;
                                            double l_532_ = (l_463_ - l_462_);
                                            bool l_533_ = (l_532_ > l_477_);
                                            l_mut_534_ = l_533_;
                                            double l_535_ = (l_464_ - l_462_);
                                            bool l_536_ = (l_535_ >= l_477_);
                                            l_mut_537_ = l_536_;
                                            double l_538_ = (l_464_ + l_462_);
                                            bool l_539_ = (l_538_ < l_477_);
                                            l_mut_540_ = l_539_;
                                            if (l_409_) {
                                                double l_541_ = (l_463_ + l_462_);
                                                bool l_542_ = (l_541_ < l_500_);
                                                l_mut_531_ = l_542_;
                                                double l_543_ = (l_463_ - l_462_);
                                                bool l_544_ = (l_543_ >= l_500_);
                                                l_mut_534_ = l_544_;
                                                double l_545_ = (l_464_ - l_462_);
                                                bool l_546_ = (l_545_ > l_528_);
                                                l_mut_537_ = l_546_;
                                                double l_547_ = (l_464_ + l_462_);
                                                bool l_548_ = (l_547_ <= l_528_);
                                                l_mut_540_ = l_548_;
                                            }
                                            l_mut_480_ = 2u;
                                            bool _e1375 = l_mut_534_;
                                            if (!(_e1375)) {
                                                bool _e1379 = l_mut_540_;
                                                local_17 = _e1379;
                                            } else {
                                                local_17 = true;
                                            }
                                            bool l_549_ = local_17;
                                            if (l_549_) {
                                                l_mut_480_ = 1u;
                                            } else {
                                                bool _e1383 = l_mut_531_;
                                                if (_e1383) {
                                                    bool _e1386 = l_mut_537_;
                                                    local_18 = _e1386;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_550_ = local_18;
                                                if (l_550_) {
                                                    l_mut_480_ = 0u;
                                                }
                                            }
                                            float _e1390 = l_mut_25_;
                                            uint l_551_ = asuint(_e1390);
                                            uint l_552_ = (l_551_ & 2147483647u);
                                            bool l_553_ = (l_552_ == 0u);
                                            if (l_553_) {
                                                double l_554_ = (l_463_ + l_462_);
                                                bool l_555_ = (l_554_ < 1.1754943508222875e-38L);
                                                double l_556_ = (l_464_ - l_462_);
                                                bool l_557_ = (l_556_ > -1.1754943508222875e-38L);
                                                if (l_555_) {
                                                    local_19 = l_557_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_558_ = local_19;
                                                double l_559_ = (l_463_ - l_462_);
                                                bool l_560_ = (l_559_ < 1.1754943508222875e-38L);
                                                double l_561_ = (l_464_ + l_462_);
                                                bool l_562_ = (l_561_ > -1.1754943508222875e-38L);
                                                if (l_560_) {
                                                    local_20 = l_562_;
                                                } else {
                                                    local_20 = false;
                                                }
                                                bool l_563_ = local_20;
                                                if (l_558_) {
                                                    l_mut_480_ = 0u;
                                                } else {
                                                    uint _e1417 = l_mut_480_;
                                                    bool l_564_ = (_e1417 == 1u);
                                                    if (l_563_) {
                                                        local_21 = l_564_;
                                                    } else {
                                                        local_21 = false;
                                                    }
                                                    bool l_565_ = local_21;
                                                    if (l_565_) {
                                                        l_mut_480_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e1425 = l_mut_480_;
                                            l_mut_439_ = _e1425;
                                        }
                                        uint _e1426 = l_mut_439_;
                                        l_mut_423_ = _e1426;
                                    } else {
                                        bool l_566_ = (l_405_ == 3u);
                                        if (l_566_) {
                                            l_mut_423_ = 0u;
                                            bool l_567_ = (l_419_ >= 1.1754943508222875e-38L);
                                            bool l_568_ = (l_419_ <= 8.507059173023462e37L);
                                            if (l_567_) {
                                                local_22 = l_568_;
                                            } else {
                                                local_22 = false;
                                            }
                                            bool l_569_ = local_22;
                                            if (l_569_) {
                                                double _e1438 = l_mut_31_;
                                                double l_570_ = abs(_e1438);
                                                l_mut_249_ = 1.401298464324817e-45L;
                                                bool l_571_ = (l_570_ >= 1.1754943508222875e-38L);
                                                bool l_572_ = (l_570_ <= 1.7976931348623157e308L);
                                                if (l_571_) {
                                                    local_23 = l_572_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_573_ = local_23;
                                                if (l_573_) {
                                                    uint64_t l_574_ = l_570_;
                                                    uint64_t l_575_ = (l_574_ >> uint(52uL));
                                                    uint64_t l_576_ = (l_575_ - 23uL);
                                                    uint64_t l_577_ = (l_576_ << uint(52uL));
                                                    double l_578_ = l_577_;
                                                    l_mut_249_ = l_578_;
                                                }
                                                double _e1461 = l_mut_249_;
                                                double l_579_ = (l_411_ * _e1461);
                                                l_mut_480_ = 2u;
                                                double _e1464 = l_mut_31_;
                                                double l_580_ = (_e1464 - l_421_);
                                                double l_581_ = abs(l_580_);
                                                l_mut_249_ = 1.401298464324817e-45L;
                                                bool l_582_ = (l_581_ >= 1.1754943508222875e-38L);
                                                bool l_583_ = (l_581_ <= 1.7976931348623157e308L);
                                                if (l_582_) {
                                                    local_24 = l_583_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_584_ = local_24;
                                                if (l_584_) {
                                                    uint64_t l_585_ = l_581_;
                                                    uint64_t l_586_ = (l_585_ >> uint(52uL));
                                                    uint64_t l_587_ = (l_586_ - 23uL);
                                                    uint64_t l_588_ = (l_587_ << uint(52uL));
                                                    double l_589_ = l_588_;
                                                    l_mut_249_ = l_589_;
                                                }
                                                double _e1488 = l_mut_31_;
                                                double l_590_ = (_e1488 + l_421_);
                                                double l_591_ = abs(l_590_);
                                                l_mut_84_ = 1.401298464324817e-45L;
                                                bool l_592_ = (l_591_ >= 1.1754943508222875e-38L);
                                                bool l_593_ = (l_591_ <= 1.7976931348623157e308L);
                                                if (l_592_) {
                                                    local_25 = l_593_;
                                                } else {
                                                    local_25 = false;
                                                }
                                                bool l_594_ = local_25;
                                                if (l_594_) {
                                                    uint64_t l_595_ = l_591_;
                                                    uint64_t l_596_ = (l_595_ >> uint(52uL));
                                                    uint64_t l_597_ = (l_596_ - 23uL);
                                                    uint64_t l_598_ = (l_597_ << uint(52uL));
                                                    double l_599_ = l_598_;
                                                    l_mut_84_ = l_599_;
                                                }
                                                double _e1512 = l_mut_249_;
                                                double _e1513 = l_mut_84_;
                                                bool l_600_ = (_e1512 == _e1513);
                                                if (l_600_) {
                                                    double l_601_ = (l_579_ * 1.4551915228366852e-11L);
                                                    double l_602_ = (l_421_ + l_601_);
                                                    double _e1518 = l_mut_31_;
                                                    double l_603_ = (_e1518 - l_579_);
                                                    double _e1520 = l_mut_31_;
                                                    double l_604_ = (_e1520 + l_579_);
                                                    float _e1522 = l_mut_25_;
                                                    uint l_605_ = asuint(_e1522);
                                                    uint l_606_ = (l_605_ & 2147483647u);
                                                    float l_607_ = asfloat(l_606_);
                                                    double l_608_ = double(l_607_);
                                                    l_mut_249_ = l_608_;
                                                    bool l_609_ = (l_606_ < 8388608u);
                                                    if (l_609_) {
                                                        double l_610_ = double(l_606_);
                                                        double l_611_ = (l_610_ * 1.401298464324817e-45L);
                                                        l_mut_249_ = l_611_;
                                                    }
                                                    double _e1533 = l_mut_249_;
                                                    uint64_t l_612_ = _e1533;
                                                    uint l_613_ = (l_605_ >> 31u);
                                                    uint64_t l_614_ = uint64_t(l_613_);
                                                    uint64_t l_615_ = (l_614_ << uint(63uL));
                                                    uint64_t l_616_ = (l_612_ | l_615_);
                                                    double l_617_ = l_616_;
                                                    float _e1544 = l_mut_25_;
                                                    uint l_618_ = asuint(_e1544);
                                                    uint l_619_ = (l_618_ + 1u);
                                                    l_mut_439_ = l_619_;
                                                    uint l_620_ = (l_618_ & 2147483647u);
                                                    bool l_621_ = (l_620_ == 0u);
                                                    if (l_621_) {
                                                        l_mut_439_ = 1u;
                                                    } else {
                                                        uint l_622_ = (l_618_ & 2147483648u);
                                                        bool l_623_ = (l_622_ != 0u);
                                                        if (l_623_) {
                                                            uint l_624_ = (l_618_ - 1u);
                                                            l_mut_439_ = l_624_;
                                                        } else {
                                                            bool l_625_ = (l_618_ == 2139095040u);
                                                            if (l_625_) {
                                                                l_mut_439_ = l_618_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1561 = l_mut_439_;
                                                    float l_626_ = asfloat(_e1561);
                                                    uint l_627_ = asuint(l_626_);
                                                    uint l_628_ = (l_627_ & 2147483647u);
                                                    float l_629_ = asfloat(l_628_);
                                                    double l_630_ = double(l_629_);
                                                    l_mut_249_ = l_630_;
                                                    bool l_631_ = (l_628_ < 8388608u);
                                                    if (l_631_) {
                                                        double l_632_ = double(l_628_);
                                                        double l_633_ = (l_632_ * 1.401298464324817e-45L);
                                                        l_mut_249_ = l_633_;
                                                    }
                                                    double _e1573 = l_mut_249_;
                                                    uint64_t l_634_ = _e1573;
                                                    uint l_635_ = (l_627_ >> 31u);
                                                    uint64_t l_636_ = uint64_t(l_635_);
                                                    uint64_t l_637_ = (l_636_ << uint(63uL));
                                                    uint64_t l_638_ = (l_634_ | l_637_);
                                                    double l_639_ = l_638_;
                                                    float _e1584 = l_mut_25_;
                                                    uint l_640_ = asuint(_e1584);
                                                    uint l_641_ = (l_640_ ^ 2147483648u);
                                                    float l_642_ = asfloat(l_641_);
                                                    uint l_643_ = asuint(l_642_);
                                                    uint l_644_ = (l_643_ + 1u);
                                                    l_mut_439_ = l_644_;
                                                    uint l_645_ = (l_643_ & 2147483647u);
                                                    bool l_646_ = (l_645_ == 0u);
                                                    if (l_646_) {
                                                        l_mut_439_ = 1u;
                                                    } else {
                                                        uint l_647_ = (l_643_ & 2147483648u);
                                                        bool l_648_ = (l_647_ != 0u);
                                                        if (l_648_) {
                                                            uint l_649_ = (l_643_ - 1u);
                                                            l_mut_439_ = l_649_;
                                                        } else {
                                                            bool l_650_ = (l_643_ == 2139095040u);
                                                            if (l_650_) {
                                                                l_mut_439_ = l_643_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1605 = l_mut_439_;
                                                    float l_651_ = asfloat(_e1605);
                                                    uint l_652_ = asuint(l_651_);
                                                    uint l_653_ = (l_652_ ^ 2147483648u);
                                                    float l_654_ = asfloat(l_653_);
                                                    uint l_655_ = asuint(l_654_);
                                                    uint l_656_ = (l_655_ & 2147483647u);
                                                    float l_657_ = asfloat(l_656_);
                                                    double l_658_ = double(l_657_);
                                                    l_mut_249_ = l_658_;
                                                    bool l_659_ = (l_656_ < 8388608u);
                                                    if (l_659_) {
                                                        double l_660_ = double(l_656_);
                                                        double l_661_ = (l_660_ * 1.401298464324817e-45L);
                                                        l_mut_249_ = l_661_;
                                                    }
                                                    double _e1621 = l_mut_249_;
                                                    uint64_t l_662_ = _e1621;
                                                    uint l_663_ = (l_655_ >> 31u);
                                                    uint64_t l_664_ = uint64_t(l_663_);
                                                    uint64_t l_665_ = (l_664_ << uint(63uL));
                                                    uint64_t l_666_ = (l_662_ | l_665_);
                                                    double l_667_ = l_666_;
                                                    double l_668_ = (l_603_ + l_602_);
                                                    bool l_669_ = (l_668_ <= l_617_);
                                                    l_mut_540_ = l_669_;
                                                    double l_670_ = (l_603_ - l_602_);
                                                    bool l_671_ = (l_670_ > l_617_);
                                                    l_mut_537_ = l_671_;
                                                    double l_672_ = (l_604_ - l_602_);
                                                    bool l_673_ = (l_672_ >= l_617_);
                                                    l_mut_534_ = l_673_;
                                                    double l_674_ = (l_604_ + l_602_);
                                                    bool l_675_ = (l_674_ < l_617_);
                                                    l_mut_531_ = l_675_;
                                                    if (l_409_) {
                                                        double l_676_ = (l_603_ + l_602_);
                                                        bool l_677_ = (l_676_ < l_639_);
                                                        l_mut_540_ = l_677_;
                                                        double l_678_ = (l_603_ - l_602_);
                                                        bool l_679_ = (l_678_ >= l_639_);
                                                        l_mut_537_ = l_679_;
                                                        double l_680_ = (l_604_ - l_602_);
                                                        bool l_681_ = (l_680_ > l_667_);
                                                        l_mut_534_ = l_681_;
                                                        double l_682_ = (l_604_ + l_602_);
                                                        bool l_683_ = (l_682_ <= l_667_);
                                                        l_mut_531_ = l_683_;
                                                    }
                                                    l_mut_439_ = 2u;
                                                    bool _e1649 = l_mut_537_;
                                                    if (!(_e1649)) {
                                                        bool _e1653 = l_mut_531_;
                                                        local_26 = _e1653;
                                                    } else {
                                                        local_26 = true;
                                                    }
                                                    bool l_684_ = local_26;
                                                    if (l_684_) {
                                                        l_mut_439_ = 1u;
                                                    } else {
                                                        bool _e1657 = l_mut_540_;
                                                        if (_e1657) {
                                                            bool _e1660 = l_mut_534_;
                                                            local_27 = _e1660;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_685_ = local_27;
                                                        if (l_685_) {
                                                            l_mut_439_ = 0u;
                                                        }
                                                    }
                                                    float _e1664 = l_mut_25_;
                                                    uint l_686_ = asuint(_e1664);
                                                    uint l_687_ = (l_686_ & 2147483647u);
                                                    bool l_688_ = (l_687_ == 0u);
                                                    if (l_688_) {
                                                        double l_689_ = (l_603_ + l_602_);
                                                        bool l_690_ = (l_689_ < 1.1754943508222875e-38L);
                                                        double l_691_ = (l_604_ - l_602_);
                                                        bool l_692_ = (l_691_ > -1.1754943508222875e-38L);
                                                        if (l_690_) {
                                                            local_28 = l_692_;
                                                        } else {
                                                            local_28 = false;
                                                        }
                                                        bool l_693_ = local_28;
                                                        double l_694_ = (l_603_ - l_602_);
                                                        bool l_695_ = (l_694_ < 1.1754943508222875e-38L);
                                                        double l_696_ = (l_604_ + l_602_);
                                                        bool l_697_ = (l_696_ > -1.1754943508222875e-38L);
                                                        if (l_695_) {
                                                            local_29 = l_697_;
                                                        } else {
                                                            local_29 = false;
                                                        }
                                                        bool l_698_ = local_29;
                                                        if (l_693_) {
                                                            l_mut_439_ = 0u;
                                                        } else {
                                                            uint _e1691 = l_mut_439_;
                                                            bool l_699_ = (_e1691 == 1u);
                                                            if (l_698_) {
                                                                local_30 = l_699_;
                                                            } else {
                                                                local_30 = false;
                                                            }
                                                            bool l_700_ = local_30;
                                                            if (l_700_) {
                                                                l_mut_439_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1699 = l_mut_439_;
                                                    l_mut_480_ = _e1699;
                                                }
                                                uint _e1700 = l_mut_480_;
                                                l_mut_423_ = _e1700;
                                            }
                                        } else {
                                            bool l_701_ = (l_405_ == 4u);
                                            if (l_701_) {
                                                double l_702_ = (l_414_ * l_419_);
                                                double l_703_ = (l_411_ + l_702_);
                                                double _e1705 = l_mut_31_;
                                                double l_704_ = abs(_e1705);
                                                l_mut_249_ = 1.401298464324817e-45L;
                                                bool l_705_ = (l_704_ >= 1.1754943508222875e-38L);
                                                bool l_706_ = (l_704_ <= 1.7976931348623157e308L);
                                                if (l_705_) {
                                                    local_31 = l_706_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_707_ = local_31;
                                                if (l_707_) {
                                                    uint64_t l_708_ = l_704_;
                                                    uint64_t l_709_ = (l_708_ >> uint(52uL));
                                                    uint64_t l_710_ = (l_709_ - 23uL);
                                                    uint64_t l_711_ = (l_710_ << uint(52uL));
                                                    double l_712_ = l_711_;
                                                    l_mut_249_ = l_712_;
                                                }
                                                double _e1728 = l_mut_249_;
                                                double l_713_ = (l_703_ * _e1728);
                                                l_mut_480_ = 2u;
                                                double _e1731 = l_mut_31_;
                                                double l_714_ = (_e1731 - l_421_);
                                                double l_715_ = abs(l_714_);
                                                l_mut_249_ = 1.401298464324817e-45L;
                                                bool l_716_ = (l_715_ >= 1.1754943508222875e-38L);
                                                bool l_717_ = (l_715_ <= 1.7976931348623157e308L);
                                                if (l_716_) {
                                                    local_32 = l_717_;
                                                } else {
                                                    local_32 = false;
                                                }
                                                bool l_718_ = local_32;
                                                if (l_718_) {
                                                    uint64_t l_719_ = l_715_;
                                                    uint64_t l_720_ = (l_719_ >> uint(52uL));
                                                    uint64_t l_721_ = (l_720_ - 23uL);
                                                    uint64_t l_722_ = (l_721_ << uint(52uL));
                                                    double l_723_ = l_722_;
                                                    l_mut_249_ = l_723_;
                                                }
                                                double _e1755 = l_mut_31_;
                                                double l_724_ = (_e1755 + l_421_);
                                                double l_725_ = abs(l_724_);
                                                l_mut_84_ = 1.401298464324817e-45L;
                                                bool l_726_ = (l_725_ >= 1.1754943508222875e-38L);
                                                bool l_727_ = (l_725_ <= 1.7976931348623157e308L);
                                                if (l_726_) {
                                                    local_33 = l_727_;
                                                } else {
                                                    local_33 = false;
                                                }
                                                bool l_728_ = local_33;
                                                if (l_728_) {
                                                    uint64_t l_729_ = l_725_;
                                                    uint64_t l_730_ = (l_729_ >> uint(52uL));
                                                    uint64_t l_731_ = (l_730_ - 23uL);
                                                    uint64_t l_732_ = (l_731_ << uint(52uL));
                                                    double l_733_ = l_732_;
                                                    l_mut_84_ = l_733_;
                                                }
                                                double _e1779 = l_mut_249_;
                                                double _e1780 = l_mut_84_;
                                                bool l_734_ = (_e1779 == _e1780);
                                                if (l_734_) {
                                                    double l_735_ = (l_713_ * 1.4551915228366852e-11L);
                                                    double l_736_ = (l_421_ + l_735_);
                                                    double _e1785 = l_mut_31_;
                                                    double l_737_ = (_e1785 - l_713_);
                                                    double _e1787 = l_mut_31_;
                                                    double l_738_ = (_e1787 + l_713_);
                                                    float _e1789 = l_mut_25_;
                                                    uint l_739_ = asuint(_e1789);
                                                    uint l_740_ = (l_739_ & 2147483647u);
                                                    float l_741_ = asfloat(l_740_);
                                                    double l_742_ = double(l_741_);
                                                    l_mut_249_ = l_742_;
                                                    bool l_743_ = (l_740_ < 8388608u);
                                                    if (l_743_) {
                                                        double l_744_ = double(l_740_);
                                                        double l_745_ = (l_744_ * 1.401298464324817e-45L);
                                                        l_mut_249_ = l_745_;
                                                    }
                                                    double _e1800 = l_mut_249_;
                                                    uint64_t l_746_ = _e1800;
                                                    uint l_747_ = (l_739_ >> 31u);
                                                    uint64_t l_748_ = uint64_t(l_747_);
                                                    uint64_t l_749_ = (l_748_ << uint(63uL));
                                                    uint64_t l_750_ = (l_746_ | l_749_);
                                                    double l_751_ = l_750_;
                                                    float _e1811 = l_mut_25_;
                                                    uint l_752_ = asuint(_e1811);
                                                    uint l_753_ = (l_752_ + 1u);
                                                    l_mut_439_ = l_753_;
                                                    uint l_754_ = (l_752_ & 2147483647u);
                                                    bool l_755_ = (l_754_ == 0u);
                                                    if (l_755_) {
                                                        l_mut_439_ = 1u;
                                                    } else {
                                                        uint l_756_ = (l_752_ & 2147483648u);
                                                        bool l_757_ = (l_756_ != 0u);
                                                        if (l_757_) {
                                                            uint l_758_ = (l_752_ - 1u);
                                                            l_mut_439_ = l_758_;
                                                        } else {
                                                            bool l_759_ = (l_752_ == 2139095040u);
                                                            if (l_759_) {
                                                                l_mut_439_ = l_752_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1828 = l_mut_439_;
                                                    float l_760_ = asfloat(_e1828);
                                                    uint l_761_ = asuint(l_760_);
                                                    uint l_762_ = (l_761_ & 2147483647u);
                                                    float l_763_ = asfloat(l_762_);
                                                    double l_764_ = double(l_763_);
                                                    l_mut_249_ = l_764_;
                                                    bool l_765_ = (l_762_ < 8388608u);
                                                    if (l_765_) {
                                                        double l_766_ = double(l_762_);
                                                        double l_767_ = (l_766_ * 1.401298464324817e-45L);
                                                        l_mut_249_ = l_767_;
                                                    }
                                                    double _e1840 = l_mut_249_;
                                                    uint64_t l_768_ = _e1840;
                                                    uint l_769_ = (l_761_ >> 31u);
                                                    uint64_t l_770_ = uint64_t(l_769_);
                                                    uint64_t l_771_ = (l_770_ << uint(63uL));
                                                    uint64_t l_772_ = (l_768_ | l_771_);
                                                    double l_773_ = l_772_;
                                                    float _e1851 = l_mut_25_;
                                                    uint l_774_ = asuint(_e1851);
                                                    uint l_775_ = (l_774_ ^ 2147483648u);
                                                    float l_776_ = asfloat(l_775_);
                                                    uint l_777_ = asuint(l_776_);
                                                    uint l_778_ = (l_777_ + 1u);
                                                    l_mut_439_ = l_778_;
                                                    uint l_779_ = (l_777_ & 2147483647u);
                                                    bool l_780_ = (l_779_ == 0u);
                                                    if (l_780_) {
                                                        l_mut_439_ = 1u;
                                                    } else {
                                                        uint l_781_ = (l_777_ & 2147483648u);
                                                        bool l_782_ = (l_781_ != 0u);
                                                        if (l_782_) {
                                                            uint l_783_ = (l_777_ - 1u);
                                                            l_mut_439_ = l_783_;
                                                        } else {
                                                            bool l_784_ = (l_777_ == 2139095040u);
                                                            if (l_784_) {
                                                                l_mut_439_ = l_777_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1872 = l_mut_439_;
                                                    float l_785_ = asfloat(_e1872);
                                                    uint l_786_ = asuint(l_785_);
                                                    uint l_787_ = (l_786_ ^ 2147483648u);
                                                    float l_788_ = asfloat(l_787_);
                                                    uint l_789_ = asuint(l_788_);
                                                    uint l_790_ = (l_789_ & 2147483647u);
                                                    float l_791_ = asfloat(l_790_);
                                                    double l_792_ = double(l_791_);
                                                    l_mut_249_ = l_792_;
                                                    bool l_793_ = (l_790_ < 8388608u);
                                                    if (l_793_) {
                                                        double l_794_ = double(l_790_);
                                                        double l_795_ = (l_794_ * 1.401298464324817e-45L);
                                                        l_mut_249_ = l_795_;
                                                    }
                                                    double _e1888 = l_mut_249_;
                                                    uint64_t l_796_ = _e1888;
                                                    uint l_797_ = (l_789_ >> 31u);
                                                    uint64_t l_798_ = uint64_t(l_797_);
                                                    uint64_t l_799_ = (l_798_ << uint(63uL));
                                                    uint64_t l_800_ = (l_796_ | l_799_);
                                                    double l_801_ = l_800_;
                                                    double l_802_ = (l_737_ + l_736_);
                                                    bool l_803_ = (l_802_ <= l_751_);
                                                    l_mut_540_ = l_803_;
                                                    double l_804_ = (l_737_ - l_736_);
                                                    bool l_805_ = (l_804_ > l_751_);
                                                    l_mut_537_ = l_805_;
                                                    double l_806_ = (l_738_ - l_736_);
                                                    bool l_807_ = (l_806_ >= l_751_);
                                                    l_mut_534_ = l_807_;
                                                    double l_808_ = (l_738_ + l_736_);
                                                    bool l_809_ = (l_808_ < l_751_);
                                                    l_mut_531_ = l_809_;
                                                    if (l_409_) {
                                                        double l_810_ = (l_737_ + l_736_);
                                                        bool l_811_ = (l_810_ < l_773_);
                                                        l_mut_540_ = l_811_;
                                                        double l_812_ = (l_737_ - l_736_);
                                                        bool l_813_ = (l_812_ >= l_773_);
                                                        l_mut_537_ = l_813_;
                                                        double l_814_ = (l_738_ - l_736_);
                                                        bool l_815_ = (l_814_ > l_801_);
                                                        l_mut_534_ = l_815_;
                                                        double l_816_ = (l_738_ + l_736_);
                                                        bool l_817_ = (l_816_ <= l_801_);
                                                        l_mut_531_ = l_817_;
                                                    }
                                                    l_mut_439_ = 2u;
                                                    bool _e1916 = l_mut_537_;
                                                    if (!(_e1916)) {
                                                        bool _e1920 = l_mut_531_;
                                                        local_34 = _e1920;
                                                    } else {
                                                        local_34 = true;
                                                    }
                                                    bool l_818_ = local_34;
                                                    if (l_818_) {
                                                        l_mut_439_ = 1u;
                                                    } else {
                                                        bool _e1924 = l_mut_540_;
                                                        if (_e1924) {
                                                            bool _e1927 = l_mut_534_;
                                                            local_35 = _e1927;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_819_ = local_35;
                                                        if (l_819_) {
                                                            l_mut_439_ = 0u;
                                                        }
                                                    }
                                                    float _e1931 = l_mut_25_;
                                                    uint l_820_ = asuint(_e1931);
                                                    uint l_821_ = (l_820_ & 2147483647u);
                                                    bool l_822_ = (l_821_ == 0u);
                                                    if (l_822_) {
                                                        double l_823_ = (l_737_ + l_736_);
                                                        bool l_824_ = (l_823_ < 1.1754943508222875e-38L);
                                                        double l_825_ = (l_738_ - l_736_);
                                                        bool l_826_ = (l_825_ > -1.1754943508222875e-38L);
                                                        if (l_824_) {
                                                            local_36 = l_826_;
                                                        } else {
                                                            local_36 = false;
                                                        }
                                                        bool l_827_ = local_36;
                                                        double l_828_ = (l_737_ - l_736_);
                                                        bool l_829_ = (l_828_ < 1.1754943508222875e-38L);
                                                        double l_830_ = (l_738_ + l_736_);
                                                        bool l_831_ = (l_830_ > -1.1754943508222875e-38L);
                                                        if (l_829_) {
                                                            local_37 = l_831_;
                                                        } else {
                                                            local_37 = false;
                                                        }
                                                        bool l_832_ = local_37;
                                                        if (l_827_) {
                                                            l_mut_439_ = 0u;
                                                        } else {
                                                            uint _e1958 = l_mut_439_;
                                                            bool l_833_ = (_e1958 == 1u);
                                                            if (l_832_) {
                                                                local_38 = l_833_;
                                                            } else {
                                                                local_38 = false;
                                                            }
                                                            bool l_834_ = local_38;
                                                            if (l_834_) {
                                                                l_mut_439_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1966 = l_mut_439_;
                                                    l_mut_480_ = _e1966;
                                                }
                                                uint _e1967 = l_mut_480_;
                                                l_mut_423_ = _e1967;
                                            } else {
                                                bool l_835_ = (l_405_ == 5u);
                                                if (l_835_) {
                                                    double l_836_ = (2.0L * l_418_);
                                                    double l_837_ = abs(l_836_);
                                                    double l_838_ = floor(l_837_);
                                                    double l_839_ = (3.0L + l_838_);
                                                    double _e1976 = l_mut_31_;
                                                    double l_840_ = abs(_e1976);
                                                    l_mut_249_ = 1.401298464324817e-45L;
                                                    bool l_841_ = (l_840_ >= 1.1754943508222875e-38L);
                                                    bool l_842_ = (l_840_ <= 1.7976931348623157e308L);
                                                    if (l_841_) {
                                                        local_39 = l_842_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_843_ = local_39;
                                                    if (l_843_) {
                                                        uint64_t l_844_ = l_840_;
                                                        uint64_t l_845_ = (l_844_ >> uint(52uL));
                                                        uint64_t l_846_ = (l_845_ - 23uL);
                                                        uint64_t l_847_ = (l_846_ << uint(52uL));
                                                        double l_848_ = l_847_;
                                                        l_mut_249_ = l_848_;
                                                    }
                                                    double _e1999 = l_mut_249_;
                                                    double l_849_ = (l_839_ * _e1999);
                                                    l_mut_480_ = 2u;
                                                    double _e2002 = l_mut_31_;
                                                    double l_850_ = (_e2002 - l_421_);
                                                    double l_851_ = abs(l_850_);
                                                    l_mut_249_ = 1.401298464324817e-45L;
                                                    bool l_852_ = (l_851_ >= 1.1754943508222875e-38L);
                                                    bool l_853_ = (l_851_ <= 1.7976931348623157e308L);
                                                    if (l_852_) {
                                                        local_40 = l_853_;
                                                    } else {
                                                        local_40 = false;
                                                    }
                                                    bool l_854_ = local_40;
                                                    if (l_854_) {
                                                        uint64_t l_855_ = l_851_;
                                                        uint64_t l_856_ = (l_855_ >> uint(52uL));
                                                        uint64_t l_857_ = (l_856_ - 23uL);
                                                        uint64_t l_858_ = (l_857_ << uint(52uL));
                                                        double l_859_ = l_858_;
                                                        l_mut_249_ = l_859_;
                                                    }
                                                    double _e2026 = l_mut_31_;
                                                    double l_860_ = (_e2026 + l_421_);
                                                    double l_861_ = abs(l_860_);
                                                    l_mut_84_ = 1.401298464324817e-45L;
                                                    bool l_862_ = (l_861_ >= 1.1754943508222875e-38L);
                                                    bool l_863_ = (l_861_ <= 1.7976931348623157e308L);
                                                    if (l_862_) {
                                                        local_41 = l_863_;
                                                    } else {
                                                        local_41 = false;
                                                    }
                                                    bool l_864_ = local_41;
                                                    if (l_864_) {
                                                        uint64_t l_865_ = l_861_;
                                                        uint64_t l_866_ = (l_865_ >> uint(52uL));
                                                        uint64_t l_867_ = (l_866_ - 23uL);
                                                        uint64_t l_868_ = (l_867_ << uint(52uL));
                                                        double l_869_ = l_868_;
                                                        l_mut_84_ = l_869_;
                                                    }
                                                    double _e2050 = l_mut_249_;
                                                    double _e2051 = l_mut_84_;
                                                    bool l_870_ = (_e2050 == _e2051);
                                                    if (l_870_) {
                                                        double l_871_ = (l_849_ * 1.4551915228366852e-11L);
                                                        double l_872_ = (l_421_ + l_871_);
                                                        double _e2056 = l_mut_31_;
                                                        double l_873_ = (_e2056 - l_849_);
                                                        double _e2058 = l_mut_31_;
                                                        double l_874_ = (_e2058 + l_849_);
                                                        float _e2060 = l_mut_25_;
                                                        uint l_875_ = asuint(_e2060);
                                                        uint l_876_ = (l_875_ & 2147483647u);
                                                        float l_877_ = asfloat(l_876_);
                                                        double l_878_ = double(l_877_);
                                                        l_mut_249_ = l_878_;
                                                        bool l_879_ = (l_876_ < 8388608u);
                                                        if (l_879_) {
                                                            double l_880_ = double(l_876_);
                                                            double l_881_ = (l_880_ * 1.401298464324817e-45L);
                                                            l_mut_249_ = l_881_;
                                                        }
                                                        double _e2071 = l_mut_249_;
                                                        uint64_t l_882_ = _e2071;
                                                        uint l_883_ = (l_875_ >> 31u);
                                                        uint64_t l_884_ = uint64_t(l_883_);
                                                        uint64_t l_885_ = (l_884_ << uint(63uL));
                                                        uint64_t l_886_ = (l_882_ | l_885_);
                                                        double l_887_ = l_886_;
                                                        float _e2082 = l_mut_25_;
                                                        uint l_888_ = asuint(_e2082);
                                                        uint l_889_ = (l_888_ + 1u);
                                                        l_mut_439_ = l_889_;
                                                        uint l_890_ = (l_888_ & 2147483647u);
                                                        bool l_891_ = (l_890_ == 0u);
                                                        if (l_891_) {
                                                            l_mut_439_ = 1u;
                                                        } else {
                                                            uint l_892_ = (l_888_ & 2147483648u);
                                                            bool l_893_ = (l_892_ != 0u);
                                                            if (l_893_) {
                                                                uint l_894_ = (l_888_ - 1u);
                                                                l_mut_439_ = l_894_;
                                                            } else {
                                                                bool l_895_ = (l_888_ == 2139095040u);
                                                                if (l_895_) {
                                                                    l_mut_439_ = l_888_;
                                                                }
                                                            }
                                                        }
                                                        uint _e2099 = l_mut_439_;
                                                        float l_896_ = asfloat(_e2099);
                                                        uint l_897_ = asuint(l_896_);
                                                        uint l_898_ = (l_897_ & 2147483647u);
                                                        float l_899_ = asfloat(l_898_);
                                                        double l_900_ = double(l_899_);
                                                        l_mut_249_ = l_900_;
                                                        bool l_901_ = (l_898_ < 8388608u);
                                                        if (l_901_) {
                                                            double l_902_ = double(l_898_);
                                                            double l_903_ = (l_902_ * 1.401298464324817e-45L);
                                                            l_mut_249_ = l_903_;
                                                        }
                                                        double _e2111 = l_mut_249_;
                                                        uint64_t l_904_ = _e2111;
                                                        uint l_905_ = (l_897_ >> 31u);
                                                        uint64_t l_906_ = uint64_t(l_905_);
                                                        uint64_t l_907_ = (l_906_ << uint(63uL));
                                                        uint64_t l_908_ = (l_904_ | l_907_);
                                                        double l_909_ = l_908_;
                                                        float _e2122 = l_mut_25_;
                                                        uint l_910_ = asuint(_e2122);
                                                        uint l_911_ = (l_910_ ^ 2147483648u);
                                                        float l_912_ = asfloat(l_911_);
                                                        uint l_913_ = asuint(l_912_);
                                                        uint l_914_ = (l_913_ + 1u);
                                                        l_mut_439_ = l_914_;
                                                        uint l_915_ = (l_913_ & 2147483647u);
                                                        bool l_916_ = (l_915_ == 0u);
                                                        if (l_916_) {
                                                            l_mut_439_ = 1u;
                                                        } else {
                                                            uint l_917_ = (l_913_ & 2147483648u);
                                                            bool l_918_ = (l_917_ != 0u);
                                                            if (l_918_) {
                                                                uint l_919_ = (l_913_ - 1u);
                                                                l_mut_439_ = l_919_;
                                                            } else {
                                                                bool l_920_ = (l_913_ == 2139095040u);
                                                                if (l_920_) {
                                                                    l_mut_439_ = l_913_;
                                                                }
                                                            }
                                                        }
                                                        uint _e2143 = l_mut_439_;
                                                        float l_921_ = asfloat(_e2143);
                                                        uint l_922_ = asuint(l_921_);
                                                        uint l_923_ = (l_922_ ^ 2147483648u);
                                                        float l_924_ = asfloat(l_923_);
                                                        uint l_925_ = asuint(l_924_);
                                                        uint l_926_ = (l_925_ & 2147483647u);
                                                        float l_927_ = asfloat(l_926_);
                                                        double l_928_ = double(l_927_);
                                                        l_mut_249_ = l_928_;
                                                        bool l_929_ = (l_926_ < 8388608u);
                                                        if (l_929_) {
                                                            double l_930_ = double(l_926_);
                                                            double l_931_ = (l_930_ * 1.401298464324817e-45L);
                                                            l_mut_249_ = l_931_;
                                                        }
                                                        double _e2159 = l_mut_249_;
                                                        uint64_t l_932_ = _e2159;
                                                        uint l_933_ = (l_925_ >> 31u);
                                                        uint64_t l_934_ = uint64_t(l_933_);
                                                        uint64_t l_935_ = (l_934_ << uint(63uL));
                                                        uint64_t l_936_ = (l_932_ | l_935_);
                                                        double l_937_ = l_936_;
                                                        double l_938_ = (l_873_ + l_872_);
                                                        bool l_939_ = (l_938_ <= l_887_);
                                                        l_mut_540_ = l_939_;
                                                        double l_940_ = (l_873_ - l_872_);
                                                        bool l_941_ = (l_940_ > l_887_);
                                                        l_mut_537_ = l_941_;
                                                        double l_942_ = (l_874_ - l_872_);
                                                        bool l_943_ = (l_942_ >= l_887_);
                                                        l_mut_534_ = l_943_;
                                                        double l_944_ = (l_874_ + l_872_);
                                                        bool l_945_ = (l_944_ < l_887_);
                                                        l_mut_531_ = l_945_;
                                                        if (l_409_) {
                                                            double l_946_ = (l_873_ + l_872_);
                                                            bool l_947_ = (l_946_ < l_909_);
                                                            l_mut_540_ = l_947_;
                                                            double l_948_ = (l_873_ - l_872_);
                                                            bool l_949_ = (l_948_ >= l_909_);
                                                            l_mut_537_ = l_949_;
                                                            double l_950_ = (l_874_ - l_872_);
                                                            bool l_951_ = (l_950_ > l_937_);
                                                            l_mut_534_ = l_951_;
                                                            double l_952_ = (l_874_ + l_872_);
                                                            bool l_953_ = (l_952_ <= l_937_);
                                                            l_mut_531_ = l_953_;
                                                        }
                                                        l_mut_439_ = 2u;
                                                        bool _e2187 = l_mut_537_;
                                                        if (!(_e2187)) {
                                                            bool _e2191 = l_mut_531_;
                                                            local_42 = _e2191;
                                                        } else {
                                                            local_42 = true;
                                                        }
                                                        bool l_954_ = local_42;
                                                        if (l_954_) {
                                                            l_mut_439_ = 1u;
                                                        } else {
                                                            bool _e2195 = l_mut_540_;
                                                            if (_e2195) {
                                                                bool _e2198 = l_mut_534_;
                                                                local_43 = _e2198;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_955_ = local_43;
                                                            if (l_955_) {
                                                                l_mut_439_ = 0u;
                                                            }
                                                        }
                                                        float _e2202 = l_mut_25_;
                                                        uint l_956_ = asuint(_e2202);
                                                        uint l_957_ = (l_956_ & 2147483647u);
                                                        bool l_958_ = (l_957_ == 0u);
                                                        if (l_958_) {
                                                            double l_959_ = (l_873_ + l_872_);
                                                            bool l_960_ = (l_959_ < 1.1754943508222875e-38L);
                                                            double l_961_ = (l_874_ - l_872_);
                                                            bool l_962_ = (l_961_ > -1.1754943508222875e-38L);
                                                            if (l_960_) {
                                                                local_44 = l_962_;
                                                            } else {
                                                                local_44 = false;
                                                            }
                                                            bool l_963_ = local_44;
                                                            double l_964_ = (l_873_ - l_872_);
                                                            bool l_965_ = (l_964_ < 1.1754943508222875e-38L);
                                                            double l_966_ = (l_874_ + l_872_);
                                                            bool l_967_ = (l_966_ > -1.1754943508222875e-38L);
                                                            if (l_965_) {
                                                                local_45 = l_967_;
                                                            } else {
                                                                local_45 = false;
                                                            }
                                                            bool l_968_ = local_45;
                                                            if (l_963_) {
                                                                l_mut_439_ = 0u;
                                                            } else {
                                                                uint _e2229 = l_mut_439_;
                                                                bool l_969_ = (_e2229 == 1u);
                                                                if (l_968_) {
                                                                    local_46 = l_969_;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_970_ = local_46;
                                                                if (l_970_) {
                                                                    l_mut_439_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e2237 = l_mut_439_;
                                                        l_mut_480_ = _e2237;
                                                    }
                                                    uint _e2238 = l_mut_480_;
                                                    l_mut_423_ = _e2238;
                                                } else {
                                                    bool l_971_ = (l_405_ == 6u);
                                                    if (l_971_) {
                                                        l_mut_423_ = 0u;
                                                        bool l_972_ = (l_419_ <= l_414_);
                                                        if (l_972_) {
                                                            double l_973_ = (l_411_ * 1.4551915228366852e-11L);
                                                            double l_974_ = (l_421_ + l_973_);
                                                            double _e2246 = l_mut_31_;
                                                            double l_975_ = (_e2246 - l_411_);
                                                            double _e2248 = l_mut_31_;
                                                            double l_976_ = (_e2248 + l_411_);
                                                            float _e2250 = l_mut_25_;
                                                            uint l_977_ = asuint(_e2250);
                                                            uint l_978_ = (l_977_ & 2147483647u);
                                                            float l_979_ = asfloat(l_978_);
                                                            double l_980_ = double(l_979_);
                                                            l_mut_249_ = l_980_;
                                                            bool l_981_ = (l_978_ < 8388608u);
                                                            if (l_981_) {
                                                                double l_982_ = double(l_978_);
                                                                double l_983_ = (l_982_ * 1.401298464324817e-45L);
                                                                l_mut_249_ = l_983_;
                                                            }
                                                            double _e2261 = l_mut_249_;
                                                            uint64_t l_984_ = _e2261;
                                                            uint l_985_ = (l_977_ >> 31u);
                                                            uint64_t l_986_ = uint64_t(l_985_);
                                                            uint64_t l_987_ = (l_986_ << uint(63uL));
                                                            uint64_t l_988_ = (l_984_ | l_987_);
                                                            double l_989_ = l_988_;
                                                            float _e2272 = l_mut_25_;
                                                            uint l_990_ = asuint(_e2272);
                                                            uint l_991_ = (l_990_ + 1u);
                                                            l_mut_480_ = l_991_;
                                                            uint l_992_ = (l_990_ & 2147483647u);
                                                            bool l_993_ = (l_992_ == 0u);
                                                            if (l_993_) {
                                                                l_mut_480_ = 1u;
                                                            } else {
                                                                uint l_994_ = (l_990_ & 2147483648u);
                                                                bool l_995_ = (l_994_ != 0u);
                                                                if (l_995_) {
                                                                    uint l_996_ = (l_990_ - 1u);
                                                                    l_mut_480_ = l_996_;
                                                                } else {
                                                                    bool l_997_ = (l_990_ == 2139095040u);
                                                                    if (l_997_) {
                                                                        l_mut_480_ = l_990_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2289 = l_mut_480_;
                                                            float l_998_ = asfloat(_e2289);
                                                            uint l_999_ = asuint(l_998_);
                                                            uint l_1000_ = (l_999_ & 2147483647u);
                                                            float l_1001_ = asfloat(l_1000_);
                                                            double l_1002_ = double(l_1001_);
                                                            l_mut_249_ = l_1002_;
                                                            bool l_1003_ = (l_1000_ < 8388608u);
                                                            if (l_1003_) {
                                                                double l_1004_ = double(l_1000_);
                                                                double l_1005_ = (l_1004_ * 1.401298464324817e-45L);
                                                                l_mut_249_ = l_1005_;
                                                            }
                                                            double _e2301 = l_mut_249_;
                                                            uint64_t l_1006_ = _e2301;
                                                            uint l_1007_ = (l_999_ >> 31u);
                                                            uint64_t l_1008_ = uint64_t(l_1007_);
                                                            uint64_t l_1009_ = (l_1008_ << uint(63uL));
                                                            uint64_t l_1010_ = (l_1006_ | l_1009_);
                                                            double l_1011_ = l_1010_;
                                                            float _e2312 = l_mut_25_;
                                                            uint l_1012_ = asuint(_e2312);
                                                            uint l_1013_ = (l_1012_ ^ 2147483648u);
                                                            float l_1014_ = asfloat(l_1013_);
                                                            uint l_1015_ = asuint(l_1014_);
                                                            uint l_1016_ = (l_1015_ + 1u);
                                                            l_mut_480_ = l_1016_;
                                                            uint l_1017_ = (l_1015_ & 2147483647u);
                                                            bool l_1018_ = (l_1017_ == 0u);
                                                            if (l_1018_) {
                                                                l_mut_480_ = 1u;
                                                            } else {
                                                                uint l_1019_ = (l_1015_ & 2147483648u);
                                                                bool l_1020_ = (l_1019_ != 0u);
                                                                if (l_1020_) {
                                                                    uint l_1021_ = (l_1015_ - 1u);
                                                                    l_mut_480_ = l_1021_;
                                                                } else {
                                                                    bool l_1022_ = (l_1015_ == 2139095040u);
                                                                    if (l_1022_) {
                                                                        l_mut_480_ = l_1015_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2333 = l_mut_480_;
                                                            float l_1023_ = asfloat(_e2333);
                                                            uint l_1024_ = asuint(l_1023_);
                                                            uint l_1025_ = (l_1024_ ^ 2147483648u);
                                                            float l_1026_ = asfloat(l_1025_);
                                                            uint l_1027_ = asuint(l_1026_);
                                                            uint l_1028_ = (l_1027_ & 2147483647u);
                                                            float l_1029_ = asfloat(l_1028_);
                                                            double l_1030_ = double(l_1029_);
                                                            l_mut_249_ = l_1030_;
                                                            bool l_1031_ = (l_1028_ < 8388608u);
                                                            if (l_1031_) {
                                                                double l_1032_ = double(l_1028_);
                                                                double l_1033_ = (l_1032_ * 1.401298464324817e-45L);
                                                                l_mut_249_ = l_1033_;
                                                            }
                                                            double _e2349 = l_mut_249_;
                                                            uint64_t l_1034_ = _e2349;
                                                            uint l_1035_ = (l_1027_ >> 31u);
                                                            uint64_t l_1036_ = uint64_t(l_1035_);
                                                            uint64_t l_1037_ = (l_1036_ << uint(63uL));
                                                            uint64_t l_1038_ = (l_1034_ | l_1037_);
                                                            double l_1039_ = l_1038_;
                                                            double l_1040_ = (l_975_ + l_974_);
                                                            bool l_1041_ = (l_1040_ <= l_989_);
                                                            l_mut_540_ = l_1041_;
                                                            double l_1042_ = (l_975_ - l_974_);
                                                            bool l_1043_ = (l_1042_ > l_989_);
                                                            l_mut_537_ = l_1043_;
                                                            double l_1044_ = (l_976_ - l_974_);
                                                            bool l_1045_ = (l_1044_ >= l_989_);
                                                            l_mut_534_ = l_1045_;
                                                            double l_1046_ = (l_976_ + l_974_);
                                                            bool l_1047_ = (l_1046_ < l_989_);
                                                            l_mut_531_ = l_1047_;
                                                            if (l_409_) {
                                                                double l_1048_ = (l_975_ + l_974_);
                                                                bool l_1049_ = (l_1048_ < l_1011_);
                                                                l_mut_540_ = l_1049_;
                                                                double l_1050_ = (l_975_ - l_974_);
                                                                bool l_1051_ = (l_1050_ >= l_1011_);
                                                                l_mut_537_ = l_1051_;
                                                                double l_1052_ = (l_976_ - l_974_);
                                                                bool l_1053_ = (l_1052_ > l_1039_);
                                                                l_mut_534_ = l_1053_;
                                                                double l_1054_ = (l_976_ + l_974_);
                                                                bool l_1055_ = (l_1054_ <= l_1039_);
                                                                l_mut_531_ = l_1055_;
                                                            }
                                                            l_mut_480_ = 2u;
                                                            bool _e2377 = l_mut_537_;
                                                            if (!(_e2377)) {
                                                                bool _e2381 = l_mut_531_;
                                                                local_47 = _e2381;
                                                            } else {
                                                                local_47 = true;
                                                            }
                                                            bool l_1056_ = local_47;
                                                            if (l_1056_) {
                                                                l_mut_480_ = 1u;
                                                            } else {
                                                                bool _e2385 = l_mut_540_;
                                                                if (_e2385) {
                                                                    bool _e2388 = l_mut_534_;
                                                                    local_48 = _e2388;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_1057_ = local_48;
                                                                if (l_1057_) {
                                                                    l_mut_480_ = 0u;
                                                                }
                                                            }
                                                            float _e2392 = l_mut_25_;
                                                            uint l_1058_ = asuint(_e2392);
                                                            uint l_1059_ = (l_1058_ & 2147483647u);
                                                            bool l_1060_ = (l_1059_ == 0u);
                                                            if (l_1060_) {
                                                                double l_1061_ = (l_975_ + l_974_);
                                                                bool l_1062_ = (l_1061_ < 1.1754943508222875e-38L);
                                                                double l_1063_ = (l_976_ - l_974_);
                                                                bool l_1064_ = (l_1063_ > -1.1754943508222875e-38L);
                                                                if (l_1062_) {
                                                                    local_49 = l_1064_;
                                                                } else {
                                                                    local_49 = false;
                                                                }
                                                                bool l_1065_ = local_49;
                                                                double l_1066_ = (l_975_ - l_974_);
                                                                bool l_1067_ = (l_1066_ < 1.1754943508222875e-38L);
                                                                double l_1068_ = (l_976_ + l_974_);
                                                                bool l_1069_ = (l_1068_ > -1.1754943508222875e-38L);
                                                                if (l_1067_) {
                                                                    local_50 = l_1069_;
                                                                } else {
                                                                    local_50 = false;
                                                                }
                                                                bool l_1070_ = local_50;
                                                                if (l_1065_) {
                                                                    l_mut_480_ = 0u;
                                                                } else {
                                                                    uint _e2419 = l_mut_480_;
                                                                    bool l_1071_ = (_e2419 == 1u);
                                                                    if (l_1070_) {
                                                                        local_51 = l_1071_;
                                                                    } else {
                                                                        local_51 = false;
                                                                    }
                                                                    bool l_1072_ = local_51;
                                                                    if (l_1072_) {
                                                                        l_mut_480_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2427 = l_mut_480_;
                                                            l_mut_423_ = _e2427;
                                                        }
                                                    } else {
                                                        bool l_1073_ = (l_405_ == 7u);
                                                        if (l_1073_) {
                                                            double _e2430 = l_mut_31_;
                                                            double l_1074_ = abs(_e2430);
                                                            double l_1075_ = (l_411_ * l_1074_);
                                                            l_mut_249_ = l_1075_;
                                                            double _e2433 = l_mut_31_;
                                                            double l_1076_ = abs(_e2433);
                                                            l_mut_84_ = 1.401298464324817e-45L;
                                                            bool l_1077_ = (l_1076_ >= 1.1754943508222875e-38L);
                                                            bool l_1078_ = (l_1076_ <= 1.7976931348623157e308L);
                                                            if (l_1077_) {
                                                                local_52 = l_1078_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_1079_ = local_52;
                                                            if (l_1079_) {
                                                                uint64_t l_1080_ = l_1076_;
                                                                uint64_t l_1081_ = (l_1080_ >> uint(52uL));
                                                                uint64_t l_1082_ = (l_1081_ - 23uL);
                                                                uint64_t l_1083_ = (l_1082_ << uint(52uL));
                                                                double l_1084_ = l_1083_;
                                                                l_mut_84_ = l_1084_;
                                                            }
                                                            double _e2457 = l_mut_84_;
                                                            double l_1085_ = (0.5L * _e2457);
                                                            double _e2459 = l_mut_249_;
                                                            bool l_1086_ = (l_1085_ > _e2459);
                                                            if (l_1086_) {
                                                                l_mut_249_ = l_1085_;
                                                            }
                                                            double _e2461 = l_mut_31_;
                                                            double l_1087_ = (_e2461 - l_421_);
                                                            double l_1088_ = abs(l_1087_);
                                                            l_mut_84_ = 1.401298464324817e-45L;
                                                            bool l_1089_ = (l_1088_ >= 1.1754943508222875e-38L);
                                                            bool l_1090_ = (l_1088_ <= 1.7976931348623157e308L);
                                                            if (l_1089_) {
                                                                local_53 = l_1090_;
                                                            } else {
                                                                local_53 = false;
                                                            }
                                                            bool l_1091_ = local_53;
                                                            if (l_1091_) {
                                                                uint64_t l_1092_ = l_1088_;
                                                                uint64_t l_1093_ = (l_1092_ >> uint(52uL));
                                                                uint64_t l_1094_ = (l_1093_ - 23uL);
                                                                uint64_t l_1095_ = (l_1094_ << uint(52uL));
                                                                double l_1096_ = l_1095_;
                                                                l_mut_84_ = l_1096_;
                                                            }
                                                            double _e2485 = l_mut_31_;
                                                            double l_1097_ = (_e2485 + l_421_);
                                                            double l_1098_ = abs(l_1097_);
                                                            l_mut_57_ = 1.401298464324817e-45L;
                                                            bool l_1099_ = (l_1098_ >= 1.1754943508222875e-38L);
                                                            bool l_1100_ = (l_1098_ <= 1.7976931348623157e308L);
                                                            if (l_1099_) {
                                                                local_54 = l_1100_;
                                                            } else {
                                                                local_54 = false;
                                                            }
                                                            bool l_1101_ = local_54;
                                                            if (l_1101_) {
                                                                uint64_t l_1102_ = l_1098_;
                                                                uint64_t l_1103_ = (l_1102_ >> uint(52uL));
                                                                uint64_t l_1104_ = (l_1103_ - 23uL);
                                                                uint64_t l_1105_ = (l_1104_ << uint(52uL));
                                                                double l_1106_ = l_1105_;
                                                                l_mut_57_ = l_1106_;
                                                            }
                                                            double _e2509 = l_mut_84_;
                                                            double _e2510 = l_mut_57_;
                                                            bool l_1107_ = (_e2509 == _e2510);
                                                            if (l_1107_) {
                                                                double l_1108_ = (l_411_ * l_421_);
                                                                double l_1109_ = (l_421_ + l_1108_);
                                                                double _e2514 = l_mut_249_;
                                                                double l_1110_ = (_e2514 * 1.4551915228366852e-11L);
                                                                double l_1111_ = (l_1109_ + l_1110_);
                                                                double _e2518 = l_mut_31_;
                                                                double _e2519 = l_mut_249_;
                                                                double l_1112_ = (_e2518 - _e2519);
                                                                double _e2521 = l_mut_31_;
                                                                double _e2522 = l_mut_249_;
                                                                double l_1113_ = (_e2521 + _e2522);
                                                                float _e2524 = l_mut_25_;
                                                                uint l_1114_ = asuint(_e2524);
                                                                uint l_1115_ = (l_1114_ & 2147483647u);
                                                                float l_1116_ = asfloat(l_1115_);
                                                                double l_1117_ = double(l_1116_);
                                                                l_mut_249_ = l_1117_;
                                                                bool l_1118_ = (l_1115_ < 8388608u);
                                                                if (l_1118_) {
                                                                    double l_1119_ = double(l_1115_);
                                                                    double l_1120_ = (l_1119_ * 1.401298464324817e-45L);
                                                                    l_mut_249_ = l_1120_;
                                                                }
                                                                double _e2535 = l_mut_249_;
                                                                uint64_t l_1121_ = _e2535;
                                                                uint l_1122_ = (l_1114_ >> 31u);
                                                                uint64_t l_1123_ = uint64_t(l_1122_);
                                                                uint64_t l_1124_ = (l_1123_ << uint(63uL));
                                                                uint64_t l_1125_ = (l_1121_ | l_1124_);
                                                                double l_1126_ = l_1125_;
                                                                float _e2546 = l_mut_25_;
                                                                uint l_1127_ = asuint(_e2546);
                                                                uint l_1128_ = (l_1127_ + 1u);
                                                                l_mut_480_ = l_1128_;
                                                                uint l_1129_ = (l_1127_ & 2147483647u);
                                                                bool l_1130_ = (l_1129_ == 0u);
                                                                if (l_1130_) {
                                                                    l_mut_480_ = 1u;
                                                                } else {
                                                                    uint l_1131_ = (l_1127_ & 2147483648u);
                                                                    bool l_1132_ = (l_1131_ != 0u);
                                                                    if (l_1132_) {
                                                                        uint l_1133_ = (l_1127_ - 1u);
                                                                        l_mut_480_ = l_1133_;
                                                                    } else {
                                                                        bool l_1134_ = (l_1127_ == 2139095040u);
                                                                        if (l_1134_) {
                                                                            l_mut_480_ = l_1127_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2563 = l_mut_480_;
                                                                float l_1135_ = asfloat(_e2563);
                                                                uint l_1136_ = asuint(l_1135_);
                                                                uint l_1137_ = (l_1136_ & 2147483647u);
                                                                float l_1138_ = asfloat(l_1137_);
                                                                double l_1139_ = double(l_1138_);
                                                                l_mut_249_ = l_1139_;
                                                                bool l_1140_ = (l_1137_ < 8388608u);
                                                                if (l_1140_) {
                                                                    double l_1141_ = double(l_1137_);
                                                                    double l_1142_ = (l_1141_ * 1.401298464324817e-45L);
                                                                    l_mut_249_ = l_1142_;
                                                                }
                                                                double _e2575 = l_mut_249_;
                                                                uint64_t l_1143_ = _e2575;
                                                                uint l_1144_ = (l_1136_ >> 31u);
                                                                uint64_t l_1145_ = uint64_t(l_1144_);
                                                                uint64_t l_1146_ = (l_1145_ << uint(63uL));
                                                                uint64_t l_1147_ = (l_1143_ | l_1146_);
                                                                double l_1148_ = l_1147_;
                                                                float _e2586 = l_mut_25_;
                                                                uint l_1149_ = asuint(_e2586);
                                                                uint l_1150_ = (l_1149_ ^ 2147483648u);
                                                                float l_1151_ = asfloat(l_1150_);
                                                                uint l_1152_ = asuint(l_1151_);
                                                                uint l_1153_ = (l_1152_ + 1u);
                                                                l_mut_480_ = l_1153_;
                                                                uint l_1154_ = (l_1152_ & 2147483647u);
                                                                bool l_1155_ = (l_1154_ == 0u);
                                                                if (l_1155_) {
                                                                    l_mut_480_ = 1u;
                                                                } else {
                                                                    uint l_1156_ = (l_1152_ & 2147483648u);
                                                                    bool l_1157_ = (l_1156_ != 0u);
                                                                    if (l_1157_) {
                                                                        uint l_1158_ = (l_1152_ - 1u);
                                                                        l_mut_480_ = l_1158_;
                                                                    } else {
                                                                        bool l_1159_ = (l_1152_ == 2139095040u);
                                                                        if (l_1159_) {
                                                                            l_mut_480_ = l_1152_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2607 = l_mut_480_;
                                                                float l_1160_ = asfloat(_e2607);
                                                                uint l_1161_ = asuint(l_1160_);
                                                                uint l_1162_ = (l_1161_ ^ 2147483648u);
                                                                float l_1163_ = asfloat(l_1162_);
                                                                uint l_1164_ = asuint(l_1163_);
                                                                uint l_1165_ = (l_1164_ & 2147483647u);
                                                                float l_1166_ = asfloat(l_1165_);
                                                                double l_1167_ = double(l_1166_);
                                                                l_mut_249_ = l_1167_;
                                                                bool l_1168_ = (l_1165_ < 8388608u);
                                                                if (l_1168_) {
                                                                    double l_1169_ = double(l_1165_);
                                                                    double l_1170_ = (l_1169_ * 1.401298464324817e-45L);
                                                                    l_mut_249_ = l_1170_;
                                                                }
                                                                double _e2623 = l_mut_249_;
                                                                uint64_t l_1171_ = _e2623;
                                                                uint l_1172_ = (l_1164_ >> 31u);
                                                                uint64_t l_1173_ = uint64_t(l_1172_);
                                                                uint64_t l_1174_ = (l_1173_ << uint(63uL));
                                                                uint64_t l_1175_ = (l_1171_ | l_1174_);
                                                                double l_1176_ = l_1175_;
                                                                double l_1177_ = (l_1112_ + l_1111_);
                                                                bool l_1178_ = (l_1177_ <= l_1126_);
                                                                l_mut_540_ = l_1178_;
                                                                double l_1179_ = (l_1112_ - l_1111_);
                                                                bool l_1180_ = (l_1179_ > l_1126_);
                                                                l_mut_537_ = l_1180_;
                                                                double l_1181_ = (l_1113_ - l_1111_);
                                                                bool l_1182_ = (l_1181_ >= l_1126_);
                                                                l_mut_534_ = l_1182_;
                                                                double l_1183_ = (l_1113_ + l_1111_);
                                                                bool l_1184_ = (l_1183_ < l_1126_);
                                                                l_mut_531_ = l_1184_;
                                                                if (l_409_) {
                                                                    double l_1185_ = (l_1112_ + l_1111_);
                                                                    bool l_1186_ = (l_1185_ < l_1148_);
                                                                    l_mut_540_ = l_1186_;
                                                                    double l_1187_ = (l_1112_ - l_1111_);
                                                                    bool l_1188_ = (l_1187_ >= l_1148_);
                                                                    l_mut_537_ = l_1188_;
                                                                    double l_1189_ = (l_1113_ - l_1111_);
                                                                    bool l_1190_ = (l_1189_ > l_1176_);
                                                                    l_mut_534_ = l_1190_;
                                                                    double l_1191_ = (l_1113_ + l_1111_);
                                                                    bool l_1192_ = (l_1191_ <= l_1176_);
                                                                    l_mut_531_ = l_1192_;
                                                                }
                                                                l_mut_480_ = 2u;
                                                                bool _e2651 = l_mut_537_;
                                                                if (!(_e2651)) {
                                                                    bool _e2655 = l_mut_531_;
                                                                    local_55 = _e2655;
                                                                } else {
                                                                    local_55 = true;
                                                                }
                                                                bool l_1193_ = local_55;
                                                                if (l_1193_) {
                                                                    l_mut_480_ = 1u;
                                                                } else {
                                                                    bool _e2659 = l_mut_540_;
                                                                    if (_e2659) {
                                                                        bool _e2662 = l_mut_534_;
                                                                        local_56 = _e2662;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_1194_ = local_56;
                                                                    if (l_1194_) {
                                                                        l_mut_480_ = 0u;
                                                                    }
                                                                }
                                                                float _e2666 = l_mut_25_;
                                                                uint l_1195_ = asuint(_e2666);
                                                                uint l_1196_ = (l_1195_ & 2147483647u);
                                                                bool l_1197_ = (l_1196_ == 0u);
                                                                if (l_1197_) {
                                                                    double l_1198_ = (l_1112_ + l_1111_);
                                                                    bool l_1199_ = (l_1198_ < 1.1754943508222875e-38L);
                                                                    double l_1200_ = (l_1113_ - l_1111_);
                                                                    bool l_1201_ = (l_1200_ > -1.1754943508222875e-38L);
                                                                    if (l_1199_) {
                                                                        local_57 = l_1201_;
                                                                    } else {
                                                                        local_57 = false;
                                                                    }
                                                                    bool l_1202_ = local_57;
                                                                    double l_1203_ = (l_1112_ - l_1111_);
                                                                    bool l_1204_ = (l_1203_ < 1.1754943508222875e-38L);
                                                                    double l_1205_ = (l_1113_ + l_1111_);
                                                                    bool l_1206_ = (l_1205_ > -1.1754943508222875e-38L);
                                                                    if (l_1204_) {
                                                                        local_58 = l_1206_;
                                                                    } else {
                                                                        local_58 = false;
                                                                    }
                                                                    bool l_1207_ = local_58;
                                                                    if (l_1202_) {
                                                                        l_mut_480_ = 0u;
                                                                    } else {
                                                                        uint _e2693 = l_mut_480_;
                                                                        bool l_1208_ = (_e2693 == 1u);
                                                                        if (l_1207_) {
                                                                            local_59 = l_1208_;
                                                                        } else {
                                                                            local_59 = false;
                                                                        }
                                                                        bool l_1209_ = local_59;
                                                                        if (l_1209_) {
                                                                            l_mut_480_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2701 = l_mut_480_;
                                                                l_mut_423_ = _e2701;
                                                            }
                                                        } else {
                                                            bool l_1210_ = (l_405_ == 8u);
                                                            if (l_1210_) {
                                                                bool l_1211_ = (l_418_ >= 0.5L);
                                                                bool l_1212_ = (l_418_ <= 2.0L);
                                                                if (l_1211_) {
                                                                    local_60 = l_1212_;
                                                                } else {
                                                                    local_60 = false;
                                                                }
                                                                bool l_1213_ = local_60;
                                                                if (l_1213_) {
                                                                    double l_1214_ = (l_411_ * 1.4551915228366852e-11L);
                                                                    double l_1215_ = (l_421_ + l_1214_);
                                                                    double _e2715 = l_mut_31_;
                                                                    double l_1216_ = (_e2715 - l_411_);
                                                                    double _e2717 = l_mut_31_;
                                                                    double l_1217_ = (_e2717 + l_411_);
                                                                    float _e2719 = l_mut_25_;
                                                                    uint l_1218_ = asuint(_e2719);
                                                                    uint l_1219_ = (l_1218_ & 2147483647u);
                                                                    float l_1220_ = asfloat(l_1219_);
                                                                    double l_1221_ = double(l_1220_);
                                                                    l_mut_249_ = l_1221_;
                                                                    bool l_1222_ = (l_1219_ < 8388608u);
                                                                    if (l_1222_) {
                                                                        double l_1223_ = double(l_1219_);
                                                                        double l_1224_ = (l_1223_ * 1.401298464324817e-45L);
                                                                        l_mut_249_ = l_1224_;
                                                                    }
                                                                    double _e2730 = l_mut_249_;
                                                                    uint64_t l_1225_ = _e2730;
                                                                    uint l_1226_ = (l_1218_ >> 31u);
                                                                    uint64_t l_1227_ = uint64_t(l_1226_);
                                                                    uint64_t l_1228_ = (l_1227_ << uint(63uL));
                                                                    uint64_t l_1229_ = (l_1225_ | l_1228_);
                                                                    double l_1230_ = l_1229_;
                                                                    float _e2741 = l_mut_25_;
                                                                    uint l_1231_ = asuint(_e2741);
                                                                    uint l_1232_ = (l_1231_ + 1u);
                                                                    l_mut_480_ = l_1232_;
                                                                    uint l_1233_ = (l_1231_ & 2147483647u);
                                                                    bool l_1234_ = (l_1233_ == 0u);
                                                                    if (l_1234_) {
                                                                        l_mut_480_ = 1u;
                                                                    } else {
                                                                        uint l_1235_ = (l_1231_ & 2147483648u);
                                                                        bool l_1236_ = (l_1235_ != 0u);
                                                                        if (l_1236_) {
                                                                            uint l_1237_ = (l_1231_ - 1u);
                                                                            l_mut_480_ = l_1237_;
                                                                        } else {
                                                                            bool l_1238_ = (l_1231_ == 2139095040u);
                                                                            if (l_1238_) {
                                                                                l_mut_480_ = l_1231_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2758 = l_mut_480_;
                                                                    float l_1239_ = asfloat(_e2758);
                                                                    uint l_1240_ = asuint(l_1239_);
                                                                    uint l_1241_ = (l_1240_ & 2147483647u);
                                                                    float l_1242_ = asfloat(l_1241_);
                                                                    double l_1243_ = double(l_1242_);
                                                                    l_mut_249_ = l_1243_;
                                                                    bool l_1244_ = (l_1241_ < 8388608u);
                                                                    if (l_1244_) {
                                                                        double l_1245_ = double(l_1241_);
                                                                        double l_1246_ = (l_1245_ * 1.401298464324817e-45L);
                                                                        l_mut_249_ = l_1246_;
                                                                    }
                                                                    double _e2770 = l_mut_249_;
                                                                    uint64_t l_1247_ = _e2770;
                                                                    uint l_1248_ = (l_1240_ >> 31u);
                                                                    uint64_t l_1249_ = uint64_t(l_1248_);
                                                                    uint64_t l_1250_ = (l_1249_ << uint(63uL));
                                                                    uint64_t l_1251_ = (l_1247_ | l_1250_);
                                                                    double l_1252_ = l_1251_;
                                                                    float _e2781 = l_mut_25_;
                                                                    uint l_1253_ = asuint(_e2781);
                                                                    uint l_1254_ = (l_1253_ ^ 2147483648u);
                                                                    float l_1255_ = asfloat(l_1254_);
                                                                    uint l_1256_ = asuint(l_1255_);
                                                                    uint l_1257_ = (l_1256_ + 1u);
                                                                    l_mut_480_ = l_1257_;
                                                                    uint l_1258_ = (l_1256_ & 2147483647u);
                                                                    bool l_1259_ = (l_1258_ == 0u);
                                                                    if (l_1259_) {
                                                                        l_mut_480_ = 1u;
                                                                    } else {
                                                                        uint l_1260_ = (l_1256_ & 2147483648u);
                                                                        bool l_1261_ = (l_1260_ != 0u);
                                                                        if (l_1261_) {
                                                                            uint l_1262_ = (l_1256_ - 1u);
                                                                            l_mut_480_ = l_1262_;
                                                                        } else {
                                                                            bool l_1263_ = (l_1256_ == 2139095040u);
                                                                            if (l_1263_) {
                                                                                l_mut_480_ = l_1256_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2802 = l_mut_480_;
                                                                    float l_1264_ = asfloat(_e2802);
                                                                    uint l_1265_ = asuint(l_1264_);
                                                                    uint l_1266_ = (l_1265_ ^ 2147483648u);
                                                                    float l_1267_ = asfloat(l_1266_);
                                                                    uint l_1268_ = asuint(l_1267_);
                                                                    uint l_1269_ = (l_1268_ & 2147483647u);
                                                                    float l_1270_ = asfloat(l_1269_);
                                                                    double l_1271_ = double(l_1270_);
                                                                    l_mut_249_ = l_1271_;
                                                                    bool l_1272_ = (l_1269_ < 8388608u);
                                                                    if (l_1272_) {
                                                                        double l_1273_ = double(l_1269_);
                                                                        double l_1274_ = (l_1273_ * 1.401298464324817e-45L);
                                                                        l_mut_249_ = l_1274_;
                                                                    }
                                                                    double _e2818 = l_mut_249_;
                                                                    uint64_t l_1275_ = _e2818;
                                                                    uint l_1276_ = (l_1268_ >> 31u);
                                                                    uint64_t l_1277_ = uint64_t(l_1276_);
                                                                    uint64_t l_1278_ = (l_1277_ << uint(63uL));
                                                                    uint64_t l_1279_ = (l_1275_ | l_1278_);
                                                                    double l_1280_ = l_1279_;
                                                                    double l_1281_ = (l_1216_ + l_1215_);
                                                                    bool l_1282_ = (l_1281_ <= l_1230_);
                                                                    l_mut_540_ = l_1282_;
                                                                    double l_1283_ = (l_1216_ - l_1215_);
                                                                    bool l_1284_ = (l_1283_ > l_1230_);
                                                                    l_mut_537_ = l_1284_;
                                                                    double l_1285_ = (l_1217_ - l_1215_);
                                                                    bool l_1286_ = (l_1285_ >= l_1230_);
                                                                    l_mut_534_ = l_1286_;
                                                                    double l_1287_ = (l_1217_ + l_1215_);
                                                                    bool l_1288_ = (l_1287_ < l_1230_);
                                                                    l_mut_531_ = l_1288_;
                                                                    if (l_409_) {
                                                                        double l_1289_ = (l_1216_ + l_1215_);
                                                                        bool l_1290_ = (l_1289_ < l_1252_);
                                                                        l_mut_540_ = l_1290_;
                                                                        double l_1291_ = (l_1216_ - l_1215_);
                                                                        bool l_1292_ = (l_1291_ >= l_1252_);
                                                                        l_mut_537_ = l_1292_;
                                                                        double l_1293_ = (l_1217_ - l_1215_);
                                                                        bool l_1294_ = (l_1293_ > l_1280_);
                                                                        l_mut_534_ = l_1294_;
                                                                        double l_1295_ = (l_1217_ + l_1215_);
                                                                        bool l_1296_ = (l_1295_ <= l_1280_);
                                                                        l_mut_531_ = l_1296_;
                                                                    }
                                                                    l_mut_480_ = 2u;
                                                                    bool _e2846 = l_mut_537_;
                                                                    if (!(_e2846)) {
                                                                        bool _e2850 = l_mut_531_;
                                                                        local_61 = _e2850;
                                                                    } else {
                                                                        local_61 = true;
                                                                    }
                                                                    bool l_1297_ = local_61;
                                                                    if (l_1297_) {
                                                                        l_mut_480_ = 1u;
                                                                    } else {
                                                                        bool _e2854 = l_mut_540_;
                                                                        if (_e2854) {
                                                                            bool _e2857 = l_mut_534_;
                                                                            local_62 = _e2857;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1298_ = local_62;
                                                                        if (l_1298_) {
                                                                            l_mut_480_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2861 = l_mut_25_;
                                                                    uint l_1299_ = asuint(_e2861);
                                                                    uint l_1300_ = (l_1299_ & 2147483647u);
                                                                    bool l_1301_ = (l_1300_ == 0u);
                                                                    if (l_1301_) {
                                                                        double l_1302_ = (l_1216_ + l_1215_);
                                                                        bool l_1303_ = (l_1302_ < 1.1754943508222875e-38L);
                                                                        double l_1304_ = (l_1217_ - l_1215_);
                                                                        bool l_1305_ = (l_1304_ > -1.1754943508222875e-38L);
                                                                        if (l_1303_) {
                                                                            local_63 = l_1305_;
                                                                        } else {
                                                                            local_63 = false;
                                                                        }
                                                                        bool l_1306_ = local_63;
                                                                        double l_1307_ = (l_1216_ - l_1215_);
                                                                        bool l_1308_ = (l_1307_ < 1.1754943508222875e-38L);
                                                                        double l_1309_ = (l_1217_ + l_1215_);
                                                                        bool l_1310_ = (l_1309_ > -1.1754943508222875e-38L);
                                                                        if (l_1308_) {
                                                                            local_64 = l_1310_;
                                                                        } else {
                                                                            local_64 = false;
                                                                        }
                                                                        bool l_1311_ = local_64;
                                                                        if (l_1306_) {
                                                                            l_mut_480_ = 0u;
                                                                        } else {
                                                                            uint _e2888 = l_mut_480_;
                                                                            bool l_1312_ = (_e2888 == 1u);
                                                                            if (l_1311_) {
                                                                                local_65 = l_1312_;
                                                                            } else {
                                                                                local_65 = false;
                                                                            }
                                                                            bool l_1313_ = local_65;
                                                                            if (l_1313_) {
                                                                                l_mut_480_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2896 = l_mut_480_;
                                                                    l_mut_423_ = _e2896;
                                                                } else {
                                                                    double _e2897 = l_mut_31_;
                                                                    double l_1314_ = abs(_e2897);
                                                                    l_mut_249_ = 1.401298464324817e-45L;
                                                                    bool l_1315_ = (l_1314_ >= 1.1754943508222875e-38L);
                                                                    bool l_1316_ = (l_1314_ <= 1.7976931348623157e308L);
                                                                    if (l_1315_) {
                                                                        local_66 = l_1316_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1317_ = local_66;
                                                                    if (l_1317_) {
                                                                        uint64_t l_1318_ = l_1314_;
                                                                        uint64_t l_1319_ = (l_1318_ >> uint(52uL));
                                                                        uint64_t l_1320_ = (l_1319_ - 23uL);
                                                                        uint64_t l_1321_ = (l_1320_ << uint(52uL));
                                                                        double l_1322_ = l_1321_;
                                                                        l_mut_249_ = l_1322_;
                                                                    }
                                                                    double _e2920 = l_mut_249_;
                                                                    double l_1323_ = (l_414_ * _e2920);
                                                                    l_mut_480_ = 2u;
                                                                    double _e2923 = l_mut_31_;
                                                                    double l_1324_ = (_e2923 - l_421_);
                                                                    double l_1325_ = abs(l_1324_);
                                                                    l_mut_249_ = 1.401298464324817e-45L;
                                                                    bool l_1326_ = (l_1325_ >= 1.1754943508222875e-38L);
                                                                    bool l_1327_ = (l_1325_ <= 1.7976931348623157e308L);
                                                                    if (l_1326_) {
                                                                        local_67 = l_1327_;
                                                                    } else {
                                                                        local_67 = false;
                                                                    }
                                                                    bool l_1328_ = local_67;
                                                                    if (l_1328_) {
                                                                        uint64_t l_1329_ = l_1325_;
                                                                        uint64_t l_1330_ = (l_1329_ >> uint(52uL));
                                                                        uint64_t l_1331_ = (l_1330_ - 23uL);
                                                                        uint64_t l_1332_ = (l_1331_ << uint(52uL));
                                                                        double l_1333_ = l_1332_;
                                                                        l_mut_249_ = l_1333_;
                                                                    }
                                                                    double _e2947 = l_mut_31_;
                                                                    double l_1334_ = (_e2947 + l_421_);
                                                                    double l_1335_ = abs(l_1334_);
                                                                    l_mut_84_ = 1.401298464324817e-45L;
                                                                    bool l_1336_ = (l_1335_ >= 1.1754943508222875e-38L);
                                                                    bool l_1337_ = (l_1335_ <= 1.7976931348623157e308L);
                                                                    if (l_1336_) {
                                                                        local_68 = l_1337_;
                                                                    } else {
                                                                        local_68 = false;
                                                                    }
                                                                    bool l_1338_ = local_68;
                                                                    if (l_1338_) {
                                                                        uint64_t l_1339_ = l_1335_;
                                                                        uint64_t l_1340_ = (l_1339_ >> uint(52uL));
                                                                        uint64_t l_1341_ = (l_1340_ - 23uL);
                                                                        uint64_t l_1342_ = (l_1341_ << uint(52uL));
                                                                        double l_1343_ = l_1342_;
                                                                        l_mut_84_ = l_1343_;
                                                                    }
                                                                    double _e2971 = l_mut_249_;
                                                                    double _e2972 = l_mut_84_;
                                                                    bool l_1344_ = (_e2971 == _e2972);
                                                                    if (l_1344_) {
                                                                        double l_1345_ = (l_1323_ * 1.4551915228366852e-11L);
                                                                        double l_1346_ = (l_421_ + l_1345_);
                                                                        double _e2977 = l_mut_31_;
                                                                        double l_1347_ = (_e2977 - l_1323_);
                                                                        double _e2979 = l_mut_31_;
                                                                        double l_1348_ = (_e2979 + l_1323_);
                                                                        float _e2981 = l_mut_25_;
                                                                        uint l_1349_ = asuint(_e2981);
                                                                        uint l_1350_ = (l_1349_ & 2147483647u);
                                                                        float l_1351_ = asfloat(l_1350_);
                                                                        double l_1352_ = double(l_1351_);
                                                                        l_mut_249_ = l_1352_;
                                                                        bool l_1353_ = (l_1350_ < 8388608u);
                                                                        if (l_1353_) {
                                                                            double l_1354_ = double(l_1350_);
                                                                            double l_1355_ = (l_1354_ * 1.401298464324817e-45L);
                                                                            l_mut_249_ = l_1355_;
                                                                        }
                                                                        double _e2992 = l_mut_249_;
                                                                        uint64_t l_1356_ = _e2992;
                                                                        uint l_1357_ = (l_1349_ >> 31u);
                                                                        uint64_t l_1358_ = uint64_t(l_1357_);
                                                                        uint64_t l_1359_ = (l_1358_ << uint(63uL));
                                                                        uint64_t l_1360_ = (l_1356_ | l_1359_);
                                                                        double l_1361_ = l_1360_;
                                                                        float _e3003 = l_mut_25_;
                                                                        uint l_1362_ = asuint(_e3003);
                                                                        uint l_1363_ = (l_1362_ + 1u);
                                                                        l_mut_439_ = l_1363_;
                                                                        uint l_1364_ = (l_1362_ & 2147483647u);
                                                                        bool l_1365_ = (l_1364_ == 0u);
                                                                        if (l_1365_) {
                                                                            l_mut_439_ = 1u;
                                                                        } else {
                                                                            uint l_1366_ = (l_1362_ & 2147483648u);
                                                                            bool l_1367_ = (l_1366_ != 0u);
                                                                            if (l_1367_) {
                                                                                uint l_1368_ = (l_1362_ - 1u);
                                                                                l_mut_439_ = l_1368_;
                                                                            } else {
                                                                                bool l_1369_ = (l_1362_ == 2139095040u);
                                                                                if (l_1369_) {
                                                                                    l_mut_439_ = l_1362_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3020 = l_mut_439_;
                                                                        float l_1370_ = asfloat(_e3020);
                                                                        uint l_1371_ = asuint(l_1370_);
                                                                        uint l_1372_ = (l_1371_ & 2147483647u);
                                                                        float l_1373_ = asfloat(l_1372_);
                                                                        double l_1374_ = double(l_1373_);
                                                                        l_mut_249_ = l_1374_;
                                                                        bool l_1375_ = (l_1372_ < 8388608u);
                                                                        if (l_1375_) {
                                                                            double l_1376_ = double(l_1372_);
                                                                            double l_1377_ = (l_1376_ * 1.401298464324817e-45L);
                                                                            l_mut_249_ = l_1377_;
                                                                        }
                                                                        double _e3032 = l_mut_249_;
                                                                        uint64_t l_1378_ = _e3032;
                                                                        uint l_1379_ = (l_1371_ >> 31u);
                                                                        uint64_t l_1380_ = uint64_t(l_1379_);
                                                                        uint64_t l_1381_ = (l_1380_ << uint(63uL));
                                                                        uint64_t l_1382_ = (l_1378_ | l_1381_);
                                                                        double l_1383_ = l_1382_;
                                                                        float _e3043 = l_mut_25_;
                                                                        uint l_1384_ = asuint(_e3043);
                                                                        uint l_1385_ = (l_1384_ ^ 2147483648u);
                                                                        float l_1386_ = asfloat(l_1385_);
                                                                        uint l_1387_ = asuint(l_1386_);
                                                                        uint l_1388_ = (l_1387_ + 1u);
                                                                        l_mut_439_ = l_1388_;
                                                                        uint l_1389_ = (l_1387_ & 2147483647u);
                                                                        bool l_1390_ = (l_1389_ == 0u);
                                                                        if (l_1390_) {
                                                                            l_mut_439_ = 1u;
                                                                        } else {
                                                                            uint l_1391_ = (l_1387_ & 2147483648u);
                                                                            bool l_1392_ = (l_1391_ != 0u);
                                                                            if (l_1392_) {
                                                                                uint l_1393_ = (l_1387_ - 1u);
                                                                                l_mut_439_ = l_1393_;
                                                                            } else {
                                                                                bool l_1394_ = (l_1387_ == 2139095040u);
                                                                                if (l_1394_) {
                                                                                    l_mut_439_ = l_1387_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3064 = l_mut_439_;
                                                                        float l_1395_ = asfloat(_e3064);
                                                                        uint l_1396_ = asuint(l_1395_);
                                                                        uint l_1397_ = (l_1396_ ^ 2147483648u);
                                                                        float l_1398_ = asfloat(l_1397_);
                                                                        uint l_1399_ = asuint(l_1398_);
                                                                        uint l_1400_ = (l_1399_ & 2147483647u);
                                                                        float l_1401_ = asfloat(l_1400_);
                                                                        double l_1402_ = double(l_1401_);
                                                                        l_mut_249_ = l_1402_;
                                                                        bool l_1403_ = (l_1400_ < 8388608u);
                                                                        if (l_1403_) {
                                                                            double l_1404_ = double(l_1400_);
                                                                            double l_1405_ = (l_1404_ * 1.401298464324817e-45L);
                                                                            l_mut_249_ = l_1405_;
                                                                        }
                                                                        double _e3080 = l_mut_249_;
                                                                        uint64_t l_1406_ = _e3080;
                                                                        uint l_1407_ = (l_1399_ >> 31u);
                                                                        uint64_t l_1408_ = uint64_t(l_1407_);
                                                                        uint64_t l_1409_ = (l_1408_ << uint(63uL));
                                                                        uint64_t l_1410_ = (l_1406_ | l_1409_);
                                                                        double l_1411_ = l_1410_;
                                                                        double l_1412_ = (l_1347_ + l_1346_);
                                                                        bool l_1413_ = (l_1412_ <= l_1361_);
                                                                        l_mut_540_ = l_1413_;
                                                                        double l_1414_ = (l_1347_ - l_1346_);
                                                                        bool l_1415_ = (l_1414_ > l_1361_);
                                                                        l_mut_537_ = l_1415_;
                                                                        double l_1416_ = (l_1348_ - l_1346_);
                                                                        bool l_1417_ = (l_1416_ >= l_1361_);
                                                                        l_mut_534_ = l_1417_;
                                                                        double l_1418_ = (l_1348_ + l_1346_);
                                                                        bool l_1419_ = (l_1418_ < l_1361_);
                                                                        l_mut_531_ = l_1419_;
                                                                        if (l_409_) {
                                                                            double l_1420_ = (l_1347_ + l_1346_);
                                                                            bool l_1421_ = (l_1420_ < l_1383_);
                                                                            l_mut_540_ = l_1421_;
                                                                            double l_1422_ = (l_1347_ - l_1346_);
                                                                            bool l_1423_ = (l_1422_ >= l_1383_);
                                                                            l_mut_537_ = l_1423_;
                                                                            double l_1424_ = (l_1348_ - l_1346_);
                                                                            bool l_1425_ = (l_1424_ > l_1411_);
                                                                            l_mut_534_ = l_1425_;
                                                                            double l_1426_ = (l_1348_ + l_1346_);
                                                                            bool l_1427_ = (l_1426_ <= l_1411_);
                                                                            l_mut_531_ = l_1427_;
                                                                        }
                                                                        l_mut_439_ = 2u;
                                                                        bool _e3108 = l_mut_537_;
                                                                        if (!(_e3108)) {
                                                                            bool _e3112 = l_mut_531_;
                                                                            local_69 = _e3112;
                                                                        } else {
                                                                            local_69 = true;
                                                                        }
                                                                        bool l_1428_ = local_69;
                                                                        if (l_1428_) {
                                                                            l_mut_439_ = 1u;
                                                                        } else {
                                                                            bool _e3116 = l_mut_540_;
                                                                            if (_e3116) {
                                                                                bool _e3119 = l_mut_534_;
                                                                                local_70 = _e3119;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1429_ = local_70;
                                                                            if (l_1429_) {
                                                                                l_mut_439_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e3123 = l_mut_25_;
                                                                        uint l_1430_ = asuint(_e3123);
                                                                        uint l_1431_ = (l_1430_ & 2147483647u);
                                                                        bool l_1432_ = (l_1431_ == 0u);
                                                                        if (l_1432_) {
                                                                            double l_1433_ = (l_1347_ + l_1346_);
                                                                            bool l_1434_ = (l_1433_ < 1.1754943508222875e-38L);
                                                                            double l_1435_ = (l_1348_ - l_1346_);
                                                                            bool l_1436_ = (l_1435_ > -1.1754943508222875e-38L);
                                                                            if (l_1434_) {
                                                                                local_71 = l_1436_;
                                                                            } else {
                                                                                local_71 = false;
                                                                            }
                                                                            bool l_1437_ = local_71;
                                                                            double l_1438_ = (l_1347_ - l_1346_);
                                                                            bool l_1439_ = (l_1438_ < 1.1754943508222875e-38L);
                                                                            double l_1440_ = (l_1348_ + l_1346_);
                                                                            bool l_1441_ = (l_1440_ > -1.1754943508222875e-38L);
                                                                            if (l_1439_) {
                                                                                local_72 = l_1441_;
                                                                            } else {
                                                                                local_72 = false;
                                                                            }
                                                                            bool l_1442_ = local_72;
                                                                            if (l_1437_) {
                                                                                l_mut_439_ = 0u;
                                                                            } else {
                                                                                uint _e3150 = l_mut_439_;
                                                                                bool l_1443_ = (_e3150 == 1u);
                                                                                if (l_1442_) {
                                                                                    local_73 = l_1443_;
                                                                                } else {
                                                                                    local_73 = false;
                                                                                }
                                                                                bool l_1444_ = local_73;
                                                                                if (l_1444_) {
                                                                                    l_mut_439_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3158 = l_mut_439_;
                                                                        l_mut_480_ = _e3158;
                                                                    }
                                                                    uint _e3159 = l_mut_480_;
                                                                    l_mut_423_ = _e3159;
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
                            uint l_1445_ = a_422_[0];
                            bool l_1446_ = (l_1445_ == 0u);
                            if (l_1446_) {
                                l_mut_423_ = 2u;
                            }
                            uint _e3165 = l_mut_403_;
                            uint _e3167 = l_mut_423_;
                            a_10_[min(uint(_e3165), 7u)] = _e3167;
                            uint _e3168 = l_mut_403_;
                            uint l_1447_ = a_10_[min(uint(_e3168), 7u)];
                            bool l_1448_ = (l_1447_ == 2u);
                            if (l_1448_) {
                                l_mut_136_ = false;
                            }
                        }
                    }
                }
                uint _e3177 = l_mut_68_;
                bool l_1449_ = (_e3177 == 4294967293u);
                if (l_1449_) {
                    uint l_1450_ = a_8_[0];
                    uint l_1451_ = (l_1450_ + 1u);
                    a_8_[0] = l_1451_;
                } else {
                    bool _e3185 = l_mut_136_;
                    if (_e3185) {
                        l_mut_249_ = l_391_;
                        double _e3186 = l_mut_249_;
                        bool l_1452_ = (_e3186 < -17.0L);
                        if (l_1452_) {
                            l_mut_249_ = -17.0L;
                        }
                        double _e3190 = l_mut_249_;
                        bool l_1453_ = (_e3190 > 17.0L);
                        if (l_1453_) {
                            l_mut_249_ = 17.0L;
                        }
                        double _e3194 = l_mut_249_;
                        double l_1454_ = (_e3194 + 16.0L);
                        double l_1455_ = (l_1454_ + 1.0L);
                        uint l_1456_ = naga_f2u32(l_1455_);
                        uint l_1457_ = (2u + l_1456_);
                        uint l_1458_ = a_8_[min(uint(l_1457_), 64u)];
                        uint l_1459_ = (l_1458_ + 1u);
                        a_8_[min(uint(l_1457_), 64u)] = l_1459_;
                        float _e3207 = l_mut_25_;
                        uint l_1460_ = asuint(_e3207);
                        uint l_1461_ = (l_1460_ & 2147483647u);
                        float l_1462_ = asfloat(l_1461_);
                        double l_1463_ = double(l_1462_);
                        l_mut_249_ = l_1463_;
                        bool l_1464_ = (l_1461_ < 8388608u);
                        if (l_1464_) {
                            double l_1465_ = double(l_1461_);
                            double l_1466_ = (l_1465_ * 1.401298464324817e-45L);
                            l_mut_249_ = l_1466_;
                        }
                        double _e3218 = l_mut_249_;
                        uint64_t l_1467_ = _e3218;
                        uint l_1468_ = (l_1460_ >> 31u);
                        uint64_t l_1469_ = uint64_t(l_1468_);
                        uint64_t l_1470_ = (l_1469_ << uint(63uL));
                        uint64_t l_1471_ = (l_1467_ | l_1470_);
                        double l_1472_ = l_1471_;
                        double _e3229 = l_mut_31_;
                        double l_1473_ = abs(_e3229);
                        double _e3231 = l_mut_31_;
                        double l_1474_ = (_e3231 * 0.0L);
                        double l_1475_ = (l_1474_ + 7.1362384635298e44L);
                        l_mut_249_ = l_1475_;
                        bool l_1476_ = (l_1473_ >= 2.350988701644575e-38L);
                        if (l_1476_) {
                            uint _e3238 = l_mut_68_;
                            uint l_1477_ = (_e3238 & 2147483647u);
                            float l_1478_ = asfloat(l_1477_);
                            double l_1479_ = double(l_1478_);
                            uint l_1480_ = (l_1477_ & 2139095040u);
                            float l_1481_ = asfloat(l_1480_);
                            double l_1482_ = double(l_1481_);
                            bool l_1483_ = (l_1479_ > l_1473_);
                            uint l_1484_ = (l_1477_ & 8388607u);
                            bool l_1485_ = (l_1484_ == 0u);
                            if (l_1483_) {
                                local_74 = l_1485_;
                            } else {
                                local_74 = false;
                            }
                            bool l_1486_ = local_74;
                            double l_1487_ = (l_1482_ * 1.1920928955078125e-7L);
                            double l_1488_ = double(l_1486_);
                            double l_1489_ = (0.5L * l_1488_);
                            double l_1490_ = (1.0L - l_1489_);
                            double l_1491_ = (l_1487_ * l_1490_);
                            double l_1492_ = (1.0L / l_1491_);
                            l_mut_249_ = l_1492_;
                        }
                        double _e3266 = l_mut_31_;
                        double l_1493_ = (l_1472_ - _e3266);
                        double _e3268 = l_mut_249_;
                        double l_1494_ = (l_1493_ * _e3268);
                        uint l_1496_ = (45u + 0u);
                        double l_1497_ = abs(l_1494_);
                        double l_1498_ = a_9_[0];
                        double l_1499_ = abs(l_1498_);
                        bool l_1500_ = (l_1497_ > l_1499_);
                        l_mut_540_ = l_1500_;
                        if (true) {
                            double l_1502_ = a_9_[0];
                            bool l_1503_ = (l_1494_ < l_1502_);
                            l_mut_540_ = l_1503_;
                        } else {
                            if (false) {
                                double l_1505_ = a_9_[0];
                                bool l_1506_ = (l_1494_ > l_1505_);
                                l_mut_540_ = l_1506_;
                            }
                        }
                        uint l_1507_ = a_8_[min(uint(l_1496_), 64u)];
                        bool l_1508_ = (l_1507_ == 4294967295u);
                        if (!(l_1508_)) {
                            bool _e3293 = l_mut_540_;
                            local_75 = _e3293;
                        } else {
                            local_75 = true;
                        }
                        bool l_1509_ = local_75;
                        if (l_1509_) {
                            a_8_[min(uint(l_1496_), 64u)] = l_23_;
                            uint l_1510_ = (l_1496_ + 1u);
                            a_8_[min(uint(l_1510_), 64u)] = l_372_;
                            a_9_[0] = l_1494_;
                        }
                        uint l_1512_ = (45u + 2u);
                        double l_1513_ = abs(l_1494_);
                        double l_1514_ = a_9_[1];
                        double l_1515_ = abs(l_1514_);
                        bool l_1516_ = (l_1513_ > l_1515_);
                        l_mut_540_ = l_1516_;
                        if (false) {
                            double l_1518_ = a_9_[1];
                            bool l_1519_ = (l_1494_ < l_1518_);
                            l_mut_540_ = l_1519_;
                        } else {
                            if (true) {
                                double l_1521_ = a_9_[1];
                                bool l_1522_ = (l_1494_ > l_1521_);
                                l_mut_540_ = l_1522_;
                            }
                        }
                        uint l_1523_ = a_8_[min(uint(l_1512_), 64u)];
                        bool l_1524_ = (l_1523_ == 4294967295u);
                        if (!(l_1524_)) {
                            bool _e3324 = l_mut_540_;
                            local_76 = _e3324;
                        } else {
                            local_76 = true;
                        }
                        bool l_1525_ = local_76;
                        if (l_1525_) {
                            a_8_[min(uint(l_1512_), 64u)] = l_23_;
                            uint l_1526_ = (l_1512_ + 1u);
                            a_8_[min(uint(l_1526_), 64u)] = l_372_;
                            a_9_[1] = l_1494_;
                        }
                        bool l_1527_ = (l_391_ != 0.0L);
                        if (l_1527_) {
                            l_mut_1528_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e3390 = l_mut_1528_;
                                    l_mut_1528_ = (_e3390 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e3336 = l_mut_1528_;
                                if ((_e3336 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e3339 = l_mut_1528_;
                                    uint l_1529_ = a_10_[min(uint(_e3339), 7u)];
                                    bool l_1530_ = (l_1529_ == 1u);
                                    if (l_1530_) {
                                        uint _e3345 = l_mut_1528_;
                                        uint l_1531_ = (37u + _e3345);
                                        uint l_1532_ = a_8_[min(uint(l_1531_), 64u)];
                                        uint l_1533_ = (l_1532_ + 1u);
                                        a_8_[min(uint(l_1531_), 64u)] = l_1533_;
                                        uint _e3353 = l_mut_1528_;
                                        uint l_1534_ = (2u + _e3353);
                                        uint l_1535_ = (2u * l_1534_);
                                        uint l_1536_ = (45u + l_1535_);
                                        double l_1537_ = abs(l_1494_);
                                        double l_1538_ = a_9_[min(uint(l_1534_), 9u)];
                                        double l_1539_ = abs(l_1538_);
                                        bool l_1540_ = (l_1537_ > l_1539_);
                                        l_mut_540_ = l_1540_;
                                        bool l_1541_ = (l_1534_ == 0u);
                                        if (l_1541_) {
                                            double l_1542_ = a_9_[min(uint(l_1534_), 9u)];
                                            bool l_1543_ = (l_1494_ < l_1542_);
                                            l_mut_540_ = l_1543_;
                                        } else {
                                            bool l_1544_ = (l_1534_ == 1u);
                                            if (l_1544_) {
                                                double l_1545_ = a_9_[min(uint(l_1534_), 9u)];
                                                bool l_1546_ = (l_1494_ > l_1545_);
                                                l_mut_540_ = l_1546_;
                                            }
                                        }
                                        uint l_1547_ = a_8_[min(uint(l_1536_), 64u)];
                                        bool l_1548_ = (l_1547_ == 4294967295u);
                                        if (!(l_1548_)) {
                                            bool _e3381 = l_mut_540_;
                                            local_77 = _e3381;
                                        } else {
                                            local_77 = true;
                                        }
                                        bool l_1549_ = local_77;
                                        if (l_1549_) {
                                            a_8_[min(uint(l_1536_), 64u)] = l_23_;
                                            uint l_1550_ = (l_1536_ + 1u);
                                            a_8_[min(uint(l_1550_), 64u)] = l_372_;
                                            a_9_[min(uint(l_1534_), 9u)] = l_1494_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1551_ = a_8_[1];
                        uint l_1552_ = (l_2_ + l_1551_);
                        uint l_1553_ = (l_1552_ * 2u);
                        uint l_1673_ = asuint(info.Load(24+0));
                        uint l_1674_ = (l_1673_ * 1u);
                        bool l_1675_ = (l_1553_ < l_1674_);
                        if (l_1675_) {
                            buffer_6_global.Store(l_1553_*4, asuint(l_23_));
                        }
                        uint l_1554_ = (l_1553_ + 1u);
                        uint l_1676_ = asuint(info.Load(24+0));
                        uint l_1677_ = (l_1676_ * 1u);
                        bool l_1678_ = (l_1554_ < l_1677_);
                        if (l_1678_) {
                            buffer_6_global.Store(l_1554_*4, asuint(l_372_));
                        }
                        uint l_1555_ = a_8_[1];
                        uint l_1556_ = (l_1555_ + 1u);
                        a_8_[1] = l_1556_;
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
                uint _e3447 = l_mut_1557_;
                l_mut_1557_ = (_e3447 + 1u);
            }
            loop_init_5 = false;
            uint _e3427 = l_mut_1557_;
            if ((_e3427 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1558_ = (id * 65u);
                uint _e3432 = l_mut_1557_;
                uint l_1559_ = (l_1558_ + _e3432);
                uint _e3434 = l_mut_1557_;
                uint l_1560_ = a_8_[min(uint(_e3434), 64u)];
                uint l_1679_ = asuint(info.Load(16+0));
                uint l_1680_ = (l_1679_ * 1u);
                bool l_1681_ = (l_1559_ < l_1680_);
                if (l_1681_) {
                    buffer_4_global.Store(l_1559_*4, asuint(l_1560_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e3471 = l_mut_1561_;
                l_mut_1561_ = (_e3471 + 1u);
            }
            loop_init_6 = false;
            uint _e3451 = l_mut_1561_;
            if ((_e3451 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1562_ = (id * 10u);
                uint _e3456 = l_mut_1561_;
                uint l_1563_ = (l_1562_ + _e3456);
                uint _e3458 = l_mut_1561_;
                double l_1564_ = a_9_[min(uint(_e3458), 9u)];
                uint l_1682_ = asuint(info.Load(20+0));
                uint l_1683_ = (l_1682_ * 1u);
                bool l_1684_ = (l_1563_ < l_1683_);
                if (l_1684_) {
                    buffer_5_global.Store(l_1563_*8, l_1564_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
