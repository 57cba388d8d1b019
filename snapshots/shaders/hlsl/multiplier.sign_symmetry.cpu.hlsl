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

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void sign_symmetry(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_4_ = (uint)0;
    uint l_mut_5_ = (uint)0;
    uint l_mut_6_ = (uint)0;
    uint l_mut_7_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = (3u * id);
    uint l_1_ = asuint(info.Load(20+0));
    bool l_2_ = (l_0_ < l_1_);
    if (l_2_) {
        uint l_78_ = asuint(info.Load(4+0));
        uint l_79_ = (l_78_ * 1u);
        bool l_80_ = (0u < l_79_);
        uint l_81_ = (l_79_ - 1u);
        uint l_82_ = min(0u, l_81_);
        uint l_83_ = asuint(buffer_1_global.Load(l_82_*4));
        uint l_3_ = (l_80_ ? l_83_ : 0u);
        l_mut_4_ = 0u;
        l_mut_5_ = 0u;
        l_mut_6_ = 0u;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e190 = l_mut_7_;
                l_mut_7_ = (_e190 + 1u);
            }
            loop_init = false;
            uint _e57 = l_mut_7_;
            if ((_e57 < 256u)) {
            } else {
                break;
            }
            {
                uint l_8_ = (id * 256u);
                uint _e62 = l_mut_7_;
                uint l_9_ = (l_8_ + _e62);
                uint l_94_ = asuint(info.Load(0+0));
                uint l_95_ = (l_94_ * 1u);
                bool l_96_ = (0u < l_95_);
                uint l_97_ = (l_95_ - 1u);
                uint l_98_ = min(0u, l_97_);
                uint l_99_ = asuint(buffer_0_global.Load(l_98_*4));
                uint l_10_ = (l_96_ ? l_99_ : 0u);
                uint l_11_ = (l_9_ ^ l_10_);
                uint l_12_ = (l_11_ * 747796405u);
                uint l_13_ = (l_12_ + 2891336453u);
                uint l_14_ = (l_13_ >> 28u);
                uint l_15_ = (l_14_ + 4u);
                uint l_16_ = (l_13_ >> l_15_);
                uint l_17_ = (l_16_ ^ l_13_);
                uint l_18_ = (l_17_ * 277803737u);
                uint l_19_ = (l_18_ >> 22u);
                uint l_20_ = (l_19_ ^ l_18_);
                uint l_101_ = asuint(info.Load(0+0));
                uint l_102_ = (l_101_ * 1u);
                bool l_103_ = (1u < l_102_);
                uint l_104_ = (l_102_ - 1u);
                uint l_105_ = min(1u, l_104_);
                uint l_106_ = asuint(buffer_0_global.Load(l_105_*4));
                uint l_21_ = (l_103_ ? l_106_ : 0u);
                uint l_22_ = (l_20_ ^ l_21_);
                uint l_23_ = (l_22_ * 747796405u);
                uint l_24_ = (l_23_ + 2891336453u);
                uint l_25_ = (l_24_ >> 28u);
                uint l_26_ = (l_25_ + 4u);
                uint l_27_ = (l_24_ >> l_26_);
                uint l_28_ = (l_27_ ^ l_24_);
                uint l_29_ = (l_28_ * 277803737u);
                uint l_30_ = (l_29_ >> 22u);
                uint l_31_ = (l_30_ ^ l_29_);
                uint l_32_ = (l_20_ >> 23u);
                uint l_33_ = naga_mod(l_32_, 55u);
                uint l_34_ = (100u + l_33_);
                uint l_35_ = (l_20_ & 2147483648u);
                uint l_36_ = (l_34_ << 23u);
                uint l_37_ = (l_35_ | l_36_);
                uint l_38_ = (l_20_ & 8388607u);
                uint l_39_ = (l_37_ | l_38_);
                float l_40_ = asfloat(l_39_);
                uint l_41_ = (l_31_ >> 23u);
                uint l_42_ = naga_mod(l_41_, 55u);
                uint l_43_ = (100u + l_42_);
                uint l_44_ = (l_31_ & 2147483648u);
                uint l_45_ = (l_43_ << 23u);
                uint l_46_ = (l_44_ | l_45_);
                uint l_47_ = (l_31_ & 8388607u);
                uint l_48_ = (l_46_ | l_47_);
                float l_49_ = asfloat(l_48_);
                uint l_50_ = asuint(l_40_);
                uint l_51_ = (l_50_ ^ l_3_);
                float l_52_ = asfloat(l_51_);
                uint l_53_ = asuint(l_49_);
                uint l_54_ = (l_53_ ^ l_3_);
                float l_55_ = asfloat(l_54_);
                float l_56_ = (l_40_ * l_49_);
                uint l_57_ = asuint(l_56_);
                float l_58_ = (l_52_ * l_55_);
                uint l_59_ = asuint(l_58_);
                float l_60_ = (l_40_ * l_55_);
                uint l_61_ = asuint(l_60_);
                uint l_62_ = (l_61_ ^ l_3_);
                float l_63_ = (l_52_ * l_49_);
                uint l_64_ = asuint(l_63_);
                float l_65_ = (l_40_ * l_55_);
                uint l_66_ = asuint(l_65_);
                bool l_67_ = (l_57_ != l_59_);
                uint l_68_ = uint(l_67_);
                uint _e179 = l_mut_4_;
                l_mut_4_ = (_e179 + l_68_);
                bool l_69_ = (l_57_ != l_62_);
                uint l_70_ = uint(l_69_);
                uint _e183 = l_mut_5_;
                l_mut_5_ = (_e183 + l_70_);
                bool l_71_ = (l_64_ != l_66_);
                uint l_72_ = uint(l_71_);
                uint _e187 = l_mut_6_;
                l_mut_6_ = (_e187 + l_72_);
            }
        }
        uint l_73_ = (3u * id);
        uint l_85_ = asuint(info.Load(8+0));
        uint l_86_ = (l_85_ * 1u);
        bool l_87_ = (l_73_ < l_86_);
        if (l_87_) {
            uint _e203 = l_mut_4_;
            buffer_2_global.Store(l_73_*4, asuint(_e203));
        }
        uint l_74_ = (3u * id);
        uint l_75_ = (l_74_ + 1u);
        uint l_88_ = asuint(info.Load(8+0));
        uint l_89_ = (l_88_ * 1u);
        bool l_90_ = (l_75_ < l_89_);
        if (l_90_) {
            uint _e217 = l_mut_5_;
            buffer_2_global.Store(l_75_*4, asuint(_e217));
        }
        uint l_76_ = (3u * id);
        uint l_77_ = (l_76_ + 2u);
        uint l_91_ = asuint(info.Load(8+0));
        uint l_92_ = (l_91_ * 1u);
        bool l_93_ = (l_77_ < l_92_);
        if (l_93_) {
            uint _e231 = l_mut_6_;
            buffer_2_global.Store(l_77_*4, asuint(_e231));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
