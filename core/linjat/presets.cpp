#include "linjat/presets.h"

namespace tessera::linjat {

const std::vector<Preset> &presets() {
    // Boards and weights as the original's gen.sh ran them (its database file names, e.g.
    // h=13_w=9_p=24_cv=1_cf=3_sq=50_dep=100_of=60): easy 9x6 with 7-10 numbers, cover 1, cant-fit 1
    // (gen.sh also ran cant-fit 3 for 9x6), width -1; medium 10x7 with 15-20, cant-fit 3, width -1;
    // hard 11x8 with 19-22, square 50, width -2; expert 13x9 with 23-26, dependency 100, one-of 60,
    // width -2. The number count is the middle of each range.
    static const std::vector<Preset> list{
        {"easy", Tier::Easy, 9, 6, 8, 1, 1, 0, 0, 0, -1},
        {"medium", Tier::Medium, 10, 7, 17, 1, 3, 0, 0, 0, -1},
        {"hard", Tier::Hard, 11, 8, 20, 1, 3, 50, 0, 0, -2},
        {"expert", Tier::Expert, 13, 9, 24, 1, 3, 50, 100, 60, -2},
    };
    return list;
}

const Preset *findPreset(std::string_view name) {
    for (const Preset &p : presets())
        if (name == p.name) return &p;
    return nullptr;
}

void applyPreset(const Preset &p, GeneratorOptions &o) {
    o.rows = p.rows;
    o.cols = p.cols;
    o.numbers = p.numbers;
    o.solver.setWeight(Rule::Cover, p.cover);
    o.solver.setWeight(Rule::CantFit, p.cantFit);
    o.solver.setWeight(Rule::Square, p.square);
    o.solver.setWeight(Rule::Dependency, p.dependency);
    o.solver.setWeight(Rule::OneOf, p.oneOf);
    o.solver.widthWeight = p.width;
    o.tier = p.tier;
}

} // namespace tessera::linjat
