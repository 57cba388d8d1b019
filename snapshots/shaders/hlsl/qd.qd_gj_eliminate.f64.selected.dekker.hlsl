struct info_st {
    uint scalars_u32_[4];
    uint static_meta[4];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
ByteAddressBuffer info : register(t2);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void gj_eliminate_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double a_501_[8] = (double[8])0;
    double l_mut_395_ = (double)0;
    double l_mut_396_ = (double)0;
    double l_mut_397_ = (double)0;
    double l_mut_398_ = (double)0;
    double l_mut_399_ = (double)0;
    uint l_mut_400_ = (uint)0;
    double l_mut_686_ = (double)0;
    double l_mut_687_ = (double)0;
    double l_mut_688_ = (double)0;
    double l_mut_690_ = (double)0;
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

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_907_ = asuint(info.Load(4+16));
    uint l_908_ = (l_907_ * 1u);
    bool l_909_ = (0u < l_908_);
    uint l_910_ = (l_908_ - 1u);
    uint l_911_ = min(0u, l_910_);
    double l_912_ = buffer_1_global.Load<double>(l_911_*8);
    double l_0_ = (l_909_ ? l_912_ : 0.0L);
    uint l_914_ = asuint(info.Load(4+16));
    uint l_915_ = (l_914_ * 1u);
    bool l_916_ = (1u < l_915_);
    uint l_917_ = (l_915_ - 1u);
    uint l_918_ = min(1u, l_917_);
    double l_919_ = buffer_1_global.Load<double>(l_918_*8);
    double l_1_ = (l_916_ ? l_919_ : 0.0L);
    uint _e73 = asuint(info.Load(4+0));
    uint _e77 = asuint(info.Load(8+0));
    uint l_2_ = (_e73 + _e77);
    uint _e82 = asuint(info.Load(0+0));
    uint l_3_ = (_e82 * 32u);
    bool l_4_ = (id < l_3_);
    if (l_4_) {
        uint l_5_ = naga_div(id, 32u);
        uint l_6_ = naga_mod(id, 32u);
        bool l_7_ = (l_5_ != l_2_);
        uint _e94 = asuint(info.Load(8+0));
        bool l_8_ = (l_6_ > _e94);
        if (l_7_) {
            local = l_8_;
        } else {
            local = false;
        }
        bool l_9_ = local;
        if (l_9_) {
            uint _e103 = asuint(info.Load(0+0));
            uint l_10_ = (_e103 * 32u);
            uint l_11_ = (l_5_ * 32u);
            uint _e111 = asuint(info.Load(8+0));
            uint l_12_ = (l_11_ + _e111);
            uint l_921_ = asuint(info.Load(0+16));
            uint l_922_ = (l_921_ * 1u);
            bool l_923_ = (l_12_ < l_922_);
            uint l_924_ = (l_922_ - 1u);
            uint l_925_ = min(l_12_, l_924_);
            double l_926_ = buffer_0_global.Load<double>(l_925_*8);
            double l_13_ = (l_923_ ? l_926_ : 0.0L);
            uint l_14_ = (l_10_ + l_12_);
            uint l_928_ = asuint(info.Load(0+16));
            uint l_929_ = (l_928_ * 1u);
            bool l_930_ = (l_14_ < l_929_);
            uint l_931_ = (l_929_ - 1u);
            uint l_932_ = min(l_14_, l_931_);
            double l_933_ = buffer_0_global.Load<double>(l_932_*8);
            double l_15_ = (l_930_ ? l_933_ : 0.0L);
            uint l_16_ = (2u * l_10_);
            uint l_17_ = (l_16_ + l_12_);
            uint l_935_ = asuint(info.Load(0+16));
            uint l_936_ = (l_935_ * 1u);
            bool l_937_ = (l_17_ < l_936_);
            uint l_938_ = (l_936_ - 1u);
            uint l_939_ = min(l_17_, l_938_);
            double l_940_ = buffer_0_global.Load<double>(l_939_*8);
            double l_18_ = (l_937_ ? l_940_ : 0.0L);
            uint l_19_ = (3u * l_10_);
            uint l_20_ = (l_19_ + l_12_);
            uint l_942_ = asuint(info.Load(0+16));
            uint l_943_ = (l_942_ * 1u);
            bool l_944_ = (l_20_ < l_943_);
            uint l_945_ = (l_943_ - 1u);
            uint l_946_ = min(l_20_, l_945_);
            double l_947_ = buffer_0_global.Load<double>(l_946_*8);
            double l_21_ = (l_944_ ? l_947_ : 0.0L);
            double l_22_ = -(l_13_);
            double l_23_ = -(l_15_);
            double l_24_ = -(l_18_);
            double l_25_ = -(l_21_);
            uint l_949_ = asuint(info.Load(0+16));
            uint l_950_ = (l_949_ * 1u);
            bool l_951_ = (id < l_950_);
            uint l_952_ = (l_950_ - 1u);
            uint l_953_ = min(id, l_952_);
            double l_954_ = buffer_0_global.Load<double>(l_953_*8);
            double l_26_ = (l_951_ ? l_954_ : 0.0L);
            uint l_27_ = (l_10_ + id);
            uint l_956_ = asuint(info.Load(0+16));
            uint l_957_ = (l_956_ * 1u);
            bool l_958_ = (l_27_ < l_957_);
            uint l_959_ = (l_957_ - 1u);
            uint l_960_ = min(l_27_, l_959_);
            double l_961_ = buffer_0_global.Load<double>(l_960_*8);
            double l_28_ = (l_958_ ? l_961_ : 0.0L);
            uint l_29_ = (2u * l_10_);
            uint l_30_ = (l_29_ + id);
            uint l_963_ = asuint(info.Load(0+16));
            uint l_964_ = (l_963_ * 1u);
            bool l_965_ = (l_30_ < l_964_);
            uint l_966_ = (l_964_ - 1u);
            uint l_967_ = min(l_30_, l_966_);
            double l_968_ = buffer_0_global.Load<double>(l_967_*8);
            double l_31_ = (l_965_ ? l_968_ : 0.0L);
            uint l_32_ = (3u * l_10_);
            uint l_33_ = (l_32_ + id);
            uint l_970_ = asuint(info.Load(0+16));
            uint l_971_ = (l_970_ * 1u);
            bool l_972_ = (l_33_ < l_971_);
            uint l_973_ = (l_971_ - 1u);
            uint l_974_ = min(l_33_, l_973_);
            double l_975_ = buffer_0_global.Load<double>(l_974_*8);
            double l_34_ = (l_972_ ? l_975_ : 0.0L);
            uint l_35_ = (l_2_ * 32u);
            uint l_36_ = (l_35_ + l_6_);
            uint l_977_ = asuint(info.Load(0+16));
            uint l_978_ = (l_977_ * 1u);
            bool l_979_ = (l_36_ < l_978_);
            uint l_980_ = (l_978_ - 1u);
            uint l_981_ = min(l_36_, l_980_);
            double l_982_ = buffer_0_global.Load<double>(l_981_*8);
            double l_37_ = (l_979_ ? l_982_ : 0.0L);
            uint l_38_ = (l_10_ + l_36_);
            uint l_984_ = asuint(info.Load(0+16));
            uint l_985_ = (l_984_ * 1u);
            bool l_986_ = (l_38_ < l_985_);
            uint l_987_ = (l_985_ - 1u);
            uint l_988_ = min(l_38_, l_987_);
            double l_989_ = buffer_0_global.Load<double>(l_988_*8);
            double l_39_ = (l_986_ ? l_989_ : 0.0L);
            uint l_40_ = (2u * l_10_);
            uint l_41_ = (l_40_ + l_36_);
            uint l_991_ = asuint(info.Load(0+16));
            uint l_992_ = (l_991_ * 1u);
            bool l_993_ = (l_41_ < l_992_);
            uint l_994_ = (l_992_ - 1u);
            uint l_995_ = min(l_41_, l_994_);
            double l_996_ = buffer_0_global.Load<double>(l_995_*8);
            double l_42_ = (l_993_ ? l_996_ : 0.0L);
            uint l_43_ = (3u * l_10_);
            uint l_44_ = (l_43_ + l_36_);
            uint l_998_ = asuint(info.Load(0+16));
            uint l_999_ = (l_998_ * 1u);
            bool l_1000_ = (l_44_ < l_999_);
            uint l_1001_ = (l_999_ - 1u);
            uint l_1002_ = min(l_44_, l_1001_);
            double l_1003_ = buffer_0_global.Load<double>(l_1002_*8);
            double l_45_ = (l_1000_ ? l_1003_ : 0.0L);
            double l_46_ = (l_22_ * l_37_);
            bool l_47_ = (l_1_ != 0.0L);
            double l_48_ = (l_47_ ? l_46_ : l_1_);
            double l_49_ = (l_0_ * l_22_);
            bool l_50_ = (l_1_ != 0.0L);
            double l_51_ = (l_50_ ? l_49_ : l_1_);
            double l_52_ = (l_51_ - l_22_);
            bool l_53_ = (l_1_ != 0.0L);
            double l_54_ = (l_53_ ? l_52_ : l_1_);
            double l_55_ = (l_51_ - l_54_);
            double l_56_ = (l_22_ - l_55_);
            double l_57_ = (l_0_ * l_37_);
            bool l_58_ = (l_1_ != 0.0L);
            double l_59_ = (l_58_ ? l_57_ : l_1_);
            double l_60_ = (l_59_ - l_37_);
            bool l_61_ = (l_1_ != 0.0L);
            double l_62_ = (l_61_ ? l_60_ : l_1_);
            double l_63_ = (l_59_ - l_62_);
            double l_64_ = (l_37_ - l_63_);
            double l_65_ = (l_55_ * l_63_);
            double l_66_ = (l_65_ - l_48_);
            double l_67_ = (l_55_ * l_64_);
            double l_68_ = (l_66_ + l_67_);
            double l_69_ = (l_56_ * l_63_);
            double l_70_ = (l_68_ + l_69_);
            double l_71_ = (l_56_ * l_64_);
            double l_72_ = (l_70_ + l_71_);
            double l_73_ = (l_22_ * l_39_);
            bool l_74_ = (l_1_ != 0.0L);
            double l_75_ = (l_74_ ? l_73_ : l_1_);
            double l_76_ = (l_0_ * l_22_);
            bool l_77_ = (l_1_ != 0.0L);
            double l_78_ = (l_77_ ? l_76_ : l_1_);
            double l_79_ = (l_78_ - l_22_);
            bool l_80_ = (l_1_ != 0.0L);
            double l_81_ = (l_80_ ? l_79_ : l_1_);
            double l_82_ = (l_78_ - l_81_);
            double l_83_ = (l_22_ - l_82_);
            double l_84_ = (l_0_ * l_39_);
            bool l_85_ = (l_1_ != 0.0L);
            double l_86_ = (l_85_ ? l_84_ : l_1_);
            double l_87_ = (l_86_ - l_39_);
            bool l_88_ = (l_1_ != 0.0L);
            double l_89_ = (l_88_ ? l_87_ : l_1_);
            double l_90_ = (l_86_ - l_89_);
            double l_91_ = (l_39_ - l_90_);
            double l_92_ = (l_82_ * l_90_);
            double l_93_ = (l_92_ - l_75_);
            double l_94_ = (l_82_ * l_91_);
            double l_95_ = (l_93_ + l_94_);
            double l_96_ = (l_83_ * l_90_);
            double l_97_ = (l_95_ + l_96_);
            double l_98_ = (l_83_ * l_91_);
            double l_99_ = (l_97_ + l_98_);
            double l_100_ = (l_23_ * l_37_);
            bool l_101_ = (l_1_ != 0.0L);
            double l_102_ = (l_101_ ? l_100_ : l_1_);
            double l_103_ = (l_0_ * l_23_);
            bool l_104_ = (l_1_ != 0.0L);
            double l_105_ = (l_104_ ? l_103_ : l_1_);
            double l_106_ = (l_105_ - l_23_);
            bool l_107_ = (l_1_ != 0.0L);
            double l_108_ = (l_107_ ? l_106_ : l_1_);
            double l_109_ = (l_105_ - l_108_);
            double l_110_ = (l_23_ - l_109_);
            double l_111_ = (l_0_ * l_37_);
            bool l_112_ = (l_1_ != 0.0L);
            double l_113_ = (l_112_ ? l_111_ : l_1_);
            double l_114_ = (l_113_ - l_37_);
            bool l_115_ = (l_1_ != 0.0L);
            double l_116_ = (l_115_ ? l_114_ : l_1_);
            double l_117_ = (l_113_ - l_116_);
            double l_118_ = (l_37_ - l_117_);
            double l_119_ = (l_109_ * l_117_);
            double l_120_ = (l_119_ - l_102_);
            double l_121_ = (l_109_ * l_118_);
            double l_122_ = (l_120_ + l_121_);
            double l_123_ = (l_110_ * l_117_);
            double l_124_ = (l_122_ + l_123_);
            double l_125_ = (l_110_ * l_118_);
            double l_126_ = (l_124_ + l_125_);
            double l_127_ = (l_22_ * l_42_);
            bool l_128_ = (l_1_ != 0.0L);
            double l_129_ = (l_128_ ? l_127_ : l_1_);
            double l_130_ = (l_0_ * l_22_);
            bool l_131_ = (l_1_ != 0.0L);
            double l_132_ = (l_131_ ? l_130_ : l_1_);
            double l_133_ = (l_132_ - l_22_);
            bool l_134_ = (l_1_ != 0.0L);
            double l_135_ = (l_134_ ? l_133_ : l_1_);
            double l_136_ = (l_132_ - l_135_);
            double l_137_ = (l_22_ - l_136_);
            double l_138_ = (l_0_ * l_42_);
            bool l_139_ = (l_1_ != 0.0L);
            double l_140_ = (l_139_ ? l_138_ : l_1_);
            double l_141_ = (l_140_ - l_42_);
            bool l_142_ = (l_1_ != 0.0L);
            double l_143_ = (l_142_ ? l_141_ : l_1_);
            double l_144_ = (l_140_ - l_143_);
            double l_145_ = (l_42_ - l_144_);
            double l_146_ = (l_136_ * l_144_);
            double l_147_ = (l_146_ - l_129_);
            double l_148_ = (l_136_ * l_145_);
            double l_149_ = (l_147_ + l_148_);
            double l_150_ = (l_137_ * l_144_);
            double l_151_ = (l_149_ + l_150_);
            double l_152_ = (l_137_ * l_145_);
            double l_153_ = (l_151_ + l_152_);
            double l_154_ = (l_23_ * l_39_);
            bool l_155_ = (l_1_ != 0.0L);
            double l_156_ = (l_155_ ? l_154_ : l_1_);
            double l_157_ = (l_0_ * l_23_);
            bool l_158_ = (l_1_ != 0.0L);
            double l_159_ = (l_158_ ? l_157_ : l_1_);
            double l_160_ = (l_159_ - l_23_);
            bool l_161_ = (l_1_ != 0.0L);
            double l_162_ = (l_161_ ? l_160_ : l_1_);
            double l_163_ = (l_159_ - l_162_);
            double l_164_ = (l_23_ - l_163_);
            double l_165_ = (l_0_ * l_39_);
            bool l_166_ = (l_1_ != 0.0L);
            double l_167_ = (l_166_ ? l_165_ : l_1_);
            double l_168_ = (l_167_ - l_39_);
            bool l_169_ = (l_1_ != 0.0L);
            double l_170_ = (l_169_ ? l_168_ : l_1_);
            double l_171_ = (l_167_ - l_170_);
            double l_172_ = (l_39_ - l_171_);
            double l_173_ = (l_163_ * l_171_);
            double l_174_ = (l_173_ - l_156_);
            double l_175_ = (l_163_ * l_172_);
            double l_176_ = (l_174_ + l_175_);
            double l_177_ = (l_164_ * l_171_);
            double l_178_ = (l_176_ + l_177_);
            double l_179_ = (l_164_ * l_172_);
            double l_180_ = (l_178_ + l_179_);
            double l_181_ = (l_24_ * l_37_);
            bool l_182_ = (l_1_ != 0.0L);
            double l_183_ = (l_182_ ? l_181_ : l_1_);
            double l_184_ = (l_0_ * l_24_);
            bool l_185_ = (l_1_ != 0.0L);
            double l_186_ = (l_185_ ? l_184_ : l_1_);
            double l_187_ = (l_186_ - l_24_);
            bool l_188_ = (l_1_ != 0.0L);
            double l_189_ = (l_188_ ? l_187_ : l_1_);
            double l_190_ = (l_186_ - l_189_);
            double l_191_ = (l_24_ - l_190_);
            double l_192_ = (l_0_ * l_37_);
            bool l_193_ = (l_1_ != 0.0L);
            double l_194_ = (l_193_ ? l_192_ : l_1_);
            double l_195_ = (l_194_ - l_37_);
            bool l_196_ = (l_1_ != 0.0L);
            double l_197_ = (l_196_ ? l_195_ : l_1_);
            double l_198_ = (l_194_ - l_197_);
            double l_199_ = (l_37_ - l_198_);
            double l_200_ = (l_190_ * l_198_);
            double l_201_ = (l_200_ - l_183_);
            double l_202_ = (l_190_ * l_199_);
            double l_203_ = (l_201_ + l_202_);
            double l_204_ = (l_191_ * l_198_);
            double l_205_ = (l_203_ + l_204_);
            double l_206_ = (l_191_ * l_199_);
            double l_207_ = (l_205_ + l_206_);
            double l_208_ = (l_75_ + l_102_);
            bool l_209_ = (l_1_ != 0.0L);
            double l_210_ = (l_209_ ? l_208_ : l_1_);
            double l_211_ = (l_210_ - l_75_);
            bool l_212_ = (l_1_ != 0.0L);
            double l_213_ = (l_212_ ? l_211_ : l_1_);
            double l_214_ = (l_210_ - l_213_);
            bool l_215_ = (l_1_ != 0.0L);
            double l_216_ = (l_215_ ? l_214_ : l_1_);
            double l_217_ = (l_75_ - l_216_);
            double l_218_ = (l_102_ - l_213_);
            double l_219_ = (l_217_ + l_218_);
            double l_220_ = (l_72_ + l_210_);
            bool l_221_ = (l_1_ != 0.0L);
            double l_222_ = (l_221_ ? l_220_ : l_1_);
            double l_223_ = (l_222_ - l_72_);
            bool l_224_ = (l_1_ != 0.0L);
            double l_225_ = (l_224_ ? l_223_ : l_1_);
            double l_226_ = (l_222_ - l_225_);
            bool l_227_ = (l_1_ != 0.0L);
            double l_228_ = (l_227_ ? l_226_ : l_1_);
            double l_229_ = (l_72_ - l_228_);
            double l_230_ = (l_210_ - l_225_);
            double l_231_ = (l_229_ + l_230_);
            double l_232_ = (l_219_ + l_231_);
            bool l_233_ = (l_1_ != 0.0L);
            double l_234_ = (l_233_ ? l_232_ : l_1_);
            double l_235_ = (l_234_ - l_219_);
            bool l_236_ = (l_1_ != 0.0L);
            double l_237_ = (l_236_ ? l_235_ : l_1_);
            double l_238_ = (l_234_ - l_237_);
            bool l_239_ = (l_1_ != 0.0L);
            double l_240_ = (l_239_ ? l_238_ : l_1_);
            double l_241_ = (l_219_ - l_240_);
            double l_242_ = (l_231_ - l_237_);
            double l_243_ = (l_241_ + l_242_);
            double l_244_ = (l_234_ + l_99_);
            bool l_245_ = (l_1_ != 0.0L);
            double l_246_ = (l_245_ ? l_244_ : l_1_);
            double l_247_ = (l_246_ - l_234_);
            bool l_248_ = (l_1_ != 0.0L);
            double l_249_ = (l_248_ ? l_247_ : l_1_);
            double l_250_ = (l_246_ - l_249_);
            bool l_251_ = (l_1_ != 0.0L);
            double l_252_ = (l_251_ ? l_250_ : l_1_);
            double l_253_ = (l_234_ - l_252_);
            double l_254_ = (l_99_ - l_249_);
            double l_255_ = (l_253_ + l_254_);
            double l_256_ = (l_126_ + l_246_);
            bool l_257_ = (l_1_ != 0.0L);
            double l_258_ = (l_257_ ? l_256_ : l_1_);
            double l_259_ = (l_258_ - l_126_);
            bool l_260_ = (l_1_ != 0.0L);
            double l_261_ = (l_260_ ? l_259_ : l_1_);
            double l_262_ = (l_258_ - l_261_);
            bool l_263_ = (l_1_ != 0.0L);
            double l_264_ = (l_263_ ? l_262_ : l_1_);
            double l_265_ = (l_126_ - l_264_);
            double l_266_ = (l_246_ - l_261_);
            double l_267_ = (l_265_ + l_266_);
            double l_268_ = (l_255_ + l_267_);
            bool l_269_ = (l_1_ != 0.0L);
            double l_270_ = (l_269_ ? l_268_ : l_1_);
            double l_271_ = (l_270_ - l_255_);
            bool l_272_ = (l_1_ != 0.0L);
            double l_273_ = (l_272_ ? l_271_ : l_1_);
            double l_274_ = (l_270_ - l_273_);
            bool l_275_ = (l_1_ != 0.0L);
            double l_276_ = (l_275_ ? l_274_ : l_1_);
            double l_277_ = (l_255_ - l_276_);
            double l_278_ = (l_267_ - l_273_);
            double l_279_ = (l_277_ + l_278_);
            double l_280_ = (l_129_ + l_156_);
            bool l_281_ = (l_1_ != 0.0L);
            double l_282_ = (l_281_ ? l_280_ : l_1_);
            double l_283_ = (l_282_ - l_129_);
            bool l_284_ = (l_1_ != 0.0L);
            double l_285_ = (l_284_ ? l_283_ : l_1_);
            double l_286_ = (l_282_ - l_285_);
            bool l_287_ = (l_1_ != 0.0L);
            double l_288_ = (l_287_ ? l_286_ : l_1_);
            double l_289_ = (l_129_ - l_288_);
            double l_290_ = (l_156_ - l_285_);
            double l_291_ = (l_289_ + l_290_);
            double l_292_ = (l_183_ + l_282_);
            bool l_293_ = (l_1_ != 0.0L);
            double l_294_ = (l_293_ ? l_292_ : l_1_);
            double l_295_ = (l_294_ - l_183_);
            bool l_296_ = (l_1_ != 0.0L);
            double l_297_ = (l_296_ ? l_295_ : l_1_);
            double l_298_ = (l_294_ - l_297_);
            bool l_299_ = (l_1_ != 0.0L);
            double l_300_ = (l_299_ ? l_298_ : l_1_);
            double l_301_ = (l_183_ - l_300_);
            double l_302_ = (l_282_ - l_297_);
            double l_303_ = (l_301_ + l_302_);
            double l_304_ = (l_291_ + l_303_);
            bool l_305_ = (l_1_ != 0.0L);
            double l_306_ = (l_305_ ? l_304_ : l_1_);
            double l_307_ = (l_306_ - l_291_);
            bool l_308_ = (l_1_ != 0.0L);
            double l_309_ = (l_308_ ? l_307_ : l_1_);
            double l_310_ = (l_306_ - l_309_);
            bool l_311_ = (l_1_ != 0.0L);
            double l_312_ = (l_311_ ? l_310_ : l_1_);
            double l_313_ = (l_291_ - l_312_);
            double l_314_ = (l_303_ - l_309_);
            double l_315_ = (l_313_ + l_314_);
            double l_316_ = (l_258_ + l_294_);
            bool l_317_ = (l_1_ != 0.0L);
            double l_318_ = (l_317_ ? l_316_ : l_1_);
            double l_319_ = (l_318_ - l_258_);
            bool l_320_ = (l_1_ != 0.0L);
            double l_321_ = (l_320_ ? l_319_ : l_1_);
            double l_322_ = (l_318_ - l_321_);
            bool l_323_ = (l_1_ != 0.0L);
            double l_324_ = (l_323_ ? l_322_ : l_1_);
            double l_325_ = (l_258_ - l_324_);
            double l_326_ = (l_294_ - l_321_);
            double l_327_ = (l_325_ + l_326_);
            double l_328_ = (l_270_ + l_306_);
            bool l_329_ = (l_1_ != 0.0L);
            double l_330_ = (l_329_ ? l_328_ : l_1_);
            double l_331_ = (l_330_ - l_270_);
            bool l_332_ = (l_1_ != 0.0L);
            double l_333_ = (l_332_ ? l_331_ : l_1_);
            double l_334_ = (l_330_ - l_333_);
            bool l_335_ = (l_1_ != 0.0L);
            double l_336_ = (l_335_ ? l_334_ : l_1_);
            double l_337_ = (l_270_ - l_336_);
            double l_338_ = (l_306_ - l_333_);
            double l_339_ = (l_337_ + l_338_);
            double l_340_ = (l_330_ + l_327_);
            bool l_341_ = (l_1_ != 0.0L);
            double l_342_ = (l_341_ ? l_340_ : l_1_);
            double l_343_ = (l_342_ - l_330_);
            bool l_344_ = (l_1_ != 0.0L);
            double l_345_ = (l_344_ ? l_343_ : l_1_);
            double l_346_ = (l_342_ - l_345_);
            bool l_347_ = (l_1_ != 0.0L);
            double l_348_ = (l_347_ ? l_346_ : l_1_);
            double l_349_ = (l_330_ - l_348_);
            double l_350_ = (l_327_ - l_345_);
            double l_351_ = (l_349_ + l_350_);
            double l_352_ = (l_279_ + l_315_);
            double l_353_ = (l_351_ + l_339_);
            double l_354_ = (l_352_ + l_353_);
            double l_355_ = (l_22_ * l_45_);
            double l_356_ = (l_23_ * l_42_);
            double l_357_ = (l_355_ + l_356_);
            double l_358_ = (l_24_ * l_39_);
            double l_359_ = (l_25_ * l_37_);
            double l_360_ = (l_358_ + l_359_);
            double l_361_ = (l_357_ + l_360_);
            double l_362_ = (l_243_ + l_153_);
            double l_363_ = (l_180_ + l_207_);
            double l_364_ = (l_362_ + l_363_);
            double l_365_ = (l_361_ + l_364_);
            double l_366_ = (l_342_ + l_365_);
            double l_367_ = (l_366_ + l_354_);
            bool l_368_ = (l_1_ != 0.0L);
            double l_369_ = (l_368_ ? l_367_ : l_1_);
            double l_370_ = (l_369_ - l_366_);
            bool l_371_ = (l_1_ != 0.0L);
            double l_372_ = (l_371_ ? l_370_ : l_1_);
            double l_373_ = (l_354_ - l_372_);
            double l_374_ = (l_318_ + l_369_);
            bool l_375_ = (l_1_ != 0.0L);
            double l_376_ = (l_375_ ? l_374_ : l_1_);
            double l_377_ = (l_376_ - l_318_);
            bool l_378_ = (l_1_ != 0.0L);
            double l_379_ = (l_378_ ? l_377_ : l_1_);
            double l_380_ = (l_369_ - l_379_);
            double l_381_ = (l_222_ + l_376_);
            bool l_382_ = (l_1_ != 0.0L);
            double l_383_ = (l_382_ ? l_381_ : l_1_);
            double l_384_ = (l_383_ - l_222_);
            bool l_385_ = (l_1_ != 0.0L);
            double l_386_ = (l_385_ ? l_384_ : l_1_);
            double l_387_ = (l_376_ - l_386_);
            double l_388_ = (l_48_ + l_383_);
            bool l_389_ = (l_1_ != 0.0L);
            double l_390_ = (l_389_ ? l_388_ : l_1_);
            double l_391_ = (l_390_ - l_48_);
            bool l_392_ = (l_1_ != 0.0L);
            double l_393_ = (l_392_ ? l_391_ : l_1_);
            double l_394_ = (l_383_ - l_393_);
            l_mut_395_ = 0.0L;
            l_mut_396_ = 0.0L;
            l_mut_397_ = 0.0L;
            l_mut_398_ = 0.0L;
            l_mut_399_ = l_390_;
            l_mut_400_ = 0u;
            double _e749 = l_mut_399_;
            double l_401_ = (_e749 + l_394_);
            bool l_402_ = (l_1_ != 0.0L);
            double l_403_ = (l_402_ ? l_401_ : l_1_);
            double _e754 = l_mut_399_;
            double l_404_ = (l_403_ - _e754);
            bool l_405_ = (l_1_ != 0.0L);
            double l_406_ = (l_405_ ? l_404_ : l_1_);
            double l_407_ = (l_394_ - l_406_);
            uint _e760 = l_mut_400_;
            bool l_408_ = (_e760 < 3u);
            bool l_409_ = (l_407_ != 0.0L);
            if (l_408_) {
                local_1 = l_409_;
            } else {
                local_1 = false;
            }
            bool l_410_ = local_1;
            uint _e769 = l_mut_400_;
            bool l_411_ = (_e769 == 0u);
            if (l_410_) {
                local_2 = l_411_;
            } else {
                local_2 = false;
            }
            bool l_412_ = local_2;
            double _e776 = l_mut_395_;
            double l_413_ = (l_412_ ? l_403_ : _e776);
            l_mut_395_ = l_413_;
            uint _e778 = l_mut_400_;
            bool l_414_ = (_e778 == 1u);
            if (l_410_) {
                local_3 = l_414_;
            } else {
                local_3 = false;
            }
            bool l_415_ = local_3;
            double _e785 = l_mut_396_;
            double l_416_ = (l_415_ ? l_403_ : _e785);
            l_mut_396_ = l_416_;
            uint _e787 = l_mut_400_;
            bool l_417_ = (_e787 == 2u);
            if (l_410_) {
                local_4 = l_417_;
            } else {
                local_4 = false;
            }
            bool l_418_ = local_4;
            double _e794 = l_mut_397_;
            double l_419_ = (l_418_ ? l_403_ : _e794);
            l_mut_397_ = l_419_;
            double l_420_ = (l_410_ ? l_407_ : l_403_);
            double _e797 = l_mut_399_;
            double l_421_ = (_e797 + l_394_);
            double l_422_ = (l_408_ ? l_420_ : l_421_);
            l_mut_399_ = l_422_;
            uint l_423_ = uint(l_410_);
            uint _e801 = l_mut_400_;
            l_mut_400_ = (_e801 + l_423_);
            double _e803 = l_mut_399_;
            double l_424_ = (_e803 + l_387_);
            bool l_425_ = (l_1_ != 0.0L);
            double l_426_ = (l_425_ ? l_424_ : l_1_);
            double _e808 = l_mut_399_;
            double l_427_ = (l_426_ - _e808);
            bool l_428_ = (l_1_ != 0.0L);
            double l_429_ = (l_428_ ? l_427_ : l_1_);
            double l_430_ = (l_387_ - l_429_);
            uint _e814 = l_mut_400_;
            bool l_431_ = (_e814 < 3u);
            bool l_432_ = (l_430_ != 0.0L);
            if (l_431_) {
                local_5 = l_432_;
            } else {
                local_5 = false;
            }
            bool l_433_ = local_5;
            uint _e823 = l_mut_400_;
            bool l_434_ = (_e823 == 0u);
            if (l_433_) {
                local_6 = l_434_;
            } else {
                local_6 = false;
            }
            bool l_435_ = local_6;
            double _e830 = l_mut_395_;
            double l_436_ = (l_435_ ? l_426_ : _e830);
            l_mut_395_ = l_436_;
            uint _e832 = l_mut_400_;
            bool l_437_ = (_e832 == 1u);
            if (l_433_) {
                local_7 = l_437_;
            } else {
                local_7 = false;
            }
            bool l_438_ = local_7;
            double _e839 = l_mut_396_;
            double l_439_ = (l_438_ ? l_426_ : _e839);
            l_mut_396_ = l_439_;
            uint _e841 = l_mut_400_;
            bool l_440_ = (_e841 == 2u);
            if (l_433_) {
                local_8 = l_440_;
            } else {
                local_8 = false;
            }
            bool l_441_ = local_8;
            double _e848 = l_mut_397_;
            double l_442_ = (l_441_ ? l_426_ : _e848);
            l_mut_397_ = l_442_;
            double l_443_ = (l_433_ ? l_430_ : l_426_);
            double _e851 = l_mut_399_;
            double l_444_ = (_e851 + l_387_);
            double l_445_ = (l_431_ ? l_443_ : l_444_);
            l_mut_399_ = l_445_;
            uint l_446_ = uint(l_433_);
            uint _e855 = l_mut_400_;
            l_mut_400_ = (_e855 + l_446_);
            double _e857 = l_mut_399_;
            double l_447_ = (_e857 + l_380_);
            bool l_448_ = (l_1_ != 0.0L);
            double l_449_ = (l_448_ ? l_447_ : l_1_);
            double _e862 = l_mut_399_;
            double l_450_ = (l_449_ - _e862);
            bool l_451_ = (l_1_ != 0.0L);
            double l_452_ = (l_451_ ? l_450_ : l_1_);
            double l_453_ = (l_380_ - l_452_);
            uint _e868 = l_mut_400_;
            bool l_454_ = (_e868 < 3u);
            bool l_455_ = (l_453_ != 0.0L);
            if (l_454_) {
                local_9 = l_455_;
            } else {
                local_9 = false;
            }
            bool l_456_ = local_9;
            uint _e877 = l_mut_400_;
            bool l_457_ = (_e877 == 0u);
            if (l_456_) {
                local_10 = l_457_;
            } else {
                local_10 = false;
            }
            bool l_458_ = local_10;
            double _e884 = l_mut_395_;
            double l_459_ = (l_458_ ? l_449_ : _e884);
            l_mut_395_ = l_459_;
            uint _e886 = l_mut_400_;
            bool l_460_ = (_e886 == 1u);
            if (l_456_) {
                local_11 = l_460_;
            } else {
                local_11 = false;
            }
            bool l_461_ = local_11;
            double _e893 = l_mut_396_;
            double l_462_ = (l_461_ ? l_449_ : _e893);
            l_mut_396_ = l_462_;
            uint _e895 = l_mut_400_;
            bool l_463_ = (_e895 == 2u);
            if (l_456_) {
                local_12 = l_463_;
            } else {
                local_12 = false;
            }
            bool l_464_ = local_12;
            double _e902 = l_mut_397_;
            double l_465_ = (l_464_ ? l_449_ : _e902);
            l_mut_397_ = l_465_;
            double l_466_ = (l_456_ ? l_453_ : l_449_);
            double _e905 = l_mut_399_;
            double l_467_ = (_e905 + l_380_);
            double l_468_ = (l_454_ ? l_466_ : l_467_);
            l_mut_399_ = l_468_;
            uint l_469_ = uint(l_456_);
            uint _e909 = l_mut_400_;
            l_mut_400_ = (_e909 + l_469_);
            double _e911 = l_mut_399_;
            double l_470_ = (_e911 + l_373_);
            bool l_471_ = (l_1_ != 0.0L);
            double l_472_ = (l_471_ ? l_470_ : l_1_);
            double _e916 = l_mut_399_;
            double l_473_ = (l_472_ - _e916);
            bool l_474_ = (l_1_ != 0.0L);
            double l_475_ = (l_474_ ? l_473_ : l_1_);
            double l_476_ = (l_373_ - l_475_);
            uint _e922 = l_mut_400_;
            bool l_477_ = (_e922 < 3u);
            bool l_478_ = (l_476_ != 0.0L);
            if (l_477_) {
                local_13 = l_478_;
            } else {
                local_13 = false;
            }
            bool l_479_ = local_13;
            uint _e931 = l_mut_400_;
            bool l_480_ = (_e931 == 0u);
            if (l_479_) {
                local_14 = l_480_;
            } else {
                local_14 = false;
            }
            bool l_481_ = local_14;
            double _e938 = l_mut_395_;
            double l_482_ = (l_481_ ? l_472_ : _e938);
            l_mut_395_ = l_482_;
            uint _e940 = l_mut_400_;
            bool l_483_ = (_e940 == 1u);
            if (l_479_) {
                local_15 = l_483_;
            } else {
                local_15 = false;
            }
            bool l_484_ = local_15;
            double _e947 = l_mut_396_;
            double l_485_ = (l_484_ ? l_472_ : _e947);
            l_mut_396_ = l_485_;
            uint _e949 = l_mut_400_;
            bool l_486_ = (_e949 == 2u);
            if (l_479_) {
                local_16 = l_486_;
            } else {
                local_16 = false;
            }
            bool l_487_ = local_16;
            double _e956 = l_mut_397_;
            double l_488_ = (l_487_ ? l_472_ : _e956);
            l_mut_397_ = l_488_;
            double l_489_ = (l_479_ ? l_476_ : l_472_);
            double _e959 = l_mut_399_;
            double l_490_ = (_e959 + l_373_);
            double l_491_ = (l_477_ ? l_489_ : l_490_);
            l_mut_399_ = l_491_;
            uint l_492_ = uint(l_479_);
            uint _e963 = l_mut_400_;
            l_mut_400_ = (_e963 + l_492_);
            uint _e965 = l_mut_400_;
            bool l_493_ = (_e965 == 0u);
            double _e968 = l_mut_395_;
            double _e969 = l_mut_399_;
            double l_494_ = (l_493_ ? _e969 : _e968);
            l_mut_395_ = l_494_;
            uint _e971 = l_mut_400_;
            bool l_495_ = (_e971 == 1u);
            double _e974 = l_mut_396_;
            double _e975 = l_mut_399_;
            double l_496_ = (l_495_ ? _e975 : _e974);
            l_mut_396_ = l_496_;
            uint _e977 = l_mut_400_;
            bool l_497_ = (_e977 == 2u);
            double _e980 = l_mut_397_;
            double _e981 = l_mut_399_;
            double l_498_ = (l_497_ ? _e981 : _e980);
            l_mut_397_ = l_498_;
            uint _e983 = l_mut_400_;
            bool l_499_ = (_e983 == 3u);
            double _e986 = l_mut_398_;
            double _e987 = l_mut_399_;
            double l_500_ = (l_499_ ? _e987 : _e986);
            l_mut_398_ = l_500_;
            a_501_[0] = l_26_;
            double _e991 = l_mut_395_;
            a_501_[1] = _e991;
            a_501_[2] = l_28_;
            double _e994 = l_mut_396_;
            a_501_[3] = _e994;
            a_501_[4] = l_31_;
            double _e997 = l_mut_397_;
            a_501_[5] = _e997;
            a_501_[6] = l_34_;
            double _e1000 = l_mut_398_;
            a_501_[7] = _e1000;
            double l_502_ = a_501_[7];
            l_mut_399_ = l_502_;
            double l_503_ = a_501_[6];
            double _e1005 = l_mut_399_;
            double l_504_ = (l_503_ + _e1005);
            bool l_505_ = (l_1_ != 0.0L);
            double l_506_ = (l_505_ ? l_504_ : l_1_);
            double l_507_ = (l_506_ - l_503_);
            bool l_508_ = (l_1_ != 0.0L);
            double l_509_ = (l_508_ ? l_507_ : l_1_);
            double l_510_ = (l_506_ - l_509_);
            bool l_511_ = (l_1_ != 0.0L);
            double l_512_ = (l_511_ ? l_510_ : l_1_);
            double l_513_ = (l_503_ - l_512_);
            double _e1019 = l_mut_399_;
            double l_514_ = (_e1019 - l_509_);
            double l_515_ = (l_513_ + l_514_);
            a_501_[7] = l_515_;
            l_mut_399_ = l_506_;
            double l_516_ = a_501_[5];
            double _e1025 = l_mut_399_;
            double l_517_ = (l_516_ + _e1025);
            bool l_518_ = (l_1_ != 0.0L);
            double l_519_ = (l_518_ ? l_517_ : l_1_);
            double l_520_ = (l_519_ - l_516_);
            bool l_521_ = (l_1_ != 0.0L);
            double l_522_ = (l_521_ ? l_520_ : l_1_);
            double l_523_ = (l_519_ - l_522_);
            bool l_524_ = (l_1_ != 0.0L);
            double l_525_ = (l_524_ ? l_523_ : l_1_);
            double l_526_ = (l_516_ - l_525_);
            double _e1039 = l_mut_399_;
            double l_527_ = (_e1039 - l_522_);
            double l_528_ = (l_526_ + l_527_);
            a_501_[6] = l_528_;
            l_mut_399_ = l_519_;
            double l_529_ = a_501_[4];
            double _e1045 = l_mut_399_;
            double l_530_ = (l_529_ + _e1045);
            bool l_531_ = (l_1_ != 0.0L);
            double l_532_ = (l_531_ ? l_530_ : l_1_);
            double l_533_ = (l_532_ - l_529_);
            bool l_534_ = (l_1_ != 0.0L);
            double l_535_ = (l_534_ ? l_533_ : l_1_);
            double l_536_ = (l_532_ - l_535_);
            bool l_537_ = (l_1_ != 0.0L);
            double l_538_ = (l_537_ ? l_536_ : l_1_);
            double l_539_ = (l_529_ - l_538_);
            double _e1059 = l_mut_399_;
            double l_540_ = (_e1059 - l_535_);
            double l_541_ = (l_539_ + l_540_);
            a_501_[5] = l_541_;
            l_mut_399_ = l_532_;
            double l_542_ = a_501_[3];
            double _e1065 = l_mut_399_;
            double l_543_ = (l_542_ + _e1065);
            bool l_544_ = (l_1_ != 0.0L);
            double l_545_ = (l_544_ ? l_543_ : l_1_);
            double l_546_ = (l_545_ - l_542_);
            bool l_547_ = (l_1_ != 0.0L);
            double l_548_ = (l_547_ ? l_546_ : l_1_);
            double l_549_ = (l_545_ - l_548_);
            bool l_550_ = (l_1_ != 0.0L);
            double l_551_ = (l_550_ ? l_549_ : l_1_);
            double l_552_ = (l_542_ - l_551_);
            double _e1079 = l_mut_399_;
            double l_553_ = (_e1079 - l_548_);
            double l_554_ = (l_552_ + l_553_);
            a_501_[4] = l_554_;
            l_mut_399_ = l_545_;
            double l_555_ = a_501_[2];
            double _e1085 = l_mut_399_;
            double l_556_ = (l_555_ + _e1085);
            bool l_557_ = (l_1_ != 0.0L);
            double l_558_ = (l_557_ ? l_556_ : l_1_);
            double l_559_ = (l_558_ - l_555_);
            bool l_560_ = (l_1_ != 0.0L);
            double l_561_ = (l_560_ ? l_559_ : l_1_);
            double l_562_ = (l_558_ - l_561_);
            bool l_563_ = (l_1_ != 0.0L);
            double l_564_ = (l_563_ ? l_562_ : l_1_);
            double l_565_ = (l_555_ - l_564_);
            double _e1099 = l_mut_399_;
            double l_566_ = (_e1099 - l_561_);
            double l_567_ = (l_565_ + l_566_);
            a_501_[3] = l_567_;
            l_mut_399_ = l_558_;
            double l_568_ = a_501_[1];
            double _e1105 = l_mut_399_;
            double l_569_ = (l_568_ + _e1105);
            bool l_570_ = (l_1_ != 0.0L);
            double l_571_ = (l_570_ ? l_569_ : l_1_);
            double l_572_ = (l_571_ - l_568_);
            bool l_573_ = (l_1_ != 0.0L);
            double l_574_ = (l_573_ ? l_572_ : l_1_);
            double l_575_ = (l_571_ - l_574_);
            bool l_576_ = (l_1_ != 0.0L);
            double l_577_ = (l_576_ ? l_575_ : l_1_);
            double l_578_ = (l_568_ - l_577_);
            double _e1119 = l_mut_399_;
            double l_579_ = (_e1119 - l_574_);
            double l_580_ = (l_578_ + l_579_);
            a_501_[2] = l_580_;
            l_mut_399_ = l_571_;
            double l_581_ = a_501_[0];
            double _e1125 = l_mut_399_;
            double l_582_ = (l_581_ + _e1125);
            bool l_583_ = (l_1_ != 0.0L);
            double l_584_ = (l_583_ ? l_582_ : l_1_);
            double l_585_ = (l_584_ - l_581_);
            bool l_586_ = (l_1_ != 0.0L);
            double l_587_ = (l_586_ ? l_585_ : l_1_);
            double l_588_ = (l_584_ - l_587_);
            bool l_589_ = (l_1_ != 0.0L);
            double l_590_ = (l_589_ ? l_588_ : l_1_);
            double l_591_ = (l_581_ - l_590_);
            double _e1139 = l_mut_399_;
            double l_592_ = (_e1139 - l_587_);
            double l_593_ = (l_591_ + l_592_);
            a_501_[1] = l_593_;
            l_mut_399_ = l_584_;
            double _e1144 = l_mut_399_;
            a_501_[0] = _e1144;
            double l_594_ = a_501_[7];
            l_mut_399_ = l_594_;
            double l_595_ = a_501_[6];
            double _e1149 = l_mut_399_;
            double l_596_ = (l_595_ + _e1149);
            bool l_597_ = (l_1_ != 0.0L);
            double l_598_ = (l_597_ ? l_596_ : l_1_);
            double l_599_ = (l_598_ - l_595_);
            bool l_600_ = (l_1_ != 0.0L);
            double l_601_ = (l_600_ ? l_599_ : l_1_);
            double l_602_ = (l_598_ - l_601_);
            bool l_603_ = (l_1_ != 0.0L);
            double l_604_ = (l_603_ ? l_602_ : l_1_);
            double l_605_ = (l_595_ - l_604_);
            double _e1163 = l_mut_399_;
            double l_606_ = (_e1163 - l_601_);
            double l_607_ = (l_605_ + l_606_);
            a_501_[7] = l_607_;
            l_mut_399_ = l_598_;
            double l_608_ = a_501_[5];
            double _e1169 = l_mut_399_;
            double l_609_ = (l_608_ + _e1169);
            bool l_610_ = (l_1_ != 0.0L);
            double l_611_ = (l_610_ ? l_609_ : l_1_);
            double l_612_ = (l_611_ - l_608_);
            bool l_613_ = (l_1_ != 0.0L);
            double l_614_ = (l_613_ ? l_612_ : l_1_);
            double l_615_ = (l_611_ - l_614_);
            bool l_616_ = (l_1_ != 0.0L);
            double l_617_ = (l_616_ ? l_615_ : l_1_);
            double l_618_ = (l_608_ - l_617_);
            double _e1183 = l_mut_399_;
            double l_619_ = (_e1183 - l_614_);
            double l_620_ = (l_618_ + l_619_);
            a_501_[6] = l_620_;
            l_mut_399_ = l_611_;
            double l_621_ = a_501_[4];
            double _e1189 = l_mut_399_;
            double l_622_ = (l_621_ + _e1189);
            bool l_623_ = (l_1_ != 0.0L);
            double l_624_ = (l_623_ ? l_622_ : l_1_);
            double l_625_ = (l_624_ - l_621_);
            bool l_626_ = (l_1_ != 0.0L);
            double l_627_ = (l_626_ ? l_625_ : l_1_);
            double l_628_ = (l_624_ - l_627_);
            bool l_629_ = (l_1_ != 0.0L);
            double l_630_ = (l_629_ ? l_628_ : l_1_);
            double l_631_ = (l_621_ - l_630_);
            double _e1203 = l_mut_399_;
            double l_632_ = (_e1203 - l_627_);
            double l_633_ = (l_631_ + l_632_);
            a_501_[5] = l_633_;
            l_mut_399_ = l_624_;
            double l_634_ = a_501_[3];
            double _e1209 = l_mut_399_;
            double l_635_ = (l_634_ + _e1209);
            bool l_636_ = (l_1_ != 0.0L);
            double l_637_ = (l_636_ ? l_635_ : l_1_);
            double l_638_ = (l_637_ - l_634_);
            bool l_639_ = (l_1_ != 0.0L);
            double l_640_ = (l_639_ ? l_638_ : l_1_);
            double l_641_ = (l_637_ - l_640_);
            bool l_642_ = (l_1_ != 0.0L);
            double l_643_ = (l_642_ ? l_641_ : l_1_);
            double l_644_ = (l_634_ - l_643_);
            double _e1223 = l_mut_399_;
            double l_645_ = (_e1223 - l_640_);
            double l_646_ = (l_644_ + l_645_);
            a_501_[4] = l_646_;
            l_mut_399_ = l_637_;
            double l_647_ = a_501_[2];
            double _e1229 = l_mut_399_;
            double l_648_ = (l_647_ + _e1229);
            bool l_649_ = (l_1_ != 0.0L);
            double l_650_ = (l_649_ ? l_648_ : l_1_);
            double l_651_ = (l_650_ - l_647_);
            bool l_652_ = (l_1_ != 0.0L);
            double l_653_ = (l_652_ ? l_651_ : l_1_);
            double l_654_ = (l_650_ - l_653_);
            bool l_655_ = (l_1_ != 0.0L);
            double l_656_ = (l_655_ ? l_654_ : l_1_);
            double l_657_ = (l_647_ - l_656_);
            double _e1243 = l_mut_399_;
            double l_658_ = (_e1243 - l_653_);
            double l_659_ = (l_657_ + l_658_);
            a_501_[3] = l_659_;
            l_mut_399_ = l_650_;
            double l_660_ = a_501_[1];
            double _e1249 = l_mut_399_;
            double l_661_ = (l_660_ + _e1249);
            bool l_662_ = (l_1_ != 0.0L);
            double l_663_ = (l_662_ ? l_661_ : l_1_);
            double l_664_ = (l_663_ - l_660_);
            bool l_665_ = (l_1_ != 0.0L);
            double l_666_ = (l_665_ ? l_664_ : l_1_);
            double l_667_ = (l_663_ - l_666_);
            bool l_668_ = (l_1_ != 0.0L);
            double l_669_ = (l_668_ ? l_667_ : l_1_);
            double l_670_ = (l_660_ - l_669_);
            double _e1263 = l_mut_399_;
            double l_671_ = (_e1263 - l_666_);
            double l_672_ = (l_670_ + l_671_);
            a_501_[2] = l_672_;
            l_mut_399_ = l_663_;
            double l_673_ = a_501_[0];
            double _e1269 = l_mut_399_;
            double l_674_ = (l_673_ + _e1269);
            bool l_675_ = (l_1_ != 0.0L);
            double l_676_ = (l_675_ ? l_674_ : l_1_);
            double l_677_ = (l_676_ - l_673_);
            bool l_678_ = (l_1_ != 0.0L);
            double l_679_ = (l_678_ ? l_677_ : l_1_);
            double l_680_ = (l_676_ - l_679_);
            bool l_681_ = (l_1_ != 0.0L);
            double l_682_ = (l_681_ ? l_680_ : l_1_);
            double l_683_ = (l_673_ - l_682_);
            double _e1283 = l_mut_399_;
            double l_684_ = (_e1283 - l_679_);
            double l_685_ = (l_683_ + l_684_);
            a_501_[1] = l_685_;
            l_mut_399_ = l_676_;
            double _e1288 = l_mut_399_;
            a_501_[0] = _e1288;
            l_mut_399_ = 0.0L;
            l_mut_686_ = 0.0L;
            l_mut_687_ = 0.0L;
            l_mut_688_ = 0.0L;
            double l_689_ = a_501_[0];
            l_mut_690_ = l_689_;
            l_mut_400_ = 0u;
            double l_691_ = a_501_[1];
            double _e1298 = l_mut_690_;
            double l_692_ = (_e1298 + l_691_);
            bool l_693_ = (l_1_ != 0.0L);
            double l_694_ = (l_693_ ? l_692_ : l_1_);
            double _e1303 = l_mut_690_;
            double l_695_ = (l_694_ - _e1303);
            bool l_696_ = (l_1_ != 0.0L);
            double l_697_ = (l_696_ ? l_695_ : l_1_);
            double l_698_ = (l_694_ - l_697_);
            bool l_699_ = (l_1_ != 0.0L);
            double l_700_ = (l_699_ ? l_698_ : l_1_);
            double _e1312 = l_mut_690_;
            double l_701_ = (_e1312 - l_700_);
            double l_702_ = (l_691_ - l_697_);
            double l_703_ = (l_701_ + l_702_);
            uint _e1316 = l_mut_400_;
            bool l_704_ = (_e1316 < 3u);
            bool l_705_ = (l_703_ != 0.0L);
            if (l_704_) {
                local_17 = l_705_;
            } else {
                local_17 = false;
            }
            bool l_706_ = local_17;
            uint _e1325 = l_mut_400_;
            bool l_707_ = (_e1325 == 0u);
            if (l_706_) {
                local_18 = l_707_;
            } else {
                local_18 = false;
            }
            bool l_708_ = local_18;
            double _e1332 = l_mut_399_;
            double l_709_ = (l_708_ ? l_694_ : _e1332);
            l_mut_399_ = l_709_;
            uint _e1334 = l_mut_400_;
            bool l_710_ = (_e1334 == 1u);
            if (l_706_) {
                local_19 = l_710_;
            } else {
                local_19 = false;
            }
            bool l_711_ = local_19;
            double _e1341 = l_mut_686_;
            double l_712_ = (l_711_ ? l_694_ : _e1341);
            l_mut_686_ = l_712_;
            uint _e1343 = l_mut_400_;
            bool l_713_ = (_e1343 == 2u);
            if (l_706_) {
                local_20 = l_713_;
            } else {
                local_20 = false;
            }
            bool l_714_ = local_20;
            double _e1350 = l_mut_687_;
            double l_715_ = (l_714_ ? l_694_ : _e1350);
            l_mut_687_ = l_715_;
            double l_716_ = (l_706_ ? l_703_ : l_694_);
            double _e1353 = l_mut_690_;
            double l_717_ = (_e1353 + l_691_);
            double l_718_ = (l_704_ ? l_716_ : l_717_);
            l_mut_690_ = l_718_;
            uint l_719_ = uint(l_706_);
            uint _e1357 = l_mut_400_;
            l_mut_400_ = (_e1357 + l_719_);
            double l_720_ = a_501_[2];
            double _e1361 = l_mut_690_;
            double l_721_ = (_e1361 + l_720_);
            bool l_722_ = (l_1_ != 0.0L);
            double l_723_ = (l_722_ ? l_721_ : l_1_);
            double _e1366 = l_mut_690_;
            double l_724_ = (l_723_ - _e1366);
            bool l_725_ = (l_1_ != 0.0L);
            double l_726_ = (l_725_ ? l_724_ : l_1_);
            double l_727_ = (l_723_ - l_726_);
            bool l_728_ = (l_1_ != 0.0L);
            double l_729_ = (l_728_ ? l_727_ : l_1_);
            double _e1375 = l_mut_690_;
            double l_730_ = (_e1375 - l_729_);
            double l_731_ = (l_720_ - l_726_);
            double l_732_ = (l_730_ + l_731_);
            uint _e1379 = l_mut_400_;
            bool l_733_ = (_e1379 < 3u);
            bool l_734_ = (l_732_ != 0.0L);
            if (l_733_) {
                local_21 = l_734_;
            } else {
                local_21 = false;
            }
            bool l_735_ = local_21;
            uint _e1388 = l_mut_400_;
            bool l_736_ = (_e1388 == 0u);
            if (l_735_) {
                local_22 = l_736_;
            } else {
                local_22 = false;
            }
            bool l_737_ = local_22;
            double _e1395 = l_mut_399_;
            double l_738_ = (l_737_ ? l_723_ : _e1395);
            l_mut_399_ = l_738_;
            uint _e1397 = l_mut_400_;
            bool l_739_ = (_e1397 == 1u);
            if (l_735_) {
                local_23 = l_739_;
            } else {
                local_23 = false;
            }
            bool l_740_ = local_23;
            double _e1404 = l_mut_686_;
            double l_741_ = (l_740_ ? l_723_ : _e1404);
            l_mut_686_ = l_741_;
            uint _e1406 = l_mut_400_;
            bool l_742_ = (_e1406 == 2u);
            if (l_735_) {
                local_24 = l_742_;
            } else {
                local_24 = false;
            }
            bool l_743_ = local_24;
            double _e1413 = l_mut_687_;
            double l_744_ = (l_743_ ? l_723_ : _e1413);
            l_mut_687_ = l_744_;
            double l_745_ = (l_735_ ? l_732_ : l_723_);
            double _e1416 = l_mut_690_;
            double l_746_ = (_e1416 + l_720_);
            double l_747_ = (l_733_ ? l_745_ : l_746_);
            l_mut_690_ = l_747_;
            uint l_748_ = uint(l_735_);
            uint _e1420 = l_mut_400_;
            l_mut_400_ = (_e1420 + l_748_);
            double l_749_ = a_501_[3];
            double _e1424 = l_mut_690_;
            double l_750_ = (_e1424 + l_749_);
            bool l_751_ = (l_1_ != 0.0L);
            double l_752_ = (l_751_ ? l_750_ : l_1_);
            double _e1429 = l_mut_690_;
            double l_753_ = (l_752_ - _e1429);
            bool l_754_ = (l_1_ != 0.0L);
            double l_755_ = (l_754_ ? l_753_ : l_1_);
            double l_756_ = (l_752_ - l_755_);
            bool l_757_ = (l_1_ != 0.0L);
            double l_758_ = (l_757_ ? l_756_ : l_1_);
            double _e1438 = l_mut_690_;
            double l_759_ = (_e1438 - l_758_);
            double l_760_ = (l_749_ - l_755_);
            double l_761_ = (l_759_ + l_760_);
            uint _e1442 = l_mut_400_;
            bool l_762_ = (_e1442 < 3u);
            bool l_763_ = (l_761_ != 0.0L);
            if (l_762_) {
                local_25 = l_763_;
            } else {
                local_25 = false;
            }
            bool l_764_ = local_25;
            uint _e1451 = l_mut_400_;
            bool l_765_ = (_e1451 == 0u);
            if (l_764_) {
                local_26 = l_765_;
            } else {
                local_26 = false;
            }
            bool l_766_ = local_26;
            double _e1458 = l_mut_399_;
            double l_767_ = (l_766_ ? l_752_ : _e1458);
            l_mut_399_ = l_767_;
            uint _e1460 = l_mut_400_;
            bool l_768_ = (_e1460 == 1u);
            if (l_764_) {
                local_27 = l_768_;
            } else {
                local_27 = false;
            }
            bool l_769_ = local_27;
            double _e1467 = l_mut_686_;
            double l_770_ = (l_769_ ? l_752_ : _e1467);
            l_mut_686_ = l_770_;
            uint _e1469 = l_mut_400_;
            bool l_771_ = (_e1469 == 2u);
            if (l_764_) {
                local_28 = l_771_;
            } else {
                local_28 = false;
            }
            bool l_772_ = local_28;
            double _e1476 = l_mut_687_;
            double l_773_ = (l_772_ ? l_752_ : _e1476);
            l_mut_687_ = l_773_;
            double l_774_ = (l_764_ ? l_761_ : l_752_);
            double _e1479 = l_mut_690_;
            double l_775_ = (_e1479 + l_749_);
            double l_776_ = (l_762_ ? l_774_ : l_775_);
            l_mut_690_ = l_776_;
            uint l_777_ = uint(l_764_);
            uint _e1483 = l_mut_400_;
            l_mut_400_ = (_e1483 + l_777_);
            double l_778_ = a_501_[4];
            double _e1487 = l_mut_690_;
            double l_779_ = (_e1487 + l_778_);
            bool l_780_ = (l_1_ != 0.0L);
            double l_781_ = (l_780_ ? l_779_ : l_1_);
            double _e1492 = l_mut_690_;
            double l_782_ = (l_781_ - _e1492);
            bool l_783_ = (l_1_ != 0.0L);
            double l_784_ = (l_783_ ? l_782_ : l_1_);
            double l_785_ = (l_781_ - l_784_);
            bool l_786_ = (l_1_ != 0.0L);
            double l_787_ = (l_786_ ? l_785_ : l_1_);
            double _e1501 = l_mut_690_;
            double l_788_ = (_e1501 - l_787_);
            double l_789_ = (l_778_ - l_784_);
            double l_790_ = (l_788_ + l_789_);
            uint _e1505 = l_mut_400_;
            bool l_791_ = (_e1505 < 3u);
            bool l_792_ = (l_790_ != 0.0L);
            if (l_791_) {
                local_29 = l_792_;
            } else {
                local_29 = false;
            }
            bool l_793_ = local_29;
            uint _e1514 = l_mut_400_;
            bool l_794_ = (_e1514 == 0u);
            if (l_793_) {
                local_30 = l_794_;
            } else {
                local_30 = false;
            }
            bool l_795_ = local_30;
            double _e1521 = l_mut_399_;
            double l_796_ = (l_795_ ? l_781_ : _e1521);
            l_mut_399_ = l_796_;
            uint _e1523 = l_mut_400_;
            bool l_797_ = (_e1523 == 1u);
            if (l_793_) {
                local_31 = l_797_;
            } else {
                local_31 = false;
            }
            bool l_798_ = local_31;
            double _e1530 = l_mut_686_;
            double l_799_ = (l_798_ ? l_781_ : _e1530);
            l_mut_686_ = l_799_;
            uint _e1532 = l_mut_400_;
            bool l_800_ = (_e1532 == 2u);
            if (l_793_) {
                local_32 = l_800_;
            } else {
                local_32 = false;
            }
            bool l_801_ = local_32;
            double _e1539 = l_mut_687_;
            double l_802_ = (l_801_ ? l_781_ : _e1539);
            l_mut_687_ = l_802_;
            double l_803_ = (l_793_ ? l_790_ : l_781_);
            double _e1542 = l_mut_690_;
            double l_804_ = (_e1542 + l_778_);
            double l_805_ = (l_791_ ? l_803_ : l_804_);
            l_mut_690_ = l_805_;
            uint l_806_ = uint(l_793_);
            uint _e1546 = l_mut_400_;
            l_mut_400_ = (_e1546 + l_806_);
            double l_807_ = a_501_[5];
            double _e1550 = l_mut_690_;
            double l_808_ = (_e1550 + l_807_);
            bool l_809_ = (l_1_ != 0.0L);
            double l_810_ = (l_809_ ? l_808_ : l_1_);
            double _e1555 = l_mut_690_;
            double l_811_ = (l_810_ - _e1555);
            bool l_812_ = (l_1_ != 0.0L);
            double l_813_ = (l_812_ ? l_811_ : l_1_);
            double l_814_ = (l_810_ - l_813_);
            bool l_815_ = (l_1_ != 0.0L);
            double l_816_ = (l_815_ ? l_814_ : l_1_);
            double _e1564 = l_mut_690_;
            double l_817_ = (_e1564 - l_816_);
            double l_818_ = (l_807_ - l_813_);
            double l_819_ = (l_817_ + l_818_);
            uint _e1568 = l_mut_400_;
            bool l_820_ = (_e1568 < 3u);
            bool l_821_ = (l_819_ != 0.0L);
            if (l_820_) {
                local_33 = l_821_;
            } else {
                local_33 = false;
            }
            bool l_822_ = local_33;
            uint _e1577 = l_mut_400_;
            bool l_823_ = (_e1577 == 0u);
            if (l_822_) {
                local_34 = l_823_;
            } else {
                local_34 = false;
            }
            bool l_824_ = local_34;
            double _e1584 = l_mut_399_;
            double l_825_ = (l_824_ ? l_810_ : _e1584);
            l_mut_399_ = l_825_;
            uint _e1586 = l_mut_400_;
            bool l_826_ = (_e1586 == 1u);
            if (l_822_) {
                local_35 = l_826_;
            } else {
                local_35 = false;
            }
            bool l_827_ = local_35;
            double _e1593 = l_mut_686_;
            double l_828_ = (l_827_ ? l_810_ : _e1593);
            l_mut_686_ = l_828_;
            uint _e1595 = l_mut_400_;
            bool l_829_ = (_e1595 == 2u);
            if (l_822_) {
                local_36 = l_829_;
            } else {
                local_36 = false;
            }
            bool l_830_ = local_36;
            double _e1602 = l_mut_687_;
            double l_831_ = (l_830_ ? l_810_ : _e1602);
            l_mut_687_ = l_831_;
            double l_832_ = (l_822_ ? l_819_ : l_810_);
            double _e1605 = l_mut_690_;
            double l_833_ = (_e1605 + l_807_);
            double l_834_ = (l_820_ ? l_832_ : l_833_);
            l_mut_690_ = l_834_;
            uint l_835_ = uint(l_822_);
            uint _e1609 = l_mut_400_;
            l_mut_400_ = (_e1609 + l_835_);
            double l_836_ = a_501_[6];
            double _e1613 = l_mut_690_;
            double l_837_ = (_e1613 + l_836_);
            bool l_838_ = (l_1_ != 0.0L);
            double l_839_ = (l_838_ ? l_837_ : l_1_);
            double _e1618 = l_mut_690_;
            double l_840_ = (l_839_ - _e1618);
            bool l_841_ = (l_1_ != 0.0L);
            double l_842_ = (l_841_ ? l_840_ : l_1_);
            double l_843_ = (l_839_ - l_842_);
            bool l_844_ = (l_1_ != 0.0L);
            double l_845_ = (l_844_ ? l_843_ : l_1_);
            double _e1627 = l_mut_690_;
            double l_846_ = (_e1627 - l_845_);
            double l_847_ = (l_836_ - l_842_);
            double l_848_ = (l_846_ + l_847_);
            uint _e1631 = l_mut_400_;
            bool l_849_ = (_e1631 < 3u);
            bool l_850_ = (l_848_ != 0.0L);
            if (l_849_) {
                local_37 = l_850_;
            } else {
                local_37 = false;
            }
            bool l_851_ = local_37;
            uint _e1640 = l_mut_400_;
            bool l_852_ = (_e1640 == 0u);
            if (l_851_) {
                local_38 = l_852_;
            } else {
                local_38 = false;
            }
            bool l_853_ = local_38;
            double _e1647 = l_mut_399_;
            double l_854_ = (l_853_ ? l_839_ : _e1647);
            l_mut_399_ = l_854_;
            uint _e1649 = l_mut_400_;
            bool l_855_ = (_e1649 == 1u);
            if (l_851_) {
                local_39 = l_855_;
            } else {
                local_39 = false;
            }
            bool l_856_ = local_39;
            double _e1656 = l_mut_686_;
            double l_857_ = (l_856_ ? l_839_ : _e1656);
            l_mut_686_ = l_857_;
            uint _e1658 = l_mut_400_;
            bool l_858_ = (_e1658 == 2u);
            if (l_851_) {
                local_40 = l_858_;
            } else {
                local_40 = false;
            }
            bool l_859_ = local_40;
            double _e1665 = l_mut_687_;
            double l_860_ = (l_859_ ? l_839_ : _e1665);
            l_mut_687_ = l_860_;
            double l_861_ = (l_851_ ? l_848_ : l_839_);
            double _e1668 = l_mut_690_;
            double l_862_ = (_e1668 + l_836_);
            double l_863_ = (l_849_ ? l_861_ : l_862_);
            l_mut_690_ = l_863_;
            uint l_864_ = uint(l_851_);
            uint _e1672 = l_mut_400_;
            l_mut_400_ = (_e1672 + l_864_);
            double l_865_ = a_501_[7];
            double _e1676 = l_mut_690_;
            double l_866_ = (_e1676 + l_865_);
            bool l_867_ = (l_1_ != 0.0L);
            double l_868_ = (l_867_ ? l_866_ : l_1_);
            double _e1681 = l_mut_690_;
            double l_869_ = (l_868_ - _e1681);
            bool l_870_ = (l_1_ != 0.0L);
            double l_871_ = (l_870_ ? l_869_ : l_1_);
            double l_872_ = (l_868_ - l_871_);
            bool l_873_ = (l_1_ != 0.0L);
            double l_874_ = (l_873_ ? l_872_ : l_1_);
            double _e1690 = l_mut_690_;
            double l_875_ = (_e1690 - l_874_);
            double l_876_ = (l_865_ - l_871_);
            double l_877_ = (l_875_ + l_876_);
            uint _e1694 = l_mut_400_;
            bool l_878_ = (_e1694 < 3u);
            bool l_879_ = (l_877_ != 0.0L);
            if (l_878_) {
                local_41 = l_879_;
            } else {
                local_41 = false;
            }
            bool l_880_ = local_41;
            uint _e1703 = l_mut_400_;
            bool l_881_ = (_e1703 == 0u);
            if (l_880_) {
                local_42 = l_881_;
            } else {
                local_42 = false;
            }
            bool l_882_ = local_42;
            double _e1710 = l_mut_399_;
            double l_883_ = (l_882_ ? l_868_ : _e1710);
            l_mut_399_ = l_883_;
            uint _e1712 = l_mut_400_;
            bool l_884_ = (_e1712 == 1u);
            if (l_880_) {
                local_43 = l_884_;
            } else {
                local_43 = false;
            }
            bool l_885_ = local_43;
            double _e1719 = l_mut_686_;
            double l_886_ = (l_885_ ? l_868_ : _e1719);
            l_mut_686_ = l_886_;
            uint _e1721 = l_mut_400_;
            bool l_887_ = (_e1721 == 2u);
            if (l_880_) {
                local_44 = l_887_;
            } else {
                local_44 = false;
            }
            bool l_888_ = local_44;
            double _e1728 = l_mut_687_;
            double l_889_ = (l_888_ ? l_868_ : _e1728);
            l_mut_687_ = l_889_;
            double l_890_ = (l_880_ ? l_877_ : l_868_);
            double _e1731 = l_mut_690_;
            double l_891_ = (_e1731 + l_865_);
            double l_892_ = (l_878_ ? l_890_ : l_891_);
            l_mut_690_ = l_892_;
            uint l_893_ = uint(l_880_);
            uint _e1735 = l_mut_400_;
            l_mut_400_ = (_e1735 + l_893_);
            uint _e1737 = l_mut_400_;
            bool l_894_ = (_e1737 == 0u);
            double _e1740 = l_mut_399_;
            double _e1741 = l_mut_690_;
            double l_895_ = (l_894_ ? _e1741 : _e1740);
            l_mut_399_ = l_895_;
            uint _e1743 = l_mut_400_;
            bool l_896_ = (_e1743 == 1u);
            double _e1746 = l_mut_686_;
            double _e1747 = l_mut_690_;
            double l_897_ = (l_896_ ? _e1747 : _e1746);
            l_mut_686_ = l_897_;
            uint _e1749 = l_mut_400_;
            bool l_898_ = (_e1749 == 2u);
            double _e1752 = l_mut_687_;
            double _e1753 = l_mut_690_;
            double l_899_ = (l_898_ ? _e1753 : _e1752);
            l_mut_687_ = l_899_;
            uint _e1755 = l_mut_400_;
            bool l_900_ = (_e1755 == 3u);
            double _e1758 = l_mut_688_;
            double _e1759 = l_mut_690_;
            double l_901_ = (l_900_ ? _e1759 : _e1758);
            l_mut_688_ = l_901_;
            uint l_1005_ = asuint(info.Load(0+16));
            uint l_1006_ = (l_1005_ * 1u);
            bool l_1007_ = (id < l_1006_);
            if (l_1007_) {
                double _e1770 = l_mut_399_;
                buffer_0_global.Store(id*8, _e1770);
            }
            uint l_902_ = (l_10_ + id);
            uint l_1008_ = asuint(info.Load(0+16));
            uint l_1009_ = (l_1008_ * 1u);
            bool l_1010_ = (l_902_ < l_1009_);
            if (l_1010_) {
                double _e1781 = l_mut_686_;
                buffer_0_global.Store(l_902_*8, _e1781);
            }
            uint l_903_ = (2u * l_10_);
            uint l_904_ = (l_903_ + id);
            uint l_1011_ = asuint(info.Load(0+16));
            uint l_1012_ = (l_1011_ * 1u);
            bool l_1013_ = (l_904_ < l_1012_);
            if (l_1013_) {
                double _e1794 = l_mut_687_;
                buffer_0_global.Store(l_904_*8, _e1794);
            }
            uint l_905_ = (3u * l_10_);
            uint l_906_ = (l_905_ + id);
            uint l_1014_ = asuint(info.Load(0+16));
            uint l_1015_ = (l_1014_ * 1u);
            bool l_1016_ = (l_906_ < l_1015_);
            if (l_1016_) {
                double _e1807 = l_mut_688_;
                buffer_0_global.Store(l_906_*8, _e1807);
                return;
            } else {
                return;
            }
        } else {
            return;
        }
    } else {
        return;
    }
}
