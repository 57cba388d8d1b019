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

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double l_mut_145_ = (double)0;
    double l_mut_162_ = (double)0;
    double l_mut_163_ = (double)0;
    uint l_mut_441_ = (uint)0;
    double l_mut_96_ = (double)0;
    uint l_mut_97_ = 1u;
    uint l_mut_133_ = 1u;
    uint l_mut_146_ = 0u;
    uint l_mut_164_ = (uint)0;
    uint l_mut_196_ = (uint)0;
    uint l_mut_357_ = (uint)0;
    uint l_mut_444_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_551_ = asuint(info.Load(8+0));
        uint l_552_ = (l_551_ * 1u);
        bool l_553_ = (0u < l_552_);
        uint l_554_ = (l_552_ - 1u);
        uint l_555_ = min(0u, l_554_);
        double l_556_ = buffer_2_global.Load<double>(l_555_*8);
        double l_3_ = (l_553_ ? l_556_ : 0.0L);
        uint l_558_ = asuint(info.Load(8+0));
        uint l_559_ = (l_558_ * 1u);
        bool l_560_ = (1u < l_559_);
        uint l_561_ = (l_559_ - 1u);
        uint l_562_ = min(1u, l_561_);
        double l_563_ = buffer_2_global.Load<double>(l_562_*8);
        double l_4_ = (l_560_ ? l_563_ : 0.0L);
        uint l_565_ = asuint(info.Load(0+0));
        uint l_566_ = (l_565_ * 1u);
        bool l_567_ = (id < l_566_);
        uint l_568_ = (l_566_ - 1u);
        uint l_569_ = min(id, l_568_);
        double l_570_ = buffer_0_global.Load<double>(l_569_*8);
        double l_5_ = (l_567_ ? l_570_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_572_ = asuint(info.Load(0+0));
        uint l_573_ = (l_572_ * 1u);
        bool l_574_ = (l_6_ < l_573_);
        uint l_575_ = (l_573_ - 1u);
        uint l_576_ = min(l_6_, l_575_);
        double l_577_ = buffer_0_global.Load<double>(l_576_*8);
        double l_7_ = (l_574_ ? l_577_ : 0.0L);
        uint l_579_ = asuint(info.Load(4+0));
        uint l_580_ = (l_579_ * 1u);
        bool l_581_ = (id < l_580_);
        uint l_582_ = (l_580_ - 1u);
        uint l_583_ = min(id, l_582_);
        double l_584_ = buffer_1_global.Load<double>(l_583_*8);
        double l_8_ = (l_581_ ? l_584_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_586_ = asuint(info.Load(4+0));
        uint l_587_ = (l_586_ * 1u);
        bool l_588_ = (l_9_ < l_587_);
        uint l_589_ = (l_587_ - 1u);
        uint l_590_ = min(l_9_, l_589_);
        double l_591_ = buffer_1_global.Load<double>(l_590_*8);
        double l_10_ = (l_588_ ? l_591_ : 0.0L);
        uint l_593_ = asuint(info.Load(8+0));
        uint l_594_ = (l_593_ * 1u);
        bool l_595_ = (4u < l_594_);
        uint l_596_ = (l_594_ - 1u);
        uint l_597_ = min(4u, l_596_);
        double l_598_ = buffer_2_global.Load<double>(l_597_*8);
        double l_12_ = (l_595_ ? l_598_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_600_ = asuint(info.Load(8+0));
        uint l_601_ = (l_600_ * 1u);
        bool l_602_ = (2u < l_601_);
        uint l_603_ = (l_601_ - 1u);
        uint l_604_ = min(2u, l_603_);
        double l_605_ = buffer_2_global.Load<double>(l_604_*8);
        double l_15_ = (l_602_ ? l_605_ : 0.0L);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_607_ = asuint(info.Load(8+0));
        uint l_608_ = (l_607_ * 1u);
        bool l_609_ = (3u < l_608_);
        uint l_610_ = (l_608_ - 1u);
        uint l_611_ = min(3u, l_610_);
        double l_612_ = buffer_2_global.Load<double>(l_611_*8);
        double l_18_ = (l_609_ ? l_612_ : 0.0L);
        uint l_19_ = naga_f2u32(l_18_);
        uint l_21_ = (6u + l_19_);
        uint l_22_ = (l_16_ - 1u);
        uint l_23_ = (2u * l_22_);
        uint l_24_ = (l_21_ + l_23_);
        float l_25_ = float(l_5_);
        uint l_26_ = asuint(l_25_);
        uint l_27_ = (l_26_ & 8388607u);
        bool l_28_ = (l_27_ >= 3474675u);
        int l_29_ = int(l_28_);
        uint l_30_ = (l_26_ >> 23u);
        int l_31_ = int(l_30_);
        int l_32_ = asint(asuint(l_31_) - asuint(int(127)));
        int l_33_ = asint(asuint(l_32_) + asuint(l_29_));
        int l_34_ = naga_div(l_33_, int(2));
        int l_35_ = asint(asuint(int(127)) - asuint(l_34_));
        uint l_36_ = uint(l_35_);
        uint l_37_ = (l_36_ << 23u);
        float l_38_ = asfloat(l_37_);
        int l_39_ = asint(asuint(l_33_) - asuint(l_34_));
        int l_40_ = asint(asuint(int(127)) - asuint(l_39_));
        uint l_41_ = uint(l_40_);
        uint l_42_ = (l_41_ << 23u);
        float l_43_ = asfloat(l_42_);
        double l_44_ = double(l_38_);
        double l_45_ = (l_5_ * l_44_);
        double l_46_ = double(l_43_);
        double l_47_ = (l_45_ * l_46_);
        double l_48_ = (l_47_ - l_4_);
        double l_49_ = (l_4_ + l_4_);
        double l_50_ = (l_49_ + l_48_);
        bool l_51_ = (l_4_ != 0.0L);
        double l_52_ = (l_51_ ? l_50_ : l_4_);
        double l_53_ = (l_52_ - l_49_);
        bool l_54_ = (l_4_ != 0.0L);
        double l_55_ = (l_54_ ? l_53_ : l_4_);
        double l_56_ = (l_48_ - l_55_);
        double l_57_ = (l_4_ / l_52_);
        double l_58_ = (l_48_ * l_57_);
        double l_59_ = (l_58_ * l_52_);
        bool l_60_ = (l_4_ != 0.0L);
        double l_61_ = (l_60_ ? l_59_ : l_4_);
        double l_62_ = (l_3_ * l_58_);
        bool l_63_ = (l_4_ != 0.0L);
        double l_64_ = (l_63_ ? l_62_ : l_4_);
        double l_65_ = (l_64_ - l_58_);
        bool l_66_ = (l_4_ != 0.0L);
        double l_67_ = (l_66_ ? l_65_ : l_4_);
        double l_68_ = (l_64_ - l_67_);
        double l_69_ = (l_58_ - l_68_);
        double l_70_ = (l_3_ * l_52_);
        bool l_71_ = (l_4_ != 0.0L);
        double l_72_ = (l_71_ ? l_70_ : l_4_);
        double l_73_ = (l_72_ - l_52_);
        bool l_74_ = (l_4_ != 0.0L);
        double l_75_ = (l_74_ ? l_73_ : l_4_);
        double l_76_ = (l_72_ - l_75_);
        double l_77_ = (l_52_ - l_76_);
        double l_78_ = (l_68_ * l_76_);
        double l_79_ = (l_78_ - l_61_);
        double l_80_ = (l_68_ * l_77_);
        double l_81_ = (l_79_ + l_80_);
        double l_82_ = (l_69_ * l_76_);
        double l_83_ = (l_81_ + l_82_);
        double l_84_ = (l_69_ * l_77_);
        double l_85_ = (l_83_ + l_84_);
        double l_86_ = (l_48_ - l_61_);
        double l_87_ = (l_86_ - l_85_);
        double l_88_ = (l_58_ * l_56_);
        double l_89_ = (l_87_ - l_88_);
        double l_90_ = (l_89_ * l_57_);
        double l_91_ = (l_58_ * l_58_);
        uint l_614_ = asuint(info.Load(8+0));
        uint l_615_ = (l_614_ * 1u);
        bool l_616_ = (5u < l_615_);
        uint l_617_ = (l_615_ - 1u);
        uint l_618_ = min(5u, l_617_);
        double l_619_ = buffer_2_global.Load<double>(l_618_*8);
        double l_93_ = (l_616_ ? l_619_ : 0.0L);
        uint l_94_ = naga_f2u32(l_93_);
        uint l_621_ = asuint(info.Load(8+0));
        uint l_622_ = (l_621_ * 1u);
        bool l_623_ = (l_24_ < l_622_);
        uint l_624_ = (l_622_ - 1u);
        uint l_625_ = min(l_24_, l_624_);
        double l_626_ = buffer_2_global.Load<double>(l_625_*8);
        double l_95_ = (l_623_ ? l_626_ : 0.0L);
        l_mut_96_ = l_95_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e331 = l_mut_97_;
                l_mut_97_ = (_e331 + 1u);
            }
            loop_init = false;
            uint _e308 = l_mut_97_;
            if ((_e308 < l_94_)) {
            } else {
                break;
            }
            {
                double _e310 = l_mut_96_;
                double l_98_ = (_e310 * l_91_);
                uint _e312 = l_mut_97_;
                uint l_99_ = (l_24_ + _e312);
                uint l_648_ = asuint(info.Load(8+0));
                uint l_649_ = (l_648_ * 1u);
                bool l_650_ = (l_99_ < l_649_);
                uint l_651_ = (l_649_ - 1u);
                uint l_652_ = min(l_99_, l_651_);
                double l_653_ = buffer_2_global.Load<double>(l_652_*8);
                double l_100_ = (l_650_ ? l_653_ : 0.0L);
                double l_101_ = (l_98_ + l_100_);
                l_mut_96_ = l_101_;
            }
        }
        double l_102_ = (l_58_ + l_58_);
        double l_103_ = (l_58_ * l_91_);
        double _e335 = l_mut_96_;
        double l_104_ = (l_103_ * _e335);
        double l_105_ = (l_90_ + l_104_);
        double l_106_ = (2.0L * l_105_);
        double l_107_ = (l_102_ + l_106_);
        bool l_108_ = (l_4_ != 0.0L);
        double l_109_ = (l_108_ ? l_107_ : l_4_);
        double l_110_ = (l_109_ - l_102_);
        bool l_111_ = (l_4_ != 0.0L);
        double l_112_ = (l_111_ ? l_110_ : l_4_);
        double l_113_ = (l_106_ - l_112_);
        uint l_628_ = asuint(info.Load(8+0));
        uint l_629_ = (l_628_ * 1u);
        bool l_630_ = (3u < l_629_);
        uint l_631_ = (l_629_ - 1u);
        uint l_632_ = min(3u, l_631_);
        double l_633_ = buffer_2_global.Load<double>(l_632_*8);
        double l_115_ = (l_630_ ? l_633_ : 0.0L);
        uint l_116_ = naga_f2u32(l_115_);
        double l_118_ = double(l_33_);
        uint l_635_ = asuint(info.Load(8+0));
        uint l_636_ = (l_635_ * 1u);
        bool l_637_ = (6u < l_636_);
        uint l_638_ = (l_636_ - 1u);
        uint l_639_ = min(6u, l_638_);
        double l_640_ = buffer_2_global.Load<double>(l_639_*8);
        double l_119_ = (l_637_ ? l_640_ : 0.0L);
        double l_120_ = (l_118_ * l_119_);
        double l_121_ = (l_120_ + l_109_);
        bool l_122_ = (l_4_ != 0.0L);
        double l_123_ = (l_122_ ? l_121_ : l_4_);
        double l_124_ = (l_123_ - l_120_);
        bool l_125_ = (l_4_ != 0.0L);
        double l_126_ = (l_125_ ? l_124_ : l_4_);
        double l_127_ = (l_123_ - l_126_);
        bool l_128_ = (l_4_ != 0.0L);
        double l_129_ = (l_128_ ? l_127_ : l_4_);
        double l_130_ = (l_120_ - l_129_);
        double l_131_ = (l_109_ - l_126_);
        double l_132_ = (l_130_ + l_131_);
        l_mut_96_ = l_113_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e424 = l_mut_133_;
                l_mut_133_ = (_e424 + 1u);
            }
            loop_init_1 = false;
            uint _e401 = l_mut_133_;
            if ((_e401 < l_116_)) {
            } else {
                break;
            }
            {
                uint _e403 = l_mut_133_;
                uint l_134_ = (6u + _e403);
                uint l_655_ = asuint(info.Load(8+0));
                uint l_656_ = (l_655_ * 1u);
                bool l_657_ = (l_134_ < l_656_);
                uint l_658_ = (l_656_ - 1u);
                uint l_659_ = min(l_134_, l_658_);
                double l_660_ = buffer_2_global.Load<double>(l_659_*8);
                double l_135_ = (l_657_ ? l_660_ : 0.0L);
                double l_136_ = (l_118_ * l_135_);
                double _e421 = l_mut_96_;
                l_mut_96_ = (_e421 + l_136_);
            }
        }
        double _e426 = l_mut_96_;
        double l_137_ = (l_132_ + _e426);
        double l_138_ = (l_123_ + l_137_);
        bool l_139_ = (l_4_ != 0.0L);
        double l_140_ = (l_139_ ? l_138_ : l_4_);
        double l_141_ = (l_140_ - l_123_);
        bool l_142_ = (l_4_ != 0.0L);
        double l_143_ = (l_142_ ? l_141_ : l_4_);
        double l_144_ = (l_137_ - l_143_);
        l_mut_96_ = l_140_;
        l_mut_145_ = l_144_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e1129 = l_mut_146_;
                l_mut_146_ = (_e1129 + 1u);
            }
            loop_init_2 = false;
            uint _e439 = l_mut_146_;
            if ((_e439 < l_13_)) {
            } else {
                break;
            }
            {
                double _e441 = l_mut_96_;
                double l_147_ = -(_e441);
                double _e443 = l_mut_145_;
                double l_148_ = -(_e443);
                uint l_662_ = asuint(info.Load(8+0));
                uint l_663_ = (l_662_ * 1u);
                bool l_664_ = (2u < l_663_);
                uint l_665_ = (l_663_ - 1u);
                uint l_666_ = min(2u, l_665_);
                double l_667_ = buffer_2_global.Load<double>(l_666_*8);
                double l_150_ = (l_664_ ? l_667_ : 0.0L);
                uint l_151_ = naga_f2u32(l_150_);
                uint l_669_ = asuint(info.Load(8+0));
                uint l_670_ = (l_669_ * 1u);
                bool l_671_ = (3u < l_670_);
                uint l_672_ = (l_670_ - 1u);
                uint l_673_ = min(3u, l_672_);
                double l_674_ = buffer_2_global.Load<double>(l_673_*8);
                double l_153_ = (l_671_ ? l_674_ : 0.0L);
                uint l_154_ = naga_f2u32(l_153_);
                uint l_676_ = asuint(info.Load(8+0));
                uint l_677_ = (l_676_ * 1u);
                bool l_678_ = (6u < l_677_);
                uint l_679_ = (l_677_ - 1u);
                uint l_680_ = min(6u, l_679_);
                double l_681_ = buffer_2_global.Load<double>(l_680_*8);
                double l_156_ = (l_678_ ? l_681_ : 0.0L);
                double l_157_ = (l_147_ / l_156_);
                double l_158_ = (l_157_ + 0.5L);
                double l_159_ = floor(l_158_);
                double l_161_ = (l_159_ * 1.0L);
                l_mut_162_ = l_147_;
                l_mut_163_ = l_148_;
                l_mut_164_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e555 = l_mut_164_;
                        l_mut_164_ = (_e555 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e504 = l_mut_164_;
                    if ((_e504 < l_154_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e506 = l_mut_164_;
                        uint l_165_ = (6u + _e506);
                        uint l_697_ = asuint(info.Load(8+0));
                        uint l_698_ = (l_697_ * 1u);
                        bool l_699_ = (l_165_ < l_698_);
                        uint l_700_ = (l_698_ - 1u);
                        uint l_701_ = min(l_165_, l_700_);
                        double l_702_ = buffer_2_global.Load<double>(l_701_*8);
                        double l_166_ = (l_699_ ? l_702_ : 0.0L);
                        double l_167_ = -(l_166_);
                        double l_168_ = (l_161_ * l_167_);
                        double _e525 = l_mut_162_;
                        double l_169_ = (_e525 + l_168_);
                        bool l_170_ = (l_4_ != 0.0L);
                        double l_171_ = (l_170_ ? l_169_ : l_4_);
                        double _e530 = l_mut_162_;
                        double l_172_ = (l_171_ - _e530);
                        bool l_173_ = (l_4_ != 0.0L);
                        double l_174_ = (l_173_ ? l_172_ : l_4_);
                        double l_175_ = (l_171_ - l_174_);
                        bool l_176_ = (l_4_ != 0.0L);
                        double l_177_ = (l_176_ ? l_175_ : l_4_);
                        double _e539 = l_mut_162_;
                        double l_178_ = (_e539 - l_177_);
                        double l_179_ = (l_168_ - l_174_);
                        double l_180_ = (l_178_ + l_179_);
                        double _e543 = l_mut_163_;
                        double l_181_ = (l_180_ + _e543);
                        double l_182_ = (l_171_ + l_181_);
                        bool l_183_ = (l_4_ != 0.0L);
                        double l_184_ = (l_183_ ? l_182_ : l_4_);
                        double l_185_ = (l_184_ - l_171_);
                        bool l_186_ = (l_4_ != 0.0L);
                        double l_187_ = (l_186_ ? l_185_ : l_4_);
                        double l_188_ = (l_181_ - l_187_);
                        l_mut_162_ = l_184_;
                        l_mut_163_ = l_188_;
                    }
                }
                double _e557 = l_mut_162_;
                double l_189_ = (_e557 * 0.00390625L);
                double _e560 = l_mut_163_;
                double l_190_ = (_e560 * 0.00390625L);
                uint l_191_ = (l_151_ - 1u);
                uint l_192_ = (6u + l_154_);
                uint l_683_ = asuint(info.Load(8+0));
                uint l_684_ = (l_683_ * 1u);
                bool l_685_ = (l_192_ < l_684_);
                uint l_686_ = (l_684_ - 1u);
                uint l_687_ = min(l_192_, l_686_);
                double l_688_ = buffer_2_global.Load<double>(l_687_*8);
                double l_193_ = (l_685_ ? l_688_ : 0.0L);
                l_mut_163_ = l_193_;
                uint l_194_ = (l_192_ + 1u);
                uint l_690_ = asuint(info.Load(8+0));
                uint l_691_ = (l_690_ * 1u);
                bool l_692_ = (l_194_ < l_691_);
                uint l_693_ = (l_691_ - 1u);
                uint l_694_ = min(l_194_, l_693_);
                double l_695_ = buffer_2_global.Load<double>(l_694_*8);
                double l_195_ = (l_692_ ? l_695_ : 0.0L);
                l_mut_162_ = l_195_;
                l_mut_196_ = 1u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e716 = l_mut_196_;
                        l_mut_196_ = (_e716 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e600 = l_mut_196_;
                    if ((_e600 < l_191_)) {
                    } else {
                        break;
                    }
                    {
                        double _e602 = l_mut_163_;
                        double l_197_ = (_e602 * l_189_);
                        bool l_198_ = (l_4_ != 0.0L);
                        double l_199_ = (l_198_ ? l_197_ : l_4_);
                        double _e607 = l_mut_163_;
                        double l_200_ = (l_3_ * _e607);
                        bool l_201_ = (l_4_ != 0.0L);
                        double l_202_ = (l_201_ ? l_200_ : l_4_);
                        double _e612 = l_mut_163_;
                        double l_203_ = (l_202_ - _e612);
                        bool l_204_ = (l_4_ != 0.0L);
                        double l_205_ = (l_204_ ? l_203_ : l_4_);
                        double l_206_ = (l_202_ - l_205_);
                        double _e618 = l_mut_163_;
                        double l_207_ = (_e618 - l_206_);
                        double l_208_ = (l_3_ * l_189_);
                        bool l_209_ = (l_4_ != 0.0L);
                        double l_210_ = (l_209_ ? l_208_ : l_4_);
                        double l_211_ = (l_210_ - l_189_);
                        bool l_212_ = (l_4_ != 0.0L);
                        double l_213_ = (l_212_ ? l_211_ : l_4_);
                        double l_214_ = (l_210_ - l_213_);
                        double l_215_ = (l_189_ - l_214_);
                        double l_216_ = (l_206_ * l_214_);
                        double l_217_ = (l_216_ - l_199_);
                        double l_218_ = (l_206_ * l_215_);
                        double l_219_ = (l_217_ + l_218_);
                        double l_220_ = (l_207_ * l_214_);
                        double l_221_ = (l_219_ + l_220_);
                        double l_222_ = (l_207_ * l_215_);
                        double l_223_ = (l_221_ + l_222_);
                        double _e638 = l_mut_163_;
                        double l_224_ = (_e638 * l_190_);
                        double _e640 = l_mut_162_;
                        double l_225_ = (_e640 * l_189_);
                        double l_226_ = (l_224_ + l_225_);
                        double l_227_ = (l_223_ + l_226_);
                        double l_228_ = (l_199_ + l_227_);
                        bool l_229_ = (l_4_ != 0.0L);
                        double l_230_ = (l_229_ ? l_228_ : l_4_);
                        double l_231_ = (l_230_ - l_199_);
                        bool l_232_ = (l_4_ != 0.0L);
                        double l_233_ = (l_232_ ? l_231_ : l_4_);
                        double l_234_ = (l_227_ - l_233_);
                        uint _e654 = l_mut_196_;
                        uint l_235_ = (2u * _e654);
                        uint l_236_ = (l_192_ + l_235_);
                        uint l_704_ = asuint(info.Load(8+0));
                        uint l_705_ = (l_704_ * 1u);
                        bool l_706_ = (l_236_ < l_705_);
                        uint l_707_ = (l_705_ - 1u);
                        uint l_708_ = min(l_236_, l_707_);
                        double l_709_ = buffer_2_global.Load<double>(l_708_*8);
                        double l_237_ = (l_706_ ? l_709_ : 0.0L);
                        uint l_238_ = (l_236_ + 1u);
                        uint l_711_ = asuint(info.Load(8+0));
                        uint l_712_ = (l_711_ * 1u);
                        bool l_713_ = (l_238_ < l_712_);
                        uint l_714_ = (l_712_ - 1u);
                        uint l_715_ = min(l_238_, l_714_);
                        double l_716_ = buffer_2_global.Load<double>(l_715_*8);
                        double l_239_ = (l_713_ ? l_716_ : 0.0L);
                        double l_240_ = (l_230_ + l_237_);
                        bool l_241_ = (l_4_ != 0.0L);
                        double l_242_ = (l_241_ ? l_240_ : l_4_);
                        double l_243_ = (l_242_ - l_230_);
                        bool l_244_ = (l_4_ != 0.0L);
                        double l_245_ = (l_244_ ? l_243_ : l_4_);
                        double l_246_ = (l_242_ - l_245_);
                        bool l_247_ = (l_4_ != 0.0L);
                        double l_248_ = (l_247_ ? l_246_ : l_4_);
                        double l_249_ = (l_230_ - l_248_);
                        double l_250_ = (l_237_ - l_245_);
                        double l_251_ = (l_249_ + l_250_);
                        double l_252_ = (l_234_ + l_239_);
                        double l_253_ = (l_251_ + l_252_);
                        double l_254_ = (l_242_ + l_253_);
                        bool l_255_ = (l_4_ != 0.0L);
                        double l_256_ = (l_255_ ? l_254_ : l_4_);
                        double l_257_ = (l_256_ - l_242_);
                        bool l_258_ = (l_4_ != 0.0L);
                        double l_259_ = (l_258_ ? l_257_ : l_4_);
                        double l_260_ = (l_253_ - l_259_);
                        l_mut_163_ = l_256_;
                        l_mut_162_ = l_260_;
                    }
                }
                double _e718 = l_mut_163_;
                double l_261_ = (_e718 * l_189_);
                bool l_262_ = (l_4_ != 0.0L);
                double l_263_ = (l_262_ ? l_261_ : l_4_);
                double _e723 = l_mut_163_;
                double l_264_ = (l_3_ * _e723);
                bool l_265_ = (l_4_ != 0.0L);
                double l_266_ = (l_265_ ? l_264_ : l_4_);
                double _e728 = l_mut_163_;
                double l_267_ = (l_266_ - _e728);
                bool l_268_ = (l_4_ != 0.0L);
                double l_269_ = (l_268_ ? l_267_ : l_4_);
                double l_270_ = (l_266_ - l_269_);
                double _e734 = l_mut_163_;
                double l_271_ = (_e734 - l_270_);
                double l_272_ = (l_3_ * l_189_);
                bool l_273_ = (l_4_ != 0.0L);
                double l_274_ = (l_273_ ? l_272_ : l_4_);
                double l_275_ = (l_274_ - l_189_);
                bool l_276_ = (l_4_ != 0.0L);
                double l_277_ = (l_276_ ? l_275_ : l_4_);
                double l_278_ = (l_274_ - l_277_);
                double l_279_ = (l_189_ - l_278_);
                double l_280_ = (l_270_ * l_278_);
                double l_281_ = (l_280_ - l_263_);
                double l_282_ = (l_270_ * l_279_);
                double l_283_ = (l_281_ + l_282_);
                double l_284_ = (l_271_ * l_278_);
                double l_285_ = (l_283_ + l_284_);
                double l_286_ = (l_271_ * l_279_);
                double l_287_ = (l_285_ + l_286_);
                double _e754 = l_mut_163_;
                double l_288_ = (_e754 * l_190_);
                double _e756 = l_mut_162_;
                double l_289_ = (_e756 * l_189_);
                double l_290_ = (l_288_ + l_289_);
                double l_291_ = (l_287_ + l_290_);
                double l_292_ = (l_263_ + l_291_);
                bool l_293_ = (l_4_ != 0.0L);
                double l_294_ = (l_293_ ? l_292_ : l_4_);
                double l_295_ = (l_294_ - l_263_);
                bool l_296_ = (l_4_ != 0.0L);
                double l_297_ = (l_296_ ? l_295_ : l_4_);
                double l_298_ = (l_291_ - l_297_);
                double l_299_ = (l_294_ + l_4_);
                bool l_300_ = (l_4_ != 0.0L);
                double l_301_ = (l_300_ ? l_299_ : l_4_);
                double l_302_ = (l_301_ - l_294_);
                bool l_303_ = (l_4_ != 0.0L);
                double l_304_ = (l_303_ ? l_302_ : l_4_);
                double l_305_ = (l_301_ - l_304_);
                bool l_306_ = (l_4_ != 0.0L);
                double l_307_ = (l_306_ ? l_305_ : l_4_);
                double l_308_ = (l_294_ - l_307_);
                double l_309_ = (l_4_ - l_304_);
                double l_310_ = (l_308_ + l_309_);
                double l_311_ = (l_310_ + l_298_);
                double l_312_ = (l_301_ + l_311_);
                bool l_313_ = (l_4_ != 0.0L);
                double l_314_ = (l_313_ ? l_312_ : l_4_);
                double l_315_ = (l_314_ - l_301_);
                bool l_316_ = (l_4_ != 0.0L);
                double l_317_ = (l_316_ ? l_315_ : l_4_);
                double l_318_ = (l_311_ - l_317_);
                double l_319_ = (l_314_ * l_189_);
                bool l_320_ = (l_4_ != 0.0L);
                double l_321_ = (l_320_ ? l_319_ : l_4_);
                double l_322_ = (l_3_ * l_314_);
                bool l_323_ = (l_4_ != 0.0L);
                double l_324_ = (l_323_ ? l_322_ : l_4_);
                double l_325_ = (l_324_ - l_314_);
                bool l_326_ = (l_4_ != 0.0L);
                double l_327_ = (l_326_ ? l_325_ : l_4_);
                double l_328_ = (l_324_ - l_327_);
                double l_329_ = (l_314_ - l_328_);
                double l_330_ = (l_3_ * l_189_);
                bool l_331_ = (l_4_ != 0.0L);
                double l_332_ = (l_331_ ? l_330_ : l_4_);
                double l_333_ = (l_332_ - l_189_);
                bool l_334_ = (l_4_ != 0.0L);
                double l_335_ = (l_334_ ? l_333_ : l_4_);
                double l_336_ = (l_332_ - l_335_);
                double l_337_ = (l_189_ - l_336_);
                double l_338_ = (l_328_ * l_336_);
                double l_339_ = (l_338_ - l_321_);
                double l_340_ = (l_328_ * l_337_);
                double l_341_ = (l_339_ + l_340_);
                double l_342_ = (l_329_ * l_336_);
                double l_343_ = (l_341_ + l_342_);
                double l_344_ = (l_329_ * l_337_);
                double l_345_ = (l_343_ + l_344_);
                double l_346_ = (l_314_ * l_190_);
                double l_347_ = (l_318_ * l_189_);
                double l_348_ = (l_346_ + l_347_);
                double l_349_ = (l_345_ + l_348_);
                double l_350_ = (l_321_ + l_349_);
                bool l_351_ = (l_4_ != 0.0L);
                double l_352_ = (l_351_ ? l_350_ : l_4_);
                double l_353_ = (l_352_ - l_321_);
                bool l_354_ = (l_4_ != 0.0L);
                double l_355_ = (l_354_ ? l_353_ : l_4_);
                double l_356_ = (l_349_ - l_355_);
                l_mut_163_ = l_352_;
                l_mut_162_ = l_356_;
                l_mut_357_ = 0u;
                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                bool loop_init_5 = true;
                while(true) {
                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                    if (!loop_init_5) {
                        uint _e934 = l_mut_357_;
                        l_mut_357_ = (_e934 + 1u);
                    }
                    loop_init_5 = false;
                    uint _e841 = l_mut_357_;
                    if ((_e841 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        double _e844 = l_mut_163_;
                        double l_358_ = (_e844 * 2.0L);
                        double _e847 = l_mut_162_;
                        double l_359_ = (_e847 * 2.0L);
                        double _e850 = l_mut_163_;
                        double _e851 = l_mut_163_;
                        double l_360_ = (_e850 * _e851);
                        bool l_361_ = (l_4_ != 0.0L);
                        double l_362_ = (l_361_ ? l_360_ : l_4_);
                        double _e856 = l_mut_163_;
                        double l_363_ = (l_3_ * _e856);
                        bool l_364_ = (l_4_ != 0.0L);
                        double l_365_ = (l_364_ ? l_363_ : l_4_);
                        double _e861 = l_mut_163_;
                        double l_366_ = (l_365_ - _e861);
                        bool l_367_ = (l_4_ != 0.0L);
                        double l_368_ = (l_367_ ? l_366_ : l_4_);
                        double l_369_ = (l_365_ - l_368_);
                        double _e867 = l_mut_163_;
                        double l_370_ = (_e867 - l_369_);
                        double _e869 = l_mut_163_;
                        double l_371_ = (l_3_ * _e869);
                        bool l_372_ = (l_4_ != 0.0L);
                        double l_373_ = (l_372_ ? l_371_ : l_4_);
                        double _e874 = l_mut_163_;
                        double l_374_ = (l_373_ - _e874);
                        bool l_375_ = (l_4_ != 0.0L);
                        double l_376_ = (l_375_ ? l_374_ : l_4_);
                        double l_377_ = (l_373_ - l_376_);
                        double _e880 = l_mut_163_;
                        double l_378_ = (_e880 - l_377_);
                        double l_379_ = (l_369_ * l_377_);
                        double l_380_ = (l_379_ - l_362_);
                        double l_381_ = (l_369_ * l_378_);
                        double l_382_ = (l_380_ + l_381_);
                        double l_383_ = (l_370_ * l_377_);
                        double l_384_ = (l_382_ + l_383_);
                        double l_385_ = (l_370_ * l_378_);
                        double l_386_ = (l_384_ + l_385_);
                        double _e890 = l_mut_163_;
                        double _e891 = l_mut_162_;
                        double l_387_ = (_e890 * _e891);
                        double _e893 = l_mut_162_;
                        double _e894 = l_mut_163_;
                        double l_388_ = (_e893 * _e894);
                        double l_389_ = (l_387_ + l_388_);
                        double l_390_ = (l_386_ + l_389_);
                        double l_391_ = (l_362_ + l_390_);
                        bool l_392_ = (l_4_ != 0.0L);
                        double l_393_ = (l_392_ ? l_391_ : l_4_);
                        double l_394_ = (l_393_ - l_362_);
                        bool l_395_ = (l_4_ != 0.0L);
                        double l_396_ = (l_395_ ? l_394_ : l_4_);
                        double l_397_ = (l_390_ - l_396_);
                        double l_398_ = (l_358_ + l_393_);
                        bool l_399_ = (l_4_ != 0.0L);
                        double l_400_ = (l_399_ ? l_398_ : l_4_);
                        double l_401_ = (l_400_ - l_358_);
                        bool l_402_ = (l_4_ != 0.0L);
                        double l_403_ = (l_402_ ? l_401_ : l_4_);
                        double l_404_ = (l_400_ - l_403_);
                        bool l_405_ = (l_4_ != 0.0L);
                        double l_406_ = (l_405_ ? l_404_ : l_4_);
                        double l_407_ = (l_358_ - l_406_);
                        double l_408_ = (l_393_ - l_403_);
                        double l_409_ = (l_407_ + l_408_);
                        double l_410_ = (l_359_ + l_397_);
                        double l_411_ = (l_409_ + l_410_);
                        double l_412_ = (l_400_ + l_411_);
                        bool l_413_ = (l_4_ != 0.0L);
                        double l_414_ = (l_413_ ? l_412_ : l_4_);
                        double l_415_ = (l_414_ - l_400_);
                        bool l_416_ = (l_4_ != 0.0L);
                        double l_417_ = (l_416_ ? l_415_ : l_4_);
                        double l_418_ = (l_411_ - l_417_);
                        l_mut_163_ = l_414_;
                        l_mut_162_ = l_418_;
                    }
                }
                double _e936 = l_mut_163_;
                double l_419_ = (_e936 + l_4_);
                bool l_420_ = (l_4_ != 0.0L);
                double l_421_ = (l_420_ ? l_419_ : l_4_);
                double _e941 = l_mut_163_;
                double l_422_ = (l_421_ - _e941);
                bool l_423_ = (l_4_ != 0.0L);
                double l_424_ = (l_423_ ? l_422_ : l_4_);
                double l_425_ = (l_421_ - l_424_);
                bool l_426_ = (l_4_ != 0.0L);
                double l_427_ = (l_426_ ? l_425_ : l_4_);
                double _e950 = l_mut_163_;
                double l_428_ = (_e950 - l_427_);
                double l_429_ = (l_4_ - l_424_);
                double l_430_ = (l_428_ + l_429_);
                double _e954 = l_mut_162_;
                double l_431_ = (l_430_ + _e954);
                double l_432_ = (l_421_ + l_431_);
                bool l_433_ = (l_4_ != 0.0L);
                double l_434_ = (l_433_ ? l_432_ : l_4_);
                double l_435_ = (l_434_ - l_421_);
                bool l_436_ = (l_4_ != 0.0L);
                double l_437_ = (l_436_ ? l_435_ : l_4_);
                double l_438_ = (l_431_ - l_437_);
                double l_439_ = abs(l_159_);
                uint l_440_ = naga_f2u32(l_439_);
                l_mut_441_ = l_440_;
                bool l_442_ = (l_159_ < 0.0L);
                double l_443_ = (l_442_ ? 0.5L : 2.0L);
                l_mut_163_ = l_443_;
                l_mut_162_ = 1.0L;
                l_mut_444_ = 0u;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_6 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_6) {
                        uint _e995 = l_mut_444_;
                        l_mut_444_ = (_e995 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e975 = l_mut_444_;
                    if ((_e975 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e978 = l_mut_441_;
                        uint l_445_ = (_e978 & 1u);
                        bool l_446_ = (l_445_ == 1u);
                        double _e983 = l_mut_162_;
                        double _e984 = l_mut_163_;
                        double l_447_ = (_e983 * _e984);
                        double _e986 = l_mut_162_;
                        double l_448_ = (l_446_ ? l_447_ : _e986);
                        l_mut_162_ = l_448_;
                        double _e988 = l_mut_163_;
                        double _e989 = l_mut_163_;
                        l_mut_163_ = (_e988 * _e989);
                        uint _e991 = l_mut_441_;
                        l_mut_441_ = (_e991 >> 1u);
                    }
                }
                double _e997 = l_mut_162_;
                double l_449_ = (l_434_ * _e997);
                double _e999 = l_mut_162_;
                double l_450_ = (l_438_ * _e999);
                double l_451_ = (l_5_ * l_449_);
                bool l_452_ = (l_4_ != 0.0L);
                double l_453_ = (l_452_ ? l_451_ : l_4_);
                double l_454_ = (l_3_ * l_5_);
                bool l_455_ = (l_4_ != 0.0L);
                double l_456_ = (l_455_ ? l_454_ : l_4_);
                double l_457_ = (l_456_ - l_5_);
                bool l_458_ = (l_4_ != 0.0L);
                double l_459_ = (l_458_ ? l_457_ : l_4_);
                double l_460_ = (l_456_ - l_459_);
                double l_461_ = (l_5_ - l_460_);
                double l_462_ = (l_3_ * l_449_);
                bool l_463_ = (l_4_ != 0.0L);
                double l_464_ = (l_463_ ? l_462_ : l_4_);
                double l_465_ = (l_464_ - l_449_);
                bool l_466_ = (l_4_ != 0.0L);
                double l_467_ = (l_466_ ? l_465_ : l_4_);
                double l_468_ = (l_464_ - l_467_);
                double l_469_ = (l_449_ - l_468_);
                double l_470_ = (l_460_ * l_468_);
                double l_471_ = (l_470_ - l_453_);
                double l_472_ = (l_460_ * l_469_);
                double l_473_ = (l_471_ + l_472_);
                double l_474_ = (l_461_ * l_468_);
                double l_475_ = (l_473_ + l_474_);
                double l_476_ = (l_461_ * l_469_);
                double l_477_ = (l_475_ + l_476_);
                double l_478_ = (l_5_ * l_450_);
                double l_479_ = (l_7_ * l_449_);
                double l_480_ = (l_478_ + l_479_);
                double l_481_ = (l_477_ + l_480_);
                double l_482_ = (l_453_ + l_481_);
                bool l_483_ = (l_4_ != 0.0L);
                double l_484_ = (l_483_ ? l_482_ : l_4_);
                double l_485_ = (l_484_ - l_453_);
                bool l_486_ = (l_4_ != 0.0L);
                double l_487_ = (l_486_ ? l_485_ : l_4_);
                double l_488_ = (l_481_ - l_487_);
                double l_489_ = -(l_4_);
                double l_490_ = (l_484_ + l_489_);
                bool l_491_ = (l_4_ != 0.0L);
                double l_492_ = (l_491_ ? l_490_ : l_4_);
                double l_493_ = (l_492_ - l_484_);
                bool l_494_ = (l_4_ != 0.0L);
                double l_495_ = (l_494_ ? l_493_ : l_4_);
                double l_496_ = (l_492_ - l_495_);
                bool l_497_ = (l_4_ != 0.0L);
                double l_498_ = (l_497_ ? l_496_ : l_4_);
                double l_499_ = (l_484_ - l_498_);
                double l_500_ = (l_489_ - l_495_);
                double l_501_ = (l_499_ + l_500_);
                double l_502_ = (l_501_ + l_488_);
                double l_503_ = (l_492_ + l_502_);
                bool l_504_ = (l_4_ != 0.0L);
                double l_505_ = (l_504_ ? l_503_ : l_4_);
                double l_506_ = (l_505_ - l_492_);
                bool l_507_ = (l_4_ != 0.0L);
                double l_508_ = (l_507_ ? l_506_ : l_4_);
                double l_509_ = (l_502_ - l_508_);
                double _e1072 = l_mut_96_;
                double l_510_ = (_e1072 + l_505_);
                bool l_511_ = (l_4_ != 0.0L);
                double l_512_ = (l_511_ ? l_510_ : l_4_);
                double _e1077 = l_mut_96_;
                double l_513_ = (l_512_ - _e1077);
                bool l_514_ = (l_4_ != 0.0L);
                double l_515_ = (l_514_ ? l_513_ : l_4_);
                double l_516_ = (l_512_ - l_515_);
                bool l_517_ = (l_4_ != 0.0L);
                double l_518_ = (l_517_ ? l_516_ : l_4_);
                double _e1086 = l_mut_96_;
                double l_519_ = (_e1086 - l_518_);
                double l_520_ = (l_505_ - l_515_);
                double l_521_ = (l_519_ + l_520_);
                double _e1090 = l_mut_145_;
                double l_522_ = (_e1090 + l_509_);
                bool l_523_ = (l_4_ != 0.0L);
                double l_524_ = (l_523_ ? l_522_ : l_4_);
                double _e1095 = l_mut_145_;
                double l_525_ = (l_524_ - _e1095);
                bool l_526_ = (l_4_ != 0.0L);
                double l_527_ = (l_526_ ? l_525_ : l_4_);
                double l_528_ = (l_524_ - l_527_);
                bool l_529_ = (l_4_ != 0.0L);
                double l_530_ = (l_529_ ? l_528_ : l_4_);
                double _e1104 = l_mut_145_;
                double l_531_ = (_e1104 - l_530_);
                double l_532_ = (l_509_ - l_527_);
                double l_533_ = (l_531_ + l_532_);
                double l_534_ = (l_521_ + l_524_);
                double l_535_ = (l_512_ + l_534_);
                bool l_536_ = (l_4_ != 0.0L);
                double l_537_ = (l_536_ ? l_535_ : l_4_);
                double l_538_ = (l_537_ - l_512_);
                bool l_539_ = (l_4_ != 0.0L);
                double l_540_ = (l_539_ ? l_538_ : l_4_);
                double l_541_ = (l_534_ - l_540_);
                double l_542_ = (l_533_ + l_541_);
                double l_543_ = (l_537_ + l_542_);
                bool l_544_ = (l_4_ != 0.0L);
                double l_545_ = (l_544_ ? l_543_ : l_4_);
                double l_546_ = (l_545_ - l_537_);
                bool l_547_ = (l_4_ != 0.0L);
                double l_548_ = (l_547_ ? l_546_ : l_4_);
                double l_549_ = (l_542_ - l_548_);
                l_mut_96_ = l_545_;
                l_mut_145_ = l_549_;
            }
        }
        uint l_642_ = asuint(info.Load(12+0));
        uint l_643_ = (l_642_ * 1u);
        bool l_644_ = (id < l_643_);
        if (l_644_) {
            double _e1140 = l_mut_96_;
            buffer_3_global.Store(id*8, _e1140);
        }
        uint l_550_ = (l_1_ + id);
        uint l_645_ = asuint(info.Load(12+0));
        uint l_646_ = (l_645_ * 1u);
        bool l_647_ = (l_550_ < l_646_);
        if (l_647_) {
            double _e1151 = l_mut_145_;
            buffer_3_global.Store(l_550_*8, _e1151);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
