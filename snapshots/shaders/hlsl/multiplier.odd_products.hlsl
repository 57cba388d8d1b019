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
void odd_products(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(12+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_2_ = (id + 1u);
        uint l_3_ = (2u * l_2_);
        uint l_4_ = (l_3_ + 1u);
        float l_5_ = float(l_4_);
        uint l_8_ = asuint(info.Load(0+0));
        uint l_9_ = (l_8_ * 1u);
        bool l_10_ = (0u < l_9_);
        uint l_11_ = (l_9_ - 1u);
        uint l_12_ = min(0u, l_11_);
        float l_13_ = asfloat(buffer_0_global.Load(l_12_*4));
        float l_6_ = (l_10_ ? l_13_ : 0.0);
        float l_7_ = (l_6_ * l_5_);
        uint l_15_ = asuint(info.Load(4+0));
        uint l_16_ = (l_15_ * 1u);
        bool l_17_ = (id < l_16_);
        if (l_17_) {
            buffer_1_global.Store(id*4, asuint(l_7_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
