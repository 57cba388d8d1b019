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
        uint l_12_ = asuint(info.Load(8+0));
        uint l_13_ = (l_12_ * 1u);
        bool l_14_ = (0u < l_13_);
        uint l_15_ = (l_13_ - 1u);
        uint l_16_ = min(0u, l_15_);
        float l_17_ = asfloat(buffer_2_global.Load(l_16_*4));
        float l_2_ = (l_14_ ? l_17_ : 0.0);
        uint l_19_ = asuint(info.Load(8+0));
        uint l_20_ = (l_19_ * 1u);
        bool l_21_ = (1u < l_20_);
        uint l_22_ = (l_20_ - 1u);
        uint l_23_ = min(1u, l_22_);
        float l_24_ = asfloat(buffer_2_global.Load(l_23_*4));
        float l_3_ = (l_21_ ? l_24_ : 0.0);
        uint l_26_ = asuint(info.Load(0+0));
        uint l_27_ = (l_26_ * 1u);
        bool l_28_ = (id < l_27_);
        uint l_29_ = (l_27_ - 1u);
        uint l_30_ = min(id, l_29_);
        float l_31_ = asfloat(buffer_0_global.Load(l_30_*4));
        float l_4_ = (l_28_ ? l_31_ : 0.0);
        uint l_33_ = asuint(info.Load(4+0));
        uint l_34_ = (l_33_ * 1u);
        bool l_35_ = (id < l_34_);
        uint l_36_ = (l_34_ - 1u);
        uint l_37_ = min(id, l_36_);
        float l_38_ = asfloat(buffer_1_global.Load(l_37_*4));
        float l_5_ = (l_35_ ? l_38_ : 0.0);
        float l_6_ = (l_4_ + l_5_);
        float l_7_ = (l_6_ * l_3_);
        float l_8_ = (l_7_ - l_4_);
        float l_9_ = (l_8_ * l_3_);
        float l_10_ = (l_5_ - l_9_);
        uint l_40_ = asuint(info.Load(12+0));
        uint l_41_ = (l_40_ * 1u);
        bool l_42_ = (id < l_41_);
        if (l_42_) {
            buffer_3_global.Store(id*4, asuint(l_7_));
        }
        uint l_11_ = (l_0_ + id);
        uint l_43_ = asuint(info.Load(12+0));
        uint l_44_ = (l_43_ * 1u);
        bool l_45_ = (l_11_ < l_44_);
        if (l_45_) {
            buffer_3_global.Store(l_11_*4, asuint(l_10_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
