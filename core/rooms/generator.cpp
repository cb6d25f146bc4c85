#include "rooms/generator.h"

#include "common/bench.h"
#include "common/error.h"
#include "rooms/lookahead.h"
#include "rooms/moveenumerator.h"
#include "rooms/moveevaluator.h"

#include <algorithm>
#include <cmath>

namespace tessera::rooms {

namespace {

enum class StepOutcome { Placed, DeadEnd, Cancelled };

class Run {
public:
    Run(std::shared_ptr<const PrefabSet> set, const GeneratorOptions &options, std::uint64_t seed,
        ProgressSink *progress, const CancelToken *cancel)
        : mSet(std::move(set))
        , mOptions(options)
        , mRng(0)
        , mMap(mSet)
        , mMoves(&mInstances)
        , mEval(options.fixedStart, options.closeLoops, options.fitness)
        , mCache(options.cache, options.refreshEvery)
        , mCombinator(options.combinator)
        , mPrefabSelector(options.prefabSelector, weightsOf(*mSet))
        , mReporter(progress, cancel) {
        validateOptions(options);
        // Separate streams, so door subsets do not change when a selection option does.
        Rng root(seed);
        Rng doorRng = root.split();
        mRng = root.split();
        mInstances = makeInstances(*mSet, options.doors, options.doorFraction, doorRng);
        const int total = mSet->totalRooms();
        if (options.roomLimit > total)
            throw Error("the prefab set makes only " + std::to_string(total) + " rooms, " +
                            std::to_string(options.roomLimit) + " were asked for",
                        "roomLimit");
        mTarget = options.roomLimit > 0 ? options.roomLimit : total;
        mKind = placementKinds(*mSet, mInstances);
        // Prefabs of one kind share one move list (and its measures) when their lists would hold the
        // same cache entries anyway: no cache, or every list offered and scored in full at every step
        // (until an undo marks moves as tried for one prefab and not the others: backtrack()).
        mSharing = options.shareKinds &&
                   (options.cache == CacheKind::None ||
                    (options.prefabSelector == PrefabSelectorKind::Dummy && options.moveDivisor >= 1.0 &&
                     (options.selector == SelectorKind::BestSearch || options.recordCandidates)));
        if (mSharing) mMoves.shareKinds(mKind);
        // Objectives without weight are not measured per move (they would add 0); adaptive weights stay
        // zero or non-zero, so the mask holds for the whole run. Playback wants every value.
        mMask = 0;
        for (int i = 0; i < kObjectiveCount; ++i)
            if (options.recordCandidates || options.combinator.weights[static_cast<std::size_t>(i)] != 0)
                mMask |= 1u << i;
        if (!options.startPrefab.empty()) {
            mStartPrefab = mSet->find(options.startPrefab);
            if (mStartPrefab < 0) throw Error("no prefab named '" + options.startPrefab + "'", "startPrefab");
            if (mSet->entries[static_cast<std::size_t>(mStartPrefab)].count == 0)
                throw Error("prefab '" + options.startPrefab + "' has count 0", "startPrefab");
        } else {
            std::vector<double> w;
            for (const auto &e : mSet->entries) w.push_back(e.count > 0 ? e.weight : 0.0);
            mStartPrefab = static_cast<int>(mRng.weighted(w));
        }
    }

    GenerationResult run() {
        const double t0 = nowSeconds();
        GenerationResult result(mSet);
        replay();
        while (mMap.roomCount() < mTarget) {
            mReporter.report(static_cast<double>(mMap.roomCount()) / mTarget,
                             "placed " + std::to_string(mMap.roomCount()) + " of " + std::to_string(mTarget) +
                                 " rooms");
            if (mReporter.cancelled()) {
                result.status = GenerationStatus::Cancelled;
                break;
            }
            const StepOutcome outcome = step();
            if (outcome == StepOutcome::Cancelled) {
                result.status = GenerationStatus::Cancelled;
                break;
            }
            if (outcome == StepOutcome::Placed) continue;
            if (!backtrack()) {
                result.status = GenerationStatus::Failed;
                if (mBest.size() > mLog.size()) {
                    // Return the largest map reached (a dead end too) rather than wherever the undos ended.
                    mLog = mBest;
                    replay();
                }
                result.message = failureMessage();
                break;
            }
        }
        if (result.status == GenerationStatus::Complete)
            mReporter.report(1.0, "placed " + std::to_string(mTarget) + " rooms", true);
        mStats.seconds = nowSeconds() - t0;
        result.log = std::move(mLog);
        result.map = std::move(mMap);
        result.path = findMainPath(result.map, mOptions.fixedStart, mOptions.fitness);
        result.stats = mStats;
        return result;
    }

private:
    static std::vector<double> weightsOf(const PrefabSet &set) {
        std::vector<double> w;
        for (const auto &e : set.entries) w.push_back(e.weight);
        return w;
    }

