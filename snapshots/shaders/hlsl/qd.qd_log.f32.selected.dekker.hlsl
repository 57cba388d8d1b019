struct info_st {
    uint static_meta[8];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
ByteAddressBuffer info : register(t4);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_f2u32(float value) {
    return uint(clamp(value, 0.0, 4294967000.0));
}

[numthreads(64, 1, 1)]
void multi_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float a_712_[8] = (float[8])0;
    float a_2641_[8] = (float[8])0;
    float a_3856_[8] = (float[8])0;
    float l_mut_134_ = (float)0;
    float l_mut_135_ = (float)0;
    float l_mut_136_ = (float)0;
    float l_mut_137_ = (float)0;
    float l_mut_138_ = (float)0;
    uint l_mut_139_ = (uint)0;
    float l_mut_27_ = (float)0;
    float l_mut_2826_ = (float)0;
    float l_mut_2827_ = (float)0;
    float l_mut_2828_ = (float)0;
    float l_mut_2830_ = (float)0;
    float l_mut_28_ = (float)0;
    float l_mut_29_ = (float)0;
    float l_mut_30_ = (float)0;
    float l_mut_49_ = (float)0;
    float l_mut_50_ = (float)0;
    float l_mut_51_ = (float)0;
    float l_mut_52_ = (float)0;
    float l_mut_897_ = (float)0;
    float l_mut_898_ = (float)0;
    float l_mut_899_ = (float)0;
    float l_mut_901_ = (float)0;
    uint l_mut_31_ = 0u;
    uint l_mut_53_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    bool local_13 = (bool)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    uint l_mut_253_ = (uint)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    bool local_39 = (bool)0;
    bool local_40 = (bool)0;
    bool local_41 = (bool)0;
    bool local_42 = (bool)0;
    bool local_43 = (bool)0;
    bool local_44 = (bool)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    bool local_83 = (bool)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    bool local_99 = (bool)0;
    bool local_100 = (bool)0;
    bool local_101 = (bool)0;
    bool local_102 = (bool)0;
    bool local_103 = (bool)0;
    bool local_104 = (bool)0;
    bool local_105 = (bool)0;
    bool local_106 = (bool)0;
    bool local_107 = (bool)0;
    uint l_mut_2187_ = (uint)0;
    bool local_108 = (bool)0;
    bool local_109 = (bool)0;
    bool local_110 = (bool)0;
    bool local_111 = (bool)0;
    bool local_112 = (bool)0;
    bool local_113 = (bool)0;
    bool local_114 = (bool)0;
    bool local_115 = (bool)0;
    bool local_116 = (bool)0;
    bool local_117 = (bool)0;
    bool local_118 = (bool)0;
    bool local_119 = (bool)0;
    bool local_120 = (bool)0;
    bool local_121 = (bool)0;
    bool local_122 = (bool)0;
    bool local_123 = (bool)0;
    bool local_124 = (bool)0;
    bool local_125 = (bool)0;
    bool local_126 = (bool)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    bool local_133 = (bool)0;
    bool local_134 = (bool)0;
    bool local_135 = (bool)0;
    bool local_136 = (bool)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;
    bool local_139 = (bool)0;
    bool local_140 = (bool)0;
    bool local_141 = (bool)0;
    bool local_142 = (bool)0;
    bool local_143 = (bool)0;
    bool local_144 = (bool)0;
    bool local_145 = (bool)0;
    bool local_146 = (bool)0;
    bool local_147 = (bool)0;
    bool local_148 = (bool)0;
    bool local_149 = (bool)0;
    bool local_150 = (bool)0;
    bool local_151 = (bool)0;
    bool local_152 = (bool)0;
    bool local_153 = (bool)0;
    bool local_154 = (bool)0;
    bool local_155 = (bool)0;
    bool local_156 = (bool)0;
    bool local_157 = (bool)0;
    bool local_158 = (bool)0;
    bool local_159 = (bool)0;
    bool local_160 = (bool)0;
    bool local_161 = (bool)0;
    bool local_162 = (bool)0;
    bool local_163 = (bool)0;
    bool local_164 = (bool)0;
    bool local_165 = (bool)0;
    bool local_166 = (bool)0;
    bool local_167 = (bool)0;
    uint l_mut_3222_ = (uint)0;
    bool local_168 = (bool)0;
    bool local_169 = (bool)0;
    bool local_170 = (bool)0;
    bool local_171 = (bool)0;
    bool local_172 = (bool)0;
    bool local_173 = (bool)0;
    bool local_174 = (bool)0;
    bool local_175 = (bool)0;
    bool local_176 = (bool)0;
    bool local_177 = (bool)0;
    bool local_178 = (bool)0;
    bool local_179 = (bool)0;
    bool local_180 = (bool)0;
    bool local_181 = (bool)0;
    bool local_182 = (bool)0;
    bool local_183 = (bool)0;
    bool local_184 = (bool)0;
    bool local_185 = (bool)0;
    bool local_186 = (bool)0;
    bool local_187 = (bool)0;
    bool local_188 = (bool)0;
    bool local_189 = (bool)0;
    bool local_190 = (bool)0;
    bool local_191 = (bool)0;
    bool local_192 = (bool)0;
    bool local_193 = (bool)0;
    bool local_194 = (bool)0;
    bool local_195 = (bool)0;
    bool local_196 = (bool)0;
    bool local_197 = (bool)0;
    bool local_198 = (bool)0;
    bool local_199 = (bool)0;
    bool local_200 = (bool)0;
    bool local_201 = (bool)0;
    bool local_202 = (bool)0;
    bool local_203 = (bool)0;
    bool local_204 = (bool)0;
    bool local_205 = (bool)0;
    bool local_206 = (bool)0;
    bool local_207 = (bool)0;
    bool local_208 = (bool)0;
    bool local_209 = (bool)0;
    bool local_210 = (bool)0;
    bool local_211 = (bool)0;
    bool local_212 = (bool)0;
    bool local_213 = (bool)0;
    bool local_214 = (bool)0;
    bool local_215 = (bool)0;
    bool local_216 = (bool)0;
    bool local_217 = (bool)0;
    bool local_218 = (bool)0;
    bool local_219 = (bool)0;
    bool local_220 = (bool)0;
    bool local_221 = (bool)0;
    bool local_222 = (bool)0;
    bool local_223 = (bool)0;
    bool local_224 = (bool)0;
    bool local_225 = (bool)0;
    bool local_226 = (bool)0;
    bool local_227 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_4258_ = asuint(info.Load(8+0));
        uint l_4259_ = (l_4258_ * 1u);
        bool l_4260_ = (0u < l_4259_);
        uint l_4261_ = (l_4259_ - 1u);
        uint l_4262_ = min(0u, l_4261_);
        float l_4263_ = asfloat(buffer_2_global.Load(l_4262_*4));
        float l_3_ = (l_4260_ ? l_4263_ : 0.0);
        uint l_4265_ = asuint(info.Load(8+0));
        uint l_4266_ = (l_4265_ * 1u);
        bool l_4267_ = (1u < l_4266_);
        uint l_4268_ = (l_4266_ - 1u);
        uint l_4269_ = min(1u, l_4268_);
        float l_4270_ = asfloat(buffer_2_global.Load(l_4269_*4));
        float l_4_ = (l_4267_ ? l_4270_ : 0.0);
        uint l_4272_ = asuint(info.Load(0+0));
        uint l_4273_ = (l_4272_ * 1u);
        bool l_4274_ = (id < l_4273_);
        uint l_4275_ = (l_4273_ - 1u);
        uint l_4276_ = min(id, l_4275_);
        float l_4277_ = asfloat(buffer_0_global.Load(l_4276_*4));
        float l_5_ = (l_4274_ ? l_4277_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_4279_ = asuint(info.Load(0+0));
        uint l_4280_ = (l_4279_ * 1u);
        bool l_4281_ = (l_6_ < l_4280_);
        uint l_4282_ = (l_4280_ - 1u);
        uint l_4283_ = min(l_6_, l_4282_);
        float l_4284_ = asfloat(buffer_0_global.Load(l_4283_*4));
        float l_7_ = (l_4281_ ? l_4284_ : 0.0);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_4286_ = asuint(info.Load(0+0));
        uint l_4287_ = (l_4286_ * 1u);
        bool l_4288_ = (l_9_ < l_4287_);
        uint l_4289_ = (l_4287_ - 1u);
        uint l_4290_ = min(l_9_, l_4289_);
        float l_4291_ = asfloat(buffer_0_global.Load(l_4290_*4));
        float l_10_ = (l_4288_ ? l_4291_ : 0.0);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_4293_ = asuint(info.Load(0+0));
        uint l_4294_ = (l_4293_ * 1u);
        bool l_4295_ = (l_12_ < l_4294_);
        uint l_4296_ = (l_4294_ - 1u);
        uint l_4297_ = min(l_12_, l_4296_);
        float l_4298_ = asfloat(buffer_0_global.Load(l_4297_*4));
        float l_13_ = (l_4295_ ? l_4298_ : 0.0);
        uint l_4300_ = asuint(info.Load(4+0));
        uint l_4301_ = (l_4300_ * 1u);
        bool l_4302_ = (id < l_4301_);
        uint l_4303_ = (l_4301_ - 1u);
        uint l_4304_ = min(id, l_4303_);
        float l_4305_ = asfloat(buffer_1_global.Load(l_4304_*4));
        float l_14_ = (l_4302_ ? l_4305_ : 0.0);
        uint l_15_ = (l_1_ + id);
        uint l_4307_ = asuint(info.Load(4+0));
        uint l_4308_ = (l_4307_ * 1u);
        bool l_4309_ = (l_15_ < l_4308_);
        uint l_4310_ = (l_4308_ - 1u);
        uint l_4311_ = min(l_15_, l_4310_);
        float l_4312_ = asfloat(buffer_1_global.Load(l_4311_*4));
        float l_16_ = (l_4309_ ? l_4312_ : 0.0);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_4314_ = asuint(info.Load(4+0));
        uint l_4315_ = (l_4314_ * 1u);
        bool l_4316_ = (l_18_ < l_4315_);
        uint l_4317_ = (l_4315_ - 1u);
        uint l_4318_ = min(l_18_, l_4317_);
        float l_4319_ = asfloat(buffer_1_global.Load(l_4318_*4));
        float l_19_ = (l_4316_ ? l_4319_ : 0.0);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_4321_ = asuint(info.Load(4+0));
        uint l_4322_ = (l_4321_ * 1u);
        bool l_4323_ = (l_21_ < l_4322_);
        uint l_4324_ = (l_4322_ - 1u);
        uint l_4325_ = min(l_21_, l_4324_);
        float l_4326_ = asfloat(buffer_1_global.Load(l_4325_*4));
        float l_22_ = (l_4323_ ? l_4326_ : 0.0);
        uint l_4328_ = asuint(info.Load(8+0));
        uint l_4329_ = (l_4328_ * 1u);
        bool l_4330_ = (4u < l_4329_);
        uint l_4331_ = (l_4329_ - 1u);
        uint l_4332_ = min(4u, l_4331_);
        float l_4333_ = asfloat(buffer_2_global.Load(l_4332_*4));
        float l_24_ = (l_4330_ ? l_4333_ : 0.0);
        uint l_25_ = naga_f2u32(l_24_);
        float l_26_ = log(l_5_);
        l_mut_27_ = l_26_;
        l_mut_28_ = 0.0;
        l_mut_29_ = 0.0;
        l_mut_30_ = 0.0;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e7802 = l_mut_31_;
                l_mut_31_ = (_e7802 + 1u);
            }
            loop_init = false;
            uint _e248 = l_mut_31_;
            if ((_e248 < l_25_)) {
            } else {
                break;
            }
            {
                float _e250 = l_mut_27_;
                float l_32_ = -(_e250);
                float _e252 = l_mut_28_;
                float l_33_ = -(_e252);
                float _e254 = l_mut_29_;
                float l_34_ = -(_e254);
                float _e256 = l_mut_30_;
                float l_35_ = -(_e256);
                uint l_4347_ = asuint(info.Load(8+0));
                uint l_4348_ = (l_4347_ * 1u);
                bool l_4349_ = (2u < l_4348_);
                uint l_4350_ = (l_4348_ - 1u);
                uint l_4351_ = min(2u, l_4350_);
                float l_4352_ = asfloat(buffer_2_global.Load(l_4351_*4));
                float l_37_ = (l_4349_ ? l_4352_ : 0.0);
                uint l_38_ = naga_f2u32(l_37_);
                uint l_4354_ = asuint(info.Load(8+0));
                uint l_4355_ = (l_4354_ * 1u);
                bool l_4356_ = (3u < l_4355_);
                uint l_4357_ = (l_4355_ - 1u);
                uint l_4358_ = min(3u, l_4357_);
                float l_4359_ = asfloat(buffer_2_global.Load(l_4358_*4));
                float l_40_ = (l_4356_ ? l_4359_ : 0.0);
                uint l_41_ = naga_f2u32(l_40_);
                uint l_4361_ = asuint(info.Load(8+0));
                uint l_4362_ = (l_4361_ * 1u);
                bool l_4363_ = (5u < l_4362_);
                uint l_4364_ = (l_4362_ - 1u);
                uint l_4365_ = min(5u, l_4364_);
                float l_4366_ = asfloat(buffer_2_global.Load(l_4365_*4));
                float l_43_ = (l_4363_ ? l_4366_ : 0.0);
                float l_44_ = (l_32_ / l_43_);
                float l_45_ = (l_44_ + 0.5);
                float l_46_ = floor(l_45_);
                float l_48_ = (l_46_ * 1.0);
                l_mut_49_ = l_32_;
                l_mut_50_ = l_33_;
                l_mut_51_ = l_34_;
                l_mut_52_ = l_35_;
                l_mut_53_ = 0u;
                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                bool loop_init_1 = true;
                while(true) {
                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                    if (!loop_init_1) {
                        uint _e696 = l_mut_53_;
                        l_mut_53_ = (_e696 + 1u);
                    }
                    loop_init_1 = false;
                    uint _e317 = l_mut_53_;
                    if ((_e317 < l_41_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e319 = l_mut_53_;
                        uint l_54_ = (5u + _e319);
                        uint l_4396_ = asuint(info.Load(8+0));
                        uint l_4397_ = (l_4396_ * 1u);
                        bool l_4398_ = (l_54_ < l_4397_);
                        uint l_4399_ = (l_4397_ - 1u);
                        uint l_4400_ = min(l_54_, l_4399_);
                        float l_4401_ = asfloat(buffer_2_global.Load(l_4400_*4));
                        float l_55_ = (l_4398_ ? l_4401_ : 0.0);
                        float l_56_ = -(l_55_);
                        float l_57_ = (l_48_ * l_56_);
                        float _e338 = l_mut_49_;
                        float l_58_ = (_e338 + l_57_);
                        bool l_59_ = (l_4_ != 0.0);
                        float l_60_ = (l_59_ ? l_58_ : l_4_);
                        float _e343 = l_mut_49_;
                        float l_61_ = (l_60_ - _e343);
                        bool l_62_ = (l_4_ != 0.0);
                        float l_63_ = (l_62_ ? l_61_ : l_4_);
                        float l_64_ = (l_60_ - l_63_);
                        bool l_65_ = (l_4_ != 0.0);
                        float l_66_ = (l_65_ ? l_64_ : l_4_);
                        float _e352 = l_mut_49_;
                        float l_67_ = (_e352 - l_66_);
                        float l_68_ = (l_57_ - l_63_);
                        float l_69_ = (l_67_ + l_68_);
                        float _e356 = l_mut_50_;
                        float l_70_ = (_e356 + l_69_);
                        bool l_71_ = (l_4_ != 0.0);
                        float l_72_ = (l_71_ ? l_70_ : l_4_);
                        float _e361 = l_mut_50_;
                        float l_73_ = (l_72_ - _e361);
                        bool l_74_ = (l_4_ != 0.0);
                        float l_75_ = (l_74_ ? l_73_ : l_4_);
                        float l_76_ = (l_72_ - l_75_);
                        bool l_77_ = (l_4_ != 0.0);
                        float l_78_ = (l_77_ ? l_76_ : l_4_);
                        float _e370 = l_mut_50_;
                        float l_79_ = (_e370 - l_78_);
                        float l_80_ = (l_69_ - l_75_);
                        float l_81_ = (l_79_ + l_80_);
                        float _e374 = l_mut_51_;
                        float l_82_ = (_e374 + l_81_);
                        bool l_83_ = (l_4_ != 0.0);
                        float l_84_ = (l_83_ ? l_82_ : l_4_);
                        float _e379 = l_mut_51_;
                        float l_85_ = (l_84_ - _e379);
                        bool l_86_ = (l_4_ != 0.0);
                        float l_87_ = (l_86_ ? l_85_ : l_4_);
                        float l_88_ = (l_84_ - l_87_);
                        bool l_89_ = (l_4_ != 0.0);
                        float l_90_ = (l_89_ ? l_88_ : l_4_);
                        float _e388 = l_mut_51_;
                        float l_91_ = (_e388 - l_90_);
                        float l_92_ = (l_81_ - l_87_);
                        float l_93_ = (l_91_ + l_92_);
                        float _e392 = l_mut_52_;
                        float l_94_ = (_e392 + l_93_);
                        bool l_95_ = (l_4_ != 0.0);
                        float l_96_ = (l_95_ ? l_94_ : l_4_);
                        float _e397 = l_mut_52_;
                        float l_97_ = (l_96_ - _e397);
                        bool l_98_ = (l_4_ != 0.0);
                        float l_99_ = (l_98_ ? l_97_ : l_4_);
                        float l_100_ = (l_96_ - l_99_);
                        bool l_101_ = (l_4_ != 0.0);
                        float l_102_ = (l_101_ ? l_100_ : l_4_);
                        float _e406 = l_mut_52_;
                        float l_103_ = (_e406 - l_102_);
                        float l_104_ = (l_93_ - l_99_);
                        float l_105_ = (l_103_ + l_104_);
                        float l_106_ = (l_96_ + l_105_);
                        bool l_107_ = (l_4_ != 0.0);
                        float l_108_ = (l_107_ ? l_106_ : l_4_);
                        float l_109_ = (l_108_ - l_96_);
                        bool l_110_ = (l_4_ != 0.0);
                        float l_111_ = (l_110_ ? l_109_ : l_4_);
                        float l_112_ = (l_105_ - l_111_);
                        float l_113_ = (l_84_ + l_108_);
                        bool l_114_ = (l_4_ != 0.0);
                        float l_115_ = (l_114_ ? l_113_ : l_4_);
                        float l_116_ = (l_115_ - l_84_);
                        bool l_117_ = (l_4_ != 0.0);
                        float l_118_ = (l_117_ ? l_116_ : l_4_);
                        float l_119_ = (l_108_ - l_118_);
                        float l_120_ = (l_72_ + l_115_);
                        bool l_121_ = (l_4_ != 0.0);
                        float l_122_ = (l_121_ ? l_120_ : l_4_);
                        float l_123_ = (l_122_ - l_72_);
                        bool l_124_ = (l_4_ != 0.0);
                        float l_125_ = (l_124_ ? l_123_ : l_4_);
                        float l_126_ = (l_115_ - l_125_);
                        float l_127_ = (l_60_ + l_122_);
                        bool l_128_ = (l_4_ != 0.0);
                        float l_129_ = (l_128_ ? l_127_ : l_4_);
                        float l_130_ = (l_129_ - l_60_);
                        bool l_131_ = (l_4_ != 0.0);
                        float l_132_ = (l_131_ ? l_130_ : l_4_);
                        float l_133_ = (l_122_ - l_132_);
                        l_mut_134_ = 0.0;
                        l_mut_135_ = 0.0;
                        l_mut_136_ = 0.0;
                        l_mut_137_ = 0.0;
                        l_mut_138_ = l_129_;
                        l_mut_139_ = 0u;
                        float _e451 = l_mut_138_;
                        float l_140_ = (_e451 + l_133_);
                        bool l_141_ = (l_4_ != 0.0);
                        float l_142_ = (l_141_ ? l_140_ : l_4_);
                        float _e456 = l_mut_138_;
                        float l_143_ = (l_142_ - _e456);
                        bool l_144_ = (l_4_ != 0.0);
                        float l_145_ = (l_144_ ? l_143_ : l_4_);
                        float l_146_ = (l_133_ - l_145_);
                        uint _e462 = l_mut_139_;
                        bool l_147_ = (_e462 < 3u);
                        bool l_148_ = (l_146_ != 0.0);
                        if (l_147_) {
                            local = l_148_;
                        } else {
                            local = false;
                        }
                        bool l_149_ = local;
                        uint _e471 = l_mut_139_;
                        bool l_150_ = (_e471 == 0u);
                        if (l_149_) {
                            local_1 = l_150_;
                        } else {
                            local_1 = false;
                        }
                        bool l_151_ = local_1;
                        float _e478 = l_mut_134_;
                        float l_152_ = (l_151_ ? l_142_ : _e478);
                        l_mut_134_ = l_152_;
                        uint _e480 = l_mut_139_;
                        bool l_153_ = (_e480 == 1u);
                        if (l_149_) {
                            local_2 = l_153_;
                        } else {
                            local_2 = false;
                        }
                        bool l_154_ = local_2;
                        float _e487 = l_mut_135_;
                        float l_155_ = (l_154_ ? l_142_ : _e487);
                        l_mut_135_ = l_155_;
                        uint _e489 = l_mut_139_;
                        bool l_156_ = (_e489 == 2u);
                        if (l_149_) {
                            local_3 = l_156_;
                        } else {
                            local_3 = false;
                        }
                        bool l_157_ = local_3;
                        float _e496 = l_mut_136_;
                        float l_158_ = (l_157_ ? l_142_ : _e496);
                        l_mut_136_ = l_158_;
                        float l_159_ = (l_149_ ? l_146_ : l_142_);
                        float _e499 = l_mut_138_;
                        float l_160_ = (_e499 + l_133_);
                        float l_161_ = (l_147_ ? l_159_ : l_160_);
                        l_mut_138_ = l_161_;
                        uint l_162_ = uint(l_149_);
                        uint _e503 = l_mut_139_;
                        l_mut_139_ = (_e503 + l_162_);
                        float _e505 = l_mut_138_;
                        float l_163_ = (_e505 + l_126_);
                        bool l_164_ = (l_4_ != 0.0);
                        float l_165_ = (l_164_ ? l_163_ : l_4_);
                        float _e510 = l_mut_138_;
                        float l_166_ = (l_165_ - _e510);
                        bool l_167_ = (l_4_ != 0.0);
                        float l_168_ = (l_167_ ? l_166_ : l_4_);
                        float l_169_ = (l_126_ - l_168_);
                        uint _e516 = l_mut_139_;
                        bool l_170_ = (_e516 < 3u);
                        bool l_171_ = (l_169_ != 0.0);
                        if (l_170_) {
                            local_4 = l_171_;
                        } else {
                            local_4 = false;
                        }
                        bool l_172_ = local_4;
                        uint _e525 = l_mut_139_;
                        bool l_173_ = (_e525 == 0u);
                        if (l_172_) {
                            local_5 = l_173_;
                        } else {
                            local_5 = false;
                        }
                        bool l_174_ = local_5;
                        float _e532 = l_mut_134_;
                        float l_175_ = (l_174_ ? l_165_ : _e532);
                        l_mut_134_ = l_175_;
                        uint _e534 = l_mut_139_;
                        bool l_176_ = (_e534 == 1u);
                        if (l_172_) {
                            local_6 = l_176_;
                        } else {
                            local_6 = false;
                        }
                        bool l_177_ = local_6;
                        float _e541 = l_mut_135_;
                        float l_178_ = (l_177_ ? l_165_ : _e541);
                        l_mut_135_ = l_178_;
                        uint _e543 = l_mut_139_;
                        bool l_179_ = (_e543 == 2u);
                        if (l_172_) {
                            local_7 = l_179_;
                        } else {
                            local_7 = false;
                        }
                        bool l_180_ = local_7;
                        float _e550 = l_mut_136_;
                        float l_181_ = (l_180_ ? l_165_ : _e550);
                        l_mut_136_ = l_181_;
                        float l_182_ = (l_172_ ? l_169_ : l_165_);
                        float _e553 = l_mut_138_;
                        float l_183_ = (_e553 + l_126_);
                        float l_184_ = (l_170_ ? l_182_ : l_183_);
                        l_mut_138_ = l_184_;
                        uint l_185_ = uint(l_172_);
                        uint _e557 = l_mut_139_;
                        l_mut_139_ = (_e557 + l_185_);
                        float _e559 = l_mut_138_;
                        float l_186_ = (_e559 + l_119_);
                        bool l_187_ = (l_4_ != 0.0);
                        float l_188_ = (l_187_ ? l_186_ : l_4_);
                        float _e564 = l_mut_138_;
                        float l_189_ = (l_188_ - _e564);
                        bool l_190_ = (l_4_ != 0.0);
                        float l_191_ = (l_190_ ? l_189_ : l_4_);
                        float l_192_ = (l_119_ - l_191_);
                        uint _e570 = l_mut_139_;
                        bool l_193_ = (_e570 < 3u);
                        bool l_194_ = (l_192_ != 0.0);
                        if (l_193_) {
                            local_8 = l_194_;
                        } else {
                            local_8 = false;
                        }
                        bool l_195_ = local_8;
                        uint _e579 = l_mut_139_;
                        bool l_196_ = (_e579 == 0u);
                        if (l_195_) {
                            local_9 = l_196_;
                        } else {
                            local_9 = false;
                        }
                        bool l_197_ = local_9;
                        float _e586 = l_mut_134_;
                        float l_198_ = (l_197_ ? l_188_ : _e586);
                        l_mut_134_ = l_198_;
                        uint _e588 = l_mut_139_;
                        bool l_199_ = (_e588 == 1u);
                        if (l_195_) {
                            local_10 = l_199_;
                        } else {
                            local_10 = false;
                        }
                        bool l_200_ = local_10;
                        float _e595 = l_mut_135_;
                        float l_201_ = (l_200_ ? l_188_ : _e595);
                        l_mut_135_ = l_201_;
                        uint _e597 = l_mut_139_;
                        bool l_202_ = (_e597 == 2u);
                        if (l_195_) {
                            local_11 = l_202_;
                        } else {
                            local_11 = false;
                        }
                        bool l_203_ = local_11;
                        float _e604 = l_mut_136_;
                        float l_204_ = (l_203_ ? l_188_ : _e604);
                        l_mut_136_ = l_204_;
                        float l_205_ = (l_195_ ? l_192_ : l_188_);
                        float _e607 = l_mut_138_;
                        float l_206_ = (_e607 + l_119_);
                        float l_207_ = (l_193_ ? l_205_ : l_206_);
                        l_mut_138_ = l_207_;
                        uint l_208_ = uint(l_195_);
                        uint _e611 = l_mut_139_;
                        l_mut_139_ = (_e611 + l_208_);
                        float _e613 = l_mut_138_;
                        float l_209_ = (_e613 + l_112_);
                        bool l_210_ = (l_4_ != 0.0);
                        float l_211_ = (l_210_ ? l_209_ : l_4_);
                        float _e618 = l_mut_138_;
                        float l_212_ = (l_211_ - _e618);
                        bool l_213_ = (l_4_ != 0.0);
                        float l_214_ = (l_213_ ? l_212_ : l_4_);
                        float l_215_ = (l_112_ - l_214_);
                        uint _e624 = l_mut_139_;
                        bool l_216_ = (_e624 < 3u);
                        bool l_217_ = (l_215_ != 0.0);
                        if (l_216_) {
                            local_12 = l_217_;
                        } else {
                            local_12 = false;
                        }
                        bool l_218_ = local_12;
                        uint _e633 = l_mut_139_;
                        bool l_219_ = (_e633 == 0u);
                        if (l_218_) {
                            local_13 = l_219_;
                        } else {
                            local_13 = false;
                        }
                        bool l_220_ = local_13;
                        float _e640 = l_mut_134_;
                        float l_221_ = (l_220_ ? l_211_ : _e640);
                        l_mut_134_ = l_221_;
                        uint _e642 = l_mut_139_;
                        bool l_222_ = (_e642 == 1u);
                        if (l_218_) {
                            local_14 = l_222_;
                        } else {
                            local_14 = false;
                        }
                        bool l_223_ = local_14;
                        float _e649 = l_mut_135_;
                        float l_224_ = (l_223_ ? l_211_ : _e649);
                        l_mut_135_ = l_224_;
                        uint _e651 = l_mut_139_;
                        bool l_225_ = (_e651 == 2u);
                        if (l_218_) {
                            local_15 = l_225_;
                        } else {
                            local_15 = false;
                        }
                        bool l_226_ = local_15;
                        float _e658 = l_mut_136_;
                        float l_227_ = (l_226_ ? l_211_ : _e658);
                        l_mut_136_ = l_227_;
                        float l_228_ = (l_218_ ? l_215_ : l_211_);
                        float _e661 = l_mut_138_;
                        float l_229_ = (_e661 + l_112_);
                        float l_230_ = (l_216_ ? l_228_ : l_229_);
                        l_mut_138_ = l_230_;
                        uint l_231_ = uint(l_218_);
                        uint _e665 = l_mut_139_;
                        l_mut_139_ = (_e665 + l_231_);
                        uint _e667 = l_mut_139_;
                        bool l_232_ = (_e667 == 0u);
                        float _e670 = l_mut_134_;
                        float _e671 = l_mut_138_;
                        float l_233_ = (l_232_ ? _e671 : _e670);
                        l_mut_134_ = l_233_;
                        uint _e673 = l_mut_139_;
                        bool l_234_ = (_e673 == 1u);
                        float _e676 = l_mut_135_;
                        float _e677 = l_mut_138_;
                        float l_235_ = (l_234_ ? _e677 : _e676);
                        l_mut_135_ = l_235_;
                        uint _e679 = l_mut_139_;
                        bool l_236_ = (_e679 == 2u);
                        float _e682 = l_mut_136_;
                        float _e683 = l_mut_138_;
                        float l_237_ = (l_236_ ? _e683 : _e682);
                        l_mut_136_ = l_237_;
                        uint _e685 = l_mut_139_;
                        bool l_238_ = (_e685 == 3u);
                        float _e688 = l_mut_137_;
                        float _e689 = l_mut_138_;
                        float l_239_ = (l_238_ ? _e689 : _e688);
                        l_mut_137_ = l_239_;
                        float _e691 = l_mut_134_;
                        l_mut_49_ = _e691;
                        float _e692 = l_mut_135_;
                        l_mut_50_ = _e692;
                        float _e693 = l_mut_136_;
                        l_mut_51_ = _e693;
                        float _e694 = l_mut_137_;
                        l_mut_52_ = _e694;
                    }
                }
                float _e698 = l_mut_49_;
                float l_240_ = (_e698 * 0.00390625);
                float _e701 = l_mut_50_;
                float l_241_ = (_e701 * 0.00390625);
                float _e704 = l_mut_51_;
                float l_242_ = (_e704 * 0.00390625);
                float _e707 = l_mut_52_;
                float l_243_ = (_e707 * 0.00390625);
                uint l_244_ = (l_38_ - 1u);
                uint l_245_ = (5u + l_41_);
                uint l_4368_ = asuint(info.Load(8+0));
                uint l_4369_ = (l_4368_ * 1u);
                bool l_4370_ = (l_245_ < l_4369_);
                uint l_4371_ = (l_4369_ - 1u);
                uint l_4372_ = min(l_245_, l_4371_);
                float l_4373_ = asfloat(buffer_2_global.Load(l_4372_*4));
                float l_246_ = (l_4370_ ? l_4373_ : 0.0);
                uint l_247_ = (l_245_ + 1u);
                uint l_4375_ = asuint(info.Load(8+0));
                uint l_4376_ = (l_4375_ * 1u);
                bool l_4377_ = (l_247_ < l_4376_);
                uint l_4378_ = (l_4376_ - 1u);
                uint l_4379_ = min(l_247_, l_4378_);
                float l_4380_ = asfloat(buffer_2_global.Load(l_4379_*4));
                float l_248_ = (l_4377_ ? l_4380_ : 0.0);
                uint l_249_ = (l_245_ + 2u);
                uint l_4382_ = asuint(info.Load(8+0));
                uint l_4383_ = (l_4382_ * 1u);
                bool l_4384_ = (l_249_ < l_4383_);
                uint l_4385_ = (l_4383_ - 1u);
                uint l_4386_ = min(l_249_, l_4385_);
                float l_4387_ = asfloat(buffer_2_global.Load(l_4386_*4));
                float l_250_ = (l_4384_ ? l_4387_ : 0.0);
                uint l_251_ = (l_245_ + 3u);
                uint l_4389_ = asuint(info.Load(8+0));
                uint l_4390_ = (l_4389_ * 1u);
                bool l_4391_ = (l_251_ < l_4390_);
                uint l_4392_ = (l_4390_ - 1u);
                uint l_4393_ = min(l_251_, l_4392_);
                float l_4394_ = asfloat(buffer_2_global.Load(l_4393_*4));
                float l_252_ = (l_4391_ ? l_4394_ : 0.0);
                l_mut_138_ = l_246_;
                l_mut_137_ = l_248_;
                l_mut_136_ = l_250_;
                l_mut_135_ = l_252_;
                l_mut_253_ = 1u;
                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2326 = l_mut_253_;
                        l_mut_253_ = (_e2326 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e781 = l_mut_253_;
                    if ((_e781 < l_244_)) {
                    } else {
                        break;
                    }
                    {
                        float _e783 = l_mut_138_;
                        float l_254_ = (_e783 * l_240_);
                        bool l_255_ = (l_4_ != 0.0);
                        float l_256_ = (l_255_ ? l_254_ : l_4_);
                        float _e788 = l_mut_138_;
                        float l_257_ = (l_3_ * _e788);
                        bool l_258_ = (l_4_ != 0.0);
                        float l_259_ = (l_258_ ? l_257_ : l_4_);
                        float _e793 = l_mut_138_;
                        float l_260_ = (l_259_ - _e793);
                        bool l_261_ = (l_4_ != 0.0);
                        float l_262_ = (l_261_ ? l_260_ : l_4_);
                        float l_263_ = (l_259_ - l_262_);
                        float _e799 = l_mut_138_;
                        float l_264_ = (_e799 - l_263_);
                        float l_265_ = (l_3_ * l_240_);
                        bool l_266_ = (l_4_ != 0.0);
                        float l_267_ = (l_266_ ? l_265_ : l_4_);
                        float l_268_ = (l_267_ - l_240_);
                        bool l_269_ = (l_4_ != 0.0);
                        float l_270_ = (l_269_ ? l_268_ : l_4_);
                        float l_271_ = (l_267_ - l_270_);
                        float l_272_ = (l_240_ - l_271_);
                        float l_273_ = (l_263_ * l_271_);
                        float l_274_ = (l_273_ - l_256_);
                        float l_275_ = (l_263_ * l_272_);
                        float l_276_ = (l_274_ + l_275_);
                        float l_277_ = (l_264_ * l_271_);
                        float l_278_ = (l_276_ + l_277_);
                        float l_279_ = (l_264_ * l_272_);
                        float l_280_ = (l_278_ + l_279_);
                        float _e819 = l_mut_138_;
                        float l_281_ = (_e819 * l_241_);
                        bool l_282_ = (l_4_ != 0.0);
                        float l_283_ = (l_282_ ? l_281_ : l_4_);
                        float _e824 = l_mut_138_;
                        float l_284_ = (l_3_ * _e824);
                        bool l_285_ = (l_4_ != 0.0);
                        float l_286_ = (l_285_ ? l_284_ : l_4_);
                        float _e829 = l_mut_138_;
                        float l_287_ = (l_286_ - _e829);
                        bool l_288_ = (l_4_ != 0.0);
                        float l_289_ = (l_288_ ? l_287_ : l_4_);
                        float l_290_ = (l_286_ - l_289_);
                        float _e835 = l_mut_138_;
                        float l_291_ = (_e835 - l_290_);
                        float l_292_ = (l_3_ * l_241_);
                        bool l_293_ = (l_4_ != 0.0);
                        float l_294_ = (l_293_ ? l_292_ : l_4_);
                        float l_295_ = (l_294_ - l_241_);
                        bool l_296_ = (l_4_ != 0.0);
                        float l_297_ = (l_296_ ? l_295_ : l_4_);
                        float l_298_ = (l_294_ - l_297_);
                        float l_299_ = (l_241_ - l_298_);
                        float l_300_ = (l_290_ * l_298_);
                        float l_301_ = (l_300_ - l_283_);
                        float l_302_ = (l_290_ * l_299_);
                        float l_303_ = (l_301_ + l_302_);
                        float l_304_ = (l_291_ * l_298_);
                        float l_305_ = (l_303_ + l_304_);
                        float l_306_ = (l_291_ * l_299_);
                        float l_307_ = (l_305_ + l_306_);
                        float _e855 = l_mut_137_;
                        float l_308_ = (_e855 * l_240_);
                        bool l_309_ = (l_4_ != 0.0);
                        float l_310_ = (l_309_ ? l_308_ : l_4_);
                        float _e860 = l_mut_137_;
                        float l_311_ = (l_3_ * _e860);
                        bool l_312_ = (l_4_ != 0.0);
                        float l_313_ = (l_312_ ? l_311_ : l_4_);
                        float _e865 = l_mut_137_;
                        float l_314_ = (l_313_ - _e865);
                        bool l_315_ = (l_4_ != 0.0);
                        float l_316_ = (l_315_ ? l_314_ : l_4_);
                        float l_317_ = (l_313_ - l_316_);
                        float _e871 = l_mut_137_;
                        float l_318_ = (_e871 - l_317_);
                        float l_319_ = (l_3_ * l_240_);
                        bool l_320_ = (l_4_ != 0.0);
                        float l_321_ = (l_320_ ? l_319_ : l_4_);
                        float l_322_ = (l_321_ - l_240_);
                        bool l_323_ = (l_4_ != 0.0);
                        float l_324_ = (l_323_ ? l_322_ : l_4_);
                        float l_325_ = (l_321_ - l_324_);
                        float l_326_ = (l_240_ - l_325_);
                        float l_327_ = (l_317_ * l_325_);
                        float l_328_ = (l_327_ - l_310_);
                        float l_329_ = (l_317_ * l_326_);
                        float l_330_ = (l_328_ + l_329_);
                        float l_331_ = (l_318_ * l_325_);
                        float l_332_ = (l_330_ + l_331_);
                        float l_333_ = (l_318_ * l_326_);
                        float l_334_ = (l_332_ + l_333_);
                        float _e891 = l_mut_138_;
                        float l_335_ = (_e891 * l_242_);
                        bool l_336_ = (l_4_ != 0.0);
                        float l_337_ = (l_336_ ? l_335_ : l_4_);
                        float _e896 = l_mut_138_;
                        float l_338_ = (l_3_ * _e896);
                        bool l_339_ = (l_4_ != 0.0);
                        float l_340_ = (l_339_ ? l_338_ : l_4_);
                        float _e901 = l_mut_138_;
                        float l_341_ = (l_340_ - _e901);
                        bool l_342_ = (l_4_ != 0.0);
                        float l_343_ = (l_342_ ? l_341_ : l_4_);
                        float l_344_ = (l_340_ - l_343_);
                        float _e907 = l_mut_138_;
                        float l_345_ = (_e907 - l_344_);
                        float l_346_ = (l_3_ * l_242_);
                        bool l_347_ = (l_4_ != 0.0);
                        float l_348_ = (l_347_ ? l_346_ : l_4_);
                        float l_349_ = (l_348_ - l_242_);
                        bool l_350_ = (l_4_ != 0.0);
                        float l_351_ = (l_350_ ? l_349_ : l_4_);
                        float l_352_ = (l_348_ - l_351_);
                        float l_353_ = (l_242_ - l_352_);
                        float l_354_ = (l_344_ * l_352_);
                        float l_355_ = (l_354_ - l_337_);
                        float l_356_ = (l_344_ * l_353_);
                        float l_357_ = (l_355_ + l_356_);
                        float l_358_ = (l_345_ * l_352_);
                        float l_359_ = (l_357_ + l_358_);
                        float l_360_ = (l_345_ * l_353_);
                        float l_361_ = (l_359_ + l_360_);
                        float _e927 = l_mut_137_;
                        float l_362_ = (_e927 * l_241_);
                        bool l_363_ = (l_4_ != 0.0);
                        float l_364_ = (l_363_ ? l_362_ : l_4_);
                        float _e932 = l_mut_137_;
                        float l_365_ = (l_3_ * _e932);
                        bool l_366_ = (l_4_ != 0.0);
                        float l_367_ = (l_366_ ? l_365_ : l_4_);
                        float _e937 = l_mut_137_;
                        float l_368_ = (l_367_ - _e937);
                        bool l_369_ = (l_4_ != 0.0);
                        float l_370_ = (l_369_ ? l_368_ : l_4_);
                        float l_371_ = (l_367_ - l_370_);
                        float _e943 = l_mut_137_;
                        float l_372_ = (_e943 - l_371_);
                        float l_373_ = (l_3_ * l_241_);
                        bool l_374_ = (l_4_ != 0.0);
                        float l_375_ = (l_374_ ? l_373_ : l_4_);
                        float l_376_ = (l_375_ - l_241_);
                        bool l_377_ = (l_4_ != 0.0);
                        float l_378_ = (l_377_ ? l_376_ : l_4_);
                        float l_379_ = (l_375_ - l_378_);
                        float l_380_ = (l_241_ - l_379_);
                        float l_381_ = (l_371_ * l_379_);
                        float l_382_ = (l_381_ - l_364_);
                        float l_383_ = (l_371_ * l_380_);
                        float l_384_ = (l_382_ + l_383_);
                        float l_385_ = (l_372_ * l_379_);
                        float l_386_ = (l_384_ + l_385_);
                        float l_387_ = (l_372_ * l_380_);
                        float l_388_ = (l_386_ + l_387_);
                        float _e963 = l_mut_136_;
                        float l_389_ = (_e963 * l_240_);
                        bool l_390_ = (l_4_ != 0.0);
                        float l_391_ = (l_390_ ? l_389_ : l_4_);
                        float _e968 = l_mut_136_;
                        float l_392_ = (l_3_ * _e968);
                        bool l_393_ = (l_4_ != 0.0);
                        float l_394_ = (l_393_ ? l_392_ : l_4_);
                        float _e973 = l_mut_136_;
                        float l_395_ = (l_394_ - _e973);
                        bool l_396_ = (l_4_ != 0.0);
                        float l_397_ = (l_396_ ? l_395_ : l_4_);
                        float l_398_ = (l_394_ - l_397_);
                        float _e979 = l_mut_136_;
                        float l_399_ = (_e979 - l_398_);
                        float l_400_ = (l_3_ * l_240_);
                        bool l_401_ = (l_4_ != 0.0);
                        float l_402_ = (l_401_ ? l_400_ : l_4_);
                        float l_403_ = (l_402_ - l_240_);
                        bool l_404_ = (l_4_ != 0.0);
                        float l_405_ = (l_404_ ? l_403_ : l_4_);
                        float l_406_ = (l_402_ - l_405_);
                        float l_407_ = (l_240_ - l_406_);
                        float l_408_ = (l_398_ * l_406_);
                        float l_409_ = (l_408_ - l_391_);
                        float l_410_ = (l_398_ * l_407_);
                        float l_411_ = (l_409_ + l_410_);
                        float l_412_ = (l_399_ * l_406_);
                        float l_413_ = (l_411_ + l_412_);
                        float l_414_ = (l_399_ * l_407_);
                        float l_415_ = (l_413_ + l_414_);
                        float l_416_ = (l_283_ + l_310_);
                        bool l_417_ = (l_4_ != 0.0);
                        float l_418_ = (l_417_ ? l_416_ : l_4_);
                        float l_419_ = (l_418_ - l_283_);
                        bool l_420_ = (l_4_ != 0.0);
                        float l_421_ = (l_420_ ? l_419_ : l_4_);
                        float l_422_ = (l_418_ - l_421_);
                        bool l_423_ = (l_4_ != 0.0);
                        float l_424_ = (l_423_ ? l_422_ : l_4_);
                        float l_425_ = (l_283_ - l_424_);
                        float l_426_ = (l_310_ - l_421_);
                        float l_427_ = (l_425_ + l_426_);
                        float l_428_ = (l_280_ + l_418_);
                        bool l_429_ = (l_4_ != 0.0);
                        float l_430_ = (l_429_ ? l_428_ : l_4_);
                        float l_431_ = (l_430_ - l_280_);
                        bool l_432_ = (l_4_ != 0.0);
                        float l_433_ = (l_432_ ? l_431_ : l_4_);
                        float l_434_ = (l_430_ - l_433_);
                        bool l_435_ = (l_4_ != 0.0);
                        float l_436_ = (l_435_ ? l_434_ : l_4_);
                        float l_437_ = (l_280_ - l_436_);
                        float l_438_ = (l_418_ - l_433_);
                        float l_439_ = (l_437_ + l_438_);
                        float l_440_ = (l_427_ + l_439_);
                        bool l_441_ = (l_4_ != 0.0);
                        float l_442_ = (l_441_ ? l_440_ : l_4_);
                        float l_443_ = (l_442_ - l_427_);
                        bool l_444_ = (l_4_ != 0.0);
                        float l_445_ = (l_444_ ? l_443_ : l_4_);
                        float l_446_ = (l_442_ - l_445_);
                        bool l_447_ = (l_4_ != 0.0);
                        float l_448_ = (l_447_ ? l_446_ : l_4_);
                        float l_449_ = (l_427_ - l_448_);
                        float l_450_ = (l_439_ - l_445_);
                        float l_451_ = (l_449_ + l_450_);
                        float l_452_ = (l_442_ + l_307_);
                        bool l_453_ = (l_4_ != 0.0);
                        float l_454_ = (l_453_ ? l_452_ : l_4_);
                        float l_455_ = (l_454_ - l_442_);
                        bool l_456_ = (l_4_ != 0.0);
                        float l_457_ = (l_456_ ? l_455_ : l_4_);
                        float l_458_ = (l_454_ - l_457_);
                        bool l_459_ = (l_4_ != 0.0);
                        float l_460_ = (l_459_ ? l_458_ : l_4_);
                        float l_461_ = (l_442_ - l_460_);
                        float l_462_ = (l_307_ - l_457_);
                        float l_463_ = (l_461_ + l_462_);
                        float l_464_ = (l_334_ + l_454_);
                        bool l_465_ = (l_4_ != 0.0);
                        float l_466_ = (l_465_ ? l_464_ : l_4_);
                        float l_467_ = (l_466_ - l_334_);
                        bool l_468_ = (l_4_ != 0.0);
                        float l_469_ = (l_468_ ? l_467_ : l_4_);
                        float l_470_ = (l_466_ - l_469_);
                        bool l_471_ = (l_4_ != 0.0);
                        float l_472_ = (l_471_ ? l_470_ : l_4_);
                        float l_473_ = (l_334_ - l_472_);
                        float l_474_ = (l_454_ - l_469_);
                        float l_475_ = (l_473_ + l_474_);
                        float l_476_ = (l_463_ + l_475_);
                        bool l_477_ = (l_4_ != 0.0);
                        float l_478_ = (l_477_ ? l_476_ : l_4_);
                        float l_479_ = (l_478_ - l_463_);
                        bool l_480_ = (l_4_ != 0.0);
                        float l_481_ = (l_480_ ? l_479_ : l_4_);
                        float l_482_ = (l_478_ - l_481_);
                        bool l_483_ = (l_4_ != 0.0);
                        float l_484_ = (l_483_ ? l_482_ : l_4_);
                        float l_485_ = (l_463_ - l_484_);
                        float l_486_ = (l_475_ - l_481_);
                        float l_487_ = (l_485_ + l_486_);
                        float l_488_ = (l_337_ + l_364_);
                        bool l_489_ = (l_4_ != 0.0);
                        float l_490_ = (l_489_ ? l_488_ : l_4_);
                        float l_491_ = (l_490_ - l_337_);
                        bool l_492_ = (l_4_ != 0.0);
                        float l_493_ = (l_492_ ? l_491_ : l_4_);
                        float l_494_ = (l_490_ - l_493_);
                        bool l_495_ = (l_4_ != 0.0);
                        float l_496_ = (l_495_ ? l_494_ : l_4_);
                        float l_497_ = (l_337_ - l_496_);
                        float l_498_ = (l_364_ - l_493_);
                        float l_499_ = (l_497_ + l_498_);
                        float l_500_ = (l_391_ + l_490_);
                        bool l_501_ = (l_4_ != 0.0);
                        float l_502_ = (l_501_ ? l_500_ : l_4_);
                        float l_503_ = (l_502_ - l_391_);
                        bool l_504_ = (l_4_ != 0.0);
                        float l_505_ = (l_504_ ? l_503_ : l_4_);
                        float l_506_ = (l_502_ - l_505_);
                        bool l_507_ = (l_4_ != 0.0);
                        float l_508_ = (l_507_ ? l_506_ : l_4_);
                        float l_509_ = (l_391_ - l_508_);
                        float l_510_ = (l_490_ - l_505_);
                        float l_511_ = (l_509_ + l_510_);
                        float l_512_ = (l_499_ + l_511_);
                        bool l_513_ = (l_4_ != 0.0);
                        float l_514_ = (l_513_ ? l_512_ : l_4_);
                        float l_515_ = (l_514_ - l_499_);
                        bool l_516_ = (l_4_ != 0.0);
                        float l_517_ = (l_516_ ? l_515_ : l_4_);
                        float l_518_ = (l_514_ - l_517_);
                        bool l_519_ = (l_4_ != 0.0);
                        float l_520_ = (l_519_ ? l_518_ : l_4_);
                        float l_521_ = (l_499_ - l_520_);
                        float l_522_ = (l_511_ - l_517_);
                        float l_523_ = (l_521_ + l_522_);
                        float l_524_ = (l_466_ + l_502_);
                        bool l_525_ = (l_4_ != 0.0);
                        float l_526_ = (l_525_ ? l_524_ : l_4_);
                        float l_527_ = (l_526_ - l_466_);
                        bool l_528_ = (l_4_ != 0.0);
                        float l_529_ = (l_528_ ? l_527_ : l_4_);
                        float l_530_ = (l_526_ - l_529_);
                        bool l_531_ = (l_4_ != 0.0);
                        float l_532_ = (l_531_ ? l_530_ : l_4_);
                        float l_533_ = (l_466_ - l_532_);
                        float l_534_ = (l_502_ - l_529_);
                        float l_535_ = (l_533_ + l_534_);
                        float l_536_ = (l_478_ + l_514_);
                        bool l_537_ = (l_4_ != 0.0);
                        float l_538_ = (l_537_ ? l_536_ : l_4_);
                        float l_539_ = (l_538_ - l_478_);
                        bool l_540_ = (l_4_ != 0.0);
                        float l_541_ = (l_540_ ? l_539_ : l_4_);
                        float l_542_ = (l_538_ - l_541_);
                        bool l_543_ = (l_4_ != 0.0);
                        float l_544_ = (l_543_ ? l_542_ : l_4_);
                        float l_545_ = (l_478_ - l_544_);
                        float l_546_ = (l_514_ - l_541_);
                        float l_547_ = (l_545_ + l_546_);
                        float l_548_ = (l_538_ + l_535_);
                        bool l_549_ = (l_4_ != 0.0);
                        float l_550_ = (l_549_ ? l_548_ : l_4_);
                        float l_551_ = (l_550_ - l_538_);
                        bool l_552_ = (l_4_ != 0.0);
                        float l_553_ = (l_552_ ? l_551_ : l_4_);
                        float l_554_ = (l_550_ - l_553_);
                        bool l_555_ = (l_4_ != 0.0);
                        float l_556_ = (l_555_ ? l_554_ : l_4_);
                        float l_557_ = (l_538_ - l_556_);
                        float l_558_ = (l_535_ - l_553_);
                        float l_559_ = (l_557_ + l_558_);
                        float l_560_ = (l_487_ + l_523_);
                        float l_561_ = (l_559_ + l_547_);
                        float l_562_ = (l_560_ + l_561_);
                        float _e1182 = l_mut_138_;
                        float l_563_ = (_e1182 * l_243_);
                        float _e1184 = l_mut_137_;
                        float l_564_ = (_e1184 * l_242_);
                        float l_565_ = (l_563_ + l_564_);
                        float _e1187 = l_mut_136_;
                        float l_566_ = (_e1187 * l_241_);
                        float _e1189 = l_mut_135_;
                        float l_567_ = (_e1189 * l_240_);
                        float l_568_ = (l_566_ + l_567_);
                        float l_569_ = (l_565_ + l_568_);
                        float l_570_ = (l_451_ + l_361_);
                        float l_571_ = (l_388_ + l_415_);
                        float l_572_ = (l_570_ + l_571_);
                        float l_573_ = (l_569_ + l_572_);
                        float l_574_ = (l_550_ + l_573_);
                        float l_575_ = (l_574_ + l_562_);
                        bool l_576_ = (l_4_ != 0.0);
                        float l_577_ = (l_576_ ? l_575_ : l_4_);
                        float l_578_ = (l_577_ - l_574_);
                        bool l_579_ = (l_4_ != 0.0);
                        float l_580_ = (l_579_ ? l_578_ : l_4_);
                        float l_581_ = (l_562_ - l_580_);
                        float l_582_ = (l_526_ + l_577_);
                        bool l_583_ = (l_4_ != 0.0);
                        float l_584_ = (l_583_ ? l_582_ : l_4_);
                        float l_585_ = (l_584_ - l_526_);
                        bool l_586_ = (l_4_ != 0.0);
                        float l_587_ = (l_586_ ? l_585_ : l_4_);
                        float l_588_ = (l_577_ - l_587_);
                        float l_589_ = (l_430_ + l_584_);
                        bool l_590_ = (l_4_ != 0.0);
                        float l_591_ = (l_590_ ? l_589_ : l_4_);
                        float l_592_ = (l_591_ - l_430_);
                        bool l_593_ = (l_4_ != 0.0);
                        float l_594_ = (l_593_ ? l_592_ : l_4_);
                        float l_595_ = (l_584_ - l_594_);
                        float l_596_ = (l_256_ + l_591_);
                        bool l_597_ = (l_4_ != 0.0);
                        float l_598_ = (l_597_ ? l_596_ : l_4_);
                        float l_599_ = (l_598_ - l_256_);
                        bool l_600_ = (l_4_ != 0.0);
                        float l_601_ = (l_600_ ? l_599_ : l_4_);
                        float l_602_ = (l_591_ - l_601_);
                        l_mut_134_ = 0.0;
                        l_mut_52_ = 0.0;
                        l_mut_51_ = 0.0;
                        l_mut_50_ = 0.0;
                        l_mut_49_ = l_598_;
                        l_mut_139_ = 0u;
                        float _e1239 = l_mut_49_;
                        float l_603_ = (_e1239 + l_602_);
                        bool l_604_ = (l_4_ != 0.0);
                        float l_605_ = (l_604_ ? l_603_ : l_4_);
                        float _e1244 = l_mut_49_;
                        float l_606_ = (l_605_ - _e1244);
                        bool l_607_ = (l_4_ != 0.0);
                        float l_608_ = (l_607_ ? l_606_ : l_4_);
                        float l_609_ = (l_602_ - l_608_);
                        uint _e1250 = l_mut_139_;
                        bool l_610_ = (_e1250 < 3u);
                        bool l_611_ = (l_609_ != 0.0);
                        if (l_610_) {
                            local_16 = l_611_;
                        } else {
                            local_16 = false;
                        }
                        bool l_612_ = local_16;
                        uint _e1259 = l_mut_139_;
                        bool l_613_ = (_e1259 == 0u);
                        if (l_612_) {
                            local_17 = l_613_;
                        } else {
                            local_17 = false;
                        }
                        bool l_614_ = local_17;
                        float _e1266 = l_mut_134_;
                        float l_615_ = (l_614_ ? l_605_ : _e1266);
                        l_mut_134_ = l_615_;
                        uint _e1268 = l_mut_139_;
                        bool l_616_ = (_e1268 == 1u);
                        if (l_612_) {
                            local_18 = l_616_;
                        } else {
                            local_18 = false;
                        }
                        bool l_617_ = local_18;
                        float _e1275 = l_mut_52_;
                        float l_618_ = (l_617_ ? l_605_ : _e1275);
                        l_mut_52_ = l_618_;
                        uint _e1277 = l_mut_139_;
                        bool l_619_ = (_e1277 == 2u);
                        if (l_612_) {
                            local_19 = l_619_;
                        } else {
                            local_19 = false;
                        }
                        bool l_620_ = local_19;
                        float _e1284 = l_mut_51_;
                        float l_621_ = (l_620_ ? l_605_ : _e1284);
                        l_mut_51_ = l_621_;
                        float l_622_ = (l_612_ ? l_609_ : l_605_);
                        float _e1287 = l_mut_49_;
                        float l_623_ = (_e1287 + l_602_);
                        float l_624_ = (l_610_ ? l_622_ : l_623_);
                        l_mut_49_ = l_624_;
                        uint l_625_ = uint(l_612_);
                        uint _e1291 = l_mut_139_;
                        l_mut_139_ = (_e1291 + l_625_);
                        float _e1293 = l_mut_49_;
                        float l_626_ = (_e1293 + l_595_);
                        bool l_627_ = (l_4_ != 0.0);
                        float l_628_ = (l_627_ ? l_626_ : l_4_);
                        float _e1298 = l_mut_49_;
                        float l_629_ = (l_628_ - _e1298);
                        bool l_630_ = (l_4_ != 0.0);
                        float l_631_ = (l_630_ ? l_629_ : l_4_);
                        float l_632_ = (l_595_ - l_631_);
                        uint _e1304 = l_mut_139_;
                        bool l_633_ = (_e1304 < 3u);
                        bool l_634_ = (l_632_ != 0.0);
                        if (l_633_) {
                            local_20 = l_634_;
                        } else {
                            local_20 = false;
                        }
                        bool l_635_ = local_20;
                        uint _e1313 = l_mut_139_;
                        bool l_636_ = (_e1313 == 0u);
                        if (l_635_) {
                            local_21 = l_636_;
                        } else {
                            local_21 = false;
                        }
                        bool l_637_ = local_21;
                        float _e1320 = l_mut_134_;
                        float l_638_ = (l_637_ ? l_628_ : _e1320);
                        l_mut_134_ = l_638_;
                        uint _e1322 = l_mut_139_;
                        bool l_639_ = (_e1322 == 1u);
                        if (l_635_) {
                            local_22 = l_639_;
                        } else {
                            local_22 = false;
                        }
                        bool l_640_ = local_22;
                        float _e1329 = l_mut_52_;
                        float l_641_ = (l_640_ ? l_628_ : _e1329);
                        l_mut_52_ = l_641_;
                        uint _e1331 = l_mut_139_;
                        bool l_642_ = (_e1331 == 2u);
                        if (l_635_) {
                            local_23 = l_642_;
                        } else {
                            local_23 = false;
                        }
                        bool l_643_ = local_23;
                        float _e1338 = l_mut_51_;
                        float l_644_ = (l_643_ ? l_628_ : _e1338);
                        l_mut_51_ = l_644_;
                        float l_645_ = (l_635_ ? l_632_ : l_628_);
                        float _e1341 = l_mut_49_;
                        float l_646_ = (_e1341 + l_595_);
                        float l_647_ = (l_633_ ? l_645_ : l_646_);
                        l_mut_49_ = l_647_;
                        uint l_648_ = uint(l_635_);
                        uint _e1345 = l_mut_139_;
                        l_mut_139_ = (_e1345 + l_648_);
                        float _e1347 = l_mut_49_;
                        float l_649_ = (_e1347 + l_588_);
                        bool l_650_ = (l_4_ != 0.0);
                        float l_651_ = (l_650_ ? l_649_ : l_4_);
                        float _e1352 = l_mut_49_;
                        float l_652_ = (l_651_ - _e1352);
                        bool l_653_ = (l_4_ != 0.0);
                        float l_654_ = (l_653_ ? l_652_ : l_4_);
                        float l_655_ = (l_588_ - l_654_);
                        uint _e1358 = l_mut_139_;
                        bool l_656_ = (_e1358 < 3u);
                        bool l_657_ = (l_655_ != 0.0);
                        if (l_656_) {
                            local_24 = l_657_;
                        } else {
                            local_24 = false;
                        }
                        bool l_658_ = local_24;
                        uint _e1367 = l_mut_139_;
                        bool l_659_ = (_e1367 == 0u);
                        if (l_658_) {
                            local_25 = l_659_;
                        } else {
                            local_25 = false;
                        }
                        bool l_660_ = local_25;
                        float _e1374 = l_mut_134_;
                        float l_661_ = (l_660_ ? l_651_ : _e1374);
                        l_mut_134_ = l_661_;
                        uint _e1376 = l_mut_139_;
                        bool l_662_ = (_e1376 == 1u);
                        if (l_658_) {
                            local_26 = l_662_;
                        } else {
                            local_26 = false;
                        }
                        bool l_663_ = local_26;
                        float _e1383 = l_mut_52_;
                        float l_664_ = (l_663_ ? l_651_ : _e1383);
                        l_mut_52_ = l_664_;
                        uint _e1385 = l_mut_139_;
                        bool l_665_ = (_e1385 == 2u);
                        if (l_658_) {
                            local_27 = l_665_;
                        } else {
                            local_27 = false;
                        }
                        bool l_666_ = local_27;
                        float _e1392 = l_mut_51_;
                        float l_667_ = (l_666_ ? l_651_ : _e1392);
                        l_mut_51_ = l_667_;
                        float l_668_ = (l_658_ ? l_655_ : l_651_);
                        float _e1395 = l_mut_49_;
                        float l_669_ = (_e1395 + l_588_);
                        float l_670_ = (l_656_ ? l_668_ : l_669_);
                        l_mut_49_ = l_670_;
                        uint l_671_ = uint(l_658_);
                        uint _e1399 = l_mut_139_;
                        l_mut_139_ = (_e1399 + l_671_);
                        float _e1401 = l_mut_49_;
                        float l_672_ = (_e1401 + l_581_);
                        bool l_673_ = (l_4_ != 0.0);
                        float l_674_ = (l_673_ ? l_672_ : l_4_);
                        float _e1406 = l_mut_49_;
                        float l_675_ = (l_674_ - _e1406);
                        bool l_676_ = (l_4_ != 0.0);
                        float l_677_ = (l_676_ ? l_675_ : l_4_);
                        float l_678_ = (l_581_ - l_677_);
                        uint _e1412 = l_mut_139_;
                        bool l_679_ = (_e1412 < 3u);
                        bool l_680_ = (l_678_ != 0.0);
                        if (l_679_) {
                            local_28 = l_680_;
                        } else {
                            local_28 = false;
                        }
                        bool l_681_ = local_28;
                        uint _e1421 = l_mut_139_;
                        bool l_682_ = (_e1421 == 0u);
                        if (l_681_) {
                            local_29 = l_682_;
                        } else {
                            local_29 = false;
                        }
                        bool l_683_ = local_29;
                        float _e1428 = l_mut_134_;
                        float l_684_ = (l_683_ ? l_674_ : _e1428);
                        l_mut_134_ = l_684_;
                        uint _e1430 = l_mut_139_;
                        bool l_685_ = (_e1430 == 1u);
                        if (l_681_) {
                            local_30 = l_685_;
                        } else {
                            local_30 = false;
                        }
                        bool l_686_ = local_30;
                        float _e1437 = l_mut_52_;
                        float l_687_ = (l_686_ ? l_674_ : _e1437);
                        l_mut_52_ = l_687_;
                        uint _e1439 = l_mut_139_;
                        bool l_688_ = (_e1439 == 2u);
                        if (l_681_) {
                            local_31 = l_688_;
                        } else {
                            local_31 = false;
                        }
                        bool l_689_ = local_31;
                        float _e1446 = l_mut_51_;
                        float l_690_ = (l_689_ ? l_674_ : _e1446);
                        l_mut_51_ = l_690_;
                        float l_691_ = (l_681_ ? l_678_ : l_674_);
                        float _e1449 = l_mut_49_;
                        float l_692_ = (_e1449 + l_581_);
                        float l_693_ = (l_679_ ? l_691_ : l_692_);
                        l_mut_49_ = l_693_;
                        uint l_694_ = uint(l_681_);
                        uint _e1453 = l_mut_139_;
                        l_mut_139_ = (_e1453 + l_694_);
                        uint _e1455 = l_mut_139_;
                        bool l_695_ = (_e1455 == 0u);
                        float _e1458 = l_mut_134_;
                        float _e1459 = l_mut_49_;
                        float l_696_ = (l_695_ ? _e1459 : _e1458);
                        l_mut_134_ = l_696_;
                        uint _e1461 = l_mut_139_;
                        bool l_697_ = (_e1461 == 1u);
                        float _e1464 = l_mut_52_;
                        float _e1465 = l_mut_49_;
                        float l_698_ = (l_697_ ? _e1465 : _e1464);
                        l_mut_52_ = l_698_;
                        uint _e1467 = l_mut_139_;
                        bool l_699_ = (_e1467 == 2u);
                        float _e1470 = l_mut_51_;
                        float _e1471 = l_mut_49_;
                        float l_700_ = (l_699_ ? _e1471 : _e1470);
                        l_mut_51_ = l_700_;
                        uint _e1473 = l_mut_139_;
                        bool l_701_ = (_e1473 == 3u);
                        float _e1476 = l_mut_50_;
                        float _e1477 = l_mut_49_;
                        float l_702_ = (l_701_ ? _e1477 : _e1476);
                        l_mut_50_ = l_702_;
                        uint _e1480 = l_mut_253_;
                        uint l_703_ = (4u * _e1480);
                        uint l_704_ = (l_245_ + l_703_);
                        uint l_4403_ = asuint(info.Load(8+0));
                        uint l_4404_ = (l_4403_ * 1u);
                        bool l_4405_ = (l_704_ < l_4404_);
                        uint l_4406_ = (l_4404_ - 1u);
                        uint l_4407_ = min(l_704_, l_4406_);
                        float l_4408_ = asfloat(buffer_2_global.Load(l_4407_*4));
                        float l_705_ = (l_4405_ ? l_4408_ : 0.0);
                        uint l_706_ = (l_704_ + 1u);
                        uint l_4410_ = asuint(info.Load(8+0));
                        uint l_4411_ = (l_4410_ * 1u);
                        bool l_4412_ = (l_706_ < l_4411_);
                        uint l_4413_ = (l_4411_ - 1u);
                        uint l_4414_ = min(l_706_, l_4413_);
                        float l_4415_ = asfloat(buffer_2_global.Load(l_4414_*4));
                        float l_707_ = (l_4412_ ? l_4415_ : 0.0);
                        uint l_708_ = (l_704_ + 2u);
                        uint l_4417_ = asuint(info.Load(8+0));
                        uint l_4418_ = (l_4417_ * 1u);
                        bool l_4419_ = (l_708_ < l_4418_);
                        uint l_4420_ = (l_4418_ - 1u);
                        uint l_4421_ = min(l_708_, l_4420_);
                        float l_4422_ = asfloat(buffer_2_global.Load(l_4421_*4));
                        float l_709_ = (l_4419_ ? l_4422_ : 0.0);
                        uint l_710_ = (l_704_ + 3u);
                        uint l_4424_ = asuint(info.Load(8+0));
                        uint l_4425_ = (l_4424_ * 1u);
                        bool l_4426_ = (l_710_ < l_4425_);
                        uint l_4427_ = (l_4425_ - 1u);
                        uint l_4428_ = min(l_710_, l_4427_);
                        float l_4429_ = asfloat(buffer_2_global.Load(l_4428_*4));
                        float l_711_ = (l_4426_ ? l_4429_ : 0.0);
                        float _e1550 = l_mut_134_;
                        a_712_[0] = _e1550;
                        a_712_[1] = l_705_;
                        float _e1553 = l_mut_52_;
                        a_712_[2] = _e1553;
                        a_712_[3] = l_707_;
                        float _e1556 = l_mut_51_;
                        a_712_[4] = _e1556;
                        a_712_[5] = l_709_;
                        float _e1559 = l_mut_50_;
                        a_712_[6] = _e1559;
                        a_712_[7] = l_711_;
                        float l_713_ = a_712_[7];
                        l_mut_49_ = l_713_;
                        float l_714_ = a_712_[6];
                        float _e1565 = l_mut_49_;
                        float l_715_ = (l_714_ + _e1565);
                        bool l_716_ = (l_4_ != 0.0);
                        float l_717_ = (l_716_ ? l_715_ : l_4_);
                        float l_718_ = (l_717_ - l_714_);
                        bool l_719_ = (l_4_ != 0.0);
                        float l_720_ = (l_719_ ? l_718_ : l_4_);
                        float l_721_ = (l_717_ - l_720_);
                        bool l_722_ = (l_4_ != 0.0);
                        float l_723_ = (l_722_ ? l_721_ : l_4_);
                        float l_724_ = (l_714_ - l_723_);
                        float _e1579 = l_mut_49_;
                        float l_725_ = (_e1579 - l_720_);
                        float l_726_ = (l_724_ + l_725_);
                        a_712_[7] = l_726_;
                        l_mut_49_ = l_717_;
                        float l_727_ = a_712_[5];
                        float _e1585 = l_mut_49_;
                        float l_728_ = (l_727_ + _e1585);
                        bool l_729_ = (l_4_ != 0.0);
                        float l_730_ = (l_729_ ? l_728_ : l_4_);
                        float l_731_ = (l_730_ - l_727_);
                        bool l_732_ = (l_4_ != 0.0);
                        float l_733_ = (l_732_ ? l_731_ : l_4_);
                        float l_734_ = (l_730_ - l_733_);
                        bool l_735_ = (l_4_ != 0.0);
                        float l_736_ = (l_735_ ? l_734_ : l_4_);
                        float l_737_ = (l_727_ - l_736_);
                        float _e1599 = l_mut_49_;
                        float l_738_ = (_e1599 - l_733_);
                        float l_739_ = (l_737_ + l_738_);
                        a_712_[6] = l_739_;
                        l_mut_49_ = l_730_;
                        float l_740_ = a_712_[4];
                        float _e1605 = l_mut_49_;
                        float l_741_ = (l_740_ + _e1605);
                        bool l_742_ = (l_4_ != 0.0);
                        float l_743_ = (l_742_ ? l_741_ : l_4_);
                        float l_744_ = (l_743_ - l_740_);
                        bool l_745_ = (l_4_ != 0.0);
                        float l_746_ = (l_745_ ? l_744_ : l_4_);
                        float l_747_ = (l_743_ - l_746_);
                        bool l_748_ = (l_4_ != 0.0);
                        float l_749_ = (l_748_ ? l_747_ : l_4_);
                        float l_750_ = (l_740_ - l_749_);
                        float _e1619 = l_mut_49_;
                        float l_751_ = (_e1619 - l_746_);
                        float l_752_ = (l_750_ + l_751_);
                        a_712_[5] = l_752_;
                        l_mut_49_ = l_743_;
                        float l_753_ = a_712_[3];
                        float _e1625 = l_mut_49_;
                        float l_754_ = (l_753_ + _e1625);
                        bool l_755_ = (l_4_ != 0.0);
                        float l_756_ = (l_755_ ? l_754_ : l_4_);
                        float l_757_ = (l_756_ - l_753_);
                        bool l_758_ = (l_4_ != 0.0);
                        float l_759_ = (l_758_ ? l_757_ : l_4_);
                        float l_760_ = (l_756_ - l_759_);
                        bool l_761_ = (l_4_ != 0.0);
                        float l_762_ = (l_761_ ? l_760_ : l_4_);
                        float l_763_ = (l_753_ - l_762_);
                        float _e1639 = l_mut_49_;
                        float l_764_ = (_e1639 - l_759_);
                        float l_765_ = (l_763_ + l_764_);
                        a_712_[4] = l_765_;
                        l_mut_49_ = l_756_;
                        float l_766_ = a_712_[2];
                        float _e1645 = l_mut_49_;
                        float l_767_ = (l_766_ + _e1645);
                        bool l_768_ = (l_4_ != 0.0);
                        float l_769_ = (l_768_ ? l_767_ : l_4_);
                        float l_770_ = (l_769_ - l_766_);
                        bool l_771_ = (l_4_ != 0.0);
                        float l_772_ = (l_771_ ? l_770_ : l_4_);
                        float l_773_ = (l_769_ - l_772_);
                        bool l_774_ = (l_4_ != 0.0);
                        float l_775_ = (l_774_ ? l_773_ : l_4_);
                        float l_776_ = (l_766_ - l_775_);
                        float _e1659 = l_mut_49_;
                        float l_777_ = (_e1659 - l_772_);
                        float l_778_ = (l_776_ + l_777_);
                        a_712_[3] = l_778_;
                        l_mut_49_ = l_769_;
                        float l_779_ = a_712_[1];
                        float _e1665 = l_mut_49_;
                        float l_780_ = (l_779_ + _e1665);
                        bool l_781_ = (l_4_ != 0.0);
                        float l_782_ = (l_781_ ? l_780_ : l_4_);
                        float l_783_ = (l_782_ - l_779_);
                        bool l_784_ = (l_4_ != 0.0);
                        float l_785_ = (l_784_ ? l_783_ : l_4_);
                        float l_786_ = (l_782_ - l_785_);
                        bool l_787_ = (l_4_ != 0.0);
                        float l_788_ = (l_787_ ? l_786_ : l_4_);
                        float l_789_ = (l_779_ - l_788_);
                        float _e1679 = l_mut_49_;
                        float l_790_ = (_e1679 - l_785_);
                        float l_791_ = (l_789_ + l_790_);
                        a_712_[2] = l_791_;
                        l_mut_49_ = l_782_;
                        float l_792_ = a_712_[0];
                        float _e1685 = l_mut_49_;
                        float l_793_ = (l_792_ + _e1685);
                        bool l_794_ = (l_4_ != 0.0);
                        float l_795_ = (l_794_ ? l_793_ : l_4_);
                        float l_796_ = (l_795_ - l_792_);
                        bool l_797_ = (l_4_ != 0.0);
                        float l_798_ = (l_797_ ? l_796_ : l_4_);
                        float l_799_ = (l_795_ - l_798_);
                        bool l_800_ = (l_4_ != 0.0);
                        float l_801_ = (l_800_ ? l_799_ : l_4_);
                        float l_802_ = (l_792_ - l_801_);
                        float _e1699 = l_mut_49_;
                        float l_803_ = (_e1699 - l_798_);
                        float l_804_ = (l_802_ + l_803_);
                        a_712_[1] = l_804_;
                        l_mut_49_ = l_795_;
                        float _e1704 = l_mut_49_;
                        a_712_[0] = _e1704;
                        float l_805_ = a_712_[7];
                        l_mut_49_ = l_805_;
                        float l_806_ = a_712_[6];
                        float _e1709 = l_mut_49_;
                        float l_807_ = (l_806_ + _e1709);
                        bool l_808_ = (l_4_ != 0.0);
                        float l_809_ = (l_808_ ? l_807_ : l_4_);
                        float l_810_ = (l_809_ - l_806_);
                        bool l_811_ = (l_4_ != 0.0);
                        float l_812_ = (l_811_ ? l_810_ : l_4_);
                        float l_813_ = (l_809_ - l_812_);
                        bool l_814_ = (l_4_ != 0.0);
                        float l_815_ = (l_814_ ? l_813_ : l_4_);
                        float l_816_ = (l_806_ - l_815_);
                        float _e1723 = l_mut_49_;
                        float l_817_ = (_e1723 - l_812_);
                        float l_818_ = (l_816_ + l_817_);
                        a_712_[7] = l_818_;
                        l_mut_49_ = l_809_;
                        float l_819_ = a_712_[5];
                        float _e1729 = l_mut_49_;
                        float l_820_ = (l_819_ + _e1729);
                        bool l_821_ = (l_4_ != 0.0);
                        float l_822_ = (l_821_ ? l_820_ : l_4_);
                        float l_823_ = (l_822_ - l_819_);
                        bool l_824_ = (l_4_ != 0.0);
                        float l_825_ = (l_824_ ? l_823_ : l_4_);
                        float l_826_ = (l_822_ - l_825_);
                        bool l_827_ = (l_4_ != 0.0);
                        float l_828_ = (l_827_ ? l_826_ : l_4_);
                        float l_829_ = (l_819_ - l_828_);
                        float _e1743 = l_mut_49_;
                        float l_830_ = (_e1743 - l_825_);
                        float l_831_ = (l_829_ + l_830_);
                        a_712_[6] = l_831_;
                        l_mut_49_ = l_822_;
                        float l_832_ = a_712_[4];
                        float _e1749 = l_mut_49_;
                        float l_833_ = (l_832_ + _e1749);
                        bool l_834_ = (l_4_ != 0.0);
                        float l_835_ = (l_834_ ? l_833_ : l_4_);
                        float l_836_ = (l_835_ - l_832_);
                        bool l_837_ = (l_4_ != 0.0);
                        float l_838_ = (l_837_ ? l_836_ : l_4_);
                        float l_839_ = (l_835_ - l_838_);
                        bool l_840_ = (l_4_ != 0.0);
                        float l_841_ = (l_840_ ? l_839_ : l_4_);
                        float l_842_ = (l_832_ - l_841_);
                        float _e1763 = l_mut_49_;
                        float l_843_ = (_e1763 - l_838_);
                        float l_844_ = (l_842_ + l_843_);
                        a_712_[5] = l_844_;
                        l_mut_49_ = l_835_;
                        float l_845_ = a_712_[3];
                        float _e1769 = l_mut_49_;
                        float l_846_ = (l_845_ + _e1769);
                        bool l_847_ = (l_4_ != 0.0);
                        float l_848_ = (l_847_ ? l_846_ : l_4_);
                        float l_849_ = (l_848_ - l_845_);
                        bool l_850_ = (l_4_ != 0.0);
                        float l_851_ = (l_850_ ? l_849_ : l_4_);
                        float l_852_ = (l_848_ - l_851_);
                        bool l_853_ = (l_4_ != 0.0);
                        float l_854_ = (l_853_ ? l_852_ : l_4_);
                        float l_855_ = (l_845_ - l_854_);
                        float _e1783 = l_mut_49_;
                        float l_856_ = (_e1783 - l_851_);
                        float l_857_ = (l_855_ + l_856_);
                        a_712_[4] = l_857_;
                        l_mut_49_ = l_848_;
                        float l_858_ = a_712_[2];
                        float _e1789 = l_mut_49_;
                        float l_859_ = (l_858_ + _e1789);
                        bool l_860_ = (l_4_ != 0.0);
                        float l_861_ = (l_860_ ? l_859_ : l_4_);
                        float l_862_ = (l_861_ - l_858_);
                        bool l_863_ = (l_4_ != 0.0);
                        float l_864_ = (l_863_ ? l_862_ : l_4_);
                        float l_865_ = (l_861_ - l_864_);
                        bool l_866_ = (l_4_ != 0.0);
                        float l_867_ = (l_866_ ? l_865_ : l_4_);
                        float l_868_ = (l_858_ - l_867_);
                        float _e1803 = l_mut_49_;
                        float l_869_ = (_e1803 - l_864_);
                        float l_870_ = (l_868_ + l_869_);
                        a_712_[3] = l_870_;
                        l_mut_49_ = l_861_;
                        float l_871_ = a_712_[1];
                        float _e1809 = l_mut_49_;
                        float l_872_ = (l_871_ + _e1809);
                        bool l_873_ = (l_4_ != 0.0);
                        float l_874_ = (l_873_ ? l_872_ : l_4_);
                        float l_875_ = (l_874_ - l_871_);
                        bool l_876_ = (l_4_ != 0.0);
                        float l_877_ = (l_876_ ? l_875_ : l_4_);
                        float l_878_ = (l_874_ - l_877_);
                        bool l_879_ = (l_4_ != 0.0);
                        float l_880_ = (l_879_ ? l_878_ : l_4_);
                        float l_881_ = (l_871_ - l_880_);
                        float _e1823 = l_mut_49_;
                        float l_882_ = (_e1823 - l_877_);
                        float l_883_ = (l_881_ + l_882_);
                        a_712_[2] = l_883_;
                        l_mut_49_ = l_874_;
                        float l_884_ = a_712_[0];
                        float _e1829 = l_mut_49_;
                        float l_885_ = (l_884_ + _e1829);
                        bool l_886_ = (l_4_ != 0.0);
                        float l_887_ = (l_886_ ? l_885_ : l_4_);
                        float l_888_ = (l_887_ - l_884_);
                        bool l_889_ = (l_4_ != 0.0);
                        float l_890_ = (l_889_ ? l_888_ : l_4_);
                        float l_891_ = (l_887_ - l_890_);
                        bool l_892_ = (l_4_ != 0.0);
                        float l_893_ = (l_892_ ? l_891_ : l_4_);
                        float l_894_ = (l_884_ - l_893_);
                        float _e1843 = l_mut_49_;
                        float l_895_ = (_e1843 - l_890_);
                        float l_896_ = (l_894_ + l_895_);
                        a_712_[1] = l_896_;
                        l_mut_49_ = l_887_;
                        float _e1848 = l_mut_49_;
                        a_712_[0] = _e1848;
                        l_mut_49_ = 0.0;
                        l_mut_897_ = 0.0;
                        l_mut_898_ = 0.0;
                        l_mut_899_ = 0.0;
                        float l_900_ = a_712_[0];
                        l_mut_901_ = l_900_;
                        l_mut_139_ = 0u;
                        float l_902_ = a_712_[1];
                        float _e1858 = l_mut_901_;
                        float l_903_ = (_e1858 + l_902_);
                        bool l_904_ = (l_4_ != 0.0);
                        float l_905_ = (l_904_ ? l_903_ : l_4_);
                        float _e1863 = l_mut_901_;
                        float l_906_ = (l_905_ - _e1863);
                        bool l_907_ = (l_4_ != 0.0);
                        float l_908_ = (l_907_ ? l_906_ : l_4_);
                        float l_909_ = (l_905_ - l_908_);
                        bool l_910_ = (l_4_ != 0.0);
                        float l_911_ = (l_910_ ? l_909_ : l_4_);
                        float _e1872 = l_mut_901_;
                        float l_912_ = (_e1872 - l_911_);
                        float l_913_ = (l_902_ - l_908_);
                        float l_914_ = (l_912_ + l_913_);
                        uint _e1876 = l_mut_139_;
                        bool l_915_ = (_e1876 < 3u);
                        bool l_916_ = (l_914_ != 0.0);
                        if (l_915_) {
                            local_32 = l_916_;
                        } else {
                            local_32 = false;
                        }
                        bool l_917_ = local_32;
                        uint _e1885 = l_mut_139_;
                        bool l_918_ = (_e1885 == 0u);
                        if (l_917_) {
                            local_33 = l_918_;
                        } else {
                            local_33 = false;
                        }
                        bool l_919_ = local_33;
                        float _e1892 = l_mut_49_;
                        float l_920_ = (l_919_ ? l_905_ : _e1892);
                        l_mut_49_ = l_920_;
                        uint _e1894 = l_mut_139_;
                        bool l_921_ = (_e1894 == 1u);
                        if (l_917_) {
                            local_34 = l_921_;
                        } else {
                            local_34 = false;
                        }
                        bool l_922_ = local_34;
                        float _e1901 = l_mut_897_;
                        float l_923_ = (l_922_ ? l_905_ : _e1901);
                        l_mut_897_ = l_923_;
                        uint _e1903 = l_mut_139_;
                        bool l_924_ = (_e1903 == 2u);
                        if (l_917_) {
                            local_35 = l_924_;
                        } else {
                            local_35 = false;
                        }
                        bool l_925_ = local_35;
                        float _e1910 = l_mut_898_;
                        float l_926_ = (l_925_ ? l_905_ : _e1910);
                        l_mut_898_ = l_926_;
                        float l_927_ = (l_917_ ? l_914_ : l_905_);
                        float _e1913 = l_mut_901_;
                        float l_928_ = (_e1913 + l_902_);
                        float l_929_ = (l_915_ ? l_927_ : l_928_);
                        l_mut_901_ = l_929_;
                        uint l_930_ = uint(l_917_);
                        uint _e1917 = l_mut_139_;
                        l_mut_139_ = (_e1917 + l_930_);
                        float l_931_ = a_712_[2];
                        float _e1921 = l_mut_901_;
                        float l_932_ = (_e1921 + l_931_);
                        bool l_933_ = (l_4_ != 0.0);
                        float l_934_ = (l_933_ ? l_932_ : l_4_);
                        float _e1926 = l_mut_901_;
                        float l_935_ = (l_934_ - _e1926);
                        bool l_936_ = (l_4_ != 0.0);
                        float l_937_ = (l_936_ ? l_935_ : l_4_);
                        float l_938_ = (l_934_ - l_937_);
                        bool l_939_ = (l_4_ != 0.0);
                        float l_940_ = (l_939_ ? l_938_ : l_4_);
                        float _e1935 = l_mut_901_;
                        float l_941_ = (_e1935 - l_940_);
                        float l_942_ = (l_931_ - l_937_);
                        float l_943_ = (l_941_ + l_942_);
                        uint _e1939 = l_mut_139_;
                        bool l_944_ = (_e1939 < 3u);
                        bool l_945_ = (l_943_ != 0.0);
                        if (l_944_) {
                            local_36 = l_945_;
                        } else {
                            local_36 = false;
                        }
                        bool l_946_ = local_36;
                        uint _e1948 = l_mut_139_;
                        bool l_947_ = (_e1948 == 0u);
                        if (l_946_) {
                            local_37 = l_947_;
                        } else {
                            local_37 = false;
                        }
                        bool l_948_ = local_37;
                        float _e1955 = l_mut_49_;
                        float l_949_ = (l_948_ ? l_934_ : _e1955);
                        l_mut_49_ = l_949_;
                        uint _e1957 = l_mut_139_;
                        bool l_950_ = (_e1957 == 1u);
                        if (l_946_) {
                            local_38 = l_950_;
                        } else {
                            local_38 = false;
                        }
                        bool l_951_ = local_38;
                        float _e1964 = l_mut_897_;
                        float l_952_ = (l_951_ ? l_934_ : _e1964);
                        l_mut_897_ = l_952_;
                        uint _e1966 = l_mut_139_;
                        bool l_953_ = (_e1966 == 2u);
                        if (l_946_) {
                            local_39 = l_953_;
                        } else {
                            local_39 = false;
                        }
                        bool l_954_ = local_39;
                        float _e1973 = l_mut_898_;
                        float l_955_ = (l_954_ ? l_934_ : _e1973);
                        l_mut_898_ = l_955_;
                        float l_956_ = (l_946_ ? l_943_ : l_934_);
                        float _e1976 = l_mut_901_;
                        float l_957_ = (_e1976 + l_931_);
                        float l_958_ = (l_944_ ? l_956_ : l_957_);
                        l_mut_901_ = l_958_;
                        uint l_959_ = uint(l_946_);
                        uint _e1980 = l_mut_139_;
                        l_mut_139_ = (_e1980 + l_959_);
                        float l_960_ = a_712_[3];
                        float _e1984 = l_mut_901_;
                        float l_961_ = (_e1984 + l_960_);
                        bool l_962_ = (l_4_ != 0.0);
                        float l_963_ = (l_962_ ? l_961_ : l_4_);
                        float _e1989 = l_mut_901_;
                        float l_964_ = (l_963_ - _e1989);
                        bool l_965_ = (l_4_ != 0.0);
                        float l_966_ = (l_965_ ? l_964_ : l_4_);
                        float l_967_ = (l_963_ - l_966_);
                        bool l_968_ = (l_4_ != 0.0);
                        float l_969_ = (l_968_ ? l_967_ : l_4_);
                        float _e1998 = l_mut_901_;
                        float l_970_ = (_e1998 - l_969_);
                        float l_971_ = (l_960_ - l_966_);
                        float l_972_ = (l_970_ + l_971_);
                        uint _e2002 = l_mut_139_;
                        bool l_973_ = (_e2002 < 3u);
                        bool l_974_ = (l_972_ != 0.0);
                        if (l_973_) {
                            local_40 = l_974_;
                        } else {
                            local_40 = false;
                        }
                        bool l_975_ = local_40;
                        uint _e2011 = l_mut_139_;
                        bool l_976_ = (_e2011 == 0u);
                        if (l_975_) {
                            local_41 = l_976_;
                        } else {
                            local_41 = false;
                        }
                        bool l_977_ = local_41;
                        float _e2018 = l_mut_49_;
                        float l_978_ = (l_977_ ? l_963_ : _e2018);
                        l_mut_49_ = l_978_;
                        uint _e2020 = l_mut_139_;
                        bool l_979_ = (_e2020 == 1u);
                        if (l_975_) {
                            local_42 = l_979_;
                        } else {
                            local_42 = false;
                        }
                        bool l_980_ = local_42;
                        float _e2027 = l_mut_897_;
                        float l_981_ = (l_980_ ? l_963_ : _e2027);
                        l_mut_897_ = l_981_;
                        uint _e2029 = l_mut_139_;
                        bool l_982_ = (_e2029 == 2u);
                        if (l_975_) {
                            local_43 = l_982_;
                        } else {
                            local_43 = false;
                        }
                        bool l_983_ = local_43;
                        float _e2036 = l_mut_898_;
                        float l_984_ = (l_983_ ? l_963_ : _e2036);
                        l_mut_898_ = l_984_;
                        float l_985_ = (l_975_ ? l_972_ : l_963_);
                        float _e2039 = l_mut_901_;
                        float l_986_ = (_e2039 + l_960_);
                        float l_987_ = (l_973_ ? l_985_ : l_986_);
                        l_mut_901_ = l_987_;
                        uint l_988_ = uint(l_975_);
                        uint _e2043 = l_mut_139_;
                        l_mut_139_ = (_e2043 + l_988_);
                        float l_989_ = a_712_[4];
                        float _e2047 = l_mut_901_;
                        float l_990_ = (_e2047 + l_989_);
                        bool l_991_ = (l_4_ != 0.0);
                        float l_992_ = (l_991_ ? l_990_ : l_4_);
                        float _e2052 = l_mut_901_;
                        float l_993_ = (l_992_ - _e2052);
                        bool l_994_ = (l_4_ != 0.0);
                        float l_995_ = (l_994_ ? l_993_ : l_4_);
                        float l_996_ = (l_992_ - l_995_);
                        bool l_997_ = (l_4_ != 0.0);
                        float l_998_ = (l_997_ ? l_996_ : l_4_);
                        float _e2061 = l_mut_901_;
                        float l_999_ = (_e2061 - l_998_);
                        float l_1000_ = (l_989_ - l_995_);
                        float l_1001_ = (l_999_ + l_1000_);
                        uint _e2065 = l_mut_139_;
                        bool l_1002_ = (_e2065 < 3u);
                        bool l_1003_ = (l_1001_ != 0.0);
                        if (l_1002_) {
                            local_44 = l_1003_;
                        } else {
                            local_44 = false;
                        }
                        bool l_1004_ = local_44;
                        uint _e2074 = l_mut_139_;
                        bool l_1005_ = (_e2074 == 0u);
                        if (l_1004_) {
                            local_45 = l_1005_;
                        } else {
                            local_45 = false;
                        }
                        bool l_1006_ = local_45;
                        float _e2081 = l_mut_49_;
                        float l_1007_ = (l_1006_ ? l_992_ : _e2081);
                        l_mut_49_ = l_1007_;
                        uint _e2083 = l_mut_139_;
                        bool l_1008_ = (_e2083 == 1u);
                        if (l_1004_) {
                            local_46 = l_1008_;
                        } else {
                            local_46 = false;
                        }
                        bool l_1009_ = local_46;
                        float _e2090 = l_mut_897_;
                        float l_1010_ = (l_1009_ ? l_992_ : _e2090);
                        l_mut_897_ = l_1010_;
                        uint _e2092 = l_mut_139_;
                        bool l_1011_ = (_e2092 == 2u);
                        if (l_1004_) {
                            local_47 = l_1011_;
                        } else {
                            local_47 = false;
                        }
                        bool l_1012_ = local_47;
                        float _e2099 = l_mut_898_;
                        float l_1013_ = (l_1012_ ? l_992_ : _e2099);
                        l_mut_898_ = l_1013_;
                        float l_1014_ = (l_1004_ ? l_1001_ : l_992_);
                        float _e2102 = l_mut_901_;
                        float l_1015_ = (_e2102 + l_989_);
                        float l_1016_ = (l_1002_ ? l_1014_ : l_1015_);
                        l_mut_901_ = l_1016_;
                        uint l_1017_ = uint(l_1004_);
                        uint _e2106 = l_mut_139_;
                        l_mut_139_ = (_e2106 + l_1017_);
                        float l_1018_ = a_712_[5];
                        float _e2110 = l_mut_901_;
                        float l_1019_ = (_e2110 + l_1018_);
                        bool l_1020_ = (l_4_ != 0.0);
                        float l_1021_ = (l_1020_ ? l_1019_ : l_4_);
                        float _e2115 = l_mut_901_;
                        float l_1022_ = (l_1021_ - _e2115);
                        bool l_1023_ = (l_4_ != 0.0);
                        float l_1024_ = (l_1023_ ? l_1022_ : l_4_);
                        float l_1025_ = (l_1021_ - l_1024_);
                        bool l_1026_ = (l_4_ != 0.0);
                        float l_1027_ = (l_1026_ ? l_1025_ : l_4_);
                        float _e2124 = l_mut_901_;
                        float l_1028_ = (_e2124 - l_1027_);
                        float l_1029_ = (l_1018_ - l_1024_);
                        float l_1030_ = (l_1028_ + l_1029_);
                        uint _e2128 = l_mut_139_;
                        bool l_1031_ = (_e2128 < 3u);
                        bool l_1032_ = (l_1030_ != 0.0);
                        if (l_1031_) {
                            local_48 = l_1032_;
                        } else {
                            local_48 = false;
                        }
                        bool l_1033_ = local_48;
                        uint _e2137 = l_mut_139_;
                        bool l_1034_ = (_e2137 == 0u);
                        if (l_1033_) {
                            local_49 = l_1034_;
                        } else {
                            local_49 = false;
                        }
                        bool l_1035_ = local_49;
                        float _e2144 = l_mut_49_;
                        float l_1036_ = (l_1035_ ? l_1021_ : _e2144);
                        l_mut_49_ = l_1036_;
                        uint _e2146 = l_mut_139_;
                        bool l_1037_ = (_e2146 == 1u);
                        if (l_1033_) {
                            local_50 = l_1037_;
                        } else {
                            local_50 = false;
                        }
                        bool l_1038_ = local_50;
                        float _e2153 = l_mut_897_;
                        float l_1039_ = (l_1038_ ? l_1021_ : _e2153);
                        l_mut_897_ = l_1039_;
                        uint _e2155 = l_mut_139_;
                        bool l_1040_ = (_e2155 == 2u);
                        if (l_1033_) {
                            local_51 = l_1040_;
                        } else {
                            local_51 = false;
                        }
                        bool l_1041_ = local_51;
                        float _e2162 = l_mut_898_;
                        float l_1042_ = (l_1041_ ? l_1021_ : _e2162);
                        l_mut_898_ = l_1042_;
                        float l_1043_ = (l_1033_ ? l_1030_ : l_1021_);
                        float _e2165 = l_mut_901_;
                        float l_1044_ = (_e2165 + l_1018_);
                        float l_1045_ = (l_1031_ ? l_1043_ : l_1044_);
                        l_mut_901_ = l_1045_;
                        uint l_1046_ = uint(l_1033_);
                        uint _e2169 = l_mut_139_;
                        l_mut_139_ = (_e2169 + l_1046_);
                        float l_1047_ = a_712_[6];
                        float _e2173 = l_mut_901_;
                        float l_1048_ = (_e2173 + l_1047_);
                        bool l_1049_ = (l_4_ != 0.0);
                        float l_1050_ = (l_1049_ ? l_1048_ : l_4_);
                        float _e2178 = l_mut_901_;
                        float l_1051_ = (l_1050_ - _e2178);
                        bool l_1052_ = (l_4_ != 0.0);
                        float l_1053_ = (l_1052_ ? l_1051_ : l_4_);
                        float l_1054_ = (l_1050_ - l_1053_);
                        bool l_1055_ = (l_4_ != 0.0);
                        float l_1056_ = (l_1055_ ? l_1054_ : l_4_);
                        float _e2187 = l_mut_901_;
                        float l_1057_ = (_e2187 - l_1056_);
                        float l_1058_ = (l_1047_ - l_1053_);
                        float l_1059_ = (l_1057_ + l_1058_);
                        uint _e2191 = l_mut_139_;
                        bool l_1060_ = (_e2191 < 3u);
                        bool l_1061_ = (l_1059_ != 0.0);
                        if (l_1060_) {
                            local_52 = l_1061_;
                        } else {
                            local_52 = false;
                        }
                        bool l_1062_ = local_52;
                        uint _e2200 = l_mut_139_;
                        bool l_1063_ = (_e2200 == 0u);
                        if (l_1062_) {
                            local_53 = l_1063_;
                        } else {
                            local_53 = false;
                        }
                        bool l_1064_ = local_53;
                        float _e2207 = l_mut_49_;
                        float l_1065_ = (l_1064_ ? l_1050_ : _e2207);
                        l_mut_49_ = l_1065_;
                        uint _e2209 = l_mut_139_;
                        bool l_1066_ = (_e2209 == 1u);
                        if (l_1062_) {
                            local_54 = l_1066_;
                        } else {
                            local_54 = false;
                        }
                        bool l_1067_ = local_54;
                        float _e2216 = l_mut_897_;
                        float l_1068_ = (l_1067_ ? l_1050_ : _e2216);
                        l_mut_897_ = l_1068_;
                        uint _e2218 = l_mut_139_;
                        bool l_1069_ = (_e2218 == 2u);
                        if (l_1062_) {
                            local_55 = l_1069_;
                        } else {
                            local_55 = false;
                        }
                        bool l_1070_ = local_55;
                        float _e2225 = l_mut_898_;
                        float l_1071_ = (l_1070_ ? l_1050_ : _e2225);
                        l_mut_898_ = l_1071_;
                        float l_1072_ = (l_1062_ ? l_1059_ : l_1050_);
                        float _e2228 = l_mut_901_;
                        float l_1073_ = (_e2228 + l_1047_);
                        float l_1074_ = (l_1060_ ? l_1072_ : l_1073_);
                        l_mut_901_ = l_1074_;
                        uint l_1075_ = uint(l_1062_);
                        uint _e2232 = l_mut_139_;
                        l_mut_139_ = (_e2232 + l_1075_);
                        float l_1076_ = a_712_[7];
                        float _e2236 = l_mut_901_;
                        float l_1077_ = (_e2236 + l_1076_);
                        bool l_1078_ = (l_4_ != 0.0);
                        float l_1079_ = (l_1078_ ? l_1077_ : l_4_);
                        float _e2241 = l_mut_901_;
                        float l_1080_ = (l_1079_ - _e2241);
                        bool l_1081_ = (l_4_ != 0.0);
                        float l_1082_ = (l_1081_ ? l_1080_ : l_4_);
                        float l_1083_ = (l_1079_ - l_1082_);
                        bool l_1084_ = (l_4_ != 0.0);
                        float l_1085_ = (l_1084_ ? l_1083_ : l_4_);
                        float _e2250 = l_mut_901_;
                        float l_1086_ = (_e2250 - l_1085_);
                        float l_1087_ = (l_1076_ - l_1082_);
                        float l_1088_ = (l_1086_ + l_1087_);
                        uint _e2254 = l_mut_139_;
                        bool l_1089_ = (_e2254 < 3u);
                        bool l_1090_ = (l_1088_ != 0.0);
                        if (l_1089_) {
                            local_56 = l_1090_;
                        } else {
                            local_56 = false;
                        }
                        bool l_1091_ = local_56;
                        uint _e2263 = l_mut_139_;
                        bool l_1092_ = (_e2263 == 0u);
                        if (l_1091_) {
                            local_57 = l_1092_;
                        } else {
                            local_57 = false;
                        }
                        bool l_1093_ = local_57;
                        float _e2270 = l_mut_49_;
                        float l_1094_ = (l_1093_ ? l_1079_ : _e2270);
                        l_mut_49_ = l_1094_;
                        uint _e2272 = l_mut_139_;
                        bool l_1095_ = (_e2272 == 1u);
                        if (l_1091_) {
                            local_58 = l_1095_;
                        } else {
                            local_58 = false;
                        }
                        bool l_1096_ = local_58;
                        float _e2279 = l_mut_897_;
                        float l_1097_ = (l_1096_ ? l_1079_ : _e2279);
                        l_mut_897_ = l_1097_;
                        uint _e2281 = l_mut_139_;
                        bool l_1098_ = (_e2281 == 2u);
                        if (l_1091_) {
                            local_59 = l_1098_;
                        } else {
                            local_59 = false;
                        }
                        bool l_1099_ = local_59;
                        float _e2288 = l_mut_898_;
                        float l_1100_ = (l_1099_ ? l_1079_ : _e2288);
                        l_mut_898_ = l_1100_;
                        float l_1101_ = (l_1091_ ? l_1088_ : l_1079_);
                        float _e2291 = l_mut_901_;
                        float l_1102_ = (_e2291 + l_1076_);
                        float l_1103_ = (l_1089_ ? l_1101_ : l_1102_);
                        l_mut_901_ = l_1103_;
                        uint l_1104_ = uint(l_1091_);
                        uint _e2295 = l_mut_139_;
                        l_mut_139_ = (_e2295 + l_1104_);
                        uint _e2297 = l_mut_139_;
                        bool l_1105_ = (_e2297 == 0u);
                        float _e2300 = l_mut_49_;
                        float _e2301 = l_mut_901_;
                        float l_1106_ = (l_1105_ ? _e2301 : _e2300);
                        l_mut_49_ = l_1106_;
                        uint _e2303 = l_mut_139_;
                        bool l_1107_ = (_e2303 == 1u);
                        float _e2306 = l_mut_897_;
                        float _e2307 = l_mut_901_;
                        float l_1108_ = (l_1107_ ? _e2307 : _e2306);
                        l_mut_897_ = l_1108_;
                        uint _e2309 = l_mut_139_;
                        bool l_1109_ = (_e2309 == 2u);
                        float _e2312 = l_mut_898_;
                        float _e2313 = l_mut_901_;
                        float l_1110_ = (l_1109_ ? _e2313 : _e2312);
                        l_mut_898_ = l_1110_;
                        uint _e2315 = l_mut_139_;
                        bool l_1111_ = (_e2315 == 3u);
                        float _e2318 = l_mut_899_;
                        float _e2319 = l_mut_901_;
                        float l_1112_ = (l_1111_ ? _e2319 : _e2318);
                        l_mut_899_ = l_1112_;
                        float _e2321 = l_mut_49_;
                        l_mut_138_ = _e2321;
                        float _e2322 = l_mut_897_;
                        l_mut_137_ = _e2322;
                        float _e2323 = l_mut_898_;
                        l_mut_136_ = _e2323;
                        float _e2324 = l_mut_899_;
                        l_mut_135_ = _e2324;
                    }
                }
                float _e2328 = l_mut_138_;
                float l_1113_ = (_e2328 * l_240_);
                bool l_1114_ = (l_4_ != 0.0);
                float l_1115_ = (l_1114_ ? l_1113_ : l_4_);
                float _e2333 = l_mut_138_;
                float l_1116_ = (l_3_ * _e2333);
                bool l_1117_ = (l_4_ != 0.0);
                float l_1118_ = (l_1117_ ? l_1116_ : l_4_);
                float _e2338 = l_mut_138_;
                float l_1119_ = (l_1118_ - _e2338);
                bool l_1120_ = (l_4_ != 0.0);
                float l_1121_ = (l_1120_ ? l_1119_ : l_4_);
                float l_1122_ = (l_1118_ - l_1121_);
                float _e2344 = l_mut_138_;
                float l_1123_ = (_e2344 - l_1122_);
                float l_1124_ = (l_3_ * l_240_);
                bool l_1125_ = (l_4_ != 0.0);
                float l_1126_ = (l_1125_ ? l_1124_ : l_4_);
                float l_1127_ = (l_1126_ - l_240_);
                bool l_1128_ = (l_4_ != 0.0);
                float l_1129_ = (l_1128_ ? l_1127_ : l_4_);
                float l_1130_ = (l_1126_ - l_1129_);
                float l_1131_ = (l_240_ - l_1130_);
                float l_1132_ = (l_1122_ * l_1130_);
                float l_1133_ = (l_1132_ - l_1115_);
                float l_1134_ = (l_1122_ * l_1131_);
                float l_1135_ = (l_1133_ + l_1134_);
                float l_1136_ = (l_1123_ * l_1130_);
                float l_1137_ = (l_1135_ + l_1136_);
                float l_1138_ = (l_1123_ * l_1131_);
                float l_1139_ = (l_1137_ + l_1138_);
                float _e2364 = l_mut_138_;
                float l_1140_ = (_e2364 * l_241_);
                bool l_1141_ = (l_4_ != 0.0);
                float l_1142_ = (l_1141_ ? l_1140_ : l_4_);
                float _e2369 = l_mut_138_;
                float l_1143_ = (l_3_ * _e2369);
                bool l_1144_ = (l_4_ != 0.0);
                float l_1145_ = (l_1144_ ? l_1143_ : l_4_);
                float _e2374 = l_mut_138_;
                float l_1146_ = (l_1145_ - _e2374);
                bool l_1147_ = (l_4_ != 0.0);
                float l_1148_ = (l_1147_ ? l_1146_ : l_4_);
                float l_1149_ = (l_1145_ - l_1148_);
                float _e2380 = l_mut_138_;
                float l_1150_ = (_e2380 - l_1149_);
                float l_1151_ = (l_3_ * l_241_);
                bool l_1152_ = (l_4_ != 0.0);
                float l_1153_ = (l_1152_ ? l_1151_ : l_4_);
                float l_1154_ = (l_1153_ - l_241_);
                bool l_1155_ = (l_4_ != 0.0);
                float l_1156_ = (l_1155_ ? l_1154_ : l_4_);
                float l_1157_ = (l_1153_ - l_1156_);
                float l_1158_ = (l_241_ - l_1157_);
                float l_1159_ = (l_1149_ * l_1157_);
                float l_1160_ = (l_1159_ - l_1142_);
                float l_1161_ = (l_1149_ * l_1158_);
                float l_1162_ = (l_1160_ + l_1161_);
                float l_1163_ = (l_1150_ * l_1157_);
                float l_1164_ = (l_1162_ + l_1163_);
                float l_1165_ = (l_1150_ * l_1158_);
                float l_1166_ = (l_1164_ + l_1165_);
                float _e2400 = l_mut_137_;
                float l_1167_ = (_e2400 * l_240_);
                bool l_1168_ = (l_4_ != 0.0);
                float l_1169_ = (l_1168_ ? l_1167_ : l_4_);
                float _e2405 = l_mut_137_;
                float l_1170_ = (l_3_ * _e2405);
                bool l_1171_ = (l_4_ != 0.0);
                float l_1172_ = (l_1171_ ? l_1170_ : l_4_);
                float _e2410 = l_mut_137_;
                float l_1173_ = (l_1172_ - _e2410);
                bool l_1174_ = (l_4_ != 0.0);
                float l_1175_ = (l_1174_ ? l_1173_ : l_4_);
                float l_1176_ = (l_1172_ - l_1175_);
                float _e2416 = l_mut_137_;
                float l_1177_ = (_e2416 - l_1176_);
                float l_1178_ = (l_3_ * l_240_);
                bool l_1179_ = (l_4_ != 0.0);
                float l_1180_ = (l_1179_ ? l_1178_ : l_4_);
                float l_1181_ = (l_1180_ - l_240_);
                bool l_1182_ = (l_4_ != 0.0);
                float l_1183_ = (l_1182_ ? l_1181_ : l_4_);
                float l_1184_ = (l_1180_ - l_1183_);
                float l_1185_ = (l_240_ - l_1184_);
                float l_1186_ = (l_1176_ * l_1184_);
                float l_1187_ = (l_1186_ - l_1169_);
                float l_1188_ = (l_1176_ * l_1185_);
                float l_1189_ = (l_1187_ + l_1188_);
                float l_1190_ = (l_1177_ * l_1184_);
                float l_1191_ = (l_1189_ + l_1190_);
                float l_1192_ = (l_1177_ * l_1185_);
                float l_1193_ = (l_1191_ + l_1192_);
                float _e2436 = l_mut_138_;
                float l_1194_ = (_e2436 * l_242_);
                bool l_1195_ = (l_4_ != 0.0);
                float l_1196_ = (l_1195_ ? l_1194_ : l_4_);
                float _e2441 = l_mut_138_;
                float l_1197_ = (l_3_ * _e2441);
                bool l_1198_ = (l_4_ != 0.0);
                float l_1199_ = (l_1198_ ? l_1197_ : l_4_);
                float _e2446 = l_mut_138_;
                float l_1200_ = (l_1199_ - _e2446);
                bool l_1201_ = (l_4_ != 0.0);
                float l_1202_ = (l_1201_ ? l_1200_ : l_4_);
                float l_1203_ = (l_1199_ - l_1202_);
                float _e2452 = l_mut_138_;
                float l_1204_ = (_e2452 - l_1203_);
                float l_1205_ = (l_3_ * l_242_);
                bool l_1206_ = (l_4_ != 0.0);
                float l_1207_ = (l_1206_ ? l_1205_ : l_4_);
                float l_1208_ = (l_1207_ - l_242_);
                bool l_1209_ = (l_4_ != 0.0);
                float l_1210_ = (l_1209_ ? l_1208_ : l_4_);
                float l_1211_ = (l_1207_ - l_1210_);
                float l_1212_ = (l_242_ - l_1211_);
                float l_1213_ = (l_1203_ * l_1211_);
                float l_1214_ = (l_1213_ - l_1196_);
                float l_1215_ = (l_1203_ * l_1212_);
                float l_1216_ = (l_1214_ + l_1215_);
                float l_1217_ = (l_1204_ * l_1211_);
                float l_1218_ = (l_1216_ + l_1217_);
                float l_1219_ = (l_1204_ * l_1212_);
                float l_1220_ = (l_1218_ + l_1219_);
                float _e2472 = l_mut_137_;
                float l_1221_ = (_e2472 * l_241_);
                bool l_1222_ = (l_4_ != 0.0);
                float l_1223_ = (l_1222_ ? l_1221_ : l_4_);
                float _e2477 = l_mut_137_;
                float l_1224_ = (l_3_ * _e2477);
                bool l_1225_ = (l_4_ != 0.0);
                float l_1226_ = (l_1225_ ? l_1224_ : l_4_);
                float _e2482 = l_mut_137_;
                float l_1227_ = (l_1226_ - _e2482);
                bool l_1228_ = (l_4_ != 0.0);
                float l_1229_ = (l_1228_ ? l_1227_ : l_4_);
                float l_1230_ = (l_1226_ - l_1229_);
                float _e2488 = l_mut_137_;
                float l_1231_ = (_e2488 - l_1230_);
                float l_1232_ = (l_3_ * l_241_);
                bool l_1233_ = (l_4_ != 0.0);
                float l_1234_ = (l_1233_ ? l_1232_ : l_4_);
                float l_1235_ = (l_1234_ - l_241_);
                bool l_1236_ = (l_4_ != 0.0);
                float l_1237_ = (l_1236_ ? l_1235_ : l_4_);
                float l_1238_ = (l_1234_ - l_1237_);
                float l_1239_ = (l_241_ - l_1238_);
                float l_1240_ = (l_1230_ * l_1238_);
                float l_1241_ = (l_1240_ - l_1223_);
                float l_1242_ = (l_1230_ * l_1239_);
                float l_1243_ = (l_1241_ + l_1242_);
                float l_1244_ = (l_1231_ * l_1238_);
                float l_1245_ = (l_1243_ + l_1244_);
                float l_1246_ = (l_1231_ * l_1239_);
                float l_1247_ = (l_1245_ + l_1246_);
                float _e2508 = l_mut_136_;
                float l_1248_ = (_e2508 * l_240_);
                bool l_1249_ = (l_4_ != 0.0);
                float l_1250_ = (l_1249_ ? l_1248_ : l_4_);
                float _e2513 = l_mut_136_;
                float l_1251_ = (l_3_ * _e2513);
                bool l_1252_ = (l_4_ != 0.0);
                float l_1253_ = (l_1252_ ? l_1251_ : l_4_);
                float _e2518 = l_mut_136_;
                float l_1254_ = (l_1253_ - _e2518);
                bool l_1255_ = (l_4_ != 0.0);
                float l_1256_ = (l_1255_ ? l_1254_ : l_4_);
                float l_1257_ = (l_1253_ - l_1256_);
                float _e2524 = l_mut_136_;
                float l_1258_ = (_e2524 - l_1257_);
                float l_1259_ = (l_3_ * l_240_);
                bool l_1260_ = (l_4_ != 0.0);
                float l_1261_ = (l_1260_ ? l_1259_ : l_4_);
                float l_1262_ = (l_1261_ - l_240_);
                bool l_1263_ = (l_4_ != 0.0);
                float l_1264_ = (l_1263_ ? l_1262_ : l_4_);
                float l_1265_ = (l_1261_ - l_1264_);
                float l_1266_ = (l_240_ - l_1265_);
                float l_1267_ = (l_1257_ * l_1265_);
                float l_1268_ = (l_1267_ - l_1250_);
                float l_1269_ = (l_1257_ * l_1266_);
                float l_1270_ = (l_1268_ + l_1269_);
                float l_1271_ = (l_1258_ * l_1265_);
                float l_1272_ = (l_1270_ + l_1271_);
                float l_1273_ = (l_1258_ * l_1266_);
                float l_1274_ = (l_1272_ + l_1273_);
                float l_1275_ = (l_1142_ + l_1169_);
                bool l_1276_ = (l_4_ != 0.0);
                float l_1277_ = (l_1276_ ? l_1275_ : l_4_);
                float l_1278_ = (l_1277_ - l_1142_);
                bool l_1279_ = (l_4_ != 0.0);
                float l_1280_ = (l_1279_ ? l_1278_ : l_4_);
                float l_1281_ = (l_1277_ - l_1280_);
                bool l_1282_ = (l_4_ != 0.0);
                float l_1283_ = (l_1282_ ? l_1281_ : l_4_);
                float l_1284_ = (l_1142_ - l_1283_);
                float l_1285_ = (l_1169_ - l_1280_);
                float l_1286_ = (l_1284_ + l_1285_);
                float l_1287_ = (l_1139_ + l_1277_);
                bool l_1288_ = (l_4_ != 0.0);
                float l_1289_ = (l_1288_ ? l_1287_ : l_4_);
                float l_1290_ = (l_1289_ - l_1139_);
                bool l_1291_ = (l_4_ != 0.0);
                float l_1292_ = (l_1291_ ? l_1290_ : l_4_);
                float l_1293_ = (l_1289_ - l_1292_);
                bool l_1294_ = (l_4_ != 0.0);
                float l_1295_ = (l_1294_ ? l_1293_ : l_4_);
                float l_1296_ = (l_1139_ - l_1295_);
                float l_1297_ = (l_1277_ - l_1292_);
                float l_1298_ = (l_1296_ + l_1297_);
                float l_1299_ = (l_1286_ + l_1298_);
                bool l_1300_ = (l_4_ != 0.0);
                float l_1301_ = (l_1300_ ? l_1299_ : l_4_);
                float l_1302_ = (l_1301_ - l_1286_);
                bool l_1303_ = (l_4_ != 0.0);
                float l_1304_ = (l_1303_ ? l_1302_ : l_4_);
                float l_1305_ = (l_1301_ - l_1304_);
                bool l_1306_ = (l_4_ != 0.0);
                float l_1307_ = (l_1306_ ? l_1305_ : l_4_);
                float l_1308_ = (l_1286_ - l_1307_);
                float l_1309_ = (l_1298_ - l_1304_);
                float l_1310_ = (l_1308_ + l_1309_);
                float l_1311_ = (l_1301_ + l_1166_);
                bool l_1312_ = (l_4_ != 0.0);
                float l_1313_ = (l_1312_ ? l_1311_ : l_4_);
                float l_1314_ = (l_1313_ - l_1301_);
                bool l_1315_ = (l_4_ != 0.0);
                float l_1316_ = (l_1315_ ? l_1314_ : l_4_);
                float l_1317_ = (l_1313_ - l_1316_);
                bool l_1318_ = (l_4_ != 0.0);
                float l_1319_ = (l_1318_ ? l_1317_ : l_4_);
                float l_1320_ = (l_1301_ - l_1319_);
                float l_1321_ = (l_1166_ - l_1316_);
                float l_1322_ = (l_1320_ + l_1321_);
                float l_1323_ = (l_1193_ + l_1313_);
                bool l_1324_ = (l_4_ != 0.0);
                float l_1325_ = (l_1324_ ? l_1323_ : l_4_);
                float l_1326_ = (l_1325_ - l_1193_);
                bool l_1327_ = (l_4_ != 0.0);
                float l_1328_ = (l_1327_ ? l_1326_ : l_4_);
                float l_1329_ = (l_1325_ - l_1328_);
                bool l_1330_ = (l_4_ != 0.0);
                float l_1331_ = (l_1330_ ? l_1329_ : l_4_);
                float l_1332_ = (l_1193_ - l_1331_);
                float l_1333_ = (l_1313_ - l_1328_);
                float l_1334_ = (l_1332_ + l_1333_);
                float l_1335_ = (l_1322_ + l_1334_);
                bool l_1336_ = (l_4_ != 0.0);
                float l_1337_ = (l_1336_ ? l_1335_ : l_4_);
                float l_1338_ = (l_1337_ - l_1322_);
                bool l_1339_ = (l_4_ != 0.0);
                float l_1340_ = (l_1339_ ? l_1338_ : l_4_);
                float l_1341_ = (l_1337_ - l_1340_);
                bool l_1342_ = (l_4_ != 0.0);
                float l_1343_ = (l_1342_ ? l_1341_ : l_4_);
                float l_1344_ = (l_1322_ - l_1343_);
                float l_1345_ = (l_1334_ - l_1340_);
                float l_1346_ = (l_1344_ + l_1345_);
                float l_1347_ = (l_1196_ + l_1223_);
                bool l_1348_ = (l_4_ != 0.0);
                float l_1349_ = (l_1348_ ? l_1347_ : l_4_);
                float l_1350_ = (l_1349_ - l_1196_);
                bool l_1351_ = (l_4_ != 0.0);
                float l_1352_ = (l_1351_ ? l_1350_ : l_4_);
                float l_1353_ = (l_1349_ - l_1352_);
                bool l_1354_ = (l_4_ != 0.0);
                float l_1355_ = (l_1354_ ? l_1353_ : l_4_);
                float l_1356_ = (l_1196_ - l_1355_);
                float l_1357_ = (l_1223_ - l_1352_);
                float l_1358_ = (l_1356_ + l_1357_);
                float l_1359_ = (l_1250_ + l_1349_);
                bool l_1360_ = (l_4_ != 0.0);
                float l_1361_ = (l_1360_ ? l_1359_ : l_4_);
                float l_1362_ = (l_1361_ - l_1250_);
                bool l_1363_ = (l_4_ != 0.0);
                float l_1364_ = (l_1363_ ? l_1362_ : l_4_);
                float l_1365_ = (l_1361_ - l_1364_);
                bool l_1366_ = (l_4_ != 0.0);
                float l_1367_ = (l_1366_ ? l_1365_ : l_4_);
                float l_1368_ = (l_1250_ - l_1367_);
                float l_1369_ = (l_1349_ - l_1364_);
                float l_1370_ = (l_1368_ + l_1369_);
                float l_1371_ = (l_1358_ + l_1370_);
                bool l_1372_ = (l_4_ != 0.0);
                float l_1373_ = (l_1372_ ? l_1371_ : l_4_);
                float l_1374_ = (l_1373_ - l_1358_);
                bool l_1375_ = (l_4_ != 0.0);
                float l_1376_ = (l_1375_ ? l_1374_ : l_4_);
                float l_1377_ = (l_1373_ - l_1376_);
                bool l_1378_ = (l_4_ != 0.0);
                float l_1379_ = (l_1378_ ? l_1377_ : l_4_);
                float l_1380_ = (l_1358_ - l_1379_);
                float l_1381_ = (l_1370_ - l_1376_);
                float l_1382_ = (l_1380_ + l_1381_);
                float l_1383_ = (l_1325_ + l_1361_);
                bool l_1384_ = (l_4_ != 0.0);
                float l_1385_ = (l_1384_ ? l_1383_ : l_4_);
                float l_1386_ = (l_1385_ - l_1325_);
                bool l_1387_ = (l_4_ != 0.0);
                float l_1388_ = (l_1387_ ? l_1386_ : l_4_);
                float l_1389_ = (l_1385_ - l_1388_);
                bool l_1390_ = (l_4_ != 0.0);
                float l_1391_ = (l_1390_ ? l_1389_ : l_4_);
                float l_1392_ = (l_1325_ - l_1391_);
                float l_1393_ = (l_1361_ - l_1388_);
                float l_1394_ = (l_1392_ + l_1393_);
                float l_1395_ = (l_1337_ + l_1373_);
                bool l_1396_ = (l_4_ != 0.0);
                float l_1397_ = (l_1396_ ? l_1395_ : l_4_);
                float l_1398_ = (l_1397_ - l_1337_);
                bool l_1399_ = (l_4_ != 0.0);
                float l_1400_ = (l_1399_ ? l_1398_ : l_4_);
                float l_1401_ = (l_1397_ - l_1400_);
                bool l_1402_ = (l_4_ != 0.0);
                float l_1403_ = (l_1402_ ? l_1401_ : l_4_);
                float l_1404_ = (l_1337_ - l_1403_);
                float l_1405_ = (l_1373_ - l_1400_);
                float l_1406_ = (l_1404_ + l_1405_);
                float l_1407_ = (l_1397_ + l_1394_);
                bool l_1408_ = (l_4_ != 0.0);
                float l_1409_ = (l_1408_ ? l_1407_ : l_4_);
                float l_1410_ = (l_1409_ - l_1397_);
                bool l_1411_ = (l_4_ != 0.0);
                float l_1412_ = (l_1411_ ? l_1410_ : l_4_);
                float l_1413_ = (l_1409_ - l_1412_);
                bool l_1414_ = (l_4_ != 0.0);
                float l_1415_ = (l_1414_ ? l_1413_ : l_4_);
                float l_1416_ = (l_1397_ - l_1415_);
                float l_1417_ = (l_1394_ - l_1412_);
                float l_1418_ = (l_1416_ + l_1417_);
                float l_1419_ = (l_1346_ + l_1382_);
                float l_1420_ = (l_1418_ + l_1406_);
                float l_1421_ = (l_1419_ + l_1420_);
                float _e2727 = l_mut_138_;
                float l_1422_ = (_e2727 * l_243_);
                float _e2729 = l_mut_137_;
                float l_1423_ = (_e2729 * l_242_);
                float l_1424_ = (l_1422_ + l_1423_);
                float _e2732 = l_mut_136_;
                float l_1425_ = (_e2732 * l_241_);
                float _e2734 = l_mut_135_;
                float l_1426_ = (_e2734 * l_240_);
                float l_1427_ = (l_1425_ + l_1426_);
                float l_1428_ = (l_1424_ + l_1427_);
                float l_1429_ = (l_1310_ + l_1220_);
                float l_1430_ = (l_1247_ + l_1274_);
                float l_1431_ = (l_1429_ + l_1430_);
                float l_1432_ = (l_1428_ + l_1431_);
                float l_1433_ = (l_1409_ + l_1432_);
                float l_1434_ = (l_1433_ + l_1421_);
                bool l_1435_ = (l_4_ != 0.0);
                float l_1436_ = (l_1435_ ? l_1434_ : l_4_);
                float l_1437_ = (l_1436_ - l_1433_);
                bool l_1438_ = (l_4_ != 0.0);
                float l_1439_ = (l_1438_ ? l_1437_ : l_4_);
                float l_1440_ = (l_1421_ - l_1439_);
                float l_1441_ = (l_1385_ + l_1436_);
                bool l_1442_ = (l_4_ != 0.0);
                float l_1443_ = (l_1442_ ? l_1441_ : l_4_);
                float l_1444_ = (l_1443_ - l_1385_);
                bool l_1445_ = (l_4_ != 0.0);
                float l_1446_ = (l_1445_ ? l_1444_ : l_4_);
                float l_1447_ = (l_1436_ - l_1446_);
                float l_1448_ = (l_1289_ + l_1443_);
                bool l_1449_ = (l_4_ != 0.0);
                float l_1450_ = (l_1449_ ? l_1448_ : l_4_);
                float l_1451_ = (l_1450_ - l_1289_);
                bool l_1452_ = (l_4_ != 0.0);
                float l_1453_ = (l_1452_ ? l_1451_ : l_4_);
                float l_1454_ = (l_1443_ - l_1453_);
                float l_1455_ = (l_1115_ + l_1450_);
                bool l_1456_ = (l_4_ != 0.0);
                float l_1457_ = (l_1456_ ? l_1455_ : l_4_);
                float l_1458_ = (l_1457_ - l_1115_);
                bool l_1459_ = (l_4_ != 0.0);
                float l_1460_ = (l_1459_ ? l_1458_ : l_4_);
                float l_1461_ = (l_1450_ - l_1460_);
                l_mut_901_ = 0.0;
                l_mut_899_ = 0.0;
                l_mut_898_ = 0.0;
                l_mut_897_ = 0.0;
                l_mut_134_ = l_1457_;
                l_mut_139_ = 0u;
                float _e2784 = l_mut_134_;
                float l_1462_ = (_e2784 + l_1461_);
                bool l_1463_ = (l_4_ != 0.0);
                float l_1464_ = (l_1463_ ? l_1462_ : l_4_);
                float _e2789 = l_mut_134_;
                float l_1465_ = (l_1464_ - _e2789);
                bool l_1466_ = (l_4_ != 0.0);
                float l_1467_ = (l_1466_ ? l_1465_ : l_4_);
                float l_1468_ = (l_1461_ - l_1467_);
                uint _e2795 = l_mut_139_;
                bool l_1469_ = (_e2795 < 3u);
                bool l_1470_ = (l_1468_ != 0.0);
                if (l_1469_) {
                    local_60 = l_1470_;
                } else {
                    local_60 = false;
                }
                bool l_1471_ = local_60;
                uint _e2804 = l_mut_139_;
                bool l_1472_ = (_e2804 == 0u);
                if (l_1471_) {
                    local_61 = l_1472_;
                } else {
                    local_61 = false;
                }
                bool l_1473_ = local_61;
                float _e2811 = l_mut_901_;
                float l_1474_ = (l_1473_ ? l_1464_ : _e2811);
                l_mut_901_ = l_1474_;
                uint _e2813 = l_mut_139_;
                bool l_1475_ = (_e2813 == 1u);
                if (l_1471_) {
                    local_62 = l_1475_;
                } else {
                    local_62 = false;
                }
                bool l_1476_ = local_62;
                float _e2820 = l_mut_899_;
                float l_1477_ = (l_1476_ ? l_1464_ : _e2820);
                l_mut_899_ = l_1477_;
                uint _e2822 = l_mut_139_;
                bool l_1478_ = (_e2822 == 2u);
                if (l_1471_) {
                    local_63 = l_1478_;
                } else {
                    local_63 = false;
                }
                bool l_1479_ = local_63;
                float _e2829 = l_mut_898_;
                float l_1480_ = (l_1479_ ? l_1464_ : _e2829);
                l_mut_898_ = l_1480_;
                float l_1481_ = (l_1471_ ? l_1468_ : l_1464_);
                float _e2832 = l_mut_134_;
                float l_1482_ = (_e2832 + l_1461_);
                float l_1483_ = (l_1469_ ? l_1481_ : l_1482_);
                l_mut_134_ = l_1483_;
                uint l_1484_ = uint(l_1471_);
                uint _e2836 = l_mut_139_;
                l_mut_139_ = (_e2836 + l_1484_);
                float _e2838 = l_mut_134_;
                float l_1485_ = (_e2838 + l_1454_);
                bool l_1486_ = (l_4_ != 0.0);
                float l_1487_ = (l_1486_ ? l_1485_ : l_4_);
                float _e2843 = l_mut_134_;
                float l_1488_ = (l_1487_ - _e2843);
                bool l_1489_ = (l_4_ != 0.0);
                float l_1490_ = (l_1489_ ? l_1488_ : l_4_);
                float l_1491_ = (l_1454_ - l_1490_);
                uint _e2849 = l_mut_139_;
                bool l_1492_ = (_e2849 < 3u);
                bool l_1493_ = (l_1491_ != 0.0);
                if (l_1492_) {
                    local_64 = l_1493_;
                } else {
                    local_64 = false;
                }
                bool l_1494_ = local_64;
                uint _e2858 = l_mut_139_;
                bool l_1495_ = (_e2858 == 0u);
                if (l_1494_) {
                    local_65 = l_1495_;
                } else {
                    local_65 = false;
                }
                bool l_1496_ = local_65;
                float _e2865 = l_mut_901_;
                float l_1497_ = (l_1496_ ? l_1487_ : _e2865);
                l_mut_901_ = l_1497_;
                uint _e2867 = l_mut_139_;
                bool l_1498_ = (_e2867 == 1u);
                if (l_1494_) {
                    local_66 = l_1498_;
                } else {
                    local_66 = false;
                }
                bool l_1499_ = local_66;
                float _e2874 = l_mut_899_;
                float l_1500_ = (l_1499_ ? l_1487_ : _e2874);
                l_mut_899_ = l_1500_;
                uint _e2876 = l_mut_139_;
                bool l_1501_ = (_e2876 == 2u);
                if (l_1494_) {
                    local_67 = l_1501_;
                } else {
                    local_67 = false;
                }
                bool l_1502_ = local_67;
                float _e2883 = l_mut_898_;
                float l_1503_ = (l_1502_ ? l_1487_ : _e2883);
                l_mut_898_ = l_1503_;
                float l_1504_ = (l_1494_ ? l_1491_ : l_1487_);
                float _e2886 = l_mut_134_;
                float l_1505_ = (_e2886 + l_1454_);
                float l_1506_ = (l_1492_ ? l_1504_ : l_1505_);
                l_mut_134_ = l_1506_;
                uint l_1507_ = uint(l_1494_);
                uint _e2890 = l_mut_139_;
                l_mut_139_ = (_e2890 + l_1507_);
                float _e2892 = l_mut_134_;
                float l_1508_ = (_e2892 + l_1447_);
                bool l_1509_ = (l_4_ != 0.0);
                float l_1510_ = (l_1509_ ? l_1508_ : l_4_);
                float _e2897 = l_mut_134_;
                float l_1511_ = (l_1510_ - _e2897);
                bool l_1512_ = (l_4_ != 0.0);
                float l_1513_ = (l_1512_ ? l_1511_ : l_4_);
                float l_1514_ = (l_1447_ - l_1513_);
                uint _e2903 = l_mut_139_;
                bool l_1515_ = (_e2903 < 3u);
                bool l_1516_ = (l_1514_ != 0.0);
                if (l_1515_) {
                    local_68 = l_1516_;
                } else {
                    local_68 = false;
                }
                bool l_1517_ = local_68;
                uint _e2912 = l_mut_139_;
                bool l_1518_ = (_e2912 == 0u);
                if (l_1517_) {
                    local_69 = l_1518_;
                } else {
                    local_69 = false;
                }
                bool l_1519_ = local_69;
                float _e2919 = l_mut_901_;
                float l_1520_ = (l_1519_ ? l_1510_ : _e2919);
                l_mut_901_ = l_1520_;
                uint _e2921 = l_mut_139_;
                bool l_1521_ = (_e2921 == 1u);
                if (l_1517_) {
                    local_70 = l_1521_;
                } else {
                    local_70 = false;
                }
                bool l_1522_ = local_70;
                float _e2928 = l_mut_899_;
                float l_1523_ = (l_1522_ ? l_1510_ : _e2928);
                l_mut_899_ = l_1523_;
                uint _e2930 = l_mut_139_;
                bool l_1524_ = (_e2930 == 2u);
                if (l_1517_) {
                    local_71 = l_1524_;
                } else {
                    local_71 = false;
                }
                bool l_1525_ = local_71;
                float _e2937 = l_mut_898_;
                float l_1526_ = (l_1525_ ? l_1510_ : _e2937);
                l_mut_898_ = l_1526_;
                float l_1527_ = (l_1517_ ? l_1514_ : l_1510_);
                float _e2940 = l_mut_134_;
                float l_1528_ = (_e2940 + l_1447_);
                float l_1529_ = (l_1515_ ? l_1527_ : l_1528_);
                l_mut_134_ = l_1529_;
                uint l_1530_ = uint(l_1517_);
                uint _e2944 = l_mut_139_;
                l_mut_139_ = (_e2944 + l_1530_);
                float _e2946 = l_mut_134_;
                float l_1531_ = (_e2946 + l_1440_);
                bool l_1532_ = (l_4_ != 0.0);
                float l_1533_ = (l_1532_ ? l_1531_ : l_4_);
                float _e2951 = l_mut_134_;
                float l_1534_ = (l_1533_ - _e2951);
                bool l_1535_ = (l_4_ != 0.0);
                float l_1536_ = (l_1535_ ? l_1534_ : l_4_);
                float l_1537_ = (l_1440_ - l_1536_);
                uint _e2957 = l_mut_139_;
                bool l_1538_ = (_e2957 < 3u);
                bool l_1539_ = (l_1537_ != 0.0);
                if (l_1538_) {
                    local_72 = l_1539_;
                } else {
                    local_72 = false;
                }
                bool l_1540_ = local_72;
                uint _e2966 = l_mut_139_;
                bool l_1541_ = (_e2966 == 0u);
                if (l_1540_) {
                    local_73 = l_1541_;
                } else {
                    local_73 = false;
                }
                bool l_1542_ = local_73;
                float _e2973 = l_mut_901_;
                float l_1543_ = (l_1542_ ? l_1533_ : _e2973);
                l_mut_901_ = l_1543_;
                uint _e2975 = l_mut_139_;
                bool l_1544_ = (_e2975 == 1u);
                if (l_1540_) {
                    local_74 = l_1544_;
                } else {
                    local_74 = false;
                }
                bool l_1545_ = local_74;
                float _e2982 = l_mut_899_;
                float l_1546_ = (l_1545_ ? l_1533_ : _e2982);
                l_mut_899_ = l_1546_;
                uint _e2984 = l_mut_139_;
                bool l_1547_ = (_e2984 == 2u);
                if (l_1540_) {
                    local_75 = l_1547_;
                } else {
                    local_75 = false;
                }
                bool l_1548_ = local_75;
                float _e2991 = l_mut_898_;
                float l_1549_ = (l_1548_ ? l_1533_ : _e2991);
                l_mut_898_ = l_1549_;
                float l_1550_ = (l_1540_ ? l_1537_ : l_1533_);
                float _e2994 = l_mut_134_;
                float l_1551_ = (_e2994 + l_1440_);
                float l_1552_ = (l_1538_ ? l_1550_ : l_1551_);
                l_mut_134_ = l_1552_;
                uint l_1553_ = uint(l_1540_);
                uint _e2998 = l_mut_139_;
                l_mut_139_ = (_e2998 + l_1553_);
                uint _e3000 = l_mut_139_;
                bool l_1554_ = (_e3000 == 0u);
                float _e3003 = l_mut_901_;
                float _e3004 = l_mut_134_;
                float l_1555_ = (l_1554_ ? _e3004 : _e3003);
                l_mut_901_ = l_1555_;
                uint _e3006 = l_mut_139_;
                bool l_1556_ = (_e3006 == 1u);
                float _e3009 = l_mut_899_;
                float _e3010 = l_mut_134_;
                float l_1557_ = (l_1556_ ? _e3010 : _e3009);
                l_mut_899_ = l_1557_;
                uint _e3012 = l_mut_139_;
                bool l_1558_ = (_e3012 == 2u);
                float _e3015 = l_mut_898_;
                float _e3016 = l_mut_134_;
                float l_1559_ = (l_1558_ ? _e3016 : _e3015);
                l_mut_898_ = l_1559_;
                uint _e3018 = l_mut_139_;
                bool l_1560_ = (_e3018 == 3u);
                float _e3021 = l_mut_897_;
                float _e3022 = l_mut_134_;
                float l_1561_ = (l_1560_ ? _e3022 : _e3021);
                l_mut_897_ = l_1561_;
                float _e3024 = l_mut_901_;
                float l_1562_ = (_e3024 + 1.0);
                bool l_1563_ = (l_4_ != 0.0);
                float l_1564_ = (l_1563_ ? l_1562_ : l_4_);
                float _e3030 = l_mut_901_;
                float l_1565_ = (l_1564_ - _e3030);
                bool l_1566_ = (l_4_ != 0.0);
                float l_1567_ = (l_1566_ ? l_1565_ : l_4_);
                float l_1568_ = (l_1564_ - l_1567_);
                bool l_1569_ = (l_4_ != 0.0);
                float l_1570_ = (l_1569_ ? l_1568_ : l_4_);
                float _e3039 = l_mut_901_;
                float l_1571_ = (_e3039 - l_1570_);
                float l_1572_ = (1.0 - l_1567_);
                float l_1573_ = (l_1571_ + l_1572_);
                float _e3044 = l_mut_899_;
                float l_1574_ = (_e3044 + l_1573_);
                bool l_1575_ = (l_4_ != 0.0);
                float l_1576_ = (l_1575_ ? l_1574_ : l_4_);
                float _e3049 = l_mut_899_;
                float l_1577_ = (l_1576_ - _e3049);
                bool l_1578_ = (l_4_ != 0.0);
                float l_1579_ = (l_1578_ ? l_1577_ : l_4_);
                float l_1580_ = (l_1576_ - l_1579_);
                bool l_1581_ = (l_4_ != 0.0);
                float l_1582_ = (l_1581_ ? l_1580_ : l_4_);
                float _e3058 = l_mut_899_;
                float l_1583_ = (_e3058 - l_1582_);
                float l_1584_ = (l_1573_ - l_1579_);
                float l_1585_ = (l_1583_ + l_1584_);
                float _e3062 = l_mut_898_;
                float l_1586_ = (_e3062 + l_1585_);
                bool l_1587_ = (l_4_ != 0.0);
                float l_1588_ = (l_1587_ ? l_1586_ : l_4_);
                float _e3067 = l_mut_898_;
                float l_1589_ = (l_1588_ - _e3067);
                bool l_1590_ = (l_4_ != 0.0);
                float l_1591_ = (l_1590_ ? l_1589_ : l_4_);
                float l_1592_ = (l_1588_ - l_1591_);
                bool l_1593_ = (l_4_ != 0.0);
                float l_1594_ = (l_1593_ ? l_1592_ : l_4_);
                float _e3076 = l_mut_898_;
                float l_1595_ = (_e3076 - l_1594_);
                float l_1596_ = (l_1585_ - l_1591_);
                float l_1597_ = (l_1595_ + l_1596_);
                float _e3080 = l_mut_897_;
                float l_1598_ = (_e3080 + l_1597_);
                bool l_1599_ = (l_4_ != 0.0);
                float l_1600_ = (l_1599_ ? l_1598_ : l_4_);
                float _e3085 = l_mut_897_;
                float l_1601_ = (l_1600_ - _e3085);
                bool l_1602_ = (l_4_ != 0.0);
                float l_1603_ = (l_1602_ ? l_1601_ : l_4_);
                float l_1604_ = (l_1600_ - l_1603_);
                bool l_1605_ = (l_4_ != 0.0);
                float l_1606_ = (l_1605_ ? l_1604_ : l_4_);
                float _e3094 = l_mut_897_;
                float l_1607_ = (_e3094 - l_1606_);
                float l_1608_ = (l_1597_ - l_1603_);
                float l_1609_ = (l_1607_ + l_1608_);
                float l_1610_ = (l_1600_ + l_1609_);
                bool l_1611_ = (l_4_ != 0.0);
                float l_1612_ = (l_1611_ ? l_1610_ : l_4_);
                float l_1613_ = (l_1612_ - l_1600_);
                bool l_1614_ = (l_4_ != 0.0);
                float l_1615_ = (l_1614_ ? l_1613_ : l_4_);
                float l_1616_ = (l_1609_ - l_1615_);
                float l_1617_ = (l_1588_ + l_1612_);
                bool l_1618_ = (l_4_ != 0.0);
                float l_1619_ = (l_1618_ ? l_1617_ : l_4_);
                float l_1620_ = (l_1619_ - l_1588_);
                bool l_1621_ = (l_4_ != 0.0);
                float l_1622_ = (l_1621_ ? l_1620_ : l_4_);
                float l_1623_ = (l_1612_ - l_1622_);
                float l_1624_ = (l_1576_ + l_1619_);
                bool l_1625_ = (l_4_ != 0.0);
                float l_1626_ = (l_1625_ ? l_1624_ : l_4_);
                float l_1627_ = (l_1626_ - l_1576_);
                bool l_1628_ = (l_4_ != 0.0);
                float l_1629_ = (l_1628_ ? l_1627_ : l_4_);
                float l_1630_ = (l_1619_ - l_1629_);
                float l_1631_ = (l_1564_ + l_1626_);
                bool l_1632_ = (l_4_ != 0.0);
                float l_1633_ = (l_1632_ ? l_1631_ : l_4_);
                float l_1634_ = (l_1633_ - l_1564_);
                bool l_1635_ = (l_4_ != 0.0);
                float l_1636_ = (l_1635_ ? l_1634_ : l_4_);
                float l_1637_ = (l_1626_ - l_1636_);
                l_mut_138_ = 0.0;
                l_mut_137_ = 0.0;
                l_mut_136_ = 0.0;
                l_mut_135_ = 0.0;
                l_mut_134_ = l_1633_;
                l_mut_139_ = 0u;
                float _e3139 = l_mut_134_;
                float l_1638_ = (_e3139 + l_1637_);
                bool l_1639_ = (l_4_ != 0.0);
                float l_1640_ = (l_1639_ ? l_1638_ : l_4_);
                float _e3144 = l_mut_134_;
                float l_1641_ = (l_1640_ - _e3144);
                bool l_1642_ = (l_4_ != 0.0);
                float l_1643_ = (l_1642_ ? l_1641_ : l_4_);
                float l_1644_ = (l_1637_ - l_1643_);
                uint _e3150 = l_mut_139_;
                bool l_1645_ = (_e3150 < 3u);
                bool l_1646_ = (l_1644_ != 0.0);
                if (l_1645_) {
                    local_76 = l_1646_;
                } else {
                    local_76 = false;
                }
                bool l_1647_ = local_76;
                uint _e3159 = l_mut_139_;
                bool l_1648_ = (_e3159 == 0u);
                if (l_1647_) {
                    local_77 = l_1648_;
                } else {
                    local_77 = false;
                }
                bool l_1649_ = local_77;
                float _e3166 = l_mut_138_;
                float l_1650_ = (l_1649_ ? l_1640_ : _e3166);
                l_mut_138_ = l_1650_;
                uint _e3168 = l_mut_139_;
                bool l_1651_ = (_e3168 == 1u);
                if (l_1647_) {
                    local_78 = l_1651_;
                } else {
                    local_78 = false;
                }
                bool l_1652_ = local_78;
                float _e3175 = l_mut_137_;
                float l_1653_ = (l_1652_ ? l_1640_ : _e3175);
                l_mut_137_ = l_1653_;
                uint _e3177 = l_mut_139_;
                bool l_1654_ = (_e3177 == 2u);
                if (l_1647_) {
                    local_79 = l_1654_;
                } else {
                    local_79 = false;
                }
                bool l_1655_ = local_79;
                float _e3184 = l_mut_136_;
                float l_1656_ = (l_1655_ ? l_1640_ : _e3184);
                l_mut_136_ = l_1656_;
                float l_1657_ = (l_1647_ ? l_1644_ : l_1640_);
                float _e3187 = l_mut_134_;
                float l_1658_ = (_e3187 + l_1637_);
                float l_1659_ = (l_1645_ ? l_1657_ : l_1658_);
                l_mut_134_ = l_1659_;
                uint l_1660_ = uint(l_1647_);
                uint _e3191 = l_mut_139_;
                l_mut_139_ = (_e3191 + l_1660_);
                float _e3193 = l_mut_134_;
                float l_1661_ = (_e3193 + l_1630_);
                bool l_1662_ = (l_4_ != 0.0);
                float l_1663_ = (l_1662_ ? l_1661_ : l_4_);
                float _e3198 = l_mut_134_;
                float l_1664_ = (l_1663_ - _e3198);
                bool l_1665_ = (l_4_ != 0.0);
                float l_1666_ = (l_1665_ ? l_1664_ : l_4_);
                float l_1667_ = (l_1630_ - l_1666_);
                uint _e3204 = l_mut_139_;
                bool l_1668_ = (_e3204 < 3u);
                bool l_1669_ = (l_1667_ != 0.0);
                if (l_1668_) {
                    local_80 = l_1669_;
                } else {
                    local_80 = false;
                }
                bool l_1670_ = local_80;
                uint _e3213 = l_mut_139_;
                bool l_1671_ = (_e3213 == 0u);
                if (l_1670_) {
                    local_81 = l_1671_;
                } else {
                    local_81 = false;
                }
                bool l_1672_ = local_81;
                float _e3220 = l_mut_138_;
                float l_1673_ = (l_1672_ ? l_1663_ : _e3220);
                l_mut_138_ = l_1673_;
                uint _e3222 = l_mut_139_;
                bool l_1674_ = (_e3222 == 1u);
                if (l_1670_) {
                    local_82 = l_1674_;
                } else {
                    local_82 = false;
                }
                bool l_1675_ = local_82;
                float _e3229 = l_mut_137_;
                float l_1676_ = (l_1675_ ? l_1663_ : _e3229);
                l_mut_137_ = l_1676_;
                uint _e3231 = l_mut_139_;
                bool l_1677_ = (_e3231 == 2u);
                if (l_1670_) {
                    local_83 = l_1677_;
                } else {
                    local_83 = false;
                }
                bool l_1678_ = local_83;
                float _e3238 = l_mut_136_;
                float l_1679_ = (l_1678_ ? l_1663_ : _e3238);
                l_mut_136_ = l_1679_;
                float l_1680_ = (l_1670_ ? l_1667_ : l_1663_);
                float _e3241 = l_mut_134_;
                float l_1681_ = (_e3241 + l_1630_);
                float l_1682_ = (l_1668_ ? l_1680_ : l_1681_);
                l_mut_134_ = l_1682_;
                uint l_1683_ = uint(l_1670_);
                uint _e3245 = l_mut_139_;
                l_mut_139_ = (_e3245 + l_1683_);
                float _e3247 = l_mut_134_;
                float l_1684_ = (_e3247 + l_1623_);
                bool l_1685_ = (l_4_ != 0.0);
                float l_1686_ = (l_1685_ ? l_1684_ : l_4_);
                float _e3252 = l_mut_134_;
                float l_1687_ = (l_1686_ - _e3252);
                bool l_1688_ = (l_4_ != 0.0);
                float l_1689_ = (l_1688_ ? l_1687_ : l_4_);
                float l_1690_ = (l_1623_ - l_1689_);
                uint _e3258 = l_mut_139_;
                bool l_1691_ = (_e3258 < 3u);
                bool l_1692_ = (l_1690_ != 0.0);
                if (l_1691_) {
                    local_84 = l_1692_;
                } else {
                    local_84 = false;
                }
                bool l_1693_ = local_84;
                uint _e3267 = l_mut_139_;
                bool l_1694_ = (_e3267 == 0u);
                if (l_1693_) {
                    local_85 = l_1694_;
                } else {
                    local_85 = false;
                }
                bool l_1695_ = local_85;
                float _e3274 = l_mut_138_;
                float l_1696_ = (l_1695_ ? l_1686_ : _e3274);
                l_mut_138_ = l_1696_;
                uint _e3276 = l_mut_139_;
                bool l_1697_ = (_e3276 == 1u);
                if (l_1693_) {
                    local_86 = l_1697_;
                } else {
                    local_86 = false;
                }
                bool l_1698_ = local_86;
                float _e3283 = l_mut_137_;
                float l_1699_ = (l_1698_ ? l_1686_ : _e3283);
                l_mut_137_ = l_1699_;
                uint _e3285 = l_mut_139_;
                bool l_1700_ = (_e3285 == 2u);
                if (l_1693_) {
                    local_87 = l_1700_;
                } else {
                    local_87 = false;
                }
                bool l_1701_ = local_87;
                float _e3292 = l_mut_136_;
                float l_1702_ = (l_1701_ ? l_1686_ : _e3292);
                l_mut_136_ = l_1702_;
                float l_1703_ = (l_1693_ ? l_1690_ : l_1686_);
                float _e3295 = l_mut_134_;
                float l_1704_ = (_e3295 + l_1623_);
                float l_1705_ = (l_1691_ ? l_1703_ : l_1704_);
                l_mut_134_ = l_1705_;
                uint l_1706_ = uint(l_1693_);
                uint _e3299 = l_mut_139_;
                l_mut_139_ = (_e3299 + l_1706_);
                float _e3301 = l_mut_134_;
                float l_1707_ = (_e3301 + l_1616_);
                bool l_1708_ = (l_4_ != 0.0);
                float l_1709_ = (l_1708_ ? l_1707_ : l_4_);
                float _e3306 = l_mut_134_;
                float l_1710_ = (l_1709_ - _e3306);
                bool l_1711_ = (l_4_ != 0.0);
                float l_1712_ = (l_1711_ ? l_1710_ : l_4_);
                float l_1713_ = (l_1616_ - l_1712_);
                uint _e3312 = l_mut_139_;
                bool l_1714_ = (_e3312 < 3u);
                bool l_1715_ = (l_1713_ != 0.0);
                if (l_1714_) {
                    local_88 = l_1715_;
                } else {
                    local_88 = false;
                }
                bool l_1716_ = local_88;
                uint _e3321 = l_mut_139_;
                bool l_1717_ = (_e3321 == 0u);
                if (l_1716_) {
                    local_89 = l_1717_;
                } else {
                    local_89 = false;
                }
                bool l_1718_ = local_89;
                float _e3328 = l_mut_138_;
                float l_1719_ = (l_1718_ ? l_1709_ : _e3328);
                l_mut_138_ = l_1719_;
                uint _e3330 = l_mut_139_;
                bool l_1720_ = (_e3330 == 1u);
                if (l_1716_) {
                    local_90 = l_1720_;
                } else {
                    local_90 = false;
                }
                bool l_1721_ = local_90;
                float _e3337 = l_mut_137_;
                float l_1722_ = (l_1721_ ? l_1709_ : _e3337);
                l_mut_137_ = l_1722_;
                uint _e3339 = l_mut_139_;
                bool l_1723_ = (_e3339 == 2u);
                if (l_1716_) {
                    local_91 = l_1723_;
                } else {
                    local_91 = false;
                }
                bool l_1724_ = local_91;
                float _e3346 = l_mut_136_;
                float l_1725_ = (l_1724_ ? l_1709_ : _e3346);
                l_mut_136_ = l_1725_;
                float l_1726_ = (l_1716_ ? l_1713_ : l_1709_);
                float _e3349 = l_mut_134_;
                float l_1727_ = (_e3349 + l_1616_);
                float l_1728_ = (l_1714_ ? l_1726_ : l_1727_);
                l_mut_134_ = l_1728_;
                uint l_1729_ = uint(l_1716_);
                uint _e3353 = l_mut_139_;
                l_mut_139_ = (_e3353 + l_1729_);
                uint _e3355 = l_mut_139_;
                bool l_1730_ = (_e3355 == 0u);
                float _e3358 = l_mut_138_;
                float _e3359 = l_mut_134_;
                float l_1731_ = (l_1730_ ? _e3359 : _e3358);
                l_mut_138_ = l_1731_;
                uint _e3361 = l_mut_139_;
                bool l_1732_ = (_e3361 == 1u);
                float _e3364 = l_mut_137_;
                float _e3365 = l_mut_134_;
                float l_1733_ = (l_1732_ ? _e3365 : _e3364);
                l_mut_137_ = l_1733_;
                uint _e3367 = l_mut_139_;
                bool l_1734_ = (_e3367 == 2u);
                float _e3370 = l_mut_136_;
                float _e3371 = l_mut_134_;
                float l_1735_ = (l_1734_ ? _e3371 : _e3370);
                l_mut_136_ = l_1735_;
                uint _e3373 = l_mut_139_;
                bool l_1736_ = (_e3373 == 3u);
                float _e3376 = l_mut_135_;
                float _e3377 = l_mut_134_;
                float l_1737_ = (l_1736_ ? _e3377 : _e3376);
                l_mut_135_ = l_1737_;
                float _e3379 = l_mut_138_;
                float l_1738_ = (_e3379 * l_240_);
                bool l_1739_ = (l_4_ != 0.0);
                float l_1740_ = (l_1739_ ? l_1738_ : l_4_);
                float _e3384 = l_mut_138_;
                float l_1741_ = (l_3_ * _e3384);
                bool l_1742_ = (l_4_ != 0.0);
                float l_1743_ = (l_1742_ ? l_1741_ : l_4_);
                float _e3389 = l_mut_138_;
                float l_1744_ = (l_1743_ - _e3389);
                bool l_1745_ = (l_4_ != 0.0);
                float l_1746_ = (l_1745_ ? l_1744_ : l_4_);
                float l_1747_ = (l_1743_ - l_1746_);
                float _e3395 = l_mut_138_;
                float l_1748_ = (_e3395 - l_1747_);
                float l_1749_ = (l_3_ * l_240_);
                bool l_1750_ = (l_4_ != 0.0);
                float l_1751_ = (l_1750_ ? l_1749_ : l_4_);
                float l_1752_ = (l_1751_ - l_240_);
                bool l_1753_ = (l_4_ != 0.0);
                float l_1754_ = (l_1753_ ? l_1752_ : l_4_);
                float l_1755_ = (l_1751_ - l_1754_);
                float l_1756_ = (l_240_ - l_1755_);
                float l_1757_ = (l_1747_ * l_1755_);
                float l_1758_ = (l_1757_ - l_1740_);
                float l_1759_ = (l_1747_ * l_1756_);
                float l_1760_ = (l_1758_ + l_1759_);
                float l_1761_ = (l_1748_ * l_1755_);
                float l_1762_ = (l_1760_ + l_1761_);
                float l_1763_ = (l_1748_ * l_1756_);
                float l_1764_ = (l_1762_ + l_1763_);
                float _e3415 = l_mut_138_;
                float l_1765_ = (_e3415 * l_241_);
                bool l_1766_ = (l_4_ != 0.0);
                float l_1767_ = (l_1766_ ? l_1765_ : l_4_);
                float _e3420 = l_mut_138_;
                float l_1768_ = (l_3_ * _e3420);
                bool l_1769_ = (l_4_ != 0.0);
                float l_1770_ = (l_1769_ ? l_1768_ : l_4_);
                float _e3425 = l_mut_138_;
                float l_1771_ = (l_1770_ - _e3425);
                bool l_1772_ = (l_4_ != 0.0);
                float l_1773_ = (l_1772_ ? l_1771_ : l_4_);
                float l_1774_ = (l_1770_ - l_1773_);
                float _e3431 = l_mut_138_;
                float l_1775_ = (_e3431 - l_1774_);
                float l_1776_ = (l_3_ * l_241_);
                bool l_1777_ = (l_4_ != 0.0);
                float l_1778_ = (l_1777_ ? l_1776_ : l_4_);
                float l_1779_ = (l_1778_ - l_241_);
                bool l_1780_ = (l_4_ != 0.0);
                float l_1781_ = (l_1780_ ? l_1779_ : l_4_);
                float l_1782_ = (l_1778_ - l_1781_);
                float l_1783_ = (l_241_ - l_1782_);
                float l_1784_ = (l_1774_ * l_1782_);
                float l_1785_ = (l_1784_ - l_1767_);
                float l_1786_ = (l_1774_ * l_1783_);
                float l_1787_ = (l_1785_ + l_1786_);
                float l_1788_ = (l_1775_ * l_1782_);
                float l_1789_ = (l_1787_ + l_1788_);
                float l_1790_ = (l_1775_ * l_1783_);
                float l_1791_ = (l_1789_ + l_1790_);
                float _e3451 = l_mut_137_;
                float l_1792_ = (_e3451 * l_240_);
                bool l_1793_ = (l_4_ != 0.0);
                float l_1794_ = (l_1793_ ? l_1792_ : l_4_);
                float _e3456 = l_mut_137_;
                float l_1795_ = (l_3_ * _e3456);
                bool l_1796_ = (l_4_ != 0.0);
                float l_1797_ = (l_1796_ ? l_1795_ : l_4_);
                float _e3461 = l_mut_137_;
                float l_1798_ = (l_1797_ - _e3461);
                bool l_1799_ = (l_4_ != 0.0);
                float l_1800_ = (l_1799_ ? l_1798_ : l_4_);
                float l_1801_ = (l_1797_ - l_1800_);
                float _e3467 = l_mut_137_;
                float l_1802_ = (_e3467 - l_1801_);
                float l_1803_ = (l_3_ * l_240_);
                bool l_1804_ = (l_4_ != 0.0);
                float l_1805_ = (l_1804_ ? l_1803_ : l_4_);
                float l_1806_ = (l_1805_ - l_240_);
                bool l_1807_ = (l_4_ != 0.0);
                float l_1808_ = (l_1807_ ? l_1806_ : l_4_);
                float l_1809_ = (l_1805_ - l_1808_);
                float l_1810_ = (l_240_ - l_1809_);
                float l_1811_ = (l_1801_ * l_1809_);
                float l_1812_ = (l_1811_ - l_1794_);
                float l_1813_ = (l_1801_ * l_1810_);
                float l_1814_ = (l_1812_ + l_1813_);
                float l_1815_ = (l_1802_ * l_1809_);
                float l_1816_ = (l_1814_ + l_1815_);
                float l_1817_ = (l_1802_ * l_1810_);
                float l_1818_ = (l_1816_ + l_1817_);
                float _e3487 = l_mut_138_;
                float l_1819_ = (_e3487 * l_242_);
                bool l_1820_ = (l_4_ != 0.0);
                float l_1821_ = (l_1820_ ? l_1819_ : l_4_);
                float _e3492 = l_mut_138_;
                float l_1822_ = (l_3_ * _e3492);
                bool l_1823_ = (l_4_ != 0.0);
                float l_1824_ = (l_1823_ ? l_1822_ : l_4_);
                float _e3497 = l_mut_138_;
                float l_1825_ = (l_1824_ - _e3497);
                bool l_1826_ = (l_4_ != 0.0);
                float l_1827_ = (l_1826_ ? l_1825_ : l_4_);
                float l_1828_ = (l_1824_ - l_1827_);
                float _e3503 = l_mut_138_;
                float l_1829_ = (_e3503 - l_1828_);
                float l_1830_ = (l_3_ * l_242_);
                bool l_1831_ = (l_4_ != 0.0);
                float l_1832_ = (l_1831_ ? l_1830_ : l_4_);
                float l_1833_ = (l_1832_ - l_242_);
                bool l_1834_ = (l_4_ != 0.0);
                float l_1835_ = (l_1834_ ? l_1833_ : l_4_);
                float l_1836_ = (l_1832_ - l_1835_);
                float l_1837_ = (l_242_ - l_1836_);
                float l_1838_ = (l_1828_ * l_1836_);
                float l_1839_ = (l_1838_ - l_1821_);
                float l_1840_ = (l_1828_ * l_1837_);
                float l_1841_ = (l_1839_ + l_1840_);
                float l_1842_ = (l_1829_ * l_1836_);
                float l_1843_ = (l_1841_ + l_1842_);
                float l_1844_ = (l_1829_ * l_1837_);
                float l_1845_ = (l_1843_ + l_1844_);
                float _e3523 = l_mut_137_;
                float l_1846_ = (_e3523 * l_241_);
                bool l_1847_ = (l_4_ != 0.0);
                float l_1848_ = (l_1847_ ? l_1846_ : l_4_);
                float _e3528 = l_mut_137_;
                float l_1849_ = (l_3_ * _e3528);
                bool l_1850_ = (l_4_ != 0.0);
                float l_1851_ = (l_1850_ ? l_1849_ : l_4_);
                float _e3533 = l_mut_137_;
                float l_1852_ = (l_1851_ - _e3533);
                bool l_1853_ = (l_4_ != 0.0);
                float l_1854_ = (l_1853_ ? l_1852_ : l_4_);
                float l_1855_ = (l_1851_ - l_1854_);
                float _e3539 = l_mut_137_;
                float l_1856_ = (_e3539 - l_1855_);
                float l_1857_ = (l_3_ * l_241_);
                bool l_1858_ = (l_4_ != 0.0);
                float l_1859_ = (l_1858_ ? l_1857_ : l_4_);
                float l_1860_ = (l_1859_ - l_241_);
                bool l_1861_ = (l_4_ != 0.0);
                float l_1862_ = (l_1861_ ? l_1860_ : l_4_);
                float l_1863_ = (l_1859_ - l_1862_);
                float l_1864_ = (l_241_ - l_1863_);
                float l_1865_ = (l_1855_ * l_1863_);
                float l_1866_ = (l_1865_ - l_1848_);
                float l_1867_ = (l_1855_ * l_1864_);
                float l_1868_ = (l_1866_ + l_1867_);
                float l_1869_ = (l_1856_ * l_1863_);
                float l_1870_ = (l_1868_ + l_1869_);
                float l_1871_ = (l_1856_ * l_1864_);
                float l_1872_ = (l_1870_ + l_1871_);
                float _e3559 = l_mut_136_;
                float l_1873_ = (_e3559 * l_240_);
                bool l_1874_ = (l_4_ != 0.0);
                float l_1875_ = (l_1874_ ? l_1873_ : l_4_);
                float _e3564 = l_mut_136_;
                float l_1876_ = (l_3_ * _e3564);
                bool l_1877_ = (l_4_ != 0.0);
                float l_1878_ = (l_1877_ ? l_1876_ : l_4_);
                float _e3569 = l_mut_136_;
                float l_1879_ = (l_1878_ - _e3569);
                bool l_1880_ = (l_4_ != 0.0);
                float l_1881_ = (l_1880_ ? l_1879_ : l_4_);
                float l_1882_ = (l_1878_ - l_1881_);
                float _e3575 = l_mut_136_;
                float l_1883_ = (_e3575 - l_1882_);
                float l_1884_ = (l_3_ * l_240_);
                bool l_1885_ = (l_4_ != 0.0);
                float l_1886_ = (l_1885_ ? l_1884_ : l_4_);
                float l_1887_ = (l_1886_ - l_240_);
                bool l_1888_ = (l_4_ != 0.0);
                float l_1889_ = (l_1888_ ? l_1887_ : l_4_);
                float l_1890_ = (l_1886_ - l_1889_);
                float l_1891_ = (l_240_ - l_1890_);
                float l_1892_ = (l_1882_ * l_1890_);
                float l_1893_ = (l_1892_ - l_1875_);
                float l_1894_ = (l_1882_ * l_1891_);
                float l_1895_ = (l_1893_ + l_1894_);
                float l_1896_ = (l_1883_ * l_1890_);
                float l_1897_ = (l_1895_ + l_1896_);
                float l_1898_ = (l_1883_ * l_1891_);
                float l_1899_ = (l_1897_ + l_1898_);
                float l_1900_ = (l_1767_ + l_1794_);
                bool l_1901_ = (l_4_ != 0.0);
                float l_1902_ = (l_1901_ ? l_1900_ : l_4_);
                float l_1903_ = (l_1902_ - l_1767_);
                bool l_1904_ = (l_4_ != 0.0);
                float l_1905_ = (l_1904_ ? l_1903_ : l_4_);
                float l_1906_ = (l_1902_ - l_1905_);
                bool l_1907_ = (l_4_ != 0.0);
                float l_1908_ = (l_1907_ ? l_1906_ : l_4_);
                float l_1909_ = (l_1767_ - l_1908_);
                float l_1910_ = (l_1794_ - l_1905_);
                float l_1911_ = (l_1909_ + l_1910_);
                float l_1912_ = (l_1764_ + l_1902_);
                bool l_1913_ = (l_4_ != 0.0);
                float l_1914_ = (l_1913_ ? l_1912_ : l_4_);
                float l_1915_ = (l_1914_ - l_1764_);
                bool l_1916_ = (l_4_ != 0.0);
                float l_1917_ = (l_1916_ ? l_1915_ : l_4_);
                float l_1918_ = (l_1914_ - l_1917_);
                bool l_1919_ = (l_4_ != 0.0);
                float l_1920_ = (l_1919_ ? l_1918_ : l_4_);
                float l_1921_ = (l_1764_ - l_1920_);
                float l_1922_ = (l_1902_ - l_1917_);
                float l_1923_ = (l_1921_ + l_1922_);
                float l_1924_ = (l_1911_ + l_1923_);
                bool l_1925_ = (l_4_ != 0.0);
                float l_1926_ = (l_1925_ ? l_1924_ : l_4_);
                float l_1927_ = (l_1926_ - l_1911_);
                bool l_1928_ = (l_4_ != 0.0);
                float l_1929_ = (l_1928_ ? l_1927_ : l_4_);
                float l_1930_ = (l_1926_ - l_1929_);
                bool l_1931_ = (l_4_ != 0.0);
                float l_1932_ = (l_1931_ ? l_1930_ : l_4_);
                float l_1933_ = (l_1911_ - l_1932_);
                float l_1934_ = (l_1923_ - l_1929_);
                float l_1935_ = (l_1933_ + l_1934_);
                float l_1936_ = (l_1926_ + l_1791_);
                bool l_1937_ = (l_4_ != 0.0);
                float l_1938_ = (l_1937_ ? l_1936_ : l_4_);
                float l_1939_ = (l_1938_ - l_1926_);
                bool l_1940_ = (l_4_ != 0.0);
                float l_1941_ = (l_1940_ ? l_1939_ : l_4_);
                float l_1942_ = (l_1938_ - l_1941_);
                bool l_1943_ = (l_4_ != 0.0);
                float l_1944_ = (l_1943_ ? l_1942_ : l_4_);
                float l_1945_ = (l_1926_ - l_1944_);
                float l_1946_ = (l_1791_ - l_1941_);
                float l_1947_ = (l_1945_ + l_1946_);
                float l_1948_ = (l_1818_ + l_1938_);
                bool l_1949_ = (l_4_ != 0.0);
                float l_1950_ = (l_1949_ ? l_1948_ : l_4_);
                float l_1951_ = (l_1950_ - l_1818_);
                bool l_1952_ = (l_4_ != 0.0);
                float l_1953_ = (l_1952_ ? l_1951_ : l_4_);
                float l_1954_ = (l_1950_ - l_1953_);
                bool l_1955_ = (l_4_ != 0.0);
                float l_1956_ = (l_1955_ ? l_1954_ : l_4_);
                float l_1957_ = (l_1818_ - l_1956_);
                float l_1958_ = (l_1938_ - l_1953_);
                float l_1959_ = (l_1957_ + l_1958_);
                float l_1960_ = (l_1947_ + l_1959_);
                bool l_1961_ = (l_4_ != 0.0);
                float l_1962_ = (l_1961_ ? l_1960_ : l_4_);
                float l_1963_ = (l_1962_ - l_1947_);
                bool l_1964_ = (l_4_ != 0.0);
                float l_1965_ = (l_1964_ ? l_1963_ : l_4_);
                float l_1966_ = (l_1962_ - l_1965_);
                bool l_1967_ = (l_4_ != 0.0);
                float l_1968_ = (l_1967_ ? l_1966_ : l_4_);
                float l_1969_ = (l_1947_ - l_1968_);
                float l_1970_ = (l_1959_ - l_1965_);
                float l_1971_ = (l_1969_ + l_1970_);
                float l_1972_ = (l_1821_ + l_1848_);
                bool l_1973_ = (l_4_ != 0.0);
                float l_1974_ = (l_1973_ ? l_1972_ : l_4_);
                float l_1975_ = (l_1974_ - l_1821_);
                bool l_1976_ = (l_4_ != 0.0);
                float l_1977_ = (l_1976_ ? l_1975_ : l_4_);
                float l_1978_ = (l_1974_ - l_1977_);
                bool l_1979_ = (l_4_ != 0.0);
                float l_1980_ = (l_1979_ ? l_1978_ : l_4_);
                float l_1981_ = (l_1821_ - l_1980_);
                float l_1982_ = (l_1848_ - l_1977_);
                float l_1983_ = (l_1981_ + l_1982_);
                float l_1984_ = (l_1875_ + l_1974_);
                bool l_1985_ = (l_4_ != 0.0);
                float l_1986_ = (l_1985_ ? l_1984_ : l_4_);
                float l_1987_ = (l_1986_ - l_1875_);
                bool l_1988_ = (l_4_ != 0.0);
                float l_1989_ = (l_1988_ ? l_1987_ : l_4_);
                float l_1990_ = (l_1986_ - l_1989_);
                bool l_1991_ = (l_4_ != 0.0);
                float l_1992_ = (l_1991_ ? l_1990_ : l_4_);
                float l_1993_ = (l_1875_ - l_1992_);
                float l_1994_ = (l_1974_ - l_1989_);
                float l_1995_ = (l_1993_ + l_1994_);
                float l_1996_ = (l_1983_ + l_1995_);
                bool l_1997_ = (l_4_ != 0.0);
                float l_1998_ = (l_1997_ ? l_1996_ : l_4_);
                float l_1999_ = (l_1998_ - l_1983_);
                bool l_2000_ = (l_4_ != 0.0);
                float l_2001_ = (l_2000_ ? l_1999_ : l_4_);
                float l_2002_ = (l_1998_ - l_2001_);
                bool l_2003_ = (l_4_ != 0.0);
                float l_2004_ = (l_2003_ ? l_2002_ : l_4_);
                float l_2005_ = (l_1983_ - l_2004_);
                float l_2006_ = (l_1995_ - l_2001_);
                float l_2007_ = (l_2005_ + l_2006_);
                float l_2008_ = (l_1950_ + l_1986_);
                bool l_2009_ = (l_4_ != 0.0);
                float l_2010_ = (l_2009_ ? l_2008_ : l_4_);
                float l_2011_ = (l_2010_ - l_1950_);
                bool l_2012_ = (l_4_ != 0.0);
                float l_2013_ = (l_2012_ ? l_2011_ : l_4_);
                float l_2014_ = (l_2010_ - l_2013_);
                bool l_2015_ = (l_4_ != 0.0);
                float l_2016_ = (l_2015_ ? l_2014_ : l_4_);
                float l_2017_ = (l_1950_ - l_2016_);
                float l_2018_ = (l_1986_ - l_2013_);
                float l_2019_ = (l_2017_ + l_2018_);
                float l_2020_ = (l_1962_ + l_1998_);
                bool l_2021_ = (l_4_ != 0.0);
                float l_2022_ = (l_2021_ ? l_2020_ : l_4_);
                float l_2023_ = (l_2022_ - l_1962_);
                bool l_2024_ = (l_4_ != 0.0);
                float l_2025_ = (l_2024_ ? l_2023_ : l_4_);
                float l_2026_ = (l_2022_ - l_2025_);
                bool l_2027_ = (l_4_ != 0.0);
                float l_2028_ = (l_2027_ ? l_2026_ : l_4_);
                float l_2029_ = (l_1962_ - l_2028_);
                float l_2030_ = (l_1998_ - l_2025_);
                float l_2031_ = (l_2029_ + l_2030_);
                float l_2032_ = (l_2022_ + l_2019_);
                bool l_2033_ = (l_4_ != 0.0);
                float l_2034_ = (l_2033_ ? l_2032_ : l_4_);
                float l_2035_ = (l_2034_ - l_2022_);
                bool l_2036_ = (l_4_ != 0.0);
                float l_2037_ = (l_2036_ ? l_2035_ : l_4_);
                float l_2038_ = (l_2034_ - l_2037_);
                bool l_2039_ = (l_4_ != 0.0);
                float l_2040_ = (l_2039_ ? l_2038_ : l_4_);
                float l_2041_ = (l_2022_ - l_2040_);
                float l_2042_ = (l_2019_ - l_2037_);
                float l_2043_ = (l_2041_ + l_2042_);
                float l_2044_ = (l_1971_ + l_2007_);
                float l_2045_ = (l_2043_ + l_2031_);
                float l_2046_ = (l_2044_ + l_2045_);
                float _e3778 = l_mut_138_;
                float l_2047_ = (_e3778 * l_243_);
                float _e3780 = l_mut_137_;
                float l_2048_ = (_e3780 * l_242_);
                float l_2049_ = (l_2047_ + l_2048_);
                float _e3783 = l_mut_136_;
                float l_2050_ = (_e3783 * l_241_);
                float _e3785 = l_mut_135_;
                float l_2051_ = (_e3785 * l_240_);
                float l_2052_ = (l_2050_ + l_2051_);
                float l_2053_ = (l_2049_ + l_2052_);
                float l_2054_ = (l_1935_ + l_1845_);
                float l_2055_ = (l_1872_ + l_1899_);
                float l_2056_ = (l_2054_ + l_2055_);
                float l_2057_ = (l_2053_ + l_2056_);
                float l_2058_ = (l_2034_ + l_2057_);
                float l_2059_ = (l_2058_ + l_2046_);
                bool l_2060_ = (l_4_ != 0.0);
                float l_2061_ = (l_2060_ ? l_2059_ : l_4_);
                float l_2062_ = (l_2061_ - l_2058_);
                bool l_2063_ = (l_4_ != 0.0);
                float l_2064_ = (l_2063_ ? l_2062_ : l_4_);
                float l_2065_ = (l_2046_ - l_2064_);
                float l_2066_ = (l_2010_ + l_2061_);
                bool l_2067_ = (l_4_ != 0.0);
                float l_2068_ = (l_2067_ ? l_2066_ : l_4_);
                float l_2069_ = (l_2068_ - l_2010_);
                bool l_2070_ = (l_4_ != 0.0);
                float l_2071_ = (l_2070_ ? l_2069_ : l_4_);
                float l_2072_ = (l_2061_ - l_2071_);
                float l_2073_ = (l_1914_ + l_2068_);
                bool l_2074_ = (l_4_ != 0.0);
                float l_2075_ = (l_2074_ ? l_2073_ : l_4_);
                float l_2076_ = (l_2075_ - l_1914_);
                bool l_2077_ = (l_4_ != 0.0);
                float l_2078_ = (l_2077_ ? l_2076_ : l_4_);
                float l_2079_ = (l_2068_ - l_2078_);
                float l_2080_ = (l_1740_ + l_2075_);
                bool l_2081_ = (l_4_ != 0.0);
                float l_2082_ = (l_2081_ ? l_2080_ : l_4_);
                float l_2083_ = (l_2082_ - l_1740_);
                bool l_2084_ = (l_4_ != 0.0);
                float l_2085_ = (l_2084_ ? l_2083_ : l_4_);
                float l_2086_ = (l_2075_ - l_2085_);
                l_mut_901_ = 0.0;
                l_mut_899_ = 0.0;
                l_mut_898_ = 0.0;
                l_mut_897_ = 0.0;
                l_mut_134_ = l_2082_;
                l_mut_139_ = 0u;
                float _e3835 = l_mut_134_;
                float l_2087_ = (_e3835 + l_2086_);
                bool l_2088_ = (l_4_ != 0.0);
                float l_2089_ = (l_2088_ ? l_2087_ : l_4_);
                float _e3840 = l_mut_134_;
                float l_2090_ = (l_2089_ - _e3840);
                bool l_2091_ = (l_4_ != 0.0);
                float l_2092_ = (l_2091_ ? l_2090_ : l_4_);
                float l_2093_ = (l_2086_ - l_2092_);
                uint _e3846 = l_mut_139_;
                bool l_2094_ = (_e3846 < 3u);
                bool l_2095_ = (l_2093_ != 0.0);
                if (l_2094_) {
                    local_92 = l_2095_;
                } else {
                    local_92 = false;
                }
                bool l_2096_ = local_92;
                uint _e3855 = l_mut_139_;
                bool l_2097_ = (_e3855 == 0u);
                if (l_2096_) {
                    local_93 = l_2097_;
                } else {
                    local_93 = false;
                }
                bool l_2098_ = local_93;
                float _e3862 = l_mut_901_;
                float l_2099_ = (l_2098_ ? l_2089_ : _e3862);
                l_mut_901_ = l_2099_;
                uint _e3864 = l_mut_139_;
                bool l_2100_ = (_e3864 == 1u);
                if (l_2096_) {
                    local_94 = l_2100_;
                } else {
                    local_94 = false;
                }
                bool l_2101_ = local_94;
                float _e3871 = l_mut_899_;
                float l_2102_ = (l_2101_ ? l_2089_ : _e3871);
                l_mut_899_ = l_2102_;
                uint _e3873 = l_mut_139_;
                bool l_2103_ = (_e3873 == 2u);
                if (l_2096_) {
                    local_95 = l_2103_;
                } else {
                    local_95 = false;
                }
                bool l_2104_ = local_95;
                float _e3880 = l_mut_898_;
                float l_2105_ = (l_2104_ ? l_2089_ : _e3880);
                l_mut_898_ = l_2105_;
                float l_2106_ = (l_2096_ ? l_2093_ : l_2089_);
                float _e3883 = l_mut_134_;
                float l_2107_ = (_e3883 + l_2086_);
                float l_2108_ = (l_2094_ ? l_2106_ : l_2107_);
                l_mut_134_ = l_2108_;
                uint l_2109_ = uint(l_2096_);
                uint _e3887 = l_mut_139_;
                l_mut_139_ = (_e3887 + l_2109_);
                float _e3889 = l_mut_134_;
                float l_2110_ = (_e3889 + l_2079_);
                bool l_2111_ = (l_4_ != 0.0);
                float l_2112_ = (l_2111_ ? l_2110_ : l_4_);
                float _e3894 = l_mut_134_;
                float l_2113_ = (l_2112_ - _e3894);
                bool l_2114_ = (l_4_ != 0.0);
                float l_2115_ = (l_2114_ ? l_2113_ : l_4_);
                float l_2116_ = (l_2079_ - l_2115_);
                uint _e3900 = l_mut_139_;
                bool l_2117_ = (_e3900 < 3u);
                bool l_2118_ = (l_2116_ != 0.0);
                if (l_2117_) {
                    local_96 = l_2118_;
                } else {
                    local_96 = false;
                }
                bool l_2119_ = local_96;
                uint _e3909 = l_mut_139_;
                bool l_2120_ = (_e3909 == 0u);
                if (l_2119_) {
                    local_97 = l_2120_;
                } else {
                    local_97 = false;
                }
                bool l_2121_ = local_97;
                float _e3916 = l_mut_901_;
                float l_2122_ = (l_2121_ ? l_2112_ : _e3916);
                l_mut_901_ = l_2122_;
                uint _e3918 = l_mut_139_;
                bool l_2123_ = (_e3918 == 1u);
                if (l_2119_) {
                    local_98 = l_2123_;
                } else {
                    local_98 = false;
                }
                bool l_2124_ = local_98;
                float _e3925 = l_mut_899_;
                float l_2125_ = (l_2124_ ? l_2112_ : _e3925);
                l_mut_899_ = l_2125_;
                uint _e3927 = l_mut_139_;
                bool l_2126_ = (_e3927 == 2u);
                if (l_2119_) {
                    local_99 = l_2126_;
                } else {
                    local_99 = false;
                }
                bool l_2127_ = local_99;
                float _e3934 = l_mut_898_;
                float l_2128_ = (l_2127_ ? l_2112_ : _e3934);
                l_mut_898_ = l_2128_;
                float l_2129_ = (l_2119_ ? l_2116_ : l_2112_);
                float _e3937 = l_mut_134_;
                float l_2130_ = (_e3937 + l_2079_);
                float l_2131_ = (l_2117_ ? l_2129_ : l_2130_);
                l_mut_134_ = l_2131_;
                uint l_2132_ = uint(l_2119_);
                uint _e3941 = l_mut_139_;
                l_mut_139_ = (_e3941 + l_2132_);
                float _e3943 = l_mut_134_;
                float l_2133_ = (_e3943 + l_2072_);
                bool l_2134_ = (l_4_ != 0.0);
                float l_2135_ = (l_2134_ ? l_2133_ : l_4_);
                float _e3948 = l_mut_134_;
                float l_2136_ = (l_2135_ - _e3948);
                bool l_2137_ = (l_4_ != 0.0);
                float l_2138_ = (l_2137_ ? l_2136_ : l_4_);
                float l_2139_ = (l_2072_ - l_2138_);
                uint _e3954 = l_mut_139_;
                bool l_2140_ = (_e3954 < 3u);
                bool l_2141_ = (l_2139_ != 0.0);
                if (l_2140_) {
                    local_100 = l_2141_;
                } else {
                    local_100 = false;
                }
                bool l_2142_ = local_100;
                uint _e3963 = l_mut_139_;
                bool l_2143_ = (_e3963 == 0u);
                if (l_2142_) {
                    local_101 = l_2143_;
                } else {
                    local_101 = false;
                }
                bool l_2144_ = local_101;
                float _e3970 = l_mut_901_;
                float l_2145_ = (l_2144_ ? l_2135_ : _e3970);
                l_mut_901_ = l_2145_;
                uint _e3972 = l_mut_139_;
                bool l_2146_ = (_e3972 == 1u);
                if (l_2142_) {
                    local_102 = l_2146_;
                } else {
                    local_102 = false;
                }
                bool l_2147_ = local_102;
                float _e3979 = l_mut_899_;
                float l_2148_ = (l_2147_ ? l_2135_ : _e3979);
                l_mut_899_ = l_2148_;
                uint _e3981 = l_mut_139_;
                bool l_2149_ = (_e3981 == 2u);
                if (l_2142_) {
                    local_103 = l_2149_;
                } else {
                    local_103 = false;
                }
                bool l_2150_ = local_103;
                float _e3988 = l_mut_898_;
                float l_2151_ = (l_2150_ ? l_2135_ : _e3988);
                l_mut_898_ = l_2151_;
                float l_2152_ = (l_2142_ ? l_2139_ : l_2135_);
                float _e3991 = l_mut_134_;
                float l_2153_ = (_e3991 + l_2072_);
                float l_2154_ = (l_2140_ ? l_2152_ : l_2153_);
                l_mut_134_ = l_2154_;
                uint l_2155_ = uint(l_2142_);
                uint _e3995 = l_mut_139_;
                l_mut_139_ = (_e3995 + l_2155_);
                float _e3997 = l_mut_134_;
                float l_2156_ = (_e3997 + l_2065_);
                bool l_2157_ = (l_4_ != 0.0);
                float l_2158_ = (l_2157_ ? l_2156_ : l_4_);
                float _e4002 = l_mut_134_;
                float l_2159_ = (l_2158_ - _e4002);
                bool l_2160_ = (l_4_ != 0.0);
                float l_2161_ = (l_2160_ ? l_2159_ : l_4_);
                float l_2162_ = (l_2065_ - l_2161_);
                uint _e4008 = l_mut_139_;
                bool l_2163_ = (_e4008 < 3u);
                bool l_2164_ = (l_2162_ != 0.0);
                if (l_2163_) {
                    local_104 = l_2164_;
                } else {
                    local_104 = false;
                }
                bool l_2165_ = local_104;
                uint _e4017 = l_mut_139_;
                bool l_2166_ = (_e4017 == 0u);
                if (l_2165_) {
                    local_105 = l_2166_;
                } else {
                    local_105 = false;
                }
                bool l_2167_ = local_105;
                float _e4024 = l_mut_901_;
                float l_2168_ = (l_2167_ ? l_2158_ : _e4024);
                l_mut_901_ = l_2168_;
                uint _e4026 = l_mut_139_;
                bool l_2169_ = (_e4026 == 1u);
                if (l_2165_) {
                    local_106 = l_2169_;
                } else {
                    local_106 = false;
                }
                bool l_2170_ = local_106;
                float _e4033 = l_mut_899_;
                float l_2171_ = (l_2170_ ? l_2158_ : _e4033);
                l_mut_899_ = l_2171_;
                uint _e4035 = l_mut_139_;
                bool l_2172_ = (_e4035 == 2u);
                if (l_2165_) {
                    local_107 = l_2172_;
                } else {
                    local_107 = false;
                }
                bool l_2173_ = local_107;
                float _e4042 = l_mut_898_;
                float l_2174_ = (l_2173_ ? l_2158_ : _e4042);
                l_mut_898_ = l_2174_;
                float l_2175_ = (l_2165_ ? l_2162_ : l_2158_);
                float _e4045 = l_mut_134_;
                float l_2176_ = (_e4045 + l_2065_);
                float l_2177_ = (l_2163_ ? l_2175_ : l_2176_);
                l_mut_134_ = l_2177_;
                uint l_2178_ = uint(l_2165_);
                uint _e4049 = l_mut_139_;
                l_mut_139_ = (_e4049 + l_2178_);
                uint _e4051 = l_mut_139_;
                bool l_2179_ = (_e4051 == 0u);
                float _e4054 = l_mut_901_;
                float _e4055 = l_mut_134_;
                float l_2180_ = (l_2179_ ? _e4055 : _e4054);
                l_mut_901_ = l_2180_;
                uint _e4057 = l_mut_139_;
                bool l_2181_ = (_e4057 == 1u);
                float _e4060 = l_mut_899_;
                float _e4061 = l_mut_134_;
                float l_2182_ = (l_2181_ ? _e4061 : _e4060);
                l_mut_899_ = l_2182_;
                uint _e4063 = l_mut_139_;
                bool l_2183_ = (_e4063 == 2u);
                float _e4066 = l_mut_898_;
                float _e4067 = l_mut_134_;
                float l_2184_ = (l_2183_ ? _e4067 : _e4066);
                l_mut_898_ = l_2184_;
                uint _e4069 = l_mut_139_;
                bool l_2185_ = (_e4069 == 3u);
                float _e4072 = l_mut_897_;
                float _e4073 = l_mut_134_;
                float l_2186_ = (l_2185_ ? _e4073 : _e4072);
                l_mut_897_ = l_2186_;
                float _e4075 = l_mut_901_;
                l_mut_138_ = _e4075;
                float _e4076 = l_mut_899_;
                l_mut_137_ = _e4076;
                float _e4077 = l_mut_898_;
                l_mut_136_ = _e4077;
                float _e4078 = l_mut_897_;
                l_mut_135_ = _e4078;
                l_mut_2187_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e5597 = l_mut_2187_;
                        l_mut_2187_ = (_e5597 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e4081 = l_mut_2187_;
                    if ((_e4081 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        float _e4084 = l_mut_138_;
                        float l_2188_ = (_e4084 * 2.0);
                        float _e4087 = l_mut_137_;
                        float l_2189_ = (_e4087 * 2.0);
                        float _e4090 = l_mut_136_;
                        float l_2190_ = (_e4090 * 2.0);
                        float _e4093 = l_mut_135_;
                        float l_2191_ = (_e4093 * 2.0);
                        float _e4096 = l_mut_138_;
                        float _e4097 = l_mut_138_;
                        float l_2192_ = (_e4096 * _e4097);
                        bool l_2193_ = (l_4_ != 0.0);
                        float l_2194_ = (l_2193_ ? l_2192_ : l_4_);
                        float _e4102 = l_mut_138_;
                        float l_2195_ = (l_3_ * _e4102);
                        bool l_2196_ = (l_4_ != 0.0);
                        float l_2197_ = (l_2196_ ? l_2195_ : l_4_);
                        float _e4107 = l_mut_138_;
                        float l_2198_ = (l_2197_ - _e4107);
                        bool l_2199_ = (l_4_ != 0.0);
                        float l_2200_ = (l_2199_ ? l_2198_ : l_4_);
                        float l_2201_ = (l_2197_ - l_2200_);
                        float _e4113 = l_mut_138_;
                        float l_2202_ = (_e4113 - l_2201_);
                        float _e4115 = l_mut_138_;
                        float l_2203_ = (l_3_ * _e4115);
                        bool l_2204_ = (l_4_ != 0.0);
                        float l_2205_ = (l_2204_ ? l_2203_ : l_4_);
                        float _e4120 = l_mut_138_;
                        float l_2206_ = (l_2205_ - _e4120);
                        bool l_2207_ = (l_4_ != 0.0);
                        float l_2208_ = (l_2207_ ? l_2206_ : l_4_);
                        float l_2209_ = (l_2205_ - l_2208_);
                        float _e4126 = l_mut_138_;
                        float l_2210_ = (_e4126 - l_2209_);
                        float l_2211_ = (l_2201_ * l_2209_);
                        float l_2212_ = (l_2211_ - l_2194_);
                        float l_2213_ = (l_2201_ * l_2210_);
                        float l_2214_ = (l_2212_ + l_2213_);
                        float l_2215_ = (l_2202_ * l_2209_);
                        float l_2216_ = (l_2214_ + l_2215_);
                        float l_2217_ = (l_2202_ * l_2210_);
                        float l_2218_ = (l_2216_ + l_2217_);
                        float _e4136 = l_mut_138_;
                        float _e4137 = l_mut_137_;
                        float l_2219_ = (_e4136 * _e4137);
                        bool l_2220_ = (l_4_ != 0.0);
                        float l_2221_ = (l_2220_ ? l_2219_ : l_4_);
                        float _e4142 = l_mut_138_;
                        float l_2222_ = (l_3_ * _e4142);
                        bool l_2223_ = (l_4_ != 0.0);
                        float l_2224_ = (l_2223_ ? l_2222_ : l_4_);
                        float _e4147 = l_mut_138_;
                        float l_2225_ = (l_2224_ - _e4147);
                        bool l_2226_ = (l_4_ != 0.0);
                        float l_2227_ = (l_2226_ ? l_2225_ : l_4_);
                        float l_2228_ = (l_2224_ - l_2227_);
                        float _e4153 = l_mut_138_;
                        float l_2229_ = (_e4153 - l_2228_);
                        float _e4155 = l_mut_137_;
                        float l_2230_ = (l_3_ * _e4155);
                        bool l_2231_ = (l_4_ != 0.0);
                        float l_2232_ = (l_2231_ ? l_2230_ : l_4_);
                        float _e4160 = l_mut_137_;
                        float l_2233_ = (l_2232_ - _e4160);
                        bool l_2234_ = (l_4_ != 0.0);
                        float l_2235_ = (l_2234_ ? l_2233_ : l_4_);
                        float l_2236_ = (l_2232_ - l_2235_);
                        float _e4166 = l_mut_137_;
                        float l_2237_ = (_e4166 - l_2236_);
                        float l_2238_ = (l_2228_ * l_2236_);
                        float l_2239_ = (l_2238_ - l_2221_);
                        float l_2240_ = (l_2228_ * l_2237_);
                        float l_2241_ = (l_2239_ + l_2240_);
                        float l_2242_ = (l_2229_ * l_2236_);
                        float l_2243_ = (l_2241_ + l_2242_);
                        float l_2244_ = (l_2229_ * l_2237_);
                        float l_2245_ = (l_2243_ + l_2244_);
                        float _e4176 = l_mut_137_;
                        float _e4177 = l_mut_138_;
                        float l_2246_ = (_e4176 * _e4177);
                        bool l_2247_ = (l_4_ != 0.0);
                        float l_2248_ = (l_2247_ ? l_2246_ : l_4_);
                        float _e4182 = l_mut_137_;
                        float l_2249_ = (l_3_ * _e4182);
                        bool l_2250_ = (l_4_ != 0.0);
                        float l_2251_ = (l_2250_ ? l_2249_ : l_4_);
                        float _e4187 = l_mut_137_;
                        float l_2252_ = (l_2251_ - _e4187);
                        bool l_2253_ = (l_4_ != 0.0);
                        float l_2254_ = (l_2253_ ? l_2252_ : l_4_);
                        float l_2255_ = (l_2251_ - l_2254_);
                        float _e4193 = l_mut_137_;
                        float l_2256_ = (_e4193 - l_2255_);
                        float _e4195 = l_mut_138_;
                        float l_2257_ = (l_3_ * _e4195);
                        bool l_2258_ = (l_4_ != 0.0);
                        float l_2259_ = (l_2258_ ? l_2257_ : l_4_);
                        float _e4200 = l_mut_138_;
                        float l_2260_ = (l_2259_ - _e4200);
                        bool l_2261_ = (l_4_ != 0.0);
                        float l_2262_ = (l_2261_ ? l_2260_ : l_4_);
                        float l_2263_ = (l_2259_ - l_2262_);
                        float _e4206 = l_mut_138_;
                        float l_2264_ = (_e4206 - l_2263_);
                        float l_2265_ = (l_2255_ * l_2263_);
                        float l_2266_ = (l_2265_ - l_2248_);
                        float l_2267_ = (l_2255_ * l_2264_);
                        float l_2268_ = (l_2266_ + l_2267_);
                        float l_2269_ = (l_2256_ * l_2263_);
                        float l_2270_ = (l_2268_ + l_2269_);
                        float l_2271_ = (l_2256_ * l_2264_);
                        float l_2272_ = (l_2270_ + l_2271_);
                        float _e4216 = l_mut_138_;
                        float _e4217 = l_mut_136_;
                        float l_2273_ = (_e4216 * _e4217);
                        bool l_2274_ = (l_4_ != 0.0);
                        float l_2275_ = (l_2274_ ? l_2273_ : l_4_);
                        float _e4222 = l_mut_138_;
                        float l_2276_ = (l_3_ * _e4222);
                        bool l_2277_ = (l_4_ != 0.0);
                        float l_2278_ = (l_2277_ ? l_2276_ : l_4_);
                        float _e4227 = l_mut_138_;
                        float l_2279_ = (l_2278_ - _e4227);
                        bool l_2280_ = (l_4_ != 0.0);
                        float l_2281_ = (l_2280_ ? l_2279_ : l_4_);
                        float l_2282_ = (l_2278_ - l_2281_);
                        float _e4233 = l_mut_138_;
                        float l_2283_ = (_e4233 - l_2282_);
                        float _e4235 = l_mut_136_;
                        float l_2284_ = (l_3_ * _e4235);
                        bool l_2285_ = (l_4_ != 0.0);
                        float l_2286_ = (l_2285_ ? l_2284_ : l_4_);
                        float _e4240 = l_mut_136_;
                        float l_2287_ = (l_2286_ - _e4240);
                        bool l_2288_ = (l_4_ != 0.0);
                        float l_2289_ = (l_2288_ ? l_2287_ : l_4_);
                        float l_2290_ = (l_2286_ - l_2289_);
                        float _e4246 = l_mut_136_;
                        float l_2291_ = (_e4246 - l_2290_);
                        float l_2292_ = (l_2282_ * l_2290_);
                        float l_2293_ = (l_2292_ - l_2275_);
                        float l_2294_ = (l_2282_ * l_2291_);
                        float l_2295_ = (l_2293_ + l_2294_);
                        float l_2296_ = (l_2283_ * l_2290_);
                        float l_2297_ = (l_2295_ + l_2296_);
                        float l_2298_ = (l_2283_ * l_2291_);
                        float l_2299_ = (l_2297_ + l_2298_);
                        float _e4256 = l_mut_137_;
                        float _e4257 = l_mut_137_;
                        float l_2300_ = (_e4256 * _e4257);
                        bool l_2301_ = (l_4_ != 0.0);
                        float l_2302_ = (l_2301_ ? l_2300_ : l_4_);
                        float _e4262 = l_mut_137_;
                        float l_2303_ = (l_3_ * _e4262);
                        bool l_2304_ = (l_4_ != 0.0);
                        float l_2305_ = (l_2304_ ? l_2303_ : l_4_);
                        float _e4267 = l_mut_137_;
                        float l_2306_ = (l_2305_ - _e4267);
                        bool l_2307_ = (l_4_ != 0.0);
                        float l_2308_ = (l_2307_ ? l_2306_ : l_4_);
                        float l_2309_ = (l_2305_ - l_2308_);
                        float _e4273 = l_mut_137_;
                        float l_2310_ = (_e4273 - l_2309_);
                        float _e4275 = l_mut_137_;
                        float l_2311_ = (l_3_ * _e4275);
                        bool l_2312_ = (l_4_ != 0.0);
                        float l_2313_ = (l_2312_ ? l_2311_ : l_4_);
                        float _e4280 = l_mut_137_;
                        float l_2314_ = (l_2313_ - _e4280);
                        bool l_2315_ = (l_4_ != 0.0);
                        float l_2316_ = (l_2315_ ? l_2314_ : l_4_);
                        float l_2317_ = (l_2313_ - l_2316_);
                        float _e4286 = l_mut_137_;
                        float l_2318_ = (_e4286 - l_2317_);
                        float l_2319_ = (l_2309_ * l_2317_);
                        float l_2320_ = (l_2319_ - l_2302_);
                        float l_2321_ = (l_2309_ * l_2318_);
                        float l_2322_ = (l_2320_ + l_2321_);
                        float l_2323_ = (l_2310_ * l_2317_);
                        float l_2324_ = (l_2322_ + l_2323_);
                        float l_2325_ = (l_2310_ * l_2318_);
                        float l_2326_ = (l_2324_ + l_2325_);
                        float _e4296 = l_mut_136_;
                        float _e4297 = l_mut_138_;
                        float l_2327_ = (_e4296 * _e4297);
                        bool l_2328_ = (l_4_ != 0.0);
                        float l_2329_ = (l_2328_ ? l_2327_ : l_4_);
                        float _e4302 = l_mut_136_;
                        float l_2330_ = (l_3_ * _e4302);
                        bool l_2331_ = (l_4_ != 0.0);
                        float l_2332_ = (l_2331_ ? l_2330_ : l_4_);
                        float _e4307 = l_mut_136_;
                        float l_2333_ = (l_2332_ - _e4307);
                        bool l_2334_ = (l_4_ != 0.0);
                        float l_2335_ = (l_2334_ ? l_2333_ : l_4_);
                        float l_2336_ = (l_2332_ - l_2335_);
                        float _e4313 = l_mut_136_;
                        float l_2337_ = (_e4313 - l_2336_);
                        float _e4315 = l_mut_138_;
                        float l_2338_ = (l_3_ * _e4315);
                        bool l_2339_ = (l_4_ != 0.0);
                        float l_2340_ = (l_2339_ ? l_2338_ : l_4_);
                        float _e4320 = l_mut_138_;
                        float l_2341_ = (l_2340_ - _e4320);
                        bool l_2342_ = (l_4_ != 0.0);
                        float l_2343_ = (l_2342_ ? l_2341_ : l_4_);
                        float l_2344_ = (l_2340_ - l_2343_);
                        float _e4326 = l_mut_138_;
                        float l_2345_ = (_e4326 - l_2344_);
                        float l_2346_ = (l_2336_ * l_2344_);
                        float l_2347_ = (l_2346_ - l_2329_);
                        float l_2348_ = (l_2336_ * l_2345_);
                        float l_2349_ = (l_2347_ + l_2348_);
                        float l_2350_ = (l_2337_ * l_2344_);
                        float l_2351_ = (l_2349_ + l_2350_);
                        float l_2352_ = (l_2337_ * l_2345_);
                        float l_2353_ = (l_2351_ + l_2352_);
                        float l_2354_ = (l_2221_ + l_2248_);
                        bool l_2355_ = (l_4_ != 0.0);
                        float l_2356_ = (l_2355_ ? l_2354_ : l_4_);
                        float l_2357_ = (l_2356_ - l_2221_);
                        bool l_2358_ = (l_4_ != 0.0);
                        float l_2359_ = (l_2358_ ? l_2357_ : l_4_);
                        float l_2360_ = (l_2356_ - l_2359_);
                        bool l_2361_ = (l_4_ != 0.0);
                        float l_2362_ = (l_2361_ ? l_2360_ : l_4_);
                        float l_2363_ = (l_2221_ - l_2362_);
                        float l_2364_ = (l_2248_ - l_2359_);
                        float l_2365_ = (l_2363_ + l_2364_);
                        float l_2366_ = (l_2218_ + l_2356_);
                        bool l_2367_ = (l_4_ != 0.0);
                        float l_2368_ = (l_2367_ ? l_2366_ : l_4_);
                        float l_2369_ = (l_2368_ - l_2218_);
                        bool l_2370_ = (l_4_ != 0.0);
                        float l_2371_ = (l_2370_ ? l_2369_ : l_4_);
                        float l_2372_ = (l_2368_ - l_2371_);
                        bool l_2373_ = (l_4_ != 0.0);
                        float l_2374_ = (l_2373_ ? l_2372_ : l_4_);
                        float l_2375_ = (l_2218_ - l_2374_);
                        float l_2376_ = (l_2356_ - l_2371_);
                        float l_2377_ = (l_2375_ + l_2376_);
                        float l_2378_ = (l_2365_ + l_2377_);
                        bool l_2379_ = (l_4_ != 0.0);
                        float l_2380_ = (l_2379_ ? l_2378_ : l_4_);
                        float l_2381_ = (l_2380_ - l_2365_);
                        bool l_2382_ = (l_4_ != 0.0);
                        float l_2383_ = (l_2382_ ? l_2381_ : l_4_);
                        float l_2384_ = (l_2380_ - l_2383_);
                        bool l_2385_ = (l_4_ != 0.0);
                        float l_2386_ = (l_2385_ ? l_2384_ : l_4_);
                        float l_2387_ = (l_2365_ - l_2386_);
                        float l_2388_ = (l_2377_ - l_2383_);
                        float l_2389_ = (l_2387_ + l_2388_);
                        float l_2390_ = (l_2380_ + l_2245_);
                        bool l_2391_ = (l_4_ != 0.0);
                        float l_2392_ = (l_2391_ ? l_2390_ : l_4_);
                        float l_2393_ = (l_2392_ - l_2380_);
                        bool l_2394_ = (l_4_ != 0.0);
                        float l_2395_ = (l_2394_ ? l_2393_ : l_4_);
                        float l_2396_ = (l_2392_ - l_2395_);
                        bool l_2397_ = (l_4_ != 0.0);
                        float l_2398_ = (l_2397_ ? l_2396_ : l_4_);
                        float l_2399_ = (l_2380_ - l_2398_);
                        float l_2400_ = (l_2245_ - l_2395_);
                        float l_2401_ = (l_2399_ + l_2400_);
                        float l_2402_ = (l_2272_ + l_2392_);
                        bool l_2403_ = (l_4_ != 0.0);
                        float l_2404_ = (l_2403_ ? l_2402_ : l_4_);
                        float l_2405_ = (l_2404_ - l_2272_);
                        bool l_2406_ = (l_4_ != 0.0);
                        float l_2407_ = (l_2406_ ? l_2405_ : l_4_);
                        float l_2408_ = (l_2404_ - l_2407_);
                        bool l_2409_ = (l_4_ != 0.0);
                        float l_2410_ = (l_2409_ ? l_2408_ : l_4_);
                        float l_2411_ = (l_2272_ - l_2410_);
                        float l_2412_ = (l_2392_ - l_2407_);
                        float l_2413_ = (l_2411_ + l_2412_);
                        float l_2414_ = (l_2401_ + l_2413_);
                        bool l_2415_ = (l_4_ != 0.0);
                        float l_2416_ = (l_2415_ ? l_2414_ : l_4_);
                        float l_2417_ = (l_2416_ - l_2401_);
                        bool l_2418_ = (l_4_ != 0.0);
                        float l_2419_ = (l_2418_ ? l_2417_ : l_4_);
                        float l_2420_ = (l_2416_ - l_2419_);
                        bool l_2421_ = (l_4_ != 0.0);
                        float l_2422_ = (l_2421_ ? l_2420_ : l_4_);
                        float l_2423_ = (l_2401_ - l_2422_);
                        float l_2424_ = (l_2413_ - l_2419_);
                        float l_2425_ = (l_2423_ + l_2424_);
                        float l_2426_ = (l_2275_ + l_2302_);
                        bool l_2427_ = (l_4_ != 0.0);
                        float l_2428_ = (l_2427_ ? l_2426_ : l_4_);
                        float l_2429_ = (l_2428_ - l_2275_);
                        bool l_2430_ = (l_4_ != 0.0);
                        float l_2431_ = (l_2430_ ? l_2429_ : l_4_);
                        float l_2432_ = (l_2428_ - l_2431_);
                        bool l_2433_ = (l_4_ != 0.0);
                        float l_2434_ = (l_2433_ ? l_2432_ : l_4_);
                        float l_2435_ = (l_2275_ - l_2434_);
                        float l_2436_ = (l_2302_ - l_2431_);
                        float l_2437_ = (l_2435_ + l_2436_);
                        float l_2438_ = (l_2329_ + l_2428_);
                        bool l_2439_ = (l_4_ != 0.0);
                        float l_2440_ = (l_2439_ ? l_2438_ : l_4_);
                        float l_2441_ = (l_2440_ - l_2329_);
                        bool l_2442_ = (l_4_ != 0.0);
                        float l_2443_ = (l_2442_ ? l_2441_ : l_4_);
                        float l_2444_ = (l_2440_ - l_2443_);
                        bool l_2445_ = (l_4_ != 0.0);
                        float l_2446_ = (l_2445_ ? l_2444_ : l_4_);
                        float l_2447_ = (l_2329_ - l_2446_);
                        float l_2448_ = (l_2428_ - l_2443_);
                        float l_2449_ = (l_2447_ + l_2448_);
                        float l_2450_ = (l_2437_ + l_2449_);
                        bool l_2451_ = (l_4_ != 0.0);
                        float l_2452_ = (l_2451_ ? l_2450_ : l_4_);
                        float l_2453_ = (l_2452_ - l_2437_);
                        bool l_2454_ = (l_4_ != 0.0);
                        float l_2455_ = (l_2454_ ? l_2453_ : l_4_);
                        float l_2456_ = (l_2452_ - l_2455_);
                        bool l_2457_ = (l_4_ != 0.0);
                        float l_2458_ = (l_2457_ ? l_2456_ : l_4_);
                        float l_2459_ = (l_2437_ - l_2458_);
                        float l_2460_ = (l_2449_ - l_2455_);
                        float l_2461_ = (l_2459_ + l_2460_);
                        float l_2462_ = (l_2404_ + l_2440_);
                        bool l_2463_ = (l_4_ != 0.0);
                        float l_2464_ = (l_2463_ ? l_2462_ : l_4_);
                        float l_2465_ = (l_2464_ - l_2404_);
                        bool l_2466_ = (l_4_ != 0.0);
                        float l_2467_ = (l_2466_ ? l_2465_ : l_4_);
                        float l_2468_ = (l_2464_ - l_2467_);
                        bool l_2469_ = (l_4_ != 0.0);
                        float l_2470_ = (l_2469_ ? l_2468_ : l_4_);
                        float l_2471_ = (l_2404_ - l_2470_);
                        float l_2472_ = (l_2440_ - l_2467_);
                        float l_2473_ = (l_2471_ + l_2472_);
                        float l_2474_ = (l_2416_ + l_2452_);
                        bool l_2475_ = (l_4_ != 0.0);
                        float l_2476_ = (l_2475_ ? l_2474_ : l_4_);
                        float l_2477_ = (l_2476_ - l_2416_);
                        bool l_2478_ = (l_4_ != 0.0);
                        float l_2479_ = (l_2478_ ? l_2477_ : l_4_);
                        float l_2480_ = (l_2476_ - l_2479_);
                        bool l_2481_ = (l_4_ != 0.0);
                        float l_2482_ = (l_2481_ ? l_2480_ : l_4_);
                        float l_2483_ = (l_2416_ - l_2482_);
                        float l_2484_ = (l_2452_ - l_2479_);
                        float l_2485_ = (l_2483_ + l_2484_);
                        float l_2486_ = (l_2476_ + l_2473_);
                        bool l_2487_ = (l_4_ != 0.0);
                        float l_2488_ = (l_2487_ ? l_2486_ : l_4_);
                        float l_2489_ = (l_2488_ - l_2476_);
                        bool l_2490_ = (l_4_ != 0.0);
                        float l_2491_ = (l_2490_ ? l_2489_ : l_4_);
                        float l_2492_ = (l_2488_ - l_2491_);
                        bool l_2493_ = (l_4_ != 0.0);
                        float l_2494_ = (l_2493_ ? l_2492_ : l_4_);
                        float l_2495_ = (l_2476_ - l_2494_);
                        float l_2496_ = (l_2473_ - l_2491_);
                        float l_2497_ = (l_2495_ + l_2496_);
                        float l_2498_ = (l_2425_ + l_2461_);
                        float l_2499_ = (l_2497_ + l_2485_);
                        float l_2500_ = (l_2498_ + l_2499_);
                        float _e4519 = l_mut_138_;
                        float _e4520 = l_mut_135_;
                        float l_2501_ = (_e4519 * _e4520);
                        float _e4522 = l_mut_137_;
                        float _e4523 = l_mut_136_;
                        float l_2502_ = (_e4522 * _e4523);
                        float l_2503_ = (l_2501_ + l_2502_);
                        float _e4526 = l_mut_136_;
                        float _e4527 = l_mut_137_;
                        float l_2504_ = (_e4526 * _e4527);
                        float _e4529 = l_mut_135_;
                        float _e4530 = l_mut_138_;
                        float l_2505_ = (_e4529 * _e4530);
                        float l_2506_ = (l_2504_ + l_2505_);
                        float l_2507_ = (l_2503_ + l_2506_);
                        float l_2508_ = (l_2389_ + l_2299_);
                        float l_2509_ = (l_2326_ + l_2353_);
                        float l_2510_ = (l_2508_ + l_2509_);
                        float l_2511_ = (l_2507_ + l_2510_);
                        float l_2512_ = (l_2488_ + l_2511_);
                        float l_2513_ = (l_2512_ + l_2500_);
                        bool l_2514_ = (l_4_ != 0.0);
                        float l_2515_ = (l_2514_ ? l_2513_ : l_4_);
                        float l_2516_ = (l_2515_ - l_2512_);
                        bool l_2517_ = (l_4_ != 0.0);
                        float l_2518_ = (l_2517_ ? l_2516_ : l_4_);
                        float l_2519_ = (l_2500_ - l_2518_);
                        float l_2520_ = (l_2464_ + l_2515_);
                        bool l_2521_ = (l_4_ != 0.0);
                        float l_2522_ = (l_2521_ ? l_2520_ : l_4_);
                        float l_2523_ = (l_2522_ - l_2464_);
                        bool l_2524_ = (l_4_ != 0.0);
                        float l_2525_ = (l_2524_ ? l_2523_ : l_4_);
                        float l_2526_ = (l_2515_ - l_2525_);
                        float l_2527_ = (l_2368_ + l_2522_);
                        bool l_2528_ = (l_4_ != 0.0);
                        float l_2529_ = (l_2528_ ? l_2527_ : l_4_);
                        float l_2530_ = (l_2529_ - l_2368_);
                        bool l_2531_ = (l_4_ != 0.0);
                        float l_2532_ = (l_2531_ ? l_2530_ : l_4_);
                        float l_2533_ = (l_2522_ - l_2532_);
                        float l_2534_ = (l_2194_ + l_2529_);
                        bool l_2535_ = (l_4_ != 0.0);
                        float l_2536_ = (l_2535_ ? l_2534_ : l_4_);
                        float l_2537_ = (l_2536_ - l_2194_);
                        bool l_2538_ = (l_4_ != 0.0);
                        float l_2539_ = (l_2538_ ? l_2537_ : l_4_);
                        float l_2540_ = (l_2529_ - l_2539_);
                        l_mut_134_ = 0.0;
                        l_mut_52_ = 0.0;
                        l_mut_51_ = 0.0;
                        l_mut_50_ = 0.0;
                        l_mut_49_ = l_2536_;
                        l_mut_139_ = 0u;
                        float _e4580 = l_mut_49_;
                        float l_2541_ = (_e4580 + l_2540_);
                        bool l_2542_ = (l_4_ != 0.0);
                        float l_2543_ = (l_2542_ ? l_2541_ : l_4_);
                        float _e4585 = l_mut_49_;
                        float l_2544_ = (l_2543_ - _e4585);
                        bool l_2545_ = (l_4_ != 0.0);
                        float l_2546_ = (l_2545_ ? l_2544_ : l_4_);
                        float l_2547_ = (l_2540_ - l_2546_);
                        uint _e4591 = l_mut_139_;
                        bool l_2548_ = (_e4591 < 3u);
                        bool l_2549_ = (l_2547_ != 0.0);
                        if (l_2548_) {
                            local_108 = l_2549_;
                        } else {
                            local_108 = false;
                        }
                        bool l_2550_ = local_108;
                        uint _e4600 = l_mut_139_;
                        bool l_2551_ = (_e4600 == 0u);
                        if (l_2550_) {
                            local_109 = l_2551_;
                        } else {
                            local_109 = false;
                        }
                        bool l_2552_ = local_109;
                        float _e4607 = l_mut_134_;
                        float l_2553_ = (l_2552_ ? l_2543_ : _e4607);
                        l_mut_134_ = l_2553_;
                        uint _e4609 = l_mut_139_;
                        bool l_2554_ = (_e4609 == 1u);
                        if (l_2550_) {
                            local_110 = l_2554_;
                        } else {
                            local_110 = false;
                        }
                        bool l_2555_ = local_110;
                        float _e4616 = l_mut_52_;
                        float l_2556_ = (l_2555_ ? l_2543_ : _e4616);
                        l_mut_52_ = l_2556_;
                        uint _e4618 = l_mut_139_;
                        bool l_2557_ = (_e4618 == 2u);
                        if (l_2550_) {
                            local_111 = l_2557_;
                        } else {
                            local_111 = false;
                        }
                        bool l_2558_ = local_111;
                        float _e4625 = l_mut_51_;
                        float l_2559_ = (l_2558_ ? l_2543_ : _e4625);
                        l_mut_51_ = l_2559_;
                        float l_2560_ = (l_2550_ ? l_2547_ : l_2543_);
                        float _e4628 = l_mut_49_;
                        float l_2561_ = (_e4628 + l_2540_);
                        float l_2562_ = (l_2548_ ? l_2560_ : l_2561_);
                        l_mut_49_ = l_2562_;
                        uint l_2563_ = uint(l_2550_);
                        uint _e4632 = l_mut_139_;
                        l_mut_139_ = (_e4632 + l_2563_);
                        float _e4634 = l_mut_49_;
                        float l_2564_ = (_e4634 + l_2533_);
                        bool l_2565_ = (l_4_ != 0.0);
                        float l_2566_ = (l_2565_ ? l_2564_ : l_4_);
                        float _e4639 = l_mut_49_;
                        float l_2567_ = (l_2566_ - _e4639);
                        bool l_2568_ = (l_4_ != 0.0);
                        float l_2569_ = (l_2568_ ? l_2567_ : l_4_);
                        float l_2570_ = (l_2533_ - l_2569_);
                        uint _e4645 = l_mut_139_;
                        bool l_2571_ = (_e4645 < 3u);
                        bool l_2572_ = (l_2570_ != 0.0);
                        if (l_2571_) {
                            local_112 = l_2572_;
                        } else {
                            local_112 = false;
                        }
                        bool l_2573_ = local_112;
                        uint _e4654 = l_mut_139_;
                        bool l_2574_ = (_e4654 == 0u);
                        if (l_2573_) {
                            local_113 = l_2574_;
                        } else {
                            local_113 = false;
                        }
                        bool l_2575_ = local_113;
                        float _e4661 = l_mut_134_;
                        float l_2576_ = (l_2575_ ? l_2566_ : _e4661);
                        l_mut_134_ = l_2576_;
                        uint _e4663 = l_mut_139_;
                        bool l_2577_ = (_e4663 == 1u);
                        if (l_2573_) {
                            local_114 = l_2577_;
                        } else {
                            local_114 = false;
                        }
                        bool l_2578_ = local_114;
                        float _e4670 = l_mut_52_;
                        float l_2579_ = (l_2578_ ? l_2566_ : _e4670);
                        l_mut_52_ = l_2579_;
                        uint _e4672 = l_mut_139_;
                        bool l_2580_ = (_e4672 == 2u);
                        if (l_2573_) {
                            local_115 = l_2580_;
                        } else {
                            local_115 = false;
                        }
                        bool l_2581_ = local_115;
                        float _e4679 = l_mut_51_;
                        float l_2582_ = (l_2581_ ? l_2566_ : _e4679);
                        l_mut_51_ = l_2582_;
                        float l_2583_ = (l_2573_ ? l_2570_ : l_2566_);
                        float _e4682 = l_mut_49_;
                        float l_2584_ = (_e4682 + l_2533_);
                        float l_2585_ = (l_2571_ ? l_2583_ : l_2584_);
                        l_mut_49_ = l_2585_;
                        uint l_2586_ = uint(l_2573_);
                        uint _e4686 = l_mut_139_;
                        l_mut_139_ = (_e4686 + l_2586_);
                        float _e4688 = l_mut_49_;
                        float l_2587_ = (_e4688 + l_2526_);
                        bool l_2588_ = (l_4_ != 0.0);
                        float l_2589_ = (l_2588_ ? l_2587_ : l_4_);
                        float _e4693 = l_mut_49_;
                        float l_2590_ = (l_2589_ - _e4693);
                        bool l_2591_ = (l_4_ != 0.0);
                        float l_2592_ = (l_2591_ ? l_2590_ : l_4_);
                        float l_2593_ = (l_2526_ - l_2592_);
                        uint _e4699 = l_mut_139_;
                        bool l_2594_ = (_e4699 < 3u);
                        bool l_2595_ = (l_2593_ != 0.0);
                        if (l_2594_) {
                            local_116 = l_2595_;
                        } else {
                            local_116 = false;
                        }
                        bool l_2596_ = local_116;
                        uint _e4708 = l_mut_139_;
                        bool l_2597_ = (_e4708 == 0u);
                        if (l_2596_) {
                            local_117 = l_2597_;
                        } else {
                            local_117 = false;
                        }
                        bool l_2598_ = local_117;
                        float _e4715 = l_mut_134_;
                        float l_2599_ = (l_2598_ ? l_2589_ : _e4715);
                        l_mut_134_ = l_2599_;
                        uint _e4717 = l_mut_139_;
                        bool l_2600_ = (_e4717 == 1u);
                        if (l_2596_) {
                            local_118 = l_2600_;
                        } else {
                            local_118 = false;
                        }
                        bool l_2601_ = local_118;
                        float _e4724 = l_mut_52_;
                        float l_2602_ = (l_2601_ ? l_2589_ : _e4724);
                        l_mut_52_ = l_2602_;
                        uint _e4726 = l_mut_139_;
                        bool l_2603_ = (_e4726 == 2u);
                        if (l_2596_) {
                            local_119 = l_2603_;
                        } else {
                            local_119 = false;
                        }
                        bool l_2604_ = local_119;
                        float _e4733 = l_mut_51_;
                        float l_2605_ = (l_2604_ ? l_2589_ : _e4733);
                        l_mut_51_ = l_2605_;
                        float l_2606_ = (l_2596_ ? l_2593_ : l_2589_);
                        float _e4736 = l_mut_49_;
                        float l_2607_ = (_e4736 + l_2526_);
                        float l_2608_ = (l_2594_ ? l_2606_ : l_2607_);
                        l_mut_49_ = l_2608_;
                        uint l_2609_ = uint(l_2596_);
                        uint _e4740 = l_mut_139_;
                        l_mut_139_ = (_e4740 + l_2609_);
                        float _e4742 = l_mut_49_;
                        float l_2610_ = (_e4742 + l_2519_);
                        bool l_2611_ = (l_4_ != 0.0);
                        float l_2612_ = (l_2611_ ? l_2610_ : l_4_);
                        float _e4747 = l_mut_49_;
                        float l_2613_ = (l_2612_ - _e4747);
                        bool l_2614_ = (l_4_ != 0.0);
                        float l_2615_ = (l_2614_ ? l_2613_ : l_4_);
                        float l_2616_ = (l_2519_ - l_2615_);
                        uint _e4753 = l_mut_139_;
                        bool l_2617_ = (_e4753 < 3u);
                        bool l_2618_ = (l_2616_ != 0.0);
                        if (l_2617_) {
                            local_120 = l_2618_;
                        } else {
                            local_120 = false;
                        }
                        bool l_2619_ = local_120;
                        uint _e4762 = l_mut_139_;
                        bool l_2620_ = (_e4762 == 0u);
                        if (l_2619_) {
                            local_121 = l_2620_;
                        } else {
                            local_121 = false;
                        }
                        bool l_2621_ = local_121;
                        float _e4769 = l_mut_134_;
                        float l_2622_ = (l_2621_ ? l_2612_ : _e4769);
                        l_mut_134_ = l_2622_;
                        uint _e4771 = l_mut_139_;
                        bool l_2623_ = (_e4771 == 1u);
                        if (l_2619_) {
                            local_122 = l_2623_;
                        } else {
                            local_122 = false;
                        }
                        bool l_2624_ = local_122;
                        float _e4778 = l_mut_52_;
                        float l_2625_ = (l_2624_ ? l_2612_ : _e4778);
                        l_mut_52_ = l_2625_;
                        uint _e4780 = l_mut_139_;
                        bool l_2626_ = (_e4780 == 2u);
                        if (l_2619_) {
                            local_123 = l_2626_;
                        } else {
                            local_123 = false;
                        }
                        bool l_2627_ = local_123;
                        float _e4787 = l_mut_51_;
                        float l_2628_ = (l_2627_ ? l_2612_ : _e4787);
                        l_mut_51_ = l_2628_;
                        float l_2629_ = (l_2619_ ? l_2616_ : l_2612_);
                        float _e4790 = l_mut_49_;
                        float l_2630_ = (_e4790 + l_2519_);
                        float l_2631_ = (l_2617_ ? l_2629_ : l_2630_);
                        l_mut_49_ = l_2631_;
                        uint l_2632_ = uint(l_2619_);
                        uint _e4794 = l_mut_139_;
                        l_mut_139_ = (_e4794 + l_2632_);
                        uint _e4796 = l_mut_139_;
                        bool l_2633_ = (_e4796 == 0u);
                        float _e4799 = l_mut_134_;
                        float _e4800 = l_mut_49_;
                        float l_2634_ = (l_2633_ ? _e4800 : _e4799);
                        l_mut_134_ = l_2634_;
                        uint _e4802 = l_mut_139_;
                        bool l_2635_ = (_e4802 == 1u);
                        float _e4805 = l_mut_52_;
                        float _e4806 = l_mut_49_;
                        float l_2636_ = (l_2635_ ? _e4806 : _e4805);
                        l_mut_52_ = l_2636_;
                        uint _e4808 = l_mut_139_;
                        bool l_2637_ = (_e4808 == 2u);
                        float _e4811 = l_mut_51_;
                        float _e4812 = l_mut_49_;
                        float l_2638_ = (l_2637_ ? _e4812 : _e4811);
                        l_mut_51_ = l_2638_;
                        uint _e4814 = l_mut_139_;
                        bool l_2639_ = (_e4814 == 3u);
                        float _e4817 = l_mut_50_;
                        float _e4818 = l_mut_49_;
                        float l_2640_ = (l_2639_ ? _e4818 : _e4817);
                        l_mut_50_ = l_2640_;
                        a_2641_[0] = l_2188_;
                        float _e4822 = l_mut_134_;
                        a_2641_[1] = _e4822;
                        a_2641_[2] = l_2189_;
                        float _e4825 = l_mut_52_;
                        a_2641_[3] = _e4825;
                        a_2641_[4] = l_2190_;
                        float _e4828 = l_mut_51_;
                        a_2641_[5] = _e4828;
                        a_2641_[6] = l_2191_;
                        float _e4831 = l_mut_50_;
                        a_2641_[7] = _e4831;
                        float l_2642_ = a_2641_[7];
                        l_mut_49_ = l_2642_;
                        float l_2643_ = a_2641_[6];
                        float _e4836 = l_mut_49_;
                        float l_2644_ = (l_2643_ + _e4836);
                        bool l_2645_ = (l_4_ != 0.0);
                        float l_2646_ = (l_2645_ ? l_2644_ : l_4_);
                        float l_2647_ = (l_2646_ - l_2643_);
                        bool l_2648_ = (l_4_ != 0.0);
                        float l_2649_ = (l_2648_ ? l_2647_ : l_4_);
                        float l_2650_ = (l_2646_ - l_2649_);
                        bool l_2651_ = (l_4_ != 0.0);
                        float l_2652_ = (l_2651_ ? l_2650_ : l_4_);
                        float l_2653_ = (l_2643_ - l_2652_);
                        float _e4850 = l_mut_49_;
                        float l_2654_ = (_e4850 - l_2649_);
                        float l_2655_ = (l_2653_ + l_2654_);
                        a_2641_[7] = l_2655_;
                        l_mut_49_ = l_2646_;
                        float l_2656_ = a_2641_[5];
                        float _e4856 = l_mut_49_;
                        float l_2657_ = (l_2656_ + _e4856);
                        bool l_2658_ = (l_4_ != 0.0);
                        float l_2659_ = (l_2658_ ? l_2657_ : l_4_);
                        float l_2660_ = (l_2659_ - l_2656_);
                        bool l_2661_ = (l_4_ != 0.0);
                        float l_2662_ = (l_2661_ ? l_2660_ : l_4_);
                        float l_2663_ = (l_2659_ - l_2662_);
                        bool l_2664_ = (l_4_ != 0.0);
                        float l_2665_ = (l_2664_ ? l_2663_ : l_4_);
                        float l_2666_ = (l_2656_ - l_2665_);
                        float _e4870 = l_mut_49_;
                        float l_2667_ = (_e4870 - l_2662_);
                        float l_2668_ = (l_2666_ + l_2667_);
                        a_2641_[6] = l_2668_;
                        l_mut_49_ = l_2659_;
                        float l_2669_ = a_2641_[4];
                        float _e4876 = l_mut_49_;
                        float l_2670_ = (l_2669_ + _e4876);
                        bool l_2671_ = (l_4_ != 0.0);
                        float l_2672_ = (l_2671_ ? l_2670_ : l_4_);
                        float l_2673_ = (l_2672_ - l_2669_);
                        bool l_2674_ = (l_4_ != 0.0);
                        float l_2675_ = (l_2674_ ? l_2673_ : l_4_);
                        float l_2676_ = (l_2672_ - l_2675_);
                        bool l_2677_ = (l_4_ != 0.0);
                        float l_2678_ = (l_2677_ ? l_2676_ : l_4_);
                        float l_2679_ = (l_2669_ - l_2678_);
                        float _e4890 = l_mut_49_;
                        float l_2680_ = (_e4890 - l_2675_);
                        float l_2681_ = (l_2679_ + l_2680_);
                        a_2641_[5] = l_2681_;
                        l_mut_49_ = l_2672_;
                        float l_2682_ = a_2641_[3];
                        float _e4896 = l_mut_49_;
                        float l_2683_ = (l_2682_ + _e4896);
                        bool l_2684_ = (l_4_ != 0.0);
                        float l_2685_ = (l_2684_ ? l_2683_ : l_4_);
                        float l_2686_ = (l_2685_ - l_2682_);
                        bool l_2687_ = (l_4_ != 0.0);
                        float l_2688_ = (l_2687_ ? l_2686_ : l_4_);
                        float l_2689_ = (l_2685_ - l_2688_);
                        bool l_2690_ = (l_4_ != 0.0);
                        float l_2691_ = (l_2690_ ? l_2689_ : l_4_);
                        float l_2692_ = (l_2682_ - l_2691_);
                        float _e4910 = l_mut_49_;
                        float l_2693_ = (_e4910 - l_2688_);
                        float l_2694_ = (l_2692_ + l_2693_);
                        a_2641_[4] = l_2694_;
                        l_mut_49_ = l_2685_;
                        float l_2695_ = a_2641_[2];
                        float _e4916 = l_mut_49_;
                        float l_2696_ = (l_2695_ + _e4916);
                        bool l_2697_ = (l_4_ != 0.0);
                        float l_2698_ = (l_2697_ ? l_2696_ : l_4_);
                        float l_2699_ = (l_2698_ - l_2695_);
                        bool l_2700_ = (l_4_ != 0.0);
                        float l_2701_ = (l_2700_ ? l_2699_ : l_4_);
                        float l_2702_ = (l_2698_ - l_2701_);
                        bool l_2703_ = (l_4_ != 0.0);
                        float l_2704_ = (l_2703_ ? l_2702_ : l_4_);
                        float l_2705_ = (l_2695_ - l_2704_);
                        float _e4930 = l_mut_49_;
                        float l_2706_ = (_e4930 - l_2701_);
                        float l_2707_ = (l_2705_ + l_2706_);
                        a_2641_[3] = l_2707_;
                        l_mut_49_ = l_2698_;
                        float l_2708_ = a_2641_[1];
                        float _e4936 = l_mut_49_;
                        float l_2709_ = (l_2708_ + _e4936);
                        bool l_2710_ = (l_4_ != 0.0);
                        float l_2711_ = (l_2710_ ? l_2709_ : l_4_);
                        float l_2712_ = (l_2711_ - l_2708_);
                        bool l_2713_ = (l_4_ != 0.0);
                        float l_2714_ = (l_2713_ ? l_2712_ : l_4_);
                        float l_2715_ = (l_2711_ - l_2714_);
                        bool l_2716_ = (l_4_ != 0.0);
                        float l_2717_ = (l_2716_ ? l_2715_ : l_4_);
                        float l_2718_ = (l_2708_ - l_2717_);
                        float _e4950 = l_mut_49_;
                        float l_2719_ = (_e4950 - l_2714_);
                        float l_2720_ = (l_2718_ + l_2719_);
                        a_2641_[2] = l_2720_;
                        l_mut_49_ = l_2711_;
                        float l_2721_ = a_2641_[0];
                        float _e4956 = l_mut_49_;
                        float l_2722_ = (l_2721_ + _e4956);
                        bool l_2723_ = (l_4_ != 0.0);
                        float l_2724_ = (l_2723_ ? l_2722_ : l_4_);
                        float l_2725_ = (l_2724_ - l_2721_);
                        bool l_2726_ = (l_4_ != 0.0);
                        float l_2727_ = (l_2726_ ? l_2725_ : l_4_);
                        float l_2728_ = (l_2724_ - l_2727_);
                        bool l_2729_ = (l_4_ != 0.0);
                        float l_2730_ = (l_2729_ ? l_2728_ : l_4_);
                        float l_2731_ = (l_2721_ - l_2730_);
                        float _e4970 = l_mut_49_;
                        float l_2732_ = (_e4970 - l_2727_);
                        float l_2733_ = (l_2731_ + l_2732_);
                        a_2641_[1] = l_2733_;
                        l_mut_49_ = l_2724_;
                        float _e4975 = l_mut_49_;
                        a_2641_[0] = _e4975;
                        float l_2734_ = a_2641_[7];
                        l_mut_49_ = l_2734_;
                        float l_2735_ = a_2641_[6];
                        float _e4980 = l_mut_49_;
                        float l_2736_ = (l_2735_ + _e4980);
                        bool l_2737_ = (l_4_ != 0.0);
                        float l_2738_ = (l_2737_ ? l_2736_ : l_4_);
                        float l_2739_ = (l_2738_ - l_2735_);
                        bool l_2740_ = (l_4_ != 0.0);
                        float l_2741_ = (l_2740_ ? l_2739_ : l_4_);
                        float l_2742_ = (l_2738_ - l_2741_);
                        bool l_2743_ = (l_4_ != 0.0);
                        float l_2744_ = (l_2743_ ? l_2742_ : l_4_);
                        float l_2745_ = (l_2735_ - l_2744_);
                        float _e4994 = l_mut_49_;
                        float l_2746_ = (_e4994 - l_2741_);
                        float l_2747_ = (l_2745_ + l_2746_);
                        a_2641_[7] = l_2747_;
                        l_mut_49_ = l_2738_;
                        float l_2748_ = a_2641_[5];
                        float _e5000 = l_mut_49_;
                        float l_2749_ = (l_2748_ + _e5000);
                        bool l_2750_ = (l_4_ != 0.0);
                        float l_2751_ = (l_2750_ ? l_2749_ : l_4_);
                        float l_2752_ = (l_2751_ - l_2748_);
                        bool l_2753_ = (l_4_ != 0.0);
                        float l_2754_ = (l_2753_ ? l_2752_ : l_4_);
                        float l_2755_ = (l_2751_ - l_2754_);
                        bool l_2756_ = (l_4_ != 0.0);
                        float l_2757_ = (l_2756_ ? l_2755_ : l_4_);
                        float l_2758_ = (l_2748_ - l_2757_);
                        float _e5014 = l_mut_49_;
                        float l_2759_ = (_e5014 - l_2754_);
                        float l_2760_ = (l_2758_ + l_2759_);
                        a_2641_[6] = l_2760_;
                        l_mut_49_ = l_2751_;
                        float l_2761_ = a_2641_[4];
                        float _e5020 = l_mut_49_;
                        float l_2762_ = (l_2761_ + _e5020);
                        bool l_2763_ = (l_4_ != 0.0);
                        float l_2764_ = (l_2763_ ? l_2762_ : l_4_);
                        float l_2765_ = (l_2764_ - l_2761_);
                        bool l_2766_ = (l_4_ != 0.0);
                        float l_2767_ = (l_2766_ ? l_2765_ : l_4_);
                        float l_2768_ = (l_2764_ - l_2767_);
                        bool l_2769_ = (l_4_ != 0.0);
                        float l_2770_ = (l_2769_ ? l_2768_ : l_4_);
                        float l_2771_ = (l_2761_ - l_2770_);
                        float _e5034 = l_mut_49_;
                        float l_2772_ = (_e5034 - l_2767_);
                        float l_2773_ = (l_2771_ + l_2772_);
                        a_2641_[5] = l_2773_;
                        l_mut_49_ = l_2764_;
                        float l_2774_ = a_2641_[3];
                        float _e5040 = l_mut_49_;
                        float l_2775_ = (l_2774_ + _e5040);
                        bool l_2776_ = (l_4_ != 0.0);
                        float l_2777_ = (l_2776_ ? l_2775_ : l_4_);
                        float l_2778_ = (l_2777_ - l_2774_);
                        bool l_2779_ = (l_4_ != 0.0);
                        float l_2780_ = (l_2779_ ? l_2778_ : l_4_);
                        float l_2781_ = (l_2777_ - l_2780_);
                        bool l_2782_ = (l_4_ != 0.0);
                        float l_2783_ = (l_2782_ ? l_2781_ : l_4_);
                        float l_2784_ = (l_2774_ - l_2783_);
                        float _e5054 = l_mut_49_;
                        float l_2785_ = (_e5054 - l_2780_);
                        float l_2786_ = (l_2784_ + l_2785_);
                        a_2641_[4] = l_2786_;
                        l_mut_49_ = l_2777_;
                        float l_2787_ = a_2641_[2];
                        float _e5060 = l_mut_49_;
                        float l_2788_ = (l_2787_ + _e5060);
                        bool l_2789_ = (l_4_ != 0.0);
                        float l_2790_ = (l_2789_ ? l_2788_ : l_4_);
                        float l_2791_ = (l_2790_ - l_2787_);
                        bool l_2792_ = (l_4_ != 0.0);
                        float l_2793_ = (l_2792_ ? l_2791_ : l_4_);
                        float l_2794_ = (l_2790_ - l_2793_);
                        bool l_2795_ = (l_4_ != 0.0);
                        float l_2796_ = (l_2795_ ? l_2794_ : l_4_);
                        float l_2797_ = (l_2787_ - l_2796_);
                        float _e5074 = l_mut_49_;
                        float l_2798_ = (_e5074 - l_2793_);
                        float l_2799_ = (l_2797_ + l_2798_);
                        a_2641_[3] = l_2799_;
                        l_mut_49_ = l_2790_;
                        float l_2800_ = a_2641_[1];
                        float _e5080 = l_mut_49_;
                        float l_2801_ = (l_2800_ + _e5080);
                        bool l_2802_ = (l_4_ != 0.0);
                        float l_2803_ = (l_2802_ ? l_2801_ : l_4_);
                        float l_2804_ = (l_2803_ - l_2800_);
                        bool l_2805_ = (l_4_ != 0.0);
                        float l_2806_ = (l_2805_ ? l_2804_ : l_4_);
                        float l_2807_ = (l_2803_ - l_2806_);
                        bool l_2808_ = (l_4_ != 0.0);
                        float l_2809_ = (l_2808_ ? l_2807_ : l_4_);
                        float l_2810_ = (l_2800_ - l_2809_);
                        float _e5094 = l_mut_49_;
                        float l_2811_ = (_e5094 - l_2806_);
                        float l_2812_ = (l_2810_ + l_2811_);
                        a_2641_[2] = l_2812_;
                        l_mut_49_ = l_2803_;
                        float l_2813_ = a_2641_[0];
                        float _e5100 = l_mut_49_;
                        float l_2814_ = (l_2813_ + _e5100);
                        bool l_2815_ = (l_4_ != 0.0);
                        float l_2816_ = (l_2815_ ? l_2814_ : l_4_);
                        float l_2817_ = (l_2816_ - l_2813_);
                        bool l_2818_ = (l_4_ != 0.0);
                        float l_2819_ = (l_2818_ ? l_2817_ : l_4_);
                        float l_2820_ = (l_2816_ - l_2819_);
                        bool l_2821_ = (l_4_ != 0.0);
                        float l_2822_ = (l_2821_ ? l_2820_ : l_4_);
                        float l_2823_ = (l_2813_ - l_2822_);
                        float _e5114 = l_mut_49_;
                        float l_2824_ = (_e5114 - l_2819_);
                        float l_2825_ = (l_2823_ + l_2824_);
                        a_2641_[1] = l_2825_;
                        l_mut_49_ = l_2816_;
                        float _e5119 = l_mut_49_;
                        a_2641_[0] = _e5119;
                        l_mut_49_ = 0.0;
                        l_mut_2826_ = 0.0;
                        l_mut_2827_ = 0.0;
                        l_mut_2828_ = 0.0;
                        float l_2829_ = a_2641_[0];
                        l_mut_2830_ = l_2829_;
                        l_mut_139_ = 0u;
                        float l_2831_ = a_2641_[1];
                        float _e5129 = l_mut_2830_;
                        float l_2832_ = (_e5129 + l_2831_);
                        bool l_2833_ = (l_4_ != 0.0);
                        float l_2834_ = (l_2833_ ? l_2832_ : l_4_);
                        float _e5134 = l_mut_2830_;
                        float l_2835_ = (l_2834_ - _e5134);
                        bool l_2836_ = (l_4_ != 0.0);
                        float l_2837_ = (l_2836_ ? l_2835_ : l_4_);
                        float l_2838_ = (l_2834_ - l_2837_);
                        bool l_2839_ = (l_4_ != 0.0);
                        float l_2840_ = (l_2839_ ? l_2838_ : l_4_);
                        float _e5143 = l_mut_2830_;
                        float l_2841_ = (_e5143 - l_2840_);
                        float l_2842_ = (l_2831_ - l_2837_);
                        float l_2843_ = (l_2841_ + l_2842_);
                        uint _e5147 = l_mut_139_;
                        bool l_2844_ = (_e5147 < 3u);
                        bool l_2845_ = (l_2843_ != 0.0);
                        if (l_2844_) {
                            local_124 = l_2845_;
                        } else {
                            local_124 = false;
                        }
                        bool l_2846_ = local_124;
                        uint _e5156 = l_mut_139_;
                        bool l_2847_ = (_e5156 == 0u);
                        if (l_2846_) {
                            local_125 = l_2847_;
                        } else {
                            local_125 = false;
                        }
                        bool l_2848_ = local_125;
                        float _e5163 = l_mut_49_;
                        float l_2849_ = (l_2848_ ? l_2834_ : _e5163);
                        l_mut_49_ = l_2849_;
                        uint _e5165 = l_mut_139_;
                        bool l_2850_ = (_e5165 == 1u);
                        if (l_2846_) {
                            local_126 = l_2850_;
                        } else {
                            local_126 = false;
                        }
                        bool l_2851_ = local_126;
                        float _e5172 = l_mut_2826_;
                        float l_2852_ = (l_2851_ ? l_2834_ : _e5172);
                        l_mut_2826_ = l_2852_;
                        uint _e5174 = l_mut_139_;
                        bool l_2853_ = (_e5174 == 2u);
                        if (l_2846_) {
                            local_127 = l_2853_;
                        } else {
                            local_127 = false;
                        }
                        bool l_2854_ = local_127;
                        float _e5181 = l_mut_2827_;
                        float l_2855_ = (l_2854_ ? l_2834_ : _e5181);
                        l_mut_2827_ = l_2855_;
                        float l_2856_ = (l_2846_ ? l_2843_ : l_2834_);
                        float _e5184 = l_mut_2830_;
                        float l_2857_ = (_e5184 + l_2831_);
                        float l_2858_ = (l_2844_ ? l_2856_ : l_2857_);
                        l_mut_2830_ = l_2858_;
                        uint l_2859_ = uint(l_2846_);
                        uint _e5188 = l_mut_139_;
                        l_mut_139_ = (_e5188 + l_2859_);
                        float l_2860_ = a_2641_[2];
                        float _e5192 = l_mut_2830_;
                        float l_2861_ = (_e5192 + l_2860_);
                        bool l_2862_ = (l_4_ != 0.0);
                        float l_2863_ = (l_2862_ ? l_2861_ : l_4_);
                        float _e5197 = l_mut_2830_;
                        float l_2864_ = (l_2863_ - _e5197);
                        bool l_2865_ = (l_4_ != 0.0);
                        float l_2866_ = (l_2865_ ? l_2864_ : l_4_);
                        float l_2867_ = (l_2863_ - l_2866_);
                        bool l_2868_ = (l_4_ != 0.0);
                        float l_2869_ = (l_2868_ ? l_2867_ : l_4_);
                        float _e5206 = l_mut_2830_;
                        float l_2870_ = (_e5206 - l_2869_);
                        float l_2871_ = (l_2860_ - l_2866_);
                        float l_2872_ = (l_2870_ + l_2871_);
                        uint _e5210 = l_mut_139_;
                        bool l_2873_ = (_e5210 < 3u);
                        bool l_2874_ = (l_2872_ != 0.0);
                        if (l_2873_) {
                            local_128 = l_2874_;
                        } else {
                            local_128 = false;
                        }
                        bool l_2875_ = local_128;
                        uint _e5219 = l_mut_139_;
                        bool l_2876_ = (_e5219 == 0u);
                        if (l_2875_) {
                            local_129 = l_2876_;
                        } else {
                            local_129 = false;
                        }
                        bool l_2877_ = local_129;
                        float _e5226 = l_mut_49_;
                        float l_2878_ = (l_2877_ ? l_2863_ : _e5226);
                        l_mut_49_ = l_2878_;
                        uint _e5228 = l_mut_139_;
                        bool l_2879_ = (_e5228 == 1u);
                        if (l_2875_) {
                            local_130 = l_2879_;
                        } else {
                            local_130 = false;
                        }
                        bool l_2880_ = local_130;
                        float _e5235 = l_mut_2826_;
                        float l_2881_ = (l_2880_ ? l_2863_ : _e5235);
                        l_mut_2826_ = l_2881_;
                        uint _e5237 = l_mut_139_;
                        bool l_2882_ = (_e5237 == 2u);
                        if (l_2875_) {
                            local_131 = l_2882_;
                        } else {
                            local_131 = false;
                        }
                        bool l_2883_ = local_131;
                        float _e5244 = l_mut_2827_;
                        float l_2884_ = (l_2883_ ? l_2863_ : _e5244);
                        l_mut_2827_ = l_2884_;
                        float l_2885_ = (l_2875_ ? l_2872_ : l_2863_);
                        float _e5247 = l_mut_2830_;
                        float l_2886_ = (_e5247 + l_2860_);
                        float l_2887_ = (l_2873_ ? l_2885_ : l_2886_);
                        l_mut_2830_ = l_2887_;
                        uint l_2888_ = uint(l_2875_);
                        uint _e5251 = l_mut_139_;
                        l_mut_139_ = (_e5251 + l_2888_);
                        float l_2889_ = a_2641_[3];
                        float _e5255 = l_mut_2830_;
                        float l_2890_ = (_e5255 + l_2889_);
                        bool l_2891_ = (l_4_ != 0.0);
                        float l_2892_ = (l_2891_ ? l_2890_ : l_4_);
                        float _e5260 = l_mut_2830_;
                        float l_2893_ = (l_2892_ - _e5260);
                        bool l_2894_ = (l_4_ != 0.0);
                        float l_2895_ = (l_2894_ ? l_2893_ : l_4_);
                        float l_2896_ = (l_2892_ - l_2895_);
                        bool l_2897_ = (l_4_ != 0.0);
                        float l_2898_ = (l_2897_ ? l_2896_ : l_4_);
                        float _e5269 = l_mut_2830_;
                        float l_2899_ = (_e5269 - l_2898_);
                        float l_2900_ = (l_2889_ - l_2895_);
                        float l_2901_ = (l_2899_ + l_2900_);
                        uint _e5273 = l_mut_139_;
                        bool l_2902_ = (_e5273 < 3u);
                        bool l_2903_ = (l_2901_ != 0.0);
                        if (l_2902_) {
                            local_132 = l_2903_;
                        } else {
                            local_132 = false;
                        }
                        bool l_2904_ = local_132;
                        uint _e5282 = l_mut_139_;
                        bool l_2905_ = (_e5282 == 0u);
                        if (l_2904_) {
                            local_133 = l_2905_;
                        } else {
                            local_133 = false;
                        }
                        bool l_2906_ = local_133;
                        float _e5289 = l_mut_49_;
                        float l_2907_ = (l_2906_ ? l_2892_ : _e5289);
                        l_mut_49_ = l_2907_;
                        uint _e5291 = l_mut_139_;
                        bool l_2908_ = (_e5291 == 1u);
                        if (l_2904_) {
                            local_134 = l_2908_;
                        } else {
                            local_134 = false;
                        }
                        bool l_2909_ = local_134;
                        float _e5298 = l_mut_2826_;
                        float l_2910_ = (l_2909_ ? l_2892_ : _e5298);
                        l_mut_2826_ = l_2910_;
                        uint _e5300 = l_mut_139_;
                        bool l_2911_ = (_e5300 == 2u);
                        if (l_2904_) {
                            local_135 = l_2911_;
                        } else {
                            local_135 = false;
                        }
                        bool l_2912_ = local_135;
                        float _e5307 = l_mut_2827_;
                        float l_2913_ = (l_2912_ ? l_2892_ : _e5307);
                        l_mut_2827_ = l_2913_;
                        float l_2914_ = (l_2904_ ? l_2901_ : l_2892_);
                        float _e5310 = l_mut_2830_;
                        float l_2915_ = (_e5310 + l_2889_);
                        float l_2916_ = (l_2902_ ? l_2914_ : l_2915_);
                        l_mut_2830_ = l_2916_;
                        uint l_2917_ = uint(l_2904_);
                        uint _e5314 = l_mut_139_;
                        l_mut_139_ = (_e5314 + l_2917_);
                        float l_2918_ = a_2641_[4];
                        float _e5318 = l_mut_2830_;
                        float l_2919_ = (_e5318 + l_2918_);
                        bool l_2920_ = (l_4_ != 0.0);
                        float l_2921_ = (l_2920_ ? l_2919_ : l_4_);
                        float _e5323 = l_mut_2830_;
                        float l_2922_ = (l_2921_ - _e5323);
                        bool l_2923_ = (l_4_ != 0.0);
                        float l_2924_ = (l_2923_ ? l_2922_ : l_4_);
                        float l_2925_ = (l_2921_ - l_2924_);
                        bool l_2926_ = (l_4_ != 0.0);
                        float l_2927_ = (l_2926_ ? l_2925_ : l_4_);
                        float _e5332 = l_mut_2830_;
                        float l_2928_ = (_e5332 - l_2927_);
                        float l_2929_ = (l_2918_ - l_2924_);
                        float l_2930_ = (l_2928_ + l_2929_);
                        uint _e5336 = l_mut_139_;
                        bool l_2931_ = (_e5336 < 3u);
                        bool l_2932_ = (l_2930_ != 0.0);
                        if (l_2931_) {
                            local_136 = l_2932_;
                        } else {
                            local_136 = false;
                        }
                        bool l_2933_ = local_136;
                        uint _e5345 = l_mut_139_;
                        bool l_2934_ = (_e5345 == 0u);
                        if (l_2933_) {
                            local_137 = l_2934_;
                        } else {
                            local_137 = false;
                        }
                        bool l_2935_ = local_137;
                        float _e5352 = l_mut_49_;
                        float l_2936_ = (l_2935_ ? l_2921_ : _e5352);
                        l_mut_49_ = l_2936_;
                        uint _e5354 = l_mut_139_;
                        bool l_2937_ = (_e5354 == 1u);
                        if (l_2933_) {
                            local_138 = l_2937_;
                        } else {
                            local_138 = false;
                        }
                        bool l_2938_ = local_138;
                        float _e5361 = l_mut_2826_;
                        float l_2939_ = (l_2938_ ? l_2921_ : _e5361);
                        l_mut_2826_ = l_2939_;
                        uint _e5363 = l_mut_139_;
                        bool l_2940_ = (_e5363 == 2u);
                        if (l_2933_) {
                            local_139 = l_2940_;
                        } else {
                            local_139 = false;
                        }
                        bool l_2941_ = local_139;
                        float _e5370 = l_mut_2827_;
                        float l_2942_ = (l_2941_ ? l_2921_ : _e5370);
                        l_mut_2827_ = l_2942_;
                        float l_2943_ = (l_2933_ ? l_2930_ : l_2921_);
                        float _e5373 = l_mut_2830_;
                        float l_2944_ = (_e5373 + l_2918_);
                        float l_2945_ = (l_2931_ ? l_2943_ : l_2944_);
                        l_mut_2830_ = l_2945_;
                        uint l_2946_ = uint(l_2933_);
                        uint _e5377 = l_mut_139_;
                        l_mut_139_ = (_e5377 + l_2946_);
                        float l_2947_ = a_2641_[5];
                        float _e5381 = l_mut_2830_;
                        float l_2948_ = (_e5381 + l_2947_);
                        bool l_2949_ = (l_4_ != 0.0);
                        float l_2950_ = (l_2949_ ? l_2948_ : l_4_);
                        float _e5386 = l_mut_2830_;
                        float l_2951_ = (l_2950_ - _e5386);
                        bool l_2952_ = (l_4_ != 0.0);
                        float l_2953_ = (l_2952_ ? l_2951_ : l_4_);
                        float l_2954_ = (l_2950_ - l_2953_);
                        bool l_2955_ = (l_4_ != 0.0);
                        float l_2956_ = (l_2955_ ? l_2954_ : l_4_);
                        float _e5395 = l_mut_2830_;
                        float l_2957_ = (_e5395 - l_2956_);
                        float l_2958_ = (l_2947_ - l_2953_);
                        float l_2959_ = (l_2957_ + l_2958_);
                        uint _e5399 = l_mut_139_;
                        bool l_2960_ = (_e5399 < 3u);
                        bool l_2961_ = (l_2959_ != 0.0);
                        if (l_2960_) {
                            local_140 = l_2961_;
                        } else {
                            local_140 = false;
                        }
                        bool l_2962_ = local_140;
                        uint _e5408 = l_mut_139_;
                        bool l_2963_ = (_e5408 == 0u);
                        if (l_2962_) {
                            local_141 = l_2963_;
                        } else {
                            local_141 = false;
                        }
                        bool l_2964_ = local_141;
                        float _e5415 = l_mut_49_;
                        float l_2965_ = (l_2964_ ? l_2950_ : _e5415);
                        l_mut_49_ = l_2965_;
                        uint _e5417 = l_mut_139_;
                        bool l_2966_ = (_e5417 == 1u);
                        if (l_2962_) {
                            local_142 = l_2966_;
                        } else {
                            local_142 = false;
                        }
                        bool l_2967_ = local_142;
                        float _e5424 = l_mut_2826_;
                        float l_2968_ = (l_2967_ ? l_2950_ : _e5424);
                        l_mut_2826_ = l_2968_;
                        uint _e5426 = l_mut_139_;
                        bool l_2969_ = (_e5426 == 2u);
                        if (l_2962_) {
                            local_143 = l_2969_;
                        } else {
                            local_143 = false;
                        }
                        bool l_2970_ = local_143;
                        float _e5433 = l_mut_2827_;
                        float l_2971_ = (l_2970_ ? l_2950_ : _e5433);
                        l_mut_2827_ = l_2971_;
                        float l_2972_ = (l_2962_ ? l_2959_ : l_2950_);
                        float _e5436 = l_mut_2830_;
                        float l_2973_ = (_e5436 + l_2947_);
                        float l_2974_ = (l_2960_ ? l_2972_ : l_2973_);
                        l_mut_2830_ = l_2974_;
                        uint l_2975_ = uint(l_2962_);
                        uint _e5440 = l_mut_139_;
                        l_mut_139_ = (_e5440 + l_2975_);
                        float l_2976_ = a_2641_[6];
                        float _e5444 = l_mut_2830_;
                        float l_2977_ = (_e5444 + l_2976_);
                        bool l_2978_ = (l_4_ != 0.0);
                        float l_2979_ = (l_2978_ ? l_2977_ : l_4_);
                        float _e5449 = l_mut_2830_;
                        float l_2980_ = (l_2979_ - _e5449);
                        bool l_2981_ = (l_4_ != 0.0);
                        float l_2982_ = (l_2981_ ? l_2980_ : l_4_);
                        float l_2983_ = (l_2979_ - l_2982_);
                        bool l_2984_ = (l_4_ != 0.0);
                        float l_2985_ = (l_2984_ ? l_2983_ : l_4_);
                        float _e5458 = l_mut_2830_;
                        float l_2986_ = (_e5458 - l_2985_);
                        float l_2987_ = (l_2976_ - l_2982_);
                        float l_2988_ = (l_2986_ + l_2987_);
                        uint _e5462 = l_mut_139_;
                        bool l_2989_ = (_e5462 < 3u);
                        bool l_2990_ = (l_2988_ != 0.0);
                        if (l_2989_) {
                            local_144 = l_2990_;
                        } else {
                            local_144 = false;
                        }
                        bool l_2991_ = local_144;
                        uint _e5471 = l_mut_139_;
                        bool l_2992_ = (_e5471 == 0u);
                        if (l_2991_) {
                            local_145 = l_2992_;
                        } else {
                            local_145 = false;
                        }
                        bool l_2993_ = local_145;
                        float _e5478 = l_mut_49_;
                        float l_2994_ = (l_2993_ ? l_2979_ : _e5478);
                        l_mut_49_ = l_2994_;
                        uint _e5480 = l_mut_139_;
                        bool l_2995_ = (_e5480 == 1u);
                        if (l_2991_) {
                            local_146 = l_2995_;
                        } else {
                            local_146 = false;
                        }
                        bool l_2996_ = local_146;
                        float _e5487 = l_mut_2826_;
                        float l_2997_ = (l_2996_ ? l_2979_ : _e5487);
                        l_mut_2826_ = l_2997_;
                        uint _e5489 = l_mut_139_;
                        bool l_2998_ = (_e5489 == 2u);
                        if (l_2991_) {
                            local_147 = l_2998_;
                        } else {
                            local_147 = false;
                        }
                        bool l_2999_ = local_147;
                        float _e5496 = l_mut_2827_;
                        float l_3000_ = (l_2999_ ? l_2979_ : _e5496);
                        l_mut_2827_ = l_3000_;
                        float l_3001_ = (l_2991_ ? l_2988_ : l_2979_);
                        float _e5499 = l_mut_2830_;
                        float l_3002_ = (_e5499 + l_2976_);
                        float l_3003_ = (l_2989_ ? l_3001_ : l_3002_);
                        l_mut_2830_ = l_3003_;
                        uint l_3004_ = uint(l_2991_);
                        uint _e5503 = l_mut_139_;
                        l_mut_139_ = (_e5503 + l_3004_);
                        float l_3005_ = a_2641_[7];
                        float _e5507 = l_mut_2830_;
                        float l_3006_ = (_e5507 + l_3005_);
                        bool l_3007_ = (l_4_ != 0.0);
                        float l_3008_ = (l_3007_ ? l_3006_ : l_4_);
                        float _e5512 = l_mut_2830_;
                        float l_3009_ = (l_3008_ - _e5512);
                        bool l_3010_ = (l_4_ != 0.0);
                        float l_3011_ = (l_3010_ ? l_3009_ : l_4_);
                        float l_3012_ = (l_3008_ - l_3011_);
                        bool l_3013_ = (l_4_ != 0.0);
                        float l_3014_ = (l_3013_ ? l_3012_ : l_4_);
                        float _e5521 = l_mut_2830_;
                        float l_3015_ = (_e5521 - l_3014_);
                        float l_3016_ = (l_3005_ - l_3011_);
                        float l_3017_ = (l_3015_ + l_3016_);
                        uint _e5525 = l_mut_139_;
                        bool l_3018_ = (_e5525 < 3u);
                        bool l_3019_ = (l_3017_ != 0.0);
                        if (l_3018_) {
                            local_148 = l_3019_;
                        } else {
                            local_148 = false;
                        }
                        bool l_3020_ = local_148;
                        uint _e5534 = l_mut_139_;
                        bool l_3021_ = (_e5534 == 0u);
                        if (l_3020_) {
                            local_149 = l_3021_;
                        } else {
                            local_149 = false;
                        }
                        bool l_3022_ = local_149;
                        float _e5541 = l_mut_49_;
                        float l_3023_ = (l_3022_ ? l_3008_ : _e5541);
                        l_mut_49_ = l_3023_;
                        uint _e5543 = l_mut_139_;
                        bool l_3024_ = (_e5543 == 1u);
                        if (l_3020_) {
                            local_150 = l_3024_;
                        } else {
                            local_150 = false;
                        }
                        bool l_3025_ = local_150;
                        float _e5550 = l_mut_2826_;
                        float l_3026_ = (l_3025_ ? l_3008_ : _e5550);
                        l_mut_2826_ = l_3026_;
                        uint _e5552 = l_mut_139_;
                        bool l_3027_ = (_e5552 == 2u);
                        if (l_3020_) {
                            local_151 = l_3027_;
                        } else {
                            local_151 = false;
                        }
                        bool l_3028_ = local_151;
                        float _e5559 = l_mut_2827_;
                        float l_3029_ = (l_3028_ ? l_3008_ : _e5559);
                        l_mut_2827_ = l_3029_;
                        float l_3030_ = (l_3020_ ? l_3017_ : l_3008_);
                        float _e5562 = l_mut_2830_;
                        float l_3031_ = (_e5562 + l_3005_);
                        float l_3032_ = (l_3018_ ? l_3030_ : l_3031_);
                        l_mut_2830_ = l_3032_;
                        uint l_3033_ = uint(l_3020_);
                        uint _e5566 = l_mut_139_;
                        l_mut_139_ = (_e5566 + l_3033_);
                        uint _e5568 = l_mut_139_;
                        bool l_3034_ = (_e5568 == 0u);
                        float _e5571 = l_mut_49_;
                        float _e5572 = l_mut_2830_;
                        float l_3035_ = (l_3034_ ? _e5572 : _e5571);
                        l_mut_49_ = l_3035_;
                        uint _e5574 = l_mut_139_;
                        bool l_3036_ = (_e5574 == 1u);
                        float _e5577 = l_mut_2826_;
                        float _e5578 = l_mut_2830_;
                        float l_3037_ = (l_3036_ ? _e5578 : _e5577);
                        l_mut_2826_ = l_3037_;
                        uint _e5580 = l_mut_139_;
                        bool l_3038_ = (_e5580 == 2u);
                        float _e5583 = l_mut_2827_;
                        float _e5584 = l_mut_2830_;
                        float l_3039_ = (l_3038_ ? _e5584 : _e5583);
                        l_mut_2827_ = l_3039_;
                        uint _e5586 = l_mut_139_;
                        bool l_3040_ = (_e5586 == 3u);
                        float _e5589 = l_mut_2828_;
                        float _e5590 = l_mut_2830_;
                        float l_3041_ = (l_3040_ ? _e5590 : _e5589);
                        l_mut_2828_ = l_3041_;
                        float _e5592 = l_mut_49_;
                        l_mut_138_ = _e5592;
                        float _e5593 = l_mut_2826_;
                        l_mut_137_ = _e5593;
                        float _e5594 = l_mut_2827_;
                        l_mut_136_ = _e5594;
                        float _e5595 = l_mut_2828_;
                        l_mut_135_ = _e5595;
                    }
                }
                float _e5599 = l_mut_138_;
                float l_3042_ = (_e5599 + 1.0);
                bool l_3043_ = (l_4_ != 0.0);
                float l_3044_ = (l_3043_ ? l_3042_ : l_4_);
                float _e5605 = l_mut_138_;
                float l_3045_ = (l_3044_ - _e5605);
                bool l_3046_ = (l_4_ != 0.0);
                float l_3047_ = (l_3046_ ? l_3045_ : l_4_);
                float l_3048_ = (l_3044_ - l_3047_);
                bool l_3049_ = (l_4_ != 0.0);
                float l_3050_ = (l_3049_ ? l_3048_ : l_4_);
                float _e5614 = l_mut_138_;
                float l_3051_ = (_e5614 - l_3050_);
                float l_3052_ = (1.0 - l_3047_);
                float l_3053_ = (l_3051_ + l_3052_);
                float _e5619 = l_mut_137_;
                float l_3054_ = (_e5619 + l_3053_);
                bool l_3055_ = (l_4_ != 0.0);
                float l_3056_ = (l_3055_ ? l_3054_ : l_4_);
                float _e5624 = l_mut_137_;
                float l_3057_ = (l_3056_ - _e5624);
                bool l_3058_ = (l_4_ != 0.0);
                float l_3059_ = (l_3058_ ? l_3057_ : l_4_);
                float l_3060_ = (l_3056_ - l_3059_);
                bool l_3061_ = (l_4_ != 0.0);
                float l_3062_ = (l_3061_ ? l_3060_ : l_4_);
                float _e5633 = l_mut_137_;
                float l_3063_ = (_e5633 - l_3062_);
                float l_3064_ = (l_3053_ - l_3059_);
                float l_3065_ = (l_3063_ + l_3064_);
                float _e5637 = l_mut_136_;
                float l_3066_ = (_e5637 + l_3065_);
                bool l_3067_ = (l_4_ != 0.0);
                float l_3068_ = (l_3067_ ? l_3066_ : l_4_);
                float _e5642 = l_mut_136_;
                float l_3069_ = (l_3068_ - _e5642);
                bool l_3070_ = (l_4_ != 0.0);
                float l_3071_ = (l_3070_ ? l_3069_ : l_4_);
                float l_3072_ = (l_3068_ - l_3071_);
                bool l_3073_ = (l_4_ != 0.0);
                float l_3074_ = (l_3073_ ? l_3072_ : l_4_);
                float _e5651 = l_mut_136_;
                float l_3075_ = (_e5651 - l_3074_);
                float l_3076_ = (l_3065_ - l_3071_);
                float l_3077_ = (l_3075_ + l_3076_);
                float _e5655 = l_mut_135_;
                float l_3078_ = (_e5655 + l_3077_);
                bool l_3079_ = (l_4_ != 0.0);
                float l_3080_ = (l_3079_ ? l_3078_ : l_4_);
                float _e5660 = l_mut_135_;
                float l_3081_ = (l_3080_ - _e5660);
                bool l_3082_ = (l_4_ != 0.0);
                float l_3083_ = (l_3082_ ? l_3081_ : l_4_);
                float l_3084_ = (l_3080_ - l_3083_);
                bool l_3085_ = (l_4_ != 0.0);
                float l_3086_ = (l_3085_ ? l_3084_ : l_4_);
                float _e5669 = l_mut_135_;
                float l_3087_ = (_e5669 - l_3086_);
                float l_3088_ = (l_3077_ - l_3083_);
                float l_3089_ = (l_3087_ + l_3088_);
                float l_3090_ = (l_3080_ + l_3089_);
                bool l_3091_ = (l_4_ != 0.0);
                float l_3092_ = (l_3091_ ? l_3090_ : l_4_);
                float l_3093_ = (l_3092_ - l_3080_);
                bool l_3094_ = (l_4_ != 0.0);
                float l_3095_ = (l_3094_ ? l_3093_ : l_4_);
                float l_3096_ = (l_3089_ - l_3095_);
                float l_3097_ = (l_3068_ + l_3092_);
                bool l_3098_ = (l_4_ != 0.0);
                float l_3099_ = (l_3098_ ? l_3097_ : l_4_);
                float l_3100_ = (l_3099_ - l_3068_);
                bool l_3101_ = (l_4_ != 0.0);
                float l_3102_ = (l_3101_ ? l_3100_ : l_4_);
                float l_3103_ = (l_3092_ - l_3102_);
                float l_3104_ = (l_3056_ + l_3099_);
                bool l_3105_ = (l_4_ != 0.0);
                float l_3106_ = (l_3105_ ? l_3104_ : l_4_);
                float l_3107_ = (l_3106_ - l_3056_);
                bool l_3108_ = (l_4_ != 0.0);
                float l_3109_ = (l_3108_ ? l_3107_ : l_4_);
                float l_3110_ = (l_3099_ - l_3109_);
                float l_3111_ = (l_3044_ + l_3106_);
                bool l_3112_ = (l_4_ != 0.0);
                float l_3113_ = (l_3112_ ? l_3111_ : l_4_);
                float l_3114_ = (l_3113_ - l_3044_);
                bool l_3115_ = (l_4_ != 0.0);
                float l_3116_ = (l_3115_ ? l_3114_ : l_4_);
                float l_3117_ = (l_3106_ - l_3116_);
                l_mut_2830_ = 0.0;
                l_mut_2828_ = 0.0;
                l_mut_2827_ = 0.0;
                l_mut_2826_ = 0.0;
                l_mut_134_ = l_3113_;
                l_mut_139_ = 0u;
                float _e5714 = l_mut_134_;
                float l_3118_ = (_e5714 + l_3117_);
                bool l_3119_ = (l_4_ != 0.0);
                float l_3120_ = (l_3119_ ? l_3118_ : l_4_);
                float _e5719 = l_mut_134_;
                float l_3121_ = (l_3120_ - _e5719);
                bool l_3122_ = (l_4_ != 0.0);
                float l_3123_ = (l_3122_ ? l_3121_ : l_4_);
                float l_3124_ = (l_3117_ - l_3123_);
                uint _e5725 = l_mut_139_;
                bool l_3125_ = (_e5725 < 3u);
                bool l_3126_ = (l_3124_ != 0.0);
                if (l_3125_) {
                    local_152 = l_3126_;
                } else {
                    local_152 = false;
                }
                bool l_3127_ = local_152;
                uint _e5734 = l_mut_139_;
                bool l_3128_ = (_e5734 == 0u);
                if (l_3127_) {
                    local_153 = l_3128_;
                } else {
                    local_153 = false;
                }
                bool l_3129_ = local_153;
                float _e5741 = l_mut_2830_;
                float l_3130_ = (l_3129_ ? l_3120_ : _e5741);
                l_mut_2830_ = l_3130_;
                uint _e5743 = l_mut_139_;
                bool l_3131_ = (_e5743 == 1u);
                if (l_3127_) {
                    local_154 = l_3131_;
                } else {
                    local_154 = false;
                }
                bool l_3132_ = local_154;
                float _e5750 = l_mut_2828_;
                float l_3133_ = (l_3132_ ? l_3120_ : _e5750);
                l_mut_2828_ = l_3133_;
                uint _e5752 = l_mut_139_;
                bool l_3134_ = (_e5752 == 2u);
                if (l_3127_) {
                    local_155 = l_3134_;
                } else {
                    local_155 = false;
                }
                bool l_3135_ = local_155;
                float _e5759 = l_mut_2827_;
                float l_3136_ = (l_3135_ ? l_3120_ : _e5759);
                l_mut_2827_ = l_3136_;
                float l_3137_ = (l_3127_ ? l_3124_ : l_3120_);
                float _e5762 = l_mut_134_;
                float l_3138_ = (_e5762 + l_3117_);
                float l_3139_ = (l_3125_ ? l_3137_ : l_3138_);
                l_mut_134_ = l_3139_;
                uint l_3140_ = uint(l_3127_);
                uint _e5766 = l_mut_139_;
                l_mut_139_ = (_e5766 + l_3140_);
                float _e5768 = l_mut_134_;
                float l_3141_ = (_e5768 + l_3110_);
                bool l_3142_ = (l_4_ != 0.0);
                float l_3143_ = (l_3142_ ? l_3141_ : l_4_);
                float _e5773 = l_mut_134_;
                float l_3144_ = (l_3143_ - _e5773);
                bool l_3145_ = (l_4_ != 0.0);
                float l_3146_ = (l_3145_ ? l_3144_ : l_4_);
                float l_3147_ = (l_3110_ - l_3146_);
                uint _e5779 = l_mut_139_;
                bool l_3148_ = (_e5779 < 3u);
                bool l_3149_ = (l_3147_ != 0.0);
                if (l_3148_) {
                    local_156 = l_3149_;
                } else {
                    local_156 = false;
                }
                bool l_3150_ = local_156;
                uint _e5788 = l_mut_139_;
                bool l_3151_ = (_e5788 == 0u);
                if (l_3150_) {
                    local_157 = l_3151_;
                } else {
                    local_157 = false;
                }
                bool l_3152_ = local_157;
                float _e5795 = l_mut_2830_;
                float l_3153_ = (l_3152_ ? l_3143_ : _e5795);
                l_mut_2830_ = l_3153_;
                uint _e5797 = l_mut_139_;
                bool l_3154_ = (_e5797 == 1u);
                if (l_3150_) {
                    local_158 = l_3154_;
                } else {
                    local_158 = false;
                }
                bool l_3155_ = local_158;
                float _e5804 = l_mut_2828_;
                float l_3156_ = (l_3155_ ? l_3143_ : _e5804);
                l_mut_2828_ = l_3156_;
                uint _e5806 = l_mut_139_;
                bool l_3157_ = (_e5806 == 2u);
                if (l_3150_) {
                    local_159 = l_3157_;
                } else {
                    local_159 = false;
                }
                bool l_3158_ = local_159;
                float _e5813 = l_mut_2827_;
                float l_3159_ = (l_3158_ ? l_3143_ : _e5813);
                l_mut_2827_ = l_3159_;
                float l_3160_ = (l_3150_ ? l_3147_ : l_3143_);
                float _e5816 = l_mut_134_;
                float l_3161_ = (_e5816 + l_3110_);
                float l_3162_ = (l_3148_ ? l_3160_ : l_3161_);
                l_mut_134_ = l_3162_;
                uint l_3163_ = uint(l_3150_);
                uint _e5820 = l_mut_139_;
                l_mut_139_ = (_e5820 + l_3163_);
                float _e5822 = l_mut_134_;
                float l_3164_ = (_e5822 + l_3103_);
                bool l_3165_ = (l_4_ != 0.0);
                float l_3166_ = (l_3165_ ? l_3164_ : l_4_);
                float _e5827 = l_mut_134_;
                float l_3167_ = (l_3166_ - _e5827);
                bool l_3168_ = (l_4_ != 0.0);
                float l_3169_ = (l_3168_ ? l_3167_ : l_4_);
                float l_3170_ = (l_3103_ - l_3169_);
                uint _e5833 = l_mut_139_;
                bool l_3171_ = (_e5833 < 3u);
                bool l_3172_ = (l_3170_ != 0.0);
                if (l_3171_) {
                    local_160 = l_3172_;
                } else {
                    local_160 = false;
                }
                bool l_3173_ = local_160;
                uint _e5842 = l_mut_139_;
                bool l_3174_ = (_e5842 == 0u);
                if (l_3173_) {
                    local_161 = l_3174_;
                } else {
                    local_161 = false;
                }
                bool l_3175_ = local_161;
                float _e5849 = l_mut_2830_;
                float l_3176_ = (l_3175_ ? l_3166_ : _e5849);
                l_mut_2830_ = l_3176_;
                uint _e5851 = l_mut_139_;
                bool l_3177_ = (_e5851 == 1u);
                if (l_3173_) {
                    local_162 = l_3177_;
                } else {
                    local_162 = false;
                }
                bool l_3178_ = local_162;
                float _e5858 = l_mut_2828_;
                float l_3179_ = (l_3178_ ? l_3166_ : _e5858);
                l_mut_2828_ = l_3179_;
                uint _e5860 = l_mut_139_;
                bool l_3180_ = (_e5860 == 2u);
                if (l_3173_) {
                    local_163 = l_3180_;
                } else {
                    local_163 = false;
                }
                bool l_3181_ = local_163;
                float _e5867 = l_mut_2827_;
                float l_3182_ = (l_3181_ ? l_3166_ : _e5867);
                l_mut_2827_ = l_3182_;
                float l_3183_ = (l_3173_ ? l_3170_ : l_3166_);
                float _e5870 = l_mut_134_;
                float l_3184_ = (_e5870 + l_3103_);
                float l_3185_ = (l_3171_ ? l_3183_ : l_3184_);
                l_mut_134_ = l_3185_;
                uint l_3186_ = uint(l_3173_);
                uint _e5874 = l_mut_139_;
                l_mut_139_ = (_e5874 + l_3186_);
                float _e5876 = l_mut_134_;
                float l_3187_ = (_e5876 + l_3096_);
                bool l_3188_ = (l_4_ != 0.0);
                float l_3189_ = (l_3188_ ? l_3187_ : l_4_);
                float _e5881 = l_mut_134_;
                float l_3190_ = (l_3189_ - _e5881);
                bool l_3191_ = (l_4_ != 0.0);
                float l_3192_ = (l_3191_ ? l_3190_ : l_4_);
                float l_3193_ = (l_3096_ - l_3192_);
                uint _e5887 = l_mut_139_;
                bool l_3194_ = (_e5887 < 3u);
                bool l_3195_ = (l_3193_ != 0.0);
                if (l_3194_) {
                    local_164 = l_3195_;
                } else {
                    local_164 = false;
                }
                bool l_3196_ = local_164;
                uint _e5896 = l_mut_139_;
                bool l_3197_ = (_e5896 == 0u);
                if (l_3196_) {
                    local_165 = l_3197_;
                } else {
                    local_165 = false;
                }
                bool l_3198_ = local_165;
                float _e5903 = l_mut_2830_;
                float l_3199_ = (l_3198_ ? l_3189_ : _e5903);
                l_mut_2830_ = l_3199_;
                uint _e5905 = l_mut_139_;
                bool l_3200_ = (_e5905 == 1u);
                if (l_3196_) {
                    local_166 = l_3200_;
                } else {
                    local_166 = false;
                }
                bool l_3201_ = local_166;
                float _e5912 = l_mut_2828_;
                float l_3202_ = (l_3201_ ? l_3189_ : _e5912);
                l_mut_2828_ = l_3202_;
                uint _e5914 = l_mut_139_;
                bool l_3203_ = (_e5914 == 2u);
                if (l_3196_) {
                    local_167 = l_3203_;
                } else {
                    local_167 = false;
                }
                bool l_3204_ = local_167;
                float _e5921 = l_mut_2827_;
                float l_3205_ = (l_3204_ ? l_3189_ : _e5921);
                l_mut_2827_ = l_3205_;
                float l_3206_ = (l_3196_ ? l_3193_ : l_3189_);
                float _e5924 = l_mut_134_;
                float l_3207_ = (_e5924 + l_3096_);
                float l_3208_ = (l_3194_ ? l_3206_ : l_3207_);
                l_mut_134_ = l_3208_;
                uint l_3209_ = uint(l_3196_);
                uint _e5928 = l_mut_139_;
                l_mut_139_ = (_e5928 + l_3209_);
                uint _e5930 = l_mut_139_;
                bool l_3210_ = (_e5930 == 0u);
                float _e5933 = l_mut_2830_;
                float _e5934 = l_mut_134_;
                float l_3211_ = (l_3210_ ? _e5934 : _e5933);
                l_mut_2830_ = l_3211_;
                uint _e5936 = l_mut_139_;
                bool l_3212_ = (_e5936 == 1u);
                float _e5939 = l_mut_2828_;
                float _e5940 = l_mut_134_;
                float l_3213_ = (l_3212_ ? _e5940 : _e5939);
                l_mut_2828_ = l_3213_;
                uint _e5942 = l_mut_139_;
                bool l_3214_ = (_e5942 == 2u);
                float _e5945 = l_mut_2827_;
                float _e5946 = l_mut_134_;
                float l_3215_ = (l_3214_ ? _e5946 : _e5945);
                l_mut_2827_ = l_3215_;
                uint _e5948 = l_mut_139_;
                bool l_3216_ = (_e5948 == 3u);
                float _e5951 = l_mut_2826_;
                float _e5952 = l_mut_134_;
                float l_3217_ = (l_3216_ ? _e5952 : _e5951);
                l_mut_2826_ = l_3217_;
                float l_3218_ = abs(l_46_);
                uint l_3219_ = naga_f2u32(l_3218_);
                l_mut_139_ = l_3219_;
                bool l_3220_ = (l_46_ < 0.0);
                float l_3221_ = (l_3220_ ? 0.5 : 2.0);
                l_mut_138_ = l_3221_;
                l_mut_137_ = 1.0;
                l_mut_3222_ = 0u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e5984 = l_mut_3222_;
                        l_mut_3222_ = (_e5984 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e5964 = l_mut_3222_;
                    if ((_e5964 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e5967 = l_mut_139_;
                        uint l_3223_ = (_e5967 & 1u);
                        bool l_3224_ = (l_3223_ == 1u);
                        float _e5972 = l_mut_137_;
                        float _e5973 = l_mut_138_;
                        float l_3225_ = (_e5972 * _e5973);
                        float _e5975 = l_mut_137_;
                        float l_3226_ = (l_3224_ ? l_3225_ : _e5975);
                        l_mut_137_ = l_3226_;
                        float _e5977 = l_mut_138_;
                        float _e5978 = l_mut_138_;
                        l_mut_138_ = (_e5977 * _e5978);
                        uint _e5980 = l_mut_139_;
                        l_mut_139_ = (_e5980 >> 1u);
                    }
                }
                float _e5986 = l_mut_2830_;
                float _e5987 = l_mut_137_;
                float l_3227_ = (_e5986 * _e5987);
                float _e5989 = l_mut_2828_;
                float _e5990 = l_mut_137_;
                float l_3228_ = (_e5989 * _e5990);
                float _e5992 = l_mut_2827_;
                float _e5993 = l_mut_137_;
                float l_3229_ = (_e5992 * _e5993);
                float _e5995 = l_mut_2826_;
                float _e5996 = l_mut_137_;
                float l_3230_ = (_e5995 * _e5996);
                float l_3231_ = (l_5_ * l_3227_);
                bool l_3232_ = (l_4_ != 0.0);
                float l_3233_ = (l_3232_ ? l_3231_ : l_4_);
                float l_3234_ = (l_3_ * l_5_);
                bool l_3235_ = (l_4_ != 0.0);
                float l_3236_ = (l_3235_ ? l_3234_ : l_4_);
                float l_3237_ = (l_3236_ - l_5_);
                bool l_3238_ = (l_4_ != 0.0);
                float l_3239_ = (l_3238_ ? l_3237_ : l_4_);
                float l_3240_ = (l_3236_ - l_3239_);
                float l_3241_ = (l_5_ - l_3240_);
                float l_3242_ = (l_3_ * l_3227_);
                bool l_3243_ = (l_4_ != 0.0);
                float l_3244_ = (l_3243_ ? l_3242_ : l_4_);
                float l_3245_ = (l_3244_ - l_3227_);
                bool l_3246_ = (l_4_ != 0.0);
                float l_3247_ = (l_3246_ ? l_3245_ : l_4_);
                float l_3248_ = (l_3244_ - l_3247_);
                float l_3249_ = (l_3227_ - l_3248_);
                float l_3250_ = (l_3240_ * l_3248_);
                float l_3251_ = (l_3250_ - l_3233_);
                float l_3252_ = (l_3240_ * l_3249_);
                float l_3253_ = (l_3251_ + l_3252_);
                float l_3254_ = (l_3241_ * l_3248_);
                float l_3255_ = (l_3253_ + l_3254_);
                float l_3256_ = (l_3241_ * l_3249_);
                float l_3257_ = (l_3255_ + l_3256_);
                float l_3258_ = (l_5_ * l_3228_);
                bool l_3259_ = (l_4_ != 0.0);
                float l_3260_ = (l_3259_ ? l_3258_ : l_4_);
                float l_3261_ = (l_3_ * l_5_);
                bool l_3262_ = (l_4_ != 0.0);
                float l_3263_ = (l_3262_ ? l_3261_ : l_4_);
                float l_3264_ = (l_3263_ - l_5_);
                bool l_3265_ = (l_4_ != 0.0);
                float l_3266_ = (l_3265_ ? l_3264_ : l_4_);
                float l_3267_ = (l_3263_ - l_3266_);
                float l_3268_ = (l_5_ - l_3267_);
                float l_3269_ = (l_3_ * l_3228_);
                bool l_3270_ = (l_4_ != 0.0);
                float l_3271_ = (l_3270_ ? l_3269_ : l_4_);
                float l_3272_ = (l_3271_ - l_3228_);
                bool l_3273_ = (l_4_ != 0.0);
                float l_3274_ = (l_3273_ ? l_3272_ : l_4_);
                float l_3275_ = (l_3271_ - l_3274_);
                float l_3276_ = (l_3228_ - l_3275_);
                float l_3277_ = (l_3267_ * l_3275_);
                float l_3278_ = (l_3277_ - l_3260_);
                float l_3279_ = (l_3267_ * l_3276_);
                float l_3280_ = (l_3278_ + l_3279_);
                float l_3281_ = (l_3268_ * l_3275_);
                float l_3282_ = (l_3280_ + l_3281_);
                float l_3283_ = (l_3268_ * l_3276_);
                float l_3284_ = (l_3282_ + l_3283_);
                float l_3285_ = (l_7_ * l_3227_);
                bool l_3286_ = (l_4_ != 0.0);
                float l_3287_ = (l_3286_ ? l_3285_ : l_4_);
                float l_3288_ = (l_3_ * l_7_);
                bool l_3289_ = (l_4_ != 0.0);
                float l_3290_ = (l_3289_ ? l_3288_ : l_4_);
                float l_3291_ = (l_3290_ - l_7_);
                bool l_3292_ = (l_4_ != 0.0);
                float l_3293_ = (l_3292_ ? l_3291_ : l_4_);
                float l_3294_ = (l_3290_ - l_3293_);
                float l_3295_ = (l_7_ - l_3294_);
                float l_3296_ = (l_3_ * l_3227_);
                bool l_3297_ = (l_4_ != 0.0);
                float l_3298_ = (l_3297_ ? l_3296_ : l_4_);
                float l_3299_ = (l_3298_ - l_3227_);
                bool l_3300_ = (l_4_ != 0.0);
                float l_3301_ = (l_3300_ ? l_3299_ : l_4_);
                float l_3302_ = (l_3298_ - l_3301_);
                float l_3303_ = (l_3227_ - l_3302_);
                float l_3304_ = (l_3294_ * l_3302_);
                float l_3305_ = (l_3304_ - l_3287_);
                float l_3306_ = (l_3294_ * l_3303_);
                float l_3307_ = (l_3305_ + l_3306_);
                float l_3308_ = (l_3295_ * l_3302_);
                float l_3309_ = (l_3307_ + l_3308_);
                float l_3310_ = (l_3295_ * l_3303_);
                float l_3311_ = (l_3309_ + l_3310_);
                float l_3312_ = (l_5_ * l_3229_);
                bool l_3313_ = (l_4_ != 0.0);
                float l_3314_ = (l_3313_ ? l_3312_ : l_4_);
                float l_3315_ = (l_3_ * l_5_);
                bool l_3316_ = (l_4_ != 0.0);
                float l_3317_ = (l_3316_ ? l_3315_ : l_4_);
                float l_3318_ = (l_3317_ - l_5_);
                bool l_3319_ = (l_4_ != 0.0);
                float l_3320_ = (l_3319_ ? l_3318_ : l_4_);
                float l_3321_ = (l_3317_ - l_3320_);
                float l_3322_ = (l_5_ - l_3321_);
                float l_3323_ = (l_3_ * l_3229_);
                bool l_3324_ = (l_4_ != 0.0);
                float l_3325_ = (l_3324_ ? l_3323_ : l_4_);
                float l_3326_ = (l_3325_ - l_3229_);
                bool l_3327_ = (l_4_ != 0.0);
                float l_3328_ = (l_3327_ ? l_3326_ : l_4_);
                float l_3329_ = (l_3325_ - l_3328_);
                float l_3330_ = (l_3229_ - l_3329_);
                float l_3331_ = (l_3321_ * l_3329_);
                float l_3332_ = (l_3331_ - l_3314_);
                float l_3333_ = (l_3321_ * l_3330_);
                float l_3334_ = (l_3332_ + l_3333_);
                float l_3335_ = (l_3322_ * l_3329_);
                float l_3336_ = (l_3334_ + l_3335_);
                float l_3337_ = (l_3322_ * l_3330_);
                float l_3338_ = (l_3336_ + l_3337_);
                float l_3339_ = (l_7_ * l_3228_);
                bool l_3340_ = (l_4_ != 0.0);
                float l_3341_ = (l_3340_ ? l_3339_ : l_4_);
                float l_3342_ = (l_3_ * l_7_);
                bool l_3343_ = (l_4_ != 0.0);
                float l_3344_ = (l_3343_ ? l_3342_ : l_4_);
                float l_3345_ = (l_3344_ - l_7_);
                bool l_3346_ = (l_4_ != 0.0);
                float l_3347_ = (l_3346_ ? l_3345_ : l_4_);
                float l_3348_ = (l_3344_ - l_3347_);
                float l_3349_ = (l_7_ - l_3348_);
                float l_3350_ = (l_3_ * l_3228_);
                bool l_3351_ = (l_4_ != 0.0);
                float l_3352_ = (l_3351_ ? l_3350_ : l_4_);
                float l_3353_ = (l_3352_ - l_3228_);
                bool l_3354_ = (l_4_ != 0.0);
                float l_3355_ = (l_3354_ ? l_3353_ : l_4_);
                float l_3356_ = (l_3352_ - l_3355_);
                float l_3357_ = (l_3228_ - l_3356_);
                float l_3358_ = (l_3348_ * l_3356_);
                float l_3359_ = (l_3358_ - l_3341_);
                float l_3360_ = (l_3348_ * l_3357_);
                float l_3361_ = (l_3359_ + l_3360_);
                float l_3362_ = (l_3349_ * l_3356_);
                float l_3363_ = (l_3361_ + l_3362_);
                float l_3364_ = (l_3349_ * l_3357_);
                float l_3365_ = (l_3363_ + l_3364_);
                float l_3366_ = (l_10_ * l_3227_);
                bool l_3367_ = (l_4_ != 0.0);
                float l_3368_ = (l_3367_ ? l_3366_ : l_4_);
                float l_3369_ = (l_3_ * l_10_);
                bool l_3370_ = (l_4_ != 0.0);
                float l_3371_ = (l_3370_ ? l_3369_ : l_4_);
                float l_3372_ = (l_3371_ - l_10_);
                bool l_3373_ = (l_4_ != 0.0);
                float l_3374_ = (l_3373_ ? l_3372_ : l_4_);
                float l_3375_ = (l_3371_ - l_3374_);
                float l_3376_ = (l_10_ - l_3375_);
                float l_3377_ = (l_3_ * l_3227_);
                bool l_3378_ = (l_4_ != 0.0);
                float l_3379_ = (l_3378_ ? l_3377_ : l_4_);
                float l_3380_ = (l_3379_ - l_3227_);
                bool l_3381_ = (l_4_ != 0.0);
                float l_3382_ = (l_3381_ ? l_3380_ : l_4_);
                float l_3383_ = (l_3379_ - l_3382_);
                float l_3384_ = (l_3227_ - l_3383_);
                float l_3385_ = (l_3375_ * l_3383_);
                float l_3386_ = (l_3385_ - l_3368_);
                float l_3387_ = (l_3375_ * l_3384_);
                float l_3388_ = (l_3386_ + l_3387_);
                float l_3389_ = (l_3376_ * l_3383_);
                float l_3390_ = (l_3388_ + l_3389_);
                float l_3391_ = (l_3376_ * l_3384_);
                float l_3392_ = (l_3390_ + l_3391_);
                float l_3393_ = (l_3260_ + l_3287_);
                bool l_3394_ = (l_4_ != 0.0);
                float l_3395_ = (l_3394_ ? l_3393_ : l_4_);
                float l_3396_ = (l_3395_ - l_3260_);
                bool l_3397_ = (l_4_ != 0.0);
                float l_3398_ = (l_3397_ ? l_3396_ : l_4_);
                float l_3399_ = (l_3395_ - l_3398_);
                bool l_3400_ = (l_4_ != 0.0);
                float l_3401_ = (l_3400_ ? l_3399_ : l_4_);
                float l_3402_ = (l_3260_ - l_3401_);
                float l_3403_ = (l_3287_ - l_3398_);
                float l_3404_ = (l_3402_ + l_3403_);
                float l_3405_ = (l_3257_ + l_3395_);
                bool l_3406_ = (l_4_ != 0.0);
                float l_3407_ = (l_3406_ ? l_3405_ : l_4_);
                float l_3408_ = (l_3407_ - l_3257_);
                bool l_3409_ = (l_4_ != 0.0);
                float l_3410_ = (l_3409_ ? l_3408_ : l_4_);
                float l_3411_ = (l_3407_ - l_3410_);
                bool l_3412_ = (l_4_ != 0.0);
                float l_3413_ = (l_3412_ ? l_3411_ : l_4_);
                float l_3414_ = (l_3257_ - l_3413_);
                float l_3415_ = (l_3395_ - l_3410_);
                float l_3416_ = (l_3414_ + l_3415_);
                float l_3417_ = (l_3404_ + l_3416_);
                bool l_3418_ = (l_4_ != 0.0);
                float l_3419_ = (l_3418_ ? l_3417_ : l_4_);
                float l_3420_ = (l_3419_ - l_3404_);
                bool l_3421_ = (l_4_ != 0.0);
                float l_3422_ = (l_3421_ ? l_3420_ : l_4_);
                float l_3423_ = (l_3419_ - l_3422_);
                bool l_3424_ = (l_4_ != 0.0);
                float l_3425_ = (l_3424_ ? l_3423_ : l_4_);
                float l_3426_ = (l_3404_ - l_3425_);
                float l_3427_ = (l_3416_ - l_3422_);
                float l_3428_ = (l_3426_ + l_3427_);
                float l_3429_ = (l_3419_ + l_3284_);
                bool l_3430_ = (l_4_ != 0.0);
                float l_3431_ = (l_3430_ ? l_3429_ : l_4_);
                float l_3432_ = (l_3431_ - l_3419_);
                bool l_3433_ = (l_4_ != 0.0);
                float l_3434_ = (l_3433_ ? l_3432_ : l_4_);
                float l_3435_ = (l_3431_ - l_3434_);
                bool l_3436_ = (l_4_ != 0.0);
                float l_3437_ = (l_3436_ ? l_3435_ : l_4_);
                float l_3438_ = (l_3419_ - l_3437_);
                float l_3439_ = (l_3284_ - l_3434_);
                float l_3440_ = (l_3438_ + l_3439_);
                float l_3441_ = (l_3311_ + l_3431_);
                bool l_3442_ = (l_4_ != 0.0);
                float l_3443_ = (l_3442_ ? l_3441_ : l_4_);
                float l_3444_ = (l_3443_ - l_3311_);
                bool l_3445_ = (l_4_ != 0.0);
                float l_3446_ = (l_3445_ ? l_3444_ : l_4_);
                float l_3447_ = (l_3443_ - l_3446_);
                bool l_3448_ = (l_4_ != 0.0);
                float l_3449_ = (l_3448_ ? l_3447_ : l_4_);
                float l_3450_ = (l_3311_ - l_3449_);
                float l_3451_ = (l_3431_ - l_3446_);
                float l_3452_ = (l_3450_ + l_3451_);
                float l_3453_ = (l_3440_ + l_3452_);
                bool l_3454_ = (l_4_ != 0.0);
                float l_3455_ = (l_3454_ ? l_3453_ : l_4_);
                float l_3456_ = (l_3455_ - l_3440_);
                bool l_3457_ = (l_4_ != 0.0);
                float l_3458_ = (l_3457_ ? l_3456_ : l_4_);
                float l_3459_ = (l_3455_ - l_3458_);
                bool l_3460_ = (l_4_ != 0.0);
                float l_3461_ = (l_3460_ ? l_3459_ : l_4_);
                float l_3462_ = (l_3440_ - l_3461_);
                float l_3463_ = (l_3452_ - l_3458_);
                float l_3464_ = (l_3462_ + l_3463_);
                float l_3465_ = (l_3314_ + l_3341_);
                bool l_3466_ = (l_4_ != 0.0);
                float l_3467_ = (l_3466_ ? l_3465_ : l_4_);
                float l_3468_ = (l_3467_ - l_3314_);
                bool l_3469_ = (l_4_ != 0.0);
                float l_3470_ = (l_3469_ ? l_3468_ : l_4_);
                float l_3471_ = (l_3467_ - l_3470_);
                bool l_3472_ = (l_4_ != 0.0);
                float l_3473_ = (l_3472_ ? l_3471_ : l_4_);
                float l_3474_ = (l_3314_ - l_3473_);
                float l_3475_ = (l_3341_ - l_3470_);
                float l_3476_ = (l_3474_ + l_3475_);
                float l_3477_ = (l_3368_ + l_3467_);
                bool l_3478_ = (l_4_ != 0.0);
                float l_3479_ = (l_3478_ ? l_3477_ : l_4_);
                float l_3480_ = (l_3479_ - l_3368_);
                bool l_3481_ = (l_4_ != 0.0);
                float l_3482_ = (l_3481_ ? l_3480_ : l_4_);
                float l_3483_ = (l_3479_ - l_3482_);
                bool l_3484_ = (l_4_ != 0.0);
                float l_3485_ = (l_3484_ ? l_3483_ : l_4_);
                float l_3486_ = (l_3368_ - l_3485_);
                float l_3487_ = (l_3467_ - l_3482_);
                float l_3488_ = (l_3486_ + l_3487_);
                float l_3489_ = (l_3476_ + l_3488_);
                bool l_3490_ = (l_4_ != 0.0);
                float l_3491_ = (l_3490_ ? l_3489_ : l_4_);
                float l_3492_ = (l_3491_ - l_3476_);
                bool l_3493_ = (l_4_ != 0.0);
                float l_3494_ = (l_3493_ ? l_3492_ : l_4_);
                float l_3495_ = (l_3491_ - l_3494_);
                bool l_3496_ = (l_4_ != 0.0);
                float l_3497_ = (l_3496_ ? l_3495_ : l_4_);
                float l_3498_ = (l_3476_ - l_3497_);
                float l_3499_ = (l_3488_ - l_3494_);
                float l_3500_ = (l_3498_ + l_3499_);
                float l_3501_ = (l_3443_ + l_3479_);
                bool l_3502_ = (l_4_ != 0.0);
                float l_3503_ = (l_3502_ ? l_3501_ : l_4_);
                float l_3504_ = (l_3503_ - l_3443_);
                bool l_3505_ = (l_4_ != 0.0);
                float l_3506_ = (l_3505_ ? l_3504_ : l_4_);
                float l_3507_ = (l_3503_ - l_3506_);
                bool l_3508_ = (l_4_ != 0.0);
                float l_3509_ = (l_3508_ ? l_3507_ : l_4_);
                float l_3510_ = (l_3443_ - l_3509_);
                float l_3511_ = (l_3479_ - l_3506_);
                float l_3512_ = (l_3510_ + l_3511_);
                float l_3513_ = (l_3455_ + l_3491_);
                bool l_3514_ = (l_4_ != 0.0);
                float l_3515_ = (l_3514_ ? l_3513_ : l_4_);
                float l_3516_ = (l_3515_ - l_3455_);
                bool l_3517_ = (l_4_ != 0.0);
                float l_3518_ = (l_3517_ ? l_3516_ : l_4_);
                float l_3519_ = (l_3515_ - l_3518_);
                bool l_3520_ = (l_4_ != 0.0);
                float l_3521_ = (l_3520_ ? l_3519_ : l_4_);
                float l_3522_ = (l_3455_ - l_3521_);
                float l_3523_ = (l_3491_ - l_3518_);
                float l_3524_ = (l_3522_ + l_3523_);
                float l_3525_ = (l_3515_ + l_3512_);
                bool l_3526_ = (l_4_ != 0.0);
                float l_3527_ = (l_3526_ ? l_3525_ : l_4_);
                float l_3528_ = (l_3527_ - l_3515_);
                bool l_3529_ = (l_4_ != 0.0);
                float l_3530_ = (l_3529_ ? l_3528_ : l_4_);
                float l_3531_ = (l_3527_ - l_3530_);
                bool l_3532_ = (l_4_ != 0.0);
                float l_3533_ = (l_3532_ ? l_3531_ : l_4_);
                float l_3534_ = (l_3515_ - l_3533_);
                float l_3535_ = (l_3512_ - l_3530_);
                float l_3536_ = (l_3534_ + l_3535_);
                float l_3537_ = (l_3464_ + l_3500_);
                float l_3538_ = (l_3536_ + l_3524_);
                float l_3539_ = (l_3537_ + l_3538_);
                float l_3540_ = (l_5_ * l_3230_);
                float l_3541_ = (l_7_ * l_3229_);
                float l_3542_ = (l_3540_ + l_3541_);
                float l_3543_ = (l_10_ * l_3228_);
                float l_3544_ = (l_13_ * l_3227_);
                float l_3545_ = (l_3543_ + l_3544_);
                float l_3546_ = (l_3542_ + l_3545_);
                float l_3547_ = (l_3428_ + l_3338_);
                float l_3548_ = (l_3365_ + l_3392_);
                float l_3549_ = (l_3547_ + l_3548_);
                float l_3550_ = (l_3546_ + l_3549_);
                float l_3551_ = (l_3527_ + l_3550_);
                float l_3552_ = (l_3551_ + l_3539_);
                bool l_3553_ = (l_4_ != 0.0);
                float l_3554_ = (l_3553_ ? l_3552_ : l_4_);
                float l_3555_ = (l_3554_ - l_3551_);
                bool l_3556_ = (l_4_ != 0.0);
                float l_3557_ = (l_3556_ ? l_3555_ : l_4_);
                float l_3558_ = (l_3539_ - l_3557_);
                float l_3559_ = (l_3503_ + l_3554_);
                bool l_3560_ = (l_4_ != 0.0);
                float l_3561_ = (l_3560_ ? l_3559_ : l_4_);
                float l_3562_ = (l_3561_ - l_3503_);
                bool l_3563_ = (l_4_ != 0.0);
                float l_3564_ = (l_3563_ ? l_3562_ : l_4_);
                float l_3565_ = (l_3554_ - l_3564_);
                float l_3566_ = (l_3407_ + l_3561_);
                bool l_3567_ = (l_4_ != 0.0);
                float l_3568_ = (l_3567_ ? l_3566_ : l_4_);
                float l_3569_ = (l_3568_ - l_3407_);
                bool l_3570_ = (l_4_ != 0.0);
                float l_3571_ = (l_3570_ ? l_3569_ : l_4_);
                float l_3572_ = (l_3561_ - l_3571_);
                float l_3573_ = (l_3233_ + l_3568_);
                bool l_3574_ = (l_4_ != 0.0);
                float l_3575_ = (l_3574_ ? l_3573_ : l_4_);
                float l_3576_ = (l_3575_ - l_3233_);
                bool l_3577_ = (l_4_ != 0.0);
                float l_3578_ = (l_3577_ ? l_3576_ : l_4_);
                float l_3579_ = (l_3568_ - l_3578_);
                l_mut_2830_ = 0.0;
                l_mut_2828_ = 0.0;
                l_mut_2827_ = 0.0;
                l_mut_2826_ = 0.0;
                l_mut_901_ = l_3575_;
                l_mut_139_ = 0u;
                float _e6426 = l_mut_901_;
                float l_3580_ = (_e6426 + l_3579_);
                bool l_3581_ = (l_4_ != 0.0);
                float l_3582_ = (l_3581_ ? l_3580_ : l_4_);
                float _e6431 = l_mut_901_;
                float l_3583_ = (l_3582_ - _e6431);
                bool l_3584_ = (l_4_ != 0.0);
                float l_3585_ = (l_3584_ ? l_3583_ : l_4_);
                float l_3586_ = (l_3579_ - l_3585_);
                uint _e6437 = l_mut_139_;
                bool l_3587_ = (_e6437 < 3u);
                bool l_3588_ = (l_3586_ != 0.0);
                if (l_3587_) {
                    local_168 = l_3588_;
                } else {
                    local_168 = false;
                }
                bool l_3589_ = local_168;
                uint _e6446 = l_mut_139_;
                bool l_3590_ = (_e6446 == 0u);
                if (l_3589_) {
                    local_169 = l_3590_;
                } else {
                    local_169 = false;
                }
                bool l_3591_ = local_169;
                float _e6453 = l_mut_2830_;
                float l_3592_ = (l_3591_ ? l_3582_ : _e6453);
                l_mut_2830_ = l_3592_;
                uint _e6455 = l_mut_139_;
                bool l_3593_ = (_e6455 == 1u);
                if (l_3589_) {
                    local_170 = l_3593_;
                } else {
                    local_170 = false;
                }
                bool l_3594_ = local_170;
                float _e6462 = l_mut_2828_;
                float l_3595_ = (l_3594_ ? l_3582_ : _e6462);
                l_mut_2828_ = l_3595_;
                uint _e6464 = l_mut_139_;
                bool l_3596_ = (_e6464 == 2u);
                if (l_3589_) {
                    local_171 = l_3596_;
                } else {
                    local_171 = false;
                }
                bool l_3597_ = local_171;
                float _e6471 = l_mut_2827_;
                float l_3598_ = (l_3597_ ? l_3582_ : _e6471);
                l_mut_2827_ = l_3598_;
                float l_3599_ = (l_3589_ ? l_3586_ : l_3582_);
                float _e6474 = l_mut_901_;
                float l_3600_ = (_e6474 + l_3579_);
                float l_3601_ = (l_3587_ ? l_3599_ : l_3600_);
                l_mut_901_ = l_3601_;
                uint l_3602_ = uint(l_3589_);
                uint _e6478 = l_mut_139_;
                l_mut_139_ = (_e6478 + l_3602_);
                float _e6480 = l_mut_901_;
                float l_3603_ = (_e6480 + l_3572_);
                bool l_3604_ = (l_4_ != 0.0);
                float l_3605_ = (l_3604_ ? l_3603_ : l_4_);
                float _e6485 = l_mut_901_;
                float l_3606_ = (l_3605_ - _e6485);
                bool l_3607_ = (l_4_ != 0.0);
                float l_3608_ = (l_3607_ ? l_3606_ : l_4_);
                float l_3609_ = (l_3572_ - l_3608_);
                uint _e6491 = l_mut_139_;
                bool l_3610_ = (_e6491 < 3u);
                bool l_3611_ = (l_3609_ != 0.0);
                if (l_3610_) {
                    local_172 = l_3611_;
                } else {
                    local_172 = false;
                }
                bool l_3612_ = local_172;
                uint _e6500 = l_mut_139_;
                bool l_3613_ = (_e6500 == 0u);
                if (l_3612_) {
                    local_173 = l_3613_;
                } else {
                    local_173 = false;
                }
                bool l_3614_ = local_173;
                float _e6507 = l_mut_2830_;
                float l_3615_ = (l_3614_ ? l_3605_ : _e6507);
                l_mut_2830_ = l_3615_;
                uint _e6509 = l_mut_139_;
                bool l_3616_ = (_e6509 == 1u);
                if (l_3612_) {
                    local_174 = l_3616_;
                } else {
                    local_174 = false;
                }
                bool l_3617_ = local_174;
                float _e6516 = l_mut_2828_;
                float l_3618_ = (l_3617_ ? l_3605_ : _e6516);
                l_mut_2828_ = l_3618_;
                uint _e6518 = l_mut_139_;
                bool l_3619_ = (_e6518 == 2u);
                if (l_3612_) {
                    local_175 = l_3619_;
                } else {
                    local_175 = false;
                }
                bool l_3620_ = local_175;
                float _e6525 = l_mut_2827_;
                float l_3621_ = (l_3620_ ? l_3605_ : _e6525);
                l_mut_2827_ = l_3621_;
                float l_3622_ = (l_3612_ ? l_3609_ : l_3605_);
                float _e6528 = l_mut_901_;
                float l_3623_ = (_e6528 + l_3572_);
                float l_3624_ = (l_3610_ ? l_3622_ : l_3623_);
                l_mut_901_ = l_3624_;
                uint l_3625_ = uint(l_3612_);
                uint _e6532 = l_mut_139_;
                l_mut_139_ = (_e6532 + l_3625_);
                float _e6534 = l_mut_901_;
                float l_3626_ = (_e6534 + l_3565_);
                bool l_3627_ = (l_4_ != 0.0);
                float l_3628_ = (l_3627_ ? l_3626_ : l_4_);
                float _e6539 = l_mut_901_;
                float l_3629_ = (l_3628_ - _e6539);
                bool l_3630_ = (l_4_ != 0.0);
                float l_3631_ = (l_3630_ ? l_3629_ : l_4_);
                float l_3632_ = (l_3565_ - l_3631_);
                uint _e6545 = l_mut_139_;
                bool l_3633_ = (_e6545 < 3u);
                bool l_3634_ = (l_3632_ != 0.0);
                if (l_3633_) {
                    local_176 = l_3634_;
                } else {
                    local_176 = false;
                }
                bool l_3635_ = local_176;
                uint _e6554 = l_mut_139_;
                bool l_3636_ = (_e6554 == 0u);
                if (l_3635_) {
                    local_177 = l_3636_;
                } else {
                    local_177 = false;
                }
                bool l_3637_ = local_177;
                float _e6561 = l_mut_2830_;
                float l_3638_ = (l_3637_ ? l_3628_ : _e6561);
                l_mut_2830_ = l_3638_;
                uint _e6563 = l_mut_139_;
                bool l_3639_ = (_e6563 == 1u);
                if (l_3635_) {
                    local_178 = l_3639_;
                } else {
                    local_178 = false;
                }
                bool l_3640_ = local_178;
                float _e6570 = l_mut_2828_;
                float l_3641_ = (l_3640_ ? l_3628_ : _e6570);
                l_mut_2828_ = l_3641_;
                uint _e6572 = l_mut_139_;
                bool l_3642_ = (_e6572 == 2u);
                if (l_3635_) {
                    local_179 = l_3642_;
                } else {
                    local_179 = false;
                }
                bool l_3643_ = local_179;
                float _e6579 = l_mut_2827_;
                float l_3644_ = (l_3643_ ? l_3628_ : _e6579);
                l_mut_2827_ = l_3644_;
                float l_3645_ = (l_3635_ ? l_3632_ : l_3628_);
                float _e6582 = l_mut_901_;
                float l_3646_ = (_e6582 + l_3565_);
                float l_3647_ = (l_3633_ ? l_3645_ : l_3646_);
                l_mut_901_ = l_3647_;
                uint l_3648_ = uint(l_3635_);
                uint _e6586 = l_mut_139_;
                l_mut_139_ = (_e6586 + l_3648_);
                float _e6588 = l_mut_901_;
                float l_3649_ = (_e6588 + l_3558_);
                bool l_3650_ = (l_4_ != 0.0);
                float l_3651_ = (l_3650_ ? l_3649_ : l_4_);
                float _e6593 = l_mut_901_;
                float l_3652_ = (l_3651_ - _e6593);
                bool l_3653_ = (l_4_ != 0.0);
                float l_3654_ = (l_3653_ ? l_3652_ : l_4_);
                float l_3655_ = (l_3558_ - l_3654_);
                uint _e6599 = l_mut_139_;
                bool l_3656_ = (_e6599 < 3u);
                bool l_3657_ = (l_3655_ != 0.0);
                if (l_3656_) {
                    local_180 = l_3657_;
                } else {
                    local_180 = false;
                }
                bool l_3658_ = local_180;
                uint _e6608 = l_mut_139_;
                bool l_3659_ = (_e6608 == 0u);
                if (l_3658_) {
                    local_181 = l_3659_;
                } else {
                    local_181 = false;
                }
                bool l_3660_ = local_181;
                float _e6615 = l_mut_2830_;
                float l_3661_ = (l_3660_ ? l_3651_ : _e6615);
                l_mut_2830_ = l_3661_;
                uint _e6617 = l_mut_139_;
                bool l_3662_ = (_e6617 == 1u);
                if (l_3658_) {
                    local_182 = l_3662_;
                } else {
                    local_182 = false;
                }
                bool l_3663_ = local_182;
                float _e6624 = l_mut_2828_;
                float l_3664_ = (l_3663_ ? l_3651_ : _e6624);
                l_mut_2828_ = l_3664_;
                uint _e6626 = l_mut_139_;
                bool l_3665_ = (_e6626 == 2u);
                if (l_3658_) {
                    local_183 = l_3665_;
                } else {
                    local_183 = false;
                }
                bool l_3666_ = local_183;
                float _e6633 = l_mut_2827_;
                float l_3667_ = (l_3666_ ? l_3651_ : _e6633);
                l_mut_2827_ = l_3667_;
                float l_3668_ = (l_3658_ ? l_3655_ : l_3651_);
                float _e6636 = l_mut_901_;
                float l_3669_ = (_e6636 + l_3558_);
                float l_3670_ = (l_3656_ ? l_3668_ : l_3669_);
                l_mut_901_ = l_3670_;
                uint l_3671_ = uint(l_3658_);
                uint _e6640 = l_mut_139_;
                l_mut_139_ = (_e6640 + l_3671_);
                uint _e6642 = l_mut_139_;
                bool l_3672_ = (_e6642 == 0u);
                float _e6645 = l_mut_2830_;
                float _e6646 = l_mut_901_;
                float l_3673_ = (l_3672_ ? _e6646 : _e6645);
                l_mut_2830_ = l_3673_;
                uint _e6648 = l_mut_139_;
                bool l_3674_ = (_e6648 == 1u);
                float _e6651 = l_mut_2828_;
                float _e6652 = l_mut_901_;
                float l_3675_ = (l_3674_ ? _e6652 : _e6651);
                l_mut_2828_ = l_3675_;
                uint _e6654 = l_mut_139_;
                bool l_3676_ = (_e6654 == 2u);
                float _e6657 = l_mut_2827_;
                float _e6658 = l_mut_901_;
                float l_3677_ = (l_3676_ ? _e6658 : _e6657);
                l_mut_2827_ = l_3677_;
                uint _e6660 = l_mut_139_;
                bool l_3678_ = (_e6660 == 3u);
                float _e6663 = l_mut_2826_;
                float _e6664 = l_mut_901_;
                float l_3679_ = (l_3678_ ? _e6664 : _e6663);
                l_mut_2826_ = l_3679_;
                float _e6666 = l_mut_2830_;
                float l_3680_ = (_e6666 + -1.0);
                bool l_3681_ = (l_4_ != 0.0);
                float l_3682_ = (l_3681_ ? l_3680_ : l_4_);
                float _e6672 = l_mut_2830_;
                float l_3683_ = (l_3682_ - _e6672);
                bool l_3684_ = (l_4_ != 0.0);
                float l_3685_ = (l_3684_ ? l_3683_ : l_4_);
                float l_3686_ = (l_3682_ - l_3685_);
                bool l_3687_ = (l_4_ != 0.0);
                float l_3688_ = (l_3687_ ? l_3686_ : l_4_);
                float _e6681 = l_mut_2830_;
                float l_3689_ = (_e6681 - l_3688_);
                float l_3690_ = (-1.0 - l_3685_);
                float l_3691_ = (l_3689_ + l_3690_);
                float _e6686 = l_mut_2828_;
                float l_3692_ = (_e6686 + l_3691_);
                bool l_3693_ = (l_4_ != 0.0);
                float l_3694_ = (l_3693_ ? l_3692_ : l_4_);
                float _e6691 = l_mut_2828_;
                float l_3695_ = (l_3694_ - _e6691);
                bool l_3696_ = (l_4_ != 0.0);
                float l_3697_ = (l_3696_ ? l_3695_ : l_4_);
                float l_3698_ = (l_3694_ - l_3697_);
                bool l_3699_ = (l_4_ != 0.0);
                float l_3700_ = (l_3699_ ? l_3698_ : l_4_);
                float _e6700 = l_mut_2828_;
                float l_3701_ = (_e6700 - l_3700_);
                float l_3702_ = (l_3691_ - l_3697_);
                float l_3703_ = (l_3701_ + l_3702_);
                float _e6704 = l_mut_2827_;
                float l_3704_ = (_e6704 + l_3703_);
                bool l_3705_ = (l_4_ != 0.0);
                float l_3706_ = (l_3705_ ? l_3704_ : l_4_);
                float _e6709 = l_mut_2827_;
                float l_3707_ = (l_3706_ - _e6709);
                bool l_3708_ = (l_4_ != 0.0);
                float l_3709_ = (l_3708_ ? l_3707_ : l_4_);
                float l_3710_ = (l_3706_ - l_3709_);
                bool l_3711_ = (l_4_ != 0.0);
                float l_3712_ = (l_3711_ ? l_3710_ : l_4_);
                float _e6718 = l_mut_2827_;
                float l_3713_ = (_e6718 - l_3712_);
                float l_3714_ = (l_3703_ - l_3709_);
                float l_3715_ = (l_3713_ + l_3714_);
                float _e6722 = l_mut_2826_;
                float l_3716_ = (_e6722 + l_3715_);
                bool l_3717_ = (l_4_ != 0.0);
                float l_3718_ = (l_3717_ ? l_3716_ : l_4_);
                float _e6727 = l_mut_2826_;
                float l_3719_ = (l_3718_ - _e6727);
                bool l_3720_ = (l_4_ != 0.0);
                float l_3721_ = (l_3720_ ? l_3719_ : l_4_);
                float l_3722_ = (l_3718_ - l_3721_);
                bool l_3723_ = (l_4_ != 0.0);
                float l_3724_ = (l_3723_ ? l_3722_ : l_4_);
                float _e6736 = l_mut_2826_;
                float l_3725_ = (_e6736 - l_3724_);
                float l_3726_ = (l_3715_ - l_3721_);
                float l_3727_ = (l_3725_ + l_3726_);
                float l_3728_ = (l_3718_ + l_3727_);
                bool l_3729_ = (l_4_ != 0.0);
                float l_3730_ = (l_3729_ ? l_3728_ : l_4_);
                float l_3731_ = (l_3730_ - l_3718_);
                bool l_3732_ = (l_4_ != 0.0);
                float l_3733_ = (l_3732_ ? l_3731_ : l_4_);
                float l_3734_ = (l_3727_ - l_3733_);
                float l_3735_ = (l_3706_ + l_3730_);
                bool l_3736_ = (l_4_ != 0.0);
                float l_3737_ = (l_3736_ ? l_3735_ : l_4_);
                float l_3738_ = (l_3737_ - l_3706_);
                bool l_3739_ = (l_4_ != 0.0);
                float l_3740_ = (l_3739_ ? l_3738_ : l_4_);
                float l_3741_ = (l_3730_ - l_3740_);
                float l_3742_ = (l_3694_ + l_3737_);
                bool l_3743_ = (l_4_ != 0.0);
                float l_3744_ = (l_3743_ ? l_3742_ : l_4_);
                float l_3745_ = (l_3744_ - l_3694_);
                bool l_3746_ = (l_4_ != 0.0);
                float l_3747_ = (l_3746_ ? l_3745_ : l_4_);
                float l_3748_ = (l_3737_ - l_3747_);
                float l_3749_ = (l_3682_ + l_3744_);
                bool l_3750_ = (l_4_ != 0.0);
                float l_3751_ = (l_3750_ ? l_3749_ : l_4_);
                float l_3752_ = (l_3751_ - l_3682_);
                bool l_3753_ = (l_4_ != 0.0);
                float l_3754_ = (l_3753_ ? l_3752_ : l_4_);
                float l_3755_ = (l_3744_ - l_3754_);
                l_mut_901_ = 0.0;
                l_mut_899_ = 0.0;
                l_mut_898_ = 0.0;
                l_mut_897_ = 0.0;
                l_mut_138_ = l_3751_;
                l_mut_139_ = 0u;
                float _e6781 = l_mut_138_;
                float l_3756_ = (_e6781 + l_3755_);
                bool l_3757_ = (l_4_ != 0.0);
                float l_3758_ = (l_3757_ ? l_3756_ : l_4_);
                float _e6786 = l_mut_138_;
                float l_3759_ = (l_3758_ - _e6786);
                bool l_3760_ = (l_4_ != 0.0);
                float l_3761_ = (l_3760_ ? l_3759_ : l_4_);
                float l_3762_ = (l_3755_ - l_3761_);
                uint _e6792 = l_mut_139_;
                bool l_3763_ = (_e6792 < 3u);
                bool l_3764_ = (l_3762_ != 0.0);
                if (l_3763_) {
                    local_184 = l_3764_;
                } else {
                    local_184 = false;
                }
                bool l_3765_ = local_184;
                uint _e6801 = l_mut_139_;
                bool l_3766_ = (_e6801 == 0u);
                if (l_3765_) {
                    local_185 = l_3766_;
                } else {
                    local_185 = false;
                }
                bool l_3767_ = local_185;
                float _e6808 = l_mut_901_;
                float l_3768_ = (l_3767_ ? l_3758_ : _e6808);
                l_mut_901_ = l_3768_;
                uint _e6810 = l_mut_139_;
                bool l_3769_ = (_e6810 == 1u);
                if (l_3765_) {
                    local_186 = l_3769_;
                } else {
                    local_186 = false;
                }
                bool l_3770_ = local_186;
                float _e6817 = l_mut_899_;
                float l_3771_ = (l_3770_ ? l_3758_ : _e6817);
                l_mut_899_ = l_3771_;
                uint _e6819 = l_mut_139_;
                bool l_3772_ = (_e6819 == 2u);
                if (l_3765_) {
                    local_187 = l_3772_;
                } else {
                    local_187 = false;
                }
                bool l_3773_ = local_187;
                float _e6826 = l_mut_898_;
                float l_3774_ = (l_3773_ ? l_3758_ : _e6826);
                l_mut_898_ = l_3774_;
                float l_3775_ = (l_3765_ ? l_3762_ : l_3758_);
                float _e6829 = l_mut_138_;
                float l_3776_ = (_e6829 + l_3755_);
                float l_3777_ = (l_3763_ ? l_3775_ : l_3776_);
                l_mut_138_ = l_3777_;
                uint l_3778_ = uint(l_3765_);
                uint _e6833 = l_mut_139_;
                l_mut_139_ = (_e6833 + l_3778_);
                float _e6835 = l_mut_138_;
                float l_3779_ = (_e6835 + l_3748_);
                bool l_3780_ = (l_4_ != 0.0);
                float l_3781_ = (l_3780_ ? l_3779_ : l_4_);
                float _e6840 = l_mut_138_;
                float l_3782_ = (l_3781_ - _e6840);
                bool l_3783_ = (l_4_ != 0.0);
                float l_3784_ = (l_3783_ ? l_3782_ : l_4_);
                float l_3785_ = (l_3748_ - l_3784_);
                uint _e6846 = l_mut_139_;
                bool l_3786_ = (_e6846 < 3u);
                bool l_3787_ = (l_3785_ != 0.0);
                if (l_3786_) {
                    local_188 = l_3787_;
                } else {
                    local_188 = false;
                }
                bool l_3788_ = local_188;
                uint _e6855 = l_mut_139_;
                bool l_3789_ = (_e6855 == 0u);
                if (l_3788_) {
                    local_189 = l_3789_;
                } else {
                    local_189 = false;
                }
                bool l_3790_ = local_189;
                float _e6862 = l_mut_901_;
                float l_3791_ = (l_3790_ ? l_3781_ : _e6862);
                l_mut_901_ = l_3791_;
                uint _e6864 = l_mut_139_;
                bool l_3792_ = (_e6864 == 1u);
                if (l_3788_) {
                    local_190 = l_3792_;
                } else {
                    local_190 = false;
                }
                bool l_3793_ = local_190;
                float _e6871 = l_mut_899_;
                float l_3794_ = (l_3793_ ? l_3781_ : _e6871);
                l_mut_899_ = l_3794_;
                uint _e6873 = l_mut_139_;
                bool l_3795_ = (_e6873 == 2u);
                if (l_3788_) {
                    local_191 = l_3795_;
                } else {
                    local_191 = false;
                }
                bool l_3796_ = local_191;
                float _e6880 = l_mut_898_;
                float l_3797_ = (l_3796_ ? l_3781_ : _e6880);
                l_mut_898_ = l_3797_;
                float l_3798_ = (l_3788_ ? l_3785_ : l_3781_);
                float _e6883 = l_mut_138_;
                float l_3799_ = (_e6883 + l_3748_);
                float l_3800_ = (l_3786_ ? l_3798_ : l_3799_);
                l_mut_138_ = l_3800_;
                uint l_3801_ = uint(l_3788_);
                uint _e6887 = l_mut_139_;
                l_mut_139_ = (_e6887 + l_3801_);
                float _e6889 = l_mut_138_;
                float l_3802_ = (_e6889 + l_3741_);
                bool l_3803_ = (l_4_ != 0.0);
                float l_3804_ = (l_3803_ ? l_3802_ : l_4_);
                float _e6894 = l_mut_138_;
                float l_3805_ = (l_3804_ - _e6894);
                bool l_3806_ = (l_4_ != 0.0);
                float l_3807_ = (l_3806_ ? l_3805_ : l_4_);
                float l_3808_ = (l_3741_ - l_3807_);
                uint _e6900 = l_mut_139_;
                bool l_3809_ = (_e6900 < 3u);
                bool l_3810_ = (l_3808_ != 0.0);
                if (l_3809_) {
                    local_192 = l_3810_;
                } else {
                    local_192 = false;
                }
                bool l_3811_ = local_192;
                uint _e6909 = l_mut_139_;
                bool l_3812_ = (_e6909 == 0u);
                if (l_3811_) {
                    local_193 = l_3812_;
                } else {
                    local_193 = false;
                }
                bool l_3813_ = local_193;
                float _e6916 = l_mut_901_;
                float l_3814_ = (l_3813_ ? l_3804_ : _e6916);
                l_mut_901_ = l_3814_;
                uint _e6918 = l_mut_139_;
                bool l_3815_ = (_e6918 == 1u);
                if (l_3811_) {
                    local_194 = l_3815_;
                } else {
                    local_194 = false;
                }
                bool l_3816_ = local_194;
                float _e6925 = l_mut_899_;
                float l_3817_ = (l_3816_ ? l_3804_ : _e6925);
                l_mut_899_ = l_3817_;
                uint _e6927 = l_mut_139_;
                bool l_3818_ = (_e6927 == 2u);
                if (l_3811_) {
                    local_195 = l_3818_;
                } else {
                    local_195 = false;
                }
                bool l_3819_ = local_195;
                float _e6934 = l_mut_898_;
                float l_3820_ = (l_3819_ ? l_3804_ : _e6934);
                l_mut_898_ = l_3820_;
                float l_3821_ = (l_3811_ ? l_3808_ : l_3804_);
                float _e6937 = l_mut_138_;
                float l_3822_ = (_e6937 + l_3741_);
                float l_3823_ = (l_3809_ ? l_3821_ : l_3822_);
                l_mut_138_ = l_3823_;
                uint l_3824_ = uint(l_3811_);
                uint _e6941 = l_mut_139_;
                l_mut_139_ = (_e6941 + l_3824_);
                float _e6943 = l_mut_138_;
                float l_3825_ = (_e6943 + l_3734_);
                bool l_3826_ = (l_4_ != 0.0);
                float l_3827_ = (l_3826_ ? l_3825_ : l_4_);
                float _e6948 = l_mut_138_;
                float l_3828_ = (l_3827_ - _e6948);
                bool l_3829_ = (l_4_ != 0.0);
                float l_3830_ = (l_3829_ ? l_3828_ : l_4_);
                float l_3831_ = (l_3734_ - l_3830_);
                uint _e6954 = l_mut_139_;
                bool l_3832_ = (_e6954 < 3u);
                bool l_3833_ = (l_3831_ != 0.0);
                if (l_3832_) {
                    local_196 = l_3833_;
                } else {
                    local_196 = false;
                }
                bool l_3834_ = local_196;
                uint _e6963 = l_mut_139_;
                bool l_3835_ = (_e6963 == 0u);
                if (l_3834_) {
                    local_197 = l_3835_;
                } else {
                    local_197 = false;
                }
                bool l_3836_ = local_197;
                float _e6970 = l_mut_901_;
                float l_3837_ = (l_3836_ ? l_3827_ : _e6970);
                l_mut_901_ = l_3837_;
                uint _e6972 = l_mut_139_;
                bool l_3838_ = (_e6972 == 1u);
                if (l_3834_) {
                    local_198 = l_3838_;
                } else {
                    local_198 = false;
                }
                bool l_3839_ = local_198;
                float _e6979 = l_mut_899_;
                float l_3840_ = (l_3839_ ? l_3827_ : _e6979);
                l_mut_899_ = l_3840_;
                uint _e6981 = l_mut_139_;
                bool l_3841_ = (_e6981 == 2u);
                if (l_3834_) {
                    local_199 = l_3841_;
                } else {
                    local_199 = false;
                }
                bool l_3842_ = local_199;
                float _e6988 = l_mut_898_;
                float l_3843_ = (l_3842_ ? l_3827_ : _e6988);
                l_mut_898_ = l_3843_;
                float l_3844_ = (l_3834_ ? l_3831_ : l_3827_);
                float _e6991 = l_mut_138_;
                float l_3845_ = (_e6991 + l_3734_);
                float l_3846_ = (l_3832_ ? l_3844_ : l_3845_);
                l_mut_138_ = l_3846_;
                uint l_3847_ = uint(l_3834_);
                uint _e6995 = l_mut_139_;
                l_mut_139_ = (_e6995 + l_3847_);
                uint _e6997 = l_mut_139_;
                bool l_3848_ = (_e6997 == 0u);
                float _e7000 = l_mut_901_;
                float _e7001 = l_mut_138_;
                float l_3849_ = (l_3848_ ? _e7001 : _e7000);
                l_mut_901_ = l_3849_;
                uint _e7003 = l_mut_139_;
                bool l_3850_ = (_e7003 == 1u);
                float _e7006 = l_mut_899_;
                float _e7007 = l_mut_138_;
                float l_3851_ = (l_3850_ ? _e7007 : _e7006);
                l_mut_899_ = l_3851_;
                uint _e7009 = l_mut_139_;
                bool l_3852_ = (_e7009 == 2u);
                float _e7012 = l_mut_898_;
                float _e7013 = l_mut_138_;
                float l_3853_ = (l_3852_ ? _e7013 : _e7012);
                l_mut_898_ = l_3853_;
                uint _e7015 = l_mut_139_;
                bool l_3854_ = (_e7015 == 3u);
                float _e7018 = l_mut_897_;
                float _e7019 = l_mut_138_;
                float l_3855_ = (l_3854_ ? _e7019 : _e7018);
                l_mut_897_ = l_3855_;
                float _e7022 = l_mut_27_;
                a_3856_[0] = _e7022;
                float _e7024 = l_mut_901_;
                a_3856_[1] = _e7024;
                float _e7026 = l_mut_28_;
                a_3856_[2] = _e7026;
                float _e7028 = l_mut_899_;
                a_3856_[3] = _e7028;
                float _e7030 = l_mut_29_;
                a_3856_[4] = _e7030;
                float _e7032 = l_mut_898_;
                a_3856_[5] = _e7032;
                float _e7034 = l_mut_30_;
                a_3856_[6] = _e7034;
                float _e7036 = l_mut_897_;
                a_3856_[7] = _e7036;
                float l_3857_ = a_3856_[7];
                l_mut_2830_ = l_3857_;
                float l_3858_ = a_3856_[6];
                float _e7041 = l_mut_2830_;
                float l_3859_ = (l_3858_ + _e7041);
                bool l_3860_ = (l_4_ != 0.0);
                float l_3861_ = (l_3860_ ? l_3859_ : l_4_);
                float l_3862_ = (l_3861_ - l_3858_);
                bool l_3863_ = (l_4_ != 0.0);
                float l_3864_ = (l_3863_ ? l_3862_ : l_4_);
                float l_3865_ = (l_3861_ - l_3864_);
                bool l_3866_ = (l_4_ != 0.0);
                float l_3867_ = (l_3866_ ? l_3865_ : l_4_);
                float l_3868_ = (l_3858_ - l_3867_);
                float _e7055 = l_mut_2830_;
                float l_3869_ = (_e7055 - l_3864_);
                float l_3870_ = (l_3868_ + l_3869_);
                a_3856_[7] = l_3870_;
                l_mut_2830_ = l_3861_;
                float l_3871_ = a_3856_[5];
                float _e7061 = l_mut_2830_;
                float l_3872_ = (l_3871_ + _e7061);
                bool l_3873_ = (l_4_ != 0.0);
                float l_3874_ = (l_3873_ ? l_3872_ : l_4_);
                float l_3875_ = (l_3874_ - l_3871_);
                bool l_3876_ = (l_4_ != 0.0);
                float l_3877_ = (l_3876_ ? l_3875_ : l_4_);
                float l_3878_ = (l_3874_ - l_3877_);
                bool l_3879_ = (l_4_ != 0.0);
                float l_3880_ = (l_3879_ ? l_3878_ : l_4_);
                float l_3881_ = (l_3871_ - l_3880_);
                float _e7075 = l_mut_2830_;
                float l_3882_ = (_e7075 - l_3877_);
                float l_3883_ = (l_3881_ + l_3882_);
                a_3856_[6] = l_3883_;
                l_mut_2830_ = l_3874_;
                float l_3884_ = a_3856_[4];
                float _e7081 = l_mut_2830_;
                float l_3885_ = (l_3884_ + _e7081);
                bool l_3886_ = (l_4_ != 0.0);
                float l_3887_ = (l_3886_ ? l_3885_ : l_4_);
                float l_3888_ = (l_3887_ - l_3884_);
                bool l_3889_ = (l_4_ != 0.0);
                float l_3890_ = (l_3889_ ? l_3888_ : l_4_);
                float l_3891_ = (l_3887_ - l_3890_);
                bool l_3892_ = (l_4_ != 0.0);
                float l_3893_ = (l_3892_ ? l_3891_ : l_4_);
                float l_3894_ = (l_3884_ - l_3893_);
                float _e7095 = l_mut_2830_;
                float l_3895_ = (_e7095 - l_3890_);
                float l_3896_ = (l_3894_ + l_3895_);
                a_3856_[5] = l_3896_;
                l_mut_2830_ = l_3887_;
                float l_3897_ = a_3856_[3];
                float _e7101 = l_mut_2830_;
                float l_3898_ = (l_3897_ + _e7101);
                bool l_3899_ = (l_4_ != 0.0);
                float l_3900_ = (l_3899_ ? l_3898_ : l_4_);
                float l_3901_ = (l_3900_ - l_3897_);
                bool l_3902_ = (l_4_ != 0.0);
                float l_3903_ = (l_3902_ ? l_3901_ : l_4_);
                float l_3904_ = (l_3900_ - l_3903_);
                bool l_3905_ = (l_4_ != 0.0);
                float l_3906_ = (l_3905_ ? l_3904_ : l_4_);
                float l_3907_ = (l_3897_ - l_3906_);
                float _e7115 = l_mut_2830_;
                float l_3908_ = (_e7115 - l_3903_);
                float l_3909_ = (l_3907_ + l_3908_);
                a_3856_[4] = l_3909_;
                l_mut_2830_ = l_3900_;
                float l_3910_ = a_3856_[2];
                float _e7121 = l_mut_2830_;
                float l_3911_ = (l_3910_ + _e7121);
                bool l_3912_ = (l_4_ != 0.0);
                float l_3913_ = (l_3912_ ? l_3911_ : l_4_);
                float l_3914_ = (l_3913_ - l_3910_);
                bool l_3915_ = (l_4_ != 0.0);
                float l_3916_ = (l_3915_ ? l_3914_ : l_4_);
                float l_3917_ = (l_3913_ - l_3916_);
                bool l_3918_ = (l_4_ != 0.0);
                float l_3919_ = (l_3918_ ? l_3917_ : l_4_);
                float l_3920_ = (l_3910_ - l_3919_);
                float _e7135 = l_mut_2830_;
                float l_3921_ = (_e7135 - l_3916_);
                float l_3922_ = (l_3920_ + l_3921_);
                a_3856_[3] = l_3922_;
                l_mut_2830_ = l_3913_;
                float l_3923_ = a_3856_[1];
                float _e7141 = l_mut_2830_;
                float l_3924_ = (l_3923_ + _e7141);
                bool l_3925_ = (l_4_ != 0.0);
                float l_3926_ = (l_3925_ ? l_3924_ : l_4_);
                float l_3927_ = (l_3926_ - l_3923_);
                bool l_3928_ = (l_4_ != 0.0);
                float l_3929_ = (l_3928_ ? l_3927_ : l_4_);
                float l_3930_ = (l_3926_ - l_3929_);
                bool l_3931_ = (l_4_ != 0.0);
                float l_3932_ = (l_3931_ ? l_3930_ : l_4_);
                float l_3933_ = (l_3923_ - l_3932_);
                float _e7155 = l_mut_2830_;
                float l_3934_ = (_e7155 - l_3929_);
                float l_3935_ = (l_3933_ + l_3934_);
                a_3856_[2] = l_3935_;
                l_mut_2830_ = l_3926_;
                float l_3936_ = a_3856_[0];
                float _e7161 = l_mut_2830_;
                float l_3937_ = (l_3936_ + _e7161);
                bool l_3938_ = (l_4_ != 0.0);
                float l_3939_ = (l_3938_ ? l_3937_ : l_4_);
                float l_3940_ = (l_3939_ - l_3936_);
                bool l_3941_ = (l_4_ != 0.0);
                float l_3942_ = (l_3941_ ? l_3940_ : l_4_);
                float l_3943_ = (l_3939_ - l_3942_);
                bool l_3944_ = (l_4_ != 0.0);
                float l_3945_ = (l_3944_ ? l_3943_ : l_4_);
                float l_3946_ = (l_3936_ - l_3945_);
                float _e7175 = l_mut_2830_;
                float l_3947_ = (_e7175 - l_3942_);
                float l_3948_ = (l_3946_ + l_3947_);
                a_3856_[1] = l_3948_;
                l_mut_2830_ = l_3939_;
                float _e7180 = l_mut_2830_;
                a_3856_[0] = _e7180;
                float l_3949_ = a_3856_[7];
                l_mut_2830_ = l_3949_;
                float l_3950_ = a_3856_[6];
                float _e7185 = l_mut_2830_;
                float l_3951_ = (l_3950_ + _e7185);
                bool l_3952_ = (l_4_ != 0.0);
                float l_3953_ = (l_3952_ ? l_3951_ : l_4_);
                float l_3954_ = (l_3953_ - l_3950_);
                bool l_3955_ = (l_4_ != 0.0);
                float l_3956_ = (l_3955_ ? l_3954_ : l_4_);
                float l_3957_ = (l_3953_ - l_3956_);
                bool l_3958_ = (l_4_ != 0.0);
                float l_3959_ = (l_3958_ ? l_3957_ : l_4_);
                float l_3960_ = (l_3950_ - l_3959_);
                float _e7199 = l_mut_2830_;
                float l_3961_ = (_e7199 - l_3956_);
                float l_3962_ = (l_3960_ + l_3961_);
                a_3856_[7] = l_3962_;
                l_mut_2830_ = l_3953_;
                float l_3963_ = a_3856_[5];
                float _e7205 = l_mut_2830_;
                float l_3964_ = (l_3963_ + _e7205);
                bool l_3965_ = (l_4_ != 0.0);
                float l_3966_ = (l_3965_ ? l_3964_ : l_4_);
                float l_3967_ = (l_3966_ - l_3963_);
                bool l_3968_ = (l_4_ != 0.0);
                float l_3969_ = (l_3968_ ? l_3967_ : l_4_);
                float l_3970_ = (l_3966_ - l_3969_);
                bool l_3971_ = (l_4_ != 0.0);
                float l_3972_ = (l_3971_ ? l_3970_ : l_4_);
                float l_3973_ = (l_3963_ - l_3972_);
                float _e7219 = l_mut_2830_;
                float l_3974_ = (_e7219 - l_3969_);
                float l_3975_ = (l_3973_ + l_3974_);
                a_3856_[6] = l_3975_;
                l_mut_2830_ = l_3966_;
                float l_3976_ = a_3856_[4];
                float _e7225 = l_mut_2830_;
                float l_3977_ = (l_3976_ + _e7225);
                bool l_3978_ = (l_4_ != 0.0);
                float l_3979_ = (l_3978_ ? l_3977_ : l_4_);
                float l_3980_ = (l_3979_ - l_3976_);
                bool l_3981_ = (l_4_ != 0.0);
                float l_3982_ = (l_3981_ ? l_3980_ : l_4_);
                float l_3983_ = (l_3979_ - l_3982_);
                bool l_3984_ = (l_4_ != 0.0);
                float l_3985_ = (l_3984_ ? l_3983_ : l_4_);
                float l_3986_ = (l_3976_ - l_3985_);
                float _e7239 = l_mut_2830_;
                float l_3987_ = (_e7239 - l_3982_);
                float l_3988_ = (l_3986_ + l_3987_);
                a_3856_[5] = l_3988_;
                l_mut_2830_ = l_3979_;
                float l_3989_ = a_3856_[3];
                float _e7245 = l_mut_2830_;
                float l_3990_ = (l_3989_ + _e7245);
                bool l_3991_ = (l_4_ != 0.0);
                float l_3992_ = (l_3991_ ? l_3990_ : l_4_);
                float l_3993_ = (l_3992_ - l_3989_);
                bool l_3994_ = (l_4_ != 0.0);
                float l_3995_ = (l_3994_ ? l_3993_ : l_4_);
                float l_3996_ = (l_3992_ - l_3995_);
                bool l_3997_ = (l_4_ != 0.0);
                float l_3998_ = (l_3997_ ? l_3996_ : l_4_);
                float l_3999_ = (l_3989_ - l_3998_);
                float _e7259 = l_mut_2830_;
                float l_4000_ = (_e7259 - l_3995_);
                float l_4001_ = (l_3999_ + l_4000_);
                a_3856_[4] = l_4001_;
                l_mut_2830_ = l_3992_;
                float l_4002_ = a_3856_[2];
                float _e7265 = l_mut_2830_;
                float l_4003_ = (l_4002_ + _e7265);
                bool l_4004_ = (l_4_ != 0.0);
                float l_4005_ = (l_4004_ ? l_4003_ : l_4_);
                float l_4006_ = (l_4005_ - l_4002_);
                bool l_4007_ = (l_4_ != 0.0);
                float l_4008_ = (l_4007_ ? l_4006_ : l_4_);
                float l_4009_ = (l_4005_ - l_4008_);
                bool l_4010_ = (l_4_ != 0.0);
                float l_4011_ = (l_4010_ ? l_4009_ : l_4_);
                float l_4012_ = (l_4002_ - l_4011_);
                float _e7279 = l_mut_2830_;
                float l_4013_ = (_e7279 - l_4008_);
                float l_4014_ = (l_4012_ + l_4013_);
                a_3856_[3] = l_4014_;
                l_mut_2830_ = l_4005_;
                float l_4015_ = a_3856_[1];
                float _e7285 = l_mut_2830_;
                float l_4016_ = (l_4015_ + _e7285);
                bool l_4017_ = (l_4_ != 0.0);
                float l_4018_ = (l_4017_ ? l_4016_ : l_4_);
                float l_4019_ = (l_4018_ - l_4015_);
                bool l_4020_ = (l_4_ != 0.0);
                float l_4021_ = (l_4020_ ? l_4019_ : l_4_);
                float l_4022_ = (l_4018_ - l_4021_);
                bool l_4023_ = (l_4_ != 0.0);
                float l_4024_ = (l_4023_ ? l_4022_ : l_4_);
                float l_4025_ = (l_4015_ - l_4024_);
                float _e7299 = l_mut_2830_;
                float l_4026_ = (_e7299 - l_4021_);
                float l_4027_ = (l_4025_ + l_4026_);
                a_3856_[2] = l_4027_;
                l_mut_2830_ = l_4018_;
                float l_4028_ = a_3856_[0];
                float _e7305 = l_mut_2830_;
                float l_4029_ = (l_4028_ + _e7305);
                bool l_4030_ = (l_4_ != 0.0);
                float l_4031_ = (l_4030_ ? l_4029_ : l_4_);
                float l_4032_ = (l_4031_ - l_4028_);
                bool l_4033_ = (l_4_ != 0.0);
                float l_4034_ = (l_4033_ ? l_4032_ : l_4_);
                float l_4035_ = (l_4031_ - l_4034_);
                bool l_4036_ = (l_4_ != 0.0);
                float l_4037_ = (l_4036_ ? l_4035_ : l_4_);
                float l_4038_ = (l_4028_ - l_4037_);
                float _e7319 = l_mut_2830_;
                float l_4039_ = (_e7319 - l_4034_);
                float l_4040_ = (l_4038_ + l_4039_);
                a_3856_[1] = l_4040_;
                l_mut_2830_ = l_4031_;
                float _e7324 = l_mut_2830_;
                a_3856_[0] = _e7324;
                l_mut_2830_ = 0.0;
                l_mut_2828_ = 0.0;
                l_mut_2827_ = 0.0;
                l_mut_2826_ = 0.0;
                float l_4041_ = a_3856_[0];
                l_mut_138_ = l_4041_;
                l_mut_139_ = 0u;
                float l_4042_ = a_3856_[1];
                float _e7334 = l_mut_138_;
                float l_4043_ = (_e7334 + l_4042_);
                bool l_4044_ = (l_4_ != 0.0);
                float l_4045_ = (l_4044_ ? l_4043_ : l_4_);
                float _e7339 = l_mut_138_;
                float l_4046_ = (l_4045_ - _e7339);
                bool l_4047_ = (l_4_ != 0.0);
                float l_4048_ = (l_4047_ ? l_4046_ : l_4_);
                float l_4049_ = (l_4045_ - l_4048_);
                bool l_4050_ = (l_4_ != 0.0);
                float l_4051_ = (l_4050_ ? l_4049_ : l_4_);
                float _e7348 = l_mut_138_;
                float l_4052_ = (_e7348 - l_4051_);
                float l_4053_ = (l_4042_ - l_4048_);
                float l_4054_ = (l_4052_ + l_4053_);
                uint _e7352 = l_mut_139_;
                bool l_4055_ = (_e7352 < 3u);
                bool l_4056_ = (l_4054_ != 0.0);
                if (l_4055_) {
                    local_200 = l_4056_;
                } else {
                    local_200 = false;
                }
                bool l_4057_ = local_200;
                uint _e7361 = l_mut_139_;
                bool l_4058_ = (_e7361 == 0u);
                if (l_4057_) {
                    local_201 = l_4058_;
                } else {
                    local_201 = false;
                }
                bool l_4059_ = local_201;
                float _e7368 = l_mut_2830_;
                float l_4060_ = (l_4059_ ? l_4045_ : _e7368);
                l_mut_2830_ = l_4060_;
                uint _e7370 = l_mut_139_;
                bool l_4061_ = (_e7370 == 1u);
                if (l_4057_) {
                    local_202 = l_4061_;
                } else {
                    local_202 = false;
                }
                bool l_4062_ = local_202;
                float _e7377 = l_mut_2828_;
                float l_4063_ = (l_4062_ ? l_4045_ : _e7377);
                l_mut_2828_ = l_4063_;
                uint _e7379 = l_mut_139_;
                bool l_4064_ = (_e7379 == 2u);
                if (l_4057_) {
                    local_203 = l_4064_;
                } else {
                    local_203 = false;
                }
                bool l_4065_ = local_203;
                float _e7386 = l_mut_2827_;
                float l_4066_ = (l_4065_ ? l_4045_ : _e7386);
                l_mut_2827_ = l_4066_;
                float l_4067_ = (l_4057_ ? l_4054_ : l_4045_);
                float _e7389 = l_mut_138_;
                float l_4068_ = (_e7389 + l_4042_);
                float l_4069_ = (l_4055_ ? l_4067_ : l_4068_);
                l_mut_138_ = l_4069_;
                uint l_4070_ = uint(l_4057_);
                uint _e7393 = l_mut_139_;
                l_mut_139_ = (_e7393 + l_4070_);
                float l_4071_ = a_3856_[2];
                float _e7397 = l_mut_138_;
                float l_4072_ = (_e7397 + l_4071_);
                bool l_4073_ = (l_4_ != 0.0);
                float l_4074_ = (l_4073_ ? l_4072_ : l_4_);
                float _e7402 = l_mut_138_;
                float l_4075_ = (l_4074_ - _e7402);
                bool l_4076_ = (l_4_ != 0.0);
                float l_4077_ = (l_4076_ ? l_4075_ : l_4_);
                float l_4078_ = (l_4074_ - l_4077_);
                bool l_4079_ = (l_4_ != 0.0);
                float l_4080_ = (l_4079_ ? l_4078_ : l_4_);
                float _e7411 = l_mut_138_;
                float l_4081_ = (_e7411 - l_4080_);
                float l_4082_ = (l_4071_ - l_4077_);
                float l_4083_ = (l_4081_ + l_4082_);
                uint _e7415 = l_mut_139_;
                bool l_4084_ = (_e7415 < 3u);
                bool l_4085_ = (l_4083_ != 0.0);
                if (l_4084_) {
                    local_204 = l_4085_;
                } else {
                    local_204 = false;
                }
                bool l_4086_ = local_204;
                uint _e7424 = l_mut_139_;
                bool l_4087_ = (_e7424 == 0u);
                if (l_4086_) {
                    local_205 = l_4087_;
                } else {
                    local_205 = false;
                }
                bool l_4088_ = local_205;
                float _e7431 = l_mut_2830_;
                float l_4089_ = (l_4088_ ? l_4074_ : _e7431);
                l_mut_2830_ = l_4089_;
                uint _e7433 = l_mut_139_;
                bool l_4090_ = (_e7433 == 1u);
                if (l_4086_) {
                    local_206 = l_4090_;
                } else {
                    local_206 = false;
                }
                bool l_4091_ = local_206;
                float _e7440 = l_mut_2828_;
                float l_4092_ = (l_4091_ ? l_4074_ : _e7440);
                l_mut_2828_ = l_4092_;
                uint _e7442 = l_mut_139_;
                bool l_4093_ = (_e7442 == 2u);
                if (l_4086_) {
                    local_207 = l_4093_;
                } else {
                    local_207 = false;
                }
                bool l_4094_ = local_207;
                float _e7449 = l_mut_2827_;
                float l_4095_ = (l_4094_ ? l_4074_ : _e7449);
                l_mut_2827_ = l_4095_;
                float l_4096_ = (l_4086_ ? l_4083_ : l_4074_);
                float _e7452 = l_mut_138_;
                float l_4097_ = (_e7452 + l_4071_);
                float l_4098_ = (l_4084_ ? l_4096_ : l_4097_);
                l_mut_138_ = l_4098_;
                uint l_4099_ = uint(l_4086_);
                uint _e7456 = l_mut_139_;
                l_mut_139_ = (_e7456 + l_4099_);
                float l_4100_ = a_3856_[3];
                float _e7460 = l_mut_138_;
                float l_4101_ = (_e7460 + l_4100_);
                bool l_4102_ = (l_4_ != 0.0);
                float l_4103_ = (l_4102_ ? l_4101_ : l_4_);
                float _e7465 = l_mut_138_;
                float l_4104_ = (l_4103_ - _e7465);
                bool l_4105_ = (l_4_ != 0.0);
                float l_4106_ = (l_4105_ ? l_4104_ : l_4_);
                float l_4107_ = (l_4103_ - l_4106_);
                bool l_4108_ = (l_4_ != 0.0);
                float l_4109_ = (l_4108_ ? l_4107_ : l_4_);
                float _e7474 = l_mut_138_;
                float l_4110_ = (_e7474 - l_4109_);
                float l_4111_ = (l_4100_ - l_4106_);
                float l_4112_ = (l_4110_ + l_4111_);
                uint _e7478 = l_mut_139_;
                bool l_4113_ = (_e7478 < 3u);
                bool l_4114_ = (l_4112_ != 0.0);
                if (l_4113_) {
                    local_208 = l_4114_;
                } else {
                    local_208 = false;
                }
                bool l_4115_ = local_208;
                uint _e7487 = l_mut_139_;
                bool l_4116_ = (_e7487 == 0u);
                if (l_4115_) {
                    local_209 = l_4116_;
                } else {
                    local_209 = false;
                }
                bool l_4117_ = local_209;
                float _e7494 = l_mut_2830_;
                float l_4118_ = (l_4117_ ? l_4103_ : _e7494);
                l_mut_2830_ = l_4118_;
                uint _e7496 = l_mut_139_;
                bool l_4119_ = (_e7496 == 1u);
                if (l_4115_) {
                    local_210 = l_4119_;
                } else {
                    local_210 = false;
                }
                bool l_4120_ = local_210;
                float _e7503 = l_mut_2828_;
                float l_4121_ = (l_4120_ ? l_4103_ : _e7503);
                l_mut_2828_ = l_4121_;
                uint _e7505 = l_mut_139_;
                bool l_4122_ = (_e7505 == 2u);
                if (l_4115_) {
                    local_211 = l_4122_;
                } else {
                    local_211 = false;
                }
                bool l_4123_ = local_211;
                float _e7512 = l_mut_2827_;
                float l_4124_ = (l_4123_ ? l_4103_ : _e7512);
                l_mut_2827_ = l_4124_;
                float l_4125_ = (l_4115_ ? l_4112_ : l_4103_);
                float _e7515 = l_mut_138_;
                float l_4126_ = (_e7515 + l_4100_);
                float l_4127_ = (l_4113_ ? l_4125_ : l_4126_);
                l_mut_138_ = l_4127_;
                uint l_4128_ = uint(l_4115_);
                uint _e7519 = l_mut_139_;
                l_mut_139_ = (_e7519 + l_4128_);
                float l_4129_ = a_3856_[4];
                float _e7523 = l_mut_138_;
                float l_4130_ = (_e7523 + l_4129_);
                bool l_4131_ = (l_4_ != 0.0);
                float l_4132_ = (l_4131_ ? l_4130_ : l_4_);
                float _e7528 = l_mut_138_;
                float l_4133_ = (l_4132_ - _e7528);
                bool l_4134_ = (l_4_ != 0.0);
                float l_4135_ = (l_4134_ ? l_4133_ : l_4_);
                float l_4136_ = (l_4132_ - l_4135_);
                bool l_4137_ = (l_4_ != 0.0);
                float l_4138_ = (l_4137_ ? l_4136_ : l_4_);
                float _e7537 = l_mut_138_;
                float l_4139_ = (_e7537 - l_4138_);
                float l_4140_ = (l_4129_ - l_4135_);
                float l_4141_ = (l_4139_ + l_4140_);
                uint _e7541 = l_mut_139_;
                bool l_4142_ = (_e7541 < 3u);
                bool l_4143_ = (l_4141_ != 0.0);
                if (l_4142_) {
                    local_212 = l_4143_;
                } else {
                    local_212 = false;
                }
                bool l_4144_ = local_212;
                uint _e7550 = l_mut_139_;
                bool l_4145_ = (_e7550 == 0u);
                if (l_4144_) {
                    local_213 = l_4145_;
                } else {
                    local_213 = false;
                }
                bool l_4146_ = local_213;
                float _e7557 = l_mut_2830_;
                float l_4147_ = (l_4146_ ? l_4132_ : _e7557);
                l_mut_2830_ = l_4147_;
                uint _e7559 = l_mut_139_;
                bool l_4148_ = (_e7559 == 1u);
                if (l_4144_) {
                    local_214 = l_4148_;
                } else {
                    local_214 = false;
                }
                bool l_4149_ = local_214;
                float _e7566 = l_mut_2828_;
                float l_4150_ = (l_4149_ ? l_4132_ : _e7566);
                l_mut_2828_ = l_4150_;
                uint _e7568 = l_mut_139_;
                bool l_4151_ = (_e7568 == 2u);
                if (l_4144_) {
                    local_215 = l_4151_;
                } else {
                    local_215 = false;
                }
                bool l_4152_ = local_215;
                float _e7575 = l_mut_2827_;
                float l_4153_ = (l_4152_ ? l_4132_ : _e7575);
                l_mut_2827_ = l_4153_;
                float l_4154_ = (l_4144_ ? l_4141_ : l_4132_);
                float _e7578 = l_mut_138_;
                float l_4155_ = (_e7578 + l_4129_);
                float l_4156_ = (l_4142_ ? l_4154_ : l_4155_);
                l_mut_138_ = l_4156_;
                uint l_4157_ = uint(l_4144_);
                uint _e7582 = l_mut_139_;
                l_mut_139_ = (_e7582 + l_4157_);
                float l_4158_ = a_3856_[5];
                float _e7586 = l_mut_138_;
                float l_4159_ = (_e7586 + l_4158_);
                bool l_4160_ = (l_4_ != 0.0);
                float l_4161_ = (l_4160_ ? l_4159_ : l_4_);
                float _e7591 = l_mut_138_;
                float l_4162_ = (l_4161_ - _e7591);
                bool l_4163_ = (l_4_ != 0.0);
                float l_4164_ = (l_4163_ ? l_4162_ : l_4_);
                float l_4165_ = (l_4161_ - l_4164_);
                bool l_4166_ = (l_4_ != 0.0);
                float l_4167_ = (l_4166_ ? l_4165_ : l_4_);
                float _e7600 = l_mut_138_;
                float l_4168_ = (_e7600 - l_4167_);
                float l_4169_ = (l_4158_ - l_4164_);
                float l_4170_ = (l_4168_ + l_4169_);
                uint _e7604 = l_mut_139_;
                bool l_4171_ = (_e7604 < 3u);
                bool l_4172_ = (l_4170_ != 0.0);
                if (l_4171_) {
                    local_216 = l_4172_;
                } else {
                    local_216 = false;
                }
                bool l_4173_ = local_216;
                uint _e7613 = l_mut_139_;
                bool l_4174_ = (_e7613 == 0u);
                if (l_4173_) {
                    local_217 = l_4174_;
                } else {
                    local_217 = false;
                }
                bool l_4175_ = local_217;
                float _e7620 = l_mut_2830_;
                float l_4176_ = (l_4175_ ? l_4161_ : _e7620);
                l_mut_2830_ = l_4176_;
                uint _e7622 = l_mut_139_;
                bool l_4177_ = (_e7622 == 1u);
                if (l_4173_) {
                    local_218 = l_4177_;
                } else {
                    local_218 = false;
                }
                bool l_4178_ = local_218;
                float _e7629 = l_mut_2828_;
                float l_4179_ = (l_4178_ ? l_4161_ : _e7629);
                l_mut_2828_ = l_4179_;
                uint _e7631 = l_mut_139_;
                bool l_4180_ = (_e7631 == 2u);
                if (l_4173_) {
                    local_219 = l_4180_;
                } else {
                    local_219 = false;
                }
                bool l_4181_ = local_219;
                float _e7638 = l_mut_2827_;
                float l_4182_ = (l_4181_ ? l_4161_ : _e7638);
                l_mut_2827_ = l_4182_;
                float l_4183_ = (l_4173_ ? l_4170_ : l_4161_);
                float _e7641 = l_mut_138_;
                float l_4184_ = (_e7641 + l_4158_);
                float l_4185_ = (l_4171_ ? l_4183_ : l_4184_);
                l_mut_138_ = l_4185_;
                uint l_4186_ = uint(l_4173_);
                uint _e7645 = l_mut_139_;
                l_mut_139_ = (_e7645 + l_4186_);
                float l_4187_ = a_3856_[6];
                float _e7649 = l_mut_138_;
                float l_4188_ = (_e7649 + l_4187_);
                bool l_4189_ = (l_4_ != 0.0);
                float l_4190_ = (l_4189_ ? l_4188_ : l_4_);
                float _e7654 = l_mut_138_;
                float l_4191_ = (l_4190_ - _e7654);
                bool l_4192_ = (l_4_ != 0.0);
                float l_4193_ = (l_4192_ ? l_4191_ : l_4_);
                float l_4194_ = (l_4190_ - l_4193_);
                bool l_4195_ = (l_4_ != 0.0);
                float l_4196_ = (l_4195_ ? l_4194_ : l_4_);
                float _e7663 = l_mut_138_;
                float l_4197_ = (_e7663 - l_4196_);
                float l_4198_ = (l_4187_ - l_4193_);
                float l_4199_ = (l_4197_ + l_4198_);
                uint _e7667 = l_mut_139_;
                bool l_4200_ = (_e7667 < 3u);
                bool l_4201_ = (l_4199_ != 0.0);
                if (l_4200_) {
                    local_220 = l_4201_;
                } else {
                    local_220 = false;
                }
                bool l_4202_ = local_220;
                uint _e7676 = l_mut_139_;
                bool l_4203_ = (_e7676 == 0u);
                if (l_4202_) {
                    local_221 = l_4203_;
                } else {
                    local_221 = false;
                }
                bool l_4204_ = local_221;
                float _e7683 = l_mut_2830_;
                float l_4205_ = (l_4204_ ? l_4190_ : _e7683);
                l_mut_2830_ = l_4205_;
                uint _e7685 = l_mut_139_;
                bool l_4206_ = (_e7685 == 1u);
                if (l_4202_) {
                    local_222 = l_4206_;
                } else {
                    local_222 = false;
                }
                bool l_4207_ = local_222;
                float _e7692 = l_mut_2828_;
                float l_4208_ = (l_4207_ ? l_4190_ : _e7692);
                l_mut_2828_ = l_4208_;
                uint _e7694 = l_mut_139_;
                bool l_4209_ = (_e7694 == 2u);
                if (l_4202_) {
                    local_223 = l_4209_;
                } else {
                    local_223 = false;
                }
                bool l_4210_ = local_223;
                float _e7701 = l_mut_2827_;
                float l_4211_ = (l_4210_ ? l_4190_ : _e7701);
                l_mut_2827_ = l_4211_;
                float l_4212_ = (l_4202_ ? l_4199_ : l_4190_);
                float _e7704 = l_mut_138_;
                float l_4213_ = (_e7704 + l_4187_);
                float l_4214_ = (l_4200_ ? l_4212_ : l_4213_);
                l_mut_138_ = l_4214_;
                uint l_4215_ = uint(l_4202_);
                uint _e7708 = l_mut_139_;
                l_mut_139_ = (_e7708 + l_4215_);
                float l_4216_ = a_3856_[7];
                float _e7712 = l_mut_138_;
                float l_4217_ = (_e7712 + l_4216_);
                bool l_4218_ = (l_4_ != 0.0);
                float l_4219_ = (l_4218_ ? l_4217_ : l_4_);
                float _e7717 = l_mut_138_;
                float l_4220_ = (l_4219_ - _e7717);
                bool l_4221_ = (l_4_ != 0.0);
                float l_4222_ = (l_4221_ ? l_4220_ : l_4_);
                float l_4223_ = (l_4219_ - l_4222_);
                bool l_4224_ = (l_4_ != 0.0);
                float l_4225_ = (l_4224_ ? l_4223_ : l_4_);
                float _e7726 = l_mut_138_;
                float l_4226_ = (_e7726 - l_4225_);
                float l_4227_ = (l_4216_ - l_4222_);
                float l_4228_ = (l_4226_ + l_4227_);
                uint _e7730 = l_mut_139_;
                bool l_4229_ = (_e7730 < 3u);
                bool l_4230_ = (l_4228_ != 0.0);
                if (l_4229_) {
                    local_224 = l_4230_;
                } else {
                    local_224 = false;
                }
                bool l_4231_ = local_224;
                uint _e7739 = l_mut_139_;
                bool l_4232_ = (_e7739 == 0u);
                if (l_4231_) {
                    local_225 = l_4232_;
                } else {
                    local_225 = false;
                }
                bool l_4233_ = local_225;
                float _e7746 = l_mut_2830_;
                float l_4234_ = (l_4233_ ? l_4219_ : _e7746);
                l_mut_2830_ = l_4234_;
                uint _e7748 = l_mut_139_;
                bool l_4235_ = (_e7748 == 1u);
                if (l_4231_) {
                    local_226 = l_4235_;
                } else {
                    local_226 = false;
                }
                bool l_4236_ = local_226;
                float _e7755 = l_mut_2828_;
                float l_4237_ = (l_4236_ ? l_4219_ : _e7755);
                l_mut_2828_ = l_4237_;
                uint _e7757 = l_mut_139_;
                bool l_4238_ = (_e7757 == 2u);
                if (l_4231_) {
                    local_227 = l_4238_;
                } else {
                    local_227 = false;
                }
                bool l_4239_ = local_227;
                float _e7764 = l_mut_2827_;
                float l_4240_ = (l_4239_ ? l_4219_ : _e7764);
                l_mut_2827_ = l_4240_;
                float l_4241_ = (l_4231_ ? l_4228_ : l_4219_);
                float _e7767 = l_mut_138_;
                float l_4242_ = (_e7767 + l_4216_);
                float l_4243_ = (l_4229_ ? l_4241_ : l_4242_);
                l_mut_138_ = l_4243_;
                uint l_4244_ = uint(l_4231_);
                uint _e7771 = l_mut_139_;
                l_mut_139_ = (_e7771 + l_4244_);
                uint _e7773 = l_mut_139_;
                bool l_4245_ = (_e7773 == 0u);
                float _e7776 = l_mut_2830_;
                float _e7777 = l_mut_138_;
                float l_4246_ = (l_4245_ ? _e7777 : _e7776);
                l_mut_2830_ = l_4246_;
                uint _e7779 = l_mut_139_;
                bool l_4247_ = (_e7779 == 1u);
                float _e7782 = l_mut_2828_;
                float _e7783 = l_mut_138_;
                float l_4248_ = (l_4247_ ? _e7783 : _e7782);
                l_mut_2828_ = l_4248_;
                uint _e7785 = l_mut_139_;
                bool l_4249_ = (_e7785 == 2u);
                float _e7788 = l_mut_2827_;
                float _e7789 = l_mut_138_;
                float l_4250_ = (l_4249_ ? _e7789 : _e7788);
                l_mut_2827_ = l_4250_;
                uint _e7791 = l_mut_139_;
                bool l_4251_ = (_e7791 == 3u);
                float _e7794 = l_mut_2826_;
                float _e7795 = l_mut_138_;
                float l_4252_ = (l_4251_ ? _e7795 : _e7794);
                l_mut_2826_ = l_4252_;
                float _e7797 = l_mut_2830_;
                l_mut_27_ = _e7797;
                float _e7798 = l_mut_2828_;
                l_mut_28_ = _e7798;
                float _e7799 = l_mut_2827_;
                l_mut_29_ = _e7799;
                float _e7800 = l_mut_2826_;
                l_mut_30_ = _e7800;
            }
        }
        uint l_4335_ = asuint(info.Load(12+0));
        uint l_4336_ = (l_4335_ * 1u);
        bool l_4337_ = (id < l_4336_);
        if (l_4337_) {
            float _e7813 = l_mut_27_;
            buffer_3_global.Store(id*4, asuint(_e7813));
        }
        uint l_4253_ = (l_1_ + id);
        uint l_4338_ = asuint(info.Load(12+0));
        uint l_4339_ = (l_4338_ * 1u);
        bool l_4340_ = (l_4253_ < l_4339_);
        if (l_4340_) {
            float _e7824 = l_mut_28_;
            buffer_3_global.Store(l_4253_*4, asuint(_e7824));
        }
        uint l_4254_ = (2u * l_1_);
        uint l_4255_ = (l_4254_ + id);
        uint l_4341_ = asuint(info.Load(12+0));
        uint l_4342_ = (l_4341_ * 1u);
        bool l_4343_ = (l_4255_ < l_4342_);
        if (l_4343_) {
            float _e7837 = l_mut_29_;
            buffer_3_global.Store(l_4255_*4, asuint(_e7837));
        }
        uint l_4256_ = (3u * l_1_);
        uint l_4257_ = (l_4256_ + id);
        uint l_4344_ = asuint(info.Load(12+0));
        uint l_4345_ = (l_4344_ * 1u);
        bool l_4346_ = (l_4257_ < l_4345_);
        if (l_4346_) {
            float _e7850 = l_mut_30_;
            buffer_3_global.Store(l_4257_*4, asuint(_e7850));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
