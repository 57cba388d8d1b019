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
void transforms_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double l_mut_12_ = (double)0;
    double l_mut_18_ = (double)0;
    double l_mut_6_ = (double)0;
    double l_mut_7_ = (double)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_22_ = asuint(info.Load(8+0));
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (0u < l_23_);
        uint l_25_ = (l_23_ - 1u);
        uint l_26_ = min(0u, l_25_);
        double l_27_ = buffer_2_global.Load<double>(l_26_*8);
        double l_2_ = (l_24_ ? l_27_ : 0.0L);
        uint l_29_ = asuint(info.Load(8+0));
        uint l_30_ = (l_29_ * 1u);
        bool l_31_ = (1u < l_30_);
        uint l_32_ = (l_30_ - 1u);
        uint l_33_ = min(1u, l_32_);
        double l_34_ = buffer_2_global.Load<double>(l_33_*8);
        double l_3_ = (l_31_ ? l_34_ : 0.0L);
        uint l_36_ = asuint(info.Load(0+0));
        uint l_37_ = (l_36_ * 1u);
        bool l_38_ = (id < l_37_);
        uint l_39_ = (l_37_ - 1u);
        uint l_40_ = min(id, l_39_);
        double l_41_ = buffer_0_global.Load<double>(l_40_*8);
        double l_4_ = (l_38_ ? l_41_ : 0.0L);
        uint l_43_ = asuint(info.Load(4+0));
        uint l_44_ = (l_43_ * 1u);
        bool l_45_ = (id < l_44_);
        uint l_46_ = (l_44_ - 1u);
        uint l_47_ = min(id, l_46_);
        double l_48_ = buffer_1_global.Load<double>(l_47_*8);
        double l_5_ = (l_45_ ? l_48_ : 0.0L);
        l_mut_6_ = l_4_;
        l_mut_7_ = l_5_;
        double l_8_ = abs(l_5_);
        double l_9_ = abs(l_4_);
        bool l_10_ = (l_8_ >= l_9_);
        if (l_10_) {
            l_mut_6_ = l_5_;
            l_mut_7_ = l_4_;
        }
        double _e101 = l_mut_6_;
        double _e102 = l_mut_7_;
        double l_11_ = (_e101 + _e102);
        l_mut_12_ = l_11_;
        double _e104 = l_mut_12_;
        double _e105 = l_mut_6_;
        double l_13_ = (_e104 - _e105);
        double _e107 = l_mut_12_;
        double l_14_ = (_e107 - l_13_);
        double _e109 = l_mut_6_;
        double l_15_ = (l_14_ - _e109);
        double _e111 = l_mut_7_;
        double l_16_ = (_e111 - l_15_);
        double l_17_ = (l_16_ - l_13_);
        l_mut_18_ = l_17_;
        double _e114 = l_mut_18_;
        double l_19_ = (_e114 + l_13_);
        bool l_20_ = (l_19_ != l_16_);
        if (l_20_) {
            double _e117 = l_mut_6_;
            l_mut_12_ = _e117;
            double _e118 = l_mut_7_;
            l_mut_18_ = _e118;
        }
        uint l_50_ = asuint(info.Load(12+0));
        uint l_51_ = (l_50_ * 1u);
        bool l_52_ = (id < l_51_);
        if (l_52_) {
            double _e128 = l_mut_12_;
            buffer_3_global.Store(id*8, _e128);
        }
        uint l_21_ = (l_0_ + id);
        uint l_53_ = asuint(info.Load(12+0));
        uint l_54_ = (l_53_ * 1u);
        bool l_55_ = (l_21_ < l_54_);
        if (l_55_) {
            double _e139 = l_mut_18_;
            buffer_3_global.Store(l_21_*8, _e139);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
