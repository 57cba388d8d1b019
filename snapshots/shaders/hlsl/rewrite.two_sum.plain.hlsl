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
        uint l_14_ = asuint(info.Load(0+0));
        uint l_15_ = (l_14_ * 1u);
        bool l_16_ = (id < l_15_);
        uint l_17_ = (l_15_ - 1u);
        uint l_18_ = min(id, l_17_);
        float l_19_ = asfloat(buffer_0_global.Load(l_18_*4));
        float l_2_ = (l_16_ ? l_19_ : 0.0);
        uint l_21_ = asuint(info.Load(4+0));
        uint l_22_ = (l_21_ * 1u);
        bool l_23_ = (id < l_22_);
        uint l_24_ = (l_22_ - 1u);
        uint l_25_ = min(id, l_24_);
        float l_26_ = asfloat(buffer_1_global.Load(l_25_*4));
        float l_3_ = (l_23_ ? l_26_ : 0.0);
        float l_4_ = (l_2_ + l_3_);
        uint l_28_ = asuint(info.Load(8+0));
        uint l_29_ = (l_28_ * 1u);
        bool l_30_ = (0u < l_29_);
        uint l_31_ = (l_29_ - 1u);
        uint l_32_ = min(0u, l_31_);
        float l_33_ = asfloat(buffer_2_global.Load(l_32_*4));
        float l_5_ = (l_30_ ? l_33_ : 0.0);
        float l_6_ = (l_4_ - l_2_);
        uint l_35_ = asuint(info.Load(8+0));
        uint l_36_ = (l_35_ * 1u);
        bool l_37_ = (0u < l_36_);
        uint l_38_ = (l_36_ - 1u);
        uint l_39_ = min(0u, l_38_);
        float l_40_ = asfloat(buffer_2_global.Load(l_39_*4));
        float l_7_ = (l_37_ ? l_40_ : 0.0);
        float l_8_ = (l_4_ - l_6_);
        uint l_42_ = asuint(info.Load(8+0));
        uint l_43_ = (l_42_ * 1u);
        bool l_44_ = (0u < l_43_);
        uint l_45_ = (l_43_ - 1u);
        uint l_46_ = min(0u, l_45_);
        float l_47_ = asfloat(buffer_2_global.Load(l_46_*4));
        float l_9_ = (l_44_ ? l_47_ : 0.0);
        float l_10_ = (l_2_ - l_8_);
        float l_11_ = (l_3_ - l_6_);
        float l_12_ = (l_10_ + l_11_);
        uint l_49_ = asuint(info.Load(12+0));
        uint l_50_ = (l_49_ * 1u);
        bool l_51_ = (id < l_50_);
        if (l_51_) {
            buffer_3_global.Store(id*4, asuint(l_4_));
        }
        uint l_13_ = (l_0_ + id);
        uint l_52_ = asuint(info.Load(12+0));
        uint l_53_ = (l_52_ * 1u);
        bool l_54_ = (l_13_ < l_53_);
        if (l_54_) {
            buffer_3_global.Store(l_13_*4, asuint(l_12_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
