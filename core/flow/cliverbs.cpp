#include "flow/cliverbs.h"

#include "flow/flowmodule.h"

#include "cli/packoutput.h"
#include "cli/registry.h"
#include "common/fileio.h"
#include "flow/fastsolver.h"
#include "flow/formats.h"
#include "flow/generatepack.h"
#include "flow/generator.h"
#include "flow/grader.h"
#include "flow/referencesolver.h"
#include "pack/levelpack.h"

#include <cmath>
#include <filesystem>
#include <limits>
#include <ostream>

namespace tessera::flow {

namespace {

const std::string kInputUsage =
    "  FILE...                puzzles in any supported format: our JSON (tessera-flow), a tessera pack\n"
    "                         (its flow levels), the ASCII format (one row per line, a letter or digit\n"
    "                         per endpoint, '.' or any other character empty; puzzles separated by a\n"
    "                         blank line) or the \"W H\" header stream (\"0 0\" ends it); - reads stdin\n"
    "  --rule strict|any      the rule to solve under (default: each level's own, else strict)\n";

struct Input {
    std::string name;
    Puzzle puzzle;
};

std::vector<Input> readInputs(const cli::Args &args) {
    if (args.positionals().empty()) throw Error("no input file given (see --help)");
    const bool several = args.positionals().size() > 1;
    std::vector<Input> all;
    for (const std::string &file : args.positionals()) {
        // "-" is standard input, bounded like any file (it was read to its end, however long).
        std::vector<LoadedPuzzle> loaded =
            file == "-" ? parsePuzzles(readTextFile(file), "stdin") : loadPuzzles(file);
        for (LoadedPuzzle &l : loaded)
            all.push_back({several ? file + ":" + l.name : l.name, std::move(l.puzzle)});
    }
    return all;
}

void applyRule(const cli::Args &args, std::vector<Input> &inputs) {
    if (!args.has("rule")) return;
    const Rule rule = parseRule(args.str("rule", "strict"), "--rule");
    for (Input &in : inputs) in.puzzle.rule = rule;
}

OrderedJson solutionJson(const Puzzle &puzzle, const Solution &solution) {
    OrderedJson j;
    j["grid"] = solutionRows(puzzle, solution);
    j["paths"] = OrderedJson::parse(solutionToJson(puzzle, solution)["paths"].dump());
    return j;
}

OrderedJson head(const Input &in) {
    OrderedJson j;
    j["name"] = in.name;
    j["rows"] = in.puzzle.rows;
    j["cols"] = in.puzzle.cols;
    j["colours"] = in.puzzle.colourCount();
    j["rule"] = ruleName(in.puzzle.rule);
    return j;
}

// What solve and count share: the solver, the limit, the budget and the inputs with --rule applied.
struct SolveRun {
    std::string solver;
    int limit = 2;
    long long budget = -1; // -1: defaultSolveNodes of each puzzle (fast) or kDefaultSolveNodes
    std::vector<Input> inputs;
    SolveResult run(const Puzzle &puzzle, int keep) const {
        if (solver == "reference") {
            ReferenceSolveOptions o;
            o.rule = puzzle.rule;
            o.limit = limit;
            o.keep = keep;
            o.maxWork = budget >= 0 ? budget : kDefaultSolveNodes;
            return solveReference(puzzle, o);
        }
        FastSolveOptions o;
        o.rule = puzzle.rule;
        o.limit = limit;
        o.keep = keep;
        o.maxNodes = budget >= 0 ? budget : defaultSolveNodes(puzzle);
        return solveFast(puzzle, o);
    }
};

SolveRun solveRun(const cli::Args &args) {
    SolveRun r;
    r.solver = args.str("solver", "fast");
    if (r.solver != "fast" && r.solver != "reference")
        throw Error("--solver: expected \"fast\" or \"reference\", found \"" + r.solver + "\"");
    r.limit = static_cast<int>(args.integer("limit", 2, 1, 1000000000));
    r.budget = args.integer("budget", -1, 0, std::numeric_limits<long long>::max());
    r.inputs = readInputs(args);
    applyRule(args, r.inputs);
    args.rejectUnused();
    return r;
}

// Where clause learning settled the count (or tried to): its conflicts, and that the proof is its.
void clauseProof(OrderedJson &j, const SolveResult &r) {
    if (r.satConflicts > 0 || r.provedBySat) j["clause_conflicts"] = r.satConflicts;
    if (r.provedBySat) j["proved_by"] = "clauses";
}

int solveVerb(const cli::Args &args, cli::Context &ctx) {
    const SolveRun run = solveRun(args);
    for (const Input &in : run.inputs) {
        const SolveResult r = run.run(in.puzzle, 2);
        OrderedJson j = head(in);
        j["solver"] = run.solver;
        j["status"] = statusName(r.status());
        j["solutions"] = r.count;
        j["exact"] = r.exhausted;
        j["nodes"] = r.nodes;
        clauseProof(j, r);
        if (r.stopped()) j["stopped"] = r.stopReason();
        j["solution"] = r.solutions.empty() ? OrderedJson(nullptr) : solutionJson(in.puzzle, r.solutions[0]);
        if (r.solutions.size() >= 2) {
            j["second"] = solutionJson(in.puzzle, r.solutions[1]);
            OrderedJson cells = OrderedJson::array();
            for (Point p : differingCells(in.puzzle, r.solutions[0], r.solutions[1]))
                cells.push_back(OrderedJson::array({p.row, p.col}));
            j["differ"] = cells;
        }
        if (r.rejected) j["rejected"] = r.rejected;
        ctx.out << j.dump() << '\n';
    }
    return 0;
}

int countVerb(const cli::Args &args, cli::Context &ctx) {
    const SolveRun run = solveRun(args);
    for (const Input &in : run.inputs) {
        const SolveResult r = run.run(in.puzzle, 0);
        OrderedJson j = head(in);
        j["solver"] = run.solver;
        j["solutions"] = r.count;
        j["limit"] = run.limit;
        j["exact"] = r.exhausted;
        j["status"] = statusName(r.status());
        j["nodes"] = r.nodes;
        clauseProof(j, r);
        if (r.stopped()) j["stopped"] = r.stopReason();
        ctx.out << j.dump() << '\n';
    }
    return 0;
}

int gradeVerb(const cli::Args &args, cli::Context &ctx) {
    const bool trace = args.flag("trace");
    const bool noLookahead = args.flag("no-lookahead");
    const long long budget = args.integer("budget", -1, 0, std::numeric_limits<long long>::max());
    std::vector<Input> inputs = readInputs(args);
    applyRule(args, inputs);
    args.rejectUnused();
    for (const Input &in : inputs) {
        GraderOptions o;
        o.rule = in.puzzle.rule;
        o.lookahead = !noLookahead;
        o.maxNodes = budget >= 0 ? budget : defaultSolveNodes(in.puzzle);
        const GradeResult g = grade(in.puzzle, o);
        OrderedJson j = head(in);
        const OrderedJson gj = OrderedJson::parse(g.toJson(trace).dump());
        for (auto it = gj.begin(); it != gj.end(); ++it) j[it.key()] = it.value();
        ctx.out << j.dump() << '\n';
    }
    return 0;
}

int convertVerb(const cli::Args &args, cli::Context &ctx) {
    const std::string to = args.str("to", "ascii");
    if (to != "ascii" && to != "header" && to != "json")
        throw Error("--to: expected \"ascii\", \"header\" or \"json\", found \"" + to + "\"");
    std::vector<Input> inputs = readInputs(args);
    applyRule(args, inputs);
    args.rejectUnused();
    if (to == "header") {
        std::vector<Puzzle> puzzles;
        for (const Input &in : inputs) puzzles.push_back(in.puzzle);
        ctx.out << toHeaderStream(puzzles);
        return 0;
    }
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (to == "ascii")
            ctx.out << (i ? "\n" : "") << toAscii(inputs[i].puzzle);
        else
            ctx.out << fileToJson(inputs[i].puzzle, nullptr, inputs[i].name).dump() << '\n';
    }
    return 0;
}

GeneratorOptions generatorOptions(const cli::Args &args) {
    GeneratorOptions g;
    const int size = static_cast<int>(args.integer("size", 9, 2, kMaxSide));
    g.rows = static_cast<int>(args.integer("rows", size, 2, kMaxSide));
    g.cols = static_cast<int>(args.integer("cols", size, 2, kMaxSide));
    const int fallback = std::max(1, static_cast<int>(std::lround(std::sqrt(g.rows * g.cols))));
    const int colours = static_cast<int>(args.integer("colours", fallback, 1, kMaxColours));
    g.minColours = static_cast<int>(args.integer("min-colours", colours, 1, kMaxColours));
    g.maxColours =
        static_cast<int>(args.integer("max-colours", std::max(colours, g.minColours), 1, kMaxColours));
    g.rule = parseRule(args.str("rule", "strict"), "--rule");
    const std::string method = args.str("method", "constructive");
    if (method == "constructive")
        g.method = GeneratorMethod::Constructive;
    else if (method == "random-endpoints")
        g.method = GeneratorMethod::RandomEndpoints;
    else
        throw Error("--method: expected \"constructive\" or \"random-endpoints\", found \"" + method + "\"");
    g.minPathLength = static_cast<int>(args.integer("min-length", g.minPathLength, 2, kMaxSide * kMaxSide));
    g.maxStraight = static_cast<int>(args.integer("max-straight", g.maxStraight, 0, kMaxSide));
    g.minBends = static_cast<int>(args.integer("min-bends", g.minBends, 0, kMaxSide * kMaxSide));
    g.allowSquares = args.flag("allow-squares");
    g.allowAdjacentPair = args.flag("allow-adjacent-pair");
    g.allowTouchingEndpoints = !args.flag("no-touching-endpoints");
    g.maxAttempts = static_cast<int>(args.integer("attempts", g.maxAttempts, 1, 100000000));
    g.solverNodes = args.integer("solver-nodes", g.solverNodes, 0, 1LL << 40);
    g.repairs = static_cast<int>(args.integer("repairs", g.repairs, 0, 1000));
    try {
        checkGeneratorOptions(g);
    } catch (const Error &e) {
        throw Error("bad generator options: " + e.message());
    }
    return g;
}

int generateVerb(const cli::Args &args, cli::Context &ctx) {
    const GeneratorOptions g = generatorOptions(args);
    return cli::generateIntoPack(
        args, ctx, "Flow levels", "level",
        [&](const cli::SeedRange &seeds, ProgressSink *progress) { return generatePack(g, seeds, progress); },
        [&](const pack::GeneratedLevels &) {
            return "not found within --attempts " + std::to_string(g.maxAttempts) +
                   "; try more attempts, a wider colour range or fewer quality options";
        });
}

const std::string kSolveOptions =
    "  --solver fast|reference   the fast solver (default) or the seed's reference search\n"
    "  --budget N             stop a search after N nodes (fast) or paths (reference); 0 = none\n"
    "                         (default 200000, on boards larger than 14x14 the fast solver's\n"
    "                         proportionally fewer); a search stopped so says \"stopped\": \"budget\", and "
    "its\n"
    "                         status is solved (uniqueness unknown within the budget) or unknown\n";

} // namespace

