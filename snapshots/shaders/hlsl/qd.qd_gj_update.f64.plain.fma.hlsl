struct info_st {
    uint scalars_u32_[4];
    uint static_meta[8];
};

static const uint WORKGROUP_SIZE_X = 16u;
static const uint WORKGROUP_SIZE_Y = 16u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
ByteAddressBuffer info : register(t4);
groupshared double shared_memory_8_[1024];
groupshared double shared_memory_9_[1024];

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(16, 16, 1)]
void gj_update_f_f64_(uint3 local_invocation_id : SV_GroupThreadID, uint3 workgroup_id : SV_GroupID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_8_ = (double[1024])0;
        shared_memory_9_ = (double[1024])0;
    }
    GroupMemoryBarrierWithGroupSync();
    double a_317_[8] = (double[8])0;
    uint l_mut_12_ = (uint)0;
    double l_mut_227_ = (double)0;
    double l_mut_228_ = (double)0;
    double l_mut_229_ = (double)0;
    double l_mut_230_ = (double)0;
    double l_mut_231_ = (double)0;
    uint l_mut_232_ = (uint)0;
    double l_mut_418_ = (double)0;
    double l_mut_419_ = (double)0;
    double l_mut_420_ = (double)0;
    double l_mut_422_ = (double)0;
    double l_mut_80_ = (double)0;
    double l_mut_82_ = (double)0;
    double l_mut_84_ = (double)0;
    double l_mut_86_ = (double)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    uint l_mut_87_ = 0u;
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
    bool local_45 = (bool)0;

    uint l_600_ = asuint(info.Load(12+16));
    uint l_601_ = (l_600_ * 1u);
    bool l_602_ = (0u < l_601_);
    uint l_603_ = (l_601_ - 1u);
    uint l_604_ = min(0u, l_603_);
    double l_605_ = buffer_3_global.Load<double>(l_604_*8);
    double l_0_ = (l_602_ ? l_605_ : 0.0L);
    uint l_607_ = asuint(info.Load(12+16));
    uint l_608_ = (l_607_ * 1u);
    bool l_609_ = (1u < l_608_);
    uint l_610_ = (l_608_ - 1u);
    uint l_611_ = min(1u, l_610_);
    double l_612_ = buffer_3_global.Load<double>(l_611_*8);
    double l_1_ = (l_609_ ? l_612_ : 0.0L);
    uint l_2_ = (workgroup_id.y * 16u);
    uint l_3_ = (l_2_ + local_invocation_id.y);
    uint _e60 = asuint(info.Load(8+0));
    uint _e64 = asuint(info.Load(12+0));
    uint l_4_ = (_e60 + _e64);
    uint l_5_ = (workgroup_id.x * 16u);
    uint l_6_ = (l_4_ + l_5_);
    uint l_7_ = (l_6_ + local_invocation_id.x);
    uint l_10_ = (local_invocation_id.y * 16u);
    uint l_11_ = (l_10_ + local_invocation_id.x);
    l_mut_12_ = l_11_;
    uint2 loop_bound = uint2(4294967295u, 4294967295u);
    while(true) {
        if (all(loop_bound == uint2(0u, 0u))) { break; }
        loop_bound -= uint2(loop_bound.y == 0u, 1u);
        uint _e77 = l_mut_12_;
        bool l_13_ = (_e77 < 256u);
        bool l_14_ = !(l_13_);
        if (l_14_) {
            break;
        }
        uint l_15_ = (workgroup_id.y * 16u);
        uint _e84 = l_mut_12_;
        uint l_16_ = naga_div(_e84, 16u);
        uint l_17_ = (l_15_ + l_16_);
        uint _e88 = l_mut_12_;
        uint l_18_ = naga_mod(_e88, 16u);
        uint l_19_ = (16u + l_18_);
        uint _e96 = asuint(info.Load(8+0));
        uint _e100 = asuint(info.Load(12+0));
        uint l_20_ = (_e96 + _e100);
        uint l_21_ = (workgroup_id.x * 16u);
        uint l_22_ = (l_20_ + l_21_);
        uint _e106 = l_mut_12_;
        uint l_23_ = naga_mod(_e106, 16u);
        uint l_24_ = (l_22_ + l_23_);
        uint _e113 = asuint(info.Load(0+0));
        bool l_25_ = (l_17_ < _e113);
        uint l_26_ = (l_25_ ? l_17_ : 0u);
        uint l_27_ = (l_26_ * 32u);
        uint l_28_ = (l_27_ + l_19_);
        uint _e123 = asuint(info.Load(0+0));
        uint l_29_ = (_e123 * 32u);
        uint l_614_ = asuint(info.Load(4+16));
        uint l_615_ = (l_614_ * 1u);
        bool l_616_ = (l_28_ < l_615_);
        uint l_617_ = (l_615_ - 1u);
        uint l_618_ = min(l_28_, l_617_);
        double l_619_ = buffer_1_global.Load<double>(l_618_*8);
        double l_30_ = (l_616_ ? l_619_ : 0.0L);
        uint l_31_ = (l_29_ + l_28_);
        uint l_621_ = asuint(info.Load(4+16));
        uint l_622_ = (l_621_ * 1u);
        bool l_623_ = (l_31_ < l_622_);
        uint l_624_ = (l_622_ - 1u);
        uint l_625_ = min(l_31_, l_624_);
        double l_626_ = buffer_1_global.Load<double>(l_625_*8);
        double l_32_ = (l_623_ ? l_626_ : 0.0L);
        uint l_33_ = (2u * l_29_);
        uint l_34_ = (l_33_ + l_28_);
        uint l_628_ = asuint(info.Load(4+16));
        uint l_629_ = (l_628_ * 1u);
        bool l_630_ = (l_34_ < l_629_);
        uint l_631_ = (l_629_ - 1u);
        uint l_632_ = min(l_34_, l_631_);
        double l_633_ = buffer_1_global.Load<double>(l_632_*8);
        double l_35_ = (l_630_ ? l_633_ : 0.0L);
        uint l_36_ = (3u * l_29_);
        uint l_37_ = (l_36_ + l_28_);
        uint l_635_ = asuint(info.Load(4+16));
        uint l_636_ = (l_635_ * 1u);
        bool l_637_ = (l_37_ < l_636_);
        uint l_638_ = (l_636_ - 1u);
        uint l_639_ = min(l_37_, l_638_);
        double l_640_ = buffer_1_global.Load<double>(l_639_*8);
        double l_38_ = (l_637_ ? l_640_ : 0.0L);
        uint _e193 = l_mut_12_;
        uint l_39_ = naga_div(_e193, 16u);
        uint _e199 = asuint(info.Load(4+0));
        uint l_40_ = (l_39_ * _e199);
        uint _e204 = asuint(info.Load(4+0));
        bool l_41_ = (l_24_ < _e204);
        uint l_42_ = (l_41_ ? l_24_ : 0u);
        uint l_43_ = (l_40_ + l_42_);
        uint _e213 = asuint(info.Load(4+0));
        uint l_44_ = (16u * _e213);
        uint l_642_ = asuint(info.Load(8+16));
        uint l_643_ = (l_642_ * 1u);
        bool l_644_ = (l_43_ < l_643_);
        uint l_645_ = (l_643_ - 1u);
        uint l_646_ = min(l_43_, l_645_);
        double l_647_ = buffer_2_global.Load<double>(l_646_*8);
        double l_45_ = (l_644_ ? l_647_ : 0.0L);
        uint l_46_ = (l_44_ + l_43_);
        uint l_649_ = asuint(info.Load(8+16));
        uint l_650_ = (l_649_ * 1u);
        bool l_651_ = (l_46_ < l_650_);
        uint l_652_ = (l_650_ - 1u);
        uint l_653_ = min(l_46_, l_652_);
        double l_654_ = buffer_2_global.Load<double>(l_653_*8);
        double l_47_ = (l_651_ ? l_654_ : 0.0L);
        uint l_48_ = (2u * l_44_);
        uint l_49_ = (l_48_ + l_43_);
        uint l_656_ = asuint(info.Load(8+16));
        uint l_657_ = (l_656_ * 1u);
        bool l_658_ = (l_49_ < l_657_);
        uint l_659_ = (l_657_ - 1u);
        uint l_660_ = min(l_49_, l_659_);
        double l_661_ = buffer_2_global.Load<double>(l_660_*8);
        double l_50_ = (l_658_ ? l_661_ : 0.0L);
        uint l_51_ = (3u * l_44_);
        uint l_52_ = (l_51_ + l_43_);
        uint l_663_ = asuint(info.Load(8+16));
        uint l_664_ = (l_663_ * 1u);
        bool l_665_ = (l_52_ < l_664_);
        uint l_666_ = (l_664_ - 1u);
        uint l_667_ = min(l_52_, l_666_);
        double l_668_ = buffer_2_global.Load<double>(l_667_*8);
        double l_53_ = (l_665_ ? l_668_ : 0.0L);
        uint _e283 = l_mut_12_;
        shared_memory_8_[min(uint(_e283), 1023u)] = l_30_;
        uint _e286 = l_mut_12_;
        uint l_54_ = (256u + _e286);
        shared_memory_8_[min(uint(l_54_), 1023u)] = l_32_;
        uint _e291 = l_mut_12_;
        shared_memory_9_[min(uint(_e291), 1023u)] = l_45_;
        uint _e294 = l_mut_12_;
        uint l_55_ = (256u + _e294);
        shared_memory_9_[min(uint(l_55_), 1023u)] = l_47_;
        uint _e299 = l_mut_12_;
        uint l_56_ = (512u + _e299);
        shared_memory_8_[min(uint(l_56_), 1023u)] = l_35_;
        uint _e304 = l_mut_12_;
        uint l_57_ = (768u + _e304);
        shared_memory_8_[min(uint(l_57_), 1023u)] = l_38_;
        uint _e309 = l_mut_12_;
        uint l_58_ = (512u + _e309);
        shared_memory_9_[min(uint(l_58_), 1023u)] = l_50_;
        uint _e314 = l_mut_12_;
        uint l_59_ = (768u + _e314);
        shared_memory_9_[min(uint(l_59_), 1023u)] = l_53_;
        uint _e318 = l_mut_12_;
        l_mut_12_ = (_e318 + 256u);
    }
    GroupMemoryBarrierWithGroupSync();
    uint _e324 = asuint(info.Load(0+0));
    bool l_60_ = (l_3_ < _e324);
    uint _e329 = asuint(info.Load(4+0));
    bool l_61_ = (l_7_ < _e329);
    if (l_60_) {
        local = l_61_;
    } else {
        local = false;
    }
    bool l_62_ = local;
    if (l_62_) {
        uint _e338 = asuint(info.Load(4+0));
        uint l_63_ = (l_3_ * _e338);
        uint l_64_ = (l_63_ + l_7_);
        uint _e344 = asuint(info.Load(0+0));
        uint _e348 = asuint(info.Load(4+0));
        uint l_65_ = (_e344 * _e348);
        uint l_670_ = asuint(info.Load(0+16));
        uint l_671_ = (l_670_ * 1u);
        bool l_672_ = (l_64_ < l_671_);
        uint l_673_ = (l_671_ - 1u);
        uint l_674_ = min(l_64_, l_673_);
        double l_675_ = buffer_0_global.Load<double>(l_674_*8);
        double l_66_ = (l_672_ ? l_675_ : 0.0L);
        uint l_67_ = (l_65_ + l_64_);
        uint l_677_ = asuint(info.Load(0+16));
        uint l_678_ = (l_677_ * 1u);
        bool l_679_ = (l_67_ < l_678_);
        uint l_680_ = (l_678_ - 1u);
        uint l_681_ = min(l_67_, l_680_);
        double l_682_ = buffer_0_global.Load<double>(l_681_*8);
        double l_68_ = (l_679_ ? l_682_ : 0.0L);
        uint l_69_ = (2u * l_65_);
        uint l_70_ = (l_69_ + l_64_);
        uint l_684_ = asuint(info.Load(0+16));
        uint l_685_ = (l_684_ * 1u);
        bool l_686_ = (l_70_ < l_685_);
        uint l_687_ = (l_685_ - 1u);
        uint l_688_ = min(l_70_, l_687_);
        double l_689_ = buffer_0_global.Load<double>(l_688_*8);
        double l_71_ = (l_686_ ? l_689_ : 0.0L);
        uint l_72_ = (3u * l_65_);
        uint l_73_ = (l_72_ + l_64_);
        uint l_691_ = asuint(info.Load(0+16));
        uint l_692_ = (l_691_ * 1u);
        bool l_693_ = (l_73_ < l_692_);
        uint l_694_ = (l_692_ - 1u);
        uint l_695_ = min(l_73_, l_694_);
        double l_696_ = buffer_0_global.Load<double>(l_695_*8);
        double l_74_ = (l_693_ ? l_696_ : 0.0L);
        uint _e420 = asuint(info.Load(8+0));
        bool l_75_ = (l_3_ < _e420);
        uint _e425 = asuint(info.Load(8+0));
        uint _e429 = asuint(info.Load(12+0));
        uint l_76_ = (_e425 + _e429);
        bool l_77_ = (l_3_ >= l_76_);
        if (!(l_75_)) {
            local_1 = l_77_;
        } else {
            local_1 = true;
        }
        bool l_78_ = local_1;
        double l_79_ = (l_78_ ? l_66_ : 0.0L);
        l_mut_80_ = l_79_;
        double l_81_ = (l_78_ ? l_68_ : 0.0L);
        l_mut_82_ = l_81_;
        double l_83_ = (l_78_ ? l_71_ : 0.0L);
        l_mut_84_ = l_83_;
        double l_85_ = (l_78_ ? l_74_ : 0.0L);
        l_mut_86_ = l_85_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init) {
                uint _e1429 = l_mut_87_;
                l_mut_87_ = (_e1429 + 1u);
            }
            loop_init = false;
            uint _e447 = l_mut_87_;
            uint _e451 = asuint(info.Load(12+0));
            if ((_e447 < _e451)) {
            } else {
                break;
            }
            {
                uint l_88_ = (local_invocation_id.y * 16u);
                uint _e456 = l_mut_87_;
                uint l_89_ = (l_88_ + _e456);
                uint _e458 = l_mut_87_;
                uint l_90_ = (_e458 * 16u);
                uint l_91_ = (l_90_ + local_invocation_id.x);
                double l_92_ = shared_memory_8_[min(uint(l_89_), 1023u)];
                uint l_93_ = (256u + l_89_);
                double l_94_ = shared_memory_8_[min(uint(l_93_), 1023u)];
                uint l_96_ = (512u + l_89_);
                double l_97_ = shared_memory_8_[min(uint(l_96_), 1023u)];
                uint l_99_ = (768u + l_89_);
                double l_100_ = shared_memory_8_[min(uint(l_99_), 1023u)];
                double l_101_ = shared_memory_9_[min(uint(l_91_), 1023u)];
                uint l_102_ = (256u + l_91_);
                double l_103_ = shared_memory_9_[min(uint(l_102_), 1023u)];
                uint l_105_ = (512u + l_91_);
                double l_106_ = shared_memory_9_[min(uint(l_105_), 1023u)];
                uint l_108_ = (768u + l_91_);
                double l_109_ = shared_memory_9_[min(uint(l_108_), 1023u)];
                double l_110_ = (l_92_ * l_101_);
                double l_111_ = -(l_110_);
                double l_112_ = mad(l_92_, l_101_, l_111_);
                double l_113_ = (l_92_ * l_103_);
                double l_114_ = -(l_113_);
                double l_115_ = mad(l_92_, l_103_, l_114_);
                double l_116_ = (l_94_ * l_101_);
                double l_117_ = -(l_116_);
                double l_118_ = mad(l_94_, l_101_, l_117_);
                double l_119_ = (l_92_ * l_106_);
                double l_120_ = -(l_119_);
                double l_121_ = mad(l_92_, l_106_, l_120_);
                double l_122_ = (l_94_ * l_103_);
                double l_123_ = -(l_122_);
                double l_124_ = mad(l_94_, l_103_, l_123_);
                double l_125_ = (l_97_ * l_101_);
                double l_126_ = -(l_125_);
                double l_127_ = mad(l_97_, l_101_, l_126_);
                double l_128_ = (l_113_ + l_116_);
                double l_129_ = (l_128_ - l_113_);
                double l_130_ = (l_128_ - l_129_);
                double l_131_ = (l_113_ - l_130_);
                double l_132_ = (l_116_ - l_129_);
                double l_133_ = (l_131_ + l_132_);
                double l_134_ = (l_112_ + l_128_);
                double l_135_ = (l_134_ - l_112_);
                double l_136_ = (l_134_ - l_135_);
                double l_137_ = (l_112_ - l_136_);
                double l_138_ = (l_128_ - l_135_);
                double l_139_ = (l_137_ + l_138_);
                double l_140_ = (l_133_ + l_139_);
                double l_141_ = (l_140_ - l_133_);
                double l_142_ = (l_140_ - l_141_);
                double l_143_ = (l_133_ - l_142_);
                double l_144_ = (l_139_ - l_141_);
                double l_145_ = (l_143_ + l_144_);
                double l_146_ = (l_140_ + l_115_);
                double l_147_ = (l_146_ - l_140_);
                double l_148_ = (l_146_ - l_147_);
                double l_149_ = (l_140_ - l_148_);
                double l_150_ = (l_115_ - l_147_);
                double l_151_ = (l_149_ + l_150_);
                double l_152_ = (l_118_ + l_146_);
                double l_153_ = (l_152_ - l_118_);
                double l_154_ = (l_152_ - l_153_);
                double l_155_ = (l_118_ - l_154_);
                double l_156_ = (l_146_ - l_153_);
                double l_157_ = (l_155_ + l_156_);
                double l_158_ = (l_151_ + l_157_);
                double l_159_ = (l_158_ - l_151_);
                double l_160_ = (l_158_ - l_159_);
                double l_161_ = (l_151_ - l_160_);
                double l_162_ = (l_157_ - l_159_);
                double l_163_ = (l_161_ + l_162_);
                double l_164_ = (l_119_ + l_122_);
                double l_165_ = (l_164_ - l_119_);
                double l_166_ = (l_164_ - l_165_);
                double l_167_ = (l_119_ - l_166_);
                double l_168_ = (l_122_ - l_165_);
                double l_169_ = (l_167_ + l_168_);
                double l_170_ = (l_125_ + l_164_);
                double l_171_ = (l_170_ - l_125_);
                double l_172_ = (l_170_ - l_171_);
                double l_173_ = (l_125_ - l_172_);
                double l_174_ = (l_164_ - l_171_);
                double l_175_ = (l_173_ + l_174_);
                double l_176_ = (l_169_ + l_175_);
                double l_177_ = (l_176_ - l_169_);
                double l_178_ = (l_176_ - l_177_);
                double l_179_ = (l_169_ - l_178_);
                double l_180_ = (l_175_ - l_177_);
                double l_181_ = (l_179_ + l_180_);
                double l_182_ = (l_152_ + l_170_);
                double l_183_ = (l_182_ - l_152_);
                double l_184_ = (l_182_ - l_183_);
                double l_185_ = (l_152_ - l_184_);
                double l_186_ = (l_170_ - l_183_);
                double l_187_ = (l_185_ + l_186_);
                double l_188_ = (l_158_ + l_176_);
                double l_189_ = (l_188_ - l_158_);
                double l_190_ = (l_188_ - l_189_);
                double l_191_ = (l_158_ - l_190_);
                double l_192_ = (l_176_ - l_189_);
                double l_193_ = (l_191_ + l_192_);
                double l_194_ = (l_188_ + l_187_);
                double l_195_ = (l_194_ - l_188_);
                double l_196_ = (l_194_ - l_195_);
                double l_197_ = (l_188_ - l_196_);
                double l_198_ = (l_187_ - l_195_);
                double l_199_ = (l_197_ + l_198_);
                double l_200_ = (l_163_ + l_181_);
                double l_201_ = (l_199_ + l_193_);
                double l_202_ = (l_200_ + l_201_);
                double l_203_ = (l_92_ * l_109_);
                double l_204_ = (l_94_ * l_106_);
                double l_205_ = (l_203_ + l_204_);
                double l_206_ = (l_97_ * l_103_);
                double l_207_ = (l_100_ * l_101_);
                double l_208_ = (l_206_ + l_207_);
                double l_209_ = (l_205_ + l_208_);
                double l_210_ = (l_145_ + l_121_);
                double l_211_ = (l_124_ + l_127_);
                double l_212_ = (l_210_ + l_211_);
                double l_213_ = (l_209_ + l_212_);
                double l_214_ = (l_194_ + l_213_);
                double l_215_ = (l_214_ + l_202_);
                double l_216_ = (l_215_ - l_214_);
                double l_217_ = (l_202_ - l_216_);
                double l_218_ = (l_182_ + l_215_);
                double l_219_ = (l_218_ - l_182_);
                double l_220_ = (l_215_ - l_219_);
                double l_221_ = (l_134_ + l_218_);
                double l_222_ = (l_221_ - l_134_);
                double l_223_ = (l_218_ - l_222_);
                double l_224_ = (l_110_ + l_221_);
                double l_225_ = (l_224_ - l_110_);
                double l_226_ = (l_221_ - l_225_);
                l_mut_227_ = 0.0L;
                l_mut_228_ = 0.0L;
                l_mut_229_ = 0.0L;
                l_mut_230_ = 0.0L;
                l_mut_231_ = l_224_;
                l_mut_232_ = 0u;
                double _e621 = l_mut_231_;
                double l_233_ = (_e621 + l_226_);
                double _e623 = l_mut_231_;
                double l_234_ = (l_233_ - _e623);
                double l_235_ = (l_226_ - l_234_);
                uint _e626 = l_mut_232_;
                bool l_236_ = (_e626 < 3u);
                bool l_237_ = (l_235_ != 0.0L);
                if (l_236_) {
                    local_2 = l_237_;
                } else {
                    local_2 = false;
                }
                bool l_238_ = local_2;
                uint _e635 = l_mut_232_;
                bool l_239_ = (_e635 == 0u);
                if (l_238_) {
                    local_3 = l_239_;
                } else {
                    local_3 = false;
                }
                bool l_240_ = local_3;
                double _e642 = l_mut_227_;
                double l_241_ = (l_240_ ? l_233_ : _e642);
                l_mut_227_ = l_241_;
                uint _e644 = l_mut_232_;
                bool l_242_ = (_e644 == 1u);
                if (l_238_) {
                    local_4 = l_242_;
                } else {
                    local_4 = false;
                }
                bool l_243_ = local_4;
                double _e651 = l_mut_228_;
                double l_244_ = (l_243_ ? l_233_ : _e651);
                l_mut_228_ = l_244_;
                uint _e653 = l_mut_232_;
                bool l_245_ = (_e653 == 2u);
                if (l_238_) {
                    local_5 = l_245_;
                } else {
                    local_5 = false;
                }
                bool l_246_ = local_5;
                double _e660 = l_mut_229_;
                double l_247_ = (l_246_ ? l_233_ : _e660);
                l_mut_229_ = l_247_;
                double l_248_ = (l_238_ ? l_235_ : l_233_);
                double _e663 = l_mut_231_;
                double l_249_ = (_e663 + l_226_);
                double l_250_ = (l_236_ ? l_248_ : l_249_);
                l_mut_231_ = l_250_;
                uint l_251_ = uint(l_238_);
                uint _e667 = l_mut_232_;
                l_mut_232_ = (_e667 + l_251_);
                double _e669 = l_mut_231_;
                double l_252_ = (_e669 + l_223_);
                double _e671 = l_mut_231_;
                double l_253_ = (l_252_ - _e671);
                double l_254_ = (l_223_ - l_253_);
                uint _e674 = l_mut_232_;
                bool l_255_ = (_e674 < 3u);
                bool l_256_ = (l_254_ != 0.0L);
                if (l_255_) {
                    local_6 = l_256_;
                } else {
                    local_6 = false;
                }
                bool l_257_ = local_6;
                uint _e683 = l_mut_232_;
                bool l_258_ = (_e683 == 0u);
                if (l_257_) {
                    local_7 = l_258_;
                } else {
                    local_7 = false;
                }
                bool l_259_ = local_7;
                double _e690 = l_mut_227_;
                double l_260_ = (l_259_ ? l_252_ : _e690);
                l_mut_227_ = l_260_;
                uint _e692 = l_mut_232_;
                bool l_261_ = (_e692 == 1u);
                if (l_257_) {
                    local_8 = l_261_;
                } else {
                    local_8 = false;
                }
                bool l_262_ = local_8;
                double _e699 = l_mut_228_;
                double l_263_ = (l_262_ ? l_252_ : _e699);
                l_mut_228_ = l_263_;
                uint _e701 = l_mut_232_;
                bool l_264_ = (_e701 == 2u);
                if (l_257_) {
                    local_9 = l_264_;
                } else {
                    local_9 = false;
                }
                bool l_265_ = local_9;
                double _e708 = l_mut_229_;
                double l_266_ = (l_265_ ? l_252_ : _e708);
                l_mut_229_ = l_266_;
                double l_267_ = (l_257_ ? l_254_ : l_252_);
                double _e711 = l_mut_231_;
                double l_268_ = (_e711 + l_223_);
                double l_269_ = (l_255_ ? l_267_ : l_268_);
                l_mut_231_ = l_269_;
                uint l_270_ = uint(l_257_);
                uint _e715 = l_mut_232_;
                l_mut_232_ = (_e715 + l_270_);
                double _e717 = l_mut_231_;
                double l_271_ = (_e717 + l_220_);
                double _e719 = l_mut_231_;
                double l_272_ = (l_271_ - _e719);
                double l_273_ = (l_220_ - l_272_);
                uint _e722 = l_mut_232_;
                bool l_274_ = (_e722 < 3u);
                bool l_275_ = (l_273_ != 0.0L);
                if (l_274_) {
                    local_10 = l_275_;
                } else {
                    local_10 = false;
                }
                bool l_276_ = local_10;
                uint _e731 = l_mut_232_;
                bool l_277_ = (_e731 == 0u);
                if (l_276_) {
                    local_11 = l_277_;
                } else {
                    local_11 = false;
                }
                bool l_278_ = local_11;
                double _e738 = l_mut_227_;
                double l_279_ = (l_278_ ? l_271_ : _e738);
                l_mut_227_ = l_279_;
                uint _e740 = l_mut_232_;
                bool l_280_ = (_e740 == 1u);
                if (l_276_) {
                    local_12 = l_280_;
                } else {
                    local_12 = false;
                }
                bool l_281_ = local_12;
                double _e747 = l_mut_228_;
                double l_282_ = (l_281_ ? l_271_ : _e747);
                l_mut_228_ = l_282_;
                uint _e749 = l_mut_232_;
                bool l_283_ = (_e749 == 2u);
                if (l_276_) {
                    local_13 = l_283_;
                } else {
                    local_13 = false;
                }
                bool l_284_ = local_13;
                double _e756 = l_mut_229_;
                double l_285_ = (l_284_ ? l_271_ : _e756);
                l_mut_229_ = l_285_;
                double l_286_ = (l_276_ ? l_273_ : l_271_);
                double _e759 = l_mut_231_;
                double l_287_ = (_e759 + l_220_);
                double l_288_ = (l_274_ ? l_286_ : l_287_);
                l_mut_231_ = l_288_;
                uint l_289_ = uint(l_276_);
                uint _e763 = l_mut_232_;
                l_mut_232_ = (_e763 + l_289_);
                double _e765 = l_mut_231_;
                double l_290_ = (_e765 + l_217_);
                double _e767 = l_mut_231_;
                double l_291_ = (l_290_ - _e767);
                double l_292_ = (l_217_ - l_291_);
                uint _e770 = l_mut_232_;
                bool l_293_ = (_e770 < 3u);
                bool l_294_ = (l_292_ != 0.0L);
                if (l_293_) {
                    local_14 = l_294_;
                } else {
                    local_14 = false;
                }
                bool l_295_ = local_14;
                uint _e779 = l_mut_232_;
                bool l_296_ = (_e779 == 0u);
                if (l_295_) {
                    local_15 = l_296_;
                } else {
                    local_15 = false;
                }
                bool l_297_ = local_15;
                double _e786 = l_mut_227_;
                double l_298_ = (l_297_ ? l_290_ : _e786);
                l_mut_227_ = l_298_;
                uint _e788 = l_mut_232_;
                bool l_299_ = (_e788 == 1u);
                if (l_295_) {
                    local_16 = l_299_;
                } else {
                    local_16 = false;
                }
                bool l_300_ = local_16;
                double _e795 = l_mut_228_;
                double l_301_ = (l_300_ ? l_290_ : _e795);
                l_mut_228_ = l_301_;
                uint _e797 = l_mut_232_;
                bool l_302_ = (_e797 == 2u);
                if (l_295_) {
                    local_17 = l_302_;
                } else {
                    local_17 = false;
                }
                bool l_303_ = local_17;
                double _e804 = l_mut_229_;
                double l_304_ = (l_303_ ? l_290_ : _e804);
                l_mut_229_ = l_304_;
                double l_305_ = (l_295_ ? l_292_ : l_290_);
                double _e807 = l_mut_231_;
                double l_306_ = (_e807 + l_217_);
                double l_307_ = (l_293_ ? l_305_ : l_306_);
                l_mut_231_ = l_307_;
                uint l_308_ = uint(l_295_);
                uint _e811 = l_mut_232_;
                l_mut_232_ = (_e811 + l_308_);
                uint _e813 = l_mut_232_;
                bool l_309_ = (_e813 == 0u);
                double _e816 = l_mut_227_;
                double _e817 = l_mut_231_;
                double l_310_ = (l_309_ ? _e817 : _e816);
                l_mut_227_ = l_310_;
                uint _e819 = l_mut_232_;
                bool l_311_ = (_e819 == 1u);
                double _e822 = l_mut_228_;
                double _e823 = l_mut_231_;
                double l_312_ = (l_311_ ? _e823 : _e822);
                l_mut_228_ = l_312_;
                uint _e825 = l_mut_232_;
                bool l_313_ = (_e825 == 2u);
                double _e828 = l_mut_229_;
                double _e829 = l_mut_231_;
                double l_314_ = (l_313_ ? _e829 : _e828);
                l_mut_229_ = l_314_;
                uint _e831 = l_mut_232_;
                bool l_315_ = (_e831 == 3u);
                double _e834 = l_mut_230_;
                double _e835 = l_mut_231_;
                double l_316_ = (l_315_ ? _e835 : _e834);
                l_mut_230_ = l_316_;
                double _e838 = l_mut_80_;
                a_317_[0] = _e838;
                double _e840 = l_mut_227_;
                a_317_[1] = _e840;
                double _e842 = l_mut_82_;
                a_317_[2] = _e842;
                double _e844 = l_mut_228_;
                a_317_[3] = _e844;
                double _e846 = l_mut_84_;
                a_317_[4] = _e846;
                double _e848 = l_mut_229_;
                a_317_[5] = _e848;
                double _e850 = l_mut_86_;
                a_317_[6] = _e850;
                double _e852 = l_mut_230_;
                a_317_[7] = _e852;
                double l_318_ = a_317_[7];
                l_mut_231_ = l_318_;
                double l_319_ = a_317_[6];
                double _e857 = l_mut_231_;
                double l_320_ = (l_319_ + _e857);
                double l_321_ = (l_320_ - l_319_);
                double l_322_ = (l_320_ - l_321_);
                double l_323_ = (l_319_ - l_322_);
                double _e862 = l_mut_231_;
                double l_324_ = (_e862 - l_321_);
                double l_325_ = (l_323_ + l_324_);
                a_317_[7] = l_325_;
                l_mut_231_ = l_320_;
                double l_326_ = a_317_[5];
                double _e868 = l_mut_231_;
                double l_327_ = (l_326_ + _e868);
                double l_328_ = (l_327_ - l_326_);
                double l_329_ = (l_327_ - l_328_);
                double l_330_ = (l_326_ - l_329_);
                double _e873 = l_mut_231_;
                double l_331_ = (_e873 - l_328_);
                double l_332_ = (l_330_ + l_331_);
                a_317_[6] = l_332_;
                l_mut_231_ = l_327_;
                double l_333_ = a_317_[4];
                double _e879 = l_mut_231_;
                double l_334_ = (l_333_ + _e879);
                double l_335_ = (l_334_ - l_333_);
                double l_336_ = (l_334_ - l_335_);
                double l_337_ = (l_333_ - l_336_);
                double _e884 = l_mut_231_;
                double l_338_ = (_e884 - l_335_);
                double l_339_ = (l_337_ + l_338_);
                a_317_[5] = l_339_;
                l_mut_231_ = l_334_;
                double l_340_ = a_317_[3];
                double _e890 = l_mut_231_;
                double l_341_ = (l_340_ + _e890);
                double l_342_ = (l_341_ - l_340_);
                double l_343_ = (l_341_ - l_342_);
                double l_344_ = (l_340_ - l_343_);
                double _e895 = l_mut_231_;
                double l_345_ = (_e895 - l_342_);
                double l_346_ = (l_344_ + l_345_);
                a_317_[4] = l_346_;
                l_mut_231_ = l_341_;
                double l_347_ = a_317_[2];
                double _e901 = l_mut_231_;
                double l_348_ = (l_347_ + _e901);
                double l_349_ = (l_348_ - l_347_);
                double l_350_ = (l_348_ - l_349_);
                double l_351_ = (l_347_ - l_350_);
                double _e906 = l_mut_231_;
                double l_352_ = (_e906 - l_349_);
                double l_353_ = (l_351_ + l_352_);
                a_317_[3] = l_353_;
                l_mut_231_ = l_348_;
                double l_354_ = a_317_[1];
                double _e912 = l_mut_231_;
                double l_355_ = (l_354_ + _e912);
                double l_356_ = (l_355_ - l_354_);
                double l_357_ = (l_355_ - l_356_);
                double l_358_ = (l_354_ - l_357_);
                double _e917 = l_mut_231_;
                double l_359_ = (_e917 - l_356_);
                double l_360_ = (l_358_ + l_359_);
                a_317_[2] = l_360_;
                l_mut_231_ = l_355_;
                double l_361_ = a_317_[0];
                double _e923 = l_mut_231_;
                double l_362_ = (l_361_ + _e923);
                double l_363_ = (l_362_ - l_361_);
                double l_364_ = (l_362_ - l_363_);
                double l_365_ = (l_361_ - l_364_);
                double _e928 = l_mut_231_;
                double l_366_ = (_e928 - l_363_);
                double l_367_ = (l_365_ + l_366_);
                a_317_[1] = l_367_;
                l_mut_231_ = l_362_;
                double _e933 = l_mut_231_;
                a_317_[0] = _e933;
                double l_368_ = a_317_[7];
                l_mut_231_ = l_368_;
                double l_369_ = a_317_[6];
                double _e938 = l_mut_231_;
                double l_370_ = (l_369_ + _e938);
                double l_371_ = (l_370_ - l_369_);
                double l_372_ = (l_370_ - l_371_);
                double l_373_ = (l_369_ - l_372_);
                double _e943 = l_mut_231_;
                double l_374_ = (_e943 - l_371_);
                double l_375_ = (l_373_ + l_374_);
                a_317_[7] = l_375_;
                l_mut_231_ = l_370_;
                double l_376_ = a_317_[5];
                double _e949 = l_mut_231_;
                double l_377_ = (l_376_ + _e949);
                double l_378_ = (l_377_ - l_376_);
                double l_379_ = (l_377_ - l_378_);
                double l_380_ = (l_376_ - l_379_);
                double _e954 = l_mut_231_;
                double l_381_ = (_e954 - l_378_);
                double l_382_ = (l_380_ + l_381_);
                a_317_[6] = l_382_;
                l_mut_231_ = l_377_;
                double l_383_ = a_317_[4];
                double _e960 = l_mut_231_;
                double l_384_ = (l_383_ + _e960);
                double l_385_ = (l_384_ - l_383_);
                double l_386_ = (l_384_ - l_385_);
                double l_387_ = (l_383_ - l_386_);
                double _e965 = l_mut_231_;
                double l_388_ = (_e965 - l_385_);
                double l_389_ = (l_387_ + l_388_);
                a_317_[5] = l_389_;
                l_mut_231_ = l_384_;
                double l_390_ = a_317_[3];
                double _e971 = l_mut_231_;
                double l_391_ = (l_390_ + _e971);
                double l_392_ = (l_391_ - l_390_);
                double l_393_ = (l_391_ - l_392_);
                double l_394_ = (l_390_ - l_393_);
                double _e976 = l_mut_231_;
                double l_395_ = (_e976 - l_392_);
                double l_396_ = (l_394_ + l_395_);
                a_317_[4] = l_396_;
                l_mut_231_ = l_391_;
                double l_397_ = a_317_[2];
                double _e982 = l_mut_231_;
                double l_398_ = (l_397_ + _e982);
                double l_399_ = (l_398_ - l_397_);
                double l_400_ = (l_398_ - l_399_);
                double l_401_ = (l_397_ - l_400_);
                double _e987 = l_mut_231_;
                double l_402_ = (_e987 - l_399_);
                double l_403_ = (l_401_ + l_402_);
                a_317_[3] = l_403_;
                l_mut_231_ = l_398_;
                double l_404_ = a_317_[1];
                double _e993 = l_mut_231_;
                double l_405_ = (l_404_ + _e993);
                double l_406_ = (l_405_ - l_404_);
                double l_407_ = (l_405_ - l_406_);
                double l_408_ = (l_404_ - l_407_);
                double _e998 = l_mut_231_;
                double l_409_ = (_e998 - l_406_);
                double l_410_ = (l_408_ + l_409_);
                a_317_[2] = l_410_;
                l_mut_231_ = l_405_;
                double l_411_ = a_317_[0];
                double _e1004 = l_mut_231_;
                double l_412_ = (l_411_ + _e1004);
                double l_413_ = (l_412_ - l_411_);
                double l_414_ = (l_412_ - l_413_);
                double l_415_ = (l_411_ - l_414_);
                double _e1009 = l_mut_231_;
                double l_416_ = (_e1009 - l_413_);
                double l_417_ = (l_415_ + l_416_);
                a_317_[1] = l_417_;
                l_mut_231_ = l_412_;
                double _e1014 = l_mut_231_;
                a_317_[0] = _e1014;
                l_mut_231_ = 0.0L;
                l_mut_418_ = 0.0L;
                l_mut_419_ = 0.0L;
                l_mut_420_ = 0.0L;
                double l_421_ = a_317_[0];
                l_mut_422_ = l_421_;
                l_mut_232_ = 0u;
                double l_423_ = a_317_[1];
                double _e1024 = l_mut_422_;
                double l_424_ = (_e1024 + l_423_);
                double _e1026 = l_mut_422_;
                double l_425_ = (l_424_ - _e1026);
                double l_426_ = (l_424_ - l_425_);
                double _e1029 = l_mut_422_;
                double l_427_ = (_e1029 - l_426_);
                double l_428_ = (l_423_ - l_425_);
                double l_429_ = (l_427_ + l_428_);
                uint _e1033 = l_mut_232_;
                bool l_430_ = (_e1033 < 3u);
                bool l_431_ = (l_429_ != 0.0L);
                if (l_430_) {
                    local_18 = l_431_;
                } else {
                    local_18 = false;
                }
                bool l_432_ = local_18;
                uint _e1042 = l_mut_232_;
                bool l_433_ = (_e1042 == 0u);
                if (l_432_) {
                    local_19 = l_433_;
                } else {
                    local_19 = false;
                }
                bool l_434_ = local_19;
                double _e1049 = l_mut_231_;
                double l_435_ = (l_434_ ? l_424_ : _e1049);
                l_mut_231_ = l_435_;
                uint _e1051 = l_mut_232_;
                bool l_436_ = (_e1051 == 1u);
                if (l_432_) {
                    local_20 = l_436_;
                } else {
                    local_20 = false;
                }
                bool l_437_ = local_20;
                double _e1058 = l_mut_418_;
                double l_438_ = (l_437_ ? l_424_ : _e1058);
                l_mut_418_ = l_438_;
                uint _e1060 = l_mut_232_;
                bool l_439_ = (_e1060 == 2u);
                if (l_432_) {
                    local_21 = l_439_;
                } else {
                    local_21 = false;
                }
                bool l_440_ = local_21;
                double _e1067 = l_mut_419_;
                double l_441_ = (l_440_ ? l_424_ : _e1067);
                l_mut_419_ = l_441_;
                double l_442_ = (l_432_ ? l_429_ : l_424_);
                double _e1070 = l_mut_422_;
                double l_443_ = (_e1070 + l_423_);
                double l_444_ = (l_430_ ? l_442_ : l_443_);
                l_mut_422_ = l_444_;
                uint l_445_ = uint(l_432_);
                uint _e1074 = l_mut_232_;
                l_mut_232_ = (_e1074 + l_445_);
                double l_446_ = a_317_[2];
                double _e1078 = l_mut_422_;
                double l_447_ = (_e1078 + l_446_);
                double _e1080 = l_mut_422_;
                double l_448_ = (l_447_ - _e1080);
                double l_449_ = (l_447_ - l_448_);
                double _e1083 = l_mut_422_;
                double l_450_ = (_e1083 - l_449_);
                double l_451_ = (l_446_ - l_448_);
                double l_452_ = (l_450_ + l_451_);
                uint _e1087 = l_mut_232_;
                bool l_453_ = (_e1087 < 3u);
                bool l_454_ = (l_452_ != 0.0L);
                if (l_453_) {
                    local_22 = l_454_;
                } else {
                    local_22 = false;
                }
                bool l_455_ = local_22;
                uint _e1096 = l_mut_232_;
                bool l_456_ = (_e1096 == 0u);
                if (l_455_) {
                    local_23 = l_456_;
                } else {
                    local_23 = false;
                }
                bool l_457_ = local_23;
                double _e1103 = l_mut_231_;
                double l_458_ = (l_457_ ? l_447_ : _e1103);
                l_mut_231_ = l_458_;
                uint _e1105 = l_mut_232_;
                bool l_459_ = (_e1105 == 1u);
                if (l_455_) {
                    local_24 = l_459_;
                } else {
                    local_24 = false;
                }
                bool l_460_ = local_24;
                double _e1112 = l_mut_418_;
                double l_461_ = (l_460_ ? l_447_ : _e1112);
                l_mut_418_ = l_461_;
                uint _e1114 = l_mut_232_;
                bool l_462_ = (_e1114 == 2u);
                if (l_455_) {
                    local_25 = l_462_;
                } else {
                    local_25 = false;
                }
                bool l_463_ = local_25;
                double _e1121 = l_mut_419_;
                double l_464_ = (l_463_ ? l_447_ : _e1121);
                l_mut_419_ = l_464_;
                double l_465_ = (l_455_ ? l_452_ : l_447_);
                double _e1124 = l_mut_422_;
                double l_466_ = (_e1124 + l_446_);
                double l_467_ = (l_453_ ? l_465_ : l_466_);
                l_mut_422_ = l_467_;
                uint l_468_ = uint(l_455_);
                uint _e1128 = l_mut_232_;
                l_mut_232_ = (_e1128 + l_468_);
                double l_469_ = a_317_[3];
                double _e1132 = l_mut_422_;
                double l_470_ = (_e1132 + l_469_);
                double _e1134 = l_mut_422_;
                double l_471_ = (l_470_ - _e1134);
                double l_472_ = (l_470_ - l_471_);
                double _e1137 = l_mut_422_;
                double l_473_ = (_e1137 - l_472_);
                double l_474_ = (l_469_ - l_471_);
                double l_475_ = (l_473_ + l_474_);
                uint _e1141 = l_mut_232_;
                bool l_476_ = (_e1141 < 3u);
                bool l_477_ = (l_475_ != 0.0L);
                if (l_476_) {
                    local_26 = l_477_;
                } else {
                    local_26 = false;
                }
                bool l_478_ = local_26;
                uint _e1150 = l_mut_232_;
                bool l_479_ = (_e1150 == 0u);
                if (l_478_) {
                    local_27 = l_479_;
                } else {
                    local_27 = false;
                }
                bool l_480_ = local_27;
                double _e1157 = l_mut_231_;
                double l_481_ = (l_480_ ? l_470_ : _e1157);
                l_mut_231_ = l_481_;
                uint _e1159 = l_mut_232_;
                bool l_482_ = (_e1159 == 1u);
                if (l_478_) {
                    local_28 = l_482_;
                } else {
                    local_28 = false;
                }
                bool l_483_ = local_28;
                double _e1166 = l_mut_418_;
                double l_484_ = (l_483_ ? l_470_ : _e1166);
                l_mut_418_ = l_484_;
                uint _e1168 = l_mut_232_;
                bool l_485_ = (_e1168 == 2u);
                if (l_478_) {
                    local_29 = l_485_;
                } else {
                    local_29 = false;
                }
                bool l_486_ = local_29;
                double _e1175 = l_mut_419_;
                double l_487_ = (l_486_ ? l_470_ : _e1175);
                l_mut_419_ = l_487_;
                double l_488_ = (l_478_ ? l_475_ : l_470_);
                double _e1178 = l_mut_422_;
                double l_489_ = (_e1178 + l_469_);
                double l_490_ = (l_476_ ? l_488_ : l_489_);
                l_mut_422_ = l_490_;
                uint l_491_ = uint(l_478_);
                uint _e1182 = l_mut_232_;
                l_mut_232_ = (_e1182 + l_491_);
                double l_492_ = a_317_[4];
                double _e1186 = l_mut_422_;
                double l_493_ = (_e1186 + l_492_);
                double _e1188 = l_mut_422_;
                double l_494_ = (l_493_ - _e1188);
                double l_495_ = (l_493_ - l_494_);
                double _e1191 = l_mut_422_;
                double l_496_ = (_e1191 - l_495_);
                double l_497_ = (l_492_ - l_494_);
                double l_498_ = (l_496_ + l_497_);
                uint _e1195 = l_mut_232_;
                bool l_499_ = (_e1195 < 3u);
                bool l_500_ = (l_498_ != 0.0L);
                if (l_499_) {
                    local_30 = l_500_;
                } else {
                    local_30 = false;
                }
                bool l_501_ = local_30;
                uint _e1204 = l_mut_232_;
                bool l_502_ = (_e1204 == 0u);
                if (l_501_) {
                    local_31 = l_502_;
                } else {
                    local_31 = false;
                }
                bool l_503_ = local_31;
                double _e1211 = l_mut_231_;
                double l_504_ = (l_503_ ? l_493_ : _e1211);
                l_mut_231_ = l_504_;
                uint _e1213 = l_mut_232_;
                bool l_505_ = (_e1213 == 1u);
                if (l_501_) {
                    local_32 = l_505_;
                } else {
                    local_32 = false;
                }
                bool l_506_ = local_32;
                double _e1220 = l_mut_418_;
                double l_507_ = (l_506_ ? l_493_ : _e1220);
                l_mut_418_ = l_507_;
                uint _e1222 = l_mut_232_;
                bool l_508_ = (_e1222 == 2u);
                if (l_501_) {
                    local_33 = l_508_;
                } else {
                    local_33 = false;
                }
                bool l_509_ = local_33;
                double _e1229 = l_mut_419_;
                double l_510_ = (l_509_ ? l_493_ : _e1229);
                l_mut_419_ = l_510_;
                double l_511_ = (l_501_ ? l_498_ : l_493_);
                double _e1232 = l_mut_422_;
                double l_512_ = (_e1232 + l_492_);
                double l_513_ = (l_499_ ? l_511_ : l_512_);
                l_mut_422_ = l_513_;
                uint l_514_ = uint(l_501_);
                uint _e1236 = l_mut_232_;
                l_mut_232_ = (_e1236 + l_514_);
                double l_515_ = a_317_[5];
                double _e1240 = l_mut_422_;
                double l_516_ = (_e1240 + l_515_);
                double _e1242 = l_mut_422_;
                double l_517_ = (l_516_ - _e1242);
                double l_518_ = (l_516_ - l_517_);
                double _e1245 = l_mut_422_;
                double l_519_ = (_e1245 - l_518_);
                double l_520_ = (l_515_ - l_517_);
                double l_521_ = (l_519_ + l_520_);
                uint _e1249 = l_mut_232_;
                bool l_522_ = (_e1249 < 3u);
                bool l_523_ = (l_521_ != 0.0L);
                if (l_522_) {
                    local_34 = l_523_;
                } else {
                    local_34 = false;
                }
                bool l_524_ = local_34;
                uint _e1258 = l_mut_232_;
                bool l_525_ = (_e1258 == 0u);
                if (l_524_) {
                    local_35 = l_525_;
                } else {
                    local_35 = false;
                }
                bool l_526_ = local_35;
                double _e1265 = l_mut_231_;
                double l_527_ = (l_526_ ? l_516_ : _e1265);
                l_mut_231_ = l_527_;
                uint _e1267 = l_mut_232_;
                bool l_528_ = (_e1267 == 1u);
                if (l_524_) {
                    local_36 = l_528_;
                } else {
                    local_36 = false;
                }
                bool l_529_ = local_36;
                double _e1274 = l_mut_418_;
                double l_530_ = (l_529_ ? l_516_ : _e1274);
                l_mut_418_ = l_530_;
                uint _e1276 = l_mut_232_;
                bool l_531_ = (_e1276 == 2u);
                if (l_524_) {
                    local_37 = l_531_;
                } else {
                    local_37 = false;
                }
                bool l_532_ = local_37;
                double _e1283 = l_mut_419_;
                double l_533_ = (l_532_ ? l_516_ : _e1283);
                l_mut_419_ = l_533_;
                double l_534_ = (l_524_ ? l_521_ : l_516_);
                double _e1286 = l_mut_422_;
                double l_535_ = (_e1286 + l_515_);
                double l_536_ = (l_522_ ? l_534_ : l_535_);
                l_mut_422_ = l_536_;
                uint l_537_ = uint(l_524_);
                uint _e1290 = l_mut_232_;
                l_mut_232_ = (_e1290 + l_537_);
                double l_538_ = a_317_[6];
                double _e1294 = l_mut_422_;
                double l_539_ = (_e1294 + l_538_);
                double _e1296 = l_mut_422_;
                double l_540_ = (l_539_ - _e1296);
                double l_541_ = (l_539_ - l_540_);
                double _e1299 = l_mut_422_;
                double l_542_ = (_e1299 - l_541_);
                double l_543_ = (l_538_ - l_540_);
                double l_544_ = (l_542_ + l_543_);
                uint _e1303 = l_mut_232_;
                bool l_545_ = (_e1303 < 3u);
                bool l_546_ = (l_544_ != 0.0L);
                if (l_545_) {
                    local_38 = l_546_;
                } else {
                    local_38 = false;
                }
                bool l_547_ = local_38;
                uint _e1312 = l_mut_232_;
                bool l_548_ = (_e1312 == 0u);
                if (l_547_) {
                    local_39 = l_548_;
                } else {
                    local_39 = false;
                }
                bool l_549_ = local_39;
                double _e1319 = l_mut_231_;
                double l_550_ = (l_549_ ? l_539_ : _e1319);
                l_mut_231_ = l_550_;
                uint _e1321 = l_mut_232_;
                bool l_551_ = (_e1321 == 1u);
                if (l_547_) {
                    local_40 = l_551_;
                } else {
                    local_40 = false;
                }
                bool l_552_ = local_40;
                double _e1328 = l_mut_418_;
                double l_553_ = (l_552_ ? l_539_ : _e1328);
                l_mut_418_ = l_553_;
                uint _e1330 = l_mut_232_;
                bool l_554_ = (_e1330 == 2u);
                if (l_547_) {
                    local_41 = l_554_;
                } else {
                    local_41 = false;
                }
                bool l_555_ = local_41;
                double _e1337 = l_mut_419_;
                double l_556_ = (l_555_ ? l_539_ : _e1337);
                l_mut_419_ = l_556_;
                double l_557_ = (l_547_ ? l_544_ : l_539_);
                double _e1340 = l_mut_422_;
                double l_558_ = (_e1340 + l_538_);
                double l_559_ = (l_545_ ? l_557_ : l_558_);
                l_mut_422_ = l_559_;
                uint l_560_ = uint(l_547_);
                uint _e1344 = l_mut_232_;
                l_mut_232_ = (_e1344 + l_560_);
                double l_561_ = a_317_[7];
                double _e1348 = l_mut_422_;
                double l_562_ = (_e1348 + l_561_);
                double _e1350 = l_mut_422_;
                double l_563_ = (l_562_ - _e1350);
                double l_564_ = (l_562_ - l_563_);
                double _e1353 = l_mut_422_;
                double l_565_ = (_e1353 - l_564_);
                double l_566_ = (l_561_ - l_563_);
                double l_567_ = (l_565_ + l_566_);
                uint _e1357 = l_mut_232_;
                bool l_568_ = (_e1357 < 3u);
                bool l_569_ = (l_567_ != 0.0L);
                if (l_568_) {
                    local_42 = l_569_;
                } else {
                    local_42 = false;
                }
                bool l_570_ = local_42;
                uint _e1366 = l_mut_232_;
                bool l_571_ = (_e1366 == 0u);
                if (l_570_) {
                    local_43 = l_571_;
                } else {
                    local_43 = false;
                }
                bool l_572_ = local_43;
                double _e1373 = l_mut_231_;
                double l_573_ = (l_572_ ? l_562_ : _e1373);
                l_mut_231_ = l_573_;
                uint _e1375 = l_mut_232_;
                bool l_574_ = (_e1375 == 1u);
                if (l_570_) {
                    local_44 = l_574_;
                } else {
                    local_44 = false;
                }
                bool l_575_ = local_44;
                double _e1382 = l_mut_418_;
                double l_576_ = (l_575_ ? l_562_ : _e1382);
                l_mut_418_ = l_576_;
                uint _e1384 = l_mut_232_;
                bool l_577_ = (_e1384 == 2u);
                if (l_570_) {
                    local_45 = l_577_;
                } else {
                    local_45 = false;
                }
                bool l_578_ = local_45;
                double _e1391 = l_mut_419_;
                double l_579_ = (l_578_ ? l_562_ : _e1391);
                l_mut_419_ = l_579_;
                double l_580_ = (l_570_ ? l_567_ : l_562_);
                double _e1394 = l_mut_422_;
                double l_581_ = (_e1394 + l_561_);
                double l_582_ = (l_568_ ? l_580_ : l_581_);
                l_mut_422_ = l_582_;
                uint l_583_ = uint(l_570_);
                uint _e1398 = l_mut_232_;
                l_mut_232_ = (_e1398 + l_583_);
                uint _e1400 = l_mut_232_;
                bool l_584_ = (_e1400 == 0u);
                double _e1403 = l_mut_231_;
                double _e1404 = l_mut_422_;
                double l_585_ = (l_584_ ? _e1404 : _e1403);
                l_mut_231_ = l_585_;
                uint _e1406 = l_mut_232_;
                bool l_586_ = (_e1406 == 1u);
                double _e1409 = l_mut_418_;
                double _e1410 = l_mut_422_;
                double l_587_ = (l_586_ ? _e1410 : _e1409);
                l_mut_418_ = l_587_;
                uint _e1412 = l_mut_232_;
                bool l_588_ = (_e1412 == 2u);
                double _e1415 = l_mut_419_;
                double _e1416 = l_mut_422_;
                double l_589_ = (l_588_ ? _e1416 : _e1415);
                l_mut_419_ = l_589_;
                uint _e1418 = l_mut_232_;
                bool l_590_ = (_e1418 == 3u);
                double _e1421 = l_mut_420_;
                double _e1422 = l_mut_422_;
                double l_591_ = (l_590_ ? _e1422 : _e1421);
                l_mut_420_ = l_591_;
                double _e1424 = l_mut_231_;
                l_mut_80_ = _e1424;
                double _e1425 = l_mut_418_;
                l_mut_82_ = _e1425;
                double _e1426 = l_mut_419_;
                l_mut_84_ = _e1426;
                double _e1427 = l_mut_420_;
                l_mut_86_ = _e1427;
            }
        }
        uint _e1434 = asuint(info.Load(4+0));
        uint l_592_ = (l_3_ * _e1434);
        uint l_593_ = (l_592_ + l_7_);
        uint _e1440 = asuint(info.Load(0+0));
        uint _e1444 = asuint(info.Load(4+0));
        uint l_594_ = (_e1440 * _e1444);
        uint l_698_ = asuint(info.Load(0+16));
        uint l_699_ = (l_698_ * 1u);
        bool l_700_ = (l_593_ < l_699_);
        if (l_700_) {
            double _e1455 = l_mut_80_;
            buffer_0_global.Store(l_593_*8, _e1455);
        }
        uint l_595_ = (l_594_ + l_593_);
        uint l_701_ = asuint(info.Load(0+16));
        uint l_702_ = (l_701_ * 1u);
        bool l_703_ = (l_595_ < l_702_);
        if (l_703_) {
            double _e1466 = l_mut_82_;
            buffer_0_global.Store(l_595_*8, _e1466);
        }
        uint l_596_ = (2u * l_594_);
        uint l_597_ = (l_596_ + l_593_);
        uint l_704_ = asuint(info.Load(0+16));
        uint l_705_ = (l_704_ * 1u);
        bool l_706_ = (l_597_ < l_705_);
        if (l_706_) {
            double _e1479 = l_mut_84_;
            buffer_0_global.Store(l_597_*8, _e1479);
        }
        uint l_598_ = (3u * l_594_);
        uint l_599_ = (l_598_ + l_593_);
        uint l_707_ = asuint(info.Load(0+16));
        uint l_708_ = (l_707_ * 1u);
        bool l_709_ = (l_599_ < l_708_);
        if (l_709_) {
            double _e1492 = l_mut_86_;
            buffer_0_global.Store(l_599_*8, _e1492);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
