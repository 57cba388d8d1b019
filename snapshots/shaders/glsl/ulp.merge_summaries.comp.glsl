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

layout(std430) buffer type_3_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430) buffer type_3_block_3Compute { double _group_0_binding_3_cs[]; };

layout(std430) buffer type_1_block_4Compute { uint _group_0_binding_4_cs[]; };

layout(std430) readonly buffer info_st_block_5Compute { info_st _group_0_binding_5_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint a_5_[65] = uint[65](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u);
    double a_6_[10] = double[10](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    bool l_mut_43_ = false;
    uint l_mut_7_ = 0u;
    uint l_mut_8_ = 0u;
    uint l_mut_14_ = 0u;
    uint l_mut_15_ = 0u;
    uint l_mut_24_ = 0u;
    bool local = false;
    uint l_mut_54_ = 0u;
    uint l_mut_58_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_5_cs.static_meta[9];
    uint l_1_ = (id * 64u);
    bool l_2_ = (l_1_ < l_0_);
    if (l_2_) {
        uint l_3_ = (l_1_ + 64u);
        uint l_4_ = min(l_3_, l_0_);
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e47 = l_mut_7_;
                l_mut_7_ = (_e47 + 1u);
            }
            loop_init = false;
            uint _e40 = l_mut_7_;
            if ((_e40 < 45u)) {
            } else {
                break;
            }
            {
                uint _e43 = l_mut_7_;
                a_5_[_e43] = 0u;
            }
        }
        bool loop_init_1 = true;
        while(true) {
            if (!loop_init_1) {
                uint _e74 = l_mut_8_;
                l_mut_8_ = (_e74 + 1u);
            }
            loop_init_1 = false;
            uint _e51 = l_mut_8_;
            if ((_e51 < 10u)) {
            } else {
                break;
            }
            {
                uint _e55 = l_mut_8_;
                uint l_9_ = (2u * _e55);
                uint l_10_ = (45u + l_9_);
                a_5_[l_10_] = 4294967295u;
                uint _e62 = l_mut_8_;
                uint l_11_ = (2u * _e62);
                uint l_12_ = (45u + l_11_);
                uint l_13_ = (l_12_ + 1u);
                a_5_[l_13_] = 0u;
                uint _e70 = l_mut_8_;
                a_6_[_e70] = 0.0LF;
            }
        }
        l_mut_14_ = l_1_;
        bool loop_init_2 = true;
        while(true) {
            if (!loop_init_2) {
                uint _e272 = l_mut_14_;
                l_mut_14_ = (_e272 + 1u);
            }
            loop_init_2 = false;
            uint _e77 = l_mut_14_;
            if ((_e77 < l_4_)) {
            } else {
                break;
            }
            {
                l_mut_15_ = 0u;
                bool loop_init_3 = true;
                while(true) {
                    if (!loop_init_3) {
                        uint _e111 = l_mut_15_;
                        l_mut_15_ = (_e111 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e81 = l_mut_15_;
                    if ((_e81 < 45u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e84 = l_mut_14_;
                        uint l_16_ = (_e84 * 65u);
                        uint _e87 = l_mut_15_;
                        uint l_17_ = (l_16_ + _e87);
                        uint l_72_ = _group_0_binding_5_cs.static_meta[0];
                        uint l_73_ = (l_72_ * 1u);
                        bool l_74_ = (l_17_ < l_73_);
                        uint l_75_ = (l_73_ - 1u);
                        uint l_76_ = min(l_17_, l_75_);
                        uint l_77_ = _group_0_binding_0_cs[l_76_];
                        uint l_18_ = (l_74_ ? l_77_ : 0u);
                        uint _e104 = l_mut_15_;
                        uint l_19_ = a_5_[_e104];
                        uint l_20_ = (l_19_ + l_18_);
                        uint _e108 = l_mut_15_;
                        a_5_[_e108] = l_20_;
                    }
                }
                uint _e113 = l_mut_14_;
                uint l_21_ = (_e113 * 65u);
                uint l_22_ = (l_21_ + 1u);
                uint l_62_ = _group_0_binding_5_cs.static_meta[0];
                uint l_63_ = (l_62_ * 1u);
                bool l_64_ = (l_22_ < l_63_);
                uint l_65_ = (l_63_ - 1u);
                uint l_66_ = min(l_22_, l_65_);
                uint l_67_ = _group_0_binding_0_cs[l_66_];
                uint l_23_ = (l_64_ ? l_67_ : 0u);
                uint l_69_ = _group_0_binding_5_cs.static_meta[4];
                uint l_70_ = (l_69_ * 1u);
                uint _e139 = l_mut_14_;
                bool l_71_ = (_e139 < l_70_);
                if (l_71_) {
                    uint _e142 = l_mut_14_;
                    _group_0_binding_4_cs[_e142] = l_23_;
                }
                l_mut_24_ = 0u;
                bool loop_init_4 = true;
                while(true) {
                    if (!loop_init_4) {
                        uint _e269 = l_mut_24_;
                        l_mut_24_ = (_e269 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e146 = l_mut_24_;
                    if ((_e146 < 10u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e149 = l_mut_14_;
                        uint l_25_ = (_e149 * 65u);
                        uint l_26_ = (l_25_ + 45u);
                        uint _e155 = l_mut_24_;
                        uint l_27_ = (2u * _e155);
                        uint l_28_ = (l_26_ + l_27_);
                        uint l_79_ = _group_0_binding_5_cs.static_meta[0];
                        uint l_80_ = (l_79_ * 1u);
                        bool l_81_ = (l_28_ < l_80_);
                        uint l_82_ = (l_80_ - 1u);
                        uint l_83_ = min(l_28_, l_82_);
                        uint l_84_ = _group_0_binding_0_cs[l_83_];
                        uint l_29_ = (l_81_ ? l_84_ : 0u);
                        bool l_30_ = (l_29_ != 4294967295u);
                        if (l_30_) {
                            uint _e175 = l_mut_14_;
                            uint l_31_ = (_e175 * 10u);
                            uint _e178 = l_mut_24_;
                            uint l_32_ = (l_31_ + _e178);
                            uint l_86_ = _group_0_binding_5_cs.static_meta[1];
                            uint l_87_ = (l_86_ * 1u);
                            bool l_88_ = (l_32_ < l_87_);
                            uint l_89_ = (l_87_ - 1u);
                            uint l_90_ = min(l_32_, l_89_);
                            double l_91_ = _group_0_binding_1_cs[l_90_];
                            double l_33_ = (l_88_ ? l_91_ : 0.0LF);
                            uint l_93_ = _group_0_binding_5_cs.static_meta[0];
                            uint l_94_ = (l_93_ * 1u);
                            bool l_95_ = (l_28_ < l_94_);
                            uint l_96_ = (l_94_ - 1u);
                            uint l_97_ = min(l_28_, l_96_);
                            uint l_98_ = _group_0_binding_0_cs[l_97_];
                            uint l_34_ = (l_95_ ? l_98_ : 0u);
                            uint l_35_ = (l_28_ + 1u);
                            uint l_100_ = _group_0_binding_5_cs.static_meta[0];
                            uint l_101_ = (l_100_ * 1u);
                            bool l_102_ = (l_35_ < l_101_);
                            uint l_103_ = (l_101_ - 1u);
                            uint l_104_ = min(l_35_, l_103_);
                            uint l_105_ = _group_0_binding_0_cs[l_104_];
                            uint l_36_ = (l_102_ ? l_105_ : 0u);
                            uint _e228 = l_mut_24_;
                            uint l_37_ = (2u * _e228);
                            uint l_38_ = (45u + l_37_);
                            double l_39_ = abs(l_33_);
                            uint _e233 = l_mut_24_;
                            double l_40_ = a_6_[_e233];
                            double l_41_ = abs(l_40_);
                            bool l_42_ = (l_39_ > l_41_);
                            l_mut_43_ = l_42_;
                            uint _e238 = l_mut_24_;
                            bool l_44_ = (_e238 == 0u);
                            if (l_44_) {
                                uint _e241 = l_mut_24_;
                                double l_45_ = a_6_[_e241];
                                bool l_46_ = (l_33_ < l_45_);
                                l_mut_43_ = l_46_;
                            } else {
                                uint _e245 = l_mut_24_;
                                bool l_47_ = (_e245 == 1u);
                                if (l_47_) {
                                    uint _e248 = l_mut_24_;
                                    double l_48_ = a_6_[_e248];
                                    bool l_49_ = (l_33_ > l_48_);
                                    l_mut_43_ = l_49_;
                                }
                            }
                            uint l_50_ = a_5_[l_38_];
                            bool l_51_ = (l_50_ == 4294967295u);
                            if (!(l_51_)) {
                                bool _e259 = l_mut_43_;
                                local = _e259;
                            } else {
                                local = true;
                            }
                            bool l_52_ = local;
                            if (l_52_) {
                                a_5_[l_38_] = l_34_;
                                uint l_53_ = (l_38_ + 1u);
                                a_5_[l_53_] = l_36_;
                                uint _e266 = l_mut_24_;
                                a_6_[_e266] = l_33_;
                            }
                        }
                    }
                }
            }
        }
        bool loop_init_5 = true;
        while(true) {
            if (!loop_init_5) {
                uint _e296 = l_mut_54_;
                l_mut_54_ = (_e296 + 1u);
            }
            loop_init_5 = false;
            uint _e276 = l_mut_54_;
            if ((_e276 < 65u)) {
            } else {
                break;
            }
            {
                uint l_55_ = (id * 65u);
                uint _e281 = l_mut_54_;
                uint l_56_ = (l_55_ + _e281);
                uint _e283 = l_mut_54_;
                uint l_57_ = a_5_[_e283];
                uint l_107_ = _group_0_binding_5_cs.static_meta[2];
                uint l_108_ = (l_107_ * 1u);
                bool l_109_ = (l_56_ < l_108_);
                if (l_109_) {
                    _group_0_binding_2_cs[l_56_] = l_57_;
                }
            }
        }
        bool loop_init_6 = true;
        while(true) {
            if (!loop_init_6) {
                uint _e320 = l_mut_58_;
                l_mut_58_ = (_e320 + 1u);
            }
            loop_init_6 = false;
            uint _e300 = l_mut_58_;
            if ((_e300 < 10u)) {
            } else {
                break;
            }
            {
                uint l_59_ = (id * 10u);
                uint _e305 = l_mut_58_;
                uint l_60_ = (l_59_ + _e305);
                uint _e307 = l_mut_58_;
                double l_61_ = a_6_[_e307];
                uint l_110_ = _group_0_binding_5_cs.static_meta[3];
                uint l_111_ = (l_110_ * 1u);
                bool l_112_ = (l_60_ < l_111_);
                if (l_112_) {
                    _group_0_binding_3_cs[l_60_] = l_61_;
                }
            }
        }
        return;
    } else {
        return;
    }
}
