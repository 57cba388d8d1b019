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

uint naga_f2u32(float value) {
    return uint(clamp(value, 0.0, 4294967000.0));
}

[numthreads(64, 1, 1)]
void multi_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float a_602_[8] = (float[8])0;
    float a_2194_[8] = (float[8])0;
    float a_3208_[8] = (float[8])0;
    float l_mut_114_ = (float)0;
    float l_mut_115_ = (float)0;
    float l_mut_116_ = (float)0;
    float l_mut_117_ = (float)0;
    float l_mut_118_ = (float)0;
    uint l_mut_119_ = (uint)0;
    float l_mut_2337_ = (float)0;
    float l_mut_2338_ = (float)0;
    float l_mut_2339_ = (float)0;
    float l_mut_2341_ = (float)0;
    float l_mut_27_ = (float)0;
    float l_mut_28_ = (float)0;
    float l_mut_29_ = (float)0;
    float l_mut_30_ = (float)0;
    float l_mut_49_ = (float)0;
    float l_mut_50_ = (float)0;
    float l_mut_51_ = (float)0;
    float l_mut_52_ = (float)0;
    float l_mut_745_ = (float)0;
    float l_mut_746_ = (float)0;
    float l_mut_747_ = (float)0;
    float l_mut_749_ = (float)0;
    uint l_mut_31_ = 0u;
    uint l_mut_53_ = (uint)0;
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
    uint l_mut_225_ = (uint)0;
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
    uint l_mut_1822_ = (uint)0;
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
    uint l_mut_2684_ = (uint)0;
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
        uint l_3547_ = asuint(info.Load(8+0));
        uint l_3548_ = (l_3547_ * 1u);
        bool l_3549_ = (0u < l_3548_);
        uint l_3550_ = (l_3548_ - 1u);
        uint l_3551_ = min(0u, l_3550_);
        float l_3552_ = asfloat(buffer_2_global.Load(l_3551_*4));
        float l_3_ = (l_3549_ ? l_3552_ : 0.0);
        uint l_3554_ = asuint(info.Load(8+0));
        uint l_3555_ = (l_3554_ * 1u);
        bool l_3556_ = (1u < l_3555_);
        uint l_3557_ = (l_3555_ - 1u);
        uint l_3558_ = min(1u, l_3557_);
        float l_3559_ = asfloat(buffer_2_global.Load(l_3558_*4));
        float l_4_ = (l_3556_ ? l_3559_ : 0.0);
        uint l_3561_ = asuint(info.Load(0+0));
        uint l_3562_ = (l_3561_ * 1u);
        bool l_3563_ = (id < l_3562_);
        uint l_3564_ = (l_3562_ - 1u);
        uint l_3565_ = min(id, l_3564_);
        float l_3566_ = asfloat(buffer_0_global.Load(l_3565_*4));
        float l_5_ = (l_3563_ ? l_3566_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_3568_ = asuint(info.Load(0+0));
        uint l_3569_ = (l_3568_ * 1u);
        bool l_3570_ = (l_6_ < l_3569_);
        uint l_3571_ = (l_3569_ - 1u);
        uint l_3572_ = min(l_6_, l_3571_);
        float l_3573_ = asfloat(buffer_0_global.Load(l_3572_*4));
        float l_7_ = (l_3570_ ? l_3573_ : 0.0);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_3575_ = asuint(info.Load(0+0));
        uint l_3576_ = (l_3575_ * 1u);
        bool l_3577_ = (l_9_ < l_3576_);
        uint l_3578_ = (l_3576_ - 1u);
        uint l_3579_ = min(l_9_, l_3578_);
        float l_3580_ = asfloat(buffer_0_global.Load(l_3579_*4));
        float l_10_ = (l_3577_ ? l_3580_ : 0.0);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_3582_ = asuint(info.Load(0+0));
        uint l_3583_ = (l_3582_ * 1u);
        bool l_3584_ = (l_12_ < l_3583_);
        uint l_3585_ = (l_3583_ - 1u);
        uint l_3586_ = min(l_12_, l_3585_);
        float l_3587_ = asfloat(buffer_0_global.Load(l_3586_*4));
        float l_13_ = (l_3584_ ? l_3587_ : 0.0);
        uint l_3589_ = asuint(info.Load(4+0));
        uint l_3590_ = (l_3589_ * 1u);
        bool l_3591_ = (id < l_3590_);
        uint l_3592_ = (l_3590_ - 1u);
        uint l_3593_ = min(id, l_3592_);
        float l_3594_ = asfloat(buffer_1_global.Load(l_3593_*4));
        float l_14_ = (l_3591_ ? l_3594_ : 0.0);
        uint l_15_ = (l_1_ + id);
        uint l_3596_ = asuint(info.Load(4+0));
        uint l_3597_ = (l_3596_ * 1u);
        bool l_3598_ = (l_15_ < l_3597_);
        uint l_3599_ = (l_3597_ - 1u);
        uint l_3600_ = min(l_15_, l_3599_);
        float l_3601_ = asfloat(buffer_1_global.Load(l_3600_*4));
        float l_16_ = (l_3598_ ? l_3601_ : 0.0);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_3603_ = asuint(info.Load(4+0));
        uint l_3604_ = (l_3603_ * 1u);
        bool l_3605_ = (l_18_ < l_3604_);
        uint l_3606_ = (l_3604_ - 1u);
        uint l_3607_ = min(l_18_, l_3606_);
        float l_3608_ = asfloat(buffer_1_global.Load(l_3607_*4));
        float l_19_ = (l_3605_ ? l_3608_ : 0.0);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_3610_ = asuint(info.Load(4+0));
        uint l_3611_ = (l_3610_ * 1u);
        bool l_3612_ = (l_21_ < l_3611_);
        uint l_3613_ = (l_3611_ - 1u);
        uint l_3614_ = min(l_21_, l_3613_);
        float l_3615_ = asfloat(buffer_1_global.Load(l_3614_*4));
        float l_22_ = (l_3612_ ? l_3615_ : 0.0);
        uint l_3617_ = asuint(info.Load(8+0));
        uint l_3618_ = (l_3617_ * 1u);
        bool l_3619_ = (4u < l_3618_);
        uint l_3620_ = (l_3618_ - 1u);
        uint l_3621_ = min(4u, l_3620_);
        float l_3622_ = asfloat(buffer_2_global.Load(l_3621_*4));
        float l_24_ = (l_3619_ ? l_3622_ : 0.0);
        uint l_25_ = naga_f2u32(l_24_);
        float l_26_ = log(l_5_);
        l_mut_27_ = l_26_;
        l_mut_28_ = 0.0;
        l_mut_29_ = 0.0;
        l_mut_30_ = 0.0;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e6380 = l_mut_31_;
                l_mut_31_ = (_e6380 + 1u);
            }
            loop_init = false;
            uint _e248 = l_mut_31_;
            if ((_e248 < l_25_)) {
            } else {
                break;
            }
            {
                float _e250 = l_mut_27_;
                float l_32_ = -(_e250);
                float _e252 = l_mut_28_;
                float l_33_ = -(_e252);
                float _e254 = l_mut_29_;
                float l_34_ = -(_e254);
                float _e256 = l_mut_30_;
                float l_35_ = -(_e256);
                uint l_3636_ = asuint(info.Load(8+0));
                uint l_3637_ = (l_3636_ * 1u);
                bool l_3638_ = (2u < l_3637_);
                uint l_3639_ = (l_3637_ - 1u);
                uint l_3640_ = min(2u, l_3639_);
                float l_3641_ = asfloat(buffer_2_global.Load(l_3640_*4));
                float l_37_ = (l_3638_ ? l_3641_ : 0.0);
                uint l_38_ = naga_f2u32(l_37_);
                uint l_3643_ = asuint(info.Load(8+0));
                uint l_3644_ = (l_3643_ * 1u);
                bool l_3645_ = (3u < l_3644_);
                uint l_3646_ = (l_3644_ - 1u);
                uint l_3647_ = min(3u, l_3646_);
                float l_3648_ = asfloat(buffer_2_global.Load(l_3647_*4));
                float l_40_ = (l_3645_ ? l_3648_ : 0.0);
                uint l_41_ = naga_f2u32(l_40_);
                uint l_3650_ = asuint(info.Load(8+0));
                uint l_3651_ = (l_3650_ * 1u);
                bool l_3652_ = (5u < l_3651_);
                uint l_3653_ = (l_3651_ - 1u);
                uint l_3654_ = min(5u, l_3653_);
                float l_3655_ = asfloat(buffer_2_global.Load(l_3654_*4));
                float l_43_ = (l_3652_ ? l_3655_ : 0.0);
                float l_44_ = (l_32_ / l_43_);
                float l_45_ = (l_44_ + 0.5);
                float l_46_ = floor(l_45_);
                float l_48_ = (l_46_ * 1.0);
                l_mut_49_ = l_32_;
                l_mut_50_ = l_33_;
                l_mut_51_ = l_34_;
                l_mut_52_ = l_35_;
                l_mut_53_ = 0u;
                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                bool loop_init_1 = true;
                while(true) {
                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                    if (!loop_init_1) {
                        uint _e640 = l_mut_53_;
                        l_mut_53_ = (_e640 + 1u);
                    }
                    loop_init_1 = false;
                    uint _e317 = l_mut_53_;
                    if ((_e317 < l_41_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e319 = l_mut_53_;
                        uint l_54_ = (5u + _e319);
                        uint l_3685_ = asuint(info.Load(8+0));
                        uint l_3686_ = (l_3685_ * 1u);
                        bool l_3687_ = (l_54_ < l_3686_);
                        uint l_3688_ = (l_3686_ - 1u);
                        uint l_3689_ = min(l_54_, l_3688_);
                        float l_3690_ = asfloat(buffer_2_global.Load(l_3689_*4));
                        float l_55_ = (l_3687_ ? l_3690_ : 0.0);
                        float l_56_ = -(l_55_);
                        float l_57_ = (l_48_ * l_56_);
                        float _e338 = l_mut_49_;
                        float l_58_ = (_e338 + l_57_);
                        float l_59_ = (l_58_ * l_4_);
                        float _e341 = l_mut_49_;
                        float l_60_ = (l_59_ - _e341);
                        float l_61_ = (l_60_ * l_4_);
                        float l_62_ = (l_59_ - l_61_);
                        float l_63_ = (l_62_ * l_4_);
                        float _e346 = l_mut_49_;
                        float l_64_ = (_e346 - l_63_);
                        float l_65_ = (l_57_ - l_61_);
                        float l_66_ = (l_64_ + l_65_);
                        float _e350 = l_mut_50_;
                        float l_67_ = (_e350 + l_66_);
                        float l_68_ = (l_67_ * l_4_);
                        float _e353 = l_mut_50_;
                        float l_69_ = (l_68_ - _e353);
                        float l_70_ = (l_69_ * l_4_);
                        float l_71_ = (l_68_ - l_70_);
                        float l_72_ = (l_71_ * l_4_);
                        float _e358 = l_mut_50_;
                        float l_73_ = (_e358 - l_72_);
                        float l_74_ = (l_66_ - l_70_);
                        float l_75_ = (l_73_ + l_74_);
                        float _e362 = l_mut_51_;
                        float l_76_ = (_e362 + l_75_);
                        float l_77_ = (l_76_ * l_4_);
                        float _e365 = l_mut_51_;
                        float l_78_ = (l_77_ - _e365);
                        float l_79_ = (l_78_ * l_4_);
                        float l_80_ = (l_77_ - l_79_);
                        float l_81_ = (l_80_ * l_4_);
                        float _e370 = l_mut_51_;
                        float l_82_ = (_e370 - l_81_);
                        float l_83_ = (l_75_ - l_79_);
                        float l_84_ = (l_82_ + l_83_);
                        float _e374 = l_mut_52_;
                        float l_85_ = (_e374 + l_84_);
                        float l_86_ = (l_85_ * l_4_);
                        float _e377 = l_mut_52_;
                        float l_87_ = (l_86_ - _e377);
                        float l_88_ = (l_87_ * l_4_);
                        float l_89_ = (l_86_ - l_88_);
                        float l_90_ = (l_89_ * l_4_);
                        float _e382 = l_mut_52_;
                        float l_91_ = (_e382 - l_90_);
                        float l_92_ = (l_84_ - l_88_);
                        float l_93_ = (l_91_ + l_92_);
                        float l_94_ = (l_86_ + l_93_);
                        float l_95_ = (l_94_ * l_4_);
                        float l_96_ = (l_95_ - l_86_);
                        float l_97_ = (l_96_ * l_4_);
                        float l_98_ = (l_93_ - l_97_);
                        float l_99_ = (l_77_ + l_95_);
                        float l_100_ = (l_99_ * l_4_);
                        float l_101_ = (l_100_ - l_77_);
                        float l_102_ = (l_101_ * l_4_);
                        float l_103_ = (l_95_ - l_102_);
                        float l_104_ = (l_68_ + l_100_);
                        float l_105_ = (l_104_ * l_4_);
                        float l_106_ = (l_105_ - l_68_);
                        float l_107_ = (l_106_ * l_4_);
                        float l_108_ = (l_100_ - l_107_);
                        float l_109_ = (l_59_ + l_105_);
                        float l_110_ = (l_109_ * l_4_);
                        float l_111_ = (l_110_ - l_59_);
                        float l_112_ = (l_111_ * l_4_);
                        float l_113_ = (l_105_ - l_112_);
                        l_mut_114_ = 0.0;
                        l_mut_115_ = 0.0;
                        l_mut_116_ = 0.0;
                        l_mut_117_ = 0.0;
                        l_mut_118_ = l_110_;
                        l_mut_119_ = 0u;
                        float _e411 = l_mut_118_;
                        float l_120_ = (_e411 + l_113_);
                        float l_121_ = (l_120_ * l_4_);
                        float _e414 = l_mut_118_;
                        float l_122_ = (l_121_ - _e414);
                        float l_123_ = (l_122_ * l_4_);
                        float l_124_ = (l_113_ - l_123_);
                        uint _e418 = l_mut_119_;
                        bool l_125_ = (_e418 < 3u);
                        bool l_126_ = (l_124_ != 0.0);
                        if (l_125_) {
                            local = l_126_;
                        } else {
                            local = false;
                        }
                        bool l_127_ = local;
                        uint _e427 = l_mut_119_;
                        bool l_128_ = (_e427 == 0u);
                        if (l_127_) {
                            local_1 = l_128_;
                        } else {
                            local_1 = false;
                        }
                        bool l_129_ = local_1;
                        float _e434 = l_mut_114_;
                        float l_130_ = (l_129_ ? l_121_ : _e434);
                        l_mut_114_ = l_130_;
                        uint _e436 = l_mut_119_;
                        bool l_131_ = (_e436 == 1u);
                        if (l_127_) {
                            local_2 = l_131_;
                        } else {
                            local_2 = false;
                        }
                        bool l_132_ = local_2;
                        float _e443 = l_mut_115_;
                        float l_133_ = (l_132_ ? l_121_ : _e443);
                        l_mut_115_ = l_133_;
                        uint _e445 = l_mut_119_;
                        bool l_134_ = (_e445 == 2u);
                        if (l_127_) {
                            local_3 = l_134_;
                        } else {
                            local_3 = false;
                        }
                        bool l_135_ = local_3;
                        float _e452 = l_mut_116_;
                        float l_136_ = (l_135_ ? l_121_ : _e452);
                        l_mut_116_ = l_136_;
                        float l_137_ = (l_127_ ? l_124_ : l_121_);
                        float _e455 = l_mut_118_;
                        float l_138_ = (_e455 + l_113_);
                        float l_139_ = (l_125_ ? l_137_ : l_138_);
                        l_mut_118_ = l_139_;
                        uint l_140_ = uint(l_127_);
                        uint _e459 = l_mut_119_;
                        l_mut_119_ = (_e459 + l_140_);
                        float _e461 = l_mut_118_;
                        float l_141_ = (_e461 + l_108_);
                        float l_142_ = (l_141_ * l_4_);
                        float _e464 = l_mut_118_;
                        float l_143_ = (l_142_ - _e464);
                        float l_144_ = (l_143_ * l_4_);
                        float l_145_ = (l_108_ - l_144_);
                        uint _e468 = l_mut_119_;
                        bool l_146_ = (_e468 < 3u);
                        bool l_147_ = (l_145_ != 0.0);
                        if (l_146_) {
                            local_4 = l_147_;
                        } else {
                            local_4 = false;
                        }
                        bool l_148_ = local_4;
                        uint _e477 = l_mut_119_;
                        bool l_149_ = (_e477 == 0u);
                        if (l_148_) {
                            local_5 = l_149_;
                        } else {
                            local_5 = false;
                        }
                        bool l_150_ = local_5;
                        float _e484 = l_mut_114_;
                        float l_151_ = (l_150_ ? l_142_ : _e484);
                        l_mut_114_ = l_151_;
                        uint _e486 = l_mut_119_;
                        bool l_152_ = (_e486 == 1u);
                        if (l_148_) {
                            local_6 = l_152_;
                        } else {
                            local_6 = false;
                        }
                        bool l_153_ = local_6;
                        float _e493 = l_mut_115_;
                        float l_154_ = (l_153_ ? l_142_ : _e493);
                        l_mut_115_ = l_154_;
                        uint _e495 = l_mut_119_;
                        bool l_155_ = (_e495 == 2u);
                        if (l_148_) {
                            local_7 = l_155_;
                        } else {
                            local_7 = false;
                        }
                        bool l_156_ = local_7;
                        float _e502 = l_mut_116_;
                        float l_157_ = (l_156_ ? l_142_ : _e502);
                        l_mut_116_ = l_157_;
                        float l_158_ = (l_148_ ? l_145_ : l_142_);
                        float _e505 = l_mut_118_;
                        float l_159_ = (_e505 + l_108_);
                        float l_160_ = (l_146_ ? l_158_ : l_159_);
                        l_mut_118_ = l_160_;
                        uint l_161_ = uint(l_148_);
                        uint _e509 = l_mut_119_;
                        l_mut_119_ = (_e509 + l_161_);
                        float _e511 = l_mut_118_;
                        float l_162_ = (_e511 + l_103_);
                        float l_163_ = (l_162_ * l_4_);
                        float _e514 = l_mut_118_;
                        float l_164_ = (l_163_ - _e514);
                        float l_165_ = (l_164_ * l_4_);
                        float l_166_ = (l_103_ - l_165_);
                        uint _e518 = l_mut_119_;
                        bool l_167_ = (_e518 < 3u);
                        bool l_168_ = (l_166_ != 0.0);
                        if (l_167_) {
                            local_8 = l_168_;
                        } else {
                            local_8 = false;
                        }
                        bool l_169_ = local_8;
                        uint _e527 = l_mut_119_;
                        bool l_170_ = (_e527 == 0u);
                        if (l_169_) {
                            local_9 = l_170_;
                        } else {
                            local_9 = false;
                        }
                        bool l_171_ = local_9;
                        float _e534 = l_mut_114_;
                        float l_172_ = (l_171_ ? l_163_ : _e534);
                        l_mut_114_ = l_172_;
                        uint _e536 = l_mut_119_;
                        bool l_173_ = (_e536 == 1u);
                        if (l_169_) {
                            local_10 = l_173_;
                        } else {
                            local_10 = false;
                        }
                        bool l_174_ = local_10;
                        float _e543 = l_mut_115_;
                        float l_175_ = (l_174_ ? l_163_ : _e543);
                        l_mut_115_ = l_175_;
                        uint _e545 = l_mut_119_;
                        bool l_176_ = (_e545 == 2u);
                        if (l_169_) {
                            local_11 = l_176_;
                        } else {
                            local_11 = false;
                        }
                        bool l_177_ = local_11;
                        float _e552 = l_mut_116_;
                        float l_178_ = (l_177_ ? l_163_ : _e552);
                        l_mut_116_ = l_178_;
                        float l_179_ = (l_169_ ? l_166_ : l_163_);
                        float _e555 = l_mut_118_;
                        float l_180_ = (_e555 + l_103_);
                        float l_181_ = (l_167_ ? l_179_ : l_180_);
                        l_mut_118_ = l_181_;
                        uint l_182_ = uint(l_169_);
                        uint _e559 = l_mut_119_;
                        l_mut_119_ = (_e559 + l_182_);
                        float _e561 = l_mut_118_;
                        float l_183_ = (_e561 + l_98_);
                        float l_184_ = (l_183_ * l_4_);
                        float _e564 = l_mut_118_;
                        float l_185_ = (l_184_ - _e564);
                        float l_186_ = (l_185_ * l_4_);
                        float l_187_ = (l_98_ - l_186_);
                        uint _e568 = l_mut_119_;
                        bool l_188_ = (_e568 < 3u);
                        bool l_189_ = (l_187_ != 0.0);
                        if (l_188_) {
                            local_12 = l_189_;
                        } else {
                            local_12 = false;
                        }
                        bool l_190_ = local_12;
                        uint _e577 = l_mut_119_;
                        bool l_191_ = (_e577 == 0u);
                        if (l_190_) {
                            local_13 = l_191_;
                        } else {
                            local_13 = false;
                        }
                        bool l_192_ = local_13;
                        float _e584 = l_mut_114_;
                        float l_193_ = (l_192_ ? l_184_ : _e584);
                        l_mut_114_ = l_193_;
                        uint _e586 = l_mut_119_;
                        bool l_194_ = (_e586 == 1u);
                        if (l_190_) {
                            local_14 = l_194_;
                        } else {
                            local_14 = false;
                        }
                        bool l_195_ = local_14;
                        float _e593 = l_mut_115_;
                        float l_196_ = (l_195_ ? l_184_ : _e593);
                        l_mut_115_ = l_196_;
                        uint _e595 = l_mut_119_;
                        bool l_197_ = (_e595 == 2u);
                        if (l_190_) {
                            local_15 = l_197_;
                        } else {
                            local_15 = false;
                        }
                        bool l_198_ = local_15;
                        float _e602 = l_mut_116_;
                        float l_199_ = (l_198_ ? l_184_ : _e602);
                        l_mut_116_ = l_199_;
                        float l_200_ = (l_190_ ? l_187_ : l_184_);
                        float _e605 = l_mut_118_;
                        float l_201_ = (_e605 + l_98_);
                        float l_202_ = (l_188_ ? l_200_ : l_201_);
                        l_mut_118_ = l_202_;
                        uint l_203_ = uint(l_190_);
                        uint _e609 = l_mut_119_;
                        l_mut_119_ = (_e609 + l_203_);
                        uint _e611 = l_mut_119_;
                        bool l_204_ = (_e611 == 0u);
                        float _e614 = l_mut_114_;
                        float _e615 = l_mut_118_;
                        float l_205_ = (l_204_ ? _e615 : _e614);
                        l_mut_114_ = l_205_;
                        uint _e617 = l_mut_119_;
                        bool l_206_ = (_e617 == 1u);
                        float _e620 = l_mut_115_;
                        float _e621 = l_mut_118_;
                        float l_207_ = (l_206_ ? _e621 : _e620);
                        l_mut_115_ = l_207_;
                        uint _e623 = l_mut_119_;
                        bool l_208_ = (_e623 == 2u);
                        float _e626 = l_mut_116_;
                        float _e627 = l_mut_118_;
                        float l_209_ = (l_208_ ? _e627 : _e626);
                        l_mut_116_ = l_209_;
                        uint _e629 = l_mut_119_;
                        bool l_210_ = (_e629 == 3u);
                        float _e632 = l_mut_117_;
                        float _e633 = l_mut_118_;
                        float l_211_ = (l_210_ ? _e633 : _e632);
                        l_mut_117_ = l_211_;
                        float _e635 = l_mut_114_;
                        l_mut_49_ = _e635;
                        float _e636 = l_mut_115_;
                        l_mut_50_ = _e636;
                        float _e637 = l_mut_116_;
                        l_mut_51_ = _e637;
                        float _e638 = l_mut_117_;
                        l_mut_52_ = _e638;
                    }
                }
                float _e642 = l_mut_49_;
                float l_212_ = (_e642 * 0.00390625);
                float _e645 = l_mut_50_;
                float l_213_ = (_e645 * 0.00390625);
                float _e648 = l_mut_51_;
                float l_214_ = (_e648 * 0.00390625);
                float _e651 = l_mut_52_;
                float l_215_ = (_e651 * 0.00390625);
                uint l_216_ = (l_38_ - 1u);
                uint l_217_ = (5u + l_41_);
                uint l_3657_ = asuint(info.Load(8+0));
                uint l_3658_ = (l_3657_ * 1u);
                bool l_3659_ = (l_217_ < l_3658_);
                uint l_3660_ = (l_3658_ - 1u);
                uint l_3661_ = min(l_217_, l_3660_);
                float l_3662_ = asfloat(buffer_2_global.Load(l_3661_*4));
                float l_218_ = (l_3659_ ? l_3662_ : 0.0);
                uint l_219_ = (l_217_ + 1u);
                uint l_3664_ = asuint(info.Load(8+0));
                uint l_3665_ = (l_3664_ * 1u);
                bool l_3666_ = (l_219_ < l_3665_);
                uint l_3667_ = (l_3665_ - 1u);
                uint l_3668_ = min(l_219_, l_3667_);
                float l_3669_ = asfloat(buffer_2_global.Load(l_3668_*4));
                float l_220_ = (l_3666_ ? l_3669_ : 0.0);
                uint l_221_ = (l_217_ + 2u);
                uint l_3671_ = asuint(info.Load(8+0));
                uint l_3672_ = (l_3671_ * 1u);
                bool l_3673_ = (l_221_ < l_3672_);
                uint l_3674_ = (l_3672_ - 1u);
                uint l_3675_ = min(l_221_, l_3674_);
                float l_3676_ = asfloat(buffer_2_global.Load(l_3675_*4));
                float l_222_ = (l_3673_ ? l_3676_ : 0.0);
                uint l_223_ = (l_217_ + 3u);
                uint l_3678_ = asuint(info.Load(8+0));
                uint l_3679_ = (l_3678_ * 1u);
                bool l_3680_ = (l_223_ < l_3679_);
                uint l_3681_ = (l_3679_ - 1u);
                uint l_3682_ = min(l_223_, l_3681_);
                float l_3683_ = asfloat(buffer_2_global.Load(l_3682_*4));
                float l_224_ = (l_3680_ ? l_3683_ : 0.0);
                l_mut_118_ = l_218_;
                l_mut_117_ = l_220_;
                l_mut_116_ = l_222_;
                l_mut_115_ = l_224_;
                l_mut_225_ = 1u;
                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e1980 = l_mut_225_;
                        l_mut_225_ = (_e1980 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e725 = l_mut_225_;
                    if ((_e725 < l_216_)) {
                    } else {
                        break;
                    }
                    {
                        float _e727 = l_mut_118_;
                        float l_226_ = (_e727 * l_212_);
                        float l_227_ = (l_226_ * l_4_);
                        float _e730 = l_mut_118_;
                        float l_228_ = (l_3_ * _e730);
                        float l_229_ = (l_228_ * l_4_);
                        float _e733 = l_mut_118_;
                        float l_230_ = (l_229_ - _e733);
                        float l_231_ = (l_230_ * l_4_);
                        float l_232_ = (l_229_ - l_231_);
                        float _e737 = l_mut_118_;
                        float l_233_ = (_e737 - l_232_);
                        float l_234_ = (l_3_ * l_212_);
                        float l_235_ = (l_234_ * l_4_);
                        float l_236_ = (l_235_ - l_212_);
                        float l_237_ = (l_236_ * l_4_);
                        float l_238_ = (l_235_ - l_237_);
                        float l_239_ = (l_212_ - l_238_);
                        float l_240_ = (l_232_ * l_238_);
                        float l_241_ = (l_240_ - l_227_);
                        float l_242_ = (l_232_ * l_239_);
                        float l_243_ = (l_241_ + l_242_);
                        float l_244_ = (l_233_ * l_238_);
                        float l_245_ = (l_243_ + l_244_);
                        float l_246_ = (l_233_ * l_239_);
                        float l_247_ = (l_245_ + l_246_);
                        float _e753 = l_mut_118_;
                        float l_248_ = (_e753 * l_213_);
                        float l_249_ = (l_248_ * l_4_);
                        float _e756 = l_mut_118_;
                        float l_250_ = (l_3_ * _e756);
                        float l_251_ = (l_250_ * l_4_);
                        float _e759 = l_mut_118_;
                        float l_252_ = (l_251_ - _e759);
                        float l_253_ = (l_252_ * l_4_);
                        float l_254_ = (l_251_ - l_253_);
                        float _e763 = l_mut_118_;
                        float l_255_ = (_e763 - l_254_);
                        float l_256_ = (l_3_ * l_213_);
                        float l_257_ = (l_256_ * l_4_);
                        float l_258_ = (l_257_ - l_213_);
                        float l_259_ = (l_258_ * l_4_);
                        float l_260_ = (l_257_ - l_259_);
                        float l_261_ = (l_213_ - l_260_);
                        float l_262_ = (l_254_ * l_260_);
                        float l_263_ = (l_262_ - l_249_);
                        float l_264_ = (l_254_ * l_261_);
                        float l_265_ = (l_263_ + l_264_);
                        float l_266_ = (l_255_ * l_260_);
                        float l_267_ = (l_265_ + l_266_);
                        float l_268_ = (l_255_ * l_261_);
                        float l_269_ = (l_267_ + l_268_);
                        float _e779 = l_mut_117_;
                        float l_270_ = (_e779 * l_212_);
                        float l_271_ = (l_270_ * l_4_);
                        float _e782 = l_mut_117_;
                        float l_272_ = (l_3_ * _e782);
                        float l_273_ = (l_272_ * l_4_);
                        float _e785 = l_mut_117_;
                        float l_274_ = (l_273_ - _e785);
                        float l_275_ = (l_274_ * l_4_);
                        float l_276_ = (l_273_ - l_275_);
                        float _e789 = l_mut_117_;
                        float l_277_ = (_e789 - l_276_);
                        float l_278_ = (l_3_ * l_212_);
                        float l_279_ = (l_278_ * l_4_);
                        float l_280_ = (l_279_ - l_212_);
                        float l_281_ = (l_280_ * l_4_);
                        float l_282_ = (l_279_ - l_281_);
                        float l_283_ = (l_212_ - l_282_);
                        float l_284_ = (l_276_ * l_282_);
                        float l_285_ = (l_284_ - l_271_);
                        float l_286_ = (l_276_ * l_283_);
                        float l_287_ = (l_285_ + l_286_);
                        float l_288_ = (l_277_ * l_282_);
                        float l_289_ = (l_287_ + l_288_);
                        float l_290_ = (l_277_ * l_283_);
                        float l_291_ = (l_289_ + l_290_);
                        float _e805 = l_mut_118_;
                        float l_292_ = (_e805 * l_214_);
                        float l_293_ = (l_292_ * l_4_);
                        float _e808 = l_mut_118_;
                        float l_294_ = (l_3_ * _e808);
                        float l_295_ = (l_294_ * l_4_);
                        float _e811 = l_mut_118_;
                        float l_296_ = (l_295_ - _e811);
                        float l_297_ = (l_296_ * l_4_);
                        float l_298_ = (l_295_ - l_297_);
                        float _e815 = l_mut_118_;
                        float l_299_ = (_e815 - l_298_);
                        float l_300_ = (l_3_ * l_214_);
                        float l_301_ = (l_300_ * l_4_);
                        float l_302_ = (l_301_ - l_214_);
                        float l_303_ = (l_302_ * l_4_);
                        float l_304_ = (l_301_ - l_303_);
                        float l_305_ = (l_214_ - l_304_);
                        float l_306_ = (l_298_ * l_304_);
                        float l_307_ = (l_306_ - l_293_);
                        float l_308_ = (l_298_ * l_305_);
                        float l_309_ = (l_307_ + l_308_);
                        float l_310_ = (l_299_ * l_304_);
                        float l_311_ = (l_309_ + l_310_);
                        float l_312_ = (l_299_ * l_305_);
                        float l_313_ = (l_311_ + l_312_);
                        float _e831 = l_mut_117_;
                        float l_314_ = (_e831 * l_213_);
                        float l_315_ = (l_314_ * l_4_);
                        float _e834 = l_mut_117_;
                        float l_316_ = (l_3_ * _e834);
                        float l_317_ = (l_316_ * l_4_);
                        float _e837 = l_mut_117_;
                        float l_318_ = (l_317_ - _e837);
                        float l_319_ = (l_318_ * l_4_);
                        float l_320_ = (l_317_ - l_319_);
                        float _e841 = l_mut_117_;
                        float l_321_ = (_e841 - l_320_);
                        float l_322_ = (l_3_ * l_213_);
                        float l_323_ = (l_322_ * l_4_);
                        float l_324_ = (l_323_ - l_213_);
                        float l_325_ = (l_324_ * l_4_);
                        float l_326_ = (l_323_ - l_325_);
                        float l_327_ = (l_213_ - l_326_);
                        float l_328_ = (l_320_ * l_326_);
                        float l_329_ = (l_328_ - l_315_);
                        float l_330_ = (l_320_ * l_327_);
                        float l_331_ = (l_329_ + l_330_);
                        float l_332_ = (l_321_ * l_326_);
                        float l_333_ = (l_331_ + l_332_);
                        float l_334_ = (l_321_ * l_327_);
                        float l_335_ = (l_333_ + l_334_);
                        float _e857 = l_mut_116_;
                        float l_336_ = (_e857 * l_212_);
                        float l_337_ = (l_336_ * l_4_);
                        float _e860 = l_mut_116_;
                        float l_338_ = (l_3_ * _e860);
                        float l_339_ = (l_338_ * l_4_);
                        float _e863 = l_mut_116_;
                        float l_340_ = (l_339_ - _e863);
                        float l_341_ = (l_340_ * l_4_);
                        float l_342_ = (l_339_ - l_341_);
                        float _e867 = l_mut_116_;
                        float l_343_ = (_e867 - l_342_);
                        float l_344_ = (l_3_ * l_212_);
                        float l_345_ = (l_344_ * l_4_);
                        float l_346_ = (l_345_ - l_212_);
                        float l_347_ = (l_346_ * l_4_);
                        float l_348_ = (l_345_ - l_347_);
                        float l_349_ = (l_212_ - l_348_);
                        float l_350_ = (l_342_ * l_348_);
                        float l_351_ = (l_350_ - l_337_);
                        float l_352_ = (l_342_ * l_349_);
                        float l_353_ = (l_351_ + l_352_);
                        float l_354_ = (l_343_ * l_348_);
                        float l_355_ = (l_353_ + l_354_);
                        float l_356_ = (l_343_ * l_349_);
                        float l_357_ = (l_355_ + l_356_);
                        float l_358_ = (l_249_ + l_271_);
                        float l_359_ = (l_358_ * l_4_);
                        float l_360_ = (l_359_ - l_249_);
                        float l_361_ = (l_360_ * l_4_);
                        float l_362_ = (l_359_ - l_361_);
                        float l_363_ = (l_362_ * l_4_);
                        float l_364_ = (l_249_ - l_363_);
                        float l_365_ = (l_271_ - l_361_);
                        float l_366_ = (l_364_ + l_365_);
                        float l_367_ = (l_247_ + l_359_);
                        float l_368_ = (l_367_ * l_4_);
                        float l_369_ = (l_368_ - l_247_);
                        float l_370_ = (l_369_ * l_4_);
                        float l_371_ = (l_368_ - l_370_);
                        float l_372_ = (l_371_ * l_4_);
                        float l_373_ = (l_247_ - l_372_);
                        float l_374_ = (l_359_ - l_370_);
                        float l_375_ = (l_373_ + l_374_);
                        float l_376_ = (l_366_ + l_375_);
                        float l_377_ = (l_376_ * l_4_);
                        float l_378_ = (l_377_ - l_366_);
                        float l_379_ = (l_378_ * l_4_);
                        float l_380_ = (l_377_ - l_379_);
                        float l_381_ = (l_380_ * l_4_);
                        float l_382_ = (l_366_ - l_381_);
                        float l_383_ = (l_375_ - l_379_);
                        float l_384_ = (l_382_ + l_383_);
                        float l_385_ = (l_377_ + l_269_);
                        float l_386_ = (l_385_ * l_4_);
                        float l_387_ = (l_386_ - l_377_);
                        float l_388_ = (l_387_ * l_4_);
                        float l_389_ = (l_386_ - l_388_);
                        float l_390_ = (l_389_ * l_4_);
                        float l_391_ = (l_377_ - l_390_);
                        float l_392_ = (l_269_ - l_388_);
                        float l_393_ = (l_391_ + l_392_);
                        float l_394_ = (l_291_ + l_386_);
                        float l_395_ = (l_394_ * l_4_);
                        float l_396_ = (l_395_ - l_291_);
                        float l_397_ = (l_396_ * l_4_);
                        float l_398_ = (l_395_ - l_397_);
                        float l_399_ = (l_398_ * l_4_);
                        float l_400_ = (l_291_ - l_399_);
                        float l_401_ = (l_386_ - l_397_);
                        float l_402_ = (l_400_ + l_401_);
                        float l_403_ = (l_393_ + l_402_);
                        float l_404_ = (l_403_ * l_4_);
                        float l_405_ = (l_404_ - l_393_);
                        float l_406_ = (l_405_ * l_4_);
                        float l_407_ = (l_404_ - l_406_);
                        float l_408_ = (l_407_ * l_4_);
                        float l_409_ = (l_393_ - l_408_);
                        float l_410_ = (l_402_ - l_406_);
                        float l_411_ = (l_409_ + l_410_);
                        float l_412_ = (l_293_ + l_315_);
                        float l_413_ = (l_412_ * l_4_);
                        float l_414_ = (l_413_ - l_293_);
                        float l_415_ = (l_414_ * l_4_);
                        float l_416_ = (l_413_ - l_415_);
                        float l_417_ = (l_416_ * l_4_);
                        float l_418_ = (l_293_ - l_417_);
                        float l_419_ = (l_315_ - l_415_);
                        float l_420_ = (l_418_ + l_419_);
                        float l_421_ = (l_337_ + l_413_);
                        float l_422_ = (l_421_ * l_4_);
                        float l_423_ = (l_422_ - l_337_);
                        float l_424_ = (l_423_ * l_4_);
                        float l_425_ = (l_422_ - l_424_);
                        float l_426_ = (l_425_ * l_4_);
                        float l_427_ = (l_337_ - l_426_);
                        float l_428_ = (l_413_ - l_424_);
                        float l_429_ = (l_427_ + l_428_);
                        float l_430_ = (l_420_ + l_429_);
                        float l_431_ = (l_430_ * l_4_);
                        float l_432_ = (l_431_ - l_420_);
                        float l_433_ = (l_432_ * l_4_);
                        float l_434_ = (l_431_ - l_433_);
                        float l_435_ = (l_434_ * l_4_);
                        float l_436_ = (l_420_ - l_435_);
                        float l_437_ = (l_429_ - l_433_);
                        float l_438_ = (l_436_ + l_437_);
                        float l_439_ = (l_395_ + l_422_);
                        float l_440_ = (l_439_ * l_4_);
                        float l_441_ = (l_440_ - l_395_);
                        float l_442_ = (l_441_ * l_4_);
                        float l_443_ = (l_440_ - l_442_);
                        float l_444_ = (l_443_ * l_4_);
                        float l_445_ = (l_395_ - l_444_);
                        float l_446_ = (l_422_ - l_442_);
                        float l_447_ = (l_445_ + l_446_);
                        float l_448_ = (l_404_ + l_431_);
                        float l_449_ = (l_448_ * l_4_);
                        float l_450_ = (l_449_ - l_404_);
                        float l_451_ = (l_450_ * l_4_);
                        float l_452_ = (l_449_ - l_451_);
                        float l_453_ = (l_452_ * l_4_);
                        float l_454_ = (l_404_ - l_453_);
                        float l_455_ = (l_431_ - l_451_);
                        float l_456_ = (l_454_ + l_455_);
                        float l_457_ = (l_449_ + l_447_);
                        float l_458_ = (l_457_ * l_4_);
                        float l_459_ = (l_458_ - l_449_);
                        float l_460_ = (l_459_ * l_4_);
                        float l_461_ = (l_458_ - l_460_);
                        float l_462_ = (l_461_ * l_4_);
                        float l_463_ = (l_449_ - l_462_);
                        float l_464_ = (l_447_ - l_460_);
                        float l_465_ = (l_463_ + l_464_);
                        float l_466_ = (l_411_ + l_438_);
                        float l_467_ = (l_465_ + l_456_);
                        float l_468_ = (l_466_ + l_467_);
                        float _e994 = l_mut_118_;
                        float l_469_ = (_e994 * l_215_);
                        float _e996 = l_mut_117_;
                        float l_470_ = (_e996 * l_214_);
                        float l_471_ = (l_469_ + l_470_);
                        float _e999 = l_mut_116_;
                        float l_472_ = (_e999 * l_213_);
                        float _e1001 = l_mut_115_;
                        float l_473_ = (_e1001 * l_212_);
                        float l_474_ = (l_472_ + l_473_);
                        float l_475_ = (l_471_ + l_474_);
                        float l_476_ = (l_384_ + l_313_);
                        float l_477_ = (l_335_ + l_357_);
                        float l_478_ = (l_476_ + l_477_);
                        float l_479_ = (l_475_ + l_478_);
                        float l_480_ = (l_458_ + l_479_);
                        float l_481_ = (l_480_ + l_468_);
                        float l_482_ = (l_481_ * l_4_);
                        float l_483_ = (l_482_ - l_480_);
                        float l_484_ = (l_483_ * l_4_);
                        float l_485_ = (l_468_ - l_484_);
                        float l_486_ = (l_440_ + l_482_);
                        float l_487_ = (l_486_ * l_4_);
                        float l_488_ = (l_487_ - l_440_);
                        float l_489_ = (l_488_ * l_4_);
                        float l_490_ = (l_482_ - l_489_);
                        float l_491_ = (l_368_ + l_487_);
                        float l_492_ = (l_491_ * l_4_);
                        float l_493_ = (l_492_ - l_368_);
                        float l_494_ = (l_493_ * l_4_);
                        float l_495_ = (l_487_ - l_494_);
                        float l_496_ = (l_227_ + l_492_);
                        float l_497_ = (l_496_ * l_4_);
                        float l_498_ = (l_497_ - l_227_);
                        float l_499_ = (l_498_ * l_4_);
                        float l_500_ = (l_492_ - l_499_);
                        l_mut_114_ = 0.0;
                        l_mut_52_ = 0.0;
                        l_mut_51_ = 0.0;
                        l_mut_50_ = 0.0;
                        l_mut_49_ = l_497_;
                        l_mut_119_ = 0u;
                        float _e1035 = l_mut_49_;
                        float l_501_ = (_e1035 + l_500_);
                        float l_502_ = (l_501_ * l_4_);
                        float _e1038 = l_mut_49_;
                        float l_503_ = (l_502_ - _e1038);
                        float l_504_ = (l_503_ * l_4_);
                        float l_505_ = (l_500_ - l_504_);
                        uint _e1042 = l_mut_119_;
                        bool l_506_ = (_e1042 < 3u);
                        bool l_507_ = (l_505_ != 0.0);
                        if (l_506_) {
                            local_16 = l_507_;
                        } else {
                            local_16 = false;
                        }
                        bool l_508_ = local_16;
                        uint _e1051 = l_mut_119_;
                        bool l_509_ = (_e1051 == 0u);
                        if (l_508_) {
                            local_17 = l_509_;
                        } else {
                            local_17 = false;
                        }
                        bool l_510_ = local_17;
                        float _e1058 = l_mut_114_;
                        float l_511_ = (l_510_ ? l_502_ : _e1058);
                        l_mut_114_ = l_511_;
                        uint _e1060 = l_mut_119_;
                        bool l_512_ = (_e1060 == 1u);
                        if (l_508_) {
                            local_18 = l_512_;
                        } else {
                            local_18 = false;
                        }
                        bool l_513_ = local_18;
                        float _e1067 = l_mut_52_;
                        float l_514_ = (l_513_ ? l_502_ : _e1067);
                        l_mut_52_ = l_514_;
                        uint _e1069 = l_mut_119_;
                        bool l_515_ = (_e1069 == 2u);
                        if (l_508_) {
                            local_19 = l_515_;
                        } else {
                            local_19 = false;
                        }
                        bool l_516_ = local_19;
                        float _e1076 = l_mut_51_;
                        float l_517_ = (l_516_ ? l_502_ : _e1076);
                        l_mut_51_ = l_517_;
                        float l_518_ = (l_508_ ? l_505_ : l_502_);
                        float _e1079 = l_mut_49_;
                        float l_519_ = (_e1079 + l_500_);
                        float l_520_ = (l_506_ ? l_518_ : l_519_);
                        l_mut_49_ = l_520_;
                        uint l_521_ = uint(l_508_);
                        uint _e1083 = l_mut_119_;
                        l_mut_119_ = (_e1083 + l_521_);
                        float _e1085 = l_mut_49_;
                        float l_522_ = (_e1085 + l_495_);
                        float l_523_ = (l_522_ * l_4_);
                        float _e1088 = l_mut_49_;
                        float l_524_ = (l_523_ - _e1088);
                        float l_525_ = (l_524_ * l_4_);
                        float l_526_ = (l_495_ - l_525_);
                        uint _e1092 = l_mut_119_;
                        bool l_527_ = (_e1092 < 3u);
                        bool l_528_ = (l_526_ != 0.0);
                        if (l_527_) {
                            local_20 = l_528_;
                        } else {
                            local_20 = false;
                        }
                        bool l_529_ = local_20;
                        uint _e1101 = l_mut_119_;
                        bool l_530_ = (_e1101 == 0u);
                        if (l_529_) {
                            local_21 = l_530_;
                        } else {
                            local_21 = false;
                        }
                        bool l_531_ = local_21;
                        float _e1108 = l_mut_114_;
                        float l_532_ = (l_531_ ? l_523_ : _e1108);
                        l_mut_114_ = l_532_;
                        uint _e1110 = l_mut_119_;
                        bool l_533_ = (_e1110 == 1u);
                        if (l_529_) {
                            local_22 = l_533_;
                        } else {
                            local_22 = false;
                        }
                        bool l_534_ = local_22;
                        float _e1117 = l_mut_52_;
                        float l_535_ = (l_534_ ? l_523_ : _e1117);
                        l_mut_52_ = l_535_;
                        uint _e1119 = l_mut_119_;
                        bool l_536_ = (_e1119 == 2u);
                        if (l_529_) {
                            local_23 = l_536_;
                        } else {
                            local_23 = false;
                        }
                        bool l_537_ = local_23;
                        float _e1126 = l_mut_51_;
                        float l_538_ = (l_537_ ? l_523_ : _e1126);
                        l_mut_51_ = l_538_;
                        float l_539_ = (l_529_ ? l_526_ : l_523_);
                        float _e1129 = l_mut_49_;
                        float l_540_ = (_e1129 + l_495_);
                        float l_541_ = (l_527_ ? l_539_ : l_540_);
                        l_mut_49_ = l_541_;
                        uint l_542_ = uint(l_529_);
                        uint _e1133 = l_mut_119_;
                        l_mut_119_ = (_e1133 + l_542_);
                        float _e1135 = l_mut_49_;
                        float l_543_ = (_e1135 + l_490_);
                        float l_544_ = (l_543_ * l_4_);
                        float _e1138 = l_mut_49_;
                        float l_545_ = (l_544_ - _e1138);
                        float l_546_ = (l_545_ * l_4_);
                        float l_547_ = (l_490_ - l_546_);
                        uint _e1142 = l_mut_119_;
                        bool l_548_ = (_e1142 < 3u);
                        bool l_549_ = (l_547_ != 0.0);
                        if (l_548_) {
                            local_24 = l_549_;
                        } else {
                            local_24 = false;
                        }
                        bool l_550_ = local_24;
                        uint _e1151 = l_mut_119_;
                        bool l_551_ = (_e1151 == 0u);
                        if (l_550_) {
                            local_25 = l_551_;
                        } else {
                            local_25 = false;
                        }
                        bool l_552_ = local_25;
                        float _e1158 = l_mut_114_;
                        float l_553_ = (l_552_ ? l_544_ : _e1158);
                        l_mut_114_ = l_553_;
                        uint _e1160 = l_mut_119_;
                        bool l_554_ = (_e1160 == 1u);
                        if (l_550_) {
                            local_26 = l_554_;
                        } else {
                            local_26 = false;
                        }
                        bool l_555_ = local_26;
                        float _e1167 = l_mut_52_;
                        float l_556_ = (l_555_ ? l_544_ : _e1167);
                        l_mut_52_ = l_556_;
                        uint _e1169 = l_mut_119_;
                        bool l_557_ = (_e1169 == 2u);
                        if (l_550_) {
                            local_27 = l_557_;
                        } else {
                            local_27 = false;
                        }
                        bool l_558_ = local_27;
                        float _e1176 = l_mut_51_;
                        float l_559_ = (l_558_ ? l_544_ : _e1176);
                        l_mut_51_ = l_559_;
                        float l_560_ = (l_550_ ? l_547_ : l_544_);
                        float _e1179 = l_mut_49_;
                        float l_561_ = (_e1179 + l_490_);
                        float l_562_ = (l_548_ ? l_560_ : l_561_);
                        l_mut_49_ = l_562_;
                        uint l_563_ = uint(l_550_);
                        uint _e1183 = l_mut_119_;
                        l_mut_119_ = (_e1183 + l_563_);
                        float _e1185 = l_mut_49_;
                        float l_564_ = (_e1185 + l_485_);
                        float l_565_ = (l_564_ * l_4_);
                        float _e1188 = l_mut_49_;
                        float l_566_ = (l_565_ - _e1188);
                        float l_567_ = (l_566_ * l_4_);
                        float l_568_ = (l_485_ - l_567_);
                        uint _e1192 = l_mut_119_;
                        bool l_569_ = (_e1192 < 3u);
                        bool l_570_ = (l_568_ != 0.0);
                        if (l_569_) {
                            local_28 = l_570_;
                        } else {
                            local_28 = false;
                        }
                        bool l_571_ = local_28;
                        uint _e1201 = l_mut_119_;
                        bool l_572_ = (_e1201 == 0u);
                        if (l_571_) {
                            local_29 = l_572_;
                        } else {
                            local_29 = false;
                        }
                        bool l_573_ = local_29;
                        float _e1208 = l_mut_114_;
                        float l_574_ = (l_573_ ? l_565_ : _e1208);
                        l_mut_114_ = l_574_;
                        uint _e1210 = l_mut_119_;
                        bool l_575_ = (_e1210 == 1u);
                        if (l_571_) {
                            local_30 = l_575_;
                        } else {
                            local_30 = false;
                        }
                        bool l_576_ = local_30;
                        float _e1217 = l_mut_52_;
                        float l_577_ = (l_576_ ? l_565_ : _e1217);
                        l_mut_52_ = l_577_;
                        uint _e1219 = l_mut_119_;
                        bool l_578_ = (_e1219 == 2u);
                        if (l_571_) {
                            local_31 = l_578_;
                        } else {
                            local_31 = false;
                        }
                        bool l_579_ = local_31;
                        float _e1226 = l_mut_51_;
                        float l_580_ = (l_579_ ? l_565_ : _e1226);
                        l_mut_51_ = l_580_;
                        float l_581_ = (l_571_ ? l_568_ : l_565_);
                        float _e1229 = l_mut_49_;
                        float l_582_ = (_e1229 + l_485_);
                        float l_583_ = (l_569_ ? l_581_ : l_582_);
                        l_mut_49_ = l_583_;
                        uint l_584_ = uint(l_571_);
                        uint _e1233 = l_mut_119_;
                        l_mut_119_ = (_e1233 + l_584_);
                        uint _e1235 = l_mut_119_;
                        bool l_585_ = (_e1235 == 0u);
                        float _e1238 = l_mut_114_;
                        float _e1239 = l_mut_49_;
                        float l_586_ = (l_585_ ? _e1239 : _e1238);
                        l_mut_114_ = l_586_;
                        uint _e1241 = l_mut_119_;
                        bool l_587_ = (_e1241 == 1u);
                        float _e1244 = l_mut_52_;
                        float _e1245 = l_mut_49_;
                        float l_588_ = (l_587_ ? _e1245 : _e1244);
                        l_mut_52_ = l_588_;
                        uint _e1247 = l_mut_119_;
                        bool l_589_ = (_e1247 == 2u);
                        float _e1250 = l_mut_51_;
                        float _e1251 = l_mut_49_;
                        float l_590_ = (l_589_ ? _e1251 : _e1250);
                        l_mut_51_ = l_590_;
                        uint _e1253 = l_mut_119_;
                        bool l_591_ = (_e1253 == 3u);
                        float _e1256 = l_mut_50_;
                        float _e1257 = l_mut_49_;
                        float l_592_ = (l_591_ ? _e1257 : _e1256);
                        l_mut_50_ = l_592_;
                        uint _e1260 = l_mut_225_;
                        uint l_593_ = (4u * _e1260);
                        uint l_594_ = (l_217_ + l_593_);
                        uint l_3692_ = asuint(info.Load(8+0));
                        uint l_3693_ = (l_3692_ * 1u);
                        bool l_3694_ = (l_594_ < l_3693_);
                        uint l_3695_ = (l_3693_ - 1u);
                        uint l_3696_ = min(l_594_, l_3695_);
                        float l_3697_ = asfloat(buffer_2_global.Load(l_3696_*4));
                        float l_595_ = (l_3694_ ? l_3697_ : 0.0);
                        uint l_596_ = (l_594_ + 1u);
                        uint l_3699_ = asuint(info.Load(8+0));
                        uint l_3700_ = (l_3699_ * 1u);
                        bool l_3701_ = (l_596_ < l_3700_);
                        uint l_3702_ = (l_3700_ - 1u);
                        uint l_3703_ = min(l_596_, l_3702_);
                        float l_3704_ = asfloat(buffer_2_global.Load(l_3703_*4));
                        float l_597_ = (l_3701_ ? l_3704_ : 0.0);
                        uint l_598_ = (l_594_ + 2u);
                        uint l_3706_ = asuint(info.Load(8+0));
                        uint l_3707_ = (l_3706_ * 1u);
                        bool l_3708_ = (l_598_ < l_3707_);
                        uint l_3709_ = (l_3707_ - 1u);
                        uint l_3710_ = min(l_598_, l_3709_);
                        float l_3711_ = asfloat(buffer_2_global.Load(l_3710_*4));
                        float l_599_ = (l_3708_ ? l_3711_ : 0.0);
                        uint l_600_ = (l_594_ + 3u);
                        uint l_3713_ = asuint(info.Load(8+0));
                        uint l_3714_ = (l_3713_ * 1u);
                        bool l_3715_ = (l_600_ < l_3714_);
                        uint l_3716_ = (l_3714_ - 1u);
                        uint l_3717_ = min(l_600_, l_3716_);
                        float l_3718_ = asfloat(buffer_2_global.Load(l_3717_*4));
                        float l_601_ = (l_3715_ ? l_3718_ : 0.0);
                        float _e1330 = l_mut_114_;
                        a_602_[0] = _e1330;
                        a_602_[1] = l_595_;
                        float _e1333 = l_mut_52_;
                        a_602_[2] = _e1333;
                        a_602_[3] = l_597_;
                        float _e1336 = l_mut_51_;
                        a_602_[4] = _e1336;
                        a_602_[5] = l_599_;
                        float _e1339 = l_mut_50_;
                        a_602_[6] = _e1339;
                        a_602_[7] = l_601_;
                        float l_603_ = a_602_[7];
                        l_mut_49_ = l_603_;
                        float l_604_ = a_602_[6];
                        float _e1345 = l_mut_49_;
                        float l_605_ = (l_604_ + _e1345);
                        float l_606_ = (l_605_ * l_4_);
                        float l_607_ = (l_606_ - l_604_);
                        float l_608_ = (l_607_ * l_4_);
                        float l_609_ = (l_606_ - l_608_);
                        float l_610_ = (l_609_ * l_4_);
                        float l_611_ = (l_604_ - l_610_);
                        float _e1353 = l_mut_49_;
                        float l_612_ = (_e1353 - l_608_);
                        float l_613_ = (l_611_ + l_612_);
                        a_602_[7] = l_613_;
                        l_mut_49_ = l_606_;
                        float l_614_ = a_602_[5];
                        float _e1359 = l_mut_49_;
                        float l_615_ = (l_614_ + _e1359);
                        float l_616_ = (l_615_ * l_4_);
                        float l_617_ = (l_616_ - l_614_);
                        float l_618_ = (l_617_ * l_4_);
                        float l_619_ = (l_616_ - l_618_);
                        float l_620_ = (l_619_ * l_4_);
                        float l_621_ = (l_614_ - l_620_);
                        float _e1367 = l_mut_49_;
                        float l_622_ = (_e1367 - l_618_);
                        float l_623_ = (l_621_ + l_622_);
                        a_602_[6] = l_623_;
                        l_mut_49_ = l_616_;
                        float l_624_ = a_602_[4];
                        float _e1373 = l_mut_49_;
                        float l_625_ = (l_624_ + _e1373);
                        float l_626_ = (l_625_ * l_4_);
                        float l_627_ = (l_626_ - l_624_);
                        float l_628_ = (l_627_ * l_4_);
                        float l_629_ = (l_626_ - l_628_);
                        float l_630_ = (l_629_ * l_4_);
                        float l_631_ = (l_624_ - l_630_);
                        float _e1381 = l_mut_49_;
                        float l_632_ = (_e1381 - l_628_);
                        float l_633_ = (l_631_ + l_632_);
                        a_602_[5] = l_633_;
                        l_mut_49_ = l_626_;
                        float l_634_ = a_602_[3];
                        float _e1387 = l_mut_49_;
                        float l_635_ = (l_634_ + _e1387);
                        float l_636_ = (l_635_ * l_4_);
                        float l_637_ = (l_636_ - l_634_);
                        float l_638_ = (l_637_ * l_4_);
                        float l_639_ = (l_636_ - l_638_);
                        float l_640_ = (l_639_ * l_4_);
                        float l_641_ = (l_634_ - l_640_);
                        float _e1395 = l_mut_49_;
                        float l_642_ = (_e1395 - l_638_);
                        float l_643_ = (l_641_ + l_642_);
                        a_602_[4] = l_643_;
                        l_mut_49_ = l_636_;
                        float l_644_ = a_602_[2];
                        float _e1401 = l_mut_49_;
                        float l_645_ = (l_644_ + _e1401);
                        float l_646_ = (l_645_ * l_4_);
                        float l_647_ = (l_646_ - l_644_);
                        float l_648_ = (l_647_ * l_4_);
                        float l_649_ = (l_646_ - l_648_);
                        float l_650_ = (l_649_ * l_4_);
                        float l_651_ = (l_644_ - l_650_);
                        float _e1409 = l_mut_49_;
                        float l_652_ = (_e1409 - l_648_);
                        float l_653_ = (l_651_ + l_652_);
                        a_602_[3] = l_653_;
                        l_mut_49_ = l_646_;
                        float l_654_ = a_602_[1];
                        float _e1415 = l_mut_49_;
                        float l_655_ = (l_654_ + _e1415);
                        float l_656_ = (l_655_ * l_4_);
                        float l_657_ = (l_656_ - l_654_);
                        float l_658_ = (l_657_ * l_4_);
                        float l_659_ = (l_656_ - l_658_);
                        float l_660_ = (l_659_ * l_4_);
                        float l_661_ = (l_654_ - l_660_);
                        float _e1423 = l_mut_49_;
                        float l_662_ = (_e1423 - l_658_);
                        float l_663_ = (l_661_ + l_662_);
                        a_602_[2] = l_663_;
                        l_mut_49_ = l_656_;
                        float l_664_ = a_602_[0];
                        float _e1429 = l_mut_49_;
                        float l_665_ = (l_664_ + _e1429);
                        float l_666_ = (l_665_ * l_4_);
                        float l_667_ = (l_666_ - l_664_);
                        float l_668_ = (l_667_ * l_4_);
                        float l_669_ = (l_666_ - l_668_);
                        float l_670_ = (l_669_ * l_4_);
                        float l_671_ = (l_664_ - l_670_);
                        float _e1437 = l_mut_49_;
                        float l_672_ = (_e1437 - l_668_);
                        float l_673_ = (l_671_ + l_672_);
                        a_602_[1] = l_673_;
                        l_mut_49_ = l_666_;
                        float _e1442 = l_mut_49_;
                        a_602_[0] = _e1442;
                        float l_674_ = a_602_[7];
                        l_mut_49_ = l_674_;
                        float l_675_ = a_602_[6];
                        float _e1447 = l_mut_49_;
                        float l_676_ = (l_675_ + _e1447);
                        float l_677_ = (l_676_ * l_4_);
                        float l_678_ = (l_677_ - l_675_);
                        float l_679_ = (l_678_ * l_4_);
                        float l_680_ = (l_677_ - l_679_);
                        float l_681_ = (l_680_ * l_4_);
                        float l_682_ = (l_675_ - l_681_);
                        float _e1455 = l_mut_49_;
                        float l_683_ = (_e1455 - l_679_);
                        float l_684_ = (l_682_ + l_683_);
                        a_602_[7] = l_684_;
                        l_mut_49_ = l_677_;
                        float l_685_ = a_602_[5];
                        float _e1461 = l_mut_49_;
                        float l_686_ = (l_685_ + _e1461);
                        float l_687_ = (l_686_ * l_4_);
                        float l_688_ = (l_687_ - l_685_);
                        float l_689_ = (l_688_ * l_4_);
                        float l_690_ = (l_687_ - l_689_);
                        float l_691_ = (l_690_ * l_4_);
                        float l_692_ = (l_685_ - l_691_);
                        float _e1469 = l_mut_49_;
                        float l_693_ = (_e1469 - l_689_);
                        float l_694_ = (l_692_ + l_693_);
                        a_602_[6] = l_694_;
                        l_mut_49_ = l_687_;
                        float l_695_ = a_602_[4];
                        float _e1475 = l_mut_49_;
                        float l_696_ = (l_695_ + _e1475);
                        float l_697_ = (l_696_ * l_4_);
                        float l_698_ = (l_697_ - l_695_);
                        float l_699_ = (l_698_ * l_4_);
                        float l_700_ = (l_697_ - l_699_);
                        float l_701_ = (l_700_ * l_4_);
                        float l_702_ = (l_695_ - l_701_);
                        float _e1483 = l_mut_49_;
                        float l_703_ = (_e1483 - l_699_);
                        float l_704_ = (l_702_ + l_703_);
                        a_602_[5] = l_704_;
                        l_mut_49_ = l_697_;
                        float l_705_ = a_602_[3];
                        float _e1489 = l_mut_49_;
                        float l_706_ = (l_705_ + _e1489);
                        float l_707_ = (l_706_ * l_4_);
                        float l_708_ = (l_707_ - l_705_);
                        float l_709_ = (l_708_ * l_4_);
                        float l_710_ = (l_707_ - l_709_);
                        float l_711_ = (l_710_ * l_4_);
                        float l_712_ = (l_705_ - l_711_);
                        float _e1497 = l_mut_49_;
                        float l_713_ = (_e1497 - l_709_);
                        float l_714_ = (l_712_ + l_713_);
                        a_602_[4] = l_714_;
                        l_mut_49_ = l_707_;
                        float l_715_ = a_602_[2];
                        float _e1503 = l_mut_49_;
                        float l_716_ = (l_715_ + _e1503);
                        float l_717_ = (l_716_ * l_4_);
                        float l_718_ = (l_717_ - l_715_);
                        float l_719_ = (l_718_ * l_4_);
                        float l_720_ = (l_717_ - l_719_);
                        float l_721_ = (l_720_ * l_4_);
                        float l_722_ = (l_715_ - l_721_);
                        float _e1511 = l_mut_49_;
                        float l_723_ = (_e1511 - l_719_);
                        float l_724_ = (l_722_ + l_723_);
                        a_602_[3] = l_724_;
                        l_mut_49_ = l_717_;
                        float l_725_ = a_602_[1];
                        float _e1517 = l_mut_49_;
                        float l_726_ = (l_725_ + _e1517);
                        float l_727_ = (l_726_ * l_4_);
                        float l_728_ = (l_727_ - l_725_);
                        float l_729_ = (l_728_ * l_4_);
                        float l_730_ = (l_727_ - l_729_);
                        float l_731_ = (l_730_ * l_4_);
                        float l_732_ = (l_725_ - l_731_);
                        float _e1525 = l_mut_49_;
                        float l_733_ = (_e1525 - l_729_);
                        float l_734_ = (l_732_ + l_733_);
                        a_602_[2] = l_734_;
                        l_mut_49_ = l_727_;
                        float l_735_ = a_602_[0];
                        float _e1531 = l_mut_49_;
                        float l_736_ = (l_735_ + _e1531);
                        float l_737_ = (l_736_ * l_4_);
                        float l_738_ = (l_737_ - l_735_);
                        float l_739_ = (l_738_ * l_4_);
                        float l_740_ = (l_737_ - l_739_);
                        float l_741_ = (l_740_ * l_4_);
                        float l_742_ = (l_735_ - l_741_);
                        float _e1539 = l_mut_49_;
                        float l_743_ = (_e1539 - l_739_);
                        float l_744_ = (l_742_ + l_743_);
                        a_602_[1] = l_744_;
                        l_mut_49_ = l_737_;
                        float _e1544 = l_mut_49_;
                        a_602_[0] = _e1544;
                        l_mut_49_ = 0.0;
                        l_mut_745_ = 0.0;
                        l_mut_746_ = 0.0;
                        l_mut_747_ = 0.0;
                        float l_748_ = a_602_[0];
                        l_mut_749_ = l_748_;
                        l_mut_119_ = 0u;
                        float l_750_ = a_602_[1];
                        float _e1554 = l_mut_749_;
                        float l_751_ = (_e1554 + l_750_);
                        float l_752_ = (l_751_ * l_4_);
                        float _e1557 = l_mut_749_;
                        float l_753_ = (l_752_ - _e1557);
                        float l_754_ = (l_753_ * l_4_);
                        float l_755_ = (l_752_ - l_754_);
                        float l_756_ = (l_755_ * l_4_);
                        float _e1562 = l_mut_749_;
                        float l_757_ = (_e1562 - l_756_);
                        float l_758_ = (l_750_ - l_754_);
                        float l_759_ = (l_757_ + l_758_);
                        uint _e1566 = l_mut_119_;
                        bool l_760_ = (_e1566 < 3u);
                        bool l_761_ = (l_759_ != 0.0);
                        if (l_760_) {
                            local_32 = l_761_;
                        } else {
                            local_32 = false;
                        }
                        bool l_762_ = local_32;
                        uint _e1575 = l_mut_119_;
                        bool l_763_ = (_e1575 == 0u);
                        if (l_762_) {
                            local_33 = l_763_;
                        } else {
                            local_33 = false;
                        }
                        bool l_764_ = local_33;
                        float _e1582 = l_mut_49_;
                        float l_765_ = (l_764_ ? l_752_ : _e1582);
                        l_mut_49_ = l_765_;
                        uint _e1584 = l_mut_119_;
                        bool l_766_ = (_e1584 == 1u);
                        if (l_762_) {
                            local_34 = l_766_;
                        } else {
                            local_34 = false;
                        }
                        bool l_767_ = local_34;
                        float _e1591 = l_mut_745_;
                        float l_768_ = (l_767_ ? l_752_ : _e1591);
                        l_mut_745_ = l_768_;
                        uint _e1593 = l_mut_119_;
                        bool l_769_ = (_e1593 == 2u);
                        if (l_762_) {
                            local_35 = l_769_;
                        } else {
                            local_35 = false;
                        }
                        bool l_770_ = local_35;
                        float _e1600 = l_mut_746_;
                        float l_771_ = (l_770_ ? l_752_ : _e1600);
                        l_mut_746_ = l_771_;
                        float l_772_ = (l_762_ ? l_759_ : l_752_);
                        float _e1603 = l_mut_749_;
                        float l_773_ = (_e1603 + l_750_);
                        float l_774_ = (l_760_ ? l_772_ : l_773_);
                        l_mut_749_ = l_774_;
                        uint l_775_ = uint(l_762_);
                        uint _e1607 = l_mut_119_;
                        l_mut_119_ = (_e1607 + l_775_);
                        float l_776_ = a_602_[2];
                        float _e1611 = l_mut_749_;
                        float l_777_ = (_e1611 + l_776_);
                        float l_778_ = (l_777_ * l_4_);
                        float _e1614 = l_mut_749_;
                        float l_779_ = (l_778_ - _e1614);
                        float l_780_ = (l_779_ * l_4_);
                        float l_781_ = (l_778_ - l_780_);
                        float l_782_ = (l_781_ * l_4_);
                        float _e1619 = l_mut_749_;
                        float l_783_ = (_e1619 - l_782_);
                        float l_784_ = (l_776_ - l_780_);
                        float l_785_ = (l_783_ + l_784_);
                        uint _e1623 = l_mut_119_;
                        bool l_786_ = (_e1623 < 3u);
                        bool l_787_ = (l_785_ != 0.0);
                        if (l_786_) {
                            local_36 = l_787_;
                        } else {
                            local_36 = false;
                        }
                        bool l_788_ = local_36;
                        uint _e1632 = l_mut_119_;
                        bool l_789_ = (_e1632 == 0u);
                        if (l_788_) {
                            local_37 = l_789_;
                        } else {
                            local_37 = false;
                        }
                        bool l_790_ = local_37;
                        float _e1639 = l_mut_49_;
                        float l_791_ = (l_790_ ? l_778_ : _e1639);
                        l_mut_49_ = l_791_;
                        uint _e1641 = l_mut_119_;
                        bool l_792_ = (_e1641 == 1u);
                        if (l_788_) {
                            local_38 = l_792_;
                        } else {
                            local_38 = false;
                        }
                        bool l_793_ = local_38;
                        float _e1648 = l_mut_745_;
                        float l_794_ = (l_793_ ? l_778_ : _e1648);
                        l_mut_745_ = l_794_;
                        uint _e1650 = l_mut_119_;
                        bool l_795_ = (_e1650 == 2u);
                        if (l_788_) {
                            local_39 = l_795_;
                        } else {
                            local_39 = false;
                        }
                        bool l_796_ = local_39;
                        float _e1657 = l_mut_746_;
                        float l_797_ = (l_796_ ? l_778_ : _e1657);
                        l_mut_746_ = l_797_;
                        float l_798_ = (l_788_ ? l_785_ : l_778_);
                        float _e1660 = l_mut_749_;
                        float l_799_ = (_e1660 + l_776_);
                        float l_800_ = (l_786_ ? l_798_ : l_799_);
                        l_mut_749_ = l_800_;
                        uint l_801_ = uint(l_788_);
                        uint _e1664 = l_mut_119_;
                        l_mut_119_ = (_e1664 + l_801_);
                        float l_802_ = a_602_[3];
                        float _e1668 = l_mut_749_;
                        float l_803_ = (_e1668 + l_802_);
                        float l_804_ = (l_803_ * l_4_);
                        float _e1671 = l_mut_749_;
                        float l_805_ = (l_804_ - _e1671);
                        float l_806_ = (l_805_ * l_4_);
                        float l_807_ = (l_804_ - l_806_);
                        float l_808_ = (l_807_ * l_4_);
                        float _e1676 = l_mut_749_;
                        float l_809_ = (_e1676 - l_808_);
                        float l_810_ = (l_802_ - l_806_);
                        float l_811_ = (l_809_ + l_810_);
                        uint _e1680 = l_mut_119_;
                        bool l_812_ = (_e1680 < 3u);
                        bool l_813_ = (l_811_ != 0.0);
                        if (l_812_) {
                            local_40 = l_813_;
                        } else {
                            local_40 = false;
                        }
                        bool l_814_ = local_40;
                        uint _e1689 = l_mut_119_;
                        bool l_815_ = (_e1689 == 0u);
                        if (l_814_) {
                            local_41 = l_815_;
                        } else {
                            local_41 = false;
                        }
                        bool l_816_ = local_41;
                        float _e1696 = l_mut_49_;
                        float l_817_ = (l_816_ ? l_804_ : _e1696);
                        l_mut_49_ = l_817_;
                        uint _e1698 = l_mut_119_;
                        bool l_818_ = (_e1698 == 1u);
                        if (l_814_) {
                            local_42 = l_818_;
                        } else {
                            local_42 = false;
                        }
                        bool l_819_ = local_42;
                        float _e1705 = l_mut_745_;
                        float l_820_ = (l_819_ ? l_804_ : _e1705);
                        l_mut_745_ = l_820_;
                        uint _e1707 = l_mut_119_;
                        bool l_821_ = (_e1707 == 2u);
                        if (l_814_) {
                            local_43 = l_821_;
                        } else {
                            local_43 = false;
                        }
                        bool l_822_ = local_43;
                        float _e1714 = l_mut_746_;
                        float l_823_ = (l_822_ ? l_804_ : _e1714);
                        l_mut_746_ = l_823_;
                        float l_824_ = (l_814_ ? l_811_ : l_804_);
                        float _e1717 = l_mut_749_;
                        float l_825_ = (_e1717 + l_802_);
                        float l_826_ = (l_812_ ? l_824_ : l_825_);
                        l_mut_749_ = l_826_;
                        uint l_827_ = uint(l_814_);
                        uint _e1721 = l_mut_119_;
                        l_mut_119_ = (_e1721 + l_827_);
                        float l_828_ = a_602_[4];
                        float _e1725 = l_mut_749_;
                        float l_829_ = (_e1725 + l_828_);
                        float l_830_ = (l_829_ * l_4_);
                        float _e1728 = l_mut_749_;
                        float l_831_ = (l_830_ - _e1728);
                        float l_832_ = (l_831_ * l_4_);
                        float l_833_ = (l_830_ - l_832_);
                        float l_834_ = (l_833_ * l_4_);
                        float _e1733 = l_mut_749_;
                        float l_835_ = (_e1733 - l_834_);
                        float l_836_ = (l_828_ - l_832_);
                        float l_837_ = (l_835_ + l_836_);
                        uint _e1737 = l_mut_119_;
                        bool l_838_ = (_e1737 < 3u);
                        bool l_839_ = (l_837_ != 0.0);
                        if (l_838_) {
                            local_44 = l_839_;
                        } else {
                            local_44 = false;
                        }
                        bool l_840_ = local_44;
                        uint _e1746 = l_mut_119_;
                        bool l_841_ = (_e1746 == 0u);
                        if (l_840_) {
                            local_45 = l_841_;
                        } else {
                            local_45 = false;
                        }
                        bool l_842_ = local_45;
                        float _e1753 = l_mut_49_;
                        float l_843_ = (l_842_ ? l_830_ : _e1753);
                        l_mut_49_ = l_843_;
                        uint _e1755 = l_mut_119_;
                        bool l_844_ = (_e1755 == 1u);
                        if (l_840_) {
                            local_46 = l_844_;
                        } else {
                            local_46 = false;
                        }
                        bool l_845_ = local_46;
                        float _e1762 = l_mut_745_;
                        float l_846_ = (l_845_ ? l_830_ : _e1762);
                        l_mut_745_ = l_846_;
                        uint _e1764 = l_mut_119_;
                        bool l_847_ = (_e1764 == 2u);
                        if (l_840_) {
                            local_47 = l_847_;
                        } else {
                            local_47 = false;
                        }
                        bool l_848_ = local_47;
                        float _e1771 = l_mut_746_;
                        float l_849_ = (l_848_ ? l_830_ : _e1771);
                        l_mut_746_ = l_849_;
                        float l_850_ = (l_840_ ? l_837_ : l_830_);
                        float _e1774 = l_mut_749_;
                        float l_851_ = (_e1774 + l_828_);
                        float l_852_ = (l_838_ ? l_850_ : l_851_);
                        l_mut_749_ = l_852_;
                        uint l_853_ = uint(l_840_);
                        uint _e1778 = l_mut_119_;
                        l_mut_119_ = (_e1778 + l_853_);
                        float l_854_ = a_602_[5];
                        float _e1782 = l_mut_749_;
                        float l_855_ = (_e1782 + l_854_);
                        float l_856_ = (l_855_ * l_4_);
                        float _e1785 = l_mut_749_;
                        float l_857_ = (l_856_ - _e1785);
                        float l_858_ = (l_857_ * l_4_);
                        float l_859_ = (l_856_ - l_858_);
                        float l_860_ = (l_859_ * l_4_);
                        float _e1790 = l_mut_749_;
                        float l_861_ = (_e1790 - l_860_);
                        float l_862_ = (l_854_ - l_858_);
                        float l_863_ = (l_861_ + l_862_);
                        uint _e1794 = l_mut_119_;
                        bool l_864_ = (_e1794 < 3u);
                        bool l_865_ = (l_863_ != 0.0);
                        if (l_864_) {
                            local_48 = l_865_;
                        } else {
                            local_48 = false;
                        }
                        bool l_866_ = local_48;
                        uint _e1803 = l_mut_119_;
                        bool l_867_ = (_e1803 == 0u);
                        if (l_866_) {
                            local_49 = l_867_;
                        } else {
                            local_49 = false;
                        }
                        bool l_868_ = local_49;
                        float _e1810 = l_mut_49_;
                        float l_869_ = (l_868_ ? l_856_ : _e1810);
                        l_mut_49_ = l_869_;
                        uint _e1812 = l_mut_119_;
                        bool l_870_ = (_e1812 == 1u);
                        if (l_866_) {
                            local_50 = l_870_;
                        } else {
                            local_50 = false;
                        }
                        bool l_871_ = local_50;
                        float _e1819 = l_mut_745_;
                        float l_872_ = (l_871_ ? l_856_ : _e1819);
                        l_mut_745_ = l_872_;
                        uint _e1821 = l_mut_119_;
                        bool l_873_ = (_e1821 == 2u);
                        if (l_866_) {
                            local_51 = l_873_;
                        } else {
                            local_51 = false;
                        }
                        bool l_874_ = local_51;
                        float _e1828 = l_mut_746_;
                        float l_875_ = (l_874_ ? l_856_ : _e1828);
                        l_mut_746_ = l_875_;
                        float l_876_ = (l_866_ ? l_863_ : l_856_);
                        float _e1831 = l_mut_749_;
                        float l_877_ = (_e1831 + l_854_);
                        float l_878_ = (l_864_ ? l_876_ : l_877_);
                        l_mut_749_ = l_878_;
                        uint l_879_ = uint(l_866_);
                        uint _e1835 = l_mut_119_;
                        l_mut_119_ = (_e1835 + l_879_);
                        float l_880_ = a_602_[6];
                        float _e1839 = l_mut_749_;
                        float l_881_ = (_e1839 + l_880_);
                        float l_882_ = (l_881_ * l_4_);
                        float _e1842 = l_mut_749_;
                        float l_883_ = (l_882_ - _e1842);
                        float l_884_ = (l_883_ * l_4_);
                        float l_885_ = (l_882_ - l_884_);
                        float l_886_ = (l_885_ * l_4_);
                        float _e1847 = l_mut_749_;
                        float l_887_ = (_e1847 - l_886_);
                        float l_888_ = (l_880_ - l_884_);
                        float l_889_ = (l_887_ + l_888_);
                        uint _e1851 = l_mut_119_;
                        bool l_890_ = (_e1851 < 3u);
                        bool l_891_ = (l_889_ != 0.0);
                        if (l_890_) {
                            local_52 = l_891_;
                        } else {
                            local_52 = false;
                        }
                        bool l_892_ = local_52;
                        uint _e1860 = l_mut_119_;
                        bool l_893_ = (_e1860 == 0u);
                        if (l_892_) {
                            local_53 = l_893_;
                        } else {
                            local_53 = false;
                        }
                        bool l_894_ = local_53;
                        float _e1867 = l_mut_49_;
                        float l_895_ = (l_894_ ? l_882_ : _e1867);
                        l_mut_49_ = l_895_;
                        uint _e1869 = l_mut_119_;
                        bool l_896_ = (_e1869 == 1u);
                        if (l_892_) {
                            local_54 = l_896_;
                        } else {
                            local_54 = false;
                        }
                        bool l_897_ = local_54;
                        float _e1876 = l_mut_745_;
                        float l_898_ = (l_897_ ? l_882_ : _e1876);
                        l_mut_745_ = l_898_;
                        uint _e1878 = l_mut_119_;
                        bool l_899_ = (_e1878 == 2u);
                        if (l_892_) {
                            local_55 = l_899_;
                        } else {
                            local_55 = false;
                        }
                        bool l_900_ = local_55;
                        float _e1885 = l_mut_746_;
                        float l_901_ = (l_900_ ? l_882_ : _e1885);
                        l_mut_746_ = l_901_;
                        float l_902_ = (l_892_ ? l_889_ : l_882_);
                        float _e1888 = l_mut_749_;
                        float l_903_ = (_e1888 + l_880_);
                        float l_904_ = (l_890_ ? l_902_ : l_903_);
                        l_mut_749_ = l_904_;
                        uint l_905_ = uint(l_892_);
                        uint _e1892 = l_mut_119_;
                        l_mut_119_ = (_e1892 + l_905_);
                        float l_906_ = a_602_[7];
                        float _e1896 = l_mut_749_;
                        float l_907_ = (_e1896 + l_906_);
                        float l_908_ = (l_907_ * l_4_);
                        float _e1899 = l_mut_749_;
                        float l_909_ = (l_908_ - _e1899);
                        float l_910_ = (l_909_ * l_4_);
                        float l_911_ = (l_908_ - l_910_);
                        float l_912_ = (l_911_ * l_4_);
                        float _e1904 = l_mut_749_;
                        float l_913_ = (_e1904 - l_912_);
                        float l_914_ = (l_906_ - l_910_);
                        float l_915_ = (l_913_ + l_914_);
                        uint _e1908 = l_mut_119_;
                        bool l_916_ = (_e1908 < 3u);
                        bool l_917_ = (l_915_ != 0.0);
                        if (l_916_) {
                            local_56 = l_917_;
                        } else {
                            local_56 = false;
                        }
                        bool l_918_ = local_56;
                        uint _e1917 = l_mut_119_;
                        bool l_919_ = (_e1917 == 0u);
                        if (l_918_) {
                            local_57 = l_919_;
                        } else {
                            local_57 = false;
                        }
                        bool l_920_ = local_57;
                        float _e1924 = l_mut_49_;
                        float l_921_ = (l_920_ ? l_908_ : _e1924);
                        l_mut_49_ = l_921_;
                        uint _e1926 = l_mut_119_;
                        bool l_922_ = (_e1926 == 1u);
                        if (l_918_) {
                            local_58 = l_922_;
                        } else {
                            local_58 = false;
                        }
                        bool l_923_ = local_58;
                        float _e1933 = l_mut_745_;
                        float l_924_ = (l_923_ ? l_908_ : _e1933);
                        l_mut_745_ = l_924_;
                        uint _e1935 = l_mut_119_;
                        bool l_925_ = (_e1935 == 2u);
                        if (l_918_) {
                            local_59 = l_925_;
                        } else {
                            local_59 = false;
                        }
                        bool l_926_ = local_59;
                        float _e1942 = l_mut_746_;
                        float l_927_ = (l_926_ ? l_908_ : _e1942);
                        l_mut_746_ = l_927_;
                        float l_928_ = (l_918_ ? l_915_ : l_908_);
                        float _e1945 = l_mut_749_;
                        float l_929_ = (_e1945 + l_906_);
                        float l_930_ = (l_916_ ? l_928_ : l_929_);
                        l_mut_749_ = l_930_;
                        uint l_931_ = uint(l_918_);
                        uint _e1949 = l_mut_119_;
                        l_mut_119_ = (_e1949 + l_931_);
                        uint _e1951 = l_mut_119_;
                        bool l_932_ = (_e1951 == 0u);
                        float _e1954 = l_mut_49_;
                        float _e1955 = l_mut_749_;
                        float l_933_ = (l_932_ ? _e1955 : _e1954);
                        l_mut_49_ = l_933_;
                        uint _e1957 = l_mut_119_;
                        bool l_934_ = (_e1957 == 1u);
                        float _e1960 = l_mut_745_;
                        float _e1961 = l_mut_749_;
                        float l_935_ = (l_934_ ? _e1961 : _e1960);
                        l_mut_745_ = l_935_;
                        uint _e1963 = l_mut_119_;
                        bool l_936_ = (_e1963 == 2u);
                        float _e1966 = l_mut_746_;
                        float _e1967 = l_mut_749_;
                        float l_937_ = (l_936_ ? _e1967 : _e1966);
                        l_mut_746_ = l_937_;
                        uint _e1969 = l_mut_119_;
                        bool l_938_ = (_e1969 == 3u);
                        float _e1972 = l_mut_747_;
                        float _e1973 = l_mut_749_;
                        float l_939_ = (l_938_ ? _e1973 : _e1972);
                        l_mut_747_ = l_939_;
                        float _e1975 = l_mut_49_;
                        l_mut_118_ = _e1975;
                        float _e1976 = l_mut_745_;
                        l_mut_117_ = _e1976;
                        float _e1977 = l_mut_746_;
                        l_mut_116_ = _e1977;
                        float _e1978 = l_mut_747_;
                        l_mut_115_ = _e1978;
                    }
                }
                float _e1982 = l_mut_118_;
                float l_940_ = (_e1982 * l_212_);
                float l_941_ = (l_940_ * l_4_);
                float _e1985 = l_mut_118_;
                float l_942_ = (l_3_ * _e1985);
                float l_943_ = (l_942_ * l_4_);
                float _e1988 = l_mut_118_;
                float l_944_ = (l_943_ - _e1988);
                float l_945_ = (l_944_ * l_4_);
                float l_946_ = (l_943_ - l_945_);
                float _e1992 = l_mut_118_;
                float l_947_ = (_e1992 - l_946_);
                float l_948_ = (l_3_ * l_212_);
                float l_949_ = (l_948_ * l_4_);
                float l_950_ = (l_949_ - l_212_);
                float l_951_ = (l_950_ * l_4_);
                float l_952_ = (l_949_ - l_951_);
                float l_953_ = (l_212_ - l_952_);
                float l_954_ = (l_946_ * l_952_);
                float l_955_ = (l_954_ - l_941_);
                float l_956_ = (l_946_ * l_953_);
                float l_957_ = (l_955_ + l_956_);
                float l_958_ = (l_947_ * l_952_);
                float l_959_ = (l_957_ + l_958_);
                float l_960_ = (l_947_ * l_953_);
                float l_961_ = (l_959_ + l_960_);
                float _e2008 = l_mut_118_;
                float l_962_ = (_e2008 * l_213_);
                float l_963_ = (l_962_ * l_4_);
                float _e2011 = l_mut_118_;
                float l_964_ = (l_3_ * _e2011);
                float l_965_ = (l_964_ * l_4_);
                float _e2014 = l_mut_118_;
                float l_966_ = (l_965_ - _e2014);
                float l_967_ = (l_966_ * l_4_);
                float l_968_ = (l_965_ - l_967_);
                float _e2018 = l_mut_118_;
                float l_969_ = (_e2018 - l_968_);
                float l_970_ = (l_3_ * l_213_);
                float l_971_ = (l_970_ * l_4_);
                float l_972_ = (l_971_ - l_213_);
                float l_973_ = (l_972_ * l_4_);
                float l_974_ = (l_971_ - l_973_);
                float l_975_ = (l_213_ - l_974_);
                float l_976_ = (l_968_ * l_974_);
                float l_977_ = (l_976_ - l_963_);
                float l_978_ = (l_968_ * l_975_);
                float l_979_ = (l_977_ + l_978_);
                float l_980_ = (l_969_ * l_974_);
                float l_981_ = (l_979_ + l_980_);
                float l_982_ = (l_969_ * l_975_);
                float l_983_ = (l_981_ + l_982_);
                float _e2034 = l_mut_117_;
                float l_984_ = (_e2034 * l_212_);
                float l_985_ = (l_984_ * l_4_);
                float _e2037 = l_mut_117_;
                float l_986_ = (l_3_ * _e2037);
                float l_987_ = (l_986_ * l_4_);
                float _e2040 = l_mut_117_;
                float l_988_ = (l_987_ - _e2040);
                float l_989_ = (l_988_ * l_4_);
                float l_990_ = (l_987_ - l_989_);
                float _e2044 = l_mut_117_;
                float l_991_ = (_e2044 - l_990_);
                float l_992_ = (l_3_ * l_212_);
                float l_993_ = (l_992_ * l_4_);
                float l_994_ = (l_993_ - l_212_);
                float l_995_ = (l_994_ * l_4_);
                float l_996_ = (l_993_ - l_995_);
                float l_997_ = (l_212_ - l_996_);
                float l_998_ = (l_990_ * l_996_);
                float l_999_ = (l_998_ - l_985_);
                float l_1000_ = (l_990_ * l_997_);
                float l_1001_ = (l_999_ + l_1000_);
                float l_1002_ = (l_991_ * l_996_);
                float l_1003_ = (l_1001_ + l_1002_);
                float l_1004_ = (l_991_ * l_997_);
                float l_1005_ = (l_1003_ + l_1004_);
                float _e2060 = l_mut_118_;
                float l_1006_ = (_e2060 * l_214_);
                float l_1007_ = (l_1006_ * l_4_);
                float _e2063 = l_mut_118_;
                float l_1008_ = (l_3_ * _e2063);
                float l_1009_ = (l_1008_ * l_4_);
                float _e2066 = l_mut_118_;
                float l_1010_ = (l_1009_ - _e2066);
                float l_1011_ = (l_1010_ * l_4_);
                float l_1012_ = (l_1009_ - l_1011_);
                float _e2070 = l_mut_118_;
                float l_1013_ = (_e2070 - l_1012_);
                float l_1014_ = (l_3_ * l_214_);
                float l_1015_ = (l_1014_ * l_4_);
                float l_1016_ = (l_1015_ - l_214_);
                float l_1017_ = (l_1016_ * l_4_);
                float l_1018_ = (l_1015_ - l_1017_);
                float l_1019_ = (l_214_ - l_1018_);
                float l_1020_ = (l_1012_ * l_1018_);
                float l_1021_ = (l_1020_ - l_1007_);
                float l_1022_ = (l_1012_ * l_1019_);
                float l_1023_ = (l_1021_ + l_1022_);
                float l_1024_ = (l_1013_ * l_1018_);
                float l_1025_ = (l_1023_ + l_1024_);
                float l_1026_ = (l_1013_ * l_1019_);
                float l_1027_ = (l_1025_ + l_1026_);
                float _e2086 = l_mut_117_;
                float l_1028_ = (_e2086 * l_213_);
                float l_1029_ = (l_1028_ * l_4_);
                float _e2089 = l_mut_117_;
                float l_1030_ = (l_3_ * _e2089);
                float l_1031_ = (l_1030_ * l_4_);
                float _e2092 = l_mut_117_;
                float l_1032_ = (l_1031_ - _e2092);
                float l_1033_ = (l_1032_ * l_4_);
                float l_1034_ = (l_1031_ - l_1033_);
                float _e2096 = l_mut_117_;
                float l_1035_ = (_e2096 - l_1034_);
                float l_1036_ = (l_3_ * l_213_);
                float l_1037_ = (l_1036_ * l_4_);
                float l_1038_ = (l_1037_ - l_213_);
                float l_1039_ = (l_1038_ * l_4_);
                float l_1040_ = (l_1037_ - l_1039_);
                float l_1041_ = (l_213_ - l_1040_);
                float l_1042_ = (l_1034_ * l_1040_);
                float l_1043_ = (l_1042_ - l_1029_);
                float l_1044_ = (l_1034_ * l_1041_);
                float l_1045_ = (l_1043_ + l_1044_);
                float l_1046_ = (l_1035_ * l_1040_);
                float l_1047_ = (l_1045_ + l_1046_);
                float l_1048_ = (l_1035_ * l_1041_);
                float l_1049_ = (l_1047_ + l_1048_);
                float _e2112 = l_mut_116_;
                float l_1050_ = (_e2112 * l_212_);
                float l_1051_ = (l_1050_ * l_4_);
                float _e2115 = l_mut_116_;
                float l_1052_ = (l_3_ * _e2115);
                float l_1053_ = (l_1052_ * l_4_);
                float _e2118 = l_mut_116_;
                float l_1054_ = (l_1053_ - _e2118);
                float l_1055_ = (l_1054_ * l_4_);
                float l_1056_ = (l_1053_ - l_1055_);
                float _e2122 = l_mut_116_;
                float l_1057_ = (_e2122 - l_1056_);
                float l_1058_ = (l_3_ * l_212_);
                float l_1059_ = (l_1058_ * l_4_);
                float l_1060_ = (l_1059_ - l_212_);
                float l_1061_ = (l_1060_ * l_4_);
                float l_1062_ = (l_1059_ - l_1061_);
                float l_1063_ = (l_212_ - l_1062_);
                float l_1064_ = (l_1056_ * l_1062_);
                float l_1065_ = (l_1064_ - l_1051_);
                float l_1066_ = (l_1056_ * l_1063_);
                float l_1067_ = (l_1065_ + l_1066_);
                float l_1068_ = (l_1057_ * l_1062_);
                float l_1069_ = (l_1067_ + l_1068_);
                float l_1070_ = (l_1057_ * l_1063_);
                float l_1071_ = (l_1069_ + l_1070_);
                float l_1072_ = (l_963_ + l_985_);
                float l_1073_ = (l_1072_ * l_4_);
                float l_1074_ = (l_1073_ - l_963_);
                float l_1075_ = (l_1074_ * l_4_);
                float l_1076_ = (l_1073_ - l_1075_);
                float l_1077_ = (l_1076_ * l_4_);
                float l_1078_ = (l_963_ - l_1077_);
                float l_1079_ = (l_985_ - l_1075_);
                float l_1080_ = (l_1078_ + l_1079_);
                float l_1081_ = (l_961_ + l_1073_);
                float l_1082_ = (l_1081_ * l_4_);
                float l_1083_ = (l_1082_ - l_961_);
                float l_1084_ = (l_1083_ * l_4_);
                float l_1085_ = (l_1082_ - l_1084_);
                float l_1086_ = (l_1085_ * l_4_);
                float l_1087_ = (l_961_ - l_1086_);
                float l_1088_ = (l_1073_ - l_1084_);
                float l_1089_ = (l_1087_ + l_1088_);
                float l_1090_ = (l_1080_ + l_1089_);
                float l_1091_ = (l_1090_ * l_4_);
                float l_1092_ = (l_1091_ - l_1080_);
                float l_1093_ = (l_1092_ * l_4_);
                float l_1094_ = (l_1091_ - l_1093_);
                float l_1095_ = (l_1094_ * l_4_);
                float l_1096_ = (l_1080_ - l_1095_);
                float l_1097_ = (l_1089_ - l_1093_);
                float l_1098_ = (l_1096_ + l_1097_);
                float l_1099_ = (l_1091_ + l_983_);
                float l_1100_ = (l_1099_ * l_4_);
                float l_1101_ = (l_1100_ - l_1091_);
                float l_1102_ = (l_1101_ * l_4_);
                float l_1103_ = (l_1100_ - l_1102_);
                float l_1104_ = (l_1103_ * l_4_);
                float l_1105_ = (l_1091_ - l_1104_);
                float l_1106_ = (l_983_ - l_1102_);
                float l_1107_ = (l_1105_ + l_1106_);
                float l_1108_ = (l_1005_ + l_1100_);
                float l_1109_ = (l_1108_ * l_4_);
                float l_1110_ = (l_1109_ - l_1005_);
                float l_1111_ = (l_1110_ * l_4_);
                float l_1112_ = (l_1109_ - l_1111_);
                float l_1113_ = (l_1112_ * l_4_);
                float l_1114_ = (l_1005_ - l_1113_);
                float l_1115_ = (l_1100_ - l_1111_);
                float l_1116_ = (l_1114_ + l_1115_);
                float l_1117_ = (l_1107_ + l_1116_);
                float l_1118_ = (l_1117_ * l_4_);
                float l_1119_ = (l_1118_ - l_1107_);
                float l_1120_ = (l_1119_ * l_4_);
                float l_1121_ = (l_1118_ - l_1120_);
                float l_1122_ = (l_1121_ * l_4_);
                float l_1123_ = (l_1107_ - l_1122_);
                float l_1124_ = (l_1116_ - l_1120_);
                float l_1125_ = (l_1123_ + l_1124_);
                float l_1126_ = (l_1007_ + l_1029_);
                float l_1127_ = (l_1126_ * l_4_);
                float l_1128_ = (l_1127_ - l_1007_);
                float l_1129_ = (l_1128_ * l_4_);
                float l_1130_ = (l_1127_ - l_1129_);
                float l_1131_ = (l_1130_ * l_4_);
                float l_1132_ = (l_1007_ - l_1131_);
                float l_1133_ = (l_1029_ - l_1129_);
                float l_1134_ = (l_1132_ + l_1133_);
                float l_1135_ = (l_1051_ + l_1127_);
                float l_1136_ = (l_1135_ * l_4_);
                float l_1137_ = (l_1136_ - l_1051_);
                float l_1138_ = (l_1137_ * l_4_);
                float l_1139_ = (l_1136_ - l_1138_);
                float l_1140_ = (l_1139_ * l_4_);
                float l_1141_ = (l_1051_ - l_1140_);
                float l_1142_ = (l_1127_ - l_1138_);
                float l_1143_ = (l_1141_ + l_1142_);
                float l_1144_ = (l_1134_ + l_1143_);
                float l_1145_ = (l_1144_ * l_4_);
                float l_1146_ = (l_1145_ - l_1134_);
                float l_1147_ = (l_1146_ * l_4_);
                float l_1148_ = (l_1145_ - l_1147_);
                float l_1149_ = (l_1148_ * l_4_);
                float l_1150_ = (l_1134_ - l_1149_);
                float l_1151_ = (l_1143_ - l_1147_);
                float l_1152_ = (l_1150_ + l_1151_);
                float l_1153_ = (l_1109_ + l_1136_);
                float l_1154_ = (l_1153_ * l_4_);
                float l_1155_ = (l_1154_ - l_1109_);
                float l_1156_ = (l_1155_ * l_4_);
                float l_1157_ = (l_1154_ - l_1156_);
                float l_1158_ = (l_1157_ * l_4_);
                float l_1159_ = (l_1109_ - l_1158_);
                float l_1160_ = (l_1136_ - l_1156_);
                float l_1161_ = (l_1159_ + l_1160_);
                float l_1162_ = (l_1118_ + l_1145_);
                float l_1163_ = (l_1162_ * l_4_);
                float l_1164_ = (l_1163_ - l_1118_);
                float l_1165_ = (l_1164_ * l_4_);
                float l_1166_ = (l_1163_ - l_1165_);
                float l_1167_ = (l_1166_ * l_4_);
                float l_1168_ = (l_1118_ - l_1167_);
                float l_1169_ = (l_1145_ - l_1165_);
                float l_1170_ = (l_1168_ + l_1169_);
                float l_1171_ = (l_1163_ + l_1161_);
                float l_1172_ = (l_1171_ * l_4_);
                float l_1173_ = (l_1172_ - l_1163_);
                float l_1174_ = (l_1173_ * l_4_);
                float l_1175_ = (l_1172_ - l_1174_);
                float l_1176_ = (l_1175_ * l_4_);
                float l_1177_ = (l_1163_ - l_1176_);
                float l_1178_ = (l_1161_ - l_1174_);
                float l_1179_ = (l_1177_ + l_1178_);
                float l_1180_ = (l_1125_ + l_1152_);
                float l_1181_ = (l_1179_ + l_1170_);
                float l_1182_ = (l_1180_ + l_1181_);
                float _e2249 = l_mut_118_;
                float l_1183_ = (_e2249 * l_215_);
                float _e2251 = l_mut_117_;
                float l_1184_ = (_e2251 * l_214_);
                float l_1185_ = (l_1183_ + l_1184_);
                float _e2254 = l_mut_116_;
                float l_1186_ = (_e2254 * l_213_);
                float _e2256 = l_mut_115_;
                float l_1187_ = (_e2256 * l_212_);
                float l_1188_ = (l_1186_ + l_1187_);
                float l_1189_ = (l_1185_ + l_1188_);
                float l_1190_ = (l_1098_ + l_1027_);
                float l_1191_ = (l_1049_ + l_1071_);
                float l_1192_ = (l_1190_ + l_1191_);
                float l_1193_ = (l_1189_ + l_1192_);
                float l_1194_ = (l_1172_ + l_1193_);
                float l_1195_ = (l_1194_ + l_1182_);
                float l_1196_ = (l_1195_ * l_4_);
                float l_1197_ = (l_1196_ - l_1194_);
                float l_1198_ = (l_1197_ * l_4_);
                float l_1199_ = (l_1182_ - l_1198_);
                float l_1200_ = (l_1154_ + l_1196_);
                float l_1201_ = (l_1200_ * l_4_);
                float l_1202_ = (l_1201_ - l_1154_);
                float l_1203_ = (l_1202_ * l_4_);
                float l_1204_ = (l_1196_ - l_1203_);
                float l_1205_ = (l_1082_ + l_1201_);
                float l_1206_ = (l_1205_ * l_4_);
                float l_1207_ = (l_1206_ - l_1082_);
                float l_1208_ = (l_1207_ * l_4_);
                float l_1209_ = (l_1201_ - l_1208_);
                float l_1210_ = (l_941_ + l_1206_);
                float l_1211_ = (l_1210_ * l_4_);
                float l_1212_ = (l_1211_ - l_941_);
                float l_1213_ = (l_1212_ * l_4_);
                float l_1214_ = (l_1206_ - l_1213_);
                l_mut_749_ = 0.0;
                l_mut_747_ = 0.0;
                l_mut_746_ = 0.0;
                l_mut_745_ = 0.0;
                l_mut_114_ = l_1211_;
                l_mut_119_ = 0u;
                float _e2290 = l_mut_114_;
                float l_1215_ = (_e2290 + l_1214_);
                float l_1216_ = (l_1215_ * l_4_);
                float _e2293 = l_mut_114_;
                float l_1217_ = (l_1216_ - _e2293);
                float l_1218_ = (l_1217_ * l_4_);
                float l_1219_ = (l_1214_ - l_1218_);
                uint _e2297 = l_mut_119_;
                bool l_1220_ = (_e2297 < 3u);
                bool l_1221_ = (l_1219_ != 0.0);
                if (l_1220_) {
                    local_60 = l_1221_;
                } else {
                    local_60 = false;
                }
                bool l_1222_ = local_60;
                uint _e2306 = l_mut_119_;
                bool l_1223_ = (_e2306 == 0u);
                if (l_1222_) {
                    local_61 = l_1223_;
                } else {
                    local_61 = false;
                }
                bool l_1224_ = local_61;
                float _e2313 = l_mut_749_;
                float l_1225_ = (l_1224_ ? l_1216_ : _e2313);
                l_mut_749_ = l_1225_;
                uint _e2315 = l_mut_119_;
                bool l_1226_ = (_e2315 == 1u);
                if (l_1222_) {
                    local_62 = l_1226_;
                } else {
                    local_62 = false;
                }
                bool l_1227_ = local_62;
                float _e2322 = l_mut_747_;
                float l_1228_ = (l_1227_ ? l_1216_ : _e2322);
                l_mut_747_ = l_1228_;
                uint _e2324 = l_mut_119_;
                bool l_1229_ = (_e2324 == 2u);
                if (l_1222_) {
                    local_63 = l_1229_;
                } else {
                    local_63 = false;
                }
                bool l_1230_ = local_63;
                float _e2331 = l_mut_746_;
                float l_1231_ = (l_1230_ ? l_1216_ : _e2331);
                l_mut_746_ = l_1231_;
                float l_1232_ = (l_1222_ ? l_1219_ : l_1216_);
                float _e2334 = l_mut_114_;
                float l_1233_ = (_e2334 + l_1214_);
                float l_1234_ = (l_1220_ ? l_1232_ : l_1233_);
                l_mut_114_ = l_1234_;
                uint l_1235_ = uint(l_1222_);
                uint _e2338 = l_mut_119_;
                l_mut_119_ = (_e2338 + l_1235_);
                float _e2340 = l_mut_114_;
                float l_1236_ = (_e2340 + l_1209_);
                float l_1237_ = (l_1236_ * l_4_);
                float _e2343 = l_mut_114_;
                float l_1238_ = (l_1237_ - _e2343);
                float l_1239_ = (l_1238_ * l_4_);
                float l_1240_ = (l_1209_ - l_1239_);
                uint _e2347 = l_mut_119_;
                bool l_1241_ = (_e2347 < 3u);
                bool l_1242_ = (l_1240_ != 0.0);
                if (l_1241_) {
                    local_64 = l_1242_;
                } else {
                    local_64 = false;
                }
                bool l_1243_ = local_64;
                uint _e2356 = l_mut_119_;
                bool l_1244_ = (_e2356 == 0u);
                if (l_1243_) {
                    local_65 = l_1244_;
                } else {
                    local_65 = false;
                }
                bool l_1245_ = local_65;
                float _e2363 = l_mut_749_;
                float l_1246_ = (l_1245_ ? l_1237_ : _e2363);
                l_mut_749_ = l_1246_;
                uint _e2365 = l_mut_119_;
                bool l_1247_ = (_e2365 == 1u);
                if (l_1243_) {
                    local_66 = l_1247_;
                } else {
                    local_66 = false;
                }
                bool l_1248_ = local_66;
                float _e2372 = l_mut_747_;
                float l_1249_ = (l_1248_ ? l_1237_ : _e2372);
                l_mut_747_ = l_1249_;
                uint _e2374 = l_mut_119_;
                bool l_1250_ = (_e2374 == 2u);
                if (l_1243_) {
                    local_67 = l_1250_;
                } else {
                    local_67 = false;
                }
                bool l_1251_ = local_67;
                float _e2381 = l_mut_746_;
                float l_1252_ = (l_1251_ ? l_1237_ : _e2381);
                l_mut_746_ = l_1252_;
                float l_1253_ = (l_1243_ ? l_1240_ : l_1237_);
                float _e2384 = l_mut_114_;
                float l_1254_ = (_e2384 + l_1209_);
                float l_1255_ = (l_1241_ ? l_1253_ : l_1254_);
                l_mut_114_ = l_1255_;
                uint l_1256_ = uint(l_1243_);
                uint _e2388 = l_mut_119_;
                l_mut_119_ = (_e2388 + l_1256_);
                float _e2390 = l_mut_114_;
                float l_1257_ = (_e2390 + l_1204_);
                float l_1258_ = (l_1257_ * l_4_);
                float _e2393 = l_mut_114_;
                float l_1259_ = (l_1258_ - _e2393);
                float l_1260_ = (l_1259_ * l_4_);
                float l_1261_ = (l_1204_ - l_1260_);
                uint _e2397 = l_mut_119_;
                bool l_1262_ = (_e2397 < 3u);
                bool l_1263_ = (l_1261_ != 0.0);
                if (l_1262_) {
                    local_68 = l_1263_;
                } else {
                    local_68 = false;
                }
                bool l_1264_ = local_68;
                uint _e2406 = l_mut_119_;
                bool l_1265_ = (_e2406 == 0u);
                if (l_1264_) {
                    local_69 = l_1265_;
                } else {
                    local_69 = false;
                }
                bool l_1266_ = local_69;
                float _e2413 = l_mut_749_;
                float l_1267_ = (l_1266_ ? l_1258_ : _e2413);
                l_mut_749_ = l_1267_;
                uint _e2415 = l_mut_119_;
                bool l_1268_ = (_e2415 == 1u);
                if (l_1264_) {
                    local_70 = l_1268_;
                } else {
                    local_70 = false;
                }
                bool l_1269_ = local_70;
                float _e2422 = l_mut_747_;
                float l_1270_ = (l_1269_ ? l_1258_ : _e2422);
                l_mut_747_ = l_1270_;
                uint _e2424 = l_mut_119_;
                bool l_1271_ = (_e2424 == 2u);
                if (l_1264_) {
                    local_71 = l_1271_;
                } else {
                    local_71 = false;
                }
                bool l_1272_ = local_71;
                float _e2431 = l_mut_746_;
                float l_1273_ = (l_1272_ ? l_1258_ : _e2431);
                l_mut_746_ = l_1273_;
                float l_1274_ = (l_1264_ ? l_1261_ : l_1258_);
                float _e2434 = l_mut_114_;
                float l_1275_ = (_e2434 + l_1204_);
                float l_1276_ = (l_1262_ ? l_1274_ : l_1275_);
                l_mut_114_ = l_1276_;
                uint l_1277_ = uint(l_1264_);
                uint _e2438 = l_mut_119_;
                l_mut_119_ = (_e2438 + l_1277_);
                float _e2440 = l_mut_114_;
                float l_1278_ = (_e2440 + l_1199_);
                float l_1279_ = (l_1278_ * l_4_);
                float _e2443 = l_mut_114_;
                float l_1280_ = (l_1279_ - _e2443);
                float l_1281_ = (l_1280_ * l_4_);
                float l_1282_ = (l_1199_ - l_1281_);
                uint _e2447 = l_mut_119_;
                bool l_1283_ = (_e2447 < 3u);
                bool l_1284_ = (l_1282_ != 0.0);
                if (l_1283_) {
                    local_72 = l_1284_;
                } else {
                    local_72 = false;
                }
                bool l_1285_ = local_72;
                uint _e2456 = l_mut_119_;
                bool l_1286_ = (_e2456 == 0u);
                if (l_1285_) {
                    local_73 = l_1286_;
                } else {
                    local_73 = false;
                }
                bool l_1287_ = local_73;
                float _e2463 = l_mut_749_;
                float l_1288_ = (l_1287_ ? l_1279_ : _e2463);
                l_mut_749_ = l_1288_;
                uint _e2465 = l_mut_119_;
                bool l_1289_ = (_e2465 == 1u);
                if (l_1285_) {
                    local_74 = l_1289_;
                } else {
                    local_74 = false;
                }
                bool l_1290_ = local_74;
                float _e2472 = l_mut_747_;
                float l_1291_ = (l_1290_ ? l_1279_ : _e2472);
                l_mut_747_ = l_1291_;
                uint _e2474 = l_mut_119_;
                bool l_1292_ = (_e2474 == 2u);
                if (l_1285_) {
                    local_75 = l_1292_;
                } else {
                    local_75 = false;
                }
                bool l_1293_ = local_75;
                float _e2481 = l_mut_746_;
                float l_1294_ = (l_1293_ ? l_1279_ : _e2481);
                l_mut_746_ = l_1294_;
                float l_1295_ = (l_1285_ ? l_1282_ : l_1279_);
                float _e2484 = l_mut_114_;
                float l_1296_ = (_e2484 + l_1199_);
                float l_1297_ = (l_1283_ ? l_1295_ : l_1296_);
                l_mut_114_ = l_1297_;
                uint l_1298_ = uint(l_1285_);
                uint _e2488 = l_mut_119_;
                l_mut_119_ = (_e2488 + l_1298_);
                uint _e2490 = l_mut_119_;
                bool l_1299_ = (_e2490 == 0u);
                float _e2493 = l_mut_749_;
                float _e2494 = l_mut_114_;
                float l_1300_ = (l_1299_ ? _e2494 : _e2493);
                l_mut_749_ = l_1300_;
                uint _e2496 = l_mut_119_;
                bool l_1301_ = (_e2496 == 1u);
                float _e2499 = l_mut_747_;
                float _e2500 = l_mut_114_;
                float l_1302_ = (l_1301_ ? _e2500 : _e2499);
                l_mut_747_ = l_1302_;
                uint _e2502 = l_mut_119_;
                bool l_1303_ = (_e2502 == 2u);
                float _e2505 = l_mut_746_;
                float _e2506 = l_mut_114_;
                float l_1304_ = (l_1303_ ? _e2506 : _e2505);
                l_mut_746_ = l_1304_;
                uint _e2508 = l_mut_119_;
                bool l_1305_ = (_e2508 == 3u);
                float _e2511 = l_mut_745_;
                float _e2512 = l_mut_114_;
                float l_1306_ = (l_1305_ ? _e2512 : _e2511);
                l_mut_745_ = l_1306_;
                float _e2514 = l_mut_749_;
                float l_1307_ = (_e2514 + 1.0);
                float l_1308_ = (l_1307_ * l_4_);
                float _e2518 = l_mut_749_;
                float l_1309_ = (l_1308_ - _e2518);
                float l_1310_ = (l_1309_ * l_4_);
                float l_1311_ = (l_1308_ - l_1310_);
                float l_1312_ = (l_1311_ * l_4_);
                float _e2523 = l_mut_749_;
                float l_1313_ = (_e2523 - l_1312_);
                float l_1314_ = (1.0 - l_1310_);
                float l_1315_ = (l_1313_ + l_1314_);
                float _e2528 = l_mut_747_;
                float l_1316_ = (_e2528 + l_1315_);
                float l_1317_ = (l_1316_ * l_4_);
                float _e2531 = l_mut_747_;
                float l_1318_ = (l_1317_ - _e2531);
                float l_1319_ = (l_1318_ * l_4_);
                float l_1320_ = (l_1317_ - l_1319_);
                float l_1321_ = (l_1320_ * l_4_);
                float _e2536 = l_mut_747_;
                float l_1322_ = (_e2536 - l_1321_);
                float l_1323_ = (l_1315_ - l_1319_);
                float l_1324_ = (l_1322_ + l_1323_);
                float _e2540 = l_mut_746_;
                float l_1325_ = (_e2540 + l_1324_);
                float l_1326_ = (l_1325_ * l_4_);
                float _e2543 = l_mut_746_;
                float l_1327_ = (l_1326_ - _e2543);
                float l_1328_ = (l_1327_ * l_4_);
                float l_1329_ = (l_1326_ - l_1328_);
                float l_1330_ = (l_1329_ * l_4_);
                float _e2548 = l_mut_746_;
                float l_1331_ = (_e2548 - l_1330_);
                float l_1332_ = (l_1324_ - l_1328_);
                float l_1333_ = (l_1331_ + l_1332_);
                float _e2552 = l_mut_745_;
                float l_1334_ = (_e2552 + l_1333_);
                float l_1335_ = (l_1334_ * l_4_);
                float _e2555 = l_mut_745_;
                float l_1336_ = (l_1335_ - _e2555);
                float l_1337_ = (l_1336_ * l_4_);
                float l_1338_ = (l_1335_ - l_1337_);
                float l_1339_ = (l_1338_ * l_4_);
                float _e2560 = l_mut_745_;
                float l_1340_ = (_e2560 - l_1339_);
                float l_1341_ = (l_1333_ - l_1337_);
                float l_1342_ = (l_1340_ + l_1341_);
                float l_1343_ = (l_1335_ + l_1342_);
                float l_1344_ = (l_1343_ * l_4_);
                float l_1345_ = (l_1344_ - l_1335_);
                float l_1346_ = (l_1345_ * l_4_);
                float l_1347_ = (l_1342_ - l_1346_);
                float l_1348_ = (l_1326_ + l_1344_);
                float l_1349_ = (l_1348_ * l_4_);
                float l_1350_ = (l_1349_ - l_1326_);
                float l_1351_ = (l_1350_ * l_4_);
                float l_1352_ = (l_1344_ - l_1351_);
                float l_1353_ = (l_1317_ + l_1349_);
                float l_1354_ = (l_1353_ * l_4_);
                float l_1355_ = (l_1354_ - l_1317_);
                float l_1356_ = (l_1355_ * l_4_);
                float l_1357_ = (l_1349_ - l_1356_);
                float l_1358_ = (l_1308_ + l_1354_);
                float l_1359_ = (l_1358_ * l_4_);
                float l_1360_ = (l_1359_ - l_1308_);
                float l_1361_ = (l_1360_ * l_4_);
                float l_1362_ = (l_1354_ - l_1361_);
                l_mut_118_ = 0.0;
                l_mut_117_ = 0.0;
                l_mut_116_ = 0.0;
                l_mut_115_ = 0.0;
                l_mut_114_ = l_1359_;
                l_mut_119_ = 0u;
                float _e2589 = l_mut_114_;
                float l_1363_ = (_e2589 + l_1362_);
                float l_1364_ = (l_1363_ * l_4_);
                float _e2592 = l_mut_114_;
                float l_1365_ = (l_1364_ - _e2592);
                float l_1366_ = (l_1365_ * l_4_);
                float l_1367_ = (l_1362_ - l_1366_);
                uint _e2596 = l_mut_119_;
                bool l_1368_ = (_e2596 < 3u);
                bool l_1369_ = (l_1367_ != 0.0);
                if (l_1368_) {
                    local_76 = l_1369_;
                } else {
                    local_76 = false;
                }
                bool l_1370_ = local_76;
                uint _e2605 = l_mut_119_;
                bool l_1371_ = (_e2605 == 0u);
                if (l_1370_) {
                    local_77 = l_1371_;
                } else {
                    local_77 = false;
                }
                bool l_1372_ = local_77;
                float _e2612 = l_mut_118_;
                float l_1373_ = (l_1372_ ? l_1364_ : _e2612);
                l_mut_118_ = l_1373_;
                uint _e2614 = l_mut_119_;
                bool l_1374_ = (_e2614 == 1u);
                if (l_1370_) {
                    local_78 = l_1374_;
                } else {
                    local_78 = false;
                }
                bool l_1375_ = local_78;
                float _e2621 = l_mut_117_;
                float l_1376_ = (l_1375_ ? l_1364_ : _e2621);
                l_mut_117_ = l_1376_;
                uint _e2623 = l_mut_119_;
                bool l_1377_ = (_e2623 == 2u);
                if (l_1370_) {
                    local_79 = l_1377_;
                } else {
                    local_79 = false;
                }
                bool l_1378_ = local_79;
                float _e2630 = l_mut_116_;
                float l_1379_ = (l_1378_ ? l_1364_ : _e2630);
                l_mut_116_ = l_1379_;
                float l_1380_ = (l_1370_ ? l_1367_ : l_1364_);
                float _e2633 = l_mut_114_;
                float l_1381_ = (_e2633 + l_1362_);
                float l_1382_ = (l_1368_ ? l_1380_ : l_1381_);
                l_mut_114_ = l_1382_;
                uint l_1383_ = uint(l_1370_);
                uint _e2637 = l_mut_119_;
                l_mut_119_ = (_e2637 + l_1383_);
                float _e2639 = l_mut_114_;
                float l_1384_ = (_e2639 + l_1357_);
                float l_1385_ = (l_1384_ * l_4_);
                float _e2642 = l_mut_114_;
                float l_1386_ = (l_1385_ - _e2642);
                float l_1387_ = (l_1386_ * l_4_);
                float l_1388_ = (l_1357_ - l_1387_);
                uint _e2646 = l_mut_119_;
                bool l_1389_ = (_e2646 < 3u);
                bool l_1390_ = (l_1388_ != 0.0);
                if (l_1389_) {
                    local_80 = l_1390_;
                } else {
                    local_80 = false;
                }
                bool l_1391_ = local_80;
                uint _e2655 = l_mut_119_;
                bool l_1392_ = (_e2655 == 0u);
                if (l_1391_) {
                    local_81 = l_1392_;
                } else {
                    local_81 = false;
                }
                bool l_1393_ = local_81;
                float _e2662 = l_mut_118_;
                float l_1394_ = (l_1393_ ? l_1385_ : _e2662);
                l_mut_118_ = l_1394_;
                uint _e2664 = l_mut_119_;
                bool l_1395_ = (_e2664 == 1u);
                if (l_1391_) {
                    local_82 = l_1395_;
                } else {
                    local_82 = false;
                }
                bool l_1396_ = local_82;
                float _e2671 = l_mut_117_;
                float l_1397_ = (l_1396_ ? l_1385_ : _e2671);
                l_mut_117_ = l_1397_;
                uint _e2673 = l_mut_119_;
                bool l_1398_ = (_e2673 == 2u);
                if (l_1391_) {
                    local_83 = l_1398_;
                } else {
                    local_83 = false;
                }
                bool l_1399_ = local_83;
                float _e2680 = l_mut_116_;
                float l_1400_ = (l_1399_ ? l_1385_ : _e2680);
                l_mut_116_ = l_1400_;
                float l_1401_ = (l_1391_ ? l_1388_ : l_1385_);
                float _e2683 = l_mut_114_;
                float l_1402_ = (_e2683 + l_1357_);
                float l_1403_ = (l_1389_ ? l_1401_ : l_1402_);
                l_mut_114_ = l_1403_;
                uint l_1404_ = uint(l_1391_);
                uint _e2687 = l_mut_119_;
                l_mut_119_ = (_e2687 + l_1404_);
                float _e2689 = l_mut_114_;
                float l_1405_ = (_e2689 + l_1352_);
                float l_1406_ = (l_1405_ * l_4_);
                float _e2692 = l_mut_114_;
                float l_1407_ = (l_1406_ - _e2692);
                float l_1408_ = (l_1407_ * l_4_);
                float l_1409_ = (l_1352_ - l_1408_);
                uint _e2696 = l_mut_119_;
                bool l_1410_ = (_e2696 < 3u);
                bool l_1411_ = (l_1409_ != 0.0);
                if (l_1410_) {
                    local_84 = l_1411_;
                } else {
                    local_84 = false;
                }
                bool l_1412_ = local_84;
                uint _e2705 = l_mut_119_;
                bool l_1413_ = (_e2705 == 0u);
                if (l_1412_) {
                    local_85 = l_1413_;
                } else {
                    local_85 = false;
                }
                bool l_1414_ = local_85;
                float _e2712 = l_mut_118_;
                float l_1415_ = (l_1414_ ? l_1406_ : _e2712);
                l_mut_118_ = l_1415_;
                uint _e2714 = l_mut_119_;
                bool l_1416_ = (_e2714 == 1u);
                if (l_1412_) {
                    local_86 = l_1416_;
                } else {
                    local_86 = false;
                }
                bool l_1417_ = local_86;
                float _e2721 = l_mut_117_;
                float l_1418_ = (l_1417_ ? l_1406_ : _e2721);
                l_mut_117_ = l_1418_;
                uint _e2723 = l_mut_119_;
                bool l_1419_ = (_e2723 == 2u);
                if (l_1412_) {
                    local_87 = l_1419_;
                } else {
                    local_87 = false;
                }
                bool l_1420_ = local_87;
                float _e2730 = l_mut_116_;
                float l_1421_ = (l_1420_ ? l_1406_ : _e2730);
                l_mut_116_ = l_1421_;
                float l_1422_ = (l_1412_ ? l_1409_ : l_1406_);
                float _e2733 = l_mut_114_;
                float l_1423_ = (_e2733 + l_1352_);
                float l_1424_ = (l_1410_ ? l_1422_ : l_1423_);
                l_mut_114_ = l_1424_;
                uint l_1425_ = uint(l_1412_);
                uint _e2737 = l_mut_119_;
                l_mut_119_ = (_e2737 + l_1425_);
                float _e2739 = l_mut_114_;
                float l_1426_ = (_e2739 + l_1347_);
                float l_1427_ = (l_1426_ * l_4_);
                float _e2742 = l_mut_114_;
                float l_1428_ = (l_1427_ - _e2742);
                float l_1429_ = (l_1428_ * l_4_);
                float l_1430_ = (l_1347_ - l_1429_);
                uint _e2746 = l_mut_119_;
                bool l_1431_ = (_e2746 < 3u);
                bool l_1432_ = (l_1430_ != 0.0);
                if (l_1431_) {
                    local_88 = l_1432_;
                } else {
                    local_88 = false;
                }
                bool l_1433_ = local_88;
                uint _e2755 = l_mut_119_;
                bool l_1434_ = (_e2755 == 0u);
                if (l_1433_) {
                    local_89 = l_1434_;
                } else {
                    local_89 = false;
                }
                bool l_1435_ = local_89;
                float _e2762 = l_mut_118_;
                float l_1436_ = (l_1435_ ? l_1427_ : _e2762);
                l_mut_118_ = l_1436_;
                uint _e2764 = l_mut_119_;
                bool l_1437_ = (_e2764 == 1u);
                if (l_1433_) {
                    local_90 = l_1437_;
                } else {
                    local_90 = false;
                }
                bool l_1438_ = local_90;
                float _e2771 = l_mut_117_;
                float l_1439_ = (l_1438_ ? l_1427_ : _e2771);
                l_mut_117_ = l_1439_;
                uint _e2773 = l_mut_119_;
                bool l_1440_ = (_e2773 == 2u);
                if (l_1433_) {
                    local_91 = l_1440_;
                } else {
                    local_91 = false;
                }
                bool l_1441_ = local_91;
                float _e2780 = l_mut_116_;
                float l_1442_ = (l_1441_ ? l_1427_ : _e2780);
                l_mut_116_ = l_1442_;
                float l_1443_ = (l_1433_ ? l_1430_ : l_1427_);
                float _e2783 = l_mut_114_;
                float l_1444_ = (_e2783 + l_1347_);
                float l_1445_ = (l_1431_ ? l_1443_ : l_1444_);
                l_mut_114_ = l_1445_;
                uint l_1446_ = uint(l_1433_);
                uint _e2787 = l_mut_119_;
                l_mut_119_ = (_e2787 + l_1446_);
                uint _e2789 = l_mut_119_;
                bool l_1447_ = (_e2789 == 0u);
                float _e2792 = l_mut_118_;
                float _e2793 = l_mut_114_;
                float l_1448_ = (l_1447_ ? _e2793 : _e2792);
                l_mut_118_ = l_1448_;
                uint _e2795 = l_mut_119_;
                bool l_1449_ = (_e2795 == 1u);
                float _e2798 = l_mut_117_;
                float _e2799 = l_mut_114_;
                float l_1450_ = (l_1449_ ? _e2799 : _e2798);
                l_mut_117_ = l_1450_;
                uint _e2801 = l_mut_119_;
                bool l_1451_ = (_e2801 == 2u);
                float _e2804 = l_mut_116_;
                float _e2805 = l_mut_114_;
                float l_1452_ = (l_1451_ ? _e2805 : _e2804);
                l_mut_116_ = l_1452_;
                uint _e2807 = l_mut_119_;
                bool l_1453_ = (_e2807 == 3u);
                float _e2810 = l_mut_115_;
                float _e2811 = l_mut_114_;
                float l_1454_ = (l_1453_ ? _e2811 : _e2810);
                l_mut_115_ = l_1454_;
                float _e2813 = l_mut_118_;
                float l_1455_ = (_e2813 * l_212_);
                float l_1456_ = (l_1455_ * l_4_);
                float _e2816 = l_mut_118_;
                float l_1457_ = (l_3_ * _e2816);
                float l_1458_ = (l_1457_ * l_4_);
                float _e2819 = l_mut_118_;
                float l_1459_ = (l_1458_ - _e2819);
                float l_1460_ = (l_1459_ * l_4_);
                float l_1461_ = (l_1458_ - l_1460_);
                float _e2823 = l_mut_118_;
                float l_1462_ = (_e2823 - l_1461_);
                float l_1463_ = (l_3_ * l_212_);
                float l_1464_ = (l_1463_ * l_4_);
                float l_1465_ = (l_1464_ - l_212_);
                float l_1466_ = (l_1465_ * l_4_);
                float l_1467_ = (l_1464_ - l_1466_);
                float l_1468_ = (l_212_ - l_1467_);
                float l_1469_ = (l_1461_ * l_1467_);
                float l_1470_ = (l_1469_ - l_1456_);
                float l_1471_ = (l_1461_ * l_1468_);
                float l_1472_ = (l_1470_ + l_1471_);
                float l_1473_ = (l_1462_ * l_1467_);
                float l_1474_ = (l_1472_ + l_1473_);
                float l_1475_ = (l_1462_ * l_1468_);
                float l_1476_ = (l_1474_ + l_1475_);
                float _e2839 = l_mut_118_;
                float l_1477_ = (_e2839 * l_213_);
                float l_1478_ = (l_1477_ * l_4_);
                float _e2842 = l_mut_118_;
                float l_1479_ = (l_3_ * _e2842);
                float l_1480_ = (l_1479_ * l_4_);
                float _e2845 = l_mut_118_;
                float l_1481_ = (l_1480_ - _e2845);
                float l_1482_ = (l_1481_ * l_4_);
                float l_1483_ = (l_1480_ - l_1482_);
                float _e2849 = l_mut_118_;
                float l_1484_ = (_e2849 - l_1483_);
                float l_1485_ = (l_3_ * l_213_);
                float l_1486_ = (l_1485_ * l_4_);
                float l_1487_ = (l_1486_ - l_213_);
                float l_1488_ = (l_1487_ * l_4_);
                float l_1489_ = (l_1486_ - l_1488_);
                float l_1490_ = (l_213_ - l_1489_);
                float l_1491_ = (l_1483_ * l_1489_);
                float l_1492_ = (l_1491_ - l_1478_);
                float l_1493_ = (l_1483_ * l_1490_);
                float l_1494_ = (l_1492_ + l_1493_);
                float l_1495_ = (l_1484_ * l_1489_);
                float l_1496_ = (l_1494_ + l_1495_);
                float l_1497_ = (l_1484_ * l_1490_);
                float l_1498_ = (l_1496_ + l_1497_);
                float _e2865 = l_mut_117_;
                float l_1499_ = (_e2865 * l_212_);
                float l_1500_ = (l_1499_ * l_4_);
                float _e2868 = l_mut_117_;
                float l_1501_ = (l_3_ * _e2868);
                float l_1502_ = (l_1501_ * l_4_);
                float _e2871 = l_mut_117_;
                float l_1503_ = (l_1502_ - _e2871);
                float l_1504_ = (l_1503_ * l_4_);
                float l_1505_ = (l_1502_ - l_1504_);
                float _e2875 = l_mut_117_;
                float l_1506_ = (_e2875 - l_1505_);
                float l_1507_ = (l_3_ * l_212_);
                float l_1508_ = (l_1507_ * l_4_);
                float l_1509_ = (l_1508_ - l_212_);
                float l_1510_ = (l_1509_ * l_4_);
                float l_1511_ = (l_1508_ - l_1510_);
                float l_1512_ = (l_212_ - l_1511_);
                float l_1513_ = (l_1505_ * l_1511_);
                float l_1514_ = (l_1513_ - l_1500_);
                float l_1515_ = (l_1505_ * l_1512_);
                float l_1516_ = (l_1514_ + l_1515_);
                float l_1517_ = (l_1506_ * l_1511_);
                float l_1518_ = (l_1516_ + l_1517_);
                float l_1519_ = (l_1506_ * l_1512_);
                float l_1520_ = (l_1518_ + l_1519_);
                float _e2891 = l_mut_118_;
                float l_1521_ = (_e2891 * l_214_);
                float l_1522_ = (l_1521_ * l_4_);
                float _e2894 = l_mut_118_;
                float l_1523_ = (l_3_ * _e2894);
                float l_1524_ = (l_1523_ * l_4_);
                float _e2897 = l_mut_118_;
                float l_1525_ = (l_1524_ - _e2897);
                float l_1526_ = (l_1525_ * l_4_);
                float l_1527_ = (l_1524_ - l_1526_);
                float _e2901 = l_mut_118_;
                float l_1528_ = (_e2901 - l_1527_);
                float l_1529_ = (l_3_ * l_214_);
                float l_1530_ = (l_1529_ * l_4_);
                float l_1531_ = (l_1530_ - l_214_);
                float l_1532_ = (l_1531_ * l_4_);
                float l_1533_ = (l_1530_ - l_1532_);
                float l_1534_ = (l_214_ - l_1533_);
                float l_1535_ = (l_1527_ * l_1533_);
                float l_1536_ = (l_1535_ - l_1522_);
                float l_1537_ = (l_1527_ * l_1534_);
                float l_1538_ = (l_1536_ + l_1537_);
                float l_1539_ = (l_1528_ * l_1533_);
                float l_1540_ = (l_1538_ + l_1539_);
                float l_1541_ = (l_1528_ * l_1534_);
                float l_1542_ = (l_1540_ + l_1541_);
                float _e2917 = l_mut_117_;
                float l_1543_ = (_e2917 * l_213_);
                float l_1544_ = (l_1543_ * l_4_);
                float _e2920 = l_mut_117_;
                float l_1545_ = (l_3_ * _e2920);
                float l_1546_ = (l_1545_ * l_4_);
                float _e2923 = l_mut_117_;
                float l_1547_ = (l_1546_ - _e2923);
                float l_1548_ = (l_1547_ * l_4_);
                float l_1549_ = (l_1546_ - l_1548_);
                float _e2927 = l_mut_117_;
                float l_1550_ = (_e2927 - l_1549_);
                float l_1551_ = (l_3_ * l_213_);
                float l_1552_ = (l_1551_ * l_4_);
                float l_1553_ = (l_1552_ - l_213_);
                float l_1554_ = (l_1553_ * l_4_);
                float l_1555_ = (l_1552_ - l_1554_);
                float l_1556_ = (l_213_ - l_1555_);
                float l_1557_ = (l_1549_ * l_1555_);
                float l_1558_ = (l_1557_ - l_1544_);
                float l_1559_ = (l_1549_ * l_1556_);
                float l_1560_ = (l_1558_ + l_1559_);
                float l_1561_ = (l_1550_ * l_1555_);
                float l_1562_ = (l_1560_ + l_1561_);
                float l_1563_ = (l_1550_ * l_1556_);
                float l_1564_ = (l_1562_ + l_1563_);
                float _e2943 = l_mut_116_;
                float l_1565_ = (_e2943 * l_212_);
                float l_1566_ = (l_1565_ * l_4_);
                float _e2946 = l_mut_116_;
                float l_1567_ = (l_3_ * _e2946);
                float l_1568_ = (l_1567_ * l_4_);
                float _e2949 = l_mut_116_;
                float l_1569_ = (l_1568_ - _e2949);
                float l_1570_ = (l_1569_ * l_4_);
                float l_1571_ = (l_1568_ - l_1570_);
                float _e2953 = l_mut_116_;
                float l_1572_ = (_e2953 - l_1571_);
                float l_1573_ = (l_3_ * l_212_);
                float l_1574_ = (l_1573_ * l_4_);
                float l_1575_ = (l_1574_ - l_212_);
                float l_1576_ = (l_1575_ * l_4_);
                float l_1577_ = (l_1574_ - l_1576_);
                float l_1578_ = (l_212_ - l_1577_);
                float l_1579_ = (l_1571_ * l_1577_);
                float l_1580_ = (l_1579_ - l_1566_);
                float l_1581_ = (l_1571_ * l_1578_);
                float l_1582_ = (l_1580_ + l_1581_);
                float l_1583_ = (l_1572_ * l_1577_);
                float l_1584_ = (l_1582_ + l_1583_);
                float l_1585_ = (l_1572_ * l_1578_);
                float l_1586_ = (l_1584_ + l_1585_);
                float l_1587_ = (l_1478_ + l_1500_);
                float l_1588_ = (l_1587_ * l_4_);
                float l_1589_ = (l_1588_ - l_1478_);
                float l_1590_ = (l_1589_ * l_4_);
                float l_1591_ = (l_1588_ - l_1590_);
                float l_1592_ = (l_1591_ * l_4_);
                float l_1593_ = (l_1478_ - l_1592_);
                float l_1594_ = (l_1500_ - l_1590_);
                float l_1595_ = (l_1593_ + l_1594_);
                float l_1596_ = (l_1476_ + l_1588_);
                float l_1597_ = (l_1596_ * l_4_);
                float l_1598_ = (l_1597_ - l_1476_);
                float l_1599_ = (l_1598_ * l_4_);
                float l_1600_ = (l_1597_ - l_1599_);
                float l_1601_ = (l_1600_ * l_4_);
                float l_1602_ = (l_1476_ - l_1601_);
                float l_1603_ = (l_1588_ - l_1599_);
                float l_1604_ = (l_1602_ + l_1603_);
                float l_1605_ = (l_1595_ + l_1604_);
                float l_1606_ = (l_1605_ * l_4_);
                float l_1607_ = (l_1606_ - l_1595_);
                float l_1608_ = (l_1607_ * l_4_);
                float l_1609_ = (l_1606_ - l_1608_);
                float l_1610_ = (l_1609_ * l_4_);
                float l_1611_ = (l_1595_ - l_1610_);
                float l_1612_ = (l_1604_ - l_1608_);
                float l_1613_ = (l_1611_ + l_1612_);
                float l_1614_ = (l_1606_ + l_1498_);
                float l_1615_ = (l_1614_ * l_4_);
                float l_1616_ = (l_1615_ - l_1606_);
                float l_1617_ = (l_1616_ * l_4_);
                float l_1618_ = (l_1615_ - l_1617_);
                float l_1619_ = (l_1618_ * l_4_);
                float l_1620_ = (l_1606_ - l_1619_);
                float l_1621_ = (l_1498_ - l_1617_);
                float l_1622_ = (l_1620_ + l_1621_);
                float l_1623_ = (l_1520_ + l_1615_);
                float l_1624_ = (l_1623_ * l_4_);
                float l_1625_ = (l_1624_ - l_1520_);
                float l_1626_ = (l_1625_ * l_4_);
                float l_1627_ = (l_1624_ - l_1626_);
                float l_1628_ = (l_1627_ * l_4_);
                float l_1629_ = (l_1520_ - l_1628_);
                float l_1630_ = (l_1615_ - l_1626_);
                float l_1631_ = (l_1629_ + l_1630_);
                float l_1632_ = (l_1622_ + l_1631_);
                float l_1633_ = (l_1632_ * l_4_);
                float l_1634_ = (l_1633_ - l_1622_);
                float l_1635_ = (l_1634_ * l_4_);
                float l_1636_ = (l_1633_ - l_1635_);
                float l_1637_ = (l_1636_ * l_4_);
                float l_1638_ = (l_1622_ - l_1637_);
                float l_1639_ = (l_1631_ - l_1635_);
                float l_1640_ = (l_1638_ + l_1639_);
                float l_1641_ = (l_1522_ + l_1544_);
                float l_1642_ = (l_1641_ * l_4_);
                float l_1643_ = (l_1642_ - l_1522_);
                float l_1644_ = (l_1643_ * l_4_);
                float l_1645_ = (l_1642_ - l_1644_);
                float l_1646_ = (l_1645_ * l_4_);
                float l_1647_ = (l_1522_ - l_1646_);
                float l_1648_ = (l_1544_ - l_1644_);
                float l_1649_ = (l_1647_ + l_1648_);
                float l_1650_ = (l_1566_ + l_1642_);
                float l_1651_ = (l_1650_ * l_4_);
                float l_1652_ = (l_1651_ - l_1566_);
                float l_1653_ = (l_1652_ * l_4_);
                float l_1654_ = (l_1651_ - l_1653_);
                float l_1655_ = (l_1654_ * l_4_);
                float l_1656_ = (l_1566_ - l_1655_);
                float l_1657_ = (l_1642_ - l_1653_);
                float l_1658_ = (l_1656_ + l_1657_);
                float l_1659_ = (l_1649_ + l_1658_);
                float l_1660_ = (l_1659_ * l_4_);
                float l_1661_ = (l_1660_ - l_1649_);
                float l_1662_ = (l_1661_ * l_4_);
                float l_1663_ = (l_1660_ - l_1662_);
                float l_1664_ = (l_1663_ * l_4_);
                float l_1665_ = (l_1649_ - l_1664_);
                float l_1666_ = (l_1658_ - l_1662_);
                float l_1667_ = (l_1665_ + l_1666_);
                float l_1668_ = (l_1624_ + l_1651_);
                float l_1669_ = (l_1668_ * l_4_);
                float l_1670_ = (l_1669_ - l_1624_);
                float l_1671_ = (l_1670_ * l_4_);
                float l_1672_ = (l_1669_ - l_1671_);
                float l_1673_ = (l_1672_ * l_4_);
                float l_1674_ = (l_1624_ - l_1673_);
                float l_1675_ = (l_1651_ - l_1671_);
                float l_1676_ = (l_1674_ + l_1675_);
                float l_1677_ = (l_1633_ + l_1660_);
                float l_1678_ = (l_1677_ * l_4_);
                float l_1679_ = (l_1678_ - l_1633_);
                float l_1680_ = (l_1679_ * l_4_);
                float l_1681_ = (l_1678_ - l_1680_);
                float l_1682_ = (l_1681_ * l_4_);
                float l_1683_ = (l_1633_ - l_1682_);
                float l_1684_ = (l_1660_ - l_1680_);
                float l_1685_ = (l_1683_ + l_1684_);
                float l_1686_ = (l_1678_ + l_1676_);
                float l_1687_ = (l_1686_ * l_4_);
                float l_1688_ = (l_1687_ - l_1678_);
                float l_1689_ = (l_1688_ * l_4_);
                float l_1690_ = (l_1687_ - l_1689_);
                float l_1691_ = (l_1690_ * l_4_);
                float l_1692_ = (l_1678_ - l_1691_);
                float l_1693_ = (l_1676_ - l_1689_);
                float l_1694_ = (l_1692_ + l_1693_);
                float l_1695_ = (l_1640_ + l_1667_);
                float l_1696_ = (l_1694_ + l_1685_);
                float l_1697_ = (l_1695_ + l_1696_);
                float _e3080 = l_mut_118_;
                float l_1698_ = (_e3080 * l_215_);
                float _e3082 = l_mut_117_;
                float l_1699_ = (_e3082 * l_214_);
                float l_1700_ = (l_1698_ + l_1699_);
                float _e3085 = l_mut_116_;
                float l_1701_ = (_e3085 * l_213_);
                float _e3087 = l_mut_115_;
                float l_1702_ = (_e3087 * l_212_);
                float l_1703_ = (l_1701_ + l_1702_);
                float l_1704_ = (l_1700_ + l_1703_);
                float l_1705_ = (l_1613_ + l_1542_);
                float l_1706_ = (l_1564_ + l_1586_);
                float l_1707_ = (l_1705_ + l_1706_);
                float l_1708_ = (l_1704_ + l_1707_);
                float l_1709_ = (l_1687_ + l_1708_);
                float l_1710_ = (l_1709_ + l_1697_);
                float l_1711_ = (l_1710_ * l_4_);
                float l_1712_ = (l_1711_ - l_1709_);
                float l_1713_ = (l_1712_ * l_4_);
                float l_1714_ = (l_1697_ - l_1713_);
                float l_1715_ = (l_1669_ + l_1711_);
                float l_1716_ = (l_1715_ * l_4_);
                float l_1717_ = (l_1716_ - l_1669_);
                float l_1718_ = (l_1717_ * l_4_);
                float l_1719_ = (l_1711_ - l_1718_);
                float l_1720_ = (l_1597_ + l_1716_);
                float l_1721_ = (l_1720_ * l_4_);
                float l_1722_ = (l_1721_ - l_1597_);
                float l_1723_ = (l_1722_ * l_4_);
                float l_1724_ = (l_1716_ - l_1723_);
                float l_1725_ = (l_1456_ + l_1721_);
                float l_1726_ = (l_1725_ * l_4_);
                float l_1727_ = (l_1726_ - l_1456_);
                float l_1728_ = (l_1727_ * l_4_);
                float l_1729_ = (l_1721_ - l_1728_);
                l_mut_749_ = 0.0;
                l_mut_747_ = 0.0;
                l_mut_746_ = 0.0;
                l_mut_745_ = 0.0;
                l_mut_114_ = l_1726_;
                l_mut_119_ = 0u;
                float _e3121 = l_mut_114_;
                float l_1730_ = (_e3121 + l_1729_);
                float l_1731_ = (l_1730_ * l_4_);
                float _e3124 = l_mut_114_;
                float l_1732_ = (l_1731_ - _e3124);
                float l_1733_ = (l_1732_ * l_4_);
                float l_1734_ = (l_1729_ - l_1733_);
                uint _e3128 = l_mut_119_;
                bool l_1735_ = (_e3128 < 3u);
                bool l_1736_ = (l_1734_ != 0.0);
                if (l_1735_) {
                    local_92 = l_1736_;
                } else {
                    local_92 = false;
                }
                bool l_1737_ = local_92;
                uint _e3137 = l_mut_119_;
                bool l_1738_ = (_e3137 == 0u);
                if (l_1737_) {
                    local_93 = l_1738_;
                } else {
                    local_93 = false;
                }
                bool l_1739_ = local_93;
                float _e3144 = l_mut_749_;
                float l_1740_ = (l_1739_ ? l_1731_ : _e3144);
                l_mut_749_ = l_1740_;
                uint _e3146 = l_mut_119_;
                bool l_1741_ = (_e3146 == 1u);
                if (l_1737_) {
                    local_94 = l_1741_;
                } else {
                    local_94 = false;
                }
                bool l_1742_ = local_94;
                float _e3153 = l_mut_747_;
                float l_1743_ = (l_1742_ ? l_1731_ : _e3153);
                l_mut_747_ = l_1743_;
                uint _e3155 = l_mut_119_;
                bool l_1744_ = (_e3155 == 2u);
                if (l_1737_) {
                    local_95 = l_1744_;
                } else {
                    local_95 = false;
                }
                bool l_1745_ = local_95;
                float _e3162 = l_mut_746_;
                float l_1746_ = (l_1745_ ? l_1731_ : _e3162);
                l_mut_746_ = l_1746_;
                float l_1747_ = (l_1737_ ? l_1734_ : l_1731_);
                float _e3165 = l_mut_114_;
                float l_1748_ = (_e3165 + l_1729_);
                float l_1749_ = (l_1735_ ? l_1747_ : l_1748_);
                l_mut_114_ = l_1749_;
                uint l_1750_ = uint(l_1737_);
                uint _e3169 = l_mut_119_;
                l_mut_119_ = (_e3169 + l_1750_);
                float _e3171 = l_mut_114_;
                float l_1751_ = (_e3171 + l_1724_);
                float l_1752_ = (l_1751_ * l_4_);
                float _e3174 = l_mut_114_;
                float l_1753_ = (l_1752_ - _e3174);
                float l_1754_ = (l_1753_ * l_4_);
                float l_1755_ = (l_1724_ - l_1754_);
                uint _e3178 = l_mut_119_;
                bool l_1756_ = (_e3178 < 3u);
                bool l_1757_ = (l_1755_ != 0.0);
                if (l_1756_) {
                    local_96 = l_1757_;
                } else {
                    local_96 = false;
                }
                bool l_1758_ = local_96;
                uint _e3187 = l_mut_119_;
                bool l_1759_ = (_e3187 == 0u);
                if (l_1758_) {
                    local_97 = l_1759_;
                } else {
                    local_97 = false;
                }
                bool l_1760_ = local_97;
                float _e3194 = l_mut_749_;
                float l_1761_ = (l_1760_ ? l_1752_ : _e3194);
                l_mut_749_ = l_1761_;
                uint _e3196 = l_mut_119_;
                bool l_1762_ = (_e3196 == 1u);
                if (l_1758_) {
                    local_98 = l_1762_;
                } else {
                    local_98 = false;
                }
                bool l_1763_ = local_98;
                float _e3203 = l_mut_747_;
                float l_1764_ = (l_1763_ ? l_1752_ : _e3203);
                l_mut_747_ = l_1764_;
                uint _e3205 = l_mut_119_;
                bool l_1765_ = (_e3205 == 2u);
                if (l_1758_) {
                    local_99 = l_1765_;
                } else {
                    local_99 = false;
                }
                bool l_1766_ = local_99;
                float _e3212 = l_mut_746_;
                float l_1767_ = (l_1766_ ? l_1752_ : _e3212);
                l_mut_746_ = l_1767_;
                float l_1768_ = (l_1758_ ? l_1755_ : l_1752_);
                float _e3215 = l_mut_114_;
                float l_1769_ = (_e3215 + l_1724_);
                float l_1770_ = (l_1756_ ? l_1768_ : l_1769_);
                l_mut_114_ = l_1770_;
                uint l_1771_ = uint(l_1758_);
                uint _e3219 = l_mut_119_;
                l_mut_119_ = (_e3219 + l_1771_);
                float _e3221 = l_mut_114_;
                float l_1772_ = (_e3221 + l_1719_);
                float l_1773_ = (l_1772_ * l_4_);
                float _e3224 = l_mut_114_;
                float l_1774_ = (l_1773_ - _e3224);
                float l_1775_ = (l_1774_ * l_4_);
                float l_1776_ = (l_1719_ - l_1775_);
                uint _e3228 = l_mut_119_;
                bool l_1777_ = (_e3228 < 3u);
                bool l_1778_ = (l_1776_ != 0.0);
                if (l_1777_) {
                    local_100 = l_1778_;
                } else {
                    local_100 = false;
                }
                bool l_1779_ = local_100;
                uint _e3237 = l_mut_119_;
                bool l_1780_ = (_e3237 == 0u);
                if (l_1779_) {
                    local_101 = l_1780_;
                } else {
                    local_101 = false;
                }
                bool l_1781_ = local_101;
                float _e3244 = l_mut_749_;
                float l_1782_ = (l_1781_ ? l_1773_ : _e3244);
                l_mut_749_ = l_1782_;
                uint _e3246 = l_mut_119_;
                bool l_1783_ = (_e3246 == 1u);
                if (l_1779_) {
                    local_102 = l_1783_;
                } else {
                    local_102 = false;
                }
                bool l_1784_ = local_102;
                float _e3253 = l_mut_747_;
                float l_1785_ = (l_1784_ ? l_1773_ : _e3253);
                l_mut_747_ = l_1785_;
                uint _e3255 = l_mut_119_;
                bool l_1786_ = (_e3255 == 2u);
                if (l_1779_) {
                    local_103 = l_1786_;
                } else {
                    local_103 = false;
                }
                bool l_1787_ = local_103;
                float _e3262 = l_mut_746_;
                float l_1788_ = (l_1787_ ? l_1773_ : _e3262);
                l_mut_746_ = l_1788_;
                float l_1789_ = (l_1779_ ? l_1776_ : l_1773_);
                float _e3265 = l_mut_114_;
                float l_1790_ = (_e3265 + l_1719_);
                float l_1791_ = (l_1777_ ? l_1789_ : l_1790_);
                l_mut_114_ = l_1791_;
                uint l_1792_ = uint(l_1779_);
                uint _e3269 = l_mut_119_;
                l_mut_119_ = (_e3269 + l_1792_);
                float _e3271 = l_mut_114_;
                float l_1793_ = (_e3271 + l_1714_);
                float l_1794_ = (l_1793_ * l_4_);
                float _e3274 = l_mut_114_;
                float l_1795_ = (l_1794_ - _e3274);
                float l_1796_ = (l_1795_ * l_4_);
                float l_1797_ = (l_1714_ - l_1796_);
                uint _e3278 = l_mut_119_;
                bool l_1798_ = (_e3278 < 3u);
                bool l_1799_ = (l_1797_ != 0.0);
                if (l_1798_) {
                    local_104 = l_1799_;
                } else {
                    local_104 = false;
                }
                bool l_1800_ = local_104;
                uint _e3287 = l_mut_119_;
                bool l_1801_ = (_e3287 == 0u);
                if (l_1800_) {
                    local_105 = l_1801_;
                } else {
                    local_105 = false;
                }
                bool l_1802_ = local_105;
                float _e3294 = l_mut_749_;
                float l_1803_ = (l_1802_ ? l_1794_ : _e3294);
                l_mut_749_ = l_1803_;
                uint _e3296 = l_mut_119_;
                bool l_1804_ = (_e3296 == 1u);
                if (l_1800_) {
                    local_106 = l_1804_;
                } else {
                    local_106 = false;
                }
                bool l_1805_ = local_106;
                float _e3303 = l_mut_747_;
                float l_1806_ = (l_1805_ ? l_1794_ : _e3303);
                l_mut_747_ = l_1806_;
                uint _e3305 = l_mut_119_;
                bool l_1807_ = (_e3305 == 2u);
                if (l_1800_) {
                    local_107 = l_1807_;
                } else {
                    local_107 = false;
                }
                bool l_1808_ = local_107;
                float _e3312 = l_mut_746_;
                float l_1809_ = (l_1808_ ? l_1794_ : _e3312);
                l_mut_746_ = l_1809_;
                float l_1810_ = (l_1800_ ? l_1797_ : l_1794_);
                float _e3315 = l_mut_114_;
                float l_1811_ = (_e3315 + l_1714_);
                float l_1812_ = (l_1798_ ? l_1810_ : l_1811_);
                l_mut_114_ = l_1812_;
                uint l_1813_ = uint(l_1800_);
                uint _e3319 = l_mut_119_;
                l_mut_119_ = (_e3319 + l_1813_);
                uint _e3321 = l_mut_119_;
                bool l_1814_ = (_e3321 == 0u);
                float _e3324 = l_mut_749_;
                float _e3325 = l_mut_114_;
                float l_1815_ = (l_1814_ ? _e3325 : _e3324);
                l_mut_749_ = l_1815_;
                uint _e3327 = l_mut_119_;
                bool l_1816_ = (_e3327 == 1u);
                float _e3330 = l_mut_747_;
                float _e3331 = l_mut_114_;
                float l_1817_ = (l_1816_ ? _e3331 : _e3330);
                l_mut_747_ = l_1817_;
                uint _e3333 = l_mut_119_;
                bool l_1818_ = (_e3333 == 2u);
                float _e3336 = l_mut_746_;
                float _e3337 = l_mut_114_;
                float l_1819_ = (l_1818_ ? _e3337 : _e3336);
                l_mut_746_ = l_1819_;
                uint _e3339 = l_mut_119_;
                bool l_1820_ = (_e3339 == 3u);
                float _e3342 = l_mut_745_;
                float _e3343 = l_mut_114_;
                float l_1821_ = (l_1820_ ? _e3343 : _e3342);
                l_mut_745_ = l_1821_;
                float _e3345 = l_mut_749_;
                l_mut_118_ = _e3345;
                float _e3346 = l_mut_747_;
                l_mut_117_ = _e3346;
                float _e3347 = l_mut_746_;
                l_mut_116_ = _e3347;
                float _e3348 = l_mut_745_;
                l_mut_115_ = _e3348;
                l_mut_1822_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e4577 = l_mut_1822_;
                        l_mut_1822_ = (_e4577 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e3351 = l_mut_1822_;
                    if ((_e3351 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        float _e3354 = l_mut_118_;
                        float l_1823_ = (_e3354 * 2.0);
                        float _e3357 = l_mut_117_;
                        float l_1824_ = (_e3357 * 2.0);
                        float _e3360 = l_mut_116_;
                        float l_1825_ = (_e3360 * 2.0);
                        float _e3363 = l_mut_115_;
                        float l_1826_ = (_e3363 * 2.0);
                        float _e3366 = l_mut_118_;
                        float _e3367 = l_mut_118_;
                        float l_1827_ = (_e3366 * _e3367);
                        float l_1828_ = (l_1827_ * l_4_);
                        float _e3370 = l_mut_118_;
                        float l_1829_ = (l_3_ * _e3370);
                        float l_1830_ = (l_1829_ * l_4_);
                        float _e3373 = l_mut_118_;
                        float l_1831_ = (l_1830_ - _e3373);
                        float l_1832_ = (l_1831_ * l_4_);
                        float l_1833_ = (l_1830_ - l_1832_);
                        float _e3377 = l_mut_118_;
                        float l_1834_ = (_e3377 - l_1833_);
                        float _e3379 = l_mut_118_;
                        float l_1835_ = (l_3_ * _e3379);
                        float l_1836_ = (l_1835_ * l_4_);
                        float _e3382 = l_mut_118_;
                        float l_1837_ = (l_1836_ - _e3382);
                        float l_1838_ = (l_1837_ * l_4_);
                        float l_1839_ = (l_1836_ - l_1838_);
                        float _e3386 = l_mut_118_;
                        float l_1840_ = (_e3386 - l_1839_);
                        float l_1841_ = (l_1833_ * l_1839_);
                        float l_1842_ = (l_1841_ - l_1828_);
                        float l_1843_ = (l_1833_ * l_1840_);
                        float l_1844_ = (l_1842_ + l_1843_);
                        float l_1845_ = (l_1834_ * l_1839_);
                        float l_1846_ = (l_1844_ + l_1845_);
                        float l_1847_ = (l_1834_ * l_1840_);
                        float l_1848_ = (l_1846_ + l_1847_);
                        float _e3396 = l_mut_118_;
                        float _e3397 = l_mut_117_;
                        float l_1849_ = (_e3396 * _e3397);
                        float l_1850_ = (l_1849_ * l_4_);
                        float _e3400 = l_mut_118_;
                        float l_1851_ = (l_3_ * _e3400);
                        float l_1852_ = (l_1851_ * l_4_);
                        float _e3403 = l_mut_118_;
                        float l_1853_ = (l_1852_ - _e3403);
                        float l_1854_ = (l_1853_ * l_4_);
                        float l_1855_ = (l_1852_ - l_1854_);
                        float _e3407 = l_mut_118_;
                        float l_1856_ = (_e3407 - l_1855_);
                        float _e3409 = l_mut_117_;
                        float l_1857_ = (l_3_ * _e3409);
                        float l_1858_ = (l_1857_ * l_4_);
                        float _e3412 = l_mut_117_;
                        float l_1859_ = (l_1858_ - _e3412);
                        float l_1860_ = (l_1859_ * l_4_);
                        float l_1861_ = (l_1858_ - l_1860_);
                        float _e3416 = l_mut_117_;
                        float l_1862_ = (_e3416 - l_1861_);
                        float l_1863_ = (l_1855_ * l_1861_);
                        float l_1864_ = (l_1863_ - l_1850_);
                        float l_1865_ = (l_1855_ * l_1862_);
                        float l_1866_ = (l_1864_ + l_1865_);
                        float l_1867_ = (l_1856_ * l_1861_);
                        float l_1868_ = (l_1866_ + l_1867_);
                        float l_1869_ = (l_1856_ * l_1862_);
                        float l_1870_ = (l_1868_ + l_1869_);
                        float _e3426 = l_mut_117_;
                        float _e3427 = l_mut_118_;
                        float l_1871_ = (_e3426 * _e3427);
                        float l_1872_ = (l_1871_ * l_4_);
                        float _e3430 = l_mut_117_;
                        float l_1873_ = (l_3_ * _e3430);
                        float l_1874_ = (l_1873_ * l_4_);
                        float _e3433 = l_mut_117_;
                        float l_1875_ = (l_1874_ - _e3433);
                        float l_1876_ = (l_1875_ * l_4_);
                        float l_1877_ = (l_1874_ - l_1876_);
                        float _e3437 = l_mut_117_;
                        float l_1878_ = (_e3437 - l_1877_);
                        float _e3439 = l_mut_118_;
                        float l_1879_ = (l_3_ * _e3439);
                        float l_1880_ = (l_1879_ * l_4_);
                        float _e3442 = l_mut_118_;
                        float l_1881_ = (l_1880_ - _e3442);
                        float l_1882_ = (l_1881_ * l_4_);
                        float l_1883_ = (l_1880_ - l_1882_);
                        float _e3446 = l_mut_118_;
                        float l_1884_ = (_e3446 - l_1883_);
                        float l_1885_ = (l_1877_ * l_1883_);
                        float l_1886_ = (l_1885_ - l_1872_);
                        float l_1887_ = (l_1877_ * l_1884_);
                        float l_1888_ = (l_1886_ + l_1887_);
                        float l_1889_ = (l_1878_ * l_1883_);
                        float l_1890_ = (l_1888_ + l_1889_);
                        float l_1891_ = (l_1878_ * l_1884_);
                        float l_1892_ = (l_1890_ + l_1891_);
                        float _e3456 = l_mut_118_;
                        float _e3457 = l_mut_116_;
                        float l_1893_ = (_e3456 * _e3457);
                        float l_1894_ = (l_1893_ * l_4_);
                        float _e3460 = l_mut_118_;
                        float l_1895_ = (l_3_ * _e3460);
                        float l_1896_ = (l_1895_ * l_4_);
                        float _e3463 = l_mut_118_;
                        float l_1897_ = (l_1896_ - _e3463);
                        float l_1898_ = (l_1897_ * l_4_);
                        float l_1899_ = (l_1896_ - l_1898_);
                        float _e3467 = l_mut_118_;
                        float l_1900_ = (_e3467 - l_1899_);
                        float _e3469 = l_mut_116_;
                        float l_1901_ = (l_3_ * _e3469);
                        float l_1902_ = (l_1901_ * l_4_);
                        float _e3472 = l_mut_116_;
                        float l_1903_ = (l_1902_ - _e3472);
                        float l_1904_ = (l_1903_ * l_4_);
                        float l_1905_ = (l_1902_ - l_1904_);
                        float _e3476 = l_mut_116_;
                        float l_1906_ = (_e3476 - l_1905_);
                        float l_1907_ = (l_1899_ * l_1905_);
                        float l_1908_ = (l_1907_ - l_1894_);
                        float l_1909_ = (l_1899_ * l_1906_);
                        float l_1910_ = (l_1908_ + l_1909_);
                        float l_1911_ = (l_1900_ * l_1905_);
                        float l_1912_ = (l_1910_ + l_1911_);
                        float l_1913_ = (l_1900_ * l_1906_);
                        float l_1914_ = (l_1912_ + l_1913_);
                        float _e3486 = l_mut_117_;
                        float _e3487 = l_mut_117_;
                        float l_1915_ = (_e3486 * _e3487);
                        float l_1916_ = (l_1915_ * l_4_);
                        float _e3490 = l_mut_117_;
                        float l_1917_ = (l_3_ * _e3490);
                        float l_1918_ = (l_1917_ * l_4_);
                        float _e3493 = l_mut_117_;
                        float l_1919_ = (l_1918_ - _e3493);
                        float l_1920_ = (l_1919_ * l_4_);
                        float l_1921_ = (l_1918_ - l_1920_);
                        float _e3497 = l_mut_117_;
                        float l_1922_ = (_e3497 - l_1921_);
                        float _e3499 = l_mut_117_;
                        float l_1923_ = (l_3_ * _e3499);
                        float l_1924_ = (l_1923_ * l_4_);
                        float _e3502 = l_mut_117_;
                        float l_1925_ = (l_1924_ - _e3502);
                        float l_1926_ = (l_1925_ * l_4_);
                        float l_1927_ = (l_1924_ - l_1926_);
                        float _e3506 = l_mut_117_;
                        float l_1928_ = (_e3506 - l_1927_);
                        float l_1929_ = (l_1921_ * l_1927_);
                        float l_1930_ = (l_1929_ - l_1916_);
                        float l_1931_ = (l_1921_ * l_1928_);
                        float l_1932_ = (l_1930_ + l_1931_);
                        float l_1933_ = (l_1922_ * l_1927_);
                        float l_1934_ = (l_1932_ + l_1933_);
                        float l_1935_ = (l_1922_ * l_1928_);
                        float l_1936_ = (l_1934_ + l_1935_);
                        float _e3516 = l_mut_116_;
                        float _e3517 = l_mut_118_;
                        float l_1937_ = (_e3516 * _e3517);
                        float l_1938_ = (l_1937_ * l_4_);
                        float _e3520 = l_mut_116_;
                        float l_1939_ = (l_3_ * _e3520);
                        float l_1940_ = (l_1939_ * l_4_);
                        float _e3523 = l_mut_116_;
                        float l_1941_ = (l_1940_ - _e3523);
                        float l_1942_ = (l_1941_ * l_4_);
                        float l_1943_ = (l_1940_ - l_1942_);
                        float _e3527 = l_mut_116_;
                        float l_1944_ = (_e3527 - l_1943_);
                        float _e3529 = l_mut_118_;
                        float l_1945_ = (l_3_ * _e3529);
                        float l_1946_ = (l_1945_ * l_4_);
                        float _e3532 = l_mut_118_;
                        float l_1947_ = (l_1946_ - _e3532);
                        float l_1948_ = (l_1947_ * l_4_);
                        float l_1949_ = (l_1946_ - l_1948_);
                        float _e3536 = l_mut_118_;
                        float l_1950_ = (_e3536 - l_1949_);
                        float l_1951_ = (l_1943_ * l_1949_);
                        float l_1952_ = (l_1951_ - l_1938_);
                        float l_1953_ = (l_1943_ * l_1950_);
                        float l_1954_ = (l_1952_ + l_1953_);
                        float l_1955_ = (l_1944_ * l_1949_);
                        float l_1956_ = (l_1954_ + l_1955_);
                        float l_1957_ = (l_1944_ * l_1950_);
                        float l_1958_ = (l_1956_ + l_1957_);
                        float l_1959_ = (l_1850_ + l_1872_);
                        float l_1960_ = (l_1959_ * l_4_);
                        float l_1961_ = (l_1960_ - l_1850_);
                        float l_1962_ = (l_1961_ * l_4_);
                        float l_1963_ = (l_1960_ - l_1962_);
                        float l_1964_ = (l_1963_ * l_4_);
                        float l_1965_ = (l_1850_ - l_1964_);
                        float l_1966_ = (l_1872_ - l_1962_);
                        float l_1967_ = (l_1965_ + l_1966_);
                        float l_1968_ = (l_1848_ + l_1960_);
                        float l_1969_ = (l_1968_ * l_4_);
                        float l_1970_ = (l_1969_ - l_1848_);
                        float l_1971_ = (l_1970_ * l_4_);
                        float l_1972_ = (l_1969_ - l_1971_);
                        float l_1973_ = (l_1972_ * l_4_);
                        float l_1974_ = (l_1848_ - l_1973_);
                        float l_1975_ = (l_1960_ - l_1971_);
                        float l_1976_ = (l_1974_ + l_1975_);
                        float l_1977_ = (l_1967_ + l_1976_);
                        float l_1978_ = (l_1977_ * l_4_);
                        float l_1979_ = (l_1978_ - l_1967_);
                        float l_1980_ = (l_1979_ * l_4_);
                        float l_1981_ = (l_1978_ - l_1980_);
                        float l_1982_ = (l_1981_ * l_4_);
                        float l_1983_ = (l_1967_ - l_1982_);
                        float l_1984_ = (l_1976_ - l_1980_);
                        float l_1985_ = (l_1983_ + l_1984_);
                        float l_1986_ = (l_1978_ + l_1870_);
                        float l_1987_ = (l_1986_ * l_4_);
                        float l_1988_ = (l_1987_ - l_1978_);
                        float l_1989_ = (l_1988_ * l_4_);
                        float l_1990_ = (l_1987_ - l_1989_);
                        float l_1991_ = (l_1990_ * l_4_);
                        float l_1992_ = (l_1978_ - l_1991_);
                        float l_1993_ = (l_1870_ - l_1989_);
                        float l_1994_ = (l_1992_ + l_1993_);
                        float l_1995_ = (l_1892_ + l_1987_);
                        float l_1996_ = (l_1995_ * l_4_);
                        float l_1997_ = (l_1996_ - l_1892_);
                        float l_1998_ = (l_1997_ * l_4_);
                        float l_1999_ = (l_1996_ - l_1998_);
                        float l_2000_ = (l_1999_ * l_4_);
                        float l_2001_ = (l_1892_ - l_2000_);
                        float l_2002_ = (l_1987_ - l_1998_);
                        float l_2003_ = (l_2001_ + l_2002_);
                        float l_2004_ = (l_1994_ + l_2003_);
                        float l_2005_ = (l_2004_ * l_4_);
                        float l_2006_ = (l_2005_ - l_1994_);
                        float l_2007_ = (l_2006_ * l_4_);
                        float l_2008_ = (l_2005_ - l_2007_);
                        float l_2009_ = (l_2008_ * l_4_);
                        float l_2010_ = (l_1994_ - l_2009_);
                        float l_2011_ = (l_2003_ - l_2007_);
                        float l_2012_ = (l_2010_ + l_2011_);
                        float l_2013_ = (l_1894_ + l_1916_);
                        float l_2014_ = (l_2013_ * l_4_);
                        float l_2015_ = (l_2014_ - l_1894_);
                        float l_2016_ = (l_2015_ * l_4_);
                        float l_2017_ = (l_2014_ - l_2016_);
                        float l_2018_ = (l_2017_ * l_4_);
                        float l_2019_ = (l_1894_ - l_2018_);
                        float l_2020_ = (l_1916_ - l_2016_);
                        float l_2021_ = (l_2019_ + l_2020_);
                        float l_2022_ = (l_1938_ + l_2014_);
                        float l_2023_ = (l_2022_ * l_4_);
                        float l_2024_ = (l_2023_ - l_1938_);
                        float l_2025_ = (l_2024_ * l_4_);
                        float l_2026_ = (l_2023_ - l_2025_);
                        float l_2027_ = (l_2026_ * l_4_);
                        float l_2028_ = (l_1938_ - l_2027_);
                        float l_2029_ = (l_2014_ - l_2025_);
                        float l_2030_ = (l_2028_ + l_2029_);
                        float l_2031_ = (l_2021_ + l_2030_);
                        float l_2032_ = (l_2031_ * l_4_);
                        float l_2033_ = (l_2032_ - l_2021_);
                        float l_2034_ = (l_2033_ * l_4_);
                        float l_2035_ = (l_2032_ - l_2034_);
                        float l_2036_ = (l_2035_ * l_4_);
                        float l_2037_ = (l_2021_ - l_2036_);
                        float l_2038_ = (l_2030_ - l_2034_);
                        float l_2039_ = (l_2037_ + l_2038_);
                        float l_2040_ = (l_1996_ + l_2023_);
                        float l_2041_ = (l_2040_ * l_4_);
                        float l_2042_ = (l_2041_ - l_1996_);
                        float l_2043_ = (l_2042_ * l_4_);
                        float l_2044_ = (l_2041_ - l_2043_);
                        float l_2045_ = (l_2044_ * l_4_);
                        float l_2046_ = (l_1996_ - l_2045_);
                        float l_2047_ = (l_2023_ - l_2043_);
                        float l_2048_ = (l_2046_ + l_2047_);
                        float l_2049_ = (l_2005_ + l_2032_);
                        float l_2050_ = (l_2049_ * l_4_);
                        float l_2051_ = (l_2050_ - l_2005_);
                        float l_2052_ = (l_2051_ * l_4_);
                        float l_2053_ = (l_2050_ - l_2052_);
                        float l_2054_ = (l_2053_ * l_4_);
                        float l_2055_ = (l_2005_ - l_2054_);
                        float l_2056_ = (l_2032_ - l_2052_);
                        float l_2057_ = (l_2055_ + l_2056_);
                        float l_2058_ = (l_2050_ + l_2048_);
                        float l_2059_ = (l_2058_ * l_4_);
                        float l_2060_ = (l_2059_ - l_2050_);
                        float l_2061_ = (l_2060_ * l_4_);
                        float l_2062_ = (l_2059_ - l_2061_);
                        float l_2063_ = (l_2062_ * l_4_);
                        float l_2064_ = (l_2050_ - l_2063_);
                        float l_2065_ = (l_2048_ - l_2061_);
                        float l_2066_ = (l_2064_ + l_2065_);
                        float l_2067_ = (l_2012_ + l_2039_);
                        float l_2068_ = (l_2066_ + l_2057_);
                        float l_2069_ = (l_2067_ + l_2068_);
                        float _e3657 = l_mut_118_;
                        float _e3658 = l_mut_115_;
                        float l_2070_ = (_e3657 * _e3658);
                        float _e3660 = l_mut_117_;
                        float _e3661 = l_mut_116_;
                        float l_2071_ = (_e3660 * _e3661);
                        float l_2072_ = (l_2070_ + l_2071_);
                        float _e3664 = l_mut_116_;
                        float _e3665 = l_mut_117_;
                        float l_2073_ = (_e3664 * _e3665);
                        float _e3667 = l_mut_115_;
                        float _e3668 = l_mut_118_;
                        float l_2074_ = (_e3667 * _e3668);
                        float l_2075_ = (l_2073_ + l_2074_);
                        float l_2076_ = (l_2072_ + l_2075_);
                        float l_2077_ = (l_1985_ + l_1914_);
                        float l_2078_ = (l_1936_ + l_1958_);
                        float l_2079_ = (l_2077_ + l_2078_);
                        float l_2080_ = (l_2076_ + l_2079_);
                        float l_2081_ = (l_2059_ + l_2080_);
                        float l_2082_ = (l_2081_ + l_2069_);
                        float l_2083_ = (l_2082_ * l_4_);
                        float l_2084_ = (l_2083_ - l_2081_);
                        float l_2085_ = (l_2084_ * l_4_);
                        float l_2086_ = (l_2069_ - l_2085_);
                        float l_2087_ = (l_2041_ + l_2083_);
                        float l_2088_ = (l_2087_ * l_4_);
                        float l_2089_ = (l_2088_ - l_2041_);
                        float l_2090_ = (l_2089_ * l_4_);
                        float l_2091_ = (l_2083_ - l_2090_);
                        float l_2092_ = (l_1969_ + l_2088_);
                        float l_2093_ = (l_2092_ * l_4_);
                        float l_2094_ = (l_2093_ - l_1969_);
                        float l_2095_ = (l_2094_ * l_4_);
                        float l_2096_ = (l_2088_ - l_2095_);
                        float l_2097_ = (l_1828_ + l_2093_);
                        float l_2098_ = (l_2097_ * l_4_);
                        float l_2099_ = (l_2098_ - l_1828_);
                        float l_2100_ = (l_2099_ * l_4_);
                        float l_2101_ = (l_2093_ - l_2100_);
                        l_mut_114_ = 0.0;
                        l_mut_52_ = 0.0;
                        l_mut_51_ = 0.0;
                        l_mut_50_ = 0.0;
                        l_mut_49_ = l_2098_;
                        l_mut_119_ = 0u;
                        float _e3702 = l_mut_49_;
                        float l_2102_ = (_e3702 + l_2101_);
                        float l_2103_ = (l_2102_ * l_4_);
                        float _e3705 = l_mut_49_;
                        float l_2104_ = (l_2103_ - _e3705);
                        float l_2105_ = (l_2104_ * l_4_);
                        float l_2106_ = (l_2101_ - l_2105_);
                        uint _e3709 = l_mut_119_;
                        bool l_2107_ = (_e3709 < 3u);
                        bool l_2108_ = (l_2106_ != 0.0);
                        if (l_2107_) {
                            local_108 = l_2108_;
                        } else {
                            local_108 = false;
                        }
                        bool l_2109_ = local_108;
                        uint _e3718 = l_mut_119_;
                        bool l_2110_ = (_e3718 == 0u);
                        if (l_2109_) {
                            local_109 = l_2110_;
                        } else {
                            local_109 = false;
                        }
                        bool l_2111_ = local_109;
                        float _e3725 = l_mut_114_;
                        float l_2112_ = (l_2111_ ? l_2103_ : _e3725);
                        l_mut_114_ = l_2112_;
                        uint _e3727 = l_mut_119_;
                        bool l_2113_ = (_e3727 == 1u);
                        if (l_2109_) {
                            local_110 = l_2113_;
                        } else {
                            local_110 = false;
                        }
                        bool l_2114_ = local_110;
                        float _e3734 = l_mut_52_;
                        float l_2115_ = (l_2114_ ? l_2103_ : _e3734);
                        l_mut_52_ = l_2115_;
                        uint _e3736 = l_mut_119_;
                        bool l_2116_ = (_e3736 == 2u);
                        if (l_2109_) {
                            local_111 = l_2116_;
                        } else {
                            local_111 = false;
                        }
                        bool l_2117_ = local_111;
                        float _e3743 = l_mut_51_;
                        float l_2118_ = (l_2117_ ? l_2103_ : _e3743);
                        l_mut_51_ = l_2118_;
                        float l_2119_ = (l_2109_ ? l_2106_ : l_2103_);
                        float _e3746 = l_mut_49_;
                        float l_2120_ = (_e3746 + l_2101_);
                        float l_2121_ = (l_2107_ ? l_2119_ : l_2120_);
                        l_mut_49_ = l_2121_;
                        uint l_2122_ = uint(l_2109_);
                        uint _e3750 = l_mut_119_;
                        l_mut_119_ = (_e3750 + l_2122_);
                        float _e3752 = l_mut_49_;
                        float l_2123_ = (_e3752 + l_2096_);
                        float l_2124_ = (l_2123_ * l_4_);
                        float _e3755 = l_mut_49_;
                        float l_2125_ = (l_2124_ - _e3755);
                        float l_2126_ = (l_2125_ * l_4_);
                        float l_2127_ = (l_2096_ - l_2126_);
                        uint _e3759 = l_mut_119_;
                        bool l_2128_ = (_e3759 < 3u);
                        bool l_2129_ = (l_2127_ != 0.0);
                        if (l_2128_) {
                            local_112 = l_2129_;
                        } else {
                            local_112 = false;
                        }
                        bool l_2130_ = local_112;
                        uint _e3768 = l_mut_119_;
                        bool l_2131_ = (_e3768 == 0u);
                        if (l_2130_) {
                            local_113 = l_2131_;
                        } else {
                            local_113 = false;
                        }
                        bool l_2132_ = local_113;
                        float _e3775 = l_mut_114_;
                        float l_2133_ = (l_2132_ ? l_2124_ : _e3775);
                        l_mut_114_ = l_2133_;
                        uint _e3777 = l_mut_119_;
                        bool l_2134_ = (_e3777 == 1u);
                        if (l_2130_) {
                            local_114 = l_2134_;
                        } else {
                            local_114 = false;
                        }
                        bool l_2135_ = local_114;
                        float _e3784 = l_mut_52_;
                        float l_2136_ = (l_2135_ ? l_2124_ : _e3784);
                        l_mut_52_ = l_2136_;
                        uint _e3786 = l_mut_119_;
                        bool l_2137_ = (_e3786 == 2u);
                        if (l_2130_) {
                            local_115 = l_2137_;
                        } else {
                            local_115 = false;
                        }
                        bool l_2138_ = local_115;
                        float _e3793 = l_mut_51_;
                        float l_2139_ = (l_2138_ ? l_2124_ : _e3793);
                        l_mut_51_ = l_2139_;
                        float l_2140_ = (l_2130_ ? l_2127_ : l_2124_);
                        float _e3796 = l_mut_49_;
                        float l_2141_ = (_e3796 + l_2096_);
                        float l_2142_ = (l_2128_ ? l_2140_ : l_2141_);
                        l_mut_49_ = l_2142_;
                        uint l_2143_ = uint(l_2130_);
                        uint _e3800 = l_mut_119_;
                        l_mut_119_ = (_e3800 + l_2143_);
                        float _e3802 = l_mut_49_;
                        float l_2144_ = (_e3802 + l_2091_);
                        float l_2145_ = (l_2144_ * l_4_);
                        float _e3805 = l_mut_49_;
                        float l_2146_ = (l_2145_ - _e3805);
                        float l_2147_ = (l_2146_ * l_4_);
                        float l_2148_ = (l_2091_ - l_2147_);
                        uint _e3809 = l_mut_119_;
                        bool l_2149_ = (_e3809 < 3u);
                        bool l_2150_ = (l_2148_ != 0.0);
                        if (l_2149_) {
                            local_116 = l_2150_;
                        } else {
                            local_116 = false;
                        }
                        bool l_2151_ = local_116;
                        uint _e3818 = l_mut_119_;
                        bool l_2152_ = (_e3818 == 0u);
                        if (l_2151_) {
                            local_117 = l_2152_;
                        } else {
                            local_117 = false;
                        }
                        bool l_2153_ = local_117;
                        float _e3825 = l_mut_114_;
                        float l_2154_ = (l_2153_ ? l_2145_ : _e3825);
                        l_mut_114_ = l_2154_;
                        uint _e3827 = l_mut_119_;
                        bool l_2155_ = (_e3827 == 1u);
                        if (l_2151_) {
                            local_118 = l_2155_;
                        } else {
                            local_118 = false;
                        }
                        bool l_2156_ = local_118;
                        float _e3834 = l_mut_52_;
                        float l_2157_ = (l_2156_ ? l_2145_ : _e3834);
                        l_mut_52_ = l_2157_;
                        uint _e3836 = l_mut_119_;
                        bool l_2158_ = (_e3836 == 2u);
                        if (l_2151_) {
                            local_119 = l_2158_;
                        } else {
                            local_119 = false;
                        }
                        bool l_2159_ = local_119;
                        float _e3843 = l_mut_51_;
                        float l_2160_ = (l_2159_ ? l_2145_ : _e3843);
                        l_mut_51_ = l_2160_;
                        float l_2161_ = (l_2151_ ? l_2148_ : l_2145_);
                        float _e3846 = l_mut_49_;
                        float l_2162_ = (_e3846 + l_2091_);
                        float l_2163_ = (l_2149_ ? l_2161_ : l_2162_);
                        l_mut_49_ = l_2163_;
                        uint l_2164_ = uint(l_2151_);
                        uint _e3850 = l_mut_119_;
                        l_mut_119_ = (_e3850 + l_2164_);
                        float _e3852 = l_mut_49_;
                        float l_2165_ = (_e3852 + l_2086_);
                        float l_2166_ = (l_2165_ * l_4_);
                        float _e3855 = l_mut_49_;
                        float l_2167_ = (l_2166_ - _e3855);
                        float l_2168_ = (l_2167_ * l_4_);
                        float l_2169_ = (l_2086_ - l_2168_);
                        uint _e3859 = l_mut_119_;
                        bool l_2170_ = (_e3859 < 3u);
                        bool l_2171_ = (l_2169_ != 0.0);
                        if (l_2170_) {
                            local_120 = l_2171_;
                        } else {
                            local_120 = false;
                        }
                        bool l_2172_ = local_120;
                        uint _e3868 = l_mut_119_;
                        bool l_2173_ = (_e3868 == 0u);
                        if (l_2172_) {
                            local_121 = l_2173_;
                        } else {
                            local_121 = false;
                        }
                        bool l_2174_ = local_121;
                        float _e3875 = l_mut_114_;
                        float l_2175_ = (l_2174_ ? l_2166_ : _e3875);
                        l_mut_114_ = l_2175_;
                        uint _e3877 = l_mut_119_;
                        bool l_2176_ = (_e3877 == 1u);
                        if (l_2172_) {
                            local_122 = l_2176_;
                        } else {
                            local_122 = false;
                        }
                        bool l_2177_ = local_122;
                        float _e3884 = l_mut_52_;
                        float l_2178_ = (l_2177_ ? l_2166_ : _e3884);
                        l_mut_52_ = l_2178_;
                        uint _e3886 = l_mut_119_;
                        bool l_2179_ = (_e3886 == 2u);
                        if (l_2172_) {
                            local_123 = l_2179_;
                        } else {
                            local_123 = false;
                        }
                        bool l_2180_ = local_123;
                        float _e3893 = l_mut_51_;
                        float l_2181_ = (l_2180_ ? l_2166_ : _e3893);
                        l_mut_51_ = l_2181_;
                        float l_2182_ = (l_2172_ ? l_2169_ : l_2166_);
                        float _e3896 = l_mut_49_;
                        float l_2183_ = (_e3896 + l_2086_);
                        float l_2184_ = (l_2170_ ? l_2182_ : l_2183_);
                        l_mut_49_ = l_2184_;
                        uint l_2185_ = uint(l_2172_);
                        uint _e3900 = l_mut_119_;
                        l_mut_119_ = (_e3900 + l_2185_);
                        uint _e3902 = l_mut_119_;
                        bool l_2186_ = (_e3902 == 0u);
                        float _e3905 = l_mut_114_;
                        float _e3906 = l_mut_49_;
                        float l_2187_ = (l_2186_ ? _e3906 : _e3905);
                        l_mut_114_ = l_2187_;
                        uint _e3908 = l_mut_119_;
                        bool l_2188_ = (_e3908 == 1u);
                        float _e3911 = l_mut_52_;
                        float _e3912 = l_mut_49_;
                        float l_2189_ = (l_2188_ ? _e3912 : _e3911);
                        l_mut_52_ = l_2189_;
                        uint _e3914 = l_mut_119_;
                        bool l_2190_ = (_e3914 == 2u);
                        float _e3917 = l_mut_51_;
                        float _e3918 = l_mut_49_;
                        float l_2191_ = (l_2190_ ? _e3918 : _e3917);
                        l_mut_51_ = l_2191_;
                        uint _e3920 = l_mut_119_;
                        bool l_2192_ = (_e3920 == 3u);
                        float _e3923 = l_mut_50_;
                        float _e3924 = l_mut_49_;
                        float l_2193_ = (l_2192_ ? _e3924 : _e3923);
                        l_mut_50_ = l_2193_;
                        a_2194_[0] = l_1823_;
                        float _e3928 = l_mut_114_;
                        a_2194_[1] = _e3928;
                        a_2194_[2] = l_1824_;
                        float _e3931 = l_mut_52_;
                        a_2194_[3] = _e3931;
                        a_2194_[4] = l_1825_;
                        float _e3934 = l_mut_51_;
                        a_2194_[5] = _e3934;
                        a_2194_[6] = l_1826_;
                        float _e3937 = l_mut_50_;
                        a_2194_[7] = _e3937;
                        float l_2195_ = a_2194_[7];
                        l_mut_49_ = l_2195_;
                        float l_2196_ = a_2194_[6];
                        float _e3942 = l_mut_49_;
                        float l_2197_ = (l_2196_ + _e3942);
                        float l_2198_ = (l_2197_ * l_4_);
                        float l_2199_ = (l_2198_ - l_2196_);
                        float l_2200_ = (l_2199_ * l_4_);
                        float l_2201_ = (l_2198_ - l_2200_);
                        float l_2202_ = (l_2201_ * l_4_);
                        float l_2203_ = (l_2196_ - l_2202_);
                        float _e3950 = l_mut_49_;
                        float l_2204_ = (_e3950 - l_2200_);
                        float l_2205_ = (l_2203_ + l_2204_);
                        a_2194_[7] = l_2205_;
                        l_mut_49_ = l_2198_;
                        float l_2206_ = a_2194_[5];
                        float _e3956 = l_mut_49_;
                        float l_2207_ = (l_2206_ + _e3956);
                        float l_2208_ = (l_2207_ * l_4_);
                        float l_2209_ = (l_2208_ - l_2206_);
                        float l_2210_ = (l_2209_ * l_4_);
                        float l_2211_ = (l_2208_ - l_2210_);
                        float l_2212_ = (l_2211_ * l_4_);
                        float l_2213_ = (l_2206_ - l_2212_);
                        float _e3964 = l_mut_49_;
                        float l_2214_ = (_e3964 - l_2210_);
                        float l_2215_ = (l_2213_ + l_2214_);
                        a_2194_[6] = l_2215_;
                        l_mut_49_ = l_2208_;
                        float l_2216_ = a_2194_[4];
                        float _e3970 = l_mut_49_;
                        float l_2217_ = (l_2216_ + _e3970);
                        float l_2218_ = (l_2217_ * l_4_);
                        float l_2219_ = (l_2218_ - l_2216_);
                        float l_2220_ = (l_2219_ * l_4_);
                        float l_2221_ = (l_2218_ - l_2220_);
                        float l_2222_ = (l_2221_ * l_4_);
                        float l_2223_ = (l_2216_ - l_2222_);
                        float _e3978 = l_mut_49_;
                        float l_2224_ = (_e3978 - l_2220_);
                        float l_2225_ = (l_2223_ + l_2224_);
                        a_2194_[5] = l_2225_;
                        l_mut_49_ = l_2218_;
                        float l_2226_ = a_2194_[3];
                        float _e3984 = l_mut_49_;
                        float l_2227_ = (l_2226_ + _e3984);
                        float l_2228_ = (l_2227_ * l_4_);
                        float l_2229_ = (l_2228_ - l_2226_);
                        float l_2230_ = (l_2229_ * l_4_);
                        float l_2231_ = (l_2228_ - l_2230_);
                        float l_2232_ = (l_2231_ * l_4_);
                        float l_2233_ = (l_2226_ - l_2232_);
                        float _e3992 = l_mut_49_;
                        float l_2234_ = (_e3992 - l_2230_);
                        float l_2235_ = (l_2233_ + l_2234_);
                        a_2194_[4] = l_2235_;
                        l_mut_49_ = l_2228_;
                        float l_2236_ = a_2194_[2];
                        float _e3998 = l_mut_49_;
                        float l_2237_ = (l_2236_ + _e3998);
                        float l_2238_ = (l_2237_ * l_4_);
                        float l_2239_ = (l_2238_ - l_2236_);
                        float l_2240_ = (l_2239_ * l_4_);
                        float l_2241_ = (l_2238_ - l_2240_);
                        float l_2242_ = (l_2241_ * l_4_);
                        float l_2243_ = (l_2236_ - l_2242_);
                        float _e4006 = l_mut_49_;
                        float l_2244_ = (_e4006 - l_2240_);
                        float l_2245_ = (l_2243_ + l_2244_);
                        a_2194_[3] = l_2245_;
                        l_mut_49_ = l_2238_;
                        float l_2246_ = a_2194_[1];
                        float _e4012 = l_mut_49_;
                        float l_2247_ = (l_2246_ + _e4012);
                        float l_2248_ = (l_2247_ * l_4_);
                        float l_2249_ = (l_2248_ - l_2246_);
                        float l_2250_ = (l_2249_ * l_4_);
                        float l_2251_ = (l_2248_ - l_2250_);
                        float l_2252_ = (l_2251_ * l_4_);
                        float l_2253_ = (l_2246_ - l_2252_);
                        float _e4020 = l_mut_49_;
                        float l_2254_ = (_e4020 - l_2250_);
                        float l_2255_ = (l_2253_ + l_2254_);
                        a_2194_[2] = l_2255_;
                        l_mut_49_ = l_2248_;
                        float l_2256_ = a_2194_[0];
                        float _e4026 = l_mut_49_;
                        float l_2257_ = (l_2256_ + _e4026);
                        float l_2258_ = (l_2257_ * l_4_);
                        float l_2259_ = (l_2258_ - l_2256_);
                        float l_2260_ = (l_2259_ * l_4_);
                        float l_2261_ = (l_2258_ - l_2260_);
                        float l_2262_ = (l_2261_ * l_4_);
                        float l_2263_ = (l_2256_ - l_2262_);
                        float _e4034 = l_mut_49_;
                        float l_2264_ = (_e4034 - l_2260_);
                        float l_2265_ = (l_2263_ + l_2264_);
                        a_2194_[1] = l_2265_;
                        l_mut_49_ = l_2258_;
                        float _e4039 = l_mut_49_;
                        a_2194_[0] = _e4039;
                        float l_2266_ = a_2194_[7];
                        l_mut_49_ = l_2266_;
                        float l_2267_ = a_2194_[6];
                        float _e4044 = l_mut_49_;
                        float l_2268_ = (l_2267_ + _e4044);
                        float l_2269_ = (l_2268_ * l_4_);
                        float l_2270_ = (l_2269_ - l_2267_);
                        float l_2271_ = (l_2270_ * l_4_);
                        float l_2272_ = (l_2269_ - l_2271_);
                        float l_2273_ = (l_2272_ * l_4_);
                        float l_2274_ = (l_2267_ - l_2273_);
                        float _e4052 = l_mut_49_;
                        float l_2275_ = (_e4052 - l_2271_);
                        float l_2276_ = (l_2274_ + l_2275_);
                        a_2194_[7] = l_2276_;
                        l_mut_49_ = l_2269_;
                        float l_2277_ = a_2194_[5];
                        float _e4058 = l_mut_49_;
                        float l_2278_ = (l_2277_ + _e4058);
                        float l_2279_ = (l_2278_ * l_4_);
                        float l_2280_ = (l_2279_ - l_2277_);
                        float l_2281_ = (l_2280_ * l_4_);
                        float l_2282_ = (l_2279_ - l_2281_);
                        float l_2283_ = (l_2282_ * l_4_);
                        float l_2284_ = (l_2277_ - l_2283_);
                        float _e4066 = l_mut_49_;
                        float l_2285_ = (_e4066 - l_2281_);
                        float l_2286_ = (l_2284_ + l_2285_);
                        a_2194_[6] = l_2286_;
                        l_mut_49_ = l_2279_;
                        float l_2287_ = a_2194_[4];
                        float _e4072 = l_mut_49_;
                        float l_2288_ = (l_2287_ + _e4072);
                        float l_2289_ = (l_2288_ * l_4_);
                        float l_2290_ = (l_2289_ - l_2287_);
                        float l_2291_ = (l_2290_ * l_4_);
                        float l_2292_ = (l_2289_ - l_2291_);
                        float l_2293_ = (l_2292_ * l_4_);
                        float l_2294_ = (l_2287_ - l_2293_);
                        float _e4080 = l_mut_49_;
                        float l_2295_ = (_e4080 - l_2291_);
                        float l_2296_ = (l_2294_ + l_2295_);
                        a_2194_[5] = l_2296_;
                        l_mut_49_ = l_2289_;
                        float l_2297_ = a_2194_[3];
                        float _e4086 = l_mut_49_;
                        float l_2298_ = (l_2297_ + _e4086);
                        float l_2299_ = (l_2298_ * l_4_);
                        float l_2300_ = (l_2299_ - l_2297_);
                        float l_2301_ = (l_2300_ * l_4_);
                        float l_2302_ = (l_2299_ - l_2301_);
                        float l_2303_ = (l_2302_ * l_4_);
                        float l_2304_ = (l_2297_ - l_2303_);
                        float _e4094 = l_mut_49_;
                        float l_2305_ = (_e4094 - l_2301_);
                        float l_2306_ = (l_2304_ + l_2305_);
                        a_2194_[4] = l_2306_;
                        l_mut_49_ = l_2299_;
                        float l_2307_ = a_2194_[2];
                        float _e4100 = l_mut_49_;
                        float l_2308_ = (l_2307_ + _e4100);
                        float l_2309_ = (l_2308_ * l_4_);
                        float l_2310_ = (l_2309_ - l_2307_);
                        float l_2311_ = (l_2310_ * l_4_);
                        float l_2312_ = (l_2309_ - l_2311_);
                        float l_2313_ = (l_2312_ * l_4_);
                        float l_2314_ = (l_2307_ - l_2313_);
                        float _e4108 = l_mut_49_;
                        float l_2315_ = (_e4108 - l_2311_);
                        float l_2316_ = (l_2314_ + l_2315_);
                        a_2194_[3] = l_2316_;
                        l_mut_49_ = l_2309_;
                        float l_2317_ = a_2194_[1];
                        float _e4114 = l_mut_49_;
                        float l_2318_ = (l_2317_ + _e4114);
                        float l_2319_ = (l_2318_ * l_4_);
                        float l_2320_ = (l_2319_ - l_2317_);
                        float l_2321_ = (l_2320_ * l_4_);
                        float l_2322_ = (l_2319_ - l_2321_);
                        float l_2323_ = (l_2322_ * l_4_);
                        float l_2324_ = (l_2317_ - l_2323_);
                        float _e4122 = l_mut_49_;
                        float l_2325_ = (_e4122 - l_2321_);
                        float l_2326_ = (l_2324_ + l_2325_);
                        a_2194_[2] = l_2326_;
                        l_mut_49_ = l_2319_;
                        float l_2327_ = a_2194_[0];
                        float _e4128 = l_mut_49_;
                        float l_2328_ = (l_2327_ + _e4128);
                        float l_2329_ = (l_2328_ * l_4_);
                        float l_2330_ = (l_2329_ - l_2327_);
                        float l_2331_ = (l_2330_ * l_4_);
                        float l_2332_ = (l_2329_ - l_2331_);
                        float l_2333_ = (l_2332_ * l_4_);
                        float l_2334_ = (l_2327_ - l_2333_);
                        float _e4136 = l_mut_49_;
                        float l_2335_ = (_e4136 - l_2331_);
                        float l_2336_ = (l_2334_ + l_2335_);
                        a_2194_[1] = l_2336_;
                        l_mut_49_ = l_2329_;
                        float _e4141 = l_mut_49_;
                        a_2194_[0] = _e4141;
                        l_mut_49_ = 0.0;
                        l_mut_2337_ = 0.0;
                        l_mut_2338_ = 0.0;
                        l_mut_2339_ = 0.0;
                        float l_2340_ = a_2194_[0];
                        l_mut_2341_ = l_2340_;
                        l_mut_119_ = 0u;
                        float l_2342_ = a_2194_[1];
                        float _e4151 = l_mut_2341_;
                        float l_2343_ = (_e4151 + l_2342_);
                        float l_2344_ = (l_2343_ * l_4_);
                        float _e4154 = l_mut_2341_;
                        float l_2345_ = (l_2344_ - _e4154);
                        float l_2346_ = (l_2345_ * l_4_);
                        float l_2347_ = (l_2344_ - l_2346_);
                        float l_2348_ = (l_2347_ * l_4_);
                        float _e4159 = l_mut_2341_;
                        float l_2349_ = (_e4159 - l_2348_);
                        float l_2350_ = (l_2342_ - l_2346_);
                        float l_2351_ = (l_2349_ + l_2350_);
                        uint _e4163 = l_mut_119_;
                        bool l_2352_ = (_e4163 < 3u);
                        bool l_2353_ = (l_2351_ != 0.0);
                        if (l_2352_) {
                            local_124 = l_2353_;
                        } else {
                            local_124 = false;
                        }
                        bool l_2354_ = local_124;
                        uint _e4172 = l_mut_119_;
                        bool l_2355_ = (_e4172 == 0u);
                        if (l_2354_) {
                            local_125 = l_2355_;
                        } else {
                            local_125 = false;
                        }
                        bool l_2356_ = local_125;
                        float _e4179 = l_mut_49_;
                        float l_2357_ = (l_2356_ ? l_2344_ : _e4179);
                        l_mut_49_ = l_2357_;
                        uint _e4181 = l_mut_119_;
                        bool l_2358_ = (_e4181 == 1u);
                        if (l_2354_) {
                            local_126 = l_2358_;
                        } else {
                            local_126 = false;
                        }
                        bool l_2359_ = local_126;
                        float _e4188 = l_mut_2337_;
                        float l_2360_ = (l_2359_ ? l_2344_ : _e4188);
                        l_mut_2337_ = l_2360_;
                        uint _e4190 = l_mut_119_;
                        bool l_2361_ = (_e4190 == 2u);
                        if (l_2354_) {
                            local_127 = l_2361_;
                        } else {
                            local_127 = false;
                        }
                        bool l_2362_ = local_127;
                        float _e4197 = l_mut_2338_;
                        float l_2363_ = (l_2362_ ? l_2344_ : _e4197);
                        l_mut_2338_ = l_2363_;
                        float l_2364_ = (l_2354_ ? l_2351_ : l_2344_);
                        float _e4200 = l_mut_2341_;
                        float l_2365_ = (_e4200 + l_2342_);
                        float l_2366_ = (l_2352_ ? l_2364_ : l_2365_);
                        l_mut_2341_ = l_2366_;
                        uint l_2367_ = uint(l_2354_);
                        uint _e4204 = l_mut_119_;
                        l_mut_119_ = (_e4204 + l_2367_);
                        float l_2368_ = a_2194_[2];
                        float _e4208 = l_mut_2341_;
                        float l_2369_ = (_e4208 + l_2368_);
                        float l_2370_ = (l_2369_ * l_4_);
                        float _e4211 = l_mut_2341_;
                        float l_2371_ = (l_2370_ - _e4211);
                        float l_2372_ = (l_2371_ * l_4_);
                        float l_2373_ = (l_2370_ - l_2372_);
                        float l_2374_ = (l_2373_ * l_4_);
                        float _e4216 = l_mut_2341_;
                        float l_2375_ = (_e4216 - l_2374_);
                        float l_2376_ = (l_2368_ - l_2372_);
                        float l_2377_ = (l_2375_ + l_2376_);
                        uint _e4220 = l_mut_119_;
                        bool l_2378_ = (_e4220 < 3u);
                        bool l_2379_ = (l_2377_ != 0.0);
                        if (l_2378_) {
                            local_128 = l_2379_;
                        } else {
                            local_128 = false;
                        }
                        bool l_2380_ = local_128;
                        uint _e4229 = l_mut_119_;
                        bool l_2381_ = (_e4229 == 0u);
                        if (l_2380_) {
                            local_129 = l_2381_;
                        } else {
                            local_129 = false;
                        }
                        bool l_2382_ = local_129;
                        float _e4236 = l_mut_49_;
                        float l_2383_ = (l_2382_ ? l_2370_ : _e4236);
                        l_mut_49_ = l_2383_;
                        uint _e4238 = l_mut_119_;
                        bool l_2384_ = (_e4238 == 1u);
                        if (l_2380_) {
                            local_130 = l_2384_;
                        } else {
                            local_130 = false;
                        }
                        bool l_2385_ = local_130;
                        float _e4245 = l_mut_2337_;
                        float l_2386_ = (l_2385_ ? l_2370_ : _e4245);
                        l_mut_2337_ = l_2386_;
                        uint _e4247 = l_mut_119_;
                        bool l_2387_ = (_e4247 == 2u);
                        if (l_2380_) {
                            local_131 = l_2387_;
                        } else {
                            local_131 = false;
                        }
                        bool l_2388_ = local_131;
                        float _e4254 = l_mut_2338_;
                        float l_2389_ = (l_2388_ ? l_2370_ : _e4254);
                        l_mut_2338_ = l_2389_;
                        float l_2390_ = (l_2380_ ? l_2377_ : l_2370_);
                        float _e4257 = l_mut_2341_;
                        float l_2391_ = (_e4257 + l_2368_);
                        float l_2392_ = (l_2378_ ? l_2390_ : l_2391_);
                        l_mut_2341_ = l_2392_;
                        uint l_2393_ = uint(l_2380_);
                        uint _e4261 = l_mut_119_;
                        l_mut_119_ = (_e4261 + l_2393_);
                        float l_2394_ = a_2194_[3];
                        float _e4265 = l_mut_2341_;
                        float l_2395_ = (_e4265 + l_2394_);
                        float l_2396_ = (l_2395_ * l_4_);
                        float _e4268 = l_mut_2341_;
                        float l_2397_ = (l_2396_ - _e4268);
                        float l_2398_ = (l_2397_ * l_4_);
                        float l_2399_ = (l_2396_ - l_2398_);
                        float l_2400_ = (l_2399_ * l_4_);
                        float _e4273 = l_mut_2341_;
                        float l_2401_ = (_e4273 - l_2400_);
                        float l_2402_ = (l_2394_ - l_2398_);
                        float l_2403_ = (l_2401_ + l_2402_);
                        uint _e4277 = l_mut_119_;
                        bool l_2404_ = (_e4277 < 3u);
                        bool l_2405_ = (l_2403_ != 0.0);
                        if (l_2404_) {
                            local_132 = l_2405_;
                        } else {
                            local_132 = false;
                        }
                        bool l_2406_ = local_132;
                        uint _e4286 = l_mut_119_;
                        bool l_2407_ = (_e4286 == 0u);
                        if (l_2406_) {
                            local_133 = l_2407_;
                        } else {
                            local_133 = false;
                        }
                        bool l_2408_ = local_133;
                        float _e4293 = l_mut_49_;
                        float l_2409_ = (l_2408_ ? l_2396_ : _e4293);
                        l_mut_49_ = l_2409_;
                        uint _e4295 = l_mut_119_;
                        bool l_2410_ = (_e4295 == 1u);
                        if (l_2406_) {
                            local_134 = l_2410_;
                        } else {
                            local_134 = false;
                        }
                        bool l_2411_ = local_134;
                        float _e4302 = l_mut_2337_;
                        float l_2412_ = (l_2411_ ? l_2396_ : _e4302);
                        l_mut_2337_ = l_2412_;
                        uint _e4304 = l_mut_119_;
                        bool l_2413_ = (_e4304 == 2u);
                        if (l_2406_) {
                            local_135 = l_2413_;
                        } else {
                            local_135 = false;
                        }
                        bool l_2414_ = local_135;
                        float _e4311 = l_mut_2338_;
                        float l_2415_ = (l_2414_ ? l_2396_ : _e4311);
                        l_mut_2338_ = l_2415_;
                        float l_2416_ = (l_2406_ ? l_2403_ : l_2396_);
                        float _e4314 = l_mut_2341_;
                        float l_2417_ = (_e4314 + l_2394_);
                        float l_2418_ = (l_2404_ ? l_2416_ : l_2417_);
                        l_mut_2341_ = l_2418_;
                        uint l_2419_ = uint(l_2406_);
                        uint _e4318 = l_mut_119_;
                        l_mut_119_ = (_e4318 + l_2419_);
                        float l_2420_ = a_2194_[4];
                        float _e4322 = l_mut_2341_;
                        float l_2421_ = (_e4322 + l_2420_);
                        float l_2422_ = (l_2421_ * l_4_);
                        float _e4325 = l_mut_2341_;
                        float l_2423_ = (l_2422_ - _e4325);
                        float l_2424_ = (l_2423_ * l_4_);
                        float l_2425_ = (l_2422_ - l_2424_);
                        float l_2426_ = (l_2425_ * l_4_);
                        float _e4330 = l_mut_2341_;
                        float l_2427_ = (_e4330 - l_2426_);
                        float l_2428_ = (l_2420_ - l_2424_);
                        float l_2429_ = (l_2427_ + l_2428_);
                        uint _e4334 = l_mut_119_;
                        bool l_2430_ = (_e4334 < 3u);
                        bool l_2431_ = (l_2429_ != 0.0);
                        if (l_2430_) {
                            local_136 = l_2431_;
                        } else {
                            local_136 = false;
                        }
                        bool l_2432_ = local_136;
                        uint _e4343 = l_mut_119_;
                        bool l_2433_ = (_e4343 == 0u);
                        if (l_2432_) {
                            local_137 = l_2433_;
                        } else {
                            local_137 = false;
                        }
                        bool l_2434_ = local_137;
                        float _e4350 = l_mut_49_;
                        float l_2435_ = (l_2434_ ? l_2422_ : _e4350);
                        l_mut_49_ = l_2435_;
                        uint _e4352 = l_mut_119_;
                        bool l_2436_ = (_e4352 == 1u);
                        if (l_2432_) {
                            local_138 = l_2436_;
                        } else {
                            local_138 = false;
                        }
                        bool l_2437_ = local_138;
                        float _e4359 = l_mut_2337_;
                        float l_2438_ = (l_2437_ ? l_2422_ : _e4359);
                        l_mut_2337_ = l_2438_;
                        uint _e4361 = l_mut_119_;
                        bool l_2439_ = (_e4361 == 2u);
                        if (l_2432_) {
                            local_139 = l_2439_;
                        } else {
                            local_139 = false;
                        }
                        bool l_2440_ = local_139;
                        float _e4368 = l_mut_2338_;
                        float l_2441_ = (l_2440_ ? l_2422_ : _e4368);
                        l_mut_2338_ = l_2441_;
                        float l_2442_ = (l_2432_ ? l_2429_ : l_2422_);
                        float _e4371 = l_mut_2341_;
                        float l_2443_ = (_e4371 + l_2420_);
                        float l_2444_ = (l_2430_ ? l_2442_ : l_2443_);
                        l_mut_2341_ = l_2444_;
                        uint l_2445_ = uint(l_2432_);
                        uint _e4375 = l_mut_119_;
                        l_mut_119_ = (_e4375 + l_2445_);
                        float l_2446_ = a_2194_[5];
                        float _e4379 = l_mut_2341_;
                        float l_2447_ = (_e4379 + l_2446_);
                        float l_2448_ = (l_2447_ * l_4_);
                        float _e4382 = l_mut_2341_;
                        float l_2449_ = (l_2448_ - _e4382);
                        float l_2450_ = (l_2449_ * l_4_);
                        float l_2451_ = (l_2448_ - l_2450_);
                        float l_2452_ = (l_2451_ * l_4_);
                        float _e4387 = l_mut_2341_;
                        float l_2453_ = (_e4387 - l_2452_);
                        float l_2454_ = (l_2446_ - l_2450_);
                        float l_2455_ = (l_2453_ + l_2454_);
                        uint _e4391 = l_mut_119_;
                        bool l_2456_ = (_e4391 < 3u);
                        bool l_2457_ = (l_2455_ != 0.0);
                        if (l_2456_) {
                            local_140 = l_2457_;
                        } else {
                            local_140 = false;
                        }
                        bool l_2458_ = local_140;
                        uint _e4400 = l_mut_119_;
                        bool l_2459_ = (_e4400 == 0u);
                        if (l_2458_) {
                            local_141 = l_2459_;
                        } else {
                            local_141 = false;
                        }
                        bool l_2460_ = local_141;
                        float _e4407 = l_mut_49_;
                        float l_2461_ = (l_2460_ ? l_2448_ : _e4407);
                        l_mut_49_ = l_2461_;
                        uint _e4409 = l_mut_119_;
                        bool l_2462_ = (_e4409 == 1u);
                        if (l_2458_) {
                            local_142 = l_2462_;
                        } else {
                            local_142 = false;
                        }
                        bool l_2463_ = local_142;
                        float _e4416 = l_mut_2337_;
                        float l_2464_ = (l_2463_ ? l_2448_ : _e4416);
                        l_mut_2337_ = l_2464_;
                        uint _e4418 = l_mut_119_;
                        bool l_2465_ = (_e4418 == 2u);
                        if (l_2458_) {
                            local_143 = l_2465_;
                        } else {
                            local_143 = false;
                        }
                        bool l_2466_ = local_143;
                        float _e4425 = l_mut_2338_;
                        float l_2467_ = (l_2466_ ? l_2448_ : _e4425);
                        l_mut_2338_ = l_2467_;
                        float l_2468_ = (l_2458_ ? l_2455_ : l_2448_);
                        float _e4428 = l_mut_2341_;
                        float l_2469_ = (_e4428 + l_2446_);
                        float l_2470_ = (l_2456_ ? l_2468_ : l_2469_);
                        l_mut_2341_ = l_2470_;
                        uint l_2471_ = uint(l_2458_);
                        uint _e4432 = l_mut_119_;
                        l_mut_119_ = (_e4432 + l_2471_);
                        float l_2472_ = a_2194_[6];
                        float _e4436 = l_mut_2341_;
                        float l_2473_ = (_e4436 + l_2472_);
                        float l_2474_ = (l_2473_ * l_4_);
                        float _e4439 = l_mut_2341_;
                        float l_2475_ = (l_2474_ - _e4439);
                        float l_2476_ = (l_2475_ * l_4_);
                        float l_2477_ = (l_2474_ - l_2476_);
                        float l_2478_ = (l_2477_ * l_4_);
                        float _e4444 = l_mut_2341_;
                        float l_2479_ = (_e4444 - l_2478_);
                        float l_2480_ = (l_2472_ - l_2476_);
                        float l_2481_ = (l_2479_ + l_2480_);
                        uint _e4448 = l_mut_119_;
                        bool l_2482_ = (_e4448 < 3u);
                        bool l_2483_ = (l_2481_ != 0.0);
                        if (l_2482_) {
                            local_144 = l_2483_;
                        } else {
                            local_144 = false;
                        }
                        bool l_2484_ = local_144;
                        uint _e4457 = l_mut_119_;
                        bool l_2485_ = (_e4457 == 0u);
                        if (l_2484_) {
                            local_145 = l_2485_;
                        } else {
                            local_145 = false;
                        }
                        bool l_2486_ = local_145;
                        float _e4464 = l_mut_49_;
                        float l_2487_ = (l_2486_ ? l_2474_ : _e4464);
                        l_mut_49_ = l_2487_;
                        uint _e4466 = l_mut_119_;
                        bool l_2488_ = (_e4466 == 1u);
                        if (l_2484_) {
                            local_146 = l_2488_;
                        } else {
                            local_146 = false;
                        }
                        bool l_2489_ = local_146;
                        float _e4473 = l_mut_2337_;
                        float l_2490_ = (l_2489_ ? l_2474_ : _e4473);
                        l_mut_2337_ = l_2490_;
                        uint _e4475 = l_mut_119_;
                        bool l_2491_ = (_e4475 == 2u);
                        if (l_2484_) {
                            local_147 = l_2491_;
                        } else {
                            local_147 = false;
                        }
                        bool l_2492_ = local_147;
                        float _e4482 = l_mut_2338_;
                        float l_2493_ = (l_2492_ ? l_2474_ : _e4482);
                        l_mut_2338_ = l_2493_;
                        float l_2494_ = (l_2484_ ? l_2481_ : l_2474_);
                        float _e4485 = l_mut_2341_;
                        float l_2495_ = (_e4485 + l_2472_);
                        float l_2496_ = (l_2482_ ? l_2494_ : l_2495_);
                        l_mut_2341_ = l_2496_;
                        uint l_2497_ = uint(l_2484_);
                        uint _e4489 = l_mut_119_;
                        l_mut_119_ = (_e4489 + l_2497_);
                        float l_2498_ = a_2194_[7];
                        float _e4493 = l_mut_2341_;
                        float l_2499_ = (_e4493 + l_2498_);
                        float l_2500_ = (l_2499_ * l_4_);
                        float _e4496 = l_mut_2341_;
                        float l_2501_ = (l_2500_ - _e4496);
                        float l_2502_ = (l_2501_ * l_4_);
                        float l_2503_ = (l_2500_ - l_2502_);
                        float l_2504_ = (l_2503_ * l_4_);
                        float _e4501 = l_mut_2341_;
                        float l_2505_ = (_e4501 - l_2504_);
                        float l_2506_ = (l_2498_ - l_2502_);
                        float l_2507_ = (l_2505_ + l_2506_);
                        uint _e4505 = l_mut_119_;
                        bool l_2508_ = (_e4505 < 3u);
                        bool l_2509_ = (l_2507_ != 0.0);
                        if (l_2508_) {
                            local_148 = l_2509_;
                        } else {
                            local_148 = false;
                        }
                        bool l_2510_ = local_148;
                        uint _e4514 = l_mut_119_;
                        bool l_2511_ = (_e4514 == 0u);
                        if (l_2510_) {
                            local_149 = l_2511_;
                        } else {
                            local_149 = false;
                        }
                        bool l_2512_ = local_149;
                        float _e4521 = l_mut_49_;
                        float l_2513_ = (l_2512_ ? l_2500_ : _e4521);
                        l_mut_49_ = l_2513_;
                        uint _e4523 = l_mut_119_;
                        bool l_2514_ = (_e4523 == 1u);
                        if (l_2510_) {
                            local_150 = l_2514_;
                        } else {
                            local_150 = false;
                        }
                        bool l_2515_ = local_150;
                        float _e4530 = l_mut_2337_;
                        float l_2516_ = (l_2515_ ? l_2500_ : _e4530);
                        l_mut_2337_ = l_2516_;
                        uint _e4532 = l_mut_119_;
                        bool l_2517_ = (_e4532 == 2u);
                        if (l_2510_) {
                            local_151 = l_2517_;
                        } else {
                            local_151 = false;
                        }
                        bool l_2518_ = local_151;
                        float _e4539 = l_mut_2338_;
                        float l_2519_ = (l_2518_ ? l_2500_ : _e4539);
                        l_mut_2338_ = l_2519_;
                        float l_2520_ = (l_2510_ ? l_2507_ : l_2500_);
                        float _e4542 = l_mut_2341_;
                        float l_2521_ = (_e4542 + l_2498_);
                        float l_2522_ = (l_2508_ ? l_2520_ : l_2521_);
                        l_mut_2341_ = l_2522_;
                        uint l_2523_ = uint(l_2510_);
                        uint _e4546 = l_mut_119_;
                        l_mut_119_ = (_e4546 + l_2523_);
                        uint _e4548 = l_mut_119_;
                        bool l_2524_ = (_e4548 == 0u);
                        float _e4551 = l_mut_49_;
                        float _e4552 = l_mut_2341_;
                        float l_2525_ = (l_2524_ ? _e4552 : _e4551);
                        l_mut_49_ = l_2525_;
                        uint _e4554 = l_mut_119_;
                        bool l_2526_ = (_e4554 == 1u);
                        float _e4557 = l_mut_2337_;
                        float _e4558 = l_mut_2341_;
                        float l_2527_ = (l_2526_ ? _e4558 : _e4557);
                        l_mut_2337_ = l_2527_;
                        uint _e4560 = l_mut_119_;
                        bool l_2528_ = (_e4560 == 2u);
                        float _e4563 = l_mut_2338_;
                        float _e4564 = l_mut_2341_;
                        float l_2529_ = (l_2528_ ? _e4564 : _e4563);
                        l_mut_2338_ = l_2529_;
                        uint _e4566 = l_mut_119_;
                        bool l_2530_ = (_e4566 == 3u);
                        float _e4569 = l_mut_2339_;
                        float _e4570 = l_mut_2341_;
                        float l_2531_ = (l_2530_ ? _e4570 : _e4569);
                        l_mut_2339_ = l_2531_;
                        float _e4572 = l_mut_49_;
                        l_mut_118_ = _e4572;
                        float _e4573 = l_mut_2337_;
                        l_mut_117_ = _e4573;
                        float _e4574 = l_mut_2338_;
                        l_mut_116_ = _e4574;
                        float _e4575 = l_mut_2339_;
                        l_mut_115_ = _e4575;
                    }
                }
                float _e4579 = l_mut_118_;
                float l_2532_ = (_e4579 + 1.0);
                float l_2533_ = (l_2532_ * l_4_);
                float _e4583 = l_mut_118_;
                float l_2534_ = (l_2533_ - _e4583);
                float l_2535_ = (l_2534_ * l_4_);
                float l_2536_ = (l_2533_ - l_2535_);
                float l_2537_ = (l_2536_ * l_4_);
                float _e4588 = l_mut_118_;
                float l_2538_ = (_e4588 - l_2537_);
                float l_2539_ = (1.0 - l_2535_);
                float l_2540_ = (l_2538_ + l_2539_);
                float _e4593 = l_mut_117_;
                float l_2541_ = (_e4593 + l_2540_);
                float l_2542_ = (l_2541_ * l_4_);
                float _e4596 = l_mut_117_;
                float l_2543_ = (l_2542_ - _e4596);
                float l_2544_ = (l_2543_ * l_4_);
                float l_2545_ = (l_2542_ - l_2544_);
                float l_2546_ = (l_2545_ * l_4_);
                float _e4601 = l_mut_117_;
                float l_2547_ = (_e4601 - l_2546_);
                float l_2548_ = (l_2540_ - l_2544_);
                float l_2549_ = (l_2547_ + l_2548_);
                float _e4605 = l_mut_116_;
                float l_2550_ = (_e4605 + l_2549_);
                float l_2551_ = (l_2550_ * l_4_);
                float _e4608 = l_mut_116_;
                float l_2552_ = (l_2551_ - _e4608);
                float l_2553_ = (l_2552_ * l_4_);
                float l_2554_ = (l_2551_ - l_2553_);
                float l_2555_ = (l_2554_ * l_4_);
                float _e4613 = l_mut_116_;
                float l_2556_ = (_e4613 - l_2555_);
                float l_2557_ = (l_2549_ - l_2553_);
                float l_2558_ = (l_2556_ + l_2557_);
                float _e4617 = l_mut_115_;
                float l_2559_ = (_e4617 + l_2558_);
                float l_2560_ = (l_2559_ * l_4_);
                float _e4620 = l_mut_115_;
                float l_2561_ = (l_2560_ - _e4620);
                float l_2562_ = (l_2561_ * l_4_);
                float l_2563_ = (l_2560_ - l_2562_);
                float l_2564_ = (l_2563_ * l_4_);
                float _e4625 = l_mut_115_;
                float l_2565_ = (_e4625 - l_2564_);
                float l_2566_ = (l_2558_ - l_2562_);
                float l_2567_ = (l_2565_ + l_2566_);
                float l_2568_ = (l_2560_ + l_2567_);
                float l_2569_ = (l_2568_ * l_4_);
                float l_2570_ = (l_2569_ - l_2560_);
                float l_2571_ = (l_2570_ * l_4_);
                float l_2572_ = (l_2567_ - l_2571_);
                float l_2573_ = (l_2551_ + l_2569_);
                float l_2574_ = (l_2573_ * l_4_);
                float l_2575_ = (l_2574_ - l_2551_);
                float l_2576_ = (l_2575_ * l_4_);
                float l_2577_ = (l_2569_ - l_2576_);
                float l_2578_ = (l_2542_ + l_2574_);
                float l_2579_ = (l_2578_ * l_4_);
                float l_2580_ = (l_2579_ - l_2542_);
                float l_2581_ = (l_2580_ * l_4_);
                float l_2582_ = (l_2574_ - l_2581_);
                float l_2583_ = (l_2533_ + l_2579_);
                float l_2584_ = (l_2583_ * l_4_);
                float l_2585_ = (l_2584_ - l_2533_);
                float l_2586_ = (l_2585_ * l_4_);
                float l_2587_ = (l_2579_ - l_2586_);
                l_mut_2341_ = 0.0;
                l_mut_2339_ = 0.0;
                l_mut_2338_ = 0.0;
                l_mut_2337_ = 0.0;
                l_mut_114_ = l_2584_;
                l_mut_119_ = 0u;
                float _e4654 = l_mut_114_;
                float l_2588_ = (_e4654 + l_2587_);
                float l_2589_ = (l_2588_ * l_4_);
                float _e4657 = l_mut_114_;
                float l_2590_ = (l_2589_ - _e4657);
                float l_2591_ = (l_2590_ * l_4_);
                float l_2592_ = (l_2587_ - l_2591_);
                uint _e4661 = l_mut_119_;
                bool l_2593_ = (_e4661 < 3u);
                bool l_2594_ = (l_2592_ != 0.0);
                if (l_2593_) {
                    local_152 = l_2594_;
                } else {
                    local_152 = false;
                }
                bool l_2595_ = local_152;
                uint _e4670 = l_mut_119_;
                bool l_2596_ = (_e4670 == 0u);
                if (l_2595_) {
                    local_153 = l_2596_;
                } else {
                    local_153 = false;
                }
                bool l_2597_ = local_153;
                float _e4677 = l_mut_2341_;
                float l_2598_ = (l_2597_ ? l_2589_ : _e4677);
                l_mut_2341_ = l_2598_;
                uint _e4679 = l_mut_119_;
                bool l_2599_ = (_e4679 == 1u);
                if (l_2595_) {
                    local_154 = l_2599_;
                } else {
                    local_154 = false;
                }
                bool l_2600_ = local_154;
                float _e4686 = l_mut_2339_;
                float l_2601_ = (l_2600_ ? l_2589_ : _e4686);
                l_mut_2339_ = l_2601_;
                uint _e4688 = l_mut_119_;
                bool l_2602_ = (_e4688 == 2u);
                if (l_2595_) {
                    local_155 = l_2602_;
                } else {
                    local_155 = false;
                }
                bool l_2603_ = local_155;
                float _e4695 = l_mut_2338_;
                float l_2604_ = (l_2603_ ? l_2589_ : _e4695);
                l_mut_2338_ = l_2604_;
                float l_2605_ = (l_2595_ ? l_2592_ : l_2589_);
                float _e4698 = l_mut_114_;
                float l_2606_ = (_e4698 + l_2587_);
                float l_2607_ = (l_2593_ ? l_2605_ : l_2606_);
                l_mut_114_ = l_2607_;
                uint l_2608_ = uint(l_2595_);
                uint _e4702 = l_mut_119_;
                l_mut_119_ = (_e4702 + l_2608_);
                float _e4704 = l_mut_114_;
                float l_2609_ = (_e4704 + l_2582_);
                float l_2610_ = (l_2609_ * l_4_);
                float _e4707 = l_mut_114_;
                float l_2611_ = (l_2610_ - _e4707);
                float l_2612_ = (l_2611_ * l_4_);
                float l_2613_ = (l_2582_ - l_2612_);
                uint _e4711 = l_mut_119_;
                bool l_2614_ = (_e4711 < 3u);
                bool l_2615_ = (l_2613_ != 0.0);
                if (l_2614_) {
                    local_156 = l_2615_;
                } else {
                    local_156 = false;
                }
                bool l_2616_ = local_156;
                uint _e4720 = l_mut_119_;
                bool l_2617_ = (_e4720 == 0u);
                if (l_2616_) {
                    local_157 = l_2617_;
                } else {
                    local_157 = false;
                }
                bool l_2618_ = local_157;
                float _e4727 = l_mut_2341_;
                float l_2619_ = (l_2618_ ? l_2610_ : _e4727);
                l_mut_2341_ = l_2619_;
                uint _e4729 = l_mut_119_;
                bool l_2620_ = (_e4729 == 1u);
                if (l_2616_) {
                    local_158 = l_2620_;
                } else {
                    local_158 = false;
                }
                bool l_2621_ = local_158;
                float _e4736 = l_mut_2339_;
                float l_2622_ = (l_2621_ ? l_2610_ : _e4736);
                l_mut_2339_ = l_2622_;
                uint _e4738 = l_mut_119_;
                bool l_2623_ = (_e4738 == 2u);
                if (l_2616_) {
                    local_159 = l_2623_;
                } else {
                    local_159 = false;
                }
                bool l_2624_ = local_159;
                float _e4745 = l_mut_2338_;
                float l_2625_ = (l_2624_ ? l_2610_ : _e4745);
                l_mut_2338_ = l_2625_;
                float l_2626_ = (l_2616_ ? l_2613_ : l_2610_);
                float _e4748 = l_mut_114_;
                float l_2627_ = (_e4748 + l_2582_);
                float l_2628_ = (l_2614_ ? l_2626_ : l_2627_);
                l_mut_114_ = l_2628_;
                uint l_2629_ = uint(l_2616_);
                uint _e4752 = l_mut_119_;
                l_mut_119_ = (_e4752 + l_2629_);
                float _e4754 = l_mut_114_;
                float l_2630_ = (_e4754 + l_2577_);
                float l_2631_ = (l_2630_ * l_4_);
                float _e4757 = l_mut_114_;
                float l_2632_ = (l_2631_ - _e4757);
                float l_2633_ = (l_2632_ * l_4_);
                float l_2634_ = (l_2577_ - l_2633_);
                uint _e4761 = l_mut_119_;
                bool l_2635_ = (_e4761 < 3u);
                bool l_2636_ = (l_2634_ != 0.0);
                if (l_2635_) {
                    local_160 = l_2636_;
                } else {
                    local_160 = false;
                }
                bool l_2637_ = local_160;
                uint _e4770 = l_mut_119_;
                bool l_2638_ = (_e4770 == 0u);
                if (l_2637_) {
                    local_161 = l_2638_;
                } else {
                    local_161 = false;
                }
                bool l_2639_ = local_161;
                float _e4777 = l_mut_2341_;
                float l_2640_ = (l_2639_ ? l_2631_ : _e4777);
                l_mut_2341_ = l_2640_;
                uint _e4779 = l_mut_119_;
                bool l_2641_ = (_e4779 == 1u);
                if (l_2637_) {
                    local_162 = l_2641_;
                } else {
                    local_162 = false;
                }
                bool l_2642_ = local_162;
                float _e4786 = l_mut_2339_;
                float l_2643_ = (l_2642_ ? l_2631_ : _e4786);
                l_mut_2339_ = l_2643_;
                uint _e4788 = l_mut_119_;
                bool l_2644_ = (_e4788 == 2u);
                if (l_2637_) {
                    local_163 = l_2644_;
                } else {
                    local_163 = false;
                }
                bool l_2645_ = local_163;
                float _e4795 = l_mut_2338_;
                float l_2646_ = (l_2645_ ? l_2631_ : _e4795);
                l_mut_2338_ = l_2646_;
                float l_2647_ = (l_2637_ ? l_2634_ : l_2631_);
                float _e4798 = l_mut_114_;
                float l_2648_ = (_e4798 + l_2577_);
                float l_2649_ = (l_2635_ ? l_2647_ : l_2648_);
                l_mut_114_ = l_2649_;
                uint l_2650_ = uint(l_2637_);
                uint _e4802 = l_mut_119_;
                l_mut_119_ = (_e4802 + l_2650_);
                float _e4804 = l_mut_114_;
                float l_2651_ = (_e4804 + l_2572_);
                float l_2652_ = (l_2651_ * l_4_);
                float _e4807 = l_mut_114_;
                float l_2653_ = (l_2652_ - _e4807);
                float l_2654_ = (l_2653_ * l_4_);
                float l_2655_ = (l_2572_ - l_2654_);
                uint _e4811 = l_mut_119_;
                bool l_2656_ = (_e4811 < 3u);
                bool l_2657_ = (l_2655_ != 0.0);
                if (l_2656_) {
                    local_164 = l_2657_;
                } else {
                    local_164 = false;
                }
                bool l_2658_ = local_164;
                uint _e4820 = l_mut_119_;
                bool l_2659_ = (_e4820 == 0u);
                if (l_2658_) {
                    local_165 = l_2659_;
                } else {
                    local_165 = false;
                }
                bool l_2660_ = local_165;
                float _e4827 = l_mut_2341_;
                float l_2661_ = (l_2660_ ? l_2652_ : _e4827);
                l_mut_2341_ = l_2661_;
                uint _e4829 = l_mut_119_;
                bool l_2662_ = (_e4829 == 1u);
                if (l_2658_) {
                    local_166 = l_2662_;
                } else {
                    local_166 = false;
                }
                bool l_2663_ = local_166;
                float _e4836 = l_mut_2339_;
                float l_2664_ = (l_2663_ ? l_2652_ : _e4836);
                l_mut_2339_ = l_2664_;
                uint _e4838 = l_mut_119_;
                bool l_2665_ = (_e4838 == 2u);
                if (l_2658_) {
                    local_167 = l_2665_;
                } else {
                    local_167 = false;
                }
                bool l_2666_ = local_167;
                float _e4845 = l_mut_2338_;
                float l_2667_ = (l_2666_ ? l_2652_ : _e4845);
                l_mut_2338_ = l_2667_;
                float l_2668_ = (l_2658_ ? l_2655_ : l_2652_);
                float _e4848 = l_mut_114_;
                float l_2669_ = (_e4848 + l_2572_);
                float l_2670_ = (l_2656_ ? l_2668_ : l_2669_);
                l_mut_114_ = l_2670_;
                uint l_2671_ = uint(l_2658_);
                uint _e4852 = l_mut_119_;
                l_mut_119_ = (_e4852 + l_2671_);
                uint _e4854 = l_mut_119_;
                bool l_2672_ = (_e4854 == 0u);
                float _e4857 = l_mut_2341_;
                float _e4858 = l_mut_114_;
                float l_2673_ = (l_2672_ ? _e4858 : _e4857);
                l_mut_2341_ = l_2673_;
                uint _e4860 = l_mut_119_;
                bool l_2674_ = (_e4860 == 1u);
                float _e4863 = l_mut_2339_;
                float _e4864 = l_mut_114_;
                float l_2675_ = (l_2674_ ? _e4864 : _e4863);
                l_mut_2339_ = l_2675_;
                uint _e4866 = l_mut_119_;
                bool l_2676_ = (_e4866 == 2u);
                float _e4869 = l_mut_2338_;
                float _e4870 = l_mut_114_;
                float l_2677_ = (l_2676_ ? _e4870 : _e4869);
                l_mut_2338_ = l_2677_;
                uint _e4872 = l_mut_119_;
                bool l_2678_ = (_e4872 == 3u);
                float _e4875 = l_mut_2337_;
                float _e4876 = l_mut_114_;
                float l_2679_ = (l_2678_ ? _e4876 : _e4875);
                l_mut_2337_ = l_2679_;
                float l_2680_ = abs(l_46_);
                uint l_2681_ = naga_f2u32(l_2680_);
                l_mut_119_ = l_2681_;
                bool l_2682_ = (l_46_ < 0.0);
                float l_2683_ = (l_2682_ ? 0.5 : 2.0);
                l_mut_118_ = l_2683_;
                l_mut_117_ = 1.0;
                l_mut_2684_ = 0u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e4908 = l_mut_2684_;
                        l_mut_2684_ = (_e4908 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e4888 = l_mut_2684_;
                    if ((_e4888 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e4891 = l_mut_119_;
                        uint l_2685_ = (_e4891 & 1u);
                        bool l_2686_ = (l_2685_ == 1u);
                        float _e4896 = l_mut_117_;
                        float _e4897 = l_mut_118_;
                        float l_2687_ = (_e4896 * _e4897);
                        float _e4899 = l_mut_117_;
                        float l_2688_ = (l_2686_ ? l_2687_ : _e4899);
                        l_mut_117_ = l_2688_;
                        float _e4901 = l_mut_118_;
                        float _e4902 = l_mut_118_;
                        l_mut_118_ = (_e4901 * _e4902);
                        uint _e4904 = l_mut_119_;
                        l_mut_119_ = (_e4904 >> 1u);
                    }
                }
                float _e4910 = l_mut_2341_;
                float _e4911 = l_mut_117_;
                float l_2689_ = (_e4910 * _e4911);
                float _e4913 = l_mut_2339_;
                float _e4914 = l_mut_117_;
                float l_2690_ = (_e4913 * _e4914);
                float _e4916 = l_mut_2338_;
                float _e4917 = l_mut_117_;
                float l_2691_ = (_e4916 * _e4917);
                float _e4919 = l_mut_2337_;
                float _e4920 = l_mut_117_;
                float l_2692_ = (_e4919 * _e4920);
                float l_2693_ = (l_5_ * l_2689_);
                float l_2694_ = (l_2693_ * l_4_);
                float l_2695_ = (l_3_ * l_5_);
                float l_2696_ = (l_2695_ * l_4_);
                float l_2697_ = (l_2696_ - l_5_);
                float l_2698_ = (l_2697_ * l_4_);
                float l_2699_ = (l_2696_ - l_2698_);
                float l_2700_ = (l_5_ - l_2699_);
                float l_2701_ = (l_3_ * l_2689_);
                float l_2702_ = (l_2701_ * l_4_);
                float l_2703_ = (l_2702_ - l_2689_);
                float l_2704_ = (l_2703_ * l_4_);
                float l_2705_ = (l_2702_ - l_2704_);
                float l_2706_ = (l_2689_ - l_2705_);
                float l_2707_ = (l_2699_ * l_2705_);
                float l_2708_ = (l_2707_ - l_2694_);
                float l_2709_ = (l_2699_ * l_2706_);
                float l_2710_ = (l_2708_ + l_2709_);
                float l_2711_ = (l_2700_ * l_2705_);
                float l_2712_ = (l_2710_ + l_2711_);
                float l_2713_ = (l_2700_ * l_2706_);
                float l_2714_ = (l_2712_ + l_2713_);
                float l_2715_ = (l_5_ * l_2690_);
                float l_2716_ = (l_2715_ * l_4_);
                float l_2717_ = (l_3_ * l_5_);
                float l_2718_ = (l_2717_ * l_4_);
                float l_2719_ = (l_2718_ - l_5_);
                float l_2720_ = (l_2719_ * l_4_);
                float l_2721_ = (l_2718_ - l_2720_);
                float l_2722_ = (l_5_ - l_2721_);
                float l_2723_ = (l_3_ * l_2690_);
                float l_2724_ = (l_2723_ * l_4_);
                float l_2725_ = (l_2724_ - l_2690_);
                float l_2726_ = (l_2725_ * l_4_);
                float l_2727_ = (l_2724_ - l_2726_);
                float l_2728_ = (l_2690_ - l_2727_);
                float l_2729_ = (l_2721_ * l_2727_);
                float l_2730_ = (l_2729_ - l_2716_);
                float l_2731_ = (l_2721_ * l_2728_);
                float l_2732_ = (l_2730_ + l_2731_);
                float l_2733_ = (l_2722_ * l_2727_);
                float l_2734_ = (l_2732_ + l_2733_);
                float l_2735_ = (l_2722_ * l_2728_);
                float l_2736_ = (l_2734_ + l_2735_);
                float l_2737_ = (l_7_ * l_2689_);
                float l_2738_ = (l_2737_ * l_4_);
                float l_2739_ = (l_3_ * l_7_);
                float l_2740_ = (l_2739_ * l_4_);
                float l_2741_ = (l_2740_ - l_7_);
                float l_2742_ = (l_2741_ * l_4_);
                float l_2743_ = (l_2740_ - l_2742_);
                float l_2744_ = (l_7_ - l_2743_);
                float l_2745_ = (l_3_ * l_2689_);
                float l_2746_ = (l_2745_ * l_4_);
                float l_2747_ = (l_2746_ - l_2689_);
                float l_2748_ = (l_2747_ * l_4_);
                float l_2749_ = (l_2746_ - l_2748_);
                float l_2750_ = (l_2689_ - l_2749_);
                float l_2751_ = (l_2743_ * l_2749_);
                float l_2752_ = (l_2751_ - l_2738_);
                float l_2753_ = (l_2743_ * l_2750_);
                float l_2754_ = (l_2752_ + l_2753_);
                float l_2755_ = (l_2744_ * l_2749_);
                float l_2756_ = (l_2754_ + l_2755_);
                float l_2757_ = (l_2744_ * l_2750_);
                float l_2758_ = (l_2756_ + l_2757_);
                float l_2759_ = (l_5_ * l_2691_);
                float l_2760_ = (l_2759_ * l_4_);
                float l_2761_ = (l_3_ * l_5_);
                float l_2762_ = (l_2761_ * l_4_);
                float l_2763_ = (l_2762_ - l_5_);
                float l_2764_ = (l_2763_ * l_4_);
                float l_2765_ = (l_2762_ - l_2764_);
                float l_2766_ = (l_5_ - l_2765_);
                float l_2767_ = (l_3_ * l_2691_);
                float l_2768_ = (l_2767_ * l_4_);
                float l_2769_ = (l_2768_ - l_2691_);
                float l_2770_ = (l_2769_ * l_4_);
                float l_2771_ = (l_2768_ - l_2770_);
                float l_2772_ = (l_2691_ - l_2771_);
                float l_2773_ = (l_2765_ * l_2771_);
                float l_2774_ = (l_2773_ - l_2760_);
                float l_2775_ = (l_2765_ * l_2772_);
                float l_2776_ = (l_2774_ + l_2775_);
                float l_2777_ = (l_2766_ * l_2771_);
                float l_2778_ = (l_2776_ + l_2777_);
                float l_2779_ = (l_2766_ * l_2772_);
                float l_2780_ = (l_2778_ + l_2779_);
                float l_2781_ = (l_7_ * l_2690_);
                float l_2782_ = (l_2781_ * l_4_);
                float l_2783_ = (l_3_ * l_7_);
                float l_2784_ = (l_2783_ * l_4_);
                float l_2785_ = (l_2784_ - l_7_);
                float l_2786_ = (l_2785_ * l_4_);
                float l_2787_ = (l_2784_ - l_2786_);
                float l_2788_ = (l_7_ - l_2787_);
                float l_2789_ = (l_3_ * l_2690_);
                float l_2790_ = (l_2789_ * l_4_);
                float l_2791_ = (l_2790_ - l_2690_);
                float l_2792_ = (l_2791_ * l_4_);
                float l_2793_ = (l_2790_ - l_2792_);
                float l_2794_ = (l_2690_ - l_2793_);
                float l_2795_ = (l_2787_ * l_2793_);
                float l_2796_ = (l_2795_ - l_2782_);
                float l_2797_ = (l_2787_ * l_2794_);
                float l_2798_ = (l_2796_ + l_2797_);
                float l_2799_ = (l_2788_ * l_2793_);
                float l_2800_ = (l_2798_ + l_2799_);
                float l_2801_ = (l_2788_ * l_2794_);
                float l_2802_ = (l_2800_ + l_2801_);
                float l_2803_ = (l_10_ * l_2689_);
                float l_2804_ = (l_2803_ * l_4_);
                float l_2805_ = (l_3_ * l_10_);
                float l_2806_ = (l_2805_ * l_4_);
                float l_2807_ = (l_2806_ - l_10_);
                float l_2808_ = (l_2807_ * l_4_);
                float l_2809_ = (l_2806_ - l_2808_);
                float l_2810_ = (l_10_ - l_2809_);
                float l_2811_ = (l_3_ * l_2689_);
                float l_2812_ = (l_2811_ * l_4_);
                float l_2813_ = (l_2812_ - l_2689_);
                float l_2814_ = (l_2813_ * l_4_);
                float l_2815_ = (l_2812_ - l_2814_);
                float l_2816_ = (l_2689_ - l_2815_);
                float l_2817_ = (l_2809_ * l_2815_);
                float l_2818_ = (l_2817_ - l_2804_);
                float l_2819_ = (l_2809_ * l_2816_);
                float l_2820_ = (l_2818_ + l_2819_);
                float l_2821_ = (l_2810_ * l_2815_);
                float l_2822_ = (l_2820_ + l_2821_);
                float l_2823_ = (l_2810_ * l_2816_);
                float l_2824_ = (l_2822_ + l_2823_);
                float l_2825_ = (l_2716_ + l_2738_);
                float l_2826_ = (l_2825_ * l_4_);
                float l_2827_ = (l_2826_ - l_2716_);
                float l_2828_ = (l_2827_ * l_4_);
                float l_2829_ = (l_2826_ - l_2828_);
                float l_2830_ = (l_2829_ * l_4_);
                float l_2831_ = (l_2716_ - l_2830_);
                float l_2832_ = (l_2738_ - l_2828_);
                float l_2833_ = (l_2831_ + l_2832_);
                float l_2834_ = (l_2714_ + l_2826_);
                float l_2835_ = (l_2834_ * l_4_);
                float l_2836_ = (l_2835_ - l_2714_);
                float l_2837_ = (l_2836_ * l_4_);
                float l_2838_ = (l_2835_ - l_2837_);
                float l_2839_ = (l_2838_ * l_4_);
                float l_2840_ = (l_2714_ - l_2839_);
                float l_2841_ = (l_2826_ - l_2837_);
                float l_2842_ = (l_2840_ + l_2841_);
                float l_2843_ = (l_2833_ + l_2842_);
                float l_2844_ = (l_2843_ * l_4_);
                float l_2845_ = (l_2844_ - l_2833_);
                float l_2846_ = (l_2845_ * l_4_);
                float l_2847_ = (l_2844_ - l_2846_);
                float l_2848_ = (l_2847_ * l_4_);
                float l_2849_ = (l_2833_ - l_2848_);
                float l_2850_ = (l_2842_ - l_2846_);
                float l_2851_ = (l_2849_ + l_2850_);
                float l_2852_ = (l_2844_ + l_2736_);
                float l_2853_ = (l_2852_ * l_4_);
                float l_2854_ = (l_2853_ - l_2844_);
                float l_2855_ = (l_2854_ * l_4_);
                float l_2856_ = (l_2853_ - l_2855_);
                float l_2857_ = (l_2856_ * l_4_);
                float l_2858_ = (l_2844_ - l_2857_);
                float l_2859_ = (l_2736_ - l_2855_);
                float l_2860_ = (l_2858_ + l_2859_);
                float l_2861_ = (l_2758_ + l_2853_);
                float l_2862_ = (l_2861_ * l_4_);
                float l_2863_ = (l_2862_ - l_2758_);
                float l_2864_ = (l_2863_ * l_4_);
                float l_2865_ = (l_2862_ - l_2864_);
                float l_2866_ = (l_2865_ * l_4_);
                float l_2867_ = (l_2758_ - l_2866_);
                float l_2868_ = (l_2853_ - l_2864_);
                float l_2869_ = (l_2867_ + l_2868_);
                float l_2870_ = (l_2860_ + l_2869_);
                float l_2871_ = (l_2870_ * l_4_);
                float l_2872_ = (l_2871_ - l_2860_);
                float l_2873_ = (l_2872_ * l_4_);
                float l_2874_ = (l_2871_ - l_2873_);
                float l_2875_ = (l_2874_ * l_4_);
                float l_2876_ = (l_2860_ - l_2875_);
                float l_2877_ = (l_2869_ - l_2873_);
                float l_2878_ = (l_2876_ + l_2877_);
                float l_2879_ = (l_2760_ + l_2782_);
                float l_2880_ = (l_2879_ * l_4_);
                float l_2881_ = (l_2880_ - l_2760_);
                float l_2882_ = (l_2881_ * l_4_);
                float l_2883_ = (l_2880_ - l_2882_);
                float l_2884_ = (l_2883_ * l_4_);
                float l_2885_ = (l_2760_ - l_2884_);
                float l_2886_ = (l_2782_ - l_2882_);
                float l_2887_ = (l_2885_ + l_2886_);
                float l_2888_ = (l_2804_ + l_2880_);
                float l_2889_ = (l_2888_ * l_4_);
                float l_2890_ = (l_2889_ - l_2804_);
                float l_2891_ = (l_2890_ * l_4_);
                float l_2892_ = (l_2889_ - l_2891_);
                float l_2893_ = (l_2892_ * l_4_);
                float l_2894_ = (l_2804_ - l_2893_);
                float l_2895_ = (l_2880_ - l_2891_);
                float l_2896_ = (l_2894_ + l_2895_);
                float l_2897_ = (l_2887_ + l_2896_);
                float l_2898_ = (l_2897_ * l_4_);
                float l_2899_ = (l_2898_ - l_2887_);
                float l_2900_ = (l_2899_ * l_4_);
                float l_2901_ = (l_2898_ - l_2900_);
                float l_2902_ = (l_2901_ * l_4_);
                float l_2903_ = (l_2887_ - l_2902_);
                float l_2904_ = (l_2896_ - l_2900_);
                float l_2905_ = (l_2903_ + l_2904_);
                float l_2906_ = (l_2862_ + l_2889_);
                float l_2907_ = (l_2906_ * l_4_);
                float l_2908_ = (l_2907_ - l_2862_);
                float l_2909_ = (l_2908_ * l_4_);
                float l_2910_ = (l_2907_ - l_2909_);
                float l_2911_ = (l_2910_ * l_4_);
                float l_2912_ = (l_2862_ - l_2911_);
                float l_2913_ = (l_2889_ - l_2909_);
                float l_2914_ = (l_2912_ + l_2913_);
                float l_2915_ = (l_2871_ + l_2898_);
                float l_2916_ = (l_2915_ * l_4_);
                float l_2917_ = (l_2916_ - l_2871_);
                float l_2918_ = (l_2917_ * l_4_);
                float l_2919_ = (l_2916_ - l_2918_);
                float l_2920_ = (l_2919_ * l_4_);
                float l_2921_ = (l_2871_ - l_2920_);
                float l_2922_ = (l_2898_ - l_2918_);
                float l_2923_ = (l_2921_ + l_2922_);
                float l_2924_ = (l_2916_ + l_2914_);
                float l_2925_ = (l_2924_ * l_4_);
                float l_2926_ = (l_2925_ - l_2916_);
                float l_2927_ = (l_2926_ * l_4_);
                float l_2928_ = (l_2925_ - l_2927_);
                float l_2929_ = (l_2928_ * l_4_);
                float l_2930_ = (l_2916_ - l_2929_);
                float l_2931_ = (l_2914_ - l_2927_);
                float l_2932_ = (l_2930_ + l_2931_);
                float l_2933_ = (l_2878_ + l_2905_);
                float l_2934_ = (l_2932_ + l_2923_);
                float l_2935_ = (l_2933_ + l_2934_);
                float l_2936_ = (l_5_ * l_2692_);
                float l_2937_ = (l_7_ * l_2691_);
                float l_2938_ = (l_2936_ + l_2937_);
                float l_2939_ = (l_10_ * l_2690_);
                float l_2940_ = (l_13_ * l_2689_);
                float l_2941_ = (l_2939_ + l_2940_);
                float l_2942_ = (l_2938_ + l_2941_);
                float l_2943_ = (l_2851_ + l_2780_);
                float l_2944_ = (l_2802_ + l_2824_);
                float l_2945_ = (l_2943_ + l_2944_);
                float l_2946_ = (l_2942_ + l_2945_);
                float l_2947_ = (l_2925_ + l_2946_);
                float l_2948_ = (l_2947_ + l_2935_);
                float l_2949_ = (l_2948_ * l_4_);
                float l_2950_ = (l_2949_ - l_2947_);
                float l_2951_ = (l_2950_ * l_4_);
                float l_2952_ = (l_2935_ - l_2951_);
                float l_2953_ = (l_2907_ + l_2949_);
                float l_2954_ = (l_2953_ * l_4_);
                float l_2955_ = (l_2954_ - l_2907_);
                float l_2956_ = (l_2955_ * l_4_);
                float l_2957_ = (l_2949_ - l_2956_);
                float l_2958_ = (l_2835_ + l_2954_);
                float l_2959_ = (l_2958_ * l_4_);
                float l_2960_ = (l_2959_ - l_2835_);
                float l_2961_ = (l_2960_ * l_4_);
                float l_2962_ = (l_2954_ - l_2961_);
                float l_2963_ = (l_2694_ + l_2959_);
                float l_2964_ = (l_2963_ * l_4_);
                float l_2965_ = (l_2964_ - l_2694_);
                float l_2966_ = (l_2965_ * l_4_);
                float l_2967_ = (l_2959_ - l_2966_);
                l_mut_2341_ = 0.0;
                l_mut_2339_ = 0.0;
                l_mut_2338_ = 0.0;
                l_mut_2337_ = 0.0;
                l_mut_749_ = l_2964_;
                l_mut_119_ = 0u;
                float _e5202 = l_mut_749_;
                float l_2968_ = (_e5202 + l_2967_);
                float l_2969_ = (l_2968_ * l_4_);
                float _e5205 = l_mut_749_;
                float l_2970_ = (l_2969_ - _e5205);
                float l_2971_ = (l_2970_ * l_4_);
                float l_2972_ = (l_2967_ - l_2971_);
                uint _e5209 = l_mut_119_;
                bool l_2973_ = (_e5209 < 3u);
                bool l_2974_ = (l_2972_ != 0.0);
                if (l_2973_) {
                    local_168 = l_2974_;
                } else {
                    local_168 = false;
                }
                bool l_2975_ = local_168;
                uint _e5218 = l_mut_119_;
                bool l_2976_ = (_e5218 == 0u);
                if (l_2975_) {
                    local_169 = l_2976_;
                } else {
                    local_169 = false;
                }
                bool l_2977_ = local_169;
                float _e5225 = l_mut_2341_;
                float l_2978_ = (l_2977_ ? l_2969_ : _e5225);
                l_mut_2341_ = l_2978_;
                uint _e5227 = l_mut_119_;
                bool l_2979_ = (_e5227 == 1u);
                if (l_2975_) {
                    local_170 = l_2979_;
                } else {
                    local_170 = false;
                }
                bool l_2980_ = local_170;
                float _e5234 = l_mut_2339_;
                float l_2981_ = (l_2980_ ? l_2969_ : _e5234);
                l_mut_2339_ = l_2981_;
                uint _e5236 = l_mut_119_;
                bool l_2982_ = (_e5236 == 2u);
                if (l_2975_) {
                    local_171 = l_2982_;
                } else {
                    local_171 = false;
                }
                bool l_2983_ = local_171;
                float _e5243 = l_mut_2338_;
                float l_2984_ = (l_2983_ ? l_2969_ : _e5243);
                l_mut_2338_ = l_2984_;
                float l_2985_ = (l_2975_ ? l_2972_ : l_2969_);
                float _e5246 = l_mut_749_;
                float l_2986_ = (_e5246 + l_2967_);
                float l_2987_ = (l_2973_ ? l_2985_ : l_2986_);
                l_mut_749_ = l_2987_;
                uint l_2988_ = uint(l_2975_);
                uint _e5250 = l_mut_119_;
                l_mut_119_ = (_e5250 + l_2988_);
                float _e5252 = l_mut_749_;
                float l_2989_ = (_e5252 + l_2962_);
                float l_2990_ = (l_2989_ * l_4_);
                float _e5255 = l_mut_749_;
                float l_2991_ = (l_2990_ - _e5255);
                float l_2992_ = (l_2991_ * l_4_);
                float l_2993_ = (l_2962_ - l_2992_);
                uint _e5259 = l_mut_119_;
                bool l_2994_ = (_e5259 < 3u);
                bool l_2995_ = (l_2993_ != 0.0);
                if (l_2994_) {
                    local_172 = l_2995_;
                } else {
                    local_172 = false;
                }
                bool l_2996_ = local_172;
                uint _e5268 = l_mut_119_;
                bool l_2997_ = (_e5268 == 0u);
                if (l_2996_) {
                    local_173 = l_2997_;
                } else {
                    local_173 = false;
                }
                bool l_2998_ = local_173;
                float _e5275 = l_mut_2341_;
                float l_2999_ = (l_2998_ ? l_2990_ : _e5275);
                l_mut_2341_ = l_2999_;
                uint _e5277 = l_mut_119_;
                bool l_3000_ = (_e5277 == 1u);
                if (l_2996_) {
                    local_174 = l_3000_;
                } else {
                    local_174 = false;
                }
                bool l_3001_ = local_174;
                float _e5284 = l_mut_2339_;
                float l_3002_ = (l_3001_ ? l_2990_ : _e5284);
                l_mut_2339_ = l_3002_;
                uint _e5286 = l_mut_119_;
                bool l_3003_ = (_e5286 == 2u);
                if (l_2996_) {
                    local_175 = l_3003_;
                } else {
                    local_175 = false;
                }
                bool l_3004_ = local_175;
                float _e5293 = l_mut_2338_;
                float l_3005_ = (l_3004_ ? l_2990_ : _e5293);
                l_mut_2338_ = l_3005_;
                float l_3006_ = (l_2996_ ? l_2993_ : l_2990_);
                float _e5296 = l_mut_749_;
                float l_3007_ = (_e5296 + l_2962_);
                float l_3008_ = (l_2994_ ? l_3006_ : l_3007_);
                l_mut_749_ = l_3008_;
                uint l_3009_ = uint(l_2996_);
                uint _e5300 = l_mut_119_;
                l_mut_119_ = (_e5300 + l_3009_);
                float _e5302 = l_mut_749_;
                float l_3010_ = (_e5302 + l_2957_);
                float l_3011_ = (l_3010_ * l_4_);
                float _e5305 = l_mut_749_;
                float l_3012_ = (l_3011_ - _e5305);
                float l_3013_ = (l_3012_ * l_4_);
                float l_3014_ = (l_2957_ - l_3013_);
                uint _e5309 = l_mut_119_;
                bool l_3015_ = (_e5309 < 3u);
                bool l_3016_ = (l_3014_ != 0.0);
                if (l_3015_) {
                    local_176 = l_3016_;
                } else {
                    local_176 = false;
                }
                bool l_3017_ = local_176;
                uint _e5318 = l_mut_119_;
                bool l_3018_ = (_e5318 == 0u);
                if (l_3017_) {
                    local_177 = l_3018_;
                } else {
                    local_177 = false;
                }
                bool l_3019_ = local_177;
                float _e5325 = l_mut_2341_;
                float l_3020_ = (l_3019_ ? l_3011_ : _e5325);
                l_mut_2341_ = l_3020_;
                uint _e5327 = l_mut_119_;
                bool l_3021_ = (_e5327 == 1u);
                if (l_3017_) {
                    local_178 = l_3021_;
                } else {
                    local_178 = false;
                }
                bool l_3022_ = local_178;
                float _e5334 = l_mut_2339_;
                float l_3023_ = (l_3022_ ? l_3011_ : _e5334);
                l_mut_2339_ = l_3023_;
                uint _e5336 = l_mut_119_;
                bool l_3024_ = (_e5336 == 2u);
                if (l_3017_) {
                    local_179 = l_3024_;
                } else {
                    local_179 = false;
                }
                bool l_3025_ = local_179;
                float _e5343 = l_mut_2338_;
                float l_3026_ = (l_3025_ ? l_3011_ : _e5343);
                l_mut_2338_ = l_3026_;
                float l_3027_ = (l_3017_ ? l_3014_ : l_3011_);
                float _e5346 = l_mut_749_;
                float l_3028_ = (_e5346 + l_2957_);
                float l_3029_ = (l_3015_ ? l_3027_ : l_3028_);
                l_mut_749_ = l_3029_;
                uint l_3030_ = uint(l_3017_);
                uint _e5350 = l_mut_119_;
                l_mut_119_ = (_e5350 + l_3030_);
                float _e5352 = l_mut_749_;
                float l_3031_ = (_e5352 + l_2952_);
                float l_3032_ = (l_3031_ * l_4_);
                float _e5355 = l_mut_749_;
                float l_3033_ = (l_3032_ - _e5355);
                float l_3034_ = (l_3033_ * l_4_);
                float l_3035_ = (l_2952_ - l_3034_);
                uint _e5359 = l_mut_119_;
                bool l_3036_ = (_e5359 < 3u);
                bool l_3037_ = (l_3035_ != 0.0);
                if (l_3036_) {
                    local_180 = l_3037_;
                } else {
                    local_180 = false;
                }
                bool l_3038_ = local_180;
                uint _e5368 = l_mut_119_;
                bool l_3039_ = (_e5368 == 0u);
                if (l_3038_) {
                    local_181 = l_3039_;
                } else {
                    local_181 = false;
                }
                bool l_3040_ = local_181;
                float _e5375 = l_mut_2341_;
                float l_3041_ = (l_3040_ ? l_3032_ : _e5375);
                l_mut_2341_ = l_3041_;
                uint _e5377 = l_mut_119_;
                bool l_3042_ = (_e5377 == 1u);
                if (l_3038_) {
                    local_182 = l_3042_;
                } else {
                    local_182 = false;
                }
                bool l_3043_ = local_182;
                float _e5384 = l_mut_2339_;
                float l_3044_ = (l_3043_ ? l_3032_ : _e5384);
                l_mut_2339_ = l_3044_;
                uint _e5386 = l_mut_119_;
                bool l_3045_ = (_e5386 == 2u);
                if (l_3038_) {
                    local_183 = l_3045_;
                } else {
                    local_183 = false;
                }
                bool l_3046_ = local_183;
                float _e5393 = l_mut_2338_;
                float l_3047_ = (l_3046_ ? l_3032_ : _e5393);
                l_mut_2338_ = l_3047_;
                float l_3048_ = (l_3038_ ? l_3035_ : l_3032_);
                float _e5396 = l_mut_749_;
                float l_3049_ = (_e5396 + l_2952_);
                float l_3050_ = (l_3036_ ? l_3048_ : l_3049_);
                l_mut_749_ = l_3050_;
                uint l_3051_ = uint(l_3038_);
                uint _e5400 = l_mut_119_;
                l_mut_119_ = (_e5400 + l_3051_);
                uint _e5402 = l_mut_119_;
                bool l_3052_ = (_e5402 == 0u);
                float _e5405 = l_mut_2341_;
                float _e5406 = l_mut_749_;
                float l_3053_ = (l_3052_ ? _e5406 : _e5405);
                l_mut_2341_ = l_3053_;
                uint _e5408 = l_mut_119_;
                bool l_3054_ = (_e5408 == 1u);
                float _e5411 = l_mut_2339_;
                float _e5412 = l_mut_749_;
                float l_3055_ = (l_3054_ ? _e5412 : _e5411);
                l_mut_2339_ = l_3055_;
                uint _e5414 = l_mut_119_;
                bool l_3056_ = (_e5414 == 2u);
                float _e5417 = l_mut_2338_;
                float _e5418 = l_mut_749_;
                float l_3057_ = (l_3056_ ? _e5418 : _e5417);
                l_mut_2338_ = l_3057_;
                uint _e5420 = l_mut_119_;
                bool l_3058_ = (_e5420 == 3u);
                float _e5423 = l_mut_2337_;
                float _e5424 = l_mut_749_;
                float l_3059_ = (l_3058_ ? _e5424 : _e5423);
                l_mut_2337_ = l_3059_;
                float _e5426 = l_mut_2341_;
                float l_3060_ = (_e5426 + -1.0);
                float l_3061_ = (l_3060_ * l_4_);
                float _e5430 = l_mut_2341_;
                float l_3062_ = (l_3061_ - _e5430);
                float l_3063_ = (l_3062_ * l_4_);
                float l_3064_ = (l_3061_ - l_3063_);
                float l_3065_ = (l_3064_ * l_4_);
                float _e5435 = l_mut_2341_;
                float l_3066_ = (_e5435 - l_3065_);
                float l_3067_ = (-1.0 - l_3063_);
                float l_3068_ = (l_3066_ + l_3067_);
                float _e5440 = l_mut_2339_;
                float l_3069_ = (_e5440 + l_3068_);
                float l_3070_ = (l_3069_ * l_4_);
                float _e5443 = l_mut_2339_;
                float l_3071_ = (l_3070_ - _e5443);
                float l_3072_ = (l_3071_ * l_4_);
                float l_3073_ = (l_3070_ - l_3072_);
                float l_3074_ = (l_3073_ * l_4_);
                float _e5448 = l_mut_2339_;
                float l_3075_ = (_e5448 - l_3074_);
                float l_3076_ = (l_3068_ - l_3072_);
                float l_3077_ = (l_3075_ + l_3076_);
                float _e5452 = l_mut_2338_;
                float l_3078_ = (_e5452 + l_3077_);
                float l_3079_ = (l_3078_ * l_4_);
                float _e5455 = l_mut_2338_;
                float l_3080_ = (l_3079_ - _e5455);
                float l_3081_ = (l_3080_ * l_4_);
                float l_3082_ = (l_3079_ - l_3081_);
                float l_3083_ = (l_3082_ * l_4_);
                float _e5460 = l_mut_2338_;
                float l_3084_ = (_e5460 - l_3083_);
                float l_3085_ = (l_3077_ - l_3081_);
                float l_3086_ = (l_3084_ + l_3085_);
                float _e5464 = l_mut_2337_;
                float l_3087_ = (_e5464 + l_3086_);
                float l_3088_ = (l_3087_ * l_4_);
                float _e5467 = l_mut_2337_;
                float l_3089_ = (l_3088_ - _e5467);
                float l_3090_ = (l_3089_ * l_4_);
                float l_3091_ = (l_3088_ - l_3090_);
                float l_3092_ = (l_3091_ * l_4_);
                float _e5472 = l_mut_2337_;
                float l_3093_ = (_e5472 - l_3092_);
                float l_3094_ = (l_3086_ - l_3090_);
                float l_3095_ = (l_3093_ + l_3094_);
                float l_3096_ = (l_3088_ + l_3095_);
                float l_3097_ = (l_3096_ * l_4_);
                float l_3098_ = (l_3097_ - l_3088_);
                float l_3099_ = (l_3098_ * l_4_);
                float l_3100_ = (l_3095_ - l_3099_);
                float l_3101_ = (l_3079_ + l_3097_);
                float l_3102_ = (l_3101_ * l_4_);
                float l_3103_ = (l_3102_ - l_3079_);
                float l_3104_ = (l_3103_ * l_4_);
                float l_3105_ = (l_3097_ - l_3104_);
                float l_3106_ = (l_3070_ + l_3102_);
                float l_3107_ = (l_3106_ * l_4_);
                float l_3108_ = (l_3107_ - l_3070_);
                float l_3109_ = (l_3108_ * l_4_);
                float l_3110_ = (l_3102_ - l_3109_);
                float l_3111_ = (l_3061_ + l_3107_);
                float l_3112_ = (l_3111_ * l_4_);
                float l_3113_ = (l_3112_ - l_3061_);
                float l_3114_ = (l_3113_ * l_4_);
                float l_3115_ = (l_3107_ - l_3114_);
                l_mut_749_ = 0.0;
                l_mut_747_ = 0.0;
                l_mut_746_ = 0.0;
                l_mut_745_ = 0.0;
                l_mut_118_ = l_3112_;
                l_mut_119_ = 0u;
                float _e5501 = l_mut_118_;
                float l_3116_ = (_e5501 + l_3115_);
                float l_3117_ = (l_3116_ * l_4_);
                float _e5504 = l_mut_118_;
                float l_3118_ = (l_3117_ - _e5504);
                float l_3119_ = (l_3118_ * l_4_);
                float l_3120_ = (l_3115_ - l_3119_);
                uint _e5508 = l_mut_119_;
                bool l_3121_ = (_e5508 < 3u);
                bool l_3122_ = (l_3120_ != 0.0);
                if (l_3121_) {
                    local_184 = l_3122_;
                } else {
                    local_184 = false;
                }
                bool l_3123_ = local_184;
                uint _e5517 = l_mut_119_;
                bool l_3124_ = (_e5517 == 0u);
                if (l_3123_) {
                    local_185 = l_3124_;
                } else {
                    local_185 = false;
                }
                bool l_3125_ = local_185;
                float _e5524 = l_mut_749_;
                float l_3126_ = (l_3125_ ? l_3117_ : _e5524);
                l_mut_749_ = l_3126_;
                uint _e5526 = l_mut_119_;
                bool l_3127_ = (_e5526 == 1u);
                if (l_3123_) {
                    local_186 = l_3127_;
                } else {
                    local_186 = false;
                }
                bool l_3128_ = local_186;
                float _e5533 = l_mut_747_;
                float l_3129_ = (l_3128_ ? l_3117_ : _e5533);
                l_mut_747_ = l_3129_;
                uint _e5535 = l_mut_119_;
                bool l_3130_ = (_e5535 == 2u);
                if (l_3123_) {
                    local_187 = l_3130_;
                } else {
                    local_187 = false;
                }
                bool l_3131_ = local_187;
                float _e5542 = l_mut_746_;
                float l_3132_ = (l_3131_ ? l_3117_ : _e5542);
                l_mut_746_ = l_3132_;
                float l_3133_ = (l_3123_ ? l_3120_ : l_3117_);
                float _e5545 = l_mut_118_;
                float l_3134_ = (_e5545 + l_3115_);
                float l_3135_ = (l_3121_ ? l_3133_ : l_3134_);
                l_mut_118_ = l_3135_;
                uint l_3136_ = uint(l_3123_);
                uint _e5549 = l_mut_119_;
                l_mut_119_ = (_e5549 + l_3136_);
                float _e5551 = l_mut_118_;
                float l_3137_ = (_e5551 + l_3110_);
                float l_3138_ = (l_3137_ * l_4_);
                float _e5554 = l_mut_118_;
                float l_3139_ = (l_3138_ - _e5554);
                float l_3140_ = (l_3139_ * l_4_);
                float l_3141_ = (l_3110_ - l_3140_);
                uint _e5558 = l_mut_119_;
                bool l_3142_ = (_e5558 < 3u);
                bool l_3143_ = (l_3141_ != 0.0);
                if (l_3142_) {
                    local_188 = l_3143_;
                } else {
                    local_188 = false;
                }
                bool l_3144_ = local_188;
                uint _e5567 = l_mut_119_;
                bool l_3145_ = (_e5567 == 0u);
                if (l_3144_) {
                    local_189 = l_3145_;
                } else {
                    local_189 = false;
                }
                bool l_3146_ = local_189;
                float _e5574 = l_mut_749_;
                float l_3147_ = (l_3146_ ? l_3138_ : _e5574);
                l_mut_749_ = l_3147_;
                uint _e5576 = l_mut_119_;
                bool l_3148_ = (_e5576 == 1u);
                if (l_3144_) {
                    local_190 = l_3148_;
                } else {
                    local_190 = false;
                }
                bool l_3149_ = local_190;
                float _e5583 = l_mut_747_;
                float l_3150_ = (l_3149_ ? l_3138_ : _e5583);
                l_mut_747_ = l_3150_;
                uint _e5585 = l_mut_119_;
                bool l_3151_ = (_e5585 == 2u);
                if (l_3144_) {
                    local_191 = l_3151_;
                } else {
                    local_191 = false;
                }
                bool l_3152_ = local_191;
                float _e5592 = l_mut_746_;
                float l_3153_ = (l_3152_ ? l_3138_ : _e5592);
                l_mut_746_ = l_3153_;
                float l_3154_ = (l_3144_ ? l_3141_ : l_3138_);
                float _e5595 = l_mut_118_;
                float l_3155_ = (_e5595 + l_3110_);
                float l_3156_ = (l_3142_ ? l_3154_ : l_3155_);
                l_mut_118_ = l_3156_;
                uint l_3157_ = uint(l_3144_);
                uint _e5599 = l_mut_119_;
                l_mut_119_ = (_e5599 + l_3157_);
                float _e5601 = l_mut_118_;
                float l_3158_ = (_e5601 + l_3105_);
                float l_3159_ = (l_3158_ * l_4_);
                float _e5604 = l_mut_118_;
                float l_3160_ = (l_3159_ - _e5604);
                float l_3161_ = (l_3160_ * l_4_);
                float l_3162_ = (l_3105_ - l_3161_);
                uint _e5608 = l_mut_119_;
                bool l_3163_ = (_e5608 < 3u);
                bool l_3164_ = (l_3162_ != 0.0);
                if (l_3163_) {
                    local_192 = l_3164_;
                } else {
                    local_192 = false;
                }
                bool l_3165_ = local_192;
                uint _e5617 = l_mut_119_;
                bool l_3166_ = (_e5617 == 0u);
                if (l_3165_) {
                    local_193 = l_3166_;
                } else {
                    local_193 = false;
                }
                bool l_3167_ = local_193;
                float _e5624 = l_mut_749_;
                float l_3168_ = (l_3167_ ? l_3159_ : _e5624);
                l_mut_749_ = l_3168_;
                uint _e5626 = l_mut_119_;
                bool l_3169_ = (_e5626 == 1u);
                if (l_3165_) {
                    local_194 = l_3169_;
                } else {
                    local_194 = false;
                }
                bool l_3170_ = local_194;
                float _e5633 = l_mut_747_;
                float l_3171_ = (l_3170_ ? l_3159_ : _e5633);
                l_mut_747_ = l_3171_;
                uint _e5635 = l_mut_119_;
                bool l_3172_ = (_e5635 == 2u);
                if (l_3165_) {
                    local_195 = l_3172_;
                } else {
                    local_195 = false;
                }
                bool l_3173_ = local_195;
                float _e5642 = l_mut_746_;
                float l_3174_ = (l_3173_ ? l_3159_ : _e5642);
                l_mut_746_ = l_3174_;
                float l_3175_ = (l_3165_ ? l_3162_ : l_3159_);
                float _e5645 = l_mut_118_;
                float l_3176_ = (_e5645 + l_3105_);
                float l_3177_ = (l_3163_ ? l_3175_ : l_3176_);
                l_mut_118_ = l_3177_;
                uint l_3178_ = uint(l_3165_);
                uint _e5649 = l_mut_119_;
                l_mut_119_ = (_e5649 + l_3178_);
                float _e5651 = l_mut_118_;
                float l_3179_ = (_e5651 + l_3100_);
                float l_3180_ = (l_3179_ * l_4_);
                float _e5654 = l_mut_118_;
                float l_3181_ = (l_3180_ - _e5654);
                float l_3182_ = (l_3181_ * l_4_);
                float l_3183_ = (l_3100_ - l_3182_);
                uint _e5658 = l_mut_119_;
                bool l_3184_ = (_e5658 < 3u);
                bool l_3185_ = (l_3183_ != 0.0);
                if (l_3184_) {
                    local_196 = l_3185_;
                } else {
                    local_196 = false;
                }
                bool l_3186_ = local_196;
                uint _e5667 = l_mut_119_;
                bool l_3187_ = (_e5667 == 0u);
                if (l_3186_) {
                    local_197 = l_3187_;
                } else {
                    local_197 = false;
                }
                bool l_3188_ = local_197;
                float _e5674 = l_mut_749_;
                float l_3189_ = (l_3188_ ? l_3180_ : _e5674);
                l_mut_749_ = l_3189_;
                uint _e5676 = l_mut_119_;
                bool l_3190_ = (_e5676 == 1u);
                if (l_3186_) {
                    local_198 = l_3190_;
                } else {
                    local_198 = false;
                }
                bool l_3191_ = local_198;
                float _e5683 = l_mut_747_;
                float l_3192_ = (l_3191_ ? l_3180_ : _e5683);
                l_mut_747_ = l_3192_;
                uint _e5685 = l_mut_119_;
                bool l_3193_ = (_e5685 == 2u);
                if (l_3186_) {
                    local_199 = l_3193_;
                } else {
                    local_199 = false;
                }
                bool l_3194_ = local_199;
                float _e5692 = l_mut_746_;
                float l_3195_ = (l_3194_ ? l_3180_ : _e5692);
                l_mut_746_ = l_3195_;
                float l_3196_ = (l_3186_ ? l_3183_ : l_3180_);
                float _e5695 = l_mut_118_;
                float l_3197_ = (_e5695 + l_3100_);
                float l_3198_ = (l_3184_ ? l_3196_ : l_3197_);
                l_mut_118_ = l_3198_;
                uint l_3199_ = uint(l_3186_);
                uint _e5699 = l_mut_119_;
                l_mut_119_ = (_e5699 + l_3199_);
                uint _e5701 = l_mut_119_;
                bool l_3200_ = (_e5701 == 0u);
                float _e5704 = l_mut_749_;
                float _e5705 = l_mut_118_;
                float l_3201_ = (l_3200_ ? _e5705 : _e5704);
                l_mut_749_ = l_3201_;
                uint _e5707 = l_mut_119_;
                bool l_3202_ = (_e5707 == 1u);
                float _e5710 = l_mut_747_;
                float _e5711 = l_mut_118_;
                float l_3203_ = (l_3202_ ? _e5711 : _e5710);
                l_mut_747_ = l_3203_;
                uint _e5713 = l_mut_119_;
                bool l_3204_ = (_e5713 == 2u);
                float _e5716 = l_mut_746_;
                float _e5717 = l_mut_118_;
                float l_3205_ = (l_3204_ ? _e5717 : _e5716);
                l_mut_746_ = l_3205_;
                uint _e5719 = l_mut_119_;
                bool l_3206_ = (_e5719 == 3u);
                float _e5722 = l_mut_745_;
                float _e5723 = l_mut_118_;
                float l_3207_ = (l_3206_ ? _e5723 : _e5722);
                l_mut_745_ = l_3207_;
                float _e5726 = l_mut_27_;
                a_3208_[0] = _e5726;
                float _e5728 = l_mut_749_;
                a_3208_[1] = _e5728;
                float _e5730 = l_mut_28_;
                a_3208_[2] = _e5730;
                float _e5732 = l_mut_747_;
                a_3208_[3] = _e5732;
                float _e5734 = l_mut_29_;
                a_3208_[4] = _e5734;
                float _e5736 = l_mut_746_;
                a_3208_[5] = _e5736;
                float _e5738 = l_mut_30_;
                a_3208_[6] = _e5738;
                float _e5740 = l_mut_745_;
                a_3208_[7] = _e5740;
                float l_3209_ = a_3208_[7];
                l_mut_2341_ = l_3209_;
                float l_3210_ = a_3208_[6];
                float _e5745 = l_mut_2341_;
                float l_3211_ = (l_3210_ + _e5745);
                float l_3212_ = (l_3211_ * l_4_);
                float l_3213_ = (l_3212_ - l_3210_);
                float l_3214_ = (l_3213_ * l_4_);
                float l_3215_ = (l_3212_ - l_3214_);
                float l_3216_ = (l_3215_ * l_4_);
                float l_3217_ = (l_3210_ - l_3216_);
                float _e5753 = l_mut_2341_;
                float l_3218_ = (_e5753 - l_3214_);
                float l_3219_ = (l_3217_ + l_3218_);
                a_3208_[7] = l_3219_;
                l_mut_2341_ = l_3212_;
                float l_3220_ = a_3208_[5];
                float _e5759 = l_mut_2341_;
                float l_3221_ = (l_3220_ + _e5759);
                float l_3222_ = (l_3221_ * l_4_);
                float l_3223_ = (l_3222_ - l_3220_);
                float l_3224_ = (l_3223_ * l_4_);
                float l_3225_ = (l_3222_ - l_3224_);
                float l_3226_ = (l_3225_ * l_4_);
                float l_3227_ = (l_3220_ - l_3226_);
                float _e5767 = l_mut_2341_;
                float l_3228_ = (_e5767 - l_3224_);
                float l_3229_ = (l_3227_ + l_3228_);
                a_3208_[6] = l_3229_;
                l_mut_2341_ = l_3222_;
                float l_3230_ = a_3208_[4];
                float _e5773 = l_mut_2341_;
                float l_3231_ = (l_3230_ + _e5773);
                float l_3232_ = (l_3231_ * l_4_);
                float l_3233_ = (l_3232_ - l_3230_);
                float l_3234_ = (l_3233_ * l_4_);
                float l_3235_ = (l_3232_ - l_3234_);
                float l_3236_ = (l_3235_ * l_4_);
                float l_3237_ = (l_3230_ - l_3236_);
                float _e5781 = l_mut_2341_;
                float l_3238_ = (_e5781 - l_3234_);
                float l_3239_ = (l_3237_ + l_3238_);
                a_3208_[5] = l_3239_;
                l_mut_2341_ = l_3232_;
                float l_3240_ = a_3208_[3];
                float _e5787 = l_mut_2341_;
                float l_3241_ = (l_3240_ + _e5787);
                float l_3242_ = (l_3241_ * l_4_);
                float l_3243_ = (l_3242_ - l_3240_);
                float l_3244_ = (l_3243_ * l_4_);
                float l_3245_ = (l_3242_ - l_3244_);
                float l_3246_ = (l_3245_ * l_4_);
                float l_3247_ = (l_3240_ - l_3246_);
                float _e5795 = l_mut_2341_;
                float l_3248_ = (_e5795 - l_3244_);
                float l_3249_ = (l_3247_ + l_3248_);
                a_3208_[4] = l_3249_;
                l_mut_2341_ = l_3242_;
                float l_3250_ = a_3208_[2];
                float _e5801 = l_mut_2341_;
                float l_3251_ = (l_3250_ + _e5801);
                float l_3252_ = (l_3251_ * l_4_);
                float l_3253_ = (l_3252_ - l_3250_);
                float l_3254_ = (l_3253_ * l_4_);
                float l_3255_ = (l_3252_ - l_3254_);
                float l_3256_ = (l_3255_ * l_4_);
                float l_3257_ = (l_3250_ - l_3256_);
                float _e5809 = l_mut_2341_;
                float l_3258_ = (_e5809 - l_3254_);
                float l_3259_ = (l_3257_ + l_3258_);
                a_3208_[3] = l_3259_;
                l_mut_2341_ = l_3252_;
                float l_3260_ = a_3208_[1];
                float _e5815 = l_mut_2341_;
                float l_3261_ = (l_3260_ + _e5815);
                float l_3262_ = (l_3261_ * l_4_);
                float l_3263_ = (l_3262_ - l_3260_);
                float l_3264_ = (l_3263_ * l_4_);
                float l_3265_ = (l_3262_ - l_3264_);
                float l_3266_ = (l_3265_ * l_4_);
                float l_3267_ = (l_3260_ - l_3266_);
                float _e5823 = l_mut_2341_;
                float l_3268_ = (_e5823 - l_3264_);
                float l_3269_ = (l_3267_ + l_3268_);
                a_3208_[2] = l_3269_;
                l_mut_2341_ = l_3262_;
                float l_3270_ = a_3208_[0];
                float _e5829 = l_mut_2341_;
                float l_3271_ = (l_3270_ + _e5829);
                float l_3272_ = (l_3271_ * l_4_);
                float l_3273_ = (l_3272_ - l_3270_);
                float l_3274_ = (l_3273_ * l_4_);
                float l_3275_ = (l_3272_ - l_3274_);
                float l_3276_ = (l_3275_ * l_4_);
                float l_3277_ = (l_3270_ - l_3276_);
                float _e5837 = l_mut_2341_;
                float l_3278_ = (_e5837 - l_3274_);
                float l_3279_ = (l_3277_ + l_3278_);
                a_3208_[1] = l_3279_;
                l_mut_2341_ = l_3272_;
                float _e5842 = l_mut_2341_;
                a_3208_[0] = _e5842;
                float l_3280_ = a_3208_[7];
                l_mut_2341_ = l_3280_;
                float l_3281_ = a_3208_[6];
                float _e5847 = l_mut_2341_;
                float l_3282_ = (l_3281_ + _e5847);
                float l_3283_ = (l_3282_ * l_4_);
                float l_3284_ = (l_3283_ - l_3281_);
                float l_3285_ = (l_3284_ * l_4_);
                float l_3286_ = (l_3283_ - l_3285_);
                float l_3287_ = (l_3286_ * l_4_);
                float l_3288_ = (l_3281_ - l_3287_);
                float _e5855 = l_mut_2341_;
                float l_3289_ = (_e5855 - l_3285_);
                float l_3290_ = (l_3288_ + l_3289_);
                a_3208_[7] = l_3290_;
                l_mut_2341_ = l_3283_;
                float l_3291_ = a_3208_[5];
                float _e5861 = l_mut_2341_;
                float l_3292_ = (l_3291_ + _e5861);
                float l_3293_ = (l_3292_ * l_4_);
                float l_3294_ = (l_3293_ - l_3291_);
                float l_3295_ = (l_3294_ * l_4_);
                float l_3296_ = (l_3293_ - l_3295_);
                float l_3297_ = (l_3296_ * l_4_);
                float l_3298_ = (l_3291_ - l_3297_);
                float _e5869 = l_mut_2341_;
                float l_3299_ = (_e5869 - l_3295_);
                float l_3300_ = (l_3298_ + l_3299_);
                a_3208_[6] = l_3300_;
                l_mut_2341_ = l_3293_;
                float l_3301_ = a_3208_[4];
                float _e5875 = l_mut_2341_;
                float l_3302_ = (l_3301_ + _e5875);
                float l_3303_ = (l_3302_ * l_4_);
                float l_3304_ = (l_3303_ - l_3301_);
                float l_3305_ = (l_3304_ * l_4_);
                float l_3306_ = (l_3303_ - l_3305_);
                float l_3307_ = (l_3306_ * l_4_);
                float l_3308_ = (l_3301_ - l_3307_);
                float _e5883 = l_mut_2341_;
                float l_3309_ = (_e5883 - l_3305_);
                float l_3310_ = (l_3308_ + l_3309_);
                a_3208_[5] = l_3310_;
                l_mut_2341_ = l_3303_;
                float l_3311_ = a_3208_[3];
                float _e5889 = l_mut_2341_;
                float l_3312_ = (l_3311_ + _e5889);
                float l_3313_ = (l_3312_ * l_4_);
                float l_3314_ = (l_3313_ - l_3311_);
                float l_3315_ = (l_3314_ * l_4_);
                float l_3316_ = (l_3313_ - l_3315_);
                float l_3317_ = (l_3316_ * l_4_);
                float l_3318_ = (l_3311_ - l_3317_);
                float _e5897 = l_mut_2341_;
                float l_3319_ = (_e5897 - l_3315_);
                float l_3320_ = (l_3318_ + l_3319_);
                a_3208_[4] = l_3320_;
                l_mut_2341_ = l_3313_;
                float l_3321_ = a_3208_[2];
                float _e5903 = l_mut_2341_;
                float l_3322_ = (l_3321_ + _e5903);
                float l_3323_ = (l_3322_ * l_4_);
                float l_3324_ = (l_3323_ - l_3321_);
                float l_3325_ = (l_3324_ * l_4_);
                float l_3326_ = (l_3323_ - l_3325_);
                float l_3327_ = (l_3326_ * l_4_);
                float l_3328_ = (l_3321_ - l_3327_);
                float _e5911 = l_mut_2341_;
                float l_3329_ = (_e5911 - l_3325_);
                float l_3330_ = (l_3328_ + l_3329_);
                a_3208_[3] = l_3330_;
                l_mut_2341_ = l_3323_;
                float l_3331_ = a_3208_[1];
                float _e5917 = l_mut_2341_;
                float l_3332_ = (l_3331_ + _e5917);
                float l_3333_ = (l_3332_ * l_4_);
                float l_3334_ = (l_3333_ - l_3331_);
                float l_3335_ = (l_3334_ * l_4_);
                float l_3336_ = (l_3333_ - l_3335_);
                float l_3337_ = (l_3336_ * l_4_);
                float l_3338_ = (l_3331_ - l_3337_);
                float _e5925 = l_mut_2341_;
                float l_3339_ = (_e5925 - l_3335_);
                float l_3340_ = (l_3338_ + l_3339_);
                a_3208_[2] = l_3340_;
                l_mut_2341_ = l_3333_;
                float l_3341_ = a_3208_[0];
                float _e5931 = l_mut_2341_;
                float l_3342_ = (l_3341_ + _e5931);
                float l_3343_ = (l_3342_ * l_4_);
                float l_3344_ = (l_3343_ - l_3341_);
                float l_3345_ = (l_3344_ * l_4_);
                float l_3346_ = (l_3343_ - l_3345_);
                float l_3347_ = (l_3346_ * l_4_);
                float l_3348_ = (l_3341_ - l_3347_);
                float _e5939 = l_mut_2341_;
                float l_3349_ = (_e5939 - l_3345_);
                float l_3350_ = (l_3348_ + l_3349_);
                a_3208_[1] = l_3350_;
                l_mut_2341_ = l_3343_;
                float _e5944 = l_mut_2341_;
                a_3208_[0] = _e5944;
                l_mut_2341_ = 0.0;
                l_mut_2339_ = 0.0;
                l_mut_2338_ = 0.0;
                l_mut_2337_ = 0.0;
                float l_3351_ = a_3208_[0];
                l_mut_118_ = l_3351_;
                l_mut_119_ = 0u;
                float l_3352_ = a_3208_[1];
                float _e5954 = l_mut_118_;
                float l_3353_ = (_e5954 + l_3352_);
                float l_3354_ = (l_3353_ * l_4_);
                float _e5957 = l_mut_118_;
                float l_3355_ = (l_3354_ - _e5957);
                float l_3356_ = (l_3355_ * l_4_);
                float l_3357_ = (l_3354_ - l_3356_);
                float l_3358_ = (l_3357_ * l_4_);
                float _e5962 = l_mut_118_;
                float l_3359_ = (_e5962 - l_3358_);
                float l_3360_ = (l_3352_ - l_3356_);
                float l_3361_ = (l_3359_ + l_3360_);
                uint _e5966 = l_mut_119_;
                bool l_3362_ = (_e5966 < 3u);
                bool l_3363_ = (l_3361_ != 0.0);
                if (l_3362_) {
                    local_200 = l_3363_;
                } else {
                    local_200 = false;
                }
                bool l_3364_ = local_200;
                uint _e5975 = l_mut_119_;
                bool l_3365_ = (_e5975 == 0u);
                if (l_3364_) {
                    local_201 = l_3365_;
                } else {
                    local_201 = false;
                }
                bool l_3366_ = local_201;
                float _e5982 = l_mut_2341_;
                float l_3367_ = (l_3366_ ? l_3354_ : _e5982);
                l_mut_2341_ = l_3367_;
                uint _e5984 = l_mut_119_;
                bool l_3368_ = (_e5984 == 1u);
                if (l_3364_) {
                    local_202 = l_3368_;
                } else {
                    local_202 = false;
                }
                bool l_3369_ = local_202;
                float _e5991 = l_mut_2339_;
                float l_3370_ = (l_3369_ ? l_3354_ : _e5991);
                l_mut_2339_ = l_3370_;
                uint _e5993 = l_mut_119_;
                bool l_3371_ = (_e5993 == 2u);
                if (l_3364_) {
                    local_203 = l_3371_;
                } else {
                    local_203 = false;
                }
                bool l_3372_ = local_203;
                float _e6000 = l_mut_2338_;
                float l_3373_ = (l_3372_ ? l_3354_ : _e6000);
                l_mut_2338_ = l_3373_;
                float l_3374_ = (l_3364_ ? l_3361_ : l_3354_);
                float _e6003 = l_mut_118_;
                float l_3375_ = (_e6003 + l_3352_);
                float l_3376_ = (l_3362_ ? l_3374_ : l_3375_);
                l_mut_118_ = l_3376_;
                uint l_3377_ = uint(l_3364_);
                uint _e6007 = l_mut_119_;
                l_mut_119_ = (_e6007 + l_3377_);
                float l_3378_ = a_3208_[2];
                float _e6011 = l_mut_118_;
                float l_3379_ = (_e6011 + l_3378_);
                float l_3380_ = (l_3379_ * l_4_);
                float _e6014 = l_mut_118_;
                float l_3381_ = (l_3380_ - _e6014);
                float l_3382_ = (l_3381_ * l_4_);
                float l_3383_ = (l_3380_ - l_3382_);
                float l_3384_ = (l_3383_ * l_4_);
                float _e6019 = l_mut_118_;
                float l_3385_ = (_e6019 - l_3384_);
                float l_3386_ = (l_3378_ - l_3382_);
                float l_3387_ = (l_3385_ + l_3386_);
                uint _e6023 = l_mut_119_;
                bool l_3388_ = (_e6023 < 3u);
                bool l_3389_ = (l_3387_ != 0.0);
                if (l_3388_) {
                    local_204 = l_3389_;
                } else {
                    local_204 = false;
                }
                bool l_3390_ = local_204;
                uint _e6032 = l_mut_119_;
                bool l_3391_ = (_e6032 == 0u);
                if (l_3390_) {
                    local_205 = l_3391_;
                } else {
                    local_205 = false;
                }
                bool l_3392_ = local_205;
                float _e6039 = l_mut_2341_;
                float l_3393_ = (l_3392_ ? l_3380_ : _e6039);
                l_mut_2341_ = l_3393_;
                uint _e6041 = l_mut_119_;
                bool l_3394_ = (_e6041 == 1u);
                if (l_3390_) {
                    local_206 = l_3394_;
                } else {
                    local_206 = false;
                }
                bool l_3395_ = local_206;
                float _e6048 = l_mut_2339_;
                float l_3396_ = (l_3395_ ? l_3380_ : _e6048);
                l_mut_2339_ = l_3396_;
                uint _e6050 = l_mut_119_;
                bool l_3397_ = (_e6050 == 2u);
                if (l_3390_) {
                    local_207 = l_3397_;
                } else {
                    local_207 = false;
                }
                bool l_3398_ = local_207;
                float _e6057 = l_mut_2338_;
                float l_3399_ = (l_3398_ ? l_3380_ : _e6057);
                l_mut_2338_ = l_3399_;
                float l_3400_ = (l_3390_ ? l_3387_ : l_3380_);
                float _e6060 = l_mut_118_;
                float l_3401_ = (_e6060 + l_3378_);
                float l_3402_ = (l_3388_ ? l_3400_ : l_3401_);
                l_mut_118_ = l_3402_;
                uint l_3403_ = uint(l_3390_);
                uint _e6064 = l_mut_119_;
                l_mut_119_ = (_e6064 + l_3403_);
                float l_3404_ = a_3208_[3];
                float _e6068 = l_mut_118_;
                float l_3405_ = (_e6068 + l_3404_);
                float l_3406_ = (l_3405_ * l_4_);
                float _e6071 = l_mut_118_;
                float l_3407_ = (l_3406_ - _e6071);
                float l_3408_ = (l_3407_ * l_4_);
                float l_3409_ = (l_3406_ - l_3408_);
                float l_3410_ = (l_3409_ * l_4_);
                float _e6076 = l_mut_118_;
                float l_3411_ = (_e6076 - l_3410_);
                float l_3412_ = (l_3404_ - l_3408_);
                float l_3413_ = (l_3411_ + l_3412_);
                uint _e6080 = l_mut_119_;
                bool l_3414_ = (_e6080 < 3u);
                bool l_3415_ = (l_3413_ != 0.0);
                if (l_3414_) {
                    local_208 = l_3415_;
                } else {
                    local_208 = false;
                }
                bool l_3416_ = local_208;
                uint _e6089 = l_mut_119_;
                bool l_3417_ = (_e6089 == 0u);
                if (l_3416_) {
                    local_209 = l_3417_;
                } else {
                    local_209 = false;
                }
                bool l_3418_ = local_209;
                float _e6096 = l_mut_2341_;
                float l_3419_ = (l_3418_ ? l_3406_ : _e6096);
                l_mut_2341_ = l_3419_;
                uint _e6098 = l_mut_119_;
                bool l_3420_ = (_e6098 == 1u);
                if (l_3416_) {
                    local_210 = l_3420_;
                } else {
                    local_210 = false;
                }
                bool l_3421_ = local_210;
                float _e6105 = l_mut_2339_;
                float l_3422_ = (l_3421_ ? l_3406_ : _e6105);
                l_mut_2339_ = l_3422_;
                uint _e6107 = l_mut_119_;
                bool l_3423_ = (_e6107 == 2u);
                if (l_3416_) {
                    local_211 = l_3423_;
                } else {
                    local_211 = false;
                }
                bool l_3424_ = local_211;
                float _e6114 = l_mut_2338_;
                float l_3425_ = (l_3424_ ? l_3406_ : _e6114);
                l_mut_2338_ = l_3425_;
                float l_3426_ = (l_3416_ ? l_3413_ : l_3406_);
                float _e6117 = l_mut_118_;
                float l_3427_ = (_e6117 + l_3404_);
                float l_3428_ = (l_3414_ ? l_3426_ : l_3427_);
                l_mut_118_ = l_3428_;
                uint l_3429_ = uint(l_3416_);
                uint _e6121 = l_mut_119_;
                l_mut_119_ = (_e6121 + l_3429_);
                float l_3430_ = a_3208_[4];
                float _e6125 = l_mut_118_;
                float l_3431_ = (_e6125 + l_3430_);
                float l_3432_ = (l_3431_ * l_4_);
                float _e6128 = l_mut_118_;
                float l_3433_ = (l_3432_ - _e6128);
                float l_3434_ = (l_3433_ * l_4_);
                float l_3435_ = (l_3432_ - l_3434_);
                float l_3436_ = (l_3435_ * l_4_);
                float _e6133 = l_mut_118_;
                float l_3437_ = (_e6133 - l_3436_);
                float l_3438_ = (l_3430_ - l_3434_);
                float l_3439_ = (l_3437_ + l_3438_);
                uint _e6137 = l_mut_119_;
                bool l_3440_ = (_e6137 < 3u);
                bool l_3441_ = (l_3439_ != 0.0);
                if (l_3440_) {
                    local_212 = l_3441_;
                } else {
                    local_212 = false;
                }
                bool l_3442_ = local_212;
                uint _e6146 = l_mut_119_;
                bool l_3443_ = (_e6146 == 0u);
                if (l_3442_) {
                    local_213 = l_3443_;
                } else {
                    local_213 = false;
                }
                bool l_3444_ = local_213;
                float _e6153 = l_mut_2341_;
                float l_3445_ = (l_3444_ ? l_3432_ : _e6153);
                l_mut_2341_ = l_3445_;
                uint _e6155 = l_mut_119_;
                bool l_3446_ = (_e6155 == 1u);
                if (l_3442_) {
                    local_214 = l_3446_;
                } else {
                    local_214 = false;
                }
                bool l_3447_ = local_214;
                float _e6162 = l_mut_2339_;
                float l_3448_ = (l_3447_ ? l_3432_ : _e6162);
                l_mut_2339_ = l_3448_;
                uint _e6164 = l_mut_119_;
                bool l_3449_ = (_e6164 == 2u);
                if (l_3442_) {
                    local_215 = l_3449_;
                } else {
                    local_215 = false;
                }
                bool l_3450_ = local_215;
                float _e6171 = l_mut_2338_;
                float l_3451_ = (l_3450_ ? l_3432_ : _e6171);
                l_mut_2338_ = l_3451_;
                float l_3452_ = (l_3442_ ? l_3439_ : l_3432_);
                float _e6174 = l_mut_118_;
                float l_3453_ = (_e6174 + l_3430_);
                float l_3454_ = (l_3440_ ? l_3452_ : l_3453_);
                l_mut_118_ = l_3454_;
                uint l_3455_ = uint(l_3442_);
                uint _e6178 = l_mut_119_;
                l_mut_119_ = (_e6178 + l_3455_);
                float l_3456_ = a_3208_[5];
                float _e6182 = l_mut_118_;
                float l_3457_ = (_e6182 + l_3456_);
                float l_3458_ = (l_3457_ * l_4_);
                float _e6185 = l_mut_118_;
                float l_3459_ = (l_3458_ - _e6185);
                float l_3460_ = (l_3459_ * l_4_);
                float l_3461_ = (l_3458_ - l_3460_);
                float l_3462_ = (l_3461_ * l_4_);
                float _e6190 = l_mut_118_;
                float l_3463_ = (_e6190 - l_3462_);
                float l_3464_ = (l_3456_ - l_3460_);
                float l_3465_ = (l_3463_ + l_3464_);
                uint _e6194 = l_mut_119_;
                bool l_3466_ = (_e6194 < 3u);
                bool l_3467_ = (l_3465_ != 0.0);
                if (l_3466_) {
                    local_216 = l_3467_;
                } else {
                    local_216 = false;
                }
                bool l_3468_ = local_216;
                uint _e6203 = l_mut_119_;
                bool l_3469_ = (_e6203 == 0u);
                if (l_3468_) {
                    local_217 = l_3469_;
                } else {
                    local_217 = false;
                }
                bool l_3470_ = local_217;
                float _e6210 = l_mut_2341_;
                float l_3471_ = (l_3470_ ? l_3458_ : _e6210);
                l_mut_2341_ = l_3471_;
                uint _e6212 = l_mut_119_;
                bool l_3472_ = (_e6212 == 1u);
                if (l_3468_) {
                    local_218 = l_3472_;
                } else {
                    local_218 = false;
                }
                bool l_3473_ = local_218;
                float _e6219 = l_mut_2339_;
                float l_3474_ = (l_3473_ ? l_3458_ : _e6219);
                l_mut_2339_ = l_3474_;
                uint _e6221 = l_mut_119_;
                bool l_3475_ = (_e6221 == 2u);
                if (l_3468_) {
                    local_219 = l_3475_;
                } else {
                    local_219 = false;
                }
                bool l_3476_ = local_219;
                float _e6228 = l_mut_2338_;
                float l_3477_ = (l_3476_ ? l_3458_ : _e6228);
                l_mut_2338_ = l_3477_;
                float l_3478_ = (l_3468_ ? l_3465_ : l_3458_);
                float _e6231 = l_mut_118_;
                float l_3479_ = (_e6231 + l_3456_);
                float l_3480_ = (l_3466_ ? l_3478_ : l_3479_);
                l_mut_118_ = l_3480_;
                uint l_3481_ = uint(l_3468_);
                uint _e6235 = l_mut_119_;
                l_mut_119_ = (_e6235 + l_3481_);
                float l_3482_ = a_3208_[6];
                float _e6239 = l_mut_118_;
                float l_3483_ = (_e6239 + l_3482_);
                float l_3484_ = (l_3483_ * l_4_);
                float _e6242 = l_mut_118_;
                float l_3485_ = (l_3484_ - _e6242);
                float l_3486_ = (l_3485_ * l_4_);
                float l_3487_ = (l_3484_ - l_3486_);
                float l_3488_ = (l_3487_ * l_4_);
                float _e6247 = l_mut_118_;
                float l_3489_ = (_e6247 - l_3488_);
                float l_3490_ = (l_3482_ - l_3486_);
                float l_3491_ = (l_3489_ + l_3490_);
                uint _e6251 = l_mut_119_;
                bool l_3492_ = (_e6251 < 3u);
                bool l_3493_ = (l_3491_ != 0.0);
                if (l_3492_) {
                    local_220 = l_3493_;
                } else {
                    local_220 = false;
                }
                bool l_3494_ = local_220;
                uint _e6260 = l_mut_119_;
                bool l_3495_ = (_e6260 == 0u);
                if (l_3494_) {
                    local_221 = l_3495_;
                } else {
                    local_221 = false;
                }
                bool l_3496_ = local_221;
                float _e6267 = l_mut_2341_;
                float l_3497_ = (l_3496_ ? l_3484_ : _e6267);
                l_mut_2341_ = l_3497_;
                uint _e6269 = l_mut_119_;
                bool l_3498_ = (_e6269 == 1u);
                if (l_3494_) {
                    local_222 = l_3498_;
                } else {
                    local_222 = false;
                }
                bool l_3499_ = local_222;
                float _e6276 = l_mut_2339_;
                float l_3500_ = (l_3499_ ? l_3484_ : _e6276);
                l_mut_2339_ = l_3500_;
                uint _e6278 = l_mut_119_;
                bool l_3501_ = (_e6278 == 2u);
                if (l_3494_) {
                    local_223 = l_3501_;
                } else {
                    local_223 = false;
                }
                bool l_3502_ = local_223;
                float _e6285 = l_mut_2338_;
                float l_3503_ = (l_3502_ ? l_3484_ : _e6285);
                l_mut_2338_ = l_3503_;
                float l_3504_ = (l_3494_ ? l_3491_ : l_3484_);
                float _e6288 = l_mut_118_;
                float l_3505_ = (_e6288 + l_3482_);
                float l_3506_ = (l_3492_ ? l_3504_ : l_3505_);
                l_mut_118_ = l_3506_;
                uint l_3507_ = uint(l_3494_);
                uint _e6292 = l_mut_119_;
                l_mut_119_ = (_e6292 + l_3507_);
                float l_3508_ = a_3208_[7];
                float _e6296 = l_mut_118_;
                float l_3509_ = (_e6296 + l_3508_);
                float l_3510_ = (l_3509_ * l_4_);
                float _e6299 = l_mut_118_;
                float l_3511_ = (l_3510_ - _e6299);
                float l_3512_ = (l_3511_ * l_4_);
                float l_3513_ = (l_3510_ - l_3512_);
                float l_3514_ = (l_3513_ * l_4_);
                float _e6304 = l_mut_118_;
                float l_3515_ = (_e6304 - l_3514_);
                float l_3516_ = (l_3508_ - l_3512_);
                float l_3517_ = (l_3515_ + l_3516_);
                uint _e6308 = l_mut_119_;
                bool l_3518_ = (_e6308 < 3u);
                bool l_3519_ = (l_3517_ != 0.0);
                if (l_3518_) {
                    local_224 = l_3519_;
                } else {
                    local_224 = false;
                }
                bool l_3520_ = local_224;
                uint _e6317 = l_mut_119_;
                bool l_3521_ = (_e6317 == 0u);
                if (l_3520_) {
                    local_225 = l_3521_;
                } else {
                    local_225 = false;
                }
                bool l_3522_ = local_225;
                float _e6324 = l_mut_2341_;
                float l_3523_ = (l_3522_ ? l_3510_ : _e6324);
                l_mut_2341_ = l_3523_;
                uint _e6326 = l_mut_119_;
                bool l_3524_ = (_e6326 == 1u);
                if (l_3520_) {
                    local_226 = l_3524_;
                } else {
                    local_226 = false;
                }
                bool l_3525_ = local_226;
                float _e6333 = l_mut_2339_;
                float l_3526_ = (l_3525_ ? l_3510_ : _e6333);
                l_mut_2339_ = l_3526_;
                uint _e6335 = l_mut_119_;
                bool l_3527_ = (_e6335 == 2u);
                if (l_3520_) {
                    local_227 = l_3527_;
                } else {
                    local_227 = false;
                }
                bool l_3528_ = local_227;
                float _e6342 = l_mut_2338_;
                float l_3529_ = (l_3528_ ? l_3510_ : _e6342);
                l_mut_2338_ = l_3529_;
                float l_3530_ = (l_3520_ ? l_3517_ : l_3510_);
                float _e6345 = l_mut_118_;
                float l_3531_ = (_e6345 + l_3508_);
                float l_3532_ = (l_3518_ ? l_3530_ : l_3531_);
                l_mut_118_ = l_3532_;
                uint l_3533_ = uint(l_3520_);
                uint _e6349 = l_mut_119_;
                l_mut_119_ = (_e6349 + l_3533_);
                uint _e6351 = l_mut_119_;
                bool l_3534_ = (_e6351 == 0u);
                float _e6354 = l_mut_2341_;
                float _e6355 = l_mut_118_;
                float l_3535_ = (l_3534_ ? _e6355 : _e6354);
                l_mut_2341_ = l_3535_;
                uint _e6357 = l_mut_119_;
                bool l_3536_ = (_e6357 == 1u);
                float _e6360 = l_mut_2339_;
                float _e6361 = l_mut_118_;
                float l_3537_ = (l_3536_ ? _e6361 : _e6360);
                l_mut_2339_ = l_3537_;
                uint _e6363 = l_mut_119_;
                bool l_3538_ = (_e6363 == 2u);
                float _e6366 = l_mut_2338_;
                float _e6367 = l_mut_118_;
                float l_3539_ = (l_3538_ ? _e6367 : _e6366);
                l_mut_2338_ = l_3539_;
                uint _e6369 = l_mut_119_;
                bool l_3540_ = (_e6369 == 3u);
                float _e6372 = l_mut_2337_;
                float _e6373 = l_mut_118_;
                float l_3541_ = (l_3540_ ? _e6373 : _e6372);
                l_mut_2337_ = l_3541_;
                float _e6375 = l_mut_2341_;
                l_mut_27_ = _e6375;
                float _e6376 = l_mut_2339_;
                l_mut_28_ = _e6376;
                float _e6377 = l_mut_2338_;
                l_mut_29_ = _e6377;
                float _e6378 = l_mut_2337_;
                l_mut_30_ = _e6378;
            }
        }
        uint l_3624_ = asuint(info.Load(12+0));
        uint l_3625_ = (l_3624_ * 1u);
        bool l_3626_ = (id < l_3625_);
        if (l_3626_) {
            float _e6391 = l_mut_27_;
            buffer_3_global.Store(id*4, asuint(_e6391));
        }
        uint l_3542_ = (l_1_ + id);
        uint l_3627_ = asuint(info.Load(12+0));
        uint l_3628_ = (l_3627_ * 1u);
        bool l_3629_ = (l_3542_ < l_3628_);
        if (l_3629_) {
            float _e6402 = l_mut_28_;
            buffer_3_global.Store(l_3542_*4, asuint(_e6402));
        }
        uint l_3543_ = (2u * l_1_);
        uint l_3544_ = (l_3543_ + id);
        uint l_3630_ = asuint(info.Load(12+0));
        uint l_3631_ = (l_3630_ * 1u);
        bool l_3632_ = (l_3544_ < l_3631_);
        if (l_3632_) {
            float _e6415 = l_mut_29_;
            buffer_3_global.Store(l_3544_*4, asuint(_e6415));
        }
        uint l_3545_ = (3u * l_1_);
        uint l_3546_ = (l_3545_ + id);
        uint l_3633_ = asuint(info.Load(12+0));
        uint l_3634_ = (l_3633_ * 1u);
        bool l_3635_ = (l_3546_ < l_3634_);
        if (l_3635_) {
            float _e6428 = l_mut_30_;
            buffer_3_global.Store(l_3546_*4, asuint(_e6428));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
