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
groupshared double shared_memory_9_[1024];
groupshared double shared_memory_10_[1024];

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(16, 16, 1)]
void matrix_product_f_f64_(uint3 local_invocation_id : SV_GroupThreadID, uint3 workgroup_id : SV_GroupID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_9_ = (double[1024])0;
        shared_memory_10_ = (double[1024])0;
    }
    GroupMemoryBarrierWithGroupSync();
    double a_509_[8] = (double[8])0;
    double l_mut_11_ = (double)0;
    double l_mut_12_ = (double)0;
    double l_mut_13_ = (double)0;
    double l_mut_14_ = (double)0;
    double l_mut_411_ = (double)0;
    double l_mut_412_ = (double)0;
    double l_mut_413_ = (double)0;
    double l_mut_414_ = (double)0;
    double l_mut_415_ = (double)0;
    uint l_mut_416_ = (uint)0;
    double l_mut_652_ = (double)0;
    double l_mut_653_ = (double)0;
    double l_mut_654_ = (double)0;
    double l_mut_656_ = (double)0;
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
    double l_863_ = buffer_2_global.Load<double>(l_862_*8);
    double l_0_ = (l_860_ ? l_863_ : 0.0L);
    uint l_865_ = asuint(info.Load(8+0));
    uint l_866_ = (l_865_ * 1u);
    bool l_867_ = (1u < l_866_);
    uint l_868_ = (l_866_ - 1u);
    uint l_869_ = min(1u, l_868_);
    double l_870_ = buffer_2_global.Load<double>(l_869_*8);
    double l_1_ = (l_867_ ? l_870_ : 0.0L);
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
    l_mut_11_ = 0.0L;
    l_mut_12_ = 0.0L;
    l_mut_13_ = 0.0L;
    l_mut_14_ = 0.0L;
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
            double l_898_ = buffer_0_global.Load<double>(l_897_*8);
            double l_34_ = (l_895_ ? l_898_ : 0.0L);
            double l_35_ = (l_28_ ? l_34_ : 0.0L);
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
            double l_905_ = buffer_1_global.Load<double>(l_904_*8);
            double l_45_ = (l_902_ ? l_905_ : 0.0L);
            double l_46_ = (l_39_ ? l_45_ : 0.0L);
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
            double l_912_ = buffer_0_global.Load<double>(l_911_*8);
            double l_56_ = (l_909_ ? l_912_ : 0.0L);
            double l_57_ = (l_50_ ? l_56_ : 0.0L);
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
            double l_919_ = buffer_1_global.Load<double>(l_918_*8);
            double l_67_ = (l_916_ ? l_919_ : 0.0L);
            double l_68_ = (l_61_ ? l_67_ : 0.0L);
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
            double l_926_ = buffer_0_global.Load<double>(l_925_*8);
            double l_78_ = (l_923_ ? l_926_ : 0.0L);
            double l_79_ = (l_72_ ? l_78_ : 0.0L);
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
            double l_933_ = buffer_1_global.Load<double>(l_932_*8);
            double l_89_ = (l_930_ ? l_933_ : 0.0L);
            double l_90_ = (l_83_ ? l_89_ : 0.0L);
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
            double l_940_ = buffer_0_global.Load<double>(l_939_*8);
            double l_100_ = (l_937_ ? l_940_ : 0.0L);
            double l_101_ = (l_94_ ? l_100_ : 0.0L);
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
            double l_947_ = buffer_1_global.Load<double>(l_946_*8);
            double l_111_ = (l_944_ ? l_947_ : 0.0L);
            double l_112_ = (l_105_ ? l_111_ : 0.0L);
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
                    double l_116_ = shared_memory_9_[min(uint(l_115_), 1023u)];
                    uint l_117_ = (256u + l_115_);
                    double l_118_ = shared_memory_9_[min(uint(l_117_), 1023u)];
                    uint l_120_ = (512u + l_115_);
                    double l_121_ = shared_memory_9_[min(uint(l_120_), 1023u)];
                    uint l_123_ = (768u + l_115_);
                    double l_124_ = shared_memory_9_[min(uint(l_123_), 1023u)];
                    uint _e441 = l_mut_113_;
                    uint l_125_ = (_e441 * 16u);
                    uint l_126_ = (l_125_ + local_invocation_id.x);
                    double l_127_ = shared_memory_10_[min(uint(l_126_), 1023u)];
                    uint l_128_ = (256u + l_126_);
                    double l_129_ = shared_memory_10_[min(uint(l_128_), 1023u)];
                    uint l_131_ = (512u + l_126_);
                    double l_132_ = shared_memory_10_[min(uint(l_131_), 1023u)];
                    uint l_134_ = (768u + l_126_);
                    double l_135_ = shared_memory_10_[min(uint(l_134_), 1023u)];
                    double l_136_ = (l_116_ * l_127_);
                    double l_137_ = (l_136_ * l_1_);
                    double l_138_ = (l_0_ * l_116_);
                    double l_139_ = (l_138_ * l_1_);
                    double l_140_ = (l_139_ - l_116_);
                    double l_141_ = (l_140_ * l_1_);
                    double l_142_ = (l_139_ - l_141_);
                    double l_143_ = (l_116_ - l_142_);
                    double l_144_ = (l_0_ * l_127_);
                    double l_145_ = (l_144_ * l_1_);
                    double l_146_ = (l_145_ - l_127_);
                    double l_147_ = (l_146_ * l_1_);
                    double l_148_ = (l_145_ - l_147_);
                    double l_149_ = (l_127_ - l_148_);
                    double l_150_ = (l_142_ * l_148_);
                    double l_151_ = (l_150_ - l_137_);
                    double l_152_ = (l_142_ * l_149_);
                    double l_153_ = (l_151_ + l_152_);
                    double l_154_ = (l_143_ * l_148_);
                    double l_155_ = (l_153_ + l_154_);
                    double l_156_ = (l_143_ * l_149_);
                    double l_157_ = (l_155_ + l_156_);
                    double l_158_ = (l_116_ * l_129_);
                    double l_159_ = (l_158_ * l_1_);
                    double l_160_ = (l_0_ * l_116_);
                    double l_161_ = (l_160_ * l_1_);
                    double l_162_ = (l_161_ - l_116_);
                    double l_163_ = (l_162_ * l_1_);
                    double l_164_ = (l_161_ - l_163_);
                    double l_165_ = (l_116_ - l_164_);
                    double l_166_ = (l_0_ * l_129_);
                    double l_167_ = (l_166_ * l_1_);
                    double l_168_ = (l_167_ - l_129_);
                    double l_169_ = (l_168_ * l_1_);
                    double l_170_ = (l_167_ - l_169_);
                    double l_171_ = (l_129_ - l_170_);
                    double l_172_ = (l_164_ * l_170_);
                    double l_173_ = (l_172_ - l_159_);
                    double l_174_ = (l_164_ * l_171_);
                    double l_175_ = (l_173_ + l_174_);
                    double l_176_ = (l_165_ * l_170_);
                    double l_177_ = (l_175_ + l_176_);
                    double l_178_ = (l_165_ * l_171_);
                    double l_179_ = (l_177_ + l_178_);
                    double l_180_ = (l_118_ * l_127_);
                    double l_181_ = (l_180_ * l_1_);
                    double l_182_ = (l_0_ * l_118_);
                    double l_183_ = (l_182_ * l_1_);
                    double l_184_ = (l_183_ - l_118_);
                    double l_185_ = (l_184_ * l_1_);
                    double l_186_ = (l_183_ - l_185_);
                    double l_187_ = (l_118_ - l_186_);
                    double l_188_ = (l_0_ * l_127_);
                    double l_189_ = (l_188_ * l_1_);
                    double l_190_ = (l_189_ - l_127_);
                    double l_191_ = (l_190_ * l_1_);
                    double l_192_ = (l_189_ - l_191_);
                    double l_193_ = (l_127_ - l_192_);
                    double l_194_ = (l_186_ * l_192_);
                    double l_195_ = (l_194_ - l_181_);
                    double l_196_ = (l_186_ * l_193_);
                    double l_197_ = (l_195_ + l_196_);
                    double l_198_ = (l_187_ * l_192_);
                    double l_199_ = (l_197_ + l_198_);
                    double l_200_ = (l_187_ * l_193_);
                    double l_201_ = (l_199_ + l_200_);
                    double l_202_ = (l_116_ * l_132_);
                    double l_203_ = (l_202_ * l_1_);
                    double l_204_ = (l_0_ * l_116_);
                    double l_205_ = (l_204_ * l_1_);
                    double l_206_ = (l_205_ - l_116_);
                    double l_207_ = (l_206_ * l_1_);
                    double l_208_ = (l_205_ - l_207_);
                    double l_209_ = (l_116_ - l_208_);
                    double l_210_ = (l_0_ * l_132_);
                    double l_211_ = (l_210_ * l_1_);
                    double l_212_ = (l_211_ - l_132_);
                    double l_213_ = (l_212_ * l_1_);
                    double l_214_ = (l_211_ - l_213_);
                    double l_215_ = (l_132_ - l_214_);
                    double l_216_ = (l_208_ * l_214_);
                    double l_217_ = (l_216_ - l_203_);
                    double l_218_ = (l_208_ * l_215_);
                    double l_219_ = (l_217_ + l_218_);
                    double l_220_ = (l_209_ * l_214_);
                    double l_221_ = (l_219_ + l_220_);
                    double l_222_ = (l_209_ * l_215_);
                    double l_223_ = (l_221_ + l_222_);
                    double l_224_ = (l_118_ * l_129_);
                    double l_225_ = (l_224_ * l_1_);
                    double l_226_ = (l_0_ * l_118_);
                    double l_227_ = (l_226_ * l_1_);
                    double l_228_ = (l_227_ - l_118_);
                    double l_229_ = (l_228_ * l_1_);
                    double l_230_ = (l_227_ - l_229_);
                    double l_231_ = (l_118_ - l_230_);
                    double l_232_ = (l_0_ * l_129_);
                    double l_233_ = (l_232_ * l_1_);
                    double l_234_ = (l_233_ - l_129_);
                    double l_235_ = (l_234_ * l_1_);
                    double l_236_ = (l_233_ - l_235_);
                    double l_237_ = (l_129_ - l_236_);
                    double l_238_ = (l_230_ * l_236_);
                    double l_239_ = (l_238_ - l_225_);
                    double l_240_ = (l_230_ * l_237_);
                    double l_241_ = (l_239_ + l_240_);
                    double l_242_ = (l_231_ * l_236_);
                    double l_243_ = (l_241_ + l_242_);
                    double l_244_ = (l_231_ * l_237_);
                    double l_245_ = (l_243_ + l_244_);
                    double l_246_ = (l_121_ * l_127_);
                    double l_247_ = (l_246_ * l_1_);
                    double l_248_ = (l_0_ * l_121_);
                    double l_249_ = (l_248_ * l_1_);
                    double l_250_ = (l_249_ - l_121_);
                    double l_251_ = (l_250_ * l_1_);
                    double l_252_ = (l_249_ - l_251_);
                    double l_253_ = (l_121_ - l_252_);
                    double l_254_ = (l_0_ * l_127_);
                    double l_255_ = (l_254_ * l_1_);
                    double l_256_ = (l_255_ - l_127_);
                    double l_257_ = (l_256_ * l_1_);
                    double l_258_ = (l_255_ - l_257_);
                    double l_259_ = (l_127_ - l_258_);
                    double l_260_ = (l_252_ * l_258_);
                    double l_261_ = (l_260_ - l_247_);
                    double l_262_ = (l_252_ * l_259_);
                    double l_263_ = (l_261_ + l_262_);
                    double l_264_ = (l_253_ * l_258_);
                    double l_265_ = (l_263_ + l_264_);
                    double l_266_ = (l_253_ * l_259_);
                    double l_267_ = (l_265_ + l_266_);
                    double l_268_ = (l_159_ + l_181_);
                    double l_269_ = (l_268_ * l_1_);
                    double l_270_ = (l_269_ - l_159_);
                    double l_271_ = (l_270_ * l_1_);
                    double l_272_ = (l_269_ - l_271_);
                    double l_273_ = (l_272_ * l_1_);
                    double l_274_ = (l_159_ - l_273_);
                    double l_275_ = (l_181_ - l_271_);
                    double l_276_ = (l_274_ + l_275_);
                    double l_277_ = (l_157_ + l_269_);
                    double l_278_ = (l_277_ * l_1_);
                    double l_279_ = (l_278_ - l_157_);
                    double l_280_ = (l_279_ * l_1_);
                    double l_281_ = (l_278_ - l_280_);
                    double l_282_ = (l_281_ * l_1_);
                    double l_283_ = (l_157_ - l_282_);
                    double l_284_ = (l_269_ - l_280_);
                    double l_285_ = (l_283_ + l_284_);
                    double l_286_ = (l_276_ + l_285_);
                    double l_287_ = (l_286_ * l_1_);
                    double l_288_ = (l_287_ - l_276_);
                    double l_289_ = (l_288_ * l_1_);
                    double l_290_ = (l_287_ - l_289_);
                    double l_291_ = (l_290_ * l_1_);
                    double l_292_ = (l_276_ - l_291_);
                    double l_293_ = (l_285_ - l_289_);
                    double l_294_ = (l_292_ + l_293_);
                    double l_295_ = (l_287_ + l_179_);
                    double l_296_ = (l_295_ * l_1_);
                    double l_297_ = (l_296_ - l_287_);
                    double l_298_ = (l_297_ * l_1_);
                    double l_299_ = (l_296_ - l_298_);
                    double l_300_ = (l_299_ * l_1_);
                    double l_301_ = (l_287_ - l_300_);
                    double l_302_ = (l_179_ - l_298_);
                    double l_303_ = (l_301_ + l_302_);
                    double l_304_ = (l_201_ + l_296_);
                    double l_305_ = (l_304_ * l_1_);
                    double l_306_ = (l_305_ - l_201_);
                    double l_307_ = (l_306_ * l_1_);
                    double l_308_ = (l_305_ - l_307_);
                    double l_309_ = (l_308_ * l_1_);
                    double l_310_ = (l_201_ - l_309_);
                    double l_311_ = (l_296_ - l_307_);
                    double l_312_ = (l_310_ + l_311_);
                    double l_313_ = (l_303_ + l_312_);
                    double l_314_ = (l_313_ * l_1_);
                    double l_315_ = (l_314_ - l_303_);
                    double l_316_ = (l_315_ * l_1_);
                    double l_317_ = (l_314_ - l_316_);
                    double l_318_ = (l_317_ * l_1_);
                    double l_319_ = (l_303_ - l_318_);
                    double l_320_ = (l_312_ - l_316_);
                    double l_321_ = (l_319_ + l_320_);
                    double l_322_ = (l_203_ + l_225_);
                    double l_323_ = (l_322_ * l_1_);
                    double l_324_ = (l_323_ - l_203_);
                    double l_325_ = (l_324_ * l_1_);
                    double l_326_ = (l_323_ - l_325_);
                    double l_327_ = (l_326_ * l_1_);
                    double l_328_ = (l_203_ - l_327_);
                    double l_329_ = (l_225_ - l_325_);
                    double l_330_ = (l_328_ + l_329_);
                    double l_331_ = (l_247_ + l_323_);
                    double l_332_ = (l_331_ * l_1_);
                    double l_333_ = (l_332_ - l_247_);
                    double l_334_ = (l_333_ * l_1_);
                    double l_335_ = (l_332_ - l_334_);
                    double l_336_ = (l_335_ * l_1_);
                    double l_337_ = (l_247_ - l_336_);
                    double l_338_ = (l_323_ - l_334_);
                    double l_339_ = (l_337_ + l_338_);
                    double l_340_ = (l_330_ + l_339_);
                    double l_341_ = (l_340_ * l_1_);
                    double l_342_ = (l_341_ - l_330_);
                    double l_343_ = (l_342_ * l_1_);
                    double l_344_ = (l_341_ - l_343_);
                    double l_345_ = (l_344_ * l_1_);
                    double l_346_ = (l_330_ - l_345_);
                    double l_347_ = (l_339_ - l_343_);
                    double l_348_ = (l_346_ + l_347_);
                    double l_349_ = (l_305_ + l_332_);
                    double l_350_ = (l_349_ * l_1_);
                    double l_351_ = (l_350_ - l_305_);
                    double l_352_ = (l_351_ * l_1_);
                    double l_353_ = (l_350_ - l_352_);
                    double l_354_ = (l_353_ * l_1_);
                    double l_355_ = (l_305_ - l_354_);
                    double l_356_ = (l_332_ - l_352_);
                    double l_357_ = (l_355_ + l_356_);
                    double l_358_ = (l_314_ + l_341_);
                    double l_359_ = (l_358_ * l_1_);
                    double l_360_ = (l_359_ - l_314_);
                    double l_361_ = (l_360_ * l_1_);
                    double l_362_ = (l_359_ - l_361_);
                    double l_363_ = (l_362_ * l_1_);
                    double l_364_ = (l_314_ - l_363_);
                    double l_365_ = (l_341_ - l_361_);
                    double l_366_ = (l_364_ + l_365_);
                    double l_367_ = (l_359_ + l_357_);
                    double l_368_ = (l_367_ * l_1_);
                    double l_369_ = (l_368_ - l_359_);
                    double l_370_ = (l_369_ * l_1_);
                    double l_371_ = (l_368_ - l_370_);
                    double l_372_ = (l_371_ * l_1_);
                    double l_373_ = (l_359_ - l_372_);
                    double l_374_ = (l_357_ - l_370_);
                    double l_375_ = (l_373_ + l_374_);
                    double l_376_ = (l_321_ + l_348_);
                    double l_377_ = (l_375_ + l_366_);
                    double l_378_ = (l_376_ + l_377_);
                    double l_379_ = (l_116_ * l_135_);
                    double l_380_ = (l_118_ * l_132_);
                    double l_381_ = (l_379_ + l_380_);
                    double l_382_ = (l_121_ * l_129_);
                    double l_383_ = (l_124_ * l_127_);
                    double l_384_ = (l_382_ + l_383_);
                    double l_385_ = (l_381_ + l_384_);
                    double l_386_ = (l_294_ + l_223_);
                    double l_387_ = (l_245_ + l_267_);
                    double l_388_ = (l_386_ + l_387_);
                    double l_389_ = (l_385_ + l_388_);
                    double l_390_ = (l_368_ + l_389_);
                    double l_391_ = (l_390_ + l_378_);
                    double l_392_ = (l_391_ * l_1_);
                    double l_393_ = (l_392_ - l_390_);
                    double l_394_ = (l_393_ * l_1_);
                    double l_395_ = (l_378_ - l_394_);
                    double l_396_ = (l_350_ + l_392_);
                    double l_397_ = (l_396_ * l_1_);
                    double l_398_ = (l_397_ - l_350_);
                    double l_399_ = (l_398_ * l_1_);
                    double l_400_ = (l_392_ - l_399_);
                    double l_401_ = (l_278_ + l_397_);
                    double l_402_ = (l_401_ * l_1_);
                    double l_403_ = (l_402_ - l_278_);
                    double l_404_ = (l_403_ * l_1_);
                    double l_405_ = (l_397_ - l_404_);
                    double l_406_ = (l_137_ + l_402_);
                    double l_407_ = (l_406_ * l_1_);
                    double l_408_ = (l_407_ - l_137_);
                    double l_409_ = (l_408_ * l_1_);
                    double l_410_ = (l_402_ - l_409_);
                    l_mut_411_ = 0.0L;
                    l_mut_412_ = 0.0L;
                    l_mut_413_ = 0.0L;
                    l_mut_414_ = 0.0L;
                    l_mut_415_ = l_407_;
                    l_mut_416_ = 0u;
                    double _e744 = l_mut_415_;
                    double l_417_ = (_e744 + l_410_);
                    double l_418_ = (l_417_ * l_1_);
                    double _e747 = l_mut_415_;
                    double l_419_ = (l_418_ - _e747);
                    double l_420_ = (l_419_ * l_1_);
                    double l_421_ = (l_410_ - l_420_);
                    uint _e751 = l_mut_416_;
                    bool l_422_ = (_e751 < 3u);
                    bool l_423_ = (l_421_ != 0.0L);
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
                    double _e767 = l_mut_411_;
                    double l_427_ = (l_426_ ? l_418_ : _e767);
                    l_mut_411_ = l_427_;
                    uint _e769 = l_mut_416_;
                    bool l_428_ = (_e769 == 1u);
                    if (l_424_) {
                        local_10 = l_428_;
                    } else {
                        local_10 = false;
                    }
                    bool l_429_ = local_10;
                    double _e776 = l_mut_412_;
                    double l_430_ = (l_429_ ? l_418_ : _e776);
                    l_mut_412_ = l_430_;
                    uint _e778 = l_mut_416_;
                    bool l_431_ = (_e778 == 2u);
                    if (l_424_) {
                        local_11 = l_431_;
                    } else {
                        local_11 = false;
                    }
                    bool l_432_ = local_11;
                    double _e785 = l_mut_413_;
                    double l_433_ = (l_432_ ? l_418_ : _e785);
                    l_mut_413_ = l_433_;
                    double l_434_ = (l_424_ ? l_421_ : l_418_);
                    double _e788 = l_mut_415_;
                    double l_435_ = (_e788 + l_410_);
                    double l_436_ = (l_422_ ? l_434_ : l_435_);
                    l_mut_415_ = l_436_;
                    uint l_437_ = uint(l_424_);
                    uint _e792 = l_mut_416_;
                    l_mut_416_ = (_e792 + l_437_);
                    double _e794 = l_mut_415_;
                    double l_438_ = (_e794 + l_405_);
                    double l_439_ = (l_438_ * l_1_);
                    double _e797 = l_mut_415_;
                    double l_440_ = (l_439_ - _e797);
                    double l_441_ = (l_440_ * l_1_);
                    double l_442_ = (l_405_ - l_441_);
                    uint _e801 = l_mut_416_;
                    bool l_443_ = (_e801 < 3u);
                    bool l_444_ = (l_442_ != 0.0L);
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
                    double _e817 = l_mut_411_;
                    double l_448_ = (l_447_ ? l_439_ : _e817);
                    l_mut_411_ = l_448_;
                    uint _e819 = l_mut_416_;
                    bool l_449_ = (_e819 == 1u);
                    if (l_445_) {
                        local_14 = l_449_;
                    } else {
                        local_14 = false;
                    }
                    bool l_450_ = local_14;
                    double _e826 = l_mut_412_;
                    double l_451_ = (l_450_ ? l_439_ : _e826);
                    l_mut_412_ = l_451_;
                    uint _e828 = l_mut_416_;
                    bool l_452_ = (_e828 == 2u);
                    if (l_445_) {
                        local_15 = l_452_;
                    } else {
                        local_15 = false;
                    }
                    bool l_453_ = local_15;
                    double _e835 = l_mut_413_;
                    double l_454_ = (l_453_ ? l_439_ : _e835);
                    l_mut_413_ = l_454_;
                    double l_455_ = (l_445_ ? l_442_ : l_439_);
                    double _e838 = l_mut_415_;
                    double l_456_ = (_e838 + l_405_);
                    double l_457_ = (l_443_ ? l_455_ : l_456_);
                    l_mut_415_ = l_457_;
                    uint l_458_ = uint(l_445_);
                    uint _e842 = l_mut_416_;
                    l_mut_416_ = (_e842 + l_458_);
                    double _e844 = l_mut_415_;
                    double l_459_ = (_e844 + l_400_);
                    double l_460_ = (l_459_ * l_1_);
                    double _e847 = l_mut_415_;
                    double l_461_ = (l_460_ - _e847);
                    double l_462_ = (l_461_ * l_1_);
                    double l_463_ = (l_400_ - l_462_);
                    uint _e851 = l_mut_416_;
                    bool l_464_ = (_e851 < 3u);
                    bool l_465_ = (l_463_ != 0.0L);
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
                    double _e867 = l_mut_411_;
                    double l_469_ = (l_468_ ? l_460_ : _e867);
                    l_mut_411_ = l_469_;
                    uint _e869 = l_mut_416_;
                    bool l_470_ = (_e869 == 1u);
                    if (l_466_) {
                        local_18 = l_470_;
                    } else {
                        local_18 = false;
                    }
                    bool l_471_ = local_18;
                    double _e876 = l_mut_412_;
                    double l_472_ = (l_471_ ? l_460_ : _e876);
                    l_mut_412_ = l_472_;
                    uint _e878 = l_mut_416_;
                    bool l_473_ = (_e878 == 2u);
                    if (l_466_) {
                        local_19 = l_473_;
                    } else {
                        local_19 = false;
                    }
                    bool l_474_ = local_19;
                    double _e885 = l_mut_413_;
                    double l_475_ = (l_474_ ? l_460_ : _e885);
                    l_mut_413_ = l_475_;
                    double l_476_ = (l_466_ ? l_463_ : l_460_);
                    double _e888 = l_mut_415_;
                    double l_477_ = (_e888 + l_400_);
                    double l_478_ = (l_464_ ? l_476_ : l_477_);
                    l_mut_415_ = l_478_;
                    uint l_479_ = uint(l_466_);
                    uint _e892 = l_mut_416_;
                    l_mut_416_ = (_e892 + l_479_);
                    double _e894 = l_mut_415_;
                    double l_480_ = (_e894 + l_395_);
                    double l_481_ = (l_480_ * l_1_);
                    double _e897 = l_mut_415_;
                    double l_482_ = (l_481_ - _e897);
                    double l_483_ = (l_482_ * l_1_);
                    double l_484_ = (l_395_ - l_483_);
                    uint _e901 = l_mut_416_;
                    bool l_485_ = (_e901 < 3u);
                    bool l_486_ = (l_484_ != 0.0L);
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
                    double _e917 = l_mut_411_;
                    double l_490_ = (l_489_ ? l_481_ : _e917);
                    l_mut_411_ = l_490_;
                    uint _e919 = l_mut_416_;
                    bool l_491_ = (_e919 == 1u);
                    if (l_487_) {
                        local_22 = l_491_;
                    } else {
                        local_22 = false;
                    }
                    bool l_492_ = local_22;
                    double _e926 = l_mut_412_;
                    double l_493_ = (l_492_ ? l_481_ : _e926);
                    l_mut_412_ = l_493_;
                    uint _e928 = l_mut_416_;
                    bool l_494_ = (_e928 == 2u);
                    if (l_487_) {
                        local_23 = l_494_;
                    } else {
                        local_23 = false;
                    }
                    bool l_495_ = local_23;
                    double _e935 = l_mut_413_;
                    double l_496_ = (l_495_ ? l_481_ : _e935);
                    l_mut_413_ = l_496_;
                    double l_497_ = (l_487_ ? l_484_ : l_481_);
                    double _e938 = l_mut_415_;
                    double l_498_ = (_e938 + l_395_);
                    double l_499_ = (l_485_ ? l_497_ : l_498_);
                    l_mut_415_ = l_499_;
                    uint l_500_ = uint(l_487_);
                    uint _e942 = l_mut_416_;
                    l_mut_416_ = (_e942 + l_500_);
                    uint _e944 = l_mut_416_;
                    bool l_501_ = (_e944 == 0u);
                    double _e947 = l_mut_411_;
                    double _e948 = l_mut_415_;
                    double l_502_ = (l_501_ ? _e948 : _e947);
                    l_mut_411_ = l_502_;
                    uint _e950 = l_mut_416_;
                    bool l_503_ = (_e950 == 1u);
                    double _e953 = l_mut_412_;
                    double _e954 = l_mut_415_;
                    double l_504_ = (l_503_ ? _e954 : _e953);
                    l_mut_412_ = l_504_;
                    uint _e956 = l_mut_416_;
                    bool l_505_ = (_e956 == 2u);
                    double _e959 = l_mut_413_;
                    double _e960 = l_mut_415_;
                    double l_506_ = (l_505_ ? _e960 : _e959);
                    l_mut_413_ = l_506_;
                    uint _e962 = l_mut_416_;
                    bool l_507_ = (_e962 == 3u);
                    double _e965 = l_mut_414_;
                    double _e966 = l_mut_415_;
                    double l_508_ = (l_507_ ? _e966 : _e965);
                    l_mut_414_ = l_508_;
                    double _e969 = l_mut_11_;
                    a_509_[0] = _e969;
                    double _e971 = l_mut_411_;
                    a_509_[1] = _e971;
                    double _e973 = l_mut_12_;
                    a_509_[2] = _e973;
                    double _e975 = l_mut_412_;
                    a_509_[3] = _e975;
                    double _e977 = l_mut_13_;
                    a_509_[4] = _e977;
                    double _e979 = l_mut_413_;
                    a_509_[5] = _e979;
                    double _e981 = l_mut_14_;
                    a_509_[6] = _e981;
                    double _e983 = l_mut_414_;
                    a_509_[7] = _e983;
                    double l_510_ = a_509_[7];
                    l_mut_415_ = l_510_;
                    double l_511_ = a_509_[6];
                    double _e988 = l_mut_415_;
                    double l_512_ = (l_511_ + _e988);
                    double l_513_ = (l_512_ * l_1_);
                    double l_514_ = (l_513_ - l_511_);
                    double l_515_ = (l_514_ * l_1_);
                    double l_516_ = (l_513_ - l_515_);
                    double l_517_ = (l_516_ * l_1_);
                    double l_518_ = (l_511_ - l_517_);
                    double _e996 = l_mut_415_;
                    double l_519_ = (_e996 - l_515_);
                    double l_520_ = (l_518_ + l_519_);
                    a_509_[7] = l_520_;
                    l_mut_415_ = l_513_;
                    double l_521_ = a_509_[5];
                    double _e1002 = l_mut_415_;
                    double l_522_ = (l_521_ + _e1002);
                    double l_523_ = (l_522_ * l_1_);
                    double l_524_ = (l_523_ - l_521_);
                    double l_525_ = (l_524_ * l_1_);
                    double l_526_ = (l_523_ - l_525_);
                    double l_527_ = (l_526_ * l_1_);
                    double l_528_ = (l_521_ - l_527_);
                    double _e1010 = l_mut_415_;
                    double l_529_ = (_e1010 - l_525_);
                    double l_530_ = (l_528_ + l_529_);
                    a_509_[6] = l_530_;
                    l_mut_415_ = l_523_;
                    double l_531_ = a_509_[4];
                    double _e1016 = l_mut_415_;
                    double l_532_ = (l_531_ + _e1016);
                    double l_533_ = (l_532_ * l_1_);
                    double l_534_ = (l_533_ - l_531_);
                    double l_535_ = (l_534_ * l_1_);
                    double l_536_ = (l_533_ - l_535_);
                    double l_537_ = (l_536_ * l_1_);
                    double l_538_ = (l_531_ - l_537_);
                    double _e1024 = l_mut_415_;
                    double l_539_ = (_e1024 - l_535_);
                    double l_540_ = (l_538_ + l_539_);
                    a_509_[5] = l_540_;
                    l_mut_415_ = l_533_;
                    double l_541_ = a_509_[3];
                    double _e1030 = l_mut_415_;
                    double l_542_ = (l_541_ + _e1030);
                    double l_543_ = (l_542_ * l_1_);
                    double l_544_ = (l_543_ - l_541_);
                    double l_545_ = (l_544_ * l_1_);
                    double l_546_ = (l_543_ - l_545_);
                    double l_547_ = (l_546_ * l_1_);
                    double l_548_ = (l_541_ - l_547_);
                    double _e1038 = l_mut_415_;
                    double l_549_ = (_e1038 - l_545_);
                    double l_550_ = (l_548_ + l_549_);
                    a_509_[4] = l_550_;
                    l_mut_415_ = l_543_;
                    double l_551_ = a_509_[2];
                    double _e1044 = l_mut_415_;
                    double l_552_ = (l_551_ + _e1044);
                    double l_553_ = (l_552_ * l_1_);
                    double l_554_ = (l_553_ - l_551_);
                    double l_555_ = (l_554_ * l_1_);
                    double l_556_ = (l_553_ - l_555_);
                    double l_557_ = (l_556_ * l_1_);
                    double l_558_ = (l_551_ - l_557_);
                    double _e1052 = l_mut_415_;
                    double l_559_ = (_e1052 - l_555_);
                    double l_560_ = (l_558_ + l_559_);
                    a_509_[3] = l_560_;
                    l_mut_415_ = l_553_;
                    double l_561_ = a_509_[1];
                    double _e1058 = l_mut_415_;
                    double l_562_ = (l_561_ + _e1058);
                    double l_563_ = (l_562_ * l_1_);
                    double l_564_ = (l_563_ - l_561_);
                    double l_565_ = (l_564_ * l_1_);
                    double l_566_ = (l_563_ - l_565_);
                    double l_567_ = (l_566_ * l_1_);
                    double l_568_ = (l_561_ - l_567_);
                    double _e1066 = l_mut_415_;
                    double l_569_ = (_e1066 - l_565_);
                    double l_570_ = (l_568_ + l_569_);
                    a_509_[2] = l_570_;
                    l_mut_415_ = l_563_;
                    double l_571_ = a_509_[0];
                    double _e1072 = l_mut_415_;
                    double l_572_ = (l_571_ + _e1072);
                    double l_573_ = (l_572_ * l_1_);
                    double l_574_ = (l_573_ - l_571_);
                    double l_575_ = (l_574_ * l_1_);
                    double l_576_ = (l_573_ - l_575_);
                    double l_577_ = (l_576_ * l_1_);
                    double l_578_ = (l_571_ - l_577_);
                    double _e1080 = l_mut_415_;
                    double l_579_ = (_e1080 - l_575_);
                    double l_580_ = (l_578_ + l_579_);
                    a_509_[1] = l_580_;
                    l_mut_415_ = l_573_;
                    double _e1085 = l_mut_415_;
                    a_509_[0] = _e1085;
                    double l_581_ = a_509_[7];
                    l_mut_415_ = l_581_;
                    double l_582_ = a_509_[6];
                    double _e1090 = l_mut_415_;
                    double l_583_ = (l_582_ + _e1090);
                    double l_584_ = (l_583_ * l_1_);
                    double l_585_ = (l_584_ - l_582_);
                    double l_586_ = (l_585_ * l_1_);
                    double l_587_ = (l_584_ - l_586_);
                    double l_588_ = (l_587_ * l_1_);
                    double l_589_ = (l_582_ - l_588_);
                    double _e1098 = l_mut_415_;
                    double l_590_ = (_e1098 - l_586_);
                    double l_591_ = (l_589_ + l_590_);
                    a_509_[7] = l_591_;
                    l_mut_415_ = l_584_;
                    double l_592_ = a_509_[5];
                    double _e1104 = l_mut_415_;
                    double l_593_ = (l_592_ + _e1104);
                    double l_594_ = (l_593_ * l_1_);
                    double l_595_ = (l_594_ - l_592_);
                    double l_596_ = (l_595_ * l_1_);
                    double l_597_ = (l_594_ - l_596_);
                    double l_598_ = (l_597_ * l_1_);
                    double l_599_ = (l_592_ - l_598_);
                    double _e1112 = l_mut_415_;
                    double l_600_ = (_e1112 - l_596_);
                    double l_601_ = (l_599_ + l_600_);
                    a_509_[6] = l_601_;
                    l_mut_415_ = l_594_;
                    double l_602_ = a_509_[4];
                    double _e1118 = l_mut_415_;
                    double l_603_ = (l_602_ + _e1118);
                    double l_604_ = (l_603_ * l_1_);
                    double l_605_ = (l_604_ - l_602_);
                    double l_606_ = (l_605_ * l_1_);
                    double l_607_ = (l_604_ - l_606_);
                    double l_608_ = (l_607_ * l_1_);
                    double l_609_ = (l_602_ - l_608_);
                    double _e1126 = l_mut_415_;
                    double l_610_ = (_e1126 - l_606_);
                    double l_611_ = (l_609_ + l_610_);
                    a_509_[5] = l_611_;
                    l_mut_415_ = l_604_;
                    double l_612_ = a_509_[3];
                    double _e1132 = l_mut_415_;
                    double l_613_ = (l_612_ + _e1132);
                    double l_614_ = (l_613_ * l_1_);
                    double l_615_ = (l_614_ - l_612_);
                    double l_616_ = (l_615_ * l_1_);
                    double l_617_ = (l_614_ - l_616_);
                    double l_618_ = (l_617_ * l_1_);
                    double l_619_ = (l_612_ - l_618_);
                    double _e1140 = l_mut_415_;
                    double l_620_ = (_e1140 - l_616_);
                    double l_621_ = (l_619_ + l_620_);
                    a_509_[4] = l_621_;
                    l_mut_415_ = l_614_;
                    double l_622_ = a_509_[2];
                    double _e1146 = l_mut_415_;
                    double l_623_ = (l_622_ + _e1146);
                    double l_624_ = (l_623_ * l_1_);
                    double l_625_ = (l_624_ - l_622_);
                    double l_626_ = (l_625_ * l_1_);
                    double l_627_ = (l_624_ - l_626_);
                    double l_628_ = (l_627_ * l_1_);
                    double l_629_ = (l_622_ - l_628_);
                    double _e1154 = l_mut_415_;
                    double l_630_ = (_e1154 - l_626_);
                    double l_631_ = (l_629_ + l_630_);
                    a_509_[3] = l_631_;
                    l_mut_415_ = l_624_;
                    double l_632_ = a_509_[1];
                    double _e1160 = l_mut_415_;
                    double l_633_ = (l_632_ + _e1160);
                    double l_634_ = (l_633_ * l_1_);
                    double l_635_ = (l_634_ - l_632_);
                    double l_636_ = (l_635_ * l_1_);
                    double l_637_ = (l_634_ - l_636_);
                    double l_638_ = (l_637_ * l_1_);
                    double l_639_ = (l_632_ - l_638_);
                    double _e1168 = l_mut_415_;
                    double l_640_ = (_e1168 - l_636_);
                    double l_641_ = (l_639_ + l_640_);
                    a_509_[2] = l_641_;
                    l_mut_415_ = l_634_;
                    double l_642_ = a_509_[0];
                    double _e1174 = l_mut_415_;
                    double l_643_ = (l_642_ + _e1174);
                    double l_644_ = (l_643_ * l_1_);
                    double l_645_ = (l_644_ - l_642_);
                    double l_646_ = (l_645_ * l_1_);
                    double l_647_ = (l_644_ - l_646_);
                    double l_648_ = (l_647_ * l_1_);
                    double l_649_ = (l_642_ - l_648_);
                    double _e1182 = l_mut_415_;
                    double l_650_ = (_e1182 - l_646_);
                    double l_651_ = (l_649_ + l_650_);
                    a_509_[1] = l_651_;
                    l_mut_415_ = l_644_;
                    double _e1187 = l_mut_415_;
                    a_509_[0] = _e1187;
                    l_mut_415_ = 0.0L;
                    l_mut_652_ = 0.0L;
                    l_mut_653_ = 0.0L;
                    l_mut_654_ = 0.0L;
                    double l_655_ = a_509_[0];
                    l_mut_656_ = l_655_;
                    l_mut_416_ = 0u;
                    double l_657_ = a_509_[1];
                    double _e1197 = l_mut_656_;
                    double l_658_ = (_e1197 + l_657_);
                    double l_659_ = (l_658_ * l_1_);
                    double _e1200 = l_mut_656_;
                    double l_660_ = (l_659_ - _e1200);
                    double l_661_ = (l_660_ * l_1_);
                    double l_662_ = (l_659_ - l_661_);
                    double l_663_ = (l_662_ * l_1_);
                    double _e1205 = l_mut_656_;
                    double l_664_ = (_e1205 - l_663_);
                    double l_665_ = (l_657_ - l_661_);
                    double l_666_ = (l_664_ + l_665_);
                    uint _e1209 = l_mut_416_;
                    bool l_667_ = (_e1209 < 3u);
                    bool l_668_ = (l_666_ != 0.0L);
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
                    double _e1225 = l_mut_415_;
                    double l_672_ = (l_671_ ? l_659_ : _e1225);
                    l_mut_415_ = l_672_;
                    uint _e1227 = l_mut_416_;
                    bool l_673_ = (_e1227 == 1u);
                    if (l_669_) {
                        local_26 = l_673_;
                    } else {
                        local_26 = false;
                    }
                    bool l_674_ = local_26;
                    double _e1234 = l_mut_652_;
                    double l_675_ = (l_674_ ? l_659_ : _e1234);
                    l_mut_652_ = l_675_;
                    uint _e1236 = l_mut_416_;
                    bool l_676_ = (_e1236 == 2u);
                    if (l_669_) {
                        local_27 = l_676_;
                    } else {
                        local_27 = false;
                    }
                    bool l_677_ = local_27;
                    double _e1243 = l_mut_653_;
                    double l_678_ = (l_677_ ? l_659_ : _e1243);
                    l_mut_653_ = l_678_;
                    double l_679_ = (l_669_ ? l_666_ : l_659_);
                    double _e1246 = l_mut_656_;
                    double l_680_ = (_e1246 + l_657_);
                    double l_681_ = (l_667_ ? l_679_ : l_680_);
                    l_mut_656_ = l_681_;
                    uint l_682_ = uint(l_669_);
                    uint _e1250 = l_mut_416_;
                    l_mut_416_ = (_e1250 + l_682_);
                    double l_683_ = a_509_[2];
                    double _e1254 = l_mut_656_;
                    double l_684_ = (_e1254 + l_683_);
                    double l_685_ = (l_684_ * l_1_);
                    double _e1257 = l_mut_656_;
                    double l_686_ = (l_685_ - _e1257);
                    double l_687_ = (l_686_ * l_1_);
                    double l_688_ = (l_685_ - l_687_);
                    double l_689_ = (l_688_ * l_1_);
                    double _e1262 = l_mut_656_;
                    double l_690_ = (_e1262 - l_689_);
                    double l_691_ = (l_683_ - l_687_);
                    double l_692_ = (l_690_ + l_691_);
                    uint _e1266 = l_mut_416_;
                    bool l_693_ = (_e1266 < 3u);
                    bool l_694_ = (l_692_ != 0.0L);
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
                    double _e1282 = l_mut_415_;
                    double l_698_ = (l_697_ ? l_685_ : _e1282);
                    l_mut_415_ = l_698_;
                    uint _e1284 = l_mut_416_;
                    bool l_699_ = (_e1284 == 1u);
                    if (l_695_) {
                        local_30 = l_699_;
                    } else {
                        local_30 = false;
                    }
                    bool l_700_ = local_30;
                    double _e1291 = l_mut_652_;
                    double l_701_ = (l_700_ ? l_685_ : _e1291);
                    l_mut_652_ = l_701_;
                    uint _e1293 = l_mut_416_;
                    bool l_702_ = (_e1293 == 2u);
                    if (l_695_) {
                        local_31 = l_702_;
                    } else {
                        local_31 = false;
                    }
                    bool l_703_ = local_31;
                    double _e1300 = l_mut_653_;
                    double l_704_ = (l_703_ ? l_685_ : _e1300);
                    l_mut_653_ = l_704_;
                    double l_705_ = (l_695_ ? l_692_ : l_685_);
                    double _e1303 = l_mut_656_;
                    double l_706_ = (_e1303 + l_683_);
                    double l_707_ = (l_693_ ? l_705_ : l_706_);
                    l_mut_656_ = l_707_;
                    uint l_708_ = uint(l_695_);
                    uint _e1307 = l_mut_416_;
                    l_mut_416_ = (_e1307 + l_708_);
                    double l_709_ = a_509_[3];
                    double _e1311 = l_mut_656_;
                    double l_710_ = (_e1311 + l_709_);
                    double l_711_ = (l_710_ * l_1_);
                    double _e1314 = l_mut_656_;
                    double l_712_ = (l_711_ - _e1314);
                    double l_713_ = (l_712_ * l_1_);
                    double l_714_ = (l_711_ - l_713_);
                    double l_715_ = (l_714_ * l_1_);
                    double _e1319 = l_mut_656_;
                    double l_716_ = (_e1319 - l_715_);
                    double l_717_ = (l_709_ - l_713_);
                    double l_718_ = (l_716_ + l_717_);
                    uint _e1323 = l_mut_416_;
                    bool l_719_ = (_e1323 < 3u);
                    bool l_720_ = (l_718_ != 0.0L);
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
                    double _e1339 = l_mut_415_;
                    double l_724_ = (l_723_ ? l_711_ : _e1339);
                    l_mut_415_ = l_724_;
                    uint _e1341 = l_mut_416_;
                    bool l_725_ = (_e1341 == 1u);
                    if (l_721_) {
                        local_34 = l_725_;
                    } else {
                        local_34 = false;
                    }
                    bool l_726_ = local_34;
                    double _e1348 = l_mut_652_;
                    double l_727_ = (l_726_ ? l_711_ : _e1348);
                    l_mut_652_ = l_727_;
                    uint _e1350 = l_mut_416_;
                    bool l_728_ = (_e1350 == 2u);
                    if (l_721_) {
                        local_35 = l_728_;
                    } else {
                        local_35 = false;
                    }
                    bool l_729_ = local_35;
                    double _e1357 = l_mut_653_;
                    double l_730_ = (l_729_ ? l_711_ : _e1357);
                    l_mut_653_ = l_730_;
                    double l_731_ = (l_721_ ? l_718_ : l_711_);
                    double _e1360 = l_mut_656_;
                    double l_732_ = (_e1360 + l_709_);
                    double l_733_ = (l_719_ ? l_731_ : l_732_);
                    l_mut_656_ = l_733_;
                    uint l_734_ = uint(l_721_);
                    uint _e1364 = l_mut_416_;
                    l_mut_416_ = (_e1364 + l_734_);
                    double l_735_ = a_509_[4];
                    double _e1368 = l_mut_656_;
                    double l_736_ = (_e1368 + l_735_);
                    double l_737_ = (l_736_ * l_1_);
                    double _e1371 = l_mut_656_;
                    double l_738_ = (l_737_ - _e1371);
                    double l_739_ = (l_738_ * l_1_);
                    double l_740_ = (l_737_ - l_739_);
                    double l_741_ = (l_740_ * l_1_);
                    double _e1376 = l_mut_656_;
                    double l_742_ = (_e1376 - l_741_);
                    double l_743_ = (l_735_ - l_739_);
                    double l_744_ = (l_742_ + l_743_);
                    uint _e1380 = l_mut_416_;
                    bool l_745_ = (_e1380 < 3u);
                    bool l_746_ = (l_744_ != 0.0L);
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
                    double _e1396 = l_mut_415_;
                    double l_750_ = (l_749_ ? l_737_ : _e1396);
                    l_mut_415_ = l_750_;
                    uint _e1398 = l_mut_416_;
                    bool l_751_ = (_e1398 == 1u);
                    if (l_747_) {
                        local_38 = l_751_;
                    } else {
                        local_38 = false;
                    }
                    bool l_752_ = local_38;
                    double _e1405 = l_mut_652_;
                    double l_753_ = (l_752_ ? l_737_ : _e1405);
                    l_mut_652_ = l_753_;
                    uint _e1407 = l_mut_416_;
                    bool l_754_ = (_e1407 == 2u);
                    if (l_747_) {
                        local_39 = l_754_;
                    } else {
                        local_39 = false;
                    }
                    bool l_755_ = local_39;
                    double _e1414 = l_mut_653_;
                    double l_756_ = (l_755_ ? l_737_ : _e1414);
                    l_mut_653_ = l_756_;
                    double l_757_ = (l_747_ ? l_744_ : l_737_);
                    double _e1417 = l_mut_656_;
                    double l_758_ = (_e1417 + l_735_);
                    double l_759_ = (l_745_ ? l_757_ : l_758_);
                    l_mut_656_ = l_759_;
                    uint l_760_ = uint(l_747_);
                    uint _e1421 = l_mut_416_;
                    l_mut_416_ = (_e1421 + l_760_);
                    double l_761_ = a_509_[5];
                    double _e1425 = l_mut_656_;
                    double l_762_ = (_e1425 + l_761_);
                    double l_763_ = (l_762_ * l_1_);
                    double _e1428 = l_mut_656_;
                    double l_764_ = (l_763_ - _e1428);
                    double l_765_ = (l_764_ * l_1_);
                    double l_766_ = (l_763_ - l_765_);
                    double l_767_ = (l_766_ * l_1_);
                    double _e1433 = l_mut_656_;
                    double l_768_ = (_e1433 - l_767_);
                    double l_769_ = (l_761_ - l_765_);
                    double l_770_ = (l_768_ + l_769_);
                    uint _e1437 = l_mut_416_;
                    bool l_771_ = (_e1437 < 3u);
                    bool l_772_ = (l_770_ != 0.0L);
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
                    double _e1453 = l_mut_415_;
                    double l_776_ = (l_775_ ? l_763_ : _e1453);
                    l_mut_415_ = l_776_;
                    uint _e1455 = l_mut_416_;
                    bool l_777_ = (_e1455 == 1u);
                    if (l_773_) {
                        local_42 = l_777_;
                    } else {
                        local_42 = false;
                    }
                    bool l_778_ = local_42;
                    double _e1462 = l_mut_652_;
                    double l_779_ = (l_778_ ? l_763_ : _e1462);
                    l_mut_652_ = l_779_;
                    uint _e1464 = l_mut_416_;
                    bool l_780_ = (_e1464 == 2u);
                    if (l_773_) {
                        local_43 = l_780_;
                    } else {
                        local_43 = false;
                    }
                    bool l_781_ = local_43;
                    double _e1471 = l_mut_653_;
                    double l_782_ = (l_781_ ? l_763_ : _e1471);
                    l_mut_653_ = l_782_;
                    double l_783_ = (l_773_ ? l_770_ : l_763_);
                    double _e1474 = l_mut_656_;
                    double l_784_ = (_e1474 + l_761_);
                    double l_785_ = (l_771_ ? l_783_ : l_784_);
                    l_mut_656_ = l_785_;
                    uint l_786_ = uint(l_773_);
                    uint _e1478 = l_mut_416_;
                    l_mut_416_ = (_e1478 + l_786_);
                    double l_787_ = a_509_[6];
                    double _e1482 = l_mut_656_;
                    double l_788_ = (_e1482 + l_787_);
                    double l_789_ = (l_788_ * l_1_);
                    double _e1485 = l_mut_656_;
                    double l_790_ = (l_789_ - _e1485);
                    double l_791_ = (l_790_ * l_1_);
                    double l_792_ = (l_789_ - l_791_);
                    double l_793_ = (l_792_ * l_1_);
                    double _e1490 = l_mut_656_;
                    double l_794_ = (_e1490 - l_793_);
                    double l_795_ = (l_787_ - l_791_);
                    double l_796_ = (l_794_ + l_795_);
                    uint _e1494 = l_mut_416_;
                    bool l_797_ = (_e1494 < 3u);
                    bool l_798_ = (l_796_ != 0.0L);
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
                    double _e1510 = l_mut_415_;
                    double l_802_ = (l_801_ ? l_789_ : _e1510);
                    l_mut_415_ = l_802_;
                    uint _e1512 = l_mut_416_;
                    bool l_803_ = (_e1512 == 1u);
                    if (l_799_) {
                        local_46 = l_803_;
                    } else {
                        local_46 = false;
                    }
                    bool l_804_ = local_46;
                    double _e1519 = l_mut_652_;
                    double l_805_ = (l_804_ ? l_789_ : _e1519);
                    l_mut_652_ = l_805_;
                    uint _e1521 = l_mut_416_;
                    bool l_806_ = (_e1521 == 2u);
                    if (l_799_) {
                        local_47 = l_806_;
                    } else {
                        local_47 = false;
                    }
                    bool l_807_ = local_47;
                    double _e1528 = l_mut_653_;
                    double l_808_ = (l_807_ ? l_789_ : _e1528);
                    l_mut_653_ = l_808_;
                    double l_809_ = (l_799_ ? l_796_ : l_789_);
                    double _e1531 = l_mut_656_;
                    double l_810_ = (_e1531 + l_787_);
                    double l_811_ = (l_797_ ? l_809_ : l_810_);
                    l_mut_656_ = l_811_;
                    uint l_812_ = uint(l_799_);
                    uint _e1535 = l_mut_416_;
                    l_mut_416_ = (_e1535 + l_812_);
                    double l_813_ = a_509_[7];
                    double _e1539 = l_mut_656_;
                    double l_814_ = (_e1539 + l_813_);
                    double l_815_ = (l_814_ * l_1_);
                    double _e1542 = l_mut_656_;
                    double l_816_ = (l_815_ - _e1542);
                    double l_817_ = (l_816_ * l_1_);
                    double l_818_ = (l_815_ - l_817_);
                    double l_819_ = (l_818_ * l_1_);
                    double _e1547 = l_mut_656_;
                    double l_820_ = (_e1547 - l_819_);
                    double l_821_ = (l_813_ - l_817_);
                    double l_822_ = (l_820_ + l_821_);
                    uint _e1551 = l_mut_416_;
                    bool l_823_ = (_e1551 < 3u);
                    bool l_824_ = (l_822_ != 0.0L);
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
                    double _e1567 = l_mut_415_;
                    double l_828_ = (l_827_ ? l_815_ : _e1567);
                    l_mut_415_ = l_828_;
                    uint _e1569 = l_mut_416_;
                    bool l_829_ = (_e1569 == 1u);
                    if (l_825_) {
                        local_50 = l_829_;
                    } else {
                        local_50 = false;
                    }
                    bool l_830_ = local_50;
                    double _e1576 = l_mut_652_;
                    double l_831_ = (l_830_ ? l_815_ : _e1576);
                    l_mut_652_ = l_831_;
                    uint _e1578 = l_mut_416_;
                    bool l_832_ = (_e1578 == 2u);
                    if (l_825_) {
                        local_51 = l_832_;
                    } else {
                        local_51 = false;
                    }
                    bool l_833_ = local_51;
                    double _e1585 = l_mut_653_;
                    double l_834_ = (l_833_ ? l_815_ : _e1585);
                    l_mut_653_ = l_834_;
                    double l_835_ = (l_825_ ? l_822_ : l_815_);
                    double _e1588 = l_mut_656_;
                    double l_836_ = (_e1588 + l_813_);
                    double l_837_ = (l_823_ ? l_835_ : l_836_);
                    l_mut_656_ = l_837_;
                    uint l_838_ = uint(l_825_);
                    uint _e1592 = l_mut_416_;
                    l_mut_416_ = (_e1592 + l_838_);
                    uint _e1594 = l_mut_416_;
                    bool l_839_ = (_e1594 == 0u);
                    double _e1597 = l_mut_415_;
                    double _e1598 = l_mut_656_;
                    double l_840_ = (l_839_ ? _e1598 : _e1597);
                    l_mut_415_ = l_840_;
                    uint _e1600 = l_mut_416_;
                    bool l_841_ = (_e1600 == 1u);
                    double _e1603 = l_mut_652_;
                    double _e1604 = l_mut_656_;
                    double l_842_ = (l_841_ ? _e1604 : _e1603);
                    l_mut_652_ = l_842_;
                    uint _e1606 = l_mut_416_;
                    bool l_843_ = (_e1606 == 2u);
                    double _e1609 = l_mut_653_;
                    double _e1610 = l_mut_656_;
                    double l_844_ = (l_843_ ? _e1610 : _e1609);
                    l_mut_653_ = l_844_;
                    uint _e1612 = l_mut_416_;
                    bool l_845_ = (_e1612 == 3u);
                    double _e1615 = l_mut_654_;
                    double _e1616 = l_mut_656_;
                    double l_846_ = (l_845_ ? _e1616 : _e1615);
                    l_mut_654_ = l_846_;
                    double _e1618 = l_mut_415_;
                    l_mut_11_ = _e1618;
                    double _e1619 = l_mut_652_;
                    l_mut_12_ = _e1619;
                    double _e1620 = l_mut_653_;
                    l_mut_13_ = _e1620;
                    double _e1621 = l_mut_654_;
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
            double _e1646 = l_mut_11_;
            buffer_4_global.Store(l_851_*8, _e1646);
        }
        uint l_853_ = (l_852_ + l_851_);
        uint l_952_ = asuint(info.Load(16+0));
        uint l_953_ = (l_952_ * 1u);
        bool l_954_ = (l_853_ < l_953_);
        if (l_954_) {
            double _e1657 = l_mut_12_;
            buffer_4_global.Store(l_853_*8, _e1657);
        }
        uint l_854_ = (2u * l_852_);
        uint l_855_ = (l_854_ + l_851_);
        uint l_955_ = asuint(info.Load(16+0));
        uint l_956_ = (l_955_ * 1u);
        bool l_957_ = (l_855_ < l_956_);
        if (l_957_) {
            double _e1670 = l_mut_13_;
            buffer_4_global.Store(l_855_*8, _e1670);
        }
        uint l_856_ = (3u * l_852_);
        uint l_857_ = (l_856_ + l_851_);
        uint l_958_ = asuint(info.Load(16+0));
        uint l_959_ = (l_958_ * 1u);
        bool l_960_ = (l_857_ < l_959_);
        if (l_960_) {
            double _e1683 = l_mut_14_;
            buffer_4_global.Store(l_857_*8, _e1683);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
