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
    uint l_mut_9_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_5_cs.static_meta[7];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_13_ = _group_0_binding_5_cs.static_meta[0];
        uint l_14_ = (l_13_ * 1u);
        bool l_15_ = (1u < l_14_);
        uint l_16_ = (l_14_ - 1u);
        uint l_17_ = min(1u, l_16_);
        uint l_18_ = _group_0_binding_0_cs[l_17_];
        uint l_2_ = (l_15_ ? l_18_ : 0u);
        uint l_3_ = (id * l_2_);
        uint l_4_ = (l_3_ * 2u);
        uint l_20_ = _group_0_binding_5_cs.static_meta[2];
        uint l_21_ = (l_20_ * 1u);
        bool l_22_ = (id < l_21_);
        uint l_23_ = (l_21_ - 1u);
        uint l_24_ = min(id, l_23_);
        uint l_25_ = _group_0_binding_2_cs[l_24_];
        uint l_5_ = (l_22_ ? l_25_ : 0u);
        uint l_6_ = (l_5_ * 2u);
        uint l_27_ = _group_0_binding_5_cs.static_meta[1];
        uint l_28_ = (l_27_ * 1u);
        bool l_29_ = (id < l_28_);
        uint l_30_ = (l_28_ - 1u);
        uint l_31_ = min(id, l_30_);
        uint l_32_ = _group_0_binding_1_cs[l_31_];
        uint l_7_ = (l_29_ ? l_32_ : 0u);
        uint l_8_ = (l_7_ * 2u);
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e117 = l_mut_9_;
                l_mut_9_ = (_e117 + 1u);
            }
            loop_init = false;
            uint _e86 = l_mut_9_;
            if ((_e86 < l_8_)) {
            } else {
                break;
            }
            {
                uint _e88 = l_mut_9_;
                uint l_10_ = (l_6_ + _e88);
                uint _e90 = l_mut_9_;
                uint l_11_ = (l_4_ + _e90);
                uint l_34_ = _group_0_binding_5_cs.static_meta[3];
                uint l_35_ = (l_34_ * 1u);
                bool l_36_ = (l_11_ < l_35_);
                uint l_37_ = (l_35_ - 1u);
                uint l_38_ = min(l_11_, l_37_);
                uint l_39_ = _group_0_binding_3_cs[l_38_];
                uint l_12_ = (l_36_ ? l_39_ : 0u);
                uint l_41_ = _group_0_binding_5_cs.static_meta[4];
                uint l_42_ = (l_41_ * 1u);
                bool l_43_ = (l_10_ < l_42_);
                if (l_43_) {
                    _group_0_binding_4_cs[l_10_] = l_12_;
                }
            }
        }
        return;
    } else {
        return;
    }
}
