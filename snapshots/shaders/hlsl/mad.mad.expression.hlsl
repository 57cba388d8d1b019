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
        uint l_8_ = asuint(info.Load(0+0));
        uint l_9_ = (l_8_ * 1u);
        bool l_10_ = (id < l_9_);
        uint l_11_ = (l_9_ - 1u);
        uint l_12_ = min(id, l_11_);
        float l_13_ = asfloat(buffer_0_global.Load(l_12_*4));
        float l_2_ = (l_10_ ? l_13_ : 0.0);
        uint l_15_ = asuint(info.Load(4+0));
        uint l_16_ = (l_15_ * 1u);
        bool l_17_ = (id < l_16_);
        uint l_18_ = (l_16_ - 1u);
        uint l_19_ = min(id, l_18_);
        float l_20_ = asfloat(buffer_1_global.Load(l_19_*4));
        float l_3_ = (l_17_ ? l_20_ : 0.0);
        float l_4_ = (l_2_ * l_3_);
        l_mut_5_ = l_4_;
        uint l_22_ = asuint(info.Load(8+0));
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (id < l_23_);
        uint l_25_ = (l_23_ - 1u);
        uint l_26_ = min(id, l_25_);
        float l_27_ = asfloat(buffer_2_global.Load(l_26_*4));
        float l_6_ = (l_24_ ? l_27_ : 0.0);
        float _e77 = l_mut_5_;
        float l_7_ = (_e77 + l_6_);
        uint l_29_ = asuint(info.Load(16+0));
        uint l_30_ = (l_29_ * 1u);
        bool l_31_ = (id < l_30_);
        if (l_31_) {
            buffer_4_global.Store(id*4, asuint(l_7_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
