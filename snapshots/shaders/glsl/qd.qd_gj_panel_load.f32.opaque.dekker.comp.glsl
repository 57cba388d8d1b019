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

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { float _group_0_binding_1_cs[]; };

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
        uint l_37_ = _group_0_binding_2_cs.static_meta[0];
        uint l_38_ = (l_37_ * 1u);
        bool l_39_ = (l_8_ < l_38_);
        uint l_40_ = (l_38_ - 1u);
        uint l_41_ = min(l_8_, l_40_);
        float l_42_ = _group_0_binding_0_cs[l_41_];
        float l_10_ = (l_39_ ? l_42_ : 0.0);
        uint l_11_ = (l_9_ + l_8_);
        uint l_44_ = _group_0_binding_2_cs.static_meta[0];
        uint l_45_ = (l_44_ * 1u);
        bool l_46_ = (l_11_ < l_45_);
        uint l_47_ = (l_45_ - 1u);
        uint l_48_ = min(l_11_, l_47_);
        float l_49_ = _group_0_binding_0_cs[l_48_];
        float l_12_ = (l_46_ ? l_49_ : 0.0);
        uint l_13_ = (2u * l_9_);
        uint l_14_ = (l_13_ + l_8_);
        uint l_51_ = _group_0_binding_2_cs.static_meta[0];
        uint l_52_ = (l_51_ * 1u);
        bool l_53_ = (l_14_ < l_52_);
        uint l_54_ = (l_52_ - 1u);
        uint l_55_ = min(l_14_, l_54_);
        float l_56_ = _group_0_binding_0_cs[l_55_];
        float l_15_ = (l_53_ ? l_56_ : 0.0);
        uint l_16_ = (3u * l_9_);
        uint l_17_ = (l_16_ + l_8_);
        uint l_58_ = _group_0_binding_2_cs.static_meta[0];
        uint l_59_ = (l_58_ * 1u);
        bool l_60_ = (l_17_ < l_59_);
        uint l_61_ = (l_59_ - 1u);
        uint l_62_ = min(l_17_, l_61_);
        float l_63_ = _group_0_binding_0_cs[l_62_];
        float l_18_ = (l_60_ ? l_63_ : 0.0);
        uint l_19_ = (l_3_ - 16u);
        bool l_20_ = (l_3_ >= 16u);
        uint _e137 = _group_0_binding_2_cs.scalars_u32_[3];
        bool l_21_ = (l_19_ < _e137);
        if (l_20_) {
            local = l_21_;
        } else {
            local = false;
        }
        bool l_22_ = local;
        uint _e146 = _group_0_binding_2_cs.scalars_u32_[2];
        uint l_23_ = (_e146 + l_19_);
        bool l_24_ = (l_2_ == l_23_);
        if (l_22_) {
            local_1 = l_24_;
        } else {
            local_1 = false;
        }
        bool l_25_ = local_1;
        float l_26_ = (l_4_ ? l_10_ : 0.0);
        float l_27_ = (l_25_ ? 1.0 : l_26_);
        float l_28_ = (l_4_ ? l_12_ : 0.0);
        float l_29_ = (l_4_ ? l_15_ : 0.0);
        float l_30_ = (l_4_ ? l_18_ : 0.0);
        uint _e166 = _group_0_binding_2_cs.scalars_u32_[0];
        uint l_31_ = (_e166 * 32u);
        uint l_65_ = _group_0_binding_2_cs.static_meta[1];
        uint l_66_ = (l_65_ * 1u);
        bool l_67_ = (id < l_66_);
        if (l_67_) {
            _group_0_binding_1_cs[id] = l_27_;
        }
        uint l_32_ = (l_31_ + id);
        uint l_68_ = _group_0_binding_2_cs.static_meta[1];
        uint l_69_ = (l_68_ * 1u);
        bool l_70_ = (l_32_ < l_69_);
        if (l_70_) {
            _group_0_binding_1_cs[l_32_] = l_28_;
        }
        uint l_33_ = (2u * l_31_);
        uint l_34_ = (l_33_ + id);
        uint l_71_ = _group_0_binding_2_cs.static_meta[1];
        uint l_72_ = (l_71_ * 1u);
        bool l_73_ = (l_34_ < l_72_);
        if (l_73_) {
            _group_0_binding_1_cs[l_34_] = l_29_;
        }
        uint l_35_ = (3u * l_31_);
        uint l_36_ = (l_35_ + id);
        uint l_74_ = _group_0_binding_2_cs.static_meta[1];
        uint l_75_ = (l_74_ * 1u);
        bool l_76_ = (l_36_ < l_75_);
        if (l_76_) {
            _group_0_binding_1_cs[l_36_] = l_30_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
