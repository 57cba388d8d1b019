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
        uint l_24_ = asuint(info.Load(8+0));
        uint l_25_ = (l_24_ * 1u);
        bool l_26_ = (0u < l_25_);
        uint l_27_ = (l_25_ - 1u);
        uint l_28_ = min(0u, l_27_);
        double l_29_ = buffer_2_global.Load<double>(l_28_*8);
        double l_2_ = (l_26_ ? l_29_ : 0.0L);
        uint l_31_ = asuint(info.Load(8+0));
        uint l_32_ = (l_31_ * 1u);
        bool l_33_ = (1u < l_32_);
        uint l_34_ = (l_32_ - 1u);
        uint l_35_ = min(1u, l_34_);
        double l_36_ = buffer_2_global.Load<double>(l_35_*8);
        double l_3_ = (l_33_ ? l_36_ : 0.0L);
        uint l_38_ = asuint(info.Load(0+0));
        uint l_39_ = (l_38_ * 1u);
        bool l_40_ = (id < l_39_);
        uint l_41_ = (l_39_ - 1u);
        uint l_42_ = min(id, l_41_);
        double l_43_ = buffer_0_global.Load<double>(l_42_*8);
        double l_4_ = (l_40_ ? l_43_ : 0.0L);
        uint l_45_ = asuint(info.Load(4+0));
        uint l_46_ = (l_45_ * 1u);
        bool l_47_ = (id < l_46_);
        uint l_48_ = (l_46_ - 1u);
        uint l_49_ = min(id, l_48_);
        double l_50_ = buffer_1_global.Load<double>(l_49_*8);
        double l_5_ = (l_47_ ? l_50_ : 0.0L);
        double l_6_ = (l_4_ * l_5_);
        double l_7_ = (l_2_ * l_4_);
        double l_8_ = (l_7_ - l_4_);
        double l_9_ = (l_7_ - l_8_);
        double l_10_ = (l_4_ - l_9_);
        double l_11_ = (l_2_ * l_5_);
        double l_12_ = (l_11_ - l_5_);
        double l_13_ = (l_11_ - l_12_);
        double l_14_ = (l_5_ - l_13_);
        double l_15_ = (l_9_ * l_13_);
        double l_16_ = (l_15_ - l_6_);
        double l_17_ = (l_9_ * l_14_);
        double l_18_ = (l_16_ + l_17_);
        double l_19_ = (l_10_ * l_13_);
        double l_20_ = (l_18_ + l_19_);
        double l_21_ = (l_10_ * l_14_);
        double l_22_ = (l_20_ + l_21_);
        uint l_52_ = asuint(info.Load(12+0));
        uint l_53_ = (l_52_ * 1u);
        bool l_54_ = (id < l_53_);
        if (l_54_) {
            buffer_3_global.Store(id*8, l_6_);
        }
        uint l_23_ = (l_0_ + id);
        uint l_55_ = asuint(info.Load(12+0));
        uint l_56_ = (l_55_ * 1u);
        bool l_57_ = (l_23_ < l_56_);
        if (l_57_) {
            buffer_3_global.Store(l_23_*8, l_22_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
