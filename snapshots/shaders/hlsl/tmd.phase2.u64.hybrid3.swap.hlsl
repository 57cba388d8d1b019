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
    bool l_mut_501_ = (bool)0;
    uint l_mut_524_ = (uint)0;
    uint l_mut_525_ = (uint)0;
    uint l_mut_54_ = (uint)0;
    uint64_t l_mut_551_ = (uint64_t)0;
    uint64_t l_mut_94_ = (uint64_t)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_580_ = asuint(info.Load(24+0));
        uint l_581_ = (l_580_ * 1u);
        uint l_582_ = (l_581_ - 1u);
        uint l_583_ = min(3u, l_582_);
        uint _e57; buffer_6_global.InterlockedAdd(l_583_*4, 1u, _e57);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_585_ = asuint(info.Load(12+0));
        uint l_586_ = (l_585_ * 1u);
        bool l_587_ = (0u < l_586_);
        uint l_588_ = (l_586_ - 1u);
        uint l_589_ = min(0u, l_588_);
        uint l_590_ = asuint(buffer_3_global.Load(l_589_*4));
        uint l_7_ = (l_587_ ? l_590_ : 0u);
        uint64_t l_8_ = uint64_t(l_7_);
        uint l_10_ = (0u + 1u);
        uint l_592_ = asuint(info.Load(12+0));
        uint l_593_ = (l_592_ * 1u);
        bool l_594_ = (l_10_ < l_593_);
        uint l_595_ = (l_593_ - 1u);
        uint l_596_ = min(l_10_, l_595_);
        uint l_597_ = asuint(buffer_3_global.Load(l_596_*4));
        uint l_11_ = (l_594_ ? l_597_ : 0u);
        uint64_t l_12_ = uint64_t(l_11_);
        uint64_t l_13_ = (l_12_ << uint(32uL));
        uint64_t l_14_ = (l_8_ | l_13_);
        uint64_t l_15_ = (l_14_ & 4294967295uL);
        uint l_16_ = uint(l_15_);
        uint l_599_ = asuint(info.Load(12+0));
        uint l_600_ = (l_599_ * 1u);
        bool l_601_ = (2u < l_600_);
        uint l_602_ = (l_600_ - 1u);
        uint l_603_ = min(2u, l_602_);
        uint l_604_ = asuint(buffer_3_global.Load(l_603_*4));
        uint l_18_ = (l_601_ ? l_604_ : 0u);
        uint64_t l_19_ = uint64_t(l_18_);
        uint l_21_ = (2u + 1u);
        uint l_606_ = asuint(info.Load(12+0));
        uint l_607_ = (l_606_ * 1u);
        bool l_608_ = (l_21_ < l_607_);
        uint l_609_ = (l_607_ - 1u);
        uint l_610_ = min(l_21_, l_609_);
        uint l_611_ = asuint(buffer_3_global.Load(l_610_*4));
        uint l_22_ = (l_608_ ? l_611_ : 0u);
        uint64_t l_23_ = uint64_t(l_22_);
        uint64_t l_24_ = (l_23_ << uint(32uL));
        uint64_t l_25_ = (l_19_ | l_24_);
        uint64_t l_26_ = (l_25_ & 4294967295uL);
        uint l_27_ = uint(l_26_);
        uint l_613_ = asuint(info.Load(12+0));
        uint l_614_ = (l_613_ * 1u);
        bool l_615_ = (4u < l_614_);
        uint l_616_ = (l_614_ - 1u);
        uint l_617_ = min(4u, l_616_);
        uint l_618_ = asuint(buffer_3_global.Load(l_617_*4));
        uint l_29_ = (l_615_ ? l_618_ : 0u);
        uint64_t l_30_ = uint64_t(l_29_);
        uint l_32_ = (4u + 1u);
        uint l_620_ = asuint(info.Load(12+0));
        uint l_621_ = (l_620_ * 1u);
        bool l_622_ = (l_32_ < l_621_);
        uint l_623_ = (l_621_ - 1u);
        uint l_624_ = min(l_32_, l_623_);
        uint l_625_ = asuint(buffer_3_global.Load(l_624_*4));
        uint l_33_ = (l_622_ ? l_625_ : 0u);
        uint64_t l_34_ = uint64_t(l_33_);
        uint64_t l_35_ = (l_34_ << uint(32uL));
        uint64_t l_36_ = (l_30_ | l_35_);
        uint l_627_ = asuint(info.Load(12+0));
        uint l_628_ = (l_627_ * 1u);
        bool l_629_ = (6u < l_628_);
        uint l_630_ = (l_628_ - 1u);
        uint l_631_ = min(6u, l_630_);
        uint l_632_ = asuint(buffer_3_global.Load(l_631_*4));
        uint l_38_ = (l_629_ ? l_632_ : 0u);
        uint64_t l_39_ = uint64_t(l_38_);
        uint l_41_ = (6u + 1u);
        uint l_634_ = asuint(info.Load(12+0));
        uint l_635_ = (l_634_ * 1u);
        bool l_636_ = (l_41_ < l_635_);
        uint l_637_ = (l_635_ - 1u);
        uint l_638_ = min(l_41_, l_637_);
        uint l_639_ = asuint(buffer_3_global.Load(l_638_*4));
        uint l_42_ = (l_636_ ? l_639_ : 0u);
        uint64_t l_43_ = uint64_t(l_42_);
        uint64_t l_44_ = (l_43_ << uint(32uL));
        uint64_t l_45_ = (l_39_ | l_44_);
        uint l_46_ = naga_div(id, 8u);
        uint l_641_ = asuint(info.Load(16+0));
        uint l_642_ = (l_641_ * 1u);
        bool l_643_ = (l_46_ < l_642_);
        uint l_644_ = (l_642_ - 1u);
        uint l_645_ = min(l_46_, l_644_);
        uint l_646_ = asuint(buffer_4_global.Load(l_645_*4));
        uint l_47_ = (l_643_ ? l_646_ : 0u);
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
            uint l_648_ = asuint(info.Load(0+0));
            uint l_649_ = (l_648_ * 1u);
            bool l_650_ = (l_62_ < l_649_);
            uint l_651_ = (l_649_ - 1u);
            uint l_652_ = min(l_62_, l_651_);
            uint l_653_ = asuint(buffer_0_global.Load(l_652_*4));
            uint l_63_ = (l_650_ ? l_653_ : 0u);
            uint64_t l_64_ = uint64_t(l_63_);
            uint l_65_ = (2u * l_47_);
            uint l_66_ = (l_65_ + 1u);
            uint l_655_ = asuint(info.Load(0+0));
            uint l_656_ = (l_655_ * 1u);
            bool l_657_ = (l_66_ < l_656_);
            uint l_658_ = (l_656_ - 1u);
            uint l_659_ = min(l_66_, l_658_);
            uint l_660_ = asuint(buffer_0_global.Load(l_659_*4));
            uint l_67_ = (l_657_ ? l_660_ : 0u);
            uint64_t l_68_ = uint64_t(l_67_);
            uint64_t l_69_ = (l_68_ << uint(32uL));
            uint64_t l_70_ = (l_64_ | l_69_);
            uint l_71_ = (2u * l_47_);
            uint l_662_ = asuint(info.Load(4+0));
            uint l_663_ = (l_662_ * 1u);
            bool l_664_ = (l_71_ < l_663_);
            uint l_665_ = (l_663_ - 1u);
            uint l_666_ = min(l_71_, l_665_);
            uint l_667_ = asuint(buffer_1_global.Load(l_666_*4));
            uint l_72_ = (l_664_ ? l_667_ : 0u);
            uint64_t l_73_ = uint64_t(l_72_);
            uint l_74_ = (2u * l_47_);
            uint l_75_ = (l_74_ + 1u);
            uint l_669_ = asuint(info.Load(4+0));
            uint l_670_ = (l_669_ * 1u);
            bool l_671_ = (l_75_ < l_670_);
            uint l_672_ = (l_670_ - 1u);
            uint l_673_ = min(l_75_, l_672_);
            uint l_674_ = asuint(buffer_1_global.Load(l_673_*4));
            uint l_76_ = (l_671_ ? l_674_ : 0u);
            uint64_t l_77_ = uint64_t(l_76_);
            uint64_t l_78_ = (l_77_ << uint(32uL));
            uint64_t l_79_ = (l_73_ | l_78_);
            uint l_80_ = (2u * l_47_);
            uint l_676_ = asuint(info.Load(8+0));
            uint l_677_ = (l_676_ * 1u);
            bool l_678_ = (l_80_ < l_677_);
            uint l_679_ = (l_677_ - 1u);
            uint l_680_ = min(l_80_, l_679_);
            uint l_681_ = asuint(buffer_2_global.Load(l_680_*4));
            uint l_81_ = (l_678_ ? l_681_ : 0u);
            uint64_t l_82_ = uint64_t(l_81_);
            uint l_83_ = (2u * l_47_);
            uint l_84_ = (l_83_ + 1u);
            uint l_683_ = asuint(info.Load(8+0));
            uint l_684_ = (l_683_ * 1u);
            bool l_685_ = (l_84_ < l_684_);
            uint l_686_ = (l_684_ - 1u);
            uint l_687_ = min(l_84_, l_686_);
            uint l_688_ = asuint(buffer_2_global.Load(l_687_*4));
            uint l_85_ = (l_685_ ? l_688_ : 0u);
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
                uint64_t _e1157 = l_mut_203_;
                l_mut_444_ = _e1157;
                bool _e1158 = l_mut_493_;
                if (_e1158) {
                    uint64_t _e1159 = l_mut_149_;
                    l_mut_444_ = _e1159;
                }
                uint64_t _e1160 = l_mut_116_;
                uint64_t _e1161 = l_mut_444_;
                bool l_495_ = (_e1160 < _e1161);
                bool l_496_ = !(l_495_);
                bool _e1164 = l_mut_493_;
                bool l_497_ = (l_496_ != _e1164);
                if (l_497_) {
                    uint64_t _e1166 = l_mut_203_;
                    l_mut_444_ = _e1166;
                    uint64_t _e1167 = l_mut_149_;
                    l_mut_203_ = _e1167;
                    uint64_t _e1168 = l_mut_444_;
                    l_mut_149_ = _e1168;
                    uint _e1169 = l_mut_54_;
                    l_mut_447_ = _e1169;
                    uint _e1170 = l_mut_401_;
                    l_mut_54_ = _e1170;
                    uint _e1171 = l_mut_447_;
                    l_mut_401_ = _e1171;
                    l_mut_493_ = l_496_;
                }
                uint64_t _e1172 = l_mut_203_;
                uint64_t _e1173 = l_mut_116_;
                uint64_t l_498_ = (_e1172 - _e1173);
                l_mut_444_ = l_498_;
                bool _e1175 = l_mut_493_;
                if (_e1175) {
                    uint64_t _e1176 = l_mut_116_;
                    uint64_t l_499_ = (_e1176 - l_398_);
                    l_mut_444_ = l_499_;
                }
                uint64_t _e1178 = l_mut_203_;
                l_mut_427_ = _e1178;
                uint64_t _e1179 = l_mut_444_;
                uint64_t _e1180 = l_mut_203_;
                bool l_500_ = (_e1179 < _e1180);
                if (l_500_) {
                    uint64_t _e1182 = l_mut_444_;
                    l_mut_427_ = _e1182;
                }
                l_mut_501_ = false;
                uint64_t _e1185 = l_mut_427_;
                uint64_t l_503_ = (_e1185 >> uint(3uL));
                uint64_t _e1189 = l_mut_149_;
                bool l_504_ = (l_503_ < _e1189);
                bool l_505_ = !(l_504_);
                l_mut_501_ = l_505_;
                l_mut_447_ = 0u;
                uint64_t _e1193 = l_mut_149_;
                bool l_506_ = (_e1193 == 0uL);
                bool l_507_ = !(l_506_);
                bool _e1197 = l_mut_501_;
                if (_e1197) {
                    local_1 = l_507_;
                } else {
                    local_1 = false;
                }
                bool l_508_ = local_1;
                uint64_t _e1202 = l_mut_149_;
                uint64_t _e1203 = l_mut_427_;
                bool l_509_ = (_e1202 < _e1203);
                if (l_508_) {
                    local_2 = l_509_;
                } else {
                    local_2 = false;
                }
                bool l_510_ = local_2;
                uint _e1209 = l_mut_54_;
                uint _e1210 = l_mut_401_;
                uint l_511_ = (_e1209 + _e1210);
                bool l_512_ = (l_511_ < l_89_);
                if (l_510_) {
                    local_3 = l_512_;
                } else {
                    local_3 = false;
                }
                bool l_513_ = local_3;
                if (l_513_) {
                    uint _e1217 = l_mut_54_;
                    uint l_514_ = (l_89_ - _e1217);
                    uint _e1219 = l_mut_401_;
                    uint l_515_ = (l_514_ - _e1219);
                    uint _e1221 = l_mut_54_;
                    uint l_516_ = naga_div(l_515_, _e1221);
                    uint64_t _e1223 = l_mut_427_;
                    uint64_t l_517_ = (_e1223 - 1uL);
                    uint64_t _e1226 = l_mut_149_;
                    uint64_t l_518_ = naga_div(l_517_, _e1226);
                    uint64_t l_519_ = uint64_t(l_516_);
                    bool l_520_ = (l_518_ < l_519_);
                    uint64_t l_521_ = uint64_t(l_516_);
                    uint64_t l_522_ = (l_520_ ? l_518_ : l_521_);
                    uint l_523_ = uint(l_522_);
                    l_mut_447_ = l_523_;
                }
                uint64_t _e1234 = l_mut_203_;
                l_mut_444_ = _e1234;
                uint64_t _e1235 = l_mut_149_;
                l_mut_427_ = _e1235;
                uint _e1236 = l_mut_54_;
                l_mut_414_ = _e1236;
                uint _e1237 = l_mut_401_;
                l_mut_524_ = _e1237;
                uint64_t _e1238 = l_mut_116_;
                l_mut_94_ = _e1238;
                l_mut_525_ = 0u;
                uint _e1240 = l_mut_447_;
                bool l_526_ = (_e1240 > 0u);
                if (l_526_) {
                    uint _e1243 = l_mut_447_;
                    uint64_t l_527_ = uint64_t(_e1243);
                    uint64_t _e1245 = l_mut_149_;
                    uint64_t l_528_ = (_e1245 * l_527_);
                    bool _e1247 = l_mut_493_;
                    if (_e1247) {
                        uint64_t _e1248 = l_mut_116_;
                        uint64_t l_529_ = (_e1248 - l_528_);
                        l_mut_94_ = l_529_;
                    }
                    uint64_t _e1250 = l_mut_203_;
                    uint64_t l_530_ = (_e1250 - l_528_);
                    l_mut_444_ = l_530_;
                    uint _e1252 = l_mut_447_;
                    uint _e1253 = l_mut_54_;
                    uint l_531_ = (_e1252 * _e1253);
                    uint _e1255 = l_mut_401_;
                    uint l_532_ = (_e1255 + l_531_);
                    l_mut_524_ = l_532_;
                } else {
                    bool _e1257 = l_mut_493_;
                    if (_e1257) {
                        uint64_t _e1258 = l_mut_116_;
                        uint64_t _e1259 = l_mut_149_;
                        uint64_t l_533_ = (_e1258 - _e1259);
                        l_mut_94_ = l_533_;
                        uint64_t _e1261 = l_mut_94_;
                        bool l_534_ = (_e1261 < l_398_);
                        if (l_534_) {
                            l_mut_525_ = 2u;
                        }
                    }
                    uint _e1264 = l_mut_525_;
                    bool l_535_ = (_e1264 == 0u);
                    if (l_535_) {
                        uint _e1267 = l_mut_54_;
                        uint l_536_ = (l_89_ - _e1267);
                        uint _e1269 = l_mut_401_;
                        uint l_537_ = naga_div(l_536_, _e1269);
                        l_mut_447_ = 0u;
                        l_mut_501_ = false;
                        uint64_t _e1274 = l_mut_149_;
                        uint64_t l_539_ = (_e1274 >> uint(3uL));
                        uint64_t _e1278 = l_mut_203_;
                        bool l_540_ = (l_539_ < _e1278);
                        bool l_541_ = !(l_540_);
                        l_mut_501_ = l_541_;
                        uint64_t _e1281 = l_mut_203_;
                        bool l_542_ = (_e1281 == 0uL);
                        if (l_542_) {
                            l_mut_447_ = l_537_;
                        } else {
                            bool _e1284 = l_mut_501_;
                            if (_e1284) {
                                uint64_t _e1285 = l_mut_203_;
                                uint64_t _e1286 = l_mut_149_;
                                bool l_543_ = (_e1285 < _e1286);
                                if (l_543_) {
                                    uint64_t _e1288 = l_mut_149_;
                                    uint64_t l_544_ = (_e1288 - 1uL);
                                    uint64_t _e1291 = l_mut_203_;
                                    uint64_t l_545_ = naga_div(l_544_, _e1291);
                                    uint64_t l_546_ = uint64_t(l_537_);
                                    bool l_547_ = (l_545_ < l_546_);
                                    uint64_t l_548_ = uint64_t(l_537_);
                                    uint64_t l_549_ = (l_547_ ? l_545_ : l_548_);
                                    uint l_550_ = uint(l_549_);
                                    l_mut_447_ = l_550_;
                                }
                            } else {
                                uint64_t _e1299 = l_mut_149_;
                                l_mut_551_ = _e1299;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    uint64_t _e1300 = l_mut_203_;
                                    uint64_t _e1301 = l_mut_551_;
                                    bool l_552_ = (_e1300 < _e1301);
                                    uint _e1303 = l_mut_447_;
                                    uint _e1304 = l_mut_401_;
                                    uint l_553_ = (_e1303 * _e1304);
                                    uint _e1306 = l_mut_54_;
                                    uint l_554_ = (_e1306 + l_553_);
                                    uint _e1308 = l_mut_401_;
                                    uint l_555_ = (l_554_ + _e1308);
                                    bool l_556_ = (l_555_ < l_89_);
                                    if (l_552_) {
                                        local_4 = l_556_;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_557_ = local_4;
                                    bool l_558_ = !(l_557_);
                                    if (l_558_) {
                                        break;
                                    }
                                    uint64_t _e1316 = l_mut_551_;
                                    uint64_t _e1317 = l_mut_203_;
                                    uint64_t l_559_ = (_e1316 - _e1317);
                                    l_mut_551_ = l_559_;
                                    uint _e1319 = l_mut_447_;
                                    l_mut_447_ = (_e1319 + 1u);
                                }
                            }
                        }
                        uint _e1322 = l_mut_447_;
                        uint _e1323 = l_mut_401_;
                        uint l_560_ = (_e1322 * _e1323);
                        uint _e1325 = l_mut_54_;
                        uint l_561_ = (_e1325 + l_560_);
                        uint _e1327 = l_mut_401_;
                        uint l_562_ = (l_561_ + _e1327);
                        bool l_563_ = (l_562_ >= l_89_);
                        if (l_563_) {
                            l_mut_525_ = 1u;
                        } else {
                            uint _e1331 = l_mut_447_;
                            uint64_t l_564_ = uint64_t(_e1331);
                            uint64_t _e1333 = l_mut_203_;
                            uint64_t l_565_ = (_e1333 * l_564_);
                            uint64_t _e1335 = l_mut_149_;
                            uint64_t l_566_ = (_e1335 - l_565_);
                            l_mut_427_ = l_566_;
                            uint _e1337 = l_mut_447_;
                            uint _e1338 = l_mut_401_;
                            uint l_567_ = (_e1337 * _e1338);
                            uint _e1340 = l_mut_54_;
                            uint l_568_ = (_e1340 + l_567_);
                            l_mut_414_ = l_568_;
                            uint64_t _e1342 = l_mut_203_;
                            uint64_t _e1343 = l_mut_427_;
                            uint64_t l_569_ = (_e1342 - _e1343);
                            l_mut_444_ = l_569_;
                            uint _e1345 = l_mut_401_;
                            uint _e1346 = l_mut_414_;
                            uint l_570_ = (_e1345 + _e1346);
                            l_mut_524_ = l_570_;
                        }
                    }
                }
                uint64_t _e1348 = l_mut_444_;
                l_mut_203_ = _e1348;
                uint64_t _e1349 = l_mut_427_;
                l_mut_149_ = _e1349;
                uint _e1350 = l_mut_414_;
                l_mut_54_ = _e1350;
                uint _e1351 = l_mut_524_;
                l_mut_401_ = _e1351;
                uint64_t _e1352 = l_mut_94_;
                l_mut_116_ = _e1352;
                uint _e1353 = l_mut_525_;
                bool l_571_ = (_e1353 == 1u);
                l_mut_402_ = l_571_;
                uint _e1356 = l_mut_525_;
                bool l_572_ = (_e1356 == 0u);
                l_mut_405_ = l_572_;
            }
            bool _e1359 = l_mut_402_;
            bool l_573_ = !(_e1359);
            if (l_573_) {
                uint l_574_ = (l_47_ * 8u);
                uint l_575_ = (l_574_ + l_48_);
                uint l_690_ = asuint(info.Load(24+0));
                uint l_691_ = (l_690_ * 1u);
                uint l_692_ = (l_691_ - 1u);
                uint l_693_ = min(1u, l_692_);
                uint _e1377; buffer_6_global.InterlockedAdd(l_693_*4, 1u, _e1377);
                uint l_578_ = asuint(info.Load(48+0));
                bool l_579_ = (_e1377 < l_578_);
                if (l_579_) {
                    uint l_695_ = asuint(info.Load(20+0));
                    uint l_696_ = (l_695_ * 1u);
                    bool l_697_ = (_e1377 < l_696_);
                    if (l_697_) {
                        buffer_5_global.Store(_e1377*4, asuint(l_575_));
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
