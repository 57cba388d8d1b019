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
        uint l_163_ = asuint(info.Load(8+0));
        uint l_164_ = (l_163_ * 1u);
        bool l_165_ = (0u < l_164_);
        uint l_166_ = (l_164_ - 1u);
        uint l_167_ = min(0u, l_166_);
        float l_168_ = asfloat(buffer_2_global.Load(l_167_*4));
        float l_3_ = (l_165_ ? l_168_ : 0.0);
        uint l_170_ = asuint(info.Load(8+0));
        uint l_171_ = (l_170_ * 1u);
        bool l_172_ = (1u < l_171_);
        uint l_173_ = (l_171_ - 1u);
        uint l_174_ = min(1u, l_173_);
        float l_175_ = asfloat(buffer_2_global.Load(l_174_*4));
        float l_4_ = (l_172_ ? l_175_ : 0.0);
        uint l_177_ = asuint(info.Load(4+0));
        uint l_178_ = (l_177_ * 1u);
        bool l_179_ = (id < l_178_);
        uint l_180_ = (l_178_ - 1u);
        uint l_181_ = min(id, l_180_);
        float l_182_ = asfloat(buffer_1_global.Load(l_181_*4));
        float l_5_ = (l_179_ ? l_182_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_184_ = asuint(info.Load(4+0));
        uint l_185_ = (l_184_ * 1u);
        bool l_186_ = (l_6_ < l_185_);
        uint l_187_ = (l_185_ - 1u);
        uint l_188_ = min(l_6_, l_187_);
        float l_189_ = asfloat(buffer_1_global.Load(l_188_*4));
        float l_7_ = (l_186_ ? l_189_ : 0.0);
        uint l_191_ = asuint(info.Load(0+0));
        uint l_192_ = (l_191_ * 1u);
        bool l_193_ = (id < l_192_);
        uint l_194_ = (l_192_ - 1u);
        uint l_195_ = min(id, l_194_);
        float l_196_ = asfloat(buffer_0_global.Load(l_195_*4));
        float l_8_ = (l_193_ ? l_196_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_198_ = asuint(info.Load(0+0));
        uint l_199_ = (l_198_ * 1u);
        bool l_200_ = (l_9_ < l_199_);
        uint l_201_ = (l_199_ - 1u);
        uint l_202_ = min(l_9_, l_201_);
        float l_203_ = asfloat(buffer_0_global.Load(l_202_*4));
        float l_10_ = (l_200_ ? l_203_ : 0.0);
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
                uint _e290 = l_mut_23_;
                l_mut_23_ = (_e290 + 1u);
            }
            loop_init = false;
            uint _e142 = l_mut_23_;
            if ((_e142 < 256u)) {
            } else {
                break;
            }
            {
                float _e145 = l_mut_11_;
                float l_24_ = sqrt(_e145);
                float l_25_ = (l_24_ * l_24_);
                float l_26_ = (l_25_ * l_4_);
                float l_27_ = (l_3_ * l_24_);
                float l_28_ = (l_27_ * l_4_);
                float l_29_ = (l_28_ - l_24_);
                float l_30_ = (l_29_ * l_4_);
                float l_31_ = (l_28_ - l_30_);
                float l_32_ = (l_24_ - l_31_);
                float l_33_ = (l_3_ * l_24_);
                float l_34_ = (l_33_ * l_4_);
                float l_35_ = (l_34_ - l_24_);
                float l_36_ = (l_35_ * l_4_);
                float l_37_ = (l_34_ - l_36_);
                float l_38_ = (l_24_ - l_37_);
                float l_39_ = (l_31_ * l_37_);
                float l_40_ = (l_39_ - l_26_);
                float l_41_ = (l_31_ * l_38_);
                float l_42_ = (l_40_ + l_41_);
                float l_43_ = (l_32_ * l_37_);
                float l_44_ = (l_42_ + l_43_);
                float l_45_ = (l_32_ * l_38_);
                float l_46_ = (l_44_ + l_45_);
                float _e169 = l_mut_11_;
                float l_47_ = (_e169 - l_26_);
                float l_48_ = (l_47_ - l_46_);
                float _e172 = l_mut_12_;
                float l_49_ = (_e172 + l_48_);
                float l_50_ = (l_24_ + l_24_);
                float l_51_ = (l_49_ / l_50_);
                float l_52_ = (l_24_ + l_51_);
                float l_53_ = (l_52_ * l_4_);
                float l_54_ = (l_53_ - l_24_);
                float l_55_ = (l_54_ * l_4_);
                float l_56_ = (l_51_ - l_55_);
                float _e181 = l_mut_14_;
                float l_57_ = sqrt(_e181);
                float l_58_ = (l_57_ * l_57_);
                float l_59_ = (l_58_ * l_4_);
                float l_60_ = (l_3_ * l_57_);
                float l_61_ = (l_60_ * l_4_);
                float l_62_ = (l_61_ - l_57_);
                float l_63_ = (l_62_ * l_4_);
                float l_64_ = (l_61_ - l_63_);
                float l_65_ = (l_57_ - l_64_);
                float l_66_ = (l_3_ * l_57_);
                float l_67_ = (l_66_ * l_4_);
                float l_68_ = (l_67_ - l_57_);
                float l_69_ = (l_68_ * l_4_);
                float l_70_ = (l_67_ - l_69_);
                float l_71_ = (l_57_ - l_70_);
                float l_72_ = (l_64_ * l_70_);
                float l_73_ = (l_72_ - l_59_);
                float l_74_ = (l_64_ * l_71_);
                float l_75_ = (l_73_ + l_74_);
                float l_76_ = (l_65_ * l_70_);
                float l_77_ = (l_75_ + l_76_);
                float l_78_ = (l_65_ * l_71_);
                float l_79_ = (l_77_ + l_78_);
                float _e205 = l_mut_14_;
                float l_80_ = (_e205 - l_59_);
                float l_81_ = (l_80_ - l_79_);
                float _e208 = l_mut_16_;
                float l_82_ = (_e208 + l_81_);
                float l_83_ = (l_57_ + l_57_);
                float l_84_ = (l_82_ / l_83_);
                float l_85_ = (l_57_ + l_84_);
                float l_86_ = (l_85_ * l_4_);
                float l_87_ = (l_86_ - l_57_);
                float l_88_ = (l_87_ * l_4_);
                float l_89_ = (l_84_ - l_88_);
                float _e217 = l_mut_18_;
                float l_90_ = sqrt(_e217);
                float l_91_ = (l_90_ * l_90_);
                float l_92_ = (l_91_ * l_4_);
                float l_93_ = (l_3_ * l_90_);
                float l_94_ = (l_93_ * l_4_);
                float l_95_ = (l_94_ - l_90_);
                float l_96_ = (l_95_ * l_4_);
                float l_97_ = (l_94_ - l_96_);
                float l_98_ = (l_90_ - l_97_);
                float l_99_ = (l_3_ * l_90_);
                float l_100_ = (l_99_ * l_4_);
                float l_101_ = (l_100_ - l_90_);
                float l_102_ = (l_101_ * l_4_);
                float l_103_ = (l_100_ - l_102_);
                float l_104_ = (l_90_ - l_103_);
                float l_105_ = (l_97_ * l_103_);
                float l_106_ = (l_105_ - l_92_);
                float l_107_ = (l_97_ * l_104_);
                float l_108_ = (l_106_ + l_107_);
                float l_109_ = (l_98_ * l_103_);
                float l_110_ = (l_108_ + l_109_);
                float l_111_ = (l_98_ * l_104_);
                float l_112_ = (l_110_ + l_111_);
                float _e241 = l_mut_18_;
                float l_113_ = (_e241 - l_92_);
                float l_114_ = (l_113_ - l_112_);
                float _e244 = l_mut_19_;
                float l_115_ = (_e244 + l_114_);
                float l_116_ = (l_90_ + l_90_);
                float l_117_ = (l_115_ / l_116_);
                float l_118_ = (l_90_ + l_117_);
                float l_119_ = (l_118_ * l_4_);
                float l_120_ = (l_119_ - l_90_);
                float l_121_ = (l_120_ * l_4_);
                float l_122_ = (l_117_ - l_121_);
                float _e253 = l_mut_21_;
                float l_123_ = sqrt(_e253);
                float l_124_ = (l_123_ * l_123_);
                float l_125_ = (l_124_ * l_4_);
                float l_126_ = (l_3_ * l_123_);
                float l_127_ = (l_126_ * l_4_);
                float l_128_ = (l_127_ - l_123_);
                float l_129_ = (l_128_ * l_4_);
                float l_130_ = (l_127_ - l_129_);
                float l_131_ = (l_123_ - l_130_);
                float l_132_ = (l_3_ * l_123_);
                float l_133_ = (l_132_ * l_4_);
                float l_134_ = (l_133_ - l_123_);
                float l_135_ = (l_134_ * l_4_);
                float l_136_ = (l_133_ - l_135_);
                float l_137_ = (l_123_ - l_136_);
                float l_138_ = (l_130_ * l_136_);
                float l_139_ = (l_138_ - l_125_);
                float l_140_ = (l_130_ * l_137_);
                float l_141_ = (l_139_ + l_140_);
                float l_142_ = (l_131_ * l_136_);
                float l_143_ = (l_141_ + l_142_);
                float l_144_ = (l_131_ * l_137_);
                float l_145_ = (l_143_ + l_144_);
                float _e277 = l_mut_21_;
                float l_146_ = (_e277 - l_125_);
                float l_147_ = (l_146_ - l_145_);
                float _e280 = l_mut_22_;
                float l_148_ = (_e280 + l_147_);
                float l_149_ = (l_123_ + l_123_);
                float l_150_ = (l_148_ / l_149_);
                float l_151_ = (l_123_ + l_150_);
                float l_152_ = (l_151_ * l_4_);
                float l_153_ = (l_152_ - l_123_);
                float l_154_ = (l_153_ * l_4_);
                float l_155_ = (l_150_ - l_154_);
                l_mut_11_ = l_53_;
                l_mut_12_ = l_56_;
                l_mut_14_ = l_86_;
                l_mut_16_ = l_89_;
                l_mut_18_ = l_119_;
                l_mut_19_ = l_122_;
                l_mut_21_ = l_152_;
                l_mut_22_ = l_155_;
            }
        }
        float _e292 = l_mut_11_;
        float _e293 = l_mut_14_;
        float l_156_ = (_e292 + _e293);
        float _e295 = l_mut_18_;
        float _e296 = l_mut_21_;
        float l_157_ = (_e295 + _e296);
        float l_158_ = (l_156_ + l_157_);
        uint l_205_ = asuint(info.Load(12+0));
        uint l_206_ = (l_205_ * 1u);
        bool l_207_ = (id < l_206_);
        if (l_207_) {
            buffer_3_global.Store(id*4, asuint(l_158_));
        }
        uint l_159_ = (l_1_ + id);
        float _e309 = l_mut_12_;
        float _e310 = l_mut_16_;
        float l_160_ = (_e309 + _e310);
        float _e312 = l_mut_19_;
        float _e313 = l_mut_22_;
        float l_161_ = (_e312 + _e313);
        float l_162_ = (l_160_ + l_161_);
        uint l_208_ = asuint(info.Load(12+0));
        uint l_209_ = (l_208_ * 1u);
        bool l_210_ = (l_159_ < l_209_);
        if (l_210_) {
            buffer_3_global.Store(l_159_*4, asuint(l_162_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
