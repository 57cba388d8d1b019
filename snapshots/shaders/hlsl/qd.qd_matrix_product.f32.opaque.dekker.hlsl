struct info_st {
    uint static_meta[10];
};

static const uint WORKGROUP_SIZE_X = 16u;
static const uint WORKGROUP_SIZE_Y = 16u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
ByteAddressBuffer info : register(t5);
groupshared float shared_memory_9_[1024];
groupshared float shared_memory_10_[1024];

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(16, 16, 1)]
void matrix_product_f_f32_(uint3 local_invocation_id : SV_GroupThreadID, uint3 workgroup_id : SV_GroupID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_9_ = (float[1024])0;
        shared_memory_10_ = (float[1024])0;
    }
    GroupMemoryBarrierWithGroupSync();
    float a_509_[8] = (float[8])0;
    float l_mut_11_ = (float)0;
    float l_mut_12_ = (float)0;
    float l_mut_13_ = (float)0;
    float l_mut_14_ = (float)0;
    float l_mut_411_ = (float)0;
    float l_mut_412_ = (float)0;
    float l_mut_413_ = (float)0;
    float l_mut_414_ = (float)0;
    float l_mut_415_ = (float)0;
    uint l_mut_416_ = (uint)0;
    float l_mut_652_ = (float)0;
    float l_mut_653_ = (float)0;
    float l_mut_654_ = (float)0;
    float l_mut_656_ = (float)0;
    uint l_mut_20_ = 0u;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    uint l_mut_113_ = (uint)0;
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
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;

    uint l_858_ = asuint(info.Load(8+0));
    uint l_859_ = (l_858_ * 1u);
    bool l_860_ = (0u < l_859_);
    uint l_861_ = (l_859_ - 1u);
    uint l_862_ = min(0u, l_861_);
    float l_863_ = asfloat(buffer_2_global.Load(l_862_*4));
    float l_0_ = (l_860_ ? l_863_ : 0.0);
    uint l_865_ = asuint(info.Load(8+0));
    uint l_866_ = (l_865_ * 1u);
    bool l_867_ = (1u < l_866_);
    uint l_868_ = (l_866_ - 1u);
    uint l_869_ = min(1u, l_868_);
    float l_870_ = asfloat(buffer_2_global.Load(l_869_*4));
    float l_1_ = (l_867_ ? l_870_ : 0.0);
    uint l_872_ = asuint(info.Load(12+0));
    uint l_873_ = (l_872_ * 1u);
    bool l_874_ = (0u < l_873_);
    uint l_875_ = (l_873_ - 1u);
    uint l_876_ = min(0u, l_875_);
    uint l_877_ = asuint(buffer_3_global.Load(l_876_*4));
    uint l_2_ = (l_874_ ? l_877_ : 0u);
    uint l_879_ = asuint(info.Load(12+0));
    uint l_880_ = (l_879_ * 1u);
    bool l_881_ = (1u < l_880_);
    uint l_882_ = (l_880_ - 1u);
    uint l_883_ = min(1u, l_882_);
    uint l_884_ = asuint(buffer_3_global.Load(l_883_*4));
    uint l_3_ = (l_881_ ? l_884_ : 0u);
    uint l_886_ = asuint(info.Load(12+0));
    uint l_887_ = (l_886_ * 1u);
    bool l_888_ = (2u < l_887_);
    uint l_889_ = (l_887_ - 1u);
    uint l_890_ = min(2u, l_889_);
    uint l_891_ = asuint(buffer_3_global.Load(l_890_*4));
    uint l_4_ = (l_888_ ? l_891_ : 0u);
    uint l_5_ = (workgroup_id.y * 16u);
    uint l_6_ = (l_5_ + local_invocation_id.y);
    uint l_7_ = (workgroup_id.x * 16u);
    uint l_8_ = (l_7_ + local_invocation_id.x);
    l_mut_11_ = 0.0;
    l_mut_12_ = 0.0;
    l_mut_13_ = 0.0;
    l_mut_14_ = 0.0;
    uint l_15_ = (local_invocation_id.y * 16u);
    uint l_16_ = (l_15_ + local_invocation_id.x);
    uint l_17_ = (l_3_ + 16u);
    uint l_18_ = (l_17_ - 1u);
    uint l_19_ = naga_div(l_18_, 16u);
    uint2 loop_bound = uint2(4294967295u, 4294967295u);
    bool loop_init = true;
    while(true) {
        if (all(loop_bound == uint2(0u, 0u))) { break; }
        loop_bound -= uint2(loop_bound.y == 0u, 1u);
        if (!loop_init) {
            uint _e1626 = l_mut_20_;
            l_mut_20_ = (_e1626 + 1u);
        }
        loop_init = false;
        uint _e129 = l_mut_20_;
        if ((_e129 < l_19_)) {
        } else {
            break;
        }
        {
            uint _e131 = l_mut_20_;
            uint l_21_ = (_e131 * 16u);
            uint l_22_ = (l_21_ + local_invocation_id.x);
            uint _e136 = l_mut_20_;
            uint l_23_ = (_e136 * 16u);
            uint l_24_ = (l_23_ + local_invocation_id.y);
            uint l_25_ = (0u + l_16_);
            bool l_26_ = (l_6_ < l_2_);
            bool l_27_ = (l_22_ < l_3_);
            if (l_26_) {
                local = l_27_;
            } else {
                local = false;
            }
            bool l_28_ = local;
            uint l_29_ = (0u * l_2_);
            uint l_30_ = (l_29_ + l_6_);
            uint l_31_ = (l_30_ * l_3_);
            uint l_32_ = (l_31_ + l_22_);
            uint l_33_ = (l_28_ ? l_32_ : 0u);
            uint l_893_ = asuint(info.Load(0+0));
            uint l_894_ = (l_893_ * 1u);
            bool l_895_ = (l_33_ < l_894_);
            uint l_896_ = (l_894_ - 1u);
            uint l_897_ = min(l_33_, l_896_);
            float l_898_ = asfloat(buffer_0_global.Load(l_897_*4));
            float l_34_ = (l_895_ ? l_898_ : 0.0);
            float l_35_ = (l_28_ ? l_34_ : 0.0);
            shared_memory_9_[min(uint(l_25_), 1023u)] = l_35_;
            uint l_36_ = (0u + l_16_);
            bool l_37_ = (l_24_ < l_3_);
            bool l_38_ = (l_8_ < l_4_);
            if (l_37_) {
                local_1 = l_38_;
            } else {
                local_1 = false;
            }
            bool l_39_ = local_1;
            uint l_40_ = (0u * l_3_);
            uint l_41_ = (l_40_ + l_24_);
            uint l_42_ = (l_41_ * l_4_);
            uint l_43_ = (l_42_ + l_8_);
            uint l_44_ = (l_39_ ? l_43_ : 0u);
            uint l_900_ = asuint(info.Load(4+0));
            uint l_901_ = (l_900_ * 1u);
            bool l_902_ = (l_44_ < l_901_);
            uint l_903_ = (l_901_ - 1u);
            uint l_904_ = min(l_44_, l_903_);
            float l_905_ = asfloat(buffer_1_global.Load(l_904_*4));
            float l_45_ = (l_902_ ? l_905_ : 0.0);
            float l_46_ = (l_39_ ? l_45_ : 0.0);
            shared_memory_10_[min(uint(l_36_), 1023u)] = l_46_;
            uint l_47_ = (256u + l_16_);
            bool l_48_ = (l_6_ < l_2_);
            bool l_49_ = (l_22_ < l_3_);
            if (l_48_) {
                local_2 = l_49_;
            } else {
                local_2 = false;
            }
            bool l_50_ = local_2;
            uint l_51_ = (1u * l_2_);
            uint l_52_ = (l_51_ + l_6_);
            uint l_53_ = (l_52_ * l_3_);
            uint l_54_ = (l_53_ + l_22_);
            uint l_55_ = (l_50_ ? l_54_ : 0u);
            uint l_907_ = asuint(info.Load(0+0));
            uint l_908_ = (l_907_ * 1u);
            bool l_909_ = (l_55_ < l_908_);
            uint l_910_ = (l_908_ - 1u);
            uint l_911_ = min(l_55_, l_910_);
            float l_912_ = asfloat(buffer_0_global.Load(l_911_*4));
            float l_56_ = (l_909_ ? l_912_ : 0.0);
            float l_57_ = (l_50_ ? l_56_ : 0.0);
            shared_memory_9_[min(uint(l_47_), 1023u)] = l_57_;
            uint l_58_ = (256u + l_16_);
            bool l_59_ = (l_24_ < l_3_);
            bool l_60_ = (l_8_ < l_4_);
            if (l_59_) {
                local_3 = l_60_;
            } else {
                local_3 = false;
            }
            bool l_61_ = local_3;
            uint l_62_ = (1u * l_3_);
            uint l_63_ = (l_62_ + l_24_);
            uint l_64_ = (l_63_ * l_4_);
            uint l_65_ = (l_64_ + l_8_);
            uint l_66_ = (l_61_ ? l_65_ : 0u);
            uint l_914_ = asuint(info.Load(4+0));
            uint l_915_ = (l_914_ * 1u);
            bool l_916_ = (l_66_ < l_915_);
            uint l_917_ = (l_915_ - 1u);
            uint l_918_ = min(l_66_, l_917_);
            float l_919_ = asfloat(buffer_1_global.Load(l_918_*4));
            float l_67_ = (l_916_ ? l_919_ : 0.0);
            float l_68_ = (l_61_ ? l_67_ : 0.0);
            shared_memory_10_[min(uint(l_58_), 1023u)] = l_68_;
            uint l_69_ = (512u + l_16_);
            bool l_70_ = (l_6_ < l_2_);
            bool l_71_ = (l_22_ < l_3_);
            if (l_70_) {
                local_4 = l_71_;
            } else {
                local_4 = false;
            }
            bool l_72_ = local_4;
            uint l_73_ = (2u * l_2_);
            uint l_74_ = (l_73_ + l_6_);
            uint l_75_ = (l_74_ * l_3_);
            uint l_76_ = (l_75_ + l_22_);
            uint l_77_ = (l_72_ ? l_76_ : 0u);
            uint l_921_ = asuint(info.Load(0+0));
            uint l_922_ = (l_921_ * 1u);
            bool l_923_ = (l_77_ < l_922_);
            uint l_924_ = (l_922_ - 1u);
            uint l_925_ = min(l_77_, l_924_);
            float l_926_ = asfloat(buffer_0_global.Load(l_925_*4));
            float l_78_ = (l_923_ ? l_926_ : 0.0);
            float l_79_ = (l_72_ ? l_78_ : 0.0);
            shared_memory_9_[min(uint(l_69_), 1023u)] = l_79_;
            uint l_80_ = (512u + l_16_);
            bool l_81_ = (l_24_ < l_3_);
            bool l_82_ = (l_8_ < l_4_);
            if (l_81_) {
                local_5 = l_82_;
            } else {
                local_5 = false;
            }
            bool l_83_ = local_5;
            uint l_84_ = (2u * l_3_);
            uint l_85_ = (l_84_ + l_24_);
            uint l_86_ = (l_85_ * l_4_);
            uint l_87_ = (l_86_ + l_8_);
            uint l_88_ = (l_83_ ? l_87_ : 0u);
            uint l_928_ = asuint(info.Load(4+0));
            uint l_929_ = (l_928_ * 1u);
            bool l_930_ = (l_88_ < l_929_);
            uint l_931_ = (l_929_ - 1u);
            uint l_932_ = min(l_88_, l_931_);
            float l_933_ = asfloat(buffer_1_global.Load(l_932_*4));
            float l_89_ = (l_930_ ? l_933_ : 0.0);
            float l_90_ = (l_83_ ? l_89_ : 0.0);
            shared_memory_10_[min(uint(l_80_), 1023u)] = l_90_;
            uint l_91_ = (768u + l_16_);
            bool l_92_ = (l_6_ < l_2_);
            bool l_93_ = (l_22_ < l_3_);
            if (l_92_) {
                local_6 = l_93_;
            } else {
                local_6 = false;
            }
            bool l_94_ = local_6;
            uint l_95_ = (3u * l_2_);
            uint l_96_ = (l_95_ + l_6_);
            uint l_97_ = (l_96_ * l_3_);
            uint l_98_ = (l_97_ + l_22_);
            uint l_99_ = (l_94_ ? l_98_ : 0u);
            uint l_935_ = asuint(info.Load(0+0));
            uint l_936_ = (l_935_ * 1u);
            bool l_937_ = (l_99_ < l_936_);
            uint l_938_ = (l_936_ - 1u);
            uint l_939_ = min(l_99_, l_938_);
            float l_940_ = asfloat(buffer_0_global.Load(l_939_*4));
            float l_100_ = (l_937_ ? l_940_ : 0.0);
            float l_101_ = (l_94_ ? l_100_ : 0.0);
            shared_memory_9_[min(uint(l_91_), 1023u)] = l_101_;
            uint l_102_ = (768u + l_16_);
            bool l_103_ = (l_24_ < l_3_);
            bool l_104_ = (l_8_ < l_4_);
            if (l_103_) {
                local_7 = l_104_;
            } else {
                local_7 = false;
            }
            bool l_105_ = local_7;
            uint l_106_ = (3u * l_3_);
            uint l_107_ = (l_106_ + l_24_);
            uint l_108_ = (l_107_ * l_4_);
            uint l_109_ = (l_108_ + l_8_);
            uint l_110_ = (l_105_ ? l_109_ : 0u);
            uint l_942_ = asuint(info.Load(4+0));
            uint l_943_ = (l_942_ * 1u);
            bool l_944_ = (l_110_ < l_943_);
            uint l_945_ = (l_943_ - 1u);
            uint l_946_ = min(l_110_, l_945_);
            float l_947_ = asfloat(buffer_1_global.Load(l_946_*4));
            float l_111_ = (l_944_ ? l_947_ : 0.0);
            float l_112_ = (l_105_ ? l_111_ : 0.0);
            shared_memory_10_[min(uint(l_102_), 1023u)] = l_112_;
            GroupMemoryBarrierWithGroupSync();
            l_mut_113_ = 0u;
            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                if (!loop_init_1) {
                    uint _e1623 = l_mut_113_;
                    l_mut_113_ = (_e1623 + 1u);
                }
                loop_init_1 = false;
                uint _e415 = l_mut_113_;
                if ((_e415 < 16u)) {
                } else {
                    break;
                }
                {
                    uint l_114_ = (local_invocation_id.y * 16u);
                    uint _e421 = l_mut_113_;
                    uint l_115_ = (l_114_ + _e421);
                    float l_116_ = shared_memory_9_[min(uint(l_115_), 1023u)];
                    uint l_117_ = (256u + l_115_);
                    float l_118_ = shared_memory_9_[min(uint(l_117_), 1023u)];
                    uint l_120_ = (512u + l_115_);
                    float l_121_ = shared_memory_9_[min(uint(l_120_), 1023u)];
                    uint l_123_ = (768u + l_115_);
                    float l_124_ = shared_memory_9_[min(uint(l_123_), 1023u)];
                    uint _e441 = l_mut_113_;
                    uint l_125_ = (_e441 * 16u);
                    uint l_126_ = (l_125_ + local_invocation_id.x);
                    float l_127_ = shared_memory_10_[min(uint(l_126_), 1023u)];
                    uint l_128_ = (256u + l_126_);
                    float l_129_ = shared_memory_10_[min(uint(l_128_), 1023u)];
                    uint l_131_ = (512u + l_126_);
                    float l_132_ = shared_memory_10_[min(uint(l_131_), 1023u)];
                    uint l_134_ = (768u + l_126_);
                    float l_135_ = shared_memory_10_[min(uint(l_134_), 1023u)];
                    float l_136_ = (l_116_ * l_127_);
                    float l_137_ = (l_136_ * l_1_);
                    float l_138_ = (l_0_ * l_116_);
                    float l_139_ = (l_138_ * l_1_);
                    float l_140_ = (l_139_ - l_116_);
                    float l_141_ = (l_140_ * l_1_);
                    float l_142_ = (l_139_ - l_141_);
                    float l_143_ = (l_116_ - l_142_);
                    float l_144_ = (l_0_ * l_127_);
                    float l_145_ = (l_144_ * l_1_);
                    float l_146_ = (l_145_ - l_127_);
                    float l_147_ = (l_146_ * l_1_);
                    float l_148_ = (l_145_ - l_147_);
                    float l_149_ = (l_127_ - l_148_);
                    float l_150_ = (l_142_ * l_148_);
                    float l_151_ = (l_150_ - l_137_);
                    float l_152_ = (l_142_ * l_149_);
                    float l_153_ = (l_151_ + l_152_);
                    float l_154_ = (l_143_ * l_148_);
                    float l_155_ = (l_153_ + l_154_);
                    float l_156_ = (l_143_ * l_149_);
                    float l_157_ = (l_155_ + l_156_);
                    float l_158_ = (l_116_ * l_129_);
                    float l_159_ = (l_158_ * l_1_);
                    float l_160_ = (l_0_ * l_116_);
                    float l_161_ = (l_160_ * l_1_);
                    float l_162_ = (l_161_ - l_116_);
                    float l_163_ = (l_162_ * l_1_);
                    float l_164_ = (l_161_ - l_163_);
                    float l_165_ = (l_116_ - l_164_);
                    float l_166_ = (l_0_ * l_129_);
                    float l_167_ = (l_166_ * l_1_);
                    float l_168_ = (l_167_ - l_129_);
                    float l_169_ = (l_168_ * l_1_);
                    float l_170_ = (l_167_ - l_169_);
                    float l_171_ = (l_129_ - l_170_);
                    float l_172_ = (l_164_ * l_170_);
                    float l_173_ = (l_172_ - l_159_);
                    float l_174_ = (l_164_ * l_171_);
                    float l_175_ = (l_173_ + l_174_);
                    float l_176_ = (l_165_ * l_170_);
                    float l_177_ = (l_175_ + l_176_);
                    float l_178_ = (l_165_ * l_171_);
                    float l_179_ = (l_177_ + l_178_);
                    float l_180_ = (l_118_ * l_127_);
                    float l_181_ = (l_180_ * l_1_);
                    float l_182_ = (l_0_ * l_118_);
                    float l_183_ = (l_182_ * l_1_);
                    float l_184_ = (l_183_ - l_118_);
                    float l_185_ = (l_184_ * l_1_);
                    float l_186_ = (l_183_ - l_185_);
                    float l_187_ = (l_118_ - l_186_);
                    float l_188_ = (l_0_ * l_127_);
                    float l_189_ = (l_188_ * l_1_);
                    float l_190_ = (l_189_ - l_127_);
                    float l_191_ = (l_190_ * l_1_);
                    float l_192_ = (l_189_ - l_191_);
                    float l_193_ = (l_127_ - l_192_);
                    float l_194_ = (l_186_ * l_192_);
                    float l_195_ = (l_194_ - l_181_);
                    float l_196_ = (l_186_ * l_193_);
                    float l_197_ = (l_195_ + l_196_);
                    float l_198_ = (l_187_ * l_192_);
                    float l_199_ = (l_197_ + l_198_);
                    float l_200_ = (l_187_ * l_193_);
                    float l_201_ = (l_199_ + l_200_);
                    float l_202_ = (l_116_ * l_132_);
                    float l_203_ = (l_202_ * l_1_);
                    float l_204_ = (l_0_ * l_116_);
                    float l_205_ = (l_204_ * l_1_);
                    float l_206_ = (l_205_ - l_116_);
                    float l_207_ = (l_206_ * l_1_);
                    float l_208_ = (l_205_ - l_207_);
                    float l_209_ = (l_116_ - l_208_);
                    float l_210_ = (l_0_ * l_132_);
                    float l_211_ = (l_210_ * l_1_);
                    float l_212_ = (l_211_ - l_132_);
                    float l_213_ = (l_212_ * l_1_);
                    float l_214_ = (l_211_ - l_213_);
                    float l_215_ = (l_132_ - l_214_);
                    float l_216_ = (l_208_ * l_214_);
                    float l_217_ = (l_216_ - l_203_);
                    float l_218_ = (l_208_ * l_215_);
                    float l_219_ = (l_217_ + l_218_);
                    float l_220_ = (l_209_ * l_214_);
                    float l_221_ = (l_219_ + l_220_);
                    float l_222_ = (l_209_ * l_215_);
                    float l_223_ = (l_221_ + l_222_);
                    float l_224_ = (l_118_ * l_129_);
                    float l_225_ = (l_224_ * l_1_);
                    float l_226_ = (l_0_ * l_118_);
                    float l_227_ = (l_226_ * l_1_);
                    float l_228_ = (l_227_ - l_118_);
                    float l_229_ = (l_228_ * l_1_);
                    float l_230_ = (l_227_ - l_229_);
                    float l_231_ = (l_118_ - l_230_);
                    float l_232_ = (l_0_ * l_129_);
                    float l_233_ = (l_232_ * l_1_);
                    float l_234_ = (l_233_ - l_129_);
                    float l_235_ = (l_234_ * l_1_);
                    float l_236_ = (l_233_ - l_235_);
                    float l_237_ = (l_129_ - l_236_);
                    float l_238_ = (l_230_ * l_236_);
                    float l_239_ = (l_238_ - l_225_);
                    float l_240_ = (l_230_ * l_237_);
                    float l_241_ = (l_239_ + l_240_);
                    float l_242_ = (l_231_ * l_236_);
                    float l_243_ = (l_241_ + l_242_);
                    float l_244_ = (l_231_ * l_237_);
                    float l_245_ = (l_243_ + l_244_);
                    float l_246_ = (l_121_ * l_127_);
                    float l_247_ = (l_246_ * l_1_);
                    float l_248_ = (l_0_ * l_121_);
                    float l_249_ = (l_248_ * l_1_);
                    float l_250_ = (l_249_ - l_121_);
                    float l_251_ = (l_250_ * l_1_);
                    float l_252_ = (l_249_ - l_251_);
                    float l_253_ = (l_121_ - l_252_);
                    float l_254_ = (l_0_ * l_127_);
                    float l_255_ = (l_254_ * l_1_);
                    float l_256_ = (l_255_ - l_127_);
                    float l_257_ = (l_256_ * l_1_);
                    float l_258_ = (l_255_ - l_257_);
                    float l_259_ = (l_127_ - l_258_);
                    float l_260_ = (l_252_ * l_258_);
                    float l_261_ = (l_260_ - l_247_);
                    float l_262_ = (l_252_ * l_259_);
                    float l_263_ = (l_261_ + l_262_);
                    float l_264_ = (l_253_ * l_258_);
                    float l_265_ = (l_263_ + l_264_);
                    float l_266_ = (l_253_ * l_259_);
                    float l_267_ = (l_265_ + l_266_);
                    float l_268_ = (l_159_ + l_181_);
                    float l_269_ = (l_268_ * l_1_);
                    float l_270_ = (l_269_ - l_159_);
                    float l_271_ = (l_270_ * l_1_);
                    float l_272_ = (l_269_ - l_271_);
                    float l_273_ = (l_272_ * l_1_);
                    float l_274_ = (l_159_ - l_273_);
                    float l_275_ = (l_181_ - l_271_);
                    float l_276_ = (l_274_ + l_275_);
                    float l_277_ = (l_157_ + l_269_);
                    float l_278_ = (l_277_ * l_1_);
                    float l_279_ = (l_278_ - l_157_);
                    float l_280_ = (l_279_ * l_1_);
                    float l_281_ = (l_278_ - l_280_);
                    float l_282_ = (l_281_ * l_1_);
                    float l_283_ = (l_157_ - l_282_);
                    float l_284_ = (l_269_ - l_280_);
                    float l_285_ = (l_283_ + l_284_);
                    float l_286_ = (l_276_ + l_285_);
                    float l_287_ = (l_286_ * l_1_);
                    float l_288_ = (l_287_ - l_276_);
                    float l_289_ = (l_288_ * l_1_);
                    float l_290_ = (l_287_ - l_289_);
                    float l_291_ = (l_290_ * l_1_);
                    float l_292_ = (l_276_ - l_291_);
                    float l_293_ = (l_285_ - l_289_);
                    float l_294_ = (l_292_ + l_293_);
                    float l_295_ = (l_287_ + l_179_);
                    float l_296_ = (l_295_ * l_1_);
                    float l_297_ = (l_296_ - l_287_);
                    float l_298_ = (l_297_ * l_1_);
                    float l_299_ = (l_296_ - l_298_);
                    float l_300_ = (l_299_ * l_1_);
                    float l_301_ = (l_287_ - l_300_);
                    float l_302_ = (l_179_ - l_298_);
                    float l_303_ = (l_301_ + l_302_);
                    float l_304_ = (l_201_ + l_296_);
                    float l_305_ = (l_304_ * l_1_);
                    float l_306_ = (l_305_ - l_201_);
                    float l_307_ = (l_306_ * l_1_);
                    float l_308_ = (l_305_ - l_307_);
                    float l_309_ = (l_308_ * l_1_);
                    float l_310_ = (l_201_ - l_309_);
                    float l_311_ = (l_296_ - l_307_);
                    float l_312_ = (l_310_ + l_311_);
                    float l_313_ = (l_303_ + l_312_);
                    float l_314_ = (l_313_ * l_1_);
                    float l_315_ = (l_314_ - l_303_);
                    float l_316_ = (l_315_ * l_1_);
                    float l_317_ = (l_314_ - l_316_);
                    float l_318_ = (l_317_ * l_1_);
                    float l_319_ = (l_303_ - l_318_);
                    float l_320_ = (l_312_ - l_316_);
                    float l_321_ = (l_319_ + l_320_);
                    float l_322_ = (l_203_ + l_225_);
                    float l_323_ = (l_322_ * l_1_);
                    float l_324_ = (l_323_ - l_203_);
                    float l_325_ = (l_324_ * l_1_);
                    float l_326_ = (l_323_ - l_325_);
                    float l_327_ = (l_326_ * l_1_);
                    float l_328_ = (l_203_ - l_327_);
                    float l_329_ = (l_225_ - l_325_);
                    float l_330_ = (l_328_ + l_329_);
                    float l_331_ = (l_247_ + l_323_);
                    float l_332_ = (l_331_ * l_1_);
                    float l_333_ = (l_332_ - l_247_);
                    float l_334_ = (l_333_ * l_1_);
                    float l_335_ = (l_332_ - l_334_);
                    float l_336_ = (l_335_ * l_1_);
                    float l_337_ = (l_247_ - l_336_);
                    float l_338_ = (l_323_ - l_334_);
                    float l_339_ = (l_337_ + l_338_);
                    float l_340_ = (l_330_ + l_339_);
                    float l_341_ = (l_340_ * l_1_);
                    float l_342_ = (l_341_ - l_330_);
                    float l_343_ = (l_342_ * l_1_);
                    float l_344_ = (l_341_ - l_343_);
                    float l_345_ = (l_344_ * l_1_);
                    float l_346_ = (l_330_ - l_345_);
                    float l_347_ = (l_339_ - l_343_);
                    float l_348_ = (l_346_ + l_347_);
                    float l_349_ = (l_305_ + l_332_);
                    float l_350_ = (l_349_ * l_1_);
                    float l_351_ = (l_350_ - l_305_);
                    float l_352_ = (l_351_ * l_1_);
                    float l_353_ = (l_350_ - l_352_);
                    float l_354_ = (l_353_ * l_1_);
                    float l_355_ = (l_305_ - l_354_);
                    float l_356_ = (l_332_ - l_352_);
                    float l_357_ = (l_355_ + l_356_);
                    float l_358_ = (l_314_ + l_341_);
                    float l_359_ = (l_358_ * l_1_);
                    float l_360_ = (l_359_ - l_314_);
                    float l_361_ = (l_360_ * l_1_);
                    float l_362_ = (l_359_ - l_361_);
                    float l_363_ = (l_362_ * l_1_);
                    float l_364_ = (l_314_ - l_363_);
                    float l_365_ = (l_341_ - l_361_);
                    float l_366_ = (l_364_ + l_365_);
                    float l_367_ = (l_359_ + l_357_);
                    float l_368_ = (l_367_ * l_1_);
                    float l_369_ = (l_368_ - l_359_);
                    float l_370_ = (l_369_ * l_1_);
                    float l_371_ = (l_368_ - l_370_);
                    float l_372_ = (l_371_ * l_1_);
                    float l_373_ = (l_359_ - l_372_);
                    float l_374_ = (l_357_ - l_370_);
                    float l_375_ = (l_373_ + l_374_);
                    float l_376_ = (l_321_ + l_348_);
                    float l_377_ = (l_375_ + l_366_);
                    float l_378_ = (l_376_ + l_377_);
                    float l_379_ = (l_116_ * l_135_);
                    float l_380_ = (l_118_ * l_132_);
                    float l_381_ = (l_379_ + l_380_);
                    float l_382_ = (l_121_ * l_129_);
                    float l_383_ = (l_124_ * l_127_);
                    float l_384_ = (l_382_ + l_383_);
                    float l_385_ = (l_381_ + l_384_);
                    float l_386_ = (l_294_ + l_223_);
                    float l_387_ = (l_245_ + l_267_);
                    float l_388_ = (l_386_ + l_387_);
                    float l_389_ = (l_385_ + l_388_);
                    float l_390_ = (l_368_ + l_389_);
                    float l_391_ = (l_390_ + l_378_);
                    float l_392_ = (l_391_ * l_1_);
                    float l_393_ = (l_392_ - l_390_);
                    float l_394_ = (l_393_ * l_1_);
                    float l_395_ = (l_378_ - l_394_);
                    float l_396_ = (l_350_ + l_392_);
                    float l_397_ = (l_396_ * l_1_);
                    float l_398_ = (l_397_ - l_350_);
                    float l_399_ = (l_398_ * l_1_);
                    float l_400_ = (l_392_ - l_399_);
                    float l_401_ = (l_278_ + l_397_);
                    float l_402_ = (l_401_ * l_1_);
                    float l_403_ = (l_402_ - l_278_);
                    float l_404_ = (l_403_ * l_1_);
                    float l_405_ = (l_397_ - l_404_);
                    float l_406_ = (l_137_ + l_402_);
                    float l_407_ = (l_406_ * l_1_);
                    float l_408_ = (l_407_ - l_137_);
                    float l_409_ = (l_408_ * l_1_);
                    float l_410_ = (l_402_ - l_409_);
                    l_mut_411_ = 0.0;
                    l_mut_412_ = 0.0;
                    l_mut_413_ = 0.0;
                    l_mut_414_ = 0.0;
                    l_mut_415_ = l_407_;
                    l_mut_416_ = 0u;
                    float _e744 = l_mut_415_;
                    float l_417_ = (_e744 + l_410_);
                    float l_418_ = (l_417_ * l_1_);
                    float _e747 = l_mut_415_;
                    float l_419_ = (l_418_ - _e747);
                    float l_420_ = (l_419_ * l_1_);
                    float l_421_ = (l_410_ - l_420_);
                    uint _e751 = l_mut_416_;
                    bool l_422_ = (_e751 < 3u);
                    bool l_423_ = (l_421_ != 0.0);
                    if (l_422_) {
                        local_8 = l_423_;
                    } else {
                        local_8 = false;
                    }
                    bool l_424_ = local_8;
                    uint _e760 = l_mut_416_;
                    bool l_425_ = (_e760 == 0u);
                    if (l_424_) {
                        local_9 = l_425_;
                    } else {
                        local_9 = false;
                    }
                    bool l_426_ = local_9;
                    float _e767 = l_mut_411_;
                    float l_427_ = (l_426_ ? l_418_ : _e767);
                    l_mut_411_ = l_427_;
                    uint _e769 = l_mut_416_;
                    bool l_428_ = (_e769 == 1u);
                    if (l_424_) {
                        local_10 = l_428_;
                    } else {
                        local_10 = false;
                    }
                    bool l_429_ = local_10;
                    float _e776 = l_mut_412_;
                    float l_430_ = (l_429_ ? l_418_ : _e776);
                    l_mut_412_ = l_430_;
                    uint _e778 = l_mut_416_;
                    bool l_431_ = (_e778 == 2u);
                    if (l_424_) {
                        local_11 = l_431_;
                    } else {
                        local_11 = false;
                    }
                    bool l_432_ = local_11;
                    float _e785 = l_mut_413_;
                    float l_433_ = (l_432_ ? l_418_ : _e785);
                    l_mut_413_ = l_433_;
                    float l_434_ = (l_424_ ? l_421_ : l_418_);
                    float _e788 = l_mut_415_;
                    float l_435_ = (_e788 + l_410_);
                    float l_436_ = (l_422_ ? l_434_ : l_435_);
                    l_mut_415_ = l_436_;
                    uint l_437_ = uint(l_424_);
                    uint _e792 = l_mut_416_;
                    l_mut_416_ = (_e792 + l_437_);
                    float _e794 = l_mut_415_;
                    float l_438_ = (_e794 + l_405_);
                    float l_439_ = (l_438_ * l_1_);
                    float _e797 = l_mut_415_;
                    float l_440_ = (l_439_ - _e797);
                    float l_441_ = (l_440_ * l_1_);
                    float l_442_ = (l_405_ - l_441_);
                    uint _e801 = l_mut_416_;
                    bool l_443_ = (_e801 < 3u);
                    bool l_444_ = (l_442_ != 0.0);
                    if (l_443_) {
                        local_12 = l_444_;
                    } else {
                        local_12 = false;
                    }
                    bool l_445_ = local_12;
                    uint _e810 = l_mut_416_;
                    bool l_446_ = (_e810 == 0u);
                    if (l_445_) {
                        local_13 = l_446_;
                    } else {
                        local_13 = false;
                    }
                    bool l_447_ = local_13;
                    float _e817 = l_mut_411_;
                    float l_448_ = (l_447_ ? l_439_ : _e817);
                    l_mut_411_ = l_448_;
                    uint _e819 = l_mut_416_;
                    bool l_449_ = (_e819 == 1u);
                    if (l_445_) {
                        local_14 = l_449_;
                    } else {
                        local_14 = false;
                    }
                    bool l_450_ = local_14;
                    float _e826 = l_mut_412_;
                    float l_451_ = (l_450_ ? l_439_ : _e826);
                    l_mut_412_ = l_451_;
                    uint _e828 = l_mut_416_;
                    bool l_452_ = (_e828 == 2u);
                    if (l_445_) {
                        local_15 = l_452_;
                    } else {
                        local_15 = false;
                    }
                    bool l_453_ = local_15;
                    float _e835 = l_mut_413_;
                    float l_454_ = (l_453_ ? l_439_ : _e835);
                    l_mut_413_ = l_454_;
                    float l_455_ = (l_445_ ? l_442_ : l_439_);
                    float _e838 = l_mut_415_;
                    float l_456_ = (_e838 + l_405_);
                    float l_457_ = (l_443_ ? l_455_ : l_456_);
                    l_mut_415_ = l_457_;
                    uint l_458_ = uint(l_445_);
                    uint _e842 = l_mut_416_;
                    l_mut_416_ = (_e842 + l_458_);
                    float _e844 = l_mut_415_;
                    float l_459_ = (_e844 + l_400_);
                    float l_460_ = (l_459_ * l_1_);
                    float _e847 = l_mut_415_;
                    float l_461_ = (l_460_ - _e847);
                    float l_462_ = (l_461_ * l_1_);
                    float l_463_ = (l_400_ - l_462_);
                    uint _e851 = l_mut_416_;
                    bool l_464_ = (_e851 < 3u);
                    bool l_465_ = (l_463_ != 0.0);
                    if (l_464_) {
                        local_16 = l_465_;
                    } else {
                        local_16 = false;
                    }
                    bool l_466_ = local_16;
                    uint _e860 = l_mut_416_;
                    bool l_467_ = (_e860 == 0u);
                    if (l_466_) {
                        local_17 = l_467_;
                    } else {
                        local_17 = false;
                    }
                    bool l_468_ = local_17;
                    float _e867 = l_mut_411_;
                    float l_469_ = (l_468_ ? l_460_ : _e867);
                    l_mut_411_ = l_469_;
                    uint _e869 = l_mut_416_;
                    bool l_470_ = (_e869 == 1u);
                    if (l_466_) {
                        local_18 = l_470_;
                    } else {
                        local_18 = false;
                    }
                    bool l_471_ = local_18;
                    float _e876 = l_mut_412_;
                    float l_472_ = (l_471_ ? l_460_ : _e876);
                    l_mut_412_ = l_472_;
                    uint _e878 = l_mut_416_;
                    bool l_473_ = (_e878 == 2u);
                    if (l_466_) {
                        local_19 = l_473_;
                    } else {
                        local_19 = false;
                    }
                    bool l_474_ = local_19;
                    float _e885 = l_mut_413_;
                    float l_475_ = (l_474_ ? l_460_ : _e885);
                    l_mut_413_ = l_475_;
                    float l_476_ = (l_466_ ? l_463_ : l_460_);
                    float _e888 = l_mut_415_;
                    float l_477_ = (_e888 + l_400_);
                    float l_478_ = (l_464_ ? l_476_ : l_477_);
                    l_mut_415_ = l_478_;
                    uint l_479_ = uint(l_466_);
                    uint _e892 = l_mut_416_;
                    l_mut_416_ = (_e892 + l_479_);
                    float _e894 = l_mut_415_;
                    float l_480_ = (_e894 + l_395_);
                    float l_481_ = (l_480_ * l_1_);
                    float _e897 = l_mut_415_;
                    float l_482_ = (l_481_ - _e897);
                    float l_483_ = (l_482_ * l_1_);
                    float l_484_ = (l_395_ - l_483_);
                    uint _e901 = l_mut_416_;
                    bool l_485_ = (_e901 < 3u);
                    bool l_486_ = (l_484_ != 0.0);
                    if (l_485_) {
                        local_20 = l_486_;
                    } else {
                        local_20 = false;
                    }
                    bool l_487_ = local_20;
                    uint _e910 = l_mut_416_;
                    bool l_488_ = (_e910 == 0u);
                    if (l_487_) {
                        local_21 = l_488_;
                    } else {
                        local_21 = false;
                    }
                    bool l_489_ = local_21;
                    float _e917 = l_mut_411_;
                    float l_490_ = (l_489_ ? l_481_ : _e917);
                    l_mut_411_ = l_490_;
                    uint _e919 = l_mut_416_;
                    bool l_491_ = (_e919 == 1u);
                    if (l_487_) {
                        local_22 = l_491_;
                    } else {
                        local_22 = false;
                    }
                    bool l_492_ = local_22;
                    float _e926 = l_mut_412_;
                    float l_493_ = (l_492_ ? l_481_ : _e926);
                    l_mut_412_ = l_493_;
                    uint _e928 = l_mut_416_;
                    bool l_494_ = (_e928 == 2u);
                    if (l_487_) {
                        local_23 = l_494_;
                    } else {
                        local_23 = false;
                    }
                    bool l_495_ = local_23;
                    float _e935 = l_mut_413_;
                    float l_496_ = (l_495_ ? l_481_ : _e935);
                    l_mut_413_ = l_496_;
                    float l_497_ = (l_487_ ? l_484_ : l_481_);
                    float _e938 = l_mut_415_;
                    float l_498_ = (_e938 + l_395_);
                    float l_499_ = (l_485_ ? l_497_ : l_498_);
                    l_mut_415_ = l_499_;
                    uint l_500_ = uint(l_487_);
                    uint _e942 = l_mut_416_;
                    l_mut_416_ = (_e942 + l_500_);
                    uint _e944 = l_mut_416_;
                    bool l_501_ = (_e944 == 0u);
                    float _e947 = l_mut_411_;
                    float _e948 = l_mut_415_;
                    float l_502_ = (l_501_ ? _e948 : _e947);
                    l_mut_411_ = l_502_;
                    uint _e950 = l_mut_416_;
                    bool l_503_ = (_e950 == 1u);
                    float _e953 = l_mut_412_;
                    float _e954 = l_mut_415_;
                    float l_504_ = (l_503_ ? _e954 : _e953);
                    l_mut_412_ = l_504_;
                    uint _e956 = l_mut_416_;
                    bool l_505_ = (_e956 == 2u);
                    float _e959 = l_mut_413_;
                    float _e960 = l_mut_415_;
                    float l_506_ = (l_505_ ? _e960 : _e959);
                    l_mut_413_ = l_506_;
                    uint _e962 = l_mut_416_;
                    bool l_507_ = (_e962 == 3u);
                    float _e965 = l_mut_414_;
                    float _e966 = l_mut_415_;
                    float l_508_ = (l_507_ ? _e966 : _e965);
                    l_mut_414_ = l_508_;
                    float _e969 = l_mut_11_;
                    a_509_[0] = _e969;
                    float _e971 = l_mut_411_;
                    a_509_[1] = _e971;
                    float _e973 = l_mut_12_;
                    a_509_[2] = _e973;
                    float _e975 = l_mut_412_;
                    a_509_[3] = _e975;
                    float _e977 = l_mut_13_;
                    a_509_[4] = _e977;
                    float _e979 = l_mut_413_;
                    a_509_[5] = _e979;
                    float _e981 = l_mut_14_;
                    a_509_[6] = _e981;
                    float _e983 = l_mut_414_;
                    a_509_[7] = _e983;
                    float l_510_ = a_509_[7];
                    l_mut_415_ = l_510_;
                    float l_511_ = a_509_[6];
                    float _e988 = l_mut_415_;
                    float l_512_ = (l_511_ + _e988);
                    float l_513_ = (l_512_ * l_1_);
                    float l_514_ = (l_513_ - l_511_);
                    float l_515_ = (l_514_ * l_1_);
                    float l_516_ = (l_513_ - l_515_);
                    float l_517_ = (l_516_ * l_1_);
                    float l_518_ = (l_511_ - l_517_);
                    float _e996 = l_mut_415_;
                    float l_519_ = (_e996 - l_515_);
                    float l_520_ = (l_518_ + l_519_);
                    a_509_[7] = l_520_;
                    l_mut_415_ = l_513_;
                    float l_521_ = a_509_[5];
                    float _e1002 = l_mut_415_;
                    float l_522_ = (l_521_ + _e1002);
                    float l_523_ = (l_522_ * l_1_);
                    float l_524_ = (l_523_ - l_521_);
                    float l_525_ = (l_524_ * l_1_);
                    float l_526_ = (l_523_ - l_525_);
                    float l_527_ = (l_526_ * l_1_);
                    float l_528_ = (l_521_ - l_527_);
                    float _e1010 = l_mut_415_;
                    float l_529_ = (_e1010 - l_525_);
                    float l_530_ = (l_528_ + l_529_);
                    a_509_[6] = l_530_;
                    l_mut_415_ = l_523_;
                    float l_531_ = a_509_[4];
                    float _e1016 = l_mut_415_;
                    float l_532_ = (l_531_ + _e1016);
                    float l_533_ = (l_532_ * l_1_);
                    float l_534_ = (l_533_ - l_531_);
                    float l_535_ = (l_534_ * l_1_);
                    float l_536_ = (l_533_ - l_535_);
                    float l_537_ = (l_536_ * l_1_);
                    float l_538_ = (l_531_ - l_537_);
                    float _e1024 = l_mut_415_;
                    float l_539_ = (_e1024 - l_535_);
                    float l_540_ = (l_538_ + l_539_);
                    a_509_[5] = l_540_;
                    l_mut_415_ = l_533_;
                    float l_541_ = a_509_[3];
                    float _e1030 = l_mut_415_;
                    float l_542_ = (l_541_ + _e1030);
                    float l_543_ = (l_542_ * l_1_);
                    float l_544_ = (l_543_ - l_541_);
                    float l_545_ = (l_544_ * l_1_);
                    float l_546_ = (l_543_ - l_545_);
                    float l_547_ = (l_546_ * l_1_);
                    float l_548_ = (l_541_ - l_547_);
                    float _e1038 = l_mut_415_;
                    float l_549_ = (_e1038 - l_545_);
                    float l_550_ = (l_548_ + l_549_);
                    a_509_[4] = l_550_;
                    l_mut_415_ = l_543_;
                    float l_551_ = a_509_[2];
                    float _e1044 = l_mut_415_;
                    float l_552_ = (l_551_ + _e1044);
                    float l_553_ = (l_552_ * l_1_);
                    float l_554_ = (l_553_ - l_551_);
                    float l_555_ = (l_554_ * l_1_);
                    float l_556_ = (l_553_ - l_555_);
                    float l_557_ = (l_556_ * l_1_);
                    float l_558_ = (l_551_ - l_557_);
                    float _e1052 = l_mut_415_;
                    float l_559_ = (_e1052 - l_555_);
                    float l_560_ = (l_558_ + l_559_);
                    a_509_[3] = l_560_;
                    l_mut_415_ = l_553_;
                    float l_561_ = a_509_[1];
                    float _e1058 = l_mut_415_;
                    float l_562_ = (l_561_ + _e1058);
                    float l_563_ = (l_562_ * l_1_);
                    float l_564_ = (l_563_ - l_561_);
                    float l_565_ = (l_564_ * l_1_);
                    float l_566_ = (l_563_ - l_565_);
                    float l_567_ = (l_566_ * l_1_);
                    float l_568_ = (l_561_ - l_567_);
                    float _e1066 = l_mut_415_;
                    float l_569_ = (_e1066 - l_565_);
                    float l_570_ = (l_568_ + l_569_);
                    a_509_[2] = l_570_;
                    l_mut_415_ = l_563_;
                    float l_571_ = a_509_[0];
                    float _e1072 = l_mut_415_;
                    float l_572_ = (l_571_ + _e1072);
                    float l_573_ = (l_572_ * l_1_);
                    float l_574_ = (l_573_ - l_571_);
                    float l_575_ = (l_574_ * l_1_);
                    float l_576_ = (l_573_ - l_575_);
                    float l_577_ = (l_576_ * l_1_);
                    float l_578_ = (l_571_ - l_577_);
                    float _e1080 = l_mut_415_;
                    float l_579_ = (_e1080 - l_575_);
                    float l_580_ = (l_578_ + l_579_);
                    a_509_[1] = l_580_;
                    l_mut_415_ = l_573_;
                    float _e1085 = l_mut_415_;
                    a_509_[0] = _e1085;
                    float l_581_ = a_509_[7];
                    l_mut_415_ = l_581_;
                    float l_582_ = a_509_[6];
                    float _e1090 = l_mut_415_;
                    float l_583_ = (l_582_ + _e1090);
                    float l_584_ = (l_583_ * l_1_);
                    float l_585_ = (l_584_ - l_582_);
                    float l_586_ = (l_585_ * l_1_);
                    float l_587_ = (l_584_ - l_586_);
                    float l_588_ = (l_587_ * l_1_);
                    float l_589_ = (l_582_ - l_588_);
                    float _e1098 = l_mut_415_;
                    float l_590_ = (_e1098 - l_586_);
                    float l_591_ = (l_589_ + l_590_);
                    a_509_[7] = l_591_;
                    l_mut_415_ = l_584_;
                    float l_592_ = a_509_[5];
                    float _e1104 = l_mut_415_;
                    float l_593_ = (l_592_ + _e1104);
                    float l_594_ = (l_593_ * l_1_);
                    float l_595_ = (l_594_ - l_592_);
                    float l_596_ = (l_595_ * l_1_);
                    float l_597_ = (l_594_ - l_596_);
                    float l_598_ = (l_597_ * l_1_);
                    float l_599_ = (l_592_ - l_598_);
                    float _e1112 = l_mut_415_;
                    float l_600_ = (_e1112 - l_596_);
                    float l_601_ = (l_599_ + l_600_);
                    a_509_[6] = l_601_;
                    l_mut_415_ = l_594_;
                    float l_602_ = a_509_[4];
                    float _e1118 = l_mut_415_;
                    float l_603_ = (l_602_ + _e1118);
                    float l_604_ = (l_603_ * l_1_);
                    float l_605_ = (l_604_ - l_602_);
                    float l_606_ = (l_605_ * l_1_);
                    float l_607_ = (l_604_ - l_606_);
                    float l_608_ = (l_607_ * l_1_);
                    float l_609_ = (l_602_ - l_608_);
                    float _e1126 = l_mut_415_;
                    float l_610_ = (_e1126 - l_606_);
                    float l_611_ = (l_609_ + l_610_);
                    a_509_[5] = l_611_;
                    l_mut_415_ = l_604_;
                    float l_612_ = a_509_[3];
                    float _e1132 = l_mut_415_;
                    float l_613_ = (l_612_ + _e1132);
                    float l_614_ = (l_613_ * l_1_);
                    float l_615_ = (l_614_ - l_612_);
                    float l_616_ = (l_615_ * l_1_);
                    float l_617_ = (l_614_ - l_616_);
                    float l_618_ = (l_617_ * l_1_);
                    float l_619_ = (l_612_ - l_618_);
                    float _e1140 = l_mut_415_;
                    float l_620_ = (_e1140 - l_616_);
                    float l_621_ = (l_619_ + l_620_);
                    a_509_[4] = l_621_;
                    l_mut_415_ = l_614_;
                    float l_622_ = a_509_[2];
                    float _e1146 = l_mut_415_;
                    float l_623_ = (l_622_ + _e1146);
                    float l_624_ = (l_623_ * l_1_);
                    float l_625_ = (l_624_ - l_622_);
                    float l_626_ = (l_625_ * l_1_);
                    float l_627_ = (l_624_ - l_626_);
                    float l_628_ = (l_627_ * l_1_);
                    float l_629_ = (l_622_ - l_628_);
                    float _e1154 = l_mut_415_;
                    float l_630_ = (_e1154 - l_626_);
                    float l_631_ = (l_629_ + l_630_);
                    a_509_[3] = l_631_;
                    l_mut_415_ = l_624_;
                    float l_632_ = a_509_[1];
                    float _e1160 = l_mut_415_;
                    float l_633_ = (l_632_ + _e1160);
                    float l_634_ = (l_633_ * l_1_);
                    float l_635_ = (l_634_ - l_632_);
                    float l_636_ = (l_635_ * l_1_);
                    float l_637_ = (l_634_ - l_636_);
                    float l_638_ = (l_637_ * l_1_);
                    float l_639_ = (l_632_ - l_638_);
                    float _e1168 = l_mut_415_;
                    float l_640_ = (_e1168 - l_636_);
                    float l_641_ = (l_639_ + l_640_);
                    a_509_[2] = l_641_;
                    l_mut_415_ = l_634_;
                    float l_642_ = a_509_[0];
                    float _e1174 = l_mut_415_;
                    float l_643_ = (l_642_ + _e1174);
                    float l_644_ = (l_643_ * l_1_);
                    float l_645_ = (l_644_ - l_642_);
                    float l_646_ = (l_645_ * l_1_);
                    float l_647_ = (l_644_ - l_646_);
                    float l_648_ = (l_647_ * l_1_);
                    float l_649_ = (l_642_ - l_648_);
                    float _e1182 = l_mut_415_;
                    float l_650_ = (_e1182 - l_646_);
                    float l_651_ = (l_649_ + l_650_);
                    a_509_[1] = l_651_;
                    l_mut_415_ = l_644_;
                    float _e1187 = l_mut_415_;
                    a_509_[0] = _e1187;
                    l_mut_415_ = 0.0;
                    l_mut_652_ = 0.0;
                    l_mut_653_ = 0.0;
                    l_mut_654_ = 0.0;
                    float l_655_ = a_509_[0];
                    l_mut_656_ = l_655_;
                    l_mut_416_ = 0u;
                    float l_657_ = a_509_[1];
                    float _e1197 = l_mut_656_;
                    float l_658_ = (_e1197 + l_657_);
                    float l_659_ = (l_658_ * l_1_);
                    float _e1200 = l_mut_656_;
                    float l_660_ = (l_659_ - _e1200);
                    float l_661_ = (l_660_ * l_1_);
                    float l_662_ = (l_659_ - l_661_);
                    float l_663_ = (l_662_ * l_1_);
                    float _e1205 = l_mut_656_;
                    float l_664_ = (_e1205 - l_663_);
                    float l_665_ = (l_657_ - l_661_);
                    float l_666_ = (l_664_ + l_665_);
                    uint _e1209 = l_mut_416_;
                    bool l_667_ = (_e1209 < 3u);
                    bool l_668_ = (l_666_ != 0.0);
                    if (l_667_) {
                        local_24 = l_668_;
                    } else {
                        local_24 = false;
                    }
                    bool l_669_ = local_24;
                    uint _e1218 = l_mut_416_;
                    bool l_670_ = (_e1218 == 0u);
                    if (l_669_) {
                        local_25 = l_670_;
                    } else {
                        local_25 = false;
                    }
                    bool l_671_ = local_25;
                    float _e1225 = l_mut_415_;
                    float l_672_ = (l_671_ ? l_659_ : _e1225);
                    l_mut_415_ = l_672_;
                    uint _e1227 = l_mut_416_;
                    bool l_673_ = (_e1227 == 1u);
                    if (l_669_) {
                        local_26 = l_673_;
                    } else {
                        local_26 = false;
                    }
                    bool l_674_ = local_26;
                    float _e1234 = l_mut_652_;
                    float l_675_ = (l_674_ ? l_659_ : _e1234);
                    l_mut_652_ = l_675_;
                    uint _e1236 = l_mut_416_;
                    bool l_676_ = (_e1236 == 2u);
                    if (l_669_) {
                        local_27 = l_676_;
                    } else {
                        local_27 = false;
                    }
                    bool l_677_ = local_27;
                    float _e1243 = l_mut_653_;
                    float l_678_ = (l_677_ ? l_659_ : _e1243);
                    l_mut_653_ = l_678_;
                    float l_679_ = (l_669_ ? l_666_ : l_659_);
                    float _e1246 = l_mut_656_;
                    float l_680_ = (_e1246 + l_657_);
                    float l_681_ = (l_667_ ? l_679_ : l_680_);
                    l_mut_656_ = l_681_;
                    uint l_682_ = uint(l_669_);
                    uint _e1250 = l_mut_416_;
                    l_mut_416_ = (_e1250 + l_682_);
                    float l_683_ = a_509_[2];
                    float _e1254 = l_mut_656_;
                    float l_684_ = (_e1254 + l_683_);
                    float l_685_ = (l_684_ * l_1_);
                    float _e1257 = l_mut_656_;
                    float l_686_ = (l_685_ - _e1257);
                    float l_687_ = (l_686_ * l_1_);
                    float l_688_ = (l_685_ - l_687_);
                    float l_689_ = (l_688_ * l_1_);
                    float _e1262 = l_mut_656_;
                    float l_690_ = (_e1262 - l_689_);
                    float l_691_ = (l_683_ - l_687_);
                    float l_692_ = (l_690_ + l_691_);
                    uint _e1266 = l_mut_416_;
                    bool l_693_ = (_e1266 < 3u);
                    bool l_694_ = (l_692_ != 0.0);
                    if (l_693_) {
                        local_28 = l_694_;
                    } else {
                        local_28 = false;
                    }
                    bool l_695_ = local_28;
                    uint _e1275 = l_mut_416_;
                    bool l_696_ = (_e1275 == 0u);
                    if (l_695_) {
                        local_29 = l_696_;
                    } else {
                        local_29 = false;
                    }
                    bool l_697_ = local_29;
                    float _e1282 = l_mut_415_;
                    float l_698_ = (l_697_ ? l_685_ : _e1282);
                    l_mut_415_ = l_698_;
                    uint _e1284 = l_mut_416_;
                    bool l_699_ = (_e1284 == 1u);
                    if (l_695_) {
                        local_30 = l_699_;
                    } else {
                        local_30 = false;
                    }
                    bool l_700_ = local_30;
                    float _e1291 = l_mut_652_;
                    float l_701_ = (l_700_ ? l_685_ : _e1291);
                    l_mut_652_ = l_701_;
                    uint _e1293 = l_mut_416_;
                    bool l_702_ = (_e1293 == 2u);
                    if (l_695_) {
                        local_31 = l_702_;
                    } else {
                        local_31 = false;
                    }
                    bool l_703_ = local_31;
                    float _e1300 = l_mut_653_;
                    float l_704_ = (l_703_ ? l_685_ : _e1300);
                    l_mut_653_ = l_704_;
                    float l_705_ = (l_695_ ? l_692_ : l_685_);
                    float _e1303 = l_mut_656_;
                    float l_706_ = (_e1303 + l_683_);
                    float l_707_ = (l_693_ ? l_705_ : l_706_);
                    l_mut_656_ = l_707_;
                    uint l_708_ = uint(l_695_);
                    uint _e1307 = l_mut_416_;
                    l_mut_416_ = (_e1307 + l_708_);
                    float l_709_ = a_509_[3];
                    float _e1311 = l_mut_656_;
                    float l_710_ = (_e1311 + l_709_);
                    float l_711_ = (l_710_ * l_1_);
                    float _e1314 = l_mut_656_;
                    float l_712_ = (l_711_ - _e1314);
                    float l_713_ = (l_712_ * l_1_);
                    float l_714_ = (l_711_ - l_713_);
                    float l_715_ = (l_714_ * l_1_);
                    float _e1319 = l_mut_656_;
                    float l_716_ = (_e1319 - l_715_);
                    float l_717_ = (l_709_ - l_713_);
                    float l_718_ = (l_716_ + l_717_);
                    uint _e1323 = l_mut_416_;
                    bool l_719_ = (_e1323 < 3u);
                    bool l_720_ = (l_718_ != 0.0);
                    if (l_719_) {
                        local_32 = l_720_;
                    } else {
                        local_32 = false;
                    }
                    bool l_721_ = local_32;
                    uint _e1332 = l_mut_416_;
                    bool l_722_ = (_e1332 == 0u);
                    if (l_721_) {
                        local_33 = l_722_;
                    } else {
                        local_33 = false;
                    }
                    bool l_723_ = local_33;
                    float _e1339 = l_mut_415_;
                    float l_724_ = (l_723_ ? l_711_ : _e1339);
                    l_mut_415_ = l_724_;
                    uint _e1341 = l_mut_416_;
                    bool l_725_ = (_e1341 == 1u);
                    if (l_721_) {
                        local_34 = l_725_;
                    } else {
                        local_34 = false;
                    }
                    bool l_726_ = local_34;
                    float _e1348 = l_mut_652_;
                    float l_727_ = (l_726_ ? l_711_ : _e1348);
                    l_mut_652_ = l_727_;
                    uint _e1350 = l_mut_416_;
                    bool l_728_ = (_e1350 == 2u);
                    if (l_721_) {
                        local_35 = l_728_;
                    } else {
                        local_35 = false;
                    }
                    bool l_729_ = local_35;
                    float _e1357 = l_mut_653_;
                    float l_730_ = (l_729_ ? l_711_ : _e1357);
                    l_mut_653_ = l_730_;
                    float l_731_ = (l_721_ ? l_718_ : l_711_);
                    float _e1360 = l_mut_656_;
                    float l_732_ = (_e1360 + l_709_);
                    float l_733_ = (l_719_ ? l_731_ : l_732_);
                    l_mut_656_ = l_733_;
                    uint l_734_ = uint(l_721_);
                    uint _e1364 = l_mut_416_;
                    l_mut_416_ = (_e1364 + l_734_);
                    float l_735_ = a_509_[4];
                    float _e1368 = l_mut_656_;
                    float l_736_ = (_e1368 + l_735_);
                    float l_737_ = (l_736_ * l_1_);
                    float _e1371 = l_mut_656_;
                    float l_738_ = (l_737_ - _e1371);
                    float l_739_ = (l_738_ * l_1_);
                    float l_740_ = (l_737_ - l_739_);
                    float l_741_ = (l_740_ * l_1_);
                    float _e1376 = l_mut_656_;
                    float l_742_ = (_e1376 - l_741_);
                    float l_743_ = (l_735_ - l_739_);
                    float l_744_ = (l_742_ + l_743_);
                    uint _e1380 = l_mut_416_;
                    bool l_745_ = (_e1380 < 3u);
                    bool l_746_ = (l_744_ != 0.0);
                    if (l_745_) {
                        local_36 = l_746_;
                    } else {
                        local_36 = false;
                    }
                    bool l_747_ = local_36;
                    uint _e1389 = l_mut_416_;
                    bool l_748_ = (_e1389 == 0u);
                    if (l_747_) {
                        local_37 = l_748_;
                    } else {
                        local_37 = false;
                    }
                    bool l_749_ = local_37;
                    float _e1396 = l_mut_415_;
                    float l_750_ = (l_749_ ? l_737_ : _e1396);
                    l_mut_415_ = l_750_;
                    uint _e1398 = l_mut_416_;
                    bool l_751_ = (_e1398 == 1u);
                    if (l_747_) {
                        local_38 = l_751_;
                    } else {
                        local_38 = false;
                    }
                    bool l_752_ = local_38;
                    float _e1405 = l_mut_652_;
                    float l_753_ = (l_752_ ? l_737_ : _e1405);
                    l_mut_652_ = l_753_;
                    uint _e1407 = l_mut_416_;
                    bool l_754_ = (_e1407 == 2u);
                    if (l_747_) {
                        local_39 = l_754_;
                    } else {
                        local_39 = false;
                    }
                    bool l_755_ = local_39;
                    float _e1414 = l_mut_653_;
                    float l_756_ = (l_755_ ? l_737_ : _e1414);
                    l_mut_653_ = l_756_;
                    float l_757_ = (l_747_ ? l_744_ : l_737_);
                    float _e1417 = l_mut_656_;
                    float l_758_ = (_e1417 + l_735_);
                    float l_759_ = (l_745_ ? l_757_ : l_758_);
                    l_mut_656_ = l_759_;
                    uint l_760_ = uint(l_747_);
                    uint _e1421 = l_mut_416_;
                    l_mut_416_ = (_e1421 + l_760_);
                    float l_761_ = a_509_[5];
                    float _e1425 = l_mut_656_;
                    float l_762_ = (_e1425 + l_761_);
                    float l_763_ = (l_762_ * l_1_);
                    float _e1428 = l_mut_656_;
                    float l_764_ = (l_763_ - _e1428);
                    float l_765_ = (l_764_ * l_1_);
                    float l_766_ = (l_763_ - l_765_);
                    float l_767_ = (l_766_ * l_1_);
                    float _e1433 = l_mut_656_;
                    float l_768_ = (_e1433 - l_767_);
                    float l_769_ = (l_761_ - l_765_);
                    float l_770_ = (l_768_ + l_769_);
                    uint _e1437 = l_mut_416_;
                    bool l_771_ = (_e1437 < 3u);
                    bool l_772_ = (l_770_ != 0.0);
                    if (l_771_) {
                        local_40 = l_772_;
                    } else {
                        local_40 = false;
                    }
                    bool l_773_ = local_40;
                    uint _e1446 = l_mut_416_;
                    bool l_774_ = (_e1446 == 0u);
                    if (l_773_) {
                        local_41 = l_774_;
                    } else {
                        local_41 = false;
                    }
                    bool l_775_ = local_41;
                    float _e1453 = l_mut_415_;
                    float l_776_ = (l_775_ ? l_763_ : _e1453);
                    l_mut_415_ = l_776_;
                    uint _e1455 = l_mut_416_;
                    bool l_777_ = (_e1455 == 1u);
                    if (l_773_) {
                        local_42 = l_777_;
                    } else {
                        local_42 = false;
                    }
                    bool l_778_ = local_42;
                    float _e1462 = l_mut_652_;
                    float l_779_ = (l_778_ ? l_763_ : _e1462);
                    l_mut_652_ = l_779_;
                    uint _e1464 = l_mut_416_;
                    bool l_780_ = (_e1464 == 2u);
                    if (l_773_) {
                        local_43 = l_780_;
                    } else {
                        local_43 = false;
                    }
                    bool l_781_ = local_43;
                    float _e1471 = l_mut_653_;
                    float l_782_ = (l_781_ ? l_763_ : _e1471);
                    l_mut_653_ = l_782_;
                    float l_783_ = (l_773_ ? l_770_ : l_763_);
                    float _e1474 = l_mut_656_;
                    float l_784_ = (_e1474 + l_761_);
                    float l_785_ = (l_771_ ? l_783_ : l_784_);
                    l_mut_656_ = l_785_;
                    uint l_786_ = uint(l_773_);
                    uint _e1478 = l_mut_416_;
                    l_mut_416_ = (_e1478 + l_786_);
                    float l_787_ = a_509_[6];
                    float _e1482 = l_mut_656_;
                    float l_788_ = (_e1482 + l_787_);
                    float l_789_ = (l_788_ * l_1_);
                    float _e1485 = l_mut_656_;
                    float l_790_ = (l_789_ - _e1485);
                    float l_791_ = (l_790_ * l_1_);
                    float l_792_ = (l_789_ - l_791_);
                    float l_793_ = (l_792_ * l_1_);
                    float _e1490 = l_mut_656_;
                    float l_794_ = (_e1490 - l_793_);
                    float l_795_ = (l_787_ - l_791_);
                    float l_796_ = (l_794_ + l_795_);
                    uint _e1494 = l_mut_416_;
                    bool l_797_ = (_e1494 < 3u);
                    bool l_798_ = (l_796_ != 0.0);
                    if (l_797_) {
                        local_44 = l_798_;
                    } else {
                        local_44 = false;
                    }
                    bool l_799_ = local_44;
                    uint _e1503 = l_mut_416_;
                    bool l_800_ = (_e1503 == 0u);
                    if (l_799_) {
                        local_45 = l_800_;
                    } else {
                        local_45 = false;
                    }
                    bool l_801_ = local_45;
                    float _e1510 = l_mut_415_;
                    float l_802_ = (l_801_ ? l_789_ : _e1510);
                    l_mut_415_ = l_802_;
                    uint _e1512 = l_mut_416_;
                    bool l_803_ = (_e1512 == 1u);
                    if (l_799_) {
                        local_46 = l_803_;
                    } else {
                        local_46 = false;
                    }
                    bool l_804_ = local_46;
                    float _e1519 = l_mut_652_;
                    float l_805_ = (l_804_ ? l_789_ : _e1519);
                    l_mut_652_ = l_805_;
                    uint _e1521 = l_mut_416_;
                    bool l_806_ = (_e1521 == 2u);
                    if (l_799_) {
                        local_47 = l_806_;
                    } else {
                        local_47 = false;
                    }
                    bool l_807_ = local_47;
                    float _e1528 = l_mut_653_;
                    float l_808_ = (l_807_ ? l_789_ : _e1528);
                    l_mut_653_ = l_808_;
                    float l_809_ = (l_799_ ? l_796_ : l_789_);
                    float _e1531 = l_mut_656_;
                    float l_810_ = (_e1531 + l_787_);
                    float l_811_ = (l_797_ ? l_809_ : l_810_);
                    l_mut_656_ = l_811_;
                    uint l_812_ = uint(l_799_);
                    uint _e1535 = l_mut_416_;
                    l_mut_416_ = (_e1535 + l_812_);
                    float l_813_ = a_509_[7];
                    float _e1539 = l_mut_656_;
                    float l_814_ = (_e1539 + l_813_);
                    float l_815_ = (l_814_ * l_1_);
                    float _e1542 = l_mut_656_;
                    float l_816_ = (l_815_ - _e1542);
                    float l_817_ = (l_816_ * l_1_);
                    float l_818_ = (l_815_ - l_817_);
                    float l_819_ = (l_818_ * l_1_);
                    float _e1547 = l_mut_656_;
                    float l_820_ = (_e1547 - l_819_);
                    float l_821_ = (l_813_ - l_817_);
                    float l_822_ = (l_820_ + l_821_);
                    uint _e1551 = l_mut_416_;
                    bool l_823_ = (_e1551 < 3u);
                    bool l_824_ = (l_822_ != 0.0);
                    if (l_823_) {
                        local_48 = l_824_;
                    } else {
                        local_48 = false;
                    }
                    bool l_825_ = local_48;
                    uint _e1560 = l_mut_416_;
                    bool l_826_ = (_e1560 == 0u);
                    if (l_825_) {
                        local_49 = l_826_;
                    } else {
                        local_49 = false;
                    }
                    bool l_827_ = local_49;
                    float _e1567 = l_mut_415_;
                    float l_828_ = (l_827_ ? l_815_ : _e1567);
                    l_mut_415_ = l_828_;
                    uint _e1569 = l_mut_416_;
                    bool l_829_ = (_e1569 == 1u);
                    if (l_825_) {
                        local_50 = l_829_;
                    } else {
                        local_50 = false;
                    }
                    bool l_830_ = local_50;
                    float _e1576 = l_mut_652_;
                    float l_831_ = (l_830_ ? l_815_ : _e1576);
                    l_mut_652_ = l_831_;
                    uint _e1578 = l_mut_416_;
                    bool l_832_ = (_e1578 == 2u);
                    if (l_825_) {
                        local_51 = l_832_;
                    } else {
                        local_51 = false;
                    }
                    bool l_833_ = local_51;
                    float _e1585 = l_mut_653_;
                    float l_834_ = (l_833_ ? l_815_ : _e1585);
                    l_mut_653_ = l_834_;
                    float l_835_ = (l_825_ ? l_822_ : l_815_);
                    float _e1588 = l_mut_656_;
                    float l_836_ = (_e1588 + l_813_);
                    float l_837_ = (l_823_ ? l_835_ : l_836_);
                    l_mut_656_ = l_837_;
                    uint l_838_ = uint(l_825_);
                    uint _e1592 = l_mut_416_;
                    l_mut_416_ = (_e1592 + l_838_);
                    uint _e1594 = l_mut_416_;
                    bool l_839_ = (_e1594 == 0u);
                    float _e1597 = l_mut_415_;
                    float _e1598 = l_mut_656_;
                    float l_840_ = (l_839_ ? _e1598 : _e1597);
                    l_mut_415_ = l_840_;
                    uint _e1600 = l_mut_416_;
                    bool l_841_ = (_e1600 == 1u);
                    float _e1603 = l_mut_652_;
                    float _e1604 = l_mut_656_;
                    float l_842_ = (l_841_ ? _e1604 : _e1603);
                    l_mut_652_ = l_842_;
                    uint _e1606 = l_mut_416_;
                    bool l_843_ = (_e1606 == 2u);
                    float _e1609 = l_mut_653_;
                    float _e1610 = l_mut_656_;
                    float l_844_ = (l_843_ ? _e1610 : _e1609);
                    l_mut_653_ = l_844_;
                    uint _e1612 = l_mut_416_;
                    bool l_845_ = (_e1612 == 3u);
                    float _e1615 = l_mut_654_;
                    float _e1616 = l_mut_656_;
                    float l_846_ = (l_845_ ? _e1616 : _e1615);
                    l_mut_654_ = l_846_;
                    float _e1618 = l_mut_415_;
                    l_mut_11_ = _e1618;
                    float _e1619 = l_mut_652_;
                    l_mut_12_ = _e1619;
                    float _e1620 = l_mut_653_;
                    l_mut_13_ = _e1620;
                    float _e1621 = l_mut_654_;
                    l_mut_14_ = _e1621;
                }
            }
            GroupMemoryBarrierWithGroupSync();
        }
    }
    bool l_847_ = (l_6_ < l_2_);
    bool l_848_ = (l_8_ < l_4_);
    if (l_847_) {
        local_52 = l_848_;
    } else {
        local_52 = false;
    }
    bool l_849_ = local_52;
    if (l_849_) {
        uint l_850_ = (l_6_ * l_4_);
        uint l_851_ = (l_850_ + l_8_);
        uint l_852_ = (l_2_ * l_4_);
        uint l_949_ = asuint(info.Load(16+0));
        uint l_950_ = (l_949_ * 1u);
        bool l_951_ = (l_851_ < l_950_);
        if (l_951_) {
            float _e1646 = l_mut_11_;
            buffer_4_global.Store(l_851_*4, asuint(_e1646));
        }
        uint l_853_ = (l_852_ + l_851_);
        uint l_952_ = asuint(info.Load(16+0));
        uint l_953_ = (l_952_ * 1u);
        bool l_954_ = (l_853_ < l_953_);
        if (l_954_) {
            float _e1657 = l_mut_12_;
            buffer_4_global.Store(l_853_*4, asuint(_e1657));
        }
        uint l_854_ = (2u * l_852_);
        uint l_855_ = (l_854_ + l_851_);
        uint l_955_ = asuint(info.Load(16+0));
        uint l_956_ = (l_955_ * 1u);
        bool l_957_ = (l_855_ < l_956_);
        if (l_957_) {
            float _e1670 = l_mut_13_;
            buffer_4_global.Store(l_855_*4, asuint(_e1670));
        }
        uint l_856_ = (3u * l_852_);
        uint l_857_ = (l_856_ + l_851_);
        uint l_958_ = asuint(info.Load(16+0));
        uint l_959_ = (l_958_ * 1u);
        bool l_960_ = (l_857_ < l_959_);
        if (l_960_) {
            float _e1683 = l_mut_14_;
            buffer_4_global.Store(l_857_*4, asuint(_e1683));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
