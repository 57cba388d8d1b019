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
    uint l_mut_11_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_5_cs.static_meta[7];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_15_ = _group_0_binding_5_cs.static_meta[0];
        uint l_16_ = (l_15_ * 1u);
        bool l_17_ = (1u < l_16_);
        uint l_18_ = (l_16_ - 1u);
        uint l_19_ = min(1u, l_18_);
        uint l_20_ = _group_0_binding_0_cs[l_19_];
        uint l_2_ = (l_17_ ? l_20_ : 0u);
        uint l_3_ = (id * l_2_);
        uint l_4_ = (l_3_ * 2u);
        uint l_22_ = _group_0_binding_5_cs.static_meta[2];
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (id < l_23_);
        uint l_25_ = (l_23_ - 1u);
        uint l_26_ = min(id, l_25_);
        uint l_27_ = _group_0_binding_2_cs[l_26_];
        uint l_5_ = (l_24_ ? l_27_ : 0u);
        uint l_6_ = (l_5_ * 2u);
        uint l_7_ = (id * 65u);
        uint l_8_ = (l_7_ + 1u);
        uint l_29_ = _group_0_binding_5_cs.static_meta[1];
        uint l_30_ = (l_29_ * 1u);
        bool l_31_ = (l_8_ < l_30_);
        uint l_32_ = (l_30_ - 1u);
        uint l_33_ = min(l_8_, l_32_);
        uint l_34_ = _group_0_binding_1_cs[l_33_];
        uint l_9_ = (l_31_ ? l_34_ : 0u);
        uint l_10_ = (l_9_ * 2u);
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e121 = l_mut_11_;
                l_mut_11_ = (_e121 + 1u);
            }
            loop_init = false;
            uint _e90 = l_mut_11_;
            if ((_e90 < l_10_)) {
            } else {
                break;
            }
            {
                uint _e92 = l_mut_11_;
                uint l_12_ = (l_6_ + _e92);
                uint _e94 = l_mut_11_;
                uint l_13_ = (l_4_ + _e94);
                uint l_36_ = _group_0_binding_5_cs.static_meta[3];
                uint l_37_ = (l_36_ * 1u);
                bool l_38_ = (l_13_ < l_37_);
                uint l_39_ = (l_37_ - 1u);
                uint l_40_ = min(l_13_, l_39_);
                uint l_41_ = _group_0_binding_3_cs[l_40_];
                uint l_14_ = (l_38_ ? l_41_ : 0u);
                uint l_43_ = _group_0_binding_5_cs.static_meta[4];
                uint l_44_ = (l_43_ * 1u);
                bool l_45_ = (l_12_ < l_44_);
                if (l_45_) {
                    _group_0_binding_4_cs[l_12_] = l_14_;
                }
            }
        }
        return;
    } else {
        return;
    }
}
