struct info_st {
    uint static_meta[10];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
ByteAddressBuffer info : register(t5);

[numthreads(64, 1, 1)]
void gather_left(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_9_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(28+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_13_ = asuint(info.Load(0+0));
        uint l_14_ = (l_13_ * 1u);
        bool l_15_ = (1u < l_14_);
        uint l_16_ = (l_14_ - 1u);
        uint l_17_ = min(1u, l_16_);
        uint l_18_ = asuint(buffer_0_global.Load(l_17_*4));
        uint l_2_ = (l_15_ ? l_18_ : 0u);
        uint l_3_ = (id * l_2_);
        uint l_4_ = (l_3_ * 2u);
        uint l_20_ = asuint(info.Load(8+0));
        uint l_21_ = (l_20_ * 1u);
        bool l_22_ = (id < l_21_);
        uint l_23_ = (l_21_ - 1u);
        uint l_24_ = min(id, l_23_);
        uint l_25_ = asuint(buffer_2_global.Load(l_24_*4));
        uint l_5_ = (l_22_ ? l_25_ : 0u);
        uint l_6_ = (l_5_ * 2u);
        uint l_27_ = asuint(info.Load(4+0));
        uint l_28_ = (l_27_ * 1u);
        bool l_29_ = (id < l_28_);
        uint l_30_ = (l_28_ - 1u);
        uint l_31_ = min(id, l_30_);
        uint l_32_ = asuint(buffer_1_global.Load(l_31_*4));
        uint l_7_ = (l_29_ ? l_32_ : 0u);
        uint l_8_ = (l_7_ * 2u);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e117 = l_mut_9_;
                l_mut_9_ = (_e117 + 1u);
            }
            loop_init = false;
            uint _e86 = l_mut_9_;
            if ((_e86 < l_8_)) {
            } else {
                break;
            }
            {
                uint _e88 = l_mut_9_;
                uint l_10_ = (l_6_ + _e88);
                uint _e90 = l_mut_9_;
                uint l_11_ = (l_4_ + _e90);
                uint l_34_ = asuint(info.Load(12+0));
                uint l_35_ = (l_34_ * 1u);
                bool l_36_ = (l_11_ < l_35_);
                uint l_37_ = (l_35_ - 1u);
                uint l_38_ = min(l_11_, l_37_);
                uint l_39_ = asuint(buffer_3_global.Load(l_38_*4));
                uint l_12_ = (l_36_ ? l_39_ : 0u);
                uint l_41_ = asuint(info.Load(16+0));
                uint l_42_ = (l_41_ * 1u);
                bool l_43_ = (l_10_ < l_42_);
                if (l_43_) {
                    buffer_4_global.Store(l_10_*4, asuint(l_12_));
                }
            }
        }
        return;
    } else {
        return;
    }
}
