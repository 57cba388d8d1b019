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
        uint l_83_ = asuint(info.Load(8+0));
        uint l_84_ = (l_83_ * 1u);
        bool l_85_ = (0u < l_84_);
        uint l_86_ = (l_84_ - 1u);
        uint l_87_ = min(0u, l_86_);
        float l_88_ = asfloat(buffer_2_global.Load(l_87_*4));
        float l_3_ = (l_85_ ? l_88_ : 0.0);
        uint l_90_ = asuint(info.Load(8+0));
        uint l_91_ = (l_90_ * 1u);
        bool l_92_ = (1u < l_91_);
        uint l_93_ = (l_91_ - 1u);
        uint l_94_ = min(1u, l_93_);
        float l_95_ = asfloat(buffer_2_global.Load(l_94_*4));
        float l_4_ = (l_92_ ? l_95_ : 0.0);
        uint l_97_ = asuint(info.Load(4+0));
        uint l_98_ = (l_97_ * 1u);
        bool l_99_ = (id < l_98_);
        uint l_100_ = (l_98_ - 1u);
        uint l_101_ = min(id, l_100_);
        float l_102_ = asfloat(buffer_1_global.Load(l_101_*4));
        float l_5_ = (l_99_ ? l_102_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_104_ = asuint(info.Load(4+0));
        uint l_105_ = (l_104_ * 1u);
        bool l_106_ = (l_6_ < l_105_);
        uint l_107_ = (l_105_ - 1u);
        uint l_108_ = min(l_6_, l_107_);
        float l_109_ = asfloat(buffer_1_global.Load(l_108_*4));
        float l_7_ = (l_106_ ? l_109_ : 0.0);
        uint l_111_ = asuint(info.Load(0+0));
        uint l_112_ = (l_111_ * 1u);
        bool l_113_ = (id < l_112_);
        uint l_114_ = (l_112_ - 1u);
        uint l_115_ = min(id, l_114_);
        float l_116_ = asfloat(buffer_0_global.Load(l_115_*4));
        float l_8_ = (l_113_ ? l_116_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_118_ = asuint(info.Load(0+0));
        uint l_119_ = (l_118_ * 1u);
        bool l_120_ = (l_9_ < l_119_);
        uint l_121_ = (l_119_ - 1u);
        uint l_122_ = min(l_9_, l_121_);
        float l_123_ = asfloat(buffer_0_global.Load(l_122_*4));
        float l_10_ = (l_120_ ? l_123_ : 0.0);
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
                uint _e218 = l_mut_23_;
                l_mut_23_ = (_e218 + 1u);
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
                float l_25_ = (l_24_ * l_4_);
                float l_26_ = -(l_25_);
                float _e149 = l_mut_11_;
                float l_27_ = mad(_e149, l_5_, l_26_);
                float _e151 = l_mut_12_;
                float l_28_ = (_e151 * l_7_);
                float _e153 = l_mut_11_;
                float l_29_ = mad(_e153, l_7_, l_28_);
                float _e155 = l_mut_12_;
                float l_30_ = mad(_e155, l_5_, l_29_);
                float l_31_ = (l_27_ + l_30_);
                float l_32_ = (l_25_ + l_31_);
                float l_33_ = (l_32_ * l_4_);
                float l_34_ = (l_33_ - l_25_);
                float l_35_ = (l_34_ * l_4_);
                float l_36_ = (l_31_ - l_35_);
                float _e163 = l_mut_14_;
                float l_37_ = (_e163 * l_5_);
                float l_38_ = (l_37_ * l_4_);
                float l_39_ = -(l_38_);
                float _e167 = l_mut_14_;
                float l_40_ = mad(_e167, l_5_, l_39_);
                float _e169 = l_mut_16_;
                float l_41_ = (_e169 * l_7_);
                float _e171 = l_mut_14_;
                float l_42_ = mad(_e171, l_7_, l_41_);
                float _e173 = l_mut_16_;
                float l_43_ = mad(_e173, l_5_, l_42_);
                float l_44_ = (l_40_ + l_43_);
                float l_45_ = (l_38_ + l_44_);
                float l_46_ = (l_45_ * l_4_);
                float l_47_ = (l_46_ - l_38_);
                float l_48_ = (l_47_ * l_4_);
                float l_49_ = (l_44_ - l_48_);
                float _e181 = l_mut_18_;
                float l_50_ = (_e181 * l_5_);
                float l_51_ = (l_50_ * l_4_);
                float l_52_ = -(l_51_);
                float _e185 = l_mut_18_;
                float l_53_ = mad(_e185, l_5_, l_52_);
                float _e187 = l_mut_19_;
                float l_54_ = (_e187 * l_7_);
                float _e189 = l_mut_18_;
                float l_55_ = mad(_e189, l_7_, l_54_);
                float _e191 = l_mut_19_;
                float l_56_ = mad(_e191, l_5_, l_55_);
                float l_57_ = (l_53_ + l_56_);
                float l_58_ = (l_51_ + l_57_);
                float l_59_ = (l_58_ * l_4_);
                float l_60_ = (l_59_ - l_51_);
                float l_61_ = (l_60_ * l_4_);
                float l_62_ = (l_57_ - l_61_);
                float _e199 = l_mut_21_;
                float l_63_ = (_e199 * l_5_);
                float l_64_ = (l_63_ * l_4_);
                float l_65_ = -(l_64_);
                float _e203 = l_mut_21_;
                float l_66_ = mad(_e203, l_5_, l_65_);
                float _e205 = l_mut_22_;
                float l_67_ = (_e205 * l_7_);
                float _e207 = l_mut_21_;
                float l_68_ = mad(_e207, l_7_, l_67_);
                float _e209 = l_mut_22_;
                float l_69_ = mad(_e209, l_5_, l_68_);
                float l_70_ = (l_66_ + l_69_);
                float l_71_ = (l_64_ + l_70_);
                float l_72_ = (l_71_ * l_4_);
                float l_73_ = (l_72_ - l_64_);
                float l_74_ = (l_73_ * l_4_);
                float l_75_ = (l_70_ - l_74_);
                l_mut_11_ = l_33_;
                l_mut_12_ = l_36_;
                l_mut_14_ = l_46_;
                l_mut_16_ = l_49_;
                l_mut_18_ = l_59_;
                l_mut_19_ = l_62_;
                l_mut_21_ = l_72_;
                l_mut_22_ = l_75_;
            }
        }
        float _e220 = l_mut_11_;
        float _e221 = l_mut_14_;
        float l_76_ = (_e220 + _e221);
        float _e223 = l_mut_18_;
        float _e224 = l_mut_21_;
        float l_77_ = (_e223 + _e224);
        float l_78_ = (l_76_ + l_77_);
        uint l_125_ = asuint(info.Load(12+0));
        uint l_126_ = (l_125_ * 1u);
        bool l_127_ = (id < l_126_);
        if (l_127_) {
            buffer_3_global.Store(id*4, asuint(l_78_));
        }
        uint l_79_ = (l_1_ + id);
        float _e237 = l_mut_12_;
        float _e238 = l_mut_16_;
        float l_80_ = (_e237 + _e238);
        float _e240 = l_mut_19_;
        float _e241 = l_mut_22_;
        float l_81_ = (_e240 + _e241);
        float l_82_ = (l_80_ + l_81_);
        uint l_128_ = asuint(info.Load(12+0));
        uint l_129_ = (l_128_ * 1u);
        bool l_130_ = (l_79_ < l_129_);
        if (l_130_) {
            buffer_3_global.Store(l_79_*4, asuint(l_82_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
