#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[10];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { uint _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430) buffer type_1_block_4Compute { uint _group_0_binding_4_cs[]; };

layout(std430) readonly buffer info_st_block_5Compute { info_st _group_0_binding_5_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint l_mut_44_ = 0u;
    uint l_mut_45_ = 0u;
    uint l_mut_50_ = 0u;
    uint l_mut_60_ = 0u;
    uint l_mut_66_ = 0u;
    uint l_mut_82_ = 0u;
    uint l_mut_85_ = 0u;
    uint l_mut_86_ = 0u;
    uint l_mut_91_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    bool local_4 = false;
    uint l_mut_83_ = 0u;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_5_cs.static_meta[7];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_2_ = (2u * id);
        uint l_187_ = _group_0_binding_5_cs.static_meta[0];
        uint l_188_ = (l_187_ * 1u);
        bool l_189_ = (l_2_ < l_188_);
        uint l_190_ = (l_188_ - 1u);
        uint l_191_ = min(l_2_, l_190_);
        uint l_192_ = _group_0_binding_0_cs[l_191_];
        uint l_3_ = (l_189_ ? l_192_ : 0u);
        uint l_4_ = (2u * id);
        uint l_5_ = (l_4_ + 1u);
        uint l_194_ = _group_0_binding_5_cs.static_meta[0];
        uint l_195_ = (l_194_ * 1u);
        bool l_196_ = (l_5_ < l_195_);
        uint l_197_ = (l_195_ - 1u);
        uint l_198_ = min(l_5_, l_197_);
        uint l_199_ = _group_0_binding_0_cs[l_198_];
        uint l_6_ = (l_196_ ? l_199_ : 0u);
        uint l_7_ = (2u * id);
        uint l_201_ = _group_0_binding_5_cs.static_meta[1];
        uint l_202_ = (l_201_ * 1u);
        bool l_203_ = (l_7_ < l_202_);
        uint l_204_ = (l_202_ - 1u);
        uint l_205_ = min(l_7_, l_204_);
        uint l_206_ = _group_0_binding_1_cs[l_205_];
        uint l_8_ = (l_203_ ? l_206_ : 0u);
        uint l_9_ = (2u * id);
        uint l_10_ = (l_9_ + 1u);
        uint l_208_ = _group_0_binding_5_cs.static_meta[1];
        uint l_209_ = (l_208_ * 1u);
        bool l_210_ = (l_10_ < l_209_);
        uint l_211_ = (l_209_ - 1u);
        uint l_212_ = min(l_10_, l_211_);
        uint l_213_ = _group_0_binding_1_cs[l_212_];
        uint l_11_ = (l_210_ ? l_213_ : 0u);
        uint l_215_ = _group_0_binding_5_cs.static_meta[2];
        uint l_216_ = (l_215_ * 1u);
        bool l_217_ = (id < l_216_);
        uint l_218_ = (l_216_ - 1u);
        uint l_219_ = min(id, l_218_);
        uint l_220_ = _group_0_binding_2_cs[l_219_];
        uint l_12_ = (l_217_ ? l_220_ : 0u);
        uint l_13_ = (6u * id);
        uint l_14_ = (l_3_ + l_8_);
        uint l_15_ = (l_6_ + l_11_);
        bool l_16_ = (l_14_ < l_3_);
        uint l_17_ = uint(l_16_);
        uint l_18_ = (l_15_ + l_17_);
        uint l_19_ = (2u * l_13_);
        uint l_222_ = _group_0_binding_5_cs.static_meta[4];
        uint l_223_ = (l_222_ * 1u);
        bool l_224_ = (l_19_ < l_223_);
        if (l_224_) {
            _group_0_binding_4_cs[l_19_] = l_14_;
        }
        uint l_20_ = (2u * l_13_);
        uint l_21_ = (l_20_ + 1u);
        uint l_225_ = _group_0_binding_5_cs.static_meta[4];
        uint l_226_ = (l_225_ * 1u);
        bool l_227_ = (l_21_ < l_226_);
        if (l_227_) {
            _group_0_binding_4_cs[l_21_] = l_18_;
        }
        uint l_22_ = (6u * id);
        uint l_23_ = (l_22_ + 1u);
        uint l_24_ = (l_3_ - l_8_);
        uint l_25_ = (l_6_ - l_11_);
        bool l_26_ = (l_3_ < l_8_);
        uint l_27_ = uint(l_26_);
        uint l_28_ = (l_25_ - l_27_);
        uint l_29_ = (2u * l_23_);
        uint l_228_ = _group_0_binding_5_cs.static_meta[4];
        uint l_229_ = (l_228_ * 1u);
        bool l_230_ = (l_29_ < l_229_);
        if (l_230_) {
            _group_0_binding_4_cs[l_29_] = l_24_;
        }
        uint l_30_ = (2u * l_23_);
        uint l_31_ = (l_30_ + 1u);
        uint l_231_ = _group_0_binding_5_cs.static_meta[4];
        uint l_232_ = (l_231_ * 1u);
        bool l_233_ = (l_31_ < l_232_);
        if (l_233_) {
            _group_0_binding_4_cs[l_31_] = l_28_;
        }
        uint l_32_ = (6u * id);
        uint l_33_ = (l_32_ + 2u);
        uint l_34_ = (l_3_ * l_12_);
        uint l_265_ = (l_3_ & 65535u);
        uint l_266_ = (l_3_ >> 16u);
        uint l_267_ = (l_266_ & 65535u);
        uint l_268_ = (l_12_ & 65535u);
        uint l_269_ = (l_12_ >> 16u);
        uint l_270_ = (l_269_ & 65535u);
        uint l_271_ = (l_265_ * l_268_);
        uint l_272_ = (l_267_ * l_268_);
        uint l_273_ = (l_265_ * l_270_);
        uint l_274_ = (l_267_ * l_270_);
        uint l_275_ = (l_271_ >> 16u);
        uint l_276_ = (l_275_ & 65535u);
        uint l_277_ = (l_272_ & 65535u);
        uint l_278_ = (l_276_ + l_277_);
        uint l_279_ = (l_273_ & 65535u);
        uint l_280_ = (l_278_ + l_279_);
        uint l_281_ = (l_272_ >> 16u);
        uint l_282_ = (l_281_ & 65535u);
        uint l_283_ = (l_274_ + l_282_);
        uint l_284_ = (l_273_ >> 16u);
        uint l_285_ = (l_284_ & 65535u);
        uint l_286_ = (l_283_ + l_285_);
        uint l_287_ = (l_280_ >> 16u);
        uint l_288_ = (l_287_ & 65535u);
        uint l_35_ = (l_286_ + l_288_);
        uint l_36_ = (l_6_ * l_12_);
        uint l_37_ = (l_35_ + l_36_);
        uint l_38_ = (2u * l_33_);
        uint l_234_ = _group_0_binding_5_cs.static_meta[4];
        uint l_235_ = (l_234_ * 1u);
        bool l_236_ = (l_38_ < l_235_);
        if (l_236_) {
            _group_0_binding_4_cs[l_38_] = l_34_;
        }
        uint l_39_ = (2u * l_33_);
        uint l_40_ = (l_39_ + 1u);
        uint l_237_ = _group_0_binding_5_cs.static_meta[4];
        uint l_238_ = (l_237_ * 1u);
        bool l_239_ = (l_40_ < l_238_);
        if (l_239_) {
            _group_0_binding_4_cs[l_40_] = l_37_;
        }
        uint l_41_ = (6u * id);
        uint l_42_ = (l_41_ + 3u);
        uint l_43_ = (l_12_ % 64u);
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
                uint _e284 = l_mut_50_;
                l_mut_44_ = _e284;
                l_mut_45_ = l_56_;
            }
        }
        uint l_57_ = (2u * l_42_);
        uint l_240_ = _group_0_binding_5_cs.static_meta[4];
        uint l_241_ = (l_240_ * 1u);
        bool l_242_ = (l_57_ < l_241_);
        if (l_242_) {
            uint _e296 = l_mut_44_;
            _group_0_binding_4_cs[l_57_] = _e296;
        }
        uint l_58_ = (2u * l_42_);
        uint l_59_ = (l_58_ + 1u);
        uint l_243_ = _group_0_binding_5_cs.static_meta[4];
        uint l_244_ = (l_243_ * 1u);
        bool l_245_ = (l_59_ < l_244_);
        if (l_245_) {
            uint _e310 = l_mut_45_;
            _group_0_binding_4_cs[l_59_] = _e310;
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
        uint _e324 = l_mut_44_;
        uint _e325 = l_mut_60_;
        uint l_67_ = (_e324 | _e325);
        bool l_68_ = (l_67_ == 0u);
        bool l_69_ = !(l_68_);
        uint _e330 = l_mut_60_;
        uint _e331 = l_mut_45_;
        bool l_70_ = (_e330 < _e331);
        uint _e333 = l_mut_60_;
        uint _e334 = l_mut_45_;
        bool l_71_ = (_e333 == _e334);
        uint _e336 = l_mut_44_;
        uint _e337 = l_mut_50_;
        bool l_72_ = (_e336 < _e337);
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
            uint l_76_ = (l_12_ % 32768u);
            uint _e354 = l_mut_50_;
            uint l_77_ = (_e354 - 1u);
            uint _e357 = l_mut_45_;
            uint l_78_ = (_e357 - 0u);
            uint _e360 = l_mut_50_;
            bool l_79_ = (_e360 < 1u);
            uint l_80_ = uint(l_79_);
            uint l_81_ = (l_78_ - l_80_);
            l_mut_50_ = l_77_;
            l_mut_45_ = l_81_;
            l_mut_82_ = 0u;
            bool loop_init = true;
            while(true) {
                if (!loop_init) {
                    uint _e453 = l_mut_83_;
                    l_mut_83_ = (_e453 + 1u);
                }
                loop_init = false;
                uint _e368 = l_mut_83_;
                if ((_e368 < 16u)) {
                } else {
                    break;
                }
                {
                    uint _e372 = l_mut_83_;
                    uint l_84_ = (15u - _e372);
                    uint _e374 = l_mut_50_;
                    l_mut_85_ = _e374;
                    uint _e375 = l_mut_45_;
                    l_mut_86_ = _e375;
                    bool l_87_ = (l_84_ >= 32u);
                    if (l_87_) {
                        uint l_88_ = (l_84_ & 31u);
                        uint _e380 = l_mut_45_;
                        uint l_89_ = (_e380 >> l_88_);
                        l_mut_85_ = l_89_;
                        l_mut_86_ = 0u;
                    } else {
                        bool l_90_ = (l_84_ > 0u);
                        if (l_90_) {
                            uint _e385 = l_mut_50_;
                            l_mut_91_ = _e385;
                            bool l_92_ = (l_84_ > 0u);
                            if (l_92_) {
                                uint _e388 = l_mut_50_;
                                uint l_93_ = (_e388 >> l_84_);
                                uint l_94_ = (32u - l_84_);
                                uint _e392 = l_mut_45_;
                                uint l_95_ = (_e392 << l_94_);
                                uint l_96_ = (l_93_ | l_95_);
                                l_mut_91_ = l_96_;
                            }
                            uint _e395 = l_mut_45_;
                            uint l_97_ = (_e395 >> l_84_);
                            uint _e397 = l_mut_91_;
                            l_mut_85_ = _e397;
                            l_mut_86_ = l_97_;
                        }
                    }
                    uint _e398 = l_mut_86_;
                    uint _e399 = l_mut_60_;
                    bool l_98_ = (_e398 < _e399);
                    uint _e401 = l_mut_86_;
                    uint _e402 = l_mut_60_;
                    bool l_99_ = (_e401 == _e402);
                    uint _e404 = l_mut_85_;
                    uint _e405 = l_mut_44_;
                    bool l_100_ = (_e404 < _e405);
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
                        uint _e417 = l_mut_44_;
                        l_mut_91_ = _e417;
                        uint _e418 = l_mut_60_;
                        l_mut_86_ = _e418;
                        bool l_104_ = (l_84_ >= 32u);
                        if (l_104_) {
                            uint l_105_ = (l_84_ & 31u);
                            uint _e423 = l_mut_44_;
                            uint l_106_ = (_e423 << l_105_);
                            l_mut_91_ = 0u;
                            l_mut_86_ = l_106_;
                        } else {
                            bool l_107_ = (l_84_ > 0u);
                            if (l_107_) {
                                uint _e428 = l_mut_44_;
                                uint l_108_ = (_e428 << l_84_);
                                uint _e430 = l_mut_60_;
                                uint l_109_ = (_e430 << l_84_);
                                uint l_110_ = (32u - l_84_);
                                uint _e434 = l_mut_44_;
                                uint l_111_ = (_e434 >> l_110_);
                                uint l_112_ = (l_109_ | l_111_);
                                l_mut_91_ = l_108_;
                                l_mut_86_ = l_112_;
                            }
                        }
                        uint _e437 = l_mut_50_;
                        uint _e438 = l_mut_91_;
                        uint l_113_ = (_e437 - _e438);
                        uint _e440 = l_mut_45_;
                        uint _e441 = l_mut_86_;
                        uint l_114_ = (_e440 - _e441);
                        uint _e443 = l_mut_50_;
                        uint _e444 = l_mut_91_;
                        bool l_115_ = (_e443 < _e444);
                        uint l_116_ = uint(l_115_);
                        uint l_117_ = (l_114_ - l_116_);
                        l_mut_50_ = l_113_;
                        l_mut_45_ = l_117_;
                        uint l_118_ = (1u << l_84_);
                        uint _e450 = l_mut_82_;
                        l_mut_82_ = (_e450 | l_118_);
                    }
                }
            }
            uint _e455 = l_mut_82_;
            uint l_119_ = min(_e455, l_76_);
            l_mut_91_ = l_119_;
            uint _e457 = l_mut_45_;
            uint _e458 = l_mut_60_;
            bool l_120_ = (_e457 < _e458);
            uint _e460 = l_mut_45_;
            uint _e461 = l_mut_60_;
            bool l_121_ = (_e460 == _e461);
            uint _e463 = l_mut_50_;
            uint _e464 = l_mut_44_;
            bool l_122_ = (_e463 < _e464);
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
            uint _e476 = l_mut_91_;
            l_mut_66_ = _e476;
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
        uint _e492 = l_mut_66_;
        l_mut_66_ = (_e492 | l_132_);
        uint l_133_ = (l_6_ >> 31u);
        bool l_134_ = (l_133_ == 1u);
        uint l_135_ = uint(l_134_);
        uint l_136_ = (l_135_ << 17u);
        uint _e501 = l_mut_66_;
        l_mut_66_ = (_e501 | l_136_);
        uint l_137_ = (6u * id);
        uint l_138_ = (l_137_ + 4u);
        uint l_139_ = (2u * l_138_);
        uint l_246_ = _group_0_binding_5_cs.static_meta[4];
        uint l_247_ = (l_246_ * 1u);
        bool l_248_ = (l_139_ < l_247_);
        if (l_248_) {
            uint _e518 = l_mut_66_;
            _group_0_binding_4_cs[l_139_] = _e518;
        }
        uint l_140_ = (2u * l_138_);
        uint l_141_ = (l_140_ + 1u);
        uint l_249_ = _group_0_binding_5_cs.static_meta[4];
        uint l_250_ = (l_249_ * 1u);
        bool l_251_ = (l_141_ < l_250_);
        if (l_251_) {
            _group_0_binding_4_cs[l_141_] = 0u;
        }
        uint l_142_ = (6u * id);
        uint l_143_ = (l_142_ + 5u);
        uint l_252_ = _group_0_binding_5_cs.static_meta[3];
        uint l_253_ = (l_252_ * 1u);
        bool l_254_ = (id < l_253_);
        uint l_255_ = (l_253_ - 1u);
        uint l_256_ = min(id, l_255_);
        uint l_257_ = _group_0_binding_3_cs[l_256_];
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
        uint _e564 = l_mut_91_;
        uint l_152_ = (_e564 * l_12_);
        uint _e566 = l_mut_86_;
        uint l_153_ = (_e566 * l_12_);
        uint _e568 = l_mut_91_;
        uint l_290_ = (_e568 & 65535u);
        uint _e571 = l_mut_91_;
        uint l_291_ = (_e571 >> 16u);
        uint l_292_ = (l_291_ & 65535u);
        uint l_293_ = (l_12_ & 65535u);
        uint l_294_ = (l_12_ >> 16u);
        uint l_295_ = (l_294_ & 65535u);
        uint l_296_ = (l_290_ * l_293_);
        uint l_297_ = (l_292_ * l_293_);
        uint l_298_ = (l_290_ * l_295_);
        uint l_299_ = (l_292_ * l_295_);
        uint l_300_ = (l_296_ >> 16u);
        uint l_301_ = (l_300_ & 65535u);
        uint l_302_ = (l_297_ & 65535u);
        uint l_303_ = (l_301_ + l_302_);
        uint l_304_ = (l_298_ & 65535u);
        uint l_305_ = (l_303_ + l_304_);
        uint l_306_ = (l_297_ >> 16u);
        uint l_307_ = (l_306_ & 65535u);
        uint l_308_ = (l_299_ + l_307_);
        uint l_309_ = (l_298_ >> 16u);
        uint l_310_ = (l_309_ & 65535u);
        uint l_311_ = (l_308_ + l_310_);
        uint l_312_ = (l_305_ >> 16u);
        uint l_313_ = (l_312_ & 65535u);
        uint l_154_ = (l_311_ + l_313_);
        uint l_155_ = (l_154_ + l_153_);
        uint _e612 = l_mut_86_;
        uint l_315_ = (_e612 & 65535u);
        uint _e615 = l_mut_86_;
        uint l_316_ = (_e615 >> 16u);
        uint l_317_ = (l_316_ & 65535u);
        uint l_318_ = (l_12_ & 65535u);
        uint l_319_ = (l_12_ >> 16u);
        uint l_320_ = (l_319_ & 65535u);
        uint l_321_ = (l_315_ * l_318_);
        uint l_322_ = (l_317_ * l_318_);
        uint l_323_ = (l_315_ * l_320_);
        uint l_324_ = (l_317_ * l_320_);
        uint l_325_ = (l_321_ >> 16u);
        uint l_326_ = (l_325_ & 65535u);
        uint l_327_ = (l_322_ & 65535u);
        uint l_328_ = (l_326_ + l_327_);
        uint l_329_ = (l_323_ & 65535u);
        uint l_330_ = (l_328_ + l_329_);
        uint l_331_ = (l_322_ >> 16u);
        uint l_332_ = (l_331_ & 65535u);
        uint l_333_ = (l_324_ + l_332_);
        uint l_334_ = (l_323_ >> 16u);
        uint l_335_ = (l_334_ & 65535u);
        uint l_336_ = (l_333_ + l_335_);
        uint l_337_ = (l_330_ >> 16u);
        uint l_338_ = (l_337_ & 65535u);
        uint l_156_ = (l_336_ + l_338_);
        bool l_157_ = (l_155_ < l_153_);
        uint l_158_ = uint(l_157_);
        uint l_159_ = (l_156_ + l_158_);
        uint l_160_ = (l_144_ % 32u);
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
        uint _e674 = l_mut_85_;
        l_mut_66_ = _e674;
        uint _e675 = l_mut_82_;
        l_mut_85_ = _e675;
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
                uint _e689 = l_mut_82_;
                l_mut_66_ = _e689;
                l_mut_85_ = l_178_;
            }
        }
        uint _e690 = l_mut_66_;
        l_mut_91_ = _e690;
        uint _e691 = l_mut_85_;
        l_mut_86_ = _e691;
        if (l_146_) {
            uint _e693 = l_mut_91_;
            uint l_179_ = (0u - _e693);
            uint _e696 = l_mut_86_;
            uint l_180_ = (0u - _e696);
            uint _e699 = l_mut_91_;
            bool l_181_ = (0u < _e699);
            uint l_182_ = uint(l_181_);
            uint l_183_ = (l_180_ - l_182_);
            l_mut_91_ = l_179_;
            l_mut_86_ = l_183_;
        }
        uint l_184_ = (2u * l_143_);
        uint l_259_ = _group_0_binding_5_cs.static_meta[4];
        uint l_260_ = (l_259_ * 1u);
        bool l_261_ = (l_184_ < l_260_);
        if (l_261_) {
            uint _e714 = l_mut_91_;
            _group_0_binding_4_cs[l_184_] = _e714;
        }
        uint l_185_ = (2u * l_143_);
        uint l_186_ = (l_185_ + 1u);
        uint l_262_ = _group_0_binding_5_cs.static_meta[4];
        uint l_263_ = (l_262_ * 1u);
        bool l_264_ = (l_186_ < l_263_);
        if (l_264_) {
            uint _e728 = l_mut_86_;
            _group_0_binding_4_cs[l_186_] = _e728;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
