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
        uint l_6_ = asuint(info.Load(0+0));
        uint l_7_ = (l_6_ * 1u);
        bool l_8_ = (0u < l_7_);
        uint l_9_ = (l_7_ - 1u);
        uint l_10_ = min(0u, l_9_);
        float l_11_ = asfloat(buffer_0_global.Load(l_10_*4));
        float l_1_ = (l_8_ ? l_11_ : 0.0);
        float l_2_ = (l_1_ + l_1_);
        l_mut_3_ = l_2_;
        uint l_13_ = asuint(info.Load(4+0));
        uint l_14_ = (l_13_ * 1u);
        bool l_15_ = (0u < l_14_);
        uint l_16_ = (l_14_ - 1u);
        uint l_17_ = min(0u, l_16_);
        float l_18_ = asfloat(buffer_1_global.Load(l_17_*4));
        float l_4_ = (l_15_ ? l_18_ : 0.0);
        float _e63 = l_mut_3_;
        l_mut_3_ = (_e63 * l_4_);
        float _e65 = l_mut_3_;
        float l_5_ = (_e65 - l_1_);
        uint l_20_ = asuint(info.Load(8+0));
        uint l_21_ = (l_20_ * 1u);
        bool l_22_ = (0u < l_21_);
        if (l_22_) {
            buffer_2_global.Store(0, asuint(l_5_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
