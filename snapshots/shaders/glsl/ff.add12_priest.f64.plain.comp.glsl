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
    double l_mut_12_ = 0.0;
    double l_mut_18_ = 0.0;
    double l_mut_6_ = 0.0;
    double l_mut_7_ = 0.0;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    bool l_1_ = (id < l_0_);
    if (l_1_) {
        uint l_22_ = _group_0_binding_4_cs.static_meta[2];
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (0u < l_23_);
        uint l_25_ = (l_23_ - 1u);
        uint l_26_ = min(0u, l_25_);
        double l_27_ = _group_0_binding_2_cs[l_26_];
        double l_2_ = (l_24_ ? l_27_ : 0.0LF);
        uint l_29_ = _group_0_binding_4_cs.static_meta[2];
        uint l_30_ = (l_29_ * 1u);
        bool l_31_ = (1u < l_30_);
        uint l_32_ = (l_30_ - 1u);
        uint l_33_ = min(1u, l_32_);
        double l_34_ = _group_0_binding_2_cs[l_33_];
        double l_3_ = (l_31_ ? l_34_ : 0.0LF);
        uint l_36_ = _group_0_binding_4_cs.static_meta[0];
        uint l_37_ = (l_36_ * 1u);
        bool l_38_ = (id < l_37_);
        uint l_39_ = (l_37_ - 1u);
        uint l_40_ = min(id, l_39_);
        double l_41_ = _group_0_binding_0_cs[l_40_];
        double l_4_ = (l_38_ ? l_41_ : 0.0LF);
        uint l_43_ = _group_0_binding_4_cs.static_meta[1];
        uint l_44_ = (l_43_ * 1u);
        bool l_45_ = (id < l_44_);
        uint l_46_ = (l_44_ - 1u);
        uint l_47_ = min(id, l_46_);
        double l_48_ = _group_0_binding_1_cs[l_47_];
        double l_5_ = (l_45_ ? l_48_ : 0.0LF);
        l_mut_6_ = l_4_;
        l_mut_7_ = l_5_;
        double l_8_ = abs(l_5_);
        double l_9_ = abs(l_4_);
        bool l_10_ = (l_8_ >= l_9_);
        if (l_10_) {
            l_mut_6_ = l_5_;
            l_mut_7_ = l_4_;
        }
        double _e101 = l_mut_6_;
        double _e102 = l_mut_7_;
        double l_11_ = (_e101 + _e102);
        l_mut_12_ = l_11_;
        double _e104 = l_mut_12_;
        double _e105 = l_mut_6_;
        double l_13_ = (_e104 - _e105);
        double _e107 = l_mut_12_;
        double l_14_ = (_e107 - l_13_);
        double _e109 = l_mut_6_;
        double l_15_ = (l_14_ - _e109);
        double _e111 = l_mut_7_;
        double l_16_ = (_e111 - l_15_);
        double l_17_ = (l_16_ - l_13_);
        l_mut_18_ = l_17_;
        double _e114 = l_mut_18_;
        double l_19_ = (_e114 + l_13_);
        bool l_20_ = (l_19_ != l_16_);
        if (l_20_) {
            double _e117 = l_mut_6_;
            l_mut_12_ = _e117;
            double _e118 = l_mut_7_;
            l_mut_18_ = _e118;
        }
        uint l_50_ = _group_0_binding_4_cs.static_meta[3];
        uint l_51_ = (l_50_ * 1u);
        bool l_52_ = (id < l_51_);
        if (l_52_) {
            double _e128 = l_mut_12_;
            _group_0_binding_3_cs[id] = _e128;
        }
        uint l_21_ = (l_0_ + id);
        uint l_53_ = _group_0_binding_4_cs.static_meta[3];
        uint l_54_ = (l_53_ * 1u);
        bool l_55_ = (l_21_ < l_54_);
        if (l_55_) {
            double _e139 = l_mut_18_;
            _group_0_binding_3_cs[l_21_] = _e139;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
