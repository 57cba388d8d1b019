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

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { float _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_43_ = _group_0_binding_4_cs.static_meta[2];
        uint l_44_ = (l_43_ * 1u);
        bool l_45_ = (0u < l_44_);
        uint l_46_ = (l_44_ - 1u);
        uint l_47_ = min(0u, l_46_);
        float l_48_ = _group_0_binding_2_cs[l_47_];
        float l_3_ = (l_45_ ? l_48_ : 0.0);
        uint l_50_ = _group_0_binding_4_cs.static_meta[2];
        uint l_51_ = (l_50_ * 1u);
        bool l_52_ = (1u < l_51_);
        uint l_53_ = (l_51_ - 1u);
        uint l_54_ = min(1u, l_53_);
        float l_55_ = _group_0_binding_2_cs[l_54_];
        float l_4_ = (l_52_ ? l_55_ : 0.0);
        uint l_57_ = _group_0_binding_4_cs.static_meta[0];
        uint l_58_ = (l_57_ * 1u);
        bool l_59_ = (id < l_58_);
        uint l_60_ = (l_58_ - 1u);
        uint l_61_ = min(id, l_60_);
        float l_62_ = _group_0_binding_0_cs[l_61_];
        float l_5_ = (l_59_ ? l_62_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_64_ = _group_0_binding_4_cs.static_meta[0];
        uint l_65_ = (l_64_ * 1u);
        bool l_66_ = (l_6_ < l_65_);
        uint l_67_ = (l_65_ - 1u);
        uint l_68_ = min(l_6_, l_67_);
        float l_69_ = _group_0_binding_0_cs[l_68_];
        float l_7_ = (l_66_ ? l_69_ : 0.0);
        uint l_71_ = _group_0_binding_4_cs.static_meta[1];
        uint l_72_ = (l_71_ * 1u);
        bool l_73_ = (id < l_72_);
        uint l_74_ = (l_72_ - 1u);
        uint l_75_ = min(id, l_74_);
        float l_76_ = _group_0_binding_1_cs[l_75_];
        float l_8_ = (l_73_ ? l_76_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_78_ = _group_0_binding_4_cs.static_meta[1];
        uint l_79_ = (l_78_ * 1u);
        bool l_80_ = (l_9_ < l_79_);
        uint l_81_ = (l_79_ - 1u);
        uint l_82_ = min(l_9_, l_81_);
        float l_83_ = _group_0_binding_1_cs[l_82_];
        float l_10_ = (l_80_ ? l_83_ : 0.0);
        float l_11_ = (l_5_ * l_8_);
        float l_12_ = (l_11_ * l_4_);
        float l_13_ = (l_3_ * l_5_);
        float l_14_ = (l_13_ * l_4_);
        float l_15_ = (l_14_ - l_5_);
        float l_16_ = (l_15_ * l_4_);
        float l_17_ = (l_14_ - l_16_);
        float l_18_ = (l_5_ - l_17_);
        float l_19_ = (l_3_ * l_8_);
        float l_20_ = (l_19_ * l_4_);
        float l_21_ = (l_20_ - l_8_);
        float l_22_ = (l_21_ * l_4_);
        float l_23_ = (l_20_ - l_22_);
        float l_24_ = (l_8_ - l_23_);
        float l_25_ = (l_17_ * l_23_);
        float l_26_ = (l_25_ - l_12_);
        float l_27_ = (l_17_ * l_24_);
        float l_28_ = (l_26_ + l_27_);
        float l_29_ = (l_18_ * l_23_);
        float l_30_ = (l_28_ + l_29_);
        float l_31_ = (l_18_ * l_24_);
        float l_32_ = (l_30_ + l_31_);
        float l_33_ = (l_5_ * l_10_);
        float l_34_ = (l_7_ * l_8_);
        float l_35_ = (l_33_ + l_34_);
        float l_36_ = (l_32_ + l_35_);
        float l_37_ = (l_12_ + l_36_);
        float l_38_ = (l_37_ * l_4_);
        float l_39_ = (l_38_ - l_12_);
        float l_40_ = (l_39_ * l_4_);
        float l_41_ = (l_36_ - l_40_);
        uint l_85_ = _group_0_binding_4_cs.static_meta[3];
        uint l_86_ = (l_85_ * 1u);
        bool l_87_ = (id < l_86_);
        if (l_87_) {
            _group_0_binding_3_cs[id] = l_38_;
        }
        uint l_42_ = (l_1_ + id);
        uint l_88_ = _group_0_binding_4_cs.static_meta[3];
        uint l_89_ = (l_88_ * 1u);
        bool l_90_ = (l_42_ < l_89_);
        if (l_90_) {
            _group_0_binding_3_cs[l_42_] = l_41_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
