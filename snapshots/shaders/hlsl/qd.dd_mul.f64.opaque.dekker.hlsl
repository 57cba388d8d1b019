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
        uint l_43_ = asuint(info.Load(8+0));
        uint l_44_ = (l_43_ * 1u);
        bool l_45_ = (0u < l_44_);
        uint l_46_ = (l_44_ - 1u);
        uint l_47_ = min(0u, l_46_);
        double l_48_ = buffer_2_global.Load<double>(l_47_*8);
        double l_3_ = (l_45_ ? l_48_ : 0.0L);
        uint l_50_ = asuint(info.Load(8+0));
        uint l_51_ = (l_50_ * 1u);
        bool l_52_ = (1u < l_51_);
        uint l_53_ = (l_51_ - 1u);
        uint l_54_ = min(1u, l_53_);
        double l_55_ = buffer_2_global.Load<double>(l_54_*8);
        double l_4_ = (l_52_ ? l_55_ : 0.0L);
        uint l_57_ = asuint(info.Load(0+0));
        uint l_58_ = (l_57_ * 1u);
        bool l_59_ = (id < l_58_);
        uint l_60_ = (l_58_ - 1u);
        uint l_61_ = min(id, l_60_);
        double l_62_ = buffer_0_global.Load<double>(l_61_*8);
        double l_5_ = (l_59_ ? l_62_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_64_ = asuint(info.Load(0+0));
        uint l_65_ = (l_64_ * 1u);
        bool l_66_ = (l_6_ < l_65_);
        uint l_67_ = (l_65_ - 1u);
        uint l_68_ = min(l_6_, l_67_);
        double l_69_ = buffer_0_global.Load<double>(l_68_*8);
        double l_7_ = (l_66_ ? l_69_ : 0.0L);
        uint l_71_ = asuint(info.Load(4+0));
        uint l_72_ = (l_71_ * 1u);
        bool l_73_ = (id < l_72_);
        uint l_74_ = (l_72_ - 1u);
        uint l_75_ = min(id, l_74_);
        double l_76_ = buffer_1_global.Load<double>(l_75_*8);
        double l_8_ = (l_73_ ? l_76_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_78_ = asuint(info.Load(4+0));
        uint l_79_ = (l_78_ * 1u);
        bool l_80_ = (l_9_ < l_79_);
        uint l_81_ = (l_79_ - 1u);
        uint l_82_ = min(l_9_, l_81_);
        double l_83_ = buffer_1_global.Load<double>(l_82_*8);
        double l_10_ = (l_80_ ? l_83_ : 0.0L);
        double l_11_ = (l_5_ * l_8_);
        double l_12_ = (l_11_ * l_4_);
        double l_13_ = (l_3_ * l_5_);
        double l_14_ = (l_13_ * l_4_);
        double l_15_ = (l_14_ - l_5_);
        double l_16_ = (l_15_ * l_4_);
        double l_17_ = (l_14_ - l_16_);
        double l_18_ = (l_5_ - l_17_);
        double l_19_ = (l_3_ * l_8_);
        double l_20_ = (l_19_ * l_4_);
        double l_21_ = (l_20_ - l_8_);
        double l_22_ = (l_21_ * l_4_);
        double l_23_ = (l_20_ - l_22_);
        double l_24_ = (l_8_ - l_23_);
        double l_25_ = (l_17_ * l_23_);
        double l_26_ = (l_25_ - l_12_);
        double l_27_ = (l_17_ * l_24_);
        double l_28_ = (l_26_ + l_27_);
        double l_29_ = (l_18_ * l_23_);
        double l_30_ = (l_28_ + l_29_);
        double l_31_ = (l_18_ * l_24_);
        double l_32_ = (l_30_ + l_31_);
        double l_33_ = (l_5_ * l_10_);
        double l_34_ = (l_7_ * l_8_);
        double l_35_ = (l_33_ + l_34_);
        double l_36_ = (l_32_ + l_35_);
        double l_37_ = (l_12_ + l_36_);
        double l_38_ = (l_37_ * l_4_);
        double l_39_ = (l_38_ - l_12_);
        double l_40_ = (l_39_ * l_4_);
        double l_41_ = (l_36_ - l_40_);
        uint l_85_ = asuint(info.Load(12+0));
        uint l_86_ = (l_85_ * 1u);
        bool l_87_ = (id < l_86_);
        if (l_87_) {
            buffer_3_global.Store(id*8, l_38_);
        }
        uint l_42_ = (l_1_ + id);
        uint l_88_ = asuint(info.Load(12+0));
        uint l_89_ = (l_88_ * 1u);
        bool l_90_ = (l_42_ < l_89_);
        if (l_90_) {
            buffer_3_global.Store(l_42_*8, l_41_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
