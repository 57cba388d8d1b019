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
void narrowed_f_f32_n(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(8+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_4_ = asuint(info.Load(0+0));
        uint l_5_ = (l_4_ * 1u);
        bool l_6_ = (id < l_5_);
        uint l_7_ = (l_5_ - 1u);
        uint l_8_ = min(id, l_7_);
        float l_9_ = asfloat(buffer_0_global.Load(l_8_*4));
        float l_2_ = (l_6_ ? l_9_ : 0.0);
        half l_3_ = half(l_2_);
        uint l_11_ = asuint(info.Load(4+0));
        uint l_12_ = (l_11_ * 1u);
        bool l_13_ = (id < l_12_);
        if (l_13_) {
            buffer_1_global.Store(id*2, l_3_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
