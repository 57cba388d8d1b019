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

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { float _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };

shared float shared_memory_8_[512];

shared float shared_memory_9_[512];


void main() {
    if (gl_LocalInvocationID == uvec3(0u)) {
        shared_memory_8_ = float[512](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        shared_memory_9_ = float[512](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    }
    memoryBarrierShared();
    barrier();
    uvec3 local_invocation_id = gl_LocalInvocationID;
    uvec3 workgroup_id = gl_WorkGroupID;
    uint l_mut_12_ = 0u;
    float l_mut_58_ = 0.0;
    float l_mut_60_ = 0.0;
    float l_mut_62_ = 0.0;
    float l_mut_64_ = 0.0;
    bool local = false;
    bool local_1 = false;
    uint l_mut_65_ = 0u;
    uint l_158_ = _group_0_binding_4_cs.static_meta[3];
    uint l_159_ = (l_158_ * 1u);
    bool l_160_ = (0u < l_159_);
    uint l_161_ = (l_159_ - 1u);
    uint l_162_ = min(0u, l_161_);
    float l_163_ = _group_0_binding_3_cs[l_162_];
    float l_0_ = (l_160_ ? l_163_ : 0.0);
    uint l_165_ = _group_0_binding_4_cs.static_meta[3];
    uint l_166_ = (l_165_ * 1u);
    bool l_167_ = (1u < l_166_);
    uint l_168_ = (l_166_ - 1u);
    uint l_169_ = min(1u, l_168_);
    float l_170_ = _group_0_binding_3_cs[l_169_];
    float l_1_ = (l_167_ ? l_170_ : 0.0);
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
        uint l_172_ = _group_0_binding_4_cs.static_meta[1];
        uint l_173_ = (l_172_ * 1u);
        bool l_174_ = (l_28_ < l_173_);
        uint l_175_ = (l_173_ - 1u);
        uint l_176_ = min(l_28_, l_175_);
        float l_177_ = _group_0_binding_1_cs[l_176_];
        float l_30_ = (l_174_ ? l_177_ : 0.0);
        uint l_31_ = (l_29_ + l_28_);
        uint l_179_ = _group_0_binding_4_cs.static_meta[1];
        uint l_180_ = (l_179_ * 1u);
        bool l_181_ = (l_31_ < l_180_);
        uint l_182_ = (l_180_ - 1u);
        uint l_183_ = min(l_31_, l_182_);
        float l_184_ = _group_0_binding_1_cs[l_183_];
        float l_32_ = (l_181_ ? l_184_ : 0.0);
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
        uint l_186_ = _group_0_binding_4_cs.static_meta[2];
        uint l_187_ = (l_186_ * 1u);
        bool l_188_ = (l_37_ < l_187_);
        uint l_189_ = (l_187_ - 1u);
        uint l_190_ = min(l_37_, l_189_);
        float l_191_ = _group_0_binding_2_cs[l_190_];
        float l_39_ = (l_188_ ? l_191_ : 0.0);
        uint l_40_ = (l_38_ + l_37_);
        uint l_193_ = _group_0_binding_4_cs.static_meta[2];
        uint l_194_ = (l_193_ * 1u);
        bool l_195_ = (l_40_ < l_194_);
        uint l_196_ = (l_194_ - 1u);
        uint l_197_ = min(l_40_, l_196_);
        float l_198_ = _group_0_binding_2_cs[l_197_];
        float l_41_ = (l_195_ ? l_198_ : 0.0);
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
        uint l_200_ = _group_0_binding_4_cs.static_meta[0];
        uint l_201_ = (l_200_ * 1u);
        bool l_202_ = (l_48_ < l_201_);
        uint l_203_ = (l_201_ - 1u);
        uint l_204_ = min(l_48_, l_203_);
        float l_205_ = _group_0_binding_0_cs[l_204_];
        float l_50_ = (l_202_ ? l_205_ : 0.0);
        uint l_51_ = (l_49_ + l_48_);
        uint l_207_ = _group_0_binding_4_cs.static_meta[0];
        uint l_208_ = (l_207_ * 1u);
        bool l_209_ = (l_51_ < l_208_);
        uint l_210_ = (l_208_ - 1u);
        uint l_211_ = min(l_51_, l_210_);
        float l_212_ = _group_0_binding_0_cs[l_211_];
        float l_52_ = (l_209_ ? l_212_ : 0.0);
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
        float l_57_ = (l_56_ ? l_50_ : 0.0);
        l_mut_58_ = l_57_;
        float l_59_ = (l_56_ ? l_52_ : 0.0);
        l_mut_60_ = l_59_;
        float l_61_ = (l_56_ ? 0.0 : 0.0);
        l_mut_62_ = l_61_;
        float l_63_ = (l_56_ ? 0.0 : 0.0);
        l_mut_64_ = l_63_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e446 = l_mut_65_;
                l_mut_65_ = (_e446 + 1u);
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
                float l_70_ = shared_memory_8_[l_67_];
                uint l_71_ = (256u + l_67_);
                float l_72_ = shared_memory_8_[l_71_];
                float l_73_ = shared_memory_9_[l_69_];
                uint l_74_ = (256u + l_69_);
                float l_75_ = shared_memory_9_[l_74_];
                float l_76_ = (l_70_ * l_73_);
                bool l_77_ = (l_1_ != 0.0);
                float l_78_ = (l_77_ ? l_76_ : l_1_);
                float l_79_ = (l_0_ * l_70_);
                bool l_80_ = (l_1_ != 0.0);
                float l_81_ = (l_80_ ? l_79_ : l_1_);
                float l_82_ = (l_81_ - l_70_);
                bool l_83_ = (l_1_ != 0.0);
                float l_84_ = (l_83_ ? l_82_ : l_1_);
                float l_85_ = (l_81_ - l_84_);
                float l_86_ = (l_70_ - l_85_);
                float l_87_ = (l_0_ * l_73_);
                bool l_88_ = (l_1_ != 0.0);
                float l_89_ = (l_88_ ? l_87_ : l_1_);
                float l_90_ = (l_89_ - l_73_);
                bool l_91_ = (l_1_ != 0.0);
                float l_92_ = (l_91_ ? l_90_ : l_1_);
                float l_93_ = (l_89_ - l_92_);
                float l_94_ = (l_73_ - l_93_);
                float l_95_ = (l_85_ * l_93_);
                float l_96_ = (l_95_ - l_78_);
                float l_97_ = (l_85_ * l_94_);
                float l_98_ = (l_96_ + l_97_);
                float l_99_ = (l_86_ * l_93_);
                float l_100_ = (l_98_ + l_99_);
                float l_101_ = (l_86_ * l_94_);
                float l_102_ = (l_100_ + l_101_);
                float l_103_ = (l_70_ * l_75_);
                float l_104_ = (l_72_ * l_73_);
                float l_105_ = (l_103_ + l_104_);
                float l_106_ = (l_102_ + l_105_);
                float l_107_ = (l_78_ + l_106_);
                bool l_108_ = (l_1_ != 0.0);
                float l_109_ = (l_108_ ? l_107_ : l_1_);
                float l_110_ = (l_109_ - l_78_);
                bool l_111_ = (l_1_ != 0.0);
                float l_112_ = (l_111_ ? l_110_ : l_1_);
                float l_113_ = (l_106_ - l_112_);
                float _e387 = l_mut_58_;
                float l_114_ = (_e387 + l_109_);
                bool l_115_ = (l_1_ != 0.0);
                float l_116_ = (l_115_ ? l_114_ : l_1_);
                float _e392 = l_mut_58_;
                float l_117_ = (l_116_ - _e392);
                bool l_118_ = (l_1_ != 0.0);
                float l_119_ = (l_118_ ? l_117_ : l_1_);
                float l_120_ = (l_116_ - l_119_);
                bool l_121_ = (l_1_ != 0.0);
                float l_122_ = (l_121_ ? l_120_ : l_1_);
                float _e401 = l_mut_58_;
                float l_123_ = (_e401 - l_122_);
                float l_124_ = (l_109_ - l_119_);
                float l_125_ = (l_123_ + l_124_);
                float _e405 = l_mut_60_;
                float l_126_ = (_e405 + l_113_);
                bool l_127_ = (l_1_ != 0.0);
                float l_128_ = (l_127_ ? l_126_ : l_1_);
                float _e410 = l_mut_60_;
                float l_129_ = (l_128_ - _e410);
                bool l_130_ = (l_1_ != 0.0);
                float l_131_ = (l_130_ ? l_129_ : l_1_);
                float l_132_ = (l_128_ - l_131_);
                bool l_133_ = (l_1_ != 0.0);
                float l_134_ = (l_133_ ? l_132_ : l_1_);
                float _e419 = l_mut_60_;
                float l_135_ = (_e419 - l_134_);
                float l_136_ = (l_113_ - l_131_);
                float l_137_ = (l_135_ + l_136_);
                float l_138_ = (l_125_ + l_128_);
                float l_139_ = (l_116_ + l_138_);
                bool l_140_ = (l_1_ != 0.0);
                float l_141_ = (l_140_ ? l_139_ : l_1_);
                float l_142_ = (l_141_ - l_116_);
                bool l_143_ = (l_1_ != 0.0);
                float l_144_ = (l_143_ ? l_142_ : l_1_);
                float l_145_ = (l_138_ - l_144_);
                float l_146_ = (l_137_ + l_145_);
                float l_147_ = (l_141_ + l_146_);
                bool l_148_ = (l_1_ != 0.0);
                float l_149_ = (l_148_ ? l_147_ : l_1_);
                float l_150_ = (l_149_ - l_141_);
                bool l_151_ = (l_1_ != 0.0);
                float l_152_ = (l_151_ ? l_150_ : l_1_);
                float l_153_ = (l_146_ - l_152_);
                l_mut_58_ = l_149_;
                l_mut_60_ = l_153_;
                l_mut_62_ = 0.0;
                l_mut_64_ = 0.0;
            }
        }
        uint _e451 = _group_0_binding_4_cs.scalars_u32_[1];
        uint l_154_ = (l_3_ * _e451);
        uint l_155_ = (l_154_ + l_7_);
        uint _e457 = _group_0_binding_4_cs.scalars_u32_[0];
        uint _e461 = _group_0_binding_4_cs.scalars_u32_[1];
        uint l_156_ = (_e457 * _e461);
        uint l_214_ = _group_0_binding_4_cs.static_meta[0];
        uint l_215_ = (l_214_ * 1u);
        bool l_216_ = (l_155_ < l_215_);
        if (l_216_) {
            float _e472 = l_mut_58_;
            _group_0_binding_0_cs[l_155_] = _e472;
        }
        uint l_157_ = (l_156_ + l_155_);
        uint l_217_ = _group_0_binding_4_cs.static_meta[0];
        uint l_218_ = (l_217_ * 1u);
        bool l_219_ = (l_157_ < l_218_);
        if (l_219_) {
            float _e483 = l_mut_60_;
            _group_0_binding_0_cs[l_157_] = _e483;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
