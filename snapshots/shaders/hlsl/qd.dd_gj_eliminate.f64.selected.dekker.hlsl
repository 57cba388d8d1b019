struct info_st {
    uint scalars_u32_[4];
    uint static_meta[4];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
ByteAddressBuffer info : register(t2);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void gj_eliminate_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    bool local = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_105_ = asuint(info.Load(4+16));
    uint l_106_ = (l_105_ * 1u);
    bool l_107_ = (0u < l_106_);
    uint l_108_ = (l_106_ - 1u);
    uint l_109_ = min(0u, l_108_);
    double l_110_ = buffer_1_global.Load<double>(l_109_*8);
    double l_0_ = (l_107_ ? l_110_ : 0.0L);
    uint l_112_ = asuint(info.Load(4+16));
    uint l_113_ = (l_112_ * 1u);
    bool l_114_ = (1u < l_113_);
    uint l_115_ = (l_113_ - 1u);
    uint l_116_ = min(1u, l_115_);
    double l_117_ = buffer_1_global.Load<double>(l_116_*8);
    double l_1_ = (l_114_ ? l_117_ : 0.0L);
    uint _e62 = asuint(info.Load(4+0));
    uint _e66 = asuint(info.Load(8+0));
    uint l_2_ = (_e62 + _e66);
    uint _e71 = asuint(info.Load(0+0));
    uint l_3_ = (_e71 * 32u);
    bool l_4_ = (id < l_3_);
    if (l_4_) {
        uint l_5_ = naga_div(id, 32u);
        uint l_6_ = naga_mod(id, 32u);
        bool l_7_ = (l_5_ != l_2_);
        uint _e83 = asuint(info.Load(8+0));
        bool l_8_ = (l_6_ > _e83);
        if (l_7_) {
            local = l_8_;
        } else {
            local = false;
        }
        bool l_9_ = local;
        if (l_9_) {
            uint _e92 = asuint(info.Load(0+0));
            uint l_10_ = (_e92 * 32u);
            uint l_11_ = (l_5_ * 32u);
            uint _e100 = asuint(info.Load(8+0));
            uint l_12_ = (l_11_ + _e100);
            uint l_119_ = asuint(info.Load(0+16));
            uint l_120_ = (l_119_ * 1u);
            bool l_121_ = (l_12_ < l_120_);
            uint l_122_ = (l_120_ - 1u);
            uint l_123_ = min(l_12_, l_122_);
            double l_124_ = buffer_0_global.Load<double>(l_123_*8);
            double l_13_ = (l_121_ ? l_124_ : 0.0L);
            uint l_14_ = (l_10_ + l_12_);
            uint l_126_ = asuint(info.Load(0+16));
            uint l_127_ = (l_126_ * 1u);
            bool l_128_ = (l_14_ < l_127_);
            uint l_129_ = (l_127_ - 1u);
            uint l_130_ = min(l_14_, l_129_);
            double l_131_ = buffer_0_global.Load<double>(l_130_*8);
            double l_15_ = (l_128_ ? l_131_ : 0.0L);
            double l_16_ = -(l_13_);
            double l_17_ = -(l_15_);
            uint l_133_ = asuint(info.Load(0+16));
            uint l_134_ = (l_133_ * 1u);
            bool l_135_ = (id < l_134_);
            uint l_136_ = (l_134_ - 1u);
            uint l_137_ = min(id, l_136_);
            double l_138_ = buffer_0_global.Load<double>(l_137_*8);
            double l_18_ = (l_135_ ? l_138_ : 0.0L);
            uint l_19_ = (l_10_ + id);
            uint l_140_ = asuint(info.Load(0+16));
            uint l_141_ = (l_140_ * 1u);
            bool l_142_ = (l_19_ < l_141_);
            uint l_143_ = (l_141_ - 1u);
            uint l_144_ = min(l_19_, l_143_);
            double l_145_ = buffer_0_global.Load<double>(l_144_*8);
            double l_20_ = (l_142_ ? l_145_ : 0.0L);
            uint l_21_ = (l_2_ * 32u);
            uint l_22_ = (l_21_ + l_6_);
            uint l_147_ = asuint(info.Load(0+16));
            uint l_148_ = (l_147_ * 1u);
            bool l_149_ = (l_22_ < l_148_);
            uint l_150_ = (l_148_ - 1u);
            uint l_151_ = min(l_22_, l_150_);
            double l_152_ = buffer_0_global.Load<double>(l_151_*8);
            double l_23_ = (l_149_ ? l_152_ : 0.0L);
            uint l_24_ = (l_10_ + l_22_);
            uint l_154_ = asuint(info.Load(0+16));
            uint l_155_ = (l_154_ * 1u);
            bool l_156_ = (l_24_ < l_155_);
            uint l_157_ = (l_155_ - 1u);
            uint l_158_ = min(l_24_, l_157_);
            double l_159_ = buffer_0_global.Load<double>(l_158_*8);
            double l_25_ = (l_156_ ? l_159_ : 0.0L);
            double l_26_ = (l_16_ * l_23_);
            bool l_27_ = (l_1_ != 0.0L);
            double l_28_ = (l_27_ ? l_26_ : l_1_);
            double l_29_ = (l_0_ * l_16_);
            bool l_30_ = (l_1_ != 0.0L);
            double l_31_ = (l_30_ ? l_29_ : l_1_);
            double l_32_ = (l_31_ - l_16_);
            bool l_33_ = (l_1_ != 0.0L);
            double l_34_ = (l_33_ ? l_32_ : l_1_);
            double l_35_ = (l_31_ - l_34_);
            double l_36_ = (l_16_ - l_35_);
            double l_37_ = (l_0_ * l_23_);
            bool l_38_ = (l_1_ != 0.0L);
            double l_39_ = (l_38_ ? l_37_ : l_1_);
            double l_40_ = (l_39_ - l_23_);
            bool l_41_ = (l_1_ != 0.0L);
            double l_42_ = (l_41_ ? l_40_ : l_1_);
            double l_43_ = (l_39_ - l_42_);
            double l_44_ = (l_23_ - l_43_);
            double l_45_ = (l_35_ * l_43_);
            double l_46_ = (l_45_ - l_28_);
            double l_47_ = (l_35_ * l_44_);
            double l_48_ = (l_46_ + l_47_);
            double l_49_ = (l_36_ * l_43_);
            double l_50_ = (l_48_ + l_49_);
            double l_51_ = (l_36_ * l_44_);
            double l_52_ = (l_50_ + l_51_);
            double l_53_ = (l_16_ * l_25_);
            double l_54_ = (l_17_ * l_23_);
            double l_55_ = (l_53_ + l_54_);
            double l_56_ = (l_52_ + l_55_);
            double l_57_ = (l_28_ + l_56_);
            bool l_58_ = (l_1_ != 0.0L);
            double l_59_ = (l_58_ ? l_57_ : l_1_);
            double l_60_ = (l_59_ - l_28_);
            bool l_61_ = (l_1_ != 0.0L);
            double l_62_ = (l_61_ ? l_60_ : l_1_);
            double l_63_ = (l_56_ - l_62_);
            double l_64_ = (l_18_ + l_59_);
            bool l_65_ = (l_1_ != 0.0L);
            double l_66_ = (l_65_ ? l_64_ : l_1_);
            double l_67_ = (l_66_ - l_18_);
            bool l_68_ = (l_1_ != 0.0L);
            double l_69_ = (l_68_ ? l_67_ : l_1_);
            double l_70_ = (l_66_ - l_69_);
            bool l_71_ = (l_1_ != 0.0L);
            double l_72_ = (l_71_ ? l_70_ : l_1_);
            double l_73_ = (l_18_ - l_72_);
            double l_74_ = (l_59_ - l_69_);
            double l_75_ = (l_73_ + l_74_);
            double l_76_ = (l_20_ + l_63_);
            bool l_77_ = (l_1_ != 0.0L);
            double l_78_ = (l_77_ ? l_76_ : l_1_);
            double l_79_ = (l_78_ - l_20_);
            bool l_80_ = (l_1_ != 0.0L);
            double l_81_ = (l_80_ ? l_79_ : l_1_);
            double l_82_ = (l_78_ - l_81_);
            bool l_83_ = (l_1_ != 0.0L);
            double l_84_ = (l_83_ ? l_82_ : l_1_);
            double l_85_ = (l_20_ - l_84_);
            double l_86_ = (l_63_ - l_81_);
            double l_87_ = (l_85_ + l_86_);
            double l_88_ = (l_75_ + l_78_);
            double l_89_ = (l_66_ + l_88_);
            bool l_90_ = (l_1_ != 0.0L);
            double l_91_ = (l_90_ ? l_89_ : l_1_);
            double l_92_ = (l_91_ - l_66_);
            bool l_93_ = (l_1_ != 0.0L);
            double l_94_ = (l_93_ ? l_92_ : l_1_);
            double l_95_ = (l_88_ - l_94_);
            double l_96_ = (l_87_ + l_95_);
            double l_97_ = (l_91_ + l_96_);
            bool l_98_ = (l_1_ != 0.0L);
            double l_99_ = (l_98_ ? l_97_ : l_1_);
            double l_100_ = (l_99_ - l_91_);
            bool l_101_ = (l_1_ != 0.0L);
            double l_102_ = (l_101_ ? l_100_ : l_1_);
            double l_103_ = (l_96_ - l_102_);
            uint l_161_ = asuint(info.Load(0+16));
            uint l_162_ = (l_161_ * 1u);
            bool l_163_ = (id < l_162_);
            if (l_163_) {
                buffer_0_global.Store(id*8, l_99_);
            }
            uint l_104_ = (l_10_ + id);
            uint l_164_ = asuint(info.Load(0+16));
            uint l_165_ = (l_164_ * 1u);
            bool l_166_ = (l_104_ < l_165_);
            if (l_166_) {
                buffer_0_global.Store(l_104_*8, l_103_);
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
}
