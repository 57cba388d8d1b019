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
void basic_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(28+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_7_ = asuint(info.Load(0+0));
        uint l_8_ = (l_7_ * 1u);
        bool l_9_ = (id < l_8_);
        uint l_10_ = (l_8_ - 1u);
        uint l_11_ = min(id, l_10_);
        float l_12_ = asfloat(buffer_0_global.Load(l_11_*4));
        float l_2_ = (l_9_ ? l_12_ : 0.0);
        uint l_14_ = asuint(info.Load(4+0));
        uint l_15_ = (l_14_ * 1u);
        bool l_16_ = (id < l_15_);
        uint l_17_ = (l_15_ - 1u);
        uint l_18_ = min(id, l_17_);
        float l_19_ = asfloat(buffer_1_global.Load(l_18_*4));
        float l_3_ = (l_16_ ? l_19_ : 0.0);
        float l_4_ = (l_2_ * l_3_);
        uint l_21_ = asuint(info.Load(8+0));
        uint l_22_ = (l_21_ * 1u);
        bool l_23_ = (id < l_22_);
        uint l_24_ = (l_22_ - 1u);
        uint l_25_ = min(id, l_24_);
        float l_26_ = asfloat(buffer_2_global.Load(l_25_*4));
        float l_5_ = (l_23_ ? l_26_ : 0.0);
        float l_6_ = (l_4_ + l_5_);
        uint l_28_ = asuint(info.Load(12+0));
        uint l_29_ = (l_28_ * 1u);
        bool l_30_ = (id < l_29_);
        if (l_30_) {
            buffer_3_global.Store(id*4, asuint(l_6_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
