#include "linjat/generatoroptions.h"

#include "linjat/puzzle.h"

namespace tessera::linjat {

void GeneratorOptions::check() const {
    auto range = [](const char *name, int v, int lo, int hi) {
        if (v < lo || v > hi)
            throw Error("expected " + std::to_string(lo) + " to " + std::to_string(hi) + ", found " +
                            std::to_string(v),
                        name);
    };
    range("rows", rows, kMinSide, kMaxSide);
    range("cols", cols, kMinSide, kMaxSide);
    range("numbers", numbers, 1, std::min(kMaxNumbers, rows * cols / 2));
    range("min-value", minValue, kMinValue, kMaxValue);
    range("max-value", maxValue, minValue, kMaxValue);
}

OrderedJson GeneratorOptions::toJson() const {
    OrderedJson j;
    j["rows"] = rows;
    j["cols"] = cols;
    j["numbers"] = numbers;
    j["min_value"] = minValue;
    j["max_value"] = maxValue;
    j["solver"] = solver.toJson();
    if (tier) j["tier"] = tierName(*tier);
    return j;
}

} // namespace tessera::linjat
