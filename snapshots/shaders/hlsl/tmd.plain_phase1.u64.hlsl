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
    uint64_t l_mut_153_ = (uint64_t)0;
    uint l_mut_197_ = (uint)0;
    uint l_mut_198_ = (uint)0;
    bool l_mut_199_ = (bool)0;
    bool l_mut_201_ = (bool)0;
    uint64_t l_mut_37_ = (uint64_t)0;
    uint64_t l_mut_59_ = (uint64_t)0;
    uint64_t l_mut_99_ = (uint64_t)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_223_ = asuint(info.Load(16+0));
        uint l_224_ = (l_223_ * 1u);
        uint l_225_ = (l_224_ - 1u);
        uint l_226_ = min(3u, l_225_);
        uint _e48; buffer_4_global.InterlockedAdd(l_226_*4, 1u, _e48);
    }
    uint l_3_ = (2u * id);
    uint l_4_ = asuint(info.Load(20+0));
    bool l_5_ = (l_3_ < l_4_);
    if (l_5_) {
        uint l_228_ = asuint(info.Load(12+0));
        uint l_229_ = (l_228_ * 1u);
        bool l_230_ = (0u < l_229_);
        uint l_231_ = (l_229_ - 1u);
        uint l_232_ = min(0u, l_231_);
        uint l_233_ = asuint(buffer_3_global.Load(l_232_*4));
        uint l_6_ = (l_230_ ? l_233_ : 0u);
        uint l_235_ = asuint(info.Load(12+0));
        uint l_236_ = (l_235_ * 1u);
        bool l_237_ = (2u < l_236_);
        uint l_238_ = (l_236_ - 1u);
        uint l_239_ = min(2u, l_238_);
        uint l_240_ = asuint(buffer_3_global.Load(l_239_*4));
        uint l_7_ = (l_237_ ? l_240_ : 0u);
        uint l_242_ = asuint(info.Load(12+0));
        uint l_243_ = (l_242_ * 1u);
        bool l_244_ = (4u < l_243_);
        uint l_245_ = (l_243_ - 1u);
        uint l_246_ = min(4u, l_245_);
        uint l_247_ = asuint(buffer_3_global.Load(l_246_*4));
        uint l_9_ = (l_244_ ? l_247_ : 0u);
        uint64_t l_10_ = uint64_t(l_9_);
        uint l_12_ = (4u + 1u);
        uint l_249_ = asuint(info.Load(12+0));
        uint l_250_ = (l_249_ * 1u);
        bool l_251_ = (l_12_ < l_250_);
        uint l_252_ = (l_250_ - 1u);
        uint l_253_ = min(l_12_, l_252_);
        uint l_254_ = asuint(buffer_3_global.Load(l_253_*4));
        uint l_13_ = (l_251_ ? l_254_ : 0u);
        uint64_t l_14_ = uint64_t(l_13_);
        uint64_t l_15_ = (l_14_ << uint(32uL));
        uint64_t l_16_ = (l_10_ | l_15_);
        uint l_17_ = (2u * id);
        uint l_256_ = asuint(info.Load(8+0));
        uint l_257_ = (l_256_ * 1u);
        bool l_258_ = (l_17_ < l_257_);
        uint l_259_ = (l_257_ - 1u);
        uint l_260_ = min(l_17_, l_259_);
        uint l_261_ = asuint(buffer_2_global.Load(l_260_*4));
        uint l_18_ = (l_258_ ? l_261_ : 0u);
        uint64_t l_19_ = uint64_t(l_18_);
        uint l_20_ = (2u * id);
        uint l_21_ = (l_20_ + 1u);
        uint l_263_ = asuint(info.Load(8+0));
        uint l_264_ = (l_263_ * 1u);
        bool l_265_ = (l_21_ < l_264_);
        uint l_266_ = (l_264_ - 1u);
        uint l_267_ = min(l_21_, l_266_);
        uint l_268_ = asuint(buffer_2_global.Load(l_267_*4));
        uint l_22_ = (l_265_ ? l_268_ : 0u);
        uint64_t l_23_ = uint64_t(l_22_);
        uint64_t l_24_ = (l_23_ << uint(32uL));
        uint64_t l_25_ = (l_19_ | l_24_);
        uint l_26_ = (2u * id);
        uint l_270_ = asuint(info.Load(0+0));
        uint l_271_ = (l_270_ * 1u);
        bool l_272_ = (l_26_ < l_271_);
        uint l_273_ = (l_271_ - 1u);
        uint l_274_ = min(l_26_, l_273_);
        uint l_275_ = asuint(buffer_0_global.Load(l_274_*4));
        uint l_27_ = (l_272_ ? l_275_ : 0u);
        uint64_t l_28_ = uint64_t(l_27_);
        uint l_29_ = (2u * id);
        uint l_30_ = (l_29_ + 1u);
        uint l_277_ = asuint(info.Load(0+0));
        uint l_278_ = (l_277_ * 1u);
        bool l_279_ = (l_30_ < l_278_);
        uint l_280_ = (l_278_ - 1u);
        uint l_281_ = min(l_30_, l_280_);
        uint l_282_ = asuint(buffer_0_global.Load(l_281_*4));
        uint l_31_ = (l_279_ ? l_282_ : 0u);
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
        uint64_t _e226 = l_mut_37_;
        uint64_t l_41_ = (_e226 & 4294967295uL);
        uint64_t l_42_ = (l_41_ * l_40_);
        uint64_t _e230 = l_mut_37_;
        uint64_t l_43_ = (_e230 >> uint(32uL));
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
        uint64_t _e263 = l_mut_37_;
        l_mut_59_ = _e263;
        if (l_36_) {
            uint64_t _e265 = l_mut_59_;
            uint64_t l_61_ = (0uL - _e265);
            l_mut_59_ = l_61_;
        }
        uint64_t _e267 = l_mut_59_;
        uint64_t l_62_ = (l_34_ + _e267);
        uint l_63_ = (2u * id);
        uint l_284_ = asuint(info.Load(4+0));
        uint l_285_ = (l_284_ * 1u);
        bool l_286_ = (l_63_ < l_285_);
        uint l_287_ = (l_285_ - 1u);
        uint l_288_ = min(l_63_, l_287_);
        uint l_289_ = asuint(buffer_1_global.Load(l_288_*4));
        uint l_64_ = (l_286_ ? l_289_ : 0u);
        uint64_t l_65_ = uint64_t(l_64_);
        uint l_66_ = (2u * id);
        uint l_67_ = (l_66_ + 1u);
        uint l_291_ = asuint(info.Load(4+0));
        uint l_292_ = (l_291_ * 1u);
        bool l_293_ = (l_67_ < l_292_);
        uint l_294_ = (l_292_ - 1u);
        uint l_295_ = min(l_67_, l_294_);
        uint l_296_ = asuint(buffer_1_global.Load(l_295_*4));
        uint l_68_ = (l_293_ ? l_296_ : 0u);
        uint64_t l_69_ = uint64_t(l_68_);
        uint64_t l_70_ = (l_69_ << uint(32uL));
        uint64_t l_71_ = (l_65_ | l_70_);
        uint l_72_ = (l_7_ + 3u);
        l_mut_59_ = 0uL;
        bool l_74_ = (l_6_ < 65536u);
        if (l_74_) {
            uint l_75_ = (l_6_ * l_6_);
            uint64_t l_76_ = (l_25_ >> uint(63uL));
            bool l_77_ = (l_76_ == 1uL);
            l_mut_37_ = l_25_;
            if (l_77_) {
                uint64_t l_79_ = (0uL - l_25_);
                l_mut_37_ = l_79_;
            }
            uint64_t l_80_ = uint64_t(l_75_);
            uint64_t _e327 = l_mut_37_;
            uint64_t l_81_ = (_e327 & 4294967295uL);
            uint64_t l_82_ = (l_81_ * l_80_);
            uint64_t _e331 = l_mut_37_;
            uint64_t l_83_ = (_e331 >> uint(32uL));
            uint64_t l_84_ = (l_83_ * l_80_);
            uint64_t l_85_ = (l_84_ << uint(32uL));
            uint64_t l_86_ = (l_82_ + l_85_);
            uint64_t l_87_ = (l_84_ >> uint(32uL));
            bool l_88_ = (l_86_ < l_82_);
            uint64_t l_89_ = uint64_t(l_88_);
            uint64_t l_90_ = (l_87_ + l_89_);
            l_mut_37_ = l_86_;
            bool l_91_ = (l_72_ == 64u);
            if (l_91_) {
                l_mut_37_ = l_90_;
            } else {
                bool l_92_ = (l_72_ > 0u);
                if (l_92_) {
                    uint l_93_ = (64u - l_72_);
                    uint64_t l_94_ = uint64_t(l_93_);
                    uint64_t l_95_ = (l_90_ << uint(l_94_));
                    uint64_t l_96_ = uint64_t(l_72_);
                    uint64_t l_97_ = (l_86_ >> uint(l_96_));
                    uint64_t l_98_ = (l_95_ | l_97_);
                    l_mut_37_ = l_98_;
                }
            }
            uint64_t _e364 = l_mut_37_;
            l_mut_99_ = _e364;
            if (l_77_) {
                uint64_t _e366 = l_mut_99_;
                uint64_t l_101_ = (0uL - _e366);
                l_mut_99_ = l_101_;
            }
            uint64_t _e368 = l_mut_99_;
            l_mut_59_ = _e368;
        } else {
            uint64_t l_102_ = (l_25_ >> uint(63uL));
            bool l_103_ = (l_102_ == 1uL);
            l_mut_99_ = l_25_;
            if (l_103_) {
                uint64_t l_105_ = (0uL - l_25_);
                l_mut_99_ = l_105_;
            }
            uint64_t l_106_ = uint64_t(l_6_);
            uint64_t _e378 = l_mut_99_;
            uint64_t l_107_ = (_e378 & 4294967295uL);
            uint64_t l_108_ = (l_107_ * l_106_);
            uint64_t _e382 = l_mut_99_;
            uint64_t l_109_ = (_e382 >> uint(32uL));
            uint64_t l_110_ = (l_109_ * l_106_);
            uint64_t l_111_ = (l_110_ << uint(32uL));
            uint64_t l_112_ = (l_108_ + l_111_);
            uint64_t l_113_ = (l_110_ >> uint(32uL));
            bool l_114_ = (l_112_ < l_108_);
            uint64_t l_115_ = uint64_t(l_114_);
            uint64_t l_116_ = (l_113_ + l_115_);
            l_mut_37_ = l_112_;
            if (false) {
                l_mut_37_ = l_116_;
            } else {
                if (false) {
                    uint64_t l_120_ = (l_116_ << uint(64uL));
                    uint64_t l_122_ = (l_112_ >> uint(0uL));
                    uint64_t l_123_ = (l_120_ | l_122_);
                    l_mut_37_ = l_123_;
                }
            }
            uint64_t l_124_ = uint64_t(l_6_);
            uint64_t _e412 = l_mut_99_;
            uint64_t l_125_ = (_e412 & 4294967295uL);
            uint64_t l_126_ = (l_125_ * l_124_);
            uint64_t _e416 = l_mut_99_;
            uint64_t l_127_ = (_e416 >> uint(32uL));
            uint64_t l_128_ = (l_127_ * l_124_);
            uint64_t l_129_ = (l_128_ << uint(32uL));
            uint64_t l_130_ = (l_126_ + l_129_);
            uint64_t l_131_ = (l_128_ >> uint(32uL));
            bool l_132_ = (l_130_ < l_126_);
            uint64_t l_133_ = uint64_t(l_132_);
            uint64_t l_134_ = (l_131_ + l_133_);
            l_mut_99_ = l_130_;
            if (true) {
                l_mut_99_ = l_134_;
            } else {
                if (true) {
                    uint64_t l_138_ = (l_134_ << uint(0uL));
                    uint64_t l_140_ = (l_130_ >> uint(64uL));
                    uint64_t l_141_ = (l_138_ | l_140_);
                    l_mut_99_ = l_141_;
                }
            }
            uint64_t l_142_ = uint64_t(l_6_);
            uint64_t _e446 = l_mut_37_;
            uint64_t l_143_ = (_e446 & 4294967295uL);
            uint64_t l_144_ = (l_143_ * l_142_);
            uint64_t _e450 = l_mut_37_;
            uint64_t l_145_ = (_e450 >> uint(32uL));
            uint64_t l_146_ = (l_145_ * l_142_);
            uint64_t l_147_ = (l_146_ << uint(32uL));
            uint64_t l_148_ = (l_144_ + l_147_);
            uint64_t l_149_ = (l_146_ >> uint(32uL));
            bool l_150_ = (l_148_ < l_144_);
            uint64_t l_151_ = uint64_t(l_150_);
            uint64_t l_152_ = (l_149_ + l_151_);
            l_mut_153_ = l_148_;
            if (false) {
                l_mut_153_ = l_152_;
            } else {
                if (false) {
                    uint64_t l_157_ = (l_152_ << uint(64uL));
                    uint64_t l_159_ = (l_148_ >> uint(0uL));
                    uint64_t l_160_ = (l_157_ | l_159_);
                    l_mut_153_ = l_160_;
                }
            }
            uint64_t l_161_ = uint64_t(l_6_);
            uint64_t _e480 = l_mut_37_;
            uint64_t l_162_ = (_e480 & 4294967295uL);
            uint64_t l_163_ = (l_162_ * l_161_);
            uint64_t _e484 = l_mut_37_;
            uint64_t l_164_ = (_e484 >> uint(32uL));
            uint64_t l_165_ = (l_164_ * l_161_);
            uint64_t l_166_ = (l_165_ << uint(32uL));
            uint64_t l_167_ = (l_163_ + l_166_);
            uint64_t l_168_ = (l_165_ >> uint(32uL));
            bool l_169_ = (l_167_ < l_163_);
            uint64_t l_170_ = uint64_t(l_169_);
            uint64_t l_171_ = (l_168_ + l_170_);
            l_mut_37_ = l_167_;
            if (true) {
                l_mut_37_ = l_171_;
            } else {
                if (true) {
                    uint64_t l_175_ = (l_171_ << uint(0uL));
                    uint64_t l_177_ = (l_167_ >> uint(64uL));
                    uint64_t l_178_ = (l_175_ | l_177_);
                    l_mut_37_ = l_178_;
                }
            }
            uint64_t l_179_ = uint64_t(l_6_);
            uint64_t _e514 = l_mut_99_;
            uint64_t l_180_ = (_e514 * l_179_);
            uint64_t _e516 = l_mut_37_;
            uint64_t l_181_ = (_e516 + l_180_);
            uint64_t _e518 = l_mut_153_;
            l_mut_59_ = _e518;
            bool l_182_ = (l_72_ == 64u);
            if (l_182_) {
                l_mut_59_ = l_181_;
            } else {
                bool l_183_ = (l_72_ > 0u);
                if (l_183_) {
                    uint l_184_ = (64u - l_72_);
                    uint64_t l_185_ = uint64_t(l_184_);
                    uint64_t l_186_ = (l_181_ << uint(l_185_));
                    uint64_t l_187_ = uint64_t(l_72_);
                    uint64_t _e530 = l_mut_153_;
                    uint64_t l_188_ = (_e530 >> uint(l_187_));
                    uint64_t l_189_ = (l_186_ + l_188_);
                    l_mut_59_ = l_189_;
                }
            }
            if (l_103_) {
                uint64_t _e536 = l_mut_59_;
                uint64_t l_191_ = (0uL - _e536);
                l_mut_59_ = l_191_;
            }
        }
        uint64_t _e538 = l_mut_59_;
        uint64_t l_192_ = (l_71_ - _e538);
        uint64_t l_193_ = (l_192_ + l_16_);
        uint64_t l_194_ = (0uL - l_62_);
        uint64_t l_195_ = (l_16_ + l_16_);
        l_mut_153_ = l_194_;
        uint64_t l_196_ = (0uL - l_194_);
        l_mut_99_ = l_196_;
        l_mut_59_ = l_193_;
        l_mut_197_ = 1u;
        l_mut_198_ = 1u;
        l_mut_199_ = false;
        uint64_t _e549 = l_mut_59_;
        bool l_200_ = (_e549 >= l_195_);
        l_mut_201_ = l_200_;
        bool l_202_ = (l_194_ == 0uL);
        if (l_202_) {
            bool _e553 = l_mut_201_;
            l_mut_199_ = _e553;
            l_mut_201_ = false;
        }
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e555 = l_mut_201_;
            bool l_203_ = !(_e555);
            if (l_203_) {
                break;
            }
            uint64_t _e557 = l_mut_59_;
            uint64_t _e558 = l_mut_153_;
            bool l_204_ = (_e557 < _e558);
            if (l_204_) {
                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                while(true) {
                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                    uint64_t _e560 = l_mut_153_;
                    uint64_t _e561 = l_mut_99_;
                    bool l_205_ = (_e560 < _e561);
                    uint _e563 = l_mut_197_;
                    uint _e564 = l_mut_198_;
                    uint l_206_ = (_e563 + _e564);
                    bool l_207_ = (l_206_ < l_6_);
                    if (l_205_) {
                        local = l_207_;
                    } else {
                        local = false;
                    }
                    bool l_208_ = local;
                    bool l_209_ = !(l_208_);
                    if (l_209_) {
                        break;
                    }
                    uint64_t _e572 = l_mut_99_;
                    uint64_t _e573 = l_mut_153_;
                    l_mut_99_ = (_e572 - _e573);
                    uint _e575 = l_mut_197_;
                    uint _e576 = l_mut_198_;
                    l_mut_197_ = (_e575 + _e576);
                }
                uint _e578 = l_mut_197_;
                uint _e579 = l_mut_198_;
                uint l_210_ = (_e578 + _e579);
                bool l_211_ = (l_210_ >= l_6_);
                if (l_211_) {
                    l_mut_199_ = true;
                    l_mut_201_ = false;
                } else {
                    uint64_t _e584 = l_mut_153_;
                    uint64_t _e585 = l_mut_99_;
                    l_mut_153_ = (_e584 - _e585);
                    uint _e587 = l_mut_198_;
                    uint _e588 = l_mut_197_;
                    l_mut_198_ = (_e587 + _e588);
                }
            } else {
                uint64_t _e590 = l_mut_59_;
                uint64_t _e591 = l_mut_153_;
                l_mut_59_ = (_e590 - _e591);
                uint64_t _e593 = l_mut_59_;
                bool l_212_ = (_e593 < l_195_);
                if (l_212_) {
                    l_mut_201_ = false;
                } else {
                    uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                        loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                        uint64_t _e596 = l_mut_99_;
                        uint64_t _e597 = l_mut_153_;
                        bool l_213_ = (_e596 < _e597);
                        uint _e599 = l_mut_197_;
                        uint _e600 = l_mut_198_;
                        uint l_214_ = (_e599 + _e600);
                        bool l_215_ = (l_214_ < l_6_);
                        if (l_213_) {
                            local_1 = l_215_;
                        } else {
                            local_1 = false;
                        }
                        bool l_216_ = local_1;
                        bool l_217_ = !(l_216_);
                        if (l_217_) {
                            break;
                        }
                        uint64_t _e608 = l_mut_153_;
                        uint64_t _e609 = l_mut_99_;
                        l_mut_153_ = (_e608 - _e609);
                        uint _e611 = l_mut_198_;
                        uint _e612 = l_mut_197_;
                        l_mut_198_ = (_e611 + _e612);
                    }
                    uint _e614 = l_mut_197_;
                    uint _e615 = l_mut_198_;
                    uint l_218_ = (_e614 + _e615);
                    bool l_219_ = (l_218_ >= l_6_);
                    if (l_219_) {
                        l_mut_199_ = true;
                        l_mut_201_ = false;
                    } else {
                        uint64_t _e620 = l_mut_99_;
                        uint64_t _e621 = l_mut_153_;
                        l_mut_99_ = (_e620 - _e621);
                        uint _e623 = l_mut_197_;
                        uint _e624 = l_mut_198_;
                        l_mut_197_ = (_e623 + _e624);
                    }
                }
            }
        }
        bool _e626 = l_mut_199_;
        bool l_220_ = !(_e626);
        if (l_220_) {
            uint l_298_ = asuint(info.Load(16+0));
            uint l_299_ = (l_298_ * 1u);
            uint l_300_ = (l_299_ - 1u);
            uint l_301_ = min(0u, l_300_);
            uint _e641; buffer_4_global.InterlockedAdd(l_301_*4, 1u, _e641);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
