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
    bool local = false;
    bool local_1 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint _e28 = _group_0_binding_2_cs.scalars_u32_[0];
    uint l_0_ = (_e28 * 32u);
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_2_ = (id / 32u);
        uint l_3_ = (id % 32u);
        uint _e39 = _group_0_binding_2_cs.scalars_u32_[3];
        bool l_4_ = (l_3_ < _e39);
        uint _e44 = _group_0_binding_2_cs.scalars_u32_[1];
        uint l_5_ = (l_2_ * _e44);
        uint _e49 = _group_0_binding_2_cs.scalars_u32_[2];
        uint l_6_ = (l_5_ + _e49);
        uint l_7_ = (l_4_ ? l_3_ : 0u);
        uint l_8_ = (l_6_ + l_7_);
        uint _e57 = _group_0_binding_2_cs.scalars_u32_[0];
        uint _e61 = _group_0_binding_2_cs.scalars_u32_[1];
        uint l_9_ = (_e57 * _e61);
        uint l_27_ = _group_0_binding_2_cs.static_meta[0];
        uint l_28_ = (l_27_ * 1u);
        bool l_29_ = (l_8_ < l_28_);
        uint l_30_ = (l_28_ - 1u);
        uint l_31_ = min(l_8_, l_30_);
        double l_32_ = _group_0_binding_0_cs[l_31_];
        double l_10_ = (l_29_ ? l_32_ : 0.0LF);
        uint l_11_ = (l_9_ + l_8_);
        uint l_34_ = _group_0_binding_2_cs.static_meta[0];
        uint l_35_ = (l_34_ * 1u);
        bool l_36_ = (l_11_ < l_35_);
        uint l_37_ = (l_35_ - 1u);
        uint l_38_ = min(l_11_, l_37_);
        double l_39_ = _group_0_binding_0_cs[l_38_];
        double l_12_ = (l_36_ ? l_39_ : 0.0LF);
        uint l_13_ = (l_3_ - 16u);
        bool l_14_ = (l_3_ >= 16u);
        uint _e101 = _group_0_binding_2_cs.scalars_u32_[3];
        bool l_15_ = (l_13_ < _e101);
        if (l_14_) {
            local = l_15_;
        } else {
            local = false;
        }
        bool l_16_ = local;
        uint _e110 = _group_0_binding_2_cs.scalars_u32_[2];
        uint l_17_ = (_e110 + l_13_);
        bool l_18_ = (l_2_ == l_17_);
        if (l_16_) {
            local_1 = l_18_;
        } else {
            local_1 = false;
        }
        bool l_19_ = local_1;
        double l_20_ = (l_4_ ? l_10_ : 0.0LF);
        double l_21_ = (l_19_ ? 1.0LF : l_20_);
        double l_22_ = (l_4_ ? l_12_ : 0.0LF);
        double l_23_ = (l_4_ ? 0.0LF : 0.0LF);
        double l_24_ = (l_4_ ? 0.0LF : 0.0LF);
        uint _e132 = _group_0_binding_2_cs.scalars_u32_[0];
        uint l_25_ = (_e132 * 32u);
        uint l_41_ = _group_0_binding_2_cs.static_meta[1];
        uint l_42_ = (l_41_ * 1u);
        bool l_43_ = (id < l_42_);
        if (l_43_) {
            _group_0_binding_1_cs[id] = l_21_;
        }
        uint l_26_ = (l_25_ + id);
        uint l_44_ = _group_0_binding_2_cs.static_meta[1];
        uint l_45_ = (l_44_ * 1u);
        bool l_46_ = (l_26_ < l_45_);
        if (l_46_) {
            _group_0_binding_1_cs[l_26_] = l_22_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