    const RoomInstance &instance(int prefab, int k) const {
        return mInstances[static_cast<std::size_t>(prefab)][static_cast<std::size_t>(k)];
    }

    std::vector<int> offered() const {
        std::vector<int> out(mNext.size(), -1);
        for (std::size_t p = 0; p < mNext.size(); ++p)
            if (mNext[p] < static_cast<int>(mInstances[p].size())) out[p] = mNext[p];
        return out;
    }

    // Prefabs with an instance left, ascending.
    std::vector<int> remaining() const {
        std::vector<int> out;
        for (std::size_t p = 0; p < mNext.size(); ++p)
            if (mNext[p] < static_cast<int>(mInstances[p].size())) out.push_back(static_cast<int>(p));
        return out;
    }

    bool excluded(const Move &m, const std::vector<Move> &tried) const {
        return std::find(tried.begin(), tried.end(), m) != tried.end();
    }

    void afterPlacement(int room) {
        ++mNext[static_cast<std::size_t>(mMap.room(room).prefab)];
        if (room == 0) {
            mMoves.reset(mMap, offered());
        } else {
            mMoves.roomPlaced(mMap, room, offered());
        }
        mEval.update(mMap);
        mCache.roomPlaced(mMap.roomCount());
    }

    // Rebuilds every piece of state from the log (the start, and after an undo): the seed's idea of the
    // move list as a resumable state. The cache starts empty; adaptive weights replay the recorded picks.
    void replay() {
        mMap = RoomMap(mSet);
        mLookahead.clear(); // its plan was made on a map that an undo changed
        mNext.assign(static_cast<std::size_t>(mSet->size()), 0);
        mCombinator.reset();
        mPrefabSelector.reset();
        mCache.clear();
        if (mLog.steps.empty()) {
            PlacementStep first;
            first.prefab = mStartPrefab;
            first.instance = 0;
            first.doors = instance(mStartPrefab, 0).doors;
            mLog.steps.push_back(first);
        }
        for (int i = 0; i < mLog.size(); ++i) {
            PlacementStep &s = mLog.steps[static_cast<std::size_t>(i)];
            int room = 0;
            if (i == 0) {
                room = mMap.addRoom(s.prefab, s.instance, s.pos, s.doors);
                const MapMeasures m = measureMap(mMap, mOptions.fixedStart, mOptions.fitness);
                s.values = objectivesOf(m, mOptions.fixedStart, kAllObjectivesMask, mOptions.fitness);
                s.weights = mCombinator.weights();
                s.fitness = mCombinator.combine(s.values);
            } else {
                const Move move{s.prefab, s.instance, s.pos, s.door,
                                mMap.room(s.toRoom).doorIds[static_cast<std::size_t>(s.toDoor)]};
                room = applyMove(mMap, move, instance(s.prefab, s.instance), mOptions.closeLoops, nullptr);
                mCombinator.picked(s.values);
                mPrefabSelector.picked(s.prefab, remaining());
            }
            afterPlacement(room);
        }
    }

    BuildState state() const {
        return {*mSet, mOptions, mInstances, mMap, mMoves, mEval, mCombinator, mNext, mKind, mMask, mTarget};
    }

