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
    float l_mut_107_ = (float)0;
    float l_mut_118_ = (float)0;
    float l_mut_11_ = (float)0;
    float l_mut_126_ = (float)0;
    float l_mut_12_ = (float)0;
    float l_mut_137_ = (float)0;
    float l_mut_145_ = (float)0;
    float l_mut_14_ = (float)0;
    float l_mut_156_ = (float)0;
    float l_mut_16_ = (float)0;
    float l_mut_18_ = (float)0;
    float l_mut_19_ = (float)0;
    float l_mut_21_ = (float)0;
    float l_mut_22_ = (float)0;
    float l_mut_24_ = (float)0;
    float l_mut_25_ = (float)0;
    float l_mut_266_ = (float)0;
    float l_mut_277_ = (float)0;
    float l_mut_31_ = (float)0;
    float l_mut_387_ = (float)0;
    float l_mut_398_ = (float)0;
    float l_mut_42_ = (float)0;
    float l_mut_508_ = (float)0;
    float l_mut_50_ = (float)0;
    float l_mut_519_ = (float)0;
    float l_mut_61_ = (float)0;
    float l_mut_69_ = (float)0;
    float l_mut_80_ = (float)0;
    float l_mut_88_ = (float)0;
    float l_mut_99_ = (float)0;
    uint l_mut_23_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_529_ = asuint(info.Load(8+0));
        uint l_530_ = (l_529_ * 1u);
        bool l_531_ = (0u < l_530_);
        uint l_532_ = (l_530_ - 1u);
        uint l_533_ = min(0u, l_532_);
        float l_534_ = asfloat(buffer_2_global.Load(l_533_*4));
        float l_3_ = (l_531_ ? l_534_ : 0.0);
        uint l_536_ = asuint(info.Load(8+0));
        uint l_537_ = (l_536_ * 1u);
        bool l_538_ = (1u < l_537_);
        uint l_539_ = (l_537_ - 1u);
        uint l_540_ = min(1u, l_539_);
        float l_541_ = asfloat(buffer_2_global.Load(l_540_*4));
        float l_4_ = (l_538_ ? l_541_ : 0.0);
        uint l_543_ = asuint(info.Load(4+0));
        uint l_544_ = (l_543_ * 1u);
        bool l_545_ = (id < l_544_);
        uint l_546_ = (l_544_ - 1u);
        uint l_547_ = min(id, l_546_);
        float l_548_ = asfloat(buffer_1_global.Load(l_547_*4));
        float l_5_ = (l_545_ ? l_548_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_550_ = asuint(info.Load(4+0));
        uint l_551_ = (l_550_ * 1u);
        bool l_552_ = (l_6_ < l_551_);
        uint l_553_ = (l_551_ - 1u);
        uint l_554_ = min(l_6_, l_553_);
        float l_555_ = asfloat(buffer_1_global.Load(l_554_*4));
        float l_7_ = (l_552_ ? l_555_ : 0.0);
        uint l_557_ = asuint(info.Load(0+0));
        uint l_558_ = (l_557_ * 1u);
        bool l_559_ = (id < l_558_);
        uint l_560_ = (l_558_ - 1u);
        uint l_561_ = min(id, l_560_);
        float l_562_ = asfloat(buffer_0_global.Load(l_561_*4));
        float l_8_ = (l_559_ ? l_562_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_564_ = asuint(info.Load(0+0));
        uint l_565_ = (l_564_ * 1u);
        bool l_566_ = (l_9_ < l_565_);
        uint l_567_ = (l_565_ - 1u);
        uint l_568_ = min(l_9_, l_567_);
        float l_569_ = asfloat(buffer_0_global.Load(l_568_*4));
        float l_10_ = (l_566_ ? l_569_ : 0.0);
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
                uint _e1076 = l_mut_23_;
                l_mut_23_ = (_e1076 + 1u);
            }
            loop_init = false;
            uint _e164 = l_mut_23_;
            if ((_e164 < 256u)) {
            } else {
                break;
            }
            {
                float _e167 = l_mut_11_;
                l_mut_24_ = _e167;
                l_mut_25_ = l_5_;
                float l_26_ = abs(l_5_);
                float _e169 = l_mut_11_;
                float l_27_ = abs(_e169);
                bool l_28_ = (l_26_ >= l_27_);
                if (l_28_) {
                    l_mut_24_ = l_5_;
                    float _e172 = l_mut_11_;
                    l_mut_25_ = _e172;
                }
                float _e173 = l_mut_24_;
                float _e174 = l_mut_25_;
                float l_29_ = (_e173 + _e174);
                float l_30_ = (l_29_ * l_4_);
                l_mut_31_ = l_30_;
                float _e177 = l_mut_31_;
                float _e178 = l_mut_24_;
                float l_32_ = (_e177 - _e178);
                float l_33_ = (l_32_ * l_4_);
                float _e181 = l_mut_31_;
                float l_34_ = (_e181 - l_33_);
                float l_35_ = (l_34_ * l_4_);
                float _e184 = l_mut_24_;
                float l_36_ = (l_35_ - _e184);
                float l_37_ = (l_36_ * l_4_);
                float _e187 = l_mut_25_;
                float l_38_ = (_e187 - l_37_);
                float l_39_ = (l_38_ * l_4_);
                float l_40_ = (l_39_ - l_33_);
                float l_41_ = (l_40_ * l_4_);
                l_mut_42_ = l_41_;
                float _e192 = l_mut_42_;
                float l_43_ = (_e192 + l_33_);
                bool l_44_ = (l_43_ != l_39_);
                if (l_44_) {
                    float _e195 = l_mut_24_;
                    l_mut_31_ = _e195;
                    float _e196 = l_mut_25_;
                    l_mut_42_ = _e196;
                }
                float _e197 = l_mut_12_;
                l_mut_25_ = _e197;
                l_mut_24_ = l_7_;
                float l_45_ = abs(l_7_);
                float _e199 = l_mut_12_;
                float l_46_ = abs(_e199);
                bool l_47_ = (l_45_ >= l_46_);
                if (l_47_) {
                    l_mut_25_ = l_7_;
                    float _e202 = l_mut_12_;
                    l_mut_24_ = _e202;
                }
                float _e203 = l_mut_25_;
                float _e204 = l_mut_24_;
                float l_48_ = (_e203 + _e204);
                float l_49_ = (l_48_ * l_4_);
                l_mut_50_ = l_49_;
                float _e207 = l_mut_50_;
                float _e208 = l_mut_25_;
                float l_51_ = (_e207 - _e208);
                float l_52_ = (l_51_ * l_4_);
                float _e211 = l_mut_50_;
                float l_53_ = (_e211 - l_52_);
                float l_54_ = (l_53_ * l_4_);
                float _e214 = l_mut_25_;
                float l_55_ = (l_54_ - _e214);
                float l_56_ = (l_55_ * l_4_);
                float _e217 = l_mut_24_;
                float l_57_ = (_e217 - l_56_);
                float l_58_ = (l_57_ * l_4_);
                float l_59_ = (l_58_ - l_52_);
                float l_60_ = (l_59_ * l_4_);
                l_mut_61_ = l_60_;
                float _e222 = l_mut_61_;
                float l_62_ = (_e222 + l_52_);
                bool l_63_ = (l_62_ != l_58_);
                if (l_63_) {
                    float _e225 = l_mut_25_;
                    l_mut_50_ = _e225;
                    float _e226 = l_mut_24_;
                    l_mut_61_ = _e226;
                }
                float _e227 = l_mut_42_;
                l_mut_25_ = _e227;
                float _e228 = l_mut_50_;
                l_mut_24_ = _e228;
                float _e229 = l_mut_50_;
                float l_64_ = abs(_e229);
                float _e231 = l_mut_42_;
                float l_65_ = abs(_e231);
                bool l_66_ = (l_64_ >= l_65_);
                if (l_66_) {
                    float _e234 = l_mut_50_;
                    l_mut_25_ = _e234;
                    float _e235 = l_mut_42_;
                    l_mut_24_ = _e235;
                }
                float _e236 = l_mut_25_;
                float _e237 = l_mut_24_;
                float l_67_ = (_e236 + _e237);
                float l_68_ = (l_67_ * l_4_);
                l_mut_69_ = l_68_;
                float _e240 = l_mut_69_;
                float _e241 = l_mut_25_;
                float l_70_ = (_e240 - _e241);
                float l_71_ = (l_70_ * l_4_);
                float _e244 = l_mut_69_;
                float l_72_ = (_e244 - l_71_);
                float l_73_ = (l_72_ * l_4_);
                float _e247 = l_mut_25_;
                float l_74_ = (l_73_ - _e247);
                float l_75_ = (l_74_ * l_4_);
                float _e250 = l_mut_24_;
                float l_76_ = (_e250 - l_75_);
                float l_77_ = (l_76_ * l_4_);
                float l_78_ = (l_77_ - l_71_);
                float l_79_ = (l_78_ * l_4_);
                l_mut_80_ = l_79_;
                float _e255 = l_mut_80_;
                float l_81_ = (_e255 + l_71_);
                bool l_82_ = (l_81_ != l_77_);
                if (l_82_) {
                    float _e258 = l_mut_25_;
                    l_mut_69_ = _e258;
                    float _e259 = l_mut_24_;
                    l_mut_80_ = _e259;
                }
                float _e260 = l_mut_61_;
                l_mut_25_ = _e260;
                float _e261 = l_mut_80_;
                l_mut_24_ = _e261;
                float _e262 = l_mut_80_;
                float l_83_ = abs(_e262);
                float _e264 = l_mut_61_;
                float l_84_ = abs(_e264);
                bool l_85_ = (l_83_ >= l_84_);
                if (l_85_) {
                    float _e267 = l_mut_80_;
                    l_mut_25_ = _e267;
                    float _e268 = l_mut_61_;
                    l_mut_24_ = _e268;
                }
                float _e269 = l_mut_25_;
                float _e270 = l_mut_24_;
                float l_86_ = (_e269 + _e270);
                float l_87_ = (l_86_ * l_4_);
                l_mut_88_ = l_87_;
                float _e273 = l_mut_88_;
                float _e274 = l_mut_25_;
                float l_89_ = (_e273 - _e274);
                float l_90_ = (l_89_ * l_4_);
                float _e277 = l_mut_88_;
                float l_91_ = (_e277 - l_90_);
                float l_92_ = (l_91_ * l_4_);
                float _e280 = l_mut_25_;
                float l_93_ = (l_92_ - _e280);
                float l_94_ = (l_93_ * l_4_);
                float _e283 = l_mut_24_;
                float l_95_ = (_e283 - l_94_);
                float l_96_ = (l_95_ * l_4_);
                float l_97_ = (l_96_ - l_90_);
                float l_98_ = (l_97_ * l_4_);
                l_mut_99_ = l_98_;
                float _e288 = l_mut_99_;
                float l_100_ = (_e288 + l_90_);
                bool l_101_ = (l_100_ != l_96_);
                if (l_101_) {
                    float _e291 = l_mut_25_;
                    l_mut_88_ = _e291;
                    float _e292 = l_mut_24_;
                    l_mut_99_ = _e292;
                }
                float _e293 = l_mut_69_;
                l_mut_25_ = _e293;
                float _e294 = l_mut_88_;
                l_mut_24_ = _e294;
                float _e295 = l_mut_88_;
                float l_102_ = abs(_e295);
                float _e297 = l_mut_69_;
                float l_103_ = abs(_e297);
                bool l_104_ = (l_102_ >= l_103_);
                if (l_104_) {
                    float _e300 = l_mut_88_;
                    l_mut_25_ = _e300;
                    float _e301 = l_mut_69_;
                    l_mut_24_ = _e301;
                }
                float _e302 = l_mut_25_;
                float _e303 = l_mut_24_;
                float l_105_ = (_e302 + _e303);
                float l_106_ = (l_105_ * l_4_);
                l_mut_107_ = l_106_;
                float _e306 = l_mut_107_;
                float _e307 = l_mut_25_;
                float l_108_ = (_e306 - _e307);
                float l_109_ = (l_108_ * l_4_);
                float _e310 = l_mut_107_;
                float l_110_ = (_e310 - l_109_);
                float l_111_ = (l_110_ * l_4_);
                float _e313 = l_mut_25_;
                float l_112_ = (l_111_ - _e313);
                float l_113_ = (l_112_ * l_4_);
                float _e316 = l_mut_24_;
                float l_114_ = (_e316 - l_113_);
                float l_115_ = (l_114_ * l_4_);
                float l_116_ = (l_115_ - l_109_);
                float l_117_ = (l_116_ * l_4_);
                l_mut_118_ = l_117_;
                float _e321 = l_mut_118_;
                float l_119_ = (_e321 + l_109_);
                bool l_120_ = (l_119_ != l_115_);
                if (l_120_) {
                    float _e324 = l_mut_25_;
                    l_mut_107_ = _e324;
                    float _e325 = l_mut_24_;
                    l_mut_118_ = _e325;
                }
                float _e326 = l_mut_31_;
                l_mut_25_ = _e326;
                float _e327 = l_mut_107_;
                l_mut_24_ = _e327;
                float _e328 = l_mut_107_;
                float l_121_ = abs(_e328);
                float _e330 = l_mut_31_;
                float l_122_ = abs(_e330);
                bool l_123_ = (l_121_ >= l_122_);
                if (l_123_) {
                    float _e333 = l_mut_107_;
                    l_mut_25_ = _e333;
                    float _e334 = l_mut_31_;
                    l_mut_24_ = _e334;
                }
                float _e335 = l_mut_25_;
                float _e336 = l_mut_24_;
                float l_124_ = (_e335 + _e336);
                float l_125_ = (l_124_ * l_4_);
                l_mut_126_ = l_125_;
                float _e339 = l_mut_126_;
                float _e340 = l_mut_25_;
                float l_127_ = (_e339 - _e340);
                float l_128_ = (l_127_ * l_4_);
                float _e343 = l_mut_126_;
                float l_129_ = (_e343 - l_128_);
                float l_130_ = (l_129_ * l_4_);
                float _e346 = l_mut_25_;
                float l_131_ = (l_130_ - _e346);
                float l_132_ = (l_131_ * l_4_);
                float _e349 = l_mut_24_;
                float l_133_ = (_e349 - l_132_);
                float l_134_ = (l_133_ * l_4_);
                float l_135_ = (l_134_ - l_128_);
                float l_136_ = (l_135_ * l_4_);
                l_mut_137_ = l_136_;
                float _e354 = l_mut_137_;
                float l_138_ = (_e354 + l_128_);
                bool l_139_ = (l_138_ != l_134_);
                if (l_139_) {
                    float _e357 = l_mut_25_;
                    l_mut_126_ = _e357;
                    float _e358 = l_mut_24_;
                    l_mut_137_ = _e358;
                }
                float _e359 = l_mut_118_;
                l_mut_25_ = _e359;
                float _e360 = l_mut_137_;
                l_mut_24_ = _e360;
                float _e361 = l_mut_137_;
                float l_140_ = abs(_e361);
                float _e363 = l_mut_118_;
                float l_141_ = abs(_e363);
                bool l_142_ = (l_140_ >= l_141_);
                if (l_142_) {
                    float _e366 = l_mut_137_;
                    l_mut_25_ = _e366;
                    float _e367 = l_mut_118_;
                    l_mut_24_ = _e367;
                }
                float _e368 = l_mut_25_;
                float _e369 = l_mut_24_;
                float l_143_ = (_e368 + _e369);
                float l_144_ = (l_143_ * l_4_);
                l_mut_145_ = l_144_;
                float _e372 = l_mut_145_;
                float _e373 = l_mut_25_;
                float l_146_ = (_e372 - _e373);
                float l_147_ = (l_146_ * l_4_);
                float _e376 = l_mut_145_;
                float l_148_ = (_e376 - l_147_);
                float l_149_ = (l_148_ * l_4_);
                float _e379 = l_mut_25_;
                float l_150_ = (l_149_ - _e379);
                float l_151_ = (l_150_ * l_4_);
                float _e382 = l_mut_24_;
                float l_152_ = (_e382 - l_151_);
                float l_153_ = (l_152_ * l_4_);
                float l_154_ = (l_153_ - l_147_);
                float l_155_ = (l_154_ * l_4_);
                l_mut_156_ = l_155_;
                float _e387 = l_mut_156_;
                float l_157_ = (_e387 + l_147_);
                bool l_158_ = (l_157_ != l_153_);
                if (l_158_) {
                    float _e390 = l_mut_25_;
                    l_mut_145_ = _e390;
                    float _e391 = l_mut_24_;
                    l_mut_156_ = _e391;
                }
                float _e392 = l_mut_14_;
                l_mut_156_ = _e392;
                l_mut_137_ = l_5_;
                float l_159_ = abs(l_5_);
                float _e394 = l_mut_14_;
                float l_160_ = abs(_e394);
                bool l_161_ = (l_159_ >= l_160_);
                if (l_161_) {
                    l_mut_156_ = l_5_;
                    float _e397 = l_mut_14_;
                    l_mut_137_ = _e397;
                }
                float _e398 = l_mut_156_;
                float _e399 = l_mut_137_;
                float l_162_ = (_e398 + _e399);
                float l_163_ = (l_162_ * l_4_);
                l_mut_118_ = l_163_;
                float _e402 = l_mut_118_;
                float _e403 = l_mut_156_;
                float l_164_ = (_e402 - _e403);
                float l_165_ = (l_164_ * l_4_);
                float _e406 = l_mut_118_;
                float l_166_ = (_e406 - l_165_);
                float l_167_ = (l_166_ * l_4_);
                float _e409 = l_mut_156_;
                float l_168_ = (l_167_ - _e409);
                float l_169_ = (l_168_ * l_4_);
                float _e412 = l_mut_137_;
                float l_170_ = (_e412 - l_169_);
                float l_171_ = (l_170_ * l_4_);
                float l_172_ = (l_171_ - l_165_);
                float l_173_ = (l_172_ * l_4_);
                l_mut_107_ = l_173_;
                float _e417 = l_mut_107_;
                float l_174_ = (_e417 + l_165_);
                bool l_175_ = (l_174_ != l_171_);
                if (l_175_) {
                    float _e420 = l_mut_156_;
                    l_mut_118_ = _e420;
                    float _e421 = l_mut_137_;
                    l_mut_107_ = _e421;
                }
                float _e422 = l_mut_16_;
                l_mut_156_ = _e422;
                l_mut_137_ = l_7_;
                float l_176_ = abs(l_7_);
                float _e424 = l_mut_16_;
                float l_177_ = abs(_e424);
                bool l_178_ = (l_176_ >= l_177_);
                if (l_178_) {
                    l_mut_156_ = l_7_;
                    float _e427 = l_mut_16_;
                    l_mut_137_ = _e427;
                }
                float _e428 = l_mut_156_;
                float _e429 = l_mut_137_;
                float l_179_ = (_e428 + _e429);
                float l_180_ = (l_179_ * l_4_);
                l_mut_99_ = l_180_;
                float _e432 = l_mut_99_;
                float _e433 = l_mut_156_;
                float l_181_ = (_e432 - _e433);
                float l_182_ = (l_181_ * l_4_);
                float _e436 = l_mut_99_;
                float l_183_ = (_e436 - l_182_);
                float l_184_ = (l_183_ * l_4_);
                float _e439 = l_mut_156_;
                float l_185_ = (l_184_ - _e439);
                float l_186_ = (l_185_ * l_4_);
                float _e442 = l_mut_137_;
                float l_187_ = (_e442 - l_186_);
                float l_188_ = (l_187_ * l_4_);
                float l_189_ = (l_188_ - l_182_);
                float l_190_ = (l_189_ * l_4_);
                l_mut_88_ = l_190_;
                float _e447 = l_mut_88_;
                float l_191_ = (_e447 + l_182_);
                bool l_192_ = (l_191_ != l_188_);
                if (l_192_) {
                    float _e450 = l_mut_156_;
                    l_mut_99_ = _e450;
                    float _e451 = l_mut_137_;
                    l_mut_88_ = _e451;
                }
                float _e452 = l_mut_107_;
                l_mut_156_ = _e452;
                float _e453 = l_mut_99_;
                l_mut_137_ = _e453;
                float _e454 = l_mut_99_;
                float l_193_ = abs(_e454);
                float _e456 = l_mut_107_;
                float l_194_ = abs(_e456);
                bool l_195_ = (l_193_ >= l_194_);
                if (l_195_) {
                    float _e459 = l_mut_99_;
                    l_mut_156_ = _e459;
                    float _e460 = l_mut_107_;
                    l_mut_137_ = _e460;
                }
                float _e461 = l_mut_156_;
                float _e462 = l_mut_137_;
                float l_196_ = (_e461 + _e462);
                float l_197_ = (l_196_ * l_4_);
                l_mut_80_ = l_197_;
                float _e465 = l_mut_80_;
                float _e466 = l_mut_156_;
                float l_198_ = (_e465 - _e466);
                float l_199_ = (l_198_ * l_4_);
                float _e469 = l_mut_80_;
                float l_200_ = (_e469 - l_199_);
                float l_201_ = (l_200_ * l_4_);
                float _e472 = l_mut_156_;
                float l_202_ = (l_201_ - _e472);
                float l_203_ = (l_202_ * l_4_);
                float _e475 = l_mut_137_;
                float l_204_ = (_e475 - l_203_);
                float l_205_ = (l_204_ * l_4_);
                float l_206_ = (l_205_ - l_199_);
                float l_207_ = (l_206_ * l_4_);
                l_mut_69_ = l_207_;
                float _e480 = l_mut_69_;
                float l_208_ = (_e480 + l_199_);
                bool l_209_ = (l_208_ != l_205_);
                if (l_209_) {
                    float _e483 = l_mut_156_;
                    l_mut_80_ = _e483;
                    float _e484 = l_mut_137_;
                    l_mut_69_ = _e484;
                }
                float _e485 = l_mut_88_;
                l_mut_156_ = _e485;
                float _e486 = l_mut_69_;
                l_mut_137_ = _e486;
                float _e487 = l_mut_69_;
                float l_210_ = abs(_e487);
                float _e489 = l_mut_88_;
                float l_211_ = abs(_e489);
                bool l_212_ = (l_210_ >= l_211_);
                if (l_212_) {
                    float _e492 = l_mut_69_;
                    l_mut_156_ = _e492;
                    float _e493 = l_mut_88_;
                    l_mut_137_ = _e493;
                }
                float _e494 = l_mut_156_;
                float _e495 = l_mut_137_;
                float l_213_ = (_e494 + _e495);
                float l_214_ = (l_213_ * l_4_);
                l_mut_61_ = l_214_;
                float _e498 = l_mut_61_;
                float _e499 = l_mut_156_;
                float l_215_ = (_e498 - _e499);
                float l_216_ = (l_215_ * l_4_);
                float _e502 = l_mut_61_;
                float l_217_ = (_e502 - l_216_);
                float l_218_ = (l_217_ * l_4_);
                float _e505 = l_mut_156_;
                float l_219_ = (l_218_ - _e505);
                float l_220_ = (l_219_ * l_4_);
                float _e508 = l_mut_137_;
                float l_221_ = (_e508 - l_220_);
                float l_222_ = (l_221_ * l_4_);
                float l_223_ = (l_222_ - l_216_);
                float l_224_ = (l_223_ * l_4_);
                l_mut_50_ = l_224_;
                float _e513 = l_mut_50_;
                float l_225_ = (_e513 + l_216_);
                bool l_226_ = (l_225_ != l_222_);
                if (l_226_) {
                    float _e516 = l_mut_156_;
                    l_mut_61_ = _e516;
                    float _e517 = l_mut_137_;
                    l_mut_50_ = _e517;
                }
                float _e518 = l_mut_80_;
                l_mut_156_ = _e518;
                float _e519 = l_mut_61_;
                l_mut_137_ = _e519;
                float _e520 = l_mut_61_;
                float l_227_ = abs(_e520);
                float _e522 = l_mut_80_;
                float l_228_ = abs(_e522);
                bool l_229_ = (l_227_ >= l_228_);
                if (l_229_) {
                    float _e525 = l_mut_61_;
                    l_mut_156_ = _e525;
                    float _e526 = l_mut_80_;
                    l_mut_137_ = _e526;
                }
                float _e527 = l_mut_156_;
                float _e528 = l_mut_137_;
                float l_230_ = (_e527 + _e528);
                float l_231_ = (l_230_ * l_4_);
                l_mut_42_ = l_231_;
                float _e531 = l_mut_42_;
                float _e532 = l_mut_156_;
                float l_232_ = (_e531 - _e532);
                float l_233_ = (l_232_ * l_4_);
                float _e535 = l_mut_42_;
                float l_234_ = (_e535 - l_233_);
                float l_235_ = (l_234_ * l_4_);
                float _e538 = l_mut_156_;
                float l_236_ = (l_235_ - _e538);
                float l_237_ = (l_236_ * l_4_);
                float _e541 = l_mut_137_;
                float l_238_ = (_e541 - l_237_);
                float l_239_ = (l_238_ * l_4_);
                float l_240_ = (l_239_ - l_233_);
                float l_241_ = (l_240_ * l_4_);
                l_mut_31_ = l_241_;
                float _e546 = l_mut_31_;
                float l_242_ = (_e546 + l_233_);
                bool l_243_ = (l_242_ != l_239_);
                if (l_243_) {
                    float _e549 = l_mut_156_;
                    l_mut_42_ = _e549;
                    float _e550 = l_mut_137_;
                    l_mut_31_ = _e550;
                }
                float _e551 = l_mut_118_;
                l_mut_156_ = _e551;
                float _e552 = l_mut_42_;
                l_mut_137_ = _e552;
                float _e553 = l_mut_42_;
                float l_244_ = abs(_e553);
                float _e555 = l_mut_118_;
                float l_245_ = abs(_e555);
                bool l_246_ = (l_244_ >= l_245_);
                if (l_246_) {
                    float _e558 = l_mut_42_;
                    l_mut_156_ = _e558;
                    float _e559 = l_mut_118_;
                    l_mut_137_ = _e559;
                }
                float _e560 = l_mut_156_;
                float _e561 = l_mut_137_;
                float l_247_ = (_e560 + _e561);
                float l_248_ = (l_247_ * l_4_);
                l_mut_25_ = l_248_;
                float _e564 = l_mut_25_;
                float _e565 = l_mut_156_;
                float l_249_ = (_e564 - _e565);
                float l_250_ = (l_249_ * l_4_);
                float _e568 = l_mut_25_;
                float l_251_ = (_e568 - l_250_);
                float l_252_ = (l_251_ * l_4_);
                float _e571 = l_mut_156_;
                float l_253_ = (l_252_ - _e571);
                float l_254_ = (l_253_ * l_4_);
                float _e574 = l_mut_137_;
                float l_255_ = (_e574 - l_254_);
                float l_256_ = (l_255_ * l_4_);
                float l_257_ = (l_256_ - l_250_);
                float l_258_ = (l_257_ * l_4_);
                l_mut_24_ = l_258_;
                float _e579 = l_mut_24_;
                float l_259_ = (_e579 + l_250_);
                bool l_260_ = (l_259_ != l_256_);
                if (l_260_) {
                    float _e582 = l_mut_156_;
                    l_mut_25_ = _e582;
                    float _e583 = l_mut_137_;
                    l_mut_24_ = _e583;
                }
                float _e584 = l_mut_31_;
                l_mut_156_ = _e584;
                float _e585 = l_mut_24_;
                l_mut_137_ = _e585;
                float _e586 = l_mut_24_;
                float l_261_ = abs(_e586);
                float _e588 = l_mut_31_;
                float l_262_ = abs(_e588);
                bool l_263_ = (l_261_ >= l_262_);
                if (l_263_) {
                    float _e591 = l_mut_24_;
                    l_mut_156_ = _e591;
                    float _e592 = l_mut_31_;
                    l_mut_137_ = _e592;
                }
                float _e593 = l_mut_156_;
                float _e594 = l_mut_137_;
                float l_264_ = (_e593 + _e594);
                float l_265_ = (l_264_ * l_4_);
                l_mut_266_ = l_265_;
                float _e597 = l_mut_266_;
                float _e598 = l_mut_156_;
                float l_267_ = (_e597 - _e598);
                float l_268_ = (l_267_ * l_4_);
                float _e601 = l_mut_266_;
                float l_269_ = (_e601 - l_268_);
                float l_270_ = (l_269_ * l_4_);
                float _e604 = l_mut_156_;
                float l_271_ = (l_270_ - _e604);
                float l_272_ = (l_271_ * l_4_);
                float _e607 = l_mut_137_;
                float l_273_ = (_e607 - l_272_);
                float l_274_ = (l_273_ * l_4_);
                float l_275_ = (l_274_ - l_268_);
                float l_276_ = (l_275_ * l_4_);
                l_mut_277_ = l_276_;
                float _e612 = l_mut_277_;
                float l_278_ = (_e612 + l_268_);
                bool l_279_ = (l_278_ != l_274_);
                if (l_279_) {
                    float _e615 = l_mut_156_;
                    l_mut_266_ = _e615;
                    float _e616 = l_mut_137_;
                    l_mut_277_ = _e616;
                }
                float _e617 = l_mut_18_;
                l_mut_277_ = _e617;
                l_mut_156_ = l_5_;
                float l_280_ = abs(l_5_);
                float _e619 = l_mut_18_;
                float l_281_ = abs(_e619);
                bool l_282_ = (l_280_ >= l_281_);
                if (l_282_) {
                    l_mut_277_ = l_5_;
                    float _e622 = l_mut_18_;
                    l_mut_156_ = _e622;
                }
                float _e623 = l_mut_277_;
                float _e624 = l_mut_156_;
                float l_283_ = (_e623 + _e624);
                float l_284_ = (l_283_ * l_4_);
                l_mut_137_ = l_284_;
                float _e627 = l_mut_137_;
                float _e628 = l_mut_277_;
                float l_285_ = (_e627 - _e628);
                float l_286_ = (l_285_ * l_4_);
                float _e631 = l_mut_137_;
                float l_287_ = (_e631 - l_286_);
                float l_288_ = (l_287_ * l_4_);
                float _e634 = l_mut_277_;
                float l_289_ = (l_288_ - _e634);
                float l_290_ = (l_289_ * l_4_);
                float _e637 = l_mut_156_;
                float l_291_ = (_e637 - l_290_);
                float l_292_ = (l_291_ * l_4_);
                float l_293_ = (l_292_ - l_286_);
                float l_294_ = (l_293_ * l_4_);
                l_mut_118_ = l_294_;
                float _e642 = l_mut_118_;
                float l_295_ = (_e642 + l_286_);
                bool l_296_ = (l_295_ != l_292_);
                if (l_296_) {
                    float _e645 = l_mut_277_;
                    l_mut_137_ = _e645;
                    float _e646 = l_mut_156_;
                    l_mut_118_ = _e646;
                }
                float _e647 = l_mut_19_;
                l_mut_277_ = _e647;
                l_mut_156_ = l_7_;
                float l_297_ = abs(l_7_);
                float _e649 = l_mut_19_;
                float l_298_ = abs(_e649);
                bool l_299_ = (l_297_ >= l_298_);
                if (l_299_) {
                    l_mut_277_ = l_7_;
                    float _e652 = l_mut_19_;
                    l_mut_156_ = _e652;
                }
                float _e653 = l_mut_277_;
                float _e654 = l_mut_156_;
                float l_300_ = (_e653 + _e654);
                float l_301_ = (l_300_ * l_4_);
                l_mut_107_ = l_301_;
                float _e657 = l_mut_107_;
                float _e658 = l_mut_277_;
                float l_302_ = (_e657 - _e658);
                float l_303_ = (l_302_ * l_4_);
                float _e661 = l_mut_107_;
                float l_304_ = (_e661 - l_303_);
                float l_305_ = (l_304_ * l_4_);
                float _e664 = l_mut_277_;
                float l_306_ = (l_305_ - _e664);
                float l_307_ = (l_306_ * l_4_);
                float _e667 = l_mut_156_;
                float l_308_ = (_e667 - l_307_);
                float l_309_ = (l_308_ * l_4_);
                float l_310_ = (l_309_ - l_303_);
                float l_311_ = (l_310_ * l_4_);
                l_mut_99_ = l_311_;
                float _e672 = l_mut_99_;
                float l_312_ = (_e672 + l_303_);
                bool l_313_ = (l_312_ != l_309_);
                if (l_313_) {
                    float _e675 = l_mut_277_;
                    l_mut_107_ = _e675;
                    float _e676 = l_mut_156_;
                    l_mut_99_ = _e676;
                }
                float _e677 = l_mut_118_;
                l_mut_277_ = _e677;
                float _e678 = l_mut_107_;
                l_mut_156_ = _e678;
                float _e679 = l_mut_107_;
                float l_314_ = abs(_e679);
                float _e681 = l_mut_118_;
                float l_315_ = abs(_e681);
                bool l_316_ = (l_314_ >= l_315_);
                if (l_316_) {
                    float _e684 = l_mut_107_;
                    l_mut_277_ = _e684;
                    float _e685 = l_mut_118_;
                    l_mut_156_ = _e685;
                }
                float _e686 = l_mut_277_;
                float _e687 = l_mut_156_;
                float l_317_ = (_e686 + _e687);
                float l_318_ = (l_317_ * l_4_);
                l_mut_88_ = l_318_;
                float _e690 = l_mut_88_;
                float _e691 = l_mut_277_;
                float l_319_ = (_e690 - _e691);
                float l_320_ = (l_319_ * l_4_);
                float _e694 = l_mut_88_;
                float l_321_ = (_e694 - l_320_);
                float l_322_ = (l_321_ * l_4_);
                float _e697 = l_mut_277_;
                float l_323_ = (l_322_ - _e697);
                float l_324_ = (l_323_ * l_4_);
                float _e700 = l_mut_156_;
                float l_325_ = (_e700 - l_324_);
                float l_326_ = (l_325_ * l_4_);
                float l_327_ = (l_326_ - l_320_);
                float l_328_ = (l_327_ * l_4_);
                l_mut_80_ = l_328_;
                float _e705 = l_mut_80_;
                float l_329_ = (_e705 + l_320_);
                bool l_330_ = (l_329_ != l_326_);
                if (l_330_) {
                    float _e708 = l_mut_277_;
                    l_mut_88_ = _e708;
                    float _e709 = l_mut_156_;
                    l_mut_80_ = _e709;
                }
                float _e710 = l_mut_99_;
                l_mut_277_ = _e710;
                float _e711 = l_mut_80_;
                l_mut_156_ = _e711;
                float _e712 = l_mut_80_;
                float l_331_ = abs(_e712);
                float _e714 = l_mut_99_;
                float l_332_ = abs(_e714);
                bool l_333_ = (l_331_ >= l_332_);
                if (l_333_) {
                    float _e717 = l_mut_80_;
                    l_mut_277_ = _e717;
                    float _e718 = l_mut_99_;
                    l_mut_156_ = _e718;
                }
                float _e719 = l_mut_277_;
                float _e720 = l_mut_156_;
                float l_334_ = (_e719 + _e720);
                float l_335_ = (l_334_ * l_4_);
                l_mut_69_ = l_335_;
                float _e723 = l_mut_69_;
                float _e724 = l_mut_277_;
                float l_336_ = (_e723 - _e724);
                float l_337_ = (l_336_ * l_4_);
                float _e727 = l_mut_69_;
                float l_338_ = (_e727 - l_337_);
                float l_339_ = (l_338_ * l_4_);
                float _e730 = l_mut_277_;
                float l_340_ = (l_339_ - _e730);
                float l_341_ = (l_340_ * l_4_);
                float _e733 = l_mut_156_;
                float l_342_ = (_e733 - l_341_);
                float l_343_ = (l_342_ * l_4_);
                float l_344_ = (l_343_ - l_337_);
                float l_345_ = (l_344_ * l_4_);
                l_mut_61_ = l_345_;
                float _e738 = l_mut_61_;
                float l_346_ = (_e738 + l_337_);
                bool l_347_ = (l_346_ != l_343_);
                if (l_347_) {
                    float _e741 = l_mut_277_;
                    l_mut_69_ = _e741;
                    float _e742 = l_mut_156_;
                    l_mut_61_ = _e742;
                }
                float _e743 = l_mut_88_;
                l_mut_277_ = _e743;
                float _e744 = l_mut_69_;
                l_mut_156_ = _e744;
                float _e745 = l_mut_69_;
                float l_348_ = abs(_e745);
                float _e747 = l_mut_88_;
                float l_349_ = abs(_e747);
                bool l_350_ = (l_348_ >= l_349_);
                if (l_350_) {
                    float _e750 = l_mut_69_;
                    l_mut_277_ = _e750;
                    float _e751 = l_mut_88_;
                    l_mut_156_ = _e751;
                }
                float _e752 = l_mut_277_;
                float _e753 = l_mut_156_;
                float l_351_ = (_e752 + _e753);
                float l_352_ = (l_351_ * l_4_);
                l_mut_50_ = l_352_;
                float _e756 = l_mut_50_;
                float _e757 = l_mut_277_;
                float l_353_ = (_e756 - _e757);
                float l_354_ = (l_353_ * l_4_);
                float _e760 = l_mut_50_;
                float l_355_ = (_e760 - l_354_);
                float l_356_ = (l_355_ * l_4_);
                float _e763 = l_mut_277_;
                float l_357_ = (l_356_ - _e763);
                float l_358_ = (l_357_ * l_4_);
                float _e766 = l_mut_156_;
                float l_359_ = (_e766 - l_358_);
                float l_360_ = (l_359_ * l_4_);
                float l_361_ = (l_360_ - l_354_);
                float l_362_ = (l_361_ * l_4_);
                l_mut_42_ = l_362_;
                float _e771 = l_mut_42_;
                float l_363_ = (_e771 + l_354_);
                bool l_364_ = (l_363_ != l_360_);
                if (l_364_) {
                    float _e774 = l_mut_277_;
                    l_mut_50_ = _e774;
                    float _e775 = l_mut_156_;
                    l_mut_42_ = _e775;
                }
                float _e776 = l_mut_137_;
                l_mut_277_ = _e776;
                float _e777 = l_mut_50_;
                l_mut_156_ = _e777;
                float _e778 = l_mut_50_;
                float l_365_ = abs(_e778);
                float _e780 = l_mut_137_;
                float l_366_ = abs(_e780);
                bool l_367_ = (l_365_ >= l_366_);
                if (l_367_) {
                    float _e783 = l_mut_50_;
                    l_mut_277_ = _e783;
                    float _e784 = l_mut_137_;
                    l_mut_156_ = _e784;
                }
                float _e785 = l_mut_277_;
                float _e786 = l_mut_156_;
                float l_368_ = (_e785 + _e786);
                float l_369_ = (l_368_ * l_4_);
                l_mut_31_ = l_369_;
                float _e789 = l_mut_31_;
                float _e790 = l_mut_277_;
                float l_370_ = (_e789 - _e790);
                float l_371_ = (l_370_ * l_4_);
                float _e793 = l_mut_31_;
                float l_372_ = (_e793 - l_371_);
                float l_373_ = (l_372_ * l_4_);
                float _e796 = l_mut_277_;
                float l_374_ = (l_373_ - _e796);
                float l_375_ = (l_374_ * l_4_);
                float _e799 = l_mut_156_;
                float l_376_ = (_e799 - l_375_);
                float l_377_ = (l_376_ * l_4_);
                float l_378_ = (l_377_ - l_371_);
                float l_379_ = (l_378_ * l_4_);
                l_mut_24_ = l_379_;
                float _e804 = l_mut_24_;
                float l_380_ = (_e804 + l_371_);
                bool l_381_ = (l_380_ != l_377_);
                if (l_381_) {
                    float _e807 = l_mut_277_;
                    l_mut_31_ = _e807;
                    float _e808 = l_mut_156_;
                    l_mut_24_ = _e808;
                }
                float _e809 = l_mut_42_;
                l_mut_277_ = _e809;
                float _e810 = l_mut_24_;
                l_mut_156_ = _e810;
                float _e811 = l_mut_24_;
                float l_382_ = abs(_e811);
                float _e813 = l_mut_42_;
                float l_383_ = abs(_e813);
                bool l_384_ = (l_382_ >= l_383_);
                if (l_384_) {
                    float _e816 = l_mut_24_;
                    l_mut_277_ = _e816;
                    float _e817 = l_mut_42_;
                    l_mut_156_ = _e817;
                }
                float _e818 = l_mut_277_;
                float _e819 = l_mut_156_;
                float l_385_ = (_e818 + _e819);
                float l_386_ = (l_385_ * l_4_);
                l_mut_387_ = l_386_;
                float _e822 = l_mut_387_;
                float _e823 = l_mut_277_;
                float l_388_ = (_e822 - _e823);
                float l_389_ = (l_388_ * l_4_);
                float _e826 = l_mut_387_;
                float l_390_ = (_e826 - l_389_);
                float l_391_ = (l_390_ * l_4_);
                float _e829 = l_mut_277_;
                float l_392_ = (l_391_ - _e829);
                float l_393_ = (l_392_ * l_4_);
                float _e832 = l_mut_156_;
                float l_394_ = (_e832 - l_393_);
                float l_395_ = (l_394_ * l_4_);
                float l_396_ = (l_395_ - l_389_);
                float l_397_ = (l_396_ * l_4_);
                l_mut_398_ = l_397_;
                float _e837 = l_mut_398_;
                float l_399_ = (_e837 + l_389_);
                bool l_400_ = (l_399_ != l_395_);
                if (l_400_) {
                    float _e840 = l_mut_277_;
                    l_mut_387_ = _e840;
                    float _e841 = l_mut_156_;
                    l_mut_398_ = _e841;
                }
                float _e842 = l_mut_21_;
                l_mut_398_ = _e842;
                l_mut_277_ = l_5_;
                float l_401_ = abs(l_5_);
                float _e844 = l_mut_21_;
                float l_402_ = abs(_e844);
                bool l_403_ = (l_401_ >= l_402_);
                if (l_403_) {
                    l_mut_398_ = l_5_;
                    float _e847 = l_mut_21_;
                    l_mut_277_ = _e847;
                }
                float _e848 = l_mut_398_;
                float _e849 = l_mut_277_;
                float l_404_ = (_e848 + _e849);
                float l_405_ = (l_404_ * l_4_);
                l_mut_156_ = l_405_;
                float _e852 = l_mut_156_;
                float _e853 = l_mut_398_;
                float l_406_ = (_e852 - _e853);
                float l_407_ = (l_406_ * l_4_);
                float _e856 = l_mut_156_;
                float l_408_ = (_e856 - l_407_);
                float l_409_ = (l_408_ * l_4_);
                float _e859 = l_mut_398_;
                float l_410_ = (l_409_ - _e859);
                float l_411_ = (l_410_ * l_4_);
                float _e862 = l_mut_277_;
                float l_412_ = (_e862 - l_411_);
                float l_413_ = (l_412_ * l_4_);
                float l_414_ = (l_413_ - l_407_);
                float l_415_ = (l_414_ * l_4_);
                l_mut_137_ = l_415_;
                float _e867 = l_mut_137_;
                float l_416_ = (_e867 + l_407_);
                bool l_417_ = (l_416_ != l_413_);
                if (l_417_) {
                    float _e870 = l_mut_398_;
                    l_mut_156_ = _e870;
                    float _e871 = l_mut_277_;
                    l_mut_137_ = _e871;
                }
                float _e872 = l_mut_22_;
                l_mut_398_ = _e872;
                l_mut_277_ = l_7_;
                float l_418_ = abs(l_7_);
                float _e874 = l_mut_22_;
                float l_419_ = abs(_e874);
                bool l_420_ = (l_418_ >= l_419_);
                if (l_420_) {
                    l_mut_398_ = l_7_;
                    float _e877 = l_mut_22_;
                    l_mut_277_ = _e877;
                }
                float _e878 = l_mut_398_;
                float _e879 = l_mut_277_;
                float l_421_ = (_e878 + _e879);
                float l_422_ = (l_421_ * l_4_);
                l_mut_118_ = l_422_;
                float _e882 = l_mut_118_;
                float _e883 = l_mut_398_;
                float l_423_ = (_e882 - _e883);
                float l_424_ = (l_423_ * l_4_);
                float _e886 = l_mut_118_;
                float l_425_ = (_e886 - l_424_);
                float l_426_ = (l_425_ * l_4_);
                float _e889 = l_mut_398_;
                float l_427_ = (l_426_ - _e889);
                float l_428_ = (l_427_ * l_4_);
                float _e892 = l_mut_277_;
                float l_429_ = (_e892 - l_428_);
                float l_430_ = (l_429_ * l_4_);
                float l_431_ = (l_430_ - l_424_);
                float l_432_ = (l_431_ * l_4_);
                l_mut_107_ = l_432_;
                float _e897 = l_mut_107_;
                float l_433_ = (_e897 + l_424_);
                bool l_434_ = (l_433_ != l_430_);
                if (l_434_) {
                    float _e900 = l_mut_398_;
                    l_mut_118_ = _e900;
                    float _e901 = l_mut_277_;
                    l_mut_107_ = _e901;
                }
                float _e902 = l_mut_137_;
                l_mut_398_ = _e902;
                float _e903 = l_mut_118_;
                l_mut_277_ = _e903;
                float _e904 = l_mut_118_;
                float l_435_ = abs(_e904);
                float _e906 = l_mut_137_;
                float l_436_ = abs(_e906);
                bool l_437_ = (l_435_ >= l_436_);
                if (l_437_) {
                    float _e909 = l_mut_118_;
                    l_mut_398_ = _e909;
                    float _e910 = l_mut_137_;
                    l_mut_277_ = _e910;
                }
                float _e911 = l_mut_398_;
                float _e912 = l_mut_277_;
                float l_438_ = (_e911 + _e912);
                float l_439_ = (l_438_ * l_4_);
                l_mut_99_ = l_439_;
                float _e915 = l_mut_99_;
                float _e916 = l_mut_398_;
                float l_440_ = (_e915 - _e916);
                float l_441_ = (l_440_ * l_4_);
                float _e919 = l_mut_99_;
                float l_442_ = (_e919 - l_441_);
                float l_443_ = (l_442_ * l_4_);
                float _e922 = l_mut_398_;
                float l_444_ = (l_443_ - _e922);
                float l_445_ = (l_444_ * l_4_);
                float _e925 = l_mut_277_;
                float l_446_ = (_e925 - l_445_);
                float l_447_ = (l_446_ * l_4_);
                float l_448_ = (l_447_ - l_441_);
                float l_449_ = (l_448_ * l_4_);
                l_mut_88_ = l_449_;
                float _e930 = l_mut_88_;
                float l_450_ = (_e930 + l_441_);
                bool l_451_ = (l_450_ != l_447_);
                if (l_451_) {
                    float _e933 = l_mut_398_;
                    l_mut_99_ = _e933;
                    float _e934 = l_mut_277_;
                    l_mut_88_ = _e934;
                }
                float _e935 = l_mut_107_;
                l_mut_398_ = _e935;
                float _e936 = l_mut_88_;
                l_mut_277_ = _e936;
                float _e937 = l_mut_88_;
                float l_452_ = abs(_e937);
                float _e939 = l_mut_107_;
                float l_453_ = abs(_e939);
                bool l_454_ = (l_452_ >= l_453_);
                if (l_454_) {
                    float _e942 = l_mut_88_;
                    l_mut_398_ = _e942;
                    float _e943 = l_mut_107_;
                    l_mut_277_ = _e943;
                }
                float _e944 = l_mut_398_;
                float _e945 = l_mut_277_;
                float l_455_ = (_e944 + _e945);
                float l_456_ = (l_455_ * l_4_);
                l_mut_80_ = l_456_;
                float _e948 = l_mut_80_;
                float _e949 = l_mut_398_;
                float l_457_ = (_e948 - _e949);
                float l_458_ = (l_457_ * l_4_);
                float _e952 = l_mut_80_;
                float l_459_ = (_e952 - l_458_);
                float l_460_ = (l_459_ * l_4_);
                float _e955 = l_mut_398_;
                float l_461_ = (l_460_ - _e955);
                float l_462_ = (l_461_ * l_4_);
                float _e958 = l_mut_277_;
                float l_463_ = (_e958 - l_462_);
                float l_464_ = (l_463_ * l_4_);
                float l_465_ = (l_464_ - l_458_);
                float l_466_ = (l_465_ * l_4_);
                l_mut_69_ = l_466_;
                float _e963 = l_mut_69_;
                float l_467_ = (_e963 + l_458_);
                bool l_468_ = (l_467_ != l_464_);
                if (l_468_) {
                    float _e966 = l_mut_398_;
                    l_mut_80_ = _e966;
                    float _e967 = l_mut_277_;
                    l_mut_69_ = _e967;
                }
                float _e968 = l_mut_99_;
                l_mut_398_ = _e968;
                float _e969 = l_mut_80_;
                l_mut_277_ = _e969;
                float _e970 = l_mut_80_;
                float l_469_ = abs(_e970);
                float _e972 = l_mut_99_;
                float l_470_ = abs(_e972);
                bool l_471_ = (l_469_ >= l_470_);
                if (l_471_) {
                    float _e975 = l_mut_80_;
                    l_mut_398_ = _e975;
                    float _e976 = l_mut_99_;
                    l_mut_277_ = _e976;
                }
                float _e977 = l_mut_398_;
                float _e978 = l_mut_277_;
                float l_472_ = (_e977 + _e978);
                float l_473_ = (l_472_ * l_4_);
                l_mut_61_ = l_473_;
                float _e981 = l_mut_61_;
                float _e982 = l_mut_398_;
                float l_474_ = (_e981 - _e982);
                float l_475_ = (l_474_ * l_4_);
                float _e985 = l_mut_61_;
                float l_476_ = (_e985 - l_475_);
                float l_477_ = (l_476_ * l_4_);
                float _e988 = l_mut_398_;
                float l_478_ = (l_477_ - _e988);
                float l_479_ = (l_478_ * l_4_);
                float _e991 = l_mut_277_;
                float l_480_ = (_e991 - l_479_);
                float l_481_ = (l_480_ * l_4_);
                float l_482_ = (l_481_ - l_475_);
                float l_483_ = (l_482_ * l_4_);
                l_mut_50_ = l_483_;
                float _e996 = l_mut_50_;
                float l_484_ = (_e996 + l_475_);
                bool l_485_ = (l_484_ != l_481_);
                if (l_485_) {
                    float _e999 = l_mut_398_;
                    l_mut_61_ = _e999;
                    float _e1000 = l_mut_277_;
                    l_mut_50_ = _e1000;
                }
                float _e1001 = l_mut_156_;
                l_mut_398_ = _e1001;
                float _e1002 = l_mut_61_;
                l_mut_277_ = _e1002;
                float _e1003 = l_mut_61_;
                float l_486_ = abs(_e1003);
                float _e1005 = l_mut_156_;
                float l_487_ = abs(_e1005);
                bool l_488_ = (l_486_ >= l_487_);
                if (l_488_) {
                    float _e1008 = l_mut_61_;
                    l_mut_398_ = _e1008;
                    float _e1009 = l_mut_156_;
                    l_mut_277_ = _e1009;
                }
                float _e1010 = l_mut_398_;
                float _e1011 = l_mut_277_;
                float l_489_ = (_e1010 + _e1011);
                float l_490_ = (l_489_ * l_4_);
                l_mut_42_ = l_490_;
                float _e1014 = l_mut_42_;
                float _e1015 = l_mut_398_;
                float l_491_ = (_e1014 - _e1015);
                float l_492_ = (l_491_ * l_4_);
                float _e1018 = l_mut_42_;
                float l_493_ = (_e1018 - l_492_);
                float l_494_ = (l_493_ * l_4_);
                float _e1021 = l_mut_398_;
                float l_495_ = (l_494_ - _e1021);
                float l_496_ = (l_495_ * l_4_);
                float _e1024 = l_mut_277_;
                float l_497_ = (_e1024 - l_496_);
                float l_498_ = (l_497_ * l_4_);
                float l_499_ = (l_498_ - l_492_);
                float l_500_ = (l_499_ * l_4_);
                l_mut_24_ = l_500_;
                float _e1029 = l_mut_24_;
                float l_501_ = (_e1029 + l_492_);
                bool l_502_ = (l_501_ != l_498_);
                if (l_502_) {
                    float _e1032 = l_mut_398_;
                    l_mut_42_ = _e1032;
                    float _e1033 = l_mut_277_;
                    l_mut_24_ = _e1033;
                }
                float _e1034 = l_mut_50_;
                l_mut_398_ = _e1034;
                float _e1035 = l_mut_24_;
                l_mut_277_ = _e1035;
                float _e1036 = l_mut_24_;
                float l_503_ = abs(_e1036);
                float _e1038 = l_mut_50_;
                float l_504_ = abs(_e1038);
                bool l_505_ = (l_503_ >= l_504_);
                if (l_505_) {
                    float _e1041 = l_mut_24_;
                    l_mut_398_ = _e1041;
                    float _e1042 = l_mut_50_;
                    l_mut_277_ = _e1042;
                }
                float _e1043 = l_mut_398_;
                float _e1044 = l_mut_277_;
                float l_506_ = (_e1043 + _e1044);
                float l_507_ = (l_506_ * l_4_);
                l_mut_508_ = l_507_;
                float _e1047 = l_mut_508_;
                float _e1048 = l_mut_398_;
                float l_509_ = (_e1047 - _e1048);
                float l_510_ = (l_509_ * l_4_);
                float _e1051 = l_mut_508_;
                float l_511_ = (_e1051 - l_510_);
                float l_512_ = (l_511_ * l_4_);
                float _e1054 = l_mut_398_;
                float l_513_ = (l_512_ - _e1054);
                float l_514_ = (l_513_ * l_4_);
                float _e1057 = l_mut_277_;
                float l_515_ = (_e1057 - l_514_);
                float l_516_ = (l_515_ * l_4_);
                float l_517_ = (l_516_ - l_510_);
                float l_518_ = (l_517_ * l_4_);
                l_mut_519_ = l_518_;
                float _e1062 = l_mut_519_;
                float l_520_ = (_e1062 + l_510_);
                bool l_521_ = (l_520_ != l_516_);
                if (l_521_) {
                    float _e1065 = l_mut_398_;
                    l_mut_508_ = _e1065;
                    float _e1066 = l_mut_277_;
                    l_mut_519_ = _e1066;
                }
                float _e1067 = l_mut_126_;
                l_mut_11_ = _e1067;
                float _e1068 = l_mut_145_;
                l_mut_12_ = _e1068;
                float _e1069 = l_mut_25_;
                l_mut_14_ = _e1069;
                float _e1070 = l_mut_266_;
                l_mut_16_ = _e1070;
                float _e1071 = l_mut_31_;
                l_mut_18_ = _e1071;
                float _e1072 = l_mut_387_;
                l_mut_19_ = _e1072;
                float _e1073 = l_mut_42_;
                l_mut_21_ = _e1073;
                float _e1074 = l_mut_508_;
                l_mut_22_ = _e1074;
            }
        }
        float _e1078 = l_mut_11_;
        float _e1079 = l_mut_14_;
        float l_522_ = (_e1078 + _e1079);
        float _e1081 = l_mut_18_;
        float _e1082 = l_mut_21_;
        float l_523_ = (_e1081 + _e1082);
        float l_524_ = (l_522_ + l_523_);
        uint l_571_ = asuint(info.Load(12+0));
        uint l_572_ = (l_571_ * 1u);
        bool l_573_ = (id < l_572_);
        if (l_573_) {
            buffer_3_global.Store(id*4, asuint(l_524_));
        }
        uint l_525_ = (l_1_ + id);
        float _e1095 = l_mut_12_;
        float _e1096 = l_mut_16_;
        float l_526_ = (_e1095 + _e1096);
        float _e1098 = l_mut_19_;
        float _e1099 = l_mut_22_;
        float l_527_ = (_e1098 + _e1099);
        float l_528_ = (l_526_ + l_527_);
        uint l_574_ = asuint(info.Load(12+0));
        uint l_575_ = (l_574_ * 1u);
        bool l_576_ = (l_525_ < l_575_);
        if (l_576_) {
            buffer_3_global.Store(l_525_*4, asuint(l_528_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
