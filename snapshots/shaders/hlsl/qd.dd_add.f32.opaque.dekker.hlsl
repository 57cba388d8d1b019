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
        uint l_42_ = asuint(info.Load(8+0));
        uint l_43_ = (l_42_ * 1u);
        bool l_44_ = (0u < l_43_);
        uint l_45_ = (l_43_ - 1u);
        uint l_46_ = min(0u, l_45_);
        float l_47_ = asfloat(buffer_2_global.Load(l_46_*4));
        float l_3_ = (l_44_ ? l_47_ : 0.0);
        uint l_49_ = asuint(info.Load(8+0));
        uint l_50_ = (l_49_ * 1u);
        bool l_51_ = (1u < l_50_);
        uint l_52_ = (l_50_ - 1u);
        uint l_53_ = min(1u, l_52_);
        float l_54_ = asfloat(buffer_2_global.Load(l_53_*4));
        float l_4_ = (l_51_ ? l_54_ : 0.0);
        uint l_56_ = asuint(info.Load(0+0));
        uint l_57_ = (l_56_ * 1u);
        bool l_58_ = (id < l_57_);
        uint l_59_ = (l_57_ - 1u);
        uint l_60_ = min(id, l_59_);
        float l_61_ = asfloat(buffer_0_global.Load(l_60_*4));
        float l_5_ = (l_58_ ? l_61_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_63_ = asuint(info.Load(0+0));
        uint l_64_ = (l_63_ * 1u);
        bool l_65_ = (l_6_ < l_64_);
        uint l_66_ = (l_64_ - 1u);
        uint l_67_ = min(l_6_, l_66_);
        float l_68_ = asfloat(buffer_0_global.Load(l_67_*4));
        float l_7_ = (l_65_ ? l_68_ : 0.0);
        uint l_70_ = asuint(info.Load(4+0));
        uint l_71_ = (l_70_ * 1u);
        bool l_72_ = (id < l_71_);
        uint l_73_ = (l_71_ - 1u);
        uint l_74_ = min(id, l_73_);
        float l_75_ = asfloat(buffer_1_global.Load(l_74_*4));
        float l_8_ = (l_72_ ? l_75_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_77_ = asuint(info.Load(4+0));
        uint l_78_ = (l_77_ * 1u);
        bool l_79_ = (l_9_ < l_78_);
        uint l_80_ = (l_78_ - 1u);
        uint l_81_ = min(l_9_, l_80_);
        float l_82_ = asfloat(buffer_1_global.Load(l_81_*4));
        float l_10_ = (l_79_ ? l_82_ : 0.0);
        float l_11_ = (l_5_ + l_8_);
        float l_12_ = (l_11_ * l_4_);
        float l_13_ = (l_12_ - l_5_);
        float l_14_ = (l_13_ * l_4_);
        float l_15_ = (l_12_ - l_14_);
        float l_16_ = (l_15_ * l_4_);
        float l_17_ = (l_5_ - l_16_);
        float l_18_ = (l_8_ - l_14_);
        float l_19_ = (l_17_ + l_18_);
        float l_20_ = (l_7_ + l_10_);
        float l_21_ = (l_20_ * l_4_);
        float l_22_ = (l_21_ - l_7_);
        float l_23_ = (l_22_ * l_4_);
        float l_24_ = (l_21_ - l_23_);
        float l_25_ = (l_24_ * l_4_);
        float l_26_ = (l_7_ - l_25_);
        float l_27_ = (l_10_ - l_23_);
        float l_28_ = (l_26_ + l_27_);
        float l_29_ = (l_19_ + l_21_);
        float l_30_ = (l_12_ + l_29_);
        float l_31_ = (l_30_ * l_4_);
        float l_32_ = (l_31_ - l_12_);
        float l_33_ = (l_32_ * l_4_);
        float l_34_ = (l_29_ - l_33_);
        float l_35_ = (l_28_ + l_34_);
        float l_36_ = (l_31_ + l_35_);
        float l_37_ = (l_36_ * l_4_);
        float l_38_ = (l_37_ - l_31_);
        float l_39_ = (l_38_ * l_4_);
        float l_40_ = (l_35_ - l_39_);
        uint l_84_ = asuint(info.Load(12+0));
        uint l_85_ = (l_84_ * 1u);
        bool l_86_ = (id < l_85_);
        if (l_86_) {
            buffer_3_global.Store(id*4, asuint(l_37_));
        }
        uint l_41_ = (l_1_ + id);
        uint l_87_ = asuint(info.Load(12+0));
        uint l_88_ = (l_87_ * 1u);
        bool l_89_ = (l_41_ < l_88_);
        if (l_89_) {
            buffer_3_global.Store(l_41_*4, asuint(l_40_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
