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
        uint l_5_ = asuint(info.Load(0+0));
        uint l_6_ = (l_5_ * 1u);
        bool l_7_ = (id < l_6_);
        uint l_8_ = (l_6_ - 1u);
        uint l_9_ = min(id, l_8_);
        float l_10_ = asfloat(buffer_0_global.Load(l_9_*4));
        float l_2_ = (l_7_ ? l_10_ : 0.0);
        uint l_12_ = asuint(info.Load(4+0));
        uint l_13_ = (l_12_ * 1u);
        bool l_14_ = (id < l_13_);
        uint l_15_ = (l_13_ - 1u);
        uint l_16_ = min(id, l_15_);
        float l_17_ = asfloat(buffer_1_global.Load(l_16_*4));
        float l_3_ = (l_14_ ? l_17_ : 0.0);
        float l_4_ = (l_2_ + l_3_);
        uint l_19_ = asuint(info.Load(12+0));
        uint l_20_ = (l_19_ * 1u);
        bool l_21_ = (id < l_20_);
        if (l_21_) {
            buffer_3_global.Store(id*4, asuint(l_4_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
