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

shared double shared_memory_9_[512];

shared double shared_memory_10_[512];


void main() {
    if (gl_LocalInvocationID == uvec3(0u)) {
        shared_memory_9_ = double[512](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        shared_memory_10_ = double[512](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    }
    memoryBarrierShared();
    barrier();
    uvec3 local_invocation_id = gl_LocalInvocationID;
    uvec3 workgroup_id = gl_WorkGroupID;
    double l_mut_11_ = 0.0;
    double l_mut_12_ = 0.0;
    double l_mut_13_ = 0.0;
    double l_mut_14_ = 0.0;
    uint l_mut_20_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    uint l_mut_69_ = 0u;
    bool local_4 = false;
    uint l_117_ = _group_0_binding_5_cs.static_meta[2];
    uint l_118_ = (l_117_ * 1u);
    bool l_119_ = (0u < l_118_);
    uint l_120_ = (l_118_ - 1u);
    uint l_121_ = min(0u, l_120_);
    double l_122_ = _group_0_binding_2_cs[l_121_];
    double l_0_ = (l_119_ ? l_122_ : 0.0LF);
    uint l_124_ = _group_0_binding_5_cs.static_meta[2];
    uint l_125_ = (l_124_ * 1u);
    bool l_126_ = (1u < l_125_);
    uint l_127_ = (l_125_ - 1u);
    uint l_128_ = min(1u, l_127_);
    double l_129_ = _group_0_binding_2_cs[l_128_];
    double l_1_ = (l_126_ ? l_129_ : 0.0LF);
    uint l_131_ = _group_0_binding_5_cs.static_meta[3];
    uint l_132_ = (l_131_ * 1u);
    bool l_133_ = (0u < l_132_);
    uint l_134_ = (l_132_ - 1u);
    uint l_135_ = min(0u, l_134_);
    uint l_136_ = _group_0_binding_3_cs[l_135_];
    uint l_2_ = (l_133_ ? l_136_ : 0u);
    uint l_138_ = _group_0_binding_5_cs.static_meta[3];
    uint l_139_ = (l_138_ * 1u);
    bool l_140_ = (1u < l_139_);
    uint l_141_ = (l_139_ - 1u);
    uint l_142_ = min(1u, l_141_);
    uint l_143_ = _group_0_binding_3_cs[l_142_];
    uint l_3_ = (l_140_ ? l_143_ : 0u);
    uint l_145_ = _group_0_binding_5_cs.static_meta[3];
    uint l_146_ = (l_145_ * 1u);
    bool l_147_ = (2u < l_146_);
    uint l_148_ = (l_146_ - 1u);
    uint l_149_ = min(2u, l_148_);
    uint l_150_ = _group_0_binding_3_cs[l_149_];
    uint l_4_ = (l_147_ ? l_150_ : 0u);
    uint l_5_ = (workgroup_id.y * 16u);
    uint l_6_ = (l_5_ + local_invocation_id.y);
    uint l_7_ = (workgroup_id.x * 16u);
    uint l_8_ = (l_7_ + local_invocation_id.x);
    l_mut_11_ = 0.0LF;
    l_mut_12_ = 0.0LF;
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
            uint _e339 = l_mut_20_;
            l_mut_20_ = (_e339 + 1u);
        }
        loop_init = false;
        uint _e118 = l_mut_20_;
        if ((_e118 < l_19_)) {
        } else {
            break;
        }
        {
            uint _e120 = l_mut_20_;
            uint l_21_ = (_e120 * 16u);
            uint l_22_ = (l_21_ + local_invocation_id.x);
            uint _e125 = l_mut_20_;
            uint l_23_ = (_e125 * 16u);
            uint l_24_ = (l_23_ + local_invocation_id.y);
            uint l_25_ = (0u + l_16_);
            bool l_26_ = (l_6_ < l_2_);
            bool l_27_ = (l_22_ < l_3_);
            if (l_26_) {
                local = l_27_;
            } else {
                local = false;
            }
            bool l_28_ = local;
            uint l_29_ = (0u * l_2_);
            uint l_30_ = (l_29_ + l_6_);
            uint l_31_ = (l_30_ * l_3_);
            uint l_32_ = (l_31_ + l_22_);
            uint l_33_ = (l_28_ ? l_32_ : 0u);
            uint l_152_ = _group_0_binding_5_cs.static_meta[0];
            uint l_153_ = (l_152_ * 1u);
            bool l_154_ = (l_33_ < l_153_);
            uint l_155_ = (l_153_ - 1u);
            uint l_156_ = min(l_33_, l_155_);
            double l_157_ = _group_0_binding_0_cs[l_156_];
            double l_34_ = (l_154_ ? l_157_ : 0.0LF);
            double l_35_ = (l_28_ ? l_34_ : 0.0LF);
            shared_memory_9_[l_25_] = l_35_;
            uint l_36_ = (0u + l_16_);
            bool l_37_ = (l_24_ < l_3_);
            bool l_38_ = (l_8_ < l_4_);
            if (l_37_) {
                local_1 = l_38_;
            } else {
                local_1 = false;
            }
            bool l_39_ = local_1;
            uint l_40_ = (0u * l_3_);
            uint l_41_ = (l_40_ + l_24_);
            uint l_42_ = (l_41_ * l_4_);
            uint l_43_ = (l_42_ + l_8_);
            uint l_44_ = (l_39_ ? l_43_ : 0u);
            uint l_159_ = _group_0_binding_5_cs.static_meta[1];
            uint l_160_ = (l_159_ * 1u);
            bool l_161_ = (l_44_ < l_160_);
            uint l_162_ = (l_160_ - 1u);
            uint l_163_ = min(l_44_, l_162_);
            double l_164_ = _group_0_binding_1_cs[l_163_];
            double l_45_ = (l_161_ ? l_164_ : 0.0LF);
            double l_46_ = (l_39_ ? l_45_ : 0.0LF);
            shared_memory_10_[l_36_] = l_46_;
            uint l_47_ = (256u + l_16_);
            bool l_48_ = (l_6_ < l_2_);
            bool l_49_ = (l_22_ < l_3_);
            if (l_48_) {
                local_2 = l_49_;
            } else {
                local_2 = false;
            }
            bool l_50_ = local_2;
            uint l_51_ = (1u * l_2_);
            uint l_52_ = (l_51_ + l_6_);
            uint l_53_ = (l_52_ * l_3_);
            uint l_54_ = (l_53_ + l_22_);
            uint l_55_ = (l_50_ ? l_54_ : 0u);
            uint l_166_ = _group_0_binding_5_cs.static_meta[0];
            uint l_167_ = (l_166_ * 1u);
            bool l_168_ = (l_55_ < l_167_);
            uint l_169_ = (l_167_ - 1u);
            uint l_170_ = min(l_55_, l_169_);
            double l_171_ = _group_0_binding_0_cs[l_170_];
            double l_56_ = (l_168_ ? l_171_ : 0.0LF);
            double l_57_ = (l_50_ ? l_56_ : 0.0LF);
            shared_memory_9_[l_47_] = l_57_;
            uint l_58_ = (256u + l_16_);
            bool l_59_ = (l_24_ < l_3_);
            bool l_60_ = (l_8_ < l_4_);
            if (l_59_) {
                local_3 = l_60_;
            } else {
                local_3 = false;
            }
            bool l_61_ = local_3;
            uint l_62_ = (1u * l_3_);
            uint l_63_ = (l_62_ + l_24_);
            uint l_64_ = (l_63_ * l_4_);
            uint l_65_ = (l_64_ + l_8_);
            uint l_66_ = (l_61_ ? l_65_ : 0u);
            uint l_173_ = _group_0_binding_5_cs.static_meta[1];
            uint l_174_ = (l_173_ * 1u);
            bool l_175_ = (l_66_ < l_174_);
            uint l_176_ = (l_174_ - 1u);
            uint l_177_ = min(l_66_, l_176_);
            double l_178_ = _group_0_binding_1_cs[l_177_];
            double l_67_ = (l_175_ ? l_178_ : 0.0LF);
            double l_68_ = (l_61_ ? l_67_ : 0.0LF);
            shared_memory_10_[l_58_] = l_68_;
            memoryBarrierShared();
            barrier();
            l_mut_69_ = 0u;
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    uint _e336 = l_mut_69_;
                    l_mut_69_ = (_e336 + 1u);
                }
                loop_init_1 = false;
                uint _e268 = l_mut_69_;
                if ((_e268 < 16u)) {
                } else {
                    break;
                }
                {
                    uint l_70_ = (local_invocation_id.y * 16u);
                    uint _e274 = l_mut_69_;
                    uint l_71_ = (l_70_ + _e274);
                    double l_72_ = shared_memory_9_[l_71_];
                    uint l_73_ = (256u + l_71_);
                    double l_74_ = shared_memory_9_[l_73_];
                    uint _e284 = l_mut_69_;
                    uint l_75_ = (_e284 * 16u);
                    uint l_76_ = (l_75_ + local_invocation_id.x);
                    double l_77_ = shared_memory_10_[l_76_];
                    uint l_78_ = (256u + l_76_);
                    double l_79_ = shared_memory_10_[l_78_];
                    double l_80_ = (l_72_ * l_77_);
                    double l_81_ = -(l_80_);
                    double l_82_ = fma(l_72_, l_77_, l_81_);
                    double l_83_ = (l_72_ * l_79_);
                    double l_84_ = (l_74_ * l_77_);
                    double l_85_ = (l_83_ + l_84_);
                    double l_86_ = (l_82_ + l_85_);
                    double l_87_ = (l_80_ + l_86_);
                    double l_88_ = (l_87_ - l_80_);
                    double l_89_ = (l_86_ - l_88_);
                    double _e307 = l_mut_11_;
                    double l_90_ = (_e307 + l_87_);
                    double _e309 = l_mut_11_;
                    double l_91_ = (l_90_ - _e309);
                    double l_92_ = (l_90_ - l_91_);
                    double _e312 = l_mut_11_;
                    double l_93_ = (_e312 - l_92_);
                    double l_94_ = (l_87_ - l_91_);
                    double l_95_ = (l_93_ + l_94_);
                    double _e316 = l_mut_12_;
                    double l_96_ = (_e316 + l_89_);
                    double _e318 = l_mut_12_;
                    double l_97_ = (l_96_ - _e318);
                    double l_98_ = (l_96_ - l_97_);
                    double _e321 = l_mut_12_;
                    double l_99_ = (_e321 - l_98_);
                    double l_100_ = (l_89_ - l_97_);
                    double l_101_ = (l_99_ + l_100_);
                    double l_102_ = (l_95_ + l_96_);
                    double l_103_ = (l_90_ + l_102_);
                    double l_104_ = (l_103_ - l_90_);
                    double l_105_ = (l_102_ - l_104_);
                    double l_106_ = (l_101_ + l_105_);
                    double l_107_ = (l_103_ + l_106_);
                    double l_108_ = (l_107_ - l_103_);
                    double l_109_ = (l_106_ - l_108_);
                    l_mut_11_ = l_107_;
                    l_mut_12_ = l_109_;
                    l_mut_13_ = 0.0LF;
                    l_mut_14_ = 0.0LF;
                }
            }
            memoryBarrierShared();
            barrier();
        }
    }
    bool l_110_ = (l_6_ < l_2_);
    bool l_111_ = (l_8_ < l_4_);
    if (l_110_) {
        local_4 = l_111_;
    } else {
        local_4 = false;
    }
    bool l_112_ = local_4;
    if (l_112_) {
        uint l_113_ = (l_6_ * l_4_);
        uint l_114_ = (l_113_ + l_8_);
        uint l_115_ = (l_2_ * l_4_);
        uint l_180_ = _group_0_binding_5_cs.static_meta[4];
        uint l_181_ = (l_180_ * 1u);
        bool l_182_ = (l_114_ < l_181_);
        if (l_182_) {
            double _e359 = l_mut_11_;
            _group_0_binding_4_cs[l_114_] = _e359;
        }
        uint l_116_ = (l_115_ + l_114_);
        uint l_183_ = _group_0_binding_5_cs.static_meta[4];
        uint l_184_ = (l_183_ * 1u);
        bool l_185_ = (l_116_ < l_184_);
        if (l_185_) {
            double _e370 = l_mut_12_;
            _group_0_binding_4_cs[l_116_] = _e370;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
