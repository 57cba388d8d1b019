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
    double a_343_[8] = (double[8])0;
    double l_mut_11_ = (double)0;
    double l_mut_12_ = (double)0;
    double l_mut_13_ = (double)0;
    double l_mut_14_ = (double)0;
    double l_mut_253_ = (double)0;
    double l_mut_254_ = (double)0;
    double l_mut_255_ = (double)0;
    double l_mut_256_ = (double)0;
    double l_mut_257_ = (double)0;
    uint l_mut_258_ = (uint)0;
    double l_mut_444_ = (double)0;
    double l_mut_445_ = (double)0;
    double l_mut_446_ = (double)0;
    double l_mut_448_ = (double)0;
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

    uint l_629_ = asuint(info.Load(8+0));
    uint l_630_ = (l_629_ * 1u);
    bool l_631_ = (0u < l_630_);
    uint l_632_ = (l_630_ - 1u);
    uint l_633_ = min(0u, l_632_);
    double l_634_ = buffer_2_global.Load<double>(l_633_*8);
    double l_0_ = (l_631_ ? l_634_ : 0.0L);
    uint l_636_ = asuint(info.Load(8+0));
    uint l_637_ = (l_636_ * 1u);
    bool l_638_ = (1u < l_637_);
    uint l_639_ = (l_637_ - 1u);
    uint l_640_ = min(1u, l_639_);
    double l_641_ = buffer_2_global.Load<double>(l_640_*8);
    double l_1_ = (l_638_ ? l_641_ : 0.0L);
    uint l_643_ = asuint(info.Load(12+0));
    uint l_644_ = (l_643_ * 1u);
    bool l_645_ = (0u < l_644_);
    uint l_646_ = (l_644_ - 1u);
    uint l_647_ = min(0u, l_646_);
    uint l_648_ = asuint(buffer_3_global.Load(l_647_*4));
    uint l_2_ = (l_645_ ? l_648_ : 0u);
    uint l_650_ = asuint(info.Load(12+0));
    uint l_651_ = (l_650_ * 1u);
    bool l_652_ = (1u < l_651_);
    uint l_653_ = (l_651_ - 1u);
    uint l_654_ = min(1u, l_653_);
    uint l_655_ = asuint(buffer_3_global.Load(l_654_*4));
    uint l_3_ = (l_652_ ? l_655_ : 0u);
    uint l_657_ = asuint(info.Load(12+0));
    uint l_658_ = (l_657_ * 1u);
    bool l_659_ = (2u < l_658_);
    uint l_660_ = (l_658_ - 1u);
    uint l_661_ = min(2u, l_660_);
    uint l_662_ = asuint(buffer_3_global.Load(l_661_*4));
    uint l_4_ = (l_659_ ? l_662_ : 0u);
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
            uint l_664_ = asuint(info.Load(0+0));
            uint l_665_ = (l_664_ * 1u);
            bool l_666_ = (l_33_ < l_665_);
            uint l_667_ = (l_665_ - 1u);
            uint l_668_ = min(l_33_, l_667_);
            double l_669_ = buffer_0_global.Load<double>(l_668_*8);
            double l_34_ = (l_666_ ? l_669_ : 0.0L);
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
            uint l_671_ = asuint(info.Load(4+0));
            uint l_672_ = (l_671_ * 1u);
            bool l_673_ = (l_44_ < l_672_);
            uint l_674_ = (l_672_ - 1u);
            uint l_675_ = min(l_44_, l_674_);
            double l_676_ = buffer_1_global.Load<double>(l_675_*8);
            double l_45_ = (l_673_ ? l_676_ : 0.0L);
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
            uint l_678_ = asuint(info.Load(0+0));
            uint l_679_ = (l_678_ * 1u);
            bool l_680_ = (l_55_ < l_679_);
            uint l_681_ = (l_679_ - 1u);
            uint l_682_ = min(l_55_, l_681_);
            double l_683_ = buffer_0_global.Load<double>(l_682_*8);
            double l_56_ = (l_680_ ? l_683_ : 0.0L);
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
            uint l_685_ = asuint(info.Load(4+0));
            uint l_686_ = (l_685_ * 1u);
            bool l_687_ = (l_66_ < l_686_);
            uint l_688_ = (l_686_ - 1u);
            uint l_689_ = min(l_66_, l_688_);
            double l_690_ = buffer_1_global.Load<double>(l_689_*8);
            double l_67_ = (l_687_ ? l_690_ : 0.0L);
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
            uint l_692_ = asuint(info.Load(0+0));
            uint l_693_ = (l_692_ * 1u);
            bool l_694_ = (l_77_ < l_693_);
            uint l_695_ = (l_693_ - 1u);
            uint l_696_ = min(l_77_, l_695_);
            double l_697_ = buffer_0_global.Load<double>(l_696_*8);
            double l_78_ = (l_694_ ? l_697_ : 0.0L);
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
            uint l_699_ = asuint(info.Load(4+0));
            uint l_700_ = (l_699_ * 1u);
            bool l_701_ = (l_88_ < l_700_);
            uint l_702_ = (l_700_ - 1u);
            uint l_703_ = min(l_88_, l_702_);
            double l_704_ = buffer_1_global.Load<double>(l_703_*8);
            double l_89_ = (l_701_ ? l_704_ : 0.0L);
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
            uint l_706_ = asuint(info.Load(0+0));
            uint l_707_ = (l_706_ * 1u);
            bool l_708_ = (l_99_ < l_707_);
            uint l_709_ = (l_707_ - 1u);
            uint l_710_ = min(l_99_, l_709_);
            double l_711_ = buffer_0_global.Load<double>(l_710_*8);
            double l_100_ = (l_708_ ? l_711_ : 0.0L);
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
            uint l_713_ = asuint(info.Load(4+0));
            uint l_714_ = (l_713_ * 1u);
            bool l_715_ = (l_110_ < l_714_);
            uint l_716_ = (l_714_ - 1u);
            uint l_717_ = min(l_110_, l_716_);
            double l_718_ = buffer_1_global.Load<double>(l_717_*8);
            double l_111_ = (l_715_ ? l_718_ : 0.0L);
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
                    double l_137_ = -(l_136_);
                    double l_138_ = mad(l_116_, l_127_, l_137_);
                    double l_139_ = (l_116_ * l_129_);
                    double l_140_ = -(l_139_);
                    double l_141_ = mad(l_116_, l_129_, l_140_);
                    double l_142_ = (l_118_ * l_127_);
                    double l_143_ = -(l_142_);
                    double l_144_ = mad(l_118_, l_127_, l_143_);
                    double l_145_ = (l_116_ * l_132_);
                    double l_146_ = -(l_145_);
                    double l_147_ = mad(l_116_, l_132_, l_146_);
                    double l_148_ = (l_118_ * l_129_);
                    double l_149_ = -(l_148_);
                    double l_150_ = mad(l_118_, l_129_, l_149_);
                    double l_151_ = (l_121_ * l_127_);
                    double l_152_ = -(l_151_);
                    double l_153_ = mad(l_121_, l_127_, l_152_);
                    double l_154_ = (l_139_ + l_142_);
                    double l_155_ = (l_154_ - l_139_);
                    double l_156_ = (l_154_ - l_155_);
                    double l_157_ = (l_139_ - l_156_);
                    double l_158_ = (l_142_ - l_155_);
                    double l_159_ = (l_157_ + l_158_);
                    double l_160_ = (l_138_ + l_154_);
                    double l_161_ = (l_160_ - l_138_);
                    double l_162_ = (l_160_ - l_161_);
                    double l_163_ = (l_138_ - l_162_);
                    double l_164_ = (l_154_ - l_161_);
                    double l_165_ = (l_163_ + l_164_);
                    double l_166_ = (l_159_ + l_165_);
                    double l_167_ = (l_166_ - l_159_);
                    double l_168_ = (l_166_ - l_167_);
                    double l_169_ = (l_159_ - l_168_);
                    double l_170_ = (l_165_ - l_167_);
                    double l_171_ = (l_169_ + l_170_);
                    double l_172_ = (l_166_ + l_141_);
                    double l_173_ = (l_172_ - l_166_);
                    double l_174_ = (l_172_ - l_173_);
                    double l_175_ = (l_166_ - l_174_);
                    double l_176_ = (l_141_ - l_173_);
                    double l_177_ = (l_175_ + l_176_);
                    double l_178_ = (l_144_ + l_172_);
                    double l_179_ = (l_178_ - l_144_);
                    double l_180_ = (l_178_ - l_179_);
                    double l_181_ = (l_144_ - l_180_);
                    double l_182_ = (l_172_ - l_179_);
                    double l_183_ = (l_181_ + l_182_);
                    double l_184_ = (l_177_ + l_183_);
                    double l_185_ = (l_184_ - l_177_);
                    double l_186_ = (l_184_ - l_185_);
                    double l_187_ = (l_177_ - l_186_);
                    double l_188_ = (l_183_ - l_185_);
                    double l_189_ = (l_187_ + l_188_);
                    double l_190_ = (l_145_ + l_148_);
                    double l_191_ = (l_190_ - l_145_);
                    double l_192_ = (l_190_ - l_191_);
                    double l_193_ = (l_145_ - l_192_);
                    double l_194_ = (l_148_ - l_191_);
                    double l_195_ = (l_193_ + l_194_);
                    double l_196_ = (l_151_ + l_190_);
                    double l_197_ = (l_196_ - l_151_);
                    double l_198_ = (l_196_ - l_197_);
                    double l_199_ = (l_151_ - l_198_);
                    double l_200_ = (l_190_ - l_197_);
                    double l_201_ = (l_199_ + l_200_);
                    double l_202_ = (l_195_ + l_201_);
                    double l_203_ = (l_202_ - l_195_);
                    double l_204_ = (l_202_ - l_203_);
                    double l_205_ = (l_195_ - l_204_);
                    double l_206_ = (l_201_ - l_203_);
                    double l_207_ = (l_205_ + l_206_);
                    double l_208_ = (l_178_ + l_196_);
                    double l_209_ = (l_208_ - l_178_);
                    double l_210_ = (l_208_ - l_209_);
                    double l_211_ = (l_178_ - l_210_);
                    double l_212_ = (l_196_ - l_209_);
                    double l_213_ = (l_211_ + l_212_);
                    double l_214_ = (l_184_ + l_202_);
                    double l_215_ = (l_214_ - l_184_);
                    double l_216_ = (l_214_ - l_215_);
                    double l_217_ = (l_184_ - l_216_);
                    double l_218_ = (l_202_ - l_215_);
                    double l_219_ = (l_217_ + l_218_);
                    double l_220_ = (l_214_ + l_213_);
                    double l_221_ = (l_220_ - l_214_);
                    double l_222_ = (l_220_ - l_221_);
                    double l_223_ = (l_214_ - l_222_);
                    double l_224_ = (l_213_ - l_221_);
                    double l_225_ = (l_223_ + l_224_);
                    double l_226_ = (l_189_ + l_207_);
                    double l_227_ = (l_225_ + l_219_);
                    double l_228_ = (l_226_ + l_227_);
                    double l_229_ = (l_116_ * l_135_);
                    double l_230_ = (l_118_ * l_132_);
                    double l_231_ = (l_229_ + l_230_);
                    double l_232_ = (l_121_ * l_129_);
                    double l_233_ = (l_124_ * l_127_);
                    double l_234_ = (l_232_ + l_233_);
                    double l_235_ = (l_231_ + l_234_);
                    double l_236_ = (l_171_ + l_147_);
                    double l_237_ = (l_150_ + l_153_);
                    double l_238_ = (l_236_ + l_237_);
                    double l_239_ = (l_235_ + l_238_);
                    double l_240_ = (l_220_ + l_239_);
                    double l_241_ = (l_240_ + l_228_);
                    double l_242_ = (l_241_ - l_240_);
                    double l_243_ = (l_228_ - l_242_);
                    double l_244_ = (l_208_ + l_241_);
                    double l_245_ = (l_244_ - l_208_);
                    double l_246_ = (l_241_ - l_245_);
                    double l_247_ = (l_160_ + l_244_);
                    double l_248_ = (l_247_ - l_160_);
                    double l_249_ = (l_244_ - l_248_);
                    double l_250_ = (l_136_ + l_247_);
                    double l_251_ = (l_250_ - l_136_);
                    double l_252_ = (l_247_ - l_251_);
                    l_mut_253_ = 0.0L;
                    l_mut_254_ = 0.0L;
                    l_mut_255_ = 0.0L;
                    l_mut_256_ = 0.0L;
                    l_mut_257_ = l_250_;
                    l_mut_258_ = 0u;
                    double _e586 = l_mut_257_;
                    double l_259_ = (_e586 + l_252_);
                    double _e588 = l_mut_257_;
                    double l_260_ = (l_259_ - _e588);
                    double l_261_ = (l_252_ - l_260_);
                    uint _e591 = l_mut_258_;
                    bool l_262_ = (_e591 < 3u);
                    bool l_263_ = (l_261_ != 0.0L);
                    if (l_262_) {
                        local_8 = l_263_;
                    } else {
                        local_8 = false;
                    }
                    bool l_264_ = local_8;
                    uint _e600 = l_mut_258_;
                    bool l_265_ = (_e600 == 0u);
                    if (l_264_) {
                        local_9 = l_265_;
                    } else {
                        local_9 = false;
                    }
                    bool l_266_ = local_9;
                    double _e607 = l_mut_253_;
                    double l_267_ = (l_266_ ? l_259_ : _e607);
                    l_mut_253_ = l_267_;
                    uint _e609 = l_mut_258_;
                    bool l_268_ = (_e609 == 1u);
                    if (l_264_) {
                        local_10 = l_268_;
                    } else {
                        local_10 = false;
                    }
                    bool l_269_ = local_10;
                    double _e616 = l_mut_254_;
                    double l_270_ = (l_269_ ? l_259_ : _e616);
                    l_mut_254_ = l_270_;
                    uint _e618 = l_mut_258_;
                    bool l_271_ = (_e618 == 2u);
                    if (l_264_) {
                        local_11 = l_271_;
                    } else {
                        local_11 = false;
                    }
                    bool l_272_ = local_11;
                    double _e625 = l_mut_255_;
                    double l_273_ = (l_272_ ? l_259_ : _e625);
                    l_mut_255_ = l_273_;
                    double l_274_ = (l_264_ ? l_261_ : l_259_);
                    double _e628 = l_mut_257_;
                    double l_275_ = (_e628 + l_252_);
                    double l_276_ = (l_262_ ? l_274_ : l_275_);
                    l_mut_257_ = l_276_;
                    uint l_277_ = uint(l_264_);
                    uint _e632 = l_mut_258_;
                    l_mut_258_ = (_e632 + l_277_);
                    double _e634 = l_mut_257_;
                    double l_278_ = (_e634 + l_249_);
                    double _e636 = l_mut_257_;
                    double l_279_ = (l_278_ - _e636);
                    double l_280_ = (l_249_ - l_279_);
                    uint _e639 = l_mut_258_;
                    bool l_281_ = (_e639 < 3u);
                    bool l_282_ = (l_280_ != 0.0L);
                    if (l_281_) {
                        local_12 = l_282_;
                    } else {
                        local_12 = false;
                    }
                    bool l_283_ = local_12;
                    uint _e648 = l_mut_258_;
                    bool l_284_ = (_e648 == 0u);
                    if (l_283_) {
                        local_13 = l_284_;
                    } else {
                        local_13 = false;
                    }
                    bool l_285_ = local_13;
                    double _e655 = l_mut_253_;
                    double l_286_ = (l_285_ ? l_278_ : _e655);
                    l_mut_253_ = l_286_;
                    uint _e657 = l_mut_258_;
                    bool l_287_ = (_e657 == 1u);
                    if (l_283_) {
                        local_14 = l_287_;
                    } else {
                        local_14 = false;
                    }
                    bool l_288_ = local_14;
                    double _e664 = l_mut_254_;
                    double l_289_ = (l_288_ ? l_278_ : _e664);
                    l_mut_254_ = l_289_;
                    uint _e666 = l_mut_258_;
                    bool l_290_ = (_e666 == 2u);
                    if (l_283_) {
                        local_15 = l_290_;
                    } else {
                        local_15 = false;
                    }
                    bool l_291_ = local_15;
                    double _e673 = l_mut_255_;
                    double l_292_ = (l_291_ ? l_278_ : _e673);
                    l_mut_255_ = l_292_;
                    double l_293_ = (l_283_ ? l_280_ : l_278_);
                    double _e676 = l_mut_257_;
                    double l_294_ = (_e676 + l_249_);
                    double l_295_ = (l_281_ ? l_293_ : l_294_);
                    l_mut_257_ = l_295_;
                    uint l_296_ = uint(l_283_);
                    uint _e680 = l_mut_258_;
                    l_mut_258_ = (_e680 + l_296_);
                    double _e682 = l_mut_257_;
                    double l_297_ = (_e682 + l_246_);
                    double _e684 = l_mut_257_;
                    double l_298_ = (l_297_ - _e684);
                    double l_299_ = (l_246_ - l_298_);
                    uint _e687 = l_mut_258_;
                    bool l_300_ = (_e687 < 3u);
                    bool l_301_ = (l_299_ != 0.0L);
                    if (l_300_) {
                        local_16 = l_301_;
                    } else {
                        local_16 = false;
                    }
                    bool l_302_ = local_16;
                    uint _e696 = l_mut_258_;
                    bool l_303_ = (_e696 == 0u);
                    if (l_302_) {
                        local_17 = l_303_;
                    } else {
                        local_17 = false;
                    }
                    bool l_304_ = local_17;
                    double _e703 = l_mut_253_;
                    double l_305_ = (l_304_ ? l_297_ : _e703);
                    l_mut_253_ = l_305_;
                    uint _e705 = l_mut_258_;
                    bool l_306_ = (_e705 == 1u);
                    if (l_302_) {
                        local_18 = l_306_;
                    } else {
                        local_18 = false;
                    }
                    bool l_307_ = local_18;
                    double _e712 = l_mut_254_;
                    double l_308_ = (l_307_ ? l_297_ : _e712);
                    l_mut_254_ = l_308_;
                    uint _e714 = l_mut_258_;
                    bool l_309_ = (_e714 == 2u);
                    if (l_302_) {
                        local_19 = l_309_;
                    } else {
                        local_19 = false;
                    }
                    bool l_310_ = local_19;
                    double _e721 = l_mut_255_;
                    double l_311_ = (l_310_ ? l_297_ : _e721);
                    l_mut_255_ = l_311_;
                    double l_312_ = (l_302_ ? l_299_ : l_297_);
                    double _e724 = l_mut_257_;
                    double l_313_ = (_e724 + l_246_);
                    double l_314_ = (l_300_ ? l_312_ : l_313_);
                    l_mut_257_ = l_314_;
                    uint l_315_ = uint(l_302_);
                    uint _e728 = l_mut_258_;
                    l_mut_258_ = (_e728 + l_315_);
                    double _e730 = l_mut_257_;
                    double l_316_ = (_e730 + l_243_);
                    double _e732 = l_mut_257_;
                    double l_317_ = (l_316_ - _e732);
                    double l_318_ = (l_243_ - l_317_);
                    uint _e735 = l_mut_258_;
                    bool l_319_ = (_e735 < 3u);
                    bool l_320_ = (l_318_ != 0.0L);
                    if (l_319_) {
                        local_20 = l_320_;
                    } else {
                        local_20 = false;
                    }
                    bool l_321_ = local_20;
                    uint _e744 = l_mut_258_;
                    bool l_322_ = (_e744 == 0u);
                    if (l_321_) {
                        local_21 = l_322_;
                    } else {
                        local_21 = false;
                    }
                    bool l_323_ = local_21;
                    double _e751 = l_mut_253_;
                    double l_324_ = (l_323_ ? l_316_ : _e751);
                    l_mut_253_ = l_324_;
                    uint _e753 = l_mut_258_;
                    bool l_325_ = (_e753 == 1u);
                    if (l_321_) {
                        local_22 = l_325_;
                    } else {
                        local_22 = false;
                    }
                    bool l_326_ = local_22;
                    double _e760 = l_mut_254_;
                    double l_327_ = (l_326_ ? l_316_ : _e760);
                    l_mut_254_ = l_327_;
                    uint _e762 = l_mut_258_;
                    bool l_328_ = (_e762 == 2u);
                    if (l_321_) {
                        local_23 = l_328_;
                    } else {
                        local_23 = false;
                    }
                    bool l_329_ = local_23;
                    double _e769 = l_mut_255_;
                    double l_330_ = (l_329_ ? l_316_ : _e769);
                    l_mut_255_ = l_330_;
                    double l_331_ = (l_321_ ? l_318_ : l_316_);
                    double _e772 = l_mut_257_;
                    double l_332_ = (_e772 + l_243_);
                    double l_333_ = (l_319_ ? l_331_ : l_332_);
                    l_mut_257_ = l_333_;
                    uint l_334_ = uint(l_321_);
                    uint _e776 = l_mut_258_;
                    l_mut_258_ = (_e776 + l_334_);
                    uint _e778 = l_mut_258_;
                    bool l_335_ = (_e778 == 0u);
                    double _e781 = l_mut_253_;
                    double _e782 = l_mut_257_;
                    double l_336_ = (l_335_ ? _e782 : _e781);
                    l_mut_253_ = l_336_;
                    uint _e784 = l_mut_258_;
                    bool l_337_ = (_e784 == 1u);
                    double _e787 = l_mut_254_;
                    double _e788 = l_mut_257_;
                    double l_338_ = (l_337_ ? _e788 : _e787);
                    l_mut_254_ = l_338_;
                    uint _e790 = l_mut_258_;
                    bool l_339_ = (_e790 == 2u);
                    double _e793 = l_mut_255_;
                    double _e794 = l_mut_257_;
                    double l_340_ = (l_339_ ? _e794 : _e793);
                    l_mut_255_ = l_340_;
                    uint _e796 = l_mut_258_;
                    bool l_341_ = (_e796 == 3u);
                    double _e799 = l_mut_256_;
                    double _e800 = l_mut_257_;
                    double l_342_ = (l_341_ ? _e800 : _e799);
                    l_mut_256_ = l_342_;
                    double _e803 = l_mut_11_;
                    a_343_[0] = _e803;
                    double _e805 = l_mut_253_;
                    a_343_[1] = _e805;
                    double _e807 = l_mut_12_;
                    a_343_[2] = _e807;
                    double _e809 = l_mut_254_;
                    a_343_[3] = _e809;
                    double _e811 = l_mut_13_;
                    a_343_[4] = _e811;
                    double _e813 = l_mut_255_;
                    a_343_[5] = _e813;
                    double _e815 = l_mut_14_;
                    a_343_[6] = _e815;
                    double _e817 = l_mut_256_;
                    a_343_[7] = _e817;
                    double l_344_ = a_343_[7];
                    l_mut_257_ = l_344_;
                    double l_345_ = a_343_[6];
                    double _e822 = l_mut_257_;
                    double l_346_ = (l_345_ + _e822);
                    double l_347_ = (l_346_ - l_345_);
                    double l_348_ = (l_346_ - l_347_);
                    double l_349_ = (l_345_ - l_348_);
                    double _e827 = l_mut_257_;
                    double l_350_ = (_e827 - l_347_);
                    double l_351_ = (l_349_ + l_350_);
                    a_343_[7] = l_351_;
                    l_mut_257_ = l_346_;
                    double l_352_ = a_343_[5];
                    double _e833 = l_mut_257_;
                    double l_353_ = (l_352_ + _e833);
                    double l_354_ = (l_353_ - l_352_);
                    double l_355_ = (l_353_ - l_354_);
                    double l_356_ = (l_352_ - l_355_);
                    double _e838 = l_mut_257_;
                    double l_357_ = (_e838 - l_354_);
                    double l_358_ = (l_356_ + l_357_);
                    a_343_[6] = l_358_;
                    l_mut_257_ = l_353_;
                    double l_359_ = a_343_[4];
                    double _e844 = l_mut_257_;
                    double l_360_ = (l_359_ + _e844);
                    double l_361_ = (l_360_ - l_359_);
                    double l_362_ = (l_360_ - l_361_);
                    double l_363_ = (l_359_ - l_362_);
                    double _e849 = l_mut_257_;
                    double l_364_ = (_e849 - l_361_);
                    double l_365_ = (l_363_ + l_364_);
                    a_343_[5] = l_365_;
                    l_mut_257_ = l_360_;
                    double l_366_ = a_343_[3];
                    double _e855 = l_mut_257_;
                    double l_367_ = (l_366_ + _e855);
                    double l_368_ = (l_367_ - l_366_);
                    double l_369_ = (l_367_ - l_368_);
                    double l_370_ = (l_366_ - l_369_);
                    double _e860 = l_mut_257_;
                    double l_371_ = (_e860 - l_368_);
                    double l_372_ = (l_370_ + l_371_);
                    a_343_[4] = l_372_;
                    l_mut_257_ = l_367_;
                    double l_373_ = a_343_[2];
                    double _e866 = l_mut_257_;
                    double l_374_ = (l_373_ + _e866);
                    double l_375_ = (l_374_ - l_373_);
                    double l_376_ = (l_374_ - l_375_);
                    double l_377_ = (l_373_ - l_376_);
                    double _e871 = l_mut_257_;
                    double l_378_ = (_e871 - l_375_);
                    double l_379_ = (l_377_ + l_378_);
                    a_343_[3] = l_379_;
                    l_mut_257_ = l_374_;
                    double l_380_ = a_343_[1];
                    double _e877 = l_mut_257_;
                    double l_381_ = (l_380_ + _e877);
                    double l_382_ = (l_381_ - l_380_);
                    double l_383_ = (l_381_ - l_382_);
                    double l_384_ = (l_380_ - l_383_);
                    double _e882 = l_mut_257_;
                    double l_385_ = (_e882 - l_382_);
                    double l_386_ = (l_384_ + l_385_);
                    a_343_[2] = l_386_;
                    l_mut_257_ = l_381_;
                    double l_387_ = a_343_[0];
                    double _e888 = l_mut_257_;
                    double l_388_ = (l_387_ + _e888);
                    double l_389_ = (l_388_ - l_387_);
                    double l_390_ = (l_388_ - l_389_);
                    double l_391_ = (l_387_ - l_390_);
                    double _e893 = l_mut_257_;
                    double l_392_ = (_e893 - l_389_);
                    double l_393_ = (l_391_ + l_392_);
                    a_343_[1] = l_393_;
                    l_mut_257_ = l_388_;
                    double _e898 = l_mut_257_;
                    a_343_[0] = _e898;
                    double l_394_ = a_343_[7];
                    l_mut_257_ = l_394_;
                    double l_395_ = a_343_[6];
                    double _e903 = l_mut_257_;
                    double l_396_ = (l_395_ + _e903);
                    double l_397_ = (l_396_ - l_395_);
                    double l_398_ = (l_396_ - l_397_);
                    double l_399_ = (l_395_ - l_398_);
                    double _e908 = l_mut_257_;
                    double l_400_ = (_e908 - l_397_);
                    double l_401_ = (l_399_ + l_400_);
                    a_343_[7] = l_401_;
                    l_mut_257_ = l_396_;
                    double l_402_ = a_343_[5];
                    double _e914 = l_mut_257_;
                    double l_403_ = (l_402_ + _e914);
                    double l_404_ = (l_403_ - l_402_);
                    double l_405_ = (l_403_ - l_404_);
                    double l_406_ = (l_402_ - l_405_);
                    double _e919 = l_mut_257_;
                    double l_407_ = (_e919 - l_404_);
                    double l_408_ = (l_406_ + l_407_);
                    a_343_[6] = l_408_;
                    l_mut_257_ = l_403_;
                    double l_409_ = a_343_[4];
                    double _e925 = l_mut_257_;
                    double l_410_ = (l_409_ + _e925);
                    double l_411_ = (l_410_ - l_409_);
                    double l_412_ = (l_410_ - l_411_);
                    double l_413_ = (l_409_ - l_412_);
                    double _e930 = l_mut_257_;
                    double l_414_ = (_e930 - l_411_);
                    double l_415_ = (l_413_ + l_414_);
                    a_343_[5] = l_415_;
                    l_mut_257_ = l_410_;
                    double l_416_ = a_343_[3];
                    double _e936 = l_mut_257_;
                    double l_417_ = (l_416_ + _e936);
                    double l_418_ = (l_417_ - l_416_);
                    double l_419_ = (l_417_ - l_418_);
                    double l_420_ = (l_416_ - l_419_);
                    double _e941 = l_mut_257_;
                    double l_421_ = (_e941 - l_418_);
                    double l_422_ = (l_420_ + l_421_);
                    a_343_[4] = l_422_;
                    l_mut_257_ = l_417_;
                    double l_423_ = a_343_[2];
                    double _e947 = l_mut_257_;
                    double l_424_ = (l_423_ + _e947);
                    double l_425_ = (l_424_ - l_423_);
                    double l_426_ = (l_424_ - l_425_);
                    double l_427_ = (l_423_ - l_426_);
                    double _e952 = l_mut_257_;
                    double l_428_ = (_e952 - l_425_);
                    double l_429_ = (l_427_ + l_428_);
                    a_343_[3] = l_429_;
                    l_mut_257_ = l_424_;
                    double l_430_ = a_343_[1];
                    double _e958 = l_mut_257_;
                    double l_431_ = (l_430_ + _e958);
                    double l_432_ = (l_431_ - l_430_);
                    double l_433_ = (l_431_ - l_432_);
                    double l_434_ = (l_430_ - l_433_);
                    double _e963 = l_mut_257_;
                    double l_435_ = (_e963 - l_432_);
                    double l_436_ = (l_434_ + l_435_);
                    a_343_[2] = l_436_;
                    l_mut_257_ = l_431_;
                    double l_437_ = a_343_[0];
                    double _e969 = l_mut_257_;
                    double l_438_ = (l_437_ + _e969);
                    double l_439_ = (l_438_ - l_437_);
                    double l_440_ = (l_438_ - l_439_);
                    double l_441_ = (l_437_ - l_440_);
                    double _e974 = l_mut_257_;
                    double l_442_ = (_e974 - l_439_);
                    double l_443_ = (l_441_ + l_442_);
                    a_343_[1] = l_443_;
                    l_mut_257_ = l_438_;
                    double _e979 = l_mut_257_;
                    a_343_[0] = _e979;
                    l_mut_257_ = 0.0L;
                    l_mut_444_ = 0.0L;
                    l_mut_445_ = 0.0L;
                    l_mut_446_ = 0.0L;
                    double l_447_ = a_343_[0];
                    l_mut_448_ = l_447_;
                    l_mut_258_ = 0u;
                    double l_449_ = a_343_[1];
                    double _e989 = l_mut_448_;
                    double l_450_ = (_e989 + l_449_);
                    double _e991 = l_mut_448_;
                    double l_451_ = (l_450_ - _e991);
                    double l_452_ = (l_450_ - l_451_);
                    double _e994 = l_mut_448_;
                    double l_453_ = (_e994 - l_452_);
                    double l_454_ = (l_449_ - l_451_);
                    double l_455_ = (l_453_ + l_454_);
                    uint _e998 = l_mut_258_;
                    bool l_456_ = (_e998 < 3u);
                    bool l_457_ = (l_455_ != 0.0L);
                    if (l_456_) {
                        local_24 = l_457_;
                    } else {
                        local_24 = false;
                    }
                    bool l_458_ = local_24;
                    uint _e1007 = l_mut_258_;
                    bool l_459_ = (_e1007 == 0u);
                    if (l_458_) {
                        local_25 = l_459_;
                    } else {
                        local_25 = false;
                    }
                    bool l_460_ = local_25;
                    double _e1014 = l_mut_257_;
                    double l_461_ = (l_460_ ? l_450_ : _e1014);
                    l_mut_257_ = l_461_;
                    uint _e1016 = l_mut_258_;
                    bool l_462_ = (_e1016 == 1u);
                    if (l_458_) {
                        local_26 = l_462_;
                    } else {
                        local_26 = false;
                    }
                    bool l_463_ = local_26;
                    double _e1023 = l_mut_444_;
                    double l_464_ = (l_463_ ? l_450_ : _e1023);
                    l_mut_444_ = l_464_;
                    uint _e1025 = l_mut_258_;
                    bool l_465_ = (_e1025 == 2u);
                    if (l_458_) {
                        local_27 = l_465_;
                    } else {
                        local_27 = false;
                    }
                    bool l_466_ = local_27;
                    double _e1032 = l_mut_445_;
                    double l_467_ = (l_466_ ? l_450_ : _e1032);
                    l_mut_445_ = l_467_;
                    double l_468_ = (l_458_ ? l_455_ : l_450_);
                    double _e1035 = l_mut_448_;
                    double l_469_ = (_e1035 + l_449_);
                    double l_470_ = (l_456_ ? l_468_ : l_469_);
                    l_mut_448_ = l_470_;
                    uint l_471_ = uint(l_458_);
                    uint _e1039 = l_mut_258_;
                    l_mut_258_ = (_e1039 + l_471_);
                    double l_472_ = a_343_[2];
                    double _e1043 = l_mut_448_;
                    double l_473_ = (_e1043 + l_472_);
                    double _e1045 = l_mut_448_;
                    double l_474_ = (l_473_ - _e1045);
                    double l_475_ = (l_473_ - l_474_);
                    double _e1048 = l_mut_448_;
                    double l_476_ = (_e1048 - l_475_);
                    double l_477_ = (l_472_ - l_474_);
                    double l_478_ = (l_476_ + l_477_);
                    uint _e1052 = l_mut_258_;
                    bool l_479_ = (_e1052 < 3u);
                    bool l_480_ = (l_478_ != 0.0L);
                    if (l_479_) {
                        local_28 = l_480_;
                    } else {
                        local_28 = false;
                    }
                    bool l_481_ = local_28;
                    uint _e1061 = l_mut_258_;
                    bool l_482_ = (_e1061 == 0u);
                    if (l_481_) {
                        local_29 = l_482_;
                    } else {
                        local_29 = false;
                    }
                    bool l_483_ = local_29;
                    double _e1068 = l_mut_257_;
                    double l_484_ = (l_483_ ? l_473_ : _e1068);
                    l_mut_257_ = l_484_;
                    uint _e1070 = l_mut_258_;
                    bool l_485_ = (_e1070 == 1u);
                    if (l_481_) {
                        local_30 = l_485_;
                    } else {
                        local_30 = false;
                    }
                    bool l_486_ = local_30;
                    double _e1077 = l_mut_444_;
                    double l_487_ = (l_486_ ? l_473_ : _e1077);
                    l_mut_444_ = l_487_;
                    uint _e1079 = l_mut_258_;
                    bool l_488_ = (_e1079 == 2u);
                    if (l_481_) {
                        local_31 = l_488_;
                    } else {
                        local_31 = false;
                    }
                    bool l_489_ = local_31;
                    double _e1086 = l_mut_445_;
                    double l_490_ = (l_489_ ? l_473_ : _e1086);
                    l_mut_445_ = l_490_;
                    double l_491_ = (l_481_ ? l_478_ : l_473_);
                    double _e1089 = l_mut_448_;
                    double l_492_ = (_e1089 + l_472_);
                    double l_493_ = (l_479_ ? l_491_ : l_492_);
                    l_mut_448_ = l_493_;
                    uint l_494_ = uint(l_481_);
                    uint _e1093 = l_mut_258_;
                    l_mut_258_ = (_e1093 + l_494_);
                    double l_495_ = a_343_[3];
                    double _e1097 = l_mut_448_;
                    double l_496_ = (_e1097 + l_495_);
                    double _e1099 = l_mut_448_;
                    double l_497_ = (l_496_ - _e1099);
                    double l_498_ = (l_496_ - l_497_);
                    double _e1102 = l_mut_448_;
                    double l_499_ = (_e1102 - l_498_);
                    double l_500_ = (l_495_ - l_497_);
                    double l_501_ = (l_499_ + l_500_);
                    uint _e1106 = l_mut_258_;
                    bool l_502_ = (_e1106 < 3u);
                    bool l_503_ = (l_501_ != 0.0L);
                    if (l_502_) {
                        local_32 = l_503_;
                    } else {
                        local_32 = false;
                    }
                    bool l_504_ = local_32;
                    uint _e1115 = l_mut_258_;
                    bool l_505_ = (_e1115 == 0u);
                    if (l_504_) {
                        local_33 = l_505_;
                    } else {
                        local_33 = false;
                    }
                    bool l_506_ = local_33;
                    double _e1122 = l_mut_257_;
                    double l_507_ = (l_506_ ? l_496_ : _e1122);
                    l_mut_257_ = l_507_;
                    uint _e1124 = l_mut_258_;
                    bool l_508_ = (_e1124 == 1u);
                    if (l_504_) {
                        local_34 = l_508_;
                    } else {
                        local_34 = false;
                    }
                    bool l_509_ = local_34;
                    double _e1131 = l_mut_444_;
                    double l_510_ = (l_509_ ? l_496_ : _e1131);
                    l_mut_444_ = l_510_;
                    uint _e1133 = l_mut_258_;
                    bool l_511_ = (_e1133 == 2u);
                    if (l_504_) {
                        local_35 = l_511_;
                    } else {
                        local_35 = false;
                    }
                    bool l_512_ = local_35;
                    double _e1140 = l_mut_445_;
                    double l_513_ = (l_512_ ? l_496_ : _e1140);
                    l_mut_445_ = l_513_;
                    double l_514_ = (l_504_ ? l_501_ : l_496_);
                    double _e1143 = l_mut_448_;
                    double l_515_ = (_e1143 + l_495_);
                    double l_516_ = (l_502_ ? l_514_ : l_515_);
                    l_mut_448_ = l_516_;
                    uint l_517_ = uint(l_504_);
                    uint _e1147 = l_mut_258_;
                    l_mut_258_ = (_e1147 + l_517_);
                    double l_518_ = a_343_[4];
                    double _e1151 = l_mut_448_;
                    double l_519_ = (_e1151 + l_518_);
                    double _e1153 = l_mut_448_;
                    double l_520_ = (l_519_ - _e1153);
                    double l_521_ = (l_519_ - l_520_);
                    double _e1156 = l_mut_448_;
                    double l_522_ = (_e1156 - l_521_);
                    double l_523_ = (l_518_ - l_520_);
                    double l_524_ = (l_522_ + l_523_);
                    uint _e1160 = l_mut_258_;
                    bool l_525_ = (_e1160 < 3u);
                    bool l_526_ = (l_524_ != 0.0L);
                    if (l_525_) {
                        local_36 = l_526_;
                    } else {
                        local_36 = false;
                    }
                    bool l_527_ = local_36;
                    uint _e1169 = l_mut_258_;
                    bool l_528_ = (_e1169 == 0u);
                    if (l_527_) {
                        local_37 = l_528_;
                    } else {
                        local_37 = false;
                    }
                    bool l_529_ = local_37;
                    double _e1176 = l_mut_257_;
                    double l_530_ = (l_529_ ? l_519_ : _e1176);
                    l_mut_257_ = l_530_;
                    uint _e1178 = l_mut_258_;
                    bool l_531_ = (_e1178 == 1u);
                    if (l_527_) {
                        local_38 = l_531_;
                    } else {
                        local_38 = false;
                    }
                    bool l_532_ = local_38;
                    double _e1185 = l_mut_444_;
                    double l_533_ = (l_532_ ? l_519_ : _e1185);
                    l_mut_444_ = l_533_;
                    uint _e1187 = l_mut_258_;
                    bool l_534_ = (_e1187 == 2u);
                    if (l_527_) {
                        local_39 = l_534_;
                    } else {
                        local_39 = false;
                    }
                    bool l_535_ = local_39;
                    double _e1194 = l_mut_445_;
                    double l_536_ = (l_535_ ? l_519_ : _e1194);
                    l_mut_445_ = l_536_;
                    double l_537_ = (l_527_ ? l_524_ : l_519_);
                    double _e1197 = l_mut_448_;
                    double l_538_ = (_e1197 + l_518_);
                    double l_539_ = (l_525_ ? l_537_ : l_538_);
                    l_mut_448_ = l_539_;
                    uint l_540_ = uint(l_527_);
                    uint _e1201 = l_mut_258_;
                    l_mut_258_ = (_e1201 + l_540_);
                    double l_541_ = a_343_[5];
                    double _e1205 = l_mut_448_;
                    double l_542_ = (_e1205 + l_541_);
                    double _e1207 = l_mut_448_;
                    double l_543_ = (l_542_ - _e1207);
                    double l_544_ = (l_542_ - l_543_);
                    double _e1210 = l_mut_448_;
                    double l_545_ = (_e1210 - l_544_);
                    double l_546_ = (l_541_ - l_543_);
                    double l_547_ = (l_545_ + l_546_);
                    uint _e1214 = l_mut_258_;
                    bool l_548_ = (_e1214 < 3u);
                    bool l_549_ = (l_547_ != 0.0L);
                    if (l_548_) {
                        local_40 = l_549_;
                    } else {
                        local_40 = false;
                    }
                    bool l_550_ = local_40;
                    uint _e1223 = l_mut_258_;
                    bool l_551_ = (_e1223 == 0u);
                    if (l_550_) {
                        local_41 = l_551_;
                    } else {
                        local_41 = false;
                    }
                    bool l_552_ = local_41;
                    double _e1230 = l_mut_257_;
                    double l_553_ = (l_552_ ? l_542_ : _e1230);
                    l_mut_257_ = l_553_;
                    uint _e1232 = l_mut_258_;
                    bool l_554_ = (_e1232 == 1u);
                    if (l_550_) {
                        local_42 = l_554_;
                    } else {
                        local_42 = false;
                    }
                    bool l_555_ = local_42;
                    double _e1239 = l_mut_444_;
                    double l_556_ = (l_555_ ? l_542_ : _e1239);
                    l_mut_444_ = l_556_;
                    uint _e1241 = l_mut_258_;
                    bool l_557_ = (_e1241 == 2u);
                    if (l_550_) {
                        local_43 = l_557_;
                    } else {
                        local_43 = false;
                    }
                    bool l_558_ = local_43;
                    double _e1248 = l_mut_445_;
                    double l_559_ = (l_558_ ? l_542_ : _e1248);
                    l_mut_445_ = l_559_;
                    double l_560_ = (l_550_ ? l_547_ : l_542_);
                    double _e1251 = l_mut_448_;
                    double l_561_ = (_e1251 + l_541_);
                    double l_562_ = (l_548_ ? l_560_ : l_561_);
                    l_mut_448_ = l_562_;
                    uint l_563_ = uint(l_550_);
                    uint _e1255 = l_mut_258_;
                    l_mut_258_ = (_e1255 + l_563_);
                    double l_564_ = a_343_[6];
                    double _e1259 = l_mut_448_;
                    double l_565_ = (_e1259 + l_564_);
                    double _e1261 = l_mut_448_;
                    double l_566_ = (l_565_ - _e1261);
                    double l_567_ = (l_565_ - l_566_);
                    double _e1264 = l_mut_448_;
                    double l_568_ = (_e1264 - l_567_);
                    double l_569_ = (l_564_ - l_566_);
                    double l_570_ = (l_568_ + l_569_);
                    uint _e1268 = l_mut_258_;
                    bool l_571_ = (_e1268 < 3u);
                    bool l_572_ = (l_570_ != 0.0L);
                    if (l_571_) {
                        local_44 = l_572_;
                    } else {
                        local_44 = false;
                    }
                    bool l_573_ = local_44;
                    uint _e1277 = l_mut_258_;
                    bool l_574_ = (_e1277 == 0u);
                    if (l_573_) {
                        local_45 = l_574_;
                    } else {
                        local_45 = false;
                    }
                    bool l_575_ = local_45;
                    double _e1284 = l_mut_257_;
                    double l_576_ = (l_575_ ? l_565_ : _e1284);
                    l_mut_257_ = l_576_;
                    uint _e1286 = l_mut_258_;
                    bool l_577_ = (_e1286 == 1u);
                    if (l_573_) {
                        local_46 = l_577_;
                    } else {
                        local_46 = false;
                    }
                    bool l_578_ = local_46;
                    double _e1293 = l_mut_444_;
                    double l_579_ = (l_578_ ? l_565_ : _e1293);
                    l_mut_444_ = l_579_;
                    uint _e1295 = l_mut_258_;
                    bool l_580_ = (_e1295 == 2u);
                    if (l_573_) {
                        local_47 = l_580_;
                    } else {
                        local_47 = false;
                    }
                    bool l_581_ = local_47;
                    double _e1302 = l_mut_445_;
                    double l_582_ = (l_581_ ? l_565_ : _e1302);
                    l_mut_445_ = l_582_;
                    double l_583_ = (l_573_ ? l_570_ : l_565_);
                    double _e1305 = l_mut_448_;
                    double l_584_ = (_e1305 + l_564_);
                    double l_585_ = (l_571_ ? l_583_ : l_584_);
                    l_mut_448_ = l_585_;
                    uint l_586_ = uint(l_573_);
                    uint _e1309 = l_mut_258_;
                    l_mut_258_ = (_e1309 + l_586_);
                    double l_587_ = a_343_[7];
                    double _e1313 = l_mut_448_;
                    double l_588_ = (_e1313 + l_587_);
                    double _e1315 = l_mut_448_;
                    double l_589_ = (l_588_ - _e1315);
                    double l_590_ = (l_588_ - l_589_);
                    double _e1318 = l_mut_448_;
                    double l_591_ = (_e1318 - l_590_);
                    double l_592_ = (l_587_ - l_589_);
                    double l_593_ = (l_591_ + l_592_);
                    uint _e1322 = l_mut_258_;
                    bool l_594_ = (_e1322 < 3u);
                    bool l_595_ = (l_593_ != 0.0L);
                    if (l_594_) {
                        local_48 = l_595_;
                    } else {
                        local_48 = false;
                    }
                    bool l_596_ = local_48;
                    uint _e1331 = l_mut_258_;
                    bool l_597_ = (_e1331 == 0u);
                    if (l_596_) {
                        local_49 = l_597_;
                    } else {
                        local_49 = false;
                    }
                    bool l_598_ = local_49;
                    double _e1338 = l_mut_257_;
                    double l_599_ = (l_598_ ? l_588_ : _e1338);
                    l_mut_257_ = l_599_;
                    uint _e1340 = l_mut_258_;
                    bool l_600_ = (_e1340 == 1u);
                    if (l_596_) {
                        local_50 = l_600_;
                    } else {
                        local_50 = false;
                    }
                    bool l_601_ = local_50;
                    double _e1347 = l_mut_444_;
                    double l_602_ = (l_601_ ? l_588_ : _e1347);
                    l_mut_444_ = l_602_;
                    uint _e1349 = l_mut_258_;
                    bool l_603_ = (_e1349 == 2u);
                    if (l_596_) {
                        local_51 = l_603_;
                    } else {
                        local_51 = false;
                    }
                    bool l_604_ = local_51;
                    double _e1356 = l_mut_445_;
                    double l_605_ = (l_604_ ? l_588_ : _e1356);
                    l_mut_445_ = l_605_;
                    double l_606_ = (l_596_ ? l_593_ : l_588_);
                    double _e1359 = l_mut_448_;
                    double l_607_ = (_e1359 + l_587_);
                    double l_608_ = (l_594_ ? l_606_ : l_607_);
                    l_mut_448_ = l_608_;
                    uint l_609_ = uint(l_596_);
                    uint _e1363 = l_mut_258_;
                    l_mut_258_ = (_e1363 + l_609_);
                    uint _e1365 = l_mut_258_;
                    bool l_610_ = (_e1365 == 0u);
                    double _e1368 = l_mut_257_;
                    double _e1369 = l_mut_448_;
                    double l_611_ = (l_610_ ? _e1369 : _e1368);
                    l_mut_257_ = l_611_;
                    uint _e1371 = l_mut_258_;
                    bool l_612_ = (_e1371 == 1u);
                    double _e1374 = l_mut_444_;
                    double _e1375 = l_mut_448_;
                    double l_613_ = (l_612_ ? _e1375 : _e1374);
                    l_mut_444_ = l_613_;
                    uint _e1377 = l_mut_258_;
                    bool l_614_ = (_e1377 == 2u);
                    double _e1380 = l_mut_445_;
                    double _e1381 = l_mut_448_;
                    double l_615_ = (l_614_ ? _e1381 : _e1380);
                    l_mut_445_ = l_615_;
                    uint _e1383 = l_mut_258_;
                    bool l_616_ = (_e1383 == 3u);
                    double _e1386 = l_mut_446_;
                    double _e1387 = l_mut_448_;
                    double l_617_ = (l_616_ ? _e1387 : _e1386);
                    l_mut_446_ = l_617_;
                    double _e1389 = l_mut_257_;
                    l_mut_11_ = _e1389;
                    double _e1390 = l_mut_444_;
                    l_mut_12_ = _e1390;
                    double _e1391 = l_mut_445_;
                    l_mut_13_ = _e1391;
                    double _e1392 = l_mut_446_;
                    l_mut_14_ = _e1392;
                }
            }
            GroupMemoryBarrierWithGroupSync();
        }
    }
    bool l_618_ = (l_6_ < l_2_);
    bool l_619_ = (l_8_ < l_4_);
    if (l_618_) {
        local_52 = l_619_;
    } else {
        local_52 = false;
    }
    bool l_620_ = local_52;
    if (l_620_) {
        uint l_621_ = (l_6_ * l_4_);
        uint l_622_ = (l_621_ + l_8_);
        uint l_623_ = (l_2_ * l_4_);
        uint l_720_ = asuint(info.Load(16+0));
        uint l_721_ = (l_720_ * 1u);
        bool l_722_ = (l_622_ < l_721_);
        if (l_722_) {
            double _e1417 = l_mut_11_;
            buffer_4_global.Store(l_622_*8, _e1417);
        }
        uint l_624_ = (l_623_ + l_622_);
        uint l_723_ = asuint(info.Load(16+0));
        uint l_724_ = (l_723_ * 1u);
        bool l_725_ = (l_624_ < l_724_);
        if (l_725_) {
            double _e1428 = l_mut_12_;
            buffer_4_global.Store(l_624_*8, _e1428);
        }
        uint l_625_ = (2u * l_623_);
        uint l_626_ = (l_625_ + l_622_);
        uint l_726_ = asuint(info.Load(16+0));
        uint l_727_ = (l_726_ * 1u);
        bool l_728_ = (l_626_ < l_727_);
        if (l_728_) {
            double _e1441 = l_mut_13_;
            buffer_4_global.Store(l_626_*8, _e1441);
        }
        uint l_627_ = (3u * l_623_);
        uint l_628_ = (l_627_ + l_622_);
        uint l_729_ = asuint(info.Load(16+0));
        uint l_730_ = (l_729_ * 1u);
        bool l_731_ = (l_628_ < l_730_);
        if (l_731_) {
            double _e1454 = l_mut_14_;
            buffer_4_global.Store(l_628_*8, _e1454);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
