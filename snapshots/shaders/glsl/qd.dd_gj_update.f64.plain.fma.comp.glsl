#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 16, local_size_y = 16, local_size_z = 1) in;

struct info_st {
    uint scalars_u32_[4];
    uint static_meta[8];
};
const uint WORKGROUP_SIZE_X = 16u;
const uint WORKGROUP_SIZE_Y = 16u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { double _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { double _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };

shared double shared_memory_8_[512];

shared double shared_memory_9_[512];


void main() {
    if (gl_LocalInvocationID == uvec3(0u)) {
        shared_memory_8_ = double[512](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        shared_memory_9_ = double[512](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    }
    memoryBarrierShared();
    barrier();
    uvec3 local_invocation_id = gl_LocalInvocationID;
    uvec3 workgroup_id = gl_WorkGroupID;
    uint l_mut_12_ = 0u;
    double l_mut_58_ = 0.0;
    double l_mut_60_ = 0.0;
    double l_mut_62_ = 0.0;
    double l_mut_64_ = 0.0;
    bool local = false;
    bool local_1 = false;
    uint l_mut_65_ = 0u;
    uint l_110_ = _group_0_binding_4_cs.static_meta[3];
    uint l_111_ = (l_110_ * 1u);
    bool l_112_ = (0u < l_111_);
    uint l_113_ = (l_111_ - 1u);
    uint l_114_ = min(0u, l_113_);
    double l_115_ = _group_0_binding_3_cs[l_114_];
    double l_0_ = (l_112_ ? l_115_ : 0.0LF);
    uint l_117_ = _group_0_binding_4_cs.static_meta[3];
    uint l_118_ = (l_117_ * 1u);
    bool l_119_ = (1u < l_118_);
    uint l_120_ = (l_118_ - 1u);
    uint l_121_ = min(1u, l_120_);
    double l_122_ = _group_0_binding_3_cs[l_121_];
    double l_1_ = (l_119_ ? l_122_ : 0.0LF);
    uint l_2_ = (workgroup_id.y * 16u);
    uint l_3_ = (l_2_ + local_invocation_id.y);
    uint _e49 = _group_0_binding_4_cs.scalars_u32_[2];
    uint _e53 = _group_0_binding_4_cs.scalars_u32_[3];
    uint l_4_ = (_e49 + _e53);
    uint l_5_ = (workgroup_id.x * 16u);
    uint l_6_ = (l_4_ + l_5_);
    uint l_7_ = (l_6_ + local_invocation_id.x);
    uint l_10_ = (local_invocation_id.y * 16u);
    uint l_11_ = (l_10_ + local_invocation_id.x);
    l_mut_12_ = l_11_;
    while(true) {
        uint _e66 = l_mut_12_;
        bool l_13_ = (_e66 < 256u);
        bool l_14_ = !(l_13_);
        if (l_14_) {
            break;
        }
        uint l_15_ = (workgroup_id.y * 16u);
        uint _e73 = l_mut_12_;
        uint l_16_ = (_e73 / 16u);
        uint l_17_ = (l_15_ + l_16_);
        uint _e77 = l_mut_12_;
        uint l_18_ = (_e77 % 16u);
        uint l_19_ = (16u + l_18_);
        uint _e85 = _group_0_binding_4_cs.scalars_u32_[2];
        uint _e89 = _group_0_binding_4_cs.scalars_u32_[3];
        uint l_20_ = (_e85 + _e89);
        uint l_21_ = (workgroup_id.x * 16u);
        uint l_22_ = (l_20_ + l_21_);
        uint _e95 = l_mut_12_;
        uint l_23_ = (_e95 % 16u);
        uint l_24_ = (l_22_ + l_23_);
        uint _e102 = _group_0_binding_4_cs.scalars_u32_[0];
        bool l_25_ = (l_17_ < _e102);
        uint l_26_ = (l_25_ ? l_17_ : 0u);
        uint l_27_ = (l_26_ * 32u);
        uint l_28_ = (l_27_ + l_19_);
        uint _e112 = _group_0_binding_4_cs.scalars_u32_[0];
        uint l_29_ = (_e112 * 32u);
        uint l_124_ = _group_0_binding_4_cs.static_meta[1];
        uint l_125_ = (l_124_ * 1u);
        bool l_126_ = (l_28_ < l_125_);
        uint l_127_ = (l_125_ - 1u);
        uint l_128_ = min(l_28_, l_127_);
        double l_129_ = _group_0_binding_1_cs[l_128_];
        double l_30_ = (l_126_ ? l_129_ : 0.0LF);
        uint l_31_ = (l_29_ + l_28_);
        uint l_131_ = _group_0_binding_4_cs.static_meta[1];
        uint l_132_ = (l_131_ * 1u);
        bool l_133_ = (l_31_ < l_132_);
        uint l_134_ = (l_132_ - 1u);
        uint l_135_ = min(l_31_, l_134_);
        double l_136_ = _group_0_binding_1_cs[l_135_];
        double l_32_ = (l_133_ ? l_136_ : 0.0LF);
        uint _e146 = l_mut_12_;
        uint l_33_ = (_e146 / 16u);
        uint _e152 = _group_0_binding_4_cs.scalars_u32_[1];
        uint l_34_ = (l_33_ * _e152);
        uint _e157 = _group_0_binding_4_cs.scalars_u32_[1];
        bool l_35_ = (l_24_ < _e157);
        uint l_36_ = (l_35_ ? l_24_ : 0u);
        uint l_37_ = (l_34_ + l_36_);
        uint _e166 = _group_0_binding_4_cs.scalars_u32_[1];
        uint l_38_ = (16u * _e166);
        uint l_138_ = _group_0_binding_4_cs.static_meta[2];
        uint l_139_ = (l_138_ * 1u);
        bool l_140_ = (l_37_ < l_139_);
        uint l_141_ = (l_139_ - 1u);
        uint l_142_ = min(l_37_, l_141_);
        double l_143_ = _group_0_binding_2_cs[l_142_];
        double l_39_ = (l_140_ ? l_143_ : 0.0LF);
        uint l_40_ = (l_38_ + l_37_);
        uint l_145_ = _group_0_binding_4_cs.static_meta[2];
        uint l_146_ = (l_145_ * 1u);
        bool l_147_ = (l_40_ < l_146_);
        uint l_148_ = (l_146_ - 1u);
        uint l_149_ = min(l_40_, l_148_);
        double l_150_ = _group_0_binding_2_cs[l_149_];
        double l_41_ = (l_147_ ? l_150_ : 0.0LF);
        uint _e200 = l_mut_12_;
        shared_memory_8_[_e200] = l_30_;
        uint _e203 = l_mut_12_;
        uint l_42_ = (256u + _e203);
        shared_memory_8_[l_42_] = l_32_;
        uint _e208 = l_mut_12_;
        shared_memory_9_[_e208] = l_39_;
        uint _e211 = l_mut_12_;
        uint l_43_ = (256u + _e211);
        shared_memory_9_[l_43_] = l_41_;
        uint _e215 = l_mut_12_;
        l_mut_12_ = (_e215 + 256u);
    }
    memoryBarrierShared();
    barrier();
    uint _e221 = _group_0_binding_4_cs.scalars_u32_[0];
    bool l_44_ = (l_3_ < _e221);
    uint _e226 = _group_0_binding_4_cs.scalars_u32_[1];
    bool l_45_ = (l_7_ < _e226);
    if (l_44_) {
        local = l_45_;
    } else {
        local = false;
    }
    bool l_46_ = local;
    if (l_46_) {
        uint _e235 = _group_0_binding_4_cs.scalars_u32_[1];
        uint l_47_ = (l_3_ * _e235);
        uint l_48_ = (l_47_ + l_7_);
        uint _e241 = _group_0_binding_4_cs.scalars_u32_[0];
        uint _e245 = _group_0_binding_4_cs.scalars_u32_[1];
        uint l_49_ = (_e241 * _e245);
        uint l_152_ = _group_0_binding_4_cs.static_meta[0];
        uint l_153_ = (l_152_ * 1u);
        bool l_154_ = (l_48_ < l_153_);
        uint l_155_ = (l_153_ - 1u);
        uint l_156_ = min(l_48_, l_155_);
        double l_157_ = _group_0_binding_0_cs[l_156_];
        double l_50_ = (l_154_ ? l_157_ : 0.0LF);
        uint l_51_ = (l_49_ + l_48_);
        uint l_159_ = _group_0_binding_4_cs.static_meta[0];
        uint l_160_ = (l_159_ * 1u);
        bool l_161_ = (l_51_ < l_160_);
        uint l_162_ = (l_160_ - 1u);
        uint l_163_ = min(l_51_, l_162_);
        double l_164_ = _group_0_binding_0_cs[l_163_];
        double l_52_ = (l_161_ ? l_164_ : 0.0LF);
        uint _e281 = _group_0_binding_4_cs.scalars_u32_[2];
        bool l_53_ = (l_3_ < _e281);
        uint _e286 = _group_0_binding_4_cs.scalars_u32_[2];
        uint _e290 = _group_0_binding_4_cs.scalars_u32_[3];
        uint l_54_ = (_e286 + _e290);
        bool l_55_ = (l_3_ >= l_54_);
        if (!(l_53_)) {
            local_1 = l_55_;
        } else {
            local_1 = true;
        }
        bool l_56_ = local_1;
        double l_57_ = (l_56_ ? l_50_ : 0.0LF);
        l_mut_58_ = l_57_;
        double l_59_ = (l_56_ ? l_52_ : 0.0LF);
        l_mut_60_ = l_59_;
        double l_61_ = (l_56_ ? 0.0LF : 0.0LF);
        l_mut_62_ = l_61_;
        double l_63_ = (l_56_ ? 0.0LF : 0.0LF);
        l_mut_64_ = l_63_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e381 = l_mut_65_;
                l_mut_65_ = (_e381 + 1u);
            }
            loop_init = false;
            uint _e310 = l_mut_65_;
            uint _e314 = _group_0_binding_4_cs.scalars_u32_[3];
            if ((_e310 < _e314)) {
            } else {
                break;
            }
            {
                uint l_66_ = (local_invocation_id.y * 16u);
                uint _e319 = l_mut_65_;
                uint l_67_ = (l_66_ + _e319);
                uint _e321 = l_mut_65_;
                uint l_68_ = (_e321 * 16u);
                uint l_69_ = (l_68_ + local_invocation_id.x);
                double l_70_ = shared_memory_8_[l_67_];
                uint l_71_ = (256u + l_67_);
                double l_72_ = shared_memory_8_[l_71_];
                double l_73_ = shared_memory_9_[l_69_];
                uint l_74_ = (256u + l_69_);
                double l_75_ = shared_memory_9_[l_74_];
                double l_76_ = (l_70_ * l_73_);
                double l_77_ = -(l_76_);
                double l_78_ = fma(l_70_, l_73_, l_77_);
                double l_79_ = (l_70_ * l_75_);
                double l_80_ = (l_72_ * l_73_);
                double l_81_ = (l_79_ + l_80_);
                double l_82_ = (l_78_ + l_81_);
                double l_83_ = (l_76_ + l_82_);
                double l_84_ = (l_83_ - l_76_);
                double l_85_ = (l_82_ - l_84_);
                double _e352 = l_mut_58_;
                double l_86_ = (_e352 + l_83_);
                double _e354 = l_mut_58_;
                double l_87_ = (l_86_ - _e354);
                double l_88_ = (l_86_ - l_87_);
                double _e357 = l_mut_58_;
                double l_89_ = (_e357 - l_88_);
                double l_90_ = (l_83_ - l_87_);
                double l_91_ = (l_89_ + l_90_);
                double _e361 = l_mut_60_;
                double l_92_ = (_e361 + l_85_);
                double _e363 = l_mut_60_;
                double l_93_ = (l_92_ - _e363);
                double l_94_ = (l_92_ - l_93_);
                double _e366 = l_mut_60_;
                double l_95_ = (_e366 - l_94_);
                double l_96_ = (l_85_ - l_93_);
                double l_97_ = (l_95_ + l_96_);
                double l_98_ = (l_91_ + l_92_);
                double l_99_ = (l_86_ + l_98_);
                double l_100_ = (l_99_ - l_86_);
                double l_101_ = (l_98_ - l_100_);
                double l_102_ = (l_97_ + l_101_);
                double l_103_ = (l_99_ + l_102_);
                double l_104_ = (l_103_ - l_99_);
                double l_105_ = (l_102_ - l_104_);
                l_mut_58_ = l_103_;
                l_mut_60_ = l_105_;
                l_mut_62_ = 0.0LF;
                l_mut_64_ = 0.0LF;
            }
        }
        uint _e386 = _group_0_binding_4_cs.scalars_u32_[1];
        uint l_106_ = (l_3_ * _e386);
        uint l_107_ = (l_106_ + l_7_);
        uint _e392 = _group_0_binding_4_cs.scalars_u32_[0];
        uint _e396 = _group_0_binding_4_cs.scalars_u32_[1];
        uint l_108_ = (_e392 * _e396);
        uint l_166_ = _group_0_binding_4_cs.static_meta[0];
        uint l_167_ = (l_166_ * 1u);
        bool l_168_ = (l_107_ < l_167_);
        if (l_168_) {
            double _e407 = l_mut_58_;
            _group_0_binding_0_cs[l_107_] = _e407;
        }
        uint l_109_ = (l_108_ + l_107_);
        uint l_169_ = _group_0_binding_4_cs.static_meta[0];
        uint l_170_ = (l_169_ * 1u);
        bool l_171_ = (l_109_ < l_170_);
        if (l_171_) {
            double _e418 = l_mut_60_;
            _group_0_binding_0_cs[l_109_] = _e418;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
