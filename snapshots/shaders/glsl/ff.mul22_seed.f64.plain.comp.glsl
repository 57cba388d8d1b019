#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[8];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { double _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { double _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    double l_mut_33_ = 0.0;
    double l_mut_34_ = 0.0;
    double l_mut_39_ = 0.0;
    double l_mut_45_ = 0.0;
    uint l_mut_4_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    uint l_49_ = _group_0_binding_4_cs.static_meta[2];
    uint l_50_ = (l_49_ * 1u);
    bool l_51_ = (0u < l_50_);
    uint l_52_ = (l_50_ - 1u);
    uint l_53_ = min(0u, l_52_);
    double l_54_ = _group_0_binding_2_cs[l_53_];
    double l_2_ = (l_51_ ? l_54_ : 0.0LF);
    uint l_56_ = _group_0_binding_4_cs.static_meta[2];
    uint l_57_ = (l_56_ * 1u);
    bool l_58_ = (1u < l_57_);
    uint l_59_ = (l_57_ - 1u);
    uint l_60_ = min(1u, l_59_);
    double l_61_ = _group_0_binding_2_cs[l_60_];
    double l_3_ = (l_58_ ? l_61_ : 0.0LF);
    l_mut_4_ = id;
    uint _e70 = l_mut_4_;
    bool l_5_ = (_e70 < l_1_);
    if (l_5_) {
        uint l_63_ = _group_0_binding_4_cs.static_meta[0];
        uint l_64_ = (l_63_ * 1u);
        uint _e78 = l_mut_4_;
        bool l_65_ = (_e78 < l_64_);
        uint l_66_ = (l_64_ - 1u);
        uint _e82 = l_mut_4_;
        uint l_67_ = min(_e82, l_66_);
        double l_68_ = _group_0_binding_0_cs[l_67_];
        double l_6_ = (l_65_ ? l_68_ : 0.0LF);
        uint _e89 = l_mut_4_;
        uint l_7_ = (l_1_ + _e89);
        uint l_70_ = _group_0_binding_4_cs.static_meta[0];
        uint l_71_ = (l_70_ * 1u);
        bool l_72_ = (l_7_ < l_71_);
        uint l_73_ = (l_71_ - 1u);
        uint l_74_ = min(l_7_, l_73_);
        double l_75_ = _group_0_binding_0_cs[l_74_];
        double l_8_ = (l_72_ ? l_75_ : 0.0LF);
        uint l_77_ = _group_0_binding_4_cs.static_meta[1];
        uint l_78_ = (l_77_ * 1u);
        uint _e112 = l_mut_4_;
        bool l_79_ = (_e112 < l_78_);
        uint l_80_ = (l_78_ - 1u);
        uint _e116 = l_mut_4_;
        uint l_81_ = min(_e116, l_80_);
        double l_82_ = _group_0_binding_1_cs[l_81_];
        double l_9_ = (l_79_ ? l_82_ : 0.0LF);
        uint _e123 = l_mut_4_;
        uint l_10_ = (l_1_ + _e123);
        uint l_84_ = _group_0_binding_4_cs.static_meta[1];
        uint l_85_ = (l_84_ * 1u);
        bool l_86_ = (l_10_ < l_85_);
        uint l_87_ = (l_85_ - 1u);
        uint l_88_ = min(l_10_, l_87_);
        double l_89_ = _group_0_binding_1_cs[l_88_];
        double l_11_ = (l_86_ ? l_89_ : 0.0LF);
        double l_12_ = (l_6_ * l_9_);
        double l_13_ = (l_2_ * l_6_);
        double l_14_ = (l_13_ - l_6_);
        double l_15_ = (l_13_ - l_14_);
        double l_16_ = (l_6_ - l_15_);
        double l_17_ = (l_2_ * l_9_);
        double l_18_ = (l_17_ - l_9_);
        double l_19_ = (l_17_ - l_18_);
        double l_20_ = (l_9_ - l_19_);
        double l_21_ = (l_15_ * l_19_);
        double l_22_ = (l_21_ - l_12_);
        double l_23_ = (l_15_ * l_20_);
        double l_24_ = (l_22_ + l_23_);
        double l_25_ = (l_16_ * l_19_);
        double l_26_ = (l_24_ + l_25_);
        double l_27_ = (l_16_ * l_20_);
        double l_28_ = (l_26_ + l_27_);
        double l_29_ = (l_6_ * l_11_);
        double l_30_ = (l_8_ * l_9_);
        double l_31_ = (l_29_ + l_30_);
        double l_32_ = (l_31_ + l_28_);
        l_mut_33_ = l_12_;
        l_mut_34_ = l_32_;
        double l_35_ = abs(l_32_);
        double l_36_ = abs(l_12_);
        bool l_37_ = (l_35_ >= l_36_);
        if (l_37_) {
            l_mut_33_ = l_32_;
            l_mut_34_ = l_12_;
        }
        double _e164 = l_mut_33_;
        double _e165 = l_mut_34_;
        double l_38_ = (_e164 + _e165);
        l_mut_39_ = l_38_;
        double _e167 = l_mut_39_;
        double _e168 = l_mut_33_;
        double l_40_ = (_e167 - _e168);
        double _e170 = l_mut_39_;
        double l_41_ = (_e170 - l_40_);
        double _e172 = l_mut_33_;
        double l_42_ = (l_41_ - _e172);
        double _e174 = l_mut_34_;
        double l_43_ = (_e174 - l_42_);
        double l_44_ = (l_43_ - l_40_);
        l_mut_45_ = l_44_;
        double _e177 = l_mut_45_;
        double l_46_ = (_e177 + l_40_);
        bool l_47_ = (l_46_ != l_43_);
        if (l_47_) {
            double _e180 = l_mut_33_;
            l_mut_39_ = _e180;
            double _e181 = l_mut_34_;
            l_mut_45_ = _e181;
        }
        uint l_91_ = _group_0_binding_4_cs.static_meta[3];
        uint l_92_ = (l_91_ * 1u);
        uint _e188 = l_mut_4_;
        bool l_93_ = (_e188 < l_92_);
        if (l_93_) {
            uint _e191 = l_mut_4_;
            double _e193 = l_mut_39_;
            _group_0_binding_3_cs[_e191] = _e193;
        }
        uint _e194 = l_mut_4_;
        uint l_48_ = (l_1_ + _e194);
        uint l_94_ = _group_0_binding_4_cs.static_meta[3];
        uint l_95_ = (l_94_ * 1u);
        bool l_96_ = (l_48_ < l_95_);
        if (l_96_) {
            double _e205 = l_mut_45_;
            _group_0_binding_3_cs[l_48_] = _e205;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
