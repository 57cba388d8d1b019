#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[8];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { float _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    float l_mut_11_ = 0.0;
    float l_mut_12_ = 0.0;
    float l_mut_14_ = 0.0;
    float l_mut_16_ = 0.0;
    float l_mut_18_ = 0.0;
    float l_mut_19_ = 0.0;
    float l_mut_21_ = 0.0;
    float l_mut_22_ = 0.0;
    uint l_mut_23_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_83_ = _group_0_binding_4_cs.static_meta[2];
        uint l_84_ = (l_83_ * 1u);
        bool l_85_ = (0u < l_84_);
        uint l_86_ = (l_84_ - 1u);
        uint l_87_ = min(0u, l_86_);
        float l_88_ = _group_0_binding_2_cs[l_87_];
        float l_3_ = (l_85_ ? l_88_ : 0.0);
        uint l_90_ = _group_0_binding_4_cs.static_meta[2];
        uint l_91_ = (l_90_ * 1u);
        bool l_92_ = (1u < l_91_);
        uint l_93_ = (l_91_ - 1u);
        uint l_94_ = min(1u, l_93_);
        float l_95_ = _group_0_binding_2_cs[l_94_];
        float l_4_ = (l_92_ ? l_95_ : 0.0);
        uint l_97_ = _group_0_binding_4_cs.static_meta[1];
        uint l_98_ = (l_97_ * 1u);
        bool l_99_ = (id < l_98_);
        uint l_100_ = (l_98_ - 1u);
        uint l_101_ = min(id, l_100_);
        float l_102_ = _group_0_binding_1_cs[l_101_];
        float l_5_ = (l_99_ ? l_102_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_104_ = _group_0_binding_4_cs.static_meta[1];
        uint l_105_ = (l_104_ * 1u);
        bool l_106_ = (l_6_ < l_105_);
        uint l_107_ = (l_105_ - 1u);
        uint l_108_ = min(l_6_, l_107_);
        float l_109_ = _group_0_binding_1_cs[l_108_];
        float l_7_ = (l_106_ ? l_109_ : 0.0);
        uint l_111_ = _group_0_binding_4_cs.static_meta[0];
        uint l_112_ = (l_111_ * 1u);
        bool l_113_ = (id < l_112_);
        uint l_114_ = (l_112_ - 1u);
        uint l_115_ = min(id, l_114_);
        float l_116_ = _group_0_binding_0_cs[l_115_];
        float l_8_ = (l_113_ ? l_116_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_118_ = _group_0_binding_4_cs.static_meta[0];
        uint l_119_ = (l_118_ * 1u);
        bool l_120_ = (l_9_ < l_119_);
        uint l_121_ = (l_119_ - 1u);
        uint l_122_ = min(l_9_, l_121_);
        float l_123_ = _group_0_binding_0_cs[l_122_];
        float l_10_ = (l_120_ ? l_123_ : 0.0);
        l_mut_11_ = l_8_;
        l_mut_12_ = l_10_;
        float l_13_ = (l_8_ * l_3_);
        l_mut_14_ = l_13_;
        float l_15_ = (l_10_ * l_3_);
        l_mut_16_ = l_15_;
        float l_17_ = (l_8_ + l_4_);
        l_mut_18_ = l_17_;
        l_mut_19_ = l_10_;
        float l_20_ = (l_8_ - l_4_);
        l_mut_21_ = l_20_;
        l_mut_22_ = l_10_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e218 = l_mut_23_;
                l_mut_23_ = (_e218 + 1u);
            }
            loop_init = false;
            uint _e142 = l_mut_23_;
            if ((_e142 < 256u)) {
            } else {
                break;
            }
            {
                float _e145 = l_mut_11_;
                float l_24_ = (_e145 * l_5_);
                float l_25_ = (l_24_ * l_4_);
                float l_26_ = -(l_25_);
                float _e149 = l_mut_11_;
                float l_27_ = fma(_e149, l_5_, l_26_);
                float _e151 = l_mut_12_;
                float l_28_ = (_e151 * l_7_);
                float _e153 = l_mut_11_;
                float l_29_ = fma(_e153, l_7_, l_28_);
                float _e155 = l_mut_12_;
                float l_30_ = fma(_e155, l_5_, l_29_);
                float l_31_ = (l_27_ + l_30_);
                float l_32_ = (l_25_ + l_31_);
                float l_33_ = (l_32_ * l_4_);
                float l_34_ = (l_33_ - l_25_);
                float l_35_ = (l_34_ * l_4_);
                float l_36_ = (l_31_ - l_35_);
                float _e163 = l_mut_14_;
                float l_37_ = (_e163 * l_5_);
                float l_38_ = (l_37_ * l_4_);
                float l_39_ = -(l_38_);
                float _e167 = l_mut_14_;
                float l_40_ = fma(_e167, l_5_, l_39_);
                float _e169 = l_mut_16_;
                float l_41_ = (_e169 * l_7_);
                float _e171 = l_mut_14_;
                float l_42_ = fma(_e171, l_7_, l_41_);
                float _e173 = l_mut_16_;
                float l_43_ = fma(_e173, l_5_, l_42_);
                float l_44_ = (l_40_ + l_43_);
                float l_45_ = (l_38_ + l_44_);
                float l_46_ = (l_45_ * l_4_);
                float l_47_ = (l_46_ - l_38_);
                float l_48_ = (l_47_ * l_4_);
                float l_49_ = (l_44_ - l_48_);
                float _e181 = l_mut_18_;
                float l_50_ = (_e181 * l_5_);
                float l_51_ = (l_50_ * l_4_);
                float l_52_ = -(l_51_);
                float _e185 = l_mut_18_;
                float l_53_ = fma(_e185, l_5_, l_52_);
                float _e187 = l_mut_19_;
                float l_54_ = (_e187 * l_7_);
                float _e189 = l_mut_18_;
                float l_55_ = fma(_e189, l_7_, l_54_);
                float _e191 = l_mut_19_;
                float l_56_ = fma(_e191, l_5_, l_55_);
                float l_57_ = (l_53_ + l_56_);
                float l_58_ = (l_51_ + l_57_);
                float l_59_ = (l_58_ * l_4_);
                float l_60_ = (l_59_ - l_51_);
                float l_61_ = (l_60_ * l_4_);
                float l_62_ = (l_57_ - l_61_);
                float _e199 = l_mut_21_;
                float l_63_ = (_e199 * l_5_);
                float l_64_ = (l_63_ * l_4_);
                float l_65_ = -(l_64_);
                float _e203 = l_mut_21_;
                float l_66_ = fma(_e203, l_5_, l_65_);
                float _e205 = l_mut_22_;
                float l_67_ = (_e205 * l_7_);
                float _e207 = l_mut_21_;
                float l_68_ = fma(_e207, l_7_, l_67_);
                float _e209 = l_mut_22_;
                float l_69_ = fma(_e209, l_5_, l_68_);
                float l_70_ = (l_66_ + l_69_);
                float l_71_ = (l_64_ + l_70_);
                float l_72_ = (l_71_ * l_4_);
                float l_73_ = (l_72_ - l_64_);
                float l_74_ = (l_73_ * l_4_);
                float l_75_ = (l_70_ - l_74_);
                l_mut_11_ = l_33_;
                l_mut_12_ = l_36_;
                l_mut_14_ = l_46_;
                l_mut_16_ = l_49_;
                l_mut_18_ = l_59_;
                l_mut_19_ = l_62_;
                l_mut_21_ = l_72_;
                l_mut_22_ = l_75_;
            }
        }
        float _e220 = l_mut_11_;
        float _e221 = l_mut_14_;
        float l_76_ = (_e220 + _e221);
        float _e223 = l_mut_18_;
        float _e224 = l_mut_21_;
        float l_77_ = (_e223 + _e224);
        float l_78_ = (l_76_ + l_77_);
        uint l_125_ = _group_0_binding_4_cs.static_meta[3];
        uint l_126_ = (l_125_ * 1u);
        bool l_127_ = (id < l_126_);
        if (l_127_) {
            _group_0_binding_3_cs[id] = l_78_;
        }
        uint l_79_ = (l_1_ + id);
        float _e237 = l_mut_12_;
        float _e238 = l_mut_16_;
        float l_80_ = (_e237 + _e238);
        float _e240 = l_mut_19_;
        float _e241 = l_mut_22_;
        float l_81_ = (_e240 + _e241);
        float l_82_ = (l_80_ + l_81_);
        uint l_128_ = _group_0_binding_4_cs.static_meta[3];
        uint l_129_ = (l_128_ * 1u);
        bool l_130_ = (l_79_ < l_129_);
        if (l_130_) {
            _group_0_binding_3_cs[l_79_] = l_82_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
