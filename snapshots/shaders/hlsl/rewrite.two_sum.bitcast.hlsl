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

[numthreads(64, 1, 1)]
void two_sum(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_20_ = asuint(info.Load(0+0));
        uint l_21_ = (l_20_ * 1u);
        bool l_22_ = (id < l_21_);
        uint l_23_ = (l_21_ - 1u);
        uint l_24_ = min(id, l_23_);
        float l_25_ = asfloat(buffer_0_global.Load(l_24_*4));
        float l_2_ = (l_22_ ? l_25_ : 0.0);
        uint l_27_ = asuint(info.Load(4+0));
        uint l_28_ = (l_27_ * 1u);
        bool l_29_ = (id < l_28_);
        uint l_30_ = (l_28_ - 1u);
        uint l_31_ = min(id, l_30_);
        float l_32_ = asfloat(buffer_1_global.Load(l_31_*4));
        float l_3_ = (l_29_ ? l_32_ : 0.0);
        float l_4_ = (l_2_ + l_3_);
        uint l_34_ = asuint(info.Load(8+0));
        uint l_35_ = (l_34_ * 1u);
        bool l_36_ = (0u < l_35_);
        uint l_37_ = (l_35_ - 1u);
        uint l_38_ = min(0u, l_37_);
        float l_39_ = asfloat(buffer_2_global.Load(l_38_*4));
        float l_5_ = (l_36_ ? l_39_ : 0.0);
        uint l_6_ = asuint(l_4_);
        float l_7_ = asfloat(l_6_);
        float l_8_ = (l_7_ - l_2_);
        uint l_41_ = asuint(info.Load(8+0));
        uint l_42_ = (l_41_ * 1u);
        bool l_43_ = (0u < l_42_);
        uint l_44_ = (l_42_ - 1u);
        uint l_45_ = min(0u, l_44_);
        float l_46_ = asfloat(buffer_2_global.Load(l_45_*4));
        float l_9_ = (l_43_ ? l_46_ : 0.0);
        uint l_10_ = asuint(l_8_);
        float l_11_ = asfloat(l_10_);
        float l_12_ = (l_7_ - l_11_);
        uint l_48_ = asuint(info.Load(8+0));
        uint l_49_ = (l_48_ * 1u);
        bool l_50_ = (0u < l_49_);
        uint l_51_ = (l_49_ - 1u);
        uint l_52_ = min(0u, l_51_);
        float l_53_ = asfloat(buffer_2_global.Load(l_52_*4));
        float l_13_ = (l_50_ ? l_53_ : 0.0);
        uint l_14_ = asuint(l_12_);
        float l_15_ = asfloat(l_14_);
        float l_16_ = (l_2_ - l_15_);
        float l_17_ = (l_3_ - l_11_);
        float l_18_ = (l_16_ + l_17_);
        uint l_55_ = asuint(info.Load(12+0));
        uint l_56_ = (l_55_ * 1u);
        bool l_57_ = (id < l_56_);
        if (l_57_) {
            buffer_3_global.Store(id*4, asuint(l_7_));
        }
        uint l_19_ = (l_0_ + id);
        uint l_58_ = asuint(info.Load(12+0));
        uint l_59_ = (l_58_ * 1u);
        bool l_60_ = (l_19_ < l_59_);
        if (l_60_) {
            buffer_3_global.Store(l_19_*4, asuint(l_18_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
