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
    bool l_mut_512_ = (bool)0;
    bool l_mut_546_ = (bool)0;
    uint l_mut_572_ = (uint)0;
    uint l_mut_72_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_589_ = asuint(info.Load(24+0));
        uint l_590_ = (l_589_ * 1u);
        uint l_591_ = (l_590_ - 1u);
        uint l_592_ = min(3u, l_591_);
        uint _e56; buffer_6_global.InterlockedAdd(l_592_*4, 1u, _e56);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_594_ = asuint(info.Load(12+0));
        uint l_595_ = (l_594_ * 1u);
        bool l_596_ = (0u < l_595_);
        uint l_597_ = (l_595_ - 1u);
        uint l_598_ = min(0u, l_597_);
        uint l_599_ = asuint(buffer_3_global.Load(l_598_*4));
        uint l_7_ = (l_596_ ? l_599_ : 0u);
        uint64_t l_8_ = uint64_t(l_7_);
        uint l_10_ = (0u + 1u);
        uint l_601_ = asuint(info.Load(12+0));
        uint l_602_ = (l_601_ * 1u);
        bool l_603_ = (l_10_ < l_602_);
        uint l_604_ = (l_602_ - 1u);
        uint l_605_ = min(l_10_, l_604_);
        uint l_606_ = asuint(buffer_3_global.Load(l_605_*4));
        uint l_11_ = (l_603_ ? l_606_ : 0u);
        uint64_t l_12_ = uint64_t(l_11_);
        uint64_t l_13_ = (l_12_ << uint(32uL));
        uint64_t l_14_ = (l_8_ | l_13_);
        uint64_t l_15_ = (l_14_ & 4294967295uL);
        uint l_16_ = uint(l_15_);
        uint l_608_ = asuint(info.Load(12+0));
        uint l_609_ = (l_608_ * 1u);
        bool l_610_ = (2u < l_609_);
        uint l_611_ = (l_609_ - 1u);
        uint l_612_ = min(2u, l_611_);
        uint l_613_ = asuint(buffer_3_global.Load(l_612_*4));
        uint l_18_ = (l_610_ ? l_613_ : 0u);
        uint64_t l_19_ = uint64_t(l_18_);
        uint l_21_ = (2u + 1u);
        uint l_615_ = asuint(info.Load(12+0));
        uint l_616_ = (l_615_ * 1u);
        bool l_617_ = (l_21_ < l_616_);
        uint l_618_ = (l_616_ - 1u);
        uint l_619_ = min(l_21_, l_618_);
        uint l_620_ = asuint(buffer_3_global.Load(l_619_*4));
        uint l_22_ = (l_617_ ? l_620_ : 0u);
        uint64_t l_23_ = uint64_t(l_22_);
        uint64_t l_24_ = (l_23_ << uint(32uL));
        uint64_t l_25_ = (l_19_ | l_24_);
        uint64_t l_26_ = (l_25_ & 4294967295uL);
        uint l_27_ = uint(l_26_);
        uint l_622_ = asuint(info.Load(12+0));
        uint l_623_ = (l_622_ * 1u);
        bool l_624_ = (4u < l_623_);
        uint l_625_ = (l_623_ - 1u);
        uint l_626_ = min(4u, l_625_);
        uint l_627_ = asuint(buffer_3_global.Load(l_626_*4));
        uint l_29_ = (l_624_ ? l_627_ : 0u);
        uint64_t l_30_ = uint64_t(l_29_);
        uint l_32_ = (4u + 1u);
        uint l_629_ = asuint(info.Load(12+0));
        uint l_630_ = (l_629_ * 1u);
        bool l_631_ = (l_32_ < l_630_);
        uint l_632_ = (l_630_ - 1u);
        uint l_633_ = min(l_32_, l_632_);
        uint l_634_ = asuint(buffer_3_global.Load(l_633_*4));
        uint l_33_ = (l_631_ ? l_634_ : 0u);
        uint64_t l_34_ = uint64_t(l_33_);
        uint64_t l_35_ = (l_34_ << uint(32uL));
        uint64_t l_36_ = (l_30_ | l_35_);
        uint l_636_ = asuint(info.Load(12+0));
        uint l_637_ = (l_636_ * 1u);
        bool l_638_ = (6u < l_637_);
        uint l_639_ = (l_637_ - 1u);
        uint l_640_ = min(6u, l_639_);
        uint l_641_ = asuint(buffer_3_global.Load(l_640_*4));
        uint l_38_ = (l_638_ ? l_641_ : 0u);
        uint64_t l_39_ = uint64_t(l_38_);
        uint l_41_ = (6u + 1u);
        uint l_643_ = asuint(info.Load(12+0));
        uint l_644_ = (l_643_ * 1u);
        bool l_645_ = (l_41_ < l_644_);
        uint l_646_ = (l_644_ - 1u);
        uint l_647_ = min(l_41_, l_646_);
        uint l_648_ = asuint(buffer_3_global.Load(l_647_*4));
        uint l_42_ = (l_645_ ? l_648_ : 0u);
        uint64_t l_43_ = uint64_t(l_42_);
        uint64_t l_44_ = (l_43_ << uint(32uL));
        uint64_t l_45_ = (l_39_ | l_44_);
        uint l_650_ = asuint(info.Load(12+0));
        uint l_651_ = (l_650_ * 1u);
        bool l_652_ = (8u < l_651_);
        uint l_653_ = (l_651_ - 1u);
        uint l_654_ = min(8u, l_653_);
        uint l_655_ = asuint(buffer_3_global.Load(l_654_*4));
        uint l_47_ = (l_652_ ? l_655_ : 0u);
        uint64_t l_48_ = uint64_t(l_47_);
        uint l_50_ = (8u + 1u);
        uint l_657_ = asuint(info.Load(12+0));
        uint l_658_ = (l_657_ * 1u);
        bool l_659_ = (l_50_ < l_658_);
        uint l_660_ = (l_658_ - 1u);
        uint l_661_ = min(l_50_, l_660_);
        uint l_662_ = asuint(buffer_3_global.Load(l_661_*4));
        uint l_51_ = (l_659_ ? l_662_ : 0u);
        uint64_t l_52_ = uint64_t(l_51_);
        uint64_t l_53_ = (l_52_ << uint(32uL));
        uint64_t l_54_ = (l_48_ | l_53_);
        uint l_664_ = asuint(info.Load(12+0));
        uint l_665_ = (l_664_ * 1u);
        bool l_666_ = (10u < l_665_);
        uint l_667_ = (l_665_ - 1u);
        uint l_668_ = min(10u, l_667_);
        uint l_669_ = asuint(buffer_3_global.Load(l_668_*4));
        uint l_56_ = (l_666_ ? l_669_ : 0u);
        uint64_t l_57_ = uint64_t(l_56_);
        uint l_59_ = (10u + 1u);
        uint l_671_ = asuint(info.Load(12+0));
        uint l_672_ = (l_671_ * 1u);
        bool l_673_ = (l_59_ < l_672_);
        uint l_674_ = (l_672_ - 1u);
        uint l_675_ = min(l_59_, l_674_);
        uint l_676_ = asuint(buffer_3_global.Load(l_675_*4));
        uint l_60_ = (l_673_ ? l_676_ : 0u);
        uint64_t l_61_ = uint64_t(l_60_);
        uint64_t l_62_ = (l_61_ << uint(32uL));
        uint64_t l_63_ = (l_57_ | l_62_);
        uint l_64_ = naga_div(id, 8u);
        uint l_678_ = asuint(info.Load(16+0));
        uint l_679_ = (l_678_ * 1u);
        bool l_680_ = (l_64_ < l_679_);
        uint l_681_ = (l_679_ - 1u);
        uint l_682_ = min(l_64_, l_681_);
        uint l_683_ = asuint(buffer_4_global.Load(l_682_*4));
        uint l_65_ = (l_680_ ? l_683_ : 0u);
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
        uint _e352 = l_mut_72_;
        bool l_79_ = (l_68_ < _e352);
        if (l_79_) {
            uint l_80_ = (2u * l_65_);
            uint l_685_ = asuint(info.Load(0+0));
            uint l_686_ = (l_685_ * 1u);
            bool l_687_ = (l_80_ < l_686_);
            uint l_688_ = (l_686_ - 1u);
            uint l_689_ = min(l_80_, l_688_);
            uint l_690_ = asuint(buffer_0_global.Load(l_689_*4));
            uint l_81_ = (l_687_ ? l_690_ : 0u);
            uint64_t l_82_ = uint64_t(l_81_);
            uint l_83_ = (2u * l_65_);
            uint l_84_ = (l_83_ + 1u);
            uint l_692_ = asuint(info.Load(0+0));
            uint l_693_ = (l_692_ * 1u);
            bool l_694_ = (l_84_ < l_693_);
            uint l_695_ = (l_693_ - 1u);
            uint l_696_ = min(l_84_, l_695_);
            uint l_697_ = asuint(buffer_0_global.Load(l_696_*4));
            uint l_85_ = (l_694_ ? l_697_ : 0u);
            uint64_t l_86_ = uint64_t(l_85_);
            uint64_t l_87_ = (l_86_ << uint(32uL));
            uint64_t l_88_ = (l_82_ | l_87_);
            uint l_89_ = (2u * l_65_);
            uint l_699_ = asuint(info.Load(4+0));
            uint l_700_ = (l_699_ * 1u);
            bool l_701_ = (l_89_ < l_700_);
            uint l_702_ = (l_700_ - 1u);
            uint l_703_ = min(l_89_, l_702_);
            uint l_704_ = asuint(buffer_1_global.Load(l_703_*4));
            uint l_90_ = (l_701_ ? l_704_ : 0u);
            uint64_t l_91_ = uint64_t(l_90_);
            uint l_92_ = (2u * l_65_);
            uint l_93_ = (l_92_ + 1u);
            uint l_706_ = asuint(info.Load(4+0));
            uint l_707_ = (l_706_ * 1u);
            bool l_708_ = (l_93_ < l_707_);
            uint l_709_ = (l_707_ - 1u);
            uint l_710_ = min(l_93_, l_709_);
            uint l_711_ = asuint(buffer_1_global.Load(l_710_*4));
            uint l_94_ = (l_708_ ? l_711_ : 0u);
            uint64_t l_95_ = uint64_t(l_94_);
            uint64_t l_96_ = (l_95_ << uint(32uL));
            uint64_t l_97_ = (l_91_ | l_96_);
            uint l_98_ = (2u * l_65_);
            uint l_713_ = asuint(info.Load(8+0));
            uint l_714_ = (l_713_ * 1u);
            bool l_715_ = (l_98_ < l_714_);
            uint l_716_ = (l_714_ - 1u);
            uint l_717_ = min(l_98_, l_716_);
            uint l_718_ = asuint(buffer_2_global.Load(l_717_*4));
            uint l_99_ = (l_715_ ? l_718_ : 0u);
            uint64_t l_100_ = uint64_t(l_99_);
            uint l_101_ = (2u * l_65_);
            uint l_102_ = (l_101_ + 1u);
            uint l_720_ = asuint(info.Load(8+0));
            uint l_721_ = (l_720_ * 1u);
            bool l_722_ = (l_102_ < l_721_);
            uint l_723_ = (l_721_ - 1u);
            uint l_724_ = min(l_102_, l_723_);
            uint l_725_ = asuint(buffer_2_global.Load(l_724_*4));
            uint l_103_ = (l_722_ ? l_725_ : 0u);
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
            uint64_t _e496 = l_mut_112_;
            uint64_t l_116_ = (_e496 & 4294967295uL);
            uint64_t l_117_ = (l_116_ * l_115_);
            uint64_t _e500 = l_mut_112_;
            uint64_t l_118_ = (_e500 >> uint(32uL));
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
            uint64_t _e533 = l_mut_112_;
            l_mut_134_ = _e533;
            if (l_111_) {
                uint64_t _e535 = l_mut_134_;
                uint64_t l_136_ = (0uL - _e535);
                l_mut_134_ = l_136_;
            }
            uint64_t _e537 = l_mut_134_;
            uint64_t l_137_ = (l_88_ + _e537);
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
                uint64_t _e555 = l_mut_112_;
                uint64_t l_149_ = (_e555 & 4294967295uL);
                uint64_t l_150_ = (l_149_ * l_148_);
                uint64_t _e559 = l_mut_112_;
                uint64_t l_151_ = (_e559 >> uint(32uL));
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
                uint64_t _e592 = l_mut_112_;
                l_mut_167_ = _e592;
                if (l_145_) {
                    uint64_t _e594 = l_mut_167_;
                    uint64_t l_169_ = (0uL - _e594);
                    l_mut_167_ = l_169_;
                }
                uint64_t _e596 = l_mut_167_;
                l_mut_134_ = _e596;
            } else {
                uint64_t l_170_ = (l_106_ >> uint(63uL));
                bool l_171_ = (l_170_ == 1uL);
                l_mut_167_ = l_106_;
                if (l_171_) {
                    uint64_t l_173_ = (0uL - l_106_);
                    l_mut_167_ = l_173_;
                }
                uint64_t l_174_ = uint64_t(l_108_);
                uint64_t _e606 = l_mut_167_;
                uint64_t l_175_ = (_e606 & 4294967295uL);
                uint64_t l_176_ = (l_175_ * l_174_);
                uint64_t _e610 = l_mut_167_;
                uint64_t l_177_ = (_e610 >> uint(32uL));
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
                uint64_t _e640 = l_mut_167_;
                uint64_t l_193_ = (_e640 & 4294967295uL);
                uint64_t l_194_ = (l_193_ * l_192_);
                uint64_t _e644 = l_mut_167_;
                uint64_t l_195_ = (_e644 >> uint(32uL));
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
                uint64_t _e674 = l_mut_112_;
                uint64_t l_211_ = (_e674 & 4294967295uL);
                uint64_t l_212_ = (l_211_ * l_210_);
                uint64_t _e678 = l_mut_112_;
                uint64_t l_213_ = (_e678 >> uint(32uL));
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
                uint64_t _e708 = l_mut_112_;
                uint64_t l_230_ = (_e708 & 4294967295uL);
                uint64_t l_231_ = (l_230_ * l_229_);
                uint64_t _e712 = l_mut_112_;
                uint64_t l_232_ = (_e712 >> uint(32uL));
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
                uint64_t _e742 = l_mut_167_;
                uint64_t l_248_ = (_e742 * l_247_);
                uint64_t _e744 = l_mut_112_;
                uint64_t l_249_ = (_e744 + l_248_);
                uint64_t _e746 = l_mut_221_;
                l_mut_134_ = _e746;
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
                        uint64_t _e758 = l_mut_221_;
                        uint64_t l_256_ = (_e758 >> uint(l_255_));
                        uint64_t l_257_ = (l_254_ + l_256_);
                        l_mut_134_ = l_257_;
                    }
                }
                if (l_171_) {
                    uint64_t _e764 = l_mut_134_;
                    uint64_t l_259_ = (0uL - _e764);
                    l_mut_134_ = l_259_;
                }
            }
            uint64_t _e766 = l_mut_134_;
            uint64_t l_260_ = (l_140_ + _e766);
            uint64_t l_261_ = (l_106_ >> uint(63uL));
            bool l_262_ = (l_261_ == 1uL);
            l_mut_221_ = l_106_;
            if (l_262_) {
                uint64_t l_264_ = (0uL - l_106_);
                l_mut_221_ = l_264_;
            }
            uint64_t l_265_ = uint64_t(l_107_);
            uint64_t _e777 = l_mut_221_;
            uint64_t l_266_ = (_e777 & 4294967295uL);
            uint64_t l_267_ = (l_266_ * l_265_);
            uint64_t _e781 = l_mut_221_;
            uint64_t l_268_ = (_e781 >> uint(32uL));
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
            uint64_t _e814 = l_mut_221_;
            l_mut_167_ = _e814;
            if (l_262_) {
                uint64_t _e816 = l_mut_167_;
                uint64_t l_285_ = (0uL - _e816);
                l_mut_167_ = l_285_;
            }
            uint64_t _e818 = l_mut_167_;
            uint64_t l_286_ = (l_137_ + _e818);
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
                uint64_t _e835 = l_mut_167_;
                uint64_t l_296_ = (_e835 & 4294967295uL);
                uint64_t l_297_ = (l_296_ * l_295_);
                uint64_t _e839 = l_mut_167_;
                uint64_t l_298_ = (_e839 >> uint(32uL));
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
                uint64_t _e872 = l_mut_167_;
                l_mut_134_ = _e872;
                if (l_292_) {
                    uint64_t _e874 = l_mut_134_;
                    uint64_t l_315_ = (0uL - _e874);
                    l_mut_134_ = l_315_;
                }
                uint64_t _e876 = l_mut_134_;
                l_mut_221_ = _e876;
            } else {
                uint64_t l_316_ = (l_106_ >> uint(63uL));
                bool l_317_ = (l_316_ == 1uL);
                l_mut_167_ = l_106_;
                if (l_317_) {
                    uint64_t l_319_ = (0uL - l_106_);
                    l_mut_167_ = l_319_;
                }
                uint64_t l_320_ = uint64_t(l_107_);
                uint64_t _e886 = l_mut_167_;
                uint64_t l_321_ = (_e886 & 4294967295uL);
                uint64_t l_322_ = (l_321_ * l_320_);
                uint64_t _e890 = l_mut_167_;
                uint64_t l_323_ = (_e890 >> uint(32uL));
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
                uint64_t _e920 = l_mut_167_;
                uint64_t l_339_ = (_e920 & 4294967295uL);
                uint64_t l_340_ = (l_339_ * l_338_);
                uint64_t _e924 = l_mut_167_;
                uint64_t l_341_ = (_e924 >> uint(32uL));
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
                uint64_t _e954 = l_mut_134_;
                uint64_t l_357_ = (_e954 & 4294967295uL);
                uint64_t l_358_ = (l_357_ * l_356_);
                uint64_t _e958 = l_mut_134_;
                uint64_t l_359_ = (_e958 >> uint(32uL));
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
                uint64_t _e988 = l_mut_134_;
                uint64_t l_375_ = (_e988 & 4294967295uL);
                uint64_t l_376_ = (l_375_ * l_374_);
                uint64_t _e992 = l_mut_134_;
                uint64_t l_377_ = (_e992 >> uint(32uL));
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
                uint64_t _e1022 = l_mut_167_;
                uint64_t l_393_ = (_e1022 * l_392_);
                uint64_t _e1024 = l_mut_134_;
                uint64_t l_394_ = (_e1024 + l_393_);
                uint64_t _e1026 = l_mut_112_;
                l_mut_221_ = _e1026;
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
                        uint64_t _e1038 = l_mut_112_;
                        uint64_t l_401_ = (_e1038 >> uint(l_400_));
                        uint64_t l_402_ = (l_399_ + l_401_);
                        l_mut_221_ = l_402_;
                    }
                }
                if (l_317_) {
                    uint64_t _e1044 = l_mut_221_;
                    uint64_t l_404_ = (0uL - _e1044);
                    l_mut_221_ = l_404_;
                }
            }
            uint64_t _e1046 = l_mut_221_;
            uint64_t l_405_ = (l_260_ - _e1046);
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
            uint64_t _e1057 = l_mut_134_;
            bool l_414_ = (_e1057 < l_409_);
            bool l_415_ = !(l_414_);
            l_mut_416_ = l_415_;
            bool l_417_ = (l_408_ == 0uL);
            if (l_417_) {
                bool _e1062 = l_mut_416_;
                l_mut_413_ = _e1062;
                l_mut_416_ = false;
            }
            bool _e1064 = l_mut_416_;
            if (_e1064) {
                uint64_t l_418_ = (l_408_ >> uint(63uL));
                bool l_419_ = (l_418_ == 1uL);
                l_mut_112_ = l_408_;
                if (l_419_) {
                    uint64_t l_421_ = (0uL - l_408_);
                    l_mut_112_ = l_421_;
                }
                uint l_422_ = (l_107_ - 1u);
                uint64_t l_423_ = uint64_t(l_422_);
                uint64_t _e1076 = l_mut_112_;
                uint64_t l_424_ = (_e1076 * l_423_);
                l_mut_425_ = 0u;
                uint l_426_ = (l_107_ - 1u);
                uint64_t l_427_ = uint64_t(l_426_);
                uint64_t _e1082 = l_mut_112_;
                uint64_t l_428_ = (_e1082 & 4294967295uL);
                uint64_t l_429_ = (l_428_ * l_427_);
                uint64_t _e1086 = l_mut_112_;
                uint64_t l_430_ = (_e1086 >> uint(32uL));
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
                uint64_t _e1115 = l_mut_438_;
                bool l_446_ = (_e1115 == 0uL);
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
                            uint64_t _e1131 = l_mut_112_;
                            bool l_456_ = (l_448_ < _e1131);
                            bool l_457_ = !(l_456_);
                            if (l_457_) {
                                l_mut_458_ = 0u;
                                uint64_t _e1135 = l_mut_112_;
                                bool l_459_ = (_e1135 < l_448_);
                                if (l_459_) {
                                    uint64_t l_460_ = (l_448_ - 1uL);
                                    uint64_t _e1139 = l_mut_112_;
                                    uint64_t l_461_ = naga_div(l_460_, _e1139);
                                    uint64_t l_462_ = uint64_t(l_454_);
                                    bool l_463_ = (l_461_ < l_462_);
                                    uint64_t l_464_ = uint64_t(l_454_);
                                    uint64_t l_465_ = (l_463_ ? l_461_ : l_464_);
                                    uint l_466_ = uint(l_465_);
                                    l_mut_458_ = l_466_;
                                }
                                uint _e1147 = l_mut_458_;
                                uint64_t l_467_ = uint64_t(_e1147);
                                uint64_t _e1149 = l_mut_112_;
                                uint64_t l_468_ = (_e1149 * l_467_);
                                uint64_t l_469_ = (l_448_ - l_468_);
                                l_mut_455_ = l_469_;
                                uint64_t _e1152 = l_mut_455_;
                                uint64_t _e1153 = l_mut_112_;
                                bool l_470_ = (_e1152 < _e1153);
                                bool l_471_ = !(l_470_);
                                if (l_471_) {
                                    uint64_t _e1156 = l_mut_455_;
                                    uint64_t _e1157 = l_mut_112_;
                                    uint64_t l_472_ = (_e1156 - _e1157);
                                    l_mut_455_ = l_472_;
                                }
                            }
                            uint64_t _e1159 = l_mut_112_;
                            uint64_t _e1160 = l_mut_455_;
                            uint64_t l_473_ = (_e1159 - _e1160);
                            l_mut_455_ = l_473_;
                            uint64_t _e1162 = l_mut_112_;
                            bool l_474_ = (l_473_ < _e1162);
                            bool l_475_ = !(l_474_);
                            if (l_475_) {
                                uint64_t _e1165 = l_mut_112_;
                                uint64_t l_476_ = (l_473_ - _e1165);
                                l_mut_455_ = l_476_;
                            }
                            uint64_t _e1167 = l_mut_455_;
                            uint64_t _e1168 = l_mut_438_;
                            bool l_477_ = (_e1167 < _e1168);
                            if (l_477_) {
                                uint64_t _e1170 = l_mut_455_;
                                l_mut_438_ = _e1170;
                            }
                        }
                    } else {
                        uint64_t l_478_ = (l_406_ - l_424_);
                        l_mut_438_ = l_478_;
                        bool l_479_ = (l_406_ < l_424_);
                        if (l_479_) {
                            uint l_480_ = (l_107_ - 1u);
                            l_mut_455_ = l_406_;
                            uint64_t _e1175 = l_mut_112_;
                            bool l_481_ = (l_406_ < _e1175);
                            bool l_482_ = !(l_481_);
                            if (l_482_) {
                                l_mut_458_ = 0u;
                                uint64_t _e1179 = l_mut_112_;
                                bool l_483_ = (_e1179 < l_406_);
                                if (l_483_) {
                                    uint64_t l_484_ = (l_406_ - 1uL);
                                    uint64_t _e1183 = l_mut_112_;
                                    uint64_t l_485_ = naga_div(l_484_, _e1183);
                                    uint64_t l_486_ = uint64_t(l_480_);
                                    bool l_487_ = (l_485_ < l_486_);
                                    uint64_t l_488_ = uint64_t(l_480_);
                                    uint64_t l_489_ = (l_487_ ? l_485_ : l_488_);
                                    uint l_490_ = uint(l_489_);
                                    l_mut_458_ = l_490_;
                                }
                                uint _e1191 = l_mut_458_;
                                uint64_t l_491_ = uint64_t(_e1191);
                                uint64_t _e1193 = l_mut_112_;
                                uint64_t l_492_ = (_e1193 * l_491_);
                                uint64_t l_493_ = (l_406_ - l_492_);
                                l_mut_455_ = l_493_;
                                uint64_t _e1196 = l_mut_455_;
                                uint64_t _e1197 = l_mut_112_;
                                bool l_494_ = (_e1196 < _e1197);
                                bool l_495_ = !(l_494_);
                                if (l_495_) {
                                    uint64_t _e1200 = l_mut_455_;
                                    uint64_t _e1201 = l_mut_112_;
                                    uint64_t l_496_ = (_e1200 - _e1201);
                                    l_mut_455_ = l_496_;
                                }
                            }
                            uint64_t _e1203 = l_mut_455_;
                            uint64_t _e1204 = l_mut_438_;
                            bool l_497_ = (_e1203 < _e1204);
                            if (l_497_) {
                                uint64_t _e1206 = l_mut_455_;
                                l_mut_438_ = _e1206;
                            }
                        }
                    }
                    uint64_t _e1207 = l_mut_438_;
                    bool l_498_ = (_e1207 < l_409_);
                    bool l_499_ = !(l_498_);
                    uint l_500_ = uint(l_499_);
                    uint l_501_ = (2u - l_500_);
                    l_mut_425_ = l_501_;
                }
                uint _e1213 = l_mut_425_;
                bool l_502_ = (_e1213 > 0u);
                if (l_502_) {
                    uint _e1216 = l_mut_425_;
                    bool l_503_ = (_e1216 == 1u);
                    l_mut_413_ = l_503_;
                    l_mut_416_ = false;
                }
            }
            l_mut_504_ = false;
            uint2 loop_bound = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound == uint2(0u, 0u))) { break; }
                loop_bound -= uint2(loop_bound.y == 0u, 1u);
                bool _e1221 = l_mut_416_;
                bool l_505_ = !(_e1221);
                if (l_505_) {
                    break;
                }
                uint64_t _e1223 = l_mut_221_;
                l_mut_455_ = _e1223;
                bool _e1224 = l_mut_504_;
                if (_e1224) {
                    uint64_t _e1225 = l_mut_167_;
                    l_mut_455_ = _e1225;
                }
                uint64_t _e1226 = l_mut_134_;
                uint64_t _e1227 = l_mut_455_;
                bool l_506_ = (_e1226 < _e1227);
                bool l_507_ = !(l_506_);
                bool _e1230 = l_mut_504_;
                bool l_508_ = (l_507_ != _e1230);
                if (l_508_) {
                    uint64_t _e1232 = l_mut_221_;
                    l_mut_455_ = _e1232;
                    uint64_t _e1233 = l_mut_167_;
                    l_mut_221_ = _e1233;
                    uint64_t _e1234 = l_mut_455_;
                    l_mut_167_ = _e1234;
                    uint _e1235 = l_mut_72_;
                    l_mut_458_ = _e1235;
                    uint _e1236 = l_mut_412_;
                    l_mut_72_ = _e1236;
                    uint _e1237 = l_mut_458_;
                    l_mut_412_ = _e1237;
                    l_mut_504_ = l_507_;
                }
                uint64_t _e1238 = l_mut_221_;
                uint64_t _e1239 = l_mut_134_;
                uint64_t l_509_ = (_e1238 - _e1239);
                l_mut_455_ = l_509_;
                bool _e1241 = l_mut_504_;
                if (_e1241) {
                    uint64_t _e1242 = l_mut_134_;
                    uint64_t l_510_ = (_e1242 - l_409_);
                    l_mut_455_ = l_510_;
                }
                uint64_t _e1244 = l_mut_221_;
                l_mut_438_ = _e1244;
                uint64_t _e1245 = l_mut_455_;
                uint64_t _e1246 = l_mut_221_;
                bool l_511_ = (_e1245 < _e1246);
                if (l_511_) {
                    uint64_t _e1248 = l_mut_455_;
                    l_mut_438_ = _e1248;
                }
                l_mut_512_ = false;
                uint64_t _e1251 = l_mut_438_;
                uint64_t l_514_ = (_e1251 >> uint(3uL));
                uint64_t _e1255 = l_mut_167_;
                bool l_515_ = (l_514_ < _e1255);
                bool l_516_ = !(l_515_);
                l_mut_512_ = l_516_;
                l_mut_458_ = 0u;
                uint64_t _e1259 = l_mut_167_;
                bool l_517_ = (_e1259 == 0uL);
                bool l_518_ = !(l_517_);
                bool _e1263 = l_mut_512_;
                if (_e1263) {
                    local_1 = l_518_;
                } else {
                    local_1 = false;
                }
                bool l_519_ = local_1;
                uint64_t _e1268 = l_mut_167_;
                uint64_t _e1269 = l_mut_438_;
                bool l_520_ = (_e1268 < _e1269);
                if (l_519_) {
                    local_2 = l_520_;
                } else {
                    local_2 = false;
                }
                bool l_521_ = local_2;
                uint _e1275 = l_mut_72_;
                uint _e1276 = l_mut_412_;
                uint l_522_ = (_e1275 + _e1276);
                bool l_523_ = (l_522_ < l_107_);
                if (l_521_) {
                    local_3 = l_523_;
                } else {
                    local_3 = false;
                }
                bool l_524_ = local_3;
                if (l_524_) {
                    uint _e1283 = l_mut_72_;
                    uint l_525_ = (l_107_ - _e1283);
                    uint _e1285 = l_mut_412_;
                    uint l_526_ = (l_525_ - _e1285);
                    uint _e1287 = l_mut_72_;
                    uint l_527_ = naga_div(l_526_, _e1287);
                    uint64_t _e1289 = l_mut_438_;
                    uint64_t l_528_ = (_e1289 - 1uL);
                    uint64_t _e1292 = l_mut_167_;
                    uint64_t l_529_ = naga_div(l_528_, _e1292);
                    uint64_t l_530_ = uint64_t(l_527_);
                    bool l_531_ = (l_529_ < l_530_);
                    uint64_t l_532_ = uint64_t(l_527_);
                    uint64_t l_533_ = (l_531_ ? l_529_ : l_532_);
                    uint l_534_ = uint(l_533_);
                    l_mut_458_ = l_534_;
                }
                uint _e1300 = l_mut_458_;
                bool l_535_ = (_e1300 == 0u);
                l_mut_512_ = l_535_;
                uint _e1303 = l_mut_458_;
                bool l_536_ = (_e1303 > 0u);
                if (l_536_) {
                    uint _e1306 = l_mut_458_;
                    uint64_t l_537_ = uint64_t(_e1306);
                    uint64_t _e1308 = l_mut_167_;
                    uint64_t l_538_ = (_e1308 * l_537_);
                    bool _e1310 = l_mut_504_;
                    if (_e1310) {
                        uint64_t _e1311 = l_mut_134_;
                        uint64_t l_539_ = (_e1311 - l_538_);
                        l_mut_134_ = l_539_;
                    }
                    uint64_t _e1313 = l_mut_221_;
                    uint64_t l_540_ = (_e1313 - l_538_);
                    l_mut_221_ = l_540_;
                    uint _e1315 = l_mut_458_;
                    uint _e1316 = l_mut_72_;
                    uint l_541_ = (_e1315 * _e1316);
                    uint _e1318 = l_mut_412_;
                    l_mut_412_ = (_e1318 + l_541_);
                } else {
                    bool _e1320 = l_mut_504_;
                    if (_e1320) {
                        uint64_t _e1321 = l_mut_134_;
                        uint64_t _e1322 = l_mut_167_;
                        uint64_t l_542_ = (_e1321 - _e1322);
                        l_mut_134_ = l_542_;
                        uint64_t _e1324 = l_mut_134_;
                        bool l_543_ = (_e1324 < l_409_);
                        if (l_543_) {
                            l_mut_416_ = false;
                            l_mut_512_ = false;
                        }
                    }
                }
                bool _e1328 = l_mut_512_;
                if (_e1328) {
                    uint _e1329 = l_mut_72_;
                    uint l_544_ = (l_107_ - _e1329);
                    uint _e1331 = l_mut_412_;
                    uint l_545_ = naga_div(l_544_, _e1331);
                    l_mut_458_ = 0u;
                    l_mut_546_ = false;
                    uint64_t _e1336 = l_mut_167_;
                    uint64_t l_548_ = (_e1336 >> uint(3uL));
                    uint64_t _e1340 = l_mut_221_;
                    bool l_549_ = (l_548_ < _e1340);
                    bool l_550_ = !(l_549_);
                    l_mut_546_ = l_550_;
                    uint64_t _e1343 = l_mut_221_;
                    bool l_551_ = (_e1343 == 0uL);
                    if (l_551_) {
                        l_mut_458_ = l_545_;
                    } else {
                        bool _e1346 = l_mut_546_;
                        if (_e1346) {
                            uint64_t _e1347 = l_mut_221_;
                            uint64_t _e1348 = l_mut_167_;
                            bool l_552_ = (_e1347 < _e1348);
                            if (l_552_) {
                                uint64_t _e1350 = l_mut_167_;
                                uint64_t l_553_ = (_e1350 - 1uL);
                                uint64_t _e1353 = l_mut_221_;
                                uint64_t l_554_ = naga_div(l_553_, _e1353);
                                uint64_t l_555_ = uint64_t(l_545_);
                                bool l_556_ = (l_554_ < l_555_);
                                uint64_t l_557_ = uint64_t(l_545_);
                                uint64_t l_558_ = (l_556_ ? l_554_ : l_557_);
                                uint l_559_ = uint(l_558_);
                                l_mut_458_ = l_559_;
                            }
                        } else {
                            uint64_t _e1361 = l_mut_167_;
                            l_mut_455_ = _e1361;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e1362 = l_mut_221_;
                                uint64_t _e1363 = l_mut_455_;
                                bool l_560_ = (_e1362 < _e1363);
                                uint _e1365 = l_mut_458_;
                                uint _e1366 = l_mut_412_;
                                uint l_561_ = (_e1365 * _e1366);
                                uint _e1368 = l_mut_72_;
                                uint l_562_ = (_e1368 + l_561_);
                                uint _e1370 = l_mut_412_;
                                uint l_563_ = (l_562_ + _e1370);
                                bool l_564_ = (l_563_ < l_107_);
                                if (l_560_) {
                                    local_4 = l_564_;
                                } else {
                                    local_4 = false;
                                }
                                bool l_565_ = local_4;
                                bool l_566_ = !(l_565_);
                                if (l_566_) {
                                    break;
                                }
                                uint64_t _e1378 = l_mut_455_;
                                uint64_t _e1379 = l_mut_221_;
                                uint64_t l_567_ = (_e1378 - _e1379);
                                l_mut_455_ = l_567_;
                                uint _e1381 = l_mut_458_;
                                l_mut_458_ = (_e1381 + 1u);
                            }
                        }
                    }
                    uint _e1384 = l_mut_458_;
                    uint _e1385 = l_mut_412_;
                    uint l_568_ = (_e1384 * _e1385);
                    uint _e1387 = l_mut_72_;
                    uint l_569_ = (_e1387 + l_568_);
                    uint _e1389 = l_mut_412_;
                    uint l_570_ = (l_569_ + _e1389);
                    bool l_571_ = (l_570_ >= l_107_);
                    uint64_t _e1392 = l_mut_221_;
                    l_mut_455_ = _e1392;
                    uint64_t _e1393 = l_mut_167_;
                    l_mut_438_ = _e1393;
                    uint _e1394 = l_mut_72_;
                    l_mut_425_ = _e1394;
                    uint _e1395 = l_mut_412_;
                    l_mut_572_ = _e1395;
                    bool l_573_ = !(l_571_);
                    if (l_573_) {
                        uint _e1397 = l_mut_458_;
                        uint64_t l_574_ = uint64_t(_e1397);
                        uint64_t _e1399 = l_mut_221_;
                        uint64_t l_575_ = (_e1399 * l_574_);
                        uint64_t _e1401 = l_mut_167_;
                        uint64_t l_576_ = (_e1401 - l_575_);
                        l_mut_438_ = l_576_;
                        uint _e1403 = l_mut_458_;
                        uint _e1404 = l_mut_412_;
                        uint l_577_ = (_e1403 * _e1404);
                        uint _e1406 = l_mut_72_;
                        uint l_578_ = (_e1406 + l_577_);
                        l_mut_425_ = l_578_;
                        uint64_t _e1408 = l_mut_221_;
                        uint64_t _e1409 = l_mut_438_;
                        uint64_t l_579_ = (_e1408 - _e1409);
                        l_mut_455_ = l_579_;
                        uint _e1411 = l_mut_412_;
                        uint _e1412 = l_mut_425_;
                        uint l_580_ = (_e1411 + _e1412);
                        l_mut_572_ = l_580_;
                    }
                    uint64_t _e1414 = l_mut_455_;
                    l_mut_221_ = _e1414;
                    uint64_t _e1415 = l_mut_438_;
                    l_mut_167_ = _e1415;
                    uint _e1416 = l_mut_425_;
                    l_mut_72_ = _e1416;
                    uint _e1417 = l_mut_572_;
                    l_mut_412_ = _e1417;
                    l_mut_413_ = l_571_;
                    bool l_581_ = !(l_571_);
                    l_mut_416_ = l_581_;
                }
            }
            bool _e1419 = l_mut_413_;
            bool l_582_ = !(_e1419);
            if (l_582_) {
                uint l_583_ = (l_65_ * 8u);
                uint l_584_ = (l_583_ + l_66_);
                uint l_727_ = asuint(info.Load(24+0));
                uint l_728_ = (l_727_ * 1u);
                uint l_729_ = (l_728_ - 1u);
                uint l_730_ = min(1u, l_729_);
                uint _e1437; buffer_6_global.InterlockedAdd(l_730_*4, 1u, _e1437);
                uint l_587_ = asuint(info.Load(48+0));
                bool l_588_ = (_e1437 < l_587_);
                if (l_588_) {
                    uint l_732_ = asuint(info.Load(20+0));
                    uint l_733_ = (l_732_ * 1u);
                    bool l_734_ = (_e1437 < l_733_);
                    if (l_734_) {
                        buffer_5_global.Store(_e1437*4, asuint(l_584_));
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
