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
    j["minValue"] = minValue;
    j["maxValue"] = maxValue;
    j["solver"] = solver.toJson();
    if (tier) j["tier"] = tierName(*tier);
    return j;
}

GeneratorOptions GeneratorOptions::fromJson(const JsonCursor &cursor) {
    cursor.requireObject();
    GeneratorOptions o;
    o.rows = int(cursor.integerOr("rows", kMinSide, kMaxSide, o.rows));
    o.cols = int(cursor.integerOr("cols", kMinSide, kMaxSide, o.cols));
    o.numbers = int(cursor.integerOr("numbers", 1, kMaxNumbers, o.numbers));
    o.minValue =
        int(cursor.integerOr(renamedKey(cursor, "minValue", "min_value"), kMinValue, kMaxValue, o.minValue));
    o.maxValue =
        int(cursor.integerOr(renamedKey(cursor, "maxValue", "max_value"), kMinValue, kMaxValue, o.maxValue));
    if (cursor.has("solver")) o.solver = SolverOptions::fromJson(cursor["solver"]);
    if (cursor.has("tier")) {
        const JsonCursor t = cursor["tier"];
        const std::string name = t.string();
        o.tier = tierFromName(name);
        if (!o.tier) t.fail("unknown tier '" + name + "' (tiers: easy, medium, hard, expert)");
    }
    return o;
}

} // namespace tessera::linjat
