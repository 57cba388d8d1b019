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

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double a_3066_[8] = (double[8])0;
    double l_mut_101_ = (double)0;
    double l_mut_143_ = (double)0;
    double l_mut_144_ = (double)0;
    double l_mut_145_ = (double)0;
    double l_mut_164_ = (double)0;
    double l_mut_165_ = (double)0;
    double l_mut_166_ = (double)0;
    double l_mut_167_ = (double)0;
    double l_mut_2293_ = (double)0;
    double l_mut_2294_ = (double)0;
    double l_mut_2295_ = (double)0;
    double l_mut_2296_ = (double)0;
    double l_mut_229_ = (double)0;
    double l_mut_230_ = (double)0;
    double l_mut_231_ = (double)0;
    double l_mut_232_ = (double)0;
    double l_mut_233_ = (double)0;
    uint l_mut_234_ = (uint)0;
    double l_mut_830_ = (double)0;
    double l_mut_831_ = (double)0;
    double l_mut_832_ = (double)0;
    double l_mut_833_ = (double)0;
    uint l_mut_102_ = 1u;
    uint l_mut_133_ = 1u;
    uint l_mut_146_ = 0u;
    uint l_mut_168_ = (uint)0;
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
    uint l_mut_340_ = (uint)0;
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
    uint l_mut_1808_ = (uint)0;
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
    uint l_mut_2541_ = (uint)0;
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
        uint l_3405_ = asuint(info.Load(8+0));
        uint l_3406_ = (l_3405_ * 1u);
        bool l_3407_ = (0u < l_3406_);
        uint l_3408_ = (l_3406_ - 1u);
        uint l_3409_ = min(0u, l_3408_);
        double l_3410_ = buffer_2_global.Load<double>(l_3409_*8);
        double l_3_ = (l_3407_ ? l_3410_ : 0.0L);
        uint l_3412_ = asuint(info.Load(8+0));
        uint l_3413_ = (l_3412_ * 1u);
        bool l_3414_ = (1u < l_3413_);
        uint l_3415_ = (l_3413_ - 1u);
        uint l_3416_ = min(1u, l_3415_);
        double l_3417_ = buffer_2_global.Load<double>(l_3416_*8);
        double l_4_ = (l_3414_ ? l_3417_ : 0.0L);
        uint l_3419_ = asuint(info.Load(0+0));
        uint l_3420_ = (l_3419_ * 1u);
        bool l_3421_ = (id < l_3420_);
        uint l_3422_ = (l_3420_ - 1u);
        uint l_3423_ = min(id, l_3422_);
        double l_3424_ = buffer_0_global.Load<double>(l_3423_*8);
        double l_5_ = (l_3421_ ? l_3424_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_3426_ = asuint(info.Load(0+0));
        uint l_3427_ = (l_3426_ * 1u);
        bool l_3428_ = (l_6_ < l_3427_);
        uint l_3429_ = (l_3427_ - 1u);
        uint l_3430_ = min(l_6_, l_3429_);
        double l_3431_ = buffer_0_global.Load<double>(l_3430_*8);
        double l_7_ = (l_3428_ ? l_3431_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_3433_ = asuint(info.Load(0+0));
        uint l_3434_ = (l_3433_ * 1u);
        bool l_3435_ = (l_9_ < l_3434_);
        uint l_3436_ = (l_3434_ - 1u);
        uint l_3437_ = min(l_9_, l_3436_);
        double l_3438_ = buffer_0_global.Load<double>(l_3437_*8);
        double l_10_ = (l_3435_ ? l_3438_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_3440_ = asuint(info.Load(0+0));
        uint l_3441_ = (l_3440_ * 1u);
        bool l_3442_ = (l_12_ < l_3441_);
        uint l_3443_ = (l_3441_ - 1u);
        uint l_3444_ = min(l_12_, l_3443_);
        double l_3445_ = buffer_0_global.Load<double>(l_3444_*8);
        double l_13_ = (l_3442_ ? l_3445_ : 0.0L);
        uint l_3447_ = asuint(info.Load(4+0));
        uint l_3448_ = (l_3447_ * 1u);
        bool l_3449_ = (id < l_3448_);
        uint l_3450_ = (l_3448_ - 1u);
        uint l_3451_ = min(id, l_3450_);
        double l_3452_ = buffer_1_global.Load<double>(l_3451_*8);
        double l_14_ = (l_3449_ ? l_3452_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_3454_ = asuint(info.Load(4+0));
        uint l_3455_ = (l_3454_ * 1u);
        bool l_3456_ = (l_15_ < l_3455_);
        uint l_3457_ = (l_3455_ - 1u);
        uint l_3458_ = min(l_15_, l_3457_);
        double l_3459_ = buffer_1_global.Load<double>(l_3458_*8);
        double l_16_ = (l_3456_ ? l_3459_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_3461_ = asuint(info.Load(4+0));
        uint l_3462_ = (l_3461_ * 1u);
        bool l_3463_ = (l_18_ < l_3462_);
        uint l_3464_ = (l_3462_ - 1u);
        uint l_3465_ = min(l_18_, l_3464_);
        double l_3466_ = buffer_1_global.Load<double>(l_3465_*8);
        double l_19_ = (l_3463_ ? l_3466_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_3468_ = asuint(info.Load(4+0));
        uint l_3469_ = (l_3468_ * 1u);
        bool l_3470_ = (l_21_ < l_3469_);
        uint l_3471_ = (l_3469_ - 1u);
        uint l_3472_ = min(l_21_, l_3471_);
        double l_3473_ = buffer_1_global.Load<double>(l_3472_*8);
        double l_22_ = (l_3470_ ? l_3473_ : 0.0L);
        uint l_3475_ = asuint(info.Load(8+0));
        uint l_3476_ = (l_3475_ * 1u);
        bool l_3477_ = (4u < l_3476_);
        uint l_3478_ = (l_3476_ - 1u);
        uint l_3479_ = min(4u, l_3478_);
        double l_3480_ = buffer_2_global.Load<double>(l_3479_*8);
        double l_24_ = (l_3477_ ? l_3480_ : 0.0L);
        uint l_25_ = naga_f2u32(l_24_);
        uint l_3482_ = asuint(info.Load(8+0));
        uint l_3483_ = (l_3482_ * 1u);
        bool l_3484_ = (2u < l_3483_);
        uint l_3485_ = (l_3483_ - 1u);
        uint l_3486_ = min(2u, l_3485_);
        double l_3487_ = buffer_2_global.Load<double>(l_3486_*8);
        double l_27_ = (l_3484_ ? l_3487_ : 0.0L);
        uint l_28_ = naga_f2u32(l_27_);
        uint l_3489_ = asuint(info.Load(8+0));
        uint l_3490_ = (l_3489_ * 1u);
        bool l_3491_ = (3u < l_3490_);
        uint l_3492_ = (l_3490_ - 1u);
        uint l_3493_ = min(3u, l_3492_);
        double l_3494_ = buffer_2_global.Load<double>(l_3493_*8);
        double l_30_ = (l_3491_ ? l_3494_ : 0.0L);
        uint l_31_ = naga_f2u32(l_30_);
        uint l_33_ = (6u + l_31_);
        uint l_34_ = (l_28_ - 1u);
        uint l_35_ = (4u * l_34_);
        uint l_36_ = (l_33_ + l_35_);
        float l_37_ = float(l_5_);
        uint l_38_ = asuint(l_37_);
        uint l_39_ = (l_38_ & 8388607u);
        bool l_40_ = (l_39_ >= 3474675u);
        int l_41_ = int(l_40_);
        uint l_42_ = (l_38_ >> 23u);
        int l_43_ = int(l_42_);
        int l_44_ = asint(asuint(l_43_) - asuint(int(127)));
        int l_45_ = asint(asuint(l_44_) + asuint(l_41_));
        int l_46_ = naga_div(l_45_, int(2));
        int l_47_ = asint(asuint(int(127)) - asuint(l_46_));
        uint l_48_ = uint(l_47_);
        uint l_49_ = (l_48_ << 23u);
        float l_50_ = asfloat(l_49_);
        int l_51_ = asint(asuint(l_45_) - asuint(l_46_));
        int l_52_ = asint(asuint(int(127)) - asuint(l_51_));
        uint l_53_ = uint(l_52_);
        uint l_54_ = (l_53_ << 23u);
        float l_55_ = asfloat(l_54_);
        double l_56_ = double(l_50_);
        double l_57_ = (l_5_ * l_56_);
        double l_58_ = double(l_55_);
        double l_59_ = (l_57_ * l_58_);
        double l_60_ = (l_59_ - l_4_);
        double l_61_ = (l_4_ + l_4_);
        double l_62_ = (l_61_ + l_60_);
        double l_63_ = (l_62_ * l_4_);
        double l_64_ = (l_63_ - l_61_);
        double l_65_ = (l_64_ * l_4_);
        double l_66_ = (l_60_ - l_65_);
        double l_67_ = (l_4_ / l_63_);
        double l_68_ = (l_60_ * l_67_);
        double l_69_ = (l_68_ * l_63_);
        double l_70_ = (l_69_ * l_4_);
        double l_71_ = (l_3_ * l_68_);
        double l_72_ = (l_71_ * l_4_);
        double l_73_ = (l_72_ - l_68_);
        double l_74_ = (l_73_ * l_4_);
        double l_75_ = (l_72_ - l_74_);
        double l_76_ = (l_68_ - l_75_);
        double l_77_ = (l_3_ * l_63_);
        double l_78_ = (l_77_ * l_4_);
        double l_79_ = (l_78_ - l_63_);
        double l_80_ = (l_79_ * l_4_);
        double l_81_ = (l_78_ - l_80_);
        double l_82_ = (l_63_ - l_81_);
        double l_83_ = (l_75_ * l_81_);
        double l_84_ = (l_83_ - l_70_);
        double l_85_ = (l_75_ * l_82_);
        double l_86_ = (l_84_ + l_85_);
        double l_87_ = (l_76_ * l_81_);
        double l_88_ = (l_86_ + l_87_);
        double l_89_ = (l_76_ * l_82_);
        double l_90_ = (l_88_ + l_89_);
        double l_91_ = (l_60_ - l_70_);
        double l_92_ = (l_91_ - l_90_);
        double l_93_ = (l_68_ * l_66_);
        double l_94_ = (l_92_ - l_93_);
        double l_95_ = (l_94_ * l_67_);
        double l_96_ = (l_68_ * l_68_);
        uint l_3496_ = asuint(info.Load(8+0));
        uint l_3497_ = (l_3496_ * 1u);
        bool l_3498_ = (5u < l_3497_);
        uint l_3499_ = (l_3497_ - 1u);
        uint l_3500_ = min(5u, l_3499_);
        double l_3501_ = buffer_2_global.Load<double>(l_3500_*8);
        double l_98_ = (l_3498_ ? l_3501_ : 0.0L);
        uint l_99_ = naga_f2u32(l_98_);
        uint l_3503_ = asuint(info.Load(8+0));
        uint l_3504_ = (l_3503_ * 1u);
        bool l_3505_ = (l_36_ < l_3504_);
        uint l_3506_ = (l_3504_ - 1u);
        uint l_3507_ = min(l_36_, l_3506_);
        double l_3508_ = buffer_2_global.Load<double>(l_3507_*8);
        double l_100_ = (l_3505_ ? l_3508_ : 0.0L);
        l_mut_101_ = l_100_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e407 = l_mut_102_;
                l_mut_102_ = (_e407 + 1u);
            }
            loop_init = false;
            uint _e384 = l_mut_102_;
            if ((_e384 < l_99_)) {
            } else {
                break;
            }
            {
                double _e386 = l_mut_101_;
                double l_103_ = (_e386 * l_96_);
                uint _e388 = l_mut_102_;
                uint l_104_ = (l_36_ + _e388);
                uint l_3536_ = asuint(info.Load(8+0));
                uint l_3537_ = (l_3536_ * 1u);
                bool l_3538_ = (l_104_ < l_3537_);
                uint l_3539_ = (l_3537_ - 1u);
                uint l_3540_ = min(l_104_, l_3539_);
                double l_3541_ = buffer_2_global.Load<double>(l_3540_*8);
                double l_105_ = (l_3538_ ? l_3541_ : 0.0L);
                double l_106_ = (l_103_ + l_105_);
                l_mut_101_ = l_106_;
            }
        }
        double l_107_ = (l_68_ + l_68_);
        double l_108_ = (l_68_ * l_96_);
        double _e411 = l_mut_101_;
        double l_109_ = (l_108_ * _e411);
        double l_110_ = (l_95_ + l_109_);
        double l_111_ = (2.0L * l_110_);
        double l_112_ = (l_107_ + l_111_);
        double l_113_ = (l_112_ * l_4_);
        double l_114_ = (l_113_ - l_107_);
        double l_115_ = (l_114_ * l_4_);
        double l_116_ = (l_111_ - l_115_);
        uint l_3510_ = asuint(info.Load(8+0));
        uint l_3511_ = (l_3510_ * 1u);
        bool l_3512_ = (3u < l_3511_);
        uint l_3513_ = (l_3511_ - 1u);
        uint l_3514_ = min(3u, l_3513_);
        double l_3515_ = buffer_2_global.Load<double>(l_3514_*8);
        double l_118_ = (l_3512_ ? l_3515_ : 0.0L);
        uint l_119_ = naga_f2u32(l_118_);
        double l_121_ = double(l_45_);
        uint l_3517_ = asuint(info.Load(8+0));
        uint l_3518_ = (l_3517_ * 1u);
        bool l_3519_ = (6u < l_3518_);
        uint l_3520_ = (l_3518_ - 1u);
        uint l_3521_ = min(6u, l_3520_);
        double l_3522_ = buffer_2_global.Load<double>(l_3521_*8);
        double l_122_ = (l_3519_ ? l_3522_ : 0.0L);
        double l_123_ = (l_121_ * l_122_);
        double l_124_ = (l_123_ + l_113_);
        double l_125_ = (l_124_ * l_4_);
        double l_126_ = (l_125_ - l_123_);
        double l_127_ = (l_126_ * l_4_);
        double l_128_ = (l_125_ - l_127_);
        double l_129_ = (l_128_ * l_4_);
        double l_130_ = (l_123_ - l_129_);
        double l_131_ = (l_113_ - l_127_);
        double l_132_ = (l_130_ + l_131_);
        l_mut_101_ = l_116_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e490 = l_mut_133_;
                l_mut_133_ = (_e490 + 1u);
            }
            loop_init_1 = false;
            uint _e467 = l_mut_133_;
            if ((_e467 < l_119_)) {
            } else {
                break;
            }
            {
                uint _e469 = l_mut_133_;
                uint l_134_ = (6u + _e469);
                uint l_3543_ = asuint(info.Load(8+0));
                uint l_3544_ = (l_3543_ * 1u);
                bool l_3545_ = (l_134_ < l_3544_);
                uint l_3546_ = (l_3544_ - 1u);
                uint l_3547_ = min(l_134_, l_3546_);
                double l_3548_ = buffer_2_global.Load<double>(l_3547_*8);
                double l_135_ = (l_3545_ ? l_3548_ : 0.0L);
                double l_136_ = (l_121_ * l_135_);
                double _e487 = l_mut_101_;
                l_mut_101_ = (_e487 + l_136_);
            }
        }
        double _e492 = l_mut_101_;
        double l_137_ = (l_132_ + _e492);
        double l_138_ = (l_125_ + l_137_);
        double l_139_ = (l_138_ * l_4_);
        double l_140_ = (l_139_ - l_125_);
        double l_141_ = (l_140_ * l_4_);
        double l_142_ = (l_137_ - l_141_);
        l_mut_101_ = l_139_;
        l_mut_143_ = l_142_;
        l_mut_144_ = 0.0L;
        l_mut_145_ = 0.0L;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e6042 = l_mut_146_;
                l_mut_146_ = (_e6042 + 1u);
            }
            loop_init_2 = false;
            uint _e503 = l_mut_146_;
            if ((_e503 < l_25_)) {
            } else {
                break;
            }
            {
                double _e505 = l_mut_101_;
                double l_147_ = -(_e505);
                double _e507 = l_mut_143_;
                double l_148_ = -(_e507);
                double _e509 = l_mut_144_;
                double l_149_ = -(_e509);
                double _e511 = l_mut_145_;
                double l_150_ = -(_e511);
                uint l_3550_ = asuint(info.Load(8+0));
                uint l_3551_ = (l_3550_ * 1u);
                bool l_3552_ = (2u < l_3551_);
                uint l_3553_ = (l_3551_ - 1u);
                uint l_3554_ = min(2u, l_3553_);
                double l_3555_ = buffer_2_global.Load<double>(l_3554_*8);
                double l_152_ = (l_3552_ ? l_3555_ : 0.0L);
                uint l_153_ = naga_f2u32(l_152_);
                uint l_3557_ = asuint(info.Load(8+0));
                uint l_3558_ = (l_3557_ * 1u);
                bool l_3559_ = (3u < l_3558_);
                uint l_3560_ = (l_3558_ - 1u);
                uint l_3561_ = min(3u, l_3560_);
                double l_3562_ = buffer_2_global.Load<double>(l_3561_*8);
                double l_155_ = (l_3559_ ? l_3562_ : 0.0L);
                uint l_156_ = naga_f2u32(l_155_);
                uint l_3564_ = asuint(info.Load(8+0));
                uint l_3565_ = (l_3564_ * 1u);
                bool l_3566_ = (6u < l_3565_);
                uint l_3567_ = (l_3565_ - 1u);
                uint l_3568_ = min(6u, l_3567_);
                double l_3569_ = buffer_2_global.Load<double>(l_3568_*8);
                double l_158_ = (l_3566_ ? l_3569_ : 0.0L);
                double l_159_ = (l_147_ / l_158_);
                double l_160_ = (l_159_ + 0.5L);
                double l_161_ = floor(l_160_);
                double l_163_ = (l_161_ * 1.0L);
                l_mut_164_ = l_147_;
                l_mut_165_ = l_148_;
                l_mut_166_ = l_149_;
                l_mut_167_ = l_150_;
                l_mut_168_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e895 = l_mut_168_;
                        l_mut_168_ = (_e895 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e572 = l_mut_168_;
                    if ((_e572 < l_156_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e574 = l_mut_168_;
                        uint l_169_ = (6u + _e574);
                        uint l_3599_ = asuint(info.Load(8+0));
                        uint l_3600_ = (l_3599_ * 1u);
                        bool l_3601_ = (l_169_ < l_3600_);
                        uint l_3602_ = (l_3600_ - 1u);
                        uint l_3603_ = min(l_169_, l_3602_);
                        double l_3604_ = buffer_2_global.Load<double>(l_3603_*8);
                        double l_170_ = (l_3601_ ? l_3604_ : 0.0L);
                        double l_171_ = -(l_170_);
                        double l_172_ = (l_163_ * l_171_);
                        double _e593 = l_mut_164_;
                        double l_173_ = (_e593 + l_172_);
                        double l_174_ = (l_173_ * l_4_);
                        double _e596 = l_mut_164_;
                        double l_175_ = (l_174_ - _e596);
                        double l_176_ = (l_175_ * l_4_);
                        double l_177_ = (l_174_ - l_176_);
                        double l_178_ = (l_177_ * l_4_);
                        double _e601 = l_mut_164_;
                        double l_179_ = (_e601 - l_178_);
                        double l_180_ = (l_172_ - l_176_);
                        double l_181_ = (l_179_ + l_180_);
                        double _e605 = l_mut_165_;
                        double l_182_ = (_e605 + l_181_);
                        double l_183_ = (l_182_ * l_4_);
                        double _e608 = l_mut_165_;
                        double l_184_ = (l_183_ - _e608);
                        double l_185_ = (l_184_ * l_4_);
                        double l_186_ = (l_183_ - l_185_);
                        double l_187_ = (l_186_ * l_4_);
                        double _e613 = l_mut_165_;
                        double l_188_ = (_e613 - l_187_);
                        double l_189_ = (l_181_ - l_185_);
                        double l_190_ = (l_188_ + l_189_);
                        double _e617 = l_mut_166_;
                        double l_191_ = (_e617 + l_190_);
                        double l_192_ = (l_191_ * l_4_);
                        double _e620 = l_mut_166_;
                        double l_193_ = (l_192_ - _e620);
                        double l_194_ = (l_193_ * l_4_);
                        double l_195_ = (l_192_ - l_194_);
                        double l_196_ = (l_195_ * l_4_);
                        double _e625 = l_mut_166_;
                        double l_197_ = (_e625 - l_196_);
                        double l_198_ = (l_190_ - l_194_);
                        double l_199_ = (l_197_ + l_198_);
                        double _e629 = l_mut_167_;
                        double l_200_ = (_e629 + l_199_);
                        double l_201_ = (l_200_ * l_4_);
                        double _e632 = l_mut_167_;
                        double l_202_ = (l_201_ - _e632);
                        double l_203_ = (l_202_ * l_4_);
                        double l_204_ = (l_201_ - l_203_);
                        double l_205_ = (l_204_ * l_4_);
                        double _e637 = l_mut_167_;
                        double l_206_ = (_e637 - l_205_);
                        double l_207_ = (l_199_ - l_203_);
                        double l_208_ = (l_206_ + l_207_);
                        double l_209_ = (l_201_ + l_208_);
                        double l_210_ = (l_209_ * l_4_);
                        double l_211_ = (l_210_ - l_201_);
                        double l_212_ = (l_211_ * l_4_);
                        double l_213_ = (l_208_ - l_212_);
                        double l_214_ = (l_192_ + l_210_);
                        double l_215_ = (l_214_ * l_4_);
                        double l_216_ = (l_215_ - l_192_);
                        double l_217_ = (l_216_ * l_4_);
                        double l_218_ = (l_210_ - l_217_);
                        double l_219_ = (l_183_ + l_215_);
                        double l_220_ = (l_219_ * l_4_);
                        double l_221_ = (l_220_ - l_183_);
                        double l_222_ = (l_221_ * l_4_);
                        double l_223_ = (l_215_ - l_222_);
                        double l_224_ = (l_174_ + l_220_);
                        double l_225_ = (l_224_ * l_4_);
                        double l_226_ = (l_225_ - l_174_);
                        double l_227_ = (l_226_ * l_4_);
                        double l_228_ = (l_220_ - l_227_);
                        l_mut_229_ = 0.0L;
                        l_mut_230_ = 0.0L;
                        l_mut_231_ = 0.0L;
                        l_mut_232_ = 0.0L;
                        l_mut_233_ = l_225_;
                        l_mut_234_ = 0u;
                        double _e666 = l_mut_233_;
                        double l_235_ = (_e666 + l_228_);
                        double l_236_ = (l_235_ * l_4_);
                        double _e669 = l_mut_233_;
                        double l_237_ = (l_236_ - _e669);
                        double l_238_ = (l_237_ * l_4_);
                        double l_239_ = (l_228_ - l_238_);
                        uint _e673 = l_mut_234_;
                        bool l_240_ = (_e673 < 3u);
                        bool l_241_ = (l_239_ != 0.0L);
                        if (l_240_) {
                            local = l_241_;
                        } else {
                            local = false;
                        }
                        bool l_242_ = local;
                        uint _e682 = l_mut_234_;
                        bool l_243_ = (_e682 == 0u);
                        if (l_242_) {
                            local_1 = l_243_;
                        } else {
                            local_1 = false;
                        }
                        bool l_244_ = local_1;
                        double _e689 = l_mut_229_;
                        double l_245_ = (l_244_ ? l_236_ : _e689);
                        l_mut_229_ = l_245_;
                        uint _e691 = l_mut_234_;
                        bool l_246_ = (_e691 == 1u);
                        if (l_242_) {
                            local_2 = l_246_;
                        } else {
                            local_2 = false;
                        }
                        bool l_247_ = local_2;
                        double _e698 = l_mut_230_;
                        double l_248_ = (l_247_ ? l_236_ : _e698);
                        l_mut_230_ = l_248_;
                        uint _e700 = l_mut_234_;
                        bool l_249_ = (_e700 == 2u);
                        if (l_242_) {
                            local_3 = l_249_;
                        } else {
                            local_3 = false;
                        }
                        bool l_250_ = local_3;
                        double _e707 = l_mut_231_;
                        double l_251_ = (l_250_ ? l_236_ : _e707);
                        l_mut_231_ = l_251_;
                        double l_252_ = (l_242_ ? l_239_ : l_236_);
                        double _e710 = l_mut_233_;
                        double l_253_ = (_e710 + l_228_);
                        double l_254_ = (l_240_ ? l_252_ : l_253_);
                        l_mut_233_ = l_254_;
                        uint l_255_ = uint(l_242_);
                        uint _e714 = l_mut_234_;
                        l_mut_234_ = (_e714 + l_255_);
                        double _e716 = l_mut_233_;
                        double l_256_ = (_e716 + l_223_);
                        double l_257_ = (l_256_ * l_4_);
                        double _e719 = l_mut_233_;
                        double l_258_ = (l_257_ - _e719);
                        double l_259_ = (l_258_ * l_4_);
                        double l_260_ = (l_223_ - l_259_);
                        uint _e723 = l_mut_234_;
                        bool l_261_ = (_e723 < 3u);
                        bool l_262_ = (l_260_ != 0.0L);
                        if (l_261_) {
                            local_4 = l_262_;
                        } else {
                            local_4 = false;
                        }
                        bool l_263_ = local_4;
                        uint _e732 = l_mut_234_;
                        bool l_264_ = (_e732 == 0u);
                        if (l_263_) {
                            local_5 = l_264_;
                        } else {
                            local_5 = false;
                        }
                        bool l_265_ = local_5;
                        double _e739 = l_mut_229_;
                        double l_266_ = (l_265_ ? l_257_ : _e739);
                        l_mut_229_ = l_266_;
                        uint _e741 = l_mut_234_;
                        bool l_267_ = (_e741 == 1u);
                        if (l_263_) {
                            local_6 = l_267_;
                        } else {
                            local_6 = false;
                        }
                        bool l_268_ = local_6;
                        double _e748 = l_mut_230_;
                        double l_269_ = (l_268_ ? l_257_ : _e748);
                        l_mut_230_ = l_269_;
                        uint _e750 = l_mut_234_;
                        bool l_270_ = (_e750 == 2u);
                        if (l_263_) {
                            local_7 = l_270_;
                        } else {
                            local_7 = false;
                        }
                        bool l_271_ = local_7;
                        double _e757 = l_mut_231_;
                        double l_272_ = (l_271_ ? l_257_ : _e757);
                        l_mut_231_ = l_272_;
                        double l_273_ = (l_263_ ? l_260_ : l_257_);
                        double _e760 = l_mut_233_;
                        double l_274_ = (_e760 + l_223_);
                        double l_275_ = (l_261_ ? l_273_ : l_274_);
                        l_mut_233_ = l_275_;
                        uint l_276_ = uint(l_263_);
                        uint _e764 = l_mut_234_;
                        l_mut_234_ = (_e764 + l_276_);
                        double _e766 = l_mut_233_;
                        double l_277_ = (_e766 + l_218_);
                        double l_278_ = (l_277_ * l_4_);
                        double _e769 = l_mut_233_;
                        double l_279_ = (l_278_ - _e769);
                        double l_280_ = (l_279_ * l_4_);
                        double l_281_ = (l_218_ - l_280_);
                        uint _e773 = l_mut_234_;
                        bool l_282_ = (_e773 < 3u);
                        bool l_283_ = (l_281_ != 0.0L);
                        if (l_282_) {
                            local_8 = l_283_;
                        } else {
                            local_8 = false;
                        }
                        bool l_284_ = local_8;
                        uint _e782 = l_mut_234_;
                        bool l_285_ = (_e782 == 0u);
                        if (l_284_) {
                            local_9 = l_285_;
                        } else {
                            local_9 = false;
                        }
                        bool l_286_ = local_9;
                        double _e789 = l_mut_229_;
                        double l_287_ = (l_286_ ? l_278_ : _e789);
                        l_mut_229_ = l_287_;
                        uint _e791 = l_mut_234_;
                        bool l_288_ = (_e791 == 1u);
                        if (l_284_) {
                            local_10 = l_288_;
                        } else {
                            local_10 = false;
                        }
                        bool l_289_ = local_10;
                        double _e798 = l_mut_230_;
                        double l_290_ = (l_289_ ? l_278_ : _e798);
                        l_mut_230_ = l_290_;
                        uint _e800 = l_mut_234_;
                        bool l_291_ = (_e800 == 2u);
                        if (l_284_) {
                            local_11 = l_291_;
                        } else {
                            local_11 = false;
                        }
                        bool l_292_ = local_11;
                        double _e807 = l_mut_231_;
                        double l_293_ = (l_292_ ? l_278_ : _e807);
                        l_mut_231_ = l_293_;
                        double l_294_ = (l_284_ ? l_281_ : l_278_);
                        double _e810 = l_mut_233_;
                        double l_295_ = (_e810 + l_218_);
                        double l_296_ = (l_282_ ? l_294_ : l_295_);
                        l_mut_233_ = l_296_;
                        uint l_297_ = uint(l_284_);
                        uint _e814 = l_mut_234_;
                        l_mut_234_ = (_e814 + l_297_);
                        double _e816 = l_mut_233_;
                        double l_298_ = (_e816 + l_213_);
                        double l_299_ = (l_298_ * l_4_);
                        double _e819 = l_mut_233_;
                        double l_300_ = (l_299_ - _e819);
                        double l_301_ = (l_300_ * l_4_);
                        double l_302_ = (l_213_ - l_301_);
                        uint _e823 = l_mut_234_;
                        bool l_303_ = (_e823 < 3u);
                        bool l_304_ = (l_302_ != 0.0L);
                        if (l_303_) {
                            local_12 = l_304_;
                        } else {
                            local_12 = false;
                        }
                        bool l_305_ = local_12;
                        uint _e832 = l_mut_234_;
                        bool l_306_ = (_e832 == 0u);
                        if (l_305_) {
                            local_13 = l_306_;
                        } else {
                            local_13 = false;
                        }
                        bool l_307_ = local_13;
                        double _e839 = l_mut_229_;
                        double l_308_ = (l_307_ ? l_299_ : _e839);
                        l_mut_229_ = l_308_;
                        uint _e841 = l_mut_234_;
                        bool l_309_ = (_e841 == 1u);
                        if (l_305_) {
                            local_14 = l_309_;
                        } else {
                            local_14 = false;
                        }
                        bool l_310_ = local_14;
                        double _e848 = l_mut_230_;
                        double l_311_ = (l_310_ ? l_299_ : _e848);
                        l_mut_230_ = l_311_;
                        uint _e850 = l_mut_234_;
                        bool l_312_ = (_e850 == 2u);
                        if (l_305_) {
                            local_15 = l_312_;
                        } else {
                            local_15 = false;
                        }
                        bool l_313_ = local_15;
                        double _e857 = l_mut_231_;
                        double l_314_ = (l_313_ ? l_299_ : _e857);
                        l_mut_231_ = l_314_;
                        double l_315_ = (l_305_ ? l_302_ : l_299_);
                        double _e860 = l_mut_233_;
                        double l_316_ = (_e860 + l_213_);
                        double l_317_ = (l_303_ ? l_315_ : l_316_);
                        l_mut_233_ = l_317_;
                        uint l_318_ = uint(l_305_);
                        uint _e864 = l_mut_234_;
                        l_mut_234_ = (_e864 + l_318_);
                        uint _e866 = l_mut_234_;
                        bool l_319_ = (_e866 == 0u);
                        double _e869 = l_mut_229_;
                        double _e870 = l_mut_233_;
                        double l_320_ = (l_319_ ? _e870 : _e869);
                        l_mut_229_ = l_320_;
                        uint _e872 = l_mut_234_;
                        bool l_321_ = (_e872 == 1u);
                        double _e875 = l_mut_230_;
                        double _e876 = l_mut_233_;
                        double l_322_ = (l_321_ ? _e876 : _e875);
                        l_mut_230_ = l_322_;
                        uint _e878 = l_mut_234_;
                        bool l_323_ = (_e878 == 2u);
                        double _e881 = l_mut_231_;
                        double _e882 = l_mut_233_;
                        double l_324_ = (l_323_ ? _e882 : _e881);
                        l_mut_231_ = l_324_;
                        uint _e884 = l_mut_234_;
                        bool l_325_ = (_e884 == 3u);
                        double _e887 = l_mut_232_;
                        double _e888 = l_mut_233_;
                        double l_326_ = (l_325_ ? _e888 : _e887);
                        l_mut_232_ = l_326_;
                        double _e890 = l_mut_229_;
                        l_mut_164_ = _e890;
                        double _e891 = l_mut_230_;
                        l_mut_165_ = _e891;
                        double _e892 = l_mut_231_;
                        l_mut_166_ = _e892;
                        double _e893 = l_mut_232_;
                        l_mut_167_ = _e893;
                    }
                }
                double _e897 = l_mut_164_;
                double l_327_ = (_e897 * 0.00390625L);
                double _e900 = l_mut_165_;
                double l_328_ = (_e900 * 0.00390625L);
                double _e903 = l_mut_166_;
                double l_329_ = (_e903 * 0.00390625L);
                double _e906 = l_mut_167_;
                double l_330_ = (_e906 * 0.00390625L);
                uint l_331_ = (l_153_ - 1u);
                uint l_332_ = (6u + l_156_);
                uint l_3571_ = asuint(info.Load(8+0));
                uint l_3572_ = (l_3571_ * 1u);
                bool l_3573_ = (l_332_ < l_3572_);
                uint l_3574_ = (l_3572_ - 1u);
                uint l_3575_ = min(l_332_, l_3574_);
                double l_3576_ = buffer_2_global.Load<double>(l_3575_*8);
                double l_333_ = (l_3573_ ? l_3576_ : 0.0L);
                uint l_334_ = (l_332_ + 1u);
                uint l_3578_ = asuint(info.Load(8+0));
                uint l_3579_ = (l_3578_ * 1u);
                bool l_3580_ = (l_334_ < l_3579_);
                uint l_3581_ = (l_3579_ - 1u);
                uint l_3582_ = min(l_334_, l_3581_);
                double l_3583_ = buffer_2_global.Load<double>(l_3582_*8);
                double l_335_ = (l_3580_ ? l_3583_ : 0.0L);
                uint l_336_ = (l_332_ + 2u);
                uint l_3585_ = asuint(info.Load(8+0));
                uint l_3586_ = (l_3585_ * 1u);
                bool l_3587_ = (l_336_ < l_3586_);
                uint l_3588_ = (l_3586_ - 1u);
                uint l_3589_ = min(l_336_, l_3588_);
                double l_3590_ = buffer_2_global.Load<double>(l_3589_*8);
                double l_337_ = (l_3587_ ? l_3590_ : 0.0L);
                uint l_338_ = (l_332_ + 3u);
                uint l_3592_ = asuint(info.Load(8+0));
                uint l_3593_ = (l_3592_ * 1u);
                bool l_3594_ = (l_338_ < l_3593_);
                uint l_3595_ = (l_3593_ - 1u);
                uint l_3596_ = min(l_338_, l_3595_);
                double l_3597_ = buffer_2_global.Load<double>(l_3596_*8);
                double l_339_ = (l_3594_ ? l_3597_ : 0.0L);
                l_mut_233_ = l_333_;
                l_mut_232_ = l_335_;
                l_mut_231_ = l_337_;
                l_mut_230_ = l_339_;
                l_mut_340_ = 1u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e1943 = l_mut_340_;
                        l_mut_340_ = (_e1943 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e980 = l_mut_340_;
                    if ((_e980 < l_331_)) {
                    } else {
                        break;
                    }
                    {
                        double _e982 = l_mut_233_;
                        double l_341_ = (_e982 * l_327_);
                        double l_342_ = (l_341_ * l_4_);
                        double _e985 = l_mut_233_;
                        double l_343_ = (l_3_ * _e985);
                        double l_344_ = (l_343_ * l_4_);
                        double _e988 = l_mut_233_;
                        double l_345_ = (l_344_ - _e988);
                        double l_346_ = (l_345_ * l_4_);
                        double l_347_ = (l_344_ - l_346_);
                        double _e992 = l_mut_233_;
                        double l_348_ = (_e992 - l_347_);
                        double l_349_ = (l_3_ * l_327_);
                        double l_350_ = (l_349_ * l_4_);
                        double l_351_ = (l_350_ - l_327_);
                        double l_352_ = (l_351_ * l_4_);
                        double l_353_ = (l_350_ - l_352_);
                        double l_354_ = (l_327_ - l_353_);
                        double l_355_ = (l_347_ * l_353_);
                        double l_356_ = (l_355_ - l_342_);
                        double l_357_ = (l_347_ * l_354_);
                        double l_358_ = (l_356_ + l_357_);
                        double l_359_ = (l_348_ * l_353_);
                        double l_360_ = (l_358_ + l_359_);
                        double l_361_ = (l_348_ * l_354_);
                        double l_362_ = (l_360_ + l_361_);
                        double _e1008 = l_mut_233_;
                        double l_363_ = (_e1008 * l_328_);
                        double l_364_ = (l_363_ * l_4_);
                        double _e1011 = l_mut_233_;
                        double l_365_ = (l_3_ * _e1011);
                        double l_366_ = (l_365_ * l_4_);
                        double _e1014 = l_mut_233_;
                        double l_367_ = (l_366_ - _e1014);
                        double l_368_ = (l_367_ * l_4_);
                        double l_369_ = (l_366_ - l_368_);
                        double _e1018 = l_mut_233_;
                        double l_370_ = (_e1018 - l_369_);
                        double l_371_ = (l_3_ * l_328_);
                        double l_372_ = (l_371_ * l_4_);
                        double l_373_ = (l_372_ - l_328_);
                        double l_374_ = (l_373_ * l_4_);
                        double l_375_ = (l_372_ - l_374_);
                        double l_376_ = (l_328_ - l_375_);
                        double l_377_ = (l_369_ * l_375_);
                        double l_378_ = (l_377_ - l_364_);
                        double l_379_ = (l_369_ * l_376_);
                        double l_380_ = (l_378_ + l_379_);
                        double l_381_ = (l_370_ * l_375_);
                        double l_382_ = (l_380_ + l_381_);
                        double l_383_ = (l_370_ * l_376_);
                        double l_384_ = (l_382_ + l_383_);
                        double _e1034 = l_mut_232_;
                        double l_385_ = (_e1034 * l_327_);
                        double l_386_ = (l_385_ * l_4_);
                        double _e1037 = l_mut_232_;
                        double l_387_ = (l_3_ * _e1037);
                        double l_388_ = (l_387_ * l_4_);
                        double _e1040 = l_mut_232_;
                        double l_389_ = (l_388_ - _e1040);
                        double l_390_ = (l_389_ * l_4_);
                        double l_391_ = (l_388_ - l_390_);
                        double _e1044 = l_mut_232_;
                        double l_392_ = (_e1044 - l_391_);
                        double l_393_ = (l_3_ * l_327_);
                        double l_394_ = (l_393_ * l_4_);
                        double l_395_ = (l_394_ - l_327_);
                        double l_396_ = (l_395_ * l_4_);
                        double l_397_ = (l_394_ - l_396_);
                        double l_398_ = (l_327_ - l_397_);
                        double l_399_ = (l_391_ * l_397_);
                        double l_400_ = (l_399_ - l_386_);
                        double l_401_ = (l_391_ * l_398_);
                        double l_402_ = (l_400_ + l_401_);
                        double l_403_ = (l_392_ * l_397_);
                        double l_404_ = (l_402_ + l_403_);
                        double l_405_ = (l_392_ * l_398_);
                        double l_406_ = (l_404_ + l_405_);
                        double _e1060 = l_mut_233_;
                        double l_407_ = (_e1060 * l_329_);
                        double l_408_ = (l_407_ * l_4_);
                        double _e1063 = l_mut_233_;
                        double l_409_ = (l_3_ * _e1063);
                        double l_410_ = (l_409_ * l_4_);
                        double _e1066 = l_mut_233_;
                        double l_411_ = (l_410_ - _e1066);
                        double l_412_ = (l_411_ * l_4_);
                        double l_413_ = (l_410_ - l_412_);
                        double _e1070 = l_mut_233_;
                        double l_414_ = (_e1070 - l_413_);
                        double l_415_ = (l_3_ * l_329_);
                        double l_416_ = (l_415_ * l_4_);
                        double l_417_ = (l_416_ - l_329_);
                        double l_418_ = (l_417_ * l_4_);
                        double l_419_ = (l_416_ - l_418_);
                        double l_420_ = (l_329_ - l_419_);
                        double l_421_ = (l_413_ * l_419_);
                        double l_422_ = (l_421_ - l_408_);
                        double l_423_ = (l_413_ * l_420_);
                        double l_424_ = (l_422_ + l_423_);
                        double l_425_ = (l_414_ * l_419_);
                        double l_426_ = (l_424_ + l_425_);
                        double l_427_ = (l_414_ * l_420_);
                        double l_428_ = (l_426_ + l_427_);
                        double _e1086 = l_mut_232_;
                        double l_429_ = (_e1086 * l_328_);
                        double l_430_ = (l_429_ * l_4_);
                        double _e1089 = l_mut_232_;
                        double l_431_ = (l_3_ * _e1089);
                        double l_432_ = (l_431_ * l_4_);
                        double _e1092 = l_mut_232_;
                        double l_433_ = (l_432_ - _e1092);
                        double l_434_ = (l_433_ * l_4_);
                        double l_435_ = (l_432_ - l_434_);
                        double _e1096 = l_mut_232_;
                        double l_436_ = (_e1096 - l_435_);
                        double l_437_ = (l_3_ * l_328_);
                        double l_438_ = (l_437_ * l_4_);
                        double l_439_ = (l_438_ - l_328_);
                        double l_440_ = (l_439_ * l_4_);
                        double l_441_ = (l_438_ - l_440_);
                        double l_442_ = (l_328_ - l_441_);
                        double l_443_ = (l_435_ * l_441_);
                        double l_444_ = (l_443_ - l_430_);
                        double l_445_ = (l_435_ * l_442_);
                        double l_446_ = (l_444_ + l_445_);
                        double l_447_ = (l_436_ * l_441_);
                        double l_448_ = (l_446_ + l_447_);
                        double l_449_ = (l_436_ * l_442_);
                        double l_450_ = (l_448_ + l_449_);
                        double _e1112 = l_mut_231_;
                        double l_451_ = (_e1112 * l_327_);
                        double l_452_ = (l_451_ * l_4_);
                        double _e1115 = l_mut_231_;
                        double l_453_ = (l_3_ * _e1115);
                        double l_454_ = (l_453_ * l_4_);
                        double _e1118 = l_mut_231_;
                        double l_455_ = (l_454_ - _e1118);
                        double l_456_ = (l_455_ * l_4_);
                        double l_457_ = (l_454_ - l_456_);
                        double _e1122 = l_mut_231_;
                        double l_458_ = (_e1122 - l_457_);
                        double l_459_ = (l_3_ * l_327_);
                        double l_460_ = (l_459_ * l_4_);
                        double l_461_ = (l_460_ - l_327_);
                        double l_462_ = (l_461_ * l_4_);
                        double l_463_ = (l_460_ - l_462_);
                        double l_464_ = (l_327_ - l_463_);
                        double l_465_ = (l_457_ * l_463_);
                        double l_466_ = (l_465_ - l_452_);
                        double l_467_ = (l_457_ * l_464_);
                        double l_468_ = (l_466_ + l_467_);
                        double l_469_ = (l_458_ * l_463_);
                        double l_470_ = (l_468_ + l_469_);
                        double l_471_ = (l_458_ * l_464_);
                        double l_472_ = (l_470_ + l_471_);
                        double l_473_ = (l_364_ + l_386_);
                        double l_474_ = (l_473_ * l_4_);
                        double l_475_ = (l_474_ - l_364_);
                        double l_476_ = (l_475_ * l_4_);
                        double l_477_ = (l_474_ - l_476_);
                        double l_478_ = (l_477_ * l_4_);
                        double l_479_ = (l_364_ - l_478_);
                        double l_480_ = (l_386_ - l_476_);
                        double l_481_ = (l_479_ + l_480_);
                        double l_482_ = (l_362_ + l_474_);
                        double l_483_ = (l_482_ * l_4_);
                        double l_484_ = (l_483_ - l_362_);
                        double l_485_ = (l_484_ * l_4_);
                        double l_486_ = (l_483_ - l_485_);
                        double l_487_ = (l_486_ * l_4_);
                        double l_488_ = (l_362_ - l_487_);
                        double l_489_ = (l_474_ - l_485_);
                        double l_490_ = (l_488_ + l_489_);
                        double l_491_ = (l_481_ + l_490_);
                        double l_492_ = (l_491_ * l_4_);
                        double l_493_ = (l_492_ - l_481_);
                        double l_494_ = (l_493_ * l_4_);
                        double l_495_ = (l_492_ - l_494_);
                        double l_496_ = (l_495_ * l_4_);
                        double l_497_ = (l_481_ - l_496_);
                        double l_498_ = (l_490_ - l_494_);
                        double l_499_ = (l_497_ + l_498_);
                        double l_500_ = (l_492_ + l_384_);
                        double l_501_ = (l_500_ * l_4_);
                        double l_502_ = (l_501_ - l_492_);
                        double l_503_ = (l_502_ * l_4_);
                        double l_504_ = (l_501_ - l_503_);
                        double l_505_ = (l_504_ * l_4_);
                        double l_506_ = (l_492_ - l_505_);
                        double l_507_ = (l_384_ - l_503_);
                        double l_508_ = (l_506_ + l_507_);
                        double l_509_ = (l_406_ + l_501_);
                        double l_510_ = (l_509_ * l_4_);
                        double l_511_ = (l_510_ - l_406_);
                        double l_512_ = (l_511_ * l_4_);
                        double l_513_ = (l_510_ - l_512_);
                        double l_514_ = (l_513_ * l_4_);
                        double l_515_ = (l_406_ - l_514_);
                        double l_516_ = (l_501_ - l_512_);
                        double l_517_ = (l_515_ + l_516_);
                        double l_518_ = (l_508_ + l_517_);
                        double l_519_ = (l_518_ * l_4_);
                        double l_520_ = (l_519_ - l_508_);
                        double l_521_ = (l_520_ * l_4_);
                        double l_522_ = (l_519_ - l_521_);
                        double l_523_ = (l_522_ * l_4_);
                        double l_524_ = (l_508_ - l_523_);
                        double l_525_ = (l_517_ - l_521_);
                        double l_526_ = (l_524_ + l_525_);
                        double l_527_ = (l_408_ + l_430_);
                        double l_528_ = (l_527_ * l_4_);
                        double l_529_ = (l_528_ - l_408_);
                        double l_530_ = (l_529_ * l_4_);
                        double l_531_ = (l_528_ - l_530_);
                        double l_532_ = (l_531_ * l_4_);
                        double l_533_ = (l_408_ - l_532_);
                        double l_534_ = (l_430_ - l_530_);
                        double l_535_ = (l_533_ + l_534_);
                        double l_536_ = (l_452_ + l_528_);
                        double l_537_ = (l_536_ * l_4_);
                        double l_538_ = (l_537_ - l_452_);
                        double l_539_ = (l_538_ * l_4_);
                        double l_540_ = (l_537_ - l_539_);
                        double l_541_ = (l_540_ * l_4_);
                        double l_542_ = (l_452_ - l_541_);
                        double l_543_ = (l_528_ - l_539_);
                        double l_544_ = (l_542_ + l_543_);
                        double l_545_ = (l_535_ + l_544_);
                        double l_546_ = (l_545_ * l_4_);
                        double l_547_ = (l_546_ - l_535_);
                        double l_548_ = (l_547_ * l_4_);
                        double l_549_ = (l_546_ - l_548_);
                        double l_550_ = (l_549_ * l_4_);
                        double l_551_ = (l_535_ - l_550_);
                        double l_552_ = (l_544_ - l_548_);
                        double l_553_ = (l_551_ + l_552_);
                        double l_554_ = (l_510_ + l_537_);
                        double l_555_ = (l_554_ * l_4_);
                        double l_556_ = (l_555_ - l_510_);
                        double l_557_ = (l_556_ * l_4_);
                        double l_558_ = (l_555_ - l_557_);
                        double l_559_ = (l_558_ * l_4_);
                        double l_560_ = (l_510_ - l_559_);
                        double l_561_ = (l_537_ - l_557_);
                        double l_562_ = (l_560_ + l_561_);
                        double l_563_ = (l_519_ + l_546_);
                        double l_564_ = (l_563_ * l_4_);
                        double l_565_ = (l_564_ - l_519_);
                        double l_566_ = (l_565_ * l_4_);
                        double l_567_ = (l_564_ - l_566_);
                        double l_568_ = (l_567_ * l_4_);
                        double l_569_ = (l_519_ - l_568_);
                        double l_570_ = (l_546_ - l_566_);
                        double l_571_ = (l_569_ + l_570_);
                        double l_572_ = (l_564_ + l_562_);
                        double l_573_ = (l_572_ * l_4_);
                        double l_574_ = (l_573_ - l_564_);
                        double l_575_ = (l_574_ * l_4_);
                        double l_576_ = (l_573_ - l_575_);
                        double l_577_ = (l_576_ * l_4_);
                        double l_578_ = (l_564_ - l_577_);
                        double l_579_ = (l_562_ - l_575_);
                        double l_580_ = (l_578_ + l_579_);
                        double l_581_ = (l_526_ + l_553_);
                        double l_582_ = (l_580_ + l_571_);
                        double l_583_ = (l_581_ + l_582_);
                        double _e1249 = l_mut_233_;
                        double l_584_ = (_e1249 * l_330_);
                        double _e1251 = l_mut_232_;
                        double l_585_ = (_e1251 * l_329_);
                        double l_586_ = (l_584_ + l_585_);
                        double _e1254 = l_mut_231_;
                        double l_587_ = (_e1254 * l_328_);
                        double _e1256 = l_mut_230_;
                        double l_588_ = (_e1256 * l_327_);
                        double l_589_ = (l_587_ + l_588_);
                        double l_590_ = (l_586_ + l_589_);
                        double l_591_ = (l_499_ + l_428_);
                        double l_592_ = (l_450_ + l_472_);
                        double l_593_ = (l_591_ + l_592_);
                        double l_594_ = (l_590_ + l_593_);
                        double l_595_ = (l_573_ + l_594_);
                        double l_596_ = (l_595_ + l_583_);
                        double l_597_ = (l_596_ * l_4_);
                        double l_598_ = (l_597_ - l_595_);
                        double l_599_ = (l_598_ * l_4_);
                        double l_600_ = (l_583_ - l_599_);
                        double l_601_ = (l_555_ + l_597_);
                        double l_602_ = (l_601_ * l_4_);
                        double l_603_ = (l_602_ - l_555_);
                        double l_604_ = (l_603_ * l_4_);
                        double l_605_ = (l_597_ - l_604_);
                        double l_606_ = (l_483_ + l_602_);
                        double l_607_ = (l_606_ * l_4_);
                        double l_608_ = (l_607_ - l_483_);
                        double l_609_ = (l_608_ * l_4_);
                        double l_610_ = (l_602_ - l_609_);
                        double l_611_ = (l_342_ + l_607_);
                        double l_612_ = (l_611_ * l_4_);
                        double l_613_ = (l_612_ - l_342_);
                        double l_614_ = (l_613_ * l_4_);
                        double l_615_ = (l_607_ - l_614_);
                        l_mut_229_ = 0.0L;
                        l_mut_167_ = 0.0L;
                        l_mut_166_ = 0.0L;
                        l_mut_165_ = 0.0L;
                        l_mut_164_ = l_612_;
                        l_mut_234_ = 0u;
                        double _e1290 = l_mut_164_;
                        double l_616_ = (_e1290 + l_615_);
                        double l_617_ = (l_616_ * l_4_);
                        double _e1293 = l_mut_164_;
                        double l_618_ = (l_617_ - _e1293);
                        double l_619_ = (l_618_ * l_4_);
                        double l_620_ = (l_615_ - l_619_);
                        uint _e1297 = l_mut_234_;
                        bool l_621_ = (_e1297 < 3u);
                        bool l_622_ = (l_620_ != 0.0L);
                        if (l_621_) {
                            local_16 = l_622_;
                        } else {
                            local_16 = false;
                        }
                        bool l_623_ = local_16;
                        uint _e1306 = l_mut_234_;
                        bool l_624_ = (_e1306 == 0u);
                        if (l_623_) {
                            local_17 = l_624_;
                        } else {
                            local_17 = false;
                        }
                        bool l_625_ = local_17;
                        double _e1313 = l_mut_229_;
                        double l_626_ = (l_625_ ? l_617_ : _e1313);
                        l_mut_229_ = l_626_;
                        uint _e1315 = l_mut_234_;
                        bool l_627_ = (_e1315 == 1u);
                        if (l_623_) {
                            local_18 = l_627_;
                        } else {
                            local_18 = false;
                        }
                        bool l_628_ = local_18;
                        double _e1322 = l_mut_167_;
                        double l_629_ = (l_628_ ? l_617_ : _e1322);
                        l_mut_167_ = l_629_;
                        uint _e1324 = l_mut_234_;
                        bool l_630_ = (_e1324 == 2u);
                        if (l_623_) {
                            local_19 = l_630_;
                        } else {
                            local_19 = false;
                        }
                        bool l_631_ = local_19;
                        double _e1331 = l_mut_166_;
                        double l_632_ = (l_631_ ? l_617_ : _e1331);
                        l_mut_166_ = l_632_;
                        double l_633_ = (l_623_ ? l_620_ : l_617_);
                        double _e1334 = l_mut_164_;
                        double l_634_ = (_e1334 + l_615_);
                        double l_635_ = (l_621_ ? l_633_ : l_634_);
                        l_mut_164_ = l_635_;
                        uint l_636_ = uint(l_623_);
                        uint _e1338 = l_mut_234_;
                        l_mut_234_ = (_e1338 + l_636_);
                        double _e1340 = l_mut_164_;
                        double l_637_ = (_e1340 + l_610_);
                        double l_638_ = (l_637_ * l_4_);
                        double _e1343 = l_mut_164_;
                        double l_639_ = (l_638_ - _e1343);
                        double l_640_ = (l_639_ * l_4_);
                        double l_641_ = (l_610_ - l_640_);
                        uint _e1347 = l_mut_234_;
                        bool l_642_ = (_e1347 < 3u);
                        bool l_643_ = (l_641_ != 0.0L);
                        if (l_642_) {
                            local_20 = l_643_;
                        } else {
                            local_20 = false;
                        }
                        bool l_644_ = local_20;
                        uint _e1356 = l_mut_234_;
                        bool l_645_ = (_e1356 == 0u);
                        if (l_644_) {
                            local_21 = l_645_;
                        } else {
                            local_21 = false;
                        }
                        bool l_646_ = local_21;
                        double _e1363 = l_mut_229_;
                        double l_647_ = (l_646_ ? l_638_ : _e1363);
                        l_mut_229_ = l_647_;
                        uint _e1365 = l_mut_234_;
                        bool l_648_ = (_e1365 == 1u);
                        if (l_644_) {
                            local_22 = l_648_;
                        } else {
                            local_22 = false;
                        }
                        bool l_649_ = local_22;
                        double _e1372 = l_mut_167_;
                        double l_650_ = (l_649_ ? l_638_ : _e1372);
                        l_mut_167_ = l_650_;
                        uint _e1374 = l_mut_234_;
                        bool l_651_ = (_e1374 == 2u);
                        if (l_644_) {
                            local_23 = l_651_;
                        } else {
                            local_23 = false;
                        }
                        bool l_652_ = local_23;
                        double _e1381 = l_mut_166_;
                        double l_653_ = (l_652_ ? l_638_ : _e1381);
                        l_mut_166_ = l_653_;
                        double l_654_ = (l_644_ ? l_641_ : l_638_);
                        double _e1384 = l_mut_164_;
                        double l_655_ = (_e1384 + l_610_);
                        double l_656_ = (l_642_ ? l_654_ : l_655_);
                        l_mut_164_ = l_656_;
                        uint l_657_ = uint(l_644_);
                        uint _e1388 = l_mut_234_;
                        l_mut_234_ = (_e1388 + l_657_);
                        double _e1390 = l_mut_164_;
                        double l_658_ = (_e1390 + l_605_);
                        double l_659_ = (l_658_ * l_4_);
                        double _e1393 = l_mut_164_;
                        double l_660_ = (l_659_ - _e1393);
                        double l_661_ = (l_660_ * l_4_);
                        double l_662_ = (l_605_ - l_661_);
                        uint _e1397 = l_mut_234_;
                        bool l_663_ = (_e1397 < 3u);
                        bool l_664_ = (l_662_ != 0.0L);
                        if (l_663_) {
                            local_24 = l_664_;
                        } else {
                            local_24 = false;
                        }
                        bool l_665_ = local_24;
                        uint _e1406 = l_mut_234_;
                        bool l_666_ = (_e1406 == 0u);
                        if (l_665_) {
                            local_25 = l_666_;
                        } else {
                            local_25 = false;
                        }
                        bool l_667_ = local_25;
                        double _e1413 = l_mut_229_;
                        double l_668_ = (l_667_ ? l_659_ : _e1413);
                        l_mut_229_ = l_668_;
                        uint _e1415 = l_mut_234_;
                        bool l_669_ = (_e1415 == 1u);
                        if (l_665_) {
                            local_26 = l_669_;
                        } else {
                            local_26 = false;
                        }
                        bool l_670_ = local_26;
                        double _e1422 = l_mut_167_;
                        double l_671_ = (l_670_ ? l_659_ : _e1422);
                        l_mut_167_ = l_671_;
                        uint _e1424 = l_mut_234_;
                        bool l_672_ = (_e1424 == 2u);
                        if (l_665_) {
                            local_27 = l_672_;
                        } else {
                            local_27 = false;
                        }
                        bool l_673_ = local_27;
                        double _e1431 = l_mut_166_;
                        double l_674_ = (l_673_ ? l_659_ : _e1431);
                        l_mut_166_ = l_674_;
                        double l_675_ = (l_665_ ? l_662_ : l_659_);
                        double _e1434 = l_mut_164_;
                        double l_676_ = (_e1434 + l_605_);
                        double l_677_ = (l_663_ ? l_675_ : l_676_);
                        l_mut_164_ = l_677_;
                        uint l_678_ = uint(l_665_);
                        uint _e1438 = l_mut_234_;
                        l_mut_234_ = (_e1438 + l_678_);
                        double _e1440 = l_mut_164_;
                        double l_679_ = (_e1440 + l_600_);
                        double l_680_ = (l_679_ * l_4_);
                        double _e1443 = l_mut_164_;
                        double l_681_ = (l_680_ - _e1443);
                        double l_682_ = (l_681_ * l_4_);
                        double l_683_ = (l_600_ - l_682_);
                        uint _e1447 = l_mut_234_;
                        bool l_684_ = (_e1447 < 3u);
                        bool l_685_ = (l_683_ != 0.0L);
                        if (l_684_) {
                            local_28 = l_685_;
                        } else {
                            local_28 = false;
                        }
                        bool l_686_ = local_28;
                        uint _e1456 = l_mut_234_;
                        bool l_687_ = (_e1456 == 0u);
                        if (l_686_) {
                            local_29 = l_687_;
                        } else {
                            local_29 = false;
                        }
                        bool l_688_ = local_29;
                        double _e1463 = l_mut_229_;
                        double l_689_ = (l_688_ ? l_680_ : _e1463);
                        l_mut_229_ = l_689_;
                        uint _e1465 = l_mut_234_;
                        bool l_690_ = (_e1465 == 1u);
                        if (l_686_) {
                            local_30 = l_690_;
                        } else {
                            local_30 = false;
                        }
                        bool l_691_ = local_30;
                        double _e1472 = l_mut_167_;
                        double l_692_ = (l_691_ ? l_680_ : _e1472);
                        l_mut_167_ = l_692_;
                        uint _e1474 = l_mut_234_;
                        bool l_693_ = (_e1474 == 2u);
                        if (l_686_) {
                            local_31 = l_693_;
                        } else {
                            local_31 = false;
                        }
                        bool l_694_ = local_31;
                        double _e1481 = l_mut_166_;
                        double l_695_ = (l_694_ ? l_680_ : _e1481);
                        l_mut_166_ = l_695_;
                        double l_696_ = (l_686_ ? l_683_ : l_680_);
                        double _e1484 = l_mut_164_;
                        double l_697_ = (_e1484 + l_600_);
                        double l_698_ = (l_684_ ? l_696_ : l_697_);
                        l_mut_164_ = l_698_;
                        uint l_699_ = uint(l_686_);
                        uint _e1488 = l_mut_234_;
                        l_mut_234_ = (_e1488 + l_699_);
                        uint _e1490 = l_mut_234_;
                        bool l_700_ = (_e1490 == 0u);
                        double _e1493 = l_mut_229_;
                        double _e1494 = l_mut_164_;
                        double l_701_ = (l_700_ ? _e1494 : _e1493);
                        l_mut_229_ = l_701_;
                        uint _e1496 = l_mut_234_;
                        bool l_702_ = (_e1496 == 1u);
                        double _e1499 = l_mut_167_;
                        double _e1500 = l_mut_164_;
                        double l_703_ = (l_702_ ? _e1500 : _e1499);
                        l_mut_167_ = l_703_;
                        uint _e1502 = l_mut_234_;
                        bool l_704_ = (_e1502 == 2u);
                        double _e1505 = l_mut_166_;
                        double _e1506 = l_mut_164_;
                        double l_705_ = (l_704_ ? _e1506 : _e1505);
                        l_mut_166_ = l_705_;
                        uint _e1508 = l_mut_234_;
                        bool l_706_ = (_e1508 == 3u);
                        double _e1511 = l_mut_165_;
                        double _e1512 = l_mut_164_;
                        double l_707_ = (l_706_ ? _e1512 : _e1511);
                        l_mut_165_ = l_707_;
                        uint _e1515 = l_mut_340_;
                        uint l_708_ = (4u * _e1515);
                        uint l_709_ = (l_332_ + l_708_);
                        uint l_3606_ = asuint(info.Load(8+0));
                        uint l_3607_ = (l_3606_ * 1u);
                        bool l_3608_ = (l_709_ < l_3607_);
                        uint l_3609_ = (l_3607_ - 1u);
                        uint l_3610_ = min(l_709_, l_3609_);
                        double l_3611_ = buffer_2_global.Load<double>(l_3610_*8);
                        double l_710_ = (l_3608_ ? l_3611_ : 0.0L);
                        uint l_711_ = (l_709_ + 1u);
                        uint l_3613_ = asuint(info.Load(8+0));
                        uint l_3614_ = (l_3613_ * 1u);
                        bool l_3615_ = (l_711_ < l_3614_);
                        uint l_3616_ = (l_3614_ - 1u);
                        uint l_3617_ = min(l_711_, l_3616_);
                        double l_3618_ = buffer_2_global.Load<double>(l_3617_*8);
                        double l_712_ = (l_3615_ ? l_3618_ : 0.0L);
                        uint l_713_ = (l_709_ + 2u);
                        uint l_3620_ = asuint(info.Load(8+0));
                        uint l_3621_ = (l_3620_ * 1u);
                        bool l_3622_ = (l_713_ < l_3621_);
                        uint l_3623_ = (l_3621_ - 1u);
                        uint l_3624_ = min(l_713_, l_3623_);
                        double l_3625_ = buffer_2_global.Load<double>(l_3624_*8);
                        double l_714_ = (l_3622_ ? l_3625_ : 0.0L);
                        uint l_715_ = (l_709_ + 3u);
                        uint l_3627_ = asuint(info.Load(8+0));
                        uint l_3628_ = (l_3627_ * 1u);
                        bool l_3629_ = (l_715_ < l_3628_);
                        uint l_3630_ = (l_3628_ - 1u);
                        uint l_3631_ = min(l_715_, l_3630_);
                        double l_3632_ = buffer_2_global.Load<double>(l_3631_*8);
                        double l_716_ = (l_3629_ ? l_3632_ : 0.0L);
                        double _e1584 = l_mut_229_;
                        double l_717_ = (_e1584 + l_710_);
                        double l_718_ = (l_717_ * l_4_);
                        double _e1587 = l_mut_229_;
                        double l_719_ = (l_718_ - _e1587);
                        double l_720_ = (l_719_ * l_4_);
                        double l_721_ = (l_718_ - l_720_);
                        double l_722_ = (l_721_ * l_4_);
                        double _e1592 = l_mut_229_;
                        double l_723_ = (_e1592 - l_722_);
                        double l_724_ = (l_710_ - l_720_);
                        double l_725_ = (l_723_ + l_724_);
                        double _e1596 = l_mut_167_;
                        double l_726_ = (_e1596 + l_712_);
                        double l_727_ = (l_726_ * l_4_);
                        double _e1599 = l_mut_167_;
                        double l_728_ = (l_727_ - _e1599);
                        double l_729_ = (l_728_ * l_4_);
                        double l_730_ = (l_727_ - l_729_);
                        double l_731_ = (l_730_ * l_4_);
                        double _e1604 = l_mut_167_;
                        double l_732_ = (_e1604 - l_731_);
                        double l_733_ = (l_712_ - l_729_);
                        double l_734_ = (l_732_ + l_733_);
                        double _e1608 = l_mut_166_;
                        double l_735_ = (_e1608 + l_714_);
                        double l_736_ = (l_735_ * l_4_);
                        double _e1611 = l_mut_166_;
                        double l_737_ = (l_736_ - _e1611);
                        double l_738_ = (l_737_ * l_4_);
                        double l_739_ = (l_736_ - l_738_);
                        double l_740_ = (l_739_ * l_4_);
                        double _e1616 = l_mut_166_;
                        double l_741_ = (_e1616 - l_740_);
                        double l_742_ = (l_714_ - l_738_);
                        double l_743_ = (l_741_ + l_742_);
                        double _e1620 = l_mut_165_;
                        double l_744_ = (_e1620 + l_716_);
                        double l_745_ = (l_744_ * l_4_);
                        double _e1623 = l_mut_165_;
                        double l_746_ = (l_745_ - _e1623);
                        double l_747_ = (l_746_ * l_4_);
                        double l_748_ = (l_745_ - l_747_);
                        double l_749_ = (l_748_ * l_4_);
                        double _e1628 = l_mut_165_;
                        double l_750_ = (_e1628 - l_749_);
                        double l_751_ = (l_716_ - l_747_);
                        double l_752_ = (l_750_ + l_751_);
                        double l_753_ = (l_727_ + l_725_);
                        double l_754_ = (l_753_ * l_4_);
                        double l_755_ = (l_754_ - l_727_);
                        double l_756_ = (l_755_ * l_4_);
                        double l_757_ = (l_754_ - l_756_);
                        double l_758_ = (l_757_ * l_4_);
                        double l_759_ = (l_727_ - l_758_);
                        double l_760_ = (l_725_ - l_756_);
                        double l_761_ = (l_759_ + l_760_);
                        double l_762_ = (l_736_ + l_761_);
                        double l_763_ = (l_762_ * l_4_);
                        double l_764_ = (l_763_ - l_736_);
                        double l_765_ = (l_764_ * l_4_);
                        double l_766_ = (l_763_ - l_765_);
                        double l_767_ = (l_766_ * l_4_);
                        double l_768_ = (l_736_ - l_767_);
                        double l_769_ = (l_761_ - l_765_);
                        double l_770_ = (l_768_ + l_769_);
                        double l_771_ = (l_734_ + l_763_);
                        double l_772_ = (l_771_ * l_4_);
                        double l_773_ = (l_772_ - l_734_);
                        double l_774_ = (l_773_ * l_4_);
                        double l_775_ = (l_772_ - l_774_);
                        double l_776_ = (l_775_ * l_4_);
                        double l_777_ = (l_734_ - l_776_);
                        double l_778_ = (l_763_ - l_774_);
                        double l_779_ = (l_777_ + l_778_);
                        double l_780_ = (l_770_ + l_779_);
                        double l_781_ = (l_780_ * l_4_);
                        double l_782_ = (l_781_ - l_770_);
                        double l_783_ = (l_782_ * l_4_);
                        double l_784_ = (l_781_ - l_783_);
                        double l_785_ = (l_784_ * l_4_);
                        double l_786_ = (l_770_ - l_785_);
                        double l_787_ = (l_779_ - l_783_);
                        double l_788_ = (l_786_ + l_787_);
                        double l_789_ = (l_745_ + l_781_);
                        double l_790_ = (l_789_ * l_4_);
                        double l_791_ = (l_790_ - l_745_);
                        double l_792_ = (l_791_ * l_4_);
                        double l_793_ = (l_790_ - l_792_);
                        double l_794_ = (l_793_ * l_4_);
                        double l_795_ = (l_745_ - l_794_);
                        double l_796_ = (l_781_ - l_792_);
                        double l_797_ = (l_795_ + l_796_);
                        double l_798_ = (l_743_ + l_790_);
                        double l_799_ = (l_798_ * l_4_);
                        double l_800_ = (l_799_ - l_743_);
                        double l_801_ = (l_800_ * l_4_);
                        double l_802_ = (l_799_ - l_801_);
                        double l_803_ = (l_802_ * l_4_);
                        double l_804_ = (l_743_ - l_803_);
                        double l_805_ = (l_790_ - l_801_);
                        double l_806_ = (l_804_ + l_805_);
                        double l_807_ = (l_797_ + l_806_);
                        double l_808_ = (l_807_ + l_788_);
                        double l_809_ = (l_808_ + l_752_);
                        double l_810_ = (l_799_ + l_809_);
                        double l_811_ = (l_810_ * l_4_);
                        double l_812_ = (l_811_ - l_799_);
                        double l_813_ = (l_812_ * l_4_);
                        double l_814_ = (l_809_ - l_813_);
                        double l_815_ = (l_772_ + l_811_);
                        double l_816_ = (l_815_ * l_4_);
                        double l_817_ = (l_816_ - l_772_);
                        double l_818_ = (l_817_ * l_4_);
                        double l_819_ = (l_811_ - l_818_);
                        double l_820_ = (l_754_ + l_816_);
                        double l_821_ = (l_820_ * l_4_);
                        double l_822_ = (l_821_ - l_754_);
                        double l_823_ = (l_822_ * l_4_);
                        double l_824_ = (l_816_ - l_823_);
                        double l_825_ = (l_718_ + l_821_);
                        double l_826_ = (l_825_ * l_4_);
                        double l_827_ = (l_826_ - l_718_);
                        double l_828_ = (l_827_ * l_4_);
                        double l_829_ = (l_821_ - l_828_);
                        l_mut_164_ = 0.0L;
                        l_mut_830_ = 0.0L;
                        l_mut_831_ = 0.0L;
                        l_mut_832_ = 0.0L;
                        l_mut_833_ = l_826_;
                        l_mut_234_ = 0u;
                        double _e1714 = l_mut_833_;
                        double l_834_ = (_e1714 + l_829_);
                        double l_835_ = (l_834_ * l_4_);
                        double _e1717 = l_mut_833_;
                        double l_836_ = (l_835_ - _e1717);
                        double l_837_ = (l_836_ * l_4_);
                        double l_838_ = (l_829_ - l_837_);
                        uint _e1721 = l_mut_234_;
                        bool l_839_ = (_e1721 < 3u);
                        bool l_840_ = (l_838_ != 0.0L);
                        if (l_839_) {
                            local_32 = l_840_;
                        } else {
                            local_32 = false;
                        }
                        bool l_841_ = local_32;
                        uint _e1730 = l_mut_234_;
                        bool l_842_ = (_e1730 == 0u);
                        if (l_841_) {
                            local_33 = l_842_;
                        } else {
                            local_33 = false;
                        }
                        bool l_843_ = local_33;
                        double _e1737 = l_mut_164_;
                        double l_844_ = (l_843_ ? l_835_ : _e1737);
                        l_mut_164_ = l_844_;
                        uint _e1739 = l_mut_234_;
                        bool l_845_ = (_e1739 == 1u);
                        if (l_841_) {
                            local_34 = l_845_;
                        } else {
                            local_34 = false;
                        }
                        bool l_846_ = local_34;
                        double _e1746 = l_mut_830_;
                        double l_847_ = (l_846_ ? l_835_ : _e1746);
                        l_mut_830_ = l_847_;
                        uint _e1748 = l_mut_234_;
                        bool l_848_ = (_e1748 == 2u);
                        if (l_841_) {
                            local_35 = l_848_;
                        } else {
                            local_35 = false;
                        }
                        bool l_849_ = local_35;
                        double _e1755 = l_mut_831_;
                        double l_850_ = (l_849_ ? l_835_ : _e1755);
                        l_mut_831_ = l_850_;
                        double l_851_ = (l_841_ ? l_838_ : l_835_);
                        double _e1758 = l_mut_833_;
                        double l_852_ = (_e1758 + l_829_);
                        double l_853_ = (l_839_ ? l_851_ : l_852_);
                        l_mut_833_ = l_853_;
                        uint l_854_ = uint(l_841_);
                        uint _e1762 = l_mut_234_;
                        l_mut_234_ = (_e1762 + l_854_);
                        double _e1764 = l_mut_833_;
                        double l_855_ = (_e1764 + l_824_);
                        double l_856_ = (l_855_ * l_4_);
                        double _e1767 = l_mut_833_;
                        double l_857_ = (l_856_ - _e1767);
                        double l_858_ = (l_857_ * l_4_);
                        double l_859_ = (l_824_ - l_858_);
                        uint _e1771 = l_mut_234_;
                        bool l_860_ = (_e1771 < 3u);
                        bool l_861_ = (l_859_ != 0.0L);
                        if (l_860_) {
                            local_36 = l_861_;
                        } else {
                            local_36 = false;
                        }
                        bool l_862_ = local_36;
                        uint _e1780 = l_mut_234_;
                        bool l_863_ = (_e1780 == 0u);
                        if (l_862_) {
                            local_37 = l_863_;
                        } else {
                            local_37 = false;
                        }
                        bool l_864_ = local_37;
                        double _e1787 = l_mut_164_;
                        double l_865_ = (l_864_ ? l_856_ : _e1787);
                        l_mut_164_ = l_865_;
                        uint _e1789 = l_mut_234_;
                        bool l_866_ = (_e1789 == 1u);
                        if (l_862_) {
                            local_38 = l_866_;
                        } else {
                            local_38 = false;
                        }
                        bool l_867_ = local_38;
                        double _e1796 = l_mut_830_;
                        double l_868_ = (l_867_ ? l_856_ : _e1796);
                        l_mut_830_ = l_868_;
                        uint _e1798 = l_mut_234_;
                        bool l_869_ = (_e1798 == 2u);
                        if (l_862_) {
                            local_39 = l_869_;
                        } else {
                            local_39 = false;
                        }
                        bool l_870_ = local_39;
                        double _e1805 = l_mut_831_;
                        double l_871_ = (l_870_ ? l_856_ : _e1805);
                        l_mut_831_ = l_871_;
                        double l_872_ = (l_862_ ? l_859_ : l_856_);
                        double _e1808 = l_mut_833_;
                        double l_873_ = (_e1808 + l_824_);
                        double l_874_ = (l_860_ ? l_872_ : l_873_);
                        l_mut_833_ = l_874_;
                        uint l_875_ = uint(l_862_);
                        uint _e1812 = l_mut_234_;
                        l_mut_234_ = (_e1812 + l_875_);
                        double _e1814 = l_mut_833_;
                        double l_876_ = (_e1814 + l_819_);
                        double l_877_ = (l_876_ * l_4_);
                        double _e1817 = l_mut_833_;
                        double l_878_ = (l_877_ - _e1817);
                        double l_879_ = (l_878_ * l_4_);
                        double l_880_ = (l_819_ - l_879_);
                        uint _e1821 = l_mut_234_;
                        bool l_881_ = (_e1821 < 3u);
                        bool l_882_ = (l_880_ != 0.0L);
                        if (l_881_) {
                            local_40 = l_882_;
                        } else {
                            local_40 = false;
                        }
                        bool l_883_ = local_40;
                        uint _e1830 = l_mut_234_;
                        bool l_884_ = (_e1830 == 0u);
                        if (l_883_) {
                            local_41 = l_884_;
                        } else {
                            local_41 = false;
                        }
                        bool l_885_ = local_41;
                        double _e1837 = l_mut_164_;
                        double l_886_ = (l_885_ ? l_877_ : _e1837);
                        l_mut_164_ = l_886_;
                        uint _e1839 = l_mut_234_;
                        bool l_887_ = (_e1839 == 1u);
                        if (l_883_) {
                            local_42 = l_887_;
                        } else {
                            local_42 = false;
                        }
                        bool l_888_ = local_42;
                        double _e1846 = l_mut_830_;
                        double l_889_ = (l_888_ ? l_877_ : _e1846);
                        l_mut_830_ = l_889_;
                        uint _e1848 = l_mut_234_;
                        bool l_890_ = (_e1848 == 2u);
                        if (l_883_) {
                            local_43 = l_890_;
                        } else {
                            local_43 = false;
                        }
                        bool l_891_ = local_43;
                        double _e1855 = l_mut_831_;
                        double l_892_ = (l_891_ ? l_877_ : _e1855);
                        l_mut_831_ = l_892_;
                        double l_893_ = (l_883_ ? l_880_ : l_877_);
                        double _e1858 = l_mut_833_;
                        double l_894_ = (_e1858 + l_819_);
                        double l_895_ = (l_881_ ? l_893_ : l_894_);
                        l_mut_833_ = l_895_;
                        uint l_896_ = uint(l_883_);
                        uint _e1862 = l_mut_234_;
                        l_mut_234_ = (_e1862 + l_896_);
                        double _e1864 = l_mut_833_;
                        double l_897_ = (_e1864 + l_814_);
                        double l_898_ = (l_897_ * l_4_);
                        double _e1867 = l_mut_833_;
                        double l_899_ = (l_898_ - _e1867);
                        double l_900_ = (l_899_ * l_4_);
                        double l_901_ = (l_814_ - l_900_);
                        uint _e1871 = l_mut_234_;
                        bool l_902_ = (_e1871 < 3u);
                        bool l_903_ = (l_901_ != 0.0L);
                        if (l_902_) {
                            local_44 = l_903_;
                        } else {
                            local_44 = false;
                        }
                        bool l_904_ = local_44;
                        uint _e1880 = l_mut_234_;
                        bool l_905_ = (_e1880 == 0u);
                        if (l_904_) {
                            local_45 = l_905_;
                        } else {
                            local_45 = false;
                        }
                        bool l_906_ = local_45;
                        double _e1887 = l_mut_164_;
                        double l_907_ = (l_906_ ? l_898_ : _e1887);
                        l_mut_164_ = l_907_;
                        uint _e1889 = l_mut_234_;
                        bool l_908_ = (_e1889 == 1u);
                        if (l_904_) {
                            local_46 = l_908_;
                        } else {
                            local_46 = false;
                        }
                        bool l_909_ = local_46;
                        double _e1896 = l_mut_830_;
                        double l_910_ = (l_909_ ? l_898_ : _e1896);
                        l_mut_830_ = l_910_;
                        uint _e1898 = l_mut_234_;
                        bool l_911_ = (_e1898 == 2u);
                        if (l_904_) {
                            local_47 = l_911_;
                        } else {
                            local_47 = false;
                        }
                        bool l_912_ = local_47;
                        double _e1905 = l_mut_831_;
                        double l_913_ = (l_912_ ? l_898_ : _e1905);
                        l_mut_831_ = l_913_;
                        double l_914_ = (l_904_ ? l_901_ : l_898_);
                        double _e1908 = l_mut_833_;
                        double l_915_ = (_e1908 + l_814_);
                        double l_916_ = (l_902_ ? l_914_ : l_915_);
                        l_mut_833_ = l_916_;
                        uint l_917_ = uint(l_904_);
                        uint _e1912 = l_mut_234_;
                        l_mut_234_ = (_e1912 + l_917_);
                        uint _e1914 = l_mut_234_;
                        bool l_918_ = (_e1914 == 0u);
                        double _e1917 = l_mut_164_;
                        double _e1918 = l_mut_833_;
                        double l_919_ = (l_918_ ? _e1918 : _e1917);
                        l_mut_164_ = l_919_;
                        uint _e1920 = l_mut_234_;
                        bool l_920_ = (_e1920 == 1u);
                        double _e1923 = l_mut_830_;
                        double _e1924 = l_mut_833_;
                        double l_921_ = (l_920_ ? _e1924 : _e1923);
                        l_mut_830_ = l_921_;
                        uint _e1926 = l_mut_234_;
                        bool l_922_ = (_e1926 == 2u);
                        double _e1929 = l_mut_831_;
                        double _e1930 = l_mut_833_;
                        double l_923_ = (l_922_ ? _e1930 : _e1929);
                        l_mut_831_ = l_923_;
                        uint _e1932 = l_mut_234_;
                        bool l_924_ = (_e1932 == 3u);
                        double _e1935 = l_mut_832_;
                        double _e1936 = l_mut_833_;
                        double l_925_ = (l_924_ ? _e1936 : _e1935);
                        l_mut_832_ = l_925_;
                        double _e1938 = l_mut_164_;
                        l_mut_233_ = _e1938;
                        double _e1939 = l_mut_830_;
                        l_mut_232_ = _e1939;
                        double _e1940 = l_mut_831_;
                        l_mut_231_ = _e1940;
                        double _e1941 = l_mut_832_;
                        l_mut_230_ = _e1941;
                    }
                }
                double _e1945 = l_mut_233_;
                double l_926_ = (_e1945 * l_327_);
                double l_927_ = (l_926_ * l_4_);
                double _e1948 = l_mut_233_;
                double l_928_ = (l_3_ * _e1948);
                double l_929_ = (l_928_ * l_4_);
                double _e1951 = l_mut_233_;
                double l_930_ = (l_929_ - _e1951);
                double l_931_ = (l_930_ * l_4_);
                double l_932_ = (l_929_ - l_931_);
                double _e1955 = l_mut_233_;
                double l_933_ = (_e1955 - l_932_);
                double l_934_ = (l_3_ * l_327_);
                double l_935_ = (l_934_ * l_4_);
                double l_936_ = (l_935_ - l_327_);
                double l_937_ = (l_936_ * l_4_);
                double l_938_ = (l_935_ - l_937_);
                double l_939_ = (l_327_ - l_938_);
                double l_940_ = (l_932_ * l_938_);
                double l_941_ = (l_940_ - l_927_);
                double l_942_ = (l_932_ * l_939_);
                double l_943_ = (l_941_ + l_942_);
                double l_944_ = (l_933_ * l_938_);
                double l_945_ = (l_943_ + l_944_);
                double l_946_ = (l_933_ * l_939_);
                double l_947_ = (l_945_ + l_946_);
                double _e1971 = l_mut_233_;
                double l_948_ = (_e1971 * l_328_);
                double l_949_ = (l_948_ * l_4_);
                double _e1974 = l_mut_233_;
                double l_950_ = (l_3_ * _e1974);
                double l_951_ = (l_950_ * l_4_);
                double _e1977 = l_mut_233_;
                double l_952_ = (l_951_ - _e1977);
                double l_953_ = (l_952_ * l_4_);
                double l_954_ = (l_951_ - l_953_);
                double _e1981 = l_mut_233_;
                double l_955_ = (_e1981 - l_954_);
                double l_956_ = (l_3_ * l_328_);
                double l_957_ = (l_956_ * l_4_);
                double l_958_ = (l_957_ - l_328_);
                double l_959_ = (l_958_ * l_4_);
                double l_960_ = (l_957_ - l_959_);
                double l_961_ = (l_328_ - l_960_);
                double l_962_ = (l_954_ * l_960_);
                double l_963_ = (l_962_ - l_949_);
                double l_964_ = (l_954_ * l_961_);
                double l_965_ = (l_963_ + l_964_);
                double l_966_ = (l_955_ * l_960_);
                double l_967_ = (l_965_ + l_966_);
                double l_968_ = (l_955_ * l_961_);
                double l_969_ = (l_967_ + l_968_);
                double _e1997 = l_mut_232_;
                double l_970_ = (_e1997 * l_327_);
                double l_971_ = (l_970_ * l_4_);
                double _e2000 = l_mut_232_;
                double l_972_ = (l_3_ * _e2000);
                double l_973_ = (l_972_ * l_4_);
                double _e2003 = l_mut_232_;
                double l_974_ = (l_973_ - _e2003);
                double l_975_ = (l_974_ * l_4_);
                double l_976_ = (l_973_ - l_975_);
                double _e2007 = l_mut_232_;
                double l_977_ = (_e2007 - l_976_);
                double l_978_ = (l_3_ * l_327_);
                double l_979_ = (l_978_ * l_4_);
                double l_980_ = (l_979_ - l_327_);
                double l_981_ = (l_980_ * l_4_);
                double l_982_ = (l_979_ - l_981_);
                double l_983_ = (l_327_ - l_982_);
                double l_984_ = (l_976_ * l_982_);
                double l_985_ = (l_984_ - l_971_);
                double l_986_ = (l_976_ * l_983_);
                double l_987_ = (l_985_ + l_986_);
                double l_988_ = (l_977_ * l_982_);
                double l_989_ = (l_987_ + l_988_);
                double l_990_ = (l_977_ * l_983_);
                double l_991_ = (l_989_ + l_990_);
                double _e2023 = l_mut_233_;
                double l_992_ = (_e2023 * l_329_);
                double l_993_ = (l_992_ * l_4_);
                double _e2026 = l_mut_233_;
                double l_994_ = (l_3_ * _e2026);
                double l_995_ = (l_994_ * l_4_);
                double _e2029 = l_mut_233_;
                double l_996_ = (l_995_ - _e2029);
                double l_997_ = (l_996_ * l_4_);
                double l_998_ = (l_995_ - l_997_);
                double _e2033 = l_mut_233_;
                double l_999_ = (_e2033 - l_998_);
                double l_1000_ = (l_3_ * l_329_);
                double l_1001_ = (l_1000_ * l_4_);
                double l_1002_ = (l_1001_ - l_329_);
                double l_1003_ = (l_1002_ * l_4_);
                double l_1004_ = (l_1001_ - l_1003_);
                double l_1005_ = (l_329_ - l_1004_);
                double l_1006_ = (l_998_ * l_1004_);
                double l_1007_ = (l_1006_ - l_993_);
                double l_1008_ = (l_998_ * l_1005_);
                double l_1009_ = (l_1007_ + l_1008_);
                double l_1010_ = (l_999_ * l_1004_);
                double l_1011_ = (l_1009_ + l_1010_);
                double l_1012_ = (l_999_ * l_1005_);
                double l_1013_ = (l_1011_ + l_1012_);
                double _e2049 = l_mut_232_;
                double l_1014_ = (_e2049 * l_328_);
                double l_1015_ = (l_1014_ * l_4_);
                double _e2052 = l_mut_232_;
                double l_1016_ = (l_3_ * _e2052);
                double l_1017_ = (l_1016_ * l_4_);
                double _e2055 = l_mut_232_;
                double l_1018_ = (l_1017_ - _e2055);
                double l_1019_ = (l_1018_ * l_4_);
                double l_1020_ = (l_1017_ - l_1019_);
                double _e2059 = l_mut_232_;
                double l_1021_ = (_e2059 - l_1020_);
                double l_1022_ = (l_3_ * l_328_);
                double l_1023_ = (l_1022_ * l_4_);
                double l_1024_ = (l_1023_ - l_328_);
                double l_1025_ = (l_1024_ * l_4_);
                double l_1026_ = (l_1023_ - l_1025_);
                double l_1027_ = (l_328_ - l_1026_);
                double l_1028_ = (l_1020_ * l_1026_);
                double l_1029_ = (l_1028_ - l_1015_);
                double l_1030_ = (l_1020_ * l_1027_);
                double l_1031_ = (l_1029_ + l_1030_);
                double l_1032_ = (l_1021_ * l_1026_);
                double l_1033_ = (l_1031_ + l_1032_);
                double l_1034_ = (l_1021_ * l_1027_);
                double l_1035_ = (l_1033_ + l_1034_);
                double _e2075 = l_mut_231_;
                double l_1036_ = (_e2075 * l_327_);
                double l_1037_ = (l_1036_ * l_4_);
                double _e2078 = l_mut_231_;
                double l_1038_ = (l_3_ * _e2078);
                double l_1039_ = (l_1038_ * l_4_);
                double _e2081 = l_mut_231_;
                double l_1040_ = (l_1039_ - _e2081);
                double l_1041_ = (l_1040_ * l_4_);
                double l_1042_ = (l_1039_ - l_1041_);
                double _e2085 = l_mut_231_;
                double l_1043_ = (_e2085 - l_1042_);
                double l_1044_ = (l_3_ * l_327_);
                double l_1045_ = (l_1044_ * l_4_);
                double l_1046_ = (l_1045_ - l_327_);
                double l_1047_ = (l_1046_ * l_4_);
                double l_1048_ = (l_1045_ - l_1047_);
                double l_1049_ = (l_327_ - l_1048_);
                double l_1050_ = (l_1042_ * l_1048_);
                double l_1051_ = (l_1050_ - l_1037_);
                double l_1052_ = (l_1042_ * l_1049_);
                double l_1053_ = (l_1051_ + l_1052_);
                double l_1054_ = (l_1043_ * l_1048_);
                double l_1055_ = (l_1053_ + l_1054_);
                double l_1056_ = (l_1043_ * l_1049_);
                double l_1057_ = (l_1055_ + l_1056_);
                double l_1058_ = (l_949_ + l_971_);
                double l_1059_ = (l_1058_ * l_4_);
                double l_1060_ = (l_1059_ - l_949_);
                double l_1061_ = (l_1060_ * l_4_);
                double l_1062_ = (l_1059_ - l_1061_);
                double l_1063_ = (l_1062_ * l_4_);
                double l_1064_ = (l_949_ - l_1063_);
                double l_1065_ = (l_971_ - l_1061_);
                double l_1066_ = (l_1064_ + l_1065_);
                double l_1067_ = (l_947_ + l_1059_);
                double l_1068_ = (l_1067_ * l_4_);
                double l_1069_ = (l_1068_ - l_947_);
                double l_1070_ = (l_1069_ * l_4_);
                double l_1071_ = (l_1068_ - l_1070_);
                double l_1072_ = (l_1071_ * l_4_);
                double l_1073_ = (l_947_ - l_1072_);
                double l_1074_ = (l_1059_ - l_1070_);
                double l_1075_ = (l_1073_ + l_1074_);
                double l_1076_ = (l_1066_ + l_1075_);
                double l_1077_ = (l_1076_ * l_4_);
                double l_1078_ = (l_1077_ - l_1066_);
                double l_1079_ = (l_1078_ * l_4_);
                double l_1080_ = (l_1077_ - l_1079_);
                double l_1081_ = (l_1080_ * l_4_);
                double l_1082_ = (l_1066_ - l_1081_);
                double l_1083_ = (l_1075_ - l_1079_);
                double l_1084_ = (l_1082_ + l_1083_);
                double l_1085_ = (l_1077_ + l_969_);
                double l_1086_ = (l_1085_ * l_4_);
                double l_1087_ = (l_1086_ - l_1077_);
                double l_1088_ = (l_1087_ * l_4_);
                double l_1089_ = (l_1086_ - l_1088_);
                double l_1090_ = (l_1089_ * l_4_);
                double l_1091_ = (l_1077_ - l_1090_);
                double l_1092_ = (l_969_ - l_1088_);
                double l_1093_ = (l_1091_ + l_1092_);
                double l_1094_ = (l_991_ + l_1086_);
                double l_1095_ = (l_1094_ * l_4_);
                double l_1096_ = (l_1095_ - l_991_);
                double l_1097_ = (l_1096_ * l_4_);
                double l_1098_ = (l_1095_ - l_1097_);
                double l_1099_ = (l_1098_ * l_4_);
                double l_1100_ = (l_991_ - l_1099_);
                double l_1101_ = (l_1086_ - l_1097_);
                double l_1102_ = (l_1100_ + l_1101_);
                double l_1103_ = (l_1093_ + l_1102_);
                double l_1104_ = (l_1103_ * l_4_);
                double l_1105_ = (l_1104_ - l_1093_);
                double l_1106_ = (l_1105_ * l_4_);
                double l_1107_ = (l_1104_ - l_1106_);
                double l_1108_ = (l_1107_ * l_4_);
                double l_1109_ = (l_1093_ - l_1108_);
                double l_1110_ = (l_1102_ - l_1106_);
                double l_1111_ = (l_1109_ + l_1110_);
                double l_1112_ = (l_993_ + l_1015_);
                double l_1113_ = (l_1112_ * l_4_);
                double l_1114_ = (l_1113_ - l_993_);
                double l_1115_ = (l_1114_ * l_4_);
                double l_1116_ = (l_1113_ - l_1115_);
                double l_1117_ = (l_1116_ * l_4_);
                double l_1118_ = (l_993_ - l_1117_);
                double l_1119_ = (l_1015_ - l_1115_);
                double l_1120_ = (l_1118_ + l_1119_);
                double l_1121_ = (l_1037_ + l_1113_);
                double l_1122_ = (l_1121_ * l_4_);
                double l_1123_ = (l_1122_ - l_1037_);
                double l_1124_ = (l_1123_ * l_4_);
                double l_1125_ = (l_1122_ - l_1124_);
                double l_1126_ = (l_1125_ * l_4_);
                double l_1127_ = (l_1037_ - l_1126_);
                double l_1128_ = (l_1113_ - l_1124_);
                double l_1129_ = (l_1127_ + l_1128_);
                double l_1130_ = (l_1120_ + l_1129_);
                double l_1131_ = (l_1130_ * l_4_);
                double l_1132_ = (l_1131_ - l_1120_);
                double l_1133_ = (l_1132_ * l_4_);
                double l_1134_ = (l_1131_ - l_1133_);
                double l_1135_ = (l_1134_ * l_4_);
                double l_1136_ = (l_1120_ - l_1135_);
                double l_1137_ = (l_1129_ - l_1133_);
                double l_1138_ = (l_1136_ + l_1137_);
                double l_1139_ = (l_1095_ + l_1122_);
                double l_1140_ = (l_1139_ * l_4_);
                double l_1141_ = (l_1140_ - l_1095_);
                double l_1142_ = (l_1141_ * l_4_);
                double l_1143_ = (l_1140_ - l_1142_);
                double l_1144_ = (l_1143_ * l_4_);
                double l_1145_ = (l_1095_ - l_1144_);
                double l_1146_ = (l_1122_ - l_1142_);
                double l_1147_ = (l_1145_ + l_1146_);
                double l_1148_ = (l_1104_ + l_1131_);
                double l_1149_ = (l_1148_ * l_4_);
                double l_1150_ = (l_1149_ - l_1104_);
                double l_1151_ = (l_1150_ * l_4_);
                double l_1152_ = (l_1149_ - l_1151_);
                double l_1153_ = (l_1152_ * l_4_);
                double l_1154_ = (l_1104_ - l_1153_);
                double l_1155_ = (l_1131_ - l_1151_);
                double l_1156_ = (l_1154_ + l_1155_);
                double l_1157_ = (l_1149_ + l_1147_);
                double l_1158_ = (l_1157_ * l_4_);
                double l_1159_ = (l_1158_ - l_1149_);
                double l_1160_ = (l_1159_ * l_4_);
                double l_1161_ = (l_1158_ - l_1160_);
                double l_1162_ = (l_1161_ * l_4_);
                double l_1163_ = (l_1149_ - l_1162_);
                double l_1164_ = (l_1147_ - l_1160_);
                double l_1165_ = (l_1163_ + l_1164_);
                double l_1166_ = (l_1111_ + l_1138_);
                double l_1167_ = (l_1165_ + l_1156_);
                double l_1168_ = (l_1166_ + l_1167_);
                double _e2212 = l_mut_233_;
                double l_1169_ = (_e2212 * l_330_);
                double _e2214 = l_mut_232_;
                double l_1170_ = (_e2214 * l_329_);
                double l_1171_ = (l_1169_ + l_1170_);
                double _e2217 = l_mut_231_;
                double l_1172_ = (_e2217 * l_328_);
                double _e2219 = l_mut_230_;
                double l_1173_ = (_e2219 * l_327_);
                double l_1174_ = (l_1172_ + l_1173_);
                double l_1175_ = (l_1171_ + l_1174_);
                double l_1176_ = (l_1084_ + l_1013_);
                double l_1177_ = (l_1035_ + l_1057_);
                double l_1178_ = (l_1176_ + l_1177_);
                double l_1179_ = (l_1175_ + l_1178_);
                double l_1180_ = (l_1158_ + l_1179_);
                double l_1181_ = (l_1180_ + l_1168_);
                double l_1182_ = (l_1181_ * l_4_);
                double l_1183_ = (l_1182_ - l_1180_);
                double l_1184_ = (l_1183_ * l_4_);
                double l_1185_ = (l_1168_ - l_1184_);
                double l_1186_ = (l_1140_ + l_1182_);
                double l_1187_ = (l_1186_ * l_4_);
                double l_1188_ = (l_1187_ - l_1140_);
                double l_1189_ = (l_1188_ * l_4_);
                double l_1190_ = (l_1182_ - l_1189_);
                double l_1191_ = (l_1068_ + l_1187_);
                double l_1192_ = (l_1191_ * l_4_);
                double l_1193_ = (l_1192_ - l_1068_);
                double l_1194_ = (l_1193_ * l_4_);
                double l_1195_ = (l_1187_ - l_1194_);
                double l_1196_ = (l_927_ + l_1192_);
                double l_1197_ = (l_1196_ * l_4_);
                double l_1198_ = (l_1197_ - l_927_);
                double l_1199_ = (l_1198_ * l_4_);
                double l_1200_ = (l_1192_ - l_1199_);
                l_mut_833_ = 0.0L;
                l_mut_832_ = 0.0L;
                l_mut_831_ = 0.0L;
                l_mut_830_ = 0.0L;
                l_mut_229_ = l_1197_;
                l_mut_234_ = 0u;
                double _e2253 = l_mut_229_;
                double l_1201_ = (_e2253 + l_1200_);
                double l_1202_ = (l_1201_ * l_4_);
                double _e2256 = l_mut_229_;
                double l_1203_ = (l_1202_ - _e2256);
                double l_1204_ = (l_1203_ * l_4_);
                double l_1205_ = (l_1200_ - l_1204_);
                uint _e2260 = l_mut_234_;
                bool l_1206_ = (_e2260 < 3u);
                bool l_1207_ = (l_1205_ != 0.0L);
                if (l_1206_) {
                    local_48 = l_1207_;
                } else {
                    local_48 = false;
                }
                bool l_1208_ = local_48;
                uint _e2269 = l_mut_234_;
                bool l_1209_ = (_e2269 == 0u);
                if (l_1208_) {
                    local_49 = l_1209_;
                } else {
                    local_49 = false;
                }
                bool l_1210_ = local_49;
                double _e2276 = l_mut_833_;
                double l_1211_ = (l_1210_ ? l_1202_ : _e2276);
                l_mut_833_ = l_1211_;
                uint _e2278 = l_mut_234_;
                bool l_1212_ = (_e2278 == 1u);
                if (l_1208_) {
                    local_50 = l_1212_;
                } else {
                    local_50 = false;
                }
                bool l_1213_ = local_50;
                double _e2285 = l_mut_832_;
                double l_1214_ = (l_1213_ ? l_1202_ : _e2285);
                l_mut_832_ = l_1214_;
                uint _e2287 = l_mut_234_;
                bool l_1215_ = (_e2287 == 2u);
                if (l_1208_) {
                    local_51 = l_1215_;
                } else {
                    local_51 = false;
                }
                bool l_1216_ = local_51;
                double _e2294 = l_mut_831_;
                double l_1217_ = (l_1216_ ? l_1202_ : _e2294);
                l_mut_831_ = l_1217_;
                double l_1218_ = (l_1208_ ? l_1205_ : l_1202_);
                double _e2297 = l_mut_229_;
                double l_1219_ = (_e2297 + l_1200_);
                double l_1220_ = (l_1206_ ? l_1218_ : l_1219_);
                l_mut_229_ = l_1220_;
                uint l_1221_ = uint(l_1208_);
                uint _e2301 = l_mut_234_;
                l_mut_234_ = (_e2301 + l_1221_);
                double _e2303 = l_mut_229_;
                double l_1222_ = (_e2303 + l_1195_);
                double l_1223_ = (l_1222_ * l_4_);
                double _e2306 = l_mut_229_;
                double l_1224_ = (l_1223_ - _e2306);
                double l_1225_ = (l_1224_ * l_4_);
                double l_1226_ = (l_1195_ - l_1225_);
                uint _e2310 = l_mut_234_;
                bool l_1227_ = (_e2310 < 3u);
                bool l_1228_ = (l_1226_ != 0.0L);
                if (l_1227_) {
                    local_52 = l_1228_;
                } else {
                    local_52 = false;
                }
                bool l_1229_ = local_52;
                uint _e2319 = l_mut_234_;
                bool l_1230_ = (_e2319 == 0u);
                if (l_1229_) {
                    local_53 = l_1230_;
                } else {
                    local_53 = false;
                }
                bool l_1231_ = local_53;
                double _e2326 = l_mut_833_;
                double l_1232_ = (l_1231_ ? l_1223_ : _e2326);
                l_mut_833_ = l_1232_;
                uint _e2328 = l_mut_234_;
                bool l_1233_ = (_e2328 == 1u);
                if (l_1229_) {
                    local_54 = l_1233_;
                } else {
                    local_54 = false;
                }
                bool l_1234_ = local_54;
                double _e2335 = l_mut_832_;
                double l_1235_ = (l_1234_ ? l_1223_ : _e2335);
                l_mut_832_ = l_1235_;
                uint _e2337 = l_mut_234_;
                bool l_1236_ = (_e2337 == 2u);
                if (l_1229_) {
                    local_55 = l_1236_;
                } else {
                    local_55 = false;
                }
                bool l_1237_ = local_55;
                double _e2344 = l_mut_831_;
                double l_1238_ = (l_1237_ ? l_1223_ : _e2344);
                l_mut_831_ = l_1238_;
                double l_1239_ = (l_1229_ ? l_1226_ : l_1223_);
                double _e2347 = l_mut_229_;
                double l_1240_ = (_e2347 + l_1195_);
                double l_1241_ = (l_1227_ ? l_1239_ : l_1240_);
                l_mut_229_ = l_1241_;
                uint l_1242_ = uint(l_1229_);
                uint _e2351 = l_mut_234_;
                l_mut_234_ = (_e2351 + l_1242_);
                double _e2353 = l_mut_229_;
                double l_1243_ = (_e2353 + l_1190_);
                double l_1244_ = (l_1243_ * l_4_);
                double _e2356 = l_mut_229_;
                double l_1245_ = (l_1244_ - _e2356);
                double l_1246_ = (l_1245_ * l_4_);
                double l_1247_ = (l_1190_ - l_1246_);
                uint _e2360 = l_mut_234_;
                bool l_1248_ = (_e2360 < 3u);
                bool l_1249_ = (l_1247_ != 0.0L);
                if (l_1248_) {
                    local_56 = l_1249_;
                } else {
                    local_56 = false;
                }
                bool l_1250_ = local_56;
                uint _e2369 = l_mut_234_;
                bool l_1251_ = (_e2369 == 0u);
                if (l_1250_) {
                    local_57 = l_1251_;
                } else {
                    local_57 = false;
                }
                bool l_1252_ = local_57;
                double _e2376 = l_mut_833_;
                double l_1253_ = (l_1252_ ? l_1244_ : _e2376);
                l_mut_833_ = l_1253_;
                uint _e2378 = l_mut_234_;
                bool l_1254_ = (_e2378 == 1u);
                if (l_1250_) {
                    local_58 = l_1254_;
                } else {
                    local_58 = false;
                }
                bool l_1255_ = local_58;
                double _e2385 = l_mut_832_;
                double l_1256_ = (l_1255_ ? l_1244_ : _e2385);
                l_mut_832_ = l_1256_;
                uint _e2387 = l_mut_234_;
                bool l_1257_ = (_e2387 == 2u);
                if (l_1250_) {
                    local_59 = l_1257_;
                } else {
                    local_59 = false;
                }
                bool l_1258_ = local_59;
                double _e2394 = l_mut_831_;
                double l_1259_ = (l_1258_ ? l_1244_ : _e2394);
                l_mut_831_ = l_1259_;
                double l_1260_ = (l_1250_ ? l_1247_ : l_1244_);
                double _e2397 = l_mut_229_;
                double l_1261_ = (_e2397 + l_1190_);
                double l_1262_ = (l_1248_ ? l_1260_ : l_1261_);
                l_mut_229_ = l_1262_;
                uint l_1263_ = uint(l_1250_);
                uint _e2401 = l_mut_234_;
                l_mut_234_ = (_e2401 + l_1263_);
                double _e2403 = l_mut_229_;
                double l_1264_ = (_e2403 + l_1185_);
                double l_1265_ = (l_1264_ * l_4_);
                double _e2406 = l_mut_229_;
                double l_1266_ = (l_1265_ - _e2406);
                double l_1267_ = (l_1266_ * l_4_);
                double l_1268_ = (l_1185_ - l_1267_);
                uint _e2410 = l_mut_234_;
                bool l_1269_ = (_e2410 < 3u);
                bool l_1270_ = (l_1268_ != 0.0L);
                if (l_1269_) {
                    local_60 = l_1270_;
                } else {
                    local_60 = false;
                }
                bool l_1271_ = local_60;
                uint _e2419 = l_mut_234_;
                bool l_1272_ = (_e2419 == 0u);
                if (l_1271_) {
                    local_61 = l_1272_;
                } else {
                    local_61 = false;
                }
                bool l_1273_ = local_61;
                double _e2426 = l_mut_833_;
                double l_1274_ = (l_1273_ ? l_1265_ : _e2426);
                l_mut_833_ = l_1274_;
                uint _e2428 = l_mut_234_;
                bool l_1275_ = (_e2428 == 1u);
                if (l_1271_) {
                    local_62 = l_1275_;
                } else {
                    local_62 = false;
                }
                bool l_1276_ = local_62;
                double _e2435 = l_mut_832_;
                double l_1277_ = (l_1276_ ? l_1265_ : _e2435);
                l_mut_832_ = l_1277_;
                uint _e2437 = l_mut_234_;
                bool l_1278_ = (_e2437 == 2u);
                if (l_1271_) {
                    local_63 = l_1278_;
                } else {
                    local_63 = false;
                }
                bool l_1279_ = local_63;
                double _e2444 = l_mut_831_;
                double l_1280_ = (l_1279_ ? l_1265_ : _e2444);
                l_mut_831_ = l_1280_;
                double l_1281_ = (l_1271_ ? l_1268_ : l_1265_);
                double _e2447 = l_mut_229_;
                double l_1282_ = (_e2447 + l_1185_);
                double l_1283_ = (l_1269_ ? l_1281_ : l_1282_);
                l_mut_229_ = l_1283_;
                uint l_1284_ = uint(l_1271_);
                uint _e2451 = l_mut_234_;
                l_mut_234_ = (_e2451 + l_1284_);
                uint _e2453 = l_mut_234_;
                bool l_1285_ = (_e2453 == 0u);
                double _e2456 = l_mut_833_;
                double _e2457 = l_mut_229_;
                double l_1286_ = (l_1285_ ? _e2457 : _e2456);
                l_mut_833_ = l_1286_;
                uint _e2459 = l_mut_234_;
                bool l_1287_ = (_e2459 == 1u);
                double _e2462 = l_mut_832_;
                double _e2463 = l_mut_229_;
                double l_1288_ = (l_1287_ ? _e2463 : _e2462);
                l_mut_832_ = l_1288_;
                uint _e2465 = l_mut_234_;
                bool l_1289_ = (_e2465 == 2u);
                double _e2468 = l_mut_831_;
                double _e2469 = l_mut_229_;
                double l_1290_ = (l_1289_ ? _e2469 : _e2468);
                l_mut_831_ = l_1290_;
                uint _e2471 = l_mut_234_;
                bool l_1291_ = (_e2471 == 3u);
                double _e2474 = l_mut_830_;
                double _e2475 = l_mut_229_;
                double l_1292_ = (l_1291_ ? _e2475 : _e2474);
                l_mut_830_ = l_1292_;
                double _e2477 = l_mut_833_;
                double l_1293_ = (_e2477 + l_4_);
                double l_1294_ = (l_1293_ * l_4_);
                double _e2480 = l_mut_833_;
                double l_1295_ = (l_1294_ - _e2480);
                double l_1296_ = (l_1295_ * l_4_);
                double l_1297_ = (l_1294_ - l_1296_);
                double l_1298_ = (l_1297_ * l_4_);
                double _e2485 = l_mut_833_;
                double l_1299_ = (_e2485 - l_1298_);
                double l_1300_ = (l_4_ - l_1296_);
                double l_1301_ = (l_1299_ + l_1300_);
                double _e2489 = l_mut_832_;
                double l_1302_ = (_e2489 + l_1301_);
                double l_1303_ = (l_1302_ * l_4_);
                double _e2492 = l_mut_832_;
                double l_1304_ = (l_1303_ - _e2492);
                double l_1305_ = (l_1304_ * l_4_);
                double l_1306_ = (l_1303_ - l_1305_);
                double l_1307_ = (l_1306_ * l_4_);
                double _e2497 = l_mut_832_;
                double l_1308_ = (_e2497 - l_1307_);
                double l_1309_ = (l_1301_ - l_1305_);
                double l_1310_ = (l_1308_ + l_1309_);
                double _e2501 = l_mut_831_;
                double l_1311_ = (_e2501 + l_1310_);
                double l_1312_ = (l_1311_ * l_4_);
                double _e2504 = l_mut_831_;
                double l_1313_ = (l_1312_ - _e2504);
                double l_1314_ = (l_1313_ * l_4_);
                double l_1315_ = (l_1312_ - l_1314_);
                double l_1316_ = (l_1315_ * l_4_);
                double _e2509 = l_mut_831_;
                double l_1317_ = (_e2509 - l_1316_);
                double l_1318_ = (l_1310_ - l_1314_);
                double l_1319_ = (l_1317_ + l_1318_);
                double _e2513 = l_mut_830_;
                double l_1320_ = (_e2513 + l_1319_);
                double l_1321_ = (l_1320_ * l_4_);
                double _e2516 = l_mut_830_;
                double l_1322_ = (l_1321_ - _e2516);
                double l_1323_ = (l_1322_ * l_4_);
                double l_1324_ = (l_1321_ - l_1323_);
                double l_1325_ = (l_1324_ * l_4_);
                double _e2521 = l_mut_830_;
                double l_1326_ = (_e2521 - l_1325_);
                double l_1327_ = (l_1319_ - l_1323_);
                double l_1328_ = (l_1326_ + l_1327_);
                double l_1329_ = (l_1321_ + l_1328_);
                double l_1330_ = (l_1329_ * l_4_);
                double l_1331_ = (l_1330_ - l_1321_);
                double l_1332_ = (l_1331_ * l_4_);
                double l_1333_ = (l_1328_ - l_1332_);
                double l_1334_ = (l_1312_ + l_1330_);
                double l_1335_ = (l_1334_ * l_4_);
                double l_1336_ = (l_1335_ - l_1312_);
                double l_1337_ = (l_1336_ * l_4_);
                double l_1338_ = (l_1330_ - l_1337_);
                double l_1339_ = (l_1303_ + l_1335_);
                double l_1340_ = (l_1339_ * l_4_);
                double l_1341_ = (l_1340_ - l_1303_);
                double l_1342_ = (l_1341_ * l_4_);
                double l_1343_ = (l_1335_ - l_1342_);
                double l_1344_ = (l_1294_ + l_1340_);
                double l_1345_ = (l_1344_ * l_4_);
                double l_1346_ = (l_1345_ - l_1294_);
                double l_1347_ = (l_1346_ * l_4_);
                double l_1348_ = (l_1340_ - l_1347_);
                l_mut_233_ = 0.0L;
                l_mut_232_ = 0.0L;
                l_mut_231_ = 0.0L;
                l_mut_230_ = 0.0L;
                l_mut_229_ = l_1345_;
                l_mut_234_ = 0u;
                double _e2550 = l_mut_229_;
                double l_1349_ = (_e2550 + l_1348_);
                double l_1350_ = (l_1349_ * l_4_);
                double _e2553 = l_mut_229_;
                double l_1351_ = (l_1350_ - _e2553);
                double l_1352_ = (l_1351_ * l_4_);
                double l_1353_ = (l_1348_ - l_1352_);
                uint _e2557 = l_mut_234_;
                bool l_1354_ = (_e2557 < 3u);
                bool l_1355_ = (l_1353_ != 0.0L);
                if (l_1354_) {
                    local_64 = l_1355_;
                } else {
                    local_64 = false;
                }
                bool l_1356_ = local_64;
                uint _e2566 = l_mut_234_;
                bool l_1357_ = (_e2566 == 0u);
                if (l_1356_) {
                    local_65 = l_1357_;
                } else {
                    local_65 = false;
                }
                bool l_1358_ = local_65;
                double _e2573 = l_mut_233_;
                double l_1359_ = (l_1358_ ? l_1350_ : _e2573);
                l_mut_233_ = l_1359_;
                uint _e2575 = l_mut_234_;
                bool l_1360_ = (_e2575 == 1u);
                if (l_1356_) {
                    local_66 = l_1360_;
                } else {
                    local_66 = false;
                }
                bool l_1361_ = local_66;
                double _e2582 = l_mut_232_;
                double l_1362_ = (l_1361_ ? l_1350_ : _e2582);
                l_mut_232_ = l_1362_;
                uint _e2584 = l_mut_234_;
                bool l_1363_ = (_e2584 == 2u);
                if (l_1356_) {
                    local_67 = l_1363_;
                } else {
                    local_67 = false;
                }
                bool l_1364_ = local_67;
                double _e2591 = l_mut_231_;
                double l_1365_ = (l_1364_ ? l_1350_ : _e2591);
                l_mut_231_ = l_1365_;
                double l_1366_ = (l_1356_ ? l_1353_ : l_1350_);
                double _e2594 = l_mut_229_;
                double l_1367_ = (_e2594 + l_1348_);
                double l_1368_ = (l_1354_ ? l_1366_ : l_1367_);
                l_mut_229_ = l_1368_;
                uint l_1369_ = uint(l_1356_);
                uint _e2598 = l_mut_234_;
                l_mut_234_ = (_e2598 + l_1369_);
                double _e2600 = l_mut_229_;
                double l_1370_ = (_e2600 + l_1343_);
                double l_1371_ = (l_1370_ * l_4_);
                double _e2603 = l_mut_229_;
                double l_1372_ = (l_1371_ - _e2603);
                double l_1373_ = (l_1372_ * l_4_);
                double l_1374_ = (l_1343_ - l_1373_);
                uint _e2607 = l_mut_234_;
                bool l_1375_ = (_e2607 < 3u);
                bool l_1376_ = (l_1374_ != 0.0L);
                if (l_1375_) {
                    local_68 = l_1376_;
                } else {
                    local_68 = false;
                }
                bool l_1377_ = local_68;
                uint _e2616 = l_mut_234_;
                bool l_1378_ = (_e2616 == 0u);
                if (l_1377_) {
                    local_69 = l_1378_;
                } else {
                    local_69 = false;
                }
                bool l_1379_ = local_69;
                double _e2623 = l_mut_233_;
                double l_1380_ = (l_1379_ ? l_1371_ : _e2623);
                l_mut_233_ = l_1380_;
                uint _e2625 = l_mut_234_;
                bool l_1381_ = (_e2625 == 1u);
                if (l_1377_) {
                    local_70 = l_1381_;
                } else {
                    local_70 = false;
                }
                bool l_1382_ = local_70;
                double _e2632 = l_mut_232_;
                double l_1383_ = (l_1382_ ? l_1371_ : _e2632);
                l_mut_232_ = l_1383_;
                uint _e2634 = l_mut_234_;
                bool l_1384_ = (_e2634 == 2u);
                if (l_1377_) {
                    local_71 = l_1384_;
                } else {
                    local_71 = false;
                }
                bool l_1385_ = local_71;
                double _e2641 = l_mut_231_;
                double l_1386_ = (l_1385_ ? l_1371_ : _e2641);
                l_mut_231_ = l_1386_;
                double l_1387_ = (l_1377_ ? l_1374_ : l_1371_);
                double _e2644 = l_mut_229_;
                double l_1388_ = (_e2644 + l_1343_);
                double l_1389_ = (l_1375_ ? l_1387_ : l_1388_);
                l_mut_229_ = l_1389_;
                uint l_1390_ = uint(l_1377_);
                uint _e2648 = l_mut_234_;
                l_mut_234_ = (_e2648 + l_1390_);
                double _e2650 = l_mut_229_;
                double l_1391_ = (_e2650 + l_1338_);
                double l_1392_ = (l_1391_ * l_4_);
                double _e2653 = l_mut_229_;
                double l_1393_ = (l_1392_ - _e2653);
                double l_1394_ = (l_1393_ * l_4_);
                double l_1395_ = (l_1338_ - l_1394_);
                uint _e2657 = l_mut_234_;
                bool l_1396_ = (_e2657 < 3u);
                bool l_1397_ = (l_1395_ != 0.0L);
                if (l_1396_) {
                    local_72 = l_1397_;
                } else {
                    local_72 = false;
                }
                bool l_1398_ = local_72;
                uint _e2666 = l_mut_234_;
                bool l_1399_ = (_e2666 == 0u);
                if (l_1398_) {
                    local_73 = l_1399_;
                } else {
                    local_73 = false;
                }
                bool l_1400_ = local_73;
                double _e2673 = l_mut_233_;
                double l_1401_ = (l_1400_ ? l_1392_ : _e2673);
                l_mut_233_ = l_1401_;
                uint _e2675 = l_mut_234_;
                bool l_1402_ = (_e2675 == 1u);
                if (l_1398_) {
                    local_74 = l_1402_;
                } else {
                    local_74 = false;
                }
                bool l_1403_ = local_74;
                double _e2682 = l_mut_232_;
                double l_1404_ = (l_1403_ ? l_1392_ : _e2682);
                l_mut_232_ = l_1404_;
                uint _e2684 = l_mut_234_;
                bool l_1405_ = (_e2684 == 2u);
                if (l_1398_) {
                    local_75 = l_1405_;
                } else {
                    local_75 = false;
                }
                bool l_1406_ = local_75;
                double _e2691 = l_mut_231_;
                double l_1407_ = (l_1406_ ? l_1392_ : _e2691);
                l_mut_231_ = l_1407_;
                double l_1408_ = (l_1398_ ? l_1395_ : l_1392_);
                double _e2694 = l_mut_229_;
                double l_1409_ = (_e2694 + l_1338_);
                double l_1410_ = (l_1396_ ? l_1408_ : l_1409_);
                l_mut_229_ = l_1410_;
                uint l_1411_ = uint(l_1398_);
                uint _e2698 = l_mut_234_;
                l_mut_234_ = (_e2698 + l_1411_);
                double _e2700 = l_mut_229_;
                double l_1412_ = (_e2700 + l_1333_);
                double l_1413_ = (l_1412_ * l_4_);
                double _e2703 = l_mut_229_;
                double l_1414_ = (l_1413_ - _e2703);
                double l_1415_ = (l_1414_ * l_4_);
                double l_1416_ = (l_1333_ - l_1415_);
                uint _e2707 = l_mut_234_;
                bool l_1417_ = (_e2707 < 3u);
                bool l_1418_ = (l_1416_ != 0.0L);
                if (l_1417_) {
                    local_76 = l_1418_;
                } else {
                    local_76 = false;
                }
                bool l_1419_ = local_76;
                uint _e2716 = l_mut_234_;
                bool l_1420_ = (_e2716 == 0u);
                if (l_1419_) {
                    local_77 = l_1420_;
                } else {
                    local_77 = false;
                }
                bool l_1421_ = local_77;
                double _e2723 = l_mut_233_;
                double l_1422_ = (l_1421_ ? l_1413_ : _e2723);
                l_mut_233_ = l_1422_;
                uint _e2725 = l_mut_234_;
                bool l_1423_ = (_e2725 == 1u);
                if (l_1419_) {
                    local_78 = l_1423_;
                } else {
                    local_78 = false;
                }
                bool l_1424_ = local_78;
                double _e2732 = l_mut_232_;
                double l_1425_ = (l_1424_ ? l_1413_ : _e2732);
                l_mut_232_ = l_1425_;
                uint _e2734 = l_mut_234_;
                bool l_1426_ = (_e2734 == 2u);
                if (l_1419_) {
                    local_79 = l_1426_;
                } else {
                    local_79 = false;
                }
                bool l_1427_ = local_79;
                double _e2741 = l_mut_231_;
                double l_1428_ = (l_1427_ ? l_1413_ : _e2741);
                l_mut_231_ = l_1428_;
                double l_1429_ = (l_1419_ ? l_1416_ : l_1413_);
                double _e2744 = l_mut_229_;
                double l_1430_ = (_e2744 + l_1333_);
                double l_1431_ = (l_1417_ ? l_1429_ : l_1430_);
                l_mut_229_ = l_1431_;
                uint l_1432_ = uint(l_1419_);
                uint _e2748 = l_mut_234_;
                l_mut_234_ = (_e2748 + l_1432_);
                uint _e2750 = l_mut_234_;
                bool l_1433_ = (_e2750 == 0u);
                double _e2753 = l_mut_233_;
                double _e2754 = l_mut_229_;
                double l_1434_ = (l_1433_ ? _e2754 : _e2753);
                l_mut_233_ = l_1434_;
                uint _e2756 = l_mut_234_;
                bool l_1435_ = (_e2756 == 1u);
                double _e2759 = l_mut_232_;
                double _e2760 = l_mut_229_;
                double l_1436_ = (l_1435_ ? _e2760 : _e2759);
                l_mut_232_ = l_1436_;
                uint _e2762 = l_mut_234_;
                bool l_1437_ = (_e2762 == 2u);
                double _e2765 = l_mut_231_;
                double _e2766 = l_mut_229_;
                double l_1438_ = (l_1437_ ? _e2766 : _e2765);
                l_mut_231_ = l_1438_;
                uint _e2768 = l_mut_234_;
                bool l_1439_ = (_e2768 == 3u);
                double _e2771 = l_mut_230_;
                double _e2772 = l_mut_229_;
                double l_1440_ = (l_1439_ ? _e2772 : _e2771);
                l_mut_230_ = l_1440_;
                double _e2774 = l_mut_233_;
                double l_1441_ = (_e2774 * l_327_);
                double l_1442_ = (l_1441_ * l_4_);
                double _e2777 = l_mut_233_;
                double l_1443_ = (l_3_ * _e2777);
                double l_1444_ = (l_1443_ * l_4_);
                double _e2780 = l_mut_233_;
                double l_1445_ = (l_1444_ - _e2780);
                double l_1446_ = (l_1445_ * l_4_);
                double l_1447_ = (l_1444_ - l_1446_);
                double _e2784 = l_mut_233_;
                double l_1448_ = (_e2784 - l_1447_);
                double l_1449_ = (l_3_ * l_327_);
                double l_1450_ = (l_1449_ * l_4_);
                double l_1451_ = (l_1450_ - l_327_);
                double l_1452_ = (l_1451_ * l_4_);
                double l_1453_ = (l_1450_ - l_1452_);
                double l_1454_ = (l_327_ - l_1453_);
                double l_1455_ = (l_1447_ * l_1453_);
                double l_1456_ = (l_1455_ - l_1442_);
                double l_1457_ = (l_1447_ * l_1454_);
                double l_1458_ = (l_1456_ + l_1457_);
                double l_1459_ = (l_1448_ * l_1453_);
                double l_1460_ = (l_1458_ + l_1459_);
                double l_1461_ = (l_1448_ * l_1454_);
                double l_1462_ = (l_1460_ + l_1461_);
                double _e2800 = l_mut_233_;
                double l_1463_ = (_e2800 * l_328_);
                double l_1464_ = (l_1463_ * l_4_);
                double _e2803 = l_mut_233_;
                double l_1465_ = (l_3_ * _e2803);
                double l_1466_ = (l_1465_ * l_4_);
                double _e2806 = l_mut_233_;
                double l_1467_ = (l_1466_ - _e2806);
                double l_1468_ = (l_1467_ * l_4_);
                double l_1469_ = (l_1466_ - l_1468_);
                double _e2810 = l_mut_233_;
                double l_1470_ = (_e2810 - l_1469_);
                double l_1471_ = (l_3_ * l_328_);
                double l_1472_ = (l_1471_ * l_4_);
                double l_1473_ = (l_1472_ - l_328_);
                double l_1474_ = (l_1473_ * l_4_);
                double l_1475_ = (l_1472_ - l_1474_);
                double l_1476_ = (l_328_ - l_1475_);
                double l_1477_ = (l_1469_ * l_1475_);
                double l_1478_ = (l_1477_ - l_1464_);
                double l_1479_ = (l_1469_ * l_1476_);
                double l_1480_ = (l_1478_ + l_1479_);
                double l_1481_ = (l_1470_ * l_1475_);
                double l_1482_ = (l_1480_ + l_1481_);
                double l_1483_ = (l_1470_ * l_1476_);
                double l_1484_ = (l_1482_ + l_1483_);
                double _e2826 = l_mut_232_;
                double l_1485_ = (_e2826 * l_327_);
                double l_1486_ = (l_1485_ * l_4_);
                double _e2829 = l_mut_232_;
                double l_1487_ = (l_3_ * _e2829);
                double l_1488_ = (l_1487_ * l_4_);
                double _e2832 = l_mut_232_;
                double l_1489_ = (l_1488_ - _e2832);
                double l_1490_ = (l_1489_ * l_4_);
                double l_1491_ = (l_1488_ - l_1490_);
                double _e2836 = l_mut_232_;
                double l_1492_ = (_e2836 - l_1491_);
                double l_1493_ = (l_3_ * l_327_);
                double l_1494_ = (l_1493_ * l_4_);
                double l_1495_ = (l_1494_ - l_327_);
                double l_1496_ = (l_1495_ * l_4_);
                double l_1497_ = (l_1494_ - l_1496_);
                double l_1498_ = (l_327_ - l_1497_);
                double l_1499_ = (l_1491_ * l_1497_);
                double l_1500_ = (l_1499_ - l_1486_);
                double l_1501_ = (l_1491_ * l_1498_);
                double l_1502_ = (l_1500_ + l_1501_);
                double l_1503_ = (l_1492_ * l_1497_);
                double l_1504_ = (l_1502_ + l_1503_);
                double l_1505_ = (l_1492_ * l_1498_);
                double l_1506_ = (l_1504_ + l_1505_);
                double _e2852 = l_mut_233_;
                double l_1507_ = (_e2852 * l_329_);
                double l_1508_ = (l_1507_ * l_4_);
                double _e2855 = l_mut_233_;
                double l_1509_ = (l_3_ * _e2855);
                double l_1510_ = (l_1509_ * l_4_);
                double _e2858 = l_mut_233_;
                double l_1511_ = (l_1510_ - _e2858);
                double l_1512_ = (l_1511_ * l_4_);
                double l_1513_ = (l_1510_ - l_1512_);
                double _e2862 = l_mut_233_;
                double l_1514_ = (_e2862 - l_1513_);
                double l_1515_ = (l_3_ * l_329_);
                double l_1516_ = (l_1515_ * l_4_);
                double l_1517_ = (l_1516_ - l_329_);
                double l_1518_ = (l_1517_ * l_4_);
                double l_1519_ = (l_1516_ - l_1518_);
                double l_1520_ = (l_329_ - l_1519_);
                double l_1521_ = (l_1513_ * l_1519_);
                double l_1522_ = (l_1521_ - l_1508_);
                double l_1523_ = (l_1513_ * l_1520_);
                double l_1524_ = (l_1522_ + l_1523_);
                double l_1525_ = (l_1514_ * l_1519_);
                double l_1526_ = (l_1524_ + l_1525_);
                double l_1527_ = (l_1514_ * l_1520_);
                double l_1528_ = (l_1526_ + l_1527_);
                double _e2878 = l_mut_232_;
                double l_1529_ = (_e2878 * l_328_);
                double l_1530_ = (l_1529_ * l_4_);
                double _e2881 = l_mut_232_;
                double l_1531_ = (l_3_ * _e2881);
                double l_1532_ = (l_1531_ * l_4_);
                double _e2884 = l_mut_232_;
                double l_1533_ = (l_1532_ - _e2884);
                double l_1534_ = (l_1533_ * l_4_);
                double l_1535_ = (l_1532_ - l_1534_);
                double _e2888 = l_mut_232_;
                double l_1536_ = (_e2888 - l_1535_);
                double l_1537_ = (l_3_ * l_328_);
                double l_1538_ = (l_1537_ * l_4_);
                double l_1539_ = (l_1538_ - l_328_);
                double l_1540_ = (l_1539_ * l_4_);
                double l_1541_ = (l_1538_ - l_1540_);
                double l_1542_ = (l_328_ - l_1541_);
                double l_1543_ = (l_1535_ * l_1541_);
                double l_1544_ = (l_1543_ - l_1530_);
                double l_1545_ = (l_1535_ * l_1542_);
                double l_1546_ = (l_1544_ + l_1545_);
                double l_1547_ = (l_1536_ * l_1541_);
                double l_1548_ = (l_1546_ + l_1547_);
                double l_1549_ = (l_1536_ * l_1542_);
                double l_1550_ = (l_1548_ + l_1549_);
                double _e2904 = l_mut_231_;
                double l_1551_ = (_e2904 * l_327_);
                double l_1552_ = (l_1551_ * l_4_);
                double _e2907 = l_mut_231_;
                double l_1553_ = (l_3_ * _e2907);
                double l_1554_ = (l_1553_ * l_4_);
                double _e2910 = l_mut_231_;
                double l_1555_ = (l_1554_ - _e2910);
                double l_1556_ = (l_1555_ * l_4_);
                double l_1557_ = (l_1554_ - l_1556_);
                double _e2914 = l_mut_231_;
                double l_1558_ = (_e2914 - l_1557_);
                double l_1559_ = (l_3_ * l_327_);
                double l_1560_ = (l_1559_ * l_4_);
                double l_1561_ = (l_1560_ - l_327_);
                double l_1562_ = (l_1561_ * l_4_);
                double l_1563_ = (l_1560_ - l_1562_);
                double l_1564_ = (l_327_ - l_1563_);
                double l_1565_ = (l_1557_ * l_1563_);
                double l_1566_ = (l_1565_ - l_1552_);
                double l_1567_ = (l_1557_ * l_1564_);
                double l_1568_ = (l_1566_ + l_1567_);
                double l_1569_ = (l_1558_ * l_1563_);
                double l_1570_ = (l_1568_ + l_1569_);
                double l_1571_ = (l_1558_ * l_1564_);
                double l_1572_ = (l_1570_ + l_1571_);
                double l_1573_ = (l_1464_ + l_1486_);
                double l_1574_ = (l_1573_ * l_4_);
                double l_1575_ = (l_1574_ - l_1464_);
                double l_1576_ = (l_1575_ * l_4_);
                double l_1577_ = (l_1574_ - l_1576_);
                double l_1578_ = (l_1577_ * l_4_);
                double l_1579_ = (l_1464_ - l_1578_);
                double l_1580_ = (l_1486_ - l_1576_);
                double l_1581_ = (l_1579_ + l_1580_);
                double l_1582_ = (l_1462_ + l_1574_);
                double l_1583_ = (l_1582_ * l_4_);
                double l_1584_ = (l_1583_ - l_1462_);
                double l_1585_ = (l_1584_ * l_4_);
                double l_1586_ = (l_1583_ - l_1585_);
                double l_1587_ = (l_1586_ * l_4_);
                double l_1588_ = (l_1462_ - l_1587_);
                double l_1589_ = (l_1574_ - l_1585_);
                double l_1590_ = (l_1588_ + l_1589_);
                double l_1591_ = (l_1581_ + l_1590_);
                double l_1592_ = (l_1591_ * l_4_);
                double l_1593_ = (l_1592_ - l_1581_);
                double l_1594_ = (l_1593_ * l_4_);
                double l_1595_ = (l_1592_ - l_1594_);
                double l_1596_ = (l_1595_ * l_4_);
                double l_1597_ = (l_1581_ - l_1596_);
                double l_1598_ = (l_1590_ - l_1594_);
                double l_1599_ = (l_1597_ + l_1598_);
                double l_1600_ = (l_1592_ + l_1484_);
                double l_1601_ = (l_1600_ * l_4_);
                double l_1602_ = (l_1601_ - l_1592_);
                double l_1603_ = (l_1602_ * l_4_);
                double l_1604_ = (l_1601_ - l_1603_);
                double l_1605_ = (l_1604_ * l_4_);
                double l_1606_ = (l_1592_ - l_1605_);
                double l_1607_ = (l_1484_ - l_1603_);
                double l_1608_ = (l_1606_ + l_1607_);
                double l_1609_ = (l_1506_ + l_1601_);
                double l_1610_ = (l_1609_ * l_4_);
                double l_1611_ = (l_1610_ - l_1506_);
                double l_1612_ = (l_1611_ * l_4_);
                double l_1613_ = (l_1610_ - l_1612_);
                double l_1614_ = (l_1613_ * l_4_);
                double l_1615_ = (l_1506_ - l_1614_);
                double l_1616_ = (l_1601_ - l_1612_);
                double l_1617_ = (l_1615_ + l_1616_);
                double l_1618_ = (l_1608_ + l_1617_);
                double l_1619_ = (l_1618_ * l_4_);
                double l_1620_ = (l_1619_ - l_1608_);
                double l_1621_ = (l_1620_ * l_4_);
                double l_1622_ = (l_1619_ - l_1621_);
                double l_1623_ = (l_1622_ * l_4_);
                double l_1624_ = (l_1608_ - l_1623_);
                double l_1625_ = (l_1617_ - l_1621_);
                double l_1626_ = (l_1624_ + l_1625_);
                double l_1627_ = (l_1508_ + l_1530_);
                double l_1628_ = (l_1627_ * l_4_);
                double l_1629_ = (l_1628_ - l_1508_);
                double l_1630_ = (l_1629_ * l_4_);
                double l_1631_ = (l_1628_ - l_1630_);
                double l_1632_ = (l_1631_ * l_4_);
                double l_1633_ = (l_1508_ - l_1632_);
                double l_1634_ = (l_1530_ - l_1630_);
                double l_1635_ = (l_1633_ + l_1634_);
                double l_1636_ = (l_1552_ + l_1628_);
                double l_1637_ = (l_1636_ * l_4_);
                double l_1638_ = (l_1637_ - l_1552_);
                double l_1639_ = (l_1638_ * l_4_);
                double l_1640_ = (l_1637_ - l_1639_);
                double l_1641_ = (l_1640_ * l_4_);
                double l_1642_ = (l_1552_ - l_1641_);
                double l_1643_ = (l_1628_ - l_1639_);
                double l_1644_ = (l_1642_ + l_1643_);
                double l_1645_ = (l_1635_ + l_1644_);
                double l_1646_ = (l_1645_ * l_4_);
                double l_1647_ = (l_1646_ - l_1635_);
                double l_1648_ = (l_1647_ * l_4_);
                double l_1649_ = (l_1646_ - l_1648_);
                double l_1650_ = (l_1649_ * l_4_);
                double l_1651_ = (l_1635_ - l_1650_);
                double l_1652_ = (l_1644_ - l_1648_);
                double l_1653_ = (l_1651_ + l_1652_);
                double l_1654_ = (l_1610_ + l_1637_);
                double l_1655_ = (l_1654_ * l_4_);
                double l_1656_ = (l_1655_ - l_1610_);
                double l_1657_ = (l_1656_ * l_4_);
                double l_1658_ = (l_1655_ - l_1657_);
                double l_1659_ = (l_1658_ * l_4_);
                double l_1660_ = (l_1610_ - l_1659_);
                double l_1661_ = (l_1637_ - l_1657_);
                double l_1662_ = (l_1660_ + l_1661_);
                double l_1663_ = (l_1619_ + l_1646_);
                double l_1664_ = (l_1663_ * l_4_);
                double l_1665_ = (l_1664_ - l_1619_);
                double l_1666_ = (l_1665_ * l_4_);
                double l_1667_ = (l_1664_ - l_1666_);
                double l_1668_ = (l_1667_ * l_4_);
                double l_1669_ = (l_1619_ - l_1668_);
                double l_1670_ = (l_1646_ - l_1666_);
                double l_1671_ = (l_1669_ + l_1670_);
                double l_1672_ = (l_1664_ + l_1662_);
                double l_1673_ = (l_1672_ * l_4_);
                double l_1674_ = (l_1673_ - l_1664_);
                double l_1675_ = (l_1674_ * l_4_);
                double l_1676_ = (l_1673_ - l_1675_);
                double l_1677_ = (l_1676_ * l_4_);
                double l_1678_ = (l_1664_ - l_1677_);
                double l_1679_ = (l_1662_ - l_1675_);
                double l_1680_ = (l_1678_ + l_1679_);
                double l_1681_ = (l_1626_ + l_1653_);
                double l_1682_ = (l_1680_ + l_1671_);
                double l_1683_ = (l_1681_ + l_1682_);
                double _e3041 = l_mut_233_;
                double l_1684_ = (_e3041 * l_330_);
                double _e3043 = l_mut_232_;
                double l_1685_ = (_e3043 * l_329_);
                double l_1686_ = (l_1684_ + l_1685_);
                double _e3046 = l_mut_231_;
                double l_1687_ = (_e3046 * l_328_);
                double _e3048 = l_mut_230_;
                double l_1688_ = (_e3048 * l_327_);
                double l_1689_ = (l_1687_ + l_1688_);
                double l_1690_ = (l_1686_ + l_1689_);
                double l_1691_ = (l_1599_ + l_1528_);
                double l_1692_ = (l_1550_ + l_1572_);
                double l_1693_ = (l_1691_ + l_1692_);
                double l_1694_ = (l_1690_ + l_1693_);
                double l_1695_ = (l_1673_ + l_1694_);
                double l_1696_ = (l_1695_ + l_1683_);
                double l_1697_ = (l_1696_ * l_4_);
                double l_1698_ = (l_1697_ - l_1695_);
                double l_1699_ = (l_1698_ * l_4_);
                double l_1700_ = (l_1683_ - l_1699_);
                double l_1701_ = (l_1655_ + l_1697_);
                double l_1702_ = (l_1701_ * l_4_);
                double l_1703_ = (l_1702_ - l_1655_);
                double l_1704_ = (l_1703_ * l_4_);
                double l_1705_ = (l_1697_ - l_1704_);
                double l_1706_ = (l_1583_ + l_1702_);
                double l_1707_ = (l_1706_ * l_4_);
                double l_1708_ = (l_1707_ - l_1583_);
                double l_1709_ = (l_1708_ * l_4_);
                double l_1710_ = (l_1702_ - l_1709_);
                double l_1711_ = (l_1442_ + l_1707_);
                double l_1712_ = (l_1711_ * l_4_);
                double l_1713_ = (l_1712_ - l_1442_);
                double l_1714_ = (l_1713_ * l_4_);
                double l_1715_ = (l_1707_ - l_1714_);
                l_mut_833_ = 0.0L;
                l_mut_832_ = 0.0L;
                l_mut_831_ = 0.0L;
                l_mut_830_ = 0.0L;
                l_mut_229_ = l_1712_;
                l_mut_234_ = 0u;
                double _e3082 = l_mut_229_;
                double l_1716_ = (_e3082 + l_1715_);
                double l_1717_ = (l_1716_ * l_4_);
                double _e3085 = l_mut_229_;
                double l_1718_ = (l_1717_ - _e3085);
                double l_1719_ = (l_1718_ * l_4_);
                double l_1720_ = (l_1715_ - l_1719_);
                uint _e3089 = l_mut_234_;
                bool l_1721_ = (_e3089 < 3u);
                bool l_1722_ = (l_1720_ != 0.0L);
                if (l_1721_) {
                    local_80 = l_1722_;
                } else {
                    local_80 = false;
                }
                bool l_1723_ = local_80;
                uint _e3098 = l_mut_234_;
                bool l_1724_ = (_e3098 == 0u);
                if (l_1723_) {
                    local_81 = l_1724_;
                } else {
                    local_81 = false;
                }
                bool l_1725_ = local_81;
                double _e3105 = l_mut_833_;
                double l_1726_ = (l_1725_ ? l_1717_ : _e3105);
                l_mut_833_ = l_1726_;
                uint _e3107 = l_mut_234_;
                bool l_1727_ = (_e3107 == 1u);
                if (l_1723_) {
                    local_82 = l_1727_;
                } else {
                    local_82 = false;
                }
                bool l_1728_ = local_82;
                double _e3114 = l_mut_832_;
                double l_1729_ = (l_1728_ ? l_1717_ : _e3114);
                l_mut_832_ = l_1729_;
                uint _e3116 = l_mut_234_;
                bool l_1730_ = (_e3116 == 2u);
                if (l_1723_) {
                    local_83 = l_1730_;
                } else {
                    local_83 = false;
                }
                bool l_1731_ = local_83;
                double _e3123 = l_mut_831_;
                double l_1732_ = (l_1731_ ? l_1717_ : _e3123);
                l_mut_831_ = l_1732_;
                double l_1733_ = (l_1723_ ? l_1720_ : l_1717_);
                double _e3126 = l_mut_229_;
                double l_1734_ = (_e3126 + l_1715_);
                double l_1735_ = (l_1721_ ? l_1733_ : l_1734_);
                l_mut_229_ = l_1735_;
                uint l_1736_ = uint(l_1723_);
                uint _e3130 = l_mut_234_;
                l_mut_234_ = (_e3130 + l_1736_);
                double _e3132 = l_mut_229_;
                double l_1737_ = (_e3132 + l_1710_);
                double l_1738_ = (l_1737_ * l_4_);
                double _e3135 = l_mut_229_;
                double l_1739_ = (l_1738_ - _e3135);
                double l_1740_ = (l_1739_ * l_4_);
                double l_1741_ = (l_1710_ - l_1740_);
                uint _e3139 = l_mut_234_;
                bool l_1742_ = (_e3139 < 3u);
                bool l_1743_ = (l_1741_ != 0.0L);
                if (l_1742_) {
                    local_84 = l_1743_;
                } else {
                    local_84 = false;
                }
                bool l_1744_ = local_84;
                uint _e3148 = l_mut_234_;
                bool l_1745_ = (_e3148 == 0u);
                if (l_1744_) {
                    local_85 = l_1745_;
                } else {
                    local_85 = false;
                }
                bool l_1746_ = local_85;
                double _e3155 = l_mut_833_;
                double l_1747_ = (l_1746_ ? l_1738_ : _e3155);
                l_mut_833_ = l_1747_;
                uint _e3157 = l_mut_234_;
                bool l_1748_ = (_e3157 == 1u);
                if (l_1744_) {
                    local_86 = l_1748_;
                } else {
                    local_86 = false;
                }
                bool l_1749_ = local_86;
                double _e3164 = l_mut_832_;
                double l_1750_ = (l_1749_ ? l_1738_ : _e3164);
                l_mut_832_ = l_1750_;
                uint _e3166 = l_mut_234_;
                bool l_1751_ = (_e3166 == 2u);
                if (l_1744_) {
                    local_87 = l_1751_;
                } else {
                    local_87 = false;
                }
                bool l_1752_ = local_87;
                double _e3173 = l_mut_831_;
                double l_1753_ = (l_1752_ ? l_1738_ : _e3173);
                l_mut_831_ = l_1753_;
                double l_1754_ = (l_1744_ ? l_1741_ : l_1738_);
                double _e3176 = l_mut_229_;
                double l_1755_ = (_e3176 + l_1710_);
                double l_1756_ = (l_1742_ ? l_1754_ : l_1755_);
                l_mut_229_ = l_1756_;
                uint l_1757_ = uint(l_1744_);
                uint _e3180 = l_mut_234_;
                l_mut_234_ = (_e3180 + l_1757_);
                double _e3182 = l_mut_229_;
                double l_1758_ = (_e3182 + l_1705_);
                double l_1759_ = (l_1758_ * l_4_);
                double _e3185 = l_mut_229_;
                double l_1760_ = (l_1759_ - _e3185);
                double l_1761_ = (l_1760_ * l_4_);
                double l_1762_ = (l_1705_ - l_1761_);
                uint _e3189 = l_mut_234_;
                bool l_1763_ = (_e3189 < 3u);
                bool l_1764_ = (l_1762_ != 0.0L);
                if (l_1763_) {
                    local_88 = l_1764_;
                } else {
                    local_88 = false;
                }
                bool l_1765_ = local_88;
                uint _e3198 = l_mut_234_;
                bool l_1766_ = (_e3198 == 0u);
                if (l_1765_) {
                    local_89 = l_1766_;
                } else {
                    local_89 = false;
                }
                bool l_1767_ = local_89;
                double _e3205 = l_mut_833_;
                double l_1768_ = (l_1767_ ? l_1759_ : _e3205);
                l_mut_833_ = l_1768_;
                uint _e3207 = l_mut_234_;
                bool l_1769_ = (_e3207 == 1u);
                if (l_1765_) {
                    local_90 = l_1769_;
                } else {
                    local_90 = false;
                }
                bool l_1770_ = local_90;
                double _e3214 = l_mut_832_;
                double l_1771_ = (l_1770_ ? l_1759_ : _e3214);
                l_mut_832_ = l_1771_;
                uint _e3216 = l_mut_234_;
                bool l_1772_ = (_e3216 == 2u);
                if (l_1765_) {
                    local_91 = l_1772_;
                } else {
                    local_91 = false;
                }
                bool l_1773_ = local_91;
                double _e3223 = l_mut_831_;
                double l_1774_ = (l_1773_ ? l_1759_ : _e3223);
                l_mut_831_ = l_1774_;
                double l_1775_ = (l_1765_ ? l_1762_ : l_1759_);
                double _e3226 = l_mut_229_;
                double l_1776_ = (_e3226 + l_1705_);
                double l_1777_ = (l_1763_ ? l_1775_ : l_1776_);
                l_mut_229_ = l_1777_;
                uint l_1778_ = uint(l_1765_);
                uint _e3230 = l_mut_234_;
                l_mut_234_ = (_e3230 + l_1778_);
                double _e3232 = l_mut_229_;
                double l_1779_ = (_e3232 + l_1700_);
                double l_1780_ = (l_1779_ * l_4_);
                double _e3235 = l_mut_229_;
                double l_1781_ = (l_1780_ - _e3235);
                double l_1782_ = (l_1781_ * l_4_);
                double l_1783_ = (l_1700_ - l_1782_);
                uint _e3239 = l_mut_234_;
                bool l_1784_ = (_e3239 < 3u);
                bool l_1785_ = (l_1783_ != 0.0L);
                if (l_1784_) {
                    local_92 = l_1785_;
                } else {
                    local_92 = false;
                }
                bool l_1786_ = local_92;
                uint _e3248 = l_mut_234_;
                bool l_1787_ = (_e3248 == 0u);
                if (l_1786_) {
                    local_93 = l_1787_;
                } else {
                    local_93 = false;
                }
                bool l_1788_ = local_93;
                double _e3255 = l_mut_833_;
                double l_1789_ = (l_1788_ ? l_1780_ : _e3255);
                l_mut_833_ = l_1789_;
                uint _e3257 = l_mut_234_;
                bool l_1790_ = (_e3257 == 1u);
                if (l_1786_) {
                    local_94 = l_1790_;
                } else {
                    local_94 = false;
                }
                bool l_1791_ = local_94;
                double _e3264 = l_mut_832_;
                double l_1792_ = (l_1791_ ? l_1780_ : _e3264);
                l_mut_832_ = l_1792_;
                uint _e3266 = l_mut_234_;
                bool l_1793_ = (_e3266 == 2u);
                if (l_1786_) {
                    local_95 = l_1793_;
                } else {
                    local_95 = false;
                }
                bool l_1794_ = local_95;
                double _e3273 = l_mut_831_;
                double l_1795_ = (l_1794_ ? l_1780_ : _e3273);
                l_mut_831_ = l_1795_;
                double l_1796_ = (l_1786_ ? l_1783_ : l_1780_);
                double _e3276 = l_mut_229_;
                double l_1797_ = (_e3276 + l_1700_);
                double l_1798_ = (l_1784_ ? l_1796_ : l_1797_);
                l_mut_229_ = l_1798_;
                uint l_1799_ = uint(l_1786_);
                uint _e3280 = l_mut_234_;
                l_mut_234_ = (_e3280 + l_1799_);
                uint _e3282 = l_mut_234_;
                bool l_1800_ = (_e3282 == 0u);
                double _e3285 = l_mut_833_;
                double _e3286 = l_mut_229_;
                double l_1801_ = (l_1800_ ? _e3286 : _e3285);
                l_mut_833_ = l_1801_;
                uint _e3288 = l_mut_234_;
                bool l_1802_ = (_e3288 == 1u);
                double _e3291 = l_mut_832_;
                double _e3292 = l_mut_229_;
                double l_1803_ = (l_1802_ ? _e3292 : _e3291);
                l_mut_832_ = l_1803_;
                uint _e3294 = l_mut_234_;
                bool l_1804_ = (_e3294 == 2u);
                double _e3297 = l_mut_831_;
                double _e3298 = l_mut_229_;
                double l_1805_ = (l_1804_ ? _e3298 : _e3297);
                l_mut_831_ = l_1805_;
                uint _e3300 = l_mut_234_;
                bool l_1806_ = (_e3300 == 3u);
                double _e3303 = l_mut_830_;
                double _e3304 = l_mut_229_;
                double l_1807_ = (l_1806_ ? _e3304 : _e3303);
                l_mut_830_ = l_1807_;
                double _e3306 = l_mut_833_;
                l_mut_233_ = _e3306;
                double _e3307 = l_mut_832_;
                l_mut_232_ = _e3307;
                double _e3308 = l_mut_831_;
                l_mut_231_ = _e3308;
                double _e3309 = l_mut_830_;
                l_mut_230_ = _e3309;
                l_mut_1808_ = 0u;
                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                bool loop_init_5 = true;
                while(true) {
                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                    if (!loop_init_5) {
                        uint _e4242 = l_mut_1808_;
                        l_mut_1808_ = (_e4242 + 1u);
                    }
                    loop_init_5 = false;
                    uint _e3312 = l_mut_1808_;
                    if ((_e3312 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        double _e3315 = l_mut_233_;
                        double l_1809_ = (_e3315 * 2.0L);
                        double _e3318 = l_mut_232_;
                        double l_1810_ = (_e3318 * 2.0L);
                        double _e3321 = l_mut_231_;
                        double l_1811_ = (_e3321 * 2.0L);
                        double _e3324 = l_mut_230_;
                        double l_1812_ = (_e3324 * 2.0L);
                        double _e3327 = l_mut_233_;
                        double _e3328 = l_mut_233_;
                        double l_1813_ = (_e3327 * _e3328);
                        double l_1814_ = (l_1813_ * l_4_);
                        double _e3331 = l_mut_233_;
                        double l_1815_ = (l_3_ * _e3331);
                        double l_1816_ = (l_1815_ * l_4_);
                        double _e3334 = l_mut_233_;
                        double l_1817_ = (l_1816_ - _e3334);
                        double l_1818_ = (l_1817_ * l_4_);
                        double l_1819_ = (l_1816_ - l_1818_);
                        double _e3338 = l_mut_233_;
                        double l_1820_ = (_e3338 - l_1819_);
                        double _e3340 = l_mut_233_;
                        double l_1821_ = (l_3_ * _e3340);
                        double l_1822_ = (l_1821_ * l_4_);
                        double _e3343 = l_mut_233_;
                        double l_1823_ = (l_1822_ - _e3343);
                        double l_1824_ = (l_1823_ * l_4_);
                        double l_1825_ = (l_1822_ - l_1824_);
                        double _e3347 = l_mut_233_;
                        double l_1826_ = (_e3347 - l_1825_);
                        double l_1827_ = (l_1819_ * l_1825_);
                        double l_1828_ = (l_1827_ - l_1814_);
                        double l_1829_ = (l_1819_ * l_1826_);
                        double l_1830_ = (l_1828_ + l_1829_);
                        double l_1831_ = (l_1820_ * l_1825_);
                        double l_1832_ = (l_1830_ + l_1831_);
                        double l_1833_ = (l_1820_ * l_1826_);
                        double l_1834_ = (l_1832_ + l_1833_);
                        double _e3357 = l_mut_233_;
                        double _e3358 = l_mut_232_;
                        double l_1835_ = (_e3357 * _e3358);
                        double l_1836_ = (l_1835_ * l_4_);
                        double _e3361 = l_mut_233_;
                        double l_1837_ = (l_3_ * _e3361);
                        double l_1838_ = (l_1837_ * l_4_);
                        double _e3364 = l_mut_233_;
                        double l_1839_ = (l_1838_ - _e3364);
                        double l_1840_ = (l_1839_ * l_4_);
                        double l_1841_ = (l_1838_ - l_1840_);
                        double _e3368 = l_mut_233_;
                        double l_1842_ = (_e3368 - l_1841_);
                        double _e3370 = l_mut_232_;
                        double l_1843_ = (l_3_ * _e3370);
                        double l_1844_ = (l_1843_ * l_4_);
                        double _e3373 = l_mut_232_;
                        double l_1845_ = (l_1844_ - _e3373);
                        double l_1846_ = (l_1845_ * l_4_);
                        double l_1847_ = (l_1844_ - l_1846_);
                        double _e3377 = l_mut_232_;
                        double l_1848_ = (_e3377 - l_1847_);
                        double l_1849_ = (l_1841_ * l_1847_);
                        double l_1850_ = (l_1849_ - l_1836_);
                        double l_1851_ = (l_1841_ * l_1848_);
                        double l_1852_ = (l_1850_ + l_1851_);
                        double l_1853_ = (l_1842_ * l_1847_);
                        double l_1854_ = (l_1852_ + l_1853_);
                        double l_1855_ = (l_1842_ * l_1848_);
                        double l_1856_ = (l_1854_ + l_1855_);
                        double _e3387 = l_mut_232_;
                        double _e3388 = l_mut_233_;
                        double l_1857_ = (_e3387 * _e3388);
                        double l_1858_ = (l_1857_ * l_4_);
                        double _e3391 = l_mut_232_;
                        double l_1859_ = (l_3_ * _e3391);
                        double l_1860_ = (l_1859_ * l_4_);
                        double _e3394 = l_mut_232_;
                        double l_1861_ = (l_1860_ - _e3394);
                        double l_1862_ = (l_1861_ * l_4_);
                        double l_1863_ = (l_1860_ - l_1862_);
                        double _e3398 = l_mut_232_;
                        double l_1864_ = (_e3398 - l_1863_);
                        double _e3400 = l_mut_233_;
                        double l_1865_ = (l_3_ * _e3400);
                        double l_1866_ = (l_1865_ * l_4_);
                        double _e3403 = l_mut_233_;
                        double l_1867_ = (l_1866_ - _e3403);
                        double l_1868_ = (l_1867_ * l_4_);
                        double l_1869_ = (l_1866_ - l_1868_);
                        double _e3407 = l_mut_233_;
                        double l_1870_ = (_e3407 - l_1869_);
                        double l_1871_ = (l_1863_ * l_1869_);
                        double l_1872_ = (l_1871_ - l_1858_);
                        double l_1873_ = (l_1863_ * l_1870_);
                        double l_1874_ = (l_1872_ + l_1873_);
                        double l_1875_ = (l_1864_ * l_1869_);
                        double l_1876_ = (l_1874_ + l_1875_);
                        double l_1877_ = (l_1864_ * l_1870_);
                        double l_1878_ = (l_1876_ + l_1877_);
                        double _e3417 = l_mut_233_;
                        double _e3418 = l_mut_231_;
                        double l_1879_ = (_e3417 * _e3418);
                        double l_1880_ = (l_1879_ * l_4_);
                        double _e3421 = l_mut_233_;
                        double l_1881_ = (l_3_ * _e3421);
                        double l_1882_ = (l_1881_ * l_4_);
                        double _e3424 = l_mut_233_;
                        double l_1883_ = (l_1882_ - _e3424);
                        double l_1884_ = (l_1883_ * l_4_);
                        double l_1885_ = (l_1882_ - l_1884_);
                        double _e3428 = l_mut_233_;
                        double l_1886_ = (_e3428 - l_1885_);
                        double _e3430 = l_mut_231_;
                        double l_1887_ = (l_3_ * _e3430);
                        double l_1888_ = (l_1887_ * l_4_);
                        double _e3433 = l_mut_231_;
                        double l_1889_ = (l_1888_ - _e3433);
                        double l_1890_ = (l_1889_ * l_4_);
                        double l_1891_ = (l_1888_ - l_1890_);
                        double _e3437 = l_mut_231_;
                        double l_1892_ = (_e3437 - l_1891_);
                        double l_1893_ = (l_1885_ * l_1891_);
                        double l_1894_ = (l_1893_ - l_1880_);
                        double l_1895_ = (l_1885_ * l_1892_);
                        double l_1896_ = (l_1894_ + l_1895_);
                        double l_1897_ = (l_1886_ * l_1891_);
                        double l_1898_ = (l_1896_ + l_1897_);
                        double l_1899_ = (l_1886_ * l_1892_);
                        double l_1900_ = (l_1898_ + l_1899_);
                        double _e3447 = l_mut_232_;
                        double _e3448 = l_mut_232_;
                        double l_1901_ = (_e3447 * _e3448);
                        double l_1902_ = (l_1901_ * l_4_);
                        double _e3451 = l_mut_232_;
                        double l_1903_ = (l_3_ * _e3451);
                        double l_1904_ = (l_1903_ * l_4_);
                        double _e3454 = l_mut_232_;
                        double l_1905_ = (l_1904_ - _e3454);
                        double l_1906_ = (l_1905_ * l_4_);
                        double l_1907_ = (l_1904_ - l_1906_);
                        double _e3458 = l_mut_232_;
                        double l_1908_ = (_e3458 - l_1907_);
                        double _e3460 = l_mut_232_;
                        double l_1909_ = (l_3_ * _e3460);
                        double l_1910_ = (l_1909_ * l_4_);
                        double _e3463 = l_mut_232_;
                        double l_1911_ = (l_1910_ - _e3463);
                        double l_1912_ = (l_1911_ * l_4_);
                        double l_1913_ = (l_1910_ - l_1912_);
                        double _e3467 = l_mut_232_;
                        double l_1914_ = (_e3467 - l_1913_);
                        double l_1915_ = (l_1907_ * l_1913_);
                        double l_1916_ = (l_1915_ - l_1902_);
                        double l_1917_ = (l_1907_ * l_1914_);
                        double l_1918_ = (l_1916_ + l_1917_);
                        double l_1919_ = (l_1908_ * l_1913_);
                        double l_1920_ = (l_1918_ + l_1919_);
                        double l_1921_ = (l_1908_ * l_1914_);
                        double l_1922_ = (l_1920_ + l_1921_);
                        double _e3477 = l_mut_231_;
                        double _e3478 = l_mut_233_;
                        double l_1923_ = (_e3477 * _e3478);
                        double l_1924_ = (l_1923_ * l_4_);
                        double _e3481 = l_mut_231_;
                        double l_1925_ = (l_3_ * _e3481);
                        double l_1926_ = (l_1925_ * l_4_);
                        double _e3484 = l_mut_231_;
                        double l_1927_ = (l_1926_ - _e3484);
                        double l_1928_ = (l_1927_ * l_4_);
                        double l_1929_ = (l_1926_ - l_1928_);
                        double _e3488 = l_mut_231_;
                        double l_1930_ = (_e3488 - l_1929_);
                        double _e3490 = l_mut_233_;
                        double l_1931_ = (l_3_ * _e3490);
                        double l_1932_ = (l_1931_ * l_4_);
                        double _e3493 = l_mut_233_;
                        double l_1933_ = (l_1932_ - _e3493);
                        double l_1934_ = (l_1933_ * l_4_);
                        double l_1935_ = (l_1932_ - l_1934_);
                        double _e3497 = l_mut_233_;
                        double l_1936_ = (_e3497 - l_1935_);
                        double l_1937_ = (l_1929_ * l_1935_);
                        double l_1938_ = (l_1937_ - l_1924_);
                        double l_1939_ = (l_1929_ * l_1936_);
                        double l_1940_ = (l_1938_ + l_1939_);
                        double l_1941_ = (l_1930_ * l_1935_);
                        double l_1942_ = (l_1940_ + l_1941_);
                        double l_1943_ = (l_1930_ * l_1936_);
                        double l_1944_ = (l_1942_ + l_1943_);
                        double l_1945_ = (l_1836_ + l_1858_);
                        double l_1946_ = (l_1945_ * l_4_);
                        double l_1947_ = (l_1946_ - l_1836_);
                        double l_1948_ = (l_1947_ * l_4_);
                        double l_1949_ = (l_1946_ - l_1948_);
                        double l_1950_ = (l_1949_ * l_4_);
                        double l_1951_ = (l_1836_ - l_1950_);
                        double l_1952_ = (l_1858_ - l_1948_);
                        double l_1953_ = (l_1951_ + l_1952_);
                        double l_1954_ = (l_1834_ + l_1946_);
                        double l_1955_ = (l_1954_ * l_4_);
                        double l_1956_ = (l_1955_ - l_1834_);
                        double l_1957_ = (l_1956_ * l_4_);
                        double l_1958_ = (l_1955_ - l_1957_);
                        double l_1959_ = (l_1958_ * l_4_);
                        double l_1960_ = (l_1834_ - l_1959_);
                        double l_1961_ = (l_1946_ - l_1957_);
                        double l_1962_ = (l_1960_ + l_1961_);
                        double l_1963_ = (l_1953_ + l_1962_);
                        double l_1964_ = (l_1963_ * l_4_);
                        double l_1965_ = (l_1964_ - l_1953_);
                        double l_1966_ = (l_1965_ * l_4_);
                        double l_1967_ = (l_1964_ - l_1966_);
                        double l_1968_ = (l_1967_ * l_4_);
                        double l_1969_ = (l_1953_ - l_1968_);
                        double l_1970_ = (l_1962_ - l_1966_);
                        double l_1971_ = (l_1969_ + l_1970_);
                        double l_1972_ = (l_1964_ + l_1856_);
                        double l_1973_ = (l_1972_ * l_4_);
                        double l_1974_ = (l_1973_ - l_1964_);
                        double l_1975_ = (l_1974_ * l_4_);
                        double l_1976_ = (l_1973_ - l_1975_);
                        double l_1977_ = (l_1976_ * l_4_);
                        double l_1978_ = (l_1964_ - l_1977_);
                        double l_1979_ = (l_1856_ - l_1975_);
                        double l_1980_ = (l_1978_ + l_1979_);
                        double l_1981_ = (l_1878_ + l_1973_);
                        double l_1982_ = (l_1981_ * l_4_);
                        double l_1983_ = (l_1982_ - l_1878_);
                        double l_1984_ = (l_1983_ * l_4_);
                        double l_1985_ = (l_1982_ - l_1984_);
                        double l_1986_ = (l_1985_ * l_4_);
                        double l_1987_ = (l_1878_ - l_1986_);
                        double l_1988_ = (l_1973_ - l_1984_);
                        double l_1989_ = (l_1987_ + l_1988_);
                        double l_1990_ = (l_1980_ + l_1989_);
                        double l_1991_ = (l_1990_ * l_4_);
                        double l_1992_ = (l_1991_ - l_1980_);
                        double l_1993_ = (l_1992_ * l_4_);
                        double l_1994_ = (l_1991_ - l_1993_);
                        double l_1995_ = (l_1994_ * l_4_);
                        double l_1996_ = (l_1980_ - l_1995_);
                        double l_1997_ = (l_1989_ - l_1993_);
                        double l_1998_ = (l_1996_ + l_1997_);
                        double l_1999_ = (l_1880_ + l_1902_);
                        double l_2000_ = (l_1999_ * l_4_);
                        double l_2001_ = (l_2000_ - l_1880_);
                        double l_2002_ = (l_2001_ * l_4_);
                        double l_2003_ = (l_2000_ - l_2002_);
                        double l_2004_ = (l_2003_ * l_4_);
                        double l_2005_ = (l_1880_ - l_2004_);
                        double l_2006_ = (l_1902_ - l_2002_);
                        double l_2007_ = (l_2005_ + l_2006_);
                        double l_2008_ = (l_1924_ + l_2000_);
                        double l_2009_ = (l_2008_ * l_4_);
                        double l_2010_ = (l_2009_ - l_1924_);
                        double l_2011_ = (l_2010_ * l_4_);
                        double l_2012_ = (l_2009_ - l_2011_);
                        double l_2013_ = (l_2012_ * l_4_);
                        double l_2014_ = (l_1924_ - l_2013_);
                        double l_2015_ = (l_2000_ - l_2011_);
                        double l_2016_ = (l_2014_ + l_2015_);
                        double l_2017_ = (l_2007_ + l_2016_);
                        double l_2018_ = (l_2017_ * l_4_);
                        double l_2019_ = (l_2018_ - l_2007_);
                        double l_2020_ = (l_2019_ * l_4_);
                        double l_2021_ = (l_2018_ - l_2020_);
                        double l_2022_ = (l_2021_ * l_4_);
                        double l_2023_ = (l_2007_ - l_2022_);
                        double l_2024_ = (l_2016_ - l_2020_);
                        double l_2025_ = (l_2023_ + l_2024_);
                        double l_2026_ = (l_1982_ + l_2009_);
                        double l_2027_ = (l_2026_ * l_4_);
                        double l_2028_ = (l_2027_ - l_1982_);
                        double l_2029_ = (l_2028_ * l_4_);
                        double l_2030_ = (l_2027_ - l_2029_);
                        double l_2031_ = (l_2030_ * l_4_);
                        double l_2032_ = (l_1982_ - l_2031_);
                        double l_2033_ = (l_2009_ - l_2029_);
                        double l_2034_ = (l_2032_ + l_2033_);
                        double l_2035_ = (l_1991_ + l_2018_);
                        double l_2036_ = (l_2035_ * l_4_);
                        double l_2037_ = (l_2036_ - l_1991_);
                        double l_2038_ = (l_2037_ * l_4_);
                        double l_2039_ = (l_2036_ - l_2038_);
                        double l_2040_ = (l_2039_ * l_4_);
                        double l_2041_ = (l_1991_ - l_2040_);
                        double l_2042_ = (l_2018_ - l_2038_);
                        double l_2043_ = (l_2041_ + l_2042_);
                        double l_2044_ = (l_2036_ + l_2034_);
                        double l_2045_ = (l_2044_ * l_4_);
                        double l_2046_ = (l_2045_ - l_2036_);
                        double l_2047_ = (l_2046_ * l_4_);
                        double l_2048_ = (l_2045_ - l_2047_);
                        double l_2049_ = (l_2048_ * l_4_);
                        double l_2050_ = (l_2036_ - l_2049_);
                        double l_2051_ = (l_2034_ - l_2047_);
                        double l_2052_ = (l_2050_ + l_2051_);
                        double l_2053_ = (l_1998_ + l_2025_);
                        double l_2054_ = (l_2052_ + l_2043_);
                        double l_2055_ = (l_2053_ + l_2054_);
                        double _e3618 = l_mut_233_;
                        double _e3619 = l_mut_230_;
                        double l_2056_ = (_e3618 * _e3619);
                        double _e3621 = l_mut_232_;
                        double _e3622 = l_mut_231_;
                        double l_2057_ = (_e3621 * _e3622);
                        double l_2058_ = (l_2056_ + l_2057_);
                        double _e3625 = l_mut_231_;
                        double _e3626 = l_mut_232_;
                        double l_2059_ = (_e3625 * _e3626);
                        double _e3628 = l_mut_230_;
                        double _e3629 = l_mut_233_;
                        double l_2060_ = (_e3628 * _e3629);
                        double l_2061_ = (l_2059_ + l_2060_);
                        double l_2062_ = (l_2058_ + l_2061_);
                        double l_2063_ = (l_1971_ + l_1900_);
                        double l_2064_ = (l_1922_ + l_1944_);
                        double l_2065_ = (l_2063_ + l_2064_);
                        double l_2066_ = (l_2062_ + l_2065_);
                        double l_2067_ = (l_2045_ + l_2066_);
                        double l_2068_ = (l_2067_ + l_2055_);
                        double l_2069_ = (l_2068_ * l_4_);
                        double l_2070_ = (l_2069_ - l_2067_);
                        double l_2071_ = (l_2070_ * l_4_);
                        double l_2072_ = (l_2055_ - l_2071_);
                        double l_2073_ = (l_2027_ + l_2069_);
                        double l_2074_ = (l_2073_ * l_4_);
                        double l_2075_ = (l_2074_ - l_2027_);
                        double l_2076_ = (l_2075_ * l_4_);
                        double l_2077_ = (l_2069_ - l_2076_);
                        double l_2078_ = (l_1955_ + l_2074_);
                        double l_2079_ = (l_2078_ * l_4_);
                        double l_2080_ = (l_2079_ - l_1955_);
                        double l_2081_ = (l_2080_ * l_4_);
                        double l_2082_ = (l_2074_ - l_2081_);
                        double l_2083_ = (l_1814_ + l_2079_);
                        double l_2084_ = (l_2083_ * l_4_);
                        double l_2085_ = (l_2084_ - l_1814_);
                        double l_2086_ = (l_2085_ * l_4_);
                        double l_2087_ = (l_2079_ - l_2086_);
                        l_mut_229_ = 0.0L;
                        l_mut_167_ = 0.0L;
                        l_mut_166_ = 0.0L;
                        l_mut_165_ = 0.0L;
                        l_mut_164_ = l_2084_;
                        l_mut_234_ = 0u;
                        double _e3663 = l_mut_164_;
                        double l_2088_ = (_e3663 + l_2087_);
                        double l_2089_ = (l_2088_ * l_4_);
                        double _e3666 = l_mut_164_;
                        double l_2090_ = (l_2089_ - _e3666);
                        double l_2091_ = (l_2090_ * l_4_);
                        double l_2092_ = (l_2087_ - l_2091_);
                        uint _e3670 = l_mut_234_;
                        bool l_2093_ = (_e3670 < 3u);
                        bool l_2094_ = (l_2092_ != 0.0L);
                        if (l_2093_) {
                            local_96 = l_2094_;
                        } else {
                            local_96 = false;
                        }
                        bool l_2095_ = local_96;
                        uint _e3679 = l_mut_234_;
                        bool l_2096_ = (_e3679 == 0u);
                        if (l_2095_) {
                            local_97 = l_2096_;
                        } else {
                            local_97 = false;
                        }
                        bool l_2097_ = local_97;
                        double _e3686 = l_mut_229_;
                        double l_2098_ = (l_2097_ ? l_2089_ : _e3686);
                        l_mut_229_ = l_2098_;
                        uint _e3688 = l_mut_234_;
                        bool l_2099_ = (_e3688 == 1u);
                        if (l_2095_) {
                            local_98 = l_2099_;
                        } else {
                            local_98 = false;
                        }
                        bool l_2100_ = local_98;
                        double _e3695 = l_mut_167_;
                        double l_2101_ = (l_2100_ ? l_2089_ : _e3695);
                        l_mut_167_ = l_2101_;
                        uint _e3697 = l_mut_234_;
                        bool l_2102_ = (_e3697 == 2u);
                        if (l_2095_) {
                            local_99 = l_2102_;
                        } else {
                            local_99 = false;
                        }
                        bool l_2103_ = local_99;
                        double _e3704 = l_mut_166_;
                        double l_2104_ = (l_2103_ ? l_2089_ : _e3704);
                        l_mut_166_ = l_2104_;
                        double l_2105_ = (l_2095_ ? l_2092_ : l_2089_);
                        double _e3707 = l_mut_164_;
                        double l_2106_ = (_e3707 + l_2087_);
                        double l_2107_ = (l_2093_ ? l_2105_ : l_2106_);
                        l_mut_164_ = l_2107_;
                        uint l_2108_ = uint(l_2095_);
                        uint _e3711 = l_mut_234_;
                        l_mut_234_ = (_e3711 + l_2108_);
                        double _e3713 = l_mut_164_;
                        double l_2109_ = (_e3713 + l_2082_);
                        double l_2110_ = (l_2109_ * l_4_);
                        double _e3716 = l_mut_164_;
                        double l_2111_ = (l_2110_ - _e3716);
                        double l_2112_ = (l_2111_ * l_4_);
                        double l_2113_ = (l_2082_ - l_2112_);
                        uint _e3720 = l_mut_234_;
                        bool l_2114_ = (_e3720 < 3u);
                        bool l_2115_ = (l_2113_ != 0.0L);
                        if (l_2114_) {
                            local_100 = l_2115_;
                        } else {
                            local_100 = false;
                        }
                        bool l_2116_ = local_100;
                        uint _e3729 = l_mut_234_;
                        bool l_2117_ = (_e3729 == 0u);
                        if (l_2116_) {
                            local_101 = l_2117_;
                        } else {
                            local_101 = false;
                        }
                        bool l_2118_ = local_101;
                        double _e3736 = l_mut_229_;
                        double l_2119_ = (l_2118_ ? l_2110_ : _e3736);
                        l_mut_229_ = l_2119_;
                        uint _e3738 = l_mut_234_;
                        bool l_2120_ = (_e3738 == 1u);
                        if (l_2116_) {
                            local_102 = l_2120_;
                        } else {
                            local_102 = false;
                        }
                        bool l_2121_ = local_102;
                        double _e3745 = l_mut_167_;
                        double l_2122_ = (l_2121_ ? l_2110_ : _e3745);
                        l_mut_167_ = l_2122_;
                        uint _e3747 = l_mut_234_;
                        bool l_2123_ = (_e3747 == 2u);
                        if (l_2116_) {
                            local_103 = l_2123_;
                        } else {
                            local_103 = false;
                        }
                        bool l_2124_ = local_103;
                        double _e3754 = l_mut_166_;
                        double l_2125_ = (l_2124_ ? l_2110_ : _e3754);
                        l_mut_166_ = l_2125_;
                        double l_2126_ = (l_2116_ ? l_2113_ : l_2110_);
                        double _e3757 = l_mut_164_;
                        double l_2127_ = (_e3757 + l_2082_);
                        double l_2128_ = (l_2114_ ? l_2126_ : l_2127_);
                        l_mut_164_ = l_2128_;
                        uint l_2129_ = uint(l_2116_);
                        uint _e3761 = l_mut_234_;
                        l_mut_234_ = (_e3761 + l_2129_);
                        double _e3763 = l_mut_164_;
                        double l_2130_ = (_e3763 + l_2077_);
                        double l_2131_ = (l_2130_ * l_4_);
                        double _e3766 = l_mut_164_;
                        double l_2132_ = (l_2131_ - _e3766);
                        double l_2133_ = (l_2132_ * l_4_);
                        double l_2134_ = (l_2077_ - l_2133_);
                        uint _e3770 = l_mut_234_;
                        bool l_2135_ = (_e3770 < 3u);
                        bool l_2136_ = (l_2134_ != 0.0L);
                        if (l_2135_) {
                            local_104 = l_2136_;
                        } else {
                            local_104 = false;
                        }
                        bool l_2137_ = local_104;
                        uint _e3779 = l_mut_234_;
                        bool l_2138_ = (_e3779 == 0u);
                        if (l_2137_) {
                            local_105 = l_2138_;
                        } else {
                            local_105 = false;
                        }
                        bool l_2139_ = local_105;
                        double _e3786 = l_mut_229_;
                        double l_2140_ = (l_2139_ ? l_2131_ : _e3786);
                        l_mut_229_ = l_2140_;
                        uint _e3788 = l_mut_234_;
                        bool l_2141_ = (_e3788 == 1u);
                        if (l_2137_) {
                            local_106 = l_2141_;
                        } else {
                            local_106 = false;
                        }
                        bool l_2142_ = local_106;
                        double _e3795 = l_mut_167_;
                        double l_2143_ = (l_2142_ ? l_2131_ : _e3795);
                        l_mut_167_ = l_2143_;
                        uint _e3797 = l_mut_234_;
                        bool l_2144_ = (_e3797 == 2u);
                        if (l_2137_) {
                            local_107 = l_2144_;
                        } else {
                            local_107 = false;
                        }
                        bool l_2145_ = local_107;
                        double _e3804 = l_mut_166_;
                        double l_2146_ = (l_2145_ ? l_2131_ : _e3804);
                        l_mut_166_ = l_2146_;
                        double l_2147_ = (l_2137_ ? l_2134_ : l_2131_);
                        double _e3807 = l_mut_164_;
                        double l_2148_ = (_e3807 + l_2077_);
                        double l_2149_ = (l_2135_ ? l_2147_ : l_2148_);
                        l_mut_164_ = l_2149_;
                        uint l_2150_ = uint(l_2137_);
                        uint _e3811 = l_mut_234_;
                        l_mut_234_ = (_e3811 + l_2150_);
                        double _e3813 = l_mut_164_;
                        double l_2151_ = (_e3813 + l_2072_);
                        double l_2152_ = (l_2151_ * l_4_);
                        double _e3816 = l_mut_164_;
                        double l_2153_ = (l_2152_ - _e3816);
                        double l_2154_ = (l_2153_ * l_4_);
                        double l_2155_ = (l_2072_ - l_2154_);
                        uint _e3820 = l_mut_234_;
                        bool l_2156_ = (_e3820 < 3u);
                        bool l_2157_ = (l_2155_ != 0.0L);
                        if (l_2156_) {
                            local_108 = l_2157_;
                        } else {
                            local_108 = false;
                        }
                        bool l_2158_ = local_108;
                        uint _e3829 = l_mut_234_;
                        bool l_2159_ = (_e3829 == 0u);
                        if (l_2158_) {
                            local_109 = l_2159_;
                        } else {
                            local_109 = false;
                        }
                        bool l_2160_ = local_109;
                        double _e3836 = l_mut_229_;
                        double l_2161_ = (l_2160_ ? l_2152_ : _e3836);
                        l_mut_229_ = l_2161_;
                        uint _e3838 = l_mut_234_;
                        bool l_2162_ = (_e3838 == 1u);
                        if (l_2158_) {
                            local_110 = l_2162_;
                        } else {
                            local_110 = false;
                        }
                        bool l_2163_ = local_110;
                        double _e3845 = l_mut_167_;
                        double l_2164_ = (l_2163_ ? l_2152_ : _e3845);
                        l_mut_167_ = l_2164_;
                        uint _e3847 = l_mut_234_;
                        bool l_2165_ = (_e3847 == 2u);
                        if (l_2158_) {
                            local_111 = l_2165_;
                        } else {
                            local_111 = false;
                        }
                        bool l_2166_ = local_111;
                        double _e3854 = l_mut_166_;
                        double l_2167_ = (l_2166_ ? l_2152_ : _e3854);
                        l_mut_166_ = l_2167_;
                        double l_2168_ = (l_2158_ ? l_2155_ : l_2152_);
                        double _e3857 = l_mut_164_;
                        double l_2169_ = (_e3857 + l_2072_);
                        double l_2170_ = (l_2156_ ? l_2168_ : l_2169_);
                        l_mut_164_ = l_2170_;
                        uint l_2171_ = uint(l_2158_);
                        uint _e3861 = l_mut_234_;
                        l_mut_234_ = (_e3861 + l_2171_);
                        uint _e3863 = l_mut_234_;
                        bool l_2172_ = (_e3863 == 0u);
                        double _e3866 = l_mut_229_;
                        double _e3867 = l_mut_164_;
                        double l_2173_ = (l_2172_ ? _e3867 : _e3866);
                        l_mut_229_ = l_2173_;
                        uint _e3869 = l_mut_234_;
                        bool l_2174_ = (_e3869 == 1u);
                        double _e3872 = l_mut_167_;
                        double _e3873 = l_mut_164_;
                        double l_2175_ = (l_2174_ ? _e3873 : _e3872);
                        l_mut_167_ = l_2175_;
                        uint _e3875 = l_mut_234_;
                        bool l_2176_ = (_e3875 == 2u);
                        double _e3878 = l_mut_166_;
                        double _e3879 = l_mut_164_;
                        double l_2177_ = (l_2176_ ? _e3879 : _e3878);
                        l_mut_166_ = l_2177_;
                        uint _e3881 = l_mut_234_;
                        bool l_2178_ = (_e3881 == 3u);
                        double _e3884 = l_mut_165_;
                        double _e3885 = l_mut_164_;
                        double l_2179_ = (l_2178_ ? _e3885 : _e3884);
                        l_mut_165_ = l_2179_;
                        double _e3887 = l_mut_229_;
                        double l_2180_ = (l_1809_ + _e3887);
                        double l_2181_ = (l_2180_ * l_4_);
                        double l_2182_ = (l_2181_ - l_1809_);
                        double l_2183_ = (l_2182_ * l_4_);
                        double l_2184_ = (l_2181_ - l_2183_);
                        double l_2185_ = (l_2184_ * l_4_);
                        double l_2186_ = (l_1809_ - l_2185_);
                        double _e3895 = l_mut_229_;
                        double l_2187_ = (_e3895 - l_2183_);
                        double l_2188_ = (l_2186_ + l_2187_);
                        double _e3898 = l_mut_167_;
                        double l_2189_ = (l_1810_ + _e3898);
                        double l_2190_ = (l_2189_ * l_4_);
                        double l_2191_ = (l_2190_ - l_1810_);
                        double l_2192_ = (l_2191_ * l_4_);
                        double l_2193_ = (l_2190_ - l_2192_);
                        double l_2194_ = (l_2193_ * l_4_);
                        double l_2195_ = (l_1810_ - l_2194_);
                        double _e3906 = l_mut_167_;
                        double l_2196_ = (_e3906 - l_2192_);
                        double l_2197_ = (l_2195_ + l_2196_);
                        double _e3909 = l_mut_166_;
                        double l_2198_ = (l_1811_ + _e3909);
                        double l_2199_ = (l_2198_ * l_4_);
                        double l_2200_ = (l_2199_ - l_1811_);
                        double l_2201_ = (l_2200_ * l_4_);
                        double l_2202_ = (l_2199_ - l_2201_);
                        double l_2203_ = (l_2202_ * l_4_);
                        double l_2204_ = (l_1811_ - l_2203_);
                        double _e3917 = l_mut_166_;
                        double l_2205_ = (_e3917 - l_2201_);
                        double l_2206_ = (l_2204_ + l_2205_);
                        double _e3920 = l_mut_165_;
                        double l_2207_ = (l_1812_ + _e3920);
                        double l_2208_ = (l_2207_ * l_4_);
                        double l_2209_ = (l_2208_ - l_1812_);
                        double l_2210_ = (l_2209_ * l_4_);
                        double l_2211_ = (l_2208_ - l_2210_);
                        double l_2212_ = (l_2211_ * l_4_);
                        double l_2213_ = (l_1812_ - l_2212_);
                        double _e3928 = l_mut_165_;
                        double l_2214_ = (_e3928 - l_2210_);
                        double l_2215_ = (l_2213_ + l_2214_);
                        double l_2216_ = (l_2190_ + l_2188_);
                        double l_2217_ = (l_2216_ * l_4_);
                        double l_2218_ = (l_2217_ - l_2190_);
                        double l_2219_ = (l_2218_ * l_4_);
                        double l_2220_ = (l_2217_ - l_2219_);
                        double l_2221_ = (l_2220_ * l_4_);
                        double l_2222_ = (l_2190_ - l_2221_);
                        double l_2223_ = (l_2188_ - l_2219_);
                        double l_2224_ = (l_2222_ + l_2223_);
                        double l_2225_ = (l_2199_ + l_2224_);
                        double l_2226_ = (l_2225_ * l_4_);
                        double l_2227_ = (l_2226_ - l_2199_);
                        double l_2228_ = (l_2227_ * l_4_);
                        double l_2229_ = (l_2226_ - l_2228_);
                        double l_2230_ = (l_2229_ * l_4_);
                        double l_2231_ = (l_2199_ - l_2230_);
                        double l_2232_ = (l_2224_ - l_2228_);
                        double l_2233_ = (l_2231_ + l_2232_);
                        double l_2234_ = (l_2197_ + l_2226_);
                        double l_2235_ = (l_2234_ * l_4_);
                        double l_2236_ = (l_2235_ - l_2197_);
                        double l_2237_ = (l_2236_ * l_4_);
                        double l_2238_ = (l_2235_ - l_2237_);
                        double l_2239_ = (l_2238_ * l_4_);
                        double l_2240_ = (l_2197_ - l_2239_);
                        double l_2241_ = (l_2226_ - l_2237_);
                        double l_2242_ = (l_2240_ + l_2241_);
                        double l_2243_ = (l_2233_ + l_2242_);
                        double l_2244_ = (l_2243_ * l_4_);
                        double l_2245_ = (l_2244_ - l_2233_);
                        double l_2246_ = (l_2245_ * l_4_);
                        double l_2247_ = (l_2244_ - l_2246_);
                        double l_2248_ = (l_2247_ * l_4_);
                        double l_2249_ = (l_2233_ - l_2248_);
                        double l_2250_ = (l_2242_ - l_2246_);
                        double l_2251_ = (l_2249_ + l_2250_);
                        double l_2252_ = (l_2208_ + l_2244_);
                        double l_2253_ = (l_2252_ * l_4_);
                        double l_2254_ = (l_2253_ - l_2208_);
                        double l_2255_ = (l_2254_ * l_4_);
                        double l_2256_ = (l_2253_ - l_2255_);
                        double l_2257_ = (l_2256_ * l_4_);
                        double l_2258_ = (l_2208_ - l_2257_);
                        double l_2259_ = (l_2244_ - l_2255_);
                        double l_2260_ = (l_2258_ + l_2259_);
                        double l_2261_ = (l_2206_ + l_2253_);
                        double l_2262_ = (l_2261_ * l_4_);
                        double l_2263_ = (l_2262_ - l_2206_);
                        double l_2264_ = (l_2263_ * l_4_);
                        double l_2265_ = (l_2262_ - l_2264_);
                        double l_2266_ = (l_2265_ * l_4_);
                        double l_2267_ = (l_2206_ - l_2266_);
                        double l_2268_ = (l_2253_ - l_2264_);
                        double l_2269_ = (l_2267_ + l_2268_);
                        double l_2270_ = (l_2260_ + l_2269_);
                        double l_2271_ = (l_2270_ + l_2251_);
                        double l_2272_ = (l_2271_ + l_2215_);
                        double l_2273_ = (l_2262_ + l_2272_);
                        double l_2274_ = (l_2273_ * l_4_);
                        double l_2275_ = (l_2274_ - l_2262_);
                        double l_2276_ = (l_2275_ * l_4_);
                        double l_2277_ = (l_2272_ - l_2276_);
                        double l_2278_ = (l_2235_ + l_2274_);
                        double l_2279_ = (l_2278_ * l_4_);
                        double l_2280_ = (l_2279_ - l_2235_);
                        double l_2281_ = (l_2280_ * l_4_);
                        double l_2282_ = (l_2274_ - l_2281_);
                        double l_2283_ = (l_2217_ + l_2279_);
                        double l_2284_ = (l_2283_ * l_4_);
                        double l_2285_ = (l_2284_ - l_2217_);
                        double l_2286_ = (l_2285_ * l_4_);
                        double l_2287_ = (l_2279_ - l_2286_);
                        double l_2288_ = (l_2181_ + l_2284_);
                        double l_2289_ = (l_2288_ * l_4_);
                        double l_2290_ = (l_2289_ - l_2181_);
                        double l_2291_ = (l_2290_ * l_4_);
                        double l_2292_ = (l_2284_ - l_2291_);
                        l_mut_164_ = 0.0L;
                        l_mut_2293_ = 0.0L;
                        l_mut_2294_ = 0.0L;
                        l_mut_2295_ = 0.0L;
                        l_mut_2296_ = l_2289_;
                        l_mut_234_ = 0u;
                        double _e4013 = l_mut_2296_;
                        double l_2297_ = (_e4013 + l_2292_);
                        double l_2298_ = (l_2297_ * l_4_);
                        double _e4016 = l_mut_2296_;
                        double l_2299_ = (l_2298_ - _e4016);
                        double l_2300_ = (l_2299_ * l_4_);
                        double l_2301_ = (l_2292_ - l_2300_);
                        uint _e4020 = l_mut_234_;
                        bool l_2302_ = (_e4020 < 3u);
                        bool l_2303_ = (l_2301_ != 0.0L);
                        if (l_2302_) {
                            local_112 = l_2303_;
                        } else {
                            local_112 = false;
                        }
                        bool l_2304_ = local_112;
                        uint _e4029 = l_mut_234_;
                        bool l_2305_ = (_e4029 == 0u);
                        if (l_2304_) {
                            local_113 = l_2305_;
                        } else {
                            local_113 = false;
                        }
                        bool l_2306_ = local_113;
                        double _e4036 = l_mut_164_;
                        double l_2307_ = (l_2306_ ? l_2298_ : _e4036);
                        l_mut_164_ = l_2307_;
                        uint _e4038 = l_mut_234_;
                        bool l_2308_ = (_e4038 == 1u);
                        if (l_2304_) {
                            local_114 = l_2308_;
                        } else {
                            local_114 = false;
                        }
                        bool l_2309_ = local_114;
                        double _e4045 = l_mut_2293_;
                        double l_2310_ = (l_2309_ ? l_2298_ : _e4045);
                        l_mut_2293_ = l_2310_;
                        uint _e4047 = l_mut_234_;
                        bool l_2311_ = (_e4047 == 2u);
                        if (l_2304_) {
                            local_115 = l_2311_;
                        } else {
                            local_115 = false;
                        }
                        bool l_2312_ = local_115;
                        double _e4054 = l_mut_2294_;
                        double l_2313_ = (l_2312_ ? l_2298_ : _e4054);
                        l_mut_2294_ = l_2313_;
                        double l_2314_ = (l_2304_ ? l_2301_ : l_2298_);
                        double _e4057 = l_mut_2296_;
                        double l_2315_ = (_e4057 + l_2292_);
                        double l_2316_ = (l_2302_ ? l_2314_ : l_2315_);
                        l_mut_2296_ = l_2316_;
                        uint l_2317_ = uint(l_2304_);
                        uint _e4061 = l_mut_234_;
                        l_mut_234_ = (_e4061 + l_2317_);
                        double _e4063 = l_mut_2296_;
                        double l_2318_ = (_e4063 + l_2287_);
                        double l_2319_ = (l_2318_ * l_4_);
                        double _e4066 = l_mut_2296_;
                        double l_2320_ = (l_2319_ - _e4066);
                        double l_2321_ = (l_2320_ * l_4_);
                        double l_2322_ = (l_2287_ - l_2321_);
                        uint _e4070 = l_mut_234_;
                        bool l_2323_ = (_e4070 < 3u);
                        bool l_2324_ = (l_2322_ != 0.0L);
                        if (l_2323_) {
                            local_116 = l_2324_;
                        } else {
                            local_116 = false;
                        }
                        bool l_2325_ = local_116;
                        uint _e4079 = l_mut_234_;
                        bool l_2326_ = (_e4079 == 0u);
                        if (l_2325_) {
                            local_117 = l_2326_;
                        } else {
                            local_117 = false;
                        }
                        bool l_2327_ = local_117;
                        double _e4086 = l_mut_164_;
                        double l_2328_ = (l_2327_ ? l_2319_ : _e4086);
                        l_mut_164_ = l_2328_;
                        uint _e4088 = l_mut_234_;
                        bool l_2329_ = (_e4088 == 1u);
                        if (l_2325_) {
                            local_118 = l_2329_;
                        } else {
                            local_118 = false;
                        }
                        bool l_2330_ = local_118;
                        double _e4095 = l_mut_2293_;
                        double l_2331_ = (l_2330_ ? l_2319_ : _e4095);
                        l_mut_2293_ = l_2331_;
                        uint _e4097 = l_mut_234_;
                        bool l_2332_ = (_e4097 == 2u);
                        if (l_2325_) {
                            local_119 = l_2332_;
                        } else {
                            local_119 = false;
                        }
                        bool l_2333_ = local_119;
                        double _e4104 = l_mut_2294_;
                        double l_2334_ = (l_2333_ ? l_2319_ : _e4104);
                        l_mut_2294_ = l_2334_;
                        double l_2335_ = (l_2325_ ? l_2322_ : l_2319_);
                        double _e4107 = l_mut_2296_;
                        double l_2336_ = (_e4107 + l_2287_);
                        double l_2337_ = (l_2323_ ? l_2335_ : l_2336_);
                        l_mut_2296_ = l_2337_;
                        uint l_2338_ = uint(l_2325_);
                        uint _e4111 = l_mut_234_;
                        l_mut_234_ = (_e4111 + l_2338_);
                        double _e4113 = l_mut_2296_;
                        double l_2339_ = (_e4113 + l_2282_);
                        double l_2340_ = (l_2339_ * l_4_);
                        double _e4116 = l_mut_2296_;
                        double l_2341_ = (l_2340_ - _e4116);
                        double l_2342_ = (l_2341_ * l_4_);
                        double l_2343_ = (l_2282_ - l_2342_);
                        uint _e4120 = l_mut_234_;
                        bool l_2344_ = (_e4120 < 3u);
                        bool l_2345_ = (l_2343_ != 0.0L);
                        if (l_2344_) {
                            local_120 = l_2345_;
                        } else {
                            local_120 = false;
                        }
                        bool l_2346_ = local_120;
                        uint _e4129 = l_mut_234_;
                        bool l_2347_ = (_e4129 == 0u);
                        if (l_2346_) {
                            local_121 = l_2347_;
                        } else {
                            local_121 = false;
                        }
                        bool l_2348_ = local_121;
                        double _e4136 = l_mut_164_;
                        double l_2349_ = (l_2348_ ? l_2340_ : _e4136);
                        l_mut_164_ = l_2349_;
                        uint _e4138 = l_mut_234_;
                        bool l_2350_ = (_e4138 == 1u);
                        if (l_2346_) {
                            local_122 = l_2350_;
                        } else {
                            local_122 = false;
                        }
                        bool l_2351_ = local_122;
                        double _e4145 = l_mut_2293_;
                        double l_2352_ = (l_2351_ ? l_2340_ : _e4145);
                        l_mut_2293_ = l_2352_;
                        uint _e4147 = l_mut_234_;
                        bool l_2353_ = (_e4147 == 2u);
                        if (l_2346_) {
                            local_123 = l_2353_;
                        } else {
                            local_123 = false;
                        }
                        bool l_2354_ = local_123;
                        double _e4154 = l_mut_2294_;
                        double l_2355_ = (l_2354_ ? l_2340_ : _e4154);
                        l_mut_2294_ = l_2355_;
                        double l_2356_ = (l_2346_ ? l_2343_ : l_2340_);
                        double _e4157 = l_mut_2296_;
                        double l_2357_ = (_e4157 + l_2282_);
                        double l_2358_ = (l_2344_ ? l_2356_ : l_2357_);
                        l_mut_2296_ = l_2358_;
                        uint l_2359_ = uint(l_2346_);
                        uint _e4161 = l_mut_234_;
                        l_mut_234_ = (_e4161 + l_2359_);
                        double _e4163 = l_mut_2296_;
                        double l_2360_ = (_e4163 + l_2277_);
                        double l_2361_ = (l_2360_ * l_4_);
                        double _e4166 = l_mut_2296_;
                        double l_2362_ = (l_2361_ - _e4166);
                        double l_2363_ = (l_2362_ * l_4_);
                        double l_2364_ = (l_2277_ - l_2363_);
                        uint _e4170 = l_mut_234_;
                        bool l_2365_ = (_e4170 < 3u);
                        bool l_2366_ = (l_2364_ != 0.0L);
                        if (l_2365_) {
                            local_124 = l_2366_;
                        } else {
                            local_124 = false;
                        }
                        bool l_2367_ = local_124;
                        uint _e4179 = l_mut_234_;
                        bool l_2368_ = (_e4179 == 0u);
                        if (l_2367_) {
                            local_125 = l_2368_;
                        } else {
                            local_125 = false;
                        }
                        bool l_2369_ = local_125;
                        double _e4186 = l_mut_164_;
                        double l_2370_ = (l_2369_ ? l_2361_ : _e4186);
                        l_mut_164_ = l_2370_;
                        uint _e4188 = l_mut_234_;
                        bool l_2371_ = (_e4188 == 1u);
                        if (l_2367_) {
                            local_126 = l_2371_;
                        } else {
                            local_126 = false;
                        }
                        bool l_2372_ = local_126;
                        double _e4195 = l_mut_2293_;
                        double l_2373_ = (l_2372_ ? l_2361_ : _e4195);
                        l_mut_2293_ = l_2373_;
                        uint _e4197 = l_mut_234_;
                        bool l_2374_ = (_e4197 == 2u);
                        if (l_2367_) {
                            local_127 = l_2374_;
                        } else {
                            local_127 = false;
                        }
                        bool l_2375_ = local_127;
                        double _e4204 = l_mut_2294_;
                        double l_2376_ = (l_2375_ ? l_2361_ : _e4204);
                        l_mut_2294_ = l_2376_;
                        double l_2377_ = (l_2367_ ? l_2364_ : l_2361_);
                        double _e4207 = l_mut_2296_;
                        double l_2378_ = (_e4207 + l_2277_);
                        double l_2379_ = (l_2365_ ? l_2377_ : l_2378_);
                        l_mut_2296_ = l_2379_;
                        uint l_2380_ = uint(l_2367_);
                        uint _e4211 = l_mut_234_;
                        l_mut_234_ = (_e4211 + l_2380_);
                        uint _e4213 = l_mut_234_;
                        bool l_2381_ = (_e4213 == 0u);
                        double _e4216 = l_mut_164_;
                        double _e4217 = l_mut_2296_;
                        double l_2382_ = (l_2381_ ? _e4217 : _e4216);
                        l_mut_164_ = l_2382_;
                        uint _e4219 = l_mut_234_;
                        bool l_2383_ = (_e4219 == 1u);
                        double _e4222 = l_mut_2293_;
                        double _e4223 = l_mut_2296_;
                        double l_2384_ = (l_2383_ ? _e4223 : _e4222);
                        l_mut_2293_ = l_2384_;
                        uint _e4225 = l_mut_234_;
                        bool l_2385_ = (_e4225 == 2u);
                        double _e4228 = l_mut_2294_;
                        double _e4229 = l_mut_2296_;
                        double l_2386_ = (l_2385_ ? _e4229 : _e4228);
                        l_mut_2294_ = l_2386_;
                        uint _e4231 = l_mut_234_;
                        bool l_2387_ = (_e4231 == 3u);
                        double _e4234 = l_mut_2295_;
                        double _e4235 = l_mut_2296_;
                        double l_2388_ = (l_2387_ ? _e4235 : _e4234);
                        l_mut_2295_ = l_2388_;
                        double _e4237 = l_mut_164_;
                        l_mut_233_ = _e4237;
                        double _e4238 = l_mut_2293_;
                        l_mut_232_ = _e4238;
                        double _e4239 = l_mut_2294_;
                        l_mut_231_ = _e4239;
                        double _e4240 = l_mut_2295_;
                        l_mut_230_ = _e4240;
                    }
                }
                double _e4244 = l_mut_233_;
                double l_2389_ = (_e4244 + l_4_);
                double l_2390_ = (l_2389_ * l_4_);
                double _e4247 = l_mut_233_;
                double l_2391_ = (l_2390_ - _e4247);
                double l_2392_ = (l_2391_ * l_4_);
                double l_2393_ = (l_2390_ - l_2392_);
                double l_2394_ = (l_2393_ * l_4_);
                double _e4252 = l_mut_233_;
                double l_2395_ = (_e4252 - l_2394_);
                double l_2396_ = (l_4_ - l_2392_);
                double l_2397_ = (l_2395_ + l_2396_);
                double _e4256 = l_mut_232_;
                double l_2398_ = (_e4256 + l_2397_);
                double l_2399_ = (l_2398_ * l_4_);
                double _e4259 = l_mut_232_;
                double l_2400_ = (l_2399_ - _e4259);
                double l_2401_ = (l_2400_ * l_4_);
                double l_2402_ = (l_2399_ - l_2401_);
                double l_2403_ = (l_2402_ * l_4_);
                double _e4264 = l_mut_232_;
                double l_2404_ = (_e4264 - l_2403_);
                double l_2405_ = (l_2397_ - l_2401_);
                double l_2406_ = (l_2404_ + l_2405_);
                double _e4268 = l_mut_231_;
                double l_2407_ = (_e4268 + l_2406_);
                double l_2408_ = (l_2407_ * l_4_);
                double _e4271 = l_mut_231_;
                double l_2409_ = (l_2408_ - _e4271);
                double l_2410_ = (l_2409_ * l_4_);
                double l_2411_ = (l_2408_ - l_2410_);
                double l_2412_ = (l_2411_ * l_4_);
                double _e4276 = l_mut_231_;
                double l_2413_ = (_e4276 - l_2412_);
                double l_2414_ = (l_2406_ - l_2410_);
                double l_2415_ = (l_2413_ + l_2414_);
                double _e4280 = l_mut_230_;
                double l_2416_ = (_e4280 + l_2415_);
                double l_2417_ = (l_2416_ * l_4_);
                double _e4283 = l_mut_230_;
                double l_2418_ = (l_2417_ - _e4283);
                double l_2419_ = (l_2418_ * l_4_);
                double l_2420_ = (l_2417_ - l_2419_);
                double l_2421_ = (l_2420_ * l_4_);
                double _e4288 = l_mut_230_;
                double l_2422_ = (_e4288 - l_2421_);
                double l_2423_ = (l_2415_ - l_2419_);
                double l_2424_ = (l_2422_ + l_2423_);
                double l_2425_ = (l_2417_ + l_2424_);
                double l_2426_ = (l_2425_ * l_4_);
                double l_2427_ = (l_2426_ - l_2417_);
                double l_2428_ = (l_2427_ * l_4_);
                double l_2429_ = (l_2424_ - l_2428_);
                double l_2430_ = (l_2408_ + l_2426_);
                double l_2431_ = (l_2430_ * l_4_);
                double l_2432_ = (l_2431_ - l_2408_);
                double l_2433_ = (l_2432_ * l_4_);
                double l_2434_ = (l_2426_ - l_2433_);
                double l_2435_ = (l_2399_ + l_2431_);
                double l_2436_ = (l_2435_ * l_4_);
                double l_2437_ = (l_2436_ - l_2399_);
                double l_2438_ = (l_2437_ * l_4_);
                double l_2439_ = (l_2431_ - l_2438_);
                double l_2440_ = (l_2390_ + l_2436_);
                double l_2441_ = (l_2440_ * l_4_);
                double l_2442_ = (l_2441_ - l_2390_);
                double l_2443_ = (l_2442_ * l_4_);
                double l_2444_ = (l_2436_ - l_2443_);
                l_mut_2296_ = 0.0L;
                l_mut_2295_ = 0.0L;
                l_mut_2294_ = 0.0L;
                l_mut_2293_ = 0.0L;
                l_mut_229_ = l_2441_;
                l_mut_234_ = 0u;
                double _e4317 = l_mut_229_;
                double l_2445_ = (_e4317 + l_2444_);
                double l_2446_ = (l_2445_ * l_4_);
                double _e4320 = l_mut_229_;
                double l_2447_ = (l_2446_ - _e4320);
                double l_2448_ = (l_2447_ * l_4_);
                double l_2449_ = (l_2444_ - l_2448_);
                uint _e4324 = l_mut_234_;
                bool l_2450_ = (_e4324 < 3u);
                bool l_2451_ = (l_2449_ != 0.0L);
                if (l_2450_) {
                    local_128 = l_2451_;
                } else {
                    local_128 = false;
                }
                bool l_2452_ = local_128;
                uint _e4333 = l_mut_234_;
                bool l_2453_ = (_e4333 == 0u);
                if (l_2452_) {
                    local_129 = l_2453_;
                } else {
                    local_129 = false;
                }
                bool l_2454_ = local_129;
                double _e4340 = l_mut_2296_;
                double l_2455_ = (l_2454_ ? l_2446_ : _e4340);
                l_mut_2296_ = l_2455_;
                uint _e4342 = l_mut_234_;
                bool l_2456_ = (_e4342 == 1u);
                if (l_2452_) {
                    local_130 = l_2456_;
                } else {
                    local_130 = false;
                }
                bool l_2457_ = local_130;
                double _e4349 = l_mut_2295_;
                double l_2458_ = (l_2457_ ? l_2446_ : _e4349);
                l_mut_2295_ = l_2458_;
                uint _e4351 = l_mut_234_;
                bool l_2459_ = (_e4351 == 2u);
                if (l_2452_) {
                    local_131 = l_2459_;
                } else {
                    local_131 = false;
                }
                bool l_2460_ = local_131;
                double _e4358 = l_mut_2294_;
                double l_2461_ = (l_2460_ ? l_2446_ : _e4358);
                l_mut_2294_ = l_2461_;
                double l_2462_ = (l_2452_ ? l_2449_ : l_2446_);
                double _e4361 = l_mut_229_;
                double l_2463_ = (_e4361 + l_2444_);
                double l_2464_ = (l_2450_ ? l_2462_ : l_2463_);
                l_mut_229_ = l_2464_;
                uint l_2465_ = uint(l_2452_);
                uint _e4365 = l_mut_234_;
                l_mut_234_ = (_e4365 + l_2465_);
                double _e4367 = l_mut_229_;
                double l_2466_ = (_e4367 + l_2439_);
                double l_2467_ = (l_2466_ * l_4_);
                double _e4370 = l_mut_229_;
                double l_2468_ = (l_2467_ - _e4370);
                double l_2469_ = (l_2468_ * l_4_);
                double l_2470_ = (l_2439_ - l_2469_);
                uint _e4374 = l_mut_234_;
                bool l_2471_ = (_e4374 < 3u);
                bool l_2472_ = (l_2470_ != 0.0L);
                if (l_2471_) {
                    local_132 = l_2472_;
                } else {
                    local_132 = false;
                }
                bool l_2473_ = local_132;
                uint _e4383 = l_mut_234_;
                bool l_2474_ = (_e4383 == 0u);
                if (l_2473_) {
                    local_133 = l_2474_;
                } else {
                    local_133 = false;
                }
                bool l_2475_ = local_133;
                double _e4390 = l_mut_2296_;
                double l_2476_ = (l_2475_ ? l_2467_ : _e4390);
                l_mut_2296_ = l_2476_;
                uint _e4392 = l_mut_234_;
                bool l_2477_ = (_e4392 == 1u);
                if (l_2473_) {
                    local_134 = l_2477_;
                } else {
                    local_134 = false;
                }
                bool l_2478_ = local_134;
                double _e4399 = l_mut_2295_;
                double l_2479_ = (l_2478_ ? l_2467_ : _e4399);
                l_mut_2295_ = l_2479_;
                uint _e4401 = l_mut_234_;
                bool l_2480_ = (_e4401 == 2u);
                if (l_2473_) {
                    local_135 = l_2480_;
                } else {
                    local_135 = false;
                }
                bool l_2481_ = local_135;
                double _e4408 = l_mut_2294_;
                double l_2482_ = (l_2481_ ? l_2467_ : _e4408);
                l_mut_2294_ = l_2482_;
                double l_2483_ = (l_2473_ ? l_2470_ : l_2467_);
                double _e4411 = l_mut_229_;
                double l_2484_ = (_e4411 + l_2439_);
                double l_2485_ = (l_2471_ ? l_2483_ : l_2484_);
                l_mut_229_ = l_2485_;
                uint l_2486_ = uint(l_2473_);
                uint _e4415 = l_mut_234_;
                l_mut_234_ = (_e4415 + l_2486_);
                double _e4417 = l_mut_229_;
                double l_2487_ = (_e4417 + l_2434_);
                double l_2488_ = (l_2487_ * l_4_);
                double _e4420 = l_mut_229_;
                double l_2489_ = (l_2488_ - _e4420);
                double l_2490_ = (l_2489_ * l_4_);
                double l_2491_ = (l_2434_ - l_2490_);
                uint _e4424 = l_mut_234_;
                bool l_2492_ = (_e4424 < 3u);
                bool l_2493_ = (l_2491_ != 0.0L);
                if (l_2492_) {
                    local_136 = l_2493_;
                } else {
                    local_136 = false;
                }
                bool l_2494_ = local_136;
                uint _e4433 = l_mut_234_;
                bool l_2495_ = (_e4433 == 0u);
                if (l_2494_) {
                    local_137 = l_2495_;
                } else {
                    local_137 = false;
                }
                bool l_2496_ = local_137;
                double _e4440 = l_mut_2296_;
                double l_2497_ = (l_2496_ ? l_2488_ : _e4440);
                l_mut_2296_ = l_2497_;
                uint _e4442 = l_mut_234_;
                bool l_2498_ = (_e4442 == 1u);
                if (l_2494_) {
                    local_138 = l_2498_;
                } else {
                    local_138 = false;
                }
                bool l_2499_ = local_138;
                double _e4449 = l_mut_2295_;
                double l_2500_ = (l_2499_ ? l_2488_ : _e4449);
                l_mut_2295_ = l_2500_;
                uint _e4451 = l_mut_234_;
                bool l_2501_ = (_e4451 == 2u);
                if (l_2494_) {
                    local_139 = l_2501_;
                } else {
                    local_139 = false;
                }
                bool l_2502_ = local_139;
                double _e4458 = l_mut_2294_;
                double l_2503_ = (l_2502_ ? l_2488_ : _e4458);
                l_mut_2294_ = l_2503_;
                double l_2504_ = (l_2494_ ? l_2491_ : l_2488_);
                double _e4461 = l_mut_229_;
                double l_2505_ = (_e4461 + l_2434_);
                double l_2506_ = (l_2492_ ? l_2504_ : l_2505_);
                l_mut_229_ = l_2506_;
                uint l_2507_ = uint(l_2494_);
                uint _e4465 = l_mut_234_;
                l_mut_234_ = (_e4465 + l_2507_);
                double _e4467 = l_mut_229_;
                double l_2508_ = (_e4467 + l_2429_);
                double l_2509_ = (l_2508_ * l_4_);
                double _e4470 = l_mut_229_;
                double l_2510_ = (l_2509_ - _e4470);
                double l_2511_ = (l_2510_ * l_4_);
                double l_2512_ = (l_2429_ - l_2511_);
                uint _e4474 = l_mut_234_;
                bool l_2513_ = (_e4474 < 3u);
                bool l_2514_ = (l_2512_ != 0.0L);
                if (l_2513_) {
                    local_140 = l_2514_;
                } else {
                    local_140 = false;
                }
                bool l_2515_ = local_140;
                uint _e4483 = l_mut_234_;
                bool l_2516_ = (_e4483 == 0u);
                if (l_2515_) {
                    local_141 = l_2516_;
                } else {
                    local_141 = false;
                }
                bool l_2517_ = local_141;
                double _e4490 = l_mut_2296_;
                double l_2518_ = (l_2517_ ? l_2509_ : _e4490);
                l_mut_2296_ = l_2518_;
                uint _e4492 = l_mut_234_;
                bool l_2519_ = (_e4492 == 1u);
                if (l_2515_) {
                    local_142 = l_2519_;
                } else {
                    local_142 = false;
                }
                bool l_2520_ = local_142;
                double _e4499 = l_mut_2295_;
                double l_2521_ = (l_2520_ ? l_2509_ : _e4499);
                l_mut_2295_ = l_2521_;
                uint _e4501 = l_mut_234_;
                bool l_2522_ = (_e4501 == 2u);
                if (l_2515_) {
                    local_143 = l_2522_;
                } else {
                    local_143 = false;
                }
                bool l_2523_ = local_143;
                double _e4508 = l_mut_2294_;
                double l_2524_ = (l_2523_ ? l_2509_ : _e4508);
                l_mut_2294_ = l_2524_;
                double l_2525_ = (l_2515_ ? l_2512_ : l_2509_);
                double _e4511 = l_mut_229_;
                double l_2526_ = (_e4511 + l_2429_);
                double l_2527_ = (l_2513_ ? l_2525_ : l_2526_);
                l_mut_229_ = l_2527_;
                uint l_2528_ = uint(l_2515_);
                uint _e4515 = l_mut_234_;
                l_mut_234_ = (_e4515 + l_2528_);
                uint _e4517 = l_mut_234_;
                bool l_2529_ = (_e4517 == 0u);
                double _e4520 = l_mut_2296_;
                double _e4521 = l_mut_229_;
                double l_2530_ = (l_2529_ ? _e4521 : _e4520);
                l_mut_2296_ = l_2530_;
                uint _e4523 = l_mut_234_;
                bool l_2531_ = (_e4523 == 1u);
                double _e4526 = l_mut_2295_;
                double _e4527 = l_mut_229_;
                double l_2532_ = (l_2531_ ? _e4527 : _e4526);
                l_mut_2295_ = l_2532_;
                uint _e4529 = l_mut_234_;
                bool l_2533_ = (_e4529 == 2u);
                double _e4532 = l_mut_2294_;
                double _e4533 = l_mut_229_;
                double l_2534_ = (l_2533_ ? _e4533 : _e4532);
                l_mut_2294_ = l_2534_;
                uint _e4535 = l_mut_234_;
                bool l_2535_ = (_e4535 == 3u);
                double _e4538 = l_mut_2293_;
                double _e4539 = l_mut_229_;
                double l_2536_ = (l_2535_ ? _e4539 : _e4538);
                l_mut_2293_ = l_2536_;
                double l_2537_ = abs(l_161_);
                uint l_2538_ = naga_f2u32(l_2537_);
                l_mut_234_ = l_2538_;
                bool l_2539_ = (l_161_ < 0.0L);
                double l_2540_ = (l_2539_ ? 0.5L : 2.0L);
                l_mut_233_ = l_2540_;
                l_mut_232_ = 1.0L;
                l_mut_2541_ = 0u;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_6 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_6) {
                        uint _e4571 = l_mut_2541_;
                        l_mut_2541_ = (_e4571 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e4551 = l_mut_2541_;
                    if ((_e4551 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e4554 = l_mut_234_;
                        uint l_2542_ = (_e4554 & 1u);
                        bool l_2543_ = (l_2542_ == 1u);
                        double _e4559 = l_mut_232_;
                        double _e4560 = l_mut_233_;
                        double l_2544_ = (_e4559 * _e4560);
                        double _e4562 = l_mut_232_;
                        double l_2545_ = (l_2543_ ? l_2544_ : _e4562);
                        l_mut_232_ = l_2545_;
                        double _e4564 = l_mut_233_;
                        double _e4565 = l_mut_233_;
                        l_mut_233_ = (_e4564 * _e4565);
                        uint _e4567 = l_mut_234_;
                        l_mut_234_ = (_e4567 >> 1u);
                    }
                }
                double _e4573 = l_mut_2296_;
                double _e4574 = l_mut_232_;
                double l_2546_ = (_e4573 * _e4574);
                double _e4576 = l_mut_2295_;
                double _e4577 = l_mut_232_;
                double l_2547_ = (_e4576 * _e4577);
                double _e4579 = l_mut_2294_;
                double _e4580 = l_mut_232_;
                double l_2548_ = (_e4579 * _e4580);
                double _e4582 = l_mut_2293_;
                double _e4583 = l_mut_232_;
                double l_2549_ = (_e4582 * _e4583);
                double l_2550_ = (l_5_ * l_2546_);
                double l_2551_ = (l_2550_ * l_4_);
                double l_2552_ = (l_3_ * l_5_);
                double l_2553_ = (l_2552_ * l_4_);
                double l_2554_ = (l_2553_ - l_5_);
                double l_2555_ = (l_2554_ * l_4_);
                double l_2556_ = (l_2553_ - l_2555_);
                double l_2557_ = (l_5_ - l_2556_);
                double l_2558_ = (l_3_ * l_2546_);
                double l_2559_ = (l_2558_ * l_4_);
                double l_2560_ = (l_2559_ - l_2546_);
                double l_2561_ = (l_2560_ * l_4_);
                double l_2562_ = (l_2559_ - l_2561_);
                double l_2563_ = (l_2546_ - l_2562_);
                double l_2564_ = (l_2556_ * l_2562_);
                double l_2565_ = (l_2564_ - l_2551_);
                double l_2566_ = (l_2556_ * l_2563_);
                double l_2567_ = (l_2565_ + l_2566_);
                double l_2568_ = (l_2557_ * l_2562_);
                double l_2569_ = (l_2567_ + l_2568_);
                double l_2570_ = (l_2557_ * l_2563_);
                double l_2571_ = (l_2569_ + l_2570_);
                double l_2572_ = (l_5_ * l_2547_);
                double l_2573_ = (l_2572_ * l_4_);
                double l_2574_ = (l_3_ * l_5_);
                double l_2575_ = (l_2574_ * l_4_);
                double l_2576_ = (l_2575_ - l_5_);
                double l_2577_ = (l_2576_ * l_4_);
                double l_2578_ = (l_2575_ - l_2577_);
                double l_2579_ = (l_5_ - l_2578_);
                double l_2580_ = (l_3_ * l_2547_);
                double l_2581_ = (l_2580_ * l_4_);
                double l_2582_ = (l_2581_ - l_2547_);
                double l_2583_ = (l_2582_ * l_4_);
                double l_2584_ = (l_2581_ - l_2583_);
                double l_2585_ = (l_2547_ - l_2584_);
                double l_2586_ = (l_2578_ * l_2584_);
                double l_2587_ = (l_2586_ - l_2573_);
                double l_2588_ = (l_2578_ * l_2585_);
                double l_2589_ = (l_2587_ + l_2588_);
                double l_2590_ = (l_2579_ * l_2584_);
                double l_2591_ = (l_2589_ + l_2590_);
                double l_2592_ = (l_2579_ * l_2585_);
                double l_2593_ = (l_2591_ + l_2592_);
                double l_2594_ = (l_7_ * l_2546_);
                double l_2595_ = (l_2594_ * l_4_);
                double l_2596_ = (l_3_ * l_7_);
                double l_2597_ = (l_2596_ * l_4_);
                double l_2598_ = (l_2597_ - l_7_);
                double l_2599_ = (l_2598_ * l_4_);
                double l_2600_ = (l_2597_ - l_2599_);
                double l_2601_ = (l_7_ - l_2600_);
                double l_2602_ = (l_3_ * l_2546_);
                double l_2603_ = (l_2602_ * l_4_);
                double l_2604_ = (l_2603_ - l_2546_);
                double l_2605_ = (l_2604_ * l_4_);
                double l_2606_ = (l_2603_ - l_2605_);
                double l_2607_ = (l_2546_ - l_2606_);
                double l_2608_ = (l_2600_ * l_2606_);
                double l_2609_ = (l_2608_ - l_2595_);
                double l_2610_ = (l_2600_ * l_2607_);
                double l_2611_ = (l_2609_ + l_2610_);
                double l_2612_ = (l_2601_ * l_2606_);
                double l_2613_ = (l_2611_ + l_2612_);
                double l_2614_ = (l_2601_ * l_2607_);
                double l_2615_ = (l_2613_ + l_2614_);
                double l_2616_ = (l_5_ * l_2548_);
                double l_2617_ = (l_2616_ * l_4_);
                double l_2618_ = (l_3_ * l_5_);
                double l_2619_ = (l_2618_ * l_4_);
                double l_2620_ = (l_2619_ - l_5_);
                double l_2621_ = (l_2620_ * l_4_);
                double l_2622_ = (l_2619_ - l_2621_);
                double l_2623_ = (l_5_ - l_2622_);
                double l_2624_ = (l_3_ * l_2548_);
                double l_2625_ = (l_2624_ * l_4_);
                double l_2626_ = (l_2625_ - l_2548_);
                double l_2627_ = (l_2626_ * l_4_);
                double l_2628_ = (l_2625_ - l_2627_);
                double l_2629_ = (l_2548_ - l_2628_);
                double l_2630_ = (l_2622_ * l_2628_);
                double l_2631_ = (l_2630_ - l_2617_);
                double l_2632_ = (l_2622_ * l_2629_);
                double l_2633_ = (l_2631_ + l_2632_);
                double l_2634_ = (l_2623_ * l_2628_);
                double l_2635_ = (l_2633_ + l_2634_);
                double l_2636_ = (l_2623_ * l_2629_);
                double l_2637_ = (l_2635_ + l_2636_);
                double l_2638_ = (l_7_ * l_2547_);
                double l_2639_ = (l_2638_ * l_4_);
                double l_2640_ = (l_3_ * l_7_);
                double l_2641_ = (l_2640_ * l_4_);
                double l_2642_ = (l_2641_ - l_7_);
                double l_2643_ = (l_2642_ * l_4_);
                double l_2644_ = (l_2641_ - l_2643_);
                double l_2645_ = (l_7_ - l_2644_);
                double l_2646_ = (l_3_ * l_2547_);
                double l_2647_ = (l_2646_ * l_4_);
                double l_2648_ = (l_2647_ - l_2547_);
                double l_2649_ = (l_2648_ * l_4_);
                double l_2650_ = (l_2647_ - l_2649_);
                double l_2651_ = (l_2547_ - l_2650_);
                double l_2652_ = (l_2644_ * l_2650_);
                double l_2653_ = (l_2652_ - l_2639_);
                double l_2654_ = (l_2644_ * l_2651_);
                double l_2655_ = (l_2653_ + l_2654_);
                double l_2656_ = (l_2645_ * l_2650_);
                double l_2657_ = (l_2655_ + l_2656_);
                double l_2658_ = (l_2645_ * l_2651_);
                double l_2659_ = (l_2657_ + l_2658_);
                double l_2660_ = (l_10_ * l_2546_);
                double l_2661_ = (l_2660_ * l_4_);
                double l_2662_ = (l_3_ * l_10_);
                double l_2663_ = (l_2662_ * l_4_);
                double l_2664_ = (l_2663_ - l_10_);
                double l_2665_ = (l_2664_ * l_4_);
                double l_2666_ = (l_2663_ - l_2665_);
                double l_2667_ = (l_10_ - l_2666_);
                double l_2668_ = (l_3_ * l_2546_);
                double l_2669_ = (l_2668_ * l_4_);
                double l_2670_ = (l_2669_ - l_2546_);
                double l_2671_ = (l_2670_ * l_4_);
                double l_2672_ = (l_2669_ - l_2671_);
                double l_2673_ = (l_2546_ - l_2672_);
                double l_2674_ = (l_2666_ * l_2672_);
                double l_2675_ = (l_2674_ - l_2661_);
                double l_2676_ = (l_2666_ * l_2673_);
                double l_2677_ = (l_2675_ + l_2676_);
                double l_2678_ = (l_2667_ * l_2672_);
                double l_2679_ = (l_2677_ + l_2678_);
                double l_2680_ = (l_2667_ * l_2673_);
                double l_2681_ = (l_2679_ + l_2680_);
                double l_2682_ = (l_2573_ + l_2595_);
                double l_2683_ = (l_2682_ * l_4_);
                double l_2684_ = (l_2683_ - l_2573_);
                double l_2685_ = (l_2684_ * l_4_);
                double l_2686_ = (l_2683_ - l_2685_);
                double l_2687_ = (l_2686_ * l_4_);
                double l_2688_ = (l_2573_ - l_2687_);
                double l_2689_ = (l_2595_ - l_2685_);
                double l_2690_ = (l_2688_ + l_2689_);
                double l_2691_ = (l_2571_ + l_2683_);
                double l_2692_ = (l_2691_ * l_4_);
                double l_2693_ = (l_2692_ - l_2571_);
                double l_2694_ = (l_2693_ * l_4_);
                double l_2695_ = (l_2692_ - l_2694_);
                double l_2696_ = (l_2695_ * l_4_);
                double l_2697_ = (l_2571_ - l_2696_);
                double l_2698_ = (l_2683_ - l_2694_);
                double l_2699_ = (l_2697_ + l_2698_);
                double l_2700_ = (l_2690_ + l_2699_);
                double l_2701_ = (l_2700_ * l_4_);
                double l_2702_ = (l_2701_ - l_2690_);
                double l_2703_ = (l_2702_ * l_4_);
                double l_2704_ = (l_2701_ - l_2703_);
                double l_2705_ = (l_2704_ * l_4_);
                double l_2706_ = (l_2690_ - l_2705_);
                double l_2707_ = (l_2699_ - l_2703_);
                double l_2708_ = (l_2706_ + l_2707_);
                double l_2709_ = (l_2701_ + l_2593_);
                double l_2710_ = (l_2709_ * l_4_);
                double l_2711_ = (l_2710_ - l_2701_);
                double l_2712_ = (l_2711_ * l_4_);
                double l_2713_ = (l_2710_ - l_2712_);
                double l_2714_ = (l_2713_ * l_4_);
                double l_2715_ = (l_2701_ - l_2714_);
                double l_2716_ = (l_2593_ - l_2712_);
                double l_2717_ = (l_2715_ + l_2716_);
                double l_2718_ = (l_2615_ + l_2710_);
                double l_2719_ = (l_2718_ * l_4_);
                double l_2720_ = (l_2719_ - l_2615_);
                double l_2721_ = (l_2720_ * l_4_);
                double l_2722_ = (l_2719_ - l_2721_);
                double l_2723_ = (l_2722_ * l_4_);
                double l_2724_ = (l_2615_ - l_2723_);
                double l_2725_ = (l_2710_ - l_2721_);
                double l_2726_ = (l_2724_ + l_2725_);
                double l_2727_ = (l_2717_ + l_2726_);
                double l_2728_ = (l_2727_ * l_4_);
                double l_2729_ = (l_2728_ - l_2717_);
                double l_2730_ = (l_2729_ * l_4_);
                double l_2731_ = (l_2728_ - l_2730_);
                double l_2732_ = (l_2731_ * l_4_);
                double l_2733_ = (l_2717_ - l_2732_);
                double l_2734_ = (l_2726_ - l_2730_);
                double l_2735_ = (l_2733_ + l_2734_);
                double l_2736_ = (l_2617_ + l_2639_);
                double l_2737_ = (l_2736_ * l_4_);
                double l_2738_ = (l_2737_ - l_2617_);
                double l_2739_ = (l_2738_ * l_4_);
                double l_2740_ = (l_2737_ - l_2739_);
                double l_2741_ = (l_2740_ * l_4_);
                double l_2742_ = (l_2617_ - l_2741_);
                double l_2743_ = (l_2639_ - l_2739_);
                double l_2744_ = (l_2742_ + l_2743_);
                double l_2745_ = (l_2661_ + l_2737_);
                double l_2746_ = (l_2745_ * l_4_);
                double l_2747_ = (l_2746_ - l_2661_);
                double l_2748_ = (l_2747_ * l_4_);
                double l_2749_ = (l_2746_ - l_2748_);
                double l_2750_ = (l_2749_ * l_4_);
                double l_2751_ = (l_2661_ - l_2750_);
                double l_2752_ = (l_2737_ - l_2748_);
                double l_2753_ = (l_2751_ + l_2752_);
                double l_2754_ = (l_2744_ + l_2753_);
                double l_2755_ = (l_2754_ * l_4_);
                double l_2756_ = (l_2755_ - l_2744_);
                double l_2757_ = (l_2756_ * l_4_);
                double l_2758_ = (l_2755_ - l_2757_);
                double l_2759_ = (l_2758_ * l_4_);
                double l_2760_ = (l_2744_ - l_2759_);
                double l_2761_ = (l_2753_ - l_2757_);
                double l_2762_ = (l_2760_ + l_2761_);
                double l_2763_ = (l_2719_ + l_2746_);
                double l_2764_ = (l_2763_ * l_4_);
                double l_2765_ = (l_2764_ - l_2719_);
                double l_2766_ = (l_2765_ * l_4_);
                double l_2767_ = (l_2764_ - l_2766_);
                double l_2768_ = (l_2767_ * l_4_);
                double l_2769_ = (l_2719_ - l_2768_);
                double l_2770_ = (l_2746_ - l_2766_);
                double l_2771_ = (l_2769_ + l_2770_);
                double l_2772_ = (l_2728_ + l_2755_);
                double l_2773_ = (l_2772_ * l_4_);
                double l_2774_ = (l_2773_ - l_2728_);
                double l_2775_ = (l_2774_ * l_4_);
                double l_2776_ = (l_2773_ - l_2775_);
                double l_2777_ = (l_2776_ * l_4_);
                double l_2778_ = (l_2728_ - l_2777_);
                double l_2779_ = (l_2755_ - l_2775_);
                double l_2780_ = (l_2778_ + l_2779_);
                double l_2781_ = (l_2773_ + l_2771_);
                double l_2782_ = (l_2781_ * l_4_);
                double l_2783_ = (l_2782_ - l_2773_);
                double l_2784_ = (l_2783_ * l_4_);
                double l_2785_ = (l_2782_ - l_2784_);
                double l_2786_ = (l_2785_ * l_4_);
                double l_2787_ = (l_2773_ - l_2786_);
                double l_2788_ = (l_2771_ - l_2784_);
                double l_2789_ = (l_2787_ + l_2788_);
                double l_2790_ = (l_2735_ + l_2762_);
                double l_2791_ = (l_2789_ + l_2780_);
                double l_2792_ = (l_2790_ + l_2791_);
                double l_2793_ = (l_5_ * l_2549_);
                double l_2794_ = (l_7_ * l_2548_);
                double l_2795_ = (l_2793_ + l_2794_);
                double l_2796_ = (l_10_ * l_2547_);
                double l_2797_ = (l_13_ * l_2546_);
                double l_2798_ = (l_2796_ + l_2797_);
                double l_2799_ = (l_2795_ + l_2798_);
                double l_2800_ = (l_2708_ + l_2637_);
                double l_2801_ = (l_2659_ + l_2681_);
                double l_2802_ = (l_2800_ + l_2801_);
                double l_2803_ = (l_2799_ + l_2802_);
                double l_2804_ = (l_2782_ + l_2803_);
                double l_2805_ = (l_2804_ + l_2792_);
                double l_2806_ = (l_2805_ * l_4_);
                double l_2807_ = (l_2806_ - l_2804_);
                double l_2808_ = (l_2807_ * l_4_);
                double l_2809_ = (l_2792_ - l_2808_);
                double l_2810_ = (l_2764_ + l_2806_);
                double l_2811_ = (l_2810_ * l_4_);
                double l_2812_ = (l_2811_ - l_2764_);
                double l_2813_ = (l_2812_ * l_4_);
                double l_2814_ = (l_2806_ - l_2813_);
                double l_2815_ = (l_2692_ + l_2811_);
                double l_2816_ = (l_2815_ * l_4_);
                double l_2817_ = (l_2816_ - l_2692_);
                double l_2818_ = (l_2817_ * l_4_);
                double l_2819_ = (l_2811_ - l_2818_);
                double l_2820_ = (l_2551_ + l_2816_);
                double l_2821_ = (l_2820_ * l_4_);
                double l_2822_ = (l_2821_ - l_2551_);
                double l_2823_ = (l_2822_ * l_4_);
                double l_2824_ = (l_2816_ - l_2823_);
                l_mut_2296_ = 0.0L;
                l_mut_2295_ = 0.0L;
                l_mut_2294_ = 0.0L;
                l_mut_2293_ = 0.0L;
                l_mut_833_ = l_2821_;
                l_mut_234_ = 0u;
                double _e4865 = l_mut_833_;
                double l_2825_ = (_e4865 + l_2824_);
                double l_2826_ = (l_2825_ * l_4_);
                double _e4868 = l_mut_833_;
                double l_2827_ = (l_2826_ - _e4868);
                double l_2828_ = (l_2827_ * l_4_);
                double l_2829_ = (l_2824_ - l_2828_);
                uint _e4872 = l_mut_234_;
                bool l_2830_ = (_e4872 < 3u);
                bool l_2831_ = (l_2829_ != 0.0L);
                if (l_2830_) {
                    local_144 = l_2831_;
                } else {
                    local_144 = false;
                }
                bool l_2832_ = local_144;
                uint _e4881 = l_mut_234_;
                bool l_2833_ = (_e4881 == 0u);
                if (l_2832_) {
                    local_145 = l_2833_;
                } else {
                    local_145 = false;
                }
                bool l_2834_ = local_145;
                double _e4888 = l_mut_2296_;
                double l_2835_ = (l_2834_ ? l_2826_ : _e4888);
                l_mut_2296_ = l_2835_;
                uint _e4890 = l_mut_234_;
                bool l_2836_ = (_e4890 == 1u);
                if (l_2832_) {
                    local_146 = l_2836_;
                } else {
                    local_146 = false;
                }
                bool l_2837_ = local_146;
                double _e4897 = l_mut_2295_;
                double l_2838_ = (l_2837_ ? l_2826_ : _e4897);
                l_mut_2295_ = l_2838_;
                uint _e4899 = l_mut_234_;
                bool l_2839_ = (_e4899 == 2u);
                if (l_2832_) {
                    local_147 = l_2839_;
                } else {
                    local_147 = false;
                }
                bool l_2840_ = local_147;
                double _e4906 = l_mut_2294_;
                double l_2841_ = (l_2840_ ? l_2826_ : _e4906);
                l_mut_2294_ = l_2841_;
                double l_2842_ = (l_2832_ ? l_2829_ : l_2826_);
                double _e4909 = l_mut_833_;
                double l_2843_ = (_e4909 + l_2824_);
                double l_2844_ = (l_2830_ ? l_2842_ : l_2843_);
                l_mut_833_ = l_2844_;
                uint l_2845_ = uint(l_2832_);
                uint _e4913 = l_mut_234_;
                l_mut_234_ = (_e4913 + l_2845_);
                double _e4915 = l_mut_833_;
                double l_2846_ = (_e4915 + l_2819_);
                double l_2847_ = (l_2846_ * l_4_);
                double _e4918 = l_mut_833_;
                double l_2848_ = (l_2847_ - _e4918);
                double l_2849_ = (l_2848_ * l_4_);
                double l_2850_ = (l_2819_ - l_2849_);
                uint _e4922 = l_mut_234_;
                bool l_2851_ = (_e4922 < 3u);
                bool l_2852_ = (l_2850_ != 0.0L);
                if (l_2851_) {
                    local_148 = l_2852_;
                } else {
                    local_148 = false;
                }
                bool l_2853_ = local_148;
                uint _e4931 = l_mut_234_;
                bool l_2854_ = (_e4931 == 0u);
                if (l_2853_) {
                    local_149 = l_2854_;
                } else {
                    local_149 = false;
                }
                bool l_2855_ = local_149;
                double _e4938 = l_mut_2296_;
                double l_2856_ = (l_2855_ ? l_2847_ : _e4938);
                l_mut_2296_ = l_2856_;
                uint _e4940 = l_mut_234_;
                bool l_2857_ = (_e4940 == 1u);
                if (l_2853_) {
                    local_150 = l_2857_;
                } else {
                    local_150 = false;
                }
                bool l_2858_ = local_150;
                double _e4947 = l_mut_2295_;
                double l_2859_ = (l_2858_ ? l_2847_ : _e4947);
                l_mut_2295_ = l_2859_;
                uint _e4949 = l_mut_234_;
                bool l_2860_ = (_e4949 == 2u);
                if (l_2853_) {
                    local_151 = l_2860_;
                } else {
                    local_151 = false;
                }
                bool l_2861_ = local_151;
                double _e4956 = l_mut_2294_;
                double l_2862_ = (l_2861_ ? l_2847_ : _e4956);
                l_mut_2294_ = l_2862_;
                double l_2863_ = (l_2853_ ? l_2850_ : l_2847_);
                double _e4959 = l_mut_833_;
                double l_2864_ = (_e4959 + l_2819_);
                double l_2865_ = (l_2851_ ? l_2863_ : l_2864_);
                l_mut_833_ = l_2865_;
                uint l_2866_ = uint(l_2853_);
                uint _e4963 = l_mut_234_;
                l_mut_234_ = (_e4963 + l_2866_);
                double _e4965 = l_mut_833_;
                double l_2867_ = (_e4965 + l_2814_);
                double l_2868_ = (l_2867_ * l_4_);
                double _e4968 = l_mut_833_;
                double l_2869_ = (l_2868_ - _e4968);
                double l_2870_ = (l_2869_ * l_4_);
                double l_2871_ = (l_2814_ - l_2870_);
                uint _e4972 = l_mut_234_;
                bool l_2872_ = (_e4972 < 3u);
                bool l_2873_ = (l_2871_ != 0.0L);
                if (l_2872_) {
                    local_152 = l_2873_;
                } else {
                    local_152 = false;
                }
                bool l_2874_ = local_152;
                uint _e4981 = l_mut_234_;
                bool l_2875_ = (_e4981 == 0u);
                if (l_2874_) {
                    local_153 = l_2875_;
                } else {
                    local_153 = false;
                }
                bool l_2876_ = local_153;
                double _e4988 = l_mut_2296_;
                double l_2877_ = (l_2876_ ? l_2868_ : _e4988);
                l_mut_2296_ = l_2877_;
                uint _e4990 = l_mut_234_;
                bool l_2878_ = (_e4990 == 1u);
                if (l_2874_) {
                    local_154 = l_2878_;
                } else {
                    local_154 = false;
                }
                bool l_2879_ = local_154;
                double _e4997 = l_mut_2295_;
                double l_2880_ = (l_2879_ ? l_2868_ : _e4997);
                l_mut_2295_ = l_2880_;
                uint _e4999 = l_mut_234_;
                bool l_2881_ = (_e4999 == 2u);
                if (l_2874_) {
                    local_155 = l_2881_;
                } else {
                    local_155 = false;
                }
                bool l_2882_ = local_155;
                double _e5006 = l_mut_2294_;
                double l_2883_ = (l_2882_ ? l_2868_ : _e5006);
                l_mut_2294_ = l_2883_;
                double l_2884_ = (l_2874_ ? l_2871_ : l_2868_);
                double _e5009 = l_mut_833_;
                double l_2885_ = (_e5009 + l_2814_);
                double l_2886_ = (l_2872_ ? l_2884_ : l_2885_);
                l_mut_833_ = l_2886_;
                uint l_2887_ = uint(l_2874_);
                uint _e5013 = l_mut_234_;
                l_mut_234_ = (_e5013 + l_2887_);
                double _e5015 = l_mut_833_;
                double l_2888_ = (_e5015 + l_2809_);
                double l_2889_ = (l_2888_ * l_4_);
                double _e5018 = l_mut_833_;
                double l_2890_ = (l_2889_ - _e5018);
                double l_2891_ = (l_2890_ * l_4_);
                double l_2892_ = (l_2809_ - l_2891_);
                uint _e5022 = l_mut_234_;
                bool l_2893_ = (_e5022 < 3u);
                bool l_2894_ = (l_2892_ != 0.0L);
                if (l_2893_) {
                    local_156 = l_2894_;
                } else {
                    local_156 = false;
                }
                bool l_2895_ = local_156;
                uint _e5031 = l_mut_234_;
                bool l_2896_ = (_e5031 == 0u);
                if (l_2895_) {
                    local_157 = l_2896_;
                } else {
                    local_157 = false;
                }
                bool l_2897_ = local_157;
                double _e5038 = l_mut_2296_;
                double l_2898_ = (l_2897_ ? l_2889_ : _e5038);
                l_mut_2296_ = l_2898_;
                uint _e5040 = l_mut_234_;
                bool l_2899_ = (_e5040 == 1u);
                if (l_2895_) {
                    local_158 = l_2899_;
                } else {
                    local_158 = false;
                }
                bool l_2900_ = local_158;
                double _e5047 = l_mut_2295_;
                double l_2901_ = (l_2900_ ? l_2889_ : _e5047);
                l_mut_2295_ = l_2901_;
                uint _e5049 = l_mut_234_;
                bool l_2902_ = (_e5049 == 2u);
                if (l_2895_) {
                    local_159 = l_2902_;
                } else {
                    local_159 = false;
                }
                bool l_2903_ = local_159;
                double _e5056 = l_mut_2294_;
                double l_2904_ = (l_2903_ ? l_2889_ : _e5056);
                l_mut_2294_ = l_2904_;
                double l_2905_ = (l_2895_ ? l_2892_ : l_2889_);
                double _e5059 = l_mut_833_;
                double l_2906_ = (_e5059 + l_2809_);
                double l_2907_ = (l_2893_ ? l_2905_ : l_2906_);
                l_mut_833_ = l_2907_;
                uint l_2908_ = uint(l_2895_);
                uint _e5063 = l_mut_234_;
                l_mut_234_ = (_e5063 + l_2908_);
                uint _e5065 = l_mut_234_;
                bool l_2909_ = (_e5065 == 0u);
                double _e5068 = l_mut_2296_;
                double _e5069 = l_mut_833_;
                double l_2910_ = (l_2909_ ? _e5069 : _e5068);
                l_mut_2296_ = l_2910_;
                uint _e5071 = l_mut_234_;
                bool l_2911_ = (_e5071 == 1u);
                double _e5074 = l_mut_2295_;
                double _e5075 = l_mut_833_;
                double l_2912_ = (l_2911_ ? _e5075 : _e5074);
                l_mut_2295_ = l_2912_;
                uint _e5077 = l_mut_234_;
                bool l_2913_ = (_e5077 == 2u);
                double _e5080 = l_mut_2294_;
                double _e5081 = l_mut_833_;
                double l_2914_ = (l_2913_ ? _e5081 : _e5080);
                l_mut_2294_ = l_2914_;
                uint _e5083 = l_mut_234_;
                bool l_2915_ = (_e5083 == 3u);
                double _e5086 = l_mut_2293_;
                double _e5087 = l_mut_833_;
                double l_2916_ = (l_2915_ ? _e5087 : _e5086);
                l_mut_2293_ = l_2916_;
                double l_2917_ = -(l_4_);
                double _e5090 = l_mut_2296_;
                double l_2918_ = (_e5090 + l_2917_);
                double l_2919_ = (l_2918_ * l_4_);
                double _e5093 = l_mut_2296_;
                double l_2920_ = (l_2919_ - _e5093);
                double l_2921_ = (l_2920_ * l_4_);
                double l_2922_ = (l_2919_ - l_2921_);
                double l_2923_ = (l_2922_ * l_4_);
                double _e5098 = l_mut_2296_;
                double l_2924_ = (_e5098 - l_2923_);
                double l_2925_ = (l_2917_ - l_2921_);
                double l_2926_ = (l_2924_ + l_2925_);
                double _e5102 = l_mut_2295_;
                double l_2927_ = (_e5102 + l_2926_);
                double l_2928_ = (l_2927_ * l_4_);
                double _e5105 = l_mut_2295_;
                double l_2929_ = (l_2928_ - _e5105);
                double l_2930_ = (l_2929_ * l_4_);
                double l_2931_ = (l_2928_ - l_2930_);
                double l_2932_ = (l_2931_ * l_4_);
                double _e5110 = l_mut_2295_;
                double l_2933_ = (_e5110 - l_2932_);
                double l_2934_ = (l_2926_ - l_2930_);
                double l_2935_ = (l_2933_ + l_2934_);
                double _e5114 = l_mut_2294_;
                double l_2936_ = (_e5114 + l_2935_);
                double l_2937_ = (l_2936_ * l_4_);
                double _e5117 = l_mut_2294_;
                double l_2938_ = (l_2937_ - _e5117);
                double l_2939_ = (l_2938_ * l_4_);
                double l_2940_ = (l_2937_ - l_2939_);
                double l_2941_ = (l_2940_ * l_4_);
                double _e5122 = l_mut_2294_;
                double l_2942_ = (_e5122 - l_2941_);
                double l_2943_ = (l_2935_ - l_2939_);
                double l_2944_ = (l_2942_ + l_2943_);
                double _e5126 = l_mut_2293_;
                double l_2945_ = (_e5126 + l_2944_);
                double l_2946_ = (l_2945_ * l_4_);
                double _e5129 = l_mut_2293_;
                double l_2947_ = (l_2946_ - _e5129);
                double l_2948_ = (l_2947_ * l_4_);
                double l_2949_ = (l_2946_ - l_2948_);
                double l_2950_ = (l_2949_ * l_4_);
                double _e5134 = l_mut_2293_;
                double l_2951_ = (_e5134 - l_2950_);
                double l_2952_ = (l_2944_ - l_2948_);
                double l_2953_ = (l_2951_ + l_2952_);
                double l_2954_ = (l_2946_ + l_2953_);
                double l_2955_ = (l_2954_ * l_4_);
                double l_2956_ = (l_2955_ - l_2946_);
                double l_2957_ = (l_2956_ * l_4_);
                double l_2958_ = (l_2953_ - l_2957_);
                double l_2959_ = (l_2937_ + l_2955_);
                double l_2960_ = (l_2959_ * l_4_);
                double l_2961_ = (l_2960_ - l_2937_);
                double l_2962_ = (l_2961_ * l_4_);
                double l_2963_ = (l_2955_ - l_2962_);
                double l_2964_ = (l_2928_ + l_2960_);
                double l_2965_ = (l_2964_ * l_4_);
                double l_2966_ = (l_2965_ - l_2928_);
                double l_2967_ = (l_2966_ * l_4_);
                double l_2968_ = (l_2960_ - l_2967_);
                double l_2969_ = (l_2919_ + l_2965_);
                double l_2970_ = (l_2969_ * l_4_);
                double l_2971_ = (l_2970_ - l_2919_);
                double l_2972_ = (l_2971_ * l_4_);
                double l_2973_ = (l_2965_ - l_2972_);
                l_mut_833_ = 0.0L;
                l_mut_832_ = 0.0L;
                l_mut_831_ = 0.0L;
                l_mut_830_ = 0.0L;
                l_mut_233_ = l_2970_;
                l_mut_234_ = 0u;
                double _e5163 = l_mut_233_;
                double l_2974_ = (_e5163 + l_2973_);
                double l_2975_ = (l_2974_ * l_4_);
                double _e5166 = l_mut_233_;
                double l_2976_ = (l_2975_ - _e5166);
                double l_2977_ = (l_2976_ * l_4_);
                double l_2978_ = (l_2973_ - l_2977_);
                uint _e5170 = l_mut_234_;
                bool l_2979_ = (_e5170 < 3u);
                bool l_2980_ = (l_2978_ != 0.0L);
                if (l_2979_) {
                    local_160 = l_2980_;
                } else {
                    local_160 = false;
                }
                bool l_2981_ = local_160;
                uint _e5179 = l_mut_234_;
                bool l_2982_ = (_e5179 == 0u);
                if (l_2981_) {
                    local_161 = l_2982_;
                } else {
                    local_161 = false;
                }
                bool l_2983_ = local_161;
                double _e5186 = l_mut_833_;
                double l_2984_ = (l_2983_ ? l_2975_ : _e5186);
                l_mut_833_ = l_2984_;
                uint _e5188 = l_mut_234_;
                bool l_2985_ = (_e5188 == 1u);
                if (l_2981_) {
                    local_162 = l_2985_;
                } else {
                    local_162 = false;
                }
                bool l_2986_ = local_162;
                double _e5195 = l_mut_832_;
                double l_2987_ = (l_2986_ ? l_2975_ : _e5195);
                l_mut_832_ = l_2987_;
                uint _e5197 = l_mut_234_;
                bool l_2988_ = (_e5197 == 2u);
                if (l_2981_) {
                    local_163 = l_2988_;
                } else {
                    local_163 = false;
                }
                bool l_2989_ = local_163;
                double _e5204 = l_mut_831_;
                double l_2990_ = (l_2989_ ? l_2975_ : _e5204);
                l_mut_831_ = l_2990_;
                double l_2991_ = (l_2981_ ? l_2978_ : l_2975_);
                double _e5207 = l_mut_233_;
                double l_2992_ = (_e5207 + l_2973_);
                double l_2993_ = (l_2979_ ? l_2991_ : l_2992_);
                l_mut_233_ = l_2993_;
                uint l_2994_ = uint(l_2981_);
                uint _e5211 = l_mut_234_;
                l_mut_234_ = (_e5211 + l_2994_);
                double _e5213 = l_mut_233_;
                double l_2995_ = (_e5213 + l_2968_);
                double l_2996_ = (l_2995_ * l_4_);
                double _e5216 = l_mut_233_;
                double l_2997_ = (l_2996_ - _e5216);
                double l_2998_ = (l_2997_ * l_4_);
                double l_2999_ = (l_2968_ - l_2998_);
                uint _e5220 = l_mut_234_;
                bool l_3000_ = (_e5220 < 3u);
                bool l_3001_ = (l_2999_ != 0.0L);
                if (l_3000_) {
                    local_164 = l_3001_;
                } else {
                    local_164 = false;
                }
                bool l_3002_ = local_164;
                uint _e5229 = l_mut_234_;
                bool l_3003_ = (_e5229 == 0u);
                if (l_3002_) {
                    local_165 = l_3003_;
                } else {
                    local_165 = false;
                }
                bool l_3004_ = local_165;
                double _e5236 = l_mut_833_;
                double l_3005_ = (l_3004_ ? l_2996_ : _e5236);
                l_mut_833_ = l_3005_;
                uint _e5238 = l_mut_234_;
                bool l_3006_ = (_e5238 == 1u);
                if (l_3002_) {
                    local_166 = l_3006_;
                } else {
                    local_166 = false;
                }
                bool l_3007_ = local_166;
                double _e5245 = l_mut_832_;
                double l_3008_ = (l_3007_ ? l_2996_ : _e5245);
                l_mut_832_ = l_3008_;
                uint _e5247 = l_mut_234_;
                bool l_3009_ = (_e5247 == 2u);
                if (l_3002_) {
                    local_167 = l_3009_;
                } else {
                    local_167 = false;
                }
                bool l_3010_ = local_167;
                double _e5254 = l_mut_831_;
                double l_3011_ = (l_3010_ ? l_2996_ : _e5254);
                l_mut_831_ = l_3011_;
                double l_3012_ = (l_3002_ ? l_2999_ : l_2996_);
                double _e5257 = l_mut_233_;
                double l_3013_ = (_e5257 + l_2968_);
                double l_3014_ = (l_3000_ ? l_3012_ : l_3013_);
                l_mut_233_ = l_3014_;
                uint l_3015_ = uint(l_3002_);
                uint _e5261 = l_mut_234_;
                l_mut_234_ = (_e5261 + l_3015_);
                double _e5263 = l_mut_233_;
                double l_3016_ = (_e5263 + l_2963_);
                double l_3017_ = (l_3016_ * l_4_);
                double _e5266 = l_mut_233_;
                double l_3018_ = (l_3017_ - _e5266);
                double l_3019_ = (l_3018_ * l_4_);
                double l_3020_ = (l_2963_ - l_3019_);
                uint _e5270 = l_mut_234_;
                bool l_3021_ = (_e5270 < 3u);
                bool l_3022_ = (l_3020_ != 0.0L);
                if (l_3021_) {
                    local_168 = l_3022_;
                } else {
                    local_168 = false;
                }
                bool l_3023_ = local_168;
                uint _e5279 = l_mut_234_;
                bool l_3024_ = (_e5279 == 0u);
                if (l_3023_) {
                    local_169 = l_3024_;
                } else {
                    local_169 = false;
                }
                bool l_3025_ = local_169;
                double _e5286 = l_mut_833_;
                double l_3026_ = (l_3025_ ? l_3017_ : _e5286);
                l_mut_833_ = l_3026_;
                uint _e5288 = l_mut_234_;
                bool l_3027_ = (_e5288 == 1u);
                if (l_3023_) {
                    local_170 = l_3027_;
                } else {
                    local_170 = false;
                }
                bool l_3028_ = local_170;
                double _e5295 = l_mut_832_;
                double l_3029_ = (l_3028_ ? l_3017_ : _e5295);
                l_mut_832_ = l_3029_;
                uint _e5297 = l_mut_234_;
                bool l_3030_ = (_e5297 == 2u);
                if (l_3023_) {
                    local_171 = l_3030_;
                } else {
                    local_171 = false;
                }
                bool l_3031_ = local_171;
                double _e5304 = l_mut_831_;
                double l_3032_ = (l_3031_ ? l_3017_ : _e5304);
                l_mut_831_ = l_3032_;
                double l_3033_ = (l_3023_ ? l_3020_ : l_3017_);
                double _e5307 = l_mut_233_;
                double l_3034_ = (_e5307 + l_2963_);
                double l_3035_ = (l_3021_ ? l_3033_ : l_3034_);
                l_mut_233_ = l_3035_;
                uint l_3036_ = uint(l_3023_);
                uint _e5311 = l_mut_234_;
                l_mut_234_ = (_e5311 + l_3036_);
                double _e5313 = l_mut_233_;
                double l_3037_ = (_e5313 + l_2958_);
                double l_3038_ = (l_3037_ * l_4_);
                double _e5316 = l_mut_233_;
                double l_3039_ = (l_3038_ - _e5316);
                double l_3040_ = (l_3039_ * l_4_);
                double l_3041_ = (l_2958_ - l_3040_);
                uint _e5320 = l_mut_234_;
                bool l_3042_ = (_e5320 < 3u);
                bool l_3043_ = (l_3041_ != 0.0L);
                if (l_3042_) {
                    local_172 = l_3043_;
                } else {
                    local_172 = false;
                }
                bool l_3044_ = local_172;
                uint _e5329 = l_mut_234_;
                bool l_3045_ = (_e5329 == 0u);
                if (l_3044_) {
                    local_173 = l_3045_;
                } else {
                    local_173 = false;
                }
                bool l_3046_ = local_173;
                double _e5336 = l_mut_833_;
                double l_3047_ = (l_3046_ ? l_3038_ : _e5336);
                l_mut_833_ = l_3047_;
                uint _e5338 = l_mut_234_;
                bool l_3048_ = (_e5338 == 1u);
                if (l_3044_) {
                    local_174 = l_3048_;
                } else {
                    local_174 = false;
                }
                bool l_3049_ = local_174;
                double _e5345 = l_mut_832_;
                double l_3050_ = (l_3049_ ? l_3038_ : _e5345);
                l_mut_832_ = l_3050_;
                uint _e5347 = l_mut_234_;
                bool l_3051_ = (_e5347 == 2u);
                if (l_3044_) {
                    local_175 = l_3051_;
                } else {
                    local_175 = false;
                }
                bool l_3052_ = local_175;
                double _e5354 = l_mut_831_;
                double l_3053_ = (l_3052_ ? l_3038_ : _e5354);
                l_mut_831_ = l_3053_;
                double l_3054_ = (l_3044_ ? l_3041_ : l_3038_);
                double _e5357 = l_mut_233_;
                double l_3055_ = (_e5357 + l_2958_);
                double l_3056_ = (l_3042_ ? l_3054_ : l_3055_);
                l_mut_233_ = l_3056_;
                uint l_3057_ = uint(l_3044_);
                uint _e5361 = l_mut_234_;
                l_mut_234_ = (_e5361 + l_3057_);
                uint _e5363 = l_mut_234_;
                bool l_3058_ = (_e5363 == 0u);
                double _e5366 = l_mut_833_;
                double _e5367 = l_mut_233_;
                double l_3059_ = (l_3058_ ? _e5367 : _e5366);
                l_mut_833_ = l_3059_;
                uint _e5369 = l_mut_234_;
                bool l_3060_ = (_e5369 == 1u);
                double _e5372 = l_mut_832_;
                double _e5373 = l_mut_233_;
                double l_3061_ = (l_3060_ ? _e5373 : _e5372);
                l_mut_832_ = l_3061_;
                uint _e5375 = l_mut_234_;
                bool l_3062_ = (_e5375 == 2u);
                double _e5378 = l_mut_831_;
                double _e5379 = l_mut_233_;
                double l_3063_ = (l_3062_ ? _e5379 : _e5378);
                l_mut_831_ = l_3063_;
                uint _e5381 = l_mut_234_;
                bool l_3064_ = (_e5381 == 3u);
                double _e5384 = l_mut_830_;
                double _e5385 = l_mut_233_;
                double l_3065_ = (l_3064_ ? _e5385 : _e5384);
                l_mut_830_ = l_3065_;
                double _e5388 = l_mut_101_;
                a_3066_[0] = _e5388;
                double _e5390 = l_mut_833_;
                a_3066_[1] = _e5390;
                double _e5392 = l_mut_143_;
                a_3066_[2] = _e5392;
                double _e5394 = l_mut_832_;
                a_3066_[3] = _e5394;
                double _e5396 = l_mut_144_;
                a_3066_[4] = _e5396;
                double _e5398 = l_mut_831_;
                a_3066_[5] = _e5398;
                double _e5400 = l_mut_145_;
                a_3066_[6] = _e5400;
                double _e5402 = l_mut_830_;
                a_3066_[7] = _e5402;
                double l_3067_ = a_3066_[7];
                l_mut_2296_ = l_3067_;
                double l_3068_ = a_3066_[6];
                double _e5407 = l_mut_2296_;
                double l_3069_ = (l_3068_ + _e5407);
                double l_3070_ = (l_3069_ * l_4_);
                double l_3071_ = (l_3070_ - l_3068_);
                double l_3072_ = (l_3071_ * l_4_);
                double l_3073_ = (l_3070_ - l_3072_);
                double l_3074_ = (l_3073_ * l_4_);
                double l_3075_ = (l_3068_ - l_3074_);
                double _e5415 = l_mut_2296_;
                double l_3076_ = (_e5415 - l_3072_);
                double l_3077_ = (l_3075_ + l_3076_);
                a_3066_[7] = l_3077_;
                l_mut_2296_ = l_3070_;
                double l_3078_ = a_3066_[5];
                double _e5421 = l_mut_2296_;
                double l_3079_ = (l_3078_ + _e5421);
                double l_3080_ = (l_3079_ * l_4_);
                double l_3081_ = (l_3080_ - l_3078_);
                double l_3082_ = (l_3081_ * l_4_);
                double l_3083_ = (l_3080_ - l_3082_);
                double l_3084_ = (l_3083_ * l_4_);
                double l_3085_ = (l_3078_ - l_3084_);
                double _e5429 = l_mut_2296_;
                double l_3086_ = (_e5429 - l_3082_);
                double l_3087_ = (l_3085_ + l_3086_);
                a_3066_[6] = l_3087_;
                l_mut_2296_ = l_3080_;
                double l_3088_ = a_3066_[4];
                double _e5435 = l_mut_2296_;
                double l_3089_ = (l_3088_ + _e5435);
                double l_3090_ = (l_3089_ * l_4_);
                double l_3091_ = (l_3090_ - l_3088_);
                double l_3092_ = (l_3091_ * l_4_);
                double l_3093_ = (l_3090_ - l_3092_);
                double l_3094_ = (l_3093_ * l_4_);
                double l_3095_ = (l_3088_ - l_3094_);
                double _e5443 = l_mut_2296_;
                double l_3096_ = (_e5443 - l_3092_);
                double l_3097_ = (l_3095_ + l_3096_);
                a_3066_[5] = l_3097_;
                l_mut_2296_ = l_3090_;
                double l_3098_ = a_3066_[3];
                double _e5449 = l_mut_2296_;
                double l_3099_ = (l_3098_ + _e5449);
                double l_3100_ = (l_3099_ * l_4_);
                double l_3101_ = (l_3100_ - l_3098_);
                double l_3102_ = (l_3101_ * l_4_);
                double l_3103_ = (l_3100_ - l_3102_);
                double l_3104_ = (l_3103_ * l_4_);
                double l_3105_ = (l_3098_ - l_3104_);
                double _e5457 = l_mut_2296_;
                double l_3106_ = (_e5457 - l_3102_);
                double l_3107_ = (l_3105_ + l_3106_);
                a_3066_[4] = l_3107_;
                l_mut_2296_ = l_3100_;
                double l_3108_ = a_3066_[2];
                double _e5463 = l_mut_2296_;
                double l_3109_ = (l_3108_ + _e5463);
                double l_3110_ = (l_3109_ * l_4_);
                double l_3111_ = (l_3110_ - l_3108_);
                double l_3112_ = (l_3111_ * l_4_);
                double l_3113_ = (l_3110_ - l_3112_);
                double l_3114_ = (l_3113_ * l_4_);
                double l_3115_ = (l_3108_ - l_3114_);
                double _e5471 = l_mut_2296_;
                double l_3116_ = (_e5471 - l_3112_);
                double l_3117_ = (l_3115_ + l_3116_);
                a_3066_[3] = l_3117_;
                l_mut_2296_ = l_3110_;
                double l_3118_ = a_3066_[1];
                double _e5477 = l_mut_2296_;
                double l_3119_ = (l_3118_ + _e5477);
                double l_3120_ = (l_3119_ * l_4_);
                double l_3121_ = (l_3120_ - l_3118_);
                double l_3122_ = (l_3121_ * l_4_);
                double l_3123_ = (l_3120_ - l_3122_);
                double l_3124_ = (l_3123_ * l_4_);
                double l_3125_ = (l_3118_ - l_3124_);
                double _e5485 = l_mut_2296_;
                double l_3126_ = (_e5485 - l_3122_);
                double l_3127_ = (l_3125_ + l_3126_);
                a_3066_[2] = l_3127_;
                l_mut_2296_ = l_3120_;
                double l_3128_ = a_3066_[0];
                double _e5491 = l_mut_2296_;
                double l_3129_ = (l_3128_ + _e5491);
                double l_3130_ = (l_3129_ * l_4_);
                double l_3131_ = (l_3130_ - l_3128_);
                double l_3132_ = (l_3131_ * l_4_);
                double l_3133_ = (l_3130_ - l_3132_);
                double l_3134_ = (l_3133_ * l_4_);
                double l_3135_ = (l_3128_ - l_3134_);
                double _e5499 = l_mut_2296_;
                double l_3136_ = (_e5499 - l_3132_);
                double l_3137_ = (l_3135_ + l_3136_);
                a_3066_[1] = l_3137_;
                l_mut_2296_ = l_3130_;
                double _e5504 = l_mut_2296_;
                a_3066_[0] = _e5504;
                double l_3138_ = a_3066_[7];
                l_mut_2296_ = l_3138_;
                double l_3139_ = a_3066_[6];
                double _e5509 = l_mut_2296_;
                double l_3140_ = (l_3139_ + _e5509);
                double l_3141_ = (l_3140_ * l_4_);
                double l_3142_ = (l_3141_ - l_3139_);
                double l_3143_ = (l_3142_ * l_4_);
                double l_3144_ = (l_3141_ - l_3143_);
                double l_3145_ = (l_3144_ * l_4_);
                double l_3146_ = (l_3139_ - l_3145_);
                double _e5517 = l_mut_2296_;
                double l_3147_ = (_e5517 - l_3143_);
                double l_3148_ = (l_3146_ + l_3147_);
                a_3066_[7] = l_3148_;
                l_mut_2296_ = l_3141_;
                double l_3149_ = a_3066_[5];
                double _e5523 = l_mut_2296_;
                double l_3150_ = (l_3149_ + _e5523);
                double l_3151_ = (l_3150_ * l_4_);
                double l_3152_ = (l_3151_ - l_3149_);
                double l_3153_ = (l_3152_ * l_4_);
                double l_3154_ = (l_3151_ - l_3153_);
                double l_3155_ = (l_3154_ * l_4_);
                double l_3156_ = (l_3149_ - l_3155_);
                double _e5531 = l_mut_2296_;
                double l_3157_ = (_e5531 - l_3153_);
                double l_3158_ = (l_3156_ + l_3157_);
                a_3066_[6] = l_3158_;
                l_mut_2296_ = l_3151_;
                double l_3159_ = a_3066_[4];
                double _e5537 = l_mut_2296_;
                double l_3160_ = (l_3159_ + _e5537);
                double l_3161_ = (l_3160_ * l_4_);
                double l_3162_ = (l_3161_ - l_3159_);
                double l_3163_ = (l_3162_ * l_4_);
                double l_3164_ = (l_3161_ - l_3163_);
                double l_3165_ = (l_3164_ * l_4_);
                double l_3166_ = (l_3159_ - l_3165_);
                double _e5545 = l_mut_2296_;
                double l_3167_ = (_e5545 - l_3163_);
                double l_3168_ = (l_3166_ + l_3167_);
                a_3066_[5] = l_3168_;
                l_mut_2296_ = l_3161_;
                double l_3169_ = a_3066_[3];
                double _e5551 = l_mut_2296_;
                double l_3170_ = (l_3169_ + _e5551);
                double l_3171_ = (l_3170_ * l_4_);
                double l_3172_ = (l_3171_ - l_3169_);
                double l_3173_ = (l_3172_ * l_4_);
                double l_3174_ = (l_3171_ - l_3173_);
                double l_3175_ = (l_3174_ * l_4_);
                double l_3176_ = (l_3169_ - l_3175_);
                double _e5559 = l_mut_2296_;
                double l_3177_ = (_e5559 - l_3173_);
                double l_3178_ = (l_3176_ + l_3177_);
                a_3066_[4] = l_3178_;
                l_mut_2296_ = l_3171_;
                double l_3179_ = a_3066_[2];
                double _e5565 = l_mut_2296_;
                double l_3180_ = (l_3179_ + _e5565);
                double l_3181_ = (l_3180_ * l_4_);
                double l_3182_ = (l_3181_ - l_3179_);
                double l_3183_ = (l_3182_ * l_4_);
                double l_3184_ = (l_3181_ - l_3183_);
                double l_3185_ = (l_3184_ * l_4_);
                double l_3186_ = (l_3179_ - l_3185_);
                double _e5573 = l_mut_2296_;
                double l_3187_ = (_e5573 - l_3183_);
                double l_3188_ = (l_3186_ + l_3187_);
                a_3066_[3] = l_3188_;
                l_mut_2296_ = l_3181_;
                double l_3189_ = a_3066_[1];
                double _e5579 = l_mut_2296_;
                double l_3190_ = (l_3189_ + _e5579);
                double l_3191_ = (l_3190_ * l_4_);
                double l_3192_ = (l_3191_ - l_3189_);
                double l_3193_ = (l_3192_ * l_4_);
                double l_3194_ = (l_3191_ - l_3193_);
                double l_3195_ = (l_3194_ * l_4_);
                double l_3196_ = (l_3189_ - l_3195_);
                double _e5587 = l_mut_2296_;
                double l_3197_ = (_e5587 - l_3193_);
                double l_3198_ = (l_3196_ + l_3197_);
                a_3066_[2] = l_3198_;
                l_mut_2296_ = l_3191_;
                double l_3199_ = a_3066_[0];
                double _e5593 = l_mut_2296_;
                double l_3200_ = (l_3199_ + _e5593);
                double l_3201_ = (l_3200_ * l_4_);
                double l_3202_ = (l_3201_ - l_3199_);
                double l_3203_ = (l_3202_ * l_4_);
                double l_3204_ = (l_3201_ - l_3203_);
                double l_3205_ = (l_3204_ * l_4_);
                double l_3206_ = (l_3199_ - l_3205_);
                double _e5601 = l_mut_2296_;
                double l_3207_ = (_e5601 - l_3203_);
                double l_3208_ = (l_3206_ + l_3207_);
                a_3066_[1] = l_3208_;
                l_mut_2296_ = l_3201_;
                double _e5606 = l_mut_2296_;
                a_3066_[0] = _e5606;
                l_mut_2296_ = 0.0L;
                l_mut_2295_ = 0.0L;
                l_mut_2294_ = 0.0L;
                l_mut_2293_ = 0.0L;
                double l_3209_ = a_3066_[0];
                l_mut_233_ = l_3209_;
                l_mut_234_ = 0u;
                double l_3210_ = a_3066_[1];
                double _e5616 = l_mut_233_;
                double l_3211_ = (_e5616 + l_3210_);
                double l_3212_ = (l_3211_ * l_4_);
                double _e5619 = l_mut_233_;
                double l_3213_ = (l_3212_ - _e5619);
                double l_3214_ = (l_3213_ * l_4_);
                double l_3215_ = (l_3212_ - l_3214_);
                double l_3216_ = (l_3215_ * l_4_);
                double _e5624 = l_mut_233_;
                double l_3217_ = (_e5624 - l_3216_);
                double l_3218_ = (l_3210_ - l_3214_);
                double l_3219_ = (l_3217_ + l_3218_);
                uint _e5628 = l_mut_234_;
                bool l_3220_ = (_e5628 < 3u);
                bool l_3221_ = (l_3219_ != 0.0L);
                if (l_3220_) {
                    local_176 = l_3221_;
                } else {
                    local_176 = false;
                }
                bool l_3222_ = local_176;
                uint _e5637 = l_mut_234_;
                bool l_3223_ = (_e5637 == 0u);
                if (l_3222_) {
                    local_177 = l_3223_;
                } else {
                    local_177 = false;
                }
                bool l_3224_ = local_177;
                double _e5644 = l_mut_2296_;
                double l_3225_ = (l_3224_ ? l_3212_ : _e5644);
                l_mut_2296_ = l_3225_;
                uint _e5646 = l_mut_234_;
                bool l_3226_ = (_e5646 == 1u);
                if (l_3222_) {
                    local_178 = l_3226_;
                } else {
                    local_178 = false;
                }
                bool l_3227_ = local_178;
                double _e5653 = l_mut_2295_;
                double l_3228_ = (l_3227_ ? l_3212_ : _e5653);
                l_mut_2295_ = l_3228_;
                uint _e5655 = l_mut_234_;
                bool l_3229_ = (_e5655 == 2u);
                if (l_3222_) {
                    local_179 = l_3229_;
                } else {
                    local_179 = false;
                }
                bool l_3230_ = local_179;
                double _e5662 = l_mut_2294_;
                double l_3231_ = (l_3230_ ? l_3212_ : _e5662);
                l_mut_2294_ = l_3231_;
                double l_3232_ = (l_3222_ ? l_3219_ : l_3212_);
                double _e5665 = l_mut_233_;
                double l_3233_ = (_e5665 + l_3210_);
                double l_3234_ = (l_3220_ ? l_3232_ : l_3233_);
                l_mut_233_ = l_3234_;
                uint l_3235_ = uint(l_3222_);
                uint _e5669 = l_mut_234_;
                l_mut_234_ = (_e5669 + l_3235_);
                double l_3236_ = a_3066_[2];
                double _e5673 = l_mut_233_;
                double l_3237_ = (_e5673 + l_3236_);
                double l_3238_ = (l_3237_ * l_4_);
                double _e5676 = l_mut_233_;
                double l_3239_ = (l_3238_ - _e5676);
                double l_3240_ = (l_3239_ * l_4_);
                double l_3241_ = (l_3238_ - l_3240_);
                double l_3242_ = (l_3241_ * l_4_);
                double _e5681 = l_mut_233_;
                double l_3243_ = (_e5681 - l_3242_);
                double l_3244_ = (l_3236_ - l_3240_);
                double l_3245_ = (l_3243_ + l_3244_);
                uint _e5685 = l_mut_234_;
                bool l_3246_ = (_e5685 < 3u);
                bool l_3247_ = (l_3245_ != 0.0L);
                if (l_3246_) {
                    local_180 = l_3247_;
                } else {
                    local_180 = false;
                }
                bool l_3248_ = local_180;
                uint _e5694 = l_mut_234_;
                bool l_3249_ = (_e5694 == 0u);
                if (l_3248_) {
                    local_181 = l_3249_;
                } else {
                    local_181 = false;
                }
                bool l_3250_ = local_181;
                double _e5701 = l_mut_2296_;
                double l_3251_ = (l_3250_ ? l_3238_ : _e5701);
                l_mut_2296_ = l_3251_;
                uint _e5703 = l_mut_234_;
                bool l_3252_ = (_e5703 == 1u);
                if (l_3248_) {
                    local_182 = l_3252_;
                } else {
                    local_182 = false;
                }
                bool l_3253_ = local_182;
                double _e5710 = l_mut_2295_;
                double l_3254_ = (l_3253_ ? l_3238_ : _e5710);
                l_mut_2295_ = l_3254_;
                uint _e5712 = l_mut_234_;
                bool l_3255_ = (_e5712 == 2u);
                if (l_3248_) {
                    local_183 = l_3255_;
                } else {
                    local_183 = false;
                }
                bool l_3256_ = local_183;
                double _e5719 = l_mut_2294_;
                double l_3257_ = (l_3256_ ? l_3238_ : _e5719);
                l_mut_2294_ = l_3257_;
                double l_3258_ = (l_3248_ ? l_3245_ : l_3238_);
                double _e5722 = l_mut_233_;
                double l_3259_ = (_e5722 + l_3236_);
                double l_3260_ = (l_3246_ ? l_3258_ : l_3259_);
                l_mut_233_ = l_3260_;
                uint l_3261_ = uint(l_3248_);
                uint _e5726 = l_mut_234_;
                l_mut_234_ = (_e5726 + l_3261_);
                double l_3262_ = a_3066_[3];
                double _e5730 = l_mut_233_;
                double l_3263_ = (_e5730 + l_3262_);
                double l_3264_ = (l_3263_ * l_4_);
                double _e5733 = l_mut_233_;
                double l_3265_ = (l_3264_ - _e5733);
                double l_3266_ = (l_3265_ * l_4_);
                double l_3267_ = (l_3264_ - l_3266_);
                double l_3268_ = (l_3267_ * l_4_);
                double _e5738 = l_mut_233_;
                double l_3269_ = (_e5738 - l_3268_);
                double l_3270_ = (l_3262_ - l_3266_);
                double l_3271_ = (l_3269_ + l_3270_);
                uint _e5742 = l_mut_234_;
                bool l_3272_ = (_e5742 < 3u);
                bool l_3273_ = (l_3271_ != 0.0L);
                if (l_3272_) {
                    local_184 = l_3273_;
                } else {
                    local_184 = false;
                }
                bool l_3274_ = local_184;
                uint _e5751 = l_mut_234_;
                bool l_3275_ = (_e5751 == 0u);
                if (l_3274_) {
                    local_185 = l_3275_;
                } else {
                    local_185 = false;
                }
                bool l_3276_ = local_185;
                double _e5758 = l_mut_2296_;
                double l_3277_ = (l_3276_ ? l_3264_ : _e5758);
                l_mut_2296_ = l_3277_;
                uint _e5760 = l_mut_234_;
                bool l_3278_ = (_e5760 == 1u);
                if (l_3274_) {
                    local_186 = l_3278_;
                } else {
                    local_186 = false;
                }
                bool l_3279_ = local_186;
                double _e5767 = l_mut_2295_;
                double l_3280_ = (l_3279_ ? l_3264_ : _e5767);
                l_mut_2295_ = l_3280_;
                uint _e5769 = l_mut_234_;
                bool l_3281_ = (_e5769 == 2u);
                if (l_3274_) {
                    local_187 = l_3281_;
                } else {
                    local_187 = false;
                }
                bool l_3282_ = local_187;
                double _e5776 = l_mut_2294_;
                double l_3283_ = (l_3282_ ? l_3264_ : _e5776);
                l_mut_2294_ = l_3283_;
                double l_3284_ = (l_3274_ ? l_3271_ : l_3264_);
                double _e5779 = l_mut_233_;
                double l_3285_ = (_e5779 + l_3262_);
                double l_3286_ = (l_3272_ ? l_3284_ : l_3285_);
                l_mut_233_ = l_3286_;
                uint l_3287_ = uint(l_3274_);
                uint _e5783 = l_mut_234_;
                l_mut_234_ = (_e5783 + l_3287_);
                double l_3288_ = a_3066_[4];
                double _e5787 = l_mut_233_;
                double l_3289_ = (_e5787 + l_3288_);
                double l_3290_ = (l_3289_ * l_4_);
                double _e5790 = l_mut_233_;
                double l_3291_ = (l_3290_ - _e5790);
                double l_3292_ = (l_3291_ * l_4_);
                double l_3293_ = (l_3290_ - l_3292_);
                double l_3294_ = (l_3293_ * l_4_);
                double _e5795 = l_mut_233_;
                double l_3295_ = (_e5795 - l_3294_);
                double l_3296_ = (l_3288_ - l_3292_);
                double l_3297_ = (l_3295_ + l_3296_);
                uint _e5799 = l_mut_234_;
                bool l_3298_ = (_e5799 < 3u);
                bool l_3299_ = (l_3297_ != 0.0L);
                if (l_3298_) {
                    local_188 = l_3299_;
                } else {
                    local_188 = false;
                }
                bool l_3300_ = local_188;
                uint _e5808 = l_mut_234_;
                bool l_3301_ = (_e5808 == 0u);
                if (l_3300_) {
                    local_189 = l_3301_;
                } else {
                    local_189 = false;
                }
                bool l_3302_ = local_189;
                double _e5815 = l_mut_2296_;
                double l_3303_ = (l_3302_ ? l_3290_ : _e5815);
                l_mut_2296_ = l_3303_;
                uint _e5817 = l_mut_234_;
                bool l_3304_ = (_e5817 == 1u);
                if (l_3300_) {
                    local_190 = l_3304_;
                } else {
                    local_190 = false;
                }
                bool l_3305_ = local_190;
                double _e5824 = l_mut_2295_;
                double l_3306_ = (l_3305_ ? l_3290_ : _e5824);
                l_mut_2295_ = l_3306_;
                uint _e5826 = l_mut_234_;
                bool l_3307_ = (_e5826 == 2u);
                if (l_3300_) {
                    local_191 = l_3307_;
                } else {
                    local_191 = false;
                }
                bool l_3308_ = local_191;
                double _e5833 = l_mut_2294_;
                double l_3309_ = (l_3308_ ? l_3290_ : _e5833);
                l_mut_2294_ = l_3309_;
                double l_3310_ = (l_3300_ ? l_3297_ : l_3290_);
                double _e5836 = l_mut_233_;
                double l_3311_ = (_e5836 + l_3288_);
                double l_3312_ = (l_3298_ ? l_3310_ : l_3311_);
                l_mut_233_ = l_3312_;
                uint l_3313_ = uint(l_3300_);
                uint _e5840 = l_mut_234_;
                l_mut_234_ = (_e5840 + l_3313_);
                double l_3314_ = a_3066_[5];
                double _e5844 = l_mut_233_;
                double l_3315_ = (_e5844 + l_3314_);
                double l_3316_ = (l_3315_ * l_4_);
                double _e5847 = l_mut_233_;
                double l_3317_ = (l_3316_ - _e5847);
                double l_3318_ = (l_3317_ * l_4_);
                double l_3319_ = (l_3316_ - l_3318_);
                double l_3320_ = (l_3319_ * l_4_);
                double _e5852 = l_mut_233_;
                double l_3321_ = (_e5852 - l_3320_);
                double l_3322_ = (l_3314_ - l_3318_);
                double l_3323_ = (l_3321_ + l_3322_);
                uint _e5856 = l_mut_234_;
                bool l_3324_ = (_e5856 < 3u);
                bool l_3325_ = (l_3323_ != 0.0L);
                if (l_3324_) {
                    local_192 = l_3325_;
                } else {
                    local_192 = false;
                }
                bool l_3326_ = local_192;
                uint _e5865 = l_mut_234_;
                bool l_3327_ = (_e5865 == 0u);
                if (l_3326_) {
                    local_193 = l_3327_;
                } else {
                    local_193 = false;
                }
                bool l_3328_ = local_193;
                double _e5872 = l_mut_2296_;
                double l_3329_ = (l_3328_ ? l_3316_ : _e5872);
                l_mut_2296_ = l_3329_;
                uint _e5874 = l_mut_234_;
                bool l_3330_ = (_e5874 == 1u);
                if (l_3326_) {
                    local_194 = l_3330_;
                } else {
                    local_194 = false;
                }
                bool l_3331_ = local_194;
                double _e5881 = l_mut_2295_;
                double l_3332_ = (l_3331_ ? l_3316_ : _e5881);
                l_mut_2295_ = l_3332_;
                uint _e5883 = l_mut_234_;
                bool l_3333_ = (_e5883 == 2u);
                if (l_3326_) {
                    local_195 = l_3333_;
                } else {
                    local_195 = false;
                }
                bool l_3334_ = local_195;
                double _e5890 = l_mut_2294_;
                double l_3335_ = (l_3334_ ? l_3316_ : _e5890);
                l_mut_2294_ = l_3335_;
                double l_3336_ = (l_3326_ ? l_3323_ : l_3316_);
                double _e5893 = l_mut_233_;
                double l_3337_ = (_e5893 + l_3314_);
                double l_3338_ = (l_3324_ ? l_3336_ : l_3337_);
                l_mut_233_ = l_3338_;
                uint l_3339_ = uint(l_3326_);
                uint _e5897 = l_mut_234_;
                l_mut_234_ = (_e5897 + l_3339_);
                double l_3340_ = a_3066_[6];
                double _e5901 = l_mut_233_;
                double l_3341_ = (_e5901 + l_3340_);
                double l_3342_ = (l_3341_ * l_4_);
                double _e5904 = l_mut_233_;
                double l_3343_ = (l_3342_ - _e5904);
                double l_3344_ = (l_3343_ * l_4_);
                double l_3345_ = (l_3342_ - l_3344_);
                double l_3346_ = (l_3345_ * l_4_);
                double _e5909 = l_mut_233_;
                double l_3347_ = (_e5909 - l_3346_);
                double l_3348_ = (l_3340_ - l_3344_);
                double l_3349_ = (l_3347_ + l_3348_);
                uint _e5913 = l_mut_234_;
                bool l_3350_ = (_e5913 < 3u);
                bool l_3351_ = (l_3349_ != 0.0L);
                if (l_3350_) {
                    local_196 = l_3351_;
                } else {
                    local_196 = false;
                }
                bool l_3352_ = local_196;
                uint _e5922 = l_mut_234_;
                bool l_3353_ = (_e5922 == 0u);
                if (l_3352_) {
                    local_197 = l_3353_;
                } else {
                    local_197 = false;
                }
                bool l_3354_ = local_197;
                double _e5929 = l_mut_2296_;
                double l_3355_ = (l_3354_ ? l_3342_ : _e5929);
                l_mut_2296_ = l_3355_;
                uint _e5931 = l_mut_234_;
                bool l_3356_ = (_e5931 == 1u);
                if (l_3352_) {
                    local_198 = l_3356_;
                } else {
                    local_198 = false;
                }
                bool l_3357_ = local_198;
                double _e5938 = l_mut_2295_;
                double l_3358_ = (l_3357_ ? l_3342_ : _e5938);
                l_mut_2295_ = l_3358_;
                uint _e5940 = l_mut_234_;
                bool l_3359_ = (_e5940 == 2u);
                if (l_3352_) {
                    local_199 = l_3359_;
                } else {
                    local_199 = false;
                }
                bool l_3360_ = local_199;
                double _e5947 = l_mut_2294_;
                double l_3361_ = (l_3360_ ? l_3342_ : _e5947);
                l_mut_2294_ = l_3361_;
                double l_3362_ = (l_3352_ ? l_3349_ : l_3342_);
                double _e5950 = l_mut_233_;
                double l_3363_ = (_e5950 + l_3340_);
                double l_3364_ = (l_3350_ ? l_3362_ : l_3363_);
                l_mut_233_ = l_3364_;
                uint l_3365_ = uint(l_3352_);
                uint _e5954 = l_mut_234_;
                l_mut_234_ = (_e5954 + l_3365_);
                double l_3366_ = a_3066_[7];
                double _e5958 = l_mut_233_;
                double l_3367_ = (_e5958 + l_3366_);
                double l_3368_ = (l_3367_ * l_4_);
                double _e5961 = l_mut_233_;
                double l_3369_ = (l_3368_ - _e5961);
                double l_3370_ = (l_3369_ * l_4_);
                double l_3371_ = (l_3368_ - l_3370_);
                double l_3372_ = (l_3371_ * l_4_);
                double _e5966 = l_mut_233_;
                double l_3373_ = (_e5966 - l_3372_);
                double l_3374_ = (l_3366_ - l_3370_);
                double l_3375_ = (l_3373_ + l_3374_);
                uint _e5970 = l_mut_234_;
                bool l_3376_ = (_e5970 < 3u);
                bool l_3377_ = (l_3375_ != 0.0L);
                if (l_3376_) {
                    local_200 = l_3377_;
                } else {
                    local_200 = false;
                }
                bool l_3378_ = local_200;
                uint _e5979 = l_mut_234_;
                bool l_3379_ = (_e5979 == 0u);
                if (l_3378_) {
                    local_201 = l_3379_;
                } else {
                    local_201 = false;
                }
                bool l_3380_ = local_201;
                double _e5986 = l_mut_2296_;
                double l_3381_ = (l_3380_ ? l_3368_ : _e5986);
                l_mut_2296_ = l_3381_;
                uint _e5988 = l_mut_234_;
                bool l_3382_ = (_e5988 == 1u);
                if (l_3378_) {
                    local_202 = l_3382_;
                } else {
                    local_202 = false;
                }
                bool l_3383_ = local_202;
                double _e5995 = l_mut_2295_;
                double l_3384_ = (l_3383_ ? l_3368_ : _e5995);
                l_mut_2295_ = l_3384_;
                uint _e5997 = l_mut_234_;
                bool l_3385_ = (_e5997 == 2u);
                if (l_3378_) {
                    local_203 = l_3385_;
                } else {
                    local_203 = false;
                }
                bool l_3386_ = local_203;
                double _e6004 = l_mut_2294_;
                double l_3387_ = (l_3386_ ? l_3368_ : _e6004);
                l_mut_2294_ = l_3387_;
                double l_3388_ = (l_3378_ ? l_3375_ : l_3368_);
                double _e6007 = l_mut_233_;
                double l_3389_ = (_e6007 + l_3366_);
                double l_3390_ = (l_3376_ ? l_3388_ : l_3389_);
                l_mut_233_ = l_3390_;
                uint l_3391_ = uint(l_3378_);
                uint _e6011 = l_mut_234_;
                l_mut_234_ = (_e6011 + l_3391_);
                uint _e6013 = l_mut_234_;
                bool l_3392_ = (_e6013 == 0u);
                double _e6016 = l_mut_2296_;
                double _e6017 = l_mut_233_;
                double l_3393_ = (l_3392_ ? _e6017 : _e6016);
                l_mut_2296_ = l_3393_;
                uint _e6019 = l_mut_234_;
                bool l_3394_ = (_e6019 == 1u);
                double _e6022 = l_mut_2295_;
                double _e6023 = l_mut_233_;
                double l_3395_ = (l_3394_ ? _e6023 : _e6022);
                l_mut_2295_ = l_3395_;
                uint _e6025 = l_mut_234_;
                bool l_3396_ = (_e6025 == 2u);
                double _e6028 = l_mut_2294_;
                double _e6029 = l_mut_233_;
                double l_3397_ = (l_3396_ ? _e6029 : _e6028);
                l_mut_2294_ = l_3397_;
                uint _e6031 = l_mut_234_;
                bool l_3398_ = (_e6031 == 3u);
                double _e6034 = l_mut_2293_;
                double _e6035 = l_mut_233_;
                double l_3399_ = (l_3398_ ? _e6035 : _e6034);
                l_mut_2293_ = l_3399_;
                double _e6037 = l_mut_2296_;
                l_mut_101_ = _e6037;
                double _e6038 = l_mut_2295_;
                l_mut_143_ = _e6038;
                double _e6039 = l_mut_2294_;
                l_mut_144_ = _e6039;
                double _e6040 = l_mut_2293_;
                l_mut_145_ = _e6040;
            }
        }
        uint l_3524_ = asuint(info.Load(12+0));
        uint l_3525_ = (l_3524_ * 1u);
        bool l_3526_ = (id < l_3525_);
        if (l_3526_) {
            double _e6053 = l_mut_101_;
            buffer_3_global.Store(id*8, _e6053);
        }
        uint l_3400_ = (l_1_ + id);
        uint l_3527_ = asuint(info.Load(12+0));
        uint l_3528_ = (l_3527_ * 1u);
        bool l_3529_ = (l_3400_ < l_3528_);
        if (l_3529_) {
            double _e6064 = l_mut_143_;
            buffer_3_global.Store(l_3400_*8, _e6064);
        }
        uint l_3401_ = (2u * l_1_);
        uint l_3402_ = (l_3401_ + id);
        uint l_3530_ = asuint(info.Load(12+0));
        uint l_3531_ = (l_3530_ * 1u);
        bool l_3532_ = (l_3402_ < l_3531_);
        if (l_3532_) {
            double _e6077 = l_mut_144_;
            buffer_3_global.Store(l_3402_*8, _e6077);
        }
        uint l_3403_ = (3u * l_1_);
        uint l_3404_ = (l_3403_ + id);
        uint l_3533_ = asuint(info.Load(12+0));
        uint l_3534_ = (l_3533_ * 1u);
        bool l_3535_ = (l_3404_ < l_3534_);
        if (l_3535_) {
            double _e6090 = l_mut_145_;
            buffer_3_global.Store(l_3404_*8, _e6090);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
