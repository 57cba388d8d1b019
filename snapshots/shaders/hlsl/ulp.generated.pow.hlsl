struct info_st {
    uint static_meta[6];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
ByteAddressBuffer info : register(t3);

float naga_mod(float lhs, float rhs) {
    return lhs - rhs * trunc(lhs / rhs);
}

float powf_primitive_f32_(float lhs, float rhs)
{
    bool local = (bool)0;

    float modulo = naga_mod(rhs, 2.0);
    if ((rhs == 0.0)) {
        return 1.0;
    }
    if ((modulo == 0.0)) {
        return pow(abs(lhs), rhs);
    } else {
        if ((modulo == 1.0)) {
            local = (lhs < 0.0);
        } else {
            local = false;
        }
        bool _e18 = local;
        if (_e18) {
            return (-1.0 * pow((-1.0 * lhs), rhs));
        } else {
            return pow(lhs, rhs);
        }
    }
}

float powf_scalar_1_f32_(float lhs_1, float rhs_1)
{
    const float _e2 = powf_primitive_f32_(lhs_1, rhs_1);
    return _e2;
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void generated(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_106_ = (float)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(20+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_108_ = asuint(info.Load(0+0));
        uint l_109_ = (l_108_ * 1u);
        bool l_110_ = (0u < l_109_);
        uint l_111_ = (l_109_ - 1u);
        uint l_112_ = min(0u, l_111_);
        uint l_113_ = asuint(buffer_0_global.Load(l_112_*4));
        uint l_2_ = (l_110_ ? l_113_ : 0u);
        uint l_3_ = (l_2_ + id);
        uint l_115_ = asuint(info.Load(0+0));
        uint l_116_ = (l_115_ * 1u);
        bool l_117_ = (1u < l_116_);
        uint l_118_ = (l_116_ - 1u);
        uint l_119_ = min(1u, l_118_);
        uint l_120_ = asuint(buffer_0_global.Load(l_119_*4));
        uint l_4_ = (l_117_ ? l_120_ : 0u);
        uint l_5_ = (l_3_ * 3u);
        uint l_6_ = (l_5_ + l_4_);
        uint l_7_ = (l_6_ * 747796405u);
        uint l_8_ = (l_7_ + 2891336453u);
        uint l_9_ = (l_8_ >> 28u);
        uint l_10_ = (l_9_ + 4u);
        uint l_11_ = (l_8_ >> l_10_);
        uint l_12_ = (l_11_ ^ l_8_);
        uint l_13_ = (l_12_ * 277803737u);
        uint l_14_ = (l_13_ >> 22u);
        uint l_15_ = (l_14_ ^ l_13_);
        uint l_122_ = asuint(info.Load(4+0));
        uint l_123_ = (l_122_ * 1u);
        bool l_124_ = (0u < l_123_);
        uint l_125_ = (l_123_ - 1u);
        uint l_126_ = min(0u, l_125_);
        uint l_127_ = asuint(buffer_1_global.Load(l_126_*4));
        uint l_16_ = (l_124_ ? l_127_ : 0u);
        uint l_129_ = asuint(info.Load(4+0));
        uint l_130_ = (l_129_ * 1u);
        bool l_131_ = (1u < l_130_);
        uint l_132_ = (l_130_ - 1u);
        uint l_133_ = min(1u, l_132_);
        uint l_134_ = asuint(buffer_1_global.Load(l_133_*4));
        uint l_17_ = (l_131_ ? l_134_ : 0u);
        uint l_136_ = asuint(info.Load(4+0));
        uint l_137_ = (l_136_ * 1u);
        bool l_138_ = (2u < l_137_);
        uint l_139_ = (l_137_ - 1u);
        uint l_140_ = min(2u, l_139_);
        uint l_141_ = asuint(buffer_1_global.Load(l_140_*4));
        uint l_18_ = (l_138_ ? l_141_ : 0u);
        uint l_19_ = (l_15_ ^ 2654435769u);
        uint l_20_ = (l_19_ * 747796405u);
        uint l_21_ = (l_20_ + 2891336453u);
        uint l_22_ = (l_21_ >> 28u);
        uint l_23_ = (l_22_ + 4u);
        uint l_24_ = (l_21_ >> l_23_);
        uint l_25_ = (l_24_ ^ l_21_);
        uint l_26_ = (l_25_ * 277803737u);
        uint l_27_ = (l_26_ >> 22u);
        uint l_28_ = (l_27_ ^ l_26_);
        uint l_29_ = naga_mod(l_28_, l_17_);
        uint l_30_ = (l_16_ + l_29_);
        uint l_31_ = (l_15_ & 2147483648u);
        uint l_32_ = (l_31_ * l_18_);
        uint l_33_ = (l_30_ << 23u);
        uint l_34_ = (l_32_ | l_33_);
        uint l_35_ = (l_15_ & 8388607u);
        uint l_36_ = (l_34_ | l_35_);
        float l_37_ = asfloat(l_36_);
        uint l_38_ = (l_3_ * 3u);
        uint l_39_ = (l_38_ + 1u);
        uint l_40_ = (l_39_ + l_4_);
        uint l_41_ = (l_40_ * 747796405u);
        uint l_42_ = (l_41_ + 2891336453u);
        uint l_43_ = (l_42_ >> 28u);
        uint l_44_ = (l_43_ + 4u);
        uint l_45_ = (l_42_ >> l_44_);
        uint l_46_ = (l_45_ ^ l_42_);
        uint l_47_ = (l_46_ * 277803737u);
        uint l_48_ = (l_47_ >> 22u);
        uint l_49_ = (l_48_ ^ l_47_);
        uint l_143_ = asuint(info.Load(4+0));
        uint l_144_ = (l_143_ * 1u);
        bool l_145_ = (3u < l_144_);
        uint l_146_ = (l_144_ - 1u);
        uint l_147_ = min(3u, l_146_);
        uint l_148_ = asuint(buffer_1_global.Load(l_147_*4));
        uint l_50_ = (l_145_ ? l_148_ : 0u);
        uint l_150_ = asuint(info.Load(4+0));
        uint l_151_ = (l_150_ * 1u);
        bool l_152_ = (4u < l_151_);
        uint l_153_ = (l_151_ - 1u);
        uint l_154_ = min(4u, l_153_);
        uint l_155_ = asuint(buffer_1_global.Load(l_154_*4));
        uint l_51_ = (l_152_ ? l_155_ : 0u);
        uint l_157_ = asuint(info.Load(4+0));
        uint l_158_ = (l_157_ * 1u);
        bool l_159_ = (5u < l_158_);
        uint l_160_ = (l_158_ - 1u);
        uint l_161_ = min(5u, l_160_);
        uint l_162_ = asuint(buffer_1_global.Load(l_161_*4));
        uint l_52_ = (l_159_ ? l_162_ : 0u);
        uint l_53_ = (l_49_ ^ 2654435769u);
        uint l_54_ = (l_53_ * 747796405u);
        uint l_55_ = (l_54_ + 2891336453u);
        uint l_56_ = (l_55_ >> 28u);
        uint l_57_ = (l_56_ + 4u);
        uint l_58_ = (l_55_ >> l_57_);
        uint l_59_ = (l_58_ ^ l_55_);
        uint l_60_ = (l_59_ * 277803737u);
        uint l_61_ = (l_60_ >> 22u);
        uint l_62_ = (l_61_ ^ l_60_);
        uint l_63_ = naga_mod(l_62_, l_51_);
        uint l_64_ = (l_50_ + l_63_);
        uint l_65_ = (l_49_ & 2147483648u);
        uint l_66_ = (l_65_ * l_52_);
        uint l_67_ = (l_64_ << 23u);
        uint l_68_ = (l_66_ | l_67_);
        uint l_69_ = (l_49_ & 8388607u);
        uint l_70_ = (l_68_ | l_69_);
        float l_71_ = asfloat(l_70_);
        uint l_72_ = (l_3_ * 3u);
        uint l_73_ = (l_72_ + 2u);
        uint l_74_ = (l_73_ + l_4_);
        uint l_75_ = (l_74_ * 747796405u);
        uint l_76_ = (l_75_ + 2891336453u);
        uint l_77_ = (l_76_ >> 28u);
        uint l_78_ = (l_77_ + 4u);
        uint l_79_ = (l_76_ >> l_78_);
        uint l_80_ = (l_79_ ^ l_76_);
        uint l_81_ = (l_80_ * 277803737u);
        uint l_82_ = (l_81_ >> 22u);
        uint l_83_ = (l_82_ ^ l_81_);
        uint l_164_ = asuint(info.Load(4+0));
        uint l_165_ = (l_164_ * 1u);
        bool l_166_ = (6u < l_165_);
        uint l_167_ = (l_165_ - 1u);
        uint l_168_ = min(6u, l_167_);
        uint l_169_ = asuint(buffer_1_global.Load(l_168_*4));
        uint l_84_ = (l_166_ ? l_169_ : 0u);
        uint l_171_ = asuint(info.Load(4+0));
        uint l_172_ = (l_171_ * 1u);
        bool l_173_ = (7u < l_172_);
        uint l_174_ = (l_172_ - 1u);
        uint l_175_ = min(7u, l_174_);
        uint l_176_ = asuint(buffer_1_global.Load(l_175_*4));
        uint l_85_ = (l_173_ ? l_176_ : 0u);
        uint l_178_ = asuint(info.Load(4+0));
        uint l_179_ = (l_178_ * 1u);
        bool l_180_ = (8u < l_179_);
        uint l_181_ = (l_179_ - 1u);
        uint l_182_ = min(8u, l_181_);
        uint l_183_ = asuint(buffer_1_global.Load(l_182_*4));
        uint l_86_ = (l_180_ ? l_183_ : 0u);
        uint l_87_ = (l_83_ ^ 2654435769u);
        uint l_88_ = (l_87_ * 747796405u);
        uint l_89_ = (l_88_ + 2891336453u);
        uint l_90_ = (l_89_ >> 28u);
        uint l_91_ = (l_90_ + 4u);
        uint l_92_ = (l_89_ >> l_91_);
        uint l_93_ = (l_92_ ^ l_89_);
        uint l_94_ = (l_93_ * 277803737u);
        uint l_95_ = (l_94_ >> 22u);
        uint l_96_ = (l_95_ ^ l_94_);
        uint l_97_ = naga_mod(l_96_, l_85_);
        uint l_98_ = (l_84_ + l_97_);
        uint l_99_ = (l_83_ & 2147483648u);
        uint l_100_ = (l_99_ * l_86_);
        uint l_101_ = (l_98_ << 23u);
        uint l_102_ = (l_100_ | l_101_);
        uint l_103_ = (l_83_ & 8388607u);
        uint l_104_ = (l_102_ | l_103_);
        float l_105_ = asfloat(l_104_);
        l_mut_106_ = l_37_;
        const float _e364 = powf_scalar_1_f32_(l_37_, l_71_);
        l_mut_106_ = _e364;
        uint l_185_ = asuint(info.Load(8+0));
        uint l_186_ = (l_185_ * 1u);
        bool l_187_ = (id < l_186_);
        if (l_187_) {
            float _e374 = l_mut_106_;
            buffer_2_global.Store(id*4, asuint(_e374));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
