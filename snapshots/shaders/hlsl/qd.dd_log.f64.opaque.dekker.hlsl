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
    double l_mut_17_ = (double)0;
    double l_mut_18_ = (double)0;
    uint l_mut_289_ = (uint)0;
    double l_mut_35_ = (double)0;
    double l_mut_36_ = (double)0;
    uint l_mut_19_ = 0u;
    uint l_mut_37_ = (uint)0;
    uint l_mut_64_ = (uint)0;
    uint l_mut_208_ = (uint)0;
    uint l_mut_292_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_376_ = asuint(info.Load(8+0));
        uint l_377_ = (l_376_ * 1u);
        bool l_378_ = (0u < l_377_);
        uint l_379_ = (l_377_ - 1u);
        uint l_380_ = min(0u, l_379_);
        double l_381_ = buffer_2_global.Load<double>(l_380_*8);
        double l_3_ = (l_378_ ? l_381_ : 0.0L);
        uint l_383_ = asuint(info.Load(8+0));
        uint l_384_ = (l_383_ * 1u);
        bool l_385_ = (1u < l_384_);
        uint l_386_ = (l_384_ - 1u);
        uint l_387_ = min(1u, l_386_);
        double l_388_ = buffer_2_global.Load<double>(l_387_*8);
        double l_4_ = (l_385_ ? l_388_ : 0.0L);
        uint l_390_ = asuint(info.Load(0+0));
        uint l_391_ = (l_390_ * 1u);
        bool l_392_ = (id < l_391_);
        uint l_393_ = (l_391_ - 1u);
        uint l_394_ = min(id, l_393_);
        double l_395_ = buffer_0_global.Load<double>(l_394_*8);
        double l_5_ = (l_392_ ? l_395_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_397_ = asuint(info.Load(0+0));
        uint l_398_ = (l_397_ * 1u);
        bool l_399_ = (l_6_ < l_398_);
        uint l_400_ = (l_398_ - 1u);
        uint l_401_ = min(l_6_, l_400_);
        double l_402_ = buffer_0_global.Load<double>(l_401_*8);
        double l_7_ = (l_399_ ? l_402_ : 0.0L);
        uint l_404_ = asuint(info.Load(4+0));
        uint l_405_ = (l_404_ * 1u);
        bool l_406_ = (id < l_405_);
        uint l_407_ = (l_405_ - 1u);
        uint l_408_ = min(id, l_407_);
        double l_409_ = buffer_1_global.Load<double>(l_408_*8);
        double l_8_ = (l_406_ ? l_409_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_411_ = asuint(info.Load(4+0));
        uint l_412_ = (l_411_ * 1u);
        bool l_413_ = (l_9_ < l_412_);
        uint l_414_ = (l_412_ - 1u);
        uint l_415_ = min(l_9_, l_414_);
        double l_416_ = buffer_1_global.Load<double>(l_415_*8);
        double l_10_ = (l_413_ ? l_416_ : 0.0L);
        uint l_418_ = asuint(info.Load(8+0));
        uint l_419_ = (l_418_ * 1u);
        bool l_420_ = (4u < l_419_);
        uint l_421_ = (l_419_ - 1u);
        uint l_422_ = min(4u, l_421_);
        double l_423_ = buffer_2_global.Load<double>(l_422_*8);
        double l_12_ = (l_420_ ? l_423_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        float l_14_ = float(l_5_);
        float l_15_ = log(l_14_);
        double l_16_ = double(l_15_);
        l_mut_17_ = l_16_;
        l_mut_18_ = 0.0L;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e729 = l_mut_19_;
                l_mut_19_ = (_e729 + 1u);
            }
            loop_init = false;
            uint _e156 = l_mut_19_;
            if ((_e156 < l_13_)) {
            } else {
                break;
            }
            {
                double _e158 = l_mut_17_;
                double l_20_ = -(_e158);
                double _e160 = l_mut_18_;
                double l_21_ = -(_e160);
                uint l_431_ = asuint(info.Load(8+0));
                uint l_432_ = (l_431_ * 1u);
                bool l_433_ = (2u < l_432_);
                uint l_434_ = (l_432_ - 1u);
                uint l_435_ = min(2u, l_434_);
                double l_436_ = buffer_2_global.Load<double>(l_435_*8);
                double l_23_ = (l_433_ ? l_436_ : 0.0L);
                uint l_24_ = naga_f2u32(l_23_);
                uint l_438_ = asuint(info.Load(8+0));
                uint l_439_ = (l_438_ * 1u);
                bool l_440_ = (3u < l_439_);
                uint l_441_ = (l_439_ - 1u);
                uint l_442_ = min(3u, l_441_);
                double l_443_ = buffer_2_global.Load<double>(l_442_*8);
                double l_26_ = (l_440_ ? l_443_ : 0.0L);
                uint l_27_ = naga_f2u32(l_26_);
                uint l_445_ = asuint(info.Load(8+0));
                uint l_446_ = (l_445_ * 1u);
                bool l_447_ = (5u < l_446_);
                uint l_448_ = (l_446_ - 1u);
                uint l_449_ = min(5u, l_448_);
                double l_450_ = buffer_2_global.Load<double>(l_449_*8);
                double l_29_ = (l_447_ ? l_450_ : 0.0L);
                double l_30_ = (l_20_ / l_29_);
                double l_31_ = (l_30_ + 0.5L);
                double l_32_ = floor(l_31_);
                double l_34_ = (l_32_ * 1.0L);
                l_mut_35_ = l_20_;
                l_mut_36_ = l_21_;
                l_mut_37_ = 0u;
                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                bool loop_init_1 = true;
                while(true) {
                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                    if (!loop_init_1) {
                        uint _e262 = l_mut_37_;
                        l_mut_37_ = (_e262 + 1u);
                    }
                    loop_init_1 = false;
                    uint _e221 = l_mut_37_;
                    if ((_e221 < l_27_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e223 = l_mut_37_;
                        uint l_38_ = (5u + _e223);
                        uint l_466_ = asuint(info.Load(8+0));
                        uint l_467_ = (l_466_ * 1u);
                        bool l_468_ = (l_38_ < l_467_);
                        uint l_469_ = (l_467_ - 1u);
                        uint l_470_ = min(l_38_, l_469_);
                        double l_471_ = buffer_2_global.Load<double>(l_470_*8);
                        double l_39_ = (l_468_ ? l_471_ : 0.0L);
                        double l_40_ = -(l_39_);
                        double l_41_ = (l_34_ * l_40_);
                        double _e242 = l_mut_35_;
                        double l_42_ = (_e242 + l_41_);
                        double l_43_ = (l_42_ * l_4_);
                        double _e245 = l_mut_35_;
                        double l_44_ = (l_43_ - _e245);
                        double l_45_ = (l_44_ * l_4_);
                        double l_46_ = (l_43_ - l_45_);
                        double l_47_ = (l_46_ * l_4_);
                        double _e250 = l_mut_35_;
                        double l_48_ = (_e250 - l_47_);
                        double l_49_ = (l_41_ - l_45_);
                        double l_50_ = (l_48_ + l_49_);
                        double _e254 = l_mut_36_;
                        double l_51_ = (l_50_ + _e254);
                        double l_52_ = (l_43_ + l_51_);
                        double l_53_ = (l_52_ * l_4_);
                        double l_54_ = (l_53_ - l_43_);
                        double l_55_ = (l_54_ * l_4_);
                        double l_56_ = (l_51_ - l_55_);
                        l_mut_35_ = l_53_;
                        l_mut_36_ = l_56_;
                    }
                }
                double _e264 = l_mut_35_;
                double l_57_ = (_e264 * 0.00390625L);
                double _e267 = l_mut_36_;
                double l_58_ = (_e267 * 0.00390625L);
                uint l_59_ = (l_24_ - 1u);
                uint l_60_ = (5u + l_27_);
                uint l_452_ = asuint(info.Load(8+0));
                uint l_453_ = (l_452_ * 1u);
                bool l_454_ = (l_60_ < l_453_);
                uint l_455_ = (l_453_ - 1u);
                uint l_456_ = min(l_60_, l_455_);
                double l_457_ = buffer_2_global.Load<double>(l_456_*8);
                double l_61_ = (l_454_ ? l_457_ : 0.0L);
                l_mut_36_ = l_61_;
                uint l_62_ = (l_60_ + 1u);
                uint l_459_ = asuint(info.Load(8+0));
                uint l_460_ = (l_459_ * 1u);
                bool l_461_ = (l_62_ < l_460_);
                uint l_462_ = (l_460_ - 1u);
                uint l_463_ = min(l_62_, l_462_);
                double l_464_ = buffer_2_global.Load<double>(l_463_*8);
                double l_63_ = (l_461_ ? l_464_ : 0.0L);
                l_mut_35_ = l_63_;
                l_mut_64_ = 1u;
                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e413 = l_mut_64_;
                        l_mut_64_ = (_e413 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e307 = l_mut_64_;
                    if ((_e307 < l_59_)) {
                    } else {
                        break;
                    }
                    {
                        double _e309 = l_mut_36_;
                        double l_65_ = (_e309 * l_57_);
                        double l_66_ = (l_65_ * l_4_);
                        double _e312 = l_mut_36_;
                        double l_67_ = (l_3_ * _e312);
                        double l_68_ = (l_67_ * l_4_);
                        double _e315 = l_mut_36_;
                        double l_69_ = (l_68_ - _e315);
                        double l_70_ = (l_69_ * l_4_);
                        double l_71_ = (l_68_ - l_70_);
                        double _e319 = l_mut_36_;
                        double l_72_ = (_e319 - l_71_);
                        double l_73_ = (l_3_ * l_57_);
                        double l_74_ = (l_73_ * l_4_);
                        double l_75_ = (l_74_ - l_57_);
                        double l_76_ = (l_75_ * l_4_);
                        double l_77_ = (l_74_ - l_76_);
                        double l_78_ = (l_57_ - l_77_);
                        double l_79_ = (l_71_ * l_77_);
                        double l_80_ = (l_79_ - l_66_);
                        double l_81_ = (l_71_ * l_78_);
                        double l_82_ = (l_80_ + l_81_);
                        double l_83_ = (l_72_ * l_77_);
                        double l_84_ = (l_82_ + l_83_);
                        double l_85_ = (l_72_ * l_78_);
                        double l_86_ = (l_84_ + l_85_);
                        double _e335 = l_mut_36_;
                        double l_87_ = (_e335 * l_58_);
                        double _e337 = l_mut_35_;
                        double l_88_ = (_e337 * l_57_);
                        double l_89_ = (l_87_ + l_88_);
                        double l_90_ = (l_86_ + l_89_);
                        double l_91_ = (l_66_ + l_90_);
                        double l_92_ = (l_91_ * l_4_);
                        double l_93_ = (l_92_ - l_66_);
                        double l_94_ = (l_93_ * l_4_);
                        double l_95_ = (l_90_ - l_94_);
                        uint _e347 = l_mut_64_;
                        uint l_96_ = (2u * _e347);
                        uint l_97_ = (l_60_ + l_96_);
                        uint l_473_ = asuint(info.Load(8+0));
                        uint l_474_ = (l_473_ * 1u);
                        bool l_475_ = (l_97_ < l_474_);
                        uint l_476_ = (l_474_ - 1u);
                        uint l_477_ = min(l_97_, l_476_);
                        double l_478_ = buffer_2_global.Load<double>(l_477_*8);
                        double l_98_ = (l_475_ ? l_478_ : 0.0L);
                        uint l_99_ = (l_97_ + 1u);
                        uint l_480_ = asuint(info.Load(8+0));
                        uint l_481_ = (l_480_ * 1u);
                        bool l_482_ = (l_99_ < l_481_);
                        uint l_483_ = (l_481_ - 1u);
                        uint l_484_ = min(l_99_, l_483_);
                        double l_485_ = buffer_2_global.Load<double>(l_484_*8);
                        double l_100_ = (l_482_ ? l_485_ : 0.0L);
                        double l_101_ = (l_92_ + l_98_);
                        double l_102_ = (l_101_ * l_4_);
                        double l_103_ = (l_102_ - l_92_);
                        double l_104_ = (l_103_ * l_4_);
                        double l_105_ = (l_102_ - l_104_);
                        double l_106_ = (l_105_ * l_4_);
                        double l_107_ = (l_92_ - l_106_);
                        double l_108_ = (l_98_ - l_104_);
                        double l_109_ = (l_107_ + l_108_);
                        double l_110_ = (l_95_ + l_100_);
                        double l_111_ = (l_110_ * l_4_);
                        double l_112_ = (l_111_ - l_95_);
                        double l_113_ = (l_112_ * l_4_);
                        double l_114_ = (l_111_ - l_113_);
                        double l_115_ = (l_114_ * l_4_);
                        double l_116_ = (l_95_ - l_115_);
                        double l_117_ = (l_100_ - l_113_);
                        double l_118_ = (l_116_ + l_117_);
                        double l_119_ = (l_109_ + l_111_);
                        double l_120_ = (l_102_ + l_119_);
                        double l_121_ = (l_120_ * l_4_);
                        double l_122_ = (l_121_ - l_102_);
                        double l_123_ = (l_122_ * l_4_);
                        double l_124_ = (l_119_ - l_123_);
                        double l_125_ = (l_118_ + l_124_);
                        double l_126_ = (l_121_ + l_125_);
                        double l_127_ = (l_126_ * l_4_);
                        double l_128_ = (l_127_ - l_121_);
                        double l_129_ = (l_128_ * l_4_);
                        double l_130_ = (l_125_ - l_129_);
                        l_mut_36_ = l_127_;
                        l_mut_35_ = l_130_;
                    }
                }
                double _e415 = l_mut_36_;
                double l_131_ = (_e415 * l_57_);
                double l_132_ = (l_131_ * l_4_);
                double _e418 = l_mut_36_;
                double l_133_ = (l_3_ * _e418);
                double l_134_ = (l_133_ * l_4_);
                double _e421 = l_mut_36_;
                double l_135_ = (l_134_ - _e421);
                double l_136_ = (l_135_ * l_4_);
                double l_137_ = (l_134_ - l_136_);
                double _e425 = l_mut_36_;
                double l_138_ = (_e425 - l_137_);
                double l_139_ = (l_3_ * l_57_);
                double l_140_ = (l_139_ * l_4_);
                double l_141_ = (l_140_ - l_57_);
                double l_142_ = (l_141_ * l_4_);
                double l_143_ = (l_140_ - l_142_);
                double l_144_ = (l_57_ - l_143_);
                double l_145_ = (l_137_ * l_143_);
                double l_146_ = (l_145_ - l_132_);
                double l_147_ = (l_137_ * l_144_);
                double l_148_ = (l_146_ + l_147_);
                double l_149_ = (l_138_ * l_143_);
                double l_150_ = (l_148_ + l_149_);
                double l_151_ = (l_138_ * l_144_);
                double l_152_ = (l_150_ + l_151_);
                double _e441 = l_mut_36_;
                double l_153_ = (_e441 * l_58_);
                double _e443 = l_mut_35_;
                double l_154_ = (_e443 * l_57_);
                double l_155_ = (l_153_ + l_154_);
                double l_156_ = (l_152_ + l_155_);
                double l_157_ = (l_132_ + l_156_);
                double l_158_ = (l_157_ * l_4_);
                double l_159_ = (l_158_ - l_132_);
                double l_160_ = (l_159_ * l_4_);
                double l_161_ = (l_156_ - l_160_);
                double l_162_ = (l_158_ + 1.0L);
                double l_163_ = (l_162_ * l_4_);
                double l_164_ = (l_163_ - l_158_);
                double l_165_ = (l_164_ * l_4_);
                double l_166_ = (l_163_ - l_165_);
                double l_167_ = (l_166_ * l_4_);
                double l_168_ = (l_158_ - l_167_);
                double l_169_ = (1.0L - l_165_);
                double l_170_ = (l_168_ + l_169_);
                double l_171_ = (l_170_ + l_161_);
                double l_172_ = (l_163_ + l_171_);
                double l_173_ = (l_172_ * l_4_);
                double l_174_ = (l_173_ - l_163_);
                double l_175_ = (l_174_ * l_4_);
                double l_176_ = (l_171_ - l_175_);
                double l_177_ = (l_173_ * l_57_);
                double l_178_ = (l_177_ * l_4_);
                double l_179_ = (l_3_ * l_173_);
                double l_180_ = (l_179_ * l_4_);
                double l_181_ = (l_180_ - l_173_);
                double l_182_ = (l_181_ * l_4_);
                double l_183_ = (l_180_ - l_182_);
                double l_184_ = (l_173_ - l_183_);
                double l_185_ = (l_3_ * l_57_);
                double l_186_ = (l_185_ * l_4_);
                double l_187_ = (l_186_ - l_57_);
                double l_188_ = (l_187_ * l_4_);
                double l_189_ = (l_186_ - l_188_);
                double l_190_ = (l_57_ - l_189_);
                double l_191_ = (l_183_ * l_189_);
                double l_192_ = (l_191_ - l_178_);
                double l_193_ = (l_183_ * l_190_);
                double l_194_ = (l_192_ + l_193_);
                double l_195_ = (l_184_ * l_189_);
                double l_196_ = (l_194_ + l_195_);
                double l_197_ = (l_184_ * l_190_);
                double l_198_ = (l_196_ + l_197_);
                double l_199_ = (l_173_ * l_58_);
                double l_200_ = (l_176_ * l_57_);
                double l_201_ = (l_199_ + l_200_);
                double l_202_ = (l_198_ + l_201_);
                double l_203_ = (l_178_ + l_202_);
                double l_204_ = (l_203_ * l_4_);
                double l_205_ = (l_204_ - l_178_);
                double l_206_ = (l_205_ * l_4_);
                double l_207_ = (l_202_ - l_206_);
                l_mut_36_ = l_204_;
                l_mut_35_ = l_207_;
                l_mut_208_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e585 = l_mut_208_;
                        l_mut_208_ = (_e585 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e502 = l_mut_208_;
                    if ((_e502 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        double _e505 = l_mut_36_;
                        double l_209_ = (_e505 * 2.0L);
                        double _e508 = l_mut_35_;
                        double l_210_ = (_e508 * 2.0L);
                        double _e511 = l_mut_36_;
                        double _e512 = l_mut_36_;
                        double l_211_ = (_e511 * _e512);
                        double l_212_ = (l_211_ * l_4_);
                        double _e515 = l_mut_36_;
                        double l_213_ = (l_3_ * _e515);
                        double l_214_ = (l_213_ * l_4_);
                        double _e518 = l_mut_36_;
                        double l_215_ = (l_214_ - _e518);
                        double l_216_ = (l_215_ * l_4_);
                        double l_217_ = (l_214_ - l_216_);
                        double _e522 = l_mut_36_;
                        double l_218_ = (_e522 - l_217_);
                        double _e524 = l_mut_36_;
                        double l_219_ = (l_3_ * _e524);
                        double l_220_ = (l_219_ * l_4_);
                        double _e527 = l_mut_36_;
                        double l_221_ = (l_220_ - _e527);
                        double l_222_ = (l_221_ * l_4_);
                        double l_223_ = (l_220_ - l_222_);
                        double _e531 = l_mut_36_;
                        double l_224_ = (_e531 - l_223_);
                        double l_225_ = (l_217_ * l_223_);
                        double l_226_ = (l_225_ - l_212_);
                        double l_227_ = (l_217_ * l_224_);
                        double l_228_ = (l_226_ + l_227_);
                        double l_229_ = (l_218_ * l_223_);
                        double l_230_ = (l_228_ + l_229_);
                        double l_231_ = (l_218_ * l_224_);
                        double l_232_ = (l_230_ + l_231_);
                        double _e541 = l_mut_36_;
                        double _e542 = l_mut_35_;
                        double l_233_ = (_e541 * _e542);
                        double _e544 = l_mut_35_;
                        double _e545 = l_mut_36_;
                        double l_234_ = (_e544 * _e545);
                        double l_235_ = (l_233_ + l_234_);
                        double l_236_ = (l_232_ + l_235_);
                        double l_237_ = (l_212_ + l_236_);
                        double l_238_ = (l_237_ * l_4_);
                        double l_239_ = (l_238_ - l_212_);
                        double l_240_ = (l_239_ * l_4_);
                        double l_241_ = (l_236_ - l_240_);
                        double l_242_ = (l_209_ + l_238_);
                        double l_243_ = (l_242_ * l_4_);
                        double l_244_ = (l_243_ - l_209_);
                        double l_245_ = (l_244_ * l_4_);
                        double l_246_ = (l_243_ - l_245_);
                        double l_247_ = (l_246_ * l_4_);
                        double l_248_ = (l_209_ - l_247_);
                        double l_249_ = (l_238_ - l_245_);
                        double l_250_ = (l_248_ + l_249_);
                        double l_251_ = (l_210_ + l_241_);
                        double l_252_ = (l_251_ * l_4_);
                        double l_253_ = (l_252_ - l_210_);
                        double l_254_ = (l_253_ * l_4_);
                        double l_255_ = (l_252_ - l_254_);
                        double l_256_ = (l_255_ * l_4_);
                        double l_257_ = (l_210_ - l_256_);
                        double l_258_ = (l_241_ - l_254_);
                        double l_259_ = (l_257_ + l_258_);
                        double l_260_ = (l_250_ + l_252_);
                        double l_261_ = (l_243_ + l_260_);
                        double l_262_ = (l_261_ * l_4_);
                        double l_263_ = (l_262_ - l_243_);
                        double l_264_ = (l_263_ * l_4_);
                        double l_265_ = (l_260_ - l_264_);
                        double l_266_ = (l_259_ + l_265_);
                        double l_267_ = (l_262_ + l_266_);
                        double l_268_ = (l_267_ * l_4_);
                        double l_269_ = (l_268_ - l_262_);
                        double l_270_ = (l_269_ * l_4_);
                        double l_271_ = (l_266_ - l_270_);
                        l_mut_36_ = l_268_;
                        l_mut_35_ = l_271_;
                    }
                }
                double _e587 = l_mut_36_;
                double l_272_ = (_e587 + 1.0L);
                double l_273_ = (l_272_ * l_4_);
                double _e591 = l_mut_36_;
                double l_274_ = (l_273_ - _e591);
                double l_275_ = (l_274_ * l_4_);
                double l_276_ = (l_273_ - l_275_);
                double l_277_ = (l_276_ * l_4_);
                double _e596 = l_mut_36_;
                double l_278_ = (_e596 - l_277_);
                double l_279_ = (1.0L - l_275_);
                double l_280_ = (l_278_ + l_279_);
                double _e601 = l_mut_35_;
                double l_281_ = (l_280_ + _e601);
                double l_282_ = (l_273_ + l_281_);
                double l_283_ = (l_282_ * l_4_);
                double l_284_ = (l_283_ - l_273_);
                double l_285_ = (l_284_ * l_4_);
                double l_286_ = (l_281_ - l_285_);
                double l_287_ = abs(l_32_);
                uint l_288_ = naga_f2u32(l_287_);
                l_mut_289_ = l_288_;
                bool l_290_ = (l_32_ < 0.0L);
                double l_291_ = (l_290_ ? 0.5L : 2.0L);
                l_mut_36_ = l_291_;
                l_mut_35_ = 1.0L;
                l_mut_292_ = 0u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e638 = l_mut_292_;
                        l_mut_292_ = (_e638 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e618 = l_mut_292_;
                    if ((_e618 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e621 = l_mut_289_;
                        uint l_293_ = (_e621 & 1u);
                        bool l_294_ = (l_293_ == 1u);
                        double _e626 = l_mut_35_;
                        double _e627 = l_mut_36_;
                        double l_295_ = (_e626 * _e627);
                        double _e629 = l_mut_35_;
                        double l_296_ = (l_294_ ? l_295_ : _e629);
                        l_mut_35_ = l_296_;
                        double _e631 = l_mut_36_;
                        double _e632 = l_mut_36_;
                        l_mut_36_ = (_e631 * _e632);
                        uint _e634 = l_mut_289_;
                        l_mut_289_ = (_e634 >> 1u);
                    }
                }
                double _e640 = l_mut_35_;
                double l_297_ = (l_283_ * _e640);
                double _e642 = l_mut_35_;
                double l_298_ = (l_286_ * _e642);
                double l_299_ = (l_5_ * l_297_);
                double l_300_ = (l_299_ * l_4_);
                double l_301_ = (l_3_ * l_5_);
                double l_302_ = (l_301_ * l_4_);
                double l_303_ = (l_302_ - l_5_);
                double l_304_ = (l_303_ * l_4_);
                double l_305_ = (l_302_ - l_304_);
                double l_306_ = (l_5_ - l_305_);
                double l_307_ = (l_3_ * l_297_);
                double l_308_ = (l_307_ * l_4_);
                double l_309_ = (l_308_ - l_297_);
                double l_310_ = (l_309_ * l_4_);
                double l_311_ = (l_308_ - l_310_);
                double l_312_ = (l_297_ - l_311_);
                double l_313_ = (l_305_ * l_311_);
                double l_314_ = (l_313_ - l_300_);
                double l_315_ = (l_305_ * l_312_);
                double l_316_ = (l_314_ + l_315_);
                double l_317_ = (l_306_ * l_311_);
                double l_318_ = (l_316_ + l_317_);
                double l_319_ = (l_306_ * l_312_);
                double l_320_ = (l_318_ + l_319_);
                double l_321_ = (l_5_ * l_298_);
                double l_322_ = (l_7_ * l_297_);
                double l_323_ = (l_321_ + l_322_);
                double l_324_ = (l_320_ + l_323_);
                double l_325_ = (l_300_ + l_324_);
                double l_326_ = (l_325_ * l_4_);
                double l_327_ = (l_326_ - l_300_);
                double l_328_ = (l_327_ * l_4_);
                double l_329_ = (l_324_ - l_328_);
                double l_330_ = (l_326_ + -1.0L);
                double l_331_ = (l_330_ * l_4_);
                double l_332_ = (l_331_ - l_326_);
                double l_333_ = (l_332_ * l_4_);
                double l_334_ = (l_331_ - l_333_);
                double l_335_ = (l_334_ * l_4_);
                double l_336_ = (l_326_ - l_335_);
                double l_337_ = (-1.0L - l_333_);
                double l_338_ = (l_336_ + l_337_);
                double l_339_ = (l_338_ + l_329_);
                double l_340_ = (l_331_ + l_339_);
                double l_341_ = (l_340_ * l_4_);
                double l_342_ = (l_341_ - l_331_);
                double l_343_ = (l_342_ * l_4_);
                double l_344_ = (l_339_ - l_343_);
                double _e692 = l_mut_17_;
                double l_345_ = (_e692 + l_341_);
                double l_346_ = (l_345_ * l_4_);
                double _e695 = l_mut_17_;
                double l_347_ = (l_346_ - _e695);
                double l_348_ = (l_347_ * l_4_);
                double l_349_ = (l_346_ - l_348_);
                double l_350_ = (l_349_ * l_4_);
                double _e700 = l_mut_17_;
                double l_351_ = (_e700 - l_350_);
                double l_352_ = (l_341_ - l_348_);
                double l_353_ = (l_351_ + l_352_);
                double _e704 = l_mut_18_;
                double l_354_ = (_e704 + l_344_);
                double l_355_ = (l_354_ * l_4_);
                double _e707 = l_mut_18_;
                double l_356_ = (l_355_ - _e707);
                double l_357_ = (l_356_ * l_4_);
                double l_358_ = (l_355_ - l_357_);
                double l_359_ = (l_358_ * l_4_);
                double _e712 = l_mut_18_;
                double l_360_ = (_e712 - l_359_);
                double l_361_ = (l_344_ - l_357_);
                double l_362_ = (l_360_ + l_361_);
                double l_363_ = (l_353_ + l_355_);
                double l_364_ = (l_346_ + l_363_);
                double l_365_ = (l_364_ * l_4_);
                double l_366_ = (l_365_ - l_346_);
                double l_367_ = (l_366_ * l_4_);
                double l_368_ = (l_363_ - l_367_);
                double l_369_ = (l_362_ + l_368_);
                double l_370_ = (l_365_ + l_369_);
                double l_371_ = (l_370_ * l_4_);
                double l_372_ = (l_371_ - l_365_);
                double l_373_ = (l_372_ * l_4_);
                double l_374_ = (l_369_ - l_373_);
                l_mut_17_ = l_371_;
                l_mut_18_ = l_374_;
            }
        }
        uint l_425_ = asuint(info.Load(12+0));
        uint l_426_ = (l_425_ * 1u);
        bool l_427_ = (id < l_426_);
        if (l_427_) {
            double _e740 = l_mut_17_;
            buffer_3_global.Store(id*8, _e740);
        }
        uint l_375_ = (l_1_ + id);
        uint l_428_ = asuint(info.Load(12+0));
        uint l_429_ = (l_428_ * 1u);
        bool l_430_ = (l_375_ < l_429_);
        if (l_430_) {
            double _e751 = l_mut_18_;
            buffer_3_global.Store(l_375_*8, _e751);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