    StepOutcome step() {
        const int level = mMap.roomCount();
        if (static_cast<int>(mTried.size()) <= level) mTried.resize(static_cast<std::size_t>(level) + 1);
        const std::vector<Move> &tried = mTried[static_cast<std::size_t>(level)];

        // Prefabs with an instance left and a move that fits (and was not undone here before).
        mEligible.clear();
        for (int p = 0; p < mSet->size(); ++p) {
            if (mNext[static_cast<std::size_t>(p)] >=
                static_cast<int>(mInstances[static_cast<std::size_t>(p)].size()))
                continue;
            bool any = tried.empty() && mMoves.size(p) > 0;
            if (!tried.empty())
                for (const auto &c : mMoves.moves(p))
                    if (!excluded(c.move, tried)) {
                        any = true;
                        break;
                    }
            if (any) mEligible.push_back(p);
        }
        mPrefabSelector.offer(mEligible, remaining(), mRng, mOffered);
        mConsidered.clear();
        for (int p : mOffered) {
            if (tried.empty()) {
                const std::size_t at = mConsidered.size(), n = mMoves.size(p);
                mConsidered.resize(at + n);
                for (std::size_t i = 0; i < n; ++i) mConsidered[at + i] = {p, static_cast<int>(i)};
                continue;
            }
            const auto &list = mMoves.moves(p);
            for (std::size_t i = 0; i < list.size(); ++i)
                if (!excluded(list[i].move, tried)) mConsidered.push_back({p, static_cast<int>(i)});
        }
        if (mConsidered.empty()) return StepOutcome::DeadEnd;
        const int offeredCount = static_cast<int>(mConsidered.size());
        if (mOptions.moveDivisor < 1.0 && mOptions.divisorMode == DivisorMode::Stride) {
            const auto k =
                static_cast<std::size_t>(std::max(1L, std::lround(1.0 / (1.0 - mOptions.moveDivisor))));
            std::size_t kept = 0;
            for (std::size_t i = 0; i < mConsidered.size(); i += k) mConsidered[kept++] = mConsidered[i];
            mConsidered.resize(kept);
        } else if (mOptions.moveDivisor < 1.0) {
            const int keep = std::max(1, static_cast<int>(std::lround(mOptions.moveDivisor * offeredCount)));
            const auto picks = sampleIndices(offeredCount, std::min(keep, offeredCount), mRng);
            for (std::size_t i = 0; i < picks.size(); ++i)
                mConsidered[i] = mConsidered[static_cast<std::size_t>(picks[i])];
            mConsidered.resize(picks.size());
        }

        PlacementStep s;
        s.offered = offeredCount;
        s.considered = static_cast<int>(mConsidered.size());
        s.weights = mCombinator.weights();
        const bool scoreAll = mOptions.selector == SelectorKind::BestSearch || mOptions.recordCandidates;
        // Prefabs of one kind (same footprint and doors) have the same list of moves with the same
        // fitness and cache state. When the enumerator shares the kind's first list and every move of
        // every offered list is considered (lists in a row), the first list is scored and the others
        // take its scores, counts and draws: exact, the same map as scoring every list.
        const bool shareKinds =
            scoreAll && tried.empty() && mSharing && mOptions.moveDivisor >= 1.0 && mOffered.size() > 1;
        if (shareKinds) {
            mListScores.assign(mKind.size(), {});
            mTop.clear();
        }
        const auto score = [&](Candidate &c, bool &cached) {
            cached = mCache.lookup(c);
            if (cached) {
                ++s.cacheHits;
            } else {
                c.values = mEval.evaluate(mMap, c.move, instance(c.move.prefab, c.move.instance), mMask);
                mCache.store(c);
                ++s.evaluated;
            }
            return mCombinator.combine(c.values);
        };
        const auto candidateAt = [&](std::size_t i) -> Candidate & {
            return mMoves.moves(mConsidered[i].first)[static_cast<std::size_t>(mConsidered[i].second)];
        };
        int chosen = -1;
        if (mOptions.selector == SelectorKind::Random)
            chosen = static_cast<int>(mRng.below(mConsidered.size()));
        if (scoreAll) {
            double bestFitness = 0;
            int best = -1;
            std::uint64_t ties = 0;
            if (mOptions.recordCandidates) s.candidates.reserve(mConsidered.size());
            mFitness.resize(mConsidered.size());
            mHit.resize(mConsidered.size());
            const auto weigh = [&](std::size_t i, double f) {
                // Equally fit moves are common (the objectives are small integer measures), so the
                // seed picks among them uniformly (reservoir sampling): otherwise the enumeration
                // order would decide and most seeds would give the same map.
                const double tolerance = 1e-12 * std::max(1.0, std::abs(bestFitness));
                if (best < 0 || f > bestFitness + tolerance) {
                    best = static_cast<int>(i);
                    bestFitness = f;
                    ties = 1;
                } else if (mOptions.randomTies && f >= bestFitness - tolerance && mRng.below(++ties) == 0) {
                    best = static_cast<int>(i);
                }
            };
            const auto record = [&](std::size_t i, bool cached) {
                const Candidate &c = candidateAt(i);
                const MapDoor &d = mMap.door(c.move.mapDoor);
                s.candidates.push_back({c.move, d.room, d.door, mFitness[i], c.values, cached});
            };
            for (std::size_t i = 0; i < mConsidered.size();) {
                const int p = mConsidered[i].first;
                // Without sharing, every move is scored in one run.
                const std::size_t end = shareKinds ? i + mMoves.size(p) : mConsidered.size();
                const int source = shareKinds ? mMoves.sharedWith(p) : -1;
                const ListScore *from =
                    source >= 0 ? &mListScores[static_cast<std::size_t>(source)] : nullptr;
                if (from && from->start < 0) from = nullptr; // not scored this step
                if (!from) {
                    ListScore &own = shareKinds ? mListScores[static_cast<std::size_t>(p)] : mNoList;
                    own = {};
                    own.start = static_cast<std::ptrdiff_t>(i);
                    own.topBegin = mTop.size();
                    double top = 0, floor = 0;
                    // Sharing, the run is p's whole list.
                    std::vector<Candidate> *list = shareKinds ? &mMoves.moves(p) : nullptr;
                    for (; i < end; ++i) {
                        if ((i & 4095) == 4095 && mReporter.cancelled()) return StepOutcome::Cancelled;
                        bool cached = false;
                        const double f = score(
                            list ? (*list)[i - static_cast<std::size_t>(own.start)] : candidateAt(i), cached);
                        mFitness[i] = f;
                        mHit[i] = cached;
                        own.hits += cached ? 1 : 0;
                        weigh(i, f);
                        if (mOptions.recordCandidates) record(i, cached);
                        if (!shareKinds) continue;
                        // The moves within reach of the list's fittest (a margin well above the tie
                        // tolerance): the only ones of a copy that can win or tie once this list is weighed.
                        const auto k = static_cast<int>(i - static_cast<std::size_t>(own.start));
                        if (k == 0 || f > top) {
                            top = f;
                            floor = top - 1e-9 * std::max(1.0, std::abs(top));
                            std::size_t keep = own.topBegin;
                            for (std::size_t t = own.topBegin; t < mTop.size(); ++t)
                                if (mFitness[static_cast<std::size_t>(own.start + mTop[t])] >= floor)
                                    mTop[keep++] = mTop[t];
                            mTop.resize(keep);
                            mTop.push_back(k);
                        } else if (f >= floor) {
                            mTop.push_back(k);
                        }
                    }
                    own.topEnd = mTop.size();
                    continue;
                }
                // A copy of the list scored at from->start.
                const auto at = static_cast<std::size_t>(from->start);
                if (mOptions.recordCandidates || mOptions.lookahead > 0) // they read every fitness
                    std::copy(mFitness.begin() + static_cast<std::ptrdiff_t>(at),
                              mFitness.begin() + static_cast<std::ptrdiff_t>(at + (end - i)),
                              mFitness.begin() + static_cast<std::ptrdiff_t>(i));
                if (mOptions.recordCandidates) {
                    for (std::size_t k = 0; i < end; ++i, ++k) {
                        const bool cached = mHit[at + k];
                        mHit[i] = cached;
                        ++(cached ? s.cacheHits : s.evaluated);
                        weigh(i, mFitness[i]);
                        record(i, cached);
                    }
                    continue;
                }
                s.cacheHits += from->hits;
                s.evaluated += static_cast<long long>(end - i) - from->hits;
                // The other moves are below the fittest so far by more than the tie tolerance.
                for (std::size_t t = from->topBegin; t < from->topEnd; ++t)
                    weigh(i + static_cast<std::size_t>(mTop[t]),
                          mFitness[at + static_cast<std::size_t>(mTop[t])]);
                i = end;
            }
            if (mOptions.selector == SelectorKind::BestSearch) chosen = best;
            if (mOptions.selector == SelectorKind::BestSearch && mOptions.lookahead > 0) {
                const int ahead = mLookahead.choose(state(), mConsidered, mFitness, mRng, mReporter);
                if (ahead == -2) return StepOutcome::Cancelled;
                if (ahead >= 0) chosen = ahead;
            }
        } else {
            bool cached = false;
            score(candidateAt(static_cast<std::size_t>(chosen)), cached);
        }
        // A move of a shared list has its kind's first list's values.
        const auto &at = mConsidered[static_cast<std::size_t>(chosen)];
        const Candidate pick = mMoves.candidate(at.first, static_cast<std::size_t>(at.second));
        const double pickedFitness = mCombinator.combine(pick.values);
        mStats.considered += s.considered;
        mStats.evaluated += s.evaluated;
        mStats.cacheHits += s.cacheHits;

        const Move &m = pick.move;
        const MapDoor &target = mMap.door(m.mapDoor);
        s.prefab = m.prefab;
        s.instance = m.instance;
        s.pos = m.pos;
        s.doors = instance(m.prefab, m.instance).doors;
        s.door = m.door;
        s.toRoom = target.room;
        s.toDoor = target.door;
        // The full breakdown for the log: objectives without weight were skipped while scoring.
        s.values = mEval.evaluate(mMap, m, instance(m.prefab, m.instance));
        for (int i = 0; i < kObjectiveCount; ++i)
            if (mMask >> i & 1u)
                s.values[static_cast<std::size_t>(i)] = pick.values[static_cast<std::size_t>(i)];
        s.fitness = pickedFitness;
        const int room = applyMove(mMap, m, instance(m.prefab, m.instance), mOptions.closeLoops, &s.loops);
        mCombinator.picked(s.values);
        mPrefabSelector.picked(m.prefab, remaining());
        mLog.steps.push_back(std::move(s));
        afterPlacement(room);
        return StepOutcome::Placed;
    }

