#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1024, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint scalars_u32_[4];
    uint static_meta[6];
};
const uint WORKGROUP_SIZE_X = 1024u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430) readonly buffer info_st_block_3Compute { info_st _group_0_binding_3_cs; };

shared float shared_memory_3_[1024];

shared uint shared_memory_4_[1024];


void main() {
    if (gl_LocalInvocationID == uvec3(0u)) {
        shared_memory_3_ = float[1024](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        shared_memory_4_ = uint[1024](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u);
    }
    memoryBarrierShared();
    barrier();
    uint local_idx = gl_LocalInvocationIndex;
    float l_mut_5_ = 0.0;
    uint l_mut_6_ = 0u;
    uint l_mut_8_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    bool local_4 = false;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    bool local_11 = false;
    bool local_12 = false;
    bool local_13 = false;
    bool local_14 = false;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    uint l_442_ = _group_0_binding_3_cs.static_meta[2];
    uint l_443_ = (l_442_ * 1u);
    bool l_444_ = (0u < l_443_);
    uint l_445_ = (l_443_ - 1u);
    uint l_446_ = min(0u, l_445_);
    float l_447_ = _group_0_binding_2_cs[l_446_];
    float l_0_ = (l_444_ ? l_447_ : 0.0);
    uint l_449_ = _group_0_binding_3_cs.static_meta[2];
    uint l_450_ = (l_449_ * 1u);
    bool l_451_ = (1u < l_450_);
    uint l_452_ = (l_450_ - 1u);
    uint l_453_ = min(1u, l_452_);
    float l_454_ = _group_0_binding_2_cs[l_453_];
    float l_1_ = (l_451_ ? l_454_ : 0.0);
    uint _e41 = _group_0_binding_3_cs.scalars_u32_[1];
    uint _e45 = _group_0_binding_3_cs.scalars_u32_[3];
    uint l_2_ = (_e41 + _e45);
    l_mut_5_ = -1.0;
    l_mut_6_ = l_2_;
    uint l_7_ = (l_2_ + local_idx);
    l_mut_8_ = l_7_;
    while(true) {
        uint _e49 = l_mut_8_;
        uint _e53 = _group_0_binding_3_cs.scalars_u32_[0];
        bool l_9_ = (_e49 < _e53);
        bool l_10_ = !(l_9_);
        if (l_10_) {
            break;
        }
        uint _e56 = l_mut_8_;
        uint l_11_ = (_e56 * 32u);
        uint _e62 = _group_0_binding_3_cs.scalars_u32_[3];
        uint l_12_ = (l_11_ + _e62);
        uint l_470_ = _group_0_binding_3_cs.static_meta[0];
        uint l_471_ = (l_470_ * 1u);
        bool l_472_ = (l_12_ < l_471_);
        uint l_473_ = (l_471_ - 1u);
        uint l_474_ = min(l_12_, l_473_);
        float l_475_ = _group_0_binding_0_cs[l_474_];
        float l_13_ = (l_472_ ? l_475_ : 0.0);
        float l_14_ = abs(l_13_);
        float _e80 = l_mut_5_;
        bool l_15_ = (l_14_ > _e80);
        float _e82 = l_mut_5_;
        float l_16_ = (l_15_ ? l_14_ : _e82);
        l_mut_5_ = l_16_;
        uint _e84 = l_mut_6_;
        uint _e85 = l_mut_8_;
        uint l_17_ = (l_15_ ? _e85 : _e84);
        l_mut_6_ = l_17_;
        uint _e87 = l_mut_8_;
        l_mut_8_ = (_e87 + 1024u);
    }
    float _e92 = l_mut_5_;
    shared_memory_3_[local_idx] = _e92;
    uint _e95 = l_mut_6_;
    shared_memory_4_[local_idx] = _e95;
    memoryBarrierShared();
    barrier();
    bool l_18_ = (local_idx < 512u);
    if (l_18_) {
        uint l_19_ = (local_idx + 512u);
        float l_20_ = shared_memory_3_[l_19_];
        uint l_21_ = (local_idx + 512u);
        uint l_22_ = shared_memory_4_[l_21_];
        float l_23_ = shared_memory_3_[local_idx];
        uint l_24_ = shared_memory_4_[local_idx];
        bool l_25_ = (l_20_ > l_23_);
        bool l_26_ = (l_20_ == l_23_);
        bool l_27_ = (l_22_ < l_24_);
        if (l_26_) {
            local = l_27_;
        } else {
            local = false;
        }
        bool l_28_ = local;
        if (!(l_25_)) {
            local_1 = l_28_;
        } else {
            local_1 = true;
        }
        bool l_29_ = local_1;
        float l_30_ = (l_29_ ? l_20_ : l_23_);
        shared_memory_3_[local_idx] = l_30_;
        uint l_31_ = (l_29_ ? l_22_ : l_24_);
        shared_memory_4_[local_idx] = l_31_;
    }
    memoryBarrierShared();
    barrier();
    bool l_32_ = (local_idx < 256u);
    if (l_32_) {
        uint l_33_ = (local_idx + 256u);
        float l_34_ = shared_memory_3_[l_33_];
        uint l_35_ = (local_idx + 256u);
        uint l_36_ = shared_memory_4_[l_35_];
        float l_37_ = shared_memory_3_[local_idx];
        uint l_38_ = shared_memory_4_[local_idx];
        bool l_39_ = (l_34_ > l_37_);
        bool l_40_ = (l_34_ == l_37_);
        bool l_41_ = (l_36_ < l_38_);
        if (l_40_) {
            local_2 = l_41_;
        } else {
            local_2 = false;
        }
        bool l_42_ = local_2;
        if (!(l_39_)) {
            local_3 = l_42_;
        } else {
            local_3 = true;
        }
        bool l_43_ = local_3;
        float l_44_ = (l_43_ ? l_34_ : l_37_);
        shared_memory_3_[local_idx] = l_44_;
        uint l_45_ = (l_43_ ? l_36_ : l_38_);
        shared_memory_4_[local_idx] = l_45_;
    }
    memoryBarrierShared();
    barrier();
    bool l_46_ = (local_idx < 128u);
    if (l_46_) {
        uint l_47_ = (local_idx + 128u);
        float l_48_ = shared_memory_3_[l_47_];
        uint l_49_ = (local_idx + 128u);
        uint l_50_ = shared_memory_4_[l_49_];
        float l_51_ = shared_memory_3_[local_idx];
        uint l_52_ = shared_memory_4_[local_idx];
        bool l_53_ = (l_48_ > l_51_);
        bool l_54_ = (l_48_ == l_51_);
        bool l_55_ = (l_50_ < l_52_);
        if (l_54_) {
            local_4 = l_55_;
        } else {
            local_4 = false;
        }
        bool l_56_ = local_4;
        if (!(l_53_)) {
            local_5 = l_56_;
        } else {
            local_5 = true;
        }
        bool l_57_ = local_5;
        float l_58_ = (l_57_ ? l_48_ : l_51_);
        shared_memory_3_[local_idx] = l_58_;
        uint l_59_ = (l_57_ ? l_50_ : l_52_);
        shared_memory_4_[local_idx] = l_59_;
    }
    memoryBarrierShared();
    barrier();
    bool l_60_ = (local_idx < 64u);
    if (l_60_) {
        uint l_61_ = (local_idx + 64u);
        float l_62_ = shared_memory_3_[l_61_];
        uint l_63_ = (local_idx + 64u);
        uint l_64_ = shared_memory_4_[l_63_];
        float l_65_ = shared_memory_3_[local_idx];
        uint l_66_ = shared_memory_4_[local_idx];
        bool l_67_ = (l_62_ > l_65_);
        bool l_68_ = (l_62_ == l_65_);
        bool l_69_ = (l_64_ < l_66_);
        if (l_68_) {
            local_6 = l_69_;
        } else {
            local_6 = false;
        }
        bool l_70_ = local_6;
        if (!(l_67_)) {
            local_7 = l_70_;
        } else {
            local_7 = true;
        }
        bool l_71_ = local_7;
        float l_72_ = (l_71_ ? l_62_ : l_65_);
        shared_memory_3_[local_idx] = l_72_;
        uint l_73_ = (l_71_ ? l_64_ : l_66_);
        shared_memory_4_[local_idx] = l_73_;
    }
    memoryBarrierShared();
    barrier();
    bool l_74_ = (local_idx < 32u);
    if (l_74_) {
        uint l_75_ = (local_idx + 32u);
        float l_76_ = shared_memory_3_[l_75_];
        uint l_77_ = (local_idx + 32u);
        uint l_78_ = shared_memory_4_[l_77_];
        float l_79_ = shared_memory_3_[local_idx];
        uint l_80_ = shared_memory_4_[local_idx];
        bool l_81_ = (l_76_ > l_79_);
        bool l_82_ = (l_76_ == l_79_);
        bool l_83_ = (l_78_ < l_80_);
        if (l_82_) {
            local_8 = l_83_;
        } else {
            local_8 = false;
        }
        bool l_84_ = local_8;
        if (!(l_81_)) {
            local_9 = l_84_;
        } else {
            local_9 = true;
        }
        bool l_85_ = local_9;
        float l_86_ = (l_85_ ? l_76_ : l_79_);
        shared_memory_3_[local_idx] = l_86_;
        uint l_87_ = (l_85_ ? l_78_ : l_80_);
        shared_memory_4_[local_idx] = l_87_;
    }
    memoryBarrierShared();
    barrier();
    bool l_88_ = (local_idx < 16u);
    if (l_88_) {
        uint l_89_ = (local_idx + 16u);
        float l_90_ = shared_memory_3_[l_89_];
        uint l_91_ = (local_idx + 16u);
        uint l_92_ = shared_memory_4_[l_91_];
        float l_93_ = shared_memory_3_[local_idx];
        uint l_94_ = shared_memory_4_[local_idx];
        bool l_95_ = (l_90_ > l_93_);
        bool l_96_ = (l_90_ == l_93_);
        bool l_97_ = (l_92_ < l_94_);
        if (l_96_) {
            local_10 = l_97_;
        } else {
            local_10 = false;
        }
        bool l_98_ = local_10;
        if (!(l_95_)) {
            local_11 = l_98_;
        } else {
            local_11 = true;
        }
        bool l_99_ = local_11;
        float l_100_ = (l_99_ ? l_90_ : l_93_);
        shared_memory_3_[local_idx] = l_100_;
        uint l_101_ = (l_99_ ? l_92_ : l_94_);
        shared_memory_4_[local_idx] = l_101_;
    }
    memoryBarrierShared();
    barrier();
    bool l_102_ = (local_idx < 8u);
    if (l_102_) {
        uint l_103_ = (local_idx + 8u);
        float l_104_ = shared_memory_3_[l_103_];
        uint l_105_ = (local_idx + 8u);
        uint l_106_ = shared_memory_4_[l_105_];
        float l_107_ = shared_memory_3_[local_idx];
        uint l_108_ = shared_memory_4_[local_idx];
        bool l_109_ = (l_104_ > l_107_);
        bool l_110_ = (l_104_ == l_107_);
        bool l_111_ = (l_106_ < l_108_);
        if (l_110_) {
            local_12 = l_111_;
        } else {
            local_12 = false;
        }
        bool l_112_ = local_12;
        if (!(l_109_)) {
            local_13 = l_112_;
        } else {
            local_13 = true;
        }
        bool l_113_ = local_13;
        float l_114_ = (l_113_ ? l_104_ : l_107_);
        shared_memory_3_[local_idx] = l_114_;
        uint l_115_ = (l_113_ ? l_106_ : l_108_);
        shared_memory_4_[local_idx] = l_115_;
    }
    memoryBarrierShared();
    barrier();
    bool l_116_ = (local_idx < 4u);
    if (l_116_) {
        uint l_117_ = (local_idx + 4u);
        float l_118_ = shared_memory_3_[l_117_];
        uint l_119_ = (local_idx + 4u);
        uint l_120_ = shared_memory_4_[l_119_];
        float l_121_ = shared_memory_3_[local_idx];
        uint l_122_ = shared_memory_4_[local_idx];
        bool l_123_ = (l_118_ > l_121_);
        bool l_124_ = (l_118_ == l_121_);
        bool l_125_ = (l_120_ < l_122_);
        if (l_124_) {
            local_14 = l_125_;
        } else {
            local_14 = false;
        }
        bool l_126_ = local_14;
        if (!(l_123_)) {
            local_15 = l_126_;
        } else {
            local_15 = true;
        }
        bool l_127_ = local_15;
        float l_128_ = (l_127_ ? l_118_ : l_121_);
        shared_memory_3_[local_idx] = l_128_;
        uint l_129_ = (l_127_ ? l_120_ : l_122_);
        shared_memory_4_[local_idx] = l_129_;
    }
    memoryBarrierShared();
    barrier();
    bool l_130_ = (local_idx < 2u);
    if (l_130_) {
        uint l_131_ = (local_idx + 2u);
        float l_132_ = shared_memory_3_[l_131_];
        uint l_133_ = (local_idx + 2u);
        uint l_134_ = shared_memory_4_[l_133_];
        float l_135_ = shared_memory_3_[local_idx];
        uint l_136_ = shared_memory_4_[local_idx];
        bool l_137_ = (l_132_ > l_135_);
        bool l_138_ = (l_132_ == l_135_);
        bool l_139_ = (l_134_ < l_136_);
        if (l_138_) {
            local_16 = l_139_;
        } else {
            local_16 = false;
        }
        bool l_140_ = local_16;
        if (!(l_137_)) {
            local_17 = l_140_;
        } else {
            local_17 = true;
        }
        bool l_141_ = local_17;
        float l_142_ = (l_141_ ? l_132_ : l_135_);
        shared_memory_3_[local_idx] = l_142_;
        uint l_143_ = (l_141_ ? l_134_ : l_136_);
        shared_memory_4_[local_idx] = l_143_;
    }
    memoryBarrierShared();
    barrier();
    bool l_144_ = (local_idx < 1u);
    if (l_144_) {
        uint l_145_ = (local_idx + 1u);
        float l_146_ = shared_memory_3_[l_145_];
        uint l_147_ = (local_idx + 1u);
        uint l_148_ = shared_memory_4_[l_147_];
        float l_149_ = shared_memory_3_[local_idx];
        uint l_150_ = shared_memory_4_[local_idx];
        bool l_151_ = (l_146_ > l_149_);
        bool l_152_ = (l_146_ == l_149_);
        bool l_153_ = (l_148_ < l_150_);
        if (l_152_) {
            local_18 = l_153_;
        } else {
            local_18 = false;
        }
        bool l_154_ = local_18;
        if (!(l_151_)) {
            local_19 = l_154_;
        } else {
            local_19 = true;
        }
        bool l_155_ = local_19;
        float l_156_ = (l_155_ ? l_146_ : l_149_);
        shared_memory_3_[local_idx] = l_156_;
        uint l_157_ = (l_155_ ? l_148_ : l_150_);
        shared_memory_4_[local_idx] = l_157_;
    }
    memoryBarrierShared();
    barrier();
    uint l_158_ = shared_memory_4_[0];
    bool l_159_ = (l_158_ != l_2_);
    if (l_159_) {
        l_mut_6_ = local_idx;
        while(true) {
            uint _e460 = l_mut_6_;
            bool l_160_ = (_e460 < 32u);
            bool l_161_ = !(l_160_);
            if (l_161_) {
                break;
            }
            uint l_162_ = (l_2_ * 32u);
            uint _e466 = l_mut_6_;
            uint l_163_ = (l_162_ + _e466);
            uint _e471 = _group_0_binding_3_cs.scalars_u32_[0];
            uint l_164_ = (_e471 * 32u);
            uint l_477_ = _group_0_binding_3_cs.static_meta[0];
            uint l_478_ = (l_477_ * 1u);
            bool l_479_ = (l_163_ < l_478_);
            uint l_480_ = (l_478_ - 1u);
            uint l_481_ = min(l_163_, l_480_);
            float l_482_ = _group_0_binding_0_cs[l_481_];
            float l_165_ = (l_479_ ? l_482_ : 0.0);
            uint l_166_ = (l_164_ + l_163_);
            uint l_484_ = _group_0_binding_3_cs.static_meta[0];
            uint l_485_ = (l_484_ * 1u);
            bool l_486_ = (l_166_ < l_485_);
            uint l_487_ = (l_485_ - 1u);
            uint l_488_ = min(l_166_, l_487_);
            float l_489_ = _group_0_binding_0_cs[l_488_];
            float l_167_ = (l_486_ ? l_489_ : 0.0);
            uint l_168_ = (l_158_ * 32u);
            uint _e507 = l_mut_6_;
            uint l_169_ = (l_168_ + _e507);
            uint _e512 = _group_0_binding_3_cs.scalars_u32_[0];
            uint l_170_ = (_e512 * 32u);
            uint l_491_ = _group_0_binding_3_cs.static_meta[0];
            uint l_492_ = (l_491_ * 1u);
            bool l_493_ = (l_169_ < l_492_);
            uint l_494_ = (l_492_ - 1u);
            uint l_495_ = min(l_169_, l_494_);
            float l_496_ = _group_0_binding_0_cs[l_495_];
            float l_171_ = (l_493_ ? l_496_ : 0.0);
            uint l_172_ = (l_170_ + l_169_);
            uint l_498_ = _group_0_binding_3_cs.static_meta[0];
            uint l_499_ = (l_498_ * 1u);
            bool l_500_ = (l_172_ < l_499_);
            uint l_501_ = (l_499_ - 1u);
            uint l_502_ = min(l_172_, l_501_);
            float l_503_ = _group_0_binding_0_cs[l_502_];
            float l_173_ = (l_500_ ? l_503_ : 0.0);
            uint _e550 = _group_0_binding_3_cs.scalars_u32_[3];
            uint l_174_ = (16u + _e550);
            uint _e552 = l_mut_6_;
            bool l_175_ = (_e552 == l_174_);
            uint _e557 = _group_0_binding_3_cs.scalars_u32_[1];
            uint _e561 = _group_0_binding_3_cs.scalars_u32_[2];
            uint l_176_ = (_e557 + _e561);
            bool l_177_ = (l_158_ < l_176_);
            uint l_178_ = (16u + l_158_);
            uint _e569 = _group_0_binding_3_cs.scalars_u32_[1];
            uint l_179_ = (l_178_ - _e569);
            uint _e571 = l_mut_6_;
            bool l_180_ = (_e571 == l_179_);
            if (l_177_) {
                local_20 = l_180_;
            } else {
                local_20 = false;
            }
            bool l_181_ = local_20;
            float l_182_ = (l_175_ ? 1.0 : 0.0);
            float l_183_ = (l_181_ ? 1.0 : 0.0);
            float l_184_ = (l_182_ - l_183_);
            uint l_185_ = (l_2_ * 32u);
            uint _e586 = l_mut_6_;
            uint l_186_ = (l_185_ + _e586);
            uint _e591 = _group_0_binding_3_cs.scalars_u32_[0];
            uint l_187_ = (_e591 * 32u);
            float l_188_ = (l_171_ + l_184_);
            bool l_189_ = (l_1_ != 0.0);
            float l_190_ = (l_189_ ? l_188_ : l_1_);
            float l_191_ = (l_190_ - l_171_);
            bool l_192_ = (l_1_ != 0.0);
            float l_193_ = (l_192_ ? l_191_ : l_1_);
            float l_194_ = (l_190_ - l_193_);
            bool l_195_ = (l_1_ != 0.0);
            float l_196_ = (l_195_ ? l_194_ : l_1_);
            float l_197_ = (l_171_ - l_196_);
            float l_198_ = (l_184_ - l_193_);
            float l_199_ = (l_197_ + l_198_);
            float l_200_ = (l_199_ + l_173_);
            float l_201_ = (l_190_ + l_200_);
            bool l_202_ = (l_1_ != 0.0);
            float l_203_ = (l_202_ ? l_201_ : l_1_);
            float l_204_ = (l_203_ - l_190_);
            bool l_205_ = (l_1_ != 0.0);
            float l_206_ = (l_205_ ? l_204_ : l_1_);
            float l_207_ = (l_200_ - l_206_);
            uint l_505_ = _group_0_binding_3_cs.static_meta[0];
            uint l_506_ = (l_505_ * 1u);
            bool l_507_ = (l_186_ < l_506_);
            if (l_507_) {
                _group_0_binding_0_cs[l_186_] = l_203_;
            }
            uint l_208_ = (l_187_ + l_186_);
            uint l_508_ = _group_0_binding_3_cs.static_meta[0];
            uint l_509_ = (l_508_ * 1u);
            bool l_510_ = (l_208_ < l_509_);
            if (l_510_) {
                _group_0_binding_0_cs[l_208_] = l_207_;
            }
            uint l_209_ = (l_158_ * 32u);
            uint _e640 = l_mut_6_;
            uint l_210_ = (l_209_ + _e640);
            uint _e645 = _group_0_binding_3_cs.scalars_u32_[0];
            uint l_211_ = (_e645 * 32u);
            float l_212_ = -(l_184_);
            float l_213_ = (l_165_ + l_212_);
            bool l_214_ = (l_1_ != 0.0);
            float l_215_ = (l_214_ ? l_213_ : l_1_);
            float l_216_ = (l_215_ - l_165_);
            bool l_217_ = (l_1_ != 0.0);
            float l_218_ = (l_217_ ? l_216_ : l_1_);
            float l_219_ = (l_215_ - l_218_);
            bool l_220_ = (l_1_ != 0.0);
            float l_221_ = (l_220_ ? l_219_ : l_1_);
            float l_222_ = (l_165_ - l_221_);
            float l_223_ = (l_212_ - l_218_);
            float l_224_ = (l_222_ + l_223_);
            float l_225_ = (l_224_ + l_167_);
            float l_226_ = (l_215_ + l_225_);
            bool l_227_ = (l_1_ != 0.0);
            float l_228_ = (l_227_ ? l_226_ : l_1_);
            float l_229_ = (l_228_ - l_215_);
            bool l_230_ = (l_1_ != 0.0);
            float l_231_ = (l_230_ ? l_229_ : l_1_);
            float l_232_ = (l_225_ - l_231_);
            uint l_511_ = _group_0_binding_3_cs.static_meta[0];
            uint l_512_ = (l_511_ * 1u);
            bool l_513_ = (l_210_ < l_512_);
            if (l_513_) {
                _group_0_binding_0_cs[l_210_] = l_228_;
            }
            uint l_233_ = (l_211_ + l_210_);
            uint l_514_ = _group_0_binding_3_cs.static_meta[0];
            uint l_515_ = (l_514_ * 1u);
            bool l_516_ = (l_233_ < l_515_);
            if (l_516_) {
                _group_0_binding_0_cs[l_233_] = l_232_;
            }
            uint _e693 = l_mut_6_;
            l_mut_6_ = (_e693 + 1024u);
        }
    }
    bool l_234_ = (local_idx == 0u);
    if (l_234_) {
        uint l_517_ = _group_0_binding_3_cs.static_meta[1];
        uint l_518_ = (l_517_ * 1u);
        uint _e707 = _group_0_binding_3_cs.scalars_u32_[3];
        bool l_519_ = (_e707 < l_518_);
        if (l_519_) {
            uint _e713 = _group_0_binding_3_cs.scalars_u32_[3];
            _group_0_binding_1_cs[_e713] = l_158_;
        }
    }
    memoryBarrierBuffer();
    barrier();
    uint l_235_ = (l_2_ * 32u);
    uint _e720 = _group_0_binding_3_cs.scalars_u32_[3];
    uint l_236_ = (l_235_ + _e720);
    uint _e725 = _group_0_binding_3_cs.scalars_u32_[0];
    uint l_237_ = (_e725 * 32u);
    uint l_456_ = _group_0_binding_3_cs.static_meta[0];
    uint l_457_ = (l_456_ * 1u);
    bool l_458_ = (l_236_ < l_457_);
    uint l_459_ = (l_457_ - 1u);
    uint l_460_ = min(l_236_, l_459_);
    float l_461_ = _group_0_binding_0_cs[l_460_];
    float l_238_ = (l_458_ ? l_461_ : 0.0);
    uint l_239_ = (l_237_ + l_236_);
    uint l_463_ = _group_0_binding_3_cs.static_meta[0];
    uint l_464_ = (l_463_ * 1u);
    bool l_465_ = (l_239_ < l_464_);
    uint l_466_ = (l_464_ - 1u);
    uint l_467_ = min(l_239_, l_466_);
    float l_468_ = _group_0_binding_0_cs[l_467_];
    float l_240_ = (l_465_ ? l_468_ : 0.0);
    uint _e762 = _group_0_binding_3_cs.scalars_u32_[3];
    uint l_241_ = (_e762 + 1u);
    uint l_242_ = (l_241_ + local_idx);
    l_mut_6_ = l_242_;
    while(true) {
        uint _e766 = l_mut_6_;
        bool l_243_ = (_e766 < 32u);
        bool l_244_ = !(l_243_);
        if (l_244_) {
            break;
        }
        uint l_245_ = (l_2_ * 32u);
        uint _e772 = l_mut_6_;
        uint l_246_ = (l_245_ + _e772);
        uint _e777 = _group_0_binding_3_cs.scalars_u32_[0];
        uint l_247_ = (_e777 * 32u);
        uint l_520_ = _group_0_binding_3_cs.static_meta[0];
        uint l_521_ = (l_520_ * 1u);
        bool l_522_ = (l_246_ < l_521_);
        uint l_523_ = (l_521_ - 1u);
        uint l_524_ = min(l_246_, l_523_);
        float l_525_ = _group_0_binding_0_cs[l_524_];
        float l_248_ = (l_522_ ? l_525_ : 0.0);
        uint l_249_ = (l_247_ + l_246_);
        uint l_527_ = _group_0_binding_3_cs.static_meta[0];
        uint l_528_ = (l_527_ * 1u);
        bool l_529_ = (l_249_ < l_528_);
        uint l_530_ = (l_528_ - 1u);
        uint l_531_ = min(l_249_, l_530_);
        float l_532_ = _group_0_binding_0_cs[l_531_];
        float l_250_ = (l_529_ ? l_532_ : 0.0);
        uint l_251_ = (l_2_ * 32u);
        uint _e813 = l_mut_6_;
        uint l_252_ = (l_251_ + _e813);
        uint _e818 = _group_0_binding_3_cs.scalars_u32_[0];
        uint l_253_ = (_e818 * 32u);
        float l_254_ = (1.0 / l_238_);
        float l_255_ = (l_248_ * l_254_);
        float l_256_ = (l_238_ * l_255_);
        bool l_257_ = (l_1_ != 0.0);
        float l_258_ = (l_257_ ? l_256_ : l_1_);
        float l_259_ = (l_0_ * l_238_);
        bool l_260_ = (l_1_ != 0.0);
        float l_261_ = (l_260_ ? l_259_ : l_1_);
        float l_262_ = (l_261_ - l_238_);
        bool l_263_ = (l_1_ != 0.0);
        float l_264_ = (l_263_ ? l_262_ : l_1_);
        float l_265_ = (l_261_ - l_264_);
        float l_266_ = (l_238_ - l_265_);
        float l_267_ = (l_0_ * l_255_);
        bool l_268_ = (l_1_ != 0.0);
        float l_269_ = (l_268_ ? l_267_ : l_1_);
        float l_270_ = (l_269_ - l_255_);
        bool l_271_ = (l_1_ != 0.0);
        float l_272_ = (l_271_ ? l_270_ : l_1_);
        float l_273_ = (l_269_ - l_272_);
        float l_274_ = (l_255_ - l_273_);
        float l_275_ = (l_265_ * l_273_);
        float l_276_ = (l_275_ - l_258_);
        float l_277_ = (l_265_ * l_274_);
        float l_278_ = (l_276_ + l_277_);
        float l_279_ = (l_266_ * l_273_);
        float l_280_ = (l_278_ + l_279_);
        float l_281_ = (l_266_ * l_274_);
        float l_282_ = (l_280_ + l_281_);
        float l_283_ = (l_240_ * l_255_);
        float l_284_ = (l_282_ + l_283_);
        float l_285_ = (l_258_ + l_284_);
        bool l_286_ = (l_1_ != 0.0);
        float l_287_ = (l_286_ ? l_285_ : l_1_);
        float l_288_ = (l_287_ - l_258_);
        bool l_289_ = (l_1_ != 0.0);
        float l_290_ = (l_289_ ? l_288_ : l_1_);
        float l_291_ = (l_284_ - l_290_);
        float l_292_ = -(l_287_);
        float l_293_ = -(l_291_);
        float l_294_ = (l_248_ + l_292_);
        bool l_295_ = (l_1_ != 0.0);
        float l_296_ = (l_295_ ? l_294_ : l_1_);
        float l_297_ = (l_296_ - l_248_);
        bool l_298_ = (l_1_ != 0.0);
        float l_299_ = (l_298_ ? l_297_ : l_1_);
        float l_300_ = (l_296_ - l_299_);
        bool l_301_ = (l_1_ != 0.0);
        float l_302_ = (l_301_ ? l_300_ : l_1_);
        float l_303_ = (l_248_ - l_302_);
        float l_304_ = (l_292_ - l_299_);
        float l_305_ = (l_303_ + l_304_);
        float l_306_ = (l_250_ + l_293_);
        bool l_307_ = (l_1_ != 0.0);
        float l_308_ = (l_307_ ? l_306_ : l_1_);
        float l_309_ = (l_308_ - l_250_);
        bool l_310_ = (l_1_ != 0.0);
        float l_311_ = (l_310_ ? l_309_ : l_1_);
        float l_312_ = (l_308_ - l_311_);
        bool l_313_ = (l_1_ != 0.0);
        float l_314_ = (l_313_ ? l_312_ : l_1_);
        float l_315_ = (l_250_ - l_314_);
        float l_316_ = (l_293_ - l_311_);
        float l_317_ = (l_315_ + l_316_);
        float l_318_ = (l_305_ + l_308_);
        float l_319_ = (l_296_ + l_318_);
        bool l_320_ = (l_1_ != 0.0);
        float l_321_ = (l_320_ ? l_319_ : l_1_);
        float l_322_ = (l_321_ - l_296_);
        bool l_323_ = (l_1_ != 0.0);
        float l_324_ = (l_323_ ? l_322_ : l_1_);
        float l_325_ = (l_318_ - l_324_);
        float l_326_ = (l_317_ + l_325_);
        float l_327_ = (l_321_ + l_326_);
        bool l_328_ = (l_1_ != 0.0);
        float l_329_ = (l_328_ ? l_327_ : l_1_);
        float l_330_ = (l_329_ - l_321_);
        bool l_331_ = (l_1_ != 0.0);
        float l_332_ = (l_331_ ? l_330_ : l_1_);
        float l_333_ = (l_326_ - l_332_);
        float l_334_ = (l_329_ * l_254_);
        float l_335_ = (l_238_ * l_334_);
        bool l_336_ = (l_1_ != 0.0);
        float l_337_ = (l_336_ ? l_335_ : l_1_);
        float l_338_ = (l_0_ * l_238_);
        bool l_339_ = (l_1_ != 0.0);
        float l_340_ = (l_339_ ? l_338_ : l_1_);
        float l_341_ = (l_340_ - l_238_);
        bool l_342_ = (l_1_ != 0.0);
        float l_343_ = (l_342_ ? l_341_ : l_1_);
        float l_344_ = (l_340_ - l_343_);
        float l_345_ = (l_238_ - l_344_);
        float l_346_ = (l_0_ * l_334_);
        bool l_347_ = (l_1_ != 0.0);
        float l_348_ = (l_347_ ? l_346_ : l_1_);
        float l_349_ = (l_348_ - l_334_);
        bool l_350_ = (l_1_ != 0.0);
        float l_351_ = (l_350_ ? l_349_ : l_1_);
        float l_352_ = (l_348_ - l_351_);
        float l_353_ = (l_334_ - l_352_);
        float l_354_ = (l_344_ * l_352_);
        float l_355_ = (l_354_ - l_337_);
        float l_356_ = (l_344_ * l_353_);
        float l_357_ = (l_355_ + l_356_);
        float l_358_ = (l_345_ * l_352_);
        float l_359_ = (l_357_ + l_358_);
        float l_360_ = (l_345_ * l_353_);
        float l_361_ = (l_359_ + l_360_);
        float l_362_ = (l_240_ * l_334_);
        float l_363_ = (l_361_ + l_362_);
        float l_364_ = (l_337_ + l_363_);
        bool l_365_ = (l_1_ != 0.0);
        float l_366_ = (l_365_ ? l_364_ : l_1_);
        float l_367_ = (l_366_ - l_337_);
        bool l_368_ = (l_1_ != 0.0);
        float l_369_ = (l_368_ ? l_367_ : l_1_);
        float l_370_ = (l_363_ - l_369_);
        float l_371_ = -(l_366_);
        float l_372_ = -(l_370_);
        float l_373_ = (l_329_ + l_371_);
        bool l_374_ = (l_1_ != 0.0);
        float l_375_ = (l_374_ ? l_373_ : l_1_);
        float l_376_ = (l_375_ - l_329_);
        bool l_377_ = (l_1_ != 0.0);
        float l_378_ = (l_377_ ? l_376_ : l_1_);
        float l_379_ = (l_375_ - l_378_);
        bool l_380_ = (l_1_ != 0.0);
        float l_381_ = (l_380_ ? l_379_ : l_1_);
        float l_382_ = (l_329_ - l_381_);
        float l_383_ = (l_371_ - l_378_);
        float l_384_ = (l_382_ + l_383_);
        float l_385_ = (l_333_ + l_372_);
        bool l_386_ = (l_1_ != 0.0);
        float l_387_ = (l_386_ ? l_385_ : l_1_);
        float l_388_ = (l_387_ - l_333_);
        bool l_389_ = (l_1_ != 0.0);
        float l_390_ = (l_389_ ? l_388_ : l_1_);
        float l_391_ = (l_387_ - l_390_);
        bool l_392_ = (l_1_ != 0.0);
        float l_393_ = (l_392_ ? l_391_ : l_1_);
        float l_394_ = (l_333_ - l_393_);
        float l_395_ = (l_372_ - l_390_);
        float l_396_ = (l_394_ + l_395_);
        float l_397_ = (l_384_ + l_387_);
        float l_398_ = (l_375_ + l_397_);
        bool l_399_ = (l_1_ != 0.0);
        float l_400_ = (l_399_ ? l_398_ : l_1_);
        float l_401_ = (l_400_ - l_375_);
        bool l_402_ = (l_1_ != 0.0);
        float l_403_ = (l_402_ ? l_401_ : l_1_);
        float l_404_ = (l_397_ - l_403_);
        float l_405_ = (l_396_ + l_404_);
        float l_406_ = (l_400_ + l_405_);
        bool l_407_ = (l_1_ != 0.0);
        float l_408_ = (l_407_ ? l_406_ : l_1_);
        float l_409_ = (l_408_ - l_400_);
        bool l_410_ = (l_1_ != 0.0);
        float l_411_ = (l_410_ ? l_409_ : l_1_);
        float l_412_ = (l_405_ - l_411_);
        float l_413_ = (l_408_ / l_238_);
        float l_414_ = (l_255_ + l_334_);
        bool l_415_ = (l_1_ != 0.0);
        float l_416_ = (l_415_ ? l_414_ : l_1_);
        float l_417_ = (l_416_ - l_255_);
        bool l_418_ = (l_1_ != 0.0);
        float l_419_ = (l_418_ ? l_417_ : l_1_);
        float l_420_ = (l_334_ - l_419_);
        float l_421_ = (l_416_ + l_413_);
        bool l_422_ = (l_1_ != 0.0);
        float l_423_ = (l_422_ ? l_421_ : l_1_);
        float l_424_ = (l_423_ - l_416_);
        bool l_425_ = (l_1_ != 0.0);
        float l_426_ = (l_425_ ? l_424_ : l_1_);
        float l_427_ = (l_423_ - l_426_);
        bool l_428_ = (l_1_ != 0.0);
        float l_429_ = (l_428_ ? l_427_ : l_1_);
        float l_430_ = (l_416_ - l_429_);
        float l_431_ = (l_413_ - l_426_);
        float l_432_ = (l_430_ + l_431_);
        float l_433_ = (l_432_ + l_420_);
        float l_434_ = (l_423_ + l_433_);
        bool l_435_ = (l_1_ != 0.0);
        float l_436_ = (l_435_ ? l_434_ : l_1_);
        float l_437_ = (l_436_ - l_423_);
        bool l_438_ = (l_1_ != 0.0);
        float l_439_ = (l_438_ ? l_437_ : l_1_);
        float l_440_ = (l_433_ - l_439_);
        uint l_534_ = _group_0_binding_3_cs.static_meta[0];
        uint l_535_ = (l_534_ * 1u);
        bool l_536_ = (l_252_ < l_535_);
        if (l_536_) {
            _group_0_binding_0_cs[l_252_] = l_436_;
        }
        uint l_441_ = (l_253_ + l_252_);
        uint l_537_ = _group_0_binding_3_cs.static_meta[0];
        uint l_538_ = (l_537_ * 1u);
        bool l_539_ = (l_441_ < l_538_);
        if (l_539_) {
            _group_0_binding_0_cs[l_441_] = l_440_;
        }
        uint _e1069 = l_mut_6_;
        l_mut_6_ = (_e1069 + 1024u);
    }
    return;
}
