#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[6];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { uint _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430) readonly buffer info_st_block_3Compute { info_st _group_0_binding_3_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint l_mut_4_ = 0u;
    uint l_mut_5_ = 0u;
    uint l_mut_6_ = 0u;
    uint l_mut_7_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = (3u * id);
    uint l_1_ = _group_0_binding_3_cs.static_meta[5];
    bool l_2_ = (l_0_ < l_1_);
    if (l_2_) {
        uint l_78_ = _group_0_binding_3_cs.static_meta[1];
        uint l_79_ = (l_78_ * 1u);
        bool l_80_ = (0u < l_79_);
        uint l_81_ = (l_79_ - 1u);
        uint l_82_ = min(0u, l_81_);
        uint l_83_ = _group_0_binding_1_cs[l_82_];
        uint l_3_ = (l_80_ ? l_83_ : 0u);
        l_mut_4_ = 0u;
        l_mut_5_ = 0u;
        l_mut_6_ = 0u;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e190 = l_mut_7_;
                l_mut_7_ = (_e190 + 1u);
            }
            loop_init = false;
            uint _e57 = l_mut_7_;
            if ((_e57 < 2048u)) {
            } else {
                break;
            }
            {
                uint l_8_ = (id * 2048u);
                uint _e62 = l_mut_7_;
                uint l_9_ = (l_8_ + _e62);
                uint l_94_ = _group_0_binding_3_cs.static_meta[0];
                uint l_95_ = (l_94_ * 1u);
                bool l_96_ = (0u < l_95_);
                uint l_97_ = (l_95_ - 1u);
                uint l_98_ = min(0u, l_97_);
                uint l_99_ = _group_0_binding_0_cs[l_98_];
                uint l_10_ = (l_96_ ? l_99_ : 0u);
                uint l_11_ = (l_9_ ^ l_10_);
                uint l_12_ = (l_11_ * 747796405u);
                uint l_13_ = (l_12_ + 2891336453u);
                uint l_14_ = (l_13_ >> 28u);
                uint l_15_ = (l_14_ + 4u);
                uint l_16_ = (l_13_ >> l_15_);
                uint l_17_ = (l_16_ ^ l_13_);
                uint l_18_ = (l_17_ * 277803737u);
                uint l_19_ = (l_18_ >> 22u);
                uint l_20_ = (l_19_ ^ l_18_);
                uint l_101_ = _group_0_binding_3_cs.static_meta[0];
                uint l_102_ = (l_101_ * 1u);
                bool l_103_ = (1u < l_102_);
                uint l_104_ = (l_102_ - 1u);
                uint l_105_ = min(1u, l_104_);
                uint l_106_ = _group_0_binding_0_cs[l_105_];
                uint l_21_ = (l_103_ ? l_106_ : 0u);
                uint l_22_ = (l_20_ ^ l_21_);
                uint l_23_ = (l_22_ * 747796405u);
                uint l_24_ = (l_23_ + 2891336453u);
                uint l_25_ = (l_24_ >> 28u);
                uint l_26_ = (l_25_ + 4u);
                uint l_27_ = (l_24_ >> l_26_);
                uint l_28_ = (l_27_ ^ l_24_);
                uint l_29_ = (l_28_ * 277803737u);
                uint l_30_ = (l_29_ >> 22u);
                uint l_31_ = (l_30_ ^ l_29_);
                uint l_32_ = (l_20_ >> 23u);
                uint l_33_ = (l_32_ % 55u);
                uint l_34_ = (100u + l_33_);
                uint l_35_ = (l_20_ & 2147483648u);
                uint l_36_ = (l_34_ << 23u);
                uint l_37_ = (l_35_ | l_36_);
                uint l_38_ = (l_20_ & 8388607u);
                uint l_39_ = (l_37_ | l_38_);
                float l_40_ = uintBitsToFloat(l_39_);
                uint l_41_ = (l_31_ >> 23u);
                uint l_42_ = (l_41_ % 55u);
                uint l_43_ = (100u + l_42_);
                uint l_44_ = (l_31_ & 2147483648u);
                uint l_45_ = (l_43_ << 23u);
                uint l_46_ = (l_44_ | l_45_);
                uint l_47_ = (l_31_ & 8388607u);
                uint l_48_ = (l_46_ | l_47_);
                float l_49_ = uintBitsToFloat(l_48_);
                uint l_50_ = floatBitsToUint(l_40_);
                uint l_51_ = (l_50_ ^ l_3_);
                float l_52_ = uintBitsToFloat(l_51_);
                uint l_53_ = floatBitsToUint(l_49_);
                uint l_54_ = (l_53_ ^ l_3_);
                float l_55_ = uintBitsToFloat(l_54_);
                float l_56_ = (l_40_ * l_49_);
                uint l_57_ = floatBitsToUint(l_56_);
                float l_58_ = (l_52_ * l_55_);
                uint l_59_ = floatBitsToUint(l_58_);
                float l_60_ = (l_40_ * l_55_);
                uint l_61_ = floatBitsToUint(l_60_);
                uint l_62_ = (l_61_ ^ l_3_);
                float l_63_ = (l_52_ * l_49_);
                uint l_64_ = floatBitsToUint(l_63_);
                float l_65_ = (l_40_ * l_55_);
                uint l_66_ = floatBitsToUint(l_65_);
                bool l_67_ = (l_57_ != l_59_);
                uint l_68_ = uint(l_67_);
                uint _e179 = l_mut_4_;
                l_mut_4_ = (_e179 + l_68_);
                bool l_69_ = (l_57_ != l_62_);
                uint l_70_ = uint(l_69_);
                uint _e183 = l_mut_5_;
                l_mut_5_ = (_e183 + l_70_);
                bool l_71_ = (l_64_ != l_66_);
                uint l_72_ = uint(l_71_);
                uint _e187 = l_mut_6_;
                l_mut_6_ = (_e187 + l_72_);
            }
        }
        uint l_73_ = (3u * id);
        uint l_85_ = _group_0_binding_3_cs.static_meta[2];
        uint l_86_ = (l_85_ * 1u);
        bool l_87_ = (l_73_ < l_86_);
        if (l_87_) {
            uint _e203 = l_mut_4_;
            _group_0_binding_2_cs[l_73_] = _e203;
        }
        uint l_74_ = (3u * id);
        uint l_75_ = (l_74_ + 1u);
        uint l_88_ = _group_0_binding_3_cs.static_meta[2];
        uint l_89_ = (l_88_ * 1u);
        bool l_90_ = (l_75_ < l_89_);
        if (l_90_) {
            uint _e217 = l_mut_5_;
            _group_0_binding_2_cs[l_75_] = _e217;
        }
        uint l_76_ = (3u * id);
        uint l_77_ = (l_76_ + 2u);
        uint l_91_ = _group_0_binding_3_cs.static_meta[2];
        uint l_92_ = (l_91_ * 1u);
        bool l_93_ = (l_77_ < l_92_);
        if (l_93_) {
            uint _e231 = l_mut_6_;
            _group_0_binding_2_cs[l_77_] = _e231;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
