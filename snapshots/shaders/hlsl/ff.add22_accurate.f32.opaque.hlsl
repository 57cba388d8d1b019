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
void double_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_4_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    uint l_43_ = asuint(info.Load(8+0));
    uint l_44_ = (l_43_ * 1u);
    bool l_45_ = (0u < l_44_);
    uint l_46_ = (l_44_ - 1u);
    uint l_47_ = min(0u, l_46_);
    float l_48_ = asfloat(buffer_2_global.Load(l_47_*4));
    float l_2_ = (l_45_ ? l_48_ : 0.0);
    uint l_50_ = asuint(info.Load(8+0));
    uint l_51_ = (l_50_ * 1u);
    bool l_52_ = (1u < l_51_);
    uint l_53_ = (l_51_ - 1u);
    uint l_54_ = min(1u, l_53_);
    float l_55_ = asfloat(buffer_2_global.Load(l_54_*4));
    float l_3_ = (l_52_ ? l_55_ : 0.0);
    l_mut_4_ = id;
    uint _e66 = l_mut_4_;
    bool l_5_ = (_e66 < l_1_);
    if (l_5_) {
        uint l_57_ = asuint(info.Load(0+0));
        uint l_58_ = (l_57_ * 1u);
        uint _e74 = l_mut_4_;
        bool l_59_ = (_e74 < l_58_);
        uint l_60_ = (l_58_ - 1u);
        uint _e78 = l_mut_4_;
        uint l_61_ = min(_e78, l_60_);
        float l_62_ = asfloat(buffer_0_global.Load(l_61_*4));
        float l_6_ = (l_59_ ? l_62_ : 0.0);
        uint _e85 = l_mut_4_;
        uint l_7_ = (l_1_ + _e85);
        uint l_64_ = asuint(info.Load(0+0));
        uint l_65_ = (l_64_ * 1u);
        bool l_66_ = (l_7_ < l_65_);
        uint l_67_ = (l_65_ - 1u);
        uint l_68_ = min(l_7_, l_67_);
        float l_69_ = asfloat(buffer_0_global.Load(l_68_*4));
        float l_8_ = (l_66_ ? l_69_ : 0.0);
        uint l_71_ = asuint(info.Load(4+0));
        uint l_72_ = (l_71_ * 1u);
        uint _e108 = l_mut_4_;
        bool l_73_ = (_e108 < l_72_);
        uint l_74_ = (l_72_ - 1u);
        uint _e112 = l_mut_4_;
        uint l_75_ = min(_e112, l_74_);
        float l_76_ = asfloat(buffer_1_global.Load(l_75_*4));
        float l_9_ = (l_73_ ? l_76_ : 0.0);
        uint _e119 = l_mut_4_;
        uint l_10_ = (l_1_ + _e119);
        uint l_78_ = asuint(info.Load(4+0));
        uint l_79_ = (l_78_ * 1u);
        bool l_80_ = (l_10_ < l_79_);
        uint l_81_ = (l_79_ - 1u);
        uint l_82_ = min(l_10_, l_81_);
        float l_83_ = asfloat(buffer_1_global.Load(l_82_*4));
        float l_11_ = (l_80_ ? l_83_ : 0.0);
        float l_12_ = (l_6_ + l_9_);
        float l_13_ = (l_12_ * l_3_);
        float l_14_ = (l_13_ - l_6_);
        float l_15_ = (l_14_ * l_3_);
        float l_16_ = (l_13_ - l_15_);
        float l_17_ = (l_16_ * l_3_);
        float l_18_ = (l_6_ - l_17_);
        float l_19_ = (l_9_ - l_15_);
        float l_20_ = (l_18_ + l_19_);
        float l_21_ = (l_8_ + l_11_);
        float l_22_ = (l_21_ * l_3_);
        float l_23_ = (l_22_ - l_8_);
        float l_24_ = (l_23_ * l_3_);
        float l_25_ = (l_22_ - l_24_);
        float l_26_ = (l_25_ * l_3_);
        float l_27_ = (l_8_ - l_26_);
        float l_28_ = (l_11_ - l_24_);
        float l_29_ = (l_27_ + l_28_);
        float l_30_ = (l_20_ + l_22_);
        float l_31_ = (l_13_ + l_30_);
        float l_32_ = (l_31_ * l_3_);
        float l_33_ = (l_32_ - l_13_);
        float l_34_ = (l_33_ * l_3_);
        float l_35_ = (l_30_ - l_34_);
        float l_36_ = (l_29_ + l_35_);
        float l_37_ = (l_32_ + l_36_);
        float l_38_ = (l_37_ * l_3_);
        float l_39_ = (l_38_ - l_32_);
        float l_40_ = (l_39_ * l_3_);
        float l_41_ = (l_36_ - l_40_);
        uint l_85_ = asuint(info.Load(12+0));
        uint l_86_ = (l_85_ * 1u);
        uint _e172 = l_mut_4_;
        bool l_87_ = (_e172 < l_86_);
        if (l_87_) {
            uint _e175 = l_mut_4_;
            buffer_3_global.Store(_e175*4, asuint(l_38_));
        }
        uint _e177 = l_mut_4_;
        uint l_42_ = (l_1_ + _e177);
        uint l_88_ = asuint(info.Load(12+0));
        uint l_89_ = (l_88_ * 1u);
        bool l_90_ = (l_42_ < l_89_);
        if (l_90_) {
            buffer_3_global.Store(l_42_*4, asuint(l_41_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
