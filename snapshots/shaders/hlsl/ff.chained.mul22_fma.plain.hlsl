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

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void chained_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_11_ = (float)0;
    float l_mut_12_ = (float)0;
    float l_mut_14_ = (float)0;
    float l_mut_16_ = (float)0;
    float l_mut_18_ = (float)0;
    float l_mut_19_ = (float)0;
    float l_mut_21_ = (float)0;
    float l_mut_22_ = (float)0;
    uint l_mut_23_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_71_ = asuint(info.Load(8+0));
        uint l_72_ = (l_71_ * 1u);
        bool l_73_ = (0u < l_72_);
        uint l_74_ = (l_72_ - 1u);
        uint l_75_ = min(0u, l_74_);
        float l_76_ = asfloat(buffer_2_global.Load(l_75_*4));
        float l_3_ = (l_73_ ? l_76_ : 0.0);
        uint l_78_ = asuint(info.Load(8+0));
        uint l_79_ = (l_78_ * 1u);
        bool l_80_ = (1u < l_79_);
        uint l_81_ = (l_79_ - 1u);
        uint l_82_ = min(1u, l_81_);
        float l_83_ = asfloat(buffer_2_global.Load(l_82_*4));
        float l_4_ = (l_80_ ? l_83_ : 0.0);
        uint l_85_ = asuint(info.Load(4+0));
        uint l_86_ = (l_85_ * 1u);
        bool l_87_ = (id < l_86_);
        uint l_88_ = (l_86_ - 1u);
        uint l_89_ = min(id, l_88_);
        float l_90_ = asfloat(buffer_1_global.Load(l_89_*4));
        float l_5_ = (l_87_ ? l_90_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_92_ = asuint(info.Load(4+0));
        uint l_93_ = (l_92_ * 1u);
        bool l_94_ = (l_6_ < l_93_);
        uint l_95_ = (l_93_ - 1u);
        uint l_96_ = min(l_6_, l_95_);
        float l_97_ = asfloat(buffer_1_global.Load(l_96_*4));
        float l_7_ = (l_94_ ? l_97_ : 0.0);
        uint l_99_ = asuint(info.Load(0+0));
        uint l_100_ = (l_99_ * 1u);
        bool l_101_ = (id < l_100_);
        uint l_102_ = (l_100_ - 1u);
        uint l_103_ = min(id, l_102_);
        float l_104_ = asfloat(buffer_0_global.Load(l_103_*4));
        float l_8_ = (l_101_ ? l_104_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_106_ = asuint(info.Load(0+0));
        uint l_107_ = (l_106_ * 1u);
        bool l_108_ = (l_9_ < l_107_);
        uint l_109_ = (l_107_ - 1u);
        uint l_110_ = min(l_9_, l_109_);
        float l_111_ = asfloat(buffer_0_global.Load(l_110_*4));
        float l_10_ = (l_108_ ? l_111_ : 0.0);
        l_mut_11_ = l_8_;
        l_mut_12_ = l_10_;
        float l_13_ = (l_8_ * l_3_);
        l_mut_14_ = l_13_;
        float l_15_ = (l_10_ * l_3_);
        l_mut_16_ = l_15_;
        float l_17_ = (l_8_ + l_4_);
        l_mut_18_ = l_17_;
        l_mut_19_ = l_10_;
        float l_20_ = (l_8_ - l_4_);
        l_mut_21_ = l_20_;
        l_mut_22_ = l_10_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e206 = l_mut_23_;
                l_mut_23_ = (_e206 + 1u);
            }
            loop_init = false;
            uint _e142 = l_mut_23_;
            if ((_e142 < 256u)) {
            } else {
                break;
            }
            {
                float _e145 = l_mut_11_;
                float l_24_ = (_e145 * l_5_);
                float l_25_ = -(l_24_);
                float _e148 = l_mut_11_;
                float l_26_ = mad(_e148, l_5_, l_25_);
                float _e150 = l_mut_12_;
                float l_27_ = (_e150 * l_7_);
                float _e152 = l_mut_11_;
                float l_28_ = mad(_e152, l_7_, l_27_);
                float _e154 = l_mut_12_;
                float l_29_ = mad(_e154, l_5_, l_28_);
                float l_30_ = (l_26_ + l_29_);
                float l_31_ = (l_24_ + l_30_);
                float l_32_ = (l_31_ - l_24_);
                float l_33_ = (l_30_ - l_32_);
                float _e160 = l_mut_14_;
                float l_34_ = (_e160 * l_5_);
                float l_35_ = -(l_34_);
                float _e163 = l_mut_14_;
                float l_36_ = mad(_e163, l_5_, l_35_);
                float _e165 = l_mut_16_;
                float l_37_ = (_e165 * l_7_);
                float _e167 = l_mut_14_;
                float l_38_ = mad(_e167, l_7_, l_37_);
                float _e169 = l_mut_16_;
                float l_39_ = mad(_e169, l_5_, l_38_);
                float l_40_ = (l_36_ + l_39_);
                float l_41_ = (l_34_ + l_40_);
                float l_42_ = (l_41_ - l_34_);
                float l_43_ = (l_40_ - l_42_);
                float _e175 = l_mut_18_;
                float l_44_ = (_e175 * l_5_);
                float l_45_ = -(l_44_);
                float _e178 = l_mut_18_;
                float l_46_ = mad(_e178, l_5_, l_45_);
                float _e180 = l_mut_19_;
                float l_47_ = (_e180 * l_7_);
                float _e182 = l_mut_18_;
                float l_48_ = mad(_e182, l_7_, l_47_);
                float _e184 = l_mut_19_;
                float l_49_ = mad(_e184, l_5_, l_48_);
                float l_50_ = (l_46_ + l_49_);
                float l_51_ = (l_44_ + l_50_);
                float l_52_ = (l_51_ - l_44_);
                float l_53_ = (l_50_ - l_52_);
                float _e190 = l_mut_21_;
                float l_54_ = (_e190 * l_5_);
                float l_55_ = -(l_54_);
                float _e193 = l_mut_21_;
                float l_56_ = mad(_e193, l_5_, l_55_);
                float _e195 = l_mut_22_;
                float l_57_ = (_e195 * l_7_);
                float _e197 = l_mut_21_;
                float l_58_ = mad(_e197, l_7_, l_57_);
                float _e199 = l_mut_22_;
                float l_59_ = mad(_e199, l_5_, l_58_);
                float l_60_ = (l_56_ + l_59_);
                float l_61_ = (l_54_ + l_60_);
                float l_62_ = (l_61_ - l_54_);
                float l_63_ = (l_60_ - l_62_);
                l_mut_11_ = l_31_;
                l_mut_12_ = l_33_;
                l_mut_14_ = l_41_;
                l_mut_16_ = l_43_;
                l_mut_18_ = l_51_;
                l_mut_19_ = l_53_;
                l_mut_21_ = l_61_;
                l_mut_22_ = l_63_;
            }
        }
        float _e208 = l_mut_11_;
        float _e209 = l_mut_14_;
        float l_64_ = (_e208 + _e209);
        float _e211 = l_mut_18_;
        float _e212 = l_mut_21_;
        float l_65_ = (_e211 + _e212);
        float l_66_ = (l_64_ + l_65_);
        uint l_113_ = asuint(info.Load(12+0));
        uint l_114_ = (l_113_ * 1u);
        bool l_115_ = (id < l_114_);
        if (l_115_) {
            buffer_3_global.Store(id*4, asuint(l_66_));
        }
        uint l_67_ = (l_1_ + id);
        float _e225 = l_mut_12_;
        float _e226 = l_mut_16_;
        float l_68_ = (_e225 + _e226);
        float _e228 = l_mut_19_;
        float _e229 = l_mut_22_;
        float l_69_ = (_e228 + _e229);
        float l_70_ = (l_68_ + l_69_);
        uint l_116_ = asuint(info.Load(12+0));
        uint l_117_ = (l_116_ * 1u);
        bool l_118_ = (l_67_ < l_117_);
        if (l_118_) {
            buffer_3_global.Store(l_67_*4, asuint(l_70_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
