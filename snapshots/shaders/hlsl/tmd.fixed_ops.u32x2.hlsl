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

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void fixed_ops(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_44_ = (uint)0;
    uint l_mut_45_ = (uint)0;
    uint l_mut_50_ = (uint)0;
    uint l_mut_60_ = (uint)0;
    uint l_mut_66_ = (uint)0;
    uint l_mut_82_ = (uint)0;
    uint l_mut_85_ = (uint)0;
    uint l_mut_86_ = (uint)0;
    uint l_mut_91_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    uint l_mut_83_ = 0u;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(28+0));
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_2_ = (2u * id);
        uint l_187_ = asuint(info.Load(0+0));
        uint l_188_ = (l_187_ * 1u);
        bool l_189_ = (l_2_ < l_188_);
        uint l_190_ = (l_188_ - 1u);
        uint l_191_ = min(l_2_, l_190_);
        uint l_192_ = asuint(buffer_0_global.Load(l_191_*4));
        uint l_3_ = (l_189_ ? l_192_ : 0u);
        uint l_4_ = (2u * id);
        uint l_5_ = (l_4_ + 1u);
        uint l_194_ = asuint(info.Load(0+0));
        uint l_195_ = (l_194_ * 1u);
        bool l_196_ = (l_5_ < l_195_);
        uint l_197_ = (l_195_ - 1u);
        uint l_198_ = min(l_5_, l_197_);
        uint l_199_ = asuint(buffer_0_global.Load(l_198_*4));
        uint l_6_ = (l_196_ ? l_199_ : 0u);
        uint l_7_ = (2u * id);
        uint l_201_ = asuint(info.Load(4+0));
        uint l_202_ = (l_201_ * 1u);
        bool l_203_ = (l_7_ < l_202_);
        uint l_204_ = (l_202_ - 1u);
        uint l_205_ = min(l_7_, l_204_);
        uint l_206_ = asuint(buffer_1_global.Load(l_205_*4));
        uint l_8_ = (l_203_ ? l_206_ : 0u);
        uint l_9_ = (2u * id);
        uint l_10_ = (l_9_ + 1u);
        uint l_208_ = asuint(info.Load(4+0));
        uint l_209_ = (l_208_ * 1u);
        bool l_210_ = (l_10_ < l_209_);
        uint l_211_ = (l_209_ - 1u);
        uint l_212_ = min(l_10_, l_211_);
        uint l_213_ = asuint(buffer_1_global.Load(l_212_*4));
        uint l_11_ = (l_210_ ? l_213_ : 0u);
        uint l_215_ = asuint(info.Load(8+0));
        uint l_216_ = (l_215_ * 1u);
        bool l_217_ = (id < l_216_);
        uint l_218_ = (l_216_ - 1u);
        uint l_219_ = min(id, l_218_);
        uint l_220_ = asuint(buffer_2_global.Load(l_219_*4));
        uint l_12_ = (l_217_ ? l_220_ : 0u);
        uint l_13_ = (6u * id);
        uint l_14_ = (l_3_ + l_8_);
        uint l_15_ = (l_6_ + l_11_);
        bool l_16_ = (l_14_ < l_3_);
        uint l_17_ = uint(l_16_);
        uint l_18_ = (l_15_ + l_17_);
        uint l_19_ = (2u * l_13_);
        uint l_222_ = asuint(info.Load(16+0));
        uint l_223_ = (l_222_ * 1u);
        bool l_224_ = (l_19_ < l_223_);
        if (l_224_) {
            buffer_4_global.Store(l_19_*4, asuint(l_14_));
        }
        uint l_20_ = (2u * l_13_);
        uint l_21_ = (l_20_ + 1u);
        uint l_225_ = asuint(info.Load(16+0));
        uint l_226_ = (l_225_ * 1u);
        bool l_227_ = (l_21_ < l_226_);
        if (l_227_) {
            buffer_4_global.Store(l_21_*4, asuint(l_18_));
        }
        uint l_22_ = (6u * id);
        uint l_23_ = (l_22_ + 1u);
        uint l_24_ = (l_3_ - l_8_);
        uint l_25_ = (l_6_ - l_11_);
        bool l_26_ = (l_3_ < l_8_);
        uint l_27_ = uint(l_26_);
        uint l_28_ = (l_25_ - l_27_);
        uint l_29_ = (2u * l_23_);
        uint l_228_ = asuint(info.Load(16+0));
        uint l_229_ = (l_228_ * 1u);
        bool l_230_ = (l_29_ < l_229_);
        if (l_230_) {
            buffer_4_global.Store(l_29_*4, asuint(l_24_));
        }
        uint l_30_ = (2u * l_23_);
        uint l_31_ = (l_30_ + 1u);
        uint l_231_ = asuint(info.Load(16+0));
        uint l_232_ = (l_231_ * 1u);
        bool l_233_ = (l_31_ < l_232_);
        if (l_233_) {
            buffer_4_global.Store(l_31_*4, asuint(l_28_));
        }
        uint l_32_ = (6u * id);
        uint l_33_ = (l_32_ + 2u);
        uint l_34_ = (l_3_ * l_12_);
        uint64_t l_265_ = uint64_t(l_3_);
        uint64_t l_266_ = uint64_t(l_12_);
        uint64_t l_267_ = (l_265_ * l_266_);
        uint64_t l_268_ = (l_267_ >> uint(32uL));
        uint l_35_ = uint(l_268_);
        uint l_36_ = (l_6_ * l_12_);
        uint l_37_ = (l_35_ + l_36_);
        uint l_38_ = (2u * l_33_);
        uint l_234_ = asuint(info.Load(16+0));
        uint l_235_ = (l_234_ * 1u);
        bool l_236_ = (l_38_ < l_235_);
        if (l_236_) {
            buffer_4_global.Store(l_38_*4, asuint(l_34_));
        }
        uint l_39_ = (2u * l_33_);
        uint l_40_ = (l_39_ + 1u);
        uint l_237_ = asuint(info.Load(16+0));
        uint l_238_ = (l_237_ * 1u);
        bool l_239_ = (l_40_ < l_238_);
        if (l_239_) {
            buffer_4_global.Store(l_40_*4, asuint(l_37_));
        }
        uint l_41_ = (6u * id);
        uint l_42_ = (l_41_ + 3u);
        uint l_43_ = naga_mod(l_12_, 64u);
        l_mut_44_ = l_3_;
        l_mut_45_ = l_6_;
        bool l_46_ = (l_43_ >= 32u);
        if (l_46_) {
            uint l_47_ = (l_43_ & 31u);
            uint l_48_ = (l_6_ >> l_47_);
            l_mut_44_ = l_48_;
            l_mut_45_ = 0u;
        } else {
            bool l_49_ = (l_43_ > 0u);
            if (l_49_) {
                l_mut_50_ = l_3_;
                bool l_51_ = (l_43_ > 0u);
                if (l_51_) {
                    uint l_52_ = (l_3_ >> l_43_);
                    uint l_53_ = (32u - l_43_);
                    uint l_54_ = (l_6_ << l_53_);
                    uint l_55_ = (l_52_ | l_54_);
                    l_mut_50_ = l_55_;
                }
                uint l_56_ = (l_6_ >> l_43_);
                uint _e252 = l_mut_50_;
                l_mut_44_ = _e252;
                l_mut_45_ = l_56_;
            }
        }
        uint l_57_ = (2u * l_42_);
        uint l_240_ = asuint(info.Load(16+0));
        uint l_241_ = (l_240_ * 1u);
        bool l_242_ = (l_57_ < l_241_);
        if (l_242_) {
            uint _e264 = l_mut_44_;
            buffer_4_global.Store(l_57_*4, asuint(_e264));
        }
        uint l_58_ = (2u * l_42_);
        uint l_59_ = (l_58_ + 1u);
        uint l_243_ = asuint(info.Load(16+0));
        uint l_244_ = (l_243_ * 1u);
        bool l_245_ = (l_59_ < l_244_);
        if (l_245_) {
            uint _e278 = l_mut_45_;
            buffer_4_global.Store(l_59_*4, asuint(_e278));
        }
        l_mut_50_ = l_8_;
        l_mut_45_ = l_11_;
        l_mut_44_ = l_3_;
        l_mut_60_ = l_6_;
        bool l_61_ = (l_11_ < l_6_);
        bool l_62_ = (l_11_ == l_6_);
        bool l_63_ = (l_8_ < l_3_);
        if (l_62_) {
            local = l_63_;
        } else {
            local = false;
        }
        bool l_64_ = local;
        if (!(l_61_)) {
            local_1 = l_64_;
        } else {
            local_1 = true;
        }
        bool l_65_ = local_1;
        if (l_65_) {
            l_mut_50_ = l_3_;
            l_mut_45_ = l_6_;
            l_mut_44_ = l_8_;
            l_mut_60_ = l_11_;
        }
        l_mut_66_ = 0u;
        uint _e292 = l_mut_44_;
        uint _e293 = l_mut_60_;
        uint l_67_ = (_e292 | _e293);
        bool l_68_ = (l_67_ == 0u);
        bool l_69_ = !(l_68_);
        uint _e298 = l_mut_60_;
        uint _e299 = l_mut_45_;
        bool l_70_ = (_e298 < _e299);
        uint _e301 = l_mut_60_;
        uint _e302 = l_mut_45_;
        bool l_71_ = (_e301 == _e302);
        uint _e304 = l_mut_44_;
        uint _e305 = l_mut_50_;
        bool l_72_ = (_e304 < _e305);
        if (l_71_) {
            local_2 = l_72_;
        } else {
            local_2 = false;
        }
        bool l_73_ = local_2;
        if (!(l_70_)) {
            local_3 = l_73_;
        } else {
            local_3 = true;
        }
        bool l_74_ = local_3;
        if (l_69_) {
            local_4 = l_74_;
        } else {
            local_4 = false;
        }
        bool l_75_ = local_4;
        if (l_75_) {
            uint l_76_ = naga_mod(l_12_, 32768u);
            uint _e322 = l_mut_50_;
            uint l_77_ = (_e322 - 1u);
            uint _e325 = l_mut_45_;
            uint l_78_ = (_e325 - 0u);
            uint _e328 = l_mut_50_;
            bool l_79_ = (_e328 < 1u);
            uint l_80_ = uint(l_79_);
            uint l_81_ = (l_78_ - l_80_);
            l_mut_50_ = l_77_;
            l_mut_45_ = l_81_;
            l_mut_82_ = 0u;
            uint2 loop_bound = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound == uint2(0u, 0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                if (!loop_init) {
                    uint _e421 = l_mut_83_;
                    l_mut_83_ = (_e421 + 1u);
                }
                loop_init = false;
                uint _e336 = l_mut_83_;
                if ((_e336 < 16u)) {
                } else {
                    break;
                }
                {
                    uint _e340 = l_mut_83_;
                    uint l_84_ = (15u - _e340);
                    uint _e342 = l_mut_50_;
                    l_mut_85_ = _e342;
                    uint _e343 = l_mut_45_;
                    l_mut_86_ = _e343;
                    bool l_87_ = (l_84_ >= 32u);
                    if (l_87_) {
                        uint l_88_ = (l_84_ & 31u);
                        uint _e348 = l_mut_45_;
                        uint l_89_ = (_e348 >> l_88_);
                        l_mut_85_ = l_89_;
                        l_mut_86_ = 0u;
                    } else {
                        bool l_90_ = (l_84_ > 0u);
                        if (l_90_) {
                            uint _e353 = l_mut_50_;
                            l_mut_91_ = _e353;
                            bool l_92_ = (l_84_ > 0u);
                            if (l_92_) {
                                uint _e356 = l_mut_50_;
                                uint l_93_ = (_e356 >> l_84_);
                                uint l_94_ = (32u - l_84_);
                                uint _e360 = l_mut_45_;
                                uint l_95_ = (_e360 << l_94_);
                                uint l_96_ = (l_93_ | l_95_);
                                l_mut_91_ = l_96_;
                            }
                            uint _e363 = l_mut_45_;
                            uint l_97_ = (_e363 >> l_84_);
                            uint _e365 = l_mut_91_;
                            l_mut_85_ = _e365;
                            l_mut_86_ = l_97_;
                        }
                    }
                    uint _e366 = l_mut_86_;
                    uint _e367 = l_mut_60_;
                    bool l_98_ = (_e366 < _e367);
                    uint _e369 = l_mut_86_;
                    uint _e370 = l_mut_60_;
                    bool l_99_ = (_e369 == _e370);
                    uint _e372 = l_mut_85_;
                    uint _e373 = l_mut_44_;
                    bool l_100_ = (_e372 < _e373);
                    if (l_99_) {
                        local_5 = l_100_;
                    } else {
                        local_5 = false;
                    }
                    bool l_101_ = local_5;
                    if (!(l_98_)) {
                        local_6 = l_101_;
                    } else {
                        local_6 = true;
                    }
                    bool l_102_ = local_6;
                    bool l_103_ = !(l_102_);
                    if (l_103_) {
                        uint _e385 = l_mut_44_;
                        l_mut_91_ = _e385;
                        uint _e386 = l_mut_60_;
                        l_mut_86_ = _e386;
                        bool l_104_ = (l_84_ >= 32u);
                        if (l_104_) {
                            uint l_105_ = (l_84_ & 31u);
                            uint _e391 = l_mut_44_;
                            uint l_106_ = (_e391 << l_105_);
                            l_mut_91_ = 0u;
                            l_mut_86_ = l_106_;
                        } else {
                            bool l_107_ = (l_84_ > 0u);
                            if (l_107_) {
                                uint _e396 = l_mut_44_;
                                uint l_108_ = (_e396 << l_84_);
                                uint _e398 = l_mut_60_;
                                uint l_109_ = (_e398 << l_84_);
                                uint l_110_ = (32u - l_84_);
                                uint _e402 = l_mut_44_;
                                uint l_111_ = (_e402 >> l_110_);
                                uint l_112_ = (l_109_ | l_111_);
                                l_mut_91_ = l_108_;
                                l_mut_86_ = l_112_;
                            }
                        }
                        uint _e405 = l_mut_50_;
                        uint _e406 = l_mut_91_;
                        uint l_113_ = (_e405 - _e406);
                        uint _e408 = l_mut_45_;
                        uint _e409 = l_mut_86_;
                        uint l_114_ = (_e408 - _e409);
                        uint _e411 = l_mut_50_;
                        uint _e412 = l_mut_91_;
                        bool l_115_ = (_e411 < _e412);
                        uint l_116_ = uint(l_115_);
                        uint l_117_ = (l_114_ - l_116_);
                        l_mut_50_ = l_113_;
                        l_mut_45_ = l_117_;
                        uint l_118_ = (1u << l_84_);
                        uint _e418 = l_mut_82_;
                        l_mut_82_ = (_e418 | l_118_);
                    }
                }
            }
            uint _e423 = l_mut_82_;
            uint l_119_ = min(_e423, l_76_);
            l_mut_91_ = l_119_;
            uint _e425 = l_mut_45_;
            uint _e426 = l_mut_60_;
            bool l_120_ = (_e425 < _e426);
            uint _e428 = l_mut_45_;
            uint _e429 = l_mut_60_;
            bool l_121_ = (_e428 == _e429);
            uint _e431 = l_mut_50_;
            uint _e432 = l_mut_44_;
            bool l_122_ = (_e431 < _e432);
            if (l_121_) {
                local_7 = l_122_;
            } else {
                local_7 = false;
            }
            bool l_123_ = local_7;
            if (!(l_120_)) {
                local_8 = l_123_;
            } else {
                local_8 = true;
            }
            bool l_124_ = local_8;
            bool l_125_ = !(l_124_);
            if (l_125_) {
                l_mut_91_ = l_76_;
            }
            uint _e444 = l_mut_91_;
            l_mut_66_ = _e444;
        }
        bool l_126_ = (l_6_ < l_11_);
        bool l_127_ = (l_6_ == l_11_);
        bool l_128_ = (l_3_ < l_8_);
        if (l_127_) {
            local_9 = l_128_;
        } else {
            local_9 = false;
        }
        bool l_129_ = local_9;
        if (!(l_126_)) {
            local_10 = l_129_;
        } else {
            local_10 = true;
        }
        bool l_130_ = local_10;
        uint l_131_ = uint(l_130_);
        uint l_132_ = (l_131_ << 16u);
        uint _e460 = l_mut_66_;
        l_mut_66_ = (_e460 | l_132_);
        uint l_133_ = (l_6_ >> 31u);
        bool l_134_ = (l_133_ == 1u);
        uint l_135_ = uint(l_134_);
        uint l_136_ = (l_135_ << 17u);
        uint _e469 = l_mut_66_;
        l_mut_66_ = (_e469 | l_136_);
        uint l_137_ = (6u * id);
        uint l_138_ = (l_137_ + 4u);
        uint l_139_ = (2u * l_138_);
        uint l_246_ = asuint(info.Load(16+0));
        uint l_247_ = (l_246_ * 1u);
        bool l_248_ = (l_139_ < l_247_);
        if (l_248_) {
            uint _e486 = l_mut_66_;
            buffer_4_global.Store(l_139_*4, asuint(_e486));
        }
        uint l_140_ = (2u * l_138_);
        uint l_141_ = (l_140_ + 1u);
        uint l_249_ = asuint(info.Load(16+0));
        uint l_250_ = (l_249_ * 1u);
        bool l_251_ = (l_141_ < l_250_);
        if (l_251_) {
            buffer_4_global.Store(l_141_*4, asuint(0u));
        }
        uint l_142_ = (6u * id);
        uint l_143_ = (l_142_ + 5u);
        uint l_252_ = asuint(info.Load(12+0));
        uint l_253_ = (l_252_ * 1u);
        bool l_254_ = (id < l_253_);
        uint l_255_ = (l_253_ - 1u);
        uint l_256_ = min(id, l_255_);
        uint l_257_ = asuint(buffer_3_global.Load(l_256_*4));
        uint l_144_ = (l_254_ ? l_257_ : 0u);
        uint l_145_ = (l_6_ >> 31u);
        bool l_146_ = (l_145_ == 1u);
        l_mut_91_ = l_3_;
        l_mut_86_ = l_6_;
        if (l_146_) {
            uint l_147_ = (0u - l_3_);
            uint l_148_ = (0u - l_6_);
            bool l_149_ = (0u < l_3_);
            uint l_150_ = uint(l_149_);
            uint l_151_ = (l_148_ - l_150_);
            l_mut_91_ = l_147_;
            l_mut_86_ = l_151_;
        }
        uint _e532 = l_mut_91_;
        uint l_152_ = (_e532 * l_12_);
        uint _e534 = l_mut_86_;
        uint l_153_ = (_e534 * l_12_);
        uint _e536 = l_mut_91_;
        uint64_t l_270_ = uint64_t(_e536);
        uint64_t l_271_ = uint64_t(l_12_);
        uint64_t l_272_ = (l_270_ * l_271_);
        uint64_t l_273_ = (l_272_ >> uint(32uL));
        uint l_154_ = uint(l_273_);
        uint l_155_ = (l_154_ + l_153_);
        uint _e547 = l_mut_86_;
        uint64_t l_275_ = uint64_t(_e547);
        uint64_t l_276_ = uint64_t(l_12_);
        uint64_t l_277_ = (l_275_ * l_276_);
        uint64_t l_278_ = (l_277_ >> uint(32uL));
        uint l_156_ = uint(l_278_);
        bool l_157_ = (l_155_ < l_153_);
        uint l_158_ = uint(l_157_);
        uint l_159_ = (l_156_ + l_158_);
        uint l_160_ = naga_mod(l_144_, 32u);
        l_mut_85_ = l_152_;
        bool l_161_ = (l_160_ > 0u);
        if (l_161_) {
            uint l_162_ = (l_152_ >> l_160_);
            uint l_163_ = (32u - l_160_);
            uint l_164_ = (l_155_ << l_163_);
            uint l_165_ = (l_162_ | l_164_);
            l_mut_85_ = l_165_;
        }
        l_mut_82_ = l_155_;
        bool l_166_ = (l_160_ > 0u);
        if (l_166_) {
            uint l_167_ = (l_155_ >> l_160_);
            uint l_168_ = (32u - l_160_);
            uint l_169_ = (l_159_ << l_168_);
            uint l_170_ = (l_167_ | l_169_);
            l_mut_82_ = l_170_;
        }
        uint _e576 = l_mut_85_;
        l_mut_66_ = _e576;
        uint _e577 = l_mut_82_;
        l_mut_85_ = _e577;
        bool l_171_ = (l_144_ >= 64u);
        if (l_171_) {
            l_mut_66_ = l_159_;
            l_mut_85_ = 0u;
        } else {
            bool l_172_ = (l_144_ >= 32u);
            if (l_172_) {
                l_mut_82_ = l_155_;
                bool l_173_ = (l_160_ > 0u);
                if (l_173_) {
                    uint l_174_ = (l_155_ >> l_160_);
                    uint l_175_ = (32u - l_160_);
                    uint l_176_ = (l_159_ << l_175_);
                    uint l_177_ = (l_174_ | l_176_);
                    l_mut_82_ = l_177_;
                }
                uint l_178_ = (l_159_ >> l_160_);
                uint _e591 = l_mut_82_;
                l_mut_66_ = _e591;
                l_mut_85_ = l_178_;
            }
        }
        uint _e592 = l_mut_66_;
        l_mut_91_ = _e592;
        uint _e593 = l_mut_85_;
        l_mut_86_ = _e593;
        if (l_146_) {
            uint _e595 = l_mut_91_;
            uint l_179_ = (0u - _e595);
            uint _e598 = l_mut_86_;
            uint l_180_ = (0u - _e598);
            uint _e601 = l_mut_91_;
            bool l_181_ = (0u < _e601);
            uint l_182_ = uint(l_181_);
            uint l_183_ = (l_180_ - l_182_);
            l_mut_91_ = l_179_;
            l_mut_86_ = l_183_;
        }
        uint l_184_ = (2u * l_143_);
        uint l_259_ = asuint(info.Load(16+0));
        uint l_260_ = (l_259_ * 1u);
        bool l_261_ = (l_184_ < l_260_);
        if (l_261_) {
            uint _e616 = l_mut_91_;
            buffer_4_global.Store(l_184_*4, asuint(_e616));
        }
        uint l_185_ = (2u * l_143_);
        uint l_186_ = (l_185_ + 1u);
        uint l_262_ = asuint(info.Load(16+0));
        uint l_263_ = (l_262_ * 1u);
        bool l_264_ = (l_186_ < l_263_);
        if (l_264_) {
            uint _e630 = l_mut_86_;
            buffer_4_global.Store(l_186_*4, asuint(_e630));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
