struct info_st {
    uint static_meta[4];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
ByteAddressBuffer info : register(t2);

[numthreads(64, 1, 1)]
void unary_range(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_5_ = (float)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(12+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_7_ = asuint(info.Load(0+0));
        uint l_8_ = (l_7_ * 1u);
        bool l_9_ = (0u < l_8_);
        uint l_10_ = (l_8_ - 1u);
        uint l_11_ = min(0u, l_10_);
        uint l_12_ = asuint(buffer_0_global.Load(l_11_*4));
        uint l_2_ = (l_9_ ? l_12_ : 0u);
        uint l_3_ = (l_2_ + id);
        float l_4_ = asfloat(l_3_);
        l_mut_5_ = l_4_;
        float l_6_ = cos(l_4_);
        l_mut_5_ = l_6_;
        uint l_14_ = asuint(info.Load(4+0));
        uint l_15_ = (l_14_ * 1u);
        bool l_16_ = (id < l_15_);
        if (l_16_) {
            float _e60 = l_mut_5_;
            buffer_1_global.Store(id*4, asuint(_e60));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
