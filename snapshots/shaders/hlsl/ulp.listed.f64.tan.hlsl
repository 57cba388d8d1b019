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
void listed_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double l_mut_5_ = (double)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(28+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_7_ = asuint(info.Load(0+0));
        uint l_8_ = (l_7_ * 1u);
        bool l_9_ = (id < l_8_);
        uint l_10_ = (l_8_ - 1u);
        uint l_11_ = min(id, l_10_);
        double l_12_ = buffer_0_global.Load<double>(l_11_*8);
        double l_2_ = (l_9_ ? l_12_ : 0.0L);
        uint l_14_ = asuint(info.Load(4+0));
        uint l_15_ = (l_14_ * 1u);
        bool l_16_ = (id < l_15_);
        uint l_17_ = (l_15_ - 1u);
        uint l_18_ = min(id, l_17_);
        double l_19_ = buffer_1_global.Load<double>(l_18_*8);
        double l_3_ = (l_16_ ? l_19_ : 0.0L);
        uint l_21_ = asuint(info.Load(8+0));
        uint l_22_ = (l_21_ * 1u);
        bool l_23_ = (id < l_22_);
        uint l_24_ = (l_22_ - 1u);
        uint l_25_ = min(id, l_24_);
        double l_26_ = buffer_2_global.Load<double>(l_25_*8);
        double l_4_ = (l_23_ ? l_26_ : 0.0L);
        l_mut_5_ = l_2_;
        double l_6_ = tan(l_2_);
        l_mut_5_ = l_6_;
        uint l_28_ = asuint(info.Load(12+0));
        uint l_29_ = (l_28_ * 1u);
        bool l_30_ = (id < l_29_);
        if (l_30_) {
            double _e86 = l_mut_5_;
            buffer_3_global.Store(id*8, _e86);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
