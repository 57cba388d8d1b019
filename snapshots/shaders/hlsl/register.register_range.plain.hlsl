struct info_st {
    uint static_meta[6];
};

static const uint WORKGROUP_SIZE_X = 1u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
ByteAddressBuffer info : register(t3);

[numthreads(1, 1, 1)]
void register_range_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_3_ = (float)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 1u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 1u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_5_ = asuint(info.Load(0+0));
        uint l_6_ = (l_5_ * 1u);
        bool l_7_ = (0u < l_6_);
        uint l_8_ = (l_6_ - 1u);
        uint l_9_ = min(0u, l_8_);
        float l_10_ = asfloat(buffer_0_global.Load(l_9_*4));
        float l_1_ = (l_7_ ? l_10_ : 0.0);
        float l_2_ = (l_1_ + l_1_);
        l_mut_3_ = l_2_;
        float _e46 = l_mut_3_;
        float l_4_ = (_e46 - l_1_);
        uint l_12_ = asuint(info.Load(8+0));
        uint l_13_ = (l_12_ * 1u);
        bool l_14_ = (0u < l_13_);
        if (l_14_) {
            buffer_2_global.Store(0, asuint(l_4_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
