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
    uint64_t l_mut_135_ = (uint64_t)0;
    uint l_mut_203_ = (uint)0;
    uint l_mut_204_ = (uint)0;
    bool l_mut_205_ = (bool)0;
    bool l_mut_207_ = (bool)0;
    uint64_t l_mut_28_ = (uint64_t)0;
    uint64_t l_mut_50_ = (uint64_t)0;
    uint64_t l_mut_81_ = (uint64_t)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_229_ = asuint(info.Load(16+0));
        uint l_230_ = (l_229_ * 1u);
        uint l_231_ = (l_230_ - 1u);
        uint l_232_ = min(3u, l_231_);
        uint _e48; buffer_4_global.InterlockedAdd(l_232_*4, 1u, _e48);
    }
    uint l_3_ = (2u * id);
    uint l_4_ = asuint(info.Load(20+0));
    bool l_5_ = (l_3_ < l_4_);
    if (l_5_) {
        uint l_234_ = asuint(info.Load(12+0));
        uint l_235_ = (l_234_ * 1u);
        bool l_236_ = (0u < l_235_);
        uint l_237_ = (l_235_ - 1u);
        uint l_238_ = min(0u, l_237_);
        uint l_239_ = asuint(buffer_3_global.Load(l_238_*4));
        uint l_6_ = (l_236_ ? l_239_ : 0u);
        uint l_241_ = asuint(info.Load(12+0));
        uint l_242_ = (l_241_ * 1u);
        bool l_243_ = (2u < l_242_);
        uint l_244_ = (l_242_ - 1u);
        uint l_245_ = min(2u, l_244_);
        uint l_246_ = asuint(buffer_3_global.Load(l_245_*4));
        uint l_7_ = (l_243_ ? l_246_ : 0u);
        uint l_8_ = (2u * id);
        uint l_248_ = asuint(info.Load(8+0));
        uint l_249_ = (l_248_ * 1u);
        bool l_250_ = (l_8_ < l_249_);
        uint l_251_ = (l_249_ - 1u);
        uint l_252_ = min(l_8_, l_251_);
        uint l_253_ = asuint(buffer_2_global.Load(l_252_*4));
        uint l_9_ = (l_250_ ? l_253_ : 0u);
        uint64_t l_10_ = uint64_t(l_9_);
        uint l_11_ = (2u * id);
        uint l_12_ = (l_11_ + 1u);
        uint l_255_ = asuint(info.Load(8+0));
        uint l_256_ = (l_255_ * 1u);
        bool l_257_ = (l_12_ < l_256_);
        uint l_258_ = (l_256_ - 1u);
        uint l_259_ = min(l_12_, l_258_);
        uint l_260_ = asuint(buffer_2_global.Load(l_259_*4));
        uint l_13_ = (l_257_ ? l_260_ : 0u);
        uint64_t l_14_ = uint64_t(l_13_);
        uint64_t l_15_ = (l_14_ << uint(32uL));
        uint64_t l_16_ = (l_10_ | l_15_);
        uint l_17_ = (2u * id);
        uint l_262_ = asuint(info.Load(0+0));
        uint l_263_ = (l_262_ * 1u);
        bool l_264_ = (l_17_ < l_263_);
        uint l_265_ = (l_263_ - 1u);
        uint l_266_ = min(l_17_, l_265_);
        uint l_267_ = asuint(buffer_0_global.Load(l_266_*4));
        uint l_18_ = (l_264_ ? l_267_ : 0u);
        uint64_t l_19_ = uint64_t(l_18_);
        uint l_20_ = (2u * id);
        uint l_21_ = (l_20_ + 1u);
        uint l_269_ = asuint(info.Load(0+0));
        uint l_270_ = (l_269_ * 1u);
        bool l_271_ = (l_21_ < l_270_);
        uint l_272_ = (l_270_ - 1u);
        uint l_273_ = min(l_21_, l_272_);
        uint l_274_ = asuint(buffer_0_global.Load(l_273_*4));
        uint l_22_ = (l_271_ ? l_274_ : 0u);
        uint64_t l_23_ = uint64_t(l_22_);
        uint64_t l_24_ = (l_23_ << uint(32uL));
        uint64_t l_25_ = (l_19_ | l_24_);
        uint64_t l_26_ = (l_16_ >> uint(63uL));
        bool l_27_ = (l_26_ == 1uL);
        l_mut_28_ = l_16_;
        if (l_27_) {
            uint64_t l_30_ = (0uL - l_16_);
            l_mut_28_ = l_30_;
        }
        uint64_t l_31_ = uint64_t(l_6_);
        uint64_t _e185 = l_mut_28_;
        uint64_t l_32_ = (_e185 & 4294967295uL);
        uint64_t l_33_ = (l_32_ * l_31_);
        uint64_t _e189 = l_mut_28_;
        uint64_t l_34_ = (_e189 >> uint(32uL));
        uint64_t l_35_ = (l_34_ * l_31_);
        uint64_t l_36_ = (l_35_ << uint(32uL));
        uint64_t l_37_ = (l_33_ + l_36_);
        uint64_t l_38_ = (l_35_ >> uint(32uL));
        bool l_39_ = (l_37_ < l_33_);
        uint64_t l_40_ = uint64_t(l_39_);
        uint64_t l_41_ = (l_38_ + l_40_);
        l_mut_28_ = l_37_;
        bool l_42_ = (l_7_ == 64u);
        if (l_42_) {
            l_mut_28_ = l_41_;
        } else {
            bool l_43_ = (l_7_ > 0u);
            if (l_43_) {
                uint l_44_ = (64u - l_7_);
                uint64_t l_45_ = uint64_t(l_44_);
                uint64_t l_46_ = (l_41_ << uint(l_45_));
                uint64_t l_47_ = uint64_t(l_7_);
                uint64_t l_48_ = (l_37_ >> uint(l_47_));
                uint64_t l_49_ = (l_46_ | l_48_);
                l_mut_28_ = l_49_;
            }
        }
        uint64_t _e222 = l_mut_28_;
        l_mut_50_ = _e222;
        if (l_27_) {
            uint64_t _e224 = l_mut_50_;
            uint64_t l_52_ = (0uL - _e224);
            l_mut_50_ = l_52_;
        }
        uint64_t _e226 = l_mut_50_;
        uint64_t l_53_ = (l_25_ + _e226);
        uint l_54_ = (l_7_ + 3u);
        l_mut_50_ = 0uL;
        bool l_56_ = (l_6_ < 65536u);
        if (l_56_) {
            uint l_57_ = (l_6_ * l_6_);
            uint64_t l_58_ = (l_16_ >> uint(63uL));
            bool l_59_ = (l_58_ == 1uL);
            l_mut_28_ = l_16_;
            if (l_59_) {
                uint64_t l_61_ = (0uL - l_16_);
                l_mut_28_ = l_61_;
            }
            uint64_t l_62_ = uint64_t(l_57_);
            uint64_t _e243 = l_mut_28_;
            uint64_t l_63_ = (_e243 & 4294967295uL);
            uint64_t l_64_ = (l_63_ * l_62_);
            uint64_t _e247 = l_mut_28_;
            uint64_t l_65_ = (_e247 >> uint(32uL));
            uint64_t l_66_ = (l_65_ * l_62_);
            uint64_t l_67_ = (l_66_ << uint(32uL));
            uint64_t l_68_ = (l_64_ + l_67_);
            uint64_t l_69_ = (l_66_ >> uint(32uL));
            bool l_70_ = (l_68_ < l_64_);
            uint64_t l_71_ = uint64_t(l_70_);
            uint64_t l_72_ = (l_69_ + l_71_);
            l_mut_28_ = l_68_;
            bool l_73_ = (l_54_ == 64u);
            if (l_73_) {
                l_mut_28_ = l_72_;
            } else {
                bool l_74_ = (l_54_ > 0u);
                if (l_74_) {
                    uint l_75_ = (64u - l_54_);
                    uint64_t l_76_ = uint64_t(l_75_);
                    uint64_t l_77_ = (l_72_ << uint(l_76_));
                    uint64_t l_78_ = uint64_t(l_54_);
                    uint64_t l_79_ = (l_68_ >> uint(l_78_));
                    uint64_t l_80_ = (l_77_ | l_79_);
                    l_mut_28_ = l_80_;
                }
            }
            uint64_t _e280 = l_mut_28_;
            l_mut_81_ = _e280;
            if (l_59_) {
                uint64_t _e282 = l_mut_81_;
                uint64_t l_83_ = (0uL - _e282);
                l_mut_81_ = l_83_;
            }
            uint64_t _e284 = l_mut_81_;
            l_mut_50_ = _e284;
        } else {
            uint64_t l_84_ = (l_16_ >> uint(63uL));
            bool l_85_ = (l_84_ == 1uL);
            l_mut_81_ = l_16_;
            if (l_85_) {
                uint64_t l_87_ = (0uL - l_16_);
                l_mut_81_ = l_87_;
            }
            uint64_t l_88_ = uint64_t(l_6_);
            uint64_t _e294 = l_mut_81_;
            uint64_t l_89_ = (_e294 & 4294967295uL);
            uint64_t l_90_ = (l_89_ * l_88_);
            uint64_t _e298 = l_mut_81_;
            uint64_t l_91_ = (_e298 >> uint(32uL));
            uint64_t l_92_ = (l_91_ * l_88_);
            uint64_t l_93_ = (l_92_ << uint(32uL));
            uint64_t l_94_ = (l_90_ + l_93_);
            uint64_t l_95_ = (l_92_ >> uint(32uL));
            bool l_96_ = (l_94_ < l_90_);
            uint64_t l_97_ = uint64_t(l_96_);
            uint64_t l_98_ = (l_95_ + l_97_);
            l_mut_28_ = l_94_;
            if (false) {
                l_mut_28_ = l_98_;
            } else {
                if (false) {
                    uint64_t l_102_ = (l_98_ << uint(64uL));
                    uint64_t l_104_ = (l_94_ >> uint(0uL));
                    uint64_t l_105_ = (l_102_ | l_104_);
                    l_mut_28_ = l_105_;
                }
            }
            uint64_t l_106_ = uint64_t(l_6_);
            uint64_t _e328 = l_mut_81_;
            uint64_t l_107_ = (_e328 & 4294967295uL);
            uint64_t l_108_ = (l_107_ * l_106_);
            uint64_t _e332 = l_mut_81_;
            uint64_t l_109_ = (_e332 >> uint(32uL));
            uint64_t l_110_ = (l_109_ * l_106_);
            uint64_t l_111_ = (l_110_ << uint(32uL));
            uint64_t l_112_ = (l_108_ + l_111_);
            uint64_t l_113_ = (l_110_ >> uint(32uL));
            bool l_114_ = (l_112_ < l_108_);
            uint64_t l_115_ = uint64_t(l_114_);
            uint64_t l_116_ = (l_113_ + l_115_);
            l_mut_81_ = l_112_;
            if (true) {
                l_mut_81_ = l_116_;
            } else {
                if (true) {
                    uint64_t l_120_ = (l_116_ << uint(0uL));
                    uint64_t l_122_ = (l_112_ >> uint(64uL));
                    uint64_t l_123_ = (l_120_ | l_122_);
                    l_mut_81_ = l_123_;
                }
            }
            uint64_t l_124_ = uint64_t(l_6_);
            uint64_t _e362 = l_mut_28_;
            uint64_t l_125_ = (_e362 & 4294967295uL);
            uint64_t l_126_ = (l_125_ * l_124_);
            uint64_t _e366 = l_mut_28_;
            uint64_t l_127_ = (_e366 >> uint(32uL));
            uint64_t l_128_ = (l_127_ * l_124_);
            uint64_t l_129_ = (l_128_ << uint(32uL));
            uint64_t l_130_ = (l_126_ + l_129_);
            uint64_t l_131_ = (l_128_ >> uint(32uL));
            bool l_132_ = (l_130_ < l_126_);
            uint64_t l_133_ = uint64_t(l_132_);
            uint64_t l_134_ = (l_131_ + l_133_);
            l_mut_135_ = l_130_;
            if (false) {
                l_mut_135_ = l_134_;
            } else {
                if (false) {
                    uint64_t l_139_ = (l_134_ << uint(64uL));
                    uint64_t l_141_ = (l_130_ >> uint(0uL));
                    uint64_t l_142_ = (l_139_ | l_141_);
                    l_mut_135_ = l_142_;
                }
            }
            uint64_t l_143_ = uint64_t(l_6_);
            uint64_t _e396 = l_mut_28_;
            uint64_t l_144_ = (_e396 & 4294967295uL);
            uint64_t l_145_ = (l_144_ * l_143_);
            uint64_t _e400 = l_mut_28_;
            uint64_t l_146_ = (_e400 >> uint(32uL));
            uint64_t l_147_ = (l_146_ * l_143_);
            uint64_t l_148_ = (l_147_ << uint(32uL));
            uint64_t l_149_ = (l_145_ + l_148_);
            uint64_t l_150_ = (l_147_ >> uint(32uL));
            bool l_151_ = (l_149_ < l_145_);
            uint64_t l_152_ = uint64_t(l_151_);
            uint64_t l_153_ = (l_150_ + l_152_);
            l_mut_28_ = l_149_;
            if (true) {
                l_mut_28_ = l_153_;
            } else {
                if (true) {
                    uint64_t l_157_ = (l_153_ << uint(0uL));
                    uint64_t l_159_ = (l_149_ >> uint(64uL));
                    uint64_t l_160_ = (l_157_ | l_159_);
                    l_mut_28_ = l_160_;
                }
            }
            uint64_t l_161_ = uint64_t(l_6_);
            uint64_t _e430 = l_mut_81_;
            uint64_t l_162_ = (_e430 * l_161_);
            uint64_t _e432 = l_mut_28_;
            uint64_t l_163_ = (_e432 + l_162_);
            uint64_t _e434 = l_mut_135_;
            l_mut_50_ = _e434;
            bool l_164_ = (l_54_ == 64u);
            if (l_164_) {
                l_mut_50_ = l_163_;
            } else {
                bool l_165_ = (l_54_ > 0u);
                if (l_165_) {
                    uint l_166_ = (64u - l_54_);
                    uint64_t l_167_ = uint64_t(l_166_);
                    uint64_t l_168_ = (l_163_ << uint(l_167_));
                    uint64_t l_169_ = uint64_t(l_54_);
                    uint64_t _e446 = l_mut_135_;
                    uint64_t l_170_ = (_e446 >> uint(l_169_));
                    uint64_t l_171_ = (l_168_ + l_170_);
                    l_mut_50_ = l_171_;
                }
            }
            if (l_85_) {
                uint64_t _e452 = l_mut_50_;
                uint64_t l_173_ = (0uL - _e452);
                l_mut_50_ = l_173_;
            }
        }
        uint l_276_ = asuint(info.Load(12+0));
        uint l_277_ = (l_276_ * 1u);
        bool l_278_ = (4u < l_277_);
        uint l_279_ = (l_277_ - 1u);
        uint l_280_ = min(4u, l_279_);
        uint l_281_ = asuint(buffer_3_global.Load(l_280_*4));
        uint l_175_ = (l_278_ ? l_281_ : 0u);
        uint64_t l_176_ = uint64_t(l_175_);
        uint l_178_ = (4u + 1u);
        uint l_283_ = asuint(info.Load(12+0));
        uint l_284_ = (l_283_ * 1u);
        bool l_285_ = (l_178_ < l_284_);
        uint l_286_ = (l_284_ - 1u);
        uint l_287_ = min(l_178_, l_286_);
        uint l_288_ = asuint(buffer_3_global.Load(l_287_*4));
        uint l_179_ = (l_285_ ? l_288_ : 0u);
        uint64_t l_180_ = uint64_t(l_179_);
        uint64_t l_181_ = (l_180_ << uint(32uL));
        uint64_t l_182_ = (l_176_ | l_181_);
        uint64_t _e495 = l_mut_50_;
        l_mut_135_ = _e495;
        uint64_t _e496 = l_mut_50_;
        uint64_t l_183_ = (_e496 >> uint(63uL));
        bool l_184_ = (l_183_ == 1uL);
        if (l_184_) {
            uint64_t _e504 = l_mut_50_;
            uint64_t l_186_ = (0uL - _e504);
            l_mut_135_ = l_186_;
        }
        uint64_t _e506 = l_mut_135_;
        uint64_t l_187_ = (l_182_ + _e506);
        uint64_t l_188_ = (l_187_ + 1uL);
        uint l_189_ = (2u * id);
        uint l_290_ = asuint(info.Load(4+0));
        uint l_291_ = (l_290_ * 1u);
        bool l_292_ = (l_189_ < l_291_);
        uint l_293_ = (l_291_ - 1u);
        uint l_294_ = min(l_189_, l_293_);
        uint l_295_ = asuint(buffer_1_global.Load(l_294_*4));
        uint l_190_ = (l_292_ ? l_295_ : 0u);
        uint64_t l_191_ = uint64_t(l_190_);
        uint l_192_ = (2u * id);
        uint l_193_ = (l_192_ + 1u);
        uint l_297_ = asuint(info.Load(4+0));
        uint l_298_ = (l_297_ * 1u);
        bool l_299_ = (l_193_ < l_298_);
        uint l_300_ = (l_298_ - 1u);
        uint l_301_ = min(l_193_, l_300_);
        uint l_302_ = asuint(buffer_1_global.Load(l_301_*4));
        uint l_194_ = (l_299_ ? l_302_ : 0u);
        uint64_t l_195_ = uint64_t(l_194_);
        uint64_t l_196_ = (l_195_ << uint(32uL));
        uint64_t l_197_ = (l_191_ | l_196_);
        uint64_t _e553 = l_mut_50_;
        uint64_t l_198_ = (l_197_ - _e553);
        uint64_t l_199_ = (l_198_ + l_188_);
        uint64_t l_200_ = (0uL - l_53_);
        uint64_t l_201_ = (l_188_ + l_188_);
        l_mut_135_ = l_200_;
        uint64_t l_202_ = (0uL - l_200_);
        l_mut_81_ = l_202_;
        l_mut_50_ = l_199_;
        l_mut_203_ = 1u;
        l_mut_204_ = 1u;
        l_mut_205_ = false;
        uint64_t _e564 = l_mut_50_;
        bool l_206_ = (_e564 >= l_201_);
        l_mut_207_ = l_206_;
        bool l_208_ = (l_200_ == 0uL);
        if (l_208_) {
            bool _e568 = l_mut_207_;
            l_mut_205_ = _e568;
            l_mut_207_ = false;
        }
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e570 = l_mut_207_;
            bool l_209_ = !(_e570);
            if (l_209_) {
                break;
            }
            uint64_t _e572 = l_mut_50_;
            uint64_t _e573 = l_mut_135_;
            bool l_210_ = (_e572 < _e573);
            if (l_210_) {
                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                while(true) {
                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                    uint64_t _e575 = l_mut_135_;
                    uint64_t _e576 = l_mut_81_;
                    bool l_211_ = (_e575 < _e576);
                    uint _e578 = l_mut_203_;
                    uint _e579 = l_mut_204_;
                    uint l_212_ = (_e578 + _e579);
                    bool l_213_ = (l_212_ < l_6_);
                    if (l_211_) {
                        local = l_213_;
                    } else {
                        local = false;
                    }
                    bool l_214_ = local;
                    bool l_215_ = !(l_214_);
                    if (l_215_) {
                        break;
                    }
                    uint64_t _e587 = l_mut_81_;
                    uint64_t _e588 = l_mut_135_;
                    l_mut_81_ = (_e587 - _e588);
                    uint _e590 = l_mut_203_;
                    uint _e591 = l_mut_204_;
                    l_mut_203_ = (_e590 + _e591);
                }
                uint _e593 = l_mut_203_;
                uint _e594 = l_mut_204_;
                uint l_216_ = (_e593 + _e594);
                bool l_217_ = (l_216_ >= l_6_);
                if (l_217_) {
                    l_mut_205_ = true;
                    l_mut_207_ = false;
                } else {
                    uint64_t _e599 = l_mut_135_;
                    uint64_t _e600 = l_mut_81_;
                    l_mut_135_ = (_e599 - _e600);
                    uint _e602 = l_mut_204_;
                    uint _e603 = l_mut_203_;
                    l_mut_204_ = (_e602 + _e603);
                }
            } else {
                uint64_t _e605 = l_mut_50_;
                uint64_t _e606 = l_mut_135_;
                l_mut_50_ = (_e605 - _e606);
                uint64_t _e608 = l_mut_50_;
                bool l_218_ = (_e608 < l_201_);
                if (l_218_) {
                    l_mut_207_ = false;
                } else {
                    uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                        loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                        uint64_t _e611 = l_mut_81_;
                        uint64_t _e612 = l_mut_135_;
                        bool l_219_ = (_e611 < _e612);
                        uint _e614 = l_mut_203_;
                        uint _e615 = l_mut_204_;
                        uint l_220_ = (_e614 + _e615);
                        bool l_221_ = (l_220_ < l_6_);
                        if (l_219_) {
                            local_1 = l_221_;
                        } else {
                            local_1 = false;
                        }
                        bool l_222_ = local_1;
                        bool l_223_ = !(l_222_);
                        if (l_223_) {
                            break;
                        }
                        uint64_t _e623 = l_mut_135_;
                        uint64_t _e624 = l_mut_81_;
                        l_mut_135_ = (_e623 - _e624);
                        uint _e626 = l_mut_204_;
                        uint _e627 = l_mut_203_;
                        l_mut_204_ = (_e626 + _e627);
                    }
                    uint _e629 = l_mut_203_;
                    uint _e630 = l_mut_204_;
                    uint l_224_ = (_e629 + _e630);
                    bool l_225_ = (l_224_ >= l_6_);
                    if (l_225_) {
                        l_mut_205_ = true;
                        l_mut_207_ = false;
                    } else {
                        uint64_t _e635 = l_mut_81_;
                        uint64_t _e636 = l_mut_135_;
                        l_mut_81_ = (_e635 - _e636);
                        uint _e638 = l_mut_203_;
                        uint _e639 = l_mut_204_;
                        l_mut_203_ = (_e638 + _e639);
                    }
                }
            }
        }
        bool _e641 = l_mut_205_;
        bool l_226_ = !(_e641);
        if (l_226_) {
            uint l_304_ = asuint(info.Load(16+0));
            uint l_305_ = (l_304_ * 1u);
            uint l_306_ = (l_305_ - 1u);
            uint l_307_ = min(0u, l_306_);
            uint _e656; buffer_4_global.InterlockedAdd(l_307_*4, 1u, _e656);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