    // Undoes the last placement and marks its move as tried at that step. False when the budget is
    // spent or only the first room is left.
    bool backtrack() {
        if (mStats.backtracks >= mOptions.backtrackBudget || mLog.size() <= 1) return false;
        ++mStats.backtracks;
        if (mLog.size() > mBest.size()) mBest = mLog; // the largest map reached, kept for a failure
        const PlacementStep last = mLog.steps.back();
        mLog.steps.pop_back();
        const auto level = static_cast<std::size_t>(mLog.size());
        const Move undone{last.prefab, last.instance, last.pos, last.door,
                          -1 /* filled below, after the replay knows the door ids */};
        if (mTried.size() <= level + 1) mTried.resize(level + 2);
        mTried[level + 1].clear(); // a new branch below this step
        if (mSharing && mOptions.cache != CacheKind::None) {
            // From here on the lists of one kind may differ in what is cached (moves tried for one
            // prefab only are not scored), so each keeps its own.
            mSharing = false;
            mMoves.shareKinds({});
        }
        replay();
        Move m = undone;
        m.mapDoor = mMap.room(last.toRoom).doorIds[static_cast<std::size_t>(last.toDoor)];
        mTried[level].push_back(m);
        return true;
    }

    std::string failureMessage() const {
        std::string left;
        for (int p = 0; p < mSet->size(); ++p) {
            const int remaining = static_cast<int>(mInstances[static_cast<std::size_t>(p)].size()) -
                                  mNext[static_cast<std::size_t>(p)];
            if (remaining <= 0) continue;
            left += (left.empty() ? "" : ", ") + std::to_string(remaining) + " x " + mSet->prefab(p).name();
        }
        int open = 0;
        for (const auto &d : mMap.doors()) open += d.open() ? 1 : 0;
        std::string msg = "no room fits after placing " + std::to_string(mMap.roomCount()) + " of " +
                          std::to_string(mTarget) + " rooms (left: " + left + "; " + std::to_string(open) +
                          " open doors, none with space for them)";
        if (mOptions.backtrackBudget > 0)
            msg += "; the backtracking budget of " + std::to_string(mOptions.backtrackBudget) +
                   " undos is used up (this is the largest map it reached)";
        else
            msg += "; backtracking is off (allow undos with a backtrack budget)";
        return msg;
    }

