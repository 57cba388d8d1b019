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
void transforms_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_29_ = asuint(info.Load(8+0));
        uint l_30_ = (l_29_ * 1u);
        bool l_31_ = (0u < l_30_);
        uint l_32_ = (l_30_ - 1u);
        uint l_33_ = min(0u, l_32_);
        float l_34_ = asfloat(buffer_2_global.Load(l_33_*4));
        float l_2_ = (l_31_ ? l_34_ : 0.0);
        uint l_36_ = asuint(info.Load(8+0));
        uint l_37_ = (l_36_ * 1u);
        bool l_38_ = (1u < l_37_);
        uint l_39_ = (l_37_ - 1u);
        uint l_40_ = min(1u, l_39_);
        float l_41_ = asfloat(buffer_2_global.Load(l_40_*4));
        float l_3_ = (l_38_ ? l_41_ : 0.0);
        uint l_43_ = asuint(info.Load(0+0));
        uint l_44_ = (l_43_ * 1u);
        bool l_45_ = (id < l_44_);
        uint l_46_ = (l_44_ - 1u);
        uint l_47_ = min(id, l_46_);
        float l_48_ = asfloat(buffer_0_global.Load(l_47_*4));
        float l_4_ = (l_45_ ? l_48_ : 0.0);
        uint l_50_ = asuint(info.Load(4+0));
        uint l_51_ = (l_50_ * 1u);
        bool l_52_ = (id < l_51_);
        uint l_53_ = (l_51_ - 1u);
        uint l_54_ = min(id, l_53_);
        float l_55_ = asfloat(buffer_1_global.Load(l_54_*4));
        float l_5_ = (l_52_ ? l_55_ : 0.0);
        float l_6_ = (l_4_ * l_5_);
        float l_7_ = (l_6_ * l_3_);
        float l_8_ = (l_2_ * l_4_);
        float l_9_ = (l_8_ * l_3_);
        float l_10_ = (l_9_ - l_4_);
        float l_11_ = (l_10_ * l_3_);
        float l_12_ = (l_9_ - l_11_);
        float l_13_ = (l_4_ - l_12_);
        float l_14_ = (l_2_ * l_5_);
        float l_15_ = (l_14_ * l_3_);
        float l_16_ = (l_15_ - l_5_);
        float l_17_ = (l_16_ * l_3_);
        float l_18_ = (l_15_ - l_17_);
        float l_19_ = (l_5_ - l_18_);
        float l_20_ = (l_12_ * l_18_);
        float l_21_ = (l_20_ - l_7_);
        float l_22_ = (l_12_ * l_19_);
        float l_23_ = (l_21_ + l_22_);
        float l_24_ = (l_13_ * l_18_);
        float l_25_ = (l_23_ + l_24_);
        float l_26_ = (l_13_ * l_19_);
        float l_27_ = (l_25_ + l_26_);
        uint l_57_ = asuint(info.Load(12+0));
        uint l_58_ = (l_57_ * 1u);
        bool l_59_ = (id < l_58_);
        if (l_59_) {
            buffer_3_global.Store(id*4, asuint(l_7_));
        }
        uint l_28_ = (l_0_ + id);
        uint l_60_ = asuint(info.Load(12+0));
        uint l_61_ = (l_60_ * 1u);
        bool l_62_ = (l_28_ < l_61_);
        if (l_62_) {
            buffer_3_global.Store(l_28_*4, asuint(l_27_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
