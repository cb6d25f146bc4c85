#pragma once

#include "ui/common/leveleditor.h"
#include "ui/common/modulepage.h"
#include "ui/rooms/mapresult.h"
#include "ui/rooms/roomsdocument.h"

class QAction;
class QTabWidget;
class QTimer;

namespace tessera::rooms::ui {

class MapGenerator;
class MapPage;
class PrefabPage;

// The room-map studio page. Its document is a prefab set with generator settings and a seed (one undo
// stack for tile painting, set edits and settings); the map on show is what the core generates from
// them, made again off the GUI thread after every change, newest request first. Two tabs: the map
// (settings, live map, placement playback) and the prefabs (set table and tile editor).
class RoomsWorkbench : public tessera::ui::ModulePage, public tessera::ui::LevelEditor {
    Q_OBJECT
public:
    enum Page { MapTab, PrefabsTab };

    RoomsWorkbench(tessera::ui::StudioContext &context, QWidget *parent = nullptr);
    ~RoomsWorkbench() override;

    bool openLevel(const pack::Level &level) override;
    LevelMaker levelMaker() const override;
    Json documentState() const override;
    std::optional<pack::Level> sourceLevel() const override { return mOpenedLevel; }
    bool restoreState(const Json &state) override;
    tessera::ui::Document &levelDocument() override { return mDocument; }
    const tessera::ui::Document &levelDocument() const override { return mDocument; }

    RoomsDocument &document() { return mDocument; }
    MapGenerator &generator() const { return *mGenerator; }
    MapPage *mapPage() const { return mMapPage; }
    PrefabPage *prefabPage() const { return mPrefabPage; }
    void setPage(Page page);
    Page page() const;
    // The map on show (null before the first one arrives).
    MapResultPtr result() const;
    // Title of the map's pack level: "Dungeon, seed 7, 21 rooms".
    QString mapTitle() const;

    // Loads a bundled set (resource path) or a set file as an undoable edit; false (after logging
    // why) when it cannot be read.
    bool useSet(const QString &path);
    // Opens a prefab set file (an undoable edit) or a map file (a new document).
    bool openFile(const QString &path);
    bool saveSetFile(const QString &path);
    bool saveMapFile(const QString &path);
    bool exportPng(const QString &path);
    bool exportTmj(const QString &path);
    // Asks for a new map now (edits do this by themselves).
    void regenerate();

signals:
    // A map arrived and is on show.
    void mapShown(tessera::rooms::ui::MapResultPtr result);

private:
    void createActions();
    void scheduleRegenerate();
    void onGenerated(const MapResultPtr &result);
    void onFailed(const QString &message);
    void showResult(const MapResultPtr &result);
    QString summaryOf(const MapResult &result) const;
    void message(const QString &text, bool warning = false);
    void openFileDialog();
    void openSetDialog();
    void saveSetDialog();
    void saveMapDialog();
    void exportPngDialog();
    void exportTmjDialog();
    QString dialogDirectory() const;

    RoomsDocument mDocument;
    MapGenerator *mGenerator;
    QTimer *mRegenerateTimer;
    QTabWidget *mTabs;
    MapPage *mMapPage;
    PrefabPage *mPrefabPage;
    // A map read from a level or file, shown as stored until a generation with its settings proves
    // to make the same map (then that one, with its candidate moves, replaces it).
    MapResultPtr mReadMap;
    std::optional<pack::Level> mOpenedLevel; // the pack level last opened, kept while its map is shown
    quint64 mVerifyRequest = 0;
};

} // namespace tessera::rooms::ui
