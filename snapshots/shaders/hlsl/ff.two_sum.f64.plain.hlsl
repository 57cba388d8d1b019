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
        uint l_13_ = asuint(info.Load(8+0));
        uint l_14_ = (l_13_ * 1u);
        bool l_15_ = (0u < l_14_);
        uint l_16_ = (l_14_ - 1u);
        uint l_17_ = min(0u, l_16_);
        double l_18_ = buffer_2_global.Load<double>(l_17_*8);
        double l_2_ = (l_15_ ? l_18_ : 0.0L);
        uint l_20_ = asuint(info.Load(8+0));
        uint l_21_ = (l_20_ * 1u);
        bool l_22_ = (1u < l_21_);
        uint l_23_ = (l_21_ - 1u);
        uint l_24_ = min(1u, l_23_);
        double l_25_ = buffer_2_global.Load<double>(l_24_*8);
        double l_3_ = (l_22_ ? l_25_ : 0.0L);
        uint l_27_ = asuint(info.Load(0+0));
        uint l_28_ = (l_27_ * 1u);
        bool l_29_ = (id < l_28_);
        uint l_30_ = (l_28_ - 1u);
        uint l_31_ = min(id, l_30_);
        double l_32_ = buffer_0_global.Load<double>(l_31_*8);
        double l_4_ = (l_29_ ? l_32_ : 0.0L);
        uint l_34_ = asuint(info.Load(4+0));
        uint l_35_ = (l_34_ * 1u);
        bool l_36_ = (id < l_35_);
        uint l_37_ = (l_35_ - 1u);
        uint l_38_ = min(id, l_37_);
        double l_39_ = buffer_1_global.Load<double>(l_38_*8);
        double l_5_ = (l_36_ ? l_39_ : 0.0L);
        double l_6_ = (l_4_ + l_5_);
        double l_7_ = (l_6_ - l_4_);
        double l_8_ = (l_6_ - l_7_);
        double l_9_ = (l_4_ - l_8_);
        double l_10_ = (l_5_ - l_7_);
        double l_11_ = (l_9_ + l_10_);
        uint l_41_ = asuint(info.Load(12+0));
        uint l_42_ = (l_41_ * 1u);
        bool l_43_ = (id < l_42_);
        if (l_43_) {
            buffer_3_global.Store(id*8, l_6_);
        }
        uint l_12_ = (l_0_ + id);
        uint l_44_ = asuint(info.Load(12+0));
        uint l_45_ = (l_44_ * 1u);
        bool l_46_ = (l_12_ < l_45_);
        if (l_46_) {
            buffer_3_global.Store(l_12_*8, l_11_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
