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
        uint l_550_ = asuint(info.Load(8+0));
        uint l_551_ = (l_550_ * 1u);
        bool l_552_ = (0u < l_551_);
        uint l_553_ = (l_551_ - 1u);
        uint l_554_ = min(0u, l_553_);
        double l_555_ = buffer_2_global.Load<double>(l_554_*8);
        double l_3_ = (l_552_ ? l_555_ : 0.0L);
        uint l_557_ = asuint(info.Load(8+0));
        uint l_558_ = (l_557_ * 1u);
        bool l_559_ = (1u < l_558_);
        uint l_560_ = (l_558_ - 1u);
        uint l_561_ = min(1u, l_560_);
        double l_562_ = buffer_2_global.Load<double>(l_561_*8);
        double l_4_ = (l_559_ ? l_562_ : 0.0L);
        uint l_564_ = asuint(info.Load(0+0));
        uint l_565_ = (l_564_ * 1u);
        bool l_566_ = (id < l_565_);
        uint l_567_ = (l_565_ - 1u);
        uint l_568_ = min(id, l_567_);
        double l_569_ = buffer_0_global.Load<double>(l_568_*8);
        double l_5_ = (l_566_ ? l_569_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_571_ = asuint(info.Load(0+0));
        uint l_572_ = (l_571_ * 1u);
        bool l_573_ = (l_6_ < l_572_);
        uint l_574_ = (l_572_ - 1u);
        uint l_575_ = min(l_6_, l_574_);
        double l_576_ = buffer_0_global.Load<double>(l_575_*8);
        double l_7_ = (l_573_ ? l_576_ : 0.0L);
        uint l_578_ = asuint(info.Load(4+0));
        uint l_579_ = (l_578_ * 1u);
        bool l_580_ = (id < l_579_);
        uint l_581_ = (l_579_ - 1u);
        uint l_582_ = min(id, l_581_);
        double l_583_ = buffer_1_global.Load<double>(l_582_*8);
        double l_8_ = (l_580_ ? l_583_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_585_ = asuint(info.Load(4+0));
        uint l_586_ = (l_585_ * 1u);
        bool l_587_ = (l_9_ < l_586_);
        uint l_588_ = (l_586_ - 1u);
        uint l_589_ = min(l_9_, l_588_);
        double l_590_ = buffer_1_global.Load<double>(l_589_*8);
        double l_10_ = (l_587_ ? l_590_ : 0.0L);
        uint l_592_ = asuint(info.Load(8+0));
        uint l_593_ = (l_592_ * 1u);
        bool l_594_ = (4u < l_593_);
        uint l_595_ = (l_593_ - 1u);
        uint l_596_ = min(4u, l_595_);
        double l_597_ = buffer_2_global.Load<double>(l_596_*8);
        double l_12_ = (l_594_ ? l_597_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_599_ = asuint(info.Load(8+0));
        uint l_600_ = (l_599_ * 1u);
        bool l_601_ = (2u < l_600_);
        uint l_602_ = (l_600_ - 1u);
        uint l_603_ = min(2u, l_602_);
        double l_604_ = buffer_2_global.Load<double>(l_603_*8);
        double l_15_ = (l_601_ ? l_604_ : 0.0L);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_606_ = asuint(info.Load(8+0));
        uint l_607_ = (l_606_ * 1u);
        bool l_608_ = (3u < l_607_);
        uint l_609_ = (l_607_ - 1u);
        uint l_610_ = min(3u, l_609_);
        double l_611_ = buffer_2_global.Load<double>(l_610_*8);
        double l_18_ = (l_608_ ? l_611_ : 0.0L);
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
        uint l_613_ = asuint(info.Load(8+0));
        uint l_614_ = (l_613_ * 1u);
        bool l_615_ = (5u < l_614_);
        uint l_616_ = (l_614_ - 1u);
        uint l_617_ = min(5u, l_616_);
        double l_618_ = buffer_2_global.Load<double>(l_617_*8);
        double l_93_ = (l_615_ ? l_618_ : 0.0L);
        uint l_94_ = naga_f2u32(l_93_);
        uint l_620_ = asuint(info.Load(8+0));
        uint l_621_ = (l_620_ * 1u);
        bool l_622_ = (l_24_ < l_621_);
        uint l_623_ = (l_621_ - 1u);
        uint l_624_ = min(l_24_, l_623_);
        double l_625_ = buffer_2_global.Load<double>(l_624_*8);
        double l_95_ = (l_622_ ? l_625_ : 0.0L);
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
                uint l_647_ = asuint(info.Load(8+0));
                uint l_648_ = (l_647_ * 1u);
                bool l_649_ = (l_99_ < l_648_);
                uint l_650_ = (l_648_ - 1u);
                uint l_651_ = min(l_99_, l_650_);
                double l_652_ = buffer_2_global.Load<double>(l_651_*8);
                double l_100_ = (l_649_ ? l_652_ : 0.0L);
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
        uint l_627_ = asuint(info.Load(8+0));
        uint l_628_ = (l_627_ * 1u);
        bool l_629_ = (3u < l_628_);
        uint l_630_ = (l_628_ - 1u);
        uint l_631_ = min(3u, l_630_);
        double l_632_ = buffer_2_global.Load<double>(l_631_*8);
        double l_115_ = (l_629_ ? l_632_ : 0.0L);
        uint l_116_ = naga_f2u32(l_115_);
        double l_118_ = double(l_33_);
        uint l_634_ = asuint(info.Load(8+0));
        uint l_635_ = (l_634_ * 1u);
        bool l_636_ = (6u < l_635_);
        uint l_637_ = (l_635_ - 1u);
        uint l_638_ = min(6u, l_637_);
        double l_639_ = buffer_2_global.Load<double>(l_638_*8);
        double l_119_ = (l_636_ ? l_639_ : 0.0L);
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
                uint l_654_ = asuint(info.Load(8+0));
                uint l_655_ = (l_654_ * 1u);
                bool l_656_ = (l_134_ < l_655_);
                uint l_657_ = (l_655_ - 1u);
                uint l_658_ = min(l_134_, l_657_);
                double l_659_ = buffer_2_global.Load<double>(l_658_*8);
                double l_135_ = (l_656_ ? l_659_ : 0.0L);
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
                uint _e1134 = l_mut_146_;
                l_mut_146_ = (_e1134 + 1u);
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
                uint l_661_ = asuint(info.Load(8+0));
                uint l_662_ = (l_661_ * 1u);
                bool l_663_ = (2u < l_662_);
                uint l_664_ = (l_662_ - 1u);
                uint l_665_ = min(2u, l_664_);
                double l_666_ = buffer_2_global.Load<double>(l_665_*8);
                double l_150_ = (l_663_ ? l_666_ : 0.0L);
                uint l_151_ = naga_f2u32(l_150_);
                uint l_668_ = asuint(info.Load(8+0));
                uint l_669_ = (l_668_ * 1u);
                bool l_670_ = (3u < l_669_);
                uint l_671_ = (l_669_ - 1u);
                uint l_672_ = min(3u, l_671_);
                double l_673_ = buffer_2_global.Load<double>(l_672_*8);
                double l_153_ = (l_670_ ? l_673_ : 0.0L);
                uint l_154_ = naga_f2u32(l_153_);
                uint l_675_ = asuint(info.Load(8+0));
                uint l_676_ = (l_675_ * 1u);
                bool l_677_ = (6u < l_676_);
                uint l_678_ = (l_676_ - 1u);
                uint l_679_ = min(6u, l_678_);
                double l_680_ = buffer_2_global.Load<double>(l_679_*8);
                double l_156_ = (l_677_ ? l_680_ : 0.0L);
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
                        uint l_696_ = asuint(info.Load(8+0));
                        uint l_697_ = (l_696_ * 1u);
                        bool l_698_ = (l_165_ < l_697_);
                        uint l_699_ = (l_697_ - 1u);
                        uint l_700_ = min(l_165_, l_699_);
                        double l_701_ = buffer_2_global.Load<double>(l_700_*8);
                        double l_166_ = (l_698_ ? l_701_ : 0.0L);
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
                uint l_682_ = asuint(info.Load(8+0));
                uint l_683_ = (l_682_ * 1u);
                bool l_684_ = (l_192_ < l_683_);
                uint l_685_ = (l_683_ - 1u);
                uint l_686_ = min(l_192_, l_685_);
                double l_687_ = buffer_2_global.Load<double>(l_686_*8);
                double l_193_ = (l_684_ ? l_687_ : 0.0L);
                l_mut_163_ = l_193_;
                uint l_194_ = (l_192_ + 1u);
                uint l_689_ = asuint(info.Load(8+0));
                uint l_690_ = (l_689_ * 1u);
                bool l_691_ = (l_194_ < l_690_);
                uint l_692_ = (l_690_ - 1u);
                uint l_693_ = min(l_194_, l_692_);
                double l_694_ = buffer_2_global.Load<double>(l_693_*8);
                double l_195_ = (l_691_ ? l_694_ : 0.0L);
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
                        uint l_703_ = asuint(info.Load(8+0));
                        uint l_704_ = (l_703_ * 1u);
                        bool l_705_ = (l_236_ < l_704_);
                        uint l_706_ = (l_704_ - 1u);
                        uint l_707_ = min(l_236_, l_706_);
                        double l_708_ = buffer_2_global.Load<double>(l_707_*8);
                        double l_237_ = (l_705_ ? l_708_ : 0.0L);
                        uint l_238_ = (l_236_ + 1u);
                        uint l_710_ = asuint(info.Load(8+0));
                        uint l_711_ = (l_710_ * 1u);
                        bool l_712_ = (l_238_ < l_711_);
                        uint l_713_ = (l_711_ - 1u);
                        uint l_714_ = min(l_238_, l_713_);
                        double l_715_ = buffer_2_global.Load<double>(l_714_*8);
                        double l_239_ = (l_712_ ? l_715_ : 0.0L);
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
                double l_299_ = (l_294_ + 1.0L);
                bool l_300_ = (l_4_ != 0.0L);
                double l_301_ = (l_300_ ? l_299_ : l_4_);
                double l_302_ = (l_301_ - l_294_);
                bool l_303_ = (l_4_ != 0.0L);
                double l_304_ = (l_303_ ? l_302_ : l_4_);
                double l_305_ = (l_301_ - l_304_);
                bool l_306_ = (l_4_ != 0.0L);
                double l_307_ = (l_306_ ? l_305_ : l_4_);
                double l_308_ = (l_294_ - l_307_);
                double l_309_ = (1.0L - l_304_);
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
                        uint _e936 = l_mut_357_;
                        l_mut_357_ = (_e936 + 1u);
                    }
                    loop_init_5 = false;
                    uint _e843 = l_mut_357_;
                    if ((_e843 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        double _e846 = l_mut_163_;
                        double l_358_ = (_e846 * 2.0L);
                        double _e849 = l_mut_162_;
                        double l_359_ = (_e849 * 2.0L);
                        double _e852 = l_mut_163_;
                        double _e853 = l_mut_163_;
                        double l_360_ = (_e852 * _e853);
                        bool l_361_ = (l_4_ != 0.0L);
                        double l_362_ = (l_361_ ? l_360_ : l_4_);
                        double _e858 = l_mut_163_;
                        double l_363_ = (l_3_ * _e858);
                        bool l_364_ = (l_4_ != 0.0L);
                        double l_365_ = (l_364_ ? l_363_ : l_4_);
                        double _e863 = l_mut_163_;
                        double l_366_ = (l_365_ - _e863);
                        bool l_367_ = (l_4_ != 0.0L);
                        double l_368_ = (l_367_ ? l_366_ : l_4_);
                        double l_369_ = (l_365_ - l_368_);
                        double _e869 = l_mut_163_;
                        double l_370_ = (_e869 - l_369_);
                        double _e871 = l_mut_163_;
                        double l_371_ = (l_3_ * _e871);
                        bool l_372_ = (l_4_ != 0.0L);
                        double l_373_ = (l_372_ ? l_371_ : l_4_);
                        double _e876 = l_mut_163_;
                        double l_374_ = (l_373_ - _e876);
                        bool l_375_ = (l_4_ != 0.0L);
                        double l_376_ = (l_375_ ? l_374_ : l_4_);
                        double l_377_ = (l_373_ - l_376_);
                        double _e882 = l_mut_163_;
                        double l_378_ = (_e882 - l_377_);
                        double l_379_ = (l_369_ * l_377_);
                        double l_380_ = (l_379_ - l_362_);
                        double l_381_ = (l_369_ * l_378_);
                        double l_382_ = (l_380_ + l_381_);
                        double l_383_ = (l_370_ * l_377_);
                        double l_384_ = (l_382_ + l_383_);
                        double l_385_ = (l_370_ * l_378_);
                        double l_386_ = (l_384_ + l_385_);
                        double _e892 = l_mut_163_;
                        double _e893 = l_mut_162_;
                        double l_387_ = (_e892 * _e893);
                        double _e895 = l_mut_162_;
                        double _e896 = l_mut_163_;
                        double l_388_ = (_e895 * _e896);
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
                double _e938 = l_mut_163_;
                double l_419_ = (_e938 + 1.0L);
                bool l_420_ = (l_4_ != 0.0L);
                double l_421_ = (l_420_ ? l_419_ : l_4_);
                double _e944 = l_mut_163_;
                double l_422_ = (l_421_ - _e944);
                bool l_423_ = (l_4_ != 0.0L);
                double l_424_ = (l_423_ ? l_422_ : l_4_);
                double l_425_ = (l_421_ - l_424_);
                bool l_426_ = (l_4_ != 0.0L);
                double l_427_ = (l_426_ ? l_425_ : l_4_);
                double _e953 = l_mut_163_;
                double l_428_ = (_e953 - l_427_);
                double l_429_ = (1.0L - l_424_);
                double l_430_ = (l_428_ + l_429_);
                double _e958 = l_mut_162_;
                double l_431_ = (l_430_ + _e958);
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
                        uint _e999 = l_mut_444_;
                        l_mut_444_ = (_e999 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e979 = l_mut_444_;
                    if ((_e979 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e982 = l_mut_441_;
                        uint l_445_ = (_e982 & 1u);
                        bool l_446_ = (l_445_ == 1u);
                        double _e987 = l_mut_162_;
                        double _e988 = l_mut_163_;
                        double l_447_ = (_e987 * _e988);
                        double _e990 = l_mut_162_;
                        double l_448_ = (l_446_ ? l_447_ : _e990);
                        l_mut_162_ = l_448_;
                        double _e992 = l_mut_163_;
                        double _e993 = l_mut_163_;
                        l_mut_163_ = (_e992 * _e993);
                        uint _e995 = l_mut_441_;
                        l_mut_441_ = (_e995 >> 1u);
                    }
                }
                double _e1001 = l_mut_162_;
                double l_449_ = (l_434_ * _e1001);
                double _e1003 = l_mut_162_;
                double l_450_ = (l_438_ * _e1003);
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
                double l_489_ = (l_484_ + -1.0L);
                bool l_490_ = (l_4_ != 0.0L);
                double l_491_ = (l_490_ ? l_489_ : l_4_);
                double l_492_ = (l_491_ - l_484_);
                bool l_493_ = (l_4_ != 0.0L);
                double l_494_ = (l_493_ ? l_492_ : l_4_);
                double l_495_ = (l_491_ - l_494_);
                bool l_496_ = (l_4_ != 0.0L);
                double l_497_ = (l_496_ ? l_495_ : l_4_);
                double l_498_ = (l_484_ - l_497_);
                double l_499_ = (-1.0L - l_494_);
                double l_500_ = (l_498_ + l_499_);
                double l_501_ = (l_500_ + l_488_);
                double l_502_ = (l_491_ + l_501_);
                bool l_503_ = (l_4_ != 0.0L);
                double l_504_ = (l_503_ ? l_502_ : l_4_);
                double l_505_ = (l_504_ - l_491_);
                bool l_506_ = (l_4_ != 0.0L);
                double l_507_ = (l_506_ ? l_505_ : l_4_);
                double l_508_ = (l_501_ - l_507_);
                double _e1077 = l_mut_96_;
                double l_509_ = (_e1077 + l_504_);
                bool l_510_ = (l_4_ != 0.0L);
                double l_511_ = (l_510_ ? l_509_ : l_4_);
                double _e1082 = l_mut_96_;
                double l_512_ = (l_511_ - _e1082);
                bool l_513_ = (l_4_ != 0.0L);
                double l_514_ = (l_513_ ? l_512_ : l_4_);
                double l_515_ = (l_511_ - l_514_);
                bool l_516_ = (l_4_ != 0.0L);
                double l_517_ = (l_516_ ? l_515_ : l_4_);
                double _e1091 = l_mut_96_;
                double l_518_ = (_e1091 - l_517_);
                double l_519_ = (l_504_ - l_514_);
                double l_520_ = (l_518_ + l_519_);
                double _e1095 = l_mut_145_;
                double l_521_ = (_e1095 + l_508_);
                bool l_522_ = (l_4_ != 0.0L);
                double l_523_ = (l_522_ ? l_521_ : l_4_);
                double _e1100 = l_mut_145_;
                double l_524_ = (l_523_ - _e1100);
                bool l_525_ = (l_4_ != 0.0L);
                double l_526_ = (l_525_ ? l_524_ : l_4_);
                double l_527_ = (l_523_ - l_526_);
                bool l_528_ = (l_4_ != 0.0L);
                double l_529_ = (l_528_ ? l_527_ : l_4_);
                double _e1109 = l_mut_145_;
                double l_530_ = (_e1109 - l_529_);
                double l_531_ = (l_508_ - l_526_);
                double l_532_ = (l_530_ + l_531_);
                double l_533_ = (l_520_ + l_523_);
                double l_534_ = (l_511_ + l_533_);
                bool l_535_ = (l_4_ != 0.0L);
                double l_536_ = (l_535_ ? l_534_ : l_4_);
                double l_537_ = (l_536_ - l_511_);
                bool l_538_ = (l_4_ != 0.0L);
                double l_539_ = (l_538_ ? l_537_ : l_4_);
                double l_540_ = (l_533_ - l_539_);
                double l_541_ = (l_532_ + l_540_);
                double l_542_ = (l_536_ + l_541_);
                bool l_543_ = (l_4_ != 0.0L);
                double l_544_ = (l_543_ ? l_542_ : l_4_);
                double l_545_ = (l_544_ - l_536_);
                bool l_546_ = (l_4_ != 0.0L);
                double l_547_ = (l_546_ ? l_545_ : l_4_);
                double l_548_ = (l_541_ - l_547_);
                l_mut_96_ = l_544_;
                l_mut_145_ = l_548_;
            }
        }
        uint l_641_ = asuint(info.Load(12+0));
        uint l_642_ = (l_641_ * 1u);
        bool l_643_ = (id < l_642_);
        if (l_643_) {
            double _e1145 = l_mut_96_;
            buffer_3_global.Store(id*8, _e1145);
        }
        uint l_549_ = (l_1_ + id);
        uint l_644_ = asuint(info.Load(12+0));
        uint l_645_ = (l_644_ * 1u);
        bool l_646_ = (l_549_ < l_645_);
        if (l_646_) {
            double _e1156 = l_mut_145_;
            buffer_3_global.Store(l_549_*8, _e1156);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