void registerCliVerbs(cli::Registry &registry) {
    registry.add(
        {kModuleId,
         "solve",
         "Solve puzzles and prove uniqueness; one JSON object per puzzle",
         "Usage: tessera-cli flow solve FILE... [options]\n" + kInputUsage + kSolveOptions +
             "  --limit N              stop after N solutions (default 2: proves uniqueness)\n"
             "Prints name, status (unique, multiple, unsolvable, solved, unknown), the solution grid\n"
             "and paths, and with two solutions the second one and the cells where they differ.\n",
         {},
         solveVerb});
    registry.add(
        {kModuleId,
         "count",
         "Count solutions up to a limit",
         "Usage: tessera-cli flow count FILE... [options]\n" + kInputUsage + kSolveOptions +
             "  --limit N              count up to N (default 2); \"exact\" says whether the count is all\n",
         {},
         countVerb});
    registry.add(
        {kModuleId,
         "grade",
         "Grade puzzles by human-style deduction layers",
         "Usage: tessera-cli flow grade FILE... [options]\n" + kInputUsage +
             "  --trace                include every layer: rule, width and cells\n"
             "  --no-lookahead         switch the lookahead rule off\n"
             "  --budget N             node budget of the uniqueness counter (default 200000, fewer on\n"
             "                         boards larger than 14x14; 0 = none)\n"
             "Prints the difficulty, layers per rule (depth), the widest layer, the fraction of cells\n"
             "decided by deduction alone and the counter's uniqueness verdict.\n",
         {"trace", "no-lookahead"},
         gradeVerb});
    registry.add({kModuleId,
                  "convert",
                  "Convert puzzles between the text formats and JSON",
                  "Usage: tessera-cli flow convert FILE... [options]\n" + kInputUsage +
                      "  --to ascii|header|json  output format (default ascii)\n",
                  {},
                  convertVerb});
    registry.add(
        {kModuleId,
         "generate",
         "Generate unique levels into a pack",
         "Usage: tessera-cli flow generate [options]\n"
         "  --size N               square board (default 9); or --rows R --cols C (2 to 64)\n"
         "  --colours K            colour pairs (default: round(sqrt(cells))); or a range with\n"
         "                         --min-colours A --max-colours B\n"
         "  --rule strict|any      the rule the level must be unique under (default strict)\n"
         "  --method M             constructive (default): random path cover, endpoints at path ends,\n"
         "                         uniqueness checked by the counter, repaired or retried;\n"
         "                         random-endpoints: the seed's way, for small boards only\n"
         "  --min-length L         cells per path, endpoints included (default 3)\n"
         "  --max-straight S       longest straight run of a path (default 0 = any)\n"
         "  --min-bends B          turns per path (default 0)\n"
         "  --allow-squares        allow 2x2 blocks of one colour (only possible under --rule any)\n"
         "  --allow-adjacent-pair  allow a colour's two endpoints side by side\n"
         "  --no-touching-endpoints  no endpoints of different colours side by side\n"
         "  --attempts N           covers or endpoint sets tried per level (default 2000)\n"
         "  --solver-nodes N       node budget of one uniqueness check (default 50000)\n"
         "  --repairs N            path splits tried on a cover with a second solution (default 4)\n" +
             cli::generateUsage() +
             "Each level records its seed, the options, the generator and the version, and as statistics\n"
             "the solution count and the grade. Exits with 1 when some level was not found.\n",
         {"allow-squares", "allow-adjacent-pair", "no-touching-endpoints", "append"},
         generateVerb});
}

} // namespace tessera::flow
