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
    uint l_mut_532_ = (uint)0;
    uint l_mut_533_ = (uint)0;
    uint64_t l_mut_556_ = (uint64_t)0;
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
        uint l_656_ = asuint(info.Load(24+0));
        uint l_657_ = (l_656_ * 1u);
        uint l_658_ = (l_657_ - 1u);
        uint l_659_ = min(3u, l_658_);
        uint _e57; buffer_6_global.InterlockedAdd(l_659_*4, 1u, _e57);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_661_ = asuint(info.Load(12+0));
        uint l_662_ = (l_661_ * 1u);
        bool l_663_ = (0u < l_662_);
        uint l_664_ = (l_662_ - 1u);
        uint l_665_ = min(0u, l_664_);
        uint l_666_ = asuint(buffer_3_global.Load(l_665_*4));
        uint l_7_ = (l_663_ ? l_666_ : 0u);
        uint64_t l_8_ = uint64_t(l_7_);
        uint l_10_ = (0u + 1u);
        uint l_668_ = asuint(info.Load(12+0));
        uint l_669_ = (l_668_ * 1u);
        bool l_670_ = (l_10_ < l_669_);
        uint l_671_ = (l_669_ - 1u);
        uint l_672_ = min(l_10_, l_671_);
        uint l_673_ = asuint(buffer_3_global.Load(l_672_*4));
        uint l_11_ = (l_670_ ? l_673_ : 0u);
        uint64_t l_12_ = uint64_t(l_11_);
        uint64_t l_13_ = (l_12_ << uint(32uL));
        uint64_t l_14_ = (l_8_ | l_13_);
        uint64_t l_15_ = (l_14_ & 4294967295uL);
        uint l_16_ = uint(l_15_);
        uint l_675_ = asuint(info.Load(12+0));
        uint l_676_ = (l_675_ * 1u);
        bool l_677_ = (2u < l_676_);
        uint l_678_ = (l_676_ - 1u);
        uint l_679_ = min(2u, l_678_);
        uint l_680_ = asuint(buffer_3_global.Load(l_679_*4));
        uint l_18_ = (l_677_ ? l_680_ : 0u);
        uint64_t l_19_ = uint64_t(l_18_);
        uint l_21_ = (2u + 1u);
        uint l_682_ = asuint(info.Load(12+0));
        uint l_683_ = (l_682_ * 1u);
        bool l_684_ = (l_21_ < l_683_);
        uint l_685_ = (l_683_ - 1u);
        uint l_686_ = min(l_21_, l_685_);
        uint l_687_ = asuint(buffer_3_global.Load(l_686_*4));
        uint l_22_ = (l_684_ ? l_687_ : 0u);
        uint64_t l_23_ = uint64_t(l_22_);
        uint64_t l_24_ = (l_23_ << uint(32uL));
        uint64_t l_25_ = (l_19_ | l_24_);
        uint64_t l_26_ = (l_25_ & 4294967295uL);
        uint l_27_ = uint(l_26_);
        uint l_689_ = asuint(info.Load(12+0));
        uint l_690_ = (l_689_ * 1u);
        bool l_691_ = (4u < l_690_);
        uint l_692_ = (l_690_ - 1u);
        uint l_693_ = min(4u, l_692_);
        uint l_694_ = asuint(buffer_3_global.Load(l_693_*4));
        uint l_29_ = (l_691_ ? l_694_ : 0u);
        uint64_t l_30_ = uint64_t(l_29_);
        uint l_32_ = (4u + 1u);
        uint l_696_ = asuint(info.Load(12+0));
        uint l_697_ = (l_696_ * 1u);
        bool l_698_ = (l_32_ < l_697_);
        uint l_699_ = (l_697_ - 1u);
        uint l_700_ = min(l_32_, l_699_);
        uint l_701_ = asuint(buffer_3_global.Load(l_700_*4));
        uint l_33_ = (l_698_ ? l_701_ : 0u);
        uint64_t l_34_ = uint64_t(l_33_);
        uint64_t l_35_ = (l_34_ << uint(32uL));
        uint64_t l_36_ = (l_30_ | l_35_);
        uint l_703_ = asuint(info.Load(12+0));
        uint l_704_ = (l_703_ * 1u);
        bool l_705_ = (6u < l_704_);
        uint l_706_ = (l_704_ - 1u);
        uint l_707_ = min(6u, l_706_);
        uint l_708_ = asuint(buffer_3_global.Load(l_707_*4));
        uint l_38_ = (l_705_ ? l_708_ : 0u);
        uint64_t l_39_ = uint64_t(l_38_);
        uint l_41_ = (6u + 1u);
        uint l_710_ = asuint(info.Load(12+0));
        uint l_711_ = (l_710_ * 1u);
        bool l_712_ = (l_41_ < l_711_);
        uint l_713_ = (l_711_ - 1u);
        uint l_714_ = min(l_41_, l_713_);
        uint l_715_ = asuint(buffer_3_global.Load(l_714_*4));
        uint l_42_ = (l_712_ ? l_715_ : 0u);
        uint64_t l_43_ = uint64_t(l_42_);
        uint64_t l_44_ = (l_43_ << uint(32uL));
        uint64_t l_45_ = (l_39_ | l_44_);
        uint l_717_ = asuint(info.Load(12+0));
        uint l_718_ = (l_717_ * 1u);
        bool l_719_ = (8u < l_718_);
        uint l_720_ = (l_718_ - 1u);
        uint l_721_ = min(8u, l_720_);
        uint l_722_ = asuint(buffer_3_global.Load(l_721_*4));
        uint l_47_ = (l_719_ ? l_722_ : 0u);
        uint64_t l_48_ = uint64_t(l_47_);
        uint l_50_ = (8u + 1u);
        uint l_724_ = asuint(info.Load(12+0));
        uint l_725_ = (l_724_ * 1u);
        bool l_726_ = (l_50_ < l_725_);
        uint l_727_ = (l_725_ - 1u);
        uint l_728_ = min(l_50_, l_727_);
        uint l_729_ = asuint(buffer_3_global.Load(l_728_*4));
        uint l_51_ = (l_726_ ? l_729_ : 0u);
        uint64_t l_52_ = uint64_t(l_51_);
        uint64_t l_53_ = (l_52_ << uint(32uL));
        uint64_t l_54_ = (l_48_ | l_53_);
        uint l_731_ = asuint(info.Load(12+0));
        uint l_732_ = (l_731_ * 1u);
        bool l_733_ = (10u < l_732_);
        uint l_734_ = (l_732_ - 1u);
        uint l_735_ = min(10u, l_734_);
        uint l_736_ = asuint(buffer_3_global.Load(l_735_*4));
        uint l_56_ = (l_733_ ? l_736_ : 0u);
        uint64_t l_57_ = uint64_t(l_56_);
        uint l_59_ = (10u + 1u);
        uint l_738_ = asuint(info.Load(12+0));
        uint l_739_ = (l_738_ * 1u);
        bool l_740_ = (l_59_ < l_739_);
        uint l_741_ = (l_739_ - 1u);
        uint l_742_ = min(l_59_, l_741_);
        uint l_743_ = asuint(buffer_3_global.Load(l_742_*4));
        uint l_60_ = (l_740_ ? l_743_ : 0u);
        uint64_t l_61_ = uint64_t(l_60_);
        uint64_t l_62_ = (l_61_ << uint(32uL));
        uint64_t l_63_ = (l_57_ | l_62_);
        uint l_64_ = naga_div(id, 8u);
        uint l_745_ = asuint(info.Load(16+0));
        uint l_746_ = (l_745_ * 1u);
        bool l_747_ = (l_64_ < l_746_);
        uint l_748_ = (l_746_ - 1u);
        uint l_749_ = min(l_64_, l_748_);
        uint l_750_ = asuint(buffer_4_global.Load(l_749_*4));
        uint l_65_ = (l_747_ ? l_750_ : 0u);
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
        uint _e353 = l_mut_72_;
        bool l_79_ = (l_68_ < _e353);
        if (l_79_) {
            uint l_80_ = (2u * l_65_);
            uint l_752_ = asuint(info.Load(0+0));
            uint l_753_ = (l_752_ * 1u);
            bool l_754_ = (l_80_ < l_753_);
            uint l_755_ = (l_753_ - 1u);
            uint l_756_ = min(l_80_, l_755_);
            uint l_757_ = asuint(buffer_0_global.Load(l_756_*4));
            uint l_81_ = (l_754_ ? l_757_ : 0u);
            uint64_t l_82_ = uint64_t(l_81_);
            uint l_83_ = (2u * l_65_);
            uint l_84_ = (l_83_ + 1u);
            uint l_759_ = asuint(info.Load(0+0));
            uint l_760_ = (l_759_ * 1u);
            bool l_761_ = (l_84_ < l_760_);
            uint l_762_ = (l_760_ - 1u);
            uint l_763_ = min(l_84_, l_762_);
            uint l_764_ = asuint(buffer_0_global.Load(l_763_*4));
            uint l_85_ = (l_761_ ? l_764_ : 0u);
            uint64_t l_86_ = uint64_t(l_85_);
            uint64_t l_87_ = (l_86_ << uint(32uL));
            uint64_t l_88_ = (l_82_ | l_87_);
            uint l_89_ = (2u * l_65_);
            uint l_766_ = asuint(info.Load(4+0));
            uint l_767_ = (l_766_ * 1u);
            bool l_768_ = (l_89_ < l_767_);
            uint l_769_ = (l_767_ - 1u);
            uint l_770_ = min(l_89_, l_769_);
            uint l_771_ = asuint(buffer_1_global.Load(l_770_*4));
            uint l_90_ = (l_768_ ? l_771_ : 0u);
            uint64_t l_91_ = uint64_t(l_90_);
            uint l_92_ = (2u * l_65_);
            uint l_93_ = (l_92_ + 1u);
            uint l_773_ = asuint(info.Load(4+0));
            uint l_774_ = (l_773_ * 1u);
            bool l_775_ = (l_93_ < l_774_);
            uint l_776_ = (l_774_ - 1u);
            uint l_777_ = min(l_93_, l_776_);
            uint l_778_ = asuint(buffer_1_global.Load(l_777_*4));
            uint l_94_ = (l_775_ ? l_778_ : 0u);
            uint64_t l_95_ = uint64_t(l_94_);
            uint64_t l_96_ = (l_95_ << uint(32uL));
            uint64_t l_97_ = (l_91_ | l_96_);
            uint l_98_ = (2u * l_65_);
            uint l_780_ = asuint(info.Load(8+0));
            uint l_781_ = (l_780_ * 1u);
            bool l_782_ = (l_98_ < l_781_);
            uint l_783_ = (l_781_ - 1u);
            uint l_784_ = min(l_98_, l_783_);
            uint l_785_ = asuint(buffer_2_global.Load(l_784_*4));
            uint l_99_ = (l_782_ ? l_785_ : 0u);
            uint64_t l_100_ = uint64_t(l_99_);
            uint l_101_ = (2u * l_65_);
            uint l_102_ = (l_101_ + 1u);
            uint l_787_ = asuint(info.Load(8+0));
            uint l_788_ = (l_787_ * 1u);
            bool l_789_ = (l_102_ < l_788_);
            uint l_790_ = (l_788_ - 1u);
            uint l_791_ = min(l_102_, l_790_);
            uint l_792_ = asuint(buffer_2_global.Load(l_791_*4));
            uint l_103_ = (l_789_ ? l_792_ : 0u);
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
            uint64_t _e497 = l_mut_112_;
            uint64_t l_116_ = (_e497 & 4294967295uL);
            uint64_t l_117_ = (l_116_ * l_115_);
            uint64_t _e501 = l_mut_112_;
            uint64_t l_118_ = (_e501 >> uint(32uL));
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
            uint64_t _e534 = l_mut_112_;
            l_mut_134_ = _e534;
            if (l_111_) {
                uint64_t _e536 = l_mut_134_;
                uint64_t l_136_ = (0uL - _e536);
                l_mut_134_ = l_136_;
            }
            uint64_t _e538 = l_mut_134_;
            uint64_t l_137_ = (l_88_ + _e538);
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
                uint64_t _e556 = l_mut_112_;
                uint64_t l_149_ = (_e556 & 4294967295uL);
                uint64_t l_150_ = (l_149_ * l_148_);
                uint64_t _e560 = l_mut_112_;
                uint64_t l_151_ = (_e560 >> uint(32uL));
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
                uint64_t _e593 = l_mut_112_;
                l_mut_167_ = _e593;
                if (l_145_) {
                    uint64_t _e595 = l_mut_167_;
                    uint64_t l_169_ = (0uL - _e595);
                    l_mut_167_ = l_169_;
                }
                uint64_t _e597 = l_mut_167_;
                l_mut_134_ = _e597;
            } else {
                uint64_t l_170_ = (l_106_ >> uint(63uL));
                bool l_171_ = (l_170_ == 1uL);
                l_mut_167_ = l_106_;
                if (l_171_) {
                    uint64_t l_173_ = (0uL - l_106_);
                    l_mut_167_ = l_173_;
                }
                uint64_t l_174_ = uint64_t(l_108_);
                uint64_t _e607 = l_mut_167_;
                uint64_t l_175_ = (_e607 & 4294967295uL);
                uint64_t l_176_ = (l_175_ * l_174_);
                uint64_t _e611 = l_mut_167_;
                uint64_t l_177_ = (_e611 >> uint(32uL));
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
                uint64_t _e641 = l_mut_167_;
                uint64_t l_193_ = (_e641 & 4294967295uL);
                uint64_t l_194_ = (l_193_ * l_192_);
                uint64_t _e645 = l_mut_167_;
                uint64_t l_195_ = (_e645 >> uint(32uL));
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
                uint64_t _e675 = l_mut_112_;
                uint64_t l_211_ = (_e675 & 4294967295uL);
                uint64_t l_212_ = (l_211_ * l_210_);
                uint64_t _e679 = l_mut_112_;
                uint64_t l_213_ = (_e679 >> uint(32uL));
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
                uint64_t _e709 = l_mut_112_;
                uint64_t l_230_ = (_e709 & 4294967295uL);
                uint64_t l_231_ = (l_230_ * l_229_);
                uint64_t _e713 = l_mut_112_;
                uint64_t l_232_ = (_e713 >> uint(32uL));
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
                uint64_t _e743 = l_mut_167_;
                uint64_t l_248_ = (_e743 * l_247_);
                uint64_t _e745 = l_mut_112_;
                uint64_t l_249_ = (_e745 + l_248_);
                uint64_t _e747 = l_mut_221_;
                l_mut_134_ = _e747;
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
                        uint64_t _e759 = l_mut_221_;
                        uint64_t l_256_ = (_e759 >> uint(l_255_));
                        uint64_t l_257_ = (l_254_ + l_256_);
                        l_mut_134_ = l_257_;
                    }
                }
                if (l_171_) {
                    uint64_t _e765 = l_mut_134_;
                    uint64_t l_259_ = (0uL - _e765);
                    l_mut_134_ = l_259_;
                }
            }
            uint64_t _e767 = l_mut_134_;
            uint64_t l_260_ = (l_140_ + _e767);
            uint64_t l_261_ = (l_106_ >> uint(63uL));
            bool l_262_ = (l_261_ == 1uL);
            l_mut_221_ = l_106_;
            if (l_262_) {
                uint64_t l_264_ = (0uL - l_106_);
                l_mut_221_ = l_264_;
            }
            uint64_t l_265_ = uint64_t(l_107_);
            uint64_t _e778 = l_mut_221_;
            uint64_t l_266_ = (_e778 & 4294967295uL);
            uint64_t l_267_ = (l_266_ * l_265_);
            uint64_t _e782 = l_mut_221_;
            uint64_t l_268_ = (_e782 >> uint(32uL));
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
            uint64_t _e815 = l_mut_221_;
            l_mut_167_ = _e815;
            if (l_262_) {
                uint64_t _e817 = l_mut_167_;
                uint64_t l_285_ = (0uL - _e817);
                l_mut_167_ = l_285_;
            }
            uint64_t _e819 = l_mut_167_;
            uint64_t l_286_ = (l_137_ + _e819);
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
                uint64_t _e836 = l_mut_167_;
                uint64_t l_296_ = (_e836 & 4294967295uL);
                uint64_t l_297_ = (l_296_ * l_295_);
                uint64_t _e840 = l_mut_167_;
                uint64_t l_298_ = (_e840 >> uint(32uL));
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
                uint64_t _e873 = l_mut_167_;
                l_mut_134_ = _e873;
                if (l_292_) {
                    uint64_t _e875 = l_mut_134_;
                    uint64_t l_315_ = (0uL - _e875);
                    l_mut_134_ = l_315_;
                }
                uint64_t _e877 = l_mut_134_;
                l_mut_221_ = _e877;
            } else {
                uint64_t l_316_ = (l_106_ >> uint(63uL));
                bool l_317_ = (l_316_ == 1uL);
                l_mut_167_ = l_106_;
                if (l_317_) {
                    uint64_t l_319_ = (0uL - l_106_);
                    l_mut_167_ = l_319_;
                }
                uint64_t l_320_ = uint64_t(l_107_);
                uint64_t _e887 = l_mut_167_;
                uint64_t l_321_ = (_e887 & 4294967295uL);
                uint64_t l_322_ = (l_321_ * l_320_);
                uint64_t _e891 = l_mut_167_;
                uint64_t l_323_ = (_e891 >> uint(32uL));
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
                uint64_t _e921 = l_mut_167_;
                uint64_t l_339_ = (_e921 & 4294967295uL);
                uint64_t l_340_ = (l_339_ * l_338_);
                uint64_t _e925 = l_mut_167_;
                uint64_t l_341_ = (_e925 >> uint(32uL));
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
                uint64_t _e955 = l_mut_134_;
                uint64_t l_357_ = (_e955 & 4294967295uL);
                uint64_t l_358_ = (l_357_ * l_356_);
                uint64_t _e959 = l_mut_134_;
                uint64_t l_359_ = (_e959 >> uint(32uL));
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
                uint64_t _e989 = l_mut_134_;
                uint64_t l_375_ = (_e989 & 4294967295uL);
                uint64_t l_376_ = (l_375_ * l_374_);
                uint64_t _e993 = l_mut_134_;
                uint64_t l_377_ = (_e993 >> uint(32uL));
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
                uint64_t _e1023 = l_mut_167_;
                uint64_t l_393_ = (_e1023 * l_392_);
                uint64_t _e1025 = l_mut_134_;
                uint64_t l_394_ = (_e1025 + l_393_);
                uint64_t _e1027 = l_mut_112_;
                l_mut_221_ = _e1027;
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
                        uint64_t _e1039 = l_mut_112_;
                        uint64_t l_401_ = (_e1039 >> uint(l_400_));
                        uint64_t l_402_ = (l_399_ + l_401_);
                        l_mut_221_ = l_402_;
                    }
                }
                if (l_317_) {
                    uint64_t _e1045 = l_mut_221_;
                    uint64_t l_404_ = (0uL - _e1045);
                    l_mut_221_ = l_404_;
                }
            }
            uint64_t _e1047 = l_mut_221_;
            uint64_t l_405_ = (l_260_ - _e1047);
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
            uint64_t _e1058 = l_mut_134_;
            bool l_414_ = (_e1058 < l_409_);
            bool l_415_ = !(l_414_);
            l_mut_416_ = l_415_;
            bool l_417_ = (l_408_ == 0uL);
            if (l_417_) {
                bool _e1063 = l_mut_416_;
                l_mut_413_ = _e1063;
                l_mut_416_ = false;
            }
            bool _e1065 = l_mut_416_;
            if (_e1065) {
                uint64_t l_418_ = (l_408_ >> uint(63uL));
                bool l_419_ = (l_418_ == 1uL);
                l_mut_112_ = l_408_;
                if (l_419_) {
                    uint64_t l_421_ = (0uL - l_408_);
                    l_mut_112_ = l_421_;
                }
                uint l_422_ = (l_107_ - 1u);
                uint64_t l_423_ = uint64_t(l_422_);
                uint64_t _e1077 = l_mut_112_;
                uint64_t l_424_ = (_e1077 * l_423_);
                l_mut_425_ = 0u;
                uint l_426_ = (l_107_ - 1u);
                uint64_t l_427_ = uint64_t(l_426_);
                uint64_t _e1083 = l_mut_112_;
                uint64_t l_428_ = (_e1083 & 4294967295uL);
                uint64_t l_429_ = (l_428_ * l_427_);
                uint64_t _e1087 = l_mut_112_;
                uint64_t l_430_ = (_e1087 >> uint(32uL));
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
                uint64_t _e1116 = l_mut_438_;
                bool l_446_ = (_e1116 == 0uL);
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
                            uint64_t _e1132 = l_mut_112_;
                            bool l_456_ = (l_448_ < _e1132);
                            bool l_457_ = !(l_456_);
                            if (l_457_) {
                                l_mut_458_ = 0u;
                                uint64_t _e1136 = l_mut_112_;
                                bool l_459_ = (_e1136 < l_448_);
                                if (l_459_) {
                                    uint64_t l_460_ = (l_448_ - 1uL);
                                    uint64_t _e1140 = l_mut_112_;
                                    uint64_t l_461_ = naga_div(l_460_, _e1140);
                                    uint64_t l_462_ = uint64_t(l_454_);
                                    bool l_463_ = (l_461_ < l_462_);
                                    uint64_t l_464_ = uint64_t(l_454_);
                                    uint64_t l_465_ = (l_463_ ? l_461_ : l_464_);
                                    uint l_466_ = uint(l_465_);
                                    l_mut_458_ = l_466_;
                                }
                                uint _e1148 = l_mut_458_;
                                uint64_t l_467_ = uint64_t(_e1148);
                                uint64_t _e1150 = l_mut_112_;
                                uint64_t l_468_ = (_e1150 * l_467_);
                                uint64_t l_469_ = (l_448_ - l_468_);
                                l_mut_455_ = l_469_;
                                uint64_t _e1153 = l_mut_455_;
                                uint64_t _e1154 = l_mut_112_;
                                bool l_470_ = (_e1153 < _e1154);
                                bool l_471_ = !(l_470_);
                                if (l_471_) {
                                    uint64_t _e1157 = l_mut_455_;
                                    uint64_t _e1158 = l_mut_112_;
                                    uint64_t l_472_ = (_e1157 - _e1158);
                                    l_mut_455_ = l_472_;
                                }
                            }
                            uint64_t _e1160 = l_mut_112_;
                            uint64_t _e1161 = l_mut_455_;
                            uint64_t l_473_ = (_e1160 - _e1161);
                            l_mut_455_ = l_473_;
                            uint64_t _e1163 = l_mut_112_;
                            bool l_474_ = (l_473_ < _e1163);
                            bool l_475_ = !(l_474_);
                            if (l_475_) {
                                uint64_t _e1166 = l_mut_112_;
                                uint64_t l_476_ = (l_473_ - _e1166);
                                l_mut_455_ = l_476_;
                            }
                            uint64_t _e1168 = l_mut_455_;
                            uint64_t _e1169 = l_mut_438_;
                            bool l_477_ = (_e1168 < _e1169);
                            if (l_477_) {
                                uint64_t _e1171 = l_mut_455_;
                                l_mut_438_ = _e1171;
                            }
                        }
                    } else {
                        uint64_t l_478_ = (l_406_ - l_424_);
                        l_mut_438_ = l_478_;
                        bool l_479_ = (l_406_ < l_424_);
                        if (l_479_) {
                            uint l_480_ = (l_107_ - 1u);
                            l_mut_455_ = l_406_;
                            uint64_t _e1176 = l_mut_112_;
                            bool l_481_ = (l_406_ < _e1176);
                            bool l_482_ = !(l_481_);
                            if (l_482_) {
                                l_mut_458_ = 0u;
                                uint64_t _e1180 = l_mut_112_;
                                bool l_483_ = (_e1180 < l_406_);
                                if (l_483_) {
                                    uint64_t l_484_ = (l_406_ - 1uL);
                                    uint64_t _e1184 = l_mut_112_;
                                    uint64_t l_485_ = naga_div(l_484_, _e1184);
                                    uint64_t l_486_ = uint64_t(l_480_);
                                    bool l_487_ = (l_485_ < l_486_);
                                    uint64_t l_488_ = uint64_t(l_480_);
                                    uint64_t l_489_ = (l_487_ ? l_485_ : l_488_);
                                    uint l_490_ = uint(l_489_);
                                    l_mut_458_ = l_490_;
                                }
                                uint _e1192 = l_mut_458_;
                                uint64_t l_491_ = uint64_t(_e1192);
                                uint64_t _e1194 = l_mut_112_;
                                uint64_t l_492_ = (_e1194 * l_491_);
                                uint64_t l_493_ = (l_406_ - l_492_);
                                l_mut_455_ = l_493_;
                                uint64_t _e1197 = l_mut_455_;
                                uint64_t _e1198 = l_mut_112_;
                                bool l_494_ = (_e1197 < _e1198);
                                bool l_495_ = !(l_494_);
                                if (l_495_) {
                                    uint64_t _e1201 = l_mut_455_;
                                    uint64_t _e1202 = l_mut_112_;
                                    uint64_t l_496_ = (_e1201 - _e1202);
                                    l_mut_455_ = l_496_;
                                }
                            }
                            uint64_t _e1204 = l_mut_455_;
                            uint64_t _e1205 = l_mut_438_;
                            bool l_497_ = (_e1204 < _e1205);
                            if (l_497_) {
                                uint64_t _e1207 = l_mut_455_;
                                l_mut_438_ = _e1207;
                            }
                        }
                    }
                    uint64_t _e1208 = l_mut_438_;
                    bool l_498_ = (_e1208 < l_409_);
                    bool l_499_ = !(l_498_);
                    uint l_500_ = uint(l_499_);
                    uint l_501_ = (2u - l_500_);
                    l_mut_425_ = l_501_;
                }
                uint _e1214 = l_mut_425_;
                bool l_502_ = (_e1214 > 0u);
                if (l_502_) {
                    uint _e1217 = l_mut_425_;
                    bool l_503_ = (_e1217 == 1u);
                    l_mut_413_ = l_503_;
                    l_mut_416_ = false;
                }
            }
            l_mut_504_ = false;
            uint2 loop_bound = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound == uint2(0u, 0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                bool _e1222 = l_mut_416_;
                bool l_505_ = !(_e1222);
                if (l_505_) {
                    break;
                }
                uint64_t _e1224 = l_mut_134_;
                uint64_t _e1225 = l_mut_221_;
                bool l_506_ = (_e1224 < _e1225);
                if (l_506_) {
                    uint64_t _e1227 = l_mut_221_;
                    uint64_t _e1228 = l_mut_134_;
                    uint64_t l_507_ = (_e1227 - _e1228);
                    l_mut_455_ = l_507_;
                    uint64_t _e1230 = l_mut_221_;
                    l_mut_438_ = _e1230;
                    uint64_t _e1231 = l_mut_455_;
                    uint64_t _e1232 = l_mut_221_;
                    bool l_508_ = (_e1231 < _e1232);
                    if (l_508_) {
                        uint64_t _e1234 = l_mut_455_;
                        l_mut_438_ = _e1234;
                    }
                    l_mut_509_ = false;
                    uint64_t _e1237 = l_mut_438_;
                    uint64_t l_511_ = (_e1237 >> uint(3uL));
                    uint64_t _e1241 = l_mut_167_;
                    bool l_512_ = (l_511_ < _e1241);
                    bool l_513_ = !(l_512_);
                    l_mut_509_ = l_513_;
                    l_mut_458_ = 0u;
                    uint64_t _e1245 = l_mut_167_;
                    bool l_514_ = (_e1245 == 0uL);
                    bool l_515_ = !(l_514_);
                    bool _e1249 = l_mut_509_;
                    if (_e1249) {
                        local_1 = l_515_;
                    } else {
                        local_1 = false;
                    }
                    bool l_516_ = local_1;
                    uint64_t _e1254 = l_mut_167_;
                    uint64_t _e1255 = l_mut_438_;
                    bool l_517_ = (_e1254 < _e1255);
                    if (l_516_) {
                        local_2 = l_517_;
                    } else {
                        local_2 = false;
                    }
                    bool l_518_ = local_2;
                    uint _e1261 = l_mut_72_;
                    uint _e1262 = l_mut_412_;
                    uint l_519_ = (_e1261 + _e1262);
                    bool l_520_ = (l_519_ < l_107_);
                    if (l_518_) {
                        local_3 = l_520_;
                    } else {
                        local_3 = false;
                    }
                    bool l_521_ = local_3;
                    if (l_521_) {
                        uint _e1269 = l_mut_72_;
                        uint l_522_ = (l_107_ - _e1269);
                        uint _e1271 = l_mut_412_;
                        uint l_523_ = (l_522_ - _e1271);
                        uint _e1273 = l_mut_72_;
                        uint l_524_ = naga_div(l_523_, _e1273);
                        uint64_t _e1275 = l_mut_438_;
                        uint64_t l_525_ = (_e1275 - 1uL);
                        uint64_t _e1278 = l_mut_167_;
                        uint64_t l_526_ = naga_div(l_525_, _e1278);
                        uint64_t l_527_ = uint64_t(l_524_);
                        bool l_528_ = (l_526_ < l_527_);
                        uint64_t l_529_ = uint64_t(l_524_);
                        uint64_t l_530_ = (l_528_ ? l_526_ : l_529_);
                        uint l_531_ = uint(l_530_);
                        l_mut_458_ = l_531_;
                    }
                    uint64_t _e1286 = l_mut_221_;
                    l_mut_455_ = _e1286;
                    uint64_t _e1287 = l_mut_167_;
                    l_mut_438_ = _e1287;
                    uint _e1288 = l_mut_72_;
                    l_mut_425_ = _e1288;
                    uint _e1289 = l_mut_412_;
                    l_mut_532_ = _e1289;
                    uint64_t _e1290 = l_mut_134_;
                    l_mut_112_ = _e1290;
                    l_mut_533_ = 0u;
                    uint _e1292 = l_mut_458_;
                    bool l_534_ = (_e1292 > 0u);
                    if (l_534_) {
                        uint _e1295 = l_mut_458_;
                        uint64_t l_535_ = uint64_t(_e1295);
                        uint64_t _e1297 = l_mut_167_;
                        uint64_t l_536_ = (_e1297 * l_535_);
                        uint64_t _e1299 = l_mut_221_;
                        uint64_t l_537_ = (_e1299 - l_536_);
                        l_mut_455_ = l_537_;
                        uint _e1301 = l_mut_458_;
                        uint _e1302 = l_mut_72_;
                        uint l_538_ = (_e1301 * _e1302);
                        uint _e1304 = l_mut_412_;
                        uint l_539_ = (_e1304 + l_538_);
                        l_mut_532_ = l_539_;
                    } else {
                        uint _e1306 = l_mut_533_;
                        bool l_540_ = (_e1306 == 0u);
                        if (l_540_) {
                            uint _e1309 = l_mut_72_;
                            uint l_541_ = (l_107_ - _e1309);
                            uint _e1311 = l_mut_412_;
                            uint l_542_ = naga_div(l_541_, _e1311);
                            l_mut_458_ = 0u;
                            l_mut_509_ = false;
                            uint64_t _e1316 = l_mut_167_;
                            uint64_t l_544_ = (_e1316 >> uint(3uL));
                            uint64_t _e1320 = l_mut_221_;
                            bool l_545_ = (l_544_ < _e1320);
                            bool l_546_ = !(l_545_);
                            l_mut_509_ = l_546_;
                            uint64_t _e1323 = l_mut_221_;
                            bool l_547_ = (_e1323 == 0uL);
                            if (l_547_) {
                                l_mut_458_ = l_542_;
                            } else {
                                bool _e1326 = l_mut_509_;
                                if (_e1326) {
                                    uint64_t _e1327 = l_mut_221_;
                                    uint64_t _e1328 = l_mut_167_;
                                    bool l_548_ = (_e1327 < _e1328);
                                    if (l_548_) {
                                        uint64_t _e1330 = l_mut_167_;
                                        uint64_t l_549_ = (_e1330 - 1uL);
                                        uint64_t _e1333 = l_mut_221_;
                                        uint64_t l_550_ = naga_div(l_549_, _e1333);
                                        uint64_t l_551_ = uint64_t(l_542_);
                                        bool l_552_ = (l_550_ < l_551_);
                                        uint64_t l_553_ = uint64_t(l_542_);
                                        uint64_t l_554_ = (l_552_ ? l_550_ : l_553_);
                                        uint l_555_ = uint(l_554_);
                                        l_mut_458_ = l_555_;
                                    }
                                } else {
                                    uint64_t _e1341 = l_mut_167_;
                                    l_mut_556_ = _e1341;
                                    uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                        loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                        uint64_t _e1342 = l_mut_221_;
                                        uint64_t _e1343 = l_mut_556_;
                                        bool l_557_ = (_e1342 < _e1343);
                                        uint _e1345 = l_mut_458_;
                                        uint _e1346 = l_mut_412_;
                                        uint l_558_ = (_e1345 * _e1346);
                                        uint _e1348 = l_mut_72_;
                                        uint l_559_ = (_e1348 + l_558_);
                                        uint _e1350 = l_mut_412_;
                                        uint l_560_ = (l_559_ + _e1350);
                                        bool l_561_ = (l_560_ < l_107_);
                                        if (l_557_) {
                                            local_4 = l_561_;
                                        } else {
                                            local_4 = false;
                                        }
                                        bool l_562_ = local_4;
                                        bool l_563_ = !(l_562_);
                                        if (l_563_) {
                                            break;
                                        }
                                        uint64_t _e1358 = l_mut_556_;
                                        uint64_t _e1359 = l_mut_221_;
                                        uint64_t l_564_ = (_e1358 - _e1359);
                                        l_mut_556_ = l_564_;
                                        uint _e1361 = l_mut_458_;
                                        l_mut_458_ = (_e1361 + 1u);
                                    }
                                }
                            }
                            uint _e1364 = l_mut_458_;
                            uint _e1365 = l_mut_412_;
                            uint l_565_ = (_e1364 * _e1365);
                            uint _e1367 = l_mut_72_;
                            uint l_566_ = (_e1367 + l_565_);
                            uint _e1369 = l_mut_412_;
                            uint l_567_ = (l_566_ + _e1369);
                            bool l_568_ = (l_567_ >= l_107_);
                            if (l_568_) {
                                l_mut_533_ = 1u;
                            } else {
                                uint _e1373 = l_mut_458_;
                                uint64_t l_569_ = uint64_t(_e1373);
                                uint64_t _e1375 = l_mut_221_;
                                uint64_t l_570_ = (_e1375 * l_569_);
                                uint64_t _e1377 = l_mut_167_;
                                uint64_t l_571_ = (_e1377 - l_570_);
                                l_mut_438_ = l_571_;
                                uint _e1379 = l_mut_458_;
                                uint _e1380 = l_mut_412_;
                                uint l_572_ = (_e1379 * _e1380);
                                uint _e1382 = l_mut_72_;
                                uint l_573_ = (_e1382 + l_572_);
                                l_mut_425_ = l_573_;
                                uint64_t _e1384 = l_mut_221_;
                                uint64_t _e1385 = l_mut_438_;
                                uint64_t l_574_ = (_e1384 - _e1385);
                                l_mut_455_ = l_574_;
                                uint _e1387 = l_mut_412_;
                                uint _e1388 = l_mut_425_;
                                uint l_575_ = (_e1387 + _e1388);
                                l_mut_532_ = l_575_;
                            }
                        }
                    }
                    uint64_t _e1390 = l_mut_455_;
                    l_mut_221_ = _e1390;
                    uint64_t _e1391 = l_mut_438_;
                    l_mut_167_ = _e1391;
                    uint _e1392 = l_mut_425_;
                    l_mut_72_ = _e1392;
                    uint _e1393 = l_mut_532_;
                    l_mut_412_ = _e1393;
                    uint64_t _e1394 = l_mut_112_;
                    l_mut_134_ = _e1394;
                    uint _e1395 = l_mut_533_;
                    bool l_576_ = (_e1395 == 1u);
                    l_mut_413_ = l_576_;
                    uint _e1398 = l_mut_533_;
                    bool l_577_ = (_e1398 == 0u);
                    l_mut_416_ = l_577_;
                } else {
                    uint64_t _e1401 = l_mut_167_;
                    uint64_t _e1402 = l_mut_134_;
                    uint64_t l_578_ = (_e1401 - _e1402);
                    l_mut_556_ = l_578_;
                    uint64_t _e1404 = l_mut_134_;
                    uint64_t l_579_ = (_e1404 - l_409_);
                    l_mut_556_ = l_579_;
                    uint64_t _e1406 = l_mut_167_;
                    l_mut_455_ = _e1406;
                    uint64_t _e1407 = l_mut_556_;
                    uint64_t _e1408 = l_mut_167_;
                    bool l_580_ = (_e1407 < _e1408);
                    if (l_580_) {
                        uint64_t _e1410 = l_mut_556_;
                        l_mut_455_ = _e1410;
                    }
                    l_mut_509_ = false;
                    uint64_t _e1413 = l_mut_455_;
                    uint64_t l_582_ = (_e1413 >> uint(3uL));
                    uint64_t _e1417 = l_mut_221_;
                    bool l_583_ = (l_582_ < _e1417);
                    bool l_584_ = !(l_583_);
                    l_mut_509_ = l_584_;
                    l_mut_533_ = 0u;
                    uint64_t _e1421 = l_mut_221_;
                    bool l_585_ = (_e1421 == 0uL);
                    bool l_586_ = !(l_585_);
                    bool _e1425 = l_mut_509_;
                    if (_e1425) {
                        local_5 = l_586_;
                    } else {
                        local_5 = false;
                    }
                    bool l_587_ = local_5;
                    uint64_t _e1430 = l_mut_221_;
                    uint64_t _e1431 = l_mut_455_;
                    bool l_588_ = (_e1430 < _e1431);
                    if (l_587_) {
                        local_6 = l_588_;
                    } else {
                        local_6 = false;
                    }
                    bool l_589_ = local_6;
                    uint _e1437 = l_mut_412_;
                    uint _e1438 = l_mut_72_;
                    uint l_590_ = (_e1437 + _e1438);
                    bool l_591_ = (l_590_ < l_107_);
                    if (l_589_) {
                        local_7 = l_591_;
                    } else {
                        local_7 = false;
                    }
                    bool l_592_ = local_7;
                    if (l_592_) {
                        uint _e1445 = l_mut_412_;
                        uint l_593_ = (l_107_ - _e1445);
                        uint _e1447 = l_mut_72_;
                        uint l_594_ = (l_593_ - _e1447);
                        uint _e1449 = l_mut_412_;
                        uint l_595_ = naga_div(l_594_, _e1449);
                        uint64_t _e1451 = l_mut_455_;
                        uint64_t l_596_ = (_e1451 - 1uL);
                        uint64_t _e1454 = l_mut_221_;
                        uint64_t l_597_ = naga_div(l_596_, _e1454);
                        uint64_t l_598_ = uint64_t(l_595_);
                        bool l_599_ = (l_597_ < l_598_);
                        uint64_t l_600_ = uint64_t(l_595_);
                        uint64_t l_601_ = (l_599_ ? l_597_ : l_600_);
                        uint l_602_ = uint(l_601_);
                        l_mut_533_ = l_602_;
                    }
                    uint64_t _e1462 = l_mut_167_;
                    l_mut_556_ = _e1462;
                    uint64_t _e1463 = l_mut_221_;
                    l_mut_455_ = _e1463;
                    uint _e1464 = l_mut_412_;
                    l_mut_532_ = _e1464;
                    uint _e1465 = l_mut_72_;
                    l_mut_458_ = _e1465;
                    uint64_t _e1466 = l_mut_134_;
                    l_mut_438_ = _e1466;
                    l_mut_425_ = 0u;
                    uint _e1468 = l_mut_533_;
                    bool l_603_ = (_e1468 > 0u);
                    if (l_603_) {
                        uint _e1471 = l_mut_533_;
                        uint64_t l_604_ = uint64_t(_e1471);
                        uint64_t _e1473 = l_mut_221_;
                        uint64_t l_605_ = (_e1473 * l_604_);
                        uint64_t _e1475 = l_mut_134_;
                        uint64_t l_606_ = (_e1475 - l_605_);
                        l_mut_438_ = l_606_;
                        uint64_t _e1477 = l_mut_167_;
                        uint64_t l_607_ = (_e1477 - l_605_);
                        l_mut_556_ = l_607_;
                        uint _e1479 = l_mut_533_;
                        uint _e1480 = l_mut_412_;
                        uint l_608_ = (_e1479 * _e1480);
                        uint _e1482 = l_mut_72_;
                        uint l_609_ = (_e1482 + l_608_);
                        l_mut_458_ = l_609_;
                    } else {
                        uint64_t _e1484 = l_mut_134_;
                        uint64_t _e1485 = l_mut_221_;
                        uint64_t l_610_ = (_e1484 - _e1485);
                        l_mut_438_ = l_610_;
                        uint64_t _e1487 = l_mut_438_;
                        bool l_611_ = (_e1487 < l_409_);
                        if (l_611_) {
                            l_mut_425_ = 2u;
                        }
                        uint _e1490 = l_mut_425_;
                        bool l_612_ = (_e1490 == 0u);
                        if (l_612_) {
                            uint _e1493 = l_mut_412_;
                            uint l_613_ = (l_107_ - _e1493);
                            uint _e1495 = l_mut_72_;
                            uint l_614_ = naga_div(l_613_, _e1495);
                            l_mut_533_ = 0u;
                            l_mut_509_ = false;
                            uint64_t _e1500 = l_mut_221_;
                            uint64_t l_616_ = (_e1500 >> uint(3uL));
                            uint64_t _e1504 = l_mut_167_;
                            bool l_617_ = (l_616_ < _e1504);
                            bool l_618_ = !(l_617_);
                            l_mut_509_ = l_618_;
                            uint64_t _e1507 = l_mut_167_;
                            bool l_619_ = (_e1507 == 0uL);
                            if (l_619_) {
                                l_mut_533_ = l_614_;
                            } else {
                                bool _e1510 = l_mut_509_;
                                if (_e1510) {
                                    uint64_t _e1511 = l_mut_167_;
                                    uint64_t _e1512 = l_mut_221_;
                                    bool l_620_ = (_e1511 < _e1512);
                                    if (l_620_) {
                                        uint64_t _e1514 = l_mut_221_;
                                        uint64_t l_621_ = (_e1514 - 1uL);
                                        uint64_t _e1517 = l_mut_167_;
                                        uint64_t l_622_ = naga_div(l_621_, _e1517);
                                        uint64_t l_623_ = uint64_t(l_614_);
                                        bool l_624_ = (l_622_ < l_623_);
                                        uint64_t l_625_ = uint64_t(l_614_);
                                        uint64_t l_626_ = (l_624_ ? l_622_ : l_625_);
                                        uint l_627_ = uint(l_626_);
                                        l_mut_533_ = l_627_;
                                    }
                                } else {
                                    uint64_t _e1525 = l_mut_221_;
                                    l_mut_112_ = _e1525;
                                    uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                        loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                        uint64_t _e1526 = l_mut_167_;
                                        uint64_t _e1527 = l_mut_112_;
                                        bool l_628_ = (_e1526 < _e1527);
                                        uint _e1529 = l_mut_533_;
                                        uint _e1530 = l_mut_72_;
                                        uint l_629_ = (_e1529 * _e1530);
                                        uint _e1532 = l_mut_412_;
                                        uint l_630_ = (_e1532 + l_629_);
                                        uint _e1534 = l_mut_72_;
                                        uint l_631_ = (l_630_ + _e1534);
                                        bool l_632_ = (l_631_ < l_107_);
                                        if (l_628_) {
                                            local_8 = l_632_;
                                        } else {
                                            local_8 = false;
                                        }
                                        bool l_633_ = local_8;
                                        bool l_634_ = !(l_633_);
                                        if (l_634_) {
                                            break;
                                        }
                                        uint64_t _e1542 = l_mut_112_;
                                        uint64_t _e1543 = l_mut_167_;
                                        uint64_t l_635_ = (_e1542 - _e1543);
                                        l_mut_112_ = l_635_;
                                        uint _e1545 = l_mut_533_;
                                        l_mut_533_ = (_e1545 + 1u);
                                    }
                                }
                            }
                            uint _e1548 = l_mut_533_;
                            uint _e1549 = l_mut_72_;
                            uint l_636_ = (_e1548 * _e1549);
                            uint _e1551 = l_mut_412_;
                            uint l_637_ = (_e1551 + l_636_);
                            uint _e1553 = l_mut_72_;
                            uint l_638_ = (l_637_ + _e1553);
                            bool l_639_ = (l_638_ >= l_107_);
                            if (l_639_) {
                                l_mut_425_ = 1u;
                            } else {
                                uint _e1557 = l_mut_533_;
                                uint64_t l_640_ = uint64_t(_e1557);
                                uint64_t _e1559 = l_mut_167_;
                                uint64_t l_641_ = (_e1559 * l_640_);
                                uint64_t _e1561 = l_mut_221_;
                                uint64_t l_642_ = (_e1561 - l_641_);
                                l_mut_455_ = l_642_;
                                uint _e1563 = l_mut_533_;
                                uint _e1564 = l_mut_72_;
                                uint l_643_ = (_e1563 * _e1564);
                                uint _e1566 = l_mut_412_;
                                uint l_644_ = (_e1566 + l_643_);
                                l_mut_532_ = l_644_;
                                uint64_t _e1568 = l_mut_167_;
                                uint64_t _e1569 = l_mut_455_;
                                uint64_t l_645_ = (_e1568 - _e1569);
                                l_mut_556_ = l_645_;
                                uint _e1571 = l_mut_72_;
                                uint _e1572 = l_mut_532_;
                                uint l_646_ = (_e1571 + _e1572);
                                l_mut_458_ = l_646_;
                            }
                        }
                    }
                    uint64_t _e1574 = l_mut_455_;
                    l_mut_221_ = _e1574;
                    uint64_t _e1575 = l_mut_556_;
                    l_mut_167_ = _e1575;
                    uint _e1576 = l_mut_458_;
                    l_mut_72_ = _e1576;
                    uint _e1577 = l_mut_532_;
                    l_mut_412_ = _e1577;
                    uint64_t _e1578 = l_mut_438_;
                    l_mut_134_ = _e1578;
                    uint _e1579 = l_mut_425_;
                    bool l_647_ = (_e1579 == 1u);
                    l_mut_413_ = l_647_;
                    uint _e1582 = l_mut_425_;
                    bool l_648_ = (_e1582 == 0u);
                    l_mut_416_ = l_648_;
                }
            }
            bool _e1585 = l_mut_413_;
            bool l_649_ = !(_e1585);
            if (l_649_) {
                uint l_650_ = (l_65_ * 8u);
                uint l_651_ = (l_650_ + l_66_);
                uint l_794_ = asuint(info.Load(24+0));
                uint l_795_ = (l_794_ * 1u);
                uint l_796_ = (l_795_ - 1u);
                uint l_797_ = min(1u, l_796_);
                uint _e1603; buffer_6_global.InterlockedAdd(l_797_*4, 1u, _e1603);
                uint l_654_ = asuint(info.Load(48+0));
                bool l_655_ = (_e1603 < l_654_);
                if (l_655_) {
                    uint l_799_ = asuint(info.Load(20+0));
                    uint l_800_ = (l_799_ * 1u);
                    bool l_801_ = (_e1603 < l_800_);
                    if (l_801_) {
                        buffer_5_global.Store(_e1603*4, asuint(l_651_));
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
