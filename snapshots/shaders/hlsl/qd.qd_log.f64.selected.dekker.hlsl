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

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double a_714_[8] = (double[8])0;
    double a_2643_[8] = (double[8])0;
    double a_3858_[8] = (double[8])0;
    double l_mut_136_ = (double)0;
    double l_mut_137_ = (double)0;
    double l_mut_138_ = (double)0;
    double l_mut_139_ = (double)0;
    double l_mut_140_ = (double)0;
    uint l_mut_141_ = (uint)0;
    double l_mut_2828_ = (double)0;
    double l_mut_2829_ = (double)0;
    double l_mut_2830_ = (double)0;
    double l_mut_2832_ = (double)0;
    double l_mut_29_ = (double)0;
    double l_mut_30_ = (double)0;
    double l_mut_31_ = (double)0;
    double l_mut_32_ = (double)0;
    double l_mut_51_ = (double)0;
    double l_mut_52_ = (double)0;
    double l_mut_53_ = (double)0;
    double l_mut_54_ = (double)0;
    double l_mut_899_ = (double)0;
    double l_mut_900_ = (double)0;
    double l_mut_901_ = (double)0;
    double l_mut_903_ = (double)0;
    uint l_mut_33_ = 0u;
    uint l_mut_55_ = (uint)0;
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
    uint l_mut_255_ = (uint)0;
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
    uint l_mut_2189_ = (uint)0;
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
    uint l_mut_3224_ = (uint)0;
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
        uint l_4260_ = asuint(info.Load(8+0));
        uint l_4261_ = (l_4260_ * 1u);
        bool l_4262_ = (0u < l_4261_);
        uint l_4263_ = (l_4261_ - 1u);
        uint l_4264_ = min(0u, l_4263_);
        double l_4265_ = buffer_2_global.Load<double>(l_4264_*8);
        double l_3_ = (l_4262_ ? l_4265_ : 0.0L);
        uint l_4267_ = asuint(info.Load(8+0));
        uint l_4268_ = (l_4267_ * 1u);
        bool l_4269_ = (1u < l_4268_);
        uint l_4270_ = (l_4268_ - 1u);
        uint l_4271_ = min(1u, l_4270_);
        double l_4272_ = buffer_2_global.Load<double>(l_4271_*8);
        double l_4_ = (l_4269_ ? l_4272_ : 0.0L);
        uint l_4274_ = asuint(info.Load(0+0));
        uint l_4275_ = (l_4274_ * 1u);
        bool l_4276_ = (id < l_4275_);
        uint l_4277_ = (l_4275_ - 1u);
        uint l_4278_ = min(id, l_4277_);
        double l_4279_ = buffer_0_global.Load<double>(l_4278_*8);
        double l_5_ = (l_4276_ ? l_4279_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_4281_ = asuint(info.Load(0+0));
        uint l_4282_ = (l_4281_ * 1u);
        bool l_4283_ = (l_6_ < l_4282_);
        uint l_4284_ = (l_4282_ - 1u);
        uint l_4285_ = min(l_6_, l_4284_);
        double l_4286_ = buffer_0_global.Load<double>(l_4285_*8);
        double l_7_ = (l_4283_ ? l_4286_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_4288_ = asuint(info.Load(0+0));
        uint l_4289_ = (l_4288_ * 1u);
        bool l_4290_ = (l_9_ < l_4289_);
        uint l_4291_ = (l_4289_ - 1u);
        uint l_4292_ = min(l_9_, l_4291_);
        double l_4293_ = buffer_0_global.Load<double>(l_4292_*8);
        double l_10_ = (l_4290_ ? l_4293_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_4295_ = asuint(info.Load(0+0));
        uint l_4296_ = (l_4295_ * 1u);
        bool l_4297_ = (l_12_ < l_4296_);
        uint l_4298_ = (l_4296_ - 1u);
        uint l_4299_ = min(l_12_, l_4298_);
        double l_4300_ = buffer_0_global.Load<double>(l_4299_*8);
        double l_13_ = (l_4297_ ? l_4300_ : 0.0L);
        uint l_4302_ = asuint(info.Load(4+0));
        uint l_4303_ = (l_4302_ * 1u);
        bool l_4304_ = (id < l_4303_);
        uint l_4305_ = (l_4303_ - 1u);
        uint l_4306_ = min(id, l_4305_);
        double l_4307_ = buffer_1_global.Load<double>(l_4306_*8);
        double l_14_ = (l_4304_ ? l_4307_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_4309_ = asuint(info.Load(4+0));
        uint l_4310_ = (l_4309_ * 1u);
        bool l_4311_ = (l_15_ < l_4310_);
        uint l_4312_ = (l_4310_ - 1u);
        uint l_4313_ = min(l_15_, l_4312_);
        double l_4314_ = buffer_1_global.Load<double>(l_4313_*8);
        double l_16_ = (l_4311_ ? l_4314_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_4316_ = asuint(info.Load(4+0));
        uint l_4317_ = (l_4316_ * 1u);
        bool l_4318_ = (l_18_ < l_4317_);
        uint l_4319_ = (l_4317_ - 1u);
        uint l_4320_ = min(l_18_, l_4319_);
        double l_4321_ = buffer_1_global.Load<double>(l_4320_*8);
        double l_19_ = (l_4318_ ? l_4321_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_4323_ = asuint(info.Load(4+0));
        uint l_4324_ = (l_4323_ * 1u);
        bool l_4325_ = (l_21_ < l_4324_);
        uint l_4326_ = (l_4324_ - 1u);
        uint l_4327_ = min(l_21_, l_4326_);
        double l_4328_ = buffer_1_global.Load<double>(l_4327_*8);
        double l_22_ = (l_4325_ ? l_4328_ : 0.0L);
        uint l_4330_ = asuint(info.Load(8+0));
        uint l_4331_ = (l_4330_ * 1u);
        bool l_4332_ = (4u < l_4331_);
        uint l_4333_ = (l_4331_ - 1u);
        uint l_4334_ = min(4u, l_4333_);
        double l_4335_ = buffer_2_global.Load<double>(l_4334_*8);
        double l_24_ = (l_4332_ ? l_4335_ : 0.0L);
        uint l_25_ = naga_f2u32(l_24_);
        float l_26_ = float(l_5_);
        float l_27_ = log(l_26_);
        double l_28_ = double(l_27_);
        l_mut_29_ = l_28_;
        l_mut_30_ = 0.0L;
        l_mut_31_ = 0.0L;
        l_mut_32_ = 0.0L;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e7804 = l_mut_33_;
                l_mut_33_ = (_e7804 + 1u);
            }
            loop_init = false;
            uint _e250 = l_mut_33_;
            if ((_e250 < l_25_)) {
            } else {
                break;
            }
            {
                double _e252 = l_mut_29_;
                double l_34_ = -(_e252);
                double _e254 = l_mut_30_;
                double l_35_ = -(_e254);
                double _e256 = l_mut_31_;
                double l_36_ = -(_e256);
                double _e258 = l_mut_32_;
                double l_37_ = -(_e258);
                uint l_4349_ = asuint(info.Load(8+0));
                uint l_4350_ = (l_4349_ * 1u);
                bool l_4351_ = (2u < l_4350_);
                uint l_4352_ = (l_4350_ - 1u);
                uint l_4353_ = min(2u, l_4352_);
                double l_4354_ = buffer_2_global.Load<double>(l_4353_*8);
                double l_39_ = (l_4351_ ? l_4354_ : 0.0L);
                uint l_40_ = naga_f2u32(l_39_);
                uint l_4356_ = asuint(info.Load(8+0));
                uint l_4357_ = (l_4356_ * 1u);
                bool l_4358_ = (3u < l_4357_);
                uint l_4359_ = (l_4357_ - 1u);
                uint l_4360_ = min(3u, l_4359_);
                double l_4361_ = buffer_2_global.Load<double>(l_4360_*8);
                double l_42_ = (l_4358_ ? l_4361_ : 0.0L);
                uint l_43_ = naga_f2u32(l_42_);
                uint l_4363_ = asuint(info.Load(8+0));
                uint l_4364_ = (l_4363_ * 1u);
                bool l_4365_ = (5u < l_4364_);
                uint l_4366_ = (l_4364_ - 1u);
                uint l_4367_ = min(5u, l_4366_);
                double l_4368_ = buffer_2_global.Load<double>(l_4367_*8);
                double l_45_ = (l_4365_ ? l_4368_ : 0.0L);
                double l_46_ = (l_34_ / l_45_);
                double l_47_ = (l_46_ + 0.5L);
                double l_48_ = floor(l_47_);
                double l_50_ = (l_48_ * 1.0L);
                l_mut_51_ = l_34_;
                l_mut_52_ = l_35_;
                l_mut_53_ = l_36_;
                l_mut_54_ = l_37_;
                l_mut_55_ = 0u;
                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                bool loop_init_1 = true;
                while(true) {
                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                    if (!loop_init_1) {
                        uint _e698 = l_mut_55_;
                        l_mut_55_ = (_e698 + 1u);
                    }
                    loop_init_1 = false;
                    uint _e319 = l_mut_55_;
                    if ((_e319 < l_43_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e321 = l_mut_55_;
                        uint l_56_ = (5u + _e321);
                        uint l_4398_ = asuint(info.Load(8+0));
                        uint l_4399_ = (l_4398_ * 1u);
                        bool l_4400_ = (l_56_ < l_4399_);
                        uint l_4401_ = (l_4399_ - 1u);
                        uint l_4402_ = min(l_56_, l_4401_);
                        double l_4403_ = buffer_2_global.Load<double>(l_4402_*8);
                        double l_57_ = (l_4400_ ? l_4403_ : 0.0L);
                        double l_58_ = -(l_57_);
                        double l_59_ = (l_50_ * l_58_);
                        double _e340 = l_mut_51_;
                        double l_60_ = (_e340 + l_59_);
                        bool l_61_ = (l_4_ != 0.0L);
                        double l_62_ = (l_61_ ? l_60_ : l_4_);
                        double _e345 = l_mut_51_;
                        double l_63_ = (l_62_ - _e345);
                        bool l_64_ = (l_4_ != 0.0L);
                        double l_65_ = (l_64_ ? l_63_ : l_4_);
                        double l_66_ = (l_62_ - l_65_);
                        bool l_67_ = (l_4_ != 0.0L);
                        double l_68_ = (l_67_ ? l_66_ : l_4_);
                        double _e354 = l_mut_51_;
                        double l_69_ = (_e354 - l_68_);
                        double l_70_ = (l_59_ - l_65_);
                        double l_71_ = (l_69_ + l_70_);
                        double _e358 = l_mut_52_;
                        double l_72_ = (_e358 + l_71_);
                        bool l_73_ = (l_4_ != 0.0L);
                        double l_74_ = (l_73_ ? l_72_ : l_4_);
                        double _e363 = l_mut_52_;
                        double l_75_ = (l_74_ - _e363);
                        bool l_76_ = (l_4_ != 0.0L);
                        double l_77_ = (l_76_ ? l_75_ : l_4_);
                        double l_78_ = (l_74_ - l_77_);
                        bool l_79_ = (l_4_ != 0.0L);
                        double l_80_ = (l_79_ ? l_78_ : l_4_);
                        double _e372 = l_mut_52_;
                        double l_81_ = (_e372 - l_80_);
                        double l_82_ = (l_71_ - l_77_);
                        double l_83_ = (l_81_ + l_82_);
                        double _e376 = l_mut_53_;
                        double l_84_ = (_e376 + l_83_);
                        bool l_85_ = (l_4_ != 0.0L);
                        double l_86_ = (l_85_ ? l_84_ : l_4_);
                        double _e381 = l_mut_53_;
                        double l_87_ = (l_86_ - _e381);
                        bool l_88_ = (l_4_ != 0.0L);
                        double l_89_ = (l_88_ ? l_87_ : l_4_);
                        double l_90_ = (l_86_ - l_89_);
                        bool l_91_ = (l_4_ != 0.0L);
                        double l_92_ = (l_91_ ? l_90_ : l_4_);
                        double _e390 = l_mut_53_;
                        double l_93_ = (_e390 - l_92_);
                        double l_94_ = (l_83_ - l_89_);
                        double l_95_ = (l_93_ + l_94_);
                        double _e394 = l_mut_54_;
                        double l_96_ = (_e394 + l_95_);
                        bool l_97_ = (l_4_ != 0.0L);
                        double l_98_ = (l_97_ ? l_96_ : l_4_);
                        double _e399 = l_mut_54_;
                        double l_99_ = (l_98_ - _e399);
                        bool l_100_ = (l_4_ != 0.0L);
                        double l_101_ = (l_100_ ? l_99_ : l_4_);
                        double l_102_ = (l_98_ - l_101_);
                        bool l_103_ = (l_4_ != 0.0L);
                        double l_104_ = (l_103_ ? l_102_ : l_4_);
                        double _e408 = l_mut_54_;
                        double l_105_ = (_e408 - l_104_);
                        double l_106_ = (l_95_ - l_101_);
                        double l_107_ = (l_105_ + l_106_);
                        double l_108_ = (l_98_ + l_107_);
                        bool l_109_ = (l_4_ != 0.0L);
                        double l_110_ = (l_109_ ? l_108_ : l_4_);
                        double l_111_ = (l_110_ - l_98_);
                        bool l_112_ = (l_4_ != 0.0L);
                        double l_113_ = (l_112_ ? l_111_ : l_4_);
                        double l_114_ = (l_107_ - l_113_);
                        double l_115_ = (l_86_ + l_110_);
                        bool l_116_ = (l_4_ != 0.0L);
                        double l_117_ = (l_116_ ? l_115_ : l_4_);
                        double l_118_ = (l_117_ - l_86_);
                        bool l_119_ = (l_4_ != 0.0L);
                        double l_120_ = (l_119_ ? l_118_ : l_4_);
                        double l_121_ = (l_110_ - l_120_);
                        double l_122_ = (l_74_ + l_117_);
                        bool l_123_ = (l_4_ != 0.0L);
                        double l_124_ = (l_123_ ? l_122_ : l_4_);
                        double l_125_ = (l_124_ - l_74_);
                        bool l_126_ = (l_4_ != 0.0L);
                        double l_127_ = (l_126_ ? l_125_ : l_4_);
                        double l_128_ = (l_117_ - l_127_);
                        double l_129_ = (l_62_ + l_124_);
                        bool l_130_ = (l_4_ != 0.0L);
                        double l_131_ = (l_130_ ? l_129_ : l_4_);
                        double l_132_ = (l_131_ - l_62_);
                        bool l_133_ = (l_4_ != 0.0L);
                        double l_134_ = (l_133_ ? l_132_ : l_4_);
                        double l_135_ = (l_124_ - l_134_);
                        l_mut_136_ = 0.0L;
                        l_mut_137_ = 0.0L;
                        l_mut_138_ = 0.0L;
                        l_mut_139_ = 0.0L;
                        l_mut_140_ = l_131_;
                        l_mut_141_ = 0u;
                        double _e453 = l_mut_140_;
                        double l_142_ = (_e453 + l_135_);
                        bool l_143_ = (l_4_ != 0.0L);
                        double l_144_ = (l_143_ ? l_142_ : l_4_);
                        double _e458 = l_mut_140_;
                        double l_145_ = (l_144_ - _e458);
                        bool l_146_ = (l_4_ != 0.0L);
                        double l_147_ = (l_146_ ? l_145_ : l_4_);
                        double l_148_ = (l_135_ - l_147_);
                        uint _e464 = l_mut_141_;
                        bool l_149_ = (_e464 < 3u);
                        bool l_150_ = (l_148_ != 0.0L);
                        if (l_149_) {
                            local = l_150_;
                        } else {
                            local = false;
                        }
                        bool l_151_ = local;
                        uint _e473 = l_mut_141_;
                        bool l_152_ = (_e473 == 0u);
                        if (l_151_) {
                            local_1 = l_152_;
                        } else {
                            local_1 = false;
                        }
                        bool l_153_ = local_1;
                        double _e480 = l_mut_136_;
                        double l_154_ = (l_153_ ? l_144_ : _e480);
                        l_mut_136_ = l_154_;
                        uint _e482 = l_mut_141_;
                        bool l_155_ = (_e482 == 1u);
                        if (l_151_) {
                            local_2 = l_155_;
                        } else {
                            local_2 = false;
                        }
                        bool l_156_ = local_2;
                        double _e489 = l_mut_137_;
                        double l_157_ = (l_156_ ? l_144_ : _e489);
                        l_mut_137_ = l_157_;
                        uint _e491 = l_mut_141_;
                        bool l_158_ = (_e491 == 2u);
                        if (l_151_) {
                            local_3 = l_158_;
                        } else {
                            local_3 = false;
                        }
                        bool l_159_ = local_3;
                        double _e498 = l_mut_138_;
                        double l_160_ = (l_159_ ? l_144_ : _e498);
                        l_mut_138_ = l_160_;
                        double l_161_ = (l_151_ ? l_148_ : l_144_);
                        double _e501 = l_mut_140_;
                        double l_162_ = (_e501 + l_135_);
                        double l_163_ = (l_149_ ? l_161_ : l_162_);
                        l_mut_140_ = l_163_;
                        uint l_164_ = uint(l_151_);
                        uint _e505 = l_mut_141_;
                        l_mut_141_ = (_e505 + l_164_);
                        double _e507 = l_mut_140_;
                        double l_165_ = (_e507 + l_128_);
                        bool l_166_ = (l_4_ != 0.0L);
                        double l_167_ = (l_166_ ? l_165_ : l_4_);
                        double _e512 = l_mut_140_;
                        double l_168_ = (l_167_ - _e512);
                        bool l_169_ = (l_4_ != 0.0L);
                        double l_170_ = (l_169_ ? l_168_ : l_4_);
                        double l_171_ = (l_128_ - l_170_);
                        uint _e518 = l_mut_141_;
                        bool l_172_ = (_e518 < 3u);
                        bool l_173_ = (l_171_ != 0.0L);
                        if (l_172_) {
                            local_4 = l_173_;
                        } else {
                            local_4 = false;
                        }
                        bool l_174_ = local_4;
                        uint _e527 = l_mut_141_;
                        bool l_175_ = (_e527 == 0u);
                        if (l_174_) {
                            local_5 = l_175_;
                        } else {
                            local_5 = false;
                        }
                        bool l_176_ = local_5;
                        double _e534 = l_mut_136_;
                        double l_177_ = (l_176_ ? l_167_ : _e534);
                        l_mut_136_ = l_177_;
                        uint _e536 = l_mut_141_;
                        bool l_178_ = (_e536 == 1u);
                        if (l_174_) {
                            local_6 = l_178_;
                        } else {
                            local_6 = false;
                        }
                        bool l_179_ = local_6;
                        double _e543 = l_mut_137_;
                        double l_180_ = (l_179_ ? l_167_ : _e543);
                        l_mut_137_ = l_180_;
                        uint _e545 = l_mut_141_;
                        bool l_181_ = (_e545 == 2u);
                        if (l_174_) {
                            local_7 = l_181_;
                        } else {
                            local_7 = false;
                        }
                        bool l_182_ = local_7;
                        double _e552 = l_mut_138_;
                        double l_183_ = (l_182_ ? l_167_ : _e552);
                        l_mut_138_ = l_183_;
                        double l_184_ = (l_174_ ? l_171_ : l_167_);
                        double _e555 = l_mut_140_;
                        double l_185_ = (_e555 + l_128_);
                        double l_186_ = (l_172_ ? l_184_ : l_185_);
                        l_mut_140_ = l_186_;
                        uint l_187_ = uint(l_174_);
                        uint _e559 = l_mut_141_;
                        l_mut_141_ = (_e559 + l_187_);
                        double _e561 = l_mut_140_;
                        double l_188_ = (_e561 + l_121_);
                        bool l_189_ = (l_4_ != 0.0L);
                        double l_190_ = (l_189_ ? l_188_ : l_4_);
                        double _e566 = l_mut_140_;
                        double l_191_ = (l_190_ - _e566);
                        bool l_192_ = (l_4_ != 0.0L);
                        double l_193_ = (l_192_ ? l_191_ : l_4_);
                        double l_194_ = (l_121_ - l_193_);
                        uint _e572 = l_mut_141_;
                        bool l_195_ = (_e572 < 3u);
                        bool l_196_ = (l_194_ != 0.0L);
                        if (l_195_) {
                            local_8 = l_196_;
                        } else {
                            local_8 = false;
                        }
                        bool l_197_ = local_8;
                        uint _e581 = l_mut_141_;
                        bool l_198_ = (_e581 == 0u);
                        if (l_197_) {
                            local_9 = l_198_;
                        } else {
                            local_9 = false;
                        }
                        bool l_199_ = local_9;
                        double _e588 = l_mut_136_;
                        double l_200_ = (l_199_ ? l_190_ : _e588);
                        l_mut_136_ = l_200_;
                        uint _e590 = l_mut_141_;
                        bool l_201_ = (_e590 == 1u);
                        if (l_197_) {
                            local_10 = l_201_;
                        } else {
                            local_10 = false;
                        }
                        bool l_202_ = local_10;
                        double _e597 = l_mut_137_;
                        double l_203_ = (l_202_ ? l_190_ : _e597);
                        l_mut_137_ = l_203_;
                        uint _e599 = l_mut_141_;
                        bool l_204_ = (_e599 == 2u);
                        if (l_197_) {
                            local_11 = l_204_;
                        } else {
                            local_11 = false;
                        }
                        bool l_205_ = local_11;
                        double _e606 = l_mut_138_;
                        double l_206_ = (l_205_ ? l_190_ : _e606);
                        l_mut_138_ = l_206_;
                        double l_207_ = (l_197_ ? l_194_ : l_190_);
                        double _e609 = l_mut_140_;
                        double l_208_ = (_e609 + l_121_);
                        double l_209_ = (l_195_ ? l_207_ : l_208_);
                        l_mut_140_ = l_209_;
                        uint l_210_ = uint(l_197_);
                        uint _e613 = l_mut_141_;
                        l_mut_141_ = (_e613 + l_210_);
                        double _e615 = l_mut_140_;
                        double l_211_ = (_e615 + l_114_);
                        bool l_212_ = (l_4_ != 0.0L);
                        double l_213_ = (l_212_ ? l_211_ : l_4_);
                        double _e620 = l_mut_140_;
                        double l_214_ = (l_213_ - _e620);
                        bool l_215_ = (l_4_ != 0.0L);
                        double l_216_ = (l_215_ ? l_214_ : l_4_);
                        double l_217_ = (l_114_ - l_216_);
                        uint _e626 = l_mut_141_;
                        bool l_218_ = (_e626 < 3u);
                        bool l_219_ = (l_217_ != 0.0L);
                        if (l_218_) {
                            local_12 = l_219_;
                        } else {
                            local_12 = false;
                        }
                        bool l_220_ = local_12;
                        uint _e635 = l_mut_141_;
                        bool l_221_ = (_e635 == 0u);
                        if (l_220_) {
                            local_13 = l_221_;
                        } else {
                            local_13 = false;
                        }
                        bool l_222_ = local_13;
                        double _e642 = l_mut_136_;
                        double l_223_ = (l_222_ ? l_213_ : _e642);
                        l_mut_136_ = l_223_;
                        uint _e644 = l_mut_141_;
                        bool l_224_ = (_e644 == 1u);
                        if (l_220_) {
                            local_14 = l_224_;
                        } else {
                            local_14 = false;
                        }
                        bool l_225_ = local_14;
                        double _e651 = l_mut_137_;
                        double l_226_ = (l_225_ ? l_213_ : _e651);
                        l_mut_137_ = l_226_;
                        uint _e653 = l_mut_141_;
                        bool l_227_ = (_e653 == 2u);
                        if (l_220_) {
                            local_15 = l_227_;
                        } else {
                            local_15 = false;
                        }
                        bool l_228_ = local_15;
                        double _e660 = l_mut_138_;
                        double l_229_ = (l_228_ ? l_213_ : _e660);
                        l_mut_138_ = l_229_;
                        double l_230_ = (l_220_ ? l_217_ : l_213_);
                        double _e663 = l_mut_140_;
                        double l_231_ = (_e663 + l_114_);
                        double l_232_ = (l_218_ ? l_230_ : l_231_);
                        l_mut_140_ = l_232_;
                        uint l_233_ = uint(l_220_);
                        uint _e667 = l_mut_141_;
                        l_mut_141_ = (_e667 + l_233_);
                        uint _e669 = l_mut_141_;
                        bool l_234_ = (_e669 == 0u);
                        double _e672 = l_mut_136_;
                        double _e673 = l_mut_140_;
                        double l_235_ = (l_234_ ? _e673 : _e672);
                        l_mut_136_ = l_235_;
                        uint _e675 = l_mut_141_;
                        bool l_236_ = (_e675 == 1u);
                        double _e678 = l_mut_137_;
                        double _e679 = l_mut_140_;
                        double l_237_ = (l_236_ ? _e679 : _e678);
                        l_mut_137_ = l_237_;
                        uint _e681 = l_mut_141_;
                        bool l_238_ = (_e681 == 2u);
                        double _e684 = l_mut_138_;
                        double _e685 = l_mut_140_;
                        double l_239_ = (l_238_ ? _e685 : _e684);
                        l_mut_138_ = l_239_;
                        uint _e687 = l_mut_141_;
                        bool l_240_ = (_e687 == 3u);
                        double _e690 = l_mut_139_;
                        double _e691 = l_mut_140_;
                        double l_241_ = (l_240_ ? _e691 : _e690);
                        l_mut_139_ = l_241_;
                        double _e693 = l_mut_136_;
                        l_mut_51_ = _e693;
                        double _e694 = l_mut_137_;
                        l_mut_52_ = _e694;
                        double _e695 = l_mut_138_;
                        l_mut_53_ = _e695;
                        double _e696 = l_mut_139_;
                        l_mut_54_ = _e696;
                    }
                }
                double _e700 = l_mut_51_;
                double l_242_ = (_e700 * 0.00390625L);
                double _e703 = l_mut_52_;
                double l_243_ = (_e703 * 0.00390625L);
                double _e706 = l_mut_53_;
                double l_244_ = (_e706 * 0.00390625L);
                double _e709 = l_mut_54_;
                double l_245_ = (_e709 * 0.00390625L);
                uint l_246_ = (l_40_ - 1u);
                uint l_247_ = (5u + l_43_);
                uint l_4370_ = asuint(info.Load(8+0));
                uint l_4371_ = (l_4370_ * 1u);
                bool l_4372_ = (l_247_ < l_4371_);
                uint l_4373_ = (l_4371_ - 1u);
                uint l_4374_ = min(l_247_, l_4373_);
                double l_4375_ = buffer_2_global.Load<double>(l_4374_*8);
                double l_248_ = (l_4372_ ? l_4375_ : 0.0L);
                uint l_249_ = (l_247_ + 1u);
                uint l_4377_ = asuint(info.Load(8+0));
                uint l_4378_ = (l_4377_ * 1u);
                bool l_4379_ = (l_249_ < l_4378_);
                uint l_4380_ = (l_4378_ - 1u);
                uint l_4381_ = min(l_249_, l_4380_);
                double l_4382_ = buffer_2_global.Load<double>(l_4381_*8);
                double l_250_ = (l_4379_ ? l_4382_ : 0.0L);
                uint l_251_ = (l_247_ + 2u);
                uint l_4384_ = asuint(info.Load(8+0));
                uint l_4385_ = (l_4384_ * 1u);
                bool l_4386_ = (l_251_ < l_4385_);
                uint l_4387_ = (l_4385_ - 1u);
                uint l_4388_ = min(l_251_, l_4387_);
                double l_4389_ = buffer_2_global.Load<double>(l_4388_*8);
                double l_252_ = (l_4386_ ? l_4389_ : 0.0L);
                uint l_253_ = (l_247_ + 3u);
                uint l_4391_ = asuint(info.Load(8+0));
                uint l_4392_ = (l_4391_ * 1u);
                bool l_4393_ = (l_253_ < l_4392_);
                uint l_4394_ = (l_4392_ - 1u);
                uint l_4395_ = min(l_253_, l_4394_);
                double l_4396_ = buffer_2_global.Load<double>(l_4395_*8);
                double l_254_ = (l_4393_ ? l_4396_ : 0.0L);
                l_mut_140_ = l_248_;
                l_mut_139_ = l_250_;
                l_mut_138_ = l_252_;
                l_mut_137_ = l_254_;
                l_mut_255_ = 1u;
                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2328 = l_mut_255_;
                        l_mut_255_ = (_e2328 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e783 = l_mut_255_;
                    if ((_e783 < l_246_)) {
                    } else {
                        break;
                    }
                    {
                        double _e785 = l_mut_140_;
                        double l_256_ = (_e785 * l_242_);
                        bool l_257_ = (l_4_ != 0.0L);
                        double l_258_ = (l_257_ ? l_256_ : l_4_);
                        double _e790 = l_mut_140_;
                        double l_259_ = (l_3_ * _e790);
                        bool l_260_ = (l_4_ != 0.0L);
                        double l_261_ = (l_260_ ? l_259_ : l_4_);
                        double _e795 = l_mut_140_;
                        double l_262_ = (l_261_ - _e795);
                        bool l_263_ = (l_4_ != 0.0L);
                        double l_264_ = (l_263_ ? l_262_ : l_4_);
                        double l_265_ = (l_261_ - l_264_);
                        double _e801 = l_mut_140_;
                        double l_266_ = (_e801 - l_265_);
                        double l_267_ = (l_3_ * l_242_);
                        bool l_268_ = (l_4_ != 0.0L);
                        double l_269_ = (l_268_ ? l_267_ : l_4_);
                        double l_270_ = (l_269_ - l_242_);
                        bool l_271_ = (l_4_ != 0.0L);
                        double l_272_ = (l_271_ ? l_270_ : l_4_);
                        double l_273_ = (l_269_ - l_272_);
                        double l_274_ = (l_242_ - l_273_);
                        double l_275_ = (l_265_ * l_273_);
                        double l_276_ = (l_275_ - l_258_);
                        double l_277_ = (l_265_ * l_274_);
                        double l_278_ = (l_276_ + l_277_);
                        double l_279_ = (l_266_ * l_273_);
                        double l_280_ = (l_278_ + l_279_);
                        double l_281_ = (l_266_ * l_274_);
                        double l_282_ = (l_280_ + l_281_);
                        double _e821 = l_mut_140_;
                        double l_283_ = (_e821 * l_243_);
                        bool l_284_ = (l_4_ != 0.0L);
                        double l_285_ = (l_284_ ? l_283_ : l_4_);
                        double _e826 = l_mut_140_;
                        double l_286_ = (l_3_ * _e826);
                        bool l_287_ = (l_4_ != 0.0L);
                        double l_288_ = (l_287_ ? l_286_ : l_4_);
                        double _e831 = l_mut_140_;
                        double l_289_ = (l_288_ - _e831);
                        bool l_290_ = (l_4_ != 0.0L);
                        double l_291_ = (l_290_ ? l_289_ : l_4_);
                        double l_292_ = (l_288_ - l_291_);
                        double _e837 = l_mut_140_;
                        double l_293_ = (_e837 - l_292_);
                        double l_294_ = (l_3_ * l_243_);
                        bool l_295_ = (l_4_ != 0.0L);
                        double l_296_ = (l_295_ ? l_294_ : l_4_);
                        double l_297_ = (l_296_ - l_243_);
                        bool l_298_ = (l_4_ != 0.0L);
                        double l_299_ = (l_298_ ? l_297_ : l_4_);
                        double l_300_ = (l_296_ - l_299_);
                        double l_301_ = (l_243_ - l_300_);
                        double l_302_ = (l_292_ * l_300_);
                        double l_303_ = (l_302_ - l_285_);
                        double l_304_ = (l_292_ * l_301_);
                        double l_305_ = (l_303_ + l_304_);
                        double l_306_ = (l_293_ * l_300_);
                        double l_307_ = (l_305_ + l_306_);
                        double l_308_ = (l_293_ * l_301_);
                        double l_309_ = (l_307_ + l_308_);
                        double _e857 = l_mut_139_;
                        double l_310_ = (_e857 * l_242_);
                        bool l_311_ = (l_4_ != 0.0L);
                        double l_312_ = (l_311_ ? l_310_ : l_4_);
                        double _e862 = l_mut_139_;
                        double l_313_ = (l_3_ * _e862);
                        bool l_314_ = (l_4_ != 0.0L);
                        double l_315_ = (l_314_ ? l_313_ : l_4_);
                        double _e867 = l_mut_139_;
                        double l_316_ = (l_315_ - _e867);
                        bool l_317_ = (l_4_ != 0.0L);
                        double l_318_ = (l_317_ ? l_316_ : l_4_);
                        double l_319_ = (l_315_ - l_318_);
                        double _e873 = l_mut_139_;
                        double l_320_ = (_e873 - l_319_);
                        double l_321_ = (l_3_ * l_242_);
                        bool l_322_ = (l_4_ != 0.0L);
                        double l_323_ = (l_322_ ? l_321_ : l_4_);
                        double l_324_ = (l_323_ - l_242_);
                        bool l_325_ = (l_4_ != 0.0L);
                        double l_326_ = (l_325_ ? l_324_ : l_4_);
                        double l_327_ = (l_323_ - l_326_);
                        double l_328_ = (l_242_ - l_327_);
                        double l_329_ = (l_319_ * l_327_);
                        double l_330_ = (l_329_ - l_312_);
                        double l_331_ = (l_319_ * l_328_);
                        double l_332_ = (l_330_ + l_331_);
                        double l_333_ = (l_320_ * l_327_);
                        double l_334_ = (l_332_ + l_333_);
                        double l_335_ = (l_320_ * l_328_);
                        double l_336_ = (l_334_ + l_335_);
                        double _e893 = l_mut_140_;
                        double l_337_ = (_e893 * l_244_);
                        bool l_338_ = (l_4_ != 0.0L);
                        double l_339_ = (l_338_ ? l_337_ : l_4_);
                        double _e898 = l_mut_140_;
                        double l_340_ = (l_3_ * _e898);
                        bool l_341_ = (l_4_ != 0.0L);
                        double l_342_ = (l_341_ ? l_340_ : l_4_);
                        double _e903 = l_mut_140_;
                        double l_343_ = (l_342_ - _e903);
                        bool l_344_ = (l_4_ != 0.0L);
                        double l_345_ = (l_344_ ? l_343_ : l_4_);
                        double l_346_ = (l_342_ - l_345_);
                        double _e909 = l_mut_140_;
                        double l_347_ = (_e909 - l_346_);
                        double l_348_ = (l_3_ * l_244_);
                        bool l_349_ = (l_4_ != 0.0L);
                        double l_350_ = (l_349_ ? l_348_ : l_4_);
                        double l_351_ = (l_350_ - l_244_);
                        bool l_352_ = (l_4_ != 0.0L);
                        double l_353_ = (l_352_ ? l_351_ : l_4_);
                        double l_354_ = (l_350_ - l_353_);
                        double l_355_ = (l_244_ - l_354_);
                        double l_356_ = (l_346_ * l_354_);
                        double l_357_ = (l_356_ - l_339_);
                        double l_358_ = (l_346_ * l_355_);
                        double l_359_ = (l_357_ + l_358_);
                        double l_360_ = (l_347_ * l_354_);
                        double l_361_ = (l_359_ + l_360_);
                        double l_362_ = (l_347_ * l_355_);
                        double l_363_ = (l_361_ + l_362_);
                        double _e929 = l_mut_139_;
                        double l_364_ = (_e929 * l_243_);
                        bool l_365_ = (l_4_ != 0.0L);
                        double l_366_ = (l_365_ ? l_364_ : l_4_);
                        double _e934 = l_mut_139_;
                        double l_367_ = (l_3_ * _e934);
                        bool l_368_ = (l_4_ != 0.0L);
                        double l_369_ = (l_368_ ? l_367_ : l_4_);
                        double _e939 = l_mut_139_;
                        double l_370_ = (l_369_ - _e939);
                        bool l_371_ = (l_4_ != 0.0L);
                        double l_372_ = (l_371_ ? l_370_ : l_4_);
                        double l_373_ = (l_369_ - l_372_);
                        double _e945 = l_mut_139_;
                        double l_374_ = (_e945 - l_373_);
                        double l_375_ = (l_3_ * l_243_);
                        bool l_376_ = (l_4_ != 0.0L);
                        double l_377_ = (l_376_ ? l_375_ : l_4_);
                        double l_378_ = (l_377_ - l_243_);
                        bool l_379_ = (l_4_ != 0.0L);
                        double l_380_ = (l_379_ ? l_378_ : l_4_);
                        double l_381_ = (l_377_ - l_380_);
                        double l_382_ = (l_243_ - l_381_);
                        double l_383_ = (l_373_ * l_381_);
                        double l_384_ = (l_383_ - l_366_);
                        double l_385_ = (l_373_ * l_382_);
                        double l_386_ = (l_384_ + l_385_);
                        double l_387_ = (l_374_ * l_381_);
                        double l_388_ = (l_386_ + l_387_);
                        double l_389_ = (l_374_ * l_382_);
                        double l_390_ = (l_388_ + l_389_);
                        double _e965 = l_mut_138_;
                        double l_391_ = (_e965 * l_242_);
                        bool l_392_ = (l_4_ != 0.0L);
                        double l_393_ = (l_392_ ? l_391_ : l_4_);
                        double _e970 = l_mut_138_;
                        double l_394_ = (l_3_ * _e970);
                        bool l_395_ = (l_4_ != 0.0L);
                        double l_396_ = (l_395_ ? l_394_ : l_4_);
                        double _e975 = l_mut_138_;
                        double l_397_ = (l_396_ - _e975);
                        bool l_398_ = (l_4_ != 0.0L);
                        double l_399_ = (l_398_ ? l_397_ : l_4_);
                        double l_400_ = (l_396_ - l_399_);
                        double _e981 = l_mut_138_;
                        double l_401_ = (_e981 - l_400_);
                        double l_402_ = (l_3_ * l_242_);
                        bool l_403_ = (l_4_ != 0.0L);
                        double l_404_ = (l_403_ ? l_402_ : l_4_);
                        double l_405_ = (l_404_ - l_242_);
                        bool l_406_ = (l_4_ != 0.0L);
                        double l_407_ = (l_406_ ? l_405_ : l_4_);
                        double l_408_ = (l_404_ - l_407_);
                        double l_409_ = (l_242_ - l_408_);
                        double l_410_ = (l_400_ * l_408_);
                        double l_411_ = (l_410_ - l_393_);
                        double l_412_ = (l_400_ * l_409_);
                        double l_413_ = (l_411_ + l_412_);
                        double l_414_ = (l_401_ * l_408_);
                        double l_415_ = (l_413_ + l_414_);
                        double l_416_ = (l_401_ * l_409_);
                        double l_417_ = (l_415_ + l_416_);
                        double l_418_ = (l_285_ + l_312_);
                        bool l_419_ = (l_4_ != 0.0L);
                        double l_420_ = (l_419_ ? l_418_ : l_4_);
                        double l_421_ = (l_420_ - l_285_);
                        bool l_422_ = (l_4_ != 0.0L);
                        double l_423_ = (l_422_ ? l_421_ : l_4_);
                        double l_424_ = (l_420_ - l_423_);
                        bool l_425_ = (l_4_ != 0.0L);
                        double l_426_ = (l_425_ ? l_424_ : l_4_);
                        double l_427_ = (l_285_ - l_426_);
                        double l_428_ = (l_312_ - l_423_);
                        double l_429_ = (l_427_ + l_428_);
                        double l_430_ = (l_282_ + l_420_);
                        bool l_431_ = (l_4_ != 0.0L);
                        double l_432_ = (l_431_ ? l_430_ : l_4_);
                        double l_433_ = (l_432_ - l_282_);
                        bool l_434_ = (l_4_ != 0.0L);
                        double l_435_ = (l_434_ ? l_433_ : l_4_);
                        double l_436_ = (l_432_ - l_435_);
                        bool l_437_ = (l_4_ != 0.0L);
                        double l_438_ = (l_437_ ? l_436_ : l_4_);
                        double l_439_ = (l_282_ - l_438_);
                        double l_440_ = (l_420_ - l_435_);
                        double l_441_ = (l_439_ + l_440_);
                        double l_442_ = (l_429_ + l_441_);
                        bool l_443_ = (l_4_ != 0.0L);
                        double l_444_ = (l_443_ ? l_442_ : l_4_);
                        double l_445_ = (l_444_ - l_429_);
                        bool l_446_ = (l_4_ != 0.0L);
                        double l_447_ = (l_446_ ? l_445_ : l_4_);
                        double l_448_ = (l_444_ - l_447_);
                        bool l_449_ = (l_4_ != 0.0L);
                        double l_450_ = (l_449_ ? l_448_ : l_4_);
                        double l_451_ = (l_429_ - l_450_);
                        double l_452_ = (l_441_ - l_447_);
                        double l_453_ = (l_451_ + l_452_);
                        double l_454_ = (l_444_ + l_309_);
                        bool l_455_ = (l_4_ != 0.0L);
                        double l_456_ = (l_455_ ? l_454_ : l_4_);
                        double l_457_ = (l_456_ - l_444_);
                        bool l_458_ = (l_4_ != 0.0L);
                        double l_459_ = (l_458_ ? l_457_ : l_4_);
                        double l_460_ = (l_456_ - l_459_);
                        bool l_461_ = (l_4_ != 0.0L);
                        double l_462_ = (l_461_ ? l_460_ : l_4_);
                        double l_463_ = (l_444_ - l_462_);
                        double l_464_ = (l_309_ - l_459_);
                        double l_465_ = (l_463_ + l_464_);
                        double l_466_ = (l_336_ + l_456_);
                        bool l_467_ = (l_4_ != 0.0L);
                        double l_468_ = (l_467_ ? l_466_ : l_4_);
                        double l_469_ = (l_468_ - l_336_);
                        bool l_470_ = (l_4_ != 0.0L);
                        double l_471_ = (l_470_ ? l_469_ : l_4_);
                        double l_472_ = (l_468_ - l_471_);
                        bool l_473_ = (l_4_ != 0.0L);
                        double l_474_ = (l_473_ ? l_472_ : l_4_);
                        double l_475_ = (l_336_ - l_474_);
                        double l_476_ = (l_456_ - l_471_);
                        double l_477_ = (l_475_ + l_476_);
                        double l_478_ = (l_465_ + l_477_);
                        bool l_479_ = (l_4_ != 0.0L);
                        double l_480_ = (l_479_ ? l_478_ : l_4_);
                        double l_481_ = (l_480_ - l_465_);
                        bool l_482_ = (l_4_ != 0.0L);
                        double l_483_ = (l_482_ ? l_481_ : l_4_);
                        double l_484_ = (l_480_ - l_483_);
                        bool l_485_ = (l_4_ != 0.0L);
                        double l_486_ = (l_485_ ? l_484_ : l_4_);
                        double l_487_ = (l_465_ - l_486_);
                        double l_488_ = (l_477_ - l_483_);
                        double l_489_ = (l_487_ + l_488_);
                        double l_490_ = (l_339_ + l_366_);
                        bool l_491_ = (l_4_ != 0.0L);
                        double l_492_ = (l_491_ ? l_490_ : l_4_);
                        double l_493_ = (l_492_ - l_339_);
                        bool l_494_ = (l_4_ != 0.0L);
                        double l_495_ = (l_494_ ? l_493_ : l_4_);
                        double l_496_ = (l_492_ - l_495_);
                        bool l_497_ = (l_4_ != 0.0L);
                        double l_498_ = (l_497_ ? l_496_ : l_4_);
                        double l_499_ = (l_339_ - l_498_);
                        double l_500_ = (l_366_ - l_495_);
                        double l_501_ = (l_499_ + l_500_);
                        double l_502_ = (l_393_ + l_492_);
                        bool l_503_ = (l_4_ != 0.0L);
                        double l_504_ = (l_503_ ? l_502_ : l_4_);
                        double l_505_ = (l_504_ - l_393_);
                        bool l_506_ = (l_4_ != 0.0L);
                        double l_507_ = (l_506_ ? l_505_ : l_4_);
                        double l_508_ = (l_504_ - l_507_);
                        bool l_509_ = (l_4_ != 0.0L);
                        double l_510_ = (l_509_ ? l_508_ : l_4_);
                        double l_511_ = (l_393_ - l_510_);
                        double l_512_ = (l_492_ - l_507_);
                        double l_513_ = (l_511_ + l_512_);
                        double l_514_ = (l_501_ + l_513_);
                        bool l_515_ = (l_4_ != 0.0L);
                        double l_516_ = (l_515_ ? l_514_ : l_4_);
                        double l_517_ = (l_516_ - l_501_);
                        bool l_518_ = (l_4_ != 0.0L);
                        double l_519_ = (l_518_ ? l_517_ : l_4_);
                        double l_520_ = (l_516_ - l_519_);
                        bool l_521_ = (l_4_ != 0.0L);
                        double l_522_ = (l_521_ ? l_520_ : l_4_);
                        double l_523_ = (l_501_ - l_522_);
                        double l_524_ = (l_513_ - l_519_);
                        double l_525_ = (l_523_ + l_524_);
                        double l_526_ = (l_468_ + l_504_);
                        bool l_527_ = (l_4_ != 0.0L);
                        double l_528_ = (l_527_ ? l_526_ : l_4_);
                        double l_529_ = (l_528_ - l_468_);
                        bool l_530_ = (l_4_ != 0.0L);
                        double l_531_ = (l_530_ ? l_529_ : l_4_);
                        double l_532_ = (l_528_ - l_531_);
                        bool l_533_ = (l_4_ != 0.0L);
                        double l_534_ = (l_533_ ? l_532_ : l_4_);
                        double l_535_ = (l_468_ - l_534_);
                        double l_536_ = (l_504_ - l_531_);
                        double l_537_ = (l_535_ + l_536_);
                        double l_538_ = (l_480_ + l_516_);
                        bool l_539_ = (l_4_ != 0.0L);
                        double l_540_ = (l_539_ ? l_538_ : l_4_);
                        double l_541_ = (l_540_ - l_480_);
                        bool l_542_ = (l_4_ != 0.0L);
                        double l_543_ = (l_542_ ? l_541_ : l_4_);
                        double l_544_ = (l_540_ - l_543_);
                        bool l_545_ = (l_4_ != 0.0L);
                        double l_546_ = (l_545_ ? l_544_ : l_4_);
                        double l_547_ = (l_480_ - l_546_);
                        double l_548_ = (l_516_ - l_543_);
                        double l_549_ = (l_547_ + l_548_);
                        double l_550_ = (l_540_ + l_537_);
                        bool l_551_ = (l_4_ != 0.0L);
                        double l_552_ = (l_551_ ? l_550_ : l_4_);
                        double l_553_ = (l_552_ - l_540_);
                        bool l_554_ = (l_4_ != 0.0L);
                        double l_555_ = (l_554_ ? l_553_ : l_4_);
                        double l_556_ = (l_552_ - l_555_);
                        bool l_557_ = (l_4_ != 0.0L);
                        double l_558_ = (l_557_ ? l_556_ : l_4_);
                        double l_559_ = (l_540_ - l_558_);
                        double l_560_ = (l_537_ - l_555_);
                        double l_561_ = (l_559_ + l_560_);
                        double l_562_ = (l_489_ + l_525_);
                        double l_563_ = (l_561_ + l_549_);
                        double l_564_ = (l_562_ + l_563_);
                        double _e1184 = l_mut_140_;
                        double l_565_ = (_e1184 * l_245_);
                        double _e1186 = l_mut_139_;
                        double l_566_ = (_e1186 * l_244_);
                        double l_567_ = (l_565_ + l_566_);
                        double _e1189 = l_mut_138_;
                        double l_568_ = (_e1189 * l_243_);
                        double _e1191 = l_mut_137_;
                        double l_569_ = (_e1191 * l_242_);
                        double l_570_ = (l_568_ + l_569_);
                        double l_571_ = (l_567_ + l_570_);
                        double l_572_ = (l_453_ + l_363_);
                        double l_573_ = (l_390_ + l_417_);
                        double l_574_ = (l_572_ + l_573_);
                        double l_575_ = (l_571_ + l_574_);
                        double l_576_ = (l_552_ + l_575_);
                        double l_577_ = (l_576_ + l_564_);
                        bool l_578_ = (l_4_ != 0.0L);
                        double l_579_ = (l_578_ ? l_577_ : l_4_);
                        double l_580_ = (l_579_ - l_576_);
                        bool l_581_ = (l_4_ != 0.0L);
                        double l_582_ = (l_581_ ? l_580_ : l_4_);
                        double l_583_ = (l_564_ - l_582_);
                        double l_584_ = (l_528_ + l_579_);
                        bool l_585_ = (l_4_ != 0.0L);
                        double l_586_ = (l_585_ ? l_584_ : l_4_);
                        double l_587_ = (l_586_ - l_528_);
                        bool l_588_ = (l_4_ != 0.0L);
                        double l_589_ = (l_588_ ? l_587_ : l_4_);
                        double l_590_ = (l_579_ - l_589_);
                        double l_591_ = (l_432_ + l_586_);
                        bool l_592_ = (l_4_ != 0.0L);
                        double l_593_ = (l_592_ ? l_591_ : l_4_);
                        double l_594_ = (l_593_ - l_432_);
                        bool l_595_ = (l_4_ != 0.0L);
                        double l_596_ = (l_595_ ? l_594_ : l_4_);
                        double l_597_ = (l_586_ - l_596_);
                        double l_598_ = (l_258_ + l_593_);
                        bool l_599_ = (l_4_ != 0.0L);
                        double l_600_ = (l_599_ ? l_598_ : l_4_);
                        double l_601_ = (l_600_ - l_258_);
                        bool l_602_ = (l_4_ != 0.0L);
                        double l_603_ = (l_602_ ? l_601_ : l_4_);
                        double l_604_ = (l_593_ - l_603_);
                        l_mut_136_ = 0.0L;
                        l_mut_54_ = 0.0L;
                        l_mut_53_ = 0.0L;
                        l_mut_52_ = 0.0L;
                        l_mut_51_ = l_600_;
                        l_mut_141_ = 0u;
                        double _e1241 = l_mut_51_;
                        double l_605_ = (_e1241 + l_604_);
                        bool l_606_ = (l_4_ != 0.0L);
                        double l_607_ = (l_606_ ? l_605_ : l_4_);
                        double _e1246 = l_mut_51_;
                        double l_608_ = (l_607_ - _e1246);
                        bool l_609_ = (l_4_ != 0.0L);
                        double l_610_ = (l_609_ ? l_608_ : l_4_);
                        double l_611_ = (l_604_ - l_610_);
                        uint _e1252 = l_mut_141_;
                        bool l_612_ = (_e1252 < 3u);
                        bool l_613_ = (l_611_ != 0.0L);
                        if (l_612_) {
                            local_16 = l_613_;
                        } else {
                            local_16 = false;
                        }
                        bool l_614_ = local_16;
                        uint _e1261 = l_mut_141_;
                        bool l_615_ = (_e1261 == 0u);
                        if (l_614_) {
                            local_17 = l_615_;
                        } else {
                            local_17 = false;
                        }
                        bool l_616_ = local_17;
                        double _e1268 = l_mut_136_;
                        double l_617_ = (l_616_ ? l_607_ : _e1268);
                        l_mut_136_ = l_617_;
                        uint _e1270 = l_mut_141_;
                        bool l_618_ = (_e1270 == 1u);
                        if (l_614_) {
                            local_18 = l_618_;
                        } else {
                            local_18 = false;
                        }
                        bool l_619_ = local_18;
                        double _e1277 = l_mut_54_;
                        double l_620_ = (l_619_ ? l_607_ : _e1277);
                        l_mut_54_ = l_620_;
                        uint _e1279 = l_mut_141_;
                        bool l_621_ = (_e1279 == 2u);
                        if (l_614_) {
                            local_19 = l_621_;
                        } else {
                            local_19 = false;
                        }
                        bool l_622_ = local_19;
                        double _e1286 = l_mut_53_;
                        double l_623_ = (l_622_ ? l_607_ : _e1286);
                        l_mut_53_ = l_623_;
                        double l_624_ = (l_614_ ? l_611_ : l_607_);
                        double _e1289 = l_mut_51_;
                        double l_625_ = (_e1289 + l_604_);
                        double l_626_ = (l_612_ ? l_624_ : l_625_);
                        l_mut_51_ = l_626_;
                        uint l_627_ = uint(l_614_);
                        uint _e1293 = l_mut_141_;
                        l_mut_141_ = (_e1293 + l_627_);
                        double _e1295 = l_mut_51_;
                        double l_628_ = (_e1295 + l_597_);
                        bool l_629_ = (l_4_ != 0.0L);
                        double l_630_ = (l_629_ ? l_628_ : l_4_);
                        double _e1300 = l_mut_51_;
                        double l_631_ = (l_630_ - _e1300);
                        bool l_632_ = (l_4_ != 0.0L);
                        double l_633_ = (l_632_ ? l_631_ : l_4_);
                        double l_634_ = (l_597_ - l_633_);
                        uint _e1306 = l_mut_141_;
                        bool l_635_ = (_e1306 < 3u);
                        bool l_636_ = (l_634_ != 0.0L);
                        if (l_635_) {
                            local_20 = l_636_;
                        } else {
                            local_20 = false;
                        }
                        bool l_637_ = local_20;
                        uint _e1315 = l_mut_141_;
                        bool l_638_ = (_e1315 == 0u);
                        if (l_637_) {
                            local_21 = l_638_;
                        } else {
                            local_21 = false;
                        }
                        bool l_639_ = local_21;
                        double _e1322 = l_mut_136_;
                        double l_640_ = (l_639_ ? l_630_ : _e1322);
                        l_mut_136_ = l_640_;
                        uint _e1324 = l_mut_141_;
                        bool l_641_ = (_e1324 == 1u);
                        if (l_637_) {
                            local_22 = l_641_;
                        } else {
                            local_22 = false;
                        }
                        bool l_642_ = local_22;
                        double _e1331 = l_mut_54_;
                        double l_643_ = (l_642_ ? l_630_ : _e1331);
                        l_mut_54_ = l_643_;
                        uint _e1333 = l_mut_141_;
                        bool l_644_ = (_e1333 == 2u);
                        if (l_637_) {
                            local_23 = l_644_;
                        } else {
                            local_23 = false;
                        }
                        bool l_645_ = local_23;
                        double _e1340 = l_mut_53_;
                        double l_646_ = (l_645_ ? l_630_ : _e1340);
                        l_mut_53_ = l_646_;
                        double l_647_ = (l_637_ ? l_634_ : l_630_);
                        double _e1343 = l_mut_51_;
                        double l_648_ = (_e1343 + l_597_);
                        double l_649_ = (l_635_ ? l_647_ : l_648_);
                        l_mut_51_ = l_649_;
                        uint l_650_ = uint(l_637_);
                        uint _e1347 = l_mut_141_;
                        l_mut_141_ = (_e1347 + l_650_);
                        double _e1349 = l_mut_51_;
                        double l_651_ = (_e1349 + l_590_);
                        bool l_652_ = (l_4_ != 0.0L);
                        double l_653_ = (l_652_ ? l_651_ : l_4_);
                        double _e1354 = l_mut_51_;
                        double l_654_ = (l_653_ - _e1354);
                        bool l_655_ = (l_4_ != 0.0L);
                        double l_656_ = (l_655_ ? l_654_ : l_4_);
                        double l_657_ = (l_590_ - l_656_);
                        uint _e1360 = l_mut_141_;
                        bool l_658_ = (_e1360 < 3u);
                        bool l_659_ = (l_657_ != 0.0L);
                        if (l_658_) {
                            local_24 = l_659_;
                        } else {
                            local_24 = false;
                        }
                        bool l_660_ = local_24;
                        uint _e1369 = l_mut_141_;
                        bool l_661_ = (_e1369 == 0u);
                        if (l_660_) {
                            local_25 = l_661_;
                        } else {
                            local_25 = false;
                        }
                        bool l_662_ = local_25;
                        double _e1376 = l_mut_136_;
                        double l_663_ = (l_662_ ? l_653_ : _e1376);
                        l_mut_136_ = l_663_;
                        uint _e1378 = l_mut_141_;
                        bool l_664_ = (_e1378 == 1u);
                        if (l_660_) {
                            local_26 = l_664_;
                        } else {
                            local_26 = false;
                        }
                        bool l_665_ = local_26;
                        double _e1385 = l_mut_54_;
                        double l_666_ = (l_665_ ? l_653_ : _e1385);
                        l_mut_54_ = l_666_;
                        uint _e1387 = l_mut_141_;
                        bool l_667_ = (_e1387 == 2u);
                        if (l_660_) {
                            local_27 = l_667_;
                        } else {
                            local_27 = false;
                        }
                        bool l_668_ = local_27;
                        double _e1394 = l_mut_53_;
                        double l_669_ = (l_668_ ? l_653_ : _e1394);
                        l_mut_53_ = l_669_;
                        double l_670_ = (l_660_ ? l_657_ : l_653_);
                        double _e1397 = l_mut_51_;
                        double l_671_ = (_e1397 + l_590_);
                        double l_672_ = (l_658_ ? l_670_ : l_671_);
                        l_mut_51_ = l_672_;
                        uint l_673_ = uint(l_660_);
                        uint _e1401 = l_mut_141_;
                        l_mut_141_ = (_e1401 + l_673_);
                        double _e1403 = l_mut_51_;
                        double l_674_ = (_e1403 + l_583_);
                        bool l_675_ = (l_4_ != 0.0L);
                        double l_676_ = (l_675_ ? l_674_ : l_4_);
                        double _e1408 = l_mut_51_;
                        double l_677_ = (l_676_ - _e1408);
                        bool l_678_ = (l_4_ != 0.0L);
                        double l_679_ = (l_678_ ? l_677_ : l_4_);
                        double l_680_ = (l_583_ - l_679_);
                        uint _e1414 = l_mut_141_;
                        bool l_681_ = (_e1414 < 3u);
                        bool l_682_ = (l_680_ != 0.0L);
                        if (l_681_) {
                            local_28 = l_682_;
                        } else {
                            local_28 = false;
                        }
                        bool l_683_ = local_28;
                        uint _e1423 = l_mut_141_;
                        bool l_684_ = (_e1423 == 0u);
                        if (l_683_) {
                            local_29 = l_684_;
                        } else {
                            local_29 = false;
                        }
                        bool l_685_ = local_29;
                        double _e1430 = l_mut_136_;
                        double l_686_ = (l_685_ ? l_676_ : _e1430);
                        l_mut_136_ = l_686_;
                        uint _e1432 = l_mut_141_;
                        bool l_687_ = (_e1432 == 1u);
                        if (l_683_) {
                            local_30 = l_687_;
                        } else {
                            local_30 = false;
                        }
                        bool l_688_ = local_30;
                        double _e1439 = l_mut_54_;
                        double l_689_ = (l_688_ ? l_676_ : _e1439);
                        l_mut_54_ = l_689_;
                        uint _e1441 = l_mut_141_;
                        bool l_690_ = (_e1441 == 2u);
                        if (l_683_) {
                            local_31 = l_690_;
                        } else {
                            local_31 = false;
                        }
                        bool l_691_ = local_31;
                        double _e1448 = l_mut_53_;
                        double l_692_ = (l_691_ ? l_676_ : _e1448);
                        l_mut_53_ = l_692_;
                        double l_693_ = (l_683_ ? l_680_ : l_676_);
                        double _e1451 = l_mut_51_;
                        double l_694_ = (_e1451 + l_583_);
                        double l_695_ = (l_681_ ? l_693_ : l_694_);
                        l_mut_51_ = l_695_;
                        uint l_696_ = uint(l_683_);
                        uint _e1455 = l_mut_141_;
                        l_mut_141_ = (_e1455 + l_696_);
                        uint _e1457 = l_mut_141_;
                        bool l_697_ = (_e1457 == 0u);
                        double _e1460 = l_mut_136_;
                        double _e1461 = l_mut_51_;
                        double l_698_ = (l_697_ ? _e1461 : _e1460);
                        l_mut_136_ = l_698_;
                        uint _e1463 = l_mut_141_;
                        bool l_699_ = (_e1463 == 1u);
                        double _e1466 = l_mut_54_;
                        double _e1467 = l_mut_51_;
                        double l_700_ = (l_699_ ? _e1467 : _e1466);
                        l_mut_54_ = l_700_;
                        uint _e1469 = l_mut_141_;
                        bool l_701_ = (_e1469 == 2u);
                        double _e1472 = l_mut_53_;
                        double _e1473 = l_mut_51_;
                        double l_702_ = (l_701_ ? _e1473 : _e1472);
                        l_mut_53_ = l_702_;
                        uint _e1475 = l_mut_141_;
                        bool l_703_ = (_e1475 == 3u);
                        double _e1478 = l_mut_52_;
                        double _e1479 = l_mut_51_;
                        double l_704_ = (l_703_ ? _e1479 : _e1478);
                        l_mut_52_ = l_704_;
                        uint _e1482 = l_mut_255_;
                        uint l_705_ = (4u * _e1482);
                        uint l_706_ = (l_247_ + l_705_);
                        uint l_4405_ = asuint(info.Load(8+0));
                        uint l_4406_ = (l_4405_ * 1u);
                        bool l_4407_ = (l_706_ < l_4406_);
                        uint l_4408_ = (l_4406_ - 1u);
                        uint l_4409_ = min(l_706_, l_4408_);
                        double l_4410_ = buffer_2_global.Load<double>(l_4409_*8);
                        double l_707_ = (l_4407_ ? l_4410_ : 0.0L);
                        uint l_708_ = (l_706_ + 1u);
                        uint l_4412_ = asuint(info.Load(8+0));
                        uint l_4413_ = (l_4412_ * 1u);
                        bool l_4414_ = (l_708_ < l_4413_);
                        uint l_4415_ = (l_4413_ - 1u);
                        uint l_4416_ = min(l_708_, l_4415_);
                        double l_4417_ = buffer_2_global.Load<double>(l_4416_*8);
                        double l_709_ = (l_4414_ ? l_4417_ : 0.0L);
                        uint l_710_ = (l_706_ + 2u);
                        uint l_4419_ = asuint(info.Load(8+0));
                        uint l_4420_ = (l_4419_ * 1u);
                        bool l_4421_ = (l_710_ < l_4420_);
                        uint l_4422_ = (l_4420_ - 1u);
                        uint l_4423_ = min(l_710_, l_4422_);
                        double l_4424_ = buffer_2_global.Load<double>(l_4423_*8);
                        double l_711_ = (l_4421_ ? l_4424_ : 0.0L);
                        uint l_712_ = (l_706_ + 3u);
                        uint l_4426_ = asuint(info.Load(8+0));
                        uint l_4427_ = (l_4426_ * 1u);
                        bool l_4428_ = (l_712_ < l_4427_);
                        uint l_4429_ = (l_4427_ - 1u);
                        uint l_4430_ = min(l_712_, l_4429_);
                        double l_4431_ = buffer_2_global.Load<double>(l_4430_*8);
                        double l_713_ = (l_4428_ ? l_4431_ : 0.0L);
                        double _e1552 = l_mut_136_;
                        a_714_[0] = _e1552;
                        a_714_[1] = l_707_;
                        double _e1555 = l_mut_54_;
                        a_714_[2] = _e1555;
                        a_714_[3] = l_709_;
                        double _e1558 = l_mut_53_;
                        a_714_[4] = _e1558;
                        a_714_[5] = l_711_;
                        double _e1561 = l_mut_52_;
                        a_714_[6] = _e1561;
                        a_714_[7] = l_713_;
                        double l_715_ = a_714_[7];
                        l_mut_51_ = l_715_;
                        double l_716_ = a_714_[6];
                        double _e1567 = l_mut_51_;
                        double l_717_ = (l_716_ + _e1567);
                        bool l_718_ = (l_4_ != 0.0L);
                        double l_719_ = (l_718_ ? l_717_ : l_4_);
                        double l_720_ = (l_719_ - l_716_);
                        bool l_721_ = (l_4_ != 0.0L);
                        double l_722_ = (l_721_ ? l_720_ : l_4_);
                        double l_723_ = (l_719_ - l_722_);
                        bool l_724_ = (l_4_ != 0.0L);
                        double l_725_ = (l_724_ ? l_723_ : l_4_);
                        double l_726_ = (l_716_ - l_725_);
                        double _e1581 = l_mut_51_;
                        double l_727_ = (_e1581 - l_722_);
                        double l_728_ = (l_726_ + l_727_);
                        a_714_[7] = l_728_;
                        l_mut_51_ = l_719_;
                        double l_729_ = a_714_[5];
                        double _e1587 = l_mut_51_;
                        double l_730_ = (l_729_ + _e1587);
                        bool l_731_ = (l_4_ != 0.0L);
                        double l_732_ = (l_731_ ? l_730_ : l_4_);
                        double l_733_ = (l_732_ - l_729_);
                        bool l_734_ = (l_4_ != 0.0L);
                        double l_735_ = (l_734_ ? l_733_ : l_4_);
                        double l_736_ = (l_732_ - l_735_);
                        bool l_737_ = (l_4_ != 0.0L);
                        double l_738_ = (l_737_ ? l_736_ : l_4_);
                        double l_739_ = (l_729_ - l_738_);
                        double _e1601 = l_mut_51_;
                        double l_740_ = (_e1601 - l_735_);
                        double l_741_ = (l_739_ + l_740_);
                        a_714_[6] = l_741_;
                        l_mut_51_ = l_732_;
                        double l_742_ = a_714_[4];
                        double _e1607 = l_mut_51_;
                        double l_743_ = (l_742_ + _e1607);
                        bool l_744_ = (l_4_ != 0.0L);
                        double l_745_ = (l_744_ ? l_743_ : l_4_);
                        double l_746_ = (l_745_ - l_742_);
                        bool l_747_ = (l_4_ != 0.0L);
                        double l_748_ = (l_747_ ? l_746_ : l_4_);
                        double l_749_ = (l_745_ - l_748_);
                        bool l_750_ = (l_4_ != 0.0L);
                        double l_751_ = (l_750_ ? l_749_ : l_4_);
                        double l_752_ = (l_742_ - l_751_);
                        double _e1621 = l_mut_51_;
                        double l_753_ = (_e1621 - l_748_);
                        double l_754_ = (l_752_ + l_753_);
                        a_714_[5] = l_754_;
                        l_mut_51_ = l_745_;
                        double l_755_ = a_714_[3];
                        double _e1627 = l_mut_51_;
                        double l_756_ = (l_755_ + _e1627);
                        bool l_757_ = (l_4_ != 0.0L);
                        double l_758_ = (l_757_ ? l_756_ : l_4_);
                        double l_759_ = (l_758_ - l_755_);
                        bool l_760_ = (l_4_ != 0.0L);
                        double l_761_ = (l_760_ ? l_759_ : l_4_);
                        double l_762_ = (l_758_ - l_761_);
                        bool l_763_ = (l_4_ != 0.0L);
                        double l_764_ = (l_763_ ? l_762_ : l_4_);
                        double l_765_ = (l_755_ - l_764_);
                        double _e1641 = l_mut_51_;
                        double l_766_ = (_e1641 - l_761_);
                        double l_767_ = (l_765_ + l_766_);
                        a_714_[4] = l_767_;
                        l_mut_51_ = l_758_;
                        double l_768_ = a_714_[2];
                        double _e1647 = l_mut_51_;
                        double l_769_ = (l_768_ + _e1647);
                        bool l_770_ = (l_4_ != 0.0L);
                        double l_771_ = (l_770_ ? l_769_ : l_4_);
                        double l_772_ = (l_771_ - l_768_);
                        bool l_773_ = (l_4_ != 0.0L);
                        double l_774_ = (l_773_ ? l_772_ : l_4_);
                        double l_775_ = (l_771_ - l_774_);
                        bool l_776_ = (l_4_ != 0.0L);
                        double l_777_ = (l_776_ ? l_775_ : l_4_);
                        double l_778_ = (l_768_ - l_777_);
                        double _e1661 = l_mut_51_;
                        double l_779_ = (_e1661 - l_774_);
                        double l_780_ = (l_778_ + l_779_);
                        a_714_[3] = l_780_;
                        l_mut_51_ = l_771_;
                        double l_781_ = a_714_[1];
                        double _e1667 = l_mut_51_;
                        double l_782_ = (l_781_ + _e1667);
                        bool l_783_ = (l_4_ != 0.0L);
                        double l_784_ = (l_783_ ? l_782_ : l_4_);
                        double l_785_ = (l_784_ - l_781_);
                        bool l_786_ = (l_4_ != 0.0L);
                        double l_787_ = (l_786_ ? l_785_ : l_4_);
                        double l_788_ = (l_784_ - l_787_);
                        bool l_789_ = (l_4_ != 0.0L);
                        double l_790_ = (l_789_ ? l_788_ : l_4_);
                        double l_791_ = (l_781_ - l_790_);
                        double _e1681 = l_mut_51_;
                        double l_792_ = (_e1681 - l_787_);
                        double l_793_ = (l_791_ + l_792_);
                        a_714_[2] = l_793_;
                        l_mut_51_ = l_784_;
                        double l_794_ = a_714_[0];
                        double _e1687 = l_mut_51_;
                        double l_795_ = (l_794_ + _e1687);
                        bool l_796_ = (l_4_ != 0.0L);
                        double l_797_ = (l_796_ ? l_795_ : l_4_);
                        double l_798_ = (l_797_ - l_794_);
                        bool l_799_ = (l_4_ != 0.0L);
                        double l_800_ = (l_799_ ? l_798_ : l_4_);
                        double l_801_ = (l_797_ - l_800_);
                        bool l_802_ = (l_4_ != 0.0L);
                        double l_803_ = (l_802_ ? l_801_ : l_4_);
                        double l_804_ = (l_794_ - l_803_);
                        double _e1701 = l_mut_51_;
                        double l_805_ = (_e1701 - l_800_);
                        double l_806_ = (l_804_ + l_805_);
                        a_714_[1] = l_806_;
                        l_mut_51_ = l_797_;
                        double _e1706 = l_mut_51_;
                        a_714_[0] = _e1706;
                        double l_807_ = a_714_[7];
                        l_mut_51_ = l_807_;
                        double l_808_ = a_714_[6];
                        double _e1711 = l_mut_51_;
                        double l_809_ = (l_808_ + _e1711);
                        bool l_810_ = (l_4_ != 0.0L);
                        double l_811_ = (l_810_ ? l_809_ : l_4_);
                        double l_812_ = (l_811_ - l_808_);
                        bool l_813_ = (l_4_ != 0.0L);
                        double l_814_ = (l_813_ ? l_812_ : l_4_);
                        double l_815_ = (l_811_ - l_814_);
                        bool l_816_ = (l_4_ != 0.0L);
                        double l_817_ = (l_816_ ? l_815_ : l_4_);
                        double l_818_ = (l_808_ - l_817_);
                        double _e1725 = l_mut_51_;
                        double l_819_ = (_e1725 - l_814_);
                        double l_820_ = (l_818_ + l_819_);
                        a_714_[7] = l_820_;
                        l_mut_51_ = l_811_;
                        double l_821_ = a_714_[5];
                        double _e1731 = l_mut_51_;
                        double l_822_ = (l_821_ + _e1731);
                        bool l_823_ = (l_4_ != 0.0L);
                        double l_824_ = (l_823_ ? l_822_ : l_4_);
                        double l_825_ = (l_824_ - l_821_);
                        bool l_826_ = (l_4_ != 0.0L);
                        double l_827_ = (l_826_ ? l_825_ : l_4_);
                        double l_828_ = (l_824_ - l_827_);
                        bool l_829_ = (l_4_ != 0.0L);
                        double l_830_ = (l_829_ ? l_828_ : l_4_);
                        double l_831_ = (l_821_ - l_830_);
                        double _e1745 = l_mut_51_;
                        double l_832_ = (_e1745 - l_827_);
                        double l_833_ = (l_831_ + l_832_);
                        a_714_[6] = l_833_;
                        l_mut_51_ = l_824_;
                        double l_834_ = a_714_[4];
                        double _e1751 = l_mut_51_;
                        double l_835_ = (l_834_ + _e1751);
                        bool l_836_ = (l_4_ != 0.0L);
                        double l_837_ = (l_836_ ? l_835_ : l_4_);
                        double l_838_ = (l_837_ - l_834_);
                        bool l_839_ = (l_4_ != 0.0L);
                        double l_840_ = (l_839_ ? l_838_ : l_4_);
                        double l_841_ = (l_837_ - l_840_);
                        bool l_842_ = (l_4_ != 0.0L);
                        double l_843_ = (l_842_ ? l_841_ : l_4_);
                        double l_844_ = (l_834_ - l_843_);
                        double _e1765 = l_mut_51_;
                        double l_845_ = (_e1765 - l_840_);
                        double l_846_ = (l_844_ + l_845_);
                        a_714_[5] = l_846_;
                        l_mut_51_ = l_837_;
                        double l_847_ = a_714_[3];
                        double _e1771 = l_mut_51_;
                        double l_848_ = (l_847_ + _e1771);
                        bool l_849_ = (l_4_ != 0.0L);
                        double l_850_ = (l_849_ ? l_848_ : l_4_);
                        double l_851_ = (l_850_ - l_847_);
                        bool l_852_ = (l_4_ != 0.0L);
                        double l_853_ = (l_852_ ? l_851_ : l_4_);
                        double l_854_ = (l_850_ - l_853_);
                        bool l_855_ = (l_4_ != 0.0L);
                        double l_856_ = (l_855_ ? l_854_ : l_4_);
                        double l_857_ = (l_847_ - l_856_);
                        double _e1785 = l_mut_51_;
                        double l_858_ = (_e1785 - l_853_);
                        double l_859_ = (l_857_ + l_858_);
                        a_714_[4] = l_859_;
                        l_mut_51_ = l_850_;
                        double l_860_ = a_714_[2];
                        double _e1791 = l_mut_51_;
                        double l_861_ = (l_860_ + _e1791);
                        bool l_862_ = (l_4_ != 0.0L);
                        double l_863_ = (l_862_ ? l_861_ : l_4_);
                        double l_864_ = (l_863_ - l_860_);
                        bool l_865_ = (l_4_ != 0.0L);
                        double l_866_ = (l_865_ ? l_864_ : l_4_);
                        double l_867_ = (l_863_ - l_866_);
                        bool l_868_ = (l_4_ != 0.0L);
                        double l_869_ = (l_868_ ? l_867_ : l_4_);
                        double l_870_ = (l_860_ - l_869_);
                        double _e1805 = l_mut_51_;
                        double l_871_ = (_e1805 - l_866_);
                        double l_872_ = (l_870_ + l_871_);
                        a_714_[3] = l_872_;
                        l_mut_51_ = l_863_;
                        double l_873_ = a_714_[1];
                        double _e1811 = l_mut_51_;
                        double l_874_ = (l_873_ + _e1811);
                        bool l_875_ = (l_4_ != 0.0L);
                        double l_876_ = (l_875_ ? l_874_ : l_4_);
                        double l_877_ = (l_876_ - l_873_);
                        bool l_878_ = (l_4_ != 0.0L);
                        double l_879_ = (l_878_ ? l_877_ : l_4_);
                        double l_880_ = (l_876_ - l_879_);
                        bool l_881_ = (l_4_ != 0.0L);
                        double l_882_ = (l_881_ ? l_880_ : l_4_);
                        double l_883_ = (l_873_ - l_882_);
                        double _e1825 = l_mut_51_;
                        double l_884_ = (_e1825 - l_879_);
                        double l_885_ = (l_883_ + l_884_);
                        a_714_[2] = l_885_;
                        l_mut_51_ = l_876_;
                        double l_886_ = a_714_[0];
                        double _e1831 = l_mut_51_;
                        double l_887_ = (l_886_ + _e1831);
                        bool l_888_ = (l_4_ != 0.0L);
                        double l_889_ = (l_888_ ? l_887_ : l_4_);
                        double l_890_ = (l_889_ - l_886_);
                        bool l_891_ = (l_4_ != 0.0L);
                        double l_892_ = (l_891_ ? l_890_ : l_4_);
                        double l_893_ = (l_889_ - l_892_);
                        bool l_894_ = (l_4_ != 0.0L);
                        double l_895_ = (l_894_ ? l_893_ : l_4_);
                        double l_896_ = (l_886_ - l_895_);
                        double _e1845 = l_mut_51_;
                        double l_897_ = (_e1845 - l_892_);
                        double l_898_ = (l_896_ + l_897_);
                        a_714_[1] = l_898_;
                        l_mut_51_ = l_889_;
                        double _e1850 = l_mut_51_;
                        a_714_[0] = _e1850;
                        l_mut_51_ = 0.0L;
                        l_mut_899_ = 0.0L;
                        l_mut_900_ = 0.0L;
                        l_mut_901_ = 0.0L;
                        double l_902_ = a_714_[0];
                        l_mut_903_ = l_902_;
                        l_mut_141_ = 0u;
                        double l_904_ = a_714_[1];
                        double _e1860 = l_mut_903_;
                        double l_905_ = (_e1860 + l_904_);
                        bool l_906_ = (l_4_ != 0.0L);
                        double l_907_ = (l_906_ ? l_905_ : l_4_);
                        double _e1865 = l_mut_903_;
                        double l_908_ = (l_907_ - _e1865);
                        bool l_909_ = (l_4_ != 0.0L);
                        double l_910_ = (l_909_ ? l_908_ : l_4_);
                        double l_911_ = (l_907_ - l_910_);
                        bool l_912_ = (l_4_ != 0.0L);
                        double l_913_ = (l_912_ ? l_911_ : l_4_);
                        double _e1874 = l_mut_903_;
                        double l_914_ = (_e1874 - l_913_);
                        double l_915_ = (l_904_ - l_910_);
                        double l_916_ = (l_914_ + l_915_);
                        uint _e1878 = l_mut_141_;
                        bool l_917_ = (_e1878 < 3u);
                        bool l_918_ = (l_916_ != 0.0L);
                        if (l_917_) {
                            local_32 = l_918_;
                        } else {
                            local_32 = false;
                        }
                        bool l_919_ = local_32;
                        uint _e1887 = l_mut_141_;
                        bool l_920_ = (_e1887 == 0u);
                        if (l_919_) {
                            local_33 = l_920_;
                        } else {
                            local_33 = false;
                        }
                        bool l_921_ = local_33;
                        double _e1894 = l_mut_51_;
                        double l_922_ = (l_921_ ? l_907_ : _e1894);
                        l_mut_51_ = l_922_;
                        uint _e1896 = l_mut_141_;
                        bool l_923_ = (_e1896 == 1u);
                        if (l_919_) {
                            local_34 = l_923_;
                        } else {
                            local_34 = false;
                        }
                        bool l_924_ = local_34;
                        double _e1903 = l_mut_899_;
                        double l_925_ = (l_924_ ? l_907_ : _e1903);
                        l_mut_899_ = l_925_;
                        uint _e1905 = l_mut_141_;
                        bool l_926_ = (_e1905 == 2u);
                        if (l_919_) {
                            local_35 = l_926_;
                        } else {
                            local_35 = false;
                        }
                        bool l_927_ = local_35;
                        double _e1912 = l_mut_900_;
                        double l_928_ = (l_927_ ? l_907_ : _e1912);
                        l_mut_900_ = l_928_;
                        double l_929_ = (l_919_ ? l_916_ : l_907_);
                        double _e1915 = l_mut_903_;
                        double l_930_ = (_e1915 + l_904_);
                        double l_931_ = (l_917_ ? l_929_ : l_930_);
                        l_mut_903_ = l_931_;
                        uint l_932_ = uint(l_919_);
                        uint _e1919 = l_mut_141_;
                        l_mut_141_ = (_e1919 + l_932_);
                        double l_933_ = a_714_[2];
                        double _e1923 = l_mut_903_;
                        double l_934_ = (_e1923 + l_933_);
                        bool l_935_ = (l_4_ != 0.0L);
                        double l_936_ = (l_935_ ? l_934_ : l_4_);
                        double _e1928 = l_mut_903_;
                        double l_937_ = (l_936_ - _e1928);
                        bool l_938_ = (l_4_ != 0.0L);
                        double l_939_ = (l_938_ ? l_937_ : l_4_);
                        double l_940_ = (l_936_ - l_939_);
                        bool l_941_ = (l_4_ != 0.0L);
                        double l_942_ = (l_941_ ? l_940_ : l_4_);
                        double _e1937 = l_mut_903_;
                        double l_943_ = (_e1937 - l_942_);
                        double l_944_ = (l_933_ - l_939_);
                        double l_945_ = (l_943_ + l_944_);
                        uint _e1941 = l_mut_141_;
                        bool l_946_ = (_e1941 < 3u);
                        bool l_947_ = (l_945_ != 0.0L);
                        if (l_946_) {
                            local_36 = l_947_;
                        } else {
                            local_36 = false;
                        }
                        bool l_948_ = local_36;
                        uint _e1950 = l_mut_141_;
                        bool l_949_ = (_e1950 == 0u);
                        if (l_948_) {
                            local_37 = l_949_;
                        } else {
                            local_37 = false;
                        }
                        bool l_950_ = local_37;
                        double _e1957 = l_mut_51_;
                        double l_951_ = (l_950_ ? l_936_ : _e1957);
                        l_mut_51_ = l_951_;
                        uint _e1959 = l_mut_141_;
                        bool l_952_ = (_e1959 == 1u);
                        if (l_948_) {
                            local_38 = l_952_;
                        } else {
                            local_38 = false;
                        }
                        bool l_953_ = local_38;
                        double _e1966 = l_mut_899_;
                        double l_954_ = (l_953_ ? l_936_ : _e1966);
                        l_mut_899_ = l_954_;
                        uint _e1968 = l_mut_141_;
                        bool l_955_ = (_e1968 == 2u);
                        if (l_948_) {
                            local_39 = l_955_;
                        } else {
                            local_39 = false;
                        }
                        bool l_956_ = local_39;
                        double _e1975 = l_mut_900_;
                        double l_957_ = (l_956_ ? l_936_ : _e1975);
                        l_mut_900_ = l_957_;
                        double l_958_ = (l_948_ ? l_945_ : l_936_);
                        double _e1978 = l_mut_903_;
                        double l_959_ = (_e1978 + l_933_);
                        double l_960_ = (l_946_ ? l_958_ : l_959_);
                        l_mut_903_ = l_960_;
                        uint l_961_ = uint(l_948_);
                        uint _e1982 = l_mut_141_;
                        l_mut_141_ = (_e1982 + l_961_);
                        double l_962_ = a_714_[3];
                        double _e1986 = l_mut_903_;
                        double l_963_ = (_e1986 + l_962_);
                        bool l_964_ = (l_4_ != 0.0L);
                        double l_965_ = (l_964_ ? l_963_ : l_4_);
                        double _e1991 = l_mut_903_;
                        double l_966_ = (l_965_ - _e1991);
                        bool l_967_ = (l_4_ != 0.0L);
                        double l_968_ = (l_967_ ? l_966_ : l_4_);
                        double l_969_ = (l_965_ - l_968_);
                        bool l_970_ = (l_4_ != 0.0L);
                        double l_971_ = (l_970_ ? l_969_ : l_4_);
                        double _e2000 = l_mut_903_;
                        double l_972_ = (_e2000 - l_971_);
                        double l_973_ = (l_962_ - l_968_);
                        double l_974_ = (l_972_ + l_973_);
                        uint _e2004 = l_mut_141_;
                        bool l_975_ = (_e2004 < 3u);
                        bool l_976_ = (l_974_ != 0.0L);
                        if (l_975_) {
                            local_40 = l_976_;
                        } else {
                            local_40 = false;
                        }
                        bool l_977_ = local_40;
                        uint _e2013 = l_mut_141_;
                        bool l_978_ = (_e2013 == 0u);
                        if (l_977_) {
                            local_41 = l_978_;
                        } else {
                            local_41 = false;
                        }
                        bool l_979_ = local_41;
                        double _e2020 = l_mut_51_;
                        double l_980_ = (l_979_ ? l_965_ : _e2020);
                        l_mut_51_ = l_980_;
                        uint _e2022 = l_mut_141_;
                        bool l_981_ = (_e2022 == 1u);
                        if (l_977_) {
                            local_42 = l_981_;
                        } else {
                            local_42 = false;
                        }
                        bool l_982_ = local_42;
                        double _e2029 = l_mut_899_;
                        double l_983_ = (l_982_ ? l_965_ : _e2029);
                        l_mut_899_ = l_983_;
                        uint _e2031 = l_mut_141_;
                        bool l_984_ = (_e2031 == 2u);
                        if (l_977_) {
                            local_43 = l_984_;
                        } else {
                            local_43 = false;
                        }
                        bool l_985_ = local_43;
                        double _e2038 = l_mut_900_;
                        double l_986_ = (l_985_ ? l_965_ : _e2038);
                        l_mut_900_ = l_986_;
                        double l_987_ = (l_977_ ? l_974_ : l_965_);
                        double _e2041 = l_mut_903_;
                        double l_988_ = (_e2041 + l_962_);
                        double l_989_ = (l_975_ ? l_987_ : l_988_);
                        l_mut_903_ = l_989_;
                        uint l_990_ = uint(l_977_);
                        uint _e2045 = l_mut_141_;
                        l_mut_141_ = (_e2045 + l_990_);
                        double l_991_ = a_714_[4];
                        double _e2049 = l_mut_903_;
                        double l_992_ = (_e2049 + l_991_);
                        bool l_993_ = (l_4_ != 0.0L);
                        double l_994_ = (l_993_ ? l_992_ : l_4_);
                        double _e2054 = l_mut_903_;
                        double l_995_ = (l_994_ - _e2054);
                        bool l_996_ = (l_4_ != 0.0L);
                        double l_997_ = (l_996_ ? l_995_ : l_4_);
                        double l_998_ = (l_994_ - l_997_);
                        bool l_999_ = (l_4_ != 0.0L);
                        double l_1000_ = (l_999_ ? l_998_ : l_4_);
                        double _e2063 = l_mut_903_;
                        double l_1001_ = (_e2063 - l_1000_);
                        double l_1002_ = (l_991_ - l_997_);
                        double l_1003_ = (l_1001_ + l_1002_);
                        uint _e2067 = l_mut_141_;
                        bool l_1004_ = (_e2067 < 3u);
                        bool l_1005_ = (l_1003_ != 0.0L);
                        if (l_1004_) {
                            local_44 = l_1005_;
                        } else {
                            local_44 = false;
                        }
                        bool l_1006_ = local_44;
                        uint _e2076 = l_mut_141_;
                        bool l_1007_ = (_e2076 == 0u);
                        if (l_1006_) {
                            local_45 = l_1007_;
                        } else {
                            local_45 = false;
                        }
                        bool l_1008_ = local_45;
                        double _e2083 = l_mut_51_;
                        double l_1009_ = (l_1008_ ? l_994_ : _e2083);
                        l_mut_51_ = l_1009_;
                        uint _e2085 = l_mut_141_;
                        bool l_1010_ = (_e2085 == 1u);
                        if (l_1006_) {
                            local_46 = l_1010_;
                        } else {
                            local_46 = false;
                        }
                        bool l_1011_ = local_46;
                        double _e2092 = l_mut_899_;
                        double l_1012_ = (l_1011_ ? l_994_ : _e2092);
                        l_mut_899_ = l_1012_;
                        uint _e2094 = l_mut_141_;
                        bool l_1013_ = (_e2094 == 2u);
                        if (l_1006_) {
                            local_47 = l_1013_;
                        } else {
                            local_47 = false;
                        }
                        bool l_1014_ = local_47;
                        double _e2101 = l_mut_900_;
                        double l_1015_ = (l_1014_ ? l_994_ : _e2101);
                        l_mut_900_ = l_1015_;
                        double l_1016_ = (l_1006_ ? l_1003_ : l_994_);
                        double _e2104 = l_mut_903_;
                        double l_1017_ = (_e2104 + l_991_);
                        double l_1018_ = (l_1004_ ? l_1016_ : l_1017_);
                        l_mut_903_ = l_1018_;
                        uint l_1019_ = uint(l_1006_);
                        uint _e2108 = l_mut_141_;
                        l_mut_141_ = (_e2108 + l_1019_);
                        double l_1020_ = a_714_[5];
                        double _e2112 = l_mut_903_;
                        double l_1021_ = (_e2112 + l_1020_);
                        bool l_1022_ = (l_4_ != 0.0L);
                        double l_1023_ = (l_1022_ ? l_1021_ : l_4_);
                        double _e2117 = l_mut_903_;
                        double l_1024_ = (l_1023_ - _e2117);
                        bool l_1025_ = (l_4_ != 0.0L);
                        double l_1026_ = (l_1025_ ? l_1024_ : l_4_);
                        double l_1027_ = (l_1023_ - l_1026_);
                        bool l_1028_ = (l_4_ != 0.0L);
                        double l_1029_ = (l_1028_ ? l_1027_ : l_4_);
                        double _e2126 = l_mut_903_;
                        double l_1030_ = (_e2126 - l_1029_);
                        double l_1031_ = (l_1020_ - l_1026_);
                        double l_1032_ = (l_1030_ + l_1031_);
                        uint _e2130 = l_mut_141_;
                        bool l_1033_ = (_e2130 < 3u);
                        bool l_1034_ = (l_1032_ != 0.0L);
                        if (l_1033_) {
                            local_48 = l_1034_;
                        } else {
                            local_48 = false;
                        }
                        bool l_1035_ = local_48;
                        uint _e2139 = l_mut_141_;
                        bool l_1036_ = (_e2139 == 0u);
                        if (l_1035_) {
                            local_49 = l_1036_;
                        } else {
                            local_49 = false;
                        }
                        bool l_1037_ = local_49;
                        double _e2146 = l_mut_51_;
                        double l_1038_ = (l_1037_ ? l_1023_ : _e2146);
                        l_mut_51_ = l_1038_;
                        uint _e2148 = l_mut_141_;
                        bool l_1039_ = (_e2148 == 1u);
                        if (l_1035_) {
                            local_50 = l_1039_;
                        } else {
                            local_50 = false;
                        }
                        bool l_1040_ = local_50;
                        double _e2155 = l_mut_899_;
                        double l_1041_ = (l_1040_ ? l_1023_ : _e2155);
                        l_mut_899_ = l_1041_;
                        uint _e2157 = l_mut_141_;
                        bool l_1042_ = (_e2157 == 2u);
                        if (l_1035_) {
                            local_51 = l_1042_;
                        } else {
                            local_51 = false;
                        }
                        bool l_1043_ = local_51;
                        double _e2164 = l_mut_900_;
                        double l_1044_ = (l_1043_ ? l_1023_ : _e2164);
                        l_mut_900_ = l_1044_;
                        double l_1045_ = (l_1035_ ? l_1032_ : l_1023_);
                        double _e2167 = l_mut_903_;
                        double l_1046_ = (_e2167 + l_1020_);
                        double l_1047_ = (l_1033_ ? l_1045_ : l_1046_);
                        l_mut_903_ = l_1047_;
                        uint l_1048_ = uint(l_1035_);
                        uint _e2171 = l_mut_141_;
                        l_mut_141_ = (_e2171 + l_1048_);
                        double l_1049_ = a_714_[6];
                        double _e2175 = l_mut_903_;
                        double l_1050_ = (_e2175 + l_1049_);
                        bool l_1051_ = (l_4_ != 0.0L);
                        double l_1052_ = (l_1051_ ? l_1050_ : l_4_);
                        double _e2180 = l_mut_903_;
                        double l_1053_ = (l_1052_ - _e2180);
                        bool l_1054_ = (l_4_ != 0.0L);
                        double l_1055_ = (l_1054_ ? l_1053_ : l_4_);
                        double l_1056_ = (l_1052_ - l_1055_);
                        bool l_1057_ = (l_4_ != 0.0L);
                        double l_1058_ = (l_1057_ ? l_1056_ : l_4_);
                        double _e2189 = l_mut_903_;
                        double l_1059_ = (_e2189 - l_1058_);
                        double l_1060_ = (l_1049_ - l_1055_);
                        double l_1061_ = (l_1059_ + l_1060_);
                        uint _e2193 = l_mut_141_;
                        bool l_1062_ = (_e2193 < 3u);
                        bool l_1063_ = (l_1061_ != 0.0L);
                        if (l_1062_) {
                            local_52 = l_1063_;
                        } else {
                            local_52 = false;
                        }
                        bool l_1064_ = local_52;
                        uint _e2202 = l_mut_141_;
                        bool l_1065_ = (_e2202 == 0u);
                        if (l_1064_) {
                            local_53 = l_1065_;
                        } else {
                            local_53 = false;
                        }
                        bool l_1066_ = local_53;
                        double _e2209 = l_mut_51_;
                        double l_1067_ = (l_1066_ ? l_1052_ : _e2209);
                        l_mut_51_ = l_1067_;
                        uint _e2211 = l_mut_141_;
                        bool l_1068_ = (_e2211 == 1u);
                        if (l_1064_) {
                            local_54 = l_1068_;
                        } else {
                            local_54 = false;
                        }
                        bool l_1069_ = local_54;
                        double _e2218 = l_mut_899_;
                        double l_1070_ = (l_1069_ ? l_1052_ : _e2218);
                        l_mut_899_ = l_1070_;
                        uint _e2220 = l_mut_141_;
                        bool l_1071_ = (_e2220 == 2u);
                        if (l_1064_) {
                            local_55 = l_1071_;
                        } else {
                            local_55 = false;
                        }
                        bool l_1072_ = local_55;
                        double _e2227 = l_mut_900_;
                        double l_1073_ = (l_1072_ ? l_1052_ : _e2227);
                        l_mut_900_ = l_1073_;
                        double l_1074_ = (l_1064_ ? l_1061_ : l_1052_);
                        double _e2230 = l_mut_903_;
                        double l_1075_ = (_e2230 + l_1049_);
                        double l_1076_ = (l_1062_ ? l_1074_ : l_1075_);
                        l_mut_903_ = l_1076_;
                        uint l_1077_ = uint(l_1064_);
                        uint _e2234 = l_mut_141_;
                        l_mut_141_ = (_e2234 + l_1077_);
                        double l_1078_ = a_714_[7];
                        double _e2238 = l_mut_903_;
                        double l_1079_ = (_e2238 + l_1078_);
                        bool l_1080_ = (l_4_ != 0.0L);
                        double l_1081_ = (l_1080_ ? l_1079_ : l_4_);
                        double _e2243 = l_mut_903_;
                        double l_1082_ = (l_1081_ - _e2243);
                        bool l_1083_ = (l_4_ != 0.0L);
                        double l_1084_ = (l_1083_ ? l_1082_ : l_4_);
                        double l_1085_ = (l_1081_ - l_1084_);
                        bool l_1086_ = (l_4_ != 0.0L);
                        double l_1087_ = (l_1086_ ? l_1085_ : l_4_);
                        double _e2252 = l_mut_903_;
                        double l_1088_ = (_e2252 - l_1087_);
                        double l_1089_ = (l_1078_ - l_1084_);
                        double l_1090_ = (l_1088_ + l_1089_);
                        uint _e2256 = l_mut_141_;
                        bool l_1091_ = (_e2256 < 3u);
                        bool l_1092_ = (l_1090_ != 0.0L);
                        if (l_1091_) {
                            local_56 = l_1092_;
                        } else {
                            local_56 = false;
                        }
                        bool l_1093_ = local_56;
                        uint _e2265 = l_mut_141_;
                        bool l_1094_ = (_e2265 == 0u);
                        if (l_1093_) {
                            local_57 = l_1094_;
                        } else {
                            local_57 = false;
                        }
                        bool l_1095_ = local_57;
                        double _e2272 = l_mut_51_;
                        double l_1096_ = (l_1095_ ? l_1081_ : _e2272);
                        l_mut_51_ = l_1096_;
                        uint _e2274 = l_mut_141_;
                        bool l_1097_ = (_e2274 == 1u);
                        if (l_1093_) {
                            local_58 = l_1097_;
                        } else {
                            local_58 = false;
                        }
                        bool l_1098_ = local_58;
                        double _e2281 = l_mut_899_;
                        double l_1099_ = (l_1098_ ? l_1081_ : _e2281);
                        l_mut_899_ = l_1099_;
                        uint _e2283 = l_mut_141_;
                        bool l_1100_ = (_e2283 == 2u);
                        if (l_1093_) {
                            local_59 = l_1100_;
                        } else {
                            local_59 = false;
                        }
                        bool l_1101_ = local_59;
                        double _e2290 = l_mut_900_;
                        double l_1102_ = (l_1101_ ? l_1081_ : _e2290);
                        l_mut_900_ = l_1102_;
                        double l_1103_ = (l_1093_ ? l_1090_ : l_1081_);
                        double _e2293 = l_mut_903_;
                        double l_1104_ = (_e2293 + l_1078_);
                        double l_1105_ = (l_1091_ ? l_1103_ : l_1104_);
                        l_mut_903_ = l_1105_;
                        uint l_1106_ = uint(l_1093_);
                        uint _e2297 = l_mut_141_;
                        l_mut_141_ = (_e2297 + l_1106_);
                        uint _e2299 = l_mut_141_;
                        bool l_1107_ = (_e2299 == 0u);
                        double _e2302 = l_mut_51_;
                        double _e2303 = l_mut_903_;
                        double l_1108_ = (l_1107_ ? _e2303 : _e2302);
                        l_mut_51_ = l_1108_;
                        uint _e2305 = l_mut_141_;
                        bool l_1109_ = (_e2305 == 1u);
                        double _e2308 = l_mut_899_;
                        double _e2309 = l_mut_903_;
                        double l_1110_ = (l_1109_ ? _e2309 : _e2308);
                        l_mut_899_ = l_1110_;
                        uint _e2311 = l_mut_141_;
                        bool l_1111_ = (_e2311 == 2u);
                        double _e2314 = l_mut_900_;
                        double _e2315 = l_mut_903_;
                        double l_1112_ = (l_1111_ ? _e2315 : _e2314);
                        l_mut_900_ = l_1112_;
                        uint _e2317 = l_mut_141_;
                        bool l_1113_ = (_e2317 == 3u);
                        double _e2320 = l_mut_901_;
                        double _e2321 = l_mut_903_;
                        double l_1114_ = (l_1113_ ? _e2321 : _e2320);
                        l_mut_901_ = l_1114_;
                        double _e2323 = l_mut_51_;
                        l_mut_140_ = _e2323;
                        double _e2324 = l_mut_899_;
                        l_mut_139_ = _e2324;
                        double _e2325 = l_mut_900_;
                        l_mut_138_ = _e2325;
                        double _e2326 = l_mut_901_;
                        l_mut_137_ = _e2326;
                    }
                }
                double _e2330 = l_mut_140_;
                double l_1115_ = (_e2330 * l_242_);
                bool l_1116_ = (l_4_ != 0.0L);
                double l_1117_ = (l_1116_ ? l_1115_ : l_4_);
                double _e2335 = l_mut_140_;
                double l_1118_ = (l_3_ * _e2335);
                bool l_1119_ = (l_4_ != 0.0L);
                double l_1120_ = (l_1119_ ? l_1118_ : l_4_);
                double _e2340 = l_mut_140_;
                double l_1121_ = (l_1120_ - _e2340);
                bool l_1122_ = (l_4_ != 0.0L);
                double l_1123_ = (l_1122_ ? l_1121_ : l_4_);
                double l_1124_ = (l_1120_ - l_1123_);
                double _e2346 = l_mut_140_;
                double l_1125_ = (_e2346 - l_1124_);
                double l_1126_ = (l_3_ * l_242_);
                bool l_1127_ = (l_4_ != 0.0L);
                double l_1128_ = (l_1127_ ? l_1126_ : l_4_);
                double l_1129_ = (l_1128_ - l_242_);
                bool l_1130_ = (l_4_ != 0.0L);
                double l_1131_ = (l_1130_ ? l_1129_ : l_4_);
                double l_1132_ = (l_1128_ - l_1131_);
                double l_1133_ = (l_242_ - l_1132_);
                double l_1134_ = (l_1124_ * l_1132_);
                double l_1135_ = (l_1134_ - l_1117_);
                double l_1136_ = (l_1124_ * l_1133_);
                double l_1137_ = (l_1135_ + l_1136_);
                double l_1138_ = (l_1125_ * l_1132_);
                double l_1139_ = (l_1137_ + l_1138_);
                double l_1140_ = (l_1125_ * l_1133_);
                double l_1141_ = (l_1139_ + l_1140_);
                double _e2366 = l_mut_140_;
                double l_1142_ = (_e2366 * l_243_);
                bool l_1143_ = (l_4_ != 0.0L);
                double l_1144_ = (l_1143_ ? l_1142_ : l_4_);
                double _e2371 = l_mut_140_;
                double l_1145_ = (l_3_ * _e2371);
                bool l_1146_ = (l_4_ != 0.0L);
                double l_1147_ = (l_1146_ ? l_1145_ : l_4_);
                double _e2376 = l_mut_140_;
                double l_1148_ = (l_1147_ - _e2376);
                bool l_1149_ = (l_4_ != 0.0L);
                double l_1150_ = (l_1149_ ? l_1148_ : l_4_);
                double l_1151_ = (l_1147_ - l_1150_);
                double _e2382 = l_mut_140_;
                double l_1152_ = (_e2382 - l_1151_);
                double l_1153_ = (l_3_ * l_243_);
                bool l_1154_ = (l_4_ != 0.0L);
                double l_1155_ = (l_1154_ ? l_1153_ : l_4_);
                double l_1156_ = (l_1155_ - l_243_);
                bool l_1157_ = (l_4_ != 0.0L);
                double l_1158_ = (l_1157_ ? l_1156_ : l_4_);
                double l_1159_ = (l_1155_ - l_1158_);
                double l_1160_ = (l_243_ - l_1159_);
                double l_1161_ = (l_1151_ * l_1159_);
                double l_1162_ = (l_1161_ - l_1144_);
                double l_1163_ = (l_1151_ * l_1160_);
                double l_1164_ = (l_1162_ + l_1163_);
                double l_1165_ = (l_1152_ * l_1159_);
                double l_1166_ = (l_1164_ + l_1165_);
                double l_1167_ = (l_1152_ * l_1160_);
                double l_1168_ = (l_1166_ + l_1167_);
                double _e2402 = l_mut_139_;
                double l_1169_ = (_e2402 * l_242_);
                bool l_1170_ = (l_4_ != 0.0L);
                double l_1171_ = (l_1170_ ? l_1169_ : l_4_);
                double _e2407 = l_mut_139_;
                double l_1172_ = (l_3_ * _e2407);
                bool l_1173_ = (l_4_ != 0.0L);
                double l_1174_ = (l_1173_ ? l_1172_ : l_4_);
                double _e2412 = l_mut_139_;
                double l_1175_ = (l_1174_ - _e2412);
                bool l_1176_ = (l_4_ != 0.0L);
                double l_1177_ = (l_1176_ ? l_1175_ : l_4_);
                double l_1178_ = (l_1174_ - l_1177_);
                double _e2418 = l_mut_139_;
                double l_1179_ = (_e2418 - l_1178_);
                double l_1180_ = (l_3_ * l_242_);
                bool l_1181_ = (l_4_ != 0.0L);
                double l_1182_ = (l_1181_ ? l_1180_ : l_4_);
                double l_1183_ = (l_1182_ - l_242_);
                bool l_1184_ = (l_4_ != 0.0L);
                double l_1185_ = (l_1184_ ? l_1183_ : l_4_);
                double l_1186_ = (l_1182_ - l_1185_);
                double l_1187_ = (l_242_ - l_1186_);
                double l_1188_ = (l_1178_ * l_1186_);
                double l_1189_ = (l_1188_ - l_1171_);
                double l_1190_ = (l_1178_ * l_1187_);
                double l_1191_ = (l_1189_ + l_1190_);
                double l_1192_ = (l_1179_ * l_1186_);
                double l_1193_ = (l_1191_ + l_1192_);
                double l_1194_ = (l_1179_ * l_1187_);
                double l_1195_ = (l_1193_ + l_1194_);
                double _e2438 = l_mut_140_;
                double l_1196_ = (_e2438 * l_244_);
                bool l_1197_ = (l_4_ != 0.0L);
                double l_1198_ = (l_1197_ ? l_1196_ : l_4_);
                double _e2443 = l_mut_140_;
                double l_1199_ = (l_3_ * _e2443);
                bool l_1200_ = (l_4_ != 0.0L);
                double l_1201_ = (l_1200_ ? l_1199_ : l_4_);
                double _e2448 = l_mut_140_;
                double l_1202_ = (l_1201_ - _e2448);
                bool l_1203_ = (l_4_ != 0.0L);
                double l_1204_ = (l_1203_ ? l_1202_ : l_4_);
                double l_1205_ = (l_1201_ - l_1204_);
                double _e2454 = l_mut_140_;
                double l_1206_ = (_e2454 - l_1205_);
                double l_1207_ = (l_3_ * l_244_);
                bool l_1208_ = (l_4_ != 0.0L);
                double l_1209_ = (l_1208_ ? l_1207_ : l_4_);
                double l_1210_ = (l_1209_ - l_244_);
                bool l_1211_ = (l_4_ != 0.0L);
                double l_1212_ = (l_1211_ ? l_1210_ : l_4_);
                double l_1213_ = (l_1209_ - l_1212_);
                double l_1214_ = (l_244_ - l_1213_);
                double l_1215_ = (l_1205_ * l_1213_);
                double l_1216_ = (l_1215_ - l_1198_);
                double l_1217_ = (l_1205_ * l_1214_);
                double l_1218_ = (l_1216_ + l_1217_);
                double l_1219_ = (l_1206_ * l_1213_);
                double l_1220_ = (l_1218_ + l_1219_);
                double l_1221_ = (l_1206_ * l_1214_);
                double l_1222_ = (l_1220_ + l_1221_);
                double _e2474 = l_mut_139_;
                double l_1223_ = (_e2474 * l_243_);
                bool l_1224_ = (l_4_ != 0.0L);
                double l_1225_ = (l_1224_ ? l_1223_ : l_4_);
                double _e2479 = l_mut_139_;
                double l_1226_ = (l_3_ * _e2479);
                bool l_1227_ = (l_4_ != 0.0L);
                double l_1228_ = (l_1227_ ? l_1226_ : l_4_);
                double _e2484 = l_mut_139_;
                double l_1229_ = (l_1228_ - _e2484);
                bool l_1230_ = (l_4_ != 0.0L);
                double l_1231_ = (l_1230_ ? l_1229_ : l_4_);
                double l_1232_ = (l_1228_ - l_1231_);
                double _e2490 = l_mut_139_;
                double l_1233_ = (_e2490 - l_1232_);
                double l_1234_ = (l_3_ * l_243_);
                bool l_1235_ = (l_4_ != 0.0L);
                double l_1236_ = (l_1235_ ? l_1234_ : l_4_);
                double l_1237_ = (l_1236_ - l_243_);
                bool l_1238_ = (l_4_ != 0.0L);
                double l_1239_ = (l_1238_ ? l_1237_ : l_4_);
                double l_1240_ = (l_1236_ - l_1239_);
                double l_1241_ = (l_243_ - l_1240_);
                double l_1242_ = (l_1232_ * l_1240_);
                double l_1243_ = (l_1242_ - l_1225_);
                double l_1244_ = (l_1232_ * l_1241_);
                double l_1245_ = (l_1243_ + l_1244_);
                double l_1246_ = (l_1233_ * l_1240_);
                double l_1247_ = (l_1245_ + l_1246_);
                double l_1248_ = (l_1233_ * l_1241_);
                double l_1249_ = (l_1247_ + l_1248_);
                double _e2510 = l_mut_138_;
                double l_1250_ = (_e2510 * l_242_);
                bool l_1251_ = (l_4_ != 0.0L);
                double l_1252_ = (l_1251_ ? l_1250_ : l_4_);
                double _e2515 = l_mut_138_;
                double l_1253_ = (l_3_ * _e2515);
                bool l_1254_ = (l_4_ != 0.0L);
                double l_1255_ = (l_1254_ ? l_1253_ : l_4_);
                double _e2520 = l_mut_138_;
                double l_1256_ = (l_1255_ - _e2520);
                bool l_1257_ = (l_4_ != 0.0L);
                double l_1258_ = (l_1257_ ? l_1256_ : l_4_);
                double l_1259_ = (l_1255_ - l_1258_);
                double _e2526 = l_mut_138_;
                double l_1260_ = (_e2526 - l_1259_);
                double l_1261_ = (l_3_ * l_242_);
                bool l_1262_ = (l_4_ != 0.0L);
                double l_1263_ = (l_1262_ ? l_1261_ : l_4_);
                double l_1264_ = (l_1263_ - l_242_);
                bool l_1265_ = (l_4_ != 0.0L);
                double l_1266_ = (l_1265_ ? l_1264_ : l_4_);
                double l_1267_ = (l_1263_ - l_1266_);
                double l_1268_ = (l_242_ - l_1267_);
                double l_1269_ = (l_1259_ * l_1267_);
                double l_1270_ = (l_1269_ - l_1252_);
                double l_1271_ = (l_1259_ * l_1268_);
                double l_1272_ = (l_1270_ + l_1271_);
                double l_1273_ = (l_1260_ * l_1267_);
                double l_1274_ = (l_1272_ + l_1273_);
                double l_1275_ = (l_1260_ * l_1268_);
                double l_1276_ = (l_1274_ + l_1275_);
                double l_1277_ = (l_1144_ + l_1171_);
                bool l_1278_ = (l_4_ != 0.0L);
                double l_1279_ = (l_1278_ ? l_1277_ : l_4_);
                double l_1280_ = (l_1279_ - l_1144_);
                bool l_1281_ = (l_4_ != 0.0L);
                double l_1282_ = (l_1281_ ? l_1280_ : l_4_);
                double l_1283_ = (l_1279_ - l_1282_);
                bool l_1284_ = (l_4_ != 0.0L);
                double l_1285_ = (l_1284_ ? l_1283_ : l_4_);
                double l_1286_ = (l_1144_ - l_1285_);
                double l_1287_ = (l_1171_ - l_1282_);
                double l_1288_ = (l_1286_ + l_1287_);
                double l_1289_ = (l_1141_ + l_1279_);
                bool l_1290_ = (l_4_ != 0.0L);
                double l_1291_ = (l_1290_ ? l_1289_ : l_4_);
                double l_1292_ = (l_1291_ - l_1141_);
                bool l_1293_ = (l_4_ != 0.0L);
                double l_1294_ = (l_1293_ ? l_1292_ : l_4_);
                double l_1295_ = (l_1291_ - l_1294_);
                bool l_1296_ = (l_4_ != 0.0L);
                double l_1297_ = (l_1296_ ? l_1295_ : l_4_);
                double l_1298_ = (l_1141_ - l_1297_);
                double l_1299_ = (l_1279_ - l_1294_);
                double l_1300_ = (l_1298_ + l_1299_);
                double l_1301_ = (l_1288_ + l_1300_);
                bool l_1302_ = (l_4_ != 0.0L);
                double l_1303_ = (l_1302_ ? l_1301_ : l_4_);
                double l_1304_ = (l_1303_ - l_1288_);
                bool l_1305_ = (l_4_ != 0.0L);
                double l_1306_ = (l_1305_ ? l_1304_ : l_4_);
                double l_1307_ = (l_1303_ - l_1306_);
                bool l_1308_ = (l_4_ != 0.0L);
                double l_1309_ = (l_1308_ ? l_1307_ : l_4_);
                double l_1310_ = (l_1288_ - l_1309_);
                double l_1311_ = (l_1300_ - l_1306_);
                double l_1312_ = (l_1310_ + l_1311_);
                double l_1313_ = (l_1303_ + l_1168_);
                bool l_1314_ = (l_4_ != 0.0L);
                double l_1315_ = (l_1314_ ? l_1313_ : l_4_);
                double l_1316_ = (l_1315_ - l_1303_);
                bool l_1317_ = (l_4_ != 0.0L);
                double l_1318_ = (l_1317_ ? l_1316_ : l_4_);
                double l_1319_ = (l_1315_ - l_1318_);
                bool l_1320_ = (l_4_ != 0.0L);
                double l_1321_ = (l_1320_ ? l_1319_ : l_4_);
                double l_1322_ = (l_1303_ - l_1321_);
                double l_1323_ = (l_1168_ - l_1318_);
                double l_1324_ = (l_1322_ + l_1323_);
                double l_1325_ = (l_1195_ + l_1315_);
                bool l_1326_ = (l_4_ != 0.0L);
                double l_1327_ = (l_1326_ ? l_1325_ : l_4_);
                double l_1328_ = (l_1327_ - l_1195_);
                bool l_1329_ = (l_4_ != 0.0L);
                double l_1330_ = (l_1329_ ? l_1328_ : l_4_);
                double l_1331_ = (l_1327_ - l_1330_);
                bool l_1332_ = (l_4_ != 0.0L);
                double l_1333_ = (l_1332_ ? l_1331_ : l_4_);
                double l_1334_ = (l_1195_ - l_1333_);
                double l_1335_ = (l_1315_ - l_1330_);
                double l_1336_ = (l_1334_ + l_1335_);
                double l_1337_ = (l_1324_ + l_1336_);
                bool l_1338_ = (l_4_ != 0.0L);
                double l_1339_ = (l_1338_ ? l_1337_ : l_4_);
                double l_1340_ = (l_1339_ - l_1324_);
                bool l_1341_ = (l_4_ != 0.0L);
                double l_1342_ = (l_1341_ ? l_1340_ : l_4_);
                double l_1343_ = (l_1339_ - l_1342_);
                bool l_1344_ = (l_4_ != 0.0L);
                double l_1345_ = (l_1344_ ? l_1343_ : l_4_);
                double l_1346_ = (l_1324_ - l_1345_);
                double l_1347_ = (l_1336_ - l_1342_);
                double l_1348_ = (l_1346_ + l_1347_);
                double l_1349_ = (l_1198_ + l_1225_);
                bool l_1350_ = (l_4_ != 0.0L);
                double l_1351_ = (l_1350_ ? l_1349_ : l_4_);
                double l_1352_ = (l_1351_ - l_1198_);
                bool l_1353_ = (l_4_ != 0.0L);
                double l_1354_ = (l_1353_ ? l_1352_ : l_4_);
                double l_1355_ = (l_1351_ - l_1354_);
                bool l_1356_ = (l_4_ != 0.0L);
                double l_1357_ = (l_1356_ ? l_1355_ : l_4_);
                double l_1358_ = (l_1198_ - l_1357_);
                double l_1359_ = (l_1225_ - l_1354_);
                double l_1360_ = (l_1358_ + l_1359_);
                double l_1361_ = (l_1252_ + l_1351_);
                bool l_1362_ = (l_4_ != 0.0L);
                double l_1363_ = (l_1362_ ? l_1361_ : l_4_);
                double l_1364_ = (l_1363_ - l_1252_);
                bool l_1365_ = (l_4_ != 0.0L);
                double l_1366_ = (l_1365_ ? l_1364_ : l_4_);
                double l_1367_ = (l_1363_ - l_1366_);
                bool l_1368_ = (l_4_ != 0.0L);
                double l_1369_ = (l_1368_ ? l_1367_ : l_4_);
                double l_1370_ = (l_1252_ - l_1369_);
                double l_1371_ = (l_1351_ - l_1366_);
                double l_1372_ = (l_1370_ + l_1371_);
                double l_1373_ = (l_1360_ + l_1372_);
                bool l_1374_ = (l_4_ != 0.0L);
                double l_1375_ = (l_1374_ ? l_1373_ : l_4_);
                double l_1376_ = (l_1375_ - l_1360_);
                bool l_1377_ = (l_4_ != 0.0L);
                double l_1378_ = (l_1377_ ? l_1376_ : l_4_);
                double l_1379_ = (l_1375_ - l_1378_);
                bool l_1380_ = (l_4_ != 0.0L);
                double l_1381_ = (l_1380_ ? l_1379_ : l_4_);
                double l_1382_ = (l_1360_ - l_1381_);
                double l_1383_ = (l_1372_ - l_1378_);
                double l_1384_ = (l_1382_ + l_1383_);
                double l_1385_ = (l_1327_ + l_1363_);
                bool l_1386_ = (l_4_ != 0.0L);
                double l_1387_ = (l_1386_ ? l_1385_ : l_4_);
                double l_1388_ = (l_1387_ - l_1327_);
                bool l_1389_ = (l_4_ != 0.0L);
                double l_1390_ = (l_1389_ ? l_1388_ : l_4_);
                double l_1391_ = (l_1387_ - l_1390_);
                bool l_1392_ = (l_4_ != 0.0L);
                double l_1393_ = (l_1392_ ? l_1391_ : l_4_);
                double l_1394_ = (l_1327_ - l_1393_);
                double l_1395_ = (l_1363_ - l_1390_);
                double l_1396_ = (l_1394_ + l_1395_);
                double l_1397_ = (l_1339_ + l_1375_);
                bool l_1398_ = (l_4_ != 0.0L);
                double l_1399_ = (l_1398_ ? l_1397_ : l_4_);
                double l_1400_ = (l_1399_ - l_1339_);
                bool l_1401_ = (l_4_ != 0.0L);
                double l_1402_ = (l_1401_ ? l_1400_ : l_4_);
                double l_1403_ = (l_1399_ - l_1402_);
                bool l_1404_ = (l_4_ != 0.0L);
                double l_1405_ = (l_1404_ ? l_1403_ : l_4_);
                double l_1406_ = (l_1339_ - l_1405_);
                double l_1407_ = (l_1375_ - l_1402_);
                double l_1408_ = (l_1406_ + l_1407_);
                double l_1409_ = (l_1399_ + l_1396_);
                bool l_1410_ = (l_4_ != 0.0L);
                double l_1411_ = (l_1410_ ? l_1409_ : l_4_);
                double l_1412_ = (l_1411_ - l_1399_);
                bool l_1413_ = (l_4_ != 0.0L);
                double l_1414_ = (l_1413_ ? l_1412_ : l_4_);
                double l_1415_ = (l_1411_ - l_1414_);
                bool l_1416_ = (l_4_ != 0.0L);
                double l_1417_ = (l_1416_ ? l_1415_ : l_4_);
                double l_1418_ = (l_1399_ - l_1417_);
                double l_1419_ = (l_1396_ - l_1414_);
                double l_1420_ = (l_1418_ + l_1419_);
                double l_1421_ = (l_1348_ + l_1384_);
                double l_1422_ = (l_1420_ + l_1408_);
                double l_1423_ = (l_1421_ + l_1422_);
                double _e2729 = l_mut_140_;
                double l_1424_ = (_e2729 * l_245_);
                double _e2731 = l_mut_139_;
                double l_1425_ = (_e2731 * l_244_);
                double l_1426_ = (l_1424_ + l_1425_);
                double _e2734 = l_mut_138_;
                double l_1427_ = (_e2734 * l_243_);
                double _e2736 = l_mut_137_;
                double l_1428_ = (_e2736 * l_242_);
                double l_1429_ = (l_1427_ + l_1428_);
                double l_1430_ = (l_1426_ + l_1429_);
                double l_1431_ = (l_1312_ + l_1222_);
                double l_1432_ = (l_1249_ + l_1276_);
                double l_1433_ = (l_1431_ + l_1432_);
                double l_1434_ = (l_1430_ + l_1433_);
                double l_1435_ = (l_1411_ + l_1434_);
                double l_1436_ = (l_1435_ + l_1423_);
                bool l_1437_ = (l_4_ != 0.0L);
                double l_1438_ = (l_1437_ ? l_1436_ : l_4_);
                double l_1439_ = (l_1438_ - l_1435_);
                bool l_1440_ = (l_4_ != 0.0L);
                double l_1441_ = (l_1440_ ? l_1439_ : l_4_);
                double l_1442_ = (l_1423_ - l_1441_);
                double l_1443_ = (l_1387_ + l_1438_);
                bool l_1444_ = (l_4_ != 0.0L);
                double l_1445_ = (l_1444_ ? l_1443_ : l_4_);
                double l_1446_ = (l_1445_ - l_1387_);
                bool l_1447_ = (l_4_ != 0.0L);
                double l_1448_ = (l_1447_ ? l_1446_ : l_4_);
                double l_1449_ = (l_1438_ - l_1448_);
                double l_1450_ = (l_1291_ + l_1445_);
                bool l_1451_ = (l_4_ != 0.0L);
                double l_1452_ = (l_1451_ ? l_1450_ : l_4_);
                double l_1453_ = (l_1452_ - l_1291_);
                bool l_1454_ = (l_4_ != 0.0L);
                double l_1455_ = (l_1454_ ? l_1453_ : l_4_);
                double l_1456_ = (l_1445_ - l_1455_);
                double l_1457_ = (l_1117_ + l_1452_);
                bool l_1458_ = (l_4_ != 0.0L);
                double l_1459_ = (l_1458_ ? l_1457_ : l_4_);
                double l_1460_ = (l_1459_ - l_1117_);
                bool l_1461_ = (l_4_ != 0.0L);
                double l_1462_ = (l_1461_ ? l_1460_ : l_4_);
                double l_1463_ = (l_1452_ - l_1462_);
                l_mut_903_ = 0.0L;
                l_mut_901_ = 0.0L;
                l_mut_900_ = 0.0L;
                l_mut_899_ = 0.0L;
                l_mut_136_ = l_1459_;
                l_mut_141_ = 0u;
                double _e2786 = l_mut_136_;
                double l_1464_ = (_e2786 + l_1463_);
                bool l_1465_ = (l_4_ != 0.0L);
                double l_1466_ = (l_1465_ ? l_1464_ : l_4_);
                double _e2791 = l_mut_136_;
                double l_1467_ = (l_1466_ - _e2791);
                bool l_1468_ = (l_4_ != 0.0L);
                double l_1469_ = (l_1468_ ? l_1467_ : l_4_);
                double l_1470_ = (l_1463_ - l_1469_);
                uint _e2797 = l_mut_141_;
                bool l_1471_ = (_e2797 < 3u);
                bool l_1472_ = (l_1470_ != 0.0L);
                if (l_1471_) {
                    local_60 = l_1472_;
                } else {
                    local_60 = false;
                }
                bool l_1473_ = local_60;
                uint _e2806 = l_mut_141_;
                bool l_1474_ = (_e2806 == 0u);
                if (l_1473_) {
                    local_61 = l_1474_;
                } else {
                    local_61 = false;
                }
                bool l_1475_ = local_61;
                double _e2813 = l_mut_903_;
                double l_1476_ = (l_1475_ ? l_1466_ : _e2813);
                l_mut_903_ = l_1476_;
                uint _e2815 = l_mut_141_;
                bool l_1477_ = (_e2815 == 1u);
                if (l_1473_) {
                    local_62 = l_1477_;
                } else {
                    local_62 = false;
                }
                bool l_1478_ = local_62;
                double _e2822 = l_mut_901_;
                double l_1479_ = (l_1478_ ? l_1466_ : _e2822);
                l_mut_901_ = l_1479_;
                uint _e2824 = l_mut_141_;
                bool l_1480_ = (_e2824 == 2u);
                if (l_1473_) {
                    local_63 = l_1480_;
                } else {
                    local_63 = false;
                }
                bool l_1481_ = local_63;
                double _e2831 = l_mut_900_;
                double l_1482_ = (l_1481_ ? l_1466_ : _e2831);
                l_mut_900_ = l_1482_;
                double l_1483_ = (l_1473_ ? l_1470_ : l_1466_);
                double _e2834 = l_mut_136_;
                double l_1484_ = (_e2834 + l_1463_);
                double l_1485_ = (l_1471_ ? l_1483_ : l_1484_);
                l_mut_136_ = l_1485_;
                uint l_1486_ = uint(l_1473_);
                uint _e2838 = l_mut_141_;
                l_mut_141_ = (_e2838 + l_1486_);
                double _e2840 = l_mut_136_;
                double l_1487_ = (_e2840 + l_1456_);
                bool l_1488_ = (l_4_ != 0.0L);
                double l_1489_ = (l_1488_ ? l_1487_ : l_4_);
                double _e2845 = l_mut_136_;
                double l_1490_ = (l_1489_ - _e2845);
                bool l_1491_ = (l_4_ != 0.0L);
                double l_1492_ = (l_1491_ ? l_1490_ : l_4_);
                double l_1493_ = (l_1456_ - l_1492_);
                uint _e2851 = l_mut_141_;
                bool l_1494_ = (_e2851 < 3u);
                bool l_1495_ = (l_1493_ != 0.0L);
                if (l_1494_) {
                    local_64 = l_1495_;
                } else {
                    local_64 = false;
                }
                bool l_1496_ = local_64;
                uint _e2860 = l_mut_141_;
                bool l_1497_ = (_e2860 == 0u);
                if (l_1496_) {
                    local_65 = l_1497_;
                } else {
                    local_65 = false;
                }
                bool l_1498_ = local_65;
                double _e2867 = l_mut_903_;
                double l_1499_ = (l_1498_ ? l_1489_ : _e2867);
                l_mut_903_ = l_1499_;
                uint _e2869 = l_mut_141_;
                bool l_1500_ = (_e2869 == 1u);
                if (l_1496_) {
                    local_66 = l_1500_;
                } else {
                    local_66 = false;
                }
                bool l_1501_ = local_66;
                double _e2876 = l_mut_901_;
                double l_1502_ = (l_1501_ ? l_1489_ : _e2876);
                l_mut_901_ = l_1502_;
                uint _e2878 = l_mut_141_;
                bool l_1503_ = (_e2878 == 2u);
                if (l_1496_) {
                    local_67 = l_1503_;
                } else {
                    local_67 = false;
                }
                bool l_1504_ = local_67;
                double _e2885 = l_mut_900_;
                double l_1505_ = (l_1504_ ? l_1489_ : _e2885);
                l_mut_900_ = l_1505_;
                double l_1506_ = (l_1496_ ? l_1493_ : l_1489_);
                double _e2888 = l_mut_136_;
                double l_1507_ = (_e2888 + l_1456_);
                double l_1508_ = (l_1494_ ? l_1506_ : l_1507_);
                l_mut_136_ = l_1508_;
                uint l_1509_ = uint(l_1496_);
                uint _e2892 = l_mut_141_;
                l_mut_141_ = (_e2892 + l_1509_);
                double _e2894 = l_mut_136_;
                double l_1510_ = (_e2894 + l_1449_);
                bool l_1511_ = (l_4_ != 0.0L);
                double l_1512_ = (l_1511_ ? l_1510_ : l_4_);
                double _e2899 = l_mut_136_;
                double l_1513_ = (l_1512_ - _e2899);
                bool l_1514_ = (l_4_ != 0.0L);
                double l_1515_ = (l_1514_ ? l_1513_ : l_4_);
                double l_1516_ = (l_1449_ - l_1515_);
                uint _e2905 = l_mut_141_;
                bool l_1517_ = (_e2905 < 3u);
                bool l_1518_ = (l_1516_ != 0.0L);
                if (l_1517_) {
                    local_68 = l_1518_;
                } else {
                    local_68 = false;
                }
                bool l_1519_ = local_68;
                uint _e2914 = l_mut_141_;
                bool l_1520_ = (_e2914 == 0u);
                if (l_1519_) {
                    local_69 = l_1520_;
                } else {
                    local_69 = false;
                }
                bool l_1521_ = local_69;
                double _e2921 = l_mut_903_;
                double l_1522_ = (l_1521_ ? l_1512_ : _e2921);
                l_mut_903_ = l_1522_;
                uint _e2923 = l_mut_141_;
                bool l_1523_ = (_e2923 == 1u);
                if (l_1519_) {
                    local_70 = l_1523_;
                } else {
                    local_70 = false;
                }
                bool l_1524_ = local_70;
                double _e2930 = l_mut_901_;
                double l_1525_ = (l_1524_ ? l_1512_ : _e2930);
                l_mut_901_ = l_1525_;
                uint _e2932 = l_mut_141_;
                bool l_1526_ = (_e2932 == 2u);
                if (l_1519_) {
                    local_71 = l_1526_;
                } else {
                    local_71 = false;
                }
                bool l_1527_ = local_71;
                double _e2939 = l_mut_900_;
                double l_1528_ = (l_1527_ ? l_1512_ : _e2939);
                l_mut_900_ = l_1528_;
                double l_1529_ = (l_1519_ ? l_1516_ : l_1512_);
                double _e2942 = l_mut_136_;
                double l_1530_ = (_e2942 + l_1449_);
                double l_1531_ = (l_1517_ ? l_1529_ : l_1530_);
                l_mut_136_ = l_1531_;
                uint l_1532_ = uint(l_1519_);
                uint _e2946 = l_mut_141_;
                l_mut_141_ = (_e2946 + l_1532_);
                double _e2948 = l_mut_136_;
                double l_1533_ = (_e2948 + l_1442_);
                bool l_1534_ = (l_4_ != 0.0L);
                double l_1535_ = (l_1534_ ? l_1533_ : l_4_);
                double _e2953 = l_mut_136_;
                double l_1536_ = (l_1535_ - _e2953);
                bool l_1537_ = (l_4_ != 0.0L);
                double l_1538_ = (l_1537_ ? l_1536_ : l_4_);
                double l_1539_ = (l_1442_ - l_1538_);
                uint _e2959 = l_mut_141_;
                bool l_1540_ = (_e2959 < 3u);
                bool l_1541_ = (l_1539_ != 0.0L);
                if (l_1540_) {
                    local_72 = l_1541_;
                } else {
                    local_72 = false;
                }
                bool l_1542_ = local_72;
                uint _e2968 = l_mut_141_;
                bool l_1543_ = (_e2968 == 0u);
                if (l_1542_) {
                    local_73 = l_1543_;
                } else {
                    local_73 = false;
                }
                bool l_1544_ = local_73;
                double _e2975 = l_mut_903_;
                double l_1545_ = (l_1544_ ? l_1535_ : _e2975);
                l_mut_903_ = l_1545_;
                uint _e2977 = l_mut_141_;
                bool l_1546_ = (_e2977 == 1u);
                if (l_1542_) {
                    local_74 = l_1546_;
                } else {
                    local_74 = false;
                }
                bool l_1547_ = local_74;
                double _e2984 = l_mut_901_;
                double l_1548_ = (l_1547_ ? l_1535_ : _e2984);
                l_mut_901_ = l_1548_;
                uint _e2986 = l_mut_141_;
                bool l_1549_ = (_e2986 == 2u);
                if (l_1542_) {
                    local_75 = l_1549_;
                } else {
                    local_75 = false;
                }
                bool l_1550_ = local_75;
                double _e2993 = l_mut_900_;
                double l_1551_ = (l_1550_ ? l_1535_ : _e2993);
                l_mut_900_ = l_1551_;
                double l_1552_ = (l_1542_ ? l_1539_ : l_1535_);
                double _e2996 = l_mut_136_;
                double l_1553_ = (_e2996 + l_1442_);
                double l_1554_ = (l_1540_ ? l_1552_ : l_1553_);
                l_mut_136_ = l_1554_;
                uint l_1555_ = uint(l_1542_);
                uint _e3000 = l_mut_141_;
                l_mut_141_ = (_e3000 + l_1555_);
                uint _e3002 = l_mut_141_;
                bool l_1556_ = (_e3002 == 0u);
                double _e3005 = l_mut_903_;
                double _e3006 = l_mut_136_;
                double l_1557_ = (l_1556_ ? _e3006 : _e3005);
                l_mut_903_ = l_1557_;
                uint _e3008 = l_mut_141_;
                bool l_1558_ = (_e3008 == 1u);
                double _e3011 = l_mut_901_;
                double _e3012 = l_mut_136_;
                double l_1559_ = (l_1558_ ? _e3012 : _e3011);
                l_mut_901_ = l_1559_;
                uint _e3014 = l_mut_141_;
                bool l_1560_ = (_e3014 == 2u);
                double _e3017 = l_mut_900_;
                double _e3018 = l_mut_136_;
                double l_1561_ = (l_1560_ ? _e3018 : _e3017);
                l_mut_900_ = l_1561_;
                uint _e3020 = l_mut_141_;
                bool l_1562_ = (_e3020 == 3u);
                double _e3023 = l_mut_899_;
                double _e3024 = l_mut_136_;
                double l_1563_ = (l_1562_ ? _e3024 : _e3023);
                l_mut_899_ = l_1563_;
                double _e3026 = l_mut_903_;
                double l_1564_ = (_e3026 + 1.0L);
                bool l_1565_ = (l_4_ != 0.0L);
                double l_1566_ = (l_1565_ ? l_1564_ : l_4_);
                double _e3032 = l_mut_903_;
                double l_1567_ = (l_1566_ - _e3032);
                bool l_1568_ = (l_4_ != 0.0L);
                double l_1569_ = (l_1568_ ? l_1567_ : l_4_);
                double l_1570_ = (l_1566_ - l_1569_);
                bool l_1571_ = (l_4_ != 0.0L);
                double l_1572_ = (l_1571_ ? l_1570_ : l_4_);
                double _e3041 = l_mut_903_;
                double l_1573_ = (_e3041 - l_1572_);
                double l_1574_ = (1.0L - l_1569_);
                double l_1575_ = (l_1573_ + l_1574_);
                double _e3046 = l_mut_901_;
                double l_1576_ = (_e3046 + l_1575_);
                bool l_1577_ = (l_4_ != 0.0L);
                double l_1578_ = (l_1577_ ? l_1576_ : l_4_);
                double _e3051 = l_mut_901_;
                double l_1579_ = (l_1578_ - _e3051);
                bool l_1580_ = (l_4_ != 0.0L);
                double l_1581_ = (l_1580_ ? l_1579_ : l_4_);
                double l_1582_ = (l_1578_ - l_1581_);
                bool l_1583_ = (l_4_ != 0.0L);
                double l_1584_ = (l_1583_ ? l_1582_ : l_4_);
                double _e3060 = l_mut_901_;
                double l_1585_ = (_e3060 - l_1584_);
                double l_1586_ = (l_1575_ - l_1581_);
                double l_1587_ = (l_1585_ + l_1586_);
                double _e3064 = l_mut_900_;
                double l_1588_ = (_e3064 + l_1587_);
                bool l_1589_ = (l_4_ != 0.0L);
                double l_1590_ = (l_1589_ ? l_1588_ : l_4_);
                double _e3069 = l_mut_900_;
                double l_1591_ = (l_1590_ - _e3069);
                bool l_1592_ = (l_4_ != 0.0L);
                double l_1593_ = (l_1592_ ? l_1591_ : l_4_);
                double l_1594_ = (l_1590_ - l_1593_);
                bool l_1595_ = (l_4_ != 0.0L);
                double l_1596_ = (l_1595_ ? l_1594_ : l_4_);
                double _e3078 = l_mut_900_;
                double l_1597_ = (_e3078 - l_1596_);
                double l_1598_ = (l_1587_ - l_1593_);
                double l_1599_ = (l_1597_ + l_1598_);
                double _e3082 = l_mut_899_;
                double l_1600_ = (_e3082 + l_1599_);
                bool l_1601_ = (l_4_ != 0.0L);
                double l_1602_ = (l_1601_ ? l_1600_ : l_4_);
                double _e3087 = l_mut_899_;
                double l_1603_ = (l_1602_ - _e3087);
                bool l_1604_ = (l_4_ != 0.0L);
                double l_1605_ = (l_1604_ ? l_1603_ : l_4_);
                double l_1606_ = (l_1602_ - l_1605_);
                bool l_1607_ = (l_4_ != 0.0L);
                double l_1608_ = (l_1607_ ? l_1606_ : l_4_);
                double _e3096 = l_mut_899_;
                double l_1609_ = (_e3096 - l_1608_);
                double l_1610_ = (l_1599_ - l_1605_);
                double l_1611_ = (l_1609_ + l_1610_);
                double l_1612_ = (l_1602_ + l_1611_);
                bool l_1613_ = (l_4_ != 0.0L);
                double l_1614_ = (l_1613_ ? l_1612_ : l_4_);
                double l_1615_ = (l_1614_ - l_1602_);
                bool l_1616_ = (l_4_ != 0.0L);
                double l_1617_ = (l_1616_ ? l_1615_ : l_4_);
                double l_1618_ = (l_1611_ - l_1617_);
                double l_1619_ = (l_1590_ + l_1614_);
                bool l_1620_ = (l_4_ != 0.0L);
                double l_1621_ = (l_1620_ ? l_1619_ : l_4_);
                double l_1622_ = (l_1621_ - l_1590_);
                bool l_1623_ = (l_4_ != 0.0L);
                double l_1624_ = (l_1623_ ? l_1622_ : l_4_);
                double l_1625_ = (l_1614_ - l_1624_);
                double l_1626_ = (l_1578_ + l_1621_);
                bool l_1627_ = (l_4_ != 0.0L);
                double l_1628_ = (l_1627_ ? l_1626_ : l_4_);
                double l_1629_ = (l_1628_ - l_1578_);
                bool l_1630_ = (l_4_ != 0.0L);
                double l_1631_ = (l_1630_ ? l_1629_ : l_4_);
                double l_1632_ = (l_1621_ - l_1631_);
                double l_1633_ = (l_1566_ + l_1628_);
                bool l_1634_ = (l_4_ != 0.0L);
                double l_1635_ = (l_1634_ ? l_1633_ : l_4_);
                double l_1636_ = (l_1635_ - l_1566_);
                bool l_1637_ = (l_4_ != 0.0L);
                double l_1638_ = (l_1637_ ? l_1636_ : l_4_);
                double l_1639_ = (l_1628_ - l_1638_);
                l_mut_140_ = 0.0L;
                l_mut_139_ = 0.0L;
                l_mut_138_ = 0.0L;
                l_mut_137_ = 0.0L;
                l_mut_136_ = l_1635_;
                l_mut_141_ = 0u;
                double _e3141 = l_mut_136_;
                double l_1640_ = (_e3141 + l_1639_);
                bool l_1641_ = (l_4_ != 0.0L);
                double l_1642_ = (l_1641_ ? l_1640_ : l_4_);
                double _e3146 = l_mut_136_;
                double l_1643_ = (l_1642_ - _e3146);
                bool l_1644_ = (l_4_ != 0.0L);
                double l_1645_ = (l_1644_ ? l_1643_ : l_4_);
                double l_1646_ = (l_1639_ - l_1645_);
                uint _e3152 = l_mut_141_;
                bool l_1647_ = (_e3152 < 3u);
                bool l_1648_ = (l_1646_ != 0.0L);
                if (l_1647_) {
                    local_76 = l_1648_;
                } else {
                    local_76 = false;
                }
                bool l_1649_ = local_76;
                uint _e3161 = l_mut_141_;
                bool l_1650_ = (_e3161 == 0u);
                if (l_1649_) {
                    local_77 = l_1650_;
                } else {
                    local_77 = false;
                }
                bool l_1651_ = local_77;
                double _e3168 = l_mut_140_;
                double l_1652_ = (l_1651_ ? l_1642_ : _e3168);
                l_mut_140_ = l_1652_;
                uint _e3170 = l_mut_141_;
                bool l_1653_ = (_e3170 == 1u);
                if (l_1649_) {
                    local_78 = l_1653_;
                } else {
                    local_78 = false;
                }
                bool l_1654_ = local_78;
                double _e3177 = l_mut_139_;
                double l_1655_ = (l_1654_ ? l_1642_ : _e3177);
                l_mut_139_ = l_1655_;
                uint _e3179 = l_mut_141_;
                bool l_1656_ = (_e3179 == 2u);
                if (l_1649_) {
                    local_79 = l_1656_;
                } else {
                    local_79 = false;
                }
                bool l_1657_ = local_79;
                double _e3186 = l_mut_138_;
                double l_1658_ = (l_1657_ ? l_1642_ : _e3186);
                l_mut_138_ = l_1658_;
                double l_1659_ = (l_1649_ ? l_1646_ : l_1642_);
                double _e3189 = l_mut_136_;
                double l_1660_ = (_e3189 + l_1639_);
                double l_1661_ = (l_1647_ ? l_1659_ : l_1660_);
                l_mut_136_ = l_1661_;
                uint l_1662_ = uint(l_1649_);
                uint _e3193 = l_mut_141_;
                l_mut_141_ = (_e3193 + l_1662_);
                double _e3195 = l_mut_136_;
                double l_1663_ = (_e3195 + l_1632_);
                bool l_1664_ = (l_4_ != 0.0L);
                double l_1665_ = (l_1664_ ? l_1663_ : l_4_);
                double _e3200 = l_mut_136_;
                double l_1666_ = (l_1665_ - _e3200);
                bool l_1667_ = (l_4_ != 0.0L);
                double l_1668_ = (l_1667_ ? l_1666_ : l_4_);
                double l_1669_ = (l_1632_ - l_1668_);
                uint _e3206 = l_mut_141_;
                bool l_1670_ = (_e3206 < 3u);
                bool l_1671_ = (l_1669_ != 0.0L);
                if (l_1670_) {
                    local_80 = l_1671_;
                } else {
                    local_80 = false;
                }
                bool l_1672_ = local_80;
                uint _e3215 = l_mut_141_;
                bool l_1673_ = (_e3215 == 0u);
                if (l_1672_) {
                    local_81 = l_1673_;
                } else {
                    local_81 = false;
                }
                bool l_1674_ = local_81;
                double _e3222 = l_mut_140_;
                double l_1675_ = (l_1674_ ? l_1665_ : _e3222);
                l_mut_140_ = l_1675_;
                uint _e3224 = l_mut_141_;
                bool l_1676_ = (_e3224 == 1u);
                if (l_1672_) {
                    local_82 = l_1676_;
                } else {
                    local_82 = false;
                }
                bool l_1677_ = local_82;
                double _e3231 = l_mut_139_;
                double l_1678_ = (l_1677_ ? l_1665_ : _e3231);
                l_mut_139_ = l_1678_;
                uint _e3233 = l_mut_141_;
                bool l_1679_ = (_e3233 == 2u);
                if (l_1672_) {
                    local_83 = l_1679_;
                } else {
                    local_83 = false;
                }
                bool l_1680_ = local_83;
                double _e3240 = l_mut_138_;
                double l_1681_ = (l_1680_ ? l_1665_ : _e3240);
                l_mut_138_ = l_1681_;
                double l_1682_ = (l_1672_ ? l_1669_ : l_1665_);
                double _e3243 = l_mut_136_;
                double l_1683_ = (_e3243 + l_1632_);
                double l_1684_ = (l_1670_ ? l_1682_ : l_1683_);
                l_mut_136_ = l_1684_;
                uint l_1685_ = uint(l_1672_);
                uint _e3247 = l_mut_141_;
                l_mut_141_ = (_e3247 + l_1685_);
                double _e3249 = l_mut_136_;
                double l_1686_ = (_e3249 + l_1625_);
                bool l_1687_ = (l_4_ != 0.0L);
                double l_1688_ = (l_1687_ ? l_1686_ : l_4_);
                double _e3254 = l_mut_136_;
                double l_1689_ = (l_1688_ - _e3254);
                bool l_1690_ = (l_4_ != 0.0L);
                double l_1691_ = (l_1690_ ? l_1689_ : l_4_);
                double l_1692_ = (l_1625_ - l_1691_);
                uint _e3260 = l_mut_141_;
                bool l_1693_ = (_e3260 < 3u);
                bool l_1694_ = (l_1692_ != 0.0L);
                if (l_1693_) {
                    local_84 = l_1694_;
                } else {
                    local_84 = false;
                }
                bool l_1695_ = local_84;
                uint _e3269 = l_mut_141_;
                bool l_1696_ = (_e3269 == 0u);
                if (l_1695_) {
                    local_85 = l_1696_;
                } else {
                    local_85 = false;
                }
                bool l_1697_ = local_85;
                double _e3276 = l_mut_140_;
                double l_1698_ = (l_1697_ ? l_1688_ : _e3276);
                l_mut_140_ = l_1698_;
                uint _e3278 = l_mut_141_;
                bool l_1699_ = (_e3278 == 1u);
                if (l_1695_) {
                    local_86 = l_1699_;
                } else {
                    local_86 = false;
                }
                bool l_1700_ = local_86;
                double _e3285 = l_mut_139_;
                double l_1701_ = (l_1700_ ? l_1688_ : _e3285);
                l_mut_139_ = l_1701_;
                uint _e3287 = l_mut_141_;
                bool l_1702_ = (_e3287 == 2u);
                if (l_1695_) {
                    local_87 = l_1702_;
                } else {
                    local_87 = false;
                }
                bool l_1703_ = local_87;
                double _e3294 = l_mut_138_;
                double l_1704_ = (l_1703_ ? l_1688_ : _e3294);
                l_mut_138_ = l_1704_;
                double l_1705_ = (l_1695_ ? l_1692_ : l_1688_);
                double _e3297 = l_mut_136_;
                double l_1706_ = (_e3297 + l_1625_);
                double l_1707_ = (l_1693_ ? l_1705_ : l_1706_);
                l_mut_136_ = l_1707_;
                uint l_1708_ = uint(l_1695_);
                uint _e3301 = l_mut_141_;
                l_mut_141_ = (_e3301 + l_1708_);
                double _e3303 = l_mut_136_;
                double l_1709_ = (_e3303 + l_1618_);
                bool l_1710_ = (l_4_ != 0.0L);
                double l_1711_ = (l_1710_ ? l_1709_ : l_4_);
                double _e3308 = l_mut_136_;
                double l_1712_ = (l_1711_ - _e3308);
                bool l_1713_ = (l_4_ != 0.0L);
                double l_1714_ = (l_1713_ ? l_1712_ : l_4_);
                double l_1715_ = (l_1618_ - l_1714_);
                uint _e3314 = l_mut_141_;
                bool l_1716_ = (_e3314 < 3u);
                bool l_1717_ = (l_1715_ != 0.0L);
                if (l_1716_) {
                    local_88 = l_1717_;
                } else {
                    local_88 = false;
                }
                bool l_1718_ = local_88;
                uint _e3323 = l_mut_141_;
                bool l_1719_ = (_e3323 == 0u);
                if (l_1718_) {
                    local_89 = l_1719_;
                } else {
                    local_89 = false;
                }
                bool l_1720_ = local_89;
                double _e3330 = l_mut_140_;
                double l_1721_ = (l_1720_ ? l_1711_ : _e3330);
                l_mut_140_ = l_1721_;
                uint _e3332 = l_mut_141_;
                bool l_1722_ = (_e3332 == 1u);
                if (l_1718_) {
                    local_90 = l_1722_;
                } else {
                    local_90 = false;
                }
                bool l_1723_ = local_90;
                double _e3339 = l_mut_139_;
                double l_1724_ = (l_1723_ ? l_1711_ : _e3339);
                l_mut_139_ = l_1724_;
                uint _e3341 = l_mut_141_;
                bool l_1725_ = (_e3341 == 2u);
                if (l_1718_) {
                    local_91 = l_1725_;
                } else {
                    local_91 = false;
                }
                bool l_1726_ = local_91;
                double _e3348 = l_mut_138_;
                double l_1727_ = (l_1726_ ? l_1711_ : _e3348);
                l_mut_138_ = l_1727_;
                double l_1728_ = (l_1718_ ? l_1715_ : l_1711_);
                double _e3351 = l_mut_136_;
                double l_1729_ = (_e3351 + l_1618_);
                double l_1730_ = (l_1716_ ? l_1728_ : l_1729_);
                l_mut_136_ = l_1730_;
                uint l_1731_ = uint(l_1718_);
                uint _e3355 = l_mut_141_;
                l_mut_141_ = (_e3355 + l_1731_);
                uint _e3357 = l_mut_141_;
                bool l_1732_ = (_e3357 == 0u);
                double _e3360 = l_mut_140_;
                double _e3361 = l_mut_136_;
                double l_1733_ = (l_1732_ ? _e3361 : _e3360);
                l_mut_140_ = l_1733_;
                uint _e3363 = l_mut_141_;
                bool l_1734_ = (_e3363 == 1u);
                double _e3366 = l_mut_139_;
                double _e3367 = l_mut_136_;
                double l_1735_ = (l_1734_ ? _e3367 : _e3366);
                l_mut_139_ = l_1735_;
                uint _e3369 = l_mut_141_;
                bool l_1736_ = (_e3369 == 2u);
                double _e3372 = l_mut_138_;
                double _e3373 = l_mut_136_;
                double l_1737_ = (l_1736_ ? _e3373 : _e3372);
                l_mut_138_ = l_1737_;
                uint _e3375 = l_mut_141_;
                bool l_1738_ = (_e3375 == 3u);
                double _e3378 = l_mut_137_;
                double _e3379 = l_mut_136_;
                double l_1739_ = (l_1738_ ? _e3379 : _e3378);
                l_mut_137_ = l_1739_;
                double _e3381 = l_mut_140_;
                double l_1740_ = (_e3381 * l_242_);
                bool l_1741_ = (l_4_ != 0.0L);
                double l_1742_ = (l_1741_ ? l_1740_ : l_4_);
                double _e3386 = l_mut_140_;
                double l_1743_ = (l_3_ * _e3386);
                bool l_1744_ = (l_4_ != 0.0L);
                double l_1745_ = (l_1744_ ? l_1743_ : l_4_);
                double _e3391 = l_mut_140_;
                double l_1746_ = (l_1745_ - _e3391);
                bool l_1747_ = (l_4_ != 0.0L);
                double l_1748_ = (l_1747_ ? l_1746_ : l_4_);
                double l_1749_ = (l_1745_ - l_1748_);
                double _e3397 = l_mut_140_;
                double l_1750_ = (_e3397 - l_1749_);
                double l_1751_ = (l_3_ * l_242_);
                bool l_1752_ = (l_4_ != 0.0L);
                double l_1753_ = (l_1752_ ? l_1751_ : l_4_);
                double l_1754_ = (l_1753_ - l_242_);
                bool l_1755_ = (l_4_ != 0.0L);
                double l_1756_ = (l_1755_ ? l_1754_ : l_4_);
                double l_1757_ = (l_1753_ - l_1756_);
                double l_1758_ = (l_242_ - l_1757_);
                double l_1759_ = (l_1749_ * l_1757_);
                double l_1760_ = (l_1759_ - l_1742_);
                double l_1761_ = (l_1749_ * l_1758_);
                double l_1762_ = (l_1760_ + l_1761_);
                double l_1763_ = (l_1750_ * l_1757_);
                double l_1764_ = (l_1762_ + l_1763_);
                double l_1765_ = (l_1750_ * l_1758_);
                double l_1766_ = (l_1764_ + l_1765_);
                double _e3417 = l_mut_140_;
                double l_1767_ = (_e3417 * l_243_);
                bool l_1768_ = (l_4_ != 0.0L);
                double l_1769_ = (l_1768_ ? l_1767_ : l_4_);
                double _e3422 = l_mut_140_;
                double l_1770_ = (l_3_ * _e3422);
                bool l_1771_ = (l_4_ != 0.0L);
                double l_1772_ = (l_1771_ ? l_1770_ : l_4_);
                double _e3427 = l_mut_140_;
                double l_1773_ = (l_1772_ - _e3427);
                bool l_1774_ = (l_4_ != 0.0L);
                double l_1775_ = (l_1774_ ? l_1773_ : l_4_);
                double l_1776_ = (l_1772_ - l_1775_);
                double _e3433 = l_mut_140_;
                double l_1777_ = (_e3433 - l_1776_);
                double l_1778_ = (l_3_ * l_243_);
                bool l_1779_ = (l_4_ != 0.0L);
                double l_1780_ = (l_1779_ ? l_1778_ : l_4_);
                double l_1781_ = (l_1780_ - l_243_);
                bool l_1782_ = (l_4_ != 0.0L);
                double l_1783_ = (l_1782_ ? l_1781_ : l_4_);
                double l_1784_ = (l_1780_ - l_1783_);
                double l_1785_ = (l_243_ - l_1784_);
                double l_1786_ = (l_1776_ * l_1784_);
                double l_1787_ = (l_1786_ - l_1769_);
                double l_1788_ = (l_1776_ * l_1785_);
                double l_1789_ = (l_1787_ + l_1788_);
                double l_1790_ = (l_1777_ * l_1784_);
                double l_1791_ = (l_1789_ + l_1790_);
                double l_1792_ = (l_1777_ * l_1785_);
                double l_1793_ = (l_1791_ + l_1792_);
                double _e3453 = l_mut_139_;
                double l_1794_ = (_e3453 * l_242_);
                bool l_1795_ = (l_4_ != 0.0L);
                double l_1796_ = (l_1795_ ? l_1794_ : l_4_);
                double _e3458 = l_mut_139_;
                double l_1797_ = (l_3_ * _e3458);
                bool l_1798_ = (l_4_ != 0.0L);
                double l_1799_ = (l_1798_ ? l_1797_ : l_4_);
                double _e3463 = l_mut_139_;
                double l_1800_ = (l_1799_ - _e3463);
                bool l_1801_ = (l_4_ != 0.0L);
                double l_1802_ = (l_1801_ ? l_1800_ : l_4_);
                double l_1803_ = (l_1799_ - l_1802_);
                double _e3469 = l_mut_139_;
                double l_1804_ = (_e3469 - l_1803_);
                double l_1805_ = (l_3_ * l_242_);
                bool l_1806_ = (l_4_ != 0.0L);
                double l_1807_ = (l_1806_ ? l_1805_ : l_4_);
                double l_1808_ = (l_1807_ - l_242_);
                bool l_1809_ = (l_4_ != 0.0L);
                double l_1810_ = (l_1809_ ? l_1808_ : l_4_);
                double l_1811_ = (l_1807_ - l_1810_);
                double l_1812_ = (l_242_ - l_1811_);
                double l_1813_ = (l_1803_ * l_1811_);
                double l_1814_ = (l_1813_ - l_1796_);
                double l_1815_ = (l_1803_ * l_1812_);
                double l_1816_ = (l_1814_ + l_1815_);
                double l_1817_ = (l_1804_ * l_1811_);
                double l_1818_ = (l_1816_ + l_1817_);
                double l_1819_ = (l_1804_ * l_1812_);
                double l_1820_ = (l_1818_ + l_1819_);
                double _e3489 = l_mut_140_;
                double l_1821_ = (_e3489 * l_244_);
                bool l_1822_ = (l_4_ != 0.0L);
                double l_1823_ = (l_1822_ ? l_1821_ : l_4_);
                double _e3494 = l_mut_140_;
                double l_1824_ = (l_3_ * _e3494);
                bool l_1825_ = (l_4_ != 0.0L);
                double l_1826_ = (l_1825_ ? l_1824_ : l_4_);
                double _e3499 = l_mut_140_;
                double l_1827_ = (l_1826_ - _e3499);
                bool l_1828_ = (l_4_ != 0.0L);
                double l_1829_ = (l_1828_ ? l_1827_ : l_4_);
                double l_1830_ = (l_1826_ - l_1829_);
                double _e3505 = l_mut_140_;
                double l_1831_ = (_e3505 - l_1830_);
                double l_1832_ = (l_3_ * l_244_);
                bool l_1833_ = (l_4_ != 0.0L);
                double l_1834_ = (l_1833_ ? l_1832_ : l_4_);
                double l_1835_ = (l_1834_ - l_244_);
                bool l_1836_ = (l_4_ != 0.0L);
                double l_1837_ = (l_1836_ ? l_1835_ : l_4_);
                double l_1838_ = (l_1834_ - l_1837_);
                double l_1839_ = (l_244_ - l_1838_);
                double l_1840_ = (l_1830_ * l_1838_);
                double l_1841_ = (l_1840_ - l_1823_);
                double l_1842_ = (l_1830_ * l_1839_);
                double l_1843_ = (l_1841_ + l_1842_);
                double l_1844_ = (l_1831_ * l_1838_);
                double l_1845_ = (l_1843_ + l_1844_);
                double l_1846_ = (l_1831_ * l_1839_);
                double l_1847_ = (l_1845_ + l_1846_);
                double _e3525 = l_mut_139_;
                double l_1848_ = (_e3525 * l_243_);
                bool l_1849_ = (l_4_ != 0.0L);
                double l_1850_ = (l_1849_ ? l_1848_ : l_4_);
                double _e3530 = l_mut_139_;
                double l_1851_ = (l_3_ * _e3530);
                bool l_1852_ = (l_4_ != 0.0L);
                double l_1853_ = (l_1852_ ? l_1851_ : l_4_);
                double _e3535 = l_mut_139_;
                double l_1854_ = (l_1853_ - _e3535);
                bool l_1855_ = (l_4_ != 0.0L);
                double l_1856_ = (l_1855_ ? l_1854_ : l_4_);
                double l_1857_ = (l_1853_ - l_1856_);
                double _e3541 = l_mut_139_;
                double l_1858_ = (_e3541 - l_1857_);
                double l_1859_ = (l_3_ * l_243_);
                bool l_1860_ = (l_4_ != 0.0L);
                double l_1861_ = (l_1860_ ? l_1859_ : l_4_);
                double l_1862_ = (l_1861_ - l_243_);
                bool l_1863_ = (l_4_ != 0.0L);
                double l_1864_ = (l_1863_ ? l_1862_ : l_4_);
                double l_1865_ = (l_1861_ - l_1864_);
                double l_1866_ = (l_243_ - l_1865_);
                double l_1867_ = (l_1857_ * l_1865_);
                double l_1868_ = (l_1867_ - l_1850_);
                double l_1869_ = (l_1857_ * l_1866_);
                double l_1870_ = (l_1868_ + l_1869_);
                double l_1871_ = (l_1858_ * l_1865_);
                double l_1872_ = (l_1870_ + l_1871_);
                double l_1873_ = (l_1858_ * l_1866_);
                double l_1874_ = (l_1872_ + l_1873_);
                double _e3561 = l_mut_138_;
                double l_1875_ = (_e3561 * l_242_);
                bool l_1876_ = (l_4_ != 0.0L);
                double l_1877_ = (l_1876_ ? l_1875_ : l_4_);
                double _e3566 = l_mut_138_;
                double l_1878_ = (l_3_ * _e3566);
                bool l_1879_ = (l_4_ != 0.0L);
                double l_1880_ = (l_1879_ ? l_1878_ : l_4_);
                double _e3571 = l_mut_138_;
                double l_1881_ = (l_1880_ - _e3571);
                bool l_1882_ = (l_4_ != 0.0L);
                double l_1883_ = (l_1882_ ? l_1881_ : l_4_);
                double l_1884_ = (l_1880_ - l_1883_);
                double _e3577 = l_mut_138_;
                double l_1885_ = (_e3577 - l_1884_);
                double l_1886_ = (l_3_ * l_242_);
                bool l_1887_ = (l_4_ != 0.0L);
                double l_1888_ = (l_1887_ ? l_1886_ : l_4_);
                double l_1889_ = (l_1888_ - l_242_);
                bool l_1890_ = (l_4_ != 0.0L);
                double l_1891_ = (l_1890_ ? l_1889_ : l_4_);
                double l_1892_ = (l_1888_ - l_1891_);
                double l_1893_ = (l_242_ - l_1892_);
                double l_1894_ = (l_1884_ * l_1892_);
                double l_1895_ = (l_1894_ - l_1877_);
                double l_1896_ = (l_1884_ * l_1893_);
                double l_1897_ = (l_1895_ + l_1896_);
                double l_1898_ = (l_1885_ * l_1892_);
                double l_1899_ = (l_1897_ + l_1898_);
                double l_1900_ = (l_1885_ * l_1893_);
                double l_1901_ = (l_1899_ + l_1900_);
                double l_1902_ = (l_1769_ + l_1796_);
                bool l_1903_ = (l_4_ != 0.0L);
                double l_1904_ = (l_1903_ ? l_1902_ : l_4_);
                double l_1905_ = (l_1904_ - l_1769_);
                bool l_1906_ = (l_4_ != 0.0L);
                double l_1907_ = (l_1906_ ? l_1905_ : l_4_);
                double l_1908_ = (l_1904_ - l_1907_);
                bool l_1909_ = (l_4_ != 0.0L);
                double l_1910_ = (l_1909_ ? l_1908_ : l_4_);
                double l_1911_ = (l_1769_ - l_1910_);
                double l_1912_ = (l_1796_ - l_1907_);
                double l_1913_ = (l_1911_ + l_1912_);
                double l_1914_ = (l_1766_ + l_1904_);
                bool l_1915_ = (l_4_ != 0.0L);
                double l_1916_ = (l_1915_ ? l_1914_ : l_4_);
                double l_1917_ = (l_1916_ - l_1766_);
                bool l_1918_ = (l_4_ != 0.0L);
                double l_1919_ = (l_1918_ ? l_1917_ : l_4_);
                double l_1920_ = (l_1916_ - l_1919_);
                bool l_1921_ = (l_4_ != 0.0L);
                double l_1922_ = (l_1921_ ? l_1920_ : l_4_);
                double l_1923_ = (l_1766_ - l_1922_);
                double l_1924_ = (l_1904_ - l_1919_);
                double l_1925_ = (l_1923_ + l_1924_);
                double l_1926_ = (l_1913_ + l_1925_);
                bool l_1927_ = (l_4_ != 0.0L);
                double l_1928_ = (l_1927_ ? l_1926_ : l_4_);
                double l_1929_ = (l_1928_ - l_1913_);
                bool l_1930_ = (l_4_ != 0.0L);
                double l_1931_ = (l_1930_ ? l_1929_ : l_4_);
                double l_1932_ = (l_1928_ - l_1931_);
                bool l_1933_ = (l_4_ != 0.0L);
                double l_1934_ = (l_1933_ ? l_1932_ : l_4_);
                double l_1935_ = (l_1913_ - l_1934_);
                double l_1936_ = (l_1925_ - l_1931_);
                double l_1937_ = (l_1935_ + l_1936_);
                double l_1938_ = (l_1928_ + l_1793_);
                bool l_1939_ = (l_4_ != 0.0L);
                double l_1940_ = (l_1939_ ? l_1938_ : l_4_);
                double l_1941_ = (l_1940_ - l_1928_);
                bool l_1942_ = (l_4_ != 0.0L);
                double l_1943_ = (l_1942_ ? l_1941_ : l_4_);
                double l_1944_ = (l_1940_ - l_1943_);
                bool l_1945_ = (l_4_ != 0.0L);
                double l_1946_ = (l_1945_ ? l_1944_ : l_4_);
                double l_1947_ = (l_1928_ - l_1946_);
                double l_1948_ = (l_1793_ - l_1943_);
                double l_1949_ = (l_1947_ + l_1948_);
                double l_1950_ = (l_1820_ + l_1940_);
                bool l_1951_ = (l_4_ != 0.0L);
                double l_1952_ = (l_1951_ ? l_1950_ : l_4_);
                double l_1953_ = (l_1952_ - l_1820_);
                bool l_1954_ = (l_4_ != 0.0L);
                double l_1955_ = (l_1954_ ? l_1953_ : l_4_);
                double l_1956_ = (l_1952_ - l_1955_);
                bool l_1957_ = (l_4_ != 0.0L);
                double l_1958_ = (l_1957_ ? l_1956_ : l_4_);
                double l_1959_ = (l_1820_ - l_1958_);
                double l_1960_ = (l_1940_ - l_1955_);
                double l_1961_ = (l_1959_ + l_1960_);
                double l_1962_ = (l_1949_ + l_1961_);
                bool l_1963_ = (l_4_ != 0.0L);
                double l_1964_ = (l_1963_ ? l_1962_ : l_4_);
                double l_1965_ = (l_1964_ - l_1949_);
                bool l_1966_ = (l_4_ != 0.0L);
                double l_1967_ = (l_1966_ ? l_1965_ : l_4_);
                double l_1968_ = (l_1964_ - l_1967_);
                bool l_1969_ = (l_4_ != 0.0L);
                double l_1970_ = (l_1969_ ? l_1968_ : l_4_);
                double l_1971_ = (l_1949_ - l_1970_);
                double l_1972_ = (l_1961_ - l_1967_);
                double l_1973_ = (l_1971_ + l_1972_);
                double l_1974_ = (l_1823_ + l_1850_);
                bool l_1975_ = (l_4_ != 0.0L);
                double l_1976_ = (l_1975_ ? l_1974_ : l_4_);
                double l_1977_ = (l_1976_ - l_1823_);
                bool l_1978_ = (l_4_ != 0.0L);
                double l_1979_ = (l_1978_ ? l_1977_ : l_4_);
                double l_1980_ = (l_1976_ - l_1979_);
                bool l_1981_ = (l_4_ != 0.0L);
                double l_1982_ = (l_1981_ ? l_1980_ : l_4_);
                double l_1983_ = (l_1823_ - l_1982_);
                double l_1984_ = (l_1850_ - l_1979_);
                double l_1985_ = (l_1983_ + l_1984_);
                double l_1986_ = (l_1877_ + l_1976_);
                bool l_1987_ = (l_4_ != 0.0L);
                double l_1988_ = (l_1987_ ? l_1986_ : l_4_);
                double l_1989_ = (l_1988_ - l_1877_);
                bool l_1990_ = (l_4_ != 0.0L);
                double l_1991_ = (l_1990_ ? l_1989_ : l_4_);
                double l_1992_ = (l_1988_ - l_1991_);
                bool l_1993_ = (l_4_ != 0.0L);
                double l_1994_ = (l_1993_ ? l_1992_ : l_4_);
                double l_1995_ = (l_1877_ - l_1994_);
                double l_1996_ = (l_1976_ - l_1991_);
                double l_1997_ = (l_1995_ + l_1996_);
                double l_1998_ = (l_1985_ + l_1997_);
                bool l_1999_ = (l_4_ != 0.0L);
                double l_2000_ = (l_1999_ ? l_1998_ : l_4_);
                double l_2001_ = (l_2000_ - l_1985_);
                bool l_2002_ = (l_4_ != 0.0L);
                double l_2003_ = (l_2002_ ? l_2001_ : l_4_);
                double l_2004_ = (l_2000_ - l_2003_);
                bool l_2005_ = (l_4_ != 0.0L);
                double l_2006_ = (l_2005_ ? l_2004_ : l_4_);
                double l_2007_ = (l_1985_ - l_2006_);
                double l_2008_ = (l_1997_ - l_2003_);
                double l_2009_ = (l_2007_ + l_2008_);
                double l_2010_ = (l_1952_ + l_1988_);
                bool l_2011_ = (l_4_ != 0.0L);
                double l_2012_ = (l_2011_ ? l_2010_ : l_4_);
                double l_2013_ = (l_2012_ - l_1952_);
                bool l_2014_ = (l_4_ != 0.0L);
                double l_2015_ = (l_2014_ ? l_2013_ : l_4_);
                double l_2016_ = (l_2012_ - l_2015_);
                bool l_2017_ = (l_4_ != 0.0L);
                double l_2018_ = (l_2017_ ? l_2016_ : l_4_);
                double l_2019_ = (l_1952_ - l_2018_);
                double l_2020_ = (l_1988_ - l_2015_);
                double l_2021_ = (l_2019_ + l_2020_);
                double l_2022_ = (l_1964_ + l_2000_);
                bool l_2023_ = (l_4_ != 0.0L);
                double l_2024_ = (l_2023_ ? l_2022_ : l_4_);
                double l_2025_ = (l_2024_ - l_1964_);
                bool l_2026_ = (l_4_ != 0.0L);
                double l_2027_ = (l_2026_ ? l_2025_ : l_4_);
                double l_2028_ = (l_2024_ - l_2027_);
                bool l_2029_ = (l_4_ != 0.0L);
                double l_2030_ = (l_2029_ ? l_2028_ : l_4_);
                double l_2031_ = (l_1964_ - l_2030_);
                double l_2032_ = (l_2000_ - l_2027_);
                double l_2033_ = (l_2031_ + l_2032_);
                double l_2034_ = (l_2024_ + l_2021_);
                bool l_2035_ = (l_4_ != 0.0L);
                double l_2036_ = (l_2035_ ? l_2034_ : l_4_);
                double l_2037_ = (l_2036_ - l_2024_);
                bool l_2038_ = (l_4_ != 0.0L);
                double l_2039_ = (l_2038_ ? l_2037_ : l_4_);
                double l_2040_ = (l_2036_ - l_2039_);
                bool l_2041_ = (l_4_ != 0.0L);
                double l_2042_ = (l_2041_ ? l_2040_ : l_4_);
                double l_2043_ = (l_2024_ - l_2042_);
                double l_2044_ = (l_2021_ - l_2039_);
                double l_2045_ = (l_2043_ + l_2044_);
                double l_2046_ = (l_1973_ + l_2009_);
                double l_2047_ = (l_2045_ + l_2033_);
                double l_2048_ = (l_2046_ + l_2047_);
                double _e3780 = l_mut_140_;
                double l_2049_ = (_e3780 * l_245_);
                double _e3782 = l_mut_139_;
                double l_2050_ = (_e3782 * l_244_);
                double l_2051_ = (l_2049_ + l_2050_);
                double _e3785 = l_mut_138_;
                double l_2052_ = (_e3785 * l_243_);
                double _e3787 = l_mut_137_;
                double l_2053_ = (_e3787 * l_242_);
                double l_2054_ = (l_2052_ + l_2053_);
                double l_2055_ = (l_2051_ + l_2054_);
                double l_2056_ = (l_1937_ + l_1847_);
                double l_2057_ = (l_1874_ + l_1901_);
                double l_2058_ = (l_2056_ + l_2057_);
                double l_2059_ = (l_2055_ + l_2058_);
                double l_2060_ = (l_2036_ + l_2059_);
                double l_2061_ = (l_2060_ + l_2048_);
                bool l_2062_ = (l_4_ != 0.0L);
                double l_2063_ = (l_2062_ ? l_2061_ : l_4_);
                double l_2064_ = (l_2063_ - l_2060_);
                bool l_2065_ = (l_4_ != 0.0L);
                double l_2066_ = (l_2065_ ? l_2064_ : l_4_);
                double l_2067_ = (l_2048_ - l_2066_);
                double l_2068_ = (l_2012_ + l_2063_);
                bool l_2069_ = (l_4_ != 0.0L);
                double l_2070_ = (l_2069_ ? l_2068_ : l_4_);
                double l_2071_ = (l_2070_ - l_2012_);
                bool l_2072_ = (l_4_ != 0.0L);
                double l_2073_ = (l_2072_ ? l_2071_ : l_4_);
                double l_2074_ = (l_2063_ - l_2073_);
                double l_2075_ = (l_1916_ + l_2070_);
                bool l_2076_ = (l_4_ != 0.0L);
                double l_2077_ = (l_2076_ ? l_2075_ : l_4_);
                double l_2078_ = (l_2077_ - l_1916_);
                bool l_2079_ = (l_4_ != 0.0L);
                double l_2080_ = (l_2079_ ? l_2078_ : l_4_);
                double l_2081_ = (l_2070_ - l_2080_);
                double l_2082_ = (l_1742_ + l_2077_);
                bool l_2083_ = (l_4_ != 0.0L);
                double l_2084_ = (l_2083_ ? l_2082_ : l_4_);
                double l_2085_ = (l_2084_ - l_1742_);
                bool l_2086_ = (l_4_ != 0.0L);
                double l_2087_ = (l_2086_ ? l_2085_ : l_4_);
                double l_2088_ = (l_2077_ - l_2087_);
                l_mut_903_ = 0.0L;
                l_mut_901_ = 0.0L;
                l_mut_900_ = 0.0L;
                l_mut_899_ = 0.0L;
                l_mut_136_ = l_2084_;
                l_mut_141_ = 0u;
                double _e3837 = l_mut_136_;
                double l_2089_ = (_e3837 + l_2088_);
                bool l_2090_ = (l_4_ != 0.0L);
                double l_2091_ = (l_2090_ ? l_2089_ : l_4_);
                double _e3842 = l_mut_136_;
                double l_2092_ = (l_2091_ - _e3842);
                bool l_2093_ = (l_4_ != 0.0L);
                double l_2094_ = (l_2093_ ? l_2092_ : l_4_);
                double l_2095_ = (l_2088_ - l_2094_);
                uint _e3848 = l_mut_141_;
                bool l_2096_ = (_e3848 < 3u);
                bool l_2097_ = (l_2095_ != 0.0L);
                if (l_2096_) {
                    local_92 = l_2097_;
                } else {
                    local_92 = false;
                }
                bool l_2098_ = local_92;
                uint _e3857 = l_mut_141_;
                bool l_2099_ = (_e3857 == 0u);
                if (l_2098_) {
                    local_93 = l_2099_;
                } else {
                    local_93 = false;
                }
                bool l_2100_ = local_93;
                double _e3864 = l_mut_903_;
                double l_2101_ = (l_2100_ ? l_2091_ : _e3864);
                l_mut_903_ = l_2101_;
                uint _e3866 = l_mut_141_;
                bool l_2102_ = (_e3866 == 1u);
                if (l_2098_) {
                    local_94 = l_2102_;
                } else {
                    local_94 = false;
                }
                bool l_2103_ = local_94;
                double _e3873 = l_mut_901_;
                double l_2104_ = (l_2103_ ? l_2091_ : _e3873);
                l_mut_901_ = l_2104_;
                uint _e3875 = l_mut_141_;
                bool l_2105_ = (_e3875 == 2u);
                if (l_2098_) {
                    local_95 = l_2105_;
                } else {
                    local_95 = false;
                }
                bool l_2106_ = local_95;
                double _e3882 = l_mut_900_;
                double l_2107_ = (l_2106_ ? l_2091_ : _e3882);
                l_mut_900_ = l_2107_;
                double l_2108_ = (l_2098_ ? l_2095_ : l_2091_);
                double _e3885 = l_mut_136_;
                double l_2109_ = (_e3885 + l_2088_);
                double l_2110_ = (l_2096_ ? l_2108_ : l_2109_);
                l_mut_136_ = l_2110_;
                uint l_2111_ = uint(l_2098_);
                uint _e3889 = l_mut_141_;
                l_mut_141_ = (_e3889 + l_2111_);
                double _e3891 = l_mut_136_;
                double l_2112_ = (_e3891 + l_2081_);
                bool l_2113_ = (l_4_ != 0.0L);
                double l_2114_ = (l_2113_ ? l_2112_ : l_4_);
                double _e3896 = l_mut_136_;
                double l_2115_ = (l_2114_ - _e3896);
                bool l_2116_ = (l_4_ != 0.0L);
                double l_2117_ = (l_2116_ ? l_2115_ : l_4_);
                double l_2118_ = (l_2081_ - l_2117_);
                uint _e3902 = l_mut_141_;
                bool l_2119_ = (_e3902 < 3u);
                bool l_2120_ = (l_2118_ != 0.0L);
                if (l_2119_) {
                    local_96 = l_2120_;
                } else {
                    local_96 = false;
                }
                bool l_2121_ = local_96;
                uint _e3911 = l_mut_141_;
                bool l_2122_ = (_e3911 == 0u);
                if (l_2121_) {
                    local_97 = l_2122_;
                } else {
                    local_97 = false;
                }
                bool l_2123_ = local_97;
                double _e3918 = l_mut_903_;
                double l_2124_ = (l_2123_ ? l_2114_ : _e3918);
                l_mut_903_ = l_2124_;
                uint _e3920 = l_mut_141_;
                bool l_2125_ = (_e3920 == 1u);
                if (l_2121_) {
                    local_98 = l_2125_;
                } else {
                    local_98 = false;
                }
                bool l_2126_ = local_98;
                double _e3927 = l_mut_901_;
                double l_2127_ = (l_2126_ ? l_2114_ : _e3927);
                l_mut_901_ = l_2127_;
                uint _e3929 = l_mut_141_;
                bool l_2128_ = (_e3929 == 2u);
                if (l_2121_) {
                    local_99 = l_2128_;
                } else {
                    local_99 = false;
                }
                bool l_2129_ = local_99;
                double _e3936 = l_mut_900_;
                double l_2130_ = (l_2129_ ? l_2114_ : _e3936);
                l_mut_900_ = l_2130_;
                double l_2131_ = (l_2121_ ? l_2118_ : l_2114_);
                double _e3939 = l_mut_136_;
                double l_2132_ = (_e3939 + l_2081_);
                double l_2133_ = (l_2119_ ? l_2131_ : l_2132_);
                l_mut_136_ = l_2133_;
                uint l_2134_ = uint(l_2121_);
                uint _e3943 = l_mut_141_;
                l_mut_141_ = (_e3943 + l_2134_);
                double _e3945 = l_mut_136_;
                double l_2135_ = (_e3945 + l_2074_);
                bool l_2136_ = (l_4_ != 0.0L);
                double l_2137_ = (l_2136_ ? l_2135_ : l_4_);
                double _e3950 = l_mut_136_;
                double l_2138_ = (l_2137_ - _e3950);
                bool l_2139_ = (l_4_ != 0.0L);
                double l_2140_ = (l_2139_ ? l_2138_ : l_4_);
                double l_2141_ = (l_2074_ - l_2140_);
                uint _e3956 = l_mut_141_;
                bool l_2142_ = (_e3956 < 3u);
                bool l_2143_ = (l_2141_ != 0.0L);
                if (l_2142_) {
                    local_100 = l_2143_;
                } else {
                    local_100 = false;
                }
                bool l_2144_ = local_100;
                uint _e3965 = l_mut_141_;
                bool l_2145_ = (_e3965 == 0u);
                if (l_2144_) {
                    local_101 = l_2145_;
                } else {
                    local_101 = false;
                }
                bool l_2146_ = local_101;
                double _e3972 = l_mut_903_;
                double l_2147_ = (l_2146_ ? l_2137_ : _e3972);
                l_mut_903_ = l_2147_;
                uint _e3974 = l_mut_141_;
                bool l_2148_ = (_e3974 == 1u);
                if (l_2144_) {
                    local_102 = l_2148_;
                } else {
                    local_102 = false;
                }
                bool l_2149_ = local_102;
                double _e3981 = l_mut_901_;
                double l_2150_ = (l_2149_ ? l_2137_ : _e3981);
                l_mut_901_ = l_2150_;
                uint _e3983 = l_mut_141_;
                bool l_2151_ = (_e3983 == 2u);
                if (l_2144_) {
                    local_103 = l_2151_;
                } else {
                    local_103 = false;
                }
                bool l_2152_ = local_103;
                double _e3990 = l_mut_900_;
                double l_2153_ = (l_2152_ ? l_2137_ : _e3990);
                l_mut_900_ = l_2153_;
                double l_2154_ = (l_2144_ ? l_2141_ : l_2137_);
                double _e3993 = l_mut_136_;
                double l_2155_ = (_e3993 + l_2074_);
                double l_2156_ = (l_2142_ ? l_2154_ : l_2155_);
                l_mut_136_ = l_2156_;
                uint l_2157_ = uint(l_2144_);
                uint _e3997 = l_mut_141_;
                l_mut_141_ = (_e3997 + l_2157_);
                double _e3999 = l_mut_136_;
                double l_2158_ = (_e3999 + l_2067_);
                bool l_2159_ = (l_4_ != 0.0L);
                double l_2160_ = (l_2159_ ? l_2158_ : l_4_);
                double _e4004 = l_mut_136_;
                double l_2161_ = (l_2160_ - _e4004);
                bool l_2162_ = (l_4_ != 0.0L);
                double l_2163_ = (l_2162_ ? l_2161_ : l_4_);
                double l_2164_ = (l_2067_ - l_2163_);
                uint _e4010 = l_mut_141_;
                bool l_2165_ = (_e4010 < 3u);
                bool l_2166_ = (l_2164_ != 0.0L);
                if (l_2165_) {
                    local_104 = l_2166_;
                } else {
                    local_104 = false;
                }
                bool l_2167_ = local_104;
                uint _e4019 = l_mut_141_;
                bool l_2168_ = (_e4019 == 0u);
                if (l_2167_) {
                    local_105 = l_2168_;
                } else {
                    local_105 = false;
                }
                bool l_2169_ = local_105;
                double _e4026 = l_mut_903_;
                double l_2170_ = (l_2169_ ? l_2160_ : _e4026);
                l_mut_903_ = l_2170_;
                uint _e4028 = l_mut_141_;
                bool l_2171_ = (_e4028 == 1u);
                if (l_2167_) {
                    local_106 = l_2171_;
                } else {
                    local_106 = false;
                }
                bool l_2172_ = local_106;
                double _e4035 = l_mut_901_;
                double l_2173_ = (l_2172_ ? l_2160_ : _e4035);
                l_mut_901_ = l_2173_;
                uint _e4037 = l_mut_141_;
                bool l_2174_ = (_e4037 == 2u);
                if (l_2167_) {
                    local_107 = l_2174_;
                } else {
                    local_107 = false;
                }
                bool l_2175_ = local_107;
                double _e4044 = l_mut_900_;
                double l_2176_ = (l_2175_ ? l_2160_ : _e4044);
                l_mut_900_ = l_2176_;
                double l_2177_ = (l_2167_ ? l_2164_ : l_2160_);
                double _e4047 = l_mut_136_;
                double l_2178_ = (_e4047 + l_2067_);
                double l_2179_ = (l_2165_ ? l_2177_ : l_2178_);
                l_mut_136_ = l_2179_;
                uint l_2180_ = uint(l_2167_);
                uint _e4051 = l_mut_141_;
                l_mut_141_ = (_e4051 + l_2180_);
                uint _e4053 = l_mut_141_;
                bool l_2181_ = (_e4053 == 0u);
                double _e4056 = l_mut_903_;
                double _e4057 = l_mut_136_;
                double l_2182_ = (l_2181_ ? _e4057 : _e4056);
                l_mut_903_ = l_2182_;
                uint _e4059 = l_mut_141_;
                bool l_2183_ = (_e4059 == 1u);
                double _e4062 = l_mut_901_;
                double _e4063 = l_mut_136_;
                double l_2184_ = (l_2183_ ? _e4063 : _e4062);
                l_mut_901_ = l_2184_;
                uint _e4065 = l_mut_141_;
                bool l_2185_ = (_e4065 == 2u);
                double _e4068 = l_mut_900_;
                double _e4069 = l_mut_136_;
                double l_2186_ = (l_2185_ ? _e4069 : _e4068);
                l_mut_900_ = l_2186_;
                uint _e4071 = l_mut_141_;
                bool l_2187_ = (_e4071 == 3u);
                double _e4074 = l_mut_899_;
                double _e4075 = l_mut_136_;
                double l_2188_ = (l_2187_ ? _e4075 : _e4074);
                l_mut_899_ = l_2188_;
                double _e4077 = l_mut_903_;
                l_mut_140_ = _e4077;
                double _e4078 = l_mut_901_;
                l_mut_139_ = _e4078;
                double _e4079 = l_mut_900_;
                l_mut_138_ = _e4079;
                double _e4080 = l_mut_899_;
                l_mut_137_ = _e4080;
                l_mut_2189_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e5599 = l_mut_2189_;
                        l_mut_2189_ = (_e5599 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e4083 = l_mut_2189_;
                    if ((_e4083 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        double _e4086 = l_mut_140_;
                        double l_2190_ = (_e4086 * 2.0L);
                        double _e4089 = l_mut_139_;
                        double l_2191_ = (_e4089 * 2.0L);
                        double _e4092 = l_mut_138_;
                        double l_2192_ = (_e4092 * 2.0L);
                        double _e4095 = l_mut_137_;
                        double l_2193_ = (_e4095 * 2.0L);
                        double _e4098 = l_mut_140_;
                        double _e4099 = l_mut_140_;
                        double l_2194_ = (_e4098 * _e4099);
                        bool l_2195_ = (l_4_ != 0.0L);
                        double l_2196_ = (l_2195_ ? l_2194_ : l_4_);
                        double _e4104 = l_mut_140_;
                        double l_2197_ = (l_3_ * _e4104);
                        bool l_2198_ = (l_4_ != 0.0L);
                        double l_2199_ = (l_2198_ ? l_2197_ : l_4_);
                        double _e4109 = l_mut_140_;
                        double l_2200_ = (l_2199_ - _e4109);
                        bool l_2201_ = (l_4_ != 0.0L);
                        double l_2202_ = (l_2201_ ? l_2200_ : l_4_);
                        double l_2203_ = (l_2199_ - l_2202_);
                        double _e4115 = l_mut_140_;
                        double l_2204_ = (_e4115 - l_2203_);
                        double _e4117 = l_mut_140_;
                        double l_2205_ = (l_3_ * _e4117);
                        bool l_2206_ = (l_4_ != 0.0L);
                        double l_2207_ = (l_2206_ ? l_2205_ : l_4_);
                        double _e4122 = l_mut_140_;
                        double l_2208_ = (l_2207_ - _e4122);
                        bool l_2209_ = (l_4_ != 0.0L);
                        double l_2210_ = (l_2209_ ? l_2208_ : l_4_);
                        double l_2211_ = (l_2207_ - l_2210_);
                        double _e4128 = l_mut_140_;
                        double l_2212_ = (_e4128 - l_2211_);
                        double l_2213_ = (l_2203_ * l_2211_);
                        double l_2214_ = (l_2213_ - l_2196_);
                        double l_2215_ = (l_2203_ * l_2212_);
                        double l_2216_ = (l_2214_ + l_2215_);
                        double l_2217_ = (l_2204_ * l_2211_);
                        double l_2218_ = (l_2216_ + l_2217_);
                        double l_2219_ = (l_2204_ * l_2212_);
                        double l_2220_ = (l_2218_ + l_2219_);
                        double _e4138 = l_mut_140_;
                        double _e4139 = l_mut_139_;
                        double l_2221_ = (_e4138 * _e4139);
                        bool l_2222_ = (l_4_ != 0.0L);
                        double l_2223_ = (l_2222_ ? l_2221_ : l_4_);
                        double _e4144 = l_mut_140_;
                        double l_2224_ = (l_3_ * _e4144);
                        bool l_2225_ = (l_4_ != 0.0L);
                        double l_2226_ = (l_2225_ ? l_2224_ : l_4_);
                        double _e4149 = l_mut_140_;
                        double l_2227_ = (l_2226_ - _e4149);
                        bool l_2228_ = (l_4_ != 0.0L);
                        double l_2229_ = (l_2228_ ? l_2227_ : l_4_);
                        double l_2230_ = (l_2226_ - l_2229_);
                        double _e4155 = l_mut_140_;
                        double l_2231_ = (_e4155 - l_2230_);
                        double _e4157 = l_mut_139_;
                        double l_2232_ = (l_3_ * _e4157);
                        bool l_2233_ = (l_4_ != 0.0L);
                        double l_2234_ = (l_2233_ ? l_2232_ : l_4_);
                        double _e4162 = l_mut_139_;
                        double l_2235_ = (l_2234_ - _e4162);
                        bool l_2236_ = (l_4_ != 0.0L);
                        double l_2237_ = (l_2236_ ? l_2235_ : l_4_);
                        double l_2238_ = (l_2234_ - l_2237_);
                        double _e4168 = l_mut_139_;
                        double l_2239_ = (_e4168 - l_2238_);
                        double l_2240_ = (l_2230_ * l_2238_);
                        double l_2241_ = (l_2240_ - l_2223_);
                        double l_2242_ = (l_2230_ * l_2239_);
                        double l_2243_ = (l_2241_ + l_2242_);
                        double l_2244_ = (l_2231_ * l_2238_);
                        double l_2245_ = (l_2243_ + l_2244_);
                        double l_2246_ = (l_2231_ * l_2239_);
                        double l_2247_ = (l_2245_ + l_2246_);
                        double _e4178 = l_mut_139_;
                        double _e4179 = l_mut_140_;
                        double l_2248_ = (_e4178 * _e4179);
                        bool l_2249_ = (l_4_ != 0.0L);
                        double l_2250_ = (l_2249_ ? l_2248_ : l_4_);
                        double _e4184 = l_mut_139_;
                        double l_2251_ = (l_3_ * _e4184);
                        bool l_2252_ = (l_4_ != 0.0L);
                        double l_2253_ = (l_2252_ ? l_2251_ : l_4_);
                        double _e4189 = l_mut_139_;
                        double l_2254_ = (l_2253_ - _e4189);
                        bool l_2255_ = (l_4_ != 0.0L);
                        double l_2256_ = (l_2255_ ? l_2254_ : l_4_);
                        double l_2257_ = (l_2253_ - l_2256_);
                        double _e4195 = l_mut_139_;
                        double l_2258_ = (_e4195 - l_2257_);
                        double _e4197 = l_mut_140_;
                        double l_2259_ = (l_3_ * _e4197);
                        bool l_2260_ = (l_4_ != 0.0L);
                        double l_2261_ = (l_2260_ ? l_2259_ : l_4_);
                        double _e4202 = l_mut_140_;
                        double l_2262_ = (l_2261_ - _e4202);
                        bool l_2263_ = (l_4_ != 0.0L);
                        double l_2264_ = (l_2263_ ? l_2262_ : l_4_);
                        double l_2265_ = (l_2261_ - l_2264_);
                        double _e4208 = l_mut_140_;
                        double l_2266_ = (_e4208 - l_2265_);
                        double l_2267_ = (l_2257_ * l_2265_);
                        double l_2268_ = (l_2267_ - l_2250_);
                        double l_2269_ = (l_2257_ * l_2266_);
                        double l_2270_ = (l_2268_ + l_2269_);
                        double l_2271_ = (l_2258_ * l_2265_);
                        double l_2272_ = (l_2270_ + l_2271_);
                        double l_2273_ = (l_2258_ * l_2266_);
                        double l_2274_ = (l_2272_ + l_2273_);
                        double _e4218 = l_mut_140_;
                        double _e4219 = l_mut_138_;
                        double l_2275_ = (_e4218 * _e4219);
                        bool l_2276_ = (l_4_ != 0.0L);
                        double l_2277_ = (l_2276_ ? l_2275_ : l_4_);
                        double _e4224 = l_mut_140_;
                        double l_2278_ = (l_3_ * _e4224);
                        bool l_2279_ = (l_4_ != 0.0L);
                        double l_2280_ = (l_2279_ ? l_2278_ : l_4_);
                        double _e4229 = l_mut_140_;
                        double l_2281_ = (l_2280_ - _e4229);
                        bool l_2282_ = (l_4_ != 0.0L);
                        double l_2283_ = (l_2282_ ? l_2281_ : l_4_);
                        double l_2284_ = (l_2280_ - l_2283_);
                        double _e4235 = l_mut_140_;
                        double l_2285_ = (_e4235 - l_2284_);
                        double _e4237 = l_mut_138_;
                        double l_2286_ = (l_3_ * _e4237);
                        bool l_2287_ = (l_4_ != 0.0L);
                        double l_2288_ = (l_2287_ ? l_2286_ : l_4_);
                        double _e4242 = l_mut_138_;
                        double l_2289_ = (l_2288_ - _e4242);
                        bool l_2290_ = (l_4_ != 0.0L);
                        double l_2291_ = (l_2290_ ? l_2289_ : l_4_);
                        double l_2292_ = (l_2288_ - l_2291_);
                        double _e4248 = l_mut_138_;
                        double l_2293_ = (_e4248 - l_2292_);
                        double l_2294_ = (l_2284_ * l_2292_);
                        double l_2295_ = (l_2294_ - l_2277_);
                        double l_2296_ = (l_2284_ * l_2293_);
                        double l_2297_ = (l_2295_ + l_2296_);
                        double l_2298_ = (l_2285_ * l_2292_);
                        double l_2299_ = (l_2297_ + l_2298_);
                        double l_2300_ = (l_2285_ * l_2293_);
                        double l_2301_ = (l_2299_ + l_2300_);
                        double _e4258 = l_mut_139_;
                        double _e4259 = l_mut_139_;
                        double l_2302_ = (_e4258 * _e4259);
                        bool l_2303_ = (l_4_ != 0.0L);
                        double l_2304_ = (l_2303_ ? l_2302_ : l_4_);
                        double _e4264 = l_mut_139_;
                        double l_2305_ = (l_3_ * _e4264);
                        bool l_2306_ = (l_4_ != 0.0L);
                        double l_2307_ = (l_2306_ ? l_2305_ : l_4_);
                        double _e4269 = l_mut_139_;
                        double l_2308_ = (l_2307_ - _e4269);
                        bool l_2309_ = (l_4_ != 0.0L);
                        double l_2310_ = (l_2309_ ? l_2308_ : l_4_);
                        double l_2311_ = (l_2307_ - l_2310_);
                        double _e4275 = l_mut_139_;
                        double l_2312_ = (_e4275 - l_2311_);
                        double _e4277 = l_mut_139_;
                        double l_2313_ = (l_3_ * _e4277);
                        bool l_2314_ = (l_4_ != 0.0L);
                        double l_2315_ = (l_2314_ ? l_2313_ : l_4_);
                        double _e4282 = l_mut_139_;
                        double l_2316_ = (l_2315_ - _e4282);
                        bool l_2317_ = (l_4_ != 0.0L);
                        double l_2318_ = (l_2317_ ? l_2316_ : l_4_);
                        double l_2319_ = (l_2315_ - l_2318_);
                        double _e4288 = l_mut_139_;
                        double l_2320_ = (_e4288 - l_2319_);
                        double l_2321_ = (l_2311_ * l_2319_);
                        double l_2322_ = (l_2321_ - l_2304_);
                        double l_2323_ = (l_2311_ * l_2320_);
                        double l_2324_ = (l_2322_ + l_2323_);
                        double l_2325_ = (l_2312_ * l_2319_);
                        double l_2326_ = (l_2324_ + l_2325_);
                        double l_2327_ = (l_2312_ * l_2320_);
                        double l_2328_ = (l_2326_ + l_2327_);
                        double _e4298 = l_mut_138_;
                        double _e4299 = l_mut_140_;
                        double l_2329_ = (_e4298 * _e4299);
                        bool l_2330_ = (l_4_ != 0.0L);
                        double l_2331_ = (l_2330_ ? l_2329_ : l_4_);
                        double _e4304 = l_mut_138_;
                        double l_2332_ = (l_3_ * _e4304);
                        bool l_2333_ = (l_4_ != 0.0L);
                        double l_2334_ = (l_2333_ ? l_2332_ : l_4_);
                        double _e4309 = l_mut_138_;
                        double l_2335_ = (l_2334_ - _e4309);
                        bool l_2336_ = (l_4_ != 0.0L);
                        double l_2337_ = (l_2336_ ? l_2335_ : l_4_);
                        double l_2338_ = (l_2334_ - l_2337_);
                        double _e4315 = l_mut_138_;
                        double l_2339_ = (_e4315 - l_2338_);
                        double _e4317 = l_mut_140_;
                        double l_2340_ = (l_3_ * _e4317);
                        bool l_2341_ = (l_4_ != 0.0L);
                        double l_2342_ = (l_2341_ ? l_2340_ : l_4_);
                        double _e4322 = l_mut_140_;
                        double l_2343_ = (l_2342_ - _e4322);
                        bool l_2344_ = (l_4_ != 0.0L);
                        double l_2345_ = (l_2344_ ? l_2343_ : l_4_);
                        double l_2346_ = (l_2342_ - l_2345_);
                        double _e4328 = l_mut_140_;
                        double l_2347_ = (_e4328 - l_2346_);
                        double l_2348_ = (l_2338_ * l_2346_);
                        double l_2349_ = (l_2348_ - l_2331_);
                        double l_2350_ = (l_2338_ * l_2347_);
                        double l_2351_ = (l_2349_ + l_2350_);
                        double l_2352_ = (l_2339_ * l_2346_);
                        double l_2353_ = (l_2351_ + l_2352_);
                        double l_2354_ = (l_2339_ * l_2347_);
                        double l_2355_ = (l_2353_ + l_2354_);
                        double l_2356_ = (l_2223_ + l_2250_);
                        bool l_2357_ = (l_4_ != 0.0L);
                        double l_2358_ = (l_2357_ ? l_2356_ : l_4_);
                        double l_2359_ = (l_2358_ - l_2223_);
                        bool l_2360_ = (l_4_ != 0.0L);
                        double l_2361_ = (l_2360_ ? l_2359_ : l_4_);
                        double l_2362_ = (l_2358_ - l_2361_);
                        bool l_2363_ = (l_4_ != 0.0L);
                        double l_2364_ = (l_2363_ ? l_2362_ : l_4_);
                        double l_2365_ = (l_2223_ - l_2364_);
                        double l_2366_ = (l_2250_ - l_2361_);
                        double l_2367_ = (l_2365_ + l_2366_);
                        double l_2368_ = (l_2220_ + l_2358_);
                        bool l_2369_ = (l_4_ != 0.0L);
                        double l_2370_ = (l_2369_ ? l_2368_ : l_4_);
                        double l_2371_ = (l_2370_ - l_2220_);
                        bool l_2372_ = (l_4_ != 0.0L);
                        double l_2373_ = (l_2372_ ? l_2371_ : l_4_);
                        double l_2374_ = (l_2370_ - l_2373_);
                        bool l_2375_ = (l_4_ != 0.0L);
                        double l_2376_ = (l_2375_ ? l_2374_ : l_4_);
                        double l_2377_ = (l_2220_ - l_2376_);
                        double l_2378_ = (l_2358_ - l_2373_);
                        double l_2379_ = (l_2377_ + l_2378_);
                        double l_2380_ = (l_2367_ + l_2379_);
                        bool l_2381_ = (l_4_ != 0.0L);
                        double l_2382_ = (l_2381_ ? l_2380_ : l_4_);
                        double l_2383_ = (l_2382_ - l_2367_);
                        bool l_2384_ = (l_4_ != 0.0L);
                        double l_2385_ = (l_2384_ ? l_2383_ : l_4_);
                        double l_2386_ = (l_2382_ - l_2385_);
                        bool l_2387_ = (l_4_ != 0.0L);
                        double l_2388_ = (l_2387_ ? l_2386_ : l_4_);
                        double l_2389_ = (l_2367_ - l_2388_);
                        double l_2390_ = (l_2379_ - l_2385_);
                        double l_2391_ = (l_2389_ + l_2390_);
                        double l_2392_ = (l_2382_ + l_2247_);
                        bool l_2393_ = (l_4_ != 0.0L);
                        double l_2394_ = (l_2393_ ? l_2392_ : l_4_);
                        double l_2395_ = (l_2394_ - l_2382_);
                        bool l_2396_ = (l_4_ != 0.0L);
                        double l_2397_ = (l_2396_ ? l_2395_ : l_4_);
                        double l_2398_ = (l_2394_ - l_2397_);
                        bool l_2399_ = (l_4_ != 0.0L);
                        double l_2400_ = (l_2399_ ? l_2398_ : l_4_);
                        double l_2401_ = (l_2382_ - l_2400_);
                        double l_2402_ = (l_2247_ - l_2397_);
                        double l_2403_ = (l_2401_ + l_2402_);
                        double l_2404_ = (l_2274_ + l_2394_);
                        bool l_2405_ = (l_4_ != 0.0L);
                        double l_2406_ = (l_2405_ ? l_2404_ : l_4_);
                        double l_2407_ = (l_2406_ - l_2274_);
                        bool l_2408_ = (l_4_ != 0.0L);
                        double l_2409_ = (l_2408_ ? l_2407_ : l_4_);
                        double l_2410_ = (l_2406_ - l_2409_);
                        bool l_2411_ = (l_4_ != 0.0L);
                        double l_2412_ = (l_2411_ ? l_2410_ : l_4_);
                        double l_2413_ = (l_2274_ - l_2412_);
                        double l_2414_ = (l_2394_ - l_2409_);
                        double l_2415_ = (l_2413_ + l_2414_);
                        double l_2416_ = (l_2403_ + l_2415_);
                        bool l_2417_ = (l_4_ != 0.0L);
                        double l_2418_ = (l_2417_ ? l_2416_ : l_4_);
                        double l_2419_ = (l_2418_ - l_2403_);
                        bool l_2420_ = (l_4_ != 0.0L);
                        double l_2421_ = (l_2420_ ? l_2419_ : l_4_);
                        double l_2422_ = (l_2418_ - l_2421_);
                        bool l_2423_ = (l_4_ != 0.0L);
                        double l_2424_ = (l_2423_ ? l_2422_ : l_4_);
                        double l_2425_ = (l_2403_ - l_2424_);
                        double l_2426_ = (l_2415_ - l_2421_);
                        double l_2427_ = (l_2425_ + l_2426_);
                        double l_2428_ = (l_2277_ + l_2304_);
                        bool l_2429_ = (l_4_ != 0.0L);
                        double l_2430_ = (l_2429_ ? l_2428_ : l_4_);
                        double l_2431_ = (l_2430_ - l_2277_);
                        bool l_2432_ = (l_4_ != 0.0L);
                        double l_2433_ = (l_2432_ ? l_2431_ : l_4_);
                        double l_2434_ = (l_2430_ - l_2433_);
                        bool l_2435_ = (l_4_ != 0.0L);
                        double l_2436_ = (l_2435_ ? l_2434_ : l_4_);
                        double l_2437_ = (l_2277_ - l_2436_);
                        double l_2438_ = (l_2304_ - l_2433_);
                        double l_2439_ = (l_2437_ + l_2438_);
                        double l_2440_ = (l_2331_ + l_2430_);
                        bool l_2441_ = (l_4_ != 0.0L);
                        double l_2442_ = (l_2441_ ? l_2440_ : l_4_);
                        double l_2443_ = (l_2442_ - l_2331_);
                        bool l_2444_ = (l_4_ != 0.0L);
                        double l_2445_ = (l_2444_ ? l_2443_ : l_4_);
                        double l_2446_ = (l_2442_ - l_2445_);
                        bool l_2447_ = (l_4_ != 0.0L);
                        double l_2448_ = (l_2447_ ? l_2446_ : l_4_);
                        double l_2449_ = (l_2331_ - l_2448_);
                        double l_2450_ = (l_2430_ - l_2445_);
                        double l_2451_ = (l_2449_ + l_2450_);
                        double l_2452_ = (l_2439_ + l_2451_);
                        bool l_2453_ = (l_4_ != 0.0L);
                        double l_2454_ = (l_2453_ ? l_2452_ : l_4_);
                        double l_2455_ = (l_2454_ - l_2439_);
                        bool l_2456_ = (l_4_ != 0.0L);
                        double l_2457_ = (l_2456_ ? l_2455_ : l_4_);
                        double l_2458_ = (l_2454_ - l_2457_);
                        bool l_2459_ = (l_4_ != 0.0L);
                        double l_2460_ = (l_2459_ ? l_2458_ : l_4_);
                        double l_2461_ = (l_2439_ - l_2460_);
                        double l_2462_ = (l_2451_ - l_2457_);
                        double l_2463_ = (l_2461_ + l_2462_);
                        double l_2464_ = (l_2406_ + l_2442_);
                        bool l_2465_ = (l_4_ != 0.0L);
                        double l_2466_ = (l_2465_ ? l_2464_ : l_4_);
                        double l_2467_ = (l_2466_ - l_2406_);
                        bool l_2468_ = (l_4_ != 0.0L);
                        double l_2469_ = (l_2468_ ? l_2467_ : l_4_);
                        double l_2470_ = (l_2466_ - l_2469_);
                        bool l_2471_ = (l_4_ != 0.0L);
                        double l_2472_ = (l_2471_ ? l_2470_ : l_4_);
                        double l_2473_ = (l_2406_ - l_2472_);
                        double l_2474_ = (l_2442_ - l_2469_);
                        double l_2475_ = (l_2473_ + l_2474_);
                        double l_2476_ = (l_2418_ + l_2454_);
                        bool l_2477_ = (l_4_ != 0.0L);
                        double l_2478_ = (l_2477_ ? l_2476_ : l_4_);
                        double l_2479_ = (l_2478_ - l_2418_);
                        bool l_2480_ = (l_4_ != 0.0L);
                        double l_2481_ = (l_2480_ ? l_2479_ : l_4_);
                        double l_2482_ = (l_2478_ - l_2481_);
                        bool l_2483_ = (l_4_ != 0.0L);
                        double l_2484_ = (l_2483_ ? l_2482_ : l_4_);
                        double l_2485_ = (l_2418_ - l_2484_);
                        double l_2486_ = (l_2454_ - l_2481_);
                        double l_2487_ = (l_2485_ + l_2486_);
                        double l_2488_ = (l_2478_ + l_2475_);
                        bool l_2489_ = (l_4_ != 0.0L);
                        double l_2490_ = (l_2489_ ? l_2488_ : l_4_);
                        double l_2491_ = (l_2490_ - l_2478_);
                        bool l_2492_ = (l_4_ != 0.0L);
                        double l_2493_ = (l_2492_ ? l_2491_ : l_4_);
                        double l_2494_ = (l_2490_ - l_2493_);
                        bool l_2495_ = (l_4_ != 0.0L);
                        double l_2496_ = (l_2495_ ? l_2494_ : l_4_);
                        double l_2497_ = (l_2478_ - l_2496_);
                        double l_2498_ = (l_2475_ - l_2493_);
                        double l_2499_ = (l_2497_ + l_2498_);
                        double l_2500_ = (l_2427_ + l_2463_);
                        double l_2501_ = (l_2499_ + l_2487_);
                        double l_2502_ = (l_2500_ + l_2501_);
                        double _e4521 = l_mut_140_;
                        double _e4522 = l_mut_137_;
                        double l_2503_ = (_e4521 * _e4522);
                        double _e4524 = l_mut_139_;
                        double _e4525 = l_mut_138_;
                        double l_2504_ = (_e4524 * _e4525);
                        double l_2505_ = (l_2503_ + l_2504_);
                        double _e4528 = l_mut_138_;
                        double _e4529 = l_mut_139_;
                        double l_2506_ = (_e4528 * _e4529);
                        double _e4531 = l_mut_137_;
                        double _e4532 = l_mut_140_;
                        double l_2507_ = (_e4531 * _e4532);
                        double l_2508_ = (l_2506_ + l_2507_);
                        double l_2509_ = (l_2505_ + l_2508_);
                        double l_2510_ = (l_2391_ + l_2301_);
                        double l_2511_ = (l_2328_ + l_2355_);
                        double l_2512_ = (l_2510_ + l_2511_);
                        double l_2513_ = (l_2509_ + l_2512_);
                        double l_2514_ = (l_2490_ + l_2513_);
                        double l_2515_ = (l_2514_ + l_2502_);
                        bool l_2516_ = (l_4_ != 0.0L);
                        double l_2517_ = (l_2516_ ? l_2515_ : l_4_);
                        double l_2518_ = (l_2517_ - l_2514_);
                        bool l_2519_ = (l_4_ != 0.0L);
                        double l_2520_ = (l_2519_ ? l_2518_ : l_4_);
                        double l_2521_ = (l_2502_ - l_2520_);
                        double l_2522_ = (l_2466_ + l_2517_);
                        bool l_2523_ = (l_4_ != 0.0L);
                        double l_2524_ = (l_2523_ ? l_2522_ : l_4_);
                        double l_2525_ = (l_2524_ - l_2466_);
                        bool l_2526_ = (l_4_ != 0.0L);
                        double l_2527_ = (l_2526_ ? l_2525_ : l_4_);
                        double l_2528_ = (l_2517_ - l_2527_);
                        double l_2529_ = (l_2370_ + l_2524_);
                        bool l_2530_ = (l_4_ != 0.0L);
                        double l_2531_ = (l_2530_ ? l_2529_ : l_4_);
                        double l_2532_ = (l_2531_ - l_2370_);
                        bool l_2533_ = (l_4_ != 0.0L);
                        double l_2534_ = (l_2533_ ? l_2532_ : l_4_);
                        double l_2535_ = (l_2524_ - l_2534_);
                        double l_2536_ = (l_2196_ + l_2531_);
                        bool l_2537_ = (l_4_ != 0.0L);
                        double l_2538_ = (l_2537_ ? l_2536_ : l_4_);
                        double l_2539_ = (l_2538_ - l_2196_);
                        bool l_2540_ = (l_4_ != 0.0L);
                        double l_2541_ = (l_2540_ ? l_2539_ : l_4_);
                        double l_2542_ = (l_2531_ - l_2541_);
                        l_mut_136_ = 0.0L;
                        l_mut_54_ = 0.0L;
                        l_mut_53_ = 0.0L;
                        l_mut_52_ = 0.0L;
                        l_mut_51_ = l_2538_;
                        l_mut_141_ = 0u;
                        double _e4582 = l_mut_51_;
                        double l_2543_ = (_e4582 + l_2542_);
                        bool l_2544_ = (l_4_ != 0.0L);
                        double l_2545_ = (l_2544_ ? l_2543_ : l_4_);
                        double _e4587 = l_mut_51_;
                        double l_2546_ = (l_2545_ - _e4587);
                        bool l_2547_ = (l_4_ != 0.0L);
                        double l_2548_ = (l_2547_ ? l_2546_ : l_4_);
                        double l_2549_ = (l_2542_ - l_2548_);
                        uint _e4593 = l_mut_141_;
                        bool l_2550_ = (_e4593 < 3u);
                        bool l_2551_ = (l_2549_ != 0.0L);
                        if (l_2550_) {
                            local_108 = l_2551_;
                        } else {
                            local_108 = false;
                        }
                        bool l_2552_ = local_108;
                        uint _e4602 = l_mut_141_;
                        bool l_2553_ = (_e4602 == 0u);
                        if (l_2552_) {
                            local_109 = l_2553_;
                        } else {
                            local_109 = false;
                        }
                        bool l_2554_ = local_109;
                        double _e4609 = l_mut_136_;
                        double l_2555_ = (l_2554_ ? l_2545_ : _e4609);
                        l_mut_136_ = l_2555_;
                        uint _e4611 = l_mut_141_;
                        bool l_2556_ = (_e4611 == 1u);
                        if (l_2552_) {
                            local_110 = l_2556_;
                        } else {
                            local_110 = false;
                        }
                        bool l_2557_ = local_110;
                        double _e4618 = l_mut_54_;
                        double l_2558_ = (l_2557_ ? l_2545_ : _e4618);
                        l_mut_54_ = l_2558_;
                        uint _e4620 = l_mut_141_;
                        bool l_2559_ = (_e4620 == 2u);
                        if (l_2552_) {
                            local_111 = l_2559_;
                        } else {
                            local_111 = false;
                        }
                        bool l_2560_ = local_111;
                        double _e4627 = l_mut_53_;
                        double l_2561_ = (l_2560_ ? l_2545_ : _e4627);
                        l_mut_53_ = l_2561_;
                        double l_2562_ = (l_2552_ ? l_2549_ : l_2545_);
                        double _e4630 = l_mut_51_;
                        double l_2563_ = (_e4630 + l_2542_);
                        double l_2564_ = (l_2550_ ? l_2562_ : l_2563_);
                        l_mut_51_ = l_2564_;
                        uint l_2565_ = uint(l_2552_);
                        uint _e4634 = l_mut_141_;
                        l_mut_141_ = (_e4634 + l_2565_);
                        double _e4636 = l_mut_51_;
                        double l_2566_ = (_e4636 + l_2535_);
                        bool l_2567_ = (l_4_ != 0.0L);
                        double l_2568_ = (l_2567_ ? l_2566_ : l_4_);
                        double _e4641 = l_mut_51_;
                        double l_2569_ = (l_2568_ - _e4641);
                        bool l_2570_ = (l_4_ != 0.0L);
                        double l_2571_ = (l_2570_ ? l_2569_ : l_4_);
                        double l_2572_ = (l_2535_ - l_2571_);
                        uint _e4647 = l_mut_141_;
                        bool l_2573_ = (_e4647 < 3u);
                        bool l_2574_ = (l_2572_ != 0.0L);
                        if (l_2573_) {
                            local_112 = l_2574_;
                        } else {
                            local_112 = false;
                        }
                        bool l_2575_ = local_112;
                        uint _e4656 = l_mut_141_;
                        bool l_2576_ = (_e4656 == 0u);
                        if (l_2575_) {
                            local_113 = l_2576_;
                        } else {
                            local_113 = false;
                        }
                        bool l_2577_ = local_113;
                        double _e4663 = l_mut_136_;
                        double l_2578_ = (l_2577_ ? l_2568_ : _e4663);
                        l_mut_136_ = l_2578_;
                        uint _e4665 = l_mut_141_;
                        bool l_2579_ = (_e4665 == 1u);
                        if (l_2575_) {
                            local_114 = l_2579_;
                        } else {
                            local_114 = false;
                        }
                        bool l_2580_ = local_114;
                        double _e4672 = l_mut_54_;
                        double l_2581_ = (l_2580_ ? l_2568_ : _e4672);
                        l_mut_54_ = l_2581_;
                        uint _e4674 = l_mut_141_;
                        bool l_2582_ = (_e4674 == 2u);
                        if (l_2575_) {
                            local_115 = l_2582_;
                        } else {
                            local_115 = false;
                        }
                        bool l_2583_ = local_115;
                        double _e4681 = l_mut_53_;
                        double l_2584_ = (l_2583_ ? l_2568_ : _e4681);
                        l_mut_53_ = l_2584_;
                        double l_2585_ = (l_2575_ ? l_2572_ : l_2568_);
                        double _e4684 = l_mut_51_;
                        double l_2586_ = (_e4684 + l_2535_);
                        double l_2587_ = (l_2573_ ? l_2585_ : l_2586_);
                        l_mut_51_ = l_2587_;
                        uint l_2588_ = uint(l_2575_);
                        uint _e4688 = l_mut_141_;
                        l_mut_141_ = (_e4688 + l_2588_);
                        double _e4690 = l_mut_51_;
                        double l_2589_ = (_e4690 + l_2528_);
                        bool l_2590_ = (l_4_ != 0.0L);
                        double l_2591_ = (l_2590_ ? l_2589_ : l_4_);
                        double _e4695 = l_mut_51_;
                        double l_2592_ = (l_2591_ - _e4695);
                        bool l_2593_ = (l_4_ != 0.0L);
                        double l_2594_ = (l_2593_ ? l_2592_ : l_4_);
                        double l_2595_ = (l_2528_ - l_2594_);
                        uint _e4701 = l_mut_141_;
                        bool l_2596_ = (_e4701 < 3u);
                        bool l_2597_ = (l_2595_ != 0.0L);
                        if (l_2596_) {
                            local_116 = l_2597_;
                        } else {
                            local_116 = false;
                        }
                        bool l_2598_ = local_116;
                        uint _e4710 = l_mut_141_;
                        bool l_2599_ = (_e4710 == 0u);
                        if (l_2598_) {
                            local_117 = l_2599_;
                        } else {
                            local_117 = false;
                        }
                        bool l_2600_ = local_117;
                        double _e4717 = l_mut_136_;
                        double l_2601_ = (l_2600_ ? l_2591_ : _e4717);
                        l_mut_136_ = l_2601_;
                        uint _e4719 = l_mut_141_;
                        bool l_2602_ = (_e4719 == 1u);
                        if (l_2598_) {
                            local_118 = l_2602_;
                        } else {
                            local_118 = false;
                        }
                        bool l_2603_ = local_118;
                        double _e4726 = l_mut_54_;
                        double l_2604_ = (l_2603_ ? l_2591_ : _e4726);
                        l_mut_54_ = l_2604_;
                        uint _e4728 = l_mut_141_;
                        bool l_2605_ = (_e4728 == 2u);
                        if (l_2598_) {
                            local_119 = l_2605_;
                        } else {
                            local_119 = false;
                        }
                        bool l_2606_ = local_119;
                        double _e4735 = l_mut_53_;
                        double l_2607_ = (l_2606_ ? l_2591_ : _e4735);
                        l_mut_53_ = l_2607_;
                        double l_2608_ = (l_2598_ ? l_2595_ : l_2591_);
                        double _e4738 = l_mut_51_;
                        double l_2609_ = (_e4738 + l_2528_);
                        double l_2610_ = (l_2596_ ? l_2608_ : l_2609_);
                        l_mut_51_ = l_2610_;
                        uint l_2611_ = uint(l_2598_);
                        uint _e4742 = l_mut_141_;
                        l_mut_141_ = (_e4742 + l_2611_);
                        double _e4744 = l_mut_51_;
                        double l_2612_ = (_e4744 + l_2521_);
                        bool l_2613_ = (l_4_ != 0.0L);
                        double l_2614_ = (l_2613_ ? l_2612_ : l_4_);
                        double _e4749 = l_mut_51_;
                        double l_2615_ = (l_2614_ - _e4749);
                        bool l_2616_ = (l_4_ != 0.0L);
                        double l_2617_ = (l_2616_ ? l_2615_ : l_4_);
                        double l_2618_ = (l_2521_ - l_2617_);
                        uint _e4755 = l_mut_141_;
                        bool l_2619_ = (_e4755 < 3u);
                        bool l_2620_ = (l_2618_ != 0.0L);
                        if (l_2619_) {
                            local_120 = l_2620_;
                        } else {
                            local_120 = false;
                        }
                        bool l_2621_ = local_120;
                        uint _e4764 = l_mut_141_;
                        bool l_2622_ = (_e4764 == 0u);
                        if (l_2621_) {
                            local_121 = l_2622_;
                        } else {
                            local_121 = false;
                        }
                        bool l_2623_ = local_121;
                        double _e4771 = l_mut_136_;
                        double l_2624_ = (l_2623_ ? l_2614_ : _e4771);
                        l_mut_136_ = l_2624_;
                        uint _e4773 = l_mut_141_;
                        bool l_2625_ = (_e4773 == 1u);
                        if (l_2621_) {
                            local_122 = l_2625_;
                        } else {
                            local_122 = false;
                        }
                        bool l_2626_ = local_122;
                        double _e4780 = l_mut_54_;
                        double l_2627_ = (l_2626_ ? l_2614_ : _e4780);
                        l_mut_54_ = l_2627_;
                        uint _e4782 = l_mut_141_;
                        bool l_2628_ = (_e4782 == 2u);
                        if (l_2621_) {
                            local_123 = l_2628_;
                        } else {
                            local_123 = false;
                        }
                        bool l_2629_ = local_123;
                        double _e4789 = l_mut_53_;
                        double l_2630_ = (l_2629_ ? l_2614_ : _e4789);
                        l_mut_53_ = l_2630_;
                        double l_2631_ = (l_2621_ ? l_2618_ : l_2614_);
                        double _e4792 = l_mut_51_;
                        double l_2632_ = (_e4792 + l_2521_);
                        double l_2633_ = (l_2619_ ? l_2631_ : l_2632_);
                        l_mut_51_ = l_2633_;
                        uint l_2634_ = uint(l_2621_);
                        uint _e4796 = l_mut_141_;
                        l_mut_141_ = (_e4796 + l_2634_);
                        uint _e4798 = l_mut_141_;
                        bool l_2635_ = (_e4798 == 0u);
                        double _e4801 = l_mut_136_;
                        double _e4802 = l_mut_51_;
                        double l_2636_ = (l_2635_ ? _e4802 : _e4801);
                        l_mut_136_ = l_2636_;
                        uint _e4804 = l_mut_141_;
                        bool l_2637_ = (_e4804 == 1u);
                        double _e4807 = l_mut_54_;
                        double _e4808 = l_mut_51_;
                        double l_2638_ = (l_2637_ ? _e4808 : _e4807);
                        l_mut_54_ = l_2638_;
                        uint _e4810 = l_mut_141_;
                        bool l_2639_ = (_e4810 == 2u);
                        double _e4813 = l_mut_53_;
                        double _e4814 = l_mut_51_;
                        double l_2640_ = (l_2639_ ? _e4814 : _e4813);
                        l_mut_53_ = l_2640_;
                        uint _e4816 = l_mut_141_;
                        bool l_2641_ = (_e4816 == 3u);
                        double _e4819 = l_mut_52_;
                        double _e4820 = l_mut_51_;
                        double l_2642_ = (l_2641_ ? _e4820 : _e4819);
                        l_mut_52_ = l_2642_;
                        a_2643_[0] = l_2190_;
                        double _e4824 = l_mut_136_;
                        a_2643_[1] = _e4824;
                        a_2643_[2] = l_2191_;
                        double _e4827 = l_mut_54_;
                        a_2643_[3] = _e4827;
                        a_2643_[4] = l_2192_;
                        double _e4830 = l_mut_53_;
                        a_2643_[5] = _e4830;
                        a_2643_[6] = l_2193_;
                        double _e4833 = l_mut_52_;
                        a_2643_[7] = _e4833;
                        double l_2644_ = a_2643_[7];
                        l_mut_51_ = l_2644_;
                        double l_2645_ = a_2643_[6];
                        double _e4838 = l_mut_51_;
                        double l_2646_ = (l_2645_ + _e4838);
                        bool l_2647_ = (l_4_ != 0.0L);
                        double l_2648_ = (l_2647_ ? l_2646_ : l_4_);
                        double l_2649_ = (l_2648_ - l_2645_);
                        bool l_2650_ = (l_4_ != 0.0L);
                        double l_2651_ = (l_2650_ ? l_2649_ : l_4_);
                        double l_2652_ = (l_2648_ - l_2651_);
                        bool l_2653_ = (l_4_ != 0.0L);
                        double l_2654_ = (l_2653_ ? l_2652_ : l_4_);
                        double l_2655_ = (l_2645_ - l_2654_);
                        double _e4852 = l_mut_51_;
                        double l_2656_ = (_e4852 - l_2651_);
                        double l_2657_ = (l_2655_ + l_2656_);
                        a_2643_[7] = l_2657_;
                        l_mut_51_ = l_2648_;
                        double l_2658_ = a_2643_[5];
                        double _e4858 = l_mut_51_;
                        double l_2659_ = (l_2658_ + _e4858);
                        bool l_2660_ = (l_4_ != 0.0L);
                        double l_2661_ = (l_2660_ ? l_2659_ : l_4_);
                        double l_2662_ = (l_2661_ - l_2658_);
                        bool l_2663_ = (l_4_ != 0.0L);
                        double l_2664_ = (l_2663_ ? l_2662_ : l_4_);
                        double l_2665_ = (l_2661_ - l_2664_);
                        bool l_2666_ = (l_4_ != 0.0L);
                        double l_2667_ = (l_2666_ ? l_2665_ : l_4_);
                        double l_2668_ = (l_2658_ - l_2667_);
                        double _e4872 = l_mut_51_;
                        double l_2669_ = (_e4872 - l_2664_);
                        double l_2670_ = (l_2668_ + l_2669_);
                        a_2643_[6] = l_2670_;
                        l_mut_51_ = l_2661_;
                        double l_2671_ = a_2643_[4];
                        double _e4878 = l_mut_51_;
                        double l_2672_ = (l_2671_ + _e4878);
                        bool l_2673_ = (l_4_ != 0.0L);
                        double l_2674_ = (l_2673_ ? l_2672_ : l_4_);
                        double l_2675_ = (l_2674_ - l_2671_);
                        bool l_2676_ = (l_4_ != 0.0L);
                        double l_2677_ = (l_2676_ ? l_2675_ : l_4_);
                        double l_2678_ = (l_2674_ - l_2677_);
                        bool l_2679_ = (l_4_ != 0.0L);
                        double l_2680_ = (l_2679_ ? l_2678_ : l_4_);
                        double l_2681_ = (l_2671_ - l_2680_);
                        double _e4892 = l_mut_51_;
                        double l_2682_ = (_e4892 - l_2677_);
                        double l_2683_ = (l_2681_ + l_2682_);
                        a_2643_[5] = l_2683_;
                        l_mut_51_ = l_2674_;
                        double l_2684_ = a_2643_[3];
                        double _e4898 = l_mut_51_;
                        double l_2685_ = (l_2684_ + _e4898);
                        bool l_2686_ = (l_4_ != 0.0L);
                        double l_2687_ = (l_2686_ ? l_2685_ : l_4_);
                        double l_2688_ = (l_2687_ - l_2684_);
                        bool l_2689_ = (l_4_ != 0.0L);
                        double l_2690_ = (l_2689_ ? l_2688_ : l_4_);
                        double l_2691_ = (l_2687_ - l_2690_);
                        bool l_2692_ = (l_4_ != 0.0L);
                        double l_2693_ = (l_2692_ ? l_2691_ : l_4_);
                        double l_2694_ = (l_2684_ - l_2693_);
                        double _e4912 = l_mut_51_;
                        double l_2695_ = (_e4912 - l_2690_);
                        double l_2696_ = (l_2694_ + l_2695_);
                        a_2643_[4] = l_2696_;
                        l_mut_51_ = l_2687_;
                        double l_2697_ = a_2643_[2];
                        double _e4918 = l_mut_51_;
                        double l_2698_ = (l_2697_ + _e4918);
                        bool l_2699_ = (l_4_ != 0.0L);
                        double l_2700_ = (l_2699_ ? l_2698_ : l_4_);
                        double l_2701_ = (l_2700_ - l_2697_);
                        bool l_2702_ = (l_4_ != 0.0L);
                        double l_2703_ = (l_2702_ ? l_2701_ : l_4_);
                        double l_2704_ = (l_2700_ - l_2703_);
                        bool l_2705_ = (l_4_ != 0.0L);
                        double l_2706_ = (l_2705_ ? l_2704_ : l_4_);
                        double l_2707_ = (l_2697_ - l_2706_);
                        double _e4932 = l_mut_51_;
                        double l_2708_ = (_e4932 - l_2703_);
                        double l_2709_ = (l_2707_ + l_2708_);
                        a_2643_[3] = l_2709_;
                        l_mut_51_ = l_2700_;
                        double l_2710_ = a_2643_[1];
                        double _e4938 = l_mut_51_;
                        double l_2711_ = (l_2710_ + _e4938);
                        bool l_2712_ = (l_4_ != 0.0L);
                        double l_2713_ = (l_2712_ ? l_2711_ : l_4_);
                        double l_2714_ = (l_2713_ - l_2710_);
                        bool l_2715_ = (l_4_ != 0.0L);
                        double l_2716_ = (l_2715_ ? l_2714_ : l_4_);
                        double l_2717_ = (l_2713_ - l_2716_);
                        bool l_2718_ = (l_4_ != 0.0L);
                        double l_2719_ = (l_2718_ ? l_2717_ : l_4_);
                        double l_2720_ = (l_2710_ - l_2719_);
                        double _e4952 = l_mut_51_;
                        double l_2721_ = (_e4952 - l_2716_);
                        double l_2722_ = (l_2720_ + l_2721_);
                        a_2643_[2] = l_2722_;
                        l_mut_51_ = l_2713_;
                        double l_2723_ = a_2643_[0];
                        double _e4958 = l_mut_51_;
                        double l_2724_ = (l_2723_ + _e4958);
                        bool l_2725_ = (l_4_ != 0.0L);
                        double l_2726_ = (l_2725_ ? l_2724_ : l_4_);
                        double l_2727_ = (l_2726_ - l_2723_);
                        bool l_2728_ = (l_4_ != 0.0L);
                        double l_2729_ = (l_2728_ ? l_2727_ : l_4_);
                        double l_2730_ = (l_2726_ - l_2729_);
                        bool l_2731_ = (l_4_ != 0.0L);
                        double l_2732_ = (l_2731_ ? l_2730_ : l_4_);
                        double l_2733_ = (l_2723_ - l_2732_);
                        double _e4972 = l_mut_51_;
                        double l_2734_ = (_e4972 - l_2729_);
                        double l_2735_ = (l_2733_ + l_2734_);
                        a_2643_[1] = l_2735_;
                        l_mut_51_ = l_2726_;
                        double _e4977 = l_mut_51_;
                        a_2643_[0] = _e4977;
                        double l_2736_ = a_2643_[7];
                        l_mut_51_ = l_2736_;
                        double l_2737_ = a_2643_[6];
                        double _e4982 = l_mut_51_;
                        double l_2738_ = (l_2737_ + _e4982);
                        bool l_2739_ = (l_4_ != 0.0L);
                        double l_2740_ = (l_2739_ ? l_2738_ : l_4_);
                        double l_2741_ = (l_2740_ - l_2737_);
                        bool l_2742_ = (l_4_ != 0.0L);
                        double l_2743_ = (l_2742_ ? l_2741_ : l_4_);
                        double l_2744_ = (l_2740_ - l_2743_);
                        bool l_2745_ = (l_4_ != 0.0L);
                        double l_2746_ = (l_2745_ ? l_2744_ : l_4_);
                        double l_2747_ = (l_2737_ - l_2746_);
                        double _e4996 = l_mut_51_;
                        double l_2748_ = (_e4996 - l_2743_);
                        double l_2749_ = (l_2747_ + l_2748_);
                        a_2643_[7] = l_2749_;
                        l_mut_51_ = l_2740_;
                        double l_2750_ = a_2643_[5];
                        double _e5002 = l_mut_51_;
                        double l_2751_ = (l_2750_ + _e5002);
                        bool l_2752_ = (l_4_ != 0.0L);
                        double l_2753_ = (l_2752_ ? l_2751_ : l_4_);
                        double l_2754_ = (l_2753_ - l_2750_);
                        bool l_2755_ = (l_4_ != 0.0L);
                        double l_2756_ = (l_2755_ ? l_2754_ : l_4_);
                        double l_2757_ = (l_2753_ - l_2756_);
                        bool l_2758_ = (l_4_ != 0.0L);
                        double l_2759_ = (l_2758_ ? l_2757_ : l_4_);
                        double l_2760_ = (l_2750_ - l_2759_);
                        double _e5016 = l_mut_51_;
                        double l_2761_ = (_e5016 - l_2756_);
                        double l_2762_ = (l_2760_ + l_2761_);
                        a_2643_[6] = l_2762_;
                        l_mut_51_ = l_2753_;
                        double l_2763_ = a_2643_[4];
                        double _e5022 = l_mut_51_;
                        double l_2764_ = (l_2763_ + _e5022);
                        bool l_2765_ = (l_4_ != 0.0L);
                        double l_2766_ = (l_2765_ ? l_2764_ : l_4_);
                        double l_2767_ = (l_2766_ - l_2763_);
                        bool l_2768_ = (l_4_ != 0.0L);
                        double l_2769_ = (l_2768_ ? l_2767_ : l_4_);
                        double l_2770_ = (l_2766_ - l_2769_);
                        bool l_2771_ = (l_4_ != 0.0L);
                        double l_2772_ = (l_2771_ ? l_2770_ : l_4_);
                        double l_2773_ = (l_2763_ - l_2772_);
                        double _e5036 = l_mut_51_;
                        double l_2774_ = (_e5036 - l_2769_);
                        double l_2775_ = (l_2773_ + l_2774_);
                        a_2643_[5] = l_2775_;
                        l_mut_51_ = l_2766_;
                        double l_2776_ = a_2643_[3];
                        double _e5042 = l_mut_51_;
                        double l_2777_ = (l_2776_ + _e5042);
                        bool l_2778_ = (l_4_ != 0.0L);
                        double l_2779_ = (l_2778_ ? l_2777_ : l_4_);
                        double l_2780_ = (l_2779_ - l_2776_);
                        bool l_2781_ = (l_4_ != 0.0L);
                        double l_2782_ = (l_2781_ ? l_2780_ : l_4_);
                        double l_2783_ = (l_2779_ - l_2782_);
                        bool l_2784_ = (l_4_ != 0.0L);
                        double l_2785_ = (l_2784_ ? l_2783_ : l_4_);
                        double l_2786_ = (l_2776_ - l_2785_);
                        double _e5056 = l_mut_51_;
                        double l_2787_ = (_e5056 - l_2782_);
                        double l_2788_ = (l_2786_ + l_2787_);
                        a_2643_[4] = l_2788_;
                        l_mut_51_ = l_2779_;
                        double l_2789_ = a_2643_[2];
                        double _e5062 = l_mut_51_;
                        double l_2790_ = (l_2789_ + _e5062);
                        bool l_2791_ = (l_4_ != 0.0L);
                        double l_2792_ = (l_2791_ ? l_2790_ : l_4_);
                        double l_2793_ = (l_2792_ - l_2789_);
                        bool l_2794_ = (l_4_ != 0.0L);
                        double l_2795_ = (l_2794_ ? l_2793_ : l_4_);
                        double l_2796_ = (l_2792_ - l_2795_);
                        bool l_2797_ = (l_4_ != 0.0L);
                        double l_2798_ = (l_2797_ ? l_2796_ : l_4_);
                        double l_2799_ = (l_2789_ - l_2798_);
                        double _e5076 = l_mut_51_;
                        double l_2800_ = (_e5076 - l_2795_);
                        double l_2801_ = (l_2799_ + l_2800_);
                        a_2643_[3] = l_2801_;
                        l_mut_51_ = l_2792_;
                        double l_2802_ = a_2643_[1];
                        double _e5082 = l_mut_51_;
                        double l_2803_ = (l_2802_ + _e5082);
                        bool l_2804_ = (l_4_ != 0.0L);
                        double l_2805_ = (l_2804_ ? l_2803_ : l_4_);
                        double l_2806_ = (l_2805_ - l_2802_);
                        bool l_2807_ = (l_4_ != 0.0L);
                        double l_2808_ = (l_2807_ ? l_2806_ : l_4_);
                        double l_2809_ = (l_2805_ - l_2808_);
                        bool l_2810_ = (l_4_ != 0.0L);
                        double l_2811_ = (l_2810_ ? l_2809_ : l_4_);
                        double l_2812_ = (l_2802_ - l_2811_);
                        double _e5096 = l_mut_51_;
                        double l_2813_ = (_e5096 - l_2808_);
                        double l_2814_ = (l_2812_ + l_2813_);
                        a_2643_[2] = l_2814_;
                        l_mut_51_ = l_2805_;
                        double l_2815_ = a_2643_[0];
                        double _e5102 = l_mut_51_;
                        double l_2816_ = (l_2815_ + _e5102);
                        bool l_2817_ = (l_4_ != 0.0L);
                        double l_2818_ = (l_2817_ ? l_2816_ : l_4_);
                        double l_2819_ = (l_2818_ - l_2815_);
                        bool l_2820_ = (l_4_ != 0.0L);
                        double l_2821_ = (l_2820_ ? l_2819_ : l_4_);
                        double l_2822_ = (l_2818_ - l_2821_);
                        bool l_2823_ = (l_4_ != 0.0L);
                        double l_2824_ = (l_2823_ ? l_2822_ : l_4_);
                        double l_2825_ = (l_2815_ - l_2824_);
                        double _e5116 = l_mut_51_;
                        double l_2826_ = (_e5116 - l_2821_);
                        double l_2827_ = (l_2825_ + l_2826_);
                        a_2643_[1] = l_2827_;
                        l_mut_51_ = l_2818_;
                        double _e5121 = l_mut_51_;
                        a_2643_[0] = _e5121;
                        l_mut_51_ = 0.0L;
                        l_mut_2828_ = 0.0L;
                        l_mut_2829_ = 0.0L;
                        l_mut_2830_ = 0.0L;
                        double l_2831_ = a_2643_[0];
                        l_mut_2832_ = l_2831_;
                        l_mut_141_ = 0u;
                        double l_2833_ = a_2643_[1];
                        double _e5131 = l_mut_2832_;
                        double l_2834_ = (_e5131 + l_2833_);
                        bool l_2835_ = (l_4_ != 0.0L);
                        double l_2836_ = (l_2835_ ? l_2834_ : l_4_);
                        double _e5136 = l_mut_2832_;
                        double l_2837_ = (l_2836_ - _e5136);
                        bool l_2838_ = (l_4_ != 0.0L);
                        double l_2839_ = (l_2838_ ? l_2837_ : l_4_);
                        double l_2840_ = (l_2836_ - l_2839_);
                        bool l_2841_ = (l_4_ != 0.0L);
                        double l_2842_ = (l_2841_ ? l_2840_ : l_4_);
                        double _e5145 = l_mut_2832_;
                        double l_2843_ = (_e5145 - l_2842_);
                        double l_2844_ = (l_2833_ - l_2839_);
                        double l_2845_ = (l_2843_ + l_2844_);
                        uint _e5149 = l_mut_141_;
                        bool l_2846_ = (_e5149 < 3u);
                        bool l_2847_ = (l_2845_ != 0.0L);
                        if (l_2846_) {
                            local_124 = l_2847_;
                        } else {
                            local_124 = false;
                        }
                        bool l_2848_ = local_124;
                        uint _e5158 = l_mut_141_;
                        bool l_2849_ = (_e5158 == 0u);
                        if (l_2848_) {
                            local_125 = l_2849_;
                        } else {
                            local_125 = false;
                        }
                        bool l_2850_ = local_125;
                        double _e5165 = l_mut_51_;
                        double l_2851_ = (l_2850_ ? l_2836_ : _e5165);
                        l_mut_51_ = l_2851_;
                        uint _e5167 = l_mut_141_;
                        bool l_2852_ = (_e5167 == 1u);
                        if (l_2848_) {
                            local_126 = l_2852_;
                        } else {
                            local_126 = false;
                        }
                        bool l_2853_ = local_126;
                        double _e5174 = l_mut_2828_;
                        double l_2854_ = (l_2853_ ? l_2836_ : _e5174);
                        l_mut_2828_ = l_2854_;
                        uint _e5176 = l_mut_141_;
                        bool l_2855_ = (_e5176 == 2u);
                        if (l_2848_) {
                            local_127 = l_2855_;
                        } else {
                            local_127 = false;
                        }
                        bool l_2856_ = local_127;
                        double _e5183 = l_mut_2829_;
                        double l_2857_ = (l_2856_ ? l_2836_ : _e5183);
                        l_mut_2829_ = l_2857_;
                        double l_2858_ = (l_2848_ ? l_2845_ : l_2836_);
                        double _e5186 = l_mut_2832_;
                        double l_2859_ = (_e5186 + l_2833_);
                        double l_2860_ = (l_2846_ ? l_2858_ : l_2859_);
                        l_mut_2832_ = l_2860_;
                        uint l_2861_ = uint(l_2848_);
                        uint _e5190 = l_mut_141_;
                        l_mut_141_ = (_e5190 + l_2861_);
                        double l_2862_ = a_2643_[2];
                        double _e5194 = l_mut_2832_;
                        double l_2863_ = (_e5194 + l_2862_);
                        bool l_2864_ = (l_4_ != 0.0L);
                        double l_2865_ = (l_2864_ ? l_2863_ : l_4_);
                        double _e5199 = l_mut_2832_;
                        double l_2866_ = (l_2865_ - _e5199);
                        bool l_2867_ = (l_4_ != 0.0L);
                        double l_2868_ = (l_2867_ ? l_2866_ : l_4_);
                        double l_2869_ = (l_2865_ - l_2868_);
                        bool l_2870_ = (l_4_ != 0.0L);
                        double l_2871_ = (l_2870_ ? l_2869_ : l_4_);
                        double _e5208 = l_mut_2832_;
                        double l_2872_ = (_e5208 - l_2871_);
                        double l_2873_ = (l_2862_ - l_2868_);
                        double l_2874_ = (l_2872_ + l_2873_);
                        uint _e5212 = l_mut_141_;
                        bool l_2875_ = (_e5212 < 3u);
                        bool l_2876_ = (l_2874_ != 0.0L);
                        if (l_2875_) {
                            local_128 = l_2876_;
                        } else {
                            local_128 = false;
                        }
                        bool l_2877_ = local_128;
                        uint _e5221 = l_mut_141_;
                        bool l_2878_ = (_e5221 == 0u);
                        if (l_2877_) {
                            local_129 = l_2878_;
                        } else {
                            local_129 = false;
                        }
                        bool l_2879_ = local_129;
                        double _e5228 = l_mut_51_;
                        double l_2880_ = (l_2879_ ? l_2865_ : _e5228);
                        l_mut_51_ = l_2880_;
                        uint _e5230 = l_mut_141_;
                        bool l_2881_ = (_e5230 == 1u);
                        if (l_2877_) {
                            local_130 = l_2881_;
                        } else {
                            local_130 = false;
                        }
                        bool l_2882_ = local_130;
                        double _e5237 = l_mut_2828_;
                        double l_2883_ = (l_2882_ ? l_2865_ : _e5237);
                        l_mut_2828_ = l_2883_;
                        uint _e5239 = l_mut_141_;
                        bool l_2884_ = (_e5239 == 2u);
                        if (l_2877_) {
                            local_131 = l_2884_;
                        } else {
                            local_131 = false;
                        }
                        bool l_2885_ = local_131;
                        double _e5246 = l_mut_2829_;
                        double l_2886_ = (l_2885_ ? l_2865_ : _e5246);
                        l_mut_2829_ = l_2886_;
                        double l_2887_ = (l_2877_ ? l_2874_ : l_2865_);
                        double _e5249 = l_mut_2832_;
                        double l_2888_ = (_e5249 + l_2862_);
                        double l_2889_ = (l_2875_ ? l_2887_ : l_2888_);
                        l_mut_2832_ = l_2889_;
                        uint l_2890_ = uint(l_2877_);
                        uint _e5253 = l_mut_141_;
                        l_mut_141_ = (_e5253 + l_2890_);
                        double l_2891_ = a_2643_[3];
                        double _e5257 = l_mut_2832_;
                        double l_2892_ = (_e5257 + l_2891_);
                        bool l_2893_ = (l_4_ != 0.0L);
                        double l_2894_ = (l_2893_ ? l_2892_ : l_4_);
                        double _e5262 = l_mut_2832_;
                        double l_2895_ = (l_2894_ - _e5262);
                        bool l_2896_ = (l_4_ != 0.0L);
                        double l_2897_ = (l_2896_ ? l_2895_ : l_4_);
                        double l_2898_ = (l_2894_ - l_2897_);
                        bool l_2899_ = (l_4_ != 0.0L);
                        double l_2900_ = (l_2899_ ? l_2898_ : l_4_);
                        double _e5271 = l_mut_2832_;
                        double l_2901_ = (_e5271 - l_2900_);
                        double l_2902_ = (l_2891_ - l_2897_);
                        double l_2903_ = (l_2901_ + l_2902_);
                        uint _e5275 = l_mut_141_;
                        bool l_2904_ = (_e5275 < 3u);
                        bool l_2905_ = (l_2903_ != 0.0L);
                        if (l_2904_) {
                            local_132 = l_2905_;
                        } else {
                            local_132 = false;
                        }
                        bool l_2906_ = local_132;
                        uint _e5284 = l_mut_141_;
                        bool l_2907_ = (_e5284 == 0u);
                        if (l_2906_) {
                            local_133 = l_2907_;
                        } else {
                            local_133 = false;
                        }
                        bool l_2908_ = local_133;
                        double _e5291 = l_mut_51_;
                        double l_2909_ = (l_2908_ ? l_2894_ : _e5291);
                        l_mut_51_ = l_2909_;
                        uint _e5293 = l_mut_141_;
                        bool l_2910_ = (_e5293 == 1u);
                        if (l_2906_) {
                            local_134 = l_2910_;
                        } else {
                            local_134 = false;
                        }
                        bool l_2911_ = local_134;
                        double _e5300 = l_mut_2828_;
                        double l_2912_ = (l_2911_ ? l_2894_ : _e5300);
                        l_mut_2828_ = l_2912_;
                        uint _e5302 = l_mut_141_;
                        bool l_2913_ = (_e5302 == 2u);
                        if (l_2906_) {
                            local_135 = l_2913_;
                        } else {
                            local_135 = false;
                        }
                        bool l_2914_ = local_135;
                        double _e5309 = l_mut_2829_;
                        double l_2915_ = (l_2914_ ? l_2894_ : _e5309);
                        l_mut_2829_ = l_2915_;
                        double l_2916_ = (l_2906_ ? l_2903_ : l_2894_);
                        double _e5312 = l_mut_2832_;
                        double l_2917_ = (_e5312 + l_2891_);
                        double l_2918_ = (l_2904_ ? l_2916_ : l_2917_);
                        l_mut_2832_ = l_2918_;
                        uint l_2919_ = uint(l_2906_);
                        uint _e5316 = l_mut_141_;
                        l_mut_141_ = (_e5316 + l_2919_);
                        double l_2920_ = a_2643_[4];
                        double _e5320 = l_mut_2832_;
                        double l_2921_ = (_e5320 + l_2920_);
                        bool l_2922_ = (l_4_ != 0.0L);
                        double l_2923_ = (l_2922_ ? l_2921_ : l_4_);
                        double _e5325 = l_mut_2832_;
                        double l_2924_ = (l_2923_ - _e5325);
                        bool l_2925_ = (l_4_ != 0.0L);
                        double l_2926_ = (l_2925_ ? l_2924_ : l_4_);
                        double l_2927_ = (l_2923_ - l_2926_);
                        bool l_2928_ = (l_4_ != 0.0L);
                        double l_2929_ = (l_2928_ ? l_2927_ : l_4_);
                        double _e5334 = l_mut_2832_;
                        double l_2930_ = (_e5334 - l_2929_);
                        double l_2931_ = (l_2920_ - l_2926_);
                        double l_2932_ = (l_2930_ + l_2931_);
                        uint _e5338 = l_mut_141_;
                        bool l_2933_ = (_e5338 < 3u);
                        bool l_2934_ = (l_2932_ != 0.0L);
                        if (l_2933_) {
                            local_136 = l_2934_;
                        } else {
                            local_136 = false;
                        }
                        bool l_2935_ = local_136;
                        uint _e5347 = l_mut_141_;
                        bool l_2936_ = (_e5347 == 0u);
                        if (l_2935_) {
                            local_137 = l_2936_;
                        } else {
                            local_137 = false;
                        }
                        bool l_2937_ = local_137;
                        double _e5354 = l_mut_51_;
                        double l_2938_ = (l_2937_ ? l_2923_ : _e5354);
                        l_mut_51_ = l_2938_;
                        uint _e5356 = l_mut_141_;
                        bool l_2939_ = (_e5356 == 1u);
                        if (l_2935_) {
                            local_138 = l_2939_;
                        } else {
                            local_138 = false;
                        }
                        bool l_2940_ = local_138;
                        double _e5363 = l_mut_2828_;
                        double l_2941_ = (l_2940_ ? l_2923_ : _e5363);
                        l_mut_2828_ = l_2941_;
                        uint _e5365 = l_mut_141_;
                        bool l_2942_ = (_e5365 == 2u);
                        if (l_2935_) {
                            local_139 = l_2942_;
                        } else {
                            local_139 = false;
                        }
                        bool l_2943_ = local_139;
                        double _e5372 = l_mut_2829_;
                        double l_2944_ = (l_2943_ ? l_2923_ : _e5372);
                        l_mut_2829_ = l_2944_;
                        double l_2945_ = (l_2935_ ? l_2932_ : l_2923_);
                        double _e5375 = l_mut_2832_;
                        double l_2946_ = (_e5375 + l_2920_);
                        double l_2947_ = (l_2933_ ? l_2945_ : l_2946_);
                        l_mut_2832_ = l_2947_;
                        uint l_2948_ = uint(l_2935_);
                        uint _e5379 = l_mut_141_;
                        l_mut_141_ = (_e5379 + l_2948_);
                        double l_2949_ = a_2643_[5];
                        double _e5383 = l_mut_2832_;
                        double l_2950_ = (_e5383 + l_2949_);
                        bool l_2951_ = (l_4_ != 0.0L);
                        double l_2952_ = (l_2951_ ? l_2950_ : l_4_);
                        double _e5388 = l_mut_2832_;
                        double l_2953_ = (l_2952_ - _e5388);
                        bool l_2954_ = (l_4_ != 0.0L);
                        double l_2955_ = (l_2954_ ? l_2953_ : l_4_);
                        double l_2956_ = (l_2952_ - l_2955_);
                        bool l_2957_ = (l_4_ != 0.0L);
                        double l_2958_ = (l_2957_ ? l_2956_ : l_4_);
                        double _e5397 = l_mut_2832_;
                        double l_2959_ = (_e5397 - l_2958_);
                        double l_2960_ = (l_2949_ - l_2955_);
                        double l_2961_ = (l_2959_ + l_2960_);
                        uint _e5401 = l_mut_141_;
                        bool l_2962_ = (_e5401 < 3u);
                        bool l_2963_ = (l_2961_ != 0.0L);
                        if (l_2962_) {
                            local_140 = l_2963_;
                        } else {
                            local_140 = false;
                        }
                        bool l_2964_ = local_140;
                        uint _e5410 = l_mut_141_;
                        bool l_2965_ = (_e5410 == 0u);
                        if (l_2964_) {
                            local_141 = l_2965_;
                        } else {
                            local_141 = false;
                        }
                        bool l_2966_ = local_141;
                        double _e5417 = l_mut_51_;
                        double l_2967_ = (l_2966_ ? l_2952_ : _e5417);
                        l_mut_51_ = l_2967_;
                        uint _e5419 = l_mut_141_;
                        bool l_2968_ = (_e5419 == 1u);
                        if (l_2964_) {
                            local_142 = l_2968_;
                        } else {
                            local_142 = false;
                        }
                        bool l_2969_ = local_142;
                        double _e5426 = l_mut_2828_;
                        double l_2970_ = (l_2969_ ? l_2952_ : _e5426);
                        l_mut_2828_ = l_2970_;
                        uint _e5428 = l_mut_141_;
                        bool l_2971_ = (_e5428 == 2u);
                        if (l_2964_) {
                            local_143 = l_2971_;
                        } else {
                            local_143 = false;
                        }
                        bool l_2972_ = local_143;
                        double _e5435 = l_mut_2829_;
                        double l_2973_ = (l_2972_ ? l_2952_ : _e5435);
                        l_mut_2829_ = l_2973_;
                        double l_2974_ = (l_2964_ ? l_2961_ : l_2952_);
                        double _e5438 = l_mut_2832_;
                        double l_2975_ = (_e5438 + l_2949_);
                        double l_2976_ = (l_2962_ ? l_2974_ : l_2975_);
                        l_mut_2832_ = l_2976_;
                        uint l_2977_ = uint(l_2964_);
                        uint _e5442 = l_mut_141_;
                        l_mut_141_ = (_e5442 + l_2977_);
                        double l_2978_ = a_2643_[6];
                        double _e5446 = l_mut_2832_;
                        double l_2979_ = (_e5446 + l_2978_);
                        bool l_2980_ = (l_4_ != 0.0L);
                        double l_2981_ = (l_2980_ ? l_2979_ : l_4_);
                        double _e5451 = l_mut_2832_;
                        double l_2982_ = (l_2981_ - _e5451);
                        bool l_2983_ = (l_4_ != 0.0L);
                        double l_2984_ = (l_2983_ ? l_2982_ : l_4_);
                        double l_2985_ = (l_2981_ - l_2984_);
                        bool l_2986_ = (l_4_ != 0.0L);
                        double l_2987_ = (l_2986_ ? l_2985_ : l_4_);
                        double _e5460 = l_mut_2832_;
                        double l_2988_ = (_e5460 - l_2987_);
                        double l_2989_ = (l_2978_ - l_2984_);
                        double l_2990_ = (l_2988_ + l_2989_);
                        uint _e5464 = l_mut_141_;
                        bool l_2991_ = (_e5464 < 3u);
                        bool l_2992_ = (l_2990_ != 0.0L);
                        if (l_2991_) {
                            local_144 = l_2992_;
                        } else {
                            local_144 = false;
                        }
                        bool l_2993_ = local_144;
                        uint _e5473 = l_mut_141_;
                        bool l_2994_ = (_e5473 == 0u);
                        if (l_2993_) {
                            local_145 = l_2994_;
                        } else {
                            local_145 = false;
                        }
                        bool l_2995_ = local_145;
                        double _e5480 = l_mut_51_;
                        double l_2996_ = (l_2995_ ? l_2981_ : _e5480);
                        l_mut_51_ = l_2996_;
                        uint _e5482 = l_mut_141_;
                        bool l_2997_ = (_e5482 == 1u);
                        if (l_2993_) {
                            local_146 = l_2997_;
                        } else {
                            local_146 = false;
                        }
                        bool l_2998_ = local_146;
                        double _e5489 = l_mut_2828_;
                        double l_2999_ = (l_2998_ ? l_2981_ : _e5489);
                        l_mut_2828_ = l_2999_;
                        uint _e5491 = l_mut_141_;
                        bool l_3000_ = (_e5491 == 2u);
                        if (l_2993_) {
                            local_147 = l_3000_;
                        } else {
                            local_147 = false;
                        }
                        bool l_3001_ = local_147;
                        double _e5498 = l_mut_2829_;
                        double l_3002_ = (l_3001_ ? l_2981_ : _e5498);
                        l_mut_2829_ = l_3002_;
                        double l_3003_ = (l_2993_ ? l_2990_ : l_2981_);
                        double _e5501 = l_mut_2832_;
                        double l_3004_ = (_e5501 + l_2978_);
                        double l_3005_ = (l_2991_ ? l_3003_ : l_3004_);
                        l_mut_2832_ = l_3005_;
                        uint l_3006_ = uint(l_2993_);
                        uint _e5505 = l_mut_141_;
                        l_mut_141_ = (_e5505 + l_3006_);
                        double l_3007_ = a_2643_[7];
                        double _e5509 = l_mut_2832_;
                        double l_3008_ = (_e5509 + l_3007_);
                        bool l_3009_ = (l_4_ != 0.0L);
                        double l_3010_ = (l_3009_ ? l_3008_ : l_4_);
                        double _e5514 = l_mut_2832_;
                        double l_3011_ = (l_3010_ - _e5514);
                        bool l_3012_ = (l_4_ != 0.0L);
                        double l_3013_ = (l_3012_ ? l_3011_ : l_4_);
                        double l_3014_ = (l_3010_ - l_3013_);
                        bool l_3015_ = (l_4_ != 0.0L);
                        double l_3016_ = (l_3015_ ? l_3014_ : l_4_);
                        double _e5523 = l_mut_2832_;
                        double l_3017_ = (_e5523 - l_3016_);
                        double l_3018_ = (l_3007_ - l_3013_);
                        double l_3019_ = (l_3017_ + l_3018_);
                        uint _e5527 = l_mut_141_;
                        bool l_3020_ = (_e5527 < 3u);
                        bool l_3021_ = (l_3019_ != 0.0L);
                        if (l_3020_) {
                            local_148 = l_3021_;
                        } else {
                            local_148 = false;
                        }
                        bool l_3022_ = local_148;
                        uint _e5536 = l_mut_141_;
                        bool l_3023_ = (_e5536 == 0u);
                        if (l_3022_) {
                            local_149 = l_3023_;
                        } else {
                            local_149 = false;
                        }
                        bool l_3024_ = local_149;
                        double _e5543 = l_mut_51_;
                        double l_3025_ = (l_3024_ ? l_3010_ : _e5543);
                        l_mut_51_ = l_3025_;
                        uint _e5545 = l_mut_141_;
                        bool l_3026_ = (_e5545 == 1u);
                        if (l_3022_) {
                            local_150 = l_3026_;
                        } else {
                            local_150 = false;
                        }
                        bool l_3027_ = local_150;
                        double _e5552 = l_mut_2828_;
                        double l_3028_ = (l_3027_ ? l_3010_ : _e5552);
                        l_mut_2828_ = l_3028_;
                        uint _e5554 = l_mut_141_;
                        bool l_3029_ = (_e5554 == 2u);
                        if (l_3022_) {
                            local_151 = l_3029_;
                        } else {
                            local_151 = false;
                        }
                        bool l_3030_ = local_151;
                        double _e5561 = l_mut_2829_;
                        double l_3031_ = (l_3030_ ? l_3010_ : _e5561);
                        l_mut_2829_ = l_3031_;
                        double l_3032_ = (l_3022_ ? l_3019_ : l_3010_);
                        double _e5564 = l_mut_2832_;
                        double l_3033_ = (_e5564 + l_3007_);
                        double l_3034_ = (l_3020_ ? l_3032_ : l_3033_);
                        l_mut_2832_ = l_3034_;
                        uint l_3035_ = uint(l_3022_);
                        uint _e5568 = l_mut_141_;
                        l_mut_141_ = (_e5568 + l_3035_);
                        uint _e5570 = l_mut_141_;
                        bool l_3036_ = (_e5570 == 0u);
                        double _e5573 = l_mut_51_;
                        double _e5574 = l_mut_2832_;
                        double l_3037_ = (l_3036_ ? _e5574 : _e5573);
                        l_mut_51_ = l_3037_;
                        uint _e5576 = l_mut_141_;
                        bool l_3038_ = (_e5576 == 1u);
                        double _e5579 = l_mut_2828_;
                        double _e5580 = l_mut_2832_;
                        double l_3039_ = (l_3038_ ? _e5580 : _e5579);
                        l_mut_2828_ = l_3039_;
                        uint _e5582 = l_mut_141_;
                        bool l_3040_ = (_e5582 == 2u);
                        double _e5585 = l_mut_2829_;
                        double _e5586 = l_mut_2832_;
                        double l_3041_ = (l_3040_ ? _e5586 : _e5585);
                        l_mut_2829_ = l_3041_;
                        uint _e5588 = l_mut_141_;
                        bool l_3042_ = (_e5588 == 3u);
                        double _e5591 = l_mut_2830_;
                        double _e5592 = l_mut_2832_;
                        double l_3043_ = (l_3042_ ? _e5592 : _e5591);
                        l_mut_2830_ = l_3043_;
                        double _e5594 = l_mut_51_;
                        l_mut_140_ = _e5594;
                        double _e5595 = l_mut_2828_;
                        l_mut_139_ = _e5595;
                        double _e5596 = l_mut_2829_;
                        l_mut_138_ = _e5596;
                        double _e5597 = l_mut_2830_;
                        l_mut_137_ = _e5597;
                    }
                }
                double _e5601 = l_mut_140_;
                double l_3044_ = (_e5601 + 1.0L);
                bool l_3045_ = (l_4_ != 0.0L);
                double l_3046_ = (l_3045_ ? l_3044_ : l_4_);
                double _e5607 = l_mut_140_;
                double l_3047_ = (l_3046_ - _e5607);
                bool l_3048_ = (l_4_ != 0.0L);
                double l_3049_ = (l_3048_ ? l_3047_ : l_4_);
                double l_3050_ = (l_3046_ - l_3049_);
                bool l_3051_ = (l_4_ != 0.0L);
                double l_3052_ = (l_3051_ ? l_3050_ : l_4_);
                double _e5616 = l_mut_140_;
                double l_3053_ = (_e5616 - l_3052_);
                double l_3054_ = (1.0L - l_3049_);
                double l_3055_ = (l_3053_ + l_3054_);
                double _e5621 = l_mut_139_;
                double l_3056_ = (_e5621 + l_3055_);
                bool l_3057_ = (l_4_ != 0.0L);
                double l_3058_ = (l_3057_ ? l_3056_ : l_4_);
                double _e5626 = l_mut_139_;
                double l_3059_ = (l_3058_ - _e5626);
                bool l_3060_ = (l_4_ != 0.0L);
                double l_3061_ = (l_3060_ ? l_3059_ : l_4_);
                double l_3062_ = (l_3058_ - l_3061_);
                bool l_3063_ = (l_4_ != 0.0L);
                double l_3064_ = (l_3063_ ? l_3062_ : l_4_);
                double _e5635 = l_mut_139_;
                double l_3065_ = (_e5635 - l_3064_);
                double l_3066_ = (l_3055_ - l_3061_);
                double l_3067_ = (l_3065_ + l_3066_);
                double _e5639 = l_mut_138_;
                double l_3068_ = (_e5639 + l_3067_);
                bool l_3069_ = (l_4_ != 0.0L);
                double l_3070_ = (l_3069_ ? l_3068_ : l_4_);
                double _e5644 = l_mut_138_;
                double l_3071_ = (l_3070_ - _e5644);
                bool l_3072_ = (l_4_ != 0.0L);
                double l_3073_ = (l_3072_ ? l_3071_ : l_4_);
                double l_3074_ = (l_3070_ - l_3073_);
                bool l_3075_ = (l_4_ != 0.0L);
                double l_3076_ = (l_3075_ ? l_3074_ : l_4_);
                double _e5653 = l_mut_138_;
                double l_3077_ = (_e5653 - l_3076_);
                double l_3078_ = (l_3067_ - l_3073_);
                double l_3079_ = (l_3077_ + l_3078_);
                double _e5657 = l_mut_137_;
                double l_3080_ = (_e5657 + l_3079_);
                bool l_3081_ = (l_4_ != 0.0L);
                double l_3082_ = (l_3081_ ? l_3080_ : l_4_);
                double _e5662 = l_mut_137_;
                double l_3083_ = (l_3082_ - _e5662);
                bool l_3084_ = (l_4_ != 0.0L);
                double l_3085_ = (l_3084_ ? l_3083_ : l_4_);
                double l_3086_ = (l_3082_ - l_3085_);
                bool l_3087_ = (l_4_ != 0.0L);
                double l_3088_ = (l_3087_ ? l_3086_ : l_4_);
                double _e5671 = l_mut_137_;
                double l_3089_ = (_e5671 - l_3088_);
                double l_3090_ = (l_3079_ - l_3085_);
                double l_3091_ = (l_3089_ + l_3090_);
                double l_3092_ = (l_3082_ + l_3091_);
                bool l_3093_ = (l_4_ != 0.0L);
                double l_3094_ = (l_3093_ ? l_3092_ : l_4_);
                double l_3095_ = (l_3094_ - l_3082_);
                bool l_3096_ = (l_4_ != 0.0L);
                double l_3097_ = (l_3096_ ? l_3095_ : l_4_);
                double l_3098_ = (l_3091_ - l_3097_);
                double l_3099_ = (l_3070_ + l_3094_);
                bool l_3100_ = (l_4_ != 0.0L);
                double l_3101_ = (l_3100_ ? l_3099_ : l_4_);
                double l_3102_ = (l_3101_ - l_3070_);
                bool l_3103_ = (l_4_ != 0.0L);
                double l_3104_ = (l_3103_ ? l_3102_ : l_4_);
                double l_3105_ = (l_3094_ - l_3104_);
                double l_3106_ = (l_3058_ + l_3101_);
                bool l_3107_ = (l_4_ != 0.0L);
                double l_3108_ = (l_3107_ ? l_3106_ : l_4_);
                double l_3109_ = (l_3108_ - l_3058_);
                bool l_3110_ = (l_4_ != 0.0L);
                double l_3111_ = (l_3110_ ? l_3109_ : l_4_);
                double l_3112_ = (l_3101_ - l_3111_);
                double l_3113_ = (l_3046_ + l_3108_);
                bool l_3114_ = (l_4_ != 0.0L);
                double l_3115_ = (l_3114_ ? l_3113_ : l_4_);
                double l_3116_ = (l_3115_ - l_3046_);
                bool l_3117_ = (l_4_ != 0.0L);
                double l_3118_ = (l_3117_ ? l_3116_ : l_4_);
                double l_3119_ = (l_3108_ - l_3118_);
                l_mut_2832_ = 0.0L;
                l_mut_2830_ = 0.0L;
                l_mut_2829_ = 0.0L;
                l_mut_2828_ = 0.0L;
                l_mut_136_ = l_3115_;
                l_mut_141_ = 0u;
                double _e5716 = l_mut_136_;
                double l_3120_ = (_e5716 + l_3119_);
                bool l_3121_ = (l_4_ != 0.0L);
                double l_3122_ = (l_3121_ ? l_3120_ : l_4_);
                double _e5721 = l_mut_136_;
                double l_3123_ = (l_3122_ - _e5721);
                bool l_3124_ = (l_4_ != 0.0L);
                double l_3125_ = (l_3124_ ? l_3123_ : l_4_);
                double l_3126_ = (l_3119_ - l_3125_);
                uint _e5727 = l_mut_141_;
                bool l_3127_ = (_e5727 < 3u);
                bool l_3128_ = (l_3126_ != 0.0L);
                if (l_3127_) {
                    local_152 = l_3128_;
                } else {
                    local_152 = false;
                }
                bool l_3129_ = local_152;
                uint _e5736 = l_mut_141_;
                bool l_3130_ = (_e5736 == 0u);
                if (l_3129_) {
                    local_153 = l_3130_;
                } else {
                    local_153 = false;
                }
                bool l_3131_ = local_153;
                double _e5743 = l_mut_2832_;
                double l_3132_ = (l_3131_ ? l_3122_ : _e5743);
                l_mut_2832_ = l_3132_;
                uint _e5745 = l_mut_141_;
                bool l_3133_ = (_e5745 == 1u);
                if (l_3129_) {
                    local_154 = l_3133_;
                } else {
                    local_154 = false;
                }
                bool l_3134_ = local_154;
                double _e5752 = l_mut_2830_;
                double l_3135_ = (l_3134_ ? l_3122_ : _e5752);
                l_mut_2830_ = l_3135_;
                uint _e5754 = l_mut_141_;
                bool l_3136_ = (_e5754 == 2u);
                if (l_3129_) {
                    local_155 = l_3136_;
                } else {
                    local_155 = false;
                }
                bool l_3137_ = local_155;
                double _e5761 = l_mut_2829_;
                double l_3138_ = (l_3137_ ? l_3122_ : _e5761);
                l_mut_2829_ = l_3138_;
                double l_3139_ = (l_3129_ ? l_3126_ : l_3122_);
                double _e5764 = l_mut_136_;
                double l_3140_ = (_e5764 + l_3119_);
                double l_3141_ = (l_3127_ ? l_3139_ : l_3140_);
                l_mut_136_ = l_3141_;
                uint l_3142_ = uint(l_3129_);
                uint _e5768 = l_mut_141_;
                l_mut_141_ = (_e5768 + l_3142_);
                double _e5770 = l_mut_136_;
                double l_3143_ = (_e5770 + l_3112_);
                bool l_3144_ = (l_4_ != 0.0L);
                double l_3145_ = (l_3144_ ? l_3143_ : l_4_);
                double _e5775 = l_mut_136_;
                double l_3146_ = (l_3145_ - _e5775);
                bool l_3147_ = (l_4_ != 0.0L);
                double l_3148_ = (l_3147_ ? l_3146_ : l_4_);
                double l_3149_ = (l_3112_ - l_3148_);
                uint _e5781 = l_mut_141_;
                bool l_3150_ = (_e5781 < 3u);
                bool l_3151_ = (l_3149_ != 0.0L);
                if (l_3150_) {
                    local_156 = l_3151_;
                } else {
                    local_156 = false;
                }
                bool l_3152_ = local_156;
                uint _e5790 = l_mut_141_;
                bool l_3153_ = (_e5790 == 0u);
                if (l_3152_) {
                    local_157 = l_3153_;
                } else {
                    local_157 = false;
                }
                bool l_3154_ = local_157;
                double _e5797 = l_mut_2832_;
                double l_3155_ = (l_3154_ ? l_3145_ : _e5797);
                l_mut_2832_ = l_3155_;
                uint _e5799 = l_mut_141_;
                bool l_3156_ = (_e5799 == 1u);
                if (l_3152_) {
                    local_158 = l_3156_;
                } else {
                    local_158 = false;
                }
                bool l_3157_ = local_158;
                double _e5806 = l_mut_2830_;
                double l_3158_ = (l_3157_ ? l_3145_ : _e5806);
                l_mut_2830_ = l_3158_;
                uint _e5808 = l_mut_141_;
                bool l_3159_ = (_e5808 == 2u);
                if (l_3152_) {
                    local_159 = l_3159_;
                } else {
                    local_159 = false;
                }
                bool l_3160_ = local_159;
                double _e5815 = l_mut_2829_;
                double l_3161_ = (l_3160_ ? l_3145_ : _e5815);
                l_mut_2829_ = l_3161_;
                double l_3162_ = (l_3152_ ? l_3149_ : l_3145_);
                double _e5818 = l_mut_136_;
                double l_3163_ = (_e5818 + l_3112_);
                double l_3164_ = (l_3150_ ? l_3162_ : l_3163_);
                l_mut_136_ = l_3164_;
                uint l_3165_ = uint(l_3152_);
                uint _e5822 = l_mut_141_;
                l_mut_141_ = (_e5822 + l_3165_);
                double _e5824 = l_mut_136_;
                double l_3166_ = (_e5824 + l_3105_);
                bool l_3167_ = (l_4_ != 0.0L);
                double l_3168_ = (l_3167_ ? l_3166_ : l_4_);
                double _e5829 = l_mut_136_;
                double l_3169_ = (l_3168_ - _e5829);
                bool l_3170_ = (l_4_ != 0.0L);
                double l_3171_ = (l_3170_ ? l_3169_ : l_4_);
                double l_3172_ = (l_3105_ - l_3171_);
                uint _e5835 = l_mut_141_;
                bool l_3173_ = (_e5835 < 3u);
                bool l_3174_ = (l_3172_ != 0.0L);
                if (l_3173_) {
                    local_160 = l_3174_;
                } else {
                    local_160 = false;
                }
                bool l_3175_ = local_160;
                uint _e5844 = l_mut_141_;
                bool l_3176_ = (_e5844 == 0u);
                if (l_3175_) {
                    local_161 = l_3176_;
                } else {
                    local_161 = false;
                }
                bool l_3177_ = local_161;
                double _e5851 = l_mut_2832_;
                double l_3178_ = (l_3177_ ? l_3168_ : _e5851);
                l_mut_2832_ = l_3178_;
                uint _e5853 = l_mut_141_;
                bool l_3179_ = (_e5853 == 1u);
                if (l_3175_) {
                    local_162 = l_3179_;
                } else {
                    local_162 = false;
                }
                bool l_3180_ = local_162;
                double _e5860 = l_mut_2830_;
                double l_3181_ = (l_3180_ ? l_3168_ : _e5860);
                l_mut_2830_ = l_3181_;
                uint _e5862 = l_mut_141_;
                bool l_3182_ = (_e5862 == 2u);
                if (l_3175_) {
                    local_163 = l_3182_;
                } else {
                    local_163 = false;
                }
                bool l_3183_ = local_163;
                double _e5869 = l_mut_2829_;
                double l_3184_ = (l_3183_ ? l_3168_ : _e5869);
                l_mut_2829_ = l_3184_;
                double l_3185_ = (l_3175_ ? l_3172_ : l_3168_);
                double _e5872 = l_mut_136_;
                double l_3186_ = (_e5872 + l_3105_);
                double l_3187_ = (l_3173_ ? l_3185_ : l_3186_);
                l_mut_136_ = l_3187_;
                uint l_3188_ = uint(l_3175_);
                uint _e5876 = l_mut_141_;
                l_mut_141_ = (_e5876 + l_3188_);
                double _e5878 = l_mut_136_;
                double l_3189_ = (_e5878 + l_3098_);
                bool l_3190_ = (l_4_ != 0.0L);
                double l_3191_ = (l_3190_ ? l_3189_ : l_4_);
                double _e5883 = l_mut_136_;
                double l_3192_ = (l_3191_ - _e5883);
                bool l_3193_ = (l_4_ != 0.0L);
                double l_3194_ = (l_3193_ ? l_3192_ : l_4_);
                double l_3195_ = (l_3098_ - l_3194_);
                uint _e5889 = l_mut_141_;
                bool l_3196_ = (_e5889 < 3u);
                bool l_3197_ = (l_3195_ != 0.0L);
                if (l_3196_) {
                    local_164 = l_3197_;
                } else {
                    local_164 = false;
                }
                bool l_3198_ = local_164;
                uint _e5898 = l_mut_141_;
                bool l_3199_ = (_e5898 == 0u);
                if (l_3198_) {
                    local_165 = l_3199_;
                } else {
                    local_165 = false;
                }
                bool l_3200_ = local_165;
                double _e5905 = l_mut_2832_;
                double l_3201_ = (l_3200_ ? l_3191_ : _e5905);
                l_mut_2832_ = l_3201_;
                uint _e5907 = l_mut_141_;
                bool l_3202_ = (_e5907 == 1u);
                if (l_3198_) {
                    local_166 = l_3202_;
                } else {
                    local_166 = false;
                }
                bool l_3203_ = local_166;
                double _e5914 = l_mut_2830_;
                double l_3204_ = (l_3203_ ? l_3191_ : _e5914);
                l_mut_2830_ = l_3204_;
                uint _e5916 = l_mut_141_;
                bool l_3205_ = (_e5916 == 2u);
                if (l_3198_) {
                    local_167 = l_3205_;
                } else {
                    local_167 = false;
                }
                bool l_3206_ = local_167;
                double _e5923 = l_mut_2829_;
                double l_3207_ = (l_3206_ ? l_3191_ : _e5923);
                l_mut_2829_ = l_3207_;
                double l_3208_ = (l_3198_ ? l_3195_ : l_3191_);
                double _e5926 = l_mut_136_;
                double l_3209_ = (_e5926 + l_3098_);
                double l_3210_ = (l_3196_ ? l_3208_ : l_3209_);
                l_mut_136_ = l_3210_;
                uint l_3211_ = uint(l_3198_);
                uint _e5930 = l_mut_141_;
                l_mut_141_ = (_e5930 + l_3211_);
                uint _e5932 = l_mut_141_;
                bool l_3212_ = (_e5932 == 0u);
                double _e5935 = l_mut_2832_;
                double _e5936 = l_mut_136_;
                double l_3213_ = (l_3212_ ? _e5936 : _e5935);
                l_mut_2832_ = l_3213_;
                uint _e5938 = l_mut_141_;
                bool l_3214_ = (_e5938 == 1u);
                double _e5941 = l_mut_2830_;
                double _e5942 = l_mut_136_;
                double l_3215_ = (l_3214_ ? _e5942 : _e5941);
                l_mut_2830_ = l_3215_;
                uint _e5944 = l_mut_141_;
                bool l_3216_ = (_e5944 == 2u);
                double _e5947 = l_mut_2829_;
                double _e5948 = l_mut_136_;
                double l_3217_ = (l_3216_ ? _e5948 : _e5947);
                l_mut_2829_ = l_3217_;
                uint _e5950 = l_mut_141_;
                bool l_3218_ = (_e5950 == 3u);
                double _e5953 = l_mut_2828_;
                double _e5954 = l_mut_136_;
                double l_3219_ = (l_3218_ ? _e5954 : _e5953);
                l_mut_2828_ = l_3219_;
                double l_3220_ = abs(l_48_);
                uint l_3221_ = naga_f2u32(l_3220_);
                l_mut_141_ = l_3221_;
                bool l_3222_ = (l_48_ < 0.0L);
                double l_3223_ = (l_3222_ ? 0.5L : 2.0L);
                l_mut_140_ = l_3223_;
                l_mut_139_ = 1.0L;
                l_mut_3224_ = 0u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e5986 = l_mut_3224_;
                        l_mut_3224_ = (_e5986 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e5966 = l_mut_3224_;
                    if ((_e5966 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e5969 = l_mut_141_;
                        uint l_3225_ = (_e5969 & 1u);
                        bool l_3226_ = (l_3225_ == 1u);
                        double _e5974 = l_mut_139_;
                        double _e5975 = l_mut_140_;
                        double l_3227_ = (_e5974 * _e5975);
                        double _e5977 = l_mut_139_;
                        double l_3228_ = (l_3226_ ? l_3227_ : _e5977);
                        l_mut_139_ = l_3228_;
                        double _e5979 = l_mut_140_;
                        double _e5980 = l_mut_140_;
                        l_mut_140_ = (_e5979 * _e5980);
                        uint _e5982 = l_mut_141_;
                        l_mut_141_ = (_e5982 >> 1u);
                    }
                }
                double _e5988 = l_mut_2832_;
                double _e5989 = l_mut_139_;
                double l_3229_ = (_e5988 * _e5989);
                double _e5991 = l_mut_2830_;
                double _e5992 = l_mut_139_;
                double l_3230_ = (_e5991 * _e5992);
                double _e5994 = l_mut_2829_;
                double _e5995 = l_mut_139_;
                double l_3231_ = (_e5994 * _e5995);
                double _e5997 = l_mut_2828_;
                double _e5998 = l_mut_139_;
                double l_3232_ = (_e5997 * _e5998);
                double l_3233_ = (l_5_ * l_3229_);
                bool l_3234_ = (l_4_ != 0.0L);
                double l_3235_ = (l_3234_ ? l_3233_ : l_4_);
                double l_3236_ = (l_3_ * l_5_);
                bool l_3237_ = (l_4_ != 0.0L);
                double l_3238_ = (l_3237_ ? l_3236_ : l_4_);
                double l_3239_ = (l_3238_ - l_5_);
                bool l_3240_ = (l_4_ != 0.0L);
                double l_3241_ = (l_3240_ ? l_3239_ : l_4_);
                double l_3242_ = (l_3238_ - l_3241_);
                double l_3243_ = (l_5_ - l_3242_);
                double l_3244_ = (l_3_ * l_3229_);
                bool l_3245_ = (l_4_ != 0.0L);
                double l_3246_ = (l_3245_ ? l_3244_ : l_4_);
                double l_3247_ = (l_3246_ - l_3229_);
                bool l_3248_ = (l_4_ != 0.0L);
                double l_3249_ = (l_3248_ ? l_3247_ : l_4_);
                double l_3250_ = (l_3246_ - l_3249_);
                double l_3251_ = (l_3229_ - l_3250_);
                double l_3252_ = (l_3242_ * l_3250_);
                double l_3253_ = (l_3252_ - l_3235_);
                double l_3254_ = (l_3242_ * l_3251_);
                double l_3255_ = (l_3253_ + l_3254_);
                double l_3256_ = (l_3243_ * l_3250_);
                double l_3257_ = (l_3255_ + l_3256_);
                double l_3258_ = (l_3243_ * l_3251_);
                double l_3259_ = (l_3257_ + l_3258_);
                double l_3260_ = (l_5_ * l_3230_);
                bool l_3261_ = (l_4_ != 0.0L);
                double l_3262_ = (l_3261_ ? l_3260_ : l_4_);
                double l_3263_ = (l_3_ * l_5_);
                bool l_3264_ = (l_4_ != 0.0L);
                double l_3265_ = (l_3264_ ? l_3263_ : l_4_);
                double l_3266_ = (l_3265_ - l_5_);
                bool l_3267_ = (l_4_ != 0.0L);
                double l_3268_ = (l_3267_ ? l_3266_ : l_4_);
                double l_3269_ = (l_3265_ - l_3268_);
                double l_3270_ = (l_5_ - l_3269_);
                double l_3271_ = (l_3_ * l_3230_);
                bool l_3272_ = (l_4_ != 0.0L);
                double l_3273_ = (l_3272_ ? l_3271_ : l_4_);
                double l_3274_ = (l_3273_ - l_3230_);
                bool l_3275_ = (l_4_ != 0.0L);
                double l_3276_ = (l_3275_ ? l_3274_ : l_4_);
                double l_3277_ = (l_3273_ - l_3276_);
                double l_3278_ = (l_3230_ - l_3277_);
                double l_3279_ = (l_3269_ * l_3277_);
                double l_3280_ = (l_3279_ - l_3262_);
                double l_3281_ = (l_3269_ * l_3278_);
                double l_3282_ = (l_3280_ + l_3281_);
                double l_3283_ = (l_3270_ * l_3277_);
                double l_3284_ = (l_3282_ + l_3283_);
                double l_3285_ = (l_3270_ * l_3278_);
                double l_3286_ = (l_3284_ + l_3285_);
                double l_3287_ = (l_7_ * l_3229_);
                bool l_3288_ = (l_4_ != 0.0L);
                double l_3289_ = (l_3288_ ? l_3287_ : l_4_);
                double l_3290_ = (l_3_ * l_7_);
                bool l_3291_ = (l_4_ != 0.0L);
                double l_3292_ = (l_3291_ ? l_3290_ : l_4_);
                double l_3293_ = (l_3292_ - l_7_);
                bool l_3294_ = (l_4_ != 0.0L);
                double l_3295_ = (l_3294_ ? l_3293_ : l_4_);
                double l_3296_ = (l_3292_ - l_3295_);
                double l_3297_ = (l_7_ - l_3296_);
                double l_3298_ = (l_3_ * l_3229_);
                bool l_3299_ = (l_4_ != 0.0L);
                double l_3300_ = (l_3299_ ? l_3298_ : l_4_);
                double l_3301_ = (l_3300_ - l_3229_);
                bool l_3302_ = (l_4_ != 0.0L);
                double l_3303_ = (l_3302_ ? l_3301_ : l_4_);
                double l_3304_ = (l_3300_ - l_3303_);
                double l_3305_ = (l_3229_ - l_3304_);
                double l_3306_ = (l_3296_ * l_3304_);
                double l_3307_ = (l_3306_ - l_3289_);
                double l_3308_ = (l_3296_ * l_3305_);
                double l_3309_ = (l_3307_ + l_3308_);
                double l_3310_ = (l_3297_ * l_3304_);
                double l_3311_ = (l_3309_ + l_3310_);
                double l_3312_ = (l_3297_ * l_3305_);
                double l_3313_ = (l_3311_ + l_3312_);
                double l_3314_ = (l_5_ * l_3231_);
                bool l_3315_ = (l_4_ != 0.0L);
                double l_3316_ = (l_3315_ ? l_3314_ : l_4_);
                double l_3317_ = (l_3_ * l_5_);
                bool l_3318_ = (l_4_ != 0.0L);
                double l_3319_ = (l_3318_ ? l_3317_ : l_4_);
                double l_3320_ = (l_3319_ - l_5_);
                bool l_3321_ = (l_4_ != 0.0L);
                double l_3322_ = (l_3321_ ? l_3320_ : l_4_);
                double l_3323_ = (l_3319_ - l_3322_);
                double l_3324_ = (l_5_ - l_3323_);
                double l_3325_ = (l_3_ * l_3231_);
                bool l_3326_ = (l_4_ != 0.0L);
                double l_3327_ = (l_3326_ ? l_3325_ : l_4_);
                double l_3328_ = (l_3327_ - l_3231_);
                bool l_3329_ = (l_4_ != 0.0L);
                double l_3330_ = (l_3329_ ? l_3328_ : l_4_);
                double l_3331_ = (l_3327_ - l_3330_);
                double l_3332_ = (l_3231_ - l_3331_);
                double l_3333_ = (l_3323_ * l_3331_);
                double l_3334_ = (l_3333_ - l_3316_);
                double l_3335_ = (l_3323_ * l_3332_);
                double l_3336_ = (l_3334_ + l_3335_);
                double l_3337_ = (l_3324_ * l_3331_);
                double l_3338_ = (l_3336_ + l_3337_);
                double l_3339_ = (l_3324_ * l_3332_);
                double l_3340_ = (l_3338_ + l_3339_);
                double l_3341_ = (l_7_ * l_3230_);
                bool l_3342_ = (l_4_ != 0.0L);
                double l_3343_ = (l_3342_ ? l_3341_ : l_4_);
                double l_3344_ = (l_3_ * l_7_);
                bool l_3345_ = (l_4_ != 0.0L);
                double l_3346_ = (l_3345_ ? l_3344_ : l_4_);
                double l_3347_ = (l_3346_ - l_7_);
                bool l_3348_ = (l_4_ != 0.0L);
                double l_3349_ = (l_3348_ ? l_3347_ : l_4_);
                double l_3350_ = (l_3346_ - l_3349_);
                double l_3351_ = (l_7_ - l_3350_);
                double l_3352_ = (l_3_ * l_3230_);
                bool l_3353_ = (l_4_ != 0.0L);
                double l_3354_ = (l_3353_ ? l_3352_ : l_4_);
                double l_3355_ = (l_3354_ - l_3230_);
                bool l_3356_ = (l_4_ != 0.0L);
                double l_3357_ = (l_3356_ ? l_3355_ : l_4_);
                double l_3358_ = (l_3354_ - l_3357_);
                double l_3359_ = (l_3230_ - l_3358_);
                double l_3360_ = (l_3350_ * l_3358_);
                double l_3361_ = (l_3360_ - l_3343_);
                double l_3362_ = (l_3350_ * l_3359_);
                double l_3363_ = (l_3361_ + l_3362_);
                double l_3364_ = (l_3351_ * l_3358_);
                double l_3365_ = (l_3363_ + l_3364_);
                double l_3366_ = (l_3351_ * l_3359_);
                double l_3367_ = (l_3365_ + l_3366_);
                double l_3368_ = (l_10_ * l_3229_);
                bool l_3369_ = (l_4_ != 0.0L);
                double l_3370_ = (l_3369_ ? l_3368_ : l_4_);
                double l_3371_ = (l_3_ * l_10_);
                bool l_3372_ = (l_4_ != 0.0L);
                double l_3373_ = (l_3372_ ? l_3371_ : l_4_);
                double l_3374_ = (l_3373_ - l_10_);
                bool l_3375_ = (l_4_ != 0.0L);
                double l_3376_ = (l_3375_ ? l_3374_ : l_4_);
                double l_3377_ = (l_3373_ - l_3376_);
                double l_3378_ = (l_10_ - l_3377_);
                double l_3379_ = (l_3_ * l_3229_);
                bool l_3380_ = (l_4_ != 0.0L);
                double l_3381_ = (l_3380_ ? l_3379_ : l_4_);
                double l_3382_ = (l_3381_ - l_3229_);
                bool l_3383_ = (l_4_ != 0.0L);
                double l_3384_ = (l_3383_ ? l_3382_ : l_4_);
                double l_3385_ = (l_3381_ - l_3384_);
                double l_3386_ = (l_3229_ - l_3385_);
                double l_3387_ = (l_3377_ * l_3385_);
                double l_3388_ = (l_3387_ - l_3370_);
                double l_3389_ = (l_3377_ * l_3386_);
                double l_3390_ = (l_3388_ + l_3389_);
                double l_3391_ = (l_3378_ * l_3385_);
                double l_3392_ = (l_3390_ + l_3391_);
                double l_3393_ = (l_3378_ * l_3386_);
                double l_3394_ = (l_3392_ + l_3393_);
                double l_3395_ = (l_3262_ + l_3289_);
                bool l_3396_ = (l_4_ != 0.0L);
                double l_3397_ = (l_3396_ ? l_3395_ : l_4_);
                double l_3398_ = (l_3397_ - l_3262_);
                bool l_3399_ = (l_4_ != 0.0L);
                double l_3400_ = (l_3399_ ? l_3398_ : l_4_);
                double l_3401_ = (l_3397_ - l_3400_);
                bool l_3402_ = (l_4_ != 0.0L);
                double l_3403_ = (l_3402_ ? l_3401_ : l_4_);
                double l_3404_ = (l_3262_ - l_3403_);
                double l_3405_ = (l_3289_ - l_3400_);
                double l_3406_ = (l_3404_ + l_3405_);
                double l_3407_ = (l_3259_ + l_3397_);
                bool l_3408_ = (l_4_ != 0.0L);
                double l_3409_ = (l_3408_ ? l_3407_ : l_4_);
                double l_3410_ = (l_3409_ - l_3259_);
                bool l_3411_ = (l_4_ != 0.0L);
                double l_3412_ = (l_3411_ ? l_3410_ : l_4_);
                double l_3413_ = (l_3409_ - l_3412_);
                bool l_3414_ = (l_4_ != 0.0L);
                double l_3415_ = (l_3414_ ? l_3413_ : l_4_);
                double l_3416_ = (l_3259_ - l_3415_);
                double l_3417_ = (l_3397_ - l_3412_);
                double l_3418_ = (l_3416_ + l_3417_);
                double l_3419_ = (l_3406_ + l_3418_);
                bool l_3420_ = (l_4_ != 0.0L);
                double l_3421_ = (l_3420_ ? l_3419_ : l_4_);
                double l_3422_ = (l_3421_ - l_3406_);
                bool l_3423_ = (l_4_ != 0.0L);
                double l_3424_ = (l_3423_ ? l_3422_ : l_4_);
                double l_3425_ = (l_3421_ - l_3424_);
                bool l_3426_ = (l_4_ != 0.0L);
                double l_3427_ = (l_3426_ ? l_3425_ : l_4_);
                double l_3428_ = (l_3406_ - l_3427_);
                double l_3429_ = (l_3418_ - l_3424_);
                double l_3430_ = (l_3428_ + l_3429_);
                double l_3431_ = (l_3421_ + l_3286_);
                bool l_3432_ = (l_4_ != 0.0L);
                double l_3433_ = (l_3432_ ? l_3431_ : l_4_);
                double l_3434_ = (l_3433_ - l_3421_);
                bool l_3435_ = (l_4_ != 0.0L);
                double l_3436_ = (l_3435_ ? l_3434_ : l_4_);
                double l_3437_ = (l_3433_ - l_3436_);
                bool l_3438_ = (l_4_ != 0.0L);
                double l_3439_ = (l_3438_ ? l_3437_ : l_4_);
                double l_3440_ = (l_3421_ - l_3439_);
                double l_3441_ = (l_3286_ - l_3436_);
                double l_3442_ = (l_3440_ + l_3441_);
                double l_3443_ = (l_3313_ + l_3433_);
                bool l_3444_ = (l_4_ != 0.0L);
                double l_3445_ = (l_3444_ ? l_3443_ : l_4_);
                double l_3446_ = (l_3445_ - l_3313_);
                bool l_3447_ = (l_4_ != 0.0L);
                double l_3448_ = (l_3447_ ? l_3446_ : l_4_);
                double l_3449_ = (l_3445_ - l_3448_);
                bool l_3450_ = (l_4_ != 0.0L);
                double l_3451_ = (l_3450_ ? l_3449_ : l_4_);
                double l_3452_ = (l_3313_ - l_3451_);
                double l_3453_ = (l_3433_ - l_3448_);
                double l_3454_ = (l_3452_ + l_3453_);
                double l_3455_ = (l_3442_ + l_3454_);
                bool l_3456_ = (l_4_ != 0.0L);
                double l_3457_ = (l_3456_ ? l_3455_ : l_4_);
                double l_3458_ = (l_3457_ - l_3442_);
                bool l_3459_ = (l_4_ != 0.0L);
                double l_3460_ = (l_3459_ ? l_3458_ : l_4_);
                double l_3461_ = (l_3457_ - l_3460_);
                bool l_3462_ = (l_4_ != 0.0L);
                double l_3463_ = (l_3462_ ? l_3461_ : l_4_);
                double l_3464_ = (l_3442_ - l_3463_);
                double l_3465_ = (l_3454_ - l_3460_);
                double l_3466_ = (l_3464_ + l_3465_);
                double l_3467_ = (l_3316_ + l_3343_);
                bool l_3468_ = (l_4_ != 0.0L);
                double l_3469_ = (l_3468_ ? l_3467_ : l_4_);
                double l_3470_ = (l_3469_ - l_3316_);
                bool l_3471_ = (l_4_ != 0.0L);
                double l_3472_ = (l_3471_ ? l_3470_ : l_4_);
                double l_3473_ = (l_3469_ - l_3472_);
                bool l_3474_ = (l_4_ != 0.0L);
                double l_3475_ = (l_3474_ ? l_3473_ : l_4_);
                double l_3476_ = (l_3316_ - l_3475_);
                double l_3477_ = (l_3343_ - l_3472_);
                double l_3478_ = (l_3476_ + l_3477_);
                double l_3479_ = (l_3370_ + l_3469_);
                bool l_3480_ = (l_4_ != 0.0L);
                double l_3481_ = (l_3480_ ? l_3479_ : l_4_);
                double l_3482_ = (l_3481_ - l_3370_);
                bool l_3483_ = (l_4_ != 0.0L);
                double l_3484_ = (l_3483_ ? l_3482_ : l_4_);
                double l_3485_ = (l_3481_ - l_3484_);
                bool l_3486_ = (l_4_ != 0.0L);
                double l_3487_ = (l_3486_ ? l_3485_ : l_4_);
                double l_3488_ = (l_3370_ - l_3487_);
                double l_3489_ = (l_3469_ - l_3484_);
                double l_3490_ = (l_3488_ + l_3489_);
                double l_3491_ = (l_3478_ + l_3490_);
                bool l_3492_ = (l_4_ != 0.0L);
                double l_3493_ = (l_3492_ ? l_3491_ : l_4_);
                double l_3494_ = (l_3493_ - l_3478_);
                bool l_3495_ = (l_4_ != 0.0L);
                double l_3496_ = (l_3495_ ? l_3494_ : l_4_);
                double l_3497_ = (l_3493_ - l_3496_);
                bool l_3498_ = (l_4_ != 0.0L);
                double l_3499_ = (l_3498_ ? l_3497_ : l_4_);
                double l_3500_ = (l_3478_ - l_3499_);
                double l_3501_ = (l_3490_ - l_3496_);
                double l_3502_ = (l_3500_ + l_3501_);
                double l_3503_ = (l_3445_ + l_3481_);
                bool l_3504_ = (l_4_ != 0.0L);
                double l_3505_ = (l_3504_ ? l_3503_ : l_4_);
                double l_3506_ = (l_3505_ - l_3445_);
                bool l_3507_ = (l_4_ != 0.0L);
                double l_3508_ = (l_3507_ ? l_3506_ : l_4_);
                double l_3509_ = (l_3505_ - l_3508_);
                bool l_3510_ = (l_4_ != 0.0L);
                double l_3511_ = (l_3510_ ? l_3509_ : l_4_);
                double l_3512_ = (l_3445_ - l_3511_);
                double l_3513_ = (l_3481_ - l_3508_);
                double l_3514_ = (l_3512_ + l_3513_);
                double l_3515_ = (l_3457_ + l_3493_);
                bool l_3516_ = (l_4_ != 0.0L);
                double l_3517_ = (l_3516_ ? l_3515_ : l_4_);
                double l_3518_ = (l_3517_ - l_3457_);
                bool l_3519_ = (l_4_ != 0.0L);
                double l_3520_ = (l_3519_ ? l_3518_ : l_4_);
                double l_3521_ = (l_3517_ - l_3520_);
                bool l_3522_ = (l_4_ != 0.0L);
                double l_3523_ = (l_3522_ ? l_3521_ : l_4_);
                double l_3524_ = (l_3457_ - l_3523_);
                double l_3525_ = (l_3493_ - l_3520_);
                double l_3526_ = (l_3524_ + l_3525_);
                double l_3527_ = (l_3517_ + l_3514_);
                bool l_3528_ = (l_4_ != 0.0L);
                double l_3529_ = (l_3528_ ? l_3527_ : l_4_);
                double l_3530_ = (l_3529_ - l_3517_);
                bool l_3531_ = (l_4_ != 0.0L);
                double l_3532_ = (l_3531_ ? l_3530_ : l_4_);
                double l_3533_ = (l_3529_ - l_3532_);
                bool l_3534_ = (l_4_ != 0.0L);
                double l_3535_ = (l_3534_ ? l_3533_ : l_4_);
                double l_3536_ = (l_3517_ - l_3535_);
                double l_3537_ = (l_3514_ - l_3532_);
                double l_3538_ = (l_3536_ + l_3537_);
                double l_3539_ = (l_3466_ + l_3502_);
                double l_3540_ = (l_3538_ + l_3526_);
                double l_3541_ = (l_3539_ + l_3540_);
                double l_3542_ = (l_5_ * l_3232_);
                double l_3543_ = (l_7_ * l_3231_);
                double l_3544_ = (l_3542_ + l_3543_);
                double l_3545_ = (l_10_ * l_3230_);
                double l_3546_ = (l_13_ * l_3229_);
                double l_3547_ = (l_3545_ + l_3546_);
                double l_3548_ = (l_3544_ + l_3547_);
                double l_3549_ = (l_3430_ + l_3340_);
                double l_3550_ = (l_3367_ + l_3394_);
                double l_3551_ = (l_3549_ + l_3550_);
                double l_3552_ = (l_3548_ + l_3551_);
                double l_3553_ = (l_3529_ + l_3552_);
                double l_3554_ = (l_3553_ + l_3541_);
                bool l_3555_ = (l_4_ != 0.0L);
                double l_3556_ = (l_3555_ ? l_3554_ : l_4_);
                double l_3557_ = (l_3556_ - l_3553_);
                bool l_3558_ = (l_4_ != 0.0L);
                double l_3559_ = (l_3558_ ? l_3557_ : l_4_);
                double l_3560_ = (l_3541_ - l_3559_);
                double l_3561_ = (l_3505_ + l_3556_);
                bool l_3562_ = (l_4_ != 0.0L);
                double l_3563_ = (l_3562_ ? l_3561_ : l_4_);
                double l_3564_ = (l_3563_ - l_3505_);
                bool l_3565_ = (l_4_ != 0.0L);
                double l_3566_ = (l_3565_ ? l_3564_ : l_4_);
                double l_3567_ = (l_3556_ - l_3566_);
                double l_3568_ = (l_3409_ + l_3563_);
                bool l_3569_ = (l_4_ != 0.0L);
                double l_3570_ = (l_3569_ ? l_3568_ : l_4_);
                double l_3571_ = (l_3570_ - l_3409_);
                bool l_3572_ = (l_4_ != 0.0L);
                double l_3573_ = (l_3572_ ? l_3571_ : l_4_);
                double l_3574_ = (l_3563_ - l_3573_);
                double l_3575_ = (l_3235_ + l_3570_);
                bool l_3576_ = (l_4_ != 0.0L);
                double l_3577_ = (l_3576_ ? l_3575_ : l_4_);
                double l_3578_ = (l_3577_ - l_3235_);
                bool l_3579_ = (l_4_ != 0.0L);
                double l_3580_ = (l_3579_ ? l_3578_ : l_4_);
                double l_3581_ = (l_3570_ - l_3580_);
                l_mut_2832_ = 0.0L;
                l_mut_2830_ = 0.0L;
                l_mut_2829_ = 0.0L;
                l_mut_2828_ = 0.0L;
                l_mut_903_ = l_3577_;
                l_mut_141_ = 0u;
                double _e6428 = l_mut_903_;
                double l_3582_ = (_e6428 + l_3581_);
                bool l_3583_ = (l_4_ != 0.0L);
                double l_3584_ = (l_3583_ ? l_3582_ : l_4_);
                double _e6433 = l_mut_903_;
                double l_3585_ = (l_3584_ - _e6433);
                bool l_3586_ = (l_4_ != 0.0L);
                double l_3587_ = (l_3586_ ? l_3585_ : l_4_);
                double l_3588_ = (l_3581_ - l_3587_);
                uint _e6439 = l_mut_141_;
                bool l_3589_ = (_e6439 < 3u);
                bool l_3590_ = (l_3588_ != 0.0L);
                if (l_3589_) {
                    local_168 = l_3590_;
                } else {
                    local_168 = false;
                }
                bool l_3591_ = local_168;
                uint _e6448 = l_mut_141_;
                bool l_3592_ = (_e6448 == 0u);
                if (l_3591_) {
                    local_169 = l_3592_;
                } else {
                    local_169 = false;
                }
                bool l_3593_ = local_169;
                double _e6455 = l_mut_2832_;
                double l_3594_ = (l_3593_ ? l_3584_ : _e6455);
                l_mut_2832_ = l_3594_;
                uint _e6457 = l_mut_141_;
                bool l_3595_ = (_e6457 == 1u);
                if (l_3591_) {
                    local_170 = l_3595_;
                } else {
                    local_170 = false;
                }
                bool l_3596_ = local_170;
                double _e6464 = l_mut_2830_;
                double l_3597_ = (l_3596_ ? l_3584_ : _e6464);
                l_mut_2830_ = l_3597_;
                uint _e6466 = l_mut_141_;
                bool l_3598_ = (_e6466 == 2u);
                if (l_3591_) {
                    local_171 = l_3598_;
                } else {
                    local_171 = false;
                }
                bool l_3599_ = local_171;
                double _e6473 = l_mut_2829_;
                double l_3600_ = (l_3599_ ? l_3584_ : _e6473);
                l_mut_2829_ = l_3600_;
                double l_3601_ = (l_3591_ ? l_3588_ : l_3584_);
                double _e6476 = l_mut_903_;
                double l_3602_ = (_e6476 + l_3581_);
                double l_3603_ = (l_3589_ ? l_3601_ : l_3602_);
                l_mut_903_ = l_3603_;
                uint l_3604_ = uint(l_3591_);
                uint _e6480 = l_mut_141_;
                l_mut_141_ = (_e6480 + l_3604_);
                double _e6482 = l_mut_903_;
                double l_3605_ = (_e6482 + l_3574_);
                bool l_3606_ = (l_4_ != 0.0L);
                double l_3607_ = (l_3606_ ? l_3605_ : l_4_);
                double _e6487 = l_mut_903_;
                double l_3608_ = (l_3607_ - _e6487);
                bool l_3609_ = (l_4_ != 0.0L);
                double l_3610_ = (l_3609_ ? l_3608_ : l_4_);
                double l_3611_ = (l_3574_ - l_3610_);
                uint _e6493 = l_mut_141_;
                bool l_3612_ = (_e6493 < 3u);
                bool l_3613_ = (l_3611_ != 0.0L);
                if (l_3612_) {
                    local_172 = l_3613_;
                } else {
                    local_172 = false;
                }
                bool l_3614_ = local_172;
                uint _e6502 = l_mut_141_;
                bool l_3615_ = (_e6502 == 0u);
                if (l_3614_) {
                    local_173 = l_3615_;
                } else {
                    local_173 = false;
                }
                bool l_3616_ = local_173;
                double _e6509 = l_mut_2832_;
                double l_3617_ = (l_3616_ ? l_3607_ : _e6509);
                l_mut_2832_ = l_3617_;
                uint _e6511 = l_mut_141_;
                bool l_3618_ = (_e6511 == 1u);
                if (l_3614_) {
                    local_174 = l_3618_;
                } else {
                    local_174 = false;
                }
                bool l_3619_ = local_174;
                double _e6518 = l_mut_2830_;
                double l_3620_ = (l_3619_ ? l_3607_ : _e6518);
                l_mut_2830_ = l_3620_;
                uint _e6520 = l_mut_141_;
                bool l_3621_ = (_e6520 == 2u);
                if (l_3614_) {
                    local_175 = l_3621_;
                } else {
                    local_175 = false;
                }
                bool l_3622_ = local_175;
                double _e6527 = l_mut_2829_;
                double l_3623_ = (l_3622_ ? l_3607_ : _e6527);
                l_mut_2829_ = l_3623_;
                double l_3624_ = (l_3614_ ? l_3611_ : l_3607_);
                double _e6530 = l_mut_903_;
                double l_3625_ = (_e6530 + l_3574_);
                double l_3626_ = (l_3612_ ? l_3624_ : l_3625_);
                l_mut_903_ = l_3626_;
                uint l_3627_ = uint(l_3614_);
                uint _e6534 = l_mut_141_;
                l_mut_141_ = (_e6534 + l_3627_);
                double _e6536 = l_mut_903_;
                double l_3628_ = (_e6536 + l_3567_);
                bool l_3629_ = (l_4_ != 0.0L);
                double l_3630_ = (l_3629_ ? l_3628_ : l_4_);
                double _e6541 = l_mut_903_;
                double l_3631_ = (l_3630_ - _e6541);
                bool l_3632_ = (l_4_ != 0.0L);
                double l_3633_ = (l_3632_ ? l_3631_ : l_4_);
                double l_3634_ = (l_3567_ - l_3633_);
                uint _e6547 = l_mut_141_;
                bool l_3635_ = (_e6547 < 3u);
                bool l_3636_ = (l_3634_ != 0.0L);
                if (l_3635_) {
                    local_176 = l_3636_;
                } else {
                    local_176 = false;
                }
                bool l_3637_ = local_176;
                uint _e6556 = l_mut_141_;
                bool l_3638_ = (_e6556 == 0u);
                if (l_3637_) {
                    local_177 = l_3638_;
                } else {
                    local_177 = false;
                }
                bool l_3639_ = local_177;
                double _e6563 = l_mut_2832_;
                double l_3640_ = (l_3639_ ? l_3630_ : _e6563);
                l_mut_2832_ = l_3640_;
                uint _e6565 = l_mut_141_;
                bool l_3641_ = (_e6565 == 1u);
                if (l_3637_) {
                    local_178 = l_3641_;
                } else {
                    local_178 = false;
                }
                bool l_3642_ = local_178;
                double _e6572 = l_mut_2830_;
                double l_3643_ = (l_3642_ ? l_3630_ : _e6572);
                l_mut_2830_ = l_3643_;
                uint _e6574 = l_mut_141_;
                bool l_3644_ = (_e6574 == 2u);
                if (l_3637_) {
                    local_179 = l_3644_;
                } else {
                    local_179 = false;
                }
                bool l_3645_ = local_179;
                double _e6581 = l_mut_2829_;
                double l_3646_ = (l_3645_ ? l_3630_ : _e6581);
                l_mut_2829_ = l_3646_;
                double l_3647_ = (l_3637_ ? l_3634_ : l_3630_);
                double _e6584 = l_mut_903_;
                double l_3648_ = (_e6584 + l_3567_);
                double l_3649_ = (l_3635_ ? l_3647_ : l_3648_);
                l_mut_903_ = l_3649_;
                uint l_3650_ = uint(l_3637_);
                uint _e6588 = l_mut_141_;
                l_mut_141_ = (_e6588 + l_3650_);
                double _e6590 = l_mut_903_;
                double l_3651_ = (_e6590 + l_3560_);
                bool l_3652_ = (l_4_ != 0.0L);
                double l_3653_ = (l_3652_ ? l_3651_ : l_4_);
                double _e6595 = l_mut_903_;
                double l_3654_ = (l_3653_ - _e6595);
                bool l_3655_ = (l_4_ != 0.0L);
                double l_3656_ = (l_3655_ ? l_3654_ : l_4_);
                double l_3657_ = (l_3560_ - l_3656_);
                uint _e6601 = l_mut_141_;
                bool l_3658_ = (_e6601 < 3u);
                bool l_3659_ = (l_3657_ != 0.0L);
                if (l_3658_) {
                    local_180 = l_3659_;
                } else {
                    local_180 = false;
                }
                bool l_3660_ = local_180;
                uint _e6610 = l_mut_141_;
                bool l_3661_ = (_e6610 == 0u);
                if (l_3660_) {
                    local_181 = l_3661_;
                } else {
                    local_181 = false;
                }
                bool l_3662_ = local_181;
                double _e6617 = l_mut_2832_;
                double l_3663_ = (l_3662_ ? l_3653_ : _e6617);
                l_mut_2832_ = l_3663_;
                uint _e6619 = l_mut_141_;
                bool l_3664_ = (_e6619 == 1u);
                if (l_3660_) {
                    local_182 = l_3664_;
                } else {
                    local_182 = false;
                }
                bool l_3665_ = local_182;
                double _e6626 = l_mut_2830_;
                double l_3666_ = (l_3665_ ? l_3653_ : _e6626);
                l_mut_2830_ = l_3666_;
                uint _e6628 = l_mut_141_;
                bool l_3667_ = (_e6628 == 2u);
                if (l_3660_) {
                    local_183 = l_3667_;
                } else {
                    local_183 = false;
                }
                bool l_3668_ = local_183;
                double _e6635 = l_mut_2829_;
                double l_3669_ = (l_3668_ ? l_3653_ : _e6635);
                l_mut_2829_ = l_3669_;
                double l_3670_ = (l_3660_ ? l_3657_ : l_3653_);
                double _e6638 = l_mut_903_;
                double l_3671_ = (_e6638 + l_3560_);
                double l_3672_ = (l_3658_ ? l_3670_ : l_3671_);
                l_mut_903_ = l_3672_;
                uint l_3673_ = uint(l_3660_);
                uint _e6642 = l_mut_141_;
                l_mut_141_ = (_e6642 + l_3673_);
                uint _e6644 = l_mut_141_;
                bool l_3674_ = (_e6644 == 0u);
                double _e6647 = l_mut_2832_;
                double _e6648 = l_mut_903_;
                double l_3675_ = (l_3674_ ? _e6648 : _e6647);
                l_mut_2832_ = l_3675_;
                uint _e6650 = l_mut_141_;
                bool l_3676_ = (_e6650 == 1u);
                double _e6653 = l_mut_2830_;
                double _e6654 = l_mut_903_;
                double l_3677_ = (l_3676_ ? _e6654 : _e6653);
                l_mut_2830_ = l_3677_;
                uint _e6656 = l_mut_141_;
                bool l_3678_ = (_e6656 == 2u);
                double _e6659 = l_mut_2829_;
                double _e6660 = l_mut_903_;
                double l_3679_ = (l_3678_ ? _e6660 : _e6659);
                l_mut_2829_ = l_3679_;
                uint _e6662 = l_mut_141_;
                bool l_3680_ = (_e6662 == 3u);
                double _e6665 = l_mut_2828_;
                double _e6666 = l_mut_903_;
                double l_3681_ = (l_3680_ ? _e6666 : _e6665);
                l_mut_2828_ = l_3681_;
                double _e6668 = l_mut_2832_;
                double l_3682_ = (_e6668 + -1.0L);
                bool l_3683_ = (l_4_ != 0.0L);
                double l_3684_ = (l_3683_ ? l_3682_ : l_4_);
                double _e6674 = l_mut_2832_;
                double l_3685_ = (l_3684_ - _e6674);
                bool l_3686_ = (l_4_ != 0.0L);
                double l_3687_ = (l_3686_ ? l_3685_ : l_4_);
                double l_3688_ = (l_3684_ - l_3687_);
                bool l_3689_ = (l_4_ != 0.0L);
                double l_3690_ = (l_3689_ ? l_3688_ : l_4_);
                double _e6683 = l_mut_2832_;
                double l_3691_ = (_e6683 - l_3690_);
                double l_3692_ = (-1.0L - l_3687_);
                double l_3693_ = (l_3691_ + l_3692_);
                double _e6688 = l_mut_2830_;
                double l_3694_ = (_e6688 + l_3693_);
                bool l_3695_ = (l_4_ != 0.0L);
                double l_3696_ = (l_3695_ ? l_3694_ : l_4_);
                double _e6693 = l_mut_2830_;
                double l_3697_ = (l_3696_ - _e6693);
                bool l_3698_ = (l_4_ != 0.0L);
                double l_3699_ = (l_3698_ ? l_3697_ : l_4_);
                double l_3700_ = (l_3696_ - l_3699_);
                bool l_3701_ = (l_4_ != 0.0L);
                double l_3702_ = (l_3701_ ? l_3700_ : l_4_);
                double _e6702 = l_mut_2830_;
                double l_3703_ = (_e6702 - l_3702_);
                double l_3704_ = (l_3693_ - l_3699_);
                double l_3705_ = (l_3703_ + l_3704_);
                double _e6706 = l_mut_2829_;
                double l_3706_ = (_e6706 + l_3705_);
                bool l_3707_ = (l_4_ != 0.0L);
                double l_3708_ = (l_3707_ ? l_3706_ : l_4_);
                double _e6711 = l_mut_2829_;
                double l_3709_ = (l_3708_ - _e6711);
                bool l_3710_ = (l_4_ != 0.0L);
                double l_3711_ = (l_3710_ ? l_3709_ : l_4_);
                double l_3712_ = (l_3708_ - l_3711_);
                bool l_3713_ = (l_4_ != 0.0L);
                double l_3714_ = (l_3713_ ? l_3712_ : l_4_);
                double _e6720 = l_mut_2829_;
                double l_3715_ = (_e6720 - l_3714_);
                double l_3716_ = (l_3705_ - l_3711_);
                double l_3717_ = (l_3715_ + l_3716_);
                double _e6724 = l_mut_2828_;
                double l_3718_ = (_e6724 + l_3717_);
                bool l_3719_ = (l_4_ != 0.0L);
                double l_3720_ = (l_3719_ ? l_3718_ : l_4_);
                double _e6729 = l_mut_2828_;
                double l_3721_ = (l_3720_ - _e6729);
                bool l_3722_ = (l_4_ != 0.0L);
                double l_3723_ = (l_3722_ ? l_3721_ : l_4_);
                double l_3724_ = (l_3720_ - l_3723_);
                bool l_3725_ = (l_4_ != 0.0L);
                double l_3726_ = (l_3725_ ? l_3724_ : l_4_);
                double _e6738 = l_mut_2828_;
                double l_3727_ = (_e6738 - l_3726_);
                double l_3728_ = (l_3717_ - l_3723_);
                double l_3729_ = (l_3727_ + l_3728_);
                double l_3730_ = (l_3720_ + l_3729_);
                bool l_3731_ = (l_4_ != 0.0L);
                double l_3732_ = (l_3731_ ? l_3730_ : l_4_);
                double l_3733_ = (l_3732_ - l_3720_);
                bool l_3734_ = (l_4_ != 0.0L);
                double l_3735_ = (l_3734_ ? l_3733_ : l_4_);
                double l_3736_ = (l_3729_ - l_3735_);
                double l_3737_ = (l_3708_ + l_3732_);
                bool l_3738_ = (l_4_ != 0.0L);
                double l_3739_ = (l_3738_ ? l_3737_ : l_4_);
                double l_3740_ = (l_3739_ - l_3708_);
                bool l_3741_ = (l_4_ != 0.0L);
                double l_3742_ = (l_3741_ ? l_3740_ : l_4_);
                double l_3743_ = (l_3732_ - l_3742_);
                double l_3744_ = (l_3696_ + l_3739_);
                bool l_3745_ = (l_4_ != 0.0L);
                double l_3746_ = (l_3745_ ? l_3744_ : l_4_);
                double l_3747_ = (l_3746_ - l_3696_);
                bool l_3748_ = (l_4_ != 0.0L);
                double l_3749_ = (l_3748_ ? l_3747_ : l_4_);
                double l_3750_ = (l_3739_ - l_3749_);
                double l_3751_ = (l_3684_ + l_3746_);
                bool l_3752_ = (l_4_ != 0.0L);
                double l_3753_ = (l_3752_ ? l_3751_ : l_4_);
                double l_3754_ = (l_3753_ - l_3684_);
                bool l_3755_ = (l_4_ != 0.0L);
                double l_3756_ = (l_3755_ ? l_3754_ : l_4_);
                double l_3757_ = (l_3746_ - l_3756_);
                l_mut_903_ = 0.0L;
                l_mut_901_ = 0.0L;
                l_mut_900_ = 0.0L;
                l_mut_899_ = 0.0L;
                l_mut_140_ = l_3753_;
                l_mut_141_ = 0u;
                double _e6783 = l_mut_140_;
                double l_3758_ = (_e6783 + l_3757_);
                bool l_3759_ = (l_4_ != 0.0L);
                double l_3760_ = (l_3759_ ? l_3758_ : l_4_);
                double _e6788 = l_mut_140_;
                double l_3761_ = (l_3760_ - _e6788);
                bool l_3762_ = (l_4_ != 0.0L);
                double l_3763_ = (l_3762_ ? l_3761_ : l_4_);
                double l_3764_ = (l_3757_ - l_3763_);
                uint _e6794 = l_mut_141_;
                bool l_3765_ = (_e6794 < 3u);
                bool l_3766_ = (l_3764_ != 0.0L);
                if (l_3765_) {
                    local_184 = l_3766_;
                } else {
                    local_184 = false;
                }
                bool l_3767_ = local_184;
                uint _e6803 = l_mut_141_;
                bool l_3768_ = (_e6803 == 0u);
                if (l_3767_) {
                    local_185 = l_3768_;
                } else {
                    local_185 = false;
                }
                bool l_3769_ = local_185;
                double _e6810 = l_mut_903_;
                double l_3770_ = (l_3769_ ? l_3760_ : _e6810);
                l_mut_903_ = l_3770_;
                uint _e6812 = l_mut_141_;
                bool l_3771_ = (_e6812 == 1u);
                if (l_3767_) {
                    local_186 = l_3771_;
                } else {
                    local_186 = false;
                }
                bool l_3772_ = local_186;
                double _e6819 = l_mut_901_;
                double l_3773_ = (l_3772_ ? l_3760_ : _e6819);
                l_mut_901_ = l_3773_;
                uint _e6821 = l_mut_141_;
                bool l_3774_ = (_e6821 == 2u);
                if (l_3767_) {
                    local_187 = l_3774_;
                } else {
                    local_187 = false;
                }
                bool l_3775_ = local_187;
                double _e6828 = l_mut_900_;
                double l_3776_ = (l_3775_ ? l_3760_ : _e6828);
                l_mut_900_ = l_3776_;
                double l_3777_ = (l_3767_ ? l_3764_ : l_3760_);
                double _e6831 = l_mut_140_;
                double l_3778_ = (_e6831 + l_3757_);
                double l_3779_ = (l_3765_ ? l_3777_ : l_3778_);
                l_mut_140_ = l_3779_;
                uint l_3780_ = uint(l_3767_);
                uint _e6835 = l_mut_141_;
                l_mut_141_ = (_e6835 + l_3780_);
                double _e6837 = l_mut_140_;
                double l_3781_ = (_e6837 + l_3750_);
                bool l_3782_ = (l_4_ != 0.0L);
                double l_3783_ = (l_3782_ ? l_3781_ : l_4_);
                double _e6842 = l_mut_140_;
                double l_3784_ = (l_3783_ - _e6842);
                bool l_3785_ = (l_4_ != 0.0L);
                double l_3786_ = (l_3785_ ? l_3784_ : l_4_);
                double l_3787_ = (l_3750_ - l_3786_);
                uint _e6848 = l_mut_141_;
                bool l_3788_ = (_e6848 < 3u);
                bool l_3789_ = (l_3787_ != 0.0L);
                if (l_3788_) {
                    local_188 = l_3789_;
                } else {
                    local_188 = false;
                }
                bool l_3790_ = local_188;
                uint _e6857 = l_mut_141_;
                bool l_3791_ = (_e6857 == 0u);
                if (l_3790_) {
                    local_189 = l_3791_;
                } else {
                    local_189 = false;
                }
                bool l_3792_ = local_189;
                double _e6864 = l_mut_903_;
                double l_3793_ = (l_3792_ ? l_3783_ : _e6864);
                l_mut_903_ = l_3793_;
                uint _e6866 = l_mut_141_;
                bool l_3794_ = (_e6866 == 1u);
                if (l_3790_) {
                    local_190 = l_3794_;
                } else {
                    local_190 = false;
                }
                bool l_3795_ = local_190;
                double _e6873 = l_mut_901_;
                double l_3796_ = (l_3795_ ? l_3783_ : _e6873);
                l_mut_901_ = l_3796_;
                uint _e6875 = l_mut_141_;
                bool l_3797_ = (_e6875 == 2u);
                if (l_3790_) {
                    local_191 = l_3797_;
                } else {
                    local_191 = false;
                }
                bool l_3798_ = local_191;
                double _e6882 = l_mut_900_;
                double l_3799_ = (l_3798_ ? l_3783_ : _e6882);
                l_mut_900_ = l_3799_;
                double l_3800_ = (l_3790_ ? l_3787_ : l_3783_);
                double _e6885 = l_mut_140_;
                double l_3801_ = (_e6885 + l_3750_);
                double l_3802_ = (l_3788_ ? l_3800_ : l_3801_);
                l_mut_140_ = l_3802_;
                uint l_3803_ = uint(l_3790_);
                uint _e6889 = l_mut_141_;
                l_mut_141_ = (_e6889 + l_3803_);
                double _e6891 = l_mut_140_;
                double l_3804_ = (_e6891 + l_3743_);
                bool l_3805_ = (l_4_ != 0.0L);
                double l_3806_ = (l_3805_ ? l_3804_ : l_4_);
                double _e6896 = l_mut_140_;
                double l_3807_ = (l_3806_ - _e6896);
                bool l_3808_ = (l_4_ != 0.0L);
                double l_3809_ = (l_3808_ ? l_3807_ : l_4_);
                double l_3810_ = (l_3743_ - l_3809_);
                uint _e6902 = l_mut_141_;
                bool l_3811_ = (_e6902 < 3u);
                bool l_3812_ = (l_3810_ != 0.0L);
                if (l_3811_) {
                    local_192 = l_3812_;
                } else {
                    local_192 = false;
                }
                bool l_3813_ = local_192;
                uint _e6911 = l_mut_141_;
                bool l_3814_ = (_e6911 == 0u);
                if (l_3813_) {
                    local_193 = l_3814_;
                } else {
                    local_193 = false;
                }
                bool l_3815_ = local_193;
                double _e6918 = l_mut_903_;
                double l_3816_ = (l_3815_ ? l_3806_ : _e6918);
                l_mut_903_ = l_3816_;
                uint _e6920 = l_mut_141_;
                bool l_3817_ = (_e6920 == 1u);
                if (l_3813_) {
                    local_194 = l_3817_;
                } else {
                    local_194 = false;
                }
                bool l_3818_ = local_194;
                double _e6927 = l_mut_901_;
                double l_3819_ = (l_3818_ ? l_3806_ : _e6927);
                l_mut_901_ = l_3819_;
                uint _e6929 = l_mut_141_;
                bool l_3820_ = (_e6929 == 2u);
                if (l_3813_) {
                    local_195 = l_3820_;
                } else {
                    local_195 = false;
                }
                bool l_3821_ = local_195;
                double _e6936 = l_mut_900_;
                double l_3822_ = (l_3821_ ? l_3806_ : _e6936);
                l_mut_900_ = l_3822_;
                double l_3823_ = (l_3813_ ? l_3810_ : l_3806_);
                double _e6939 = l_mut_140_;
                double l_3824_ = (_e6939 + l_3743_);
                double l_3825_ = (l_3811_ ? l_3823_ : l_3824_);
                l_mut_140_ = l_3825_;
                uint l_3826_ = uint(l_3813_);
                uint _e6943 = l_mut_141_;
                l_mut_141_ = (_e6943 + l_3826_);
                double _e6945 = l_mut_140_;
                double l_3827_ = (_e6945 + l_3736_);
                bool l_3828_ = (l_4_ != 0.0L);
                double l_3829_ = (l_3828_ ? l_3827_ : l_4_);
                double _e6950 = l_mut_140_;
                double l_3830_ = (l_3829_ - _e6950);
                bool l_3831_ = (l_4_ != 0.0L);
                double l_3832_ = (l_3831_ ? l_3830_ : l_4_);
                double l_3833_ = (l_3736_ - l_3832_);
                uint _e6956 = l_mut_141_;
                bool l_3834_ = (_e6956 < 3u);
                bool l_3835_ = (l_3833_ != 0.0L);
                if (l_3834_) {
                    local_196 = l_3835_;
                } else {
                    local_196 = false;
                }
                bool l_3836_ = local_196;
                uint _e6965 = l_mut_141_;
                bool l_3837_ = (_e6965 == 0u);
                if (l_3836_) {
                    local_197 = l_3837_;
                } else {
                    local_197 = false;
                }
                bool l_3838_ = local_197;
                double _e6972 = l_mut_903_;
                double l_3839_ = (l_3838_ ? l_3829_ : _e6972);
                l_mut_903_ = l_3839_;
                uint _e6974 = l_mut_141_;
                bool l_3840_ = (_e6974 == 1u);
                if (l_3836_) {
                    local_198 = l_3840_;
                } else {
                    local_198 = false;
                }
                bool l_3841_ = local_198;
                double _e6981 = l_mut_901_;
                double l_3842_ = (l_3841_ ? l_3829_ : _e6981);
                l_mut_901_ = l_3842_;
                uint _e6983 = l_mut_141_;
                bool l_3843_ = (_e6983 == 2u);
                if (l_3836_) {
                    local_199 = l_3843_;
                } else {
                    local_199 = false;
                }
                bool l_3844_ = local_199;
                double _e6990 = l_mut_900_;
                double l_3845_ = (l_3844_ ? l_3829_ : _e6990);
                l_mut_900_ = l_3845_;
                double l_3846_ = (l_3836_ ? l_3833_ : l_3829_);
                double _e6993 = l_mut_140_;
                double l_3847_ = (_e6993 + l_3736_);
                double l_3848_ = (l_3834_ ? l_3846_ : l_3847_);
                l_mut_140_ = l_3848_;
                uint l_3849_ = uint(l_3836_);
                uint _e6997 = l_mut_141_;
                l_mut_141_ = (_e6997 + l_3849_);
                uint _e6999 = l_mut_141_;
                bool l_3850_ = (_e6999 == 0u);
                double _e7002 = l_mut_903_;
                double _e7003 = l_mut_140_;
                double l_3851_ = (l_3850_ ? _e7003 : _e7002);
                l_mut_903_ = l_3851_;
                uint _e7005 = l_mut_141_;
                bool l_3852_ = (_e7005 == 1u);
                double _e7008 = l_mut_901_;
                double _e7009 = l_mut_140_;
                double l_3853_ = (l_3852_ ? _e7009 : _e7008);
                l_mut_901_ = l_3853_;
                uint _e7011 = l_mut_141_;
                bool l_3854_ = (_e7011 == 2u);
                double _e7014 = l_mut_900_;
                double _e7015 = l_mut_140_;
                double l_3855_ = (l_3854_ ? _e7015 : _e7014);
                l_mut_900_ = l_3855_;
                uint _e7017 = l_mut_141_;
                bool l_3856_ = (_e7017 == 3u);
                double _e7020 = l_mut_899_;
                double _e7021 = l_mut_140_;
                double l_3857_ = (l_3856_ ? _e7021 : _e7020);
                l_mut_899_ = l_3857_;
                double _e7024 = l_mut_29_;
                a_3858_[0] = _e7024;
                double _e7026 = l_mut_903_;
                a_3858_[1] = _e7026;
                double _e7028 = l_mut_30_;
                a_3858_[2] = _e7028;
                double _e7030 = l_mut_901_;
                a_3858_[3] = _e7030;
                double _e7032 = l_mut_31_;
                a_3858_[4] = _e7032;
                double _e7034 = l_mut_900_;
                a_3858_[5] = _e7034;
                double _e7036 = l_mut_32_;
                a_3858_[6] = _e7036;
                double _e7038 = l_mut_899_;
                a_3858_[7] = _e7038;
                double l_3859_ = a_3858_[7];
                l_mut_2832_ = l_3859_;
                double l_3860_ = a_3858_[6];
                double _e7043 = l_mut_2832_;
                double l_3861_ = (l_3860_ + _e7043);
                bool l_3862_ = (l_4_ != 0.0L);
                double l_3863_ = (l_3862_ ? l_3861_ : l_4_);
                double l_3864_ = (l_3863_ - l_3860_);
                bool l_3865_ = (l_4_ != 0.0L);
                double l_3866_ = (l_3865_ ? l_3864_ : l_4_);
                double l_3867_ = (l_3863_ - l_3866_);
                bool l_3868_ = (l_4_ != 0.0L);
                double l_3869_ = (l_3868_ ? l_3867_ : l_4_);
                double l_3870_ = (l_3860_ - l_3869_);
                double _e7057 = l_mut_2832_;
                double l_3871_ = (_e7057 - l_3866_);
                double l_3872_ = (l_3870_ + l_3871_);
                a_3858_[7] = l_3872_;
                l_mut_2832_ = l_3863_;
                double l_3873_ = a_3858_[5];
                double _e7063 = l_mut_2832_;
                double l_3874_ = (l_3873_ + _e7063);
                bool l_3875_ = (l_4_ != 0.0L);
                double l_3876_ = (l_3875_ ? l_3874_ : l_4_);
                double l_3877_ = (l_3876_ - l_3873_);
                bool l_3878_ = (l_4_ != 0.0L);
                double l_3879_ = (l_3878_ ? l_3877_ : l_4_);
                double l_3880_ = (l_3876_ - l_3879_);
                bool l_3881_ = (l_4_ != 0.0L);
                double l_3882_ = (l_3881_ ? l_3880_ : l_4_);
                double l_3883_ = (l_3873_ - l_3882_);
                double _e7077 = l_mut_2832_;
                double l_3884_ = (_e7077 - l_3879_);
                double l_3885_ = (l_3883_ + l_3884_);
                a_3858_[6] = l_3885_;
                l_mut_2832_ = l_3876_;
                double l_3886_ = a_3858_[4];
                double _e7083 = l_mut_2832_;
                double l_3887_ = (l_3886_ + _e7083);
                bool l_3888_ = (l_4_ != 0.0L);
                double l_3889_ = (l_3888_ ? l_3887_ : l_4_);
                double l_3890_ = (l_3889_ - l_3886_);
                bool l_3891_ = (l_4_ != 0.0L);
                double l_3892_ = (l_3891_ ? l_3890_ : l_4_);
                double l_3893_ = (l_3889_ - l_3892_);
                bool l_3894_ = (l_4_ != 0.0L);
                double l_3895_ = (l_3894_ ? l_3893_ : l_4_);
                double l_3896_ = (l_3886_ - l_3895_);
                double _e7097 = l_mut_2832_;
                double l_3897_ = (_e7097 - l_3892_);
                double l_3898_ = (l_3896_ + l_3897_);
                a_3858_[5] = l_3898_;
                l_mut_2832_ = l_3889_;
                double l_3899_ = a_3858_[3];
                double _e7103 = l_mut_2832_;
                double l_3900_ = (l_3899_ + _e7103);
                bool l_3901_ = (l_4_ != 0.0L);
                double l_3902_ = (l_3901_ ? l_3900_ : l_4_);
                double l_3903_ = (l_3902_ - l_3899_);
                bool l_3904_ = (l_4_ != 0.0L);
                double l_3905_ = (l_3904_ ? l_3903_ : l_4_);
                double l_3906_ = (l_3902_ - l_3905_);
                bool l_3907_ = (l_4_ != 0.0L);
                double l_3908_ = (l_3907_ ? l_3906_ : l_4_);
                double l_3909_ = (l_3899_ - l_3908_);
                double _e7117 = l_mut_2832_;
                double l_3910_ = (_e7117 - l_3905_);
                double l_3911_ = (l_3909_ + l_3910_);
                a_3858_[4] = l_3911_;
                l_mut_2832_ = l_3902_;
                double l_3912_ = a_3858_[2];
                double _e7123 = l_mut_2832_;
                double l_3913_ = (l_3912_ + _e7123);
                bool l_3914_ = (l_4_ != 0.0L);
                double l_3915_ = (l_3914_ ? l_3913_ : l_4_);
                double l_3916_ = (l_3915_ - l_3912_);
                bool l_3917_ = (l_4_ != 0.0L);
                double l_3918_ = (l_3917_ ? l_3916_ : l_4_);
                double l_3919_ = (l_3915_ - l_3918_);
                bool l_3920_ = (l_4_ != 0.0L);
                double l_3921_ = (l_3920_ ? l_3919_ : l_4_);
                double l_3922_ = (l_3912_ - l_3921_);
                double _e7137 = l_mut_2832_;
                double l_3923_ = (_e7137 - l_3918_);
                double l_3924_ = (l_3922_ + l_3923_);
                a_3858_[3] = l_3924_;
                l_mut_2832_ = l_3915_;
                double l_3925_ = a_3858_[1];
                double _e7143 = l_mut_2832_;
                double l_3926_ = (l_3925_ + _e7143);
                bool l_3927_ = (l_4_ != 0.0L);
                double l_3928_ = (l_3927_ ? l_3926_ : l_4_);
                double l_3929_ = (l_3928_ - l_3925_);
                bool l_3930_ = (l_4_ != 0.0L);
                double l_3931_ = (l_3930_ ? l_3929_ : l_4_);
                double l_3932_ = (l_3928_ - l_3931_);
                bool l_3933_ = (l_4_ != 0.0L);
                double l_3934_ = (l_3933_ ? l_3932_ : l_4_);
                double l_3935_ = (l_3925_ - l_3934_);
                double _e7157 = l_mut_2832_;
                double l_3936_ = (_e7157 - l_3931_);
                double l_3937_ = (l_3935_ + l_3936_);
                a_3858_[2] = l_3937_;
                l_mut_2832_ = l_3928_;
                double l_3938_ = a_3858_[0];
                double _e7163 = l_mut_2832_;
                double l_3939_ = (l_3938_ + _e7163);
                bool l_3940_ = (l_4_ != 0.0L);
                double l_3941_ = (l_3940_ ? l_3939_ : l_4_);
                double l_3942_ = (l_3941_ - l_3938_);
                bool l_3943_ = (l_4_ != 0.0L);
                double l_3944_ = (l_3943_ ? l_3942_ : l_4_);
                double l_3945_ = (l_3941_ - l_3944_);
                bool l_3946_ = (l_4_ != 0.0L);
                double l_3947_ = (l_3946_ ? l_3945_ : l_4_);
                double l_3948_ = (l_3938_ - l_3947_);
                double _e7177 = l_mut_2832_;
                double l_3949_ = (_e7177 - l_3944_);
                double l_3950_ = (l_3948_ + l_3949_);
                a_3858_[1] = l_3950_;
                l_mut_2832_ = l_3941_;
                double _e7182 = l_mut_2832_;
                a_3858_[0] = _e7182;
                double l_3951_ = a_3858_[7];
                l_mut_2832_ = l_3951_;
                double l_3952_ = a_3858_[6];
                double _e7187 = l_mut_2832_;
                double l_3953_ = (l_3952_ + _e7187);
                bool l_3954_ = (l_4_ != 0.0L);
                double l_3955_ = (l_3954_ ? l_3953_ : l_4_);
                double l_3956_ = (l_3955_ - l_3952_);
                bool l_3957_ = (l_4_ != 0.0L);
                double l_3958_ = (l_3957_ ? l_3956_ : l_4_);
                double l_3959_ = (l_3955_ - l_3958_);
                bool l_3960_ = (l_4_ != 0.0L);
                double l_3961_ = (l_3960_ ? l_3959_ : l_4_);
                double l_3962_ = (l_3952_ - l_3961_);
                double _e7201 = l_mut_2832_;
                double l_3963_ = (_e7201 - l_3958_);
                double l_3964_ = (l_3962_ + l_3963_);
                a_3858_[7] = l_3964_;
                l_mut_2832_ = l_3955_;
                double l_3965_ = a_3858_[5];
                double _e7207 = l_mut_2832_;
                double l_3966_ = (l_3965_ + _e7207);
                bool l_3967_ = (l_4_ != 0.0L);
                double l_3968_ = (l_3967_ ? l_3966_ : l_4_);
                double l_3969_ = (l_3968_ - l_3965_);
                bool l_3970_ = (l_4_ != 0.0L);
                double l_3971_ = (l_3970_ ? l_3969_ : l_4_);
                double l_3972_ = (l_3968_ - l_3971_);
                bool l_3973_ = (l_4_ != 0.0L);
                double l_3974_ = (l_3973_ ? l_3972_ : l_4_);
                double l_3975_ = (l_3965_ - l_3974_);
                double _e7221 = l_mut_2832_;
                double l_3976_ = (_e7221 - l_3971_);
                double l_3977_ = (l_3975_ + l_3976_);
                a_3858_[6] = l_3977_;
                l_mut_2832_ = l_3968_;
                double l_3978_ = a_3858_[4];
                double _e7227 = l_mut_2832_;
                double l_3979_ = (l_3978_ + _e7227);
                bool l_3980_ = (l_4_ != 0.0L);
                double l_3981_ = (l_3980_ ? l_3979_ : l_4_);
                double l_3982_ = (l_3981_ - l_3978_);
                bool l_3983_ = (l_4_ != 0.0L);
                double l_3984_ = (l_3983_ ? l_3982_ : l_4_);
                double l_3985_ = (l_3981_ - l_3984_);
                bool l_3986_ = (l_4_ != 0.0L);
                double l_3987_ = (l_3986_ ? l_3985_ : l_4_);
                double l_3988_ = (l_3978_ - l_3987_);
                double _e7241 = l_mut_2832_;
                double l_3989_ = (_e7241 - l_3984_);
                double l_3990_ = (l_3988_ + l_3989_);
                a_3858_[5] = l_3990_;
                l_mut_2832_ = l_3981_;
                double l_3991_ = a_3858_[3];
                double _e7247 = l_mut_2832_;
                double l_3992_ = (l_3991_ + _e7247);
                bool l_3993_ = (l_4_ != 0.0L);
                double l_3994_ = (l_3993_ ? l_3992_ : l_4_);
                double l_3995_ = (l_3994_ - l_3991_);
                bool l_3996_ = (l_4_ != 0.0L);
                double l_3997_ = (l_3996_ ? l_3995_ : l_4_);
                double l_3998_ = (l_3994_ - l_3997_);
                bool l_3999_ = (l_4_ != 0.0L);
                double l_4000_ = (l_3999_ ? l_3998_ : l_4_);
                double l_4001_ = (l_3991_ - l_4000_);
                double _e7261 = l_mut_2832_;
                double l_4002_ = (_e7261 - l_3997_);
                double l_4003_ = (l_4001_ + l_4002_);
                a_3858_[4] = l_4003_;
                l_mut_2832_ = l_3994_;
                double l_4004_ = a_3858_[2];
                double _e7267 = l_mut_2832_;
                double l_4005_ = (l_4004_ + _e7267);
                bool l_4006_ = (l_4_ != 0.0L);
                double l_4007_ = (l_4006_ ? l_4005_ : l_4_);
                double l_4008_ = (l_4007_ - l_4004_);
                bool l_4009_ = (l_4_ != 0.0L);
                double l_4010_ = (l_4009_ ? l_4008_ : l_4_);
                double l_4011_ = (l_4007_ - l_4010_);
                bool l_4012_ = (l_4_ != 0.0L);
                double l_4013_ = (l_4012_ ? l_4011_ : l_4_);
                double l_4014_ = (l_4004_ - l_4013_);
                double _e7281 = l_mut_2832_;
                double l_4015_ = (_e7281 - l_4010_);
                double l_4016_ = (l_4014_ + l_4015_);
                a_3858_[3] = l_4016_;
                l_mut_2832_ = l_4007_;
                double l_4017_ = a_3858_[1];
                double _e7287 = l_mut_2832_;
                double l_4018_ = (l_4017_ + _e7287);
                bool l_4019_ = (l_4_ != 0.0L);
                double l_4020_ = (l_4019_ ? l_4018_ : l_4_);
                double l_4021_ = (l_4020_ - l_4017_);
                bool l_4022_ = (l_4_ != 0.0L);
                double l_4023_ = (l_4022_ ? l_4021_ : l_4_);
                double l_4024_ = (l_4020_ - l_4023_);
                bool l_4025_ = (l_4_ != 0.0L);
                double l_4026_ = (l_4025_ ? l_4024_ : l_4_);
                double l_4027_ = (l_4017_ - l_4026_);
                double _e7301 = l_mut_2832_;
                double l_4028_ = (_e7301 - l_4023_);
                double l_4029_ = (l_4027_ + l_4028_);
                a_3858_[2] = l_4029_;
                l_mut_2832_ = l_4020_;
                double l_4030_ = a_3858_[0];
                double _e7307 = l_mut_2832_;
                double l_4031_ = (l_4030_ + _e7307);
                bool l_4032_ = (l_4_ != 0.0L);
                double l_4033_ = (l_4032_ ? l_4031_ : l_4_);
                double l_4034_ = (l_4033_ - l_4030_);
                bool l_4035_ = (l_4_ != 0.0L);
                double l_4036_ = (l_4035_ ? l_4034_ : l_4_);
                double l_4037_ = (l_4033_ - l_4036_);
                bool l_4038_ = (l_4_ != 0.0L);
                double l_4039_ = (l_4038_ ? l_4037_ : l_4_);
                double l_4040_ = (l_4030_ - l_4039_);
                double _e7321 = l_mut_2832_;
                double l_4041_ = (_e7321 - l_4036_);
                double l_4042_ = (l_4040_ + l_4041_);
                a_3858_[1] = l_4042_;
                l_mut_2832_ = l_4033_;
                double _e7326 = l_mut_2832_;
                a_3858_[0] = _e7326;
                l_mut_2832_ = 0.0L;
                l_mut_2830_ = 0.0L;
                l_mut_2829_ = 0.0L;
                l_mut_2828_ = 0.0L;
                double l_4043_ = a_3858_[0];
                l_mut_140_ = l_4043_;
                l_mut_141_ = 0u;
                double l_4044_ = a_3858_[1];
                double _e7336 = l_mut_140_;
                double l_4045_ = (_e7336 + l_4044_);
                bool l_4046_ = (l_4_ != 0.0L);
                double l_4047_ = (l_4046_ ? l_4045_ : l_4_);
                double _e7341 = l_mut_140_;
                double l_4048_ = (l_4047_ - _e7341);
                bool l_4049_ = (l_4_ != 0.0L);
                double l_4050_ = (l_4049_ ? l_4048_ : l_4_);
                double l_4051_ = (l_4047_ - l_4050_);
                bool l_4052_ = (l_4_ != 0.0L);
                double l_4053_ = (l_4052_ ? l_4051_ : l_4_);
                double _e7350 = l_mut_140_;
                double l_4054_ = (_e7350 - l_4053_);
                double l_4055_ = (l_4044_ - l_4050_);
                double l_4056_ = (l_4054_ + l_4055_);
                uint _e7354 = l_mut_141_;
                bool l_4057_ = (_e7354 < 3u);
                bool l_4058_ = (l_4056_ != 0.0L);
                if (l_4057_) {
                    local_200 = l_4058_;
                } else {
                    local_200 = false;
                }
                bool l_4059_ = local_200;
                uint _e7363 = l_mut_141_;
                bool l_4060_ = (_e7363 == 0u);
                if (l_4059_) {
                    local_201 = l_4060_;
                } else {
                    local_201 = false;
                }
                bool l_4061_ = local_201;
                double _e7370 = l_mut_2832_;
                double l_4062_ = (l_4061_ ? l_4047_ : _e7370);
                l_mut_2832_ = l_4062_;
                uint _e7372 = l_mut_141_;
                bool l_4063_ = (_e7372 == 1u);
                if (l_4059_) {
                    local_202 = l_4063_;
                } else {
                    local_202 = false;
                }
                bool l_4064_ = local_202;
                double _e7379 = l_mut_2830_;
                double l_4065_ = (l_4064_ ? l_4047_ : _e7379);
                l_mut_2830_ = l_4065_;
                uint _e7381 = l_mut_141_;
                bool l_4066_ = (_e7381 == 2u);
                if (l_4059_) {
                    local_203 = l_4066_;
                } else {
                    local_203 = false;
                }
                bool l_4067_ = local_203;
                double _e7388 = l_mut_2829_;
                double l_4068_ = (l_4067_ ? l_4047_ : _e7388);
                l_mut_2829_ = l_4068_;
                double l_4069_ = (l_4059_ ? l_4056_ : l_4047_);
                double _e7391 = l_mut_140_;
                double l_4070_ = (_e7391 + l_4044_);
                double l_4071_ = (l_4057_ ? l_4069_ : l_4070_);
                l_mut_140_ = l_4071_;
                uint l_4072_ = uint(l_4059_);
                uint _e7395 = l_mut_141_;
                l_mut_141_ = (_e7395 + l_4072_);
                double l_4073_ = a_3858_[2];
                double _e7399 = l_mut_140_;
                double l_4074_ = (_e7399 + l_4073_);
                bool l_4075_ = (l_4_ != 0.0L);
                double l_4076_ = (l_4075_ ? l_4074_ : l_4_);
                double _e7404 = l_mut_140_;
                double l_4077_ = (l_4076_ - _e7404);
                bool l_4078_ = (l_4_ != 0.0L);
                double l_4079_ = (l_4078_ ? l_4077_ : l_4_);
                double l_4080_ = (l_4076_ - l_4079_);
                bool l_4081_ = (l_4_ != 0.0L);
                double l_4082_ = (l_4081_ ? l_4080_ : l_4_);
                double _e7413 = l_mut_140_;
                double l_4083_ = (_e7413 - l_4082_);
                double l_4084_ = (l_4073_ - l_4079_);
                double l_4085_ = (l_4083_ + l_4084_);
                uint _e7417 = l_mut_141_;
                bool l_4086_ = (_e7417 < 3u);
                bool l_4087_ = (l_4085_ != 0.0L);
                if (l_4086_) {
                    local_204 = l_4087_;
                } else {
                    local_204 = false;
                }
                bool l_4088_ = local_204;
                uint _e7426 = l_mut_141_;
                bool l_4089_ = (_e7426 == 0u);
                if (l_4088_) {
                    local_205 = l_4089_;
                } else {
                    local_205 = false;
                }
                bool l_4090_ = local_205;
                double _e7433 = l_mut_2832_;
                double l_4091_ = (l_4090_ ? l_4076_ : _e7433);
                l_mut_2832_ = l_4091_;
                uint _e7435 = l_mut_141_;
                bool l_4092_ = (_e7435 == 1u);
                if (l_4088_) {
                    local_206 = l_4092_;
                } else {
                    local_206 = false;
                }
                bool l_4093_ = local_206;
                double _e7442 = l_mut_2830_;
                double l_4094_ = (l_4093_ ? l_4076_ : _e7442);
                l_mut_2830_ = l_4094_;
                uint _e7444 = l_mut_141_;
                bool l_4095_ = (_e7444 == 2u);
                if (l_4088_) {
                    local_207 = l_4095_;
                } else {
                    local_207 = false;
                }
                bool l_4096_ = local_207;
                double _e7451 = l_mut_2829_;
                double l_4097_ = (l_4096_ ? l_4076_ : _e7451);
                l_mut_2829_ = l_4097_;
                double l_4098_ = (l_4088_ ? l_4085_ : l_4076_);
                double _e7454 = l_mut_140_;
                double l_4099_ = (_e7454 + l_4073_);
                double l_4100_ = (l_4086_ ? l_4098_ : l_4099_);
                l_mut_140_ = l_4100_;
                uint l_4101_ = uint(l_4088_);
                uint _e7458 = l_mut_141_;
                l_mut_141_ = (_e7458 + l_4101_);
                double l_4102_ = a_3858_[3];
                double _e7462 = l_mut_140_;
                double l_4103_ = (_e7462 + l_4102_);
                bool l_4104_ = (l_4_ != 0.0L);
                double l_4105_ = (l_4104_ ? l_4103_ : l_4_);
                double _e7467 = l_mut_140_;
                double l_4106_ = (l_4105_ - _e7467);
                bool l_4107_ = (l_4_ != 0.0L);
                double l_4108_ = (l_4107_ ? l_4106_ : l_4_);
                double l_4109_ = (l_4105_ - l_4108_);
                bool l_4110_ = (l_4_ != 0.0L);
                double l_4111_ = (l_4110_ ? l_4109_ : l_4_);
                double _e7476 = l_mut_140_;
                double l_4112_ = (_e7476 - l_4111_);
                double l_4113_ = (l_4102_ - l_4108_);
                double l_4114_ = (l_4112_ + l_4113_);
                uint _e7480 = l_mut_141_;
                bool l_4115_ = (_e7480 < 3u);
                bool l_4116_ = (l_4114_ != 0.0L);
                if (l_4115_) {
                    local_208 = l_4116_;
                } else {
                    local_208 = false;
                }
                bool l_4117_ = local_208;
                uint _e7489 = l_mut_141_;
                bool l_4118_ = (_e7489 == 0u);
                if (l_4117_) {
                    local_209 = l_4118_;
                } else {
                    local_209 = false;
                }
                bool l_4119_ = local_209;
                double _e7496 = l_mut_2832_;
                double l_4120_ = (l_4119_ ? l_4105_ : _e7496);
                l_mut_2832_ = l_4120_;
                uint _e7498 = l_mut_141_;
                bool l_4121_ = (_e7498 == 1u);
                if (l_4117_) {
                    local_210 = l_4121_;
                } else {
                    local_210 = false;
                }
                bool l_4122_ = local_210;
                double _e7505 = l_mut_2830_;
                double l_4123_ = (l_4122_ ? l_4105_ : _e7505);
                l_mut_2830_ = l_4123_;
                uint _e7507 = l_mut_141_;
                bool l_4124_ = (_e7507 == 2u);
                if (l_4117_) {
                    local_211 = l_4124_;
                } else {
                    local_211 = false;
                }
                bool l_4125_ = local_211;
                double _e7514 = l_mut_2829_;
                double l_4126_ = (l_4125_ ? l_4105_ : _e7514);
                l_mut_2829_ = l_4126_;
                double l_4127_ = (l_4117_ ? l_4114_ : l_4105_);
                double _e7517 = l_mut_140_;
                double l_4128_ = (_e7517 + l_4102_);
                double l_4129_ = (l_4115_ ? l_4127_ : l_4128_);
                l_mut_140_ = l_4129_;
                uint l_4130_ = uint(l_4117_);
                uint _e7521 = l_mut_141_;
                l_mut_141_ = (_e7521 + l_4130_);
                double l_4131_ = a_3858_[4];
                double _e7525 = l_mut_140_;
                double l_4132_ = (_e7525 + l_4131_);
                bool l_4133_ = (l_4_ != 0.0L);
                double l_4134_ = (l_4133_ ? l_4132_ : l_4_);
                double _e7530 = l_mut_140_;
                double l_4135_ = (l_4134_ - _e7530);
                bool l_4136_ = (l_4_ != 0.0L);
                double l_4137_ = (l_4136_ ? l_4135_ : l_4_);
                double l_4138_ = (l_4134_ - l_4137_);
                bool l_4139_ = (l_4_ != 0.0L);
                double l_4140_ = (l_4139_ ? l_4138_ : l_4_);
                double _e7539 = l_mut_140_;
                double l_4141_ = (_e7539 - l_4140_);
                double l_4142_ = (l_4131_ - l_4137_);
                double l_4143_ = (l_4141_ + l_4142_);
                uint _e7543 = l_mut_141_;
                bool l_4144_ = (_e7543 < 3u);
                bool l_4145_ = (l_4143_ != 0.0L);
                if (l_4144_) {
                    local_212 = l_4145_;
                } else {
                    local_212 = false;
                }
                bool l_4146_ = local_212;
                uint _e7552 = l_mut_141_;
                bool l_4147_ = (_e7552 == 0u);
                if (l_4146_) {
                    local_213 = l_4147_;
                } else {
                    local_213 = false;
                }
                bool l_4148_ = local_213;
                double _e7559 = l_mut_2832_;
                double l_4149_ = (l_4148_ ? l_4134_ : _e7559);
                l_mut_2832_ = l_4149_;
                uint _e7561 = l_mut_141_;
                bool l_4150_ = (_e7561 == 1u);
                if (l_4146_) {
                    local_214 = l_4150_;
                } else {
                    local_214 = false;
                }
                bool l_4151_ = local_214;
                double _e7568 = l_mut_2830_;
                double l_4152_ = (l_4151_ ? l_4134_ : _e7568);
                l_mut_2830_ = l_4152_;
                uint _e7570 = l_mut_141_;
                bool l_4153_ = (_e7570 == 2u);
                if (l_4146_) {
                    local_215 = l_4153_;
                } else {
                    local_215 = false;
                }
                bool l_4154_ = local_215;
                double _e7577 = l_mut_2829_;
                double l_4155_ = (l_4154_ ? l_4134_ : _e7577);
                l_mut_2829_ = l_4155_;
                double l_4156_ = (l_4146_ ? l_4143_ : l_4134_);
                double _e7580 = l_mut_140_;
                double l_4157_ = (_e7580 + l_4131_);
                double l_4158_ = (l_4144_ ? l_4156_ : l_4157_);
                l_mut_140_ = l_4158_;
                uint l_4159_ = uint(l_4146_);
                uint _e7584 = l_mut_141_;
                l_mut_141_ = (_e7584 + l_4159_);
                double l_4160_ = a_3858_[5];
                double _e7588 = l_mut_140_;
                double l_4161_ = (_e7588 + l_4160_);
                bool l_4162_ = (l_4_ != 0.0L);
                double l_4163_ = (l_4162_ ? l_4161_ : l_4_);
                double _e7593 = l_mut_140_;
                double l_4164_ = (l_4163_ - _e7593);
                bool l_4165_ = (l_4_ != 0.0L);
                double l_4166_ = (l_4165_ ? l_4164_ : l_4_);
                double l_4167_ = (l_4163_ - l_4166_);
                bool l_4168_ = (l_4_ != 0.0L);
                double l_4169_ = (l_4168_ ? l_4167_ : l_4_);
                double _e7602 = l_mut_140_;
                double l_4170_ = (_e7602 - l_4169_);
                double l_4171_ = (l_4160_ - l_4166_);
                double l_4172_ = (l_4170_ + l_4171_);
                uint _e7606 = l_mut_141_;
                bool l_4173_ = (_e7606 < 3u);
                bool l_4174_ = (l_4172_ != 0.0L);
                if (l_4173_) {
                    local_216 = l_4174_;
                } else {
                    local_216 = false;
                }
                bool l_4175_ = local_216;
                uint _e7615 = l_mut_141_;
                bool l_4176_ = (_e7615 == 0u);
                if (l_4175_) {
                    local_217 = l_4176_;
                } else {
                    local_217 = false;
                }
                bool l_4177_ = local_217;
                double _e7622 = l_mut_2832_;
                double l_4178_ = (l_4177_ ? l_4163_ : _e7622);
                l_mut_2832_ = l_4178_;
                uint _e7624 = l_mut_141_;
                bool l_4179_ = (_e7624 == 1u);
                if (l_4175_) {
                    local_218 = l_4179_;
                } else {
                    local_218 = false;
                }
                bool l_4180_ = local_218;
                double _e7631 = l_mut_2830_;
                double l_4181_ = (l_4180_ ? l_4163_ : _e7631);
                l_mut_2830_ = l_4181_;
                uint _e7633 = l_mut_141_;
                bool l_4182_ = (_e7633 == 2u);
                if (l_4175_) {
                    local_219 = l_4182_;
                } else {
                    local_219 = false;
                }
                bool l_4183_ = local_219;
                double _e7640 = l_mut_2829_;
                double l_4184_ = (l_4183_ ? l_4163_ : _e7640);
                l_mut_2829_ = l_4184_;
                double l_4185_ = (l_4175_ ? l_4172_ : l_4163_);
                double _e7643 = l_mut_140_;
                double l_4186_ = (_e7643 + l_4160_);
                double l_4187_ = (l_4173_ ? l_4185_ : l_4186_);
                l_mut_140_ = l_4187_;
                uint l_4188_ = uint(l_4175_);
                uint _e7647 = l_mut_141_;
                l_mut_141_ = (_e7647 + l_4188_);
                double l_4189_ = a_3858_[6];
                double _e7651 = l_mut_140_;
                double l_4190_ = (_e7651 + l_4189_);
                bool l_4191_ = (l_4_ != 0.0L);
                double l_4192_ = (l_4191_ ? l_4190_ : l_4_);
                double _e7656 = l_mut_140_;
                double l_4193_ = (l_4192_ - _e7656);
                bool l_4194_ = (l_4_ != 0.0L);
                double l_4195_ = (l_4194_ ? l_4193_ : l_4_);
                double l_4196_ = (l_4192_ - l_4195_);
                bool l_4197_ = (l_4_ != 0.0L);
                double l_4198_ = (l_4197_ ? l_4196_ : l_4_);
                double _e7665 = l_mut_140_;
                double l_4199_ = (_e7665 - l_4198_);
                double l_4200_ = (l_4189_ - l_4195_);
                double l_4201_ = (l_4199_ + l_4200_);
                uint _e7669 = l_mut_141_;
                bool l_4202_ = (_e7669 < 3u);
                bool l_4203_ = (l_4201_ != 0.0L);
                if (l_4202_) {
                    local_220 = l_4203_;
                } else {
                    local_220 = false;
                }
                bool l_4204_ = local_220;
                uint _e7678 = l_mut_141_;
                bool l_4205_ = (_e7678 == 0u);
                if (l_4204_) {
                    local_221 = l_4205_;
                } else {
                    local_221 = false;
                }
                bool l_4206_ = local_221;
                double _e7685 = l_mut_2832_;
                double l_4207_ = (l_4206_ ? l_4192_ : _e7685);
                l_mut_2832_ = l_4207_;
                uint _e7687 = l_mut_141_;
                bool l_4208_ = (_e7687 == 1u);
                if (l_4204_) {
                    local_222 = l_4208_;
                } else {
                    local_222 = false;
                }
                bool l_4209_ = local_222;
                double _e7694 = l_mut_2830_;
                double l_4210_ = (l_4209_ ? l_4192_ : _e7694);
                l_mut_2830_ = l_4210_;
                uint _e7696 = l_mut_141_;
                bool l_4211_ = (_e7696 == 2u);
                if (l_4204_) {
                    local_223 = l_4211_;
                } else {
                    local_223 = false;
                }
                bool l_4212_ = local_223;
                double _e7703 = l_mut_2829_;
                double l_4213_ = (l_4212_ ? l_4192_ : _e7703);
                l_mut_2829_ = l_4213_;
                double l_4214_ = (l_4204_ ? l_4201_ : l_4192_);
                double _e7706 = l_mut_140_;
                double l_4215_ = (_e7706 + l_4189_);
                double l_4216_ = (l_4202_ ? l_4214_ : l_4215_);
                l_mut_140_ = l_4216_;
                uint l_4217_ = uint(l_4204_);
                uint _e7710 = l_mut_141_;
                l_mut_141_ = (_e7710 + l_4217_);
                double l_4218_ = a_3858_[7];
                double _e7714 = l_mut_140_;
                double l_4219_ = (_e7714 + l_4218_);
                bool l_4220_ = (l_4_ != 0.0L);
                double l_4221_ = (l_4220_ ? l_4219_ : l_4_);
                double _e7719 = l_mut_140_;
                double l_4222_ = (l_4221_ - _e7719);
                bool l_4223_ = (l_4_ != 0.0L);
                double l_4224_ = (l_4223_ ? l_4222_ : l_4_);
                double l_4225_ = (l_4221_ - l_4224_);
                bool l_4226_ = (l_4_ != 0.0L);
                double l_4227_ = (l_4226_ ? l_4225_ : l_4_);
                double _e7728 = l_mut_140_;
                double l_4228_ = (_e7728 - l_4227_);
                double l_4229_ = (l_4218_ - l_4224_);
                double l_4230_ = (l_4228_ + l_4229_);
                uint _e7732 = l_mut_141_;
                bool l_4231_ = (_e7732 < 3u);
                bool l_4232_ = (l_4230_ != 0.0L);
                if (l_4231_) {
                    local_224 = l_4232_;
                } else {
                    local_224 = false;
                }
                bool l_4233_ = local_224;
                uint _e7741 = l_mut_141_;
                bool l_4234_ = (_e7741 == 0u);
                if (l_4233_) {
                    local_225 = l_4234_;
                } else {
                    local_225 = false;
                }
                bool l_4235_ = local_225;
                double _e7748 = l_mut_2832_;
                double l_4236_ = (l_4235_ ? l_4221_ : _e7748);
                l_mut_2832_ = l_4236_;
                uint _e7750 = l_mut_141_;
                bool l_4237_ = (_e7750 == 1u);
                if (l_4233_) {
                    local_226 = l_4237_;
                } else {
                    local_226 = false;
                }
                bool l_4238_ = local_226;
                double _e7757 = l_mut_2830_;
                double l_4239_ = (l_4238_ ? l_4221_ : _e7757);
                l_mut_2830_ = l_4239_;
                uint _e7759 = l_mut_141_;
                bool l_4240_ = (_e7759 == 2u);
                if (l_4233_) {
                    local_227 = l_4240_;
                } else {
                    local_227 = false;
                }
                bool l_4241_ = local_227;
                double _e7766 = l_mut_2829_;
                double l_4242_ = (l_4241_ ? l_4221_ : _e7766);
                l_mut_2829_ = l_4242_;
                double l_4243_ = (l_4233_ ? l_4230_ : l_4221_);
                double _e7769 = l_mut_140_;
                double l_4244_ = (_e7769 + l_4218_);
                double l_4245_ = (l_4231_ ? l_4243_ : l_4244_);
                l_mut_140_ = l_4245_;
                uint l_4246_ = uint(l_4233_);
                uint _e7773 = l_mut_141_;
                l_mut_141_ = (_e7773 + l_4246_);
                uint _e7775 = l_mut_141_;
                bool l_4247_ = (_e7775 == 0u);
                double _e7778 = l_mut_2832_;
                double _e7779 = l_mut_140_;
                double l_4248_ = (l_4247_ ? _e7779 : _e7778);
                l_mut_2832_ = l_4248_;
                uint _e7781 = l_mut_141_;
                bool l_4249_ = (_e7781 == 1u);
                double _e7784 = l_mut_2830_;
                double _e7785 = l_mut_140_;
                double l_4250_ = (l_4249_ ? _e7785 : _e7784);
                l_mut_2830_ = l_4250_;
                uint _e7787 = l_mut_141_;
                bool l_4251_ = (_e7787 == 2u);
                double _e7790 = l_mut_2829_;
                double _e7791 = l_mut_140_;
                double l_4252_ = (l_4251_ ? _e7791 : _e7790);
                l_mut_2829_ = l_4252_;
                uint _e7793 = l_mut_141_;
                bool l_4253_ = (_e7793 == 3u);
                double _e7796 = l_mut_2828_;
                double _e7797 = l_mut_140_;
                double l_4254_ = (l_4253_ ? _e7797 : _e7796);
                l_mut_2828_ = l_4254_;
                double _e7799 = l_mut_2832_;
                l_mut_29_ = _e7799;
                double _e7800 = l_mut_2830_;
                l_mut_30_ = _e7800;
                double _e7801 = l_mut_2829_;
                l_mut_31_ = _e7801;
                double _e7802 = l_mut_2828_;
                l_mut_32_ = _e7802;
            }
        }
        uint l_4337_ = asuint(info.Load(12+0));
        uint l_4338_ = (l_4337_ * 1u);
        bool l_4339_ = (id < l_4338_);
        if (l_4339_) {
            double _e7815 = l_mut_29_;
            buffer_3_global.Store(id*8, _e7815);
        }
        uint l_4255_ = (l_1_ + id);
        uint l_4340_ = asuint(info.Load(12+0));
        uint l_4341_ = (l_4340_ * 1u);
        bool l_4342_ = (l_4255_ < l_4341_);
        if (l_4342_) {
            double _e7826 = l_mut_30_;
            buffer_3_global.Store(l_4255_*8, _e7826);
        }
        uint l_4256_ = (2u * l_1_);
        uint l_4257_ = (l_4256_ + id);
        uint l_4343_ = asuint(info.Load(12+0));
        uint l_4344_ = (l_4343_ * 1u);
        bool l_4345_ = (l_4257_ < l_4344_);
        if (l_4345_) {
            double _e7839 = l_mut_31_;
            buffer_3_global.Store(l_4257_*8, _e7839);
        }
        uint l_4258_ = (3u * l_1_);
        uint l_4259_ = (l_4258_ + id);
        uint l_4346_ = asuint(info.Load(12+0));
        uint l_4347_ = (l_4346_ * 1u);
        bool l_4348_ = (l_4259_ < l_4347_);
        if (l_4348_) {
            double _e7852 = l_mut_32_;
            buffer_3_global.Store(l_4259_*8, _e7852);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
