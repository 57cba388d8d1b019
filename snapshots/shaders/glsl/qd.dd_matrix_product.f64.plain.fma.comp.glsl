#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 16, local_size_y = 16, local_size_z = 1) in;

struct info_st {
    uint static_meta[10];
};
const uint WORKGROUP_SIZE_X = 16u;
const uint WORKGROUP_SIZE_Y = 16u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { double _group_0_binding_2_cs[]; };

layout(std430) buffer type_3_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430) buffer type_1_block_4Compute { double _group_0_binding_4_cs[]; };

layout(std430) readonly buffer info_st_block_5Compute { info_st _group_0_binding_5_cs; };

shared double shared_memory_9_[256];

shared double shared_memory_10_[256];

shared double shared_memory_11_[256];

shared double shared_memory_12_[256];


void main() {
    if (gl_LocalInvocationID == uvec3(0u)) {
        shared_memory_9_ = double[256](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        shared_memory_10_ = double[256](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        shared_memory_11_ = double[256](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        shared_memory_12_ = double[256](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    }
    memoryBarrierShared();
    barrier();
    uvec3 local_invocation_id = gl_LocalInvocationID;
    uvec3 workgroup_id = gl_WorkGroupID;
    double l_mut_13_ = 0.0;
    double l_mut_14_ = 0.0;
    uint l_mut_20_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    uint l_mut_65_ = 0u;
    bool local_4 = false;
    uint l_115_ = _group_0_binding_5_cs.static_meta[2];
    uint l_116_ = (l_115_ * 1u);
    bool l_117_ = (0u < l_116_);
    uint l_118_ = (l_116_ - 1u);
    uint l_119_ = min(0u, l_118_);
    double l_120_ = _group_0_binding_2_cs[l_119_];
    double l_0_ = (l_117_ ? l_120_ : 0.0LF);
    uint l_122_ = _group_0_binding_5_cs.static_meta[2];
    uint l_123_ = (l_122_ * 1u);
    bool l_124_ = (1u < l_123_);
    uint l_125_ = (l_123_ - 1u);
    uint l_126_ = min(1u, l_125_);
    double l_127_ = _group_0_binding_2_cs[l_126_];
    double l_1_ = (l_124_ ? l_127_ : 0.0LF);
    uint l_129_ = _group_0_binding_5_cs.static_meta[3];
    uint l_130_ = (l_129_ * 1u);
    bool l_131_ = (0u < l_130_);
    uint l_132_ = (l_130_ - 1u);
    uint l_133_ = min(0u, l_132_);
    uint l_134_ = _group_0_binding_3_cs[l_133_];
    uint l_2_ = (l_131_ ? l_134_ : 0u);
    uint l_136_ = _group_0_binding_5_cs.static_meta[3];
    uint l_137_ = (l_136_ * 1u);
    bool l_138_ = (1u < l_137_);
    uint l_139_ = (l_137_ - 1u);
    uint l_140_ = min(1u, l_139_);
    uint l_141_ = _group_0_binding_3_cs[l_140_];
    uint l_3_ = (l_138_ ? l_141_ : 0u);
    uint l_143_ = _group_0_binding_5_cs.static_meta[3];
    uint l_144_ = (l_143_ * 1u);
    bool l_145_ = (2u < l_144_);
    uint l_146_ = (l_144_ - 1u);
    uint l_147_ = min(2u, l_146_);
    uint l_148_ = _group_0_binding_3_cs[l_147_];
    uint l_4_ = (l_145_ ? l_148_ : 0u);
    uint l_5_ = (workgroup_id.y * 16u);
    uint l_6_ = (l_5_ + local_invocation_id.y);
    uint l_7_ = (workgroup_id.x * 16u);
    uint l_8_ = (l_7_ + local_invocation_id.x);
    l_mut_13_ = 0.0LF;
    l_mut_14_ = 0.0LF;
    uint l_15_ = (local_invocation_id.y * 16u);
    uint l_16_ = (l_15_ + local_invocation_id.x);
    uint l_17_ = (l_3_ + 16u);
    uint l_18_ = (l_17_ - 1u);
    uint l_19_ = (l_18_ / 16u);
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            uint _e331 = l_mut_20_;
            l_mut_20_ = (_e331 + 1u);
        }
        loop_init = false;
        uint _e114 = l_mut_20_;
        if ((_e114 < l_19_)) {
        } else {
            break;
        }
        {
            uint _e116 = l_mut_20_;
            uint l_21_ = (_e116 * 16u);
            uint l_22_ = (l_21_ + local_invocation_id.x);
            uint _e121 = l_mut_20_;
            uint l_23_ = (_e121 * 16u);
            uint l_24_ = (l_23_ + local_invocation_id.y);
            bool l_25_ = (l_6_ < l_2_);
            bool l_26_ = (l_22_ < l_3_);
            if (l_25_) {
                local = l_26_;
            } else {
                local = false;
            }
            bool l_27_ = local;
            uint l_28_ = (0u * l_2_);
            uint l_29_ = (l_28_ + l_6_);
            uint l_30_ = (l_29_ * l_3_);
            uint l_31_ = (l_30_ + l_22_);
            uint l_32_ = (l_27_ ? l_31_ : 0u);
            uint l_150_ = _group_0_binding_5_cs.static_meta[0];
            uint l_151_ = (l_150_ * 1u);
            bool l_152_ = (l_32_ < l_151_);
            uint l_153_ = (l_151_ - 1u);
            uint l_154_ = min(l_32_, l_153_);
            double l_155_ = _group_0_binding_0_cs[l_154_];
            double l_33_ = (l_152_ ? l_155_ : 0.0LF);
            double l_34_ = (l_27_ ? l_33_ : 0.0LF);
            shared_memory_9_[l_16_] = l_34_;
            bool l_35_ = (l_6_ < l_2_);
            bool l_36_ = (l_22_ < l_3_);
            if (l_35_) {
                local_1 = l_36_;
            } else {
                local_1 = false;
            }
            bool l_37_ = local_1;
            uint l_38_ = (1u * l_2_);
            uint l_39_ = (l_38_ + l_6_);
            uint l_40_ = (l_39_ * l_3_);
            uint l_41_ = (l_40_ + l_22_);
            uint l_42_ = (l_37_ ? l_41_ : 0u);
            uint l_157_ = _group_0_binding_5_cs.static_meta[0];
            uint l_158_ = (l_157_ * 1u);
            bool l_159_ = (l_42_ < l_158_);
            uint l_160_ = (l_158_ - 1u);
            uint l_161_ = min(l_42_, l_160_);
            double l_162_ = _group_0_binding_0_cs[l_161_];
            double l_43_ = (l_159_ ? l_162_ : 0.0LF);
            double l_44_ = (l_37_ ? l_43_ : 0.0LF);
            shared_memory_10_[l_16_] = l_44_;
            bool l_45_ = (l_24_ < l_3_);
            bool l_46_ = (l_8_ < l_4_);
            if (l_45_) {
                local_2 = l_46_;
            } else {
                local_2 = false;
            }
            bool l_47_ = local_2;
            uint l_48_ = (0u * l_3_);
            uint l_49_ = (l_48_ + l_24_);
            uint l_50_ = (l_49_ * l_4_);
            uint l_51_ = (l_50_ + l_8_);
            uint l_52_ = (l_47_ ? l_51_ : 0u);
            uint l_164_ = _group_0_binding_5_cs.static_meta[1];
            uint l_165_ = (l_164_ * 1u);
            bool l_166_ = (l_52_ < l_165_);
            uint l_167_ = (l_165_ - 1u);
            uint l_168_ = min(l_52_, l_167_);
            double l_169_ = _group_0_binding_1_cs[l_168_];
            double l_53_ = (l_166_ ? l_169_ : 0.0LF);
            double l_54_ = (l_47_ ? l_53_ : 0.0LF);
            shared_memory_11_[l_16_] = l_54_;
            bool l_55_ = (l_24_ < l_3_);
            bool l_56_ = (l_8_ < l_4_);
            if (l_55_) {
                local_3 = l_56_;
            } else {
                local_3 = false;
            }
            bool l_57_ = local_3;
            uint l_58_ = (1u * l_3_);
            uint l_59_ = (l_58_ + l_24_);
            uint l_60_ = (l_59_ * l_4_);
            uint l_61_ = (l_60_ + l_8_);
            uint l_62_ = (l_57_ ? l_61_ : 0u);
            uint l_171_ = _group_0_binding_5_cs.static_meta[1];
            uint l_172_ = (l_171_ * 1u);
            bool l_173_ = (l_62_ < l_172_);
            uint l_174_ = (l_172_ - 1u);
            uint l_175_ = min(l_62_, l_174_);
            double l_176_ = _group_0_binding_1_cs[l_175_];
            double l_63_ = (l_173_ ? l_176_ : 0.0LF);
            double l_64_ = (l_57_ ? l_63_ : 0.0LF);
            shared_memory_12_[l_16_] = l_64_;
            memoryBarrierShared();
            barrier();
            l_mut_65_ = 0u;
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    uint _e328 = l_mut_65_;
                    l_mut_65_ = (_e328 + 1u);
                }
                loop_init_1 = false;
                uint _e256 = l_mut_65_;
                if ((_e256 < 16u)) {
                } else {
                    break;
                }
                {
                    uint l_66_ = (local_invocation_id.y * 16u);
                    uint _e262 = l_mut_65_;
                    uint l_67_ = (l_66_ + _e262);
                    double l_68_ = shared_memory_9_[l_67_];
                    uint l_69_ = (local_invocation_id.y * 16u);
                    uint _e270 = l_mut_65_;
                    uint l_70_ = (l_69_ + _e270);
                    double l_71_ = shared_memory_10_[l_70_];
                    uint _e275 = l_mut_65_;
                    uint l_72_ = (_e275 * 16u);
                    uint l_73_ = (l_72_ + local_invocation_id.x);
                    double l_74_ = shared_memory_11_[l_73_];
                    uint _e283 = l_mut_65_;
                    uint l_75_ = (_e283 * 16u);
                    uint l_76_ = (l_75_ + local_invocation_id.x);
                    double l_77_ = shared_memory_12_[l_76_];
                    double l_78_ = (l_68_ * l_74_);
                    double l_79_ = -(l_78_);
                    double l_80_ = fma(l_68_, l_74_, l_79_);
                    double l_81_ = (l_68_ * l_77_);
                    double l_82_ = (l_71_ * l_74_);
                    double l_83_ = (l_81_ + l_82_);
                    double l_84_ = (l_80_ + l_83_);
                    double l_85_ = (l_78_ + l_84_);
                    double l_86_ = (l_85_ - l_78_);
                    double l_87_ = (l_84_ - l_86_);
                    double _e301 = l_mut_13_;
                    double l_88_ = (_e301 + l_85_);
                    double _e303 = l_mut_13_;
                    double l_89_ = (l_88_ - _e303);
                    double l_90_ = (l_88_ - l_89_);
                    double _e306 = l_mut_13_;
                    double l_91_ = (_e306 - l_90_);
                    double l_92_ = (l_85_ - l_89_);
                    double l_93_ = (l_91_ + l_92_);
                    double _e310 = l_mut_14_;
                    double l_94_ = (_e310 + l_87_);
                    double _e312 = l_mut_14_;
                    double l_95_ = (l_94_ - _e312);
                    double l_96_ = (l_94_ - l_95_);
                    double _e315 = l_mut_14_;
                    double l_97_ = (_e315 - l_96_);
                    double l_98_ = (l_87_ - l_95_);
                    double l_99_ = (l_97_ + l_98_);
                    double l_100_ = (l_93_ + l_94_);
                    double l_101_ = (l_88_ + l_100_);
                    double l_102_ = (l_101_ - l_88_);
                    double l_103_ = (l_100_ - l_102_);
                    double l_104_ = (l_99_ + l_103_);
                    double l_105_ = (l_101_ + l_104_);
                    double l_106_ = (l_105_ - l_101_);
                    double l_107_ = (l_104_ - l_106_);
                    l_mut_13_ = l_105_;
                    l_mut_14_ = l_107_;
                }
            }
            memoryBarrierShared();
            barrier();
        }
    }
    bool l_108_ = (l_6_ < l_2_);
    bool l_109_ = (l_8_ < l_4_);
    if (l_108_) {
        local_4 = l_109_;
    } else {
        local_4 = false;
    }
    bool l_110_ = local_4;
    if (l_110_) {
        uint l_111_ = (l_6_ * l_4_);
        uint l_112_ = (l_111_ + l_8_);
        uint l_178_ = _group_0_binding_5_cs.static_meta[4];
        uint l_179_ = (l_178_ * 1u);
        bool l_180_ = (l_112_ < l_179_);
        if (l_180_) {
            double _e350 = l_mut_13_;
            _group_0_binding_4_cs[l_112_] = _e350;
        }
        uint l_113_ = (l_2_ * l_4_);
        uint l_114_ = (l_113_ + l_112_);
        uint l_181_ = _group_0_binding_5_cs.static_meta[4];
        uint l_182_ = (l_181_ * 1u);
        bool l_183_ = (l_114_ < l_182_);
        if (l_183_) {
            double _e362 = l_mut_14_;
            _group_0_binding_4_cs[l_114_] = _e362;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
