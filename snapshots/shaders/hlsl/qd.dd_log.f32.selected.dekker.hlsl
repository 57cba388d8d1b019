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
        uint l_547_ = asuint(info.Load(8+0));
        uint l_548_ = (l_547_ * 1u);
        bool l_549_ = (0u < l_548_);
        uint l_550_ = (l_548_ - 1u);
        uint l_551_ = min(0u, l_550_);
        float l_552_ = asfloat(buffer_2_global.Load(l_551_*4));
        float l_3_ = (l_549_ ? l_552_ : 0.0);
        uint l_554_ = asuint(info.Load(8+0));
        uint l_555_ = (l_554_ * 1u);
        bool l_556_ = (1u < l_555_);
        uint l_557_ = (l_555_ - 1u);
        uint l_558_ = min(1u, l_557_);
        float l_559_ = asfloat(buffer_2_global.Load(l_558_*4));
        float l_4_ = (l_556_ ? l_559_ : 0.0);
        uint l_561_ = asuint(info.Load(0+0));
        uint l_562_ = (l_561_ * 1u);
        bool l_563_ = (id < l_562_);
        uint l_564_ = (l_562_ - 1u);
        uint l_565_ = min(id, l_564_);
        float l_566_ = asfloat(buffer_0_global.Load(l_565_*4));
        float l_5_ = (l_563_ ? l_566_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_568_ = asuint(info.Load(0+0));
        uint l_569_ = (l_568_ * 1u);
        bool l_570_ = (l_6_ < l_569_);
        uint l_571_ = (l_569_ - 1u);
        uint l_572_ = min(l_6_, l_571_);
        float l_573_ = asfloat(buffer_0_global.Load(l_572_*4));
        float l_7_ = (l_570_ ? l_573_ : 0.0);
        uint l_575_ = asuint(info.Load(4+0));
        uint l_576_ = (l_575_ * 1u);
        bool l_577_ = (id < l_576_);
        uint l_578_ = (l_576_ - 1u);
        uint l_579_ = min(id, l_578_);
        float l_580_ = asfloat(buffer_1_global.Load(l_579_*4));
        float l_8_ = (l_577_ ? l_580_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_582_ = asuint(info.Load(4+0));
        uint l_583_ = (l_582_ * 1u);
        bool l_584_ = (l_9_ < l_583_);
        uint l_585_ = (l_583_ - 1u);
        uint l_586_ = min(l_9_, l_585_);
        float l_587_ = asfloat(buffer_1_global.Load(l_586_*4));
        float l_10_ = (l_584_ ? l_587_ : 0.0);
        uint l_589_ = asuint(info.Load(8+0));
        uint l_590_ = (l_589_ * 1u);
        bool l_591_ = (4u < l_590_);
        uint l_592_ = (l_590_ - 1u);
        uint l_593_ = min(4u, l_592_);
        float l_594_ = asfloat(buffer_2_global.Load(l_593_*4));
        float l_12_ = (l_591_ ? l_594_ : 0.0);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_596_ = asuint(info.Load(8+0));
        uint l_597_ = (l_596_ * 1u);
        bool l_598_ = (2u < l_597_);
        uint l_599_ = (l_597_ - 1u);
        uint l_600_ = min(2u, l_599_);
        float l_601_ = asfloat(buffer_2_global.Load(l_600_*4));
        float l_15_ = (l_598_ ? l_601_ : 0.0);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_603_ = asuint(info.Load(8+0));
        uint l_604_ = (l_603_ * 1u);
        bool l_605_ = (3u < l_604_);
        uint l_606_ = (l_604_ - 1u);
        uint l_607_ = min(3u, l_606_);
        float l_608_ = asfloat(buffer_2_global.Load(l_607_*4));
        float l_18_ = (l_605_ ? l_608_ : 0.0);
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
        uint l_610_ = asuint(info.Load(8+0));
        uint l_611_ = (l_610_ * 1u);
        bool l_612_ = (5u < l_611_);
        uint l_613_ = (l_611_ - 1u);
        uint l_614_ = min(5u, l_613_);
        float l_615_ = asfloat(buffer_2_global.Load(l_614_*4));
        float l_90_ = (l_612_ ? l_615_ : 0.0);
        uint l_91_ = naga_f2u32(l_90_);
        uint l_617_ = asuint(info.Load(8+0));
        uint l_618_ = (l_617_ * 1u);
        bool l_619_ = (l_24_ < l_618_);
        uint l_620_ = (l_618_ - 1u);
        uint l_621_ = min(l_24_, l_620_);
        float l_622_ = asfloat(buffer_2_global.Load(l_621_*4));
        float l_92_ = (l_619_ ? l_622_ : 0.0);
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
                uint l_644_ = asuint(info.Load(8+0));
                uint l_645_ = (l_644_ * 1u);
                bool l_646_ = (l_96_ < l_645_);
                uint l_647_ = (l_645_ - 1u);
                uint l_648_ = min(l_96_, l_647_);
                float l_649_ = asfloat(buffer_2_global.Load(l_648_*4));
                float l_97_ = (l_646_ ? l_649_ : 0.0);
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
        uint l_624_ = asuint(info.Load(8+0));
        uint l_625_ = (l_624_ * 1u);
        bool l_626_ = (3u < l_625_);
        uint l_627_ = (l_625_ - 1u);
        uint l_628_ = min(3u, l_627_);
        float l_629_ = asfloat(buffer_2_global.Load(l_628_*4));
        float l_112_ = (l_626_ ? l_629_ : 0.0);
        uint l_113_ = naga_f2u32(l_112_);
        float l_115_ = float(l_32_);
        uint l_631_ = asuint(info.Load(8+0));
        uint l_632_ = (l_631_ * 1u);
        bool l_633_ = (6u < l_632_);
        uint l_634_ = (l_632_ - 1u);
        uint l_635_ = min(6u, l_634_);
        float l_636_ = asfloat(buffer_2_global.Load(l_635_*4));
        float l_116_ = (l_633_ ? l_636_ : 0.0);
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
                uint l_651_ = asuint(info.Load(8+0));
                uint l_652_ = (l_651_ * 1u);
                bool l_653_ = (l_131_ < l_652_);
                uint l_654_ = (l_652_ - 1u);
                uint l_655_ = min(l_131_, l_654_);
                float l_656_ = asfloat(buffer_2_global.Load(l_655_*4));
                float l_132_ = (l_653_ ? l_656_ : 0.0);
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
                uint _e1131 = l_mut_143_;
                l_mut_143_ = (_e1131 + 1u);
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
                uint l_658_ = asuint(info.Load(8+0));
                uint l_659_ = (l_658_ * 1u);
                bool l_660_ = (2u < l_659_);
                uint l_661_ = (l_659_ - 1u);
                uint l_662_ = min(2u, l_661_);
                float l_663_ = asfloat(buffer_2_global.Load(l_662_*4));
                float l_147_ = (l_660_ ? l_663_ : 0.0);
                uint l_148_ = naga_f2u32(l_147_);
                uint l_665_ = asuint(info.Load(8+0));
                uint l_666_ = (l_665_ * 1u);
                bool l_667_ = (3u < l_666_);
                uint l_668_ = (l_666_ - 1u);
                uint l_669_ = min(3u, l_668_);
                float l_670_ = asfloat(buffer_2_global.Load(l_669_*4));
                float l_150_ = (l_667_ ? l_670_ : 0.0);
                uint l_151_ = naga_f2u32(l_150_);
                uint l_672_ = asuint(info.Load(8+0));
                uint l_673_ = (l_672_ * 1u);
                bool l_674_ = (6u < l_673_);
                uint l_675_ = (l_673_ - 1u);
                uint l_676_ = min(6u, l_675_);
                float l_677_ = asfloat(buffer_2_global.Load(l_676_*4));
                float l_153_ = (l_674_ ? l_677_ : 0.0);
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
                        uint l_693_ = asuint(info.Load(8+0));
                        uint l_694_ = (l_693_ * 1u);
                        bool l_695_ = (l_162_ < l_694_);
                        uint l_696_ = (l_694_ - 1u);
                        uint l_697_ = min(l_162_, l_696_);
                        float l_698_ = asfloat(buffer_2_global.Load(l_697_*4));
                        float l_163_ = (l_695_ ? l_698_ : 0.0);
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
                uint l_679_ = asuint(info.Load(8+0));
                uint l_680_ = (l_679_ * 1u);
                bool l_681_ = (l_189_ < l_680_);
                uint l_682_ = (l_680_ - 1u);
                uint l_683_ = min(l_189_, l_682_);
                float l_684_ = asfloat(buffer_2_global.Load(l_683_*4));
                float l_190_ = (l_681_ ? l_684_ : 0.0);
                l_mut_160_ = l_190_;
                uint l_191_ = (l_189_ + 1u);
                uint l_686_ = asuint(info.Load(8+0));
                uint l_687_ = (l_686_ * 1u);
                bool l_688_ = (l_191_ < l_687_);
                uint l_689_ = (l_687_ - 1u);
                uint l_690_ = min(l_191_, l_689_);
                float l_691_ = asfloat(buffer_2_global.Load(l_690_*4));
                float l_192_ = (l_688_ ? l_691_ : 0.0);
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
                        uint l_700_ = asuint(info.Load(8+0));
                        uint l_701_ = (l_700_ * 1u);
                        bool l_702_ = (l_233_ < l_701_);
                        uint l_703_ = (l_701_ - 1u);
                        uint l_704_ = min(l_233_, l_703_);
                        float l_705_ = asfloat(buffer_2_global.Load(l_704_*4));
                        float l_234_ = (l_702_ ? l_705_ : 0.0);
                        uint l_235_ = (l_233_ + 1u);
                        uint l_707_ = asuint(info.Load(8+0));
                        uint l_708_ = (l_707_ * 1u);
                        bool l_709_ = (l_235_ < l_708_);
                        uint l_710_ = (l_708_ - 1u);
                        uint l_711_ = min(l_235_, l_710_);
                        float l_712_ = asfloat(buffer_2_global.Load(l_711_*4));
                        float l_236_ = (l_709_ ? l_712_ : 0.0);
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
                float l_296_ = (l_291_ + 1.0);
                bool l_297_ = (l_4_ != 0.0);
                float l_298_ = (l_297_ ? l_296_ : l_4_);
                float l_299_ = (l_298_ - l_291_);
                bool l_300_ = (l_4_ != 0.0);
                float l_301_ = (l_300_ ? l_299_ : l_4_);
                float l_302_ = (l_298_ - l_301_);
                bool l_303_ = (l_4_ != 0.0);
                float l_304_ = (l_303_ ? l_302_ : l_4_);
                float l_305_ = (l_291_ - l_304_);
                float l_306_ = (1.0 - l_301_);
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
                        uint _e933 = l_mut_354_;
                        l_mut_354_ = (_e933 + 1u);
                    }
                    loop_init_5 = false;
                    uint _e840 = l_mut_354_;
                    if ((_e840 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        float _e843 = l_mut_160_;
                        float l_355_ = (_e843 * 2.0);
                        float _e846 = l_mut_159_;
                        float l_356_ = (_e846 * 2.0);
                        float _e849 = l_mut_160_;
                        float _e850 = l_mut_160_;
                        float l_357_ = (_e849 * _e850);
                        bool l_358_ = (l_4_ != 0.0);
                        float l_359_ = (l_358_ ? l_357_ : l_4_);
                        float _e855 = l_mut_160_;
                        float l_360_ = (l_3_ * _e855);
                        bool l_361_ = (l_4_ != 0.0);
                        float l_362_ = (l_361_ ? l_360_ : l_4_);
                        float _e860 = l_mut_160_;
                        float l_363_ = (l_362_ - _e860);
                        bool l_364_ = (l_4_ != 0.0);
                        float l_365_ = (l_364_ ? l_363_ : l_4_);
                        float l_366_ = (l_362_ - l_365_);
                        float _e866 = l_mut_160_;
                        float l_367_ = (_e866 - l_366_);
                        float _e868 = l_mut_160_;
                        float l_368_ = (l_3_ * _e868);
                        bool l_369_ = (l_4_ != 0.0);
                        float l_370_ = (l_369_ ? l_368_ : l_4_);
                        float _e873 = l_mut_160_;
                        float l_371_ = (l_370_ - _e873);
                        bool l_372_ = (l_4_ != 0.0);
                        float l_373_ = (l_372_ ? l_371_ : l_4_);
                        float l_374_ = (l_370_ - l_373_);
                        float _e879 = l_mut_160_;
                        float l_375_ = (_e879 - l_374_);
                        float l_376_ = (l_366_ * l_374_);
                        float l_377_ = (l_376_ - l_359_);
                        float l_378_ = (l_366_ * l_375_);
                        float l_379_ = (l_377_ + l_378_);
                        float l_380_ = (l_367_ * l_374_);
                        float l_381_ = (l_379_ + l_380_);
                        float l_382_ = (l_367_ * l_375_);
                        float l_383_ = (l_381_ + l_382_);
                        float _e889 = l_mut_160_;
                        float _e890 = l_mut_159_;
                        float l_384_ = (_e889 * _e890);
                        float _e892 = l_mut_159_;
                        float _e893 = l_mut_160_;
                        float l_385_ = (_e892 * _e893);
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
                float _e935 = l_mut_160_;
                float l_416_ = (_e935 + 1.0);
                bool l_417_ = (l_4_ != 0.0);
                float l_418_ = (l_417_ ? l_416_ : l_4_);
                float _e941 = l_mut_160_;
                float l_419_ = (l_418_ - _e941);
                bool l_420_ = (l_4_ != 0.0);
                float l_421_ = (l_420_ ? l_419_ : l_4_);
                float l_422_ = (l_418_ - l_421_);
                bool l_423_ = (l_4_ != 0.0);
                float l_424_ = (l_423_ ? l_422_ : l_4_);
                float _e950 = l_mut_160_;
                float l_425_ = (_e950 - l_424_);
                float l_426_ = (1.0 - l_421_);
                float l_427_ = (l_425_ + l_426_);
                float _e955 = l_mut_159_;
                float l_428_ = (l_427_ + _e955);
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
                        uint _e996 = l_mut_441_;
                        l_mut_441_ = (_e996 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e976 = l_mut_441_;
                    if ((_e976 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e979 = l_mut_438_;
                        uint l_442_ = (_e979 & 1u);
                        bool l_443_ = (l_442_ == 1u);
                        float _e984 = l_mut_159_;
                        float _e985 = l_mut_160_;
                        float l_444_ = (_e984 * _e985);
                        float _e987 = l_mut_159_;
                        float l_445_ = (l_443_ ? l_444_ : _e987);
                        l_mut_159_ = l_445_;
                        float _e989 = l_mut_160_;
                        float _e990 = l_mut_160_;
                        l_mut_160_ = (_e989 * _e990);
                        uint _e992 = l_mut_438_;
                        l_mut_438_ = (_e992 >> 1u);
                    }
                }
                float _e998 = l_mut_159_;
                float l_446_ = (l_431_ * _e998);
                float _e1000 = l_mut_159_;
                float l_447_ = (l_435_ * _e1000);
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
                float l_486_ = (l_481_ + -1.0);
                bool l_487_ = (l_4_ != 0.0);
                float l_488_ = (l_487_ ? l_486_ : l_4_);
                float l_489_ = (l_488_ - l_481_);
                bool l_490_ = (l_4_ != 0.0);
                float l_491_ = (l_490_ ? l_489_ : l_4_);
                float l_492_ = (l_488_ - l_491_);
                bool l_493_ = (l_4_ != 0.0);
                float l_494_ = (l_493_ ? l_492_ : l_4_);
                float l_495_ = (l_481_ - l_494_);
                float l_496_ = (-1.0 - l_491_);
                float l_497_ = (l_495_ + l_496_);
                float l_498_ = (l_497_ + l_485_);
                float l_499_ = (l_488_ + l_498_);
                bool l_500_ = (l_4_ != 0.0);
                float l_501_ = (l_500_ ? l_499_ : l_4_);
                float l_502_ = (l_501_ - l_488_);
                bool l_503_ = (l_4_ != 0.0);
                float l_504_ = (l_503_ ? l_502_ : l_4_);
                float l_505_ = (l_498_ - l_504_);
                float _e1074 = l_mut_93_;
                float l_506_ = (_e1074 + l_501_);
                bool l_507_ = (l_4_ != 0.0);
                float l_508_ = (l_507_ ? l_506_ : l_4_);
                float _e1079 = l_mut_93_;
                float l_509_ = (l_508_ - _e1079);
                bool l_510_ = (l_4_ != 0.0);
                float l_511_ = (l_510_ ? l_509_ : l_4_);
                float l_512_ = (l_508_ - l_511_);
                bool l_513_ = (l_4_ != 0.0);
                float l_514_ = (l_513_ ? l_512_ : l_4_);
                float _e1088 = l_mut_93_;
                float l_515_ = (_e1088 - l_514_);
                float l_516_ = (l_501_ - l_511_);
                float l_517_ = (l_515_ + l_516_);
                float _e1092 = l_mut_142_;
                float l_518_ = (_e1092 + l_505_);
                bool l_519_ = (l_4_ != 0.0);
                float l_520_ = (l_519_ ? l_518_ : l_4_);
                float _e1097 = l_mut_142_;
                float l_521_ = (l_520_ - _e1097);
                bool l_522_ = (l_4_ != 0.0);
                float l_523_ = (l_522_ ? l_521_ : l_4_);
                float l_524_ = (l_520_ - l_523_);
                bool l_525_ = (l_4_ != 0.0);
                float l_526_ = (l_525_ ? l_524_ : l_4_);
                float _e1106 = l_mut_142_;
                float l_527_ = (_e1106 - l_526_);
                float l_528_ = (l_505_ - l_523_);
                float l_529_ = (l_527_ + l_528_);
                float l_530_ = (l_517_ + l_520_);
                float l_531_ = (l_508_ + l_530_);
                bool l_532_ = (l_4_ != 0.0);
                float l_533_ = (l_532_ ? l_531_ : l_4_);
                float l_534_ = (l_533_ - l_508_);
                bool l_535_ = (l_4_ != 0.0);
                float l_536_ = (l_535_ ? l_534_ : l_4_);
                float l_537_ = (l_530_ - l_536_);
                float l_538_ = (l_529_ + l_537_);
                float l_539_ = (l_533_ + l_538_);
                bool l_540_ = (l_4_ != 0.0);
                float l_541_ = (l_540_ ? l_539_ : l_4_);
                float l_542_ = (l_541_ - l_533_);
                bool l_543_ = (l_4_ != 0.0);
                float l_544_ = (l_543_ ? l_542_ : l_4_);
                float l_545_ = (l_538_ - l_544_);
                l_mut_93_ = l_541_;
                l_mut_142_ = l_545_;
            }
        }
        uint l_638_ = asuint(info.Load(12+0));
        uint l_639_ = (l_638_ * 1u);
        bool l_640_ = (id < l_639_);
        if (l_640_) {
            float _e1142 = l_mut_93_;
            buffer_3_global.Store(id*4, asuint(_e1142));
        }
        uint l_546_ = (l_1_ + id);
        uint l_641_ = asuint(info.Load(12+0));
        uint l_642_ = (l_641_ * 1u);
        bool l_643_ = (l_546_ < l_642_);
        if (l_643_) {
            float _e1153 = l_mut_142_;
            buffer_3_global.Store(l_546_*4, asuint(_e1153));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
