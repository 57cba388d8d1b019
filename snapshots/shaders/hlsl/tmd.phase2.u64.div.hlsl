struct info_st {
    uint static_meta[14];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
RWByteAddressBuffer buffer_5_global : register(u5);
RWByteAddressBuffer buffer_6_global : register(u6);
ByteAddressBuffer info : register(t7);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

uint64_t naga_div(uint64_t lhs, uint64_t rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void phase2_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_112_ = (uint64_t)0;
    uint64_t l_mut_134_ = (uint64_t)0;
    uint64_t l_mut_167_ = (uint64_t)0;
    uint64_t l_mut_221_ = (uint64_t)0;
    uint l_mut_412_ = (uint)0;
    bool l_mut_413_ = (bool)0;
    bool l_mut_416_ = (bool)0;
    uint l_mut_425_ = (uint)0;
    uint64_t l_mut_438_ = (uint64_t)0;
    uint64_t l_mut_455_ = (uint64_t)0;
    uint l_mut_458_ = (uint)0;
    bool l_mut_504_ = (bool)0;
    bool l_mut_509_ = (bool)0;
    uint l_mut_556_ = (uint)0;
    uint l_mut_72_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_633_ = asuint(info.Load(24+0));
        uint l_634_ = (l_633_ * 1u);
        uint l_635_ = (l_634_ - 1u);
        uint l_636_ = min(3u, l_635_);
        uint _e55; buffer_6_global.InterlockedAdd(l_636_*4, 1u, _e55);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_638_ = asuint(info.Load(12+0));
        uint l_639_ = (l_638_ * 1u);
        bool l_640_ = (0u < l_639_);
        uint l_641_ = (l_639_ - 1u);
        uint l_642_ = min(0u, l_641_);
        uint l_643_ = asuint(buffer_3_global.Load(l_642_*4));
        uint l_7_ = (l_640_ ? l_643_ : 0u);
        uint64_t l_8_ = uint64_t(l_7_);
        uint l_10_ = (0u + 1u);
        uint l_645_ = asuint(info.Load(12+0));
        uint l_646_ = (l_645_ * 1u);
        bool l_647_ = (l_10_ < l_646_);
        uint l_648_ = (l_646_ - 1u);
        uint l_649_ = min(l_10_, l_648_);
        uint l_650_ = asuint(buffer_3_global.Load(l_649_*4));
        uint l_11_ = (l_647_ ? l_650_ : 0u);
        uint64_t l_12_ = uint64_t(l_11_);
        uint64_t l_13_ = (l_12_ << uint(32uL));
        uint64_t l_14_ = (l_8_ | l_13_);
        uint64_t l_15_ = (l_14_ & 4294967295uL);
        uint l_16_ = uint(l_15_);
        uint l_652_ = asuint(info.Load(12+0));
        uint l_653_ = (l_652_ * 1u);
        bool l_654_ = (2u < l_653_);
        uint l_655_ = (l_653_ - 1u);
        uint l_656_ = min(2u, l_655_);
        uint l_657_ = asuint(buffer_3_global.Load(l_656_*4));
        uint l_18_ = (l_654_ ? l_657_ : 0u);
        uint64_t l_19_ = uint64_t(l_18_);
        uint l_21_ = (2u + 1u);
        uint l_659_ = asuint(info.Load(12+0));
        uint l_660_ = (l_659_ * 1u);
        bool l_661_ = (l_21_ < l_660_);
        uint l_662_ = (l_660_ - 1u);
        uint l_663_ = min(l_21_, l_662_);
        uint l_664_ = asuint(buffer_3_global.Load(l_663_*4));
        uint l_22_ = (l_661_ ? l_664_ : 0u);
        uint64_t l_23_ = uint64_t(l_22_);
        uint64_t l_24_ = (l_23_ << uint(32uL));
        uint64_t l_25_ = (l_19_ | l_24_);
        uint64_t l_26_ = (l_25_ & 4294967295uL);
        uint l_27_ = uint(l_26_);
        uint l_666_ = asuint(info.Load(12+0));
        uint l_667_ = (l_666_ * 1u);
        bool l_668_ = (4u < l_667_);
        uint l_669_ = (l_667_ - 1u);
        uint l_670_ = min(4u, l_669_);
        uint l_671_ = asuint(buffer_3_global.Load(l_670_*4));
        uint l_29_ = (l_668_ ? l_671_ : 0u);
        uint64_t l_30_ = uint64_t(l_29_);
        uint l_32_ = (4u + 1u);
        uint l_673_ = asuint(info.Load(12+0));
        uint l_674_ = (l_673_ * 1u);
        bool l_675_ = (l_32_ < l_674_);
        uint l_676_ = (l_674_ - 1u);
        uint l_677_ = min(l_32_, l_676_);
        uint l_678_ = asuint(buffer_3_global.Load(l_677_*4));
        uint l_33_ = (l_675_ ? l_678_ : 0u);
        uint64_t l_34_ = uint64_t(l_33_);
        uint64_t l_35_ = (l_34_ << uint(32uL));
        uint64_t l_36_ = (l_30_ | l_35_);
        uint l_680_ = asuint(info.Load(12+0));
        uint l_681_ = (l_680_ * 1u);
        bool l_682_ = (6u < l_681_);
        uint l_683_ = (l_681_ - 1u);
        uint l_684_ = min(6u, l_683_);
        uint l_685_ = asuint(buffer_3_global.Load(l_684_*4));
        uint l_38_ = (l_682_ ? l_685_ : 0u);
        uint64_t l_39_ = uint64_t(l_38_);
        uint l_41_ = (6u + 1u);
        uint l_687_ = asuint(info.Load(12+0));
        uint l_688_ = (l_687_ * 1u);
        bool l_689_ = (l_41_ < l_688_);
        uint l_690_ = (l_688_ - 1u);
        uint l_691_ = min(l_41_, l_690_);
        uint l_692_ = asuint(buffer_3_global.Load(l_691_*4));
        uint l_42_ = (l_689_ ? l_692_ : 0u);
        uint64_t l_43_ = uint64_t(l_42_);
        uint64_t l_44_ = (l_43_ << uint(32uL));
        uint64_t l_45_ = (l_39_ | l_44_);
        uint l_694_ = asuint(info.Load(12+0));
        uint l_695_ = (l_694_ * 1u);
        bool l_696_ = (8u < l_695_);
        uint l_697_ = (l_695_ - 1u);
        uint l_698_ = min(8u, l_697_);
        uint l_699_ = asuint(buffer_3_global.Load(l_698_*4));
        uint l_47_ = (l_696_ ? l_699_ : 0u);
        uint64_t l_48_ = uint64_t(l_47_);
        uint l_50_ = (8u + 1u);
        uint l_701_ = asuint(info.Load(12+0));
        uint l_702_ = (l_701_ * 1u);
        bool l_703_ = (l_50_ < l_702_);
        uint l_704_ = (l_702_ - 1u);
        uint l_705_ = min(l_50_, l_704_);
        uint l_706_ = asuint(buffer_3_global.Load(l_705_*4));
        uint l_51_ = (l_703_ ? l_706_ : 0u);
        uint64_t l_52_ = uint64_t(l_51_);
        uint64_t l_53_ = (l_52_ << uint(32uL));
        uint64_t l_54_ = (l_48_ | l_53_);
        uint l_708_ = asuint(info.Load(12+0));
        uint l_709_ = (l_708_ * 1u);
        bool l_710_ = (10u < l_709_);
        uint l_711_ = (l_709_ - 1u);
        uint l_712_ = min(10u, l_711_);
        uint l_713_ = asuint(buffer_3_global.Load(l_712_*4));
        uint l_56_ = (l_710_ ? l_713_ : 0u);
        uint64_t l_57_ = uint64_t(l_56_);
        uint l_59_ = (10u + 1u);
        uint l_715_ = asuint(info.Load(12+0));
        uint l_716_ = (l_715_ * 1u);
        bool l_717_ = (l_59_ < l_716_);
        uint l_718_ = (l_716_ - 1u);
        uint l_719_ = min(l_59_, l_718_);
        uint l_720_ = asuint(buffer_3_global.Load(l_719_*4));
        uint l_60_ = (l_717_ ? l_720_ : 0u);
        uint64_t l_61_ = uint64_t(l_60_);
        uint64_t l_62_ = (l_61_ << uint(32uL));
        uint64_t l_63_ = (l_57_ | l_62_);
        uint l_64_ = naga_div(id, 8u);
        uint l_722_ = asuint(info.Load(16+0));
        uint l_723_ = (l_722_ * 1u);
        bool l_724_ = (l_64_ < l_723_);
        uint l_725_ = (l_723_ - 1u);
        uint l_726_ = min(l_64_, l_725_);
        uint l_727_ = asuint(buffer_4_global.Load(l_726_*4));
        uint l_65_ = (l_724_ ? l_727_ : 0u);
        uint l_66_ = naga_mod(id, 8u);
        uint l_67_ = naga_div(l_16_, 8u);
        uint l_68_ = (l_66_ * l_67_);
        uint64_t l_69_ = uint64_t(l_65_);
        uint64_t l_70_ = uint64_t(l_16_);
        uint64_t l_71_ = (l_69_ * l_70_);
        l_mut_72_ = 0u;
        bool l_73_ = (l_71_ < l_63_);
        if (l_73_) {
            uint64_t l_74_ = (l_63_ - l_71_);
            l_mut_72_ = l_16_;
            uint64_t l_75_ = uint64_t(l_16_);
            bool l_76_ = (l_74_ < l_75_);
            if (l_76_) {
                uint64_t l_77_ = (l_74_ & 4294967295uL);
                uint l_78_ = uint(l_77_);
                l_mut_72_ = l_78_;
            }
        }
        uint _e351 = l_mut_72_;
        bool l_79_ = (l_68_ < _e351);
        if (l_79_) {
            uint l_80_ = (2u * l_65_);
            uint l_729_ = asuint(info.Load(0+0));
            uint l_730_ = (l_729_ * 1u);
            bool l_731_ = (l_80_ < l_730_);
            uint l_732_ = (l_730_ - 1u);
            uint l_733_ = min(l_80_, l_732_);
            uint l_734_ = asuint(buffer_0_global.Load(l_733_*4));
            uint l_81_ = (l_731_ ? l_734_ : 0u);
            uint64_t l_82_ = uint64_t(l_81_);
            uint l_83_ = (2u * l_65_);
            uint l_84_ = (l_83_ + 1u);
            uint l_736_ = asuint(info.Load(0+0));
            uint l_737_ = (l_736_ * 1u);
            bool l_738_ = (l_84_ < l_737_);
            uint l_739_ = (l_737_ - 1u);
            uint l_740_ = min(l_84_, l_739_);
            uint l_741_ = asuint(buffer_0_global.Load(l_740_*4));
            uint l_85_ = (l_738_ ? l_741_ : 0u);
            uint64_t l_86_ = uint64_t(l_85_);
            uint64_t l_87_ = (l_86_ << uint(32uL));
            uint64_t l_88_ = (l_82_ | l_87_);
            uint l_89_ = (2u * l_65_);
            uint l_743_ = asuint(info.Load(4+0));
            uint l_744_ = (l_743_ * 1u);
            bool l_745_ = (l_89_ < l_744_);
            uint l_746_ = (l_744_ - 1u);
            uint l_747_ = min(l_89_, l_746_);
            uint l_748_ = asuint(buffer_1_global.Load(l_747_*4));
            uint l_90_ = (l_745_ ? l_748_ : 0u);
            uint64_t l_91_ = uint64_t(l_90_);
            uint l_92_ = (2u * l_65_);
            uint l_93_ = (l_92_ + 1u);
            uint l_750_ = asuint(info.Load(4+0));
            uint l_751_ = (l_750_ * 1u);
            bool l_752_ = (l_93_ < l_751_);
            uint l_753_ = (l_751_ - 1u);
            uint l_754_ = min(l_93_, l_753_);
            uint l_755_ = asuint(buffer_1_global.Load(l_754_*4));
            uint l_94_ = (l_752_ ? l_755_ : 0u);
            uint64_t l_95_ = uint64_t(l_94_);
            uint64_t l_96_ = (l_95_ << uint(32uL));
            uint64_t l_97_ = (l_91_ | l_96_);
            uint l_98_ = (2u * l_65_);
            uint l_757_ = asuint(info.Load(8+0));
            uint l_758_ = (l_757_ * 1u);
            bool l_759_ = (l_98_ < l_758_);
            uint l_760_ = (l_758_ - 1u);
            uint l_761_ = min(l_98_, l_760_);
            uint l_762_ = asuint(buffer_2_global.Load(l_761_*4));
            uint l_99_ = (l_759_ ? l_762_ : 0u);
            uint64_t l_100_ = uint64_t(l_99_);
            uint l_101_ = (2u * l_65_);
            uint l_102_ = (l_101_ + 1u);
            uint l_764_ = asuint(info.Load(8+0));
            uint l_765_ = (l_764_ * 1u);
            bool l_766_ = (l_102_ < l_765_);
            uint l_767_ = (l_765_ - 1u);
            uint l_768_ = min(l_102_, l_767_);
            uint l_769_ = asuint(buffer_2_global.Load(l_768_*4));
            uint l_103_ = (l_766_ ? l_769_ : 0u);
            uint64_t l_104_ = uint64_t(l_103_);
            uint64_t l_105_ = (l_104_ << uint(32uL));
            uint64_t l_106_ = (l_100_ | l_105_);
            uint l_107_ = naga_div(l_16_, 8u);
            uint l_108_ = (l_66_ * l_107_);
            uint l_109_ = (l_108_ + l_108_);
            uint64_t l_110_ = (l_106_ >> uint(63uL));
            bool l_111_ = (l_110_ == 1uL);
            l_mut_112_ = l_106_;
            if (l_111_) {
                uint64_t l_114_ = (0uL - l_106_);
                l_mut_112_ = l_114_;
            }
            uint64_t l_115_ = uint64_t(l_109_);
            uint64_t _e495 = l_mut_112_;
            uint64_t l_116_ = (_e495 & 4294967295uL);
            uint64_t l_117_ = (l_116_ * l_115_);
            uint64_t _e499 = l_mut_112_;
            uint64_t l_118_ = (_e499 >> uint(32uL));
            uint64_t l_119_ = (l_118_ * l_115_);
            uint64_t l_120_ = (l_119_ << uint(32uL));
            uint64_t l_121_ = (l_117_ + l_120_);
            uint64_t l_122_ = (l_119_ >> uint(32uL));
            bool l_123_ = (l_121_ < l_117_);
            uint64_t l_124_ = uint64_t(l_123_);
            uint64_t l_125_ = (l_122_ + l_124_);
            l_mut_112_ = l_121_;
            bool l_126_ = (l_27_ == 64u);
            if (l_126_) {
                l_mut_112_ = l_125_;
            } else {
                bool l_127_ = (l_27_ > 0u);
                if (l_127_) {
                    uint l_128_ = (64u - l_27_);
                    uint64_t l_129_ = uint64_t(l_128_);
                    uint64_t l_130_ = (l_125_ << uint(l_129_));
                    uint64_t l_131_ = uint64_t(l_27_);
                    uint64_t l_132_ = (l_121_ >> uint(l_131_));
                    uint64_t l_133_ = (l_130_ | l_132_);
                    l_mut_112_ = l_133_;
                }
            }
            uint64_t _e532 = l_mut_112_;
            l_mut_134_ = _e532;
            if (l_111_) {
                uint64_t _e534 = l_mut_134_;
                uint64_t l_136_ = (0uL - _e534);
                l_mut_134_ = l_136_;
            }
            uint64_t _e536 = l_mut_134_;
            uint64_t l_137_ = (l_88_ + _e536);
            uint64_t l_138_ = uint64_t(l_108_);
            uint64_t l_139_ = (l_88_ * l_138_);
            uint64_t l_140_ = (l_97_ + l_139_);
            l_mut_134_ = 0uL;
            bool l_142_ = (l_108_ < 65536u);
            if (l_142_) {
                uint l_143_ = (l_108_ * l_108_);
                uint64_t l_144_ = (l_106_ >> uint(63uL));
                bool l_145_ = (l_144_ == 1uL);
                l_mut_112_ = l_106_;
                if (l_145_) {
                    uint64_t l_147_ = (0uL - l_106_);
                    l_mut_112_ = l_147_;
                }
                uint64_t l_148_ = uint64_t(l_143_);
                uint64_t _e554 = l_mut_112_;
                uint64_t l_149_ = (_e554 & 4294967295uL);
                uint64_t l_150_ = (l_149_ * l_148_);
                uint64_t _e558 = l_mut_112_;
                uint64_t l_151_ = (_e558 >> uint(32uL));
                uint64_t l_152_ = (l_151_ * l_148_);
                uint64_t l_153_ = (l_152_ << uint(32uL));
                uint64_t l_154_ = (l_150_ + l_153_);
                uint64_t l_155_ = (l_152_ >> uint(32uL));
                bool l_156_ = (l_154_ < l_150_);
                uint64_t l_157_ = uint64_t(l_156_);
                uint64_t l_158_ = (l_155_ + l_157_);
                l_mut_112_ = l_154_;
                bool l_159_ = (l_27_ == 64u);
                if (l_159_) {
                    l_mut_112_ = l_158_;
                } else {
                    bool l_160_ = (l_27_ > 0u);
                    if (l_160_) {
                        uint l_161_ = (64u - l_27_);
                        uint64_t l_162_ = uint64_t(l_161_);
                        uint64_t l_163_ = (l_158_ << uint(l_162_));
                        uint64_t l_164_ = uint64_t(l_27_);
                        uint64_t l_165_ = (l_154_ >> uint(l_164_));
                        uint64_t l_166_ = (l_163_ | l_165_);
                        l_mut_112_ = l_166_;
                    }
                }
                uint64_t _e591 = l_mut_112_;
                l_mut_167_ = _e591;
                if (l_145_) {
                    uint64_t _e593 = l_mut_167_;
                    uint64_t l_169_ = (0uL - _e593);
                    l_mut_167_ = l_169_;
                }
                uint64_t _e595 = l_mut_167_;
                l_mut_134_ = _e595;
            } else {
                uint64_t l_170_ = (l_106_ >> uint(63uL));
                bool l_171_ = (l_170_ == 1uL);
                l_mut_167_ = l_106_;
                if (l_171_) {
                    uint64_t l_173_ = (0uL - l_106_);
                    l_mut_167_ = l_173_;
                }
                uint64_t l_174_ = uint64_t(l_108_);
                uint64_t _e605 = l_mut_167_;
                uint64_t l_175_ = (_e605 & 4294967295uL);
                uint64_t l_176_ = (l_175_ * l_174_);
                uint64_t _e609 = l_mut_167_;
                uint64_t l_177_ = (_e609 >> uint(32uL));
                uint64_t l_178_ = (l_177_ * l_174_);
                uint64_t l_179_ = (l_178_ << uint(32uL));
                uint64_t l_180_ = (l_176_ + l_179_);
                uint64_t l_181_ = (l_178_ >> uint(32uL));
                bool l_182_ = (l_180_ < l_176_);
                uint64_t l_183_ = uint64_t(l_182_);
                uint64_t l_184_ = (l_181_ + l_183_);
                l_mut_112_ = l_180_;
                if (false) {
                    l_mut_112_ = l_184_;
                } else {
                    if (false) {
                        uint64_t l_188_ = (l_184_ << uint(64uL));
                        uint64_t l_190_ = (l_180_ >> uint(0uL));
                        uint64_t l_191_ = (l_188_ | l_190_);
                        l_mut_112_ = l_191_;
                    }
                }
                uint64_t l_192_ = uint64_t(l_108_);
                uint64_t _e639 = l_mut_167_;
                uint64_t l_193_ = (_e639 & 4294967295uL);
                uint64_t l_194_ = (l_193_ * l_192_);
                uint64_t _e643 = l_mut_167_;
                uint64_t l_195_ = (_e643 >> uint(32uL));
                uint64_t l_196_ = (l_195_ * l_192_);
                uint64_t l_197_ = (l_196_ << uint(32uL));
                uint64_t l_198_ = (l_194_ + l_197_);
                uint64_t l_199_ = (l_196_ >> uint(32uL));
                bool l_200_ = (l_198_ < l_194_);
                uint64_t l_201_ = uint64_t(l_200_);
                uint64_t l_202_ = (l_199_ + l_201_);
                l_mut_167_ = l_198_;
                if (true) {
                    l_mut_167_ = l_202_;
                } else {
                    if (true) {
                        uint64_t l_206_ = (l_202_ << uint(0uL));
                        uint64_t l_208_ = (l_198_ >> uint(64uL));
                        uint64_t l_209_ = (l_206_ | l_208_);
                        l_mut_167_ = l_209_;
                    }
                }
                uint64_t l_210_ = uint64_t(l_108_);
                uint64_t _e673 = l_mut_112_;
                uint64_t l_211_ = (_e673 & 4294967295uL);
                uint64_t l_212_ = (l_211_ * l_210_);
                uint64_t _e677 = l_mut_112_;
                uint64_t l_213_ = (_e677 >> uint(32uL));
                uint64_t l_214_ = (l_213_ * l_210_);
                uint64_t l_215_ = (l_214_ << uint(32uL));
                uint64_t l_216_ = (l_212_ + l_215_);
                uint64_t l_217_ = (l_214_ >> uint(32uL));
                bool l_218_ = (l_216_ < l_212_);
                uint64_t l_219_ = uint64_t(l_218_);
                uint64_t l_220_ = (l_217_ + l_219_);
                l_mut_221_ = l_216_;
                if (false) {
                    l_mut_221_ = l_220_;
                } else {
                    if (false) {
                        uint64_t l_225_ = (l_220_ << uint(64uL));
                        uint64_t l_227_ = (l_216_ >> uint(0uL));
                        uint64_t l_228_ = (l_225_ | l_227_);
                        l_mut_221_ = l_228_;
                    }
                }
                uint64_t l_229_ = uint64_t(l_108_);
                uint64_t _e707 = l_mut_112_;
                uint64_t l_230_ = (_e707 & 4294967295uL);
                uint64_t l_231_ = (l_230_ * l_229_);
                uint64_t _e711 = l_mut_112_;
                uint64_t l_232_ = (_e711 >> uint(32uL));
                uint64_t l_233_ = (l_232_ * l_229_);
                uint64_t l_234_ = (l_233_ << uint(32uL));
                uint64_t l_235_ = (l_231_ + l_234_);
                uint64_t l_236_ = (l_233_ >> uint(32uL));
                bool l_237_ = (l_235_ < l_231_);
                uint64_t l_238_ = uint64_t(l_237_);
                uint64_t l_239_ = (l_236_ + l_238_);
                l_mut_112_ = l_235_;
                if (true) {
                    l_mut_112_ = l_239_;
                } else {
                    if (true) {
                        uint64_t l_243_ = (l_239_ << uint(0uL));
                        uint64_t l_245_ = (l_235_ >> uint(64uL));
                        uint64_t l_246_ = (l_243_ | l_245_);
                        l_mut_112_ = l_246_;
                    }
                }
                uint64_t l_247_ = uint64_t(l_108_);
                uint64_t _e741 = l_mut_167_;
                uint64_t l_248_ = (_e741 * l_247_);
                uint64_t _e743 = l_mut_112_;
                uint64_t l_249_ = (_e743 + l_248_);
                uint64_t _e745 = l_mut_221_;
                l_mut_134_ = _e745;
                bool l_250_ = (l_27_ == 64u);
                if (l_250_) {
                    l_mut_134_ = l_249_;
                } else {
                    bool l_251_ = (l_27_ > 0u);
                    if (l_251_) {
                        uint l_252_ = (64u - l_27_);
                        uint64_t l_253_ = uint64_t(l_252_);
                        uint64_t l_254_ = (l_249_ << uint(l_253_));
                        uint64_t l_255_ = uint64_t(l_27_);
                        uint64_t _e757 = l_mut_221_;
                        uint64_t l_256_ = (_e757 >> uint(l_255_));
                        uint64_t l_257_ = (l_254_ + l_256_);
                        l_mut_134_ = l_257_;
                    }
                }
                if (l_171_) {
                    uint64_t _e763 = l_mut_134_;
                    uint64_t l_259_ = (0uL - _e763);
                    l_mut_134_ = l_259_;
                }
            }
            uint64_t _e765 = l_mut_134_;
            uint64_t l_260_ = (l_140_ + _e765);
            uint64_t l_261_ = (l_106_ >> uint(63uL));
            bool l_262_ = (l_261_ == 1uL);
            l_mut_221_ = l_106_;
            if (l_262_) {
                uint64_t l_264_ = (0uL - l_106_);
                l_mut_221_ = l_264_;
            }
            uint64_t l_265_ = uint64_t(l_107_);
            uint64_t _e776 = l_mut_221_;
            uint64_t l_266_ = (_e776 & 4294967295uL);
            uint64_t l_267_ = (l_266_ * l_265_);
            uint64_t _e780 = l_mut_221_;
            uint64_t l_268_ = (_e780 >> uint(32uL));
            uint64_t l_269_ = (l_268_ * l_265_);
            uint64_t l_270_ = (l_269_ << uint(32uL));
            uint64_t l_271_ = (l_267_ + l_270_);
            uint64_t l_272_ = (l_269_ >> uint(32uL));
            bool l_273_ = (l_271_ < l_267_);
            uint64_t l_274_ = uint64_t(l_273_);
            uint64_t l_275_ = (l_272_ + l_274_);
            l_mut_221_ = l_271_;
            bool l_276_ = (l_27_ == 64u);
            if (l_276_) {
                l_mut_221_ = l_275_;
            } else {
                bool l_277_ = (l_27_ > 0u);
                if (l_277_) {
                    uint l_278_ = (64u - l_27_);
                    uint64_t l_279_ = uint64_t(l_278_);
                    uint64_t l_280_ = (l_275_ << uint(l_279_));
                    uint64_t l_281_ = uint64_t(l_27_);
                    uint64_t l_282_ = (l_271_ >> uint(l_281_));
                    uint64_t l_283_ = (l_280_ | l_282_);
                    l_mut_221_ = l_283_;
                }
            }
            uint64_t _e813 = l_mut_221_;
            l_mut_167_ = _e813;
            if (l_262_) {
                uint64_t _e815 = l_mut_167_;
                uint64_t l_285_ = (0uL - _e815);
                l_mut_167_ = l_285_;
            }
            uint64_t _e817 = l_mut_167_;
            uint64_t l_286_ = (l_137_ + _e817);
            uint l_287_ = (l_27_ + 3u);
            l_mut_221_ = 0uL;
            bool l_289_ = (l_107_ < 65536u);
            if (l_289_) {
                uint l_290_ = (l_107_ * l_107_);
                uint64_t l_291_ = (l_106_ >> uint(63uL));
                bool l_292_ = (l_291_ == 1uL);
                l_mut_167_ = l_106_;
                if (l_292_) {
                    uint64_t l_294_ = (0uL - l_106_);
                    l_mut_167_ = l_294_;
                }
                uint64_t l_295_ = uint64_t(l_290_);
                uint64_t _e834 = l_mut_167_;
                uint64_t l_296_ = (_e834 & 4294967295uL);
                uint64_t l_297_ = (l_296_ * l_295_);
                uint64_t _e838 = l_mut_167_;
                uint64_t l_298_ = (_e838 >> uint(32uL));
                uint64_t l_299_ = (l_298_ * l_295_);
                uint64_t l_300_ = (l_299_ << uint(32uL));
                uint64_t l_301_ = (l_297_ + l_300_);
                uint64_t l_302_ = (l_299_ >> uint(32uL));
                bool l_303_ = (l_301_ < l_297_);
                uint64_t l_304_ = uint64_t(l_303_);
                uint64_t l_305_ = (l_302_ + l_304_);
                l_mut_167_ = l_301_;
                bool l_306_ = (l_287_ == 64u);
                if (l_306_) {
                    l_mut_167_ = l_305_;
                } else {
                    bool l_307_ = (l_287_ > 0u);
                    if (l_307_) {
                        uint l_308_ = (64u - l_287_);
                        uint64_t l_309_ = uint64_t(l_308_);
                        uint64_t l_310_ = (l_305_ << uint(l_309_));
                        uint64_t l_311_ = uint64_t(l_287_);
                        uint64_t l_312_ = (l_301_ >> uint(l_311_));
                        uint64_t l_313_ = (l_310_ | l_312_);
                        l_mut_167_ = l_313_;
                    }
                }
                uint64_t _e871 = l_mut_167_;
                l_mut_134_ = _e871;
                if (l_292_) {
                    uint64_t _e873 = l_mut_134_;
                    uint64_t l_315_ = (0uL - _e873);
                    l_mut_134_ = l_315_;
                }
                uint64_t _e875 = l_mut_134_;
                l_mut_221_ = _e875;
            } else {
                uint64_t l_316_ = (l_106_ >> uint(63uL));
                bool l_317_ = (l_316_ == 1uL);
                l_mut_167_ = l_106_;
                if (l_317_) {
                    uint64_t l_319_ = (0uL - l_106_);
                    l_mut_167_ = l_319_;
                }
                uint64_t l_320_ = uint64_t(l_107_);
                uint64_t _e885 = l_mut_167_;
                uint64_t l_321_ = (_e885 & 4294967295uL);
                uint64_t l_322_ = (l_321_ * l_320_);
                uint64_t _e889 = l_mut_167_;
                uint64_t l_323_ = (_e889 >> uint(32uL));
                uint64_t l_324_ = (l_323_ * l_320_);
                uint64_t l_325_ = (l_324_ << uint(32uL));
                uint64_t l_326_ = (l_322_ + l_325_);
                uint64_t l_327_ = (l_324_ >> uint(32uL));
                bool l_328_ = (l_326_ < l_322_);
                uint64_t l_329_ = uint64_t(l_328_);
                uint64_t l_330_ = (l_327_ + l_329_);
                l_mut_134_ = l_326_;
                if (false) {
                    l_mut_134_ = l_330_;
                } else {
                    if (false) {
                        uint64_t l_334_ = (l_330_ << uint(64uL));
                        uint64_t l_336_ = (l_326_ >> uint(0uL));
                        uint64_t l_337_ = (l_334_ | l_336_);
                        l_mut_134_ = l_337_;
                    }
                }
                uint64_t l_338_ = uint64_t(l_107_);
                uint64_t _e919 = l_mut_167_;
                uint64_t l_339_ = (_e919 & 4294967295uL);
                uint64_t l_340_ = (l_339_ * l_338_);
                uint64_t _e923 = l_mut_167_;
                uint64_t l_341_ = (_e923 >> uint(32uL));
                uint64_t l_342_ = (l_341_ * l_338_);
                uint64_t l_343_ = (l_342_ << uint(32uL));
                uint64_t l_344_ = (l_340_ + l_343_);
                uint64_t l_345_ = (l_342_ >> uint(32uL));
                bool l_346_ = (l_344_ < l_340_);
                uint64_t l_347_ = uint64_t(l_346_);
                uint64_t l_348_ = (l_345_ + l_347_);
                l_mut_167_ = l_344_;
                if (true) {
                    l_mut_167_ = l_348_;
                } else {
                    if (true) {
                        uint64_t l_352_ = (l_348_ << uint(0uL));
                        uint64_t l_354_ = (l_344_ >> uint(64uL));
                        uint64_t l_355_ = (l_352_ | l_354_);
                        l_mut_167_ = l_355_;
                    }
                }
                uint64_t l_356_ = uint64_t(l_107_);
                uint64_t _e953 = l_mut_134_;
                uint64_t l_357_ = (_e953 & 4294967295uL);
                uint64_t l_358_ = (l_357_ * l_356_);
                uint64_t _e957 = l_mut_134_;
                uint64_t l_359_ = (_e957 >> uint(32uL));
                uint64_t l_360_ = (l_359_ * l_356_);
                uint64_t l_361_ = (l_360_ << uint(32uL));
                uint64_t l_362_ = (l_358_ + l_361_);
                uint64_t l_363_ = (l_360_ >> uint(32uL));
                bool l_364_ = (l_362_ < l_358_);
                uint64_t l_365_ = uint64_t(l_364_);
                uint64_t l_366_ = (l_363_ + l_365_);
                l_mut_112_ = l_362_;
                if (false) {
                    l_mut_112_ = l_366_;
                } else {
                    if (false) {
                        uint64_t l_370_ = (l_366_ << uint(64uL));
                        uint64_t l_372_ = (l_362_ >> uint(0uL));
                        uint64_t l_373_ = (l_370_ | l_372_);
                        l_mut_112_ = l_373_;
                    }
                }
                uint64_t l_374_ = uint64_t(l_107_);
                uint64_t _e987 = l_mut_134_;
                uint64_t l_375_ = (_e987 & 4294967295uL);
                uint64_t l_376_ = (l_375_ * l_374_);
                uint64_t _e991 = l_mut_134_;
                uint64_t l_377_ = (_e991 >> uint(32uL));
                uint64_t l_378_ = (l_377_ * l_374_);
                uint64_t l_379_ = (l_378_ << uint(32uL));
                uint64_t l_380_ = (l_376_ + l_379_);
                uint64_t l_381_ = (l_378_ >> uint(32uL));
                bool l_382_ = (l_380_ < l_376_);
                uint64_t l_383_ = uint64_t(l_382_);
                uint64_t l_384_ = (l_381_ + l_383_);
                l_mut_134_ = l_380_;
                if (true) {
                    l_mut_134_ = l_384_;
                } else {
                    if (true) {
                        uint64_t l_388_ = (l_384_ << uint(0uL));
                        uint64_t l_390_ = (l_380_ >> uint(64uL));
                        uint64_t l_391_ = (l_388_ | l_390_);
                        l_mut_134_ = l_391_;
                    }
                }
                uint64_t l_392_ = uint64_t(l_107_);
                uint64_t _e1021 = l_mut_167_;
                uint64_t l_393_ = (_e1021 * l_392_);
                uint64_t _e1023 = l_mut_134_;
                uint64_t l_394_ = (_e1023 + l_393_);
                uint64_t _e1025 = l_mut_112_;
                l_mut_221_ = _e1025;
                bool l_395_ = (l_287_ == 64u);
                if (l_395_) {
                    l_mut_221_ = l_394_;
                } else {
                    bool l_396_ = (l_287_ > 0u);
                    if (l_396_) {
                        uint l_397_ = (64u - l_287_);
                        uint64_t l_398_ = uint64_t(l_397_);
                        uint64_t l_399_ = (l_394_ << uint(l_398_));
                        uint64_t l_400_ = uint64_t(l_287_);
                        uint64_t _e1037 = l_mut_112_;
                        uint64_t l_401_ = (_e1037 >> uint(l_400_));
                        uint64_t l_402_ = (l_399_ + l_401_);
                        l_mut_221_ = l_402_;
                    }
                }
                if (l_317_) {
                    uint64_t _e1043 = l_mut_221_;
                    uint64_t l_404_ = (0uL - _e1043);
                    l_mut_221_ = l_404_;
                }
            }
            uint64_t _e1045 = l_mut_221_;
            uint64_t l_405_ = (l_260_ - _e1045);
            uint64_t l_406_ = (l_405_ + l_45_);
            uint64_t l_408_ = (0uL - l_286_);
            uint64_t l_409_ = (l_45_ + l_45_);
            l_mut_221_ = l_408_;
            uint64_t l_411_ = (0uL - l_408_);
            l_mut_167_ = l_411_;
            l_mut_134_ = l_406_;
            l_mut_72_ = 1u;
            l_mut_412_ = 1u;
            l_mut_413_ = false;
            uint64_t _e1056 = l_mut_134_;
            bool l_414_ = (_e1056 < l_409_);
            bool l_415_ = !(l_414_);
            l_mut_416_ = l_415_;
            bool l_417_ = (l_408_ == 0uL);
            if (l_417_) {
                bool _e1061 = l_mut_416_;
                l_mut_413_ = _e1061;
                l_mut_416_ = false;
            }
            bool _e1063 = l_mut_416_;
            if (_e1063) {
                uint64_t l_418_ = (l_408_ >> uint(63uL));
                bool l_419_ = (l_418_ == 1uL);
                l_mut_112_ = l_408_;
                if (l_419_) {
                    uint64_t l_421_ = (0uL - l_408_);
                    l_mut_112_ = l_421_;
                }
                uint l_422_ = (l_107_ - 1u);
                uint64_t l_423_ = uint64_t(l_422_);
                uint64_t _e1075 = l_mut_112_;
                uint64_t l_424_ = (_e1075 * l_423_);
                l_mut_425_ = 0u;
                uint l_426_ = (l_107_ - 1u);
                uint64_t l_427_ = uint64_t(l_426_);
                uint64_t _e1081 = l_mut_112_;
                uint64_t l_428_ = (_e1081 & 4294967295uL);
                uint64_t l_429_ = (l_428_ * l_427_);
                uint64_t _e1085 = l_mut_112_;
                uint64_t l_430_ = (_e1085 >> uint(32uL));
                uint64_t l_431_ = (l_430_ * l_427_);
                uint64_t l_432_ = (l_431_ << uint(32uL));
                uint64_t l_433_ = (l_429_ + l_432_);
                uint64_t l_434_ = (l_431_ >> uint(32uL));
                bool l_435_ = (l_433_ < l_429_);
                uint64_t l_436_ = uint64_t(l_435_);
                uint64_t l_437_ = (l_434_ + l_436_);
                l_mut_438_ = l_433_;
                if (true) {
                    l_mut_438_ = l_437_;
                } else {
                    if (true) {
                        uint64_t l_442_ = (l_437_ << uint(0uL));
                        uint64_t l_444_ = (l_433_ >> uint(64uL));
                        uint64_t l_445_ = (l_442_ | l_444_);
                        l_mut_438_ = l_445_;
                    }
                }
                uint64_t _e1114 = l_mut_438_;
                bool l_446_ = (_e1114 == 0uL);
                if (l_446_) {
                    l_mut_438_ = l_406_;
                    if (l_419_) {
                        uint64_t l_448_ = (0uL - l_406_);
                        bool l_449_ = (l_406_ == 0uL);
                        bool l_450_ = !(l_449_);
                        bool l_451_ = (l_424_ < l_448_);
                        bool l_452_ = !(l_451_);
                        if (l_450_) {
                            local = l_452_;
                        } else {
                            local = false;
                        }
                        bool l_453_ = local;
                        if (l_453_) {
                            uint l_454_ = (l_107_ - 1u);
                            l_mut_455_ = l_448_;
                            uint64_t _e1130 = l_mut_112_;
                            bool l_456_ = (l_448_ < _e1130);
                            bool l_457_ = !(l_456_);
                            if (l_457_) {
                                l_mut_458_ = 0u;
                                uint64_t _e1134 = l_mut_112_;
                                bool l_459_ = (_e1134 < l_448_);
                                if (l_459_) {
                                    uint64_t l_460_ = (l_448_ - 1uL);
                                    uint64_t _e1138 = l_mut_112_;
                                    uint64_t l_461_ = naga_div(l_460_, _e1138);
                                    uint64_t l_462_ = uint64_t(l_454_);
                                    bool l_463_ = (l_461_ < l_462_);
                                    uint64_t l_464_ = uint64_t(l_454_);
                                    uint64_t l_465_ = (l_463_ ? l_461_ : l_464_);
                                    uint l_466_ = uint(l_465_);
                                    l_mut_458_ = l_466_;
                                }
                                uint _e1146 = l_mut_458_;
                                uint64_t l_467_ = uint64_t(_e1146);
                                uint64_t _e1148 = l_mut_112_;
                                uint64_t l_468_ = (_e1148 * l_467_);
                                uint64_t l_469_ = (l_448_ - l_468_);
                                l_mut_455_ = l_469_;
                                uint64_t _e1151 = l_mut_455_;
                                uint64_t _e1152 = l_mut_112_;
                                bool l_470_ = (_e1151 < _e1152);
                                bool l_471_ = !(l_470_);
                                if (l_471_) {
                                    uint64_t _e1155 = l_mut_455_;
                                    uint64_t _e1156 = l_mut_112_;
                                    uint64_t l_472_ = (_e1155 - _e1156);
                                    l_mut_455_ = l_472_;
                                }
                            }
                            uint64_t _e1158 = l_mut_112_;
                            uint64_t _e1159 = l_mut_455_;
                            uint64_t l_473_ = (_e1158 - _e1159);
                            l_mut_455_ = l_473_;
                            uint64_t _e1161 = l_mut_112_;
                            bool l_474_ = (l_473_ < _e1161);
                            bool l_475_ = !(l_474_);
                            if (l_475_) {
                                uint64_t _e1164 = l_mut_112_;
                                uint64_t l_476_ = (l_473_ - _e1164);
                                l_mut_455_ = l_476_;
                            }
                            uint64_t _e1166 = l_mut_455_;
                            uint64_t _e1167 = l_mut_438_;
                            bool l_477_ = (_e1166 < _e1167);
                            if (l_477_) {
                                uint64_t _e1169 = l_mut_455_;
                                l_mut_438_ = _e1169;
                            }
                        }
                    } else {
                        uint64_t l_478_ = (l_406_ - l_424_);
                        l_mut_438_ = l_478_;
                        bool l_479_ = (l_406_ < l_424_);
                        if (l_479_) {
                            uint l_480_ = (l_107_ - 1u);
                            l_mut_455_ = l_406_;
                            uint64_t _e1174 = l_mut_112_;
                            bool l_481_ = (l_406_ < _e1174);
                            bool l_482_ = !(l_481_);
                            if (l_482_) {
                                l_mut_458_ = 0u;
                                uint64_t _e1178 = l_mut_112_;
                                bool l_483_ = (_e1178 < l_406_);
                                if (l_483_) {
                                    uint64_t l_484_ = (l_406_ - 1uL);
                                    uint64_t _e1182 = l_mut_112_;
                                    uint64_t l_485_ = naga_div(l_484_, _e1182);
                                    uint64_t l_486_ = uint64_t(l_480_);
                                    bool l_487_ = (l_485_ < l_486_);
                                    uint64_t l_488_ = uint64_t(l_480_);
                                    uint64_t l_489_ = (l_487_ ? l_485_ : l_488_);
                                    uint l_490_ = uint(l_489_);
                                    l_mut_458_ = l_490_;
                                }
                                uint _e1190 = l_mut_458_;
                                uint64_t l_491_ = uint64_t(_e1190);
                                uint64_t _e1192 = l_mut_112_;
                                uint64_t l_492_ = (_e1192 * l_491_);
                                uint64_t l_493_ = (l_406_ - l_492_);
                                l_mut_455_ = l_493_;
                                uint64_t _e1195 = l_mut_455_;
                                uint64_t _e1196 = l_mut_112_;
                                bool l_494_ = (_e1195 < _e1196);
                                bool l_495_ = !(l_494_);
                                if (l_495_) {
                                    uint64_t _e1199 = l_mut_455_;
                                    uint64_t _e1200 = l_mut_112_;
                                    uint64_t l_496_ = (_e1199 - _e1200);
                                    l_mut_455_ = l_496_;
                                }
                            }
                            uint64_t _e1202 = l_mut_455_;
                            uint64_t _e1203 = l_mut_438_;
                            bool l_497_ = (_e1202 < _e1203);
                            if (l_497_) {
                                uint64_t _e1205 = l_mut_455_;
                                l_mut_438_ = _e1205;
                            }
                        }
                    }
                    uint64_t _e1206 = l_mut_438_;
                    bool l_498_ = (_e1206 < l_409_);
                    bool l_499_ = !(l_498_);
                    uint l_500_ = uint(l_499_);
                    uint l_501_ = (2u - l_500_);
                    l_mut_425_ = l_501_;
                }
                uint _e1212 = l_mut_425_;
                bool l_502_ = (_e1212 > 0u);
                if (l_502_) {
                    uint _e1215 = l_mut_425_;
                    bool l_503_ = (_e1215 == 1u);
                    l_mut_413_ = l_503_;
                    l_mut_416_ = false;
                }
            }
            l_mut_504_ = false;
            uint2 loop_bound = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound == uint2(0u, 0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                bool _e1220 = l_mut_416_;
                bool l_505_ = !(_e1220);
                if (l_505_) {
                    break;
                }
                uint64_t _e1222 = l_mut_134_;
                uint64_t _e1223 = l_mut_221_;
                bool l_506_ = (_e1222 < _e1223);
                if (l_506_) {
                    uint64_t _e1225 = l_mut_221_;
                    uint64_t _e1226 = l_mut_134_;
                    uint64_t l_507_ = (_e1225 - _e1226);
                    uint64_t _e1228 = l_mut_221_;
                    l_mut_455_ = _e1228;
                    uint64_t _e1229 = l_mut_221_;
                    bool l_508_ = (l_507_ < _e1229);
                    if (l_508_) {
                        l_mut_455_ = l_507_;
                    }
                    l_mut_509_ = false;
                    l_mut_509_ = true;
                    l_mut_458_ = 0u;
                    uint64_t _e1234 = l_mut_167_;
                    bool l_510_ = (_e1234 == 0uL);
                    bool l_511_ = !(l_510_);
                    bool _e1238 = l_mut_509_;
                    if (_e1238) {
                        local_1 = l_511_;
                    } else {
                        local_1 = false;
                    }
                    bool l_512_ = local_1;
                    uint64_t _e1243 = l_mut_167_;
                    uint64_t _e1244 = l_mut_455_;
                    bool l_513_ = (_e1243 < _e1244);
                    if (l_512_) {
                        local_2 = l_513_;
                    } else {
                        local_2 = false;
                    }
                    bool l_514_ = local_2;
                    uint _e1250 = l_mut_72_;
                    uint _e1251 = l_mut_412_;
                    uint l_515_ = (_e1250 + _e1251);
                    bool l_516_ = (l_515_ < l_107_);
                    if (l_514_) {
                        local_3 = l_516_;
                    } else {
                        local_3 = false;
                    }
                    bool l_517_ = local_3;
                    if (l_517_) {
                        uint _e1258 = l_mut_72_;
                        uint l_518_ = (l_107_ - _e1258);
                        uint _e1260 = l_mut_412_;
                        uint l_519_ = (l_518_ - _e1260);
                        uint _e1262 = l_mut_72_;
                        uint l_520_ = naga_div(l_519_, _e1262);
                        uint64_t _e1264 = l_mut_455_;
                        uint64_t l_521_ = (_e1264 - 1uL);
                        uint64_t _e1267 = l_mut_167_;
                        uint64_t l_522_ = naga_div(l_521_, _e1267);
                        uint64_t l_523_ = uint64_t(l_520_);
                        bool l_524_ = (l_522_ < l_523_);
                        uint64_t l_525_ = uint64_t(l_520_);
                        uint64_t l_526_ = (l_524_ ? l_522_ : l_525_);
                        uint l_527_ = uint(l_526_);
                        l_mut_458_ = l_527_;
                    }
                    uint _e1275 = l_mut_458_;
                    bool l_528_ = (_e1275 > 0u);
                    if (l_528_) {
                        uint _e1278 = l_mut_458_;
                        uint64_t l_529_ = uint64_t(_e1278);
                        uint64_t _e1280 = l_mut_167_;
                        uint64_t l_530_ = (_e1280 * l_529_);
                        uint64_t _e1282 = l_mut_221_;
                        uint64_t l_531_ = (_e1282 - l_530_);
                        l_mut_221_ = l_531_;
                        uint _e1284 = l_mut_458_;
                        uint _e1285 = l_mut_72_;
                        uint l_532_ = (_e1284 * _e1285);
                        uint _e1287 = l_mut_412_;
                        l_mut_412_ = (_e1287 + l_532_);
                    } else {
                        uint _e1289 = l_mut_72_;
                        uint l_533_ = (l_107_ - _e1289);
                        uint _e1291 = l_mut_412_;
                        uint l_534_ = naga_div(l_533_, _e1291);
                        l_mut_458_ = 0u;
                        l_mut_509_ = false;
                        l_mut_509_ = true;
                        uint64_t _e1296 = l_mut_221_;
                        bool l_535_ = (_e1296 == 0uL);
                        if (l_535_) {
                            l_mut_458_ = l_534_;
                        } else {
                            bool _e1299 = l_mut_509_;
                            if (_e1299) {
                                uint64_t _e1300 = l_mut_221_;
                                uint64_t _e1301 = l_mut_167_;
                                bool l_536_ = (_e1300 < _e1301);
                                if (l_536_) {
                                    uint64_t _e1303 = l_mut_167_;
                                    uint64_t l_537_ = (_e1303 - 1uL);
                                    uint64_t _e1306 = l_mut_221_;
                                    uint64_t l_538_ = naga_div(l_537_, _e1306);
                                    uint64_t l_539_ = uint64_t(l_534_);
                                    bool l_540_ = (l_538_ < l_539_);
                                    uint64_t l_541_ = uint64_t(l_534_);
                                    uint64_t l_542_ = (l_540_ ? l_538_ : l_541_);
                                    uint l_543_ = uint(l_542_);
                                    l_mut_458_ = l_543_;
                                }
                            } else {
                                uint64_t _e1314 = l_mut_167_;
                                l_mut_455_ = _e1314;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    uint64_t _e1315 = l_mut_221_;
                                    uint64_t _e1316 = l_mut_455_;
                                    bool l_544_ = (_e1315 < _e1316);
                                    uint _e1318 = l_mut_458_;
                                    uint _e1319 = l_mut_412_;
                                    uint l_545_ = (_e1318 * _e1319);
                                    uint _e1321 = l_mut_72_;
                                    uint l_546_ = (_e1321 + l_545_);
                                    uint _e1323 = l_mut_412_;
                                    uint l_547_ = (l_546_ + _e1323);
                                    bool l_548_ = (l_547_ < l_107_);
                                    if (l_544_) {
                                        local_4 = l_548_;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_549_ = local_4;
                                    bool l_550_ = !(l_549_);
                                    if (l_550_) {
                                        break;
                                    }
                                    uint64_t _e1331 = l_mut_455_;
                                    uint64_t _e1332 = l_mut_221_;
                                    uint64_t l_551_ = (_e1331 - _e1332);
                                    l_mut_455_ = l_551_;
                                    uint _e1334 = l_mut_458_;
                                    l_mut_458_ = (_e1334 + 1u);
                                }
                            }
                        }
                        uint _e1337 = l_mut_458_;
                        uint _e1338 = l_mut_412_;
                        uint l_552_ = (_e1337 * _e1338);
                        uint _e1340 = l_mut_72_;
                        uint l_553_ = (_e1340 + l_552_);
                        uint _e1342 = l_mut_412_;
                        uint l_554_ = (l_553_ + _e1342);
                        bool l_555_ = (l_554_ >= l_107_);
                        uint64_t _e1345 = l_mut_221_;
                        l_mut_455_ = _e1345;
                        uint64_t _e1346 = l_mut_167_;
                        l_mut_438_ = _e1346;
                        uint _e1347 = l_mut_72_;
                        l_mut_425_ = _e1347;
                        uint _e1348 = l_mut_412_;
                        l_mut_556_ = _e1348;
                        bool l_557_ = !(l_555_);
                        if (l_557_) {
                            uint _e1350 = l_mut_458_;
                            uint64_t l_558_ = uint64_t(_e1350);
                            uint64_t _e1352 = l_mut_221_;
                            uint64_t l_559_ = (_e1352 * l_558_);
                            uint64_t _e1354 = l_mut_167_;
                            uint64_t l_560_ = (_e1354 - l_559_);
                            l_mut_438_ = l_560_;
                            uint _e1356 = l_mut_458_;
                            uint _e1357 = l_mut_412_;
                            uint l_561_ = (_e1356 * _e1357);
                            uint _e1359 = l_mut_72_;
                            uint l_562_ = (_e1359 + l_561_);
                            l_mut_425_ = l_562_;
                            uint64_t _e1361 = l_mut_221_;
                            uint64_t _e1362 = l_mut_438_;
                            uint64_t l_563_ = (_e1361 - _e1362);
                            l_mut_455_ = l_563_;
                            uint _e1364 = l_mut_412_;
                            uint _e1365 = l_mut_425_;
                            uint l_564_ = (_e1364 + _e1365);
                            l_mut_556_ = l_564_;
                        }
                        uint64_t _e1367 = l_mut_455_;
                        l_mut_221_ = _e1367;
                        uint64_t _e1368 = l_mut_438_;
                        l_mut_167_ = _e1368;
                        uint _e1369 = l_mut_425_;
                        l_mut_72_ = _e1369;
                        uint _e1370 = l_mut_556_;
                        l_mut_412_ = _e1370;
                        l_mut_413_ = l_555_;
                        bool l_565_ = !(l_555_);
                        l_mut_416_ = l_565_;
                    }
                } else {
                    uint64_t _e1372 = l_mut_134_;
                    uint64_t l_566_ = (_e1372 - l_409_);
                    uint64_t _e1374 = l_mut_167_;
                    l_mut_455_ = _e1374;
                    uint64_t _e1375 = l_mut_167_;
                    bool l_567_ = (l_566_ < _e1375);
                    if (l_567_) {
                        l_mut_455_ = l_566_;
                    }
                    l_mut_509_ = false;
                    l_mut_509_ = true;
                    l_mut_556_ = 0u;
                    uint64_t _e1380 = l_mut_221_;
                    bool l_568_ = (_e1380 == 0uL);
                    bool l_569_ = !(l_568_);
                    bool _e1384 = l_mut_509_;
                    if (_e1384) {
                        local_5 = l_569_;
                    } else {
                        local_5 = false;
                    }
                    bool l_570_ = local_5;
                    uint64_t _e1389 = l_mut_221_;
                    uint64_t _e1390 = l_mut_455_;
                    bool l_571_ = (_e1389 < _e1390);
                    if (l_570_) {
                        local_6 = l_571_;
                    } else {
                        local_6 = false;
                    }
                    bool l_572_ = local_6;
                    uint _e1396 = l_mut_412_;
                    uint _e1397 = l_mut_72_;
                    uint l_573_ = (_e1396 + _e1397);
                    bool l_574_ = (l_573_ < l_107_);
                    if (l_572_) {
                        local_7 = l_574_;
                    } else {
                        local_7 = false;
                    }
                    bool l_575_ = local_7;
                    if (l_575_) {
                        uint _e1404 = l_mut_412_;
                        uint l_576_ = (l_107_ - _e1404);
                        uint _e1406 = l_mut_72_;
                        uint l_577_ = (l_576_ - _e1406);
                        uint _e1408 = l_mut_412_;
                        uint l_578_ = naga_div(l_577_, _e1408);
                        uint64_t _e1410 = l_mut_455_;
                        uint64_t l_579_ = (_e1410 - 1uL);
                        uint64_t _e1413 = l_mut_221_;
                        uint64_t l_580_ = naga_div(l_579_, _e1413);
                        uint64_t l_581_ = uint64_t(l_578_);
                        bool l_582_ = (l_580_ < l_581_);
                        uint64_t l_583_ = uint64_t(l_578_);
                        uint64_t l_584_ = (l_582_ ? l_580_ : l_583_);
                        uint l_585_ = uint(l_584_);
                        l_mut_556_ = l_585_;
                    }
                    uint _e1421 = l_mut_556_;
                    bool l_586_ = (_e1421 > 0u);
                    if (l_586_) {
                        uint _e1424 = l_mut_556_;
                        uint64_t l_587_ = uint64_t(_e1424);
                        uint64_t _e1426 = l_mut_221_;
                        uint64_t l_588_ = (_e1426 * l_587_);
                        uint64_t _e1428 = l_mut_134_;
                        uint64_t l_589_ = (_e1428 - l_588_);
                        l_mut_134_ = l_589_;
                        uint64_t _e1430 = l_mut_167_;
                        uint64_t l_590_ = (_e1430 - l_588_);
                        l_mut_167_ = l_590_;
                        uint _e1432 = l_mut_556_;
                        uint _e1433 = l_mut_412_;
                        uint l_591_ = (_e1432 * _e1433);
                        uint _e1435 = l_mut_72_;
                        l_mut_72_ = (_e1435 + l_591_);
                    } else {
                        uint64_t _e1437 = l_mut_134_;
                        uint64_t _e1438 = l_mut_221_;
                        uint64_t l_592_ = (_e1437 - _e1438);
                        l_mut_134_ = l_592_;
                        uint64_t _e1440 = l_mut_134_;
                        bool l_593_ = (_e1440 < l_409_);
                        if (l_593_) {
                            l_mut_416_ = false;
                        } else {
                            uint _e1443 = l_mut_412_;
                            uint l_594_ = (l_107_ - _e1443);
                            uint _e1445 = l_mut_72_;
                            uint l_595_ = naga_div(l_594_, _e1445);
                            l_mut_556_ = 0u;
                            l_mut_509_ = false;
                            l_mut_509_ = true;
                            uint64_t _e1450 = l_mut_167_;
                            bool l_596_ = (_e1450 == 0uL);
                            if (l_596_) {
                                l_mut_556_ = l_595_;
                            } else {
                                bool _e1453 = l_mut_509_;
                                if (_e1453) {
                                    uint64_t _e1454 = l_mut_167_;
                                    uint64_t _e1455 = l_mut_221_;
                                    bool l_597_ = (_e1454 < _e1455);
                                    if (l_597_) {
                                        uint64_t _e1457 = l_mut_221_;
                                        uint64_t l_598_ = (_e1457 - 1uL);
                                        uint64_t _e1460 = l_mut_167_;
                                        uint64_t l_599_ = naga_div(l_598_, _e1460);
                                        uint64_t l_600_ = uint64_t(l_595_);
                                        bool l_601_ = (l_599_ < l_600_);
                                        uint64_t l_602_ = uint64_t(l_595_);
                                        uint64_t l_603_ = (l_601_ ? l_599_ : l_602_);
                                        uint l_604_ = uint(l_603_);
                                        l_mut_556_ = l_604_;
                                    }
                                } else {
                                    uint64_t _e1468 = l_mut_221_;
                                    l_mut_455_ = _e1468;
                                    uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                        loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                        uint64_t _e1469 = l_mut_167_;
                                        uint64_t _e1470 = l_mut_455_;
                                        bool l_605_ = (_e1469 < _e1470);
                                        uint _e1472 = l_mut_556_;
                                        uint _e1473 = l_mut_72_;
                                        uint l_606_ = (_e1472 * _e1473);
                                        uint _e1475 = l_mut_412_;
                                        uint l_607_ = (_e1475 + l_606_);
                                        uint _e1477 = l_mut_72_;
                                        uint l_608_ = (l_607_ + _e1477);
                                        bool l_609_ = (l_608_ < l_107_);
                                        if (l_605_) {
                                            local_8 = l_609_;
                                        } else {
                                            local_8 = false;
                                        }
                                        bool l_610_ = local_8;
                                        bool l_611_ = !(l_610_);
                                        if (l_611_) {
                                            break;
                                        }
                                        uint64_t _e1485 = l_mut_455_;
                                        uint64_t _e1486 = l_mut_167_;
                                        uint64_t l_612_ = (_e1485 - _e1486);
                                        l_mut_455_ = l_612_;
                                        uint _e1488 = l_mut_556_;
                                        l_mut_556_ = (_e1488 + 1u);
                                    }
                                }
                            }
                            uint _e1491 = l_mut_556_;
                            uint _e1492 = l_mut_72_;
                            uint l_613_ = (_e1491 * _e1492);
                            uint _e1494 = l_mut_412_;
                            uint l_614_ = (_e1494 + l_613_);
                            uint _e1496 = l_mut_72_;
                            uint l_615_ = (l_614_ + _e1496);
                            bool l_616_ = (l_615_ >= l_107_);
                            uint64_t _e1499 = l_mut_167_;
                            l_mut_455_ = _e1499;
                            uint64_t _e1500 = l_mut_221_;
                            l_mut_438_ = _e1500;
                            uint _e1501 = l_mut_412_;
                            l_mut_458_ = _e1501;
                            uint _e1502 = l_mut_72_;
                            l_mut_425_ = _e1502;
                            bool l_617_ = !(l_616_);
                            if (l_617_) {
                                uint _e1504 = l_mut_556_;
                                uint64_t l_618_ = uint64_t(_e1504);
                                uint64_t _e1506 = l_mut_167_;
                                uint64_t l_619_ = (_e1506 * l_618_);
                                uint64_t _e1508 = l_mut_221_;
                                uint64_t l_620_ = (_e1508 - l_619_);
                                l_mut_438_ = l_620_;
                                uint _e1510 = l_mut_556_;
                                uint _e1511 = l_mut_72_;
                                uint l_621_ = (_e1510 * _e1511);
                                uint _e1513 = l_mut_412_;
                                uint l_622_ = (_e1513 + l_621_);
                                l_mut_458_ = l_622_;
                                uint64_t _e1515 = l_mut_167_;
                                uint64_t _e1516 = l_mut_438_;
                                uint64_t l_623_ = (_e1515 - _e1516);
                                l_mut_455_ = l_623_;
                                uint _e1518 = l_mut_72_;
                                uint _e1519 = l_mut_458_;
                                uint l_624_ = (_e1518 + _e1519);
                                l_mut_425_ = l_624_;
                            }
                            uint64_t _e1521 = l_mut_438_;
                            l_mut_221_ = _e1521;
                            uint64_t _e1522 = l_mut_455_;
                            l_mut_167_ = _e1522;
                            uint _e1523 = l_mut_425_;
                            l_mut_72_ = _e1523;
                            uint _e1524 = l_mut_458_;
                            l_mut_412_ = _e1524;
                            l_mut_413_ = l_616_;
                            bool l_625_ = !(l_616_);
                            l_mut_416_ = l_625_;
                        }
                    }
                }
            }
            bool _e1526 = l_mut_413_;
            bool l_626_ = !(_e1526);
            if (l_626_) {
                uint l_627_ = (l_65_ * 8u);
                uint l_628_ = (l_627_ + l_66_);
                uint l_771_ = asuint(info.Load(24+0));
                uint l_772_ = (l_771_ * 1u);
                uint l_773_ = (l_772_ - 1u);
                uint l_774_ = min(1u, l_773_);
                uint _e1544; buffer_6_global.InterlockedAdd(l_774_*4, 1u, _e1544);
                uint l_631_ = asuint(info.Load(48+0));
                bool l_632_ = (_e1544 < l_631_);
                if (l_632_) {
                    uint l_776_ = asuint(info.Load(20+0));
                    uint l_777_ = (l_776_ * 1u);
                    bool l_778_ = (_e1544 < l_777_);
                    if (l_778_) {
                        buffer_5_global.Store(_e1544*4, asuint(l_628_));
                        return;
                    } else {
                        return;
                    }
                } else {
                    return;
                }
            } else {
                return;
            }
        } else {
            return;
        }
    } else {
        return;
    }
}
