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
        uint l_33_ = asuint(info.Load(8+0));
        uint l_34_ = (l_33_ * 1u);
        bool l_35_ = (0u < l_34_);
        uint l_36_ = (l_34_ - 1u);
        uint l_37_ = min(0u, l_36_);
        float l_38_ = asfloat(buffer_2_global.Load(l_37_*4));
        float l_3_ = (l_35_ ? l_38_ : 0.0);
        uint l_40_ = asuint(info.Load(8+0));
        uint l_41_ = (l_40_ * 1u);
        bool l_42_ = (1u < l_41_);
        uint l_43_ = (l_41_ - 1u);
        uint l_44_ = min(1u, l_43_);
        float l_45_ = asfloat(buffer_2_global.Load(l_44_*4));
        float l_4_ = (l_42_ ? l_45_ : 0.0);
        uint l_47_ = asuint(info.Load(0+0));
        uint l_48_ = (l_47_ * 1u);
        bool l_49_ = (id < l_48_);
        uint l_50_ = (l_48_ - 1u);
        uint l_51_ = min(id, l_50_);
        float l_52_ = asfloat(buffer_0_global.Load(l_51_*4));
        float l_5_ = (l_49_ ? l_52_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_54_ = asuint(info.Load(0+0));
        uint l_55_ = (l_54_ * 1u);
        bool l_56_ = (l_6_ < l_55_);
        uint l_57_ = (l_55_ - 1u);
        uint l_58_ = min(l_6_, l_57_);
        float l_59_ = asfloat(buffer_0_global.Load(l_58_*4));
        float l_7_ = (l_56_ ? l_59_ : 0.0);
        uint l_61_ = asuint(info.Load(4+0));
        uint l_62_ = (l_61_ * 1u);
        bool l_63_ = (id < l_62_);
        uint l_64_ = (l_62_ - 1u);
        uint l_65_ = min(id, l_64_);
        float l_66_ = asfloat(buffer_1_global.Load(l_65_*4));
        float l_8_ = (l_63_ ? l_66_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_68_ = asuint(info.Load(4+0));
        uint l_69_ = (l_68_ * 1u);
        bool l_70_ = (l_9_ < l_69_);
        uint l_71_ = (l_69_ - 1u);
        uint l_72_ = min(l_9_, l_71_);
        float l_73_ = asfloat(buffer_1_global.Load(l_72_*4));
        float l_10_ = (l_70_ ? l_73_ : 0.0);
        float l_11_ = (l_5_ + l_8_);
        bool l_12_ = (l_4_ != 0.0);
        float l_13_ = (l_12_ ? l_11_ : l_4_);
        float l_14_ = (l_13_ - l_5_);
        bool l_15_ = (l_4_ != 0.0);
        float l_16_ = (l_15_ ? l_14_ : l_4_);
        float l_17_ = (l_13_ - l_16_);
        bool l_18_ = (l_4_ != 0.0);
        float l_19_ = (l_18_ ? l_17_ : l_4_);
        float l_20_ = (l_5_ - l_19_);
        float l_21_ = (l_8_ - l_16_);
        float l_22_ = (l_20_ + l_21_);
        float l_23_ = (l_7_ + l_10_);
        float l_24_ = (l_22_ + l_23_);
        float l_25_ = (l_13_ + l_24_);
        bool l_26_ = (l_4_ != 0.0);
        float l_27_ = (l_26_ ? l_25_ : l_4_);
        float l_28_ = (l_27_ - l_13_);
        bool l_29_ = (l_4_ != 0.0);
        float l_30_ = (l_29_ ? l_28_ : l_4_);
        float l_31_ = (l_24_ - l_30_);
        uint l_75_ = asuint(info.Load(12+0));
        uint l_76_ = (l_75_ * 1u);
        bool l_77_ = (id < l_76_);
        if (l_77_) {
            buffer_3_global.Store(id*4, asuint(l_27_));
        }
        uint l_32_ = (l_1_ + id);
        uint l_78_ = asuint(info.Load(12+0));
        uint l_79_ = (l_78_ * 1u);
        bool l_80_ = (l_32_ < l_79_);
        if (l_80_) {
            buffer_3_global.Store(l_32_*4, asuint(l_31_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
