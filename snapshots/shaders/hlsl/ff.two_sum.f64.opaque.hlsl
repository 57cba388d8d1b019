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
        uint l_16_ = asuint(info.Load(8+0));
        uint l_17_ = (l_16_ * 1u);
        bool l_18_ = (0u < l_17_);
        uint l_19_ = (l_17_ - 1u);
        uint l_20_ = min(0u, l_19_);
        double l_21_ = buffer_2_global.Load<double>(l_20_*8);
        double l_2_ = (l_18_ ? l_21_ : 0.0L);
        uint l_23_ = asuint(info.Load(8+0));
        uint l_24_ = (l_23_ * 1u);
        bool l_25_ = (1u < l_24_);
        uint l_26_ = (l_24_ - 1u);
        uint l_27_ = min(1u, l_26_);
        double l_28_ = buffer_2_global.Load<double>(l_27_*8);
        double l_3_ = (l_25_ ? l_28_ : 0.0L);
        uint l_30_ = asuint(info.Load(0+0));
        uint l_31_ = (l_30_ * 1u);
        bool l_32_ = (id < l_31_);
        uint l_33_ = (l_31_ - 1u);
        uint l_34_ = min(id, l_33_);
        double l_35_ = buffer_0_global.Load<double>(l_34_*8);
        double l_4_ = (l_32_ ? l_35_ : 0.0L);
        uint l_37_ = asuint(info.Load(4+0));
        uint l_38_ = (l_37_ * 1u);
        bool l_39_ = (id < l_38_);
        uint l_40_ = (l_38_ - 1u);
        uint l_41_ = min(id, l_40_);
        double l_42_ = buffer_1_global.Load<double>(l_41_*8);
        double l_5_ = (l_39_ ? l_42_ : 0.0L);
        double l_6_ = (l_4_ + l_5_);
        double l_7_ = (l_6_ * l_3_);
        double l_8_ = (l_7_ - l_4_);
        double l_9_ = (l_8_ * l_3_);
        double l_10_ = (l_7_ - l_9_);
        double l_11_ = (l_10_ * l_3_);
        double l_12_ = (l_4_ - l_11_);
        double l_13_ = (l_5_ - l_9_);
        double l_14_ = (l_12_ + l_13_);
        uint l_44_ = asuint(info.Load(12+0));
        uint l_45_ = (l_44_ * 1u);
        bool l_46_ = (id < l_45_);
        if (l_46_) {
            buffer_3_global.Store(id*8, l_7_);
        }
        uint l_15_ = (l_0_ + id);
        uint l_47_ = asuint(info.Load(12+0));
        uint l_48_ = (l_47_ * 1u);
        bool l_49_ = (l_15_ < l_48_);
        if (l_49_) {
            buffer_3_global.Store(l_15_*8, l_14_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
