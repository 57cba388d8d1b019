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
        uint l_42_ = asuint(info.Load(8+0));
        uint l_43_ = (l_42_ * 1u);
        bool l_44_ = (0u < l_43_);
        uint l_45_ = (l_43_ - 1u);
        uint l_46_ = min(0u, l_45_);
        double l_47_ = buffer_2_global.Load<double>(l_46_*8);
        double l_3_ = (l_44_ ? l_47_ : 0.0L);
        uint l_49_ = asuint(info.Load(8+0));
        uint l_50_ = (l_49_ * 1u);
        bool l_51_ = (1u < l_50_);
        uint l_52_ = (l_50_ - 1u);
        uint l_53_ = min(1u, l_52_);
        double l_54_ = buffer_2_global.Load<double>(l_53_*8);
        double l_4_ = (l_51_ ? l_54_ : 0.0L);
        uint l_56_ = asuint(info.Load(0+0));
        uint l_57_ = (l_56_ * 1u);
        bool l_58_ = (id < l_57_);
        uint l_59_ = (l_57_ - 1u);
        uint l_60_ = min(id, l_59_);
        double l_61_ = buffer_0_global.Load<double>(l_60_*8);
        double l_5_ = (l_58_ ? l_61_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_63_ = asuint(info.Load(0+0));
        uint l_64_ = (l_63_ * 1u);
        bool l_65_ = (l_6_ < l_64_);
        uint l_66_ = (l_64_ - 1u);
        uint l_67_ = min(l_6_, l_66_);
        double l_68_ = buffer_0_global.Load<double>(l_67_*8);
        double l_7_ = (l_65_ ? l_68_ : 0.0L);
        uint l_70_ = asuint(info.Load(4+0));
        uint l_71_ = (l_70_ * 1u);
        bool l_72_ = (id < l_71_);
        uint l_73_ = (l_71_ - 1u);
        uint l_74_ = min(id, l_73_);
        double l_75_ = buffer_1_global.Load<double>(l_74_*8);
        double l_8_ = (l_72_ ? l_75_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_77_ = asuint(info.Load(4+0));
        uint l_78_ = (l_77_ * 1u);
        bool l_79_ = (l_9_ < l_78_);
        uint l_80_ = (l_78_ - 1u);
        uint l_81_ = min(l_9_, l_80_);
        double l_82_ = buffer_1_global.Load<double>(l_81_*8);
        double l_10_ = (l_79_ ? l_82_ : 0.0L);
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
        double l_21_ = (l_20_ * l_4_);
        double l_22_ = (l_21_ - l_7_);
        double l_23_ = (l_22_ * l_4_);
        double l_24_ = (l_21_ - l_23_);
        double l_25_ = (l_24_ * l_4_);
        double l_26_ = (l_7_ - l_25_);
        double l_27_ = (l_10_ - l_23_);
        double l_28_ = (l_26_ + l_27_);
        double l_29_ = (l_19_ + l_21_);
        double l_30_ = (l_12_ + l_29_);
        double l_31_ = (l_30_ * l_4_);
        double l_32_ = (l_31_ - l_12_);
        double l_33_ = (l_32_ * l_4_);
        double l_34_ = (l_29_ - l_33_);
        double l_35_ = (l_28_ + l_34_);
        double l_36_ = (l_31_ + l_35_);
        double l_37_ = (l_36_ * l_4_);
        double l_38_ = (l_37_ - l_31_);
        double l_39_ = (l_38_ * l_4_);
        double l_40_ = (l_35_ - l_39_);
        uint l_84_ = asuint(info.Load(12+0));
        uint l_85_ = (l_84_ * 1u);
        bool l_86_ = (id < l_85_);
        if (l_86_) {
            buffer_3_global.Store(id*8, l_37_);
        }
        uint l_41_ = (l_1_ + id);
        uint l_87_ = asuint(info.Load(12+0));
        uint l_88_ = (l_87_ * 1u);
        bool l_89_ = (l_41_ < l_88_);
        if (l_89_) {
            buffer_3_global.Store(l_41_*8, l_40_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
