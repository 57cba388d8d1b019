struct info_st {
    uint static_meta[6];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
ByteAddressBuffer info : register(t3);

[numthreads(64, 1, 1)]
void div_sqrt(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(12+0));
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
        float l_4_ = (l_2_ / l_3_);
        uint l_22_ = asuint(info.Load(8+0));
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (id < l_23_);
        if (l_24_) {
            buffer_2_global.Store(id*4, asuint(l_4_));
        }
        uint l_5_ = (l_0_ + id);
        uint l_25_ = asuint(info.Load(0+0));
        uint l_26_ = (l_25_ * 1u);
        bool l_27_ = (id < l_26_);
        uint l_28_ = (l_26_ - 1u);
        uint l_29_ = min(id, l_28_);
        float l_30_ = asfloat(buffer_0_global.Load(l_29_*4));
        float l_6_ = (l_27_ ? l_30_ : 0.0);
        float l_7_ = sqrt(l_6_);
        uint l_32_ = asuint(info.Load(8+0));
        uint l_33_ = (l_32_ * 1u);
        bool l_34_ = (l_5_ < l_33_);
        if (l_34_) {
            buffer_2_global.Store(l_5_*4, asuint(l_7_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
