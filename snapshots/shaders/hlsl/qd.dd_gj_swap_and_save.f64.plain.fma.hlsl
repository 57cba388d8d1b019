struct info_st {
    uint scalars_u32_[4];
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
void gj_swap_and_save_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_4_ = 0u;
    uint l_mut_24_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint _e28 = asuint(info.Load(8+0));
    uint _e32 = asuint(info.Load(12+0));
    uint l_0_ = (_e28 + _e32);
    uint l_1_ = (l_0_ + id);
    uint _e38 = asuint(info.Load(4+0));
    bool l_2_ = (l_1_ < _e38);
    if (l_2_) {
        uint _e43 = asuint(info.Load(0+0));
        uint _e47 = asuint(info.Load(4+0));
        uint l_3_ = (_e43 * _e47);
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e206 = l_mut_4_;
                l_mut_4_ = (_e206 + 1u);
            }
            loop_init = false;
            uint _e51 = l_mut_4_;
            uint _e55 = asuint(info.Load(12+0));
            if ((_e51 < _e55)) {
            } else {
                break;
            }
            {
                uint _e60 = asuint(info.Load(8+0));
                uint _e61 = l_mut_4_;
                uint l_5_ = (_e60 + _e61);
                uint l_35_ = asuint(info.Load(8+16));
                uint l_36_ = (l_35_ * 1u);
                uint _e69 = l_mut_4_;
                bool l_37_ = (_e69 < l_36_);
                uint l_38_ = (l_36_ - 1u);
                uint _e73 = l_mut_4_;
                uint l_39_ = min(_e73, l_38_);
                uint l_40_ = asuint(buffer_2_global.Load(l_39_*4));
                uint l_6_ = (l_37_ ? l_40_ : 0u);
                bool l_7_ = (l_6_ != l_5_);
                if (l_7_) {
                    uint _e84 = asuint(info.Load(4+0));
                    uint l_8_ = (l_5_ * _e84);
                    uint l_9_ = (l_8_ + l_1_);
                    uint l_42_ = asuint(info.Load(0+16));
                    uint l_43_ = (l_42_ * 1u);
                    bool l_44_ = (l_9_ < l_43_);
                    uint l_45_ = (l_43_ - 1u);
                    uint l_46_ = min(l_9_, l_45_);
                    double l_47_ = buffer_0_global.Load<double>(l_46_*8);
                    double l_10_ = (l_44_ ? l_47_ : 0.0L);
                    uint l_11_ = (l_3_ + l_9_);
                    uint l_49_ = asuint(info.Load(0+16));
                    uint l_50_ = (l_49_ * 1u);
                    bool l_51_ = (l_11_ < l_50_);
                    uint l_52_ = (l_50_ - 1u);
                    uint l_53_ = min(l_11_, l_52_);
                    double l_54_ = buffer_0_global.Load<double>(l_53_*8);
                    double l_12_ = (l_51_ ? l_54_ : 0.0L);
                    uint _e121 = asuint(info.Load(4+0));
                    uint l_13_ = (l_6_ * _e121);
                    uint l_14_ = (l_13_ + l_1_);
                    uint l_56_ = asuint(info.Load(0+16));
                    uint l_57_ = (l_56_ * 1u);
                    bool l_58_ = (l_14_ < l_57_);
                    uint l_59_ = (l_57_ - 1u);
                    uint l_60_ = min(l_14_, l_59_);
                    double l_61_ = buffer_0_global.Load<double>(l_60_*8);
                    double l_15_ = (l_58_ ? l_61_ : 0.0L);
                    uint l_16_ = (l_3_ + l_14_);
                    uint l_63_ = asuint(info.Load(0+16));
                    uint l_64_ = (l_63_ * 1u);
                    bool l_65_ = (l_16_ < l_64_);
                    uint l_66_ = (l_64_ - 1u);
                    uint l_67_ = min(l_16_, l_66_);
                    double l_68_ = buffer_0_global.Load<double>(l_67_*8);
                    double l_17_ = (l_65_ ? l_68_ : 0.0L);
                    uint _e158 = asuint(info.Load(4+0));
                    uint l_18_ = (l_5_ * _e158);
                    uint l_19_ = (l_18_ + l_1_);
                    uint l_70_ = asuint(info.Load(0+16));
                    uint l_71_ = (l_70_ * 1u);
                    bool l_72_ = (l_19_ < l_71_);
                    if (l_72_) {
                        buffer_0_global.Store(l_19_*8, l_15_);
                    }
                    uint l_20_ = (l_3_ + l_19_);
                    uint l_73_ = asuint(info.Load(0+16));
                    uint l_74_ = (l_73_ * 1u);
                    bool l_75_ = (l_20_ < l_74_);
                    if (l_75_) {
                        buffer_0_global.Store(l_20_*8, l_17_);
                    }
                    uint _e183 = asuint(info.Load(4+0));
                    uint l_21_ = (l_6_ * _e183);
                    uint l_22_ = (l_21_ + l_1_);
                    uint l_76_ = asuint(info.Load(0+16));
                    uint l_77_ = (l_76_ * 1u);
                    bool l_78_ = (l_22_ < l_77_);
                    if (l_78_) {
                        buffer_0_global.Store(l_22_*8, l_10_);
                    }
                    uint l_23_ = (l_3_ + l_22_);
                    uint l_79_ = asuint(info.Load(0+16));
                    uint l_80_ = (l_79_ * 1u);
                    bool l_81_ = (l_23_ < l_80_);
                    if (l_81_) {
                        buffer_0_global.Store(l_23_*8, l_12_);
                    }
                }
            }
        }
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e292 = l_mut_24_;
                l_mut_24_ = (_e292 + 1u);
            }
            loop_init_1 = false;
            uint _e210 = l_mut_24_;
            uint _e214 = asuint(info.Load(12+0));
            if ((_e210 < _e214)) {
            } else {
                break;
            }
            {
                uint _e219 = asuint(info.Load(8+0));
                uint _e220 = l_mut_24_;
                uint l_25_ = (_e219 + _e220);
                uint _e225 = asuint(info.Load(4+0));
                uint l_26_ = (l_25_ * _e225);
                uint l_27_ = (l_26_ + l_1_);
                uint l_82_ = asuint(info.Load(0+16));
                uint l_83_ = (l_82_ * 1u);
                bool l_84_ = (l_27_ < l_83_);
                uint l_85_ = (l_83_ - 1u);
                uint l_86_ = min(l_27_, l_85_);
                double l_87_ = buffer_0_global.Load<double>(l_86_*8);
                double l_28_ = (l_84_ ? l_87_ : 0.0L);
                uint l_29_ = (l_3_ + l_27_);
                uint l_89_ = asuint(info.Load(0+16));
                uint l_90_ = (l_89_ * 1u);
                bool l_91_ = (l_29_ < l_90_);
                uint l_92_ = (l_90_ - 1u);
                uint l_93_ = min(l_29_, l_92_);
                double l_94_ = buffer_0_global.Load<double>(l_93_*8);
                double l_30_ = (l_91_ ? l_94_ : 0.0L);
                uint _e259 = l_mut_24_;
                uint _e263 = asuint(info.Load(4+0));
                uint l_31_ = (_e259 * _e263);
                uint l_32_ = (l_31_ + l_1_);
                uint _e270 = asuint(info.Load(4+0));
                uint l_33_ = (16u * _e270);
                uint l_96_ = asuint(info.Load(4+16));
                uint l_97_ = (l_96_ * 1u);
                bool l_98_ = (l_32_ < l_97_);
                if (l_98_) {
                    buffer_1_global.Store(l_32_*8, l_28_);
                }
                uint l_34_ = (l_33_ + l_32_);
                uint l_99_ = asuint(info.Load(4+16));
                uint l_100_ = (l_99_ * 1u);
                bool l_101_ = (l_34_ < l_100_);
                if (l_101_) {
                    buffer_1_global.Store(l_34_*8, l_30_);
                }
            }
        }
        return;
    } else {
        return;
    }
}
