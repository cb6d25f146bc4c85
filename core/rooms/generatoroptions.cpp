#include "rooms/generatoroptions.h"

#include "rooms/prefabset.h"

#include <cmath>

namespace tessera::rooms {

const char *selectorName(SelectorKind k) {
    return k == SelectorKind::Random ? "random" : "best";
}
const char *combinatorName(CombinatorKind k) {
    return k == CombinatorKind::Adaptive ? "adaptive" : "sum";
}
const char *cacheName(CacheKind k) {
    switch (k) {
    case CacheKind::None:
        return "none";
    case CacheKind::Always:
        return "always";
    case CacheKind::Refresh:
        return "refresh";
    }
    return "none";
}
const char *prefabSelectorName(PrefabSelectorKind k) {
    switch (k) {
    case PrefabSelectorKind::Dummy:
        return "dummy";
    case PrefabSelectorKind::Probability:
        return "probability";
    case PrefabSelectorKind::Cycle:
        return "cycle";
    case PrefabSelectorKind::Rotate:
        return "rotate";
    }
    return "dummy";
}
const char *divisorModeName(DivisorMode k) {
    return k == DivisorMode::Stride ? "stride" : "fraction";
}
const char *doorModeName(DoorMode k) {
    return k == DoorMode::Random ? "random" : "all";
}

void validateOptions(const GeneratorOptions &o) {
    const auto fail = [](const std::string &place, const std::string &msg) { throw Error(msg, place); };
    for (int i = 0; i < kObjectiveCount; ++i) {
        const auto k = static_cast<std::size_t>(i);
        const std::string name = objectiveName(kAllObjectives[k]);
        if (!std::isfinite(o.combinator.weights[k]))
            fail("combinator.weights." + name, "must be a finite number");
        if (!(o.combinator.attack[k] >= 1) || !std::isfinite(o.combinator.attack[k]))
            fail("combinator.attack." + name, "attack must be a number >= 1");
        if (!(o.combinator.decay[k] > 0 && o.combinator.decay[k] <= 1))
            fail("combinator.decay." + name, "decay must be a number in (0, 1]");
    }
    if (o.refreshEvery < 1 || o.refreshEvery > 1000000)
        fail("refreshEvery", "must be an integer from 1 to 1000000");
    if (!(o.moveDivisor > 0 && o.moveDivisor <= 1))
        fail("moveDivisor", "the fraction of moves kept must be in (0, 1]");
    if (!(o.doorFraction > 0 && o.doorFraction <= 1))
        fail("doorFraction", "the fraction of doors kept must be in (0, 1]");
    if (o.backtrackBudget < 0) fail("backtrackBudget", "must not be negative");
    if (o.roomLimit < 0) fail("roomLimit", "must not be negative");
    if (o.lookahead < 0 || o.lookahead > 64) fail("lookahead", "must be an integer from 0 to 64");
    if (o.lookaheadWidth < 1 || o.lookaheadWidth > 1000)
        fail("lookaheadWidth", "must be an integer from 1 to 1000");
    if (!(o.lookaheadSlack >= 0 && o.lookaheadSlack <= 1e9))
        fail("lookaheadSlack", "must be a number from 0 to 1e9");
    if (o.restarts < 1 || o.restarts > 1000) fail("restarts", "must be an integer from 1 to 1000");
}

namespace {

ObjectiveWeights weightsFromJson(const JsonCursor &c, ObjectiveWeights w) {
    if (c.raw().is_number()) {
        w.fill(c.number());
        return w;
    }
    c.requireObject();
    for (auto it = c.raw().begin(); it != c.raw().end(); ++it) {
        const auto o = objectiveFromName(it.key());
        if (!o) {
            std::string names;
            for (Objective x : kAllObjectives)
                names += (names.empty() ? "" : ", ") + std::string(objectiveName(x));
            throw Error("unknown objective '" + it.key() + "' (objectives: " + names + ")",
                        c.path() + "." + it.key());
        }
        w[static_cast<std::size_t>(*o)] = c[it.key()].number();
    }
    return w;
}

OrderedJson weightsToJson(const ObjectiveWeights &w) {
    OrderedJson j = OrderedJson::object();
    for (Objective o : kAllObjectives) j[objectiveName(o)] = w[static_cast<std::size_t>(o)];
    return j;
}

template <typename Kind, std::size_t N>
Kind kindFromJson(const JsonCursor &c, const std::array<Kind, N> &kinds, const char *(*name)(Kind)) {
    const std::string s = c.string();
    std::string list;
    for (Kind k : kinds) {
        if (s == name(k)) return k;
        list += (list.empty() ? "" : ", ") + std::string(name(k));
    }
    c.fail("unknown value \"" + s + "\" (one of: " + list + ")");
}

} // namespace

OrderedJson optionsToJson(const GeneratorOptions &o) {
    OrderedJson j;
    j["selector"] = selectorName(o.selector);
    j["fitness"] = fitnessModelName(o.fitness);
    OrderedJson c;
    c["kind"] = combinatorName(o.combinator.kind);
    c["weights"] = weightsToJson(o.combinator.weights);
    c["attack"] = weightsToJson(o.combinator.attack);
    c["decay"] = weightsToJson(o.combinator.decay);
    j["combinator"] = c;
    j["cache"] = cacheName(o.cache);
    j["refreshEvery"] = o.refreshEvery;
    j["prefabSelector"] = prefabSelectorName(o.prefabSelector);
    j["moveDivisor"] = o.moveDivisor;
    j["divisorMode"] = divisorModeName(o.divisorMode);
    j["doors"] = doorModeName(o.doors);
    j["doorFraction"] = o.doorFraction;
    j["backtrackBudget"] = o.backtrackBudget;
    j["closeLoops"] = o.closeLoops;
    j["randomTies"] = o.randomTies;
    j["fixedStart"] = o.fixedStart;
    j["startPrefab"] = o.startPrefab;
    j["roomLimit"] = o.roomLimit;
    j["lookahead"] = o.lookahead;
    j["lookaheadWidth"] = o.lookaheadWidth;
    j["lookaheadSlack"] = o.lookaheadSlack;
    j["restarts"] = o.restarts;
    return j;
}

GeneratorOptions optionsFromJson(const Json &doc) {
    const JsonCursor c(doc);
    requireKeys(c, {"selector",        "fitness",     "combinator",     "cache",          "refreshEvery",
                    "prefabSelector",  "moveDivisor", "divisorMode",    "doors",          "doorFraction",
                    "backtrackBudget", "closeLoops",  "randomTies",     "fixedStart",     "startPrefab",
                    "roomLimit",       "lookahead",   "lookaheadWidth", "lookaheadSlack", "restarts"});
    GeneratorOptions o;
    if (c.has("selector"))
        o.selector = kindFromJson(c["selector"], std::array{SelectorKind::Random, SelectorKind::BestSearch},
                                  selectorName);
    // Maps saved before the thesis model was the default carry no "fitness": they were built with the
    // normalised model, so that is what a missing field means.
    o.fitness = FitnessModel::Normalised;
    if (c.has("fitness"))
        o.fitness = kindFromJson(
            c["fitness"], std::array{FitnessModel::Thesis, FitnessModel::Normalised},
            +[](FitnessModel m) { return fitnessModelName(m); });
    if (c.has("combinator")) {
        const JsonCursor k = c["combinator"];
        requireKeys(k, {"kind", "weights", "attack", "decay"});
        if (k.has("kind"))
            o.combinator.kind = kindFromJson(
                k["kind"], std::array{CombinatorKind::WeightedSum, CombinatorKind::Adaptive}, combinatorName);
        if (k.has("weights")) o.combinator.weights = weightsFromJson(k["weights"], o.combinator.weights);
        if (k.has("attack")) o.combinator.attack = weightsFromJson(k["attack"], o.combinator.attack);
        if (k.has("decay")) o.combinator.decay = weightsFromJson(k["decay"], o.combinator.decay);
    }
    if (c.has("cache"))
        o.cache = kindFromJson(c["cache"], std::array{CacheKind::None, CacheKind::Always, CacheKind::Refresh},
                               cacheName);
    o.refreshEvery = static_cast<int>(c.integerOr("refreshEvery", 1, 1000000, o.refreshEvery));
    if (c.has("prefabSelector"))
        o.prefabSelector = kindFromJson(c["prefabSelector"],
                                        std::array{PrefabSelectorKind::Dummy, PrefabSelectorKind::Probability,
                                                   PrefabSelectorKind::Cycle, PrefabSelectorKind::Rotate},
                                        prefabSelectorName);
    o.moveDivisor = c.numberOr("moveDivisor", o.moveDivisor);
    if (c.has("divisorMode"))
        o.divisorMode = kindFromJson(c["divisorMode"], std::array{DivisorMode::Fraction, DivisorMode::Stride},
                                     divisorModeName);
    if (c.has("doors"))
        o.doors = kindFromJson(c["doors"], std::array{DoorMode::All, DoorMode::Random}, doorModeName);
    o.doorFraction = c.numberOr("doorFraction", o.doorFraction);
    o.backtrackBudget = static_cast<int>(c.integerOr("backtrackBudget", 0, 100000000, o.backtrackBudget));
    o.closeLoops = c.booleanOr("closeLoops", o.closeLoops);
    o.randomTies = c.booleanOr("randomTies", o.randomTies);
    o.fixedStart = c.booleanOr("fixedStart", o.fixedStart);
    o.startPrefab = c.stringOr("startPrefab", o.startPrefab);
    o.roomLimit = static_cast<int>(c.integerOr("roomLimit", 0, 1000000, o.roomLimit));
    o.lookahead = static_cast<int>(c.integerOr("lookahead", 0, 64, o.lookahead));
    o.lookaheadWidth = static_cast<int>(c.integerOr("lookaheadWidth", 1, 1000, o.lookaheadWidth));
    o.lookaheadSlack = c.numberOr("lookaheadSlack", o.lookaheadSlack);
    // Absent: written before there were restarts, so one build (the same seed makes the same map).
    o.restarts = static_cast<int>(c.integerOr("restarts", 1, 1000, 1));
    validateOptions(o);
    return o;
}

} // namespace tessera::rooms
