#include "ui/rooms/roomsdocument.h"

#include "common/error.h"

namespace tessera::rooms::ui {

RoomsDocument::RoomsDocument(QObject *parent)
    : Document(parent) {}

RoomsDocument::~RoomsDocument() = default;

int RoomsDocument::rowOfName(const std::string &name) const {
    for (int i = 0; i < prefabCount(); ++i)
        if (mPrefabs[std::size_t(i)].name == name) return i;
    return -1;
}

std::string RoomsDocument::freshName(const std::string &base) const {
    return freshPrefabName(mPrefabs, base);
}

std::shared_ptr<const PrefabSet> RoomsDocument::compiledSet() const {
    if (!mCompiled) {
        mCompiled = true;
        mSet.reset();
        mProblem.clear();
        try {
            mSet = std::make_shared<const PrefabSet>(prefabSetFromJson(draftsToJson(mSetName, mPrefabs)));
        } catch (const Error &e) {
            mProblem = QString::fromStdString(e.what());
        }
    }
    return mSet;
}

QString RoomsDocument::problem() const {
    compiledSet();
    return mProblem;
}

void RoomsDocument::changed() {
    mCompiled = false;
    emit setChanged();
}

void RoomsDocument::reset(const std::string &name, std::vector<PrefabDraft> prefabs, const QString &source,
                          const QString &path, const GeneratorOptions &options, std::uint64_t seed) {
    clearHistory(); // first, while its commands still match the set
    setFileName({});
    replaceSet(name, std::move(prefabs), source, path);
    setSettings(options, seed);
}

void RoomsDocument::replaceSet(const std::string &name, std::vector<PrefabDraft> prefabs,
                               const QString &source, const QString &path) {
    mSetName = name;
    mPrefabs = std::move(prefabs);
    mSource = source;
    mSetPath = path;
    mOriginal = mPrefabs;
    emit setReset();
    changed();
}

void RoomsDocument::setTiles(int row, const std::vector<std::pair<Point, Tile>> &tiles) {
    paintTiles(mPrefabs.at(std::size_t(row)), tiles);
    emit prefabChanged(row);
    changed();
}

void RoomsDocument::replacePrefab(int row, PrefabDraft prefab) {
    mPrefabs.at(std::size_t(row)) = std::move(prefab);
    emit prefabChanged(row);
    changed();
}

void RoomsDocument::insertPrefab(int row, PrefabDraft prefab) {
    if (row < 0 || row > prefabCount()) row = prefabCount();
    mPrefabs.insert(mPrefabs.begin() + row, std::move(prefab));
    emit prefabInserted(row);
    changed();
}

PrefabDraft RoomsDocument::takePrefab(int row) {
    PrefabDraft d = std::move(mPrefabs.at(std::size_t(row)));
    mPrefabs.erase(mPrefabs.begin() + row);
    emit prefabRemoved(row);
    changed();
    return d;
}

void RoomsDocument::setSettings(const GeneratorOptions &options, std::uint64_t seed) {
    mOptions = options;
    mSeed = seed;
    emit settingsChanged();
}

} // namespace tessera::rooms::ui
