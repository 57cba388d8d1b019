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
void two_sum(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_17_ = asuint(info.Load(0+0));
        uint l_18_ = (l_17_ * 1u);
        bool l_19_ = (id < l_18_);
        uint l_20_ = (l_18_ - 1u);
        uint l_21_ = min(id, l_20_);
        float l_22_ = asfloat(buffer_0_global.Load(l_21_*4));
        float l_2_ = (l_19_ ? l_22_ : 0.0);
        uint l_24_ = asuint(info.Load(4+0));
        uint l_25_ = (l_24_ * 1u);
        bool l_26_ = (id < l_25_);
        uint l_27_ = (l_25_ - 1u);
        uint l_28_ = min(id, l_27_);
        float l_29_ = asfloat(buffer_1_global.Load(l_28_*4));
        float l_3_ = (l_26_ ? l_29_ : 0.0);
        float l_4_ = (l_2_ + l_3_);
        uint l_31_ = asuint(info.Load(8+0));
        uint l_32_ = (l_31_ * 1u);
        bool l_33_ = (0u < l_32_);
        uint l_34_ = (l_32_ - 1u);
        uint l_35_ = min(0u, l_34_);
        float l_36_ = asfloat(buffer_2_global.Load(l_35_*4));
        float l_5_ = (l_33_ ? l_36_ : 0.0);
        float l_6_ = (l_4_ * l_5_);
        float l_7_ = (l_6_ - l_2_);
        uint l_38_ = asuint(info.Load(8+0));
        uint l_39_ = (l_38_ * 1u);
        bool l_40_ = (0u < l_39_);
        uint l_41_ = (l_39_ - 1u);
        uint l_42_ = min(0u, l_41_);
        float l_43_ = asfloat(buffer_2_global.Load(l_42_*4));
        float l_8_ = (l_40_ ? l_43_ : 0.0);
        float l_9_ = (l_7_ * l_8_);
        float l_10_ = (l_6_ - l_9_);
        uint l_45_ = asuint(info.Load(8+0));
        uint l_46_ = (l_45_ * 1u);
        bool l_47_ = (0u < l_46_);
        uint l_48_ = (l_46_ - 1u);
        uint l_49_ = min(0u, l_48_);
        float l_50_ = asfloat(buffer_2_global.Load(l_49_*4));
        float l_11_ = (l_47_ ? l_50_ : 0.0);
        float l_12_ = (l_10_ * l_11_);
        float l_13_ = (l_2_ - l_12_);
        float l_14_ = (l_3_ - l_9_);
        float l_15_ = (l_13_ + l_14_);
        uint l_52_ = asuint(info.Load(12+0));
        uint l_53_ = (l_52_ * 1u);
        bool l_54_ = (id < l_53_);
        if (l_54_) {
            buffer_3_global.Store(id*4, asuint(l_6_));
        }
        uint l_16_ = (l_0_ + id);
        uint l_55_ = asuint(info.Load(12+0));
        uint l_56_ = (l_55_ * 1u);
        bool l_57_ = (l_16_ < l_56_);
        if (l_57_) {
            buffer_3_global.Store(l_16_*4, asuint(l_15_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
