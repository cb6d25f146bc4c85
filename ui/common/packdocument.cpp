#include "ui/common/packdocument.h"

#include "pack/ramp.h"

#include <QFileInfo>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <string_view>
#include <thread>
#include <unordered_map>

namespace tessera::ui {

PackDocument::PackDocument(QObject *parent)
    : Document(parent)
    , mPack(std::make_shared<pack::LevelPack>()) {
    mPack->name = "Untitled pack";
    mPack->created = pack::nowIso8601();
}

PackDocument::~PackDocument() = default;

PackDocument::Snapshot PackDocument::snapshot() const {
    if (!mStale) mStale = std::make_shared<CancelToken>();
    return {mPack, mStale};
}

PackDocument::Claim PackDocument::claim() const {
    const Snapshot s = snapshot();
    return {s.pack, s.stale};
}

PackDocument::Snapshot PackDocument::Claim::take() const {
    Snapshot s{pack.lock(), stale};
    // Pairs with the fence in edit(): either the change sees this reference and leaves the pack alone,
    // or this sees the change coming.
    std::atomic_thread_fence(std::memory_order_seq_cst);
    if (!s.pack || !s.stale || s.stale->cancelled()) return {};
    return s;
}

pack::LevelPack &PackDocument::edit() {
    if (mStale) {
        // Readers of a snapshot are told it is stale; one that polls lets go between two levels.
        mStale->cancel();
        mStale.reset();
        std::atomic_thread_fence(std::memory_order_seq_cst); // see Claim::take
        const auto until = std::chrono::steady_clock::now() + kReleaseWait;
        while (mPack.use_count() > 1 && std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
    // A snapshot still being read: change a copy and leave it alone. The fence pairs with the reader's
    // release of its reference, so its reads are over when the count says so.
    if (mPack.use_count() > 1) mPack = std::make_shared<pack::LevelPack>(*mPack);
    std::atomic_thread_fence(std::memory_order_acquire);
    return *mPack;
}

int PackDocument::rowOfId(const std::string &id) const {
    for (int i = 0; i < levelCount(); ++i)
        if (mPack->levels[std::size_t(i)].id == id) return i;
    return -1;
}

PackDocument::RowFacts &PackDocument::facts(int row) const {
    if (mFacts.size() != mPack->levels.size()) mFacts.assign(mPack->levels.size(), RowFacts{});
    return mFacts.at(std::size_t(row));
}

pack::DifficultyState PackDocument::difficultyState(int row) const {
    std::optional<pack::DifficultyState> &state = facts(row).state;
    if (!state) state = pack::difficultyState(level(row));
    return *state;
}

const std::string &PackDocument::rampTier(int row) const {
    std::optional<std::string> &tier = facts(row).tier;
    if (!tier) tier = pack::rampTier(level(row));
    return *tier;
}

int PackDocument::rowOfContent(const pack::Level &level) const {
    const std::string hash = pack::contentHash(level);
    for (int i = 0; i < levelCount(); ++i)
        if (pack::contentHash(mPack->levels[std::size_t(i)]) == hash) return i;
    return -1;
}

QString PackDocument::displayName() const {
    if (!fileName().isEmpty()) return QFileInfo(fileName()).fileName();
    return mPack->name.empty() ? tr("Untitled pack") : QString::fromStdString(mPack->name);
}

void PackDocument::replaceAll(pack::LevelPack pack, const QString &path,
                              std::vector<pack::DifficultyState> states) {
    clearHistory(); // first, while its commands still match the pack
    emit aboutToReset();
    if (mStale) mStale->cancel(); // its pack is no longer the document's
    mStale.reset();
    mPack = std::make_shared<pack::LevelPack>(std::move(pack)); // a snapshot keeps the old one
    mFacts.assign(mPack->levels.size(), RowFacts{});
    if (states.size() == mFacts.size())
        for (std::size_t i = 0; i < states.size(); ++i) mFacts[i].state = states[i];
    emit reset();
    emit infoChanged();
    emit levelsChanged();
    setFileName(path);
    setTraceReport({}); // another pack's figures: its own are read after replaced()
    emit replaced();
}

const pack::LevelFigures *PackDocument::traceFigures(const std::string &id) const {
    const auto it = mFiguresById.find(id);
    return it == mFiguresById.end() ? nullptr : &mTraceReport.levels[it->second];
}

void PackDocument::setTraceReport(pack::TraceReport report) {
    if (report.levels.empty() && mTraceReport.levels.empty()) return;
    mTraceReport = std::move(report);
    mFiguresById.clear();
    for (std::size_t i = 0; i < mTraceReport.levels.size(); ++i)
        if (mTraceReport.levels[i].played()) mFiguresById.emplace(mTraceReport.levels[i].id, i);
    emit tracesChanged();
}

void PackDocument::newPack(const QString &name) {
    pack::LevelPack fresh;
    fresh.name = name.isEmpty() ? std::string("Untitled pack") : name.toStdString();
    fresh.created = pack::nowIso8601();
    replaceAll(std::move(fresh), {});
}

void PackDocument::load(const QString &path) {
    open(pack::load(path.toStdString()), path); // throws before anything changes
}

void PackDocument::open(pack::LevelPack pack, const QString &path,
                        std::vector<pack::DifficultyState> states) {
    replaceAll(std::move(pack), QFileInfo(path).absoluteFilePath(), std::move(states));
}

void PackDocument::loadUntitled(pack::LevelPack pack) {
    replaceAll(std::move(pack), {});
}

void PackDocument::loadRecovered(pack::LevelPack pack, const QString &path) {
    replaceAll(std::move(pack), path);
    markRecovered();
}

void PackDocument::save(const QString &path) {
    pack::save(*mPack, path.toStdString());
    savedAs(path, revision());
}

void PackDocument::savedAs(const QString &path, quint64 savedRevision) {
    setFileName(QFileInfo(path).absoluteFilePath());
    if (savedRevision == revision()) markSaved();
}

void PackDocument::insertLevels(int row, std::vector<pack::Level> levels, States states) {
    if (levels.empty()) return;
    row = std::clamp(row, 0, levelCount());
    const int count = int(levels.size());
    emit levelsAboutToBeInserted(row, count);
    std::vector<pack::Level> &list = edit().levels;
    const bool factsInStep = mFacts.size() == list.size();
    list.insert(list.begin() + row, std::make_move_iterator(levels.begin()),
                std::make_move_iterator(levels.end()));
    if (factsInStep) {
        mFacts.insert(mFacts.begin() + row, std::size_t(count), RowFacts{});
        if (states.size() == std::size_t(count))
            for (int i = 0; i < count; ++i) mFacts[std::size_t(row + i)].state = states[std::size_t(i)];
    }
    emit levelsInserted(row, count);
    emit levelsChanged();
}

std::vector<pack::Level> PackDocument::takeLevels(int first, int count, States *states) {
    if (count <= 0 || first < 0 || first + count > levelCount()) return {};
    emit levelsAboutToBeRemoved(first, count);
    std::vector<pack::Level> &list = edit().levels;
    const bool factsInStep = mFacts.size() == list.size();
    std::vector<pack::Level> taken(std::make_move_iterator(list.begin() + first),
                                   std::make_move_iterator(list.begin() + first + count));
    list.erase(list.begin() + first, list.begin() + first + count);
    if (factsInStep && states) {
        states->clear();
        for (int i = first; i < first + count; ++i) states->push_back(mFacts[std::size_t(i)].state);
    }
    if (factsInStep) mFacts.erase(mFacts.begin() + first, mFacts.begin() + first + count);
    emit levelsRemoved(first, count);
    emit levelsChanged();
    return taken;
}

void PackDocument::moveLevels(int first, int count, int destination) {
    if (count <= 0 || first < 0 || first + count > levelCount() || destination < 0 ||
        destination > levelCount())
        return;
    if (destination >= first && destination <= first + count) return; // lands where it is
    emit levelsAboutToBeMoved(first, count, destination);
    const auto move = [&](auto begin) {
        if (destination < first)
            std::rotate(begin + destination, begin + first, begin + first + count);
        else
            std::rotate(begin + first, begin + first + count, begin + destination);
    };
    std::vector<pack::Level> &levels = edit().levels;
    move(levels.begin());
    if (mFacts.size() == levels.size()) move(mFacts.begin());
    emit levelsMoved(first, count, destination);
    emit levelsChanged();
}

void PackDocument::replaceLevel(int row, pack::Level level) {
    edit().levels.at(std::size_t(row)) = std::move(level);
    if (std::size_t(row) < mFacts.size()) mFacts[std::size_t(row)] = RowFacts{};
    emit levelChanged(row);
    emit levelsChanged();
}

void PackDocument::setOrder(const std::vector<std::string> &ids) {
    const std::vector<pack::Level> &current = mPack->levels;
    if (ids.size() != current.size()) return;
    // Hashed: a sorted map of 5,000 ids was a sixth of a sort's time.
    std::unordered_map<std::string_view, std::size_t> rowById;
    rowById.reserve(current.size());
    for (std::size_t row = 0; row < current.size(); ++row) rowById[current[row].id] = row;
    // The whole permutation first: refused, it loses no level; accepted, the levels (and their kept
    // facts) are moved, not copied (a sort of 5,000 levels copied every level's data).
    std::vector<std::size_t> from;
    from.reserve(ids.size());
    for (const auto &id : ids) {
        auto it = rowById.find(id);
        if (it == rowById.end() || it->second == current.size()) return; // unknown or twice
        from.push_back(it->second);
        it->second = current.size();
    }
    emit levelsAboutToBeReordered();
    std::vector<pack::Level> &levels = edit().levels;
    std::vector<pack::Level> ordered;
    ordered.reserve(ids.size());
    for (std::size_t row : from) ordered.push_back(std::move(levels[row]));
    std::vector<RowFacts> facts(ordered.size());
    if (mFacts.size() == ordered.size())
        for (std::size_t i = 0; i < from.size(); ++i) facts[i] = std::move(mFacts[from[i]]);
    levels = std::move(ordered);
    mFacts = std::move(facts);
    emit levelsReordered(from);
    emit levelsChanged();
}

void PackDocument::setInfo(const std::string &name, const std::string &author,
                           const std::string &description) {
    pack::LevelPack &p = edit();
    p.name = name;
    p.author = author;
    p.description = description;
    emit infoChanged();
}

} // namespace tessera::ui
