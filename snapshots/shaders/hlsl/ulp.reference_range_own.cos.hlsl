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
    uint a_428_[1] = (uint[1])0;
    uint a_10_[8] = (uint[8])0;
    bool l_mut_136_ = (bool)0;
    uint64_t l_mut_153_ = (uint64_t)0;
    uint64_t l_mut_182_ = (uint64_t)0;
    uint64_t l_mut_194_ = (uint64_t)0;
    int l_mut_197_ = (int)0;
    double l_mut_252_ = (double)0;
    float l_mut_25_ = (float)0;
    double l_mut_31_ = (double)0;
    uint l_mut_429_ = (uint)0;
    uint l_mut_445_ = (uint)0;
    double l_mut_47_ = (double)0;
    uint l_mut_486_ = (uint)0;
    bool l_mut_537_ = (bool)0;
    bool l_mut_540_ = (bool)0;
    bool l_mut_543_ = (bool)0;
    bool l_mut_546_ = (bool)0;
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
    uint l_mut_409_ = (uint)0;
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
    uint l_mut_1534_ = (uint)0;
    bool local_77 = (bool)0;
    uint l_mut_1563_ = 0u;
    uint l_mut_1567_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1585_ = asuint(info.Load(28+0));
        uint l_1586_ = (l_1585_ * 1u);
        bool l_1587_ = (0u < l_1586_);
        if (l_1587_) {
            buffer_7_global.Store(0, asuint(1u));
        }
    }
    uint l_1571_ = asuint(info.Load(0+0));
    uint l_1572_ = (l_1571_ * 1u);
    bool l_1573_ = (1u < l_1572_);
    uint l_1574_ = (l_1572_ - 1u);
    uint l_1575_ = min(1u, l_1574_);
    uint l_1576_ = asuint(buffer_0_global.Load(l_1575_*4));
    uint l_1_ = (l_1573_ ? l_1576_ : 0u);
    uint l_2_ = (id * l_1_);
    uint l_1578_ = asuint(info.Load(0+0));
    uint l_1579_ = (l_1578_ * 1u);
    bool l_1580_ = (2u < l_1579_);
    uint l_1581_ = (l_1579_ - 1u);
    uint l_1582_ = min(2u, l_1581_);
    uint l_1583_ = asuint(buffer_0_global.Load(l_1582_*4));
    uint l_3_ = (l_1580_ ? l_1583_ : 0u);
    bool l_4_ = (l_2_ < l_3_);
    if (l_4_) {
        uint l_5_ = (l_2_ + l_1_);
        uint l_1588_ = asuint(info.Load(0+0));
        uint l_1589_ = (l_1588_ * 1u);
        bool l_1590_ = (2u < l_1589_);
        uint l_1591_ = (l_1589_ - 1u);
        uint l_1592_ = min(2u, l_1591_);
        uint l_1593_ = asuint(buffer_0_global.Load(l_1592_*4));
        uint l_6_ = (l_1590_ ? l_1593_ : 0u);
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
        uint l_1595_ = asuint(info.Load(12+0));
        uint l_1596_ = (l_1595_ * 1u);
        bool l_1597_ = (1024u < l_1596_);
        uint l_1598_ = (l_1596_ - 1u);
        uint l_1599_ = min(1024u, l_1598_);
        uint l_1600_ = asuint(buffer_3_global.Load(l_1599_*4));
        uint l_18_ = (l_1597_ ? l_1600_ : 0u);
        float l_19_ = asfloat(l_18_);
        double l_20_ = double(l_19_);
        l_mut_21_ = l_2_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e3437 = l_mut_21_;
                l_mut_21_ = (_e3437 + 1u);
            }
            loop_init_2 = false;
            uint _e174 = l_mut_21_;
            if ((_e174 < l_7_)) {
            } else {
                break;
            }
            {
                uint l_1602_ = asuint(info.Load(0+0));
                uint l_1603_ = (l_1602_ * 1u);
                bool l_1604_ = (0u < l_1603_);
                uint l_1605_ = (l_1603_ - 1u);
                uint l_1606_ = min(0u, l_1605_);
                uint l_1607_ = asuint(buffer_0_global.Load(l_1606_*4));
                uint l_22_ = (l_1604_ ? l_1607_ : 0u);
                uint _e193 = l_mut_21_;
                uint l_23_ = (l_22_ + _e193);
                float l_24_ = asfloat(l_23_);
                l_mut_25_ = l_24_;
                float l_26_ = cos(l_24_);
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
                    uint l_1609_ = asuint(info.Load(12+0));
                    uint l_1610_ = (l_1609_ * 1u);
                    bool l_1611_ = (1024u < l_1610_);
                    uint l_1612_ = (l_1610_ - 1u);
                    uint l_1613_ = min(1024u, l_1612_);
                    uint l_1614_ = asuint(buffer_3_global.Load(l_1613_*4));
                    uint l_50_ = (l_1611_ ? l_1614_ : 0u);
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
                    l_mut_84_ = l_131_;
                    if (l_133_) {
                        l_mut_84_ = l_107_;
                    }
                    uint _e398 = l_mut_68_;
                    uint l_137_ = (_e398 + 1u);
                    uint l_138_ = (l_137_ & 2u);
                    bool l_139_ = (l_138_ != 0u);
                    l_mut_136_ = l_139_;
                    if (false) {
                        local = l_80_;
                    } else {
                        local = false;
                    }
                    bool l_140_ = local;
                    if (l_140_) {
                        bool _e410 = l_mut_136_;
                        bool l_141_ = !(_e410);
                        l_mut_136_ = l_141_;
                    }
                    bool _e412 = l_mut_136_;
                    if (_e412) {
                        double _e413 = l_mut_84_;
                        double l_142_ = -(_e413);
                        l_mut_84_ = l_142_;
                    }
                    double _e415 = l_mut_84_;
                    l_mut_47_ = _e415;
                } else {
                    bool l_143_ = (l_42_ < 2139095040u);
                    if (l_143_) {
                        uint l_144_ = (l_42_ & 8388607u);
                        uint l_145_ = (l_144_ | 8388608u);
                        uint64_t l_146_ = uint64_t(l_145_);
                        uint l_147_ = (l_42_ >> 23u);
                        uint l_148_ = (l_147_ * 4u);
                        uint l_149_ = (l_148_ + 3u);
                        uint l_1616_ = asuint(info.Load(12+0));
                        uint l_1617_ = (l_1616_ * 1u);
                        bool l_1618_ = (l_149_ < l_1617_);
                        uint l_1619_ = (l_1617_ - 1u);
                        uint l_1620_ = min(l_149_, l_1619_);
                        uint l_1621_ = asuint(buffer_3_global.Load(l_1620_*4));
                        uint l_150_ = (l_1618_ ? l_1621_ : 0u);
                        uint64_t l_151_ = uint64_t(l_150_);
                        uint64_t l_152_ = (l_146_ * l_151_);
                        l_mut_153_ = l_152_;
                        uint64_t _e446 = l_mut_153_;
                        uint64_t l_154_ = (_e446 & 4294967295uL);
                        uint64_t _e449 = l_mut_153_;
                        uint64_t l_155_ = (_e449 >> uint(32uL));
                        uint l_156_ = (l_148_ + 2u);
                        uint l_1623_ = asuint(info.Load(12+0));
                        uint l_1624_ = (l_1623_ * 1u);
                        bool l_1625_ = (l_156_ < l_1624_);
                        uint l_1626_ = (l_1624_ - 1u);
                        uint l_1627_ = min(l_156_, l_1626_);
                        uint l_1628_ = asuint(buffer_3_global.Load(l_1627_*4));
                        uint l_157_ = (l_1625_ ? l_1628_ : 0u);
                        uint64_t l_158_ = uint64_t(l_157_);
                        uint64_t l_159_ = (l_146_ * l_158_);
                        uint64_t l_160_ = (l_155_ + l_159_);
                        l_mut_153_ = l_160_;
                        uint64_t _e474 = l_mut_153_;
                        uint64_t l_161_ = (_e474 & 4294967295uL);
                        uint64_t _e477 = l_mut_153_;
                        uint64_t l_162_ = (_e477 >> uint(32uL));
                        uint l_163_ = (l_148_ + 1u);
                        uint l_1630_ = asuint(info.Load(12+0));
                        uint l_1631_ = (l_1630_ * 1u);
                        bool l_1632_ = (l_163_ < l_1631_);
                        uint l_1633_ = (l_1631_ - 1u);
                        uint l_1634_ = min(l_163_, l_1633_);
                        uint l_1635_ = asuint(buffer_3_global.Load(l_1634_*4));
                        uint l_164_ = (l_1632_ ? l_1635_ : 0u);
                        uint64_t l_165_ = uint64_t(l_164_);
                        uint64_t l_166_ = (l_146_ * l_165_);
                        uint64_t l_167_ = (l_162_ + l_166_);
                        l_mut_153_ = l_167_;
                        uint64_t _e502 = l_mut_153_;
                        uint64_t l_168_ = (_e502 & 4294967295uL);
                        uint64_t _e505 = l_mut_153_;
                        uint64_t l_169_ = (_e505 >> uint(32uL));
                        uint l_1637_ = asuint(info.Load(12+0));
                        uint l_1638_ = (l_1637_ * 1u);
                        bool l_1639_ = (l_148_ < l_1638_);
                        uint l_1640_ = (l_1638_ - 1u);
                        uint l_1641_ = min(l_148_, l_1640_);
                        uint l_1642_ = asuint(buffer_3_global.Load(l_1641_*4));
                        uint l_170_ = (l_1639_ ? l_1642_ : 0u);
                        uint64_t l_171_ = uint64_t(l_170_);
                        uint64_t l_172_ = (l_146_ * l_171_);
                        uint64_t l_173_ = (l_169_ + l_172_);
                        l_mut_153_ = l_173_;
                        uint64_t _e528 = l_mut_153_;
                        uint64_t l_174_ = (_e528 >> uint(29uL));
                        uint64_t l_175_ = (l_174_ & 3uL);
                        uint l_176_ = uint(l_175_);
                        l_mut_68_ = l_176_;
                        uint64_t _e537 = l_mut_153_;
                        uint64_t l_177_ = (_e537 & 536870911uL);
                        uint64_t l_178_ = (l_177_ << uint(32uL));
                        uint64_t l_179_ = (l_178_ | l_168_);
                        l_mut_153_ = l_179_;
                        uint64_t l_180_ = (l_161_ << uint(32uL));
                        uint64_t l_181_ = (l_180_ | l_154_);
                        l_mut_182_ = l_181_;
                        uint64_t _e550 = l_mut_153_;
                        bool l_183_ = (_e550 >= 1152921504606846976uL);
                        if (l_183_) {
                            uint _e553 = l_mut_68_;
                            uint l_184_ = (_e553 + 1u);
                            uint l_185_ = (l_184_ & 3u);
                            l_mut_68_ = l_185_;
                            uint64_t _e558 = l_mut_182_;
                            bool l_186_ = (_e558 != 0uL);
                            uint64_t l_187_ = uint64_t(l_186_);
                            uint64_t _e563 = l_mut_182_;
                            uint64_t l_188_ = (0uL - _e563);
                            l_mut_182_ = l_188_;
                            uint64_t _e566 = l_mut_153_;
                            uint64_t l_189_ = (2305843009213693952uL - _e566);
                            uint64_t l_190_ = (l_189_ - l_187_);
                            l_mut_153_ = l_190_;
                        }
                        uint64_t _e569 = l_mut_182_;
                        uint64_t _e575 = l_mut_182_;
                        uint64_t _e579 = l_mut_182_;
                        uint l_191_ = (((_e579 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e575)))) : (31u - firstbithigh(uint((_e569 >> 32u)))));
                        uint64_t l_192_ = uint64_t(l_191_);
                        uint64_t _e586 = l_mut_182_;
                        uint64_t l_193_ = (_e586 << uint(l_192_));
                        l_mut_194_ = l_193_;
                        int l_195_ = int(l_191_);
                        int l_196_ = asint(asuint(int(0)) - asuint(l_195_));
                        l_mut_197_ = l_196_;
                        uint64_t _e593 = l_mut_153_;
                        bool l_198_ = (_e593 != 0uL);
                        if (l_198_) {
                            uint64_t _e596 = l_mut_153_;
                            uint64_t _e602 = l_mut_153_;
                            uint64_t _e606 = l_mut_153_;
                            uint l_199_ = (((_e606 >> 32u) == 0uL) ? (32u + (31u - firstbithigh(uint(_e602)))) : (31u - firstbithigh(uint((_e596 >> 32u)))));
                            uint64_t l_200_ = uint64_t(l_199_);
                            uint64_t _e613 = l_mut_153_;
                            uint64_t l_201_ = (_e613 << uint(l_200_));
                            uint l_202_ = (64u - l_199_);
                            uint64_t l_203_ = uint64_t(l_202_);
                            uint64_t _e620 = l_mut_182_;
                            uint64_t l_204_ = (_e620 >> uint(l_203_));
                            uint64_t l_205_ = (l_201_ | l_204_);
                            l_mut_194_ = l_205_;
                            int l_206_ = int(l_199_);
                            int l_207_ = asint(asuint(int(64)) - asuint(l_206_));
                            l_mut_197_ = l_207_;
                        }
                        uint64_t _e628 = l_mut_194_;
                        uint64_t l_208_ = (_e628 >> uint(32uL));
                        uint64_t _e633 = l_mut_194_;
                        uint64_t l_209_ = (_e633 & 4294967295uL);
                        uint64_t l_210_ = (l_208_ * 560513588uL);
                        uint64_t l_211_ = (l_209_ * 3373259426uL);
                        uint64_t l_212_ = (l_209_ * 560513588uL);
                        uint64_t l_213_ = (l_212_ >> uint(32uL));
                        uint64_t l_214_ = (l_210_ & 4294967295uL);
                        uint64_t l_215_ = (l_213_ + l_214_);
                        uint64_t l_216_ = (l_211_ & 4294967295uL);
                        uint64_t l_217_ = (l_215_ + l_216_);
                        uint64_t l_218_ = (l_208_ * 3373259426uL);
                        uint64_t l_219_ = (l_210_ >> uint(32uL));
                        uint64_t l_220_ = (l_218_ + l_219_);
                        uint64_t l_221_ = (l_211_ >> uint(32uL));
                        uint64_t l_222_ = (l_220_ + l_221_);
                        uint64_t l_223_ = (l_217_ >> uint(32uL));
                        uint64_t l_224_ = (l_222_ + l_223_);
                        l_mut_194_ = l_224_;
                        int _e669 = l_mut_197_;
                        int l_225_ = asint(asuint(_e669) - asuint(int(124)));
                        l_mut_197_ = l_225_;
                        uint64_t _e672 = l_mut_194_;
                        bool l_226_ = (_e672 < (-9223372036854775807L - 1L));
                        if (l_226_) {
                            uint64_t _e678 = l_mut_194_;
                            uint64_t l_227_ = (_e678 << uint(1uL));
                            uint64_t l_228_ = (l_217_ >> uint(31uL));
                            uint64_t l_229_ = (l_228_ & 1uL);
                            uint64_t l_230_ = (l_227_ | l_229_);
                            l_mut_194_ = l_230_;
                            int _e690 = l_mut_197_;
                            l_mut_197_ = asint(asuint(_e690) - asuint(int(1)));
                        }
                        uint64_t _e693 = l_mut_194_;
                        uint64_t l_231_ = (_e693 >> uint(11uL));
                        double l_232_ = double(l_231_);
                        int _e699 = l_mut_197_;
                        int l_233_ = asint(asuint(_e699) + asuint(int(11)));
                        int l_234_ = asint(asuint(l_233_) + asuint(int(1023)));
                        uint64_t l_235_ = uint64_t(l_234_);
                        uint64_t l_236_ = (l_235_ << uint(52uL));
                        double l_237_ = l_236_;
                        double l_238_ = (l_232_ * l_237_);
                        l_mut_84_ = l_238_;
                        uint64_t _e711 = l_mut_194_;
                        uint64_t l_239_ = (_e711 & 2047uL);
                        double l_240_ = double(l_239_);
                        int _e715 = l_mut_197_;
                        int l_241_ = asint(asuint(_e715) + asuint(int(1023)));
                        uint64_t l_242_ = uint64_t(l_241_);
                        uint64_t l_243_ = (l_242_ << uint(52uL));
                        double l_244_ = l_243_;
                        double l_245_ = (l_240_ * l_244_);
                        l_mut_57_ = l_245_;
                        if (l_183_) {
                            double _e725 = l_mut_84_;
                            double l_246_ = -(_e725);
                            l_mut_84_ = l_246_;
                            double _e727 = l_mut_57_;
                            double l_247_ = -(_e727);
                            l_mut_57_ = l_247_;
                        }
                        bool l_248_ = (l_41_ >= 2147483648u);
                        double _e731 = l_mut_84_;
                        double _e732 = l_mut_84_;
                        double l_249_ = (_e731 * _e732);
                        double l_250_ = (l_249_ * 1.9572941063391263e-20L);
                        double l_251_ = (8.22063524662433e-18L - l_250_);
                        l_mut_252_ = l_251_;
                        double _e738 = l_mut_252_;
                        double l_253_ = (_e738 * l_249_);
                        double l_254_ = (l_253_ - 2.8114572543455206e-15L);
                        l_mut_252_ = l_254_;
                        double _e742 = l_mut_252_;
                        double l_255_ = (_e742 * l_249_);
                        double l_256_ = (l_255_ + 7.647163731819816e-13L);
                        l_mut_252_ = l_256_;
                        double _e746 = l_mut_252_;
                        double l_257_ = (_e746 * l_249_);
                        double l_258_ = (l_257_ - 1.6059043836821613e-10L);
                        l_mut_252_ = l_258_;
                        double _e750 = l_mut_252_;
                        double l_259_ = (_e750 * l_249_);
                        double l_260_ = (l_259_ + 2.505210838544172e-8L);
                        l_mut_252_ = l_260_;
                        double _e754 = l_mut_252_;
                        double l_261_ = (_e754 * l_249_);
                        double l_262_ = (l_261_ - 2.7557319223985893e-6L);
                        l_mut_252_ = l_262_;
                        double _e758 = l_mut_252_;
                        double l_263_ = (_e758 * l_249_);
                        double l_264_ = (l_263_ + 0.0001984126984126984L);
                        l_mut_252_ = l_264_;
                        double _e762 = l_mut_252_;
                        double l_265_ = (_e762 * l_249_);
                        double l_266_ = (l_265_ - 0.008333333333333333L);
                        l_mut_252_ = l_266_;
                        double _e766 = l_mut_252_;
                        double l_267_ = (_e766 * l_249_);
                        double l_268_ = (l_267_ + 0.16666666666666666L);
                        l_mut_252_ = l_268_;
                        double l_269_ = (0.5L * l_249_);
                        double l_270_ = (1.0L - l_269_);
                        double _e774 = l_mut_57_;
                        double l_271_ = (_e774 * l_270_);
                        double _e776 = l_mut_84_;
                        double l_272_ = (_e776 * l_249_);
                        double _e778 = l_mut_252_;
                        double l_273_ = (l_272_ * _e778);
                        double l_274_ = (l_271_ - l_273_);
                        double _e781 = l_mut_84_;
                        double l_275_ = (_e781 + l_274_);
                        double _e783 = l_mut_84_;
                        double _e784 = l_mut_84_;
                        double l_276_ = (_e783 * _e784);
                        double l_277_ = (l_276_ * 4.110317623312165e-19L);
                        double l_278_ = (l_277_ - 1.5619206968586225e-16L);
                        l_mut_252_ = l_278_;
                        double _e790 = l_mut_252_;
                        double l_279_ = (_e790 * l_276_);
                        double l_280_ = (l_279_ + 4.779477332387385e-14L);
                        l_mut_252_ = l_280_;
                        double _e794 = l_mut_252_;
                        double l_281_ = (_e794 * l_276_);
                        double l_282_ = (l_281_ - 1.1470745597729725e-11L);
                        l_mut_252_ = l_282_;
                        double _e798 = l_mut_252_;
                        double l_283_ = (_e798 * l_276_);
                        double l_284_ = (l_283_ + 2.08767569878681e-9L);
                        l_mut_252_ = l_284_;
                        double _e802 = l_mut_252_;
                        double l_285_ = (_e802 * l_276_);
                        double l_286_ = (l_285_ - 2.755731922398589e-7L);
                        l_mut_252_ = l_286_;
                        double _e806 = l_mut_252_;
                        double l_287_ = (_e806 * l_276_);
                        double l_288_ = (l_287_ + 2.48015873015873e-5L);
                        l_mut_252_ = l_288_;
                        double _e810 = l_mut_252_;
                        double l_289_ = (_e810 * l_276_);
                        double l_290_ = (l_289_ - 0.001388888888888889L);
                        l_mut_252_ = l_290_;
                        double _e814 = l_mut_252_;
                        double l_291_ = (_e814 * l_276_);
                        double l_292_ = (l_291_ + 0.041666666666666664L);
                        l_mut_252_ = l_292_;
                        double l_293_ = (0.5L * l_276_);
                        double l_294_ = (1.0L - l_293_);
                        double l_295_ = (l_276_ * l_276_);
                        double _e823 = l_mut_252_;
                        double l_296_ = (l_295_ * _e823);
                        double _e825 = l_mut_57_;
                        double _e826 = l_mut_84_;
                        double l_297_ = (_e825 * _e826);
                        double l_298_ = (l_296_ - l_297_);
                        double l_299_ = (l_294_ + l_298_);
                        uint _e830 = l_mut_68_;
                        uint l_300_ = (_e830 & 1u);
                        bool l_301_ = (l_300_ == 1u);
                        l_mut_252_ = l_275_;
                        uint _e835 = l_mut_68_;
                        uint l_302_ = (_e835 & 2u);
                        bool l_303_ = (l_302_ != 0u);
                        l_mut_136_ = l_303_;
                        l_mut_252_ = l_299_;
                        if (l_301_) {
                            l_mut_252_ = l_275_;
                        }
                        uint _e840 = l_mut_68_;
                        uint l_304_ = (_e840 + 1u);
                        uint l_305_ = (l_304_ & 2u);
                        bool l_306_ = (l_305_ != 0u);
                        l_mut_136_ = l_306_;
                        if (false) {
                            local_1 = l_248_;
                        } else {
                            local_1 = false;
                        }
                        bool l_307_ = local_1;
                        if (l_307_) {
                            bool _e852 = l_mut_136_;
                            bool l_308_ = !(_e852);
                            l_mut_136_ = l_308_;
                        }
                        bool _e854 = l_mut_136_;
                        if (_e854) {
                            double _e855 = l_mut_252_;
                            double l_309_ = -(_e855);
                            l_mut_252_ = l_309_;
                        }
                        double _e857 = l_mut_252_;
                        l_mut_47_ = _e857;
                    }
                }
                double _e858 = l_mut_47_;
                l_mut_31_ = _e858;
                l_mut_68_ = 4294967294u;
                float _e860 = l_mut_25_;
                uint l_310_ = asuint(_e860);
                uint l_311_ = asuint(l_24_);
                uint l_312_ = (l_311_ & 2139095040u);
                bool l_313_ = (l_312_ != 2139095040u);
                bool l_314_ = (l_312_ == 0u);
                uint l_315_ = asuint(l_24_);
                uint l_316_ = (l_315_ & 8388607u);
                bool l_317_ = (l_316_ != 0u);
                if (l_314_) {
                    local_2 = l_317_;
                } else {
                    local_2 = false;
                }
                bool l_318_ = local_2;
                double _e878 = l_mut_31_;
                double l_319_ = abs(_e878);
                double _e880 = l_mut_31_;
                bool l_320_ = (_e880 < 0.0L);
                uint l_321_ = uint(l_320_);
                uint l_322_ = (2147483648u * l_321_);
                if (l_318_) {
                } else {
                    double _e886 = l_mut_31_;
                    const bool _e887 = is_nan_1_f64_(_e886);
                    if (_e887) {
                        uint l_324_ = (l_310_ & 2147483647u);
                        bool l_325_ = (l_324_ > 2139095040u);
                        if (l_325_) {
                            l_mut_68_ = 4294967293u;
                        }
                    } else {
                        bool l_326_ = (l_319_ >= 3.402823669209385e38L);
                        bool l_327_ = !(l_313_);
                        bool l_328_ = (l_319_ == 0.0L);
                        if (l_327_) {
                            local_3 = l_328_;
                        } else {
                            local_3 = false;
                        }
                        bool l_329_ = local_3;
                        if (!(l_326_)) {
                            local_4 = l_329_;
                        } else {
                            local_4 = true;
                        }
                        bool l_330_ = local_4;
                        if (l_330_) {
                            bool l_331_ = (l_319_ >= 3.402823669209385e38L);
                            uint l_332_ = uint(l_331_);
                            uint l_333_ = (2139095040u * l_332_);
                            uint l_334_ = (l_333_ | l_322_);
                            bool l_335_ = (l_310_ == l_334_);
                            uint l_336_ = (l_310_ | l_334_);
                            uint l_337_ = (l_336_ & 2147483647u);
                            bool l_338_ = (l_337_ == 0u);
                            if (!(l_335_)) {
                                local_5 = l_338_;
                            } else {
                                local_5 = true;
                            }
                            bool l_339_ = local_5;
                            if (l_339_) {
                                l_mut_68_ = 4294967293u;
                            }
                        } else {
                            bool l_340_ = (l_319_ >= 2.350988701644575e-38L);
                            if (l_313_) {
                                local_6 = l_340_;
                            } else {
                                local_6 = false;
                            }
                            bool l_341_ = local_6;
                            bool l_342_ = (l_319_ < 3.4028234663852886e38L);
                            if (l_341_) {
                                local_7 = l_342_;
                            } else {
                                local_7 = false;
                            }
                            bool l_343_ = local_7;
                            if (l_343_) {
                                float l_344_ = float(l_319_);
                                uint l_345_ = asuint(l_344_);
                                float l_346_ = asfloat(l_345_);
                                double l_347_ = double(l_346_);
                                double l_348_ = (l_319_ - l_347_);
                                uint l_349_ = (l_345_ + 1u);
                                bool l_350_ = (l_348_ < 0.0L);
                                uint l_351_ = uint(l_350_);
                                uint l_352_ = (2u * l_351_);
                                uint l_353_ = (l_349_ - l_352_);
                                float l_354_ = asfloat(l_353_);
                                double l_355_ = double(l_354_);
                                double l_356_ = (l_355_ - l_347_);
                                double l_357_ = abs(l_356_);
                                double l_358_ = (l_357_ * 0.5L);
                                double l_359_ = abs(l_348_);
                                double l_360_ = (l_358_ - l_359_);
                                double l_361_ = (l_319_ * 9.094947017729282e-13L);
                                bool l_362_ = (l_360_ > l_361_);
                                if (l_362_) {
                                    uint l_363_ = (l_345_ | l_322_);
                                    l_mut_68_ = l_363_;
                                }
                            } else {
                                bool l_364_ = (l_319_ < 2.350988701644575e-38L);
                                if (l_313_) {
                                    local_8 = l_364_;
                                } else {
                                    local_8 = false;
                                }
                                bool l_365_ = local_8;
                                if (l_365_) {
                                    double l_366_ = (l_319_ * 7.1362384635298e44L);
                                    double l_367_ = floor(l_366_);
                                    double l_368_ = (l_366_ - l_367_);
                                    double l_369_ = (l_368_ - 0.5L);
                                    double l_370_ = abs(l_369_);
                                    double l_371_ = (l_366_ * 9.094947017729282e-13L);
                                    bool l_372_ = (l_370_ > l_371_);
                                    if (l_372_) {
                                        bool l_373_ = (l_368_ > 0.5L);
                                        double l_374_ = double(l_373_);
                                        double l_375_ = (l_367_ + l_374_);
                                        uint l_376_ = naga_f2u32(l_375_);
                                        uint l_377_ = (l_376_ | l_322_);
                                        l_mut_68_ = l_377_;
                                    }
                                }
                            }
                        }
                    }
                }
                float _e984 = l_mut_25_;
                uint l_378_ = asuint(_e984);
                uint l_379_ = (l_378_ & 2147483647u);
                bool l_380_ = (l_379_ > 2139095040u);
                uint l_381_ = (l_378_ & 2147483647u);
                bool l_382_ = (l_381_ == 0u);
                uint l_383_ = (l_378_ & 2147483647u);
                double l_384_ = double(l_383_);
                uint l_385_ = (l_378_ >> 31u);
                double l_386_ = double(l_385_);
                double l_387_ = (2.0L * l_386_);
                double l_388_ = (1.0L - l_387_);
                double l_389_ = (l_384_ * l_388_);
                uint _e1005 = l_mut_68_;
                uint l_390_ = (_e1005 & 2147483647u);
                double l_391_ = double(l_390_);
                uint _e1009 = l_mut_68_;
                uint l_392_ = (_e1009 >> 31u);
                double l_393_ = double(l_392_);
                double l_394_ = (2.0L * l_393_);
                double l_395_ = (1.0L - l_394_);
                double l_396_ = (l_391_ * l_395_);
                double l_397_ = (l_389_ - l_396_);
                uint _e1019 = l_mut_68_;
                uint l_398_ = (_e1019 & 2139095040u);
                bool l_399_ = (l_398_ == 0u);
                uint _e1024 = l_mut_68_;
                bool l_400_ = (_e1024 < 4294967293u);
                bool l_401_ = (l_397_ == 0.0L);
                if (l_382_) {
                    local_9 = l_399_;
                } else {
                    local_9 = false;
                }
                bool l_402_ = local_9;
                if (!(l_380_)) {
                    local_10 = l_402_;
                } else {
                    local_10 = true;
                }
                bool l_403_ = local_10;
                bool l_404_ = !(l_403_);
                if (!(l_401_)) {
                    local_11 = l_404_;
                } else {
                    local_11 = true;
                }
                bool l_405_ = local_11;
                if (l_400_) {
                    local_12 = l_405_;
                } else {
                    local_12 = false;
                }
                bool l_406_ = local_12;
                l_mut_136_ = l_406_;
                bool l_407_ = (l_397_ != 0.0L);
                bool _e1050 = l_mut_136_;
                if (_e1050) {
                    local_13 = l_407_;
                } else {
                    local_13 = false;
                }
                bool l_408_ = local_13;
                if (l_408_) {
                    l_mut_409_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_3 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_3) {
                            uint _e3189 = l_mut_409_;
                            l_mut_409_ = (_e3189 + 1u);
                        }
                        loop_init_3 = false;
                        uint _e1057 = l_mut_409_;
                        if ((_e1057 < 8u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1061 = l_mut_409_;
                            uint l_410_ = (2u * _e1061);
                            uint l_1644_ = asuint(info.Load(4+0));
                            uint l_1645_ = (l_1644_ * 1u);
                            bool l_1646_ = (l_410_ < l_1645_);
                            uint l_1647_ = (l_1645_ - 1u);
                            uint l_1648_ = min(l_410_, l_1647_);
                            uint l_1649_ = asuint(buffer_1_global.Load(l_1648_*4));
                            uint l_411_ = (l_1646_ ? l_1649_ : 0u);
                            uint _e1079 = l_mut_409_;
                            uint l_412_ = (2u * _e1079);
                            uint l_413_ = (l_412_ + 1u);
                            uint l_1651_ = asuint(info.Load(4+0));
                            uint l_1652_ = (l_1651_ * 1u);
                            bool l_1653_ = (l_413_ < l_1652_);
                            uint l_1654_ = (l_1652_ - 1u);
                            uint l_1655_ = min(l_413_, l_1654_);
                            uint l_1656_ = asuint(buffer_1_global.Load(l_1655_*4));
                            uint l_414_ = (l_1653_ ? l_1656_ : 0u);
                            bool l_415_ = (l_414_ != 0u);
                            uint _e1100 = l_mut_409_;
                            uint l_416_ = (_e1100 * 4u);
                            uint l_1658_ = asuint(info.Load(8+0));
                            uint l_1659_ = (l_1658_ * 1u);
                            bool l_1660_ = (l_416_ < l_1659_);
                            uint l_1661_ = (l_1659_ - 1u);
                            uint l_1662_ = min(l_416_, l_1661_);
                            double l_1663_ = buffer_2_global.Load<double>(l_1662_*8);
                            double l_417_ = (l_1660_ ? l_1663_ : 0.0L);
                            uint _e1118 = l_mut_409_;
                            uint l_418_ = (_e1118 * 4u);
                            uint l_419_ = (l_418_ + 1u);
                            uint l_1665_ = asuint(info.Load(8+0));
                            uint l_1666_ = (l_1665_ * 1u);
                            bool l_1667_ = (l_419_ < l_1666_);
                            uint l_1668_ = (l_1666_ - 1u);
                            uint l_1669_ = min(l_419_, l_1668_);
                            double l_1670_ = buffer_2_global.Load<double>(l_1669_*8);
                            double l_420_ = (l_1667_ ? l_1670_ : 0.0L);
                            uint _e1138 = l_mut_409_;
                            uint l_421_ = (_e1138 * 4u);
                            uint l_422_ = (l_421_ + 2u);
                            uint l_1672_ = asuint(info.Load(8+0));
                            uint l_1673_ = (l_1672_ * 1u);
                            bool l_1674_ = (l_422_ < l_1673_);
                            uint l_1675_ = (l_1673_ - 1u);
                            uint l_1676_ = min(l_422_, l_1675_);
                            double l_1677_ = buffer_2_global.Load<double>(l_1676_*8);
                            double l_423_ = (l_1674_ ? l_1677_ : 0.0L);
                            double l_424_ = double(l_24_);
                            double l_425_ = abs(l_424_);
                            double _e1160 = l_mut_31_;
                            double l_426_ = abs(_e1160);
                            double l_427_ = (l_426_ * 1.4551915228366852e-11L);
                            a_428_[0] = 1u;
                            l_mut_429_ = 2u;
                            bool l_430_ = (l_411_ == 0u);
                            if (l_430_) {
                                l_mut_429_ = 0u;
                            } else {
                                bool l_431_ = (l_411_ == 1u);
                                if (l_431_) {
                                    l_mut_429_ = 1u;
                                    double l_432_ = abs(l_397_);
                                    bool l_433_ = (l_432_ <= l_417_);
                                    if (l_433_) {
                                        l_mut_429_ = 0u;
                                    }
                                } else {
                                    bool l_434_ = (l_411_ == 2u);
                                    if (l_434_) {
                                        double _e1178 = l_mut_31_;
                                        double l_435_ = abs(_e1178);
                                        l_mut_252_ = 1.401298464324817e-45L;
                                        bool l_436_ = (l_435_ >= 1.1754943508222875e-38L);
                                        bool l_437_ = (l_435_ <= 1.7976931348623157e308L);
                                        if (l_436_) {
                                            local_14 = l_437_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_438_ = local_14;
                                        if (l_438_) {
                                            uint64_t l_439_ = l_435_;
                                            uint64_t l_440_ = (l_439_ >> uint(52uL));
                                            uint64_t l_441_ = (l_440_ - 23uL);
                                            uint64_t l_442_ = (l_441_ << uint(52uL));
                                            double l_443_ = l_442_;
                                            l_mut_252_ = l_443_;
                                        }
                                        double _e1201 = l_mut_252_;
                                        double l_444_ = (l_417_ * _e1201);
                                        l_mut_445_ = 2u;
                                        double _e1204 = l_mut_31_;
                                        double l_446_ = (_e1204 - l_427_);
                                        double l_447_ = abs(l_446_);
                                        l_mut_252_ = 1.401298464324817e-45L;
                                        bool l_448_ = (l_447_ >= 1.1754943508222875e-38L);
                                        bool l_449_ = (l_447_ <= 1.7976931348623157e308L);
                                        if (l_448_) {
                                            local_15 = l_449_;
                                        } else {
                                            local_15 = false;
                                        }
                                        bool l_450_ = local_15;
                                        if (l_450_) {
                                            uint64_t l_451_ = l_447_;
                                            uint64_t l_452_ = (l_451_ >> uint(52uL));
                                            uint64_t l_453_ = (l_452_ - 23uL);
                                            uint64_t l_454_ = (l_453_ << uint(52uL));
                                            double l_455_ = l_454_;
                                            l_mut_252_ = l_455_;
                                        }
                                        double _e1228 = l_mut_31_;
                                        double l_456_ = (_e1228 + l_427_);
                                        double l_457_ = abs(l_456_);
                                        l_mut_84_ = 1.401298464324817e-45L;
                                        bool l_458_ = (l_457_ >= 1.1754943508222875e-38L);
                                        bool l_459_ = (l_457_ <= 1.7976931348623157e308L);
                                        if (l_458_) {
                                            local_16 = l_459_;
                                        } else {
                                            local_16 = false;
                                        }
                                        bool l_460_ = local_16;
                                        if (l_460_) {
                                            uint64_t l_461_ = l_457_;
                                            uint64_t l_462_ = (l_461_ >> uint(52uL));
                                            uint64_t l_463_ = (l_462_ - 23uL);
                                            uint64_t l_464_ = (l_463_ << uint(52uL));
                                            double l_465_ = l_464_;
                                            l_mut_84_ = l_465_;
                                        }
                                        double _e1252 = l_mut_252_;
                                        double _e1253 = l_mut_84_;
                                        bool l_466_ = (_e1252 == _e1253);
                                        if (l_466_) {
                                            double l_467_ = (l_444_ * 1.4551915228366852e-11L);
                                            double l_468_ = (l_427_ + l_467_);
                                            double _e1258 = l_mut_31_;
                                            double l_469_ = (_e1258 - l_444_);
                                            double _e1260 = l_mut_31_;
                                            double l_470_ = (_e1260 + l_444_);
                                            float _e1262 = l_mut_25_;
                                            uint l_471_ = asuint(_e1262);
                                            uint l_472_ = (l_471_ & 2147483647u);
                                            float l_473_ = asfloat(l_472_);
                                            double l_474_ = double(l_473_);
                                            l_mut_252_ = l_474_;
                                            bool l_475_ = (l_472_ < 8388608u);
                                            if (l_475_) {
                                                double l_476_ = double(l_472_);
                                                double l_477_ = (l_476_ * 1.401298464324817e-45L);
                                                l_mut_252_ = l_477_;
                                            }
                                            double _e1273 = l_mut_252_;
                                            uint64_t l_478_ = _e1273;
                                            uint l_479_ = (l_471_ >> 31u);
                                            uint64_t l_480_ = uint64_t(l_479_);
                                            uint64_t l_481_ = (l_480_ << uint(63uL));
                                            uint64_t l_482_ = (l_478_ | l_481_);
                                            double l_483_ = l_482_;
                                            float _e1284 = l_mut_25_;
                                            uint l_484_ = asuint(_e1284);
                                            uint l_485_ = (l_484_ + 1u);
                                            l_mut_486_ = l_485_;
                                            uint l_487_ = (l_484_ & 2147483647u);
                                            bool l_488_ = (l_487_ == 0u);
                                            if (l_488_) {
                                                l_mut_486_ = 1u;
                                            } else {
                                                uint l_489_ = (l_484_ & 2147483648u);
                                                bool l_490_ = (l_489_ != 0u);
                                                if (l_490_) {
                                                    uint l_491_ = (l_484_ - 1u);
                                                    l_mut_486_ = l_491_;
                                                } else {
                                                    bool l_492_ = (l_484_ == 2139095040u);
                                                    if (l_492_) {
                                                        l_mut_486_ = l_484_;
                                                    }
                                                }
                                            }
                                            uint _e1301 = l_mut_486_;
                                            float l_493_ = asfloat(_e1301);
                                            uint l_494_ = asuint(l_493_);
                                            uint l_495_ = (l_494_ & 2147483647u);
                                            float l_496_ = asfloat(l_495_);
                                            double l_497_ = double(l_496_);
                                            l_mut_252_ = l_497_;
                                            bool l_498_ = (l_495_ < 8388608u);
                                            if (l_498_) {
                                                double l_499_ = double(l_495_);
                                                double l_500_ = (l_499_ * 1.401298464324817e-45L);
                                                l_mut_252_ = l_500_;
                                            }
                                            double _e1313 = l_mut_252_;
                                            uint64_t l_501_ = _e1313;
                                            uint l_502_ = (l_494_ >> 31u);
                                            uint64_t l_503_ = uint64_t(l_502_);
                                            uint64_t l_504_ = (l_503_ << uint(63uL));
                                            uint64_t l_505_ = (l_501_ | l_504_);
                                            double l_506_ = l_505_;
                                            float _e1324 = l_mut_25_;
                                            uint l_507_ = asuint(_e1324);
                                            uint l_508_ = (l_507_ ^ 2147483648u);
                                            float l_509_ = asfloat(l_508_);
                                            uint l_510_ = asuint(l_509_);
                                            uint l_511_ = (l_510_ + 1u);
                                            l_mut_486_ = l_511_;
                                            uint l_512_ = (l_510_ & 2147483647u);
                                            bool l_513_ = (l_512_ == 0u);
                                            if (l_513_) {
                                                l_mut_486_ = 1u;
                                            } else {
                                                uint l_514_ = (l_510_ & 2147483648u);
                                                bool l_515_ = (l_514_ != 0u);
                                                if (l_515_) {
                                                    uint l_516_ = (l_510_ - 1u);
                                                    l_mut_486_ = l_516_;
                                                } else {
                                                    bool l_517_ = (l_510_ == 2139095040u);
                                                    if (l_517_) {
                                                        l_mut_486_ = l_510_;
                                                    }
                                                }
                                            }
                                            uint _e1345 = l_mut_486_;
                                            float l_518_ = asfloat(_e1345);
                                            uint l_519_ = asuint(l_518_);
                                            uint l_520_ = (l_519_ ^ 2147483648u);
                                            float l_521_ = asfloat(l_520_);
                                            uint l_522_ = asuint(l_521_);
                                            uint l_523_ = (l_522_ & 2147483647u);
                                            float l_524_ = asfloat(l_523_);
                                            double l_525_ = double(l_524_);
                                            l_mut_252_ = l_525_;
                                            bool l_526_ = (l_523_ < 8388608u);
                                            if (l_526_) {
                                                double l_527_ = double(l_523_);
                                                double l_528_ = (l_527_ * 1.401298464324817e-45L);
                                                l_mut_252_ = l_528_;
                                            }
                                            double _e1361 = l_mut_252_;
                                            uint64_t l_529_ = _e1361;
                                            uint l_530_ = (l_522_ >> 31u);
                                            uint64_t l_531_ = uint64_t(l_530_);
                                            uint64_t l_532_ = (l_531_ << uint(63uL));
                                            uint64_t l_533_ = (l_529_ | l_532_);
                                            double l_534_ = l_533_;
                                            double l_535_ = (l_469_ + l_468_);
                                            bool l_536_ = (l_535_ <= l_483_);
                                            l_mut_537_ = l_536_;
                                            double l_538_ = (l_469_ - l_468_);
                                            bool l_539_ = (l_538_ > l_483_);
                                            l_mut_540_ = l_539_;
                                            double l_541_ = (l_470_ - l_468_);
                                            bool l_542_ = (l_541_ >= l_483_);
                                            l_mut_543_ = l_542_;
                                            double l_544_ = (l_470_ + l_468_);
                                            bool l_545_ = (l_544_ < l_483_);
                                            l_mut_546_ = l_545_;
                                            if (l_415_) {
                                                double l_547_ = (l_469_ + l_468_);
                                                bool l_548_ = (l_547_ < l_506_);
                                                l_mut_537_ = l_548_;
                                                double l_549_ = (l_469_ - l_468_);
                                                bool l_550_ = (l_549_ >= l_506_);
                                                l_mut_540_ = l_550_;
                                                double l_551_ = (l_470_ - l_468_);
                                                bool l_552_ = (l_551_ > l_534_);
                                                l_mut_543_ = l_552_;
                                                double l_553_ = (l_470_ + l_468_);
                                                bool l_554_ = (l_553_ <= l_534_);
                                                l_mut_546_ = l_554_;
                                            }
                                            l_mut_486_ = 2u;
                                            bool _e1389 = l_mut_540_;
                                            if (!(_e1389)) {
                                                bool _e1393 = l_mut_546_;
                                                local_17 = _e1393;
                                            } else {
                                                local_17 = true;
                                            }
                                            bool l_555_ = local_17;
                                            if (l_555_) {
                                                l_mut_486_ = 1u;
                                            } else {
                                                bool _e1397 = l_mut_537_;
                                                if (_e1397) {
                                                    bool _e1400 = l_mut_543_;
                                                    local_18 = _e1400;
                                                } else {
                                                    local_18 = false;
                                                }
                                                bool l_556_ = local_18;
                                                if (l_556_) {
                                                    l_mut_486_ = 0u;
                                                }
                                            }
                                            float _e1404 = l_mut_25_;
                                            uint l_557_ = asuint(_e1404);
                                            uint l_558_ = (l_557_ & 2147483647u);
                                            bool l_559_ = (l_558_ == 0u);
                                            if (l_559_) {
                                                double l_560_ = (l_469_ + l_468_);
                                                bool l_561_ = (l_560_ < 1.1754943508222875e-38L);
                                                double l_562_ = (l_470_ - l_468_);
                                                bool l_563_ = (l_562_ > -1.1754943508222875e-38L);
                                                if (l_561_) {
                                                    local_19 = l_563_;
                                                } else {
                                                    local_19 = false;
                                                }
                                                bool l_564_ = local_19;
                                                double l_565_ = (l_469_ - l_468_);
                                                bool l_566_ = (l_565_ < 1.1754943508222875e-38L);
                                                double l_567_ = (l_470_ + l_468_);
                                                bool l_568_ = (l_567_ > -1.1754943508222875e-38L);
                                                if (l_566_) {
                                                    local_20 = l_568_;
                                                } else {
                                                    local_20 = false;
                                                }
                                                bool l_569_ = local_20;
                                                if (l_564_) {
                                                    l_mut_486_ = 0u;
                                                } else {
                                                    uint _e1431 = l_mut_486_;
                                                    bool l_570_ = (_e1431 == 1u);
                                                    if (l_569_) {
                                                        local_21 = l_570_;
                                                    } else {
                                                        local_21 = false;
                                                    }
                                                    bool l_571_ = local_21;
                                                    if (l_571_) {
                                                        l_mut_486_ = 2u;
                                                    }
                                                }
                                            }
                                            uint _e1439 = l_mut_486_;
                                            l_mut_445_ = _e1439;
                                        }
                                        uint _e1440 = l_mut_445_;
                                        l_mut_429_ = _e1440;
                                    } else {
                                        bool l_572_ = (l_411_ == 3u);
                                        if (l_572_) {
                                            l_mut_429_ = 0u;
                                            bool l_573_ = (l_425_ >= 1.1754943508222875e-38L);
                                            bool l_574_ = (l_425_ <= 8.507059173023462e37L);
                                            if (l_573_) {
                                                local_22 = l_574_;
                                            } else {
                                                local_22 = false;
                                            }
                                            bool l_575_ = local_22;
                                            if (l_575_) {
                                                double _e1452 = l_mut_31_;
                                                double l_576_ = abs(_e1452);
                                                l_mut_252_ = 1.401298464324817e-45L;
                                                bool l_577_ = (l_576_ >= 1.1754943508222875e-38L);
                                                bool l_578_ = (l_576_ <= 1.7976931348623157e308L);
                                                if (l_577_) {
                                                    local_23 = l_578_;
                                                } else {
                                                    local_23 = false;
                                                }
                                                bool l_579_ = local_23;
                                                if (l_579_) {
                                                    uint64_t l_580_ = l_576_;
                                                    uint64_t l_581_ = (l_580_ >> uint(52uL));
                                                    uint64_t l_582_ = (l_581_ - 23uL);
                                                    uint64_t l_583_ = (l_582_ << uint(52uL));
                                                    double l_584_ = l_583_;
                                                    l_mut_252_ = l_584_;
                                                }
                                                double _e1475 = l_mut_252_;
                                                double l_585_ = (l_417_ * _e1475);
                                                l_mut_486_ = 2u;
                                                double _e1478 = l_mut_31_;
                                                double l_586_ = (_e1478 - l_427_);
                                                double l_587_ = abs(l_586_);
                                                l_mut_252_ = 1.401298464324817e-45L;
                                                bool l_588_ = (l_587_ >= 1.1754943508222875e-38L);
                                                bool l_589_ = (l_587_ <= 1.7976931348623157e308L);
                                                if (l_588_) {
                                                    local_24 = l_589_;
                                                } else {
                                                    local_24 = false;
                                                }
                                                bool l_590_ = local_24;
                                                if (l_590_) {
                                                    uint64_t l_591_ = l_587_;
                                                    uint64_t l_592_ = (l_591_ >> uint(52uL));
                                                    uint64_t l_593_ = (l_592_ - 23uL);
                                                    uint64_t l_594_ = (l_593_ << uint(52uL));
                                                    double l_595_ = l_594_;
                                                    l_mut_252_ = l_595_;
                                                }
                                                double _e1502 = l_mut_31_;
                                                double l_596_ = (_e1502 + l_427_);
                                                double l_597_ = abs(l_596_);
                                                l_mut_84_ = 1.401298464324817e-45L;
                                                bool l_598_ = (l_597_ >= 1.1754943508222875e-38L);
                                                bool l_599_ = (l_597_ <= 1.7976931348623157e308L);
                                                if (l_598_) {
                                                    local_25 = l_599_;
                                                } else {
                                                    local_25 = false;
                                                }
                                                bool l_600_ = local_25;
                                                if (l_600_) {
                                                    uint64_t l_601_ = l_597_;
                                                    uint64_t l_602_ = (l_601_ >> uint(52uL));
                                                    uint64_t l_603_ = (l_602_ - 23uL);
                                                    uint64_t l_604_ = (l_603_ << uint(52uL));
                                                    double l_605_ = l_604_;
                                                    l_mut_84_ = l_605_;
                                                }
                                                double _e1526 = l_mut_252_;
                                                double _e1527 = l_mut_84_;
                                                bool l_606_ = (_e1526 == _e1527);
                                                if (l_606_) {
                                                    double l_607_ = (l_585_ * 1.4551915228366852e-11L);
                                                    double l_608_ = (l_427_ + l_607_);
                                                    double _e1532 = l_mut_31_;
                                                    double l_609_ = (_e1532 - l_585_);
                                                    double _e1534 = l_mut_31_;
                                                    double l_610_ = (_e1534 + l_585_);
                                                    float _e1536 = l_mut_25_;
                                                    uint l_611_ = asuint(_e1536);
                                                    uint l_612_ = (l_611_ & 2147483647u);
                                                    float l_613_ = asfloat(l_612_);
                                                    double l_614_ = double(l_613_);
                                                    l_mut_252_ = l_614_;
                                                    bool l_615_ = (l_612_ < 8388608u);
                                                    if (l_615_) {
                                                        double l_616_ = double(l_612_);
                                                        double l_617_ = (l_616_ * 1.401298464324817e-45L);
                                                        l_mut_252_ = l_617_;
                                                    }
                                                    double _e1547 = l_mut_252_;
                                                    uint64_t l_618_ = _e1547;
                                                    uint l_619_ = (l_611_ >> 31u);
                                                    uint64_t l_620_ = uint64_t(l_619_);
                                                    uint64_t l_621_ = (l_620_ << uint(63uL));
                                                    uint64_t l_622_ = (l_618_ | l_621_);
                                                    double l_623_ = l_622_;
                                                    float _e1558 = l_mut_25_;
                                                    uint l_624_ = asuint(_e1558);
                                                    uint l_625_ = (l_624_ + 1u);
                                                    l_mut_445_ = l_625_;
                                                    uint l_626_ = (l_624_ & 2147483647u);
                                                    bool l_627_ = (l_626_ == 0u);
                                                    if (l_627_) {
                                                        l_mut_445_ = 1u;
                                                    } else {
                                                        uint l_628_ = (l_624_ & 2147483648u);
                                                        bool l_629_ = (l_628_ != 0u);
                                                        if (l_629_) {
                                                            uint l_630_ = (l_624_ - 1u);
                                                            l_mut_445_ = l_630_;
                                                        } else {
                                                            bool l_631_ = (l_624_ == 2139095040u);
                                                            if (l_631_) {
                                                                l_mut_445_ = l_624_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1575 = l_mut_445_;
                                                    float l_632_ = asfloat(_e1575);
                                                    uint l_633_ = asuint(l_632_);
                                                    uint l_634_ = (l_633_ & 2147483647u);
                                                    float l_635_ = asfloat(l_634_);
                                                    double l_636_ = double(l_635_);
                                                    l_mut_252_ = l_636_;
                                                    bool l_637_ = (l_634_ < 8388608u);
                                                    if (l_637_) {
                                                        double l_638_ = double(l_634_);
                                                        double l_639_ = (l_638_ * 1.401298464324817e-45L);
                                                        l_mut_252_ = l_639_;
                                                    }
                                                    double _e1587 = l_mut_252_;
                                                    uint64_t l_640_ = _e1587;
                                                    uint l_641_ = (l_633_ >> 31u);
                                                    uint64_t l_642_ = uint64_t(l_641_);
                                                    uint64_t l_643_ = (l_642_ << uint(63uL));
                                                    uint64_t l_644_ = (l_640_ | l_643_);
                                                    double l_645_ = l_644_;
                                                    float _e1598 = l_mut_25_;
                                                    uint l_646_ = asuint(_e1598);
                                                    uint l_647_ = (l_646_ ^ 2147483648u);
                                                    float l_648_ = asfloat(l_647_);
                                                    uint l_649_ = asuint(l_648_);
                                                    uint l_650_ = (l_649_ + 1u);
                                                    l_mut_445_ = l_650_;
                                                    uint l_651_ = (l_649_ & 2147483647u);
                                                    bool l_652_ = (l_651_ == 0u);
                                                    if (l_652_) {
                                                        l_mut_445_ = 1u;
                                                    } else {
                                                        uint l_653_ = (l_649_ & 2147483648u);
                                                        bool l_654_ = (l_653_ != 0u);
                                                        if (l_654_) {
                                                            uint l_655_ = (l_649_ - 1u);
                                                            l_mut_445_ = l_655_;
                                                        } else {
                                                            bool l_656_ = (l_649_ == 2139095040u);
                                                            if (l_656_) {
                                                                l_mut_445_ = l_649_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1619 = l_mut_445_;
                                                    float l_657_ = asfloat(_e1619);
                                                    uint l_658_ = asuint(l_657_);
                                                    uint l_659_ = (l_658_ ^ 2147483648u);
                                                    float l_660_ = asfloat(l_659_);
                                                    uint l_661_ = asuint(l_660_);
                                                    uint l_662_ = (l_661_ & 2147483647u);
                                                    float l_663_ = asfloat(l_662_);
                                                    double l_664_ = double(l_663_);
                                                    l_mut_252_ = l_664_;
                                                    bool l_665_ = (l_662_ < 8388608u);
                                                    if (l_665_) {
                                                        double l_666_ = double(l_662_);
                                                        double l_667_ = (l_666_ * 1.401298464324817e-45L);
                                                        l_mut_252_ = l_667_;
                                                    }
                                                    double _e1635 = l_mut_252_;
                                                    uint64_t l_668_ = _e1635;
                                                    uint l_669_ = (l_661_ >> 31u);
                                                    uint64_t l_670_ = uint64_t(l_669_);
                                                    uint64_t l_671_ = (l_670_ << uint(63uL));
                                                    uint64_t l_672_ = (l_668_ | l_671_);
                                                    double l_673_ = l_672_;
                                                    double l_674_ = (l_609_ + l_608_);
                                                    bool l_675_ = (l_674_ <= l_623_);
                                                    l_mut_546_ = l_675_;
                                                    double l_676_ = (l_609_ - l_608_);
                                                    bool l_677_ = (l_676_ > l_623_);
                                                    l_mut_543_ = l_677_;
                                                    double l_678_ = (l_610_ - l_608_);
                                                    bool l_679_ = (l_678_ >= l_623_);
                                                    l_mut_540_ = l_679_;
                                                    double l_680_ = (l_610_ + l_608_);
                                                    bool l_681_ = (l_680_ < l_623_);
                                                    l_mut_537_ = l_681_;
                                                    if (l_415_) {
                                                        double l_682_ = (l_609_ + l_608_);
                                                        bool l_683_ = (l_682_ < l_645_);
                                                        l_mut_546_ = l_683_;
                                                        double l_684_ = (l_609_ - l_608_);
                                                        bool l_685_ = (l_684_ >= l_645_);
                                                        l_mut_543_ = l_685_;
                                                        double l_686_ = (l_610_ - l_608_);
                                                        bool l_687_ = (l_686_ > l_673_);
                                                        l_mut_540_ = l_687_;
                                                        double l_688_ = (l_610_ + l_608_);
                                                        bool l_689_ = (l_688_ <= l_673_);
                                                        l_mut_537_ = l_689_;
                                                    }
                                                    l_mut_445_ = 2u;
                                                    bool _e1663 = l_mut_543_;
                                                    if (!(_e1663)) {
                                                        bool _e1667 = l_mut_537_;
                                                        local_26 = _e1667;
                                                    } else {
                                                        local_26 = true;
                                                    }
                                                    bool l_690_ = local_26;
                                                    if (l_690_) {
                                                        l_mut_445_ = 1u;
                                                    } else {
                                                        bool _e1671 = l_mut_546_;
                                                        if (_e1671) {
                                                            bool _e1674 = l_mut_540_;
                                                            local_27 = _e1674;
                                                        } else {
                                                            local_27 = false;
                                                        }
                                                        bool l_691_ = local_27;
                                                        if (l_691_) {
                                                            l_mut_445_ = 0u;
                                                        }
                                                    }
                                                    float _e1678 = l_mut_25_;
                                                    uint l_692_ = asuint(_e1678);
                                                    uint l_693_ = (l_692_ & 2147483647u);
                                                    bool l_694_ = (l_693_ == 0u);
                                                    if (l_694_) {
                                                        double l_695_ = (l_609_ + l_608_);
                                                        bool l_696_ = (l_695_ < 1.1754943508222875e-38L);
                                                        double l_697_ = (l_610_ - l_608_);
                                                        bool l_698_ = (l_697_ > -1.1754943508222875e-38L);
                                                        if (l_696_) {
                                                            local_28 = l_698_;
                                                        } else {
                                                            local_28 = false;
                                                        }
                                                        bool l_699_ = local_28;
                                                        double l_700_ = (l_609_ - l_608_);
                                                        bool l_701_ = (l_700_ < 1.1754943508222875e-38L);
                                                        double l_702_ = (l_610_ + l_608_);
                                                        bool l_703_ = (l_702_ > -1.1754943508222875e-38L);
                                                        if (l_701_) {
                                                            local_29 = l_703_;
                                                        } else {
                                                            local_29 = false;
                                                        }
                                                        bool l_704_ = local_29;
                                                        if (l_699_) {
                                                            l_mut_445_ = 0u;
                                                        } else {
                                                            uint _e1705 = l_mut_445_;
                                                            bool l_705_ = (_e1705 == 1u);
                                                            if (l_704_) {
                                                                local_30 = l_705_;
                                                            } else {
                                                                local_30 = false;
                                                            }
                                                            bool l_706_ = local_30;
                                                            if (l_706_) {
                                                                l_mut_445_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1713 = l_mut_445_;
                                                    l_mut_486_ = _e1713;
                                                }
                                                uint _e1714 = l_mut_486_;
                                                l_mut_429_ = _e1714;
                                            }
                                        } else {
                                            bool l_707_ = (l_411_ == 4u);
                                            if (l_707_) {
                                                double l_708_ = (l_420_ * l_425_);
                                                double l_709_ = (l_417_ + l_708_);
                                                double _e1719 = l_mut_31_;
                                                double l_710_ = abs(_e1719);
                                                l_mut_252_ = 1.401298464324817e-45L;
                                                bool l_711_ = (l_710_ >= 1.1754943508222875e-38L);
                                                bool l_712_ = (l_710_ <= 1.7976931348623157e308L);
                                                if (l_711_) {
                                                    local_31 = l_712_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_713_ = local_31;
                                                if (l_713_) {
                                                    uint64_t l_714_ = l_710_;
                                                    uint64_t l_715_ = (l_714_ >> uint(52uL));
                                                    uint64_t l_716_ = (l_715_ - 23uL);
                                                    uint64_t l_717_ = (l_716_ << uint(52uL));
                                                    double l_718_ = l_717_;
                                                    l_mut_252_ = l_718_;
                                                }
                                                double _e1742 = l_mut_252_;
                                                double l_719_ = (l_709_ * _e1742);
                                                l_mut_486_ = 2u;
                                                double _e1745 = l_mut_31_;
                                                double l_720_ = (_e1745 - l_427_);
                                                double l_721_ = abs(l_720_);
                                                l_mut_252_ = 1.401298464324817e-45L;
                                                bool l_722_ = (l_721_ >= 1.1754943508222875e-38L);
                                                bool l_723_ = (l_721_ <= 1.7976931348623157e308L);
                                                if (l_722_) {
                                                    local_32 = l_723_;
                                                } else {
                                                    local_32 = false;
                                                }
                                                bool l_724_ = local_32;
                                                if (l_724_) {
                                                    uint64_t l_725_ = l_721_;
                                                    uint64_t l_726_ = (l_725_ >> uint(52uL));
                                                    uint64_t l_727_ = (l_726_ - 23uL);
                                                    uint64_t l_728_ = (l_727_ << uint(52uL));
                                                    double l_729_ = l_728_;
                                                    l_mut_252_ = l_729_;
                                                }
                                                double _e1769 = l_mut_31_;
                                                double l_730_ = (_e1769 + l_427_);
                                                double l_731_ = abs(l_730_);
                                                l_mut_84_ = 1.401298464324817e-45L;
                                                bool l_732_ = (l_731_ >= 1.1754943508222875e-38L);
                                                bool l_733_ = (l_731_ <= 1.7976931348623157e308L);
                                                if (l_732_) {
                                                    local_33 = l_733_;
                                                } else {
                                                    local_33 = false;
                                                }
                                                bool l_734_ = local_33;
                                                if (l_734_) {
                                                    uint64_t l_735_ = l_731_;
                                                    uint64_t l_736_ = (l_735_ >> uint(52uL));
                                                    uint64_t l_737_ = (l_736_ - 23uL);
                                                    uint64_t l_738_ = (l_737_ << uint(52uL));
                                                    double l_739_ = l_738_;
                                                    l_mut_84_ = l_739_;
                                                }
                                                double _e1793 = l_mut_252_;
                                                double _e1794 = l_mut_84_;
                                                bool l_740_ = (_e1793 == _e1794);
                                                if (l_740_) {
                                                    double l_741_ = (l_719_ * 1.4551915228366852e-11L);
                                                    double l_742_ = (l_427_ + l_741_);
                                                    double _e1799 = l_mut_31_;
                                                    double l_743_ = (_e1799 - l_719_);
                                                    double _e1801 = l_mut_31_;
                                                    double l_744_ = (_e1801 + l_719_);
                                                    float _e1803 = l_mut_25_;
                                                    uint l_745_ = asuint(_e1803);
                                                    uint l_746_ = (l_745_ & 2147483647u);
                                                    float l_747_ = asfloat(l_746_);
                                                    double l_748_ = double(l_747_);
                                                    l_mut_252_ = l_748_;
                                                    bool l_749_ = (l_746_ < 8388608u);
                                                    if (l_749_) {
                                                        double l_750_ = double(l_746_);
                                                        double l_751_ = (l_750_ * 1.401298464324817e-45L);
                                                        l_mut_252_ = l_751_;
                                                    }
                                                    double _e1814 = l_mut_252_;
                                                    uint64_t l_752_ = _e1814;
                                                    uint l_753_ = (l_745_ >> 31u);
                                                    uint64_t l_754_ = uint64_t(l_753_);
                                                    uint64_t l_755_ = (l_754_ << uint(63uL));
                                                    uint64_t l_756_ = (l_752_ | l_755_);
                                                    double l_757_ = l_756_;
                                                    float _e1825 = l_mut_25_;
                                                    uint l_758_ = asuint(_e1825);
                                                    uint l_759_ = (l_758_ + 1u);
                                                    l_mut_445_ = l_759_;
                                                    uint l_760_ = (l_758_ & 2147483647u);
                                                    bool l_761_ = (l_760_ == 0u);
                                                    if (l_761_) {
                                                        l_mut_445_ = 1u;
                                                    } else {
                                                        uint l_762_ = (l_758_ & 2147483648u);
                                                        bool l_763_ = (l_762_ != 0u);
                                                        if (l_763_) {
                                                            uint l_764_ = (l_758_ - 1u);
                                                            l_mut_445_ = l_764_;
                                                        } else {
                                                            bool l_765_ = (l_758_ == 2139095040u);
                                                            if (l_765_) {
                                                                l_mut_445_ = l_758_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1842 = l_mut_445_;
                                                    float l_766_ = asfloat(_e1842);
                                                    uint l_767_ = asuint(l_766_);
                                                    uint l_768_ = (l_767_ & 2147483647u);
                                                    float l_769_ = asfloat(l_768_);
                                                    double l_770_ = double(l_769_);
                                                    l_mut_252_ = l_770_;
                                                    bool l_771_ = (l_768_ < 8388608u);
                                                    if (l_771_) {
                                                        double l_772_ = double(l_768_);
                                                        double l_773_ = (l_772_ * 1.401298464324817e-45L);
                                                        l_mut_252_ = l_773_;
                                                    }
                                                    double _e1854 = l_mut_252_;
                                                    uint64_t l_774_ = _e1854;
                                                    uint l_775_ = (l_767_ >> 31u);
                                                    uint64_t l_776_ = uint64_t(l_775_);
                                                    uint64_t l_777_ = (l_776_ << uint(63uL));
                                                    uint64_t l_778_ = (l_774_ | l_777_);
                                                    double l_779_ = l_778_;
                                                    float _e1865 = l_mut_25_;
                                                    uint l_780_ = asuint(_e1865);
                                                    uint l_781_ = (l_780_ ^ 2147483648u);
                                                    float l_782_ = asfloat(l_781_);
                                                    uint l_783_ = asuint(l_782_);
                                                    uint l_784_ = (l_783_ + 1u);
                                                    l_mut_445_ = l_784_;
                                                    uint l_785_ = (l_783_ & 2147483647u);
                                                    bool l_786_ = (l_785_ == 0u);
                                                    if (l_786_) {
                                                        l_mut_445_ = 1u;
                                                    } else {
                                                        uint l_787_ = (l_783_ & 2147483648u);
                                                        bool l_788_ = (l_787_ != 0u);
                                                        if (l_788_) {
                                                            uint l_789_ = (l_783_ - 1u);
                                                            l_mut_445_ = l_789_;
                                                        } else {
                                                            bool l_790_ = (l_783_ == 2139095040u);
                                                            if (l_790_) {
                                                                l_mut_445_ = l_783_;
                                                            }
                                                        }
                                                    }
                                                    uint _e1886 = l_mut_445_;
                                                    float l_791_ = asfloat(_e1886);
                                                    uint l_792_ = asuint(l_791_);
                                                    uint l_793_ = (l_792_ ^ 2147483648u);
                                                    float l_794_ = asfloat(l_793_);
                                                    uint l_795_ = asuint(l_794_);
                                                    uint l_796_ = (l_795_ & 2147483647u);
                                                    float l_797_ = asfloat(l_796_);
                                                    double l_798_ = double(l_797_);
                                                    l_mut_252_ = l_798_;
                                                    bool l_799_ = (l_796_ < 8388608u);
                                                    if (l_799_) {
                                                        double l_800_ = double(l_796_);
                                                        double l_801_ = (l_800_ * 1.401298464324817e-45L);
                                                        l_mut_252_ = l_801_;
                                                    }
                                                    double _e1902 = l_mut_252_;
                                                    uint64_t l_802_ = _e1902;
                                                    uint l_803_ = (l_795_ >> 31u);
                                                    uint64_t l_804_ = uint64_t(l_803_);
                                                    uint64_t l_805_ = (l_804_ << uint(63uL));
                                                    uint64_t l_806_ = (l_802_ | l_805_);
                                                    double l_807_ = l_806_;
                                                    double l_808_ = (l_743_ + l_742_);
                                                    bool l_809_ = (l_808_ <= l_757_);
                                                    l_mut_546_ = l_809_;
                                                    double l_810_ = (l_743_ - l_742_);
                                                    bool l_811_ = (l_810_ > l_757_);
                                                    l_mut_543_ = l_811_;
                                                    double l_812_ = (l_744_ - l_742_);
                                                    bool l_813_ = (l_812_ >= l_757_);
                                                    l_mut_540_ = l_813_;
                                                    double l_814_ = (l_744_ + l_742_);
                                                    bool l_815_ = (l_814_ < l_757_);
                                                    l_mut_537_ = l_815_;
                                                    if (l_415_) {
                                                        double l_816_ = (l_743_ + l_742_);
                                                        bool l_817_ = (l_816_ < l_779_);
                                                        l_mut_546_ = l_817_;
                                                        double l_818_ = (l_743_ - l_742_);
                                                        bool l_819_ = (l_818_ >= l_779_);
                                                        l_mut_543_ = l_819_;
                                                        double l_820_ = (l_744_ - l_742_);
                                                        bool l_821_ = (l_820_ > l_807_);
                                                        l_mut_540_ = l_821_;
                                                        double l_822_ = (l_744_ + l_742_);
                                                        bool l_823_ = (l_822_ <= l_807_);
                                                        l_mut_537_ = l_823_;
                                                    }
                                                    l_mut_445_ = 2u;
                                                    bool _e1930 = l_mut_543_;
                                                    if (!(_e1930)) {
                                                        bool _e1934 = l_mut_537_;
                                                        local_34 = _e1934;
                                                    } else {
                                                        local_34 = true;
                                                    }
                                                    bool l_824_ = local_34;
                                                    if (l_824_) {
                                                        l_mut_445_ = 1u;
                                                    } else {
                                                        bool _e1938 = l_mut_546_;
                                                        if (_e1938) {
                                                            bool _e1941 = l_mut_540_;
                                                            local_35 = _e1941;
                                                        } else {
                                                            local_35 = false;
                                                        }
                                                        bool l_825_ = local_35;
                                                        if (l_825_) {
                                                            l_mut_445_ = 0u;
                                                        }
                                                    }
                                                    float _e1945 = l_mut_25_;
                                                    uint l_826_ = asuint(_e1945);
                                                    uint l_827_ = (l_826_ & 2147483647u);
                                                    bool l_828_ = (l_827_ == 0u);
                                                    if (l_828_) {
                                                        double l_829_ = (l_743_ + l_742_);
                                                        bool l_830_ = (l_829_ < 1.1754943508222875e-38L);
                                                        double l_831_ = (l_744_ - l_742_);
                                                        bool l_832_ = (l_831_ > -1.1754943508222875e-38L);
                                                        if (l_830_) {
                                                            local_36 = l_832_;
                                                        } else {
                                                            local_36 = false;
                                                        }
                                                        bool l_833_ = local_36;
                                                        double l_834_ = (l_743_ - l_742_);
                                                        bool l_835_ = (l_834_ < 1.1754943508222875e-38L);
                                                        double l_836_ = (l_744_ + l_742_);
                                                        bool l_837_ = (l_836_ > -1.1754943508222875e-38L);
                                                        if (l_835_) {
                                                            local_37 = l_837_;
                                                        } else {
                                                            local_37 = false;
                                                        }
                                                        bool l_838_ = local_37;
                                                        if (l_833_) {
                                                            l_mut_445_ = 0u;
                                                        } else {
                                                            uint _e1972 = l_mut_445_;
                                                            bool l_839_ = (_e1972 == 1u);
                                                            if (l_838_) {
                                                                local_38 = l_839_;
                                                            } else {
                                                                local_38 = false;
                                                            }
                                                            bool l_840_ = local_38;
                                                            if (l_840_) {
                                                                l_mut_445_ = 2u;
                                                            }
                                                        }
                                                    }
                                                    uint _e1980 = l_mut_445_;
                                                    l_mut_486_ = _e1980;
                                                }
                                                uint _e1981 = l_mut_486_;
                                                l_mut_429_ = _e1981;
                                            } else {
                                                bool l_841_ = (l_411_ == 5u);
                                                if (l_841_) {
                                                    double l_842_ = (2.0L * l_424_);
                                                    double l_843_ = abs(l_842_);
                                                    double l_844_ = floor(l_843_);
                                                    double l_845_ = (3.0L + l_844_);
                                                    double _e1990 = l_mut_31_;
                                                    double l_846_ = abs(_e1990);
                                                    l_mut_252_ = 1.401298464324817e-45L;
                                                    bool l_847_ = (l_846_ >= 1.1754943508222875e-38L);
                                                    bool l_848_ = (l_846_ <= 1.7976931348623157e308L);
                                                    if (l_847_) {
                                                        local_39 = l_848_;
                                                    } else {
                                                        local_39 = false;
                                                    }
                                                    bool l_849_ = local_39;
                                                    if (l_849_) {
                                                        uint64_t l_850_ = l_846_;
                                                        uint64_t l_851_ = (l_850_ >> uint(52uL));
                                                        uint64_t l_852_ = (l_851_ - 23uL);
                                                        uint64_t l_853_ = (l_852_ << uint(52uL));
                                                        double l_854_ = l_853_;
                                                        l_mut_252_ = l_854_;
                                                    }
                                                    double _e2013 = l_mut_252_;
                                                    double l_855_ = (l_845_ * _e2013);
                                                    l_mut_486_ = 2u;
                                                    double _e2016 = l_mut_31_;
                                                    double l_856_ = (_e2016 - l_427_);
                                                    double l_857_ = abs(l_856_);
                                                    l_mut_252_ = 1.401298464324817e-45L;
                                                    bool l_858_ = (l_857_ >= 1.1754943508222875e-38L);
                                                    bool l_859_ = (l_857_ <= 1.7976931348623157e308L);
                                                    if (l_858_) {
                                                        local_40 = l_859_;
                                                    } else {
                                                        local_40 = false;
                                                    }
                                                    bool l_860_ = local_40;
                                                    if (l_860_) {
                                                        uint64_t l_861_ = l_857_;
                                                        uint64_t l_862_ = (l_861_ >> uint(52uL));
                                                        uint64_t l_863_ = (l_862_ - 23uL);
                                                        uint64_t l_864_ = (l_863_ << uint(52uL));
                                                        double l_865_ = l_864_;
                                                        l_mut_252_ = l_865_;
                                                    }
                                                    double _e2040 = l_mut_31_;
                                                    double l_866_ = (_e2040 + l_427_);
                                                    double l_867_ = abs(l_866_);
                                                    l_mut_84_ = 1.401298464324817e-45L;
                                                    bool l_868_ = (l_867_ >= 1.1754943508222875e-38L);
                                                    bool l_869_ = (l_867_ <= 1.7976931348623157e308L);
                                                    if (l_868_) {
                                                        local_41 = l_869_;
                                                    } else {
                                                        local_41 = false;
                                                    }
                                                    bool l_870_ = local_41;
                                                    if (l_870_) {
                                                        uint64_t l_871_ = l_867_;
                                                        uint64_t l_872_ = (l_871_ >> uint(52uL));
                                                        uint64_t l_873_ = (l_872_ - 23uL);
                                                        uint64_t l_874_ = (l_873_ << uint(52uL));
                                                        double l_875_ = l_874_;
                                                        l_mut_84_ = l_875_;
                                                    }
                                                    double _e2064 = l_mut_252_;
                                                    double _e2065 = l_mut_84_;
                                                    bool l_876_ = (_e2064 == _e2065);
                                                    if (l_876_) {
                                                        double l_877_ = (l_855_ * 1.4551915228366852e-11L);
                                                        double l_878_ = (l_427_ + l_877_);
                                                        double _e2070 = l_mut_31_;
                                                        double l_879_ = (_e2070 - l_855_);
                                                        double _e2072 = l_mut_31_;
                                                        double l_880_ = (_e2072 + l_855_);
                                                        float _e2074 = l_mut_25_;
                                                        uint l_881_ = asuint(_e2074);
                                                        uint l_882_ = (l_881_ & 2147483647u);
                                                        float l_883_ = asfloat(l_882_);
                                                        double l_884_ = double(l_883_);
                                                        l_mut_252_ = l_884_;
                                                        bool l_885_ = (l_882_ < 8388608u);
                                                        if (l_885_) {
                                                            double l_886_ = double(l_882_);
                                                            double l_887_ = (l_886_ * 1.401298464324817e-45L);
                                                            l_mut_252_ = l_887_;
                                                        }
                                                        double _e2085 = l_mut_252_;
                                                        uint64_t l_888_ = _e2085;
                                                        uint l_889_ = (l_881_ >> 31u);
                                                        uint64_t l_890_ = uint64_t(l_889_);
                                                        uint64_t l_891_ = (l_890_ << uint(63uL));
                                                        uint64_t l_892_ = (l_888_ | l_891_);
                                                        double l_893_ = l_892_;
                                                        float _e2096 = l_mut_25_;
                                                        uint l_894_ = asuint(_e2096);
                                                        uint l_895_ = (l_894_ + 1u);
                                                        l_mut_445_ = l_895_;
                                                        uint l_896_ = (l_894_ & 2147483647u);
                                                        bool l_897_ = (l_896_ == 0u);
                                                        if (l_897_) {
                                                            l_mut_445_ = 1u;
                                                        } else {
                                                            uint l_898_ = (l_894_ & 2147483648u);
                                                            bool l_899_ = (l_898_ != 0u);
                                                            if (l_899_) {
                                                                uint l_900_ = (l_894_ - 1u);
                                                                l_mut_445_ = l_900_;
                                                            } else {
                                                                bool l_901_ = (l_894_ == 2139095040u);
                                                                if (l_901_) {
                                                                    l_mut_445_ = l_894_;
                                                                }
                                                            }
                                                        }
                                                        uint _e2113 = l_mut_445_;
                                                        float l_902_ = asfloat(_e2113);
                                                        uint l_903_ = asuint(l_902_);
                                                        uint l_904_ = (l_903_ & 2147483647u);
                                                        float l_905_ = asfloat(l_904_);
                                                        double l_906_ = double(l_905_);
                                                        l_mut_252_ = l_906_;
                                                        bool l_907_ = (l_904_ < 8388608u);
                                                        if (l_907_) {
                                                            double l_908_ = double(l_904_);
                                                            double l_909_ = (l_908_ * 1.401298464324817e-45L);
                                                            l_mut_252_ = l_909_;
                                                        }
                                                        double _e2125 = l_mut_252_;
                                                        uint64_t l_910_ = _e2125;
                                                        uint l_911_ = (l_903_ >> 31u);
                                                        uint64_t l_912_ = uint64_t(l_911_);
                                                        uint64_t l_913_ = (l_912_ << uint(63uL));
                                                        uint64_t l_914_ = (l_910_ | l_913_);
                                                        double l_915_ = l_914_;
                                                        float _e2136 = l_mut_25_;
                                                        uint l_916_ = asuint(_e2136);
                                                        uint l_917_ = (l_916_ ^ 2147483648u);
                                                        float l_918_ = asfloat(l_917_);
                                                        uint l_919_ = asuint(l_918_);
                                                        uint l_920_ = (l_919_ + 1u);
                                                        l_mut_445_ = l_920_;
                                                        uint l_921_ = (l_919_ & 2147483647u);
                                                        bool l_922_ = (l_921_ == 0u);
                                                        if (l_922_) {
                                                            l_mut_445_ = 1u;
                                                        } else {
                                                            uint l_923_ = (l_919_ & 2147483648u);
                                                            bool l_924_ = (l_923_ != 0u);
                                                            if (l_924_) {
                                                                uint l_925_ = (l_919_ - 1u);
                                                                l_mut_445_ = l_925_;
                                                            } else {
                                                                bool l_926_ = (l_919_ == 2139095040u);
                                                                if (l_926_) {
                                                                    l_mut_445_ = l_919_;
                                                                }
                                                            }
                                                        }
                                                        uint _e2157 = l_mut_445_;
                                                        float l_927_ = asfloat(_e2157);
                                                        uint l_928_ = asuint(l_927_);
                                                        uint l_929_ = (l_928_ ^ 2147483648u);
                                                        float l_930_ = asfloat(l_929_);
                                                        uint l_931_ = asuint(l_930_);
                                                        uint l_932_ = (l_931_ & 2147483647u);
                                                        float l_933_ = asfloat(l_932_);
                                                        double l_934_ = double(l_933_);
                                                        l_mut_252_ = l_934_;
                                                        bool l_935_ = (l_932_ < 8388608u);
                                                        if (l_935_) {
                                                            double l_936_ = double(l_932_);
                                                            double l_937_ = (l_936_ * 1.401298464324817e-45L);
                                                            l_mut_252_ = l_937_;
                                                        }
                                                        double _e2173 = l_mut_252_;
                                                        uint64_t l_938_ = _e2173;
                                                        uint l_939_ = (l_931_ >> 31u);
                                                        uint64_t l_940_ = uint64_t(l_939_);
                                                        uint64_t l_941_ = (l_940_ << uint(63uL));
                                                        uint64_t l_942_ = (l_938_ | l_941_);
                                                        double l_943_ = l_942_;
                                                        double l_944_ = (l_879_ + l_878_);
                                                        bool l_945_ = (l_944_ <= l_893_);
                                                        l_mut_546_ = l_945_;
                                                        double l_946_ = (l_879_ - l_878_);
                                                        bool l_947_ = (l_946_ > l_893_);
                                                        l_mut_543_ = l_947_;
                                                        double l_948_ = (l_880_ - l_878_);
                                                        bool l_949_ = (l_948_ >= l_893_);
                                                        l_mut_540_ = l_949_;
                                                        double l_950_ = (l_880_ + l_878_);
                                                        bool l_951_ = (l_950_ < l_893_);
                                                        l_mut_537_ = l_951_;
                                                        if (l_415_) {
                                                            double l_952_ = (l_879_ + l_878_);
                                                            bool l_953_ = (l_952_ < l_915_);
                                                            l_mut_546_ = l_953_;
                                                            double l_954_ = (l_879_ - l_878_);
                                                            bool l_955_ = (l_954_ >= l_915_);
                                                            l_mut_543_ = l_955_;
                                                            double l_956_ = (l_880_ - l_878_);
                                                            bool l_957_ = (l_956_ > l_943_);
                                                            l_mut_540_ = l_957_;
                                                            double l_958_ = (l_880_ + l_878_);
                                                            bool l_959_ = (l_958_ <= l_943_);
                                                            l_mut_537_ = l_959_;
                                                        }
                                                        l_mut_445_ = 2u;
                                                        bool _e2201 = l_mut_543_;
                                                        if (!(_e2201)) {
                                                            bool _e2205 = l_mut_537_;
                                                            local_42 = _e2205;
                                                        } else {
                                                            local_42 = true;
                                                        }
                                                        bool l_960_ = local_42;
                                                        if (l_960_) {
                                                            l_mut_445_ = 1u;
                                                        } else {
                                                            bool _e2209 = l_mut_546_;
                                                            if (_e2209) {
                                                                bool _e2212 = l_mut_540_;
                                                                local_43 = _e2212;
                                                            } else {
                                                                local_43 = false;
                                                            }
                                                            bool l_961_ = local_43;
                                                            if (l_961_) {
                                                                l_mut_445_ = 0u;
                                                            }
                                                        }
                                                        float _e2216 = l_mut_25_;
                                                        uint l_962_ = asuint(_e2216);
                                                        uint l_963_ = (l_962_ & 2147483647u);
                                                        bool l_964_ = (l_963_ == 0u);
                                                        if (l_964_) {
                                                            double l_965_ = (l_879_ + l_878_);
                                                            bool l_966_ = (l_965_ < 1.1754943508222875e-38L);
                                                            double l_967_ = (l_880_ - l_878_);
                                                            bool l_968_ = (l_967_ > -1.1754943508222875e-38L);
                                                            if (l_966_) {
                                                                local_44 = l_968_;
                                                            } else {
                                                                local_44 = false;
                                                            }
                                                            bool l_969_ = local_44;
                                                            double l_970_ = (l_879_ - l_878_);
                                                            bool l_971_ = (l_970_ < 1.1754943508222875e-38L);
                                                            double l_972_ = (l_880_ + l_878_);
                                                            bool l_973_ = (l_972_ > -1.1754943508222875e-38L);
                                                            if (l_971_) {
                                                                local_45 = l_973_;
                                                            } else {
                                                                local_45 = false;
                                                            }
                                                            bool l_974_ = local_45;
                                                            if (l_969_) {
                                                                l_mut_445_ = 0u;
                                                            } else {
                                                                uint _e2243 = l_mut_445_;
                                                                bool l_975_ = (_e2243 == 1u);
                                                                if (l_974_) {
                                                                    local_46 = l_975_;
                                                                } else {
                                                                    local_46 = false;
                                                                }
                                                                bool l_976_ = local_46;
                                                                if (l_976_) {
                                                                    l_mut_445_ = 2u;
                                                                }
                                                            }
                                                        }
                                                        uint _e2251 = l_mut_445_;
                                                        l_mut_486_ = _e2251;
                                                    }
                                                    uint _e2252 = l_mut_486_;
                                                    l_mut_429_ = _e2252;
                                                } else {
                                                    bool l_977_ = (l_411_ == 6u);
                                                    if (l_977_) {
                                                        l_mut_429_ = 0u;
                                                        bool l_978_ = (l_425_ <= l_420_);
                                                        if (l_978_) {
                                                            double l_979_ = (l_417_ * 1.4551915228366852e-11L);
                                                            double l_980_ = (l_427_ + l_979_);
                                                            double _e2260 = l_mut_31_;
                                                            double l_981_ = (_e2260 - l_417_);
                                                            double _e2262 = l_mut_31_;
                                                            double l_982_ = (_e2262 + l_417_);
                                                            float _e2264 = l_mut_25_;
                                                            uint l_983_ = asuint(_e2264);
                                                            uint l_984_ = (l_983_ & 2147483647u);
                                                            float l_985_ = asfloat(l_984_);
                                                            double l_986_ = double(l_985_);
                                                            l_mut_252_ = l_986_;
                                                            bool l_987_ = (l_984_ < 8388608u);
                                                            if (l_987_) {
                                                                double l_988_ = double(l_984_);
                                                                double l_989_ = (l_988_ * 1.401298464324817e-45L);
                                                                l_mut_252_ = l_989_;
                                                            }
                                                            double _e2275 = l_mut_252_;
                                                            uint64_t l_990_ = _e2275;
                                                            uint l_991_ = (l_983_ >> 31u);
                                                            uint64_t l_992_ = uint64_t(l_991_);
                                                            uint64_t l_993_ = (l_992_ << uint(63uL));
                                                            uint64_t l_994_ = (l_990_ | l_993_);
                                                            double l_995_ = l_994_;
                                                            float _e2286 = l_mut_25_;
                                                            uint l_996_ = asuint(_e2286);
                                                            uint l_997_ = (l_996_ + 1u);
                                                            l_mut_486_ = l_997_;
                                                            uint l_998_ = (l_996_ & 2147483647u);
                                                            bool l_999_ = (l_998_ == 0u);
                                                            if (l_999_) {
                                                                l_mut_486_ = 1u;
                                                            } else {
                                                                uint l_1000_ = (l_996_ & 2147483648u);
                                                                bool l_1001_ = (l_1000_ != 0u);
                                                                if (l_1001_) {
                                                                    uint l_1002_ = (l_996_ - 1u);
                                                                    l_mut_486_ = l_1002_;
                                                                } else {
                                                                    bool l_1003_ = (l_996_ == 2139095040u);
                                                                    if (l_1003_) {
                                                                        l_mut_486_ = l_996_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2303 = l_mut_486_;
                                                            float l_1004_ = asfloat(_e2303);
                                                            uint l_1005_ = asuint(l_1004_);
                                                            uint l_1006_ = (l_1005_ & 2147483647u);
                                                            float l_1007_ = asfloat(l_1006_);
                                                            double l_1008_ = double(l_1007_);
                                                            l_mut_252_ = l_1008_;
                                                            bool l_1009_ = (l_1006_ < 8388608u);
                                                            if (l_1009_) {
                                                                double l_1010_ = double(l_1006_);
                                                                double l_1011_ = (l_1010_ * 1.401298464324817e-45L);
                                                                l_mut_252_ = l_1011_;
                                                            }
                                                            double _e2315 = l_mut_252_;
                                                            uint64_t l_1012_ = _e2315;
                                                            uint l_1013_ = (l_1005_ >> 31u);
                                                            uint64_t l_1014_ = uint64_t(l_1013_);
                                                            uint64_t l_1015_ = (l_1014_ << uint(63uL));
                                                            uint64_t l_1016_ = (l_1012_ | l_1015_);
                                                            double l_1017_ = l_1016_;
                                                            float _e2326 = l_mut_25_;
                                                            uint l_1018_ = asuint(_e2326);
                                                            uint l_1019_ = (l_1018_ ^ 2147483648u);
                                                            float l_1020_ = asfloat(l_1019_);
                                                            uint l_1021_ = asuint(l_1020_);
                                                            uint l_1022_ = (l_1021_ + 1u);
                                                            l_mut_486_ = l_1022_;
                                                            uint l_1023_ = (l_1021_ & 2147483647u);
                                                            bool l_1024_ = (l_1023_ == 0u);
                                                            if (l_1024_) {
                                                                l_mut_486_ = 1u;
                                                            } else {
                                                                uint l_1025_ = (l_1021_ & 2147483648u);
                                                                bool l_1026_ = (l_1025_ != 0u);
                                                                if (l_1026_) {
                                                                    uint l_1027_ = (l_1021_ - 1u);
                                                                    l_mut_486_ = l_1027_;
                                                                } else {
                                                                    bool l_1028_ = (l_1021_ == 2139095040u);
                                                                    if (l_1028_) {
                                                                        l_mut_486_ = l_1021_;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2347 = l_mut_486_;
                                                            float l_1029_ = asfloat(_e2347);
                                                            uint l_1030_ = asuint(l_1029_);
                                                            uint l_1031_ = (l_1030_ ^ 2147483648u);
                                                            float l_1032_ = asfloat(l_1031_);
                                                            uint l_1033_ = asuint(l_1032_);
                                                            uint l_1034_ = (l_1033_ & 2147483647u);
                                                            float l_1035_ = asfloat(l_1034_);
                                                            double l_1036_ = double(l_1035_);
                                                            l_mut_252_ = l_1036_;
                                                            bool l_1037_ = (l_1034_ < 8388608u);
                                                            if (l_1037_) {
                                                                double l_1038_ = double(l_1034_);
                                                                double l_1039_ = (l_1038_ * 1.401298464324817e-45L);
                                                                l_mut_252_ = l_1039_;
                                                            }
                                                            double _e2363 = l_mut_252_;
                                                            uint64_t l_1040_ = _e2363;
                                                            uint l_1041_ = (l_1033_ >> 31u);
                                                            uint64_t l_1042_ = uint64_t(l_1041_);
                                                            uint64_t l_1043_ = (l_1042_ << uint(63uL));
                                                            uint64_t l_1044_ = (l_1040_ | l_1043_);
                                                            double l_1045_ = l_1044_;
                                                            double l_1046_ = (l_981_ + l_980_);
                                                            bool l_1047_ = (l_1046_ <= l_995_);
                                                            l_mut_546_ = l_1047_;
                                                            double l_1048_ = (l_981_ - l_980_);
                                                            bool l_1049_ = (l_1048_ > l_995_);
                                                            l_mut_543_ = l_1049_;
                                                            double l_1050_ = (l_982_ - l_980_);
                                                            bool l_1051_ = (l_1050_ >= l_995_);
                                                            l_mut_540_ = l_1051_;
                                                            double l_1052_ = (l_982_ + l_980_);
                                                            bool l_1053_ = (l_1052_ < l_995_);
                                                            l_mut_537_ = l_1053_;
                                                            if (l_415_) {
                                                                double l_1054_ = (l_981_ + l_980_);
                                                                bool l_1055_ = (l_1054_ < l_1017_);
                                                                l_mut_546_ = l_1055_;
                                                                double l_1056_ = (l_981_ - l_980_);
                                                                bool l_1057_ = (l_1056_ >= l_1017_);
                                                                l_mut_543_ = l_1057_;
                                                                double l_1058_ = (l_982_ - l_980_);
                                                                bool l_1059_ = (l_1058_ > l_1045_);
                                                                l_mut_540_ = l_1059_;
                                                                double l_1060_ = (l_982_ + l_980_);
                                                                bool l_1061_ = (l_1060_ <= l_1045_);
                                                                l_mut_537_ = l_1061_;
                                                            }
                                                            l_mut_486_ = 2u;
                                                            bool _e2391 = l_mut_543_;
                                                            if (!(_e2391)) {
                                                                bool _e2395 = l_mut_537_;
                                                                local_47 = _e2395;
                                                            } else {
                                                                local_47 = true;
                                                            }
                                                            bool l_1062_ = local_47;
                                                            if (l_1062_) {
                                                                l_mut_486_ = 1u;
                                                            } else {
                                                                bool _e2399 = l_mut_546_;
                                                                if (_e2399) {
                                                                    bool _e2402 = l_mut_540_;
                                                                    local_48 = _e2402;
                                                                } else {
                                                                    local_48 = false;
                                                                }
                                                                bool l_1063_ = local_48;
                                                                if (l_1063_) {
                                                                    l_mut_486_ = 0u;
                                                                }
                                                            }
                                                            float _e2406 = l_mut_25_;
                                                            uint l_1064_ = asuint(_e2406);
                                                            uint l_1065_ = (l_1064_ & 2147483647u);
                                                            bool l_1066_ = (l_1065_ == 0u);
                                                            if (l_1066_) {
                                                                double l_1067_ = (l_981_ + l_980_);
                                                                bool l_1068_ = (l_1067_ < 1.1754943508222875e-38L);
                                                                double l_1069_ = (l_982_ - l_980_);
                                                                bool l_1070_ = (l_1069_ > -1.1754943508222875e-38L);
                                                                if (l_1068_) {
                                                                    local_49 = l_1070_;
                                                                } else {
                                                                    local_49 = false;
                                                                }
                                                                bool l_1071_ = local_49;
                                                                double l_1072_ = (l_981_ - l_980_);
                                                                bool l_1073_ = (l_1072_ < 1.1754943508222875e-38L);
                                                                double l_1074_ = (l_982_ + l_980_);
                                                                bool l_1075_ = (l_1074_ > -1.1754943508222875e-38L);
                                                                if (l_1073_) {
                                                                    local_50 = l_1075_;
                                                                } else {
                                                                    local_50 = false;
                                                                }
                                                                bool l_1076_ = local_50;
                                                                if (l_1071_) {
                                                                    l_mut_486_ = 0u;
                                                                } else {
                                                                    uint _e2433 = l_mut_486_;
                                                                    bool l_1077_ = (_e2433 == 1u);
                                                                    if (l_1076_) {
                                                                        local_51 = l_1077_;
                                                                    } else {
                                                                        local_51 = false;
                                                                    }
                                                                    bool l_1078_ = local_51;
                                                                    if (l_1078_) {
                                                                        l_mut_486_ = 2u;
                                                                    }
                                                                }
                                                            }
                                                            uint _e2441 = l_mut_486_;
                                                            l_mut_429_ = _e2441;
                                                        }
                                                    } else {
                                                        bool l_1079_ = (l_411_ == 7u);
                                                        if (l_1079_) {
                                                            double _e2444 = l_mut_31_;
                                                            double l_1080_ = abs(_e2444);
                                                            double l_1081_ = (l_417_ * l_1080_);
                                                            l_mut_252_ = l_1081_;
                                                            double _e2447 = l_mut_31_;
                                                            double l_1082_ = abs(_e2447);
                                                            l_mut_84_ = 1.401298464324817e-45L;
                                                            bool l_1083_ = (l_1082_ >= 1.1754943508222875e-38L);
                                                            bool l_1084_ = (l_1082_ <= 1.7976931348623157e308L);
                                                            if (l_1083_) {
                                                                local_52 = l_1084_;
                                                            } else {
                                                                local_52 = false;
                                                            }
                                                            bool l_1085_ = local_52;
                                                            if (l_1085_) {
                                                                uint64_t l_1086_ = l_1082_;
                                                                uint64_t l_1087_ = (l_1086_ >> uint(52uL));
                                                                uint64_t l_1088_ = (l_1087_ - 23uL);
                                                                uint64_t l_1089_ = (l_1088_ << uint(52uL));
                                                                double l_1090_ = l_1089_;
                                                                l_mut_84_ = l_1090_;
                                                            }
                                                            double _e2471 = l_mut_84_;
                                                            double l_1091_ = (0.5L * _e2471);
                                                            double _e2473 = l_mut_252_;
                                                            bool l_1092_ = (l_1091_ > _e2473);
                                                            if (l_1092_) {
                                                                l_mut_252_ = l_1091_;
                                                            }
                                                            double _e2475 = l_mut_31_;
                                                            double l_1093_ = (_e2475 - l_427_);
                                                            double l_1094_ = abs(l_1093_);
                                                            l_mut_84_ = 1.401298464324817e-45L;
                                                            bool l_1095_ = (l_1094_ >= 1.1754943508222875e-38L);
                                                            bool l_1096_ = (l_1094_ <= 1.7976931348623157e308L);
                                                            if (l_1095_) {
                                                                local_53 = l_1096_;
                                                            } else {
                                                                local_53 = false;
                                                            }
                                                            bool l_1097_ = local_53;
                                                            if (l_1097_) {
                                                                uint64_t l_1098_ = l_1094_;
                                                                uint64_t l_1099_ = (l_1098_ >> uint(52uL));
                                                                uint64_t l_1100_ = (l_1099_ - 23uL);
                                                                uint64_t l_1101_ = (l_1100_ << uint(52uL));
                                                                double l_1102_ = l_1101_;
                                                                l_mut_84_ = l_1102_;
                                                            }
                                                            double _e2499 = l_mut_31_;
                                                            double l_1103_ = (_e2499 + l_427_);
                                                            double l_1104_ = abs(l_1103_);
                                                            l_mut_57_ = 1.401298464324817e-45L;
                                                            bool l_1105_ = (l_1104_ >= 1.1754943508222875e-38L);
                                                            bool l_1106_ = (l_1104_ <= 1.7976931348623157e308L);
                                                            if (l_1105_) {
                                                                local_54 = l_1106_;
                                                            } else {
                                                                local_54 = false;
                                                            }
                                                            bool l_1107_ = local_54;
                                                            if (l_1107_) {
                                                                uint64_t l_1108_ = l_1104_;
                                                                uint64_t l_1109_ = (l_1108_ >> uint(52uL));
                                                                uint64_t l_1110_ = (l_1109_ - 23uL);
                                                                uint64_t l_1111_ = (l_1110_ << uint(52uL));
                                                                double l_1112_ = l_1111_;
                                                                l_mut_57_ = l_1112_;
                                                            }
                                                            double _e2523 = l_mut_84_;
                                                            double _e2524 = l_mut_57_;
                                                            bool l_1113_ = (_e2523 == _e2524);
                                                            if (l_1113_) {
                                                                double l_1114_ = (l_417_ * l_427_);
                                                                double l_1115_ = (l_427_ + l_1114_);
                                                                double _e2528 = l_mut_252_;
                                                                double l_1116_ = (_e2528 * 1.4551915228366852e-11L);
                                                                double l_1117_ = (l_1115_ + l_1116_);
                                                                double _e2532 = l_mut_31_;
                                                                double _e2533 = l_mut_252_;
                                                                double l_1118_ = (_e2532 - _e2533);
                                                                double _e2535 = l_mut_31_;
                                                                double _e2536 = l_mut_252_;
                                                                double l_1119_ = (_e2535 + _e2536);
                                                                float _e2538 = l_mut_25_;
                                                                uint l_1120_ = asuint(_e2538);
                                                                uint l_1121_ = (l_1120_ & 2147483647u);
                                                                float l_1122_ = asfloat(l_1121_);
                                                                double l_1123_ = double(l_1122_);
                                                                l_mut_252_ = l_1123_;
                                                                bool l_1124_ = (l_1121_ < 8388608u);
                                                                if (l_1124_) {
                                                                    double l_1125_ = double(l_1121_);
                                                                    double l_1126_ = (l_1125_ * 1.401298464324817e-45L);
                                                                    l_mut_252_ = l_1126_;
                                                                }
                                                                double _e2549 = l_mut_252_;
                                                                uint64_t l_1127_ = _e2549;
                                                                uint l_1128_ = (l_1120_ >> 31u);
                                                                uint64_t l_1129_ = uint64_t(l_1128_);
                                                                uint64_t l_1130_ = (l_1129_ << uint(63uL));
                                                                uint64_t l_1131_ = (l_1127_ | l_1130_);
                                                                double l_1132_ = l_1131_;
                                                                float _e2560 = l_mut_25_;
                                                                uint l_1133_ = asuint(_e2560);
                                                                uint l_1134_ = (l_1133_ + 1u);
                                                                l_mut_486_ = l_1134_;
                                                                uint l_1135_ = (l_1133_ & 2147483647u);
                                                                bool l_1136_ = (l_1135_ == 0u);
                                                                if (l_1136_) {
                                                                    l_mut_486_ = 1u;
                                                                } else {
                                                                    uint l_1137_ = (l_1133_ & 2147483648u);
                                                                    bool l_1138_ = (l_1137_ != 0u);
                                                                    if (l_1138_) {
                                                                        uint l_1139_ = (l_1133_ - 1u);
                                                                        l_mut_486_ = l_1139_;
                                                                    } else {
                                                                        bool l_1140_ = (l_1133_ == 2139095040u);
                                                                        if (l_1140_) {
                                                                            l_mut_486_ = l_1133_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2577 = l_mut_486_;
                                                                float l_1141_ = asfloat(_e2577);
                                                                uint l_1142_ = asuint(l_1141_);
                                                                uint l_1143_ = (l_1142_ & 2147483647u);
                                                                float l_1144_ = asfloat(l_1143_);
                                                                double l_1145_ = double(l_1144_);
                                                                l_mut_252_ = l_1145_;
                                                                bool l_1146_ = (l_1143_ < 8388608u);
                                                                if (l_1146_) {
                                                                    double l_1147_ = double(l_1143_);
                                                                    double l_1148_ = (l_1147_ * 1.401298464324817e-45L);
                                                                    l_mut_252_ = l_1148_;
                                                                }
                                                                double _e2589 = l_mut_252_;
                                                                uint64_t l_1149_ = _e2589;
                                                                uint l_1150_ = (l_1142_ >> 31u);
                                                                uint64_t l_1151_ = uint64_t(l_1150_);
                                                                uint64_t l_1152_ = (l_1151_ << uint(63uL));
                                                                uint64_t l_1153_ = (l_1149_ | l_1152_);
                                                                double l_1154_ = l_1153_;
                                                                float _e2600 = l_mut_25_;
                                                                uint l_1155_ = asuint(_e2600);
                                                                uint l_1156_ = (l_1155_ ^ 2147483648u);
                                                                float l_1157_ = asfloat(l_1156_);
                                                                uint l_1158_ = asuint(l_1157_);
                                                                uint l_1159_ = (l_1158_ + 1u);
                                                                l_mut_486_ = l_1159_;
                                                                uint l_1160_ = (l_1158_ & 2147483647u);
                                                                bool l_1161_ = (l_1160_ == 0u);
                                                                if (l_1161_) {
                                                                    l_mut_486_ = 1u;
                                                                } else {
                                                                    uint l_1162_ = (l_1158_ & 2147483648u);
                                                                    bool l_1163_ = (l_1162_ != 0u);
                                                                    if (l_1163_) {
                                                                        uint l_1164_ = (l_1158_ - 1u);
                                                                        l_mut_486_ = l_1164_;
                                                                    } else {
                                                                        bool l_1165_ = (l_1158_ == 2139095040u);
                                                                        if (l_1165_) {
                                                                            l_mut_486_ = l_1158_;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2621 = l_mut_486_;
                                                                float l_1166_ = asfloat(_e2621);
                                                                uint l_1167_ = asuint(l_1166_);
                                                                uint l_1168_ = (l_1167_ ^ 2147483648u);
                                                                float l_1169_ = asfloat(l_1168_);
                                                                uint l_1170_ = asuint(l_1169_);
                                                                uint l_1171_ = (l_1170_ & 2147483647u);
                                                                float l_1172_ = asfloat(l_1171_);
                                                                double l_1173_ = double(l_1172_);
                                                                l_mut_252_ = l_1173_;
                                                                bool l_1174_ = (l_1171_ < 8388608u);
                                                                if (l_1174_) {
                                                                    double l_1175_ = double(l_1171_);
                                                                    double l_1176_ = (l_1175_ * 1.401298464324817e-45L);
                                                                    l_mut_252_ = l_1176_;
                                                                }
                                                                double _e2637 = l_mut_252_;
                                                                uint64_t l_1177_ = _e2637;
                                                                uint l_1178_ = (l_1170_ >> 31u);
                                                                uint64_t l_1179_ = uint64_t(l_1178_);
                                                                uint64_t l_1180_ = (l_1179_ << uint(63uL));
                                                                uint64_t l_1181_ = (l_1177_ | l_1180_);
                                                                double l_1182_ = l_1181_;
                                                                double l_1183_ = (l_1118_ + l_1117_);
                                                                bool l_1184_ = (l_1183_ <= l_1132_);
                                                                l_mut_546_ = l_1184_;
                                                                double l_1185_ = (l_1118_ - l_1117_);
                                                                bool l_1186_ = (l_1185_ > l_1132_);
                                                                l_mut_543_ = l_1186_;
                                                                double l_1187_ = (l_1119_ - l_1117_);
                                                                bool l_1188_ = (l_1187_ >= l_1132_);
                                                                l_mut_540_ = l_1188_;
                                                                double l_1189_ = (l_1119_ + l_1117_);
                                                                bool l_1190_ = (l_1189_ < l_1132_);
                                                                l_mut_537_ = l_1190_;
                                                                if (l_415_) {
                                                                    double l_1191_ = (l_1118_ + l_1117_);
                                                                    bool l_1192_ = (l_1191_ < l_1154_);
                                                                    l_mut_546_ = l_1192_;
                                                                    double l_1193_ = (l_1118_ - l_1117_);
                                                                    bool l_1194_ = (l_1193_ >= l_1154_);
                                                                    l_mut_543_ = l_1194_;
                                                                    double l_1195_ = (l_1119_ - l_1117_);
                                                                    bool l_1196_ = (l_1195_ > l_1182_);
                                                                    l_mut_540_ = l_1196_;
                                                                    double l_1197_ = (l_1119_ + l_1117_);
                                                                    bool l_1198_ = (l_1197_ <= l_1182_);
                                                                    l_mut_537_ = l_1198_;
                                                                }
                                                                l_mut_486_ = 2u;
                                                                bool _e2665 = l_mut_543_;
                                                                if (!(_e2665)) {
                                                                    bool _e2669 = l_mut_537_;
                                                                    local_55 = _e2669;
                                                                } else {
                                                                    local_55 = true;
                                                                }
                                                                bool l_1199_ = local_55;
                                                                if (l_1199_) {
                                                                    l_mut_486_ = 1u;
                                                                } else {
                                                                    bool _e2673 = l_mut_546_;
                                                                    if (_e2673) {
                                                                        bool _e2676 = l_mut_540_;
                                                                        local_56 = _e2676;
                                                                    } else {
                                                                        local_56 = false;
                                                                    }
                                                                    bool l_1200_ = local_56;
                                                                    if (l_1200_) {
                                                                        l_mut_486_ = 0u;
                                                                    }
                                                                }
                                                                float _e2680 = l_mut_25_;
                                                                uint l_1201_ = asuint(_e2680);
                                                                uint l_1202_ = (l_1201_ & 2147483647u);
                                                                bool l_1203_ = (l_1202_ == 0u);
                                                                if (l_1203_) {
                                                                    double l_1204_ = (l_1118_ + l_1117_);
                                                                    bool l_1205_ = (l_1204_ < 1.1754943508222875e-38L);
                                                                    double l_1206_ = (l_1119_ - l_1117_);
                                                                    bool l_1207_ = (l_1206_ > -1.1754943508222875e-38L);
                                                                    if (l_1205_) {
                                                                        local_57 = l_1207_;
                                                                    } else {
                                                                        local_57 = false;
                                                                    }
                                                                    bool l_1208_ = local_57;
                                                                    double l_1209_ = (l_1118_ - l_1117_);
                                                                    bool l_1210_ = (l_1209_ < 1.1754943508222875e-38L);
                                                                    double l_1211_ = (l_1119_ + l_1117_);
                                                                    bool l_1212_ = (l_1211_ > -1.1754943508222875e-38L);
                                                                    if (l_1210_) {
                                                                        local_58 = l_1212_;
                                                                    } else {
                                                                        local_58 = false;
                                                                    }
                                                                    bool l_1213_ = local_58;
                                                                    if (l_1208_) {
                                                                        l_mut_486_ = 0u;
                                                                    } else {
                                                                        uint _e2707 = l_mut_486_;
                                                                        bool l_1214_ = (_e2707 == 1u);
                                                                        if (l_1213_) {
                                                                            local_59 = l_1214_;
                                                                        } else {
                                                                            local_59 = false;
                                                                        }
                                                                        bool l_1215_ = local_59;
                                                                        if (l_1215_) {
                                                                            l_mut_486_ = 2u;
                                                                        }
                                                                    }
                                                                }
                                                                uint _e2715 = l_mut_486_;
                                                                l_mut_429_ = _e2715;
                                                            }
                                                        } else {
                                                            bool l_1216_ = (l_411_ == 8u);
                                                            if (l_1216_) {
                                                                bool l_1217_ = (l_424_ >= 0.5L);
                                                                bool l_1218_ = (l_424_ <= 2.0L);
                                                                if (l_1217_) {
                                                                    local_60 = l_1218_;
                                                                } else {
                                                                    local_60 = false;
                                                                }
                                                                bool l_1219_ = local_60;
                                                                if (l_1219_) {
                                                                    double l_1220_ = (l_417_ * 1.4551915228366852e-11L);
                                                                    double l_1221_ = (l_427_ + l_1220_);
                                                                    double _e2729 = l_mut_31_;
                                                                    double l_1222_ = (_e2729 - l_417_);
                                                                    double _e2731 = l_mut_31_;
                                                                    double l_1223_ = (_e2731 + l_417_);
                                                                    float _e2733 = l_mut_25_;
                                                                    uint l_1224_ = asuint(_e2733);
                                                                    uint l_1225_ = (l_1224_ & 2147483647u);
                                                                    float l_1226_ = asfloat(l_1225_);
                                                                    double l_1227_ = double(l_1226_);
                                                                    l_mut_252_ = l_1227_;
                                                                    bool l_1228_ = (l_1225_ < 8388608u);
                                                                    if (l_1228_) {
                                                                        double l_1229_ = double(l_1225_);
                                                                        double l_1230_ = (l_1229_ * 1.401298464324817e-45L);
                                                                        l_mut_252_ = l_1230_;
                                                                    }
                                                                    double _e2744 = l_mut_252_;
                                                                    uint64_t l_1231_ = _e2744;
                                                                    uint l_1232_ = (l_1224_ >> 31u);
                                                                    uint64_t l_1233_ = uint64_t(l_1232_);
                                                                    uint64_t l_1234_ = (l_1233_ << uint(63uL));
                                                                    uint64_t l_1235_ = (l_1231_ | l_1234_);
                                                                    double l_1236_ = l_1235_;
                                                                    float _e2755 = l_mut_25_;
                                                                    uint l_1237_ = asuint(_e2755);
                                                                    uint l_1238_ = (l_1237_ + 1u);
                                                                    l_mut_486_ = l_1238_;
                                                                    uint l_1239_ = (l_1237_ & 2147483647u);
                                                                    bool l_1240_ = (l_1239_ == 0u);
                                                                    if (l_1240_) {
                                                                        l_mut_486_ = 1u;
                                                                    } else {
                                                                        uint l_1241_ = (l_1237_ & 2147483648u);
                                                                        bool l_1242_ = (l_1241_ != 0u);
                                                                        if (l_1242_) {
                                                                            uint l_1243_ = (l_1237_ - 1u);
                                                                            l_mut_486_ = l_1243_;
                                                                        } else {
                                                                            bool l_1244_ = (l_1237_ == 2139095040u);
                                                                            if (l_1244_) {
                                                                                l_mut_486_ = l_1237_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2772 = l_mut_486_;
                                                                    float l_1245_ = asfloat(_e2772);
                                                                    uint l_1246_ = asuint(l_1245_);
                                                                    uint l_1247_ = (l_1246_ & 2147483647u);
                                                                    float l_1248_ = asfloat(l_1247_);
                                                                    double l_1249_ = double(l_1248_);
                                                                    l_mut_252_ = l_1249_;
                                                                    bool l_1250_ = (l_1247_ < 8388608u);
                                                                    if (l_1250_) {
                                                                        double l_1251_ = double(l_1247_);
                                                                        double l_1252_ = (l_1251_ * 1.401298464324817e-45L);
                                                                        l_mut_252_ = l_1252_;
                                                                    }
                                                                    double _e2784 = l_mut_252_;
                                                                    uint64_t l_1253_ = _e2784;
                                                                    uint l_1254_ = (l_1246_ >> 31u);
                                                                    uint64_t l_1255_ = uint64_t(l_1254_);
                                                                    uint64_t l_1256_ = (l_1255_ << uint(63uL));
                                                                    uint64_t l_1257_ = (l_1253_ | l_1256_);
                                                                    double l_1258_ = l_1257_;
                                                                    float _e2795 = l_mut_25_;
                                                                    uint l_1259_ = asuint(_e2795);
                                                                    uint l_1260_ = (l_1259_ ^ 2147483648u);
                                                                    float l_1261_ = asfloat(l_1260_);
                                                                    uint l_1262_ = asuint(l_1261_);
                                                                    uint l_1263_ = (l_1262_ + 1u);
                                                                    l_mut_486_ = l_1263_;
                                                                    uint l_1264_ = (l_1262_ & 2147483647u);
                                                                    bool l_1265_ = (l_1264_ == 0u);
                                                                    if (l_1265_) {
                                                                        l_mut_486_ = 1u;
                                                                    } else {
                                                                        uint l_1266_ = (l_1262_ & 2147483648u);
                                                                        bool l_1267_ = (l_1266_ != 0u);
                                                                        if (l_1267_) {
                                                                            uint l_1268_ = (l_1262_ - 1u);
                                                                            l_mut_486_ = l_1268_;
                                                                        } else {
                                                                            bool l_1269_ = (l_1262_ == 2139095040u);
                                                                            if (l_1269_) {
                                                                                l_mut_486_ = l_1262_;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2816 = l_mut_486_;
                                                                    float l_1270_ = asfloat(_e2816);
                                                                    uint l_1271_ = asuint(l_1270_);
                                                                    uint l_1272_ = (l_1271_ ^ 2147483648u);
                                                                    float l_1273_ = asfloat(l_1272_);
                                                                    uint l_1274_ = asuint(l_1273_);
                                                                    uint l_1275_ = (l_1274_ & 2147483647u);
                                                                    float l_1276_ = asfloat(l_1275_);
                                                                    double l_1277_ = double(l_1276_);
                                                                    l_mut_252_ = l_1277_;
                                                                    bool l_1278_ = (l_1275_ < 8388608u);
                                                                    if (l_1278_) {
                                                                        double l_1279_ = double(l_1275_);
                                                                        double l_1280_ = (l_1279_ * 1.401298464324817e-45L);
                                                                        l_mut_252_ = l_1280_;
                                                                    }
                                                                    double _e2832 = l_mut_252_;
                                                                    uint64_t l_1281_ = _e2832;
                                                                    uint l_1282_ = (l_1274_ >> 31u);
                                                                    uint64_t l_1283_ = uint64_t(l_1282_);
                                                                    uint64_t l_1284_ = (l_1283_ << uint(63uL));
                                                                    uint64_t l_1285_ = (l_1281_ | l_1284_);
                                                                    double l_1286_ = l_1285_;
                                                                    double l_1287_ = (l_1222_ + l_1221_);
                                                                    bool l_1288_ = (l_1287_ <= l_1236_);
                                                                    l_mut_546_ = l_1288_;
                                                                    double l_1289_ = (l_1222_ - l_1221_);
                                                                    bool l_1290_ = (l_1289_ > l_1236_);
                                                                    l_mut_543_ = l_1290_;
                                                                    double l_1291_ = (l_1223_ - l_1221_);
                                                                    bool l_1292_ = (l_1291_ >= l_1236_);
                                                                    l_mut_540_ = l_1292_;
                                                                    double l_1293_ = (l_1223_ + l_1221_);
                                                                    bool l_1294_ = (l_1293_ < l_1236_);
                                                                    l_mut_537_ = l_1294_;
                                                                    if (l_415_) {
                                                                        double l_1295_ = (l_1222_ + l_1221_);
                                                                        bool l_1296_ = (l_1295_ < l_1258_);
                                                                        l_mut_546_ = l_1296_;
                                                                        double l_1297_ = (l_1222_ - l_1221_);
                                                                        bool l_1298_ = (l_1297_ >= l_1258_);
                                                                        l_mut_543_ = l_1298_;
                                                                        double l_1299_ = (l_1223_ - l_1221_);
                                                                        bool l_1300_ = (l_1299_ > l_1286_);
                                                                        l_mut_540_ = l_1300_;
                                                                        double l_1301_ = (l_1223_ + l_1221_);
                                                                        bool l_1302_ = (l_1301_ <= l_1286_);
                                                                        l_mut_537_ = l_1302_;
                                                                    }
                                                                    l_mut_486_ = 2u;
                                                                    bool _e2860 = l_mut_543_;
                                                                    if (!(_e2860)) {
                                                                        bool _e2864 = l_mut_537_;
                                                                        local_61 = _e2864;
                                                                    } else {
                                                                        local_61 = true;
                                                                    }
                                                                    bool l_1303_ = local_61;
                                                                    if (l_1303_) {
                                                                        l_mut_486_ = 1u;
                                                                    } else {
                                                                        bool _e2868 = l_mut_546_;
                                                                        if (_e2868) {
                                                                            bool _e2871 = l_mut_540_;
                                                                            local_62 = _e2871;
                                                                        } else {
                                                                            local_62 = false;
                                                                        }
                                                                        bool l_1304_ = local_62;
                                                                        if (l_1304_) {
                                                                            l_mut_486_ = 0u;
                                                                        }
                                                                    }
                                                                    float _e2875 = l_mut_25_;
                                                                    uint l_1305_ = asuint(_e2875);
                                                                    uint l_1306_ = (l_1305_ & 2147483647u);
                                                                    bool l_1307_ = (l_1306_ == 0u);
                                                                    if (l_1307_) {
                                                                        double l_1308_ = (l_1222_ + l_1221_);
                                                                        bool l_1309_ = (l_1308_ < 1.1754943508222875e-38L);
                                                                        double l_1310_ = (l_1223_ - l_1221_);
                                                                        bool l_1311_ = (l_1310_ > -1.1754943508222875e-38L);
                                                                        if (l_1309_) {
                                                                            local_63 = l_1311_;
                                                                        } else {
                                                                            local_63 = false;
                                                                        }
                                                                        bool l_1312_ = local_63;
                                                                        double l_1313_ = (l_1222_ - l_1221_);
                                                                        bool l_1314_ = (l_1313_ < 1.1754943508222875e-38L);
                                                                        double l_1315_ = (l_1223_ + l_1221_);
                                                                        bool l_1316_ = (l_1315_ > -1.1754943508222875e-38L);
                                                                        if (l_1314_) {
                                                                            local_64 = l_1316_;
                                                                        } else {
                                                                            local_64 = false;
                                                                        }
                                                                        bool l_1317_ = local_64;
                                                                        if (l_1312_) {
                                                                            l_mut_486_ = 0u;
                                                                        } else {
                                                                            uint _e2902 = l_mut_486_;
                                                                            bool l_1318_ = (_e2902 == 1u);
                                                                            if (l_1317_) {
                                                                                local_65 = l_1318_;
                                                                            } else {
                                                                                local_65 = false;
                                                                            }
                                                                            bool l_1319_ = local_65;
                                                                            if (l_1319_) {
                                                                                l_mut_486_ = 2u;
                                                                            }
                                                                        }
                                                                    }
                                                                    uint _e2910 = l_mut_486_;
                                                                    l_mut_429_ = _e2910;
                                                                } else {
                                                                    double _e2911 = l_mut_31_;
                                                                    double l_1320_ = abs(_e2911);
                                                                    l_mut_252_ = 1.401298464324817e-45L;
                                                                    bool l_1321_ = (l_1320_ >= 1.1754943508222875e-38L);
                                                                    bool l_1322_ = (l_1320_ <= 1.7976931348623157e308L);
                                                                    if (l_1321_) {
                                                                        local_66 = l_1322_;
                                                                    } else {
                                                                        local_66 = false;
                                                                    }
                                                                    bool l_1323_ = local_66;
                                                                    if (l_1323_) {
                                                                        uint64_t l_1324_ = l_1320_;
                                                                        uint64_t l_1325_ = (l_1324_ >> uint(52uL));
                                                                        uint64_t l_1326_ = (l_1325_ - 23uL);
                                                                        uint64_t l_1327_ = (l_1326_ << uint(52uL));
                                                                        double l_1328_ = l_1327_;
                                                                        l_mut_252_ = l_1328_;
                                                                    }
                                                                    double _e2934 = l_mut_252_;
                                                                    double l_1329_ = (l_420_ * _e2934);
                                                                    l_mut_486_ = 2u;
                                                                    double _e2937 = l_mut_31_;
                                                                    double l_1330_ = (_e2937 - l_427_);
                                                                    double l_1331_ = abs(l_1330_);
                                                                    l_mut_252_ = 1.401298464324817e-45L;
                                                                    bool l_1332_ = (l_1331_ >= 1.1754943508222875e-38L);
                                                                    bool l_1333_ = (l_1331_ <= 1.7976931348623157e308L);
                                                                    if (l_1332_) {
                                                                        local_67 = l_1333_;
                                                                    } else {
                                                                        local_67 = false;
                                                                    }
                                                                    bool l_1334_ = local_67;
                                                                    if (l_1334_) {
                                                                        uint64_t l_1335_ = l_1331_;
                                                                        uint64_t l_1336_ = (l_1335_ >> uint(52uL));
                                                                        uint64_t l_1337_ = (l_1336_ - 23uL);
                                                                        uint64_t l_1338_ = (l_1337_ << uint(52uL));
                                                                        double l_1339_ = l_1338_;
                                                                        l_mut_252_ = l_1339_;
                                                                    }
                                                                    double _e2961 = l_mut_31_;
                                                                    double l_1340_ = (_e2961 + l_427_);
                                                                    double l_1341_ = abs(l_1340_);
                                                                    l_mut_84_ = 1.401298464324817e-45L;
                                                                    bool l_1342_ = (l_1341_ >= 1.1754943508222875e-38L);
                                                                    bool l_1343_ = (l_1341_ <= 1.7976931348623157e308L);
                                                                    if (l_1342_) {
                                                                        local_68 = l_1343_;
                                                                    } else {
                                                                        local_68 = false;
                                                                    }
                                                                    bool l_1344_ = local_68;
                                                                    if (l_1344_) {
                                                                        uint64_t l_1345_ = l_1341_;
                                                                        uint64_t l_1346_ = (l_1345_ >> uint(52uL));
                                                                        uint64_t l_1347_ = (l_1346_ - 23uL);
                                                                        uint64_t l_1348_ = (l_1347_ << uint(52uL));
                                                                        double l_1349_ = l_1348_;
                                                                        l_mut_84_ = l_1349_;
                                                                    }
                                                                    double _e2985 = l_mut_252_;
                                                                    double _e2986 = l_mut_84_;
                                                                    bool l_1350_ = (_e2985 == _e2986);
                                                                    if (l_1350_) {
                                                                        double l_1351_ = (l_1329_ * 1.4551915228366852e-11L);
                                                                        double l_1352_ = (l_427_ + l_1351_);
                                                                        double _e2991 = l_mut_31_;
                                                                        double l_1353_ = (_e2991 - l_1329_);
                                                                        double _e2993 = l_mut_31_;
                                                                        double l_1354_ = (_e2993 + l_1329_);
                                                                        float _e2995 = l_mut_25_;
                                                                        uint l_1355_ = asuint(_e2995);
                                                                        uint l_1356_ = (l_1355_ & 2147483647u);
                                                                        float l_1357_ = asfloat(l_1356_);
                                                                        double l_1358_ = double(l_1357_);
                                                                        l_mut_252_ = l_1358_;
                                                                        bool l_1359_ = (l_1356_ < 8388608u);
                                                                        if (l_1359_) {
                                                                            double l_1360_ = double(l_1356_);
                                                                            double l_1361_ = (l_1360_ * 1.401298464324817e-45L);
                                                                            l_mut_252_ = l_1361_;
                                                                        }
                                                                        double _e3006 = l_mut_252_;
                                                                        uint64_t l_1362_ = _e3006;
                                                                        uint l_1363_ = (l_1355_ >> 31u);
                                                                        uint64_t l_1364_ = uint64_t(l_1363_);
                                                                        uint64_t l_1365_ = (l_1364_ << uint(63uL));
                                                                        uint64_t l_1366_ = (l_1362_ | l_1365_);
                                                                        double l_1367_ = l_1366_;
                                                                        float _e3017 = l_mut_25_;
                                                                        uint l_1368_ = asuint(_e3017);
                                                                        uint l_1369_ = (l_1368_ + 1u);
                                                                        l_mut_445_ = l_1369_;
                                                                        uint l_1370_ = (l_1368_ & 2147483647u);
                                                                        bool l_1371_ = (l_1370_ == 0u);
                                                                        if (l_1371_) {
                                                                            l_mut_445_ = 1u;
                                                                        } else {
                                                                            uint l_1372_ = (l_1368_ & 2147483648u);
                                                                            bool l_1373_ = (l_1372_ != 0u);
                                                                            if (l_1373_) {
                                                                                uint l_1374_ = (l_1368_ - 1u);
                                                                                l_mut_445_ = l_1374_;
                                                                            } else {
                                                                                bool l_1375_ = (l_1368_ == 2139095040u);
                                                                                if (l_1375_) {
                                                                                    l_mut_445_ = l_1368_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3034 = l_mut_445_;
                                                                        float l_1376_ = asfloat(_e3034);
                                                                        uint l_1377_ = asuint(l_1376_);
                                                                        uint l_1378_ = (l_1377_ & 2147483647u);
                                                                        float l_1379_ = asfloat(l_1378_);
                                                                        double l_1380_ = double(l_1379_);
                                                                        l_mut_252_ = l_1380_;
                                                                        bool l_1381_ = (l_1378_ < 8388608u);
                                                                        if (l_1381_) {
                                                                            double l_1382_ = double(l_1378_);
                                                                            double l_1383_ = (l_1382_ * 1.401298464324817e-45L);
                                                                            l_mut_252_ = l_1383_;
                                                                        }
                                                                        double _e3046 = l_mut_252_;
                                                                        uint64_t l_1384_ = _e3046;
                                                                        uint l_1385_ = (l_1377_ >> 31u);
                                                                        uint64_t l_1386_ = uint64_t(l_1385_);
                                                                        uint64_t l_1387_ = (l_1386_ << uint(63uL));
                                                                        uint64_t l_1388_ = (l_1384_ | l_1387_);
                                                                        double l_1389_ = l_1388_;
                                                                        float _e3057 = l_mut_25_;
                                                                        uint l_1390_ = asuint(_e3057);
                                                                        uint l_1391_ = (l_1390_ ^ 2147483648u);
                                                                        float l_1392_ = asfloat(l_1391_);
                                                                        uint l_1393_ = asuint(l_1392_);
                                                                        uint l_1394_ = (l_1393_ + 1u);
                                                                        l_mut_445_ = l_1394_;
                                                                        uint l_1395_ = (l_1393_ & 2147483647u);
                                                                        bool l_1396_ = (l_1395_ == 0u);
                                                                        if (l_1396_) {
                                                                            l_mut_445_ = 1u;
                                                                        } else {
                                                                            uint l_1397_ = (l_1393_ & 2147483648u);
                                                                            bool l_1398_ = (l_1397_ != 0u);
                                                                            if (l_1398_) {
                                                                                uint l_1399_ = (l_1393_ - 1u);
                                                                                l_mut_445_ = l_1399_;
                                                                            } else {
                                                                                bool l_1400_ = (l_1393_ == 2139095040u);
                                                                                if (l_1400_) {
                                                                                    l_mut_445_ = l_1393_;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3078 = l_mut_445_;
                                                                        float l_1401_ = asfloat(_e3078);
                                                                        uint l_1402_ = asuint(l_1401_);
                                                                        uint l_1403_ = (l_1402_ ^ 2147483648u);
                                                                        float l_1404_ = asfloat(l_1403_);
                                                                        uint l_1405_ = asuint(l_1404_);
                                                                        uint l_1406_ = (l_1405_ & 2147483647u);
                                                                        float l_1407_ = asfloat(l_1406_);
                                                                        double l_1408_ = double(l_1407_);
                                                                        l_mut_252_ = l_1408_;
                                                                        bool l_1409_ = (l_1406_ < 8388608u);
                                                                        if (l_1409_) {
                                                                            double l_1410_ = double(l_1406_);
                                                                            double l_1411_ = (l_1410_ * 1.401298464324817e-45L);
                                                                            l_mut_252_ = l_1411_;
                                                                        }
                                                                        double _e3094 = l_mut_252_;
                                                                        uint64_t l_1412_ = _e3094;
                                                                        uint l_1413_ = (l_1405_ >> 31u);
                                                                        uint64_t l_1414_ = uint64_t(l_1413_);
                                                                        uint64_t l_1415_ = (l_1414_ << uint(63uL));
                                                                        uint64_t l_1416_ = (l_1412_ | l_1415_);
                                                                        double l_1417_ = l_1416_;
                                                                        double l_1418_ = (l_1353_ + l_1352_);
                                                                        bool l_1419_ = (l_1418_ <= l_1367_);
                                                                        l_mut_546_ = l_1419_;
                                                                        double l_1420_ = (l_1353_ - l_1352_);
                                                                        bool l_1421_ = (l_1420_ > l_1367_);
                                                                        l_mut_543_ = l_1421_;
                                                                        double l_1422_ = (l_1354_ - l_1352_);
                                                                        bool l_1423_ = (l_1422_ >= l_1367_);
                                                                        l_mut_540_ = l_1423_;
                                                                        double l_1424_ = (l_1354_ + l_1352_);
                                                                        bool l_1425_ = (l_1424_ < l_1367_);
                                                                        l_mut_537_ = l_1425_;
                                                                        if (l_415_) {
                                                                            double l_1426_ = (l_1353_ + l_1352_);
                                                                            bool l_1427_ = (l_1426_ < l_1389_);
                                                                            l_mut_546_ = l_1427_;
                                                                            double l_1428_ = (l_1353_ - l_1352_);
                                                                            bool l_1429_ = (l_1428_ >= l_1389_);
                                                                            l_mut_543_ = l_1429_;
                                                                            double l_1430_ = (l_1354_ - l_1352_);
                                                                            bool l_1431_ = (l_1430_ > l_1417_);
                                                                            l_mut_540_ = l_1431_;
                                                                            double l_1432_ = (l_1354_ + l_1352_);
                                                                            bool l_1433_ = (l_1432_ <= l_1417_);
                                                                            l_mut_537_ = l_1433_;
                                                                        }
                                                                        l_mut_445_ = 2u;
                                                                        bool _e3122 = l_mut_543_;
                                                                        if (!(_e3122)) {
                                                                            bool _e3126 = l_mut_537_;
                                                                            local_69 = _e3126;
                                                                        } else {
                                                                            local_69 = true;
                                                                        }
                                                                        bool l_1434_ = local_69;
                                                                        if (l_1434_) {
                                                                            l_mut_445_ = 1u;
                                                                        } else {
                                                                            bool _e3130 = l_mut_546_;
                                                                            if (_e3130) {
                                                                                bool _e3133 = l_mut_540_;
                                                                                local_70 = _e3133;
                                                                            } else {
                                                                                local_70 = false;
                                                                            }
                                                                            bool l_1435_ = local_70;
                                                                            if (l_1435_) {
                                                                                l_mut_445_ = 0u;
                                                                            }
                                                                        }
                                                                        float _e3137 = l_mut_25_;
                                                                        uint l_1436_ = asuint(_e3137);
                                                                        uint l_1437_ = (l_1436_ & 2147483647u);
                                                                        bool l_1438_ = (l_1437_ == 0u);
                                                                        if (l_1438_) {
                                                                            double l_1439_ = (l_1353_ + l_1352_);
                                                                            bool l_1440_ = (l_1439_ < 1.1754943508222875e-38L);
                                                                            double l_1441_ = (l_1354_ - l_1352_);
                                                                            bool l_1442_ = (l_1441_ > -1.1754943508222875e-38L);
                                                                            if (l_1440_) {
                                                                                local_71 = l_1442_;
                                                                            } else {
                                                                                local_71 = false;
                                                                            }
                                                                            bool l_1443_ = local_71;
                                                                            double l_1444_ = (l_1353_ - l_1352_);
                                                                            bool l_1445_ = (l_1444_ < 1.1754943508222875e-38L);
                                                                            double l_1446_ = (l_1354_ + l_1352_);
                                                                            bool l_1447_ = (l_1446_ > -1.1754943508222875e-38L);
                                                                            if (l_1445_) {
                                                                                local_72 = l_1447_;
                                                                            } else {
                                                                                local_72 = false;
                                                                            }
                                                                            bool l_1448_ = local_72;
                                                                            if (l_1443_) {
                                                                                l_mut_445_ = 0u;
                                                                            } else {
                                                                                uint _e3164 = l_mut_445_;
                                                                                bool l_1449_ = (_e3164 == 1u);
                                                                                if (l_1448_) {
                                                                                    local_73 = l_1449_;
                                                                                } else {
                                                                                    local_73 = false;
                                                                                }
                                                                                bool l_1450_ = local_73;
                                                                                if (l_1450_) {
                                                                                    l_mut_445_ = 2u;
                                                                                }
                                                                            }
                                                                        }
                                                                        uint _e3172 = l_mut_445_;
                                                                        l_mut_486_ = _e3172;
                                                                    }
                                                                    uint _e3173 = l_mut_486_;
                                                                    l_mut_429_ = _e3173;
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
                            uint l_1451_ = a_428_[0];
                            bool l_1452_ = (l_1451_ == 0u);
                            if (l_1452_) {
                                l_mut_429_ = 2u;
                            }
                            uint _e3179 = l_mut_409_;
                            uint _e3181 = l_mut_429_;
                            a_10_[min(uint(_e3179), 7u)] = _e3181;
                            uint _e3182 = l_mut_409_;
                            uint l_1453_ = a_10_[min(uint(_e3182), 7u)];
                            bool l_1454_ = (l_1453_ == 2u);
                            if (l_1454_) {
                                l_mut_136_ = false;
                            }
                        }
                    }
                }
                uint _e3191 = l_mut_68_;
                bool l_1455_ = (_e3191 == 4294967293u);
                if (l_1455_) {
                    uint l_1456_ = a_8_[0];
                    uint l_1457_ = (l_1456_ + 1u);
                    a_8_[0] = l_1457_;
                } else {
                    bool _e3199 = l_mut_136_;
                    if (_e3199) {
                        l_mut_252_ = l_397_;
                        double _e3200 = l_mut_252_;
                        bool l_1458_ = (_e3200 < -17.0L);
                        if (l_1458_) {
                            l_mut_252_ = -17.0L;
                        }
                        double _e3204 = l_mut_252_;
                        bool l_1459_ = (_e3204 > 17.0L);
                        if (l_1459_) {
                            l_mut_252_ = 17.0L;
                        }
                        double _e3208 = l_mut_252_;
                        double l_1460_ = (_e3208 + 16.0L);
                        double l_1461_ = (l_1460_ + 1.0L);
                        uint l_1462_ = naga_f2u32(l_1461_);
                        uint l_1463_ = (2u + l_1462_);
                        uint l_1464_ = a_8_[min(uint(l_1463_), 64u)];
                        uint l_1465_ = (l_1464_ + 1u);
                        a_8_[min(uint(l_1463_), 64u)] = l_1465_;
                        float _e3221 = l_mut_25_;
                        uint l_1466_ = asuint(_e3221);
                        uint l_1467_ = (l_1466_ & 2147483647u);
                        float l_1468_ = asfloat(l_1467_);
                        double l_1469_ = double(l_1468_);
                        l_mut_252_ = l_1469_;
                        bool l_1470_ = (l_1467_ < 8388608u);
                        if (l_1470_) {
                            double l_1471_ = double(l_1467_);
                            double l_1472_ = (l_1471_ * 1.401298464324817e-45L);
                            l_mut_252_ = l_1472_;
                        }
                        double _e3232 = l_mut_252_;
                        uint64_t l_1473_ = _e3232;
                        uint l_1474_ = (l_1466_ >> 31u);
                        uint64_t l_1475_ = uint64_t(l_1474_);
                        uint64_t l_1476_ = (l_1475_ << uint(63uL));
                        uint64_t l_1477_ = (l_1473_ | l_1476_);
                        double l_1478_ = l_1477_;
                        double _e3243 = l_mut_31_;
                        double l_1479_ = abs(_e3243);
                        double _e3245 = l_mut_31_;
                        double l_1480_ = (_e3245 * 0.0L);
                        double l_1481_ = (l_1480_ + 7.1362384635298e44L);
                        l_mut_252_ = l_1481_;
                        bool l_1482_ = (l_1479_ >= 2.350988701644575e-38L);
                        if (l_1482_) {
                            uint _e3252 = l_mut_68_;
                            uint l_1483_ = (_e3252 & 2147483647u);
                            float l_1484_ = asfloat(l_1483_);
                            double l_1485_ = double(l_1484_);
                            uint l_1486_ = (l_1483_ & 2139095040u);
                            float l_1487_ = asfloat(l_1486_);
                            double l_1488_ = double(l_1487_);
                            bool l_1489_ = (l_1485_ > l_1479_);
                            uint l_1490_ = (l_1483_ & 8388607u);
                            bool l_1491_ = (l_1490_ == 0u);
                            if (l_1489_) {
                                local_74 = l_1491_;
                            } else {
                                local_74 = false;
                            }
                            bool l_1492_ = local_74;
                            double l_1493_ = (l_1488_ * 1.1920928955078125e-7L);
                            double l_1494_ = double(l_1492_);
                            double l_1495_ = (0.5L * l_1494_);
                            double l_1496_ = (1.0L - l_1495_);
                            double l_1497_ = (l_1493_ * l_1496_);
                            double l_1498_ = (1.0L / l_1497_);
                            l_mut_252_ = l_1498_;
                        }
                        double _e3280 = l_mut_31_;
                        double l_1499_ = (l_1478_ - _e3280);
                        double _e3282 = l_mut_252_;
                        double l_1500_ = (l_1499_ * _e3282);
                        uint l_1502_ = (45u + 0u);
                        double l_1503_ = abs(l_1500_);
                        double l_1504_ = a_9_[0];
                        double l_1505_ = abs(l_1504_);
                        bool l_1506_ = (l_1503_ > l_1505_);
                        l_mut_546_ = l_1506_;
                        if (true) {
                            double l_1508_ = a_9_[0];
                            bool l_1509_ = (l_1500_ < l_1508_);
                            l_mut_546_ = l_1509_;
                        } else {
                            if (false) {
                                double l_1511_ = a_9_[0];
                                bool l_1512_ = (l_1500_ > l_1511_);
                                l_mut_546_ = l_1512_;
                            }
                        }
                        uint l_1513_ = a_8_[min(uint(l_1502_), 64u)];
                        bool l_1514_ = (l_1513_ == 4294967295u);
                        if (!(l_1514_)) {
                            bool _e3307 = l_mut_546_;
                            local_75 = _e3307;
                        } else {
                            local_75 = true;
                        }
                        bool l_1515_ = local_75;
                        if (l_1515_) {
                            a_8_[min(uint(l_1502_), 64u)] = l_23_;
                            uint l_1516_ = (l_1502_ + 1u);
                            a_8_[min(uint(l_1516_), 64u)] = l_378_;
                            a_9_[0] = l_1500_;
                        }
                        uint l_1518_ = (45u + 2u);
                        double l_1519_ = abs(l_1500_);
                        double l_1520_ = a_9_[1];
                        double l_1521_ = abs(l_1520_);
                        bool l_1522_ = (l_1519_ > l_1521_);
                        l_mut_546_ = l_1522_;
                        if (false) {
                            double l_1524_ = a_9_[1];
                            bool l_1525_ = (l_1500_ < l_1524_);
                            l_mut_546_ = l_1525_;
                        } else {
                            if (true) {
                                double l_1527_ = a_9_[1];
                                bool l_1528_ = (l_1500_ > l_1527_);
                                l_mut_546_ = l_1528_;
                            }
                        }
                        uint l_1529_ = a_8_[min(uint(l_1518_), 64u)];
                        bool l_1530_ = (l_1529_ == 4294967295u);
                        if (!(l_1530_)) {
                            bool _e3338 = l_mut_546_;
                            local_76 = _e3338;
                        } else {
                            local_76 = true;
                        }
                        bool l_1531_ = local_76;
                        if (l_1531_) {
                            a_8_[min(uint(l_1518_), 64u)] = l_23_;
                            uint l_1532_ = (l_1518_ + 1u);
                            a_8_[min(uint(l_1532_), 64u)] = l_378_;
                            a_9_[1] = l_1500_;
                        }
                        bool l_1533_ = (l_397_ != 0.0L);
                        if (l_1533_) {
                            l_mut_1534_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_4 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_4) {
                                    uint _e3404 = l_mut_1534_;
                                    l_mut_1534_ = (_e3404 + 1u);
                                }
                                loop_init_4 = false;
                                uint _e3350 = l_mut_1534_;
                                if ((_e3350 < 8u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e3353 = l_mut_1534_;
                                    uint l_1535_ = a_10_[min(uint(_e3353), 7u)];
                                    bool l_1536_ = (l_1535_ == 1u);
                                    if (l_1536_) {
                                        uint _e3359 = l_mut_1534_;
                                        uint l_1537_ = (37u + _e3359);
                                        uint l_1538_ = a_8_[min(uint(l_1537_), 64u)];
                                        uint l_1539_ = (l_1538_ + 1u);
                                        a_8_[min(uint(l_1537_), 64u)] = l_1539_;
                                        uint _e3367 = l_mut_1534_;
                                        uint l_1540_ = (2u + _e3367);
                                        uint l_1541_ = (2u * l_1540_);
                                        uint l_1542_ = (45u + l_1541_);
                                        double l_1543_ = abs(l_1500_);
                                        double l_1544_ = a_9_[min(uint(l_1540_), 9u)];
                                        double l_1545_ = abs(l_1544_);
                                        bool l_1546_ = (l_1543_ > l_1545_);
                                        l_mut_546_ = l_1546_;
                                        bool l_1547_ = (l_1540_ == 0u);
                                        if (l_1547_) {
                                            double l_1548_ = a_9_[min(uint(l_1540_), 9u)];
                                            bool l_1549_ = (l_1500_ < l_1548_);
                                            l_mut_546_ = l_1549_;
                                        } else {
                                            bool l_1550_ = (l_1540_ == 1u);
                                            if (l_1550_) {
                                                double l_1551_ = a_9_[min(uint(l_1540_), 9u)];
                                                bool l_1552_ = (l_1500_ > l_1551_);
                                                l_mut_546_ = l_1552_;
                                            }
                                        }
                                        uint l_1553_ = a_8_[min(uint(l_1542_), 64u)];
                                        bool l_1554_ = (l_1553_ == 4294967295u);
                                        if (!(l_1554_)) {
                                            bool _e3395 = l_mut_546_;
                                            local_77 = _e3395;
                                        } else {
                                            local_77 = true;
                                        }
                                        bool l_1555_ = local_77;
                                        if (l_1555_) {
                                            a_8_[min(uint(l_1542_), 64u)] = l_23_;
                                            uint l_1556_ = (l_1542_ + 1u);
                                            a_8_[min(uint(l_1556_), 64u)] = l_378_;
                                            a_9_[min(uint(l_1540_), 9u)] = l_1500_;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        uint l_1557_ = a_8_[1];
                        uint l_1558_ = (l_2_ + l_1557_);
                        uint l_1559_ = (l_1558_ * 2u);
                        uint l_1679_ = asuint(info.Load(24+0));
                        uint l_1680_ = (l_1679_ * 1u);
                        bool l_1681_ = (l_1559_ < l_1680_);
                        if (l_1681_) {
                            buffer_6_global.Store(l_1559_*4, asuint(l_23_));
                        }
                        uint l_1560_ = (l_1559_ + 1u);
                        uint l_1682_ = asuint(info.Load(24+0));
                        uint l_1683_ = (l_1682_ * 1u);
                        bool l_1684_ = (l_1560_ < l_1683_);
                        if (l_1684_) {
                            buffer_6_global.Store(l_1560_*4, asuint(l_378_));
                        }
                        uint l_1561_ = a_8_[1];
                        uint l_1562_ = (l_1561_ + 1u);
                        a_8_[1] = l_1562_;
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
                uint _e3461 = l_mut_1563_;
                l_mut_1563_ = (_e3461 + 1u);
            }
            loop_init_5 = false;
            uint _e3441 = l_mut_1563_;
            if ((_e3441 < 65u)) {
            } else {
                break;
            }
            {
                uint l_1564_ = (id * 65u);
                uint _e3446 = l_mut_1563_;
                uint l_1565_ = (l_1564_ + _e3446);
                uint _e3448 = l_mut_1563_;
                uint l_1566_ = a_8_[min(uint(_e3448), 64u)];
                uint l_1685_ = asuint(info.Load(16+0));
                uint l_1686_ = (l_1685_ * 1u);
                bool l_1687_ = (l_1565_ < l_1686_);
                if (l_1687_) {
                    buffer_4_global.Store(l_1565_*4, asuint(l_1566_));
                }
            }
        }
        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
        bool loop_init_6 = true;
        while(true) {
            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
            if (!loop_init_6) {
                uint _e3485 = l_mut_1567_;
                l_mut_1567_ = (_e3485 + 1u);
            }
            loop_init_6 = false;
            uint _e3465 = l_mut_1567_;
            if ((_e3465 < 10u)) {
            } else {
                break;
            }
            {
                uint l_1568_ = (id * 10u);
                uint _e3470 = l_mut_1567_;
                uint l_1569_ = (l_1568_ + _e3470);
                uint _e3472 = l_mut_1567_;
                double l_1570_ = a_9_[min(uint(_e3472), 9u)];
                uint l_1688_ = asuint(info.Load(20+0));
                uint l_1689_ = (l_1688_ * 1u);
                bool l_1690_ = (l_1569_ < l_1689_);
                if (l_1690_) {
                    buffer_5_global.Store(l_1569_*8, l_1570_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
