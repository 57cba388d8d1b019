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
    double l_mut_102_ = (double)0;
    double l_mut_12_ = (double)0;
    double l_mut_13_ = (double)0;
    double l_mut_18_ = (double)0;
    double l_mut_24_ = (double)0;
    double l_mut_31_ = (double)0;
    double l_mut_37_ = (double)0;
    double l_mut_44_ = (double)0;
    uint l_mut_4_ = (uint)0;
    double l_mut_50_ = (double)0;
    double l_mut_57_ = (double)0;
    double l_mut_63_ = (double)0;
    double l_mut_70_ = (double)0;
    double l_mut_76_ = (double)0;
    double l_mut_83_ = (double)0;
    double l_mut_89_ = (double)0;
    double l_mut_96_ = (double)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    uint l_106_ = asuint(info.Load(8+0));
    uint l_107_ = (l_106_ * 1u);
    bool l_108_ = (0u < l_107_);
    uint l_109_ = (l_107_ - 1u);
    uint l_110_ = min(0u, l_109_);
    double l_111_ = buffer_2_global.Load<double>(l_110_*8);
    double l_2_ = (l_108_ ? l_111_ : 0.0L);
    uint l_113_ = asuint(info.Load(8+0));
    uint l_114_ = (l_113_ * 1u);
    bool l_115_ = (1u < l_114_);
    uint l_116_ = (l_114_ - 1u);
    uint l_117_ = min(1u, l_116_);
    double l_118_ = buffer_2_global.Load<double>(l_117_*8);
    double l_3_ = (l_115_ ? l_118_ : 0.0L);
    l_mut_4_ = id;
    uint _e82 = l_mut_4_;
    bool l_5_ = (_e82 < l_1_);
    if (l_5_) {
        uint l_120_ = asuint(info.Load(0+0));
        uint l_121_ = (l_120_ * 1u);
        uint _e90 = l_mut_4_;
        bool l_122_ = (_e90 < l_121_);
        uint l_123_ = (l_121_ - 1u);
        uint _e94 = l_mut_4_;
        uint l_124_ = min(_e94, l_123_);
        double l_125_ = buffer_0_global.Load<double>(l_124_*8);
        double l_6_ = (l_122_ ? l_125_ : 0.0L);
        uint _e101 = l_mut_4_;
        uint l_7_ = (l_1_ + _e101);
        uint l_127_ = asuint(info.Load(0+0));
        uint l_128_ = (l_127_ * 1u);
        bool l_129_ = (l_7_ < l_128_);
        uint l_130_ = (l_128_ - 1u);
        uint l_131_ = min(l_7_, l_130_);
        double l_132_ = buffer_0_global.Load<double>(l_131_*8);
        double l_8_ = (l_129_ ? l_132_ : 0.0L);
        uint l_134_ = asuint(info.Load(4+0));
        uint l_135_ = (l_134_ * 1u);
        uint _e124 = l_mut_4_;
        bool l_136_ = (_e124 < l_135_);
        uint l_137_ = (l_135_ - 1u);
        uint _e128 = l_mut_4_;
        uint l_138_ = min(_e128, l_137_);
        double l_139_ = buffer_1_global.Load<double>(l_138_*8);
        double l_9_ = (l_136_ ? l_139_ : 0.0L);
        uint _e135 = l_mut_4_;
        uint l_10_ = (l_1_ + _e135);
        uint l_141_ = asuint(info.Load(4+0));
        uint l_142_ = (l_141_ * 1u);
        bool l_143_ = (l_10_ < l_142_);
        uint l_144_ = (l_142_ - 1u);
        uint l_145_ = min(l_10_, l_144_);
        double l_146_ = buffer_1_global.Load<double>(l_145_*8);
        double l_11_ = (l_143_ ? l_146_ : 0.0L);
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
        l_mut_18_ = l_17_;
        double _e158 = l_mut_18_;
        double _e159 = l_mut_12_;
        double l_19_ = (_e158 - _e159);
        double _e161 = l_mut_18_;
        double l_20_ = (_e161 - l_19_);
        double _e163 = l_mut_12_;
        double l_21_ = (l_20_ - _e163);
        double _e165 = l_mut_13_;
        double l_22_ = (_e165 - l_21_);
        double l_23_ = (l_22_ - l_19_);
        l_mut_24_ = l_23_;
        double _e168 = l_mut_24_;
        double l_25_ = (_e168 + l_19_);
        bool l_26_ = (l_25_ != l_22_);
        if (l_26_) {
            double _e171 = l_mut_12_;
            l_mut_18_ = _e171;
            double _e172 = l_mut_13_;
            l_mut_24_ = _e172;
        }
        l_mut_13_ = l_8_;
        l_mut_12_ = l_11_;
        double l_27_ = abs(l_11_);
        double l_28_ = abs(l_8_);
        bool l_29_ = (l_27_ >= l_28_);
        if (l_29_) {
            l_mut_13_ = l_11_;
            l_mut_12_ = l_8_;
        }
        double _e176 = l_mut_13_;
        double _e177 = l_mut_12_;
        double l_30_ = (_e176 + _e177);
        l_mut_31_ = l_30_;
        double _e179 = l_mut_31_;
        double _e180 = l_mut_13_;
        double l_32_ = (_e179 - _e180);
        double _e182 = l_mut_31_;
        double l_33_ = (_e182 - l_32_);
        double _e184 = l_mut_13_;
        double l_34_ = (l_33_ - _e184);
        double _e186 = l_mut_12_;
        double l_35_ = (_e186 - l_34_);
        double l_36_ = (l_35_ - l_32_);
        l_mut_37_ = l_36_;
        double _e189 = l_mut_37_;
        double l_38_ = (_e189 + l_32_);
        bool l_39_ = (l_38_ != l_35_);
        if (l_39_) {
            double _e192 = l_mut_13_;
            l_mut_31_ = _e192;
            double _e193 = l_mut_12_;
            l_mut_37_ = _e193;
        }
        double _e194 = l_mut_24_;
        l_mut_13_ = _e194;
        double _e195 = l_mut_31_;
        l_mut_12_ = _e195;
        double _e196 = l_mut_31_;
        double l_40_ = abs(_e196);
        double _e198 = l_mut_24_;
        double l_41_ = abs(_e198);
        bool l_42_ = (l_40_ >= l_41_);
        if (l_42_) {
            double _e201 = l_mut_31_;
            l_mut_13_ = _e201;
            double _e202 = l_mut_24_;
            l_mut_12_ = _e202;
        }
        double _e203 = l_mut_13_;
        double _e204 = l_mut_12_;
        double l_43_ = (_e203 + _e204);
        l_mut_44_ = l_43_;
        double _e206 = l_mut_44_;
        double _e207 = l_mut_13_;
        double l_45_ = (_e206 - _e207);
        double _e209 = l_mut_44_;
        double l_46_ = (_e209 - l_45_);
        double _e211 = l_mut_13_;
        double l_47_ = (l_46_ - _e211);
        double _e213 = l_mut_12_;
        double l_48_ = (_e213 - l_47_);
        double l_49_ = (l_48_ - l_45_);
        l_mut_50_ = l_49_;
        double _e216 = l_mut_50_;
        double l_51_ = (_e216 + l_45_);
        bool l_52_ = (l_51_ != l_48_);
        if (l_52_) {
            double _e219 = l_mut_13_;
            l_mut_44_ = _e219;
            double _e220 = l_mut_12_;
            l_mut_50_ = _e220;
        }
        double _e221 = l_mut_37_;
        l_mut_13_ = _e221;
        double _e222 = l_mut_50_;
        l_mut_12_ = _e222;
        double _e223 = l_mut_50_;
        double l_53_ = abs(_e223);
        double _e225 = l_mut_37_;
        double l_54_ = abs(_e225);
        bool l_55_ = (l_53_ >= l_54_);
        if (l_55_) {
            double _e228 = l_mut_50_;
            l_mut_13_ = _e228;
            double _e229 = l_mut_37_;
            l_mut_12_ = _e229;
        }
        double _e230 = l_mut_13_;
        double _e231 = l_mut_12_;
        double l_56_ = (_e230 + _e231);
        l_mut_57_ = l_56_;
        double _e233 = l_mut_57_;
        double _e234 = l_mut_13_;
        double l_58_ = (_e233 - _e234);
        double _e236 = l_mut_57_;
        double l_59_ = (_e236 - l_58_);
        double _e238 = l_mut_13_;
        double l_60_ = (l_59_ - _e238);
        double _e240 = l_mut_12_;
        double l_61_ = (_e240 - l_60_);
        double l_62_ = (l_61_ - l_58_);
        l_mut_63_ = l_62_;
        double _e243 = l_mut_63_;
        double l_64_ = (_e243 + l_58_);
        bool l_65_ = (l_64_ != l_61_);
        if (l_65_) {
            double _e246 = l_mut_13_;
            l_mut_57_ = _e246;
            double _e247 = l_mut_12_;
            l_mut_63_ = _e247;
        }
        double _e248 = l_mut_44_;
        l_mut_13_ = _e248;
        double _e249 = l_mut_57_;
        l_mut_12_ = _e249;
        double _e250 = l_mut_57_;
        double l_66_ = abs(_e250);
        double _e252 = l_mut_44_;
        double l_67_ = abs(_e252);
        bool l_68_ = (l_66_ >= l_67_);
        if (l_68_) {
            double _e255 = l_mut_57_;
            l_mut_13_ = _e255;
            double _e256 = l_mut_44_;
            l_mut_12_ = _e256;
        }
        double _e257 = l_mut_13_;
        double _e258 = l_mut_12_;
        double l_69_ = (_e257 + _e258);
        l_mut_70_ = l_69_;
        double _e260 = l_mut_70_;
        double _e261 = l_mut_13_;
        double l_71_ = (_e260 - _e261);
        double _e263 = l_mut_70_;
        double l_72_ = (_e263 - l_71_);
        double _e265 = l_mut_13_;
        double l_73_ = (l_72_ - _e265);
        double _e267 = l_mut_12_;
        double l_74_ = (_e267 - l_73_);
        double l_75_ = (l_74_ - l_71_);
        l_mut_76_ = l_75_;
        double _e270 = l_mut_76_;
        double l_77_ = (_e270 + l_71_);
        bool l_78_ = (l_77_ != l_74_);
        if (l_78_) {
            double _e273 = l_mut_13_;
            l_mut_70_ = _e273;
            double _e274 = l_mut_12_;
            l_mut_76_ = _e274;
        }
        double _e275 = l_mut_18_;
        l_mut_13_ = _e275;
        double _e276 = l_mut_70_;
        l_mut_12_ = _e276;
        double _e277 = l_mut_70_;
        double l_79_ = abs(_e277);
        double _e279 = l_mut_18_;
        double l_80_ = abs(_e279);
        bool l_81_ = (l_79_ >= l_80_);
        if (l_81_) {
            double _e282 = l_mut_70_;
            l_mut_13_ = _e282;
            double _e283 = l_mut_18_;
            l_mut_12_ = _e283;
        }
        double _e284 = l_mut_13_;
        double _e285 = l_mut_12_;
        double l_82_ = (_e284 + _e285);
        l_mut_83_ = l_82_;
        double _e287 = l_mut_83_;
        double _e288 = l_mut_13_;
        double l_84_ = (_e287 - _e288);
        double _e290 = l_mut_83_;
        double l_85_ = (_e290 - l_84_);
        double _e292 = l_mut_13_;
        double l_86_ = (l_85_ - _e292);
        double _e294 = l_mut_12_;
        double l_87_ = (_e294 - l_86_);
        double l_88_ = (l_87_ - l_84_);
        l_mut_89_ = l_88_;
        double _e297 = l_mut_89_;
        double l_90_ = (_e297 + l_84_);
        bool l_91_ = (l_90_ != l_87_);
        if (l_91_) {
            double _e300 = l_mut_13_;
            l_mut_83_ = _e300;
            double _e301 = l_mut_12_;
            l_mut_89_ = _e301;
        }
        double _e302 = l_mut_76_;
        l_mut_13_ = _e302;
        double _e303 = l_mut_89_;
        l_mut_12_ = _e303;
        double _e304 = l_mut_89_;
        double l_92_ = abs(_e304);
        double _e306 = l_mut_76_;
        double l_93_ = abs(_e306);
        bool l_94_ = (l_92_ >= l_93_);
        if (l_94_) {
            double _e309 = l_mut_89_;
            l_mut_13_ = _e309;
            double _e310 = l_mut_76_;
            l_mut_12_ = _e310;
        }
        double _e311 = l_mut_13_;
        double _e312 = l_mut_12_;
        double l_95_ = (_e311 + _e312);
        l_mut_96_ = l_95_;
        double _e314 = l_mut_96_;
        double _e315 = l_mut_13_;
        double l_97_ = (_e314 - _e315);
        double _e317 = l_mut_96_;
        double l_98_ = (_e317 - l_97_);
        double _e319 = l_mut_13_;
        double l_99_ = (l_98_ - _e319);
        double _e321 = l_mut_12_;
        double l_100_ = (_e321 - l_99_);
        double l_101_ = (l_100_ - l_97_);
        l_mut_102_ = l_101_;
        double _e324 = l_mut_102_;
        double l_103_ = (_e324 + l_97_);
        bool l_104_ = (l_103_ != l_100_);
        if (l_104_) {
            double _e327 = l_mut_13_;
            l_mut_96_ = _e327;
            double _e328 = l_mut_12_;
            l_mut_102_ = _e328;
        }
        uint l_148_ = asuint(info.Load(12+0));
        uint l_149_ = (l_148_ * 1u);
        uint _e335 = l_mut_4_;
        bool l_150_ = (_e335 < l_149_);
        if (l_150_) {
            uint _e338 = l_mut_4_;
            double _e340 = l_mut_83_;
            buffer_3_global.Store(_e338*8, _e340);
        }
        uint _e341 = l_mut_4_;
        uint l_105_ = (l_1_ + _e341);
        uint l_151_ = asuint(info.Load(12+0));
        uint l_152_ = (l_151_ * 1u);
        bool l_153_ = (l_105_ < l_152_);
        if (l_153_) {
            double _e352 = l_mut_96_;
            buffer_3_global.Store(l_105_*8, _e352);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
