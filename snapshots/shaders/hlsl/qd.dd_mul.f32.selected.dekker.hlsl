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
void multi_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_50_ = asuint(info.Load(8+0));
        uint l_51_ = (l_50_ * 1u);
        bool l_52_ = (0u < l_51_);
        uint l_53_ = (l_51_ - 1u);
        uint l_54_ = min(0u, l_53_);
        float l_55_ = asfloat(buffer_2_global.Load(l_54_*4));
        float l_3_ = (l_52_ ? l_55_ : 0.0);
        uint l_57_ = asuint(info.Load(8+0));
        uint l_58_ = (l_57_ * 1u);
        bool l_59_ = (1u < l_58_);
        uint l_60_ = (l_58_ - 1u);
        uint l_61_ = min(1u, l_60_);
        float l_62_ = asfloat(buffer_2_global.Load(l_61_*4));
        float l_4_ = (l_59_ ? l_62_ : 0.0);
        uint l_64_ = asuint(info.Load(0+0));
        uint l_65_ = (l_64_ * 1u);
        bool l_66_ = (id < l_65_);
        uint l_67_ = (l_65_ - 1u);
        uint l_68_ = min(id, l_67_);
        float l_69_ = asfloat(buffer_0_global.Load(l_68_*4));
        float l_5_ = (l_66_ ? l_69_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_71_ = asuint(info.Load(0+0));
        uint l_72_ = (l_71_ * 1u);
        bool l_73_ = (l_6_ < l_72_);
        uint l_74_ = (l_72_ - 1u);
        uint l_75_ = min(l_6_, l_74_);
        float l_76_ = asfloat(buffer_0_global.Load(l_75_*4));
        float l_7_ = (l_73_ ? l_76_ : 0.0);
        uint l_78_ = asuint(info.Load(4+0));
        uint l_79_ = (l_78_ * 1u);
        bool l_80_ = (id < l_79_);
        uint l_81_ = (l_79_ - 1u);
        uint l_82_ = min(id, l_81_);
        float l_83_ = asfloat(buffer_1_global.Load(l_82_*4));
        float l_8_ = (l_80_ ? l_83_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_85_ = asuint(info.Load(4+0));
        uint l_86_ = (l_85_ * 1u);
        bool l_87_ = (l_9_ < l_86_);
        uint l_88_ = (l_86_ - 1u);
        uint l_89_ = min(l_9_, l_88_);
        float l_90_ = asfloat(buffer_1_global.Load(l_89_*4));
        float l_10_ = (l_87_ ? l_90_ : 0.0);
        float l_11_ = (l_5_ * l_8_);
        bool l_12_ = (l_4_ != 0.0);
        float l_13_ = (l_12_ ? l_11_ : l_4_);
        float l_14_ = (l_3_ * l_5_);
        bool l_15_ = (l_4_ != 0.0);
        float l_16_ = (l_15_ ? l_14_ : l_4_);
        float l_17_ = (l_16_ - l_5_);
        bool l_18_ = (l_4_ != 0.0);
        float l_19_ = (l_18_ ? l_17_ : l_4_);
        float l_20_ = (l_16_ - l_19_);
        float l_21_ = (l_5_ - l_20_);
        float l_22_ = (l_3_ * l_8_);
        bool l_23_ = (l_4_ != 0.0);
        float l_24_ = (l_23_ ? l_22_ : l_4_);
        float l_25_ = (l_24_ - l_8_);
        bool l_26_ = (l_4_ != 0.0);
        float l_27_ = (l_26_ ? l_25_ : l_4_);
        float l_28_ = (l_24_ - l_27_);
        float l_29_ = (l_8_ - l_28_);
        float l_30_ = (l_20_ * l_28_);
        float l_31_ = (l_30_ - l_13_);
        float l_32_ = (l_20_ * l_29_);
        float l_33_ = (l_31_ + l_32_);
        float l_34_ = (l_21_ * l_28_);
        float l_35_ = (l_33_ + l_34_);
        float l_36_ = (l_21_ * l_29_);
        float l_37_ = (l_35_ + l_36_);
        float l_38_ = (l_5_ * l_10_);
        float l_39_ = (l_7_ * l_8_);
        float l_40_ = (l_38_ + l_39_);
        float l_41_ = (l_37_ + l_40_);
        float l_42_ = (l_13_ + l_41_);
        bool l_43_ = (l_4_ != 0.0);
        float l_44_ = (l_43_ ? l_42_ : l_4_);
        float l_45_ = (l_44_ - l_13_);
        bool l_46_ = (l_4_ != 0.0);
        float l_47_ = (l_46_ ? l_45_ : l_4_);
        float l_48_ = (l_41_ - l_47_);
        uint l_92_ = asuint(info.Load(12+0));
        uint l_93_ = (l_92_ * 1u);
        bool l_94_ = (id < l_93_);
        if (l_94_) {
            buffer_3_global.Store(id*4, asuint(l_44_));
        }
        uint l_49_ = (l_1_ + id);
        uint l_95_ = asuint(info.Load(12+0));
        uint l_96_ = (l_95_ * 1u);
        bool l_97_ = (l_49_ < l_96_);
        if (l_97_) {
            buffer_3_global.Store(l_49_*4, asuint(l_48_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
