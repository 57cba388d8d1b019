struct info_st {
    uint static_meta[10];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
ByteAddressBuffer info : register(t5);

[numthreads(64, 1, 1)]
void plain_phase1_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_104_ = (uint64_t)0;
    uint l_mut_105_ = (uint)0;
    uint l_mut_106_ = (uint)0;
    bool l_mut_107_ = (bool)0;
    bool l_mut_109_ = (bool)0;
    uint64_t l_mut_37_ = (uint64_t)0;
    uint64_t l_mut_59_ = (uint64_t)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_131_ = asuint(info.Load(16+0));
        uint l_132_ = (l_131_ * 1u);
        uint l_133_ = (l_132_ - 1u);
        uint l_134_ = min(3u, l_133_);
        uint _e47; buffer_4_global.InterlockedAdd(l_134_*4, 1u, _e47);
    }
    uint l_3_ = (2u * id);
    uint l_4_ = asuint(info.Load(20+0));
    bool l_5_ = (l_3_ < l_4_);
    if (l_5_) {
        uint l_136_ = asuint(info.Load(12+0));
        uint l_137_ = (l_136_ * 1u);
        bool l_138_ = (0u < l_137_);
        uint l_139_ = (l_137_ - 1u);
        uint l_140_ = min(0u, l_139_);
        uint l_141_ = asuint(buffer_3_global.Load(l_140_*4));
        uint l_6_ = (l_138_ ? l_141_ : 0u);
        uint l_143_ = asuint(info.Load(12+0));
        uint l_144_ = (l_143_ * 1u);
        bool l_145_ = (2u < l_144_);
        uint l_146_ = (l_144_ - 1u);
        uint l_147_ = min(2u, l_146_);
        uint l_148_ = asuint(buffer_3_global.Load(l_147_*4));
        uint l_7_ = (l_145_ ? l_148_ : 0u);
        uint l_150_ = asuint(info.Load(12+0));
        uint l_151_ = (l_150_ * 1u);
        bool l_152_ = (4u < l_151_);
        uint l_153_ = (l_151_ - 1u);
        uint l_154_ = min(4u, l_153_);
        uint l_155_ = asuint(buffer_3_global.Load(l_154_*4));
        uint l_9_ = (l_152_ ? l_155_ : 0u);
        uint64_t l_10_ = uint64_t(l_9_);
        uint l_12_ = (4u + 1u);
        uint l_157_ = asuint(info.Load(12+0));
        uint l_158_ = (l_157_ * 1u);
        bool l_159_ = (l_12_ < l_158_);
        uint l_160_ = (l_158_ - 1u);
        uint l_161_ = min(l_12_, l_160_);
        uint l_162_ = asuint(buffer_3_global.Load(l_161_*4));
        uint l_13_ = (l_159_ ? l_162_ : 0u);
        uint64_t l_14_ = uint64_t(l_13_);
        uint64_t l_15_ = (l_14_ << uint(32uL));
        uint64_t l_16_ = (l_10_ | l_15_);
        uint l_17_ = (2u * id);
        uint l_164_ = asuint(info.Load(8+0));
        uint l_165_ = (l_164_ * 1u);
        bool l_166_ = (l_17_ < l_165_);
        uint l_167_ = (l_165_ - 1u);
        uint l_168_ = min(l_17_, l_167_);
        uint l_169_ = asuint(buffer_2_global.Load(l_168_*4));
        uint l_18_ = (l_166_ ? l_169_ : 0u);
        uint64_t l_19_ = uint64_t(l_18_);
        uint l_20_ = (2u * id);
        uint l_21_ = (l_20_ + 1u);
        uint l_171_ = asuint(info.Load(8+0));
        uint l_172_ = (l_171_ * 1u);
        bool l_173_ = (l_21_ < l_172_);
        uint l_174_ = (l_172_ - 1u);
        uint l_175_ = min(l_21_, l_174_);
        uint l_176_ = asuint(buffer_2_global.Load(l_175_*4));
        uint l_22_ = (l_173_ ? l_176_ : 0u);
        uint64_t l_23_ = uint64_t(l_22_);
        uint64_t l_24_ = (l_23_ << uint(32uL));
        uint64_t l_25_ = (l_19_ | l_24_);
        uint l_26_ = (2u * id);
        uint l_178_ = asuint(info.Load(0+0));
        uint l_179_ = (l_178_ * 1u);
        bool l_180_ = (l_26_ < l_179_);
        uint l_181_ = (l_179_ - 1u);
        uint l_182_ = min(l_26_, l_181_);
        uint l_183_ = asuint(buffer_0_global.Load(l_182_*4));
        uint l_27_ = (l_180_ ? l_183_ : 0u);
        uint64_t l_28_ = uint64_t(l_27_);
        uint l_29_ = (2u * id);
        uint l_30_ = (l_29_ + 1u);
        uint l_185_ = asuint(info.Load(0+0));
        uint l_186_ = (l_185_ * 1u);
        bool l_187_ = (l_30_ < l_186_);
        uint l_188_ = (l_186_ - 1u);
        uint l_189_ = min(l_30_, l_188_);
        uint l_190_ = asuint(buffer_0_global.Load(l_189_*4));
        uint l_31_ = (l_187_ ? l_190_ : 0u);
        uint64_t l_32_ = uint64_t(l_31_);
        uint64_t l_33_ = (l_32_ << uint(32uL));
        uint64_t l_34_ = (l_28_ | l_33_);
        uint64_t l_35_ = (l_25_ >> uint(63uL));
        bool l_36_ = (l_35_ == 1uL);
        l_mut_37_ = l_25_;
        if (l_36_) {
            uint64_t l_39_ = (0uL - l_25_);
            l_mut_37_ = l_39_;
        }
        uint64_t l_40_ = uint64_t(l_6_);
        uint64_t _e225 = l_mut_37_;
        uint64_t l_41_ = (_e225 & 4294967295uL);
        uint64_t l_42_ = (l_41_ * l_40_);
        uint64_t _e229 = l_mut_37_;
        uint64_t l_43_ = (_e229 >> uint(32uL));
        uint64_t l_44_ = (l_43_ * l_40_);
        uint64_t l_45_ = (l_44_ << uint(32uL));
        uint64_t l_46_ = (l_42_ + l_45_);
        uint64_t l_47_ = (l_44_ >> uint(32uL));
        bool l_48_ = (l_46_ < l_42_);
        uint64_t l_49_ = uint64_t(l_48_);
        uint64_t l_50_ = (l_47_ + l_49_);
        l_mut_37_ = l_46_;
        bool l_51_ = (l_7_ == 64u);
        if (l_51_) {
            l_mut_37_ = l_50_;
        } else {
            bool l_52_ = (l_7_ > 0u);
            if (l_52_) {
                uint l_53_ = (64u - l_7_);
                uint64_t l_54_ = uint64_t(l_53_);
                uint64_t l_55_ = (l_50_ << uint(l_54_));
                uint64_t l_56_ = uint64_t(l_7_);
                uint64_t l_57_ = (l_46_ >> uint(l_56_));
                uint64_t l_58_ = (l_55_ | l_57_);
                l_mut_37_ = l_58_;
            }
        }
        uint64_t _e262 = l_mut_37_;
        l_mut_59_ = _e262;
        if (l_36_) {
            uint64_t _e264 = l_mut_59_;
            uint64_t l_61_ = (0uL - _e264);
            l_mut_59_ = l_61_;
        }
        uint64_t _e266 = l_mut_59_;
        uint64_t l_62_ = (l_34_ + _e266);
        uint l_63_ = (2u * id);
        uint l_192_ = asuint(info.Load(4+0));
        uint l_193_ = (l_192_ * 1u);
        bool l_194_ = (l_63_ < l_193_);
        uint l_195_ = (l_193_ - 1u);
        uint l_196_ = min(l_63_, l_195_);
        uint l_197_ = asuint(buffer_1_global.Load(l_196_*4));
        uint l_64_ = (l_194_ ? l_197_ : 0u);
        uint64_t l_65_ = uint64_t(l_64_);
        uint l_66_ = (2u * id);
        uint l_67_ = (l_66_ + 1u);
        uint l_199_ = asuint(info.Load(4+0));
        uint l_200_ = (l_199_ * 1u);
        bool l_201_ = (l_67_ < l_200_);
        uint l_202_ = (l_200_ - 1u);
        uint l_203_ = min(l_67_, l_202_);
        uint l_204_ = asuint(buffer_1_global.Load(l_203_*4));
        uint l_68_ = (l_201_ ? l_204_ : 0u);
        uint64_t l_69_ = uint64_t(l_68_);
        uint64_t l_70_ = (l_69_ << uint(32uL));
        uint64_t l_71_ = (l_65_ | l_70_);
        uint l_72_ = (l_6_ * l_6_);
        uint l_73_ = (l_7_ + 3u);
        uint64_t l_74_ = (l_25_ >> uint(63uL));
        bool l_75_ = (l_74_ == 1uL);
        l_mut_59_ = l_25_;
        if (l_75_) {
            uint64_t l_77_ = (0uL - l_25_);
            l_mut_59_ = l_77_;
        }
        uint64_t l_78_ = uint64_t(l_72_);
        uint64_t _e323 = l_mut_59_;
        uint64_t l_79_ = (_e323 & 4294967295uL);
        uint64_t l_80_ = (l_79_ * l_78_);
        uint64_t _e327 = l_mut_59_;
        uint64_t l_81_ = (_e327 >> uint(32uL));
        uint64_t l_82_ = (l_81_ * l_78_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_80_ + l_83_);
        uint64_t l_85_ = (l_82_ >> uint(32uL));
        bool l_86_ = (l_84_ < l_80_);
        uint64_t l_87_ = uint64_t(l_86_);
        uint64_t l_88_ = (l_85_ + l_87_);
        l_mut_59_ = l_84_;
        bool l_89_ = (l_73_ == 64u);
        if (l_89_) {
            l_mut_59_ = l_88_;
        } else {
            bool l_90_ = (l_73_ > 0u);
            if (l_90_) {
                uint l_91_ = (64u - l_73_);
                uint64_t l_92_ = uint64_t(l_91_);
                uint64_t l_93_ = (l_88_ << uint(l_92_));
                uint64_t l_94_ = uint64_t(l_73_);
                uint64_t l_95_ = (l_84_ >> uint(l_94_));
                uint64_t l_96_ = (l_93_ | l_95_);
                l_mut_59_ = l_96_;
            }
        }
        uint64_t _e360 = l_mut_59_;
        l_mut_37_ = _e360;
        if (l_75_) {
            uint64_t _e362 = l_mut_37_;
            uint64_t l_98_ = (0uL - _e362);
            l_mut_37_ = l_98_;
        }
        uint64_t _e364 = l_mut_37_;
        uint64_t l_99_ = (l_71_ - _e364);
        uint64_t l_100_ = (l_99_ + l_16_);
        uint64_t l_101_ = (0uL - l_62_);
        uint64_t l_102_ = (l_16_ + l_16_);
        l_mut_59_ = l_101_;
        uint64_t l_103_ = (0uL - l_101_);
        l_mut_37_ = l_103_;
        l_mut_104_ = l_100_;
        l_mut_105_ = 1u;
        l_mut_106_ = 1u;
        l_mut_107_ = false;
        uint64_t _e375 = l_mut_104_;
        bool l_108_ = (_e375 >= l_102_);
        l_mut_109_ = l_108_;
        bool l_110_ = (l_101_ == 0uL);
        if (l_110_) {
            bool _e379 = l_mut_109_;
            l_mut_107_ = _e379;
            l_mut_109_ = false;
        }
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e381 = l_mut_109_;
            bool l_111_ = !(_e381);
            if (l_111_) {
                break;
            }
            uint64_t _e383 = l_mut_104_;
            uint64_t _e384 = l_mut_59_;
            bool l_112_ = (_e383 < _e384);
            if (l_112_) {
                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                while(true) {
                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                    uint64_t _e386 = l_mut_59_;
                    uint64_t _e387 = l_mut_37_;
                    bool l_113_ = (_e386 < _e387);
                    uint _e389 = l_mut_105_;
                    uint _e390 = l_mut_106_;
                    uint l_114_ = (_e389 + _e390);
                    bool l_115_ = (l_114_ < l_6_);
                    if (l_113_) {
                        local = l_115_;
                    } else {
                        local = false;
                    }
                    bool l_116_ = local;
                    bool l_117_ = !(l_116_);
                    if (l_117_) {
                        break;
                    }
                    uint64_t _e398 = l_mut_37_;
                    uint64_t _e399 = l_mut_59_;
                    l_mut_37_ = (_e398 - _e399);
                    uint _e401 = l_mut_105_;
                    uint _e402 = l_mut_106_;
                    l_mut_105_ = (_e401 + _e402);
                }
                uint _e404 = l_mut_105_;
                uint _e405 = l_mut_106_;
                uint l_118_ = (_e404 + _e405);
                bool l_119_ = (l_118_ >= l_6_);
                if (l_119_) {
                    l_mut_107_ = true;
                    l_mut_109_ = false;
                } else {
                    uint64_t _e410 = l_mut_59_;
                    uint64_t _e411 = l_mut_37_;
                    l_mut_59_ = (_e410 - _e411);
                    uint _e413 = l_mut_106_;
                    uint _e414 = l_mut_105_;
                    l_mut_106_ = (_e413 + _e414);
                }
            } else {
                uint64_t _e416 = l_mut_104_;
                uint64_t _e417 = l_mut_59_;
                l_mut_104_ = (_e416 - _e417);
                uint64_t _e419 = l_mut_104_;
                bool l_120_ = (_e419 < l_102_);
                if (l_120_) {
                    l_mut_109_ = false;
                } else {
                    uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                        loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                        uint64_t _e422 = l_mut_37_;
                        uint64_t _e423 = l_mut_59_;
                        bool l_121_ = (_e422 < _e423);
                        uint _e425 = l_mut_105_;
                        uint _e426 = l_mut_106_;
                        uint l_122_ = (_e425 + _e426);
                        bool l_123_ = (l_122_ < l_6_);
                        if (l_121_) {
                            local_1 = l_123_;
                        } else {
                            local_1 = false;
                        }
                        bool l_124_ = local_1;
                        bool l_125_ = !(l_124_);
                        if (l_125_) {
                            break;
                        }
                        uint64_t _e434 = l_mut_59_;
                        uint64_t _e435 = l_mut_37_;
                        l_mut_59_ = (_e434 - _e435);
                        uint _e437 = l_mut_106_;
                        uint _e438 = l_mut_105_;
                        l_mut_106_ = (_e437 + _e438);
                    }
                    uint _e440 = l_mut_105_;
                    uint _e441 = l_mut_106_;
                    uint l_126_ = (_e440 + _e441);
                    bool l_127_ = (l_126_ >= l_6_);
                    if (l_127_) {
                        l_mut_107_ = true;
                        l_mut_109_ = false;
                    } else {
                        uint64_t _e446 = l_mut_37_;
                        uint64_t _e447 = l_mut_59_;
                        l_mut_37_ = (_e446 - _e447);
                        uint _e449 = l_mut_105_;
                        uint _e450 = l_mut_106_;
                        l_mut_105_ = (_e449 + _e450);
                    }
                }
            }
        }
        bool _e452 = l_mut_107_;
        bool l_128_ = !(_e452);
        if (l_128_) {
            uint l_206_ = asuint(info.Load(16+0));
            uint l_207_ = (l_206_ * 1u);
            uint l_208_ = (l_207_ - 1u);
            uint l_209_ = min(0u, l_208_);
            uint _e467; buffer_4_global.InterlockedAdd(l_209_*4, 1u, _e467);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
