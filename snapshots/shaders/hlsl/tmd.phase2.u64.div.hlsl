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
    uint64_t l_mut_116_ = (uint64_t)0;
    uint64_t l_mut_149_ = (uint64_t)0;
    uint64_t l_mut_203_ = (uint64_t)0;
    uint l_mut_401_ = (uint)0;
    bool l_mut_402_ = (bool)0;
    bool l_mut_405_ = (bool)0;
    uint l_mut_414_ = (uint)0;
    uint64_t l_mut_427_ = (uint64_t)0;
    uint64_t l_mut_444_ = (uint64_t)0;
    uint l_mut_447_ = (uint)0;
    bool l_mut_493_ = (bool)0;
    bool l_mut_498_ = (bool)0;
    uint l_mut_517_ = (uint)0;
    uint l_mut_518_ = (uint)0;
    uint64_t l_mut_537_ = (uint64_t)0;
    uint l_mut_54_ = (uint)0;
    uint64_t l_mut_94_ = (uint64_t)0;
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
        uint l_629_ = asuint(info.Load(24+0));
        uint l_630_ = (l_629_ * 1u);
        uint l_631_ = (l_630_ - 1u);
        uint l_632_ = min(3u, l_631_);
        uint _e57; buffer_6_global.InterlockedAdd(l_632_*4, 1u, _e57);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_634_ = asuint(info.Load(12+0));
        uint l_635_ = (l_634_ * 1u);
        bool l_636_ = (0u < l_635_);
        uint l_637_ = (l_635_ - 1u);
        uint l_638_ = min(0u, l_637_);
        uint l_639_ = asuint(buffer_3_global.Load(l_638_*4));
        uint l_7_ = (l_636_ ? l_639_ : 0u);
        uint64_t l_8_ = uint64_t(l_7_);
        uint l_10_ = (0u + 1u);
        uint l_641_ = asuint(info.Load(12+0));
        uint l_642_ = (l_641_ * 1u);
        bool l_643_ = (l_10_ < l_642_);
        uint l_644_ = (l_642_ - 1u);
        uint l_645_ = min(l_10_, l_644_);
        uint l_646_ = asuint(buffer_3_global.Load(l_645_*4));
        uint l_11_ = (l_643_ ? l_646_ : 0u);
        uint64_t l_12_ = uint64_t(l_11_);
        uint64_t l_13_ = (l_12_ << uint(32uL));
        uint64_t l_14_ = (l_8_ | l_13_);
        uint64_t l_15_ = (l_14_ & 4294967295uL);
        uint l_16_ = uint(l_15_);
        uint l_648_ = asuint(info.Load(12+0));
        uint l_649_ = (l_648_ * 1u);
        bool l_650_ = (2u < l_649_);
        uint l_651_ = (l_649_ - 1u);
        uint l_652_ = min(2u, l_651_);
        uint l_653_ = asuint(buffer_3_global.Load(l_652_*4));
        uint l_18_ = (l_650_ ? l_653_ : 0u);
        uint64_t l_19_ = uint64_t(l_18_);
        uint l_21_ = (2u + 1u);
        uint l_655_ = asuint(info.Load(12+0));
        uint l_656_ = (l_655_ * 1u);
        bool l_657_ = (l_21_ < l_656_);
        uint l_658_ = (l_656_ - 1u);
        uint l_659_ = min(l_21_, l_658_);
        uint l_660_ = asuint(buffer_3_global.Load(l_659_*4));
        uint l_22_ = (l_657_ ? l_660_ : 0u);
        uint64_t l_23_ = uint64_t(l_22_);
        uint64_t l_24_ = (l_23_ << uint(32uL));
        uint64_t l_25_ = (l_19_ | l_24_);
        uint64_t l_26_ = (l_25_ & 4294967295uL);
        uint l_27_ = uint(l_26_);
        uint l_662_ = asuint(info.Load(12+0));
        uint l_663_ = (l_662_ * 1u);
        bool l_664_ = (4u < l_663_);
        uint l_665_ = (l_663_ - 1u);
        uint l_666_ = min(4u, l_665_);
        uint l_667_ = asuint(buffer_3_global.Load(l_666_*4));
        uint l_29_ = (l_664_ ? l_667_ : 0u);
        uint64_t l_30_ = uint64_t(l_29_);
        uint l_32_ = (4u + 1u);
        uint l_669_ = asuint(info.Load(12+0));
        uint l_670_ = (l_669_ * 1u);
        bool l_671_ = (l_32_ < l_670_);
        uint l_672_ = (l_670_ - 1u);
        uint l_673_ = min(l_32_, l_672_);
        uint l_674_ = asuint(buffer_3_global.Load(l_673_*4));
        uint l_33_ = (l_671_ ? l_674_ : 0u);
        uint64_t l_34_ = uint64_t(l_33_);
        uint64_t l_35_ = (l_34_ << uint(32uL));
        uint64_t l_36_ = (l_30_ | l_35_);
        uint l_676_ = asuint(info.Load(12+0));
        uint l_677_ = (l_676_ * 1u);
        bool l_678_ = (6u < l_677_);
        uint l_679_ = (l_677_ - 1u);
        uint l_680_ = min(6u, l_679_);
        uint l_681_ = asuint(buffer_3_global.Load(l_680_*4));
        uint l_38_ = (l_678_ ? l_681_ : 0u);
        uint64_t l_39_ = uint64_t(l_38_);
        uint l_41_ = (6u + 1u);
        uint l_683_ = asuint(info.Load(12+0));
        uint l_684_ = (l_683_ * 1u);
        bool l_685_ = (l_41_ < l_684_);
        uint l_686_ = (l_684_ - 1u);
        uint l_687_ = min(l_41_, l_686_);
        uint l_688_ = asuint(buffer_3_global.Load(l_687_*4));
        uint l_42_ = (l_685_ ? l_688_ : 0u);
        uint64_t l_43_ = uint64_t(l_42_);
        uint64_t l_44_ = (l_43_ << uint(32uL));
        uint64_t l_45_ = (l_39_ | l_44_);
        uint l_46_ = naga_div(id, 8u);
        uint l_690_ = asuint(info.Load(16+0));
        uint l_691_ = (l_690_ * 1u);
        bool l_692_ = (l_46_ < l_691_);
        uint l_693_ = (l_691_ - 1u);
        uint l_694_ = min(l_46_, l_693_);
        uint l_695_ = asuint(buffer_4_global.Load(l_694_*4));
        uint l_47_ = (l_692_ ? l_695_ : 0u);
        uint l_48_ = naga_mod(id, 8u);
        uint l_49_ = naga_div(l_16_, 8u);
        uint l_50_ = (l_48_ * l_49_);
        uint64_t l_51_ = uint64_t(l_47_);
        uint64_t l_52_ = uint64_t(l_16_);
        uint64_t l_53_ = (l_51_ * l_52_);
        l_mut_54_ = 0u;
        bool l_55_ = (l_53_ < l_45_);
        if (l_55_) {
            uint64_t l_56_ = (l_45_ - l_53_);
            l_mut_54_ = l_16_;
            uint64_t l_57_ = uint64_t(l_16_);
            bool l_58_ = (l_56_ < l_57_);
            if (l_58_) {
                uint64_t l_59_ = (l_56_ & 4294967295uL);
                uint l_60_ = uint(l_59_);
                l_mut_54_ = l_60_;
            }
        }
        uint _e271 = l_mut_54_;
        bool l_61_ = (l_50_ < _e271);
        if (l_61_) {
            uint l_62_ = (2u * l_47_);
            uint l_697_ = asuint(info.Load(0+0));
            uint l_698_ = (l_697_ * 1u);
            bool l_699_ = (l_62_ < l_698_);
            uint l_700_ = (l_698_ - 1u);
            uint l_701_ = min(l_62_, l_700_);
            uint l_702_ = asuint(buffer_0_global.Load(l_701_*4));
            uint l_63_ = (l_699_ ? l_702_ : 0u);
            uint64_t l_64_ = uint64_t(l_63_);
            uint l_65_ = (2u * l_47_);
            uint l_66_ = (l_65_ + 1u);
            uint l_704_ = asuint(info.Load(0+0));
            uint l_705_ = (l_704_ * 1u);
            bool l_706_ = (l_66_ < l_705_);
            uint l_707_ = (l_705_ - 1u);
            uint l_708_ = min(l_66_, l_707_);
            uint l_709_ = asuint(buffer_0_global.Load(l_708_*4));
            uint l_67_ = (l_706_ ? l_709_ : 0u);
            uint64_t l_68_ = uint64_t(l_67_);
            uint64_t l_69_ = (l_68_ << uint(32uL));
            uint64_t l_70_ = (l_64_ | l_69_);
            uint l_71_ = (2u * l_47_);
            uint l_711_ = asuint(info.Load(4+0));
            uint l_712_ = (l_711_ * 1u);
            bool l_713_ = (l_71_ < l_712_);
            uint l_714_ = (l_712_ - 1u);
            uint l_715_ = min(l_71_, l_714_);
            uint l_716_ = asuint(buffer_1_global.Load(l_715_*4));
            uint l_72_ = (l_713_ ? l_716_ : 0u);
            uint64_t l_73_ = uint64_t(l_72_);
            uint l_74_ = (2u * l_47_);
            uint l_75_ = (l_74_ + 1u);
            uint l_718_ = asuint(info.Load(4+0));
            uint l_719_ = (l_718_ * 1u);
            bool l_720_ = (l_75_ < l_719_);
            uint l_721_ = (l_719_ - 1u);
            uint l_722_ = min(l_75_, l_721_);
            uint l_723_ = asuint(buffer_1_global.Load(l_722_*4));
            uint l_76_ = (l_720_ ? l_723_ : 0u);
            uint64_t l_77_ = uint64_t(l_76_);
            uint64_t l_78_ = (l_77_ << uint(32uL));
            uint64_t l_79_ = (l_73_ | l_78_);
            uint l_80_ = (2u * l_47_);
            uint l_725_ = asuint(info.Load(8+0));
            uint l_726_ = (l_725_ * 1u);
            bool l_727_ = (l_80_ < l_726_);
            uint l_728_ = (l_726_ - 1u);
            uint l_729_ = min(l_80_, l_728_);
            uint l_730_ = asuint(buffer_2_global.Load(l_729_*4));
            uint l_81_ = (l_727_ ? l_730_ : 0u);
            uint64_t l_82_ = uint64_t(l_81_);
            uint l_83_ = (2u * l_47_);
            uint l_84_ = (l_83_ + 1u);
            uint l_732_ = asuint(info.Load(8+0));
            uint l_733_ = (l_732_ * 1u);
            bool l_734_ = (l_84_ < l_733_);
            uint l_735_ = (l_733_ - 1u);
            uint l_736_ = min(l_84_, l_735_);
            uint l_737_ = asuint(buffer_2_global.Load(l_736_*4));
            uint l_85_ = (l_734_ ? l_737_ : 0u);
            uint64_t l_86_ = uint64_t(l_85_);
            uint64_t l_87_ = (l_86_ << uint(32uL));
            uint64_t l_88_ = (l_82_ | l_87_);
            uint l_89_ = naga_div(l_16_, 8u);
            uint l_90_ = (l_48_ * l_89_);
            uint l_91_ = (l_90_ + l_90_);
            uint64_t l_92_ = (l_88_ >> uint(63uL));
            bool l_93_ = (l_92_ == 1uL);
            l_mut_94_ = l_88_;
            if (l_93_) {
                uint64_t l_96_ = (0uL - l_88_);
                l_mut_94_ = l_96_;
            }
            uint64_t l_97_ = uint64_t(l_91_);
            uint64_t _e415 = l_mut_94_;
            uint64_t l_98_ = (_e415 & 4294967295uL);
            uint64_t l_99_ = (l_98_ * l_97_);
            uint64_t _e419 = l_mut_94_;
            uint64_t l_100_ = (_e419 >> uint(32uL));
            uint64_t l_101_ = (l_100_ * l_97_);
            uint64_t l_102_ = (l_101_ << uint(32uL));
            uint64_t l_103_ = (l_99_ + l_102_);
            uint64_t l_104_ = (l_101_ >> uint(32uL));
            bool l_105_ = (l_103_ < l_99_);
            uint64_t l_106_ = uint64_t(l_105_);
            uint64_t l_107_ = (l_104_ + l_106_);
            l_mut_94_ = l_103_;
            bool l_108_ = (l_27_ == 64u);
            if (l_108_) {
                l_mut_94_ = l_107_;
            } else {
                bool l_109_ = (l_27_ > 0u);
                if (l_109_) {
                    uint l_110_ = (64u - l_27_);
                    uint64_t l_111_ = uint64_t(l_110_);
                    uint64_t l_112_ = (l_107_ << uint(l_111_));
                    uint64_t l_113_ = uint64_t(l_27_);
                    uint64_t l_114_ = (l_103_ >> uint(l_113_));
                    uint64_t l_115_ = (l_112_ | l_114_);
                    l_mut_94_ = l_115_;
                }
            }
            uint64_t _e452 = l_mut_94_;
            l_mut_116_ = _e452;
            if (l_93_) {
                uint64_t _e454 = l_mut_116_;
                uint64_t l_118_ = (0uL - _e454);
                l_mut_116_ = l_118_;
            }
            uint64_t _e456 = l_mut_116_;
            uint64_t l_119_ = (l_70_ + _e456);
            uint64_t l_120_ = uint64_t(l_90_);
            uint64_t l_121_ = (l_70_ * l_120_);
            uint64_t l_122_ = (l_79_ + l_121_);
            l_mut_116_ = 0uL;
            bool l_124_ = (l_90_ < 65536u);
            if (l_124_) {
                uint l_125_ = (l_90_ * l_90_);
                uint64_t l_126_ = (l_88_ >> uint(63uL));
                bool l_127_ = (l_126_ == 1uL);
                l_mut_94_ = l_88_;
                if (l_127_) {
                    uint64_t l_129_ = (0uL - l_88_);
                    l_mut_94_ = l_129_;
                }
                uint64_t l_130_ = uint64_t(l_125_);
                uint64_t _e474 = l_mut_94_;
                uint64_t l_131_ = (_e474 & 4294967295uL);
                uint64_t l_132_ = (l_131_ * l_130_);
                uint64_t _e478 = l_mut_94_;
                uint64_t l_133_ = (_e478 >> uint(32uL));
                uint64_t l_134_ = (l_133_ * l_130_);
                uint64_t l_135_ = (l_134_ << uint(32uL));
                uint64_t l_136_ = (l_132_ + l_135_);
                uint64_t l_137_ = (l_134_ >> uint(32uL));
                bool l_138_ = (l_136_ < l_132_);
                uint64_t l_139_ = uint64_t(l_138_);
                uint64_t l_140_ = (l_137_ + l_139_);
                l_mut_94_ = l_136_;
                bool l_141_ = (l_27_ == 64u);
                if (l_141_) {
                    l_mut_94_ = l_140_;
                } else {
                    bool l_142_ = (l_27_ > 0u);
                    if (l_142_) {
                        uint l_143_ = (64u - l_27_);
                        uint64_t l_144_ = uint64_t(l_143_);
                        uint64_t l_145_ = (l_140_ << uint(l_144_));
                        uint64_t l_146_ = uint64_t(l_27_);
                        uint64_t l_147_ = (l_136_ >> uint(l_146_));
                        uint64_t l_148_ = (l_145_ | l_147_);
                        l_mut_94_ = l_148_;
                    }
                }
                uint64_t _e511 = l_mut_94_;
                l_mut_149_ = _e511;
                if (l_127_) {
                    uint64_t _e513 = l_mut_149_;
                    uint64_t l_151_ = (0uL - _e513);
                    l_mut_149_ = l_151_;
                }
                uint64_t _e515 = l_mut_149_;
                l_mut_116_ = _e515;
            } else {
                uint64_t l_152_ = (l_88_ >> uint(63uL));
                bool l_153_ = (l_152_ == 1uL);
                l_mut_149_ = l_88_;
                if (l_153_) {
                    uint64_t l_155_ = (0uL - l_88_);
                    l_mut_149_ = l_155_;
                }
                uint64_t l_156_ = uint64_t(l_90_);
                uint64_t _e525 = l_mut_149_;
                uint64_t l_157_ = (_e525 & 4294967295uL);
                uint64_t l_158_ = (l_157_ * l_156_);
                uint64_t _e529 = l_mut_149_;
                uint64_t l_159_ = (_e529 >> uint(32uL));
                uint64_t l_160_ = (l_159_ * l_156_);
                uint64_t l_161_ = (l_160_ << uint(32uL));
                uint64_t l_162_ = (l_158_ + l_161_);
                uint64_t l_163_ = (l_160_ >> uint(32uL));
                bool l_164_ = (l_162_ < l_158_);
                uint64_t l_165_ = uint64_t(l_164_);
                uint64_t l_166_ = (l_163_ + l_165_);
                l_mut_94_ = l_162_;
                if (false) {
                    l_mut_94_ = l_166_;
                } else {
                    if (false) {
                        uint64_t l_170_ = (l_166_ << uint(64uL));
                        uint64_t l_172_ = (l_162_ >> uint(0uL));
                        uint64_t l_173_ = (l_170_ | l_172_);
                        l_mut_94_ = l_173_;
                    }
                }
                uint64_t l_174_ = uint64_t(l_90_);
                uint64_t _e559 = l_mut_149_;
                uint64_t l_175_ = (_e559 & 4294967295uL);
                uint64_t l_176_ = (l_175_ * l_174_);
                uint64_t _e563 = l_mut_149_;
                uint64_t l_177_ = (_e563 >> uint(32uL));
                uint64_t l_178_ = (l_177_ * l_174_);
                uint64_t l_179_ = (l_178_ << uint(32uL));
                uint64_t l_180_ = (l_176_ + l_179_);
                uint64_t l_181_ = (l_178_ >> uint(32uL));
                bool l_182_ = (l_180_ < l_176_);
                uint64_t l_183_ = uint64_t(l_182_);
                uint64_t l_184_ = (l_181_ + l_183_);
                l_mut_149_ = l_180_;
                if (true) {
                    l_mut_149_ = l_184_;
                } else {
                    if (true) {
                        uint64_t l_188_ = (l_184_ << uint(0uL));
                        uint64_t l_190_ = (l_180_ >> uint(64uL));
                        uint64_t l_191_ = (l_188_ | l_190_);
                        l_mut_149_ = l_191_;
                    }
                }
                uint64_t l_192_ = uint64_t(l_90_);
                uint64_t _e593 = l_mut_94_;
                uint64_t l_193_ = (_e593 & 4294967295uL);
                uint64_t l_194_ = (l_193_ * l_192_);
                uint64_t _e597 = l_mut_94_;
                uint64_t l_195_ = (_e597 >> uint(32uL));
                uint64_t l_196_ = (l_195_ * l_192_);
                uint64_t l_197_ = (l_196_ << uint(32uL));
                uint64_t l_198_ = (l_194_ + l_197_);
                uint64_t l_199_ = (l_196_ >> uint(32uL));
                bool l_200_ = (l_198_ < l_194_);
                uint64_t l_201_ = uint64_t(l_200_);
                uint64_t l_202_ = (l_199_ + l_201_);
                l_mut_203_ = l_198_;
                if (false) {
                    l_mut_203_ = l_202_;
                } else {
                    if (false) {
                        uint64_t l_207_ = (l_202_ << uint(64uL));
                        uint64_t l_209_ = (l_198_ >> uint(0uL));
                        uint64_t l_210_ = (l_207_ | l_209_);
                        l_mut_203_ = l_210_;
                    }
                }
                uint64_t l_211_ = uint64_t(l_90_);
                uint64_t _e627 = l_mut_94_;
                uint64_t l_212_ = (_e627 & 4294967295uL);
                uint64_t l_213_ = (l_212_ * l_211_);
                uint64_t _e631 = l_mut_94_;
                uint64_t l_214_ = (_e631 >> uint(32uL));
                uint64_t l_215_ = (l_214_ * l_211_);
                uint64_t l_216_ = (l_215_ << uint(32uL));
                uint64_t l_217_ = (l_213_ + l_216_);
                uint64_t l_218_ = (l_215_ >> uint(32uL));
                bool l_219_ = (l_217_ < l_213_);
                uint64_t l_220_ = uint64_t(l_219_);
                uint64_t l_221_ = (l_218_ + l_220_);
                l_mut_94_ = l_217_;
                if (true) {
                    l_mut_94_ = l_221_;
                } else {
                    if (true) {
                        uint64_t l_225_ = (l_221_ << uint(0uL));
                        uint64_t l_227_ = (l_217_ >> uint(64uL));
                        uint64_t l_228_ = (l_225_ | l_227_);
                        l_mut_94_ = l_228_;
                    }
                }
                uint64_t l_229_ = uint64_t(l_90_);
                uint64_t _e661 = l_mut_149_;
                uint64_t l_230_ = (_e661 * l_229_);
                uint64_t _e663 = l_mut_94_;
                uint64_t l_231_ = (_e663 + l_230_);
                uint64_t _e665 = l_mut_203_;
                l_mut_116_ = _e665;
                bool l_232_ = (l_27_ == 64u);
                if (l_232_) {
                    l_mut_116_ = l_231_;
                } else {
                    bool l_233_ = (l_27_ > 0u);
                    if (l_233_) {
                        uint l_234_ = (64u - l_27_);
                        uint64_t l_235_ = uint64_t(l_234_);
                        uint64_t l_236_ = (l_231_ << uint(l_235_));
                        uint64_t l_237_ = uint64_t(l_27_);
                        uint64_t _e677 = l_mut_203_;
                        uint64_t l_238_ = (_e677 >> uint(l_237_));
                        uint64_t l_239_ = (l_236_ + l_238_);
                        l_mut_116_ = l_239_;
                    }
                }
                if (l_153_) {
                    uint64_t _e683 = l_mut_116_;
                    uint64_t l_241_ = (0uL - _e683);
                    l_mut_116_ = l_241_;
                }
            }
            uint64_t _e685 = l_mut_116_;
            uint64_t l_242_ = (l_122_ + _e685);
            uint64_t l_243_ = (l_88_ >> uint(63uL));
            bool l_244_ = (l_243_ == 1uL);
            l_mut_203_ = l_88_;
            if (l_244_) {
                uint64_t l_246_ = (0uL - l_88_);
                l_mut_203_ = l_246_;
            }
            uint64_t l_247_ = uint64_t(l_89_);
            uint64_t _e696 = l_mut_203_;
            uint64_t l_248_ = (_e696 & 4294967295uL);
            uint64_t l_249_ = (l_248_ * l_247_);
            uint64_t _e700 = l_mut_203_;
            uint64_t l_250_ = (_e700 >> uint(32uL));
            uint64_t l_251_ = (l_250_ * l_247_);
            uint64_t l_252_ = (l_251_ << uint(32uL));
            uint64_t l_253_ = (l_249_ + l_252_);
            uint64_t l_254_ = (l_251_ >> uint(32uL));
            bool l_255_ = (l_253_ < l_249_);
            uint64_t l_256_ = uint64_t(l_255_);
            uint64_t l_257_ = (l_254_ + l_256_);
            l_mut_203_ = l_253_;
            bool l_258_ = (l_27_ == 64u);
            if (l_258_) {
                l_mut_203_ = l_257_;
            } else {
                bool l_259_ = (l_27_ > 0u);
                if (l_259_) {
                    uint l_260_ = (64u - l_27_);
                    uint64_t l_261_ = uint64_t(l_260_);
                    uint64_t l_262_ = (l_257_ << uint(l_261_));
                    uint64_t l_263_ = uint64_t(l_27_);
                    uint64_t l_264_ = (l_253_ >> uint(l_263_));
                    uint64_t l_265_ = (l_262_ | l_264_);
                    l_mut_203_ = l_265_;
                }
            }
            uint64_t _e733 = l_mut_203_;
            l_mut_149_ = _e733;
            if (l_244_) {
                uint64_t _e735 = l_mut_149_;
                uint64_t l_267_ = (0uL - _e735);
                l_mut_149_ = l_267_;
            }
            uint64_t _e737 = l_mut_149_;
            uint64_t l_268_ = (l_119_ + _e737);
            uint l_269_ = (l_27_ + 3u);
            l_mut_203_ = 0uL;
            bool l_271_ = (l_89_ < 65536u);
            if (l_271_) {
                uint l_272_ = (l_89_ * l_89_);
                uint64_t l_273_ = (l_88_ >> uint(63uL));
                bool l_274_ = (l_273_ == 1uL);
                l_mut_149_ = l_88_;
                if (l_274_) {
                    uint64_t l_276_ = (0uL - l_88_);
                    l_mut_149_ = l_276_;
                }
                uint64_t l_277_ = uint64_t(l_272_);
                uint64_t _e754 = l_mut_149_;
                uint64_t l_278_ = (_e754 & 4294967295uL);
                uint64_t l_279_ = (l_278_ * l_277_);
                uint64_t _e758 = l_mut_149_;
                uint64_t l_280_ = (_e758 >> uint(32uL));
                uint64_t l_281_ = (l_280_ * l_277_);
                uint64_t l_282_ = (l_281_ << uint(32uL));
                uint64_t l_283_ = (l_279_ + l_282_);
                uint64_t l_284_ = (l_281_ >> uint(32uL));
                bool l_285_ = (l_283_ < l_279_);
                uint64_t l_286_ = uint64_t(l_285_);
                uint64_t l_287_ = (l_284_ + l_286_);
                l_mut_149_ = l_283_;
                bool l_288_ = (l_269_ == 64u);
                if (l_288_) {
                    l_mut_149_ = l_287_;
                } else {
                    bool l_289_ = (l_269_ > 0u);
                    if (l_289_) {
                        uint l_290_ = (64u - l_269_);
                        uint64_t l_291_ = uint64_t(l_290_);
                        uint64_t l_292_ = (l_287_ << uint(l_291_));
                        uint64_t l_293_ = uint64_t(l_269_);
                        uint64_t l_294_ = (l_283_ >> uint(l_293_));
                        uint64_t l_295_ = (l_292_ | l_294_);
                        l_mut_149_ = l_295_;
                    }
                }
                uint64_t _e791 = l_mut_149_;
                l_mut_116_ = _e791;
                if (l_274_) {
                    uint64_t _e793 = l_mut_116_;
                    uint64_t l_297_ = (0uL - _e793);
                    l_mut_116_ = l_297_;
                }
                uint64_t _e795 = l_mut_116_;
                l_mut_203_ = _e795;
            } else {
                uint64_t l_298_ = (l_88_ >> uint(63uL));
                bool l_299_ = (l_298_ == 1uL);
                l_mut_149_ = l_88_;
                if (l_299_) {
                    uint64_t l_301_ = (0uL - l_88_);
                    l_mut_149_ = l_301_;
                }
                uint64_t l_302_ = uint64_t(l_89_);
                uint64_t _e805 = l_mut_149_;
                uint64_t l_303_ = (_e805 & 4294967295uL);
                uint64_t l_304_ = (l_303_ * l_302_);
                uint64_t _e809 = l_mut_149_;
                uint64_t l_305_ = (_e809 >> uint(32uL));
                uint64_t l_306_ = (l_305_ * l_302_);
                uint64_t l_307_ = (l_306_ << uint(32uL));
                uint64_t l_308_ = (l_304_ + l_307_);
                uint64_t l_309_ = (l_306_ >> uint(32uL));
                bool l_310_ = (l_308_ < l_304_);
                uint64_t l_311_ = uint64_t(l_310_);
                uint64_t l_312_ = (l_309_ + l_311_);
                l_mut_116_ = l_308_;
                if (false) {
                    l_mut_116_ = l_312_;
                } else {
                    if (false) {
                        uint64_t l_316_ = (l_312_ << uint(64uL));
                        uint64_t l_318_ = (l_308_ >> uint(0uL));
                        uint64_t l_319_ = (l_316_ | l_318_);
                        l_mut_116_ = l_319_;
                    }
                }
                uint64_t l_320_ = uint64_t(l_89_);
                uint64_t _e839 = l_mut_149_;
                uint64_t l_321_ = (_e839 & 4294967295uL);
                uint64_t l_322_ = (l_321_ * l_320_);
                uint64_t _e843 = l_mut_149_;
                uint64_t l_323_ = (_e843 >> uint(32uL));
                uint64_t l_324_ = (l_323_ * l_320_);
                uint64_t l_325_ = (l_324_ << uint(32uL));
                uint64_t l_326_ = (l_322_ + l_325_);
                uint64_t l_327_ = (l_324_ >> uint(32uL));
                bool l_328_ = (l_326_ < l_322_);
                uint64_t l_329_ = uint64_t(l_328_);
                uint64_t l_330_ = (l_327_ + l_329_);
                l_mut_149_ = l_326_;
                if (true) {
                    l_mut_149_ = l_330_;
                } else {
                    if (true) {
                        uint64_t l_334_ = (l_330_ << uint(0uL));
                        uint64_t l_336_ = (l_326_ >> uint(64uL));
                        uint64_t l_337_ = (l_334_ | l_336_);
                        l_mut_149_ = l_337_;
                    }
                }
                uint64_t l_338_ = uint64_t(l_89_);
                uint64_t _e873 = l_mut_116_;
                uint64_t l_339_ = (_e873 & 4294967295uL);
                uint64_t l_340_ = (l_339_ * l_338_);
                uint64_t _e877 = l_mut_116_;
                uint64_t l_341_ = (_e877 >> uint(32uL));
                uint64_t l_342_ = (l_341_ * l_338_);
                uint64_t l_343_ = (l_342_ << uint(32uL));
                uint64_t l_344_ = (l_340_ + l_343_);
                uint64_t l_345_ = (l_342_ >> uint(32uL));
                bool l_346_ = (l_344_ < l_340_);
                uint64_t l_347_ = uint64_t(l_346_);
                uint64_t l_348_ = (l_345_ + l_347_);
                l_mut_94_ = l_344_;
                if (false) {
                    l_mut_94_ = l_348_;
                } else {
                    if (false) {
                        uint64_t l_352_ = (l_348_ << uint(64uL));
                        uint64_t l_354_ = (l_344_ >> uint(0uL));
                        uint64_t l_355_ = (l_352_ | l_354_);
                        l_mut_94_ = l_355_;
                    }
                }
                uint64_t l_356_ = uint64_t(l_89_);
                uint64_t _e907 = l_mut_116_;
                uint64_t l_357_ = (_e907 & 4294967295uL);
                uint64_t l_358_ = (l_357_ * l_356_);
                uint64_t _e911 = l_mut_116_;
                uint64_t l_359_ = (_e911 >> uint(32uL));
                uint64_t l_360_ = (l_359_ * l_356_);
                uint64_t l_361_ = (l_360_ << uint(32uL));
                uint64_t l_362_ = (l_358_ + l_361_);
                uint64_t l_363_ = (l_360_ >> uint(32uL));
                bool l_364_ = (l_362_ < l_358_);
                uint64_t l_365_ = uint64_t(l_364_);
                uint64_t l_366_ = (l_363_ + l_365_);
                l_mut_116_ = l_362_;
                if (true) {
                    l_mut_116_ = l_366_;
                } else {
                    if (true) {
                        uint64_t l_370_ = (l_366_ << uint(0uL));
                        uint64_t l_372_ = (l_362_ >> uint(64uL));
                        uint64_t l_373_ = (l_370_ | l_372_);
                        l_mut_116_ = l_373_;
                    }
                }
                uint64_t l_374_ = uint64_t(l_89_);
                uint64_t _e941 = l_mut_149_;
                uint64_t l_375_ = (_e941 * l_374_);
                uint64_t _e943 = l_mut_116_;
                uint64_t l_376_ = (_e943 + l_375_);
                uint64_t _e945 = l_mut_94_;
                l_mut_203_ = _e945;
                bool l_377_ = (l_269_ == 64u);
                if (l_377_) {
                    l_mut_203_ = l_376_;
                } else {
                    bool l_378_ = (l_269_ > 0u);
                    if (l_378_) {
                        uint l_379_ = (64u - l_269_);
                        uint64_t l_380_ = uint64_t(l_379_);
                        uint64_t l_381_ = (l_376_ << uint(l_380_));
                        uint64_t l_382_ = uint64_t(l_269_);
                        uint64_t _e957 = l_mut_94_;
                        uint64_t l_383_ = (_e957 >> uint(l_382_));
                        uint64_t l_384_ = (l_381_ + l_383_);
                        l_mut_203_ = l_384_;
                    }
                }
                if (l_299_) {
                    uint64_t _e963 = l_mut_203_;
                    uint64_t l_386_ = (0uL - _e963);
                    l_mut_203_ = l_386_;
                }
            }
            uint64_t _e965 = l_mut_203_;
            l_mut_149_ = _e965;
            uint64_t _e966 = l_mut_203_;
            uint64_t l_387_ = (_e966 >> uint(63uL));
            bool l_388_ = (l_387_ == 1uL);
            if (l_388_) {
                uint64_t _e974 = l_mut_203_;
                uint64_t l_390_ = (0uL - _e974);
                l_mut_149_ = l_390_;
            }
            uint64_t _e976 = l_mut_149_;
            uint64_t l_391_ = (l_36_ + _e976);
            uint64_t l_393_ = (l_391_ + 1uL);
            uint64_t _e980 = l_mut_203_;
            uint64_t l_394_ = (l_242_ - _e980);
            uint64_t l_395_ = (l_394_ + l_393_);
            uint64_t l_397_ = (0uL - l_268_);
            uint64_t l_398_ = (l_393_ + l_393_);
            l_mut_203_ = l_397_;
            uint64_t l_400_ = (0uL - l_397_);
            l_mut_149_ = l_400_;
            l_mut_116_ = l_395_;
            l_mut_54_ = 1u;
            l_mut_401_ = 1u;
            l_mut_402_ = false;
            uint64_t _e991 = l_mut_116_;
            bool l_403_ = (_e991 < l_398_);
            bool l_404_ = !(l_403_);
            l_mut_405_ = l_404_;
            bool l_406_ = (l_397_ == 0uL);
            if (l_406_) {
                bool _e996 = l_mut_405_;
                l_mut_402_ = _e996;
                l_mut_405_ = false;
            }
            bool _e998 = l_mut_405_;
            if (_e998) {
                uint64_t l_407_ = (l_397_ >> uint(63uL));
                bool l_408_ = (l_407_ == 1uL);
                l_mut_94_ = l_397_;
                if (l_408_) {
                    uint64_t l_410_ = (0uL - l_397_);
                    l_mut_94_ = l_410_;
                }
                uint l_411_ = (l_89_ - 1u);
                uint64_t l_412_ = uint64_t(l_411_);
                uint64_t _e1010 = l_mut_94_;
                uint64_t l_413_ = (_e1010 * l_412_);
                l_mut_414_ = 0u;
                uint l_415_ = (l_89_ - 1u);
                uint64_t l_416_ = uint64_t(l_415_);
                uint64_t _e1016 = l_mut_94_;
                uint64_t l_417_ = (_e1016 & 4294967295uL);
                uint64_t l_418_ = (l_417_ * l_416_);
                uint64_t _e1020 = l_mut_94_;
                uint64_t l_419_ = (_e1020 >> uint(32uL));
                uint64_t l_420_ = (l_419_ * l_416_);
                uint64_t l_421_ = (l_420_ << uint(32uL));
                uint64_t l_422_ = (l_418_ + l_421_);
                uint64_t l_423_ = (l_420_ >> uint(32uL));
                bool l_424_ = (l_422_ < l_418_);
                uint64_t l_425_ = uint64_t(l_424_);
                uint64_t l_426_ = (l_423_ + l_425_);
                l_mut_427_ = l_422_;
                if (true) {
                    l_mut_427_ = l_426_;
                } else {
                    if (true) {
                        uint64_t l_431_ = (l_426_ << uint(0uL));
                        uint64_t l_433_ = (l_422_ >> uint(64uL));
                        uint64_t l_434_ = (l_431_ | l_433_);
                        l_mut_427_ = l_434_;
                    }
                }
                uint64_t _e1049 = l_mut_427_;
                bool l_435_ = (_e1049 == 0uL);
                if (l_435_) {
                    l_mut_427_ = l_395_;
                    if (l_408_) {
                        uint64_t l_437_ = (0uL - l_395_);
                        bool l_438_ = (l_395_ == 0uL);
                        bool l_439_ = !(l_438_);
                        bool l_440_ = (l_413_ < l_437_);
                        bool l_441_ = !(l_440_);
                        if (l_439_) {
                            local = l_441_;
                        } else {
                            local = false;
                        }
                        bool l_442_ = local;
                        if (l_442_) {
                            uint l_443_ = (l_89_ - 1u);
                            l_mut_444_ = l_437_;
                            uint64_t _e1065 = l_mut_94_;
                            bool l_445_ = (l_437_ < _e1065);
                            bool l_446_ = !(l_445_);
                            if (l_446_) {
                                l_mut_447_ = 0u;
                                uint64_t _e1069 = l_mut_94_;
                                bool l_448_ = (_e1069 < l_437_);
                                if (l_448_) {
                                    uint64_t l_449_ = (l_437_ - 1uL);
                                    uint64_t _e1073 = l_mut_94_;
                                    uint64_t l_450_ = naga_div(l_449_, _e1073);
                                    uint64_t l_451_ = uint64_t(l_443_);
                                    bool l_452_ = (l_450_ < l_451_);
                                    uint64_t l_453_ = uint64_t(l_443_);
                                    uint64_t l_454_ = (l_452_ ? l_450_ : l_453_);
                                    uint l_455_ = uint(l_454_);
                                    l_mut_447_ = l_455_;
                                }
                                uint _e1081 = l_mut_447_;
                                uint64_t l_456_ = uint64_t(_e1081);
                                uint64_t _e1083 = l_mut_94_;
                                uint64_t l_457_ = (_e1083 * l_456_);
                                uint64_t l_458_ = (l_437_ - l_457_);
                                l_mut_444_ = l_458_;
                                uint64_t _e1086 = l_mut_444_;
                                uint64_t _e1087 = l_mut_94_;
                                bool l_459_ = (_e1086 < _e1087);
                                bool l_460_ = !(l_459_);
                                if (l_460_) {
                                    uint64_t _e1090 = l_mut_444_;
                                    uint64_t _e1091 = l_mut_94_;
                                    uint64_t l_461_ = (_e1090 - _e1091);
                                    l_mut_444_ = l_461_;
                                }
                            }
                            uint64_t _e1093 = l_mut_94_;
                            uint64_t _e1094 = l_mut_444_;
                            uint64_t l_462_ = (_e1093 - _e1094);
                            l_mut_444_ = l_462_;
                            uint64_t _e1096 = l_mut_94_;
                            bool l_463_ = (l_462_ < _e1096);
                            bool l_464_ = !(l_463_);
                            if (l_464_) {
                                uint64_t _e1099 = l_mut_94_;
                                uint64_t l_465_ = (l_462_ - _e1099);
                                l_mut_444_ = l_465_;
                            }
                            uint64_t _e1101 = l_mut_444_;
                            uint64_t _e1102 = l_mut_427_;
                            bool l_466_ = (_e1101 < _e1102);
                            if (l_466_) {
                                uint64_t _e1104 = l_mut_444_;
                                l_mut_427_ = _e1104;
                            }
                        }
                    } else {
                        uint64_t l_467_ = (l_395_ - l_413_);
                        l_mut_427_ = l_467_;
                        bool l_468_ = (l_395_ < l_413_);
                        if (l_468_) {
                            uint l_469_ = (l_89_ - 1u);
                            l_mut_444_ = l_395_;
                            uint64_t _e1109 = l_mut_94_;
                            bool l_470_ = (l_395_ < _e1109);
                            bool l_471_ = !(l_470_);
                            if (l_471_) {
                                l_mut_447_ = 0u;
                                uint64_t _e1113 = l_mut_94_;
                                bool l_472_ = (_e1113 < l_395_);
                                if (l_472_) {
                                    uint64_t l_473_ = (l_395_ - 1uL);
                                    uint64_t _e1117 = l_mut_94_;
                                    uint64_t l_474_ = naga_div(l_473_, _e1117);
                                    uint64_t l_475_ = uint64_t(l_469_);
                                    bool l_476_ = (l_474_ < l_475_);
                                    uint64_t l_477_ = uint64_t(l_469_);
                                    uint64_t l_478_ = (l_476_ ? l_474_ : l_477_);
                                    uint l_479_ = uint(l_478_);
                                    l_mut_447_ = l_479_;
                                }
                                uint _e1125 = l_mut_447_;
                                uint64_t l_480_ = uint64_t(_e1125);
                                uint64_t _e1127 = l_mut_94_;
                                uint64_t l_481_ = (_e1127 * l_480_);
                                uint64_t l_482_ = (l_395_ - l_481_);
                                l_mut_444_ = l_482_;
                                uint64_t _e1130 = l_mut_444_;
                                uint64_t _e1131 = l_mut_94_;
                                bool l_483_ = (_e1130 < _e1131);
                                bool l_484_ = !(l_483_);
                                if (l_484_) {
                                    uint64_t _e1134 = l_mut_444_;
                                    uint64_t _e1135 = l_mut_94_;
                                    uint64_t l_485_ = (_e1134 - _e1135);
                                    l_mut_444_ = l_485_;
                                }
                            }
                            uint64_t _e1137 = l_mut_444_;
                            uint64_t _e1138 = l_mut_427_;
                            bool l_486_ = (_e1137 < _e1138);
                            if (l_486_) {
                                uint64_t _e1140 = l_mut_444_;
                                l_mut_427_ = _e1140;
                            }
                        }
                    }
                    uint64_t _e1141 = l_mut_427_;
                    bool l_487_ = (_e1141 < l_398_);
                    bool l_488_ = !(l_487_);
                    uint l_489_ = uint(l_488_);
                    uint l_490_ = (2u - l_489_);
                    l_mut_414_ = l_490_;
                }
                uint _e1147 = l_mut_414_;
                bool l_491_ = (_e1147 > 0u);
                if (l_491_) {
                    uint _e1150 = l_mut_414_;
                    bool l_492_ = (_e1150 == 1u);
                    l_mut_402_ = l_492_;
                    l_mut_405_ = false;
                }
            }
            l_mut_493_ = false;
            uint2 loop_bound = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound == uint2(0u, 0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                bool _e1155 = l_mut_405_;
                bool l_494_ = !(_e1155);
                if (l_494_) {
                    break;
                }
                uint64_t _e1157 = l_mut_116_;
                uint64_t _e1158 = l_mut_203_;
                bool l_495_ = (_e1157 < _e1158);
                if (l_495_) {
                    uint64_t _e1160 = l_mut_203_;
                    uint64_t _e1161 = l_mut_116_;
                    uint64_t l_496_ = (_e1160 - _e1161);
                    l_mut_444_ = l_496_;
                    uint64_t _e1163 = l_mut_203_;
                    l_mut_427_ = _e1163;
                    uint64_t _e1164 = l_mut_444_;
                    uint64_t _e1165 = l_mut_203_;
                    bool l_497_ = (_e1164 < _e1165);
                    if (l_497_) {
                        uint64_t _e1167 = l_mut_444_;
                        l_mut_427_ = _e1167;
                    }
                    l_mut_498_ = false;
                    l_mut_498_ = true;
                    l_mut_447_ = 0u;
                    uint64_t _e1171 = l_mut_149_;
                    bool l_499_ = (_e1171 == 0uL);
                    bool l_500_ = !(l_499_);
                    bool _e1175 = l_mut_498_;
                    if (_e1175) {
                        local_1 = l_500_;
                    } else {
                        local_1 = false;
                    }
                    bool l_501_ = local_1;
                    uint64_t _e1180 = l_mut_149_;
                    uint64_t _e1181 = l_mut_427_;
                    bool l_502_ = (_e1180 < _e1181);
                    if (l_501_) {
                        local_2 = l_502_;
                    } else {
                        local_2 = false;
                    }
                    bool l_503_ = local_2;
                    uint _e1187 = l_mut_54_;
                    uint _e1188 = l_mut_401_;
                    uint l_504_ = (_e1187 + _e1188);
                    bool l_505_ = (l_504_ < l_89_);
                    if (l_503_) {
                        local_3 = l_505_;
                    } else {
                        local_3 = false;
                    }
                    bool l_506_ = local_3;
                    if (l_506_) {
                        uint _e1195 = l_mut_54_;
                        uint l_507_ = (l_89_ - _e1195);
                        uint _e1197 = l_mut_401_;
                        uint l_508_ = (l_507_ - _e1197);
                        uint _e1199 = l_mut_54_;
                        uint l_509_ = naga_div(l_508_, _e1199);
                        uint64_t _e1201 = l_mut_427_;
                        uint64_t l_510_ = (_e1201 - 1uL);
                        uint64_t _e1204 = l_mut_149_;
                        uint64_t l_511_ = naga_div(l_510_, _e1204);
                        uint64_t l_512_ = uint64_t(l_509_);
                        bool l_513_ = (l_511_ < l_512_);
                        uint64_t l_514_ = uint64_t(l_509_);
                        uint64_t l_515_ = (l_513_ ? l_511_ : l_514_);
                        uint l_516_ = uint(l_515_);
                        l_mut_447_ = l_516_;
                    }
                    uint64_t _e1212 = l_mut_203_;
                    l_mut_444_ = _e1212;
                    uint64_t _e1213 = l_mut_149_;
                    l_mut_427_ = _e1213;
                    uint _e1214 = l_mut_54_;
                    l_mut_414_ = _e1214;
                    uint _e1215 = l_mut_401_;
                    l_mut_517_ = _e1215;
                    uint64_t _e1216 = l_mut_116_;
                    l_mut_94_ = _e1216;
                    l_mut_518_ = 0u;
                    uint _e1218 = l_mut_447_;
                    bool l_519_ = (_e1218 > 0u);
                    if (l_519_) {
                        uint _e1221 = l_mut_447_;
                        uint64_t l_520_ = uint64_t(_e1221);
                        uint64_t _e1223 = l_mut_149_;
                        uint64_t l_521_ = (_e1223 * l_520_);
                        uint64_t _e1225 = l_mut_203_;
                        uint64_t l_522_ = (_e1225 - l_521_);
                        l_mut_444_ = l_522_;
                        uint _e1227 = l_mut_447_;
                        uint _e1228 = l_mut_54_;
                        uint l_523_ = (_e1227 * _e1228);
                        uint _e1230 = l_mut_401_;
                        uint l_524_ = (_e1230 + l_523_);
                        l_mut_517_ = l_524_;
                    } else {
                        uint _e1232 = l_mut_518_;
                        bool l_525_ = (_e1232 == 0u);
                        if (l_525_) {
                            uint _e1235 = l_mut_54_;
                            uint l_526_ = (l_89_ - _e1235);
                            uint _e1237 = l_mut_401_;
                            uint l_527_ = naga_div(l_526_, _e1237);
                            l_mut_447_ = 0u;
                            l_mut_498_ = false;
                            l_mut_498_ = true;
                            uint64_t _e1242 = l_mut_203_;
                            bool l_528_ = (_e1242 == 0uL);
                            if (l_528_) {
                                l_mut_447_ = l_527_;
                            } else {
                                bool _e1245 = l_mut_498_;
                                if (_e1245) {
                                    uint64_t _e1246 = l_mut_203_;
                                    uint64_t _e1247 = l_mut_149_;
                                    bool l_529_ = (_e1246 < _e1247);
                                    if (l_529_) {
                                        uint64_t _e1249 = l_mut_149_;
                                        uint64_t l_530_ = (_e1249 - 1uL);
                                        uint64_t _e1252 = l_mut_203_;
                                        uint64_t l_531_ = naga_div(l_530_, _e1252);
                                        uint64_t l_532_ = uint64_t(l_527_);
                                        bool l_533_ = (l_531_ < l_532_);
                                        uint64_t l_534_ = uint64_t(l_527_);
                                        uint64_t l_535_ = (l_533_ ? l_531_ : l_534_);
                                        uint l_536_ = uint(l_535_);
                                        l_mut_447_ = l_536_;
                                    }
                                } else {
                                    uint64_t _e1260 = l_mut_149_;
                                    l_mut_537_ = _e1260;
                                    uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                        loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                        uint64_t _e1261 = l_mut_203_;
                                        uint64_t _e1262 = l_mut_537_;
                                        bool l_538_ = (_e1261 < _e1262);
                                        uint _e1264 = l_mut_447_;
                                        uint _e1265 = l_mut_401_;
                                        uint l_539_ = (_e1264 * _e1265);
                                        uint _e1267 = l_mut_54_;
                                        uint l_540_ = (_e1267 + l_539_);
                                        uint _e1269 = l_mut_401_;
                                        uint l_541_ = (l_540_ + _e1269);
                                        bool l_542_ = (l_541_ < l_89_);
                                        if (l_538_) {
                                            local_4 = l_542_;
                                        } else {
                                            local_4 = false;
                                        }
                                        bool l_543_ = local_4;
                                        bool l_544_ = !(l_543_);
                                        if (l_544_) {
                                            break;
                                        }
                                        uint64_t _e1277 = l_mut_537_;
                                        uint64_t _e1278 = l_mut_203_;
                                        uint64_t l_545_ = (_e1277 - _e1278);
                                        l_mut_537_ = l_545_;
                                        uint _e1280 = l_mut_447_;
                                        l_mut_447_ = (_e1280 + 1u);
                                    }
                                }
                            }
                            uint _e1283 = l_mut_447_;
                            uint _e1284 = l_mut_401_;
                            uint l_546_ = (_e1283 * _e1284);
                            uint _e1286 = l_mut_54_;
                            uint l_547_ = (_e1286 + l_546_);
                            uint _e1288 = l_mut_401_;
                            uint l_548_ = (l_547_ + _e1288);
                            bool l_549_ = (l_548_ >= l_89_);
                            if (l_549_) {
                                l_mut_518_ = 1u;
                            } else {
                                uint _e1292 = l_mut_447_;
                                uint64_t l_550_ = uint64_t(_e1292);
                                uint64_t _e1294 = l_mut_203_;
                                uint64_t l_551_ = (_e1294 * l_550_);
                                uint64_t _e1296 = l_mut_149_;
                                uint64_t l_552_ = (_e1296 - l_551_);
                                l_mut_427_ = l_552_;
                                uint _e1298 = l_mut_447_;
                                uint _e1299 = l_mut_401_;
                                uint l_553_ = (_e1298 * _e1299);
                                uint _e1301 = l_mut_54_;
                                uint l_554_ = (_e1301 + l_553_);
                                l_mut_414_ = l_554_;
                                uint64_t _e1303 = l_mut_203_;
                                uint64_t _e1304 = l_mut_427_;
                                uint64_t l_555_ = (_e1303 - _e1304);
                                l_mut_444_ = l_555_;
                                uint _e1306 = l_mut_401_;
                                uint _e1307 = l_mut_414_;
                                uint l_556_ = (_e1306 + _e1307);
                                l_mut_517_ = l_556_;
                            }
                        }
                    }
                    uint64_t _e1309 = l_mut_444_;
                    l_mut_203_ = _e1309;
                    uint64_t _e1310 = l_mut_427_;
                    l_mut_149_ = _e1310;
                    uint _e1311 = l_mut_414_;
                    l_mut_54_ = _e1311;
                    uint _e1312 = l_mut_517_;
                    l_mut_401_ = _e1312;
                    uint64_t _e1313 = l_mut_94_;
                    l_mut_116_ = _e1313;
                    uint _e1314 = l_mut_518_;
                    bool l_557_ = (_e1314 == 1u);
                    l_mut_402_ = l_557_;
                    uint _e1317 = l_mut_518_;
                    bool l_558_ = (_e1317 == 0u);
                    l_mut_405_ = l_558_;
                } else {
                    uint64_t _e1320 = l_mut_149_;
                    uint64_t _e1321 = l_mut_116_;
                    uint64_t l_559_ = (_e1320 - _e1321);
                    l_mut_537_ = l_559_;
                    uint64_t _e1323 = l_mut_116_;
                    uint64_t l_560_ = (_e1323 - l_398_);
                    l_mut_537_ = l_560_;
                    uint64_t _e1325 = l_mut_149_;
                    l_mut_444_ = _e1325;
                    uint64_t _e1326 = l_mut_537_;
                    uint64_t _e1327 = l_mut_149_;
                    bool l_561_ = (_e1326 < _e1327);
                    if (l_561_) {
                        uint64_t _e1329 = l_mut_537_;
                        l_mut_444_ = _e1329;
                    }
                    l_mut_498_ = false;
                    l_mut_498_ = true;
                    l_mut_518_ = 0u;
                    uint64_t _e1333 = l_mut_203_;
                    bool l_562_ = (_e1333 == 0uL);
                    bool l_563_ = !(l_562_);
                    bool _e1337 = l_mut_498_;
                    if (_e1337) {
                        local_5 = l_563_;
                    } else {
                        local_5 = false;
                    }
                    bool l_564_ = local_5;
                    uint64_t _e1342 = l_mut_203_;
                    uint64_t _e1343 = l_mut_444_;
                    bool l_565_ = (_e1342 < _e1343);
                    if (l_564_) {
                        local_6 = l_565_;
                    } else {
                        local_6 = false;
                    }
                    bool l_566_ = local_6;
                    uint _e1349 = l_mut_401_;
                    uint _e1350 = l_mut_54_;
                    uint l_567_ = (_e1349 + _e1350);
                    bool l_568_ = (l_567_ < l_89_);
                    if (l_566_) {
                        local_7 = l_568_;
                    } else {
                        local_7 = false;
                    }
                    bool l_569_ = local_7;
                    if (l_569_) {
                        uint _e1357 = l_mut_401_;
                        uint l_570_ = (l_89_ - _e1357);
                        uint _e1359 = l_mut_54_;
                        uint l_571_ = (l_570_ - _e1359);
                        uint _e1361 = l_mut_401_;
                        uint l_572_ = naga_div(l_571_, _e1361);
                        uint64_t _e1363 = l_mut_444_;
                        uint64_t l_573_ = (_e1363 - 1uL);
                        uint64_t _e1366 = l_mut_203_;
                        uint64_t l_574_ = naga_div(l_573_, _e1366);
                        uint64_t l_575_ = uint64_t(l_572_);
                        bool l_576_ = (l_574_ < l_575_);
                        uint64_t l_577_ = uint64_t(l_572_);
                        uint64_t l_578_ = (l_576_ ? l_574_ : l_577_);
                        uint l_579_ = uint(l_578_);
                        l_mut_518_ = l_579_;
                    }
                    uint64_t _e1374 = l_mut_149_;
                    l_mut_537_ = _e1374;
                    uint64_t _e1375 = l_mut_203_;
                    l_mut_444_ = _e1375;
                    uint _e1376 = l_mut_401_;
                    l_mut_517_ = _e1376;
                    uint _e1377 = l_mut_54_;
                    l_mut_447_ = _e1377;
                    uint64_t _e1378 = l_mut_116_;
                    l_mut_427_ = _e1378;
                    l_mut_414_ = 0u;
                    uint _e1380 = l_mut_518_;
                    bool l_580_ = (_e1380 > 0u);
                    if (l_580_) {
                        uint _e1383 = l_mut_518_;
                        uint64_t l_581_ = uint64_t(_e1383);
                        uint64_t _e1385 = l_mut_203_;
                        uint64_t l_582_ = (_e1385 * l_581_);
                        uint64_t _e1387 = l_mut_116_;
                        uint64_t l_583_ = (_e1387 - l_582_);
                        l_mut_427_ = l_583_;
                        uint64_t _e1389 = l_mut_149_;
                        uint64_t l_584_ = (_e1389 - l_582_);
                        l_mut_537_ = l_584_;
                        uint _e1391 = l_mut_518_;
                        uint _e1392 = l_mut_401_;
                        uint l_585_ = (_e1391 * _e1392);
                        uint _e1394 = l_mut_54_;
                        uint l_586_ = (_e1394 + l_585_);
                        l_mut_447_ = l_586_;
                    } else {
                        uint64_t _e1396 = l_mut_116_;
                        uint64_t _e1397 = l_mut_203_;
                        uint64_t l_587_ = (_e1396 - _e1397);
                        l_mut_427_ = l_587_;
                        uint64_t _e1399 = l_mut_427_;
                        bool l_588_ = (_e1399 < l_398_);
                        if (l_588_) {
                            l_mut_414_ = 2u;
                        }
                        uint _e1402 = l_mut_414_;
                        bool l_589_ = (_e1402 == 0u);
                        if (l_589_) {
                            uint _e1405 = l_mut_401_;
                            uint l_590_ = (l_89_ - _e1405);
                            uint _e1407 = l_mut_54_;
                            uint l_591_ = naga_div(l_590_, _e1407);
                            l_mut_518_ = 0u;
                            l_mut_498_ = false;
                            l_mut_498_ = true;
                            uint64_t _e1412 = l_mut_149_;
                            bool l_592_ = (_e1412 == 0uL);
                            if (l_592_) {
                                l_mut_518_ = l_591_;
                            } else {
                                bool _e1415 = l_mut_498_;
                                if (_e1415) {
                                    uint64_t _e1416 = l_mut_149_;
                                    uint64_t _e1417 = l_mut_203_;
                                    bool l_593_ = (_e1416 < _e1417);
                                    if (l_593_) {
                                        uint64_t _e1419 = l_mut_203_;
                                        uint64_t l_594_ = (_e1419 - 1uL);
                                        uint64_t _e1422 = l_mut_149_;
                                        uint64_t l_595_ = naga_div(l_594_, _e1422);
                                        uint64_t l_596_ = uint64_t(l_591_);
                                        bool l_597_ = (l_595_ < l_596_);
                                        uint64_t l_598_ = uint64_t(l_591_);
                                        uint64_t l_599_ = (l_597_ ? l_595_ : l_598_);
                                        uint l_600_ = uint(l_599_);
                                        l_mut_518_ = l_600_;
                                    }
                                } else {
                                    uint64_t _e1430 = l_mut_203_;
                                    l_mut_94_ = _e1430;
                                    uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                        loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                        uint64_t _e1431 = l_mut_149_;
                                        uint64_t _e1432 = l_mut_94_;
                                        bool l_601_ = (_e1431 < _e1432);
                                        uint _e1434 = l_mut_518_;
                                        uint _e1435 = l_mut_54_;
                                        uint l_602_ = (_e1434 * _e1435);
                                        uint _e1437 = l_mut_401_;
                                        uint l_603_ = (_e1437 + l_602_);
                                        uint _e1439 = l_mut_54_;
                                        uint l_604_ = (l_603_ + _e1439);
                                        bool l_605_ = (l_604_ < l_89_);
                                        if (l_601_) {
                                            local_8 = l_605_;
                                        } else {
                                            local_8 = false;
                                        }
                                        bool l_606_ = local_8;
                                        bool l_607_ = !(l_606_);
                                        if (l_607_) {
                                            break;
                                        }
                                        uint64_t _e1447 = l_mut_94_;
                                        uint64_t _e1448 = l_mut_149_;
                                        uint64_t l_608_ = (_e1447 - _e1448);
                                        l_mut_94_ = l_608_;
                                        uint _e1450 = l_mut_518_;
                                        l_mut_518_ = (_e1450 + 1u);
                                    }
                                }
                            }
                            uint _e1453 = l_mut_518_;
                            uint _e1454 = l_mut_54_;
                            uint l_609_ = (_e1453 * _e1454);
                            uint _e1456 = l_mut_401_;
                            uint l_610_ = (_e1456 + l_609_);
                            uint _e1458 = l_mut_54_;
                            uint l_611_ = (l_610_ + _e1458);
                            bool l_612_ = (l_611_ >= l_89_);
                            if (l_612_) {
                                l_mut_414_ = 1u;
                            } else {
                                uint _e1462 = l_mut_518_;
                                uint64_t l_613_ = uint64_t(_e1462);
                                uint64_t _e1464 = l_mut_149_;
                                uint64_t l_614_ = (_e1464 * l_613_);
                                uint64_t _e1466 = l_mut_203_;
                                uint64_t l_615_ = (_e1466 - l_614_);
                                l_mut_444_ = l_615_;
                                uint _e1468 = l_mut_518_;
                                uint _e1469 = l_mut_54_;
                                uint l_616_ = (_e1468 * _e1469);
                                uint _e1471 = l_mut_401_;
                                uint l_617_ = (_e1471 + l_616_);
                                l_mut_517_ = l_617_;
                                uint64_t _e1473 = l_mut_149_;
                                uint64_t _e1474 = l_mut_444_;
                                uint64_t l_618_ = (_e1473 - _e1474);
                                l_mut_537_ = l_618_;
                                uint _e1476 = l_mut_54_;
                                uint _e1477 = l_mut_517_;
                                uint l_619_ = (_e1476 + _e1477);
                                l_mut_447_ = l_619_;
                            }
                        }
                    }
                    uint64_t _e1479 = l_mut_444_;
                    l_mut_203_ = _e1479;
                    uint64_t _e1480 = l_mut_537_;
                    l_mut_149_ = _e1480;
                    uint _e1481 = l_mut_447_;
                    l_mut_54_ = _e1481;
                    uint _e1482 = l_mut_517_;
                    l_mut_401_ = _e1482;
                    uint64_t _e1483 = l_mut_427_;
                    l_mut_116_ = _e1483;
                    uint _e1484 = l_mut_414_;
                    bool l_620_ = (_e1484 == 1u);
                    l_mut_402_ = l_620_;
                    uint _e1487 = l_mut_414_;
                    bool l_621_ = (_e1487 == 0u);
                    l_mut_405_ = l_621_;
                }
            }
            bool _e1490 = l_mut_402_;
            bool l_622_ = !(_e1490);
            if (l_622_) {
                uint l_623_ = (l_47_ * 8u);
                uint l_624_ = (l_623_ + l_48_);
                uint l_739_ = asuint(info.Load(24+0));
                uint l_740_ = (l_739_ * 1u);
                uint l_741_ = (l_740_ - 1u);
                uint l_742_ = min(1u, l_741_);
                uint _e1508; buffer_6_global.InterlockedAdd(l_742_*4, 1u, _e1508);
                uint l_627_ = asuint(info.Load(48+0));
                bool l_628_ = (_e1508 < l_627_);
                if (l_628_) {
                    uint l_744_ = asuint(info.Load(20+0));
                    uint l_745_ = (l_744_ * 1u);
                    bool l_746_ = (_e1508 < l_745_);
                    if (l_746_) {
                        buffer_5_global.Store(_e1508*4, asuint(l_624_));
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
