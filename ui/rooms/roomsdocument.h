#pragma once

#include "rooms/generatoroptions.h"
#include "rooms/prefabset.h"
#include "ui/common/document.h"
#include "ui/rooms/prefabdraft.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace tessera::rooms::ui {

// The room-map workbench's document: the prefab set being edited (as drafts), the generator options
// and the seed, with their undo stack. The map is not part of it: it is what the core generates from these.
// Views never change the document directly: they push the commands in ui/rooms/commands/, which call the
// mutators below and are their only callers (tests and loading aside).
class RoomsDocument : public tessera::ui::Document {
    Q_OBJECT
public:
    explicit RoomsDocument(QObject *parent = nullptr);
    ~RoomsDocument() override;

    const std::string &setName() const { return mSetName; }
    // Where the set came from, for people: a bundled set's title or a file name.
    QString setSource() const { return mSource; }
    // Whether the prefabs differ from the ones the set was loaded with.
    bool isEdited() const { return mPrefabs != mOriginal; }
    // The bundled set's resource path or the file the set was read from; empty when made here.
    QString setPath() const { return mSetPath; }
    const std::vector<PrefabDraft> &prefabs() const { return mPrefabs; }
    int prefabCount() const { return int(mPrefabs.size()); }
    const PrefabDraft &prefab(int row) const { return mPrefabs.at(std::size_t(row)); }
    int rowOfName(const std::string &name) const;
    // A name not used in the set, from base ("room", "room-2", ...).
    std::string freshName(const std::string &base) const;

    // The set as the core accepts it, or null; problem() then says why (the set file's JSON path and
    // the core's message). Compiled once per change.
    std::shared_ptr<const PrefabSet> compiledSet() const;
    QString problem() const;

    const GeneratorOptions &options() const { return mOptions; }
    std::uint64_t seed() const { return mSeed; }

    // A new document (a map opened): the undo history starts over and the state is clean.
    void reset(const std::string &name, std::vector<PrefabDraft> prefabs, const QString &source,
               const QString &path, const GeneratorOptions &options, std::uint64_t seed);

    // --- Mutators for the commands ---
    void replaceSet(const std::string &name, std::vector<PrefabDraft> prefabs, const QString &source,
                    const QString &path);
    void setTiles(int row, const std::vector<std::pair<Point, Tile>> &tiles);
    void replacePrefab(int row, PrefabDraft prefab);
    void insertPrefab(int row, PrefabDraft prefab);
    PrefabDraft takePrefab(int row);
    void setSettings(const GeneratorOptions &options, std::uint64_t seed);

signals:
    void setReset();
    void prefabInserted(int row);
    void prefabRemoved(int row);
    void prefabChanged(int row);
    // After any change of the set (for the generator).
    void setChanged();
    void settingsChanged();

private:
    void changed();

    std::string mSetName;
    QString mSource;
    QString mSetPath;
    std::vector<PrefabDraft> mPrefabs;
    std::vector<PrefabDraft> mOriginal;
    GeneratorOptions mOptions;
    std::uint64_t mSeed = 1;
    mutable bool mCompiled = false;
    mutable std::shared_ptr<const PrefabSet> mSet;
    mutable QString mProblem;
};

} // namespace tessera::rooms::ui
