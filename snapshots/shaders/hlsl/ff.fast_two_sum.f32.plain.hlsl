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
        uint l_10_ = asuint(info.Load(8+0));
        uint l_11_ = (l_10_ * 1u);
        bool l_12_ = (0u < l_11_);
        uint l_13_ = (l_11_ - 1u);
        uint l_14_ = min(0u, l_13_);
        float l_15_ = asfloat(buffer_2_global.Load(l_14_*4));
        float l_2_ = (l_12_ ? l_15_ : 0.0);
        uint l_17_ = asuint(info.Load(8+0));
        uint l_18_ = (l_17_ * 1u);
        bool l_19_ = (1u < l_18_);
        uint l_20_ = (l_18_ - 1u);
        uint l_21_ = min(1u, l_20_);
        float l_22_ = asfloat(buffer_2_global.Load(l_21_*4));
        float l_3_ = (l_19_ ? l_22_ : 0.0);
        uint l_24_ = asuint(info.Load(0+0));
        uint l_25_ = (l_24_ * 1u);
        bool l_26_ = (id < l_25_);
        uint l_27_ = (l_25_ - 1u);
        uint l_28_ = min(id, l_27_);
        float l_29_ = asfloat(buffer_0_global.Load(l_28_*4));
        float l_4_ = (l_26_ ? l_29_ : 0.0);
        uint l_31_ = asuint(info.Load(4+0));
        uint l_32_ = (l_31_ * 1u);
        bool l_33_ = (id < l_32_);
        uint l_34_ = (l_32_ - 1u);
        uint l_35_ = min(id, l_34_);
        float l_36_ = asfloat(buffer_1_global.Load(l_35_*4));
        float l_5_ = (l_33_ ? l_36_ : 0.0);
        float l_6_ = (l_4_ + l_5_);
        float l_7_ = (l_6_ - l_4_);
        float l_8_ = (l_5_ - l_7_);
        uint l_38_ = asuint(info.Load(12+0));
        uint l_39_ = (l_38_ * 1u);
        bool l_40_ = (id < l_39_);
        if (l_40_) {
            buffer_3_global.Store(id*4, asuint(l_6_));
        }
        uint l_9_ = (l_0_ + id);
        uint l_41_ = asuint(info.Load(12+0));
        uint l_42_ = (l_41_ * 1u);
        bool l_43_ = (l_9_ < l_42_);
        if (l_43_) {
            buffer_3_global.Store(l_9_*4, asuint(l_8_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
