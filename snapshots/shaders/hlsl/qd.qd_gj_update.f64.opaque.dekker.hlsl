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
    double a_483_[8] = (double[8])0;
    uint l_mut_12_ = (uint)0;
    double l_mut_385_ = (double)0;
    double l_mut_386_ = (double)0;
    double l_mut_387_ = (double)0;
    double l_mut_388_ = (double)0;
    double l_mut_389_ = (double)0;
    uint l_mut_390_ = (uint)0;
    double l_mut_626_ = (double)0;
    double l_mut_627_ = (double)0;
    double l_mut_628_ = (double)0;
    double l_mut_630_ = (double)0;
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

    uint l_829_ = asuint(info.Load(12+16));
    uint l_830_ = (l_829_ * 1u);
    bool l_831_ = (0u < l_830_);
    uint l_832_ = (l_830_ - 1u);
    uint l_833_ = min(0u, l_832_);
    double l_834_ = buffer_3_global.Load<double>(l_833_*8);
    double l_0_ = (l_831_ ? l_834_ : 0.0L);
    uint l_836_ = asuint(info.Load(12+16));
    uint l_837_ = (l_836_ * 1u);
    bool l_838_ = (1u < l_837_);
    uint l_839_ = (l_837_ - 1u);
    uint l_840_ = min(1u, l_839_);
    double l_841_ = buffer_3_global.Load<double>(l_840_*8);
    double l_1_ = (l_838_ ? l_841_ : 0.0L);
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
        uint l_843_ = asuint(info.Load(4+16));
        uint l_844_ = (l_843_ * 1u);
        bool l_845_ = (l_28_ < l_844_);
        uint l_846_ = (l_844_ - 1u);
        uint l_847_ = min(l_28_, l_846_);
        double l_848_ = buffer_1_global.Load<double>(l_847_*8);
        double l_30_ = (l_845_ ? l_848_ : 0.0L);
        uint l_31_ = (l_29_ + l_28_);
        uint l_850_ = asuint(info.Load(4+16));
        uint l_851_ = (l_850_ * 1u);
        bool l_852_ = (l_31_ < l_851_);
        uint l_853_ = (l_851_ - 1u);
        uint l_854_ = min(l_31_, l_853_);
        double l_855_ = buffer_1_global.Load<double>(l_854_*8);
        double l_32_ = (l_852_ ? l_855_ : 0.0L);
        uint l_33_ = (2u * l_29_);
        uint l_34_ = (l_33_ + l_28_);
        uint l_857_ = asuint(info.Load(4+16));
        uint l_858_ = (l_857_ * 1u);
        bool l_859_ = (l_34_ < l_858_);
        uint l_860_ = (l_858_ - 1u);
        uint l_861_ = min(l_34_, l_860_);
        double l_862_ = buffer_1_global.Load<double>(l_861_*8);
        double l_35_ = (l_859_ ? l_862_ : 0.0L);
        uint l_36_ = (3u * l_29_);
        uint l_37_ = (l_36_ + l_28_);
        uint l_864_ = asuint(info.Load(4+16));
        uint l_865_ = (l_864_ * 1u);
        bool l_866_ = (l_37_ < l_865_);
        uint l_867_ = (l_865_ - 1u);
        uint l_868_ = min(l_37_, l_867_);
        double l_869_ = buffer_1_global.Load<double>(l_868_*8);
        double l_38_ = (l_866_ ? l_869_ : 0.0L);
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
        uint l_871_ = asuint(info.Load(8+16));
        uint l_872_ = (l_871_ * 1u);
        bool l_873_ = (l_43_ < l_872_);
        uint l_874_ = (l_872_ - 1u);
        uint l_875_ = min(l_43_, l_874_);
        double l_876_ = buffer_2_global.Load<double>(l_875_*8);
        double l_45_ = (l_873_ ? l_876_ : 0.0L);
        uint l_46_ = (l_44_ + l_43_);
        uint l_878_ = asuint(info.Load(8+16));
        uint l_879_ = (l_878_ * 1u);
        bool l_880_ = (l_46_ < l_879_);
        uint l_881_ = (l_879_ - 1u);
        uint l_882_ = min(l_46_, l_881_);
        double l_883_ = buffer_2_global.Load<double>(l_882_*8);
        double l_47_ = (l_880_ ? l_883_ : 0.0L);
        uint l_48_ = (2u * l_44_);
        uint l_49_ = (l_48_ + l_43_);
        uint l_885_ = asuint(info.Load(8+16));
        uint l_886_ = (l_885_ * 1u);
        bool l_887_ = (l_49_ < l_886_);
        uint l_888_ = (l_886_ - 1u);
        uint l_889_ = min(l_49_, l_888_);
        double l_890_ = buffer_2_global.Load<double>(l_889_*8);
        double l_50_ = (l_887_ ? l_890_ : 0.0L);
        uint l_51_ = (3u * l_44_);
        uint l_52_ = (l_51_ + l_43_);
        uint l_892_ = asuint(info.Load(8+16));
        uint l_893_ = (l_892_ * 1u);
        bool l_894_ = (l_52_ < l_893_);
        uint l_895_ = (l_893_ - 1u);
        uint l_896_ = min(l_52_, l_895_);
        double l_897_ = buffer_2_global.Load<double>(l_896_*8);
        double l_53_ = (l_894_ ? l_897_ : 0.0L);
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
        uint l_899_ = asuint(info.Load(0+16));
        uint l_900_ = (l_899_ * 1u);
        bool l_901_ = (l_64_ < l_900_);
        uint l_902_ = (l_900_ - 1u);
        uint l_903_ = min(l_64_, l_902_);
        double l_904_ = buffer_0_global.Load<double>(l_903_*8);
        double l_66_ = (l_901_ ? l_904_ : 0.0L);
        uint l_67_ = (l_65_ + l_64_);
        uint l_906_ = asuint(info.Load(0+16));
        uint l_907_ = (l_906_ * 1u);
        bool l_908_ = (l_67_ < l_907_);
        uint l_909_ = (l_907_ - 1u);
        uint l_910_ = min(l_67_, l_909_);
        double l_911_ = buffer_0_global.Load<double>(l_910_*8);
        double l_68_ = (l_908_ ? l_911_ : 0.0L);
        uint l_69_ = (2u * l_65_);
        uint l_70_ = (l_69_ + l_64_);
        uint l_913_ = asuint(info.Load(0+16));
        uint l_914_ = (l_913_ * 1u);
        bool l_915_ = (l_70_ < l_914_);
        uint l_916_ = (l_914_ - 1u);
        uint l_917_ = min(l_70_, l_916_);
        double l_918_ = buffer_0_global.Load<double>(l_917_*8);
        double l_71_ = (l_915_ ? l_918_ : 0.0L);
        uint l_72_ = (3u * l_65_);
        uint l_73_ = (l_72_ + l_64_);
        uint l_920_ = asuint(info.Load(0+16));
        uint l_921_ = (l_920_ * 1u);
        bool l_922_ = (l_73_ < l_921_);
        uint l_923_ = (l_921_ - 1u);
        uint l_924_ = min(l_73_, l_923_);
        double l_925_ = buffer_0_global.Load<double>(l_924_*8);
        double l_74_ = (l_922_ ? l_925_ : 0.0L);
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
                uint _e1658 = l_mut_87_;
                l_mut_87_ = (_e1658 + 1u);
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
                double l_111_ = (l_110_ * l_1_);
                double l_112_ = (l_0_ * l_92_);
                double l_113_ = (l_112_ * l_1_);
                double l_114_ = (l_113_ - l_92_);
                double l_115_ = (l_114_ * l_1_);
                double l_116_ = (l_113_ - l_115_);
                double l_117_ = (l_92_ - l_116_);
                double l_118_ = (l_0_ * l_101_);
                double l_119_ = (l_118_ * l_1_);
                double l_120_ = (l_119_ - l_101_);
                double l_121_ = (l_120_ * l_1_);
                double l_122_ = (l_119_ - l_121_);
                double l_123_ = (l_101_ - l_122_);
                double l_124_ = (l_116_ * l_122_);
                double l_125_ = (l_124_ - l_111_);
                double l_126_ = (l_116_ * l_123_);
                double l_127_ = (l_125_ + l_126_);
                double l_128_ = (l_117_ * l_122_);
                double l_129_ = (l_127_ + l_128_);
                double l_130_ = (l_117_ * l_123_);
                double l_131_ = (l_129_ + l_130_);
                double l_132_ = (l_92_ * l_103_);
                double l_133_ = (l_132_ * l_1_);
                double l_134_ = (l_0_ * l_92_);
                double l_135_ = (l_134_ * l_1_);
                double l_136_ = (l_135_ - l_92_);
                double l_137_ = (l_136_ * l_1_);
                double l_138_ = (l_135_ - l_137_);
                double l_139_ = (l_92_ - l_138_);
                double l_140_ = (l_0_ * l_103_);
                double l_141_ = (l_140_ * l_1_);
                double l_142_ = (l_141_ - l_103_);
                double l_143_ = (l_142_ * l_1_);
                double l_144_ = (l_141_ - l_143_);
                double l_145_ = (l_103_ - l_144_);
                double l_146_ = (l_138_ * l_144_);
                double l_147_ = (l_146_ - l_133_);
                double l_148_ = (l_138_ * l_145_);
                double l_149_ = (l_147_ + l_148_);
                double l_150_ = (l_139_ * l_144_);
                double l_151_ = (l_149_ + l_150_);
                double l_152_ = (l_139_ * l_145_);
                double l_153_ = (l_151_ + l_152_);
                double l_154_ = (l_94_ * l_101_);
                double l_155_ = (l_154_ * l_1_);
                double l_156_ = (l_0_ * l_94_);
                double l_157_ = (l_156_ * l_1_);
                double l_158_ = (l_157_ - l_94_);
                double l_159_ = (l_158_ * l_1_);
                double l_160_ = (l_157_ - l_159_);
                double l_161_ = (l_94_ - l_160_);
                double l_162_ = (l_0_ * l_101_);
                double l_163_ = (l_162_ * l_1_);
                double l_164_ = (l_163_ - l_101_);
                double l_165_ = (l_164_ * l_1_);
                double l_166_ = (l_163_ - l_165_);
                double l_167_ = (l_101_ - l_166_);
                double l_168_ = (l_160_ * l_166_);
                double l_169_ = (l_168_ - l_155_);
                double l_170_ = (l_160_ * l_167_);
                double l_171_ = (l_169_ + l_170_);
                double l_172_ = (l_161_ * l_166_);
                double l_173_ = (l_171_ + l_172_);
                double l_174_ = (l_161_ * l_167_);
                double l_175_ = (l_173_ + l_174_);
                double l_176_ = (l_92_ * l_106_);
                double l_177_ = (l_176_ * l_1_);
                double l_178_ = (l_0_ * l_92_);
                double l_179_ = (l_178_ * l_1_);
                double l_180_ = (l_179_ - l_92_);
                double l_181_ = (l_180_ * l_1_);
                double l_182_ = (l_179_ - l_181_);
                double l_183_ = (l_92_ - l_182_);
                double l_184_ = (l_0_ * l_106_);
                double l_185_ = (l_184_ * l_1_);
                double l_186_ = (l_185_ - l_106_);
                double l_187_ = (l_186_ * l_1_);
                double l_188_ = (l_185_ - l_187_);
                double l_189_ = (l_106_ - l_188_);
                double l_190_ = (l_182_ * l_188_);
                double l_191_ = (l_190_ - l_177_);
                double l_192_ = (l_182_ * l_189_);
                double l_193_ = (l_191_ + l_192_);
                double l_194_ = (l_183_ * l_188_);
                double l_195_ = (l_193_ + l_194_);
                double l_196_ = (l_183_ * l_189_);
                double l_197_ = (l_195_ + l_196_);
                double l_198_ = (l_94_ * l_103_);
                double l_199_ = (l_198_ * l_1_);
                double l_200_ = (l_0_ * l_94_);
                double l_201_ = (l_200_ * l_1_);
                double l_202_ = (l_201_ - l_94_);
                double l_203_ = (l_202_ * l_1_);
                double l_204_ = (l_201_ - l_203_);
                double l_205_ = (l_94_ - l_204_);
                double l_206_ = (l_0_ * l_103_);
                double l_207_ = (l_206_ * l_1_);
                double l_208_ = (l_207_ - l_103_);
                double l_209_ = (l_208_ * l_1_);
                double l_210_ = (l_207_ - l_209_);
                double l_211_ = (l_103_ - l_210_);
                double l_212_ = (l_204_ * l_210_);
                double l_213_ = (l_212_ - l_199_);
                double l_214_ = (l_204_ * l_211_);
                double l_215_ = (l_213_ + l_214_);
                double l_216_ = (l_205_ * l_210_);
                double l_217_ = (l_215_ + l_216_);
                double l_218_ = (l_205_ * l_211_);
                double l_219_ = (l_217_ + l_218_);
                double l_220_ = (l_97_ * l_101_);
                double l_221_ = (l_220_ * l_1_);
                double l_222_ = (l_0_ * l_97_);
                double l_223_ = (l_222_ * l_1_);
                double l_224_ = (l_223_ - l_97_);
                double l_225_ = (l_224_ * l_1_);
                double l_226_ = (l_223_ - l_225_);
                double l_227_ = (l_97_ - l_226_);
                double l_228_ = (l_0_ * l_101_);
                double l_229_ = (l_228_ * l_1_);
                double l_230_ = (l_229_ - l_101_);
                double l_231_ = (l_230_ * l_1_);
                double l_232_ = (l_229_ - l_231_);
                double l_233_ = (l_101_ - l_232_);
                double l_234_ = (l_226_ * l_232_);
                double l_235_ = (l_234_ - l_221_);
                double l_236_ = (l_226_ * l_233_);
                double l_237_ = (l_235_ + l_236_);
                double l_238_ = (l_227_ * l_232_);
                double l_239_ = (l_237_ + l_238_);
                double l_240_ = (l_227_ * l_233_);
                double l_241_ = (l_239_ + l_240_);
                double l_242_ = (l_133_ + l_155_);
                double l_243_ = (l_242_ * l_1_);
                double l_244_ = (l_243_ - l_133_);
                double l_245_ = (l_244_ * l_1_);
                double l_246_ = (l_243_ - l_245_);
                double l_247_ = (l_246_ * l_1_);
                double l_248_ = (l_133_ - l_247_);
                double l_249_ = (l_155_ - l_245_);
                double l_250_ = (l_248_ + l_249_);
                double l_251_ = (l_131_ + l_243_);
                double l_252_ = (l_251_ * l_1_);
                double l_253_ = (l_252_ - l_131_);
                double l_254_ = (l_253_ * l_1_);
                double l_255_ = (l_252_ - l_254_);
                double l_256_ = (l_255_ * l_1_);
                double l_257_ = (l_131_ - l_256_);
                double l_258_ = (l_243_ - l_254_);
                double l_259_ = (l_257_ + l_258_);
                double l_260_ = (l_250_ + l_259_);
                double l_261_ = (l_260_ * l_1_);
                double l_262_ = (l_261_ - l_250_);
                double l_263_ = (l_262_ * l_1_);
                double l_264_ = (l_261_ - l_263_);
                double l_265_ = (l_264_ * l_1_);
                double l_266_ = (l_250_ - l_265_);
                double l_267_ = (l_259_ - l_263_);
                double l_268_ = (l_266_ + l_267_);
                double l_269_ = (l_261_ + l_153_);
                double l_270_ = (l_269_ * l_1_);
                double l_271_ = (l_270_ - l_261_);
                double l_272_ = (l_271_ * l_1_);
                double l_273_ = (l_270_ - l_272_);
                double l_274_ = (l_273_ * l_1_);
                double l_275_ = (l_261_ - l_274_);
                double l_276_ = (l_153_ - l_272_);
                double l_277_ = (l_275_ + l_276_);
                double l_278_ = (l_175_ + l_270_);
                double l_279_ = (l_278_ * l_1_);
                double l_280_ = (l_279_ - l_175_);
                double l_281_ = (l_280_ * l_1_);
                double l_282_ = (l_279_ - l_281_);
                double l_283_ = (l_282_ * l_1_);
                double l_284_ = (l_175_ - l_283_);
                double l_285_ = (l_270_ - l_281_);
                double l_286_ = (l_284_ + l_285_);
                double l_287_ = (l_277_ + l_286_);
                double l_288_ = (l_287_ * l_1_);
                double l_289_ = (l_288_ - l_277_);
                double l_290_ = (l_289_ * l_1_);
                double l_291_ = (l_288_ - l_290_);
                double l_292_ = (l_291_ * l_1_);
                double l_293_ = (l_277_ - l_292_);
                double l_294_ = (l_286_ - l_290_);
                double l_295_ = (l_293_ + l_294_);
                double l_296_ = (l_177_ + l_199_);
                double l_297_ = (l_296_ * l_1_);
                double l_298_ = (l_297_ - l_177_);
                double l_299_ = (l_298_ * l_1_);
                double l_300_ = (l_297_ - l_299_);
                double l_301_ = (l_300_ * l_1_);
                double l_302_ = (l_177_ - l_301_);
                double l_303_ = (l_199_ - l_299_);
                double l_304_ = (l_302_ + l_303_);
                double l_305_ = (l_221_ + l_297_);
                double l_306_ = (l_305_ * l_1_);
                double l_307_ = (l_306_ - l_221_);
                double l_308_ = (l_307_ * l_1_);
                double l_309_ = (l_306_ - l_308_);
                double l_310_ = (l_309_ * l_1_);
                double l_311_ = (l_221_ - l_310_);
                double l_312_ = (l_297_ - l_308_);
                double l_313_ = (l_311_ + l_312_);
                double l_314_ = (l_304_ + l_313_);
                double l_315_ = (l_314_ * l_1_);
                double l_316_ = (l_315_ - l_304_);
                double l_317_ = (l_316_ * l_1_);
                double l_318_ = (l_315_ - l_317_);
                double l_319_ = (l_318_ * l_1_);
                double l_320_ = (l_304_ - l_319_);
                double l_321_ = (l_313_ - l_317_);
                double l_322_ = (l_320_ + l_321_);
                double l_323_ = (l_279_ + l_306_);
                double l_324_ = (l_323_ * l_1_);
                double l_325_ = (l_324_ - l_279_);
                double l_326_ = (l_325_ * l_1_);
                double l_327_ = (l_324_ - l_326_);
                double l_328_ = (l_327_ * l_1_);
                double l_329_ = (l_279_ - l_328_);
                double l_330_ = (l_306_ - l_326_);
                double l_331_ = (l_329_ + l_330_);
                double l_332_ = (l_288_ + l_315_);
                double l_333_ = (l_332_ * l_1_);
                double l_334_ = (l_333_ - l_288_);
                double l_335_ = (l_334_ * l_1_);
                double l_336_ = (l_333_ - l_335_);
                double l_337_ = (l_336_ * l_1_);
                double l_338_ = (l_288_ - l_337_);
                double l_339_ = (l_315_ - l_335_);
                double l_340_ = (l_338_ + l_339_);
                double l_341_ = (l_333_ + l_331_);
                double l_342_ = (l_341_ * l_1_);
                double l_343_ = (l_342_ - l_333_);
                double l_344_ = (l_343_ * l_1_);
                double l_345_ = (l_342_ - l_344_);
                double l_346_ = (l_345_ * l_1_);
                double l_347_ = (l_333_ - l_346_);
                double l_348_ = (l_331_ - l_344_);
                double l_349_ = (l_347_ + l_348_);
                double l_350_ = (l_295_ + l_322_);
                double l_351_ = (l_349_ + l_340_);
                double l_352_ = (l_350_ + l_351_);
                double l_353_ = (l_92_ * l_109_);
                double l_354_ = (l_94_ * l_106_);
                double l_355_ = (l_353_ + l_354_);
                double l_356_ = (l_97_ * l_103_);
                double l_357_ = (l_100_ * l_101_);
                double l_358_ = (l_356_ + l_357_);
                double l_359_ = (l_355_ + l_358_);
                double l_360_ = (l_268_ + l_197_);
                double l_361_ = (l_219_ + l_241_);
                double l_362_ = (l_360_ + l_361_);
                double l_363_ = (l_359_ + l_362_);
                double l_364_ = (l_342_ + l_363_);
                double l_365_ = (l_364_ + l_352_);
                double l_366_ = (l_365_ * l_1_);
                double l_367_ = (l_366_ - l_364_);
                double l_368_ = (l_367_ * l_1_);
                double l_369_ = (l_352_ - l_368_);
                double l_370_ = (l_324_ + l_366_);
                double l_371_ = (l_370_ * l_1_);
                double l_372_ = (l_371_ - l_324_);
                double l_373_ = (l_372_ * l_1_);
                double l_374_ = (l_366_ - l_373_);
                double l_375_ = (l_252_ + l_371_);
                double l_376_ = (l_375_ * l_1_);
                double l_377_ = (l_376_ - l_252_);
                double l_378_ = (l_377_ * l_1_);
                double l_379_ = (l_371_ - l_378_);
                double l_380_ = (l_111_ + l_376_);
                double l_381_ = (l_380_ * l_1_);
                double l_382_ = (l_381_ - l_111_);
                double l_383_ = (l_382_ * l_1_);
                double l_384_ = (l_376_ - l_383_);
                l_mut_385_ = 0.0L;
                l_mut_386_ = 0.0L;
                l_mut_387_ = 0.0L;
                l_mut_388_ = 0.0L;
                l_mut_389_ = l_381_;
                l_mut_390_ = 0u;
                double _e779 = l_mut_389_;
                double l_391_ = (_e779 + l_384_);
                double l_392_ = (l_391_ * l_1_);
                double _e782 = l_mut_389_;
                double l_393_ = (l_392_ - _e782);
                double l_394_ = (l_393_ * l_1_);
                double l_395_ = (l_384_ - l_394_);
                uint _e786 = l_mut_390_;
                bool l_396_ = (_e786 < 3u);
                bool l_397_ = (l_395_ != 0.0L);
                if (l_396_) {
                    local_2 = l_397_;
                } else {
                    local_2 = false;
                }
                bool l_398_ = local_2;
                uint _e795 = l_mut_390_;
                bool l_399_ = (_e795 == 0u);
                if (l_398_) {
                    local_3 = l_399_;
                } else {
                    local_3 = false;
                }
                bool l_400_ = local_3;
                double _e802 = l_mut_385_;
                double l_401_ = (l_400_ ? l_392_ : _e802);
                l_mut_385_ = l_401_;
                uint _e804 = l_mut_390_;
                bool l_402_ = (_e804 == 1u);
                if (l_398_) {
                    local_4 = l_402_;
                } else {
                    local_4 = false;
                }
                bool l_403_ = local_4;
                double _e811 = l_mut_386_;
                double l_404_ = (l_403_ ? l_392_ : _e811);
                l_mut_386_ = l_404_;
                uint _e813 = l_mut_390_;
                bool l_405_ = (_e813 == 2u);
                if (l_398_) {
                    local_5 = l_405_;
                } else {
                    local_5 = false;
                }
                bool l_406_ = local_5;
                double _e820 = l_mut_387_;
                double l_407_ = (l_406_ ? l_392_ : _e820);
                l_mut_387_ = l_407_;
                double l_408_ = (l_398_ ? l_395_ : l_392_);
                double _e823 = l_mut_389_;
                double l_409_ = (_e823 + l_384_);
                double l_410_ = (l_396_ ? l_408_ : l_409_);
                l_mut_389_ = l_410_;
                uint l_411_ = uint(l_398_);
                uint _e827 = l_mut_390_;
                l_mut_390_ = (_e827 + l_411_);
                double _e829 = l_mut_389_;
                double l_412_ = (_e829 + l_379_);
                double l_413_ = (l_412_ * l_1_);
                double _e832 = l_mut_389_;
                double l_414_ = (l_413_ - _e832);
                double l_415_ = (l_414_ * l_1_);
                double l_416_ = (l_379_ - l_415_);
                uint _e836 = l_mut_390_;
                bool l_417_ = (_e836 < 3u);
                bool l_418_ = (l_416_ != 0.0L);
                if (l_417_) {
                    local_6 = l_418_;
                } else {
                    local_6 = false;
                }
                bool l_419_ = local_6;
                uint _e845 = l_mut_390_;
                bool l_420_ = (_e845 == 0u);
                if (l_419_) {
                    local_7 = l_420_;
                } else {
                    local_7 = false;
                }
                bool l_421_ = local_7;
                double _e852 = l_mut_385_;
                double l_422_ = (l_421_ ? l_413_ : _e852);
                l_mut_385_ = l_422_;
                uint _e854 = l_mut_390_;
                bool l_423_ = (_e854 == 1u);
                if (l_419_) {
                    local_8 = l_423_;
                } else {
                    local_8 = false;
                }
                bool l_424_ = local_8;
                double _e861 = l_mut_386_;
                double l_425_ = (l_424_ ? l_413_ : _e861);
                l_mut_386_ = l_425_;
                uint _e863 = l_mut_390_;
                bool l_426_ = (_e863 == 2u);
                if (l_419_) {
                    local_9 = l_426_;
                } else {
                    local_9 = false;
                }
                bool l_427_ = local_9;
                double _e870 = l_mut_387_;
                double l_428_ = (l_427_ ? l_413_ : _e870);
                l_mut_387_ = l_428_;
                double l_429_ = (l_419_ ? l_416_ : l_413_);
                double _e873 = l_mut_389_;
                double l_430_ = (_e873 + l_379_);
                double l_431_ = (l_417_ ? l_429_ : l_430_);
                l_mut_389_ = l_431_;
                uint l_432_ = uint(l_419_);
                uint _e877 = l_mut_390_;
                l_mut_390_ = (_e877 + l_432_);
                double _e879 = l_mut_389_;
                double l_433_ = (_e879 + l_374_);
                double l_434_ = (l_433_ * l_1_);
                double _e882 = l_mut_389_;
                double l_435_ = (l_434_ - _e882);
                double l_436_ = (l_435_ * l_1_);
                double l_437_ = (l_374_ - l_436_);
                uint _e886 = l_mut_390_;
                bool l_438_ = (_e886 < 3u);
                bool l_439_ = (l_437_ != 0.0L);
                if (l_438_) {
                    local_10 = l_439_;
                } else {
                    local_10 = false;
                }
                bool l_440_ = local_10;
                uint _e895 = l_mut_390_;
                bool l_441_ = (_e895 == 0u);
                if (l_440_) {
                    local_11 = l_441_;
                } else {
                    local_11 = false;
                }
                bool l_442_ = local_11;
                double _e902 = l_mut_385_;
                double l_443_ = (l_442_ ? l_434_ : _e902);
                l_mut_385_ = l_443_;
                uint _e904 = l_mut_390_;
                bool l_444_ = (_e904 == 1u);
                if (l_440_) {
                    local_12 = l_444_;
                } else {
                    local_12 = false;
                }
                bool l_445_ = local_12;
                double _e911 = l_mut_386_;
                double l_446_ = (l_445_ ? l_434_ : _e911);
                l_mut_386_ = l_446_;
                uint _e913 = l_mut_390_;
                bool l_447_ = (_e913 == 2u);
                if (l_440_) {
                    local_13 = l_447_;
                } else {
                    local_13 = false;
                }
                bool l_448_ = local_13;
                double _e920 = l_mut_387_;
                double l_449_ = (l_448_ ? l_434_ : _e920);
                l_mut_387_ = l_449_;
                double l_450_ = (l_440_ ? l_437_ : l_434_);
                double _e923 = l_mut_389_;
                double l_451_ = (_e923 + l_374_);
                double l_452_ = (l_438_ ? l_450_ : l_451_);
                l_mut_389_ = l_452_;
                uint l_453_ = uint(l_440_);
                uint _e927 = l_mut_390_;
                l_mut_390_ = (_e927 + l_453_);
                double _e929 = l_mut_389_;
                double l_454_ = (_e929 + l_369_);
                double l_455_ = (l_454_ * l_1_);
                double _e932 = l_mut_389_;
                double l_456_ = (l_455_ - _e932);
                double l_457_ = (l_456_ * l_1_);
                double l_458_ = (l_369_ - l_457_);
                uint _e936 = l_mut_390_;
                bool l_459_ = (_e936 < 3u);
                bool l_460_ = (l_458_ != 0.0L);
                if (l_459_) {
                    local_14 = l_460_;
                } else {
                    local_14 = false;
                }
                bool l_461_ = local_14;
                uint _e945 = l_mut_390_;
                bool l_462_ = (_e945 == 0u);
                if (l_461_) {
                    local_15 = l_462_;
                } else {
                    local_15 = false;
                }
                bool l_463_ = local_15;
                double _e952 = l_mut_385_;
                double l_464_ = (l_463_ ? l_455_ : _e952);
                l_mut_385_ = l_464_;
                uint _e954 = l_mut_390_;
                bool l_465_ = (_e954 == 1u);
                if (l_461_) {
                    local_16 = l_465_;
                } else {
                    local_16 = false;
                }
                bool l_466_ = local_16;
                double _e961 = l_mut_386_;
                double l_467_ = (l_466_ ? l_455_ : _e961);
                l_mut_386_ = l_467_;
                uint _e963 = l_mut_390_;
                bool l_468_ = (_e963 == 2u);
                if (l_461_) {
                    local_17 = l_468_;
                } else {
                    local_17 = false;
                }
                bool l_469_ = local_17;
                double _e970 = l_mut_387_;
                double l_470_ = (l_469_ ? l_455_ : _e970);
                l_mut_387_ = l_470_;
                double l_471_ = (l_461_ ? l_458_ : l_455_);
                double _e973 = l_mut_389_;
                double l_472_ = (_e973 + l_369_);
                double l_473_ = (l_459_ ? l_471_ : l_472_);
                l_mut_389_ = l_473_;
                uint l_474_ = uint(l_461_);
                uint _e977 = l_mut_390_;
                l_mut_390_ = (_e977 + l_474_);
                uint _e979 = l_mut_390_;
                bool l_475_ = (_e979 == 0u);
                double _e982 = l_mut_385_;
                double _e983 = l_mut_389_;
                double l_476_ = (l_475_ ? _e983 : _e982);
                l_mut_385_ = l_476_;
                uint _e985 = l_mut_390_;
                bool l_477_ = (_e985 == 1u);
                double _e988 = l_mut_386_;
                double _e989 = l_mut_389_;
                double l_478_ = (l_477_ ? _e989 : _e988);
                l_mut_386_ = l_478_;
                uint _e991 = l_mut_390_;
                bool l_479_ = (_e991 == 2u);
                double _e994 = l_mut_387_;
                double _e995 = l_mut_389_;
                double l_480_ = (l_479_ ? _e995 : _e994);
                l_mut_387_ = l_480_;
                uint _e997 = l_mut_390_;
                bool l_481_ = (_e997 == 3u);
                double _e1000 = l_mut_388_;
                double _e1001 = l_mut_389_;
                double l_482_ = (l_481_ ? _e1001 : _e1000);
                l_mut_388_ = l_482_;
                double _e1004 = l_mut_80_;
                a_483_[0] = _e1004;
                double _e1006 = l_mut_385_;
                a_483_[1] = _e1006;
                double _e1008 = l_mut_82_;
                a_483_[2] = _e1008;
                double _e1010 = l_mut_386_;
                a_483_[3] = _e1010;
                double _e1012 = l_mut_84_;
                a_483_[4] = _e1012;
                double _e1014 = l_mut_387_;
                a_483_[5] = _e1014;
                double _e1016 = l_mut_86_;
                a_483_[6] = _e1016;
                double _e1018 = l_mut_388_;
                a_483_[7] = _e1018;
                double l_484_ = a_483_[7];
                l_mut_389_ = l_484_;
                double l_485_ = a_483_[6];
                double _e1023 = l_mut_389_;
                double l_486_ = (l_485_ + _e1023);
                double l_487_ = (l_486_ * l_1_);
                double l_488_ = (l_487_ - l_485_);
                double l_489_ = (l_488_ * l_1_);
                double l_490_ = (l_487_ - l_489_);
                double l_491_ = (l_490_ * l_1_);
                double l_492_ = (l_485_ - l_491_);
                double _e1031 = l_mut_389_;
                double l_493_ = (_e1031 - l_489_);
                double l_494_ = (l_492_ + l_493_);
                a_483_[7] = l_494_;
                l_mut_389_ = l_487_;
                double l_495_ = a_483_[5];
                double _e1037 = l_mut_389_;
                double l_496_ = (l_495_ + _e1037);
                double l_497_ = (l_496_ * l_1_);
                double l_498_ = (l_497_ - l_495_);
                double l_499_ = (l_498_ * l_1_);
                double l_500_ = (l_497_ - l_499_);
                double l_501_ = (l_500_ * l_1_);
                double l_502_ = (l_495_ - l_501_);
                double _e1045 = l_mut_389_;
                double l_503_ = (_e1045 - l_499_);
                double l_504_ = (l_502_ + l_503_);
                a_483_[6] = l_504_;
                l_mut_389_ = l_497_;
                double l_505_ = a_483_[4];
                double _e1051 = l_mut_389_;
                double l_506_ = (l_505_ + _e1051);
                double l_507_ = (l_506_ * l_1_);
                double l_508_ = (l_507_ - l_505_);
                double l_509_ = (l_508_ * l_1_);
                double l_510_ = (l_507_ - l_509_);
                double l_511_ = (l_510_ * l_1_);
                double l_512_ = (l_505_ - l_511_);
                double _e1059 = l_mut_389_;
                double l_513_ = (_e1059 - l_509_);
                double l_514_ = (l_512_ + l_513_);
                a_483_[5] = l_514_;
                l_mut_389_ = l_507_;
                double l_515_ = a_483_[3];
                double _e1065 = l_mut_389_;
                double l_516_ = (l_515_ + _e1065);
                double l_517_ = (l_516_ * l_1_);
                double l_518_ = (l_517_ - l_515_);
                double l_519_ = (l_518_ * l_1_);
                double l_520_ = (l_517_ - l_519_);
                double l_521_ = (l_520_ * l_1_);
                double l_522_ = (l_515_ - l_521_);
                double _e1073 = l_mut_389_;
                double l_523_ = (_e1073 - l_519_);
                double l_524_ = (l_522_ + l_523_);
                a_483_[4] = l_524_;
                l_mut_389_ = l_517_;
                double l_525_ = a_483_[2];
                double _e1079 = l_mut_389_;
                double l_526_ = (l_525_ + _e1079);
                double l_527_ = (l_526_ * l_1_);
                double l_528_ = (l_527_ - l_525_);
                double l_529_ = (l_528_ * l_1_);
                double l_530_ = (l_527_ - l_529_);
                double l_531_ = (l_530_ * l_1_);
                double l_532_ = (l_525_ - l_531_);
                double _e1087 = l_mut_389_;
                double l_533_ = (_e1087 - l_529_);
                double l_534_ = (l_532_ + l_533_);
                a_483_[3] = l_534_;
                l_mut_389_ = l_527_;
                double l_535_ = a_483_[1];
                double _e1093 = l_mut_389_;
                double l_536_ = (l_535_ + _e1093);
                double l_537_ = (l_536_ * l_1_);
                double l_538_ = (l_537_ - l_535_);
                double l_539_ = (l_538_ * l_1_);
                double l_540_ = (l_537_ - l_539_);
                double l_541_ = (l_540_ * l_1_);
                double l_542_ = (l_535_ - l_541_);
                double _e1101 = l_mut_389_;
                double l_543_ = (_e1101 - l_539_);
                double l_544_ = (l_542_ + l_543_);
                a_483_[2] = l_544_;
                l_mut_389_ = l_537_;
                double l_545_ = a_483_[0];
                double _e1107 = l_mut_389_;
                double l_546_ = (l_545_ + _e1107);
                double l_547_ = (l_546_ * l_1_);
                double l_548_ = (l_547_ - l_545_);
                double l_549_ = (l_548_ * l_1_);
                double l_550_ = (l_547_ - l_549_);
                double l_551_ = (l_550_ * l_1_);
                double l_552_ = (l_545_ - l_551_);
                double _e1115 = l_mut_389_;
                double l_553_ = (_e1115 - l_549_);
                double l_554_ = (l_552_ + l_553_);
                a_483_[1] = l_554_;
                l_mut_389_ = l_547_;
                double _e1120 = l_mut_389_;
                a_483_[0] = _e1120;
                double l_555_ = a_483_[7];
                l_mut_389_ = l_555_;
                double l_556_ = a_483_[6];
                double _e1125 = l_mut_389_;
                double l_557_ = (l_556_ + _e1125);
                double l_558_ = (l_557_ * l_1_);
                double l_559_ = (l_558_ - l_556_);
                double l_560_ = (l_559_ * l_1_);
                double l_561_ = (l_558_ - l_560_);
                double l_562_ = (l_561_ * l_1_);
                double l_563_ = (l_556_ - l_562_);
                double _e1133 = l_mut_389_;
                double l_564_ = (_e1133 - l_560_);
                double l_565_ = (l_563_ + l_564_);
                a_483_[7] = l_565_;
                l_mut_389_ = l_558_;
                double l_566_ = a_483_[5];
                double _e1139 = l_mut_389_;
                double l_567_ = (l_566_ + _e1139);
                double l_568_ = (l_567_ * l_1_);
                double l_569_ = (l_568_ - l_566_);
                double l_570_ = (l_569_ * l_1_);
                double l_571_ = (l_568_ - l_570_);
                double l_572_ = (l_571_ * l_1_);
                double l_573_ = (l_566_ - l_572_);
                double _e1147 = l_mut_389_;
                double l_574_ = (_e1147 - l_570_);
                double l_575_ = (l_573_ + l_574_);
                a_483_[6] = l_575_;
                l_mut_389_ = l_568_;
                double l_576_ = a_483_[4];
                double _e1153 = l_mut_389_;
                double l_577_ = (l_576_ + _e1153);
                double l_578_ = (l_577_ * l_1_);
                double l_579_ = (l_578_ - l_576_);
                double l_580_ = (l_579_ * l_1_);
                double l_581_ = (l_578_ - l_580_);
                double l_582_ = (l_581_ * l_1_);
                double l_583_ = (l_576_ - l_582_);
                double _e1161 = l_mut_389_;
                double l_584_ = (_e1161 - l_580_);
                double l_585_ = (l_583_ + l_584_);
                a_483_[5] = l_585_;
                l_mut_389_ = l_578_;
                double l_586_ = a_483_[3];
                double _e1167 = l_mut_389_;
                double l_587_ = (l_586_ + _e1167);
                double l_588_ = (l_587_ * l_1_);
                double l_589_ = (l_588_ - l_586_);
                double l_590_ = (l_589_ * l_1_);
                double l_591_ = (l_588_ - l_590_);
                double l_592_ = (l_591_ * l_1_);
                double l_593_ = (l_586_ - l_592_);
                double _e1175 = l_mut_389_;
                double l_594_ = (_e1175 - l_590_);
                double l_595_ = (l_593_ + l_594_);
                a_483_[4] = l_595_;
                l_mut_389_ = l_588_;
                double l_596_ = a_483_[2];
                double _e1181 = l_mut_389_;
                double l_597_ = (l_596_ + _e1181);
                double l_598_ = (l_597_ * l_1_);
                double l_599_ = (l_598_ - l_596_);
                double l_600_ = (l_599_ * l_1_);
                double l_601_ = (l_598_ - l_600_);
                double l_602_ = (l_601_ * l_1_);
                double l_603_ = (l_596_ - l_602_);
                double _e1189 = l_mut_389_;
                double l_604_ = (_e1189 - l_600_);
                double l_605_ = (l_603_ + l_604_);
                a_483_[3] = l_605_;
                l_mut_389_ = l_598_;
                double l_606_ = a_483_[1];
                double _e1195 = l_mut_389_;
                double l_607_ = (l_606_ + _e1195);
                double l_608_ = (l_607_ * l_1_);
                double l_609_ = (l_608_ - l_606_);
                double l_610_ = (l_609_ * l_1_);
                double l_611_ = (l_608_ - l_610_);
                double l_612_ = (l_611_ * l_1_);
                double l_613_ = (l_606_ - l_612_);
                double _e1203 = l_mut_389_;
                double l_614_ = (_e1203 - l_610_);
                double l_615_ = (l_613_ + l_614_);
                a_483_[2] = l_615_;
                l_mut_389_ = l_608_;
                double l_616_ = a_483_[0];
                double _e1209 = l_mut_389_;
                double l_617_ = (l_616_ + _e1209);
                double l_618_ = (l_617_ * l_1_);
                double l_619_ = (l_618_ - l_616_);
                double l_620_ = (l_619_ * l_1_);
                double l_621_ = (l_618_ - l_620_);
                double l_622_ = (l_621_ * l_1_);
                double l_623_ = (l_616_ - l_622_);
                double _e1217 = l_mut_389_;
                double l_624_ = (_e1217 - l_620_);
                double l_625_ = (l_623_ + l_624_);
                a_483_[1] = l_625_;
                l_mut_389_ = l_618_;
                double _e1222 = l_mut_389_;
                a_483_[0] = _e1222;
                l_mut_389_ = 0.0L;
                l_mut_626_ = 0.0L;
                l_mut_627_ = 0.0L;
                l_mut_628_ = 0.0L;
                double l_629_ = a_483_[0];
                l_mut_630_ = l_629_;
                l_mut_390_ = 0u;
                double l_631_ = a_483_[1];
                double _e1232 = l_mut_630_;
                double l_632_ = (_e1232 + l_631_);
                double l_633_ = (l_632_ * l_1_);
                double _e1235 = l_mut_630_;
                double l_634_ = (l_633_ - _e1235);
                double l_635_ = (l_634_ * l_1_);
                double l_636_ = (l_633_ - l_635_);
                double l_637_ = (l_636_ * l_1_);
                double _e1240 = l_mut_630_;
                double l_638_ = (_e1240 - l_637_);
                double l_639_ = (l_631_ - l_635_);
                double l_640_ = (l_638_ + l_639_);
                uint _e1244 = l_mut_390_;
                bool l_641_ = (_e1244 < 3u);
                bool l_642_ = (l_640_ != 0.0L);
                if (l_641_) {
                    local_18 = l_642_;
                } else {
                    local_18 = false;
                }
                bool l_643_ = local_18;
                uint _e1253 = l_mut_390_;
                bool l_644_ = (_e1253 == 0u);
                if (l_643_) {
                    local_19 = l_644_;
                } else {
                    local_19 = false;
                }
                bool l_645_ = local_19;
                double _e1260 = l_mut_389_;
                double l_646_ = (l_645_ ? l_633_ : _e1260);
                l_mut_389_ = l_646_;
                uint _e1262 = l_mut_390_;
                bool l_647_ = (_e1262 == 1u);
                if (l_643_) {
                    local_20 = l_647_;
                } else {
                    local_20 = false;
                }
                bool l_648_ = local_20;
                double _e1269 = l_mut_626_;
                double l_649_ = (l_648_ ? l_633_ : _e1269);
                l_mut_626_ = l_649_;
                uint _e1271 = l_mut_390_;
                bool l_650_ = (_e1271 == 2u);
                if (l_643_) {
                    local_21 = l_650_;
                } else {
                    local_21 = false;
                }
                bool l_651_ = local_21;
                double _e1278 = l_mut_627_;
                double l_652_ = (l_651_ ? l_633_ : _e1278);
                l_mut_627_ = l_652_;
                double l_653_ = (l_643_ ? l_640_ : l_633_);
                double _e1281 = l_mut_630_;
                double l_654_ = (_e1281 + l_631_);
                double l_655_ = (l_641_ ? l_653_ : l_654_);
                l_mut_630_ = l_655_;
                uint l_656_ = uint(l_643_);
                uint _e1285 = l_mut_390_;
                l_mut_390_ = (_e1285 + l_656_);
                double l_657_ = a_483_[2];
                double _e1289 = l_mut_630_;
                double l_658_ = (_e1289 + l_657_);
                double l_659_ = (l_658_ * l_1_);
                double _e1292 = l_mut_630_;
                double l_660_ = (l_659_ - _e1292);
                double l_661_ = (l_660_ * l_1_);
                double l_662_ = (l_659_ - l_661_);
                double l_663_ = (l_662_ * l_1_);
                double _e1297 = l_mut_630_;
                double l_664_ = (_e1297 - l_663_);
                double l_665_ = (l_657_ - l_661_);
                double l_666_ = (l_664_ + l_665_);
                uint _e1301 = l_mut_390_;
                bool l_667_ = (_e1301 < 3u);
                bool l_668_ = (l_666_ != 0.0L);
                if (l_667_) {
                    local_22 = l_668_;
                } else {
                    local_22 = false;
                }
                bool l_669_ = local_22;
                uint _e1310 = l_mut_390_;
                bool l_670_ = (_e1310 == 0u);
                if (l_669_) {
                    local_23 = l_670_;
                } else {
                    local_23 = false;
                }
                bool l_671_ = local_23;
                double _e1317 = l_mut_389_;
                double l_672_ = (l_671_ ? l_659_ : _e1317);
                l_mut_389_ = l_672_;
                uint _e1319 = l_mut_390_;
                bool l_673_ = (_e1319 == 1u);
                if (l_669_) {
                    local_24 = l_673_;
                } else {
                    local_24 = false;
                }
                bool l_674_ = local_24;
                double _e1326 = l_mut_626_;
                double l_675_ = (l_674_ ? l_659_ : _e1326);
                l_mut_626_ = l_675_;
                uint _e1328 = l_mut_390_;
                bool l_676_ = (_e1328 == 2u);
                if (l_669_) {
                    local_25 = l_676_;
                } else {
                    local_25 = false;
                }
                bool l_677_ = local_25;
                double _e1335 = l_mut_627_;
                double l_678_ = (l_677_ ? l_659_ : _e1335);
                l_mut_627_ = l_678_;
                double l_679_ = (l_669_ ? l_666_ : l_659_);
                double _e1338 = l_mut_630_;
                double l_680_ = (_e1338 + l_657_);
                double l_681_ = (l_667_ ? l_679_ : l_680_);
                l_mut_630_ = l_681_;
                uint l_682_ = uint(l_669_);
                uint _e1342 = l_mut_390_;
                l_mut_390_ = (_e1342 + l_682_);
                double l_683_ = a_483_[3];
                double _e1346 = l_mut_630_;
                double l_684_ = (_e1346 + l_683_);
                double l_685_ = (l_684_ * l_1_);
                double _e1349 = l_mut_630_;
                double l_686_ = (l_685_ - _e1349);
                double l_687_ = (l_686_ * l_1_);
                double l_688_ = (l_685_ - l_687_);
                double l_689_ = (l_688_ * l_1_);
                double _e1354 = l_mut_630_;
                double l_690_ = (_e1354 - l_689_);
                double l_691_ = (l_683_ - l_687_);
                double l_692_ = (l_690_ + l_691_);
                uint _e1358 = l_mut_390_;
                bool l_693_ = (_e1358 < 3u);
                bool l_694_ = (l_692_ != 0.0L);
                if (l_693_) {
                    local_26 = l_694_;
                } else {
                    local_26 = false;
                }
                bool l_695_ = local_26;
                uint _e1367 = l_mut_390_;
                bool l_696_ = (_e1367 == 0u);
                if (l_695_) {
                    local_27 = l_696_;
                } else {
                    local_27 = false;
                }
                bool l_697_ = local_27;
                double _e1374 = l_mut_389_;
                double l_698_ = (l_697_ ? l_685_ : _e1374);
                l_mut_389_ = l_698_;
                uint _e1376 = l_mut_390_;
                bool l_699_ = (_e1376 == 1u);
                if (l_695_) {
                    local_28 = l_699_;
                } else {
                    local_28 = false;
                }
                bool l_700_ = local_28;
                double _e1383 = l_mut_626_;
                double l_701_ = (l_700_ ? l_685_ : _e1383);
                l_mut_626_ = l_701_;
                uint _e1385 = l_mut_390_;
                bool l_702_ = (_e1385 == 2u);
                if (l_695_) {
                    local_29 = l_702_;
                } else {
                    local_29 = false;
                }
                bool l_703_ = local_29;
                double _e1392 = l_mut_627_;
                double l_704_ = (l_703_ ? l_685_ : _e1392);
                l_mut_627_ = l_704_;
                double l_705_ = (l_695_ ? l_692_ : l_685_);
                double _e1395 = l_mut_630_;
                double l_706_ = (_e1395 + l_683_);
                double l_707_ = (l_693_ ? l_705_ : l_706_);
                l_mut_630_ = l_707_;
                uint l_708_ = uint(l_695_);
                uint _e1399 = l_mut_390_;
                l_mut_390_ = (_e1399 + l_708_);
                double l_709_ = a_483_[4];
                double _e1403 = l_mut_630_;
                double l_710_ = (_e1403 + l_709_);
                double l_711_ = (l_710_ * l_1_);
                double _e1406 = l_mut_630_;
                double l_712_ = (l_711_ - _e1406);
                double l_713_ = (l_712_ * l_1_);
                double l_714_ = (l_711_ - l_713_);
                double l_715_ = (l_714_ * l_1_);
                double _e1411 = l_mut_630_;
                double l_716_ = (_e1411 - l_715_);
                double l_717_ = (l_709_ - l_713_);
                double l_718_ = (l_716_ + l_717_);
                uint _e1415 = l_mut_390_;
                bool l_719_ = (_e1415 < 3u);
                bool l_720_ = (l_718_ != 0.0L);
                if (l_719_) {
                    local_30 = l_720_;
                } else {
                    local_30 = false;
                }
                bool l_721_ = local_30;
                uint _e1424 = l_mut_390_;
                bool l_722_ = (_e1424 == 0u);
                if (l_721_) {
                    local_31 = l_722_;
                } else {
                    local_31 = false;
                }
                bool l_723_ = local_31;
                double _e1431 = l_mut_389_;
                double l_724_ = (l_723_ ? l_711_ : _e1431);
                l_mut_389_ = l_724_;
                uint _e1433 = l_mut_390_;
                bool l_725_ = (_e1433 == 1u);
                if (l_721_) {
                    local_32 = l_725_;
                } else {
                    local_32 = false;
                }
                bool l_726_ = local_32;
                double _e1440 = l_mut_626_;
                double l_727_ = (l_726_ ? l_711_ : _e1440);
                l_mut_626_ = l_727_;
                uint _e1442 = l_mut_390_;
                bool l_728_ = (_e1442 == 2u);
                if (l_721_) {
                    local_33 = l_728_;
                } else {
                    local_33 = false;
                }
                bool l_729_ = local_33;
                double _e1449 = l_mut_627_;
                double l_730_ = (l_729_ ? l_711_ : _e1449);
                l_mut_627_ = l_730_;
                double l_731_ = (l_721_ ? l_718_ : l_711_);
                double _e1452 = l_mut_630_;
                double l_732_ = (_e1452 + l_709_);
                double l_733_ = (l_719_ ? l_731_ : l_732_);
                l_mut_630_ = l_733_;
                uint l_734_ = uint(l_721_);
                uint _e1456 = l_mut_390_;
                l_mut_390_ = (_e1456 + l_734_);
                double l_735_ = a_483_[5];
                double _e1460 = l_mut_630_;
                double l_736_ = (_e1460 + l_735_);
                double l_737_ = (l_736_ * l_1_);
                double _e1463 = l_mut_630_;
                double l_738_ = (l_737_ - _e1463);
                double l_739_ = (l_738_ * l_1_);
                double l_740_ = (l_737_ - l_739_);
                double l_741_ = (l_740_ * l_1_);
                double _e1468 = l_mut_630_;
                double l_742_ = (_e1468 - l_741_);
                double l_743_ = (l_735_ - l_739_);
                double l_744_ = (l_742_ + l_743_);
                uint _e1472 = l_mut_390_;
                bool l_745_ = (_e1472 < 3u);
                bool l_746_ = (l_744_ != 0.0L);
                if (l_745_) {
                    local_34 = l_746_;
                } else {
                    local_34 = false;
                }
                bool l_747_ = local_34;
                uint _e1481 = l_mut_390_;
                bool l_748_ = (_e1481 == 0u);
                if (l_747_) {
                    local_35 = l_748_;
                } else {
                    local_35 = false;
                }
                bool l_749_ = local_35;
                double _e1488 = l_mut_389_;
                double l_750_ = (l_749_ ? l_737_ : _e1488);
                l_mut_389_ = l_750_;
                uint _e1490 = l_mut_390_;
                bool l_751_ = (_e1490 == 1u);
                if (l_747_) {
                    local_36 = l_751_;
                } else {
                    local_36 = false;
                }
                bool l_752_ = local_36;
                double _e1497 = l_mut_626_;
                double l_753_ = (l_752_ ? l_737_ : _e1497);
                l_mut_626_ = l_753_;
                uint _e1499 = l_mut_390_;
                bool l_754_ = (_e1499 == 2u);
                if (l_747_) {
                    local_37 = l_754_;
                } else {
                    local_37 = false;
                }
                bool l_755_ = local_37;
                double _e1506 = l_mut_627_;
                double l_756_ = (l_755_ ? l_737_ : _e1506);
                l_mut_627_ = l_756_;
                double l_757_ = (l_747_ ? l_744_ : l_737_);
                double _e1509 = l_mut_630_;
                double l_758_ = (_e1509 + l_735_);
                double l_759_ = (l_745_ ? l_757_ : l_758_);
                l_mut_630_ = l_759_;
                uint l_760_ = uint(l_747_);
                uint _e1513 = l_mut_390_;
                l_mut_390_ = (_e1513 + l_760_);
                double l_761_ = a_483_[6];
                double _e1517 = l_mut_630_;
                double l_762_ = (_e1517 + l_761_);
                double l_763_ = (l_762_ * l_1_);
                double _e1520 = l_mut_630_;
                double l_764_ = (l_763_ - _e1520);
                double l_765_ = (l_764_ * l_1_);
                double l_766_ = (l_763_ - l_765_);
                double l_767_ = (l_766_ * l_1_);
                double _e1525 = l_mut_630_;
                double l_768_ = (_e1525 - l_767_);
                double l_769_ = (l_761_ - l_765_);
                double l_770_ = (l_768_ + l_769_);
                uint _e1529 = l_mut_390_;
                bool l_771_ = (_e1529 < 3u);
                bool l_772_ = (l_770_ != 0.0L);
                if (l_771_) {
                    local_38 = l_772_;
                } else {
                    local_38 = false;
                }
                bool l_773_ = local_38;
                uint _e1538 = l_mut_390_;
                bool l_774_ = (_e1538 == 0u);
                if (l_773_) {
                    local_39 = l_774_;
                } else {
                    local_39 = false;
                }
                bool l_775_ = local_39;
                double _e1545 = l_mut_389_;
                double l_776_ = (l_775_ ? l_763_ : _e1545);
                l_mut_389_ = l_776_;
                uint _e1547 = l_mut_390_;
                bool l_777_ = (_e1547 == 1u);
                if (l_773_) {
                    local_40 = l_777_;
                } else {
                    local_40 = false;
                }
                bool l_778_ = local_40;
                double _e1554 = l_mut_626_;
                double l_779_ = (l_778_ ? l_763_ : _e1554);
                l_mut_626_ = l_779_;
                uint _e1556 = l_mut_390_;
                bool l_780_ = (_e1556 == 2u);
                if (l_773_) {
                    local_41 = l_780_;
                } else {
                    local_41 = false;
                }
                bool l_781_ = local_41;
                double _e1563 = l_mut_627_;
                double l_782_ = (l_781_ ? l_763_ : _e1563);
                l_mut_627_ = l_782_;
                double l_783_ = (l_773_ ? l_770_ : l_763_);
                double _e1566 = l_mut_630_;
                double l_784_ = (_e1566 + l_761_);
                double l_785_ = (l_771_ ? l_783_ : l_784_);
                l_mut_630_ = l_785_;
                uint l_786_ = uint(l_773_);
                uint _e1570 = l_mut_390_;
                l_mut_390_ = (_e1570 + l_786_);
                double l_787_ = a_483_[7];
                double _e1574 = l_mut_630_;
                double l_788_ = (_e1574 + l_787_);
                double l_789_ = (l_788_ * l_1_);
                double _e1577 = l_mut_630_;
                double l_790_ = (l_789_ - _e1577);
                double l_791_ = (l_790_ * l_1_);
                double l_792_ = (l_789_ - l_791_);
                double l_793_ = (l_792_ * l_1_);
                double _e1582 = l_mut_630_;
                double l_794_ = (_e1582 - l_793_);
                double l_795_ = (l_787_ - l_791_);
                double l_796_ = (l_794_ + l_795_);
                uint _e1586 = l_mut_390_;
                bool l_797_ = (_e1586 < 3u);
                bool l_798_ = (l_796_ != 0.0L);
                if (l_797_) {
                    local_42 = l_798_;
                } else {
                    local_42 = false;
                }
                bool l_799_ = local_42;
                uint _e1595 = l_mut_390_;
                bool l_800_ = (_e1595 == 0u);
                if (l_799_) {
                    local_43 = l_800_;
                } else {
                    local_43 = false;
                }
                bool l_801_ = local_43;
                double _e1602 = l_mut_389_;
                double l_802_ = (l_801_ ? l_789_ : _e1602);
                l_mut_389_ = l_802_;
                uint _e1604 = l_mut_390_;
                bool l_803_ = (_e1604 == 1u);
                if (l_799_) {
                    local_44 = l_803_;
                } else {
                    local_44 = false;
                }
                bool l_804_ = local_44;
                double _e1611 = l_mut_626_;
                double l_805_ = (l_804_ ? l_789_ : _e1611);
                l_mut_626_ = l_805_;
                uint _e1613 = l_mut_390_;
                bool l_806_ = (_e1613 == 2u);
                if (l_799_) {
                    local_45 = l_806_;
                } else {
                    local_45 = false;
                }
                bool l_807_ = local_45;
                double _e1620 = l_mut_627_;
                double l_808_ = (l_807_ ? l_789_ : _e1620);
                l_mut_627_ = l_808_;
                double l_809_ = (l_799_ ? l_796_ : l_789_);
                double _e1623 = l_mut_630_;
                double l_810_ = (_e1623 + l_787_);
                double l_811_ = (l_797_ ? l_809_ : l_810_);
                l_mut_630_ = l_811_;
                uint l_812_ = uint(l_799_);
                uint _e1627 = l_mut_390_;
                l_mut_390_ = (_e1627 + l_812_);
                uint _e1629 = l_mut_390_;
                bool l_813_ = (_e1629 == 0u);
                double _e1632 = l_mut_389_;
                double _e1633 = l_mut_630_;
                double l_814_ = (l_813_ ? _e1633 : _e1632);
                l_mut_389_ = l_814_;
                uint _e1635 = l_mut_390_;
                bool l_815_ = (_e1635 == 1u);
                double _e1638 = l_mut_626_;
                double _e1639 = l_mut_630_;
                double l_816_ = (l_815_ ? _e1639 : _e1638);
                l_mut_626_ = l_816_;
                uint _e1641 = l_mut_390_;
                bool l_817_ = (_e1641 == 2u);
                double _e1644 = l_mut_627_;
                double _e1645 = l_mut_630_;
                double l_818_ = (l_817_ ? _e1645 : _e1644);
                l_mut_627_ = l_818_;
                uint _e1647 = l_mut_390_;
                bool l_819_ = (_e1647 == 3u);
                double _e1650 = l_mut_628_;
                double _e1651 = l_mut_630_;
                double l_820_ = (l_819_ ? _e1651 : _e1650);
                l_mut_628_ = l_820_;
                double _e1653 = l_mut_389_;
                l_mut_80_ = _e1653;
                double _e1654 = l_mut_626_;
                l_mut_82_ = _e1654;
                double _e1655 = l_mut_627_;
                l_mut_84_ = _e1655;
                double _e1656 = l_mut_628_;
                l_mut_86_ = _e1656;
            }
        }
        uint _e1663 = asuint(info.Load(4+0));
        uint l_821_ = (l_3_ * _e1663);
        uint l_822_ = (l_821_ + l_7_);
        uint _e1669 = asuint(info.Load(0+0));
        uint _e1673 = asuint(info.Load(4+0));
        uint l_823_ = (_e1669 * _e1673);
        uint l_927_ = asuint(info.Load(0+16));
        uint l_928_ = (l_927_ * 1u);
        bool l_929_ = (l_822_ < l_928_);
        if (l_929_) {
            double _e1684 = l_mut_80_;
            buffer_0_global.Store(l_822_*8, _e1684);
        }
        uint l_824_ = (l_823_ + l_822_);
        uint l_930_ = asuint(info.Load(0+16));
        uint l_931_ = (l_930_ * 1u);
        bool l_932_ = (l_824_ < l_931_);
        if (l_932_) {
            double _e1695 = l_mut_82_;
            buffer_0_global.Store(l_824_*8, _e1695);
        }
        uint l_825_ = (2u * l_823_);
        uint l_826_ = (l_825_ + l_822_);
        uint l_933_ = asuint(info.Load(0+16));
        uint l_934_ = (l_933_ * 1u);
        bool l_935_ = (l_826_ < l_934_);
        if (l_935_) {
            double _e1708 = l_mut_84_;
            buffer_0_global.Store(l_826_*8, _e1708);
        }
        uint l_827_ = (3u * l_823_);
        uint l_828_ = (l_827_ + l_822_);
        uint l_936_ = asuint(info.Load(0+16));
        uint l_937_ = (l_936_ * 1u);
        bool l_938_ = (l_828_ < l_937_);
        if (l_938_) {
            double _e1721 = l_mut_86_;
            buffer_0_global.Store(l_828_*8, _e1721);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