    std::shared_ptr<const PrefabSet> mSet;
    GeneratorOptions mOptions;
    Rng mRng;
    InstanceTable mInstances;
    RoomMap mMap;
    MoveEnumerator mMoves;
    MoveEvaluator mEval;
    FitnessCache mCache;
    Combinator mCombinator;
    PrefabSelector mPrefabSelector;
    ProgressReporter mReporter;
    int mTarget = 0;
    unsigned mMask = kAllObjectivesMask;
    int mStartPrefab = 0;
    std::vector<int> mNext;
    // How a step scored one list: where it starts in mConsidered, the cache hits, and the moves that
    // came within reach of its fittest (offsets in the list: mTop[topBegin, topEnd)).
    struct ListScore {
        std::ptrdiff_t start = -1;
        long long hits = 0;
        std::size_t topBegin = 0, topEnd = 0;
    };
    std::vector<int> mKind;             // placementKinds()
    bool mSharing = false;              // the enumerator shares the lists of one kind
    std::vector<ListScore> mListScores; // step: per prefab
    ListScore mNoList;                  // step: scratch when not sharing
    std::vector<int> mTop;
    std::vector<char> mHit; // step: per considered move, whether the cache had its values
    Lookahead mLookahead;
    PlacementLog mLog;
    PlacementLog mBest;
    std::vector<std::vector<Move>> mTried;
    GenerationStats mStats;
    std::vector<int> mEligible;
    std::vector<int> mOffered;
    std::vector<std::pair<int, int>> mConsidered;
    std::vector<double> mFitness; // of each considered move (best search)
};

} // namespace

GenerationResult buildMap(std::shared_ptr<const PrefabSet> set, const GeneratorOptions &options,
                          std::uint64_t seed, ProgressSink *progress, const CancelToken *cancel) {
    if (!set) throw Error("no prefab set");
    return Run(std::move(set), options, seed, progress, cancel).run();
}

} // namespace tessera::rooms
