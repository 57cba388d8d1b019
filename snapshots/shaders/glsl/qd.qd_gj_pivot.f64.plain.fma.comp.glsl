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

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_3_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { double _group_0_binding_2_cs[]; };

layout(std430) readonly buffer info_st_block_3Compute { info_st _group_0_binding_3_cs; };

shared double shared_memory_3_[1024];

shared uint shared_memory_4_[1024];


void main() {
    if (gl_LocalInvocationID == uvec3(0u)) {
        shared_memory_3_ = double[1024](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        shared_memory_4_ = uint[1024](0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u);
    }
    memoryBarrierShared();
    barrier();
    uint local_idx = gl_LocalInvocationIndex;
    double a_641_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_1065_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_1485_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_1905_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double l_mut_236_ = 0.0;
    double l_mut_237_ = 0.0;
    double l_mut_238_ = 0.0;
    double l_mut_239_ = 0.0;
    uint l_mut_240_ = 0u;
    double l_mut_5_ = 0.0;
    uint l_mut_6_ = 0u;
    uint l_mut_8_ = 0u;
    double l_mut_973_ = 0.0;
    double l_mut_974_ = 0.0;
    double l_mut_975_ = 0.0;
    double l_mut_976_ = 0.0;
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
    bool local_21 = false;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    bool local_29 = false;
    bool local_30 = false;
    bool local_31 = false;
    bool local_32 = false;
    bool local_33 = false;
    bool local_34 = false;
    bool local_35 = false;
    bool local_36 = false;
    bool local_37 = false;
    bool local_38 = false;
    bool local_39 = false;
    bool local_40 = false;
    bool local_41 = false;
    bool local_42 = false;
    bool local_43 = false;
    bool local_44 = false;
    bool local_45 = false;
    bool local_46 = false;
    bool local_47 = false;
    bool local_48 = false;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    bool local_58 = false;
    bool local_59 = false;
    bool local_60 = false;
    bool local_61 = false;
    bool local_62 = false;
    bool local_63 = false;
    bool local_64 = false;
    bool local_65 = false;
    bool local_66 = false;
    bool local_67 = false;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    bool local_76 = false;
    bool local_77 = false;
    bool local_78 = false;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    bool local_83 = false;
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    bool local_91 = false;
    bool local_92 = false;
    bool local_93 = false;
    bool local_94 = false;
    bool local_95 = false;
    bool local_96 = false;
    bool local_97 = false;
    bool local_98 = false;
    bool local_99 = false;
    bool local_100 = false;
    bool local_101 = false;
    bool local_102 = false;
    bool local_103 = false;
    bool local_104 = false;
    bool local_105 = false;
    bool local_106 = false;
    bool local_107 = false;
    bool local_108 = false;
    bool local_109 = false;
    bool local_110 = false;
    bool local_111 = false;
    bool local_112 = false;
    bool local_113 = false;
    bool local_114 = false;
    bool local_115 = false;
    bool local_116 = false;
    bool local_117 = false;
    bool local_118 = false;
    bool local_119 = false;
    bool local_120 = false;
    bool local_121 = false;
    bool local_122 = false;
    bool local_123 = false;
    bool local_124 = false;
    bool local_125 = false;
    bool local_126 = false;
    bool local_127 = false;
    bool local_128 = false;
    bool local_129 = false;
    bool local_130 = false;
    bool local_131 = false;
    bool local_132 = false;
    bool local_133 = false;
    bool local_134 = false;
    bool local_135 = false;
    bool local_136 = false;
    bool local_137 = false;
    bool local_138 = false;
    bool local_139 = false;
    bool local_140 = false;
    bool local_141 = false;
    bool local_142 = false;
    bool local_143 = false;
    bool local_144 = false;
    bool local_145 = false;
    bool local_146 = false;
    bool local_147 = false;
    bool local_148 = false;
    bool local_149 = false;
    bool local_150 = false;
    bool local_151 = false;
    bool local_152 = false;
    bool local_153 = false;
    bool local_154 = false;
    bool local_155 = false;
    bool local_156 = false;
    bool local_157 = false;
    bool local_158 = false;
    bool local_159 = false;
    bool local_160 = false;
    bool local_161 = false;
    bool local_162 = false;
    bool local_163 = false;
    bool local_164 = false;
    bool local_165 = false;
    bool local_166 = false;
    bool local_167 = false;
    bool local_168 = false;
    bool local_169 = false;
    bool local_170 = false;
    bool local_171 = false;
    bool local_172 = false;
    bool local_173 = false;
    bool local_174 = false;
    bool local_175 = false;
    bool local_176 = false;
    bool local_177 = false;
    bool local_178 = false;
    bool local_179 = false;
    bool local_180 = false;
    bool local_181 = false;
    bool local_182 = false;
    bool local_183 = false;
    bool local_184 = false;
    bool local_185 = false;
    bool local_186 = false;
    bool local_187 = false;
    bool local_188 = false;
    bool local_189 = false;
    bool local_190 = false;
    bool local_191 = false;
    bool local_192 = false;
    bool local_193 = false;
    bool local_194 = false;
    bool local_195 = false;
    bool local_196 = false;
    bool local_197 = false;
    bool local_198 = false;
    bool local_199 = false;
    bool local_200 = false;
    bool local_201 = false;
    bool local_202 = false;
    bool local_203 = false;
    bool local_204 = false;
    bool local_205 = false;
    bool local_206 = false;
    bool local_207 = false;
    bool local_208 = false;
    bool local_209 = false;
    bool local_210 = false;
    bool local_211 = false;
    bool local_212 = false;
    bool local_213 = false;
    bool local_214 = false;
    bool local_215 = false;
    bool local_216 = false;
    bool local_217 = false;
    bool local_218 = false;
    bool local_219 = false;
    bool local_220 = false;
    bool local_221 = false;
    bool local_222 = false;
    bool local_223 = false;
    bool local_224 = false;
    bool local_225 = false;
    bool local_226 = false;
    bool local_227 = false;
    bool local_228 = false;
    bool local_229 = false;
    bool local_230 = false;
    bool local_231 = false;
    bool local_232 = false;
    bool local_233 = false;
    bool local_234 = false;
    bool local_235 = false;
    bool local_236 = false;
    bool local_237 = false;
    bool local_238 = false;
    bool local_239 = false;
    bool local_240 = false;
    bool local_241 = false;
    bool local_242 = false;
    bool local_243 = false;
    bool local_244 = false;
    uint l_2278_ = _group_0_binding_3_cs.static_meta[2];
    uint l_2279_ = (l_2278_ * 1u);
    bool l_2280_ = (0u < l_2279_);
    uint l_2281_ = (l_2279_ - 1u);
    uint l_2282_ = min(0u, l_2281_);
    double l_2283_ = _group_0_binding_2_cs[l_2282_];
    double l_0_ = (l_2280_ ? l_2283_ : 0.0LF);
    uint l_2285_ = _group_0_binding_3_cs.static_meta[2];
    uint l_2286_ = (l_2285_ * 1u);
    bool l_2287_ = (1u < l_2286_);
    uint l_2288_ = (l_2286_ - 1u);
    uint l_2289_ = min(1u, l_2288_);
    double l_2290_ = _group_0_binding_2_cs[l_2289_];
    double l_1_ = (l_2287_ ? l_2290_ : 0.0LF);
    uint _e54 = _group_0_binding_3_cs.scalars_u32_[1];
    uint _e58 = _group_0_binding_3_cs.scalars_u32_[3];
    uint l_2_ = (_e54 + _e58);
    l_mut_5_ = -1.0LF;
    l_mut_6_ = l_2_;
    uint l_7_ = (l_2_ + local_idx);
    l_mut_8_ = l_7_;
    while(true) {
        uint _e62 = l_mut_8_;
        uint _e66 = _group_0_binding_3_cs.scalars_u32_[0];
        bool l_9_ = (_e62 < _e66);
        bool l_10_ = !(l_9_);
        if (l_10_) {
            break;
        }
        uint _e69 = l_mut_8_;
        uint l_11_ = (_e69 * 32u);
        uint _e75 = _group_0_binding_3_cs.scalars_u32_[3];
        uint l_12_ = (l_11_ + _e75);
        uint l_2320_ = _group_0_binding_3_cs.static_meta[0];
        uint l_2321_ = (l_2320_ * 1u);
        bool l_2322_ = (l_12_ < l_2321_);
        uint l_2323_ = (l_2321_ - 1u);
        uint l_2324_ = min(l_12_, l_2323_);
        double l_2325_ = _group_0_binding_0_cs[l_2324_];
        double l_13_ = (l_2322_ ? l_2325_ : 0.0LF);
        double l_14_ = abs(l_13_);
        double _e93 = l_mut_5_;
        bool l_15_ = (l_14_ > _e93);
        double _e95 = l_mut_5_;
        double l_16_ = (l_15_ ? l_14_ : _e95);
        l_mut_5_ = l_16_;
        uint _e97 = l_mut_6_;
        uint _e98 = l_mut_8_;
        uint l_17_ = (l_15_ ? _e98 : _e97);
        l_mut_6_ = l_17_;
        uint _e100 = l_mut_8_;
        l_mut_8_ = (_e100 + 1024u);
    }
    double _e105 = l_mut_5_;
    shared_memory_3_[local_idx] = _e105;
    uint _e108 = l_mut_6_;
    shared_memory_4_[local_idx] = _e108;
    memoryBarrierShared();
    barrier();
    bool l_18_ = (local_idx < 512u);
    if (l_18_) {
        uint l_19_ = (local_idx + 512u);
        double l_20_ = shared_memory_3_[l_19_];
        uint l_21_ = (local_idx + 512u);
        uint l_22_ = shared_memory_4_[l_21_];
        double l_23_ = shared_memory_3_[local_idx];
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
        double l_30_ = (l_29_ ? l_20_ : l_23_);
        shared_memory_3_[local_idx] = l_30_;
        uint l_31_ = (l_29_ ? l_22_ : l_24_);
        shared_memory_4_[local_idx] = l_31_;
    }
    memoryBarrierShared();
    barrier();
    bool l_32_ = (local_idx < 256u);
    if (l_32_) {
        uint l_33_ = (local_idx + 256u);
        double l_34_ = shared_memory_3_[l_33_];
        uint l_35_ = (local_idx + 256u);
        uint l_36_ = shared_memory_4_[l_35_];
        double l_37_ = shared_memory_3_[local_idx];
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
        double l_44_ = (l_43_ ? l_34_ : l_37_);
        shared_memory_3_[local_idx] = l_44_;
        uint l_45_ = (l_43_ ? l_36_ : l_38_);
        shared_memory_4_[local_idx] = l_45_;
    }
    memoryBarrierShared();
    barrier();
    bool l_46_ = (local_idx < 128u);
    if (l_46_) {
        uint l_47_ = (local_idx + 128u);
        double l_48_ = shared_memory_3_[l_47_];
        uint l_49_ = (local_idx + 128u);
        uint l_50_ = shared_memory_4_[l_49_];
        double l_51_ = shared_memory_3_[local_idx];
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
        double l_58_ = (l_57_ ? l_48_ : l_51_);
        shared_memory_3_[local_idx] = l_58_;
        uint l_59_ = (l_57_ ? l_50_ : l_52_);
        shared_memory_4_[local_idx] = l_59_;
    }
    memoryBarrierShared();
    barrier();
    bool l_60_ = (local_idx < 64u);
    if (l_60_) {
        uint l_61_ = (local_idx + 64u);
        double l_62_ = shared_memory_3_[l_61_];
        uint l_63_ = (local_idx + 64u);
        uint l_64_ = shared_memory_4_[l_63_];
        double l_65_ = shared_memory_3_[local_idx];
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
        double l_72_ = (l_71_ ? l_62_ : l_65_);
        shared_memory_3_[local_idx] = l_72_;
        uint l_73_ = (l_71_ ? l_64_ : l_66_);
        shared_memory_4_[local_idx] = l_73_;
    }
    memoryBarrierShared();
    barrier();
    bool l_74_ = (local_idx < 32u);
    if (l_74_) {
        uint l_75_ = (local_idx + 32u);
        double l_76_ = shared_memory_3_[l_75_];
        uint l_77_ = (local_idx + 32u);
        uint l_78_ = shared_memory_4_[l_77_];
        double l_79_ = shared_memory_3_[local_idx];
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
        double l_86_ = (l_85_ ? l_76_ : l_79_);
        shared_memory_3_[local_idx] = l_86_;
        uint l_87_ = (l_85_ ? l_78_ : l_80_);
        shared_memory_4_[local_idx] = l_87_;
    }
    memoryBarrierShared();
    barrier();
    bool l_88_ = (local_idx < 16u);
    if (l_88_) {
        uint l_89_ = (local_idx + 16u);
        double l_90_ = shared_memory_3_[l_89_];
        uint l_91_ = (local_idx + 16u);
        uint l_92_ = shared_memory_4_[l_91_];
        double l_93_ = shared_memory_3_[local_idx];
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
        double l_100_ = (l_99_ ? l_90_ : l_93_);
        shared_memory_3_[local_idx] = l_100_;
        uint l_101_ = (l_99_ ? l_92_ : l_94_);
        shared_memory_4_[local_idx] = l_101_;
    }
    memoryBarrierShared();
    barrier();
    bool l_102_ = (local_idx < 8u);
    if (l_102_) {
        uint l_103_ = (local_idx + 8u);
        double l_104_ = shared_memory_3_[l_103_];
        uint l_105_ = (local_idx + 8u);
        uint l_106_ = shared_memory_4_[l_105_];
        double l_107_ = shared_memory_3_[local_idx];
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
        double l_114_ = (l_113_ ? l_104_ : l_107_);
        shared_memory_3_[local_idx] = l_114_;
        uint l_115_ = (l_113_ ? l_106_ : l_108_);
        shared_memory_4_[local_idx] = l_115_;
    }
    memoryBarrierShared();
    barrier();
    bool l_116_ = (local_idx < 4u);
    if (l_116_) {
        uint l_117_ = (local_idx + 4u);
        double l_118_ = shared_memory_3_[l_117_];
        uint l_119_ = (local_idx + 4u);
        uint l_120_ = shared_memory_4_[l_119_];
        double l_121_ = shared_memory_3_[local_idx];
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
        double l_128_ = (l_127_ ? l_118_ : l_121_);
        shared_memory_3_[local_idx] = l_128_;
        uint l_129_ = (l_127_ ? l_120_ : l_122_);
        shared_memory_4_[local_idx] = l_129_;
    }
    memoryBarrierShared();
    barrier();
    bool l_130_ = (local_idx < 2u);
    if (l_130_) {
        uint l_131_ = (local_idx + 2u);
        double l_132_ = shared_memory_3_[l_131_];
        uint l_133_ = (local_idx + 2u);
        uint l_134_ = shared_memory_4_[l_133_];
        double l_135_ = shared_memory_3_[local_idx];
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
        double l_142_ = (l_141_ ? l_132_ : l_135_);
        shared_memory_3_[local_idx] = l_142_;
        uint l_143_ = (l_141_ ? l_134_ : l_136_);
        shared_memory_4_[local_idx] = l_143_;
    }
    memoryBarrierShared();
    barrier();
    bool l_144_ = (local_idx < 1u);
    if (l_144_) {
        uint l_145_ = (local_idx + 1u);
        double l_146_ = shared_memory_3_[l_145_];
        uint l_147_ = (local_idx + 1u);
        uint l_148_ = shared_memory_4_[l_147_];
        double l_149_ = shared_memory_3_[local_idx];
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
        double l_156_ = (l_155_ ? l_146_ : l_149_);
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
            uint _e473 = l_mut_6_;
            bool l_160_ = (_e473 < 32u);
            bool l_161_ = !(l_160_);
            if (l_161_) {
                break;
            }
            uint l_162_ = (l_2_ * 32u);
            uint _e479 = l_mut_6_;
            uint l_163_ = (l_162_ + _e479);
            uint _e484 = _group_0_binding_3_cs.scalars_u32_[0];
            uint l_164_ = (_e484 * 32u);
            uint l_2327_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2328_ = (l_2327_ * 1u);
            bool l_2329_ = (l_163_ < l_2328_);
            uint l_2330_ = (l_2328_ - 1u);
            uint l_2331_ = min(l_163_, l_2330_);
            double l_2332_ = _group_0_binding_0_cs[l_2331_];
            double l_165_ = (l_2329_ ? l_2332_ : 0.0LF);
            uint l_166_ = (l_164_ + l_163_);
            uint l_2334_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2335_ = (l_2334_ * 1u);
            bool l_2336_ = (l_166_ < l_2335_);
            uint l_2337_ = (l_2335_ - 1u);
            uint l_2338_ = min(l_166_, l_2337_);
            double l_2339_ = _group_0_binding_0_cs[l_2338_];
            double l_167_ = (l_2336_ ? l_2339_ : 0.0LF);
            uint l_168_ = (2u * l_164_);
            uint l_169_ = (l_168_ + l_163_);
            uint l_2341_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2342_ = (l_2341_ * 1u);
            bool l_2343_ = (l_169_ < l_2342_);
            uint l_2344_ = (l_2342_ - 1u);
            uint l_2345_ = min(l_169_, l_2344_);
            double l_2346_ = _group_0_binding_0_cs[l_2345_];
            double l_170_ = (l_2343_ ? l_2346_ : 0.0LF);
            uint l_171_ = (3u * l_164_);
            uint l_172_ = (l_171_ + l_163_);
            uint l_2348_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2349_ = (l_2348_ * 1u);
            bool l_2350_ = (l_172_ < l_2349_);
            uint l_2351_ = (l_2349_ - 1u);
            uint l_2352_ = min(l_172_, l_2351_);
            double l_2353_ = _group_0_binding_0_cs[l_2352_];
            double l_173_ = (l_2350_ ? l_2353_ : 0.0LF);
            uint l_174_ = (l_158_ * 32u);
            uint _e556 = l_mut_6_;
            uint l_175_ = (l_174_ + _e556);
            uint _e561 = _group_0_binding_3_cs.scalars_u32_[0];
            uint l_176_ = (_e561 * 32u);
            uint l_2355_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2356_ = (l_2355_ * 1u);
            bool l_2357_ = (l_175_ < l_2356_);
            uint l_2358_ = (l_2356_ - 1u);
            uint l_2359_ = min(l_175_, l_2358_);
            double l_2360_ = _group_0_binding_0_cs[l_2359_];
            double l_177_ = (l_2357_ ? l_2360_ : 0.0LF);
            uint l_178_ = (l_176_ + l_175_);
            uint l_2362_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2363_ = (l_2362_ * 1u);
            bool l_2364_ = (l_178_ < l_2363_);
            uint l_2365_ = (l_2363_ - 1u);
            uint l_2366_ = min(l_178_, l_2365_);
            double l_2367_ = _group_0_binding_0_cs[l_2366_];
            double l_179_ = (l_2364_ ? l_2367_ : 0.0LF);
            uint l_180_ = (2u * l_176_);
            uint l_181_ = (l_180_ + l_175_);
            uint l_2369_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2370_ = (l_2369_ * 1u);
            bool l_2371_ = (l_181_ < l_2370_);
            uint l_2372_ = (l_2370_ - 1u);
            uint l_2373_ = min(l_181_, l_2372_);
            double l_2374_ = _group_0_binding_0_cs[l_2373_];
            double l_182_ = (l_2371_ ? l_2374_ : 0.0LF);
            uint l_183_ = (3u * l_176_);
            uint l_184_ = (l_183_ + l_175_);
            uint l_2376_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2377_ = (l_2376_ * 1u);
            bool l_2378_ = (l_184_ < l_2377_);
            uint l_2379_ = (l_2377_ - 1u);
            uint l_2380_ = min(l_184_, l_2379_);
            double l_2381_ = _group_0_binding_0_cs[l_2380_];
            double l_185_ = (l_2378_ ? l_2381_ : 0.0LF);
            uint _e635 = _group_0_binding_3_cs.scalars_u32_[3];
            uint l_186_ = (16u + _e635);
            uint _e637 = l_mut_6_;
            bool l_187_ = (_e637 == l_186_);
            uint _e642 = _group_0_binding_3_cs.scalars_u32_[1];
            uint _e646 = _group_0_binding_3_cs.scalars_u32_[2];
            uint l_188_ = (_e642 + _e646);
            bool l_189_ = (l_158_ < l_188_);
            uint l_190_ = (16u + l_158_);
            uint _e654 = _group_0_binding_3_cs.scalars_u32_[1];
            uint l_191_ = (l_190_ - _e654);
            uint _e656 = l_mut_6_;
            bool l_192_ = (_e656 == l_191_);
            if (l_189_) {
                local_20 = l_192_;
            } else {
                local_20 = false;
            }
            bool l_193_ = local_20;
            double l_194_ = (l_187_ ? 1.0LF : 0.0LF);
            double l_195_ = (l_193_ ? 1.0LF : 0.0LF);
            double l_196_ = (l_194_ - l_195_);
            uint l_197_ = (l_2_ * 32u);
            uint _e671 = l_mut_6_;
            uint l_198_ = (l_197_ + _e671);
            uint _e676 = _group_0_binding_3_cs.scalars_u32_[0];
            uint l_199_ = (_e676 * 32u);
            double l_200_ = (l_177_ + l_196_);
            double l_201_ = (l_200_ - l_177_);
            double l_202_ = (l_200_ - l_201_);
            double l_203_ = (l_177_ - l_202_);
            double l_204_ = (l_196_ - l_201_);
            double l_205_ = (l_203_ + l_204_);
            double l_206_ = (l_179_ + l_205_);
            double l_207_ = (l_206_ - l_179_);
            double l_208_ = (l_206_ - l_207_);
            double l_209_ = (l_179_ - l_208_);
            double l_210_ = (l_205_ - l_207_);
            double l_211_ = (l_209_ + l_210_);
            double l_212_ = (l_182_ + l_211_);
            double l_213_ = (l_212_ - l_182_);
            double l_214_ = (l_212_ - l_213_);
            double l_215_ = (l_182_ - l_214_);
            double l_216_ = (l_211_ - l_213_);
            double l_217_ = (l_215_ + l_216_);
            double l_218_ = (l_185_ + l_217_);
            double l_219_ = (l_218_ - l_185_);
            double l_220_ = (l_218_ - l_219_);
            double l_221_ = (l_185_ - l_220_);
            double l_222_ = (l_217_ - l_219_);
            double l_223_ = (l_221_ + l_222_);
            double l_224_ = (l_218_ + l_223_);
            double l_225_ = (l_224_ - l_218_);
            double l_226_ = (l_223_ - l_225_);
            double l_227_ = (l_212_ + l_224_);
            double l_228_ = (l_227_ - l_212_);
            double l_229_ = (l_224_ - l_228_);
            double l_230_ = (l_206_ + l_227_);
            double l_231_ = (l_230_ - l_206_);
            double l_232_ = (l_227_ - l_231_);
            double l_233_ = (l_200_ + l_230_);
            double l_234_ = (l_233_ - l_200_);
            double l_235_ = (l_230_ - l_234_);
            l_mut_5_ = 0.0LF;
            l_mut_236_ = 0.0LF;
            l_mut_237_ = 0.0LF;
            l_mut_238_ = 0.0LF;
            l_mut_239_ = l_233_;
            l_mut_240_ = 0u;
            double _e720 = l_mut_239_;
            double l_241_ = (_e720 + l_235_);
            double _e722 = l_mut_239_;
            double l_242_ = (l_241_ - _e722);
            double l_243_ = (l_235_ - l_242_);
            uint _e725 = l_mut_240_;
            bool l_244_ = (_e725 < 3u);
            bool l_245_ = (l_243_ != 0.0LF);
            if (l_244_) {
                local_21 = l_245_;
            } else {
                local_21 = false;
            }
            bool l_246_ = local_21;
            uint _e734 = l_mut_240_;
            bool l_247_ = (_e734 == 0u);
            if (l_246_) {
                local_22 = l_247_;
            } else {
                local_22 = false;
            }
            bool l_248_ = local_22;
            double _e741 = l_mut_5_;
            double l_249_ = (l_248_ ? l_241_ : _e741);
            l_mut_5_ = l_249_;
            uint _e743 = l_mut_240_;
            bool l_250_ = (_e743 == 1u);
            if (l_246_) {
                local_23 = l_250_;
            } else {
                local_23 = false;
            }
            bool l_251_ = local_23;
            double _e750 = l_mut_236_;
            double l_252_ = (l_251_ ? l_241_ : _e750);
            l_mut_236_ = l_252_;
            uint _e752 = l_mut_240_;
            bool l_253_ = (_e752 == 2u);
            if (l_246_) {
                local_24 = l_253_;
            } else {
                local_24 = false;
            }
            bool l_254_ = local_24;
            double _e759 = l_mut_237_;
            double l_255_ = (l_254_ ? l_241_ : _e759);
            l_mut_237_ = l_255_;
            double l_256_ = (l_246_ ? l_243_ : l_241_);
            double _e762 = l_mut_239_;
            double l_257_ = (_e762 + l_235_);
            double l_258_ = (l_244_ ? l_256_ : l_257_);
            l_mut_239_ = l_258_;
            uint l_259_ = uint(l_246_);
            uint _e766 = l_mut_240_;
            l_mut_240_ = (_e766 + l_259_);
            double _e768 = l_mut_239_;
            double l_260_ = (_e768 + l_232_);
            double _e770 = l_mut_239_;
            double l_261_ = (l_260_ - _e770);
            double l_262_ = (l_232_ - l_261_);
            uint _e773 = l_mut_240_;
            bool l_263_ = (_e773 < 3u);
            bool l_264_ = (l_262_ != 0.0LF);
            if (l_263_) {
                local_25 = l_264_;
            } else {
                local_25 = false;
            }
            bool l_265_ = local_25;
            uint _e782 = l_mut_240_;
            bool l_266_ = (_e782 == 0u);
            if (l_265_) {
                local_26 = l_266_;
            } else {
                local_26 = false;
            }
            bool l_267_ = local_26;
            double _e789 = l_mut_5_;
            double l_268_ = (l_267_ ? l_260_ : _e789);
            l_mut_5_ = l_268_;
            uint _e791 = l_mut_240_;
            bool l_269_ = (_e791 == 1u);
            if (l_265_) {
                local_27 = l_269_;
            } else {
                local_27 = false;
            }
            bool l_270_ = local_27;
            double _e798 = l_mut_236_;
            double l_271_ = (l_270_ ? l_260_ : _e798);
            l_mut_236_ = l_271_;
            uint _e800 = l_mut_240_;
            bool l_272_ = (_e800 == 2u);
            if (l_265_) {
                local_28 = l_272_;
            } else {
                local_28 = false;
            }
            bool l_273_ = local_28;
            double _e807 = l_mut_237_;
            double l_274_ = (l_273_ ? l_260_ : _e807);
            l_mut_237_ = l_274_;
            double l_275_ = (l_265_ ? l_262_ : l_260_);
            double _e810 = l_mut_239_;
            double l_276_ = (_e810 + l_232_);
            double l_277_ = (l_263_ ? l_275_ : l_276_);
            l_mut_239_ = l_277_;
            uint l_278_ = uint(l_265_);
            uint _e814 = l_mut_240_;
            l_mut_240_ = (_e814 + l_278_);
            double _e816 = l_mut_239_;
            double l_279_ = (_e816 + l_229_);
            double _e818 = l_mut_239_;
            double l_280_ = (l_279_ - _e818);
            double l_281_ = (l_229_ - l_280_);
            uint _e821 = l_mut_240_;
            bool l_282_ = (_e821 < 3u);
            bool l_283_ = (l_281_ != 0.0LF);
            if (l_282_) {
                local_29 = l_283_;
            } else {
                local_29 = false;
            }
            bool l_284_ = local_29;
            uint _e830 = l_mut_240_;
            bool l_285_ = (_e830 == 0u);
            if (l_284_) {
                local_30 = l_285_;
            } else {
                local_30 = false;
            }
            bool l_286_ = local_30;
            double _e837 = l_mut_5_;
            double l_287_ = (l_286_ ? l_279_ : _e837);
            l_mut_5_ = l_287_;
            uint _e839 = l_mut_240_;
            bool l_288_ = (_e839 == 1u);
            if (l_284_) {
                local_31 = l_288_;
            } else {
                local_31 = false;
            }
            bool l_289_ = local_31;
            double _e846 = l_mut_236_;
            double l_290_ = (l_289_ ? l_279_ : _e846);
            l_mut_236_ = l_290_;
            uint _e848 = l_mut_240_;
            bool l_291_ = (_e848 == 2u);
            if (l_284_) {
                local_32 = l_291_;
            } else {
                local_32 = false;
            }
            bool l_292_ = local_32;
            double _e855 = l_mut_237_;
            double l_293_ = (l_292_ ? l_279_ : _e855);
            l_mut_237_ = l_293_;
            double l_294_ = (l_284_ ? l_281_ : l_279_);
            double _e858 = l_mut_239_;
            double l_295_ = (_e858 + l_229_);
            double l_296_ = (l_282_ ? l_294_ : l_295_);
            l_mut_239_ = l_296_;
            uint l_297_ = uint(l_284_);
            uint _e862 = l_mut_240_;
            l_mut_240_ = (_e862 + l_297_);
            double _e864 = l_mut_239_;
            double l_298_ = (_e864 + l_226_);
            double _e866 = l_mut_239_;
            double l_299_ = (l_298_ - _e866);
            double l_300_ = (l_226_ - l_299_);
            uint _e869 = l_mut_240_;
            bool l_301_ = (_e869 < 3u);
            bool l_302_ = (l_300_ != 0.0LF);
            if (l_301_) {
                local_33 = l_302_;
            } else {
                local_33 = false;
            }
            bool l_303_ = local_33;
            uint _e878 = l_mut_240_;
            bool l_304_ = (_e878 == 0u);
            if (l_303_) {
                local_34 = l_304_;
            } else {
                local_34 = false;
            }
            bool l_305_ = local_34;
            double _e885 = l_mut_5_;
            double l_306_ = (l_305_ ? l_298_ : _e885);
            l_mut_5_ = l_306_;
            uint _e887 = l_mut_240_;
            bool l_307_ = (_e887 == 1u);
            if (l_303_) {
                local_35 = l_307_;
            } else {
                local_35 = false;
            }
            bool l_308_ = local_35;
            double _e894 = l_mut_236_;
            double l_309_ = (l_308_ ? l_298_ : _e894);
            l_mut_236_ = l_309_;
            uint _e896 = l_mut_240_;
            bool l_310_ = (_e896 == 2u);
            if (l_303_) {
                local_36 = l_310_;
            } else {
                local_36 = false;
            }
            bool l_311_ = local_36;
            double _e903 = l_mut_237_;
            double l_312_ = (l_311_ ? l_298_ : _e903);
            l_mut_237_ = l_312_;
            double l_313_ = (l_303_ ? l_300_ : l_298_);
            double _e906 = l_mut_239_;
            double l_314_ = (_e906 + l_226_);
            double l_315_ = (l_301_ ? l_313_ : l_314_);
            l_mut_239_ = l_315_;
            uint l_316_ = uint(l_303_);
            uint _e910 = l_mut_240_;
            l_mut_240_ = (_e910 + l_316_);
            uint _e912 = l_mut_240_;
            bool l_317_ = (_e912 == 0u);
            double _e915 = l_mut_5_;
            double _e916 = l_mut_239_;
            double l_318_ = (l_317_ ? _e916 : _e915);
            l_mut_5_ = l_318_;
            uint _e918 = l_mut_240_;
            bool l_319_ = (_e918 == 1u);
            double _e921 = l_mut_236_;
            double _e922 = l_mut_239_;
            double l_320_ = (l_319_ ? _e922 : _e921);
            l_mut_236_ = l_320_;
            uint _e924 = l_mut_240_;
            bool l_321_ = (_e924 == 2u);
            double _e927 = l_mut_237_;
            double _e928 = l_mut_239_;
            double l_322_ = (l_321_ ? _e928 : _e927);
            l_mut_237_ = l_322_;
            uint _e930 = l_mut_240_;
            bool l_323_ = (_e930 == 3u);
            double _e933 = l_mut_238_;
            double _e934 = l_mut_239_;
            double l_324_ = (l_323_ ? _e934 : _e933);
            l_mut_238_ = l_324_;
            uint l_2383_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2384_ = (l_2383_ * 1u);
            bool l_2385_ = (l_198_ < l_2384_);
            if (l_2385_) {
                double _e945 = l_mut_5_;
                _group_0_binding_0_cs[l_198_] = _e945;
            }
            uint l_325_ = (l_199_ + l_198_);
            uint l_2386_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2387_ = (l_2386_ * 1u);
            bool l_2388_ = (l_325_ < l_2387_);
            if (l_2388_) {
                double _e956 = l_mut_236_;
                _group_0_binding_0_cs[l_325_] = _e956;
            }
            uint l_326_ = (2u * l_199_);
            uint l_327_ = (l_326_ + l_198_);
            uint l_2389_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2390_ = (l_2389_ * 1u);
            bool l_2391_ = (l_327_ < l_2390_);
            if (l_2391_) {
                double _e969 = l_mut_237_;
                _group_0_binding_0_cs[l_327_] = _e969;
            }
            uint l_328_ = (3u * l_199_);
            uint l_329_ = (l_328_ + l_198_);
            uint l_2392_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2393_ = (l_2392_ * 1u);
            bool l_2394_ = (l_329_ < l_2393_);
            if (l_2394_) {
                double _e982 = l_mut_238_;
                _group_0_binding_0_cs[l_329_] = _e982;
            }
            uint l_330_ = (l_158_ * 32u);
            uint _e985 = l_mut_6_;
            uint l_331_ = (l_330_ + _e985);
            uint _e990 = _group_0_binding_3_cs.scalars_u32_[0];
            uint l_332_ = (_e990 * 32u);
            double l_333_ = -(l_196_);
            double l_334_ = (l_165_ + l_333_);
            double l_335_ = (l_334_ - l_165_);
            double l_336_ = (l_334_ - l_335_);
            double l_337_ = (l_165_ - l_336_);
            double l_338_ = (l_333_ - l_335_);
            double l_339_ = (l_337_ + l_338_);
            double l_340_ = (l_167_ + l_339_);
            double l_341_ = (l_340_ - l_167_);
            double l_342_ = (l_340_ - l_341_);
            double l_343_ = (l_167_ - l_342_);
            double l_344_ = (l_339_ - l_341_);
            double l_345_ = (l_343_ + l_344_);
            double l_346_ = (l_170_ + l_345_);
            double l_347_ = (l_346_ - l_170_);
            double l_348_ = (l_346_ - l_347_);
            double l_349_ = (l_170_ - l_348_);
            double l_350_ = (l_345_ - l_347_);
            double l_351_ = (l_349_ + l_350_);
            double l_352_ = (l_173_ + l_351_);
            double l_353_ = (l_352_ - l_173_);
            double l_354_ = (l_352_ - l_353_);
            double l_355_ = (l_173_ - l_354_);
            double l_356_ = (l_351_ - l_353_);
            double l_357_ = (l_355_ + l_356_);
            double l_358_ = (l_352_ + l_357_);
            double l_359_ = (l_358_ - l_352_);
            double l_360_ = (l_357_ - l_359_);
            double l_361_ = (l_346_ + l_358_);
            double l_362_ = (l_361_ - l_346_);
            double l_363_ = (l_358_ - l_362_);
            double l_364_ = (l_340_ + l_361_);
            double l_365_ = (l_364_ - l_340_);
            double l_366_ = (l_361_ - l_365_);
            double l_367_ = (l_334_ + l_364_);
            double l_368_ = (l_367_ - l_334_);
            double l_369_ = (l_364_ - l_368_);
            l_mut_239_ = 0.0LF;
            l_mut_238_ = 0.0LF;
            l_mut_237_ = 0.0LF;
            l_mut_236_ = 0.0LF;
            l_mut_5_ = l_367_;
            l_mut_240_ = 0u;
            double _e1035 = l_mut_5_;
            double l_370_ = (_e1035 + l_369_);
            double _e1037 = l_mut_5_;
            double l_371_ = (l_370_ - _e1037);
            double l_372_ = (l_369_ - l_371_);
            uint _e1040 = l_mut_240_;
            bool l_373_ = (_e1040 < 3u);
            bool l_374_ = (l_372_ != 0.0LF);
            if (l_373_) {
                local_37 = l_374_;
            } else {
                local_37 = false;
            }
            bool l_375_ = local_37;
            uint _e1049 = l_mut_240_;
            bool l_376_ = (_e1049 == 0u);
            if (l_375_) {
                local_38 = l_376_;
            } else {
                local_38 = false;
            }
            bool l_377_ = local_38;
            double _e1056 = l_mut_239_;
            double l_378_ = (l_377_ ? l_370_ : _e1056);
            l_mut_239_ = l_378_;
            uint _e1058 = l_mut_240_;
            bool l_379_ = (_e1058 == 1u);
            if (l_375_) {
                local_39 = l_379_;
            } else {
                local_39 = false;
            }
            bool l_380_ = local_39;
            double _e1065 = l_mut_238_;
            double l_381_ = (l_380_ ? l_370_ : _e1065);
            l_mut_238_ = l_381_;
            uint _e1067 = l_mut_240_;
            bool l_382_ = (_e1067 == 2u);
            if (l_375_) {
                local_40 = l_382_;
            } else {
                local_40 = false;
            }
            bool l_383_ = local_40;
            double _e1074 = l_mut_237_;
            double l_384_ = (l_383_ ? l_370_ : _e1074);
            l_mut_237_ = l_384_;
            double l_385_ = (l_375_ ? l_372_ : l_370_);
            double _e1077 = l_mut_5_;
            double l_386_ = (_e1077 + l_369_);
            double l_387_ = (l_373_ ? l_385_ : l_386_);
            l_mut_5_ = l_387_;
            uint l_388_ = uint(l_375_);
            uint _e1081 = l_mut_240_;
            l_mut_240_ = (_e1081 + l_388_);
            double _e1083 = l_mut_5_;
            double l_389_ = (_e1083 + l_366_);
            double _e1085 = l_mut_5_;
            double l_390_ = (l_389_ - _e1085);
            double l_391_ = (l_366_ - l_390_);
            uint _e1088 = l_mut_240_;
            bool l_392_ = (_e1088 < 3u);
            bool l_393_ = (l_391_ != 0.0LF);
            if (l_392_) {
                local_41 = l_393_;
            } else {
                local_41 = false;
            }
            bool l_394_ = local_41;
            uint _e1097 = l_mut_240_;
            bool l_395_ = (_e1097 == 0u);
            if (l_394_) {
                local_42 = l_395_;
            } else {
                local_42 = false;
            }
            bool l_396_ = local_42;
            double _e1104 = l_mut_239_;
            double l_397_ = (l_396_ ? l_389_ : _e1104);
            l_mut_239_ = l_397_;
            uint _e1106 = l_mut_240_;
            bool l_398_ = (_e1106 == 1u);
            if (l_394_) {
                local_43 = l_398_;
            } else {
                local_43 = false;
            }
            bool l_399_ = local_43;
            double _e1113 = l_mut_238_;
            double l_400_ = (l_399_ ? l_389_ : _e1113);
            l_mut_238_ = l_400_;
            uint _e1115 = l_mut_240_;
            bool l_401_ = (_e1115 == 2u);
            if (l_394_) {
                local_44 = l_401_;
            } else {
                local_44 = false;
            }
            bool l_402_ = local_44;
            double _e1122 = l_mut_237_;
            double l_403_ = (l_402_ ? l_389_ : _e1122);
            l_mut_237_ = l_403_;
            double l_404_ = (l_394_ ? l_391_ : l_389_);
            double _e1125 = l_mut_5_;
            double l_405_ = (_e1125 + l_366_);
            double l_406_ = (l_392_ ? l_404_ : l_405_);
            l_mut_5_ = l_406_;
            uint l_407_ = uint(l_394_);
            uint _e1129 = l_mut_240_;
            l_mut_240_ = (_e1129 + l_407_);
            double _e1131 = l_mut_5_;
            double l_408_ = (_e1131 + l_363_);
            double _e1133 = l_mut_5_;
            double l_409_ = (l_408_ - _e1133);
            double l_410_ = (l_363_ - l_409_);
            uint _e1136 = l_mut_240_;
            bool l_411_ = (_e1136 < 3u);
            bool l_412_ = (l_410_ != 0.0LF);
            if (l_411_) {
                local_45 = l_412_;
            } else {
                local_45 = false;
            }
            bool l_413_ = local_45;
            uint _e1145 = l_mut_240_;
            bool l_414_ = (_e1145 == 0u);
            if (l_413_) {
                local_46 = l_414_;
            } else {
                local_46 = false;
            }
            bool l_415_ = local_46;
            double _e1152 = l_mut_239_;
            double l_416_ = (l_415_ ? l_408_ : _e1152);
            l_mut_239_ = l_416_;
            uint _e1154 = l_mut_240_;
            bool l_417_ = (_e1154 == 1u);
            if (l_413_) {
                local_47 = l_417_;
            } else {
                local_47 = false;
            }
            bool l_418_ = local_47;
            double _e1161 = l_mut_238_;
            double l_419_ = (l_418_ ? l_408_ : _e1161);
            l_mut_238_ = l_419_;
            uint _e1163 = l_mut_240_;
            bool l_420_ = (_e1163 == 2u);
            if (l_413_) {
                local_48 = l_420_;
            } else {
                local_48 = false;
            }
            bool l_421_ = local_48;
            double _e1170 = l_mut_237_;
            double l_422_ = (l_421_ ? l_408_ : _e1170);
            l_mut_237_ = l_422_;
            double l_423_ = (l_413_ ? l_410_ : l_408_);
            double _e1173 = l_mut_5_;
            double l_424_ = (_e1173 + l_363_);
            double l_425_ = (l_411_ ? l_423_ : l_424_);
            l_mut_5_ = l_425_;
            uint l_426_ = uint(l_413_);
            uint _e1177 = l_mut_240_;
            l_mut_240_ = (_e1177 + l_426_);
            double _e1179 = l_mut_5_;
            double l_427_ = (_e1179 + l_360_);
            double _e1181 = l_mut_5_;
            double l_428_ = (l_427_ - _e1181);
            double l_429_ = (l_360_ - l_428_);
            uint _e1184 = l_mut_240_;
            bool l_430_ = (_e1184 < 3u);
            bool l_431_ = (l_429_ != 0.0LF);
            if (l_430_) {
                local_49 = l_431_;
            } else {
                local_49 = false;
            }
            bool l_432_ = local_49;
            uint _e1193 = l_mut_240_;
            bool l_433_ = (_e1193 == 0u);
            if (l_432_) {
                local_50 = l_433_;
            } else {
                local_50 = false;
            }
            bool l_434_ = local_50;
            double _e1200 = l_mut_239_;
            double l_435_ = (l_434_ ? l_427_ : _e1200);
            l_mut_239_ = l_435_;
            uint _e1202 = l_mut_240_;
            bool l_436_ = (_e1202 == 1u);
            if (l_432_) {
                local_51 = l_436_;
            } else {
                local_51 = false;
            }
            bool l_437_ = local_51;
            double _e1209 = l_mut_238_;
            double l_438_ = (l_437_ ? l_427_ : _e1209);
            l_mut_238_ = l_438_;
            uint _e1211 = l_mut_240_;
            bool l_439_ = (_e1211 == 2u);
            if (l_432_) {
                local_52 = l_439_;
            } else {
                local_52 = false;
            }
            bool l_440_ = local_52;
            double _e1218 = l_mut_237_;
            double l_441_ = (l_440_ ? l_427_ : _e1218);
            l_mut_237_ = l_441_;
            double l_442_ = (l_432_ ? l_429_ : l_427_);
            double _e1221 = l_mut_5_;
            double l_443_ = (_e1221 + l_360_);
            double l_444_ = (l_430_ ? l_442_ : l_443_);
            l_mut_5_ = l_444_;
            uint l_445_ = uint(l_432_);
            uint _e1225 = l_mut_240_;
            l_mut_240_ = (_e1225 + l_445_);
            uint _e1227 = l_mut_240_;
            bool l_446_ = (_e1227 == 0u);
            double _e1230 = l_mut_239_;
            double _e1231 = l_mut_5_;
            double l_447_ = (l_446_ ? _e1231 : _e1230);
            l_mut_239_ = l_447_;
            uint _e1233 = l_mut_240_;
            bool l_448_ = (_e1233 == 1u);
            double _e1236 = l_mut_238_;
            double _e1237 = l_mut_5_;
            double l_449_ = (l_448_ ? _e1237 : _e1236);
            l_mut_238_ = l_449_;
            uint _e1239 = l_mut_240_;
            bool l_450_ = (_e1239 == 2u);
            double _e1242 = l_mut_237_;
            double _e1243 = l_mut_5_;
            double l_451_ = (l_450_ ? _e1243 : _e1242);
            l_mut_237_ = l_451_;
            uint _e1245 = l_mut_240_;
            bool l_452_ = (_e1245 == 3u);
            double _e1248 = l_mut_236_;
            double _e1249 = l_mut_5_;
            double l_453_ = (l_452_ ? _e1249 : _e1248);
            l_mut_236_ = l_453_;
            uint l_2395_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2396_ = (l_2395_ * 1u);
            bool l_2397_ = (l_331_ < l_2396_);
            if (l_2397_) {
                double _e1260 = l_mut_239_;
                _group_0_binding_0_cs[l_331_] = _e1260;
            }
            uint l_454_ = (l_332_ + l_331_);
            uint l_2398_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2399_ = (l_2398_ * 1u);
            bool l_2400_ = (l_454_ < l_2399_);
            if (l_2400_) {
                double _e1271 = l_mut_238_;
                _group_0_binding_0_cs[l_454_] = _e1271;
            }
            uint l_455_ = (2u * l_332_);
            uint l_456_ = (l_455_ + l_331_);
            uint l_2401_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2402_ = (l_2401_ * 1u);
            bool l_2403_ = (l_456_ < l_2402_);
            if (l_2403_) {
                double _e1284 = l_mut_237_;
                _group_0_binding_0_cs[l_456_] = _e1284;
            }
            uint l_457_ = (3u * l_332_);
            uint l_458_ = (l_457_ + l_331_);
            uint l_2404_ = _group_0_binding_3_cs.static_meta[0];
            uint l_2405_ = (l_2404_ * 1u);
            bool l_2406_ = (l_458_ < l_2405_);
            if (l_2406_) {
                double _e1297 = l_mut_236_;
                _group_0_binding_0_cs[l_458_] = _e1297;
            }
            uint _e1298 = l_mut_6_;
            l_mut_6_ = (_e1298 + 1024u);
        }
    }
    bool l_459_ = (local_idx == 0u);
    if (l_459_) {
        uint l_2407_ = _group_0_binding_3_cs.static_meta[1];
        uint l_2408_ = (l_2407_ * 1u);
        uint _e1312 = _group_0_binding_3_cs.scalars_u32_[3];
        bool l_2409_ = (_e1312 < l_2408_);
        if (l_2409_) {
            uint _e1318 = _group_0_binding_3_cs.scalars_u32_[3];
            _group_0_binding_1_cs[_e1318] = l_158_;
        }
    }
    memoryBarrierBuffer();
    barrier();
    uint l_460_ = (l_2_ * 32u);
    uint _e1325 = _group_0_binding_3_cs.scalars_u32_[3];
    uint l_461_ = (l_460_ + _e1325);
    uint _e1330 = _group_0_binding_3_cs.scalars_u32_[0];
    uint l_462_ = (_e1330 * 32u);
    uint l_2292_ = _group_0_binding_3_cs.static_meta[0];
    uint l_2293_ = (l_2292_ * 1u);
    bool l_2294_ = (l_461_ < l_2293_);
    uint l_2295_ = (l_2293_ - 1u);
    uint l_2296_ = min(l_461_, l_2295_);
    double l_2297_ = _group_0_binding_0_cs[l_2296_];
    double l_463_ = (l_2294_ ? l_2297_ : 0.0LF);
    uint l_464_ = (l_462_ + l_461_);
    uint l_2299_ = _group_0_binding_3_cs.static_meta[0];
    uint l_2300_ = (l_2299_ * 1u);
    bool l_2301_ = (l_464_ < l_2300_);
    uint l_2302_ = (l_2300_ - 1u);
    uint l_2303_ = min(l_464_, l_2302_);
    double l_2304_ = _group_0_binding_0_cs[l_2303_];
    double l_465_ = (l_2301_ ? l_2304_ : 0.0LF);
    uint l_466_ = (2u * l_462_);
    uint l_467_ = (l_466_ + l_461_);
    uint l_2306_ = _group_0_binding_3_cs.static_meta[0];
    uint l_2307_ = (l_2306_ * 1u);
    bool l_2308_ = (l_467_ < l_2307_);
    uint l_2309_ = (l_2307_ - 1u);
    uint l_2310_ = min(l_467_, l_2309_);
    double l_2311_ = _group_0_binding_0_cs[l_2310_];
    double l_468_ = (l_2308_ ? l_2311_ : 0.0LF);
    uint l_469_ = (3u * l_462_);
    uint l_470_ = (l_469_ + l_461_);
    uint l_2313_ = _group_0_binding_3_cs.static_meta[0];
    uint l_2314_ = (l_2313_ * 1u);
    bool l_2315_ = (l_470_ < l_2314_);
    uint l_2316_ = (l_2314_ - 1u);
    uint l_2317_ = min(l_470_, l_2316_);
    double l_2318_ = _group_0_binding_0_cs[l_2317_];
    double l_471_ = (l_2315_ ? l_2318_ : 0.0LF);
    uint _e1403 = _group_0_binding_3_cs.scalars_u32_[3];
    uint l_472_ = (_e1403 + 1u);
    uint l_473_ = (l_472_ + local_idx);
    l_mut_240_ = l_473_;
    while(true) {
        uint _e1407 = l_mut_240_;
        bool l_474_ = (_e1407 < 32u);
        bool l_475_ = !(l_474_);
        if (l_475_) {
            break;
        }
        uint l_476_ = (l_2_ * 32u);
        uint _e1413 = l_mut_240_;
        uint l_477_ = (l_476_ + _e1413);
        uint _e1418 = _group_0_binding_3_cs.scalars_u32_[0];
        uint l_478_ = (_e1418 * 32u);
        uint l_2410_ = _group_0_binding_3_cs.static_meta[0];
        uint l_2411_ = (l_2410_ * 1u);
        bool l_2412_ = (l_477_ < l_2411_);
        uint l_2413_ = (l_2411_ - 1u);
        uint l_2414_ = min(l_477_, l_2413_);
        double l_2415_ = _group_0_binding_0_cs[l_2414_];
        double l_479_ = (l_2412_ ? l_2415_ : 0.0LF);
        uint l_480_ = (l_478_ + l_477_);
        uint l_2417_ = _group_0_binding_3_cs.static_meta[0];
        uint l_2418_ = (l_2417_ * 1u);
        bool l_2419_ = (l_480_ < l_2418_);
        uint l_2420_ = (l_2418_ - 1u);
        uint l_2421_ = min(l_480_, l_2420_);
        double l_2422_ = _group_0_binding_0_cs[l_2421_];
        double l_481_ = (l_2419_ ? l_2422_ : 0.0LF);
        uint l_482_ = (2u * l_478_);
        uint l_483_ = (l_482_ + l_477_);
        uint l_2424_ = _group_0_binding_3_cs.static_meta[0];
        uint l_2425_ = (l_2424_ * 1u);
        bool l_2426_ = (l_483_ < l_2425_);
        uint l_2427_ = (l_2425_ - 1u);
        uint l_2428_ = min(l_483_, l_2427_);
        double l_2429_ = _group_0_binding_0_cs[l_2428_];
        double l_484_ = (l_2426_ ? l_2429_ : 0.0LF);
        uint l_485_ = (3u * l_478_);
        uint l_486_ = (l_485_ + l_477_);
        uint l_2431_ = _group_0_binding_3_cs.static_meta[0];
        uint l_2432_ = (l_2431_ * 1u);
        bool l_2433_ = (l_486_ < l_2432_);
        uint l_2434_ = (l_2432_ - 1u);
        uint l_2435_ = min(l_486_, l_2434_);
        double l_2436_ = _group_0_binding_0_cs[l_2435_];
        double l_487_ = (l_2433_ ? l_2436_ : 0.0LF);
        uint l_488_ = (l_2_ * 32u);
        uint _e1490 = l_mut_240_;
        uint l_489_ = (l_488_ + _e1490);
        uint _e1495 = _group_0_binding_3_cs.scalars_u32_[0];
        uint l_490_ = (_e1495 * 32u);
        double l_491_ = (1.0LF / l_463_);
        double l_492_ = (l_479_ * l_491_);
        double l_493_ = (l_463_ * l_492_);
        double l_494_ = -(l_493_);
        double l_495_ = fma(l_463_, l_492_, l_494_);
        double l_496_ = (l_465_ * l_492_);
        double l_497_ = -(l_496_);
        double l_498_ = fma(l_465_, l_492_, l_497_);
        double l_499_ = (l_468_ * l_492_);
        double l_500_ = -(l_499_);
        double l_501_ = fma(l_468_, l_492_, l_500_);
        double l_502_ = (l_471_ * l_492_);
        double l_503_ = (l_495_ + l_496_);
        double l_504_ = (l_503_ - l_495_);
        double l_505_ = (l_503_ - l_504_);
        double l_506_ = (l_495_ - l_505_);
        double l_507_ = (l_496_ - l_504_);
        double l_508_ = (l_506_ + l_507_);
        double l_509_ = (l_508_ + l_498_);
        double l_510_ = (l_509_ - l_508_);
        double l_511_ = (l_509_ - l_510_);
        double l_512_ = (l_508_ - l_511_);
        double l_513_ = (l_498_ - l_510_);
        double l_514_ = (l_512_ + l_513_);
        double l_515_ = (l_499_ + l_509_);
        double l_516_ = (l_515_ - l_499_);
        double l_517_ = (l_515_ - l_516_);
        double l_518_ = (l_499_ - l_517_);
        double l_519_ = (l_509_ - l_516_);
        double l_520_ = (l_518_ + l_519_);
        double l_521_ = (l_514_ + l_520_);
        double l_522_ = (l_521_ - l_514_);
        double l_523_ = (l_521_ - l_522_);
        double l_524_ = (l_514_ - l_523_);
        double l_525_ = (l_520_ - l_522_);
        double l_526_ = (l_524_ + l_525_);
        double l_527_ = (l_521_ + l_501_);
        double l_528_ = (l_527_ - l_521_);
        double l_529_ = (l_527_ - l_528_);
        double l_530_ = (l_521_ - l_529_);
        double l_531_ = (l_501_ - l_528_);
        double l_532_ = (l_530_ + l_531_);
        double l_533_ = (l_502_ + l_527_);
        double l_534_ = (l_533_ - l_502_);
        double l_535_ = (l_533_ - l_534_);
        double l_536_ = (l_502_ - l_535_);
        double l_537_ = (l_527_ - l_534_);
        double l_538_ = (l_536_ + l_537_);
        double l_539_ = (l_532_ + l_538_);
        double l_540_ = (l_539_ + l_526_);
        double l_541_ = (l_533_ + l_540_);
        double l_542_ = (l_541_ - l_533_);
        double l_543_ = (l_540_ - l_542_);
        double l_544_ = (l_515_ + l_541_);
        double l_545_ = (l_544_ - l_515_);
        double l_546_ = (l_541_ - l_545_);
        double l_547_ = (l_503_ + l_544_);
        double l_548_ = (l_547_ - l_503_);
        double l_549_ = (l_544_ - l_548_);
        double l_550_ = (l_493_ + l_547_);
        double l_551_ = (l_550_ - l_493_);
        double l_552_ = (l_547_ - l_551_);
        l_mut_239_ = 0.0LF;
        l_mut_238_ = 0.0LF;
        l_mut_237_ = 0.0LF;
        l_mut_236_ = 0.0LF;
        l_mut_5_ = l_550_;
        l_mut_6_ = 0u;
        double _e1566 = l_mut_5_;
        double l_553_ = (_e1566 + l_552_);
        double _e1568 = l_mut_5_;
        double l_554_ = (l_553_ - _e1568);
        double l_555_ = (l_552_ - l_554_);
        uint _e1571 = l_mut_6_;
        bool l_556_ = (_e1571 < 3u);
        bool l_557_ = (l_555_ != 0.0LF);
        if (l_556_) {
            local_53 = l_557_;
        } else {
            local_53 = false;
        }
        bool l_558_ = local_53;
        uint _e1580 = l_mut_6_;
        bool l_559_ = (_e1580 == 0u);
        if (l_558_) {
            local_54 = l_559_;
        } else {
            local_54 = false;
        }
        bool l_560_ = local_54;
        double _e1587 = l_mut_239_;
        double l_561_ = (l_560_ ? l_553_ : _e1587);
        l_mut_239_ = l_561_;
        uint _e1589 = l_mut_6_;
        bool l_562_ = (_e1589 == 1u);
        if (l_558_) {
            local_55 = l_562_;
        } else {
            local_55 = false;
        }
        bool l_563_ = local_55;
        double _e1596 = l_mut_238_;
        double l_564_ = (l_563_ ? l_553_ : _e1596);
        l_mut_238_ = l_564_;
        uint _e1598 = l_mut_6_;
        bool l_565_ = (_e1598 == 2u);
        if (l_558_) {
            local_56 = l_565_;
        } else {
            local_56 = false;
        }
        bool l_566_ = local_56;
        double _e1605 = l_mut_237_;
        double l_567_ = (l_566_ ? l_553_ : _e1605);
        l_mut_237_ = l_567_;
        double l_568_ = (l_558_ ? l_555_ : l_553_);
        double _e1608 = l_mut_5_;
        double l_569_ = (_e1608 + l_552_);
        double l_570_ = (l_556_ ? l_568_ : l_569_);
        l_mut_5_ = l_570_;
        uint l_571_ = uint(l_558_);
        uint _e1612 = l_mut_6_;
        l_mut_6_ = (_e1612 + l_571_);
        double _e1614 = l_mut_5_;
        double l_572_ = (_e1614 + l_549_);
        double _e1616 = l_mut_5_;
        double l_573_ = (l_572_ - _e1616);
        double l_574_ = (l_549_ - l_573_);
        uint _e1619 = l_mut_6_;
        bool l_575_ = (_e1619 < 3u);
        bool l_576_ = (l_574_ != 0.0LF);
        if (l_575_) {
            local_57 = l_576_;
        } else {
            local_57 = false;
        }
        bool l_577_ = local_57;
        uint _e1628 = l_mut_6_;
        bool l_578_ = (_e1628 == 0u);
        if (l_577_) {
            local_58 = l_578_;
        } else {
            local_58 = false;
        }
        bool l_579_ = local_58;
        double _e1635 = l_mut_239_;
        double l_580_ = (l_579_ ? l_572_ : _e1635);
        l_mut_239_ = l_580_;
        uint _e1637 = l_mut_6_;
        bool l_581_ = (_e1637 == 1u);
        if (l_577_) {
            local_59 = l_581_;
        } else {
            local_59 = false;
        }
        bool l_582_ = local_59;
        double _e1644 = l_mut_238_;
        double l_583_ = (l_582_ ? l_572_ : _e1644);
        l_mut_238_ = l_583_;
        uint _e1646 = l_mut_6_;
        bool l_584_ = (_e1646 == 2u);
        if (l_577_) {
            local_60 = l_584_;
        } else {
            local_60 = false;
        }
        bool l_585_ = local_60;
        double _e1653 = l_mut_237_;
        double l_586_ = (l_585_ ? l_572_ : _e1653);
        l_mut_237_ = l_586_;
        double l_587_ = (l_577_ ? l_574_ : l_572_);
        double _e1656 = l_mut_5_;
        double l_588_ = (_e1656 + l_549_);
        double l_589_ = (l_575_ ? l_587_ : l_588_);
        l_mut_5_ = l_589_;
        uint l_590_ = uint(l_577_);
        uint _e1660 = l_mut_6_;
        l_mut_6_ = (_e1660 + l_590_);
        double _e1662 = l_mut_5_;
        double l_591_ = (_e1662 + l_546_);
        double _e1664 = l_mut_5_;
        double l_592_ = (l_591_ - _e1664);
        double l_593_ = (l_546_ - l_592_);
        uint _e1667 = l_mut_6_;
        bool l_594_ = (_e1667 < 3u);
        bool l_595_ = (l_593_ != 0.0LF);
        if (l_594_) {
            local_61 = l_595_;
        } else {
            local_61 = false;
        }
        bool l_596_ = local_61;
        uint _e1676 = l_mut_6_;
        bool l_597_ = (_e1676 == 0u);
        if (l_596_) {
            local_62 = l_597_;
        } else {
            local_62 = false;
        }
        bool l_598_ = local_62;
        double _e1683 = l_mut_239_;
        double l_599_ = (l_598_ ? l_591_ : _e1683);
        l_mut_239_ = l_599_;
        uint _e1685 = l_mut_6_;
        bool l_600_ = (_e1685 == 1u);
        if (l_596_) {
            local_63 = l_600_;
        } else {
            local_63 = false;
        }
        bool l_601_ = local_63;
        double _e1692 = l_mut_238_;
        double l_602_ = (l_601_ ? l_591_ : _e1692);
        l_mut_238_ = l_602_;
        uint _e1694 = l_mut_6_;
        bool l_603_ = (_e1694 == 2u);
        if (l_596_) {
            local_64 = l_603_;
        } else {
            local_64 = false;
        }
        bool l_604_ = local_64;
        double _e1701 = l_mut_237_;
        double l_605_ = (l_604_ ? l_591_ : _e1701);
        l_mut_237_ = l_605_;
        double l_606_ = (l_596_ ? l_593_ : l_591_);
        double _e1704 = l_mut_5_;
        double l_607_ = (_e1704 + l_546_);
        double l_608_ = (l_594_ ? l_606_ : l_607_);
        l_mut_5_ = l_608_;
        uint l_609_ = uint(l_596_);
        uint _e1708 = l_mut_6_;
        l_mut_6_ = (_e1708 + l_609_);
        double _e1710 = l_mut_5_;
        double l_610_ = (_e1710 + l_543_);
        double _e1712 = l_mut_5_;
        double l_611_ = (l_610_ - _e1712);
        double l_612_ = (l_543_ - l_611_);
        uint _e1715 = l_mut_6_;
        bool l_613_ = (_e1715 < 3u);
        bool l_614_ = (l_612_ != 0.0LF);
        if (l_613_) {
            local_65 = l_614_;
        } else {
            local_65 = false;
        }
        bool l_615_ = local_65;
        uint _e1724 = l_mut_6_;
        bool l_616_ = (_e1724 == 0u);
        if (l_615_) {
            local_66 = l_616_;
        } else {
            local_66 = false;
        }
        bool l_617_ = local_66;
        double _e1731 = l_mut_239_;
        double l_618_ = (l_617_ ? l_610_ : _e1731);
        l_mut_239_ = l_618_;
        uint _e1733 = l_mut_6_;
        bool l_619_ = (_e1733 == 1u);
        if (l_615_) {
            local_67 = l_619_;
        } else {
            local_67 = false;
        }
        bool l_620_ = local_67;
        double _e1740 = l_mut_238_;
        double l_621_ = (l_620_ ? l_610_ : _e1740);
        l_mut_238_ = l_621_;
        uint _e1742 = l_mut_6_;
        bool l_622_ = (_e1742 == 2u);
        if (l_615_) {
            local_68 = l_622_;
        } else {
            local_68 = false;
        }
        bool l_623_ = local_68;
        double _e1749 = l_mut_237_;
        double l_624_ = (l_623_ ? l_610_ : _e1749);
        l_mut_237_ = l_624_;
        double l_625_ = (l_615_ ? l_612_ : l_610_);
        double _e1752 = l_mut_5_;
        double l_626_ = (_e1752 + l_543_);
        double l_627_ = (l_613_ ? l_625_ : l_626_);
        l_mut_5_ = l_627_;
        uint l_628_ = uint(l_615_);
        uint _e1756 = l_mut_6_;
        l_mut_6_ = (_e1756 + l_628_);
        uint _e1758 = l_mut_6_;
        bool l_629_ = (_e1758 == 0u);
        double _e1761 = l_mut_239_;
        double _e1762 = l_mut_5_;
        double l_630_ = (l_629_ ? _e1762 : _e1761);
        l_mut_239_ = l_630_;
        uint _e1764 = l_mut_6_;
        bool l_631_ = (_e1764 == 1u);
        double _e1767 = l_mut_238_;
        double _e1768 = l_mut_5_;
        double l_632_ = (l_631_ ? _e1768 : _e1767);
        l_mut_238_ = l_632_;
        uint _e1770 = l_mut_6_;
        bool l_633_ = (_e1770 == 2u);
        double _e1773 = l_mut_237_;
        double _e1774 = l_mut_5_;
        double l_634_ = (l_633_ ? _e1774 : _e1773);
        l_mut_237_ = l_634_;
        uint _e1776 = l_mut_6_;
        bool l_635_ = (_e1776 == 3u);
        double _e1779 = l_mut_236_;
        double _e1780 = l_mut_5_;
        double l_636_ = (l_635_ ? _e1780 : _e1779);
        l_mut_236_ = l_636_;
        double _e1782 = l_mut_239_;
        double l_637_ = -(_e1782);
        double _e1784 = l_mut_238_;
        double l_638_ = -(_e1784);
        double _e1786 = l_mut_237_;
        double l_639_ = -(_e1786);
        double _e1788 = l_mut_236_;
        double l_640_ = -(_e1788);
        a_641_[0] = l_479_;
        a_641_[1] = l_637_;
        a_641_[2] = l_481_;
        a_641_[3] = l_638_;
        a_641_[4] = l_484_;
        a_641_[5] = l_639_;
        a_641_[6] = l_487_;
        a_641_[7] = l_640_;
        double l_642_ = a_641_[7];
        l_mut_239_ = l_642_;
        double l_643_ = a_641_[6];
        double _e1802 = l_mut_239_;
        double l_644_ = (l_643_ + _e1802);
        double l_645_ = (l_644_ - l_643_);
        double l_646_ = (l_644_ - l_645_);
        double l_647_ = (l_643_ - l_646_);
        double _e1807 = l_mut_239_;
        double l_648_ = (_e1807 - l_645_);
        double l_649_ = (l_647_ + l_648_);
        a_641_[7] = l_649_;
        l_mut_239_ = l_644_;
        double l_650_ = a_641_[5];
        double _e1813 = l_mut_239_;
        double l_651_ = (l_650_ + _e1813);
        double l_652_ = (l_651_ - l_650_);
        double l_653_ = (l_651_ - l_652_);
        double l_654_ = (l_650_ - l_653_);
        double _e1818 = l_mut_239_;
        double l_655_ = (_e1818 - l_652_);
        double l_656_ = (l_654_ + l_655_);
        a_641_[6] = l_656_;
        l_mut_239_ = l_651_;
        double l_657_ = a_641_[4];
        double _e1824 = l_mut_239_;
        double l_658_ = (l_657_ + _e1824);
        double l_659_ = (l_658_ - l_657_);
        double l_660_ = (l_658_ - l_659_);
        double l_661_ = (l_657_ - l_660_);
        double _e1829 = l_mut_239_;
        double l_662_ = (_e1829 - l_659_);
        double l_663_ = (l_661_ + l_662_);
        a_641_[5] = l_663_;
        l_mut_239_ = l_658_;
        double l_664_ = a_641_[3];
        double _e1835 = l_mut_239_;
        double l_665_ = (l_664_ + _e1835);
        double l_666_ = (l_665_ - l_664_);
        double l_667_ = (l_665_ - l_666_);
        double l_668_ = (l_664_ - l_667_);
        double _e1840 = l_mut_239_;
        double l_669_ = (_e1840 - l_666_);
        double l_670_ = (l_668_ + l_669_);
        a_641_[4] = l_670_;
        l_mut_239_ = l_665_;
        double l_671_ = a_641_[2];
        double _e1846 = l_mut_239_;
        double l_672_ = (l_671_ + _e1846);
        double l_673_ = (l_672_ - l_671_);
        double l_674_ = (l_672_ - l_673_);
        double l_675_ = (l_671_ - l_674_);
        double _e1851 = l_mut_239_;
        double l_676_ = (_e1851 - l_673_);
        double l_677_ = (l_675_ + l_676_);
        a_641_[3] = l_677_;
        l_mut_239_ = l_672_;
        double l_678_ = a_641_[1];
        double _e1857 = l_mut_239_;
        double l_679_ = (l_678_ + _e1857);
        double l_680_ = (l_679_ - l_678_);
        double l_681_ = (l_679_ - l_680_);
        double l_682_ = (l_678_ - l_681_);
        double _e1862 = l_mut_239_;
        double l_683_ = (_e1862 - l_680_);
        double l_684_ = (l_682_ + l_683_);
        a_641_[2] = l_684_;
        l_mut_239_ = l_679_;
        double l_685_ = a_641_[0];
        double _e1868 = l_mut_239_;
        double l_686_ = (l_685_ + _e1868);
        double l_687_ = (l_686_ - l_685_);
        double l_688_ = (l_686_ - l_687_);
        double l_689_ = (l_685_ - l_688_);
        double _e1873 = l_mut_239_;
        double l_690_ = (_e1873 - l_687_);
        double l_691_ = (l_689_ + l_690_);
        a_641_[1] = l_691_;
        l_mut_239_ = l_686_;
        double _e1878 = l_mut_239_;
        a_641_[0] = _e1878;
        double l_692_ = a_641_[7];
        l_mut_239_ = l_692_;
        double l_693_ = a_641_[6];
        double _e1883 = l_mut_239_;
        double l_694_ = (l_693_ + _e1883);
        double l_695_ = (l_694_ - l_693_);
        double l_696_ = (l_694_ - l_695_);
        double l_697_ = (l_693_ - l_696_);
        double _e1888 = l_mut_239_;
        double l_698_ = (_e1888 - l_695_);
        double l_699_ = (l_697_ + l_698_);
        a_641_[7] = l_699_;
        l_mut_239_ = l_694_;
        double l_700_ = a_641_[5];
        double _e1894 = l_mut_239_;
        double l_701_ = (l_700_ + _e1894);
        double l_702_ = (l_701_ - l_700_);
        double l_703_ = (l_701_ - l_702_);
        double l_704_ = (l_700_ - l_703_);
        double _e1899 = l_mut_239_;
        double l_705_ = (_e1899 - l_702_);
        double l_706_ = (l_704_ + l_705_);
        a_641_[6] = l_706_;
        l_mut_239_ = l_701_;
        double l_707_ = a_641_[4];
        double _e1905 = l_mut_239_;
        double l_708_ = (l_707_ + _e1905);
        double l_709_ = (l_708_ - l_707_);
        double l_710_ = (l_708_ - l_709_);
        double l_711_ = (l_707_ - l_710_);
        double _e1910 = l_mut_239_;
        double l_712_ = (_e1910 - l_709_);
        double l_713_ = (l_711_ + l_712_);
        a_641_[5] = l_713_;
        l_mut_239_ = l_708_;
        double l_714_ = a_641_[3];
        double _e1916 = l_mut_239_;
        double l_715_ = (l_714_ + _e1916);
        double l_716_ = (l_715_ - l_714_);
        double l_717_ = (l_715_ - l_716_);
        double l_718_ = (l_714_ - l_717_);
        double _e1921 = l_mut_239_;
        double l_719_ = (_e1921 - l_716_);
        double l_720_ = (l_718_ + l_719_);
        a_641_[4] = l_720_;
        l_mut_239_ = l_715_;
        double l_721_ = a_641_[2];
        double _e1927 = l_mut_239_;
        double l_722_ = (l_721_ + _e1927);
        double l_723_ = (l_722_ - l_721_);
        double l_724_ = (l_722_ - l_723_);
        double l_725_ = (l_721_ - l_724_);
        double _e1932 = l_mut_239_;
        double l_726_ = (_e1932 - l_723_);
        double l_727_ = (l_725_ + l_726_);
        a_641_[3] = l_727_;
        l_mut_239_ = l_722_;
        double l_728_ = a_641_[1];
        double _e1938 = l_mut_239_;
        double l_729_ = (l_728_ + _e1938);
        double l_730_ = (l_729_ - l_728_);
        double l_731_ = (l_729_ - l_730_);
        double l_732_ = (l_728_ - l_731_);
        double _e1943 = l_mut_239_;
        double l_733_ = (_e1943 - l_730_);
        double l_734_ = (l_732_ + l_733_);
        a_641_[2] = l_734_;
        l_mut_239_ = l_729_;
        double l_735_ = a_641_[0];
        double _e1949 = l_mut_239_;
        double l_736_ = (l_735_ + _e1949);
        double l_737_ = (l_736_ - l_735_);
        double l_738_ = (l_736_ - l_737_);
        double l_739_ = (l_735_ - l_738_);
        double _e1954 = l_mut_239_;
        double l_740_ = (_e1954 - l_737_);
        double l_741_ = (l_739_ + l_740_);
        a_641_[1] = l_741_;
        l_mut_239_ = l_736_;
        double _e1959 = l_mut_239_;
        a_641_[0] = _e1959;
        l_mut_239_ = 0.0LF;
        l_mut_238_ = 0.0LF;
        l_mut_237_ = 0.0LF;
        l_mut_236_ = 0.0LF;
        double l_742_ = a_641_[0];
        l_mut_5_ = l_742_;
        l_mut_6_ = 0u;
        double l_743_ = a_641_[1];
        double _e1969 = l_mut_5_;
        double l_744_ = (_e1969 + l_743_);
        double _e1971 = l_mut_5_;
        double l_745_ = (l_744_ - _e1971);
        double l_746_ = (l_744_ - l_745_);
        double _e1974 = l_mut_5_;
        double l_747_ = (_e1974 - l_746_);
        double l_748_ = (l_743_ - l_745_);
        double l_749_ = (l_747_ + l_748_);
        uint _e1978 = l_mut_6_;
        bool l_750_ = (_e1978 < 3u);
        bool l_751_ = (l_749_ != 0.0LF);
        if (l_750_) {
            local_69 = l_751_;
        } else {
            local_69 = false;
        }
        bool l_752_ = local_69;
        uint _e1987 = l_mut_6_;
        bool l_753_ = (_e1987 == 0u);
        if (l_752_) {
            local_70 = l_753_;
        } else {
            local_70 = false;
        }
        bool l_754_ = local_70;
        double _e1994 = l_mut_239_;
        double l_755_ = (l_754_ ? l_744_ : _e1994);
        l_mut_239_ = l_755_;
        uint _e1996 = l_mut_6_;
        bool l_756_ = (_e1996 == 1u);
        if (l_752_) {
            local_71 = l_756_;
        } else {
            local_71 = false;
        }
        bool l_757_ = local_71;
        double _e2003 = l_mut_238_;
        double l_758_ = (l_757_ ? l_744_ : _e2003);
        l_mut_238_ = l_758_;
        uint _e2005 = l_mut_6_;
        bool l_759_ = (_e2005 == 2u);
        if (l_752_) {
            local_72 = l_759_;
        } else {
            local_72 = false;
        }
        bool l_760_ = local_72;
        double _e2012 = l_mut_237_;
        double l_761_ = (l_760_ ? l_744_ : _e2012);
        l_mut_237_ = l_761_;
        double l_762_ = (l_752_ ? l_749_ : l_744_);
        double _e2015 = l_mut_5_;
        double l_763_ = (_e2015 + l_743_);
        double l_764_ = (l_750_ ? l_762_ : l_763_);
        l_mut_5_ = l_764_;
        uint l_765_ = uint(l_752_);
        uint _e2019 = l_mut_6_;
        l_mut_6_ = (_e2019 + l_765_);
        double l_766_ = a_641_[2];
        double _e2023 = l_mut_5_;
        double l_767_ = (_e2023 + l_766_);
        double _e2025 = l_mut_5_;
        double l_768_ = (l_767_ - _e2025);
        double l_769_ = (l_767_ - l_768_);
        double _e2028 = l_mut_5_;
        double l_770_ = (_e2028 - l_769_);
        double l_771_ = (l_766_ - l_768_);
        double l_772_ = (l_770_ + l_771_);
        uint _e2032 = l_mut_6_;
        bool l_773_ = (_e2032 < 3u);
        bool l_774_ = (l_772_ != 0.0LF);
        if (l_773_) {
            local_73 = l_774_;
        } else {
            local_73 = false;
        }
        bool l_775_ = local_73;
        uint _e2041 = l_mut_6_;
        bool l_776_ = (_e2041 == 0u);
        if (l_775_) {
            local_74 = l_776_;
        } else {
            local_74 = false;
        }
        bool l_777_ = local_74;
        double _e2048 = l_mut_239_;
        double l_778_ = (l_777_ ? l_767_ : _e2048);
        l_mut_239_ = l_778_;
        uint _e2050 = l_mut_6_;
        bool l_779_ = (_e2050 == 1u);
        if (l_775_) {
            local_75 = l_779_;
        } else {
            local_75 = false;
        }
        bool l_780_ = local_75;
        double _e2057 = l_mut_238_;
        double l_781_ = (l_780_ ? l_767_ : _e2057);
        l_mut_238_ = l_781_;
        uint _e2059 = l_mut_6_;
        bool l_782_ = (_e2059 == 2u);
        if (l_775_) {
            local_76 = l_782_;
        } else {
            local_76 = false;
        }
        bool l_783_ = local_76;
        double _e2066 = l_mut_237_;
        double l_784_ = (l_783_ ? l_767_ : _e2066);
        l_mut_237_ = l_784_;
        double l_785_ = (l_775_ ? l_772_ : l_767_);
        double _e2069 = l_mut_5_;
        double l_786_ = (_e2069 + l_766_);
        double l_787_ = (l_773_ ? l_785_ : l_786_);
        l_mut_5_ = l_787_;
        uint l_788_ = uint(l_775_);
        uint _e2073 = l_mut_6_;
        l_mut_6_ = (_e2073 + l_788_);
        double l_789_ = a_641_[3];
        double _e2077 = l_mut_5_;
        double l_790_ = (_e2077 + l_789_);
        double _e2079 = l_mut_5_;
        double l_791_ = (l_790_ - _e2079);
        double l_792_ = (l_790_ - l_791_);
        double _e2082 = l_mut_5_;
        double l_793_ = (_e2082 - l_792_);
        double l_794_ = (l_789_ - l_791_);
        double l_795_ = (l_793_ + l_794_);
        uint _e2086 = l_mut_6_;
        bool l_796_ = (_e2086 < 3u);
        bool l_797_ = (l_795_ != 0.0LF);
        if (l_796_) {
            local_77 = l_797_;
        } else {
            local_77 = false;
        }
        bool l_798_ = local_77;
        uint _e2095 = l_mut_6_;
        bool l_799_ = (_e2095 == 0u);
        if (l_798_) {
            local_78 = l_799_;
        } else {
            local_78 = false;
        }
        bool l_800_ = local_78;
        double _e2102 = l_mut_239_;
        double l_801_ = (l_800_ ? l_790_ : _e2102);
        l_mut_239_ = l_801_;
        uint _e2104 = l_mut_6_;
        bool l_802_ = (_e2104 == 1u);
        if (l_798_) {
            local_79 = l_802_;
        } else {
            local_79 = false;
        }
        bool l_803_ = local_79;
        double _e2111 = l_mut_238_;
        double l_804_ = (l_803_ ? l_790_ : _e2111);
        l_mut_238_ = l_804_;
        uint _e2113 = l_mut_6_;
        bool l_805_ = (_e2113 == 2u);
        if (l_798_) {
            local_80 = l_805_;
        } else {
            local_80 = false;
        }
        bool l_806_ = local_80;
        double _e2120 = l_mut_237_;
        double l_807_ = (l_806_ ? l_790_ : _e2120);
        l_mut_237_ = l_807_;
        double l_808_ = (l_798_ ? l_795_ : l_790_);
        double _e2123 = l_mut_5_;
        double l_809_ = (_e2123 + l_789_);
        double l_810_ = (l_796_ ? l_808_ : l_809_);
        l_mut_5_ = l_810_;
        uint l_811_ = uint(l_798_);
        uint _e2127 = l_mut_6_;
        l_mut_6_ = (_e2127 + l_811_);
        double l_812_ = a_641_[4];
        double _e2131 = l_mut_5_;
        double l_813_ = (_e2131 + l_812_);
        double _e2133 = l_mut_5_;
        double l_814_ = (l_813_ - _e2133);
        double l_815_ = (l_813_ - l_814_);
        double _e2136 = l_mut_5_;
        double l_816_ = (_e2136 - l_815_);
        double l_817_ = (l_812_ - l_814_);
        double l_818_ = (l_816_ + l_817_);
        uint _e2140 = l_mut_6_;
        bool l_819_ = (_e2140 < 3u);
        bool l_820_ = (l_818_ != 0.0LF);
        if (l_819_) {
            local_81 = l_820_;
        } else {
            local_81 = false;
        }
        bool l_821_ = local_81;
        uint _e2149 = l_mut_6_;
        bool l_822_ = (_e2149 == 0u);
        if (l_821_) {
            local_82 = l_822_;
        } else {
            local_82 = false;
        }
        bool l_823_ = local_82;
        double _e2156 = l_mut_239_;
        double l_824_ = (l_823_ ? l_813_ : _e2156);
        l_mut_239_ = l_824_;
        uint _e2158 = l_mut_6_;
        bool l_825_ = (_e2158 == 1u);
        if (l_821_) {
            local_83 = l_825_;
        } else {
            local_83 = false;
        }
        bool l_826_ = local_83;
        double _e2165 = l_mut_238_;
        double l_827_ = (l_826_ ? l_813_ : _e2165);
        l_mut_238_ = l_827_;
        uint _e2167 = l_mut_6_;
        bool l_828_ = (_e2167 == 2u);
        if (l_821_) {
            local_84 = l_828_;
        } else {
            local_84 = false;
        }
        bool l_829_ = local_84;
        double _e2174 = l_mut_237_;
        double l_830_ = (l_829_ ? l_813_ : _e2174);
        l_mut_237_ = l_830_;
        double l_831_ = (l_821_ ? l_818_ : l_813_);
        double _e2177 = l_mut_5_;
        double l_832_ = (_e2177 + l_812_);
        double l_833_ = (l_819_ ? l_831_ : l_832_);
        l_mut_5_ = l_833_;
        uint l_834_ = uint(l_821_);
        uint _e2181 = l_mut_6_;
        l_mut_6_ = (_e2181 + l_834_);
        double l_835_ = a_641_[5];
        double _e2185 = l_mut_5_;
        double l_836_ = (_e2185 + l_835_);
        double _e2187 = l_mut_5_;
        double l_837_ = (l_836_ - _e2187);
        double l_838_ = (l_836_ - l_837_);
        double _e2190 = l_mut_5_;
        double l_839_ = (_e2190 - l_838_);
        double l_840_ = (l_835_ - l_837_);
        double l_841_ = (l_839_ + l_840_);
        uint _e2194 = l_mut_6_;
        bool l_842_ = (_e2194 < 3u);
        bool l_843_ = (l_841_ != 0.0LF);
        if (l_842_) {
            local_85 = l_843_;
        } else {
            local_85 = false;
        }
        bool l_844_ = local_85;
        uint _e2203 = l_mut_6_;
        bool l_845_ = (_e2203 == 0u);
        if (l_844_) {
            local_86 = l_845_;
        } else {
            local_86 = false;
        }
        bool l_846_ = local_86;
        double _e2210 = l_mut_239_;
        double l_847_ = (l_846_ ? l_836_ : _e2210);
        l_mut_239_ = l_847_;
        uint _e2212 = l_mut_6_;
        bool l_848_ = (_e2212 == 1u);
        if (l_844_) {
            local_87 = l_848_;
        } else {
            local_87 = false;
        }
        bool l_849_ = local_87;
        double _e2219 = l_mut_238_;
        double l_850_ = (l_849_ ? l_836_ : _e2219);
        l_mut_238_ = l_850_;
        uint _e2221 = l_mut_6_;
        bool l_851_ = (_e2221 == 2u);
        if (l_844_) {
            local_88 = l_851_;
        } else {
            local_88 = false;
        }
        bool l_852_ = local_88;
        double _e2228 = l_mut_237_;
        double l_853_ = (l_852_ ? l_836_ : _e2228);
        l_mut_237_ = l_853_;
        double l_854_ = (l_844_ ? l_841_ : l_836_);
        double _e2231 = l_mut_5_;
        double l_855_ = (_e2231 + l_835_);
        double l_856_ = (l_842_ ? l_854_ : l_855_);
        l_mut_5_ = l_856_;
        uint l_857_ = uint(l_844_);
        uint _e2235 = l_mut_6_;
        l_mut_6_ = (_e2235 + l_857_);
        double l_858_ = a_641_[6];
        double _e2239 = l_mut_5_;
        double l_859_ = (_e2239 + l_858_);
        double _e2241 = l_mut_5_;
        double l_860_ = (l_859_ - _e2241);
        double l_861_ = (l_859_ - l_860_);
        double _e2244 = l_mut_5_;
        double l_862_ = (_e2244 - l_861_);
        double l_863_ = (l_858_ - l_860_);
        double l_864_ = (l_862_ + l_863_);
        uint _e2248 = l_mut_6_;
        bool l_865_ = (_e2248 < 3u);
        bool l_866_ = (l_864_ != 0.0LF);
        if (l_865_) {
            local_89 = l_866_;
        } else {
            local_89 = false;
        }
        bool l_867_ = local_89;
        uint _e2257 = l_mut_6_;
        bool l_868_ = (_e2257 == 0u);
        if (l_867_) {
            local_90 = l_868_;
        } else {
            local_90 = false;
        }
        bool l_869_ = local_90;
        double _e2264 = l_mut_239_;
        double l_870_ = (l_869_ ? l_859_ : _e2264);
        l_mut_239_ = l_870_;
        uint _e2266 = l_mut_6_;
        bool l_871_ = (_e2266 == 1u);
        if (l_867_) {
            local_91 = l_871_;
        } else {
            local_91 = false;
        }
        bool l_872_ = local_91;
        double _e2273 = l_mut_238_;
        double l_873_ = (l_872_ ? l_859_ : _e2273);
        l_mut_238_ = l_873_;
        uint _e2275 = l_mut_6_;
        bool l_874_ = (_e2275 == 2u);
        if (l_867_) {
            local_92 = l_874_;
        } else {
            local_92 = false;
        }
        bool l_875_ = local_92;
        double _e2282 = l_mut_237_;
        double l_876_ = (l_875_ ? l_859_ : _e2282);
        l_mut_237_ = l_876_;
        double l_877_ = (l_867_ ? l_864_ : l_859_);
        double _e2285 = l_mut_5_;
        double l_878_ = (_e2285 + l_858_);
        double l_879_ = (l_865_ ? l_877_ : l_878_);
        l_mut_5_ = l_879_;
        uint l_880_ = uint(l_867_);
        uint _e2289 = l_mut_6_;
        l_mut_6_ = (_e2289 + l_880_);
        double l_881_ = a_641_[7];
        double _e2293 = l_mut_5_;
        double l_882_ = (_e2293 + l_881_);
        double _e2295 = l_mut_5_;
        double l_883_ = (l_882_ - _e2295);
        double l_884_ = (l_882_ - l_883_);
        double _e2298 = l_mut_5_;
        double l_885_ = (_e2298 - l_884_);
        double l_886_ = (l_881_ - l_883_);
        double l_887_ = (l_885_ + l_886_);
        uint _e2302 = l_mut_6_;
        bool l_888_ = (_e2302 < 3u);
        bool l_889_ = (l_887_ != 0.0LF);
        if (l_888_) {
            local_93 = l_889_;
        } else {
            local_93 = false;
        }
        bool l_890_ = local_93;
        uint _e2311 = l_mut_6_;
        bool l_891_ = (_e2311 == 0u);
        if (l_890_) {
            local_94 = l_891_;
        } else {
            local_94 = false;
        }
        bool l_892_ = local_94;
        double _e2318 = l_mut_239_;
        double l_893_ = (l_892_ ? l_882_ : _e2318);
        l_mut_239_ = l_893_;
        uint _e2320 = l_mut_6_;
        bool l_894_ = (_e2320 == 1u);
        if (l_890_) {
            local_95 = l_894_;
        } else {
            local_95 = false;
        }
        bool l_895_ = local_95;
        double _e2327 = l_mut_238_;
        double l_896_ = (l_895_ ? l_882_ : _e2327);
        l_mut_238_ = l_896_;
        uint _e2329 = l_mut_6_;
        bool l_897_ = (_e2329 == 2u);
        if (l_890_) {
            local_96 = l_897_;
        } else {
            local_96 = false;
        }
        bool l_898_ = local_96;
        double _e2336 = l_mut_237_;
        double l_899_ = (l_898_ ? l_882_ : _e2336);
        l_mut_237_ = l_899_;
        double l_900_ = (l_890_ ? l_887_ : l_882_);
        double _e2339 = l_mut_5_;
        double l_901_ = (_e2339 + l_881_);
        double l_902_ = (l_888_ ? l_900_ : l_901_);
        l_mut_5_ = l_902_;
        uint l_903_ = uint(l_890_);
        uint _e2343 = l_mut_6_;
        l_mut_6_ = (_e2343 + l_903_);
        uint _e2345 = l_mut_6_;
        bool l_904_ = (_e2345 == 0u);
        double _e2348 = l_mut_239_;
        double _e2349 = l_mut_5_;
        double l_905_ = (l_904_ ? _e2349 : _e2348);
        l_mut_239_ = l_905_;
        uint _e2351 = l_mut_6_;
        bool l_906_ = (_e2351 == 1u);
        double _e2354 = l_mut_238_;
        double _e2355 = l_mut_5_;
        double l_907_ = (l_906_ ? _e2355 : _e2354);
        l_mut_238_ = l_907_;
        uint _e2357 = l_mut_6_;
        bool l_908_ = (_e2357 == 2u);
        double _e2360 = l_mut_237_;
        double _e2361 = l_mut_5_;
        double l_909_ = (l_908_ ? _e2361 : _e2360);
        l_mut_237_ = l_909_;
        uint _e2363 = l_mut_6_;
        bool l_910_ = (_e2363 == 3u);
        double _e2366 = l_mut_236_;
        double _e2367 = l_mut_5_;
        double l_911_ = (l_910_ ? _e2367 : _e2366);
        l_mut_236_ = l_911_;
        double _e2369 = l_mut_239_;
        double l_912_ = (_e2369 * l_491_);
        double l_913_ = (l_463_ * l_912_);
        double l_914_ = -(l_913_);
        double l_915_ = fma(l_463_, l_912_, l_914_);
        double l_916_ = (l_465_ * l_912_);
        double l_917_ = -(l_916_);
        double l_918_ = fma(l_465_, l_912_, l_917_);
        double l_919_ = (l_468_ * l_912_);
        double l_920_ = -(l_919_);
        double l_921_ = fma(l_468_, l_912_, l_920_);
        double l_922_ = (l_471_ * l_912_);
        double l_923_ = (l_915_ + l_916_);
        double l_924_ = (l_923_ - l_915_);
        double l_925_ = (l_923_ - l_924_);
        double l_926_ = (l_915_ - l_925_);
        double l_927_ = (l_916_ - l_924_);
        double l_928_ = (l_926_ + l_927_);
        double l_929_ = (l_928_ + l_918_);
        double l_930_ = (l_929_ - l_928_);
        double l_931_ = (l_929_ - l_930_);
        double l_932_ = (l_928_ - l_931_);
        double l_933_ = (l_918_ - l_930_);
        double l_934_ = (l_932_ + l_933_);
        double l_935_ = (l_919_ + l_929_);
        double l_936_ = (l_935_ - l_919_);
        double l_937_ = (l_935_ - l_936_);
        double l_938_ = (l_919_ - l_937_);
        double l_939_ = (l_929_ - l_936_);
        double l_940_ = (l_938_ + l_939_);
        double l_941_ = (l_934_ + l_940_);
        double l_942_ = (l_941_ - l_934_);
        double l_943_ = (l_941_ - l_942_);
        double l_944_ = (l_934_ - l_943_);
        double l_945_ = (l_940_ - l_942_);
        double l_946_ = (l_944_ + l_945_);
        double l_947_ = (l_941_ + l_921_);
        double l_948_ = (l_947_ - l_941_);
        double l_949_ = (l_947_ - l_948_);
        double l_950_ = (l_941_ - l_949_);
        double l_951_ = (l_921_ - l_948_);
        double l_952_ = (l_950_ + l_951_);
        double l_953_ = (l_922_ + l_947_);
        double l_954_ = (l_953_ - l_922_);
        double l_955_ = (l_953_ - l_954_);
        double l_956_ = (l_922_ - l_955_);
        double l_957_ = (l_947_ - l_954_);
        double l_958_ = (l_956_ + l_957_);
        double l_959_ = (l_952_ + l_958_);
        double l_960_ = (l_959_ + l_946_);
        double l_961_ = (l_953_ + l_960_);
        double l_962_ = (l_961_ - l_953_);
        double l_963_ = (l_960_ - l_962_);
        double l_964_ = (l_935_ + l_961_);
        double l_965_ = (l_964_ - l_935_);
        double l_966_ = (l_961_ - l_965_);
        double l_967_ = (l_923_ + l_964_);
        double l_968_ = (l_967_ - l_923_);
        double l_969_ = (l_964_ - l_968_);
        double l_970_ = (l_913_ + l_967_);
        double l_971_ = (l_970_ - l_913_);
        double l_972_ = (l_967_ - l_971_);
        l_mut_5_ = 0.0LF;
        l_mut_973_ = 0.0LF;
        l_mut_974_ = 0.0LF;
        l_mut_975_ = 0.0LF;
        l_mut_976_ = l_970_;
        l_mut_6_ = 0u;
        double _e2436 = l_mut_976_;
        double l_977_ = (_e2436 + l_972_);
        double _e2438 = l_mut_976_;
        double l_978_ = (l_977_ - _e2438);
        double l_979_ = (l_972_ - l_978_);
        uint _e2441 = l_mut_6_;
        bool l_980_ = (_e2441 < 3u);
        bool l_981_ = (l_979_ != 0.0LF);
        if (l_980_) {
            local_97 = l_981_;
        } else {
            local_97 = false;
        }
        bool l_982_ = local_97;
        uint _e2450 = l_mut_6_;
        bool l_983_ = (_e2450 == 0u);
        if (l_982_) {
            local_98 = l_983_;
        } else {
            local_98 = false;
        }
        bool l_984_ = local_98;
        double _e2457 = l_mut_5_;
        double l_985_ = (l_984_ ? l_977_ : _e2457);
        l_mut_5_ = l_985_;
        uint _e2459 = l_mut_6_;
        bool l_986_ = (_e2459 == 1u);
        if (l_982_) {
            local_99 = l_986_;
        } else {
            local_99 = false;
        }
        bool l_987_ = local_99;
        double _e2466 = l_mut_973_;
        double l_988_ = (l_987_ ? l_977_ : _e2466);
        l_mut_973_ = l_988_;
        uint _e2468 = l_mut_6_;
        bool l_989_ = (_e2468 == 2u);
        if (l_982_) {
            local_100 = l_989_;
        } else {
            local_100 = false;
        }
        bool l_990_ = local_100;
        double _e2475 = l_mut_974_;
        double l_991_ = (l_990_ ? l_977_ : _e2475);
        l_mut_974_ = l_991_;
        double l_992_ = (l_982_ ? l_979_ : l_977_);
        double _e2478 = l_mut_976_;
        double l_993_ = (_e2478 + l_972_);
        double l_994_ = (l_980_ ? l_992_ : l_993_);
        l_mut_976_ = l_994_;
        uint l_995_ = uint(l_982_);
        uint _e2482 = l_mut_6_;
        l_mut_6_ = (_e2482 + l_995_);
        double _e2484 = l_mut_976_;
        double l_996_ = (_e2484 + l_969_);
        double _e2486 = l_mut_976_;
        double l_997_ = (l_996_ - _e2486);
        double l_998_ = (l_969_ - l_997_);
        uint _e2489 = l_mut_6_;
        bool l_999_ = (_e2489 < 3u);
        bool l_1000_ = (l_998_ != 0.0LF);
        if (l_999_) {
            local_101 = l_1000_;
        } else {
            local_101 = false;
        }
        bool l_1001_ = local_101;
        uint _e2498 = l_mut_6_;
        bool l_1002_ = (_e2498 == 0u);
        if (l_1001_) {
            local_102 = l_1002_;
        } else {
            local_102 = false;
        }
        bool l_1003_ = local_102;
        double _e2505 = l_mut_5_;
        double l_1004_ = (l_1003_ ? l_996_ : _e2505);
        l_mut_5_ = l_1004_;
        uint _e2507 = l_mut_6_;
        bool l_1005_ = (_e2507 == 1u);
        if (l_1001_) {
            local_103 = l_1005_;
        } else {
            local_103 = false;
        }
        bool l_1006_ = local_103;
        double _e2514 = l_mut_973_;
        double l_1007_ = (l_1006_ ? l_996_ : _e2514);
        l_mut_973_ = l_1007_;
        uint _e2516 = l_mut_6_;
        bool l_1008_ = (_e2516 == 2u);
        if (l_1001_) {
            local_104 = l_1008_;
        } else {
            local_104 = false;
        }
        bool l_1009_ = local_104;
        double _e2523 = l_mut_974_;
        double l_1010_ = (l_1009_ ? l_996_ : _e2523);
        l_mut_974_ = l_1010_;
        double l_1011_ = (l_1001_ ? l_998_ : l_996_);
        double _e2526 = l_mut_976_;
        double l_1012_ = (_e2526 + l_969_);
        double l_1013_ = (l_999_ ? l_1011_ : l_1012_);
        l_mut_976_ = l_1013_;
        uint l_1014_ = uint(l_1001_);
        uint _e2530 = l_mut_6_;
        l_mut_6_ = (_e2530 + l_1014_);
        double _e2532 = l_mut_976_;
        double l_1015_ = (_e2532 + l_966_);
        double _e2534 = l_mut_976_;
        double l_1016_ = (l_1015_ - _e2534);
        double l_1017_ = (l_966_ - l_1016_);
        uint _e2537 = l_mut_6_;
        bool l_1018_ = (_e2537 < 3u);
        bool l_1019_ = (l_1017_ != 0.0LF);
        if (l_1018_) {
            local_105 = l_1019_;
        } else {
            local_105 = false;
        }
        bool l_1020_ = local_105;
        uint _e2546 = l_mut_6_;
        bool l_1021_ = (_e2546 == 0u);
        if (l_1020_) {
            local_106 = l_1021_;
        } else {
            local_106 = false;
        }
        bool l_1022_ = local_106;
        double _e2553 = l_mut_5_;
        double l_1023_ = (l_1022_ ? l_1015_ : _e2553);
        l_mut_5_ = l_1023_;
        uint _e2555 = l_mut_6_;
        bool l_1024_ = (_e2555 == 1u);
        if (l_1020_) {
            local_107 = l_1024_;
        } else {
            local_107 = false;
        }
        bool l_1025_ = local_107;
        double _e2562 = l_mut_973_;
        double l_1026_ = (l_1025_ ? l_1015_ : _e2562);
        l_mut_973_ = l_1026_;
        uint _e2564 = l_mut_6_;
        bool l_1027_ = (_e2564 == 2u);
        if (l_1020_) {
            local_108 = l_1027_;
        } else {
            local_108 = false;
        }
        bool l_1028_ = local_108;
        double _e2571 = l_mut_974_;
        double l_1029_ = (l_1028_ ? l_1015_ : _e2571);
        l_mut_974_ = l_1029_;
        double l_1030_ = (l_1020_ ? l_1017_ : l_1015_);
        double _e2574 = l_mut_976_;
        double l_1031_ = (_e2574 + l_966_);
        double l_1032_ = (l_1018_ ? l_1030_ : l_1031_);
        l_mut_976_ = l_1032_;
        uint l_1033_ = uint(l_1020_);
        uint _e2578 = l_mut_6_;
        l_mut_6_ = (_e2578 + l_1033_);
        double _e2580 = l_mut_976_;
        double l_1034_ = (_e2580 + l_963_);
        double _e2582 = l_mut_976_;
        double l_1035_ = (l_1034_ - _e2582);
        double l_1036_ = (l_963_ - l_1035_);
        uint _e2585 = l_mut_6_;
        bool l_1037_ = (_e2585 < 3u);
        bool l_1038_ = (l_1036_ != 0.0LF);
        if (l_1037_) {
            local_109 = l_1038_;
        } else {
            local_109 = false;
        }
        bool l_1039_ = local_109;
        uint _e2594 = l_mut_6_;
        bool l_1040_ = (_e2594 == 0u);
        if (l_1039_) {
            local_110 = l_1040_;
        } else {
            local_110 = false;
        }
        bool l_1041_ = local_110;
        double _e2601 = l_mut_5_;
        double l_1042_ = (l_1041_ ? l_1034_ : _e2601);
        l_mut_5_ = l_1042_;
        uint _e2603 = l_mut_6_;
        bool l_1043_ = (_e2603 == 1u);
        if (l_1039_) {
            local_111 = l_1043_;
        } else {
            local_111 = false;
        }
        bool l_1044_ = local_111;
        double _e2610 = l_mut_973_;
        double l_1045_ = (l_1044_ ? l_1034_ : _e2610);
        l_mut_973_ = l_1045_;
        uint _e2612 = l_mut_6_;
        bool l_1046_ = (_e2612 == 2u);
        if (l_1039_) {
            local_112 = l_1046_;
        } else {
            local_112 = false;
        }
        bool l_1047_ = local_112;
        double _e2619 = l_mut_974_;
        double l_1048_ = (l_1047_ ? l_1034_ : _e2619);
        l_mut_974_ = l_1048_;
        double l_1049_ = (l_1039_ ? l_1036_ : l_1034_);
        double _e2622 = l_mut_976_;
        double l_1050_ = (_e2622 + l_963_);
        double l_1051_ = (l_1037_ ? l_1049_ : l_1050_);
        l_mut_976_ = l_1051_;
        uint l_1052_ = uint(l_1039_);
        uint _e2626 = l_mut_6_;
        l_mut_6_ = (_e2626 + l_1052_);
        uint _e2628 = l_mut_6_;
        bool l_1053_ = (_e2628 == 0u);
        double _e2631 = l_mut_5_;
        double _e2632 = l_mut_976_;
        double l_1054_ = (l_1053_ ? _e2632 : _e2631);
        l_mut_5_ = l_1054_;
        uint _e2634 = l_mut_6_;
        bool l_1055_ = (_e2634 == 1u);
        double _e2637 = l_mut_973_;
        double _e2638 = l_mut_976_;
        double l_1056_ = (l_1055_ ? _e2638 : _e2637);
        l_mut_973_ = l_1056_;
        uint _e2640 = l_mut_6_;
        bool l_1057_ = (_e2640 == 2u);
        double _e2643 = l_mut_974_;
        double _e2644 = l_mut_976_;
        double l_1058_ = (l_1057_ ? _e2644 : _e2643);
        l_mut_974_ = l_1058_;
        uint _e2646 = l_mut_6_;
        bool l_1059_ = (_e2646 == 3u);
        double _e2649 = l_mut_975_;
        double _e2650 = l_mut_976_;
        double l_1060_ = (l_1059_ ? _e2650 : _e2649);
        l_mut_975_ = l_1060_;
        double _e2652 = l_mut_5_;
        double l_1061_ = -(_e2652);
        double _e2654 = l_mut_973_;
        double l_1062_ = -(_e2654);
        double _e2656 = l_mut_974_;
        double l_1063_ = -(_e2656);
        double _e2658 = l_mut_975_;
        double l_1064_ = -(_e2658);
        double _e2661 = l_mut_239_;
        a_1065_[0] = _e2661;
        a_1065_[1] = l_1061_;
        double _e2664 = l_mut_238_;
        a_1065_[2] = _e2664;
        a_1065_[3] = l_1062_;
        double _e2667 = l_mut_237_;
        a_1065_[4] = _e2667;
        a_1065_[5] = l_1063_;
        double _e2670 = l_mut_236_;
        a_1065_[6] = _e2670;
        a_1065_[7] = l_1064_;
        double l_1066_ = a_1065_[7];
        l_mut_976_ = l_1066_;
        double l_1067_ = a_1065_[6];
        double _e2676 = l_mut_976_;
        double l_1068_ = (l_1067_ + _e2676);
        double l_1069_ = (l_1068_ - l_1067_);
        double l_1070_ = (l_1068_ - l_1069_);
        double l_1071_ = (l_1067_ - l_1070_);
        double _e2681 = l_mut_976_;
        double l_1072_ = (_e2681 - l_1069_);
        double l_1073_ = (l_1071_ + l_1072_);
        a_1065_[7] = l_1073_;
        l_mut_976_ = l_1068_;
        double l_1074_ = a_1065_[5];
        double _e2687 = l_mut_976_;
        double l_1075_ = (l_1074_ + _e2687);
        double l_1076_ = (l_1075_ - l_1074_);
        double l_1077_ = (l_1075_ - l_1076_);
        double l_1078_ = (l_1074_ - l_1077_);
        double _e2692 = l_mut_976_;
        double l_1079_ = (_e2692 - l_1076_);
        double l_1080_ = (l_1078_ + l_1079_);
        a_1065_[6] = l_1080_;
        l_mut_976_ = l_1075_;
        double l_1081_ = a_1065_[4];
        double _e2698 = l_mut_976_;
        double l_1082_ = (l_1081_ + _e2698);
        double l_1083_ = (l_1082_ - l_1081_);
        double l_1084_ = (l_1082_ - l_1083_);
        double l_1085_ = (l_1081_ - l_1084_);
        double _e2703 = l_mut_976_;
        double l_1086_ = (_e2703 - l_1083_);
        double l_1087_ = (l_1085_ + l_1086_);
        a_1065_[5] = l_1087_;
        l_mut_976_ = l_1082_;
        double l_1088_ = a_1065_[3];
        double _e2709 = l_mut_976_;
        double l_1089_ = (l_1088_ + _e2709);
        double l_1090_ = (l_1089_ - l_1088_);
        double l_1091_ = (l_1089_ - l_1090_);
        double l_1092_ = (l_1088_ - l_1091_);
        double _e2714 = l_mut_976_;
        double l_1093_ = (_e2714 - l_1090_);
        double l_1094_ = (l_1092_ + l_1093_);
        a_1065_[4] = l_1094_;
        l_mut_976_ = l_1089_;
        double l_1095_ = a_1065_[2];
        double _e2720 = l_mut_976_;
        double l_1096_ = (l_1095_ + _e2720);
        double l_1097_ = (l_1096_ - l_1095_);
        double l_1098_ = (l_1096_ - l_1097_);
        double l_1099_ = (l_1095_ - l_1098_);
        double _e2725 = l_mut_976_;
        double l_1100_ = (_e2725 - l_1097_);
        double l_1101_ = (l_1099_ + l_1100_);
        a_1065_[3] = l_1101_;
        l_mut_976_ = l_1096_;
        double l_1102_ = a_1065_[1];
        double _e2731 = l_mut_976_;
        double l_1103_ = (l_1102_ + _e2731);
        double l_1104_ = (l_1103_ - l_1102_);
        double l_1105_ = (l_1103_ - l_1104_);
        double l_1106_ = (l_1102_ - l_1105_);
        double _e2736 = l_mut_976_;
        double l_1107_ = (_e2736 - l_1104_);
        double l_1108_ = (l_1106_ + l_1107_);
        a_1065_[2] = l_1108_;
        l_mut_976_ = l_1103_;
        double l_1109_ = a_1065_[0];
        double _e2742 = l_mut_976_;
        double l_1110_ = (l_1109_ + _e2742);
        double l_1111_ = (l_1110_ - l_1109_);
        double l_1112_ = (l_1110_ - l_1111_);
        double l_1113_ = (l_1109_ - l_1112_);
        double _e2747 = l_mut_976_;
        double l_1114_ = (_e2747 - l_1111_);
        double l_1115_ = (l_1113_ + l_1114_);
        a_1065_[1] = l_1115_;
        l_mut_976_ = l_1110_;
        double _e2752 = l_mut_976_;
        a_1065_[0] = _e2752;
        double l_1116_ = a_1065_[7];
        l_mut_976_ = l_1116_;
        double l_1117_ = a_1065_[6];
        double _e2757 = l_mut_976_;
        double l_1118_ = (l_1117_ + _e2757);
        double l_1119_ = (l_1118_ - l_1117_);
        double l_1120_ = (l_1118_ - l_1119_);
        double l_1121_ = (l_1117_ - l_1120_);
        double _e2762 = l_mut_976_;
        double l_1122_ = (_e2762 - l_1119_);
        double l_1123_ = (l_1121_ + l_1122_);
        a_1065_[7] = l_1123_;
        l_mut_976_ = l_1118_;
        double l_1124_ = a_1065_[5];
        double _e2768 = l_mut_976_;
        double l_1125_ = (l_1124_ + _e2768);
        double l_1126_ = (l_1125_ - l_1124_);
        double l_1127_ = (l_1125_ - l_1126_);
        double l_1128_ = (l_1124_ - l_1127_);
        double _e2773 = l_mut_976_;
        double l_1129_ = (_e2773 - l_1126_);
        double l_1130_ = (l_1128_ + l_1129_);
        a_1065_[6] = l_1130_;
        l_mut_976_ = l_1125_;
        double l_1131_ = a_1065_[4];
        double _e2779 = l_mut_976_;
        double l_1132_ = (l_1131_ + _e2779);
        double l_1133_ = (l_1132_ - l_1131_);
        double l_1134_ = (l_1132_ - l_1133_);
        double l_1135_ = (l_1131_ - l_1134_);
        double _e2784 = l_mut_976_;
        double l_1136_ = (_e2784 - l_1133_);
        double l_1137_ = (l_1135_ + l_1136_);
        a_1065_[5] = l_1137_;
        l_mut_976_ = l_1132_;
        double l_1138_ = a_1065_[3];
        double _e2790 = l_mut_976_;
        double l_1139_ = (l_1138_ + _e2790);
        double l_1140_ = (l_1139_ - l_1138_);
        double l_1141_ = (l_1139_ - l_1140_);
        double l_1142_ = (l_1138_ - l_1141_);
        double _e2795 = l_mut_976_;
        double l_1143_ = (_e2795 - l_1140_);
        double l_1144_ = (l_1142_ + l_1143_);
        a_1065_[4] = l_1144_;
        l_mut_976_ = l_1139_;
        double l_1145_ = a_1065_[2];
        double _e2801 = l_mut_976_;
        double l_1146_ = (l_1145_ + _e2801);
        double l_1147_ = (l_1146_ - l_1145_);
        double l_1148_ = (l_1146_ - l_1147_);
        double l_1149_ = (l_1145_ - l_1148_);
        double _e2806 = l_mut_976_;
        double l_1150_ = (_e2806 - l_1147_);
        double l_1151_ = (l_1149_ + l_1150_);
        a_1065_[3] = l_1151_;
        l_mut_976_ = l_1146_;
        double l_1152_ = a_1065_[1];
        double _e2812 = l_mut_976_;
        double l_1153_ = (l_1152_ + _e2812);
        double l_1154_ = (l_1153_ - l_1152_);
        double l_1155_ = (l_1153_ - l_1154_);
        double l_1156_ = (l_1152_ - l_1155_);
        double _e2817 = l_mut_976_;
        double l_1157_ = (_e2817 - l_1154_);
        double l_1158_ = (l_1156_ + l_1157_);
        a_1065_[2] = l_1158_;
        l_mut_976_ = l_1153_;
        double l_1159_ = a_1065_[0];
        double _e2823 = l_mut_976_;
        double l_1160_ = (l_1159_ + _e2823);
        double l_1161_ = (l_1160_ - l_1159_);
        double l_1162_ = (l_1160_ - l_1161_);
        double l_1163_ = (l_1159_ - l_1162_);
        double _e2828 = l_mut_976_;
        double l_1164_ = (_e2828 - l_1161_);
        double l_1165_ = (l_1163_ + l_1164_);
        a_1065_[1] = l_1165_;
        l_mut_976_ = l_1160_;
        double _e2833 = l_mut_976_;
        a_1065_[0] = _e2833;
        l_mut_976_ = 0.0LF;
        l_mut_975_ = 0.0LF;
        l_mut_974_ = 0.0LF;
        l_mut_973_ = 0.0LF;
        double l_1166_ = a_1065_[0];
        l_mut_5_ = l_1166_;
        l_mut_6_ = 0u;
        double l_1167_ = a_1065_[1];
        double _e2843 = l_mut_5_;
        double l_1168_ = (_e2843 + l_1167_);
        double _e2845 = l_mut_5_;
        double l_1169_ = (l_1168_ - _e2845);
        double l_1170_ = (l_1168_ - l_1169_);
        double _e2848 = l_mut_5_;
        double l_1171_ = (_e2848 - l_1170_);
        double l_1172_ = (l_1167_ - l_1169_);
        double l_1173_ = (l_1171_ + l_1172_);
        uint _e2852 = l_mut_6_;
        bool l_1174_ = (_e2852 < 3u);
        bool l_1175_ = (l_1173_ != 0.0LF);
        if (l_1174_) {
            local_113 = l_1175_;
        } else {
            local_113 = false;
        }
        bool l_1176_ = local_113;
        uint _e2861 = l_mut_6_;
        bool l_1177_ = (_e2861 == 0u);
        if (l_1176_) {
            local_114 = l_1177_;
        } else {
            local_114 = false;
        }
        bool l_1178_ = local_114;
        double _e2868 = l_mut_976_;
        double l_1179_ = (l_1178_ ? l_1168_ : _e2868);
        l_mut_976_ = l_1179_;
        uint _e2870 = l_mut_6_;
        bool l_1180_ = (_e2870 == 1u);
        if (l_1176_) {
            local_115 = l_1180_;
        } else {
            local_115 = false;
        }
        bool l_1181_ = local_115;
        double _e2877 = l_mut_975_;
        double l_1182_ = (l_1181_ ? l_1168_ : _e2877);
        l_mut_975_ = l_1182_;
        uint _e2879 = l_mut_6_;
        bool l_1183_ = (_e2879 == 2u);
        if (l_1176_) {
            local_116 = l_1183_;
        } else {
            local_116 = false;
        }
        bool l_1184_ = local_116;
        double _e2886 = l_mut_974_;
        double l_1185_ = (l_1184_ ? l_1168_ : _e2886);
        l_mut_974_ = l_1185_;
        double l_1186_ = (l_1176_ ? l_1173_ : l_1168_);
        double _e2889 = l_mut_5_;
        double l_1187_ = (_e2889 + l_1167_);
        double l_1188_ = (l_1174_ ? l_1186_ : l_1187_);
        l_mut_5_ = l_1188_;
        uint l_1189_ = uint(l_1176_);
        uint _e2893 = l_mut_6_;
        l_mut_6_ = (_e2893 + l_1189_);
        double l_1190_ = a_1065_[2];
        double _e2897 = l_mut_5_;
        double l_1191_ = (_e2897 + l_1190_);
        double _e2899 = l_mut_5_;
        double l_1192_ = (l_1191_ - _e2899);
        double l_1193_ = (l_1191_ - l_1192_);
        double _e2902 = l_mut_5_;
        double l_1194_ = (_e2902 - l_1193_);
        double l_1195_ = (l_1190_ - l_1192_);
        double l_1196_ = (l_1194_ + l_1195_);
        uint _e2906 = l_mut_6_;
        bool l_1197_ = (_e2906 < 3u);
        bool l_1198_ = (l_1196_ != 0.0LF);
        if (l_1197_) {
            local_117 = l_1198_;
        } else {
            local_117 = false;
        }
        bool l_1199_ = local_117;
        uint _e2915 = l_mut_6_;
        bool l_1200_ = (_e2915 == 0u);
        if (l_1199_) {
            local_118 = l_1200_;
        } else {
            local_118 = false;
        }
        bool l_1201_ = local_118;
        double _e2922 = l_mut_976_;
        double l_1202_ = (l_1201_ ? l_1191_ : _e2922);
        l_mut_976_ = l_1202_;
        uint _e2924 = l_mut_6_;
        bool l_1203_ = (_e2924 == 1u);
        if (l_1199_) {
            local_119 = l_1203_;
        } else {
            local_119 = false;
        }
        bool l_1204_ = local_119;
        double _e2931 = l_mut_975_;
        double l_1205_ = (l_1204_ ? l_1191_ : _e2931);
        l_mut_975_ = l_1205_;
        uint _e2933 = l_mut_6_;
        bool l_1206_ = (_e2933 == 2u);
        if (l_1199_) {
            local_120 = l_1206_;
        } else {
            local_120 = false;
        }
        bool l_1207_ = local_120;
        double _e2940 = l_mut_974_;
        double l_1208_ = (l_1207_ ? l_1191_ : _e2940);
        l_mut_974_ = l_1208_;
        double l_1209_ = (l_1199_ ? l_1196_ : l_1191_);
        double _e2943 = l_mut_5_;
        double l_1210_ = (_e2943 + l_1190_);
        double l_1211_ = (l_1197_ ? l_1209_ : l_1210_);
        l_mut_5_ = l_1211_;
        uint l_1212_ = uint(l_1199_);
        uint _e2947 = l_mut_6_;
        l_mut_6_ = (_e2947 + l_1212_);
        double l_1213_ = a_1065_[3];
        double _e2951 = l_mut_5_;
        double l_1214_ = (_e2951 + l_1213_);
        double _e2953 = l_mut_5_;
        double l_1215_ = (l_1214_ - _e2953);
        double l_1216_ = (l_1214_ - l_1215_);
        double _e2956 = l_mut_5_;
        double l_1217_ = (_e2956 - l_1216_);
        double l_1218_ = (l_1213_ - l_1215_);
        double l_1219_ = (l_1217_ + l_1218_);
        uint _e2960 = l_mut_6_;
        bool l_1220_ = (_e2960 < 3u);
        bool l_1221_ = (l_1219_ != 0.0LF);
        if (l_1220_) {
            local_121 = l_1221_;
        } else {
            local_121 = false;
        }
        bool l_1222_ = local_121;
        uint _e2969 = l_mut_6_;
        bool l_1223_ = (_e2969 == 0u);
        if (l_1222_) {
            local_122 = l_1223_;
        } else {
            local_122 = false;
        }
        bool l_1224_ = local_122;
        double _e2976 = l_mut_976_;
        double l_1225_ = (l_1224_ ? l_1214_ : _e2976);
        l_mut_976_ = l_1225_;
        uint _e2978 = l_mut_6_;
        bool l_1226_ = (_e2978 == 1u);
        if (l_1222_) {
            local_123 = l_1226_;
        } else {
            local_123 = false;
        }
        bool l_1227_ = local_123;
        double _e2985 = l_mut_975_;
        double l_1228_ = (l_1227_ ? l_1214_ : _e2985);
        l_mut_975_ = l_1228_;
        uint _e2987 = l_mut_6_;
        bool l_1229_ = (_e2987 == 2u);
        if (l_1222_) {
            local_124 = l_1229_;
        } else {
            local_124 = false;
        }
        bool l_1230_ = local_124;
        double _e2994 = l_mut_974_;
        double l_1231_ = (l_1230_ ? l_1214_ : _e2994);
        l_mut_974_ = l_1231_;
        double l_1232_ = (l_1222_ ? l_1219_ : l_1214_);
        double _e2997 = l_mut_5_;
        double l_1233_ = (_e2997 + l_1213_);
        double l_1234_ = (l_1220_ ? l_1232_ : l_1233_);
        l_mut_5_ = l_1234_;
        uint l_1235_ = uint(l_1222_);
        uint _e3001 = l_mut_6_;
        l_mut_6_ = (_e3001 + l_1235_);
        double l_1236_ = a_1065_[4];
        double _e3005 = l_mut_5_;
        double l_1237_ = (_e3005 + l_1236_);
        double _e3007 = l_mut_5_;
        double l_1238_ = (l_1237_ - _e3007);
        double l_1239_ = (l_1237_ - l_1238_);
        double _e3010 = l_mut_5_;
        double l_1240_ = (_e3010 - l_1239_);
        double l_1241_ = (l_1236_ - l_1238_);
        double l_1242_ = (l_1240_ + l_1241_);
        uint _e3014 = l_mut_6_;
        bool l_1243_ = (_e3014 < 3u);
        bool l_1244_ = (l_1242_ != 0.0LF);
        if (l_1243_) {
            local_125 = l_1244_;
        } else {
            local_125 = false;
        }
        bool l_1245_ = local_125;
        uint _e3023 = l_mut_6_;
        bool l_1246_ = (_e3023 == 0u);
        if (l_1245_) {
            local_126 = l_1246_;
        } else {
            local_126 = false;
        }
        bool l_1247_ = local_126;
        double _e3030 = l_mut_976_;
        double l_1248_ = (l_1247_ ? l_1237_ : _e3030);
        l_mut_976_ = l_1248_;
        uint _e3032 = l_mut_6_;
        bool l_1249_ = (_e3032 == 1u);
        if (l_1245_) {
            local_127 = l_1249_;
        } else {
            local_127 = false;
        }
        bool l_1250_ = local_127;
        double _e3039 = l_mut_975_;
        double l_1251_ = (l_1250_ ? l_1237_ : _e3039);
        l_mut_975_ = l_1251_;
        uint _e3041 = l_mut_6_;
        bool l_1252_ = (_e3041 == 2u);
        if (l_1245_) {
            local_128 = l_1252_;
        } else {
            local_128 = false;
        }
        bool l_1253_ = local_128;
        double _e3048 = l_mut_974_;
        double l_1254_ = (l_1253_ ? l_1237_ : _e3048);
        l_mut_974_ = l_1254_;
        double l_1255_ = (l_1245_ ? l_1242_ : l_1237_);
        double _e3051 = l_mut_5_;
        double l_1256_ = (_e3051 + l_1236_);
        double l_1257_ = (l_1243_ ? l_1255_ : l_1256_);
        l_mut_5_ = l_1257_;
        uint l_1258_ = uint(l_1245_);
        uint _e3055 = l_mut_6_;
        l_mut_6_ = (_e3055 + l_1258_);
        double l_1259_ = a_1065_[5];
        double _e3059 = l_mut_5_;
        double l_1260_ = (_e3059 + l_1259_);
        double _e3061 = l_mut_5_;
        double l_1261_ = (l_1260_ - _e3061);
        double l_1262_ = (l_1260_ - l_1261_);
        double _e3064 = l_mut_5_;
        double l_1263_ = (_e3064 - l_1262_);
        double l_1264_ = (l_1259_ - l_1261_);
        double l_1265_ = (l_1263_ + l_1264_);
        uint _e3068 = l_mut_6_;
        bool l_1266_ = (_e3068 < 3u);
        bool l_1267_ = (l_1265_ != 0.0LF);
        if (l_1266_) {
            local_129 = l_1267_;
        } else {
            local_129 = false;
        }
        bool l_1268_ = local_129;
        uint _e3077 = l_mut_6_;
        bool l_1269_ = (_e3077 == 0u);
        if (l_1268_) {
            local_130 = l_1269_;
        } else {
            local_130 = false;
        }
        bool l_1270_ = local_130;
        double _e3084 = l_mut_976_;
        double l_1271_ = (l_1270_ ? l_1260_ : _e3084);
        l_mut_976_ = l_1271_;
        uint _e3086 = l_mut_6_;
        bool l_1272_ = (_e3086 == 1u);
        if (l_1268_) {
            local_131 = l_1272_;
        } else {
            local_131 = false;
        }
        bool l_1273_ = local_131;
        double _e3093 = l_mut_975_;
        double l_1274_ = (l_1273_ ? l_1260_ : _e3093);
        l_mut_975_ = l_1274_;
        uint _e3095 = l_mut_6_;
        bool l_1275_ = (_e3095 == 2u);
        if (l_1268_) {
            local_132 = l_1275_;
        } else {
            local_132 = false;
        }
        bool l_1276_ = local_132;
        double _e3102 = l_mut_974_;
        double l_1277_ = (l_1276_ ? l_1260_ : _e3102);
        l_mut_974_ = l_1277_;
        double l_1278_ = (l_1268_ ? l_1265_ : l_1260_);
        double _e3105 = l_mut_5_;
        double l_1279_ = (_e3105 + l_1259_);
        double l_1280_ = (l_1266_ ? l_1278_ : l_1279_);
        l_mut_5_ = l_1280_;
        uint l_1281_ = uint(l_1268_);
        uint _e3109 = l_mut_6_;
        l_mut_6_ = (_e3109 + l_1281_);
        double l_1282_ = a_1065_[6];
        double _e3113 = l_mut_5_;
        double l_1283_ = (_e3113 + l_1282_);
        double _e3115 = l_mut_5_;
        double l_1284_ = (l_1283_ - _e3115);
        double l_1285_ = (l_1283_ - l_1284_);
        double _e3118 = l_mut_5_;
        double l_1286_ = (_e3118 - l_1285_);
        double l_1287_ = (l_1282_ - l_1284_);
        double l_1288_ = (l_1286_ + l_1287_);
        uint _e3122 = l_mut_6_;
        bool l_1289_ = (_e3122 < 3u);
        bool l_1290_ = (l_1288_ != 0.0LF);
        if (l_1289_) {
            local_133 = l_1290_;
        } else {
            local_133 = false;
        }
        bool l_1291_ = local_133;
        uint _e3131 = l_mut_6_;
        bool l_1292_ = (_e3131 == 0u);
        if (l_1291_) {
            local_134 = l_1292_;
        } else {
            local_134 = false;
        }
        bool l_1293_ = local_134;
        double _e3138 = l_mut_976_;
        double l_1294_ = (l_1293_ ? l_1283_ : _e3138);
        l_mut_976_ = l_1294_;
        uint _e3140 = l_mut_6_;
        bool l_1295_ = (_e3140 == 1u);
        if (l_1291_) {
            local_135 = l_1295_;
        } else {
            local_135 = false;
        }
        bool l_1296_ = local_135;
        double _e3147 = l_mut_975_;
        double l_1297_ = (l_1296_ ? l_1283_ : _e3147);
        l_mut_975_ = l_1297_;
        uint _e3149 = l_mut_6_;
        bool l_1298_ = (_e3149 == 2u);
        if (l_1291_) {
            local_136 = l_1298_;
        } else {
            local_136 = false;
        }
        bool l_1299_ = local_136;
        double _e3156 = l_mut_974_;
        double l_1300_ = (l_1299_ ? l_1283_ : _e3156);
        l_mut_974_ = l_1300_;
        double l_1301_ = (l_1291_ ? l_1288_ : l_1283_);
        double _e3159 = l_mut_5_;
        double l_1302_ = (_e3159 + l_1282_);
        double l_1303_ = (l_1289_ ? l_1301_ : l_1302_);
        l_mut_5_ = l_1303_;
        uint l_1304_ = uint(l_1291_);
        uint _e3163 = l_mut_6_;
        l_mut_6_ = (_e3163 + l_1304_);
        double l_1305_ = a_1065_[7];
        double _e3167 = l_mut_5_;
        double l_1306_ = (_e3167 + l_1305_);
        double _e3169 = l_mut_5_;
        double l_1307_ = (l_1306_ - _e3169);
        double l_1308_ = (l_1306_ - l_1307_);
        double _e3172 = l_mut_5_;
        double l_1309_ = (_e3172 - l_1308_);
        double l_1310_ = (l_1305_ - l_1307_);
        double l_1311_ = (l_1309_ + l_1310_);
        uint _e3176 = l_mut_6_;
        bool l_1312_ = (_e3176 < 3u);
        bool l_1313_ = (l_1311_ != 0.0LF);
        if (l_1312_) {
            local_137 = l_1313_;
        } else {
            local_137 = false;
        }
        bool l_1314_ = local_137;
        uint _e3185 = l_mut_6_;
        bool l_1315_ = (_e3185 == 0u);
        if (l_1314_) {
            local_138 = l_1315_;
        } else {
            local_138 = false;
        }
        bool l_1316_ = local_138;
        double _e3192 = l_mut_976_;
        double l_1317_ = (l_1316_ ? l_1306_ : _e3192);
        l_mut_976_ = l_1317_;
        uint _e3194 = l_mut_6_;
        bool l_1318_ = (_e3194 == 1u);
        if (l_1314_) {
            local_139 = l_1318_;
        } else {
            local_139 = false;
        }
        bool l_1319_ = local_139;
        double _e3201 = l_mut_975_;
        double l_1320_ = (l_1319_ ? l_1306_ : _e3201);
        l_mut_975_ = l_1320_;
        uint _e3203 = l_mut_6_;
        bool l_1321_ = (_e3203 == 2u);
        if (l_1314_) {
            local_140 = l_1321_;
        } else {
            local_140 = false;
        }
        bool l_1322_ = local_140;
        double _e3210 = l_mut_974_;
        double l_1323_ = (l_1322_ ? l_1306_ : _e3210);
        l_mut_974_ = l_1323_;
        double l_1324_ = (l_1314_ ? l_1311_ : l_1306_);
        double _e3213 = l_mut_5_;
        double l_1325_ = (_e3213 + l_1305_);
        double l_1326_ = (l_1312_ ? l_1324_ : l_1325_);
        l_mut_5_ = l_1326_;
        uint l_1327_ = uint(l_1314_);
        uint _e3217 = l_mut_6_;
        l_mut_6_ = (_e3217 + l_1327_);
        uint _e3219 = l_mut_6_;
        bool l_1328_ = (_e3219 == 0u);
        double _e3222 = l_mut_976_;
        double _e3223 = l_mut_5_;
        double l_1329_ = (l_1328_ ? _e3223 : _e3222);
        l_mut_976_ = l_1329_;
        uint _e3225 = l_mut_6_;
        bool l_1330_ = (_e3225 == 1u);
        double _e3228 = l_mut_975_;
        double _e3229 = l_mut_5_;
        double l_1331_ = (l_1330_ ? _e3229 : _e3228);
        l_mut_975_ = l_1331_;
        uint _e3231 = l_mut_6_;
        bool l_1332_ = (_e3231 == 2u);
        double _e3234 = l_mut_974_;
        double _e3235 = l_mut_5_;
        double l_1333_ = (l_1332_ ? _e3235 : _e3234);
        l_mut_974_ = l_1333_;
        uint _e3237 = l_mut_6_;
        bool l_1334_ = (_e3237 == 3u);
        double _e3240 = l_mut_973_;
        double _e3241 = l_mut_5_;
        double l_1335_ = (l_1334_ ? _e3241 : _e3240);
        l_mut_973_ = l_1335_;
        double _e3243 = l_mut_976_;
        double l_1336_ = (_e3243 * l_491_);
        double l_1337_ = (l_463_ * l_1336_);
        double l_1338_ = -(l_1337_);
        double l_1339_ = fma(l_463_, l_1336_, l_1338_);
        double l_1340_ = (l_465_ * l_1336_);
        double l_1341_ = -(l_1340_);
        double l_1342_ = fma(l_465_, l_1336_, l_1341_);
        double l_1343_ = (l_468_ * l_1336_);
        double l_1344_ = -(l_1343_);
        double l_1345_ = fma(l_468_, l_1336_, l_1344_);
        double l_1346_ = (l_471_ * l_1336_);
        double l_1347_ = (l_1339_ + l_1340_);
        double l_1348_ = (l_1347_ - l_1339_);
        double l_1349_ = (l_1347_ - l_1348_);
        double l_1350_ = (l_1339_ - l_1349_);
        double l_1351_ = (l_1340_ - l_1348_);
        double l_1352_ = (l_1350_ + l_1351_);
        double l_1353_ = (l_1352_ + l_1342_);
        double l_1354_ = (l_1353_ - l_1352_);
        double l_1355_ = (l_1353_ - l_1354_);
        double l_1356_ = (l_1352_ - l_1355_);
        double l_1357_ = (l_1342_ - l_1354_);
        double l_1358_ = (l_1356_ + l_1357_);
        double l_1359_ = (l_1343_ + l_1353_);
        double l_1360_ = (l_1359_ - l_1343_);
        double l_1361_ = (l_1359_ - l_1360_);
        double l_1362_ = (l_1343_ - l_1361_);
        double l_1363_ = (l_1353_ - l_1360_);
        double l_1364_ = (l_1362_ + l_1363_);
        double l_1365_ = (l_1358_ + l_1364_);
        double l_1366_ = (l_1365_ - l_1358_);
        double l_1367_ = (l_1365_ - l_1366_);
        double l_1368_ = (l_1358_ - l_1367_);
        double l_1369_ = (l_1364_ - l_1366_);
        double l_1370_ = (l_1368_ + l_1369_);
        double l_1371_ = (l_1365_ + l_1345_);
        double l_1372_ = (l_1371_ - l_1365_);
        double l_1373_ = (l_1371_ - l_1372_);
        double l_1374_ = (l_1365_ - l_1373_);
        double l_1375_ = (l_1345_ - l_1372_);
        double l_1376_ = (l_1374_ + l_1375_);
        double l_1377_ = (l_1346_ + l_1371_);
        double l_1378_ = (l_1377_ - l_1346_);
        double l_1379_ = (l_1377_ - l_1378_);
        double l_1380_ = (l_1346_ - l_1379_);
        double l_1381_ = (l_1371_ - l_1378_);
        double l_1382_ = (l_1380_ + l_1381_);
        double l_1383_ = (l_1376_ + l_1382_);
        double l_1384_ = (l_1383_ + l_1370_);
        double l_1385_ = (l_1377_ + l_1384_);
        double l_1386_ = (l_1385_ - l_1377_);
        double l_1387_ = (l_1384_ - l_1386_);
        double l_1388_ = (l_1359_ + l_1385_);
        double l_1389_ = (l_1388_ - l_1359_);
        double l_1390_ = (l_1385_ - l_1389_);
        double l_1391_ = (l_1347_ + l_1388_);
        double l_1392_ = (l_1391_ - l_1347_);
        double l_1393_ = (l_1388_ - l_1392_);
        double l_1394_ = (l_1337_ + l_1391_);
        double l_1395_ = (l_1394_ - l_1337_);
        double l_1396_ = (l_1391_ - l_1395_);
        l_mut_239_ = 0.0LF;
        l_mut_238_ = 0.0LF;
        l_mut_237_ = 0.0LF;
        l_mut_236_ = 0.0LF;
        l_mut_5_ = l_1394_;
        l_mut_6_ = 0u;
        double _e3310 = l_mut_5_;
        double l_1397_ = (_e3310 + l_1396_);
        double _e3312 = l_mut_5_;
        double l_1398_ = (l_1397_ - _e3312);
        double l_1399_ = (l_1396_ - l_1398_);
        uint _e3315 = l_mut_6_;
        bool l_1400_ = (_e3315 < 3u);
        bool l_1401_ = (l_1399_ != 0.0LF);
        if (l_1400_) {
            local_141 = l_1401_;
        } else {
            local_141 = false;
        }
        bool l_1402_ = local_141;
        uint _e3324 = l_mut_6_;
        bool l_1403_ = (_e3324 == 0u);
        if (l_1402_) {
            local_142 = l_1403_;
        } else {
            local_142 = false;
        }
        bool l_1404_ = local_142;
        double _e3331 = l_mut_239_;
        double l_1405_ = (l_1404_ ? l_1397_ : _e3331);
        l_mut_239_ = l_1405_;
        uint _e3333 = l_mut_6_;
        bool l_1406_ = (_e3333 == 1u);
        if (l_1402_) {
            local_143 = l_1406_;
        } else {
            local_143 = false;
        }
        bool l_1407_ = local_143;
        double _e3340 = l_mut_238_;
        double l_1408_ = (l_1407_ ? l_1397_ : _e3340);
        l_mut_238_ = l_1408_;
        uint _e3342 = l_mut_6_;
        bool l_1409_ = (_e3342 == 2u);
        if (l_1402_) {
            local_144 = l_1409_;
        } else {
            local_144 = false;
        }
        bool l_1410_ = local_144;
        double _e3349 = l_mut_237_;
        double l_1411_ = (l_1410_ ? l_1397_ : _e3349);
        l_mut_237_ = l_1411_;
        double l_1412_ = (l_1402_ ? l_1399_ : l_1397_);
        double _e3352 = l_mut_5_;
        double l_1413_ = (_e3352 + l_1396_);
        double l_1414_ = (l_1400_ ? l_1412_ : l_1413_);
        l_mut_5_ = l_1414_;
        uint l_1415_ = uint(l_1402_);
        uint _e3356 = l_mut_6_;
        l_mut_6_ = (_e3356 + l_1415_);
        double _e3358 = l_mut_5_;
        double l_1416_ = (_e3358 + l_1393_);
        double _e3360 = l_mut_5_;
        double l_1417_ = (l_1416_ - _e3360);
        double l_1418_ = (l_1393_ - l_1417_);
        uint _e3363 = l_mut_6_;
        bool l_1419_ = (_e3363 < 3u);
        bool l_1420_ = (l_1418_ != 0.0LF);
        if (l_1419_) {
            local_145 = l_1420_;
        } else {
            local_145 = false;
        }
        bool l_1421_ = local_145;
        uint _e3372 = l_mut_6_;
        bool l_1422_ = (_e3372 == 0u);
        if (l_1421_) {
            local_146 = l_1422_;
        } else {
            local_146 = false;
        }
        bool l_1423_ = local_146;
        double _e3379 = l_mut_239_;
        double l_1424_ = (l_1423_ ? l_1416_ : _e3379);
        l_mut_239_ = l_1424_;
        uint _e3381 = l_mut_6_;
        bool l_1425_ = (_e3381 == 1u);
        if (l_1421_) {
            local_147 = l_1425_;
        } else {
            local_147 = false;
        }
        bool l_1426_ = local_147;
        double _e3388 = l_mut_238_;
        double l_1427_ = (l_1426_ ? l_1416_ : _e3388);
        l_mut_238_ = l_1427_;
        uint _e3390 = l_mut_6_;
        bool l_1428_ = (_e3390 == 2u);
        if (l_1421_) {
            local_148 = l_1428_;
        } else {
            local_148 = false;
        }
        bool l_1429_ = local_148;
        double _e3397 = l_mut_237_;
        double l_1430_ = (l_1429_ ? l_1416_ : _e3397);
        l_mut_237_ = l_1430_;
        double l_1431_ = (l_1421_ ? l_1418_ : l_1416_);
        double _e3400 = l_mut_5_;
        double l_1432_ = (_e3400 + l_1393_);
        double l_1433_ = (l_1419_ ? l_1431_ : l_1432_);
        l_mut_5_ = l_1433_;
        uint l_1434_ = uint(l_1421_);
        uint _e3404 = l_mut_6_;
        l_mut_6_ = (_e3404 + l_1434_);
        double _e3406 = l_mut_5_;
        double l_1435_ = (_e3406 + l_1390_);
        double _e3408 = l_mut_5_;
        double l_1436_ = (l_1435_ - _e3408);
        double l_1437_ = (l_1390_ - l_1436_);
        uint _e3411 = l_mut_6_;
        bool l_1438_ = (_e3411 < 3u);
        bool l_1439_ = (l_1437_ != 0.0LF);
        if (l_1438_) {
            local_149 = l_1439_;
        } else {
            local_149 = false;
        }
        bool l_1440_ = local_149;
        uint _e3420 = l_mut_6_;
        bool l_1441_ = (_e3420 == 0u);
        if (l_1440_) {
            local_150 = l_1441_;
        } else {
            local_150 = false;
        }
        bool l_1442_ = local_150;
        double _e3427 = l_mut_239_;
        double l_1443_ = (l_1442_ ? l_1435_ : _e3427);
        l_mut_239_ = l_1443_;
        uint _e3429 = l_mut_6_;
        bool l_1444_ = (_e3429 == 1u);
        if (l_1440_) {
            local_151 = l_1444_;
        } else {
            local_151 = false;
        }
        bool l_1445_ = local_151;
        double _e3436 = l_mut_238_;
        double l_1446_ = (l_1445_ ? l_1435_ : _e3436);
        l_mut_238_ = l_1446_;
        uint _e3438 = l_mut_6_;
        bool l_1447_ = (_e3438 == 2u);
        if (l_1440_) {
            local_152 = l_1447_;
        } else {
            local_152 = false;
        }
        bool l_1448_ = local_152;
        double _e3445 = l_mut_237_;
        double l_1449_ = (l_1448_ ? l_1435_ : _e3445);
        l_mut_237_ = l_1449_;
        double l_1450_ = (l_1440_ ? l_1437_ : l_1435_);
        double _e3448 = l_mut_5_;
        double l_1451_ = (_e3448 + l_1390_);
        double l_1452_ = (l_1438_ ? l_1450_ : l_1451_);
        l_mut_5_ = l_1452_;
        uint l_1453_ = uint(l_1440_);
        uint _e3452 = l_mut_6_;
        l_mut_6_ = (_e3452 + l_1453_);
        double _e3454 = l_mut_5_;
        double l_1454_ = (_e3454 + l_1387_);
        double _e3456 = l_mut_5_;
        double l_1455_ = (l_1454_ - _e3456);
        double l_1456_ = (l_1387_ - l_1455_);
        uint _e3459 = l_mut_6_;
        bool l_1457_ = (_e3459 < 3u);
        bool l_1458_ = (l_1456_ != 0.0LF);
        if (l_1457_) {
            local_153 = l_1458_;
        } else {
            local_153 = false;
        }
        bool l_1459_ = local_153;
        uint _e3468 = l_mut_6_;
        bool l_1460_ = (_e3468 == 0u);
        if (l_1459_) {
            local_154 = l_1460_;
        } else {
            local_154 = false;
        }
        bool l_1461_ = local_154;
        double _e3475 = l_mut_239_;
        double l_1462_ = (l_1461_ ? l_1454_ : _e3475);
        l_mut_239_ = l_1462_;
        uint _e3477 = l_mut_6_;
        bool l_1463_ = (_e3477 == 1u);
        if (l_1459_) {
            local_155 = l_1463_;
        } else {
            local_155 = false;
        }
        bool l_1464_ = local_155;
        double _e3484 = l_mut_238_;
        double l_1465_ = (l_1464_ ? l_1454_ : _e3484);
        l_mut_238_ = l_1465_;
        uint _e3486 = l_mut_6_;
        bool l_1466_ = (_e3486 == 2u);
        if (l_1459_) {
            local_156 = l_1466_;
        } else {
            local_156 = false;
        }
        bool l_1467_ = local_156;
        double _e3493 = l_mut_237_;
        double l_1468_ = (l_1467_ ? l_1454_ : _e3493);
        l_mut_237_ = l_1468_;
        double l_1469_ = (l_1459_ ? l_1456_ : l_1454_);
        double _e3496 = l_mut_5_;
        double l_1470_ = (_e3496 + l_1387_);
        double l_1471_ = (l_1457_ ? l_1469_ : l_1470_);
        l_mut_5_ = l_1471_;
        uint l_1472_ = uint(l_1459_);
        uint _e3500 = l_mut_6_;
        l_mut_6_ = (_e3500 + l_1472_);
        uint _e3502 = l_mut_6_;
        bool l_1473_ = (_e3502 == 0u);
        double _e3505 = l_mut_239_;
        double _e3506 = l_mut_5_;
        double l_1474_ = (l_1473_ ? _e3506 : _e3505);
        l_mut_239_ = l_1474_;
        uint _e3508 = l_mut_6_;
        bool l_1475_ = (_e3508 == 1u);
        double _e3511 = l_mut_238_;
        double _e3512 = l_mut_5_;
        double l_1476_ = (l_1475_ ? _e3512 : _e3511);
        l_mut_238_ = l_1476_;
        uint _e3514 = l_mut_6_;
        bool l_1477_ = (_e3514 == 2u);
        double _e3517 = l_mut_237_;
        double _e3518 = l_mut_5_;
        double l_1478_ = (l_1477_ ? _e3518 : _e3517);
        l_mut_237_ = l_1478_;
        uint _e3520 = l_mut_6_;
        bool l_1479_ = (_e3520 == 3u);
        double _e3523 = l_mut_236_;
        double _e3524 = l_mut_5_;
        double l_1480_ = (l_1479_ ? _e3524 : _e3523);
        l_mut_236_ = l_1480_;
        double _e3526 = l_mut_239_;
        double l_1481_ = -(_e3526);
        double _e3528 = l_mut_238_;
        double l_1482_ = -(_e3528);
        double _e3530 = l_mut_237_;
        double l_1483_ = -(_e3530);
        double _e3532 = l_mut_236_;
        double l_1484_ = -(_e3532);
        double _e3535 = l_mut_976_;
        a_1485_[0] = _e3535;
        a_1485_[1] = l_1481_;
        double _e3538 = l_mut_975_;
        a_1485_[2] = _e3538;
        a_1485_[3] = l_1482_;
        double _e3541 = l_mut_974_;
        a_1485_[4] = _e3541;
        a_1485_[5] = l_1483_;
        double _e3544 = l_mut_973_;
        a_1485_[6] = _e3544;
        a_1485_[7] = l_1484_;
        double l_1486_ = a_1485_[7];
        l_mut_239_ = l_1486_;
        double l_1487_ = a_1485_[6];
        double _e3550 = l_mut_239_;
        double l_1488_ = (l_1487_ + _e3550);
        double l_1489_ = (l_1488_ - l_1487_);
        double l_1490_ = (l_1488_ - l_1489_);
        double l_1491_ = (l_1487_ - l_1490_);
        double _e3555 = l_mut_239_;
        double l_1492_ = (_e3555 - l_1489_);
        double l_1493_ = (l_1491_ + l_1492_);
        a_1485_[7] = l_1493_;
        l_mut_239_ = l_1488_;
        double l_1494_ = a_1485_[5];
        double _e3561 = l_mut_239_;
        double l_1495_ = (l_1494_ + _e3561);
        double l_1496_ = (l_1495_ - l_1494_);
        double l_1497_ = (l_1495_ - l_1496_);
        double l_1498_ = (l_1494_ - l_1497_);
        double _e3566 = l_mut_239_;
        double l_1499_ = (_e3566 - l_1496_);
        double l_1500_ = (l_1498_ + l_1499_);
        a_1485_[6] = l_1500_;
        l_mut_239_ = l_1495_;
        double l_1501_ = a_1485_[4];
        double _e3572 = l_mut_239_;
        double l_1502_ = (l_1501_ + _e3572);
        double l_1503_ = (l_1502_ - l_1501_);
        double l_1504_ = (l_1502_ - l_1503_);
        double l_1505_ = (l_1501_ - l_1504_);
        double _e3577 = l_mut_239_;
        double l_1506_ = (_e3577 - l_1503_);
        double l_1507_ = (l_1505_ + l_1506_);
        a_1485_[5] = l_1507_;
        l_mut_239_ = l_1502_;
        double l_1508_ = a_1485_[3];
        double _e3583 = l_mut_239_;
        double l_1509_ = (l_1508_ + _e3583);
        double l_1510_ = (l_1509_ - l_1508_);
        double l_1511_ = (l_1509_ - l_1510_);
        double l_1512_ = (l_1508_ - l_1511_);
        double _e3588 = l_mut_239_;
        double l_1513_ = (_e3588 - l_1510_);
        double l_1514_ = (l_1512_ + l_1513_);
        a_1485_[4] = l_1514_;
        l_mut_239_ = l_1509_;
        double l_1515_ = a_1485_[2];
        double _e3594 = l_mut_239_;
        double l_1516_ = (l_1515_ + _e3594);
        double l_1517_ = (l_1516_ - l_1515_);
        double l_1518_ = (l_1516_ - l_1517_);
        double l_1519_ = (l_1515_ - l_1518_);
        double _e3599 = l_mut_239_;
        double l_1520_ = (_e3599 - l_1517_);
        double l_1521_ = (l_1519_ + l_1520_);
        a_1485_[3] = l_1521_;
        l_mut_239_ = l_1516_;
        double l_1522_ = a_1485_[1];
        double _e3605 = l_mut_239_;
        double l_1523_ = (l_1522_ + _e3605);
        double l_1524_ = (l_1523_ - l_1522_);
        double l_1525_ = (l_1523_ - l_1524_);
        double l_1526_ = (l_1522_ - l_1525_);
        double _e3610 = l_mut_239_;
        double l_1527_ = (_e3610 - l_1524_);
        double l_1528_ = (l_1526_ + l_1527_);
        a_1485_[2] = l_1528_;
        l_mut_239_ = l_1523_;
        double l_1529_ = a_1485_[0];
        double _e3616 = l_mut_239_;
        double l_1530_ = (l_1529_ + _e3616);
        double l_1531_ = (l_1530_ - l_1529_);
        double l_1532_ = (l_1530_ - l_1531_);
        double l_1533_ = (l_1529_ - l_1532_);
        double _e3621 = l_mut_239_;
        double l_1534_ = (_e3621 - l_1531_);
        double l_1535_ = (l_1533_ + l_1534_);
        a_1485_[1] = l_1535_;
        l_mut_239_ = l_1530_;
        double _e3626 = l_mut_239_;
        a_1485_[0] = _e3626;
        double l_1536_ = a_1485_[7];
        l_mut_239_ = l_1536_;
        double l_1537_ = a_1485_[6];
        double _e3631 = l_mut_239_;
        double l_1538_ = (l_1537_ + _e3631);
        double l_1539_ = (l_1538_ - l_1537_);
        double l_1540_ = (l_1538_ - l_1539_);
        double l_1541_ = (l_1537_ - l_1540_);
        double _e3636 = l_mut_239_;
        double l_1542_ = (_e3636 - l_1539_);
        double l_1543_ = (l_1541_ + l_1542_);
        a_1485_[7] = l_1543_;
        l_mut_239_ = l_1538_;
        double l_1544_ = a_1485_[5];
        double _e3642 = l_mut_239_;
        double l_1545_ = (l_1544_ + _e3642);
        double l_1546_ = (l_1545_ - l_1544_);
        double l_1547_ = (l_1545_ - l_1546_);
        double l_1548_ = (l_1544_ - l_1547_);
        double _e3647 = l_mut_239_;
        double l_1549_ = (_e3647 - l_1546_);
        double l_1550_ = (l_1548_ + l_1549_);
        a_1485_[6] = l_1550_;
        l_mut_239_ = l_1545_;
        double l_1551_ = a_1485_[4];
        double _e3653 = l_mut_239_;
        double l_1552_ = (l_1551_ + _e3653);
        double l_1553_ = (l_1552_ - l_1551_);
        double l_1554_ = (l_1552_ - l_1553_);
        double l_1555_ = (l_1551_ - l_1554_);
        double _e3658 = l_mut_239_;
        double l_1556_ = (_e3658 - l_1553_);
        double l_1557_ = (l_1555_ + l_1556_);
        a_1485_[5] = l_1557_;
        l_mut_239_ = l_1552_;
        double l_1558_ = a_1485_[3];
        double _e3664 = l_mut_239_;
        double l_1559_ = (l_1558_ + _e3664);
        double l_1560_ = (l_1559_ - l_1558_);
        double l_1561_ = (l_1559_ - l_1560_);
        double l_1562_ = (l_1558_ - l_1561_);
        double _e3669 = l_mut_239_;
        double l_1563_ = (_e3669 - l_1560_);
        double l_1564_ = (l_1562_ + l_1563_);
        a_1485_[4] = l_1564_;
        l_mut_239_ = l_1559_;
        double l_1565_ = a_1485_[2];
        double _e3675 = l_mut_239_;
        double l_1566_ = (l_1565_ + _e3675);
        double l_1567_ = (l_1566_ - l_1565_);
        double l_1568_ = (l_1566_ - l_1567_);
        double l_1569_ = (l_1565_ - l_1568_);
        double _e3680 = l_mut_239_;
        double l_1570_ = (_e3680 - l_1567_);
        double l_1571_ = (l_1569_ + l_1570_);
        a_1485_[3] = l_1571_;
        l_mut_239_ = l_1566_;
        double l_1572_ = a_1485_[1];
        double _e3686 = l_mut_239_;
        double l_1573_ = (l_1572_ + _e3686);
        double l_1574_ = (l_1573_ - l_1572_);
        double l_1575_ = (l_1573_ - l_1574_);
        double l_1576_ = (l_1572_ - l_1575_);
        double _e3691 = l_mut_239_;
        double l_1577_ = (_e3691 - l_1574_);
        double l_1578_ = (l_1576_ + l_1577_);
        a_1485_[2] = l_1578_;
        l_mut_239_ = l_1573_;
        double l_1579_ = a_1485_[0];
        double _e3697 = l_mut_239_;
        double l_1580_ = (l_1579_ + _e3697);
        double l_1581_ = (l_1580_ - l_1579_);
        double l_1582_ = (l_1580_ - l_1581_);
        double l_1583_ = (l_1579_ - l_1582_);
        double _e3702 = l_mut_239_;
        double l_1584_ = (_e3702 - l_1581_);
        double l_1585_ = (l_1583_ + l_1584_);
        a_1485_[1] = l_1585_;
        l_mut_239_ = l_1580_;
        double _e3707 = l_mut_239_;
        a_1485_[0] = _e3707;
        l_mut_239_ = 0.0LF;
        l_mut_238_ = 0.0LF;
        l_mut_237_ = 0.0LF;
        l_mut_236_ = 0.0LF;
        double l_1586_ = a_1485_[0];
        l_mut_5_ = l_1586_;
        l_mut_6_ = 0u;
        double l_1587_ = a_1485_[1];
        double _e3717 = l_mut_5_;
        double l_1588_ = (_e3717 + l_1587_);
        double _e3719 = l_mut_5_;
        double l_1589_ = (l_1588_ - _e3719);
        double l_1590_ = (l_1588_ - l_1589_);
        double _e3722 = l_mut_5_;
        double l_1591_ = (_e3722 - l_1590_);
        double l_1592_ = (l_1587_ - l_1589_);
        double l_1593_ = (l_1591_ + l_1592_);
        uint _e3726 = l_mut_6_;
        bool l_1594_ = (_e3726 < 3u);
        bool l_1595_ = (l_1593_ != 0.0LF);
        if (l_1594_) {
            local_157 = l_1595_;
        } else {
            local_157 = false;
        }
        bool l_1596_ = local_157;
        uint _e3735 = l_mut_6_;
        bool l_1597_ = (_e3735 == 0u);
        if (l_1596_) {
            local_158 = l_1597_;
        } else {
            local_158 = false;
        }
        bool l_1598_ = local_158;
        double _e3742 = l_mut_239_;
        double l_1599_ = (l_1598_ ? l_1588_ : _e3742);
        l_mut_239_ = l_1599_;
        uint _e3744 = l_mut_6_;
        bool l_1600_ = (_e3744 == 1u);
        if (l_1596_) {
            local_159 = l_1600_;
        } else {
            local_159 = false;
        }
        bool l_1601_ = local_159;
        double _e3751 = l_mut_238_;
        double l_1602_ = (l_1601_ ? l_1588_ : _e3751);
        l_mut_238_ = l_1602_;
        uint _e3753 = l_mut_6_;
        bool l_1603_ = (_e3753 == 2u);
        if (l_1596_) {
            local_160 = l_1603_;
        } else {
            local_160 = false;
        }
        bool l_1604_ = local_160;
        double _e3760 = l_mut_237_;
        double l_1605_ = (l_1604_ ? l_1588_ : _e3760);
        l_mut_237_ = l_1605_;
        double l_1606_ = (l_1596_ ? l_1593_ : l_1588_);
        double _e3763 = l_mut_5_;
        double l_1607_ = (_e3763 + l_1587_);
        double l_1608_ = (l_1594_ ? l_1606_ : l_1607_);
        l_mut_5_ = l_1608_;
        uint l_1609_ = uint(l_1596_);
        uint _e3767 = l_mut_6_;
        l_mut_6_ = (_e3767 + l_1609_);
        double l_1610_ = a_1485_[2];
        double _e3771 = l_mut_5_;
        double l_1611_ = (_e3771 + l_1610_);
        double _e3773 = l_mut_5_;
        double l_1612_ = (l_1611_ - _e3773);
        double l_1613_ = (l_1611_ - l_1612_);
        double _e3776 = l_mut_5_;
        double l_1614_ = (_e3776 - l_1613_);
        double l_1615_ = (l_1610_ - l_1612_);
        double l_1616_ = (l_1614_ + l_1615_);
        uint _e3780 = l_mut_6_;
        bool l_1617_ = (_e3780 < 3u);
        bool l_1618_ = (l_1616_ != 0.0LF);
        if (l_1617_) {
            local_161 = l_1618_;
        } else {
            local_161 = false;
        }
        bool l_1619_ = local_161;
        uint _e3789 = l_mut_6_;
        bool l_1620_ = (_e3789 == 0u);
        if (l_1619_) {
            local_162 = l_1620_;
        } else {
            local_162 = false;
        }
        bool l_1621_ = local_162;
        double _e3796 = l_mut_239_;
        double l_1622_ = (l_1621_ ? l_1611_ : _e3796);
        l_mut_239_ = l_1622_;
        uint _e3798 = l_mut_6_;
        bool l_1623_ = (_e3798 == 1u);
        if (l_1619_) {
            local_163 = l_1623_;
        } else {
            local_163 = false;
        }
        bool l_1624_ = local_163;
        double _e3805 = l_mut_238_;
        double l_1625_ = (l_1624_ ? l_1611_ : _e3805);
        l_mut_238_ = l_1625_;
        uint _e3807 = l_mut_6_;
        bool l_1626_ = (_e3807 == 2u);
        if (l_1619_) {
            local_164 = l_1626_;
        } else {
            local_164 = false;
        }
        bool l_1627_ = local_164;
        double _e3814 = l_mut_237_;
        double l_1628_ = (l_1627_ ? l_1611_ : _e3814);
        l_mut_237_ = l_1628_;
        double l_1629_ = (l_1619_ ? l_1616_ : l_1611_);
        double _e3817 = l_mut_5_;
        double l_1630_ = (_e3817 + l_1610_);
        double l_1631_ = (l_1617_ ? l_1629_ : l_1630_);
        l_mut_5_ = l_1631_;
        uint l_1632_ = uint(l_1619_);
        uint _e3821 = l_mut_6_;
        l_mut_6_ = (_e3821 + l_1632_);
        double l_1633_ = a_1485_[3];
        double _e3825 = l_mut_5_;
        double l_1634_ = (_e3825 + l_1633_);
        double _e3827 = l_mut_5_;
        double l_1635_ = (l_1634_ - _e3827);
        double l_1636_ = (l_1634_ - l_1635_);
        double _e3830 = l_mut_5_;
        double l_1637_ = (_e3830 - l_1636_);
        double l_1638_ = (l_1633_ - l_1635_);
        double l_1639_ = (l_1637_ + l_1638_);
        uint _e3834 = l_mut_6_;
        bool l_1640_ = (_e3834 < 3u);
        bool l_1641_ = (l_1639_ != 0.0LF);
        if (l_1640_) {
            local_165 = l_1641_;
        } else {
            local_165 = false;
        }
        bool l_1642_ = local_165;
        uint _e3843 = l_mut_6_;
        bool l_1643_ = (_e3843 == 0u);
        if (l_1642_) {
            local_166 = l_1643_;
        } else {
            local_166 = false;
        }
        bool l_1644_ = local_166;
        double _e3850 = l_mut_239_;
        double l_1645_ = (l_1644_ ? l_1634_ : _e3850);
        l_mut_239_ = l_1645_;
        uint _e3852 = l_mut_6_;
        bool l_1646_ = (_e3852 == 1u);
        if (l_1642_) {
            local_167 = l_1646_;
        } else {
            local_167 = false;
        }
        bool l_1647_ = local_167;
        double _e3859 = l_mut_238_;
        double l_1648_ = (l_1647_ ? l_1634_ : _e3859);
        l_mut_238_ = l_1648_;
        uint _e3861 = l_mut_6_;
        bool l_1649_ = (_e3861 == 2u);
        if (l_1642_) {
            local_168 = l_1649_;
        } else {
            local_168 = false;
        }
        bool l_1650_ = local_168;
        double _e3868 = l_mut_237_;
        double l_1651_ = (l_1650_ ? l_1634_ : _e3868);
        l_mut_237_ = l_1651_;
        double l_1652_ = (l_1642_ ? l_1639_ : l_1634_);
        double _e3871 = l_mut_5_;
        double l_1653_ = (_e3871 + l_1633_);
        double l_1654_ = (l_1640_ ? l_1652_ : l_1653_);
        l_mut_5_ = l_1654_;
        uint l_1655_ = uint(l_1642_);
        uint _e3875 = l_mut_6_;
        l_mut_6_ = (_e3875 + l_1655_);
        double l_1656_ = a_1485_[4];
        double _e3879 = l_mut_5_;
        double l_1657_ = (_e3879 + l_1656_);
        double _e3881 = l_mut_5_;
        double l_1658_ = (l_1657_ - _e3881);
        double l_1659_ = (l_1657_ - l_1658_);
        double _e3884 = l_mut_5_;
        double l_1660_ = (_e3884 - l_1659_);
        double l_1661_ = (l_1656_ - l_1658_);
        double l_1662_ = (l_1660_ + l_1661_);
        uint _e3888 = l_mut_6_;
        bool l_1663_ = (_e3888 < 3u);
        bool l_1664_ = (l_1662_ != 0.0LF);
        if (l_1663_) {
            local_169 = l_1664_;
        } else {
            local_169 = false;
        }
        bool l_1665_ = local_169;
        uint _e3897 = l_mut_6_;
        bool l_1666_ = (_e3897 == 0u);
        if (l_1665_) {
            local_170 = l_1666_;
        } else {
            local_170 = false;
        }
        bool l_1667_ = local_170;
        double _e3904 = l_mut_239_;
        double l_1668_ = (l_1667_ ? l_1657_ : _e3904);
        l_mut_239_ = l_1668_;
        uint _e3906 = l_mut_6_;
        bool l_1669_ = (_e3906 == 1u);
        if (l_1665_) {
            local_171 = l_1669_;
        } else {
            local_171 = false;
        }
        bool l_1670_ = local_171;
        double _e3913 = l_mut_238_;
        double l_1671_ = (l_1670_ ? l_1657_ : _e3913);
        l_mut_238_ = l_1671_;
        uint _e3915 = l_mut_6_;
        bool l_1672_ = (_e3915 == 2u);
        if (l_1665_) {
            local_172 = l_1672_;
        } else {
            local_172 = false;
        }
        bool l_1673_ = local_172;
        double _e3922 = l_mut_237_;
        double l_1674_ = (l_1673_ ? l_1657_ : _e3922);
        l_mut_237_ = l_1674_;
        double l_1675_ = (l_1665_ ? l_1662_ : l_1657_);
        double _e3925 = l_mut_5_;
        double l_1676_ = (_e3925 + l_1656_);
        double l_1677_ = (l_1663_ ? l_1675_ : l_1676_);
        l_mut_5_ = l_1677_;
        uint l_1678_ = uint(l_1665_);
        uint _e3929 = l_mut_6_;
        l_mut_6_ = (_e3929 + l_1678_);
        double l_1679_ = a_1485_[5];
        double _e3933 = l_mut_5_;
        double l_1680_ = (_e3933 + l_1679_);
        double _e3935 = l_mut_5_;
        double l_1681_ = (l_1680_ - _e3935);
        double l_1682_ = (l_1680_ - l_1681_);
        double _e3938 = l_mut_5_;
        double l_1683_ = (_e3938 - l_1682_);
        double l_1684_ = (l_1679_ - l_1681_);
        double l_1685_ = (l_1683_ + l_1684_);
        uint _e3942 = l_mut_6_;
        bool l_1686_ = (_e3942 < 3u);
        bool l_1687_ = (l_1685_ != 0.0LF);
        if (l_1686_) {
            local_173 = l_1687_;
        } else {
            local_173 = false;
        }
        bool l_1688_ = local_173;
        uint _e3951 = l_mut_6_;
        bool l_1689_ = (_e3951 == 0u);
        if (l_1688_) {
            local_174 = l_1689_;
        } else {
            local_174 = false;
        }
        bool l_1690_ = local_174;
        double _e3958 = l_mut_239_;
        double l_1691_ = (l_1690_ ? l_1680_ : _e3958);
        l_mut_239_ = l_1691_;
        uint _e3960 = l_mut_6_;
        bool l_1692_ = (_e3960 == 1u);
        if (l_1688_) {
            local_175 = l_1692_;
        } else {
            local_175 = false;
        }
        bool l_1693_ = local_175;
        double _e3967 = l_mut_238_;
        double l_1694_ = (l_1693_ ? l_1680_ : _e3967);
        l_mut_238_ = l_1694_;
        uint _e3969 = l_mut_6_;
        bool l_1695_ = (_e3969 == 2u);
        if (l_1688_) {
            local_176 = l_1695_;
        } else {
            local_176 = false;
        }
        bool l_1696_ = local_176;
        double _e3976 = l_mut_237_;
        double l_1697_ = (l_1696_ ? l_1680_ : _e3976);
        l_mut_237_ = l_1697_;
        double l_1698_ = (l_1688_ ? l_1685_ : l_1680_);
        double _e3979 = l_mut_5_;
        double l_1699_ = (_e3979 + l_1679_);
        double l_1700_ = (l_1686_ ? l_1698_ : l_1699_);
        l_mut_5_ = l_1700_;
        uint l_1701_ = uint(l_1688_);
        uint _e3983 = l_mut_6_;
        l_mut_6_ = (_e3983 + l_1701_);
        double l_1702_ = a_1485_[6];
        double _e3987 = l_mut_5_;
        double l_1703_ = (_e3987 + l_1702_);
        double _e3989 = l_mut_5_;
        double l_1704_ = (l_1703_ - _e3989);
        double l_1705_ = (l_1703_ - l_1704_);
        double _e3992 = l_mut_5_;
        double l_1706_ = (_e3992 - l_1705_);
        double l_1707_ = (l_1702_ - l_1704_);
        double l_1708_ = (l_1706_ + l_1707_);
        uint _e3996 = l_mut_6_;
        bool l_1709_ = (_e3996 < 3u);
        bool l_1710_ = (l_1708_ != 0.0LF);
        if (l_1709_) {
            local_177 = l_1710_;
        } else {
            local_177 = false;
        }
        bool l_1711_ = local_177;
        uint _e4005 = l_mut_6_;
        bool l_1712_ = (_e4005 == 0u);
        if (l_1711_) {
            local_178 = l_1712_;
        } else {
            local_178 = false;
        }
        bool l_1713_ = local_178;
        double _e4012 = l_mut_239_;
        double l_1714_ = (l_1713_ ? l_1703_ : _e4012);
        l_mut_239_ = l_1714_;
        uint _e4014 = l_mut_6_;
        bool l_1715_ = (_e4014 == 1u);
        if (l_1711_) {
            local_179 = l_1715_;
        } else {
            local_179 = false;
        }
        bool l_1716_ = local_179;
        double _e4021 = l_mut_238_;
        double l_1717_ = (l_1716_ ? l_1703_ : _e4021);
        l_mut_238_ = l_1717_;
        uint _e4023 = l_mut_6_;
        bool l_1718_ = (_e4023 == 2u);
        if (l_1711_) {
            local_180 = l_1718_;
        } else {
            local_180 = false;
        }
        bool l_1719_ = local_180;
        double _e4030 = l_mut_237_;
        double l_1720_ = (l_1719_ ? l_1703_ : _e4030);
        l_mut_237_ = l_1720_;
        double l_1721_ = (l_1711_ ? l_1708_ : l_1703_);
        double _e4033 = l_mut_5_;
        double l_1722_ = (_e4033 + l_1702_);
        double l_1723_ = (l_1709_ ? l_1721_ : l_1722_);
        l_mut_5_ = l_1723_;
        uint l_1724_ = uint(l_1711_);
        uint _e4037 = l_mut_6_;
        l_mut_6_ = (_e4037 + l_1724_);
        double l_1725_ = a_1485_[7];
        double _e4041 = l_mut_5_;
        double l_1726_ = (_e4041 + l_1725_);
        double _e4043 = l_mut_5_;
        double l_1727_ = (l_1726_ - _e4043);
        double l_1728_ = (l_1726_ - l_1727_);
        double _e4046 = l_mut_5_;
        double l_1729_ = (_e4046 - l_1728_);
        double l_1730_ = (l_1725_ - l_1727_);
        double l_1731_ = (l_1729_ + l_1730_);
        uint _e4050 = l_mut_6_;
        bool l_1732_ = (_e4050 < 3u);
        bool l_1733_ = (l_1731_ != 0.0LF);
        if (l_1732_) {
            local_181 = l_1733_;
        } else {
            local_181 = false;
        }
        bool l_1734_ = local_181;
        uint _e4059 = l_mut_6_;
        bool l_1735_ = (_e4059 == 0u);
        if (l_1734_) {
            local_182 = l_1735_;
        } else {
            local_182 = false;
        }
        bool l_1736_ = local_182;
        double _e4066 = l_mut_239_;
        double l_1737_ = (l_1736_ ? l_1726_ : _e4066);
        l_mut_239_ = l_1737_;
        uint _e4068 = l_mut_6_;
        bool l_1738_ = (_e4068 == 1u);
        if (l_1734_) {
            local_183 = l_1738_;
        } else {
            local_183 = false;
        }
        bool l_1739_ = local_183;
        double _e4075 = l_mut_238_;
        double l_1740_ = (l_1739_ ? l_1726_ : _e4075);
        l_mut_238_ = l_1740_;
        uint _e4077 = l_mut_6_;
        bool l_1741_ = (_e4077 == 2u);
        if (l_1734_) {
            local_184 = l_1741_;
        } else {
            local_184 = false;
        }
        bool l_1742_ = local_184;
        double _e4084 = l_mut_237_;
        double l_1743_ = (l_1742_ ? l_1726_ : _e4084);
        l_mut_237_ = l_1743_;
        double l_1744_ = (l_1734_ ? l_1731_ : l_1726_);
        double _e4087 = l_mut_5_;
        double l_1745_ = (_e4087 + l_1725_);
        double l_1746_ = (l_1732_ ? l_1744_ : l_1745_);
        l_mut_5_ = l_1746_;
        uint l_1747_ = uint(l_1734_);
        uint _e4091 = l_mut_6_;
        l_mut_6_ = (_e4091 + l_1747_);
        uint _e4093 = l_mut_6_;
        bool l_1748_ = (_e4093 == 0u);
        double _e4096 = l_mut_239_;
        double _e4097 = l_mut_5_;
        double l_1749_ = (l_1748_ ? _e4097 : _e4096);
        l_mut_239_ = l_1749_;
        uint _e4099 = l_mut_6_;
        bool l_1750_ = (_e4099 == 1u);
        double _e4102 = l_mut_238_;
        double _e4103 = l_mut_5_;
        double l_1751_ = (l_1750_ ? _e4103 : _e4102);
        l_mut_238_ = l_1751_;
        uint _e4105 = l_mut_6_;
        bool l_1752_ = (_e4105 == 2u);
        double _e4108 = l_mut_237_;
        double _e4109 = l_mut_5_;
        double l_1753_ = (l_1752_ ? _e4109 : _e4108);
        l_mut_237_ = l_1753_;
        uint _e4111 = l_mut_6_;
        bool l_1754_ = (_e4111 == 3u);
        double _e4114 = l_mut_236_;
        double _e4115 = l_mut_5_;
        double l_1755_ = (l_1754_ ? _e4115 : _e4114);
        l_mut_236_ = l_1755_;
        double _e4117 = l_mut_239_;
        double l_1756_ = (_e4117 * l_491_);
        double l_1757_ = (l_463_ * l_1756_);
        double l_1758_ = -(l_1757_);
        double l_1759_ = fma(l_463_, l_1756_, l_1758_);
        double l_1760_ = (l_465_ * l_1756_);
        double l_1761_ = -(l_1760_);
        double l_1762_ = fma(l_465_, l_1756_, l_1761_);
        double l_1763_ = (l_468_ * l_1756_);
        double l_1764_ = -(l_1763_);
        double l_1765_ = fma(l_468_, l_1756_, l_1764_);
        double l_1766_ = (l_471_ * l_1756_);
        double l_1767_ = (l_1759_ + l_1760_);
        double l_1768_ = (l_1767_ - l_1759_);
        double l_1769_ = (l_1767_ - l_1768_);
        double l_1770_ = (l_1759_ - l_1769_);
        double l_1771_ = (l_1760_ - l_1768_);
        double l_1772_ = (l_1770_ + l_1771_);
        double l_1773_ = (l_1772_ + l_1762_);
        double l_1774_ = (l_1773_ - l_1772_);
        double l_1775_ = (l_1773_ - l_1774_);
        double l_1776_ = (l_1772_ - l_1775_);
        double l_1777_ = (l_1762_ - l_1774_);
        double l_1778_ = (l_1776_ + l_1777_);
        double l_1779_ = (l_1763_ + l_1773_);
        double l_1780_ = (l_1779_ - l_1763_);
        double l_1781_ = (l_1779_ - l_1780_);
        double l_1782_ = (l_1763_ - l_1781_);
        double l_1783_ = (l_1773_ - l_1780_);
        double l_1784_ = (l_1782_ + l_1783_);
        double l_1785_ = (l_1778_ + l_1784_);
        double l_1786_ = (l_1785_ - l_1778_);
        double l_1787_ = (l_1785_ - l_1786_);
        double l_1788_ = (l_1778_ - l_1787_);
        double l_1789_ = (l_1784_ - l_1786_);
        double l_1790_ = (l_1788_ + l_1789_);
        double l_1791_ = (l_1785_ + l_1765_);
        double l_1792_ = (l_1791_ - l_1785_);
        double l_1793_ = (l_1791_ - l_1792_);
        double l_1794_ = (l_1785_ - l_1793_);
        double l_1795_ = (l_1765_ - l_1792_);
        double l_1796_ = (l_1794_ + l_1795_);
        double l_1797_ = (l_1766_ + l_1791_);
        double l_1798_ = (l_1797_ - l_1766_);
        double l_1799_ = (l_1797_ - l_1798_);
        double l_1800_ = (l_1766_ - l_1799_);
        double l_1801_ = (l_1791_ - l_1798_);
        double l_1802_ = (l_1800_ + l_1801_);
        double l_1803_ = (l_1796_ + l_1802_);
        double l_1804_ = (l_1803_ + l_1790_);
        double l_1805_ = (l_1797_ + l_1804_);
        double l_1806_ = (l_1805_ - l_1797_);
        double l_1807_ = (l_1804_ - l_1806_);
        double l_1808_ = (l_1779_ + l_1805_);
        double l_1809_ = (l_1808_ - l_1779_);
        double l_1810_ = (l_1805_ - l_1809_);
        double l_1811_ = (l_1767_ + l_1808_);
        double l_1812_ = (l_1811_ - l_1767_);
        double l_1813_ = (l_1808_ - l_1812_);
        double l_1814_ = (l_1757_ + l_1811_);
        double l_1815_ = (l_1814_ - l_1757_);
        double l_1816_ = (l_1811_ - l_1815_);
        l_mut_976_ = 0.0LF;
        l_mut_975_ = 0.0LF;
        l_mut_974_ = 0.0LF;
        l_mut_973_ = 0.0LF;
        l_mut_5_ = l_1814_;
        l_mut_6_ = 0u;
        double _e4184 = l_mut_5_;
        double l_1817_ = (_e4184 + l_1816_);
        double _e4186 = l_mut_5_;
        double l_1818_ = (l_1817_ - _e4186);
        double l_1819_ = (l_1816_ - l_1818_);
        uint _e4189 = l_mut_6_;
        bool l_1820_ = (_e4189 < 3u);
        bool l_1821_ = (l_1819_ != 0.0LF);
        if (l_1820_) {
            local_185 = l_1821_;
        } else {
            local_185 = false;
        }
        bool l_1822_ = local_185;
        uint _e4198 = l_mut_6_;
        bool l_1823_ = (_e4198 == 0u);
        if (l_1822_) {
            local_186 = l_1823_;
        } else {
            local_186 = false;
        }
        bool l_1824_ = local_186;
        double _e4205 = l_mut_976_;
        double l_1825_ = (l_1824_ ? l_1817_ : _e4205);
        l_mut_976_ = l_1825_;
        uint _e4207 = l_mut_6_;
        bool l_1826_ = (_e4207 == 1u);
        if (l_1822_) {
            local_187 = l_1826_;
        } else {
            local_187 = false;
        }
        bool l_1827_ = local_187;
        double _e4214 = l_mut_975_;
        double l_1828_ = (l_1827_ ? l_1817_ : _e4214);
        l_mut_975_ = l_1828_;
        uint _e4216 = l_mut_6_;
        bool l_1829_ = (_e4216 == 2u);
        if (l_1822_) {
            local_188 = l_1829_;
        } else {
            local_188 = false;
        }
        bool l_1830_ = local_188;
        double _e4223 = l_mut_974_;
        double l_1831_ = (l_1830_ ? l_1817_ : _e4223);
        l_mut_974_ = l_1831_;
        double l_1832_ = (l_1822_ ? l_1819_ : l_1817_);
        double _e4226 = l_mut_5_;
        double l_1833_ = (_e4226 + l_1816_);
        double l_1834_ = (l_1820_ ? l_1832_ : l_1833_);
        l_mut_5_ = l_1834_;
        uint l_1835_ = uint(l_1822_);
        uint _e4230 = l_mut_6_;
        l_mut_6_ = (_e4230 + l_1835_);
        double _e4232 = l_mut_5_;
        double l_1836_ = (_e4232 + l_1813_);
        double _e4234 = l_mut_5_;
        double l_1837_ = (l_1836_ - _e4234);
        double l_1838_ = (l_1813_ - l_1837_);
        uint _e4237 = l_mut_6_;
        bool l_1839_ = (_e4237 < 3u);
        bool l_1840_ = (l_1838_ != 0.0LF);
        if (l_1839_) {
            local_189 = l_1840_;
        } else {
            local_189 = false;
        }
        bool l_1841_ = local_189;
        uint _e4246 = l_mut_6_;
        bool l_1842_ = (_e4246 == 0u);
        if (l_1841_) {
            local_190 = l_1842_;
        } else {
            local_190 = false;
        }
        bool l_1843_ = local_190;
        double _e4253 = l_mut_976_;
        double l_1844_ = (l_1843_ ? l_1836_ : _e4253);
        l_mut_976_ = l_1844_;
        uint _e4255 = l_mut_6_;
        bool l_1845_ = (_e4255 == 1u);
        if (l_1841_) {
            local_191 = l_1845_;
        } else {
            local_191 = false;
        }
        bool l_1846_ = local_191;
        double _e4262 = l_mut_975_;
        double l_1847_ = (l_1846_ ? l_1836_ : _e4262);
        l_mut_975_ = l_1847_;
        uint _e4264 = l_mut_6_;
        bool l_1848_ = (_e4264 == 2u);
        if (l_1841_) {
            local_192 = l_1848_;
        } else {
            local_192 = false;
        }
        bool l_1849_ = local_192;
        double _e4271 = l_mut_974_;
        double l_1850_ = (l_1849_ ? l_1836_ : _e4271);
        l_mut_974_ = l_1850_;
        double l_1851_ = (l_1841_ ? l_1838_ : l_1836_);
        double _e4274 = l_mut_5_;
        double l_1852_ = (_e4274 + l_1813_);
        double l_1853_ = (l_1839_ ? l_1851_ : l_1852_);
        l_mut_5_ = l_1853_;
        uint l_1854_ = uint(l_1841_);
        uint _e4278 = l_mut_6_;
        l_mut_6_ = (_e4278 + l_1854_);
        double _e4280 = l_mut_5_;
        double l_1855_ = (_e4280 + l_1810_);
        double _e4282 = l_mut_5_;
        double l_1856_ = (l_1855_ - _e4282);
        double l_1857_ = (l_1810_ - l_1856_);
        uint _e4285 = l_mut_6_;
        bool l_1858_ = (_e4285 < 3u);
        bool l_1859_ = (l_1857_ != 0.0LF);
        if (l_1858_) {
            local_193 = l_1859_;
        } else {
            local_193 = false;
        }
        bool l_1860_ = local_193;
        uint _e4294 = l_mut_6_;
        bool l_1861_ = (_e4294 == 0u);
        if (l_1860_) {
            local_194 = l_1861_;
        } else {
            local_194 = false;
        }
        bool l_1862_ = local_194;
        double _e4301 = l_mut_976_;
        double l_1863_ = (l_1862_ ? l_1855_ : _e4301);
        l_mut_976_ = l_1863_;
        uint _e4303 = l_mut_6_;
        bool l_1864_ = (_e4303 == 1u);
        if (l_1860_) {
            local_195 = l_1864_;
        } else {
            local_195 = false;
        }
        bool l_1865_ = local_195;
        double _e4310 = l_mut_975_;
        double l_1866_ = (l_1865_ ? l_1855_ : _e4310);
        l_mut_975_ = l_1866_;
        uint _e4312 = l_mut_6_;
        bool l_1867_ = (_e4312 == 2u);
        if (l_1860_) {
            local_196 = l_1867_;
        } else {
            local_196 = false;
        }
        bool l_1868_ = local_196;
        double _e4319 = l_mut_974_;
        double l_1869_ = (l_1868_ ? l_1855_ : _e4319);
        l_mut_974_ = l_1869_;
        double l_1870_ = (l_1860_ ? l_1857_ : l_1855_);
        double _e4322 = l_mut_5_;
        double l_1871_ = (_e4322 + l_1810_);
        double l_1872_ = (l_1858_ ? l_1870_ : l_1871_);
        l_mut_5_ = l_1872_;
        uint l_1873_ = uint(l_1860_);
        uint _e4326 = l_mut_6_;
        l_mut_6_ = (_e4326 + l_1873_);
        double _e4328 = l_mut_5_;
        double l_1874_ = (_e4328 + l_1807_);
        double _e4330 = l_mut_5_;
        double l_1875_ = (l_1874_ - _e4330);
        double l_1876_ = (l_1807_ - l_1875_);
        uint _e4333 = l_mut_6_;
        bool l_1877_ = (_e4333 < 3u);
        bool l_1878_ = (l_1876_ != 0.0LF);
        if (l_1877_) {
            local_197 = l_1878_;
        } else {
            local_197 = false;
        }
        bool l_1879_ = local_197;
        uint _e4342 = l_mut_6_;
        bool l_1880_ = (_e4342 == 0u);
        if (l_1879_) {
            local_198 = l_1880_;
        } else {
            local_198 = false;
        }
        bool l_1881_ = local_198;
        double _e4349 = l_mut_976_;
        double l_1882_ = (l_1881_ ? l_1874_ : _e4349);
        l_mut_976_ = l_1882_;
        uint _e4351 = l_mut_6_;
        bool l_1883_ = (_e4351 == 1u);
        if (l_1879_) {
            local_199 = l_1883_;
        } else {
            local_199 = false;
        }
        bool l_1884_ = local_199;
        double _e4358 = l_mut_975_;
        double l_1885_ = (l_1884_ ? l_1874_ : _e4358);
        l_mut_975_ = l_1885_;
        uint _e4360 = l_mut_6_;
        bool l_1886_ = (_e4360 == 2u);
        if (l_1879_) {
            local_200 = l_1886_;
        } else {
            local_200 = false;
        }
        bool l_1887_ = local_200;
        double _e4367 = l_mut_974_;
        double l_1888_ = (l_1887_ ? l_1874_ : _e4367);
        l_mut_974_ = l_1888_;
        double l_1889_ = (l_1879_ ? l_1876_ : l_1874_);
        double _e4370 = l_mut_5_;
        double l_1890_ = (_e4370 + l_1807_);
        double l_1891_ = (l_1877_ ? l_1889_ : l_1890_);
        l_mut_5_ = l_1891_;
        uint l_1892_ = uint(l_1879_);
        uint _e4374 = l_mut_6_;
        l_mut_6_ = (_e4374 + l_1892_);
        uint _e4376 = l_mut_6_;
        bool l_1893_ = (_e4376 == 0u);
        double _e4379 = l_mut_976_;
        double _e4380 = l_mut_5_;
        double l_1894_ = (l_1893_ ? _e4380 : _e4379);
        l_mut_976_ = l_1894_;
        uint _e4382 = l_mut_6_;
        bool l_1895_ = (_e4382 == 1u);
        double _e4385 = l_mut_975_;
        double _e4386 = l_mut_5_;
        double l_1896_ = (l_1895_ ? _e4386 : _e4385);
        l_mut_975_ = l_1896_;
        uint _e4388 = l_mut_6_;
        bool l_1897_ = (_e4388 == 2u);
        double _e4391 = l_mut_974_;
        double _e4392 = l_mut_5_;
        double l_1898_ = (l_1897_ ? _e4392 : _e4391);
        l_mut_974_ = l_1898_;
        uint _e4394 = l_mut_6_;
        bool l_1899_ = (_e4394 == 3u);
        double _e4397 = l_mut_973_;
        double _e4398 = l_mut_5_;
        double l_1900_ = (l_1899_ ? _e4398 : _e4397);
        l_mut_973_ = l_1900_;
        double _e4400 = l_mut_976_;
        double l_1901_ = -(_e4400);
        double _e4402 = l_mut_975_;
        double l_1902_ = -(_e4402);
        double _e4404 = l_mut_974_;
        double l_1903_ = -(_e4404);
        double _e4406 = l_mut_973_;
        double l_1904_ = -(_e4406);
        double _e4409 = l_mut_239_;
        a_1905_[0] = _e4409;
        a_1905_[1] = l_1901_;
        double _e4412 = l_mut_238_;
        a_1905_[2] = _e4412;
        a_1905_[3] = l_1902_;
        double _e4415 = l_mut_237_;
        a_1905_[4] = _e4415;
        a_1905_[5] = l_1903_;
        double _e4418 = l_mut_236_;
        a_1905_[6] = _e4418;
        a_1905_[7] = l_1904_;
        double l_1906_ = a_1905_[7];
        l_mut_976_ = l_1906_;
        double l_1907_ = a_1905_[6];
        double _e4424 = l_mut_976_;
        double l_1908_ = (l_1907_ + _e4424);
        double l_1909_ = (l_1908_ - l_1907_);
        double l_1910_ = (l_1908_ - l_1909_);
        double l_1911_ = (l_1907_ - l_1910_);
        double _e4429 = l_mut_976_;
        double l_1912_ = (_e4429 - l_1909_);
        double l_1913_ = (l_1911_ + l_1912_);
        a_1905_[7] = l_1913_;
        l_mut_976_ = l_1908_;
        double l_1914_ = a_1905_[5];
        double _e4435 = l_mut_976_;
        double l_1915_ = (l_1914_ + _e4435);
        double l_1916_ = (l_1915_ - l_1914_);
        double l_1917_ = (l_1915_ - l_1916_);
        double l_1918_ = (l_1914_ - l_1917_);
        double _e4440 = l_mut_976_;
        double l_1919_ = (_e4440 - l_1916_);
        double l_1920_ = (l_1918_ + l_1919_);
        a_1905_[6] = l_1920_;
        l_mut_976_ = l_1915_;
        double l_1921_ = a_1905_[4];
        double _e4446 = l_mut_976_;
        double l_1922_ = (l_1921_ + _e4446);
        double l_1923_ = (l_1922_ - l_1921_);
        double l_1924_ = (l_1922_ - l_1923_);
        double l_1925_ = (l_1921_ - l_1924_);
        double _e4451 = l_mut_976_;
        double l_1926_ = (_e4451 - l_1923_);
        double l_1927_ = (l_1925_ + l_1926_);
        a_1905_[5] = l_1927_;
        l_mut_976_ = l_1922_;
        double l_1928_ = a_1905_[3];
        double _e4457 = l_mut_976_;
        double l_1929_ = (l_1928_ + _e4457);
        double l_1930_ = (l_1929_ - l_1928_);
        double l_1931_ = (l_1929_ - l_1930_);
        double l_1932_ = (l_1928_ - l_1931_);
        double _e4462 = l_mut_976_;
        double l_1933_ = (_e4462 - l_1930_);
        double l_1934_ = (l_1932_ + l_1933_);
        a_1905_[4] = l_1934_;
        l_mut_976_ = l_1929_;
        double l_1935_ = a_1905_[2];
        double _e4468 = l_mut_976_;
        double l_1936_ = (l_1935_ + _e4468);
        double l_1937_ = (l_1936_ - l_1935_);
        double l_1938_ = (l_1936_ - l_1937_);
        double l_1939_ = (l_1935_ - l_1938_);
        double _e4473 = l_mut_976_;
        double l_1940_ = (_e4473 - l_1937_);
        double l_1941_ = (l_1939_ + l_1940_);
        a_1905_[3] = l_1941_;
        l_mut_976_ = l_1936_;
        double l_1942_ = a_1905_[1];
        double _e4479 = l_mut_976_;
        double l_1943_ = (l_1942_ + _e4479);
        double l_1944_ = (l_1943_ - l_1942_);
        double l_1945_ = (l_1943_ - l_1944_);
        double l_1946_ = (l_1942_ - l_1945_);
        double _e4484 = l_mut_976_;
        double l_1947_ = (_e4484 - l_1944_);
        double l_1948_ = (l_1946_ + l_1947_);
        a_1905_[2] = l_1948_;
        l_mut_976_ = l_1943_;
        double l_1949_ = a_1905_[0];
        double _e4490 = l_mut_976_;
        double l_1950_ = (l_1949_ + _e4490);
        double l_1951_ = (l_1950_ - l_1949_);
        double l_1952_ = (l_1950_ - l_1951_);
        double l_1953_ = (l_1949_ - l_1952_);
        double _e4495 = l_mut_976_;
        double l_1954_ = (_e4495 - l_1951_);
        double l_1955_ = (l_1953_ + l_1954_);
        a_1905_[1] = l_1955_;
        l_mut_976_ = l_1950_;
        double _e4500 = l_mut_976_;
        a_1905_[0] = _e4500;
        double l_1956_ = a_1905_[7];
        l_mut_976_ = l_1956_;
        double l_1957_ = a_1905_[6];
        double _e4505 = l_mut_976_;
        double l_1958_ = (l_1957_ + _e4505);
        double l_1959_ = (l_1958_ - l_1957_);
        double l_1960_ = (l_1958_ - l_1959_);
        double l_1961_ = (l_1957_ - l_1960_);
        double _e4510 = l_mut_976_;
        double l_1962_ = (_e4510 - l_1959_);
        double l_1963_ = (l_1961_ + l_1962_);
        a_1905_[7] = l_1963_;
        l_mut_976_ = l_1958_;
        double l_1964_ = a_1905_[5];
        double _e4516 = l_mut_976_;
        double l_1965_ = (l_1964_ + _e4516);
        double l_1966_ = (l_1965_ - l_1964_);
        double l_1967_ = (l_1965_ - l_1966_);
        double l_1968_ = (l_1964_ - l_1967_);
        double _e4521 = l_mut_976_;
        double l_1969_ = (_e4521 - l_1966_);
        double l_1970_ = (l_1968_ + l_1969_);
        a_1905_[6] = l_1970_;
        l_mut_976_ = l_1965_;
        double l_1971_ = a_1905_[4];
        double _e4527 = l_mut_976_;
        double l_1972_ = (l_1971_ + _e4527);
        double l_1973_ = (l_1972_ - l_1971_);
        double l_1974_ = (l_1972_ - l_1973_);
        double l_1975_ = (l_1971_ - l_1974_);
        double _e4532 = l_mut_976_;
        double l_1976_ = (_e4532 - l_1973_);
        double l_1977_ = (l_1975_ + l_1976_);
        a_1905_[5] = l_1977_;
        l_mut_976_ = l_1972_;
        double l_1978_ = a_1905_[3];
        double _e4538 = l_mut_976_;
        double l_1979_ = (l_1978_ + _e4538);
        double l_1980_ = (l_1979_ - l_1978_);
        double l_1981_ = (l_1979_ - l_1980_);
        double l_1982_ = (l_1978_ - l_1981_);
        double _e4543 = l_mut_976_;
        double l_1983_ = (_e4543 - l_1980_);
        double l_1984_ = (l_1982_ + l_1983_);
        a_1905_[4] = l_1984_;
        l_mut_976_ = l_1979_;
        double l_1985_ = a_1905_[2];
        double _e4549 = l_mut_976_;
        double l_1986_ = (l_1985_ + _e4549);
        double l_1987_ = (l_1986_ - l_1985_);
        double l_1988_ = (l_1986_ - l_1987_);
        double l_1989_ = (l_1985_ - l_1988_);
        double _e4554 = l_mut_976_;
        double l_1990_ = (_e4554 - l_1987_);
        double l_1991_ = (l_1989_ + l_1990_);
        a_1905_[3] = l_1991_;
        l_mut_976_ = l_1986_;
        double l_1992_ = a_1905_[1];
        double _e4560 = l_mut_976_;
        double l_1993_ = (l_1992_ + _e4560);
        double l_1994_ = (l_1993_ - l_1992_);
        double l_1995_ = (l_1993_ - l_1994_);
        double l_1996_ = (l_1992_ - l_1995_);
        double _e4565 = l_mut_976_;
        double l_1997_ = (_e4565 - l_1994_);
        double l_1998_ = (l_1996_ + l_1997_);
        a_1905_[2] = l_1998_;
        l_mut_976_ = l_1993_;
        double l_1999_ = a_1905_[0];
        double _e4571 = l_mut_976_;
        double l_2000_ = (l_1999_ + _e4571);
        double l_2001_ = (l_2000_ - l_1999_);
        double l_2002_ = (l_2000_ - l_2001_);
        double l_2003_ = (l_1999_ - l_2002_);
        double _e4576 = l_mut_976_;
        double l_2004_ = (_e4576 - l_2001_);
        double l_2005_ = (l_2003_ + l_2004_);
        a_1905_[1] = l_2005_;
        l_mut_976_ = l_2000_;
        double _e4581 = l_mut_976_;
        a_1905_[0] = _e4581;
        l_mut_976_ = 0.0LF;
        l_mut_975_ = 0.0LF;
        l_mut_974_ = 0.0LF;
        l_mut_973_ = 0.0LF;
        double l_2006_ = a_1905_[0];
        l_mut_5_ = l_2006_;
        l_mut_6_ = 0u;
        double l_2007_ = a_1905_[1];
        double _e4591 = l_mut_5_;
        double l_2008_ = (_e4591 + l_2007_);
        double _e4593 = l_mut_5_;
        double l_2009_ = (l_2008_ - _e4593);
        double l_2010_ = (l_2008_ - l_2009_);
        double _e4596 = l_mut_5_;
        double l_2011_ = (_e4596 - l_2010_);
        double l_2012_ = (l_2007_ - l_2009_);
        double l_2013_ = (l_2011_ + l_2012_);
        uint _e4600 = l_mut_6_;
        bool l_2014_ = (_e4600 < 3u);
        bool l_2015_ = (l_2013_ != 0.0LF);
        if (l_2014_) {
            local_201 = l_2015_;
        } else {
            local_201 = false;
        }
        bool l_2016_ = local_201;
        uint _e4609 = l_mut_6_;
        bool l_2017_ = (_e4609 == 0u);
        if (l_2016_) {
            local_202 = l_2017_;
        } else {
            local_202 = false;
        }
        bool l_2018_ = local_202;
        double _e4616 = l_mut_976_;
        double l_2019_ = (l_2018_ ? l_2008_ : _e4616);
        l_mut_976_ = l_2019_;
        uint _e4618 = l_mut_6_;
        bool l_2020_ = (_e4618 == 1u);
        if (l_2016_) {
            local_203 = l_2020_;
        } else {
            local_203 = false;
        }
        bool l_2021_ = local_203;
        double _e4625 = l_mut_975_;
        double l_2022_ = (l_2021_ ? l_2008_ : _e4625);
        l_mut_975_ = l_2022_;
        uint _e4627 = l_mut_6_;
        bool l_2023_ = (_e4627 == 2u);
        if (l_2016_) {
            local_204 = l_2023_;
        } else {
            local_204 = false;
        }
        bool l_2024_ = local_204;
        double _e4634 = l_mut_974_;
        double l_2025_ = (l_2024_ ? l_2008_ : _e4634);
        l_mut_974_ = l_2025_;
        double l_2026_ = (l_2016_ ? l_2013_ : l_2008_);
        double _e4637 = l_mut_5_;
        double l_2027_ = (_e4637 + l_2007_);
        double l_2028_ = (l_2014_ ? l_2026_ : l_2027_);
        l_mut_5_ = l_2028_;
        uint l_2029_ = uint(l_2016_);
        uint _e4641 = l_mut_6_;
        l_mut_6_ = (_e4641 + l_2029_);
        double l_2030_ = a_1905_[2];
        double _e4645 = l_mut_5_;
        double l_2031_ = (_e4645 + l_2030_);
        double _e4647 = l_mut_5_;
        double l_2032_ = (l_2031_ - _e4647);
        double l_2033_ = (l_2031_ - l_2032_);
        double _e4650 = l_mut_5_;
        double l_2034_ = (_e4650 - l_2033_);
        double l_2035_ = (l_2030_ - l_2032_);
        double l_2036_ = (l_2034_ + l_2035_);
        uint _e4654 = l_mut_6_;
        bool l_2037_ = (_e4654 < 3u);
        bool l_2038_ = (l_2036_ != 0.0LF);
        if (l_2037_) {
            local_205 = l_2038_;
        } else {
            local_205 = false;
        }
        bool l_2039_ = local_205;
        uint _e4663 = l_mut_6_;
        bool l_2040_ = (_e4663 == 0u);
        if (l_2039_) {
            local_206 = l_2040_;
        } else {
            local_206 = false;
        }
        bool l_2041_ = local_206;
        double _e4670 = l_mut_976_;
        double l_2042_ = (l_2041_ ? l_2031_ : _e4670);
        l_mut_976_ = l_2042_;
        uint _e4672 = l_mut_6_;
        bool l_2043_ = (_e4672 == 1u);
        if (l_2039_) {
            local_207 = l_2043_;
        } else {
            local_207 = false;
        }
        bool l_2044_ = local_207;
        double _e4679 = l_mut_975_;
        double l_2045_ = (l_2044_ ? l_2031_ : _e4679);
        l_mut_975_ = l_2045_;
        uint _e4681 = l_mut_6_;
        bool l_2046_ = (_e4681 == 2u);
        if (l_2039_) {
            local_208 = l_2046_;
        } else {
            local_208 = false;
        }
        bool l_2047_ = local_208;
        double _e4688 = l_mut_974_;
        double l_2048_ = (l_2047_ ? l_2031_ : _e4688);
        l_mut_974_ = l_2048_;
        double l_2049_ = (l_2039_ ? l_2036_ : l_2031_);
        double _e4691 = l_mut_5_;
        double l_2050_ = (_e4691 + l_2030_);
        double l_2051_ = (l_2037_ ? l_2049_ : l_2050_);
        l_mut_5_ = l_2051_;
        uint l_2052_ = uint(l_2039_);
        uint _e4695 = l_mut_6_;
        l_mut_6_ = (_e4695 + l_2052_);
        double l_2053_ = a_1905_[3];
        double _e4699 = l_mut_5_;
        double l_2054_ = (_e4699 + l_2053_);
        double _e4701 = l_mut_5_;
        double l_2055_ = (l_2054_ - _e4701);
        double l_2056_ = (l_2054_ - l_2055_);
        double _e4704 = l_mut_5_;
        double l_2057_ = (_e4704 - l_2056_);
        double l_2058_ = (l_2053_ - l_2055_);
        double l_2059_ = (l_2057_ + l_2058_);
        uint _e4708 = l_mut_6_;
        bool l_2060_ = (_e4708 < 3u);
        bool l_2061_ = (l_2059_ != 0.0LF);
        if (l_2060_) {
            local_209 = l_2061_;
        } else {
            local_209 = false;
        }
        bool l_2062_ = local_209;
        uint _e4717 = l_mut_6_;
        bool l_2063_ = (_e4717 == 0u);
        if (l_2062_) {
            local_210 = l_2063_;
        } else {
            local_210 = false;
        }
        bool l_2064_ = local_210;
        double _e4724 = l_mut_976_;
        double l_2065_ = (l_2064_ ? l_2054_ : _e4724);
        l_mut_976_ = l_2065_;
        uint _e4726 = l_mut_6_;
        bool l_2066_ = (_e4726 == 1u);
        if (l_2062_) {
            local_211 = l_2066_;
        } else {
            local_211 = false;
        }
        bool l_2067_ = local_211;
        double _e4733 = l_mut_975_;
        double l_2068_ = (l_2067_ ? l_2054_ : _e4733);
        l_mut_975_ = l_2068_;
        uint _e4735 = l_mut_6_;
        bool l_2069_ = (_e4735 == 2u);
        if (l_2062_) {
            local_212 = l_2069_;
        } else {
            local_212 = false;
        }
        bool l_2070_ = local_212;
        double _e4742 = l_mut_974_;
        double l_2071_ = (l_2070_ ? l_2054_ : _e4742);
        l_mut_974_ = l_2071_;
        double l_2072_ = (l_2062_ ? l_2059_ : l_2054_);
        double _e4745 = l_mut_5_;
        double l_2073_ = (_e4745 + l_2053_);
        double l_2074_ = (l_2060_ ? l_2072_ : l_2073_);
        l_mut_5_ = l_2074_;
        uint l_2075_ = uint(l_2062_);
        uint _e4749 = l_mut_6_;
        l_mut_6_ = (_e4749 + l_2075_);
        double l_2076_ = a_1905_[4];
        double _e4753 = l_mut_5_;
        double l_2077_ = (_e4753 + l_2076_);
        double _e4755 = l_mut_5_;
        double l_2078_ = (l_2077_ - _e4755);
        double l_2079_ = (l_2077_ - l_2078_);
        double _e4758 = l_mut_5_;
        double l_2080_ = (_e4758 - l_2079_);
        double l_2081_ = (l_2076_ - l_2078_);
        double l_2082_ = (l_2080_ + l_2081_);
        uint _e4762 = l_mut_6_;
        bool l_2083_ = (_e4762 < 3u);
        bool l_2084_ = (l_2082_ != 0.0LF);
        if (l_2083_) {
            local_213 = l_2084_;
        } else {
            local_213 = false;
        }
        bool l_2085_ = local_213;
        uint _e4771 = l_mut_6_;
        bool l_2086_ = (_e4771 == 0u);
        if (l_2085_) {
            local_214 = l_2086_;
        } else {
            local_214 = false;
        }
        bool l_2087_ = local_214;
        double _e4778 = l_mut_976_;
        double l_2088_ = (l_2087_ ? l_2077_ : _e4778);
        l_mut_976_ = l_2088_;
        uint _e4780 = l_mut_6_;
        bool l_2089_ = (_e4780 == 1u);
        if (l_2085_) {
            local_215 = l_2089_;
        } else {
            local_215 = false;
        }
        bool l_2090_ = local_215;
        double _e4787 = l_mut_975_;
        double l_2091_ = (l_2090_ ? l_2077_ : _e4787);
        l_mut_975_ = l_2091_;
        uint _e4789 = l_mut_6_;
        bool l_2092_ = (_e4789 == 2u);
        if (l_2085_) {
            local_216 = l_2092_;
        } else {
            local_216 = false;
        }
        bool l_2093_ = local_216;
        double _e4796 = l_mut_974_;
        double l_2094_ = (l_2093_ ? l_2077_ : _e4796);
        l_mut_974_ = l_2094_;
        double l_2095_ = (l_2085_ ? l_2082_ : l_2077_);
        double _e4799 = l_mut_5_;
        double l_2096_ = (_e4799 + l_2076_);
        double l_2097_ = (l_2083_ ? l_2095_ : l_2096_);
        l_mut_5_ = l_2097_;
        uint l_2098_ = uint(l_2085_);
        uint _e4803 = l_mut_6_;
        l_mut_6_ = (_e4803 + l_2098_);
        double l_2099_ = a_1905_[5];
        double _e4807 = l_mut_5_;
        double l_2100_ = (_e4807 + l_2099_);
        double _e4809 = l_mut_5_;
        double l_2101_ = (l_2100_ - _e4809);
        double l_2102_ = (l_2100_ - l_2101_);
        double _e4812 = l_mut_5_;
        double l_2103_ = (_e4812 - l_2102_);
        double l_2104_ = (l_2099_ - l_2101_);
        double l_2105_ = (l_2103_ + l_2104_);
        uint _e4816 = l_mut_6_;
        bool l_2106_ = (_e4816 < 3u);
        bool l_2107_ = (l_2105_ != 0.0LF);
        if (l_2106_) {
            local_217 = l_2107_;
        } else {
            local_217 = false;
        }
        bool l_2108_ = local_217;
        uint _e4825 = l_mut_6_;
        bool l_2109_ = (_e4825 == 0u);
        if (l_2108_) {
            local_218 = l_2109_;
        } else {
            local_218 = false;
        }
        bool l_2110_ = local_218;
        double _e4832 = l_mut_976_;
        double l_2111_ = (l_2110_ ? l_2100_ : _e4832);
        l_mut_976_ = l_2111_;
        uint _e4834 = l_mut_6_;
        bool l_2112_ = (_e4834 == 1u);
        if (l_2108_) {
            local_219 = l_2112_;
        } else {
            local_219 = false;
        }
        bool l_2113_ = local_219;
        double _e4841 = l_mut_975_;
        double l_2114_ = (l_2113_ ? l_2100_ : _e4841);
        l_mut_975_ = l_2114_;
        uint _e4843 = l_mut_6_;
        bool l_2115_ = (_e4843 == 2u);
        if (l_2108_) {
            local_220 = l_2115_;
        } else {
            local_220 = false;
        }
        bool l_2116_ = local_220;
        double _e4850 = l_mut_974_;
        double l_2117_ = (l_2116_ ? l_2100_ : _e4850);
        l_mut_974_ = l_2117_;
        double l_2118_ = (l_2108_ ? l_2105_ : l_2100_);
        double _e4853 = l_mut_5_;
        double l_2119_ = (_e4853 + l_2099_);
        double l_2120_ = (l_2106_ ? l_2118_ : l_2119_);
        l_mut_5_ = l_2120_;
        uint l_2121_ = uint(l_2108_);
        uint _e4857 = l_mut_6_;
        l_mut_6_ = (_e4857 + l_2121_);
        double l_2122_ = a_1905_[6];
        double _e4861 = l_mut_5_;
        double l_2123_ = (_e4861 + l_2122_);
        double _e4863 = l_mut_5_;
        double l_2124_ = (l_2123_ - _e4863);
        double l_2125_ = (l_2123_ - l_2124_);
        double _e4866 = l_mut_5_;
        double l_2126_ = (_e4866 - l_2125_);
        double l_2127_ = (l_2122_ - l_2124_);
        double l_2128_ = (l_2126_ + l_2127_);
        uint _e4870 = l_mut_6_;
        bool l_2129_ = (_e4870 < 3u);
        bool l_2130_ = (l_2128_ != 0.0LF);
        if (l_2129_) {
            local_221 = l_2130_;
        } else {
            local_221 = false;
        }
        bool l_2131_ = local_221;
        uint _e4879 = l_mut_6_;
        bool l_2132_ = (_e4879 == 0u);
        if (l_2131_) {
            local_222 = l_2132_;
        } else {
            local_222 = false;
        }
        bool l_2133_ = local_222;
        double _e4886 = l_mut_976_;
        double l_2134_ = (l_2133_ ? l_2123_ : _e4886);
        l_mut_976_ = l_2134_;
        uint _e4888 = l_mut_6_;
        bool l_2135_ = (_e4888 == 1u);
        if (l_2131_) {
            local_223 = l_2135_;
        } else {
            local_223 = false;
        }
        bool l_2136_ = local_223;
        double _e4895 = l_mut_975_;
        double l_2137_ = (l_2136_ ? l_2123_ : _e4895);
        l_mut_975_ = l_2137_;
        uint _e4897 = l_mut_6_;
        bool l_2138_ = (_e4897 == 2u);
        if (l_2131_) {
            local_224 = l_2138_;
        } else {
            local_224 = false;
        }
        bool l_2139_ = local_224;
        double _e4904 = l_mut_974_;
        double l_2140_ = (l_2139_ ? l_2123_ : _e4904);
        l_mut_974_ = l_2140_;
        double l_2141_ = (l_2131_ ? l_2128_ : l_2123_);
        double _e4907 = l_mut_5_;
        double l_2142_ = (_e4907 + l_2122_);
        double l_2143_ = (l_2129_ ? l_2141_ : l_2142_);
        l_mut_5_ = l_2143_;
        uint l_2144_ = uint(l_2131_);
        uint _e4911 = l_mut_6_;
        l_mut_6_ = (_e4911 + l_2144_);
        double l_2145_ = a_1905_[7];
        double _e4915 = l_mut_5_;
        double l_2146_ = (_e4915 + l_2145_);
        double _e4917 = l_mut_5_;
        double l_2147_ = (l_2146_ - _e4917);
        double l_2148_ = (l_2146_ - l_2147_);
        double _e4920 = l_mut_5_;
        double l_2149_ = (_e4920 - l_2148_);
        double l_2150_ = (l_2145_ - l_2147_);
        double l_2151_ = (l_2149_ + l_2150_);
        uint _e4924 = l_mut_6_;
        bool l_2152_ = (_e4924 < 3u);
        bool l_2153_ = (l_2151_ != 0.0LF);
        if (l_2152_) {
            local_225 = l_2153_;
        } else {
            local_225 = false;
        }
        bool l_2154_ = local_225;
        uint _e4933 = l_mut_6_;
        bool l_2155_ = (_e4933 == 0u);
        if (l_2154_) {
            local_226 = l_2155_;
        } else {
            local_226 = false;
        }
        bool l_2156_ = local_226;
        double _e4940 = l_mut_976_;
        double l_2157_ = (l_2156_ ? l_2146_ : _e4940);
        l_mut_976_ = l_2157_;
        uint _e4942 = l_mut_6_;
        bool l_2158_ = (_e4942 == 1u);
        if (l_2154_) {
            local_227 = l_2158_;
        } else {
            local_227 = false;
        }
        bool l_2159_ = local_227;
        double _e4949 = l_mut_975_;
        double l_2160_ = (l_2159_ ? l_2146_ : _e4949);
        l_mut_975_ = l_2160_;
        uint _e4951 = l_mut_6_;
        bool l_2161_ = (_e4951 == 2u);
        if (l_2154_) {
            local_228 = l_2161_;
        } else {
            local_228 = false;
        }
        bool l_2162_ = local_228;
        double _e4958 = l_mut_974_;
        double l_2163_ = (l_2162_ ? l_2146_ : _e4958);
        l_mut_974_ = l_2163_;
        double l_2164_ = (l_2154_ ? l_2151_ : l_2146_);
        double _e4961 = l_mut_5_;
        double l_2165_ = (_e4961 + l_2145_);
        double l_2166_ = (l_2152_ ? l_2164_ : l_2165_);
        l_mut_5_ = l_2166_;
        uint l_2167_ = uint(l_2154_);
        uint _e4965 = l_mut_6_;
        l_mut_6_ = (_e4965 + l_2167_);
        uint _e4967 = l_mut_6_;
        bool l_2168_ = (_e4967 == 0u);
        double _e4970 = l_mut_976_;
        double _e4971 = l_mut_5_;
        double l_2169_ = (l_2168_ ? _e4971 : _e4970);
        l_mut_976_ = l_2169_;
        uint _e4973 = l_mut_6_;
        bool l_2170_ = (_e4973 == 1u);
        double _e4976 = l_mut_975_;
        double _e4977 = l_mut_5_;
        double l_2171_ = (l_2170_ ? _e4977 : _e4976);
        l_mut_975_ = l_2171_;
        uint _e4979 = l_mut_6_;
        bool l_2172_ = (_e4979 == 2u);
        double _e4982 = l_mut_974_;
        double _e4983 = l_mut_5_;
        double l_2173_ = (l_2172_ ? _e4983 : _e4982);
        l_mut_974_ = l_2173_;
        uint _e4985 = l_mut_6_;
        bool l_2174_ = (_e4985 == 3u);
        double _e4988 = l_mut_973_;
        double _e4989 = l_mut_5_;
        double l_2175_ = (l_2174_ ? _e4989 : _e4988);
        l_mut_973_ = l_2175_;
        double _e4991 = l_mut_976_;
        double l_2176_ = (_e4991 / l_463_);
        double l_2177_ = (l_1756_ + l_2176_);
        double l_2178_ = (l_2177_ - l_1756_);
        double l_2179_ = (l_2176_ - l_2178_);
        double l_2180_ = (l_1336_ + l_2177_);
        double l_2181_ = (l_2180_ - l_1336_);
        double l_2182_ = (l_2177_ - l_2181_);
        double l_2183_ = (l_912_ + l_2180_);
        double l_2184_ = (l_2183_ - l_912_);
        double l_2185_ = (l_2180_ - l_2184_);
        double l_2186_ = (l_492_ + l_2183_);
        double l_2187_ = (l_2186_ - l_492_);
        double l_2188_ = (l_2183_ - l_2187_);
        l_mut_239_ = 0.0LF;
        l_mut_238_ = 0.0LF;
        l_mut_237_ = 0.0LF;
        l_mut_236_ = 0.0LF;
        l_mut_5_ = l_2186_;
        l_mut_6_ = 0u;
        double _e5010 = l_mut_5_;
        double l_2189_ = (_e5010 + l_2188_);
        double _e5012 = l_mut_5_;
        double l_2190_ = (l_2189_ - _e5012);
        double l_2191_ = (l_2188_ - l_2190_);
        uint _e5015 = l_mut_6_;
        bool l_2192_ = (_e5015 < 3u);
        bool l_2193_ = (l_2191_ != 0.0LF);
        if (l_2192_) {
            local_229 = l_2193_;
        } else {
            local_229 = false;
        }
        bool l_2194_ = local_229;
        uint _e5024 = l_mut_6_;
        bool l_2195_ = (_e5024 == 0u);
        if (l_2194_) {
            local_230 = l_2195_;
        } else {
            local_230 = false;
        }
        bool l_2196_ = local_230;
        double _e5031 = l_mut_239_;
        double l_2197_ = (l_2196_ ? l_2189_ : _e5031);
        l_mut_239_ = l_2197_;
        uint _e5033 = l_mut_6_;
        bool l_2198_ = (_e5033 == 1u);
        if (l_2194_) {
            local_231 = l_2198_;
        } else {
            local_231 = false;
        }
        bool l_2199_ = local_231;
        double _e5040 = l_mut_238_;
        double l_2200_ = (l_2199_ ? l_2189_ : _e5040);
        l_mut_238_ = l_2200_;
        uint _e5042 = l_mut_6_;
        bool l_2201_ = (_e5042 == 2u);
        if (l_2194_) {
            local_232 = l_2201_;
        } else {
            local_232 = false;
        }
        bool l_2202_ = local_232;
        double _e5049 = l_mut_237_;
        double l_2203_ = (l_2202_ ? l_2189_ : _e5049);
        l_mut_237_ = l_2203_;
        double l_2204_ = (l_2194_ ? l_2191_ : l_2189_);
        double _e5052 = l_mut_5_;
        double l_2205_ = (_e5052 + l_2188_);
        double l_2206_ = (l_2192_ ? l_2204_ : l_2205_);
        l_mut_5_ = l_2206_;
        uint l_2207_ = uint(l_2194_);
        uint _e5056 = l_mut_6_;
        l_mut_6_ = (_e5056 + l_2207_);
        double _e5058 = l_mut_5_;
        double l_2208_ = (_e5058 + l_2185_);
        double _e5060 = l_mut_5_;
        double l_2209_ = (l_2208_ - _e5060);
        double l_2210_ = (l_2185_ - l_2209_);
        uint _e5063 = l_mut_6_;
        bool l_2211_ = (_e5063 < 3u);
        bool l_2212_ = (l_2210_ != 0.0LF);
        if (l_2211_) {
            local_233 = l_2212_;
        } else {
            local_233 = false;
        }
        bool l_2213_ = local_233;
        uint _e5072 = l_mut_6_;
        bool l_2214_ = (_e5072 == 0u);
        if (l_2213_) {
            local_234 = l_2214_;
        } else {
            local_234 = false;
        }
        bool l_2215_ = local_234;
        double _e5079 = l_mut_239_;
        double l_2216_ = (l_2215_ ? l_2208_ : _e5079);
        l_mut_239_ = l_2216_;
        uint _e5081 = l_mut_6_;
        bool l_2217_ = (_e5081 == 1u);
        if (l_2213_) {
            local_235 = l_2217_;
        } else {
            local_235 = false;
        }
        bool l_2218_ = local_235;
        double _e5088 = l_mut_238_;
        double l_2219_ = (l_2218_ ? l_2208_ : _e5088);
        l_mut_238_ = l_2219_;
        uint _e5090 = l_mut_6_;
        bool l_2220_ = (_e5090 == 2u);
        if (l_2213_) {
            local_236 = l_2220_;
        } else {
            local_236 = false;
        }
        bool l_2221_ = local_236;
        double _e5097 = l_mut_237_;
        double l_2222_ = (l_2221_ ? l_2208_ : _e5097);
        l_mut_237_ = l_2222_;
        double l_2223_ = (l_2213_ ? l_2210_ : l_2208_);
        double _e5100 = l_mut_5_;
        double l_2224_ = (_e5100 + l_2185_);
        double l_2225_ = (l_2211_ ? l_2223_ : l_2224_);
        l_mut_5_ = l_2225_;
        uint l_2226_ = uint(l_2213_);
        uint _e5104 = l_mut_6_;
        l_mut_6_ = (_e5104 + l_2226_);
        double _e5106 = l_mut_5_;
        double l_2227_ = (_e5106 + l_2182_);
        double _e5108 = l_mut_5_;
        double l_2228_ = (l_2227_ - _e5108);
        double l_2229_ = (l_2182_ - l_2228_);
        uint _e5111 = l_mut_6_;
        bool l_2230_ = (_e5111 < 3u);
        bool l_2231_ = (l_2229_ != 0.0LF);
        if (l_2230_) {
            local_237 = l_2231_;
        } else {
            local_237 = false;
        }
        bool l_2232_ = local_237;
        uint _e5120 = l_mut_6_;
        bool l_2233_ = (_e5120 == 0u);
        if (l_2232_) {
            local_238 = l_2233_;
        } else {
            local_238 = false;
        }
        bool l_2234_ = local_238;
        double _e5127 = l_mut_239_;
        double l_2235_ = (l_2234_ ? l_2227_ : _e5127);
        l_mut_239_ = l_2235_;
        uint _e5129 = l_mut_6_;
        bool l_2236_ = (_e5129 == 1u);
        if (l_2232_) {
            local_239 = l_2236_;
        } else {
            local_239 = false;
        }
        bool l_2237_ = local_239;
        double _e5136 = l_mut_238_;
        double l_2238_ = (l_2237_ ? l_2227_ : _e5136);
        l_mut_238_ = l_2238_;
        uint _e5138 = l_mut_6_;
        bool l_2239_ = (_e5138 == 2u);
        if (l_2232_) {
            local_240 = l_2239_;
        } else {
            local_240 = false;
        }
        bool l_2240_ = local_240;
        double _e5145 = l_mut_237_;
        double l_2241_ = (l_2240_ ? l_2227_ : _e5145);
        l_mut_237_ = l_2241_;
        double l_2242_ = (l_2232_ ? l_2229_ : l_2227_);
        double _e5148 = l_mut_5_;
        double l_2243_ = (_e5148 + l_2182_);
        double l_2244_ = (l_2230_ ? l_2242_ : l_2243_);
        l_mut_5_ = l_2244_;
        uint l_2245_ = uint(l_2232_);
        uint _e5152 = l_mut_6_;
        l_mut_6_ = (_e5152 + l_2245_);
        double _e5154 = l_mut_5_;
        double l_2246_ = (_e5154 + l_2179_);
        double _e5156 = l_mut_5_;
        double l_2247_ = (l_2246_ - _e5156);
        double l_2248_ = (l_2179_ - l_2247_);
        uint _e5159 = l_mut_6_;
        bool l_2249_ = (_e5159 < 3u);
        bool l_2250_ = (l_2248_ != 0.0LF);
        if (l_2249_) {
            local_241 = l_2250_;
        } else {
            local_241 = false;
        }
        bool l_2251_ = local_241;
        uint _e5168 = l_mut_6_;
        bool l_2252_ = (_e5168 == 0u);
        if (l_2251_) {
            local_242 = l_2252_;
        } else {
            local_242 = false;
        }
        bool l_2253_ = local_242;
        double _e5175 = l_mut_239_;
        double l_2254_ = (l_2253_ ? l_2246_ : _e5175);
        l_mut_239_ = l_2254_;
        uint _e5177 = l_mut_6_;
        bool l_2255_ = (_e5177 == 1u);
        if (l_2251_) {
            local_243 = l_2255_;
        } else {
            local_243 = false;
        }
        bool l_2256_ = local_243;
        double _e5184 = l_mut_238_;
        double l_2257_ = (l_2256_ ? l_2246_ : _e5184);
        l_mut_238_ = l_2257_;
        uint _e5186 = l_mut_6_;
        bool l_2258_ = (_e5186 == 2u);
        if (l_2251_) {
            local_244 = l_2258_;
        } else {
            local_244 = false;
        }
        bool l_2259_ = local_244;
        double _e5193 = l_mut_237_;
        double l_2260_ = (l_2259_ ? l_2246_ : _e5193);
        l_mut_237_ = l_2260_;
        double l_2261_ = (l_2251_ ? l_2248_ : l_2246_);
        double _e5196 = l_mut_5_;
        double l_2262_ = (_e5196 + l_2179_);
        double l_2263_ = (l_2249_ ? l_2261_ : l_2262_);
        l_mut_5_ = l_2263_;
        uint l_2264_ = uint(l_2251_);
        uint _e5200 = l_mut_6_;
        l_mut_6_ = (_e5200 + l_2264_);
        uint _e5202 = l_mut_6_;
        bool l_2265_ = (_e5202 == 0u);
        double _e5205 = l_mut_239_;
        double _e5206 = l_mut_5_;
        double l_2266_ = (l_2265_ ? _e5206 : _e5205);
        l_mut_239_ = l_2266_;
        uint _e5208 = l_mut_6_;
        bool l_2267_ = (_e5208 == 1u);
        double _e5211 = l_mut_238_;
        double _e5212 = l_mut_5_;
        double l_2268_ = (l_2267_ ? _e5212 : _e5211);
        l_mut_238_ = l_2268_;
        uint _e5214 = l_mut_6_;
        bool l_2269_ = (_e5214 == 2u);
        double _e5217 = l_mut_237_;
        double _e5218 = l_mut_5_;
        double l_2270_ = (l_2269_ ? _e5218 : _e5217);
        l_mut_237_ = l_2270_;
        uint _e5220 = l_mut_6_;
        bool l_2271_ = (_e5220 == 3u);
        double _e5223 = l_mut_236_;
        double _e5224 = l_mut_5_;
        double l_2272_ = (l_2271_ ? _e5224 : _e5223);
        l_mut_236_ = l_2272_;
        uint l_2438_ = _group_0_binding_3_cs.static_meta[0];
        uint l_2439_ = (l_2438_ * 1u);
        bool l_2440_ = (l_489_ < l_2439_);
        if (l_2440_) {
            double _e5235 = l_mut_239_;
            _group_0_binding_0_cs[l_489_] = _e5235;
        }
        uint l_2273_ = (l_490_ + l_489_);
        uint l_2441_ = _group_0_binding_3_cs.static_meta[0];
        uint l_2442_ = (l_2441_ * 1u);
        bool l_2443_ = (l_2273_ < l_2442_);
        if (l_2443_) {
            double _e5246 = l_mut_238_;
            _group_0_binding_0_cs[l_2273_] = _e5246;
        }
        uint l_2274_ = (2u * l_490_);
        uint l_2275_ = (l_2274_ + l_489_);
        uint l_2444_ = _group_0_binding_3_cs.static_meta[0];
        uint l_2445_ = (l_2444_ * 1u);
        bool l_2446_ = (l_2275_ < l_2445_);
        if (l_2446_) {
            double _e5259 = l_mut_237_;
            _group_0_binding_0_cs[l_2275_] = _e5259;
        }
        uint l_2276_ = (3u * l_490_);
        uint l_2277_ = (l_2276_ + l_489_);
        uint l_2447_ = _group_0_binding_3_cs.static_meta[0];
        uint l_2448_ = (l_2447_ * 1u);
        bool l_2449_ = (l_2277_ < l_2448_);
        if (l_2449_) {
            double _e5272 = l_mut_236_;
            _group_0_binding_0_cs[l_2277_] = _e5272;
        }
        uint _e5273 = l_mut_240_;
        l_mut_240_ = (_e5273 + 1024u);
    }
    return;
}
