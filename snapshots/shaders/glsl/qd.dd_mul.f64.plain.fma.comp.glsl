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
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_22_ = _group_0_binding_4_cs.static_meta[2];
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (0u < l_23_);
        uint l_25_ = (l_23_ - 1u);
        uint l_26_ = min(0u, l_25_);
        double l_27_ = _group_0_binding_2_cs[l_26_];
        double l_3_ = (l_24_ ? l_27_ : 0.0LF);
        uint l_29_ = _group_0_binding_4_cs.static_meta[2];
        uint l_30_ = (l_29_ * 1u);
        bool l_31_ = (1u < l_30_);
        uint l_32_ = (l_30_ - 1u);
        uint l_33_ = min(1u, l_32_);
        double l_34_ = _group_0_binding_2_cs[l_33_];
        double l_4_ = (l_31_ ? l_34_ : 0.0LF);
        uint l_36_ = _group_0_binding_4_cs.static_meta[0];
        uint l_37_ = (l_36_ * 1u);
        bool l_38_ = (id < l_37_);
        uint l_39_ = (l_37_ - 1u);
        uint l_40_ = min(id, l_39_);
        double l_41_ = _group_0_binding_0_cs[l_40_];
        double l_5_ = (l_38_ ? l_41_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_43_ = _group_0_binding_4_cs.static_meta[0];
        uint l_44_ = (l_43_ * 1u);
        bool l_45_ = (l_6_ < l_44_);
        uint l_46_ = (l_44_ - 1u);
        uint l_47_ = min(l_6_, l_46_);
        double l_48_ = _group_0_binding_0_cs[l_47_];
        double l_7_ = (l_45_ ? l_48_ : 0.0LF);
        uint l_50_ = _group_0_binding_4_cs.static_meta[1];
        uint l_51_ = (l_50_ * 1u);
        bool l_52_ = (id < l_51_);
        uint l_53_ = (l_51_ - 1u);
        uint l_54_ = min(id, l_53_);
        double l_55_ = _group_0_binding_1_cs[l_54_];
        double l_8_ = (l_52_ ? l_55_ : 0.0LF);
        uint l_9_ = (l_1_ + id);
        uint l_57_ = _group_0_binding_4_cs.static_meta[1];
        uint l_58_ = (l_57_ * 1u);
        bool l_59_ = (l_9_ < l_58_);
        uint l_60_ = (l_58_ - 1u);
        uint l_61_ = min(l_9_, l_60_);
        double l_62_ = _group_0_binding_1_cs[l_61_];
        double l_10_ = (l_59_ ? l_62_ : 0.0LF);
        double l_11_ = (l_5_ * l_8_);
        double l_12_ = -(l_11_);
        double l_13_ = fma(l_5_, l_8_, l_12_);
        double l_14_ = (l_5_ * l_10_);
        double l_15_ = (l_7_ * l_8_);
        double l_16_ = (l_14_ + l_15_);
        double l_17_ = (l_13_ + l_16_);
        double l_18_ = (l_11_ + l_17_);
        double l_19_ = (l_18_ - l_11_);
        double l_20_ = (l_17_ - l_19_);
        uint l_64_ = _group_0_binding_4_cs.static_meta[3];
        uint l_65_ = (l_64_ * 1u);
        bool l_66_ = (id < l_65_);
        if (l_66_) {
            _group_0_binding_3_cs[id] = l_18_;
        }
        uint l_21_ = (l_1_ + id);
        uint l_67_ = _group_0_binding_4_cs.static_meta[3];
        uint l_68_ = (l_67_ * 1u);
        bool l_69_ = (l_21_ < l_68_);
        if (l_69_) {
            _group_0_binding_3_cs[l_21_] = l_20_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
