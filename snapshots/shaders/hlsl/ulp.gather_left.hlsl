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
    uint l_mut_11_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(28+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_15_ = asuint(info.Load(0+0));
        uint l_16_ = (l_15_ * 1u);
        bool l_17_ = (1u < l_16_);
        uint l_18_ = (l_16_ - 1u);
        uint l_19_ = min(1u, l_18_);
        uint l_20_ = asuint(buffer_0_global.Load(l_19_*4));
        uint l_2_ = (l_17_ ? l_20_ : 0u);
        uint l_3_ = (id * l_2_);
        uint l_4_ = (l_3_ * 2u);
        uint l_22_ = asuint(info.Load(8+0));
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (id < l_23_);
        uint l_25_ = (l_23_ - 1u);
        uint l_26_ = min(id, l_25_);
        uint l_27_ = asuint(buffer_2_global.Load(l_26_*4));
        uint l_5_ = (l_24_ ? l_27_ : 0u);
        uint l_6_ = (l_5_ * 2u);
        uint l_7_ = (id * 65u);
        uint l_8_ = (l_7_ + 1u);
        uint l_29_ = asuint(info.Load(4+0));
        uint l_30_ = (l_29_ * 1u);
        bool l_31_ = (l_8_ < l_30_);
        uint l_32_ = (l_30_ - 1u);
        uint l_33_ = min(l_8_, l_32_);
        uint l_34_ = asuint(buffer_1_global.Load(l_33_*4));
        uint l_9_ = (l_31_ ? l_34_ : 0u);
        uint l_10_ = (l_9_ * 2u);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e121 = l_mut_11_;
                l_mut_11_ = (_e121 + 1u);
            }
            loop_init = false;
            uint _e90 = l_mut_11_;
            if ((_e90 < l_10_)) {
            } else {
                break;
            }
            {
                uint _e92 = l_mut_11_;
                uint l_12_ = (l_6_ + _e92);
                uint _e94 = l_mut_11_;
                uint l_13_ = (l_4_ + _e94);
                uint l_36_ = asuint(info.Load(12+0));
                uint l_37_ = (l_36_ * 1u);
                bool l_38_ = (l_13_ < l_37_);
                uint l_39_ = (l_37_ - 1u);
                uint l_40_ = min(l_13_, l_39_);
                uint l_41_ = asuint(buffer_3_global.Load(l_40_*4));
                uint l_14_ = (l_38_ ? l_41_ : 0u);
                uint l_43_ = asuint(info.Load(16+0));
                uint l_44_ = (l_43_ * 1u);
                bool l_45_ = (l_12_ < l_44_);
                if (l_45_) {
                    buffer_4_global.Store(l_12_*4, asuint(l_14_));
                }
            }
        }
        return;
    } else {
        return;
    }
}
