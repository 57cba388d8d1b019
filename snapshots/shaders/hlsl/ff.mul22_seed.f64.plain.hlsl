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
    double l_mut_33_ = (double)0;
    double l_mut_34_ = (double)0;
    double l_mut_39_ = (double)0;
    double l_mut_45_ = (double)0;
    uint l_mut_4_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    uint l_49_ = asuint(info.Load(8+0));
    uint l_50_ = (l_49_ * 1u);
    bool l_51_ = (0u < l_50_);
    uint l_52_ = (l_50_ - 1u);
    uint l_53_ = min(0u, l_52_);
    double l_54_ = buffer_2_global.Load<double>(l_53_*8);
    double l_2_ = (l_51_ ? l_54_ : 0.0L);
    uint l_56_ = asuint(info.Load(8+0));
    uint l_57_ = (l_56_ * 1u);
    bool l_58_ = (1u < l_57_);
    uint l_59_ = (l_57_ - 1u);
    uint l_60_ = min(1u, l_59_);
    double l_61_ = buffer_2_global.Load<double>(l_60_*8);
    double l_3_ = (l_58_ ? l_61_ : 0.0L);
    l_mut_4_ = id;
    uint _e70 = l_mut_4_;
    bool l_5_ = (_e70 < l_1_);
    if (l_5_) {
        uint l_63_ = asuint(info.Load(0+0));
        uint l_64_ = (l_63_ * 1u);
        uint _e78 = l_mut_4_;
        bool l_65_ = (_e78 < l_64_);
        uint l_66_ = (l_64_ - 1u);
        uint _e82 = l_mut_4_;
        uint l_67_ = min(_e82, l_66_);
        double l_68_ = buffer_0_global.Load<double>(l_67_*8);
        double l_6_ = (l_65_ ? l_68_ : 0.0L);
        uint _e89 = l_mut_4_;
        uint l_7_ = (l_1_ + _e89);
        uint l_70_ = asuint(info.Load(0+0));
        uint l_71_ = (l_70_ * 1u);
        bool l_72_ = (l_7_ < l_71_);
        uint l_73_ = (l_71_ - 1u);
        uint l_74_ = min(l_7_, l_73_);
        double l_75_ = buffer_0_global.Load<double>(l_74_*8);
        double l_8_ = (l_72_ ? l_75_ : 0.0L);
        uint l_77_ = asuint(info.Load(4+0));
        uint l_78_ = (l_77_ * 1u);
        uint _e112 = l_mut_4_;
        bool l_79_ = (_e112 < l_78_);
        uint l_80_ = (l_78_ - 1u);
        uint _e116 = l_mut_4_;
        uint l_81_ = min(_e116, l_80_);
        double l_82_ = buffer_1_global.Load<double>(l_81_*8);
        double l_9_ = (l_79_ ? l_82_ : 0.0L);
        uint _e123 = l_mut_4_;
        uint l_10_ = (l_1_ + _e123);
        uint l_84_ = asuint(info.Load(4+0));
        uint l_85_ = (l_84_ * 1u);
        bool l_86_ = (l_10_ < l_85_);
        uint l_87_ = (l_85_ - 1u);
        uint l_88_ = min(l_10_, l_87_);
        double l_89_ = buffer_1_global.Load<double>(l_88_*8);
        double l_11_ = (l_86_ ? l_89_ : 0.0L);
        double l_12_ = (l_6_ * l_9_);
        double l_13_ = (l_2_ * l_6_);
        double l_14_ = (l_13_ - l_6_);
        double l_15_ = (l_13_ - l_14_);
        double l_16_ = (l_6_ - l_15_);
        double l_17_ = (l_2_ * l_9_);
        double l_18_ = (l_17_ - l_9_);
        double l_19_ = (l_17_ - l_18_);
        double l_20_ = (l_9_ - l_19_);
        double l_21_ = (l_15_ * l_19_);
        double l_22_ = (l_21_ - l_12_);
        double l_23_ = (l_15_ * l_20_);
        double l_24_ = (l_22_ + l_23_);
        double l_25_ = (l_16_ * l_19_);
        double l_26_ = (l_24_ + l_25_);
        double l_27_ = (l_16_ * l_20_);
        double l_28_ = (l_26_ + l_27_);
        double l_29_ = (l_6_ * l_11_);
        double l_30_ = (l_8_ * l_9_);
        double l_31_ = (l_29_ + l_30_);
        double l_32_ = (l_31_ + l_28_);
        l_mut_33_ = l_12_;
        l_mut_34_ = l_32_;
        double l_35_ = abs(l_32_);
        double l_36_ = abs(l_12_);
        bool l_37_ = (l_35_ >= l_36_);
        if (l_37_) {
            l_mut_33_ = l_32_;
            l_mut_34_ = l_12_;
        }
        double _e164 = l_mut_33_;
        double _e165 = l_mut_34_;
        double l_38_ = (_e164 + _e165);
        l_mut_39_ = l_38_;
        double _e167 = l_mut_39_;
        double _e168 = l_mut_33_;
        double l_40_ = (_e167 - _e168);
        double _e170 = l_mut_39_;
        double l_41_ = (_e170 - l_40_);
        double _e172 = l_mut_33_;
        double l_42_ = (l_41_ - _e172);
        double _e174 = l_mut_34_;
        double l_43_ = (_e174 - l_42_);
        double l_44_ = (l_43_ - l_40_);
        l_mut_45_ = l_44_;
        double _e177 = l_mut_45_;
        double l_46_ = (_e177 + l_40_);
        bool l_47_ = (l_46_ != l_43_);
        if (l_47_) {
            double _e180 = l_mut_33_;
            l_mut_39_ = _e180;
            double _e181 = l_mut_34_;
            l_mut_45_ = _e181;
        }
        uint l_91_ = asuint(info.Load(12+0));
        uint l_92_ = (l_91_ * 1u);
        uint _e188 = l_mut_4_;
        bool l_93_ = (_e188 < l_92_);
        if (l_93_) {
            uint _e191 = l_mut_4_;
            double _e193 = l_mut_39_;
            buffer_3_global.Store(_e191*8, _e193);
        }
        uint _e194 = l_mut_4_;
        uint l_48_ = (l_1_ + _e194);
        uint l_94_ = asuint(info.Load(12+0));
        uint l_95_ = (l_94_ * 1u);
        bool l_96_ = (l_48_ < l_95_);
        if (l_96_) {
            double _e205 = l_mut_45_;
            buffer_3_global.Store(l_48_*8, _e205);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
