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
void transforms_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_11_ = asuint(info.Load(8+0));
        uint l_12_ = (l_11_ * 1u);
        bool l_13_ = (0u < l_12_);
        uint l_14_ = (l_12_ - 1u);
        uint l_15_ = min(0u, l_14_);
        double l_16_ = buffer_2_global.Load<double>(l_15_*8);
        double l_2_ = (l_13_ ? l_16_ : 0.0L);
        uint l_18_ = asuint(info.Load(8+0));
        uint l_19_ = (l_18_ * 1u);
        bool l_20_ = (1u < l_19_);
        uint l_21_ = (l_19_ - 1u);
        uint l_22_ = min(1u, l_21_);
        double l_23_ = buffer_2_global.Load<double>(l_22_*8);
        double l_3_ = (l_20_ ? l_23_ : 0.0L);
        uint l_25_ = asuint(info.Load(0+0));
        uint l_26_ = (l_25_ * 1u);
        bool l_27_ = (id < l_26_);
        uint l_28_ = (l_26_ - 1u);
        uint l_29_ = min(id, l_28_);
        double l_30_ = buffer_0_global.Load<double>(l_29_*8);
        double l_4_ = (l_27_ ? l_30_ : 0.0L);
        uint l_32_ = asuint(info.Load(4+0));
        uint l_33_ = (l_32_ * 1u);
        bool l_34_ = (id < l_33_);
        uint l_35_ = (l_33_ - 1u);
        uint l_36_ = min(id, l_35_);
        double l_37_ = buffer_1_global.Load<double>(l_36_*8);
        double l_5_ = (l_34_ ? l_37_ : 0.0L);
        double l_6_ = (l_4_ * l_5_);
        double l_7_ = (l_6_ * l_3_);
        double l_8_ = -(l_7_);
        double l_9_ = mad(l_4_, l_5_, l_8_);
        uint l_39_ = asuint(info.Load(12+0));
        uint l_40_ = (l_39_ * 1u);
        bool l_41_ = (id < l_40_);
        if (l_41_) {
            buffer_3_global.Store(id*8, l_7_);
        }
        uint l_10_ = (l_0_ + id);
        uint l_42_ = asuint(info.Load(12+0));
        uint l_43_ = (l_42_ * 1u);
        bool l_44_ = (l_10_ < l_43_);
        if (l_44_) {
            buffer_3_global.Store(l_10_*8, l_9_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
