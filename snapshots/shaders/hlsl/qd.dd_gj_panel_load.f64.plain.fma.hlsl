struct info_st {
    uint scalars_u32_[4];
    uint static_meta[4];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
ByteAddressBuffer info : register(t2);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void gj_panel_load_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    bool local = (bool)0;
    bool local_1 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint _e28 = asuint(info.Load(0+0));
    uint l_0_ = (_e28 * 32u);
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_2_ = naga_div(id, 32u);
        uint l_3_ = naga_mod(id, 32u);
        uint _e39 = asuint(info.Load(12+0));
        bool l_4_ = (l_3_ < _e39);
        uint _e44 = asuint(info.Load(4+0));
        uint l_5_ = (l_2_ * _e44);
        uint _e49 = asuint(info.Load(8+0));
        uint l_6_ = (l_5_ + _e49);
        uint l_7_ = (l_4_ ? l_3_ : 0u);
        uint l_8_ = (l_6_ + l_7_);
        uint _e57 = asuint(info.Load(0+0));
        uint _e61 = asuint(info.Load(4+0));
        uint l_9_ = (_e57 * _e61);
        uint l_27_ = asuint(info.Load(0+16));
        uint l_28_ = (l_27_ * 1u);
        bool l_29_ = (l_8_ < l_28_);
        uint l_30_ = (l_28_ - 1u);
        uint l_31_ = min(l_8_, l_30_);
        double l_32_ = buffer_0_global.Load<double>(l_31_*8);
        double l_10_ = (l_29_ ? l_32_ : 0.0L);
        uint l_11_ = (l_9_ + l_8_);
        uint l_34_ = asuint(info.Load(0+16));
        uint l_35_ = (l_34_ * 1u);
        bool l_36_ = (l_11_ < l_35_);
        uint l_37_ = (l_35_ - 1u);
        uint l_38_ = min(l_11_, l_37_);
        double l_39_ = buffer_0_global.Load<double>(l_38_*8);
        double l_12_ = (l_36_ ? l_39_ : 0.0L);
        uint l_13_ = (l_3_ - 16u);
        bool l_14_ = (l_3_ >= 16u);
        uint _e101 = asuint(info.Load(12+0));
        bool l_15_ = (l_13_ < _e101);
        if (l_14_) {
            local = l_15_;
        } else {
            local = false;
        }
        bool l_16_ = local;
        uint _e110 = asuint(info.Load(8+0));
        uint l_17_ = (_e110 + l_13_);
        bool l_18_ = (l_2_ == l_17_);
        if (l_16_) {
            local_1 = l_18_;
        } else {
            local_1 = false;
        }
        bool l_19_ = local_1;
        double l_20_ = (l_4_ ? l_10_ : 0.0L);
        double l_21_ = (l_19_ ? 1.0L : l_20_);
        double l_22_ = (l_4_ ? l_12_ : 0.0L);
        double l_23_ = (l_4_ ? 0.0L : 0.0L);
        double l_24_ = (l_4_ ? 0.0L : 0.0L);
        uint _e132 = asuint(info.Load(0+0));
        uint l_25_ = (_e132 * 32u);
        uint l_41_ = asuint(info.Load(4+16));
        uint l_42_ = (l_41_ * 1u);
        bool l_43_ = (id < l_42_);
        if (l_43_) {
            buffer_1_global.Store(id*8, l_21_);
        }
        uint l_26_ = (l_25_ + id);
        uint l_44_ = asuint(info.Load(4+16));
        uint l_45_ = (l_44_ * 1u);
        bool l_46_ = (l_26_ < l_45_);
        if (l_46_) {
            buffer_1_global.Store(l_26_*8, l_22_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
