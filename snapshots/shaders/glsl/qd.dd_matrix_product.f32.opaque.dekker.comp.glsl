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

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430) buffer type_3_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430) buffer type_1_block_4Compute { float _group_0_binding_4_cs[]; };

layout(std430) readonly buffer info_st_block_5Compute { info_st _group_0_binding_5_cs; };

shared float shared_memory_9_[256];

shared float shared_memory_10_[256];

shared float shared_memory_11_[256];

shared float shared_memory_12_[256];


void main() {
    if (gl_LocalInvocationID == uvec3(0u)) {
        shared_memory_9_ = float[256](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        shared_memory_10_ = float[256](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        shared_memory_11_ = float[256](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        shared_memory_12_ = float[256](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    }
    memoryBarrierShared();
    barrier();
    uvec3 local_invocation_id = gl_LocalInvocationID;
    uvec3 workgroup_id = gl_WorkGroupID;
    float l_mut_13_ = 0.0;
    float l_mut_14_ = 0.0;
    uint l_mut_20_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    uint l_mut_65_ = 0u;
    bool local_4 = false;
    uint l_146_ = _group_0_binding_5_cs.static_meta[2];
    uint l_147_ = (l_146_ * 1u);
    bool l_148_ = (0u < l_147_);
    uint l_149_ = (l_147_ - 1u);
    uint l_150_ = min(0u, l_149_);
    float l_151_ = _group_0_binding_2_cs[l_150_];
    float l_0_ = (l_148_ ? l_151_ : 0.0);
    uint l_153_ = _group_0_binding_5_cs.static_meta[2];
    uint l_154_ = (l_153_ * 1u);
    bool l_155_ = (1u < l_154_);
    uint l_156_ = (l_154_ - 1u);
    uint l_157_ = min(1u, l_156_);
    float l_158_ = _group_0_binding_2_cs[l_157_];
    float l_1_ = (l_155_ ? l_158_ : 0.0);
    uint l_160_ = _group_0_binding_5_cs.static_meta[3];
    uint l_161_ = (l_160_ * 1u);
    bool l_162_ = (0u < l_161_);
    uint l_163_ = (l_161_ - 1u);
    uint l_164_ = min(0u, l_163_);
    uint l_165_ = _group_0_binding_3_cs[l_164_];
    uint l_2_ = (l_162_ ? l_165_ : 0u);
    uint l_167_ = _group_0_binding_5_cs.static_meta[3];
    uint l_168_ = (l_167_ * 1u);
    bool l_169_ = (1u < l_168_);
    uint l_170_ = (l_168_ - 1u);
    uint l_171_ = min(1u, l_170_);
    uint l_172_ = _group_0_binding_3_cs[l_171_];
    uint l_3_ = (l_169_ ? l_172_ : 0u);
    uint l_174_ = _group_0_binding_5_cs.static_meta[3];
    uint l_175_ = (l_174_ * 1u);
    bool l_176_ = (2u < l_175_);
    uint l_177_ = (l_175_ - 1u);
    uint l_178_ = min(2u, l_177_);
    uint l_179_ = _group_0_binding_3_cs[l_178_];
    uint l_4_ = (l_176_ ? l_179_ : 0u);
    uint l_5_ = (workgroup_id.y * 16u);
    uint l_6_ = (l_5_ + local_invocation_id.y);
    uint l_7_ = (workgroup_id.x * 16u);
    uint l_8_ = (l_7_ + local_invocation_id.x);
    l_mut_13_ = 0.0;
    l_mut_14_ = 0.0;
    uint l_15_ = (local_invocation_id.y * 16u);
    uint l_16_ = (l_15_ + local_invocation_id.x);
    uint l_17_ = (l_3_ + 16u);
    uint l_18_ = (l_17_ - 1u);
    uint l_19_ = (l_18_ / 16u);
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            uint _e362 = l_mut_20_;
            l_mut_20_ = (_e362 + 1u);
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
            uint l_181_ = _group_0_binding_5_cs.static_meta[0];
            uint l_182_ = (l_181_ * 1u);
            bool l_183_ = (l_32_ < l_182_);
            uint l_184_ = (l_182_ - 1u);
            uint l_185_ = min(l_32_, l_184_);
            float l_186_ = _group_0_binding_0_cs[l_185_];
            float l_33_ = (l_183_ ? l_186_ : 0.0);
            float l_34_ = (l_27_ ? l_33_ : 0.0);
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
            uint l_188_ = _group_0_binding_5_cs.static_meta[0];
            uint l_189_ = (l_188_ * 1u);
            bool l_190_ = (l_42_ < l_189_);
            uint l_191_ = (l_189_ - 1u);
            uint l_192_ = min(l_42_, l_191_);
            float l_193_ = _group_0_binding_0_cs[l_192_];
            float l_43_ = (l_190_ ? l_193_ : 0.0);
            float l_44_ = (l_37_ ? l_43_ : 0.0);
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
            uint l_195_ = _group_0_binding_5_cs.static_meta[1];
            uint l_196_ = (l_195_ * 1u);
            bool l_197_ = (l_52_ < l_196_);
            uint l_198_ = (l_196_ - 1u);
            uint l_199_ = min(l_52_, l_198_);
            float l_200_ = _group_0_binding_1_cs[l_199_];
            float l_53_ = (l_197_ ? l_200_ : 0.0);
            float l_54_ = (l_47_ ? l_53_ : 0.0);
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
            uint l_202_ = _group_0_binding_5_cs.static_meta[1];
            uint l_203_ = (l_202_ * 1u);
            bool l_204_ = (l_62_ < l_203_);
            uint l_205_ = (l_203_ - 1u);
            uint l_206_ = min(l_62_, l_205_);
            float l_207_ = _group_0_binding_1_cs[l_206_];
            float l_63_ = (l_204_ ? l_207_ : 0.0);
            float l_64_ = (l_57_ ? l_63_ : 0.0);
            shared_memory_12_[l_16_] = l_64_;
            memoryBarrierShared();
            barrier();
            l_mut_65_ = 0u;
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    uint _e359 = l_mut_65_;
                    l_mut_65_ = (_e359 + 1u);
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
                    float l_68_ = shared_memory_9_[l_67_];
                    uint l_69_ = (local_invocation_id.y * 16u);
                    uint _e270 = l_mut_65_;
                    uint l_70_ = (l_69_ + _e270);
                    float l_71_ = shared_memory_10_[l_70_];
                    uint _e275 = l_mut_65_;
                    uint l_72_ = (_e275 * 16u);
                    uint l_73_ = (l_72_ + local_invocation_id.x);
                    float l_74_ = shared_memory_11_[l_73_];
                    uint _e283 = l_mut_65_;
                    uint l_75_ = (_e283 * 16u);
                    uint l_76_ = (l_75_ + local_invocation_id.x);
                    float l_77_ = shared_memory_12_[l_76_];
                    float l_78_ = (l_68_ * l_74_);
                    float l_79_ = (l_78_ * l_1_);
                    float l_80_ = (l_0_ * l_68_);
                    float l_81_ = (l_80_ * l_1_);
                    float l_82_ = (l_81_ - l_68_);
                    float l_83_ = (l_82_ * l_1_);
                    float l_84_ = (l_81_ - l_83_);
                    float l_85_ = (l_68_ - l_84_);
                    float l_86_ = (l_0_ * l_74_);
                    float l_87_ = (l_86_ * l_1_);
                    float l_88_ = (l_87_ - l_74_);
                    float l_89_ = (l_88_ * l_1_);
                    float l_90_ = (l_87_ - l_89_);
                    float l_91_ = (l_74_ - l_90_);
                    float l_92_ = (l_84_ * l_90_);
                    float l_93_ = (l_92_ - l_79_);
                    float l_94_ = (l_84_ * l_91_);
                    float l_95_ = (l_93_ + l_94_);
                    float l_96_ = (l_85_ * l_90_);
                    float l_97_ = (l_95_ + l_96_);
                    float l_98_ = (l_85_ * l_91_);
                    float l_99_ = (l_97_ + l_98_);
                    float l_100_ = (l_68_ * l_77_);
                    float l_101_ = (l_71_ * l_74_);
                    float l_102_ = (l_100_ + l_101_);
                    float l_103_ = (l_99_ + l_102_);
                    float l_104_ = (l_79_ + l_103_);
                    float l_105_ = (l_104_ * l_1_);
                    float l_106_ = (l_105_ - l_79_);
                    float l_107_ = (l_106_ * l_1_);
                    float l_108_ = (l_103_ - l_107_);
                    float _e322 = l_mut_13_;
                    float l_109_ = (_e322 + l_105_);
                    float l_110_ = (l_109_ * l_1_);
                    float _e325 = l_mut_13_;
                    float l_111_ = (l_110_ - _e325);
                    float l_112_ = (l_111_ * l_1_);
                    float l_113_ = (l_110_ - l_112_);
                    float l_114_ = (l_113_ * l_1_);
                    float _e330 = l_mut_13_;
                    float l_115_ = (_e330 - l_114_);
                    float l_116_ = (l_105_ - l_112_);
                    float l_117_ = (l_115_ + l_116_);
                    float _e334 = l_mut_14_;
                    float l_118_ = (_e334 + l_108_);
                    float l_119_ = (l_118_ * l_1_);
                    float _e337 = l_mut_14_;
                    float l_120_ = (l_119_ - _e337);
                    float l_121_ = (l_120_ * l_1_);
                    float l_122_ = (l_119_ - l_121_);
                    float l_123_ = (l_122_ * l_1_);
                    float _e342 = l_mut_14_;
                    float l_124_ = (_e342 - l_123_);
                    float l_125_ = (l_108_ - l_121_);
                    float l_126_ = (l_124_ + l_125_);
                    float l_127_ = (l_117_ + l_119_);
                    float l_128_ = (l_110_ + l_127_);
                    float l_129_ = (l_128_ * l_1_);
                    float l_130_ = (l_129_ - l_110_);
                    float l_131_ = (l_130_ * l_1_);
                    float l_132_ = (l_127_ - l_131_);
                    float l_133_ = (l_126_ + l_132_);
                    float l_134_ = (l_129_ + l_133_);
                    float l_135_ = (l_134_ * l_1_);
                    float l_136_ = (l_135_ - l_129_);
                    float l_137_ = (l_136_ * l_1_);
                    float l_138_ = (l_133_ - l_137_);
                    l_mut_13_ = l_135_;
                    l_mut_14_ = l_138_;
                }
            }
            memoryBarrierShared();
            barrier();
        }
    }
    bool l_139_ = (l_6_ < l_2_);
    bool l_140_ = (l_8_ < l_4_);
    if (l_139_) {
        local_4 = l_140_;
    } else {
        local_4 = false;
    }
    bool l_141_ = local_4;
    if (l_141_) {
        uint l_142_ = (l_6_ * l_4_);
        uint l_143_ = (l_142_ + l_8_);
        uint l_209_ = _group_0_binding_5_cs.static_meta[4];
        uint l_210_ = (l_209_ * 1u);
        bool l_211_ = (l_143_ < l_210_);
        if (l_211_) {
            float _e381 = l_mut_13_;
            _group_0_binding_4_cs[l_143_] = _e381;
        }
        uint l_144_ = (l_2_ * l_4_);
        uint l_145_ = (l_144_ + l_143_);
        uint l_212_ = _group_0_binding_5_cs.static_meta[4];
        uint l_213_ = (l_212_ * 1u);
        bool l_214_ = (l_145_ < l_213_);
        if (l_214_) {
            float _e393 = l_mut_14_;
            _group_0_binding_4_cs[l_145_] = _e393;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
