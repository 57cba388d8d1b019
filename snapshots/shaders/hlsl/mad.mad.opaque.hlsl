struct info_st {
    uint static_meta[10];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
ByteAddressBuffer info : register(t5);

[numthreads(64, 1, 1)]
void mad_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_5_ = (float)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(20+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_9_ = asuint(info.Load(0+0));
        uint l_10_ = (l_9_ * 1u);
        bool l_11_ = (id < l_10_);
        uint l_12_ = (l_10_ - 1u);
        uint l_13_ = min(id, l_12_);
        float l_14_ = asfloat(buffer_0_global.Load(l_13_*4));
        float l_2_ = (l_11_ ? l_14_ : 0.0);
        uint l_16_ = asuint(info.Load(4+0));
        uint l_17_ = (l_16_ * 1u);
        bool l_18_ = (id < l_17_);
        uint l_19_ = (l_17_ - 1u);
        uint l_20_ = min(id, l_19_);
        float l_21_ = asfloat(buffer_1_global.Load(l_20_*4));
        float l_3_ = (l_18_ ? l_21_ : 0.0);
        float l_4_ = (l_2_ * l_3_);
        l_mut_5_ = l_4_;
        uint l_23_ = asuint(info.Load(12+0));
        uint l_24_ = (l_23_ * 1u);
        bool l_25_ = (0u < l_24_);
        uint l_26_ = (l_24_ - 1u);
        uint l_27_ = min(0u, l_26_);
        float l_28_ = asfloat(buffer_3_global.Load(l_27_*4));
        float l_6_ = (l_25_ ? l_28_ : 0.0);
        float _e79 = l_mut_5_;
        l_mut_5_ = (_e79 * l_6_);
        uint l_30_ = asuint(info.Load(8+0));
        uint l_31_ = (l_30_ * 1u);
        bool l_32_ = (id < l_31_);
        uint l_33_ = (l_31_ - 1u);
        uint l_34_ = min(id, l_33_);
        float l_35_ = asfloat(buffer_2_global.Load(l_34_*4));
        float l_7_ = (l_32_ ? l_35_ : 0.0);
        float _e96 = l_mut_5_;
        float l_8_ = (_e96 + l_7_);
        uint l_37_ = asuint(info.Load(16+0));
        uint l_38_ = (l_37_ * 1u);
        bool l_39_ = (id < l_38_);
        if (l_39_) {
            buffer_4_global.Store(id*4, asuint(l_8_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
