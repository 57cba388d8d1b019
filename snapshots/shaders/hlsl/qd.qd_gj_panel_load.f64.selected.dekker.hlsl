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
        uint l_37_ = asuint(info.Load(0+16));
        uint l_38_ = (l_37_ * 1u);
        bool l_39_ = (l_8_ < l_38_);
        uint l_40_ = (l_38_ - 1u);
        uint l_41_ = min(l_8_, l_40_);
        double l_42_ = buffer_0_global.Load<double>(l_41_*8);
        double l_10_ = (l_39_ ? l_42_ : 0.0L);
        uint l_11_ = (l_9_ + l_8_);
        uint l_44_ = asuint(info.Load(0+16));
        uint l_45_ = (l_44_ * 1u);
        bool l_46_ = (l_11_ < l_45_);
        uint l_47_ = (l_45_ - 1u);
        uint l_48_ = min(l_11_, l_47_);
        double l_49_ = buffer_0_global.Load<double>(l_48_*8);
        double l_12_ = (l_46_ ? l_49_ : 0.0L);
        uint l_13_ = (2u * l_9_);
        uint l_14_ = (l_13_ + l_8_);
        uint l_51_ = asuint(info.Load(0+16));
        uint l_52_ = (l_51_ * 1u);
        bool l_53_ = (l_14_ < l_52_);
        uint l_54_ = (l_52_ - 1u);
        uint l_55_ = min(l_14_, l_54_);
        double l_56_ = buffer_0_global.Load<double>(l_55_*8);
        double l_15_ = (l_53_ ? l_56_ : 0.0L);
        uint l_16_ = (3u * l_9_);
        uint l_17_ = (l_16_ + l_8_);
        uint l_58_ = asuint(info.Load(0+16));
        uint l_59_ = (l_58_ * 1u);
        bool l_60_ = (l_17_ < l_59_);
        uint l_61_ = (l_59_ - 1u);
        uint l_62_ = min(l_17_, l_61_);
        double l_63_ = buffer_0_global.Load<double>(l_62_*8);
        double l_18_ = (l_60_ ? l_63_ : 0.0L);
        uint l_19_ = (l_3_ - 16u);
        bool l_20_ = (l_3_ >= 16u);
        uint _e137 = asuint(info.Load(12+0));
        bool l_21_ = (l_19_ < _e137);
        if (l_20_) {
            local = l_21_;
        } else {
            local = false;
        }
        bool l_22_ = local;
        uint _e146 = asuint(info.Load(8+0));
        uint l_23_ = (_e146 + l_19_);
        bool l_24_ = (l_2_ == l_23_);
        if (l_22_) {
            local_1 = l_24_;
        } else {
            local_1 = false;
        }
        bool l_25_ = local_1;
        double l_26_ = (l_4_ ? l_10_ : 0.0L);
        double l_27_ = (l_25_ ? 1.0L : l_26_);
        double l_28_ = (l_4_ ? l_12_ : 0.0L);
        double l_29_ = (l_4_ ? l_15_ : 0.0L);
        double l_30_ = (l_4_ ? l_18_ : 0.0L);
        uint _e166 = asuint(info.Load(0+0));
        uint l_31_ = (_e166 * 32u);
        uint l_65_ = asuint(info.Load(4+16));
        uint l_66_ = (l_65_ * 1u);
        bool l_67_ = (id < l_66_);
        if (l_67_) {
            buffer_1_global.Store(id*8, l_27_);
        }
        uint l_32_ = (l_31_ + id);
        uint l_68_ = asuint(info.Load(4+16));
        uint l_69_ = (l_68_ * 1u);
        bool l_70_ = (l_32_ < l_69_);
        if (l_70_) {
            buffer_1_global.Store(l_32_*8, l_28_);
        }
        uint l_33_ = (2u * l_31_);
        uint l_34_ = (l_33_ + id);
        uint l_71_ = asuint(info.Load(4+16));
        uint l_72_ = (l_71_ * 1u);
        bool l_73_ = (l_34_ < l_72_);
        if (l_73_) {
            buffer_1_global.Store(l_34_*8, l_29_);
        }
        uint l_35_ = (3u * l_31_);
        uint l_36_ = (l_35_ + id);
        uint l_74_ = asuint(info.Load(4+16));
        uint l_75_ = (l_74_ * 1u);
        bool l_76_ = (l_36_ < l_75_);
        if (l_76_) {
            buffer_1_global.Store(l_36_*8, l_30_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
