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
    float l_mut_13_ = (float)0;
    float l_mut_24_ = (float)0;
    float l_mut_6_ = (float)0;
    float l_mut_7_ = (float)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_28_ = asuint(info.Load(8+0));
        uint l_29_ = (l_28_ * 1u);
        bool l_30_ = (0u < l_29_);
        uint l_31_ = (l_29_ - 1u);
        uint l_32_ = min(0u, l_31_);
        float l_33_ = asfloat(buffer_2_global.Load(l_32_*4));
        float l_2_ = (l_30_ ? l_33_ : 0.0);
        uint l_35_ = asuint(info.Load(8+0));
        uint l_36_ = (l_35_ * 1u);
        bool l_37_ = (1u < l_36_);
        uint l_38_ = (l_36_ - 1u);
        uint l_39_ = min(1u, l_38_);
        float l_40_ = asfloat(buffer_2_global.Load(l_39_*4));
        float l_3_ = (l_37_ ? l_40_ : 0.0);
        uint l_42_ = asuint(info.Load(0+0));
        uint l_43_ = (l_42_ * 1u);
        bool l_44_ = (id < l_43_);
        uint l_45_ = (l_43_ - 1u);
        uint l_46_ = min(id, l_45_);
        float l_47_ = asfloat(buffer_0_global.Load(l_46_*4));
        float l_4_ = (l_44_ ? l_47_ : 0.0);
        uint l_49_ = asuint(info.Load(4+0));
        uint l_50_ = (l_49_ * 1u);
        bool l_51_ = (id < l_50_);
        uint l_52_ = (l_50_ - 1u);
        uint l_53_ = min(id, l_52_);
        float l_54_ = asfloat(buffer_1_global.Load(l_53_*4));
        float l_5_ = (l_51_ ? l_54_ : 0.0);
        l_mut_6_ = l_4_;
        l_mut_7_ = l_5_;
        float l_8_ = abs(l_5_);
        float l_9_ = abs(l_4_);
        bool l_10_ = (l_8_ >= l_9_);
        if (l_10_) {
            l_mut_6_ = l_5_;
            l_mut_7_ = l_4_;
        }
        float _e101 = l_mut_6_;
        float _e102 = l_mut_7_;
        float l_11_ = (_e101 + _e102);
        float l_12_ = (l_11_ * l_3_);
        l_mut_13_ = l_12_;
        float _e105 = l_mut_13_;
        float _e106 = l_mut_6_;
        float l_14_ = (_e105 - _e106);
        float l_15_ = (l_14_ * l_3_);
        float _e109 = l_mut_13_;
        float l_16_ = (_e109 - l_15_);
        float l_17_ = (l_16_ * l_3_);
        float _e112 = l_mut_6_;
        float l_18_ = (l_17_ - _e112);
        float l_19_ = (l_18_ * l_3_);
        float _e115 = l_mut_7_;
        float l_20_ = (_e115 - l_19_);
        float l_21_ = (l_20_ * l_3_);
        float l_22_ = (l_21_ - l_15_);
        float l_23_ = (l_22_ * l_3_);
        l_mut_24_ = l_23_;
        float _e120 = l_mut_24_;
        float l_25_ = (_e120 + l_15_);
        bool l_26_ = (l_25_ != l_21_);
        if (l_26_) {
            float _e123 = l_mut_6_;
            l_mut_13_ = _e123;
            float _e124 = l_mut_7_;
            l_mut_24_ = _e124;
        }
        uint l_56_ = asuint(info.Load(12+0));
        uint l_57_ = (l_56_ * 1u);
        bool l_58_ = (id < l_57_);
        if (l_58_) {
            float _e134 = l_mut_13_;
            buffer_3_global.Store(id*4, asuint(_e134));
        }
        uint l_27_ = (l_0_ + id);
        uint l_59_ = asuint(info.Load(12+0));
        uint l_60_ = (l_59_ * 1u);
        bool l_61_ = (l_27_ < l_60_);
        if (l_61_) {
            float _e145 = l_mut_24_;
            buffer_3_global.Store(l_27_*4, asuint(_e145));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
