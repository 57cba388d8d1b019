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
void register_precision_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_5_ = (float)0;
    float l_mut_8_ = (float)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(20+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_15_ = asuint(info.Load(0+0));
        uint l_16_ = (l_15_ * 1u);
        bool l_17_ = (0u < l_16_);
        uint l_18_ = (l_16_ - 1u);
        uint l_19_ = min(0u, l_18_);
        float l_20_ = asfloat(buffer_0_global.Load(l_19_*4));
        float l_2_ = (l_17_ ? l_20_ : 0.0);
        uint l_22_ = asuint(info.Load(4+0));
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (id < l_23_);
        uint l_25_ = (l_23_ - 1u);
        uint l_26_ = min(id, l_25_);
        float l_27_ = asfloat(buffer_1_global.Load(l_26_*4));
        float l_3_ = (l_24_ ? l_27_ : 0.0);
        float l_4_ = (l_2_ + l_3_);
        l_mut_5_ = l_4_;
        uint l_29_ = asuint(info.Load(4+0));
        uint l_30_ = (l_29_ * 1u);
        bool l_31_ = (id < l_30_);
        uint l_32_ = (l_30_ - 1u);
        uint l_33_ = min(id, l_32_);
        float l_34_ = asfloat(buffer_1_global.Load(l_33_*4));
        float l_6_ = (l_31_ ? l_34_ : 0.0);
        float l_7_ = (l_2_ - l_6_);
        l_mut_8_ = l_7_;
        uint l_36_ = asuint(info.Load(12+0));
        uint l_37_ = (l_36_ * 1u);
        bool l_38_ = (id < l_37_);
        if (l_38_) {
            float _e90 = l_mut_5_;
            buffer_3_global.Store(id*4, asuint(_e90));
        }
        uint l_9_ = (l_0_ + id);
        float _e92 = l_mut_5_;
        float l_10_ = (_e92 - l_2_);
        uint l_39_ = asuint(info.Load(12+0));
        uint l_40_ = (l_39_ * 1u);
        bool l_41_ = (l_9_ < l_40_);
        if (l_41_) {
            buffer_3_global.Store(l_9_*4, asuint(l_10_));
        }
        uint l_11_ = (2u * l_0_);
        uint l_12_ = (l_11_ + id);
        uint l_42_ = asuint(info.Load(4+0));
        uint l_43_ = (l_42_ * 1u);
        bool l_44_ = (id < l_43_);
        uint l_45_ = (l_43_ - 1u);
        uint l_46_ = min(id, l_45_);
        float l_47_ = asfloat(buffer_1_global.Load(l_46_*4));
        float l_13_ = (l_44_ ? l_47_ : 0.0);
        float _e121 = l_mut_8_;
        float l_14_ = (_e121 + l_13_);
        uint l_49_ = asuint(info.Load(12+0));
        uint l_50_ = (l_49_ * 1u);
        bool l_51_ = (l_12_ < l_50_);
        if (l_51_) {
            buffer_3_global.Store(l_12_*4, asuint(l_14_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
