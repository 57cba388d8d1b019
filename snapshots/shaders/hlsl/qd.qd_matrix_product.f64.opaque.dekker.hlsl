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
void qd_matrix_product_f_f64_(uint3 local_invocation_id : SV_GroupThreadID, uint3 workgroup_id : SV_GroupID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_9_ = (double[1024])0;
        shared_memory_10_ = (double[1024])0;
    }
    GroupMemoryBarrierWithGroupSync();
    double a_505_[8] = (double[8])0;
    double l_mut_11_ = (double)0;
    double l_mut_12_ = (double)0;
    double l_mut_13_ = (double)0;
    double l_mut_14_ = (double)0;
    double l_mut_407_ = (double)0;
    double l_mut_408_ = (double)0;
    double l_mut_409_ = (double)0;
    double l_mut_410_ = (double)0;
    double l_mut_411_ = (double)0;
    uint l_mut_412_ = (uint)0;
    double l_mut_648_ = (double)0;
    double l_mut_649_ = (double)0;
    double l_mut_650_ = (double)0;
    double l_mut_652_ = (double)0;
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

    uint l_854_ = asuint(info.Load(8+0));
    uint l_855_ = (l_854_ * 1u);
    bool l_856_ = (0u < l_855_);
    uint l_857_ = (l_855_ - 1u);
    uint l_858_ = min(0u, l_857_);
    double l_859_ = buffer_2_global.Load<double>(l_858_*8);
    double l_0_ = (l_856_ ? l_859_ : 0.0L);
    uint l_861_ = asuint(info.Load(8+0));
    uint l_862_ = (l_861_ * 1u);
    bool l_863_ = (1u < l_862_);
    uint l_864_ = (l_862_ - 1u);
    uint l_865_ = min(1u, l_864_);
    double l_866_ = buffer_2_global.Load<double>(l_865_*8);
    double l_1_ = (l_863_ ? l_866_ : 0.0L);
    uint l_868_ = asuint(info.Load(12+0));
    uint l_869_ = (l_868_ * 1u);
    bool l_870_ = (0u < l_869_);
    uint l_871_ = (l_869_ - 1u);
    uint l_872_ = min(0u, l_871_);
    uint l_873_ = asuint(buffer_3_global.Load(l_872_*4));
    uint l_2_ = (l_870_ ? l_873_ : 0u);
    uint l_875_ = asuint(info.Load(12+0));
    uint l_876_ = (l_875_ * 1u);
    bool l_877_ = (1u < l_876_);
    uint l_878_ = (l_876_ - 1u);
    uint l_879_ = min(1u, l_878_);
    uint l_880_ = asuint(buffer_3_global.Load(l_879_*4));
    uint l_3_ = (l_877_ ? l_880_ : 0u);
    uint l_882_ = asuint(info.Load(12+0));
    uint l_883_ = (l_882_ * 1u);
    bool l_884_ = (2u < l_883_);
    uint l_885_ = (l_883_ - 1u);
    uint l_886_ = min(2u, l_885_);
    uint l_887_ = asuint(buffer_3_global.Load(l_886_*4));
    uint l_4_ = (l_884_ ? l_887_ : 0u);
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
            uint l_889_ = asuint(info.Load(0+0));
            uint l_890_ = (l_889_ * 1u);
            bool l_891_ = (l_33_ < l_890_);
            uint l_892_ = (l_890_ - 1u);
            uint l_893_ = min(l_33_, l_892_);
            double l_894_ = buffer_0_global.Load<double>(l_893_*8);
            double l_34_ = (l_891_ ? l_894_ : 0.0L);
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
            uint l_896_ = asuint(info.Load(4+0));
            uint l_897_ = (l_896_ * 1u);
            bool l_898_ = (l_44_ < l_897_);
            uint l_899_ = (l_897_ - 1u);
            uint l_900_ = min(l_44_, l_899_);
            double l_901_ = buffer_1_global.Load<double>(l_900_*8);
            double l_45_ = (l_898_ ? l_901_ : 0.0L);
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
            uint l_903_ = asuint(info.Load(0+0));
            uint l_904_ = (l_903_ * 1u);
            bool l_905_ = (l_55_ < l_904_);
            uint l_906_ = (l_904_ - 1u);
            uint l_907_ = min(l_55_, l_906_);
            double l_908_ = buffer_0_global.Load<double>(l_907_*8);
            double l_56_ = (l_905_ ? l_908_ : 0.0L);
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
            uint l_910_ = asuint(info.Load(4+0));
            uint l_911_ = (l_910_ * 1u);
            bool l_912_ = (l_66_ < l_911_);
            uint l_913_ = (l_911_ - 1u);
            uint l_914_ = min(l_66_, l_913_);
            double l_915_ = buffer_1_global.Load<double>(l_914_*8);
            double l_67_ = (l_912_ ? l_915_ : 0.0L);
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
            uint l_917_ = asuint(info.Load(0+0));
            uint l_918_ = (l_917_ * 1u);
            bool l_919_ = (l_77_ < l_918_);
            uint l_920_ = (l_918_ - 1u);
            uint l_921_ = min(l_77_, l_920_);
            double l_922_ = buffer_0_global.Load<double>(l_921_*8);
            double l_78_ = (l_919_ ? l_922_ : 0.0L);
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
            uint l_924_ = asuint(info.Load(4+0));
            uint l_925_ = (l_924_ * 1u);
            bool l_926_ = (l_88_ < l_925_);
            uint l_927_ = (l_925_ - 1u);
            uint l_928_ = min(l_88_, l_927_);
            double l_929_ = buffer_1_global.Load<double>(l_928_*8);
            double l_89_ = (l_926_ ? l_929_ : 0.0L);
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
            uint l_931_ = asuint(info.Load(0+0));
            uint l_932_ = (l_931_ * 1u);
            bool l_933_ = (l_99_ < l_932_);
            uint l_934_ = (l_932_ - 1u);
            uint l_935_ = min(l_99_, l_934_);
            double l_936_ = buffer_0_global.Load<double>(l_935_*8);
            double l_100_ = (l_933_ ? l_936_ : 0.0L);
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
            uint l_938_ = asuint(info.Load(4+0));
            uint l_939_ = (l_938_ * 1u);
            bool l_940_ = (l_110_ < l_939_);
            uint l_941_ = (l_939_ - 1u);
            uint l_942_ = min(l_110_, l_941_);
            double l_943_ = buffer_1_global.Load<double>(l_942_*8);
            double l_111_ = (l_940_ ? l_943_ : 0.0L);
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
                    uint _e423 = l_mut_113_;
                    uint l_116_ = (_e423 * 16u);
                    uint l_117_ = (l_116_ + local_invocation_id.x);
                    double l_118_ = shared_memory_9_[min(uint(l_115_), 1023u)];
                    uint l_119_ = (256u + l_115_);
                    double l_120_ = shared_memory_9_[min(uint(l_119_), 1023u)];
                    uint l_121_ = (512u + l_115_);
                    double l_122_ = shared_memory_9_[min(uint(l_121_), 1023u)];
                    uint l_123_ = (768u + l_115_);
                    double l_124_ = shared_memory_9_[min(uint(l_123_), 1023u)];
                    double l_125_ = shared_memory_10_[min(uint(l_117_), 1023u)];
                    uint l_126_ = (256u + l_117_);
                    double l_127_ = shared_memory_10_[min(uint(l_126_), 1023u)];
                    uint l_128_ = (512u + l_117_);
                    double l_129_ = shared_memory_10_[min(uint(l_128_), 1023u)];
                    uint l_130_ = (768u + l_117_);
                    double l_131_ = shared_memory_10_[min(uint(l_130_), 1023u)];
                    double l_132_ = (l_118_ * l_125_);
                    double l_133_ = (l_132_ * l_1_);
                    double l_134_ = (l_0_ * l_118_);
                    double l_135_ = (l_134_ * l_1_);
                    double l_136_ = (l_135_ - l_118_);
                    double l_137_ = (l_136_ * l_1_);
                    double l_138_ = (l_135_ - l_137_);
                    double l_139_ = (l_118_ - l_138_);
                    double l_140_ = (l_0_ * l_125_);
                    double l_141_ = (l_140_ * l_1_);
                    double l_142_ = (l_141_ - l_125_);
                    double l_143_ = (l_142_ * l_1_);
                    double l_144_ = (l_141_ - l_143_);
                    double l_145_ = (l_125_ - l_144_);
                    double l_146_ = (l_138_ * l_144_);
                    double l_147_ = (l_146_ - l_133_);
                    double l_148_ = (l_138_ * l_145_);
                    double l_149_ = (l_147_ + l_148_);
                    double l_150_ = (l_139_ * l_144_);
                    double l_151_ = (l_149_ + l_150_);
                    double l_152_ = (l_139_ * l_145_);
                    double l_153_ = (l_151_ + l_152_);
                    double l_154_ = (l_118_ * l_127_);
                    double l_155_ = (l_154_ * l_1_);
                    double l_156_ = (l_0_ * l_118_);
                    double l_157_ = (l_156_ * l_1_);
                    double l_158_ = (l_157_ - l_118_);
                    double l_159_ = (l_158_ * l_1_);
                    double l_160_ = (l_157_ - l_159_);
                    double l_161_ = (l_118_ - l_160_);
                    double l_162_ = (l_0_ * l_127_);
                    double l_163_ = (l_162_ * l_1_);
                    double l_164_ = (l_163_ - l_127_);
                    double l_165_ = (l_164_ * l_1_);
                    double l_166_ = (l_163_ - l_165_);
                    double l_167_ = (l_127_ - l_166_);
                    double l_168_ = (l_160_ * l_166_);
                    double l_169_ = (l_168_ - l_155_);
                    double l_170_ = (l_160_ * l_167_);
                    double l_171_ = (l_169_ + l_170_);
                    double l_172_ = (l_161_ * l_166_);
                    double l_173_ = (l_171_ + l_172_);
                    double l_174_ = (l_161_ * l_167_);
                    double l_175_ = (l_173_ + l_174_);
                    double l_176_ = (l_120_ * l_125_);
                    double l_177_ = (l_176_ * l_1_);
                    double l_178_ = (l_0_ * l_120_);
                    double l_179_ = (l_178_ * l_1_);
                    double l_180_ = (l_179_ - l_120_);
                    double l_181_ = (l_180_ * l_1_);
                    double l_182_ = (l_179_ - l_181_);
                    double l_183_ = (l_120_ - l_182_);
                    double l_184_ = (l_0_ * l_125_);
                    double l_185_ = (l_184_ * l_1_);
                    double l_186_ = (l_185_ - l_125_);
                    double l_187_ = (l_186_ * l_1_);
                    double l_188_ = (l_185_ - l_187_);
                    double l_189_ = (l_125_ - l_188_);
                    double l_190_ = (l_182_ * l_188_);
                    double l_191_ = (l_190_ - l_177_);
                    double l_192_ = (l_182_ * l_189_);
                    double l_193_ = (l_191_ + l_192_);
                    double l_194_ = (l_183_ * l_188_);
                    double l_195_ = (l_193_ + l_194_);
                    double l_196_ = (l_183_ * l_189_);
                    double l_197_ = (l_195_ + l_196_);
                    double l_198_ = (l_118_ * l_129_);
                    double l_199_ = (l_198_ * l_1_);
                    double l_200_ = (l_0_ * l_118_);
                    double l_201_ = (l_200_ * l_1_);
                    double l_202_ = (l_201_ - l_118_);
                    double l_203_ = (l_202_ * l_1_);
                    double l_204_ = (l_201_ - l_203_);
                    double l_205_ = (l_118_ - l_204_);
                    double l_206_ = (l_0_ * l_129_);
                    double l_207_ = (l_206_ * l_1_);
                    double l_208_ = (l_207_ - l_129_);
                    double l_209_ = (l_208_ * l_1_);
                    double l_210_ = (l_207_ - l_209_);
                    double l_211_ = (l_129_ - l_210_);
                    double l_212_ = (l_204_ * l_210_);
                    double l_213_ = (l_212_ - l_199_);
                    double l_214_ = (l_204_ * l_211_);
                    double l_215_ = (l_213_ + l_214_);
                    double l_216_ = (l_205_ * l_210_);
                    double l_217_ = (l_215_ + l_216_);
                    double l_218_ = (l_205_ * l_211_);
                    double l_219_ = (l_217_ + l_218_);
                    double l_220_ = (l_120_ * l_127_);
                    double l_221_ = (l_220_ * l_1_);
                    double l_222_ = (l_0_ * l_120_);
                    double l_223_ = (l_222_ * l_1_);
                    double l_224_ = (l_223_ - l_120_);
                    double l_225_ = (l_224_ * l_1_);
                    double l_226_ = (l_223_ - l_225_);
                    double l_227_ = (l_120_ - l_226_);
                    double l_228_ = (l_0_ * l_127_);
                    double l_229_ = (l_228_ * l_1_);
                    double l_230_ = (l_229_ - l_127_);
                    double l_231_ = (l_230_ * l_1_);
                    double l_232_ = (l_229_ - l_231_);
                    double l_233_ = (l_127_ - l_232_);
                    double l_234_ = (l_226_ * l_232_);
                    double l_235_ = (l_234_ - l_221_);
                    double l_236_ = (l_226_ * l_233_);
                    double l_237_ = (l_235_ + l_236_);
                    double l_238_ = (l_227_ * l_232_);
                    double l_239_ = (l_237_ + l_238_);
                    double l_240_ = (l_227_ * l_233_);
                    double l_241_ = (l_239_ + l_240_);
                    double l_242_ = (l_122_ * l_125_);
                    double l_243_ = (l_242_ * l_1_);
                    double l_244_ = (l_0_ * l_122_);
                    double l_245_ = (l_244_ * l_1_);
                    double l_246_ = (l_245_ - l_122_);
                    double l_247_ = (l_246_ * l_1_);
                    double l_248_ = (l_245_ - l_247_);
                    double l_249_ = (l_122_ - l_248_);
                    double l_250_ = (l_0_ * l_125_);
                    double l_251_ = (l_250_ * l_1_);
                    double l_252_ = (l_251_ - l_125_);
                    double l_253_ = (l_252_ * l_1_);
                    double l_254_ = (l_251_ - l_253_);
                    double l_255_ = (l_125_ - l_254_);
                    double l_256_ = (l_248_ * l_254_);
                    double l_257_ = (l_256_ - l_243_);
                    double l_258_ = (l_248_ * l_255_);
                    double l_259_ = (l_257_ + l_258_);
                    double l_260_ = (l_249_ * l_254_);
                    double l_261_ = (l_259_ + l_260_);
                    double l_262_ = (l_249_ * l_255_);
                    double l_263_ = (l_261_ + l_262_);
                    double l_264_ = (l_155_ + l_177_);
                    double l_265_ = (l_264_ * l_1_);
                    double l_266_ = (l_265_ - l_155_);
                    double l_267_ = (l_266_ * l_1_);
                    double l_268_ = (l_265_ - l_267_);
                    double l_269_ = (l_268_ * l_1_);
                    double l_270_ = (l_155_ - l_269_);
                    double l_271_ = (l_177_ - l_267_);
                    double l_272_ = (l_270_ + l_271_);
                    double l_273_ = (l_153_ + l_265_);
                    double l_274_ = (l_273_ * l_1_);
                    double l_275_ = (l_274_ - l_153_);
                    double l_276_ = (l_275_ * l_1_);
                    double l_277_ = (l_274_ - l_276_);
                    double l_278_ = (l_277_ * l_1_);
                    double l_279_ = (l_153_ - l_278_);
                    double l_280_ = (l_265_ - l_276_);
                    double l_281_ = (l_279_ + l_280_);
                    double l_282_ = (l_272_ + l_281_);
                    double l_283_ = (l_282_ * l_1_);
                    double l_284_ = (l_283_ - l_272_);
                    double l_285_ = (l_284_ * l_1_);
                    double l_286_ = (l_283_ - l_285_);
                    double l_287_ = (l_286_ * l_1_);
                    double l_288_ = (l_272_ - l_287_);
                    double l_289_ = (l_281_ - l_285_);
                    double l_290_ = (l_288_ + l_289_);
                    double l_291_ = (l_283_ + l_175_);
                    double l_292_ = (l_291_ * l_1_);
                    double l_293_ = (l_292_ - l_283_);
                    double l_294_ = (l_293_ * l_1_);
                    double l_295_ = (l_292_ - l_294_);
                    double l_296_ = (l_295_ * l_1_);
                    double l_297_ = (l_283_ - l_296_);
                    double l_298_ = (l_175_ - l_294_);
                    double l_299_ = (l_297_ + l_298_);
                    double l_300_ = (l_197_ + l_292_);
                    double l_301_ = (l_300_ * l_1_);
                    double l_302_ = (l_301_ - l_197_);
                    double l_303_ = (l_302_ * l_1_);
                    double l_304_ = (l_301_ - l_303_);
                    double l_305_ = (l_304_ * l_1_);
                    double l_306_ = (l_197_ - l_305_);
                    double l_307_ = (l_292_ - l_303_);
                    double l_308_ = (l_306_ + l_307_);
                    double l_309_ = (l_299_ + l_308_);
                    double l_310_ = (l_309_ * l_1_);
                    double l_311_ = (l_310_ - l_299_);
                    double l_312_ = (l_311_ * l_1_);
                    double l_313_ = (l_310_ - l_312_);
                    double l_314_ = (l_313_ * l_1_);
                    double l_315_ = (l_299_ - l_314_);
                    double l_316_ = (l_308_ - l_312_);
                    double l_317_ = (l_315_ + l_316_);
                    double l_318_ = (l_199_ + l_221_);
                    double l_319_ = (l_318_ * l_1_);
                    double l_320_ = (l_319_ - l_199_);
                    double l_321_ = (l_320_ * l_1_);
                    double l_322_ = (l_319_ - l_321_);
                    double l_323_ = (l_322_ * l_1_);
                    double l_324_ = (l_199_ - l_323_);
                    double l_325_ = (l_221_ - l_321_);
                    double l_326_ = (l_324_ + l_325_);
                    double l_327_ = (l_243_ + l_319_);
                    double l_328_ = (l_327_ * l_1_);
                    double l_329_ = (l_328_ - l_243_);
                    double l_330_ = (l_329_ * l_1_);
                    double l_331_ = (l_328_ - l_330_);
                    double l_332_ = (l_331_ * l_1_);
                    double l_333_ = (l_243_ - l_332_);
                    double l_334_ = (l_319_ - l_330_);
                    double l_335_ = (l_333_ + l_334_);
                    double l_336_ = (l_326_ + l_335_);
                    double l_337_ = (l_336_ * l_1_);
                    double l_338_ = (l_337_ - l_326_);
                    double l_339_ = (l_338_ * l_1_);
                    double l_340_ = (l_337_ - l_339_);
                    double l_341_ = (l_340_ * l_1_);
                    double l_342_ = (l_326_ - l_341_);
                    double l_343_ = (l_335_ - l_339_);
                    double l_344_ = (l_342_ + l_343_);
                    double l_345_ = (l_301_ + l_328_);
                    double l_346_ = (l_345_ * l_1_);
                    double l_347_ = (l_346_ - l_301_);
                    double l_348_ = (l_347_ * l_1_);
                    double l_349_ = (l_346_ - l_348_);
                    double l_350_ = (l_349_ * l_1_);
                    double l_351_ = (l_301_ - l_350_);
                    double l_352_ = (l_328_ - l_348_);
                    double l_353_ = (l_351_ + l_352_);
                    double l_354_ = (l_310_ + l_337_);
                    double l_355_ = (l_354_ * l_1_);
                    double l_356_ = (l_355_ - l_310_);
                    double l_357_ = (l_356_ * l_1_);
                    double l_358_ = (l_355_ - l_357_);
                    double l_359_ = (l_358_ * l_1_);
                    double l_360_ = (l_310_ - l_359_);
                    double l_361_ = (l_337_ - l_357_);
                    double l_362_ = (l_360_ + l_361_);
                    double l_363_ = (l_355_ + l_353_);
                    double l_364_ = (l_363_ * l_1_);
                    double l_365_ = (l_364_ - l_355_);
                    double l_366_ = (l_365_ * l_1_);
                    double l_367_ = (l_364_ - l_366_);
                    double l_368_ = (l_367_ * l_1_);
                    double l_369_ = (l_355_ - l_368_);
                    double l_370_ = (l_353_ - l_366_);
                    double l_371_ = (l_369_ + l_370_);
                    double l_372_ = (l_317_ + l_344_);
                    double l_373_ = (l_371_ + l_362_);
                    double l_374_ = (l_372_ + l_373_);
                    double l_375_ = (l_118_ * l_131_);
                    double l_376_ = (l_120_ * l_129_);
                    double l_377_ = (l_375_ + l_376_);
                    double l_378_ = (l_122_ * l_127_);
                    double l_379_ = (l_124_ * l_125_);
                    double l_380_ = (l_378_ + l_379_);
                    double l_381_ = (l_377_ + l_380_);
                    double l_382_ = (l_290_ + l_219_);
                    double l_383_ = (l_241_ + l_263_);
                    double l_384_ = (l_382_ + l_383_);
                    double l_385_ = (l_381_ + l_384_);
                    double l_386_ = (l_364_ + l_385_);
                    double l_387_ = (l_386_ + l_374_);
                    double l_388_ = (l_387_ * l_1_);
                    double l_389_ = (l_388_ - l_386_);
                    double l_390_ = (l_389_ * l_1_);
                    double l_391_ = (l_374_ - l_390_);
                    double l_392_ = (l_346_ + l_388_);
                    double l_393_ = (l_392_ * l_1_);
                    double l_394_ = (l_393_ - l_346_);
                    double l_395_ = (l_394_ * l_1_);
                    double l_396_ = (l_388_ - l_395_);
                    double l_397_ = (l_274_ + l_393_);
                    double l_398_ = (l_397_ * l_1_);
                    double l_399_ = (l_398_ - l_274_);
                    double l_400_ = (l_399_ * l_1_);
                    double l_401_ = (l_393_ - l_400_);
                    double l_402_ = (l_133_ + l_398_);
                    double l_403_ = (l_402_ * l_1_);
                    double l_404_ = (l_403_ - l_133_);
                    double l_405_ = (l_404_ * l_1_);
                    double l_406_ = (l_398_ - l_405_);
                    l_mut_407_ = 0.0L;
                    l_mut_408_ = 0.0L;
                    l_mut_409_ = 0.0L;
                    l_mut_410_ = 0.0L;
                    l_mut_411_ = l_403_;
                    l_mut_412_ = 0u;
                    double _e744 = l_mut_411_;
                    double l_413_ = (_e744 + l_406_);
                    double l_414_ = (l_413_ * l_1_);
                    double _e747 = l_mut_411_;
                    double l_415_ = (l_414_ - _e747);
                    double l_416_ = (l_415_ * l_1_);
                    double l_417_ = (l_406_ - l_416_);
                    uint _e751 = l_mut_412_;
                    bool l_418_ = (_e751 < 3u);
                    bool l_419_ = (l_417_ != 0.0L);
                    if (l_418_) {
                        local_8 = l_419_;
                    } else {
                        local_8 = false;
                    }
                    bool l_420_ = local_8;
                    uint _e760 = l_mut_412_;
                    bool l_421_ = (_e760 == 0u);
                    if (l_420_) {
                        local_9 = l_421_;
                    } else {
                        local_9 = false;
                    }
                    bool l_422_ = local_9;
                    double _e767 = l_mut_407_;
                    double l_423_ = (l_422_ ? l_414_ : _e767);
                    l_mut_407_ = l_423_;
                    uint _e769 = l_mut_412_;
                    bool l_424_ = (_e769 == 1u);
                    if (l_420_) {
                        local_10 = l_424_;
                    } else {
                        local_10 = false;
                    }
                    bool l_425_ = local_10;
                    double _e776 = l_mut_408_;
                    double l_426_ = (l_425_ ? l_414_ : _e776);
                    l_mut_408_ = l_426_;
                    uint _e778 = l_mut_412_;
                    bool l_427_ = (_e778 == 2u);
                    if (l_420_) {
                        local_11 = l_427_;
                    } else {
                        local_11 = false;
                    }
                    bool l_428_ = local_11;
                    double _e785 = l_mut_409_;
                    double l_429_ = (l_428_ ? l_414_ : _e785);
                    l_mut_409_ = l_429_;
                    double l_430_ = (l_420_ ? l_417_ : l_414_);
                    double _e788 = l_mut_411_;
                    double l_431_ = (_e788 + l_406_);
                    double l_432_ = (l_418_ ? l_430_ : l_431_);
                    l_mut_411_ = l_432_;
                    uint l_433_ = uint(l_420_);
                    uint _e792 = l_mut_412_;
                    l_mut_412_ = (_e792 + l_433_);
                    double _e794 = l_mut_411_;
                    double l_434_ = (_e794 + l_401_);
                    double l_435_ = (l_434_ * l_1_);
                    double _e797 = l_mut_411_;
                    double l_436_ = (l_435_ - _e797);
                    double l_437_ = (l_436_ * l_1_);
                    double l_438_ = (l_401_ - l_437_);
                    uint _e801 = l_mut_412_;
                    bool l_439_ = (_e801 < 3u);
                    bool l_440_ = (l_438_ != 0.0L);
                    if (l_439_) {
                        local_12 = l_440_;
                    } else {
                        local_12 = false;
                    }
                    bool l_441_ = local_12;
                    uint _e810 = l_mut_412_;
                    bool l_442_ = (_e810 == 0u);
                    if (l_441_) {
                        local_13 = l_442_;
                    } else {
                        local_13 = false;
                    }
                    bool l_443_ = local_13;
                    double _e817 = l_mut_407_;
                    double l_444_ = (l_443_ ? l_435_ : _e817);
                    l_mut_407_ = l_444_;
                    uint _e819 = l_mut_412_;
                    bool l_445_ = (_e819 == 1u);
                    if (l_441_) {
                        local_14 = l_445_;
                    } else {
                        local_14 = false;
                    }
                    bool l_446_ = local_14;
                    double _e826 = l_mut_408_;
                    double l_447_ = (l_446_ ? l_435_ : _e826);
                    l_mut_408_ = l_447_;
                    uint _e828 = l_mut_412_;
                    bool l_448_ = (_e828 == 2u);
                    if (l_441_) {
                        local_15 = l_448_;
                    } else {
                        local_15 = false;
                    }
                    bool l_449_ = local_15;
                    double _e835 = l_mut_409_;
                    double l_450_ = (l_449_ ? l_435_ : _e835);
                    l_mut_409_ = l_450_;
                    double l_451_ = (l_441_ ? l_438_ : l_435_);
                    double _e838 = l_mut_411_;
                    double l_452_ = (_e838 + l_401_);
                    double l_453_ = (l_439_ ? l_451_ : l_452_);
                    l_mut_411_ = l_453_;
                    uint l_454_ = uint(l_441_);
                    uint _e842 = l_mut_412_;
                    l_mut_412_ = (_e842 + l_454_);
                    double _e844 = l_mut_411_;
                    double l_455_ = (_e844 + l_396_);
                    double l_456_ = (l_455_ * l_1_);
                    double _e847 = l_mut_411_;
                    double l_457_ = (l_456_ - _e847);
                    double l_458_ = (l_457_ * l_1_);
                    double l_459_ = (l_396_ - l_458_);
                    uint _e851 = l_mut_412_;
                    bool l_460_ = (_e851 < 3u);
                    bool l_461_ = (l_459_ != 0.0L);
                    if (l_460_) {
                        local_16 = l_461_;
                    } else {
                        local_16 = false;
                    }
                    bool l_462_ = local_16;
                    uint _e860 = l_mut_412_;
                    bool l_463_ = (_e860 == 0u);
                    if (l_462_) {
                        local_17 = l_463_;
                    } else {
                        local_17 = false;
                    }
                    bool l_464_ = local_17;
                    double _e867 = l_mut_407_;
                    double l_465_ = (l_464_ ? l_456_ : _e867);
                    l_mut_407_ = l_465_;
                    uint _e869 = l_mut_412_;
                    bool l_466_ = (_e869 == 1u);
                    if (l_462_) {
                        local_18 = l_466_;
                    } else {
                        local_18 = false;
                    }
                    bool l_467_ = local_18;
                    double _e876 = l_mut_408_;
                    double l_468_ = (l_467_ ? l_456_ : _e876);
                    l_mut_408_ = l_468_;
                    uint _e878 = l_mut_412_;
                    bool l_469_ = (_e878 == 2u);
                    if (l_462_) {
                        local_19 = l_469_;
                    } else {
                        local_19 = false;
                    }
                    bool l_470_ = local_19;
                    double _e885 = l_mut_409_;
                    double l_471_ = (l_470_ ? l_456_ : _e885);
                    l_mut_409_ = l_471_;
                    double l_472_ = (l_462_ ? l_459_ : l_456_);
                    double _e888 = l_mut_411_;
                    double l_473_ = (_e888 + l_396_);
                    double l_474_ = (l_460_ ? l_472_ : l_473_);
                    l_mut_411_ = l_474_;
                    uint l_475_ = uint(l_462_);
                    uint _e892 = l_mut_412_;
                    l_mut_412_ = (_e892 + l_475_);
                    double _e894 = l_mut_411_;
                    double l_476_ = (_e894 + l_391_);
                    double l_477_ = (l_476_ * l_1_);
                    double _e897 = l_mut_411_;
                    double l_478_ = (l_477_ - _e897);
                    double l_479_ = (l_478_ * l_1_);
                    double l_480_ = (l_391_ - l_479_);
                    uint _e901 = l_mut_412_;
                    bool l_481_ = (_e901 < 3u);
                    bool l_482_ = (l_480_ != 0.0L);
                    if (l_481_) {
                        local_20 = l_482_;
                    } else {
                        local_20 = false;
                    }
                    bool l_483_ = local_20;
                    uint _e910 = l_mut_412_;
                    bool l_484_ = (_e910 == 0u);
                    if (l_483_) {
                        local_21 = l_484_;
                    } else {
                        local_21 = false;
                    }
                    bool l_485_ = local_21;
                    double _e917 = l_mut_407_;
                    double l_486_ = (l_485_ ? l_477_ : _e917);
                    l_mut_407_ = l_486_;
                    uint _e919 = l_mut_412_;
                    bool l_487_ = (_e919 == 1u);
                    if (l_483_) {
                        local_22 = l_487_;
                    } else {
                        local_22 = false;
                    }
                    bool l_488_ = local_22;
                    double _e926 = l_mut_408_;
                    double l_489_ = (l_488_ ? l_477_ : _e926);
                    l_mut_408_ = l_489_;
                    uint _e928 = l_mut_412_;
                    bool l_490_ = (_e928 == 2u);
                    if (l_483_) {
                        local_23 = l_490_;
                    } else {
                        local_23 = false;
                    }
                    bool l_491_ = local_23;
                    double _e935 = l_mut_409_;
                    double l_492_ = (l_491_ ? l_477_ : _e935);
                    l_mut_409_ = l_492_;
                    double l_493_ = (l_483_ ? l_480_ : l_477_);
                    double _e938 = l_mut_411_;
                    double l_494_ = (_e938 + l_391_);
                    double l_495_ = (l_481_ ? l_493_ : l_494_);
                    l_mut_411_ = l_495_;
                    uint l_496_ = uint(l_483_);
                    uint _e942 = l_mut_412_;
                    l_mut_412_ = (_e942 + l_496_);
                    uint _e944 = l_mut_412_;
                    bool l_497_ = (_e944 == 0u);
                    double _e947 = l_mut_407_;
                    double _e948 = l_mut_411_;
                    double l_498_ = (l_497_ ? _e948 : _e947);
                    l_mut_407_ = l_498_;
                    uint _e950 = l_mut_412_;
                    bool l_499_ = (_e950 == 1u);
                    double _e953 = l_mut_408_;
                    double _e954 = l_mut_411_;
                    double l_500_ = (l_499_ ? _e954 : _e953);
                    l_mut_408_ = l_500_;
                    uint _e956 = l_mut_412_;
                    bool l_501_ = (_e956 == 2u);
                    double _e959 = l_mut_409_;
                    double _e960 = l_mut_411_;
                    double l_502_ = (l_501_ ? _e960 : _e959);
                    l_mut_409_ = l_502_;
                    uint _e962 = l_mut_412_;
                    bool l_503_ = (_e962 == 3u);
                    double _e965 = l_mut_410_;
                    double _e966 = l_mut_411_;
                    double l_504_ = (l_503_ ? _e966 : _e965);
                    l_mut_410_ = l_504_;
                    double _e969 = l_mut_11_;
                    a_505_[0] = _e969;
                    double _e971 = l_mut_407_;
                    a_505_[1] = _e971;
                    double _e973 = l_mut_12_;
                    a_505_[2] = _e973;
                    double _e975 = l_mut_408_;
                    a_505_[3] = _e975;
                    double _e977 = l_mut_13_;
                    a_505_[4] = _e977;
                    double _e979 = l_mut_409_;
                    a_505_[5] = _e979;
                    double _e981 = l_mut_14_;
                    a_505_[6] = _e981;
                    double _e983 = l_mut_410_;
                    a_505_[7] = _e983;
                    double l_506_ = a_505_[7];
                    l_mut_411_ = l_506_;
                    double l_507_ = a_505_[6];
                    double _e988 = l_mut_411_;
                    double l_508_ = (l_507_ + _e988);
                    double l_509_ = (l_508_ * l_1_);
                    double l_510_ = (l_509_ - l_507_);
                    double l_511_ = (l_510_ * l_1_);
                    double l_512_ = (l_509_ - l_511_);
                    double l_513_ = (l_512_ * l_1_);
                    double l_514_ = (l_507_ - l_513_);
                    double _e996 = l_mut_411_;
                    double l_515_ = (_e996 - l_511_);
                    double l_516_ = (l_514_ + l_515_);
                    a_505_[7] = l_516_;
                    l_mut_411_ = l_509_;
                    double l_517_ = a_505_[5];
                    double _e1002 = l_mut_411_;
                    double l_518_ = (l_517_ + _e1002);
                    double l_519_ = (l_518_ * l_1_);
                    double l_520_ = (l_519_ - l_517_);
                    double l_521_ = (l_520_ * l_1_);
                    double l_522_ = (l_519_ - l_521_);
                    double l_523_ = (l_522_ * l_1_);
                    double l_524_ = (l_517_ - l_523_);
                    double _e1010 = l_mut_411_;
                    double l_525_ = (_e1010 - l_521_);
                    double l_526_ = (l_524_ + l_525_);
                    a_505_[6] = l_526_;
                    l_mut_411_ = l_519_;
                    double l_527_ = a_505_[4];
                    double _e1016 = l_mut_411_;
                    double l_528_ = (l_527_ + _e1016);
                    double l_529_ = (l_528_ * l_1_);
                    double l_530_ = (l_529_ - l_527_);
                    double l_531_ = (l_530_ * l_1_);
                    double l_532_ = (l_529_ - l_531_);
                    double l_533_ = (l_532_ * l_1_);
                    double l_534_ = (l_527_ - l_533_);
                    double _e1024 = l_mut_411_;
                    double l_535_ = (_e1024 - l_531_);
                    double l_536_ = (l_534_ + l_535_);
                    a_505_[5] = l_536_;
                    l_mut_411_ = l_529_;
                    double l_537_ = a_505_[3];
                    double _e1030 = l_mut_411_;
                    double l_538_ = (l_537_ + _e1030);
                    double l_539_ = (l_538_ * l_1_);
                    double l_540_ = (l_539_ - l_537_);
                    double l_541_ = (l_540_ * l_1_);
                    double l_542_ = (l_539_ - l_541_);
                    double l_543_ = (l_542_ * l_1_);
                    double l_544_ = (l_537_ - l_543_);
                    double _e1038 = l_mut_411_;
                    double l_545_ = (_e1038 - l_541_);
                    double l_546_ = (l_544_ + l_545_);
                    a_505_[4] = l_546_;
                    l_mut_411_ = l_539_;
                    double l_547_ = a_505_[2];
                    double _e1044 = l_mut_411_;
                    double l_548_ = (l_547_ + _e1044);
                    double l_549_ = (l_548_ * l_1_);
                    double l_550_ = (l_549_ - l_547_);
                    double l_551_ = (l_550_ * l_1_);
                    double l_552_ = (l_549_ - l_551_);
                    double l_553_ = (l_552_ * l_1_);
                    double l_554_ = (l_547_ - l_553_);
                    double _e1052 = l_mut_411_;
                    double l_555_ = (_e1052 - l_551_);
                    double l_556_ = (l_554_ + l_555_);
                    a_505_[3] = l_556_;
                    l_mut_411_ = l_549_;
                    double l_557_ = a_505_[1];
                    double _e1058 = l_mut_411_;
                    double l_558_ = (l_557_ + _e1058);
                    double l_559_ = (l_558_ * l_1_);
                    double l_560_ = (l_559_ - l_557_);
                    double l_561_ = (l_560_ * l_1_);
                    double l_562_ = (l_559_ - l_561_);
                    double l_563_ = (l_562_ * l_1_);
                    double l_564_ = (l_557_ - l_563_);
                    double _e1066 = l_mut_411_;
                    double l_565_ = (_e1066 - l_561_);
                    double l_566_ = (l_564_ + l_565_);
                    a_505_[2] = l_566_;
                    l_mut_411_ = l_559_;
                    double l_567_ = a_505_[0];
                    double _e1072 = l_mut_411_;
                    double l_568_ = (l_567_ + _e1072);
                    double l_569_ = (l_568_ * l_1_);
                    double l_570_ = (l_569_ - l_567_);
                    double l_571_ = (l_570_ * l_1_);
                    double l_572_ = (l_569_ - l_571_);
                    double l_573_ = (l_572_ * l_1_);
                    double l_574_ = (l_567_ - l_573_);
                    double _e1080 = l_mut_411_;
                    double l_575_ = (_e1080 - l_571_);
                    double l_576_ = (l_574_ + l_575_);
                    a_505_[1] = l_576_;
                    l_mut_411_ = l_569_;
                    double _e1085 = l_mut_411_;
                    a_505_[0] = _e1085;
                    double l_577_ = a_505_[7];
                    l_mut_411_ = l_577_;
                    double l_578_ = a_505_[6];
                    double _e1090 = l_mut_411_;
                    double l_579_ = (l_578_ + _e1090);
                    double l_580_ = (l_579_ * l_1_);
                    double l_581_ = (l_580_ - l_578_);
                    double l_582_ = (l_581_ * l_1_);
                    double l_583_ = (l_580_ - l_582_);
                    double l_584_ = (l_583_ * l_1_);
                    double l_585_ = (l_578_ - l_584_);
                    double _e1098 = l_mut_411_;
                    double l_586_ = (_e1098 - l_582_);
                    double l_587_ = (l_585_ + l_586_);
                    a_505_[7] = l_587_;
                    l_mut_411_ = l_580_;
                    double l_588_ = a_505_[5];
                    double _e1104 = l_mut_411_;
                    double l_589_ = (l_588_ + _e1104);
                    double l_590_ = (l_589_ * l_1_);
                    double l_591_ = (l_590_ - l_588_);
                    double l_592_ = (l_591_ * l_1_);
                    double l_593_ = (l_590_ - l_592_);
                    double l_594_ = (l_593_ * l_1_);
                    double l_595_ = (l_588_ - l_594_);
                    double _e1112 = l_mut_411_;
                    double l_596_ = (_e1112 - l_592_);
                    double l_597_ = (l_595_ + l_596_);
                    a_505_[6] = l_597_;
                    l_mut_411_ = l_590_;
                    double l_598_ = a_505_[4];
                    double _e1118 = l_mut_411_;
                    double l_599_ = (l_598_ + _e1118);
                    double l_600_ = (l_599_ * l_1_);
                    double l_601_ = (l_600_ - l_598_);
                    double l_602_ = (l_601_ * l_1_);
                    double l_603_ = (l_600_ - l_602_);
                    double l_604_ = (l_603_ * l_1_);
                    double l_605_ = (l_598_ - l_604_);
                    double _e1126 = l_mut_411_;
                    double l_606_ = (_e1126 - l_602_);
                    double l_607_ = (l_605_ + l_606_);
                    a_505_[5] = l_607_;
                    l_mut_411_ = l_600_;
                    double l_608_ = a_505_[3];
                    double _e1132 = l_mut_411_;
                    double l_609_ = (l_608_ + _e1132);
                    double l_610_ = (l_609_ * l_1_);
                    double l_611_ = (l_610_ - l_608_);
                    double l_612_ = (l_611_ * l_1_);
                    double l_613_ = (l_610_ - l_612_);
                    double l_614_ = (l_613_ * l_1_);
                    double l_615_ = (l_608_ - l_614_);
                    double _e1140 = l_mut_411_;
                    double l_616_ = (_e1140 - l_612_);
                    double l_617_ = (l_615_ + l_616_);
                    a_505_[4] = l_617_;
                    l_mut_411_ = l_610_;
                    double l_618_ = a_505_[2];
                    double _e1146 = l_mut_411_;
                    double l_619_ = (l_618_ + _e1146);
                    double l_620_ = (l_619_ * l_1_);
                    double l_621_ = (l_620_ - l_618_);
                    double l_622_ = (l_621_ * l_1_);
                    double l_623_ = (l_620_ - l_622_);
                    double l_624_ = (l_623_ * l_1_);
                    double l_625_ = (l_618_ - l_624_);
                    double _e1154 = l_mut_411_;
                    double l_626_ = (_e1154 - l_622_);
                    double l_627_ = (l_625_ + l_626_);
                    a_505_[3] = l_627_;
                    l_mut_411_ = l_620_;
                    double l_628_ = a_505_[1];
                    double _e1160 = l_mut_411_;
                    double l_629_ = (l_628_ + _e1160);
                    double l_630_ = (l_629_ * l_1_);
                    double l_631_ = (l_630_ - l_628_);
                    double l_632_ = (l_631_ * l_1_);
                    double l_633_ = (l_630_ - l_632_);
                    double l_634_ = (l_633_ * l_1_);
                    double l_635_ = (l_628_ - l_634_);
                    double _e1168 = l_mut_411_;
                    double l_636_ = (_e1168 - l_632_);
                    double l_637_ = (l_635_ + l_636_);
                    a_505_[2] = l_637_;
                    l_mut_411_ = l_630_;
                    double l_638_ = a_505_[0];
                    double _e1174 = l_mut_411_;
                    double l_639_ = (l_638_ + _e1174);
                    double l_640_ = (l_639_ * l_1_);
                    double l_641_ = (l_640_ - l_638_);
                    double l_642_ = (l_641_ * l_1_);
                    double l_643_ = (l_640_ - l_642_);
                    double l_644_ = (l_643_ * l_1_);
                    double l_645_ = (l_638_ - l_644_);
                    double _e1182 = l_mut_411_;
                    double l_646_ = (_e1182 - l_642_);
                    double l_647_ = (l_645_ + l_646_);
                    a_505_[1] = l_647_;
                    l_mut_411_ = l_640_;
                    double _e1187 = l_mut_411_;
                    a_505_[0] = _e1187;
                    l_mut_411_ = 0.0L;
                    l_mut_648_ = 0.0L;
                    l_mut_649_ = 0.0L;
                    l_mut_650_ = 0.0L;
                    double l_651_ = a_505_[0];
                    l_mut_652_ = l_651_;
                    l_mut_412_ = 0u;
                    double l_653_ = a_505_[1];
                    double _e1197 = l_mut_652_;
                    double l_654_ = (_e1197 + l_653_);
                    double l_655_ = (l_654_ * l_1_);
                    double _e1200 = l_mut_652_;
                    double l_656_ = (l_655_ - _e1200);
                    double l_657_ = (l_656_ * l_1_);
                    double l_658_ = (l_655_ - l_657_);
                    double l_659_ = (l_658_ * l_1_);
                    double _e1205 = l_mut_652_;
                    double l_660_ = (_e1205 - l_659_);
                    double l_661_ = (l_653_ - l_657_);
                    double l_662_ = (l_660_ + l_661_);
                    uint _e1209 = l_mut_412_;
                    bool l_663_ = (_e1209 < 3u);
                    bool l_664_ = (l_662_ != 0.0L);
                    if (l_663_) {
                        local_24 = l_664_;
                    } else {
                        local_24 = false;
                    }
                    bool l_665_ = local_24;
                    uint _e1218 = l_mut_412_;
                    bool l_666_ = (_e1218 == 0u);
                    if (l_665_) {
                        local_25 = l_666_;
                    } else {
                        local_25 = false;
                    }
                    bool l_667_ = local_25;
                    double _e1225 = l_mut_411_;
                    double l_668_ = (l_667_ ? l_655_ : _e1225);
                    l_mut_411_ = l_668_;
                    uint _e1227 = l_mut_412_;
                    bool l_669_ = (_e1227 == 1u);
                    if (l_665_) {
                        local_26 = l_669_;
                    } else {
                        local_26 = false;
                    }
                    bool l_670_ = local_26;
                    double _e1234 = l_mut_648_;
                    double l_671_ = (l_670_ ? l_655_ : _e1234);
                    l_mut_648_ = l_671_;
                    uint _e1236 = l_mut_412_;
                    bool l_672_ = (_e1236 == 2u);
                    if (l_665_) {
                        local_27 = l_672_;
                    } else {
                        local_27 = false;
                    }
                    bool l_673_ = local_27;
                    double _e1243 = l_mut_649_;
                    double l_674_ = (l_673_ ? l_655_ : _e1243);
                    l_mut_649_ = l_674_;
                    double l_675_ = (l_665_ ? l_662_ : l_655_);
                    double _e1246 = l_mut_652_;
                    double l_676_ = (_e1246 + l_653_);
                    double l_677_ = (l_663_ ? l_675_ : l_676_);
                    l_mut_652_ = l_677_;
                    uint l_678_ = uint(l_665_);
                    uint _e1250 = l_mut_412_;
                    l_mut_412_ = (_e1250 + l_678_);
                    double l_679_ = a_505_[2];
                    double _e1254 = l_mut_652_;
                    double l_680_ = (_e1254 + l_679_);
                    double l_681_ = (l_680_ * l_1_);
                    double _e1257 = l_mut_652_;
                    double l_682_ = (l_681_ - _e1257);
                    double l_683_ = (l_682_ * l_1_);
                    double l_684_ = (l_681_ - l_683_);
                    double l_685_ = (l_684_ * l_1_);
                    double _e1262 = l_mut_652_;
                    double l_686_ = (_e1262 - l_685_);
                    double l_687_ = (l_679_ - l_683_);
                    double l_688_ = (l_686_ + l_687_);
                    uint _e1266 = l_mut_412_;
                    bool l_689_ = (_e1266 < 3u);
                    bool l_690_ = (l_688_ != 0.0L);
                    if (l_689_) {
                        local_28 = l_690_;
                    } else {
                        local_28 = false;
                    }
                    bool l_691_ = local_28;
                    uint _e1275 = l_mut_412_;
                    bool l_692_ = (_e1275 == 0u);
                    if (l_691_) {
                        local_29 = l_692_;
                    } else {
                        local_29 = false;
                    }
                    bool l_693_ = local_29;
                    double _e1282 = l_mut_411_;
                    double l_694_ = (l_693_ ? l_681_ : _e1282);
                    l_mut_411_ = l_694_;
                    uint _e1284 = l_mut_412_;
                    bool l_695_ = (_e1284 == 1u);
                    if (l_691_) {
                        local_30 = l_695_;
                    } else {
                        local_30 = false;
                    }
                    bool l_696_ = local_30;
                    double _e1291 = l_mut_648_;
                    double l_697_ = (l_696_ ? l_681_ : _e1291);
                    l_mut_648_ = l_697_;
                    uint _e1293 = l_mut_412_;
                    bool l_698_ = (_e1293 == 2u);
                    if (l_691_) {
                        local_31 = l_698_;
                    } else {
                        local_31 = false;
                    }
                    bool l_699_ = local_31;
                    double _e1300 = l_mut_649_;
                    double l_700_ = (l_699_ ? l_681_ : _e1300);
                    l_mut_649_ = l_700_;
                    double l_701_ = (l_691_ ? l_688_ : l_681_);
                    double _e1303 = l_mut_652_;
                    double l_702_ = (_e1303 + l_679_);
                    double l_703_ = (l_689_ ? l_701_ : l_702_);
                    l_mut_652_ = l_703_;
                    uint l_704_ = uint(l_691_);
                    uint _e1307 = l_mut_412_;
                    l_mut_412_ = (_e1307 + l_704_);
                    double l_705_ = a_505_[3];
                    double _e1311 = l_mut_652_;
                    double l_706_ = (_e1311 + l_705_);
                    double l_707_ = (l_706_ * l_1_);
                    double _e1314 = l_mut_652_;
                    double l_708_ = (l_707_ - _e1314);
                    double l_709_ = (l_708_ * l_1_);
                    double l_710_ = (l_707_ - l_709_);
                    double l_711_ = (l_710_ * l_1_);
                    double _e1319 = l_mut_652_;
                    double l_712_ = (_e1319 - l_711_);
                    double l_713_ = (l_705_ - l_709_);
                    double l_714_ = (l_712_ + l_713_);
                    uint _e1323 = l_mut_412_;
                    bool l_715_ = (_e1323 < 3u);
                    bool l_716_ = (l_714_ != 0.0L);
                    if (l_715_) {
                        local_32 = l_716_;
                    } else {
                        local_32 = false;
                    }
                    bool l_717_ = local_32;
                    uint _e1332 = l_mut_412_;
                    bool l_718_ = (_e1332 == 0u);
                    if (l_717_) {
                        local_33 = l_718_;
                    } else {
                        local_33 = false;
                    }
                    bool l_719_ = local_33;
                    double _e1339 = l_mut_411_;
                    double l_720_ = (l_719_ ? l_707_ : _e1339);
                    l_mut_411_ = l_720_;
                    uint _e1341 = l_mut_412_;
                    bool l_721_ = (_e1341 == 1u);
                    if (l_717_) {
                        local_34 = l_721_;
                    } else {
                        local_34 = false;
                    }
                    bool l_722_ = local_34;
                    double _e1348 = l_mut_648_;
                    double l_723_ = (l_722_ ? l_707_ : _e1348);
                    l_mut_648_ = l_723_;
                    uint _e1350 = l_mut_412_;
                    bool l_724_ = (_e1350 == 2u);
                    if (l_717_) {
                        local_35 = l_724_;
                    } else {
                        local_35 = false;
                    }
                    bool l_725_ = local_35;
                    double _e1357 = l_mut_649_;
                    double l_726_ = (l_725_ ? l_707_ : _e1357);
                    l_mut_649_ = l_726_;
                    double l_727_ = (l_717_ ? l_714_ : l_707_);
                    double _e1360 = l_mut_652_;
                    double l_728_ = (_e1360 + l_705_);
                    double l_729_ = (l_715_ ? l_727_ : l_728_);
                    l_mut_652_ = l_729_;
                    uint l_730_ = uint(l_717_);
                    uint _e1364 = l_mut_412_;
                    l_mut_412_ = (_e1364 + l_730_);
                    double l_731_ = a_505_[4];
                    double _e1368 = l_mut_652_;
                    double l_732_ = (_e1368 + l_731_);
                    double l_733_ = (l_732_ * l_1_);
                    double _e1371 = l_mut_652_;
                    double l_734_ = (l_733_ - _e1371);
                    double l_735_ = (l_734_ * l_1_);
                    double l_736_ = (l_733_ - l_735_);
                    double l_737_ = (l_736_ * l_1_);
                    double _e1376 = l_mut_652_;
                    double l_738_ = (_e1376 - l_737_);
                    double l_739_ = (l_731_ - l_735_);
                    double l_740_ = (l_738_ + l_739_);
                    uint _e1380 = l_mut_412_;
                    bool l_741_ = (_e1380 < 3u);
                    bool l_742_ = (l_740_ != 0.0L);
                    if (l_741_) {
                        local_36 = l_742_;
                    } else {
                        local_36 = false;
                    }
                    bool l_743_ = local_36;
                    uint _e1389 = l_mut_412_;
                    bool l_744_ = (_e1389 == 0u);
                    if (l_743_) {
                        local_37 = l_744_;
                    } else {
                        local_37 = false;
                    }
                    bool l_745_ = local_37;
                    double _e1396 = l_mut_411_;
                    double l_746_ = (l_745_ ? l_733_ : _e1396);
                    l_mut_411_ = l_746_;
                    uint _e1398 = l_mut_412_;
                    bool l_747_ = (_e1398 == 1u);
                    if (l_743_) {
                        local_38 = l_747_;
                    } else {
                        local_38 = false;
                    }
                    bool l_748_ = local_38;
                    double _e1405 = l_mut_648_;
                    double l_749_ = (l_748_ ? l_733_ : _e1405);
                    l_mut_648_ = l_749_;
                    uint _e1407 = l_mut_412_;
                    bool l_750_ = (_e1407 == 2u);
                    if (l_743_) {
                        local_39 = l_750_;
                    } else {
                        local_39 = false;
                    }
                    bool l_751_ = local_39;
                    double _e1414 = l_mut_649_;
                    double l_752_ = (l_751_ ? l_733_ : _e1414);
                    l_mut_649_ = l_752_;
                    double l_753_ = (l_743_ ? l_740_ : l_733_);
                    double _e1417 = l_mut_652_;
                    double l_754_ = (_e1417 + l_731_);
                    double l_755_ = (l_741_ ? l_753_ : l_754_);
                    l_mut_652_ = l_755_;
                    uint l_756_ = uint(l_743_);
                    uint _e1421 = l_mut_412_;
                    l_mut_412_ = (_e1421 + l_756_);
                    double l_757_ = a_505_[5];
                    double _e1425 = l_mut_652_;
                    double l_758_ = (_e1425 + l_757_);
                    double l_759_ = (l_758_ * l_1_);
                    double _e1428 = l_mut_652_;
                    double l_760_ = (l_759_ - _e1428);
                    double l_761_ = (l_760_ * l_1_);
                    double l_762_ = (l_759_ - l_761_);
                    double l_763_ = (l_762_ * l_1_);
                    double _e1433 = l_mut_652_;
                    double l_764_ = (_e1433 - l_763_);
                    double l_765_ = (l_757_ - l_761_);
                    double l_766_ = (l_764_ + l_765_);
                    uint _e1437 = l_mut_412_;
                    bool l_767_ = (_e1437 < 3u);
                    bool l_768_ = (l_766_ != 0.0L);
                    if (l_767_) {
                        local_40 = l_768_;
                    } else {
                        local_40 = false;
                    }
                    bool l_769_ = local_40;
                    uint _e1446 = l_mut_412_;
                    bool l_770_ = (_e1446 == 0u);
                    if (l_769_) {
                        local_41 = l_770_;
                    } else {
                        local_41 = false;
                    }
                    bool l_771_ = local_41;
                    double _e1453 = l_mut_411_;
                    double l_772_ = (l_771_ ? l_759_ : _e1453);
                    l_mut_411_ = l_772_;
                    uint _e1455 = l_mut_412_;
                    bool l_773_ = (_e1455 == 1u);
                    if (l_769_) {
                        local_42 = l_773_;
                    } else {
                        local_42 = false;
                    }
                    bool l_774_ = local_42;
                    double _e1462 = l_mut_648_;
                    double l_775_ = (l_774_ ? l_759_ : _e1462);
                    l_mut_648_ = l_775_;
                    uint _e1464 = l_mut_412_;
                    bool l_776_ = (_e1464 == 2u);
                    if (l_769_) {
                        local_43 = l_776_;
                    } else {
                        local_43 = false;
                    }
                    bool l_777_ = local_43;
                    double _e1471 = l_mut_649_;
                    double l_778_ = (l_777_ ? l_759_ : _e1471);
                    l_mut_649_ = l_778_;
                    double l_779_ = (l_769_ ? l_766_ : l_759_);
                    double _e1474 = l_mut_652_;
                    double l_780_ = (_e1474 + l_757_);
                    double l_781_ = (l_767_ ? l_779_ : l_780_);
                    l_mut_652_ = l_781_;
                    uint l_782_ = uint(l_769_);
                    uint _e1478 = l_mut_412_;
                    l_mut_412_ = (_e1478 + l_782_);
                    double l_783_ = a_505_[6];
                    double _e1482 = l_mut_652_;
                    double l_784_ = (_e1482 + l_783_);
                    double l_785_ = (l_784_ * l_1_);
                    double _e1485 = l_mut_652_;
                    double l_786_ = (l_785_ - _e1485);
                    double l_787_ = (l_786_ * l_1_);
                    double l_788_ = (l_785_ - l_787_);
                    double l_789_ = (l_788_ * l_1_);
                    double _e1490 = l_mut_652_;
                    double l_790_ = (_e1490 - l_789_);
                    double l_791_ = (l_783_ - l_787_);
                    double l_792_ = (l_790_ + l_791_);
                    uint _e1494 = l_mut_412_;
                    bool l_793_ = (_e1494 < 3u);
                    bool l_794_ = (l_792_ != 0.0L);
                    if (l_793_) {
                        local_44 = l_794_;
                    } else {
                        local_44 = false;
                    }
                    bool l_795_ = local_44;
                    uint _e1503 = l_mut_412_;
                    bool l_796_ = (_e1503 == 0u);
                    if (l_795_) {
                        local_45 = l_796_;
                    } else {
                        local_45 = false;
                    }
                    bool l_797_ = local_45;
                    double _e1510 = l_mut_411_;
                    double l_798_ = (l_797_ ? l_785_ : _e1510);
                    l_mut_411_ = l_798_;
                    uint _e1512 = l_mut_412_;
                    bool l_799_ = (_e1512 == 1u);
                    if (l_795_) {
                        local_46 = l_799_;
                    } else {
                        local_46 = false;
                    }
                    bool l_800_ = local_46;
                    double _e1519 = l_mut_648_;
                    double l_801_ = (l_800_ ? l_785_ : _e1519);
                    l_mut_648_ = l_801_;
                    uint _e1521 = l_mut_412_;
                    bool l_802_ = (_e1521 == 2u);
                    if (l_795_) {
                        local_47 = l_802_;
                    } else {
                        local_47 = false;
                    }
                    bool l_803_ = local_47;
                    double _e1528 = l_mut_649_;
                    double l_804_ = (l_803_ ? l_785_ : _e1528);
                    l_mut_649_ = l_804_;
                    double l_805_ = (l_795_ ? l_792_ : l_785_);
                    double _e1531 = l_mut_652_;
                    double l_806_ = (_e1531 + l_783_);
                    double l_807_ = (l_793_ ? l_805_ : l_806_);
                    l_mut_652_ = l_807_;
                    uint l_808_ = uint(l_795_);
                    uint _e1535 = l_mut_412_;
                    l_mut_412_ = (_e1535 + l_808_);
                    double l_809_ = a_505_[7];
                    double _e1539 = l_mut_652_;
                    double l_810_ = (_e1539 + l_809_);
                    double l_811_ = (l_810_ * l_1_);
                    double _e1542 = l_mut_652_;
                    double l_812_ = (l_811_ - _e1542);
                    double l_813_ = (l_812_ * l_1_);
                    double l_814_ = (l_811_ - l_813_);
                    double l_815_ = (l_814_ * l_1_);
                    double _e1547 = l_mut_652_;
                    double l_816_ = (_e1547 - l_815_);
                    double l_817_ = (l_809_ - l_813_);
                    double l_818_ = (l_816_ + l_817_);
                    uint _e1551 = l_mut_412_;
                    bool l_819_ = (_e1551 < 3u);
                    bool l_820_ = (l_818_ != 0.0L);
                    if (l_819_) {
                        local_48 = l_820_;
                    } else {
                        local_48 = false;
                    }
                    bool l_821_ = local_48;
                    uint _e1560 = l_mut_412_;
                    bool l_822_ = (_e1560 == 0u);
                    if (l_821_) {
                        local_49 = l_822_;
                    } else {
                        local_49 = false;
                    }
                    bool l_823_ = local_49;
                    double _e1567 = l_mut_411_;
                    double l_824_ = (l_823_ ? l_811_ : _e1567);
                    l_mut_411_ = l_824_;
                    uint _e1569 = l_mut_412_;
                    bool l_825_ = (_e1569 == 1u);
                    if (l_821_) {
                        local_50 = l_825_;
                    } else {
                        local_50 = false;
                    }
                    bool l_826_ = local_50;
                    double _e1576 = l_mut_648_;
                    double l_827_ = (l_826_ ? l_811_ : _e1576);
                    l_mut_648_ = l_827_;
                    uint _e1578 = l_mut_412_;
                    bool l_828_ = (_e1578 == 2u);
                    if (l_821_) {
                        local_51 = l_828_;
                    } else {
                        local_51 = false;
                    }
                    bool l_829_ = local_51;
                    double _e1585 = l_mut_649_;
                    double l_830_ = (l_829_ ? l_811_ : _e1585);
                    l_mut_649_ = l_830_;
                    double l_831_ = (l_821_ ? l_818_ : l_811_);
                    double _e1588 = l_mut_652_;
                    double l_832_ = (_e1588 + l_809_);
                    double l_833_ = (l_819_ ? l_831_ : l_832_);
                    l_mut_652_ = l_833_;
                    uint l_834_ = uint(l_821_);
                    uint _e1592 = l_mut_412_;
                    l_mut_412_ = (_e1592 + l_834_);
                    uint _e1594 = l_mut_412_;
                    bool l_835_ = (_e1594 == 0u);
                    double _e1597 = l_mut_411_;
                    double _e1598 = l_mut_652_;
                    double l_836_ = (l_835_ ? _e1598 : _e1597);
                    l_mut_411_ = l_836_;
                    uint _e1600 = l_mut_412_;
                    bool l_837_ = (_e1600 == 1u);
                    double _e1603 = l_mut_648_;
                    double _e1604 = l_mut_652_;
                    double l_838_ = (l_837_ ? _e1604 : _e1603);
                    l_mut_648_ = l_838_;
                    uint _e1606 = l_mut_412_;
                    bool l_839_ = (_e1606 == 2u);
                    double _e1609 = l_mut_649_;
                    double _e1610 = l_mut_652_;
                    double l_840_ = (l_839_ ? _e1610 : _e1609);
                    l_mut_649_ = l_840_;
                    uint _e1612 = l_mut_412_;
                    bool l_841_ = (_e1612 == 3u);
                    double _e1615 = l_mut_650_;
                    double _e1616 = l_mut_652_;
                    double l_842_ = (l_841_ ? _e1616 : _e1615);
                    l_mut_650_ = l_842_;
                    double _e1618 = l_mut_411_;
                    l_mut_11_ = _e1618;
                    double _e1619 = l_mut_648_;
                    l_mut_12_ = _e1619;
                    double _e1620 = l_mut_649_;
                    l_mut_13_ = _e1620;
                    double _e1621 = l_mut_650_;
                    l_mut_14_ = _e1621;
                }
            }
            GroupMemoryBarrierWithGroupSync();
        }
    }
    bool l_843_ = (l_6_ < l_2_);
    bool l_844_ = (l_8_ < l_4_);
    if (l_843_) {
        local_52 = l_844_;
    } else {
        local_52 = false;
    }
    bool l_845_ = local_52;
    if (l_845_) {
        uint l_846_ = (l_6_ * l_4_);
        uint l_847_ = (l_846_ + l_8_);
        uint l_848_ = (l_2_ * l_4_);
        uint l_945_ = asuint(info.Load(16+0));
        uint l_946_ = (l_945_ * 1u);
        bool l_947_ = (l_847_ < l_946_);
        if (l_947_) {
            double _e1646 = l_mut_11_;
            buffer_4_global.Store(l_847_*8, _e1646);
        }
        uint l_849_ = (l_848_ + l_847_);
        uint l_948_ = asuint(info.Load(16+0));
        uint l_949_ = (l_948_ * 1u);
        bool l_950_ = (l_849_ < l_949_);
        if (l_950_) {
            double _e1657 = l_mut_12_;
            buffer_4_global.Store(l_849_*8, _e1657);
        }
        uint l_850_ = (2u * l_848_);
        uint l_851_ = (l_850_ + l_847_);
        uint l_951_ = asuint(info.Load(16+0));
        uint l_952_ = (l_951_ * 1u);
        bool l_953_ = (l_851_ < l_952_);
        if (l_953_) {
            double _e1670 = l_mut_13_;
            buffer_4_global.Store(l_851_*8, _e1670);
        }
        uint l_852_ = (3u * l_848_);
        uint l_853_ = (l_852_ + l_847_);
        uint l_954_ = asuint(info.Load(16+0));
        uint l_955_ = (l_954_ * 1u);
        bool l_956_ = (l_853_ < l_955_);
        if (l_956_) {
            double _e1683 = l_mut_14_;
            buffer_4_global.Store(l_853_*8, _e1683);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
