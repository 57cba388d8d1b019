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
void guard_subtraction_f(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    half l_mut_5_ = (half)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(20+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_8_ = asuint(info.Load(0+0));
        uint l_9_ = (l_8_ * 1u);
        bool l_10_ = (0u < l_9_);
        uint l_11_ = (l_9_ - 1u);
        uint l_12_ = min(0u, l_11_);
        half l_13_ = buffer_0_global.Load<half>(l_12_*2);
        half l_2_ = (l_10_ ? l_13_ : 0.0h);
        uint l_15_ = asuint(info.Load(4+0));
        uint l_16_ = (l_15_ * 1u);
        bool l_17_ = (id < l_16_);
        uint l_18_ = (l_16_ - 1u);
        uint l_19_ = min(id, l_18_);
        half l_20_ = buffer_1_global.Load<half>(l_19_*2);
        half l_3_ = (l_17_ ? l_20_ : 0.0h);
        half l_4_ = (l_2_ - l_3_);
        l_mut_5_ = l_4_;
        uint l_22_ = asuint(info.Load(12+0));
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (id < l_23_);
        if (l_24_) {
            half _e73 = l_mut_5_;
            buffer_3_global.Store(id*2, _e73);
        }
        uint l_6_ = (l_0_ + id);
        half _e75 = l_mut_5_;
        half l_7_ = (_e75 - l_2_);
        uint l_25_ = asuint(info.Load(12+0));
        uint l_26_ = (l_25_ * 1u);
        bool l_27_ = (l_6_ < l_26_);
        if (l_27_) {
            buffer_3_global.Store(l_6_*2, l_7_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
