struct info_st {
    uint static_meta[6];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
ByteAddressBuffer info : register(t3);

[numthreads(64, 1, 1)]
void fma_chains_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_11_ = (float)0;
    float l_mut_13_ = (float)0;
    float l_mut_15_ = (float)0;
    float l_mut_17_ = (float)0;
    float l_mut_19_ = (float)0;
    float l_mut_5_ = (float)0;
    float l_mut_7_ = (float)0;
    float l_mut_9_ = (float)0;
    uint l_mut_20_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(20+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_36_ = asuint(info.Load(4+0));
        uint l_37_ = (l_36_ * 1u);
        bool l_38_ = (0u < l_37_);
        uint l_39_ = (l_37_ - 1u);
        uint l_40_ = min(0u, l_39_);
        float l_41_ = asfloat(buffer_1_global.Load(l_40_*4));
        float l_2_ = (l_38_ ? l_41_ : 0.0);
        uint l_43_ = asuint(info.Load(4+0));
        uint l_44_ = (l_43_ * 1u);
        bool l_45_ = (1u < l_44_);
        uint l_46_ = (l_44_ - 1u);
        uint l_47_ = min(1u, l_46_);
        float l_48_ = asfloat(buffer_1_global.Load(l_47_*4));
        float l_3_ = (l_45_ ? l_48_ : 0.0);
        uint l_50_ = asuint(info.Load(0+0));
        uint l_51_ = (l_50_ * 1u);
        bool l_52_ = (id < l_51_);
        uint l_53_ = (l_51_ - 1u);
        uint l_54_ = min(id, l_53_);
        float l_55_ = asfloat(buffer_0_global.Load(l_54_*4));
        float l_4_ = (l_52_ ? l_55_ : 0.0);
        l_mut_5_ = l_4_;
        float _e87 = l_mut_5_;
        float l_6_ = (_e87 + l_3_);
        l_mut_7_ = l_6_;
        float _e89 = l_mut_7_;
        float l_8_ = (_e89 + l_3_);
        l_mut_9_ = l_8_;
        float _e91 = l_mut_9_;
        float l_10_ = (_e91 + l_3_);
        l_mut_11_ = l_10_;
        float _e93 = l_mut_11_;
        float l_12_ = (_e93 + l_3_);
        l_mut_13_ = l_12_;
        float _e95 = l_mut_13_;
        float l_14_ = (_e95 + l_3_);
        l_mut_15_ = l_14_;
        float _e97 = l_mut_15_;
        float l_16_ = (_e97 + l_3_);
        l_mut_17_ = l_16_;
        float _e99 = l_mut_17_;
        float l_18_ = (_e99 + l_3_);
        l_mut_19_ = l_18_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e123 = l_mut_20_;
                l_mut_20_ = (_e123 + 1u);
            }
            loop_init = false;
            uint _e103 = l_mut_20_;
            if ((_e103 < 4096u)) {
            } else {
                break;
            }
            {
                float _e106 = l_mut_5_;
                float l_21_ = mad(_e106, l_2_, l_3_);
                l_mut_5_ = l_21_;
                float _e108 = l_mut_7_;
                float l_22_ = mad(_e108, l_2_, l_3_);
                l_mut_7_ = l_22_;
                float _e110 = l_mut_9_;
                float l_23_ = mad(_e110, l_2_, l_3_);
                l_mut_9_ = l_23_;
                float _e112 = l_mut_11_;
                float l_24_ = mad(_e112, l_2_, l_3_);
                l_mut_11_ = l_24_;
                float _e114 = l_mut_13_;
                float l_25_ = mad(_e114, l_2_, l_3_);
                l_mut_13_ = l_25_;
                float _e116 = l_mut_15_;
                float l_26_ = mad(_e116, l_2_, l_3_);
                l_mut_15_ = l_26_;
                float _e118 = l_mut_17_;
                float l_27_ = mad(_e118, l_2_, l_3_);
                l_mut_17_ = l_27_;
                float _e120 = l_mut_19_;
                float l_28_ = mad(_e120, l_2_, l_3_);
                l_mut_19_ = l_28_;
            }
        }
        float _e125 = l_mut_5_;
        float _e126 = l_mut_7_;
        float l_29_ = (_e125 + _e126);
        float _e128 = l_mut_9_;
        float _e129 = l_mut_11_;
        float l_30_ = (_e128 + _e129);
        float l_31_ = (l_29_ + l_30_);
        float _e132 = l_mut_13_;
        float _e133 = l_mut_15_;
        float l_32_ = (_e132 + _e133);
        float _e135 = l_mut_17_;
        float _e136 = l_mut_19_;
        float l_33_ = (_e135 + _e136);
        float l_34_ = (l_32_ + l_33_);
        float l_35_ = (l_31_ + l_34_);
        uint l_57_ = asuint(info.Load(8+0));
        uint l_58_ = (l_57_ * 1u);
        bool l_59_ = (id < l_58_);
        if (l_59_) {
            buffer_2_global.Store(id*4, asuint(l_35_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
