#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[6];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430) readonly buffer info_st_block_3Compute { info_st _group_0_binding_3_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    float l_mut_11_ = 0.0;
    float l_mut_13_ = 0.0;
    float l_mut_15_ = 0.0;
    float l_mut_17_ = 0.0;
    float l_mut_19_ = 0.0;
    float l_mut_5_ = 0.0;
    float l_mut_7_ = 0.0;
    float l_mut_9_ = 0.0;
    uint l_mut_20_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_3_cs.static_meta[5];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_36_ = _group_0_binding_3_cs.static_meta[1];
        uint l_37_ = (l_36_ * 1u);
        bool l_38_ = (0u < l_37_);
        uint l_39_ = (l_37_ - 1u);
        uint l_40_ = min(0u, l_39_);
        float l_41_ = _group_0_binding_1_cs[l_40_];
        float l_2_ = (l_38_ ? l_41_ : 0.0);
        uint l_43_ = _group_0_binding_3_cs.static_meta[1];
        uint l_44_ = (l_43_ * 1u);
        bool l_45_ = (1u < l_44_);
        uint l_46_ = (l_44_ - 1u);
        uint l_47_ = min(1u, l_46_);
        float l_48_ = _group_0_binding_1_cs[l_47_];
        float l_3_ = (l_45_ ? l_48_ : 0.0);
        uint l_50_ = _group_0_binding_3_cs.static_meta[0];
        uint l_51_ = (l_50_ * 1u);
        bool l_52_ = (id < l_51_);
        uint l_53_ = (l_51_ - 1u);
        uint l_54_ = min(id, l_53_);
        float l_55_ = _group_0_binding_0_cs[l_54_];
        float l_4_ = (l_52_ ? l_55_ : 0.0);
        l_mut_5_ = l_4_;
        float _e87 = l_mut_5_;
        float l_6_ = (_e87 + l_3_);
        l_mut_7_ = l_6_;
        float _e89 = l_mut_7_;
        float l_8_ = (_e89 + l_3_);
        l_mut_9_ = l_8_;
        float _e91 = l_mut_9_;
        float l_10_ = (_e91 + l_3_);
        l_mut_11_ = l_10_;
        float _e93 = l_mut_11_;
        float l_12_ = (_e93 + l_3_);
        l_mut_13_ = l_12_;
        float _e95 = l_mut_13_;
        float l_14_ = (_e95 + l_3_);
        l_mut_15_ = l_14_;
        float _e97 = l_mut_15_;
        float l_16_ = (_e97 + l_3_);
        l_mut_17_ = l_16_;
        float _e99 = l_mut_17_;
        float l_18_ = (_e99 + l_3_);
        l_mut_19_ = l_18_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e123 = l_mut_20_;
                l_mut_20_ = (_e123 + 1u);
            }
            loop_init = false;
            uint _e103 = l_mut_20_;
            if ((_e103 < 4096u)) {
            } else {
                break;
            }
            {
                float _e106 = l_mut_5_;
                float l_21_ = fma(_e106, l_2_, l_3_);
                l_mut_5_ = l_21_;
                float _e108 = l_mut_7_;
                float l_22_ = fma(_e108, l_2_, l_3_);
                l_mut_7_ = l_22_;
                float _e110 = l_mut_9_;
                float l_23_ = fma(_e110, l_2_, l_3_);
                l_mut_9_ = l_23_;
                float _e112 = l_mut_11_;
                float l_24_ = fma(_e112, l_2_, l_3_);
                l_mut_11_ = l_24_;
                float _e114 = l_mut_13_;
                float l_25_ = fma(_e114, l_2_, l_3_);
                l_mut_13_ = l_25_;
                float _e116 = l_mut_15_;
                float l_26_ = fma(_e116, l_2_, l_3_);
                l_mut_15_ = l_26_;
                float _e118 = l_mut_17_;
                float l_27_ = fma(_e118, l_2_, l_3_);
                l_mut_17_ = l_27_;
                float _e120 = l_mut_19_;
                float l_28_ = fma(_e120, l_2_, l_3_);
                l_mut_19_ = l_28_;
            }
        }
        float _e125 = l_mut_5_;
        float _e126 = l_mut_7_;
        float l_29_ = (_e125 + _e126);
        float _e128 = l_mut_9_;
        float _e129 = l_mut_11_;
        float l_30_ = (_e128 + _e129);
        float l_31_ = (l_29_ + l_30_);
        float _e132 = l_mut_13_;
        float _e133 = l_mut_15_;
        float l_32_ = (_e132 + _e133);
        float _e135 = l_mut_17_;
        float _e136 = l_mut_19_;
        float l_33_ = (_e135 + _e136);
        float l_34_ = (l_32_ + l_33_);
        float l_35_ = (l_31_ + l_34_);
        uint l_57_ = _group_0_binding_3_cs.static_meta[2];
        uint l_58_ = (l_57_ * 1u);
        bool l_59_ = (id < l_58_);
        if (l_59_) {
            _group_0_binding_2_cs[id] = l_35_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
