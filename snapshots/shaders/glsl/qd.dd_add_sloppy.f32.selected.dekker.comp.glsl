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
        uint l_33_ = _group_0_binding_4_cs.static_meta[2];
        uint l_34_ = (l_33_ * 1u);
        bool l_35_ = (0u < l_34_);
        uint l_36_ = (l_34_ - 1u);
        uint l_37_ = min(0u, l_36_);
        float l_38_ = _group_0_binding_2_cs[l_37_];
        float l_3_ = (l_35_ ? l_38_ : 0.0);
        uint l_40_ = _group_0_binding_4_cs.static_meta[2];
        uint l_41_ = (l_40_ * 1u);
        bool l_42_ = (1u < l_41_);
        uint l_43_ = (l_41_ - 1u);
        uint l_44_ = min(1u, l_43_);
        float l_45_ = _group_0_binding_2_cs[l_44_];
        float l_4_ = (l_42_ ? l_45_ : 0.0);
        uint l_47_ = _group_0_binding_4_cs.static_meta[0];
        uint l_48_ = (l_47_ * 1u);
        bool l_49_ = (id < l_48_);
        uint l_50_ = (l_48_ - 1u);
        uint l_51_ = min(id, l_50_);
        float l_52_ = _group_0_binding_0_cs[l_51_];
        float l_5_ = (l_49_ ? l_52_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_54_ = _group_0_binding_4_cs.static_meta[0];
        uint l_55_ = (l_54_ * 1u);
        bool l_56_ = (l_6_ < l_55_);
        uint l_57_ = (l_55_ - 1u);
        uint l_58_ = min(l_6_, l_57_);
        float l_59_ = _group_0_binding_0_cs[l_58_];
        float l_7_ = (l_56_ ? l_59_ : 0.0);
        uint l_61_ = _group_0_binding_4_cs.static_meta[1];
        uint l_62_ = (l_61_ * 1u);
        bool l_63_ = (id < l_62_);
        uint l_64_ = (l_62_ - 1u);
        uint l_65_ = min(id, l_64_);
        float l_66_ = _group_0_binding_1_cs[l_65_];
        float l_8_ = (l_63_ ? l_66_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_68_ = _group_0_binding_4_cs.static_meta[1];
        uint l_69_ = (l_68_ * 1u);
        bool l_70_ = (l_9_ < l_69_);
        uint l_71_ = (l_69_ - 1u);
        uint l_72_ = min(l_9_, l_71_);
        float l_73_ = _group_0_binding_1_cs[l_72_];
        float l_10_ = (l_70_ ? l_73_ : 0.0);
        float l_11_ = (l_5_ + l_8_);
        bool l_12_ = (l_4_ != 0.0);
        float l_13_ = (l_12_ ? l_11_ : l_4_);
        float l_14_ = (l_13_ - l_5_);
        bool l_15_ = (l_4_ != 0.0);
        float l_16_ = (l_15_ ? l_14_ : l_4_);
        float l_17_ = (l_13_ - l_16_);
        bool l_18_ = (l_4_ != 0.0);
        float l_19_ = (l_18_ ? l_17_ : l_4_);
        float l_20_ = (l_5_ - l_19_);
        float l_21_ = (l_8_ - l_16_);
        float l_22_ = (l_20_ + l_21_);
        float l_23_ = (l_7_ + l_10_);
        float l_24_ = (l_22_ + l_23_);
        float l_25_ = (l_13_ + l_24_);
        bool l_26_ = (l_4_ != 0.0);
        float l_27_ = (l_26_ ? l_25_ : l_4_);
        float l_28_ = (l_27_ - l_13_);
        bool l_29_ = (l_4_ != 0.0);
        float l_30_ = (l_29_ ? l_28_ : l_4_);
        float l_31_ = (l_24_ - l_30_);
        uint l_75_ = _group_0_binding_4_cs.static_meta[3];
        uint l_76_ = (l_75_ * 1u);
        bool l_77_ = (id < l_76_);
        if (l_77_) {
            _group_0_binding_3_cs[id] = l_27_;
        }
        uint l_32_ = (l_1_ + id);
        uint l_78_ = _group_0_binding_4_cs.static_meta[3];
        uint l_79_ = (l_78_ * 1u);
        bool l_80_ = (l_32_ < l_79_);
        if (l_80_) {
            _group_0_binding_3_cs[l_32_] = l_31_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
