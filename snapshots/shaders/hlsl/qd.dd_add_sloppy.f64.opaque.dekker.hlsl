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
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_28_ = asuint(info.Load(8+0));
        uint l_29_ = (l_28_ * 1u);
        bool l_30_ = (0u < l_29_);
        uint l_31_ = (l_29_ - 1u);
        uint l_32_ = min(0u, l_31_);
        double l_33_ = buffer_2_global.Load<double>(l_32_*8);
        double l_3_ = (l_30_ ? l_33_ : 0.0L);
        uint l_35_ = asuint(info.Load(8+0));
        uint l_36_ = (l_35_ * 1u);
        bool l_37_ = (1u < l_36_);
        uint l_38_ = (l_36_ - 1u);
        uint l_39_ = min(1u, l_38_);
        double l_40_ = buffer_2_global.Load<double>(l_39_*8);
        double l_4_ = (l_37_ ? l_40_ : 0.0L);
        uint l_42_ = asuint(info.Load(0+0));
        uint l_43_ = (l_42_ * 1u);
        bool l_44_ = (id < l_43_);
        uint l_45_ = (l_43_ - 1u);
        uint l_46_ = min(id, l_45_);
        double l_47_ = buffer_0_global.Load<double>(l_46_*8);
        double l_5_ = (l_44_ ? l_47_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_49_ = asuint(info.Load(0+0));
        uint l_50_ = (l_49_ * 1u);
        bool l_51_ = (l_6_ < l_50_);
        uint l_52_ = (l_50_ - 1u);
        uint l_53_ = min(l_6_, l_52_);
        double l_54_ = buffer_0_global.Load<double>(l_53_*8);
        double l_7_ = (l_51_ ? l_54_ : 0.0L);
        uint l_56_ = asuint(info.Load(4+0));
        uint l_57_ = (l_56_ * 1u);
        bool l_58_ = (id < l_57_);
        uint l_59_ = (l_57_ - 1u);
        uint l_60_ = min(id, l_59_);
        double l_61_ = buffer_1_global.Load<double>(l_60_*8);
        double l_8_ = (l_58_ ? l_61_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_63_ = asuint(info.Load(4+0));
        uint l_64_ = (l_63_ * 1u);
        bool l_65_ = (l_9_ < l_64_);
        uint l_66_ = (l_64_ - 1u);
        uint l_67_ = min(l_9_, l_66_);
        double l_68_ = buffer_1_global.Load<double>(l_67_*8);
        double l_10_ = (l_65_ ? l_68_ : 0.0L);
        double l_11_ = (l_5_ + l_8_);
        double l_12_ = (l_11_ * l_4_);
        double l_13_ = (l_12_ - l_5_);
        double l_14_ = (l_13_ * l_4_);
        double l_15_ = (l_12_ - l_14_);
        double l_16_ = (l_15_ * l_4_);
        double l_17_ = (l_5_ - l_16_);
        double l_18_ = (l_8_ - l_14_);
        double l_19_ = (l_17_ + l_18_);
        double l_20_ = (l_7_ + l_10_);
        double l_21_ = (l_19_ + l_20_);
        double l_22_ = (l_12_ + l_21_);
        double l_23_ = (l_22_ * l_4_);
        double l_24_ = (l_23_ - l_12_);
        double l_25_ = (l_24_ * l_4_);
        double l_26_ = (l_21_ - l_25_);
        uint l_70_ = asuint(info.Load(12+0));
        uint l_71_ = (l_70_ * 1u);
        bool l_72_ = (id < l_71_);
        if (l_72_) {
            buffer_3_global.Store(id*8, l_23_);
        }
        uint l_27_ = (l_1_ + id);
        uint l_73_ = asuint(info.Load(12+0));
        uint l_74_ = (l_73_ * 1u);
        bool l_75_ = (l_27_ < l_74_);
        if (l_75_) {
            buffer_3_global.Store(l_27_*8, l_26_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
