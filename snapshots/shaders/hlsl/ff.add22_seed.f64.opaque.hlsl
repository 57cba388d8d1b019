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
void double_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double l_mut_106_ = (double)0;
    double l_mut_114_ = (double)0;
    double l_mut_125_ = (double)0;
    double l_mut_12_ = (double)0;
    double l_mut_133_ = (double)0;
    double l_mut_13_ = (double)0;
    double l_mut_144_ = (double)0;
    double l_mut_19_ = (double)0;
    double l_mut_30_ = (double)0;
    double l_mut_38_ = (double)0;
    double l_mut_49_ = (double)0;
    uint l_mut_4_ = (uint)0;
    double l_mut_57_ = (double)0;
    double l_mut_68_ = (double)0;
    double l_mut_76_ = (double)0;
    double l_mut_87_ = (double)0;
    double l_mut_95_ = (double)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    uint l_148_ = asuint(info.Load(8+0));
    uint l_149_ = (l_148_ * 1u);
    bool l_150_ = (0u < l_149_);
    uint l_151_ = (l_149_ - 1u);
    uint l_152_ = min(0u, l_151_);
    double l_153_ = buffer_2_global.Load<double>(l_152_*8);
    double l_2_ = (l_150_ ? l_153_ : 0.0L);
    uint l_155_ = asuint(info.Load(8+0));
    uint l_156_ = (l_155_ * 1u);
    bool l_157_ = (1u < l_156_);
    uint l_158_ = (l_156_ - 1u);
    uint l_159_ = min(1u, l_158_);
    double l_160_ = buffer_2_global.Load<double>(l_159_*8);
    double l_3_ = (l_157_ ? l_160_ : 0.0L);
    l_mut_4_ = id;
    uint _e82 = l_mut_4_;
    bool l_5_ = (_e82 < l_1_);
    if (l_5_) {
        uint l_162_ = asuint(info.Load(0+0));
        uint l_163_ = (l_162_ * 1u);
        uint _e90 = l_mut_4_;
        bool l_164_ = (_e90 < l_163_);
        uint l_165_ = (l_163_ - 1u);
        uint _e94 = l_mut_4_;
        uint l_166_ = min(_e94, l_165_);
        double l_167_ = buffer_0_global.Load<double>(l_166_*8);
        double l_6_ = (l_164_ ? l_167_ : 0.0L);
        uint _e101 = l_mut_4_;
        uint l_7_ = (l_1_ + _e101);
        uint l_169_ = asuint(info.Load(0+0));
        uint l_170_ = (l_169_ * 1u);
        bool l_171_ = (l_7_ < l_170_);
        uint l_172_ = (l_170_ - 1u);
        uint l_173_ = min(l_7_, l_172_);
        double l_174_ = buffer_0_global.Load<double>(l_173_*8);
        double l_8_ = (l_171_ ? l_174_ : 0.0L);
        uint l_176_ = asuint(info.Load(4+0));
        uint l_177_ = (l_176_ * 1u);
        uint _e124 = l_mut_4_;
        bool l_178_ = (_e124 < l_177_);
        uint l_179_ = (l_177_ - 1u);
        uint _e128 = l_mut_4_;
        uint l_180_ = min(_e128, l_179_);
        double l_181_ = buffer_1_global.Load<double>(l_180_*8);
        double l_9_ = (l_178_ ? l_181_ : 0.0L);
        uint _e135 = l_mut_4_;
        uint l_10_ = (l_1_ + _e135);
        uint l_183_ = asuint(info.Load(4+0));
        uint l_184_ = (l_183_ * 1u);
        bool l_185_ = (l_10_ < l_184_);
        uint l_186_ = (l_184_ - 1u);
        uint l_187_ = min(l_10_, l_186_);
        double l_188_ = buffer_1_global.Load<double>(l_187_*8);
        double l_11_ = (l_185_ ? l_188_ : 0.0L);
        l_mut_12_ = l_6_;
        l_mut_13_ = l_9_;
        double l_14_ = abs(l_9_);
        double l_15_ = abs(l_6_);
        bool l_16_ = (l_14_ >= l_15_);
        if (l_16_) {
            l_mut_12_ = l_9_;
            l_mut_13_ = l_6_;
        }
        double _e155 = l_mut_12_;
        double _e156 = l_mut_13_;
        double l_17_ = (_e155 + _e156);
        double l_18_ = (l_17_ * l_3_);
        l_mut_19_ = l_18_;
        double _e159 = l_mut_19_;
        double _e160 = l_mut_12_;
        double l_20_ = (_e159 - _e160);
        double l_21_ = (l_20_ * l_3_);
        double _e163 = l_mut_19_;
        double l_22_ = (_e163 - l_21_);
        double l_23_ = (l_22_ * l_3_);
        double _e166 = l_mut_12_;
        double l_24_ = (l_23_ - _e166);
        double l_25_ = (l_24_ * l_3_);
        double _e169 = l_mut_13_;
        double l_26_ = (_e169 - l_25_);
        double l_27_ = (l_26_ * l_3_);
        double l_28_ = (l_27_ - l_21_);
        double l_29_ = (l_28_ * l_3_);
        l_mut_30_ = l_29_;
        double _e174 = l_mut_30_;
        double l_31_ = (_e174 + l_21_);
        bool l_32_ = (l_31_ != l_27_);
        if (l_32_) {
            double _e177 = l_mut_12_;
            l_mut_19_ = _e177;
            double _e178 = l_mut_13_;
            l_mut_30_ = _e178;
        }
        l_mut_13_ = l_8_;
        l_mut_12_ = l_11_;
        double l_33_ = abs(l_11_);
        double l_34_ = abs(l_8_);
        bool l_35_ = (l_33_ >= l_34_);
        if (l_35_) {
            l_mut_13_ = l_11_;
            l_mut_12_ = l_8_;
        }
        double _e182 = l_mut_13_;
        double _e183 = l_mut_12_;
        double l_36_ = (_e182 + _e183);
        double l_37_ = (l_36_ * l_3_);
        l_mut_38_ = l_37_;
        double _e186 = l_mut_38_;
        double _e187 = l_mut_13_;
        double l_39_ = (_e186 - _e187);
        double l_40_ = (l_39_ * l_3_);
        double _e190 = l_mut_38_;
        double l_41_ = (_e190 - l_40_);
        double l_42_ = (l_41_ * l_3_);
        double _e193 = l_mut_13_;
        double l_43_ = (l_42_ - _e193);
        double l_44_ = (l_43_ * l_3_);
        double _e196 = l_mut_12_;
        double l_45_ = (_e196 - l_44_);
        double l_46_ = (l_45_ * l_3_);
        double l_47_ = (l_46_ - l_40_);
        double l_48_ = (l_47_ * l_3_);
        l_mut_49_ = l_48_;
        double _e201 = l_mut_49_;
        double l_50_ = (_e201 + l_40_);
        bool l_51_ = (l_50_ != l_46_);
        if (l_51_) {
            double _e204 = l_mut_13_;
            l_mut_38_ = _e204;
            double _e205 = l_mut_12_;
            l_mut_49_ = _e205;
        }
        double _e206 = l_mut_30_;
        l_mut_13_ = _e206;
        double _e207 = l_mut_38_;
        l_mut_12_ = _e207;
        double _e208 = l_mut_38_;
        double l_52_ = abs(_e208);
        double _e210 = l_mut_30_;
        double l_53_ = abs(_e210);
        bool l_54_ = (l_52_ >= l_53_);
        if (l_54_) {
            double _e213 = l_mut_38_;
            l_mut_13_ = _e213;
            double _e214 = l_mut_30_;
            l_mut_12_ = _e214;
        }
        double _e215 = l_mut_13_;
        double _e216 = l_mut_12_;
        double l_55_ = (_e215 + _e216);
        double l_56_ = (l_55_ * l_3_);
        l_mut_57_ = l_56_;
        double _e219 = l_mut_57_;
        double _e220 = l_mut_13_;
        double l_58_ = (_e219 - _e220);
        double l_59_ = (l_58_ * l_3_);
        double _e223 = l_mut_57_;
        double l_60_ = (_e223 - l_59_);
        double l_61_ = (l_60_ * l_3_);
        double _e226 = l_mut_13_;
        double l_62_ = (l_61_ - _e226);
        double l_63_ = (l_62_ * l_3_);
        double _e229 = l_mut_12_;
        double l_64_ = (_e229 - l_63_);
        double l_65_ = (l_64_ * l_3_);
        double l_66_ = (l_65_ - l_59_);
        double l_67_ = (l_66_ * l_3_);
        l_mut_68_ = l_67_;
        double _e234 = l_mut_68_;
        double l_69_ = (_e234 + l_59_);
        bool l_70_ = (l_69_ != l_65_);
        if (l_70_) {
            double _e237 = l_mut_13_;
            l_mut_57_ = _e237;
            double _e238 = l_mut_12_;
            l_mut_68_ = _e238;
        }
        double _e239 = l_mut_49_;
        l_mut_13_ = _e239;
        double _e240 = l_mut_68_;
        l_mut_12_ = _e240;
        double _e241 = l_mut_68_;
        double l_71_ = abs(_e241);
        double _e243 = l_mut_49_;
        double l_72_ = abs(_e243);
        bool l_73_ = (l_71_ >= l_72_);
        if (l_73_) {
            double _e246 = l_mut_68_;
            l_mut_13_ = _e246;
            double _e247 = l_mut_49_;
            l_mut_12_ = _e247;
        }
        double _e248 = l_mut_13_;
        double _e249 = l_mut_12_;
        double l_74_ = (_e248 + _e249);
        double l_75_ = (l_74_ * l_3_);
        l_mut_76_ = l_75_;
        double _e252 = l_mut_76_;
        double _e253 = l_mut_13_;
        double l_77_ = (_e252 - _e253);
        double l_78_ = (l_77_ * l_3_);
        double _e256 = l_mut_76_;
        double l_79_ = (_e256 - l_78_);
        double l_80_ = (l_79_ * l_3_);
        double _e259 = l_mut_13_;
        double l_81_ = (l_80_ - _e259);
        double l_82_ = (l_81_ * l_3_);
        double _e262 = l_mut_12_;
        double l_83_ = (_e262 - l_82_);
        double l_84_ = (l_83_ * l_3_);
        double l_85_ = (l_84_ - l_78_);
        double l_86_ = (l_85_ * l_3_);
        l_mut_87_ = l_86_;
        double _e267 = l_mut_87_;
        double l_88_ = (_e267 + l_78_);
        bool l_89_ = (l_88_ != l_84_);
        if (l_89_) {
            double _e270 = l_mut_13_;
            l_mut_76_ = _e270;
            double _e271 = l_mut_12_;
            l_mut_87_ = _e271;
        }
        double _e272 = l_mut_57_;
        l_mut_13_ = _e272;
        double _e273 = l_mut_76_;
        l_mut_12_ = _e273;
        double _e274 = l_mut_76_;
        double l_90_ = abs(_e274);
        double _e276 = l_mut_57_;
        double l_91_ = abs(_e276);
        bool l_92_ = (l_90_ >= l_91_);
        if (l_92_) {
            double _e279 = l_mut_76_;
            l_mut_13_ = _e279;
            double _e280 = l_mut_57_;
            l_mut_12_ = _e280;
        }
        double _e281 = l_mut_13_;
        double _e282 = l_mut_12_;
        double l_93_ = (_e281 + _e282);
        double l_94_ = (l_93_ * l_3_);
        l_mut_95_ = l_94_;
        double _e285 = l_mut_95_;
        double _e286 = l_mut_13_;
        double l_96_ = (_e285 - _e286);
        double l_97_ = (l_96_ * l_3_);
        double _e289 = l_mut_95_;
        double l_98_ = (_e289 - l_97_);
        double l_99_ = (l_98_ * l_3_);
        double _e292 = l_mut_13_;
        double l_100_ = (l_99_ - _e292);
        double l_101_ = (l_100_ * l_3_);
        double _e295 = l_mut_12_;
        double l_102_ = (_e295 - l_101_);
        double l_103_ = (l_102_ * l_3_);
        double l_104_ = (l_103_ - l_97_);
        double l_105_ = (l_104_ * l_3_);
        l_mut_106_ = l_105_;
        double _e300 = l_mut_106_;
        double l_107_ = (_e300 + l_97_);
        bool l_108_ = (l_107_ != l_103_);
        if (l_108_) {
            double _e303 = l_mut_13_;
            l_mut_95_ = _e303;
            double _e304 = l_mut_12_;
            l_mut_106_ = _e304;
        }
        double _e305 = l_mut_19_;
        l_mut_13_ = _e305;
        double _e306 = l_mut_95_;
        l_mut_12_ = _e306;
        double _e307 = l_mut_95_;
        double l_109_ = abs(_e307);
        double _e309 = l_mut_19_;
        double l_110_ = abs(_e309);
        bool l_111_ = (l_109_ >= l_110_);
        if (l_111_) {
            double _e312 = l_mut_95_;
            l_mut_13_ = _e312;
            double _e313 = l_mut_19_;
            l_mut_12_ = _e313;
        }
        double _e314 = l_mut_13_;
        double _e315 = l_mut_12_;
        double l_112_ = (_e314 + _e315);
        double l_113_ = (l_112_ * l_3_);
        l_mut_114_ = l_113_;
        double _e318 = l_mut_114_;
        double _e319 = l_mut_13_;
        double l_115_ = (_e318 - _e319);
        double l_116_ = (l_115_ * l_3_);
        double _e322 = l_mut_114_;
        double l_117_ = (_e322 - l_116_);
        double l_118_ = (l_117_ * l_3_);
        double _e325 = l_mut_13_;
        double l_119_ = (l_118_ - _e325);
        double l_120_ = (l_119_ * l_3_);
        double _e328 = l_mut_12_;
        double l_121_ = (_e328 - l_120_);
        double l_122_ = (l_121_ * l_3_);
        double l_123_ = (l_122_ - l_116_);
        double l_124_ = (l_123_ * l_3_);
        l_mut_125_ = l_124_;
        double _e333 = l_mut_125_;
        double l_126_ = (_e333 + l_116_);
        bool l_127_ = (l_126_ != l_122_);
        if (l_127_) {
            double _e336 = l_mut_13_;
            l_mut_114_ = _e336;
            double _e337 = l_mut_12_;
            l_mut_125_ = _e337;
        }
        double _e338 = l_mut_106_;
        l_mut_13_ = _e338;
        double _e339 = l_mut_125_;
        l_mut_12_ = _e339;
        double _e340 = l_mut_125_;
        double l_128_ = abs(_e340);
        double _e342 = l_mut_106_;
        double l_129_ = abs(_e342);
        bool l_130_ = (l_128_ >= l_129_);
        if (l_130_) {
            double _e345 = l_mut_125_;
            l_mut_13_ = _e345;
            double _e346 = l_mut_106_;
            l_mut_12_ = _e346;
        }
        double _e347 = l_mut_13_;
        double _e348 = l_mut_12_;
        double l_131_ = (_e347 + _e348);
        double l_132_ = (l_131_ * l_3_);
        l_mut_133_ = l_132_;
        double _e351 = l_mut_133_;
        double _e352 = l_mut_13_;
        double l_134_ = (_e351 - _e352);
        double l_135_ = (l_134_ * l_3_);
        double _e355 = l_mut_133_;
        double l_136_ = (_e355 - l_135_);
        double l_137_ = (l_136_ * l_3_);
        double _e358 = l_mut_13_;
        double l_138_ = (l_137_ - _e358);
        double l_139_ = (l_138_ * l_3_);
        double _e361 = l_mut_12_;
        double l_140_ = (_e361 - l_139_);
        double l_141_ = (l_140_ * l_3_);
        double l_142_ = (l_141_ - l_135_);
        double l_143_ = (l_142_ * l_3_);
        l_mut_144_ = l_143_;
        double _e366 = l_mut_144_;
        double l_145_ = (_e366 + l_135_);
        bool l_146_ = (l_145_ != l_141_);
        if (l_146_) {
            double _e369 = l_mut_13_;
            l_mut_133_ = _e369;
            double _e370 = l_mut_12_;
            l_mut_144_ = _e370;
        }
        uint l_190_ = asuint(info.Load(12+0));
        uint l_191_ = (l_190_ * 1u);
        uint _e377 = l_mut_4_;
        bool l_192_ = (_e377 < l_191_);
        if (l_192_) {
            uint _e380 = l_mut_4_;
            double _e382 = l_mut_114_;
            buffer_3_global.Store(_e380*8, _e382);
        }
        uint _e383 = l_mut_4_;
        uint l_147_ = (l_1_ + _e383);
        uint l_193_ = asuint(info.Load(12+0));
        uint l_194_ = (l_193_ * 1u);
        bool l_195_ = (l_147_ < l_194_);
        if (l_195_) {
            double _e394 = l_mut_133_;
            buffer_3_global.Store(l_147_*8, _e394);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
