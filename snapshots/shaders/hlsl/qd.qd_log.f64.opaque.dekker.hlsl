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

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double a_604_[8] = (double[8])0;
    double a_2196_[8] = (double[8])0;
    double a_3210_[8] = (double[8])0;
    double l_mut_116_ = (double)0;
    double l_mut_117_ = (double)0;
    double l_mut_118_ = (double)0;
    double l_mut_119_ = (double)0;
    double l_mut_120_ = (double)0;
    uint l_mut_121_ = (uint)0;
    double l_mut_2339_ = (double)0;
    double l_mut_2340_ = (double)0;
    double l_mut_2341_ = (double)0;
    double l_mut_2343_ = (double)0;
    double l_mut_29_ = (double)0;
    double l_mut_30_ = (double)0;
    double l_mut_31_ = (double)0;
    double l_mut_32_ = (double)0;
    double l_mut_51_ = (double)0;
    double l_mut_52_ = (double)0;
    double l_mut_53_ = (double)0;
    double l_mut_54_ = (double)0;
    double l_mut_747_ = (double)0;
    double l_mut_748_ = (double)0;
    double l_mut_749_ = (double)0;
    double l_mut_751_ = (double)0;
    uint l_mut_33_ = 0u;
    uint l_mut_55_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    bool local_13 = (bool)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    uint l_mut_227_ = (uint)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    bool local_39 = (bool)0;
    bool local_40 = (bool)0;
    bool local_41 = (bool)0;
    bool local_42 = (bool)0;
    bool local_43 = (bool)0;
    bool local_44 = (bool)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    bool local_83 = (bool)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    bool local_99 = (bool)0;
    bool local_100 = (bool)0;
    bool local_101 = (bool)0;
    bool local_102 = (bool)0;
    bool local_103 = (bool)0;
    bool local_104 = (bool)0;
    bool local_105 = (bool)0;
    bool local_106 = (bool)0;
    bool local_107 = (bool)0;
    uint l_mut_1824_ = (uint)0;
    bool local_108 = (bool)0;
    bool local_109 = (bool)0;
    bool local_110 = (bool)0;
    bool local_111 = (bool)0;
    bool local_112 = (bool)0;
    bool local_113 = (bool)0;
    bool local_114 = (bool)0;
    bool local_115 = (bool)0;
    bool local_116 = (bool)0;
    bool local_117 = (bool)0;
    bool local_118 = (bool)0;
    bool local_119 = (bool)0;
    bool local_120 = (bool)0;
    bool local_121 = (bool)0;
    bool local_122 = (bool)0;
    bool local_123 = (bool)0;
    bool local_124 = (bool)0;
    bool local_125 = (bool)0;
    bool local_126 = (bool)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    bool local_133 = (bool)0;
    bool local_134 = (bool)0;
    bool local_135 = (bool)0;
    bool local_136 = (bool)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;
    bool local_139 = (bool)0;
    bool local_140 = (bool)0;
    bool local_141 = (bool)0;
    bool local_142 = (bool)0;
    bool local_143 = (bool)0;
    bool local_144 = (bool)0;
    bool local_145 = (bool)0;
    bool local_146 = (bool)0;
    bool local_147 = (bool)0;
    bool local_148 = (bool)0;
    bool local_149 = (bool)0;
    bool local_150 = (bool)0;
    bool local_151 = (bool)0;
    bool local_152 = (bool)0;
    bool local_153 = (bool)0;
    bool local_154 = (bool)0;
    bool local_155 = (bool)0;
    bool local_156 = (bool)0;
    bool local_157 = (bool)0;
    bool local_158 = (bool)0;
    bool local_159 = (bool)0;
    bool local_160 = (bool)0;
    bool local_161 = (bool)0;
    bool local_162 = (bool)0;
    bool local_163 = (bool)0;
    bool local_164 = (bool)0;
    bool local_165 = (bool)0;
    bool local_166 = (bool)0;
    bool local_167 = (bool)0;
    uint l_mut_2686_ = (uint)0;
    bool local_168 = (bool)0;
    bool local_169 = (bool)0;
    bool local_170 = (bool)0;
    bool local_171 = (bool)0;
    bool local_172 = (bool)0;
    bool local_173 = (bool)0;
    bool local_174 = (bool)0;
    bool local_175 = (bool)0;
    bool local_176 = (bool)0;
    bool local_177 = (bool)0;
    bool local_178 = (bool)0;
    bool local_179 = (bool)0;
    bool local_180 = (bool)0;
    bool local_181 = (bool)0;
    bool local_182 = (bool)0;
    bool local_183 = (bool)0;
    bool local_184 = (bool)0;
    bool local_185 = (bool)0;
    bool local_186 = (bool)0;
    bool local_187 = (bool)0;
    bool local_188 = (bool)0;
    bool local_189 = (bool)0;
    bool local_190 = (bool)0;
    bool local_191 = (bool)0;
    bool local_192 = (bool)0;
    bool local_193 = (bool)0;
    bool local_194 = (bool)0;
    bool local_195 = (bool)0;
    bool local_196 = (bool)0;
    bool local_197 = (bool)0;
    bool local_198 = (bool)0;
    bool local_199 = (bool)0;
    bool local_200 = (bool)0;
    bool local_201 = (bool)0;
    bool local_202 = (bool)0;
    bool local_203 = (bool)0;
    bool local_204 = (bool)0;
    bool local_205 = (bool)0;
    bool local_206 = (bool)0;
    bool local_207 = (bool)0;
    bool local_208 = (bool)0;
    bool local_209 = (bool)0;
    bool local_210 = (bool)0;
    bool local_211 = (bool)0;
    bool local_212 = (bool)0;
    bool local_213 = (bool)0;
    bool local_214 = (bool)0;
    bool local_215 = (bool)0;
    bool local_216 = (bool)0;
    bool local_217 = (bool)0;
    bool local_218 = (bool)0;
    bool local_219 = (bool)0;
    bool local_220 = (bool)0;
    bool local_221 = (bool)0;
    bool local_222 = (bool)0;
    bool local_223 = (bool)0;
    bool local_224 = (bool)0;
    bool local_225 = (bool)0;
    bool local_226 = (bool)0;
    bool local_227 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_3549_ = asuint(info.Load(8+0));
        uint l_3550_ = (l_3549_ * 1u);
        bool l_3551_ = (0u < l_3550_);
        uint l_3552_ = (l_3550_ - 1u);
        uint l_3553_ = min(0u, l_3552_);
        double l_3554_ = buffer_2_global.Load<double>(l_3553_*8);
        double l_3_ = (l_3551_ ? l_3554_ : 0.0L);
        uint l_3556_ = asuint(info.Load(8+0));
        uint l_3557_ = (l_3556_ * 1u);
        bool l_3558_ = (1u < l_3557_);
        uint l_3559_ = (l_3557_ - 1u);
        uint l_3560_ = min(1u, l_3559_);
        double l_3561_ = buffer_2_global.Load<double>(l_3560_*8);
        double l_4_ = (l_3558_ ? l_3561_ : 0.0L);
        uint l_3563_ = asuint(info.Load(0+0));
        uint l_3564_ = (l_3563_ * 1u);
        bool l_3565_ = (id < l_3564_);
        uint l_3566_ = (l_3564_ - 1u);
        uint l_3567_ = min(id, l_3566_);
        double l_3568_ = buffer_0_global.Load<double>(l_3567_*8);
        double l_5_ = (l_3565_ ? l_3568_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_3570_ = asuint(info.Load(0+0));
        uint l_3571_ = (l_3570_ * 1u);
        bool l_3572_ = (l_6_ < l_3571_);
        uint l_3573_ = (l_3571_ - 1u);
        uint l_3574_ = min(l_6_, l_3573_);
        double l_3575_ = buffer_0_global.Load<double>(l_3574_*8);
        double l_7_ = (l_3572_ ? l_3575_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_3577_ = asuint(info.Load(0+0));
        uint l_3578_ = (l_3577_ * 1u);
        bool l_3579_ = (l_9_ < l_3578_);
        uint l_3580_ = (l_3578_ - 1u);
        uint l_3581_ = min(l_9_, l_3580_);
        double l_3582_ = buffer_0_global.Load<double>(l_3581_*8);
        double l_10_ = (l_3579_ ? l_3582_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_3584_ = asuint(info.Load(0+0));
        uint l_3585_ = (l_3584_ * 1u);
        bool l_3586_ = (l_12_ < l_3585_);
        uint l_3587_ = (l_3585_ - 1u);
        uint l_3588_ = min(l_12_, l_3587_);
        double l_3589_ = buffer_0_global.Load<double>(l_3588_*8);
        double l_13_ = (l_3586_ ? l_3589_ : 0.0L);
        uint l_3591_ = asuint(info.Load(4+0));
        uint l_3592_ = (l_3591_ * 1u);
        bool l_3593_ = (id < l_3592_);
        uint l_3594_ = (l_3592_ - 1u);
        uint l_3595_ = min(id, l_3594_);
        double l_3596_ = buffer_1_global.Load<double>(l_3595_*8);
        double l_14_ = (l_3593_ ? l_3596_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_3598_ = asuint(info.Load(4+0));
        uint l_3599_ = (l_3598_ * 1u);
        bool l_3600_ = (l_15_ < l_3599_);
        uint l_3601_ = (l_3599_ - 1u);
        uint l_3602_ = min(l_15_, l_3601_);
        double l_3603_ = buffer_1_global.Load<double>(l_3602_*8);
        double l_16_ = (l_3600_ ? l_3603_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_3605_ = asuint(info.Load(4+0));
        uint l_3606_ = (l_3605_ * 1u);
        bool l_3607_ = (l_18_ < l_3606_);
        uint l_3608_ = (l_3606_ - 1u);
        uint l_3609_ = min(l_18_, l_3608_);
        double l_3610_ = buffer_1_global.Load<double>(l_3609_*8);
        double l_19_ = (l_3607_ ? l_3610_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_3612_ = asuint(info.Load(4+0));
        uint l_3613_ = (l_3612_ * 1u);
        bool l_3614_ = (l_21_ < l_3613_);
        uint l_3615_ = (l_3613_ - 1u);
        uint l_3616_ = min(l_21_, l_3615_);
        double l_3617_ = buffer_1_global.Load<double>(l_3616_*8);
        double l_22_ = (l_3614_ ? l_3617_ : 0.0L);
        uint l_3619_ = asuint(info.Load(8+0));
        uint l_3620_ = (l_3619_ * 1u);
        bool l_3621_ = (4u < l_3620_);
        uint l_3622_ = (l_3620_ - 1u);
        uint l_3623_ = min(4u, l_3622_);
        double l_3624_ = buffer_2_global.Load<double>(l_3623_*8);
        double l_24_ = (l_3621_ ? l_3624_ : 0.0L);
        uint l_25_ = naga_f2u32(l_24_);
        float l_26_ = float(l_5_);
        float l_27_ = log(l_26_);
        double l_28_ = double(l_27_);
        l_mut_29_ = l_28_;
        l_mut_30_ = 0.0L;
        l_mut_31_ = 0.0L;
        l_mut_32_ = 0.0L;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e6382 = l_mut_33_;
                l_mut_33_ = (_e6382 + 1u);
            }
            loop_init = false;
            uint _e250 = l_mut_33_;
            if ((_e250 < l_25_)) {
            } else {
                break;
            }
            {
                double _e252 = l_mut_29_;
                double l_34_ = -(_e252);
                double _e254 = l_mut_30_;
                double l_35_ = -(_e254);
                double _e256 = l_mut_31_;
                double l_36_ = -(_e256);
                double _e258 = l_mut_32_;
                double l_37_ = -(_e258);
                uint l_3638_ = asuint(info.Load(8+0));
                uint l_3639_ = (l_3638_ * 1u);
                bool l_3640_ = (2u < l_3639_);
                uint l_3641_ = (l_3639_ - 1u);
                uint l_3642_ = min(2u, l_3641_);
                double l_3643_ = buffer_2_global.Load<double>(l_3642_*8);
                double l_39_ = (l_3640_ ? l_3643_ : 0.0L);
                uint l_40_ = naga_f2u32(l_39_);
                uint l_3645_ = asuint(info.Load(8+0));
                uint l_3646_ = (l_3645_ * 1u);
                bool l_3647_ = (3u < l_3646_);
                uint l_3648_ = (l_3646_ - 1u);
                uint l_3649_ = min(3u, l_3648_);
                double l_3650_ = buffer_2_global.Load<double>(l_3649_*8);
                double l_42_ = (l_3647_ ? l_3650_ : 0.0L);
                uint l_43_ = naga_f2u32(l_42_);
                uint l_3652_ = asuint(info.Load(8+0));
                uint l_3653_ = (l_3652_ * 1u);
                bool l_3654_ = (5u < l_3653_);
                uint l_3655_ = (l_3653_ - 1u);
                uint l_3656_ = min(5u, l_3655_);
                double l_3657_ = buffer_2_global.Load<double>(l_3656_*8);
                double l_45_ = (l_3654_ ? l_3657_ : 0.0L);
                double l_46_ = (l_34_ / l_45_);
                double l_47_ = (l_46_ + 0.5L);
                double l_48_ = floor(l_47_);
                double l_50_ = (l_48_ * 1.0L);
                l_mut_51_ = l_34_;
                l_mut_52_ = l_35_;
                l_mut_53_ = l_36_;
                l_mut_54_ = l_37_;
                l_mut_55_ = 0u;
                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                bool loop_init_1 = true;
                while(true) {
                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                    if (!loop_init_1) {
                        uint _e642 = l_mut_55_;
                        l_mut_55_ = (_e642 + 1u);
                    }
                    loop_init_1 = false;
                    uint _e319 = l_mut_55_;
                    if ((_e319 < l_43_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e321 = l_mut_55_;
                        uint l_56_ = (5u + _e321);
                        uint l_3687_ = asuint(info.Load(8+0));
                        uint l_3688_ = (l_3687_ * 1u);
                        bool l_3689_ = (l_56_ < l_3688_);
                        uint l_3690_ = (l_3688_ - 1u);
                        uint l_3691_ = min(l_56_, l_3690_);
                        double l_3692_ = buffer_2_global.Load<double>(l_3691_*8);
                        double l_57_ = (l_3689_ ? l_3692_ : 0.0L);
                        double l_58_ = -(l_57_);
                        double l_59_ = (l_50_ * l_58_);
                        double _e340 = l_mut_51_;
                        double l_60_ = (_e340 + l_59_);
                        double l_61_ = (l_60_ * l_4_);
                        double _e343 = l_mut_51_;
                        double l_62_ = (l_61_ - _e343);
                        double l_63_ = (l_62_ * l_4_);
                        double l_64_ = (l_61_ - l_63_);
                        double l_65_ = (l_64_ * l_4_);
                        double _e348 = l_mut_51_;
                        double l_66_ = (_e348 - l_65_);
                        double l_67_ = (l_59_ - l_63_);
                        double l_68_ = (l_66_ + l_67_);
                        double _e352 = l_mut_52_;
                        double l_69_ = (_e352 + l_68_);
                        double l_70_ = (l_69_ * l_4_);
                        double _e355 = l_mut_52_;
                        double l_71_ = (l_70_ - _e355);
                        double l_72_ = (l_71_ * l_4_);
                        double l_73_ = (l_70_ - l_72_);
                        double l_74_ = (l_73_ * l_4_);
                        double _e360 = l_mut_52_;
                        double l_75_ = (_e360 - l_74_);
                        double l_76_ = (l_68_ - l_72_);
                        double l_77_ = (l_75_ + l_76_);
                        double _e364 = l_mut_53_;
                        double l_78_ = (_e364 + l_77_);
                        double l_79_ = (l_78_ * l_4_);
                        double _e367 = l_mut_53_;
                        double l_80_ = (l_79_ - _e367);
                        double l_81_ = (l_80_ * l_4_);
                        double l_82_ = (l_79_ - l_81_);
                        double l_83_ = (l_82_ * l_4_);
                        double _e372 = l_mut_53_;
                        double l_84_ = (_e372 - l_83_);
                        double l_85_ = (l_77_ - l_81_);
                        double l_86_ = (l_84_ + l_85_);
                        double _e376 = l_mut_54_;
                        double l_87_ = (_e376 + l_86_);
                        double l_88_ = (l_87_ * l_4_);
                        double _e379 = l_mut_54_;
                        double l_89_ = (l_88_ - _e379);
                        double l_90_ = (l_89_ * l_4_);
                        double l_91_ = (l_88_ - l_90_);
                        double l_92_ = (l_91_ * l_4_);
                        double _e384 = l_mut_54_;
                        double l_93_ = (_e384 - l_92_);
                        double l_94_ = (l_86_ - l_90_);
                        double l_95_ = (l_93_ + l_94_);
                        double l_96_ = (l_88_ + l_95_);
                        double l_97_ = (l_96_ * l_4_);
                        double l_98_ = (l_97_ - l_88_);
                        double l_99_ = (l_98_ * l_4_);
                        double l_100_ = (l_95_ - l_99_);
                        double l_101_ = (l_79_ + l_97_);
                        double l_102_ = (l_101_ * l_4_);
                        double l_103_ = (l_102_ - l_79_);
                        double l_104_ = (l_103_ * l_4_);
                        double l_105_ = (l_97_ - l_104_);
                        double l_106_ = (l_70_ + l_102_);
                        double l_107_ = (l_106_ * l_4_);
                        double l_108_ = (l_107_ - l_70_);
                        double l_109_ = (l_108_ * l_4_);
                        double l_110_ = (l_102_ - l_109_);
                        double l_111_ = (l_61_ + l_107_);
                        double l_112_ = (l_111_ * l_4_);
                        double l_113_ = (l_112_ - l_61_);
                        double l_114_ = (l_113_ * l_4_);
                        double l_115_ = (l_107_ - l_114_);
                        l_mut_116_ = 0.0L;
                        l_mut_117_ = 0.0L;
                        l_mut_118_ = 0.0L;
                        l_mut_119_ = 0.0L;
                        l_mut_120_ = l_112_;
                        l_mut_121_ = 0u;
                        double _e413 = l_mut_120_;
                        double l_122_ = (_e413 + l_115_);
                        double l_123_ = (l_122_ * l_4_);
                        double _e416 = l_mut_120_;
                        double l_124_ = (l_123_ - _e416);
                        double l_125_ = (l_124_ * l_4_);
                        double l_126_ = (l_115_ - l_125_);
                        uint _e420 = l_mut_121_;
                        bool l_127_ = (_e420 < 3u);
                        bool l_128_ = (l_126_ != 0.0L);
                        if (l_127_) {
                            local = l_128_;
                        } else {
                            local = false;
                        }
                        bool l_129_ = local;
                        uint _e429 = l_mut_121_;
                        bool l_130_ = (_e429 == 0u);
                        if (l_129_) {
                            local_1 = l_130_;
                        } else {
                            local_1 = false;
                        }
                        bool l_131_ = local_1;
                        double _e436 = l_mut_116_;
                        double l_132_ = (l_131_ ? l_123_ : _e436);
                        l_mut_116_ = l_132_;
                        uint _e438 = l_mut_121_;
                        bool l_133_ = (_e438 == 1u);
                        if (l_129_) {
                            local_2 = l_133_;
                        } else {
                            local_2 = false;
                        }
                        bool l_134_ = local_2;
                        double _e445 = l_mut_117_;
                        double l_135_ = (l_134_ ? l_123_ : _e445);
                        l_mut_117_ = l_135_;
                        uint _e447 = l_mut_121_;
                        bool l_136_ = (_e447 == 2u);
                        if (l_129_) {
                            local_3 = l_136_;
                        } else {
                            local_3 = false;
                        }
                        bool l_137_ = local_3;
                        double _e454 = l_mut_118_;
                        double l_138_ = (l_137_ ? l_123_ : _e454);
                        l_mut_118_ = l_138_;
                        double l_139_ = (l_129_ ? l_126_ : l_123_);
                        double _e457 = l_mut_120_;
                        double l_140_ = (_e457 + l_115_);
                        double l_141_ = (l_127_ ? l_139_ : l_140_);
                        l_mut_120_ = l_141_;
                        uint l_142_ = uint(l_129_);
                        uint _e461 = l_mut_121_;
                        l_mut_121_ = (_e461 + l_142_);
                        double _e463 = l_mut_120_;
                        double l_143_ = (_e463 + l_110_);
                        double l_144_ = (l_143_ * l_4_);
                        double _e466 = l_mut_120_;
                        double l_145_ = (l_144_ - _e466);
                        double l_146_ = (l_145_ * l_4_);
                        double l_147_ = (l_110_ - l_146_);
                        uint _e470 = l_mut_121_;
                        bool l_148_ = (_e470 < 3u);
                        bool l_149_ = (l_147_ != 0.0L);
                        if (l_148_) {
                            local_4 = l_149_;
                        } else {
                            local_4 = false;
                        }
                        bool l_150_ = local_4;
                        uint _e479 = l_mut_121_;
                        bool l_151_ = (_e479 == 0u);
                        if (l_150_) {
                            local_5 = l_151_;
                        } else {
                            local_5 = false;
                        }
                        bool l_152_ = local_5;
                        double _e486 = l_mut_116_;
                        double l_153_ = (l_152_ ? l_144_ : _e486);
                        l_mut_116_ = l_153_;
                        uint _e488 = l_mut_121_;
                        bool l_154_ = (_e488 == 1u);
                        if (l_150_) {
                            local_6 = l_154_;
                        } else {
                            local_6 = false;
                        }
                        bool l_155_ = local_6;
                        double _e495 = l_mut_117_;
                        double l_156_ = (l_155_ ? l_144_ : _e495);
                        l_mut_117_ = l_156_;
                        uint _e497 = l_mut_121_;
                        bool l_157_ = (_e497 == 2u);
                        if (l_150_) {
                            local_7 = l_157_;
                        } else {
                            local_7 = false;
                        }
                        bool l_158_ = local_7;
                        double _e504 = l_mut_118_;
                        double l_159_ = (l_158_ ? l_144_ : _e504);
                        l_mut_118_ = l_159_;
                        double l_160_ = (l_150_ ? l_147_ : l_144_);
                        double _e507 = l_mut_120_;
                        double l_161_ = (_e507 + l_110_);
                        double l_162_ = (l_148_ ? l_160_ : l_161_);
                        l_mut_120_ = l_162_;
                        uint l_163_ = uint(l_150_);
                        uint _e511 = l_mut_121_;
                        l_mut_121_ = (_e511 + l_163_);
                        double _e513 = l_mut_120_;
                        double l_164_ = (_e513 + l_105_);
                        double l_165_ = (l_164_ * l_4_);
                        double _e516 = l_mut_120_;
                        double l_166_ = (l_165_ - _e516);
                        double l_167_ = (l_166_ * l_4_);
                        double l_168_ = (l_105_ - l_167_);
                        uint _e520 = l_mut_121_;
                        bool l_169_ = (_e520 < 3u);
                        bool l_170_ = (l_168_ != 0.0L);
                        if (l_169_) {
                            local_8 = l_170_;
                        } else {
                            local_8 = false;
                        }
                        bool l_171_ = local_8;
                        uint _e529 = l_mut_121_;
                        bool l_172_ = (_e529 == 0u);
                        if (l_171_) {
                            local_9 = l_172_;
                        } else {
                            local_9 = false;
                        }
                        bool l_173_ = local_9;
                        double _e536 = l_mut_116_;
                        double l_174_ = (l_173_ ? l_165_ : _e536);
                        l_mut_116_ = l_174_;
                        uint _e538 = l_mut_121_;
                        bool l_175_ = (_e538 == 1u);
                        if (l_171_) {
                            local_10 = l_175_;
                        } else {
                            local_10 = false;
                        }
                        bool l_176_ = local_10;
                        double _e545 = l_mut_117_;
                        double l_177_ = (l_176_ ? l_165_ : _e545);
                        l_mut_117_ = l_177_;
                        uint _e547 = l_mut_121_;
                        bool l_178_ = (_e547 == 2u);
                        if (l_171_) {
                            local_11 = l_178_;
                        } else {
                            local_11 = false;
                        }
                        bool l_179_ = local_11;
                        double _e554 = l_mut_118_;
                        double l_180_ = (l_179_ ? l_165_ : _e554);
                        l_mut_118_ = l_180_;
                        double l_181_ = (l_171_ ? l_168_ : l_165_);
                        double _e557 = l_mut_120_;
                        double l_182_ = (_e557 + l_105_);
                        double l_183_ = (l_169_ ? l_181_ : l_182_);
                        l_mut_120_ = l_183_;
                        uint l_184_ = uint(l_171_);
                        uint _e561 = l_mut_121_;
                        l_mut_121_ = (_e561 + l_184_);
                        double _e563 = l_mut_120_;
                        double l_185_ = (_e563 + l_100_);
                        double l_186_ = (l_185_ * l_4_);
                        double _e566 = l_mut_120_;
                        double l_187_ = (l_186_ - _e566);
                        double l_188_ = (l_187_ * l_4_);
                        double l_189_ = (l_100_ - l_188_);
                        uint _e570 = l_mut_121_;
                        bool l_190_ = (_e570 < 3u);
                        bool l_191_ = (l_189_ != 0.0L);
                        if (l_190_) {
                            local_12 = l_191_;
                        } else {
                            local_12 = false;
                        }
                        bool l_192_ = local_12;
                        uint _e579 = l_mut_121_;
                        bool l_193_ = (_e579 == 0u);
                        if (l_192_) {
                            local_13 = l_193_;
                        } else {
                            local_13 = false;
                        }
                        bool l_194_ = local_13;
                        double _e586 = l_mut_116_;
                        double l_195_ = (l_194_ ? l_186_ : _e586);
                        l_mut_116_ = l_195_;
                        uint _e588 = l_mut_121_;
                        bool l_196_ = (_e588 == 1u);
                        if (l_192_) {
                            local_14 = l_196_;
                        } else {
                            local_14 = false;
                        }
                        bool l_197_ = local_14;
                        double _e595 = l_mut_117_;
                        double l_198_ = (l_197_ ? l_186_ : _e595);
                        l_mut_117_ = l_198_;
                        uint _e597 = l_mut_121_;
                        bool l_199_ = (_e597 == 2u);
                        if (l_192_) {
                            local_15 = l_199_;
                        } else {
                            local_15 = false;
                        }
                        bool l_200_ = local_15;
                        double _e604 = l_mut_118_;
                        double l_201_ = (l_200_ ? l_186_ : _e604);
                        l_mut_118_ = l_201_;
                        double l_202_ = (l_192_ ? l_189_ : l_186_);
                        double _e607 = l_mut_120_;
                        double l_203_ = (_e607 + l_100_);
                        double l_204_ = (l_190_ ? l_202_ : l_203_);
                        l_mut_120_ = l_204_;
                        uint l_205_ = uint(l_192_);
                        uint _e611 = l_mut_121_;
                        l_mut_121_ = (_e611 + l_205_);
                        uint _e613 = l_mut_121_;
                        bool l_206_ = (_e613 == 0u);
                        double _e616 = l_mut_116_;
                        double _e617 = l_mut_120_;
                        double l_207_ = (l_206_ ? _e617 : _e616);
                        l_mut_116_ = l_207_;
                        uint _e619 = l_mut_121_;
                        bool l_208_ = (_e619 == 1u);
                        double _e622 = l_mut_117_;
                        double _e623 = l_mut_120_;
                        double l_209_ = (l_208_ ? _e623 : _e622);
                        l_mut_117_ = l_209_;
                        uint _e625 = l_mut_121_;
                        bool l_210_ = (_e625 == 2u);
                        double _e628 = l_mut_118_;
                        double _e629 = l_mut_120_;
                        double l_211_ = (l_210_ ? _e629 : _e628);
                        l_mut_118_ = l_211_;
                        uint _e631 = l_mut_121_;
                        bool l_212_ = (_e631 == 3u);
                        double _e634 = l_mut_119_;
                        double _e635 = l_mut_120_;
                        double l_213_ = (l_212_ ? _e635 : _e634);
                        l_mut_119_ = l_213_;
                        double _e637 = l_mut_116_;
                        l_mut_51_ = _e637;
                        double _e638 = l_mut_117_;
                        l_mut_52_ = _e638;
                        double _e639 = l_mut_118_;
                        l_mut_53_ = _e639;
                        double _e640 = l_mut_119_;
                        l_mut_54_ = _e640;
                    }
                }
                double _e644 = l_mut_51_;
                double l_214_ = (_e644 * 0.00390625L);
                double _e647 = l_mut_52_;
                double l_215_ = (_e647 * 0.00390625L);
                double _e650 = l_mut_53_;
                double l_216_ = (_e650 * 0.00390625L);
                double _e653 = l_mut_54_;
                double l_217_ = (_e653 * 0.00390625L);
                uint l_218_ = (l_40_ - 1u);
                uint l_219_ = (5u + l_43_);
                uint l_3659_ = asuint(info.Load(8+0));
                uint l_3660_ = (l_3659_ * 1u);
                bool l_3661_ = (l_219_ < l_3660_);
                uint l_3662_ = (l_3660_ - 1u);
                uint l_3663_ = min(l_219_, l_3662_);
                double l_3664_ = buffer_2_global.Load<double>(l_3663_*8);
                double l_220_ = (l_3661_ ? l_3664_ : 0.0L);
                uint l_221_ = (l_219_ + 1u);
                uint l_3666_ = asuint(info.Load(8+0));
                uint l_3667_ = (l_3666_ * 1u);
                bool l_3668_ = (l_221_ < l_3667_);
                uint l_3669_ = (l_3667_ - 1u);
                uint l_3670_ = min(l_221_, l_3669_);
                double l_3671_ = buffer_2_global.Load<double>(l_3670_*8);
                double l_222_ = (l_3668_ ? l_3671_ : 0.0L);
                uint l_223_ = (l_219_ + 2u);
                uint l_3673_ = asuint(info.Load(8+0));
                uint l_3674_ = (l_3673_ * 1u);
                bool l_3675_ = (l_223_ < l_3674_);
                uint l_3676_ = (l_3674_ - 1u);
                uint l_3677_ = min(l_223_, l_3676_);
                double l_3678_ = buffer_2_global.Load<double>(l_3677_*8);
                double l_224_ = (l_3675_ ? l_3678_ : 0.0L);
                uint l_225_ = (l_219_ + 3u);
                uint l_3680_ = asuint(info.Load(8+0));
                uint l_3681_ = (l_3680_ * 1u);
                bool l_3682_ = (l_225_ < l_3681_);
                uint l_3683_ = (l_3681_ - 1u);
                uint l_3684_ = min(l_225_, l_3683_);
                double l_3685_ = buffer_2_global.Load<double>(l_3684_*8);
                double l_226_ = (l_3682_ ? l_3685_ : 0.0L);
                l_mut_120_ = l_220_;
                l_mut_119_ = l_222_;
                l_mut_118_ = l_224_;
                l_mut_117_ = l_226_;
                l_mut_227_ = 1u;
                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e1982 = l_mut_227_;
                        l_mut_227_ = (_e1982 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e727 = l_mut_227_;
                    if ((_e727 < l_218_)) {
                    } else {
                        break;
                    }
                    {
                        double _e729 = l_mut_120_;
                        double l_228_ = (_e729 * l_214_);
                        double l_229_ = (l_228_ * l_4_);
                        double _e732 = l_mut_120_;
                        double l_230_ = (l_3_ * _e732);
                        double l_231_ = (l_230_ * l_4_);
                        double _e735 = l_mut_120_;
                        double l_232_ = (l_231_ - _e735);
                        double l_233_ = (l_232_ * l_4_);
                        double l_234_ = (l_231_ - l_233_);
                        double _e739 = l_mut_120_;
                        double l_235_ = (_e739 - l_234_);
                        double l_236_ = (l_3_ * l_214_);
                        double l_237_ = (l_236_ * l_4_);
                        double l_238_ = (l_237_ - l_214_);
                        double l_239_ = (l_238_ * l_4_);
                        double l_240_ = (l_237_ - l_239_);
                        double l_241_ = (l_214_ - l_240_);
                        double l_242_ = (l_234_ * l_240_);
                        double l_243_ = (l_242_ - l_229_);
                        double l_244_ = (l_234_ * l_241_);
                        double l_245_ = (l_243_ + l_244_);
                        double l_246_ = (l_235_ * l_240_);
                        double l_247_ = (l_245_ + l_246_);
                        double l_248_ = (l_235_ * l_241_);
                        double l_249_ = (l_247_ + l_248_);
                        double _e755 = l_mut_120_;
                        double l_250_ = (_e755 * l_215_);
                        double l_251_ = (l_250_ * l_4_);
                        double _e758 = l_mut_120_;
                        double l_252_ = (l_3_ * _e758);
                        double l_253_ = (l_252_ * l_4_);
                        double _e761 = l_mut_120_;
                        double l_254_ = (l_253_ - _e761);
                        double l_255_ = (l_254_ * l_4_);
                        double l_256_ = (l_253_ - l_255_);
                        double _e765 = l_mut_120_;
                        double l_257_ = (_e765 - l_256_);
                        double l_258_ = (l_3_ * l_215_);
                        double l_259_ = (l_258_ * l_4_);
                        double l_260_ = (l_259_ - l_215_);
                        double l_261_ = (l_260_ * l_4_);
                        double l_262_ = (l_259_ - l_261_);
                        double l_263_ = (l_215_ - l_262_);
                        double l_264_ = (l_256_ * l_262_);
                        double l_265_ = (l_264_ - l_251_);
                        double l_266_ = (l_256_ * l_263_);
                        double l_267_ = (l_265_ + l_266_);
                        double l_268_ = (l_257_ * l_262_);
                        double l_269_ = (l_267_ + l_268_);
                        double l_270_ = (l_257_ * l_263_);
                        double l_271_ = (l_269_ + l_270_);
                        double _e781 = l_mut_119_;
                        double l_272_ = (_e781 * l_214_);
                        double l_273_ = (l_272_ * l_4_);
                        double _e784 = l_mut_119_;
                        double l_274_ = (l_3_ * _e784);
                        double l_275_ = (l_274_ * l_4_);
                        double _e787 = l_mut_119_;
                        double l_276_ = (l_275_ - _e787);
                        double l_277_ = (l_276_ * l_4_);
                        double l_278_ = (l_275_ - l_277_);
                        double _e791 = l_mut_119_;
                        double l_279_ = (_e791 - l_278_);
                        double l_280_ = (l_3_ * l_214_);
                        double l_281_ = (l_280_ * l_4_);
                        double l_282_ = (l_281_ - l_214_);
                        double l_283_ = (l_282_ * l_4_);
                        double l_284_ = (l_281_ - l_283_);
                        double l_285_ = (l_214_ - l_284_);
                        double l_286_ = (l_278_ * l_284_);
                        double l_287_ = (l_286_ - l_273_);
                        double l_288_ = (l_278_ * l_285_);
                        double l_289_ = (l_287_ + l_288_);
                        double l_290_ = (l_279_ * l_284_);
                        double l_291_ = (l_289_ + l_290_);
                        double l_292_ = (l_279_ * l_285_);
                        double l_293_ = (l_291_ + l_292_);
                        double _e807 = l_mut_120_;
                        double l_294_ = (_e807 * l_216_);
                        double l_295_ = (l_294_ * l_4_);
                        double _e810 = l_mut_120_;
                        double l_296_ = (l_3_ * _e810);
                        double l_297_ = (l_296_ * l_4_);
                        double _e813 = l_mut_120_;
                        double l_298_ = (l_297_ - _e813);
                        double l_299_ = (l_298_ * l_4_);
                        double l_300_ = (l_297_ - l_299_);
                        double _e817 = l_mut_120_;
                        double l_301_ = (_e817 - l_300_);
                        double l_302_ = (l_3_ * l_216_);
                        double l_303_ = (l_302_ * l_4_);
                        double l_304_ = (l_303_ - l_216_);
                        double l_305_ = (l_304_ * l_4_);
                        double l_306_ = (l_303_ - l_305_);
                        double l_307_ = (l_216_ - l_306_);
                        double l_308_ = (l_300_ * l_306_);
                        double l_309_ = (l_308_ - l_295_);
                        double l_310_ = (l_300_ * l_307_);
                        double l_311_ = (l_309_ + l_310_);
                        double l_312_ = (l_301_ * l_306_);
                        double l_313_ = (l_311_ + l_312_);
                        double l_314_ = (l_301_ * l_307_);
                        double l_315_ = (l_313_ + l_314_);
                        double _e833 = l_mut_119_;
                        double l_316_ = (_e833 * l_215_);
                        double l_317_ = (l_316_ * l_4_);
                        double _e836 = l_mut_119_;
                        double l_318_ = (l_3_ * _e836);
                        double l_319_ = (l_318_ * l_4_);
                        double _e839 = l_mut_119_;
                        double l_320_ = (l_319_ - _e839);
                        double l_321_ = (l_320_ * l_4_);
                        double l_322_ = (l_319_ - l_321_);
                        double _e843 = l_mut_119_;
                        double l_323_ = (_e843 - l_322_);
                        double l_324_ = (l_3_ * l_215_);
                        double l_325_ = (l_324_ * l_4_);
                        double l_326_ = (l_325_ - l_215_);
                        double l_327_ = (l_326_ * l_4_);
                        double l_328_ = (l_325_ - l_327_);
                        double l_329_ = (l_215_ - l_328_);
                        double l_330_ = (l_322_ * l_328_);
                        double l_331_ = (l_330_ - l_317_);
                        double l_332_ = (l_322_ * l_329_);
                        double l_333_ = (l_331_ + l_332_);
                        double l_334_ = (l_323_ * l_328_);
                        double l_335_ = (l_333_ + l_334_);
                        double l_336_ = (l_323_ * l_329_);
                        double l_337_ = (l_335_ + l_336_);
                        double _e859 = l_mut_118_;
                        double l_338_ = (_e859 * l_214_);
                        double l_339_ = (l_338_ * l_4_);
                        double _e862 = l_mut_118_;
                        double l_340_ = (l_3_ * _e862);
                        double l_341_ = (l_340_ * l_4_);
                        double _e865 = l_mut_118_;
                        double l_342_ = (l_341_ - _e865);
                        double l_343_ = (l_342_ * l_4_);
                        double l_344_ = (l_341_ - l_343_);
                        double _e869 = l_mut_118_;
                        double l_345_ = (_e869 - l_344_);
                        double l_346_ = (l_3_ * l_214_);
                        double l_347_ = (l_346_ * l_4_);
                        double l_348_ = (l_347_ - l_214_);
                        double l_349_ = (l_348_ * l_4_);
                        double l_350_ = (l_347_ - l_349_);
                        double l_351_ = (l_214_ - l_350_);
                        double l_352_ = (l_344_ * l_350_);
                        double l_353_ = (l_352_ - l_339_);
                        double l_354_ = (l_344_ * l_351_);
                        double l_355_ = (l_353_ + l_354_);
                        double l_356_ = (l_345_ * l_350_);
                        double l_357_ = (l_355_ + l_356_);
                        double l_358_ = (l_345_ * l_351_);
                        double l_359_ = (l_357_ + l_358_);
                        double l_360_ = (l_251_ + l_273_);
                        double l_361_ = (l_360_ * l_4_);
                        double l_362_ = (l_361_ - l_251_);
                        double l_363_ = (l_362_ * l_4_);
                        double l_364_ = (l_361_ - l_363_);
                        double l_365_ = (l_364_ * l_4_);
                        double l_366_ = (l_251_ - l_365_);
                        double l_367_ = (l_273_ - l_363_);
                        double l_368_ = (l_366_ + l_367_);
                        double l_369_ = (l_249_ + l_361_);
                        double l_370_ = (l_369_ * l_4_);
                        double l_371_ = (l_370_ - l_249_);
                        double l_372_ = (l_371_ * l_4_);
                        double l_373_ = (l_370_ - l_372_);
                        double l_374_ = (l_373_ * l_4_);
                        double l_375_ = (l_249_ - l_374_);
                        double l_376_ = (l_361_ - l_372_);
                        double l_377_ = (l_375_ + l_376_);
                        double l_378_ = (l_368_ + l_377_);
                        double l_379_ = (l_378_ * l_4_);
                        double l_380_ = (l_379_ - l_368_);
                        double l_381_ = (l_380_ * l_4_);
                        double l_382_ = (l_379_ - l_381_);
                        double l_383_ = (l_382_ * l_4_);
                        double l_384_ = (l_368_ - l_383_);
                        double l_385_ = (l_377_ - l_381_);
                        double l_386_ = (l_384_ + l_385_);
                        double l_387_ = (l_379_ + l_271_);
                        double l_388_ = (l_387_ * l_4_);
                        double l_389_ = (l_388_ - l_379_);
                        double l_390_ = (l_389_ * l_4_);
                        double l_391_ = (l_388_ - l_390_);
                        double l_392_ = (l_391_ * l_4_);
                        double l_393_ = (l_379_ - l_392_);
                        double l_394_ = (l_271_ - l_390_);
                        double l_395_ = (l_393_ + l_394_);
                        double l_396_ = (l_293_ + l_388_);
                        double l_397_ = (l_396_ * l_4_);
                        double l_398_ = (l_397_ - l_293_);
                        double l_399_ = (l_398_ * l_4_);
                        double l_400_ = (l_397_ - l_399_);
                        double l_401_ = (l_400_ * l_4_);
                        double l_402_ = (l_293_ - l_401_);
                        double l_403_ = (l_388_ - l_399_);
                        double l_404_ = (l_402_ + l_403_);
                        double l_405_ = (l_395_ + l_404_);
                        double l_406_ = (l_405_ * l_4_);
                        double l_407_ = (l_406_ - l_395_);
                        double l_408_ = (l_407_ * l_4_);
                        double l_409_ = (l_406_ - l_408_);
                        double l_410_ = (l_409_ * l_4_);
                        double l_411_ = (l_395_ - l_410_);
                        double l_412_ = (l_404_ - l_408_);
                        double l_413_ = (l_411_ + l_412_);
                        double l_414_ = (l_295_ + l_317_);
                        double l_415_ = (l_414_ * l_4_);
                        double l_416_ = (l_415_ - l_295_);
                        double l_417_ = (l_416_ * l_4_);
                        double l_418_ = (l_415_ - l_417_);
                        double l_419_ = (l_418_ * l_4_);
                        double l_420_ = (l_295_ - l_419_);
                        double l_421_ = (l_317_ - l_417_);
                        double l_422_ = (l_420_ + l_421_);
                        double l_423_ = (l_339_ + l_415_);
                        double l_424_ = (l_423_ * l_4_);
                        double l_425_ = (l_424_ - l_339_);
                        double l_426_ = (l_425_ * l_4_);
                        double l_427_ = (l_424_ - l_426_);
                        double l_428_ = (l_427_ * l_4_);
                        double l_429_ = (l_339_ - l_428_);
                        double l_430_ = (l_415_ - l_426_);
                        double l_431_ = (l_429_ + l_430_);
                        double l_432_ = (l_422_ + l_431_);
                        double l_433_ = (l_432_ * l_4_);
                        double l_434_ = (l_433_ - l_422_);
                        double l_435_ = (l_434_ * l_4_);
                        double l_436_ = (l_433_ - l_435_);
                        double l_437_ = (l_436_ * l_4_);
                        double l_438_ = (l_422_ - l_437_);
                        double l_439_ = (l_431_ - l_435_);
                        double l_440_ = (l_438_ + l_439_);
                        double l_441_ = (l_397_ + l_424_);
                        double l_442_ = (l_441_ * l_4_);
                        double l_443_ = (l_442_ - l_397_);
                        double l_444_ = (l_443_ * l_4_);
                        double l_445_ = (l_442_ - l_444_);
                        double l_446_ = (l_445_ * l_4_);
                        double l_447_ = (l_397_ - l_446_);
                        double l_448_ = (l_424_ - l_444_);
                        double l_449_ = (l_447_ + l_448_);
                        double l_450_ = (l_406_ + l_433_);
                        double l_451_ = (l_450_ * l_4_);
                        double l_452_ = (l_451_ - l_406_);
                        double l_453_ = (l_452_ * l_4_);
                        double l_454_ = (l_451_ - l_453_);
                        double l_455_ = (l_454_ * l_4_);
                        double l_456_ = (l_406_ - l_455_);
                        double l_457_ = (l_433_ - l_453_);
                        double l_458_ = (l_456_ + l_457_);
                        double l_459_ = (l_451_ + l_449_);
                        double l_460_ = (l_459_ * l_4_);
                        double l_461_ = (l_460_ - l_451_);
                        double l_462_ = (l_461_ * l_4_);
                        double l_463_ = (l_460_ - l_462_);
                        double l_464_ = (l_463_ * l_4_);
                        double l_465_ = (l_451_ - l_464_);
                        double l_466_ = (l_449_ - l_462_);
                        double l_467_ = (l_465_ + l_466_);
                        double l_468_ = (l_413_ + l_440_);
                        double l_469_ = (l_467_ + l_458_);
                        double l_470_ = (l_468_ + l_469_);
                        double _e996 = l_mut_120_;
                        double l_471_ = (_e996 * l_217_);
                        double _e998 = l_mut_119_;
                        double l_472_ = (_e998 * l_216_);
                        double l_473_ = (l_471_ + l_472_);
                        double _e1001 = l_mut_118_;
                        double l_474_ = (_e1001 * l_215_);
                        double _e1003 = l_mut_117_;
                        double l_475_ = (_e1003 * l_214_);
                        double l_476_ = (l_474_ + l_475_);
                        double l_477_ = (l_473_ + l_476_);
                        double l_478_ = (l_386_ + l_315_);
                        double l_479_ = (l_337_ + l_359_);
                        double l_480_ = (l_478_ + l_479_);
                        double l_481_ = (l_477_ + l_480_);
                        double l_482_ = (l_460_ + l_481_);
                        double l_483_ = (l_482_ + l_470_);
                        double l_484_ = (l_483_ * l_4_);
                        double l_485_ = (l_484_ - l_482_);
                        double l_486_ = (l_485_ * l_4_);
                        double l_487_ = (l_470_ - l_486_);
                        double l_488_ = (l_442_ + l_484_);
                        double l_489_ = (l_488_ * l_4_);
                        double l_490_ = (l_489_ - l_442_);
                        double l_491_ = (l_490_ * l_4_);
                        double l_492_ = (l_484_ - l_491_);
                        double l_493_ = (l_370_ + l_489_);
                        double l_494_ = (l_493_ * l_4_);
                        double l_495_ = (l_494_ - l_370_);
                        double l_496_ = (l_495_ * l_4_);
                        double l_497_ = (l_489_ - l_496_);
                        double l_498_ = (l_229_ + l_494_);
                        double l_499_ = (l_498_ * l_4_);
                        double l_500_ = (l_499_ - l_229_);
                        double l_501_ = (l_500_ * l_4_);
                        double l_502_ = (l_494_ - l_501_);
                        l_mut_116_ = 0.0L;
                        l_mut_54_ = 0.0L;
                        l_mut_53_ = 0.0L;
                        l_mut_52_ = 0.0L;
                        l_mut_51_ = l_499_;
                        l_mut_121_ = 0u;
                        double _e1037 = l_mut_51_;
                        double l_503_ = (_e1037 + l_502_);
                        double l_504_ = (l_503_ * l_4_);
                        double _e1040 = l_mut_51_;
                        double l_505_ = (l_504_ - _e1040);
                        double l_506_ = (l_505_ * l_4_);
                        double l_507_ = (l_502_ - l_506_);
                        uint _e1044 = l_mut_121_;
                        bool l_508_ = (_e1044 < 3u);
                        bool l_509_ = (l_507_ != 0.0L);
                        if (l_508_) {
                            local_16 = l_509_;
                        } else {
                            local_16 = false;
                        }
                        bool l_510_ = local_16;
                        uint _e1053 = l_mut_121_;
                        bool l_511_ = (_e1053 == 0u);
                        if (l_510_) {
                            local_17 = l_511_;
                        } else {
                            local_17 = false;
                        }
                        bool l_512_ = local_17;
                        double _e1060 = l_mut_116_;
                        double l_513_ = (l_512_ ? l_504_ : _e1060);
                        l_mut_116_ = l_513_;
                        uint _e1062 = l_mut_121_;
                        bool l_514_ = (_e1062 == 1u);
                        if (l_510_) {
                            local_18 = l_514_;
                        } else {
                            local_18 = false;
                        }
                        bool l_515_ = local_18;
                        double _e1069 = l_mut_54_;
                        double l_516_ = (l_515_ ? l_504_ : _e1069);
                        l_mut_54_ = l_516_;
                        uint _e1071 = l_mut_121_;
                        bool l_517_ = (_e1071 == 2u);
                        if (l_510_) {
                            local_19 = l_517_;
                        } else {
                            local_19 = false;
                        }
                        bool l_518_ = local_19;
                        double _e1078 = l_mut_53_;
                        double l_519_ = (l_518_ ? l_504_ : _e1078);
                        l_mut_53_ = l_519_;
                        double l_520_ = (l_510_ ? l_507_ : l_504_);
                        double _e1081 = l_mut_51_;
                        double l_521_ = (_e1081 + l_502_);
                        double l_522_ = (l_508_ ? l_520_ : l_521_);
                        l_mut_51_ = l_522_;
                        uint l_523_ = uint(l_510_);
                        uint _e1085 = l_mut_121_;
                        l_mut_121_ = (_e1085 + l_523_);
                        double _e1087 = l_mut_51_;
                        double l_524_ = (_e1087 + l_497_);
                        double l_525_ = (l_524_ * l_4_);
                        double _e1090 = l_mut_51_;
                        double l_526_ = (l_525_ - _e1090);
                        double l_527_ = (l_526_ * l_4_);
                        double l_528_ = (l_497_ - l_527_);
                        uint _e1094 = l_mut_121_;
                        bool l_529_ = (_e1094 < 3u);
                        bool l_530_ = (l_528_ != 0.0L);
                        if (l_529_) {
                            local_20 = l_530_;
                        } else {
                            local_20 = false;
                        }
                        bool l_531_ = local_20;
                        uint _e1103 = l_mut_121_;
                        bool l_532_ = (_e1103 == 0u);
                        if (l_531_) {
                            local_21 = l_532_;
                        } else {
                            local_21 = false;
                        }
                        bool l_533_ = local_21;
                        double _e1110 = l_mut_116_;
                        double l_534_ = (l_533_ ? l_525_ : _e1110);
                        l_mut_116_ = l_534_;
                        uint _e1112 = l_mut_121_;
                        bool l_535_ = (_e1112 == 1u);
                        if (l_531_) {
                            local_22 = l_535_;
                        } else {
                            local_22 = false;
                        }
                        bool l_536_ = local_22;
                        double _e1119 = l_mut_54_;
                        double l_537_ = (l_536_ ? l_525_ : _e1119);
                        l_mut_54_ = l_537_;
                        uint _e1121 = l_mut_121_;
                        bool l_538_ = (_e1121 == 2u);
                        if (l_531_) {
                            local_23 = l_538_;
                        } else {
                            local_23 = false;
                        }
                        bool l_539_ = local_23;
                        double _e1128 = l_mut_53_;
                        double l_540_ = (l_539_ ? l_525_ : _e1128);
                        l_mut_53_ = l_540_;
                        double l_541_ = (l_531_ ? l_528_ : l_525_);
                        double _e1131 = l_mut_51_;
                        double l_542_ = (_e1131 + l_497_);
                        double l_543_ = (l_529_ ? l_541_ : l_542_);
                        l_mut_51_ = l_543_;
                        uint l_544_ = uint(l_531_);
                        uint _e1135 = l_mut_121_;
                        l_mut_121_ = (_e1135 + l_544_);
                        double _e1137 = l_mut_51_;
                        double l_545_ = (_e1137 + l_492_);
                        double l_546_ = (l_545_ * l_4_);
                        double _e1140 = l_mut_51_;
                        double l_547_ = (l_546_ - _e1140);
                        double l_548_ = (l_547_ * l_4_);
                        double l_549_ = (l_492_ - l_548_);
                        uint _e1144 = l_mut_121_;
                        bool l_550_ = (_e1144 < 3u);
                        bool l_551_ = (l_549_ != 0.0L);
                        if (l_550_) {
                            local_24 = l_551_;
                        } else {
                            local_24 = false;
                        }
                        bool l_552_ = local_24;
                        uint _e1153 = l_mut_121_;
                        bool l_553_ = (_e1153 == 0u);
                        if (l_552_) {
                            local_25 = l_553_;
                        } else {
                            local_25 = false;
                        }
                        bool l_554_ = local_25;
                        double _e1160 = l_mut_116_;
                        double l_555_ = (l_554_ ? l_546_ : _e1160);
                        l_mut_116_ = l_555_;
                        uint _e1162 = l_mut_121_;
                        bool l_556_ = (_e1162 == 1u);
                        if (l_552_) {
                            local_26 = l_556_;
                        } else {
                            local_26 = false;
                        }
                        bool l_557_ = local_26;
                        double _e1169 = l_mut_54_;
                        double l_558_ = (l_557_ ? l_546_ : _e1169);
                        l_mut_54_ = l_558_;
                        uint _e1171 = l_mut_121_;
                        bool l_559_ = (_e1171 == 2u);
                        if (l_552_) {
                            local_27 = l_559_;
                        } else {
                            local_27 = false;
                        }
                        bool l_560_ = local_27;
                        double _e1178 = l_mut_53_;
                        double l_561_ = (l_560_ ? l_546_ : _e1178);
                        l_mut_53_ = l_561_;
                        double l_562_ = (l_552_ ? l_549_ : l_546_);
                        double _e1181 = l_mut_51_;
                        double l_563_ = (_e1181 + l_492_);
                        double l_564_ = (l_550_ ? l_562_ : l_563_);
                        l_mut_51_ = l_564_;
                        uint l_565_ = uint(l_552_);
                        uint _e1185 = l_mut_121_;
                        l_mut_121_ = (_e1185 + l_565_);
                        double _e1187 = l_mut_51_;
                        double l_566_ = (_e1187 + l_487_);
                        double l_567_ = (l_566_ * l_4_);
                        double _e1190 = l_mut_51_;
                        double l_568_ = (l_567_ - _e1190);
                        double l_569_ = (l_568_ * l_4_);
                        double l_570_ = (l_487_ - l_569_);
                        uint _e1194 = l_mut_121_;
                        bool l_571_ = (_e1194 < 3u);
                        bool l_572_ = (l_570_ != 0.0L);
                        if (l_571_) {
                            local_28 = l_572_;
                        } else {
                            local_28 = false;
                        }
                        bool l_573_ = local_28;
                        uint _e1203 = l_mut_121_;
                        bool l_574_ = (_e1203 == 0u);
                        if (l_573_) {
                            local_29 = l_574_;
                        } else {
                            local_29 = false;
                        }
                        bool l_575_ = local_29;
                        double _e1210 = l_mut_116_;
                        double l_576_ = (l_575_ ? l_567_ : _e1210);
                        l_mut_116_ = l_576_;
                        uint _e1212 = l_mut_121_;
                        bool l_577_ = (_e1212 == 1u);
                        if (l_573_) {
                            local_30 = l_577_;
                        } else {
                            local_30 = false;
                        }
                        bool l_578_ = local_30;
                        double _e1219 = l_mut_54_;
                        double l_579_ = (l_578_ ? l_567_ : _e1219);
                        l_mut_54_ = l_579_;
                        uint _e1221 = l_mut_121_;
                        bool l_580_ = (_e1221 == 2u);
                        if (l_573_) {
                            local_31 = l_580_;
                        } else {
                            local_31 = false;
                        }
                        bool l_581_ = local_31;
                        double _e1228 = l_mut_53_;
                        double l_582_ = (l_581_ ? l_567_ : _e1228);
                        l_mut_53_ = l_582_;
                        double l_583_ = (l_573_ ? l_570_ : l_567_);
                        double _e1231 = l_mut_51_;
                        double l_584_ = (_e1231 + l_487_);
                        double l_585_ = (l_571_ ? l_583_ : l_584_);
                        l_mut_51_ = l_585_;
                        uint l_586_ = uint(l_573_);
                        uint _e1235 = l_mut_121_;
                        l_mut_121_ = (_e1235 + l_586_);
                        uint _e1237 = l_mut_121_;
                        bool l_587_ = (_e1237 == 0u);
                        double _e1240 = l_mut_116_;
                        double _e1241 = l_mut_51_;
                        double l_588_ = (l_587_ ? _e1241 : _e1240);
                        l_mut_116_ = l_588_;
                        uint _e1243 = l_mut_121_;
                        bool l_589_ = (_e1243 == 1u);
                        double _e1246 = l_mut_54_;
                        double _e1247 = l_mut_51_;
                        double l_590_ = (l_589_ ? _e1247 : _e1246);
                        l_mut_54_ = l_590_;
                        uint _e1249 = l_mut_121_;
                        bool l_591_ = (_e1249 == 2u);
                        double _e1252 = l_mut_53_;
                        double _e1253 = l_mut_51_;
                        double l_592_ = (l_591_ ? _e1253 : _e1252);
                        l_mut_53_ = l_592_;
                        uint _e1255 = l_mut_121_;
                        bool l_593_ = (_e1255 == 3u);
                        double _e1258 = l_mut_52_;
                        double _e1259 = l_mut_51_;
                        double l_594_ = (l_593_ ? _e1259 : _e1258);
                        l_mut_52_ = l_594_;
                        uint _e1262 = l_mut_227_;
                        uint l_595_ = (4u * _e1262);
                        uint l_596_ = (l_219_ + l_595_);
                        uint l_3694_ = asuint(info.Load(8+0));
                        uint l_3695_ = (l_3694_ * 1u);
                        bool l_3696_ = (l_596_ < l_3695_);
                        uint l_3697_ = (l_3695_ - 1u);
                        uint l_3698_ = min(l_596_, l_3697_);
                        double l_3699_ = buffer_2_global.Load<double>(l_3698_*8);
                        double l_597_ = (l_3696_ ? l_3699_ : 0.0L);
                        uint l_598_ = (l_596_ + 1u);
                        uint l_3701_ = asuint(info.Load(8+0));
                        uint l_3702_ = (l_3701_ * 1u);
                        bool l_3703_ = (l_598_ < l_3702_);
                        uint l_3704_ = (l_3702_ - 1u);
                        uint l_3705_ = min(l_598_, l_3704_);
                        double l_3706_ = buffer_2_global.Load<double>(l_3705_*8);
                        double l_599_ = (l_3703_ ? l_3706_ : 0.0L);
                        uint l_600_ = (l_596_ + 2u);
                        uint l_3708_ = asuint(info.Load(8+0));
                        uint l_3709_ = (l_3708_ * 1u);
                        bool l_3710_ = (l_600_ < l_3709_);
                        uint l_3711_ = (l_3709_ - 1u);
                        uint l_3712_ = min(l_600_, l_3711_);
                        double l_3713_ = buffer_2_global.Load<double>(l_3712_*8);
                        double l_601_ = (l_3710_ ? l_3713_ : 0.0L);
                        uint l_602_ = (l_596_ + 3u);
                        uint l_3715_ = asuint(info.Load(8+0));
                        uint l_3716_ = (l_3715_ * 1u);
                        bool l_3717_ = (l_602_ < l_3716_);
                        uint l_3718_ = (l_3716_ - 1u);
                        uint l_3719_ = min(l_602_, l_3718_);
                        double l_3720_ = buffer_2_global.Load<double>(l_3719_*8);
                        double l_603_ = (l_3717_ ? l_3720_ : 0.0L);
                        double _e1332 = l_mut_116_;
                        a_604_[0] = _e1332;
                        a_604_[1] = l_597_;
                        double _e1335 = l_mut_54_;
                        a_604_[2] = _e1335;
                        a_604_[3] = l_599_;
                        double _e1338 = l_mut_53_;
                        a_604_[4] = _e1338;
                        a_604_[5] = l_601_;
                        double _e1341 = l_mut_52_;
                        a_604_[6] = _e1341;
                        a_604_[7] = l_603_;
                        double l_605_ = a_604_[7];
                        l_mut_51_ = l_605_;
                        double l_606_ = a_604_[6];
                        double _e1347 = l_mut_51_;
                        double l_607_ = (l_606_ + _e1347);
                        double l_608_ = (l_607_ * l_4_);
                        double l_609_ = (l_608_ - l_606_);
                        double l_610_ = (l_609_ * l_4_);
                        double l_611_ = (l_608_ - l_610_);
                        double l_612_ = (l_611_ * l_4_);
                        double l_613_ = (l_606_ - l_612_);
                        double _e1355 = l_mut_51_;
                        double l_614_ = (_e1355 - l_610_);
                        double l_615_ = (l_613_ + l_614_);
                        a_604_[7] = l_615_;
                        l_mut_51_ = l_608_;
                        double l_616_ = a_604_[5];
                        double _e1361 = l_mut_51_;
                        double l_617_ = (l_616_ + _e1361);
                        double l_618_ = (l_617_ * l_4_);
                        double l_619_ = (l_618_ - l_616_);
                        double l_620_ = (l_619_ * l_4_);
                        double l_621_ = (l_618_ - l_620_);
                        double l_622_ = (l_621_ * l_4_);
                        double l_623_ = (l_616_ - l_622_);
                        double _e1369 = l_mut_51_;
                        double l_624_ = (_e1369 - l_620_);
                        double l_625_ = (l_623_ + l_624_);
                        a_604_[6] = l_625_;
                        l_mut_51_ = l_618_;
                        double l_626_ = a_604_[4];
                        double _e1375 = l_mut_51_;
                        double l_627_ = (l_626_ + _e1375);
                        double l_628_ = (l_627_ * l_4_);
                        double l_629_ = (l_628_ - l_626_);
                        double l_630_ = (l_629_ * l_4_);
                        double l_631_ = (l_628_ - l_630_);
                        double l_632_ = (l_631_ * l_4_);
                        double l_633_ = (l_626_ - l_632_);
                        double _e1383 = l_mut_51_;
                        double l_634_ = (_e1383 - l_630_);
                        double l_635_ = (l_633_ + l_634_);
                        a_604_[5] = l_635_;
                        l_mut_51_ = l_628_;
                        double l_636_ = a_604_[3];
                        double _e1389 = l_mut_51_;
                        double l_637_ = (l_636_ + _e1389);
                        double l_638_ = (l_637_ * l_4_);
                        double l_639_ = (l_638_ - l_636_);
                        double l_640_ = (l_639_ * l_4_);
                        double l_641_ = (l_638_ - l_640_);
                        double l_642_ = (l_641_ * l_4_);
                        double l_643_ = (l_636_ - l_642_);
                        double _e1397 = l_mut_51_;
                        double l_644_ = (_e1397 - l_640_);
                        double l_645_ = (l_643_ + l_644_);
                        a_604_[4] = l_645_;
                        l_mut_51_ = l_638_;
                        double l_646_ = a_604_[2];
                        double _e1403 = l_mut_51_;
                        double l_647_ = (l_646_ + _e1403);
                        double l_648_ = (l_647_ * l_4_);
                        double l_649_ = (l_648_ - l_646_);
                        double l_650_ = (l_649_ * l_4_);
                        double l_651_ = (l_648_ - l_650_);
                        double l_652_ = (l_651_ * l_4_);
                        double l_653_ = (l_646_ - l_652_);
                        double _e1411 = l_mut_51_;
                        double l_654_ = (_e1411 - l_650_);
                        double l_655_ = (l_653_ + l_654_);
                        a_604_[3] = l_655_;
                        l_mut_51_ = l_648_;
                        double l_656_ = a_604_[1];
                        double _e1417 = l_mut_51_;
                        double l_657_ = (l_656_ + _e1417);
                        double l_658_ = (l_657_ * l_4_);
                        double l_659_ = (l_658_ - l_656_);
                        double l_660_ = (l_659_ * l_4_);
                        double l_661_ = (l_658_ - l_660_);
                        double l_662_ = (l_661_ * l_4_);
                        double l_663_ = (l_656_ - l_662_);
                        double _e1425 = l_mut_51_;
                        double l_664_ = (_e1425 - l_660_);
                        double l_665_ = (l_663_ + l_664_);
                        a_604_[2] = l_665_;
                        l_mut_51_ = l_658_;
                        double l_666_ = a_604_[0];
                        double _e1431 = l_mut_51_;
                        double l_667_ = (l_666_ + _e1431);
                        double l_668_ = (l_667_ * l_4_);
                        double l_669_ = (l_668_ - l_666_);
                        double l_670_ = (l_669_ * l_4_);
                        double l_671_ = (l_668_ - l_670_);
                        double l_672_ = (l_671_ * l_4_);
                        double l_673_ = (l_666_ - l_672_);
                        double _e1439 = l_mut_51_;
                        double l_674_ = (_e1439 - l_670_);
                        double l_675_ = (l_673_ + l_674_);
                        a_604_[1] = l_675_;
                        l_mut_51_ = l_668_;
                        double _e1444 = l_mut_51_;
                        a_604_[0] = _e1444;
                        double l_676_ = a_604_[7];
                        l_mut_51_ = l_676_;
                        double l_677_ = a_604_[6];
                        double _e1449 = l_mut_51_;
                        double l_678_ = (l_677_ + _e1449);
                        double l_679_ = (l_678_ * l_4_);
                        double l_680_ = (l_679_ - l_677_);
                        double l_681_ = (l_680_ * l_4_);
                        double l_682_ = (l_679_ - l_681_);
                        double l_683_ = (l_682_ * l_4_);
                        double l_684_ = (l_677_ - l_683_);
                        double _e1457 = l_mut_51_;
                        double l_685_ = (_e1457 - l_681_);
                        double l_686_ = (l_684_ + l_685_);
                        a_604_[7] = l_686_;
                        l_mut_51_ = l_679_;
                        double l_687_ = a_604_[5];
                        double _e1463 = l_mut_51_;
                        double l_688_ = (l_687_ + _e1463);
                        double l_689_ = (l_688_ * l_4_);
                        double l_690_ = (l_689_ - l_687_);
                        double l_691_ = (l_690_ * l_4_);
                        double l_692_ = (l_689_ - l_691_);
                        double l_693_ = (l_692_ * l_4_);
                        double l_694_ = (l_687_ - l_693_);
                        double _e1471 = l_mut_51_;
                        double l_695_ = (_e1471 - l_691_);
                        double l_696_ = (l_694_ + l_695_);
                        a_604_[6] = l_696_;
                        l_mut_51_ = l_689_;
                        double l_697_ = a_604_[4];
                        double _e1477 = l_mut_51_;
                        double l_698_ = (l_697_ + _e1477);
                        double l_699_ = (l_698_ * l_4_);
                        double l_700_ = (l_699_ - l_697_);
                        double l_701_ = (l_700_ * l_4_);
                        double l_702_ = (l_699_ - l_701_);
                        double l_703_ = (l_702_ * l_4_);
                        double l_704_ = (l_697_ - l_703_);
                        double _e1485 = l_mut_51_;
                        double l_705_ = (_e1485 - l_701_);
                        double l_706_ = (l_704_ + l_705_);
                        a_604_[5] = l_706_;
                        l_mut_51_ = l_699_;
                        double l_707_ = a_604_[3];
                        double _e1491 = l_mut_51_;
                        double l_708_ = (l_707_ + _e1491);
                        double l_709_ = (l_708_ * l_4_);
                        double l_710_ = (l_709_ - l_707_);
                        double l_711_ = (l_710_ * l_4_);
                        double l_712_ = (l_709_ - l_711_);
                        double l_713_ = (l_712_ * l_4_);
                        double l_714_ = (l_707_ - l_713_);
                        double _e1499 = l_mut_51_;
                        double l_715_ = (_e1499 - l_711_);
                        double l_716_ = (l_714_ + l_715_);
                        a_604_[4] = l_716_;
                        l_mut_51_ = l_709_;
                        double l_717_ = a_604_[2];
                        double _e1505 = l_mut_51_;
                        double l_718_ = (l_717_ + _e1505);
                        double l_719_ = (l_718_ * l_4_);
                        double l_720_ = (l_719_ - l_717_);
                        double l_721_ = (l_720_ * l_4_);
                        double l_722_ = (l_719_ - l_721_);
                        double l_723_ = (l_722_ * l_4_);
                        double l_724_ = (l_717_ - l_723_);
                        double _e1513 = l_mut_51_;
                        double l_725_ = (_e1513 - l_721_);
                        double l_726_ = (l_724_ + l_725_);
                        a_604_[3] = l_726_;
                        l_mut_51_ = l_719_;
                        double l_727_ = a_604_[1];
                        double _e1519 = l_mut_51_;
                        double l_728_ = (l_727_ + _e1519);
                        double l_729_ = (l_728_ * l_4_);
                        double l_730_ = (l_729_ - l_727_);
                        double l_731_ = (l_730_ * l_4_);
                        double l_732_ = (l_729_ - l_731_);
                        double l_733_ = (l_732_ * l_4_);
                        double l_734_ = (l_727_ - l_733_);
                        double _e1527 = l_mut_51_;
                        double l_735_ = (_e1527 - l_731_);
                        double l_736_ = (l_734_ + l_735_);
                        a_604_[2] = l_736_;
                        l_mut_51_ = l_729_;
                        double l_737_ = a_604_[0];
                        double _e1533 = l_mut_51_;
                        double l_738_ = (l_737_ + _e1533);
                        double l_739_ = (l_738_ * l_4_);
                        double l_740_ = (l_739_ - l_737_);
                        double l_741_ = (l_740_ * l_4_);
                        double l_742_ = (l_739_ - l_741_);
                        double l_743_ = (l_742_ * l_4_);
                        double l_744_ = (l_737_ - l_743_);
                        double _e1541 = l_mut_51_;
                        double l_745_ = (_e1541 - l_741_);
                        double l_746_ = (l_744_ + l_745_);
                        a_604_[1] = l_746_;
                        l_mut_51_ = l_739_;
                        double _e1546 = l_mut_51_;
                        a_604_[0] = _e1546;
                        l_mut_51_ = 0.0L;
                        l_mut_747_ = 0.0L;
                        l_mut_748_ = 0.0L;
                        l_mut_749_ = 0.0L;
                        double l_750_ = a_604_[0];
                        l_mut_751_ = l_750_;
                        l_mut_121_ = 0u;
                        double l_752_ = a_604_[1];
                        double _e1556 = l_mut_751_;
                        double l_753_ = (_e1556 + l_752_);
                        double l_754_ = (l_753_ * l_4_);
                        double _e1559 = l_mut_751_;
                        double l_755_ = (l_754_ - _e1559);
                        double l_756_ = (l_755_ * l_4_);
                        double l_757_ = (l_754_ - l_756_);
                        double l_758_ = (l_757_ * l_4_);
                        double _e1564 = l_mut_751_;
                        double l_759_ = (_e1564 - l_758_);
                        double l_760_ = (l_752_ - l_756_);
                        double l_761_ = (l_759_ + l_760_);
                        uint _e1568 = l_mut_121_;
                        bool l_762_ = (_e1568 < 3u);
                        bool l_763_ = (l_761_ != 0.0L);
                        if (l_762_) {
                            local_32 = l_763_;
                        } else {
                            local_32 = false;
                        }
                        bool l_764_ = local_32;
                        uint _e1577 = l_mut_121_;
                        bool l_765_ = (_e1577 == 0u);
                        if (l_764_) {
                            local_33 = l_765_;
                        } else {
                            local_33 = false;
                        }
                        bool l_766_ = local_33;
                        double _e1584 = l_mut_51_;
                        double l_767_ = (l_766_ ? l_754_ : _e1584);
                        l_mut_51_ = l_767_;
                        uint _e1586 = l_mut_121_;
                        bool l_768_ = (_e1586 == 1u);
                        if (l_764_) {
                            local_34 = l_768_;
                        } else {
                            local_34 = false;
                        }
                        bool l_769_ = local_34;
                        double _e1593 = l_mut_747_;
                        double l_770_ = (l_769_ ? l_754_ : _e1593);
                        l_mut_747_ = l_770_;
                        uint _e1595 = l_mut_121_;
                        bool l_771_ = (_e1595 == 2u);
                        if (l_764_) {
                            local_35 = l_771_;
                        } else {
                            local_35 = false;
                        }
                        bool l_772_ = local_35;
                        double _e1602 = l_mut_748_;
                        double l_773_ = (l_772_ ? l_754_ : _e1602);
                        l_mut_748_ = l_773_;
                        double l_774_ = (l_764_ ? l_761_ : l_754_);
                        double _e1605 = l_mut_751_;
                        double l_775_ = (_e1605 + l_752_);
                        double l_776_ = (l_762_ ? l_774_ : l_775_);
                        l_mut_751_ = l_776_;
                        uint l_777_ = uint(l_764_);
                        uint _e1609 = l_mut_121_;
                        l_mut_121_ = (_e1609 + l_777_);
                        double l_778_ = a_604_[2];
                        double _e1613 = l_mut_751_;
                        double l_779_ = (_e1613 + l_778_);
                        double l_780_ = (l_779_ * l_4_);
                        double _e1616 = l_mut_751_;
                        double l_781_ = (l_780_ - _e1616);
                        double l_782_ = (l_781_ * l_4_);
                        double l_783_ = (l_780_ - l_782_);
                        double l_784_ = (l_783_ * l_4_);
                        double _e1621 = l_mut_751_;
                        double l_785_ = (_e1621 - l_784_);
                        double l_786_ = (l_778_ - l_782_);
                        double l_787_ = (l_785_ + l_786_);
                        uint _e1625 = l_mut_121_;
                        bool l_788_ = (_e1625 < 3u);
                        bool l_789_ = (l_787_ != 0.0L);
                        if (l_788_) {
                            local_36 = l_789_;
                        } else {
                            local_36 = false;
                        }
                        bool l_790_ = local_36;
                        uint _e1634 = l_mut_121_;
                        bool l_791_ = (_e1634 == 0u);
                        if (l_790_) {
                            local_37 = l_791_;
                        } else {
                            local_37 = false;
                        }
                        bool l_792_ = local_37;
                        double _e1641 = l_mut_51_;
                        double l_793_ = (l_792_ ? l_780_ : _e1641);
                        l_mut_51_ = l_793_;
                        uint _e1643 = l_mut_121_;
                        bool l_794_ = (_e1643 == 1u);
                        if (l_790_) {
                            local_38 = l_794_;
                        } else {
                            local_38 = false;
                        }
                        bool l_795_ = local_38;
                        double _e1650 = l_mut_747_;
                        double l_796_ = (l_795_ ? l_780_ : _e1650);
                        l_mut_747_ = l_796_;
                        uint _e1652 = l_mut_121_;
                        bool l_797_ = (_e1652 == 2u);
                        if (l_790_) {
                            local_39 = l_797_;
                        } else {
                            local_39 = false;
                        }
                        bool l_798_ = local_39;
                        double _e1659 = l_mut_748_;
                        double l_799_ = (l_798_ ? l_780_ : _e1659);
                        l_mut_748_ = l_799_;
                        double l_800_ = (l_790_ ? l_787_ : l_780_);
                        double _e1662 = l_mut_751_;
                        double l_801_ = (_e1662 + l_778_);
                        double l_802_ = (l_788_ ? l_800_ : l_801_);
                        l_mut_751_ = l_802_;
                        uint l_803_ = uint(l_790_);
                        uint _e1666 = l_mut_121_;
                        l_mut_121_ = (_e1666 + l_803_);
                        double l_804_ = a_604_[3];
                        double _e1670 = l_mut_751_;
                        double l_805_ = (_e1670 + l_804_);
                        double l_806_ = (l_805_ * l_4_);
                        double _e1673 = l_mut_751_;
                        double l_807_ = (l_806_ - _e1673);
                        double l_808_ = (l_807_ * l_4_);
                        double l_809_ = (l_806_ - l_808_);
                        double l_810_ = (l_809_ * l_4_);
                        double _e1678 = l_mut_751_;
                        double l_811_ = (_e1678 - l_810_);
                        double l_812_ = (l_804_ - l_808_);
                        double l_813_ = (l_811_ + l_812_);
                        uint _e1682 = l_mut_121_;
                        bool l_814_ = (_e1682 < 3u);
                        bool l_815_ = (l_813_ != 0.0L);
                        if (l_814_) {
                            local_40 = l_815_;
                        } else {
                            local_40 = false;
                        }
                        bool l_816_ = local_40;
                        uint _e1691 = l_mut_121_;
                        bool l_817_ = (_e1691 == 0u);
                        if (l_816_) {
                            local_41 = l_817_;
                        } else {
                            local_41 = false;
                        }
                        bool l_818_ = local_41;
                        double _e1698 = l_mut_51_;
                        double l_819_ = (l_818_ ? l_806_ : _e1698);
                        l_mut_51_ = l_819_;
                        uint _e1700 = l_mut_121_;
                        bool l_820_ = (_e1700 == 1u);
                        if (l_816_) {
                            local_42 = l_820_;
                        } else {
                            local_42 = false;
                        }
                        bool l_821_ = local_42;
                        double _e1707 = l_mut_747_;
                        double l_822_ = (l_821_ ? l_806_ : _e1707);
                        l_mut_747_ = l_822_;
                        uint _e1709 = l_mut_121_;
                        bool l_823_ = (_e1709 == 2u);
                        if (l_816_) {
                            local_43 = l_823_;
                        } else {
                            local_43 = false;
                        }
                        bool l_824_ = local_43;
                        double _e1716 = l_mut_748_;
                        double l_825_ = (l_824_ ? l_806_ : _e1716);
                        l_mut_748_ = l_825_;
                        double l_826_ = (l_816_ ? l_813_ : l_806_);
                        double _e1719 = l_mut_751_;
                        double l_827_ = (_e1719 + l_804_);
                        double l_828_ = (l_814_ ? l_826_ : l_827_);
                        l_mut_751_ = l_828_;
                        uint l_829_ = uint(l_816_);
                        uint _e1723 = l_mut_121_;
                        l_mut_121_ = (_e1723 + l_829_);
                        double l_830_ = a_604_[4];
                        double _e1727 = l_mut_751_;
                        double l_831_ = (_e1727 + l_830_);
                        double l_832_ = (l_831_ * l_4_);
                        double _e1730 = l_mut_751_;
                        double l_833_ = (l_832_ - _e1730);
                        double l_834_ = (l_833_ * l_4_);
                        double l_835_ = (l_832_ - l_834_);
                        double l_836_ = (l_835_ * l_4_);
                        double _e1735 = l_mut_751_;
                        double l_837_ = (_e1735 - l_836_);
                        double l_838_ = (l_830_ - l_834_);
                        double l_839_ = (l_837_ + l_838_);
                        uint _e1739 = l_mut_121_;
                        bool l_840_ = (_e1739 < 3u);
                        bool l_841_ = (l_839_ != 0.0L);
                        if (l_840_) {
                            local_44 = l_841_;
                        } else {
                            local_44 = false;
                        }
                        bool l_842_ = local_44;
                        uint _e1748 = l_mut_121_;
                        bool l_843_ = (_e1748 == 0u);
                        if (l_842_) {
                            local_45 = l_843_;
                        } else {
                            local_45 = false;
                        }
                        bool l_844_ = local_45;
                        double _e1755 = l_mut_51_;
                        double l_845_ = (l_844_ ? l_832_ : _e1755);
                        l_mut_51_ = l_845_;
                        uint _e1757 = l_mut_121_;
                        bool l_846_ = (_e1757 == 1u);
                        if (l_842_) {
                            local_46 = l_846_;
                        } else {
                            local_46 = false;
                        }
                        bool l_847_ = local_46;
                        double _e1764 = l_mut_747_;
                        double l_848_ = (l_847_ ? l_832_ : _e1764);
                        l_mut_747_ = l_848_;
                        uint _e1766 = l_mut_121_;
                        bool l_849_ = (_e1766 == 2u);
                        if (l_842_) {
                            local_47 = l_849_;
                        } else {
                            local_47 = false;
                        }
                        bool l_850_ = local_47;
                        double _e1773 = l_mut_748_;
                        double l_851_ = (l_850_ ? l_832_ : _e1773);
                        l_mut_748_ = l_851_;
                        double l_852_ = (l_842_ ? l_839_ : l_832_);
                        double _e1776 = l_mut_751_;
                        double l_853_ = (_e1776 + l_830_);
                        double l_854_ = (l_840_ ? l_852_ : l_853_);
                        l_mut_751_ = l_854_;
                        uint l_855_ = uint(l_842_);
                        uint _e1780 = l_mut_121_;
                        l_mut_121_ = (_e1780 + l_855_);
                        double l_856_ = a_604_[5];
                        double _e1784 = l_mut_751_;
                        double l_857_ = (_e1784 + l_856_);
                        double l_858_ = (l_857_ * l_4_);
                        double _e1787 = l_mut_751_;
                        double l_859_ = (l_858_ - _e1787);
                        double l_860_ = (l_859_ * l_4_);
                        double l_861_ = (l_858_ - l_860_);
                        double l_862_ = (l_861_ * l_4_);
                        double _e1792 = l_mut_751_;
                        double l_863_ = (_e1792 - l_862_);
                        double l_864_ = (l_856_ - l_860_);
                        double l_865_ = (l_863_ + l_864_);
                        uint _e1796 = l_mut_121_;
                        bool l_866_ = (_e1796 < 3u);
                        bool l_867_ = (l_865_ != 0.0L);
                        if (l_866_) {
                            local_48 = l_867_;
                        } else {
                            local_48 = false;
                        }
                        bool l_868_ = local_48;
                        uint _e1805 = l_mut_121_;
                        bool l_869_ = (_e1805 == 0u);
                        if (l_868_) {
                            local_49 = l_869_;
                        } else {
                            local_49 = false;
                        }
                        bool l_870_ = local_49;
                        double _e1812 = l_mut_51_;
                        double l_871_ = (l_870_ ? l_858_ : _e1812);
                        l_mut_51_ = l_871_;
                        uint _e1814 = l_mut_121_;
                        bool l_872_ = (_e1814 == 1u);
                        if (l_868_) {
                            local_50 = l_872_;
                        } else {
                            local_50 = false;
                        }
                        bool l_873_ = local_50;
                        double _e1821 = l_mut_747_;
                        double l_874_ = (l_873_ ? l_858_ : _e1821);
                        l_mut_747_ = l_874_;
                        uint _e1823 = l_mut_121_;
                        bool l_875_ = (_e1823 == 2u);
                        if (l_868_) {
                            local_51 = l_875_;
                        } else {
                            local_51 = false;
                        }
                        bool l_876_ = local_51;
                        double _e1830 = l_mut_748_;
                        double l_877_ = (l_876_ ? l_858_ : _e1830);
                        l_mut_748_ = l_877_;
                        double l_878_ = (l_868_ ? l_865_ : l_858_);
                        double _e1833 = l_mut_751_;
                        double l_879_ = (_e1833 + l_856_);
                        double l_880_ = (l_866_ ? l_878_ : l_879_);
                        l_mut_751_ = l_880_;
                        uint l_881_ = uint(l_868_);
                        uint _e1837 = l_mut_121_;
                        l_mut_121_ = (_e1837 + l_881_);
                        double l_882_ = a_604_[6];
                        double _e1841 = l_mut_751_;
                        double l_883_ = (_e1841 + l_882_);
                        double l_884_ = (l_883_ * l_4_);
                        double _e1844 = l_mut_751_;
                        double l_885_ = (l_884_ - _e1844);
                        double l_886_ = (l_885_ * l_4_);
                        double l_887_ = (l_884_ - l_886_);
                        double l_888_ = (l_887_ * l_4_);
                        double _e1849 = l_mut_751_;
                        double l_889_ = (_e1849 - l_888_);
                        double l_890_ = (l_882_ - l_886_);
                        double l_891_ = (l_889_ + l_890_);
                        uint _e1853 = l_mut_121_;
                        bool l_892_ = (_e1853 < 3u);
                        bool l_893_ = (l_891_ != 0.0L);
                        if (l_892_) {
                            local_52 = l_893_;
                        } else {
                            local_52 = false;
                        }
                        bool l_894_ = local_52;
                        uint _e1862 = l_mut_121_;
                        bool l_895_ = (_e1862 == 0u);
                        if (l_894_) {
                            local_53 = l_895_;
                        } else {
                            local_53 = false;
                        }
                        bool l_896_ = local_53;
                        double _e1869 = l_mut_51_;
                        double l_897_ = (l_896_ ? l_884_ : _e1869);
                        l_mut_51_ = l_897_;
                        uint _e1871 = l_mut_121_;
                        bool l_898_ = (_e1871 == 1u);
                        if (l_894_) {
                            local_54 = l_898_;
                        } else {
                            local_54 = false;
                        }
                        bool l_899_ = local_54;
                        double _e1878 = l_mut_747_;
                        double l_900_ = (l_899_ ? l_884_ : _e1878);
                        l_mut_747_ = l_900_;
                        uint _e1880 = l_mut_121_;
                        bool l_901_ = (_e1880 == 2u);
                        if (l_894_) {
                            local_55 = l_901_;
                        } else {
                            local_55 = false;
                        }
                        bool l_902_ = local_55;
                        double _e1887 = l_mut_748_;
                        double l_903_ = (l_902_ ? l_884_ : _e1887);
                        l_mut_748_ = l_903_;
                        double l_904_ = (l_894_ ? l_891_ : l_884_);
                        double _e1890 = l_mut_751_;
                        double l_905_ = (_e1890 + l_882_);
                        double l_906_ = (l_892_ ? l_904_ : l_905_);
                        l_mut_751_ = l_906_;
                        uint l_907_ = uint(l_894_);
                        uint _e1894 = l_mut_121_;
                        l_mut_121_ = (_e1894 + l_907_);
                        double l_908_ = a_604_[7];
                        double _e1898 = l_mut_751_;
                        double l_909_ = (_e1898 + l_908_);
                        double l_910_ = (l_909_ * l_4_);
                        double _e1901 = l_mut_751_;
                        double l_911_ = (l_910_ - _e1901);
                        double l_912_ = (l_911_ * l_4_);
                        double l_913_ = (l_910_ - l_912_);
                        double l_914_ = (l_913_ * l_4_);
                        double _e1906 = l_mut_751_;
                        double l_915_ = (_e1906 - l_914_);
                        double l_916_ = (l_908_ - l_912_);
                        double l_917_ = (l_915_ + l_916_);
                        uint _e1910 = l_mut_121_;
                        bool l_918_ = (_e1910 < 3u);
                        bool l_919_ = (l_917_ != 0.0L);
                        if (l_918_) {
                            local_56 = l_919_;
                        } else {
                            local_56 = false;
                        }
                        bool l_920_ = local_56;
                        uint _e1919 = l_mut_121_;
                        bool l_921_ = (_e1919 == 0u);
                        if (l_920_) {
                            local_57 = l_921_;
                        } else {
                            local_57 = false;
                        }
                        bool l_922_ = local_57;
                        double _e1926 = l_mut_51_;
                        double l_923_ = (l_922_ ? l_910_ : _e1926);
                        l_mut_51_ = l_923_;
                        uint _e1928 = l_mut_121_;
                        bool l_924_ = (_e1928 == 1u);
                        if (l_920_) {
                            local_58 = l_924_;
                        } else {
                            local_58 = false;
                        }
                        bool l_925_ = local_58;
                        double _e1935 = l_mut_747_;
                        double l_926_ = (l_925_ ? l_910_ : _e1935);
                        l_mut_747_ = l_926_;
                        uint _e1937 = l_mut_121_;
                        bool l_927_ = (_e1937 == 2u);
                        if (l_920_) {
                            local_59 = l_927_;
                        } else {
                            local_59 = false;
                        }
                        bool l_928_ = local_59;
                        double _e1944 = l_mut_748_;
                        double l_929_ = (l_928_ ? l_910_ : _e1944);
                        l_mut_748_ = l_929_;
                        double l_930_ = (l_920_ ? l_917_ : l_910_);
                        double _e1947 = l_mut_751_;
                        double l_931_ = (_e1947 + l_908_);
                        double l_932_ = (l_918_ ? l_930_ : l_931_);
                        l_mut_751_ = l_932_;
                        uint l_933_ = uint(l_920_);
                        uint _e1951 = l_mut_121_;
                        l_mut_121_ = (_e1951 + l_933_);
                        uint _e1953 = l_mut_121_;
                        bool l_934_ = (_e1953 == 0u);
                        double _e1956 = l_mut_51_;
                        double _e1957 = l_mut_751_;
                        double l_935_ = (l_934_ ? _e1957 : _e1956);
                        l_mut_51_ = l_935_;
                        uint _e1959 = l_mut_121_;
                        bool l_936_ = (_e1959 == 1u);
                        double _e1962 = l_mut_747_;
                        double _e1963 = l_mut_751_;
                        double l_937_ = (l_936_ ? _e1963 : _e1962);
                        l_mut_747_ = l_937_;
                        uint _e1965 = l_mut_121_;
                        bool l_938_ = (_e1965 == 2u);
                        double _e1968 = l_mut_748_;
                        double _e1969 = l_mut_751_;
                        double l_939_ = (l_938_ ? _e1969 : _e1968);
                        l_mut_748_ = l_939_;
                        uint _e1971 = l_mut_121_;
                        bool l_940_ = (_e1971 == 3u);
                        double _e1974 = l_mut_749_;
                        double _e1975 = l_mut_751_;
                        double l_941_ = (l_940_ ? _e1975 : _e1974);
                        l_mut_749_ = l_941_;
                        double _e1977 = l_mut_51_;
                        l_mut_120_ = _e1977;
                        double _e1978 = l_mut_747_;
                        l_mut_119_ = _e1978;
                        double _e1979 = l_mut_748_;
                        l_mut_118_ = _e1979;
                        double _e1980 = l_mut_749_;
                        l_mut_117_ = _e1980;
                    }
                }
                double _e1984 = l_mut_120_;
                double l_942_ = (_e1984 * l_214_);
                double l_943_ = (l_942_ * l_4_);
                double _e1987 = l_mut_120_;
                double l_944_ = (l_3_ * _e1987);
                double l_945_ = (l_944_ * l_4_);
                double _e1990 = l_mut_120_;
                double l_946_ = (l_945_ - _e1990);
                double l_947_ = (l_946_ * l_4_);
                double l_948_ = (l_945_ - l_947_);
                double _e1994 = l_mut_120_;
                double l_949_ = (_e1994 - l_948_);
                double l_950_ = (l_3_ * l_214_);
                double l_951_ = (l_950_ * l_4_);
                double l_952_ = (l_951_ - l_214_);
                double l_953_ = (l_952_ * l_4_);
                double l_954_ = (l_951_ - l_953_);
                double l_955_ = (l_214_ - l_954_);
                double l_956_ = (l_948_ * l_954_);
                double l_957_ = (l_956_ - l_943_);
                double l_958_ = (l_948_ * l_955_);
                double l_959_ = (l_957_ + l_958_);
                double l_960_ = (l_949_ * l_954_);
                double l_961_ = (l_959_ + l_960_);
                double l_962_ = (l_949_ * l_955_);
                double l_963_ = (l_961_ + l_962_);
                double _e2010 = l_mut_120_;
                double l_964_ = (_e2010 * l_215_);
                double l_965_ = (l_964_ * l_4_);
                double _e2013 = l_mut_120_;
                double l_966_ = (l_3_ * _e2013);
                double l_967_ = (l_966_ * l_4_);
                double _e2016 = l_mut_120_;
                double l_968_ = (l_967_ - _e2016);
                double l_969_ = (l_968_ * l_4_);
                double l_970_ = (l_967_ - l_969_);
                double _e2020 = l_mut_120_;
                double l_971_ = (_e2020 - l_970_);
                double l_972_ = (l_3_ * l_215_);
                double l_973_ = (l_972_ * l_4_);
                double l_974_ = (l_973_ - l_215_);
                double l_975_ = (l_974_ * l_4_);
                double l_976_ = (l_973_ - l_975_);
                double l_977_ = (l_215_ - l_976_);
                double l_978_ = (l_970_ * l_976_);
                double l_979_ = (l_978_ - l_965_);
                double l_980_ = (l_970_ * l_977_);
                double l_981_ = (l_979_ + l_980_);
                double l_982_ = (l_971_ * l_976_);
                double l_983_ = (l_981_ + l_982_);
                double l_984_ = (l_971_ * l_977_);
                double l_985_ = (l_983_ + l_984_);
                double _e2036 = l_mut_119_;
                double l_986_ = (_e2036 * l_214_);
                double l_987_ = (l_986_ * l_4_);
                double _e2039 = l_mut_119_;
                double l_988_ = (l_3_ * _e2039);
                double l_989_ = (l_988_ * l_4_);
                double _e2042 = l_mut_119_;
                double l_990_ = (l_989_ - _e2042);
                double l_991_ = (l_990_ * l_4_);
                double l_992_ = (l_989_ - l_991_);
                double _e2046 = l_mut_119_;
                double l_993_ = (_e2046 - l_992_);
                double l_994_ = (l_3_ * l_214_);
                double l_995_ = (l_994_ * l_4_);
                double l_996_ = (l_995_ - l_214_);
                double l_997_ = (l_996_ * l_4_);
                double l_998_ = (l_995_ - l_997_);
                double l_999_ = (l_214_ - l_998_);
                double l_1000_ = (l_992_ * l_998_);
                double l_1001_ = (l_1000_ - l_987_);
                double l_1002_ = (l_992_ * l_999_);
                double l_1003_ = (l_1001_ + l_1002_);
                double l_1004_ = (l_993_ * l_998_);
                double l_1005_ = (l_1003_ + l_1004_);
                double l_1006_ = (l_993_ * l_999_);
                double l_1007_ = (l_1005_ + l_1006_);
                double _e2062 = l_mut_120_;
                double l_1008_ = (_e2062 * l_216_);
                double l_1009_ = (l_1008_ * l_4_);
                double _e2065 = l_mut_120_;
                double l_1010_ = (l_3_ * _e2065);
                double l_1011_ = (l_1010_ * l_4_);
                double _e2068 = l_mut_120_;
                double l_1012_ = (l_1011_ - _e2068);
                double l_1013_ = (l_1012_ * l_4_);
                double l_1014_ = (l_1011_ - l_1013_);
                double _e2072 = l_mut_120_;
                double l_1015_ = (_e2072 - l_1014_);
                double l_1016_ = (l_3_ * l_216_);
                double l_1017_ = (l_1016_ * l_4_);
                double l_1018_ = (l_1017_ - l_216_);
                double l_1019_ = (l_1018_ * l_4_);
                double l_1020_ = (l_1017_ - l_1019_);
                double l_1021_ = (l_216_ - l_1020_);
                double l_1022_ = (l_1014_ * l_1020_);
                double l_1023_ = (l_1022_ - l_1009_);
                double l_1024_ = (l_1014_ * l_1021_);
                double l_1025_ = (l_1023_ + l_1024_);
                double l_1026_ = (l_1015_ * l_1020_);
                double l_1027_ = (l_1025_ + l_1026_);
                double l_1028_ = (l_1015_ * l_1021_);
                double l_1029_ = (l_1027_ + l_1028_);
                double _e2088 = l_mut_119_;
                double l_1030_ = (_e2088 * l_215_);
                double l_1031_ = (l_1030_ * l_4_);
                double _e2091 = l_mut_119_;
                double l_1032_ = (l_3_ * _e2091);
                double l_1033_ = (l_1032_ * l_4_);
                double _e2094 = l_mut_119_;
                double l_1034_ = (l_1033_ - _e2094);
                double l_1035_ = (l_1034_ * l_4_);
                double l_1036_ = (l_1033_ - l_1035_);
                double _e2098 = l_mut_119_;
                double l_1037_ = (_e2098 - l_1036_);
                double l_1038_ = (l_3_ * l_215_);
                double l_1039_ = (l_1038_ * l_4_);
                double l_1040_ = (l_1039_ - l_215_);
                double l_1041_ = (l_1040_ * l_4_);
                double l_1042_ = (l_1039_ - l_1041_);
                double l_1043_ = (l_215_ - l_1042_);
                double l_1044_ = (l_1036_ * l_1042_);
                double l_1045_ = (l_1044_ - l_1031_);
                double l_1046_ = (l_1036_ * l_1043_);
                double l_1047_ = (l_1045_ + l_1046_);
                double l_1048_ = (l_1037_ * l_1042_);
                double l_1049_ = (l_1047_ + l_1048_);
                double l_1050_ = (l_1037_ * l_1043_);
                double l_1051_ = (l_1049_ + l_1050_);
                double _e2114 = l_mut_118_;
                double l_1052_ = (_e2114 * l_214_);
                double l_1053_ = (l_1052_ * l_4_);
                double _e2117 = l_mut_118_;
                double l_1054_ = (l_3_ * _e2117);
                double l_1055_ = (l_1054_ * l_4_);
                double _e2120 = l_mut_118_;
                double l_1056_ = (l_1055_ - _e2120);
                double l_1057_ = (l_1056_ * l_4_);
                double l_1058_ = (l_1055_ - l_1057_);
                double _e2124 = l_mut_118_;
                double l_1059_ = (_e2124 - l_1058_);
                double l_1060_ = (l_3_ * l_214_);
                double l_1061_ = (l_1060_ * l_4_);
                double l_1062_ = (l_1061_ - l_214_);
                double l_1063_ = (l_1062_ * l_4_);
                double l_1064_ = (l_1061_ - l_1063_);
                double l_1065_ = (l_214_ - l_1064_);
                double l_1066_ = (l_1058_ * l_1064_);
                double l_1067_ = (l_1066_ - l_1053_);
                double l_1068_ = (l_1058_ * l_1065_);
                double l_1069_ = (l_1067_ + l_1068_);
                double l_1070_ = (l_1059_ * l_1064_);
                double l_1071_ = (l_1069_ + l_1070_);
                double l_1072_ = (l_1059_ * l_1065_);
                double l_1073_ = (l_1071_ + l_1072_);
                double l_1074_ = (l_965_ + l_987_);
                double l_1075_ = (l_1074_ * l_4_);
                double l_1076_ = (l_1075_ - l_965_);
                double l_1077_ = (l_1076_ * l_4_);
                double l_1078_ = (l_1075_ - l_1077_);
                double l_1079_ = (l_1078_ * l_4_);
                double l_1080_ = (l_965_ - l_1079_);
                double l_1081_ = (l_987_ - l_1077_);
                double l_1082_ = (l_1080_ + l_1081_);
                double l_1083_ = (l_963_ + l_1075_);
                double l_1084_ = (l_1083_ * l_4_);
                double l_1085_ = (l_1084_ - l_963_);
                double l_1086_ = (l_1085_ * l_4_);
                double l_1087_ = (l_1084_ - l_1086_);
                double l_1088_ = (l_1087_ * l_4_);
                double l_1089_ = (l_963_ - l_1088_);
                double l_1090_ = (l_1075_ - l_1086_);
                double l_1091_ = (l_1089_ + l_1090_);
                double l_1092_ = (l_1082_ + l_1091_);
                double l_1093_ = (l_1092_ * l_4_);
                double l_1094_ = (l_1093_ - l_1082_);
                double l_1095_ = (l_1094_ * l_4_);
                double l_1096_ = (l_1093_ - l_1095_);
                double l_1097_ = (l_1096_ * l_4_);
                double l_1098_ = (l_1082_ - l_1097_);
                double l_1099_ = (l_1091_ - l_1095_);
                double l_1100_ = (l_1098_ + l_1099_);
                double l_1101_ = (l_1093_ + l_985_);
                double l_1102_ = (l_1101_ * l_4_);
                double l_1103_ = (l_1102_ - l_1093_);
                double l_1104_ = (l_1103_ * l_4_);
                double l_1105_ = (l_1102_ - l_1104_);
                double l_1106_ = (l_1105_ * l_4_);
                double l_1107_ = (l_1093_ - l_1106_);
                double l_1108_ = (l_985_ - l_1104_);
                double l_1109_ = (l_1107_ + l_1108_);
                double l_1110_ = (l_1007_ + l_1102_);
                double l_1111_ = (l_1110_ * l_4_);
                double l_1112_ = (l_1111_ - l_1007_);
                double l_1113_ = (l_1112_ * l_4_);
                double l_1114_ = (l_1111_ - l_1113_);
                double l_1115_ = (l_1114_ * l_4_);
                double l_1116_ = (l_1007_ - l_1115_);
                double l_1117_ = (l_1102_ - l_1113_);
                double l_1118_ = (l_1116_ + l_1117_);
                double l_1119_ = (l_1109_ + l_1118_);
                double l_1120_ = (l_1119_ * l_4_);
                double l_1121_ = (l_1120_ - l_1109_);
                double l_1122_ = (l_1121_ * l_4_);
                double l_1123_ = (l_1120_ - l_1122_);
                double l_1124_ = (l_1123_ * l_4_);
                double l_1125_ = (l_1109_ - l_1124_);
                double l_1126_ = (l_1118_ - l_1122_);
                double l_1127_ = (l_1125_ + l_1126_);
                double l_1128_ = (l_1009_ + l_1031_);
                double l_1129_ = (l_1128_ * l_4_);
                double l_1130_ = (l_1129_ - l_1009_);
                double l_1131_ = (l_1130_ * l_4_);
                double l_1132_ = (l_1129_ - l_1131_);
                double l_1133_ = (l_1132_ * l_4_);
                double l_1134_ = (l_1009_ - l_1133_);
                double l_1135_ = (l_1031_ - l_1131_);
                double l_1136_ = (l_1134_ + l_1135_);
                double l_1137_ = (l_1053_ + l_1129_);
                double l_1138_ = (l_1137_ * l_4_);
                double l_1139_ = (l_1138_ - l_1053_);
                double l_1140_ = (l_1139_ * l_4_);
                double l_1141_ = (l_1138_ - l_1140_);
                double l_1142_ = (l_1141_ * l_4_);
                double l_1143_ = (l_1053_ - l_1142_);
                double l_1144_ = (l_1129_ - l_1140_);
                double l_1145_ = (l_1143_ + l_1144_);
                double l_1146_ = (l_1136_ + l_1145_);
                double l_1147_ = (l_1146_ * l_4_);
                double l_1148_ = (l_1147_ - l_1136_);
                double l_1149_ = (l_1148_ * l_4_);
                double l_1150_ = (l_1147_ - l_1149_);
                double l_1151_ = (l_1150_ * l_4_);
                double l_1152_ = (l_1136_ - l_1151_);
                double l_1153_ = (l_1145_ - l_1149_);
                double l_1154_ = (l_1152_ + l_1153_);
                double l_1155_ = (l_1111_ + l_1138_);
                double l_1156_ = (l_1155_ * l_4_);
                double l_1157_ = (l_1156_ - l_1111_);
                double l_1158_ = (l_1157_ * l_4_);
                double l_1159_ = (l_1156_ - l_1158_);
                double l_1160_ = (l_1159_ * l_4_);
                double l_1161_ = (l_1111_ - l_1160_);
                double l_1162_ = (l_1138_ - l_1158_);
                double l_1163_ = (l_1161_ + l_1162_);
                double l_1164_ = (l_1120_ + l_1147_);
                double l_1165_ = (l_1164_ * l_4_);
                double l_1166_ = (l_1165_ - l_1120_);
                double l_1167_ = (l_1166_ * l_4_);
                double l_1168_ = (l_1165_ - l_1167_);
                double l_1169_ = (l_1168_ * l_4_);
                double l_1170_ = (l_1120_ - l_1169_);
                double l_1171_ = (l_1147_ - l_1167_);
                double l_1172_ = (l_1170_ + l_1171_);
                double l_1173_ = (l_1165_ + l_1163_);
                double l_1174_ = (l_1173_ * l_4_);
                double l_1175_ = (l_1174_ - l_1165_);
                double l_1176_ = (l_1175_ * l_4_);
                double l_1177_ = (l_1174_ - l_1176_);
                double l_1178_ = (l_1177_ * l_4_);
                double l_1179_ = (l_1165_ - l_1178_);
                double l_1180_ = (l_1163_ - l_1176_);
                double l_1181_ = (l_1179_ + l_1180_);
                double l_1182_ = (l_1127_ + l_1154_);
                double l_1183_ = (l_1181_ + l_1172_);
                double l_1184_ = (l_1182_ + l_1183_);
                double _e2251 = l_mut_120_;
                double l_1185_ = (_e2251 * l_217_);
                double _e2253 = l_mut_119_;
                double l_1186_ = (_e2253 * l_216_);
                double l_1187_ = (l_1185_ + l_1186_);
                double _e2256 = l_mut_118_;
                double l_1188_ = (_e2256 * l_215_);
                double _e2258 = l_mut_117_;
                double l_1189_ = (_e2258 * l_214_);
                double l_1190_ = (l_1188_ + l_1189_);
                double l_1191_ = (l_1187_ + l_1190_);
                double l_1192_ = (l_1100_ + l_1029_);
                double l_1193_ = (l_1051_ + l_1073_);
                double l_1194_ = (l_1192_ + l_1193_);
                double l_1195_ = (l_1191_ + l_1194_);
                double l_1196_ = (l_1174_ + l_1195_);
                double l_1197_ = (l_1196_ + l_1184_);
                double l_1198_ = (l_1197_ * l_4_);
                double l_1199_ = (l_1198_ - l_1196_);
                double l_1200_ = (l_1199_ * l_4_);
                double l_1201_ = (l_1184_ - l_1200_);
                double l_1202_ = (l_1156_ + l_1198_);
                double l_1203_ = (l_1202_ * l_4_);
                double l_1204_ = (l_1203_ - l_1156_);
                double l_1205_ = (l_1204_ * l_4_);
                double l_1206_ = (l_1198_ - l_1205_);
                double l_1207_ = (l_1084_ + l_1203_);
                double l_1208_ = (l_1207_ * l_4_);
                double l_1209_ = (l_1208_ - l_1084_);
                double l_1210_ = (l_1209_ * l_4_);
                double l_1211_ = (l_1203_ - l_1210_);
                double l_1212_ = (l_943_ + l_1208_);
                double l_1213_ = (l_1212_ * l_4_);
                double l_1214_ = (l_1213_ - l_943_);
                double l_1215_ = (l_1214_ * l_4_);
                double l_1216_ = (l_1208_ - l_1215_);
                l_mut_751_ = 0.0L;
                l_mut_749_ = 0.0L;
                l_mut_748_ = 0.0L;
                l_mut_747_ = 0.0L;
                l_mut_116_ = l_1213_;
                l_mut_121_ = 0u;
                double _e2292 = l_mut_116_;
                double l_1217_ = (_e2292 + l_1216_);
                double l_1218_ = (l_1217_ * l_4_);
                double _e2295 = l_mut_116_;
                double l_1219_ = (l_1218_ - _e2295);
                double l_1220_ = (l_1219_ * l_4_);
                double l_1221_ = (l_1216_ - l_1220_);
                uint _e2299 = l_mut_121_;
                bool l_1222_ = (_e2299 < 3u);
                bool l_1223_ = (l_1221_ != 0.0L);
                if (l_1222_) {
                    local_60 = l_1223_;
                } else {
                    local_60 = false;
                }
                bool l_1224_ = local_60;
                uint _e2308 = l_mut_121_;
                bool l_1225_ = (_e2308 == 0u);
                if (l_1224_) {
                    local_61 = l_1225_;
                } else {
                    local_61 = false;
                }
                bool l_1226_ = local_61;
                double _e2315 = l_mut_751_;
                double l_1227_ = (l_1226_ ? l_1218_ : _e2315);
                l_mut_751_ = l_1227_;
                uint _e2317 = l_mut_121_;
                bool l_1228_ = (_e2317 == 1u);
                if (l_1224_) {
                    local_62 = l_1228_;
                } else {
                    local_62 = false;
                }
                bool l_1229_ = local_62;
                double _e2324 = l_mut_749_;
                double l_1230_ = (l_1229_ ? l_1218_ : _e2324);
                l_mut_749_ = l_1230_;
                uint _e2326 = l_mut_121_;
                bool l_1231_ = (_e2326 == 2u);
                if (l_1224_) {
                    local_63 = l_1231_;
                } else {
                    local_63 = false;
                }
                bool l_1232_ = local_63;
                double _e2333 = l_mut_748_;
                double l_1233_ = (l_1232_ ? l_1218_ : _e2333);
                l_mut_748_ = l_1233_;
                double l_1234_ = (l_1224_ ? l_1221_ : l_1218_);
                double _e2336 = l_mut_116_;
                double l_1235_ = (_e2336 + l_1216_);
                double l_1236_ = (l_1222_ ? l_1234_ : l_1235_);
                l_mut_116_ = l_1236_;
                uint l_1237_ = uint(l_1224_);
                uint _e2340 = l_mut_121_;
                l_mut_121_ = (_e2340 + l_1237_);
                double _e2342 = l_mut_116_;
                double l_1238_ = (_e2342 + l_1211_);
                double l_1239_ = (l_1238_ * l_4_);
                double _e2345 = l_mut_116_;
                double l_1240_ = (l_1239_ - _e2345);
                double l_1241_ = (l_1240_ * l_4_);
                double l_1242_ = (l_1211_ - l_1241_);
                uint _e2349 = l_mut_121_;
                bool l_1243_ = (_e2349 < 3u);
                bool l_1244_ = (l_1242_ != 0.0L);
                if (l_1243_) {
                    local_64 = l_1244_;
                } else {
                    local_64 = false;
                }
                bool l_1245_ = local_64;
                uint _e2358 = l_mut_121_;
                bool l_1246_ = (_e2358 == 0u);
                if (l_1245_) {
                    local_65 = l_1246_;
                } else {
                    local_65 = false;
                }
                bool l_1247_ = local_65;
                double _e2365 = l_mut_751_;
                double l_1248_ = (l_1247_ ? l_1239_ : _e2365);
                l_mut_751_ = l_1248_;
                uint _e2367 = l_mut_121_;
                bool l_1249_ = (_e2367 == 1u);
                if (l_1245_) {
                    local_66 = l_1249_;
                } else {
                    local_66 = false;
                }
                bool l_1250_ = local_66;
                double _e2374 = l_mut_749_;
                double l_1251_ = (l_1250_ ? l_1239_ : _e2374);
                l_mut_749_ = l_1251_;
                uint _e2376 = l_mut_121_;
                bool l_1252_ = (_e2376 == 2u);
                if (l_1245_) {
                    local_67 = l_1252_;
                } else {
                    local_67 = false;
                }
                bool l_1253_ = local_67;
                double _e2383 = l_mut_748_;
                double l_1254_ = (l_1253_ ? l_1239_ : _e2383);
                l_mut_748_ = l_1254_;
                double l_1255_ = (l_1245_ ? l_1242_ : l_1239_);
                double _e2386 = l_mut_116_;
                double l_1256_ = (_e2386 + l_1211_);
                double l_1257_ = (l_1243_ ? l_1255_ : l_1256_);
                l_mut_116_ = l_1257_;
                uint l_1258_ = uint(l_1245_);
                uint _e2390 = l_mut_121_;
                l_mut_121_ = (_e2390 + l_1258_);
                double _e2392 = l_mut_116_;
                double l_1259_ = (_e2392 + l_1206_);
                double l_1260_ = (l_1259_ * l_4_);
                double _e2395 = l_mut_116_;
                double l_1261_ = (l_1260_ - _e2395);
                double l_1262_ = (l_1261_ * l_4_);
                double l_1263_ = (l_1206_ - l_1262_);
                uint _e2399 = l_mut_121_;
                bool l_1264_ = (_e2399 < 3u);
                bool l_1265_ = (l_1263_ != 0.0L);
                if (l_1264_) {
                    local_68 = l_1265_;
                } else {
                    local_68 = false;
                }
                bool l_1266_ = local_68;
                uint _e2408 = l_mut_121_;
                bool l_1267_ = (_e2408 == 0u);
                if (l_1266_) {
                    local_69 = l_1267_;
                } else {
                    local_69 = false;
                }
                bool l_1268_ = local_69;
                double _e2415 = l_mut_751_;
                double l_1269_ = (l_1268_ ? l_1260_ : _e2415);
                l_mut_751_ = l_1269_;
                uint _e2417 = l_mut_121_;
                bool l_1270_ = (_e2417 == 1u);
                if (l_1266_) {
                    local_70 = l_1270_;
                } else {
                    local_70 = false;
                }
                bool l_1271_ = local_70;
                double _e2424 = l_mut_749_;
                double l_1272_ = (l_1271_ ? l_1260_ : _e2424);
                l_mut_749_ = l_1272_;
                uint _e2426 = l_mut_121_;
                bool l_1273_ = (_e2426 == 2u);
                if (l_1266_) {
                    local_71 = l_1273_;
                } else {
                    local_71 = false;
                }
                bool l_1274_ = local_71;
                double _e2433 = l_mut_748_;
                double l_1275_ = (l_1274_ ? l_1260_ : _e2433);
                l_mut_748_ = l_1275_;
                double l_1276_ = (l_1266_ ? l_1263_ : l_1260_);
                double _e2436 = l_mut_116_;
                double l_1277_ = (_e2436 + l_1206_);
                double l_1278_ = (l_1264_ ? l_1276_ : l_1277_);
                l_mut_116_ = l_1278_;
                uint l_1279_ = uint(l_1266_);
                uint _e2440 = l_mut_121_;
                l_mut_121_ = (_e2440 + l_1279_);
                double _e2442 = l_mut_116_;
                double l_1280_ = (_e2442 + l_1201_);
                double l_1281_ = (l_1280_ * l_4_);
                double _e2445 = l_mut_116_;
                double l_1282_ = (l_1281_ - _e2445);
                double l_1283_ = (l_1282_ * l_4_);
                double l_1284_ = (l_1201_ - l_1283_);
                uint _e2449 = l_mut_121_;
                bool l_1285_ = (_e2449 < 3u);
                bool l_1286_ = (l_1284_ != 0.0L);
                if (l_1285_) {
                    local_72 = l_1286_;
                } else {
                    local_72 = false;
                }
                bool l_1287_ = local_72;
                uint _e2458 = l_mut_121_;
                bool l_1288_ = (_e2458 == 0u);
                if (l_1287_) {
                    local_73 = l_1288_;
                } else {
                    local_73 = false;
                }
                bool l_1289_ = local_73;
                double _e2465 = l_mut_751_;
                double l_1290_ = (l_1289_ ? l_1281_ : _e2465);
                l_mut_751_ = l_1290_;
                uint _e2467 = l_mut_121_;
                bool l_1291_ = (_e2467 == 1u);
                if (l_1287_) {
                    local_74 = l_1291_;
                } else {
                    local_74 = false;
                }
                bool l_1292_ = local_74;
                double _e2474 = l_mut_749_;
                double l_1293_ = (l_1292_ ? l_1281_ : _e2474);
                l_mut_749_ = l_1293_;
                uint _e2476 = l_mut_121_;
                bool l_1294_ = (_e2476 == 2u);
                if (l_1287_) {
                    local_75 = l_1294_;
                } else {
                    local_75 = false;
                }
                bool l_1295_ = local_75;
                double _e2483 = l_mut_748_;
                double l_1296_ = (l_1295_ ? l_1281_ : _e2483);
                l_mut_748_ = l_1296_;
                double l_1297_ = (l_1287_ ? l_1284_ : l_1281_);
                double _e2486 = l_mut_116_;
                double l_1298_ = (_e2486 + l_1201_);
                double l_1299_ = (l_1285_ ? l_1297_ : l_1298_);
                l_mut_116_ = l_1299_;
                uint l_1300_ = uint(l_1287_);
                uint _e2490 = l_mut_121_;
                l_mut_121_ = (_e2490 + l_1300_);
                uint _e2492 = l_mut_121_;
                bool l_1301_ = (_e2492 == 0u);
                double _e2495 = l_mut_751_;
                double _e2496 = l_mut_116_;
                double l_1302_ = (l_1301_ ? _e2496 : _e2495);
                l_mut_751_ = l_1302_;
                uint _e2498 = l_mut_121_;
                bool l_1303_ = (_e2498 == 1u);
                double _e2501 = l_mut_749_;
                double _e2502 = l_mut_116_;
                double l_1304_ = (l_1303_ ? _e2502 : _e2501);
                l_mut_749_ = l_1304_;
                uint _e2504 = l_mut_121_;
                bool l_1305_ = (_e2504 == 2u);
                double _e2507 = l_mut_748_;
                double _e2508 = l_mut_116_;
                double l_1306_ = (l_1305_ ? _e2508 : _e2507);
                l_mut_748_ = l_1306_;
                uint _e2510 = l_mut_121_;
                bool l_1307_ = (_e2510 == 3u);
                double _e2513 = l_mut_747_;
                double _e2514 = l_mut_116_;
                double l_1308_ = (l_1307_ ? _e2514 : _e2513);
                l_mut_747_ = l_1308_;
                double _e2516 = l_mut_751_;
                double l_1309_ = (_e2516 + 1.0L);
                double l_1310_ = (l_1309_ * l_4_);
                double _e2520 = l_mut_751_;
                double l_1311_ = (l_1310_ - _e2520);
                double l_1312_ = (l_1311_ * l_4_);
                double l_1313_ = (l_1310_ - l_1312_);
                double l_1314_ = (l_1313_ * l_4_);
                double _e2525 = l_mut_751_;
                double l_1315_ = (_e2525 - l_1314_);
                double l_1316_ = (1.0L - l_1312_);
                double l_1317_ = (l_1315_ + l_1316_);
                double _e2530 = l_mut_749_;
                double l_1318_ = (_e2530 + l_1317_);
                double l_1319_ = (l_1318_ * l_4_);
                double _e2533 = l_mut_749_;
                double l_1320_ = (l_1319_ - _e2533);
                double l_1321_ = (l_1320_ * l_4_);
                double l_1322_ = (l_1319_ - l_1321_);
                double l_1323_ = (l_1322_ * l_4_);
                double _e2538 = l_mut_749_;
                double l_1324_ = (_e2538 - l_1323_);
                double l_1325_ = (l_1317_ - l_1321_);
                double l_1326_ = (l_1324_ + l_1325_);
                double _e2542 = l_mut_748_;
                double l_1327_ = (_e2542 + l_1326_);
                double l_1328_ = (l_1327_ * l_4_);
                double _e2545 = l_mut_748_;
                double l_1329_ = (l_1328_ - _e2545);
                double l_1330_ = (l_1329_ * l_4_);
                double l_1331_ = (l_1328_ - l_1330_);
                double l_1332_ = (l_1331_ * l_4_);
                double _e2550 = l_mut_748_;
                double l_1333_ = (_e2550 - l_1332_);
                double l_1334_ = (l_1326_ - l_1330_);
                double l_1335_ = (l_1333_ + l_1334_);
                double _e2554 = l_mut_747_;
                double l_1336_ = (_e2554 + l_1335_);
                double l_1337_ = (l_1336_ * l_4_);
                double _e2557 = l_mut_747_;
                double l_1338_ = (l_1337_ - _e2557);
                double l_1339_ = (l_1338_ * l_4_);
                double l_1340_ = (l_1337_ - l_1339_);
                double l_1341_ = (l_1340_ * l_4_);
                double _e2562 = l_mut_747_;
                double l_1342_ = (_e2562 - l_1341_);
                double l_1343_ = (l_1335_ - l_1339_);
                double l_1344_ = (l_1342_ + l_1343_);
                double l_1345_ = (l_1337_ + l_1344_);
                double l_1346_ = (l_1345_ * l_4_);
                double l_1347_ = (l_1346_ - l_1337_);
                double l_1348_ = (l_1347_ * l_4_);
                double l_1349_ = (l_1344_ - l_1348_);
                double l_1350_ = (l_1328_ + l_1346_);
                double l_1351_ = (l_1350_ * l_4_);
                double l_1352_ = (l_1351_ - l_1328_);
                double l_1353_ = (l_1352_ * l_4_);
                double l_1354_ = (l_1346_ - l_1353_);
                double l_1355_ = (l_1319_ + l_1351_);
                double l_1356_ = (l_1355_ * l_4_);
                double l_1357_ = (l_1356_ - l_1319_);
                double l_1358_ = (l_1357_ * l_4_);
                double l_1359_ = (l_1351_ - l_1358_);
                double l_1360_ = (l_1310_ + l_1356_);
                double l_1361_ = (l_1360_ * l_4_);
                double l_1362_ = (l_1361_ - l_1310_);
                double l_1363_ = (l_1362_ * l_4_);
                double l_1364_ = (l_1356_ - l_1363_);
                l_mut_120_ = 0.0L;
                l_mut_119_ = 0.0L;
                l_mut_118_ = 0.0L;
                l_mut_117_ = 0.0L;
                l_mut_116_ = l_1361_;
                l_mut_121_ = 0u;
                double _e2591 = l_mut_116_;
                double l_1365_ = (_e2591 + l_1364_);
                double l_1366_ = (l_1365_ * l_4_);
                double _e2594 = l_mut_116_;
                double l_1367_ = (l_1366_ - _e2594);
                double l_1368_ = (l_1367_ * l_4_);
                double l_1369_ = (l_1364_ - l_1368_);
                uint _e2598 = l_mut_121_;
                bool l_1370_ = (_e2598 < 3u);
                bool l_1371_ = (l_1369_ != 0.0L);
                if (l_1370_) {
                    local_76 = l_1371_;
                } else {
                    local_76 = false;
                }
                bool l_1372_ = local_76;
                uint _e2607 = l_mut_121_;
                bool l_1373_ = (_e2607 == 0u);
                if (l_1372_) {
                    local_77 = l_1373_;
                } else {
                    local_77 = false;
                }
                bool l_1374_ = local_77;
                double _e2614 = l_mut_120_;
                double l_1375_ = (l_1374_ ? l_1366_ : _e2614);
                l_mut_120_ = l_1375_;
                uint _e2616 = l_mut_121_;
                bool l_1376_ = (_e2616 == 1u);
                if (l_1372_) {
                    local_78 = l_1376_;
                } else {
                    local_78 = false;
                }
                bool l_1377_ = local_78;
                double _e2623 = l_mut_119_;
                double l_1378_ = (l_1377_ ? l_1366_ : _e2623);
                l_mut_119_ = l_1378_;
                uint _e2625 = l_mut_121_;
                bool l_1379_ = (_e2625 == 2u);
                if (l_1372_) {
                    local_79 = l_1379_;
                } else {
                    local_79 = false;
                }
                bool l_1380_ = local_79;
                double _e2632 = l_mut_118_;
                double l_1381_ = (l_1380_ ? l_1366_ : _e2632);
                l_mut_118_ = l_1381_;
                double l_1382_ = (l_1372_ ? l_1369_ : l_1366_);
                double _e2635 = l_mut_116_;
                double l_1383_ = (_e2635 + l_1364_);
                double l_1384_ = (l_1370_ ? l_1382_ : l_1383_);
                l_mut_116_ = l_1384_;
                uint l_1385_ = uint(l_1372_);
                uint _e2639 = l_mut_121_;
                l_mut_121_ = (_e2639 + l_1385_);
                double _e2641 = l_mut_116_;
                double l_1386_ = (_e2641 + l_1359_);
                double l_1387_ = (l_1386_ * l_4_);
                double _e2644 = l_mut_116_;
                double l_1388_ = (l_1387_ - _e2644);
                double l_1389_ = (l_1388_ * l_4_);
                double l_1390_ = (l_1359_ - l_1389_);
                uint _e2648 = l_mut_121_;
                bool l_1391_ = (_e2648 < 3u);
                bool l_1392_ = (l_1390_ != 0.0L);
                if (l_1391_) {
                    local_80 = l_1392_;
                } else {
                    local_80 = false;
                }
                bool l_1393_ = local_80;
                uint _e2657 = l_mut_121_;
                bool l_1394_ = (_e2657 == 0u);
                if (l_1393_) {
                    local_81 = l_1394_;
                } else {
                    local_81 = false;
                }
                bool l_1395_ = local_81;
                double _e2664 = l_mut_120_;
                double l_1396_ = (l_1395_ ? l_1387_ : _e2664);
                l_mut_120_ = l_1396_;
                uint _e2666 = l_mut_121_;
                bool l_1397_ = (_e2666 == 1u);
                if (l_1393_) {
                    local_82 = l_1397_;
                } else {
                    local_82 = false;
                }
                bool l_1398_ = local_82;
                double _e2673 = l_mut_119_;
                double l_1399_ = (l_1398_ ? l_1387_ : _e2673);
                l_mut_119_ = l_1399_;
                uint _e2675 = l_mut_121_;
                bool l_1400_ = (_e2675 == 2u);
                if (l_1393_) {
                    local_83 = l_1400_;
                } else {
                    local_83 = false;
                }
                bool l_1401_ = local_83;
                double _e2682 = l_mut_118_;
                double l_1402_ = (l_1401_ ? l_1387_ : _e2682);
                l_mut_118_ = l_1402_;
                double l_1403_ = (l_1393_ ? l_1390_ : l_1387_);
                double _e2685 = l_mut_116_;
                double l_1404_ = (_e2685 + l_1359_);
                double l_1405_ = (l_1391_ ? l_1403_ : l_1404_);
                l_mut_116_ = l_1405_;
                uint l_1406_ = uint(l_1393_);
                uint _e2689 = l_mut_121_;
                l_mut_121_ = (_e2689 + l_1406_);
                double _e2691 = l_mut_116_;
                double l_1407_ = (_e2691 + l_1354_);
                double l_1408_ = (l_1407_ * l_4_);
                double _e2694 = l_mut_116_;
                double l_1409_ = (l_1408_ - _e2694);
                double l_1410_ = (l_1409_ * l_4_);
                double l_1411_ = (l_1354_ - l_1410_);
                uint _e2698 = l_mut_121_;
                bool l_1412_ = (_e2698 < 3u);
                bool l_1413_ = (l_1411_ != 0.0L);
                if (l_1412_) {
                    local_84 = l_1413_;
                } else {
                    local_84 = false;
                }
                bool l_1414_ = local_84;
                uint _e2707 = l_mut_121_;
                bool l_1415_ = (_e2707 == 0u);
                if (l_1414_) {
                    local_85 = l_1415_;
                } else {
                    local_85 = false;
                }
                bool l_1416_ = local_85;
                double _e2714 = l_mut_120_;
                double l_1417_ = (l_1416_ ? l_1408_ : _e2714);
                l_mut_120_ = l_1417_;
                uint _e2716 = l_mut_121_;
                bool l_1418_ = (_e2716 == 1u);
                if (l_1414_) {
                    local_86 = l_1418_;
                } else {
                    local_86 = false;
                }
                bool l_1419_ = local_86;
                double _e2723 = l_mut_119_;
                double l_1420_ = (l_1419_ ? l_1408_ : _e2723);
                l_mut_119_ = l_1420_;
                uint _e2725 = l_mut_121_;
                bool l_1421_ = (_e2725 == 2u);
                if (l_1414_) {
                    local_87 = l_1421_;
                } else {
                    local_87 = false;
                }
                bool l_1422_ = local_87;
                double _e2732 = l_mut_118_;
                double l_1423_ = (l_1422_ ? l_1408_ : _e2732);
                l_mut_118_ = l_1423_;
                double l_1424_ = (l_1414_ ? l_1411_ : l_1408_);
                double _e2735 = l_mut_116_;
                double l_1425_ = (_e2735 + l_1354_);
                double l_1426_ = (l_1412_ ? l_1424_ : l_1425_);
                l_mut_116_ = l_1426_;
                uint l_1427_ = uint(l_1414_);
                uint _e2739 = l_mut_121_;
                l_mut_121_ = (_e2739 + l_1427_);
                double _e2741 = l_mut_116_;
                double l_1428_ = (_e2741 + l_1349_);
                double l_1429_ = (l_1428_ * l_4_);
                double _e2744 = l_mut_116_;
                double l_1430_ = (l_1429_ - _e2744);
                double l_1431_ = (l_1430_ * l_4_);
                double l_1432_ = (l_1349_ - l_1431_);
                uint _e2748 = l_mut_121_;
                bool l_1433_ = (_e2748 < 3u);
                bool l_1434_ = (l_1432_ != 0.0L);
                if (l_1433_) {
                    local_88 = l_1434_;
                } else {
                    local_88 = false;
                }
                bool l_1435_ = local_88;
                uint _e2757 = l_mut_121_;
                bool l_1436_ = (_e2757 == 0u);
                if (l_1435_) {
                    local_89 = l_1436_;
                } else {
                    local_89 = false;
                }
                bool l_1437_ = local_89;
                double _e2764 = l_mut_120_;
                double l_1438_ = (l_1437_ ? l_1429_ : _e2764);
                l_mut_120_ = l_1438_;
                uint _e2766 = l_mut_121_;
                bool l_1439_ = (_e2766 == 1u);
                if (l_1435_) {
                    local_90 = l_1439_;
                } else {
                    local_90 = false;
                }
                bool l_1440_ = local_90;
                double _e2773 = l_mut_119_;
                double l_1441_ = (l_1440_ ? l_1429_ : _e2773);
                l_mut_119_ = l_1441_;
                uint _e2775 = l_mut_121_;
                bool l_1442_ = (_e2775 == 2u);
                if (l_1435_) {
                    local_91 = l_1442_;
                } else {
                    local_91 = false;
                }
                bool l_1443_ = local_91;
                double _e2782 = l_mut_118_;
                double l_1444_ = (l_1443_ ? l_1429_ : _e2782);
                l_mut_118_ = l_1444_;
                double l_1445_ = (l_1435_ ? l_1432_ : l_1429_);
                double _e2785 = l_mut_116_;
                double l_1446_ = (_e2785 + l_1349_);
                double l_1447_ = (l_1433_ ? l_1445_ : l_1446_);
                l_mut_116_ = l_1447_;
                uint l_1448_ = uint(l_1435_);
                uint _e2789 = l_mut_121_;
                l_mut_121_ = (_e2789 + l_1448_);
                uint _e2791 = l_mut_121_;
                bool l_1449_ = (_e2791 == 0u);
                double _e2794 = l_mut_120_;
                double _e2795 = l_mut_116_;
                double l_1450_ = (l_1449_ ? _e2795 : _e2794);
                l_mut_120_ = l_1450_;
                uint _e2797 = l_mut_121_;
                bool l_1451_ = (_e2797 == 1u);
                double _e2800 = l_mut_119_;
                double _e2801 = l_mut_116_;
                double l_1452_ = (l_1451_ ? _e2801 : _e2800);
                l_mut_119_ = l_1452_;
                uint _e2803 = l_mut_121_;
                bool l_1453_ = (_e2803 == 2u);
                double _e2806 = l_mut_118_;
                double _e2807 = l_mut_116_;
                double l_1454_ = (l_1453_ ? _e2807 : _e2806);
                l_mut_118_ = l_1454_;
                uint _e2809 = l_mut_121_;
                bool l_1455_ = (_e2809 == 3u);
                double _e2812 = l_mut_117_;
                double _e2813 = l_mut_116_;
                double l_1456_ = (l_1455_ ? _e2813 : _e2812);
                l_mut_117_ = l_1456_;
                double _e2815 = l_mut_120_;
                double l_1457_ = (_e2815 * l_214_);
                double l_1458_ = (l_1457_ * l_4_);
                double _e2818 = l_mut_120_;
                double l_1459_ = (l_3_ * _e2818);
                double l_1460_ = (l_1459_ * l_4_);
                double _e2821 = l_mut_120_;
                double l_1461_ = (l_1460_ - _e2821);
                double l_1462_ = (l_1461_ * l_4_);
                double l_1463_ = (l_1460_ - l_1462_);
                double _e2825 = l_mut_120_;
                double l_1464_ = (_e2825 - l_1463_);
                double l_1465_ = (l_3_ * l_214_);
                double l_1466_ = (l_1465_ * l_4_);
                double l_1467_ = (l_1466_ - l_214_);
                double l_1468_ = (l_1467_ * l_4_);
                double l_1469_ = (l_1466_ - l_1468_);
                double l_1470_ = (l_214_ - l_1469_);
                double l_1471_ = (l_1463_ * l_1469_);
                double l_1472_ = (l_1471_ - l_1458_);
                double l_1473_ = (l_1463_ * l_1470_);
                double l_1474_ = (l_1472_ + l_1473_);
                double l_1475_ = (l_1464_ * l_1469_);
                double l_1476_ = (l_1474_ + l_1475_);
                double l_1477_ = (l_1464_ * l_1470_);
                double l_1478_ = (l_1476_ + l_1477_);
                double _e2841 = l_mut_120_;
                double l_1479_ = (_e2841 * l_215_);
                double l_1480_ = (l_1479_ * l_4_);
                double _e2844 = l_mut_120_;
                double l_1481_ = (l_3_ * _e2844);
                double l_1482_ = (l_1481_ * l_4_);
                double _e2847 = l_mut_120_;
                double l_1483_ = (l_1482_ - _e2847);
                double l_1484_ = (l_1483_ * l_4_);
                double l_1485_ = (l_1482_ - l_1484_);
                double _e2851 = l_mut_120_;
                double l_1486_ = (_e2851 - l_1485_);
                double l_1487_ = (l_3_ * l_215_);
                double l_1488_ = (l_1487_ * l_4_);
                double l_1489_ = (l_1488_ - l_215_);
                double l_1490_ = (l_1489_ * l_4_);
                double l_1491_ = (l_1488_ - l_1490_);
                double l_1492_ = (l_215_ - l_1491_);
                double l_1493_ = (l_1485_ * l_1491_);
                double l_1494_ = (l_1493_ - l_1480_);
                double l_1495_ = (l_1485_ * l_1492_);
                double l_1496_ = (l_1494_ + l_1495_);
                double l_1497_ = (l_1486_ * l_1491_);
                double l_1498_ = (l_1496_ + l_1497_);
                double l_1499_ = (l_1486_ * l_1492_);
                double l_1500_ = (l_1498_ + l_1499_);
                double _e2867 = l_mut_119_;
                double l_1501_ = (_e2867 * l_214_);
                double l_1502_ = (l_1501_ * l_4_);
                double _e2870 = l_mut_119_;
                double l_1503_ = (l_3_ * _e2870);
                double l_1504_ = (l_1503_ * l_4_);
                double _e2873 = l_mut_119_;
                double l_1505_ = (l_1504_ - _e2873);
                double l_1506_ = (l_1505_ * l_4_);
                double l_1507_ = (l_1504_ - l_1506_);
                double _e2877 = l_mut_119_;
                double l_1508_ = (_e2877 - l_1507_);
                double l_1509_ = (l_3_ * l_214_);
                double l_1510_ = (l_1509_ * l_4_);
                double l_1511_ = (l_1510_ - l_214_);
                double l_1512_ = (l_1511_ * l_4_);
                double l_1513_ = (l_1510_ - l_1512_);
                double l_1514_ = (l_214_ - l_1513_);
                double l_1515_ = (l_1507_ * l_1513_);
                double l_1516_ = (l_1515_ - l_1502_);
                double l_1517_ = (l_1507_ * l_1514_);
                double l_1518_ = (l_1516_ + l_1517_);
                double l_1519_ = (l_1508_ * l_1513_);
                double l_1520_ = (l_1518_ + l_1519_);
                double l_1521_ = (l_1508_ * l_1514_);
                double l_1522_ = (l_1520_ + l_1521_);
                double _e2893 = l_mut_120_;
                double l_1523_ = (_e2893 * l_216_);
                double l_1524_ = (l_1523_ * l_4_);
                double _e2896 = l_mut_120_;
                double l_1525_ = (l_3_ * _e2896);
                double l_1526_ = (l_1525_ * l_4_);
                double _e2899 = l_mut_120_;
                double l_1527_ = (l_1526_ - _e2899);
                double l_1528_ = (l_1527_ * l_4_);
                double l_1529_ = (l_1526_ - l_1528_);
                double _e2903 = l_mut_120_;
                double l_1530_ = (_e2903 - l_1529_);
                double l_1531_ = (l_3_ * l_216_);
                double l_1532_ = (l_1531_ * l_4_);
                double l_1533_ = (l_1532_ - l_216_);
                double l_1534_ = (l_1533_ * l_4_);
                double l_1535_ = (l_1532_ - l_1534_);
                double l_1536_ = (l_216_ - l_1535_);
                double l_1537_ = (l_1529_ * l_1535_);
                double l_1538_ = (l_1537_ - l_1524_);
                double l_1539_ = (l_1529_ * l_1536_);
                double l_1540_ = (l_1538_ + l_1539_);
                double l_1541_ = (l_1530_ * l_1535_);
                double l_1542_ = (l_1540_ + l_1541_);
                double l_1543_ = (l_1530_ * l_1536_);
                double l_1544_ = (l_1542_ + l_1543_);
                double _e2919 = l_mut_119_;
                double l_1545_ = (_e2919 * l_215_);
                double l_1546_ = (l_1545_ * l_4_);
                double _e2922 = l_mut_119_;
                double l_1547_ = (l_3_ * _e2922);
                double l_1548_ = (l_1547_ * l_4_);
                double _e2925 = l_mut_119_;
                double l_1549_ = (l_1548_ - _e2925);
                double l_1550_ = (l_1549_ * l_4_);
                double l_1551_ = (l_1548_ - l_1550_);
                double _e2929 = l_mut_119_;
                double l_1552_ = (_e2929 - l_1551_);
                double l_1553_ = (l_3_ * l_215_);
                double l_1554_ = (l_1553_ * l_4_);
                double l_1555_ = (l_1554_ - l_215_);
                double l_1556_ = (l_1555_ * l_4_);
                double l_1557_ = (l_1554_ - l_1556_);
                double l_1558_ = (l_215_ - l_1557_);
                double l_1559_ = (l_1551_ * l_1557_);
                double l_1560_ = (l_1559_ - l_1546_);
                double l_1561_ = (l_1551_ * l_1558_);
                double l_1562_ = (l_1560_ + l_1561_);
                double l_1563_ = (l_1552_ * l_1557_);
                double l_1564_ = (l_1562_ + l_1563_);
                double l_1565_ = (l_1552_ * l_1558_);
                double l_1566_ = (l_1564_ + l_1565_);
                double _e2945 = l_mut_118_;
                double l_1567_ = (_e2945 * l_214_);
                double l_1568_ = (l_1567_ * l_4_);
                double _e2948 = l_mut_118_;
                double l_1569_ = (l_3_ * _e2948);
                double l_1570_ = (l_1569_ * l_4_);
                double _e2951 = l_mut_118_;
                double l_1571_ = (l_1570_ - _e2951);
                double l_1572_ = (l_1571_ * l_4_);
                double l_1573_ = (l_1570_ - l_1572_);
                double _e2955 = l_mut_118_;
                double l_1574_ = (_e2955 - l_1573_);
                double l_1575_ = (l_3_ * l_214_);
                double l_1576_ = (l_1575_ * l_4_);
                double l_1577_ = (l_1576_ - l_214_);
                double l_1578_ = (l_1577_ * l_4_);
                double l_1579_ = (l_1576_ - l_1578_);
                double l_1580_ = (l_214_ - l_1579_);
                double l_1581_ = (l_1573_ * l_1579_);
                double l_1582_ = (l_1581_ - l_1568_);
                double l_1583_ = (l_1573_ * l_1580_);
                double l_1584_ = (l_1582_ + l_1583_);
                double l_1585_ = (l_1574_ * l_1579_);
                double l_1586_ = (l_1584_ + l_1585_);
                double l_1587_ = (l_1574_ * l_1580_);
                double l_1588_ = (l_1586_ + l_1587_);
                double l_1589_ = (l_1480_ + l_1502_);
                double l_1590_ = (l_1589_ * l_4_);
                double l_1591_ = (l_1590_ - l_1480_);
                double l_1592_ = (l_1591_ * l_4_);
                double l_1593_ = (l_1590_ - l_1592_);
                double l_1594_ = (l_1593_ * l_4_);
                double l_1595_ = (l_1480_ - l_1594_);
                double l_1596_ = (l_1502_ - l_1592_);
                double l_1597_ = (l_1595_ + l_1596_);
                double l_1598_ = (l_1478_ + l_1590_);
                double l_1599_ = (l_1598_ * l_4_);
                double l_1600_ = (l_1599_ - l_1478_);
                double l_1601_ = (l_1600_ * l_4_);
                double l_1602_ = (l_1599_ - l_1601_);
                double l_1603_ = (l_1602_ * l_4_);
                double l_1604_ = (l_1478_ - l_1603_);
                double l_1605_ = (l_1590_ - l_1601_);
                double l_1606_ = (l_1604_ + l_1605_);
                double l_1607_ = (l_1597_ + l_1606_);
                double l_1608_ = (l_1607_ * l_4_);
                double l_1609_ = (l_1608_ - l_1597_);
                double l_1610_ = (l_1609_ * l_4_);
                double l_1611_ = (l_1608_ - l_1610_);
                double l_1612_ = (l_1611_ * l_4_);
                double l_1613_ = (l_1597_ - l_1612_);
                double l_1614_ = (l_1606_ - l_1610_);
                double l_1615_ = (l_1613_ + l_1614_);
                double l_1616_ = (l_1608_ + l_1500_);
                double l_1617_ = (l_1616_ * l_4_);
                double l_1618_ = (l_1617_ - l_1608_);
                double l_1619_ = (l_1618_ * l_4_);
                double l_1620_ = (l_1617_ - l_1619_);
                double l_1621_ = (l_1620_ * l_4_);
                double l_1622_ = (l_1608_ - l_1621_);
                double l_1623_ = (l_1500_ - l_1619_);
                double l_1624_ = (l_1622_ + l_1623_);
                double l_1625_ = (l_1522_ + l_1617_);
                double l_1626_ = (l_1625_ * l_4_);
                double l_1627_ = (l_1626_ - l_1522_);
                double l_1628_ = (l_1627_ * l_4_);
                double l_1629_ = (l_1626_ - l_1628_);
                double l_1630_ = (l_1629_ * l_4_);
                double l_1631_ = (l_1522_ - l_1630_);
                double l_1632_ = (l_1617_ - l_1628_);
                double l_1633_ = (l_1631_ + l_1632_);
                double l_1634_ = (l_1624_ + l_1633_);
                double l_1635_ = (l_1634_ * l_4_);
                double l_1636_ = (l_1635_ - l_1624_);
                double l_1637_ = (l_1636_ * l_4_);
                double l_1638_ = (l_1635_ - l_1637_);
                double l_1639_ = (l_1638_ * l_4_);
                double l_1640_ = (l_1624_ - l_1639_);
                double l_1641_ = (l_1633_ - l_1637_);
                double l_1642_ = (l_1640_ + l_1641_);
                double l_1643_ = (l_1524_ + l_1546_);
                double l_1644_ = (l_1643_ * l_4_);
                double l_1645_ = (l_1644_ - l_1524_);
                double l_1646_ = (l_1645_ * l_4_);
                double l_1647_ = (l_1644_ - l_1646_);
                double l_1648_ = (l_1647_ * l_4_);
                double l_1649_ = (l_1524_ - l_1648_);
                double l_1650_ = (l_1546_ - l_1646_);
                double l_1651_ = (l_1649_ + l_1650_);
                double l_1652_ = (l_1568_ + l_1644_);
                double l_1653_ = (l_1652_ * l_4_);
                double l_1654_ = (l_1653_ - l_1568_);
                double l_1655_ = (l_1654_ * l_4_);
                double l_1656_ = (l_1653_ - l_1655_);
                double l_1657_ = (l_1656_ * l_4_);
                double l_1658_ = (l_1568_ - l_1657_);
                double l_1659_ = (l_1644_ - l_1655_);
                double l_1660_ = (l_1658_ + l_1659_);
                double l_1661_ = (l_1651_ + l_1660_);
                double l_1662_ = (l_1661_ * l_4_);
                double l_1663_ = (l_1662_ - l_1651_);
                double l_1664_ = (l_1663_ * l_4_);
                double l_1665_ = (l_1662_ - l_1664_);
                double l_1666_ = (l_1665_ * l_4_);
                double l_1667_ = (l_1651_ - l_1666_);
                double l_1668_ = (l_1660_ - l_1664_);
                double l_1669_ = (l_1667_ + l_1668_);
                double l_1670_ = (l_1626_ + l_1653_);
                double l_1671_ = (l_1670_ * l_4_);
                double l_1672_ = (l_1671_ - l_1626_);
                double l_1673_ = (l_1672_ * l_4_);
                double l_1674_ = (l_1671_ - l_1673_);
                double l_1675_ = (l_1674_ * l_4_);
                double l_1676_ = (l_1626_ - l_1675_);
                double l_1677_ = (l_1653_ - l_1673_);
                double l_1678_ = (l_1676_ + l_1677_);
                double l_1679_ = (l_1635_ + l_1662_);
                double l_1680_ = (l_1679_ * l_4_);
                double l_1681_ = (l_1680_ - l_1635_);
                double l_1682_ = (l_1681_ * l_4_);
                double l_1683_ = (l_1680_ - l_1682_);
                double l_1684_ = (l_1683_ * l_4_);
                double l_1685_ = (l_1635_ - l_1684_);
                double l_1686_ = (l_1662_ - l_1682_);
                double l_1687_ = (l_1685_ + l_1686_);
                double l_1688_ = (l_1680_ + l_1678_);
                double l_1689_ = (l_1688_ * l_4_);
                double l_1690_ = (l_1689_ - l_1680_);
                double l_1691_ = (l_1690_ * l_4_);
                double l_1692_ = (l_1689_ - l_1691_);
                double l_1693_ = (l_1692_ * l_4_);
                double l_1694_ = (l_1680_ - l_1693_);
                double l_1695_ = (l_1678_ - l_1691_);
                double l_1696_ = (l_1694_ + l_1695_);
                double l_1697_ = (l_1642_ + l_1669_);
                double l_1698_ = (l_1696_ + l_1687_);
                double l_1699_ = (l_1697_ + l_1698_);
                double _e3082 = l_mut_120_;
                double l_1700_ = (_e3082 * l_217_);
                double _e3084 = l_mut_119_;
                double l_1701_ = (_e3084 * l_216_);
                double l_1702_ = (l_1700_ + l_1701_);
                double _e3087 = l_mut_118_;
                double l_1703_ = (_e3087 * l_215_);
                double _e3089 = l_mut_117_;
                double l_1704_ = (_e3089 * l_214_);
                double l_1705_ = (l_1703_ + l_1704_);
                double l_1706_ = (l_1702_ + l_1705_);
                double l_1707_ = (l_1615_ + l_1544_);
                double l_1708_ = (l_1566_ + l_1588_);
                double l_1709_ = (l_1707_ + l_1708_);
                double l_1710_ = (l_1706_ + l_1709_);
                double l_1711_ = (l_1689_ + l_1710_);
                double l_1712_ = (l_1711_ + l_1699_);
                double l_1713_ = (l_1712_ * l_4_);
                double l_1714_ = (l_1713_ - l_1711_);
                double l_1715_ = (l_1714_ * l_4_);
                double l_1716_ = (l_1699_ - l_1715_);
                double l_1717_ = (l_1671_ + l_1713_);
                double l_1718_ = (l_1717_ * l_4_);
                double l_1719_ = (l_1718_ - l_1671_);
                double l_1720_ = (l_1719_ * l_4_);
                double l_1721_ = (l_1713_ - l_1720_);
                double l_1722_ = (l_1599_ + l_1718_);
                double l_1723_ = (l_1722_ * l_4_);
                double l_1724_ = (l_1723_ - l_1599_);
                double l_1725_ = (l_1724_ * l_4_);
                double l_1726_ = (l_1718_ - l_1725_);
                double l_1727_ = (l_1458_ + l_1723_);
                double l_1728_ = (l_1727_ * l_4_);
                double l_1729_ = (l_1728_ - l_1458_);
                double l_1730_ = (l_1729_ * l_4_);
                double l_1731_ = (l_1723_ - l_1730_);
                l_mut_751_ = 0.0L;
                l_mut_749_ = 0.0L;
                l_mut_748_ = 0.0L;
                l_mut_747_ = 0.0L;
                l_mut_116_ = l_1728_;
                l_mut_121_ = 0u;
                double _e3123 = l_mut_116_;
                double l_1732_ = (_e3123 + l_1731_);
                double l_1733_ = (l_1732_ * l_4_);
                double _e3126 = l_mut_116_;
                double l_1734_ = (l_1733_ - _e3126);
                double l_1735_ = (l_1734_ * l_4_);
                double l_1736_ = (l_1731_ - l_1735_);
                uint _e3130 = l_mut_121_;
                bool l_1737_ = (_e3130 < 3u);
                bool l_1738_ = (l_1736_ != 0.0L);
                if (l_1737_) {
                    local_92 = l_1738_;
                } else {
                    local_92 = false;
                }
                bool l_1739_ = local_92;
                uint _e3139 = l_mut_121_;
                bool l_1740_ = (_e3139 == 0u);
                if (l_1739_) {
                    local_93 = l_1740_;
                } else {
                    local_93 = false;
                }
                bool l_1741_ = local_93;
                double _e3146 = l_mut_751_;
                double l_1742_ = (l_1741_ ? l_1733_ : _e3146);
                l_mut_751_ = l_1742_;
                uint _e3148 = l_mut_121_;
                bool l_1743_ = (_e3148 == 1u);
                if (l_1739_) {
                    local_94 = l_1743_;
                } else {
                    local_94 = false;
                }
                bool l_1744_ = local_94;
                double _e3155 = l_mut_749_;
                double l_1745_ = (l_1744_ ? l_1733_ : _e3155);
                l_mut_749_ = l_1745_;
                uint _e3157 = l_mut_121_;
                bool l_1746_ = (_e3157 == 2u);
                if (l_1739_) {
                    local_95 = l_1746_;
                } else {
                    local_95 = false;
                }
                bool l_1747_ = local_95;
                double _e3164 = l_mut_748_;
                double l_1748_ = (l_1747_ ? l_1733_ : _e3164);
                l_mut_748_ = l_1748_;
                double l_1749_ = (l_1739_ ? l_1736_ : l_1733_);
                double _e3167 = l_mut_116_;
                double l_1750_ = (_e3167 + l_1731_);
                double l_1751_ = (l_1737_ ? l_1749_ : l_1750_);
                l_mut_116_ = l_1751_;
                uint l_1752_ = uint(l_1739_);
                uint _e3171 = l_mut_121_;
                l_mut_121_ = (_e3171 + l_1752_);
                double _e3173 = l_mut_116_;
                double l_1753_ = (_e3173 + l_1726_);
                double l_1754_ = (l_1753_ * l_4_);
                double _e3176 = l_mut_116_;
                double l_1755_ = (l_1754_ - _e3176);
                double l_1756_ = (l_1755_ * l_4_);
                double l_1757_ = (l_1726_ - l_1756_);
                uint _e3180 = l_mut_121_;
                bool l_1758_ = (_e3180 < 3u);
                bool l_1759_ = (l_1757_ != 0.0L);
                if (l_1758_) {
                    local_96 = l_1759_;
                } else {
                    local_96 = false;
                }
                bool l_1760_ = local_96;
                uint _e3189 = l_mut_121_;
                bool l_1761_ = (_e3189 == 0u);
                if (l_1760_) {
                    local_97 = l_1761_;
                } else {
                    local_97 = false;
                }
                bool l_1762_ = local_97;
                double _e3196 = l_mut_751_;
                double l_1763_ = (l_1762_ ? l_1754_ : _e3196);
                l_mut_751_ = l_1763_;
                uint _e3198 = l_mut_121_;
                bool l_1764_ = (_e3198 == 1u);
                if (l_1760_) {
                    local_98 = l_1764_;
                } else {
                    local_98 = false;
                }
                bool l_1765_ = local_98;
                double _e3205 = l_mut_749_;
                double l_1766_ = (l_1765_ ? l_1754_ : _e3205);
                l_mut_749_ = l_1766_;
                uint _e3207 = l_mut_121_;
                bool l_1767_ = (_e3207 == 2u);
                if (l_1760_) {
                    local_99 = l_1767_;
                } else {
                    local_99 = false;
                }
                bool l_1768_ = local_99;
                double _e3214 = l_mut_748_;
                double l_1769_ = (l_1768_ ? l_1754_ : _e3214);
                l_mut_748_ = l_1769_;
                double l_1770_ = (l_1760_ ? l_1757_ : l_1754_);
                double _e3217 = l_mut_116_;
                double l_1771_ = (_e3217 + l_1726_);
                double l_1772_ = (l_1758_ ? l_1770_ : l_1771_);
                l_mut_116_ = l_1772_;
                uint l_1773_ = uint(l_1760_);
                uint _e3221 = l_mut_121_;
                l_mut_121_ = (_e3221 + l_1773_);
                double _e3223 = l_mut_116_;
                double l_1774_ = (_e3223 + l_1721_);
                double l_1775_ = (l_1774_ * l_4_);
                double _e3226 = l_mut_116_;
                double l_1776_ = (l_1775_ - _e3226);
                double l_1777_ = (l_1776_ * l_4_);
                double l_1778_ = (l_1721_ - l_1777_);
                uint _e3230 = l_mut_121_;
                bool l_1779_ = (_e3230 < 3u);
                bool l_1780_ = (l_1778_ != 0.0L);
                if (l_1779_) {
                    local_100 = l_1780_;
                } else {
                    local_100 = false;
                }
                bool l_1781_ = local_100;
                uint _e3239 = l_mut_121_;
                bool l_1782_ = (_e3239 == 0u);
                if (l_1781_) {
                    local_101 = l_1782_;
                } else {
                    local_101 = false;
                }
                bool l_1783_ = local_101;
                double _e3246 = l_mut_751_;
                double l_1784_ = (l_1783_ ? l_1775_ : _e3246);
                l_mut_751_ = l_1784_;
                uint _e3248 = l_mut_121_;
                bool l_1785_ = (_e3248 == 1u);
                if (l_1781_) {
                    local_102 = l_1785_;
                } else {
                    local_102 = false;
                }
                bool l_1786_ = local_102;
                double _e3255 = l_mut_749_;
                double l_1787_ = (l_1786_ ? l_1775_ : _e3255);
                l_mut_749_ = l_1787_;
                uint _e3257 = l_mut_121_;
                bool l_1788_ = (_e3257 == 2u);
                if (l_1781_) {
                    local_103 = l_1788_;
                } else {
                    local_103 = false;
                }
                bool l_1789_ = local_103;
                double _e3264 = l_mut_748_;
                double l_1790_ = (l_1789_ ? l_1775_ : _e3264);
                l_mut_748_ = l_1790_;
                double l_1791_ = (l_1781_ ? l_1778_ : l_1775_);
                double _e3267 = l_mut_116_;
                double l_1792_ = (_e3267 + l_1721_);
                double l_1793_ = (l_1779_ ? l_1791_ : l_1792_);
                l_mut_116_ = l_1793_;
                uint l_1794_ = uint(l_1781_);
                uint _e3271 = l_mut_121_;
                l_mut_121_ = (_e3271 + l_1794_);
                double _e3273 = l_mut_116_;
                double l_1795_ = (_e3273 + l_1716_);
                double l_1796_ = (l_1795_ * l_4_);
                double _e3276 = l_mut_116_;
                double l_1797_ = (l_1796_ - _e3276);
                double l_1798_ = (l_1797_ * l_4_);
                double l_1799_ = (l_1716_ - l_1798_);
                uint _e3280 = l_mut_121_;
                bool l_1800_ = (_e3280 < 3u);
                bool l_1801_ = (l_1799_ != 0.0L);
                if (l_1800_) {
                    local_104 = l_1801_;
                } else {
                    local_104 = false;
                }
                bool l_1802_ = local_104;
                uint _e3289 = l_mut_121_;
                bool l_1803_ = (_e3289 == 0u);
                if (l_1802_) {
                    local_105 = l_1803_;
                } else {
                    local_105 = false;
                }
                bool l_1804_ = local_105;
                double _e3296 = l_mut_751_;
                double l_1805_ = (l_1804_ ? l_1796_ : _e3296);
                l_mut_751_ = l_1805_;
                uint _e3298 = l_mut_121_;
                bool l_1806_ = (_e3298 == 1u);
                if (l_1802_) {
                    local_106 = l_1806_;
                } else {
                    local_106 = false;
                }
                bool l_1807_ = local_106;
                double _e3305 = l_mut_749_;
                double l_1808_ = (l_1807_ ? l_1796_ : _e3305);
                l_mut_749_ = l_1808_;
                uint _e3307 = l_mut_121_;
                bool l_1809_ = (_e3307 == 2u);
                if (l_1802_) {
                    local_107 = l_1809_;
                } else {
                    local_107 = false;
                }
                bool l_1810_ = local_107;
                double _e3314 = l_mut_748_;
                double l_1811_ = (l_1810_ ? l_1796_ : _e3314);
                l_mut_748_ = l_1811_;
                double l_1812_ = (l_1802_ ? l_1799_ : l_1796_);
                double _e3317 = l_mut_116_;
                double l_1813_ = (_e3317 + l_1716_);
                double l_1814_ = (l_1800_ ? l_1812_ : l_1813_);
                l_mut_116_ = l_1814_;
                uint l_1815_ = uint(l_1802_);
                uint _e3321 = l_mut_121_;
                l_mut_121_ = (_e3321 + l_1815_);
                uint _e3323 = l_mut_121_;
                bool l_1816_ = (_e3323 == 0u);
                double _e3326 = l_mut_751_;
                double _e3327 = l_mut_116_;
                double l_1817_ = (l_1816_ ? _e3327 : _e3326);
                l_mut_751_ = l_1817_;
                uint _e3329 = l_mut_121_;
                bool l_1818_ = (_e3329 == 1u);
                double _e3332 = l_mut_749_;
                double _e3333 = l_mut_116_;
                double l_1819_ = (l_1818_ ? _e3333 : _e3332);
                l_mut_749_ = l_1819_;
                uint _e3335 = l_mut_121_;
                bool l_1820_ = (_e3335 == 2u);
                double _e3338 = l_mut_748_;
                double _e3339 = l_mut_116_;
                double l_1821_ = (l_1820_ ? _e3339 : _e3338);
                l_mut_748_ = l_1821_;
                uint _e3341 = l_mut_121_;
                bool l_1822_ = (_e3341 == 3u);
                double _e3344 = l_mut_747_;
                double _e3345 = l_mut_116_;
                double l_1823_ = (l_1822_ ? _e3345 : _e3344);
                l_mut_747_ = l_1823_;
                double _e3347 = l_mut_751_;
                l_mut_120_ = _e3347;
                double _e3348 = l_mut_749_;
                l_mut_119_ = _e3348;
                double _e3349 = l_mut_748_;
                l_mut_118_ = _e3349;
                double _e3350 = l_mut_747_;
                l_mut_117_ = _e3350;
                l_mut_1824_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e4579 = l_mut_1824_;
                        l_mut_1824_ = (_e4579 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e3353 = l_mut_1824_;
                    if ((_e3353 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        double _e3356 = l_mut_120_;
                        double l_1825_ = (_e3356 * 2.0L);
                        double _e3359 = l_mut_119_;
                        double l_1826_ = (_e3359 * 2.0L);
                        double _e3362 = l_mut_118_;
                        double l_1827_ = (_e3362 * 2.0L);
                        double _e3365 = l_mut_117_;
                        double l_1828_ = (_e3365 * 2.0L);
                        double _e3368 = l_mut_120_;
                        double _e3369 = l_mut_120_;
                        double l_1829_ = (_e3368 * _e3369);
                        double l_1830_ = (l_1829_ * l_4_);
                        double _e3372 = l_mut_120_;
                        double l_1831_ = (l_3_ * _e3372);
                        double l_1832_ = (l_1831_ * l_4_);
                        double _e3375 = l_mut_120_;
                        double l_1833_ = (l_1832_ - _e3375);
                        double l_1834_ = (l_1833_ * l_4_);
                        double l_1835_ = (l_1832_ - l_1834_);
                        double _e3379 = l_mut_120_;
                        double l_1836_ = (_e3379 - l_1835_);
                        double _e3381 = l_mut_120_;
                        double l_1837_ = (l_3_ * _e3381);
                        double l_1838_ = (l_1837_ * l_4_);
                        double _e3384 = l_mut_120_;
                        double l_1839_ = (l_1838_ - _e3384);
                        double l_1840_ = (l_1839_ * l_4_);
                        double l_1841_ = (l_1838_ - l_1840_);
                        double _e3388 = l_mut_120_;
                        double l_1842_ = (_e3388 - l_1841_);
                        double l_1843_ = (l_1835_ * l_1841_);
                        double l_1844_ = (l_1843_ - l_1830_);
                        double l_1845_ = (l_1835_ * l_1842_);
                        double l_1846_ = (l_1844_ + l_1845_);
                        double l_1847_ = (l_1836_ * l_1841_);
                        double l_1848_ = (l_1846_ + l_1847_);
                        double l_1849_ = (l_1836_ * l_1842_);
                        double l_1850_ = (l_1848_ + l_1849_);
                        double _e3398 = l_mut_120_;
                        double _e3399 = l_mut_119_;
                        double l_1851_ = (_e3398 * _e3399);
                        double l_1852_ = (l_1851_ * l_4_);
                        double _e3402 = l_mut_120_;
                        double l_1853_ = (l_3_ * _e3402);
                        double l_1854_ = (l_1853_ * l_4_);
                        double _e3405 = l_mut_120_;
                        double l_1855_ = (l_1854_ - _e3405);
                        double l_1856_ = (l_1855_ * l_4_);
                        double l_1857_ = (l_1854_ - l_1856_);
                        double _e3409 = l_mut_120_;
                        double l_1858_ = (_e3409 - l_1857_);
                        double _e3411 = l_mut_119_;
                        double l_1859_ = (l_3_ * _e3411);
                        double l_1860_ = (l_1859_ * l_4_);
                        double _e3414 = l_mut_119_;
                        double l_1861_ = (l_1860_ - _e3414);
                        double l_1862_ = (l_1861_ * l_4_);
                        double l_1863_ = (l_1860_ - l_1862_);
                        double _e3418 = l_mut_119_;
                        double l_1864_ = (_e3418 - l_1863_);
                        double l_1865_ = (l_1857_ * l_1863_);
                        double l_1866_ = (l_1865_ - l_1852_);
                        double l_1867_ = (l_1857_ * l_1864_);
                        double l_1868_ = (l_1866_ + l_1867_);
                        double l_1869_ = (l_1858_ * l_1863_);
                        double l_1870_ = (l_1868_ + l_1869_);
                        double l_1871_ = (l_1858_ * l_1864_);
                        double l_1872_ = (l_1870_ + l_1871_);
                        double _e3428 = l_mut_119_;
                        double _e3429 = l_mut_120_;
                        double l_1873_ = (_e3428 * _e3429);
                        double l_1874_ = (l_1873_ * l_4_);
                        double _e3432 = l_mut_119_;
                        double l_1875_ = (l_3_ * _e3432);
                        double l_1876_ = (l_1875_ * l_4_);
                        double _e3435 = l_mut_119_;
                        double l_1877_ = (l_1876_ - _e3435);
                        double l_1878_ = (l_1877_ * l_4_);
                        double l_1879_ = (l_1876_ - l_1878_);
                        double _e3439 = l_mut_119_;
                        double l_1880_ = (_e3439 - l_1879_);
                        double _e3441 = l_mut_120_;
                        double l_1881_ = (l_3_ * _e3441);
                        double l_1882_ = (l_1881_ * l_4_);
                        double _e3444 = l_mut_120_;
                        double l_1883_ = (l_1882_ - _e3444);
                        double l_1884_ = (l_1883_ * l_4_);
                        double l_1885_ = (l_1882_ - l_1884_);
                        double _e3448 = l_mut_120_;
                        double l_1886_ = (_e3448 - l_1885_);
                        double l_1887_ = (l_1879_ * l_1885_);
                        double l_1888_ = (l_1887_ - l_1874_);
                        double l_1889_ = (l_1879_ * l_1886_);
                        double l_1890_ = (l_1888_ + l_1889_);
                        double l_1891_ = (l_1880_ * l_1885_);
                        double l_1892_ = (l_1890_ + l_1891_);
                        double l_1893_ = (l_1880_ * l_1886_);
                        double l_1894_ = (l_1892_ + l_1893_);
                        double _e3458 = l_mut_120_;
                        double _e3459 = l_mut_118_;
                        double l_1895_ = (_e3458 * _e3459);
                        double l_1896_ = (l_1895_ * l_4_);
                        double _e3462 = l_mut_120_;
                        double l_1897_ = (l_3_ * _e3462);
                        double l_1898_ = (l_1897_ * l_4_);
                        double _e3465 = l_mut_120_;
                        double l_1899_ = (l_1898_ - _e3465);
                        double l_1900_ = (l_1899_ * l_4_);
                        double l_1901_ = (l_1898_ - l_1900_);
                        double _e3469 = l_mut_120_;
                        double l_1902_ = (_e3469 - l_1901_);
                        double _e3471 = l_mut_118_;
                        double l_1903_ = (l_3_ * _e3471);
                        double l_1904_ = (l_1903_ * l_4_);
                        double _e3474 = l_mut_118_;
                        double l_1905_ = (l_1904_ - _e3474);
                        double l_1906_ = (l_1905_ * l_4_);
                        double l_1907_ = (l_1904_ - l_1906_);
                        double _e3478 = l_mut_118_;
                        double l_1908_ = (_e3478 - l_1907_);
                        double l_1909_ = (l_1901_ * l_1907_);
                        double l_1910_ = (l_1909_ - l_1896_);
                        double l_1911_ = (l_1901_ * l_1908_);
                        double l_1912_ = (l_1910_ + l_1911_);
                        double l_1913_ = (l_1902_ * l_1907_);
                        double l_1914_ = (l_1912_ + l_1913_);
                        double l_1915_ = (l_1902_ * l_1908_);
                        double l_1916_ = (l_1914_ + l_1915_);
                        double _e3488 = l_mut_119_;
                        double _e3489 = l_mut_119_;
                        double l_1917_ = (_e3488 * _e3489);
                        double l_1918_ = (l_1917_ * l_4_);
                        double _e3492 = l_mut_119_;
                        double l_1919_ = (l_3_ * _e3492);
                        double l_1920_ = (l_1919_ * l_4_);
                        double _e3495 = l_mut_119_;
                        double l_1921_ = (l_1920_ - _e3495);
                        double l_1922_ = (l_1921_ * l_4_);
                        double l_1923_ = (l_1920_ - l_1922_);
                        double _e3499 = l_mut_119_;
                        double l_1924_ = (_e3499 - l_1923_);
                        double _e3501 = l_mut_119_;
                        double l_1925_ = (l_3_ * _e3501);
                        double l_1926_ = (l_1925_ * l_4_);
                        double _e3504 = l_mut_119_;
                        double l_1927_ = (l_1926_ - _e3504);
                        double l_1928_ = (l_1927_ * l_4_);
                        double l_1929_ = (l_1926_ - l_1928_);
                        double _e3508 = l_mut_119_;
                        double l_1930_ = (_e3508 - l_1929_);
                        double l_1931_ = (l_1923_ * l_1929_);
                        double l_1932_ = (l_1931_ - l_1918_);
                        double l_1933_ = (l_1923_ * l_1930_);
                        double l_1934_ = (l_1932_ + l_1933_);
                        double l_1935_ = (l_1924_ * l_1929_);
                        double l_1936_ = (l_1934_ + l_1935_);
                        double l_1937_ = (l_1924_ * l_1930_);
                        double l_1938_ = (l_1936_ + l_1937_);
                        double _e3518 = l_mut_118_;
                        double _e3519 = l_mut_120_;
                        double l_1939_ = (_e3518 * _e3519);
                        double l_1940_ = (l_1939_ * l_4_);
                        double _e3522 = l_mut_118_;
                        double l_1941_ = (l_3_ * _e3522);
                        double l_1942_ = (l_1941_ * l_4_);
                        double _e3525 = l_mut_118_;
                        double l_1943_ = (l_1942_ - _e3525);
                        double l_1944_ = (l_1943_ * l_4_);
                        double l_1945_ = (l_1942_ - l_1944_);
                        double _e3529 = l_mut_118_;
                        double l_1946_ = (_e3529 - l_1945_);
                        double _e3531 = l_mut_120_;
                        double l_1947_ = (l_3_ * _e3531);
                        double l_1948_ = (l_1947_ * l_4_);
                        double _e3534 = l_mut_120_;
                        double l_1949_ = (l_1948_ - _e3534);
                        double l_1950_ = (l_1949_ * l_4_);
                        double l_1951_ = (l_1948_ - l_1950_);
                        double _e3538 = l_mut_120_;
                        double l_1952_ = (_e3538 - l_1951_);
                        double l_1953_ = (l_1945_ * l_1951_);
                        double l_1954_ = (l_1953_ - l_1940_);
                        double l_1955_ = (l_1945_ * l_1952_);
                        double l_1956_ = (l_1954_ + l_1955_);
                        double l_1957_ = (l_1946_ * l_1951_);
                        double l_1958_ = (l_1956_ + l_1957_);
                        double l_1959_ = (l_1946_ * l_1952_);
                        double l_1960_ = (l_1958_ + l_1959_);
                        double l_1961_ = (l_1852_ + l_1874_);
                        double l_1962_ = (l_1961_ * l_4_);
                        double l_1963_ = (l_1962_ - l_1852_);
                        double l_1964_ = (l_1963_ * l_4_);
                        double l_1965_ = (l_1962_ - l_1964_);
                        double l_1966_ = (l_1965_ * l_4_);
                        double l_1967_ = (l_1852_ - l_1966_);
                        double l_1968_ = (l_1874_ - l_1964_);
                        double l_1969_ = (l_1967_ + l_1968_);
                        double l_1970_ = (l_1850_ + l_1962_);
                        double l_1971_ = (l_1970_ * l_4_);
                        double l_1972_ = (l_1971_ - l_1850_);
                        double l_1973_ = (l_1972_ * l_4_);
                        double l_1974_ = (l_1971_ - l_1973_);
                        double l_1975_ = (l_1974_ * l_4_);
                        double l_1976_ = (l_1850_ - l_1975_);
                        double l_1977_ = (l_1962_ - l_1973_);
                        double l_1978_ = (l_1976_ + l_1977_);
                        double l_1979_ = (l_1969_ + l_1978_);
                        double l_1980_ = (l_1979_ * l_4_);
                        double l_1981_ = (l_1980_ - l_1969_);
                        double l_1982_ = (l_1981_ * l_4_);
                        double l_1983_ = (l_1980_ - l_1982_);
                        double l_1984_ = (l_1983_ * l_4_);
                        double l_1985_ = (l_1969_ - l_1984_);
                        double l_1986_ = (l_1978_ - l_1982_);
                        double l_1987_ = (l_1985_ + l_1986_);
                        double l_1988_ = (l_1980_ + l_1872_);
                        double l_1989_ = (l_1988_ * l_4_);
                        double l_1990_ = (l_1989_ - l_1980_);
                        double l_1991_ = (l_1990_ * l_4_);
                        double l_1992_ = (l_1989_ - l_1991_);
                        double l_1993_ = (l_1992_ * l_4_);
                        double l_1994_ = (l_1980_ - l_1993_);
                        double l_1995_ = (l_1872_ - l_1991_);
                        double l_1996_ = (l_1994_ + l_1995_);
                        double l_1997_ = (l_1894_ + l_1989_);
                        double l_1998_ = (l_1997_ * l_4_);
                        double l_1999_ = (l_1998_ - l_1894_);
                        double l_2000_ = (l_1999_ * l_4_);
                        double l_2001_ = (l_1998_ - l_2000_);
                        double l_2002_ = (l_2001_ * l_4_);
                        double l_2003_ = (l_1894_ - l_2002_);
                        double l_2004_ = (l_1989_ - l_2000_);
                        double l_2005_ = (l_2003_ + l_2004_);
                        double l_2006_ = (l_1996_ + l_2005_);
                        double l_2007_ = (l_2006_ * l_4_);
                        double l_2008_ = (l_2007_ - l_1996_);
                        double l_2009_ = (l_2008_ * l_4_);
                        double l_2010_ = (l_2007_ - l_2009_);
                        double l_2011_ = (l_2010_ * l_4_);
                        double l_2012_ = (l_1996_ - l_2011_);
                        double l_2013_ = (l_2005_ - l_2009_);
                        double l_2014_ = (l_2012_ + l_2013_);
                        double l_2015_ = (l_1896_ + l_1918_);
                        double l_2016_ = (l_2015_ * l_4_);
                        double l_2017_ = (l_2016_ - l_1896_);
                        double l_2018_ = (l_2017_ * l_4_);
                        double l_2019_ = (l_2016_ - l_2018_);
                        double l_2020_ = (l_2019_ * l_4_);
                        double l_2021_ = (l_1896_ - l_2020_);
                        double l_2022_ = (l_1918_ - l_2018_);
                        double l_2023_ = (l_2021_ + l_2022_);
                        double l_2024_ = (l_1940_ + l_2016_);
                        double l_2025_ = (l_2024_ * l_4_);
                        double l_2026_ = (l_2025_ - l_1940_);
                        double l_2027_ = (l_2026_ * l_4_);
                        double l_2028_ = (l_2025_ - l_2027_);
                        double l_2029_ = (l_2028_ * l_4_);
                        double l_2030_ = (l_1940_ - l_2029_);
                        double l_2031_ = (l_2016_ - l_2027_);
                        double l_2032_ = (l_2030_ + l_2031_);
                        double l_2033_ = (l_2023_ + l_2032_);
                        double l_2034_ = (l_2033_ * l_4_);
                        double l_2035_ = (l_2034_ - l_2023_);
                        double l_2036_ = (l_2035_ * l_4_);
                        double l_2037_ = (l_2034_ - l_2036_);
                        double l_2038_ = (l_2037_ * l_4_);
                        double l_2039_ = (l_2023_ - l_2038_);
                        double l_2040_ = (l_2032_ - l_2036_);
                        double l_2041_ = (l_2039_ + l_2040_);
                        double l_2042_ = (l_1998_ + l_2025_);
                        double l_2043_ = (l_2042_ * l_4_);
                        double l_2044_ = (l_2043_ - l_1998_);
                        double l_2045_ = (l_2044_ * l_4_);
                        double l_2046_ = (l_2043_ - l_2045_);
                        double l_2047_ = (l_2046_ * l_4_);
                        double l_2048_ = (l_1998_ - l_2047_);
                        double l_2049_ = (l_2025_ - l_2045_);
                        double l_2050_ = (l_2048_ + l_2049_);
                        double l_2051_ = (l_2007_ + l_2034_);
                        double l_2052_ = (l_2051_ * l_4_);
                        double l_2053_ = (l_2052_ - l_2007_);
                        double l_2054_ = (l_2053_ * l_4_);
                        double l_2055_ = (l_2052_ - l_2054_);
                        double l_2056_ = (l_2055_ * l_4_);
                        double l_2057_ = (l_2007_ - l_2056_);
                        double l_2058_ = (l_2034_ - l_2054_);
                        double l_2059_ = (l_2057_ + l_2058_);
                        double l_2060_ = (l_2052_ + l_2050_);
                        double l_2061_ = (l_2060_ * l_4_);
                        double l_2062_ = (l_2061_ - l_2052_);
                        double l_2063_ = (l_2062_ * l_4_);
                        double l_2064_ = (l_2061_ - l_2063_);
                        double l_2065_ = (l_2064_ * l_4_);
                        double l_2066_ = (l_2052_ - l_2065_);
                        double l_2067_ = (l_2050_ - l_2063_);
                        double l_2068_ = (l_2066_ + l_2067_);
                        double l_2069_ = (l_2014_ + l_2041_);
                        double l_2070_ = (l_2068_ + l_2059_);
                        double l_2071_ = (l_2069_ + l_2070_);
                        double _e3659 = l_mut_120_;
                        double _e3660 = l_mut_117_;
                        double l_2072_ = (_e3659 * _e3660);
                        double _e3662 = l_mut_119_;
                        double _e3663 = l_mut_118_;
                        double l_2073_ = (_e3662 * _e3663);
                        double l_2074_ = (l_2072_ + l_2073_);
                        double _e3666 = l_mut_118_;
                        double _e3667 = l_mut_119_;
                        double l_2075_ = (_e3666 * _e3667);
                        double _e3669 = l_mut_117_;
                        double _e3670 = l_mut_120_;
                        double l_2076_ = (_e3669 * _e3670);
                        double l_2077_ = (l_2075_ + l_2076_);
                        double l_2078_ = (l_2074_ + l_2077_);
                        double l_2079_ = (l_1987_ + l_1916_);
                        double l_2080_ = (l_1938_ + l_1960_);
                        double l_2081_ = (l_2079_ + l_2080_);
                        double l_2082_ = (l_2078_ + l_2081_);
                        double l_2083_ = (l_2061_ + l_2082_);
                        double l_2084_ = (l_2083_ + l_2071_);
                        double l_2085_ = (l_2084_ * l_4_);
                        double l_2086_ = (l_2085_ - l_2083_);
                        double l_2087_ = (l_2086_ * l_4_);
                        double l_2088_ = (l_2071_ - l_2087_);
                        double l_2089_ = (l_2043_ + l_2085_);
                        double l_2090_ = (l_2089_ * l_4_);
                        double l_2091_ = (l_2090_ - l_2043_);
                        double l_2092_ = (l_2091_ * l_4_);
                        double l_2093_ = (l_2085_ - l_2092_);
                        double l_2094_ = (l_1971_ + l_2090_);
                        double l_2095_ = (l_2094_ * l_4_);
                        double l_2096_ = (l_2095_ - l_1971_);
                        double l_2097_ = (l_2096_ * l_4_);
                        double l_2098_ = (l_2090_ - l_2097_);
                        double l_2099_ = (l_1830_ + l_2095_);
                        double l_2100_ = (l_2099_ * l_4_);
                        double l_2101_ = (l_2100_ - l_1830_);
                        double l_2102_ = (l_2101_ * l_4_);
                        double l_2103_ = (l_2095_ - l_2102_);
                        l_mut_116_ = 0.0L;
                        l_mut_54_ = 0.0L;
                        l_mut_53_ = 0.0L;
                        l_mut_52_ = 0.0L;
                        l_mut_51_ = l_2100_;
                        l_mut_121_ = 0u;
                        double _e3704 = l_mut_51_;
                        double l_2104_ = (_e3704 + l_2103_);
                        double l_2105_ = (l_2104_ * l_4_);
                        double _e3707 = l_mut_51_;
                        double l_2106_ = (l_2105_ - _e3707);
                        double l_2107_ = (l_2106_ * l_4_);
                        double l_2108_ = (l_2103_ - l_2107_);
                        uint _e3711 = l_mut_121_;
                        bool l_2109_ = (_e3711 < 3u);
                        bool l_2110_ = (l_2108_ != 0.0L);
                        if (l_2109_) {
                            local_108 = l_2110_;
                        } else {
                            local_108 = false;
                        }
                        bool l_2111_ = local_108;
                        uint _e3720 = l_mut_121_;
                        bool l_2112_ = (_e3720 == 0u);
                        if (l_2111_) {
                            local_109 = l_2112_;
                        } else {
                            local_109 = false;
                        }
                        bool l_2113_ = local_109;
                        double _e3727 = l_mut_116_;
                        double l_2114_ = (l_2113_ ? l_2105_ : _e3727);
                        l_mut_116_ = l_2114_;
                        uint _e3729 = l_mut_121_;
                        bool l_2115_ = (_e3729 == 1u);
                        if (l_2111_) {
                            local_110 = l_2115_;
                        } else {
                            local_110 = false;
                        }
                        bool l_2116_ = local_110;
                        double _e3736 = l_mut_54_;
                        double l_2117_ = (l_2116_ ? l_2105_ : _e3736);
                        l_mut_54_ = l_2117_;
                        uint _e3738 = l_mut_121_;
                        bool l_2118_ = (_e3738 == 2u);
                        if (l_2111_) {
                            local_111 = l_2118_;
                        } else {
                            local_111 = false;
                        }
                        bool l_2119_ = local_111;
                        double _e3745 = l_mut_53_;
                        double l_2120_ = (l_2119_ ? l_2105_ : _e3745);
                        l_mut_53_ = l_2120_;
                        double l_2121_ = (l_2111_ ? l_2108_ : l_2105_);
                        double _e3748 = l_mut_51_;
                        double l_2122_ = (_e3748 + l_2103_);
                        double l_2123_ = (l_2109_ ? l_2121_ : l_2122_);
                        l_mut_51_ = l_2123_;
                        uint l_2124_ = uint(l_2111_);
                        uint _e3752 = l_mut_121_;
                        l_mut_121_ = (_e3752 + l_2124_);
                        double _e3754 = l_mut_51_;
                        double l_2125_ = (_e3754 + l_2098_);
                        double l_2126_ = (l_2125_ * l_4_);
                        double _e3757 = l_mut_51_;
                        double l_2127_ = (l_2126_ - _e3757);
                        double l_2128_ = (l_2127_ * l_4_);
                        double l_2129_ = (l_2098_ - l_2128_);
                        uint _e3761 = l_mut_121_;
                        bool l_2130_ = (_e3761 < 3u);
                        bool l_2131_ = (l_2129_ != 0.0L);
                        if (l_2130_) {
                            local_112 = l_2131_;
                        } else {
                            local_112 = false;
                        }
                        bool l_2132_ = local_112;
                        uint _e3770 = l_mut_121_;
                        bool l_2133_ = (_e3770 == 0u);
                        if (l_2132_) {
                            local_113 = l_2133_;
                        } else {
                            local_113 = false;
                        }
                        bool l_2134_ = local_113;
                        double _e3777 = l_mut_116_;
                        double l_2135_ = (l_2134_ ? l_2126_ : _e3777);
                        l_mut_116_ = l_2135_;
                        uint _e3779 = l_mut_121_;
                        bool l_2136_ = (_e3779 == 1u);
                        if (l_2132_) {
                            local_114 = l_2136_;
                        } else {
                            local_114 = false;
                        }
                        bool l_2137_ = local_114;
                        double _e3786 = l_mut_54_;
                        double l_2138_ = (l_2137_ ? l_2126_ : _e3786);
                        l_mut_54_ = l_2138_;
                        uint _e3788 = l_mut_121_;
                        bool l_2139_ = (_e3788 == 2u);
                        if (l_2132_) {
                            local_115 = l_2139_;
                        } else {
                            local_115 = false;
                        }
                        bool l_2140_ = local_115;
                        double _e3795 = l_mut_53_;
                        double l_2141_ = (l_2140_ ? l_2126_ : _e3795);
                        l_mut_53_ = l_2141_;
                        double l_2142_ = (l_2132_ ? l_2129_ : l_2126_);
                        double _e3798 = l_mut_51_;
                        double l_2143_ = (_e3798 + l_2098_);
                        double l_2144_ = (l_2130_ ? l_2142_ : l_2143_);
                        l_mut_51_ = l_2144_;
                        uint l_2145_ = uint(l_2132_);
                        uint _e3802 = l_mut_121_;
                        l_mut_121_ = (_e3802 + l_2145_);
                        double _e3804 = l_mut_51_;
                        double l_2146_ = (_e3804 + l_2093_);
                        double l_2147_ = (l_2146_ * l_4_);
                        double _e3807 = l_mut_51_;
                        double l_2148_ = (l_2147_ - _e3807);
                        double l_2149_ = (l_2148_ * l_4_);
                        double l_2150_ = (l_2093_ - l_2149_);
                        uint _e3811 = l_mut_121_;
                        bool l_2151_ = (_e3811 < 3u);
                        bool l_2152_ = (l_2150_ != 0.0L);
                        if (l_2151_) {
                            local_116 = l_2152_;
                        } else {
                            local_116 = false;
                        }
                        bool l_2153_ = local_116;
                        uint _e3820 = l_mut_121_;
                        bool l_2154_ = (_e3820 == 0u);
                        if (l_2153_) {
                            local_117 = l_2154_;
                        } else {
                            local_117 = false;
                        }
                        bool l_2155_ = local_117;
                        double _e3827 = l_mut_116_;
                        double l_2156_ = (l_2155_ ? l_2147_ : _e3827);
                        l_mut_116_ = l_2156_;
                        uint _e3829 = l_mut_121_;
                        bool l_2157_ = (_e3829 == 1u);
                        if (l_2153_) {
                            local_118 = l_2157_;
                        } else {
                            local_118 = false;
                        }
                        bool l_2158_ = local_118;
                        double _e3836 = l_mut_54_;
                        double l_2159_ = (l_2158_ ? l_2147_ : _e3836);
                        l_mut_54_ = l_2159_;
                        uint _e3838 = l_mut_121_;
                        bool l_2160_ = (_e3838 == 2u);
                        if (l_2153_) {
                            local_119 = l_2160_;
                        } else {
                            local_119 = false;
                        }
                        bool l_2161_ = local_119;
                        double _e3845 = l_mut_53_;
                        double l_2162_ = (l_2161_ ? l_2147_ : _e3845);
                        l_mut_53_ = l_2162_;
                        double l_2163_ = (l_2153_ ? l_2150_ : l_2147_);
                        double _e3848 = l_mut_51_;
                        double l_2164_ = (_e3848 + l_2093_);
                        double l_2165_ = (l_2151_ ? l_2163_ : l_2164_);
                        l_mut_51_ = l_2165_;
                        uint l_2166_ = uint(l_2153_);
                        uint _e3852 = l_mut_121_;
                        l_mut_121_ = (_e3852 + l_2166_);
                        double _e3854 = l_mut_51_;
                        double l_2167_ = (_e3854 + l_2088_);
                        double l_2168_ = (l_2167_ * l_4_);
                        double _e3857 = l_mut_51_;
                        double l_2169_ = (l_2168_ - _e3857);
                        double l_2170_ = (l_2169_ * l_4_);
                        double l_2171_ = (l_2088_ - l_2170_);
                        uint _e3861 = l_mut_121_;
                        bool l_2172_ = (_e3861 < 3u);
                        bool l_2173_ = (l_2171_ != 0.0L);
                        if (l_2172_) {
                            local_120 = l_2173_;
                        } else {
                            local_120 = false;
                        }
                        bool l_2174_ = local_120;
                        uint _e3870 = l_mut_121_;
                        bool l_2175_ = (_e3870 == 0u);
                        if (l_2174_) {
                            local_121 = l_2175_;
                        } else {
                            local_121 = false;
                        }
                        bool l_2176_ = local_121;
                        double _e3877 = l_mut_116_;
                        double l_2177_ = (l_2176_ ? l_2168_ : _e3877);
                        l_mut_116_ = l_2177_;
                        uint _e3879 = l_mut_121_;
                        bool l_2178_ = (_e3879 == 1u);
                        if (l_2174_) {
                            local_122 = l_2178_;
                        } else {
                            local_122 = false;
                        }
                        bool l_2179_ = local_122;
                        double _e3886 = l_mut_54_;
                        double l_2180_ = (l_2179_ ? l_2168_ : _e3886);
                        l_mut_54_ = l_2180_;
                        uint _e3888 = l_mut_121_;
                        bool l_2181_ = (_e3888 == 2u);
                        if (l_2174_) {
                            local_123 = l_2181_;
                        } else {
                            local_123 = false;
                        }
                        bool l_2182_ = local_123;
                        double _e3895 = l_mut_53_;
                        double l_2183_ = (l_2182_ ? l_2168_ : _e3895);
                        l_mut_53_ = l_2183_;
                        double l_2184_ = (l_2174_ ? l_2171_ : l_2168_);
                        double _e3898 = l_mut_51_;
                        double l_2185_ = (_e3898 + l_2088_);
                        double l_2186_ = (l_2172_ ? l_2184_ : l_2185_);
                        l_mut_51_ = l_2186_;
                        uint l_2187_ = uint(l_2174_);
                        uint _e3902 = l_mut_121_;
                        l_mut_121_ = (_e3902 + l_2187_);
                        uint _e3904 = l_mut_121_;
                        bool l_2188_ = (_e3904 == 0u);
                        double _e3907 = l_mut_116_;
                        double _e3908 = l_mut_51_;
                        double l_2189_ = (l_2188_ ? _e3908 : _e3907);
                        l_mut_116_ = l_2189_;
                        uint _e3910 = l_mut_121_;
                        bool l_2190_ = (_e3910 == 1u);
                        double _e3913 = l_mut_54_;
                        double _e3914 = l_mut_51_;
                        double l_2191_ = (l_2190_ ? _e3914 : _e3913);
                        l_mut_54_ = l_2191_;
                        uint _e3916 = l_mut_121_;
                        bool l_2192_ = (_e3916 == 2u);
                        double _e3919 = l_mut_53_;
                        double _e3920 = l_mut_51_;
                        double l_2193_ = (l_2192_ ? _e3920 : _e3919);
                        l_mut_53_ = l_2193_;
                        uint _e3922 = l_mut_121_;
                        bool l_2194_ = (_e3922 == 3u);
                        double _e3925 = l_mut_52_;
                        double _e3926 = l_mut_51_;
                        double l_2195_ = (l_2194_ ? _e3926 : _e3925);
                        l_mut_52_ = l_2195_;
                        a_2196_[0] = l_1825_;
                        double _e3930 = l_mut_116_;
                        a_2196_[1] = _e3930;
                        a_2196_[2] = l_1826_;
                        double _e3933 = l_mut_54_;
                        a_2196_[3] = _e3933;
                        a_2196_[4] = l_1827_;
                        double _e3936 = l_mut_53_;
                        a_2196_[5] = _e3936;
                        a_2196_[6] = l_1828_;
                        double _e3939 = l_mut_52_;
                        a_2196_[7] = _e3939;
                        double l_2197_ = a_2196_[7];
                        l_mut_51_ = l_2197_;
                        double l_2198_ = a_2196_[6];
                        double _e3944 = l_mut_51_;
                        double l_2199_ = (l_2198_ + _e3944);
                        double l_2200_ = (l_2199_ * l_4_);
                        double l_2201_ = (l_2200_ - l_2198_);
                        double l_2202_ = (l_2201_ * l_4_);
                        double l_2203_ = (l_2200_ - l_2202_);
                        double l_2204_ = (l_2203_ * l_4_);
                        double l_2205_ = (l_2198_ - l_2204_);
                        double _e3952 = l_mut_51_;
                        double l_2206_ = (_e3952 - l_2202_);
                        double l_2207_ = (l_2205_ + l_2206_);
                        a_2196_[7] = l_2207_;
                        l_mut_51_ = l_2200_;
                        double l_2208_ = a_2196_[5];
                        double _e3958 = l_mut_51_;
                        double l_2209_ = (l_2208_ + _e3958);
                        double l_2210_ = (l_2209_ * l_4_);
                        double l_2211_ = (l_2210_ - l_2208_);
                        double l_2212_ = (l_2211_ * l_4_);
                        double l_2213_ = (l_2210_ - l_2212_);
                        double l_2214_ = (l_2213_ * l_4_);
                        double l_2215_ = (l_2208_ - l_2214_);
                        double _e3966 = l_mut_51_;
                        double l_2216_ = (_e3966 - l_2212_);
                        double l_2217_ = (l_2215_ + l_2216_);
                        a_2196_[6] = l_2217_;
                        l_mut_51_ = l_2210_;
                        double l_2218_ = a_2196_[4];
                        double _e3972 = l_mut_51_;
                        double l_2219_ = (l_2218_ + _e3972);
                        double l_2220_ = (l_2219_ * l_4_);
                        double l_2221_ = (l_2220_ - l_2218_);
                        double l_2222_ = (l_2221_ * l_4_);
                        double l_2223_ = (l_2220_ - l_2222_);
                        double l_2224_ = (l_2223_ * l_4_);
                        double l_2225_ = (l_2218_ - l_2224_);
                        double _e3980 = l_mut_51_;
                        double l_2226_ = (_e3980 - l_2222_);
                        double l_2227_ = (l_2225_ + l_2226_);
                        a_2196_[5] = l_2227_;
                        l_mut_51_ = l_2220_;
                        double l_2228_ = a_2196_[3];
                        double _e3986 = l_mut_51_;
                        double l_2229_ = (l_2228_ + _e3986);
                        double l_2230_ = (l_2229_ * l_4_);
                        double l_2231_ = (l_2230_ - l_2228_);
                        double l_2232_ = (l_2231_ * l_4_);
                        double l_2233_ = (l_2230_ - l_2232_);
                        double l_2234_ = (l_2233_ * l_4_);
                        double l_2235_ = (l_2228_ - l_2234_);
                        double _e3994 = l_mut_51_;
                        double l_2236_ = (_e3994 - l_2232_);
                        double l_2237_ = (l_2235_ + l_2236_);
                        a_2196_[4] = l_2237_;
                        l_mut_51_ = l_2230_;
                        double l_2238_ = a_2196_[2];
                        double _e4000 = l_mut_51_;
                        double l_2239_ = (l_2238_ + _e4000);
                        double l_2240_ = (l_2239_ * l_4_);
                        double l_2241_ = (l_2240_ - l_2238_);
                        double l_2242_ = (l_2241_ * l_4_);
                        double l_2243_ = (l_2240_ - l_2242_);
                        double l_2244_ = (l_2243_ * l_4_);
                        double l_2245_ = (l_2238_ - l_2244_);
                        double _e4008 = l_mut_51_;
                        double l_2246_ = (_e4008 - l_2242_);
                        double l_2247_ = (l_2245_ + l_2246_);
                        a_2196_[3] = l_2247_;
                        l_mut_51_ = l_2240_;
                        double l_2248_ = a_2196_[1];
                        double _e4014 = l_mut_51_;
                        double l_2249_ = (l_2248_ + _e4014);
                        double l_2250_ = (l_2249_ * l_4_);
                        double l_2251_ = (l_2250_ - l_2248_);
                        double l_2252_ = (l_2251_ * l_4_);
                        double l_2253_ = (l_2250_ - l_2252_);
                        double l_2254_ = (l_2253_ * l_4_);
                        double l_2255_ = (l_2248_ - l_2254_);
                        double _e4022 = l_mut_51_;
                        double l_2256_ = (_e4022 - l_2252_);
                        double l_2257_ = (l_2255_ + l_2256_);
                        a_2196_[2] = l_2257_;
                        l_mut_51_ = l_2250_;
                        double l_2258_ = a_2196_[0];
                        double _e4028 = l_mut_51_;
                        double l_2259_ = (l_2258_ + _e4028);
                        double l_2260_ = (l_2259_ * l_4_);
                        double l_2261_ = (l_2260_ - l_2258_);
                        double l_2262_ = (l_2261_ * l_4_);
                        double l_2263_ = (l_2260_ - l_2262_);
                        double l_2264_ = (l_2263_ * l_4_);
                        double l_2265_ = (l_2258_ - l_2264_);
                        double _e4036 = l_mut_51_;
                        double l_2266_ = (_e4036 - l_2262_);
                        double l_2267_ = (l_2265_ + l_2266_);
                        a_2196_[1] = l_2267_;
                        l_mut_51_ = l_2260_;
                        double _e4041 = l_mut_51_;
                        a_2196_[0] = _e4041;
                        double l_2268_ = a_2196_[7];
                        l_mut_51_ = l_2268_;
                        double l_2269_ = a_2196_[6];
                        double _e4046 = l_mut_51_;
                        double l_2270_ = (l_2269_ + _e4046);
                        double l_2271_ = (l_2270_ * l_4_);
                        double l_2272_ = (l_2271_ - l_2269_);
                        double l_2273_ = (l_2272_ * l_4_);
                        double l_2274_ = (l_2271_ - l_2273_);
                        double l_2275_ = (l_2274_ * l_4_);
                        double l_2276_ = (l_2269_ - l_2275_);
                        double _e4054 = l_mut_51_;
                        double l_2277_ = (_e4054 - l_2273_);
                        double l_2278_ = (l_2276_ + l_2277_);
                        a_2196_[7] = l_2278_;
                        l_mut_51_ = l_2271_;
                        double l_2279_ = a_2196_[5];
                        double _e4060 = l_mut_51_;
                        double l_2280_ = (l_2279_ + _e4060);
                        double l_2281_ = (l_2280_ * l_4_);
                        double l_2282_ = (l_2281_ - l_2279_);
                        double l_2283_ = (l_2282_ * l_4_);
                        double l_2284_ = (l_2281_ - l_2283_);
                        double l_2285_ = (l_2284_ * l_4_);
                        double l_2286_ = (l_2279_ - l_2285_);
                        double _e4068 = l_mut_51_;
                        double l_2287_ = (_e4068 - l_2283_);
                        double l_2288_ = (l_2286_ + l_2287_);
                        a_2196_[6] = l_2288_;
                        l_mut_51_ = l_2281_;
                        double l_2289_ = a_2196_[4];
                        double _e4074 = l_mut_51_;
                        double l_2290_ = (l_2289_ + _e4074);
                        double l_2291_ = (l_2290_ * l_4_);
                        double l_2292_ = (l_2291_ - l_2289_);
                        double l_2293_ = (l_2292_ * l_4_);
                        double l_2294_ = (l_2291_ - l_2293_);
                        double l_2295_ = (l_2294_ * l_4_);
                        double l_2296_ = (l_2289_ - l_2295_);
                        double _e4082 = l_mut_51_;
                        double l_2297_ = (_e4082 - l_2293_);
                        double l_2298_ = (l_2296_ + l_2297_);
                        a_2196_[5] = l_2298_;
                        l_mut_51_ = l_2291_;
                        double l_2299_ = a_2196_[3];
                        double _e4088 = l_mut_51_;
                        double l_2300_ = (l_2299_ + _e4088);
                        double l_2301_ = (l_2300_ * l_4_);
                        double l_2302_ = (l_2301_ - l_2299_);
                        double l_2303_ = (l_2302_ * l_4_);
                        double l_2304_ = (l_2301_ - l_2303_);
                        double l_2305_ = (l_2304_ * l_4_);
                        double l_2306_ = (l_2299_ - l_2305_);
                        double _e4096 = l_mut_51_;
                        double l_2307_ = (_e4096 - l_2303_);
                        double l_2308_ = (l_2306_ + l_2307_);
                        a_2196_[4] = l_2308_;
                        l_mut_51_ = l_2301_;
                        double l_2309_ = a_2196_[2];
                        double _e4102 = l_mut_51_;
                        double l_2310_ = (l_2309_ + _e4102);
                        double l_2311_ = (l_2310_ * l_4_);
                        double l_2312_ = (l_2311_ - l_2309_);
                        double l_2313_ = (l_2312_ * l_4_);
                        double l_2314_ = (l_2311_ - l_2313_);
                        double l_2315_ = (l_2314_ * l_4_);
                        double l_2316_ = (l_2309_ - l_2315_);
                        double _e4110 = l_mut_51_;
                        double l_2317_ = (_e4110 - l_2313_);
                        double l_2318_ = (l_2316_ + l_2317_);
                        a_2196_[3] = l_2318_;
                        l_mut_51_ = l_2311_;
                        double l_2319_ = a_2196_[1];
                        double _e4116 = l_mut_51_;
                        double l_2320_ = (l_2319_ + _e4116);
                        double l_2321_ = (l_2320_ * l_4_);
                        double l_2322_ = (l_2321_ - l_2319_);
                        double l_2323_ = (l_2322_ * l_4_);
                        double l_2324_ = (l_2321_ - l_2323_);
                        double l_2325_ = (l_2324_ * l_4_);
                        double l_2326_ = (l_2319_ - l_2325_);
                        double _e4124 = l_mut_51_;
                        double l_2327_ = (_e4124 - l_2323_);
                        double l_2328_ = (l_2326_ + l_2327_);
                        a_2196_[2] = l_2328_;
                        l_mut_51_ = l_2321_;
                        double l_2329_ = a_2196_[0];
                        double _e4130 = l_mut_51_;
                        double l_2330_ = (l_2329_ + _e4130);
                        double l_2331_ = (l_2330_ * l_4_);
                        double l_2332_ = (l_2331_ - l_2329_);
                        double l_2333_ = (l_2332_ * l_4_);
                        double l_2334_ = (l_2331_ - l_2333_);
                        double l_2335_ = (l_2334_ * l_4_);
                        double l_2336_ = (l_2329_ - l_2335_);
                        double _e4138 = l_mut_51_;
                        double l_2337_ = (_e4138 - l_2333_);
                        double l_2338_ = (l_2336_ + l_2337_);
                        a_2196_[1] = l_2338_;
                        l_mut_51_ = l_2331_;
                        double _e4143 = l_mut_51_;
                        a_2196_[0] = _e4143;
                        l_mut_51_ = 0.0L;
                        l_mut_2339_ = 0.0L;
                        l_mut_2340_ = 0.0L;
                        l_mut_2341_ = 0.0L;
                        double l_2342_ = a_2196_[0];
                        l_mut_2343_ = l_2342_;
                        l_mut_121_ = 0u;
                        double l_2344_ = a_2196_[1];
                        double _e4153 = l_mut_2343_;
                        double l_2345_ = (_e4153 + l_2344_);
                        double l_2346_ = (l_2345_ * l_4_);
                        double _e4156 = l_mut_2343_;
                        double l_2347_ = (l_2346_ - _e4156);
                        double l_2348_ = (l_2347_ * l_4_);
                        double l_2349_ = (l_2346_ - l_2348_);
                        double l_2350_ = (l_2349_ * l_4_);
                        double _e4161 = l_mut_2343_;
                        double l_2351_ = (_e4161 - l_2350_);
                        double l_2352_ = (l_2344_ - l_2348_);
                        double l_2353_ = (l_2351_ + l_2352_);
                        uint _e4165 = l_mut_121_;
                        bool l_2354_ = (_e4165 < 3u);
                        bool l_2355_ = (l_2353_ != 0.0L);
                        if (l_2354_) {
                            local_124 = l_2355_;
                        } else {
                            local_124 = false;
                        }
                        bool l_2356_ = local_124;
                        uint _e4174 = l_mut_121_;
                        bool l_2357_ = (_e4174 == 0u);
                        if (l_2356_) {
                            local_125 = l_2357_;
                        } else {
                            local_125 = false;
                        }
                        bool l_2358_ = local_125;
                        double _e4181 = l_mut_51_;
                        double l_2359_ = (l_2358_ ? l_2346_ : _e4181);
                        l_mut_51_ = l_2359_;
                        uint _e4183 = l_mut_121_;
                        bool l_2360_ = (_e4183 == 1u);
                        if (l_2356_) {
                            local_126 = l_2360_;
                        } else {
                            local_126 = false;
                        }
                        bool l_2361_ = local_126;
                        double _e4190 = l_mut_2339_;
                        double l_2362_ = (l_2361_ ? l_2346_ : _e4190);
                        l_mut_2339_ = l_2362_;
                        uint _e4192 = l_mut_121_;
                        bool l_2363_ = (_e4192 == 2u);
                        if (l_2356_) {
                            local_127 = l_2363_;
                        } else {
                            local_127 = false;
                        }
                        bool l_2364_ = local_127;
                        double _e4199 = l_mut_2340_;
                        double l_2365_ = (l_2364_ ? l_2346_ : _e4199);
                        l_mut_2340_ = l_2365_;
                        double l_2366_ = (l_2356_ ? l_2353_ : l_2346_);
                        double _e4202 = l_mut_2343_;
                        double l_2367_ = (_e4202 + l_2344_);
                        double l_2368_ = (l_2354_ ? l_2366_ : l_2367_);
                        l_mut_2343_ = l_2368_;
                        uint l_2369_ = uint(l_2356_);
                        uint _e4206 = l_mut_121_;
                        l_mut_121_ = (_e4206 + l_2369_);
                        double l_2370_ = a_2196_[2];
                        double _e4210 = l_mut_2343_;
                        double l_2371_ = (_e4210 + l_2370_);
                        double l_2372_ = (l_2371_ * l_4_);
                        double _e4213 = l_mut_2343_;
                        double l_2373_ = (l_2372_ - _e4213);
                        double l_2374_ = (l_2373_ * l_4_);
                        double l_2375_ = (l_2372_ - l_2374_);
                        double l_2376_ = (l_2375_ * l_4_);
                        double _e4218 = l_mut_2343_;
                        double l_2377_ = (_e4218 - l_2376_);
                        double l_2378_ = (l_2370_ - l_2374_);
                        double l_2379_ = (l_2377_ + l_2378_);
                        uint _e4222 = l_mut_121_;
                        bool l_2380_ = (_e4222 < 3u);
                        bool l_2381_ = (l_2379_ != 0.0L);
                        if (l_2380_) {
                            local_128 = l_2381_;
                        } else {
                            local_128 = false;
                        }
                        bool l_2382_ = local_128;
                        uint _e4231 = l_mut_121_;
                        bool l_2383_ = (_e4231 == 0u);
                        if (l_2382_) {
                            local_129 = l_2383_;
                        } else {
                            local_129 = false;
                        }
                        bool l_2384_ = local_129;
                        double _e4238 = l_mut_51_;
                        double l_2385_ = (l_2384_ ? l_2372_ : _e4238);
                        l_mut_51_ = l_2385_;
                        uint _e4240 = l_mut_121_;
                        bool l_2386_ = (_e4240 == 1u);
                        if (l_2382_) {
                            local_130 = l_2386_;
                        } else {
                            local_130 = false;
                        }
                        bool l_2387_ = local_130;
                        double _e4247 = l_mut_2339_;
                        double l_2388_ = (l_2387_ ? l_2372_ : _e4247);
                        l_mut_2339_ = l_2388_;
                        uint _e4249 = l_mut_121_;
                        bool l_2389_ = (_e4249 == 2u);
                        if (l_2382_) {
                            local_131 = l_2389_;
                        } else {
                            local_131 = false;
                        }
                        bool l_2390_ = local_131;
                        double _e4256 = l_mut_2340_;
                        double l_2391_ = (l_2390_ ? l_2372_ : _e4256);
                        l_mut_2340_ = l_2391_;
                        double l_2392_ = (l_2382_ ? l_2379_ : l_2372_);
                        double _e4259 = l_mut_2343_;
                        double l_2393_ = (_e4259 + l_2370_);
                        double l_2394_ = (l_2380_ ? l_2392_ : l_2393_);
                        l_mut_2343_ = l_2394_;
                        uint l_2395_ = uint(l_2382_);
                        uint _e4263 = l_mut_121_;
                        l_mut_121_ = (_e4263 + l_2395_);
                        double l_2396_ = a_2196_[3];
                        double _e4267 = l_mut_2343_;
                        double l_2397_ = (_e4267 + l_2396_);
                        double l_2398_ = (l_2397_ * l_4_);
                        double _e4270 = l_mut_2343_;
                        double l_2399_ = (l_2398_ - _e4270);
                        double l_2400_ = (l_2399_ * l_4_);
                        double l_2401_ = (l_2398_ - l_2400_);
                        double l_2402_ = (l_2401_ * l_4_);
                        double _e4275 = l_mut_2343_;
                        double l_2403_ = (_e4275 - l_2402_);
                        double l_2404_ = (l_2396_ - l_2400_);
                        double l_2405_ = (l_2403_ + l_2404_);
                        uint _e4279 = l_mut_121_;
                        bool l_2406_ = (_e4279 < 3u);
                        bool l_2407_ = (l_2405_ != 0.0L);
                        if (l_2406_) {
                            local_132 = l_2407_;
                        } else {
                            local_132 = false;
                        }
                        bool l_2408_ = local_132;
                        uint _e4288 = l_mut_121_;
                        bool l_2409_ = (_e4288 == 0u);
                        if (l_2408_) {
                            local_133 = l_2409_;
                        } else {
                            local_133 = false;
                        }
                        bool l_2410_ = local_133;
                        double _e4295 = l_mut_51_;
                        double l_2411_ = (l_2410_ ? l_2398_ : _e4295);
                        l_mut_51_ = l_2411_;
                        uint _e4297 = l_mut_121_;
                        bool l_2412_ = (_e4297 == 1u);
                        if (l_2408_) {
                            local_134 = l_2412_;
                        } else {
                            local_134 = false;
                        }
                        bool l_2413_ = local_134;
                        double _e4304 = l_mut_2339_;
                        double l_2414_ = (l_2413_ ? l_2398_ : _e4304);
                        l_mut_2339_ = l_2414_;
                        uint _e4306 = l_mut_121_;
                        bool l_2415_ = (_e4306 == 2u);
                        if (l_2408_) {
                            local_135 = l_2415_;
                        } else {
                            local_135 = false;
                        }
                        bool l_2416_ = local_135;
                        double _e4313 = l_mut_2340_;
                        double l_2417_ = (l_2416_ ? l_2398_ : _e4313);
                        l_mut_2340_ = l_2417_;
                        double l_2418_ = (l_2408_ ? l_2405_ : l_2398_);
                        double _e4316 = l_mut_2343_;
                        double l_2419_ = (_e4316 + l_2396_);
                        double l_2420_ = (l_2406_ ? l_2418_ : l_2419_);
                        l_mut_2343_ = l_2420_;
                        uint l_2421_ = uint(l_2408_);
                        uint _e4320 = l_mut_121_;
                        l_mut_121_ = (_e4320 + l_2421_);
                        double l_2422_ = a_2196_[4];
                        double _e4324 = l_mut_2343_;
                        double l_2423_ = (_e4324 + l_2422_);
                        double l_2424_ = (l_2423_ * l_4_);
                        double _e4327 = l_mut_2343_;
                        double l_2425_ = (l_2424_ - _e4327);
                        double l_2426_ = (l_2425_ * l_4_);
                        double l_2427_ = (l_2424_ - l_2426_);
                        double l_2428_ = (l_2427_ * l_4_);
                        double _e4332 = l_mut_2343_;
                        double l_2429_ = (_e4332 - l_2428_);
                        double l_2430_ = (l_2422_ - l_2426_);
                        double l_2431_ = (l_2429_ + l_2430_);
                        uint _e4336 = l_mut_121_;
                        bool l_2432_ = (_e4336 < 3u);
                        bool l_2433_ = (l_2431_ != 0.0L);
                        if (l_2432_) {
                            local_136 = l_2433_;
                        } else {
                            local_136 = false;
                        }
                        bool l_2434_ = local_136;
                        uint _e4345 = l_mut_121_;
                        bool l_2435_ = (_e4345 == 0u);
                        if (l_2434_) {
                            local_137 = l_2435_;
                        } else {
                            local_137 = false;
                        }
                        bool l_2436_ = local_137;
                        double _e4352 = l_mut_51_;
                        double l_2437_ = (l_2436_ ? l_2424_ : _e4352);
                        l_mut_51_ = l_2437_;
                        uint _e4354 = l_mut_121_;
                        bool l_2438_ = (_e4354 == 1u);
                        if (l_2434_) {
                            local_138 = l_2438_;
                        } else {
                            local_138 = false;
                        }
                        bool l_2439_ = local_138;
                        double _e4361 = l_mut_2339_;
                        double l_2440_ = (l_2439_ ? l_2424_ : _e4361);
                        l_mut_2339_ = l_2440_;
                        uint _e4363 = l_mut_121_;
                        bool l_2441_ = (_e4363 == 2u);
                        if (l_2434_) {
                            local_139 = l_2441_;
                        } else {
                            local_139 = false;
                        }
                        bool l_2442_ = local_139;
                        double _e4370 = l_mut_2340_;
                        double l_2443_ = (l_2442_ ? l_2424_ : _e4370);
                        l_mut_2340_ = l_2443_;
                        double l_2444_ = (l_2434_ ? l_2431_ : l_2424_);
                        double _e4373 = l_mut_2343_;
                        double l_2445_ = (_e4373 + l_2422_);
                        double l_2446_ = (l_2432_ ? l_2444_ : l_2445_);
                        l_mut_2343_ = l_2446_;
                        uint l_2447_ = uint(l_2434_);
                        uint _e4377 = l_mut_121_;
                        l_mut_121_ = (_e4377 + l_2447_);
                        double l_2448_ = a_2196_[5];
                        double _e4381 = l_mut_2343_;
                        double l_2449_ = (_e4381 + l_2448_);
                        double l_2450_ = (l_2449_ * l_4_);
                        double _e4384 = l_mut_2343_;
                        double l_2451_ = (l_2450_ - _e4384);
                        double l_2452_ = (l_2451_ * l_4_);
                        double l_2453_ = (l_2450_ - l_2452_);
                        double l_2454_ = (l_2453_ * l_4_);
                        double _e4389 = l_mut_2343_;
                        double l_2455_ = (_e4389 - l_2454_);
                        double l_2456_ = (l_2448_ - l_2452_);
                        double l_2457_ = (l_2455_ + l_2456_);
                        uint _e4393 = l_mut_121_;
                        bool l_2458_ = (_e4393 < 3u);
                        bool l_2459_ = (l_2457_ != 0.0L);
                        if (l_2458_) {
                            local_140 = l_2459_;
                        } else {
                            local_140 = false;
                        }
                        bool l_2460_ = local_140;
                        uint _e4402 = l_mut_121_;
                        bool l_2461_ = (_e4402 == 0u);
                        if (l_2460_) {
                            local_141 = l_2461_;
                        } else {
                            local_141 = false;
                        }
                        bool l_2462_ = local_141;
                        double _e4409 = l_mut_51_;
                        double l_2463_ = (l_2462_ ? l_2450_ : _e4409);
                        l_mut_51_ = l_2463_;
                        uint _e4411 = l_mut_121_;
                        bool l_2464_ = (_e4411 == 1u);
                        if (l_2460_) {
                            local_142 = l_2464_;
                        } else {
                            local_142 = false;
                        }
                        bool l_2465_ = local_142;
                        double _e4418 = l_mut_2339_;
                        double l_2466_ = (l_2465_ ? l_2450_ : _e4418);
                        l_mut_2339_ = l_2466_;
                        uint _e4420 = l_mut_121_;
                        bool l_2467_ = (_e4420 == 2u);
                        if (l_2460_) {
                            local_143 = l_2467_;
                        } else {
                            local_143 = false;
                        }
                        bool l_2468_ = local_143;
                        double _e4427 = l_mut_2340_;
                        double l_2469_ = (l_2468_ ? l_2450_ : _e4427);
                        l_mut_2340_ = l_2469_;
                        double l_2470_ = (l_2460_ ? l_2457_ : l_2450_);
                        double _e4430 = l_mut_2343_;
                        double l_2471_ = (_e4430 + l_2448_);
                        double l_2472_ = (l_2458_ ? l_2470_ : l_2471_);
                        l_mut_2343_ = l_2472_;
                        uint l_2473_ = uint(l_2460_);
                        uint _e4434 = l_mut_121_;
                        l_mut_121_ = (_e4434 + l_2473_);
                        double l_2474_ = a_2196_[6];
                        double _e4438 = l_mut_2343_;
                        double l_2475_ = (_e4438 + l_2474_);
                        double l_2476_ = (l_2475_ * l_4_);
                        double _e4441 = l_mut_2343_;
                        double l_2477_ = (l_2476_ - _e4441);
                        double l_2478_ = (l_2477_ * l_4_);
                        double l_2479_ = (l_2476_ - l_2478_);
                        double l_2480_ = (l_2479_ * l_4_);
                        double _e4446 = l_mut_2343_;
                        double l_2481_ = (_e4446 - l_2480_);
                        double l_2482_ = (l_2474_ - l_2478_);
                        double l_2483_ = (l_2481_ + l_2482_);
                        uint _e4450 = l_mut_121_;
                        bool l_2484_ = (_e4450 < 3u);
                        bool l_2485_ = (l_2483_ != 0.0L);
                        if (l_2484_) {
                            local_144 = l_2485_;
                        } else {
                            local_144 = false;
                        }
                        bool l_2486_ = local_144;
                        uint _e4459 = l_mut_121_;
                        bool l_2487_ = (_e4459 == 0u);
                        if (l_2486_) {
                            local_145 = l_2487_;
                        } else {
                            local_145 = false;
                        }
                        bool l_2488_ = local_145;
                        double _e4466 = l_mut_51_;
                        double l_2489_ = (l_2488_ ? l_2476_ : _e4466);
                        l_mut_51_ = l_2489_;
                        uint _e4468 = l_mut_121_;
                        bool l_2490_ = (_e4468 == 1u);
                        if (l_2486_) {
                            local_146 = l_2490_;
                        } else {
                            local_146 = false;
                        }
                        bool l_2491_ = local_146;
                        double _e4475 = l_mut_2339_;
                        double l_2492_ = (l_2491_ ? l_2476_ : _e4475);
                        l_mut_2339_ = l_2492_;
                        uint _e4477 = l_mut_121_;
                        bool l_2493_ = (_e4477 == 2u);
                        if (l_2486_) {
                            local_147 = l_2493_;
                        } else {
                            local_147 = false;
                        }
                        bool l_2494_ = local_147;
                        double _e4484 = l_mut_2340_;
                        double l_2495_ = (l_2494_ ? l_2476_ : _e4484);
                        l_mut_2340_ = l_2495_;
                        double l_2496_ = (l_2486_ ? l_2483_ : l_2476_);
                        double _e4487 = l_mut_2343_;
                        double l_2497_ = (_e4487 + l_2474_);
                        double l_2498_ = (l_2484_ ? l_2496_ : l_2497_);
                        l_mut_2343_ = l_2498_;
                        uint l_2499_ = uint(l_2486_);
                        uint _e4491 = l_mut_121_;
                        l_mut_121_ = (_e4491 + l_2499_);
                        double l_2500_ = a_2196_[7];
                        double _e4495 = l_mut_2343_;
                        double l_2501_ = (_e4495 + l_2500_);
                        double l_2502_ = (l_2501_ * l_4_);
                        double _e4498 = l_mut_2343_;
                        double l_2503_ = (l_2502_ - _e4498);
                        double l_2504_ = (l_2503_ * l_4_);
                        double l_2505_ = (l_2502_ - l_2504_);
                        double l_2506_ = (l_2505_ * l_4_);
                        double _e4503 = l_mut_2343_;
                        double l_2507_ = (_e4503 - l_2506_);
                        double l_2508_ = (l_2500_ - l_2504_);
                        double l_2509_ = (l_2507_ + l_2508_);
                        uint _e4507 = l_mut_121_;
                        bool l_2510_ = (_e4507 < 3u);
                        bool l_2511_ = (l_2509_ != 0.0L);
                        if (l_2510_) {
                            local_148 = l_2511_;
                        } else {
                            local_148 = false;
                        }
                        bool l_2512_ = local_148;
                        uint _e4516 = l_mut_121_;
                        bool l_2513_ = (_e4516 == 0u);
                        if (l_2512_) {
                            local_149 = l_2513_;
                        } else {
                            local_149 = false;
                        }
                        bool l_2514_ = local_149;
                        double _e4523 = l_mut_51_;
                        double l_2515_ = (l_2514_ ? l_2502_ : _e4523);
                        l_mut_51_ = l_2515_;
                        uint _e4525 = l_mut_121_;
                        bool l_2516_ = (_e4525 == 1u);
                        if (l_2512_) {
                            local_150 = l_2516_;
                        } else {
                            local_150 = false;
                        }
                        bool l_2517_ = local_150;
                        double _e4532 = l_mut_2339_;
                        double l_2518_ = (l_2517_ ? l_2502_ : _e4532);
                        l_mut_2339_ = l_2518_;
                        uint _e4534 = l_mut_121_;
                        bool l_2519_ = (_e4534 == 2u);
                        if (l_2512_) {
                            local_151 = l_2519_;
                        } else {
                            local_151 = false;
                        }
                        bool l_2520_ = local_151;
                        double _e4541 = l_mut_2340_;
                        double l_2521_ = (l_2520_ ? l_2502_ : _e4541);
                        l_mut_2340_ = l_2521_;
                        double l_2522_ = (l_2512_ ? l_2509_ : l_2502_);
                        double _e4544 = l_mut_2343_;
                        double l_2523_ = (_e4544 + l_2500_);
                        double l_2524_ = (l_2510_ ? l_2522_ : l_2523_);
                        l_mut_2343_ = l_2524_;
                        uint l_2525_ = uint(l_2512_);
                        uint _e4548 = l_mut_121_;
                        l_mut_121_ = (_e4548 + l_2525_);
                        uint _e4550 = l_mut_121_;
                        bool l_2526_ = (_e4550 == 0u);
                        double _e4553 = l_mut_51_;
                        double _e4554 = l_mut_2343_;
                        double l_2527_ = (l_2526_ ? _e4554 : _e4553);
                        l_mut_51_ = l_2527_;
                        uint _e4556 = l_mut_121_;
                        bool l_2528_ = (_e4556 == 1u);
                        double _e4559 = l_mut_2339_;
                        double _e4560 = l_mut_2343_;
                        double l_2529_ = (l_2528_ ? _e4560 : _e4559);
                        l_mut_2339_ = l_2529_;
                        uint _e4562 = l_mut_121_;
                        bool l_2530_ = (_e4562 == 2u);
                        double _e4565 = l_mut_2340_;
                        double _e4566 = l_mut_2343_;
                        double l_2531_ = (l_2530_ ? _e4566 : _e4565);
                        l_mut_2340_ = l_2531_;
                        uint _e4568 = l_mut_121_;
                        bool l_2532_ = (_e4568 == 3u);
                        double _e4571 = l_mut_2341_;
                        double _e4572 = l_mut_2343_;
                        double l_2533_ = (l_2532_ ? _e4572 : _e4571);
                        l_mut_2341_ = l_2533_;
                        double _e4574 = l_mut_51_;
                        l_mut_120_ = _e4574;
                        double _e4575 = l_mut_2339_;
                        l_mut_119_ = _e4575;
                        double _e4576 = l_mut_2340_;
                        l_mut_118_ = _e4576;
                        double _e4577 = l_mut_2341_;
                        l_mut_117_ = _e4577;
                    }
                }
                double _e4581 = l_mut_120_;
                double l_2534_ = (_e4581 + 1.0L);
                double l_2535_ = (l_2534_ * l_4_);
                double _e4585 = l_mut_120_;
                double l_2536_ = (l_2535_ - _e4585);
                double l_2537_ = (l_2536_ * l_4_);
                double l_2538_ = (l_2535_ - l_2537_);
                double l_2539_ = (l_2538_ * l_4_);
                double _e4590 = l_mut_120_;
                double l_2540_ = (_e4590 - l_2539_);
                double l_2541_ = (1.0L - l_2537_);
                double l_2542_ = (l_2540_ + l_2541_);
                double _e4595 = l_mut_119_;
                double l_2543_ = (_e4595 + l_2542_);
                double l_2544_ = (l_2543_ * l_4_);
                double _e4598 = l_mut_119_;
                double l_2545_ = (l_2544_ - _e4598);
                double l_2546_ = (l_2545_ * l_4_);
                double l_2547_ = (l_2544_ - l_2546_);
                double l_2548_ = (l_2547_ * l_4_);
                double _e4603 = l_mut_119_;
                double l_2549_ = (_e4603 - l_2548_);
                double l_2550_ = (l_2542_ - l_2546_);
                double l_2551_ = (l_2549_ + l_2550_);
                double _e4607 = l_mut_118_;
                double l_2552_ = (_e4607 + l_2551_);
                double l_2553_ = (l_2552_ * l_4_);
                double _e4610 = l_mut_118_;
                double l_2554_ = (l_2553_ - _e4610);
                double l_2555_ = (l_2554_ * l_4_);
                double l_2556_ = (l_2553_ - l_2555_);
                double l_2557_ = (l_2556_ * l_4_);
                double _e4615 = l_mut_118_;
                double l_2558_ = (_e4615 - l_2557_);
                double l_2559_ = (l_2551_ - l_2555_);
                double l_2560_ = (l_2558_ + l_2559_);
                double _e4619 = l_mut_117_;
                double l_2561_ = (_e4619 + l_2560_);
                double l_2562_ = (l_2561_ * l_4_);
                double _e4622 = l_mut_117_;
                double l_2563_ = (l_2562_ - _e4622);
                double l_2564_ = (l_2563_ * l_4_);
                double l_2565_ = (l_2562_ - l_2564_);
                double l_2566_ = (l_2565_ * l_4_);
                double _e4627 = l_mut_117_;
                double l_2567_ = (_e4627 - l_2566_);
                double l_2568_ = (l_2560_ - l_2564_);
                double l_2569_ = (l_2567_ + l_2568_);
                double l_2570_ = (l_2562_ + l_2569_);
                double l_2571_ = (l_2570_ * l_4_);
                double l_2572_ = (l_2571_ - l_2562_);
                double l_2573_ = (l_2572_ * l_4_);
                double l_2574_ = (l_2569_ - l_2573_);
                double l_2575_ = (l_2553_ + l_2571_);
                double l_2576_ = (l_2575_ * l_4_);
                double l_2577_ = (l_2576_ - l_2553_);
                double l_2578_ = (l_2577_ * l_4_);
                double l_2579_ = (l_2571_ - l_2578_);
                double l_2580_ = (l_2544_ + l_2576_);
                double l_2581_ = (l_2580_ * l_4_);
                double l_2582_ = (l_2581_ - l_2544_);
                double l_2583_ = (l_2582_ * l_4_);
                double l_2584_ = (l_2576_ - l_2583_);
                double l_2585_ = (l_2535_ + l_2581_);
                double l_2586_ = (l_2585_ * l_4_);
                double l_2587_ = (l_2586_ - l_2535_);
                double l_2588_ = (l_2587_ * l_4_);
                double l_2589_ = (l_2581_ - l_2588_);
                l_mut_2343_ = 0.0L;
                l_mut_2341_ = 0.0L;
                l_mut_2340_ = 0.0L;
                l_mut_2339_ = 0.0L;
                l_mut_116_ = l_2586_;
                l_mut_121_ = 0u;
                double _e4656 = l_mut_116_;
                double l_2590_ = (_e4656 + l_2589_);
                double l_2591_ = (l_2590_ * l_4_);
                double _e4659 = l_mut_116_;
                double l_2592_ = (l_2591_ - _e4659);
                double l_2593_ = (l_2592_ * l_4_);
                double l_2594_ = (l_2589_ - l_2593_);
                uint _e4663 = l_mut_121_;
                bool l_2595_ = (_e4663 < 3u);
                bool l_2596_ = (l_2594_ != 0.0L);
                if (l_2595_) {
                    local_152 = l_2596_;
                } else {
                    local_152 = false;
                }
                bool l_2597_ = local_152;
                uint _e4672 = l_mut_121_;
                bool l_2598_ = (_e4672 == 0u);
                if (l_2597_) {
                    local_153 = l_2598_;
                } else {
                    local_153 = false;
                }
                bool l_2599_ = local_153;
                double _e4679 = l_mut_2343_;
                double l_2600_ = (l_2599_ ? l_2591_ : _e4679);
                l_mut_2343_ = l_2600_;
                uint _e4681 = l_mut_121_;
                bool l_2601_ = (_e4681 == 1u);
                if (l_2597_) {
                    local_154 = l_2601_;
                } else {
                    local_154 = false;
                }
                bool l_2602_ = local_154;
                double _e4688 = l_mut_2341_;
                double l_2603_ = (l_2602_ ? l_2591_ : _e4688);
                l_mut_2341_ = l_2603_;
                uint _e4690 = l_mut_121_;
                bool l_2604_ = (_e4690 == 2u);
                if (l_2597_) {
                    local_155 = l_2604_;
                } else {
                    local_155 = false;
                }
                bool l_2605_ = local_155;
                double _e4697 = l_mut_2340_;
                double l_2606_ = (l_2605_ ? l_2591_ : _e4697);
                l_mut_2340_ = l_2606_;
                double l_2607_ = (l_2597_ ? l_2594_ : l_2591_);
                double _e4700 = l_mut_116_;
                double l_2608_ = (_e4700 + l_2589_);
                double l_2609_ = (l_2595_ ? l_2607_ : l_2608_);
                l_mut_116_ = l_2609_;
                uint l_2610_ = uint(l_2597_);
                uint _e4704 = l_mut_121_;
                l_mut_121_ = (_e4704 + l_2610_);
                double _e4706 = l_mut_116_;
                double l_2611_ = (_e4706 + l_2584_);
                double l_2612_ = (l_2611_ * l_4_);
                double _e4709 = l_mut_116_;
                double l_2613_ = (l_2612_ - _e4709);
                double l_2614_ = (l_2613_ * l_4_);
                double l_2615_ = (l_2584_ - l_2614_);
                uint _e4713 = l_mut_121_;
                bool l_2616_ = (_e4713 < 3u);
                bool l_2617_ = (l_2615_ != 0.0L);
                if (l_2616_) {
                    local_156 = l_2617_;
                } else {
                    local_156 = false;
                }
                bool l_2618_ = local_156;
                uint _e4722 = l_mut_121_;
                bool l_2619_ = (_e4722 == 0u);
                if (l_2618_) {
                    local_157 = l_2619_;
                } else {
                    local_157 = false;
                }
                bool l_2620_ = local_157;
                double _e4729 = l_mut_2343_;
                double l_2621_ = (l_2620_ ? l_2612_ : _e4729);
                l_mut_2343_ = l_2621_;
                uint _e4731 = l_mut_121_;
                bool l_2622_ = (_e4731 == 1u);
                if (l_2618_) {
                    local_158 = l_2622_;
                } else {
                    local_158 = false;
                }
                bool l_2623_ = local_158;
                double _e4738 = l_mut_2341_;
                double l_2624_ = (l_2623_ ? l_2612_ : _e4738);
                l_mut_2341_ = l_2624_;
                uint _e4740 = l_mut_121_;
                bool l_2625_ = (_e4740 == 2u);
                if (l_2618_) {
                    local_159 = l_2625_;
                } else {
                    local_159 = false;
                }
                bool l_2626_ = local_159;
                double _e4747 = l_mut_2340_;
                double l_2627_ = (l_2626_ ? l_2612_ : _e4747);
                l_mut_2340_ = l_2627_;
                double l_2628_ = (l_2618_ ? l_2615_ : l_2612_);
                double _e4750 = l_mut_116_;
                double l_2629_ = (_e4750 + l_2584_);
                double l_2630_ = (l_2616_ ? l_2628_ : l_2629_);
                l_mut_116_ = l_2630_;
                uint l_2631_ = uint(l_2618_);
                uint _e4754 = l_mut_121_;
                l_mut_121_ = (_e4754 + l_2631_);
                double _e4756 = l_mut_116_;
                double l_2632_ = (_e4756 + l_2579_);
                double l_2633_ = (l_2632_ * l_4_);
                double _e4759 = l_mut_116_;
                double l_2634_ = (l_2633_ - _e4759);
                double l_2635_ = (l_2634_ * l_4_);
                double l_2636_ = (l_2579_ - l_2635_);
                uint _e4763 = l_mut_121_;
                bool l_2637_ = (_e4763 < 3u);
                bool l_2638_ = (l_2636_ != 0.0L);
                if (l_2637_) {
                    local_160 = l_2638_;
                } else {
                    local_160 = false;
                }
                bool l_2639_ = local_160;
                uint _e4772 = l_mut_121_;
                bool l_2640_ = (_e4772 == 0u);
                if (l_2639_) {
                    local_161 = l_2640_;
                } else {
                    local_161 = false;
                }
                bool l_2641_ = local_161;
                double _e4779 = l_mut_2343_;
                double l_2642_ = (l_2641_ ? l_2633_ : _e4779);
                l_mut_2343_ = l_2642_;
                uint _e4781 = l_mut_121_;
                bool l_2643_ = (_e4781 == 1u);
                if (l_2639_) {
                    local_162 = l_2643_;
                } else {
                    local_162 = false;
                }
                bool l_2644_ = local_162;
                double _e4788 = l_mut_2341_;
                double l_2645_ = (l_2644_ ? l_2633_ : _e4788);
                l_mut_2341_ = l_2645_;
                uint _e4790 = l_mut_121_;
                bool l_2646_ = (_e4790 == 2u);
                if (l_2639_) {
                    local_163 = l_2646_;
                } else {
                    local_163 = false;
                }
                bool l_2647_ = local_163;
                double _e4797 = l_mut_2340_;
                double l_2648_ = (l_2647_ ? l_2633_ : _e4797);
                l_mut_2340_ = l_2648_;
                double l_2649_ = (l_2639_ ? l_2636_ : l_2633_);
                double _e4800 = l_mut_116_;
                double l_2650_ = (_e4800 + l_2579_);
                double l_2651_ = (l_2637_ ? l_2649_ : l_2650_);
                l_mut_116_ = l_2651_;
                uint l_2652_ = uint(l_2639_);
                uint _e4804 = l_mut_121_;
                l_mut_121_ = (_e4804 + l_2652_);
                double _e4806 = l_mut_116_;
                double l_2653_ = (_e4806 + l_2574_);
                double l_2654_ = (l_2653_ * l_4_);
                double _e4809 = l_mut_116_;
                double l_2655_ = (l_2654_ - _e4809);
                double l_2656_ = (l_2655_ * l_4_);
                double l_2657_ = (l_2574_ - l_2656_);
                uint _e4813 = l_mut_121_;
                bool l_2658_ = (_e4813 < 3u);
                bool l_2659_ = (l_2657_ != 0.0L);
                if (l_2658_) {
                    local_164 = l_2659_;
                } else {
                    local_164 = false;
                }
                bool l_2660_ = local_164;
                uint _e4822 = l_mut_121_;
                bool l_2661_ = (_e4822 == 0u);
                if (l_2660_) {
                    local_165 = l_2661_;
                } else {
                    local_165 = false;
                }
                bool l_2662_ = local_165;
                double _e4829 = l_mut_2343_;
                double l_2663_ = (l_2662_ ? l_2654_ : _e4829);
                l_mut_2343_ = l_2663_;
                uint _e4831 = l_mut_121_;
                bool l_2664_ = (_e4831 == 1u);
                if (l_2660_) {
                    local_166 = l_2664_;
                } else {
                    local_166 = false;
                }
                bool l_2665_ = local_166;
                double _e4838 = l_mut_2341_;
                double l_2666_ = (l_2665_ ? l_2654_ : _e4838);
                l_mut_2341_ = l_2666_;
                uint _e4840 = l_mut_121_;
                bool l_2667_ = (_e4840 == 2u);
                if (l_2660_) {
                    local_167 = l_2667_;
                } else {
                    local_167 = false;
                }
                bool l_2668_ = local_167;
                double _e4847 = l_mut_2340_;
                double l_2669_ = (l_2668_ ? l_2654_ : _e4847);
                l_mut_2340_ = l_2669_;
                double l_2670_ = (l_2660_ ? l_2657_ : l_2654_);
                double _e4850 = l_mut_116_;
                double l_2671_ = (_e4850 + l_2574_);
                double l_2672_ = (l_2658_ ? l_2670_ : l_2671_);
                l_mut_116_ = l_2672_;
                uint l_2673_ = uint(l_2660_);
                uint _e4854 = l_mut_121_;
                l_mut_121_ = (_e4854 + l_2673_);
                uint _e4856 = l_mut_121_;
                bool l_2674_ = (_e4856 == 0u);
                double _e4859 = l_mut_2343_;
                double _e4860 = l_mut_116_;
                double l_2675_ = (l_2674_ ? _e4860 : _e4859);
                l_mut_2343_ = l_2675_;
                uint _e4862 = l_mut_121_;
                bool l_2676_ = (_e4862 == 1u);
                double _e4865 = l_mut_2341_;
                double _e4866 = l_mut_116_;
                double l_2677_ = (l_2676_ ? _e4866 : _e4865);
                l_mut_2341_ = l_2677_;
                uint _e4868 = l_mut_121_;
                bool l_2678_ = (_e4868 == 2u);
                double _e4871 = l_mut_2340_;
                double _e4872 = l_mut_116_;
                double l_2679_ = (l_2678_ ? _e4872 : _e4871);
                l_mut_2340_ = l_2679_;
                uint _e4874 = l_mut_121_;
                bool l_2680_ = (_e4874 == 3u);
                double _e4877 = l_mut_2339_;
                double _e4878 = l_mut_116_;
                double l_2681_ = (l_2680_ ? _e4878 : _e4877);
                l_mut_2339_ = l_2681_;
                double l_2682_ = abs(l_48_);
                uint l_2683_ = naga_f2u32(l_2682_);
                l_mut_121_ = l_2683_;
                bool l_2684_ = (l_48_ < 0.0L);
                double l_2685_ = (l_2684_ ? 0.5L : 2.0L);
                l_mut_120_ = l_2685_;
                l_mut_119_ = 1.0L;
                l_mut_2686_ = 0u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e4910 = l_mut_2686_;
                        l_mut_2686_ = (_e4910 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e4890 = l_mut_2686_;
                    if ((_e4890 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e4893 = l_mut_121_;
                        uint l_2687_ = (_e4893 & 1u);
                        bool l_2688_ = (l_2687_ == 1u);
                        double _e4898 = l_mut_119_;
                        double _e4899 = l_mut_120_;
                        double l_2689_ = (_e4898 * _e4899);
                        double _e4901 = l_mut_119_;
                        double l_2690_ = (l_2688_ ? l_2689_ : _e4901);
                        l_mut_119_ = l_2690_;
                        double _e4903 = l_mut_120_;
                        double _e4904 = l_mut_120_;
                        l_mut_120_ = (_e4903 * _e4904);
                        uint _e4906 = l_mut_121_;
                        l_mut_121_ = (_e4906 >> 1u);
                    }
                }
                double _e4912 = l_mut_2343_;
                double _e4913 = l_mut_119_;
                double l_2691_ = (_e4912 * _e4913);
                double _e4915 = l_mut_2341_;
                double _e4916 = l_mut_119_;
                double l_2692_ = (_e4915 * _e4916);
                double _e4918 = l_mut_2340_;
                double _e4919 = l_mut_119_;
                double l_2693_ = (_e4918 * _e4919);
                double _e4921 = l_mut_2339_;
                double _e4922 = l_mut_119_;
                double l_2694_ = (_e4921 * _e4922);
                double l_2695_ = (l_5_ * l_2691_);
                double l_2696_ = (l_2695_ * l_4_);
                double l_2697_ = (l_3_ * l_5_);
                double l_2698_ = (l_2697_ * l_4_);
                double l_2699_ = (l_2698_ - l_5_);
                double l_2700_ = (l_2699_ * l_4_);
                double l_2701_ = (l_2698_ - l_2700_);
                double l_2702_ = (l_5_ - l_2701_);
                double l_2703_ = (l_3_ * l_2691_);
                double l_2704_ = (l_2703_ * l_4_);
                double l_2705_ = (l_2704_ - l_2691_);
                double l_2706_ = (l_2705_ * l_4_);
                double l_2707_ = (l_2704_ - l_2706_);
                double l_2708_ = (l_2691_ - l_2707_);
                double l_2709_ = (l_2701_ * l_2707_);
                double l_2710_ = (l_2709_ - l_2696_);
                double l_2711_ = (l_2701_ * l_2708_);
                double l_2712_ = (l_2710_ + l_2711_);
                double l_2713_ = (l_2702_ * l_2707_);
                double l_2714_ = (l_2712_ + l_2713_);
                double l_2715_ = (l_2702_ * l_2708_);
                double l_2716_ = (l_2714_ + l_2715_);
                double l_2717_ = (l_5_ * l_2692_);
                double l_2718_ = (l_2717_ * l_4_);
                double l_2719_ = (l_3_ * l_5_);
                double l_2720_ = (l_2719_ * l_4_);
                double l_2721_ = (l_2720_ - l_5_);
                double l_2722_ = (l_2721_ * l_4_);
                double l_2723_ = (l_2720_ - l_2722_);
                double l_2724_ = (l_5_ - l_2723_);
                double l_2725_ = (l_3_ * l_2692_);
                double l_2726_ = (l_2725_ * l_4_);
                double l_2727_ = (l_2726_ - l_2692_);
                double l_2728_ = (l_2727_ * l_4_);
                double l_2729_ = (l_2726_ - l_2728_);
                double l_2730_ = (l_2692_ - l_2729_);
                double l_2731_ = (l_2723_ * l_2729_);
                double l_2732_ = (l_2731_ - l_2718_);
                double l_2733_ = (l_2723_ * l_2730_);
                double l_2734_ = (l_2732_ + l_2733_);
                double l_2735_ = (l_2724_ * l_2729_);
                double l_2736_ = (l_2734_ + l_2735_);
                double l_2737_ = (l_2724_ * l_2730_);
                double l_2738_ = (l_2736_ + l_2737_);
                double l_2739_ = (l_7_ * l_2691_);
                double l_2740_ = (l_2739_ * l_4_);
                double l_2741_ = (l_3_ * l_7_);
                double l_2742_ = (l_2741_ * l_4_);
                double l_2743_ = (l_2742_ - l_7_);
                double l_2744_ = (l_2743_ * l_4_);
                double l_2745_ = (l_2742_ - l_2744_);
                double l_2746_ = (l_7_ - l_2745_);
                double l_2747_ = (l_3_ * l_2691_);
                double l_2748_ = (l_2747_ * l_4_);
                double l_2749_ = (l_2748_ - l_2691_);
                double l_2750_ = (l_2749_ * l_4_);
                double l_2751_ = (l_2748_ - l_2750_);
                double l_2752_ = (l_2691_ - l_2751_);
                double l_2753_ = (l_2745_ * l_2751_);
                double l_2754_ = (l_2753_ - l_2740_);
                double l_2755_ = (l_2745_ * l_2752_);
                double l_2756_ = (l_2754_ + l_2755_);
                double l_2757_ = (l_2746_ * l_2751_);
                double l_2758_ = (l_2756_ + l_2757_);
                double l_2759_ = (l_2746_ * l_2752_);
                double l_2760_ = (l_2758_ + l_2759_);
                double l_2761_ = (l_5_ * l_2693_);
                double l_2762_ = (l_2761_ * l_4_);
                double l_2763_ = (l_3_ * l_5_);
                double l_2764_ = (l_2763_ * l_4_);
                double l_2765_ = (l_2764_ - l_5_);
                double l_2766_ = (l_2765_ * l_4_);
                double l_2767_ = (l_2764_ - l_2766_);
                double l_2768_ = (l_5_ - l_2767_);
                double l_2769_ = (l_3_ * l_2693_);
                double l_2770_ = (l_2769_ * l_4_);
                double l_2771_ = (l_2770_ - l_2693_);
                double l_2772_ = (l_2771_ * l_4_);
                double l_2773_ = (l_2770_ - l_2772_);
                double l_2774_ = (l_2693_ - l_2773_);
                double l_2775_ = (l_2767_ * l_2773_);
                double l_2776_ = (l_2775_ - l_2762_);
                double l_2777_ = (l_2767_ * l_2774_);
                double l_2778_ = (l_2776_ + l_2777_);
                double l_2779_ = (l_2768_ * l_2773_);
                double l_2780_ = (l_2778_ + l_2779_);
                double l_2781_ = (l_2768_ * l_2774_);
                double l_2782_ = (l_2780_ + l_2781_);
                double l_2783_ = (l_7_ * l_2692_);
                double l_2784_ = (l_2783_ * l_4_);
                double l_2785_ = (l_3_ * l_7_);
                double l_2786_ = (l_2785_ * l_4_);
                double l_2787_ = (l_2786_ - l_7_);
                double l_2788_ = (l_2787_ * l_4_);
                double l_2789_ = (l_2786_ - l_2788_);
                double l_2790_ = (l_7_ - l_2789_);
                double l_2791_ = (l_3_ * l_2692_);
                double l_2792_ = (l_2791_ * l_4_);
                double l_2793_ = (l_2792_ - l_2692_);
                double l_2794_ = (l_2793_ * l_4_);
                double l_2795_ = (l_2792_ - l_2794_);
                double l_2796_ = (l_2692_ - l_2795_);
                double l_2797_ = (l_2789_ * l_2795_);
                double l_2798_ = (l_2797_ - l_2784_);
                double l_2799_ = (l_2789_ * l_2796_);
                double l_2800_ = (l_2798_ + l_2799_);
                double l_2801_ = (l_2790_ * l_2795_);
                double l_2802_ = (l_2800_ + l_2801_);
                double l_2803_ = (l_2790_ * l_2796_);
                double l_2804_ = (l_2802_ + l_2803_);
                double l_2805_ = (l_10_ * l_2691_);
                double l_2806_ = (l_2805_ * l_4_);
                double l_2807_ = (l_3_ * l_10_);
                double l_2808_ = (l_2807_ * l_4_);
                double l_2809_ = (l_2808_ - l_10_);
                double l_2810_ = (l_2809_ * l_4_);
                double l_2811_ = (l_2808_ - l_2810_);
                double l_2812_ = (l_10_ - l_2811_);
                double l_2813_ = (l_3_ * l_2691_);
                double l_2814_ = (l_2813_ * l_4_);
                double l_2815_ = (l_2814_ - l_2691_);
                double l_2816_ = (l_2815_ * l_4_);
                double l_2817_ = (l_2814_ - l_2816_);
                double l_2818_ = (l_2691_ - l_2817_);
                double l_2819_ = (l_2811_ * l_2817_);
                double l_2820_ = (l_2819_ - l_2806_);
                double l_2821_ = (l_2811_ * l_2818_);
                double l_2822_ = (l_2820_ + l_2821_);
                double l_2823_ = (l_2812_ * l_2817_);
                double l_2824_ = (l_2822_ + l_2823_);
                double l_2825_ = (l_2812_ * l_2818_);
                double l_2826_ = (l_2824_ + l_2825_);
                double l_2827_ = (l_2718_ + l_2740_);
                double l_2828_ = (l_2827_ * l_4_);
                double l_2829_ = (l_2828_ - l_2718_);
                double l_2830_ = (l_2829_ * l_4_);
                double l_2831_ = (l_2828_ - l_2830_);
                double l_2832_ = (l_2831_ * l_4_);
                double l_2833_ = (l_2718_ - l_2832_);
                double l_2834_ = (l_2740_ - l_2830_);
                double l_2835_ = (l_2833_ + l_2834_);
                double l_2836_ = (l_2716_ + l_2828_);
                double l_2837_ = (l_2836_ * l_4_);
                double l_2838_ = (l_2837_ - l_2716_);
                double l_2839_ = (l_2838_ * l_4_);
                double l_2840_ = (l_2837_ - l_2839_);
                double l_2841_ = (l_2840_ * l_4_);
                double l_2842_ = (l_2716_ - l_2841_);
                double l_2843_ = (l_2828_ - l_2839_);
                double l_2844_ = (l_2842_ + l_2843_);
                double l_2845_ = (l_2835_ + l_2844_);
                double l_2846_ = (l_2845_ * l_4_);
                double l_2847_ = (l_2846_ - l_2835_);
                double l_2848_ = (l_2847_ * l_4_);
                double l_2849_ = (l_2846_ - l_2848_);
                double l_2850_ = (l_2849_ * l_4_);
                double l_2851_ = (l_2835_ - l_2850_);
                double l_2852_ = (l_2844_ - l_2848_);
                double l_2853_ = (l_2851_ + l_2852_);
                double l_2854_ = (l_2846_ + l_2738_);
                double l_2855_ = (l_2854_ * l_4_);
                double l_2856_ = (l_2855_ - l_2846_);
                double l_2857_ = (l_2856_ * l_4_);
                double l_2858_ = (l_2855_ - l_2857_);
                double l_2859_ = (l_2858_ * l_4_);
                double l_2860_ = (l_2846_ - l_2859_);
                double l_2861_ = (l_2738_ - l_2857_);
                double l_2862_ = (l_2860_ + l_2861_);
                double l_2863_ = (l_2760_ + l_2855_);
                double l_2864_ = (l_2863_ * l_4_);
                double l_2865_ = (l_2864_ - l_2760_);
                double l_2866_ = (l_2865_ * l_4_);
                double l_2867_ = (l_2864_ - l_2866_);
                double l_2868_ = (l_2867_ * l_4_);
                double l_2869_ = (l_2760_ - l_2868_);
                double l_2870_ = (l_2855_ - l_2866_);
                double l_2871_ = (l_2869_ + l_2870_);
                double l_2872_ = (l_2862_ + l_2871_);
                double l_2873_ = (l_2872_ * l_4_);
                double l_2874_ = (l_2873_ - l_2862_);
                double l_2875_ = (l_2874_ * l_4_);
                double l_2876_ = (l_2873_ - l_2875_);
                double l_2877_ = (l_2876_ * l_4_);
                double l_2878_ = (l_2862_ - l_2877_);
                double l_2879_ = (l_2871_ - l_2875_);
                double l_2880_ = (l_2878_ + l_2879_);
                double l_2881_ = (l_2762_ + l_2784_);
                double l_2882_ = (l_2881_ * l_4_);
                double l_2883_ = (l_2882_ - l_2762_);
                double l_2884_ = (l_2883_ * l_4_);
                double l_2885_ = (l_2882_ - l_2884_);
                double l_2886_ = (l_2885_ * l_4_);
                double l_2887_ = (l_2762_ - l_2886_);
                double l_2888_ = (l_2784_ - l_2884_);
                double l_2889_ = (l_2887_ + l_2888_);
                double l_2890_ = (l_2806_ + l_2882_);
                double l_2891_ = (l_2890_ * l_4_);
                double l_2892_ = (l_2891_ - l_2806_);
                double l_2893_ = (l_2892_ * l_4_);
                double l_2894_ = (l_2891_ - l_2893_);
                double l_2895_ = (l_2894_ * l_4_);
                double l_2896_ = (l_2806_ - l_2895_);
                double l_2897_ = (l_2882_ - l_2893_);
                double l_2898_ = (l_2896_ + l_2897_);
                double l_2899_ = (l_2889_ + l_2898_);
                double l_2900_ = (l_2899_ * l_4_);
                double l_2901_ = (l_2900_ - l_2889_);
                double l_2902_ = (l_2901_ * l_4_);
                double l_2903_ = (l_2900_ - l_2902_);
                double l_2904_ = (l_2903_ * l_4_);
                double l_2905_ = (l_2889_ - l_2904_);
                double l_2906_ = (l_2898_ - l_2902_);
                double l_2907_ = (l_2905_ + l_2906_);
                double l_2908_ = (l_2864_ + l_2891_);
                double l_2909_ = (l_2908_ * l_4_);
                double l_2910_ = (l_2909_ - l_2864_);
                double l_2911_ = (l_2910_ * l_4_);
                double l_2912_ = (l_2909_ - l_2911_);
                double l_2913_ = (l_2912_ * l_4_);
                double l_2914_ = (l_2864_ - l_2913_);
                double l_2915_ = (l_2891_ - l_2911_);
                double l_2916_ = (l_2914_ + l_2915_);
                double l_2917_ = (l_2873_ + l_2900_);
                double l_2918_ = (l_2917_ * l_4_);
                double l_2919_ = (l_2918_ - l_2873_);
                double l_2920_ = (l_2919_ * l_4_);
                double l_2921_ = (l_2918_ - l_2920_);
                double l_2922_ = (l_2921_ * l_4_);
                double l_2923_ = (l_2873_ - l_2922_);
                double l_2924_ = (l_2900_ - l_2920_);
                double l_2925_ = (l_2923_ + l_2924_);
                double l_2926_ = (l_2918_ + l_2916_);
                double l_2927_ = (l_2926_ * l_4_);
                double l_2928_ = (l_2927_ - l_2918_);
                double l_2929_ = (l_2928_ * l_4_);
                double l_2930_ = (l_2927_ - l_2929_);
                double l_2931_ = (l_2930_ * l_4_);
                double l_2932_ = (l_2918_ - l_2931_);
                double l_2933_ = (l_2916_ - l_2929_);
                double l_2934_ = (l_2932_ + l_2933_);
                double l_2935_ = (l_2880_ + l_2907_);
                double l_2936_ = (l_2934_ + l_2925_);
                double l_2937_ = (l_2935_ + l_2936_);
                double l_2938_ = (l_5_ * l_2694_);
                double l_2939_ = (l_7_ * l_2693_);
                double l_2940_ = (l_2938_ + l_2939_);
                double l_2941_ = (l_10_ * l_2692_);
                double l_2942_ = (l_13_ * l_2691_);
                double l_2943_ = (l_2941_ + l_2942_);
                double l_2944_ = (l_2940_ + l_2943_);
                double l_2945_ = (l_2853_ + l_2782_);
                double l_2946_ = (l_2804_ + l_2826_);
                double l_2947_ = (l_2945_ + l_2946_);
                double l_2948_ = (l_2944_ + l_2947_);
                double l_2949_ = (l_2927_ + l_2948_);
                double l_2950_ = (l_2949_ + l_2937_);
                double l_2951_ = (l_2950_ * l_4_);
                double l_2952_ = (l_2951_ - l_2949_);
                double l_2953_ = (l_2952_ * l_4_);
                double l_2954_ = (l_2937_ - l_2953_);
                double l_2955_ = (l_2909_ + l_2951_);
                double l_2956_ = (l_2955_ * l_4_);
                double l_2957_ = (l_2956_ - l_2909_);
                double l_2958_ = (l_2957_ * l_4_);
                double l_2959_ = (l_2951_ - l_2958_);
                double l_2960_ = (l_2837_ + l_2956_);
                double l_2961_ = (l_2960_ * l_4_);
                double l_2962_ = (l_2961_ - l_2837_);
                double l_2963_ = (l_2962_ * l_4_);
                double l_2964_ = (l_2956_ - l_2963_);
                double l_2965_ = (l_2696_ + l_2961_);
                double l_2966_ = (l_2965_ * l_4_);
                double l_2967_ = (l_2966_ - l_2696_);
                double l_2968_ = (l_2967_ * l_4_);
                double l_2969_ = (l_2961_ - l_2968_);
                l_mut_2343_ = 0.0L;
                l_mut_2341_ = 0.0L;
                l_mut_2340_ = 0.0L;
                l_mut_2339_ = 0.0L;
                l_mut_751_ = l_2966_;
                l_mut_121_ = 0u;
                double _e5204 = l_mut_751_;
                double l_2970_ = (_e5204 + l_2969_);
                double l_2971_ = (l_2970_ * l_4_);
                double _e5207 = l_mut_751_;
                double l_2972_ = (l_2971_ - _e5207);
                double l_2973_ = (l_2972_ * l_4_);
                double l_2974_ = (l_2969_ - l_2973_);
                uint _e5211 = l_mut_121_;
                bool l_2975_ = (_e5211 < 3u);
                bool l_2976_ = (l_2974_ != 0.0L);
                if (l_2975_) {
                    local_168 = l_2976_;
                } else {
                    local_168 = false;
                }
                bool l_2977_ = local_168;
                uint _e5220 = l_mut_121_;
                bool l_2978_ = (_e5220 == 0u);
                if (l_2977_) {
                    local_169 = l_2978_;
                } else {
                    local_169 = false;
                }
                bool l_2979_ = local_169;
                double _e5227 = l_mut_2343_;
                double l_2980_ = (l_2979_ ? l_2971_ : _e5227);
                l_mut_2343_ = l_2980_;
                uint _e5229 = l_mut_121_;
                bool l_2981_ = (_e5229 == 1u);
                if (l_2977_) {
                    local_170 = l_2981_;
                } else {
                    local_170 = false;
                }
                bool l_2982_ = local_170;
                double _e5236 = l_mut_2341_;
                double l_2983_ = (l_2982_ ? l_2971_ : _e5236);
                l_mut_2341_ = l_2983_;
                uint _e5238 = l_mut_121_;
                bool l_2984_ = (_e5238 == 2u);
                if (l_2977_) {
                    local_171 = l_2984_;
                } else {
                    local_171 = false;
                }
                bool l_2985_ = local_171;
                double _e5245 = l_mut_2340_;
                double l_2986_ = (l_2985_ ? l_2971_ : _e5245);
                l_mut_2340_ = l_2986_;
                double l_2987_ = (l_2977_ ? l_2974_ : l_2971_);
                double _e5248 = l_mut_751_;
                double l_2988_ = (_e5248 + l_2969_);
                double l_2989_ = (l_2975_ ? l_2987_ : l_2988_);
                l_mut_751_ = l_2989_;
                uint l_2990_ = uint(l_2977_);
                uint _e5252 = l_mut_121_;
                l_mut_121_ = (_e5252 + l_2990_);
                double _e5254 = l_mut_751_;
                double l_2991_ = (_e5254 + l_2964_);
                double l_2992_ = (l_2991_ * l_4_);
                double _e5257 = l_mut_751_;
                double l_2993_ = (l_2992_ - _e5257);
                double l_2994_ = (l_2993_ * l_4_);
                double l_2995_ = (l_2964_ - l_2994_);
                uint _e5261 = l_mut_121_;
                bool l_2996_ = (_e5261 < 3u);
                bool l_2997_ = (l_2995_ != 0.0L);
                if (l_2996_) {
                    local_172 = l_2997_;
                } else {
                    local_172 = false;
                }
                bool l_2998_ = local_172;
                uint _e5270 = l_mut_121_;
                bool l_2999_ = (_e5270 == 0u);
                if (l_2998_) {
                    local_173 = l_2999_;
                } else {
                    local_173 = false;
                }
                bool l_3000_ = local_173;
                double _e5277 = l_mut_2343_;
                double l_3001_ = (l_3000_ ? l_2992_ : _e5277);
                l_mut_2343_ = l_3001_;
                uint _e5279 = l_mut_121_;
                bool l_3002_ = (_e5279 == 1u);
                if (l_2998_) {
                    local_174 = l_3002_;
                } else {
                    local_174 = false;
                }
                bool l_3003_ = local_174;
                double _e5286 = l_mut_2341_;
                double l_3004_ = (l_3003_ ? l_2992_ : _e5286);
                l_mut_2341_ = l_3004_;
                uint _e5288 = l_mut_121_;
                bool l_3005_ = (_e5288 == 2u);
                if (l_2998_) {
                    local_175 = l_3005_;
                } else {
                    local_175 = false;
                }
                bool l_3006_ = local_175;
                double _e5295 = l_mut_2340_;
                double l_3007_ = (l_3006_ ? l_2992_ : _e5295);
                l_mut_2340_ = l_3007_;
                double l_3008_ = (l_2998_ ? l_2995_ : l_2992_);
                double _e5298 = l_mut_751_;
                double l_3009_ = (_e5298 + l_2964_);
                double l_3010_ = (l_2996_ ? l_3008_ : l_3009_);
                l_mut_751_ = l_3010_;
                uint l_3011_ = uint(l_2998_);
                uint _e5302 = l_mut_121_;
                l_mut_121_ = (_e5302 + l_3011_);
                double _e5304 = l_mut_751_;
                double l_3012_ = (_e5304 + l_2959_);
                double l_3013_ = (l_3012_ * l_4_);
                double _e5307 = l_mut_751_;
                double l_3014_ = (l_3013_ - _e5307);
                double l_3015_ = (l_3014_ * l_4_);
                double l_3016_ = (l_2959_ - l_3015_);
                uint _e5311 = l_mut_121_;
                bool l_3017_ = (_e5311 < 3u);
                bool l_3018_ = (l_3016_ != 0.0L);
                if (l_3017_) {
                    local_176 = l_3018_;
                } else {
                    local_176 = false;
                }
                bool l_3019_ = local_176;
                uint _e5320 = l_mut_121_;
                bool l_3020_ = (_e5320 == 0u);
                if (l_3019_) {
                    local_177 = l_3020_;
                } else {
                    local_177 = false;
                }
                bool l_3021_ = local_177;
                double _e5327 = l_mut_2343_;
                double l_3022_ = (l_3021_ ? l_3013_ : _e5327);
                l_mut_2343_ = l_3022_;
                uint _e5329 = l_mut_121_;
                bool l_3023_ = (_e5329 == 1u);
                if (l_3019_) {
                    local_178 = l_3023_;
                } else {
                    local_178 = false;
                }
                bool l_3024_ = local_178;
                double _e5336 = l_mut_2341_;
                double l_3025_ = (l_3024_ ? l_3013_ : _e5336);
                l_mut_2341_ = l_3025_;
                uint _e5338 = l_mut_121_;
                bool l_3026_ = (_e5338 == 2u);
                if (l_3019_) {
                    local_179 = l_3026_;
                } else {
                    local_179 = false;
                }
                bool l_3027_ = local_179;
                double _e5345 = l_mut_2340_;
                double l_3028_ = (l_3027_ ? l_3013_ : _e5345);
                l_mut_2340_ = l_3028_;
                double l_3029_ = (l_3019_ ? l_3016_ : l_3013_);
                double _e5348 = l_mut_751_;
                double l_3030_ = (_e5348 + l_2959_);
                double l_3031_ = (l_3017_ ? l_3029_ : l_3030_);
                l_mut_751_ = l_3031_;
                uint l_3032_ = uint(l_3019_);
                uint _e5352 = l_mut_121_;
                l_mut_121_ = (_e5352 + l_3032_);
                double _e5354 = l_mut_751_;
                double l_3033_ = (_e5354 + l_2954_);
                double l_3034_ = (l_3033_ * l_4_);
                double _e5357 = l_mut_751_;
                double l_3035_ = (l_3034_ - _e5357);
                double l_3036_ = (l_3035_ * l_4_);
                double l_3037_ = (l_2954_ - l_3036_);
                uint _e5361 = l_mut_121_;
                bool l_3038_ = (_e5361 < 3u);
                bool l_3039_ = (l_3037_ != 0.0L);
                if (l_3038_) {
                    local_180 = l_3039_;
                } else {
                    local_180 = false;
                }
                bool l_3040_ = local_180;
                uint _e5370 = l_mut_121_;
                bool l_3041_ = (_e5370 == 0u);
                if (l_3040_) {
                    local_181 = l_3041_;
                } else {
                    local_181 = false;
                }
                bool l_3042_ = local_181;
                double _e5377 = l_mut_2343_;
                double l_3043_ = (l_3042_ ? l_3034_ : _e5377);
                l_mut_2343_ = l_3043_;
                uint _e5379 = l_mut_121_;
                bool l_3044_ = (_e5379 == 1u);
                if (l_3040_) {
                    local_182 = l_3044_;
                } else {
                    local_182 = false;
                }
                bool l_3045_ = local_182;
                double _e5386 = l_mut_2341_;
                double l_3046_ = (l_3045_ ? l_3034_ : _e5386);
                l_mut_2341_ = l_3046_;
                uint _e5388 = l_mut_121_;
                bool l_3047_ = (_e5388 == 2u);
                if (l_3040_) {
                    local_183 = l_3047_;
                } else {
                    local_183 = false;
                }
                bool l_3048_ = local_183;
                double _e5395 = l_mut_2340_;
                double l_3049_ = (l_3048_ ? l_3034_ : _e5395);
                l_mut_2340_ = l_3049_;
                double l_3050_ = (l_3040_ ? l_3037_ : l_3034_);
                double _e5398 = l_mut_751_;
                double l_3051_ = (_e5398 + l_2954_);
                double l_3052_ = (l_3038_ ? l_3050_ : l_3051_);
                l_mut_751_ = l_3052_;
                uint l_3053_ = uint(l_3040_);
                uint _e5402 = l_mut_121_;
                l_mut_121_ = (_e5402 + l_3053_);
                uint _e5404 = l_mut_121_;
                bool l_3054_ = (_e5404 == 0u);
                double _e5407 = l_mut_2343_;
                double _e5408 = l_mut_751_;
                double l_3055_ = (l_3054_ ? _e5408 : _e5407);
                l_mut_2343_ = l_3055_;
                uint _e5410 = l_mut_121_;
                bool l_3056_ = (_e5410 == 1u);
                double _e5413 = l_mut_2341_;
                double _e5414 = l_mut_751_;
                double l_3057_ = (l_3056_ ? _e5414 : _e5413);
                l_mut_2341_ = l_3057_;
                uint _e5416 = l_mut_121_;
                bool l_3058_ = (_e5416 == 2u);
                double _e5419 = l_mut_2340_;
                double _e5420 = l_mut_751_;
                double l_3059_ = (l_3058_ ? _e5420 : _e5419);
                l_mut_2340_ = l_3059_;
                uint _e5422 = l_mut_121_;
                bool l_3060_ = (_e5422 == 3u);
                double _e5425 = l_mut_2339_;
                double _e5426 = l_mut_751_;
                double l_3061_ = (l_3060_ ? _e5426 : _e5425);
                l_mut_2339_ = l_3061_;
                double _e5428 = l_mut_2343_;
                double l_3062_ = (_e5428 + -1.0L);
                double l_3063_ = (l_3062_ * l_4_);
                double _e5432 = l_mut_2343_;
                double l_3064_ = (l_3063_ - _e5432);
                double l_3065_ = (l_3064_ * l_4_);
                double l_3066_ = (l_3063_ - l_3065_);
                double l_3067_ = (l_3066_ * l_4_);
                double _e5437 = l_mut_2343_;
                double l_3068_ = (_e5437 - l_3067_);
                double l_3069_ = (-1.0L - l_3065_);
                double l_3070_ = (l_3068_ + l_3069_);
                double _e5442 = l_mut_2341_;
                double l_3071_ = (_e5442 + l_3070_);
                double l_3072_ = (l_3071_ * l_4_);
                double _e5445 = l_mut_2341_;
                double l_3073_ = (l_3072_ - _e5445);
                double l_3074_ = (l_3073_ * l_4_);
                double l_3075_ = (l_3072_ - l_3074_);
                double l_3076_ = (l_3075_ * l_4_);
                double _e5450 = l_mut_2341_;
                double l_3077_ = (_e5450 - l_3076_);
                double l_3078_ = (l_3070_ - l_3074_);
                double l_3079_ = (l_3077_ + l_3078_);
                double _e5454 = l_mut_2340_;
                double l_3080_ = (_e5454 + l_3079_);
                double l_3081_ = (l_3080_ * l_4_);
                double _e5457 = l_mut_2340_;
                double l_3082_ = (l_3081_ - _e5457);
                double l_3083_ = (l_3082_ * l_4_);
                double l_3084_ = (l_3081_ - l_3083_);
                double l_3085_ = (l_3084_ * l_4_);
                double _e5462 = l_mut_2340_;
                double l_3086_ = (_e5462 - l_3085_);
                double l_3087_ = (l_3079_ - l_3083_);
                double l_3088_ = (l_3086_ + l_3087_);
                double _e5466 = l_mut_2339_;
                double l_3089_ = (_e5466 + l_3088_);
                double l_3090_ = (l_3089_ * l_4_);
                double _e5469 = l_mut_2339_;
                double l_3091_ = (l_3090_ - _e5469);
                double l_3092_ = (l_3091_ * l_4_);
                double l_3093_ = (l_3090_ - l_3092_);
                double l_3094_ = (l_3093_ * l_4_);
                double _e5474 = l_mut_2339_;
                double l_3095_ = (_e5474 - l_3094_);
                double l_3096_ = (l_3088_ - l_3092_);
                double l_3097_ = (l_3095_ + l_3096_);
                double l_3098_ = (l_3090_ + l_3097_);
                double l_3099_ = (l_3098_ * l_4_);
                double l_3100_ = (l_3099_ - l_3090_);
                double l_3101_ = (l_3100_ * l_4_);
                double l_3102_ = (l_3097_ - l_3101_);
                double l_3103_ = (l_3081_ + l_3099_);
                double l_3104_ = (l_3103_ * l_4_);
                double l_3105_ = (l_3104_ - l_3081_);
                double l_3106_ = (l_3105_ * l_4_);
                double l_3107_ = (l_3099_ - l_3106_);
                double l_3108_ = (l_3072_ + l_3104_);
                double l_3109_ = (l_3108_ * l_4_);
                double l_3110_ = (l_3109_ - l_3072_);
                double l_3111_ = (l_3110_ * l_4_);
                double l_3112_ = (l_3104_ - l_3111_);
                double l_3113_ = (l_3063_ + l_3109_);
                double l_3114_ = (l_3113_ * l_4_);
                double l_3115_ = (l_3114_ - l_3063_);
                double l_3116_ = (l_3115_ * l_4_);
                double l_3117_ = (l_3109_ - l_3116_);
                l_mut_751_ = 0.0L;
                l_mut_749_ = 0.0L;
                l_mut_748_ = 0.0L;
                l_mut_747_ = 0.0L;
                l_mut_120_ = l_3114_;
                l_mut_121_ = 0u;
                double _e5503 = l_mut_120_;
                double l_3118_ = (_e5503 + l_3117_);
                double l_3119_ = (l_3118_ * l_4_);
                double _e5506 = l_mut_120_;
                double l_3120_ = (l_3119_ - _e5506);
                double l_3121_ = (l_3120_ * l_4_);
                double l_3122_ = (l_3117_ - l_3121_);
                uint _e5510 = l_mut_121_;
                bool l_3123_ = (_e5510 < 3u);
                bool l_3124_ = (l_3122_ != 0.0L);
                if (l_3123_) {
                    local_184 = l_3124_;
                } else {
                    local_184 = false;
                }
                bool l_3125_ = local_184;
                uint _e5519 = l_mut_121_;
                bool l_3126_ = (_e5519 == 0u);
                if (l_3125_) {
                    local_185 = l_3126_;
                } else {
                    local_185 = false;
                }
                bool l_3127_ = local_185;
                double _e5526 = l_mut_751_;
                double l_3128_ = (l_3127_ ? l_3119_ : _e5526);
                l_mut_751_ = l_3128_;
                uint _e5528 = l_mut_121_;
                bool l_3129_ = (_e5528 == 1u);
                if (l_3125_) {
                    local_186 = l_3129_;
                } else {
                    local_186 = false;
                }
                bool l_3130_ = local_186;
                double _e5535 = l_mut_749_;
                double l_3131_ = (l_3130_ ? l_3119_ : _e5535);
                l_mut_749_ = l_3131_;
                uint _e5537 = l_mut_121_;
                bool l_3132_ = (_e5537 == 2u);
                if (l_3125_) {
                    local_187 = l_3132_;
                } else {
                    local_187 = false;
                }
                bool l_3133_ = local_187;
                double _e5544 = l_mut_748_;
                double l_3134_ = (l_3133_ ? l_3119_ : _e5544);
                l_mut_748_ = l_3134_;
                double l_3135_ = (l_3125_ ? l_3122_ : l_3119_);
                double _e5547 = l_mut_120_;
                double l_3136_ = (_e5547 + l_3117_);
                double l_3137_ = (l_3123_ ? l_3135_ : l_3136_);
                l_mut_120_ = l_3137_;
                uint l_3138_ = uint(l_3125_);
                uint _e5551 = l_mut_121_;
                l_mut_121_ = (_e5551 + l_3138_);
                double _e5553 = l_mut_120_;
                double l_3139_ = (_e5553 + l_3112_);
                double l_3140_ = (l_3139_ * l_4_);
                double _e5556 = l_mut_120_;
                double l_3141_ = (l_3140_ - _e5556);
                double l_3142_ = (l_3141_ * l_4_);
                double l_3143_ = (l_3112_ - l_3142_);
                uint _e5560 = l_mut_121_;
                bool l_3144_ = (_e5560 < 3u);
                bool l_3145_ = (l_3143_ != 0.0L);
                if (l_3144_) {
                    local_188 = l_3145_;
                } else {
                    local_188 = false;
                }
                bool l_3146_ = local_188;
                uint _e5569 = l_mut_121_;
                bool l_3147_ = (_e5569 == 0u);
                if (l_3146_) {
                    local_189 = l_3147_;
                } else {
                    local_189 = false;
                }
                bool l_3148_ = local_189;
                double _e5576 = l_mut_751_;
                double l_3149_ = (l_3148_ ? l_3140_ : _e5576);
                l_mut_751_ = l_3149_;
                uint _e5578 = l_mut_121_;
                bool l_3150_ = (_e5578 == 1u);
                if (l_3146_) {
                    local_190 = l_3150_;
                } else {
                    local_190 = false;
                }
                bool l_3151_ = local_190;
                double _e5585 = l_mut_749_;
                double l_3152_ = (l_3151_ ? l_3140_ : _e5585);
                l_mut_749_ = l_3152_;
                uint _e5587 = l_mut_121_;
                bool l_3153_ = (_e5587 == 2u);
                if (l_3146_) {
                    local_191 = l_3153_;
                } else {
                    local_191 = false;
                }
                bool l_3154_ = local_191;
                double _e5594 = l_mut_748_;
                double l_3155_ = (l_3154_ ? l_3140_ : _e5594);
                l_mut_748_ = l_3155_;
                double l_3156_ = (l_3146_ ? l_3143_ : l_3140_);
                double _e5597 = l_mut_120_;
                double l_3157_ = (_e5597 + l_3112_);
                double l_3158_ = (l_3144_ ? l_3156_ : l_3157_);
                l_mut_120_ = l_3158_;
                uint l_3159_ = uint(l_3146_);
                uint _e5601 = l_mut_121_;
                l_mut_121_ = (_e5601 + l_3159_);
                double _e5603 = l_mut_120_;
                double l_3160_ = (_e5603 + l_3107_);
                double l_3161_ = (l_3160_ * l_4_);
                double _e5606 = l_mut_120_;
                double l_3162_ = (l_3161_ - _e5606);
                double l_3163_ = (l_3162_ * l_4_);
                double l_3164_ = (l_3107_ - l_3163_);
                uint _e5610 = l_mut_121_;
                bool l_3165_ = (_e5610 < 3u);
                bool l_3166_ = (l_3164_ != 0.0L);
                if (l_3165_) {
                    local_192 = l_3166_;
                } else {
                    local_192 = false;
                }
                bool l_3167_ = local_192;
                uint _e5619 = l_mut_121_;
                bool l_3168_ = (_e5619 == 0u);
                if (l_3167_) {
                    local_193 = l_3168_;
                } else {
                    local_193 = false;
                }
                bool l_3169_ = local_193;
                double _e5626 = l_mut_751_;
                double l_3170_ = (l_3169_ ? l_3161_ : _e5626);
                l_mut_751_ = l_3170_;
                uint _e5628 = l_mut_121_;
                bool l_3171_ = (_e5628 == 1u);
                if (l_3167_) {
                    local_194 = l_3171_;
                } else {
                    local_194 = false;
                }
                bool l_3172_ = local_194;
                double _e5635 = l_mut_749_;
                double l_3173_ = (l_3172_ ? l_3161_ : _e5635);
                l_mut_749_ = l_3173_;
                uint _e5637 = l_mut_121_;
                bool l_3174_ = (_e5637 == 2u);
                if (l_3167_) {
                    local_195 = l_3174_;
                } else {
                    local_195 = false;
                }
                bool l_3175_ = local_195;
                double _e5644 = l_mut_748_;
                double l_3176_ = (l_3175_ ? l_3161_ : _e5644);
                l_mut_748_ = l_3176_;
                double l_3177_ = (l_3167_ ? l_3164_ : l_3161_);
                double _e5647 = l_mut_120_;
                double l_3178_ = (_e5647 + l_3107_);
                double l_3179_ = (l_3165_ ? l_3177_ : l_3178_);
                l_mut_120_ = l_3179_;
                uint l_3180_ = uint(l_3167_);
                uint _e5651 = l_mut_121_;
                l_mut_121_ = (_e5651 + l_3180_);
                double _e5653 = l_mut_120_;
                double l_3181_ = (_e5653 + l_3102_);
                double l_3182_ = (l_3181_ * l_4_);
                double _e5656 = l_mut_120_;
                double l_3183_ = (l_3182_ - _e5656);
                double l_3184_ = (l_3183_ * l_4_);
                double l_3185_ = (l_3102_ - l_3184_);
                uint _e5660 = l_mut_121_;
                bool l_3186_ = (_e5660 < 3u);
                bool l_3187_ = (l_3185_ != 0.0L);
                if (l_3186_) {
                    local_196 = l_3187_;
                } else {
                    local_196 = false;
                }
                bool l_3188_ = local_196;
                uint _e5669 = l_mut_121_;
                bool l_3189_ = (_e5669 == 0u);
                if (l_3188_) {
                    local_197 = l_3189_;
                } else {
                    local_197 = false;
                }
                bool l_3190_ = local_197;
                double _e5676 = l_mut_751_;
                double l_3191_ = (l_3190_ ? l_3182_ : _e5676);
                l_mut_751_ = l_3191_;
                uint _e5678 = l_mut_121_;
                bool l_3192_ = (_e5678 == 1u);
                if (l_3188_) {
                    local_198 = l_3192_;
                } else {
                    local_198 = false;
                }
                bool l_3193_ = local_198;
                double _e5685 = l_mut_749_;
                double l_3194_ = (l_3193_ ? l_3182_ : _e5685);
                l_mut_749_ = l_3194_;
                uint _e5687 = l_mut_121_;
                bool l_3195_ = (_e5687 == 2u);
                if (l_3188_) {
                    local_199 = l_3195_;
                } else {
                    local_199 = false;
                }
                bool l_3196_ = local_199;
                double _e5694 = l_mut_748_;
                double l_3197_ = (l_3196_ ? l_3182_ : _e5694);
                l_mut_748_ = l_3197_;
                double l_3198_ = (l_3188_ ? l_3185_ : l_3182_);
                double _e5697 = l_mut_120_;
                double l_3199_ = (_e5697 + l_3102_);
                double l_3200_ = (l_3186_ ? l_3198_ : l_3199_);
                l_mut_120_ = l_3200_;
                uint l_3201_ = uint(l_3188_);
                uint _e5701 = l_mut_121_;
                l_mut_121_ = (_e5701 + l_3201_);
                uint _e5703 = l_mut_121_;
                bool l_3202_ = (_e5703 == 0u);
                double _e5706 = l_mut_751_;
                double _e5707 = l_mut_120_;
                double l_3203_ = (l_3202_ ? _e5707 : _e5706);
                l_mut_751_ = l_3203_;
                uint _e5709 = l_mut_121_;
                bool l_3204_ = (_e5709 == 1u);
                double _e5712 = l_mut_749_;
                double _e5713 = l_mut_120_;
                double l_3205_ = (l_3204_ ? _e5713 : _e5712);
                l_mut_749_ = l_3205_;
                uint _e5715 = l_mut_121_;
                bool l_3206_ = (_e5715 == 2u);
                double _e5718 = l_mut_748_;
                double _e5719 = l_mut_120_;
                double l_3207_ = (l_3206_ ? _e5719 : _e5718);
                l_mut_748_ = l_3207_;
                uint _e5721 = l_mut_121_;
                bool l_3208_ = (_e5721 == 3u);
                double _e5724 = l_mut_747_;
                double _e5725 = l_mut_120_;
                double l_3209_ = (l_3208_ ? _e5725 : _e5724);
                l_mut_747_ = l_3209_;
                double _e5728 = l_mut_29_;
                a_3210_[0] = _e5728;
                double _e5730 = l_mut_751_;
                a_3210_[1] = _e5730;
                double _e5732 = l_mut_30_;
                a_3210_[2] = _e5732;
                double _e5734 = l_mut_749_;
                a_3210_[3] = _e5734;
                double _e5736 = l_mut_31_;
                a_3210_[4] = _e5736;
                double _e5738 = l_mut_748_;
                a_3210_[5] = _e5738;
                double _e5740 = l_mut_32_;
                a_3210_[6] = _e5740;
                double _e5742 = l_mut_747_;
                a_3210_[7] = _e5742;
                double l_3211_ = a_3210_[7];
                l_mut_2343_ = l_3211_;
                double l_3212_ = a_3210_[6];
                double _e5747 = l_mut_2343_;
                double l_3213_ = (l_3212_ + _e5747);
                double l_3214_ = (l_3213_ * l_4_);
                double l_3215_ = (l_3214_ - l_3212_);
                double l_3216_ = (l_3215_ * l_4_);
                double l_3217_ = (l_3214_ - l_3216_);
                double l_3218_ = (l_3217_ * l_4_);
                double l_3219_ = (l_3212_ - l_3218_);
                double _e5755 = l_mut_2343_;
                double l_3220_ = (_e5755 - l_3216_);
                double l_3221_ = (l_3219_ + l_3220_);
                a_3210_[7] = l_3221_;
                l_mut_2343_ = l_3214_;
                double l_3222_ = a_3210_[5];
                double _e5761 = l_mut_2343_;
                double l_3223_ = (l_3222_ + _e5761);
                double l_3224_ = (l_3223_ * l_4_);
                double l_3225_ = (l_3224_ - l_3222_);
                double l_3226_ = (l_3225_ * l_4_);
                double l_3227_ = (l_3224_ - l_3226_);
                double l_3228_ = (l_3227_ * l_4_);
                double l_3229_ = (l_3222_ - l_3228_);
                double _e5769 = l_mut_2343_;
                double l_3230_ = (_e5769 - l_3226_);
                double l_3231_ = (l_3229_ + l_3230_);
                a_3210_[6] = l_3231_;
                l_mut_2343_ = l_3224_;
                double l_3232_ = a_3210_[4];
                double _e5775 = l_mut_2343_;
                double l_3233_ = (l_3232_ + _e5775);
                double l_3234_ = (l_3233_ * l_4_);
                double l_3235_ = (l_3234_ - l_3232_);
                double l_3236_ = (l_3235_ * l_4_);
                double l_3237_ = (l_3234_ - l_3236_);
                double l_3238_ = (l_3237_ * l_4_);
                double l_3239_ = (l_3232_ - l_3238_);
                double _e5783 = l_mut_2343_;
                double l_3240_ = (_e5783 - l_3236_);
                double l_3241_ = (l_3239_ + l_3240_);
                a_3210_[5] = l_3241_;
                l_mut_2343_ = l_3234_;
                double l_3242_ = a_3210_[3];
                double _e5789 = l_mut_2343_;
                double l_3243_ = (l_3242_ + _e5789);
                double l_3244_ = (l_3243_ * l_4_);
                double l_3245_ = (l_3244_ - l_3242_);
                double l_3246_ = (l_3245_ * l_4_);
                double l_3247_ = (l_3244_ - l_3246_);
                double l_3248_ = (l_3247_ * l_4_);
                double l_3249_ = (l_3242_ - l_3248_);
                double _e5797 = l_mut_2343_;
                double l_3250_ = (_e5797 - l_3246_);
                double l_3251_ = (l_3249_ + l_3250_);
                a_3210_[4] = l_3251_;
                l_mut_2343_ = l_3244_;
                double l_3252_ = a_3210_[2];
                double _e5803 = l_mut_2343_;
                double l_3253_ = (l_3252_ + _e5803);
                double l_3254_ = (l_3253_ * l_4_);
                double l_3255_ = (l_3254_ - l_3252_);
                double l_3256_ = (l_3255_ * l_4_);
                double l_3257_ = (l_3254_ - l_3256_);
                double l_3258_ = (l_3257_ * l_4_);
                double l_3259_ = (l_3252_ - l_3258_);
                double _e5811 = l_mut_2343_;
                double l_3260_ = (_e5811 - l_3256_);
                double l_3261_ = (l_3259_ + l_3260_);
                a_3210_[3] = l_3261_;
                l_mut_2343_ = l_3254_;
                double l_3262_ = a_3210_[1];
                double _e5817 = l_mut_2343_;
                double l_3263_ = (l_3262_ + _e5817);
                double l_3264_ = (l_3263_ * l_4_);
                double l_3265_ = (l_3264_ - l_3262_);
                double l_3266_ = (l_3265_ * l_4_);
                double l_3267_ = (l_3264_ - l_3266_);
                double l_3268_ = (l_3267_ * l_4_);
                double l_3269_ = (l_3262_ - l_3268_);
                double _e5825 = l_mut_2343_;
                double l_3270_ = (_e5825 - l_3266_);
                double l_3271_ = (l_3269_ + l_3270_);
                a_3210_[2] = l_3271_;
                l_mut_2343_ = l_3264_;
                double l_3272_ = a_3210_[0];
                double _e5831 = l_mut_2343_;
                double l_3273_ = (l_3272_ + _e5831);
                double l_3274_ = (l_3273_ * l_4_);
                double l_3275_ = (l_3274_ - l_3272_);
                double l_3276_ = (l_3275_ * l_4_);
                double l_3277_ = (l_3274_ - l_3276_);
                double l_3278_ = (l_3277_ * l_4_);
                double l_3279_ = (l_3272_ - l_3278_);
                double _e5839 = l_mut_2343_;
                double l_3280_ = (_e5839 - l_3276_);
                double l_3281_ = (l_3279_ + l_3280_);
                a_3210_[1] = l_3281_;
                l_mut_2343_ = l_3274_;
                double _e5844 = l_mut_2343_;
                a_3210_[0] = _e5844;
                double l_3282_ = a_3210_[7];
                l_mut_2343_ = l_3282_;
                double l_3283_ = a_3210_[6];
                double _e5849 = l_mut_2343_;
                double l_3284_ = (l_3283_ + _e5849);
                double l_3285_ = (l_3284_ * l_4_);
                double l_3286_ = (l_3285_ - l_3283_);
                double l_3287_ = (l_3286_ * l_4_);
                double l_3288_ = (l_3285_ - l_3287_);
                double l_3289_ = (l_3288_ * l_4_);
                double l_3290_ = (l_3283_ - l_3289_);
                double _e5857 = l_mut_2343_;
                double l_3291_ = (_e5857 - l_3287_);
                double l_3292_ = (l_3290_ + l_3291_);
                a_3210_[7] = l_3292_;
                l_mut_2343_ = l_3285_;
                double l_3293_ = a_3210_[5];
                double _e5863 = l_mut_2343_;
                double l_3294_ = (l_3293_ + _e5863);
                double l_3295_ = (l_3294_ * l_4_);
                double l_3296_ = (l_3295_ - l_3293_);
                double l_3297_ = (l_3296_ * l_4_);
                double l_3298_ = (l_3295_ - l_3297_);
                double l_3299_ = (l_3298_ * l_4_);
                double l_3300_ = (l_3293_ - l_3299_);
                double _e5871 = l_mut_2343_;
                double l_3301_ = (_e5871 - l_3297_);
                double l_3302_ = (l_3300_ + l_3301_);
                a_3210_[6] = l_3302_;
                l_mut_2343_ = l_3295_;
                double l_3303_ = a_3210_[4];
                double _e5877 = l_mut_2343_;
                double l_3304_ = (l_3303_ + _e5877);
                double l_3305_ = (l_3304_ * l_4_);
                double l_3306_ = (l_3305_ - l_3303_);
                double l_3307_ = (l_3306_ * l_4_);
                double l_3308_ = (l_3305_ - l_3307_);
                double l_3309_ = (l_3308_ * l_4_);
                double l_3310_ = (l_3303_ - l_3309_);
                double _e5885 = l_mut_2343_;
                double l_3311_ = (_e5885 - l_3307_);
                double l_3312_ = (l_3310_ + l_3311_);
                a_3210_[5] = l_3312_;
                l_mut_2343_ = l_3305_;
                double l_3313_ = a_3210_[3];
                double _e5891 = l_mut_2343_;
                double l_3314_ = (l_3313_ + _e5891);
                double l_3315_ = (l_3314_ * l_4_);
                double l_3316_ = (l_3315_ - l_3313_);
                double l_3317_ = (l_3316_ * l_4_);
                double l_3318_ = (l_3315_ - l_3317_);
                double l_3319_ = (l_3318_ * l_4_);
                double l_3320_ = (l_3313_ - l_3319_);
                double _e5899 = l_mut_2343_;
                double l_3321_ = (_e5899 - l_3317_);
                double l_3322_ = (l_3320_ + l_3321_);
                a_3210_[4] = l_3322_;
                l_mut_2343_ = l_3315_;
                double l_3323_ = a_3210_[2];
                double _e5905 = l_mut_2343_;
                double l_3324_ = (l_3323_ + _e5905);
                double l_3325_ = (l_3324_ * l_4_);
                double l_3326_ = (l_3325_ - l_3323_);
                double l_3327_ = (l_3326_ * l_4_);
                double l_3328_ = (l_3325_ - l_3327_);
                double l_3329_ = (l_3328_ * l_4_);
                double l_3330_ = (l_3323_ - l_3329_);
                double _e5913 = l_mut_2343_;
                double l_3331_ = (_e5913 - l_3327_);
                double l_3332_ = (l_3330_ + l_3331_);
                a_3210_[3] = l_3332_;
                l_mut_2343_ = l_3325_;
                double l_3333_ = a_3210_[1];
                double _e5919 = l_mut_2343_;
                double l_3334_ = (l_3333_ + _e5919);
                double l_3335_ = (l_3334_ * l_4_);
                double l_3336_ = (l_3335_ - l_3333_);
                double l_3337_ = (l_3336_ * l_4_);
                double l_3338_ = (l_3335_ - l_3337_);
                double l_3339_ = (l_3338_ * l_4_);
                double l_3340_ = (l_3333_ - l_3339_);
                double _e5927 = l_mut_2343_;
                double l_3341_ = (_e5927 - l_3337_);
                double l_3342_ = (l_3340_ + l_3341_);
                a_3210_[2] = l_3342_;
                l_mut_2343_ = l_3335_;
                double l_3343_ = a_3210_[0];
                double _e5933 = l_mut_2343_;
                double l_3344_ = (l_3343_ + _e5933);
                double l_3345_ = (l_3344_ * l_4_);
                double l_3346_ = (l_3345_ - l_3343_);
                double l_3347_ = (l_3346_ * l_4_);
                double l_3348_ = (l_3345_ - l_3347_);
                double l_3349_ = (l_3348_ * l_4_);
                double l_3350_ = (l_3343_ - l_3349_);
                double _e5941 = l_mut_2343_;
                double l_3351_ = (_e5941 - l_3347_);
                double l_3352_ = (l_3350_ + l_3351_);
                a_3210_[1] = l_3352_;
                l_mut_2343_ = l_3345_;
                double _e5946 = l_mut_2343_;
                a_3210_[0] = _e5946;
                l_mut_2343_ = 0.0L;
                l_mut_2341_ = 0.0L;
                l_mut_2340_ = 0.0L;
                l_mut_2339_ = 0.0L;
                double l_3353_ = a_3210_[0];
                l_mut_120_ = l_3353_;
                l_mut_121_ = 0u;
                double l_3354_ = a_3210_[1];
                double _e5956 = l_mut_120_;
                double l_3355_ = (_e5956 + l_3354_);
                double l_3356_ = (l_3355_ * l_4_);
                double _e5959 = l_mut_120_;
                double l_3357_ = (l_3356_ - _e5959);
                double l_3358_ = (l_3357_ * l_4_);
                double l_3359_ = (l_3356_ - l_3358_);
                double l_3360_ = (l_3359_ * l_4_);
                double _e5964 = l_mut_120_;
                double l_3361_ = (_e5964 - l_3360_);
                double l_3362_ = (l_3354_ - l_3358_);
                double l_3363_ = (l_3361_ + l_3362_);
                uint _e5968 = l_mut_121_;
                bool l_3364_ = (_e5968 < 3u);
                bool l_3365_ = (l_3363_ != 0.0L);
                if (l_3364_) {
                    local_200 = l_3365_;
                } else {
                    local_200 = false;
                }
                bool l_3366_ = local_200;
                uint _e5977 = l_mut_121_;
                bool l_3367_ = (_e5977 == 0u);
                if (l_3366_) {
                    local_201 = l_3367_;
                } else {
                    local_201 = false;
                }
                bool l_3368_ = local_201;
                double _e5984 = l_mut_2343_;
                double l_3369_ = (l_3368_ ? l_3356_ : _e5984);
                l_mut_2343_ = l_3369_;
                uint _e5986 = l_mut_121_;
                bool l_3370_ = (_e5986 == 1u);
                if (l_3366_) {
                    local_202 = l_3370_;
                } else {
                    local_202 = false;
                }
                bool l_3371_ = local_202;
                double _e5993 = l_mut_2341_;
                double l_3372_ = (l_3371_ ? l_3356_ : _e5993);
                l_mut_2341_ = l_3372_;
                uint _e5995 = l_mut_121_;
                bool l_3373_ = (_e5995 == 2u);
                if (l_3366_) {
                    local_203 = l_3373_;
                } else {
                    local_203 = false;
                }
                bool l_3374_ = local_203;
                double _e6002 = l_mut_2340_;
                double l_3375_ = (l_3374_ ? l_3356_ : _e6002);
                l_mut_2340_ = l_3375_;
                double l_3376_ = (l_3366_ ? l_3363_ : l_3356_);
                double _e6005 = l_mut_120_;
                double l_3377_ = (_e6005 + l_3354_);
                double l_3378_ = (l_3364_ ? l_3376_ : l_3377_);
                l_mut_120_ = l_3378_;
                uint l_3379_ = uint(l_3366_);
                uint _e6009 = l_mut_121_;
                l_mut_121_ = (_e6009 + l_3379_);
                double l_3380_ = a_3210_[2];
                double _e6013 = l_mut_120_;
                double l_3381_ = (_e6013 + l_3380_);
                double l_3382_ = (l_3381_ * l_4_);
                double _e6016 = l_mut_120_;
                double l_3383_ = (l_3382_ - _e6016);
                double l_3384_ = (l_3383_ * l_4_);
                double l_3385_ = (l_3382_ - l_3384_);
                double l_3386_ = (l_3385_ * l_4_);
                double _e6021 = l_mut_120_;
                double l_3387_ = (_e6021 - l_3386_);
                double l_3388_ = (l_3380_ - l_3384_);
                double l_3389_ = (l_3387_ + l_3388_);
                uint _e6025 = l_mut_121_;
                bool l_3390_ = (_e6025 < 3u);
                bool l_3391_ = (l_3389_ != 0.0L);
                if (l_3390_) {
                    local_204 = l_3391_;
                } else {
                    local_204 = false;
                }
                bool l_3392_ = local_204;
                uint _e6034 = l_mut_121_;
                bool l_3393_ = (_e6034 == 0u);
                if (l_3392_) {
                    local_205 = l_3393_;
                } else {
                    local_205 = false;
                }
                bool l_3394_ = local_205;
                double _e6041 = l_mut_2343_;
                double l_3395_ = (l_3394_ ? l_3382_ : _e6041);
                l_mut_2343_ = l_3395_;
                uint _e6043 = l_mut_121_;
                bool l_3396_ = (_e6043 == 1u);
                if (l_3392_) {
                    local_206 = l_3396_;
                } else {
                    local_206 = false;
                }
                bool l_3397_ = local_206;
                double _e6050 = l_mut_2341_;
                double l_3398_ = (l_3397_ ? l_3382_ : _e6050);
                l_mut_2341_ = l_3398_;
                uint _e6052 = l_mut_121_;
                bool l_3399_ = (_e6052 == 2u);
                if (l_3392_) {
                    local_207 = l_3399_;
                } else {
                    local_207 = false;
                }
                bool l_3400_ = local_207;
                double _e6059 = l_mut_2340_;
                double l_3401_ = (l_3400_ ? l_3382_ : _e6059);
                l_mut_2340_ = l_3401_;
                double l_3402_ = (l_3392_ ? l_3389_ : l_3382_);
                double _e6062 = l_mut_120_;
                double l_3403_ = (_e6062 + l_3380_);
                double l_3404_ = (l_3390_ ? l_3402_ : l_3403_);
                l_mut_120_ = l_3404_;
                uint l_3405_ = uint(l_3392_);
                uint _e6066 = l_mut_121_;
                l_mut_121_ = (_e6066 + l_3405_);
                double l_3406_ = a_3210_[3];
                double _e6070 = l_mut_120_;
                double l_3407_ = (_e6070 + l_3406_);
                double l_3408_ = (l_3407_ * l_4_);
                double _e6073 = l_mut_120_;
                double l_3409_ = (l_3408_ - _e6073);
                double l_3410_ = (l_3409_ * l_4_);
                double l_3411_ = (l_3408_ - l_3410_);
                double l_3412_ = (l_3411_ * l_4_);
                double _e6078 = l_mut_120_;
                double l_3413_ = (_e6078 - l_3412_);
                double l_3414_ = (l_3406_ - l_3410_);
                double l_3415_ = (l_3413_ + l_3414_);
                uint _e6082 = l_mut_121_;
                bool l_3416_ = (_e6082 < 3u);
                bool l_3417_ = (l_3415_ != 0.0L);
                if (l_3416_) {
                    local_208 = l_3417_;
                } else {
                    local_208 = false;
                }
                bool l_3418_ = local_208;
                uint _e6091 = l_mut_121_;
                bool l_3419_ = (_e6091 == 0u);
                if (l_3418_) {
                    local_209 = l_3419_;
                } else {
                    local_209 = false;
                }
                bool l_3420_ = local_209;
                double _e6098 = l_mut_2343_;
                double l_3421_ = (l_3420_ ? l_3408_ : _e6098);
                l_mut_2343_ = l_3421_;
                uint _e6100 = l_mut_121_;
                bool l_3422_ = (_e6100 == 1u);
                if (l_3418_) {
                    local_210 = l_3422_;
                } else {
                    local_210 = false;
                }
                bool l_3423_ = local_210;
                double _e6107 = l_mut_2341_;
                double l_3424_ = (l_3423_ ? l_3408_ : _e6107);
                l_mut_2341_ = l_3424_;
                uint _e6109 = l_mut_121_;
                bool l_3425_ = (_e6109 == 2u);
                if (l_3418_) {
                    local_211 = l_3425_;
                } else {
                    local_211 = false;
                }
                bool l_3426_ = local_211;
                double _e6116 = l_mut_2340_;
                double l_3427_ = (l_3426_ ? l_3408_ : _e6116);
                l_mut_2340_ = l_3427_;
                double l_3428_ = (l_3418_ ? l_3415_ : l_3408_);
                double _e6119 = l_mut_120_;
                double l_3429_ = (_e6119 + l_3406_);
                double l_3430_ = (l_3416_ ? l_3428_ : l_3429_);
                l_mut_120_ = l_3430_;
                uint l_3431_ = uint(l_3418_);
                uint _e6123 = l_mut_121_;
                l_mut_121_ = (_e6123 + l_3431_);
                double l_3432_ = a_3210_[4];
                double _e6127 = l_mut_120_;
                double l_3433_ = (_e6127 + l_3432_);
                double l_3434_ = (l_3433_ * l_4_);
                double _e6130 = l_mut_120_;
                double l_3435_ = (l_3434_ - _e6130);
                double l_3436_ = (l_3435_ * l_4_);
                double l_3437_ = (l_3434_ - l_3436_);
                double l_3438_ = (l_3437_ * l_4_);
                double _e6135 = l_mut_120_;
                double l_3439_ = (_e6135 - l_3438_);
                double l_3440_ = (l_3432_ - l_3436_);
                double l_3441_ = (l_3439_ + l_3440_);
                uint _e6139 = l_mut_121_;
                bool l_3442_ = (_e6139 < 3u);
                bool l_3443_ = (l_3441_ != 0.0L);
                if (l_3442_) {
                    local_212 = l_3443_;
                } else {
                    local_212 = false;
                }
                bool l_3444_ = local_212;
                uint _e6148 = l_mut_121_;
                bool l_3445_ = (_e6148 == 0u);
                if (l_3444_) {
                    local_213 = l_3445_;
                } else {
                    local_213 = false;
                }
                bool l_3446_ = local_213;
                double _e6155 = l_mut_2343_;
                double l_3447_ = (l_3446_ ? l_3434_ : _e6155);
                l_mut_2343_ = l_3447_;
                uint _e6157 = l_mut_121_;
                bool l_3448_ = (_e6157 == 1u);
                if (l_3444_) {
                    local_214 = l_3448_;
                } else {
                    local_214 = false;
                }
                bool l_3449_ = local_214;
                double _e6164 = l_mut_2341_;
                double l_3450_ = (l_3449_ ? l_3434_ : _e6164);
                l_mut_2341_ = l_3450_;
                uint _e6166 = l_mut_121_;
                bool l_3451_ = (_e6166 == 2u);
                if (l_3444_) {
                    local_215 = l_3451_;
                } else {
                    local_215 = false;
                }
                bool l_3452_ = local_215;
                double _e6173 = l_mut_2340_;
                double l_3453_ = (l_3452_ ? l_3434_ : _e6173);
                l_mut_2340_ = l_3453_;
                double l_3454_ = (l_3444_ ? l_3441_ : l_3434_);
                double _e6176 = l_mut_120_;
                double l_3455_ = (_e6176 + l_3432_);
                double l_3456_ = (l_3442_ ? l_3454_ : l_3455_);
                l_mut_120_ = l_3456_;
                uint l_3457_ = uint(l_3444_);
                uint _e6180 = l_mut_121_;
                l_mut_121_ = (_e6180 + l_3457_);
                double l_3458_ = a_3210_[5];
                double _e6184 = l_mut_120_;
                double l_3459_ = (_e6184 + l_3458_);
                double l_3460_ = (l_3459_ * l_4_);
                double _e6187 = l_mut_120_;
                double l_3461_ = (l_3460_ - _e6187);
                double l_3462_ = (l_3461_ * l_4_);
                double l_3463_ = (l_3460_ - l_3462_);
                double l_3464_ = (l_3463_ * l_4_);
                double _e6192 = l_mut_120_;
                double l_3465_ = (_e6192 - l_3464_);
                double l_3466_ = (l_3458_ - l_3462_);
                double l_3467_ = (l_3465_ + l_3466_);
                uint _e6196 = l_mut_121_;
                bool l_3468_ = (_e6196 < 3u);
                bool l_3469_ = (l_3467_ != 0.0L);
                if (l_3468_) {
                    local_216 = l_3469_;
                } else {
                    local_216 = false;
                }
                bool l_3470_ = local_216;
                uint _e6205 = l_mut_121_;
                bool l_3471_ = (_e6205 == 0u);
                if (l_3470_) {
                    local_217 = l_3471_;
                } else {
                    local_217 = false;
                }
                bool l_3472_ = local_217;
                double _e6212 = l_mut_2343_;
                double l_3473_ = (l_3472_ ? l_3460_ : _e6212);
                l_mut_2343_ = l_3473_;
                uint _e6214 = l_mut_121_;
                bool l_3474_ = (_e6214 == 1u);
                if (l_3470_) {
                    local_218 = l_3474_;
                } else {
                    local_218 = false;
                }
                bool l_3475_ = local_218;
                double _e6221 = l_mut_2341_;
                double l_3476_ = (l_3475_ ? l_3460_ : _e6221);
                l_mut_2341_ = l_3476_;
                uint _e6223 = l_mut_121_;
                bool l_3477_ = (_e6223 == 2u);
                if (l_3470_) {
                    local_219 = l_3477_;
                } else {
                    local_219 = false;
                }
                bool l_3478_ = local_219;
                double _e6230 = l_mut_2340_;
                double l_3479_ = (l_3478_ ? l_3460_ : _e6230);
                l_mut_2340_ = l_3479_;
                double l_3480_ = (l_3470_ ? l_3467_ : l_3460_);
                double _e6233 = l_mut_120_;
                double l_3481_ = (_e6233 + l_3458_);
                double l_3482_ = (l_3468_ ? l_3480_ : l_3481_);
                l_mut_120_ = l_3482_;
                uint l_3483_ = uint(l_3470_);
                uint _e6237 = l_mut_121_;
                l_mut_121_ = (_e6237 + l_3483_);
                double l_3484_ = a_3210_[6];
                double _e6241 = l_mut_120_;
                double l_3485_ = (_e6241 + l_3484_);
                double l_3486_ = (l_3485_ * l_4_);
                double _e6244 = l_mut_120_;
                double l_3487_ = (l_3486_ - _e6244);
                double l_3488_ = (l_3487_ * l_4_);
                double l_3489_ = (l_3486_ - l_3488_);
                double l_3490_ = (l_3489_ * l_4_);
                double _e6249 = l_mut_120_;
                double l_3491_ = (_e6249 - l_3490_);
                double l_3492_ = (l_3484_ - l_3488_);
                double l_3493_ = (l_3491_ + l_3492_);
                uint _e6253 = l_mut_121_;
                bool l_3494_ = (_e6253 < 3u);
                bool l_3495_ = (l_3493_ != 0.0L);
                if (l_3494_) {
                    local_220 = l_3495_;
                } else {
                    local_220 = false;
                }
                bool l_3496_ = local_220;
                uint _e6262 = l_mut_121_;
                bool l_3497_ = (_e6262 == 0u);
                if (l_3496_) {
                    local_221 = l_3497_;
                } else {
                    local_221 = false;
                }
                bool l_3498_ = local_221;
                double _e6269 = l_mut_2343_;
                double l_3499_ = (l_3498_ ? l_3486_ : _e6269);
                l_mut_2343_ = l_3499_;
                uint _e6271 = l_mut_121_;
                bool l_3500_ = (_e6271 == 1u);
                if (l_3496_) {
                    local_222 = l_3500_;
                } else {
                    local_222 = false;
                }
                bool l_3501_ = local_222;
                double _e6278 = l_mut_2341_;
                double l_3502_ = (l_3501_ ? l_3486_ : _e6278);
                l_mut_2341_ = l_3502_;
                uint _e6280 = l_mut_121_;
                bool l_3503_ = (_e6280 == 2u);
                if (l_3496_) {
                    local_223 = l_3503_;
                } else {
                    local_223 = false;
                }
                bool l_3504_ = local_223;
                double _e6287 = l_mut_2340_;
                double l_3505_ = (l_3504_ ? l_3486_ : _e6287);
                l_mut_2340_ = l_3505_;
                double l_3506_ = (l_3496_ ? l_3493_ : l_3486_);
                double _e6290 = l_mut_120_;
                double l_3507_ = (_e6290 + l_3484_);
                double l_3508_ = (l_3494_ ? l_3506_ : l_3507_);
                l_mut_120_ = l_3508_;
                uint l_3509_ = uint(l_3496_);
                uint _e6294 = l_mut_121_;
                l_mut_121_ = (_e6294 + l_3509_);
                double l_3510_ = a_3210_[7];
                double _e6298 = l_mut_120_;
                double l_3511_ = (_e6298 + l_3510_);
                double l_3512_ = (l_3511_ * l_4_);
                double _e6301 = l_mut_120_;
                double l_3513_ = (l_3512_ - _e6301);
                double l_3514_ = (l_3513_ * l_4_);
                double l_3515_ = (l_3512_ - l_3514_);
                double l_3516_ = (l_3515_ * l_4_);
                double _e6306 = l_mut_120_;
                double l_3517_ = (_e6306 - l_3516_);
                double l_3518_ = (l_3510_ - l_3514_);
                double l_3519_ = (l_3517_ + l_3518_);
                uint _e6310 = l_mut_121_;
                bool l_3520_ = (_e6310 < 3u);
                bool l_3521_ = (l_3519_ != 0.0L);
                if (l_3520_) {
                    local_224 = l_3521_;
                } else {
                    local_224 = false;
                }
                bool l_3522_ = local_224;
                uint _e6319 = l_mut_121_;
                bool l_3523_ = (_e6319 == 0u);
                if (l_3522_) {
                    local_225 = l_3523_;
                } else {
                    local_225 = false;
                }
                bool l_3524_ = local_225;
                double _e6326 = l_mut_2343_;
                double l_3525_ = (l_3524_ ? l_3512_ : _e6326);
                l_mut_2343_ = l_3525_;
                uint _e6328 = l_mut_121_;
                bool l_3526_ = (_e6328 == 1u);
                if (l_3522_) {
                    local_226 = l_3526_;
                } else {
                    local_226 = false;
                }
                bool l_3527_ = local_226;
                double _e6335 = l_mut_2341_;
                double l_3528_ = (l_3527_ ? l_3512_ : _e6335);
                l_mut_2341_ = l_3528_;
                uint _e6337 = l_mut_121_;
                bool l_3529_ = (_e6337 == 2u);
                if (l_3522_) {
                    local_227 = l_3529_;
                } else {
                    local_227 = false;
                }
                bool l_3530_ = local_227;
                double _e6344 = l_mut_2340_;
                double l_3531_ = (l_3530_ ? l_3512_ : _e6344);
                l_mut_2340_ = l_3531_;
                double l_3532_ = (l_3522_ ? l_3519_ : l_3512_);
                double _e6347 = l_mut_120_;
                double l_3533_ = (_e6347 + l_3510_);
                double l_3534_ = (l_3520_ ? l_3532_ : l_3533_);
                l_mut_120_ = l_3534_;
                uint l_3535_ = uint(l_3522_);
                uint _e6351 = l_mut_121_;
                l_mut_121_ = (_e6351 + l_3535_);
                uint _e6353 = l_mut_121_;
                bool l_3536_ = (_e6353 == 0u);
                double _e6356 = l_mut_2343_;
                double _e6357 = l_mut_120_;
                double l_3537_ = (l_3536_ ? _e6357 : _e6356);
                l_mut_2343_ = l_3537_;
                uint _e6359 = l_mut_121_;
                bool l_3538_ = (_e6359 == 1u);
                double _e6362 = l_mut_2341_;
                double _e6363 = l_mut_120_;
                double l_3539_ = (l_3538_ ? _e6363 : _e6362);
                l_mut_2341_ = l_3539_;
                uint _e6365 = l_mut_121_;
                bool l_3540_ = (_e6365 == 2u);
                double _e6368 = l_mut_2340_;
                double _e6369 = l_mut_120_;
                double l_3541_ = (l_3540_ ? _e6369 : _e6368);
                l_mut_2340_ = l_3541_;
                uint _e6371 = l_mut_121_;
                bool l_3542_ = (_e6371 == 3u);
                double _e6374 = l_mut_2339_;
                double _e6375 = l_mut_120_;
                double l_3543_ = (l_3542_ ? _e6375 : _e6374);
                l_mut_2339_ = l_3543_;
                double _e6377 = l_mut_2343_;
                l_mut_29_ = _e6377;
                double _e6378 = l_mut_2341_;
                l_mut_30_ = _e6378;
                double _e6379 = l_mut_2340_;
                l_mut_31_ = _e6379;
                double _e6380 = l_mut_2339_;
                l_mut_32_ = _e6380;
            }
        }
        uint l_3626_ = asuint(info.Load(12+0));
        uint l_3627_ = (l_3626_ * 1u);
        bool l_3628_ = (id < l_3627_);
        if (l_3628_) {
            double _e6393 = l_mut_29_;
            buffer_3_global.Store(id*8, _e6393);
        }
        uint l_3544_ = (l_1_ + id);
        uint l_3629_ = asuint(info.Load(12+0));
        uint l_3630_ = (l_3629_ * 1u);
        bool l_3631_ = (l_3544_ < l_3630_);
        if (l_3631_) {
            double _e6404 = l_mut_30_;
            buffer_3_global.Store(l_3544_*8, _e6404);
        }
        uint l_3545_ = (2u * l_1_);
        uint l_3546_ = (l_3545_ + id);
        uint l_3632_ = asuint(info.Load(12+0));
        uint l_3633_ = (l_3632_ * 1u);
        bool l_3634_ = (l_3546_ < l_3633_);
        if (l_3634_) {
            double _e6417 = l_mut_31_;
            buffer_3_global.Store(l_3546_*8, _e6417);
        }
        uint l_3547_ = (3u * l_1_);
        uint l_3548_ = (l_3547_ + id);
        uint l_3635_ = asuint(info.Load(12+0));
        uint l_3636_ = (l_3635_ * 1u);
        bool l_3637_ = (l_3548_ < l_3636_);
        if (l_3637_) {
            double _e6430 = l_mut_32_;
            buffer_3_global.Store(l_3548_*8, _e6430);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
