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
    double a_339_[8] = (double[8])0;
    double l_mut_11_ = (double)0;
    double l_mut_12_ = (double)0;
    double l_mut_13_ = (double)0;
    double l_mut_14_ = (double)0;
    double l_mut_249_ = (double)0;
    double l_mut_250_ = (double)0;
    double l_mut_251_ = (double)0;
    double l_mut_252_ = (double)0;
    double l_mut_253_ = (double)0;
    uint l_mut_254_ = (uint)0;
    double l_mut_440_ = (double)0;
    double l_mut_441_ = (double)0;
    double l_mut_442_ = (double)0;
    double l_mut_444_ = (double)0;
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

    uint l_625_ = asuint(info.Load(8+0));
    uint l_626_ = (l_625_ * 1u);
    bool l_627_ = (0u < l_626_);
    uint l_628_ = (l_626_ - 1u);
    uint l_629_ = min(0u, l_628_);
    double l_630_ = buffer_2_global.Load<double>(l_629_*8);
    double l_0_ = (l_627_ ? l_630_ : 0.0L);
    uint l_632_ = asuint(info.Load(8+0));
    uint l_633_ = (l_632_ * 1u);
    bool l_634_ = (1u < l_633_);
    uint l_635_ = (l_633_ - 1u);
    uint l_636_ = min(1u, l_635_);
    double l_637_ = buffer_2_global.Load<double>(l_636_*8);
    double l_1_ = (l_634_ ? l_637_ : 0.0L);
    uint l_639_ = asuint(info.Load(12+0));
    uint l_640_ = (l_639_ * 1u);
    bool l_641_ = (0u < l_640_);
    uint l_642_ = (l_640_ - 1u);
    uint l_643_ = min(0u, l_642_);
    uint l_644_ = asuint(buffer_3_global.Load(l_643_*4));
    uint l_2_ = (l_641_ ? l_644_ : 0u);
    uint l_646_ = asuint(info.Load(12+0));
    uint l_647_ = (l_646_ * 1u);
    bool l_648_ = (1u < l_647_);
    uint l_649_ = (l_647_ - 1u);
    uint l_650_ = min(1u, l_649_);
    uint l_651_ = asuint(buffer_3_global.Load(l_650_*4));
    uint l_3_ = (l_648_ ? l_651_ : 0u);
    uint l_653_ = asuint(info.Load(12+0));
    uint l_654_ = (l_653_ * 1u);
    bool l_655_ = (2u < l_654_);
    uint l_656_ = (l_654_ - 1u);
    uint l_657_ = min(2u, l_656_);
    uint l_658_ = asuint(buffer_3_global.Load(l_657_*4));
    uint l_4_ = (l_655_ ? l_658_ : 0u);
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
            uint _e1397 = l_mut_20_;
            l_mut_20_ = (_e1397 + 1u);
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
            uint l_660_ = asuint(info.Load(0+0));
            uint l_661_ = (l_660_ * 1u);
            bool l_662_ = (l_33_ < l_661_);
            uint l_663_ = (l_661_ - 1u);
            uint l_664_ = min(l_33_, l_663_);
            double l_665_ = buffer_0_global.Load<double>(l_664_*8);
            double l_34_ = (l_662_ ? l_665_ : 0.0L);
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
            uint l_667_ = asuint(info.Load(4+0));
            uint l_668_ = (l_667_ * 1u);
            bool l_669_ = (l_44_ < l_668_);
            uint l_670_ = (l_668_ - 1u);
            uint l_671_ = min(l_44_, l_670_);
            double l_672_ = buffer_1_global.Load<double>(l_671_*8);
            double l_45_ = (l_669_ ? l_672_ : 0.0L);
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
            uint l_674_ = asuint(info.Load(0+0));
            uint l_675_ = (l_674_ * 1u);
            bool l_676_ = (l_55_ < l_675_);
            uint l_677_ = (l_675_ - 1u);
            uint l_678_ = min(l_55_, l_677_);
            double l_679_ = buffer_0_global.Load<double>(l_678_*8);
            double l_56_ = (l_676_ ? l_679_ : 0.0L);
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
            uint l_681_ = asuint(info.Load(4+0));
            uint l_682_ = (l_681_ * 1u);
            bool l_683_ = (l_66_ < l_682_);
            uint l_684_ = (l_682_ - 1u);
            uint l_685_ = min(l_66_, l_684_);
            double l_686_ = buffer_1_global.Load<double>(l_685_*8);
            double l_67_ = (l_683_ ? l_686_ : 0.0L);
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
            uint l_688_ = asuint(info.Load(0+0));
            uint l_689_ = (l_688_ * 1u);
            bool l_690_ = (l_77_ < l_689_);
            uint l_691_ = (l_689_ - 1u);
            uint l_692_ = min(l_77_, l_691_);
            double l_693_ = buffer_0_global.Load<double>(l_692_*8);
            double l_78_ = (l_690_ ? l_693_ : 0.0L);
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
            uint l_695_ = asuint(info.Load(4+0));
            uint l_696_ = (l_695_ * 1u);
            bool l_697_ = (l_88_ < l_696_);
            uint l_698_ = (l_696_ - 1u);
            uint l_699_ = min(l_88_, l_698_);
            double l_700_ = buffer_1_global.Load<double>(l_699_*8);
            double l_89_ = (l_697_ ? l_700_ : 0.0L);
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
            uint l_702_ = asuint(info.Load(0+0));
            uint l_703_ = (l_702_ * 1u);
            bool l_704_ = (l_99_ < l_703_);
            uint l_705_ = (l_703_ - 1u);
            uint l_706_ = min(l_99_, l_705_);
            double l_707_ = buffer_0_global.Load<double>(l_706_*8);
            double l_100_ = (l_704_ ? l_707_ : 0.0L);
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
            uint l_709_ = asuint(info.Load(4+0));
            uint l_710_ = (l_709_ * 1u);
            bool l_711_ = (l_110_ < l_710_);
            uint l_712_ = (l_710_ - 1u);
            uint l_713_ = min(l_110_, l_712_);
            double l_714_ = buffer_1_global.Load<double>(l_713_*8);
            double l_111_ = (l_711_ ? l_714_ : 0.0L);
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
                    uint _e1394 = l_mut_113_;
                    l_mut_113_ = (_e1394 + 1u);
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
                    double l_133_ = -(l_132_);
                    double l_134_ = mad(l_118_, l_125_, l_133_);
                    double l_135_ = (l_118_ * l_127_);
                    double l_136_ = -(l_135_);
                    double l_137_ = mad(l_118_, l_127_, l_136_);
                    double l_138_ = (l_120_ * l_125_);
                    double l_139_ = -(l_138_);
                    double l_140_ = mad(l_120_, l_125_, l_139_);
                    double l_141_ = (l_118_ * l_129_);
                    double l_142_ = -(l_141_);
                    double l_143_ = mad(l_118_, l_129_, l_142_);
                    double l_144_ = (l_120_ * l_127_);
                    double l_145_ = -(l_144_);
                    double l_146_ = mad(l_120_, l_127_, l_145_);
                    double l_147_ = (l_122_ * l_125_);
                    double l_148_ = -(l_147_);
                    double l_149_ = mad(l_122_, l_125_, l_148_);
                    double l_150_ = (l_135_ + l_138_);
                    double l_151_ = (l_150_ - l_135_);
                    double l_152_ = (l_150_ - l_151_);
                    double l_153_ = (l_135_ - l_152_);
                    double l_154_ = (l_138_ - l_151_);
                    double l_155_ = (l_153_ + l_154_);
                    double l_156_ = (l_134_ + l_150_);
                    double l_157_ = (l_156_ - l_134_);
                    double l_158_ = (l_156_ - l_157_);
                    double l_159_ = (l_134_ - l_158_);
                    double l_160_ = (l_150_ - l_157_);
                    double l_161_ = (l_159_ + l_160_);
                    double l_162_ = (l_155_ + l_161_);
                    double l_163_ = (l_162_ - l_155_);
                    double l_164_ = (l_162_ - l_163_);
                    double l_165_ = (l_155_ - l_164_);
                    double l_166_ = (l_161_ - l_163_);
                    double l_167_ = (l_165_ + l_166_);
                    double l_168_ = (l_162_ + l_137_);
                    double l_169_ = (l_168_ - l_162_);
                    double l_170_ = (l_168_ - l_169_);
                    double l_171_ = (l_162_ - l_170_);
                    double l_172_ = (l_137_ - l_169_);
                    double l_173_ = (l_171_ + l_172_);
                    double l_174_ = (l_140_ + l_168_);
                    double l_175_ = (l_174_ - l_140_);
                    double l_176_ = (l_174_ - l_175_);
                    double l_177_ = (l_140_ - l_176_);
                    double l_178_ = (l_168_ - l_175_);
                    double l_179_ = (l_177_ + l_178_);
                    double l_180_ = (l_173_ + l_179_);
                    double l_181_ = (l_180_ - l_173_);
                    double l_182_ = (l_180_ - l_181_);
                    double l_183_ = (l_173_ - l_182_);
                    double l_184_ = (l_179_ - l_181_);
                    double l_185_ = (l_183_ + l_184_);
                    double l_186_ = (l_141_ + l_144_);
                    double l_187_ = (l_186_ - l_141_);
                    double l_188_ = (l_186_ - l_187_);
                    double l_189_ = (l_141_ - l_188_);
                    double l_190_ = (l_144_ - l_187_);
                    double l_191_ = (l_189_ + l_190_);
                    double l_192_ = (l_147_ + l_186_);
                    double l_193_ = (l_192_ - l_147_);
                    double l_194_ = (l_192_ - l_193_);
                    double l_195_ = (l_147_ - l_194_);
                    double l_196_ = (l_186_ - l_193_);
                    double l_197_ = (l_195_ + l_196_);
                    double l_198_ = (l_191_ + l_197_);
                    double l_199_ = (l_198_ - l_191_);
                    double l_200_ = (l_198_ - l_199_);
                    double l_201_ = (l_191_ - l_200_);
                    double l_202_ = (l_197_ - l_199_);
                    double l_203_ = (l_201_ + l_202_);
                    double l_204_ = (l_174_ + l_192_);
                    double l_205_ = (l_204_ - l_174_);
                    double l_206_ = (l_204_ - l_205_);
                    double l_207_ = (l_174_ - l_206_);
                    double l_208_ = (l_192_ - l_205_);
                    double l_209_ = (l_207_ + l_208_);
                    double l_210_ = (l_180_ + l_198_);
                    double l_211_ = (l_210_ - l_180_);
                    double l_212_ = (l_210_ - l_211_);
                    double l_213_ = (l_180_ - l_212_);
                    double l_214_ = (l_198_ - l_211_);
                    double l_215_ = (l_213_ + l_214_);
                    double l_216_ = (l_210_ + l_209_);
                    double l_217_ = (l_216_ - l_210_);
                    double l_218_ = (l_216_ - l_217_);
                    double l_219_ = (l_210_ - l_218_);
                    double l_220_ = (l_209_ - l_217_);
                    double l_221_ = (l_219_ + l_220_);
                    double l_222_ = (l_185_ + l_203_);
                    double l_223_ = (l_221_ + l_215_);
                    double l_224_ = (l_222_ + l_223_);
                    double l_225_ = (l_118_ * l_131_);
                    double l_226_ = (l_120_ * l_129_);
                    double l_227_ = (l_225_ + l_226_);
                    double l_228_ = (l_122_ * l_127_);
                    double l_229_ = (l_124_ * l_125_);
                    double l_230_ = (l_228_ + l_229_);
                    double l_231_ = (l_227_ + l_230_);
                    double l_232_ = (l_167_ + l_143_);
                    double l_233_ = (l_146_ + l_149_);
                    double l_234_ = (l_232_ + l_233_);
                    double l_235_ = (l_231_ + l_234_);
                    double l_236_ = (l_216_ + l_235_);
                    double l_237_ = (l_236_ + l_224_);
                    double l_238_ = (l_237_ - l_236_);
                    double l_239_ = (l_224_ - l_238_);
                    double l_240_ = (l_204_ + l_237_);
                    double l_241_ = (l_240_ - l_204_);
                    double l_242_ = (l_237_ - l_241_);
                    double l_243_ = (l_156_ + l_240_);
                    double l_244_ = (l_243_ - l_156_);
                    double l_245_ = (l_240_ - l_244_);
                    double l_246_ = (l_132_ + l_243_);
                    double l_247_ = (l_246_ - l_132_);
                    double l_248_ = (l_243_ - l_247_);
                    l_mut_249_ = 0.0L;
                    l_mut_250_ = 0.0L;
                    l_mut_251_ = 0.0L;
                    l_mut_252_ = 0.0L;
                    l_mut_253_ = l_246_;
                    l_mut_254_ = 0u;
                    double _e586 = l_mut_253_;
                    double l_255_ = (_e586 + l_248_);
                    double _e588 = l_mut_253_;
                    double l_256_ = (l_255_ - _e588);
                    double l_257_ = (l_248_ - l_256_);
                    uint _e591 = l_mut_254_;
                    bool l_258_ = (_e591 < 3u);
                    bool l_259_ = (l_257_ != 0.0L);
                    if (l_258_) {
                        local_8 = l_259_;
                    } else {
                        local_8 = false;
                    }
                    bool l_260_ = local_8;
                    uint _e600 = l_mut_254_;
                    bool l_261_ = (_e600 == 0u);
                    if (l_260_) {
                        local_9 = l_261_;
                    } else {
                        local_9 = false;
                    }
                    bool l_262_ = local_9;
                    double _e607 = l_mut_249_;
                    double l_263_ = (l_262_ ? l_255_ : _e607);
                    l_mut_249_ = l_263_;
                    uint _e609 = l_mut_254_;
                    bool l_264_ = (_e609 == 1u);
                    if (l_260_) {
                        local_10 = l_264_;
                    } else {
                        local_10 = false;
                    }
                    bool l_265_ = local_10;
                    double _e616 = l_mut_250_;
                    double l_266_ = (l_265_ ? l_255_ : _e616);
                    l_mut_250_ = l_266_;
                    uint _e618 = l_mut_254_;
                    bool l_267_ = (_e618 == 2u);
                    if (l_260_) {
                        local_11 = l_267_;
                    } else {
                        local_11 = false;
                    }
                    bool l_268_ = local_11;
                    double _e625 = l_mut_251_;
                    double l_269_ = (l_268_ ? l_255_ : _e625);
                    l_mut_251_ = l_269_;
                    double l_270_ = (l_260_ ? l_257_ : l_255_);
                    double _e628 = l_mut_253_;
                    double l_271_ = (_e628 + l_248_);
                    double l_272_ = (l_258_ ? l_270_ : l_271_);
                    l_mut_253_ = l_272_;
                    uint l_273_ = uint(l_260_);
                    uint _e632 = l_mut_254_;
                    l_mut_254_ = (_e632 + l_273_);
                    double _e634 = l_mut_253_;
                    double l_274_ = (_e634 + l_245_);
                    double _e636 = l_mut_253_;
                    double l_275_ = (l_274_ - _e636);
                    double l_276_ = (l_245_ - l_275_);
                    uint _e639 = l_mut_254_;
                    bool l_277_ = (_e639 < 3u);
                    bool l_278_ = (l_276_ != 0.0L);
                    if (l_277_) {
                        local_12 = l_278_;
                    } else {
                        local_12 = false;
                    }
                    bool l_279_ = local_12;
                    uint _e648 = l_mut_254_;
                    bool l_280_ = (_e648 == 0u);
                    if (l_279_) {
                        local_13 = l_280_;
                    } else {
                        local_13 = false;
                    }
                    bool l_281_ = local_13;
                    double _e655 = l_mut_249_;
                    double l_282_ = (l_281_ ? l_274_ : _e655);
                    l_mut_249_ = l_282_;
                    uint _e657 = l_mut_254_;
                    bool l_283_ = (_e657 == 1u);
                    if (l_279_) {
                        local_14 = l_283_;
                    } else {
                        local_14 = false;
                    }
                    bool l_284_ = local_14;
                    double _e664 = l_mut_250_;
                    double l_285_ = (l_284_ ? l_274_ : _e664);
                    l_mut_250_ = l_285_;
                    uint _e666 = l_mut_254_;
                    bool l_286_ = (_e666 == 2u);
                    if (l_279_) {
                        local_15 = l_286_;
                    } else {
                        local_15 = false;
                    }
                    bool l_287_ = local_15;
                    double _e673 = l_mut_251_;
                    double l_288_ = (l_287_ ? l_274_ : _e673);
                    l_mut_251_ = l_288_;
                    double l_289_ = (l_279_ ? l_276_ : l_274_);
                    double _e676 = l_mut_253_;
                    double l_290_ = (_e676 + l_245_);
                    double l_291_ = (l_277_ ? l_289_ : l_290_);
                    l_mut_253_ = l_291_;
                    uint l_292_ = uint(l_279_);
                    uint _e680 = l_mut_254_;
                    l_mut_254_ = (_e680 + l_292_);
                    double _e682 = l_mut_253_;
                    double l_293_ = (_e682 + l_242_);
                    double _e684 = l_mut_253_;
                    double l_294_ = (l_293_ - _e684);
                    double l_295_ = (l_242_ - l_294_);
                    uint _e687 = l_mut_254_;
                    bool l_296_ = (_e687 < 3u);
                    bool l_297_ = (l_295_ != 0.0L);
                    if (l_296_) {
                        local_16 = l_297_;
                    } else {
                        local_16 = false;
                    }
                    bool l_298_ = local_16;
                    uint _e696 = l_mut_254_;
                    bool l_299_ = (_e696 == 0u);
                    if (l_298_) {
                        local_17 = l_299_;
                    } else {
                        local_17 = false;
                    }
                    bool l_300_ = local_17;
                    double _e703 = l_mut_249_;
                    double l_301_ = (l_300_ ? l_293_ : _e703);
                    l_mut_249_ = l_301_;
                    uint _e705 = l_mut_254_;
                    bool l_302_ = (_e705 == 1u);
                    if (l_298_) {
                        local_18 = l_302_;
                    } else {
                        local_18 = false;
                    }
                    bool l_303_ = local_18;
                    double _e712 = l_mut_250_;
                    double l_304_ = (l_303_ ? l_293_ : _e712);
                    l_mut_250_ = l_304_;
                    uint _e714 = l_mut_254_;
                    bool l_305_ = (_e714 == 2u);
                    if (l_298_) {
                        local_19 = l_305_;
                    } else {
                        local_19 = false;
                    }
                    bool l_306_ = local_19;
                    double _e721 = l_mut_251_;
                    double l_307_ = (l_306_ ? l_293_ : _e721);
                    l_mut_251_ = l_307_;
                    double l_308_ = (l_298_ ? l_295_ : l_293_);
                    double _e724 = l_mut_253_;
                    double l_309_ = (_e724 + l_242_);
                    double l_310_ = (l_296_ ? l_308_ : l_309_);
                    l_mut_253_ = l_310_;
                    uint l_311_ = uint(l_298_);
                    uint _e728 = l_mut_254_;
                    l_mut_254_ = (_e728 + l_311_);
                    double _e730 = l_mut_253_;
                    double l_312_ = (_e730 + l_239_);
                    double _e732 = l_mut_253_;
                    double l_313_ = (l_312_ - _e732);
                    double l_314_ = (l_239_ - l_313_);
                    uint _e735 = l_mut_254_;
                    bool l_315_ = (_e735 < 3u);
                    bool l_316_ = (l_314_ != 0.0L);
                    if (l_315_) {
                        local_20 = l_316_;
                    } else {
                        local_20 = false;
                    }
                    bool l_317_ = local_20;
                    uint _e744 = l_mut_254_;
                    bool l_318_ = (_e744 == 0u);
                    if (l_317_) {
                        local_21 = l_318_;
                    } else {
                        local_21 = false;
                    }
                    bool l_319_ = local_21;
                    double _e751 = l_mut_249_;
                    double l_320_ = (l_319_ ? l_312_ : _e751);
                    l_mut_249_ = l_320_;
                    uint _e753 = l_mut_254_;
                    bool l_321_ = (_e753 == 1u);
                    if (l_317_) {
                        local_22 = l_321_;
                    } else {
                        local_22 = false;
                    }
                    bool l_322_ = local_22;
                    double _e760 = l_mut_250_;
                    double l_323_ = (l_322_ ? l_312_ : _e760);
                    l_mut_250_ = l_323_;
                    uint _e762 = l_mut_254_;
                    bool l_324_ = (_e762 == 2u);
                    if (l_317_) {
                        local_23 = l_324_;
                    } else {
                        local_23 = false;
                    }
                    bool l_325_ = local_23;
                    double _e769 = l_mut_251_;
                    double l_326_ = (l_325_ ? l_312_ : _e769);
                    l_mut_251_ = l_326_;
                    double l_327_ = (l_317_ ? l_314_ : l_312_);
                    double _e772 = l_mut_253_;
                    double l_328_ = (_e772 + l_239_);
                    double l_329_ = (l_315_ ? l_327_ : l_328_);
                    l_mut_253_ = l_329_;
                    uint l_330_ = uint(l_317_);
                    uint _e776 = l_mut_254_;
                    l_mut_254_ = (_e776 + l_330_);
                    uint _e778 = l_mut_254_;
                    bool l_331_ = (_e778 == 0u);
                    double _e781 = l_mut_249_;
                    double _e782 = l_mut_253_;
                    double l_332_ = (l_331_ ? _e782 : _e781);
                    l_mut_249_ = l_332_;
                    uint _e784 = l_mut_254_;
                    bool l_333_ = (_e784 == 1u);
                    double _e787 = l_mut_250_;
                    double _e788 = l_mut_253_;
                    double l_334_ = (l_333_ ? _e788 : _e787);
                    l_mut_250_ = l_334_;
                    uint _e790 = l_mut_254_;
                    bool l_335_ = (_e790 == 2u);
                    double _e793 = l_mut_251_;
                    double _e794 = l_mut_253_;
                    double l_336_ = (l_335_ ? _e794 : _e793);
                    l_mut_251_ = l_336_;
                    uint _e796 = l_mut_254_;
                    bool l_337_ = (_e796 == 3u);
                    double _e799 = l_mut_252_;
                    double _e800 = l_mut_253_;
                    double l_338_ = (l_337_ ? _e800 : _e799);
                    l_mut_252_ = l_338_;
                    double _e803 = l_mut_11_;
                    a_339_[0] = _e803;
                    double _e805 = l_mut_249_;
                    a_339_[1] = _e805;
                    double _e807 = l_mut_12_;
                    a_339_[2] = _e807;
                    double _e809 = l_mut_250_;
                    a_339_[3] = _e809;
                    double _e811 = l_mut_13_;
                    a_339_[4] = _e811;
                    double _e813 = l_mut_251_;
                    a_339_[5] = _e813;
                    double _e815 = l_mut_14_;
                    a_339_[6] = _e815;
                    double _e817 = l_mut_252_;
                    a_339_[7] = _e817;
                    double l_340_ = a_339_[7];
                    l_mut_253_ = l_340_;
                    double l_341_ = a_339_[6];
                    double _e822 = l_mut_253_;
                    double l_342_ = (l_341_ + _e822);
                    double l_343_ = (l_342_ - l_341_);
                    double l_344_ = (l_342_ - l_343_);
                    double l_345_ = (l_341_ - l_344_);
                    double _e827 = l_mut_253_;
                    double l_346_ = (_e827 - l_343_);
                    double l_347_ = (l_345_ + l_346_);
                    a_339_[7] = l_347_;
                    l_mut_253_ = l_342_;
                    double l_348_ = a_339_[5];
                    double _e833 = l_mut_253_;
                    double l_349_ = (l_348_ + _e833);
                    double l_350_ = (l_349_ - l_348_);
                    double l_351_ = (l_349_ - l_350_);
                    double l_352_ = (l_348_ - l_351_);
                    double _e838 = l_mut_253_;
                    double l_353_ = (_e838 - l_350_);
                    double l_354_ = (l_352_ + l_353_);
                    a_339_[6] = l_354_;
                    l_mut_253_ = l_349_;
                    double l_355_ = a_339_[4];
                    double _e844 = l_mut_253_;
                    double l_356_ = (l_355_ + _e844);
                    double l_357_ = (l_356_ - l_355_);
                    double l_358_ = (l_356_ - l_357_);
                    double l_359_ = (l_355_ - l_358_);
                    double _e849 = l_mut_253_;
                    double l_360_ = (_e849 - l_357_);
                    double l_361_ = (l_359_ + l_360_);
                    a_339_[5] = l_361_;
                    l_mut_253_ = l_356_;
                    double l_362_ = a_339_[3];
                    double _e855 = l_mut_253_;
                    double l_363_ = (l_362_ + _e855);
                    double l_364_ = (l_363_ - l_362_);
                    double l_365_ = (l_363_ - l_364_);
                    double l_366_ = (l_362_ - l_365_);
                    double _e860 = l_mut_253_;
                    double l_367_ = (_e860 - l_364_);
                    double l_368_ = (l_366_ + l_367_);
                    a_339_[4] = l_368_;
                    l_mut_253_ = l_363_;
                    double l_369_ = a_339_[2];
                    double _e866 = l_mut_253_;
                    double l_370_ = (l_369_ + _e866);
                    double l_371_ = (l_370_ - l_369_);
                    double l_372_ = (l_370_ - l_371_);
                    double l_373_ = (l_369_ - l_372_);
                    double _e871 = l_mut_253_;
                    double l_374_ = (_e871 - l_371_);
                    double l_375_ = (l_373_ + l_374_);
                    a_339_[3] = l_375_;
                    l_mut_253_ = l_370_;
                    double l_376_ = a_339_[1];
                    double _e877 = l_mut_253_;
                    double l_377_ = (l_376_ + _e877);
                    double l_378_ = (l_377_ - l_376_);
                    double l_379_ = (l_377_ - l_378_);
                    double l_380_ = (l_376_ - l_379_);
                    double _e882 = l_mut_253_;
                    double l_381_ = (_e882 - l_378_);
                    double l_382_ = (l_380_ + l_381_);
                    a_339_[2] = l_382_;
                    l_mut_253_ = l_377_;
                    double l_383_ = a_339_[0];
                    double _e888 = l_mut_253_;
                    double l_384_ = (l_383_ + _e888);
                    double l_385_ = (l_384_ - l_383_);
                    double l_386_ = (l_384_ - l_385_);
                    double l_387_ = (l_383_ - l_386_);
                    double _e893 = l_mut_253_;
                    double l_388_ = (_e893 - l_385_);
                    double l_389_ = (l_387_ + l_388_);
                    a_339_[1] = l_389_;
                    l_mut_253_ = l_384_;
                    double _e898 = l_mut_253_;
                    a_339_[0] = _e898;
                    double l_390_ = a_339_[7];
                    l_mut_253_ = l_390_;
                    double l_391_ = a_339_[6];
                    double _e903 = l_mut_253_;
                    double l_392_ = (l_391_ + _e903);
                    double l_393_ = (l_392_ - l_391_);
                    double l_394_ = (l_392_ - l_393_);
                    double l_395_ = (l_391_ - l_394_);
                    double _e908 = l_mut_253_;
                    double l_396_ = (_e908 - l_393_);
                    double l_397_ = (l_395_ + l_396_);
                    a_339_[7] = l_397_;
                    l_mut_253_ = l_392_;
                    double l_398_ = a_339_[5];
                    double _e914 = l_mut_253_;
                    double l_399_ = (l_398_ + _e914);
                    double l_400_ = (l_399_ - l_398_);
                    double l_401_ = (l_399_ - l_400_);
                    double l_402_ = (l_398_ - l_401_);
                    double _e919 = l_mut_253_;
                    double l_403_ = (_e919 - l_400_);
                    double l_404_ = (l_402_ + l_403_);
                    a_339_[6] = l_404_;
                    l_mut_253_ = l_399_;
                    double l_405_ = a_339_[4];
                    double _e925 = l_mut_253_;
                    double l_406_ = (l_405_ + _e925);
                    double l_407_ = (l_406_ - l_405_);
                    double l_408_ = (l_406_ - l_407_);
                    double l_409_ = (l_405_ - l_408_);
                    double _e930 = l_mut_253_;
                    double l_410_ = (_e930 - l_407_);
                    double l_411_ = (l_409_ + l_410_);
                    a_339_[5] = l_411_;
                    l_mut_253_ = l_406_;
                    double l_412_ = a_339_[3];
                    double _e936 = l_mut_253_;
                    double l_413_ = (l_412_ + _e936);
                    double l_414_ = (l_413_ - l_412_);
                    double l_415_ = (l_413_ - l_414_);
                    double l_416_ = (l_412_ - l_415_);
                    double _e941 = l_mut_253_;
                    double l_417_ = (_e941 - l_414_);
                    double l_418_ = (l_416_ + l_417_);
                    a_339_[4] = l_418_;
                    l_mut_253_ = l_413_;
                    double l_419_ = a_339_[2];
                    double _e947 = l_mut_253_;
                    double l_420_ = (l_419_ + _e947);
                    double l_421_ = (l_420_ - l_419_);
                    double l_422_ = (l_420_ - l_421_);
                    double l_423_ = (l_419_ - l_422_);
                    double _e952 = l_mut_253_;
                    double l_424_ = (_e952 - l_421_);
                    double l_425_ = (l_423_ + l_424_);
                    a_339_[3] = l_425_;
                    l_mut_253_ = l_420_;
                    double l_426_ = a_339_[1];
                    double _e958 = l_mut_253_;
                    double l_427_ = (l_426_ + _e958);
                    double l_428_ = (l_427_ - l_426_);
                    double l_429_ = (l_427_ - l_428_);
                    double l_430_ = (l_426_ - l_429_);
                    double _e963 = l_mut_253_;
                    double l_431_ = (_e963 - l_428_);
                    double l_432_ = (l_430_ + l_431_);
                    a_339_[2] = l_432_;
                    l_mut_253_ = l_427_;
                    double l_433_ = a_339_[0];
                    double _e969 = l_mut_253_;
                    double l_434_ = (l_433_ + _e969);
                    double l_435_ = (l_434_ - l_433_);
                    double l_436_ = (l_434_ - l_435_);
                    double l_437_ = (l_433_ - l_436_);
                    double _e974 = l_mut_253_;
                    double l_438_ = (_e974 - l_435_);
                    double l_439_ = (l_437_ + l_438_);
                    a_339_[1] = l_439_;
                    l_mut_253_ = l_434_;
                    double _e979 = l_mut_253_;
                    a_339_[0] = _e979;
                    l_mut_253_ = 0.0L;
                    l_mut_440_ = 0.0L;
                    l_mut_441_ = 0.0L;
                    l_mut_442_ = 0.0L;
                    double l_443_ = a_339_[0];
                    l_mut_444_ = l_443_;
                    l_mut_254_ = 0u;
                    double l_445_ = a_339_[1];
                    double _e989 = l_mut_444_;
                    double l_446_ = (_e989 + l_445_);
                    double _e991 = l_mut_444_;
                    double l_447_ = (l_446_ - _e991);
                    double l_448_ = (l_446_ - l_447_);
                    double _e994 = l_mut_444_;
                    double l_449_ = (_e994 - l_448_);
                    double l_450_ = (l_445_ - l_447_);
                    double l_451_ = (l_449_ + l_450_);
                    uint _e998 = l_mut_254_;
                    bool l_452_ = (_e998 < 3u);
                    bool l_453_ = (l_451_ != 0.0L);
                    if (l_452_) {
                        local_24 = l_453_;
                    } else {
                        local_24 = false;
                    }
                    bool l_454_ = local_24;
                    uint _e1007 = l_mut_254_;
                    bool l_455_ = (_e1007 == 0u);
                    if (l_454_) {
                        local_25 = l_455_;
                    } else {
                        local_25 = false;
                    }
                    bool l_456_ = local_25;
                    double _e1014 = l_mut_253_;
                    double l_457_ = (l_456_ ? l_446_ : _e1014);
                    l_mut_253_ = l_457_;
                    uint _e1016 = l_mut_254_;
                    bool l_458_ = (_e1016 == 1u);
                    if (l_454_) {
                        local_26 = l_458_;
                    } else {
                        local_26 = false;
                    }
                    bool l_459_ = local_26;
                    double _e1023 = l_mut_440_;
                    double l_460_ = (l_459_ ? l_446_ : _e1023);
                    l_mut_440_ = l_460_;
                    uint _e1025 = l_mut_254_;
                    bool l_461_ = (_e1025 == 2u);
                    if (l_454_) {
                        local_27 = l_461_;
                    } else {
                        local_27 = false;
                    }
                    bool l_462_ = local_27;
                    double _e1032 = l_mut_441_;
                    double l_463_ = (l_462_ ? l_446_ : _e1032);
                    l_mut_441_ = l_463_;
                    double l_464_ = (l_454_ ? l_451_ : l_446_);
                    double _e1035 = l_mut_444_;
                    double l_465_ = (_e1035 + l_445_);
                    double l_466_ = (l_452_ ? l_464_ : l_465_);
                    l_mut_444_ = l_466_;
                    uint l_467_ = uint(l_454_);
                    uint _e1039 = l_mut_254_;
                    l_mut_254_ = (_e1039 + l_467_);
                    double l_468_ = a_339_[2];
                    double _e1043 = l_mut_444_;
                    double l_469_ = (_e1043 + l_468_);
                    double _e1045 = l_mut_444_;
                    double l_470_ = (l_469_ - _e1045);
                    double l_471_ = (l_469_ - l_470_);
                    double _e1048 = l_mut_444_;
                    double l_472_ = (_e1048 - l_471_);
                    double l_473_ = (l_468_ - l_470_);
                    double l_474_ = (l_472_ + l_473_);
                    uint _e1052 = l_mut_254_;
                    bool l_475_ = (_e1052 < 3u);
                    bool l_476_ = (l_474_ != 0.0L);
                    if (l_475_) {
                        local_28 = l_476_;
                    } else {
                        local_28 = false;
                    }
                    bool l_477_ = local_28;
                    uint _e1061 = l_mut_254_;
                    bool l_478_ = (_e1061 == 0u);
                    if (l_477_) {
                        local_29 = l_478_;
                    } else {
                        local_29 = false;
                    }
                    bool l_479_ = local_29;
                    double _e1068 = l_mut_253_;
                    double l_480_ = (l_479_ ? l_469_ : _e1068);
                    l_mut_253_ = l_480_;
                    uint _e1070 = l_mut_254_;
                    bool l_481_ = (_e1070 == 1u);
                    if (l_477_) {
                        local_30 = l_481_;
                    } else {
                        local_30 = false;
                    }
                    bool l_482_ = local_30;
                    double _e1077 = l_mut_440_;
                    double l_483_ = (l_482_ ? l_469_ : _e1077);
                    l_mut_440_ = l_483_;
                    uint _e1079 = l_mut_254_;
                    bool l_484_ = (_e1079 == 2u);
                    if (l_477_) {
                        local_31 = l_484_;
                    } else {
                        local_31 = false;
                    }
                    bool l_485_ = local_31;
                    double _e1086 = l_mut_441_;
                    double l_486_ = (l_485_ ? l_469_ : _e1086);
                    l_mut_441_ = l_486_;
                    double l_487_ = (l_477_ ? l_474_ : l_469_);
                    double _e1089 = l_mut_444_;
                    double l_488_ = (_e1089 + l_468_);
                    double l_489_ = (l_475_ ? l_487_ : l_488_);
                    l_mut_444_ = l_489_;
                    uint l_490_ = uint(l_477_);
                    uint _e1093 = l_mut_254_;
                    l_mut_254_ = (_e1093 + l_490_);
                    double l_491_ = a_339_[3];
                    double _e1097 = l_mut_444_;
                    double l_492_ = (_e1097 + l_491_);
                    double _e1099 = l_mut_444_;
                    double l_493_ = (l_492_ - _e1099);
                    double l_494_ = (l_492_ - l_493_);
                    double _e1102 = l_mut_444_;
                    double l_495_ = (_e1102 - l_494_);
                    double l_496_ = (l_491_ - l_493_);
                    double l_497_ = (l_495_ + l_496_);
                    uint _e1106 = l_mut_254_;
                    bool l_498_ = (_e1106 < 3u);
                    bool l_499_ = (l_497_ != 0.0L);
                    if (l_498_) {
                        local_32 = l_499_;
                    } else {
                        local_32 = false;
                    }
                    bool l_500_ = local_32;
                    uint _e1115 = l_mut_254_;
                    bool l_501_ = (_e1115 == 0u);
                    if (l_500_) {
                        local_33 = l_501_;
                    } else {
                        local_33 = false;
                    }
                    bool l_502_ = local_33;
                    double _e1122 = l_mut_253_;
                    double l_503_ = (l_502_ ? l_492_ : _e1122);
                    l_mut_253_ = l_503_;
                    uint _e1124 = l_mut_254_;
                    bool l_504_ = (_e1124 == 1u);
                    if (l_500_) {
                        local_34 = l_504_;
                    } else {
                        local_34 = false;
                    }
                    bool l_505_ = local_34;
                    double _e1131 = l_mut_440_;
                    double l_506_ = (l_505_ ? l_492_ : _e1131);
                    l_mut_440_ = l_506_;
                    uint _e1133 = l_mut_254_;
                    bool l_507_ = (_e1133 == 2u);
                    if (l_500_) {
                        local_35 = l_507_;
                    } else {
                        local_35 = false;
                    }
                    bool l_508_ = local_35;
                    double _e1140 = l_mut_441_;
                    double l_509_ = (l_508_ ? l_492_ : _e1140);
                    l_mut_441_ = l_509_;
                    double l_510_ = (l_500_ ? l_497_ : l_492_);
                    double _e1143 = l_mut_444_;
                    double l_511_ = (_e1143 + l_491_);
                    double l_512_ = (l_498_ ? l_510_ : l_511_);
                    l_mut_444_ = l_512_;
                    uint l_513_ = uint(l_500_);
                    uint _e1147 = l_mut_254_;
                    l_mut_254_ = (_e1147 + l_513_);
                    double l_514_ = a_339_[4];
                    double _e1151 = l_mut_444_;
                    double l_515_ = (_e1151 + l_514_);
                    double _e1153 = l_mut_444_;
                    double l_516_ = (l_515_ - _e1153);
                    double l_517_ = (l_515_ - l_516_);
                    double _e1156 = l_mut_444_;
                    double l_518_ = (_e1156 - l_517_);
                    double l_519_ = (l_514_ - l_516_);
                    double l_520_ = (l_518_ + l_519_);
                    uint _e1160 = l_mut_254_;
                    bool l_521_ = (_e1160 < 3u);
                    bool l_522_ = (l_520_ != 0.0L);
                    if (l_521_) {
                        local_36 = l_522_;
                    } else {
                        local_36 = false;
                    }
                    bool l_523_ = local_36;
                    uint _e1169 = l_mut_254_;
                    bool l_524_ = (_e1169 == 0u);
                    if (l_523_) {
                        local_37 = l_524_;
                    } else {
                        local_37 = false;
                    }
                    bool l_525_ = local_37;
                    double _e1176 = l_mut_253_;
                    double l_526_ = (l_525_ ? l_515_ : _e1176);
                    l_mut_253_ = l_526_;
                    uint _e1178 = l_mut_254_;
                    bool l_527_ = (_e1178 == 1u);
                    if (l_523_) {
                        local_38 = l_527_;
                    } else {
                        local_38 = false;
                    }
                    bool l_528_ = local_38;
                    double _e1185 = l_mut_440_;
                    double l_529_ = (l_528_ ? l_515_ : _e1185);
                    l_mut_440_ = l_529_;
                    uint _e1187 = l_mut_254_;
                    bool l_530_ = (_e1187 == 2u);
                    if (l_523_) {
                        local_39 = l_530_;
                    } else {
                        local_39 = false;
                    }
                    bool l_531_ = local_39;
                    double _e1194 = l_mut_441_;
                    double l_532_ = (l_531_ ? l_515_ : _e1194);
                    l_mut_441_ = l_532_;
                    double l_533_ = (l_523_ ? l_520_ : l_515_);
                    double _e1197 = l_mut_444_;
                    double l_534_ = (_e1197 + l_514_);
                    double l_535_ = (l_521_ ? l_533_ : l_534_);
                    l_mut_444_ = l_535_;
                    uint l_536_ = uint(l_523_);
                    uint _e1201 = l_mut_254_;
                    l_mut_254_ = (_e1201 + l_536_);
                    double l_537_ = a_339_[5];
                    double _e1205 = l_mut_444_;
                    double l_538_ = (_e1205 + l_537_);
                    double _e1207 = l_mut_444_;
                    double l_539_ = (l_538_ - _e1207);
                    double l_540_ = (l_538_ - l_539_);
                    double _e1210 = l_mut_444_;
                    double l_541_ = (_e1210 - l_540_);
                    double l_542_ = (l_537_ - l_539_);
                    double l_543_ = (l_541_ + l_542_);
                    uint _e1214 = l_mut_254_;
                    bool l_544_ = (_e1214 < 3u);
                    bool l_545_ = (l_543_ != 0.0L);
                    if (l_544_) {
                        local_40 = l_545_;
                    } else {
                        local_40 = false;
                    }
                    bool l_546_ = local_40;
                    uint _e1223 = l_mut_254_;
                    bool l_547_ = (_e1223 == 0u);
                    if (l_546_) {
                        local_41 = l_547_;
                    } else {
                        local_41 = false;
                    }
                    bool l_548_ = local_41;
                    double _e1230 = l_mut_253_;
                    double l_549_ = (l_548_ ? l_538_ : _e1230);
                    l_mut_253_ = l_549_;
                    uint _e1232 = l_mut_254_;
                    bool l_550_ = (_e1232 == 1u);
                    if (l_546_) {
                        local_42 = l_550_;
                    } else {
                        local_42 = false;
                    }
                    bool l_551_ = local_42;
                    double _e1239 = l_mut_440_;
                    double l_552_ = (l_551_ ? l_538_ : _e1239);
                    l_mut_440_ = l_552_;
                    uint _e1241 = l_mut_254_;
                    bool l_553_ = (_e1241 == 2u);
                    if (l_546_) {
                        local_43 = l_553_;
                    } else {
                        local_43 = false;
                    }
                    bool l_554_ = local_43;
                    double _e1248 = l_mut_441_;
                    double l_555_ = (l_554_ ? l_538_ : _e1248);
                    l_mut_441_ = l_555_;
                    double l_556_ = (l_546_ ? l_543_ : l_538_);
                    double _e1251 = l_mut_444_;
                    double l_557_ = (_e1251 + l_537_);
                    double l_558_ = (l_544_ ? l_556_ : l_557_);
                    l_mut_444_ = l_558_;
                    uint l_559_ = uint(l_546_);
                    uint _e1255 = l_mut_254_;
                    l_mut_254_ = (_e1255 + l_559_);
                    double l_560_ = a_339_[6];
                    double _e1259 = l_mut_444_;
                    double l_561_ = (_e1259 + l_560_);
                    double _e1261 = l_mut_444_;
                    double l_562_ = (l_561_ - _e1261);
                    double l_563_ = (l_561_ - l_562_);
                    double _e1264 = l_mut_444_;
                    double l_564_ = (_e1264 - l_563_);
                    double l_565_ = (l_560_ - l_562_);
                    double l_566_ = (l_564_ + l_565_);
                    uint _e1268 = l_mut_254_;
                    bool l_567_ = (_e1268 < 3u);
                    bool l_568_ = (l_566_ != 0.0L);
                    if (l_567_) {
                        local_44 = l_568_;
                    } else {
                        local_44 = false;
                    }
                    bool l_569_ = local_44;
                    uint _e1277 = l_mut_254_;
                    bool l_570_ = (_e1277 == 0u);
                    if (l_569_) {
                        local_45 = l_570_;
                    } else {
                        local_45 = false;
                    }
                    bool l_571_ = local_45;
                    double _e1284 = l_mut_253_;
                    double l_572_ = (l_571_ ? l_561_ : _e1284);
                    l_mut_253_ = l_572_;
                    uint _e1286 = l_mut_254_;
                    bool l_573_ = (_e1286 == 1u);
                    if (l_569_) {
                        local_46 = l_573_;
                    } else {
                        local_46 = false;
                    }
                    bool l_574_ = local_46;
                    double _e1293 = l_mut_440_;
                    double l_575_ = (l_574_ ? l_561_ : _e1293);
                    l_mut_440_ = l_575_;
                    uint _e1295 = l_mut_254_;
                    bool l_576_ = (_e1295 == 2u);
                    if (l_569_) {
                        local_47 = l_576_;
                    } else {
                        local_47 = false;
                    }
                    bool l_577_ = local_47;
                    double _e1302 = l_mut_441_;
                    double l_578_ = (l_577_ ? l_561_ : _e1302);
                    l_mut_441_ = l_578_;
                    double l_579_ = (l_569_ ? l_566_ : l_561_);
                    double _e1305 = l_mut_444_;
                    double l_580_ = (_e1305 + l_560_);
                    double l_581_ = (l_567_ ? l_579_ : l_580_);
                    l_mut_444_ = l_581_;
                    uint l_582_ = uint(l_569_);
                    uint _e1309 = l_mut_254_;
                    l_mut_254_ = (_e1309 + l_582_);
                    double l_583_ = a_339_[7];
                    double _e1313 = l_mut_444_;
                    double l_584_ = (_e1313 + l_583_);
                    double _e1315 = l_mut_444_;
                    double l_585_ = (l_584_ - _e1315);
                    double l_586_ = (l_584_ - l_585_);
                    double _e1318 = l_mut_444_;
                    double l_587_ = (_e1318 - l_586_);
                    double l_588_ = (l_583_ - l_585_);
                    double l_589_ = (l_587_ + l_588_);
                    uint _e1322 = l_mut_254_;
                    bool l_590_ = (_e1322 < 3u);
                    bool l_591_ = (l_589_ != 0.0L);
                    if (l_590_) {
                        local_48 = l_591_;
                    } else {
                        local_48 = false;
                    }
                    bool l_592_ = local_48;
                    uint _e1331 = l_mut_254_;
                    bool l_593_ = (_e1331 == 0u);
                    if (l_592_) {
                        local_49 = l_593_;
                    } else {
                        local_49 = false;
                    }
                    bool l_594_ = local_49;
                    double _e1338 = l_mut_253_;
                    double l_595_ = (l_594_ ? l_584_ : _e1338);
                    l_mut_253_ = l_595_;
                    uint _e1340 = l_mut_254_;
                    bool l_596_ = (_e1340 == 1u);
                    if (l_592_) {
                        local_50 = l_596_;
                    } else {
                        local_50 = false;
                    }
                    bool l_597_ = local_50;
                    double _e1347 = l_mut_440_;
                    double l_598_ = (l_597_ ? l_584_ : _e1347);
                    l_mut_440_ = l_598_;
                    uint _e1349 = l_mut_254_;
                    bool l_599_ = (_e1349 == 2u);
                    if (l_592_) {
                        local_51 = l_599_;
                    } else {
                        local_51 = false;
                    }
                    bool l_600_ = local_51;
                    double _e1356 = l_mut_441_;
                    double l_601_ = (l_600_ ? l_584_ : _e1356);
                    l_mut_441_ = l_601_;
                    double l_602_ = (l_592_ ? l_589_ : l_584_);
                    double _e1359 = l_mut_444_;
                    double l_603_ = (_e1359 + l_583_);
                    double l_604_ = (l_590_ ? l_602_ : l_603_);
                    l_mut_444_ = l_604_;
                    uint l_605_ = uint(l_592_);
                    uint _e1363 = l_mut_254_;
                    l_mut_254_ = (_e1363 + l_605_);
                    uint _e1365 = l_mut_254_;
                    bool l_606_ = (_e1365 == 0u);
                    double _e1368 = l_mut_253_;
                    double _e1369 = l_mut_444_;
                    double l_607_ = (l_606_ ? _e1369 : _e1368);
                    l_mut_253_ = l_607_;
                    uint _e1371 = l_mut_254_;
                    bool l_608_ = (_e1371 == 1u);
                    double _e1374 = l_mut_440_;
                    double _e1375 = l_mut_444_;
                    double l_609_ = (l_608_ ? _e1375 : _e1374);
                    l_mut_440_ = l_609_;
                    uint _e1377 = l_mut_254_;
                    bool l_610_ = (_e1377 == 2u);
                    double _e1380 = l_mut_441_;
                    double _e1381 = l_mut_444_;
                    double l_611_ = (l_610_ ? _e1381 : _e1380);
                    l_mut_441_ = l_611_;
                    uint _e1383 = l_mut_254_;
                    bool l_612_ = (_e1383 == 3u);
                    double _e1386 = l_mut_442_;
                    double _e1387 = l_mut_444_;
                    double l_613_ = (l_612_ ? _e1387 : _e1386);
                    l_mut_442_ = l_613_;
                    double _e1389 = l_mut_253_;
                    l_mut_11_ = _e1389;
                    double _e1390 = l_mut_440_;
                    l_mut_12_ = _e1390;
                    double _e1391 = l_mut_441_;
                    l_mut_13_ = _e1391;
                    double _e1392 = l_mut_442_;
                    l_mut_14_ = _e1392;
                }
            }
            GroupMemoryBarrierWithGroupSync();
        }
    }
    bool l_614_ = (l_6_ < l_2_);
    bool l_615_ = (l_8_ < l_4_);
    if (l_614_) {
        local_52 = l_615_;
    } else {
        local_52 = false;
    }
    bool l_616_ = local_52;
    if (l_616_) {
        uint l_617_ = (l_6_ * l_4_);
        uint l_618_ = (l_617_ + l_8_);
        uint l_619_ = (l_2_ * l_4_);
        uint l_716_ = asuint(info.Load(16+0));
        uint l_717_ = (l_716_ * 1u);
        bool l_718_ = (l_618_ < l_717_);
        if (l_718_) {
            double _e1417 = l_mut_11_;
            buffer_4_global.Store(l_618_*8, _e1417);
        }
        uint l_620_ = (l_619_ + l_618_);
        uint l_719_ = asuint(info.Load(16+0));
        uint l_720_ = (l_719_ * 1u);
        bool l_721_ = (l_620_ < l_720_);
        if (l_721_) {
            double _e1428 = l_mut_12_;
            buffer_4_global.Store(l_620_*8, _e1428);
        }
        uint l_621_ = (2u * l_619_);
        uint l_622_ = (l_621_ + l_618_);
        uint l_722_ = asuint(info.Load(16+0));
        uint l_723_ = (l_722_ * 1u);
        bool l_724_ = (l_622_ < l_723_);
        if (l_724_) {
            double _e1441 = l_mut_13_;
            buffer_4_global.Store(l_622_*8, _e1441);
        }
        uint l_623_ = (3u * l_619_);
        uint l_624_ = (l_623_ + l_618_);
        uint l_725_ = asuint(info.Load(16+0));
        uint l_726_ = (l_725_ * 1u);
        bool l_727_ = (l_624_ < l_726_);
        if (l_727_) {
            double _e1454 = l_mut_14_;
            buffer_4_global.Store(l_624_*8, _e1454);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
