struct info_st {
    uint static_meta[8];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
ByteAddressBuffer info : register(t4);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void double_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double l_mut_38_ = (double)0;
    double l_mut_39_ = (double)0;
    double l_mut_45_ = (double)0;
    uint l_mut_4_ = (uint)0;
    double l_mut_56_ = (double)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    uint l_60_ = asuint(info.Load(8+0));
    uint l_61_ = (l_60_ * 1u);
    bool l_62_ = (0u < l_61_);
    uint l_63_ = (l_61_ - 1u);
    uint l_64_ = min(0u, l_63_);
    double l_65_ = buffer_2_global.Load<double>(l_64_*8);
    double l_2_ = (l_62_ ? l_65_ : 0.0L);
    uint l_67_ = asuint(info.Load(8+0));
    uint l_68_ = (l_67_ * 1u);
    bool l_69_ = (1u < l_68_);
    uint l_70_ = (l_68_ - 1u);
    uint l_71_ = min(1u, l_70_);
    double l_72_ = buffer_2_global.Load<double>(l_71_*8);
    double l_3_ = (l_69_ ? l_72_ : 0.0L);
    l_mut_4_ = id;
    uint _e70 = l_mut_4_;
    bool l_5_ = (_e70 < l_1_);
    if (l_5_) {
        uint l_74_ = asuint(info.Load(0+0));
        uint l_75_ = (l_74_ * 1u);
        uint _e78 = l_mut_4_;
        bool l_76_ = (_e78 < l_75_);
        uint l_77_ = (l_75_ - 1u);
        uint _e82 = l_mut_4_;
        uint l_78_ = min(_e82, l_77_);
        double l_79_ = buffer_0_global.Load<double>(l_78_*8);
        double l_6_ = (l_76_ ? l_79_ : 0.0L);
        uint _e89 = l_mut_4_;
        uint l_7_ = (l_1_ + _e89);
        uint l_81_ = asuint(info.Load(0+0));
        uint l_82_ = (l_81_ * 1u);
        bool l_83_ = (l_7_ < l_82_);
        uint l_84_ = (l_82_ - 1u);
        uint l_85_ = min(l_7_, l_84_);
        double l_86_ = buffer_0_global.Load<double>(l_85_*8);
        double l_8_ = (l_83_ ? l_86_ : 0.0L);
        uint l_88_ = asuint(info.Load(4+0));
        uint l_89_ = (l_88_ * 1u);
        uint _e112 = l_mut_4_;
        bool l_90_ = (_e112 < l_89_);
        uint l_91_ = (l_89_ - 1u);
        uint _e116 = l_mut_4_;
        uint l_92_ = min(_e116, l_91_);
        double l_93_ = buffer_1_global.Load<double>(l_92_*8);
        double l_9_ = (l_90_ ? l_93_ : 0.0L);
        uint _e123 = l_mut_4_;
        uint l_10_ = (l_1_ + _e123);
        uint l_95_ = asuint(info.Load(4+0));
        uint l_96_ = (l_95_ * 1u);
        bool l_97_ = (l_10_ < l_96_);
        uint l_98_ = (l_96_ - 1u);
        uint l_99_ = min(l_10_, l_98_);
        double l_100_ = buffer_1_global.Load<double>(l_99_*8);
        double l_11_ = (l_97_ ? l_100_ : 0.0L);
        double l_12_ = (l_6_ * l_9_);
        double l_13_ = (l_12_ * l_3_);
        double l_14_ = (l_2_ * l_6_);
        double l_15_ = (l_14_ * l_3_);
        double l_16_ = (l_15_ - l_6_);
        double l_17_ = (l_16_ * l_3_);
        double l_18_ = (l_15_ - l_17_);
        double l_19_ = (l_6_ - l_18_);
        double l_20_ = (l_2_ * l_9_);
        double l_21_ = (l_20_ * l_3_);
        double l_22_ = (l_21_ - l_9_);
        double l_23_ = (l_22_ * l_3_);
        double l_24_ = (l_21_ - l_23_);
        double l_25_ = (l_9_ - l_24_);
        double l_26_ = (l_18_ * l_24_);
        double l_27_ = (l_26_ - l_13_);
        double l_28_ = (l_18_ * l_25_);
        double l_29_ = (l_27_ + l_28_);
        double l_30_ = (l_19_ * l_24_);
        double l_31_ = (l_29_ + l_30_);
        double l_32_ = (l_19_ * l_25_);
        double l_33_ = (l_31_ + l_32_);
        double l_34_ = (l_6_ * l_11_);
        double l_35_ = (l_8_ * l_9_);
        double l_36_ = (l_34_ + l_35_);
        double l_37_ = (l_36_ + l_33_);
        l_mut_38_ = l_13_;
        l_mut_39_ = l_37_;
        double l_40_ = abs(l_37_);
        double l_41_ = abs(l_13_);
        bool l_42_ = (l_40_ >= l_41_);
        if (l_42_) {
            l_mut_38_ = l_37_;
            l_mut_39_ = l_13_;
        }
        double _e169 = l_mut_38_;
        double _e170 = l_mut_39_;
        double l_43_ = (_e169 + _e170);
        double l_44_ = (l_43_ * l_3_);
        l_mut_45_ = l_44_;
        double _e173 = l_mut_45_;
        double _e174 = l_mut_38_;
        double l_46_ = (_e173 - _e174);
        double l_47_ = (l_46_ * l_3_);
        double _e177 = l_mut_45_;
        double l_48_ = (_e177 - l_47_);
        double l_49_ = (l_48_ * l_3_);
        double _e180 = l_mut_38_;
        double l_50_ = (l_49_ - _e180);
        double l_51_ = (l_50_ * l_3_);
        double _e183 = l_mut_39_;
        double l_52_ = (_e183 - l_51_);
        double l_53_ = (l_52_ * l_3_);
        double l_54_ = (l_53_ - l_47_);
        double l_55_ = (l_54_ * l_3_);
        l_mut_56_ = l_55_;
        double _e188 = l_mut_56_;
        double l_57_ = (_e188 + l_47_);
        bool l_58_ = (l_57_ != l_53_);
        if (l_58_) {
            double _e191 = l_mut_38_;
            l_mut_45_ = _e191;
            double _e192 = l_mut_39_;
            l_mut_56_ = _e192;
        }
        uint l_102_ = asuint(info.Load(12+0));
        uint l_103_ = (l_102_ * 1u);
        uint _e199 = l_mut_4_;
        bool l_104_ = (_e199 < l_103_);
        if (l_104_) {
            uint _e202 = l_mut_4_;
            double _e204 = l_mut_45_;
            buffer_3_global.Store(_e202*8, _e204);
        }
        uint _e205 = l_mut_4_;
        uint l_59_ = (l_1_ + _e205);
        uint l_105_ = asuint(info.Load(12+0));
        uint l_106_ = (l_105_ * 1u);
        bool l_107_ = (l_59_ < l_106_);
        if (l_107_) {
            double _e216 = l_mut_56_;
            buffer_3_global.Store(l_59_*8, _e216);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
