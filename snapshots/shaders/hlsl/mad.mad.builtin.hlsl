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
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(20+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_6_ = asuint(info.Load(0+0));
        uint l_7_ = (l_6_ * 1u);
        bool l_8_ = (id < l_7_);
        uint l_9_ = (l_7_ - 1u);
        uint l_10_ = min(id, l_9_);
        float l_11_ = asfloat(buffer_0_global.Load(l_10_*4));
        float l_2_ = (l_8_ ? l_11_ : 0.0);
        uint l_13_ = asuint(info.Load(4+0));
        uint l_14_ = (l_13_ * 1u);
        bool l_15_ = (id < l_14_);
        uint l_16_ = (l_14_ - 1u);
        uint l_17_ = min(id, l_16_);
        float l_18_ = asfloat(buffer_1_global.Load(l_17_*4));
        float l_3_ = (l_15_ ? l_18_ : 0.0);
        uint l_20_ = asuint(info.Load(8+0));
        uint l_21_ = (l_20_ * 1u);
        bool l_22_ = (id < l_21_);
        uint l_23_ = (l_21_ - 1u);
        uint l_24_ = min(id, l_23_);
        float l_25_ = asfloat(buffer_2_global.Load(l_24_*4));
        float l_4_ = (l_22_ ? l_25_ : 0.0);
        float l_5_ = mad(l_2_, l_3_, l_4_);
        uint l_27_ = asuint(info.Load(16+0));
        uint l_28_ = (l_27_ * 1u);
        bool l_29_ = (id < l_28_);
        if (l_29_) {
            buffer_4_global.Store(id*4, asuint(l_5_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
