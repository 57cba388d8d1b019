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

int naga_div(int lhs, int rhs) {
    return lhs / (((lhs == int(-2147483647 - 1) & rhs == -1) | (rhs == 0)) ? 1 : rhs);
}

uint naga_f2u32(float value) {
    return uint(clamp(value, 0.0, 4294967000.0));
}

[numthreads(64, 1, 1)]
void multi_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_142_ = (float)0;
    float l_mut_159_ = (float)0;
    float l_mut_160_ = (float)0;
    uint l_mut_438_ = (uint)0;
    float l_mut_93_ = (float)0;
    uint l_mut_94_ = 1u;
    uint l_mut_130_ = 1u;
    uint l_mut_143_ = 0u;
    uint l_mut_161_ = (uint)0;
    uint l_mut_193_ = (uint)0;
    uint l_mut_354_ = (uint)0;
    uint l_mut_441_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_548_ = asuint(info.Load(8+0));
        uint l_549_ = (l_548_ * 1u);
        bool l_550_ = (0u < l_549_);
        uint l_551_ = (l_549_ - 1u);
        uint l_552_ = min(0u, l_551_);
        float l_553_ = asfloat(buffer_2_global.Load(l_552_*4));
        float l_3_ = (l_550_ ? l_553_ : 0.0);
        uint l_555_ = asuint(info.Load(8+0));
        uint l_556_ = (l_555_ * 1u);
        bool l_557_ = (1u < l_556_);
        uint l_558_ = (l_556_ - 1u);
        uint l_559_ = min(1u, l_558_);
        float l_560_ = asfloat(buffer_2_global.Load(l_559_*4));
        float l_4_ = (l_557_ ? l_560_ : 0.0);
        uint l_562_ = asuint(info.Load(0+0));
        uint l_563_ = (l_562_ * 1u);
        bool l_564_ = (id < l_563_);
        uint l_565_ = (l_563_ - 1u);
        uint l_566_ = min(id, l_565_);
        float l_567_ = asfloat(buffer_0_global.Load(l_566_*4));
        float l_5_ = (l_564_ ? l_567_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_569_ = asuint(info.Load(0+0));
        uint l_570_ = (l_569_ * 1u);
        bool l_571_ = (l_6_ < l_570_);
        uint l_572_ = (l_570_ - 1u);
        uint l_573_ = min(l_6_, l_572_);
        float l_574_ = asfloat(buffer_0_global.Load(l_573_*4));
        float l_7_ = (l_571_ ? l_574_ : 0.0);
        uint l_576_ = asuint(info.Load(4+0));
        uint l_577_ = (l_576_ * 1u);
        bool l_578_ = (id < l_577_);
        uint l_579_ = (l_577_ - 1u);
        uint l_580_ = min(id, l_579_);
        float l_581_ = asfloat(buffer_1_global.Load(l_580_*4));
        float l_8_ = (l_578_ ? l_581_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_583_ = asuint(info.Load(4+0));
        uint l_584_ = (l_583_ * 1u);
        bool l_585_ = (l_9_ < l_584_);
        uint l_586_ = (l_584_ - 1u);
        uint l_587_ = min(l_9_, l_586_);
        float l_588_ = asfloat(buffer_1_global.Load(l_587_*4));
        float l_10_ = (l_585_ ? l_588_ : 0.0);
        uint l_590_ = asuint(info.Load(8+0));
        uint l_591_ = (l_590_ * 1u);
        bool l_592_ = (4u < l_591_);
        uint l_593_ = (l_591_ - 1u);
        uint l_594_ = min(4u, l_593_);
        float l_595_ = asfloat(buffer_2_global.Load(l_594_*4));
        float l_12_ = (l_592_ ? l_595_ : 0.0);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_597_ = asuint(info.Load(8+0));
        uint l_598_ = (l_597_ * 1u);
        bool l_599_ = (2u < l_598_);
        uint l_600_ = (l_598_ - 1u);
        uint l_601_ = min(2u, l_600_);
        float l_602_ = asfloat(buffer_2_global.Load(l_601_*4));
        float l_15_ = (l_599_ ? l_602_ : 0.0);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_604_ = asuint(info.Load(8+0));
        uint l_605_ = (l_604_ * 1u);
        bool l_606_ = (3u < l_605_);
        uint l_607_ = (l_605_ - 1u);
        uint l_608_ = min(3u, l_607_);
        float l_609_ = asfloat(buffer_2_global.Load(l_608_*4));
        float l_18_ = (l_606_ ? l_609_ : 0.0);
        uint l_19_ = naga_f2u32(l_18_);
        uint l_21_ = (6u + l_19_);
        uint l_22_ = (l_16_ - 1u);
        uint l_23_ = (2u * l_22_);
        uint l_24_ = (l_21_ + l_23_);
        uint l_25_ = asuint(l_5_);
        uint l_26_ = (l_25_ & 8388607u);
        bool l_27_ = (l_26_ >= 3474675u);
        int l_28_ = int(l_27_);
        uint l_29_ = (l_25_ >> 23u);
        int l_30_ = int(l_29_);
        int l_31_ = asint(asuint(l_30_) - asuint(int(127)));
        int l_32_ = asint(asuint(l_31_) + asuint(l_28_));
        int l_33_ = naga_div(l_32_, int(2));
        int l_34_ = asint(asuint(int(127)) - asuint(l_33_));
        uint l_35_ = uint(l_34_);
        uint l_36_ = (l_35_ << 23u);
        float l_37_ = asfloat(l_36_);
        int l_38_ = asint(asuint(l_32_) - asuint(l_33_));
        int l_39_ = asint(asuint(int(127)) - asuint(l_38_));
        uint l_40_ = uint(l_39_);
        uint l_41_ = (l_40_ << 23u);
        float l_42_ = asfloat(l_41_);
        float l_43_ = (l_5_ * l_37_);
        float l_44_ = (l_43_ * l_42_);
        float l_45_ = (l_44_ - l_4_);
        float l_46_ = (l_4_ + l_4_);
        float l_47_ = (l_46_ + l_45_);
        bool l_48_ = (l_4_ != 0.0);
        float l_49_ = (l_48_ ? l_47_ : l_4_);
        float l_50_ = (l_49_ - l_46_);
        bool l_51_ = (l_4_ != 0.0);
        float l_52_ = (l_51_ ? l_50_ : l_4_);
        float l_53_ = (l_45_ - l_52_);
        float l_54_ = (l_4_ / l_49_);
        float l_55_ = (l_45_ * l_54_);
        float l_56_ = (l_55_ * l_49_);
        bool l_57_ = (l_4_ != 0.0);
        float l_58_ = (l_57_ ? l_56_ : l_4_);
        float l_59_ = (l_3_ * l_55_);
        bool l_60_ = (l_4_ != 0.0);
        float l_61_ = (l_60_ ? l_59_ : l_4_);
        float l_62_ = (l_61_ - l_55_);
        bool l_63_ = (l_4_ != 0.0);
        float l_64_ = (l_63_ ? l_62_ : l_4_);
        float l_65_ = (l_61_ - l_64_);
        float l_66_ = (l_55_ - l_65_);
        float l_67_ = (l_3_ * l_49_);
        bool l_68_ = (l_4_ != 0.0);
        float l_69_ = (l_68_ ? l_67_ : l_4_);
        float l_70_ = (l_69_ - l_49_);
        bool l_71_ = (l_4_ != 0.0);
        float l_72_ = (l_71_ ? l_70_ : l_4_);
        float l_73_ = (l_69_ - l_72_);
        float l_74_ = (l_49_ - l_73_);
        float l_75_ = (l_65_ * l_73_);
        float l_76_ = (l_75_ - l_58_);
        float l_77_ = (l_65_ * l_74_);
        float l_78_ = (l_76_ + l_77_);
        float l_79_ = (l_66_ * l_73_);
        float l_80_ = (l_78_ + l_79_);
        float l_81_ = (l_66_ * l_74_);
        float l_82_ = (l_80_ + l_81_);
        float l_83_ = (l_45_ - l_58_);
        float l_84_ = (l_83_ - l_82_);
        float l_85_ = (l_55_ * l_53_);
        float l_86_ = (l_84_ - l_85_);
        float l_87_ = (l_86_ * l_54_);
        float l_88_ = (l_55_ * l_55_);
        uint l_611_ = asuint(info.Load(8+0));
        uint l_612_ = (l_611_ * 1u);
        bool l_613_ = (5u < l_612_);
        uint l_614_ = (l_612_ - 1u);
        uint l_615_ = min(5u, l_614_);
        float l_616_ = asfloat(buffer_2_global.Load(l_615_*4));
        float l_90_ = (l_613_ ? l_616_ : 0.0);
        uint l_91_ = naga_f2u32(l_90_);
        uint l_618_ = asuint(info.Load(8+0));
        uint l_619_ = (l_618_ * 1u);
        bool l_620_ = (l_24_ < l_619_);
        uint l_621_ = (l_619_ - 1u);
        uint l_622_ = min(l_24_, l_621_);
        float l_623_ = asfloat(buffer_2_global.Load(l_622_*4));
        float l_92_ = (l_620_ ? l_623_ : 0.0);
        l_mut_93_ = l_92_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e328 = l_mut_94_;
                l_mut_94_ = (_e328 + 1u);
            }
            loop_init = false;
            uint _e305 = l_mut_94_;
            if ((_e305 < l_91_)) {
            } else {
                break;
            }
            {
                float _e307 = l_mut_93_;
                float l_95_ = (_e307 * l_88_);
                uint _e309 = l_mut_94_;
                uint l_96_ = (l_24_ + _e309);
                uint l_645_ = asuint(info.Load(8+0));
                uint l_646_ = (l_645_ * 1u);
                bool l_647_ = (l_96_ < l_646_);
                uint l_648_ = (l_646_ - 1u);
                uint l_649_ = min(l_96_, l_648_);
                float l_650_ = asfloat(buffer_2_global.Load(l_649_*4));
                float l_97_ = (l_647_ ? l_650_ : 0.0);
                float l_98_ = (l_95_ + l_97_);
                l_mut_93_ = l_98_;
            }
        }
        float l_99_ = (l_55_ + l_55_);
        float l_100_ = (l_55_ * l_88_);
        float _e332 = l_mut_93_;
        float l_101_ = (l_100_ * _e332);
        float l_102_ = (l_87_ + l_101_);
        float l_103_ = (2.0 * l_102_);
        float l_104_ = (l_99_ + l_103_);
        bool l_105_ = (l_4_ != 0.0);
        float l_106_ = (l_105_ ? l_104_ : l_4_);
        float l_107_ = (l_106_ - l_99_);
        bool l_108_ = (l_4_ != 0.0);
        float l_109_ = (l_108_ ? l_107_ : l_4_);
        float l_110_ = (l_103_ - l_109_);
        uint l_625_ = asuint(info.Load(8+0));
        uint l_626_ = (l_625_ * 1u);
        bool l_627_ = (3u < l_626_);
        uint l_628_ = (l_626_ - 1u);
        uint l_629_ = min(3u, l_628_);
        float l_630_ = asfloat(buffer_2_global.Load(l_629_*4));
        float l_112_ = (l_627_ ? l_630_ : 0.0);
        uint l_113_ = naga_f2u32(l_112_);
        float l_115_ = float(l_32_);
        uint l_632_ = asuint(info.Load(8+0));
        uint l_633_ = (l_632_ * 1u);
        bool l_634_ = (6u < l_633_);
        uint l_635_ = (l_633_ - 1u);
        uint l_636_ = min(6u, l_635_);
        float l_637_ = asfloat(buffer_2_global.Load(l_636_*4));
        float l_116_ = (l_634_ ? l_637_ : 0.0);
        float l_117_ = (l_115_ * l_116_);
        float l_118_ = (l_117_ + l_106_);
        bool l_119_ = (l_4_ != 0.0);
        float l_120_ = (l_119_ ? l_118_ : l_4_);
        float l_121_ = (l_120_ - l_117_);
        bool l_122_ = (l_4_ != 0.0);
        float l_123_ = (l_122_ ? l_121_ : l_4_);
        float l_124_ = (l_120_ - l_123_);
        bool l_125_ = (l_4_ != 0.0);
        float l_126_ = (l_125_ ? l_124_ : l_4_);
        float l_127_ = (l_117_ - l_126_);
        float l_128_ = (l_106_ - l_123_);
        float l_129_ = (l_127_ + l_128_);
        l_mut_93_ = l_110_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e421 = l_mut_130_;
                l_mut_130_ = (_e421 + 1u);
            }
            loop_init_1 = false;
            uint _e398 = l_mut_130_;
            if ((_e398 < l_113_)) {
            } else {
                break;
            }
            {
                uint _e400 = l_mut_130_;
                uint l_131_ = (6u + _e400);
                uint l_652_ = asuint(info.Load(8+0));
                uint l_653_ = (l_652_ * 1u);
                bool l_654_ = (l_131_ < l_653_);
                uint l_655_ = (l_653_ - 1u);
                uint l_656_ = min(l_131_, l_655_);
                float l_657_ = asfloat(buffer_2_global.Load(l_656_*4));
                float l_132_ = (l_654_ ? l_657_ : 0.0);
                float l_133_ = (l_115_ * l_132_);
                float _e418 = l_mut_93_;
                l_mut_93_ = (_e418 + l_133_);
            }
        }
        float _e423 = l_mut_93_;
        float l_134_ = (l_129_ + _e423);
        float l_135_ = (l_120_ + l_134_);
        bool l_136_ = (l_4_ != 0.0);
        float l_137_ = (l_136_ ? l_135_ : l_4_);
        float l_138_ = (l_137_ - l_120_);
        bool l_139_ = (l_4_ != 0.0);
        float l_140_ = (l_139_ ? l_138_ : l_4_);
        float l_141_ = (l_134_ - l_140_);
        l_mut_93_ = l_137_;
        l_mut_142_ = l_141_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e1126 = l_mut_143_;
                l_mut_143_ = (_e1126 + 1u);
            }
            loop_init_2 = false;
            uint _e436 = l_mut_143_;
            if ((_e436 < l_13_)) {
            } else {
                break;
            }
            {
                float _e438 = l_mut_93_;
                float l_144_ = -(_e438);
                float _e440 = l_mut_142_;
                float l_145_ = -(_e440);
                uint l_659_ = asuint(info.Load(8+0));
                uint l_660_ = (l_659_ * 1u);
                bool l_661_ = (2u < l_660_);
                uint l_662_ = (l_660_ - 1u);
                uint l_663_ = min(2u, l_662_);
                float l_664_ = asfloat(buffer_2_global.Load(l_663_*4));
                float l_147_ = (l_661_ ? l_664_ : 0.0);
                uint l_148_ = naga_f2u32(l_147_);
                uint l_666_ = asuint(info.Load(8+0));
                uint l_667_ = (l_666_ * 1u);
                bool l_668_ = (3u < l_667_);
                uint l_669_ = (l_667_ - 1u);
                uint l_670_ = min(3u, l_669_);
                float l_671_ = asfloat(buffer_2_global.Load(l_670_*4));
                float l_150_ = (l_668_ ? l_671_ : 0.0);
                uint l_151_ = naga_f2u32(l_150_);
                uint l_673_ = asuint(info.Load(8+0));
                uint l_674_ = (l_673_ * 1u);
                bool l_675_ = (6u < l_674_);
                uint l_676_ = (l_674_ - 1u);
                uint l_677_ = min(6u, l_676_);
                float l_678_ = asfloat(buffer_2_global.Load(l_677_*4));
                float l_153_ = (l_675_ ? l_678_ : 0.0);
                float l_154_ = (l_144_ / l_153_);
                float l_155_ = (l_154_ + 0.5);
                float l_156_ = floor(l_155_);
                float l_158_ = (l_156_ * 1.0);
                l_mut_159_ = l_144_;
                l_mut_160_ = l_145_;
                l_mut_161_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e552 = l_mut_161_;
                        l_mut_161_ = (_e552 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e501 = l_mut_161_;
                    if ((_e501 < l_151_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e503 = l_mut_161_;
                        uint l_162_ = (6u + _e503);
                        uint l_694_ = asuint(info.Load(8+0));
                        uint l_695_ = (l_694_ * 1u);
                        bool l_696_ = (l_162_ < l_695_);
                        uint l_697_ = (l_695_ - 1u);
                        uint l_698_ = min(l_162_, l_697_);
                        float l_699_ = asfloat(buffer_2_global.Load(l_698_*4));
                        float l_163_ = (l_696_ ? l_699_ : 0.0);
                        float l_164_ = -(l_163_);
                        float l_165_ = (l_158_ * l_164_);
                        float _e522 = l_mut_159_;
                        float l_166_ = (_e522 + l_165_);
                        bool l_167_ = (l_4_ != 0.0);
                        float l_168_ = (l_167_ ? l_166_ : l_4_);
                        float _e527 = l_mut_159_;
                        float l_169_ = (l_168_ - _e527);
                        bool l_170_ = (l_4_ != 0.0);
                        float l_171_ = (l_170_ ? l_169_ : l_4_);
                        float l_172_ = (l_168_ - l_171_);
                        bool l_173_ = (l_4_ != 0.0);
                        float l_174_ = (l_173_ ? l_172_ : l_4_);
                        float _e536 = l_mut_159_;
                        float l_175_ = (_e536 - l_174_);
                        float l_176_ = (l_165_ - l_171_);
                        float l_177_ = (l_175_ + l_176_);
                        float _e540 = l_mut_160_;
                        float l_178_ = (l_177_ + _e540);
                        float l_179_ = (l_168_ + l_178_);
                        bool l_180_ = (l_4_ != 0.0);
                        float l_181_ = (l_180_ ? l_179_ : l_4_);
                        float l_182_ = (l_181_ - l_168_);
                        bool l_183_ = (l_4_ != 0.0);
                        float l_184_ = (l_183_ ? l_182_ : l_4_);
                        float l_185_ = (l_178_ - l_184_);
                        l_mut_159_ = l_181_;
                        l_mut_160_ = l_185_;
                    }
                }
                float _e554 = l_mut_159_;
                float l_186_ = (_e554 * 0.00390625);
                float _e557 = l_mut_160_;
                float l_187_ = (_e557 * 0.00390625);
                uint l_188_ = (l_148_ - 1u);
                uint l_189_ = (6u + l_151_);
                uint l_680_ = asuint(info.Load(8+0));
                uint l_681_ = (l_680_ * 1u);
                bool l_682_ = (l_189_ < l_681_);
                uint l_683_ = (l_681_ - 1u);
                uint l_684_ = min(l_189_, l_683_);
                float l_685_ = asfloat(buffer_2_global.Load(l_684_*4));
                float l_190_ = (l_682_ ? l_685_ : 0.0);
                l_mut_160_ = l_190_;
                uint l_191_ = (l_189_ + 1u);
                uint l_687_ = asuint(info.Load(8+0));
                uint l_688_ = (l_687_ * 1u);
                bool l_689_ = (l_191_ < l_688_);
                uint l_690_ = (l_688_ - 1u);
                uint l_691_ = min(l_191_, l_690_);
                float l_692_ = asfloat(buffer_2_global.Load(l_691_*4));
                float l_192_ = (l_689_ ? l_692_ : 0.0);
                l_mut_159_ = l_192_;
                l_mut_193_ = 1u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e713 = l_mut_193_;
                        l_mut_193_ = (_e713 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e597 = l_mut_193_;
                    if ((_e597 < l_188_)) {
                    } else {
                        break;
                    }
                    {
                        float _e599 = l_mut_160_;
                        float l_194_ = (_e599 * l_186_);
                        bool l_195_ = (l_4_ != 0.0);
                        float l_196_ = (l_195_ ? l_194_ : l_4_);
                        float _e604 = l_mut_160_;
                        float l_197_ = (l_3_ * _e604);
                        bool l_198_ = (l_4_ != 0.0);
                        float l_199_ = (l_198_ ? l_197_ : l_4_);
                        float _e609 = l_mut_160_;
                        float l_200_ = (l_199_ - _e609);
                        bool l_201_ = (l_4_ != 0.0);
                        float l_202_ = (l_201_ ? l_200_ : l_4_);
                        float l_203_ = (l_199_ - l_202_);
                        float _e615 = l_mut_160_;
                        float l_204_ = (_e615 - l_203_);
                        float l_205_ = (l_3_ * l_186_);
                        bool l_206_ = (l_4_ != 0.0);
                        float l_207_ = (l_206_ ? l_205_ : l_4_);
                        float l_208_ = (l_207_ - l_186_);
                        bool l_209_ = (l_4_ != 0.0);
                        float l_210_ = (l_209_ ? l_208_ : l_4_);
                        float l_211_ = (l_207_ - l_210_);
                        float l_212_ = (l_186_ - l_211_);
                        float l_213_ = (l_203_ * l_211_);
                        float l_214_ = (l_213_ - l_196_);
                        float l_215_ = (l_203_ * l_212_);
                        float l_216_ = (l_214_ + l_215_);
                        float l_217_ = (l_204_ * l_211_);
                        float l_218_ = (l_216_ + l_217_);
                        float l_219_ = (l_204_ * l_212_);
                        float l_220_ = (l_218_ + l_219_);
                        float _e635 = l_mut_160_;
                        float l_221_ = (_e635 * l_187_);
                        float _e637 = l_mut_159_;
                        float l_222_ = (_e637 * l_186_);
                        float l_223_ = (l_221_ + l_222_);
                        float l_224_ = (l_220_ + l_223_);
                        float l_225_ = (l_196_ + l_224_);
                        bool l_226_ = (l_4_ != 0.0);
                        float l_227_ = (l_226_ ? l_225_ : l_4_);
                        float l_228_ = (l_227_ - l_196_);
                        bool l_229_ = (l_4_ != 0.0);
                        float l_230_ = (l_229_ ? l_228_ : l_4_);
                        float l_231_ = (l_224_ - l_230_);
                        uint _e651 = l_mut_193_;
                        uint l_232_ = (2u * _e651);
                        uint l_233_ = (l_189_ + l_232_);
                        uint l_701_ = asuint(info.Load(8+0));
                        uint l_702_ = (l_701_ * 1u);
                        bool l_703_ = (l_233_ < l_702_);
                        uint l_704_ = (l_702_ - 1u);
                        uint l_705_ = min(l_233_, l_704_);
                        float l_706_ = asfloat(buffer_2_global.Load(l_705_*4));
                        float l_234_ = (l_703_ ? l_706_ : 0.0);
                        uint l_235_ = (l_233_ + 1u);
                        uint l_708_ = asuint(info.Load(8+0));
                        uint l_709_ = (l_708_ * 1u);
                        bool l_710_ = (l_235_ < l_709_);
                        uint l_711_ = (l_709_ - 1u);
                        uint l_712_ = min(l_235_, l_711_);
                        float l_713_ = asfloat(buffer_2_global.Load(l_712_*4));
                        float l_236_ = (l_710_ ? l_713_ : 0.0);
                        float l_237_ = (l_227_ + l_234_);
                        bool l_238_ = (l_4_ != 0.0);
                        float l_239_ = (l_238_ ? l_237_ : l_4_);
                        float l_240_ = (l_239_ - l_227_);
                        bool l_241_ = (l_4_ != 0.0);
                        float l_242_ = (l_241_ ? l_240_ : l_4_);
                        float l_243_ = (l_239_ - l_242_);
                        bool l_244_ = (l_4_ != 0.0);
                        float l_245_ = (l_244_ ? l_243_ : l_4_);
                        float l_246_ = (l_227_ - l_245_);
                        float l_247_ = (l_234_ - l_242_);
                        float l_248_ = (l_246_ + l_247_);
                        float l_249_ = (l_231_ + l_236_);
                        float l_250_ = (l_248_ + l_249_);
                        float l_251_ = (l_239_ + l_250_);
                        bool l_252_ = (l_4_ != 0.0);
                        float l_253_ = (l_252_ ? l_251_ : l_4_);
                        float l_254_ = (l_253_ - l_239_);
                        bool l_255_ = (l_4_ != 0.0);
                        float l_256_ = (l_255_ ? l_254_ : l_4_);
                        float l_257_ = (l_250_ - l_256_);
                        l_mut_160_ = l_253_;
                        l_mut_159_ = l_257_;
                    }
                }
                float _e715 = l_mut_160_;
                float l_258_ = (_e715 * l_186_);
                bool l_259_ = (l_4_ != 0.0);
                float l_260_ = (l_259_ ? l_258_ : l_4_);
                float _e720 = l_mut_160_;
                float l_261_ = (l_3_ * _e720);
                bool l_262_ = (l_4_ != 0.0);
                float l_263_ = (l_262_ ? l_261_ : l_4_);
                float _e725 = l_mut_160_;
                float l_264_ = (l_263_ - _e725);
                bool l_265_ = (l_4_ != 0.0);
                float l_266_ = (l_265_ ? l_264_ : l_4_);
                float l_267_ = (l_263_ - l_266_);
                float _e731 = l_mut_160_;
                float l_268_ = (_e731 - l_267_);
                float l_269_ = (l_3_ * l_186_);
                bool l_270_ = (l_4_ != 0.0);
                float l_271_ = (l_270_ ? l_269_ : l_4_);
                float l_272_ = (l_271_ - l_186_);
                bool l_273_ = (l_4_ != 0.0);
                float l_274_ = (l_273_ ? l_272_ : l_4_);
                float l_275_ = (l_271_ - l_274_);
                float l_276_ = (l_186_ - l_275_);
                float l_277_ = (l_267_ * l_275_);
                float l_278_ = (l_277_ - l_260_);
                float l_279_ = (l_267_ * l_276_);
                float l_280_ = (l_278_ + l_279_);
                float l_281_ = (l_268_ * l_275_);
                float l_282_ = (l_280_ + l_281_);
                float l_283_ = (l_268_ * l_276_);
                float l_284_ = (l_282_ + l_283_);
                float _e751 = l_mut_160_;
                float l_285_ = (_e751 * l_187_);
                float _e753 = l_mut_159_;
                float l_286_ = (_e753 * l_186_);
                float l_287_ = (l_285_ + l_286_);
                float l_288_ = (l_284_ + l_287_);
                float l_289_ = (l_260_ + l_288_);
                bool l_290_ = (l_4_ != 0.0);
                float l_291_ = (l_290_ ? l_289_ : l_4_);
                float l_292_ = (l_291_ - l_260_);
                bool l_293_ = (l_4_ != 0.0);
                float l_294_ = (l_293_ ? l_292_ : l_4_);
                float l_295_ = (l_288_ - l_294_);
                float l_296_ = (l_291_ + l_4_);
                bool l_297_ = (l_4_ != 0.0);
                float l_298_ = (l_297_ ? l_296_ : l_4_);
                float l_299_ = (l_298_ - l_291_);
                bool l_300_ = (l_4_ != 0.0);
                float l_301_ = (l_300_ ? l_299_ : l_4_);
                float l_302_ = (l_298_ - l_301_);
                bool l_303_ = (l_4_ != 0.0);
                float l_304_ = (l_303_ ? l_302_ : l_4_);
                float l_305_ = (l_291_ - l_304_);
                float l_306_ = (l_4_ - l_301_);
                float l_307_ = (l_305_ + l_306_);
                float l_308_ = (l_307_ + l_295_);
                float l_309_ = (l_298_ + l_308_);
                bool l_310_ = (l_4_ != 0.0);
                float l_311_ = (l_310_ ? l_309_ : l_4_);
                float l_312_ = (l_311_ - l_298_);
                bool l_313_ = (l_4_ != 0.0);
                float l_314_ = (l_313_ ? l_312_ : l_4_);
                float l_315_ = (l_308_ - l_314_);
                float l_316_ = (l_311_ * l_186_);
                bool l_317_ = (l_4_ != 0.0);
                float l_318_ = (l_317_ ? l_316_ : l_4_);
                float l_319_ = (l_3_ * l_311_);
                bool l_320_ = (l_4_ != 0.0);
                float l_321_ = (l_320_ ? l_319_ : l_4_);
                float l_322_ = (l_321_ - l_311_);
                bool l_323_ = (l_4_ != 0.0);
                float l_324_ = (l_323_ ? l_322_ : l_4_);
                float l_325_ = (l_321_ - l_324_);
                float l_326_ = (l_311_ - l_325_);
                float l_327_ = (l_3_ * l_186_);
                bool l_328_ = (l_4_ != 0.0);
                float l_329_ = (l_328_ ? l_327_ : l_4_);
                float l_330_ = (l_329_ - l_186_);
                bool l_331_ = (l_4_ != 0.0);
                float l_332_ = (l_331_ ? l_330_ : l_4_);
                float l_333_ = (l_329_ - l_332_);
                float l_334_ = (l_186_ - l_333_);
                float l_335_ = (l_325_ * l_333_);
                float l_336_ = (l_335_ - l_318_);
                float l_337_ = (l_325_ * l_334_);
                float l_338_ = (l_336_ + l_337_);
                float l_339_ = (l_326_ * l_333_);
                float l_340_ = (l_338_ + l_339_);
                float l_341_ = (l_326_ * l_334_);
                float l_342_ = (l_340_ + l_341_);
                float l_343_ = (l_311_ * l_187_);
                float l_344_ = (l_315_ * l_186_);
                float l_345_ = (l_343_ + l_344_);
                float l_346_ = (l_342_ + l_345_);
                float l_347_ = (l_318_ + l_346_);
                bool l_348_ = (l_4_ != 0.0);
                float l_349_ = (l_348_ ? l_347_ : l_4_);
                float l_350_ = (l_349_ - l_318_);
                bool l_351_ = (l_4_ != 0.0);
                float l_352_ = (l_351_ ? l_350_ : l_4_);
                float l_353_ = (l_346_ - l_352_);
                l_mut_160_ = l_349_;
                l_mut_159_ = l_353_;
                l_mut_354_ = 0u;
                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                bool loop_init_5 = true;
                while(true) {
                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                    if (!loop_init_5) {
                        uint _e931 = l_mut_354_;
                        l_mut_354_ = (_e931 + 1u);
                    }
                    loop_init_5 = false;
                    uint _e838 = l_mut_354_;
                    if ((_e838 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        float _e841 = l_mut_160_;
                        float l_355_ = (_e841 * 2.0);
                        float _e844 = l_mut_159_;
                        float l_356_ = (_e844 * 2.0);
                        float _e847 = l_mut_160_;
                        float _e848 = l_mut_160_;
                        float l_357_ = (_e847 * _e848);
                        bool l_358_ = (l_4_ != 0.0);
                        float l_359_ = (l_358_ ? l_357_ : l_4_);
                        float _e853 = l_mut_160_;
                        float l_360_ = (l_3_ * _e853);
                        bool l_361_ = (l_4_ != 0.0);
                        float l_362_ = (l_361_ ? l_360_ : l_4_);
                        float _e858 = l_mut_160_;
                        float l_363_ = (l_362_ - _e858);
                        bool l_364_ = (l_4_ != 0.0);
                        float l_365_ = (l_364_ ? l_363_ : l_4_);
                        float l_366_ = (l_362_ - l_365_);
                        float _e864 = l_mut_160_;
                        float l_367_ = (_e864 - l_366_);
                        float _e866 = l_mut_160_;
                        float l_368_ = (l_3_ * _e866);
                        bool l_369_ = (l_4_ != 0.0);
                        float l_370_ = (l_369_ ? l_368_ : l_4_);
                        float _e871 = l_mut_160_;
                        float l_371_ = (l_370_ - _e871);
                        bool l_372_ = (l_4_ != 0.0);
                        float l_373_ = (l_372_ ? l_371_ : l_4_);
                        float l_374_ = (l_370_ - l_373_);
                        float _e877 = l_mut_160_;
                        float l_375_ = (_e877 - l_374_);
                        float l_376_ = (l_366_ * l_374_);
                        float l_377_ = (l_376_ - l_359_);
                        float l_378_ = (l_366_ * l_375_);
                        float l_379_ = (l_377_ + l_378_);
                        float l_380_ = (l_367_ * l_374_);
                        float l_381_ = (l_379_ + l_380_);
                        float l_382_ = (l_367_ * l_375_);
                        float l_383_ = (l_381_ + l_382_);
                        float _e887 = l_mut_160_;
                        float _e888 = l_mut_159_;
                        float l_384_ = (_e887 * _e888);
                        float _e890 = l_mut_159_;
                        float _e891 = l_mut_160_;
                        float l_385_ = (_e890 * _e891);
                        float l_386_ = (l_384_ + l_385_);
                        float l_387_ = (l_383_ + l_386_);
                        float l_388_ = (l_359_ + l_387_);
                        bool l_389_ = (l_4_ != 0.0);
                        float l_390_ = (l_389_ ? l_388_ : l_4_);
                        float l_391_ = (l_390_ - l_359_);
                        bool l_392_ = (l_4_ != 0.0);
                        float l_393_ = (l_392_ ? l_391_ : l_4_);
                        float l_394_ = (l_387_ - l_393_);
                        float l_395_ = (l_355_ + l_390_);
                        bool l_396_ = (l_4_ != 0.0);
                        float l_397_ = (l_396_ ? l_395_ : l_4_);
                        float l_398_ = (l_397_ - l_355_);
                        bool l_399_ = (l_4_ != 0.0);
                        float l_400_ = (l_399_ ? l_398_ : l_4_);
                        float l_401_ = (l_397_ - l_400_);
                        bool l_402_ = (l_4_ != 0.0);
                        float l_403_ = (l_402_ ? l_401_ : l_4_);
                        float l_404_ = (l_355_ - l_403_);
                        float l_405_ = (l_390_ - l_400_);
                        float l_406_ = (l_404_ + l_405_);
                        float l_407_ = (l_356_ + l_394_);
                        float l_408_ = (l_406_ + l_407_);
                        float l_409_ = (l_397_ + l_408_);
                        bool l_410_ = (l_4_ != 0.0);
                        float l_411_ = (l_410_ ? l_409_ : l_4_);
                        float l_412_ = (l_411_ - l_397_);
                        bool l_413_ = (l_4_ != 0.0);
                        float l_414_ = (l_413_ ? l_412_ : l_4_);
                        float l_415_ = (l_408_ - l_414_);
                        l_mut_160_ = l_411_;
                        l_mut_159_ = l_415_;
                    }
                }
                float _e933 = l_mut_160_;
                float l_416_ = (_e933 + l_4_);
                bool l_417_ = (l_4_ != 0.0);
                float l_418_ = (l_417_ ? l_416_ : l_4_);
                float _e938 = l_mut_160_;
                float l_419_ = (l_418_ - _e938);
                bool l_420_ = (l_4_ != 0.0);
                float l_421_ = (l_420_ ? l_419_ : l_4_);
                float l_422_ = (l_418_ - l_421_);
                bool l_423_ = (l_4_ != 0.0);
                float l_424_ = (l_423_ ? l_422_ : l_4_);
                float _e947 = l_mut_160_;
                float l_425_ = (_e947 - l_424_);
                float l_426_ = (l_4_ - l_421_);
                float l_427_ = (l_425_ + l_426_);
                float _e951 = l_mut_159_;
                float l_428_ = (l_427_ + _e951);
                float l_429_ = (l_418_ + l_428_);
                bool l_430_ = (l_4_ != 0.0);
                float l_431_ = (l_430_ ? l_429_ : l_4_);
                float l_432_ = (l_431_ - l_418_);
                bool l_433_ = (l_4_ != 0.0);
                float l_434_ = (l_433_ ? l_432_ : l_4_);
                float l_435_ = (l_428_ - l_434_);
                float l_436_ = abs(l_156_);
                uint l_437_ = naga_f2u32(l_436_);
                l_mut_438_ = l_437_;
                bool l_439_ = (l_156_ < 0.0);
                float l_440_ = (l_439_ ? 0.5 : 2.0);
                l_mut_160_ = l_440_;
                l_mut_159_ = 1.0;
                l_mut_441_ = 0u;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_6 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_6) {
                        uint _e992 = l_mut_441_;
                        l_mut_441_ = (_e992 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e972 = l_mut_441_;
                    if ((_e972 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e975 = l_mut_438_;
                        uint l_442_ = (_e975 & 1u);
                        bool l_443_ = (l_442_ == 1u);
                        float _e980 = l_mut_159_;
                        float _e981 = l_mut_160_;
                        float l_444_ = (_e980 * _e981);
                        float _e983 = l_mut_159_;
                        float l_445_ = (l_443_ ? l_444_ : _e983);
                        l_mut_159_ = l_445_;
                        float _e985 = l_mut_160_;
                        float _e986 = l_mut_160_;
                        l_mut_160_ = (_e985 * _e986);
                        uint _e988 = l_mut_438_;
                        l_mut_438_ = (_e988 >> 1u);
                    }
                }
                float _e994 = l_mut_159_;
                float l_446_ = (l_431_ * _e994);
                float _e996 = l_mut_159_;
                float l_447_ = (l_435_ * _e996);
                float l_448_ = (l_5_ * l_446_);
                bool l_449_ = (l_4_ != 0.0);
                float l_450_ = (l_449_ ? l_448_ : l_4_);
                float l_451_ = (l_3_ * l_5_);
                bool l_452_ = (l_4_ != 0.0);
                float l_453_ = (l_452_ ? l_451_ : l_4_);
                float l_454_ = (l_453_ - l_5_);
                bool l_455_ = (l_4_ != 0.0);
                float l_456_ = (l_455_ ? l_454_ : l_4_);
                float l_457_ = (l_453_ - l_456_);
                float l_458_ = (l_5_ - l_457_);
                float l_459_ = (l_3_ * l_446_);
                bool l_460_ = (l_4_ != 0.0);
                float l_461_ = (l_460_ ? l_459_ : l_4_);
                float l_462_ = (l_461_ - l_446_);
                bool l_463_ = (l_4_ != 0.0);
                float l_464_ = (l_463_ ? l_462_ : l_4_);
                float l_465_ = (l_461_ - l_464_);
                float l_466_ = (l_446_ - l_465_);
                float l_467_ = (l_457_ * l_465_);
                float l_468_ = (l_467_ - l_450_);
                float l_469_ = (l_457_ * l_466_);
                float l_470_ = (l_468_ + l_469_);
                float l_471_ = (l_458_ * l_465_);
                float l_472_ = (l_470_ + l_471_);
                float l_473_ = (l_458_ * l_466_);
                float l_474_ = (l_472_ + l_473_);
                float l_475_ = (l_5_ * l_447_);
                float l_476_ = (l_7_ * l_446_);
                float l_477_ = (l_475_ + l_476_);
                float l_478_ = (l_474_ + l_477_);
                float l_479_ = (l_450_ + l_478_);
                bool l_480_ = (l_4_ != 0.0);
                float l_481_ = (l_480_ ? l_479_ : l_4_);
                float l_482_ = (l_481_ - l_450_);
                bool l_483_ = (l_4_ != 0.0);
                float l_484_ = (l_483_ ? l_482_ : l_4_);
                float l_485_ = (l_478_ - l_484_);
                float l_486_ = -(l_4_);
                float l_487_ = (l_481_ + l_486_);
                bool l_488_ = (l_4_ != 0.0);
                float l_489_ = (l_488_ ? l_487_ : l_4_);
                float l_490_ = (l_489_ - l_481_);
                bool l_491_ = (l_4_ != 0.0);
                float l_492_ = (l_491_ ? l_490_ : l_4_);
                float l_493_ = (l_489_ - l_492_);
                bool l_494_ = (l_4_ != 0.0);
                float l_495_ = (l_494_ ? l_493_ : l_4_);
                float l_496_ = (l_481_ - l_495_);
                float l_497_ = (l_486_ - l_492_);
                float l_498_ = (l_496_ + l_497_);
                float l_499_ = (l_498_ + l_485_);
                float l_500_ = (l_489_ + l_499_);
                bool l_501_ = (l_4_ != 0.0);
                float l_502_ = (l_501_ ? l_500_ : l_4_);
                float l_503_ = (l_502_ - l_489_);
                bool l_504_ = (l_4_ != 0.0);
                float l_505_ = (l_504_ ? l_503_ : l_4_);
                float l_506_ = (l_499_ - l_505_);
                float _e1069 = l_mut_93_;
                float l_507_ = (_e1069 + l_502_);
                bool l_508_ = (l_4_ != 0.0);
                float l_509_ = (l_508_ ? l_507_ : l_4_);
                float _e1074 = l_mut_93_;
                float l_510_ = (l_509_ - _e1074);
                bool l_511_ = (l_4_ != 0.0);
                float l_512_ = (l_511_ ? l_510_ : l_4_);
                float l_513_ = (l_509_ - l_512_);
                bool l_514_ = (l_4_ != 0.0);
                float l_515_ = (l_514_ ? l_513_ : l_4_);
                float _e1083 = l_mut_93_;
                float l_516_ = (_e1083 - l_515_);
                float l_517_ = (l_502_ - l_512_);
                float l_518_ = (l_516_ + l_517_);
                float _e1087 = l_mut_142_;
                float l_519_ = (_e1087 + l_506_);
                bool l_520_ = (l_4_ != 0.0);
                float l_521_ = (l_520_ ? l_519_ : l_4_);
                float _e1092 = l_mut_142_;
                float l_522_ = (l_521_ - _e1092);
                bool l_523_ = (l_4_ != 0.0);
                float l_524_ = (l_523_ ? l_522_ : l_4_);
                float l_525_ = (l_521_ - l_524_);
                bool l_526_ = (l_4_ != 0.0);
                float l_527_ = (l_526_ ? l_525_ : l_4_);
                float _e1101 = l_mut_142_;
                float l_528_ = (_e1101 - l_527_);
                float l_529_ = (l_506_ - l_524_);
                float l_530_ = (l_528_ + l_529_);
                float l_531_ = (l_518_ + l_521_);
                float l_532_ = (l_509_ + l_531_);
                bool l_533_ = (l_4_ != 0.0);
                float l_534_ = (l_533_ ? l_532_ : l_4_);
                float l_535_ = (l_534_ - l_509_);
                bool l_536_ = (l_4_ != 0.0);
                float l_537_ = (l_536_ ? l_535_ : l_4_);
                float l_538_ = (l_531_ - l_537_);
                float l_539_ = (l_530_ + l_538_);
                float l_540_ = (l_534_ + l_539_);
                bool l_541_ = (l_4_ != 0.0);
                float l_542_ = (l_541_ ? l_540_ : l_4_);
                float l_543_ = (l_542_ - l_534_);
                bool l_544_ = (l_4_ != 0.0);
                float l_545_ = (l_544_ ? l_543_ : l_4_);
                float l_546_ = (l_539_ - l_545_);
                l_mut_93_ = l_542_;
                l_mut_142_ = l_546_;
            }
        }
        uint l_639_ = asuint(info.Load(12+0));
        uint l_640_ = (l_639_ * 1u);
        bool l_641_ = (id < l_640_);
        if (l_641_) {
            float _e1137 = l_mut_93_;
            buffer_3_global.Store(id*4, asuint(_e1137));
        }
        uint l_547_ = (l_1_ + id);
        uint l_642_ = asuint(info.Load(12+0));
        uint l_643_ = (l_642_ * 1u);
        bool l_644_ = (l_547_ < l_643_);
        if (l_644_) {
            float _e1148 = l_mut_142_;
            buffer_3_global.Store(l_547_*4, asuint(_e1148));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
