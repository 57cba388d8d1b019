#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint scalars_u32_[4];
    uint static_meta[4];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) readonly buffer info_st_block_2Compute { info_st _group_0_binding_2_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    double a_253_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double l_mut_163_ = 0.0;
    double l_mut_164_ = 0.0;
    double l_mut_165_ = 0.0;
    double l_mut_166_ = 0.0;
    double l_mut_167_ = 0.0;
    uint l_mut_168_ = 0u;
    double l_mut_354_ = 0.0;
    double l_mut_355_ = 0.0;
    double l_mut_356_ = 0.0;
    double l_mut_358_ = 0.0;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    bool local_4 = false;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    bool local_11 = false;
    bool local_12 = false;
    bool local_13 = false;
    bool local_14 = false;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    bool local_21 = false;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    bool local_29 = false;
    bool local_30 = false;
    bool local_31 = false;
    bool local_32 = false;
    bool local_33 = false;
    bool local_34 = false;
    bool local_35 = false;
    bool local_36 = false;
    bool local_37 = false;
    bool local_38 = false;
    bool local_39 = false;
    bool local_40 = false;
    bool local_41 = false;
    bool local_42 = false;
    bool local_43 = false;
    bool local_44 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_533_ = _group_0_binding_2_cs.static_meta[1];
    uint l_534_ = (l_533_ * 1u);
    bool l_535_ = (0u < l_534_);
    uint l_536_ = (l_534_ - 1u);
    uint l_537_ = min(0u, l_536_);
    double l_538_ = _group_0_binding_1_cs[l_537_];
    double l_0_ = (l_535_ ? l_538_ : 0.0LF);
    uint l_540_ = _group_0_binding_2_cs.static_meta[1];
    uint l_541_ = (l_540_ * 1u);
    bool l_542_ = (1u < l_541_);
    uint l_543_ = (l_541_ - 1u);
    uint l_544_ = min(1u, l_543_);
    double l_545_ = _group_0_binding_1_cs[l_544_];
    double l_1_ = (l_542_ ? l_545_ : 0.0LF);
    uint _e73 = _group_0_binding_2_cs.scalars_u32_[1];
    uint _e77 = _group_0_binding_2_cs.scalars_u32_[2];
    uint l_2_ = (_e73 + _e77);
    uint _e82 = _group_0_binding_2_cs.scalars_u32_[0];
    uint l_3_ = (_e82 * 32u);
    bool l_4_ = (id < l_3_);
    if (l_4_) {
        uint l_5_ = (id / 32u);
        uint l_6_ = (id % 32u);
        bool l_7_ = (l_5_ != l_2_);
        uint _e94 = _group_0_binding_2_cs.scalars_u32_[2];
        bool l_8_ = (l_6_ > _e94);
        if (l_7_) {
            local = l_8_;
        } else {
            local = false;
        }
        bool l_9_ = local;
        if (l_9_) {
            uint _e103 = _group_0_binding_2_cs.scalars_u32_[0];
            uint l_10_ = (_e103 * 32u);
            uint l_11_ = (l_5_ * 32u);
            uint _e111 = _group_0_binding_2_cs.scalars_u32_[2];
            uint l_12_ = (l_11_ + _e111);
            uint l_547_ = _group_0_binding_2_cs.static_meta[0];
            uint l_548_ = (l_547_ * 1u);
            bool l_549_ = (l_12_ < l_548_);
            uint l_550_ = (l_548_ - 1u);
            uint l_551_ = min(l_12_, l_550_);
            double l_552_ = _group_0_binding_0_cs[l_551_];
            double l_13_ = (l_549_ ? l_552_ : 0.0LF);
            uint l_14_ = (l_10_ + l_12_);
            uint l_554_ = _group_0_binding_2_cs.static_meta[0];
            uint l_555_ = (l_554_ * 1u);
            bool l_556_ = (l_14_ < l_555_);
            uint l_557_ = (l_555_ - 1u);
            uint l_558_ = min(l_14_, l_557_);
            double l_559_ = _group_0_binding_0_cs[l_558_];
            double l_15_ = (l_556_ ? l_559_ : 0.0LF);
            uint l_16_ = (2u * l_10_);
            uint l_17_ = (l_16_ + l_12_);
            uint l_561_ = _group_0_binding_2_cs.static_meta[0];
            uint l_562_ = (l_561_ * 1u);
            bool l_563_ = (l_17_ < l_562_);
            uint l_564_ = (l_562_ - 1u);
            uint l_565_ = min(l_17_, l_564_);
            double l_566_ = _group_0_binding_0_cs[l_565_];
            double l_18_ = (l_563_ ? l_566_ : 0.0LF);
            uint l_19_ = (3u * l_10_);
            uint l_20_ = (l_19_ + l_12_);
            uint l_568_ = _group_0_binding_2_cs.static_meta[0];
            uint l_569_ = (l_568_ * 1u);
            bool l_570_ = (l_20_ < l_569_);
            uint l_571_ = (l_569_ - 1u);
            uint l_572_ = min(l_20_, l_571_);
            double l_573_ = _group_0_binding_0_cs[l_572_];
            double l_21_ = (l_570_ ? l_573_ : 0.0LF);
            double l_22_ = -(l_13_);
            double l_23_ = -(l_15_);
            double l_24_ = -(l_18_);
            double l_25_ = -(l_21_);
            uint l_575_ = _group_0_binding_2_cs.static_meta[0];
            uint l_576_ = (l_575_ * 1u);
            bool l_577_ = (id < l_576_);
            uint l_578_ = (l_576_ - 1u);
            uint l_579_ = min(id, l_578_);
            double l_580_ = _group_0_binding_0_cs[l_579_];
            double l_26_ = (l_577_ ? l_580_ : 0.0LF);
            uint l_27_ = (l_10_ + id);
            uint l_582_ = _group_0_binding_2_cs.static_meta[0];
            uint l_583_ = (l_582_ * 1u);
            bool l_584_ = (l_27_ < l_583_);
            uint l_585_ = (l_583_ - 1u);
            uint l_586_ = min(l_27_, l_585_);
            double l_587_ = _group_0_binding_0_cs[l_586_];
            double l_28_ = (l_584_ ? l_587_ : 0.0LF);
            uint l_29_ = (2u * l_10_);
            uint l_30_ = (l_29_ + id);
            uint l_589_ = _group_0_binding_2_cs.static_meta[0];
            uint l_590_ = (l_589_ * 1u);
            bool l_591_ = (l_30_ < l_590_);
            uint l_592_ = (l_590_ - 1u);
            uint l_593_ = min(l_30_, l_592_);
            double l_594_ = _group_0_binding_0_cs[l_593_];
            double l_31_ = (l_591_ ? l_594_ : 0.0LF);
            uint l_32_ = (3u * l_10_);
            uint l_33_ = (l_32_ + id);
            uint l_596_ = _group_0_binding_2_cs.static_meta[0];
            uint l_597_ = (l_596_ * 1u);
            bool l_598_ = (l_33_ < l_597_);
            uint l_599_ = (l_597_ - 1u);
            uint l_600_ = min(l_33_, l_599_);
            double l_601_ = _group_0_binding_0_cs[l_600_];
            double l_34_ = (l_598_ ? l_601_ : 0.0LF);
            uint l_35_ = (l_2_ * 32u);
            uint l_36_ = (l_35_ + l_6_);
            uint l_603_ = _group_0_binding_2_cs.static_meta[0];
            uint l_604_ = (l_603_ * 1u);
            bool l_605_ = (l_36_ < l_604_);
            uint l_606_ = (l_604_ - 1u);
            uint l_607_ = min(l_36_, l_606_);
            double l_608_ = _group_0_binding_0_cs[l_607_];
            double l_37_ = (l_605_ ? l_608_ : 0.0LF);
            uint l_38_ = (l_10_ + l_36_);
            uint l_610_ = _group_0_binding_2_cs.static_meta[0];
            uint l_611_ = (l_610_ * 1u);
            bool l_612_ = (l_38_ < l_611_);
            uint l_613_ = (l_611_ - 1u);
            uint l_614_ = min(l_38_, l_613_);
            double l_615_ = _group_0_binding_0_cs[l_614_];
            double l_39_ = (l_612_ ? l_615_ : 0.0LF);
            uint l_40_ = (2u * l_10_);
            uint l_41_ = (l_40_ + l_36_);
            uint l_617_ = _group_0_binding_2_cs.static_meta[0];
            uint l_618_ = (l_617_ * 1u);
            bool l_619_ = (l_41_ < l_618_);
            uint l_620_ = (l_618_ - 1u);
            uint l_621_ = min(l_41_, l_620_);
            double l_622_ = _group_0_binding_0_cs[l_621_];
            double l_42_ = (l_619_ ? l_622_ : 0.0LF);
            uint l_43_ = (3u * l_10_);
            uint l_44_ = (l_43_ + l_36_);
            uint l_624_ = _group_0_binding_2_cs.static_meta[0];
            uint l_625_ = (l_624_ * 1u);
            bool l_626_ = (l_44_ < l_625_);
            uint l_627_ = (l_625_ - 1u);
            uint l_628_ = min(l_44_, l_627_);
            double l_629_ = _group_0_binding_0_cs[l_628_];
            double l_45_ = (l_626_ ? l_629_ : 0.0LF);
            double l_46_ = (l_22_ * l_37_);
            double l_47_ = -(l_46_);
            double l_48_ = fma(l_22_, l_37_, l_47_);
            double l_49_ = (l_22_ * l_39_);
            double l_50_ = -(l_49_);
            double l_51_ = fma(l_22_, l_39_, l_50_);
            double l_52_ = (l_23_ * l_37_);
            double l_53_ = -(l_52_);
            double l_54_ = fma(l_23_, l_37_, l_53_);
            double l_55_ = (l_22_ * l_42_);
            double l_56_ = -(l_55_);
            double l_57_ = fma(l_22_, l_42_, l_56_);
            double l_58_ = (l_23_ * l_39_);
            double l_59_ = -(l_58_);
            double l_60_ = fma(l_23_, l_39_, l_59_);
            double l_61_ = (l_24_ * l_37_);
            double l_62_ = -(l_61_);
            double l_63_ = fma(l_24_, l_37_, l_62_);
            double l_64_ = (l_49_ + l_52_);
            double l_65_ = (l_64_ - l_49_);
            double l_66_ = (l_64_ - l_65_);
            double l_67_ = (l_49_ - l_66_);
            double l_68_ = (l_52_ - l_65_);
            double l_69_ = (l_67_ + l_68_);
            double l_70_ = (l_48_ + l_64_);
            double l_71_ = (l_70_ - l_48_);
            double l_72_ = (l_70_ - l_71_);
            double l_73_ = (l_48_ - l_72_);
            double l_74_ = (l_64_ - l_71_);
            double l_75_ = (l_73_ + l_74_);
            double l_76_ = (l_69_ + l_75_);
            double l_77_ = (l_76_ - l_69_);
            double l_78_ = (l_76_ - l_77_);
            double l_79_ = (l_69_ - l_78_);
            double l_80_ = (l_75_ - l_77_);
            double l_81_ = (l_79_ + l_80_);
            double l_82_ = (l_76_ + l_51_);
            double l_83_ = (l_82_ - l_76_);
            double l_84_ = (l_82_ - l_83_);
            double l_85_ = (l_76_ - l_84_);
            double l_86_ = (l_51_ - l_83_);
            double l_87_ = (l_85_ + l_86_);
            double l_88_ = (l_54_ + l_82_);
            double l_89_ = (l_88_ - l_54_);
            double l_90_ = (l_88_ - l_89_);
            double l_91_ = (l_54_ - l_90_);
            double l_92_ = (l_82_ - l_89_);
            double l_93_ = (l_91_ + l_92_);
            double l_94_ = (l_87_ + l_93_);
            double l_95_ = (l_94_ - l_87_);
            double l_96_ = (l_94_ - l_95_);
            double l_97_ = (l_87_ - l_96_);
            double l_98_ = (l_93_ - l_95_);
            double l_99_ = (l_97_ + l_98_);
            double l_100_ = (l_55_ + l_58_);
            double l_101_ = (l_100_ - l_55_);
            double l_102_ = (l_100_ - l_101_);
            double l_103_ = (l_55_ - l_102_);
            double l_104_ = (l_58_ - l_101_);
            double l_105_ = (l_103_ + l_104_);
            double l_106_ = (l_61_ + l_100_);
            double l_107_ = (l_106_ - l_61_);
            double l_108_ = (l_106_ - l_107_);
            double l_109_ = (l_61_ - l_108_);
            double l_110_ = (l_100_ - l_107_);
            double l_111_ = (l_109_ + l_110_);
            double l_112_ = (l_105_ + l_111_);
            double l_113_ = (l_112_ - l_105_);
            double l_114_ = (l_112_ - l_113_);
            double l_115_ = (l_105_ - l_114_);
            double l_116_ = (l_111_ - l_113_);
            double l_117_ = (l_115_ + l_116_);
            double l_118_ = (l_88_ + l_106_);
            double l_119_ = (l_118_ - l_88_);
            double l_120_ = (l_118_ - l_119_);
            double l_121_ = (l_88_ - l_120_);
            double l_122_ = (l_106_ - l_119_);
            double l_123_ = (l_121_ + l_122_);
            double l_124_ = (l_94_ + l_112_);
            double l_125_ = (l_124_ - l_94_);
            double l_126_ = (l_124_ - l_125_);
            double l_127_ = (l_94_ - l_126_);
            double l_128_ = (l_112_ - l_125_);
            double l_129_ = (l_127_ + l_128_);
            double l_130_ = (l_124_ + l_123_);
            double l_131_ = (l_130_ - l_124_);
            double l_132_ = (l_130_ - l_131_);
            double l_133_ = (l_124_ - l_132_);
            double l_134_ = (l_123_ - l_131_);
            double l_135_ = (l_133_ + l_134_);
            double l_136_ = (l_99_ + l_117_);
            double l_137_ = (l_135_ + l_129_);
            double l_138_ = (l_136_ + l_137_);
            double l_139_ = (l_22_ * l_45_);
            double l_140_ = (l_23_ * l_42_);
            double l_141_ = (l_139_ + l_140_);
            double l_142_ = (l_24_ * l_39_);
            double l_143_ = (l_25_ * l_37_);
            double l_144_ = (l_142_ + l_143_);
            double l_145_ = (l_141_ + l_144_);
            double l_146_ = (l_81_ + l_57_);
            double l_147_ = (l_60_ + l_63_);
            double l_148_ = (l_146_ + l_147_);
            double l_149_ = (l_145_ + l_148_);
            double l_150_ = (l_130_ + l_149_);
            double l_151_ = (l_150_ + l_138_);
            double l_152_ = (l_151_ - l_150_);
            double l_153_ = (l_138_ - l_152_);
            double l_154_ = (l_118_ + l_151_);
            double l_155_ = (l_154_ - l_118_);
            double l_156_ = (l_151_ - l_155_);
            double l_157_ = (l_70_ + l_154_);
            double l_158_ = (l_157_ - l_70_);
            double l_159_ = (l_154_ - l_158_);
            double l_160_ = (l_46_ + l_157_);
            double l_161_ = (l_160_ - l_46_);
            double l_162_ = (l_157_ - l_161_);
            l_mut_163_ = 0.0LF;
            l_mut_164_ = 0.0LF;
            l_mut_165_ = 0.0LF;
            l_mut_166_ = 0.0LF;
            l_mut_167_ = l_160_;
            l_mut_168_ = 0u;
            double _e443 = l_mut_167_;
            double l_169_ = (_e443 + l_162_);
            double _e445 = l_mut_167_;
            double l_170_ = (l_169_ - _e445);
            double l_171_ = (l_162_ - l_170_);
            uint _e448 = l_mut_168_;
            bool l_172_ = (_e448 < 3u);
            bool l_173_ = (l_171_ != 0.0LF);
            if (l_172_) {
                local_1 = l_173_;
            } else {
                local_1 = false;
            }
            bool l_174_ = local_1;
            uint _e457 = l_mut_168_;
            bool l_175_ = (_e457 == 0u);
            if (l_174_) {
                local_2 = l_175_;
            } else {
                local_2 = false;
            }
            bool l_176_ = local_2;
            double _e464 = l_mut_163_;
            double l_177_ = (l_176_ ? l_169_ : _e464);
            l_mut_163_ = l_177_;
            uint _e466 = l_mut_168_;
            bool l_178_ = (_e466 == 1u);
            if (l_174_) {
                local_3 = l_178_;
            } else {
                local_3 = false;
            }
            bool l_179_ = local_3;
            double _e473 = l_mut_164_;
            double l_180_ = (l_179_ ? l_169_ : _e473);
            l_mut_164_ = l_180_;
            uint _e475 = l_mut_168_;
            bool l_181_ = (_e475 == 2u);
            if (l_174_) {
                local_4 = l_181_;
            } else {
                local_4 = false;
            }
            bool l_182_ = local_4;
            double _e482 = l_mut_165_;
            double l_183_ = (l_182_ ? l_169_ : _e482);
            l_mut_165_ = l_183_;
            double l_184_ = (l_174_ ? l_171_ : l_169_);
            double _e485 = l_mut_167_;
            double l_185_ = (_e485 + l_162_);
            double l_186_ = (l_172_ ? l_184_ : l_185_);
            l_mut_167_ = l_186_;
            uint l_187_ = uint(l_174_);
            uint _e489 = l_mut_168_;
            l_mut_168_ = (_e489 + l_187_);
            double _e491 = l_mut_167_;
            double l_188_ = (_e491 + l_159_);
            double _e493 = l_mut_167_;
            double l_189_ = (l_188_ - _e493);
            double l_190_ = (l_159_ - l_189_);
            uint _e496 = l_mut_168_;
            bool l_191_ = (_e496 < 3u);
            bool l_192_ = (l_190_ != 0.0LF);
            if (l_191_) {
                local_5 = l_192_;
            } else {
                local_5 = false;
            }
            bool l_193_ = local_5;
            uint _e505 = l_mut_168_;
            bool l_194_ = (_e505 == 0u);
            if (l_193_) {
                local_6 = l_194_;
            } else {
                local_6 = false;
            }
            bool l_195_ = local_6;
            double _e512 = l_mut_163_;
            double l_196_ = (l_195_ ? l_188_ : _e512);
            l_mut_163_ = l_196_;
            uint _e514 = l_mut_168_;
            bool l_197_ = (_e514 == 1u);
            if (l_193_) {
                local_7 = l_197_;
            } else {
                local_7 = false;
            }
            bool l_198_ = local_7;
            double _e521 = l_mut_164_;
            double l_199_ = (l_198_ ? l_188_ : _e521);
            l_mut_164_ = l_199_;
            uint _e523 = l_mut_168_;
            bool l_200_ = (_e523 == 2u);
            if (l_193_) {
                local_8 = l_200_;
            } else {
                local_8 = false;
            }
            bool l_201_ = local_8;
            double _e530 = l_mut_165_;
            double l_202_ = (l_201_ ? l_188_ : _e530);
            l_mut_165_ = l_202_;
            double l_203_ = (l_193_ ? l_190_ : l_188_);
            double _e533 = l_mut_167_;
            double l_204_ = (_e533 + l_159_);
            double l_205_ = (l_191_ ? l_203_ : l_204_);
            l_mut_167_ = l_205_;
            uint l_206_ = uint(l_193_);
            uint _e537 = l_mut_168_;
            l_mut_168_ = (_e537 + l_206_);
            double _e539 = l_mut_167_;
            double l_207_ = (_e539 + l_156_);
            double _e541 = l_mut_167_;
            double l_208_ = (l_207_ - _e541);
            double l_209_ = (l_156_ - l_208_);
            uint _e544 = l_mut_168_;
            bool l_210_ = (_e544 < 3u);
            bool l_211_ = (l_209_ != 0.0LF);
            if (l_210_) {
                local_9 = l_211_;
            } else {
                local_9 = false;
            }
            bool l_212_ = local_9;
            uint _e553 = l_mut_168_;
            bool l_213_ = (_e553 == 0u);
            if (l_212_) {
                local_10 = l_213_;
            } else {
                local_10 = false;
            }
            bool l_214_ = local_10;
            double _e560 = l_mut_163_;
            double l_215_ = (l_214_ ? l_207_ : _e560);
            l_mut_163_ = l_215_;
            uint _e562 = l_mut_168_;
            bool l_216_ = (_e562 == 1u);
            if (l_212_) {
                local_11 = l_216_;
            } else {
                local_11 = false;
            }
            bool l_217_ = local_11;
            double _e569 = l_mut_164_;
            double l_218_ = (l_217_ ? l_207_ : _e569);
            l_mut_164_ = l_218_;
            uint _e571 = l_mut_168_;
            bool l_219_ = (_e571 == 2u);
            if (l_212_) {
                local_12 = l_219_;
            } else {
                local_12 = false;
            }
            bool l_220_ = local_12;
            double _e578 = l_mut_165_;
            double l_221_ = (l_220_ ? l_207_ : _e578);
            l_mut_165_ = l_221_;
            double l_222_ = (l_212_ ? l_209_ : l_207_);
            double _e581 = l_mut_167_;
            double l_223_ = (_e581 + l_156_);
            double l_224_ = (l_210_ ? l_222_ : l_223_);
            l_mut_167_ = l_224_;
            uint l_225_ = uint(l_212_);
            uint _e585 = l_mut_168_;
            l_mut_168_ = (_e585 + l_225_);
            double _e587 = l_mut_167_;
            double l_226_ = (_e587 + l_153_);
            double _e589 = l_mut_167_;
            double l_227_ = (l_226_ - _e589);
            double l_228_ = (l_153_ - l_227_);
            uint _e592 = l_mut_168_;
            bool l_229_ = (_e592 < 3u);
            bool l_230_ = (l_228_ != 0.0LF);
            if (l_229_) {
                local_13 = l_230_;
            } else {
                local_13 = false;
            }
            bool l_231_ = local_13;
            uint _e601 = l_mut_168_;
            bool l_232_ = (_e601 == 0u);
            if (l_231_) {
                local_14 = l_232_;
            } else {
                local_14 = false;
            }
            bool l_233_ = local_14;
            double _e608 = l_mut_163_;
            double l_234_ = (l_233_ ? l_226_ : _e608);
            l_mut_163_ = l_234_;
            uint _e610 = l_mut_168_;
            bool l_235_ = (_e610 == 1u);
            if (l_231_) {
                local_15 = l_235_;
            } else {
                local_15 = false;
            }
            bool l_236_ = local_15;
            double _e617 = l_mut_164_;
            double l_237_ = (l_236_ ? l_226_ : _e617);
            l_mut_164_ = l_237_;
            uint _e619 = l_mut_168_;
            bool l_238_ = (_e619 == 2u);
            if (l_231_) {
                local_16 = l_238_;
            } else {
                local_16 = false;
            }
            bool l_239_ = local_16;
            double _e626 = l_mut_165_;
            double l_240_ = (l_239_ ? l_226_ : _e626);
            l_mut_165_ = l_240_;
            double l_241_ = (l_231_ ? l_228_ : l_226_);
            double _e629 = l_mut_167_;
            double l_242_ = (_e629 + l_153_);
            double l_243_ = (l_229_ ? l_241_ : l_242_);
            l_mut_167_ = l_243_;
            uint l_244_ = uint(l_231_);
            uint _e633 = l_mut_168_;
            l_mut_168_ = (_e633 + l_244_);
            uint _e635 = l_mut_168_;
            bool l_245_ = (_e635 == 0u);
            double _e638 = l_mut_163_;
            double _e639 = l_mut_167_;
            double l_246_ = (l_245_ ? _e639 : _e638);
            l_mut_163_ = l_246_;
            uint _e641 = l_mut_168_;
            bool l_247_ = (_e641 == 1u);
            double _e644 = l_mut_164_;
            double _e645 = l_mut_167_;
            double l_248_ = (l_247_ ? _e645 : _e644);
            l_mut_164_ = l_248_;
            uint _e647 = l_mut_168_;
            bool l_249_ = (_e647 == 2u);
            double _e650 = l_mut_165_;
            double _e651 = l_mut_167_;
            double l_250_ = (l_249_ ? _e651 : _e650);
            l_mut_165_ = l_250_;
            uint _e653 = l_mut_168_;
            bool l_251_ = (_e653 == 3u);
            double _e656 = l_mut_166_;
            double _e657 = l_mut_167_;
            double l_252_ = (l_251_ ? _e657 : _e656);
            l_mut_166_ = l_252_;
            a_253_[0] = l_26_;
            double _e661 = l_mut_163_;
            a_253_[1] = _e661;
            a_253_[2] = l_28_;
            double _e664 = l_mut_164_;
            a_253_[3] = _e664;
            a_253_[4] = l_31_;
            double _e667 = l_mut_165_;
            a_253_[5] = _e667;
            a_253_[6] = l_34_;
            double _e670 = l_mut_166_;
            a_253_[7] = _e670;
            double l_254_ = a_253_[7];
            l_mut_167_ = l_254_;
            double l_255_ = a_253_[6];
            double _e675 = l_mut_167_;
            double l_256_ = (l_255_ + _e675);
            double l_257_ = (l_256_ - l_255_);
            double l_258_ = (l_256_ - l_257_);
            double l_259_ = (l_255_ - l_258_);
            double _e680 = l_mut_167_;
            double l_260_ = (_e680 - l_257_);
            double l_261_ = (l_259_ + l_260_);
            a_253_[7] = l_261_;
            l_mut_167_ = l_256_;
            double l_262_ = a_253_[5];
            double _e686 = l_mut_167_;
            double l_263_ = (l_262_ + _e686);
            double l_264_ = (l_263_ - l_262_);
            double l_265_ = (l_263_ - l_264_);
            double l_266_ = (l_262_ - l_265_);
            double _e691 = l_mut_167_;
            double l_267_ = (_e691 - l_264_);
            double l_268_ = (l_266_ + l_267_);
            a_253_[6] = l_268_;
            l_mut_167_ = l_263_;
            double l_269_ = a_253_[4];
            double _e697 = l_mut_167_;
            double l_270_ = (l_269_ + _e697);
            double l_271_ = (l_270_ - l_269_);
            double l_272_ = (l_270_ - l_271_);
            double l_273_ = (l_269_ - l_272_);
            double _e702 = l_mut_167_;
            double l_274_ = (_e702 - l_271_);
            double l_275_ = (l_273_ + l_274_);
            a_253_[5] = l_275_;
            l_mut_167_ = l_270_;
            double l_276_ = a_253_[3];
            double _e708 = l_mut_167_;
            double l_277_ = (l_276_ + _e708);
            double l_278_ = (l_277_ - l_276_);
            double l_279_ = (l_277_ - l_278_);
            double l_280_ = (l_276_ - l_279_);
            double _e713 = l_mut_167_;
            double l_281_ = (_e713 - l_278_);
            double l_282_ = (l_280_ + l_281_);
            a_253_[4] = l_282_;
            l_mut_167_ = l_277_;
            double l_283_ = a_253_[2];
            double _e719 = l_mut_167_;
            double l_284_ = (l_283_ + _e719);
            double l_285_ = (l_284_ - l_283_);
            double l_286_ = (l_284_ - l_285_);
            double l_287_ = (l_283_ - l_286_);
            double _e724 = l_mut_167_;
            double l_288_ = (_e724 - l_285_);
            double l_289_ = (l_287_ + l_288_);
            a_253_[3] = l_289_;
            l_mut_167_ = l_284_;
            double l_290_ = a_253_[1];
            double _e730 = l_mut_167_;
            double l_291_ = (l_290_ + _e730);
            double l_292_ = (l_291_ - l_290_);
            double l_293_ = (l_291_ - l_292_);
            double l_294_ = (l_290_ - l_293_);
            double _e735 = l_mut_167_;
            double l_295_ = (_e735 - l_292_);
            double l_296_ = (l_294_ + l_295_);
            a_253_[2] = l_296_;
            l_mut_167_ = l_291_;
            double l_297_ = a_253_[0];
            double _e741 = l_mut_167_;
            double l_298_ = (l_297_ + _e741);
            double l_299_ = (l_298_ - l_297_);
            double l_300_ = (l_298_ - l_299_);
            double l_301_ = (l_297_ - l_300_);
            double _e746 = l_mut_167_;
            double l_302_ = (_e746 - l_299_);
            double l_303_ = (l_301_ + l_302_);
            a_253_[1] = l_303_;
            l_mut_167_ = l_298_;
            double _e751 = l_mut_167_;
            a_253_[0] = _e751;
            double l_304_ = a_253_[7];
            l_mut_167_ = l_304_;
            double l_305_ = a_253_[6];
            double _e756 = l_mut_167_;
            double l_306_ = (l_305_ + _e756);
            double l_307_ = (l_306_ - l_305_);
            double l_308_ = (l_306_ - l_307_);
            double l_309_ = (l_305_ - l_308_);
            double _e761 = l_mut_167_;
            double l_310_ = (_e761 - l_307_);
            double l_311_ = (l_309_ + l_310_);
            a_253_[7] = l_311_;
            l_mut_167_ = l_306_;
            double l_312_ = a_253_[5];
            double _e767 = l_mut_167_;
            double l_313_ = (l_312_ + _e767);
            double l_314_ = (l_313_ - l_312_);
            double l_315_ = (l_313_ - l_314_);
            double l_316_ = (l_312_ - l_315_);
            double _e772 = l_mut_167_;
            double l_317_ = (_e772 - l_314_);
            double l_318_ = (l_316_ + l_317_);
            a_253_[6] = l_318_;
            l_mut_167_ = l_313_;
            double l_319_ = a_253_[4];
            double _e778 = l_mut_167_;
            double l_320_ = (l_319_ + _e778);
            double l_321_ = (l_320_ - l_319_);
            double l_322_ = (l_320_ - l_321_);
            double l_323_ = (l_319_ - l_322_);
            double _e783 = l_mut_167_;
            double l_324_ = (_e783 - l_321_);
            double l_325_ = (l_323_ + l_324_);
            a_253_[5] = l_325_;
            l_mut_167_ = l_320_;
            double l_326_ = a_253_[3];
            double _e789 = l_mut_167_;
            double l_327_ = (l_326_ + _e789);
            double l_328_ = (l_327_ - l_326_);
            double l_329_ = (l_327_ - l_328_);
            double l_330_ = (l_326_ - l_329_);
            double _e794 = l_mut_167_;
            double l_331_ = (_e794 - l_328_);
            double l_332_ = (l_330_ + l_331_);
            a_253_[4] = l_332_;
            l_mut_167_ = l_327_;
            double l_333_ = a_253_[2];
            double _e800 = l_mut_167_;
            double l_334_ = (l_333_ + _e800);
            double l_335_ = (l_334_ - l_333_);
            double l_336_ = (l_334_ - l_335_);
            double l_337_ = (l_333_ - l_336_);
            double _e805 = l_mut_167_;
            double l_338_ = (_e805 - l_335_);
            double l_339_ = (l_337_ + l_338_);
            a_253_[3] = l_339_;
            l_mut_167_ = l_334_;
            double l_340_ = a_253_[1];
            double _e811 = l_mut_167_;
            double l_341_ = (l_340_ + _e811);
            double l_342_ = (l_341_ - l_340_);
            double l_343_ = (l_341_ - l_342_);
            double l_344_ = (l_340_ - l_343_);
            double _e816 = l_mut_167_;
            double l_345_ = (_e816 - l_342_);
            double l_346_ = (l_344_ + l_345_);
            a_253_[2] = l_346_;
            l_mut_167_ = l_341_;
            double l_347_ = a_253_[0];
            double _e822 = l_mut_167_;
            double l_348_ = (l_347_ + _e822);
            double l_349_ = (l_348_ - l_347_);
            double l_350_ = (l_348_ - l_349_);
            double l_351_ = (l_347_ - l_350_);
            double _e827 = l_mut_167_;
            double l_352_ = (_e827 - l_349_);
            double l_353_ = (l_351_ + l_352_);
            a_253_[1] = l_353_;
            l_mut_167_ = l_348_;
            double _e832 = l_mut_167_;
            a_253_[0] = _e832;
            l_mut_167_ = 0.0LF;
            l_mut_354_ = 0.0LF;
            l_mut_355_ = 0.0LF;
            l_mut_356_ = 0.0LF;
            double l_357_ = a_253_[0];
            l_mut_358_ = l_357_;
            l_mut_168_ = 0u;
            double l_359_ = a_253_[1];
            double _e842 = l_mut_358_;
            double l_360_ = (_e842 + l_359_);
            double _e844 = l_mut_358_;
            double l_361_ = (l_360_ - _e844);
            double l_362_ = (l_360_ - l_361_);
            double _e847 = l_mut_358_;
            double l_363_ = (_e847 - l_362_);
            double l_364_ = (l_359_ - l_361_);
            double l_365_ = (l_363_ + l_364_);
            uint _e851 = l_mut_168_;
            bool l_366_ = (_e851 < 3u);
            bool l_367_ = (l_365_ != 0.0LF);
            if (l_366_) {
                local_17 = l_367_;
            } else {
                local_17 = false;
            }
            bool l_368_ = local_17;
            uint _e860 = l_mut_168_;
            bool l_369_ = (_e860 == 0u);
            if (l_368_) {
                local_18 = l_369_;
            } else {
                local_18 = false;
            }
            bool l_370_ = local_18;
            double _e867 = l_mut_167_;
            double l_371_ = (l_370_ ? l_360_ : _e867);
            l_mut_167_ = l_371_;
            uint _e869 = l_mut_168_;
            bool l_372_ = (_e869 == 1u);
            if (l_368_) {
                local_19 = l_372_;
            } else {
                local_19 = false;
            }
            bool l_373_ = local_19;
            double _e876 = l_mut_354_;
            double l_374_ = (l_373_ ? l_360_ : _e876);
            l_mut_354_ = l_374_;
            uint _e878 = l_mut_168_;
            bool l_375_ = (_e878 == 2u);
            if (l_368_) {
                local_20 = l_375_;
            } else {
                local_20 = false;
            }
            bool l_376_ = local_20;
            double _e885 = l_mut_355_;
            double l_377_ = (l_376_ ? l_360_ : _e885);
            l_mut_355_ = l_377_;
            double l_378_ = (l_368_ ? l_365_ : l_360_);
            double _e888 = l_mut_358_;
            double l_379_ = (_e888 + l_359_);
            double l_380_ = (l_366_ ? l_378_ : l_379_);
            l_mut_358_ = l_380_;
            uint l_381_ = uint(l_368_);
            uint _e892 = l_mut_168_;
            l_mut_168_ = (_e892 + l_381_);
            double l_382_ = a_253_[2];
            double _e896 = l_mut_358_;
            double l_383_ = (_e896 + l_382_);
            double _e898 = l_mut_358_;
            double l_384_ = (l_383_ - _e898);
            double l_385_ = (l_383_ - l_384_);
            double _e901 = l_mut_358_;
            double l_386_ = (_e901 - l_385_);
            double l_387_ = (l_382_ - l_384_);
            double l_388_ = (l_386_ + l_387_);
            uint _e905 = l_mut_168_;
            bool l_389_ = (_e905 < 3u);
            bool l_390_ = (l_388_ != 0.0LF);
            if (l_389_) {
                local_21 = l_390_;
            } else {
                local_21 = false;
            }
            bool l_391_ = local_21;
            uint _e914 = l_mut_168_;
            bool l_392_ = (_e914 == 0u);
            if (l_391_) {
                local_22 = l_392_;
            } else {
                local_22 = false;
            }
            bool l_393_ = local_22;
            double _e921 = l_mut_167_;
            double l_394_ = (l_393_ ? l_383_ : _e921);
            l_mut_167_ = l_394_;
            uint _e923 = l_mut_168_;
            bool l_395_ = (_e923 == 1u);
            if (l_391_) {
                local_23 = l_395_;
            } else {
                local_23 = false;
            }
            bool l_396_ = local_23;
            double _e930 = l_mut_354_;
            double l_397_ = (l_396_ ? l_383_ : _e930);
            l_mut_354_ = l_397_;
            uint _e932 = l_mut_168_;
            bool l_398_ = (_e932 == 2u);
            if (l_391_) {
                local_24 = l_398_;
            } else {
                local_24 = false;
            }
            bool l_399_ = local_24;
            double _e939 = l_mut_355_;
            double l_400_ = (l_399_ ? l_383_ : _e939);
            l_mut_355_ = l_400_;
            double l_401_ = (l_391_ ? l_388_ : l_383_);
            double _e942 = l_mut_358_;
            double l_402_ = (_e942 + l_382_);
            double l_403_ = (l_389_ ? l_401_ : l_402_);
            l_mut_358_ = l_403_;
            uint l_404_ = uint(l_391_);
            uint _e946 = l_mut_168_;
            l_mut_168_ = (_e946 + l_404_);
            double l_405_ = a_253_[3];
            double _e950 = l_mut_358_;
            double l_406_ = (_e950 + l_405_);
            double _e952 = l_mut_358_;
            double l_407_ = (l_406_ - _e952);
            double l_408_ = (l_406_ - l_407_);
            double _e955 = l_mut_358_;
            double l_409_ = (_e955 - l_408_);
            double l_410_ = (l_405_ - l_407_);
            double l_411_ = (l_409_ + l_410_);
            uint _e959 = l_mut_168_;
            bool l_412_ = (_e959 < 3u);
            bool l_413_ = (l_411_ != 0.0LF);
            if (l_412_) {
                local_25 = l_413_;
            } else {
                local_25 = false;
            }
            bool l_414_ = local_25;
            uint _e968 = l_mut_168_;
            bool l_415_ = (_e968 == 0u);
            if (l_414_) {
                local_26 = l_415_;
            } else {
                local_26 = false;
            }
            bool l_416_ = local_26;
            double _e975 = l_mut_167_;
            double l_417_ = (l_416_ ? l_406_ : _e975);
            l_mut_167_ = l_417_;
            uint _e977 = l_mut_168_;
            bool l_418_ = (_e977 == 1u);
            if (l_414_) {
                local_27 = l_418_;
            } else {
                local_27 = false;
            }
            bool l_419_ = local_27;
            double _e984 = l_mut_354_;
            double l_420_ = (l_419_ ? l_406_ : _e984);
            l_mut_354_ = l_420_;
            uint _e986 = l_mut_168_;
            bool l_421_ = (_e986 == 2u);
            if (l_414_) {
                local_28 = l_421_;
            } else {
                local_28 = false;
            }
            bool l_422_ = local_28;
            double _e993 = l_mut_355_;
            double l_423_ = (l_422_ ? l_406_ : _e993);
            l_mut_355_ = l_423_;
            double l_424_ = (l_414_ ? l_411_ : l_406_);
            double _e996 = l_mut_358_;
            double l_425_ = (_e996 + l_405_);
            double l_426_ = (l_412_ ? l_424_ : l_425_);
            l_mut_358_ = l_426_;
            uint l_427_ = uint(l_414_);
            uint _e1000 = l_mut_168_;
            l_mut_168_ = (_e1000 + l_427_);
            double l_428_ = a_253_[4];
            double _e1004 = l_mut_358_;
            double l_429_ = (_e1004 + l_428_);
            double _e1006 = l_mut_358_;
            double l_430_ = (l_429_ - _e1006);
            double l_431_ = (l_429_ - l_430_);
            double _e1009 = l_mut_358_;
            double l_432_ = (_e1009 - l_431_);
            double l_433_ = (l_428_ - l_430_);
            double l_434_ = (l_432_ + l_433_);
            uint _e1013 = l_mut_168_;
            bool l_435_ = (_e1013 < 3u);
            bool l_436_ = (l_434_ != 0.0LF);
            if (l_435_) {
                local_29 = l_436_;
            } else {
                local_29 = false;
            }
            bool l_437_ = local_29;
            uint _e1022 = l_mut_168_;
            bool l_438_ = (_e1022 == 0u);
            if (l_437_) {
                local_30 = l_438_;
            } else {
                local_30 = false;
            }
            bool l_439_ = local_30;
            double _e1029 = l_mut_167_;
            double l_440_ = (l_439_ ? l_429_ : _e1029);
            l_mut_167_ = l_440_;
            uint _e1031 = l_mut_168_;
            bool l_441_ = (_e1031 == 1u);
            if (l_437_) {
                local_31 = l_441_;
            } else {
                local_31 = false;
            }
            bool l_442_ = local_31;
            double _e1038 = l_mut_354_;
            double l_443_ = (l_442_ ? l_429_ : _e1038);
            l_mut_354_ = l_443_;
            uint _e1040 = l_mut_168_;
            bool l_444_ = (_e1040 == 2u);
            if (l_437_) {
                local_32 = l_444_;
            } else {
                local_32 = false;
            }
            bool l_445_ = local_32;
            double _e1047 = l_mut_355_;
            double l_446_ = (l_445_ ? l_429_ : _e1047);
            l_mut_355_ = l_446_;
            double l_447_ = (l_437_ ? l_434_ : l_429_);
            double _e1050 = l_mut_358_;
            double l_448_ = (_e1050 + l_428_);
            double l_449_ = (l_435_ ? l_447_ : l_448_);
            l_mut_358_ = l_449_;
            uint l_450_ = uint(l_437_);
            uint _e1054 = l_mut_168_;
            l_mut_168_ = (_e1054 + l_450_);
            double l_451_ = a_253_[5];
            double _e1058 = l_mut_358_;
            double l_452_ = (_e1058 + l_451_);
            double _e1060 = l_mut_358_;
            double l_453_ = (l_452_ - _e1060);
            double l_454_ = (l_452_ - l_453_);
            double _e1063 = l_mut_358_;
            double l_455_ = (_e1063 - l_454_);
            double l_456_ = (l_451_ - l_453_);
            double l_457_ = (l_455_ + l_456_);
            uint _e1067 = l_mut_168_;
            bool l_458_ = (_e1067 < 3u);
            bool l_459_ = (l_457_ != 0.0LF);
            if (l_458_) {
                local_33 = l_459_;
            } else {
                local_33 = false;
            }
            bool l_460_ = local_33;
            uint _e1076 = l_mut_168_;
            bool l_461_ = (_e1076 == 0u);
            if (l_460_) {
                local_34 = l_461_;
            } else {
                local_34 = false;
            }
            bool l_462_ = local_34;
            double _e1083 = l_mut_167_;
            double l_463_ = (l_462_ ? l_452_ : _e1083);
            l_mut_167_ = l_463_;
            uint _e1085 = l_mut_168_;
            bool l_464_ = (_e1085 == 1u);
            if (l_460_) {
                local_35 = l_464_;
            } else {
                local_35 = false;
            }
            bool l_465_ = local_35;
            double _e1092 = l_mut_354_;
            double l_466_ = (l_465_ ? l_452_ : _e1092);
            l_mut_354_ = l_466_;
            uint _e1094 = l_mut_168_;
            bool l_467_ = (_e1094 == 2u);
            if (l_460_) {
                local_36 = l_467_;
            } else {
                local_36 = false;
            }
            bool l_468_ = local_36;
            double _e1101 = l_mut_355_;
            double l_469_ = (l_468_ ? l_452_ : _e1101);
            l_mut_355_ = l_469_;
            double l_470_ = (l_460_ ? l_457_ : l_452_);
            double _e1104 = l_mut_358_;
            double l_471_ = (_e1104 + l_451_);
            double l_472_ = (l_458_ ? l_470_ : l_471_);
            l_mut_358_ = l_472_;
            uint l_473_ = uint(l_460_);
            uint _e1108 = l_mut_168_;
            l_mut_168_ = (_e1108 + l_473_);
            double l_474_ = a_253_[6];
            double _e1112 = l_mut_358_;
            double l_475_ = (_e1112 + l_474_);
            double _e1114 = l_mut_358_;
            double l_476_ = (l_475_ - _e1114);
            double l_477_ = (l_475_ - l_476_);
            double _e1117 = l_mut_358_;
            double l_478_ = (_e1117 - l_477_);
            double l_479_ = (l_474_ - l_476_);
            double l_480_ = (l_478_ + l_479_);
            uint _e1121 = l_mut_168_;
            bool l_481_ = (_e1121 < 3u);
            bool l_482_ = (l_480_ != 0.0LF);
            if (l_481_) {
                local_37 = l_482_;
            } else {
                local_37 = false;
            }
            bool l_483_ = local_37;
            uint _e1130 = l_mut_168_;
            bool l_484_ = (_e1130 == 0u);
            if (l_483_) {
                local_38 = l_484_;
            } else {
                local_38 = false;
            }
            bool l_485_ = local_38;
            double _e1137 = l_mut_167_;
            double l_486_ = (l_485_ ? l_475_ : _e1137);
            l_mut_167_ = l_486_;
            uint _e1139 = l_mut_168_;
            bool l_487_ = (_e1139 == 1u);
            if (l_483_) {
                local_39 = l_487_;
            } else {
                local_39 = false;
            }
            bool l_488_ = local_39;
            double _e1146 = l_mut_354_;
            double l_489_ = (l_488_ ? l_475_ : _e1146);
            l_mut_354_ = l_489_;
            uint _e1148 = l_mut_168_;
            bool l_490_ = (_e1148 == 2u);
            if (l_483_) {
                local_40 = l_490_;
            } else {
                local_40 = false;
            }
            bool l_491_ = local_40;
            double _e1155 = l_mut_355_;
            double l_492_ = (l_491_ ? l_475_ : _e1155);
            l_mut_355_ = l_492_;
            double l_493_ = (l_483_ ? l_480_ : l_475_);
            double _e1158 = l_mut_358_;
            double l_494_ = (_e1158 + l_474_);
            double l_495_ = (l_481_ ? l_493_ : l_494_);
            l_mut_358_ = l_495_;
            uint l_496_ = uint(l_483_);
            uint _e1162 = l_mut_168_;
            l_mut_168_ = (_e1162 + l_496_);
            double l_497_ = a_253_[7];
            double _e1166 = l_mut_358_;
            double l_498_ = (_e1166 + l_497_);
            double _e1168 = l_mut_358_;
            double l_499_ = (l_498_ - _e1168);
            double l_500_ = (l_498_ - l_499_);
            double _e1171 = l_mut_358_;
            double l_501_ = (_e1171 - l_500_);
            double l_502_ = (l_497_ - l_499_);
            double l_503_ = (l_501_ + l_502_);
            uint _e1175 = l_mut_168_;
            bool l_504_ = (_e1175 < 3u);
            bool l_505_ = (l_503_ != 0.0LF);
            if (l_504_) {
                local_41 = l_505_;
            } else {
                local_41 = false;
            }
            bool l_506_ = local_41;
            uint _e1184 = l_mut_168_;
            bool l_507_ = (_e1184 == 0u);
            if (l_506_) {
                local_42 = l_507_;
            } else {
                local_42 = false;
            }
            bool l_508_ = local_42;
            double _e1191 = l_mut_167_;
            double l_509_ = (l_508_ ? l_498_ : _e1191);
            l_mut_167_ = l_509_;
            uint _e1193 = l_mut_168_;
            bool l_510_ = (_e1193 == 1u);
            if (l_506_) {
                local_43 = l_510_;
            } else {
                local_43 = false;
            }
            bool l_511_ = local_43;
            double _e1200 = l_mut_354_;
            double l_512_ = (l_511_ ? l_498_ : _e1200);
            l_mut_354_ = l_512_;
            uint _e1202 = l_mut_168_;
            bool l_513_ = (_e1202 == 2u);
            if (l_506_) {
                local_44 = l_513_;
            } else {
                local_44 = false;
            }
            bool l_514_ = local_44;
            double _e1209 = l_mut_355_;
            double l_515_ = (l_514_ ? l_498_ : _e1209);
            l_mut_355_ = l_515_;
            double l_516_ = (l_506_ ? l_503_ : l_498_);
            double _e1212 = l_mut_358_;
            double l_517_ = (_e1212 + l_497_);
            double l_518_ = (l_504_ ? l_516_ : l_517_);
            l_mut_358_ = l_518_;
            uint l_519_ = uint(l_506_);
            uint _e1216 = l_mut_168_;
            l_mut_168_ = (_e1216 + l_519_);
            uint _e1218 = l_mut_168_;
            bool l_520_ = (_e1218 == 0u);
            double _e1221 = l_mut_167_;
            double _e1222 = l_mut_358_;
            double l_521_ = (l_520_ ? _e1222 : _e1221);
            l_mut_167_ = l_521_;
            uint _e1224 = l_mut_168_;
            bool l_522_ = (_e1224 == 1u);
            double _e1227 = l_mut_354_;
            double _e1228 = l_mut_358_;
            double l_523_ = (l_522_ ? _e1228 : _e1227);
            l_mut_354_ = l_523_;
            uint _e1230 = l_mut_168_;
            bool l_524_ = (_e1230 == 2u);
            double _e1233 = l_mut_355_;
            double _e1234 = l_mut_358_;
            double l_525_ = (l_524_ ? _e1234 : _e1233);
            l_mut_355_ = l_525_;
            uint _e1236 = l_mut_168_;
            bool l_526_ = (_e1236 == 3u);
            double _e1239 = l_mut_356_;
            double _e1240 = l_mut_358_;
            double l_527_ = (l_526_ ? _e1240 : _e1239);
            l_mut_356_ = l_527_;
            uint l_631_ = _group_0_binding_2_cs.static_meta[0];
            uint l_632_ = (l_631_ * 1u);
            bool l_633_ = (id < l_632_);
            if (l_633_) {
                double _e1251 = l_mut_167_;
                _group_0_binding_0_cs[id] = _e1251;
            }
            uint l_528_ = (l_10_ + id);
            uint l_634_ = _group_0_binding_2_cs.static_meta[0];
            uint l_635_ = (l_634_ * 1u);
            bool l_636_ = (l_528_ < l_635_);
            if (l_636_) {
                double _e1262 = l_mut_354_;
                _group_0_binding_0_cs[l_528_] = _e1262;
            }
            uint l_529_ = (2u * l_10_);
            uint l_530_ = (l_529_ + id);
            uint l_637_ = _group_0_binding_2_cs.static_meta[0];
            uint l_638_ = (l_637_ * 1u);
            bool l_639_ = (l_530_ < l_638_);
            if (l_639_) {
                double _e1275 = l_mut_355_;
                _group_0_binding_0_cs[l_530_] = _e1275;
            }
            uint l_531_ = (3u * l_10_);
            uint l_532_ = (l_531_ + id);
            uint l_640_ = _group_0_binding_2_cs.static_meta[0];
            uint l_641_ = (l_640_ * 1u);
            bool l_642_ = (l_532_ < l_641_);
            if (l_642_) {
                double _e1288 = l_mut_356_;
                _group_0_binding_0_cs[l_532_] = _e1288;
                return;
            } else {
                return;
            }
        } else {
            return;
        }
    } else {
        return;
    }
}
