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
        uint l_151_ = asuint(info.Load(8+0));
        uint l_152_ = (l_151_ * 1u);
        bool l_153_ = (0u < l_152_);
        uint l_154_ = (l_152_ - 1u);
        uint l_155_ = min(0u, l_154_);
        float l_156_ = asfloat(buffer_2_global.Load(l_155_*4));
        float l_3_ = (l_153_ ? l_156_ : 0.0);
        uint l_158_ = asuint(info.Load(8+0));
        uint l_159_ = (l_158_ * 1u);
        bool l_160_ = (1u < l_159_);
        uint l_161_ = (l_159_ - 1u);
        uint l_162_ = min(1u, l_161_);
        float l_163_ = asfloat(buffer_2_global.Load(l_162_*4));
        float l_4_ = (l_160_ ? l_163_ : 0.0);
        uint l_165_ = asuint(info.Load(4+0));
        uint l_166_ = (l_165_ * 1u);
        bool l_167_ = (id < l_166_);
        uint l_168_ = (l_166_ - 1u);
        uint l_169_ = min(id, l_168_);
        float l_170_ = asfloat(buffer_1_global.Load(l_169_*4));
        float l_5_ = (l_167_ ? l_170_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_172_ = asuint(info.Load(4+0));
        uint l_173_ = (l_172_ * 1u);
        bool l_174_ = (l_6_ < l_173_);
        uint l_175_ = (l_173_ - 1u);
        uint l_176_ = min(l_6_, l_175_);
        float l_177_ = asfloat(buffer_1_global.Load(l_176_*4));
        float l_7_ = (l_174_ ? l_177_ : 0.0);
        uint l_179_ = asuint(info.Load(0+0));
        uint l_180_ = (l_179_ * 1u);
        bool l_181_ = (id < l_180_);
        uint l_182_ = (l_180_ - 1u);
        uint l_183_ = min(id, l_182_);
        float l_184_ = asfloat(buffer_0_global.Load(l_183_*4));
        float l_8_ = (l_181_ ? l_184_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_186_ = asuint(info.Load(0+0));
        uint l_187_ = (l_186_ * 1u);
        bool l_188_ = (l_9_ < l_187_);
        uint l_189_ = (l_187_ - 1u);
        uint l_190_ = min(l_9_, l_189_);
        float l_191_ = asfloat(buffer_0_global.Load(l_190_*4));
        float l_10_ = (l_188_ ? l_191_ : 0.0);
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
                float l_24_ = (_e145 + l_5_);
                float l_25_ = (l_24_ * l_4_);
                float _e148 = l_mut_11_;
                float l_26_ = (l_25_ - _e148);
                float l_27_ = (l_26_ * l_4_);
                float l_28_ = (l_25_ - l_27_);
                float l_29_ = (l_28_ * l_4_);
                float _e153 = l_mut_11_;
                float l_30_ = (_e153 - l_29_);
                float l_31_ = (l_5_ - l_27_);
                float l_32_ = (l_30_ + l_31_);
                float _e157 = l_mut_12_;
                float l_33_ = (_e157 + l_7_);
                float l_34_ = (l_33_ * l_4_);
                float _e160 = l_mut_12_;
                float l_35_ = (l_34_ - _e160);
                float l_36_ = (l_35_ * l_4_);
                float l_37_ = (l_34_ - l_36_);
                float l_38_ = (l_37_ * l_4_);
                float _e165 = l_mut_12_;
                float l_39_ = (_e165 - l_38_);
                float l_40_ = (l_7_ - l_36_);
                float l_41_ = (l_39_ + l_40_);
                float l_42_ = (l_32_ + l_34_);
                float l_43_ = (l_25_ + l_42_);
                float l_44_ = (l_43_ * l_4_);
                float l_45_ = (l_44_ - l_25_);
                float l_46_ = (l_45_ * l_4_);
                float l_47_ = (l_42_ - l_46_);
                float l_48_ = (l_41_ + l_47_);
                float l_49_ = (l_44_ + l_48_);
                float l_50_ = (l_49_ * l_4_);
                float l_51_ = (l_50_ - l_44_);
                float l_52_ = (l_51_ * l_4_);
                float l_53_ = (l_48_ - l_52_);
                float _e181 = l_mut_14_;
                float l_54_ = (_e181 + l_5_);
                float l_55_ = (l_54_ * l_4_);
                float _e184 = l_mut_14_;
                float l_56_ = (l_55_ - _e184);
                float l_57_ = (l_56_ * l_4_);
                float l_58_ = (l_55_ - l_57_);
                float l_59_ = (l_58_ * l_4_);
                float _e189 = l_mut_14_;
                float l_60_ = (_e189 - l_59_);
                float l_61_ = (l_5_ - l_57_);
                float l_62_ = (l_60_ + l_61_);
                float _e193 = l_mut_16_;
                float l_63_ = (_e193 + l_7_);
                float l_64_ = (l_63_ * l_4_);
                float _e196 = l_mut_16_;
                float l_65_ = (l_64_ - _e196);
                float l_66_ = (l_65_ * l_4_);
                float l_67_ = (l_64_ - l_66_);
                float l_68_ = (l_67_ * l_4_);
                float _e201 = l_mut_16_;
                float l_69_ = (_e201 - l_68_);
                float l_70_ = (l_7_ - l_66_);
                float l_71_ = (l_69_ + l_70_);
                float l_72_ = (l_62_ + l_64_);
                float l_73_ = (l_55_ + l_72_);
                float l_74_ = (l_73_ * l_4_);
                float l_75_ = (l_74_ - l_55_);
                float l_76_ = (l_75_ * l_4_);
                float l_77_ = (l_72_ - l_76_);
                float l_78_ = (l_71_ + l_77_);
                float l_79_ = (l_74_ + l_78_);
                float l_80_ = (l_79_ * l_4_);
                float l_81_ = (l_80_ - l_74_);
                float l_82_ = (l_81_ * l_4_);
                float l_83_ = (l_78_ - l_82_);
                float _e217 = l_mut_18_;
                float l_84_ = (_e217 + l_5_);
                float l_85_ = (l_84_ * l_4_);
                float _e220 = l_mut_18_;
                float l_86_ = (l_85_ - _e220);
                float l_87_ = (l_86_ * l_4_);
                float l_88_ = (l_85_ - l_87_);
                float l_89_ = (l_88_ * l_4_);
                float _e225 = l_mut_18_;
                float l_90_ = (_e225 - l_89_);
                float l_91_ = (l_5_ - l_87_);
                float l_92_ = (l_90_ + l_91_);
                float _e229 = l_mut_19_;
                float l_93_ = (_e229 + l_7_);
                float l_94_ = (l_93_ * l_4_);
                float _e232 = l_mut_19_;
                float l_95_ = (l_94_ - _e232);
                float l_96_ = (l_95_ * l_4_);
                float l_97_ = (l_94_ - l_96_);
                float l_98_ = (l_97_ * l_4_);
                float _e237 = l_mut_19_;
                float l_99_ = (_e237 - l_98_);
                float l_100_ = (l_7_ - l_96_);
                float l_101_ = (l_99_ + l_100_);
                float l_102_ = (l_92_ + l_94_);
                float l_103_ = (l_85_ + l_102_);
                float l_104_ = (l_103_ * l_4_);
                float l_105_ = (l_104_ - l_85_);
                float l_106_ = (l_105_ * l_4_);
                float l_107_ = (l_102_ - l_106_);
                float l_108_ = (l_101_ + l_107_);
                float l_109_ = (l_104_ + l_108_);
                float l_110_ = (l_109_ * l_4_);
                float l_111_ = (l_110_ - l_104_);
                float l_112_ = (l_111_ * l_4_);
                float l_113_ = (l_108_ - l_112_);
                float _e253 = l_mut_21_;
                float l_114_ = (_e253 + l_5_);
                float l_115_ = (l_114_ * l_4_);
                float _e256 = l_mut_21_;
                float l_116_ = (l_115_ - _e256);
                float l_117_ = (l_116_ * l_4_);
                float l_118_ = (l_115_ - l_117_);
                float l_119_ = (l_118_ * l_4_);
                float _e261 = l_mut_21_;
                float l_120_ = (_e261 - l_119_);
                float l_121_ = (l_5_ - l_117_);
                float l_122_ = (l_120_ + l_121_);
                float _e265 = l_mut_22_;
                float l_123_ = (_e265 + l_7_);
                float l_124_ = (l_123_ * l_4_);
                float _e268 = l_mut_22_;
                float l_125_ = (l_124_ - _e268);
                float l_126_ = (l_125_ * l_4_);
                float l_127_ = (l_124_ - l_126_);
                float l_128_ = (l_127_ * l_4_);
                float _e273 = l_mut_22_;
                float l_129_ = (_e273 - l_128_);
                float l_130_ = (l_7_ - l_126_);
                float l_131_ = (l_129_ + l_130_);
                float l_132_ = (l_122_ + l_124_);
                float l_133_ = (l_115_ + l_132_);
                float l_134_ = (l_133_ * l_4_);
                float l_135_ = (l_134_ - l_115_);
                float l_136_ = (l_135_ * l_4_);
                float l_137_ = (l_132_ - l_136_);
                float l_138_ = (l_131_ + l_137_);
                float l_139_ = (l_134_ + l_138_);
                float l_140_ = (l_139_ * l_4_);
                float l_141_ = (l_140_ - l_134_);
                float l_142_ = (l_141_ * l_4_);
                float l_143_ = (l_138_ - l_142_);
                l_mut_11_ = l_50_;
                l_mut_12_ = l_53_;
                l_mut_14_ = l_80_;
                l_mut_16_ = l_83_;
                l_mut_18_ = l_110_;
                l_mut_19_ = l_113_;
                l_mut_21_ = l_140_;
                l_mut_22_ = l_143_;
            }
        }
        float _e292 = l_mut_11_;
        float _e293 = l_mut_14_;
        float l_144_ = (_e292 + _e293);
        float _e295 = l_mut_18_;
        float _e296 = l_mut_21_;
        float l_145_ = (_e295 + _e296);
        float l_146_ = (l_144_ + l_145_);
        uint l_193_ = asuint(info.Load(12+0));
        uint l_194_ = (l_193_ * 1u);
        bool l_195_ = (id < l_194_);
        if (l_195_) {
            buffer_3_global.Store(id*4, asuint(l_146_));
        }
        uint l_147_ = (l_1_ + id);
        float _e309 = l_mut_12_;
        float _e310 = l_mut_16_;
        float l_148_ = (_e309 + _e310);
        float _e312 = l_mut_19_;
        float _e313 = l_mut_22_;
        float l_149_ = (_e312 + _e313);
        float l_150_ = (l_148_ + l_149_);
        uint l_196_ = asuint(info.Load(12+0));
        uint l_197_ = (l_196_ * 1u);
        bool l_198_ = (l_147_ < l_197_);
        if (l_198_) {
            buffer_3_global.Store(l_147_*4, asuint(l_150_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
