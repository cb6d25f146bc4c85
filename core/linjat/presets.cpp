#include "linjat/presets.h"

namespace tessera::linjat {

const std::vector<Preset> &presets() {
    // Tiers and weights as in the original's puzzle database names
    // (h=13_w=9_p=24_cv=1_cf=3_sq=50_dep=100_of=60).
    static const std::vector<Preset> list{
        {"easy", 9, 6, 8, 1, 1, 0, 0, 0, -1},
        {"medium", 10, 7, 17, 1, 3, 0, 0, 0, -1},
        {"hard", 11, 8, 20, 1, 3, 50, 0, 0, -1},
        {"expert", 13, 9, 24, 1, 3, 50, 100, 60, -2},
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
}

} // namespace tessera::linjat
