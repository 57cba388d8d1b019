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
    double a_893_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_1583_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_2269_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_2955_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double l_mut_1475_ = 0.0;
    double l_mut_1476_ = 0.0;
    double l_mut_1477_ = 0.0;
    double l_mut_1478_ = 0.0;
    double l_mut_276_ = 0.0;
    double l_mut_277_ = 0.0;
    double l_mut_278_ = 0.0;
    double l_mut_279_ = 0.0;
    uint l_mut_280_ = 0u;
    double l_mut_5_ = 0.0;
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
    uint l_3486_ = _group_0_binding_3_cs.static_meta[2];
    uint l_3487_ = (l_3486_ * 1u);
    bool l_3488_ = (0u < l_3487_);
    uint l_3489_ = (l_3487_ - 1u);
    uint l_3490_ = min(0u, l_3489_);
    double l_3491_ = _group_0_binding_2_cs[l_3490_];
    double l_0_ = (l_3488_ ? l_3491_ : 0.0LF);
    uint l_3493_ = _group_0_binding_3_cs.static_meta[2];
    uint l_3494_ = (l_3493_ * 1u);
    bool l_3495_ = (1u < l_3494_);
    uint l_3496_ = (l_3494_ - 1u);
    uint l_3497_ = min(1u, l_3496_);
    double l_3498_ = _group_0_binding_2_cs[l_3497_];
    double l_1_ = (l_3495_ ? l_3498_ : 0.0LF);
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
        uint l_3528_ = _group_0_binding_3_cs.static_meta[0];
        uint l_3529_ = (l_3528_ * 1u);
        bool l_3530_ = (l_12_ < l_3529_);
        uint l_3531_ = (l_3529_ - 1u);
        uint l_3532_ = min(l_12_, l_3531_);
        double l_3533_ = _group_0_binding_0_cs[l_3532_];
        double l_13_ = (l_3530_ ? l_3533_ : 0.0LF);
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
            uint l_3535_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3536_ = (l_3535_ * 1u);
            bool l_3537_ = (l_163_ < l_3536_);
            uint l_3538_ = (l_3536_ - 1u);
            uint l_3539_ = min(l_163_, l_3538_);
            double l_3540_ = _group_0_binding_0_cs[l_3539_];
            double l_165_ = (l_3537_ ? l_3540_ : 0.0LF);
            uint l_166_ = (l_164_ + l_163_);
            uint l_3542_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3543_ = (l_3542_ * 1u);
            bool l_3544_ = (l_166_ < l_3543_);
            uint l_3545_ = (l_3543_ - 1u);
            uint l_3546_ = min(l_166_, l_3545_);
            double l_3547_ = _group_0_binding_0_cs[l_3546_];
            double l_167_ = (l_3544_ ? l_3547_ : 0.0LF);
            uint l_168_ = (2u * l_164_);
            uint l_169_ = (l_168_ + l_163_);
            uint l_3549_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3550_ = (l_3549_ * 1u);
            bool l_3551_ = (l_169_ < l_3550_);
            uint l_3552_ = (l_3550_ - 1u);
            uint l_3553_ = min(l_169_, l_3552_);
            double l_3554_ = _group_0_binding_0_cs[l_3553_];
            double l_170_ = (l_3551_ ? l_3554_ : 0.0LF);
            uint l_171_ = (3u * l_164_);
            uint l_172_ = (l_171_ + l_163_);
            uint l_3556_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3557_ = (l_3556_ * 1u);
            bool l_3558_ = (l_172_ < l_3557_);
            uint l_3559_ = (l_3557_ - 1u);
            uint l_3560_ = min(l_172_, l_3559_);
            double l_3561_ = _group_0_binding_0_cs[l_3560_];
            double l_173_ = (l_3558_ ? l_3561_ : 0.0LF);
            uint l_174_ = (l_158_ * 32u);
            uint _e556 = l_mut_6_;
            uint l_175_ = (l_174_ + _e556);
            uint _e561 = _group_0_binding_3_cs.scalars_u32_[0];
            uint l_176_ = (_e561 * 32u);
            uint l_3563_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3564_ = (l_3563_ * 1u);
            bool l_3565_ = (l_175_ < l_3564_);
            uint l_3566_ = (l_3564_ - 1u);
            uint l_3567_ = min(l_175_, l_3566_);
            double l_3568_ = _group_0_binding_0_cs[l_3567_];
            double l_177_ = (l_3565_ ? l_3568_ : 0.0LF);
            uint l_178_ = (l_176_ + l_175_);
            uint l_3570_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3571_ = (l_3570_ * 1u);
            bool l_3572_ = (l_178_ < l_3571_);
            uint l_3573_ = (l_3571_ - 1u);
            uint l_3574_ = min(l_178_, l_3573_);
            double l_3575_ = _group_0_binding_0_cs[l_3574_];
            double l_179_ = (l_3572_ ? l_3575_ : 0.0LF);
            uint l_180_ = (2u * l_176_);
            uint l_181_ = (l_180_ + l_175_);
            uint l_3577_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3578_ = (l_3577_ * 1u);
            bool l_3579_ = (l_181_ < l_3578_);
            uint l_3580_ = (l_3578_ - 1u);
            uint l_3581_ = min(l_181_, l_3580_);
            double l_3582_ = _group_0_binding_0_cs[l_3581_];
            double l_182_ = (l_3579_ ? l_3582_ : 0.0LF);
            uint l_183_ = (3u * l_176_);
            uint l_184_ = (l_183_ + l_175_);
            uint l_3584_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3585_ = (l_3584_ * 1u);
            bool l_3586_ = (l_184_ < l_3585_);
            uint l_3587_ = (l_3585_ - 1u);
            uint l_3588_ = min(l_184_, l_3587_);
            double l_3589_ = _group_0_binding_0_cs[l_3588_];
            double l_185_ = (l_3586_ ? l_3589_ : 0.0LF);
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
            bool l_201_ = (l_1_ != 0.0LF);
            double l_202_ = (l_201_ ? l_200_ : l_1_);
            double l_203_ = (l_202_ - l_177_);
            bool l_204_ = (l_1_ != 0.0LF);
            double l_205_ = (l_204_ ? l_203_ : l_1_);
            double l_206_ = (l_202_ - l_205_);
            bool l_207_ = (l_1_ != 0.0LF);
            double l_208_ = (l_207_ ? l_206_ : l_1_);
            double l_209_ = (l_177_ - l_208_);
            double l_210_ = (l_196_ - l_205_);
            double l_211_ = (l_209_ + l_210_);
            double l_212_ = (l_179_ + l_211_);
            bool l_213_ = (l_1_ != 0.0LF);
            double l_214_ = (l_213_ ? l_212_ : l_1_);
            double l_215_ = (l_214_ - l_179_);
            bool l_216_ = (l_1_ != 0.0LF);
            double l_217_ = (l_216_ ? l_215_ : l_1_);
            double l_218_ = (l_214_ - l_217_);
            bool l_219_ = (l_1_ != 0.0LF);
            double l_220_ = (l_219_ ? l_218_ : l_1_);
            double l_221_ = (l_179_ - l_220_);
            double l_222_ = (l_211_ - l_217_);
            double l_223_ = (l_221_ + l_222_);
            double l_224_ = (l_182_ + l_223_);
            bool l_225_ = (l_1_ != 0.0LF);
            double l_226_ = (l_225_ ? l_224_ : l_1_);
            double l_227_ = (l_226_ - l_182_);
            bool l_228_ = (l_1_ != 0.0LF);
            double l_229_ = (l_228_ ? l_227_ : l_1_);
            double l_230_ = (l_226_ - l_229_);
            bool l_231_ = (l_1_ != 0.0LF);
            double l_232_ = (l_231_ ? l_230_ : l_1_);
            double l_233_ = (l_182_ - l_232_);
            double l_234_ = (l_223_ - l_229_);
            double l_235_ = (l_233_ + l_234_);
            double l_236_ = (l_185_ + l_235_);
            bool l_237_ = (l_1_ != 0.0LF);
            double l_238_ = (l_237_ ? l_236_ : l_1_);
            double l_239_ = (l_238_ - l_185_);
            bool l_240_ = (l_1_ != 0.0LF);
            double l_241_ = (l_240_ ? l_239_ : l_1_);
            double l_242_ = (l_238_ - l_241_);
            bool l_243_ = (l_1_ != 0.0LF);
            double l_244_ = (l_243_ ? l_242_ : l_1_);
            double l_245_ = (l_185_ - l_244_);
            double l_246_ = (l_235_ - l_241_);
            double l_247_ = (l_245_ + l_246_);
            double l_248_ = (l_238_ + l_247_);
            bool l_249_ = (l_1_ != 0.0LF);
            double l_250_ = (l_249_ ? l_248_ : l_1_);
            double l_251_ = (l_250_ - l_238_);
            bool l_252_ = (l_1_ != 0.0LF);
            double l_253_ = (l_252_ ? l_251_ : l_1_);
            double l_254_ = (l_247_ - l_253_);
            double l_255_ = (l_226_ + l_250_);
            bool l_256_ = (l_1_ != 0.0LF);
            double l_257_ = (l_256_ ? l_255_ : l_1_);
            double l_258_ = (l_257_ - l_226_);
            bool l_259_ = (l_1_ != 0.0LF);
            double l_260_ = (l_259_ ? l_258_ : l_1_);
            double l_261_ = (l_250_ - l_260_);
            double l_262_ = (l_214_ + l_257_);
            bool l_263_ = (l_1_ != 0.0LF);
            double l_264_ = (l_263_ ? l_262_ : l_1_);
            double l_265_ = (l_264_ - l_214_);
            bool l_266_ = (l_1_ != 0.0LF);
            double l_267_ = (l_266_ ? l_265_ : l_1_);
            double l_268_ = (l_257_ - l_267_);
            double l_269_ = (l_202_ + l_264_);
            bool l_270_ = (l_1_ != 0.0LF);
            double l_271_ = (l_270_ ? l_269_ : l_1_);
            double l_272_ = (l_271_ - l_202_);
            bool l_273_ = (l_1_ != 0.0LF);
            double l_274_ = (l_273_ ? l_272_ : l_1_);
            double l_275_ = (l_264_ - l_274_);
            l_mut_5_ = 0.0LF;
            l_mut_276_ = 0.0LF;
            l_mut_277_ = 0.0LF;
            l_mut_278_ = 0.0LF;
            l_mut_279_ = l_271_;
            l_mut_280_ = 0u;
            double _e780 = l_mut_279_;
            double l_281_ = (_e780 + l_275_);
            bool l_282_ = (l_1_ != 0.0LF);
            double l_283_ = (l_282_ ? l_281_ : l_1_);
            double _e785 = l_mut_279_;
            double l_284_ = (l_283_ - _e785);
            bool l_285_ = (l_1_ != 0.0LF);
            double l_286_ = (l_285_ ? l_284_ : l_1_);
            double l_287_ = (l_275_ - l_286_);
            uint _e791 = l_mut_280_;
            bool l_288_ = (_e791 < 3u);
            bool l_289_ = (l_287_ != 0.0LF);
            if (l_288_) {
                local_21 = l_289_;
            } else {
                local_21 = false;
            }
            bool l_290_ = local_21;
            uint _e800 = l_mut_280_;
            bool l_291_ = (_e800 == 0u);
            if (l_290_) {
                local_22 = l_291_;
            } else {
                local_22 = false;
            }
            bool l_292_ = local_22;
            double _e807 = l_mut_5_;
            double l_293_ = (l_292_ ? l_283_ : _e807);
            l_mut_5_ = l_293_;
            uint _e809 = l_mut_280_;
            bool l_294_ = (_e809 == 1u);
            if (l_290_) {
                local_23 = l_294_;
            } else {
                local_23 = false;
            }
            bool l_295_ = local_23;
            double _e816 = l_mut_276_;
            double l_296_ = (l_295_ ? l_283_ : _e816);
            l_mut_276_ = l_296_;
            uint _e818 = l_mut_280_;
            bool l_297_ = (_e818 == 2u);
            if (l_290_) {
                local_24 = l_297_;
            } else {
                local_24 = false;
            }
            bool l_298_ = local_24;
            double _e825 = l_mut_277_;
            double l_299_ = (l_298_ ? l_283_ : _e825);
            l_mut_277_ = l_299_;
            double l_300_ = (l_290_ ? l_287_ : l_283_);
            double _e828 = l_mut_279_;
            double l_301_ = (_e828 + l_275_);
            double l_302_ = (l_288_ ? l_300_ : l_301_);
            l_mut_279_ = l_302_;
            uint l_303_ = uint(l_290_);
            uint _e832 = l_mut_280_;
            l_mut_280_ = (_e832 + l_303_);
            double _e834 = l_mut_279_;
            double l_304_ = (_e834 + l_268_);
            bool l_305_ = (l_1_ != 0.0LF);
            double l_306_ = (l_305_ ? l_304_ : l_1_);
            double _e839 = l_mut_279_;
            double l_307_ = (l_306_ - _e839);
            bool l_308_ = (l_1_ != 0.0LF);
            double l_309_ = (l_308_ ? l_307_ : l_1_);
            double l_310_ = (l_268_ - l_309_);
            uint _e845 = l_mut_280_;
            bool l_311_ = (_e845 < 3u);
            bool l_312_ = (l_310_ != 0.0LF);
            if (l_311_) {
                local_25 = l_312_;
            } else {
                local_25 = false;
            }
            bool l_313_ = local_25;
            uint _e854 = l_mut_280_;
            bool l_314_ = (_e854 == 0u);
            if (l_313_) {
                local_26 = l_314_;
            } else {
                local_26 = false;
            }
            bool l_315_ = local_26;
            double _e861 = l_mut_5_;
            double l_316_ = (l_315_ ? l_306_ : _e861);
            l_mut_5_ = l_316_;
            uint _e863 = l_mut_280_;
            bool l_317_ = (_e863 == 1u);
            if (l_313_) {
                local_27 = l_317_;
            } else {
                local_27 = false;
            }
            bool l_318_ = local_27;
            double _e870 = l_mut_276_;
            double l_319_ = (l_318_ ? l_306_ : _e870);
            l_mut_276_ = l_319_;
            uint _e872 = l_mut_280_;
            bool l_320_ = (_e872 == 2u);
            if (l_313_) {
                local_28 = l_320_;
            } else {
                local_28 = false;
            }
            bool l_321_ = local_28;
            double _e879 = l_mut_277_;
            double l_322_ = (l_321_ ? l_306_ : _e879);
            l_mut_277_ = l_322_;
            double l_323_ = (l_313_ ? l_310_ : l_306_);
            double _e882 = l_mut_279_;
            double l_324_ = (_e882 + l_268_);
            double l_325_ = (l_311_ ? l_323_ : l_324_);
            l_mut_279_ = l_325_;
            uint l_326_ = uint(l_313_);
            uint _e886 = l_mut_280_;
            l_mut_280_ = (_e886 + l_326_);
            double _e888 = l_mut_279_;
            double l_327_ = (_e888 + l_261_);
            bool l_328_ = (l_1_ != 0.0LF);
            double l_329_ = (l_328_ ? l_327_ : l_1_);
            double _e893 = l_mut_279_;
            double l_330_ = (l_329_ - _e893);
            bool l_331_ = (l_1_ != 0.0LF);
            double l_332_ = (l_331_ ? l_330_ : l_1_);
            double l_333_ = (l_261_ - l_332_);
            uint _e899 = l_mut_280_;
            bool l_334_ = (_e899 < 3u);
            bool l_335_ = (l_333_ != 0.0LF);
            if (l_334_) {
                local_29 = l_335_;
            } else {
                local_29 = false;
            }
            bool l_336_ = local_29;
            uint _e908 = l_mut_280_;
            bool l_337_ = (_e908 == 0u);
            if (l_336_) {
                local_30 = l_337_;
            } else {
                local_30 = false;
            }
            bool l_338_ = local_30;
            double _e915 = l_mut_5_;
            double l_339_ = (l_338_ ? l_329_ : _e915);
            l_mut_5_ = l_339_;
            uint _e917 = l_mut_280_;
            bool l_340_ = (_e917 == 1u);
            if (l_336_) {
                local_31 = l_340_;
            } else {
                local_31 = false;
            }
            bool l_341_ = local_31;
            double _e924 = l_mut_276_;
            double l_342_ = (l_341_ ? l_329_ : _e924);
            l_mut_276_ = l_342_;
            uint _e926 = l_mut_280_;
            bool l_343_ = (_e926 == 2u);
            if (l_336_) {
                local_32 = l_343_;
            } else {
                local_32 = false;
            }
            bool l_344_ = local_32;
            double _e933 = l_mut_277_;
            double l_345_ = (l_344_ ? l_329_ : _e933);
            l_mut_277_ = l_345_;
            double l_346_ = (l_336_ ? l_333_ : l_329_);
            double _e936 = l_mut_279_;
            double l_347_ = (_e936 + l_261_);
            double l_348_ = (l_334_ ? l_346_ : l_347_);
            l_mut_279_ = l_348_;
            uint l_349_ = uint(l_336_);
            uint _e940 = l_mut_280_;
            l_mut_280_ = (_e940 + l_349_);
            double _e942 = l_mut_279_;
            double l_350_ = (_e942 + l_254_);
            bool l_351_ = (l_1_ != 0.0LF);
            double l_352_ = (l_351_ ? l_350_ : l_1_);
            double _e947 = l_mut_279_;
            double l_353_ = (l_352_ - _e947);
            bool l_354_ = (l_1_ != 0.0LF);
            double l_355_ = (l_354_ ? l_353_ : l_1_);
            double l_356_ = (l_254_ - l_355_);
            uint _e953 = l_mut_280_;
            bool l_357_ = (_e953 < 3u);
            bool l_358_ = (l_356_ != 0.0LF);
            if (l_357_) {
                local_33 = l_358_;
            } else {
                local_33 = false;
            }
            bool l_359_ = local_33;
            uint _e962 = l_mut_280_;
            bool l_360_ = (_e962 == 0u);
            if (l_359_) {
                local_34 = l_360_;
            } else {
                local_34 = false;
            }
            bool l_361_ = local_34;
            double _e969 = l_mut_5_;
            double l_362_ = (l_361_ ? l_352_ : _e969);
            l_mut_5_ = l_362_;
            uint _e971 = l_mut_280_;
            bool l_363_ = (_e971 == 1u);
            if (l_359_) {
                local_35 = l_363_;
            } else {
                local_35 = false;
            }
            bool l_364_ = local_35;
            double _e978 = l_mut_276_;
            double l_365_ = (l_364_ ? l_352_ : _e978);
            l_mut_276_ = l_365_;
            uint _e980 = l_mut_280_;
            bool l_366_ = (_e980 == 2u);
            if (l_359_) {
                local_36 = l_366_;
            } else {
                local_36 = false;
            }
            bool l_367_ = local_36;
            double _e987 = l_mut_277_;
            double l_368_ = (l_367_ ? l_352_ : _e987);
            l_mut_277_ = l_368_;
            double l_369_ = (l_359_ ? l_356_ : l_352_);
            double _e990 = l_mut_279_;
            double l_370_ = (_e990 + l_254_);
            double l_371_ = (l_357_ ? l_369_ : l_370_);
            l_mut_279_ = l_371_;
            uint l_372_ = uint(l_359_);
            uint _e994 = l_mut_280_;
            l_mut_280_ = (_e994 + l_372_);
            uint _e996 = l_mut_280_;
            bool l_373_ = (_e996 == 0u);
            double _e999 = l_mut_5_;
            double _e1000 = l_mut_279_;
            double l_374_ = (l_373_ ? _e1000 : _e999);
            l_mut_5_ = l_374_;
            uint _e1002 = l_mut_280_;
            bool l_375_ = (_e1002 == 1u);
            double _e1005 = l_mut_276_;
            double _e1006 = l_mut_279_;
            double l_376_ = (l_375_ ? _e1006 : _e1005);
            l_mut_276_ = l_376_;
            uint _e1008 = l_mut_280_;
            bool l_377_ = (_e1008 == 2u);
            double _e1011 = l_mut_277_;
            double _e1012 = l_mut_279_;
            double l_378_ = (l_377_ ? _e1012 : _e1011);
            l_mut_277_ = l_378_;
            uint _e1014 = l_mut_280_;
            bool l_379_ = (_e1014 == 3u);
            double _e1017 = l_mut_278_;
            double _e1018 = l_mut_279_;
            double l_380_ = (l_379_ ? _e1018 : _e1017);
            l_mut_278_ = l_380_;
            uint l_3591_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3592_ = (l_3591_ * 1u);
            bool l_3593_ = (l_198_ < l_3592_);
            if (l_3593_) {
                double _e1029 = l_mut_5_;
                _group_0_binding_0_cs[l_198_] = _e1029;
            }
            uint l_381_ = (l_199_ + l_198_);
            uint l_3594_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3595_ = (l_3594_ * 1u);
            bool l_3596_ = (l_381_ < l_3595_);
            if (l_3596_) {
                double _e1040 = l_mut_276_;
                _group_0_binding_0_cs[l_381_] = _e1040;
            }
            uint l_382_ = (2u * l_199_);
            uint l_383_ = (l_382_ + l_198_);
            uint l_3597_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3598_ = (l_3597_ * 1u);
            bool l_3599_ = (l_383_ < l_3598_);
            if (l_3599_) {
                double _e1053 = l_mut_277_;
                _group_0_binding_0_cs[l_383_] = _e1053;
            }
            uint l_384_ = (3u * l_199_);
            uint l_385_ = (l_384_ + l_198_);
            uint l_3600_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3601_ = (l_3600_ * 1u);
            bool l_3602_ = (l_385_ < l_3601_);
            if (l_3602_) {
                double _e1066 = l_mut_278_;
                _group_0_binding_0_cs[l_385_] = _e1066;
            }
            uint l_386_ = (l_158_ * 32u);
            uint _e1069 = l_mut_6_;
            uint l_387_ = (l_386_ + _e1069);
            uint _e1074 = _group_0_binding_3_cs.scalars_u32_[0];
            uint l_388_ = (_e1074 * 32u);
            double l_389_ = -(l_196_);
            double l_390_ = (l_165_ + l_389_);
            bool l_391_ = (l_1_ != 0.0LF);
            double l_392_ = (l_391_ ? l_390_ : l_1_);
            double l_393_ = (l_392_ - l_165_);
            bool l_394_ = (l_1_ != 0.0LF);
            double l_395_ = (l_394_ ? l_393_ : l_1_);
            double l_396_ = (l_392_ - l_395_);
            bool l_397_ = (l_1_ != 0.0LF);
            double l_398_ = (l_397_ ? l_396_ : l_1_);
            double l_399_ = (l_165_ - l_398_);
            double l_400_ = (l_389_ - l_395_);
            double l_401_ = (l_399_ + l_400_);
            double l_402_ = (l_167_ + l_401_);
            bool l_403_ = (l_1_ != 0.0LF);
            double l_404_ = (l_403_ ? l_402_ : l_1_);
            double l_405_ = (l_404_ - l_167_);
            bool l_406_ = (l_1_ != 0.0LF);
            double l_407_ = (l_406_ ? l_405_ : l_1_);
            double l_408_ = (l_404_ - l_407_);
            bool l_409_ = (l_1_ != 0.0LF);
            double l_410_ = (l_409_ ? l_408_ : l_1_);
            double l_411_ = (l_167_ - l_410_);
            double l_412_ = (l_401_ - l_407_);
            double l_413_ = (l_411_ + l_412_);
            double l_414_ = (l_170_ + l_413_);
            bool l_415_ = (l_1_ != 0.0LF);
            double l_416_ = (l_415_ ? l_414_ : l_1_);
            double l_417_ = (l_416_ - l_170_);
            bool l_418_ = (l_1_ != 0.0LF);
            double l_419_ = (l_418_ ? l_417_ : l_1_);
            double l_420_ = (l_416_ - l_419_);
            bool l_421_ = (l_1_ != 0.0LF);
            double l_422_ = (l_421_ ? l_420_ : l_1_);
            double l_423_ = (l_170_ - l_422_);
            double l_424_ = (l_413_ - l_419_);
            double l_425_ = (l_423_ + l_424_);
            double l_426_ = (l_173_ + l_425_);
            bool l_427_ = (l_1_ != 0.0LF);
            double l_428_ = (l_427_ ? l_426_ : l_1_);
            double l_429_ = (l_428_ - l_173_);
            bool l_430_ = (l_1_ != 0.0LF);
            double l_431_ = (l_430_ ? l_429_ : l_1_);
            double l_432_ = (l_428_ - l_431_);
            bool l_433_ = (l_1_ != 0.0LF);
            double l_434_ = (l_433_ ? l_432_ : l_1_);
            double l_435_ = (l_173_ - l_434_);
            double l_436_ = (l_425_ - l_431_);
            double l_437_ = (l_435_ + l_436_);
            double l_438_ = (l_428_ + l_437_);
            bool l_439_ = (l_1_ != 0.0LF);
            double l_440_ = (l_439_ ? l_438_ : l_1_);
            double l_441_ = (l_440_ - l_428_);
            bool l_442_ = (l_1_ != 0.0LF);
            double l_443_ = (l_442_ ? l_441_ : l_1_);
            double l_444_ = (l_437_ - l_443_);
            double l_445_ = (l_416_ + l_440_);
            bool l_446_ = (l_1_ != 0.0LF);
            double l_447_ = (l_446_ ? l_445_ : l_1_);
            double l_448_ = (l_447_ - l_416_);
            bool l_449_ = (l_1_ != 0.0LF);
            double l_450_ = (l_449_ ? l_448_ : l_1_);
            double l_451_ = (l_440_ - l_450_);
            double l_452_ = (l_404_ + l_447_);
            bool l_453_ = (l_1_ != 0.0LF);
            double l_454_ = (l_453_ ? l_452_ : l_1_);
            double l_455_ = (l_454_ - l_404_);
            bool l_456_ = (l_1_ != 0.0LF);
            double l_457_ = (l_456_ ? l_455_ : l_1_);
            double l_458_ = (l_447_ - l_457_);
            double l_459_ = (l_392_ + l_454_);
            bool l_460_ = (l_1_ != 0.0LF);
            double l_461_ = (l_460_ ? l_459_ : l_1_);
            double l_462_ = (l_461_ - l_392_);
            bool l_463_ = (l_1_ != 0.0LF);
            double l_464_ = (l_463_ ? l_462_ : l_1_);
            double l_465_ = (l_454_ - l_464_);
            l_mut_279_ = 0.0LF;
            l_mut_278_ = 0.0LF;
            l_mut_277_ = 0.0LF;
            l_mut_276_ = 0.0LF;
            l_mut_5_ = l_461_;
            l_mut_280_ = 0u;
            double _e1179 = l_mut_5_;
            double l_466_ = (_e1179 + l_465_);
            bool l_467_ = (l_1_ != 0.0LF);
            double l_468_ = (l_467_ ? l_466_ : l_1_);
            double _e1184 = l_mut_5_;
            double l_469_ = (l_468_ - _e1184);
            bool l_470_ = (l_1_ != 0.0LF);
            double l_471_ = (l_470_ ? l_469_ : l_1_);
            double l_472_ = (l_465_ - l_471_);
            uint _e1190 = l_mut_280_;
            bool l_473_ = (_e1190 < 3u);
            bool l_474_ = (l_472_ != 0.0LF);
            if (l_473_) {
                local_37 = l_474_;
            } else {
                local_37 = false;
            }
            bool l_475_ = local_37;
            uint _e1199 = l_mut_280_;
            bool l_476_ = (_e1199 == 0u);
            if (l_475_) {
                local_38 = l_476_;
            } else {
                local_38 = false;
            }
            bool l_477_ = local_38;
            double _e1206 = l_mut_279_;
            double l_478_ = (l_477_ ? l_468_ : _e1206);
            l_mut_279_ = l_478_;
            uint _e1208 = l_mut_280_;
            bool l_479_ = (_e1208 == 1u);
            if (l_475_) {
                local_39 = l_479_;
            } else {
                local_39 = false;
            }
            bool l_480_ = local_39;
            double _e1215 = l_mut_278_;
            double l_481_ = (l_480_ ? l_468_ : _e1215);
            l_mut_278_ = l_481_;
            uint _e1217 = l_mut_280_;
            bool l_482_ = (_e1217 == 2u);
            if (l_475_) {
                local_40 = l_482_;
            } else {
                local_40 = false;
            }
            bool l_483_ = local_40;
            double _e1224 = l_mut_277_;
            double l_484_ = (l_483_ ? l_468_ : _e1224);
            l_mut_277_ = l_484_;
            double l_485_ = (l_475_ ? l_472_ : l_468_);
            double _e1227 = l_mut_5_;
            double l_486_ = (_e1227 + l_465_);
            double l_487_ = (l_473_ ? l_485_ : l_486_);
            l_mut_5_ = l_487_;
            uint l_488_ = uint(l_475_);
            uint _e1231 = l_mut_280_;
            l_mut_280_ = (_e1231 + l_488_);
            double _e1233 = l_mut_5_;
            double l_489_ = (_e1233 + l_458_);
            bool l_490_ = (l_1_ != 0.0LF);
            double l_491_ = (l_490_ ? l_489_ : l_1_);
            double _e1238 = l_mut_5_;
            double l_492_ = (l_491_ - _e1238);
            bool l_493_ = (l_1_ != 0.0LF);
            double l_494_ = (l_493_ ? l_492_ : l_1_);
            double l_495_ = (l_458_ - l_494_);
            uint _e1244 = l_mut_280_;
            bool l_496_ = (_e1244 < 3u);
            bool l_497_ = (l_495_ != 0.0LF);
            if (l_496_) {
                local_41 = l_497_;
            } else {
                local_41 = false;
            }
            bool l_498_ = local_41;
            uint _e1253 = l_mut_280_;
            bool l_499_ = (_e1253 == 0u);
            if (l_498_) {
                local_42 = l_499_;
            } else {
                local_42 = false;
            }
            bool l_500_ = local_42;
            double _e1260 = l_mut_279_;
            double l_501_ = (l_500_ ? l_491_ : _e1260);
            l_mut_279_ = l_501_;
            uint _e1262 = l_mut_280_;
            bool l_502_ = (_e1262 == 1u);
            if (l_498_) {
                local_43 = l_502_;
            } else {
                local_43 = false;
            }
            bool l_503_ = local_43;
            double _e1269 = l_mut_278_;
            double l_504_ = (l_503_ ? l_491_ : _e1269);
            l_mut_278_ = l_504_;
            uint _e1271 = l_mut_280_;
            bool l_505_ = (_e1271 == 2u);
            if (l_498_) {
                local_44 = l_505_;
            } else {
                local_44 = false;
            }
            bool l_506_ = local_44;
            double _e1278 = l_mut_277_;
            double l_507_ = (l_506_ ? l_491_ : _e1278);
            l_mut_277_ = l_507_;
            double l_508_ = (l_498_ ? l_495_ : l_491_);
            double _e1281 = l_mut_5_;
            double l_509_ = (_e1281 + l_458_);
            double l_510_ = (l_496_ ? l_508_ : l_509_);
            l_mut_5_ = l_510_;
            uint l_511_ = uint(l_498_);
            uint _e1285 = l_mut_280_;
            l_mut_280_ = (_e1285 + l_511_);
            double _e1287 = l_mut_5_;
            double l_512_ = (_e1287 + l_451_);
            bool l_513_ = (l_1_ != 0.0LF);
            double l_514_ = (l_513_ ? l_512_ : l_1_);
            double _e1292 = l_mut_5_;
            double l_515_ = (l_514_ - _e1292);
            bool l_516_ = (l_1_ != 0.0LF);
            double l_517_ = (l_516_ ? l_515_ : l_1_);
            double l_518_ = (l_451_ - l_517_);
            uint _e1298 = l_mut_280_;
            bool l_519_ = (_e1298 < 3u);
            bool l_520_ = (l_518_ != 0.0LF);
            if (l_519_) {
                local_45 = l_520_;
            } else {
                local_45 = false;
            }
            bool l_521_ = local_45;
            uint _e1307 = l_mut_280_;
            bool l_522_ = (_e1307 == 0u);
            if (l_521_) {
                local_46 = l_522_;
            } else {
                local_46 = false;
            }
            bool l_523_ = local_46;
            double _e1314 = l_mut_279_;
            double l_524_ = (l_523_ ? l_514_ : _e1314);
            l_mut_279_ = l_524_;
            uint _e1316 = l_mut_280_;
            bool l_525_ = (_e1316 == 1u);
            if (l_521_) {
                local_47 = l_525_;
            } else {
                local_47 = false;
            }
            bool l_526_ = local_47;
            double _e1323 = l_mut_278_;
            double l_527_ = (l_526_ ? l_514_ : _e1323);
            l_mut_278_ = l_527_;
            uint _e1325 = l_mut_280_;
            bool l_528_ = (_e1325 == 2u);
            if (l_521_) {
                local_48 = l_528_;
            } else {
                local_48 = false;
            }
            bool l_529_ = local_48;
            double _e1332 = l_mut_277_;
            double l_530_ = (l_529_ ? l_514_ : _e1332);
            l_mut_277_ = l_530_;
            double l_531_ = (l_521_ ? l_518_ : l_514_);
            double _e1335 = l_mut_5_;
            double l_532_ = (_e1335 + l_451_);
            double l_533_ = (l_519_ ? l_531_ : l_532_);
            l_mut_5_ = l_533_;
            uint l_534_ = uint(l_521_);
            uint _e1339 = l_mut_280_;
            l_mut_280_ = (_e1339 + l_534_);
            double _e1341 = l_mut_5_;
            double l_535_ = (_e1341 + l_444_);
            bool l_536_ = (l_1_ != 0.0LF);
            double l_537_ = (l_536_ ? l_535_ : l_1_);
            double _e1346 = l_mut_5_;
            double l_538_ = (l_537_ - _e1346);
            bool l_539_ = (l_1_ != 0.0LF);
            double l_540_ = (l_539_ ? l_538_ : l_1_);
            double l_541_ = (l_444_ - l_540_);
            uint _e1352 = l_mut_280_;
            bool l_542_ = (_e1352 < 3u);
            bool l_543_ = (l_541_ != 0.0LF);
            if (l_542_) {
                local_49 = l_543_;
            } else {
                local_49 = false;
            }
            bool l_544_ = local_49;
            uint _e1361 = l_mut_280_;
            bool l_545_ = (_e1361 == 0u);
            if (l_544_) {
                local_50 = l_545_;
            } else {
                local_50 = false;
            }
            bool l_546_ = local_50;
            double _e1368 = l_mut_279_;
            double l_547_ = (l_546_ ? l_537_ : _e1368);
            l_mut_279_ = l_547_;
            uint _e1370 = l_mut_280_;
            bool l_548_ = (_e1370 == 1u);
            if (l_544_) {
                local_51 = l_548_;
            } else {
                local_51 = false;
            }
            bool l_549_ = local_51;
            double _e1377 = l_mut_278_;
            double l_550_ = (l_549_ ? l_537_ : _e1377);
            l_mut_278_ = l_550_;
            uint _e1379 = l_mut_280_;
            bool l_551_ = (_e1379 == 2u);
            if (l_544_) {
                local_52 = l_551_;
            } else {
                local_52 = false;
            }
            bool l_552_ = local_52;
            double _e1386 = l_mut_277_;
            double l_553_ = (l_552_ ? l_537_ : _e1386);
            l_mut_277_ = l_553_;
            double l_554_ = (l_544_ ? l_541_ : l_537_);
            double _e1389 = l_mut_5_;
            double l_555_ = (_e1389 + l_444_);
            double l_556_ = (l_542_ ? l_554_ : l_555_);
            l_mut_5_ = l_556_;
            uint l_557_ = uint(l_544_);
            uint _e1393 = l_mut_280_;
            l_mut_280_ = (_e1393 + l_557_);
            uint _e1395 = l_mut_280_;
            bool l_558_ = (_e1395 == 0u);
            double _e1398 = l_mut_279_;
            double _e1399 = l_mut_5_;
            double l_559_ = (l_558_ ? _e1399 : _e1398);
            l_mut_279_ = l_559_;
            uint _e1401 = l_mut_280_;
            bool l_560_ = (_e1401 == 1u);
            double _e1404 = l_mut_278_;
            double _e1405 = l_mut_5_;
            double l_561_ = (l_560_ ? _e1405 : _e1404);
            l_mut_278_ = l_561_;
            uint _e1407 = l_mut_280_;
            bool l_562_ = (_e1407 == 2u);
            double _e1410 = l_mut_277_;
            double _e1411 = l_mut_5_;
            double l_563_ = (l_562_ ? _e1411 : _e1410);
            l_mut_277_ = l_563_;
            uint _e1413 = l_mut_280_;
            bool l_564_ = (_e1413 == 3u);
            double _e1416 = l_mut_276_;
            double _e1417 = l_mut_5_;
            double l_565_ = (l_564_ ? _e1417 : _e1416);
            l_mut_276_ = l_565_;
            uint l_3603_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3604_ = (l_3603_ * 1u);
            bool l_3605_ = (l_387_ < l_3604_);
            if (l_3605_) {
                double _e1428 = l_mut_279_;
                _group_0_binding_0_cs[l_387_] = _e1428;
            }
            uint l_566_ = (l_388_ + l_387_);
            uint l_3606_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3607_ = (l_3606_ * 1u);
            bool l_3608_ = (l_566_ < l_3607_);
            if (l_3608_) {
                double _e1439 = l_mut_278_;
                _group_0_binding_0_cs[l_566_] = _e1439;
            }
            uint l_567_ = (2u * l_388_);
            uint l_568_ = (l_567_ + l_387_);
            uint l_3609_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3610_ = (l_3609_ * 1u);
            bool l_3611_ = (l_568_ < l_3610_);
            if (l_3611_) {
                double _e1452 = l_mut_277_;
                _group_0_binding_0_cs[l_568_] = _e1452;
            }
            uint l_569_ = (3u * l_388_);
            uint l_570_ = (l_569_ + l_387_);
            uint l_3612_ = _group_0_binding_3_cs.static_meta[0];
            uint l_3613_ = (l_3612_ * 1u);
            bool l_3614_ = (l_570_ < l_3613_);
            if (l_3614_) {
                double _e1465 = l_mut_276_;
                _group_0_binding_0_cs[l_570_] = _e1465;
            }
            uint _e1466 = l_mut_6_;
            l_mut_6_ = (_e1466 + 1024u);
        }
    }
    bool l_571_ = (local_idx == 0u);
    if (l_571_) {
        uint l_3615_ = _group_0_binding_3_cs.static_meta[1];
        uint l_3616_ = (l_3615_ * 1u);
        uint _e1480 = _group_0_binding_3_cs.scalars_u32_[3];
        bool l_3617_ = (_e1480 < l_3616_);
        if (l_3617_) {
            uint _e1486 = _group_0_binding_3_cs.scalars_u32_[3];
            _group_0_binding_1_cs[_e1486] = l_158_;
        }
    }
    memoryBarrierBuffer();
    barrier();
    uint l_572_ = (l_2_ * 32u);
    uint _e1493 = _group_0_binding_3_cs.scalars_u32_[3];
    uint l_573_ = (l_572_ + _e1493);
    uint _e1498 = _group_0_binding_3_cs.scalars_u32_[0];
    uint l_574_ = (_e1498 * 32u);
    uint l_3500_ = _group_0_binding_3_cs.static_meta[0];
    uint l_3501_ = (l_3500_ * 1u);
    bool l_3502_ = (l_573_ < l_3501_);
    uint l_3503_ = (l_3501_ - 1u);
    uint l_3504_ = min(l_573_, l_3503_);
    double l_3505_ = _group_0_binding_0_cs[l_3504_];
    double l_575_ = (l_3502_ ? l_3505_ : 0.0LF);
    uint l_576_ = (l_574_ + l_573_);
    uint l_3507_ = _group_0_binding_3_cs.static_meta[0];
    uint l_3508_ = (l_3507_ * 1u);
    bool l_3509_ = (l_576_ < l_3508_);
    uint l_3510_ = (l_3508_ - 1u);
    uint l_3511_ = min(l_576_, l_3510_);
    double l_3512_ = _group_0_binding_0_cs[l_3511_];
    double l_577_ = (l_3509_ ? l_3512_ : 0.0LF);
    uint l_578_ = (2u * l_574_);
    uint l_579_ = (l_578_ + l_573_);
    uint l_3514_ = _group_0_binding_3_cs.static_meta[0];
    uint l_3515_ = (l_3514_ * 1u);
    bool l_3516_ = (l_579_ < l_3515_);
    uint l_3517_ = (l_3515_ - 1u);
    uint l_3518_ = min(l_579_, l_3517_);
    double l_3519_ = _group_0_binding_0_cs[l_3518_];
    double l_580_ = (l_3516_ ? l_3519_ : 0.0LF);
    uint l_581_ = (3u * l_574_);
    uint l_582_ = (l_581_ + l_573_);
    uint l_3521_ = _group_0_binding_3_cs.static_meta[0];
    uint l_3522_ = (l_3521_ * 1u);
    bool l_3523_ = (l_582_ < l_3522_);
    uint l_3524_ = (l_3522_ - 1u);
    uint l_3525_ = min(l_582_, l_3524_);
    double l_3526_ = _group_0_binding_0_cs[l_3525_];
    double l_583_ = (l_3523_ ? l_3526_ : 0.0LF);
    uint _e1571 = _group_0_binding_3_cs.scalars_u32_[3];
    uint l_584_ = (_e1571 + 1u);
    uint l_585_ = (l_584_ + local_idx);
    l_mut_280_ = l_585_;
    while(true) {
        uint _e1575 = l_mut_280_;
        bool l_586_ = (_e1575 < 32u);
        bool l_587_ = !(l_586_);
        if (l_587_) {
            break;
        }
        uint l_588_ = (l_2_ * 32u);
        uint _e1581 = l_mut_280_;
        uint l_589_ = (l_588_ + _e1581);
        uint _e1586 = _group_0_binding_3_cs.scalars_u32_[0];
        uint l_590_ = (_e1586 * 32u);
        uint l_3618_ = _group_0_binding_3_cs.static_meta[0];
        uint l_3619_ = (l_3618_ * 1u);
        bool l_3620_ = (l_589_ < l_3619_);
        uint l_3621_ = (l_3619_ - 1u);
        uint l_3622_ = min(l_589_, l_3621_);
        double l_3623_ = _group_0_binding_0_cs[l_3622_];
        double l_591_ = (l_3620_ ? l_3623_ : 0.0LF);
        uint l_592_ = (l_590_ + l_589_);
        uint l_3625_ = _group_0_binding_3_cs.static_meta[0];
        uint l_3626_ = (l_3625_ * 1u);
        bool l_3627_ = (l_592_ < l_3626_);
        uint l_3628_ = (l_3626_ - 1u);
        uint l_3629_ = min(l_592_, l_3628_);
        double l_3630_ = _group_0_binding_0_cs[l_3629_];
        double l_593_ = (l_3627_ ? l_3630_ : 0.0LF);
        uint l_594_ = (2u * l_590_);
        uint l_595_ = (l_594_ + l_589_);
        uint l_3632_ = _group_0_binding_3_cs.static_meta[0];
        uint l_3633_ = (l_3632_ * 1u);
        bool l_3634_ = (l_595_ < l_3633_);
        uint l_3635_ = (l_3633_ - 1u);
        uint l_3636_ = min(l_595_, l_3635_);
        double l_3637_ = _group_0_binding_0_cs[l_3636_];
        double l_596_ = (l_3634_ ? l_3637_ : 0.0LF);
        uint l_597_ = (3u * l_590_);
        uint l_598_ = (l_597_ + l_589_);
        uint l_3639_ = _group_0_binding_3_cs.static_meta[0];
        uint l_3640_ = (l_3639_ * 1u);
        bool l_3641_ = (l_598_ < l_3640_);
        uint l_3642_ = (l_3640_ - 1u);
        uint l_3643_ = min(l_598_, l_3642_);
        double l_3644_ = _group_0_binding_0_cs[l_3643_];
        double l_599_ = (l_3641_ ? l_3644_ : 0.0LF);
        uint l_600_ = (l_2_ * 32u);
        uint _e1658 = l_mut_280_;
        uint l_601_ = (l_600_ + _e1658);
        uint _e1663 = _group_0_binding_3_cs.scalars_u32_[0];
        uint l_602_ = (_e1663 * 32u);
        double l_603_ = (1.0LF / l_575_);
        double l_604_ = (l_591_ * l_603_);
        double l_605_ = (l_575_ * l_604_);
        bool l_606_ = (l_1_ != 0.0LF);
        double l_607_ = (l_606_ ? l_605_ : l_1_);
        double l_608_ = (l_0_ * l_575_);
        bool l_609_ = (l_1_ != 0.0LF);
        double l_610_ = (l_609_ ? l_608_ : l_1_);
        double l_611_ = (l_610_ - l_575_);
        bool l_612_ = (l_1_ != 0.0LF);
        double l_613_ = (l_612_ ? l_611_ : l_1_);
        double l_614_ = (l_610_ - l_613_);
        double l_615_ = (l_575_ - l_614_);
        double l_616_ = (l_0_ * l_604_);
        bool l_617_ = (l_1_ != 0.0LF);
        double l_618_ = (l_617_ ? l_616_ : l_1_);
        double l_619_ = (l_618_ - l_604_);
        bool l_620_ = (l_1_ != 0.0LF);
        double l_621_ = (l_620_ ? l_619_ : l_1_);
        double l_622_ = (l_618_ - l_621_);
        double l_623_ = (l_604_ - l_622_);
        double l_624_ = (l_614_ * l_622_);
        double l_625_ = (l_624_ - l_607_);
        double l_626_ = (l_614_ * l_623_);
        double l_627_ = (l_625_ + l_626_);
        double l_628_ = (l_615_ * l_622_);
        double l_629_ = (l_627_ + l_628_);
        double l_630_ = (l_615_ * l_623_);
        double l_631_ = (l_629_ + l_630_);
        double l_632_ = (l_577_ * l_604_);
        bool l_633_ = (l_1_ != 0.0LF);
        double l_634_ = (l_633_ ? l_632_ : l_1_);
        double l_635_ = (l_0_ * l_577_);
        bool l_636_ = (l_1_ != 0.0LF);
        double l_637_ = (l_636_ ? l_635_ : l_1_);
        double l_638_ = (l_637_ - l_577_);
        bool l_639_ = (l_1_ != 0.0LF);
        double l_640_ = (l_639_ ? l_638_ : l_1_);
        double l_641_ = (l_637_ - l_640_);
        double l_642_ = (l_577_ - l_641_);
        double l_643_ = (l_0_ * l_604_);
        bool l_644_ = (l_1_ != 0.0LF);
        double l_645_ = (l_644_ ? l_643_ : l_1_);
        double l_646_ = (l_645_ - l_604_);
        bool l_647_ = (l_1_ != 0.0LF);
        double l_648_ = (l_647_ ? l_646_ : l_1_);
        double l_649_ = (l_645_ - l_648_);
        double l_650_ = (l_604_ - l_649_);
        double l_651_ = (l_641_ * l_649_);
        double l_652_ = (l_651_ - l_634_);
        double l_653_ = (l_641_ * l_650_);
        double l_654_ = (l_652_ + l_653_);
        double l_655_ = (l_642_ * l_649_);
        double l_656_ = (l_654_ + l_655_);
        double l_657_ = (l_642_ * l_650_);
        double l_658_ = (l_656_ + l_657_);
        double l_659_ = (l_580_ * l_604_);
        bool l_660_ = (l_1_ != 0.0LF);
        double l_661_ = (l_660_ ? l_659_ : l_1_);
        double l_662_ = (l_0_ * l_580_);
        bool l_663_ = (l_1_ != 0.0LF);
        double l_664_ = (l_663_ ? l_662_ : l_1_);
        double l_665_ = (l_664_ - l_580_);
        bool l_666_ = (l_1_ != 0.0LF);
        double l_667_ = (l_666_ ? l_665_ : l_1_);
        double l_668_ = (l_664_ - l_667_);
        double l_669_ = (l_580_ - l_668_);
        double l_670_ = (l_0_ * l_604_);
        bool l_671_ = (l_1_ != 0.0LF);
        double l_672_ = (l_671_ ? l_670_ : l_1_);
        double l_673_ = (l_672_ - l_604_);
        bool l_674_ = (l_1_ != 0.0LF);
        double l_675_ = (l_674_ ? l_673_ : l_1_);
        double l_676_ = (l_672_ - l_675_);
        double l_677_ = (l_604_ - l_676_);
        double l_678_ = (l_668_ * l_676_);
        double l_679_ = (l_678_ - l_661_);
        double l_680_ = (l_668_ * l_677_);
        double l_681_ = (l_679_ + l_680_);
        double l_682_ = (l_669_ * l_676_);
        double l_683_ = (l_681_ + l_682_);
        double l_684_ = (l_669_ * l_677_);
        double l_685_ = (l_683_ + l_684_);
        double l_686_ = (l_583_ * l_604_);
        double l_687_ = (l_631_ + l_634_);
        bool l_688_ = (l_1_ != 0.0LF);
        double l_689_ = (l_688_ ? l_687_ : l_1_);
        double l_690_ = (l_689_ - l_631_);
        bool l_691_ = (l_1_ != 0.0LF);
        double l_692_ = (l_691_ ? l_690_ : l_1_);
        double l_693_ = (l_689_ - l_692_);
        bool l_694_ = (l_1_ != 0.0LF);
        double l_695_ = (l_694_ ? l_693_ : l_1_);
        double l_696_ = (l_631_ - l_695_);
        double l_697_ = (l_634_ - l_692_);
        double l_698_ = (l_696_ + l_697_);
        double l_699_ = (l_698_ + l_658_);
        bool l_700_ = (l_1_ != 0.0LF);
        double l_701_ = (l_700_ ? l_699_ : l_1_);
        double l_702_ = (l_701_ - l_698_);
        bool l_703_ = (l_1_ != 0.0LF);
        double l_704_ = (l_703_ ? l_702_ : l_1_);
        double l_705_ = (l_701_ - l_704_);
        bool l_706_ = (l_1_ != 0.0LF);
        double l_707_ = (l_706_ ? l_705_ : l_1_);
        double l_708_ = (l_698_ - l_707_);
        double l_709_ = (l_658_ - l_704_);
        double l_710_ = (l_708_ + l_709_);
        double l_711_ = (l_661_ + l_701_);
        bool l_712_ = (l_1_ != 0.0LF);
        double l_713_ = (l_712_ ? l_711_ : l_1_);
        double l_714_ = (l_713_ - l_661_);
        bool l_715_ = (l_1_ != 0.0LF);
        double l_716_ = (l_715_ ? l_714_ : l_1_);
        double l_717_ = (l_713_ - l_716_);
        bool l_718_ = (l_1_ != 0.0LF);
        double l_719_ = (l_718_ ? l_717_ : l_1_);
        double l_720_ = (l_661_ - l_719_);
        double l_721_ = (l_701_ - l_716_);
        double l_722_ = (l_720_ + l_721_);
        double l_723_ = (l_710_ + l_722_);
        bool l_724_ = (l_1_ != 0.0LF);
        double l_725_ = (l_724_ ? l_723_ : l_1_);
        double l_726_ = (l_725_ - l_710_);
        bool l_727_ = (l_1_ != 0.0LF);
        double l_728_ = (l_727_ ? l_726_ : l_1_);
        double l_729_ = (l_725_ - l_728_);
        bool l_730_ = (l_1_ != 0.0LF);
        double l_731_ = (l_730_ ? l_729_ : l_1_);
        double l_732_ = (l_710_ - l_731_);
        double l_733_ = (l_722_ - l_728_);
        double l_734_ = (l_732_ + l_733_);
        double l_735_ = (l_725_ + l_685_);
        bool l_736_ = (l_1_ != 0.0LF);
        double l_737_ = (l_736_ ? l_735_ : l_1_);
        double l_738_ = (l_737_ - l_725_);
        bool l_739_ = (l_1_ != 0.0LF);
        double l_740_ = (l_739_ ? l_738_ : l_1_);
        double l_741_ = (l_737_ - l_740_);
        bool l_742_ = (l_1_ != 0.0LF);
        double l_743_ = (l_742_ ? l_741_ : l_1_);
        double l_744_ = (l_725_ - l_743_);
        double l_745_ = (l_685_ - l_740_);
        double l_746_ = (l_744_ + l_745_);
        double l_747_ = (l_686_ + l_737_);
        bool l_748_ = (l_1_ != 0.0LF);
        double l_749_ = (l_748_ ? l_747_ : l_1_);
        double l_750_ = (l_749_ - l_686_);
        bool l_751_ = (l_1_ != 0.0LF);
        double l_752_ = (l_751_ ? l_750_ : l_1_);
        double l_753_ = (l_749_ - l_752_);
        bool l_754_ = (l_1_ != 0.0LF);
        double l_755_ = (l_754_ ? l_753_ : l_1_);
        double l_756_ = (l_686_ - l_755_);
        double l_757_ = (l_737_ - l_752_);
        double l_758_ = (l_756_ + l_757_);
        double l_759_ = (l_746_ + l_758_);
        double l_760_ = (l_759_ + l_734_);
        double l_761_ = (l_749_ + l_760_);
        bool l_762_ = (l_1_ != 0.0LF);
        double l_763_ = (l_762_ ? l_761_ : l_1_);
        double l_764_ = (l_763_ - l_749_);
        bool l_765_ = (l_1_ != 0.0LF);
        double l_766_ = (l_765_ ? l_764_ : l_1_);
        double l_767_ = (l_760_ - l_766_);
        double l_768_ = (l_713_ + l_763_);
        bool l_769_ = (l_1_ != 0.0LF);
        double l_770_ = (l_769_ ? l_768_ : l_1_);
        double l_771_ = (l_770_ - l_713_);
        bool l_772_ = (l_1_ != 0.0LF);
        double l_773_ = (l_772_ ? l_771_ : l_1_);
        double l_774_ = (l_763_ - l_773_);
        double l_775_ = (l_689_ + l_770_);
        bool l_776_ = (l_1_ != 0.0LF);
        double l_777_ = (l_776_ ? l_775_ : l_1_);
        double l_778_ = (l_777_ - l_689_);
        bool l_779_ = (l_1_ != 0.0LF);
        double l_780_ = (l_779_ ? l_778_ : l_1_);
        double l_781_ = (l_770_ - l_780_);
        double l_782_ = (l_607_ + l_777_);
        bool l_783_ = (l_1_ != 0.0LF);
        double l_784_ = (l_783_ ? l_782_ : l_1_);
        double l_785_ = (l_784_ - l_607_);
        bool l_786_ = (l_1_ != 0.0LF);
        double l_787_ = (l_786_ ? l_785_ : l_1_);
        double l_788_ = (l_777_ - l_787_);
        l_mut_279_ = 0.0LF;
        l_mut_278_ = 0.0LF;
        l_mut_277_ = 0.0LF;
        l_mut_276_ = 0.0LF;
        l_mut_5_ = l_784_;
        l_mut_6_ = 0u;
        double _e1899 = l_mut_5_;
        double l_789_ = (_e1899 + l_788_);
        bool l_790_ = (l_1_ != 0.0LF);
        double l_791_ = (l_790_ ? l_789_ : l_1_);
        double _e1904 = l_mut_5_;
        double l_792_ = (l_791_ - _e1904);
        bool l_793_ = (l_1_ != 0.0LF);
        double l_794_ = (l_793_ ? l_792_ : l_1_);
        double l_795_ = (l_788_ - l_794_);
        uint _e1910 = l_mut_6_;
        bool l_796_ = (_e1910 < 3u);
        bool l_797_ = (l_795_ != 0.0LF);
        if (l_796_) {
            local_53 = l_797_;
        } else {
            local_53 = false;
        }
        bool l_798_ = local_53;
        uint _e1919 = l_mut_6_;
        bool l_799_ = (_e1919 == 0u);
        if (l_798_) {
            local_54 = l_799_;
        } else {
            local_54 = false;
        }
        bool l_800_ = local_54;
        double _e1926 = l_mut_279_;
        double l_801_ = (l_800_ ? l_791_ : _e1926);
        l_mut_279_ = l_801_;
        uint _e1928 = l_mut_6_;
        bool l_802_ = (_e1928 == 1u);
        if (l_798_) {
            local_55 = l_802_;
        } else {
            local_55 = false;
        }
        bool l_803_ = local_55;
        double _e1935 = l_mut_278_;
        double l_804_ = (l_803_ ? l_791_ : _e1935);
        l_mut_278_ = l_804_;
        uint _e1937 = l_mut_6_;
        bool l_805_ = (_e1937 == 2u);
        if (l_798_) {
            local_56 = l_805_;
        } else {
            local_56 = false;
        }
        bool l_806_ = local_56;
        double _e1944 = l_mut_277_;
        double l_807_ = (l_806_ ? l_791_ : _e1944);
        l_mut_277_ = l_807_;
        double l_808_ = (l_798_ ? l_795_ : l_791_);
        double _e1947 = l_mut_5_;
        double l_809_ = (_e1947 + l_788_);
        double l_810_ = (l_796_ ? l_808_ : l_809_);
        l_mut_5_ = l_810_;
        uint l_811_ = uint(l_798_);
        uint _e1951 = l_mut_6_;
        l_mut_6_ = (_e1951 + l_811_);
        double _e1953 = l_mut_5_;
        double l_812_ = (_e1953 + l_781_);
        bool l_813_ = (l_1_ != 0.0LF);
        double l_814_ = (l_813_ ? l_812_ : l_1_);
        double _e1958 = l_mut_5_;
        double l_815_ = (l_814_ - _e1958);
        bool l_816_ = (l_1_ != 0.0LF);
        double l_817_ = (l_816_ ? l_815_ : l_1_);
        double l_818_ = (l_781_ - l_817_);
        uint _e1964 = l_mut_6_;
        bool l_819_ = (_e1964 < 3u);
        bool l_820_ = (l_818_ != 0.0LF);
        if (l_819_) {
            local_57 = l_820_;
        } else {
            local_57 = false;
        }
        bool l_821_ = local_57;
        uint _e1973 = l_mut_6_;
        bool l_822_ = (_e1973 == 0u);
        if (l_821_) {
            local_58 = l_822_;
        } else {
            local_58 = false;
        }
        bool l_823_ = local_58;
        double _e1980 = l_mut_279_;
        double l_824_ = (l_823_ ? l_814_ : _e1980);
        l_mut_279_ = l_824_;
        uint _e1982 = l_mut_6_;
        bool l_825_ = (_e1982 == 1u);
        if (l_821_) {
            local_59 = l_825_;
        } else {
            local_59 = false;
        }
        bool l_826_ = local_59;
        double _e1989 = l_mut_278_;
        double l_827_ = (l_826_ ? l_814_ : _e1989);
        l_mut_278_ = l_827_;
        uint _e1991 = l_mut_6_;
        bool l_828_ = (_e1991 == 2u);
        if (l_821_) {
            local_60 = l_828_;
        } else {
            local_60 = false;
        }
        bool l_829_ = local_60;
        double _e1998 = l_mut_277_;
        double l_830_ = (l_829_ ? l_814_ : _e1998);
        l_mut_277_ = l_830_;
        double l_831_ = (l_821_ ? l_818_ : l_814_);
        double _e2001 = l_mut_5_;
        double l_832_ = (_e2001 + l_781_);
        double l_833_ = (l_819_ ? l_831_ : l_832_);
        l_mut_5_ = l_833_;
        uint l_834_ = uint(l_821_);
        uint _e2005 = l_mut_6_;
        l_mut_6_ = (_e2005 + l_834_);
        double _e2007 = l_mut_5_;
        double l_835_ = (_e2007 + l_774_);
        bool l_836_ = (l_1_ != 0.0LF);
        double l_837_ = (l_836_ ? l_835_ : l_1_);
        double _e2012 = l_mut_5_;
        double l_838_ = (l_837_ - _e2012);
        bool l_839_ = (l_1_ != 0.0LF);
        double l_840_ = (l_839_ ? l_838_ : l_1_);
        double l_841_ = (l_774_ - l_840_);
        uint _e2018 = l_mut_6_;
        bool l_842_ = (_e2018 < 3u);
        bool l_843_ = (l_841_ != 0.0LF);
        if (l_842_) {
            local_61 = l_843_;
        } else {
            local_61 = false;
        }
        bool l_844_ = local_61;
        uint _e2027 = l_mut_6_;
        bool l_845_ = (_e2027 == 0u);
        if (l_844_) {
            local_62 = l_845_;
        } else {
            local_62 = false;
        }
        bool l_846_ = local_62;
        double _e2034 = l_mut_279_;
        double l_847_ = (l_846_ ? l_837_ : _e2034);
        l_mut_279_ = l_847_;
        uint _e2036 = l_mut_6_;
        bool l_848_ = (_e2036 == 1u);
        if (l_844_) {
            local_63 = l_848_;
        } else {
            local_63 = false;
        }
        bool l_849_ = local_63;
        double _e2043 = l_mut_278_;
        double l_850_ = (l_849_ ? l_837_ : _e2043);
        l_mut_278_ = l_850_;
        uint _e2045 = l_mut_6_;
        bool l_851_ = (_e2045 == 2u);
        if (l_844_) {
            local_64 = l_851_;
        } else {
            local_64 = false;
        }
        bool l_852_ = local_64;
        double _e2052 = l_mut_277_;
        double l_853_ = (l_852_ ? l_837_ : _e2052);
        l_mut_277_ = l_853_;
        double l_854_ = (l_844_ ? l_841_ : l_837_);
        double _e2055 = l_mut_5_;
        double l_855_ = (_e2055 + l_774_);
        double l_856_ = (l_842_ ? l_854_ : l_855_);
        l_mut_5_ = l_856_;
        uint l_857_ = uint(l_844_);
        uint _e2059 = l_mut_6_;
        l_mut_6_ = (_e2059 + l_857_);
        double _e2061 = l_mut_5_;
        double l_858_ = (_e2061 + l_767_);
        bool l_859_ = (l_1_ != 0.0LF);
        double l_860_ = (l_859_ ? l_858_ : l_1_);
        double _e2066 = l_mut_5_;
        double l_861_ = (l_860_ - _e2066);
        bool l_862_ = (l_1_ != 0.0LF);
        double l_863_ = (l_862_ ? l_861_ : l_1_);
        double l_864_ = (l_767_ - l_863_);
        uint _e2072 = l_mut_6_;
        bool l_865_ = (_e2072 < 3u);
        bool l_866_ = (l_864_ != 0.0LF);
        if (l_865_) {
            local_65 = l_866_;
        } else {
            local_65 = false;
        }
        bool l_867_ = local_65;
        uint _e2081 = l_mut_6_;
        bool l_868_ = (_e2081 == 0u);
        if (l_867_) {
            local_66 = l_868_;
        } else {
            local_66 = false;
        }
        bool l_869_ = local_66;
        double _e2088 = l_mut_279_;
        double l_870_ = (l_869_ ? l_860_ : _e2088);
        l_mut_279_ = l_870_;
        uint _e2090 = l_mut_6_;
        bool l_871_ = (_e2090 == 1u);
        if (l_867_) {
            local_67 = l_871_;
        } else {
            local_67 = false;
        }
        bool l_872_ = local_67;
        double _e2097 = l_mut_278_;
        double l_873_ = (l_872_ ? l_860_ : _e2097);
        l_mut_278_ = l_873_;
        uint _e2099 = l_mut_6_;
        bool l_874_ = (_e2099 == 2u);
        if (l_867_) {
            local_68 = l_874_;
        } else {
            local_68 = false;
        }
        bool l_875_ = local_68;
        double _e2106 = l_mut_277_;
        double l_876_ = (l_875_ ? l_860_ : _e2106);
        l_mut_277_ = l_876_;
        double l_877_ = (l_867_ ? l_864_ : l_860_);
        double _e2109 = l_mut_5_;
        double l_878_ = (_e2109 + l_767_);
        double l_879_ = (l_865_ ? l_877_ : l_878_);
        l_mut_5_ = l_879_;
        uint l_880_ = uint(l_867_);
        uint _e2113 = l_mut_6_;
        l_mut_6_ = (_e2113 + l_880_);
        uint _e2115 = l_mut_6_;
        bool l_881_ = (_e2115 == 0u);
        double _e2118 = l_mut_279_;
        double _e2119 = l_mut_5_;
        double l_882_ = (l_881_ ? _e2119 : _e2118);
        l_mut_279_ = l_882_;
        uint _e2121 = l_mut_6_;
        bool l_883_ = (_e2121 == 1u);
        double _e2124 = l_mut_278_;
        double _e2125 = l_mut_5_;
        double l_884_ = (l_883_ ? _e2125 : _e2124);
        l_mut_278_ = l_884_;
        uint _e2127 = l_mut_6_;
        bool l_885_ = (_e2127 == 2u);
        double _e2130 = l_mut_277_;
        double _e2131 = l_mut_5_;
        double l_886_ = (l_885_ ? _e2131 : _e2130);
        l_mut_277_ = l_886_;
        uint _e2133 = l_mut_6_;
        bool l_887_ = (_e2133 == 3u);
        double _e2136 = l_mut_276_;
        double _e2137 = l_mut_5_;
        double l_888_ = (l_887_ ? _e2137 : _e2136);
        l_mut_276_ = l_888_;
        double _e2139 = l_mut_279_;
        double l_889_ = -(_e2139);
        double _e2141 = l_mut_278_;
        double l_890_ = -(_e2141);
        double _e2143 = l_mut_277_;
        double l_891_ = -(_e2143);
        double _e2145 = l_mut_276_;
        double l_892_ = -(_e2145);
        a_893_[0] = l_591_;
        a_893_[1] = l_889_;
        a_893_[2] = l_593_;
        a_893_[3] = l_890_;
        a_893_[4] = l_596_;
        a_893_[5] = l_891_;
        a_893_[6] = l_599_;
        a_893_[7] = l_892_;
        double l_894_ = a_893_[7];
        l_mut_279_ = l_894_;
        double l_895_ = a_893_[6];
        double _e2159 = l_mut_279_;
        double l_896_ = (l_895_ + _e2159);
        bool l_897_ = (l_1_ != 0.0LF);
        double l_898_ = (l_897_ ? l_896_ : l_1_);
        double l_899_ = (l_898_ - l_895_);
        bool l_900_ = (l_1_ != 0.0LF);
        double l_901_ = (l_900_ ? l_899_ : l_1_);
        double l_902_ = (l_898_ - l_901_);
        bool l_903_ = (l_1_ != 0.0LF);
        double l_904_ = (l_903_ ? l_902_ : l_1_);
        double l_905_ = (l_895_ - l_904_);
        double _e2173 = l_mut_279_;
        double l_906_ = (_e2173 - l_901_);
        double l_907_ = (l_905_ + l_906_);
        a_893_[7] = l_907_;
        l_mut_279_ = l_898_;
        double l_908_ = a_893_[5];
        double _e2179 = l_mut_279_;
        double l_909_ = (l_908_ + _e2179);
        bool l_910_ = (l_1_ != 0.0LF);
        double l_911_ = (l_910_ ? l_909_ : l_1_);
        double l_912_ = (l_911_ - l_908_);
        bool l_913_ = (l_1_ != 0.0LF);
        double l_914_ = (l_913_ ? l_912_ : l_1_);
        double l_915_ = (l_911_ - l_914_);
        bool l_916_ = (l_1_ != 0.0LF);
        double l_917_ = (l_916_ ? l_915_ : l_1_);
        double l_918_ = (l_908_ - l_917_);
        double _e2193 = l_mut_279_;
        double l_919_ = (_e2193 - l_914_);
        double l_920_ = (l_918_ + l_919_);
        a_893_[6] = l_920_;
        l_mut_279_ = l_911_;
        double l_921_ = a_893_[4];
        double _e2199 = l_mut_279_;
        double l_922_ = (l_921_ + _e2199);
        bool l_923_ = (l_1_ != 0.0LF);
        double l_924_ = (l_923_ ? l_922_ : l_1_);
        double l_925_ = (l_924_ - l_921_);
        bool l_926_ = (l_1_ != 0.0LF);
        double l_927_ = (l_926_ ? l_925_ : l_1_);
        double l_928_ = (l_924_ - l_927_);
        bool l_929_ = (l_1_ != 0.0LF);
        double l_930_ = (l_929_ ? l_928_ : l_1_);
        double l_931_ = (l_921_ - l_930_);
        double _e2213 = l_mut_279_;
        double l_932_ = (_e2213 - l_927_);
        double l_933_ = (l_931_ + l_932_);
        a_893_[5] = l_933_;
        l_mut_279_ = l_924_;
        double l_934_ = a_893_[3];
        double _e2219 = l_mut_279_;
        double l_935_ = (l_934_ + _e2219);
        bool l_936_ = (l_1_ != 0.0LF);
        double l_937_ = (l_936_ ? l_935_ : l_1_);
        double l_938_ = (l_937_ - l_934_);
        bool l_939_ = (l_1_ != 0.0LF);
        double l_940_ = (l_939_ ? l_938_ : l_1_);
        double l_941_ = (l_937_ - l_940_);
        bool l_942_ = (l_1_ != 0.0LF);
        double l_943_ = (l_942_ ? l_941_ : l_1_);
        double l_944_ = (l_934_ - l_943_);
        double _e2233 = l_mut_279_;
        double l_945_ = (_e2233 - l_940_);
        double l_946_ = (l_944_ + l_945_);
        a_893_[4] = l_946_;
        l_mut_279_ = l_937_;
        double l_947_ = a_893_[2];
        double _e2239 = l_mut_279_;
        double l_948_ = (l_947_ + _e2239);
        bool l_949_ = (l_1_ != 0.0LF);
        double l_950_ = (l_949_ ? l_948_ : l_1_);
        double l_951_ = (l_950_ - l_947_);
        bool l_952_ = (l_1_ != 0.0LF);
        double l_953_ = (l_952_ ? l_951_ : l_1_);
        double l_954_ = (l_950_ - l_953_);
        bool l_955_ = (l_1_ != 0.0LF);
        double l_956_ = (l_955_ ? l_954_ : l_1_);
        double l_957_ = (l_947_ - l_956_);
        double _e2253 = l_mut_279_;
        double l_958_ = (_e2253 - l_953_);
        double l_959_ = (l_957_ + l_958_);
        a_893_[3] = l_959_;
        l_mut_279_ = l_950_;
        double l_960_ = a_893_[1];
        double _e2259 = l_mut_279_;
        double l_961_ = (l_960_ + _e2259);
        bool l_962_ = (l_1_ != 0.0LF);
        double l_963_ = (l_962_ ? l_961_ : l_1_);
        double l_964_ = (l_963_ - l_960_);
        bool l_965_ = (l_1_ != 0.0LF);
        double l_966_ = (l_965_ ? l_964_ : l_1_);
        double l_967_ = (l_963_ - l_966_);
        bool l_968_ = (l_1_ != 0.0LF);
        double l_969_ = (l_968_ ? l_967_ : l_1_);
        double l_970_ = (l_960_ - l_969_);
        double _e2273 = l_mut_279_;
        double l_971_ = (_e2273 - l_966_);
        double l_972_ = (l_970_ + l_971_);
        a_893_[2] = l_972_;
        l_mut_279_ = l_963_;
        double l_973_ = a_893_[0];
        double _e2279 = l_mut_279_;
        double l_974_ = (l_973_ + _e2279);
        bool l_975_ = (l_1_ != 0.0LF);
        double l_976_ = (l_975_ ? l_974_ : l_1_);
        double l_977_ = (l_976_ - l_973_);
        bool l_978_ = (l_1_ != 0.0LF);
        double l_979_ = (l_978_ ? l_977_ : l_1_);
        double l_980_ = (l_976_ - l_979_);
        bool l_981_ = (l_1_ != 0.0LF);
        double l_982_ = (l_981_ ? l_980_ : l_1_);
        double l_983_ = (l_973_ - l_982_);
        double _e2293 = l_mut_279_;
        double l_984_ = (_e2293 - l_979_);
        double l_985_ = (l_983_ + l_984_);
        a_893_[1] = l_985_;
        l_mut_279_ = l_976_;
        double _e2298 = l_mut_279_;
        a_893_[0] = _e2298;
        double l_986_ = a_893_[7];
        l_mut_279_ = l_986_;
        double l_987_ = a_893_[6];
        double _e2303 = l_mut_279_;
        double l_988_ = (l_987_ + _e2303);
        bool l_989_ = (l_1_ != 0.0LF);
        double l_990_ = (l_989_ ? l_988_ : l_1_);
        double l_991_ = (l_990_ - l_987_);
        bool l_992_ = (l_1_ != 0.0LF);
        double l_993_ = (l_992_ ? l_991_ : l_1_);
        double l_994_ = (l_990_ - l_993_);
        bool l_995_ = (l_1_ != 0.0LF);
        double l_996_ = (l_995_ ? l_994_ : l_1_);
        double l_997_ = (l_987_ - l_996_);
        double _e2317 = l_mut_279_;
        double l_998_ = (_e2317 - l_993_);
        double l_999_ = (l_997_ + l_998_);
        a_893_[7] = l_999_;
        l_mut_279_ = l_990_;
        double l_1000_ = a_893_[5];
        double _e2323 = l_mut_279_;
        double l_1001_ = (l_1000_ + _e2323);
        bool l_1002_ = (l_1_ != 0.0LF);
        double l_1003_ = (l_1002_ ? l_1001_ : l_1_);
        double l_1004_ = (l_1003_ - l_1000_);
        bool l_1005_ = (l_1_ != 0.0LF);
        double l_1006_ = (l_1005_ ? l_1004_ : l_1_);
        double l_1007_ = (l_1003_ - l_1006_);
        bool l_1008_ = (l_1_ != 0.0LF);
        double l_1009_ = (l_1008_ ? l_1007_ : l_1_);
        double l_1010_ = (l_1000_ - l_1009_);
        double _e2337 = l_mut_279_;
        double l_1011_ = (_e2337 - l_1006_);
        double l_1012_ = (l_1010_ + l_1011_);
        a_893_[6] = l_1012_;
        l_mut_279_ = l_1003_;
        double l_1013_ = a_893_[4];
        double _e2343 = l_mut_279_;
        double l_1014_ = (l_1013_ + _e2343);
        bool l_1015_ = (l_1_ != 0.0LF);
        double l_1016_ = (l_1015_ ? l_1014_ : l_1_);
        double l_1017_ = (l_1016_ - l_1013_);
        bool l_1018_ = (l_1_ != 0.0LF);
        double l_1019_ = (l_1018_ ? l_1017_ : l_1_);
        double l_1020_ = (l_1016_ - l_1019_);
        bool l_1021_ = (l_1_ != 0.0LF);
        double l_1022_ = (l_1021_ ? l_1020_ : l_1_);
        double l_1023_ = (l_1013_ - l_1022_);
        double _e2357 = l_mut_279_;
        double l_1024_ = (_e2357 - l_1019_);
        double l_1025_ = (l_1023_ + l_1024_);
        a_893_[5] = l_1025_;
        l_mut_279_ = l_1016_;
        double l_1026_ = a_893_[3];
        double _e2363 = l_mut_279_;
        double l_1027_ = (l_1026_ + _e2363);
        bool l_1028_ = (l_1_ != 0.0LF);
        double l_1029_ = (l_1028_ ? l_1027_ : l_1_);
        double l_1030_ = (l_1029_ - l_1026_);
        bool l_1031_ = (l_1_ != 0.0LF);
        double l_1032_ = (l_1031_ ? l_1030_ : l_1_);
        double l_1033_ = (l_1029_ - l_1032_);
        bool l_1034_ = (l_1_ != 0.0LF);
        double l_1035_ = (l_1034_ ? l_1033_ : l_1_);
        double l_1036_ = (l_1026_ - l_1035_);
        double _e2377 = l_mut_279_;
        double l_1037_ = (_e2377 - l_1032_);
        double l_1038_ = (l_1036_ + l_1037_);
        a_893_[4] = l_1038_;
        l_mut_279_ = l_1029_;
        double l_1039_ = a_893_[2];
        double _e2383 = l_mut_279_;
        double l_1040_ = (l_1039_ + _e2383);
        bool l_1041_ = (l_1_ != 0.0LF);
        double l_1042_ = (l_1041_ ? l_1040_ : l_1_);
        double l_1043_ = (l_1042_ - l_1039_);
        bool l_1044_ = (l_1_ != 0.0LF);
        double l_1045_ = (l_1044_ ? l_1043_ : l_1_);
        double l_1046_ = (l_1042_ - l_1045_);
        bool l_1047_ = (l_1_ != 0.0LF);
        double l_1048_ = (l_1047_ ? l_1046_ : l_1_);
        double l_1049_ = (l_1039_ - l_1048_);
        double _e2397 = l_mut_279_;
        double l_1050_ = (_e2397 - l_1045_);
        double l_1051_ = (l_1049_ + l_1050_);
        a_893_[3] = l_1051_;
        l_mut_279_ = l_1042_;
        double l_1052_ = a_893_[1];
        double _e2403 = l_mut_279_;
        double l_1053_ = (l_1052_ + _e2403);
        bool l_1054_ = (l_1_ != 0.0LF);
        double l_1055_ = (l_1054_ ? l_1053_ : l_1_);
        double l_1056_ = (l_1055_ - l_1052_);
        bool l_1057_ = (l_1_ != 0.0LF);
        double l_1058_ = (l_1057_ ? l_1056_ : l_1_);
        double l_1059_ = (l_1055_ - l_1058_);
        bool l_1060_ = (l_1_ != 0.0LF);
        double l_1061_ = (l_1060_ ? l_1059_ : l_1_);
        double l_1062_ = (l_1052_ - l_1061_);
        double _e2417 = l_mut_279_;
        double l_1063_ = (_e2417 - l_1058_);
        double l_1064_ = (l_1062_ + l_1063_);
        a_893_[2] = l_1064_;
        l_mut_279_ = l_1055_;
        double l_1065_ = a_893_[0];
        double _e2423 = l_mut_279_;
        double l_1066_ = (l_1065_ + _e2423);
        bool l_1067_ = (l_1_ != 0.0LF);
        double l_1068_ = (l_1067_ ? l_1066_ : l_1_);
        double l_1069_ = (l_1068_ - l_1065_);
        bool l_1070_ = (l_1_ != 0.0LF);
        double l_1071_ = (l_1070_ ? l_1069_ : l_1_);
        double l_1072_ = (l_1068_ - l_1071_);
        bool l_1073_ = (l_1_ != 0.0LF);
        double l_1074_ = (l_1073_ ? l_1072_ : l_1_);
        double l_1075_ = (l_1065_ - l_1074_);
        double _e2437 = l_mut_279_;
        double l_1076_ = (_e2437 - l_1071_);
        double l_1077_ = (l_1075_ + l_1076_);
        a_893_[1] = l_1077_;
        l_mut_279_ = l_1068_;
        double _e2442 = l_mut_279_;
        a_893_[0] = _e2442;
        l_mut_279_ = 0.0LF;
        l_mut_278_ = 0.0LF;
        l_mut_277_ = 0.0LF;
        l_mut_276_ = 0.0LF;
        double l_1078_ = a_893_[0];
        l_mut_5_ = l_1078_;
        l_mut_6_ = 0u;
        double l_1079_ = a_893_[1];
        double _e2452 = l_mut_5_;
        double l_1080_ = (_e2452 + l_1079_);
        bool l_1081_ = (l_1_ != 0.0LF);
        double l_1082_ = (l_1081_ ? l_1080_ : l_1_);
        double _e2457 = l_mut_5_;
        double l_1083_ = (l_1082_ - _e2457);
        bool l_1084_ = (l_1_ != 0.0LF);
        double l_1085_ = (l_1084_ ? l_1083_ : l_1_);
        double l_1086_ = (l_1082_ - l_1085_);
        bool l_1087_ = (l_1_ != 0.0LF);
        double l_1088_ = (l_1087_ ? l_1086_ : l_1_);
        double _e2466 = l_mut_5_;
        double l_1089_ = (_e2466 - l_1088_);
        double l_1090_ = (l_1079_ - l_1085_);
        double l_1091_ = (l_1089_ + l_1090_);
        uint _e2470 = l_mut_6_;
        bool l_1092_ = (_e2470 < 3u);
        bool l_1093_ = (l_1091_ != 0.0LF);
        if (l_1092_) {
            local_69 = l_1093_;
        } else {
            local_69 = false;
        }
        bool l_1094_ = local_69;
        uint _e2479 = l_mut_6_;
        bool l_1095_ = (_e2479 == 0u);
        if (l_1094_) {
            local_70 = l_1095_;
        } else {
            local_70 = false;
        }
        bool l_1096_ = local_70;
        double _e2486 = l_mut_279_;
        double l_1097_ = (l_1096_ ? l_1082_ : _e2486);
        l_mut_279_ = l_1097_;
        uint _e2488 = l_mut_6_;
        bool l_1098_ = (_e2488 == 1u);
        if (l_1094_) {
            local_71 = l_1098_;
        } else {
            local_71 = false;
        }
        bool l_1099_ = local_71;
        double _e2495 = l_mut_278_;
        double l_1100_ = (l_1099_ ? l_1082_ : _e2495);
        l_mut_278_ = l_1100_;
        uint _e2497 = l_mut_6_;
        bool l_1101_ = (_e2497 == 2u);
        if (l_1094_) {
            local_72 = l_1101_;
        } else {
            local_72 = false;
        }
        bool l_1102_ = local_72;
        double _e2504 = l_mut_277_;
        double l_1103_ = (l_1102_ ? l_1082_ : _e2504);
        l_mut_277_ = l_1103_;
        double l_1104_ = (l_1094_ ? l_1091_ : l_1082_);
        double _e2507 = l_mut_5_;
        double l_1105_ = (_e2507 + l_1079_);
        double l_1106_ = (l_1092_ ? l_1104_ : l_1105_);
        l_mut_5_ = l_1106_;
        uint l_1107_ = uint(l_1094_);
        uint _e2511 = l_mut_6_;
        l_mut_6_ = (_e2511 + l_1107_);
        double l_1108_ = a_893_[2];
        double _e2515 = l_mut_5_;
        double l_1109_ = (_e2515 + l_1108_);
        bool l_1110_ = (l_1_ != 0.0LF);
        double l_1111_ = (l_1110_ ? l_1109_ : l_1_);
        double _e2520 = l_mut_5_;
        double l_1112_ = (l_1111_ - _e2520);
        bool l_1113_ = (l_1_ != 0.0LF);
        double l_1114_ = (l_1113_ ? l_1112_ : l_1_);
        double l_1115_ = (l_1111_ - l_1114_);
        bool l_1116_ = (l_1_ != 0.0LF);
        double l_1117_ = (l_1116_ ? l_1115_ : l_1_);
        double _e2529 = l_mut_5_;
        double l_1118_ = (_e2529 - l_1117_);
        double l_1119_ = (l_1108_ - l_1114_);
        double l_1120_ = (l_1118_ + l_1119_);
        uint _e2533 = l_mut_6_;
        bool l_1121_ = (_e2533 < 3u);
        bool l_1122_ = (l_1120_ != 0.0LF);
        if (l_1121_) {
            local_73 = l_1122_;
        } else {
            local_73 = false;
        }
        bool l_1123_ = local_73;
        uint _e2542 = l_mut_6_;
        bool l_1124_ = (_e2542 == 0u);
        if (l_1123_) {
            local_74 = l_1124_;
        } else {
            local_74 = false;
        }
        bool l_1125_ = local_74;
        double _e2549 = l_mut_279_;
        double l_1126_ = (l_1125_ ? l_1111_ : _e2549);
        l_mut_279_ = l_1126_;
        uint _e2551 = l_mut_6_;
        bool l_1127_ = (_e2551 == 1u);
        if (l_1123_) {
            local_75 = l_1127_;
        } else {
            local_75 = false;
        }
        bool l_1128_ = local_75;
        double _e2558 = l_mut_278_;
        double l_1129_ = (l_1128_ ? l_1111_ : _e2558);
        l_mut_278_ = l_1129_;
        uint _e2560 = l_mut_6_;
        bool l_1130_ = (_e2560 == 2u);
        if (l_1123_) {
            local_76 = l_1130_;
        } else {
            local_76 = false;
        }
        bool l_1131_ = local_76;
        double _e2567 = l_mut_277_;
        double l_1132_ = (l_1131_ ? l_1111_ : _e2567);
        l_mut_277_ = l_1132_;
        double l_1133_ = (l_1123_ ? l_1120_ : l_1111_);
        double _e2570 = l_mut_5_;
        double l_1134_ = (_e2570 + l_1108_);
        double l_1135_ = (l_1121_ ? l_1133_ : l_1134_);
        l_mut_5_ = l_1135_;
        uint l_1136_ = uint(l_1123_);
        uint _e2574 = l_mut_6_;
        l_mut_6_ = (_e2574 + l_1136_);
        double l_1137_ = a_893_[3];
        double _e2578 = l_mut_5_;
        double l_1138_ = (_e2578 + l_1137_);
        bool l_1139_ = (l_1_ != 0.0LF);
        double l_1140_ = (l_1139_ ? l_1138_ : l_1_);
        double _e2583 = l_mut_5_;
        double l_1141_ = (l_1140_ - _e2583);
        bool l_1142_ = (l_1_ != 0.0LF);
        double l_1143_ = (l_1142_ ? l_1141_ : l_1_);
        double l_1144_ = (l_1140_ - l_1143_);
        bool l_1145_ = (l_1_ != 0.0LF);
        double l_1146_ = (l_1145_ ? l_1144_ : l_1_);
        double _e2592 = l_mut_5_;
        double l_1147_ = (_e2592 - l_1146_);
        double l_1148_ = (l_1137_ - l_1143_);
        double l_1149_ = (l_1147_ + l_1148_);
        uint _e2596 = l_mut_6_;
        bool l_1150_ = (_e2596 < 3u);
        bool l_1151_ = (l_1149_ != 0.0LF);
        if (l_1150_) {
            local_77 = l_1151_;
        } else {
            local_77 = false;
        }
        bool l_1152_ = local_77;
        uint _e2605 = l_mut_6_;
        bool l_1153_ = (_e2605 == 0u);
        if (l_1152_) {
            local_78 = l_1153_;
        } else {
            local_78 = false;
        }
        bool l_1154_ = local_78;
        double _e2612 = l_mut_279_;
        double l_1155_ = (l_1154_ ? l_1140_ : _e2612);
        l_mut_279_ = l_1155_;
        uint _e2614 = l_mut_6_;
        bool l_1156_ = (_e2614 == 1u);
        if (l_1152_) {
            local_79 = l_1156_;
        } else {
            local_79 = false;
        }
        bool l_1157_ = local_79;
        double _e2621 = l_mut_278_;
        double l_1158_ = (l_1157_ ? l_1140_ : _e2621);
        l_mut_278_ = l_1158_;
        uint _e2623 = l_mut_6_;
        bool l_1159_ = (_e2623 == 2u);
        if (l_1152_) {
            local_80 = l_1159_;
        } else {
            local_80 = false;
        }
        bool l_1160_ = local_80;
        double _e2630 = l_mut_277_;
        double l_1161_ = (l_1160_ ? l_1140_ : _e2630);
        l_mut_277_ = l_1161_;
        double l_1162_ = (l_1152_ ? l_1149_ : l_1140_);
        double _e2633 = l_mut_5_;
        double l_1163_ = (_e2633 + l_1137_);
        double l_1164_ = (l_1150_ ? l_1162_ : l_1163_);
        l_mut_5_ = l_1164_;
        uint l_1165_ = uint(l_1152_);
        uint _e2637 = l_mut_6_;
        l_mut_6_ = (_e2637 + l_1165_);
        double l_1166_ = a_893_[4];
        double _e2641 = l_mut_5_;
        double l_1167_ = (_e2641 + l_1166_);
        bool l_1168_ = (l_1_ != 0.0LF);
        double l_1169_ = (l_1168_ ? l_1167_ : l_1_);
        double _e2646 = l_mut_5_;
        double l_1170_ = (l_1169_ - _e2646);
        bool l_1171_ = (l_1_ != 0.0LF);
        double l_1172_ = (l_1171_ ? l_1170_ : l_1_);
        double l_1173_ = (l_1169_ - l_1172_);
        bool l_1174_ = (l_1_ != 0.0LF);
        double l_1175_ = (l_1174_ ? l_1173_ : l_1_);
        double _e2655 = l_mut_5_;
        double l_1176_ = (_e2655 - l_1175_);
        double l_1177_ = (l_1166_ - l_1172_);
        double l_1178_ = (l_1176_ + l_1177_);
        uint _e2659 = l_mut_6_;
        bool l_1179_ = (_e2659 < 3u);
        bool l_1180_ = (l_1178_ != 0.0LF);
        if (l_1179_) {
            local_81 = l_1180_;
        } else {
            local_81 = false;
        }
        bool l_1181_ = local_81;
        uint _e2668 = l_mut_6_;
        bool l_1182_ = (_e2668 == 0u);
        if (l_1181_) {
            local_82 = l_1182_;
        } else {
            local_82 = false;
        }
        bool l_1183_ = local_82;
        double _e2675 = l_mut_279_;
        double l_1184_ = (l_1183_ ? l_1169_ : _e2675);
        l_mut_279_ = l_1184_;
        uint _e2677 = l_mut_6_;
        bool l_1185_ = (_e2677 == 1u);
        if (l_1181_) {
            local_83 = l_1185_;
        } else {
            local_83 = false;
        }
        bool l_1186_ = local_83;
        double _e2684 = l_mut_278_;
        double l_1187_ = (l_1186_ ? l_1169_ : _e2684);
        l_mut_278_ = l_1187_;
        uint _e2686 = l_mut_6_;
        bool l_1188_ = (_e2686 == 2u);
        if (l_1181_) {
            local_84 = l_1188_;
        } else {
            local_84 = false;
        }
        bool l_1189_ = local_84;
        double _e2693 = l_mut_277_;
        double l_1190_ = (l_1189_ ? l_1169_ : _e2693);
        l_mut_277_ = l_1190_;
        double l_1191_ = (l_1181_ ? l_1178_ : l_1169_);
        double _e2696 = l_mut_5_;
        double l_1192_ = (_e2696 + l_1166_);
        double l_1193_ = (l_1179_ ? l_1191_ : l_1192_);
        l_mut_5_ = l_1193_;
        uint l_1194_ = uint(l_1181_);
        uint _e2700 = l_mut_6_;
        l_mut_6_ = (_e2700 + l_1194_);
        double l_1195_ = a_893_[5];
        double _e2704 = l_mut_5_;
        double l_1196_ = (_e2704 + l_1195_);
        bool l_1197_ = (l_1_ != 0.0LF);
        double l_1198_ = (l_1197_ ? l_1196_ : l_1_);
        double _e2709 = l_mut_5_;
        double l_1199_ = (l_1198_ - _e2709);
        bool l_1200_ = (l_1_ != 0.0LF);
        double l_1201_ = (l_1200_ ? l_1199_ : l_1_);
        double l_1202_ = (l_1198_ - l_1201_);
        bool l_1203_ = (l_1_ != 0.0LF);
        double l_1204_ = (l_1203_ ? l_1202_ : l_1_);
        double _e2718 = l_mut_5_;
        double l_1205_ = (_e2718 - l_1204_);
        double l_1206_ = (l_1195_ - l_1201_);
        double l_1207_ = (l_1205_ + l_1206_);
        uint _e2722 = l_mut_6_;
        bool l_1208_ = (_e2722 < 3u);
        bool l_1209_ = (l_1207_ != 0.0LF);
        if (l_1208_) {
            local_85 = l_1209_;
        } else {
            local_85 = false;
        }
        bool l_1210_ = local_85;
        uint _e2731 = l_mut_6_;
        bool l_1211_ = (_e2731 == 0u);
        if (l_1210_) {
            local_86 = l_1211_;
        } else {
            local_86 = false;
        }
        bool l_1212_ = local_86;
        double _e2738 = l_mut_279_;
        double l_1213_ = (l_1212_ ? l_1198_ : _e2738);
        l_mut_279_ = l_1213_;
        uint _e2740 = l_mut_6_;
        bool l_1214_ = (_e2740 == 1u);
        if (l_1210_) {
            local_87 = l_1214_;
        } else {
            local_87 = false;
        }
        bool l_1215_ = local_87;
        double _e2747 = l_mut_278_;
        double l_1216_ = (l_1215_ ? l_1198_ : _e2747);
        l_mut_278_ = l_1216_;
        uint _e2749 = l_mut_6_;
        bool l_1217_ = (_e2749 == 2u);
        if (l_1210_) {
            local_88 = l_1217_;
        } else {
            local_88 = false;
        }
        bool l_1218_ = local_88;
        double _e2756 = l_mut_277_;
        double l_1219_ = (l_1218_ ? l_1198_ : _e2756);
        l_mut_277_ = l_1219_;
        double l_1220_ = (l_1210_ ? l_1207_ : l_1198_);
        double _e2759 = l_mut_5_;
        double l_1221_ = (_e2759 + l_1195_);
        double l_1222_ = (l_1208_ ? l_1220_ : l_1221_);
        l_mut_5_ = l_1222_;
        uint l_1223_ = uint(l_1210_);
        uint _e2763 = l_mut_6_;
        l_mut_6_ = (_e2763 + l_1223_);
        double l_1224_ = a_893_[6];
        double _e2767 = l_mut_5_;
        double l_1225_ = (_e2767 + l_1224_);
        bool l_1226_ = (l_1_ != 0.0LF);
        double l_1227_ = (l_1226_ ? l_1225_ : l_1_);
        double _e2772 = l_mut_5_;
        double l_1228_ = (l_1227_ - _e2772);
        bool l_1229_ = (l_1_ != 0.0LF);
        double l_1230_ = (l_1229_ ? l_1228_ : l_1_);
        double l_1231_ = (l_1227_ - l_1230_);
        bool l_1232_ = (l_1_ != 0.0LF);
        double l_1233_ = (l_1232_ ? l_1231_ : l_1_);
        double _e2781 = l_mut_5_;
        double l_1234_ = (_e2781 - l_1233_);
        double l_1235_ = (l_1224_ - l_1230_);
        double l_1236_ = (l_1234_ + l_1235_);
        uint _e2785 = l_mut_6_;
        bool l_1237_ = (_e2785 < 3u);
        bool l_1238_ = (l_1236_ != 0.0LF);
        if (l_1237_) {
            local_89 = l_1238_;
        } else {
            local_89 = false;
        }
        bool l_1239_ = local_89;
        uint _e2794 = l_mut_6_;
        bool l_1240_ = (_e2794 == 0u);
        if (l_1239_) {
            local_90 = l_1240_;
        } else {
            local_90 = false;
        }
        bool l_1241_ = local_90;
        double _e2801 = l_mut_279_;
        double l_1242_ = (l_1241_ ? l_1227_ : _e2801);
        l_mut_279_ = l_1242_;
        uint _e2803 = l_mut_6_;
        bool l_1243_ = (_e2803 == 1u);
        if (l_1239_) {
            local_91 = l_1243_;
        } else {
            local_91 = false;
        }
        bool l_1244_ = local_91;
        double _e2810 = l_mut_278_;
        double l_1245_ = (l_1244_ ? l_1227_ : _e2810);
        l_mut_278_ = l_1245_;
        uint _e2812 = l_mut_6_;
        bool l_1246_ = (_e2812 == 2u);
        if (l_1239_) {
            local_92 = l_1246_;
        } else {
            local_92 = false;
        }
        bool l_1247_ = local_92;
        double _e2819 = l_mut_277_;
        double l_1248_ = (l_1247_ ? l_1227_ : _e2819);
        l_mut_277_ = l_1248_;
        double l_1249_ = (l_1239_ ? l_1236_ : l_1227_);
        double _e2822 = l_mut_5_;
        double l_1250_ = (_e2822 + l_1224_);
        double l_1251_ = (l_1237_ ? l_1249_ : l_1250_);
        l_mut_5_ = l_1251_;
        uint l_1252_ = uint(l_1239_);
        uint _e2826 = l_mut_6_;
        l_mut_6_ = (_e2826 + l_1252_);
        double l_1253_ = a_893_[7];
        double _e2830 = l_mut_5_;
        double l_1254_ = (_e2830 + l_1253_);
        bool l_1255_ = (l_1_ != 0.0LF);
        double l_1256_ = (l_1255_ ? l_1254_ : l_1_);
        double _e2835 = l_mut_5_;
        double l_1257_ = (l_1256_ - _e2835);
        bool l_1258_ = (l_1_ != 0.0LF);
        double l_1259_ = (l_1258_ ? l_1257_ : l_1_);
        double l_1260_ = (l_1256_ - l_1259_);
        bool l_1261_ = (l_1_ != 0.0LF);
        double l_1262_ = (l_1261_ ? l_1260_ : l_1_);
        double _e2844 = l_mut_5_;
        double l_1263_ = (_e2844 - l_1262_);
        double l_1264_ = (l_1253_ - l_1259_);
        double l_1265_ = (l_1263_ + l_1264_);
        uint _e2848 = l_mut_6_;
        bool l_1266_ = (_e2848 < 3u);
        bool l_1267_ = (l_1265_ != 0.0LF);
        if (l_1266_) {
            local_93 = l_1267_;
        } else {
            local_93 = false;
        }
        bool l_1268_ = local_93;
        uint _e2857 = l_mut_6_;
        bool l_1269_ = (_e2857 == 0u);
        if (l_1268_) {
            local_94 = l_1269_;
        } else {
            local_94 = false;
        }
        bool l_1270_ = local_94;
        double _e2864 = l_mut_279_;
        double l_1271_ = (l_1270_ ? l_1256_ : _e2864);
        l_mut_279_ = l_1271_;
        uint _e2866 = l_mut_6_;
        bool l_1272_ = (_e2866 == 1u);
        if (l_1268_) {
            local_95 = l_1272_;
        } else {
            local_95 = false;
        }
        bool l_1273_ = local_95;
        double _e2873 = l_mut_278_;
        double l_1274_ = (l_1273_ ? l_1256_ : _e2873);
        l_mut_278_ = l_1274_;
        uint _e2875 = l_mut_6_;
        bool l_1275_ = (_e2875 == 2u);
        if (l_1268_) {
            local_96 = l_1275_;
        } else {
            local_96 = false;
        }
        bool l_1276_ = local_96;
        double _e2882 = l_mut_277_;
        double l_1277_ = (l_1276_ ? l_1256_ : _e2882);
        l_mut_277_ = l_1277_;
        double l_1278_ = (l_1268_ ? l_1265_ : l_1256_);
        double _e2885 = l_mut_5_;
        double l_1279_ = (_e2885 + l_1253_);
        double l_1280_ = (l_1266_ ? l_1278_ : l_1279_);
        l_mut_5_ = l_1280_;
        uint l_1281_ = uint(l_1268_);
        uint _e2889 = l_mut_6_;
        l_mut_6_ = (_e2889 + l_1281_);
        uint _e2891 = l_mut_6_;
        bool l_1282_ = (_e2891 == 0u);
        double _e2894 = l_mut_279_;
        double _e2895 = l_mut_5_;
        double l_1283_ = (l_1282_ ? _e2895 : _e2894);
        l_mut_279_ = l_1283_;
        uint _e2897 = l_mut_6_;
        bool l_1284_ = (_e2897 == 1u);
        double _e2900 = l_mut_278_;
        double _e2901 = l_mut_5_;
        double l_1285_ = (l_1284_ ? _e2901 : _e2900);
        l_mut_278_ = l_1285_;
        uint _e2903 = l_mut_6_;
        bool l_1286_ = (_e2903 == 2u);
        double _e2906 = l_mut_277_;
        double _e2907 = l_mut_5_;
        double l_1287_ = (l_1286_ ? _e2907 : _e2906);
        l_mut_277_ = l_1287_;
        uint _e2909 = l_mut_6_;
        bool l_1288_ = (_e2909 == 3u);
        double _e2912 = l_mut_276_;
        double _e2913 = l_mut_5_;
        double l_1289_ = (l_1288_ ? _e2913 : _e2912);
        l_mut_276_ = l_1289_;
        double _e2915 = l_mut_279_;
        double l_1290_ = (_e2915 * l_603_);
        double l_1291_ = (l_575_ * l_1290_);
        bool l_1292_ = (l_1_ != 0.0LF);
        double l_1293_ = (l_1292_ ? l_1291_ : l_1_);
        double l_1294_ = (l_0_ * l_575_);
        bool l_1295_ = (l_1_ != 0.0LF);
        double l_1296_ = (l_1295_ ? l_1294_ : l_1_);
        double l_1297_ = (l_1296_ - l_575_);
        bool l_1298_ = (l_1_ != 0.0LF);
        double l_1299_ = (l_1298_ ? l_1297_ : l_1_);
        double l_1300_ = (l_1296_ - l_1299_);
        double l_1301_ = (l_575_ - l_1300_);
        double l_1302_ = (l_0_ * l_1290_);
        bool l_1303_ = (l_1_ != 0.0LF);
        double l_1304_ = (l_1303_ ? l_1302_ : l_1_);
        double l_1305_ = (l_1304_ - l_1290_);
        bool l_1306_ = (l_1_ != 0.0LF);
        double l_1307_ = (l_1306_ ? l_1305_ : l_1_);
        double l_1308_ = (l_1304_ - l_1307_);
        double l_1309_ = (l_1290_ - l_1308_);
        double l_1310_ = (l_1300_ * l_1308_);
        double l_1311_ = (l_1310_ - l_1293_);
        double l_1312_ = (l_1300_ * l_1309_);
        double l_1313_ = (l_1311_ + l_1312_);
        double l_1314_ = (l_1301_ * l_1308_);
        double l_1315_ = (l_1313_ + l_1314_);
        double l_1316_ = (l_1301_ * l_1309_);
        double l_1317_ = (l_1315_ + l_1316_);
        double l_1318_ = (l_577_ * l_1290_);
        bool l_1319_ = (l_1_ != 0.0LF);
        double l_1320_ = (l_1319_ ? l_1318_ : l_1_);
        double l_1321_ = (l_0_ * l_577_);
        bool l_1322_ = (l_1_ != 0.0LF);
        double l_1323_ = (l_1322_ ? l_1321_ : l_1_);
        double l_1324_ = (l_1323_ - l_577_);
        bool l_1325_ = (l_1_ != 0.0LF);
        double l_1326_ = (l_1325_ ? l_1324_ : l_1_);
        double l_1327_ = (l_1323_ - l_1326_);
        double l_1328_ = (l_577_ - l_1327_);
        double l_1329_ = (l_0_ * l_1290_);
        bool l_1330_ = (l_1_ != 0.0LF);
        double l_1331_ = (l_1330_ ? l_1329_ : l_1_);
        double l_1332_ = (l_1331_ - l_1290_);
        bool l_1333_ = (l_1_ != 0.0LF);
        double l_1334_ = (l_1333_ ? l_1332_ : l_1_);
        double l_1335_ = (l_1331_ - l_1334_);
        double l_1336_ = (l_1290_ - l_1335_);
        double l_1337_ = (l_1327_ * l_1335_);
        double l_1338_ = (l_1337_ - l_1320_);
        double l_1339_ = (l_1327_ * l_1336_);
        double l_1340_ = (l_1338_ + l_1339_);
        double l_1341_ = (l_1328_ * l_1335_);
        double l_1342_ = (l_1340_ + l_1341_);
        double l_1343_ = (l_1328_ * l_1336_);
        double l_1344_ = (l_1342_ + l_1343_);
        double l_1345_ = (l_580_ * l_1290_);
        bool l_1346_ = (l_1_ != 0.0LF);
        double l_1347_ = (l_1346_ ? l_1345_ : l_1_);
        double l_1348_ = (l_0_ * l_580_);
        bool l_1349_ = (l_1_ != 0.0LF);
        double l_1350_ = (l_1349_ ? l_1348_ : l_1_);
        double l_1351_ = (l_1350_ - l_580_);
        bool l_1352_ = (l_1_ != 0.0LF);
        double l_1353_ = (l_1352_ ? l_1351_ : l_1_);
        double l_1354_ = (l_1350_ - l_1353_);
        double l_1355_ = (l_580_ - l_1354_);
        double l_1356_ = (l_0_ * l_1290_);
        bool l_1357_ = (l_1_ != 0.0LF);
        double l_1358_ = (l_1357_ ? l_1356_ : l_1_);
        double l_1359_ = (l_1358_ - l_1290_);
        bool l_1360_ = (l_1_ != 0.0LF);
        double l_1361_ = (l_1360_ ? l_1359_ : l_1_);
        double l_1362_ = (l_1358_ - l_1361_);
        double l_1363_ = (l_1290_ - l_1362_);
        double l_1364_ = (l_1354_ * l_1362_);
        double l_1365_ = (l_1364_ - l_1347_);
        double l_1366_ = (l_1354_ * l_1363_);
        double l_1367_ = (l_1365_ + l_1366_);
        double l_1368_ = (l_1355_ * l_1362_);
        double l_1369_ = (l_1367_ + l_1368_);
        double l_1370_ = (l_1355_ * l_1363_);
        double l_1371_ = (l_1369_ + l_1370_);
        double l_1372_ = (l_583_ * l_1290_);
        double l_1373_ = (l_1317_ + l_1320_);
        bool l_1374_ = (l_1_ != 0.0LF);
        double l_1375_ = (l_1374_ ? l_1373_ : l_1_);
        double l_1376_ = (l_1375_ - l_1317_);
        bool l_1377_ = (l_1_ != 0.0LF);
        double l_1378_ = (l_1377_ ? l_1376_ : l_1_);
        double l_1379_ = (l_1375_ - l_1378_);
        bool l_1380_ = (l_1_ != 0.0LF);
        double l_1381_ = (l_1380_ ? l_1379_ : l_1_);
        double l_1382_ = (l_1317_ - l_1381_);
        double l_1383_ = (l_1320_ - l_1378_);
        double l_1384_ = (l_1382_ + l_1383_);
        double l_1385_ = (l_1384_ + l_1344_);
        bool l_1386_ = (l_1_ != 0.0LF);
        double l_1387_ = (l_1386_ ? l_1385_ : l_1_);
        double l_1388_ = (l_1387_ - l_1384_);
        bool l_1389_ = (l_1_ != 0.0LF);
        double l_1390_ = (l_1389_ ? l_1388_ : l_1_);
        double l_1391_ = (l_1387_ - l_1390_);
        bool l_1392_ = (l_1_ != 0.0LF);
        double l_1393_ = (l_1392_ ? l_1391_ : l_1_);
        double l_1394_ = (l_1384_ - l_1393_);
        double l_1395_ = (l_1344_ - l_1390_);
        double l_1396_ = (l_1394_ + l_1395_);
        double l_1397_ = (l_1347_ + l_1387_);
        bool l_1398_ = (l_1_ != 0.0LF);
        double l_1399_ = (l_1398_ ? l_1397_ : l_1_);
        double l_1400_ = (l_1399_ - l_1347_);
        bool l_1401_ = (l_1_ != 0.0LF);
        double l_1402_ = (l_1401_ ? l_1400_ : l_1_);
        double l_1403_ = (l_1399_ - l_1402_);
        bool l_1404_ = (l_1_ != 0.0LF);
        double l_1405_ = (l_1404_ ? l_1403_ : l_1_);
        double l_1406_ = (l_1347_ - l_1405_);
        double l_1407_ = (l_1387_ - l_1402_);
        double l_1408_ = (l_1406_ + l_1407_);
        double l_1409_ = (l_1396_ + l_1408_);
        bool l_1410_ = (l_1_ != 0.0LF);
        double l_1411_ = (l_1410_ ? l_1409_ : l_1_);
        double l_1412_ = (l_1411_ - l_1396_);
        bool l_1413_ = (l_1_ != 0.0LF);
        double l_1414_ = (l_1413_ ? l_1412_ : l_1_);
        double l_1415_ = (l_1411_ - l_1414_);
        bool l_1416_ = (l_1_ != 0.0LF);
        double l_1417_ = (l_1416_ ? l_1415_ : l_1_);
        double l_1418_ = (l_1396_ - l_1417_);
        double l_1419_ = (l_1408_ - l_1414_);
        double l_1420_ = (l_1418_ + l_1419_);
        double l_1421_ = (l_1411_ + l_1371_);
        bool l_1422_ = (l_1_ != 0.0LF);
        double l_1423_ = (l_1422_ ? l_1421_ : l_1_);
        double l_1424_ = (l_1423_ - l_1411_);
        bool l_1425_ = (l_1_ != 0.0LF);
        double l_1426_ = (l_1425_ ? l_1424_ : l_1_);
        double l_1427_ = (l_1423_ - l_1426_);
        bool l_1428_ = (l_1_ != 0.0LF);
        double l_1429_ = (l_1428_ ? l_1427_ : l_1_);
        double l_1430_ = (l_1411_ - l_1429_);
        double l_1431_ = (l_1371_ - l_1426_);
        double l_1432_ = (l_1430_ + l_1431_);
        double l_1433_ = (l_1372_ + l_1423_);
        bool l_1434_ = (l_1_ != 0.0LF);
        double l_1435_ = (l_1434_ ? l_1433_ : l_1_);
        double l_1436_ = (l_1435_ - l_1372_);
        bool l_1437_ = (l_1_ != 0.0LF);
        double l_1438_ = (l_1437_ ? l_1436_ : l_1_);
        double l_1439_ = (l_1435_ - l_1438_);
        bool l_1440_ = (l_1_ != 0.0LF);
        double l_1441_ = (l_1440_ ? l_1439_ : l_1_);
        double l_1442_ = (l_1372_ - l_1441_);
        double l_1443_ = (l_1423_ - l_1438_);
        double l_1444_ = (l_1442_ + l_1443_);
        double l_1445_ = (l_1432_ + l_1444_);
        double l_1446_ = (l_1445_ + l_1420_);
        double l_1447_ = (l_1435_ + l_1446_);
        bool l_1448_ = (l_1_ != 0.0LF);
        double l_1449_ = (l_1448_ ? l_1447_ : l_1_);
        double l_1450_ = (l_1449_ - l_1435_);
        bool l_1451_ = (l_1_ != 0.0LF);
        double l_1452_ = (l_1451_ ? l_1450_ : l_1_);
        double l_1453_ = (l_1446_ - l_1452_);
        double l_1454_ = (l_1399_ + l_1449_);
        bool l_1455_ = (l_1_ != 0.0LF);
        double l_1456_ = (l_1455_ ? l_1454_ : l_1_);
        double l_1457_ = (l_1456_ - l_1399_);
        bool l_1458_ = (l_1_ != 0.0LF);
        double l_1459_ = (l_1458_ ? l_1457_ : l_1_);
        double l_1460_ = (l_1449_ - l_1459_);
        double l_1461_ = (l_1375_ + l_1456_);
        bool l_1462_ = (l_1_ != 0.0LF);
        double l_1463_ = (l_1462_ ? l_1461_ : l_1_);
        double l_1464_ = (l_1463_ - l_1375_);
        bool l_1465_ = (l_1_ != 0.0LF);
        double l_1466_ = (l_1465_ ? l_1464_ : l_1_);
        double l_1467_ = (l_1456_ - l_1466_);
        double l_1468_ = (l_1293_ + l_1463_);
        bool l_1469_ = (l_1_ != 0.0LF);
        double l_1470_ = (l_1469_ ? l_1468_ : l_1_);
        double l_1471_ = (l_1470_ - l_1293_);
        bool l_1472_ = (l_1_ != 0.0LF);
        double l_1473_ = (l_1472_ ? l_1471_ : l_1_);
        double l_1474_ = (l_1463_ - l_1473_);
        l_mut_5_ = 0.0LF;
        l_mut_1475_ = 0.0LF;
        l_mut_1476_ = 0.0LF;
        l_mut_1477_ = 0.0LF;
        l_mut_1478_ = l_1470_;
        l_mut_6_ = 0u;
        double _e3147 = l_mut_1478_;
        double l_1479_ = (_e3147 + l_1474_);
        bool l_1480_ = (l_1_ != 0.0LF);
        double l_1481_ = (l_1480_ ? l_1479_ : l_1_);
        double _e3152 = l_mut_1478_;
        double l_1482_ = (l_1481_ - _e3152);
        bool l_1483_ = (l_1_ != 0.0LF);
        double l_1484_ = (l_1483_ ? l_1482_ : l_1_);
        double l_1485_ = (l_1474_ - l_1484_);
        uint _e3158 = l_mut_6_;
        bool l_1486_ = (_e3158 < 3u);
        bool l_1487_ = (l_1485_ != 0.0LF);
        if (l_1486_) {
            local_97 = l_1487_;
        } else {
            local_97 = false;
        }
        bool l_1488_ = local_97;
        uint _e3167 = l_mut_6_;
        bool l_1489_ = (_e3167 == 0u);
        if (l_1488_) {
            local_98 = l_1489_;
        } else {
            local_98 = false;
        }
        bool l_1490_ = local_98;
        double _e3174 = l_mut_5_;
        double l_1491_ = (l_1490_ ? l_1481_ : _e3174);
        l_mut_5_ = l_1491_;
        uint _e3176 = l_mut_6_;
        bool l_1492_ = (_e3176 == 1u);
        if (l_1488_) {
            local_99 = l_1492_;
        } else {
            local_99 = false;
        }
        bool l_1493_ = local_99;
        double _e3183 = l_mut_1475_;
        double l_1494_ = (l_1493_ ? l_1481_ : _e3183);
        l_mut_1475_ = l_1494_;
        uint _e3185 = l_mut_6_;
        bool l_1495_ = (_e3185 == 2u);
        if (l_1488_) {
            local_100 = l_1495_;
        } else {
            local_100 = false;
        }
        bool l_1496_ = local_100;
        double _e3192 = l_mut_1476_;
        double l_1497_ = (l_1496_ ? l_1481_ : _e3192);
        l_mut_1476_ = l_1497_;
        double l_1498_ = (l_1488_ ? l_1485_ : l_1481_);
        double _e3195 = l_mut_1478_;
        double l_1499_ = (_e3195 + l_1474_);
        double l_1500_ = (l_1486_ ? l_1498_ : l_1499_);
        l_mut_1478_ = l_1500_;
        uint l_1501_ = uint(l_1488_);
        uint _e3199 = l_mut_6_;
        l_mut_6_ = (_e3199 + l_1501_);
        double _e3201 = l_mut_1478_;
        double l_1502_ = (_e3201 + l_1467_);
        bool l_1503_ = (l_1_ != 0.0LF);
        double l_1504_ = (l_1503_ ? l_1502_ : l_1_);
        double _e3206 = l_mut_1478_;
        double l_1505_ = (l_1504_ - _e3206);
        bool l_1506_ = (l_1_ != 0.0LF);
        double l_1507_ = (l_1506_ ? l_1505_ : l_1_);
        double l_1508_ = (l_1467_ - l_1507_);
        uint _e3212 = l_mut_6_;
        bool l_1509_ = (_e3212 < 3u);
        bool l_1510_ = (l_1508_ != 0.0LF);
        if (l_1509_) {
            local_101 = l_1510_;
        } else {
            local_101 = false;
        }
        bool l_1511_ = local_101;
        uint _e3221 = l_mut_6_;
        bool l_1512_ = (_e3221 == 0u);
        if (l_1511_) {
            local_102 = l_1512_;
        } else {
            local_102 = false;
        }
        bool l_1513_ = local_102;
        double _e3228 = l_mut_5_;
        double l_1514_ = (l_1513_ ? l_1504_ : _e3228);
        l_mut_5_ = l_1514_;
        uint _e3230 = l_mut_6_;
        bool l_1515_ = (_e3230 == 1u);
        if (l_1511_) {
            local_103 = l_1515_;
        } else {
            local_103 = false;
        }
        bool l_1516_ = local_103;
        double _e3237 = l_mut_1475_;
        double l_1517_ = (l_1516_ ? l_1504_ : _e3237);
        l_mut_1475_ = l_1517_;
        uint _e3239 = l_mut_6_;
        bool l_1518_ = (_e3239 == 2u);
        if (l_1511_) {
            local_104 = l_1518_;
        } else {
            local_104 = false;
        }
        bool l_1519_ = local_104;
        double _e3246 = l_mut_1476_;
        double l_1520_ = (l_1519_ ? l_1504_ : _e3246);
        l_mut_1476_ = l_1520_;
        double l_1521_ = (l_1511_ ? l_1508_ : l_1504_);
        double _e3249 = l_mut_1478_;
        double l_1522_ = (_e3249 + l_1467_);
        double l_1523_ = (l_1509_ ? l_1521_ : l_1522_);
        l_mut_1478_ = l_1523_;
        uint l_1524_ = uint(l_1511_);
        uint _e3253 = l_mut_6_;
        l_mut_6_ = (_e3253 + l_1524_);
        double _e3255 = l_mut_1478_;
        double l_1525_ = (_e3255 + l_1460_);
        bool l_1526_ = (l_1_ != 0.0LF);
        double l_1527_ = (l_1526_ ? l_1525_ : l_1_);
        double _e3260 = l_mut_1478_;
        double l_1528_ = (l_1527_ - _e3260);
        bool l_1529_ = (l_1_ != 0.0LF);
        double l_1530_ = (l_1529_ ? l_1528_ : l_1_);
        double l_1531_ = (l_1460_ - l_1530_);
        uint _e3266 = l_mut_6_;
        bool l_1532_ = (_e3266 < 3u);
        bool l_1533_ = (l_1531_ != 0.0LF);
        if (l_1532_) {
            local_105 = l_1533_;
        } else {
            local_105 = false;
        }
        bool l_1534_ = local_105;
        uint _e3275 = l_mut_6_;
        bool l_1535_ = (_e3275 == 0u);
        if (l_1534_) {
            local_106 = l_1535_;
        } else {
            local_106 = false;
        }
        bool l_1536_ = local_106;
        double _e3282 = l_mut_5_;
        double l_1537_ = (l_1536_ ? l_1527_ : _e3282);
        l_mut_5_ = l_1537_;
        uint _e3284 = l_mut_6_;
        bool l_1538_ = (_e3284 == 1u);
        if (l_1534_) {
            local_107 = l_1538_;
        } else {
            local_107 = false;
        }
        bool l_1539_ = local_107;
        double _e3291 = l_mut_1475_;
        double l_1540_ = (l_1539_ ? l_1527_ : _e3291);
        l_mut_1475_ = l_1540_;
        uint _e3293 = l_mut_6_;
        bool l_1541_ = (_e3293 == 2u);
        if (l_1534_) {
            local_108 = l_1541_;
        } else {
            local_108 = false;
        }
        bool l_1542_ = local_108;
        double _e3300 = l_mut_1476_;
        double l_1543_ = (l_1542_ ? l_1527_ : _e3300);
        l_mut_1476_ = l_1543_;
        double l_1544_ = (l_1534_ ? l_1531_ : l_1527_);
        double _e3303 = l_mut_1478_;
        double l_1545_ = (_e3303 + l_1460_);
        double l_1546_ = (l_1532_ ? l_1544_ : l_1545_);
        l_mut_1478_ = l_1546_;
        uint l_1547_ = uint(l_1534_);
        uint _e3307 = l_mut_6_;
        l_mut_6_ = (_e3307 + l_1547_);
        double _e3309 = l_mut_1478_;
        double l_1548_ = (_e3309 + l_1453_);
        bool l_1549_ = (l_1_ != 0.0LF);
        double l_1550_ = (l_1549_ ? l_1548_ : l_1_);
        double _e3314 = l_mut_1478_;
        double l_1551_ = (l_1550_ - _e3314);
        bool l_1552_ = (l_1_ != 0.0LF);
        double l_1553_ = (l_1552_ ? l_1551_ : l_1_);
        double l_1554_ = (l_1453_ - l_1553_);
        uint _e3320 = l_mut_6_;
        bool l_1555_ = (_e3320 < 3u);
        bool l_1556_ = (l_1554_ != 0.0LF);
        if (l_1555_) {
            local_109 = l_1556_;
        } else {
            local_109 = false;
        }
        bool l_1557_ = local_109;
        uint _e3329 = l_mut_6_;
        bool l_1558_ = (_e3329 == 0u);
        if (l_1557_) {
            local_110 = l_1558_;
        } else {
            local_110 = false;
        }
        bool l_1559_ = local_110;
        double _e3336 = l_mut_5_;
        double l_1560_ = (l_1559_ ? l_1550_ : _e3336);
        l_mut_5_ = l_1560_;
        uint _e3338 = l_mut_6_;
        bool l_1561_ = (_e3338 == 1u);
        if (l_1557_) {
            local_111 = l_1561_;
        } else {
            local_111 = false;
        }
        bool l_1562_ = local_111;
        double _e3345 = l_mut_1475_;
        double l_1563_ = (l_1562_ ? l_1550_ : _e3345);
        l_mut_1475_ = l_1563_;
        uint _e3347 = l_mut_6_;
        bool l_1564_ = (_e3347 == 2u);
        if (l_1557_) {
            local_112 = l_1564_;
        } else {
            local_112 = false;
        }
        bool l_1565_ = local_112;
        double _e3354 = l_mut_1476_;
        double l_1566_ = (l_1565_ ? l_1550_ : _e3354);
        l_mut_1476_ = l_1566_;
        double l_1567_ = (l_1557_ ? l_1554_ : l_1550_);
        double _e3357 = l_mut_1478_;
        double l_1568_ = (_e3357 + l_1453_);
        double l_1569_ = (l_1555_ ? l_1567_ : l_1568_);
        l_mut_1478_ = l_1569_;
        uint l_1570_ = uint(l_1557_);
        uint _e3361 = l_mut_6_;
        l_mut_6_ = (_e3361 + l_1570_);
        uint _e3363 = l_mut_6_;
        bool l_1571_ = (_e3363 == 0u);
        double _e3366 = l_mut_5_;
        double _e3367 = l_mut_1478_;
        double l_1572_ = (l_1571_ ? _e3367 : _e3366);
        l_mut_5_ = l_1572_;
        uint _e3369 = l_mut_6_;
        bool l_1573_ = (_e3369 == 1u);
        double _e3372 = l_mut_1475_;
        double _e3373 = l_mut_1478_;
        double l_1574_ = (l_1573_ ? _e3373 : _e3372);
        l_mut_1475_ = l_1574_;
        uint _e3375 = l_mut_6_;
        bool l_1575_ = (_e3375 == 2u);
        double _e3378 = l_mut_1476_;
        double _e3379 = l_mut_1478_;
        double l_1576_ = (l_1575_ ? _e3379 : _e3378);
        l_mut_1476_ = l_1576_;
        uint _e3381 = l_mut_6_;
        bool l_1577_ = (_e3381 == 3u);
        double _e3384 = l_mut_1477_;
        double _e3385 = l_mut_1478_;
        double l_1578_ = (l_1577_ ? _e3385 : _e3384);
        l_mut_1477_ = l_1578_;
        double _e3387 = l_mut_5_;
        double l_1579_ = -(_e3387);
        double _e3389 = l_mut_1475_;
        double l_1580_ = -(_e3389);
        double _e3391 = l_mut_1476_;
        double l_1581_ = -(_e3391);
        double _e3393 = l_mut_1477_;
        double l_1582_ = -(_e3393);
        double _e3396 = l_mut_279_;
        a_1583_[0] = _e3396;
        a_1583_[1] = l_1579_;
        double _e3399 = l_mut_278_;
        a_1583_[2] = _e3399;
        a_1583_[3] = l_1580_;
        double _e3402 = l_mut_277_;
        a_1583_[4] = _e3402;
        a_1583_[5] = l_1581_;
        double _e3405 = l_mut_276_;
        a_1583_[6] = _e3405;
        a_1583_[7] = l_1582_;
        double l_1584_ = a_1583_[7];
        l_mut_1478_ = l_1584_;
        double l_1585_ = a_1583_[6];
        double _e3411 = l_mut_1478_;
        double l_1586_ = (l_1585_ + _e3411);
        bool l_1587_ = (l_1_ != 0.0LF);
        double l_1588_ = (l_1587_ ? l_1586_ : l_1_);
        double l_1589_ = (l_1588_ - l_1585_);
        bool l_1590_ = (l_1_ != 0.0LF);
        double l_1591_ = (l_1590_ ? l_1589_ : l_1_);
        double l_1592_ = (l_1588_ - l_1591_);
        bool l_1593_ = (l_1_ != 0.0LF);
        double l_1594_ = (l_1593_ ? l_1592_ : l_1_);
        double l_1595_ = (l_1585_ - l_1594_);
        double _e3425 = l_mut_1478_;
        double l_1596_ = (_e3425 - l_1591_);
        double l_1597_ = (l_1595_ + l_1596_);
        a_1583_[7] = l_1597_;
        l_mut_1478_ = l_1588_;
        double l_1598_ = a_1583_[5];
        double _e3431 = l_mut_1478_;
        double l_1599_ = (l_1598_ + _e3431);
        bool l_1600_ = (l_1_ != 0.0LF);
        double l_1601_ = (l_1600_ ? l_1599_ : l_1_);
        double l_1602_ = (l_1601_ - l_1598_);
        bool l_1603_ = (l_1_ != 0.0LF);
        double l_1604_ = (l_1603_ ? l_1602_ : l_1_);
        double l_1605_ = (l_1601_ - l_1604_);
        bool l_1606_ = (l_1_ != 0.0LF);
        double l_1607_ = (l_1606_ ? l_1605_ : l_1_);
        double l_1608_ = (l_1598_ - l_1607_);
        double _e3445 = l_mut_1478_;
        double l_1609_ = (_e3445 - l_1604_);
        double l_1610_ = (l_1608_ + l_1609_);
        a_1583_[6] = l_1610_;
        l_mut_1478_ = l_1601_;
        double l_1611_ = a_1583_[4];
        double _e3451 = l_mut_1478_;
        double l_1612_ = (l_1611_ + _e3451);
        bool l_1613_ = (l_1_ != 0.0LF);
        double l_1614_ = (l_1613_ ? l_1612_ : l_1_);
        double l_1615_ = (l_1614_ - l_1611_);
        bool l_1616_ = (l_1_ != 0.0LF);
        double l_1617_ = (l_1616_ ? l_1615_ : l_1_);
        double l_1618_ = (l_1614_ - l_1617_);
        bool l_1619_ = (l_1_ != 0.0LF);
        double l_1620_ = (l_1619_ ? l_1618_ : l_1_);
        double l_1621_ = (l_1611_ - l_1620_);
        double _e3465 = l_mut_1478_;
        double l_1622_ = (_e3465 - l_1617_);
        double l_1623_ = (l_1621_ + l_1622_);
        a_1583_[5] = l_1623_;
        l_mut_1478_ = l_1614_;
        double l_1624_ = a_1583_[3];
        double _e3471 = l_mut_1478_;
        double l_1625_ = (l_1624_ + _e3471);
        bool l_1626_ = (l_1_ != 0.0LF);
        double l_1627_ = (l_1626_ ? l_1625_ : l_1_);
        double l_1628_ = (l_1627_ - l_1624_);
        bool l_1629_ = (l_1_ != 0.0LF);
        double l_1630_ = (l_1629_ ? l_1628_ : l_1_);
        double l_1631_ = (l_1627_ - l_1630_);
        bool l_1632_ = (l_1_ != 0.0LF);
        double l_1633_ = (l_1632_ ? l_1631_ : l_1_);
        double l_1634_ = (l_1624_ - l_1633_);
        double _e3485 = l_mut_1478_;
        double l_1635_ = (_e3485 - l_1630_);
        double l_1636_ = (l_1634_ + l_1635_);
        a_1583_[4] = l_1636_;
        l_mut_1478_ = l_1627_;
        double l_1637_ = a_1583_[2];
        double _e3491 = l_mut_1478_;
        double l_1638_ = (l_1637_ + _e3491);
        bool l_1639_ = (l_1_ != 0.0LF);
        double l_1640_ = (l_1639_ ? l_1638_ : l_1_);
        double l_1641_ = (l_1640_ - l_1637_);
        bool l_1642_ = (l_1_ != 0.0LF);
        double l_1643_ = (l_1642_ ? l_1641_ : l_1_);
        double l_1644_ = (l_1640_ - l_1643_);
        bool l_1645_ = (l_1_ != 0.0LF);
        double l_1646_ = (l_1645_ ? l_1644_ : l_1_);
        double l_1647_ = (l_1637_ - l_1646_);
        double _e3505 = l_mut_1478_;
        double l_1648_ = (_e3505 - l_1643_);
        double l_1649_ = (l_1647_ + l_1648_);
        a_1583_[3] = l_1649_;
        l_mut_1478_ = l_1640_;
        double l_1650_ = a_1583_[1];
        double _e3511 = l_mut_1478_;
        double l_1651_ = (l_1650_ + _e3511);
        bool l_1652_ = (l_1_ != 0.0LF);
        double l_1653_ = (l_1652_ ? l_1651_ : l_1_);
        double l_1654_ = (l_1653_ - l_1650_);
        bool l_1655_ = (l_1_ != 0.0LF);
        double l_1656_ = (l_1655_ ? l_1654_ : l_1_);
        double l_1657_ = (l_1653_ - l_1656_);
        bool l_1658_ = (l_1_ != 0.0LF);
        double l_1659_ = (l_1658_ ? l_1657_ : l_1_);
        double l_1660_ = (l_1650_ - l_1659_);
        double _e3525 = l_mut_1478_;
        double l_1661_ = (_e3525 - l_1656_);
        double l_1662_ = (l_1660_ + l_1661_);
        a_1583_[2] = l_1662_;
        l_mut_1478_ = l_1653_;
        double l_1663_ = a_1583_[0];
        double _e3531 = l_mut_1478_;
        double l_1664_ = (l_1663_ + _e3531);
        bool l_1665_ = (l_1_ != 0.0LF);
        double l_1666_ = (l_1665_ ? l_1664_ : l_1_);
        double l_1667_ = (l_1666_ - l_1663_);
        bool l_1668_ = (l_1_ != 0.0LF);
        double l_1669_ = (l_1668_ ? l_1667_ : l_1_);
        double l_1670_ = (l_1666_ - l_1669_);
        bool l_1671_ = (l_1_ != 0.0LF);
        double l_1672_ = (l_1671_ ? l_1670_ : l_1_);
        double l_1673_ = (l_1663_ - l_1672_);
        double _e3545 = l_mut_1478_;
        double l_1674_ = (_e3545 - l_1669_);
        double l_1675_ = (l_1673_ + l_1674_);
        a_1583_[1] = l_1675_;
        l_mut_1478_ = l_1666_;
        double _e3550 = l_mut_1478_;
        a_1583_[0] = _e3550;
        double l_1676_ = a_1583_[7];
        l_mut_1478_ = l_1676_;
        double l_1677_ = a_1583_[6];
        double _e3555 = l_mut_1478_;
        double l_1678_ = (l_1677_ + _e3555);
        bool l_1679_ = (l_1_ != 0.0LF);
        double l_1680_ = (l_1679_ ? l_1678_ : l_1_);
        double l_1681_ = (l_1680_ - l_1677_);
        bool l_1682_ = (l_1_ != 0.0LF);
        double l_1683_ = (l_1682_ ? l_1681_ : l_1_);
        double l_1684_ = (l_1680_ - l_1683_);
        bool l_1685_ = (l_1_ != 0.0LF);
        double l_1686_ = (l_1685_ ? l_1684_ : l_1_);
        double l_1687_ = (l_1677_ - l_1686_);
        double _e3569 = l_mut_1478_;
        double l_1688_ = (_e3569 - l_1683_);
        double l_1689_ = (l_1687_ + l_1688_);
        a_1583_[7] = l_1689_;
        l_mut_1478_ = l_1680_;
        double l_1690_ = a_1583_[5];
        double _e3575 = l_mut_1478_;
        double l_1691_ = (l_1690_ + _e3575);
        bool l_1692_ = (l_1_ != 0.0LF);
        double l_1693_ = (l_1692_ ? l_1691_ : l_1_);
        double l_1694_ = (l_1693_ - l_1690_);
        bool l_1695_ = (l_1_ != 0.0LF);
        double l_1696_ = (l_1695_ ? l_1694_ : l_1_);
        double l_1697_ = (l_1693_ - l_1696_);
        bool l_1698_ = (l_1_ != 0.0LF);
        double l_1699_ = (l_1698_ ? l_1697_ : l_1_);
        double l_1700_ = (l_1690_ - l_1699_);
        double _e3589 = l_mut_1478_;
        double l_1701_ = (_e3589 - l_1696_);
        double l_1702_ = (l_1700_ + l_1701_);
        a_1583_[6] = l_1702_;
        l_mut_1478_ = l_1693_;
        double l_1703_ = a_1583_[4];
        double _e3595 = l_mut_1478_;
        double l_1704_ = (l_1703_ + _e3595);
        bool l_1705_ = (l_1_ != 0.0LF);
        double l_1706_ = (l_1705_ ? l_1704_ : l_1_);
        double l_1707_ = (l_1706_ - l_1703_);
        bool l_1708_ = (l_1_ != 0.0LF);
        double l_1709_ = (l_1708_ ? l_1707_ : l_1_);
        double l_1710_ = (l_1706_ - l_1709_);
        bool l_1711_ = (l_1_ != 0.0LF);
        double l_1712_ = (l_1711_ ? l_1710_ : l_1_);
        double l_1713_ = (l_1703_ - l_1712_);
        double _e3609 = l_mut_1478_;
        double l_1714_ = (_e3609 - l_1709_);
        double l_1715_ = (l_1713_ + l_1714_);
        a_1583_[5] = l_1715_;
        l_mut_1478_ = l_1706_;
        double l_1716_ = a_1583_[3];
        double _e3615 = l_mut_1478_;
        double l_1717_ = (l_1716_ + _e3615);
        bool l_1718_ = (l_1_ != 0.0LF);
        double l_1719_ = (l_1718_ ? l_1717_ : l_1_);
        double l_1720_ = (l_1719_ - l_1716_);
        bool l_1721_ = (l_1_ != 0.0LF);
        double l_1722_ = (l_1721_ ? l_1720_ : l_1_);
        double l_1723_ = (l_1719_ - l_1722_);
        bool l_1724_ = (l_1_ != 0.0LF);
        double l_1725_ = (l_1724_ ? l_1723_ : l_1_);
        double l_1726_ = (l_1716_ - l_1725_);
        double _e3629 = l_mut_1478_;
        double l_1727_ = (_e3629 - l_1722_);
        double l_1728_ = (l_1726_ + l_1727_);
        a_1583_[4] = l_1728_;
        l_mut_1478_ = l_1719_;
        double l_1729_ = a_1583_[2];
        double _e3635 = l_mut_1478_;
        double l_1730_ = (l_1729_ + _e3635);
        bool l_1731_ = (l_1_ != 0.0LF);
        double l_1732_ = (l_1731_ ? l_1730_ : l_1_);
        double l_1733_ = (l_1732_ - l_1729_);
        bool l_1734_ = (l_1_ != 0.0LF);
        double l_1735_ = (l_1734_ ? l_1733_ : l_1_);
        double l_1736_ = (l_1732_ - l_1735_);
        bool l_1737_ = (l_1_ != 0.0LF);
        double l_1738_ = (l_1737_ ? l_1736_ : l_1_);
        double l_1739_ = (l_1729_ - l_1738_);
        double _e3649 = l_mut_1478_;
        double l_1740_ = (_e3649 - l_1735_);
        double l_1741_ = (l_1739_ + l_1740_);
        a_1583_[3] = l_1741_;
        l_mut_1478_ = l_1732_;
        double l_1742_ = a_1583_[1];
        double _e3655 = l_mut_1478_;
        double l_1743_ = (l_1742_ + _e3655);
        bool l_1744_ = (l_1_ != 0.0LF);
        double l_1745_ = (l_1744_ ? l_1743_ : l_1_);
        double l_1746_ = (l_1745_ - l_1742_);
        bool l_1747_ = (l_1_ != 0.0LF);
        double l_1748_ = (l_1747_ ? l_1746_ : l_1_);
        double l_1749_ = (l_1745_ - l_1748_);
        bool l_1750_ = (l_1_ != 0.0LF);
        double l_1751_ = (l_1750_ ? l_1749_ : l_1_);
        double l_1752_ = (l_1742_ - l_1751_);
        double _e3669 = l_mut_1478_;
        double l_1753_ = (_e3669 - l_1748_);
        double l_1754_ = (l_1752_ + l_1753_);
        a_1583_[2] = l_1754_;
        l_mut_1478_ = l_1745_;
        double l_1755_ = a_1583_[0];
        double _e3675 = l_mut_1478_;
        double l_1756_ = (l_1755_ + _e3675);
        bool l_1757_ = (l_1_ != 0.0LF);
        double l_1758_ = (l_1757_ ? l_1756_ : l_1_);
        double l_1759_ = (l_1758_ - l_1755_);
        bool l_1760_ = (l_1_ != 0.0LF);
        double l_1761_ = (l_1760_ ? l_1759_ : l_1_);
        double l_1762_ = (l_1758_ - l_1761_);
        bool l_1763_ = (l_1_ != 0.0LF);
        double l_1764_ = (l_1763_ ? l_1762_ : l_1_);
        double l_1765_ = (l_1755_ - l_1764_);
        double _e3689 = l_mut_1478_;
        double l_1766_ = (_e3689 - l_1761_);
        double l_1767_ = (l_1765_ + l_1766_);
        a_1583_[1] = l_1767_;
        l_mut_1478_ = l_1758_;
        double _e3694 = l_mut_1478_;
        a_1583_[0] = _e3694;
        l_mut_1478_ = 0.0LF;
        l_mut_1477_ = 0.0LF;
        l_mut_1476_ = 0.0LF;
        l_mut_1475_ = 0.0LF;
        double l_1768_ = a_1583_[0];
        l_mut_5_ = l_1768_;
        l_mut_6_ = 0u;
        double l_1769_ = a_1583_[1];
        double _e3704 = l_mut_5_;
        double l_1770_ = (_e3704 + l_1769_);
        bool l_1771_ = (l_1_ != 0.0LF);
        double l_1772_ = (l_1771_ ? l_1770_ : l_1_);
        double _e3709 = l_mut_5_;
        double l_1773_ = (l_1772_ - _e3709);
        bool l_1774_ = (l_1_ != 0.0LF);
        double l_1775_ = (l_1774_ ? l_1773_ : l_1_);
        double l_1776_ = (l_1772_ - l_1775_);
        bool l_1777_ = (l_1_ != 0.0LF);
        double l_1778_ = (l_1777_ ? l_1776_ : l_1_);
        double _e3718 = l_mut_5_;
        double l_1779_ = (_e3718 - l_1778_);
        double l_1780_ = (l_1769_ - l_1775_);
        double l_1781_ = (l_1779_ + l_1780_);
        uint _e3722 = l_mut_6_;
        bool l_1782_ = (_e3722 < 3u);
        bool l_1783_ = (l_1781_ != 0.0LF);
        if (l_1782_) {
            local_113 = l_1783_;
        } else {
            local_113 = false;
        }
        bool l_1784_ = local_113;
        uint _e3731 = l_mut_6_;
        bool l_1785_ = (_e3731 == 0u);
        if (l_1784_) {
            local_114 = l_1785_;
        } else {
            local_114 = false;
        }
        bool l_1786_ = local_114;
        double _e3738 = l_mut_1478_;
        double l_1787_ = (l_1786_ ? l_1772_ : _e3738);
        l_mut_1478_ = l_1787_;
        uint _e3740 = l_mut_6_;
        bool l_1788_ = (_e3740 == 1u);
        if (l_1784_) {
            local_115 = l_1788_;
        } else {
            local_115 = false;
        }
        bool l_1789_ = local_115;
        double _e3747 = l_mut_1477_;
        double l_1790_ = (l_1789_ ? l_1772_ : _e3747);
        l_mut_1477_ = l_1790_;
        uint _e3749 = l_mut_6_;
        bool l_1791_ = (_e3749 == 2u);
        if (l_1784_) {
            local_116 = l_1791_;
        } else {
            local_116 = false;
        }
        bool l_1792_ = local_116;
        double _e3756 = l_mut_1476_;
        double l_1793_ = (l_1792_ ? l_1772_ : _e3756);
        l_mut_1476_ = l_1793_;
        double l_1794_ = (l_1784_ ? l_1781_ : l_1772_);
        double _e3759 = l_mut_5_;
        double l_1795_ = (_e3759 + l_1769_);
        double l_1796_ = (l_1782_ ? l_1794_ : l_1795_);
        l_mut_5_ = l_1796_;
        uint l_1797_ = uint(l_1784_);
        uint _e3763 = l_mut_6_;
        l_mut_6_ = (_e3763 + l_1797_);
        double l_1798_ = a_1583_[2];
        double _e3767 = l_mut_5_;
        double l_1799_ = (_e3767 + l_1798_);
        bool l_1800_ = (l_1_ != 0.0LF);
        double l_1801_ = (l_1800_ ? l_1799_ : l_1_);
        double _e3772 = l_mut_5_;
        double l_1802_ = (l_1801_ - _e3772);
        bool l_1803_ = (l_1_ != 0.0LF);
        double l_1804_ = (l_1803_ ? l_1802_ : l_1_);
        double l_1805_ = (l_1801_ - l_1804_);
        bool l_1806_ = (l_1_ != 0.0LF);
        double l_1807_ = (l_1806_ ? l_1805_ : l_1_);
        double _e3781 = l_mut_5_;
        double l_1808_ = (_e3781 - l_1807_);
        double l_1809_ = (l_1798_ - l_1804_);
        double l_1810_ = (l_1808_ + l_1809_);
        uint _e3785 = l_mut_6_;
        bool l_1811_ = (_e3785 < 3u);
        bool l_1812_ = (l_1810_ != 0.0LF);
        if (l_1811_) {
            local_117 = l_1812_;
        } else {
            local_117 = false;
        }
        bool l_1813_ = local_117;
        uint _e3794 = l_mut_6_;
        bool l_1814_ = (_e3794 == 0u);
        if (l_1813_) {
            local_118 = l_1814_;
        } else {
            local_118 = false;
        }
        bool l_1815_ = local_118;
        double _e3801 = l_mut_1478_;
        double l_1816_ = (l_1815_ ? l_1801_ : _e3801);
        l_mut_1478_ = l_1816_;
        uint _e3803 = l_mut_6_;
        bool l_1817_ = (_e3803 == 1u);
        if (l_1813_) {
            local_119 = l_1817_;
        } else {
            local_119 = false;
        }
        bool l_1818_ = local_119;
        double _e3810 = l_mut_1477_;
        double l_1819_ = (l_1818_ ? l_1801_ : _e3810);
        l_mut_1477_ = l_1819_;
        uint _e3812 = l_mut_6_;
        bool l_1820_ = (_e3812 == 2u);
        if (l_1813_) {
            local_120 = l_1820_;
        } else {
            local_120 = false;
        }
        bool l_1821_ = local_120;
        double _e3819 = l_mut_1476_;
        double l_1822_ = (l_1821_ ? l_1801_ : _e3819);
        l_mut_1476_ = l_1822_;
        double l_1823_ = (l_1813_ ? l_1810_ : l_1801_);
        double _e3822 = l_mut_5_;
        double l_1824_ = (_e3822 + l_1798_);
        double l_1825_ = (l_1811_ ? l_1823_ : l_1824_);
        l_mut_5_ = l_1825_;
        uint l_1826_ = uint(l_1813_);
        uint _e3826 = l_mut_6_;
        l_mut_6_ = (_e3826 + l_1826_);
        double l_1827_ = a_1583_[3];
        double _e3830 = l_mut_5_;
        double l_1828_ = (_e3830 + l_1827_);
        bool l_1829_ = (l_1_ != 0.0LF);
        double l_1830_ = (l_1829_ ? l_1828_ : l_1_);
        double _e3835 = l_mut_5_;
        double l_1831_ = (l_1830_ - _e3835);
        bool l_1832_ = (l_1_ != 0.0LF);
        double l_1833_ = (l_1832_ ? l_1831_ : l_1_);
        double l_1834_ = (l_1830_ - l_1833_);
        bool l_1835_ = (l_1_ != 0.0LF);
        double l_1836_ = (l_1835_ ? l_1834_ : l_1_);
        double _e3844 = l_mut_5_;
        double l_1837_ = (_e3844 - l_1836_);
        double l_1838_ = (l_1827_ - l_1833_);
        double l_1839_ = (l_1837_ + l_1838_);
        uint _e3848 = l_mut_6_;
        bool l_1840_ = (_e3848 < 3u);
        bool l_1841_ = (l_1839_ != 0.0LF);
        if (l_1840_) {
            local_121 = l_1841_;
        } else {
            local_121 = false;
        }
        bool l_1842_ = local_121;
        uint _e3857 = l_mut_6_;
        bool l_1843_ = (_e3857 == 0u);
        if (l_1842_) {
            local_122 = l_1843_;
        } else {
            local_122 = false;
        }
        bool l_1844_ = local_122;
        double _e3864 = l_mut_1478_;
        double l_1845_ = (l_1844_ ? l_1830_ : _e3864);
        l_mut_1478_ = l_1845_;
        uint _e3866 = l_mut_6_;
        bool l_1846_ = (_e3866 == 1u);
        if (l_1842_) {
            local_123 = l_1846_;
        } else {
            local_123 = false;
        }
        bool l_1847_ = local_123;
        double _e3873 = l_mut_1477_;
        double l_1848_ = (l_1847_ ? l_1830_ : _e3873);
        l_mut_1477_ = l_1848_;
        uint _e3875 = l_mut_6_;
        bool l_1849_ = (_e3875 == 2u);
        if (l_1842_) {
            local_124 = l_1849_;
        } else {
            local_124 = false;
        }
        bool l_1850_ = local_124;
        double _e3882 = l_mut_1476_;
        double l_1851_ = (l_1850_ ? l_1830_ : _e3882);
        l_mut_1476_ = l_1851_;
        double l_1852_ = (l_1842_ ? l_1839_ : l_1830_);
        double _e3885 = l_mut_5_;
        double l_1853_ = (_e3885 + l_1827_);
        double l_1854_ = (l_1840_ ? l_1852_ : l_1853_);
        l_mut_5_ = l_1854_;
        uint l_1855_ = uint(l_1842_);
        uint _e3889 = l_mut_6_;
        l_mut_6_ = (_e3889 + l_1855_);
        double l_1856_ = a_1583_[4];
        double _e3893 = l_mut_5_;
        double l_1857_ = (_e3893 + l_1856_);
        bool l_1858_ = (l_1_ != 0.0LF);
        double l_1859_ = (l_1858_ ? l_1857_ : l_1_);
        double _e3898 = l_mut_5_;
        double l_1860_ = (l_1859_ - _e3898);
        bool l_1861_ = (l_1_ != 0.0LF);
        double l_1862_ = (l_1861_ ? l_1860_ : l_1_);
        double l_1863_ = (l_1859_ - l_1862_);
        bool l_1864_ = (l_1_ != 0.0LF);
        double l_1865_ = (l_1864_ ? l_1863_ : l_1_);
        double _e3907 = l_mut_5_;
        double l_1866_ = (_e3907 - l_1865_);
        double l_1867_ = (l_1856_ - l_1862_);
        double l_1868_ = (l_1866_ + l_1867_);
        uint _e3911 = l_mut_6_;
        bool l_1869_ = (_e3911 < 3u);
        bool l_1870_ = (l_1868_ != 0.0LF);
        if (l_1869_) {
            local_125 = l_1870_;
        } else {
            local_125 = false;
        }
        bool l_1871_ = local_125;
        uint _e3920 = l_mut_6_;
        bool l_1872_ = (_e3920 == 0u);
        if (l_1871_) {
            local_126 = l_1872_;
        } else {
            local_126 = false;
        }
        bool l_1873_ = local_126;
        double _e3927 = l_mut_1478_;
        double l_1874_ = (l_1873_ ? l_1859_ : _e3927);
        l_mut_1478_ = l_1874_;
        uint _e3929 = l_mut_6_;
        bool l_1875_ = (_e3929 == 1u);
        if (l_1871_) {
            local_127 = l_1875_;
        } else {
            local_127 = false;
        }
        bool l_1876_ = local_127;
        double _e3936 = l_mut_1477_;
        double l_1877_ = (l_1876_ ? l_1859_ : _e3936);
        l_mut_1477_ = l_1877_;
        uint _e3938 = l_mut_6_;
        bool l_1878_ = (_e3938 == 2u);
        if (l_1871_) {
            local_128 = l_1878_;
        } else {
            local_128 = false;
        }
        bool l_1879_ = local_128;
        double _e3945 = l_mut_1476_;
        double l_1880_ = (l_1879_ ? l_1859_ : _e3945);
        l_mut_1476_ = l_1880_;
        double l_1881_ = (l_1871_ ? l_1868_ : l_1859_);
        double _e3948 = l_mut_5_;
        double l_1882_ = (_e3948 + l_1856_);
        double l_1883_ = (l_1869_ ? l_1881_ : l_1882_);
        l_mut_5_ = l_1883_;
        uint l_1884_ = uint(l_1871_);
        uint _e3952 = l_mut_6_;
        l_mut_6_ = (_e3952 + l_1884_);
        double l_1885_ = a_1583_[5];
        double _e3956 = l_mut_5_;
        double l_1886_ = (_e3956 + l_1885_);
        bool l_1887_ = (l_1_ != 0.0LF);
        double l_1888_ = (l_1887_ ? l_1886_ : l_1_);
        double _e3961 = l_mut_5_;
        double l_1889_ = (l_1888_ - _e3961);
        bool l_1890_ = (l_1_ != 0.0LF);
        double l_1891_ = (l_1890_ ? l_1889_ : l_1_);
        double l_1892_ = (l_1888_ - l_1891_);
        bool l_1893_ = (l_1_ != 0.0LF);
        double l_1894_ = (l_1893_ ? l_1892_ : l_1_);
        double _e3970 = l_mut_5_;
        double l_1895_ = (_e3970 - l_1894_);
        double l_1896_ = (l_1885_ - l_1891_);
        double l_1897_ = (l_1895_ + l_1896_);
        uint _e3974 = l_mut_6_;
        bool l_1898_ = (_e3974 < 3u);
        bool l_1899_ = (l_1897_ != 0.0LF);
        if (l_1898_) {
            local_129 = l_1899_;
        } else {
            local_129 = false;
        }
        bool l_1900_ = local_129;
        uint _e3983 = l_mut_6_;
        bool l_1901_ = (_e3983 == 0u);
        if (l_1900_) {
            local_130 = l_1901_;
        } else {
            local_130 = false;
        }
        bool l_1902_ = local_130;
        double _e3990 = l_mut_1478_;
        double l_1903_ = (l_1902_ ? l_1888_ : _e3990);
        l_mut_1478_ = l_1903_;
        uint _e3992 = l_mut_6_;
        bool l_1904_ = (_e3992 == 1u);
        if (l_1900_) {
            local_131 = l_1904_;
        } else {
            local_131 = false;
        }
        bool l_1905_ = local_131;
        double _e3999 = l_mut_1477_;
        double l_1906_ = (l_1905_ ? l_1888_ : _e3999);
        l_mut_1477_ = l_1906_;
        uint _e4001 = l_mut_6_;
        bool l_1907_ = (_e4001 == 2u);
        if (l_1900_) {
            local_132 = l_1907_;
        } else {
            local_132 = false;
        }
        bool l_1908_ = local_132;
        double _e4008 = l_mut_1476_;
        double l_1909_ = (l_1908_ ? l_1888_ : _e4008);
        l_mut_1476_ = l_1909_;
        double l_1910_ = (l_1900_ ? l_1897_ : l_1888_);
        double _e4011 = l_mut_5_;
        double l_1911_ = (_e4011 + l_1885_);
        double l_1912_ = (l_1898_ ? l_1910_ : l_1911_);
        l_mut_5_ = l_1912_;
        uint l_1913_ = uint(l_1900_);
        uint _e4015 = l_mut_6_;
        l_mut_6_ = (_e4015 + l_1913_);
        double l_1914_ = a_1583_[6];
        double _e4019 = l_mut_5_;
        double l_1915_ = (_e4019 + l_1914_);
        bool l_1916_ = (l_1_ != 0.0LF);
        double l_1917_ = (l_1916_ ? l_1915_ : l_1_);
        double _e4024 = l_mut_5_;
        double l_1918_ = (l_1917_ - _e4024);
        bool l_1919_ = (l_1_ != 0.0LF);
        double l_1920_ = (l_1919_ ? l_1918_ : l_1_);
        double l_1921_ = (l_1917_ - l_1920_);
        bool l_1922_ = (l_1_ != 0.0LF);
        double l_1923_ = (l_1922_ ? l_1921_ : l_1_);
        double _e4033 = l_mut_5_;
        double l_1924_ = (_e4033 - l_1923_);
        double l_1925_ = (l_1914_ - l_1920_);
        double l_1926_ = (l_1924_ + l_1925_);
        uint _e4037 = l_mut_6_;
        bool l_1927_ = (_e4037 < 3u);
        bool l_1928_ = (l_1926_ != 0.0LF);
        if (l_1927_) {
            local_133 = l_1928_;
        } else {
            local_133 = false;
        }
        bool l_1929_ = local_133;
        uint _e4046 = l_mut_6_;
        bool l_1930_ = (_e4046 == 0u);
        if (l_1929_) {
            local_134 = l_1930_;
        } else {
            local_134 = false;
        }
        bool l_1931_ = local_134;
        double _e4053 = l_mut_1478_;
        double l_1932_ = (l_1931_ ? l_1917_ : _e4053);
        l_mut_1478_ = l_1932_;
        uint _e4055 = l_mut_6_;
        bool l_1933_ = (_e4055 == 1u);
        if (l_1929_) {
            local_135 = l_1933_;
        } else {
            local_135 = false;
        }
        bool l_1934_ = local_135;
        double _e4062 = l_mut_1477_;
        double l_1935_ = (l_1934_ ? l_1917_ : _e4062);
        l_mut_1477_ = l_1935_;
        uint _e4064 = l_mut_6_;
        bool l_1936_ = (_e4064 == 2u);
        if (l_1929_) {
            local_136 = l_1936_;
        } else {
            local_136 = false;
        }
        bool l_1937_ = local_136;
        double _e4071 = l_mut_1476_;
        double l_1938_ = (l_1937_ ? l_1917_ : _e4071);
        l_mut_1476_ = l_1938_;
        double l_1939_ = (l_1929_ ? l_1926_ : l_1917_);
        double _e4074 = l_mut_5_;
        double l_1940_ = (_e4074 + l_1914_);
        double l_1941_ = (l_1927_ ? l_1939_ : l_1940_);
        l_mut_5_ = l_1941_;
        uint l_1942_ = uint(l_1929_);
        uint _e4078 = l_mut_6_;
        l_mut_6_ = (_e4078 + l_1942_);
        double l_1943_ = a_1583_[7];
        double _e4082 = l_mut_5_;
        double l_1944_ = (_e4082 + l_1943_);
        bool l_1945_ = (l_1_ != 0.0LF);
        double l_1946_ = (l_1945_ ? l_1944_ : l_1_);
        double _e4087 = l_mut_5_;
        double l_1947_ = (l_1946_ - _e4087);
        bool l_1948_ = (l_1_ != 0.0LF);
        double l_1949_ = (l_1948_ ? l_1947_ : l_1_);
        double l_1950_ = (l_1946_ - l_1949_);
        bool l_1951_ = (l_1_ != 0.0LF);
        double l_1952_ = (l_1951_ ? l_1950_ : l_1_);
        double _e4096 = l_mut_5_;
        double l_1953_ = (_e4096 - l_1952_);
        double l_1954_ = (l_1943_ - l_1949_);
        double l_1955_ = (l_1953_ + l_1954_);
        uint _e4100 = l_mut_6_;
        bool l_1956_ = (_e4100 < 3u);
        bool l_1957_ = (l_1955_ != 0.0LF);
        if (l_1956_) {
            local_137 = l_1957_;
        } else {
            local_137 = false;
        }
        bool l_1958_ = local_137;
        uint _e4109 = l_mut_6_;
        bool l_1959_ = (_e4109 == 0u);
        if (l_1958_) {
            local_138 = l_1959_;
        } else {
            local_138 = false;
        }
        bool l_1960_ = local_138;
        double _e4116 = l_mut_1478_;
        double l_1961_ = (l_1960_ ? l_1946_ : _e4116);
        l_mut_1478_ = l_1961_;
        uint _e4118 = l_mut_6_;
        bool l_1962_ = (_e4118 == 1u);
        if (l_1958_) {
            local_139 = l_1962_;
        } else {
            local_139 = false;
        }
        bool l_1963_ = local_139;
        double _e4125 = l_mut_1477_;
        double l_1964_ = (l_1963_ ? l_1946_ : _e4125);
        l_mut_1477_ = l_1964_;
        uint _e4127 = l_mut_6_;
        bool l_1965_ = (_e4127 == 2u);
        if (l_1958_) {
            local_140 = l_1965_;
        } else {
            local_140 = false;
        }
        bool l_1966_ = local_140;
        double _e4134 = l_mut_1476_;
        double l_1967_ = (l_1966_ ? l_1946_ : _e4134);
        l_mut_1476_ = l_1967_;
        double l_1968_ = (l_1958_ ? l_1955_ : l_1946_);
        double _e4137 = l_mut_5_;
        double l_1969_ = (_e4137 + l_1943_);
        double l_1970_ = (l_1956_ ? l_1968_ : l_1969_);
        l_mut_5_ = l_1970_;
        uint l_1971_ = uint(l_1958_);
        uint _e4141 = l_mut_6_;
        l_mut_6_ = (_e4141 + l_1971_);
        uint _e4143 = l_mut_6_;
        bool l_1972_ = (_e4143 == 0u);
        double _e4146 = l_mut_1478_;
        double _e4147 = l_mut_5_;
        double l_1973_ = (l_1972_ ? _e4147 : _e4146);
        l_mut_1478_ = l_1973_;
        uint _e4149 = l_mut_6_;
        bool l_1974_ = (_e4149 == 1u);
        double _e4152 = l_mut_1477_;
        double _e4153 = l_mut_5_;
        double l_1975_ = (l_1974_ ? _e4153 : _e4152);
        l_mut_1477_ = l_1975_;
        uint _e4155 = l_mut_6_;
        bool l_1976_ = (_e4155 == 2u);
        double _e4158 = l_mut_1476_;
        double _e4159 = l_mut_5_;
        double l_1977_ = (l_1976_ ? _e4159 : _e4158);
        l_mut_1476_ = l_1977_;
        uint _e4161 = l_mut_6_;
        bool l_1978_ = (_e4161 == 3u);
        double _e4164 = l_mut_1475_;
        double _e4165 = l_mut_5_;
        double l_1979_ = (l_1978_ ? _e4165 : _e4164);
        l_mut_1475_ = l_1979_;
        double _e4167 = l_mut_1478_;
        double l_1980_ = (_e4167 * l_603_);
        double l_1981_ = (l_575_ * l_1980_);
        bool l_1982_ = (l_1_ != 0.0LF);
        double l_1983_ = (l_1982_ ? l_1981_ : l_1_);
        double l_1984_ = (l_0_ * l_575_);
        bool l_1985_ = (l_1_ != 0.0LF);
        double l_1986_ = (l_1985_ ? l_1984_ : l_1_);
        double l_1987_ = (l_1986_ - l_575_);
        bool l_1988_ = (l_1_ != 0.0LF);
        double l_1989_ = (l_1988_ ? l_1987_ : l_1_);
        double l_1990_ = (l_1986_ - l_1989_);
        double l_1991_ = (l_575_ - l_1990_);
        double l_1992_ = (l_0_ * l_1980_);
        bool l_1993_ = (l_1_ != 0.0LF);
        double l_1994_ = (l_1993_ ? l_1992_ : l_1_);
        double l_1995_ = (l_1994_ - l_1980_);
        bool l_1996_ = (l_1_ != 0.0LF);
        double l_1997_ = (l_1996_ ? l_1995_ : l_1_);
        double l_1998_ = (l_1994_ - l_1997_);
        double l_1999_ = (l_1980_ - l_1998_);
        double l_2000_ = (l_1990_ * l_1998_);
        double l_2001_ = (l_2000_ - l_1983_);
        double l_2002_ = (l_1990_ * l_1999_);
        double l_2003_ = (l_2001_ + l_2002_);
        double l_2004_ = (l_1991_ * l_1998_);
        double l_2005_ = (l_2003_ + l_2004_);
        double l_2006_ = (l_1991_ * l_1999_);
        double l_2007_ = (l_2005_ + l_2006_);
        double l_2008_ = (l_577_ * l_1980_);
        bool l_2009_ = (l_1_ != 0.0LF);
        double l_2010_ = (l_2009_ ? l_2008_ : l_1_);
        double l_2011_ = (l_0_ * l_577_);
        bool l_2012_ = (l_1_ != 0.0LF);
        double l_2013_ = (l_2012_ ? l_2011_ : l_1_);
        double l_2014_ = (l_2013_ - l_577_);
        bool l_2015_ = (l_1_ != 0.0LF);
        double l_2016_ = (l_2015_ ? l_2014_ : l_1_);
        double l_2017_ = (l_2013_ - l_2016_);
        double l_2018_ = (l_577_ - l_2017_);
        double l_2019_ = (l_0_ * l_1980_);
        bool l_2020_ = (l_1_ != 0.0LF);
        double l_2021_ = (l_2020_ ? l_2019_ : l_1_);
        double l_2022_ = (l_2021_ - l_1980_);
        bool l_2023_ = (l_1_ != 0.0LF);
        double l_2024_ = (l_2023_ ? l_2022_ : l_1_);
        double l_2025_ = (l_2021_ - l_2024_);
        double l_2026_ = (l_1980_ - l_2025_);
        double l_2027_ = (l_2017_ * l_2025_);
        double l_2028_ = (l_2027_ - l_2010_);
        double l_2029_ = (l_2017_ * l_2026_);
        double l_2030_ = (l_2028_ + l_2029_);
        double l_2031_ = (l_2018_ * l_2025_);
        double l_2032_ = (l_2030_ + l_2031_);
        double l_2033_ = (l_2018_ * l_2026_);
        double l_2034_ = (l_2032_ + l_2033_);
        double l_2035_ = (l_580_ * l_1980_);
        bool l_2036_ = (l_1_ != 0.0LF);
        double l_2037_ = (l_2036_ ? l_2035_ : l_1_);
        double l_2038_ = (l_0_ * l_580_);
        bool l_2039_ = (l_1_ != 0.0LF);
        double l_2040_ = (l_2039_ ? l_2038_ : l_1_);
        double l_2041_ = (l_2040_ - l_580_);
        bool l_2042_ = (l_1_ != 0.0LF);
        double l_2043_ = (l_2042_ ? l_2041_ : l_1_);
        double l_2044_ = (l_2040_ - l_2043_);
        double l_2045_ = (l_580_ - l_2044_);
        double l_2046_ = (l_0_ * l_1980_);
        bool l_2047_ = (l_1_ != 0.0LF);
        double l_2048_ = (l_2047_ ? l_2046_ : l_1_);
        double l_2049_ = (l_2048_ - l_1980_);
        bool l_2050_ = (l_1_ != 0.0LF);
        double l_2051_ = (l_2050_ ? l_2049_ : l_1_);
        double l_2052_ = (l_2048_ - l_2051_);
        double l_2053_ = (l_1980_ - l_2052_);
        double l_2054_ = (l_2044_ * l_2052_);
        double l_2055_ = (l_2054_ - l_2037_);
        double l_2056_ = (l_2044_ * l_2053_);
        double l_2057_ = (l_2055_ + l_2056_);
        double l_2058_ = (l_2045_ * l_2052_);
        double l_2059_ = (l_2057_ + l_2058_);
        double l_2060_ = (l_2045_ * l_2053_);
        double l_2061_ = (l_2059_ + l_2060_);
        double l_2062_ = (l_583_ * l_1980_);
        double l_2063_ = (l_2007_ + l_2010_);
        bool l_2064_ = (l_1_ != 0.0LF);
        double l_2065_ = (l_2064_ ? l_2063_ : l_1_);
        double l_2066_ = (l_2065_ - l_2007_);
        bool l_2067_ = (l_1_ != 0.0LF);
        double l_2068_ = (l_2067_ ? l_2066_ : l_1_);
        double l_2069_ = (l_2065_ - l_2068_);
        bool l_2070_ = (l_1_ != 0.0LF);
        double l_2071_ = (l_2070_ ? l_2069_ : l_1_);
        double l_2072_ = (l_2007_ - l_2071_);
        double l_2073_ = (l_2010_ - l_2068_);
        double l_2074_ = (l_2072_ + l_2073_);
        double l_2075_ = (l_2074_ + l_2034_);
        bool l_2076_ = (l_1_ != 0.0LF);
        double l_2077_ = (l_2076_ ? l_2075_ : l_1_);
        double l_2078_ = (l_2077_ - l_2074_);
        bool l_2079_ = (l_1_ != 0.0LF);
        double l_2080_ = (l_2079_ ? l_2078_ : l_1_);
        double l_2081_ = (l_2077_ - l_2080_);
        bool l_2082_ = (l_1_ != 0.0LF);
        double l_2083_ = (l_2082_ ? l_2081_ : l_1_);
        double l_2084_ = (l_2074_ - l_2083_);
        double l_2085_ = (l_2034_ - l_2080_);
        double l_2086_ = (l_2084_ + l_2085_);
        double l_2087_ = (l_2037_ + l_2077_);
        bool l_2088_ = (l_1_ != 0.0LF);
        double l_2089_ = (l_2088_ ? l_2087_ : l_1_);
        double l_2090_ = (l_2089_ - l_2037_);
        bool l_2091_ = (l_1_ != 0.0LF);
        double l_2092_ = (l_2091_ ? l_2090_ : l_1_);
        double l_2093_ = (l_2089_ - l_2092_);
        bool l_2094_ = (l_1_ != 0.0LF);
        double l_2095_ = (l_2094_ ? l_2093_ : l_1_);
        double l_2096_ = (l_2037_ - l_2095_);
        double l_2097_ = (l_2077_ - l_2092_);
        double l_2098_ = (l_2096_ + l_2097_);
        double l_2099_ = (l_2086_ + l_2098_);
        bool l_2100_ = (l_1_ != 0.0LF);
        double l_2101_ = (l_2100_ ? l_2099_ : l_1_);
        double l_2102_ = (l_2101_ - l_2086_);
        bool l_2103_ = (l_1_ != 0.0LF);
        double l_2104_ = (l_2103_ ? l_2102_ : l_1_);
        double l_2105_ = (l_2101_ - l_2104_);
        bool l_2106_ = (l_1_ != 0.0LF);
        double l_2107_ = (l_2106_ ? l_2105_ : l_1_);
        double l_2108_ = (l_2086_ - l_2107_);
        double l_2109_ = (l_2098_ - l_2104_);
        double l_2110_ = (l_2108_ + l_2109_);
        double l_2111_ = (l_2101_ + l_2061_);
        bool l_2112_ = (l_1_ != 0.0LF);
        double l_2113_ = (l_2112_ ? l_2111_ : l_1_);
        double l_2114_ = (l_2113_ - l_2101_);
        bool l_2115_ = (l_1_ != 0.0LF);
        double l_2116_ = (l_2115_ ? l_2114_ : l_1_);
        double l_2117_ = (l_2113_ - l_2116_);
        bool l_2118_ = (l_1_ != 0.0LF);
        double l_2119_ = (l_2118_ ? l_2117_ : l_1_);
        double l_2120_ = (l_2101_ - l_2119_);
        double l_2121_ = (l_2061_ - l_2116_);
        double l_2122_ = (l_2120_ + l_2121_);
        double l_2123_ = (l_2062_ + l_2113_);
        bool l_2124_ = (l_1_ != 0.0LF);
        double l_2125_ = (l_2124_ ? l_2123_ : l_1_);
        double l_2126_ = (l_2125_ - l_2062_);
        bool l_2127_ = (l_1_ != 0.0LF);
        double l_2128_ = (l_2127_ ? l_2126_ : l_1_);
        double l_2129_ = (l_2125_ - l_2128_);
        bool l_2130_ = (l_1_ != 0.0LF);
        double l_2131_ = (l_2130_ ? l_2129_ : l_1_);
        double l_2132_ = (l_2062_ - l_2131_);
        double l_2133_ = (l_2113_ - l_2128_);
        double l_2134_ = (l_2132_ + l_2133_);
        double l_2135_ = (l_2122_ + l_2134_);
        double l_2136_ = (l_2135_ + l_2110_);
        double l_2137_ = (l_2125_ + l_2136_);
        bool l_2138_ = (l_1_ != 0.0LF);
        double l_2139_ = (l_2138_ ? l_2137_ : l_1_);
        double l_2140_ = (l_2139_ - l_2125_);
        bool l_2141_ = (l_1_ != 0.0LF);
        double l_2142_ = (l_2141_ ? l_2140_ : l_1_);
        double l_2143_ = (l_2136_ - l_2142_);
        double l_2144_ = (l_2089_ + l_2139_);
        bool l_2145_ = (l_1_ != 0.0LF);
        double l_2146_ = (l_2145_ ? l_2144_ : l_1_);
        double l_2147_ = (l_2146_ - l_2089_);
        bool l_2148_ = (l_1_ != 0.0LF);
        double l_2149_ = (l_2148_ ? l_2147_ : l_1_);
        double l_2150_ = (l_2139_ - l_2149_);
        double l_2151_ = (l_2065_ + l_2146_);
        bool l_2152_ = (l_1_ != 0.0LF);
        double l_2153_ = (l_2152_ ? l_2151_ : l_1_);
        double l_2154_ = (l_2153_ - l_2065_);
        bool l_2155_ = (l_1_ != 0.0LF);
        double l_2156_ = (l_2155_ ? l_2154_ : l_1_);
        double l_2157_ = (l_2146_ - l_2156_);
        double l_2158_ = (l_1983_ + l_2153_);
        bool l_2159_ = (l_1_ != 0.0LF);
        double l_2160_ = (l_2159_ ? l_2158_ : l_1_);
        double l_2161_ = (l_2160_ - l_1983_);
        bool l_2162_ = (l_1_ != 0.0LF);
        double l_2163_ = (l_2162_ ? l_2161_ : l_1_);
        double l_2164_ = (l_2153_ - l_2163_);
        l_mut_279_ = 0.0LF;
        l_mut_278_ = 0.0LF;
        l_mut_277_ = 0.0LF;
        l_mut_276_ = 0.0LF;
        l_mut_5_ = l_2160_;
        l_mut_6_ = 0u;
        double _e4399 = l_mut_5_;
        double l_2165_ = (_e4399 + l_2164_);
        bool l_2166_ = (l_1_ != 0.0LF);
        double l_2167_ = (l_2166_ ? l_2165_ : l_1_);
        double _e4404 = l_mut_5_;
        double l_2168_ = (l_2167_ - _e4404);
        bool l_2169_ = (l_1_ != 0.0LF);
        double l_2170_ = (l_2169_ ? l_2168_ : l_1_);
        double l_2171_ = (l_2164_ - l_2170_);
        uint _e4410 = l_mut_6_;
        bool l_2172_ = (_e4410 < 3u);
        bool l_2173_ = (l_2171_ != 0.0LF);
        if (l_2172_) {
            local_141 = l_2173_;
        } else {
            local_141 = false;
        }
        bool l_2174_ = local_141;
        uint _e4419 = l_mut_6_;
        bool l_2175_ = (_e4419 == 0u);
        if (l_2174_) {
            local_142 = l_2175_;
        } else {
            local_142 = false;
        }
        bool l_2176_ = local_142;
        double _e4426 = l_mut_279_;
        double l_2177_ = (l_2176_ ? l_2167_ : _e4426);
        l_mut_279_ = l_2177_;
        uint _e4428 = l_mut_6_;
        bool l_2178_ = (_e4428 == 1u);
        if (l_2174_) {
            local_143 = l_2178_;
        } else {
            local_143 = false;
        }
        bool l_2179_ = local_143;
        double _e4435 = l_mut_278_;
        double l_2180_ = (l_2179_ ? l_2167_ : _e4435);
        l_mut_278_ = l_2180_;
        uint _e4437 = l_mut_6_;
        bool l_2181_ = (_e4437 == 2u);
        if (l_2174_) {
            local_144 = l_2181_;
        } else {
            local_144 = false;
        }
        bool l_2182_ = local_144;
        double _e4444 = l_mut_277_;
        double l_2183_ = (l_2182_ ? l_2167_ : _e4444);
        l_mut_277_ = l_2183_;
        double l_2184_ = (l_2174_ ? l_2171_ : l_2167_);
        double _e4447 = l_mut_5_;
        double l_2185_ = (_e4447 + l_2164_);
        double l_2186_ = (l_2172_ ? l_2184_ : l_2185_);
        l_mut_5_ = l_2186_;
        uint l_2187_ = uint(l_2174_);
        uint _e4451 = l_mut_6_;
        l_mut_6_ = (_e4451 + l_2187_);
        double _e4453 = l_mut_5_;
        double l_2188_ = (_e4453 + l_2157_);
        bool l_2189_ = (l_1_ != 0.0LF);
        double l_2190_ = (l_2189_ ? l_2188_ : l_1_);
        double _e4458 = l_mut_5_;
        double l_2191_ = (l_2190_ - _e4458);
        bool l_2192_ = (l_1_ != 0.0LF);
        double l_2193_ = (l_2192_ ? l_2191_ : l_1_);
        double l_2194_ = (l_2157_ - l_2193_);
        uint _e4464 = l_mut_6_;
        bool l_2195_ = (_e4464 < 3u);
        bool l_2196_ = (l_2194_ != 0.0LF);
        if (l_2195_) {
            local_145 = l_2196_;
        } else {
            local_145 = false;
        }
        bool l_2197_ = local_145;
        uint _e4473 = l_mut_6_;
        bool l_2198_ = (_e4473 == 0u);
        if (l_2197_) {
            local_146 = l_2198_;
        } else {
            local_146 = false;
        }
        bool l_2199_ = local_146;
        double _e4480 = l_mut_279_;
        double l_2200_ = (l_2199_ ? l_2190_ : _e4480);
        l_mut_279_ = l_2200_;
        uint _e4482 = l_mut_6_;
        bool l_2201_ = (_e4482 == 1u);
        if (l_2197_) {
            local_147 = l_2201_;
        } else {
            local_147 = false;
        }
        bool l_2202_ = local_147;
        double _e4489 = l_mut_278_;
        double l_2203_ = (l_2202_ ? l_2190_ : _e4489);
        l_mut_278_ = l_2203_;
        uint _e4491 = l_mut_6_;
        bool l_2204_ = (_e4491 == 2u);
        if (l_2197_) {
            local_148 = l_2204_;
        } else {
            local_148 = false;
        }
        bool l_2205_ = local_148;
        double _e4498 = l_mut_277_;
        double l_2206_ = (l_2205_ ? l_2190_ : _e4498);
        l_mut_277_ = l_2206_;
        double l_2207_ = (l_2197_ ? l_2194_ : l_2190_);
        double _e4501 = l_mut_5_;
        double l_2208_ = (_e4501 + l_2157_);
        double l_2209_ = (l_2195_ ? l_2207_ : l_2208_);
        l_mut_5_ = l_2209_;
        uint l_2210_ = uint(l_2197_);
        uint _e4505 = l_mut_6_;
        l_mut_6_ = (_e4505 + l_2210_);
        double _e4507 = l_mut_5_;
        double l_2211_ = (_e4507 + l_2150_);
        bool l_2212_ = (l_1_ != 0.0LF);
        double l_2213_ = (l_2212_ ? l_2211_ : l_1_);
        double _e4512 = l_mut_5_;
        double l_2214_ = (l_2213_ - _e4512);
        bool l_2215_ = (l_1_ != 0.0LF);
        double l_2216_ = (l_2215_ ? l_2214_ : l_1_);
        double l_2217_ = (l_2150_ - l_2216_);
        uint _e4518 = l_mut_6_;
        bool l_2218_ = (_e4518 < 3u);
        bool l_2219_ = (l_2217_ != 0.0LF);
        if (l_2218_) {
            local_149 = l_2219_;
        } else {
            local_149 = false;
        }
        bool l_2220_ = local_149;
        uint _e4527 = l_mut_6_;
        bool l_2221_ = (_e4527 == 0u);
        if (l_2220_) {
            local_150 = l_2221_;
        } else {
            local_150 = false;
        }
        bool l_2222_ = local_150;
        double _e4534 = l_mut_279_;
        double l_2223_ = (l_2222_ ? l_2213_ : _e4534);
        l_mut_279_ = l_2223_;
        uint _e4536 = l_mut_6_;
        bool l_2224_ = (_e4536 == 1u);
        if (l_2220_) {
            local_151 = l_2224_;
        } else {
            local_151 = false;
        }
        bool l_2225_ = local_151;
        double _e4543 = l_mut_278_;
        double l_2226_ = (l_2225_ ? l_2213_ : _e4543);
        l_mut_278_ = l_2226_;
        uint _e4545 = l_mut_6_;
        bool l_2227_ = (_e4545 == 2u);
        if (l_2220_) {
            local_152 = l_2227_;
        } else {
            local_152 = false;
        }
        bool l_2228_ = local_152;
        double _e4552 = l_mut_277_;
        double l_2229_ = (l_2228_ ? l_2213_ : _e4552);
        l_mut_277_ = l_2229_;
        double l_2230_ = (l_2220_ ? l_2217_ : l_2213_);
        double _e4555 = l_mut_5_;
        double l_2231_ = (_e4555 + l_2150_);
        double l_2232_ = (l_2218_ ? l_2230_ : l_2231_);
        l_mut_5_ = l_2232_;
        uint l_2233_ = uint(l_2220_);
        uint _e4559 = l_mut_6_;
        l_mut_6_ = (_e4559 + l_2233_);
        double _e4561 = l_mut_5_;
        double l_2234_ = (_e4561 + l_2143_);
        bool l_2235_ = (l_1_ != 0.0LF);
        double l_2236_ = (l_2235_ ? l_2234_ : l_1_);
        double _e4566 = l_mut_5_;
        double l_2237_ = (l_2236_ - _e4566);
        bool l_2238_ = (l_1_ != 0.0LF);
        double l_2239_ = (l_2238_ ? l_2237_ : l_1_);
        double l_2240_ = (l_2143_ - l_2239_);
        uint _e4572 = l_mut_6_;
        bool l_2241_ = (_e4572 < 3u);
        bool l_2242_ = (l_2240_ != 0.0LF);
        if (l_2241_) {
            local_153 = l_2242_;
        } else {
            local_153 = false;
        }
        bool l_2243_ = local_153;
        uint _e4581 = l_mut_6_;
        bool l_2244_ = (_e4581 == 0u);
        if (l_2243_) {
            local_154 = l_2244_;
        } else {
            local_154 = false;
        }
        bool l_2245_ = local_154;
        double _e4588 = l_mut_279_;
        double l_2246_ = (l_2245_ ? l_2236_ : _e4588);
        l_mut_279_ = l_2246_;
        uint _e4590 = l_mut_6_;
        bool l_2247_ = (_e4590 == 1u);
        if (l_2243_) {
            local_155 = l_2247_;
        } else {
            local_155 = false;
        }
        bool l_2248_ = local_155;
        double _e4597 = l_mut_278_;
        double l_2249_ = (l_2248_ ? l_2236_ : _e4597);
        l_mut_278_ = l_2249_;
        uint _e4599 = l_mut_6_;
        bool l_2250_ = (_e4599 == 2u);
        if (l_2243_) {
            local_156 = l_2250_;
        } else {
            local_156 = false;
        }
        bool l_2251_ = local_156;
        double _e4606 = l_mut_277_;
        double l_2252_ = (l_2251_ ? l_2236_ : _e4606);
        l_mut_277_ = l_2252_;
        double l_2253_ = (l_2243_ ? l_2240_ : l_2236_);
        double _e4609 = l_mut_5_;
        double l_2254_ = (_e4609 + l_2143_);
        double l_2255_ = (l_2241_ ? l_2253_ : l_2254_);
        l_mut_5_ = l_2255_;
        uint l_2256_ = uint(l_2243_);
        uint _e4613 = l_mut_6_;
        l_mut_6_ = (_e4613 + l_2256_);
        uint _e4615 = l_mut_6_;
        bool l_2257_ = (_e4615 == 0u);
        double _e4618 = l_mut_279_;
        double _e4619 = l_mut_5_;
        double l_2258_ = (l_2257_ ? _e4619 : _e4618);
        l_mut_279_ = l_2258_;
        uint _e4621 = l_mut_6_;
        bool l_2259_ = (_e4621 == 1u);
        double _e4624 = l_mut_278_;
        double _e4625 = l_mut_5_;
        double l_2260_ = (l_2259_ ? _e4625 : _e4624);
        l_mut_278_ = l_2260_;
        uint _e4627 = l_mut_6_;
        bool l_2261_ = (_e4627 == 2u);
        double _e4630 = l_mut_277_;
        double _e4631 = l_mut_5_;
        double l_2262_ = (l_2261_ ? _e4631 : _e4630);
        l_mut_277_ = l_2262_;
        uint _e4633 = l_mut_6_;
        bool l_2263_ = (_e4633 == 3u);
        double _e4636 = l_mut_276_;
        double _e4637 = l_mut_5_;
        double l_2264_ = (l_2263_ ? _e4637 : _e4636);
        l_mut_276_ = l_2264_;
        double _e4639 = l_mut_279_;
        double l_2265_ = -(_e4639);
        double _e4641 = l_mut_278_;
        double l_2266_ = -(_e4641);
        double _e4643 = l_mut_277_;
        double l_2267_ = -(_e4643);
        double _e4645 = l_mut_276_;
        double l_2268_ = -(_e4645);
        double _e4648 = l_mut_1478_;
        a_2269_[0] = _e4648;
        a_2269_[1] = l_2265_;
        double _e4651 = l_mut_1477_;
        a_2269_[2] = _e4651;
        a_2269_[3] = l_2266_;
        double _e4654 = l_mut_1476_;
        a_2269_[4] = _e4654;
        a_2269_[5] = l_2267_;
        double _e4657 = l_mut_1475_;
        a_2269_[6] = _e4657;
        a_2269_[7] = l_2268_;
        double l_2270_ = a_2269_[7];
        l_mut_279_ = l_2270_;
        double l_2271_ = a_2269_[6];
        double _e4663 = l_mut_279_;
        double l_2272_ = (l_2271_ + _e4663);
        bool l_2273_ = (l_1_ != 0.0LF);
        double l_2274_ = (l_2273_ ? l_2272_ : l_1_);
        double l_2275_ = (l_2274_ - l_2271_);
        bool l_2276_ = (l_1_ != 0.0LF);
        double l_2277_ = (l_2276_ ? l_2275_ : l_1_);
        double l_2278_ = (l_2274_ - l_2277_);
        bool l_2279_ = (l_1_ != 0.0LF);
        double l_2280_ = (l_2279_ ? l_2278_ : l_1_);
        double l_2281_ = (l_2271_ - l_2280_);
        double _e4677 = l_mut_279_;
        double l_2282_ = (_e4677 - l_2277_);
        double l_2283_ = (l_2281_ + l_2282_);
        a_2269_[7] = l_2283_;
        l_mut_279_ = l_2274_;
        double l_2284_ = a_2269_[5];
        double _e4683 = l_mut_279_;
        double l_2285_ = (l_2284_ + _e4683);
        bool l_2286_ = (l_1_ != 0.0LF);
        double l_2287_ = (l_2286_ ? l_2285_ : l_1_);
        double l_2288_ = (l_2287_ - l_2284_);
        bool l_2289_ = (l_1_ != 0.0LF);
        double l_2290_ = (l_2289_ ? l_2288_ : l_1_);
        double l_2291_ = (l_2287_ - l_2290_);
        bool l_2292_ = (l_1_ != 0.0LF);
        double l_2293_ = (l_2292_ ? l_2291_ : l_1_);
        double l_2294_ = (l_2284_ - l_2293_);
        double _e4697 = l_mut_279_;
        double l_2295_ = (_e4697 - l_2290_);
        double l_2296_ = (l_2294_ + l_2295_);
        a_2269_[6] = l_2296_;
        l_mut_279_ = l_2287_;
        double l_2297_ = a_2269_[4];
        double _e4703 = l_mut_279_;
        double l_2298_ = (l_2297_ + _e4703);
        bool l_2299_ = (l_1_ != 0.0LF);
        double l_2300_ = (l_2299_ ? l_2298_ : l_1_);
        double l_2301_ = (l_2300_ - l_2297_);
        bool l_2302_ = (l_1_ != 0.0LF);
        double l_2303_ = (l_2302_ ? l_2301_ : l_1_);
        double l_2304_ = (l_2300_ - l_2303_);
        bool l_2305_ = (l_1_ != 0.0LF);
        double l_2306_ = (l_2305_ ? l_2304_ : l_1_);
        double l_2307_ = (l_2297_ - l_2306_);
        double _e4717 = l_mut_279_;
        double l_2308_ = (_e4717 - l_2303_);
        double l_2309_ = (l_2307_ + l_2308_);
        a_2269_[5] = l_2309_;
        l_mut_279_ = l_2300_;
        double l_2310_ = a_2269_[3];
        double _e4723 = l_mut_279_;
        double l_2311_ = (l_2310_ + _e4723);
        bool l_2312_ = (l_1_ != 0.0LF);
        double l_2313_ = (l_2312_ ? l_2311_ : l_1_);
        double l_2314_ = (l_2313_ - l_2310_);
        bool l_2315_ = (l_1_ != 0.0LF);
        double l_2316_ = (l_2315_ ? l_2314_ : l_1_);
        double l_2317_ = (l_2313_ - l_2316_);
        bool l_2318_ = (l_1_ != 0.0LF);
        double l_2319_ = (l_2318_ ? l_2317_ : l_1_);
        double l_2320_ = (l_2310_ - l_2319_);
        double _e4737 = l_mut_279_;
        double l_2321_ = (_e4737 - l_2316_);
        double l_2322_ = (l_2320_ + l_2321_);
        a_2269_[4] = l_2322_;
        l_mut_279_ = l_2313_;
        double l_2323_ = a_2269_[2];
        double _e4743 = l_mut_279_;
        double l_2324_ = (l_2323_ + _e4743);
        bool l_2325_ = (l_1_ != 0.0LF);
        double l_2326_ = (l_2325_ ? l_2324_ : l_1_);
        double l_2327_ = (l_2326_ - l_2323_);
        bool l_2328_ = (l_1_ != 0.0LF);
        double l_2329_ = (l_2328_ ? l_2327_ : l_1_);
        double l_2330_ = (l_2326_ - l_2329_);
        bool l_2331_ = (l_1_ != 0.0LF);
        double l_2332_ = (l_2331_ ? l_2330_ : l_1_);
        double l_2333_ = (l_2323_ - l_2332_);
        double _e4757 = l_mut_279_;
        double l_2334_ = (_e4757 - l_2329_);
        double l_2335_ = (l_2333_ + l_2334_);
        a_2269_[3] = l_2335_;
        l_mut_279_ = l_2326_;
        double l_2336_ = a_2269_[1];
        double _e4763 = l_mut_279_;
        double l_2337_ = (l_2336_ + _e4763);
        bool l_2338_ = (l_1_ != 0.0LF);
        double l_2339_ = (l_2338_ ? l_2337_ : l_1_);
        double l_2340_ = (l_2339_ - l_2336_);
        bool l_2341_ = (l_1_ != 0.0LF);
        double l_2342_ = (l_2341_ ? l_2340_ : l_1_);
        double l_2343_ = (l_2339_ - l_2342_);
        bool l_2344_ = (l_1_ != 0.0LF);
        double l_2345_ = (l_2344_ ? l_2343_ : l_1_);
        double l_2346_ = (l_2336_ - l_2345_);
        double _e4777 = l_mut_279_;
        double l_2347_ = (_e4777 - l_2342_);
        double l_2348_ = (l_2346_ + l_2347_);
        a_2269_[2] = l_2348_;
        l_mut_279_ = l_2339_;
        double l_2349_ = a_2269_[0];
        double _e4783 = l_mut_279_;
        double l_2350_ = (l_2349_ + _e4783);
        bool l_2351_ = (l_1_ != 0.0LF);
        double l_2352_ = (l_2351_ ? l_2350_ : l_1_);
        double l_2353_ = (l_2352_ - l_2349_);
        bool l_2354_ = (l_1_ != 0.0LF);
        double l_2355_ = (l_2354_ ? l_2353_ : l_1_);
        double l_2356_ = (l_2352_ - l_2355_);
        bool l_2357_ = (l_1_ != 0.0LF);
        double l_2358_ = (l_2357_ ? l_2356_ : l_1_);
        double l_2359_ = (l_2349_ - l_2358_);
        double _e4797 = l_mut_279_;
        double l_2360_ = (_e4797 - l_2355_);
        double l_2361_ = (l_2359_ + l_2360_);
        a_2269_[1] = l_2361_;
        l_mut_279_ = l_2352_;
        double _e4802 = l_mut_279_;
        a_2269_[0] = _e4802;
        double l_2362_ = a_2269_[7];
        l_mut_279_ = l_2362_;
        double l_2363_ = a_2269_[6];
        double _e4807 = l_mut_279_;
        double l_2364_ = (l_2363_ + _e4807);
        bool l_2365_ = (l_1_ != 0.0LF);
        double l_2366_ = (l_2365_ ? l_2364_ : l_1_);
        double l_2367_ = (l_2366_ - l_2363_);
        bool l_2368_ = (l_1_ != 0.0LF);
        double l_2369_ = (l_2368_ ? l_2367_ : l_1_);
        double l_2370_ = (l_2366_ - l_2369_);
        bool l_2371_ = (l_1_ != 0.0LF);
        double l_2372_ = (l_2371_ ? l_2370_ : l_1_);
        double l_2373_ = (l_2363_ - l_2372_);
        double _e4821 = l_mut_279_;
        double l_2374_ = (_e4821 - l_2369_);
        double l_2375_ = (l_2373_ + l_2374_);
        a_2269_[7] = l_2375_;
        l_mut_279_ = l_2366_;
        double l_2376_ = a_2269_[5];
        double _e4827 = l_mut_279_;
        double l_2377_ = (l_2376_ + _e4827);
        bool l_2378_ = (l_1_ != 0.0LF);
        double l_2379_ = (l_2378_ ? l_2377_ : l_1_);
        double l_2380_ = (l_2379_ - l_2376_);
        bool l_2381_ = (l_1_ != 0.0LF);
        double l_2382_ = (l_2381_ ? l_2380_ : l_1_);
        double l_2383_ = (l_2379_ - l_2382_);
        bool l_2384_ = (l_1_ != 0.0LF);
        double l_2385_ = (l_2384_ ? l_2383_ : l_1_);
        double l_2386_ = (l_2376_ - l_2385_);
        double _e4841 = l_mut_279_;
        double l_2387_ = (_e4841 - l_2382_);
        double l_2388_ = (l_2386_ + l_2387_);
        a_2269_[6] = l_2388_;
        l_mut_279_ = l_2379_;
        double l_2389_ = a_2269_[4];
        double _e4847 = l_mut_279_;
        double l_2390_ = (l_2389_ + _e4847);
        bool l_2391_ = (l_1_ != 0.0LF);
        double l_2392_ = (l_2391_ ? l_2390_ : l_1_);
        double l_2393_ = (l_2392_ - l_2389_);
        bool l_2394_ = (l_1_ != 0.0LF);
        double l_2395_ = (l_2394_ ? l_2393_ : l_1_);
        double l_2396_ = (l_2392_ - l_2395_);
        bool l_2397_ = (l_1_ != 0.0LF);
        double l_2398_ = (l_2397_ ? l_2396_ : l_1_);
        double l_2399_ = (l_2389_ - l_2398_);
        double _e4861 = l_mut_279_;
        double l_2400_ = (_e4861 - l_2395_);
        double l_2401_ = (l_2399_ + l_2400_);
        a_2269_[5] = l_2401_;
        l_mut_279_ = l_2392_;
        double l_2402_ = a_2269_[3];
        double _e4867 = l_mut_279_;
        double l_2403_ = (l_2402_ + _e4867);
        bool l_2404_ = (l_1_ != 0.0LF);
        double l_2405_ = (l_2404_ ? l_2403_ : l_1_);
        double l_2406_ = (l_2405_ - l_2402_);
        bool l_2407_ = (l_1_ != 0.0LF);
        double l_2408_ = (l_2407_ ? l_2406_ : l_1_);
        double l_2409_ = (l_2405_ - l_2408_);
        bool l_2410_ = (l_1_ != 0.0LF);
        double l_2411_ = (l_2410_ ? l_2409_ : l_1_);
        double l_2412_ = (l_2402_ - l_2411_);
        double _e4881 = l_mut_279_;
        double l_2413_ = (_e4881 - l_2408_);
        double l_2414_ = (l_2412_ + l_2413_);
        a_2269_[4] = l_2414_;
        l_mut_279_ = l_2405_;
        double l_2415_ = a_2269_[2];
        double _e4887 = l_mut_279_;
        double l_2416_ = (l_2415_ + _e4887);
        bool l_2417_ = (l_1_ != 0.0LF);
        double l_2418_ = (l_2417_ ? l_2416_ : l_1_);
        double l_2419_ = (l_2418_ - l_2415_);
        bool l_2420_ = (l_1_ != 0.0LF);
        double l_2421_ = (l_2420_ ? l_2419_ : l_1_);
        double l_2422_ = (l_2418_ - l_2421_);
        bool l_2423_ = (l_1_ != 0.0LF);
        double l_2424_ = (l_2423_ ? l_2422_ : l_1_);
        double l_2425_ = (l_2415_ - l_2424_);
        double _e4901 = l_mut_279_;
        double l_2426_ = (_e4901 - l_2421_);
        double l_2427_ = (l_2425_ + l_2426_);
        a_2269_[3] = l_2427_;
        l_mut_279_ = l_2418_;
        double l_2428_ = a_2269_[1];
        double _e4907 = l_mut_279_;
        double l_2429_ = (l_2428_ + _e4907);
        bool l_2430_ = (l_1_ != 0.0LF);
        double l_2431_ = (l_2430_ ? l_2429_ : l_1_);
        double l_2432_ = (l_2431_ - l_2428_);
        bool l_2433_ = (l_1_ != 0.0LF);
        double l_2434_ = (l_2433_ ? l_2432_ : l_1_);
        double l_2435_ = (l_2431_ - l_2434_);
        bool l_2436_ = (l_1_ != 0.0LF);
        double l_2437_ = (l_2436_ ? l_2435_ : l_1_);
        double l_2438_ = (l_2428_ - l_2437_);
        double _e4921 = l_mut_279_;
        double l_2439_ = (_e4921 - l_2434_);
        double l_2440_ = (l_2438_ + l_2439_);
        a_2269_[2] = l_2440_;
        l_mut_279_ = l_2431_;
        double l_2441_ = a_2269_[0];
        double _e4927 = l_mut_279_;
        double l_2442_ = (l_2441_ + _e4927);
        bool l_2443_ = (l_1_ != 0.0LF);
        double l_2444_ = (l_2443_ ? l_2442_ : l_1_);
        double l_2445_ = (l_2444_ - l_2441_);
        bool l_2446_ = (l_1_ != 0.0LF);
        double l_2447_ = (l_2446_ ? l_2445_ : l_1_);
        double l_2448_ = (l_2444_ - l_2447_);
        bool l_2449_ = (l_1_ != 0.0LF);
        double l_2450_ = (l_2449_ ? l_2448_ : l_1_);
        double l_2451_ = (l_2441_ - l_2450_);
        double _e4941 = l_mut_279_;
        double l_2452_ = (_e4941 - l_2447_);
        double l_2453_ = (l_2451_ + l_2452_);
        a_2269_[1] = l_2453_;
        l_mut_279_ = l_2444_;
        double _e4946 = l_mut_279_;
        a_2269_[0] = _e4946;
        l_mut_279_ = 0.0LF;
        l_mut_278_ = 0.0LF;
        l_mut_277_ = 0.0LF;
        l_mut_276_ = 0.0LF;
        double l_2454_ = a_2269_[0];
        l_mut_5_ = l_2454_;
        l_mut_6_ = 0u;
        double l_2455_ = a_2269_[1];
        double _e4956 = l_mut_5_;
        double l_2456_ = (_e4956 + l_2455_);
        bool l_2457_ = (l_1_ != 0.0LF);
        double l_2458_ = (l_2457_ ? l_2456_ : l_1_);
        double _e4961 = l_mut_5_;
        double l_2459_ = (l_2458_ - _e4961);
        bool l_2460_ = (l_1_ != 0.0LF);
        double l_2461_ = (l_2460_ ? l_2459_ : l_1_);
        double l_2462_ = (l_2458_ - l_2461_);
        bool l_2463_ = (l_1_ != 0.0LF);
        double l_2464_ = (l_2463_ ? l_2462_ : l_1_);
        double _e4970 = l_mut_5_;
        double l_2465_ = (_e4970 - l_2464_);
        double l_2466_ = (l_2455_ - l_2461_);
        double l_2467_ = (l_2465_ + l_2466_);
        uint _e4974 = l_mut_6_;
        bool l_2468_ = (_e4974 < 3u);
        bool l_2469_ = (l_2467_ != 0.0LF);
        if (l_2468_) {
            local_157 = l_2469_;
        } else {
            local_157 = false;
        }
        bool l_2470_ = local_157;
        uint _e4983 = l_mut_6_;
        bool l_2471_ = (_e4983 == 0u);
        if (l_2470_) {
            local_158 = l_2471_;
        } else {
            local_158 = false;
        }
        bool l_2472_ = local_158;
        double _e4990 = l_mut_279_;
        double l_2473_ = (l_2472_ ? l_2458_ : _e4990);
        l_mut_279_ = l_2473_;
        uint _e4992 = l_mut_6_;
        bool l_2474_ = (_e4992 == 1u);
        if (l_2470_) {
            local_159 = l_2474_;
        } else {
            local_159 = false;
        }
        bool l_2475_ = local_159;
        double _e4999 = l_mut_278_;
        double l_2476_ = (l_2475_ ? l_2458_ : _e4999);
        l_mut_278_ = l_2476_;
        uint _e5001 = l_mut_6_;
        bool l_2477_ = (_e5001 == 2u);
        if (l_2470_) {
            local_160 = l_2477_;
        } else {
            local_160 = false;
        }
        bool l_2478_ = local_160;
        double _e5008 = l_mut_277_;
        double l_2479_ = (l_2478_ ? l_2458_ : _e5008);
        l_mut_277_ = l_2479_;
        double l_2480_ = (l_2470_ ? l_2467_ : l_2458_);
        double _e5011 = l_mut_5_;
        double l_2481_ = (_e5011 + l_2455_);
        double l_2482_ = (l_2468_ ? l_2480_ : l_2481_);
        l_mut_5_ = l_2482_;
        uint l_2483_ = uint(l_2470_);
        uint _e5015 = l_mut_6_;
        l_mut_6_ = (_e5015 + l_2483_);
        double l_2484_ = a_2269_[2];
        double _e5019 = l_mut_5_;
        double l_2485_ = (_e5019 + l_2484_);
        bool l_2486_ = (l_1_ != 0.0LF);
        double l_2487_ = (l_2486_ ? l_2485_ : l_1_);
        double _e5024 = l_mut_5_;
        double l_2488_ = (l_2487_ - _e5024);
        bool l_2489_ = (l_1_ != 0.0LF);
        double l_2490_ = (l_2489_ ? l_2488_ : l_1_);
        double l_2491_ = (l_2487_ - l_2490_);
        bool l_2492_ = (l_1_ != 0.0LF);
        double l_2493_ = (l_2492_ ? l_2491_ : l_1_);
        double _e5033 = l_mut_5_;
        double l_2494_ = (_e5033 - l_2493_);
        double l_2495_ = (l_2484_ - l_2490_);
        double l_2496_ = (l_2494_ + l_2495_);
        uint _e5037 = l_mut_6_;
        bool l_2497_ = (_e5037 < 3u);
        bool l_2498_ = (l_2496_ != 0.0LF);
        if (l_2497_) {
            local_161 = l_2498_;
        } else {
            local_161 = false;
        }
        bool l_2499_ = local_161;
        uint _e5046 = l_mut_6_;
        bool l_2500_ = (_e5046 == 0u);
        if (l_2499_) {
            local_162 = l_2500_;
        } else {
            local_162 = false;
        }
        bool l_2501_ = local_162;
        double _e5053 = l_mut_279_;
        double l_2502_ = (l_2501_ ? l_2487_ : _e5053);
        l_mut_279_ = l_2502_;
        uint _e5055 = l_mut_6_;
        bool l_2503_ = (_e5055 == 1u);
        if (l_2499_) {
            local_163 = l_2503_;
        } else {
            local_163 = false;
        }
        bool l_2504_ = local_163;
        double _e5062 = l_mut_278_;
        double l_2505_ = (l_2504_ ? l_2487_ : _e5062);
        l_mut_278_ = l_2505_;
        uint _e5064 = l_mut_6_;
        bool l_2506_ = (_e5064 == 2u);
        if (l_2499_) {
            local_164 = l_2506_;
        } else {
            local_164 = false;
        }
        bool l_2507_ = local_164;
        double _e5071 = l_mut_277_;
        double l_2508_ = (l_2507_ ? l_2487_ : _e5071);
        l_mut_277_ = l_2508_;
        double l_2509_ = (l_2499_ ? l_2496_ : l_2487_);
        double _e5074 = l_mut_5_;
        double l_2510_ = (_e5074 + l_2484_);
        double l_2511_ = (l_2497_ ? l_2509_ : l_2510_);
        l_mut_5_ = l_2511_;
        uint l_2512_ = uint(l_2499_);
        uint _e5078 = l_mut_6_;
        l_mut_6_ = (_e5078 + l_2512_);
        double l_2513_ = a_2269_[3];
        double _e5082 = l_mut_5_;
        double l_2514_ = (_e5082 + l_2513_);
        bool l_2515_ = (l_1_ != 0.0LF);
        double l_2516_ = (l_2515_ ? l_2514_ : l_1_);
        double _e5087 = l_mut_5_;
        double l_2517_ = (l_2516_ - _e5087);
        bool l_2518_ = (l_1_ != 0.0LF);
        double l_2519_ = (l_2518_ ? l_2517_ : l_1_);
        double l_2520_ = (l_2516_ - l_2519_);
        bool l_2521_ = (l_1_ != 0.0LF);
        double l_2522_ = (l_2521_ ? l_2520_ : l_1_);
        double _e5096 = l_mut_5_;
        double l_2523_ = (_e5096 - l_2522_);
        double l_2524_ = (l_2513_ - l_2519_);
        double l_2525_ = (l_2523_ + l_2524_);
        uint _e5100 = l_mut_6_;
        bool l_2526_ = (_e5100 < 3u);
        bool l_2527_ = (l_2525_ != 0.0LF);
        if (l_2526_) {
            local_165 = l_2527_;
        } else {
            local_165 = false;
        }
        bool l_2528_ = local_165;
        uint _e5109 = l_mut_6_;
        bool l_2529_ = (_e5109 == 0u);
        if (l_2528_) {
            local_166 = l_2529_;
        } else {
            local_166 = false;
        }
        bool l_2530_ = local_166;
        double _e5116 = l_mut_279_;
        double l_2531_ = (l_2530_ ? l_2516_ : _e5116);
        l_mut_279_ = l_2531_;
        uint _e5118 = l_mut_6_;
        bool l_2532_ = (_e5118 == 1u);
        if (l_2528_) {
            local_167 = l_2532_;
        } else {
            local_167 = false;
        }
        bool l_2533_ = local_167;
        double _e5125 = l_mut_278_;
        double l_2534_ = (l_2533_ ? l_2516_ : _e5125);
        l_mut_278_ = l_2534_;
        uint _e5127 = l_mut_6_;
        bool l_2535_ = (_e5127 == 2u);
        if (l_2528_) {
            local_168 = l_2535_;
        } else {
            local_168 = false;
        }
        bool l_2536_ = local_168;
        double _e5134 = l_mut_277_;
        double l_2537_ = (l_2536_ ? l_2516_ : _e5134);
        l_mut_277_ = l_2537_;
        double l_2538_ = (l_2528_ ? l_2525_ : l_2516_);
        double _e5137 = l_mut_5_;
        double l_2539_ = (_e5137 + l_2513_);
        double l_2540_ = (l_2526_ ? l_2538_ : l_2539_);
        l_mut_5_ = l_2540_;
        uint l_2541_ = uint(l_2528_);
        uint _e5141 = l_mut_6_;
        l_mut_6_ = (_e5141 + l_2541_);
        double l_2542_ = a_2269_[4];
        double _e5145 = l_mut_5_;
        double l_2543_ = (_e5145 + l_2542_);
        bool l_2544_ = (l_1_ != 0.0LF);
        double l_2545_ = (l_2544_ ? l_2543_ : l_1_);
        double _e5150 = l_mut_5_;
        double l_2546_ = (l_2545_ - _e5150);
        bool l_2547_ = (l_1_ != 0.0LF);
        double l_2548_ = (l_2547_ ? l_2546_ : l_1_);
        double l_2549_ = (l_2545_ - l_2548_);
        bool l_2550_ = (l_1_ != 0.0LF);
        double l_2551_ = (l_2550_ ? l_2549_ : l_1_);
        double _e5159 = l_mut_5_;
        double l_2552_ = (_e5159 - l_2551_);
        double l_2553_ = (l_2542_ - l_2548_);
        double l_2554_ = (l_2552_ + l_2553_);
        uint _e5163 = l_mut_6_;
        bool l_2555_ = (_e5163 < 3u);
        bool l_2556_ = (l_2554_ != 0.0LF);
        if (l_2555_) {
            local_169 = l_2556_;
        } else {
            local_169 = false;
        }
        bool l_2557_ = local_169;
        uint _e5172 = l_mut_6_;
        bool l_2558_ = (_e5172 == 0u);
        if (l_2557_) {
            local_170 = l_2558_;
        } else {
            local_170 = false;
        }
        bool l_2559_ = local_170;
        double _e5179 = l_mut_279_;
        double l_2560_ = (l_2559_ ? l_2545_ : _e5179);
        l_mut_279_ = l_2560_;
        uint _e5181 = l_mut_6_;
        bool l_2561_ = (_e5181 == 1u);
        if (l_2557_) {
            local_171 = l_2561_;
        } else {
            local_171 = false;
        }
        bool l_2562_ = local_171;
        double _e5188 = l_mut_278_;
        double l_2563_ = (l_2562_ ? l_2545_ : _e5188);
        l_mut_278_ = l_2563_;
        uint _e5190 = l_mut_6_;
        bool l_2564_ = (_e5190 == 2u);
        if (l_2557_) {
            local_172 = l_2564_;
        } else {
            local_172 = false;
        }
        bool l_2565_ = local_172;
        double _e5197 = l_mut_277_;
        double l_2566_ = (l_2565_ ? l_2545_ : _e5197);
        l_mut_277_ = l_2566_;
        double l_2567_ = (l_2557_ ? l_2554_ : l_2545_);
        double _e5200 = l_mut_5_;
        double l_2568_ = (_e5200 + l_2542_);
        double l_2569_ = (l_2555_ ? l_2567_ : l_2568_);
        l_mut_5_ = l_2569_;
        uint l_2570_ = uint(l_2557_);
        uint _e5204 = l_mut_6_;
        l_mut_6_ = (_e5204 + l_2570_);
        double l_2571_ = a_2269_[5];
        double _e5208 = l_mut_5_;
        double l_2572_ = (_e5208 + l_2571_);
        bool l_2573_ = (l_1_ != 0.0LF);
        double l_2574_ = (l_2573_ ? l_2572_ : l_1_);
        double _e5213 = l_mut_5_;
        double l_2575_ = (l_2574_ - _e5213);
        bool l_2576_ = (l_1_ != 0.0LF);
        double l_2577_ = (l_2576_ ? l_2575_ : l_1_);
        double l_2578_ = (l_2574_ - l_2577_);
        bool l_2579_ = (l_1_ != 0.0LF);
        double l_2580_ = (l_2579_ ? l_2578_ : l_1_);
        double _e5222 = l_mut_5_;
        double l_2581_ = (_e5222 - l_2580_);
        double l_2582_ = (l_2571_ - l_2577_);
        double l_2583_ = (l_2581_ + l_2582_);
        uint _e5226 = l_mut_6_;
        bool l_2584_ = (_e5226 < 3u);
        bool l_2585_ = (l_2583_ != 0.0LF);
        if (l_2584_) {
            local_173 = l_2585_;
        } else {
            local_173 = false;
        }
        bool l_2586_ = local_173;
        uint _e5235 = l_mut_6_;
        bool l_2587_ = (_e5235 == 0u);
        if (l_2586_) {
            local_174 = l_2587_;
        } else {
            local_174 = false;
        }
        bool l_2588_ = local_174;
        double _e5242 = l_mut_279_;
        double l_2589_ = (l_2588_ ? l_2574_ : _e5242);
        l_mut_279_ = l_2589_;
        uint _e5244 = l_mut_6_;
        bool l_2590_ = (_e5244 == 1u);
        if (l_2586_) {
            local_175 = l_2590_;
        } else {
            local_175 = false;
        }
        bool l_2591_ = local_175;
        double _e5251 = l_mut_278_;
        double l_2592_ = (l_2591_ ? l_2574_ : _e5251);
        l_mut_278_ = l_2592_;
        uint _e5253 = l_mut_6_;
        bool l_2593_ = (_e5253 == 2u);
        if (l_2586_) {
            local_176 = l_2593_;
        } else {
            local_176 = false;
        }
        bool l_2594_ = local_176;
        double _e5260 = l_mut_277_;
        double l_2595_ = (l_2594_ ? l_2574_ : _e5260);
        l_mut_277_ = l_2595_;
        double l_2596_ = (l_2586_ ? l_2583_ : l_2574_);
        double _e5263 = l_mut_5_;
        double l_2597_ = (_e5263 + l_2571_);
        double l_2598_ = (l_2584_ ? l_2596_ : l_2597_);
        l_mut_5_ = l_2598_;
        uint l_2599_ = uint(l_2586_);
        uint _e5267 = l_mut_6_;
        l_mut_6_ = (_e5267 + l_2599_);
        double l_2600_ = a_2269_[6];
        double _e5271 = l_mut_5_;
        double l_2601_ = (_e5271 + l_2600_);
        bool l_2602_ = (l_1_ != 0.0LF);
        double l_2603_ = (l_2602_ ? l_2601_ : l_1_);
        double _e5276 = l_mut_5_;
        double l_2604_ = (l_2603_ - _e5276);
        bool l_2605_ = (l_1_ != 0.0LF);
        double l_2606_ = (l_2605_ ? l_2604_ : l_1_);
        double l_2607_ = (l_2603_ - l_2606_);
        bool l_2608_ = (l_1_ != 0.0LF);
        double l_2609_ = (l_2608_ ? l_2607_ : l_1_);
        double _e5285 = l_mut_5_;
        double l_2610_ = (_e5285 - l_2609_);
        double l_2611_ = (l_2600_ - l_2606_);
        double l_2612_ = (l_2610_ + l_2611_);
        uint _e5289 = l_mut_6_;
        bool l_2613_ = (_e5289 < 3u);
        bool l_2614_ = (l_2612_ != 0.0LF);
        if (l_2613_) {
            local_177 = l_2614_;
        } else {
            local_177 = false;
        }
        bool l_2615_ = local_177;
        uint _e5298 = l_mut_6_;
        bool l_2616_ = (_e5298 == 0u);
        if (l_2615_) {
            local_178 = l_2616_;
        } else {
            local_178 = false;
        }
        bool l_2617_ = local_178;
        double _e5305 = l_mut_279_;
        double l_2618_ = (l_2617_ ? l_2603_ : _e5305);
        l_mut_279_ = l_2618_;
        uint _e5307 = l_mut_6_;
        bool l_2619_ = (_e5307 == 1u);
        if (l_2615_) {
            local_179 = l_2619_;
        } else {
            local_179 = false;
        }
        bool l_2620_ = local_179;
        double _e5314 = l_mut_278_;
        double l_2621_ = (l_2620_ ? l_2603_ : _e5314);
        l_mut_278_ = l_2621_;
        uint _e5316 = l_mut_6_;
        bool l_2622_ = (_e5316 == 2u);
        if (l_2615_) {
            local_180 = l_2622_;
        } else {
            local_180 = false;
        }
        bool l_2623_ = local_180;
        double _e5323 = l_mut_277_;
        double l_2624_ = (l_2623_ ? l_2603_ : _e5323);
        l_mut_277_ = l_2624_;
        double l_2625_ = (l_2615_ ? l_2612_ : l_2603_);
        double _e5326 = l_mut_5_;
        double l_2626_ = (_e5326 + l_2600_);
        double l_2627_ = (l_2613_ ? l_2625_ : l_2626_);
        l_mut_5_ = l_2627_;
        uint l_2628_ = uint(l_2615_);
        uint _e5330 = l_mut_6_;
        l_mut_6_ = (_e5330 + l_2628_);
        double l_2629_ = a_2269_[7];
        double _e5334 = l_mut_5_;
        double l_2630_ = (_e5334 + l_2629_);
        bool l_2631_ = (l_1_ != 0.0LF);
        double l_2632_ = (l_2631_ ? l_2630_ : l_1_);
        double _e5339 = l_mut_5_;
        double l_2633_ = (l_2632_ - _e5339);
        bool l_2634_ = (l_1_ != 0.0LF);
        double l_2635_ = (l_2634_ ? l_2633_ : l_1_);
        double l_2636_ = (l_2632_ - l_2635_);
        bool l_2637_ = (l_1_ != 0.0LF);
        double l_2638_ = (l_2637_ ? l_2636_ : l_1_);
        double _e5348 = l_mut_5_;
        double l_2639_ = (_e5348 - l_2638_);
        double l_2640_ = (l_2629_ - l_2635_);
        double l_2641_ = (l_2639_ + l_2640_);
        uint _e5352 = l_mut_6_;
        bool l_2642_ = (_e5352 < 3u);
        bool l_2643_ = (l_2641_ != 0.0LF);
        if (l_2642_) {
            local_181 = l_2643_;
        } else {
            local_181 = false;
        }
        bool l_2644_ = local_181;
        uint _e5361 = l_mut_6_;
        bool l_2645_ = (_e5361 == 0u);
        if (l_2644_) {
            local_182 = l_2645_;
        } else {
            local_182 = false;
        }
        bool l_2646_ = local_182;
        double _e5368 = l_mut_279_;
        double l_2647_ = (l_2646_ ? l_2632_ : _e5368);
        l_mut_279_ = l_2647_;
        uint _e5370 = l_mut_6_;
        bool l_2648_ = (_e5370 == 1u);
        if (l_2644_) {
            local_183 = l_2648_;
        } else {
            local_183 = false;
        }
        bool l_2649_ = local_183;
        double _e5377 = l_mut_278_;
        double l_2650_ = (l_2649_ ? l_2632_ : _e5377);
        l_mut_278_ = l_2650_;
        uint _e5379 = l_mut_6_;
        bool l_2651_ = (_e5379 == 2u);
        if (l_2644_) {
            local_184 = l_2651_;
        } else {
            local_184 = false;
        }
        bool l_2652_ = local_184;
        double _e5386 = l_mut_277_;
        double l_2653_ = (l_2652_ ? l_2632_ : _e5386);
        l_mut_277_ = l_2653_;
        double l_2654_ = (l_2644_ ? l_2641_ : l_2632_);
        double _e5389 = l_mut_5_;
        double l_2655_ = (_e5389 + l_2629_);
        double l_2656_ = (l_2642_ ? l_2654_ : l_2655_);
        l_mut_5_ = l_2656_;
        uint l_2657_ = uint(l_2644_);
        uint _e5393 = l_mut_6_;
        l_mut_6_ = (_e5393 + l_2657_);
        uint _e5395 = l_mut_6_;
        bool l_2658_ = (_e5395 == 0u);
        double _e5398 = l_mut_279_;
        double _e5399 = l_mut_5_;
        double l_2659_ = (l_2658_ ? _e5399 : _e5398);
        l_mut_279_ = l_2659_;
        uint _e5401 = l_mut_6_;
        bool l_2660_ = (_e5401 == 1u);
        double _e5404 = l_mut_278_;
        double _e5405 = l_mut_5_;
        double l_2661_ = (l_2660_ ? _e5405 : _e5404);
        l_mut_278_ = l_2661_;
        uint _e5407 = l_mut_6_;
        bool l_2662_ = (_e5407 == 2u);
        double _e5410 = l_mut_277_;
        double _e5411 = l_mut_5_;
        double l_2663_ = (l_2662_ ? _e5411 : _e5410);
        l_mut_277_ = l_2663_;
        uint _e5413 = l_mut_6_;
        bool l_2664_ = (_e5413 == 3u);
        double _e5416 = l_mut_276_;
        double _e5417 = l_mut_5_;
        double l_2665_ = (l_2664_ ? _e5417 : _e5416);
        l_mut_276_ = l_2665_;
        double _e5419 = l_mut_279_;
        double l_2666_ = (_e5419 * l_603_);
        double l_2667_ = (l_575_ * l_2666_);
        bool l_2668_ = (l_1_ != 0.0LF);
        double l_2669_ = (l_2668_ ? l_2667_ : l_1_);
        double l_2670_ = (l_0_ * l_575_);
        bool l_2671_ = (l_1_ != 0.0LF);
        double l_2672_ = (l_2671_ ? l_2670_ : l_1_);
        double l_2673_ = (l_2672_ - l_575_);
        bool l_2674_ = (l_1_ != 0.0LF);
        double l_2675_ = (l_2674_ ? l_2673_ : l_1_);
        double l_2676_ = (l_2672_ - l_2675_);
        double l_2677_ = (l_575_ - l_2676_);
        double l_2678_ = (l_0_ * l_2666_);
        bool l_2679_ = (l_1_ != 0.0LF);
        double l_2680_ = (l_2679_ ? l_2678_ : l_1_);
        double l_2681_ = (l_2680_ - l_2666_);
        bool l_2682_ = (l_1_ != 0.0LF);
        double l_2683_ = (l_2682_ ? l_2681_ : l_1_);
        double l_2684_ = (l_2680_ - l_2683_);
        double l_2685_ = (l_2666_ - l_2684_);
        double l_2686_ = (l_2676_ * l_2684_);
        double l_2687_ = (l_2686_ - l_2669_);
        double l_2688_ = (l_2676_ * l_2685_);
        double l_2689_ = (l_2687_ + l_2688_);
        double l_2690_ = (l_2677_ * l_2684_);
        double l_2691_ = (l_2689_ + l_2690_);
        double l_2692_ = (l_2677_ * l_2685_);
        double l_2693_ = (l_2691_ + l_2692_);
        double l_2694_ = (l_577_ * l_2666_);
        bool l_2695_ = (l_1_ != 0.0LF);
        double l_2696_ = (l_2695_ ? l_2694_ : l_1_);
        double l_2697_ = (l_0_ * l_577_);
        bool l_2698_ = (l_1_ != 0.0LF);
        double l_2699_ = (l_2698_ ? l_2697_ : l_1_);
        double l_2700_ = (l_2699_ - l_577_);
        bool l_2701_ = (l_1_ != 0.0LF);
        double l_2702_ = (l_2701_ ? l_2700_ : l_1_);
        double l_2703_ = (l_2699_ - l_2702_);
        double l_2704_ = (l_577_ - l_2703_);
        double l_2705_ = (l_0_ * l_2666_);
        bool l_2706_ = (l_1_ != 0.0LF);
        double l_2707_ = (l_2706_ ? l_2705_ : l_1_);
        double l_2708_ = (l_2707_ - l_2666_);
        bool l_2709_ = (l_1_ != 0.0LF);
        double l_2710_ = (l_2709_ ? l_2708_ : l_1_);
        double l_2711_ = (l_2707_ - l_2710_);
        double l_2712_ = (l_2666_ - l_2711_);
        double l_2713_ = (l_2703_ * l_2711_);
        double l_2714_ = (l_2713_ - l_2696_);
        double l_2715_ = (l_2703_ * l_2712_);
        double l_2716_ = (l_2714_ + l_2715_);
        double l_2717_ = (l_2704_ * l_2711_);
        double l_2718_ = (l_2716_ + l_2717_);
        double l_2719_ = (l_2704_ * l_2712_);
        double l_2720_ = (l_2718_ + l_2719_);
        double l_2721_ = (l_580_ * l_2666_);
        bool l_2722_ = (l_1_ != 0.0LF);
        double l_2723_ = (l_2722_ ? l_2721_ : l_1_);
        double l_2724_ = (l_0_ * l_580_);
        bool l_2725_ = (l_1_ != 0.0LF);
        double l_2726_ = (l_2725_ ? l_2724_ : l_1_);
        double l_2727_ = (l_2726_ - l_580_);
        bool l_2728_ = (l_1_ != 0.0LF);
        double l_2729_ = (l_2728_ ? l_2727_ : l_1_);
        double l_2730_ = (l_2726_ - l_2729_);
        double l_2731_ = (l_580_ - l_2730_);
        double l_2732_ = (l_0_ * l_2666_);
        bool l_2733_ = (l_1_ != 0.0LF);
        double l_2734_ = (l_2733_ ? l_2732_ : l_1_);
        double l_2735_ = (l_2734_ - l_2666_);
        bool l_2736_ = (l_1_ != 0.0LF);
        double l_2737_ = (l_2736_ ? l_2735_ : l_1_);
        double l_2738_ = (l_2734_ - l_2737_);
        double l_2739_ = (l_2666_ - l_2738_);
        double l_2740_ = (l_2730_ * l_2738_);
        double l_2741_ = (l_2740_ - l_2723_);
        double l_2742_ = (l_2730_ * l_2739_);
        double l_2743_ = (l_2741_ + l_2742_);
        double l_2744_ = (l_2731_ * l_2738_);
        double l_2745_ = (l_2743_ + l_2744_);
        double l_2746_ = (l_2731_ * l_2739_);
        double l_2747_ = (l_2745_ + l_2746_);
        double l_2748_ = (l_583_ * l_2666_);
        double l_2749_ = (l_2693_ + l_2696_);
        bool l_2750_ = (l_1_ != 0.0LF);
        double l_2751_ = (l_2750_ ? l_2749_ : l_1_);
        double l_2752_ = (l_2751_ - l_2693_);
        bool l_2753_ = (l_1_ != 0.0LF);
        double l_2754_ = (l_2753_ ? l_2752_ : l_1_);
        double l_2755_ = (l_2751_ - l_2754_);
        bool l_2756_ = (l_1_ != 0.0LF);
        double l_2757_ = (l_2756_ ? l_2755_ : l_1_);
        double l_2758_ = (l_2693_ - l_2757_);
        double l_2759_ = (l_2696_ - l_2754_);
        double l_2760_ = (l_2758_ + l_2759_);
        double l_2761_ = (l_2760_ + l_2720_);
        bool l_2762_ = (l_1_ != 0.0LF);
        double l_2763_ = (l_2762_ ? l_2761_ : l_1_);
        double l_2764_ = (l_2763_ - l_2760_);
        bool l_2765_ = (l_1_ != 0.0LF);
        double l_2766_ = (l_2765_ ? l_2764_ : l_1_);
        double l_2767_ = (l_2763_ - l_2766_);
        bool l_2768_ = (l_1_ != 0.0LF);
        double l_2769_ = (l_2768_ ? l_2767_ : l_1_);
        double l_2770_ = (l_2760_ - l_2769_);
        double l_2771_ = (l_2720_ - l_2766_);
        double l_2772_ = (l_2770_ + l_2771_);
        double l_2773_ = (l_2723_ + l_2763_);
        bool l_2774_ = (l_1_ != 0.0LF);
        double l_2775_ = (l_2774_ ? l_2773_ : l_1_);
        double l_2776_ = (l_2775_ - l_2723_);
        bool l_2777_ = (l_1_ != 0.0LF);
        double l_2778_ = (l_2777_ ? l_2776_ : l_1_);
        double l_2779_ = (l_2775_ - l_2778_);
        bool l_2780_ = (l_1_ != 0.0LF);
        double l_2781_ = (l_2780_ ? l_2779_ : l_1_);
        double l_2782_ = (l_2723_ - l_2781_);
        double l_2783_ = (l_2763_ - l_2778_);
        double l_2784_ = (l_2782_ + l_2783_);
        double l_2785_ = (l_2772_ + l_2784_);
        bool l_2786_ = (l_1_ != 0.0LF);
        double l_2787_ = (l_2786_ ? l_2785_ : l_1_);
        double l_2788_ = (l_2787_ - l_2772_);
        bool l_2789_ = (l_1_ != 0.0LF);
        double l_2790_ = (l_2789_ ? l_2788_ : l_1_);
        double l_2791_ = (l_2787_ - l_2790_);
        bool l_2792_ = (l_1_ != 0.0LF);
        double l_2793_ = (l_2792_ ? l_2791_ : l_1_);
        double l_2794_ = (l_2772_ - l_2793_);
        double l_2795_ = (l_2784_ - l_2790_);
        double l_2796_ = (l_2794_ + l_2795_);
        double l_2797_ = (l_2787_ + l_2747_);
        bool l_2798_ = (l_1_ != 0.0LF);
        double l_2799_ = (l_2798_ ? l_2797_ : l_1_);
        double l_2800_ = (l_2799_ - l_2787_);
        bool l_2801_ = (l_1_ != 0.0LF);
        double l_2802_ = (l_2801_ ? l_2800_ : l_1_);
        double l_2803_ = (l_2799_ - l_2802_);
        bool l_2804_ = (l_1_ != 0.0LF);
        double l_2805_ = (l_2804_ ? l_2803_ : l_1_);
        double l_2806_ = (l_2787_ - l_2805_);
        double l_2807_ = (l_2747_ - l_2802_);
        double l_2808_ = (l_2806_ + l_2807_);
        double l_2809_ = (l_2748_ + l_2799_);
        bool l_2810_ = (l_1_ != 0.0LF);
        double l_2811_ = (l_2810_ ? l_2809_ : l_1_);
        double l_2812_ = (l_2811_ - l_2748_);
        bool l_2813_ = (l_1_ != 0.0LF);
        double l_2814_ = (l_2813_ ? l_2812_ : l_1_);
        double l_2815_ = (l_2811_ - l_2814_);
        bool l_2816_ = (l_1_ != 0.0LF);
        double l_2817_ = (l_2816_ ? l_2815_ : l_1_);
        double l_2818_ = (l_2748_ - l_2817_);
        double l_2819_ = (l_2799_ - l_2814_);
        double l_2820_ = (l_2818_ + l_2819_);
        double l_2821_ = (l_2808_ + l_2820_);
        double l_2822_ = (l_2821_ + l_2796_);
        double l_2823_ = (l_2811_ + l_2822_);
        bool l_2824_ = (l_1_ != 0.0LF);
        double l_2825_ = (l_2824_ ? l_2823_ : l_1_);
        double l_2826_ = (l_2825_ - l_2811_);
        bool l_2827_ = (l_1_ != 0.0LF);
        double l_2828_ = (l_2827_ ? l_2826_ : l_1_);
        double l_2829_ = (l_2822_ - l_2828_);
        double l_2830_ = (l_2775_ + l_2825_);
        bool l_2831_ = (l_1_ != 0.0LF);
        double l_2832_ = (l_2831_ ? l_2830_ : l_1_);
        double l_2833_ = (l_2832_ - l_2775_);
        bool l_2834_ = (l_1_ != 0.0LF);
        double l_2835_ = (l_2834_ ? l_2833_ : l_1_);
        double l_2836_ = (l_2825_ - l_2835_);
        double l_2837_ = (l_2751_ + l_2832_);
        bool l_2838_ = (l_1_ != 0.0LF);
        double l_2839_ = (l_2838_ ? l_2837_ : l_1_);
        double l_2840_ = (l_2839_ - l_2751_);
        bool l_2841_ = (l_1_ != 0.0LF);
        double l_2842_ = (l_2841_ ? l_2840_ : l_1_);
        double l_2843_ = (l_2832_ - l_2842_);
        double l_2844_ = (l_2669_ + l_2839_);
        bool l_2845_ = (l_1_ != 0.0LF);
        double l_2846_ = (l_2845_ ? l_2844_ : l_1_);
        double l_2847_ = (l_2846_ - l_2669_);
        bool l_2848_ = (l_1_ != 0.0LF);
        double l_2849_ = (l_2848_ ? l_2847_ : l_1_);
        double l_2850_ = (l_2839_ - l_2849_);
        l_mut_1478_ = 0.0LF;
        l_mut_1477_ = 0.0LF;
        l_mut_1476_ = 0.0LF;
        l_mut_1475_ = 0.0LF;
        l_mut_5_ = l_2846_;
        l_mut_6_ = 0u;
        double _e5651 = l_mut_5_;
        double l_2851_ = (_e5651 + l_2850_);
        bool l_2852_ = (l_1_ != 0.0LF);
        double l_2853_ = (l_2852_ ? l_2851_ : l_1_);
        double _e5656 = l_mut_5_;
        double l_2854_ = (l_2853_ - _e5656);
        bool l_2855_ = (l_1_ != 0.0LF);
        double l_2856_ = (l_2855_ ? l_2854_ : l_1_);
        double l_2857_ = (l_2850_ - l_2856_);
        uint _e5662 = l_mut_6_;
        bool l_2858_ = (_e5662 < 3u);
        bool l_2859_ = (l_2857_ != 0.0LF);
        if (l_2858_) {
            local_185 = l_2859_;
        } else {
            local_185 = false;
        }
        bool l_2860_ = local_185;
        uint _e5671 = l_mut_6_;
        bool l_2861_ = (_e5671 == 0u);
        if (l_2860_) {
            local_186 = l_2861_;
        } else {
            local_186 = false;
        }
        bool l_2862_ = local_186;
        double _e5678 = l_mut_1478_;
        double l_2863_ = (l_2862_ ? l_2853_ : _e5678);
        l_mut_1478_ = l_2863_;
        uint _e5680 = l_mut_6_;
        bool l_2864_ = (_e5680 == 1u);
        if (l_2860_) {
            local_187 = l_2864_;
        } else {
            local_187 = false;
        }
        bool l_2865_ = local_187;
        double _e5687 = l_mut_1477_;
        double l_2866_ = (l_2865_ ? l_2853_ : _e5687);
        l_mut_1477_ = l_2866_;
        uint _e5689 = l_mut_6_;
        bool l_2867_ = (_e5689 == 2u);
        if (l_2860_) {
            local_188 = l_2867_;
        } else {
            local_188 = false;
        }
        bool l_2868_ = local_188;
        double _e5696 = l_mut_1476_;
        double l_2869_ = (l_2868_ ? l_2853_ : _e5696);
        l_mut_1476_ = l_2869_;
        double l_2870_ = (l_2860_ ? l_2857_ : l_2853_);
        double _e5699 = l_mut_5_;
        double l_2871_ = (_e5699 + l_2850_);
        double l_2872_ = (l_2858_ ? l_2870_ : l_2871_);
        l_mut_5_ = l_2872_;
        uint l_2873_ = uint(l_2860_);
        uint _e5703 = l_mut_6_;
        l_mut_6_ = (_e5703 + l_2873_);
        double _e5705 = l_mut_5_;
        double l_2874_ = (_e5705 + l_2843_);
        bool l_2875_ = (l_1_ != 0.0LF);
        double l_2876_ = (l_2875_ ? l_2874_ : l_1_);
        double _e5710 = l_mut_5_;
        double l_2877_ = (l_2876_ - _e5710);
        bool l_2878_ = (l_1_ != 0.0LF);
        double l_2879_ = (l_2878_ ? l_2877_ : l_1_);
        double l_2880_ = (l_2843_ - l_2879_);
        uint _e5716 = l_mut_6_;
        bool l_2881_ = (_e5716 < 3u);
        bool l_2882_ = (l_2880_ != 0.0LF);
        if (l_2881_) {
            local_189 = l_2882_;
        } else {
            local_189 = false;
        }
        bool l_2883_ = local_189;
        uint _e5725 = l_mut_6_;
        bool l_2884_ = (_e5725 == 0u);
        if (l_2883_) {
            local_190 = l_2884_;
        } else {
            local_190 = false;
        }
        bool l_2885_ = local_190;
        double _e5732 = l_mut_1478_;
        double l_2886_ = (l_2885_ ? l_2876_ : _e5732);
        l_mut_1478_ = l_2886_;
        uint _e5734 = l_mut_6_;
        bool l_2887_ = (_e5734 == 1u);
        if (l_2883_) {
            local_191 = l_2887_;
        } else {
            local_191 = false;
        }
        bool l_2888_ = local_191;
        double _e5741 = l_mut_1477_;
        double l_2889_ = (l_2888_ ? l_2876_ : _e5741);
        l_mut_1477_ = l_2889_;
        uint _e5743 = l_mut_6_;
        bool l_2890_ = (_e5743 == 2u);
        if (l_2883_) {
            local_192 = l_2890_;
        } else {
            local_192 = false;
        }
        bool l_2891_ = local_192;
        double _e5750 = l_mut_1476_;
        double l_2892_ = (l_2891_ ? l_2876_ : _e5750);
        l_mut_1476_ = l_2892_;
        double l_2893_ = (l_2883_ ? l_2880_ : l_2876_);
        double _e5753 = l_mut_5_;
        double l_2894_ = (_e5753 + l_2843_);
        double l_2895_ = (l_2881_ ? l_2893_ : l_2894_);
        l_mut_5_ = l_2895_;
        uint l_2896_ = uint(l_2883_);
        uint _e5757 = l_mut_6_;
        l_mut_6_ = (_e5757 + l_2896_);
        double _e5759 = l_mut_5_;
        double l_2897_ = (_e5759 + l_2836_);
        bool l_2898_ = (l_1_ != 0.0LF);
        double l_2899_ = (l_2898_ ? l_2897_ : l_1_);
        double _e5764 = l_mut_5_;
        double l_2900_ = (l_2899_ - _e5764);
        bool l_2901_ = (l_1_ != 0.0LF);
        double l_2902_ = (l_2901_ ? l_2900_ : l_1_);
        double l_2903_ = (l_2836_ - l_2902_);
        uint _e5770 = l_mut_6_;
        bool l_2904_ = (_e5770 < 3u);
        bool l_2905_ = (l_2903_ != 0.0LF);
        if (l_2904_) {
            local_193 = l_2905_;
        } else {
            local_193 = false;
        }
        bool l_2906_ = local_193;
        uint _e5779 = l_mut_6_;
        bool l_2907_ = (_e5779 == 0u);
        if (l_2906_) {
            local_194 = l_2907_;
        } else {
            local_194 = false;
        }
        bool l_2908_ = local_194;
        double _e5786 = l_mut_1478_;
        double l_2909_ = (l_2908_ ? l_2899_ : _e5786);
        l_mut_1478_ = l_2909_;
        uint _e5788 = l_mut_6_;
        bool l_2910_ = (_e5788 == 1u);
        if (l_2906_) {
            local_195 = l_2910_;
        } else {
            local_195 = false;
        }
        bool l_2911_ = local_195;
        double _e5795 = l_mut_1477_;
        double l_2912_ = (l_2911_ ? l_2899_ : _e5795);
        l_mut_1477_ = l_2912_;
        uint _e5797 = l_mut_6_;
        bool l_2913_ = (_e5797 == 2u);
        if (l_2906_) {
            local_196 = l_2913_;
        } else {
            local_196 = false;
        }
        bool l_2914_ = local_196;
        double _e5804 = l_mut_1476_;
        double l_2915_ = (l_2914_ ? l_2899_ : _e5804);
        l_mut_1476_ = l_2915_;
        double l_2916_ = (l_2906_ ? l_2903_ : l_2899_);
        double _e5807 = l_mut_5_;
        double l_2917_ = (_e5807 + l_2836_);
        double l_2918_ = (l_2904_ ? l_2916_ : l_2917_);
        l_mut_5_ = l_2918_;
        uint l_2919_ = uint(l_2906_);
        uint _e5811 = l_mut_6_;
        l_mut_6_ = (_e5811 + l_2919_);
        double _e5813 = l_mut_5_;
        double l_2920_ = (_e5813 + l_2829_);
        bool l_2921_ = (l_1_ != 0.0LF);
        double l_2922_ = (l_2921_ ? l_2920_ : l_1_);
        double _e5818 = l_mut_5_;
        double l_2923_ = (l_2922_ - _e5818);
        bool l_2924_ = (l_1_ != 0.0LF);
        double l_2925_ = (l_2924_ ? l_2923_ : l_1_);
        double l_2926_ = (l_2829_ - l_2925_);
        uint _e5824 = l_mut_6_;
        bool l_2927_ = (_e5824 < 3u);
        bool l_2928_ = (l_2926_ != 0.0LF);
        if (l_2927_) {
            local_197 = l_2928_;
        } else {
            local_197 = false;
        }
        bool l_2929_ = local_197;
        uint _e5833 = l_mut_6_;
        bool l_2930_ = (_e5833 == 0u);
        if (l_2929_) {
            local_198 = l_2930_;
        } else {
            local_198 = false;
        }
        bool l_2931_ = local_198;
        double _e5840 = l_mut_1478_;
        double l_2932_ = (l_2931_ ? l_2922_ : _e5840);
        l_mut_1478_ = l_2932_;
        uint _e5842 = l_mut_6_;
        bool l_2933_ = (_e5842 == 1u);
        if (l_2929_) {
            local_199 = l_2933_;
        } else {
            local_199 = false;
        }
        bool l_2934_ = local_199;
        double _e5849 = l_mut_1477_;
        double l_2935_ = (l_2934_ ? l_2922_ : _e5849);
        l_mut_1477_ = l_2935_;
        uint _e5851 = l_mut_6_;
        bool l_2936_ = (_e5851 == 2u);
        if (l_2929_) {
            local_200 = l_2936_;
        } else {
            local_200 = false;
        }
        bool l_2937_ = local_200;
        double _e5858 = l_mut_1476_;
        double l_2938_ = (l_2937_ ? l_2922_ : _e5858);
        l_mut_1476_ = l_2938_;
        double l_2939_ = (l_2929_ ? l_2926_ : l_2922_);
        double _e5861 = l_mut_5_;
        double l_2940_ = (_e5861 + l_2829_);
        double l_2941_ = (l_2927_ ? l_2939_ : l_2940_);
        l_mut_5_ = l_2941_;
        uint l_2942_ = uint(l_2929_);
        uint _e5865 = l_mut_6_;
        l_mut_6_ = (_e5865 + l_2942_);
        uint _e5867 = l_mut_6_;
        bool l_2943_ = (_e5867 == 0u);
        double _e5870 = l_mut_1478_;
        double _e5871 = l_mut_5_;
        double l_2944_ = (l_2943_ ? _e5871 : _e5870);
        l_mut_1478_ = l_2944_;
        uint _e5873 = l_mut_6_;
        bool l_2945_ = (_e5873 == 1u);
        double _e5876 = l_mut_1477_;
        double _e5877 = l_mut_5_;
        double l_2946_ = (l_2945_ ? _e5877 : _e5876);
        l_mut_1477_ = l_2946_;
        uint _e5879 = l_mut_6_;
        bool l_2947_ = (_e5879 == 2u);
        double _e5882 = l_mut_1476_;
        double _e5883 = l_mut_5_;
        double l_2948_ = (l_2947_ ? _e5883 : _e5882);
        l_mut_1476_ = l_2948_;
        uint _e5885 = l_mut_6_;
        bool l_2949_ = (_e5885 == 3u);
        double _e5888 = l_mut_1475_;
        double _e5889 = l_mut_5_;
        double l_2950_ = (l_2949_ ? _e5889 : _e5888);
        l_mut_1475_ = l_2950_;
        double _e5891 = l_mut_1478_;
        double l_2951_ = -(_e5891);
        double _e5893 = l_mut_1477_;
        double l_2952_ = -(_e5893);
        double _e5895 = l_mut_1476_;
        double l_2953_ = -(_e5895);
        double _e5897 = l_mut_1475_;
        double l_2954_ = -(_e5897);
        double _e5900 = l_mut_279_;
        a_2955_[0] = _e5900;
        a_2955_[1] = l_2951_;
        double _e5903 = l_mut_278_;
        a_2955_[2] = _e5903;
        a_2955_[3] = l_2952_;
        double _e5906 = l_mut_277_;
        a_2955_[4] = _e5906;
        a_2955_[5] = l_2953_;
        double _e5909 = l_mut_276_;
        a_2955_[6] = _e5909;
        a_2955_[7] = l_2954_;
        double l_2956_ = a_2955_[7];
        l_mut_1478_ = l_2956_;
        double l_2957_ = a_2955_[6];
        double _e5915 = l_mut_1478_;
        double l_2958_ = (l_2957_ + _e5915);
        bool l_2959_ = (l_1_ != 0.0LF);
        double l_2960_ = (l_2959_ ? l_2958_ : l_1_);
        double l_2961_ = (l_2960_ - l_2957_);
        bool l_2962_ = (l_1_ != 0.0LF);
        double l_2963_ = (l_2962_ ? l_2961_ : l_1_);
        double l_2964_ = (l_2960_ - l_2963_);
        bool l_2965_ = (l_1_ != 0.0LF);
        double l_2966_ = (l_2965_ ? l_2964_ : l_1_);
        double l_2967_ = (l_2957_ - l_2966_);
        double _e5929 = l_mut_1478_;
        double l_2968_ = (_e5929 - l_2963_);
        double l_2969_ = (l_2967_ + l_2968_);
        a_2955_[7] = l_2969_;
        l_mut_1478_ = l_2960_;
        double l_2970_ = a_2955_[5];
        double _e5935 = l_mut_1478_;
        double l_2971_ = (l_2970_ + _e5935);
        bool l_2972_ = (l_1_ != 0.0LF);
        double l_2973_ = (l_2972_ ? l_2971_ : l_1_);
        double l_2974_ = (l_2973_ - l_2970_);
        bool l_2975_ = (l_1_ != 0.0LF);
        double l_2976_ = (l_2975_ ? l_2974_ : l_1_);
        double l_2977_ = (l_2973_ - l_2976_);
        bool l_2978_ = (l_1_ != 0.0LF);
        double l_2979_ = (l_2978_ ? l_2977_ : l_1_);
        double l_2980_ = (l_2970_ - l_2979_);
        double _e5949 = l_mut_1478_;
        double l_2981_ = (_e5949 - l_2976_);
        double l_2982_ = (l_2980_ + l_2981_);
        a_2955_[6] = l_2982_;
        l_mut_1478_ = l_2973_;
        double l_2983_ = a_2955_[4];
        double _e5955 = l_mut_1478_;
        double l_2984_ = (l_2983_ + _e5955);
        bool l_2985_ = (l_1_ != 0.0LF);
        double l_2986_ = (l_2985_ ? l_2984_ : l_1_);
        double l_2987_ = (l_2986_ - l_2983_);
        bool l_2988_ = (l_1_ != 0.0LF);
        double l_2989_ = (l_2988_ ? l_2987_ : l_1_);
        double l_2990_ = (l_2986_ - l_2989_);
        bool l_2991_ = (l_1_ != 0.0LF);
        double l_2992_ = (l_2991_ ? l_2990_ : l_1_);
        double l_2993_ = (l_2983_ - l_2992_);
        double _e5969 = l_mut_1478_;
        double l_2994_ = (_e5969 - l_2989_);
        double l_2995_ = (l_2993_ + l_2994_);
        a_2955_[5] = l_2995_;
        l_mut_1478_ = l_2986_;
        double l_2996_ = a_2955_[3];
        double _e5975 = l_mut_1478_;
        double l_2997_ = (l_2996_ + _e5975);
        bool l_2998_ = (l_1_ != 0.0LF);
        double l_2999_ = (l_2998_ ? l_2997_ : l_1_);
        double l_3000_ = (l_2999_ - l_2996_);
        bool l_3001_ = (l_1_ != 0.0LF);
        double l_3002_ = (l_3001_ ? l_3000_ : l_1_);
        double l_3003_ = (l_2999_ - l_3002_);
        bool l_3004_ = (l_1_ != 0.0LF);
        double l_3005_ = (l_3004_ ? l_3003_ : l_1_);
        double l_3006_ = (l_2996_ - l_3005_);
        double _e5989 = l_mut_1478_;
        double l_3007_ = (_e5989 - l_3002_);
        double l_3008_ = (l_3006_ + l_3007_);
        a_2955_[4] = l_3008_;
        l_mut_1478_ = l_2999_;
        double l_3009_ = a_2955_[2];
        double _e5995 = l_mut_1478_;
        double l_3010_ = (l_3009_ + _e5995);
        bool l_3011_ = (l_1_ != 0.0LF);
        double l_3012_ = (l_3011_ ? l_3010_ : l_1_);
        double l_3013_ = (l_3012_ - l_3009_);
        bool l_3014_ = (l_1_ != 0.0LF);
        double l_3015_ = (l_3014_ ? l_3013_ : l_1_);
        double l_3016_ = (l_3012_ - l_3015_);
        bool l_3017_ = (l_1_ != 0.0LF);
        double l_3018_ = (l_3017_ ? l_3016_ : l_1_);
        double l_3019_ = (l_3009_ - l_3018_);
        double _e6009 = l_mut_1478_;
        double l_3020_ = (_e6009 - l_3015_);
        double l_3021_ = (l_3019_ + l_3020_);
        a_2955_[3] = l_3021_;
        l_mut_1478_ = l_3012_;
        double l_3022_ = a_2955_[1];
        double _e6015 = l_mut_1478_;
        double l_3023_ = (l_3022_ + _e6015);
        bool l_3024_ = (l_1_ != 0.0LF);
        double l_3025_ = (l_3024_ ? l_3023_ : l_1_);
        double l_3026_ = (l_3025_ - l_3022_);
        bool l_3027_ = (l_1_ != 0.0LF);
        double l_3028_ = (l_3027_ ? l_3026_ : l_1_);
        double l_3029_ = (l_3025_ - l_3028_);
        bool l_3030_ = (l_1_ != 0.0LF);
        double l_3031_ = (l_3030_ ? l_3029_ : l_1_);
        double l_3032_ = (l_3022_ - l_3031_);
        double _e6029 = l_mut_1478_;
        double l_3033_ = (_e6029 - l_3028_);
        double l_3034_ = (l_3032_ + l_3033_);
        a_2955_[2] = l_3034_;
        l_mut_1478_ = l_3025_;
        double l_3035_ = a_2955_[0];
        double _e6035 = l_mut_1478_;
        double l_3036_ = (l_3035_ + _e6035);
        bool l_3037_ = (l_1_ != 0.0LF);
        double l_3038_ = (l_3037_ ? l_3036_ : l_1_);
        double l_3039_ = (l_3038_ - l_3035_);
        bool l_3040_ = (l_1_ != 0.0LF);
        double l_3041_ = (l_3040_ ? l_3039_ : l_1_);
        double l_3042_ = (l_3038_ - l_3041_);
        bool l_3043_ = (l_1_ != 0.0LF);
        double l_3044_ = (l_3043_ ? l_3042_ : l_1_);
        double l_3045_ = (l_3035_ - l_3044_);
        double _e6049 = l_mut_1478_;
        double l_3046_ = (_e6049 - l_3041_);
        double l_3047_ = (l_3045_ + l_3046_);
        a_2955_[1] = l_3047_;
        l_mut_1478_ = l_3038_;
        double _e6054 = l_mut_1478_;
        a_2955_[0] = _e6054;
        double l_3048_ = a_2955_[7];
        l_mut_1478_ = l_3048_;
        double l_3049_ = a_2955_[6];
        double _e6059 = l_mut_1478_;
        double l_3050_ = (l_3049_ + _e6059);
        bool l_3051_ = (l_1_ != 0.0LF);
        double l_3052_ = (l_3051_ ? l_3050_ : l_1_);
        double l_3053_ = (l_3052_ - l_3049_);
        bool l_3054_ = (l_1_ != 0.0LF);
        double l_3055_ = (l_3054_ ? l_3053_ : l_1_);
        double l_3056_ = (l_3052_ - l_3055_);
        bool l_3057_ = (l_1_ != 0.0LF);
        double l_3058_ = (l_3057_ ? l_3056_ : l_1_);
        double l_3059_ = (l_3049_ - l_3058_);
        double _e6073 = l_mut_1478_;
        double l_3060_ = (_e6073 - l_3055_);
        double l_3061_ = (l_3059_ + l_3060_);
        a_2955_[7] = l_3061_;
        l_mut_1478_ = l_3052_;
        double l_3062_ = a_2955_[5];
        double _e6079 = l_mut_1478_;
        double l_3063_ = (l_3062_ + _e6079);
        bool l_3064_ = (l_1_ != 0.0LF);
        double l_3065_ = (l_3064_ ? l_3063_ : l_1_);
        double l_3066_ = (l_3065_ - l_3062_);
        bool l_3067_ = (l_1_ != 0.0LF);
        double l_3068_ = (l_3067_ ? l_3066_ : l_1_);
        double l_3069_ = (l_3065_ - l_3068_);
        bool l_3070_ = (l_1_ != 0.0LF);
        double l_3071_ = (l_3070_ ? l_3069_ : l_1_);
        double l_3072_ = (l_3062_ - l_3071_);
        double _e6093 = l_mut_1478_;
        double l_3073_ = (_e6093 - l_3068_);
        double l_3074_ = (l_3072_ + l_3073_);
        a_2955_[6] = l_3074_;
        l_mut_1478_ = l_3065_;
        double l_3075_ = a_2955_[4];
        double _e6099 = l_mut_1478_;
        double l_3076_ = (l_3075_ + _e6099);
        bool l_3077_ = (l_1_ != 0.0LF);
        double l_3078_ = (l_3077_ ? l_3076_ : l_1_);
        double l_3079_ = (l_3078_ - l_3075_);
        bool l_3080_ = (l_1_ != 0.0LF);
        double l_3081_ = (l_3080_ ? l_3079_ : l_1_);
        double l_3082_ = (l_3078_ - l_3081_);
        bool l_3083_ = (l_1_ != 0.0LF);
        double l_3084_ = (l_3083_ ? l_3082_ : l_1_);
        double l_3085_ = (l_3075_ - l_3084_);
        double _e6113 = l_mut_1478_;
        double l_3086_ = (_e6113 - l_3081_);
        double l_3087_ = (l_3085_ + l_3086_);
        a_2955_[5] = l_3087_;
        l_mut_1478_ = l_3078_;
        double l_3088_ = a_2955_[3];
        double _e6119 = l_mut_1478_;
        double l_3089_ = (l_3088_ + _e6119);
        bool l_3090_ = (l_1_ != 0.0LF);
        double l_3091_ = (l_3090_ ? l_3089_ : l_1_);
        double l_3092_ = (l_3091_ - l_3088_);
        bool l_3093_ = (l_1_ != 0.0LF);
        double l_3094_ = (l_3093_ ? l_3092_ : l_1_);
        double l_3095_ = (l_3091_ - l_3094_);
        bool l_3096_ = (l_1_ != 0.0LF);
        double l_3097_ = (l_3096_ ? l_3095_ : l_1_);
        double l_3098_ = (l_3088_ - l_3097_);
        double _e6133 = l_mut_1478_;
        double l_3099_ = (_e6133 - l_3094_);
        double l_3100_ = (l_3098_ + l_3099_);
        a_2955_[4] = l_3100_;
        l_mut_1478_ = l_3091_;
        double l_3101_ = a_2955_[2];
        double _e6139 = l_mut_1478_;
        double l_3102_ = (l_3101_ + _e6139);
        bool l_3103_ = (l_1_ != 0.0LF);
        double l_3104_ = (l_3103_ ? l_3102_ : l_1_);
        double l_3105_ = (l_3104_ - l_3101_);
        bool l_3106_ = (l_1_ != 0.0LF);
        double l_3107_ = (l_3106_ ? l_3105_ : l_1_);
        double l_3108_ = (l_3104_ - l_3107_);
        bool l_3109_ = (l_1_ != 0.0LF);
        double l_3110_ = (l_3109_ ? l_3108_ : l_1_);
        double l_3111_ = (l_3101_ - l_3110_);
        double _e6153 = l_mut_1478_;
        double l_3112_ = (_e6153 - l_3107_);
        double l_3113_ = (l_3111_ + l_3112_);
        a_2955_[3] = l_3113_;
        l_mut_1478_ = l_3104_;
        double l_3114_ = a_2955_[1];
        double _e6159 = l_mut_1478_;
        double l_3115_ = (l_3114_ + _e6159);
        bool l_3116_ = (l_1_ != 0.0LF);
        double l_3117_ = (l_3116_ ? l_3115_ : l_1_);
        double l_3118_ = (l_3117_ - l_3114_);
        bool l_3119_ = (l_1_ != 0.0LF);
        double l_3120_ = (l_3119_ ? l_3118_ : l_1_);
        double l_3121_ = (l_3117_ - l_3120_);
        bool l_3122_ = (l_1_ != 0.0LF);
        double l_3123_ = (l_3122_ ? l_3121_ : l_1_);
        double l_3124_ = (l_3114_ - l_3123_);
        double _e6173 = l_mut_1478_;
        double l_3125_ = (_e6173 - l_3120_);
        double l_3126_ = (l_3124_ + l_3125_);
        a_2955_[2] = l_3126_;
        l_mut_1478_ = l_3117_;
        double l_3127_ = a_2955_[0];
        double _e6179 = l_mut_1478_;
        double l_3128_ = (l_3127_ + _e6179);
        bool l_3129_ = (l_1_ != 0.0LF);
        double l_3130_ = (l_3129_ ? l_3128_ : l_1_);
        double l_3131_ = (l_3130_ - l_3127_);
        bool l_3132_ = (l_1_ != 0.0LF);
        double l_3133_ = (l_3132_ ? l_3131_ : l_1_);
        double l_3134_ = (l_3130_ - l_3133_);
        bool l_3135_ = (l_1_ != 0.0LF);
        double l_3136_ = (l_3135_ ? l_3134_ : l_1_);
        double l_3137_ = (l_3127_ - l_3136_);
        double _e6193 = l_mut_1478_;
        double l_3138_ = (_e6193 - l_3133_);
        double l_3139_ = (l_3137_ + l_3138_);
        a_2955_[1] = l_3139_;
        l_mut_1478_ = l_3130_;
        double _e6198 = l_mut_1478_;
        a_2955_[0] = _e6198;
        l_mut_1478_ = 0.0LF;
        l_mut_1477_ = 0.0LF;
        l_mut_1476_ = 0.0LF;
        l_mut_1475_ = 0.0LF;
        double l_3140_ = a_2955_[0];
        l_mut_5_ = l_3140_;
        l_mut_6_ = 0u;
        double l_3141_ = a_2955_[1];
        double _e6208 = l_mut_5_;
        double l_3142_ = (_e6208 + l_3141_);
        bool l_3143_ = (l_1_ != 0.0LF);
        double l_3144_ = (l_3143_ ? l_3142_ : l_1_);
        double _e6213 = l_mut_5_;
        double l_3145_ = (l_3144_ - _e6213);
        bool l_3146_ = (l_1_ != 0.0LF);
        double l_3147_ = (l_3146_ ? l_3145_ : l_1_);
        double l_3148_ = (l_3144_ - l_3147_);
        bool l_3149_ = (l_1_ != 0.0LF);
        double l_3150_ = (l_3149_ ? l_3148_ : l_1_);
        double _e6222 = l_mut_5_;
        double l_3151_ = (_e6222 - l_3150_);
        double l_3152_ = (l_3141_ - l_3147_);
        double l_3153_ = (l_3151_ + l_3152_);
        uint _e6226 = l_mut_6_;
        bool l_3154_ = (_e6226 < 3u);
        bool l_3155_ = (l_3153_ != 0.0LF);
        if (l_3154_) {
            local_201 = l_3155_;
        } else {
            local_201 = false;
        }
        bool l_3156_ = local_201;
        uint _e6235 = l_mut_6_;
        bool l_3157_ = (_e6235 == 0u);
        if (l_3156_) {
            local_202 = l_3157_;
        } else {
            local_202 = false;
        }
        bool l_3158_ = local_202;
        double _e6242 = l_mut_1478_;
        double l_3159_ = (l_3158_ ? l_3144_ : _e6242);
        l_mut_1478_ = l_3159_;
        uint _e6244 = l_mut_6_;
        bool l_3160_ = (_e6244 == 1u);
        if (l_3156_) {
            local_203 = l_3160_;
        } else {
            local_203 = false;
        }
        bool l_3161_ = local_203;
        double _e6251 = l_mut_1477_;
        double l_3162_ = (l_3161_ ? l_3144_ : _e6251);
        l_mut_1477_ = l_3162_;
        uint _e6253 = l_mut_6_;
        bool l_3163_ = (_e6253 == 2u);
        if (l_3156_) {
            local_204 = l_3163_;
        } else {
            local_204 = false;
        }
        bool l_3164_ = local_204;
        double _e6260 = l_mut_1476_;
        double l_3165_ = (l_3164_ ? l_3144_ : _e6260);
        l_mut_1476_ = l_3165_;
        double l_3166_ = (l_3156_ ? l_3153_ : l_3144_);
        double _e6263 = l_mut_5_;
        double l_3167_ = (_e6263 + l_3141_);
        double l_3168_ = (l_3154_ ? l_3166_ : l_3167_);
        l_mut_5_ = l_3168_;
        uint l_3169_ = uint(l_3156_);
        uint _e6267 = l_mut_6_;
        l_mut_6_ = (_e6267 + l_3169_);
        double l_3170_ = a_2955_[2];
        double _e6271 = l_mut_5_;
        double l_3171_ = (_e6271 + l_3170_);
        bool l_3172_ = (l_1_ != 0.0LF);
        double l_3173_ = (l_3172_ ? l_3171_ : l_1_);
        double _e6276 = l_mut_5_;
        double l_3174_ = (l_3173_ - _e6276);
        bool l_3175_ = (l_1_ != 0.0LF);
        double l_3176_ = (l_3175_ ? l_3174_ : l_1_);
        double l_3177_ = (l_3173_ - l_3176_);
        bool l_3178_ = (l_1_ != 0.0LF);
        double l_3179_ = (l_3178_ ? l_3177_ : l_1_);
        double _e6285 = l_mut_5_;
        double l_3180_ = (_e6285 - l_3179_);
        double l_3181_ = (l_3170_ - l_3176_);
        double l_3182_ = (l_3180_ + l_3181_);
        uint _e6289 = l_mut_6_;
        bool l_3183_ = (_e6289 < 3u);
        bool l_3184_ = (l_3182_ != 0.0LF);
        if (l_3183_) {
            local_205 = l_3184_;
        } else {
            local_205 = false;
        }
        bool l_3185_ = local_205;
        uint _e6298 = l_mut_6_;
        bool l_3186_ = (_e6298 == 0u);
        if (l_3185_) {
            local_206 = l_3186_;
        } else {
            local_206 = false;
        }
        bool l_3187_ = local_206;
        double _e6305 = l_mut_1478_;
        double l_3188_ = (l_3187_ ? l_3173_ : _e6305);
        l_mut_1478_ = l_3188_;
        uint _e6307 = l_mut_6_;
        bool l_3189_ = (_e6307 == 1u);
        if (l_3185_) {
            local_207 = l_3189_;
        } else {
            local_207 = false;
        }
        bool l_3190_ = local_207;
        double _e6314 = l_mut_1477_;
        double l_3191_ = (l_3190_ ? l_3173_ : _e6314);
        l_mut_1477_ = l_3191_;
        uint _e6316 = l_mut_6_;
        bool l_3192_ = (_e6316 == 2u);
        if (l_3185_) {
            local_208 = l_3192_;
        } else {
            local_208 = false;
        }
        bool l_3193_ = local_208;
        double _e6323 = l_mut_1476_;
        double l_3194_ = (l_3193_ ? l_3173_ : _e6323);
        l_mut_1476_ = l_3194_;
        double l_3195_ = (l_3185_ ? l_3182_ : l_3173_);
        double _e6326 = l_mut_5_;
        double l_3196_ = (_e6326 + l_3170_);
        double l_3197_ = (l_3183_ ? l_3195_ : l_3196_);
        l_mut_5_ = l_3197_;
        uint l_3198_ = uint(l_3185_);
        uint _e6330 = l_mut_6_;
        l_mut_6_ = (_e6330 + l_3198_);
        double l_3199_ = a_2955_[3];
        double _e6334 = l_mut_5_;
        double l_3200_ = (_e6334 + l_3199_);
        bool l_3201_ = (l_1_ != 0.0LF);
        double l_3202_ = (l_3201_ ? l_3200_ : l_1_);
        double _e6339 = l_mut_5_;
        double l_3203_ = (l_3202_ - _e6339);
        bool l_3204_ = (l_1_ != 0.0LF);
        double l_3205_ = (l_3204_ ? l_3203_ : l_1_);
        double l_3206_ = (l_3202_ - l_3205_);
        bool l_3207_ = (l_1_ != 0.0LF);
        double l_3208_ = (l_3207_ ? l_3206_ : l_1_);
        double _e6348 = l_mut_5_;
        double l_3209_ = (_e6348 - l_3208_);
        double l_3210_ = (l_3199_ - l_3205_);
        double l_3211_ = (l_3209_ + l_3210_);
        uint _e6352 = l_mut_6_;
        bool l_3212_ = (_e6352 < 3u);
        bool l_3213_ = (l_3211_ != 0.0LF);
        if (l_3212_) {
            local_209 = l_3213_;
        } else {
            local_209 = false;
        }
        bool l_3214_ = local_209;
        uint _e6361 = l_mut_6_;
        bool l_3215_ = (_e6361 == 0u);
        if (l_3214_) {
            local_210 = l_3215_;
        } else {
            local_210 = false;
        }
        bool l_3216_ = local_210;
        double _e6368 = l_mut_1478_;
        double l_3217_ = (l_3216_ ? l_3202_ : _e6368);
        l_mut_1478_ = l_3217_;
        uint _e6370 = l_mut_6_;
        bool l_3218_ = (_e6370 == 1u);
        if (l_3214_) {
            local_211 = l_3218_;
        } else {
            local_211 = false;
        }
        bool l_3219_ = local_211;
        double _e6377 = l_mut_1477_;
        double l_3220_ = (l_3219_ ? l_3202_ : _e6377);
        l_mut_1477_ = l_3220_;
        uint _e6379 = l_mut_6_;
        bool l_3221_ = (_e6379 == 2u);
        if (l_3214_) {
            local_212 = l_3221_;
        } else {
            local_212 = false;
        }
        bool l_3222_ = local_212;
        double _e6386 = l_mut_1476_;
        double l_3223_ = (l_3222_ ? l_3202_ : _e6386);
        l_mut_1476_ = l_3223_;
        double l_3224_ = (l_3214_ ? l_3211_ : l_3202_);
        double _e6389 = l_mut_5_;
        double l_3225_ = (_e6389 + l_3199_);
        double l_3226_ = (l_3212_ ? l_3224_ : l_3225_);
        l_mut_5_ = l_3226_;
        uint l_3227_ = uint(l_3214_);
        uint _e6393 = l_mut_6_;
        l_mut_6_ = (_e6393 + l_3227_);
        double l_3228_ = a_2955_[4];
        double _e6397 = l_mut_5_;
        double l_3229_ = (_e6397 + l_3228_);
        bool l_3230_ = (l_1_ != 0.0LF);
        double l_3231_ = (l_3230_ ? l_3229_ : l_1_);
        double _e6402 = l_mut_5_;
        double l_3232_ = (l_3231_ - _e6402);
        bool l_3233_ = (l_1_ != 0.0LF);
        double l_3234_ = (l_3233_ ? l_3232_ : l_1_);
        double l_3235_ = (l_3231_ - l_3234_);
        bool l_3236_ = (l_1_ != 0.0LF);
        double l_3237_ = (l_3236_ ? l_3235_ : l_1_);
        double _e6411 = l_mut_5_;
        double l_3238_ = (_e6411 - l_3237_);
        double l_3239_ = (l_3228_ - l_3234_);
        double l_3240_ = (l_3238_ + l_3239_);
        uint _e6415 = l_mut_6_;
        bool l_3241_ = (_e6415 < 3u);
        bool l_3242_ = (l_3240_ != 0.0LF);
        if (l_3241_) {
            local_213 = l_3242_;
        } else {
            local_213 = false;
        }
        bool l_3243_ = local_213;
        uint _e6424 = l_mut_6_;
        bool l_3244_ = (_e6424 == 0u);
        if (l_3243_) {
            local_214 = l_3244_;
        } else {
            local_214 = false;
        }
        bool l_3245_ = local_214;
        double _e6431 = l_mut_1478_;
        double l_3246_ = (l_3245_ ? l_3231_ : _e6431);
        l_mut_1478_ = l_3246_;
        uint _e6433 = l_mut_6_;
        bool l_3247_ = (_e6433 == 1u);
        if (l_3243_) {
            local_215 = l_3247_;
        } else {
            local_215 = false;
        }
        bool l_3248_ = local_215;
        double _e6440 = l_mut_1477_;
        double l_3249_ = (l_3248_ ? l_3231_ : _e6440);
        l_mut_1477_ = l_3249_;
        uint _e6442 = l_mut_6_;
        bool l_3250_ = (_e6442 == 2u);
        if (l_3243_) {
            local_216 = l_3250_;
        } else {
            local_216 = false;
        }
        bool l_3251_ = local_216;
        double _e6449 = l_mut_1476_;
        double l_3252_ = (l_3251_ ? l_3231_ : _e6449);
        l_mut_1476_ = l_3252_;
        double l_3253_ = (l_3243_ ? l_3240_ : l_3231_);
        double _e6452 = l_mut_5_;
        double l_3254_ = (_e6452 + l_3228_);
        double l_3255_ = (l_3241_ ? l_3253_ : l_3254_);
        l_mut_5_ = l_3255_;
        uint l_3256_ = uint(l_3243_);
        uint _e6456 = l_mut_6_;
        l_mut_6_ = (_e6456 + l_3256_);
        double l_3257_ = a_2955_[5];
        double _e6460 = l_mut_5_;
        double l_3258_ = (_e6460 + l_3257_);
        bool l_3259_ = (l_1_ != 0.0LF);
        double l_3260_ = (l_3259_ ? l_3258_ : l_1_);
        double _e6465 = l_mut_5_;
        double l_3261_ = (l_3260_ - _e6465);
        bool l_3262_ = (l_1_ != 0.0LF);
        double l_3263_ = (l_3262_ ? l_3261_ : l_1_);
        double l_3264_ = (l_3260_ - l_3263_);
        bool l_3265_ = (l_1_ != 0.0LF);
        double l_3266_ = (l_3265_ ? l_3264_ : l_1_);
        double _e6474 = l_mut_5_;
        double l_3267_ = (_e6474 - l_3266_);
        double l_3268_ = (l_3257_ - l_3263_);
        double l_3269_ = (l_3267_ + l_3268_);
        uint _e6478 = l_mut_6_;
        bool l_3270_ = (_e6478 < 3u);
        bool l_3271_ = (l_3269_ != 0.0LF);
        if (l_3270_) {
            local_217 = l_3271_;
        } else {
            local_217 = false;
        }
        bool l_3272_ = local_217;
        uint _e6487 = l_mut_6_;
        bool l_3273_ = (_e6487 == 0u);
        if (l_3272_) {
            local_218 = l_3273_;
        } else {
            local_218 = false;
        }
        bool l_3274_ = local_218;
        double _e6494 = l_mut_1478_;
        double l_3275_ = (l_3274_ ? l_3260_ : _e6494);
        l_mut_1478_ = l_3275_;
        uint _e6496 = l_mut_6_;
        bool l_3276_ = (_e6496 == 1u);
        if (l_3272_) {
            local_219 = l_3276_;
        } else {
            local_219 = false;
        }
        bool l_3277_ = local_219;
        double _e6503 = l_mut_1477_;
        double l_3278_ = (l_3277_ ? l_3260_ : _e6503);
        l_mut_1477_ = l_3278_;
        uint _e6505 = l_mut_6_;
        bool l_3279_ = (_e6505 == 2u);
        if (l_3272_) {
            local_220 = l_3279_;
        } else {
            local_220 = false;
        }
        bool l_3280_ = local_220;
        double _e6512 = l_mut_1476_;
        double l_3281_ = (l_3280_ ? l_3260_ : _e6512);
        l_mut_1476_ = l_3281_;
        double l_3282_ = (l_3272_ ? l_3269_ : l_3260_);
        double _e6515 = l_mut_5_;
        double l_3283_ = (_e6515 + l_3257_);
        double l_3284_ = (l_3270_ ? l_3282_ : l_3283_);
        l_mut_5_ = l_3284_;
        uint l_3285_ = uint(l_3272_);
        uint _e6519 = l_mut_6_;
        l_mut_6_ = (_e6519 + l_3285_);
        double l_3286_ = a_2955_[6];
        double _e6523 = l_mut_5_;
        double l_3287_ = (_e6523 + l_3286_);
        bool l_3288_ = (l_1_ != 0.0LF);
        double l_3289_ = (l_3288_ ? l_3287_ : l_1_);
        double _e6528 = l_mut_5_;
        double l_3290_ = (l_3289_ - _e6528);
        bool l_3291_ = (l_1_ != 0.0LF);
        double l_3292_ = (l_3291_ ? l_3290_ : l_1_);
        double l_3293_ = (l_3289_ - l_3292_);
        bool l_3294_ = (l_1_ != 0.0LF);
        double l_3295_ = (l_3294_ ? l_3293_ : l_1_);
        double _e6537 = l_mut_5_;
        double l_3296_ = (_e6537 - l_3295_);
        double l_3297_ = (l_3286_ - l_3292_);
        double l_3298_ = (l_3296_ + l_3297_);
        uint _e6541 = l_mut_6_;
        bool l_3299_ = (_e6541 < 3u);
        bool l_3300_ = (l_3298_ != 0.0LF);
        if (l_3299_) {
            local_221 = l_3300_;
        } else {
            local_221 = false;
        }
        bool l_3301_ = local_221;
        uint _e6550 = l_mut_6_;
        bool l_3302_ = (_e6550 == 0u);
        if (l_3301_) {
            local_222 = l_3302_;
        } else {
            local_222 = false;
        }
        bool l_3303_ = local_222;
        double _e6557 = l_mut_1478_;
        double l_3304_ = (l_3303_ ? l_3289_ : _e6557);
        l_mut_1478_ = l_3304_;
        uint _e6559 = l_mut_6_;
        bool l_3305_ = (_e6559 == 1u);
        if (l_3301_) {
            local_223 = l_3305_;
        } else {
            local_223 = false;
        }
        bool l_3306_ = local_223;
        double _e6566 = l_mut_1477_;
        double l_3307_ = (l_3306_ ? l_3289_ : _e6566);
        l_mut_1477_ = l_3307_;
        uint _e6568 = l_mut_6_;
        bool l_3308_ = (_e6568 == 2u);
        if (l_3301_) {
            local_224 = l_3308_;
        } else {
            local_224 = false;
        }
        bool l_3309_ = local_224;
        double _e6575 = l_mut_1476_;
        double l_3310_ = (l_3309_ ? l_3289_ : _e6575);
        l_mut_1476_ = l_3310_;
        double l_3311_ = (l_3301_ ? l_3298_ : l_3289_);
        double _e6578 = l_mut_5_;
        double l_3312_ = (_e6578 + l_3286_);
        double l_3313_ = (l_3299_ ? l_3311_ : l_3312_);
        l_mut_5_ = l_3313_;
        uint l_3314_ = uint(l_3301_);
        uint _e6582 = l_mut_6_;
        l_mut_6_ = (_e6582 + l_3314_);
        double l_3315_ = a_2955_[7];
        double _e6586 = l_mut_5_;
        double l_3316_ = (_e6586 + l_3315_);
        bool l_3317_ = (l_1_ != 0.0LF);
        double l_3318_ = (l_3317_ ? l_3316_ : l_1_);
        double _e6591 = l_mut_5_;
        double l_3319_ = (l_3318_ - _e6591);
        bool l_3320_ = (l_1_ != 0.0LF);
        double l_3321_ = (l_3320_ ? l_3319_ : l_1_);
        double l_3322_ = (l_3318_ - l_3321_);
        bool l_3323_ = (l_1_ != 0.0LF);
        double l_3324_ = (l_3323_ ? l_3322_ : l_1_);
        double _e6600 = l_mut_5_;
        double l_3325_ = (_e6600 - l_3324_);
        double l_3326_ = (l_3315_ - l_3321_);
        double l_3327_ = (l_3325_ + l_3326_);
        uint _e6604 = l_mut_6_;
        bool l_3328_ = (_e6604 < 3u);
        bool l_3329_ = (l_3327_ != 0.0LF);
        if (l_3328_) {
            local_225 = l_3329_;
        } else {
            local_225 = false;
        }
        bool l_3330_ = local_225;
        uint _e6613 = l_mut_6_;
        bool l_3331_ = (_e6613 == 0u);
        if (l_3330_) {
            local_226 = l_3331_;
        } else {
            local_226 = false;
        }
        bool l_3332_ = local_226;
        double _e6620 = l_mut_1478_;
        double l_3333_ = (l_3332_ ? l_3318_ : _e6620);
        l_mut_1478_ = l_3333_;
        uint _e6622 = l_mut_6_;
        bool l_3334_ = (_e6622 == 1u);
        if (l_3330_) {
            local_227 = l_3334_;
        } else {
            local_227 = false;
        }
        bool l_3335_ = local_227;
        double _e6629 = l_mut_1477_;
        double l_3336_ = (l_3335_ ? l_3318_ : _e6629);
        l_mut_1477_ = l_3336_;
        uint _e6631 = l_mut_6_;
        bool l_3337_ = (_e6631 == 2u);
        if (l_3330_) {
            local_228 = l_3337_;
        } else {
            local_228 = false;
        }
        bool l_3338_ = local_228;
        double _e6638 = l_mut_1476_;
        double l_3339_ = (l_3338_ ? l_3318_ : _e6638);
        l_mut_1476_ = l_3339_;
        double l_3340_ = (l_3330_ ? l_3327_ : l_3318_);
        double _e6641 = l_mut_5_;
        double l_3341_ = (_e6641 + l_3315_);
        double l_3342_ = (l_3328_ ? l_3340_ : l_3341_);
        l_mut_5_ = l_3342_;
        uint l_3343_ = uint(l_3330_);
        uint _e6645 = l_mut_6_;
        l_mut_6_ = (_e6645 + l_3343_);
        uint _e6647 = l_mut_6_;
        bool l_3344_ = (_e6647 == 0u);
        double _e6650 = l_mut_1478_;
        double _e6651 = l_mut_5_;
        double l_3345_ = (l_3344_ ? _e6651 : _e6650);
        l_mut_1478_ = l_3345_;
        uint _e6653 = l_mut_6_;
        bool l_3346_ = (_e6653 == 1u);
        double _e6656 = l_mut_1477_;
        double _e6657 = l_mut_5_;
        double l_3347_ = (l_3346_ ? _e6657 : _e6656);
        l_mut_1477_ = l_3347_;
        uint _e6659 = l_mut_6_;
        bool l_3348_ = (_e6659 == 2u);
        double _e6662 = l_mut_1476_;
        double _e6663 = l_mut_5_;
        double l_3349_ = (l_3348_ ? _e6663 : _e6662);
        l_mut_1476_ = l_3349_;
        uint _e6665 = l_mut_6_;
        bool l_3350_ = (_e6665 == 3u);
        double _e6668 = l_mut_1475_;
        double _e6669 = l_mut_5_;
        double l_3351_ = (l_3350_ ? _e6669 : _e6668);
        l_mut_1475_ = l_3351_;
        double _e6671 = l_mut_1478_;
        double l_3352_ = (_e6671 / l_575_);
        double l_3353_ = (l_2666_ + l_3352_);
        bool l_3354_ = (l_1_ != 0.0LF);
        double l_3355_ = (l_3354_ ? l_3353_ : l_1_);
        double l_3356_ = (l_3355_ - l_2666_);
        bool l_3357_ = (l_1_ != 0.0LF);
        double l_3358_ = (l_3357_ ? l_3356_ : l_1_);
        double l_3359_ = (l_3352_ - l_3358_);
        double l_3360_ = (l_1980_ + l_3355_);
        bool l_3361_ = (l_1_ != 0.0LF);
        double l_3362_ = (l_3361_ ? l_3360_ : l_1_);
        double l_3363_ = (l_3362_ - l_1980_);
        bool l_3364_ = (l_1_ != 0.0LF);
        double l_3365_ = (l_3364_ ? l_3363_ : l_1_);
        double l_3366_ = (l_3355_ - l_3365_);
        double l_3367_ = (l_1290_ + l_3362_);
        bool l_3368_ = (l_1_ != 0.0LF);
        double l_3369_ = (l_3368_ ? l_3367_ : l_1_);
        double l_3370_ = (l_3369_ - l_1290_);
        bool l_3371_ = (l_1_ != 0.0LF);
        double l_3372_ = (l_3371_ ? l_3370_ : l_1_);
        double l_3373_ = (l_3362_ - l_3372_);
        double l_3374_ = (l_604_ + l_3369_);
        bool l_3375_ = (l_1_ != 0.0LF);
        double l_3376_ = (l_3375_ ? l_3374_ : l_1_);
        double l_3377_ = (l_3376_ - l_604_);
        bool l_3378_ = (l_1_ != 0.0LF);
        double l_3379_ = (l_3378_ ? l_3377_ : l_1_);
        double l_3380_ = (l_3369_ - l_3379_);
        l_mut_279_ = 0.0LF;
        l_mut_278_ = 0.0LF;
        l_mut_277_ = 0.0LF;
        l_mut_276_ = 0.0LF;
        l_mut_5_ = l_3376_;
        l_mut_6_ = 0u;
        double _e6714 = l_mut_5_;
        double l_3381_ = (_e6714 + l_3380_);
        bool l_3382_ = (l_1_ != 0.0LF);
        double l_3383_ = (l_3382_ ? l_3381_ : l_1_);
        double _e6719 = l_mut_5_;
        double l_3384_ = (l_3383_ - _e6719);
        bool l_3385_ = (l_1_ != 0.0LF);
        double l_3386_ = (l_3385_ ? l_3384_ : l_1_);
        double l_3387_ = (l_3380_ - l_3386_);
        uint _e6725 = l_mut_6_;
        bool l_3388_ = (_e6725 < 3u);
        bool l_3389_ = (l_3387_ != 0.0LF);
        if (l_3388_) {
            local_229 = l_3389_;
        } else {
            local_229 = false;
        }
        bool l_3390_ = local_229;
        uint _e6734 = l_mut_6_;
        bool l_3391_ = (_e6734 == 0u);
        if (l_3390_) {
            local_230 = l_3391_;
        } else {
            local_230 = false;
        }
        bool l_3392_ = local_230;
        double _e6741 = l_mut_279_;
        double l_3393_ = (l_3392_ ? l_3383_ : _e6741);
        l_mut_279_ = l_3393_;
        uint _e6743 = l_mut_6_;
        bool l_3394_ = (_e6743 == 1u);
        if (l_3390_) {
            local_231 = l_3394_;
        } else {
            local_231 = false;
        }
        bool l_3395_ = local_231;
        double _e6750 = l_mut_278_;
        double l_3396_ = (l_3395_ ? l_3383_ : _e6750);
        l_mut_278_ = l_3396_;
        uint _e6752 = l_mut_6_;
        bool l_3397_ = (_e6752 == 2u);
        if (l_3390_) {
            local_232 = l_3397_;
        } else {
            local_232 = false;
        }
        bool l_3398_ = local_232;
        double _e6759 = l_mut_277_;
        double l_3399_ = (l_3398_ ? l_3383_ : _e6759);
        l_mut_277_ = l_3399_;
        double l_3400_ = (l_3390_ ? l_3387_ : l_3383_);
        double _e6762 = l_mut_5_;
        double l_3401_ = (_e6762 + l_3380_);
        double l_3402_ = (l_3388_ ? l_3400_ : l_3401_);
        l_mut_5_ = l_3402_;
        uint l_3403_ = uint(l_3390_);
        uint _e6766 = l_mut_6_;
        l_mut_6_ = (_e6766 + l_3403_);
        double _e6768 = l_mut_5_;
        double l_3404_ = (_e6768 + l_3373_);
        bool l_3405_ = (l_1_ != 0.0LF);
        double l_3406_ = (l_3405_ ? l_3404_ : l_1_);
        double _e6773 = l_mut_5_;
        double l_3407_ = (l_3406_ - _e6773);
        bool l_3408_ = (l_1_ != 0.0LF);
        double l_3409_ = (l_3408_ ? l_3407_ : l_1_);
        double l_3410_ = (l_3373_ - l_3409_);
        uint _e6779 = l_mut_6_;
        bool l_3411_ = (_e6779 < 3u);
        bool l_3412_ = (l_3410_ != 0.0LF);
        if (l_3411_) {
            local_233 = l_3412_;
        } else {
            local_233 = false;
        }
        bool l_3413_ = local_233;
        uint _e6788 = l_mut_6_;
        bool l_3414_ = (_e6788 == 0u);
        if (l_3413_) {
            local_234 = l_3414_;
        } else {
            local_234 = false;
        }
        bool l_3415_ = local_234;
        double _e6795 = l_mut_279_;
        double l_3416_ = (l_3415_ ? l_3406_ : _e6795);
        l_mut_279_ = l_3416_;
        uint _e6797 = l_mut_6_;
        bool l_3417_ = (_e6797 == 1u);
        if (l_3413_) {
            local_235 = l_3417_;
        } else {
            local_235 = false;
        }
        bool l_3418_ = local_235;
        double _e6804 = l_mut_278_;
        double l_3419_ = (l_3418_ ? l_3406_ : _e6804);
        l_mut_278_ = l_3419_;
        uint _e6806 = l_mut_6_;
        bool l_3420_ = (_e6806 == 2u);
        if (l_3413_) {
            local_236 = l_3420_;
        } else {
            local_236 = false;
        }
        bool l_3421_ = local_236;
        double _e6813 = l_mut_277_;
        double l_3422_ = (l_3421_ ? l_3406_ : _e6813);
        l_mut_277_ = l_3422_;
        double l_3423_ = (l_3413_ ? l_3410_ : l_3406_);
        double _e6816 = l_mut_5_;
        double l_3424_ = (_e6816 + l_3373_);
        double l_3425_ = (l_3411_ ? l_3423_ : l_3424_);
        l_mut_5_ = l_3425_;
        uint l_3426_ = uint(l_3413_);
        uint _e6820 = l_mut_6_;
        l_mut_6_ = (_e6820 + l_3426_);
        double _e6822 = l_mut_5_;
        double l_3427_ = (_e6822 + l_3366_);
        bool l_3428_ = (l_1_ != 0.0LF);
        double l_3429_ = (l_3428_ ? l_3427_ : l_1_);
        double _e6827 = l_mut_5_;
        double l_3430_ = (l_3429_ - _e6827);
        bool l_3431_ = (l_1_ != 0.0LF);
        double l_3432_ = (l_3431_ ? l_3430_ : l_1_);
        double l_3433_ = (l_3366_ - l_3432_);
        uint _e6833 = l_mut_6_;
        bool l_3434_ = (_e6833 < 3u);
        bool l_3435_ = (l_3433_ != 0.0LF);
        if (l_3434_) {
            local_237 = l_3435_;
        } else {
            local_237 = false;
        }
        bool l_3436_ = local_237;
        uint _e6842 = l_mut_6_;
        bool l_3437_ = (_e6842 == 0u);
        if (l_3436_) {
            local_238 = l_3437_;
        } else {
            local_238 = false;
        }
        bool l_3438_ = local_238;
        double _e6849 = l_mut_279_;
        double l_3439_ = (l_3438_ ? l_3429_ : _e6849);
        l_mut_279_ = l_3439_;
        uint _e6851 = l_mut_6_;
        bool l_3440_ = (_e6851 == 1u);
        if (l_3436_) {
            local_239 = l_3440_;
        } else {
            local_239 = false;
        }
        bool l_3441_ = local_239;
        double _e6858 = l_mut_278_;
        double l_3442_ = (l_3441_ ? l_3429_ : _e6858);
        l_mut_278_ = l_3442_;
        uint _e6860 = l_mut_6_;
        bool l_3443_ = (_e6860 == 2u);
        if (l_3436_) {
            local_240 = l_3443_;
        } else {
            local_240 = false;
        }
        bool l_3444_ = local_240;
        double _e6867 = l_mut_277_;
        double l_3445_ = (l_3444_ ? l_3429_ : _e6867);
        l_mut_277_ = l_3445_;
        double l_3446_ = (l_3436_ ? l_3433_ : l_3429_);
        double _e6870 = l_mut_5_;
        double l_3447_ = (_e6870 + l_3366_);
        double l_3448_ = (l_3434_ ? l_3446_ : l_3447_);
        l_mut_5_ = l_3448_;
        uint l_3449_ = uint(l_3436_);
        uint _e6874 = l_mut_6_;
        l_mut_6_ = (_e6874 + l_3449_);
        double _e6876 = l_mut_5_;
        double l_3450_ = (_e6876 + l_3359_);
        bool l_3451_ = (l_1_ != 0.0LF);
        double l_3452_ = (l_3451_ ? l_3450_ : l_1_);
        double _e6881 = l_mut_5_;
        double l_3453_ = (l_3452_ - _e6881);
        bool l_3454_ = (l_1_ != 0.0LF);
        double l_3455_ = (l_3454_ ? l_3453_ : l_1_);
        double l_3456_ = (l_3359_ - l_3455_);
        uint _e6887 = l_mut_6_;
        bool l_3457_ = (_e6887 < 3u);
        bool l_3458_ = (l_3456_ != 0.0LF);
        if (l_3457_) {
            local_241 = l_3458_;
        } else {
            local_241 = false;
        }
        bool l_3459_ = local_241;
        uint _e6896 = l_mut_6_;
        bool l_3460_ = (_e6896 == 0u);
        if (l_3459_) {
            local_242 = l_3460_;
        } else {
            local_242 = false;
        }
        bool l_3461_ = local_242;
        double _e6903 = l_mut_279_;
        double l_3462_ = (l_3461_ ? l_3452_ : _e6903);
        l_mut_279_ = l_3462_;
        uint _e6905 = l_mut_6_;
        bool l_3463_ = (_e6905 == 1u);
        if (l_3459_) {
            local_243 = l_3463_;
        } else {
            local_243 = false;
        }
        bool l_3464_ = local_243;
        double _e6912 = l_mut_278_;
        double l_3465_ = (l_3464_ ? l_3452_ : _e6912);
        l_mut_278_ = l_3465_;
        uint _e6914 = l_mut_6_;
        bool l_3466_ = (_e6914 == 2u);
        if (l_3459_) {
            local_244 = l_3466_;
        } else {
            local_244 = false;
        }
        bool l_3467_ = local_244;
        double _e6921 = l_mut_277_;
        double l_3468_ = (l_3467_ ? l_3452_ : _e6921);
        l_mut_277_ = l_3468_;
        double l_3469_ = (l_3459_ ? l_3456_ : l_3452_);
        double _e6924 = l_mut_5_;
        double l_3470_ = (_e6924 + l_3359_);
        double l_3471_ = (l_3457_ ? l_3469_ : l_3470_);
        l_mut_5_ = l_3471_;
        uint l_3472_ = uint(l_3459_);
        uint _e6928 = l_mut_6_;
        l_mut_6_ = (_e6928 + l_3472_);
        uint _e6930 = l_mut_6_;
        bool l_3473_ = (_e6930 == 0u);
        double _e6933 = l_mut_279_;
        double _e6934 = l_mut_5_;
        double l_3474_ = (l_3473_ ? _e6934 : _e6933);
        l_mut_279_ = l_3474_;
        uint _e6936 = l_mut_6_;
        bool l_3475_ = (_e6936 == 1u);
        double _e6939 = l_mut_278_;
        double _e6940 = l_mut_5_;
        double l_3476_ = (l_3475_ ? _e6940 : _e6939);
        l_mut_278_ = l_3476_;
        uint _e6942 = l_mut_6_;
        bool l_3477_ = (_e6942 == 2u);
        double _e6945 = l_mut_277_;
        double _e6946 = l_mut_5_;
        double l_3478_ = (l_3477_ ? _e6946 : _e6945);
        l_mut_277_ = l_3478_;
        uint _e6948 = l_mut_6_;
        bool l_3479_ = (_e6948 == 3u);
        double _e6951 = l_mut_276_;
        double _e6952 = l_mut_5_;
        double l_3480_ = (l_3479_ ? _e6952 : _e6951);
        l_mut_276_ = l_3480_;
        uint l_3646_ = _group_0_binding_3_cs.static_meta[0];
        uint l_3647_ = (l_3646_ * 1u);
        bool l_3648_ = (l_601_ < l_3647_);
        if (l_3648_) {
            double _e6963 = l_mut_279_;
            _group_0_binding_0_cs[l_601_] = _e6963;
        }
        uint l_3481_ = (l_602_ + l_601_);
        uint l_3649_ = _group_0_binding_3_cs.static_meta[0];
        uint l_3650_ = (l_3649_ * 1u);
        bool l_3651_ = (l_3481_ < l_3650_);
        if (l_3651_) {
            double _e6974 = l_mut_278_;
            _group_0_binding_0_cs[l_3481_] = _e6974;
        }
        uint l_3482_ = (2u * l_602_);
        uint l_3483_ = (l_3482_ + l_601_);
        uint l_3652_ = _group_0_binding_3_cs.static_meta[0];
        uint l_3653_ = (l_3652_ * 1u);
        bool l_3654_ = (l_3483_ < l_3653_);
        if (l_3654_) {
            double _e6987 = l_mut_277_;
            _group_0_binding_0_cs[l_3483_] = _e6987;
        }
        uint l_3484_ = (3u * l_602_);
        uint l_3485_ = (l_3484_ + l_601_);
        uint l_3655_ = _group_0_binding_3_cs.static_meta[0];
        uint l_3656_ = (l_3655_ * 1u);
        bool l_3657_ = (l_3485_ < l_3656_);
        if (l_3657_) {
            double _e7000 = l_mut_276_;
            _group_0_binding_0_cs[l_3485_] = _e7000;
        }
        uint _e7001 = l_mut_280_;
        l_mut_280_ = (_e7001 + 1024u);
    }
    return;
}
