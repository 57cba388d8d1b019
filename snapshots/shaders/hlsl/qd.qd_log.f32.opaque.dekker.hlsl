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

int naga_div(int lhs, int rhs) {
    return lhs / (((lhs == int(-2147483647 - 1) & rhs == -1) | (rhs == 0)) ? 1 : rhs);
}

uint naga_f2u32(float value) {
    return uint(clamp(value, 0.0, 4294967000.0));
}

[numthreads(64, 1, 1)]
void multi_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float a_3063_[8] = (float[8])0;
    float l_mut_140_ = (float)0;
    float l_mut_141_ = (float)0;
    float l_mut_142_ = (float)0;
    float l_mut_161_ = (float)0;
    float l_mut_162_ = (float)0;
    float l_mut_163_ = (float)0;
    float l_mut_164_ = (float)0;
    float l_mut_226_ = (float)0;
    float l_mut_227_ = (float)0;
    float l_mut_228_ = (float)0;
    float l_mut_2290_ = (float)0;
    float l_mut_2291_ = (float)0;
    float l_mut_2292_ = (float)0;
    float l_mut_2293_ = (float)0;
    float l_mut_229_ = (float)0;
    float l_mut_230_ = (float)0;
    uint l_mut_231_ = (uint)0;
    float l_mut_827_ = (float)0;
    float l_mut_828_ = (float)0;
    float l_mut_829_ = (float)0;
    float l_mut_830_ = (float)0;
    float l_mut_98_ = (float)0;
    uint l_mut_99_ = 1u;
    uint l_mut_130_ = 1u;
    uint l_mut_143_ = 0u;
    uint l_mut_165_ = (uint)0;
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
    uint l_mut_337_ = (uint)0;
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
    uint l_mut_1805_ = (uint)0;
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
    uint l_mut_2538_ = (uint)0;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_3402_ = asuint(info.Load(8+0));
        uint l_3403_ = (l_3402_ * 1u);
        bool l_3404_ = (0u < l_3403_);
        uint l_3405_ = (l_3403_ - 1u);
        uint l_3406_ = min(0u, l_3405_);
        float l_3407_ = asfloat(buffer_2_global.Load(l_3406_*4));
        float l_3_ = (l_3404_ ? l_3407_ : 0.0);
        uint l_3409_ = asuint(info.Load(8+0));
        uint l_3410_ = (l_3409_ * 1u);
        bool l_3411_ = (1u < l_3410_);
        uint l_3412_ = (l_3410_ - 1u);
        uint l_3413_ = min(1u, l_3412_);
        float l_3414_ = asfloat(buffer_2_global.Load(l_3413_*4));
        float l_4_ = (l_3411_ ? l_3414_ : 0.0);
        uint l_3416_ = asuint(info.Load(0+0));
        uint l_3417_ = (l_3416_ * 1u);
        bool l_3418_ = (id < l_3417_);
        uint l_3419_ = (l_3417_ - 1u);
        uint l_3420_ = min(id, l_3419_);
        float l_3421_ = asfloat(buffer_0_global.Load(l_3420_*4));
        float l_5_ = (l_3418_ ? l_3421_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_3423_ = asuint(info.Load(0+0));
        uint l_3424_ = (l_3423_ * 1u);
        bool l_3425_ = (l_6_ < l_3424_);
        uint l_3426_ = (l_3424_ - 1u);
        uint l_3427_ = min(l_6_, l_3426_);
        float l_3428_ = asfloat(buffer_0_global.Load(l_3427_*4));
        float l_7_ = (l_3425_ ? l_3428_ : 0.0);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_3430_ = asuint(info.Load(0+0));
        uint l_3431_ = (l_3430_ * 1u);
        bool l_3432_ = (l_9_ < l_3431_);
        uint l_3433_ = (l_3431_ - 1u);
        uint l_3434_ = min(l_9_, l_3433_);
        float l_3435_ = asfloat(buffer_0_global.Load(l_3434_*4));
        float l_10_ = (l_3432_ ? l_3435_ : 0.0);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_3437_ = asuint(info.Load(0+0));
        uint l_3438_ = (l_3437_ * 1u);
        bool l_3439_ = (l_12_ < l_3438_);
        uint l_3440_ = (l_3438_ - 1u);
        uint l_3441_ = min(l_12_, l_3440_);
        float l_3442_ = asfloat(buffer_0_global.Load(l_3441_*4));
        float l_13_ = (l_3439_ ? l_3442_ : 0.0);
        uint l_3444_ = asuint(info.Load(4+0));
        uint l_3445_ = (l_3444_ * 1u);
        bool l_3446_ = (id < l_3445_);
        uint l_3447_ = (l_3445_ - 1u);
        uint l_3448_ = min(id, l_3447_);
        float l_3449_ = asfloat(buffer_1_global.Load(l_3448_*4));
        float l_14_ = (l_3446_ ? l_3449_ : 0.0);
        uint l_15_ = (l_1_ + id);
        uint l_3451_ = asuint(info.Load(4+0));
        uint l_3452_ = (l_3451_ * 1u);
        bool l_3453_ = (l_15_ < l_3452_);
        uint l_3454_ = (l_3452_ - 1u);
        uint l_3455_ = min(l_15_, l_3454_);
        float l_3456_ = asfloat(buffer_1_global.Load(l_3455_*4));
        float l_16_ = (l_3453_ ? l_3456_ : 0.0);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_3458_ = asuint(info.Load(4+0));
        uint l_3459_ = (l_3458_ * 1u);
        bool l_3460_ = (l_18_ < l_3459_);
        uint l_3461_ = (l_3459_ - 1u);
        uint l_3462_ = min(l_18_, l_3461_);
        float l_3463_ = asfloat(buffer_1_global.Load(l_3462_*4));
        float l_19_ = (l_3460_ ? l_3463_ : 0.0);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_3465_ = asuint(info.Load(4+0));
        uint l_3466_ = (l_3465_ * 1u);
        bool l_3467_ = (l_21_ < l_3466_);
        uint l_3468_ = (l_3466_ - 1u);
        uint l_3469_ = min(l_21_, l_3468_);
        float l_3470_ = asfloat(buffer_1_global.Load(l_3469_*4));
        float l_22_ = (l_3467_ ? l_3470_ : 0.0);
        uint l_3472_ = asuint(info.Load(8+0));
        uint l_3473_ = (l_3472_ * 1u);
        bool l_3474_ = (4u < l_3473_);
        uint l_3475_ = (l_3473_ - 1u);
        uint l_3476_ = min(4u, l_3475_);
        float l_3477_ = asfloat(buffer_2_global.Load(l_3476_*4));
        float l_24_ = (l_3474_ ? l_3477_ : 0.0);
        uint l_25_ = naga_f2u32(l_24_);
        uint l_3479_ = asuint(info.Load(8+0));
        uint l_3480_ = (l_3479_ * 1u);
        bool l_3481_ = (2u < l_3480_);
        uint l_3482_ = (l_3480_ - 1u);
        uint l_3483_ = min(2u, l_3482_);
        float l_3484_ = asfloat(buffer_2_global.Load(l_3483_*4));
        float l_27_ = (l_3481_ ? l_3484_ : 0.0);
        uint l_28_ = naga_f2u32(l_27_);
        uint l_3486_ = asuint(info.Load(8+0));
        uint l_3487_ = (l_3486_ * 1u);
        bool l_3488_ = (3u < l_3487_);
        uint l_3489_ = (l_3487_ - 1u);
        uint l_3490_ = min(3u, l_3489_);
        float l_3491_ = asfloat(buffer_2_global.Load(l_3490_*4));
        float l_30_ = (l_3488_ ? l_3491_ : 0.0);
        uint l_31_ = naga_f2u32(l_30_);
        uint l_33_ = (6u + l_31_);
        uint l_34_ = (l_28_ - 1u);
        uint l_35_ = (4u * l_34_);
        uint l_36_ = (l_33_ + l_35_);
        uint l_37_ = asuint(l_5_);
        uint l_38_ = (l_37_ & 8388607u);
        bool l_39_ = (l_38_ >= 3474675u);
        int l_40_ = int(l_39_);
        uint l_41_ = (l_37_ >> 23u);
        int l_42_ = int(l_41_);
        int l_43_ = asint(asuint(l_42_) - asuint(int(127)));
        int l_44_ = asint(asuint(l_43_) + asuint(l_40_));
        int l_45_ = naga_div(l_44_, int(2));
        int l_46_ = asint(asuint(int(127)) - asuint(l_45_));
        uint l_47_ = uint(l_46_);
        uint l_48_ = (l_47_ << 23u);
        float l_49_ = asfloat(l_48_);
        int l_50_ = asint(asuint(l_44_) - asuint(l_45_));
        int l_51_ = asint(asuint(int(127)) - asuint(l_50_));
        uint l_52_ = uint(l_51_);
        uint l_53_ = (l_52_ << 23u);
        float l_54_ = asfloat(l_53_);
        float l_55_ = (l_5_ * l_49_);
        float l_56_ = (l_55_ * l_54_);
        float l_57_ = (l_56_ - l_4_);
        float l_58_ = (l_4_ + l_4_);
        float l_59_ = (l_58_ + l_57_);
        float l_60_ = (l_59_ * l_4_);
        float l_61_ = (l_60_ - l_58_);
        float l_62_ = (l_61_ * l_4_);
        float l_63_ = (l_57_ - l_62_);
        float l_64_ = (l_4_ / l_60_);
        float l_65_ = (l_57_ * l_64_);
        float l_66_ = (l_65_ * l_60_);
        float l_67_ = (l_66_ * l_4_);
        float l_68_ = (l_3_ * l_65_);
        float l_69_ = (l_68_ * l_4_);
        float l_70_ = (l_69_ - l_65_);
        float l_71_ = (l_70_ * l_4_);
        float l_72_ = (l_69_ - l_71_);
        float l_73_ = (l_65_ - l_72_);
        float l_74_ = (l_3_ * l_60_);
        float l_75_ = (l_74_ * l_4_);
        float l_76_ = (l_75_ - l_60_);
        float l_77_ = (l_76_ * l_4_);
        float l_78_ = (l_75_ - l_77_);
        float l_79_ = (l_60_ - l_78_);
        float l_80_ = (l_72_ * l_78_);
        float l_81_ = (l_80_ - l_67_);
        float l_82_ = (l_72_ * l_79_);
        float l_83_ = (l_81_ + l_82_);
        float l_84_ = (l_73_ * l_78_);
        float l_85_ = (l_83_ + l_84_);
        float l_86_ = (l_73_ * l_79_);
        float l_87_ = (l_85_ + l_86_);
        float l_88_ = (l_57_ - l_67_);
        float l_89_ = (l_88_ - l_87_);
        float l_90_ = (l_65_ * l_63_);
        float l_91_ = (l_89_ - l_90_);
        float l_92_ = (l_91_ * l_64_);
        float l_93_ = (l_65_ * l_65_);
        uint l_3493_ = asuint(info.Load(8+0));
        uint l_3494_ = (l_3493_ * 1u);
        bool l_3495_ = (5u < l_3494_);
        uint l_3496_ = (l_3494_ - 1u);
        uint l_3497_ = min(5u, l_3496_);
        float l_3498_ = asfloat(buffer_2_global.Load(l_3497_*4));
        float l_95_ = (l_3495_ ? l_3498_ : 0.0);
        uint l_96_ = naga_f2u32(l_95_);
        uint l_3500_ = asuint(info.Load(8+0));
        uint l_3501_ = (l_3500_ * 1u);
        bool l_3502_ = (l_36_ < l_3501_);
        uint l_3503_ = (l_3501_ - 1u);
        uint l_3504_ = min(l_36_, l_3503_);
        float l_3505_ = asfloat(buffer_2_global.Load(l_3504_*4));
        float l_97_ = (l_3502_ ? l_3505_ : 0.0);
        l_mut_98_ = l_97_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e404 = l_mut_99_;
                l_mut_99_ = (_e404 + 1u);
            }
            loop_init = false;
            uint _e381 = l_mut_99_;
            if ((_e381 < l_96_)) {
            } else {
                break;
            }
            {
                float _e383 = l_mut_98_;
                float l_100_ = (_e383 * l_93_);
                uint _e385 = l_mut_99_;
                uint l_101_ = (l_36_ + _e385);
                uint l_3533_ = asuint(info.Load(8+0));
                uint l_3534_ = (l_3533_ * 1u);
                bool l_3535_ = (l_101_ < l_3534_);
                uint l_3536_ = (l_3534_ - 1u);
                uint l_3537_ = min(l_101_, l_3536_);
                float l_3538_ = asfloat(buffer_2_global.Load(l_3537_*4));
                float l_102_ = (l_3535_ ? l_3538_ : 0.0);
                float l_103_ = (l_100_ + l_102_);
                l_mut_98_ = l_103_;
            }
        }
        float l_104_ = (l_65_ + l_65_);
        float l_105_ = (l_65_ * l_93_);
        float _e408 = l_mut_98_;
        float l_106_ = (l_105_ * _e408);
        float l_107_ = (l_92_ + l_106_);
        float l_108_ = (2.0 * l_107_);
        float l_109_ = (l_104_ + l_108_);
        float l_110_ = (l_109_ * l_4_);
        float l_111_ = (l_110_ - l_104_);
        float l_112_ = (l_111_ * l_4_);
        float l_113_ = (l_108_ - l_112_);
        uint l_3507_ = asuint(info.Load(8+0));
        uint l_3508_ = (l_3507_ * 1u);
        bool l_3509_ = (3u < l_3508_);
        uint l_3510_ = (l_3508_ - 1u);
        uint l_3511_ = min(3u, l_3510_);
        float l_3512_ = asfloat(buffer_2_global.Load(l_3511_*4));
        float l_115_ = (l_3509_ ? l_3512_ : 0.0);
        uint l_116_ = naga_f2u32(l_115_);
        float l_118_ = float(l_44_);
        uint l_3514_ = asuint(info.Load(8+0));
        uint l_3515_ = (l_3514_ * 1u);
        bool l_3516_ = (6u < l_3515_);
        uint l_3517_ = (l_3515_ - 1u);
        uint l_3518_ = min(6u, l_3517_);
        float l_3519_ = asfloat(buffer_2_global.Load(l_3518_*4));
        float l_119_ = (l_3516_ ? l_3519_ : 0.0);
        float l_120_ = (l_118_ * l_119_);
        float l_121_ = (l_120_ + l_110_);
        float l_122_ = (l_121_ * l_4_);
        float l_123_ = (l_122_ - l_120_);
        float l_124_ = (l_123_ * l_4_);
        float l_125_ = (l_122_ - l_124_);
        float l_126_ = (l_125_ * l_4_);
        float l_127_ = (l_120_ - l_126_);
        float l_128_ = (l_110_ - l_124_);
        float l_129_ = (l_127_ + l_128_);
        l_mut_98_ = l_113_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e487 = l_mut_130_;
                l_mut_130_ = (_e487 + 1u);
            }
            loop_init_1 = false;
            uint _e464 = l_mut_130_;
            if ((_e464 < l_116_)) {
            } else {
                break;
            }
            {
                uint _e466 = l_mut_130_;
                uint l_131_ = (6u + _e466);
                uint l_3540_ = asuint(info.Load(8+0));
                uint l_3541_ = (l_3540_ * 1u);
                bool l_3542_ = (l_131_ < l_3541_);
                uint l_3543_ = (l_3541_ - 1u);
                uint l_3544_ = min(l_131_, l_3543_);
                float l_3545_ = asfloat(buffer_2_global.Load(l_3544_*4));
                float l_132_ = (l_3542_ ? l_3545_ : 0.0);
                float l_133_ = (l_118_ * l_132_);
                float _e484 = l_mut_98_;
                l_mut_98_ = (_e484 + l_133_);
            }
        }
        float _e489 = l_mut_98_;
        float l_134_ = (l_129_ + _e489);
        float l_135_ = (l_122_ + l_134_);
        float l_136_ = (l_135_ * l_4_);
        float l_137_ = (l_136_ - l_122_);
        float l_138_ = (l_137_ * l_4_);
        float l_139_ = (l_134_ - l_138_);
        l_mut_98_ = l_136_;
        l_mut_140_ = l_139_;
        l_mut_141_ = 0.0;
        l_mut_142_ = 0.0;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e6039 = l_mut_143_;
                l_mut_143_ = (_e6039 + 1u);
            }
            loop_init_2 = false;
            uint _e500 = l_mut_143_;
            if ((_e500 < l_25_)) {
            } else {
                break;
            }
            {
                float _e502 = l_mut_98_;
                float l_144_ = -(_e502);
                float _e504 = l_mut_140_;
                float l_145_ = -(_e504);
                float _e506 = l_mut_141_;
                float l_146_ = -(_e506);
                float _e508 = l_mut_142_;
                float l_147_ = -(_e508);
                uint l_3547_ = asuint(info.Load(8+0));
                uint l_3548_ = (l_3547_ * 1u);
                bool l_3549_ = (2u < l_3548_);
                uint l_3550_ = (l_3548_ - 1u);
                uint l_3551_ = min(2u, l_3550_);
                float l_3552_ = asfloat(buffer_2_global.Load(l_3551_*4));
                float l_149_ = (l_3549_ ? l_3552_ : 0.0);
                uint l_150_ = naga_f2u32(l_149_);
                uint l_3554_ = asuint(info.Load(8+0));
                uint l_3555_ = (l_3554_ * 1u);
                bool l_3556_ = (3u < l_3555_);
                uint l_3557_ = (l_3555_ - 1u);
                uint l_3558_ = min(3u, l_3557_);
                float l_3559_ = asfloat(buffer_2_global.Load(l_3558_*4));
                float l_152_ = (l_3556_ ? l_3559_ : 0.0);
                uint l_153_ = naga_f2u32(l_152_);
                uint l_3561_ = asuint(info.Load(8+0));
                uint l_3562_ = (l_3561_ * 1u);
                bool l_3563_ = (6u < l_3562_);
                uint l_3564_ = (l_3562_ - 1u);
                uint l_3565_ = min(6u, l_3564_);
                float l_3566_ = asfloat(buffer_2_global.Load(l_3565_*4));
                float l_155_ = (l_3563_ ? l_3566_ : 0.0);
                float l_156_ = (l_144_ / l_155_);
                float l_157_ = (l_156_ + 0.5);
                float l_158_ = floor(l_157_);
                float l_160_ = (l_158_ * 1.0);
                l_mut_161_ = l_144_;
                l_mut_162_ = l_145_;
                l_mut_163_ = l_146_;
                l_mut_164_ = l_147_;
                l_mut_165_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e892 = l_mut_165_;
                        l_mut_165_ = (_e892 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e569 = l_mut_165_;
                    if ((_e569 < l_153_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e571 = l_mut_165_;
                        uint l_166_ = (6u + _e571);
                        uint l_3596_ = asuint(info.Load(8+0));
                        uint l_3597_ = (l_3596_ * 1u);
                        bool l_3598_ = (l_166_ < l_3597_);
                        uint l_3599_ = (l_3597_ - 1u);
                        uint l_3600_ = min(l_166_, l_3599_);
                        float l_3601_ = asfloat(buffer_2_global.Load(l_3600_*4));
                        float l_167_ = (l_3598_ ? l_3601_ : 0.0);
                        float l_168_ = -(l_167_);
                        float l_169_ = (l_160_ * l_168_);
                        float _e590 = l_mut_161_;
                        float l_170_ = (_e590 + l_169_);
                        float l_171_ = (l_170_ * l_4_);
                        float _e593 = l_mut_161_;
                        float l_172_ = (l_171_ - _e593);
                        float l_173_ = (l_172_ * l_4_);
                        float l_174_ = (l_171_ - l_173_);
                        float l_175_ = (l_174_ * l_4_);
                        float _e598 = l_mut_161_;
                        float l_176_ = (_e598 - l_175_);
                        float l_177_ = (l_169_ - l_173_);
                        float l_178_ = (l_176_ + l_177_);
                        float _e602 = l_mut_162_;
                        float l_179_ = (_e602 + l_178_);
                        float l_180_ = (l_179_ * l_4_);
                        float _e605 = l_mut_162_;
                        float l_181_ = (l_180_ - _e605);
                        float l_182_ = (l_181_ * l_4_);
                        float l_183_ = (l_180_ - l_182_);
                        float l_184_ = (l_183_ * l_4_);
                        float _e610 = l_mut_162_;
                        float l_185_ = (_e610 - l_184_);
                        float l_186_ = (l_178_ - l_182_);
                        float l_187_ = (l_185_ + l_186_);
                        float _e614 = l_mut_163_;
                        float l_188_ = (_e614 + l_187_);
                        float l_189_ = (l_188_ * l_4_);
                        float _e617 = l_mut_163_;
                        float l_190_ = (l_189_ - _e617);
                        float l_191_ = (l_190_ * l_4_);
                        float l_192_ = (l_189_ - l_191_);
                        float l_193_ = (l_192_ * l_4_);
                        float _e622 = l_mut_163_;
                        float l_194_ = (_e622 - l_193_);
                        float l_195_ = (l_187_ - l_191_);
                        float l_196_ = (l_194_ + l_195_);
                        float _e626 = l_mut_164_;
                        float l_197_ = (_e626 + l_196_);
                        float l_198_ = (l_197_ * l_4_);
                        float _e629 = l_mut_164_;
                        float l_199_ = (l_198_ - _e629);
                        float l_200_ = (l_199_ * l_4_);
                        float l_201_ = (l_198_ - l_200_);
                        float l_202_ = (l_201_ * l_4_);
                        float _e634 = l_mut_164_;
                        float l_203_ = (_e634 - l_202_);
                        float l_204_ = (l_196_ - l_200_);
                        float l_205_ = (l_203_ + l_204_);
                        float l_206_ = (l_198_ + l_205_);
                        float l_207_ = (l_206_ * l_4_);
                        float l_208_ = (l_207_ - l_198_);
                        float l_209_ = (l_208_ * l_4_);
                        float l_210_ = (l_205_ - l_209_);
                        float l_211_ = (l_189_ + l_207_);
                        float l_212_ = (l_211_ * l_4_);
                        float l_213_ = (l_212_ - l_189_);
                        float l_214_ = (l_213_ * l_4_);
                        float l_215_ = (l_207_ - l_214_);
                        float l_216_ = (l_180_ + l_212_);
                        float l_217_ = (l_216_ * l_4_);
                        float l_218_ = (l_217_ - l_180_);
                        float l_219_ = (l_218_ * l_4_);
                        float l_220_ = (l_212_ - l_219_);
                        float l_221_ = (l_171_ + l_217_);
                        float l_222_ = (l_221_ * l_4_);
                        float l_223_ = (l_222_ - l_171_);
                        float l_224_ = (l_223_ * l_4_);
                        float l_225_ = (l_217_ - l_224_);
                        l_mut_226_ = 0.0;
                        l_mut_227_ = 0.0;
                        l_mut_228_ = 0.0;
                        l_mut_229_ = 0.0;
                        l_mut_230_ = l_222_;
                        l_mut_231_ = 0u;
                        float _e663 = l_mut_230_;
                        float l_232_ = (_e663 + l_225_);
                        float l_233_ = (l_232_ * l_4_);
                        float _e666 = l_mut_230_;
                        float l_234_ = (l_233_ - _e666);
                        float l_235_ = (l_234_ * l_4_);
                        float l_236_ = (l_225_ - l_235_);
                        uint _e670 = l_mut_231_;
                        bool l_237_ = (_e670 < 3u);
                        bool l_238_ = (l_236_ != 0.0);
                        if (l_237_) {
                            local = l_238_;
                        } else {
                            local = false;
                        }
                        bool l_239_ = local;
                        uint _e679 = l_mut_231_;
                        bool l_240_ = (_e679 == 0u);
                        if (l_239_) {
                            local_1 = l_240_;
                        } else {
                            local_1 = false;
                        }
                        bool l_241_ = local_1;
                        float _e686 = l_mut_226_;
                        float l_242_ = (l_241_ ? l_233_ : _e686);
                        l_mut_226_ = l_242_;
                        uint _e688 = l_mut_231_;
                        bool l_243_ = (_e688 == 1u);
                        if (l_239_) {
                            local_2 = l_243_;
                        } else {
                            local_2 = false;
                        }
                        bool l_244_ = local_2;
                        float _e695 = l_mut_227_;
                        float l_245_ = (l_244_ ? l_233_ : _e695);
                        l_mut_227_ = l_245_;
                        uint _e697 = l_mut_231_;
                        bool l_246_ = (_e697 == 2u);
                        if (l_239_) {
                            local_3 = l_246_;
                        } else {
                            local_3 = false;
                        }
                        bool l_247_ = local_3;
                        float _e704 = l_mut_228_;
                        float l_248_ = (l_247_ ? l_233_ : _e704);
                        l_mut_228_ = l_248_;
                        float l_249_ = (l_239_ ? l_236_ : l_233_);
                        float _e707 = l_mut_230_;
                        float l_250_ = (_e707 + l_225_);
                        float l_251_ = (l_237_ ? l_249_ : l_250_);
                        l_mut_230_ = l_251_;
                        uint l_252_ = uint(l_239_);
                        uint _e711 = l_mut_231_;
                        l_mut_231_ = (_e711 + l_252_);
                        float _e713 = l_mut_230_;
                        float l_253_ = (_e713 + l_220_);
                        float l_254_ = (l_253_ * l_4_);
                        float _e716 = l_mut_230_;
                        float l_255_ = (l_254_ - _e716);
                        float l_256_ = (l_255_ * l_4_);
                        float l_257_ = (l_220_ - l_256_);
                        uint _e720 = l_mut_231_;
                        bool l_258_ = (_e720 < 3u);
                        bool l_259_ = (l_257_ != 0.0);
                        if (l_258_) {
                            local_4 = l_259_;
                        } else {
                            local_4 = false;
                        }
                        bool l_260_ = local_4;
                        uint _e729 = l_mut_231_;
                        bool l_261_ = (_e729 == 0u);
                        if (l_260_) {
                            local_5 = l_261_;
                        } else {
                            local_5 = false;
                        }
                        bool l_262_ = local_5;
                        float _e736 = l_mut_226_;
                        float l_263_ = (l_262_ ? l_254_ : _e736);
                        l_mut_226_ = l_263_;
                        uint _e738 = l_mut_231_;
                        bool l_264_ = (_e738 == 1u);
                        if (l_260_) {
                            local_6 = l_264_;
                        } else {
                            local_6 = false;
                        }
                        bool l_265_ = local_6;
                        float _e745 = l_mut_227_;
                        float l_266_ = (l_265_ ? l_254_ : _e745);
                        l_mut_227_ = l_266_;
                        uint _e747 = l_mut_231_;
                        bool l_267_ = (_e747 == 2u);
                        if (l_260_) {
                            local_7 = l_267_;
                        } else {
                            local_7 = false;
                        }
                        bool l_268_ = local_7;
                        float _e754 = l_mut_228_;
                        float l_269_ = (l_268_ ? l_254_ : _e754);
                        l_mut_228_ = l_269_;
                        float l_270_ = (l_260_ ? l_257_ : l_254_);
                        float _e757 = l_mut_230_;
                        float l_271_ = (_e757 + l_220_);
                        float l_272_ = (l_258_ ? l_270_ : l_271_);
                        l_mut_230_ = l_272_;
                        uint l_273_ = uint(l_260_);
                        uint _e761 = l_mut_231_;
                        l_mut_231_ = (_e761 + l_273_);
                        float _e763 = l_mut_230_;
                        float l_274_ = (_e763 + l_215_);
                        float l_275_ = (l_274_ * l_4_);
                        float _e766 = l_mut_230_;
                        float l_276_ = (l_275_ - _e766);
                        float l_277_ = (l_276_ * l_4_);
                        float l_278_ = (l_215_ - l_277_);
                        uint _e770 = l_mut_231_;
                        bool l_279_ = (_e770 < 3u);
                        bool l_280_ = (l_278_ != 0.0);
                        if (l_279_) {
                            local_8 = l_280_;
                        } else {
                            local_8 = false;
                        }
                        bool l_281_ = local_8;
                        uint _e779 = l_mut_231_;
                        bool l_282_ = (_e779 == 0u);
                        if (l_281_) {
                            local_9 = l_282_;
                        } else {
                            local_9 = false;
                        }
                        bool l_283_ = local_9;
                        float _e786 = l_mut_226_;
                        float l_284_ = (l_283_ ? l_275_ : _e786);
                        l_mut_226_ = l_284_;
                        uint _e788 = l_mut_231_;
                        bool l_285_ = (_e788 == 1u);
                        if (l_281_) {
                            local_10 = l_285_;
                        } else {
                            local_10 = false;
                        }
                        bool l_286_ = local_10;
                        float _e795 = l_mut_227_;
                        float l_287_ = (l_286_ ? l_275_ : _e795);
                        l_mut_227_ = l_287_;
                        uint _e797 = l_mut_231_;
                        bool l_288_ = (_e797 == 2u);
                        if (l_281_) {
                            local_11 = l_288_;
                        } else {
                            local_11 = false;
                        }
                        bool l_289_ = local_11;
                        float _e804 = l_mut_228_;
                        float l_290_ = (l_289_ ? l_275_ : _e804);
                        l_mut_228_ = l_290_;
                        float l_291_ = (l_281_ ? l_278_ : l_275_);
                        float _e807 = l_mut_230_;
                        float l_292_ = (_e807 + l_215_);
                        float l_293_ = (l_279_ ? l_291_ : l_292_);
                        l_mut_230_ = l_293_;
                        uint l_294_ = uint(l_281_);
                        uint _e811 = l_mut_231_;
                        l_mut_231_ = (_e811 + l_294_);
                        float _e813 = l_mut_230_;
                        float l_295_ = (_e813 + l_210_);
                        float l_296_ = (l_295_ * l_4_);
                        float _e816 = l_mut_230_;
                        float l_297_ = (l_296_ - _e816);
                        float l_298_ = (l_297_ * l_4_);
                        float l_299_ = (l_210_ - l_298_);
                        uint _e820 = l_mut_231_;
                        bool l_300_ = (_e820 < 3u);
                        bool l_301_ = (l_299_ != 0.0);
                        if (l_300_) {
                            local_12 = l_301_;
                        } else {
                            local_12 = false;
                        }
                        bool l_302_ = local_12;
                        uint _e829 = l_mut_231_;
                        bool l_303_ = (_e829 == 0u);
                        if (l_302_) {
                            local_13 = l_303_;
                        } else {
                            local_13 = false;
                        }
                        bool l_304_ = local_13;
                        float _e836 = l_mut_226_;
                        float l_305_ = (l_304_ ? l_296_ : _e836);
                        l_mut_226_ = l_305_;
                        uint _e838 = l_mut_231_;
                        bool l_306_ = (_e838 == 1u);
                        if (l_302_) {
                            local_14 = l_306_;
                        } else {
                            local_14 = false;
                        }
                        bool l_307_ = local_14;
                        float _e845 = l_mut_227_;
                        float l_308_ = (l_307_ ? l_296_ : _e845);
                        l_mut_227_ = l_308_;
                        uint _e847 = l_mut_231_;
                        bool l_309_ = (_e847 == 2u);
                        if (l_302_) {
                            local_15 = l_309_;
                        } else {
                            local_15 = false;
                        }
                        bool l_310_ = local_15;
                        float _e854 = l_mut_228_;
                        float l_311_ = (l_310_ ? l_296_ : _e854);
                        l_mut_228_ = l_311_;
                        float l_312_ = (l_302_ ? l_299_ : l_296_);
                        float _e857 = l_mut_230_;
                        float l_313_ = (_e857 + l_210_);
                        float l_314_ = (l_300_ ? l_312_ : l_313_);
                        l_mut_230_ = l_314_;
                        uint l_315_ = uint(l_302_);
                        uint _e861 = l_mut_231_;
                        l_mut_231_ = (_e861 + l_315_);
                        uint _e863 = l_mut_231_;
                        bool l_316_ = (_e863 == 0u);
                        float _e866 = l_mut_226_;
                        float _e867 = l_mut_230_;
                        float l_317_ = (l_316_ ? _e867 : _e866);
                        l_mut_226_ = l_317_;
                        uint _e869 = l_mut_231_;
                        bool l_318_ = (_e869 == 1u);
                        float _e872 = l_mut_227_;
                        float _e873 = l_mut_230_;
                        float l_319_ = (l_318_ ? _e873 : _e872);
                        l_mut_227_ = l_319_;
                        uint _e875 = l_mut_231_;
                        bool l_320_ = (_e875 == 2u);
                        float _e878 = l_mut_228_;
                        float _e879 = l_mut_230_;
                        float l_321_ = (l_320_ ? _e879 : _e878);
                        l_mut_228_ = l_321_;
                        uint _e881 = l_mut_231_;
                        bool l_322_ = (_e881 == 3u);
                        float _e884 = l_mut_229_;
                        float _e885 = l_mut_230_;
                        float l_323_ = (l_322_ ? _e885 : _e884);
                        l_mut_229_ = l_323_;
                        float _e887 = l_mut_226_;
                        l_mut_161_ = _e887;
                        float _e888 = l_mut_227_;
                        l_mut_162_ = _e888;
                        float _e889 = l_mut_228_;
                        l_mut_163_ = _e889;
                        float _e890 = l_mut_229_;
                        l_mut_164_ = _e890;
                    }
                }
                float _e894 = l_mut_161_;
                float l_324_ = (_e894 * 0.00390625);
                float _e897 = l_mut_162_;
                float l_325_ = (_e897 * 0.00390625);
                float _e900 = l_mut_163_;
                float l_326_ = (_e900 * 0.00390625);
                float _e903 = l_mut_164_;
                float l_327_ = (_e903 * 0.00390625);
                uint l_328_ = (l_150_ - 1u);
                uint l_329_ = (6u + l_153_);
                uint l_3568_ = asuint(info.Load(8+0));
                uint l_3569_ = (l_3568_ * 1u);
                bool l_3570_ = (l_329_ < l_3569_);
                uint l_3571_ = (l_3569_ - 1u);
                uint l_3572_ = min(l_329_, l_3571_);
                float l_3573_ = asfloat(buffer_2_global.Load(l_3572_*4));
                float l_330_ = (l_3570_ ? l_3573_ : 0.0);
                uint l_331_ = (l_329_ + 1u);
                uint l_3575_ = asuint(info.Load(8+0));
                uint l_3576_ = (l_3575_ * 1u);
                bool l_3577_ = (l_331_ < l_3576_);
                uint l_3578_ = (l_3576_ - 1u);
                uint l_3579_ = min(l_331_, l_3578_);
                float l_3580_ = asfloat(buffer_2_global.Load(l_3579_*4));
                float l_332_ = (l_3577_ ? l_3580_ : 0.0);
                uint l_333_ = (l_329_ + 2u);
                uint l_3582_ = asuint(info.Load(8+0));
                uint l_3583_ = (l_3582_ * 1u);
                bool l_3584_ = (l_333_ < l_3583_);
                uint l_3585_ = (l_3583_ - 1u);
                uint l_3586_ = min(l_333_, l_3585_);
                float l_3587_ = asfloat(buffer_2_global.Load(l_3586_*4));
                float l_334_ = (l_3584_ ? l_3587_ : 0.0);
                uint l_335_ = (l_329_ + 3u);
                uint l_3589_ = asuint(info.Load(8+0));
                uint l_3590_ = (l_3589_ * 1u);
                bool l_3591_ = (l_335_ < l_3590_);
                uint l_3592_ = (l_3590_ - 1u);
                uint l_3593_ = min(l_335_, l_3592_);
                float l_3594_ = asfloat(buffer_2_global.Load(l_3593_*4));
                float l_336_ = (l_3591_ ? l_3594_ : 0.0);
                l_mut_230_ = l_330_;
                l_mut_229_ = l_332_;
                l_mut_228_ = l_334_;
                l_mut_227_ = l_336_;
                l_mut_337_ = 1u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e1940 = l_mut_337_;
                        l_mut_337_ = (_e1940 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e977 = l_mut_337_;
                    if ((_e977 < l_328_)) {
                    } else {
                        break;
                    }
                    {
                        float _e979 = l_mut_230_;
                        float l_338_ = (_e979 * l_324_);
                        float l_339_ = (l_338_ * l_4_);
                        float _e982 = l_mut_230_;
                        float l_340_ = (l_3_ * _e982);
                        float l_341_ = (l_340_ * l_4_);
                        float _e985 = l_mut_230_;
                        float l_342_ = (l_341_ - _e985);
                        float l_343_ = (l_342_ * l_4_);
                        float l_344_ = (l_341_ - l_343_);
                        float _e989 = l_mut_230_;
                        float l_345_ = (_e989 - l_344_);
                        float l_346_ = (l_3_ * l_324_);
                        float l_347_ = (l_346_ * l_4_);
                        float l_348_ = (l_347_ - l_324_);
                        float l_349_ = (l_348_ * l_4_);
                        float l_350_ = (l_347_ - l_349_);
                        float l_351_ = (l_324_ - l_350_);
                        float l_352_ = (l_344_ * l_350_);
                        float l_353_ = (l_352_ - l_339_);
                        float l_354_ = (l_344_ * l_351_);
                        float l_355_ = (l_353_ + l_354_);
                        float l_356_ = (l_345_ * l_350_);
                        float l_357_ = (l_355_ + l_356_);
                        float l_358_ = (l_345_ * l_351_);
                        float l_359_ = (l_357_ + l_358_);
                        float _e1005 = l_mut_230_;
                        float l_360_ = (_e1005 * l_325_);
                        float l_361_ = (l_360_ * l_4_);
                        float _e1008 = l_mut_230_;
                        float l_362_ = (l_3_ * _e1008);
                        float l_363_ = (l_362_ * l_4_);
                        float _e1011 = l_mut_230_;
                        float l_364_ = (l_363_ - _e1011);
                        float l_365_ = (l_364_ * l_4_);
                        float l_366_ = (l_363_ - l_365_);
                        float _e1015 = l_mut_230_;
                        float l_367_ = (_e1015 - l_366_);
                        float l_368_ = (l_3_ * l_325_);
                        float l_369_ = (l_368_ * l_4_);
                        float l_370_ = (l_369_ - l_325_);
                        float l_371_ = (l_370_ * l_4_);
                        float l_372_ = (l_369_ - l_371_);
                        float l_373_ = (l_325_ - l_372_);
                        float l_374_ = (l_366_ * l_372_);
                        float l_375_ = (l_374_ - l_361_);
                        float l_376_ = (l_366_ * l_373_);
                        float l_377_ = (l_375_ + l_376_);
                        float l_378_ = (l_367_ * l_372_);
                        float l_379_ = (l_377_ + l_378_);
                        float l_380_ = (l_367_ * l_373_);
                        float l_381_ = (l_379_ + l_380_);
                        float _e1031 = l_mut_229_;
                        float l_382_ = (_e1031 * l_324_);
                        float l_383_ = (l_382_ * l_4_);
                        float _e1034 = l_mut_229_;
                        float l_384_ = (l_3_ * _e1034);
                        float l_385_ = (l_384_ * l_4_);
                        float _e1037 = l_mut_229_;
                        float l_386_ = (l_385_ - _e1037);
                        float l_387_ = (l_386_ * l_4_);
                        float l_388_ = (l_385_ - l_387_);
                        float _e1041 = l_mut_229_;
                        float l_389_ = (_e1041 - l_388_);
                        float l_390_ = (l_3_ * l_324_);
                        float l_391_ = (l_390_ * l_4_);
                        float l_392_ = (l_391_ - l_324_);
                        float l_393_ = (l_392_ * l_4_);
                        float l_394_ = (l_391_ - l_393_);
                        float l_395_ = (l_324_ - l_394_);
                        float l_396_ = (l_388_ * l_394_);
                        float l_397_ = (l_396_ - l_383_);
                        float l_398_ = (l_388_ * l_395_);
                        float l_399_ = (l_397_ + l_398_);
                        float l_400_ = (l_389_ * l_394_);
                        float l_401_ = (l_399_ + l_400_);
                        float l_402_ = (l_389_ * l_395_);
                        float l_403_ = (l_401_ + l_402_);
                        float _e1057 = l_mut_230_;
                        float l_404_ = (_e1057 * l_326_);
                        float l_405_ = (l_404_ * l_4_);
                        float _e1060 = l_mut_230_;
                        float l_406_ = (l_3_ * _e1060);
                        float l_407_ = (l_406_ * l_4_);
                        float _e1063 = l_mut_230_;
                        float l_408_ = (l_407_ - _e1063);
                        float l_409_ = (l_408_ * l_4_);
                        float l_410_ = (l_407_ - l_409_);
                        float _e1067 = l_mut_230_;
                        float l_411_ = (_e1067 - l_410_);
                        float l_412_ = (l_3_ * l_326_);
                        float l_413_ = (l_412_ * l_4_);
                        float l_414_ = (l_413_ - l_326_);
                        float l_415_ = (l_414_ * l_4_);
                        float l_416_ = (l_413_ - l_415_);
                        float l_417_ = (l_326_ - l_416_);
                        float l_418_ = (l_410_ * l_416_);
                        float l_419_ = (l_418_ - l_405_);
                        float l_420_ = (l_410_ * l_417_);
                        float l_421_ = (l_419_ + l_420_);
                        float l_422_ = (l_411_ * l_416_);
                        float l_423_ = (l_421_ + l_422_);
                        float l_424_ = (l_411_ * l_417_);
                        float l_425_ = (l_423_ + l_424_);
                        float _e1083 = l_mut_229_;
                        float l_426_ = (_e1083 * l_325_);
                        float l_427_ = (l_426_ * l_4_);
                        float _e1086 = l_mut_229_;
                        float l_428_ = (l_3_ * _e1086);
                        float l_429_ = (l_428_ * l_4_);
                        float _e1089 = l_mut_229_;
                        float l_430_ = (l_429_ - _e1089);
                        float l_431_ = (l_430_ * l_4_);
                        float l_432_ = (l_429_ - l_431_);
                        float _e1093 = l_mut_229_;
                        float l_433_ = (_e1093 - l_432_);
                        float l_434_ = (l_3_ * l_325_);
                        float l_435_ = (l_434_ * l_4_);
                        float l_436_ = (l_435_ - l_325_);
                        float l_437_ = (l_436_ * l_4_);
                        float l_438_ = (l_435_ - l_437_);
                        float l_439_ = (l_325_ - l_438_);
                        float l_440_ = (l_432_ * l_438_);
                        float l_441_ = (l_440_ - l_427_);
                        float l_442_ = (l_432_ * l_439_);
                        float l_443_ = (l_441_ + l_442_);
                        float l_444_ = (l_433_ * l_438_);
                        float l_445_ = (l_443_ + l_444_);
                        float l_446_ = (l_433_ * l_439_);
                        float l_447_ = (l_445_ + l_446_);
                        float _e1109 = l_mut_228_;
                        float l_448_ = (_e1109 * l_324_);
                        float l_449_ = (l_448_ * l_4_);
                        float _e1112 = l_mut_228_;
                        float l_450_ = (l_3_ * _e1112);
                        float l_451_ = (l_450_ * l_4_);
                        float _e1115 = l_mut_228_;
                        float l_452_ = (l_451_ - _e1115);
                        float l_453_ = (l_452_ * l_4_);
                        float l_454_ = (l_451_ - l_453_);
                        float _e1119 = l_mut_228_;
                        float l_455_ = (_e1119 - l_454_);
                        float l_456_ = (l_3_ * l_324_);
                        float l_457_ = (l_456_ * l_4_);
                        float l_458_ = (l_457_ - l_324_);
                        float l_459_ = (l_458_ * l_4_);
                        float l_460_ = (l_457_ - l_459_);
                        float l_461_ = (l_324_ - l_460_);
                        float l_462_ = (l_454_ * l_460_);
                        float l_463_ = (l_462_ - l_449_);
                        float l_464_ = (l_454_ * l_461_);
                        float l_465_ = (l_463_ + l_464_);
                        float l_466_ = (l_455_ * l_460_);
                        float l_467_ = (l_465_ + l_466_);
                        float l_468_ = (l_455_ * l_461_);
                        float l_469_ = (l_467_ + l_468_);
                        float l_470_ = (l_361_ + l_383_);
                        float l_471_ = (l_470_ * l_4_);
                        float l_472_ = (l_471_ - l_361_);
                        float l_473_ = (l_472_ * l_4_);
                        float l_474_ = (l_471_ - l_473_);
                        float l_475_ = (l_474_ * l_4_);
                        float l_476_ = (l_361_ - l_475_);
                        float l_477_ = (l_383_ - l_473_);
                        float l_478_ = (l_476_ + l_477_);
                        float l_479_ = (l_359_ + l_471_);
                        float l_480_ = (l_479_ * l_4_);
                        float l_481_ = (l_480_ - l_359_);
                        float l_482_ = (l_481_ * l_4_);
                        float l_483_ = (l_480_ - l_482_);
                        float l_484_ = (l_483_ * l_4_);
                        float l_485_ = (l_359_ - l_484_);
                        float l_486_ = (l_471_ - l_482_);
                        float l_487_ = (l_485_ + l_486_);
                        float l_488_ = (l_478_ + l_487_);
                        float l_489_ = (l_488_ * l_4_);
                        float l_490_ = (l_489_ - l_478_);
                        float l_491_ = (l_490_ * l_4_);
                        float l_492_ = (l_489_ - l_491_);
                        float l_493_ = (l_492_ * l_4_);
                        float l_494_ = (l_478_ - l_493_);
                        float l_495_ = (l_487_ - l_491_);
                        float l_496_ = (l_494_ + l_495_);
                        float l_497_ = (l_489_ + l_381_);
                        float l_498_ = (l_497_ * l_4_);
                        float l_499_ = (l_498_ - l_489_);
                        float l_500_ = (l_499_ * l_4_);
                        float l_501_ = (l_498_ - l_500_);
                        float l_502_ = (l_501_ * l_4_);
                        float l_503_ = (l_489_ - l_502_);
                        float l_504_ = (l_381_ - l_500_);
                        float l_505_ = (l_503_ + l_504_);
                        float l_506_ = (l_403_ + l_498_);
                        float l_507_ = (l_506_ * l_4_);
                        float l_508_ = (l_507_ - l_403_);
                        float l_509_ = (l_508_ * l_4_);
                        float l_510_ = (l_507_ - l_509_);
                        float l_511_ = (l_510_ * l_4_);
                        float l_512_ = (l_403_ - l_511_);
                        float l_513_ = (l_498_ - l_509_);
                        float l_514_ = (l_512_ + l_513_);
                        float l_515_ = (l_505_ + l_514_);
                        float l_516_ = (l_515_ * l_4_);
                        float l_517_ = (l_516_ - l_505_);
                        float l_518_ = (l_517_ * l_4_);
                        float l_519_ = (l_516_ - l_518_);
                        float l_520_ = (l_519_ * l_4_);
                        float l_521_ = (l_505_ - l_520_);
                        float l_522_ = (l_514_ - l_518_);
                        float l_523_ = (l_521_ + l_522_);
                        float l_524_ = (l_405_ + l_427_);
                        float l_525_ = (l_524_ * l_4_);
                        float l_526_ = (l_525_ - l_405_);
                        float l_527_ = (l_526_ * l_4_);
                        float l_528_ = (l_525_ - l_527_);
                        float l_529_ = (l_528_ * l_4_);
                        float l_530_ = (l_405_ - l_529_);
                        float l_531_ = (l_427_ - l_527_);
                        float l_532_ = (l_530_ + l_531_);
                        float l_533_ = (l_449_ + l_525_);
                        float l_534_ = (l_533_ * l_4_);
                        float l_535_ = (l_534_ - l_449_);
                        float l_536_ = (l_535_ * l_4_);
                        float l_537_ = (l_534_ - l_536_);
                        float l_538_ = (l_537_ * l_4_);
                        float l_539_ = (l_449_ - l_538_);
                        float l_540_ = (l_525_ - l_536_);
                        float l_541_ = (l_539_ + l_540_);
                        float l_542_ = (l_532_ + l_541_);
                        float l_543_ = (l_542_ * l_4_);
                        float l_544_ = (l_543_ - l_532_);
                        float l_545_ = (l_544_ * l_4_);
                        float l_546_ = (l_543_ - l_545_);
                        float l_547_ = (l_546_ * l_4_);
                        float l_548_ = (l_532_ - l_547_);
                        float l_549_ = (l_541_ - l_545_);
                        float l_550_ = (l_548_ + l_549_);
                        float l_551_ = (l_507_ + l_534_);
                        float l_552_ = (l_551_ * l_4_);
                        float l_553_ = (l_552_ - l_507_);
                        float l_554_ = (l_553_ * l_4_);
                        float l_555_ = (l_552_ - l_554_);
                        float l_556_ = (l_555_ * l_4_);
                        float l_557_ = (l_507_ - l_556_);
                        float l_558_ = (l_534_ - l_554_);
                        float l_559_ = (l_557_ + l_558_);
                        float l_560_ = (l_516_ + l_543_);
                        float l_561_ = (l_560_ * l_4_);
                        float l_562_ = (l_561_ - l_516_);
                        float l_563_ = (l_562_ * l_4_);
                        float l_564_ = (l_561_ - l_563_);
                        float l_565_ = (l_564_ * l_4_);
                        float l_566_ = (l_516_ - l_565_);
                        float l_567_ = (l_543_ - l_563_);
                        float l_568_ = (l_566_ + l_567_);
                        float l_569_ = (l_561_ + l_559_);
                        float l_570_ = (l_569_ * l_4_);
                        float l_571_ = (l_570_ - l_561_);
                        float l_572_ = (l_571_ * l_4_);
                        float l_573_ = (l_570_ - l_572_);
                        float l_574_ = (l_573_ * l_4_);
                        float l_575_ = (l_561_ - l_574_);
                        float l_576_ = (l_559_ - l_572_);
                        float l_577_ = (l_575_ + l_576_);
                        float l_578_ = (l_523_ + l_550_);
                        float l_579_ = (l_577_ + l_568_);
                        float l_580_ = (l_578_ + l_579_);
                        float _e1246 = l_mut_230_;
                        float l_581_ = (_e1246 * l_327_);
                        float _e1248 = l_mut_229_;
                        float l_582_ = (_e1248 * l_326_);
                        float l_583_ = (l_581_ + l_582_);
                        float _e1251 = l_mut_228_;
                        float l_584_ = (_e1251 * l_325_);
                        float _e1253 = l_mut_227_;
                        float l_585_ = (_e1253 * l_324_);
                        float l_586_ = (l_584_ + l_585_);
                        float l_587_ = (l_583_ + l_586_);
                        float l_588_ = (l_496_ + l_425_);
                        float l_589_ = (l_447_ + l_469_);
                        float l_590_ = (l_588_ + l_589_);
                        float l_591_ = (l_587_ + l_590_);
                        float l_592_ = (l_570_ + l_591_);
                        float l_593_ = (l_592_ + l_580_);
                        float l_594_ = (l_593_ * l_4_);
                        float l_595_ = (l_594_ - l_592_);
                        float l_596_ = (l_595_ * l_4_);
                        float l_597_ = (l_580_ - l_596_);
                        float l_598_ = (l_552_ + l_594_);
                        float l_599_ = (l_598_ * l_4_);
                        float l_600_ = (l_599_ - l_552_);
                        float l_601_ = (l_600_ * l_4_);
                        float l_602_ = (l_594_ - l_601_);
                        float l_603_ = (l_480_ + l_599_);
                        float l_604_ = (l_603_ * l_4_);
                        float l_605_ = (l_604_ - l_480_);
                        float l_606_ = (l_605_ * l_4_);
                        float l_607_ = (l_599_ - l_606_);
                        float l_608_ = (l_339_ + l_604_);
                        float l_609_ = (l_608_ * l_4_);
                        float l_610_ = (l_609_ - l_339_);
                        float l_611_ = (l_610_ * l_4_);
                        float l_612_ = (l_604_ - l_611_);
                        l_mut_226_ = 0.0;
                        l_mut_164_ = 0.0;
                        l_mut_163_ = 0.0;
                        l_mut_162_ = 0.0;
                        l_mut_161_ = l_609_;
                        l_mut_231_ = 0u;
                        float _e1287 = l_mut_161_;
                        float l_613_ = (_e1287 + l_612_);
                        float l_614_ = (l_613_ * l_4_);
                        float _e1290 = l_mut_161_;
                        float l_615_ = (l_614_ - _e1290);
                        float l_616_ = (l_615_ * l_4_);
                        float l_617_ = (l_612_ - l_616_);
                        uint _e1294 = l_mut_231_;
                        bool l_618_ = (_e1294 < 3u);
                        bool l_619_ = (l_617_ != 0.0);
                        if (l_618_) {
                            local_16 = l_619_;
                        } else {
                            local_16 = false;
                        }
                        bool l_620_ = local_16;
                        uint _e1303 = l_mut_231_;
                        bool l_621_ = (_e1303 == 0u);
                        if (l_620_) {
                            local_17 = l_621_;
                        } else {
                            local_17 = false;
                        }
                        bool l_622_ = local_17;
                        float _e1310 = l_mut_226_;
                        float l_623_ = (l_622_ ? l_614_ : _e1310);
                        l_mut_226_ = l_623_;
                        uint _e1312 = l_mut_231_;
                        bool l_624_ = (_e1312 == 1u);
                        if (l_620_) {
                            local_18 = l_624_;
                        } else {
                            local_18 = false;
                        }
                        bool l_625_ = local_18;
                        float _e1319 = l_mut_164_;
                        float l_626_ = (l_625_ ? l_614_ : _e1319);
                        l_mut_164_ = l_626_;
                        uint _e1321 = l_mut_231_;
                        bool l_627_ = (_e1321 == 2u);
                        if (l_620_) {
                            local_19 = l_627_;
                        } else {
                            local_19 = false;
                        }
                        bool l_628_ = local_19;
                        float _e1328 = l_mut_163_;
                        float l_629_ = (l_628_ ? l_614_ : _e1328);
                        l_mut_163_ = l_629_;
                        float l_630_ = (l_620_ ? l_617_ : l_614_);
                        float _e1331 = l_mut_161_;
                        float l_631_ = (_e1331 + l_612_);
                        float l_632_ = (l_618_ ? l_630_ : l_631_);
                        l_mut_161_ = l_632_;
                        uint l_633_ = uint(l_620_);
                        uint _e1335 = l_mut_231_;
                        l_mut_231_ = (_e1335 + l_633_);
                        float _e1337 = l_mut_161_;
                        float l_634_ = (_e1337 + l_607_);
                        float l_635_ = (l_634_ * l_4_);
                        float _e1340 = l_mut_161_;
                        float l_636_ = (l_635_ - _e1340);
                        float l_637_ = (l_636_ * l_4_);
                        float l_638_ = (l_607_ - l_637_);
                        uint _e1344 = l_mut_231_;
                        bool l_639_ = (_e1344 < 3u);
                        bool l_640_ = (l_638_ != 0.0);
                        if (l_639_) {
                            local_20 = l_640_;
                        } else {
                            local_20 = false;
                        }
                        bool l_641_ = local_20;
                        uint _e1353 = l_mut_231_;
                        bool l_642_ = (_e1353 == 0u);
                        if (l_641_) {
                            local_21 = l_642_;
                        } else {
                            local_21 = false;
                        }
                        bool l_643_ = local_21;
                        float _e1360 = l_mut_226_;
                        float l_644_ = (l_643_ ? l_635_ : _e1360);
                        l_mut_226_ = l_644_;
                        uint _e1362 = l_mut_231_;
                        bool l_645_ = (_e1362 == 1u);
                        if (l_641_) {
                            local_22 = l_645_;
                        } else {
                            local_22 = false;
                        }
                        bool l_646_ = local_22;
                        float _e1369 = l_mut_164_;
                        float l_647_ = (l_646_ ? l_635_ : _e1369);
                        l_mut_164_ = l_647_;
                        uint _e1371 = l_mut_231_;
                        bool l_648_ = (_e1371 == 2u);
                        if (l_641_) {
                            local_23 = l_648_;
                        } else {
                            local_23 = false;
                        }
                        bool l_649_ = local_23;
                        float _e1378 = l_mut_163_;
                        float l_650_ = (l_649_ ? l_635_ : _e1378);
                        l_mut_163_ = l_650_;
                        float l_651_ = (l_641_ ? l_638_ : l_635_);
                        float _e1381 = l_mut_161_;
                        float l_652_ = (_e1381 + l_607_);
                        float l_653_ = (l_639_ ? l_651_ : l_652_);
                        l_mut_161_ = l_653_;
                        uint l_654_ = uint(l_641_);
                        uint _e1385 = l_mut_231_;
                        l_mut_231_ = (_e1385 + l_654_);
                        float _e1387 = l_mut_161_;
                        float l_655_ = (_e1387 + l_602_);
                        float l_656_ = (l_655_ * l_4_);
                        float _e1390 = l_mut_161_;
                        float l_657_ = (l_656_ - _e1390);
                        float l_658_ = (l_657_ * l_4_);
                        float l_659_ = (l_602_ - l_658_);
                        uint _e1394 = l_mut_231_;
                        bool l_660_ = (_e1394 < 3u);
                        bool l_661_ = (l_659_ != 0.0);
                        if (l_660_) {
                            local_24 = l_661_;
                        } else {
                            local_24 = false;
                        }
                        bool l_662_ = local_24;
                        uint _e1403 = l_mut_231_;
                        bool l_663_ = (_e1403 == 0u);
                        if (l_662_) {
                            local_25 = l_663_;
                        } else {
                            local_25 = false;
                        }
                        bool l_664_ = local_25;
                        float _e1410 = l_mut_226_;
                        float l_665_ = (l_664_ ? l_656_ : _e1410);
                        l_mut_226_ = l_665_;
                        uint _e1412 = l_mut_231_;
                        bool l_666_ = (_e1412 == 1u);
                        if (l_662_) {
                            local_26 = l_666_;
                        } else {
                            local_26 = false;
                        }
                        bool l_667_ = local_26;
                        float _e1419 = l_mut_164_;
                        float l_668_ = (l_667_ ? l_656_ : _e1419);
                        l_mut_164_ = l_668_;
                        uint _e1421 = l_mut_231_;
                        bool l_669_ = (_e1421 == 2u);
                        if (l_662_) {
                            local_27 = l_669_;
                        } else {
                            local_27 = false;
                        }
                        bool l_670_ = local_27;
                        float _e1428 = l_mut_163_;
                        float l_671_ = (l_670_ ? l_656_ : _e1428);
                        l_mut_163_ = l_671_;
                        float l_672_ = (l_662_ ? l_659_ : l_656_);
                        float _e1431 = l_mut_161_;
                        float l_673_ = (_e1431 + l_602_);
                        float l_674_ = (l_660_ ? l_672_ : l_673_);
                        l_mut_161_ = l_674_;
                        uint l_675_ = uint(l_662_);
                        uint _e1435 = l_mut_231_;
                        l_mut_231_ = (_e1435 + l_675_);
                        float _e1437 = l_mut_161_;
                        float l_676_ = (_e1437 + l_597_);
                        float l_677_ = (l_676_ * l_4_);
                        float _e1440 = l_mut_161_;
                        float l_678_ = (l_677_ - _e1440);
                        float l_679_ = (l_678_ * l_4_);
                        float l_680_ = (l_597_ - l_679_);
                        uint _e1444 = l_mut_231_;
                        bool l_681_ = (_e1444 < 3u);
                        bool l_682_ = (l_680_ != 0.0);
                        if (l_681_) {
                            local_28 = l_682_;
                        } else {
                            local_28 = false;
                        }
                        bool l_683_ = local_28;
                        uint _e1453 = l_mut_231_;
                        bool l_684_ = (_e1453 == 0u);
                        if (l_683_) {
                            local_29 = l_684_;
                        } else {
                            local_29 = false;
                        }
                        bool l_685_ = local_29;
                        float _e1460 = l_mut_226_;
                        float l_686_ = (l_685_ ? l_677_ : _e1460);
                        l_mut_226_ = l_686_;
                        uint _e1462 = l_mut_231_;
                        bool l_687_ = (_e1462 == 1u);
                        if (l_683_) {
                            local_30 = l_687_;
                        } else {
                            local_30 = false;
                        }
                        bool l_688_ = local_30;
                        float _e1469 = l_mut_164_;
                        float l_689_ = (l_688_ ? l_677_ : _e1469);
                        l_mut_164_ = l_689_;
                        uint _e1471 = l_mut_231_;
                        bool l_690_ = (_e1471 == 2u);
                        if (l_683_) {
                            local_31 = l_690_;
                        } else {
                            local_31 = false;
                        }
                        bool l_691_ = local_31;
                        float _e1478 = l_mut_163_;
                        float l_692_ = (l_691_ ? l_677_ : _e1478);
                        l_mut_163_ = l_692_;
                        float l_693_ = (l_683_ ? l_680_ : l_677_);
                        float _e1481 = l_mut_161_;
                        float l_694_ = (_e1481 + l_597_);
                        float l_695_ = (l_681_ ? l_693_ : l_694_);
                        l_mut_161_ = l_695_;
                        uint l_696_ = uint(l_683_);
                        uint _e1485 = l_mut_231_;
                        l_mut_231_ = (_e1485 + l_696_);
                        uint _e1487 = l_mut_231_;
                        bool l_697_ = (_e1487 == 0u);
                        float _e1490 = l_mut_226_;
                        float _e1491 = l_mut_161_;
                        float l_698_ = (l_697_ ? _e1491 : _e1490);
                        l_mut_226_ = l_698_;
                        uint _e1493 = l_mut_231_;
                        bool l_699_ = (_e1493 == 1u);
                        float _e1496 = l_mut_164_;
                        float _e1497 = l_mut_161_;
                        float l_700_ = (l_699_ ? _e1497 : _e1496);
                        l_mut_164_ = l_700_;
                        uint _e1499 = l_mut_231_;
                        bool l_701_ = (_e1499 == 2u);
                        float _e1502 = l_mut_163_;
                        float _e1503 = l_mut_161_;
                        float l_702_ = (l_701_ ? _e1503 : _e1502);
                        l_mut_163_ = l_702_;
                        uint _e1505 = l_mut_231_;
                        bool l_703_ = (_e1505 == 3u);
                        float _e1508 = l_mut_162_;
                        float _e1509 = l_mut_161_;
                        float l_704_ = (l_703_ ? _e1509 : _e1508);
                        l_mut_162_ = l_704_;
                        uint _e1512 = l_mut_337_;
                        uint l_705_ = (4u * _e1512);
                        uint l_706_ = (l_329_ + l_705_);
                        uint l_3603_ = asuint(info.Load(8+0));
                        uint l_3604_ = (l_3603_ * 1u);
                        bool l_3605_ = (l_706_ < l_3604_);
                        uint l_3606_ = (l_3604_ - 1u);
                        uint l_3607_ = min(l_706_, l_3606_);
                        float l_3608_ = asfloat(buffer_2_global.Load(l_3607_*4));
                        float l_707_ = (l_3605_ ? l_3608_ : 0.0);
                        uint l_708_ = (l_706_ + 1u);
                        uint l_3610_ = asuint(info.Load(8+0));
                        uint l_3611_ = (l_3610_ * 1u);
                        bool l_3612_ = (l_708_ < l_3611_);
                        uint l_3613_ = (l_3611_ - 1u);
                        uint l_3614_ = min(l_708_, l_3613_);
                        float l_3615_ = asfloat(buffer_2_global.Load(l_3614_*4));
                        float l_709_ = (l_3612_ ? l_3615_ : 0.0);
                        uint l_710_ = (l_706_ + 2u);
                        uint l_3617_ = asuint(info.Load(8+0));
                        uint l_3618_ = (l_3617_ * 1u);
                        bool l_3619_ = (l_710_ < l_3618_);
                        uint l_3620_ = (l_3618_ - 1u);
                        uint l_3621_ = min(l_710_, l_3620_);
                        float l_3622_ = asfloat(buffer_2_global.Load(l_3621_*4));
                        float l_711_ = (l_3619_ ? l_3622_ : 0.0);
                        uint l_712_ = (l_706_ + 3u);
                        uint l_3624_ = asuint(info.Load(8+0));
                        uint l_3625_ = (l_3624_ * 1u);
                        bool l_3626_ = (l_712_ < l_3625_);
                        uint l_3627_ = (l_3625_ - 1u);
                        uint l_3628_ = min(l_712_, l_3627_);
                        float l_3629_ = asfloat(buffer_2_global.Load(l_3628_*4));
                        float l_713_ = (l_3626_ ? l_3629_ : 0.0);
                        float _e1581 = l_mut_226_;
                        float l_714_ = (_e1581 + l_707_);
                        float l_715_ = (l_714_ * l_4_);
                        float _e1584 = l_mut_226_;
                        float l_716_ = (l_715_ - _e1584);
                        float l_717_ = (l_716_ * l_4_);
                        float l_718_ = (l_715_ - l_717_);
                        float l_719_ = (l_718_ * l_4_);
                        float _e1589 = l_mut_226_;
                        float l_720_ = (_e1589 - l_719_);
                        float l_721_ = (l_707_ - l_717_);
                        float l_722_ = (l_720_ + l_721_);
                        float _e1593 = l_mut_164_;
                        float l_723_ = (_e1593 + l_709_);
                        float l_724_ = (l_723_ * l_4_);
                        float _e1596 = l_mut_164_;
                        float l_725_ = (l_724_ - _e1596);
                        float l_726_ = (l_725_ * l_4_);
                        float l_727_ = (l_724_ - l_726_);
                        float l_728_ = (l_727_ * l_4_);
                        float _e1601 = l_mut_164_;
                        float l_729_ = (_e1601 - l_728_);
                        float l_730_ = (l_709_ - l_726_);
                        float l_731_ = (l_729_ + l_730_);
                        float _e1605 = l_mut_163_;
                        float l_732_ = (_e1605 + l_711_);
                        float l_733_ = (l_732_ * l_4_);
                        float _e1608 = l_mut_163_;
                        float l_734_ = (l_733_ - _e1608);
                        float l_735_ = (l_734_ * l_4_);
                        float l_736_ = (l_733_ - l_735_);
                        float l_737_ = (l_736_ * l_4_);
                        float _e1613 = l_mut_163_;
                        float l_738_ = (_e1613 - l_737_);
                        float l_739_ = (l_711_ - l_735_);
                        float l_740_ = (l_738_ + l_739_);
                        float _e1617 = l_mut_162_;
                        float l_741_ = (_e1617 + l_713_);
                        float l_742_ = (l_741_ * l_4_);
                        float _e1620 = l_mut_162_;
                        float l_743_ = (l_742_ - _e1620);
                        float l_744_ = (l_743_ * l_4_);
                        float l_745_ = (l_742_ - l_744_);
                        float l_746_ = (l_745_ * l_4_);
                        float _e1625 = l_mut_162_;
                        float l_747_ = (_e1625 - l_746_);
                        float l_748_ = (l_713_ - l_744_);
                        float l_749_ = (l_747_ + l_748_);
                        float l_750_ = (l_724_ + l_722_);
                        float l_751_ = (l_750_ * l_4_);
                        float l_752_ = (l_751_ - l_724_);
                        float l_753_ = (l_752_ * l_4_);
                        float l_754_ = (l_751_ - l_753_);
                        float l_755_ = (l_754_ * l_4_);
                        float l_756_ = (l_724_ - l_755_);
                        float l_757_ = (l_722_ - l_753_);
                        float l_758_ = (l_756_ + l_757_);
                        float l_759_ = (l_733_ + l_758_);
                        float l_760_ = (l_759_ * l_4_);
                        float l_761_ = (l_760_ - l_733_);
                        float l_762_ = (l_761_ * l_4_);
                        float l_763_ = (l_760_ - l_762_);
                        float l_764_ = (l_763_ * l_4_);
                        float l_765_ = (l_733_ - l_764_);
                        float l_766_ = (l_758_ - l_762_);
                        float l_767_ = (l_765_ + l_766_);
                        float l_768_ = (l_731_ + l_760_);
                        float l_769_ = (l_768_ * l_4_);
                        float l_770_ = (l_769_ - l_731_);
                        float l_771_ = (l_770_ * l_4_);
                        float l_772_ = (l_769_ - l_771_);
                        float l_773_ = (l_772_ * l_4_);
                        float l_774_ = (l_731_ - l_773_);
                        float l_775_ = (l_760_ - l_771_);
                        float l_776_ = (l_774_ + l_775_);
                        float l_777_ = (l_767_ + l_776_);
                        float l_778_ = (l_777_ * l_4_);
                        float l_779_ = (l_778_ - l_767_);
                        float l_780_ = (l_779_ * l_4_);
                        float l_781_ = (l_778_ - l_780_);
                        float l_782_ = (l_781_ * l_4_);
                        float l_783_ = (l_767_ - l_782_);
                        float l_784_ = (l_776_ - l_780_);
                        float l_785_ = (l_783_ + l_784_);
                        float l_786_ = (l_742_ + l_778_);
                        float l_787_ = (l_786_ * l_4_);
                        float l_788_ = (l_787_ - l_742_);
                        float l_789_ = (l_788_ * l_4_);
                        float l_790_ = (l_787_ - l_789_);
                        float l_791_ = (l_790_ * l_4_);
                        float l_792_ = (l_742_ - l_791_);
                        float l_793_ = (l_778_ - l_789_);
                        float l_794_ = (l_792_ + l_793_);
                        float l_795_ = (l_740_ + l_787_);
                        float l_796_ = (l_795_ * l_4_);
                        float l_797_ = (l_796_ - l_740_);
                        float l_798_ = (l_797_ * l_4_);
                        float l_799_ = (l_796_ - l_798_);
                        float l_800_ = (l_799_ * l_4_);
                        float l_801_ = (l_740_ - l_800_);
                        float l_802_ = (l_787_ - l_798_);
                        float l_803_ = (l_801_ + l_802_);
                        float l_804_ = (l_794_ + l_803_);
                        float l_805_ = (l_804_ + l_785_);
                        float l_806_ = (l_805_ + l_749_);
                        float l_807_ = (l_796_ + l_806_);
                        float l_808_ = (l_807_ * l_4_);
                        float l_809_ = (l_808_ - l_796_);
                        float l_810_ = (l_809_ * l_4_);
                        float l_811_ = (l_806_ - l_810_);
                        float l_812_ = (l_769_ + l_808_);
                        float l_813_ = (l_812_ * l_4_);
                        float l_814_ = (l_813_ - l_769_);
                        float l_815_ = (l_814_ * l_4_);
                        float l_816_ = (l_808_ - l_815_);
                        float l_817_ = (l_751_ + l_813_);
                        float l_818_ = (l_817_ * l_4_);
                        float l_819_ = (l_818_ - l_751_);
                        float l_820_ = (l_819_ * l_4_);
                        float l_821_ = (l_813_ - l_820_);
                        float l_822_ = (l_715_ + l_818_);
                        float l_823_ = (l_822_ * l_4_);
                        float l_824_ = (l_823_ - l_715_);
                        float l_825_ = (l_824_ * l_4_);
                        float l_826_ = (l_818_ - l_825_);
                        l_mut_161_ = 0.0;
                        l_mut_827_ = 0.0;
                        l_mut_828_ = 0.0;
                        l_mut_829_ = 0.0;
                        l_mut_830_ = l_823_;
                        l_mut_231_ = 0u;
                        float _e1711 = l_mut_830_;
                        float l_831_ = (_e1711 + l_826_);
                        float l_832_ = (l_831_ * l_4_);
                        float _e1714 = l_mut_830_;
                        float l_833_ = (l_832_ - _e1714);
                        float l_834_ = (l_833_ * l_4_);
                        float l_835_ = (l_826_ - l_834_);
                        uint _e1718 = l_mut_231_;
                        bool l_836_ = (_e1718 < 3u);
                        bool l_837_ = (l_835_ != 0.0);
                        if (l_836_) {
                            local_32 = l_837_;
                        } else {
                            local_32 = false;
                        }
                        bool l_838_ = local_32;
                        uint _e1727 = l_mut_231_;
                        bool l_839_ = (_e1727 == 0u);
                        if (l_838_) {
                            local_33 = l_839_;
                        } else {
                            local_33 = false;
                        }
                        bool l_840_ = local_33;
                        float _e1734 = l_mut_161_;
                        float l_841_ = (l_840_ ? l_832_ : _e1734);
                        l_mut_161_ = l_841_;
                        uint _e1736 = l_mut_231_;
                        bool l_842_ = (_e1736 == 1u);
                        if (l_838_) {
                            local_34 = l_842_;
                        } else {
                            local_34 = false;
                        }
                        bool l_843_ = local_34;
                        float _e1743 = l_mut_827_;
                        float l_844_ = (l_843_ ? l_832_ : _e1743);
                        l_mut_827_ = l_844_;
                        uint _e1745 = l_mut_231_;
                        bool l_845_ = (_e1745 == 2u);
                        if (l_838_) {
                            local_35 = l_845_;
                        } else {
                            local_35 = false;
                        }
                        bool l_846_ = local_35;
                        float _e1752 = l_mut_828_;
                        float l_847_ = (l_846_ ? l_832_ : _e1752);
                        l_mut_828_ = l_847_;
                        float l_848_ = (l_838_ ? l_835_ : l_832_);
                        float _e1755 = l_mut_830_;
                        float l_849_ = (_e1755 + l_826_);
                        float l_850_ = (l_836_ ? l_848_ : l_849_);
                        l_mut_830_ = l_850_;
                        uint l_851_ = uint(l_838_);
                        uint _e1759 = l_mut_231_;
                        l_mut_231_ = (_e1759 + l_851_);
                        float _e1761 = l_mut_830_;
                        float l_852_ = (_e1761 + l_821_);
                        float l_853_ = (l_852_ * l_4_);
                        float _e1764 = l_mut_830_;
                        float l_854_ = (l_853_ - _e1764);
                        float l_855_ = (l_854_ * l_4_);
                        float l_856_ = (l_821_ - l_855_);
                        uint _e1768 = l_mut_231_;
                        bool l_857_ = (_e1768 < 3u);
                        bool l_858_ = (l_856_ != 0.0);
                        if (l_857_) {
                            local_36 = l_858_;
                        } else {
                            local_36 = false;
                        }
                        bool l_859_ = local_36;
                        uint _e1777 = l_mut_231_;
                        bool l_860_ = (_e1777 == 0u);
                        if (l_859_) {
                            local_37 = l_860_;
                        } else {
                            local_37 = false;
                        }
                        bool l_861_ = local_37;
                        float _e1784 = l_mut_161_;
                        float l_862_ = (l_861_ ? l_853_ : _e1784);
                        l_mut_161_ = l_862_;
                        uint _e1786 = l_mut_231_;
                        bool l_863_ = (_e1786 == 1u);
                        if (l_859_) {
                            local_38 = l_863_;
                        } else {
                            local_38 = false;
                        }
                        bool l_864_ = local_38;
                        float _e1793 = l_mut_827_;
                        float l_865_ = (l_864_ ? l_853_ : _e1793);
                        l_mut_827_ = l_865_;
                        uint _e1795 = l_mut_231_;
                        bool l_866_ = (_e1795 == 2u);
                        if (l_859_) {
                            local_39 = l_866_;
                        } else {
                            local_39 = false;
                        }
                        bool l_867_ = local_39;
                        float _e1802 = l_mut_828_;
                        float l_868_ = (l_867_ ? l_853_ : _e1802);
                        l_mut_828_ = l_868_;
                        float l_869_ = (l_859_ ? l_856_ : l_853_);
                        float _e1805 = l_mut_830_;
                        float l_870_ = (_e1805 + l_821_);
                        float l_871_ = (l_857_ ? l_869_ : l_870_);
                        l_mut_830_ = l_871_;
                        uint l_872_ = uint(l_859_);
                        uint _e1809 = l_mut_231_;
                        l_mut_231_ = (_e1809 + l_872_);
                        float _e1811 = l_mut_830_;
                        float l_873_ = (_e1811 + l_816_);
                        float l_874_ = (l_873_ * l_4_);
                        float _e1814 = l_mut_830_;
                        float l_875_ = (l_874_ - _e1814);
                        float l_876_ = (l_875_ * l_4_);
                        float l_877_ = (l_816_ - l_876_);
                        uint _e1818 = l_mut_231_;
                        bool l_878_ = (_e1818 < 3u);
                        bool l_879_ = (l_877_ != 0.0);
                        if (l_878_) {
                            local_40 = l_879_;
                        } else {
                            local_40 = false;
                        }
                        bool l_880_ = local_40;
                        uint _e1827 = l_mut_231_;
                        bool l_881_ = (_e1827 == 0u);
                        if (l_880_) {
                            local_41 = l_881_;
                        } else {
                            local_41 = false;
                        }
                        bool l_882_ = local_41;
                        float _e1834 = l_mut_161_;
                        float l_883_ = (l_882_ ? l_874_ : _e1834);
                        l_mut_161_ = l_883_;
                        uint _e1836 = l_mut_231_;
                        bool l_884_ = (_e1836 == 1u);
                        if (l_880_) {
                            local_42 = l_884_;
                        } else {
                            local_42 = false;
                        }
                        bool l_885_ = local_42;
                        float _e1843 = l_mut_827_;
                        float l_886_ = (l_885_ ? l_874_ : _e1843);
                        l_mut_827_ = l_886_;
                        uint _e1845 = l_mut_231_;
                        bool l_887_ = (_e1845 == 2u);
                        if (l_880_) {
                            local_43 = l_887_;
                        } else {
                            local_43 = false;
                        }
                        bool l_888_ = local_43;
                        float _e1852 = l_mut_828_;
                        float l_889_ = (l_888_ ? l_874_ : _e1852);
                        l_mut_828_ = l_889_;
                        float l_890_ = (l_880_ ? l_877_ : l_874_);
                        float _e1855 = l_mut_830_;
                        float l_891_ = (_e1855 + l_816_);
                        float l_892_ = (l_878_ ? l_890_ : l_891_);
                        l_mut_830_ = l_892_;
                        uint l_893_ = uint(l_880_);
                        uint _e1859 = l_mut_231_;
                        l_mut_231_ = (_e1859 + l_893_);
                        float _e1861 = l_mut_830_;
                        float l_894_ = (_e1861 + l_811_);
                        float l_895_ = (l_894_ * l_4_);
                        float _e1864 = l_mut_830_;
                        float l_896_ = (l_895_ - _e1864);
                        float l_897_ = (l_896_ * l_4_);
                        float l_898_ = (l_811_ - l_897_);
                        uint _e1868 = l_mut_231_;
                        bool l_899_ = (_e1868 < 3u);
                        bool l_900_ = (l_898_ != 0.0);
                        if (l_899_) {
                            local_44 = l_900_;
                        } else {
                            local_44 = false;
                        }
                        bool l_901_ = local_44;
                        uint _e1877 = l_mut_231_;
                        bool l_902_ = (_e1877 == 0u);
                        if (l_901_) {
                            local_45 = l_902_;
                        } else {
                            local_45 = false;
                        }
                        bool l_903_ = local_45;
                        float _e1884 = l_mut_161_;
                        float l_904_ = (l_903_ ? l_895_ : _e1884);
                        l_mut_161_ = l_904_;
                        uint _e1886 = l_mut_231_;
                        bool l_905_ = (_e1886 == 1u);
                        if (l_901_) {
                            local_46 = l_905_;
                        } else {
                            local_46 = false;
                        }
                        bool l_906_ = local_46;
                        float _e1893 = l_mut_827_;
                        float l_907_ = (l_906_ ? l_895_ : _e1893);
                        l_mut_827_ = l_907_;
                        uint _e1895 = l_mut_231_;
                        bool l_908_ = (_e1895 == 2u);
                        if (l_901_) {
                            local_47 = l_908_;
                        } else {
                            local_47 = false;
                        }
                        bool l_909_ = local_47;
                        float _e1902 = l_mut_828_;
                        float l_910_ = (l_909_ ? l_895_ : _e1902);
                        l_mut_828_ = l_910_;
                        float l_911_ = (l_901_ ? l_898_ : l_895_);
                        float _e1905 = l_mut_830_;
                        float l_912_ = (_e1905 + l_811_);
                        float l_913_ = (l_899_ ? l_911_ : l_912_);
                        l_mut_830_ = l_913_;
                        uint l_914_ = uint(l_901_);
                        uint _e1909 = l_mut_231_;
                        l_mut_231_ = (_e1909 + l_914_);
                        uint _e1911 = l_mut_231_;
                        bool l_915_ = (_e1911 == 0u);
                        float _e1914 = l_mut_161_;
                        float _e1915 = l_mut_830_;
                        float l_916_ = (l_915_ ? _e1915 : _e1914);
                        l_mut_161_ = l_916_;
                        uint _e1917 = l_mut_231_;
                        bool l_917_ = (_e1917 == 1u);
                        float _e1920 = l_mut_827_;
                        float _e1921 = l_mut_830_;
                        float l_918_ = (l_917_ ? _e1921 : _e1920);
                        l_mut_827_ = l_918_;
                        uint _e1923 = l_mut_231_;
                        bool l_919_ = (_e1923 == 2u);
                        float _e1926 = l_mut_828_;
                        float _e1927 = l_mut_830_;
                        float l_920_ = (l_919_ ? _e1927 : _e1926);
                        l_mut_828_ = l_920_;
                        uint _e1929 = l_mut_231_;
                        bool l_921_ = (_e1929 == 3u);
                        float _e1932 = l_mut_829_;
                        float _e1933 = l_mut_830_;
                        float l_922_ = (l_921_ ? _e1933 : _e1932);
                        l_mut_829_ = l_922_;
                        float _e1935 = l_mut_161_;
                        l_mut_230_ = _e1935;
                        float _e1936 = l_mut_827_;
                        l_mut_229_ = _e1936;
                        float _e1937 = l_mut_828_;
                        l_mut_228_ = _e1937;
                        float _e1938 = l_mut_829_;
                        l_mut_227_ = _e1938;
                    }
                }
                float _e1942 = l_mut_230_;
                float l_923_ = (_e1942 * l_324_);
                float l_924_ = (l_923_ * l_4_);
                float _e1945 = l_mut_230_;
                float l_925_ = (l_3_ * _e1945);
                float l_926_ = (l_925_ * l_4_);
                float _e1948 = l_mut_230_;
                float l_927_ = (l_926_ - _e1948);
                float l_928_ = (l_927_ * l_4_);
                float l_929_ = (l_926_ - l_928_);
                float _e1952 = l_mut_230_;
                float l_930_ = (_e1952 - l_929_);
                float l_931_ = (l_3_ * l_324_);
                float l_932_ = (l_931_ * l_4_);
                float l_933_ = (l_932_ - l_324_);
                float l_934_ = (l_933_ * l_4_);
                float l_935_ = (l_932_ - l_934_);
                float l_936_ = (l_324_ - l_935_);
                float l_937_ = (l_929_ * l_935_);
                float l_938_ = (l_937_ - l_924_);
                float l_939_ = (l_929_ * l_936_);
                float l_940_ = (l_938_ + l_939_);
                float l_941_ = (l_930_ * l_935_);
                float l_942_ = (l_940_ + l_941_);
                float l_943_ = (l_930_ * l_936_);
                float l_944_ = (l_942_ + l_943_);
                float _e1968 = l_mut_230_;
                float l_945_ = (_e1968 * l_325_);
                float l_946_ = (l_945_ * l_4_);
                float _e1971 = l_mut_230_;
                float l_947_ = (l_3_ * _e1971);
                float l_948_ = (l_947_ * l_4_);
                float _e1974 = l_mut_230_;
                float l_949_ = (l_948_ - _e1974);
                float l_950_ = (l_949_ * l_4_);
                float l_951_ = (l_948_ - l_950_);
                float _e1978 = l_mut_230_;
                float l_952_ = (_e1978 - l_951_);
                float l_953_ = (l_3_ * l_325_);
                float l_954_ = (l_953_ * l_4_);
                float l_955_ = (l_954_ - l_325_);
                float l_956_ = (l_955_ * l_4_);
                float l_957_ = (l_954_ - l_956_);
                float l_958_ = (l_325_ - l_957_);
                float l_959_ = (l_951_ * l_957_);
                float l_960_ = (l_959_ - l_946_);
                float l_961_ = (l_951_ * l_958_);
                float l_962_ = (l_960_ + l_961_);
                float l_963_ = (l_952_ * l_957_);
                float l_964_ = (l_962_ + l_963_);
                float l_965_ = (l_952_ * l_958_);
                float l_966_ = (l_964_ + l_965_);
                float _e1994 = l_mut_229_;
                float l_967_ = (_e1994 * l_324_);
                float l_968_ = (l_967_ * l_4_);
                float _e1997 = l_mut_229_;
                float l_969_ = (l_3_ * _e1997);
                float l_970_ = (l_969_ * l_4_);
                float _e2000 = l_mut_229_;
                float l_971_ = (l_970_ - _e2000);
                float l_972_ = (l_971_ * l_4_);
                float l_973_ = (l_970_ - l_972_);
                float _e2004 = l_mut_229_;
                float l_974_ = (_e2004 - l_973_);
                float l_975_ = (l_3_ * l_324_);
                float l_976_ = (l_975_ * l_4_);
                float l_977_ = (l_976_ - l_324_);
                float l_978_ = (l_977_ * l_4_);
                float l_979_ = (l_976_ - l_978_);
                float l_980_ = (l_324_ - l_979_);
                float l_981_ = (l_973_ * l_979_);
                float l_982_ = (l_981_ - l_968_);
                float l_983_ = (l_973_ * l_980_);
                float l_984_ = (l_982_ + l_983_);
                float l_985_ = (l_974_ * l_979_);
                float l_986_ = (l_984_ + l_985_);
                float l_987_ = (l_974_ * l_980_);
                float l_988_ = (l_986_ + l_987_);
                float _e2020 = l_mut_230_;
                float l_989_ = (_e2020 * l_326_);
                float l_990_ = (l_989_ * l_4_);
                float _e2023 = l_mut_230_;
                float l_991_ = (l_3_ * _e2023);
                float l_992_ = (l_991_ * l_4_);
                float _e2026 = l_mut_230_;
                float l_993_ = (l_992_ - _e2026);
                float l_994_ = (l_993_ * l_4_);
                float l_995_ = (l_992_ - l_994_);
                float _e2030 = l_mut_230_;
                float l_996_ = (_e2030 - l_995_);
                float l_997_ = (l_3_ * l_326_);
                float l_998_ = (l_997_ * l_4_);
                float l_999_ = (l_998_ - l_326_);
                float l_1000_ = (l_999_ * l_4_);
                float l_1001_ = (l_998_ - l_1000_);
                float l_1002_ = (l_326_ - l_1001_);
                float l_1003_ = (l_995_ * l_1001_);
                float l_1004_ = (l_1003_ - l_990_);
                float l_1005_ = (l_995_ * l_1002_);
                float l_1006_ = (l_1004_ + l_1005_);
                float l_1007_ = (l_996_ * l_1001_);
                float l_1008_ = (l_1006_ + l_1007_);
                float l_1009_ = (l_996_ * l_1002_);
                float l_1010_ = (l_1008_ + l_1009_);
                float _e2046 = l_mut_229_;
                float l_1011_ = (_e2046 * l_325_);
                float l_1012_ = (l_1011_ * l_4_);
                float _e2049 = l_mut_229_;
                float l_1013_ = (l_3_ * _e2049);
                float l_1014_ = (l_1013_ * l_4_);
                float _e2052 = l_mut_229_;
                float l_1015_ = (l_1014_ - _e2052);
                float l_1016_ = (l_1015_ * l_4_);
                float l_1017_ = (l_1014_ - l_1016_);
                float _e2056 = l_mut_229_;
                float l_1018_ = (_e2056 - l_1017_);
                float l_1019_ = (l_3_ * l_325_);
                float l_1020_ = (l_1019_ * l_4_);
                float l_1021_ = (l_1020_ - l_325_);
                float l_1022_ = (l_1021_ * l_4_);
                float l_1023_ = (l_1020_ - l_1022_);
                float l_1024_ = (l_325_ - l_1023_);
                float l_1025_ = (l_1017_ * l_1023_);
                float l_1026_ = (l_1025_ - l_1012_);
                float l_1027_ = (l_1017_ * l_1024_);
                float l_1028_ = (l_1026_ + l_1027_);
                float l_1029_ = (l_1018_ * l_1023_);
                float l_1030_ = (l_1028_ + l_1029_);
                float l_1031_ = (l_1018_ * l_1024_);
                float l_1032_ = (l_1030_ + l_1031_);
                float _e2072 = l_mut_228_;
                float l_1033_ = (_e2072 * l_324_);
                float l_1034_ = (l_1033_ * l_4_);
                float _e2075 = l_mut_228_;
                float l_1035_ = (l_3_ * _e2075);
                float l_1036_ = (l_1035_ * l_4_);
                float _e2078 = l_mut_228_;
                float l_1037_ = (l_1036_ - _e2078);
                float l_1038_ = (l_1037_ * l_4_);
                float l_1039_ = (l_1036_ - l_1038_);
                float _e2082 = l_mut_228_;
                float l_1040_ = (_e2082 - l_1039_);
                float l_1041_ = (l_3_ * l_324_);
                float l_1042_ = (l_1041_ * l_4_);
                float l_1043_ = (l_1042_ - l_324_);
                float l_1044_ = (l_1043_ * l_4_);
                float l_1045_ = (l_1042_ - l_1044_);
                float l_1046_ = (l_324_ - l_1045_);
                float l_1047_ = (l_1039_ * l_1045_);
                float l_1048_ = (l_1047_ - l_1034_);
                float l_1049_ = (l_1039_ * l_1046_);
                float l_1050_ = (l_1048_ + l_1049_);
                float l_1051_ = (l_1040_ * l_1045_);
                float l_1052_ = (l_1050_ + l_1051_);
                float l_1053_ = (l_1040_ * l_1046_);
                float l_1054_ = (l_1052_ + l_1053_);
                float l_1055_ = (l_946_ + l_968_);
                float l_1056_ = (l_1055_ * l_4_);
                float l_1057_ = (l_1056_ - l_946_);
                float l_1058_ = (l_1057_ * l_4_);
                float l_1059_ = (l_1056_ - l_1058_);
                float l_1060_ = (l_1059_ * l_4_);
                float l_1061_ = (l_946_ - l_1060_);
                float l_1062_ = (l_968_ - l_1058_);
                float l_1063_ = (l_1061_ + l_1062_);
                float l_1064_ = (l_944_ + l_1056_);
                float l_1065_ = (l_1064_ * l_4_);
                float l_1066_ = (l_1065_ - l_944_);
                float l_1067_ = (l_1066_ * l_4_);
                float l_1068_ = (l_1065_ - l_1067_);
                float l_1069_ = (l_1068_ * l_4_);
                float l_1070_ = (l_944_ - l_1069_);
                float l_1071_ = (l_1056_ - l_1067_);
                float l_1072_ = (l_1070_ + l_1071_);
                float l_1073_ = (l_1063_ + l_1072_);
                float l_1074_ = (l_1073_ * l_4_);
                float l_1075_ = (l_1074_ - l_1063_);
                float l_1076_ = (l_1075_ * l_4_);
                float l_1077_ = (l_1074_ - l_1076_);
                float l_1078_ = (l_1077_ * l_4_);
                float l_1079_ = (l_1063_ - l_1078_);
                float l_1080_ = (l_1072_ - l_1076_);
                float l_1081_ = (l_1079_ + l_1080_);
                float l_1082_ = (l_1074_ + l_966_);
                float l_1083_ = (l_1082_ * l_4_);
                float l_1084_ = (l_1083_ - l_1074_);
                float l_1085_ = (l_1084_ * l_4_);
                float l_1086_ = (l_1083_ - l_1085_);
                float l_1087_ = (l_1086_ * l_4_);
                float l_1088_ = (l_1074_ - l_1087_);
                float l_1089_ = (l_966_ - l_1085_);
                float l_1090_ = (l_1088_ + l_1089_);
                float l_1091_ = (l_988_ + l_1083_);
                float l_1092_ = (l_1091_ * l_4_);
                float l_1093_ = (l_1092_ - l_988_);
                float l_1094_ = (l_1093_ * l_4_);
                float l_1095_ = (l_1092_ - l_1094_);
                float l_1096_ = (l_1095_ * l_4_);
                float l_1097_ = (l_988_ - l_1096_);
                float l_1098_ = (l_1083_ - l_1094_);
                float l_1099_ = (l_1097_ + l_1098_);
                float l_1100_ = (l_1090_ + l_1099_);
                float l_1101_ = (l_1100_ * l_4_);
                float l_1102_ = (l_1101_ - l_1090_);
                float l_1103_ = (l_1102_ * l_4_);
                float l_1104_ = (l_1101_ - l_1103_);
                float l_1105_ = (l_1104_ * l_4_);
                float l_1106_ = (l_1090_ - l_1105_);
                float l_1107_ = (l_1099_ - l_1103_);
                float l_1108_ = (l_1106_ + l_1107_);
                float l_1109_ = (l_990_ + l_1012_);
                float l_1110_ = (l_1109_ * l_4_);
                float l_1111_ = (l_1110_ - l_990_);
                float l_1112_ = (l_1111_ * l_4_);
                float l_1113_ = (l_1110_ - l_1112_);
                float l_1114_ = (l_1113_ * l_4_);
                float l_1115_ = (l_990_ - l_1114_);
                float l_1116_ = (l_1012_ - l_1112_);
                float l_1117_ = (l_1115_ + l_1116_);
                float l_1118_ = (l_1034_ + l_1110_);
                float l_1119_ = (l_1118_ * l_4_);
                float l_1120_ = (l_1119_ - l_1034_);
                float l_1121_ = (l_1120_ * l_4_);
                float l_1122_ = (l_1119_ - l_1121_);
                float l_1123_ = (l_1122_ * l_4_);
                float l_1124_ = (l_1034_ - l_1123_);
                float l_1125_ = (l_1110_ - l_1121_);
                float l_1126_ = (l_1124_ + l_1125_);
                float l_1127_ = (l_1117_ + l_1126_);
                float l_1128_ = (l_1127_ * l_4_);
                float l_1129_ = (l_1128_ - l_1117_);
                float l_1130_ = (l_1129_ * l_4_);
                float l_1131_ = (l_1128_ - l_1130_);
                float l_1132_ = (l_1131_ * l_4_);
                float l_1133_ = (l_1117_ - l_1132_);
                float l_1134_ = (l_1126_ - l_1130_);
                float l_1135_ = (l_1133_ + l_1134_);
                float l_1136_ = (l_1092_ + l_1119_);
                float l_1137_ = (l_1136_ * l_4_);
                float l_1138_ = (l_1137_ - l_1092_);
                float l_1139_ = (l_1138_ * l_4_);
                float l_1140_ = (l_1137_ - l_1139_);
                float l_1141_ = (l_1140_ * l_4_);
                float l_1142_ = (l_1092_ - l_1141_);
                float l_1143_ = (l_1119_ - l_1139_);
                float l_1144_ = (l_1142_ + l_1143_);
                float l_1145_ = (l_1101_ + l_1128_);
                float l_1146_ = (l_1145_ * l_4_);
                float l_1147_ = (l_1146_ - l_1101_);
                float l_1148_ = (l_1147_ * l_4_);
                float l_1149_ = (l_1146_ - l_1148_);
                float l_1150_ = (l_1149_ * l_4_);
                float l_1151_ = (l_1101_ - l_1150_);
                float l_1152_ = (l_1128_ - l_1148_);
                float l_1153_ = (l_1151_ + l_1152_);
                float l_1154_ = (l_1146_ + l_1144_);
                float l_1155_ = (l_1154_ * l_4_);
                float l_1156_ = (l_1155_ - l_1146_);
                float l_1157_ = (l_1156_ * l_4_);
                float l_1158_ = (l_1155_ - l_1157_);
                float l_1159_ = (l_1158_ * l_4_);
                float l_1160_ = (l_1146_ - l_1159_);
                float l_1161_ = (l_1144_ - l_1157_);
                float l_1162_ = (l_1160_ + l_1161_);
                float l_1163_ = (l_1108_ + l_1135_);
                float l_1164_ = (l_1162_ + l_1153_);
                float l_1165_ = (l_1163_ + l_1164_);
                float _e2209 = l_mut_230_;
                float l_1166_ = (_e2209 * l_327_);
                float _e2211 = l_mut_229_;
                float l_1167_ = (_e2211 * l_326_);
                float l_1168_ = (l_1166_ + l_1167_);
                float _e2214 = l_mut_228_;
                float l_1169_ = (_e2214 * l_325_);
                float _e2216 = l_mut_227_;
                float l_1170_ = (_e2216 * l_324_);
                float l_1171_ = (l_1169_ + l_1170_);
                float l_1172_ = (l_1168_ + l_1171_);
                float l_1173_ = (l_1081_ + l_1010_);
                float l_1174_ = (l_1032_ + l_1054_);
                float l_1175_ = (l_1173_ + l_1174_);
                float l_1176_ = (l_1172_ + l_1175_);
                float l_1177_ = (l_1155_ + l_1176_);
                float l_1178_ = (l_1177_ + l_1165_);
                float l_1179_ = (l_1178_ * l_4_);
                float l_1180_ = (l_1179_ - l_1177_);
                float l_1181_ = (l_1180_ * l_4_);
                float l_1182_ = (l_1165_ - l_1181_);
                float l_1183_ = (l_1137_ + l_1179_);
                float l_1184_ = (l_1183_ * l_4_);
                float l_1185_ = (l_1184_ - l_1137_);
                float l_1186_ = (l_1185_ * l_4_);
                float l_1187_ = (l_1179_ - l_1186_);
                float l_1188_ = (l_1065_ + l_1184_);
                float l_1189_ = (l_1188_ * l_4_);
                float l_1190_ = (l_1189_ - l_1065_);
                float l_1191_ = (l_1190_ * l_4_);
                float l_1192_ = (l_1184_ - l_1191_);
                float l_1193_ = (l_924_ + l_1189_);
                float l_1194_ = (l_1193_ * l_4_);
                float l_1195_ = (l_1194_ - l_924_);
                float l_1196_ = (l_1195_ * l_4_);
                float l_1197_ = (l_1189_ - l_1196_);
                l_mut_830_ = 0.0;
                l_mut_829_ = 0.0;
                l_mut_828_ = 0.0;
                l_mut_827_ = 0.0;
                l_mut_226_ = l_1194_;
                l_mut_231_ = 0u;
                float _e2250 = l_mut_226_;
                float l_1198_ = (_e2250 + l_1197_);
                float l_1199_ = (l_1198_ * l_4_);
                float _e2253 = l_mut_226_;
                float l_1200_ = (l_1199_ - _e2253);
                float l_1201_ = (l_1200_ * l_4_);
                float l_1202_ = (l_1197_ - l_1201_);
                uint _e2257 = l_mut_231_;
                bool l_1203_ = (_e2257 < 3u);
                bool l_1204_ = (l_1202_ != 0.0);
                if (l_1203_) {
                    local_48 = l_1204_;
                } else {
                    local_48 = false;
                }
                bool l_1205_ = local_48;
                uint _e2266 = l_mut_231_;
                bool l_1206_ = (_e2266 == 0u);
                if (l_1205_) {
                    local_49 = l_1206_;
                } else {
                    local_49 = false;
                }
                bool l_1207_ = local_49;
                float _e2273 = l_mut_830_;
                float l_1208_ = (l_1207_ ? l_1199_ : _e2273);
                l_mut_830_ = l_1208_;
                uint _e2275 = l_mut_231_;
                bool l_1209_ = (_e2275 == 1u);
                if (l_1205_) {
                    local_50 = l_1209_;
                } else {
                    local_50 = false;
                }
                bool l_1210_ = local_50;
                float _e2282 = l_mut_829_;
                float l_1211_ = (l_1210_ ? l_1199_ : _e2282);
                l_mut_829_ = l_1211_;
                uint _e2284 = l_mut_231_;
                bool l_1212_ = (_e2284 == 2u);
                if (l_1205_) {
                    local_51 = l_1212_;
                } else {
                    local_51 = false;
                }
                bool l_1213_ = local_51;
                float _e2291 = l_mut_828_;
                float l_1214_ = (l_1213_ ? l_1199_ : _e2291);
                l_mut_828_ = l_1214_;
                float l_1215_ = (l_1205_ ? l_1202_ : l_1199_);
                float _e2294 = l_mut_226_;
                float l_1216_ = (_e2294 + l_1197_);
                float l_1217_ = (l_1203_ ? l_1215_ : l_1216_);
                l_mut_226_ = l_1217_;
                uint l_1218_ = uint(l_1205_);
                uint _e2298 = l_mut_231_;
                l_mut_231_ = (_e2298 + l_1218_);
                float _e2300 = l_mut_226_;
                float l_1219_ = (_e2300 + l_1192_);
                float l_1220_ = (l_1219_ * l_4_);
                float _e2303 = l_mut_226_;
                float l_1221_ = (l_1220_ - _e2303);
                float l_1222_ = (l_1221_ * l_4_);
                float l_1223_ = (l_1192_ - l_1222_);
                uint _e2307 = l_mut_231_;
                bool l_1224_ = (_e2307 < 3u);
                bool l_1225_ = (l_1223_ != 0.0);
                if (l_1224_) {
                    local_52 = l_1225_;
                } else {
                    local_52 = false;
                }
                bool l_1226_ = local_52;
                uint _e2316 = l_mut_231_;
                bool l_1227_ = (_e2316 == 0u);
                if (l_1226_) {
                    local_53 = l_1227_;
                } else {
                    local_53 = false;
                }
                bool l_1228_ = local_53;
                float _e2323 = l_mut_830_;
                float l_1229_ = (l_1228_ ? l_1220_ : _e2323);
                l_mut_830_ = l_1229_;
                uint _e2325 = l_mut_231_;
                bool l_1230_ = (_e2325 == 1u);
                if (l_1226_) {
                    local_54 = l_1230_;
                } else {
                    local_54 = false;
                }
                bool l_1231_ = local_54;
                float _e2332 = l_mut_829_;
                float l_1232_ = (l_1231_ ? l_1220_ : _e2332);
                l_mut_829_ = l_1232_;
                uint _e2334 = l_mut_231_;
                bool l_1233_ = (_e2334 == 2u);
                if (l_1226_) {
                    local_55 = l_1233_;
                } else {
                    local_55 = false;
                }
                bool l_1234_ = local_55;
                float _e2341 = l_mut_828_;
                float l_1235_ = (l_1234_ ? l_1220_ : _e2341);
                l_mut_828_ = l_1235_;
                float l_1236_ = (l_1226_ ? l_1223_ : l_1220_);
                float _e2344 = l_mut_226_;
                float l_1237_ = (_e2344 + l_1192_);
                float l_1238_ = (l_1224_ ? l_1236_ : l_1237_);
                l_mut_226_ = l_1238_;
                uint l_1239_ = uint(l_1226_);
                uint _e2348 = l_mut_231_;
                l_mut_231_ = (_e2348 + l_1239_);
                float _e2350 = l_mut_226_;
                float l_1240_ = (_e2350 + l_1187_);
                float l_1241_ = (l_1240_ * l_4_);
                float _e2353 = l_mut_226_;
                float l_1242_ = (l_1241_ - _e2353);
                float l_1243_ = (l_1242_ * l_4_);
                float l_1244_ = (l_1187_ - l_1243_);
                uint _e2357 = l_mut_231_;
                bool l_1245_ = (_e2357 < 3u);
                bool l_1246_ = (l_1244_ != 0.0);
                if (l_1245_) {
                    local_56 = l_1246_;
                } else {
                    local_56 = false;
                }
                bool l_1247_ = local_56;
                uint _e2366 = l_mut_231_;
                bool l_1248_ = (_e2366 == 0u);
                if (l_1247_) {
                    local_57 = l_1248_;
                } else {
                    local_57 = false;
                }
                bool l_1249_ = local_57;
                float _e2373 = l_mut_830_;
                float l_1250_ = (l_1249_ ? l_1241_ : _e2373);
                l_mut_830_ = l_1250_;
                uint _e2375 = l_mut_231_;
                bool l_1251_ = (_e2375 == 1u);
                if (l_1247_) {
                    local_58 = l_1251_;
                } else {
                    local_58 = false;
                }
                bool l_1252_ = local_58;
                float _e2382 = l_mut_829_;
                float l_1253_ = (l_1252_ ? l_1241_ : _e2382);
                l_mut_829_ = l_1253_;
                uint _e2384 = l_mut_231_;
                bool l_1254_ = (_e2384 == 2u);
                if (l_1247_) {
                    local_59 = l_1254_;
                } else {
                    local_59 = false;
                }
                bool l_1255_ = local_59;
                float _e2391 = l_mut_828_;
                float l_1256_ = (l_1255_ ? l_1241_ : _e2391);
                l_mut_828_ = l_1256_;
                float l_1257_ = (l_1247_ ? l_1244_ : l_1241_);
                float _e2394 = l_mut_226_;
                float l_1258_ = (_e2394 + l_1187_);
                float l_1259_ = (l_1245_ ? l_1257_ : l_1258_);
                l_mut_226_ = l_1259_;
                uint l_1260_ = uint(l_1247_);
                uint _e2398 = l_mut_231_;
                l_mut_231_ = (_e2398 + l_1260_);
                float _e2400 = l_mut_226_;
                float l_1261_ = (_e2400 + l_1182_);
                float l_1262_ = (l_1261_ * l_4_);
                float _e2403 = l_mut_226_;
                float l_1263_ = (l_1262_ - _e2403);
                float l_1264_ = (l_1263_ * l_4_);
                float l_1265_ = (l_1182_ - l_1264_);
                uint _e2407 = l_mut_231_;
                bool l_1266_ = (_e2407 < 3u);
                bool l_1267_ = (l_1265_ != 0.0);
                if (l_1266_) {
                    local_60 = l_1267_;
                } else {
                    local_60 = false;
                }
                bool l_1268_ = local_60;
                uint _e2416 = l_mut_231_;
                bool l_1269_ = (_e2416 == 0u);
                if (l_1268_) {
                    local_61 = l_1269_;
                } else {
                    local_61 = false;
                }
                bool l_1270_ = local_61;
                float _e2423 = l_mut_830_;
                float l_1271_ = (l_1270_ ? l_1262_ : _e2423);
                l_mut_830_ = l_1271_;
                uint _e2425 = l_mut_231_;
                bool l_1272_ = (_e2425 == 1u);
                if (l_1268_) {
                    local_62 = l_1272_;
                } else {
                    local_62 = false;
                }
                bool l_1273_ = local_62;
                float _e2432 = l_mut_829_;
                float l_1274_ = (l_1273_ ? l_1262_ : _e2432);
                l_mut_829_ = l_1274_;
                uint _e2434 = l_mut_231_;
                bool l_1275_ = (_e2434 == 2u);
                if (l_1268_) {
                    local_63 = l_1275_;
                } else {
                    local_63 = false;
                }
                bool l_1276_ = local_63;
                float _e2441 = l_mut_828_;
                float l_1277_ = (l_1276_ ? l_1262_ : _e2441);
                l_mut_828_ = l_1277_;
                float l_1278_ = (l_1268_ ? l_1265_ : l_1262_);
                float _e2444 = l_mut_226_;
                float l_1279_ = (_e2444 + l_1182_);
                float l_1280_ = (l_1266_ ? l_1278_ : l_1279_);
                l_mut_226_ = l_1280_;
                uint l_1281_ = uint(l_1268_);
                uint _e2448 = l_mut_231_;
                l_mut_231_ = (_e2448 + l_1281_);
                uint _e2450 = l_mut_231_;
                bool l_1282_ = (_e2450 == 0u);
                float _e2453 = l_mut_830_;
                float _e2454 = l_mut_226_;
                float l_1283_ = (l_1282_ ? _e2454 : _e2453);
                l_mut_830_ = l_1283_;
                uint _e2456 = l_mut_231_;
                bool l_1284_ = (_e2456 == 1u);
                float _e2459 = l_mut_829_;
                float _e2460 = l_mut_226_;
                float l_1285_ = (l_1284_ ? _e2460 : _e2459);
                l_mut_829_ = l_1285_;
                uint _e2462 = l_mut_231_;
                bool l_1286_ = (_e2462 == 2u);
                float _e2465 = l_mut_828_;
                float _e2466 = l_mut_226_;
                float l_1287_ = (l_1286_ ? _e2466 : _e2465);
                l_mut_828_ = l_1287_;
                uint _e2468 = l_mut_231_;
                bool l_1288_ = (_e2468 == 3u);
                float _e2471 = l_mut_827_;
                float _e2472 = l_mut_226_;
                float l_1289_ = (l_1288_ ? _e2472 : _e2471);
                l_mut_827_ = l_1289_;
                float _e2474 = l_mut_830_;
                float l_1290_ = (_e2474 + l_4_);
                float l_1291_ = (l_1290_ * l_4_);
                float _e2477 = l_mut_830_;
                float l_1292_ = (l_1291_ - _e2477);
                float l_1293_ = (l_1292_ * l_4_);
                float l_1294_ = (l_1291_ - l_1293_);
                float l_1295_ = (l_1294_ * l_4_);
                float _e2482 = l_mut_830_;
                float l_1296_ = (_e2482 - l_1295_);
                float l_1297_ = (l_4_ - l_1293_);
                float l_1298_ = (l_1296_ + l_1297_);
                float _e2486 = l_mut_829_;
                float l_1299_ = (_e2486 + l_1298_);
                float l_1300_ = (l_1299_ * l_4_);
                float _e2489 = l_mut_829_;
                float l_1301_ = (l_1300_ - _e2489);
                float l_1302_ = (l_1301_ * l_4_);
                float l_1303_ = (l_1300_ - l_1302_);
                float l_1304_ = (l_1303_ * l_4_);
                float _e2494 = l_mut_829_;
                float l_1305_ = (_e2494 - l_1304_);
                float l_1306_ = (l_1298_ - l_1302_);
                float l_1307_ = (l_1305_ + l_1306_);
                float _e2498 = l_mut_828_;
                float l_1308_ = (_e2498 + l_1307_);
                float l_1309_ = (l_1308_ * l_4_);
                float _e2501 = l_mut_828_;
                float l_1310_ = (l_1309_ - _e2501);
                float l_1311_ = (l_1310_ * l_4_);
                float l_1312_ = (l_1309_ - l_1311_);
                float l_1313_ = (l_1312_ * l_4_);
                float _e2506 = l_mut_828_;
                float l_1314_ = (_e2506 - l_1313_);
                float l_1315_ = (l_1307_ - l_1311_);
                float l_1316_ = (l_1314_ + l_1315_);
                float _e2510 = l_mut_827_;
                float l_1317_ = (_e2510 + l_1316_);
                float l_1318_ = (l_1317_ * l_4_);
                float _e2513 = l_mut_827_;
                float l_1319_ = (l_1318_ - _e2513);
                float l_1320_ = (l_1319_ * l_4_);
                float l_1321_ = (l_1318_ - l_1320_);
                float l_1322_ = (l_1321_ * l_4_);
                float _e2518 = l_mut_827_;
                float l_1323_ = (_e2518 - l_1322_);
                float l_1324_ = (l_1316_ - l_1320_);
                float l_1325_ = (l_1323_ + l_1324_);
                float l_1326_ = (l_1318_ + l_1325_);
                float l_1327_ = (l_1326_ * l_4_);
                float l_1328_ = (l_1327_ - l_1318_);
                float l_1329_ = (l_1328_ * l_4_);
                float l_1330_ = (l_1325_ - l_1329_);
                float l_1331_ = (l_1309_ + l_1327_);
                float l_1332_ = (l_1331_ * l_4_);
                float l_1333_ = (l_1332_ - l_1309_);
                float l_1334_ = (l_1333_ * l_4_);
                float l_1335_ = (l_1327_ - l_1334_);
                float l_1336_ = (l_1300_ + l_1332_);
                float l_1337_ = (l_1336_ * l_4_);
                float l_1338_ = (l_1337_ - l_1300_);
                float l_1339_ = (l_1338_ * l_4_);
                float l_1340_ = (l_1332_ - l_1339_);
                float l_1341_ = (l_1291_ + l_1337_);
                float l_1342_ = (l_1341_ * l_4_);
                float l_1343_ = (l_1342_ - l_1291_);
                float l_1344_ = (l_1343_ * l_4_);
                float l_1345_ = (l_1337_ - l_1344_);
                l_mut_230_ = 0.0;
                l_mut_229_ = 0.0;
                l_mut_228_ = 0.0;
                l_mut_227_ = 0.0;
                l_mut_226_ = l_1342_;
                l_mut_231_ = 0u;
                float _e2547 = l_mut_226_;
                float l_1346_ = (_e2547 + l_1345_);
                float l_1347_ = (l_1346_ * l_4_);
                float _e2550 = l_mut_226_;
                float l_1348_ = (l_1347_ - _e2550);
                float l_1349_ = (l_1348_ * l_4_);
                float l_1350_ = (l_1345_ - l_1349_);
                uint _e2554 = l_mut_231_;
                bool l_1351_ = (_e2554 < 3u);
                bool l_1352_ = (l_1350_ != 0.0);
                if (l_1351_) {
                    local_64 = l_1352_;
                } else {
                    local_64 = false;
                }
                bool l_1353_ = local_64;
                uint _e2563 = l_mut_231_;
                bool l_1354_ = (_e2563 == 0u);
                if (l_1353_) {
                    local_65 = l_1354_;
                } else {
                    local_65 = false;
                }
                bool l_1355_ = local_65;
                float _e2570 = l_mut_230_;
                float l_1356_ = (l_1355_ ? l_1347_ : _e2570);
                l_mut_230_ = l_1356_;
                uint _e2572 = l_mut_231_;
                bool l_1357_ = (_e2572 == 1u);
                if (l_1353_) {
                    local_66 = l_1357_;
                } else {
                    local_66 = false;
                }
                bool l_1358_ = local_66;
                float _e2579 = l_mut_229_;
                float l_1359_ = (l_1358_ ? l_1347_ : _e2579);
                l_mut_229_ = l_1359_;
                uint _e2581 = l_mut_231_;
                bool l_1360_ = (_e2581 == 2u);
                if (l_1353_) {
                    local_67 = l_1360_;
                } else {
                    local_67 = false;
                }
                bool l_1361_ = local_67;
                float _e2588 = l_mut_228_;
                float l_1362_ = (l_1361_ ? l_1347_ : _e2588);
                l_mut_228_ = l_1362_;
                float l_1363_ = (l_1353_ ? l_1350_ : l_1347_);
                float _e2591 = l_mut_226_;
                float l_1364_ = (_e2591 + l_1345_);
                float l_1365_ = (l_1351_ ? l_1363_ : l_1364_);
                l_mut_226_ = l_1365_;
                uint l_1366_ = uint(l_1353_);
                uint _e2595 = l_mut_231_;
                l_mut_231_ = (_e2595 + l_1366_);
                float _e2597 = l_mut_226_;
                float l_1367_ = (_e2597 + l_1340_);
                float l_1368_ = (l_1367_ * l_4_);
                float _e2600 = l_mut_226_;
                float l_1369_ = (l_1368_ - _e2600);
                float l_1370_ = (l_1369_ * l_4_);
                float l_1371_ = (l_1340_ - l_1370_);
                uint _e2604 = l_mut_231_;
                bool l_1372_ = (_e2604 < 3u);
                bool l_1373_ = (l_1371_ != 0.0);
                if (l_1372_) {
                    local_68 = l_1373_;
                } else {
                    local_68 = false;
                }
                bool l_1374_ = local_68;
                uint _e2613 = l_mut_231_;
                bool l_1375_ = (_e2613 == 0u);
                if (l_1374_) {
                    local_69 = l_1375_;
                } else {
                    local_69 = false;
                }
                bool l_1376_ = local_69;
                float _e2620 = l_mut_230_;
                float l_1377_ = (l_1376_ ? l_1368_ : _e2620);
                l_mut_230_ = l_1377_;
                uint _e2622 = l_mut_231_;
                bool l_1378_ = (_e2622 == 1u);
                if (l_1374_) {
                    local_70 = l_1378_;
                } else {
                    local_70 = false;
                }
                bool l_1379_ = local_70;
                float _e2629 = l_mut_229_;
                float l_1380_ = (l_1379_ ? l_1368_ : _e2629);
                l_mut_229_ = l_1380_;
                uint _e2631 = l_mut_231_;
                bool l_1381_ = (_e2631 == 2u);
                if (l_1374_) {
                    local_71 = l_1381_;
                } else {
                    local_71 = false;
                }
                bool l_1382_ = local_71;
                float _e2638 = l_mut_228_;
                float l_1383_ = (l_1382_ ? l_1368_ : _e2638);
                l_mut_228_ = l_1383_;
                float l_1384_ = (l_1374_ ? l_1371_ : l_1368_);
                float _e2641 = l_mut_226_;
                float l_1385_ = (_e2641 + l_1340_);
                float l_1386_ = (l_1372_ ? l_1384_ : l_1385_);
                l_mut_226_ = l_1386_;
                uint l_1387_ = uint(l_1374_);
                uint _e2645 = l_mut_231_;
                l_mut_231_ = (_e2645 + l_1387_);
                float _e2647 = l_mut_226_;
                float l_1388_ = (_e2647 + l_1335_);
                float l_1389_ = (l_1388_ * l_4_);
                float _e2650 = l_mut_226_;
                float l_1390_ = (l_1389_ - _e2650);
                float l_1391_ = (l_1390_ * l_4_);
                float l_1392_ = (l_1335_ - l_1391_);
                uint _e2654 = l_mut_231_;
                bool l_1393_ = (_e2654 < 3u);
                bool l_1394_ = (l_1392_ != 0.0);
                if (l_1393_) {
                    local_72 = l_1394_;
                } else {
                    local_72 = false;
                }
                bool l_1395_ = local_72;
                uint _e2663 = l_mut_231_;
                bool l_1396_ = (_e2663 == 0u);
                if (l_1395_) {
                    local_73 = l_1396_;
                } else {
                    local_73 = false;
                }
                bool l_1397_ = local_73;
                float _e2670 = l_mut_230_;
                float l_1398_ = (l_1397_ ? l_1389_ : _e2670);
                l_mut_230_ = l_1398_;
                uint _e2672 = l_mut_231_;
                bool l_1399_ = (_e2672 == 1u);
                if (l_1395_) {
                    local_74 = l_1399_;
                } else {
                    local_74 = false;
                }
                bool l_1400_ = local_74;
                float _e2679 = l_mut_229_;
                float l_1401_ = (l_1400_ ? l_1389_ : _e2679);
                l_mut_229_ = l_1401_;
                uint _e2681 = l_mut_231_;
                bool l_1402_ = (_e2681 == 2u);
                if (l_1395_) {
                    local_75 = l_1402_;
                } else {
                    local_75 = false;
                }
                bool l_1403_ = local_75;
                float _e2688 = l_mut_228_;
                float l_1404_ = (l_1403_ ? l_1389_ : _e2688);
                l_mut_228_ = l_1404_;
                float l_1405_ = (l_1395_ ? l_1392_ : l_1389_);
                float _e2691 = l_mut_226_;
                float l_1406_ = (_e2691 + l_1335_);
                float l_1407_ = (l_1393_ ? l_1405_ : l_1406_);
                l_mut_226_ = l_1407_;
                uint l_1408_ = uint(l_1395_);
                uint _e2695 = l_mut_231_;
                l_mut_231_ = (_e2695 + l_1408_);
                float _e2697 = l_mut_226_;
                float l_1409_ = (_e2697 + l_1330_);
                float l_1410_ = (l_1409_ * l_4_);
                float _e2700 = l_mut_226_;
                float l_1411_ = (l_1410_ - _e2700);
                float l_1412_ = (l_1411_ * l_4_);
                float l_1413_ = (l_1330_ - l_1412_);
                uint _e2704 = l_mut_231_;
                bool l_1414_ = (_e2704 < 3u);
                bool l_1415_ = (l_1413_ != 0.0);
                if (l_1414_) {
                    local_76 = l_1415_;
                } else {
                    local_76 = false;
                }
                bool l_1416_ = local_76;
                uint _e2713 = l_mut_231_;
                bool l_1417_ = (_e2713 == 0u);
                if (l_1416_) {
                    local_77 = l_1417_;
                } else {
                    local_77 = false;
                }
                bool l_1418_ = local_77;
                float _e2720 = l_mut_230_;
                float l_1419_ = (l_1418_ ? l_1410_ : _e2720);
                l_mut_230_ = l_1419_;
                uint _e2722 = l_mut_231_;
                bool l_1420_ = (_e2722 == 1u);
                if (l_1416_) {
                    local_78 = l_1420_;
                } else {
                    local_78 = false;
                }
                bool l_1421_ = local_78;
                float _e2729 = l_mut_229_;
                float l_1422_ = (l_1421_ ? l_1410_ : _e2729);
                l_mut_229_ = l_1422_;
                uint _e2731 = l_mut_231_;
                bool l_1423_ = (_e2731 == 2u);
                if (l_1416_) {
                    local_79 = l_1423_;
                } else {
                    local_79 = false;
                }
                bool l_1424_ = local_79;
                float _e2738 = l_mut_228_;
                float l_1425_ = (l_1424_ ? l_1410_ : _e2738);
                l_mut_228_ = l_1425_;
                float l_1426_ = (l_1416_ ? l_1413_ : l_1410_);
                float _e2741 = l_mut_226_;
                float l_1427_ = (_e2741 + l_1330_);
                float l_1428_ = (l_1414_ ? l_1426_ : l_1427_);
                l_mut_226_ = l_1428_;
                uint l_1429_ = uint(l_1416_);
                uint _e2745 = l_mut_231_;
                l_mut_231_ = (_e2745 + l_1429_);
                uint _e2747 = l_mut_231_;
                bool l_1430_ = (_e2747 == 0u);
                float _e2750 = l_mut_230_;
                float _e2751 = l_mut_226_;
                float l_1431_ = (l_1430_ ? _e2751 : _e2750);
                l_mut_230_ = l_1431_;
                uint _e2753 = l_mut_231_;
                bool l_1432_ = (_e2753 == 1u);
                float _e2756 = l_mut_229_;
                float _e2757 = l_mut_226_;
                float l_1433_ = (l_1432_ ? _e2757 : _e2756);
                l_mut_229_ = l_1433_;
                uint _e2759 = l_mut_231_;
                bool l_1434_ = (_e2759 == 2u);
                float _e2762 = l_mut_228_;
                float _e2763 = l_mut_226_;
                float l_1435_ = (l_1434_ ? _e2763 : _e2762);
                l_mut_228_ = l_1435_;
                uint _e2765 = l_mut_231_;
                bool l_1436_ = (_e2765 == 3u);
                float _e2768 = l_mut_227_;
                float _e2769 = l_mut_226_;
                float l_1437_ = (l_1436_ ? _e2769 : _e2768);
                l_mut_227_ = l_1437_;
                float _e2771 = l_mut_230_;
                float l_1438_ = (_e2771 * l_324_);
                float l_1439_ = (l_1438_ * l_4_);
                float _e2774 = l_mut_230_;
                float l_1440_ = (l_3_ * _e2774);
                float l_1441_ = (l_1440_ * l_4_);
                float _e2777 = l_mut_230_;
                float l_1442_ = (l_1441_ - _e2777);
                float l_1443_ = (l_1442_ * l_4_);
                float l_1444_ = (l_1441_ - l_1443_);
                float _e2781 = l_mut_230_;
                float l_1445_ = (_e2781 - l_1444_);
                float l_1446_ = (l_3_ * l_324_);
                float l_1447_ = (l_1446_ * l_4_);
                float l_1448_ = (l_1447_ - l_324_);
                float l_1449_ = (l_1448_ * l_4_);
                float l_1450_ = (l_1447_ - l_1449_);
                float l_1451_ = (l_324_ - l_1450_);
                float l_1452_ = (l_1444_ * l_1450_);
                float l_1453_ = (l_1452_ - l_1439_);
                float l_1454_ = (l_1444_ * l_1451_);
                float l_1455_ = (l_1453_ + l_1454_);
                float l_1456_ = (l_1445_ * l_1450_);
                float l_1457_ = (l_1455_ + l_1456_);
                float l_1458_ = (l_1445_ * l_1451_);
                float l_1459_ = (l_1457_ + l_1458_);
                float _e2797 = l_mut_230_;
                float l_1460_ = (_e2797 * l_325_);
                float l_1461_ = (l_1460_ * l_4_);
                float _e2800 = l_mut_230_;
                float l_1462_ = (l_3_ * _e2800);
                float l_1463_ = (l_1462_ * l_4_);
                float _e2803 = l_mut_230_;
                float l_1464_ = (l_1463_ - _e2803);
                float l_1465_ = (l_1464_ * l_4_);
                float l_1466_ = (l_1463_ - l_1465_);
                float _e2807 = l_mut_230_;
                float l_1467_ = (_e2807 - l_1466_);
                float l_1468_ = (l_3_ * l_325_);
                float l_1469_ = (l_1468_ * l_4_);
                float l_1470_ = (l_1469_ - l_325_);
                float l_1471_ = (l_1470_ * l_4_);
                float l_1472_ = (l_1469_ - l_1471_);
                float l_1473_ = (l_325_ - l_1472_);
                float l_1474_ = (l_1466_ * l_1472_);
                float l_1475_ = (l_1474_ - l_1461_);
                float l_1476_ = (l_1466_ * l_1473_);
                float l_1477_ = (l_1475_ + l_1476_);
                float l_1478_ = (l_1467_ * l_1472_);
                float l_1479_ = (l_1477_ + l_1478_);
                float l_1480_ = (l_1467_ * l_1473_);
                float l_1481_ = (l_1479_ + l_1480_);
                float _e2823 = l_mut_229_;
                float l_1482_ = (_e2823 * l_324_);
                float l_1483_ = (l_1482_ * l_4_);
                float _e2826 = l_mut_229_;
                float l_1484_ = (l_3_ * _e2826);
                float l_1485_ = (l_1484_ * l_4_);
                float _e2829 = l_mut_229_;
                float l_1486_ = (l_1485_ - _e2829);
                float l_1487_ = (l_1486_ * l_4_);
                float l_1488_ = (l_1485_ - l_1487_);
                float _e2833 = l_mut_229_;
                float l_1489_ = (_e2833 - l_1488_);
                float l_1490_ = (l_3_ * l_324_);
                float l_1491_ = (l_1490_ * l_4_);
                float l_1492_ = (l_1491_ - l_324_);
                float l_1493_ = (l_1492_ * l_4_);
                float l_1494_ = (l_1491_ - l_1493_);
                float l_1495_ = (l_324_ - l_1494_);
                float l_1496_ = (l_1488_ * l_1494_);
                float l_1497_ = (l_1496_ - l_1483_);
                float l_1498_ = (l_1488_ * l_1495_);
                float l_1499_ = (l_1497_ + l_1498_);
                float l_1500_ = (l_1489_ * l_1494_);
                float l_1501_ = (l_1499_ + l_1500_);
                float l_1502_ = (l_1489_ * l_1495_);
                float l_1503_ = (l_1501_ + l_1502_);
                float _e2849 = l_mut_230_;
                float l_1504_ = (_e2849 * l_326_);
                float l_1505_ = (l_1504_ * l_4_);
                float _e2852 = l_mut_230_;
                float l_1506_ = (l_3_ * _e2852);
                float l_1507_ = (l_1506_ * l_4_);
                float _e2855 = l_mut_230_;
                float l_1508_ = (l_1507_ - _e2855);
                float l_1509_ = (l_1508_ * l_4_);
                float l_1510_ = (l_1507_ - l_1509_);
                float _e2859 = l_mut_230_;
                float l_1511_ = (_e2859 - l_1510_);
                float l_1512_ = (l_3_ * l_326_);
                float l_1513_ = (l_1512_ * l_4_);
                float l_1514_ = (l_1513_ - l_326_);
                float l_1515_ = (l_1514_ * l_4_);
                float l_1516_ = (l_1513_ - l_1515_);
                float l_1517_ = (l_326_ - l_1516_);
                float l_1518_ = (l_1510_ * l_1516_);
                float l_1519_ = (l_1518_ - l_1505_);
                float l_1520_ = (l_1510_ * l_1517_);
                float l_1521_ = (l_1519_ + l_1520_);
                float l_1522_ = (l_1511_ * l_1516_);
                float l_1523_ = (l_1521_ + l_1522_);
                float l_1524_ = (l_1511_ * l_1517_);
                float l_1525_ = (l_1523_ + l_1524_);
                float _e2875 = l_mut_229_;
                float l_1526_ = (_e2875 * l_325_);
                float l_1527_ = (l_1526_ * l_4_);
                float _e2878 = l_mut_229_;
                float l_1528_ = (l_3_ * _e2878);
                float l_1529_ = (l_1528_ * l_4_);
                float _e2881 = l_mut_229_;
                float l_1530_ = (l_1529_ - _e2881);
                float l_1531_ = (l_1530_ * l_4_);
                float l_1532_ = (l_1529_ - l_1531_);
                float _e2885 = l_mut_229_;
                float l_1533_ = (_e2885 - l_1532_);
                float l_1534_ = (l_3_ * l_325_);
                float l_1535_ = (l_1534_ * l_4_);
                float l_1536_ = (l_1535_ - l_325_);
                float l_1537_ = (l_1536_ * l_4_);
                float l_1538_ = (l_1535_ - l_1537_);
                float l_1539_ = (l_325_ - l_1538_);
                float l_1540_ = (l_1532_ * l_1538_);
                float l_1541_ = (l_1540_ - l_1527_);
                float l_1542_ = (l_1532_ * l_1539_);
                float l_1543_ = (l_1541_ + l_1542_);
                float l_1544_ = (l_1533_ * l_1538_);
                float l_1545_ = (l_1543_ + l_1544_);
                float l_1546_ = (l_1533_ * l_1539_);
                float l_1547_ = (l_1545_ + l_1546_);
                float _e2901 = l_mut_228_;
                float l_1548_ = (_e2901 * l_324_);
                float l_1549_ = (l_1548_ * l_4_);
                float _e2904 = l_mut_228_;
                float l_1550_ = (l_3_ * _e2904);
                float l_1551_ = (l_1550_ * l_4_);
                float _e2907 = l_mut_228_;
                float l_1552_ = (l_1551_ - _e2907);
                float l_1553_ = (l_1552_ * l_4_);
                float l_1554_ = (l_1551_ - l_1553_);
                float _e2911 = l_mut_228_;
                float l_1555_ = (_e2911 - l_1554_);
                float l_1556_ = (l_3_ * l_324_);
                float l_1557_ = (l_1556_ * l_4_);
                float l_1558_ = (l_1557_ - l_324_);
                float l_1559_ = (l_1558_ * l_4_);
                float l_1560_ = (l_1557_ - l_1559_);
                float l_1561_ = (l_324_ - l_1560_);
                float l_1562_ = (l_1554_ * l_1560_);
                float l_1563_ = (l_1562_ - l_1549_);
                float l_1564_ = (l_1554_ * l_1561_);
                float l_1565_ = (l_1563_ + l_1564_);
                float l_1566_ = (l_1555_ * l_1560_);
                float l_1567_ = (l_1565_ + l_1566_);
                float l_1568_ = (l_1555_ * l_1561_);
                float l_1569_ = (l_1567_ + l_1568_);
                float l_1570_ = (l_1461_ + l_1483_);
                float l_1571_ = (l_1570_ * l_4_);
                float l_1572_ = (l_1571_ - l_1461_);
                float l_1573_ = (l_1572_ * l_4_);
                float l_1574_ = (l_1571_ - l_1573_);
                float l_1575_ = (l_1574_ * l_4_);
                float l_1576_ = (l_1461_ - l_1575_);
                float l_1577_ = (l_1483_ - l_1573_);
                float l_1578_ = (l_1576_ + l_1577_);
                float l_1579_ = (l_1459_ + l_1571_);
                float l_1580_ = (l_1579_ * l_4_);
                float l_1581_ = (l_1580_ - l_1459_);
                float l_1582_ = (l_1581_ * l_4_);
                float l_1583_ = (l_1580_ - l_1582_);
                float l_1584_ = (l_1583_ * l_4_);
                float l_1585_ = (l_1459_ - l_1584_);
                float l_1586_ = (l_1571_ - l_1582_);
                float l_1587_ = (l_1585_ + l_1586_);
                float l_1588_ = (l_1578_ + l_1587_);
                float l_1589_ = (l_1588_ * l_4_);
                float l_1590_ = (l_1589_ - l_1578_);
                float l_1591_ = (l_1590_ * l_4_);
                float l_1592_ = (l_1589_ - l_1591_);
                float l_1593_ = (l_1592_ * l_4_);
                float l_1594_ = (l_1578_ - l_1593_);
                float l_1595_ = (l_1587_ - l_1591_);
                float l_1596_ = (l_1594_ + l_1595_);
                float l_1597_ = (l_1589_ + l_1481_);
                float l_1598_ = (l_1597_ * l_4_);
                float l_1599_ = (l_1598_ - l_1589_);
                float l_1600_ = (l_1599_ * l_4_);
                float l_1601_ = (l_1598_ - l_1600_);
                float l_1602_ = (l_1601_ * l_4_);
                float l_1603_ = (l_1589_ - l_1602_);
                float l_1604_ = (l_1481_ - l_1600_);
                float l_1605_ = (l_1603_ + l_1604_);
                float l_1606_ = (l_1503_ + l_1598_);
                float l_1607_ = (l_1606_ * l_4_);
                float l_1608_ = (l_1607_ - l_1503_);
                float l_1609_ = (l_1608_ * l_4_);
                float l_1610_ = (l_1607_ - l_1609_);
                float l_1611_ = (l_1610_ * l_4_);
                float l_1612_ = (l_1503_ - l_1611_);
                float l_1613_ = (l_1598_ - l_1609_);
                float l_1614_ = (l_1612_ + l_1613_);
                float l_1615_ = (l_1605_ + l_1614_);
                float l_1616_ = (l_1615_ * l_4_);
                float l_1617_ = (l_1616_ - l_1605_);
                float l_1618_ = (l_1617_ * l_4_);
                float l_1619_ = (l_1616_ - l_1618_);
                float l_1620_ = (l_1619_ * l_4_);
                float l_1621_ = (l_1605_ - l_1620_);
                float l_1622_ = (l_1614_ - l_1618_);
                float l_1623_ = (l_1621_ + l_1622_);
                float l_1624_ = (l_1505_ + l_1527_);
                float l_1625_ = (l_1624_ * l_4_);
                float l_1626_ = (l_1625_ - l_1505_);
                float l_1627_ = (l_1626_ * l_4_);
                float l_1628_ = (l_1625_ - l_1627_);
                float l_1629_ = (l_1628_ * l_4_);
                float l_1630_ = (l_1505_ - l_1629_);
                float l_1631_ = (l_1527_ - l_1627_);
                float l_1632_ = (l_1630_ + l_1631_);
                float l_1633_ = (l_1549_ + l_1625_);
                float l_1634_ = (l_1633_ * l_4_);
                float l_1635_ = (l_1634_ - l_1549_);
                float l_1636_ = (l_1635_ * l_4_);
                float l_1637_ = (l_1634_ - l_1636_);
                float l_1638_ = (l_1637_ * l_4_);
                float l_1639_ = (l_1549_ - l_1638_);
                float l_1640_ = (l_1625_ - l_1636_);
                float l_1641_ = (l_1639_ + l_1640_);
                float l_1642_ = (l_1632_ + l_1641_);
                float l_1643_ = (l_1642_ * l_4_);
                float l_1644_ = (l_1643_ - l_1632_);
                float l_1645_ = (l_1644_ * l_4_);
                float l_1646_ = (l_1643_ - l_1645_);
                float l_1647_ = (l_1646_ * l_4_);
                float l_1648_ = (l_1632_ - l_1647_);
                float l_1649_ = (l_1641_ - l_1645_);
                float l_1650_ = (l_1648_ + l_1649_);
                float l_1651_ = (l_1607_ + l_1634_);
                float l_1652_ = (l_1651_ * l_4_);
                float l_1653_ = (l_1652_ - l_1607_);
                float l_1654_ = (l_1653_ * l_4_);
                float l_1655_ = (l_1652_ - l_1654_);
                float l_1656_ = (l_1655_ * l_4_);
                float l_1657_ = (l_1607_ - l_1656_);
                float l_1658_ = (l_1634_ - l_1654_);
                float l_1659_ = (l_1657_ + l_1658_);
                float l_1660_ = (l_1616_ + l_1643_);
                float l_1661_ = (l_1660_ * l_4_);
                float l_1662_ = (l_1661_ - l_1616_);
                float l_1663_ = (l_1662_ * l_4_);
                float l_1664_ = (l_1661_ - l_1663_);
                float l_1665_ = (l_1664_ * l_4_);
                float l_1666_ = (l_1616_ - l_1665_);
                float l_1667_ = (l_1643_ - l_1663_);
                float l_1668_ = (l_1666_ + l_1667_);
                float l_1669_ = (l_1661_ + l_1659_);
                float l_1670_ = (l_1669_ * l_4_);
                float l_1671_ = (l_1670_ - l_1661_);
                float l_1672_ = (l_1671_ * l_4_);
                float l_1673_ = (l_1670_ - l_1672_);
                float l_1674_ = (l_1673_ * l_4_);
                float l_1675_ = (l_1661_ - l_1674_);
                float l_1676_ = (l_1659_ - l_1672_);
                float l_1677_ = (l_1675_ + l_1676_);
                float l_1678_ = (l_1623_ + l_1650_);
                float l_1679_ = (l_1677_ + l_1668_);
                float l_1680_ = (l_1678_ + l_1679_);
                float _e3038 = l_mut_230_;
                float l_1681_ = (_e3038 * l_327_);
                float _e3040 = l_mut_229_;
                float l_1682_ = (_e3040 * l_326_);
                float l_1683_ = (l_1681_ + l_1682_);
                float _e3043 = l_mut_228_;
                float l_1684_ = (_e3043 * l_325_);
                float _e3045 = l_mut_227_;
                float l_1685_ = (_e3045 * l_324_);
                float l_1686_ = (l_1684_ + l_1685_);
                float l_1687_ = (l_1683_ + l_1686_);
                float l_1688_ = (l_1596_ + l_1525_);
                float l_1689_ = (l_1547_ + l_1569_);
                float l_1690_ = (l_1688_ + l_1689_);
                float l_1691_ = (l_1687_ + l_1690_);
                float l_1692_ = (l_1670_ + l_1691_);
                float l_1693_ = (l_1692_ + l_1680_);
                float l_1694_ = (l_1693_ * l_4_);
                float l_1695_ = (l_1694_ - l_1692_);
                float l_1696_ = (l_1695_ * l_4_);
                float l_1697_ = (l_1680_ - l_1696_);
                float l_1698_ = (l_1652_ + l_1694_);
                float l_1699_ = (l_1698_ * l_4_);
                float l_1700_ = (l_1699_ - l_1652_);
                float l_1701_ = (l_1700_ * l_4_);
                float l_1702_ = (l_1694_ - l_1701_);
                float l_1703_ = (l_1580_ + l_1699_);
                float l_1704_ = (l_1703_ * l_4_);
                float l_1705_ = (l_1704_ - l_1580_);
                float l_1706_ = (l_1705_ * l_4_);
                float l_1707_ = (l_1699_ - l_1706_);
                float l_1708_ = (l_1439_ + l_1704_);
                float l_1709_ = (l_1708_ * l_4_);
                float l_1710_ = (l_1709_ - l_1439_);
                float l_1711_ = (l_1710_ * l_4_);
                float l_1712_ = (l_1704_ - l_1711_);
                l_mut_830_ = 0.0;
                l_mut_829_ = 0.0;
                l_mut_828_ = 0.0;
                l_mut_827_ = 0.0;
                l_mut_226_ = l_1709_;
                l_mut_231_ = 0u;
                float _e3079 = l_mut_226_;
                float l_1713_ = (_e3079 + l_1712_);
                float l_1714_ = (l_1713_ * l_4_);
                float _e3082 = l_mut_226_;
                float l_1715_ = (l_1714_ - _e3082);
                float l_1716_ = (l_1715_ * l_4_);
                float l_1717_ = (l_1712_ - l_1716_);
                uint _e3086 = l_mut_231_;
                bool l_1718_ = (_e3086 < 3u);
                bool l_1719_ = (l_1717_ != 0.0);
                if (l_1718_) {
                    local_80 = l_1719_;
                } else {
                    local_80 = false;
                }
                bool l_1720_ = local_80;
                uint _e3095 = l_mut_231_;
                bool l_1721_ = (_e3095 == 0u);
                if (l_1720_) {
                    local_81 = l_1721_;
                } else {
                    local_81 = false;
                }
                bool l_1722_ = local_81;
                float _e3102 = l_mut_830_;
                float l_1723_ = (l_1722_ ? l_1714_ : _e3102);
                l_mut_830_ = l_1723_;
                uint _e3104 = l_mut_231_;
                bool l_1724_ = (_e3104 == 1u);
                if (l_1720_) {
                    local_82 = l_1724_;
                } else {
                    local_82 = false;
                }
                bool l_1725_ = local_82;
                float _e3111 = l_mut_829_;
                float l_1726_ = (l_1725_ ? l_1714_ : _e3111);
                l_mut_829_ = l_1726_;
                uint _e3113 = l_mut_231_;
                bool l_1727_ = (_e3113 == 2u);
                if (l_1720_) {
                    local_83 = l_1727_;
                } else {
                    local_83 = false;
                }
                bool l_1728_ = local_83;
                float _e3120 = l_mut_828_;
                float l_1729_ = (l_1728_ ? l_1714_ : _e3120);
                l_mut_828_ = l_1729_;
                float l_1730_ = (l_1720_ ? l_1717_ : l_1714_);
                float _e3123 = l_mut_226_;
                float l_1731_ = (_e3123 + l_1712_);
                float l_1732_ = (l_1718_ ? l_1730_ : l_1731_);
                l_mut_226_ = l_1732_;
                uint l_1733_ = uint(l_1720_);
                uint _e3127 = l_mut_231_;
                l_mut_231_ = (_e3127 + l_1733_);
                float _e3129 = l_mut_226_;
                float l_1734_ = (_e3129 + l_1707_);
                float l_1735_ = (l_1734_ * l_4_);
                float _e3132 = l_mut_226_;
                float l_1736_ = (l_1735_ - _e3132);
                float l_1737_ = (l_1736_ * l_4_);
                float l_1738_ = (l_1707_ - l_1737_);
                uint _e3136 = l_mut_231_;
                bool l_1739_ = (_e3136 < 3u);
                bool l_1740_ = (l_1738_ != 0.0);
                if (l_1739_) {
                    local_84 = l_1740_;
                } else {
                    local_84 = false;
                }
                bool l_1741_ = local_84;
                uint _e3145 = l_mut_231_;
                bool l_1742_ = (_e3145 == 0u);
                if (l_1741_) {
                    local_85 = l_1742_;
                } else {
                    local_85 = false;
                }
                bool l_1743_ = local_85;
                float _e3152 = l_mut_830_;
                float l_1744_ = (l_1743_ ? l_1735_ : _e3152);
                l_mut_830_ = l_1744_;
                uint _e3154 = l_mut_231_;
                bool l_1745_ = (_e3154 == 1u);
                if (l_1741_) {
                    local_86 = l_1745_;
                } else {
                    local_86 = false;
                }
                bool l_1746_ = local_86;
                float _e3161 = l_mut_829_;
                float l_1747_ = (l_1746_ ? l_1735_ : _e3161);
                l_mut_829_ = l_1747_;
                uint _e3163 = l_mut_231_;
                bool l_1748_ = (_e3163 == 2u);
                if (l_1741_) {
                    local_87 = l_1748_;
                } else {
                    local_87 = false;
                }
                bool l_1749_ = local_87;
                float _e3170 = l_mut_828_;
                float l_1750_ = (l_1749_ ? l_1735_ : _e3170);
                l_mut_828_ = l_1750_;
                float l_1751_ = (l_1741_ ? l_1738_ : l_1735_);
                float _e3173 = l_mut_226_;
                float l_1752_ = (_e3173 + l_1707_);
                float l_1753_ = (l_1739_ ? l_1751_ : l_1752_);
                l_mut_226_ = l_1753_;
                uint l_1754_ = uint(l_1741_);
                uint _e3177 = l_mut_231_;
                l_mut_231_ = (_e3177 + l_1754_);
                float _e3179 = l_mut_226_;
                float l_1755_ = (_e3179 + l_1702_);
                float l_1756_ = (l_1755_ * l_4_);
                float _e3182 = l_mut_226_;
                float l_1757_ = (l_1756_ - _e3182);
                float l_1758_ = (l_1757_ * l_4_);
                float l_1759_ = (l_1702_ - l_1758_);
                uint _e3186 = l_mut_231_;
                bool l_1760_ = (_e3186 < 3u);
                bool l_1761_ = (l_1759_ != 0.0);
                if (l_1760_) {
                    local_88 = l_1761_;
                } else {
                    local_88 = false;
                }
                bool l_1762_ = local_88;
                uint _e3195 = l_mut_231_;
                bool l_1763_ = (_e3195 == 0u);
                if (l_1762_) {
                    local_89 = l_1763_;
                } else {
                    local_89 = false;
                }
                bool l_1764_ = local_89;
                float _e3202 = l_mut_830_;
                float l_1765_ = (l_1764_ ? l_1756_ : _e3202);
                l_mut_830_ = l_1765_;
                uint _e3204 = l_mut_231_;
                bool l_1766_ = (_e3204 == 1u);
                if (l_1762_) {
                    local_90 = l_1766_;
                } else {
                    local_90 = false;
                }
                bool l_1767_ = local_90;
                float _e3211 = l_mut_829_;
                float l_1768_ = (l_1767_ ? l_1756_ : _e3211);
                l_mut_829_ = l_1768_;
                uint _e3213 = l_mut_231_;
                bool l_1769_ = (_e3213 == 2u);
                if (l_1762_) {
                    local_91 = l_1769_;
                } else {
                    local_91 = false;
                }
                bool l_1770_ = local_91;
                float _e3220 = l_mut_828_;
                float l_1771_ = (l_1770_ ? l_1756_ : _e3220);
                l_mut_828_ = l_1771_;
                float l_1772_ = (l_1762_ ? l_1759_ : l_1756_);
                float _e3223 = l_mut_226_;
                float l_1773_ = (_e3223 + l_1702_);
                float l_1774_ = (l_1760_ ? l_1772_ : l_1773_);
                l_mut_226_ = l_1774_;
                uint l_1775_ = uint(l_1762_);
                uint _e3227 = l_mut_231_;
                l_mut_231_ = (_e3227 + l_1775_);
                float _e3229 = l_mut_226_;
                float l_1776_ = (_e3229 + l_1697_);
                float l_1777_ = (l_1776_ * l_4_);
                float _e3232 = l_mut_226_;
                float l_1778_ = (l_1777_ - _e3232);
                float l_1779_ = (l_1778_ * l_4_);
                float l_1780_ = (l_1697_ - l_1779_);
                uint _e3236 = l_mut_231_;
                bool l_1781_ = (_e3236 < 3u);
                bool l_1782_ = (l_1780_ != 0.0);
                if (l_1781_) {
                    local_92 = l_1782_;
                } else {
                    local_92 = false;
                }
                bool l_1783_ = local_92;
                uint _e3245 = l_mut_231_;
                bool l_1784_ = (_e3245 == 0u);
                if (l_1783_) {
                    local_93 = l_1784_;
                } else {
                    local_93 = false;
                }
                bool l_1785_ = local_93;
                float _e3252 = l_mut_830_;
                float l_1786_ = (l_1785_ ? l_1777_ : _e3252);
                l_mut_830_ = l_1786_;
                uint _e3254 = l_mut_231_;
                bool l_1787_ = (_e3254 == 1u);
                if (l_1783_) {
                    local_94 = l_1787_;
                } else {
                    local_94 = false;
                }
                bool l_1788_ = local_94;
                float _e3261 = l_mut_829_;
                float l_1789_ = (l_1788_ ? l_1777_ : _e3261);
                l_mut_829_ = l_1789_;
                uint _e3263 = l_mut_231_;
                bool l_1790_ = (_e3263 == 2u);
                if (l_1783_) {
                    local_95 = l_1790_;
                } else {
                    local_95 = false;
                }
                bool l_1791_ = local_95;
                float _e3270 = l_mut_828_;
                float l_1792_ = (l_1791_ ? l_1777_ : _e3270);
                l_mut_828_ = l_1792_;
                float l_1793_ = (l_1783_ ? l_1780_ : l_1777_);
                float _e3273 = l_mut_226_;
                float l_1794_ = (_e3273 + l_1697_);
                float l_1795_ = (l_1781_ ? l_1793_ : l_1794_);
                l_mut_226_ = l_1795_;
                uint l_1796_ = uint(l_1783_);
                uint _e3277 = l_mut_231_;
                l_mut_231_ = (_e3277 + l_1796_);
                uint _e3279 = l_mut_231_;
                bool l_1797_ = (_e3279 == 0u);
                float _e3282 = l_mut_830_;
                float _e3283 = l_mut_226_;
                float l_1798_ = (l_1797_ ? _e3283 : _e3282);
                l_mut_830_ = l_1798_;
                uint _e3285 = l_mut_231_;
                bool l_1799_ = (_e3285 == 1u);
                float _e3288 = l_mut_829_;
                float _e3289 = l_mut_226_;
                float l_1800_ = (l_1799_ ? _e3289 : _e3288);
                l_mut_829_ = l_1800_;
                uint _e3291 = l_mut_231_;
                bool l_1801_ = (_e3291 == 2u);
                float _e3294 = l_mut_828_;
                float _e3295 = l_mut_226_;
                float l_1802_ = (l_1801_ ? _e3295 : _e3294);
                l_mut_828_ = l_1802_;
                uint _e3297 = l_mut_231_;
                bool l_1803_ = (_e3297 == 3u);
                float _e3300 = l_mut_827_;
                float _e3301 = l_mut_226_;
                float l_1804_ = (l_1803_ ? _e3301 : _e3300);
                l_mut_827_ = l_1804_;
                float _e3303 = l_mut_830_;
                l_mut_230_ = _e3303;
                float _e3304 = l_mut_829_;
                l_mut_229_ = _e3304;
                float _e3305 = l_mut_828_;
                l_mut_228_ = _e3305;
                float _e3306 = l_mut_827_;
                l_mut_227_ = _e3306;
                l_mut_1805_ = 0u;
                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                bool loop_init_5 = true;
                while(true) {
                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                    if (!loop_init_5) {
                        uint _e4239 = l_mut_1805_;
                        l_mut_1805_ = (_e4239 + 1u);
                    }
                    loop_init_5 = false;
                    uint _e3309 = l_mut_1805_;
                    if ((_e3309 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        float _e3312 = l_mut_230_;
                        float l_1806_ = (_e3312 * 2.0);
                        float _e3315 = l_mut_229_;
                        float l_1807_ = (_e3315 * 2.0);
                        float _e3318 = l_mut_228_;
                        float l_1808_ = (_e3318 * 2.0);
                        float _e3321 = l_mut_227_;
                        float l_1809_ = (_e3321 * 2.0);
                        float _e3324 = l_mut_230_;
                        float _e3325 = l_mut_230_;
                        float l_1810_ = (_e3324 * _e3325);
                        float l_1811_ = (l_1810_ * l_4_);
                        float _e3328 = l_mut_230_;
                        float l_1812_ = (l_3_ * _e3328);
                        float l_1813_ = (l_1812_ * l_4_);
                        float _e3331 = l_mut_230_;
                        float l_1814_ = (l_1813_ - _e3331);
                        float l_1815_ = (l_1814_ * l_4_);
                        float l_1816_ = (l_1813_ - l_1815_);
                        float _e3335 = l_mut_230_;
                        float l_1817_ = (_e3335 - l_1816_);
                        float _e3337 = l_mut_230_;
                        float l_1818_ = (l_3_ * _e3337);
                        float l_1819_ = (l_1818_ * l_4_);
                        float _e3340 = l_mut_230_;
                        float l_1820_ = (l_1819_ - _e3340);
                        float l_1821_ = (l_1820_ * l_4_);
                        float l_1822_ = (l_1819_ - l_1821_);
                        float _e3344 = l_mut_230_;
                        float l_1823_ = (_e3344 - l_1822_);
                        float l_1824_ = (l_1816_ * l_1822_);
                        float l_1825_ = (l_1824_ - l_1811_);
                        float l_1826_ = (l_1816_ * l_1823_);
                        float l_1827_ = (l_1825_ + l_1826_);
                        float l_1828_ = (l_1817_ * l_1822_);
                        float l_1829_ = (l_1827_ + l_1828_);
                        float l_1830_ = (l_1817_ * l_1823_);
                        float l_1831_ = (l_1829_ + l_1830_);
                        float _e3354 = l_mut_230_;
                        float _e3355 = l_mut_229_;
                        float l_1832_ = (_e3354 * _e3355);
                        float l_1833_ = (l_1832_ * l_4_);
                        float _e3358 = l_mut_230_;
                        float l_1834_ = (l_3_ * _e3358);
                        float l_1835_ = (l_1834_ * l_4_);
                        float _e3361 = l_mut_230_;
                        float l_1836_ = (l_1835_ - _e3361);
                        float l_1837_ = (l_1836_ * l_4_);
                        float l_1838_ = (l_1835_ - l_1837_);
                        float _e3365 = l_mut_230_;
                        float l_1839_ = (_e3365 - l_1838_);
                        float _e3367 = l_mut_229_;
                        float l_1840_ = (l_3_ * _e3367);
                        float l_1841_ = (l_1840_ * l_4_);
                        float _e3370 = l_mut_229_;
                        float l_1842_ = (l_1841_ - _e3370);
                        float l_1843_ = (l_1842_ * l_4_);
                        float l_1844_ = (l_1841_ - l_1843_);
                        float _e3374 = l_mut_229_;
                        float l_1845_ = (_e3374 - l_1844_);
                        float l_1846_ = (l_1838_ * l_1844_);
                        float l_1847_ = (l_1846_ - l_1833_);
                        float l_1848_ = (l_1838_ * l_1845_);
                        float l_1849_ = (l_1847_ + l_1848_);
                        float l_1850_ = (l_1839_ * l_1844_);
                        float l_1851_ = (l_1849_ + l_1850_);
                        float l_1852_ = (l_1839_ * l_1845_);
                        float l_1853_ = (l_1851_ + l_1852_);
                        float _e3384 = l_mut_229_;
                        float _e3385 = l_mut_230_;
                        float l_1854_ = (_e3384 * _e3385);
                        float l_1855_ = (l_1854_ * l_4_);
                        float _e3388 = l_mut_229_;
                        float l_1856_ = (l_3_ * _e3388);
                        float l_1857_ = (l_1856_ * l_4_);
                        float _e3391 = l_mut_229_;
                        float l_1858_ = (l_1857_ - _e3391);
                        float l_1859_ = (l_1858_ * l_4_);
                        float l_1860_ = (l_1857_ - l_1859_);
                        float _e3395 = l_mut_229_;
                        float l_1861_ = (_e3395 - l_1860_);
                        float _e3397 = l_mut_230_;
                        float l_1862_ = (l_3_ * _e3397);
                        float l_1863_ = (l_1862_ * l_4_);
                        float _e3400 = l_mut_230_;
                        float l_1864_ = (l_1863_ - _e3400);
                        float l_1865_ = (l_1864_ * l_4_);
                        float l_1866_ = (l_1863_ - l_1865_);
                        float _e3404 = l_mut_230_;
                        float l_1867_ = (_e3404 - l_1866_);
                        float l_1868_ = (l_1860_ * l_1866_);
                        float l_1869_ = (l_1868_ - l_1855_);
                        float l_1870_ = (l_1860_ * l_1867_);
                        float l_1871_ = (l_1869_ + l_1870_);
                        float l_1872_ = (l_1861_ * l_1866_);
                        float l_1873_ = (l_1871_ + l_1872_);
                        float l_1874_ = (l_1861_ * l_1867_);
                        float l_1875_ = (l_1873_ + l_1874_);
                        float _e3414 = l_mut_230_;
                        float _e3415 = l_mut_228_;
                        float l_1876_ = (_e3414 * _e3415);
                        float l_1877_ = (l_1876_ * l_4_);
                        float _e3418 = l_mut_230_;
                        float l_1878_ = (l_3_ * _e3418);
                        float l_1879_ = (l_1878_ * l_4_);
                        float _e3421 = l_mut_230_;
                        float l_1880_ = (l_1879_ - _e3421);
                        float l_1881_ = (l_1880_ * l_4_);
                        float l_1882_ = (l_1879_ - l_1881_);
                        float _e3425 = l_mut_230_;
                        float l_1883_ = (_e3425 - l_1882_);
                        float _e3427 = l_mut_228_;
                        float l_1884_ = (l_3_ * _e3427);
                        float l_1885_ = (l_1884_ * l_4_);
                        float _e3430 = l_mut_228_;
                        float l_1886_ = (l_1885_ - _e3430);
                        float l_1887_ = (l_1886_ * l_4_);
                        float l_1888_ = (l_1885_ - l_1887_);
                        float _e3434 = l_mut_228_;
                        float l_1889_ = (_e3434 - l_1888_);
                        float l_1890_ = (l_1882_ * l_1888_);
                        float l_1891_ = (l_1890_ - l_1877_);
                        float l_1892_ = (l_1882_ * l_1889_);
                        float l_1893_ = (l_1891_ + l_1892_);
                        float l_1894_ = (l_1883_ * l_1888_);
                        float l_1895_ = (l_1893_ + l_1894_);
                        float l_1896_ = (l_1883_ * l_1889_);
                        float l_1897_ = (l_1895_ + l_1896_);
                        float _e3444 = l_mut_229_;
                        float _e3445 = l_mut_229_;
                        float l_1898_ = (_e3444 * _e3445);
                        float l_1899_ = (l_1898_ * l_4_);
                        float _e3448 = l_mut_229_;
                        float l_1900_ = (l_3_ * _e3448);
                        float l_1901_ = (l_1900_ * l_4_);
                        float _e3451 = l_mut_229_;
                        float l_1902_ = (l_1901_ - _e3451);
                        float l_1903_ = (l_1902_ * l_4_);
                        float l_1904_ = (l_1901_ - l_1903_);
                        float _e3455 = l_mut_229_;
                        float l_1905_ = (_e3455 - l_1904_);
                        float _e3457 = l_mut_229_;
                        float l_1906_ = (l_3_ * _e3457);
                        float l_1907_ = (l_1906_ * l_4_);
                        float _e3460 = l_mut_229_;
                        float l_1908_ = (l_1907_ - _e3460);
                        float l_1909_ = (l_1908_ * l_4_);
                        float l_1910_ = (l_1907_ - l_1909_);
                        float _e3464 = l_mut_229_;
                        float l_1911_ = (_e3464 - l_1910_);
                        float l_1912_ = (l_1904_ * l_1910_);
                        float l_1913_ = (l_1912_ - l_1899_);
                        float l_1914_ = (l_1904_ * l_1911_);
                        float l_1915_ = (l_1913_ + l_1914_);
                        float l_1916_ = (l_1905_ * l_1910_);
                        float l_1917_ = (l_1915_ + l_1916_);
                        float l_1918_ = (l_1905_ * l_1911_);
                        float l_1919_ = (l_1917_ + l_1918_);
                        float _e3474 = l_mut_228_;
                        float _e3475 = l_mut_230_;
                        float l_1920_ = (_e3474 * _e3475);
                        float l_1921_ = (l_1920_ * l_4_);
                        float _e3478 = l_mut_228_;
                        float l_1922_ = (l_3_ * _e3478);
                        float l_1923_ = (l_1922_ * l_4_);
                        float _e3481 = l_mut_228_;
                        float l_1924_ = (l_1923_ - _e3481);
                        float l_1925_ = (l_1924_ * l_4_);
                        float l_1926_ = (l_1923_ - l_1925_);
                        float _e3485 = l_mut_228_;
                        float l_1927_ = (_e3485 - l_1926_);
                        float _e3487 = l_mut_230_;
                        float l_1928_ = (l_3_ * _e3487);
                        float l_1929_ = (l_1928_ * l_4_);
                        float _e3490 = l_mut_230_;
                        float l_1930_ = (l_1929_ - _e3490);
                        float l_1931_ = (l_1930_ * l_4_);
                        float l_1932_ = (l_1929_ - l_1931_);
                        float _e3494 = l_mut_230_;
                        float l_1933_ = (_e3494 - l_1932_);
                        float l_1934_ = (l_1926_ * l_1932_);
                        float l_1935_ = (l_1934_ - l_1921_);
                        float l_1936_ = (l_1926_ * l_1933_);
                        float l_1937_ = (l_1935_ + l_1936_);
                        float l_1938_ = (l_1927_ * l_1932_);
                        float l_1939_ = (l_1937_ + l_1938_);
                        float l_1940_ = (l_1927_ * l_1933_);
                        float l_1941_ = (l_1939_ + l_1940_);
                        float l_1942_ = (l_1833_ + l_1855_);
                        float l_1943_ = (l_1942_ * l_4_);
                        float l_1944_ = (l_1943_ - l_1833_);
                        float l_1945_ = (l_1944_ * l_4_);
                        float l_1946_ = (l_1943_ - l_1945_);
                        float l_1947_ = (l_1946_ * l_4_);
                        float l_1948_ = (l_1833_ - l_1947_);
                        float l_1949_ = (l_1855_ - l_1945_);
                        float l_1950_ = (l_1948_ + l_1949_);
                        float l_1951_ = (l_1831_ + l_1943_);
                        float l_1952_ = (l_1951_ * l_4_);
                        float l_1953_ = (l_1952_ - l_1831_);
                        float l_1954_ = (l_1953_ * l_4_);
                        float l_1955_ = (l_1952_ - l_1954_);
                        float l_1956_ = (l_1955_ * l_4_);
                        float l_1957_ = (l_1831_ - l_1956_);
                        float l_1958_ = (l_1943_ - l_1954_);
                        float l_1959_ = (l_1957_ + l_1958_);
                        float l_1960_ = (l_1950_ + l_1959_);
                        float l_1961_ = (l_1960_ * l_4_);
                        float l_1962_ = (l_1961_ - l_1950_);
                        float l_1963_ = (l_1962_ * l_4_);
                        float l_1964_ = (l_1961_ - l_1963_);
                        float l_1965_ = (l_1964_ * l_4_);
                        float l_1966_ = (l_1950_ - l_1965_);
                        float l_1967_ = (l_1959_ - l_1963_);
                        float l_1968_ = (l_1966_ + l_1967_);
                        float l_1969_ = (l_1961_ + l_1853_);
                        float l_1970_ = (l_1969_ * l_4_);
                        float l_1971_ = (l_1970_ - l_1961_);
                        float l_1972_ = (l_1971_ * l_4_);
                        float l_1973_ = (l_1970_ - l_1972_);
                        float l_1974_ = (l_1973_ * l_4_);
                        float l_1975_ = (l_1961_ - l_1974_);
                        float l_1976_ = (l_1853_ - l_1972_);
                        float l_1977_ = (l_1975_ + l_1976_);
                        float l_1978_ = (l_1875_ + l_1970_);
                        float l_1979_ = (l_1978_ * l_4_);
                        float l_1980_ = (l_1979_ - l_1875_);
                        float l_1981_ = (l_1980_ * l_4_);
                        float l_1982_ = (l_1979_ - l_1981_);
                        float l_1983_ = (l_1982_ * l_4_);
                        float l_1984_ = (l_1875_ - l_1983_);
                        float l_1985_ = (l_1970_ - l_1981_);
                        float l_1986_ = (l_1984_ + l_1985_);
                        float l_1987_ = (l_1977_ + l_1986_);
                        float l_1988_ = (l_1987_ * l_4_);
                        float l_1989_ = (l_1988_ - l_1977_);
                        float l_1990_ = (l_1989_ * l_4_);
                        float l_1991_ = (l_1988_ - l_1990_);
                        float l_1992_ = (l_1991_ * l_4_);
                        float l_1993_ = (l_1977_ - l_1992_);
                        float l_1994_ = (l_1986_ - l_1990_);
                        float l_1995_ = (l_1993_ + l_1994_);
                        float l_1996_ = (l_1877_ + l_1899_);
                        float l_1997_ = (l_1996_ * l_4_);
                        float l_1998_ = (l_1997_ - l_1877_);
                        float l_1999_ = (l_1998_ * l_4_);
                        float l_2000_ = (l_1997_ - l_1999_);
                        float l_2001_ = (l_2000_ * l_4_);
                        float l_2002_ = (l_1877_ - l_2001_);
                        float l_2003_ = (l_1899_ - l_1999_);
                        float l_2004_ = (l_2002_ + l_2003_);
                        float l_2005_ = (l_1921_ + l_1997_);
                        float l_2006_ = (l_2005_ * l_4_);
                        float l_2007_ = (l_2006_ - l_1921_);
                        float l_2008_ = (l_2007_ * l_4_);
                        float l_2009_ = (l_2006_ - l_2008_);
                        float l_2010_ = (l_2009_ * l_4_);
                        float l_2011_ = (l_1921_ - l_2010_);
                        float l_2012_ = (l_1997_ - l_2008_);
                        float l_2013_ = (l_2011_ + l_2012_);
                        float l_2014_ = (l_2004_ + l_2013_);
                        float l_2015_ = (l_2014_ * l_4_);
                        float l_2016_ = (l_2015_ - l_2004_);
                        float l_2017_ = (l_2016_ * l_4_);
                        float l_2018_ = (l_2015_ - l_2017_);
                        float l_2019_ = (l_2018_ * l_4_);
                        float l_2020_ = (l_2004_ - l_2019_);
                        float l_2021_ = (l_2013_ - l_2017_);
                        float l_2022_ = (l_2020_ + l_2021_);
                        float l_2023_ = (l_1979_ + l_2006_);
                        float l_2024_ = (l_2023_ * l_4_);
                        float l_2025_ = (l_2024_ - l_1979_);
                        float l_2026_ = (l_2025_ * l_4_);
                        float l_2027_ = (l_2024_ - l_2026_);
                        float l_2028_ = (l_2027_ * l_4_);
                        float l_2029_ = (l_1979_ - l_2028_);
                        float l_2030_ = (l_2006_ - l_2026_);
                        float l_2031_ = (l_2029_ + l_2030_);
                        float l_2032_ = (l_1988_ + l_2015_);
                        float l_2033_ = (l_2032_ * l_4_);
                        float l_2034_ = (l_2033_ - l_1988_);
                        float l_2035_ = (l_2034_ * l_4_);
                        float l_2036_ = (l_2033_ - l_2035_);
                        float l_2037_ = (l_2036_ * l_4_);
                        float l_2038_ = (l_1988_ - l_2037_);
                        float l_2039_ = (l_2015_ - l_2035_);
                        float l_2040_ = (l_2038_ + l_2039_);
                        float l_2041_ = (l_2033_ + l_2031_);
                        float l_2042_ = (l_2041_ * l_4_);
                        float l_2043_ = (l_2042_ - l_2033_);
                        float l_2044_ = (l_2043_ * l_4_);
                        float l_2045_ = (l_2042_ - l_2044_);
                        float l_2046_ = (l_2045_ * l_4_);
                        float l_2047_ = (l_2033_ - l_2046_);
                        float l_2048_ = (l_2031_ - l_2044_);
                        float l_2049_ = (l_2047_ + l_2048_);
                        float l_2050_ = (l_1995_ + l_2022_);
                        float l_2051_ = (l_2049_ + l_2040_);
                        float l_2052_ = (l_2050_ + l_2051_);
                        float _e3615 = l_mut_230_;
                        float _e3616 = l_mut_227_;
                        float l_2053_ = (_e3615 * _e3616);
                        float _e3618 = l_mut_229_;
                        float _e3619 = l_mut_228_;
                        float l_2054_ = (_e3618 * _e3619);
                        float l_2055_ = (l_2053_ + l_2054_);
                        float _e3622 = l_mut_228_;
                        float _e3623 = l_mut_229_;
                        float l_2056_ = (_e3622 * _e3623);
                        float _e3625 = l_mut_227_;
                        float _e3626 = l_mut_230_;
                        float l_2057_ = (_e3625 * _e3626);
                        float l_2058_ = (l_2056_ + l_2057_);
                        float l_2059_ = (l_2055_ + l_2058_);
                        float l_2060_ = (l_1968_ + l_1897_);
                        float l_2061_ = (l_1919_ + l_1941_);
                        float l_2062_ = (l_2060_ + l_2061_);
                        float l_2063_ = (l_2059_ + l_2062_);
                        float l_2064_ = (l_2042_ + l_2063_);
                        float l_2065_ = (l_2064_ + l_2052_);
                        float l_2066_ = (l_2065_ * l_4_);
                        float l_2067_ = (l_2066_ - l_2064_);
                        float l_2068_ = (l_2067_ * l_4_);
                        float l_2069_ = (l_2052_ - l_2068_);
                        float l_2070_ = (l_2024_ + l_2066_);
                        float l_2071_ = (l_2070_ * l_4_);
                        float l_2072_ = (l_2071_ - l_2024_);
                        float l_2073_ = (l_2072_ * l_4_);
                        float l_2074_ = (l_2066_ - l_2073_);
                        float l_2075_ = (l_1952_ + l_2071_);
                        float l_2076_ = (l_2075_ * l_4_);
                        float l_2077_ = (l_2076_ - l_1952_);
                        float l_2078_ = (l_2077_ * l_4_);
                        float l_2079_ = (l_2071_ - l_2078_);
                        float l_2080_ = (l_1811_ + l_2076_);
                        float l_2081_ = (l_2080_ * l_4_);
                        float l_2082_ = (l_2081_ - l_1811_);
                        float l_2083_ = (l_2082_ * l_4_);
                        float l_2084_ = (l_2076_ - l_2083_);
                        l_mut_226_ = 0.0;
                        l_mut_164_ = 0.0;
                        l_mut_163_ = 0.0;
                        l_mut_162_ = 0.0;
                        l_mut_161_ = l_2081_;
                        l_mut_231_ = 0u;
                        float _e3660 = l_mut_161_;
                        float l_2085_ = (_e3660 + l_2084_);
                        float l_2086_ = (l_2085_ * l_4_);
                        float _e3663 = l_mut_161_;
                        float l_2087_ = (l_2086_ - _e3663);
                        float l_2088_ = (l_2087_ * l_4_);
                        float l_2089_ = (l_2084_ - l_2088_);
                        uint _e3667 = l_mut_231_;
                        bool l_2090_ = (_e3667 < 3u);
                        bool l_2091_ = (l_2089_ != 0.0);
                        if (l_2090_) {
                            local_96 = l_2091_;
                        } else {
                            local_96 = false;
                        }
                        bool l_2092_ = local_96;
                        uint _e3676 = l_mut_231_;
                        bool l_2093_ = (_e3676 == 0u);
                        if (l_2092_) {
                            local_97 = l_2093_;
                        } else {
                            local_97 = false;
                        }
                        bool l_2094_ = local_97;
                        float _e3683 = l_mut_226_;
                        float l_2095_ = (l_2094_ ? l_2086_ : _e3683);
                        l_mut_226_ = l_2095_;
                        uint _e3685 = l_mut_231_;
                        bool l_2096_ = (_e3685 == 1u);
                        if (l_2092_) {
                            local_98 = l_2096_;
                        } else {
                            local_98 = false;
                        }
                        bool l_2097_ = local_98;
                        float _e3692 = l_mut_164_;
                        float l_2098_ = (l_2097_ ? l_2086_ : _e3692);
                        l_mut_164_ = l_2098_;
                        uint _e3694 = l_mut_231_;
                        bool l_2099_ = (_e3694 == 2u);
                        if (l_2092_) {
                            local_99 = l_2099_;
                        } else {
                            local_99 = false;
                        }
                        bool l_2100_ = local_99;
                        float _e3701 = l_mut_163_;
                        float l_2101_ = (l_2100_ ? l_2086_ : _e3701);
                        l_mut_163_ = l_2101_;
                        float l_2102_ = (l_2092_ ? l_2089_ : l_2086_);
                        float _e3704 = l_mut_161_;
                        float l_2103_ = (_e3704 + l_2084_);
                        float l_2104_ = (l_2090_ ? l_2102_ : l_2103_);
                        l_mut_161_ = l_2104_;
                        uint l_2105_ = uint(l_2092_);
                        uint _e3708 = l_mut_231_;
                        l_mut_231_ = (_e3708 + l_2105_);
                        float _e3710 = l_mut_161_;
                        float l_2106_ = (_e3710 + l_2079_);
                        float l_2107_ = (l_2106_ * l_4_);
                        float _e3713 = l_mut_161_;
                        float l_2108_ = (l_2107_ - _e3713);
                        float l_2109_ = (l_2108_ * l_4_);
                        float l_2110_ = (l_2079_ - l_2109_);
                        uint _e3717 = l_mut_231_;
                        bool l_2111_ = (_e3717 < 3u);
                        bool l_2112_ = (l_2110_ != 0.0);
                        if (l_2111_) {
                            local_100 = l_2112_;
                        } else {
                            local_100 = false;
                        }
                        bool l_2113_ = local_100;
                        uint _e3726 = l_mut_231_;
                        bool l_2114_ = (_e3726 == 0u);
                        if (l_2113_) {
                            local_101 = l_2114_;
                        } else {
                            local_101 = false;
                        }
                        bool l_2115_ = local_101;
                        float _e3733 = l_mut_226_;
                        float l_2116_ = (l_2115_ ? l_2107_ : _e3733);
                        l_mut_226_ = l_2116_;
                        uint _e3735 = l_mut_231_;
                        bool l_2117_ = (_e3735 == 1u);
                        if (l_2113_) {
                            local_102 = l_2117_;
                        } else {
                            local_102 = false;
                        }
                        bool l_2118_ = local_102;
                        float _e3742 = l_mut_164_;
                        float l_2119_ = (l_2118_ ? l_2107_ : _e3742);
                        l_mut_164_ = l_2119_;
                        uint _e3744 = l_mut_231_;
                        bool l_2120_ = (_e3744 == 2u);
                        if (l_2113_) {
                            local_103 = l_2120_;
                        } else {
                            local_103 = false;
                        }
                        bool l_2121_ = local_103;
                        float _e3751 = l_mut_163_;
                        float l_2122_ = (l_2121_ ? l_2107_ : _e3751);
                        l_mut_163_ = l_2122_;
                        float l_2123_ = (l_2113_ ? l_2110_ : l_2107_);
                        float _e3754 = l_mut_161_;
                        float l_2124_ = (_e3754 + l_2079_);
                        float l_2125_ = (l_2111_ ? l_2123_ : l_2124_);
                        l_mut_161_ = l_2125_;
                        uint l_2126_ = uint(l_2113_);
                        uint _e3758 = l_mut_231_;
                        l_mut_231_ = (_e3758 + l_2126_);
                        float _e3760 = l_mut_161_;
                        float l_2127_ = (_e3760 + l_2074_);
                        float l_2128_ = (l_2127_ * l_4_);
                        float _e3763 = l_mut_161_;
                        float l_2129_ = (l_2128_ - _e3763);
                        float l_2130_ = (l_2129_ * l_4_);
                        float l_2131_ = (l_2074_ - l_2130_);
                        uint _e3767 = l_mut_231_;
                        bool l_2132_ = (_e3767 < 3u);
                        bool l_2133_ = (l_2131_ != 0.0);
                        if (l_2132_) {
                            local_104 = l_2133_;
                        } else {
                            local_104 = false;
                        }
                        bool l_2134_ = local_104;
                        uint _e3776 = l_mut_231_;
                        bool l_2135_ = (_e3776 == 0u);
                        if (l_2134_) {
                            local_105 = l_2135_;
                        } else {
                            local_105 = false;
                        }
                        bool l_2136_ = local_105;
                        float _e3783 = l_mut_226_;
                        float l_2137_ = (l_2136_ ? l_2128_ : _e3783);
                        l_mut_226_ = l_2137_;
                        uint _e3785 = l_mut_231_;
                        bool l_2138_ = (_e3785 == 1u);
                        if (l_2134_) {
                            local_106 = l_2138_;
                        } else {
                            local_106 = false;
                        }
                        bool l_2139_ = local_106;
                        float _e3792 = l_mut_164_;
                        float l_2140_ = (l_2139_ ? l_2128_ : _e3792);
                        l_mut_164_ = l_2140_;
                        uint _e3794 = l_mut_231_;
                        bool l_2141_ = (_e3794 == 2u);
                        if (l_2134_) {
                            local_107 = l_2141_;
                        } else {
                            local_107 = false;
                        }
                        bool l_2142_ = local_107;
                        float _e3801 = l_mut_163_;
                        float l_2143_ = (l_2142_ ? l_2128_ : _e3801);
                        l_mut_163_ = l_2143_;
                        float l_2144_ = (l_2134_ ? l_2131_ : l_2128_);
                        float _e3804 = l_mut_161_;
                        float l_2145_ = (_e3804 + l_2074_);
                        float l_2146_ = (l_2132_ ? l_2144_ : l_2145_);
                        l_mut_161_ = l_2146_;
                        uint l_2147_ = uint(l_2134_);
                        uint _e3808 = l_mut_231_;
                        l_mut_231_ = (_e3808 + l_2147_);
                        float _e3810 = l_mut_161_;
                        float l_2148_ = (_e3810 + l_2069_);
                        float l_2149_ = (l_2148_ * l_4_);
                        float _e3813 = l_mut_161_;
                        float l_2150_ = (l_2149_ - _e3813);
                        float l_2151_ = (l_2150_ * l_4_);
                        float l_2152_ = (l_2069_ - l_2151_);
                        uint _e3817 = l_mut_231_;
                        bool l_2153_ = (_e3817 < 3u);
                        bool l_2154_ = (l_2152_ != 0.0);
                        if (l_2153_) {
                            local_108 = l_2154_;
                        } else {
                            local_108 = false;
                        }
                        bool l_2155_ = local_108;
                        uint _e3826 = l_mut_231_;
                        bool l_2156_ = (_e3826 == 0u);
                        if (l_2155_) {
                            local_109 = l_2156_;
                        } else {
                            local_109 = false;
                        }
                        bool l_2157_ = local_109;
                        float _e3833 = l_mut_226_;
                        float l_2158_ = (l_2157_ ? l_2149_ : _e3833);
                        l_mut_226_ = l_2158_;
                        uint _e3835 = l_mut_231_;
                        bool l_2159_ = (_e3835 == 1u);
                        if (l_2155_) {
                            local_110 = l_2159_;
                        } else {
                            local_110 = false;
                        }
                        bool l_2160_ = local_110;
                        float _e3842 = l_mut_164_;
                        float l_2161_ = (l_2160_ ? l_2149_ : _e3842);
                        l_mut_164_ = l_2161_;
                        uint _e3844 = l_mut_231_;
                        bool l_2162_ = (_e3844 == 2u);
                        if (l_2155_) {
                            local_111 = l_2162_;
                        } else {
                            local_111 = false;
                        }
                        bool l_2163_ = local_111;
                        float _e3851 = l_mut_163_;
                        float l_2164_ = (l_2163_ ? l_2149_ : _e3851);
                        l_mut_163_ = l_2164_;
                        float l_2165_ = (l_2155_ ? l_2152_ : l_2149_);
                        float _e3854 = l_mut_161_;
                        float l_2166_ = (_e3854 + l_2069_);
                        float l_2167_ = (l_2153_ ? l_2165_ : l_2166_);
                        l_mut_161_ = l_2167_;
                        uint l_2168_ = uint(l_2155_);
                        uint _e3858 = l_mut_231_;
                        l_mut_231_ = (_e3858 + l_2168_);
                        uint _e3860 = l_mut_231_;
                        bool l_2169_ = (_e3860 == 0u);
                        float _e3863 = l_mut_226_;
                        float _e3864 = l_mut_161_;
                        float l_2170_ = (l_2169_ ? _e3864 : _e3863);
                        l_mut_226_ = l_2170_;
                        uint _e3866 = l_mut_231_;
                        bool l_2171_ = (_e3866 == 1u);
                        float _e3869 = l_mut_164_;
                        float _e3870 = l_mut_161_;
                        float l_2172_ = (l_2171_ ? _e3870 : _e3869);
                        l_mut_164_ = l_2172_;
                        uint _e3872 = l_mut_231_;
                        bool l_2173_ = (_e3872 == 2u);
                        float _e3875 = l_mut_163_;
                        float _e3876 = l_mut_161_;
                        float l_2174_ = (l_2173_ ? _e3876 : _e3875);
                        l_mut_163_ = l_2174_;
                        uint _e3878 = l_mut_231_;
                        bool l_2175_ = (_e3878 == 3u);
                        float _e3881 = l_mut_162_;
                        float _e3882 = l_mut_161_;
                        float l_2176_ = (l_2175_ ? _e3882 : _e3881);
                        l_mut_162_ = l_2176_;
                        float _e3884 = l_mut_226_;
                        float l_2177_ = (l_1806_ + _e3884);
                        float l_2178_ = (l_2177_ * l_4_);
                        float l_2179_ = (l_2178_ - l_1806_);
                        float l_2180_ = (l_2179_ * l_4_);
                        float l_2181_ = (l_2178_ - l_2180_);
                        float l_2182_ = (l_2181_ * l_4_);
                        float l_2183_ = (l_1806_ - l_2182_);
                        float _e3892 = l_mut_226_;
                        float l_2184_ = (_e3892 - l_2180_);
                        float l_2185_ = (l_2183_ + l_2184_);
                        float _e3895 = l_mut_164_;
                        float l_2186_ = (l_1807_ + _e3895);
                        float l_2187_ = (l_2186_ * l_4_);
                        float l_2188_ = (l_2187_ - l_1807_);
                        float l_2189_ = (l_2188_ * l_4_);
                        float l_2190_ = (l_2187_ - l_2189_);
                        float l_2191_ = (l_2190_ * l_4_);
                        float l_2192_ = (l_1807_ - l_2191_);
                        float _e3903 = l_mut_164_;
                        float l_2193_ = (_e3903 - l_2189_);
                        float l_2194_ = (l_2192_ + l_2193_);
                        float _e3906 = l_mut_163_;
                        float l_2195_ = (l_1808_ + _e3906);
                        float l_2196_ = (l_2195_ * l_4_);
                        float l_2197_ = (l_2196_ - l_1808_);
                        float l_2198_ = (l_2197_ * l_4_);
                        float l_2199_ = (l_2196_ - l_2198_);
                        float l_2200_ = (l_2199_ * l_4_);
                        float l_2201_ = (l_1808_ - l_2200_);
                        float _e3914 = l_mut_163_;
                        float l_2202_ = (_e3914 - l_2198_);
                        float l_2203_ = (l_2201_ + l_2202_);
                        float _e3917 = l_mut_162_;
                        float l_2204_ = (l_1809_ + _e3917);
                        float l_2205_ = (l_2204_ * l_4_);
                        float l_2206_ = (l_2205_ - l_1809_);
                        float l_2207_ = (l_2206_ * l_4_);
                        float l_2208_ = (l_2205_ - l_2207_);
                        float l_2209_ = (l_2208_ * l_4_);
                        float l_2210_ = (l_1809_ - l_2209_);
                        float _e3925 = l_mut_162_;
                        float l_2211_ = (_e3925 - l_2207_);
                        float l_2212_ = (l_2210_ + l_2211_);
                        float l_2213_ = (l_2187_ + l_2185_);
                        float l_2214_ = (l_2213_ * l_4_);
                        float l_2215_ = (l_2214_ - l_2187_);
                        float l_2216_ = (l_2215_ * l_4_);
                        float l_2217_ = (l_2214_ - l_2216_);
                        float l_2218_ = (l_2217_ * l_4_);
                        float l_2219_ = (l_2187_ - l_2218_);
                        float l_2220_ = (l_2185_ - l_2216_);
                        float l_2221_ = (l_2219_ + l_2220_);
                        float l_2222_ = (l_2196_ + l_2221_);
                        float l_2223_ = (l_2222_ * l_4_);
                        float l_2224_ = (l_2223_ - l_2196_);
                        float l_2225_ = (l_2224_ * l_4_);
                        float l_2226_ = (l_2223_ - l_2225_);
                        float l_2227_ = (l_2226_ * l_4_);
                        float l_2228_ = (l_2196_ - l_2227_);
                        float l_2229_ = (l_2221_ - l_2225_);
                        float l_2230_ = (l_2228_ + l_2229_);
                        float l_2231_ = (l_2194_ + l_2223_);
                        float l_2232_ = (l_2231_ * l_4_);
                        float l_2233_ = (l_2232_ - l_2194_);
                        float l_2234_ = (l_2233_ * l_4_);
                        float l_2235_ = (l_2232_ - l_2234_);
                        float l_2236_ = (l_2235_ * l_4_);
                        float l_2237_ = (l_2194_ - l_2236_);
                        float l_2238_ = (l_2223_ - l_2234_);
                        float l_2239_ = (l_2237_ + l_2238_);
                        float l_2240_ = (l_2230_ + l_2239_);
                        float l_2241_ = (l_2240_ * l_4_);
                        float l_2242_ = (l_2241_ - l_2230_);
                        float l_2243_ = (l_2242_ * l_4_);
                        float l_2244_ = (l_2241_ - l_2243_);
                        float l_2245_ = (l_2244_ * l_4_);
                        float l_2246_ = (l_2230_ - l_2245_);
                        float l_2247_ = (l_2239_ - l_2243_);
                        float l_2248_ = (l_2246_ + l_2247_);
                        float l_2249_ = (l_2205_ + l_2241_);
                        float l_2250_ = (l_2249_ * l_4_);
                        float l_2251_ = (l_2250_ - l_2205_);
                        float l_2252_ = (l_2251_ * l_4_);
                        float l_2253_ = (l_2250_ - l_2252_);
                        float l_2254_ = (l_2253_ * l_4_);
                        float l_2255_ = (l_2205_ - l_2254_);
                        float l_2256_ = (l_2241_ - l_2252_);
                        float l_2257_ = (l_2255_ + l_2256_);
                        float l_2258_ = (l_2203_ + l_2250_);
                        float l_2259_ = (l_2258_ * l_4_);
                        float l_2260_ = (l_2259_ - l_2203_);
                        float l_2261_ = (l_2260_ * l_4_);
                        float l_2262_ = (l_2259_ - l_2261_);
                        float l_2263_ = (l_2262_ * l_4_);
                        float l_2264_ = (l_2203_ - l_2263_);
                        float l_2265_ = (l_2250_ - l_2261_);
                        float l_2266_ = (l_2264_ + l_2265_);
                        float l_2267_ = (l_2257_ + l_2266_);
                        float l_2268_ = (l_2267_ + l_2248_);
                        float l_2269_ = (l_2268_ + l_2212_);
                        float l_2270_ = (l_2259_ + l_2269_);
                        float l_2271_ = (l_2270_ * l_4_);
                        float l_2272_ = (l_2271_ - l_2259_);
                        float l_2273_ = (l_2272_ * l_4_);
                        float l_2274_ = (l_2269_ - l_2273_);
                        float l_2275_ = (l_2232_ + l_2271_);
                        float l_2276_ = (l_2275_ * l_4_);
                        float l_2277_ = (l_2276_ - l_2232_);
                        float l_2278_ = (l_2277_ * l_4_);
                        float l_2279_ = (l_2271_ - l_2278_);
                        float l_2280_ = (l_2214_ + l_2276_);
                        float l_2281_ = (l_2280_ * l_4_);
                        float l_2282_ = (l_2281_ - l_2214_);
                        float l_2283_ = (l_2282_ * l_4_);
                        float l_2284_ = (l_2276_ - l_2283_);
                        float l_2285_ = (l_2178_ + l_2281_);
                        float l_2286_ = (l_2285_ * l_4_);
                        float l_2287_ = (l_2286_ - l_2178_);
                        float l_2288_ = (l_2287_ * l_4_);
                        float l_2289_ = (l_2281_ - l_2288_);
                        l_mut_161_ = 0.0;
                        l_mut_2290_ = 0.0;
                        l_mut_2291_ = 0.0;
                        l_mut_2292_ = 0.0;
                        l_mut_2293_ = l_2286_;
                        l_mut_231_ = 0u;
                        float _e4010 = l_mut_2293_;
                        float l_2294_ = (_e4010 + l_2289_);
                        float l_2295_ = (l_2294_ * l_4_);
                        float _e4013 = l_mut_2293_;
                        float l_2296_ = (l_2295_ - _e4013);
                        float l_2297_ = (l_2296_ * l_4_);
                        float l_2298_ = (l_2289_ - l_2297_);
                        uint _e4017 = l_mut_231_;
                        bool l_2299_ = (_e4017 < 3u);
                        bool l_2300_ = (l_2298_ != 0.0);
                        if (l_2299_) {
                            local_112 = l_2300_;
                        } else {
                            local_112 = false;
                        }
                        bool l_2301_ = local_112;
                        uint _e4026 = l_mut_231_;
                        bool l_2302_ = (_e4026 == 0u);
                        if (l_2301_) {
                            local_113 = l_2302_;
                        } else {
                            local_113 = false;
                        }
                        bool l_2303_ = local_113;
                        float _e4033 = l_mut_161_;
                        float l_2304_ = (l_2303_ ? l_2295_ : _e4033);
                        l_mut_161_ = l_2304_;
                        uint _e4035 = l_mut_231_;
                        bool l_2305_ = (_e4035 == 1u);
                        if (l_2301_) {
                            local_114 = l_2305_;
                        } else {
                            local_114 = false;
                        }
                        bool l_2306_ = local_114;
                        float _e4042 = l_mut_2290_;
                        float l_2307_ = (l_2306_ ? l_2295_ : _e4042);
                        l_mut_2290_ = l_2307_;
                        uint _e4044 = l_mut_231_;
                        bool l_2308_ = (_e4044 == 2u);
                        if (l_2301_) {
                            local_115 = l_2308_;
                        } else {
                            local_115 = false;
                        }
                        bool l_2309_ = local_115;
                        float _e4051 = l_mut_2291_;
                        float l_2310_ = (l_2309_ ? l_2295_ : _e4051);
                        l_mut_2291_ = l_2310_;
                        float l_2311_ = (l_2301_ ? l_2298_ : l_2295_);
                        float _e4054 = l_mut_2293_;
                        float l_2312_ = (_e4054 + l_2289_);
                        float l_2313_ = (l_2299_ ? l_2311_ : l_2312_);
                        l_mut_2293_ = l_2313_;
                        uint l_2314_ = uint(l_2301_);
                        uint _e4058 = l_mut_231_;
                        l_mut_231_ = (_e4058 + l_2314_);
                        float _e4060 = l_mut_2293_;
                        float l_2315_ = (_e4060 + l_2284_);
                        float l_2316_ = (l_2315_ * l_4_);
                        float _e4063 = l_mut_2293_;
                        float l_2317_ = (l_2316_ - _e4063);
                        float l_2318_ = (l_2317_ * l_4_);
                        float l_2319_ = (l_2284_ - l_2318_);
                        uint _e4067 = l_mut_231_;
                        bool l_2320_ = (_e4067 < 3u);
                        bool l_2321_ = (l_2319_ != 0.0);
                        if (l_2320_) {
                            local_116 = l_2321_;
                        } else {
                            local_116 = false;
                        }
                        bool l_2322_ = local_116;
                        uint _e4076 = l_mut_231_;
                        bool l_2323_ = (_e4076 == 0u);
                        if (l_2322_) {
                            local_117 = l_2323_;
                        } else {
                            local_117 = false;
                        }
                        bool l_2324_ = local_117;
                        float _e4083 = l_mut_161_;
                        float l_2325_ = (l_2324_ ? l_2316_ : _e4083);
                        l_mut_161_ = l_2325_;
                        uint _e4085 = l_mut_231_;
                        bool l_2326_ = (_e4085 == 1u);
                        if (l_2322_) {
                            local_118 = l_2326_;
                        } else {
                            local_118 = false;
                        }
                        bool l_2327_ = local_118;
                        float _e4092 = l_mut_2290_;
                        float l_2328_ = (l_2327_ ? l_2316_ : _e4092);
                        l_mut_2290_ = l_2328_;
                        uint _e4094 = l_mut_231_;
                        bool l_2329_ = (_e4094 == 2u);
                        if (l_2322_) {
                            local_119 = l_2329_;
                        } else {
                            local_119 = false;
                        }
                        bool l_2330_ = local_119;
                        float _e4101 = l_mut_2291_;
                        float l_2331_ = (l_2330_ ? l_2316_ : _e4101);
                        l_mut_2291_ = l_2331_;
                        float l_2332_ = (l_2322_ ? l_2319_ : l_2316_);
                        float _e4104 = l_mut_2293_;
                        float l_2333_ = (_e4104 + l_2284_);
                        float l_2334_ = (l_2320_ ? l_2332_ : l_2333_);
                        l_mut_2293_ = l_2334_;
                        uint l_2335_ = uint(l_2322_);
                        uint _e4108 = l_mut_231_;
                        l_mut_231_ = (_e4108 + l_2335_);
                        float _e4110 = l_mut_2293_;
                        float l_2336_ = (_e4110 + l_2279_);
                        float l_2337_ = (l_2336_ * l_4_);
                        float _e4113 = l_mut_2293_;
                        float l_2338_ = (l_2337_ - _e4113);
                        float l_2339_ = (l_2338_ * l_4_);
                        float l_2340_ = (l_2279_ - l_2339_);
                        uint _e4117 = l_mut_231_;
                        bool l_2341_ = (_e4117 < 3u);
                        bool l_2342_ = (l_2340_ != 0.0);
                        if (l_2341_) {
                            local_120 = l_2342_;
                        } else {
                            local_120 = false;
                        }
                        bool l_2343_ = local_120;
                        uint _e4126 = l_mut_231_;
                        bool l_2344_ = (_e4126 == 0u);
                        if (l_2343_) {
                            local_121 = l_2344_;
                        } else {
                            local_121 = false;
                        }
                        bool l_2345_ = local_121;
                        float _e4133 = l_mut_161_;
                        float l_2346_ = (l_2345_ ? l_2337_ : _e4133);
                        l_mut_161_ = l_2346_;
                        uint _e4135 = l_mut_231_;
                        bool l_2347_ = (_e4135 == 1u);
                        if (l_2343_) {
                            local_122 = l_2347_;
                        } else {
                            local_122 = false;
                        }
                        bool l_2348_ = local_122;
                        float _e4142 = l_mut_2290_;
                        float l_2349_ = (l_2348_ ? l_2337_ : _e4142);
                        l_mut_2290_ = l_2349_;
                        uint _e4144 = l_mut_231_;
                        bool l_2350_ = (_e4144 == 2u);
                        if (l_2343_) {
                            local_123 = l_2350_;
                        } else {
                            local_123 = false;
                        }
                        bool l_2351_ = local_123;
                        float _e4151 = l_mut_2291_;
                        float l_2352_ = (l_2351_ ? l_2337_ : _e4151);
                        l_mut_2291_ = l_2352_;
                        float l_2353_ = (l_2343_ ? l_2340_ : l_2337_);
                        float _e4154 = l_mut_2293_;
                        float l_2354_ = (_e4154 + l_2279_);
                        float l_2355_ = (l_2341_ ? l_2353_ : l_2354_);
                        l_mut_2293_ = l_2355_;
                        uint l_2356_ = uint(l_2343_);
                        uint _e4158 = l_mut_231_;
                        l_mut_231_ = (_e4158 + l_2356_);
                        float _e4160 = l_mut_2293_;
                        float l_2357_ = (_e4160 + l_2274_);
                        float l_2358_ = (l_2357_ * l_4_);
                        float _e4163 = l_mut_2293_;
                        float l_2359_ = (l_2358_ - _e4163);
                        float l_2360_ = (l_2359_ * l_4_);
                        float l_2361_ = (l_2274_ - l_2360_);
                        uint _e4167 = l_mut_231_;
                        bool l_2362_ = (_e4167 < 3u);
                        bool l_2363_ = (l_2361_ != 0.0);
                        if (l_2362_) {
                            local_124 = l_2363_;
                        } else {
                            local_124 = false;
                        }
                        bool l_2364_ = local_124;
                        uint _e4176 = l_mut_231_;
                        bool l_2365_ = (_e4176 == 0u);
                        if (l_2364_) {
                            local_125 = l_2365_;
                        } else {
                            local_125 = false;
                        }
                        bool l_2366_ = local_125;
                        float _e4183 = l_mut_161_;
                        float l_2367_ = (l_2366_ ? l_2358_ : _e4183);
                        l_mut_161_ = l_2367_;
                        uint _e4185 = l_mut_231_;
                        bool l_2368_ = (_e4185 == 1u);
                        if (l_2364_) {
                            local_126 = l_2368_;
                        } else {
                            local_126 = false;
                        }
                        bool l_2369_ = local_126;
                        float _e4192 = l_mut_2290_;
                        float l_2370_ = (l_2369_ ? l_2358_ : _e4192);
                        l_mut_2290_ = l_2370_;
                        uint _e4194 = l_mut_231_;
                        bool l_2371_ = (_e4194 == 2u);
                        if (l_2364_) {
                            local_127 = l_2371_;
                        } else {
                            local_127 = false;
                        }
                        bool l_2372_ = local_127;
                        float _e4201 = l_mut_2291_;
                        float l_2373_ = (l_2372_ ? l_2358_ : _e4201);
                        l_mut_2291_ = l_2373_;
                        float l_2374_ = (l_2364_ ? l_2361_ : l_2358_);
                        float _e4204 = l_mut_2293_;
                        float l_2375_ = (_e4204 + l_2274_);
                        float l_2376_ = (l_2362_ ? l_2374_ : l_2375_);
                        l_mut_2293_ = l_2376_;
                        uint l_2377_ = uint(l_2364_);
                        uint _e4208 = l_mut_231_;
                        l_mut_231_ = (_e4208 + l_2377_);
                        uint _e4210 = l_mut_231_;
                        bool l_2378_ = (_e4210 == 0u);
                        float _e4213 = l_mut_161_;
                        float _e4214 = l_mut_2293_;
                        float l_2379_ = (l_2378_ ? _e4214 : _e4213);
                        l_mut_161_ = l_2379_;
                        uint _e4216 = l_mut_231_;
                        bool l_2380_ = (_e4216 == 1u);
                        float _e4219 = l_mut_2290_;
                        float _e4220 = l_mut_2293_;
                        float l_2381_ = (l_2380_ ? _e4220 : _e4219);
                        l_mut_2290_ = l_2381_;
                        uint _e4222 = l_mut_231_;
                        bool l_2382_ = (_e4222 == 2u);
                        float _e4225 = l_mut_2291_;
                        float _e4226 = l_mut_2293_;
                        float l_2383_ = (l_2382_ ? _e4226 : _e4225);
                        l_mut_2291_ = l_2383_;
                        uint _e4228 = l_mut_231_;
                        bool l_2384_ = (_e4228 == 3u);
                        float _e4231 = l_mut_2292_;
                        float _e4232 = l_mut_2293_;
                        float l_2385_ = (l_2384_ ? _e4232 : _e4231);
                        l_mut_2292_ = l_2385_;
                        float _e4234 = l_mut_161_;
                        l_mut_230_ = _e4234;
                        float _e4235 = l_mut_2290_;
                        l_mut_229_ = _e4235;
                        float _e4236 = l_mut_2291_;
                        l_mut_228_ = _e4236;
                        float _e4237 = l_mut_2292_;
                        l_mut_227_ = _e4237;
                    }
                }
                float _e4241 = l_mut_230_;
                float l_2386_ = (_e4241 + l_4_);
                float l_2387_ = (l_2386_ * l_4_);
                float _e4244 = l_mut_230_;
                float l_2388_ = (l_2387_ - _e4244);
                float l_2389_ = (l_2388_ * l_4_);
                float l_2390_ = (l_2387_ - l_2389_);
                float l_2391_ = (l_2390_ * l_4_);
                float _e4249 = l_mut_230_;
                float l_2392_ = (_e4249 - l_2391_);
                float l_2393_ = (l_4_ - l_2389_);
                float l_2394_ = (l_2392_ + l_2393_);
                float _e4253 = l_mut_229_;
                float l_2395_ = (_e4253 + l_2394_);
                float l_2396_ = (l_2395_ * l_4_);
                float _e4256 = l_mut_229_;
                float l_2397_ = (l_2396_ - _e4256);
                float l_2398_ = (l_2397_ * l_4_);
                float l_2399_ = (l_2396_ - l_2398_);
                float l_2400_ = (l_2399_ * l_4_);
                float _e4261 = l_mut_229_;
                float l_2401_ = (_e4261 - l_2400_);
                float l_2402_ = (l_2394_ - l_2398_);
                float l_2403_ = (l_2401_ + l_2402_);
                float _e4265 = l_mut_228_;
                float l_2404_ = (_e4265 + l_2403_);
                float l_2405_ = (l_2404_ * l_4_);
                float _e4268 = l_mut_228_;
                float l_2406_ = (l_2405_ - _e4268);
                float l_2407_ = (l_2406_ * l_4_);
                float l_2408_ = (l_2405_ - l_2407_);
                float l_2409_ = (l_2408_ * l_4_);
                float _e4273 = l_mut_228_;
                float l_2410_ = (_e4273 - l_2409_);
                float l_2411_ = (l_2403_ - l_2407_);
                float l_2412_ = (l_2410_ + l_2411_);
                float _e4277 = l_mut_227_;
                float l_2413_ = (_e4277 + l_2412_);
                float l_2414_ = (l_2413_ * l_4_);
                float _e4280 = l_mut_227_;
                float l_2415_ = (l_2414_ - _e4280);
                float l_2416_ = (l_2415_ * l_4_);
                float l_2417_ = (l_2414_ - l_2416_);
                float l_2418_ = (l_2417_ * l_4_);
                float _e4285 = l_mut_227_;
                float l_2419_ = (_e4285 - l_2418_);
                float l_2420_ = (l_2412_ - l_2416_);
                float l_2421_ = (l_2419_ + l_2420_);
                float l_2422_ = (l_2414_ + l_2421_);
                float l_2423_ = (l_2422_ * l_4_);
                float l_2424_ = (l_2423_ - l_2414_);
                float l_2425_ = (l_2424_ * l_4_);
                float l_2426_ = (l_2421_ - l_2425_);
                float l_2427_ = (l_2405_ + l_2423_);
                float l_2428_ = (l_2427_ * l_4_);
                float l_2429_ = (l_2428_ - l_2405_);
                float l_2430_ = (l_2429_ * l_4_);
                float l_2431_ = (l_2423_ - l_2430_);
                float l_2432_ = (l_2396_ + l_2428_);
                float l_2433_ = (l_2432_ * l_4_);
                float l_2434_ = (l_2433_ - l_2396_);
                float l_2435_ = (l_2434_ * l_4_);
                float l_2436_ = (l_2428_ - l_2435_);
                float l_2437_ = (l_2387_ + l_2433_);
                float l_2438_ = (l_2437_ * l_4_);
                float l_2439_ = (l_2438_ - l_2387_);
                float l_2440_ = (l_2439_ * l_4_);
                float l_2441_ = (l_2433_ - l_2440_);
                l_mut_2293_ = 0.0;
                l_mut_2292_ = 0.0;
                l_mut_2291_ = 0.0;
                l_mut_2290_ = 0.0;
                l_mut_226_ = l_2438_;
                l_mut_231_ = 0u;
                float _e4314 = l_mut_226_;
                float l_2442_ = (_e4314 + l_2441_);
                float l_2443_ = (l_2442_ * l_4_);
                float _e4317 = l_mut_226_;
                float l_2444_ = (l_2443_ - _e4317);
                float l_2445_ = (l_2444_ * l_4_);
                float l_2446_ = (l_2441_ - l_2445_);
                uint _e4321 = l_mut_231_;
                bool l_2447_ = (_e4321 < 3u);
                bool l_2448_ = (l_2446_ != 0.0);
                if (l_2447_) {
                    local_128 = l_2448_;
                } else {
                    local_128 = false;
                }
                bool l_2449_ = local_128;
                uint _e4330 = l_mut_231_;
                bool l_2450_ = (_e4330 == 0u);
                if (l_2449_) {
                    local_129 = l_2450_;
                } else {
                    local_129 = false;
                }
                bool l_2451_ = local_129;
                float _e4337 = l_mut_2293_;
                float l_2452_ = (l_2451_ ? l_2443_ : _e4337);
                l_mut_2293_ = l_2452_;
                uint _e4339 = l_mut_231_;
                bool l_2453_ = (_e4339 == 1u);
                if (l_2449_) {
                    local_130 = l_2453_;
                } else {
                    local_130 = false;
                }
                bool l_2454_ = local_130;
                float _e4346 = l_mut_2292_;
                float l_2455_ = (l_2454_ ? l_2443_ : _e4346);
                l_mut_2292_ = l_2455_;
                uint _e4348 = l_mut_231_;
                bool l_2456_ = (_e4348 == 2u);
                if (l_2449_) {
                    local_131 = l_2456_;
                } else {
                    local_131 = false;
                }
                bool l_2457_ = local_131;
                float _e4355 = l_mut_2291_;
                float l_2458_ = (l_2457_ ? l_2443_ : _e4355);
                l_mut_2291_ = l_2458_;
                float l_2459_ = (l_2449_ ? l_2446_ : l_2443_);
                float _e4358 = l_mut_226_;
                float l_2460_ = (_e4358 + l_2441_);
                float l_2461_ = (l_2447_ ? l_2459_ : l_2460_);
                l_mut_226_ = l_2461_;
                uint l_2462_ = uint(l_2449_);
                uint _e4362 = l_mut_231_;
                l_mut_231_ = (_e4362 + l_2462_);
                float _e4364 = l_mut_226_;
                float l_2463_ = (_e4364 + l_2436_);
                float l_2464_ = (l_2463_ * l_4_);
                float _e4367 = l_mut_226_;
                float l_2465_ = (l_2464_ - _e4367);
                float l_2466_ = (l_2465_ * l_4_);
                float l_2467_ = (l_2436_ - l_2466_);
                uint _e4371 = l_mut_231_;
                bool l_2468_ = (_e4371 < 3u);
                bool l_2469_ = (l_2467_ != 0.0);
                if (l_2468_) {
                    local_132 = l_2469_;
                } else {
                    local_132 = false;
                }
                bool l_2470_ = local_132;
                uint _e4380 = l_mut_231_;
                bool l_2471_ = (_e4380 == 0u);
                if (l_2470_) {
                    local_133 = l_2471_;
                } else {
                    local_133 = false;
                }
                bool l_2472_ = local_133;
                float _e4387 = l_mut_2293_;
                float l_2473_ = (l_2472_ ? l_2464_ : _e4387);
                l_mut_2293_ = l_2473_;
                uint _e4389 = l_mut_231_;
                bool l_2474_ = (_e4389 == 1u);
                if (l_2470_) {
                    local_134 = l_2474_;
                } else {
                    local_134 = false;
                }
                bool l_2475_ = local_134;
                float _e4396 = l_mut_2292_;
                float l_2476_ = (l_2475_ ? l_2464_ : _e4396);
                l_mut_2292_ = l_2476_;
                uint _e4398 = l_mut_231_;
                bool l_2477_ = (_e4398 == 2u);
                if (l_2470_) {
                    local_135 = l_2477_;
                } else {
                    local_135 = false;
                }
                bool l_2478_ = local_135;
                float _e4405 = l_mut_2291_;
                float l_2479_ = (l_2478_ ? l_2464_ : _e4405);
                l_mut_2291_ = l_2479_;
                float l_2480_ = (l_2470_ ? l_2467_ : l_2464_);
                float _e4408 = l_mut_226_;
                float l_2481_ = (_e4408 + l_2436_);
                float l_2482_ = (l_2468_ ? l_2480_ : l_2481_);
                l_mut_226_ = l_2482_;
                uint l_2483_ = uint(l_2470_);
                uint _e4412 = l_mut_231_;
                l_mut_231_ = (_e4412 + l_2483_);
                float _e4414 = l_mut_226_;
                float l_2484_ = (_e4414 + l_2431_);
                float l_2485_ = (l_2484_ * l_4_);
                float _e4417 = l_mut_226_;
                float l_2486_ = (l_2485_ - _e4417);
                float l_2487_ = (l_2486_ * l_4_);
                float l_2488_ = (l_2431_ - l_2487_);
                uint _e4421 = l_mut_231_;
                bool l_2489_ = (_e4421 < 3u);
                bool l_2490_ = (l_2488_ != 0.0);
                if (l_2489_) {
                    local_136 = l_2490_;
                } else {
                    local_136 = false;
                }
                bool l_2491_ = local_136;
                uint _e4430 = l_mut_231_;
                bool l_2492_ = (_e4430 == 0u);
                if (l_2491_) {
                    local_137 = l_2492_;
                } else {
                    local_137 = false;
                }
                bool l_2493_ = local_137;
                float _e4437 = l_mut_2293_;
                float l_2494_ = (l_2493_ ? l_2485_ : _e4437);
                l_mut_2293_ = l_2494_;
                uint _e4439 = l_mut_231_;
                bool l_2495_ = (_e4439 == 1u);
                if (l_2491_) {
                    local_138 = l_2495_;
                } else {
                    local_138 = false;
                }
                bool l_2496_ = local_138;
                float _e4446 = l_mut_2292_;
                float l_2497_ = (l_2496_ ? l_2485_ : _e4446);
                l_mut_2292_ = l_2497_;
                uint _e4448 = l_mut_231_;
                bool l_2498_ = (_e4448 == 2u);
                if (l_2491_) {
                    local_139 = l_2498_;
                } else {
                    local_139 = false;
                }
                bool l_2499_ = local_139;
                float _e4455 = l_mut_2291_;
                float l_2500_ = (l_2499_ ? l_2485_ : _e4455);
                l_mut_2291_ = l_2500_;
                float l_2501_ = (l_2491_ ? l_2488_ : l_2485_);
                float _e4458 = l_mut_226_;
                float l_2502_ = (_e4458 + l_2431_);
                float l_2503_ = (l_2489_ ? l_2501_ : l_2502_);
                l_mut_226_ = l_2503_;
                uint l_2504_ = uint(l_2491_);
                uint _e4462 = l_mut_231_;
                l_mut_231_ = (_e4462 + l_2504_);
                float _e4464 = l_mut_226_;
                float l_2505_ = (_e4464 + l_2426_);
                float l_2506_ = (l_2505_ * l_4_);
                float _e4467 = l_mut_226_;
                float l_2507_ = (l_2506_ - _e4467);
                float l_2508_ = (l_2507_ * l_4_);
                float l_2509_ = (l_2426_ - l_2508_);
                uint _e4471 = l_mut_231_;
                bool l_2510_ = (_e4471 < 3u);
                bool l_2511_ = (l_2509_ != 0.0);
                if (l_2510_) {
                    local_140 = l_2511_;
                } else {
                    local_140 = false;
                }
                bool l_2512_ = local_140;
                uint _e4480 = l_mut_231_;
                bool l_2513_ = (_e4480 == 0u);
                if (l_2512_) {
                    local_141 = l_2513_;
                } else {
                    local_141 = false;
                }
                bool l_2514_ = local_141;
                float _e4487 = l_mut_2293_;
                float l_2515_ = (l_2514_ ? l_2506_ : _e4487);
                l_mut_2293_ = l_2515_;
                uint _e4489 = l_mut_231_;
                bool l_2516_ = (_e4489 == 1u);
                if (l_2512_) {
                    local_142 = l_2516_;
                } else {
                    local_142 = false;
                }
                bool l_2517_ = local_142;
                float _e4496 = l_mut_2292_;
                float l_2518_ = (l_2517_ ? l_2506_ : _e4496);
                l_mut_2292_ = l_2518_;
                uint _e4498 = l_mut_231_;
                bool l_2519_ = (_e4498 == 2u);
                if (l_2512_) {
                    local_143 = l_2519_;
                } else {
                    local_143 = false;
                }
                bool l_2520_ = local_143;
                float _e4505 = l_mut_2291_;
                float l_2521_ = (l_2520_ ? l_2506_ : _e4505);
                l_mut_2291_ = l_2521_;
                float l_2522_ = (l_2512_ ? l_2509_ : l_2506_);
                float _e4508 = l_mut_226_;
                float l_2523_ = (_e4508 + l_2426_);
                float l_2524_ = (l_2510_ ? l_2522_ : l_2523_);
                l_mut_226_ = l_2524_;
                uint l_2525_ = uint(l_2512_);
                uint _e4512 = l_mut_231_;
                l_mut_231_ = (_e4512 + l_2525_);
                uint _e4514 = l_mut_231_;
                bool l_2526_ = (_e4514 == 0u);
                float _e4517 = l_mut_2293_;
                float _e4518 = l_mut_226_;
                float l_2527_ = (l_2526_ ? _e4518 : _e4517);
                l_mut_2293_ = l_2527_;
                uint _e4520 = l_mut_231_;
                bool l_2528_ = (_e4520 == 1u);
                float _e4523 = l_mut_2292_;
                float _e4524 = l_mut_226_;
                float l_2529_ = (l_2528_ ? _e4524 : _e4523);
                l_mut_2292_ = l_2529_;
                uint _e4526 = l_mut_231_;
                bool l_2530_ = (_e4526 == 2u);
                float _e4529 = l_mut_2291_;
                float _e4530 = l_mut_226_;
                float l_2531_ = (l_2530_ ? _e4530 : _e4529);
                l_mut_2291_ = l_2531_;
                uint _e4532 = l_mut_231_;
                bool l_2532_ = (_e4532 == 3u);
                float _e4535 = l_mut_2290_;
                float _e4536 = l_mut_226_;
                float l_2533_ = (l_2532_ ? _e4536 : _e4535);
                l_mut_2290_ = l_2533_;
                float l_2534_ = abs(l_158_);
                uint l_2535_ = naga_f2u32(l_2534_);
                l_mut_231_ = l_2535_;
                bool l_2536_ = (l_158_ < 0.0);
                float l_2537_ = (l_2536_ ? 0.5 : 2.0);
                l_mut_230_ = l_2537_;
                l_mut_229_ = 1.0;
                l_mut_2538_ = 0u;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_6 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_6) {
                        uint _e4568 = l_mut_2538_;
                        l_mut_2538_ = (_e4568 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e4548 = l_mut_2538_;
                    if ((_e4548 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e4551 = l_mut_231_;
                        uint l_2539_ = (_e4551 & 1u);
                        bool l_2540_ = (l_2539_ == 1u);
                        float _e4556 = l_mut_229_;
                        float _e4557 = l_mut_230_;
                        float l_2541_ = (_e4556 * _e4557);
                        float _e4559 = l_mut_229_;
                        float l_2542_ = (l_2540_ ? l_2541_ : _e4559);
                        l_mut_229_ = l_2542_;
                        float _e4561 = l_mut_230_;
                        float _e4562 = l_mut_230_;
                        l_mut_230_ = (_e4561 * _e4562);
                        uint _e4564 = l_mut_231_;
                        l_mut_231_ = (_e4564 >> 1u);
                    }
                }
                float _e4570 = l_mut_2293_;
                float _e4571 = l_mut_229_;
                float l_2543_ = (_e4570 * _e4571);
                float _e4573 = l_mut_2292_;
                float _e4574 = l_mut_229_;
                float l_2544_ = (_e4573 * _e4574);
                float _e4576 = l_mut_2291_;
                float _e4577 = l_mut_229_;
                float l_2545_ = (_e4576 * _e4577);
                float _e4579 = l_mut_2290_;
                float _e4580 = l_mut_229_;
                float l_2546_ = (_e4579 * _e4580);
                float l_2547_ = (l_5_ * l_2543_);
                float l_2548_ = (l_2547_ * l_4_);
                float l_2549_ = (l_3_ * l_5_);
                float l_2550_ = (l_2549_ * l_4_);
                float l_2551_ = (l_2550_ - l_5_);
                float l_2552_ = (l_2551_ * l_4_);
                float l_2553_ = (l_2550_ - l_2552_);
                float l_2554_ = (l_5_ - l_2553_);
                float l_2555_ = (l_3_ * l_2543_);
                float l_2556_ = (l_2555_ * l_4_);
                float l_2557_ = (l_2556_ - l_2543_);
                float l_2558_ = (l_2557_ * l_4_);
                float l_2559_ = (l_2556_ - l_2558_);
                float l_2560_ = (l_2543_ - l_2559_);
                float l_2561_ = (l_2553_ * l_2559_);
                float l_2562_ = (l_2561_ - l_2548_);
                float l_2563_ = (l_2553_ * l_2560_);
                float l_2564_ = (l_2562_ + l_2563_);
                float l_2565_ = (l_2554_ * l_2559_);
                float l_2566_ = (l_2564_ + l_2565_);
                float l_2567_ = (l_2554_ * l_2560_);
                float l_2568_ = (l_2566_ + l_2567_);
                float l_2569_ = (l_5_ * l_2544_);
                float l_2570_ = (l_2569_ * l_4_);
                float l_2571_ = (l_3_ * l_5_);
                float l_2572_ = (l_2571_ * l_4_);
                float l_2573_ = (l_2572_ - l_5_);
                float l_2574_ = (l_2573_ * l_4_);
                float l_2575_ = (l_2572_ - l_2574_);
                float l_2576_ = (l_5_ - l_2575_);
                float l_2577_ = (l_3_ * l_2544_);
                float l_2578_ = (l_2577_ * l_4_);
                float l_2579_ = (l_2578_ - l_2544_);
                float l_2580_ = (l_2579_ * l_4_);
                float l_2581_ = (l_2578_ - l_2580_);
                float l_2582_ = (l_2544_ - l_2581_);
                float l_2583_ = (l_2575_ * l_2581_);
                float l_2584_ = (l_2583_ - l_2570_);
                float l_2585_ = (l_2575_ * l_2582_);
                float l_2586_ = (l_2584_ + l_2585_);
                float l_2587_ = (l_2576_ * l_2581_);
                float l_2588_ = (l_2586_ + l_2587_);
                float l_2589_ = (l_2576_ * l_2582_);
                float l_2590_ = (l_2588_ + l_2589_);
                float l_2591_ = (l_7_ * l_2543_);
                float l_2592_ = (l_2591_ * l_4_);
                float l_2593_ = (l_3_ * l_7_);
                float l_2594_ = (l_2593_ * l_4_);
                float l_2595_ = (l_2594_ - l_7_);
                float l_2596_ = (l_2595_ * l_4_);
                float l_2597_ = (l_2594_ - l_2596_);
                float l_2598_ = (l_7_ - l_2597_);
                float l_2599_ = (l_3_ * l_2543_);
                float l_2600_ = (l_2599_ * l_4_);
                float l_2601_ = (l_2600_ - l_2543_);
                float l_2602_ = (l_2601_ * l_4_);
                float l_2603_ = (l_2600_ - l_2602_);
                float l_2604_ = (l_2543_ - l_2603_);
                float l_2605_ = (l_2597_ * l_2603_);
                float l_2606_ = (l_2605_ - l_2592_);
                float l_2607_ = (l_2597_ * l_2604_);
                float l_2608_ = (l_2606_ + l_2607_);
                float l_2609_ = (l_2598_ * l_2603_);
                float l_2610_ = (l_2608_ + l_2609_);
                float l_2611_ = (l_2598_ * l_2604_);
                float l_2612_ = (l_2610_ + l_2611_);
                float l_2613_ = (l_5_ * l_2545_);
                float l_2614_ = (l_2613_ * l_4_);
                float l_2615_ = (l_3_ * l_5_);
                float l_2616_ = (l_2615_ * l_4_);
                float l_2617_ = (l_2616_ - l_5_);
                float l_2618_ = (l_2617_ * l_4_);
                float l_2619_ = (l_2616_ - l_2618_);
                float l_2620_ = (l_5_ - l_2619_);
                float l_2621_ = (l_3_ * l_2545_);
                float l_2622_ = (l_2621_ * l_4_);
                float l_2623_ = (l_2622_ - l_2545_);
                float l_2624_ = (l_2623_ * l_4_);
                float l_2625_ = (l_2622_ - l_2624_);
                float l_2626_ = (l_2545_ - l_2625_);
                float l_2627_ = (l_2619_ * l_2625_);
                float l_2628_ = (l_2627_ - l_2614_);
                float l_2629_ = (l_2619_ * l_2626_);
                float l_2630_ = (l_2628_ + l_2629_);
                float l_2631_ = (l_2620_ * l_2625_);
                float l_2632_ = (l_2630_ + l_2631_);
                float l_2633_ = (l_2620_ * l_2626_);
                float l_2634_ = (l_2632_ + l_2633_);
                float l_2635_ = (l_7_ * l_2544_);
                float l_2636_ = (l_2635_ * l_4_);
                float l_2637_ = (l_3_ * l_7_);
                float l_2638_ = (l_2637_ * l_4_);
                float l_2639_ = (l_2638_ - l_7_);
                float l_2640_ = (l_2639_ * l_4_);
                float l_2641_ = (l_2638_ - l_2640_);
                float l_2642_ = (l_7_ - l_2641_);
                float l_2643_ = (l_3_ * l_2544_);
                float l_2644_ = (l_2643_ * l_4_);
                float l_2645_ = (l_2644_ - l_2544_);
                float l_2646_ = (l_2645_ * l_4_);
                float l_2647_ = (l_2644_ - l_2646_);
                float l_2648_ = (l_2544_ - l_2647_);
                float l_2649_ = (l_2641_ * l_2647_);
                float l_2650_ = (l_2649_ - l_2636_);
                float l_2651_ = (l_2641_ * l_2648_);
                float l_2652_ = (l_2650_ + l_2651_);
                float l_2653_ = (l_2642_ * l_2647_);
                float l_2654_ = (l_2652_ + l_2653_);
                float l_2655_ = (l_2642_ * l_2648_);
                float l_2656_ = (l_2654_ + l_2655_);
                float l_2657_ = (l_10_ * l_2543_);
                float l_2658_ = (l_2657_ * l_4_);
                float l_2659_ = (l_3_ * l_10_);
                float l_2660_ = (l_2659_ * l_4_);
                float l_2661_ = (l_2660_ - l_10_);
                float l_2662_ = (l_2661_ * l_4_);
                float l_2663_ = (l_2660_ - l_2662_);
                float l_2664_ = (l_10_ - l_2663_);
                float l_2665_ = (l_3_ * l_2543_);
                float l_2666_ = (l_2665_ * l_4_);
                float l_2667_ = (l_2666_ - l_2543_);
                float l_2668_ = (l_2667_ * l_4_);
                float l_2669_ = (l_2666_ - l_2668_);
                float l_2670_ = (l_2543_ - l_2669_);
                float l_2671_ = (l_2663_ * l_2669_);
                float l_2672_ = (l_2671_ - l_2658_);
                float l_2673_ = (l_2663_ * l_2670_);
                float l_2674_ = (l_2672_ + l_2673_);
                float l_2675_ = (l_2664_ * l_2669_);
                float l_2676_ = (l_2674_ + l_2675_);
                float l_2677_ = (l_2664_ * l_2670_);
                float l_2678_ = (l_2676_ + l_2677_);
                float l_2679_ = (l_2570_ + l_2592_);
                float l_2680_ = (l_2679_ * l_4_);
                float l_2681_ = (l_2680_ - l_2570_);
                float l_2682_ = (l_2681_ * l_4_);
                float l_2683_ = (l_2680_ - l_2682_);
                float l_2684_ = (l_2683_ * l_4_);
                float l_2685_ = (l_2570_ - l_2684_);
                float l_2686_ = (l_2592_ - l_2682_);
                float l_2687_ = (l_2685_ + l_2686_);
                float l_2688_ = (l_2568_ + l_2680_);
                float l_2689_ = (l_2688_ * l_4_);
                float l_2690_ = (l_2689_ - l_2568_);
                float l_2691_ = (l_2690_ * l_4_);
                float l_2692_ = (l_2689_ - l_2691_);
                float l_2693_ = (l_2692_ * l_4_);
                float l_2694_ = (l_2568_ - l_2693_);
                float l_2695_ = (l_2680_ - l_2691_);
                float l_2696_ = (l_2694_ + l_2695_);
                float l_2697_ = (l_2687_ + l_2696_);
                float l_2698_ = (l_2697_ * l_4_);
                float l_2699_ = (l_2698_ - l_2687_);
                float l_2700_ = (l_2699_ * l_4_);
                float l_2701_ = (l_2698_ - l_2700_);
                float l_2702_ = (l_2701_ * l_4_);
                float l_2703_ = (l_2687_ - l_2702_);
                float l_2704_ = (l_2696_ - l_2700_);
                float l_2705_ = (l_2703_ + l_2704_);
                float l_2706_ = (l_2698_ + l_2590_);
                float l_2707_ = (l_2706_ * l_4_);
                float l_2708_ = (l_2707_ - l_2698_);
                float l_2709_ = (l_2708_ * l_4_);
                float l_2710_ = (l_2707_ - l_2709_);
                float l_2711_ = (l_2710_ * l_4_);
                float l_2712_ = (l_2698_ - l_2711_);
                float l_2713_ = (l_2590_ - l_2709_);
                float l_2714_ = (l_2712_ + l_2713_);
                float l_2715_ = (l_2612_ + l_2707_);
                float l_2716_ = (l_2715_ * l_4_);
                float l_2717_ = (l_2716_ - l_2612_);
                float l_2718_ = (l_2717_ * l_4_);
                float l_2719_ = (l_2716_ - l_2718_);
                float l_2720_ = (l_2719_ * l_4_);
                float l_2721_ = (l_2612_ - l_2720_);
                float l_2722_ = (l_2707_ - l_2718_);
                float l_2723_ = (l_2721_ + l_2722_);
                float l_2724_ = (l_2714_ + l_2723_);
                float l_2725_ = (l_2724_ * l_4_);
                float l_2726_ = (l_2725_ - l_2714_);
                float l_2727_ = (l_2726_ * l_4_);
                float l_2728_ = (l_2725_ - l_2727_);
                float l_2729_ = (l_2728_ * l_4_);
                float l_2730_ = (l_2714_ - l_2729_);
                float l_2731_ = (l_2723_ - l_2727_);
                float l_2732_ = (l_2730_ + l_2731_);
                float l_2733_ = (l_2614_ + l_2636_);
                float l_2734_ = (l_2733_ * l_4_);
                float l_2735_ = (l_2734_ - l_2614_);
                float l_2736_ = (l_2735_ * l_4_);
                float l_2737_ = (l_2734_ - l_2736_);
                float l_2738_ = (l_2737_ * l_4_);
                float l_2739_ = (l_2614_ - l_2738_);
                float l_2740_ = (l_2636_ - l_2736_);
                float l_2741_ = (l_2739_ + l_2740_);
                float l_2742_ = (l_2658_ + l_2734_);
                float l_2743_ = (l_2742_ * l_4_);
                float l_2744_ = (l_2743_ - l_2658_);
                float l_2745_ = (l_2744_ * l_4_);
                float l_2746_ = (l_2743_ - l_2745_);
                float l_2747_ = (l_2746_ * l_4_);
                float l_2748_ = (l_2658_ - l_2747_);
                float l_2749_ = (l_2734_ - l_2745_);
                float l_2750_ = (l_2748_ + l_2749_);
                float l_2751_ = (l_2741_ + l_2750_);
                float l_2752_ = (l_2751_ * l_4_);
                float l_2753_ = (l_2752_ - l_2741_);
                float l_2754_ = (l_2753_ * l_4_);
                float l_2755_ = (l_2752_ - l_2754_);
                float l_2756_ = (l_2755_ * l_4_);
                float l_2757_ = (l_2741_ - l_2756_);
                float l_2758_ = (l_2750_ - l_2754_);
                float l_2759_ = (l_2757_ + l_2758_);
                float l_2760_ = (l_2716_ + l_2743_);
                float l_2761_ = (l_2760_ * l_4_);
                float l_2762_ = (l_2761_ - l_2716_);
                float l_2763_ = (l_2762_ * l_4_);
                float l_2764_ = (l_2761_ - l_2763_);
                float l_2765_ = (l_2764_ * l_4_);
                float l_2766_ = (l_2716_ - l_2765_);
                float l_2767_ = (l_2743_ - l_2763_);
                float l_2768_ = (l_2766_ + l_2767_);
                float l_2769_ = (l_2725_ + l_2752_);
                float l_2770_ = (l_2769_ * l_4_);
                float l_2771_ = (l_2770_ - l_2725_);
                float l_2772_ = (l_2771_ * l_4_);
                float l_2773_ = (l_2770_ - l_2772_);
                float l_2774_ = (l_2773_ * l_4_);
                float l_2775_ = (l_2725_ - l_2774_);
                float l_2776_ = (l_2752_ - l_2772_);
                float l_2777_ = (l_2775_ + l_2776_);
                float l_2778_ = (l_2770_ + l_2768_);
                float l_2779_ = (l_2778_ * l_4_);
                float l_2780_ = (l_2779_ - l_2770_);
                float l_2781_ = (l_2780_ * l_4_);
                float l_2782_ = (l_2779_ - l_2781_);
                float l_2783_ = (l_2782_ * l_4_);
                float l_2784_ = (l_2770_ - l_2783_);
                float l_2785_ = (l_2768_ - l_2781_);
                float l_2786_ = (l_2784_ + l_2785_);
                float l_2787_ = (l_2732_ + l_2759_);
                float l_2788_ = (l_2786_ + l_2777_);
                float l_2789_ = (l_2787_ + l_2788_);
                float l_2790_ = (l_5_ * l_2546_);
                float l_2791_ = (l_7_ * l_2545_);
                float l_2792_ = (l_2790_ + l_2791_);
                float l_2793_ = (l_10_ * l_2544_);
                float l_2794_ = (l_13_ * l_2543_);
                float l_2795_ = (l_2793_ + l_2794_);
                float l_2796_ = (l_2792_ + l_2795_);
                float l_2797_ = (l_2705_ + l_2634_);
                float l_2798_ = (l_2656_ + l_2678_);
                float l_2799_ = (l_2797_ + l_2798_);
                float l_2800_ = (l_2796_ + l_2799_);
                float l_2801_ = (l_2779_ + l_2800_);
                float l_2802_ = (l_2801_ + l_2789_);
                float l_2803_ = (l_2802_ * l_4_);
                float l_2804_ = (l_2803_ - l_2801_);
                float l_2805_ = (l_2804_ * l_4_);
                float l_2806_ = (l_2789_ - l_2805_);
                float l_2807_ = (l_2761_ + l_2803_);
                float l_2808_ = (l_2807_ * l_4_);
                float l_2809_ = (l_2808_ - l_2761_);
                float l_2810_ = (l_2809_ * l_4_);
                float l_2811_ = (l_2803_ - l_2810_);
                float l_2812_ = (l_2689_ + l_2808_);
                float l_2813_ = (l_2812_ * l_4_);
                float l_2814_ = (l_2813_ - l_2689_);
                float l_2815_ = (l_2814_ * l_4_);
                float l_2816_ = (l_2808_ - l_2815_);
                float l_2817_ = (l_2548_ + l_2813_);
                float l_2818_ = (l_2817_ * l_4_);
                float l_2819_ = (l_2818_ - l_2548_);
                float l_2820_ = (l_2819_ * l_4_);
                float l_2821_ = (l_2813_ - l_2820_);
                l_mut_2293_ = 0.0;
                l_mut_2292_ = 0.0;
                l_mut_2291_ = 0.0;
                l_mut_2290_ = 0.0;
                l_mut_830_ = l_2818_;
                l_mut_231_ = 0u;
                float _e4862 = l_mut_830_;
                float l_2822_ = (_e4862 + l_2821_);
                float l_2823_ = (l_2822_ * l_4_);
                float _e4865 = l_mut_830_;
                float l_2824_ = (l_2823_ - _e4865);
                float l_2825_ = (l_2824_ * l_4_);
                float l_2826_ = (l_2821_ - l_2825_);
                uint _e4869 = l_mut_231_;
                bool l_2827_ = (_e4869 < 3u);
                bool l_2828_ = (l_2826_ != 0.0);
                if (l_2827_) {
                    local_144 = l_2828_;
                } else {
                    local_144 = false;
                }
                bool l_2829_ = local_144;
                uint _e4878 = l_mut_231_;
                bool l_2830_ = (_e4878 == 0u);
                if (l_2829_) {
                    local_145 = l_2830_;
                } else {
                    local_145 = false;
                }
                bool l_2831_ = local_145;
                float _e4885 = l_mut_2293_;
                float l_2832_ = (l_2831_ ? l_2823_ : _e4885);
                l_mut_2293_ = l_2832_;
                uint _e4887 = l_mut_231_;
                bool l_2833_ = (_e4887 == 1u);
                if (l_2829_) {
                    local_146 = l_2833_;
                } else {
                    local_146 = false;
                }
                bool l_2834_ = local_146;
                float _e4894 = l_mut_2292_;
                float l_2835_ = (l_2834_ ? l_2823_ : _e4894);
                l_mut_2292_ = l_2835_;
                uint _e4896 = l_mut_231_;
                bool l_2836_ = (_e4896 == 2u);
                if (l_2829_) {
                    local_147 = l_2836_;
                } else {
                    local_147 = false;
                }
                bool l_2837_ = local_147;
                float _e4903 = l_mut_2291_;
                float l_2838_ = (l_2837_ ? l_2823_ : _e4903);
                l_mut_2291_ = l_2838_;
                float l_2839_ = (l_2829_ ? l_2826_ : l_2823_);
                float _e4906 = l_mut_830_;
                float l_2840_ = (_e4906 + l_2821_);
                float l_2841_ = (l_2827_ ? l_2839_ : l_2840_);
                l_mut_830_ = l_2841_;
                uint l_2842_ = uint(l_2829_);
                uint _e4910 = l_mut_231_;
                l_mut_231_ = (_e4910 + l_2842_);
                float _e4912 = l_mut_830_;
                float l_2843_ = (_e4912 + l_2816_);
                float l_2844_ = (l_2843_ * l_4_);
                float _e4915 = l_mut_830_;
                float l_2845_ = (l_2844_ - _e4915);
                float l_2846_ = (l_2845_ * l_4_);
                float l_2847_ = (l_2816_ - l_2846_);
                uint _e4919 = l_mut_231_;
                bool l_2848_ = (_e4919 < 3u);
                bool l_2849_ = (l_2847_ != 0.0);
                if (l_2848_) {
                    local_148 = l_2849_;
                } else {
                    local_148 = false;
                }
                bool l_2850_ = local_148;
                uint _e4928 = l_mut_231_;
                bool l_2851_ = (_e4928 == 0u);
                if (l_2850_) {
                    local_149 = l_2851_;
                } else {
                    local_149 = false;
                }
                bool l_2852_ = local_149;
                float _e4935 = l_mut_2293_;
                float l_2853_ = (l_2852_ ? l_2844_ : _e4935);
                l_mut_2293_ = l_2853_;
                uint _e4937 = l_mut_231_;
                bool l_2854_ = (_e4937 == 1u);
                if (l_2850_) {
                    local_150 = l_2854_;
                } else {
                    local_150 = false;
                }
                bool l_2855_ = local_150;
                float _e4944 = l_mut_2292_;
                float l_2856_ = (l_2855_ ? l_2844_ : _e4944);
                l_mut_2292_ = l_2856_;
                uint _e4946 = l_mut_231_;
                bool l_2857_ = (_e4946 == 2u);
                if (l_2850_) {
                    local_151 = l_2857_;
                } else {
                    local_151 = false;
                }
                bool l_2858_ = local_151;
                float _e4953 = l_mut_2291_;
                float l_2859_ = (l_2858_ ? l_2844_ : _e4953);
                l_mut_2291_ = l_2859_;
                float l_2860_ = (l_2850_ ? l_2847_ : l_2844_);
                float _e4956 = l_mut_830_;
                float l_2861_ = (_e4956 + l_2816_);
                float l_2862_ = (l_2848_ ? l_2860_ : l_2861_);
                l_mut_830_ = l_2862_;
                uint l_2863_ = uint(l_2850_);
                uint _e4960 = l_mut_231_;
                l_mut_231_ = (_e4960 + l_2863_);
                float _e4962 = l_mut_830_;
                float l_2864_ = (_e4962 + l_2811_);
                float l_2865_ = (l_2864_ * l_4_);
                float _e4965 = l_mut_830_;
                float l_2866_ = (l_2865_ - _e4965);
                float l_2867_ = (l_2866_ * l_4_);
                float l_2868_ = (l_2811_ - l_2867_);
                uint _e4969 = l_mut_231_;
                bool l_2869_ = (_e4969 < 3u);
                bool l_2870_ = (l_2868_ != 0.0);
                if (l_2869_) {
                    local_152 = l_2870_;
                } else {
                    local_152 = false;
                }
                bool l_2871_ = local_152;
                uint _e4978 = l_mut_231_;
                bool l_2872_ = (_e4978 == 0u);
                if (l_2871_) {
                    local_153 = l_2872_;
                } else {
                    local_153 = false;
                }
                bool l_2873_ = local_153;
                float _e4985 = l_mut_2293_;
                float l_2874_ = (l_2873_ ? l_2865_ : _e4985);
                l_mut_2293_ = l_2874_;
                uint _e4987 = l_mut_231_;
                bool l_2875_ = (_e4987 == 1u);
                if (l_2871_) {
                    local_154 = l_2875_;
                } else {
                    local_154 = false;
                }
                bool l_2876_ = local_154;
                float _e4994 = l_mut_2292_;
                float l_2877_ = (l_2876_ ? l_2865_ : _e4994);
                l_mut_2292_ = l_2877_;
                uint _e4996 = l_mut_231_;
                bool l_2878_ = (_e4996 == 2u);
                if (l_2871_) {
                    local_155 = l_2878_;
                } else {
                    local_155 = false;
                }
                bool l_2879_ = local_155;
                float _e5003 = l_mut_2291_;
                float l_2880_ = (l_2879_ ? l_2865_ : _e5003);
                l_mut_2291_ = l_2880_;
                float l_2881_ = (l_2871_ ? l_2868_ : l_2865_);
                float _e5006 = l_mut_830_;
                float l_2882_ = (_e5006 + l_2811_);
                float l_2883_ = (l_2869_ ? l_2881_ : l_2882_);
                l_mut_830_ = l_2883_;
                uint l_2884_ = uint(l_2871_);
                uint _e5010 = l_mut_231_;
                l_mut_231_ = (_e5010 + l_2884_);
                float _e5012 = l_mut_830_;
                float l_2885_ = (_e5012 + l_2806_);
                float l_2886_ = (l_2885_ * l_4_);
                float _e5015 = l_mut_830_;
                float l_2887_ = (l_2886_ - _e5015);
                float l_2888_ = (l_2887_ * l_4_);
                float l_2889_ = (l_2806_ - l_2888_);
                uint _e5019 = l_mut_231_;
                bool l_2890_ = (_e5019 < 3u);
                bool l_2891_ = (l_2889_ != 0.0);
                if (l_2890_) {
                    local_156 = l_2891_;
                } else {
                    local_156 = false;
                }
                bool l_2892_ = local_156;
                uint _e5028 = l_mut_231_;
                bool l_2893_ = (_e5028 == 0u);
                if (l_2892_) {
                    local_157 = l_2893_;
                } else {
                    local_157 = false;
                }
                bool l_2894_ = local_157;
                float _e5035 = l_mut_2293_;
                float l_2895_ = (l_2894_ ? l_2886_ : _e5035);
                l_mut_2293_ = l_2895_;
                uint _e5037 = l_mut_231_;
                bool l_2896_ = (_e5037 == 1u);
                if (l_2892_) {
                    local_158 = l_2896_;
                } else {
                    local_158 = false;
                }
                bool l_2897_ = local_158;
                float _e5044 = l_mut_2292_;
                float l_2898_ = (l_2897_ ? l_2886_ : _e5044);
                l_mut_2292_ = l_2898_;
                uint _e5046 = l_mut_231_;
                bool l_2899_ = (_e5046 == 2u);
                if (l_2892_) {
                    local_159 = l_2899_;
                } else {
                    local_159 = false;
                }
                bool l_2900_ = local_159;
                float _e5053 = l_mut_2291_;
                float l_2901_ = (l_2900_ ? l_2886_ : _e5053);
                l_mut_2291_ = l_2901_;
                float l_2902_ = (l_2892_ ? l_2889_ : l_2886_);
                float _e5056 = l_mut_830_;
                float l_2903_ = (_e5056 + l_2806_);
                float l_2904_ = (l_2890_ ? l_2902_ : l_2903_);
                l_mut_830_ = l_2904_;
                uint l_2905_ = uint(l_2892_);
                uint _e5060 = l_mut_231_;
                l_mut_231_ = (_e5060 + l_2905_);
                uint _e5062 = l_mut_231_;
                bool l_2906_ = (_e5062 == 0u);
                float _e5065 = l_mut_2293_;
                float _e5066 = l_mut_830_;
                float l_2907_ = (l_2906_ ? _e5066 : _e5065);
                l_mut_2293_ = l_2907_;
                uint _e5068 = l_mut_231_;
                bool l_2908_ = (_e5068 == 1u);
                float _e5071 = l_mut_2292_;
                float _e5072 = l_mut_830_;
                float l_2909_ = (l_2908_ ? _e5072 : _e5071);
                l_mut_2292_ = l_2909_;
                uint _e5074 = l_mut_231_;
                bool l_2910_ = (_e5074 == 2u);
                float _e5077 = l_mut_2291_;
                float _e5078 = l_mut_830_;
                float l_2911_ = (l_2910_ ? _e5078 : _e5077);
                l_mut_2291_ = l_2911_;
                uint _e5080 = l_mut_231_;
                bool l_2912_ = (_e5080 == 3u);
                float _e5083 = l_mut_2290_;
                float _e5084 = l_mut_830_;
                float l_2913_ = (l_2912_ ? _e5084 : _e5083);
                l_mut_2290_ = l_2913_;
                float l_2914_ = -(l_4_);
                float _e5087 = l_mut_2293_;
                float l_2915_ = (_e5087 + l_2914_);
                float l_2916_ = (l_2915_ * l_4_);
                float _e5090 = l_mut_2293_;
                float l_2917_ = (l_2916_ - _e5090);
                float l_2918_ = (l_2917_ * l_4_);
                float l_2919_ = (l_2916_ - l_2918_);
                float l_2920_ = (l_2919_ * l_4_);
                float _e5095 = l_mut_2293_;
                float l_2921_ = (_e5095 - l_2920_);
                float l_2922_ = (l_2914_ - l_2918_);
                float l_2923_ = (l_2921_ + l_2922_);
                float _e5099 = l_mut_2292_;
                float l_2924_ = (_e5099 + l_2923_);
                float l_2925_ = (l_2924_ * l_4_);
                float _e5102 = l_mut_2292_;
                float l_2926_ = (l_2925_ - _e5102);
                float l_2927_ = (l_2926_ * l_4_);
                float l_2928_ = (l_2925_ - l_2927_);
                float l_2929_ = (l_2928_ * l_4_);
                float _e5107 = l_mut_2292_;
                float l_2930_ = (_e5107 - l_2929_);
                float l_2931_ = (l_2923_ - l_2927_);
                float l_2932_ = (l_2930_ + l_2931_);
                float _e5111 = l_mut_2291_;
                float l_2933_ = (_e5111 + l_2932_);
                float l_2934_ = (l_2933_ * l_4_);
                float _e5114 = l_mut_2291_;
                float l_2935_ = (l_2934_ - _e5114);
                float l_2936_ = (l_2935_ * l_4_);
                float l_2937_ = (l_2934_ - l_2936_);
                float l_2938_ = (l_2937_ * l_4_);
                float _e5119 = l_mut_2291_;
                float l_2939_ = (_e5119 - l_2938_);
                float l_2940_ = (l_2932_ - l_2936_);
                float l_2941_ = (l_2939_ + l_2940_);
                float _e5123 = l_mut_2290_;
                float l_2942_ = (_e5123 + l_2941_);
                float l_2943_ = (l_2942_ * l_4_);
                float _e5126 = l_mut_2290_;
                float l_2944_ = (l_2943_ - _e5126);
                float l_2945_ = (l_2944_ * l_4_);
                float l_2946_ = (l_2943_ - l_2945_);
                float l_2947_ = (l_2946_ * l_4_);
                float _e5131 = l_mut_2290_;
                float l_2948_ = (_e5131 - l_2947_);
                float l_2949_ = (l_2941_ - l_2945_);
                float l_2950_ = (l_2948_ + l_2949_);
                float l_2951_ = (l_2943_ + l_2950_);
                float l_2952_ = (l_2951_ * l_4_);
                float l_2953_ = (l_2952_ - l_2943_);
                float l_2954_ = (l_2953_ * l_4_);
                float l_2955_ = (l_2950_ - l_2954_);
                float l_2956_ = (l_2934_ + l_2952_);
                float l_2957_ = (l_2956_ * l_4_);
                float l_2958_ = (l_2957_ - l_2934_);
                float l_2959_ = (l_2958_ * l_4_);
                float l_2960_ = (l_2952_ - l_2959_);
                float l_2961_ = (l_2925_ + l_2957_);
                float l_2962_ = (l_2961_ * l_4_);
                float l_2963_ = (l_2962_ - l_2925_);
                float l_2964_ = (l_2963_ * l_4_);
                float l_2965_ = (l_2957_ - l_2964_);
                float l_2966_ = (l_2916_ + l_2962_);
                float l_2967_ = (l_2966_ * l_4_);
                float l_2968_ = (l_2967_ - l_2916_);
                float l_2969_ = (l_2968_ * l_4_);
                float l_2970_ = (l_2962_ - l_2969_);
                l_mut_830_ = 0.0;
                l_mut_829_ = 0.0;
                l_mut_828_ = 0.0;
                l_mut_827_ = 0.0;
                l_mut_230_ = l_2967_;
                l_mut_231_ = 0u;
                float _e5160 = l_mut_230_;
                float l_2971_ = (_e5160 + l_2970_);
                float l_2972_ = (l_2971_ * l_4_);
                float _e5163 = l_mut_230_;
                float l_2973_ = (l_2972_ - _e5163);
                float l_2974_ = (l_2973_ * l_4_);
                float l_2975_ = (l_2970_ - l_2974_);
                uint _e5167 = l_mut_231_;
                bool l_2976_ = (_e5167 < 3u);
                bool l_2977_ = (l_2975_ != 0.0);
                if (l_2976_) {
                    local_160 = l_2977_;
                } else {
                    local_160 = false;
                }
                bool l_2978_ = local_160;
                uint _e5176 = l_mut_231_;
                bool l_2979_ = (_e5176 == 0u);
                if (l_2978_) {
                    local_161 = l_2979_;
                } else {
                    local_161 = false;
                }
                bool l_2980_ = local_161;
                float _e5183 = l_mut_830_;
                float l_2981_ = (l_2980_ ? l_2972_ : _e5183);
                l_mut_830_ = l_2981_;
                uint _e5185 = l_mut_231_;
                bool l_2982_ = (_e5185 == 1u);
                if (l_2978_) {
                    local_162 = l_2982_;
                } else {
                    local_162 = false;
                }
                bool l_2983_ = local_162;
                float _e5192 = l_mut_829_;
                float l_2984_ = (l_2983_ ? l_2972_ : _e5192);
                l_mut_829_ = l_2984_;
                uint _e5194 = l_mut_231_;
                bool l_2985_ = (_e5194 == 2u);
                if (l_2978_) {
                    local_163 = l_2985_;
                } else {
                    local_163 = false;
                }
                bool l_2986_ = local_163;
                float _e5201 = l_mut_828_;
                float l_2987_ = (l_2986_ ? l_2972_ : _e5201);
                l_mut_828_ = l_2987_;
                float l_2988_ = (l_2978_ ? l_2975_ : l_2972_);
                float _e5204 = l_mut_230_;
                float l_2989_ = (_e5204 + l_2970_);
                float l_2990_ = (l_2976_ ? l_2988_ : l_2989_);
                l_mut_230_ = l_2990_;
                uint l_2991_ = uint(l_2978_);
                uint _e5208 = l_mut_231_;
                l_mut_231_ = (_e5208 + l_2991_);
                float _e5210 = l_mut_230_;
                float l_2992_ = (_e5210 + l_2965_);
                float l_2993_ = (l_2992_ * l_4_);
                float _e5213 = l_mut_230_;
                float l_2994_ = (l_2993_ - _e5213);
                float l_2995_ = (l_2994_ * l_4_);
                float l_2996_ = (l_2965_ - l_2995_);
                uint _e5217 = l_mut_231_;
                bool l_2997_ = (_e5217 < 3u);
                bool l_2998_ = (l_2996_ != 0.0);
                if (l_2997_) {
                    local_164 = l_2998_;
                } else {
                    local_164 = false;
                }
                bool l_2999_ = local_164;
                uint _e5226 = l_mut_231_;
                bool l_3000_ = (_e5226 == 0u);
                if (l_2999_) {
                    local_165 = l_3000_;
                } else {
                    local_165 = false;
                }
                bool l_3001_ = local_165;
                float _e5233 = l_mut_830_;
                float l_3002_ = (l_3001_ ? l_2993_ : _e5233);
                l_mut_830_ = l_3002_;
                uint _e5235 = l_mut_231_;
                bool l_3003_ = (_e5235 == 1u);
                if (l_2999_) {
                    local_166 = l_3003_;
                } else {
                    local_166 = false;
                }
                bool l_3004_ = local_166;
                float _e5242 = l_mut_829_;
                float l_3005_ = (l_3004_ ? l_2993_ : _e5242);
                l_mut_829_ = l_3005_;
                uint _e5244 = l_mut_231_;
                bool l_3006_ = (_e5244 == 2u);
                if (l_2999_) {
                    local_167 = l_3006_;
                } else {
                    local_167 = false;
                }
                bool l_3007_ = local_167;
                float _e5251 = l_mut_828_;
                float l_3008_ = (l_3007_ ? l_2993_ : _e5251);
                l_mut_828_ = l_3008_;
                float l_3009_ = (l_2999_ ? l_2996_ : l_2993_);
                float _e5254 = l_mut_230_;
                float l_3010_ = (_e5254 + l_2965_);
                float l_3011_ = (l_2997_ ? l_3009_ : l_3010_);
                l_mut_230_ = l_3011_;
                uint l_3012_ = uint(l_2999_);
                uint _e5258 = l_mut_231_;
                l_mut_231_ = (_e5258 + l_3012_);
                float _e5260 = l_mut_230_;
                float l_3013_ = (_e5260 + l_2960_);
                float l_3014_ = (l_3013_ * l_4_);
                float _e5263 = l_mut_230_;
                float l_3015_ = (l_3014_ - _e5263);
                float l_3016_ = (l_3015_ * l_4_);
                float l_3017_ = (l_2960_ - l_3016_);
                uint _e5267 = l_mut_231_;
                bool l_3018_ = (_e5267 < 3u);
                bool l_3019_ = (l_3017_ != 0.0);
                if (l_3018_) {
                    local_168 = l_3019_;
                } else {
                    local_168 = false;
                }
                bool l_3020_ = local_168;
                uint _e5276 = l_mut_231_;
                bool l_3021_ = (_e5276 == 0u);
                if (l_3020_) {
                    local_169 = l_3021_;
                } else {
                    local_169 = false;
                }
                bool l_3022_ = local_169;
                float _e5283 = l_mut_830_;
                float l_3023_ = (l_3022_ ? l_3014_ : _e5283);
                l_mut_830_ = l_3023_;
                uint _e5285 = l_mut_231_;
                bool l_3024_ = (_e5285 == 1u);
                if (l_3020_) {
                    local_170 = l_3024_;
                } else {
                    local_170 = false;
                }
                bool l_3025_ = local_170;
                float _e5292 = l_mut_829_;
                float l_3026_ = (l_3025_ ? l_3014_ : _e5292);
                l_mut_829_ = l_3026_;
                uint _e5294 = l_mut_231_;
                bool l_3027_ = (_e5294 == 2u);
                if (l_3020_) {
                    local_171 = l_3027_;
                } else {
                    local_171 = false;
                }
                bool l_3028_ = local_171;
                float _e5301 = l_mut_828_;
                float l_3029_ = (l_3028_ ? l_3014_ : _e5301);
                l_mut_828_ = l_3029_;
                float l_3030_ = (l_3020_ ? l_3017_ : l_3014_);
                float _e5304 = l_mut_230_;
                float l_3031_ = (_e5304 + l_2960_);
                float l_3032_ = (l_3018_ ? l_3030_ : l_3031_);
                l_mut_230_ = l_3032_;
                uint l_3033_ = uint(l_3020_);
                uint _e5308 = l_mut_231_;
                l_mut_231_ = (_e5308 + l_3033_);
                float _e5310 = l_mut_230_;
                float l_3034_ = (_e5310 + l_2955_);
                float l_3035_ = (l_3034_ * l_4_);
                float _e5313 = l_mut_230_;
                float l_3036_ = (l_3035_ - _e5313);
                float l_3037_ = (l_3036_ * l_4_);
                float l_3038_ = (l_2955_ - l_3037_);
                uint _e5317 = l_mut_231_;
                bool l_3039_ = (_e5317 < 3u);
                bool l_3040_ = (l_3038_ != 0.0);
                if (l_3039_) {
                    local_172 = l_3040_;
                } else {
                    local_172 = false;
                }
                bool l_3041_ = local_172;
                uint _e5326 = l_mut_231_;
                bool l_3042_ = (_e5326 == 0u);
                if (l_3041_) {
                    local_173 = l_3042_;
                } else {
                    local_173 = false;
                }
                bool l_3043_ = local_173;
                float _e5333 = l_mut_830_;
                float l_3044_ = (l_3043_ ? l_3035_ : _e5333);
                l_mut_830_ = l_3044_;
                uint _e5335 = l_mut_231_;
                bool l_3045_ = (_e5335 == 1u);
                if (l_3041_) {
                    local_174 = l_3045_;
                } else {
                    local_174 = false;
                }
                bool l_3046_ = local_174;
                float _e5342 = l_mut_829_;
                float l_3047_ = (l_3046_ ? l_3035_ : _e5342);
                l_mut_829_ = l_3047_;
                uint _e5344 = l_mut_231_;
                bool l_3048_ = (_e5344 == 2u);
                if (l_3041_) {
                    local_175 = l_3048_;
                } else {
                    local_175 = false;
                }
                bool l_3049_ = local_175;
                float _e5351 = l_mut_828_;
                float l_3050_ = (l_3049_ ? l_3035_ : _e5351);
                l_mut_828_ = l_3050_;
                float l_3051_ = (l_3041_ ? l_3038_ : l_3035_);
                float _e5354 = l_mut_230_;
                float l_3052_ = (_e5354 + l_2955_);
                float l_3053_ = (l_3039_ ? l_3051_ : l_3052_);
                l_mut_230_ = l_3053_;
                uint l_3054_ = uint(l_3041_);
                uint _e5358 = l_mut_231_;
                l_mut_231_ = (_e5358 + l_3054_);
                uint _e5360 = l_mut_231_;
                bool l_3055_ = (_e5360 == 0u);
                float _e5363 = l_mut_830_;
                float _e5364 = l_mut_230_;
                float l_3056_ = (l_3055_ ? _e5364 : _e5363);
                l_mut_830_ = l_3056_;
                uint _e5366 = l_mut_231_;
                bool l_3057_ = (_e5366 == 1u);
                float _e5369 = l_mut_829_;
                float _e5370 = l_mut_230_;
                float l_3058_ = (l_3057_ ? _e5370 : _e5369);
                l_mut_829_ = l_3058_;
                uint _e5372 = l_mut_231_;
                bool l_3059_ = (_e5372 == 2u);
                float _e5375 = l_mut_828_;
                float _e5376 = l_mut_230_;
                float l_3060_ = (l_3059_ ? _e5376 : _e5375);
                l_mut_828_ = l_3060_;
                uint _e5378 = l_mut_231_;
                bool l_3061_ = (_e5378 == 3u);
                float _e5381 = l_mut_827_;
                float _e5382 = l_mut_230_;
                float l_3062_ = (l_3061_ ? _e5382 : _e5381);
                l_mut_827_ = l_3062_;
                float _e5385 = l_mut_98_;
                a_3063_[0] = _e5385;
                float _e5387 = l_mut_830_;
                a_3063_[1] = _e5387;
                float _e5389 = l_mut_140_;
                a_3063_[2] = _e5389;
                float _e5391 = l_mut_829_;
                a_3063_[3] = _e5391;
                float _e5393 = l_mut_141_;
                a_3063_[4] = _e5393;
                float _e5395 = l_mut_828_;
                a_3063_[5] = _e5395;
                float _e5397 = l_mut_142_;
                a_3063_[6] = _e5397;
                float _e5399 = l_mut_827_;
                a_3063_[7] = _e5399;
                float l_3064_ = a_3063_[7];
                l_mut_2293_ = l_3064_;
                float l_3065_ = a_3063_[6];
                float _e5404 = l_mut_2293_;
                float l_3066_ = (l_3065_ + _e5404);
                float l_3067_ = (l_3066_ * l_4_);
                float l_3068_ = (l_3067_ - l_3065_);
                float l_3069_ = (l_3068_ * l_4_);
                float l_3070_ = (l_3067_ - l_3069_);
                float l_3071_ = (l_3070_ * l_4_);
                float l_3072_ = (l_3065_ - l_3071_);
                float _e5412 = l_mut_2293_;
                float l_3073_ = (_e5412 - l_3069_);
                float l_3074_ = (l_3072_ + l_3073_);
                a_3063_[7] = l_3074_;
                l_mut_2293_ = l_3067_;
                float l_3075_ = a_3063_[5];
                float _e5418 = l_mut_2293_;
                float l_3076_ = (l_3075_ + _e5418);
                float l_3077_ = (l_3076_ * l_4_);
                float l_3078_ = (l_3077_ - l_3075_);
                float l_3079_ = (l_3078_ * l_4_);
                float l_3080_ = (l_3077_ - l_3079_);
                float l_3081_ = (l_3080_ * l_4_);
                float l_3082_ = (l_3075_ - l_3081_);
                float _e5426 = l_mut_2293_;
                float l_3083_ = (_e5426 - l_3079_);
                float l_3084_ = (l_3082_ + l_3083_);
                a_3063_[6] = l_3084_;
                l_mut_2293_ = l_3077_;
                float l_3085_ = a_3063_[4];
                float _e5432 = l_mut_2293_;
                float l_3086_ = (l_3085_ + _e5432);
                float l_3087_ = (l_3086_ * l_4_);
                float l_3088_ = (l_3087_ - l_3085_);
                float l_3089_ = (l_3088_ * l_4_);
                float l_3090_ = (l_3087_ - l_3089_);
                float l_3091_ = (l_3090_ * l_4_);
                float l_3092_ = (l_3085_ - l_3091_);
                float _e5440 = l_mut_2293_;
                float l_3093_ = (_e5440 - l_3089_);
                float l_3094_ = (l_3092_ + l_3093_);
                a_3063_[5] = l_3094_;
                l_mut_2293_ = l_3087_;
                float l_3095_ = a_3063_[3];
                float _e5446 = l_mut_2293_;
                float l_3096_ = (l_3095_ + _e5446);
                float l_3097_ = (l_3096_ * l_4_);
                float l_3098_ = (l_3097_ - l_3095_);
                float l_3099_ = (l_3098_ * l_4_);
                float l_3100_ = (l_3097_ - l_3099_);
                float l_3101_ = (l_3100_ * l_4_);
                float l_3102_ = (l_3095_ - l_3101_);
                float _e5454 = l_mut_2293_;
                float l_3103_ = (_e5454 - l_3099_);
                float l_3104_ = (l_3102_ + l_3103_);
                a_3063_[4] = l_3104_;
                l_mut_2293_ = l_3097_;
                float l_3105_ = a_3063_[2];
                float _e5460 = l_mut_2293_;
                float l_3106_ = (l_3105_ + _e5460);
                float l_3107_ = (l_3106_ * l_4_);
                float l_3108_ = (l_3107_ - l_3105_);
                float l_3109_ = (l_3108_ * l_4_);
                float l_3110_ = (l_3107_ - l_3109_);
                float l_3111_ = (l_3110_ * l_4_);
                float l_3112_ = (l_3105_ - l_3111_);
                float _e5468 = l_mut_2293_;
                float l_3113_ = (_e5468 - l_3109_);
                float l_3114_ = (l_3112_ + l_3113_);
                a_3063_[3] = l_3114_;
                l_mut_2293_ = l_3107_;
                float l_3115_ = a_3063_[1];
                float _e5474 = l_mut_2293_;
                float l_3116_ = (l_3115_ + _e5474);
                float l_3117_ = (l_3116_ * l_4_);
                float l_3118_ = (l_3117_ - l_3115_);
                float l_3119_ = (l_3118_ * l_4_);
                float l_3120_ = (l_3117_ - l_3119_);
                float l_3121_ = (l_3120_ * l_4_);
                float l_3122_ = (l_3115_ - l_3121_);
                float _e5482 = l_mut_2293_;
                float l_3123_ = (_e5482 - l_3119_);
                float l_3124_ = (l_3122_ + l_3123_);
                a_3063_[2] = l_3124_;
                l_mut_2293_ = l_3117_;
                float l_3125_ = a_3063_[0];
                float _e5488 = l_mut_2293_;
                float l_3126_ = (l_3125_ + _e5488);
                float l_3127_ = (l_3126_ * l_4_);
                float l_3128_ = (l_3127_ - l_3125_);
                float l_3129_ = (l_3128_ * l_4_);
                float l_3130_ = (l_3127_ - l_3129_);
                float l_3131_ = (l_3130_ * l_4_);
                float l_3132_ = (l_3125_ - l_3131_);
                float _e5496 = l_mut_2293_;
                float l_3133_ = (_e5496 - l_3129_);
                float l_3134_ = (l_3132_ + l_3133_);
                a_3063_[1] = l_3134_;
                l_mut_2293_ = l_3127_;
                float _e5501 = l_mut_2293_;
                a_3063_[0] = _e5501;
                float l_3135_ = a_3063_[7];
                l_mut_2293_ = l_3135_;
                float l_3136_ = a_3063_[6];
                float _e5506 = l_mut_2293_;
                float l_3137_ = (l_3136_ + _e5506);
                float l_3138_ = (l_3137_ * l_4_);
                float l_3139_ = (l_3138_ - l_3136_);
                float l_3140_ = (l_3139_ * l_4_);
                float l_3141_ = (l_3138_ - l_3140_);
                float l_3142_ = (l_3141_ * l_4_);
                float l_3143_ = (l_3136_ - l_3142_);
                float _e5514 = l_mut_2293_;
                float l_3144_ = (_e5514 - l_3140_);
                float l_3145_ = (l_3143_ + l_3144_);
                a_3063_[7] = l_3145_;
                l_mut_2293_ = l_3138_;
                float l_3146_ = a_3063_[5];
                float _e5520 = l_mut_2293_;
                float l_3147_ = (l_3146_ + _e5520);
                float l_3148_ = (l_3147_ * l_4_);
                float l_3149_ = (l_3148_ - l_3146_);
                float l_3150_ = (l_3149_ * l_4_);
                float l_3151_ = (l_3148_ - l_3150_);
                float l_3152_ = (l_3151_ * l_4_);
                float l_3153_ = (l_3146_ - l_3152_);
                float _e5528 = l_mut_2293_;
                float l_3154_ = (_e5528 - l_3150_);
                float l_3155_ = (l_3153_ + l_3154_);
                a_3063_[6] = l_3155_;
                l_mut_2293_ = l_3148_;
                float l_3156_ = a_3063_[4];
                float _e5534 = l_mut_2293_;
                float l_3157_ = (l_3156_ + _e5534);
                float l_3158_ = (l_3157_ * l_4_);
                float l_3159_ = (l_3158_ - l_3156_);
                float l_3160_ = (l_3159_ * l_4_);
                float l_3161_ = (l_3158_ - l_3160_);
                float l_3162_ = (l_3161_ * l_4_);
                float l_3163_ = (l_3156_ - l_3162_);
                float _e5542 = l_mut_2293_;
                float l_3164_ = (_e5542 - l_3160_);
                float l_3165_ = (l_3163_ + l_3164_);
                a_3063_[5] = l_3165_;
                l_mut_2293_ = l_3158_;
                float l_3166_ = a_3063_[3];
                float _e5548 = l_mut_2293_;
                float l_3167_ = (l_3166_ + _e5548);
                float l_3168_ = (l_3167_ * l_4_);
                float l_3169_ = (l_3168_ - l_3166_);
                float l_3170_ = (l_3169_ * l_4_);
                float l_3171_ = (l_3168_ - l_3170_);
                float l_3172_ = (l_3171_ * l_4_);
                float l_3173_ = (l_3166_ - l_3172_);
                float _e5556 = l_mut_2293_;
                float l_3174_ = (_e5556 - l_3170_);
                float l_3175_ = (l_3173_ + l_3174_);
                a_3063_[4] = l_3175_;
                l_mut_2293_ = l_3168_;
                float l_3176_ = a_3063_[2];
                float _e5562 = l_mut_2293_;
                float l_3177_ = (l_3176_ + _e5562);
                float l_3178_ = (l_3177_ * l_4_);
                float l_3179_ = (l_3178_ - l_3176_);
                float l_3180_ = (l_3179_ * l_4_);
                float l_3181_ = (l_3178_ - l_3180_);
                float l_3182_ = (l_3181_ * l_4_);
                float l_3183_ = (l_3176_ - l_3182_);
                float _e5570 = l_mut_2293_;
                float l_3184_ = (_e5570 - l_3180_);
                float l_3185_ = (l_3183_ + l_3184_);
                a_3063_[3] = l_3185_;
                l_mut_2293_ = l_3178_;
                float l_3186_ = a_3063_[1];
                float _e5576 = l_mut_2293_;
                float l_3187_ = (l_3186_ + _e5576);
                float l_3188_ = (l_3187_ * l_4_);
                float l_3189_ = (l_3188_ - l_3186_);
                float l_3190_ = (l_3189_ * l_4_);
                float l_3191_ = (l_3188_ - l_3190_);
                float l_3192_ = (l_3191_ * l_4_);
                float l_3193_ = (l_3186_ - l_3192_);
                float _e5584 = l_mut_2293_;
                float l_3194_ = (_e5584 - l_3190_);
                float l_3195_ = (l_3193_ + l_3194_);
                a_3063_[2] = l_3195_;
                l_mut_2293_ = l_3188_;
                float l_3196_ = a_3063_[0];
                float _e5590 = l_mut_2293_;
                float l_3197_ = (l_3196_ + _e5590);
                float l_3198_ = (l_3197_ * l_4_);
                float l_3199_ = (l_3198_ - l_3196_);
                float l_3200_ = (l_3199_ * l_4_);
                float l_3201_ = (l_3198_ - l_3200_);
                float l_3202_ = (l_3201_ * l_4_);
                float l_3203_ = (l_3196_ - l_3202_);
                float _e5598 = l_mut_2293_;
                float l_3204_ = (_e5598 - l_3200_);
                float l_3205_ = (l_3203_ + l_3204_);
                a_3063_[1] = l_3205_;
                l_mut_2293_ = l_3198_;
                float _e5603 = l_mut_2293_;
                a_3063_[0] = _e5603;
                l_mut_2293_ = 0.0;
                l_mut_2292_ = 0.0;
                l_mut_2291_ = 0.0;
                l_mut_2290_ = 0.0;
                float l_3206_ = a_3063_[0];
                l_mut_230_ = l_3206_;
                l_mut_231_ = 0u;
                float l_3207_ = a_3063_[1];
                float _e5613 = l_mut_230_;
                float l_3208_ = (_e5613 + l_3207_);
                float l_3209_ = (l_3208_ * l_4_);
                float _e5616 = l_mut_230_;
                float l_3210_ = (l_3209_ - _e5616);
                float l_3211_ = (l_3210_ * l_4_);
                float l_3212_ = (l_3209_ - l_3211_);
                float l_3213_ = (l_3212_ * l_4_);
                float _e5621 = l_mut_230_;
                float l_3214_ = (_e5621 - l_3213_);
                float l_3215_ = (l_3207_ - l_3211_);
                float l_3216_ = (l_3214_ + l_3215_);
                uint _e5625 = l_mut_231_;
                bool l_3217_ = (_e5625 < 3u);
                bool l_3218_ = (l_3216_ != 0.0);
                if (l_3217_) {
                    local_176 = l_3218_;
                } else {
                    local_176 = false;
                }
                bool l_3219_ = local_176;
                uint _e5634 = l_mut_231_;
                bool l_3220_ = (_e5634 == 0u);
                if (l_3219_) {
                    local_177 = l_3220_;
                } else {
                    local_177 = false;
                }
                bool l_3221_ = local_177;
                float _e5641 = l_mut_2293_;
                float l_3222_ = (l_3221_ ? l_3209_ : _e5641);
                l_mut_2293_ = l_3222_;
                uint _e5643 = l_mut_231_;
                bool l_3223_ = (_e5643 == 1u);
                if (l_3219_) {
                    local_178 = l_3223_;
                } else {
                    local_178 = false;
                }
                bool l_3224_ = local_178;
                float _e5650 = l_mut_2292_;
                float l_3225_ = (l_3224_ ? l_3209_ : _e5650);
                l_mut_2292_ = l_3225_;
                uint _e5652 = l_mut_231_;
                bool l_3226_ = (_e5652 == 2u);
                if (l_3219_) {
                    local_179 = l_3226_;
                } else {
                    local_179 = false;
                }
                bool l_3227_ = local_179;
                float _e5659 = l_mut_2291_;
                float l_3228_ = (l_3227_ ? l_3209_ : _e5659);
                l_mut_2291_ = l_3228_;
                float l_3229_ = (l_3219_ ? l_3216_ : l_3209_);
                float _e5662 = l_mut_230_;
                float l_3230_ = (_e5662 + l_3207_);
                float l_3231_ = (l_3217_ ? l_3229_ : l_3230_);
                l_mut_230_ = l_3231_;
                uint l_3232_ = uint(l_3219_);
                uint _e5666 = l_mut_231_;
                l_mut_231_ = (_e5666 + l_3232_);
                float l_3233_ = a_3063_[2];
                float _e5670 = l_mut_230_;
                float l_3234_ = (_e5670 + l_3233_);
                float l_3235_ = (l_3234_ * l_4_);
                float _e5673 = l_mut_230_;
                float l_3236_ = (l_3235_ - _e5673);
                float l_3237_ = (l_3236_ * l_4_);
                float l_3238_ = (l_3235_ - l_3237_);
                float l_3239_ = (l_3238_ * l_4_);
                float _e5678 = l_mut_230_;
                float l_3240_ = (_e5678 - l_3239_);
                float l_3241_ = (l_3233_ - l_3237_);
                float l_3242_ = (l_3240_ + l_3241_);
                uint _e5682 = l_mut_231_;
                bool l_3243_ = (_e5682 < 3u);
                bool l_3244_ = (l_3242_ != 0.0);
                if (l_3243_) {
                    local_180 = l_3244_;
                } else {
                    local_180 = false;
                }
                bool l_3245_ = local_180;
                uint _e5691 = l_mut_231_;
                bool l_3246_ = (_e5691 == 0u);
                if (l_3245_) {
                    local_181 = l_3246_;
                } else {
                    local_181 = false;
                }
                bool l_3247_ = local_181;
                float _e5698 = l_mut_2293_;
                float l_3248_ = (l_3247_ ? l_3235_ : _e5698);
                l_mut_2293_ = l_3248_;
                uint _e5700 = l_mut_231_;
                bool l_3249_ = (_e5700 == 1u);
                if (l_3245_) {
                    local_182 = l_3249_;
                } else {
                    local_182 = false;
                }
                bool l_3250_ = local_182;
                float _e5707 = l_mut_2292_;
                float l_3251_ = (l_3250_ ? l_3235_ : _e5707);
                l_mut_2292_ = l_3251_;
                uint _e5709 = l_mut_231_;
                bool l_3252_ = (_e5709 == 2u);
                if (l_3245_) {
                    local_183 = l_3252_;
                } else {
                    local_183 = false;
                }
                bool l_3253_ = local_183;
                float _e5716 = l_mut_2291_;
                float l_3254_ = (l_3253_ ? l_3235_ : _e5716);
                l_mut_2291_ = l_3254_;
                float l_3255_ = (l_3245_ ? l_3242_ : l_3235_);
                float _e5719 = l_mut_230_;
                float l_3256_ = (_e5719 + l_3233_);
                float l_3257_ = (l_3243_ ? l_3255_ : l_3256_);
                l_mut_230_ = l_3257_;
                uint l_3258_ = uint(l_3245_);
                uint _e5723 = l_mut_231_;
                l_mut_231_ = (_e5723 + l_3258_);
                float l_3259_ = a_3063_[3];
                float _e5727 = l_mut_230_;
                float l_3260_ = (_e5727 + l_3259_);
                float l_3261_ = (l_3260_ * l_4_);
                float _e5730 = l_mut_230_;
                float l_3262_ = (l_3261_ - _e5730);
                float l_3263_ = (l_3262_ * l_4_);
                float l_3264_ = (l_3261_ - l_3263_);
                float l_3265_ = (l_3264_ * l_4_);
                float _e5735 = l_mut_230_;
                float l_3266_ = (_e5735 - l_3265_);
                float l_3267_ = (l_3259_ - l_3263_);
                float l_3268_ = (l_3266_ + l_3267_);
                uint _e5739 = l_mut_231_;
                bool l_3269_ = (_e5739 < 3u);
                bool l_3270_ = (l_3268_ != 0.0);
                if (l_3269_) {
                    local_184 = l_3270_;
                } else {
                    local_184 = false;
                }
                bool l_3271_ = local_184;
                uint _e5748 = l_mut_231_;
                bool l_3272_ = (_e5748 == 0u);
                if (l_3271_) {
                    local_185 = l_3272_;
                } else {
                    local_185 = false;
                }
                bool l_3273_ = local_185;
                float _e5755 = l_mut_2293_;
                float l_3274_ = (l_3273_ ? l_3261_ : _e5755);
                l_mut_2293_ = l_3274_;
                uint _e5757 = l_mut_231_;
                bool l_3275_ = (_e5757 == 1u);
                if (l_3271_) {
                    local_186 = l_3275_;
                } else {
                    local_186 = false;
                }
                bool l_3276_ = local_186;
                float _e5764 = l_mut_2292_;
                float l_3277_ = (l_3276_ ? l_3261_ : _e5764);
                l_mut_2292_ = l_3277_;
                uint _e5766 = l_mut_231_;
                bool l_3278_ = (_e5766 == 2u);
                if (l_3271_) {
                    local_187 = l_3278_;
                } else {
                    local_187 = false;
                }
                bool l_3279_ = local_187;
                float _e5773 = l_mut_2291_;
                float l_3280_ = (l_3279_ ? l_3261_ : _e5773);
                l_mut_2291_ = l_3280_;
                float l_3281_ = (l_3271_ ? l_3268_ : l_3261_);
                float _e5776 = l_mut_230_;
                float l_3282_ = (_e5776 + l_3259_);
                float l_3283_ = (l_3269_ ? l_3281_ : l_3282_);
                l_mut_230_ = l_3283_;
                uint l_3284_ = uint(l_3271_);
                uint _e5780 = l_mut_231_;
                l_mut_231_ = (_e5780 + l_3284_);
                float l_3285_ = a_3063_[4];
                float _e5784 = l_mut_230_;
                float l_3286_ = (_e5784 + l_3285_);
                float l_3287_ = (l_3286_ * l_4_);
                float _e5787 = l_mut_230_;
                float l_3288_ = (l_3287_ - _e5787);
                float l_3289_ = (l_3288_ * l_4_);
                float l_3290_ = (l_3287_ - l_3289_);
                float l_3291_ = (l_3290_ * l_4_);
                float _e5792 = l_mut_230_;
                float l_3292_ = (_e5792 - l_3291_);
                float l_3293_ = (l_3285_ - l_3289_);
                float l_3294_ = (l_3292_ + l_3293_);
                uint _e5796 = l_mut_231_;
                bool l_3295_ = (_e5796 < 3u);
                bool l_3296_ = (l_3294_ != 0.0);
                if (l_3295_) {
                    local_188 = l_3296_;
                } else {
                    local_188 = false;
                }
                bool l_3297_ = local_188;
                uint _e5805 = l_mut_231_;
                bool l_3298_ = (_e5805 == 0u);
                if (l_3297_) {
                    local_189 = l_3298_;
                } else {
                    local_189 = false;
                }
                bool l_3299_ = local_189;
                float _e5812 = l_mut_2293_;
                float l_3300_ = (l_3299_ ? l_3287_ : _e5812);
                l_mut_2293_ = l_3300_;
                uint _e5814 = l_mut_231_;
                bool l_3301_ = (_e5814 == 1u);
                if (l_3297_) {
                    local_190 = l_3301_;
                } else {
                    local_190 = false;
                }
                bool l_3302_ = local_190;
                float _e5821 = l_mut_2292_;
                float l_3303_ = (l_3302_ ? l_3287_ : _e5821);
                l_mut_2292_ = l_3303_;
                uint _e5823 = l_mut_231_;
                bool l_3304_ = (_e5823 == 2u);
                if (l_3297_) {
                    local_191 = l_3304_;
                } else {
                    local_191 = false;
                }
                bool l_3305_ = local_191;
                float _e5830 = l_mut_2291_;
                float l_3306_ = (l_3305_ ? l_3287_ : _e5830);
                l_mut_2291_ = l_3306_;
                float l_3307_ = (l_3297_ ? l_3294_ : l_3287_);
                float _e5833 = l_mut_230_;
                float l_3308_ = (_e5833 + l_3285_);
                float l_3309_ = (l_3295_ ? l_3307_ : l_3308_);
                l_mut_230_ = l_3309_;
                uint l_3310_ = uint(l_3297_);
                uint _e5837 = l_mut_231_;
                l_mut_231_ = (_e5837 + l_3310_);
                float l_3311_ = a_3063_[5];
                float _e5841 = l_mut_230_;
                float l_3312_ = (_e5841 + l_3311_);
                float l_3313_ = (l_3312_ * l_4_);
                float _e5844 = l_mut_230_;
                float l_3314_ = (l_3313_ - _e5844);
                float l_3315_ = (l_3314_ * l_4_);
                float l_3316_ = (l_3313_ - l_3315_);
                float l_3317_ = (l_3316_ * l_4_);
                float _e5849 = l_mut_230_;
                float l_3318_ = (_e5849 - l_3317_);
                float l_3319_ = (l_3311_ - l_3315_);
                float l_3320_ = (l_3318_ + l_3319_);
                uint _e5853 = l_mut_231_;
                bool l_3321_ = (_e5853 < 3u);
                bool l_3322_ = (l_3320_ != 0.0);
                if (l_3321_) {
                    local_192 = l_3322_;
                } else {
                    local_192 = false;
                }
                bool l_3323_ = local_192;
                uint _e5862 = l_mut_231_;
                bool l_3324_ = (_e5862 == 0u);
                if (l_3323_) {
                    local_193 = l_3324_;
                } else {
                    local_193 = false;
                }
                bool l_3325_ = local_193;
                float _e5869 = l_mut_2293_;
                float l_3326_ = (l_3325_ ? l_3313_ : _e5869);
                l_mut_2293_ = l_3326_;
                uint _e5871 = l_mut_231_;
                bool l_3327_ = (_e5871 == 1u);
                if (l_3323_) {
                    local_194 = l_3327_;
                } else {
                    local_194 = false;
                }
                bool l_3328_ = local_194;
                float _e5878 = l_mut_2292_;
                float l_3329_ = (l_3328_ ? l_3313_ : _e5878);
                l_mut_2292_ = l_3329_;
                uint _e5880 = l_mut_231_;
                bool l_3330_ = (_e5880 == 2u);
                if (l_3323_) {
                    local_195 = l_3330_;
                } else {
                    local_195 = false;
                }
                bool l_3331_ = local_195;
                float _e5887 = l_mut_2291_;
                float l_3332_ = (l_3331_ ? l_3313_ : _e5887);
                l_mut_2291_ = l_3332_;
                float l_3333_ = (l_3323_ ? l_3320_ : l_3313_);
                float _e5890 = l_mut_230_;
                float l_3334_ = (_e5890 + l_3311_);
                float l_3335_ = (l_3321_ ? l_3333_ : l_3334_);
                l_mut_230_ = l_3335_;
                uint l_3336_ = uint(l_3323_);
                uint _e5894 = l_mut_231_;
                l_mut_231_ = (_e5894 + l_3336_);
                float l_3337_ = a_3063_[6];
                float _e5898 = l_mut_230_;
                float l_3338_ = (_e5898 + l_3337_);
                float l_3339_ = (l_3338_ * l_4_);
                float _e5901 = l_mut_230_;
                float l_3340_ = (l_3339_ - _e5901);
                float l_3341_ = (l_3340_ * l_4_);
                float l_3342_ = (l_3339_ - l_3341_);
                float l_3343_ = (l_3342_ * l_4_);
                float _e5906 = l_mut_230_;
                float l_3344_ = (_e5906 - l_3343_);
                float l_3345_ = (l_3337_ - l_3341_);
                float l_3346_ = (l_3344_ + l_3345_);
                uint _e5910 = l_mut_231_;
                bool l_3347_ = (_e5910 < 3u);
                bool l_3348_ = (l_3346_ != 0.0);
                if (l_3347_) {
                    local_196 = l_3348_;
                } else {
                    local_196 = false;
                }
                bool l_3349_ = local_196;
                uint _e5919 = l_mut_231_;
                bool l_3350_ = (_e5919 == 0u);
                if (l_3349_) {
                    local_197 = l_3350_;
                } else {
                    local_197 = false;
                }
                bool l_3351_ = local_197;
                float _e5926 = l_mut_2293_;
                float l_3352_ = (l_3351_ ? l_3339_ : _e5926);
                l_mut_2293_ = l_3352_;
                uint _e5928 = l_mut_231_;
                bool l_3353_ = (_e5928 == 1u);
                if (l_3349_) {
                    local_198 = l_3353_;
                } else {
                    local_198 = false;
                }
                bool l_3354_ = local_198;
                float _e5935 = l_mut_2292_;
                float l_3355_ = (l_3354_ ? l_3339_ : _e5935);
                l_mut_2292_ = l_3355_;
                uint _e5937 = l_mut_231_;
                bool l_3356_ = (_e5937 == 2u);
                if (l_3349_) {
                    local_199 = l_3356_;
                } else {
                    local_199 = false;
                }
                bool l_3357_ = local_199;
                float _e5944 = l_mut_2291_;
                float l_3358_ = (l_3357_ ? l_3339_ : _e5944);
                l_mut_2291_ = l_3358_;
                float l_3359_ = (l_3349_ ? l_3346_ : l_3339_);
                float _e5947 = l_mut_230_;
                float l_3360_ = (_e5947 + l_3337_);
                float l_3361_ = (l_3347_ ? l_3359_ : l_3360_);
                l_mut_230_ = l_3361_;
                uint l_3362_ = uint(l_3349_);
                uint _e5951 = l_mut_231_;
                l_mut_231_ = (_e5951 + l_3362_);
                float l_3363_ = a_3063_[7];
                float _e5955 = l_mut_230_;
                float l_3364_ = (_e5955 + l_3363_);
                float l_3365_ = (l_3364_ * l_4_);
                float _e5958 = l_mut_230_;
                float l_3366_ = (l_3365_ - _e5958);
                float l_3367_ = (l_3366_ * l_4_);
                float l_3368_ = (l_3365_ - l_3367_);
                float l_3369_ = (l_3368_ * l_4_);
                float _e5963 = l_mut_230_;
                float l_3370_ = (_e5963 - l_3369_);
                float l_3371_ = (l_3363_ - l_3367_);
                float l_3372_ = (l_3370_ + l_3371_);
                uint _e5967 = l_mut_231_;
                bool l_3373_ = (_e5967 < 3u);
                bool l_3374_ = (l_3372_ != 0.0);
                if (l_3373_) {
                    local_200 = l_3374_;
                } else {
                    local_200 = false;
                }
                bool l_3375_ = local_200;
                uint _e5976 = l_mut_231_;
                bool l_3376_ = (_e5976 == 0u);
                if (l_3375_) {
                    local_201 = l_3376_;
                } else {
                    local_201 = false;
                }
                bool l_3377_ = local_201;
                float _e5983 = l_mut_2293_;
                float l_3378_ = (l_3377_ ? l_3365_ : _e5983);
                l_mut_2293_ = l_3378_;
                uint _e5985 = l_mut_231_;
                bool l_3379_ = (_e5985 == 1u);
                if (l_3375_) {
                    local_202 = l_3379_;
                } else {
                    local_202 = false;
                }
                bool l_3380_ = local_202;
                float _e5992 = l_mut_2292_;
                float l_3381_ = (l_3380_ ? l_3365_ : _e5992);
                l_mut_2292_ = l_3381_;
                uint _e5994 = l_mut_231_;
                bool l_3382_ = (_e5994 == 2u);
                if (l_3375_) {
                    local_203 = l_3382_;
                } else {
                    local_203 = false;
                }
                bool l_3383_ = local_203;
                float _e6001 = l_mut_2291_;
                float l_3384_ = (l_3383_ ? l_3365_ : _e6001);
                l_mut_2291_ = l_3384_;
                float l_3385_ = (l_3375_ ? l_3372_ : l_3365_);
                float _e6004 = l_mut_230_;
                float l_3386_ = (_e6004 + l_3363_);
                float l_3387_ = (l_3373_ ? l_3385_ : l_3386_);
                l_mut_230_ = l_3387_;
                uint l_3388_ = uint(l_3375_);
                uint _e6008 = l_mut_231_;
                l_mut_231_ = (_e6008 + l_3388_);
                uint _e6010 = l_mut_231_;
                bool l_3389_ = (_e6010 == 0u);
                float _e6013 = l_mut_2293_;
                float _e6014 = l_mut_230_;
                float l_3390_ = (l_3389_ ? _e6014 : _e6013);
                l_mut_2293_ = l_3390_;
                uint _e6016 = l_mut_231_;
                bool l_3391_ = (_e6016 == 1u);
                float _e6019 = l_mut_2292_;
                float _e6020 = l_mut_230_;
                float l_3392_ = (l_3391_ ? _e6020 : _e6019);
                l_mut_2292_ = l_3392_;
                uint _e6022 = l_mut_231_;
                bool l_3393_ = (_e6022 == 2u);
                float _e6025 = l_mut_2291_;
                float _e6026 = l_mut_230_;
                float l_3394_ = (l_3393_ ? _e6026 : _e6025);
                l_mut_2291_ = l_3394_;
                uint _e6028 = l_mut_231_;
                bool l_3395_ = (_e6028 == 3u);
                float _e6031 = l_mut_2290_;
                float _e6032 = l_mut_230_;
                float l_3396_ = (l_3395_ ? _e6032 : _e6031);
                l_mut_2290_ = l_3396_;
                float _e6034 = l_mut_2293_;
                l_mut_98_ = _e6034;
                float _e6035 = l_mut_2292_;
                l_mut_140_ = _e6035;
                float _e6036 = l_mut_2291_;
                l_mut_141_ = _e6036;
                float _e6037 = l_mut_2290_;
                l_mut_142_ = _e6037;
            }
        }
        uint l_3521_ = asuint(info.Load(12+0));
        uint l_3522_ = (l_3521_ * 1u);
        bool l_3523_ = (id < l_3522_);
        if (l_3523_) {
            float _e6050 = l_mut_98_;
            buffer_3_global.Store(id*4, asuint(_e6050));
        }
        uint l_3397_ = (l_1_ + id);
        uint l_3524_ = asuint(info.Load(12+0));
        uint l_3525_ = (l_3524_ * 1u);
        bool l_3526_ = (l_3397_ < l_3525_);
        if (l_3526_) {
            float _e6061 = l_mut_140_;
            buffer_3_global.Store(l_3397_*4, asuint(_e6061));
        }
        uint l_3398_ = (2u * l_1_);
        uint l_3399_ = (l_3398_ + id);
        uint l_3527_ = asuint(info.Load(12+0));
        uint l_3528_ = (l_3527_ * 1u);
        bool l_3529_ = (l_3399_ < l_3528_);
        if (l_3529_) {
            float _e6074 = l_mut_141_;
            buffer_3_global.Store(l_3399_*4, asuint(_e6074));
        }
        uint l_3400_ = (3u * l_1_);
        uint l_3401_ = (l_3400_ + id);
        uint l_3530_ = asuint(info.Load(12+0));
        uint l_3531_ = (l_3530_ * 1u);
        bool l_3532_ = (l_3401_ < l_3531_);
        if (l_3532_) {
            float _e6087 = l_mut_142_;
            buffer_3_global.Store(l_3401_*4, asuint(_e6087));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
