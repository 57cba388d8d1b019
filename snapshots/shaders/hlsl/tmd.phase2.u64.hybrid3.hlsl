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
    uint l_mut_521_ = (uint)0;
    uint l_mut_522_ = (uint)0;
    uint64_t l_mut_545_ = (uint64_t)0;
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
        uint l_645_ = asuint(info.Load(24+0));
        uint l_646_ = (l_645_ * 1u);
        uint l_647_ = (l_646_ - 1u);
        uint l_648_ = min(3u, l_647_);
        uint _e57; buffer_6_global.InterlockedAdd(l_648_*4, 1u, _e57);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_650_ = asuint(info.Load(12+0));
        uint l_651_ = (l_650_ * 1u);
        bool l_652_ = (0u < l_651_);
        uint l_653_ = (l_651_ - 1u);
        uint l_654_ = min(0u, l_653_);
        uint l_655_ = asuint(buffer_3_global.Load(l_654_*4));
        uint l_7_ = (l_652_ ? l_655_ : 0u);
        uint64_t l_8_ = uint64_t(l_7_);
        uint l_10_ = (0u + 1u);
        uint l_657_ = asuint(info.Load(12+0));
        uint l_658_ = (l_657_ * 1u);
        bool l_659_ = (l_10_ < l_658_);
        uint l_660_ = (l_658_ - 1u);
        uint l_661_ = min(l_10_, l_660_);
        uint l_662_ = asuint(buffer_3_global.Load(l_661_*4));
        uint l_11_ = (l_659_ ? l_662_ : 0u);
        uint64_t l_12_ = uint64_t(l_11_);
        uint64_t l_13_ = (l_12_ << uint(32uL));
        uint64_t l_14_ = (l_8_ | l_13_);
        uint64_t l_15_ = (l_14_ & 4294967295uL);
        uint l_16_ = uint(l_15_);
        uint l_664_ = asuint(info.Load(12+0));
        uint l_665_ = (l_664_ * 1u);
        bool l_666_ = (2u < l_665_);
        uint l_667_ = (l_665_ - 1u);
        uint l_668_ = min(2u, l_667_);
        uint l_669_ = asuint(buffer_3_global.Load(l_668_*4));
        uint l_18_ = (l_666_ ? l_669_ : 0u);
        uint64_t l_19_ = uint64_t(l_18_);
        uint l_21_ = (2u + 1u);
        uint l_671_ = asuint(info.Load(12+0));
        uint l_672_ = (l_671_ * 1u);
        bool l_673_ = (l_21_ < l_672_);
        uint l_674_ = (l_672_ - 1u);
        uint l_675_ = min(l_21_, l_674_);
        uint l_676_ = asuint(buffer_3_global.Load(l_675_*4));
        uint l_22_ = (l_673_ ? l_676_ : 0u);
        uint64_t l_23_ = uint64_t(l_22_);
        uint64_t l_24_ = (l_23_ << uint(32uL));
        uint64_t l_25_ = (l_19_ | l_24_);
        uint64_t l_26_ = (l_25_ & 4294967295uL);
        uint l_27_ = uint(l_26_);
        uint l_678_ = asuint(info.Load(12+0));
        uint l_679_ = (l_678_ * 1u);
        bool l_680_ = (4u < l_679_);
        uint l_681_ = (l_679_ - 1u);
        uint l_682_ = min(4u, l_681_);
        uint l_683_ = asuint(buffer_3_global.Load(l_682_*4));
        uint l_29_ = (l_680_ ? l_683_ : 0u);
        uint64_t l_30_ = uint64_t(l_29_);
        uint l_32_ = (4u + 1u);
        uint l_685_ = asuint(info.Load(12+0));
        uint l_686_ = (l_685_ * 1u);
        bool l_687_ = (l_32_ < l_686_);
        uint l_688_ = (l_686_ - 1u);
        uint l_689_ = min(l_32_, l_688_);
        uint l_690_ = asuint(buffer_3_global.Load(l_689_*4));
        uint l_33_ = (l_687_ ? l_690_ : 0u);
        uint64_t l_34_ = uint64_t(l_33_);
        uint64_t l_35_ = (l_34_ << uint(32uL));
        uint64_t l_36_ = (l_30_ | l_35_);
        uint l_692_ = asuint(info.Load(12+0));
        uint l_693_ = (l_692_ * 1u);
        bool l_694_ = (6u < l_693_);
        uint l_695_ = (l_693_ - 1u);
        uint l_696_ = min(6u, l_695_);
        uint l_697_ = asuint(buffer_3_global.Load(l_696_*4));
        uint l_38_ = (l_694_ ? l_697_ : 0u);
        uint64_t l_39_ = uint64_t(l_38_);
        uint l_41_ = (6u + 1u);
        uint l_699_ = asuint(info.Load(12+0));
        uint l_700_ = (l_699_ * 1u);
        bool l_701_ = (l_41_ < l_700_);
        uint l_702_ = (l_700_ - 1u);
        uint l_703_ = min(l_41_, l_702_);
        uint l_704_ = asuint(buffer_3_global.Load(l_703_*4));
        uint l_42_ = (l_701_ ? l_704_ : 0u);
        uint64_t l_43_ = uint64_t(l_42_);
        uint64_t l_44_ = (l_43_ << uint(32uL));
        uint64_t l_45_ = (l_39_ | l_44_);
        uint l_46_ = naga_div(id, 8u);
        uint l_706_ = asuint(info.Load(16+0));
        uint l_707_ = (l_706_ * 1u);
        bool l_708_ = (l_46_ < l_707_);
        uint l_709_ = (l_707_ - 1u);
        uint l_710_ = min(l_46_, l_709_);
        uint l_711_ = asuint(buffer_4_global.Load(l_710_*4));
        uint l_47_ = (l_708_ ? l_711_ : 0u);
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
            uint l_713_ = asuint(info.Load(0+0));
            uint l_714_ = (l_713_ * 1u);
            bool l_715_ = (l_62_ < l_714_);
            uint l_716_ = (l_714_ - 1u);
            uint l_717_ = min(l_62_, l_716_);
            uint l_718_ = asuint(buffer_0_global.Load(l_717_*4));
            uint l_63_ = (l_715_ ? l_718_ : 0u);
            uint64_t l_64_ = uint64_t(l_63_);
            uint l_65_ = (2u * l_47_);
            uint l_66_ = (l_65_ + 1u);
            uint l_720_ = asuint(info.Load(0+0));
            uint l_721_ = (l_720_ * 1u);
            bool l_722_ = (l_66_ < l_721_);
            uint l_723_ = (l_721_ - 1u);
            uint l_724_ = min(l_66_, l_723_);
            uint l_725_ = asuint(buffer_0_global.Load(l_724_*4));
            uint l_67_ = (l_722_ ? l_725_ : 0u);
            uint64_t l_68_ = uint64_t(l_67_);
            uint64_t l_69_ = (l_68_ << uint(32uL));
            uint64_t l_70_ = (l_64_ | l_69_);
            uint l_71_ = (2u * l_47_);
            uint l_727_ = asuint(info.Load(4+0));
            uint l_728_ = (l_727_ * 1u);
            bool l_729_ = (l_71_ < l_728_);
            uint l_730_ = (l_728_ - 1u);
            uint l_731_ = min(l_71_, l_730_);
            uint l_732_ = asuint(buffer_1_global.Load(l_731_*4));
            uint l_72_ = (l_729_ ? l_732_ : 0u);
            uint64_t l_73_ = uint64_t(l_72_);
            uint l_74_ = (2u * l_47_);
            uint l_75_ = (l_74_ + 1u);
            uint l_734_ = asuint(info.Load(4+0));
            uint l_735_ = (l_734_ * 1u);
            bool l_736_ = (l_75_ < l_735_);
            uint l_737_ = (l_735_ - 1u);
            uint l_738_ = min(l_75_, l_737_);
            uint l_739_ = asuint(buffer_1_global.Load(l_738_*4));
            uint l_76_ = (l_736_ ? l_739_ : 0u);
            uint64_t l_77_ = uint64_t(l_76_);
            uint64_t l_78_ = (l_77_ << uint(32uL));
            uint64_t l_79_ = (l_73_ | l_78_);
            uint l_80_ = (2u * l_47_);
            uint l_741_ = asuint(info.Load(8+0));
            uint l_742_ = (l_741_ * 1u);
            bool l_743_ = (l_80_ < l_742_);
            uint l_744_ = (l_742_ - 1u);
            uint l_745_ = min(l_80_, l_744_);
            uint l_746_ = asuint(buffer_2_global.Load(l_745_*4));
            uint l_81_ = (l_743_ ? l_746_ : 0u);
            uint64_t l_82_ = uint64_t(l_81_);
            uint l_83_ = (2u * l_47_);
            uint l_84_ = (l_83_ + 1u);
            uint l_748_ = asuint(info.Load(8+0));
            uint l_749_ = (l_748_ * 1u);
            bool l_750_ = (l_84_ < l_749_);
            uint l_751_ = (l_749_ - 1u);
            uint l_752_ = min(l_84_, l_751_);
            uint l_753_ = asuint(buffer_2_global.Load(l_752_*4));
            uint l_85_ = (l_750_ ? l_753_ : 0u);
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
                    uint64_t _e1170 = l_mut_427_;
                    uint64_t l_500_ = (_e1170 >> uint(3uL));
                    uint64_t _e1174 = l_mut_149_;
                    bool l_501_ = (l_500_ < _e1174);
                    bool l_502_ = !(l_501_);
                    l_mut_498_ = l_502_;
                    l_mut_447_ = 0u;
                    uint64_t _e1178 = l_mut_149_;
                    bool l_503_ = (_e1178 == 0uL);
                    bool l_504_ = !(l_503_);
                    bool _e1182 = l_mut_498_;
                    if (_e1182) {
                        local_1 = l_504_;
                    } else {
                        local_1 = false;
                    }
                    bool l_505_ = local_1;
                    uint64_t _e1187 = l_mut_149_;
                    uint64_t _e1188 = l_mut_427_;
                    bool l_506_ = (_e1187 < _e1188);
                    if (l_505_) {
                        local_2 = l_506_;
                    } else {
                        local_2 = false;
                    }
                    bool l_507_ = local_2;
                    uint _e1194 = l_mut_54_;
                    uint _e1195 = l_mut_401_;
                    uint l_508_ = (_e1194 + _e1195);
                    bool l_509_ = (l_508_ < l_89_);
                    if (l_507_) {
                        local_3 = l_509_;
                    } else {
                        local_3 = false;
                    }
                    bool l_510_ = local_3;
                    if (l_510_) {
                        uint _e1202 = l_mut_54_;
                        uint l_511_ = (l_89_ - _e1202);
                        uint _e1204 = l_mut_401_;
                        uint l_512_ = (l_511_ - _e1204);
                        uint _e1206 = l_mut_54_;
                        uint l_513_ = naga_div(l_512_, _e1206);
                        uint64_t _e1208 = l_mut_427_;
                        uint64_t l_514_ = (_e1208 - 1uL);
                        uint64_t _e1211 = l_mut_149_;
                        uint64_t l_515_ = naga_div(l_514_, _e1211);
                        uint64_t l_516_ = uint64_t(l_513_);
                        bool l_517_ = (l_515_ < l_516_);
                        uint64_t l_518_ = uint64_t(l_513_);
                        uint64_t l_519_ = (l_517_ ? l_515_ : l_518_);
                        uint l_520_ = uint(l_519_);
                        l_mut_447_ = l_520_;
                    }
                    uint64_t _e1219 = l_mut_203_;
                    l_mut_444_ = _e1219;
                    uint64_t _e1220 = l_mut_149_;
                    l_mut_427_ = _e1220;
                    uint _e1221 = l_mut_54_;
                    l_mut_414_ = _e1221;
                    uint _e1222 = l_mut_401_;
                    l_mut_521_ = _e1222;
                    uint64_t _e1223 = l_mut_116_;
                    l_mut_94_ = _e1223;
                    l_mut_522_ = 0u;
                    uint _e1225 = l_mut_447_;
                    bool l_523_ = (_e1225 > 0u);
                    if (l_523_) {
                        uint _e1228 = l_mut_447_;
                        uint64_t l_524_ = uint64_t(_e1228);
                        uint64_t _e1230 = l_mut_149_;
                        uint64_t l_525_ = (_e1230 * l_524_);
                        uint64_t _e1232 = l_mut_203_;
                        uint64_t l_526_ = (_e1232 - l_525_);
                        l_mut_444_ = l_526_;
                        uint _e1234 = l_mut_447_;
                        uint _e1235 = l_mut_54_;
                        uint l_527_ = (_e1234 * _e1235);
                        uint _e1237 = l_mut_401_;
                        uint l_528_ = (_e1237 + l_527_);
                        l_mut_521_ = l_528_;
                    } else {
                        uint _e1239 = l_mut_522_;
                        bool l_529_ = (_e1239 == 0u);
                        if (l_529_) {
                            uint _e1242 = l_mut_54_;
                            uint l_530_ = (l_89_ - _e1242);
                            uint _e1244 = l_mut_401_;
                            uint l_531_ = naga_div(l_530_, _e1244);
                            l_mut_447_ = 0u;
                            l_mut_498_ = false;
                            uint64_t _e1249 = l_mut_149_;
                            uint64_t l_533_ = (_e1249 >> uint(3uL));
                            uint64_t _e1253 = l_mut_203_;
                            bool l_534_ = (l_533_ < _e1253);
                            bool l_535_ = !(l_534_);
                            l_mut_498_ = l_535_;
                            uint64_t _e1256 = l_mut_203_;
                            bool l_536_ = (_e1256 == 0uL);
                            if (l_536_) {
                                l_mut_447_ = l_531_;
                            } else {
                                bool _e1259 = l_mut_498_;
                                if (_e1259) {
                                    uint64_t _e1260 = l_mut_203_;
                                    uint64_t _e1261 = l_mut_149_;
                                    bool l_537_ = (_e1260 < _e1261);
                                    if (l_537_) {
                                        uint64_t _e1263 = l_mut_149_;
                                        uint64_t l_538_ = (_e1263 - 1uL);
                                        uint64_t _e1266 = l_mut_203_;
                                        uint64_t l_539_ = naga_div(l_538_, _e1266);
                                        uint64_t l_540_ = uint64_t(l_531_);
                                        bool l_541_ = (l_539_ < l_540_);
                                        uint64_t l_542_ = uint64_t(l_531_);
                                        uint64_t l_543_ = (l_541_ ? l_539_ : l_542_);
                                        uint l_544_ = uint(l_543_);
                                        l_mut_447_ = l_544_;
                                    }
                                } else {
                                    uint64_t _e1274 = l_mut_149_;
                                    l_mut_545_ = _e1274;
                                    uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                        loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                        uint64_t _e1275 = l_mut_203_;
                                        uint64_t _e1276 = l_mut_545_;
                                        bool l_546_ = (_e1275 < _e1276);
                                        uint _e1278 = l_mut_447_;
                                        uint _e1279 = l_mut_401_;
                                        uint l_547_ = (_e1278 * _e1279);
                                        uint _e1281 = l_mut_54_;
                                        uint l_548_ = (_e1281 + l_547_);
                                        uint _e1283 = l_mut_401_;
                                        uint l_549_ = (l_548_ + _e1283);
                                        bool l_550_ = (l_549_ < l_89_);
                                        if (l_546_) {
                                            local_4 = l_550_;
                                        } else {
                                            local_4 = false;
                                        }
                                        bool l_551_ = local_4;
                                        bool l_552_ = !(l_551_);
                                        if (l_552_) {
                                            break;
                                        }
                                        uint64_t _e1291 = l_mut_545_;
                                        uint64_t _e1292 = l_mut_203_;
                                        uint64_t l_553_ = (_e1291 - _e1292);
                                        l_mut_545_ = l_553_;
                                        uint _e1294 = l_mut_447_;
                                        l_mut_447_ = (_e1294 + 1u);
                                    }
                                }
                            }
                            uint _e1297 = l_mut_447_;
                            uint _e1298 = l_mut_401_;
                            uint l_554_ = (_e1297 * _e1298);
                            uint _e1300 = l_mut_54_;
                            uint l_555_ = (_e1300 + l_554_);
                            uint _e1302 = l_mut_401_;
                            uint l_556_ = (l_555_ + _e1302);
                            bool l_557_ = (l_556_ >= l_89_);
                            if (l_557_) {
                                l_mut_522_ = 1u;
                            } else {
                                uint _e1306 = l_mut_447_;
                                uint64_t l_558_ = uint64_t(_e1306);
                                uint64_t _e1308 = l_mut_203_;
                                uint64_t l_559_ = (_e1308 * l_558_);
                                uint64_t _e1310 = l_mut_149_;
                                uint64_t l_560_ = (_e1310 - l_559_);
                                l_mut_427_ = l_560_;
                                uint _e1312 = l_mut_447_;
                                uint _e1313 = l_mut_401_;
                                uint l_561_ = (_e1312 * _e1313);
                                uint _e1315 = l_mut_54_;
                                uint l_562_ = (_e1315 + l_561_);
                                l_mut_414_ = l_562_;
                                uint64_t _e1317 = l_mut_203_;
                                uint64_t _e1318 = l_mut_427_;
                                uint64_t l_563_ = (_e1317 - _e1318);
                                l_mut_444_ = l_563_;
                                uint _e1320 = l_mut_401_;
                                uint _e1321 = l_mut_414_;
                                uint l_564_ = (_e1320 + _e1321);
                                l_mut_521_ = l_564_;
                            }
                        }
                    }
                    uint64_t _e1323 = l_mut_444_;
                    l_mut_203_ = _e1323;
                    uint64_t _e1324 = l_mut_427_;
                    l_mut_149_ = _e1324;
                    uint _e1325 = l_mut_414_;
                    l_mut_54_ = _e1325;
                    uint _e1326 = l_mut_521_;
                    l_mut_401_ = _e1326;
                    uint64_t _e1327 = l_mut_94_;
                    l_mut_116_ = _e1327;
                    uint _e1328 = l_mut_522_;
                    bool l_565_ = (_e1328 == 1u);
                    l_mut_402_ = l_565_;
                    uint _e1331 = l_mut_522_;
                    bool l_566_ = (_e1331 == 0u);
                    l_mut_405_ = l_566_;
                } else {
                    uint64_t _e1334 = l_mut_149_;
                    uint64_t _e1335 = l_mut_116_;
                    uint64_t l_567_ = (_e1334 - _e1335);
                    l_mut_545_ = l_567_;
                    uint64_t _e1337 = l_mut_116_;
                    uint64_t l_568_ = (_e1337 - l_398_);
                    l_mut_545_ = l_568_;
                    uint64_t _e1339 = l_mut_149_;
                    l_mut_444_ = _e1339;
                    uint64_t _e1340 = l_mut_545_;
                    uint64_t _e1341 = l_mut_149_;
                    bool l_569_ = (_e1340 < _e1341);
                    if (l_569_) {
                        uint64_t _e1343 = l_mut_545_;
                        l_mut_444_ = _e1343;
                    }
                    l_mut_498_ = false;
                    uint64_t _e1346 = l_mut_444_;
                    uint64_t l_571_ = (_e1346 >> uint(3uL));
                    uint64_t _e1350 = l_mut_203_;
                    bool l_572_ = (l_571_ < _e1350);
                    bool l_573_ = !(l_572_);
                    l_mut_498_ = l_573_;
                    l_mut_522_ = 0u;
                    uint64_t _e1354 = l_mut_203_;
                    bool l_574_ = (_e1354 == 0uL);
                    bool l_575_ = !(l_574_);
                    bool _e1358 = l_mut_498_;
                    if (_e1358) {
                        local_5 = l_575_;
                    } else {
                        local_5 = false;
                    }
                    bool l_576_ = local_5;
                    uint64_t _e1363 = l_mut_203_;
                    uint64_t _e1364 = l_mut_444_;
                    bool l_577_ = (_e1363 < _e1364);
                    if (l_576_) {
                        local_6 = l_577_;
                    } else {
                        local_6 = false;
                    }
                    bool l_578_ = local_6;
                    uint _e1370 = l_mut_401_;
                    uint _e1371 = l_mut_54_;
                    uint l_579_ = (_e1370 + _e1371);
                    bool l_580_ = (l_579_ < l_89_);
                    if (l_578_) {
                        local_7 = l_580_;
                    } else {
                        local_7 = false;
                    }
                    bool l_581_ = local_7;
                    if (l_581_) {
                        uint _e1378 = l_mut_401_;
                        uint l_582_ = (l_89_ - _e1378);
                        uint _e1380 = l_mut_54_;
                        uint l_583_ = (l_582_ - _e1380);
                        uint _e1382 = l_mut_401_;
                        uint l_584_ = naga_div(l_583_, _e1382);
                        uint64_t _e1384 = l_mut_444_;
                        uint64_t l_585_ = (_e1384 - 1uL);
                        uint64_t _e1387 = l_mut_203_;
                        uint64_t l_586_ = naga_div(l_585_, _e1387);
                        uint64_t l_587_ = uint64_t(l_584_);
                        bool l_588_ = (l_586_ < l_587_);
                        uint64_t l_589_ = uint64_t(l_584_);
                        uint64_t l_590_ = (l_588_ ? l_586_ : l_589_);
                        uint l_591_ = uint(l_590_);
                        l_mut_522_ = l_591_;
                    }
                    uint64_t _e1395 = l_mut_149_;
                    l_mut_545_ = _e1395;
                    uint64_t _e1396 = l_mut_203_;
                    l_mut_444_ = _e1396;
                    uint _e1397 = l_mut_401_;
                    l_mut_521_ = _e1397;
                    uint _e1398 = l_mut_54_;
                    l_mut_447_ = _e1398;
                    uint64_t _e1399 = l_mut_116_;
                    l_mut_427_ = _e1399;
                    l_mut_414_ = 0u;
                    uint _e1401 = l_mut_522_;
                    bool l_592_ = (_e1401 > 0u);
                    if (l_592_) {
                        uint _e1404 = l_mut_522_;
                        uint64_t l_593_ = uint64_t(_e1404);
                        uint64_t _e1406 = l_mut_203_;
                        uint64_t l_594_ = (_e1406 * l_593_);
                        uint64_t _e1408 = l_mut_116_;
                        uint64_t l_595_ = (_e1408 - l_594_);
                        l_mut_427_ = l_595_;
                        uint64_t _e1410 = l_mut_149_;
                        uint64_t l_596_ = (_e1410 - l_594_);
                        l_mut_545_ = l_596_;
                        uint _e1412 = l_mut_522_;
                        uint _e1413 = l_mut_401_;
                        uint l_597_ = (_e1412 * _e1413);
                        uint _e1415 = l_mut_54_;
                        uint l_598_ = (_e1415 + l_597_);
                        l_mut_447_ = l_598_;
                    } else {
                        uint64_t _e1417 = l_mut_116_;
                        uint64_t _e1418 = l_mut_203_;
                        uint64_t l_599_ = (_e1417 - _e1418);
                        l_mut_427_ = l_599_;
                        uint64_t _e1420 = l_mut_427_;
                        bool l_600_ = (_e1420 < l_398_);
                        if (l_600_) {
                            l_mut_414_ = 2u;
                        }
                        uint _e1423 = l_mut_414_;
                        bool l_601_ = (_e1423 == 0u);
                        if (l_601_) {
                            uint _e1426 = l_mut_401_;
                            uint l_602_ = (l_89_ - _e1426);
                            uint _e1428 = l_mut_54_;
                            uint l_603_ = naga_div(l_602_, _e1428);
                            l_mut_522_ = 0u;
                            l_mut_498_ = false;
                            uint64_t _e1433 = l_mut_203_;
                            uint64_t l_605_ = (_e1433 >> uint(3uL));
                            uint64_t _e1437 = l_mut_149_;
                            bool l_606_ = (l_605_ < _e1437);
                            bool l_607_ = !(l_606_);
                            l_mut_498_ = l_607_;
                            uint64_t _e1440 = l_mut_149_;
                            bool l_608_ = (_e1440 == 0uL);
                            if (l_608_) {
                                l_mut_522_ = l_603_;
                            } else {
                                bool _e1443 = l_mut_498_;
                                if (_e1443) {
                                    uint64_t _e1444 = l_mut_149_;
                                    uint64_t _e1445 = l_mut_203_;
                                    bool l_609_ = (_e1444 < _e1445);
                                    if (l_609_) {
                                        uint64_t _e1447 = l_mut_203_;
                                        uint64_t l_610_ = (_e1447 - 1uL);
                                        uint64_t _e1450 = l_mut_149_;
                                        uint64_t l_611_ = naga_div(l_610_, _e1450);
                                        uint64_t l_612_ = uint64_t(l_603_);
                                        bool l_613_ = (l_611_ < l_612_);
                                        uint64_t l_614_ = uint64_t(l_603_);
                                        uint64_t l_615_ = (l_613_ ? l_611_ : l_614_);
                                        uint l_616_ = uint(l_615_);
                                        l_mut_522_ = l_616_;
                                    }
                                } else {
                                    uint64_t _e1458 = l_mut_203_;
                                    l_mut_94_ = _e1458;
                                    uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                        loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                        uint64_t _e1459 = l_mut_149_;
                                        uint64_t _e1460 = l_mut_94_;
                                        bool l_617_ = (_e1459 < _e1460);
                                        uint _e1462 = l_mut_522_;
                                        uint _e1463 = l_mut_54_;
                                        uint l_618_ = (_e1462 * _e1463);
                                        uint _e1465 = l_mut_401_;
                                        uint l_619_ = (_e1465 + l_618_);
                                        uint _e1467 = l_mut_54_;
                                        uint l_620_ = (l_619_ + _e1467);
                                        bool l_621_ = (l_620_ < l_89_);
                                        if (l_617_) {
                                            local_8 = l_621_;
                                        } else {
                                            local_8 = false;
                                        }
                                        bool l_622_ = local_8;
                                        bool l_623_ = !(l_622_);
                                        if (l_623_) {
                                            break;
                                        }
                                        uint64_t _e1475 = l_mut_94_;
                                        uint64_t _e1476 = l_mut_149_;
                                        uint64_t l_624_ = (_e1475 - _e1476);
                                        l_mut_94_ = l_624_;
                                        uint _e1478 = l_mut_522_;
                                        l_mut_522_ = (_e1478 + 1u);
                                    }
                                }
                            }
                            uint _e1481 = l_mut_522_;
                            uint _e1482 = l_mut_54_;
                            uint l_625_ = (_e1481 * _e1482);
                            uint _e1484 = l_mut_401_;
                            uint l_626_ = (_e1484 + l_625_);
                            uint _e1486 = l_mut_54_;
                            uint l_627_ = (l_626_ + _e1486);
                            bool l_628_ = (l_627_ >= l_89_);
                            if (l_628_) {
                                l_mut_414_ = 1u;
                            } else {
                                uint _e1490 = l_mut_522_;
                                uint64_t l_629_ = uint64_t(_e1490);
                                uint64_t _e1492 = l_mut_149_;
                                uint64_t l_630_ = (_e1492 * l_629_);
                                uint64_t _e1494 = l_mut_203_;
                                uint64_t l_631_ = (_e1494 - l_630_);
                                l_mut_444_ = l_631_;
                                uint _e1496 = l_mut_522_;
                                uint _e1497 = l_mut_54_;
                                uint l_632_ = (_e1496 * _e1497);
                                uint _e1499 = l_mut_401_;
                                uint l_633_ = (_e1499 + l_632_);
                                l_mut_521_ = l_633_;
                                uint64_t _e1501 = l_mut_149_;
                                uint64_t _e1502 = l_mut_444_;
                                uint64_t l_634_ = (_e1501 - _e1502);
                                l_mut_545_ = l_634_;
                                uint _e1504 = l_mut_54_;
                                uint _e1505 = l_mut_521_;
                                uint l_635_ = (_e1504 + _e1505);
                                l_mut_447_ = l_635_;
                            }
                        }
                    }
                    uint64_t _e1507 = l_mut_444_;
                    l_mut_203_ = _e1507;
                    uint64_t _e1508 = l_mut_545_;
                    l_mut_149_ = _e1508;
                    uint _e1509 = l_mut_447_;
                    l_mut_54_ = _e1509;
                    uint _e1510 = l_mut_521_;
                    l_mut_401_ = _e1510;
                    uint64_t _e1511 = l_mut_427_;
                    l_mut_116_ = _e1511;
                    uint _e1512 = l_mut_414_;
                    bool l_636_ = (_e1512 == 1u);
                    l_mut_402_ = l_636_;
                    uint _e1515 = l_mut_414_;
                    bool l_637_ = (_e1515 == 0u);
                    l_mut_405_ = l_637_;
                }
            }
            bool _e1518 = l_mut_402_;
            bool l_638_ = !(_e1518);
            if (l_638_) {
                uint l_639_ = (l_47_ * 8u);
                uint l_640_ = (l_639_ + l_48_);
                uint l_755_ = asuint(info.Load(24+0));
                uint l_756_ = (l_755_ * 1u);
                uint l_757_ = (l_756_ - 1u);
                uint l_758_ = min(1u, l_757_);
                uint _e1536; buffer_6_global.InterlockedAdd(l_758_*4, 1u, _e1536);
                uint l_643_ = asuint(info.Load(48+0));
                bool l_644_ = (_e1536 < l_643_);
                if (l_644_) {
                    uint l_760_ = asuint(info.Load(20+0));
                    uint l_761_ = (l_760_ * 1u);
                    bool l_762_ = (_e1536 < l_761_);
                    if (l_762_) {
                        buffer_5_global.Store(_e1536*4, asuint(l_640_));
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
