#include "ui/rooms/roomsworkbench.h"

#include "ui/common/dialogfolder.h"

#include "common/error.h"
#include "common/fileio.h"
#include "rooms/roomsmodule.h"
#include "ui/common/log.h"
#include "ui/common/pagetabs.h"
#include "ui/common/studiocontext.h"
#include "ui/rooms/bundledsets.h"
#include "ui/rooms/commands/replacesetcommand.h"
#include "ui/rooms/commands/setsettingscommand.h"
#include "ui/rooms/mapexport.h"
#include "ui/rooms/mapgenerator.h"
#include "ui/rooms/mappage.h"
#include "ui/rooms/mapview.h"
#include "ui/rooms/packlevel.h"
#include "ui/rooms/prefabpage.h"
#include "ui/rooms/roomsui.h"
#include "ui/rooms/settingspanel.h"
#include "ui/rooms/studiodefaults.h"
#include "ui/rooms/wording.h"

#include <QAction>
#include <QCheckBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tessera::rooms::ui {

namespace {
const char *kSetFilter = QT_TRANSLATE_NOOP("tessera::rooms::ui", "Prefab sets (*.json);;All files (*)");
const char *kOpenFilter =
    QT_TRANSLATE_NOOP("tessera::rooms::ui", "Room maps and prefab sets (*.json);;All files (*)");
const char *kMapFilter = QT_TRANSLATE_NOOP("tessera::rooms::ui", "Room maps (*.json);;All files (*)");

QString native(const QString &path) {
    return QDir::toNativeSeparators(path);
}
} // namespace

RoomsWorkbench::RoomsWorkbench(tessera::ui::StudioContext &context, QWidget *parent)
    : ModulePage(moduleUi(), context, parent)
    , mGenerator(new MapGenerator(this))
    , mRegenerateTimer(new QTimer(this)) {
    initRoomsResources();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar());
    mTabs = new tessera::ui::PageTabs;
    mTabs->setDocumentMode(true);
    layout->addWidget(mTabs, 1);
    mMapPage = new MapPage(mDocument, *undoStack());
    mPrefabPage = new PrefabPage(mDocument, *undoStack());
    mTabs->addTab(mMapPage, tr("&Map"));
    mTabs->setTabToolTip(MapTab, tr("Generator settings, the live map and the placement playback (Alt+M)"));
    mTabs->addTab(mPrefabPage, tr("&Prefabs"));
    mTabs->setTabToolTip(PrefabsTab, tr("The prefab set and the tile editor (Alt+P)"));
    setFocusProxy(mMapPage->view());

    // Several edits in one event-loop turn (a set replaced, a spin box and its slider) ask once.
    mRegenerateTimer->setSingleShot(true);
    mRegenerateTimer->setInterval(0);
    connect(mRegenerateTimer, &QTimer::timeout, this, &RoomsWorkbench::regenerate);
    connect(&mDocument, &RoomsDocument::setChanged, this, &RoomsWorkbench::scheduleRegenerate);
    connect(&mDocument, &RoomsDocument::settingsChanged, this, &RoomsWorkbench::scheduleRegenerate);
    connect(mGenerator, &MapGenerator::generated, this, &RoomsWorkbench::onGenerated);
    connect(mGenerator, &MapGenerator::failed, this,
            [this](quint64, const QString &text) { onFailed(text); });
    connect(mMapPage->settings(), &SettingsPanel::setRequested, this,
            [this](const QString &path) { useSet(path); });
    connect(mMapPage->settings(), &SettingsPanel::openSetRequested, this, &RoomsWorkbench::openSetDialog);

    createActions();
    // The message line under the tabs, shown while it has something to say. One line, cut at the page's
    // width (the log keeps the whole text): a wrapped label would make the page taller than the window.
    messageLabel()->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    messageLabel()->setContentsMargins(8, 2, 8, 4);
    messageLabel()->hide();
    layout->addWidget(messageLabel());

    // The first view: a map generated from the default bundled set with the studio's settings.
    mDocument.setSettings(studioDefaultOptions(), 1);
    try {
        const PrefabSet set = readPrefabSet(defaultSetPath());
        mDocument.replaceSet(set.name, draftsOf(set), setTitle(set.name), defaultSetPath());
    } catch (const Error &e) {
        context.log().error(
            tr("Room maps: the bundled prefab set cannot be read: %1").arg(QString::fromUtf8(e.what())));
    }
    regenerate();
}

RoomsWorkbench::~RoomsWorkbench() = default;

void RoomsWorkbench::createActions() {
    auto *open = makeAction(QStringLiteral(":/icons/openlevel.svg"), tr("Open…"),
                            QKeySequence(tr("Ctrl+Shift+O")), tr("Open a room map or a prefab set file"));
    open->setObjectName(QStringLiteral("open"));
    connect(open, &QAction::triggered, this, &RoomsWorkbench::openFileDialog);
    auto *saveMap =
        makeAction(QStringLiteral(":/icons/save.svg"), tr("Save Map…"), QKeySequence(tr("Ctrl+Alt+S")),
                   tr("Save the map as a room-map file (its prefab set inside)"));
    connect(saveMap, &QAction::triggered, this, &RoomsWorkbench::saveMapDialog);
    auto *saveSet = makeAction(QStringLiteral(":/icons/saveas.svg"), tr("Save Set…"), QKeySequence(),
                               tr("Save the prefab set as a set file"), false);
    connect(saveSet, &QAction::triggered, this, &RoomsWorkbench::saveSetDialog);
    toolBar()->addSeparator();
    auto *add =
        makeAction(QStringLiteral(":/icons/addtopack.svg"), tr("Add to Pack"), QKeySequence(),
                   tr("Add the map to the open pack with its statistics and provenance (Ctrl+Shift+A)"));
    add->setObjectName(QStringLiteral("addToPack"));
    connect(add, &QAction::triggered, this, &RoomsWorkbench::addThisLevelRequested);
    auto *png = makeAction(QStringLiteral(":/icons/export.svg"), tr("PNG…"), QKeySequence(tr("Ctrl+Shift+E")),
                           tr("Export the map as a PNG picture"));
    connect(png, &QAction::triggered, this, &RoomsWorkbench::exportPngDialog);
    auto *tmj =
        makeAction(QStringLiteral(":/icons/export.svg"), tr("Tiled…"), QKeySequence(tr("Ctrl+Shift+T")),
                   tr("Export the map as a Tiled map (.tmj) with its tileset image"));
    connect(tmj, &QAction::triggered, this, &RoomsWorkbench::exportTmjDialog);
    toolBar()->addSeparator();
    auto *again = makeAction({}, tr("Regenerate"), QKeySequence(Qt::Key_F5),
                             tr("Generate the map again (same seed)"), false);
    connect(again, &QAction::triggered, this, &RoomsWorkbench::regenerate);
    auto *next = makeAction({}, tr("Next Seed"), QKeySequence(Qt::Key_F6), tr("Generate with the next seed"));
    next->setObjectName(QStringLiteral("nextSeed"));
    connect(next, &QAction::triggered, this, [this] { mMapPage->settings()->stepSeed(1); });
    auto *previous = makeAction({}, tr("Previous Seed"), QKeySequence(Qt::SHIFT | Qt::Key_F6),
                                tr("Generate with the previous seed"), false);
    connect(previous, &QAction::triggered, this, [this] { mMapPage->settings()->stepSeed(-1); });
    toolBar()->addSeparator();
    auto *fit = makeAction({}, tr("Fit"), QKeySequence(),
                           tr("Fit the map to the window (Ctrl+0; wheel or Ctrl +/- to zoom)"));
    connect(fit, &QAction::triggered, this, [this] { mMapPage->view()->fitToWindow(); });

    // Playback and view keys (no toolbar buttons: the playback bar has them).
    const auto playback = [&](const QKeySequence &key, int delta, const QString &tip) {
        auto *a = makeAction({}, tip, key, tip, false);
        connect(a, &QAction::triggered, this, [this, delta] {
            setPage(MapTab);
            mMapPage->stepBy(delta);
        });
    };
    playback(QKeySequence(Qt::CTRL | Qt::Key_Left), -1, tr("Previous placement step"));
    playback(QKeySequence(Qt::CTRL | Qt::Key_Right), 1, tr("Next placement step"));
    playback(QKeySequence(Qt::CTRL | Qt::Key_Home), -1000000, tr("First placement step"));
    playback(QKeySequence(Qt::CTRL | Qt::Key_End), 1000000, tr("Last placement step"));
    auto *heat = makeAction({}, tr("Heat"), QKeySequence(Qt::Key_H),
                            tr("Show or hide the candidate moves' heat"), false);
    connect(heat, &QAction::triggered, this, [this] { mMapPage->heatBox()->toggle(); });
}

void RoomsWorkbench::setPage(Page page) {
    mTabs->setCurrentIndex(int(page));
}

RoomsWorkbench::Page RoomsWorkbench::page() const {
    return Page(mTabs->currentIndex());
}

MapResultPtr RoomsWorkbench::result() const {
    return mMapPage->result();
}

QString RoomsWorkbench::mapTitle() const {
    const MapResultPtr r = result();
    if (!r) return {};
    return tr("%1, seed %2, %3")
        .arg(setTitle(r->set().name).isEmpty() ? tr("Rooms") : setTitle(r->set().name))
        .arg(r->seed)
        .arg(counted(r->generation.map.roomCount(), tr("room"), tr("rooms")));
}

void RoomsWorkbench::message(const QString &text, bool warning) {
    showMessage(text, warning);
    messageLabel()->setVisible(!text.isEmpty());
    const QString line = QStringLiteral("%1: %2").arg(title(), text);
    if (warning)
        context().log().warning(line);
    else
        context().log().info(line);
}

void RoomsWorkbench::scheduleRegenerate() {
    mRegenerateTimer->start();
}

void RoomsWorkbench::regenerate() {
    mRegenerateTimer->stop();
    const std::shared_ptr<const PrefabSet> set = mDocument.compiledSet();
    if (!set) {
        mMapPage->setSummary(tr("The prefab set cannot be used: %1 (the map shows the last good set)")
                                 .arg(mDocument.problem()),
                             true);
        return;
    }
    mGenerator->request(set, mDocument.options(), mDocument.seed());
}

void RoomsWorkbench::onGenerated(const MapResultPtr &result) {
    if (mReadMap && result->request == mVerifyRequest) {
        mVerifyRequest = 0;
        if (!samePlacements(result->generation.log, mReadMap->generation.log)) {
            // The stored map stays on show: it is the level's truth, whatever these settings make now.
            mMapPage->setSummary(
                summaryOf(*mReadMap) +
                    tr("\nIts settings generate a different map in this version, so its candidate "
                       "moves cannot be shown; any change generates anew."),
                false);
            return;
        }
    }
    mReadMap.reset();
    showResult(result);
}

void RoomsWorkbench::onFailed(const QString &text) {
    if (mReadMap && mVerifyRequest) {
        mVerifyRequest = 0;
        return; // the stored map stays; nothing else went wrong
    }
    mMapPage->setSummary(tr("The generator refused the settings: %1").arg(text), true);
    message(tr("the generator refused the settings: %1").arg(text), true);
}

void RoomsWorkbench::showResult(const MapResultPtr &result) {
    mMapPage->setResult(result);
    const bool failed = result->generation.status == GenerationStatus::Failed;
    mMapPage->setSummary(summaryOf(*result), failed);
    emit mapShown(result);
}

QString RoomsWorkbench::summaryOf(const MapResult &r) const {
    const GenerationResult &g = r.generation;
    const QLocale locale;
    int loops = 0;
    for (const Connection &c : g.map.connections()) loops += c.loop ? 1 : 0;
    QString text =
        tr("%1 · main path %2 · %3")
            .arg(counted(g.map.roomCount(), tr("room"), tr("rooms")),
                 counted(g.path.length(), tr("room"), tr("rooms")), counted(loops, tr("loop"), tr("loops")));
    if (r.level) {
        text = tr("Read map: %1").arg(text);
    } else {
        text +=
            tr(" · %1 considered, %2 measured, %3 cached · %4 · %5 ms")
                .arg(counted(g.stats.considered, tr("move"), tr("moves")), locale.toString(g.stats.evaluated),
                     locale.toString(g.stats.cacheHits), counted(g.stats.backtracks, tr("undo"), tr("undos")))
                .arg(r.milliseconds, 0, 'f', 1);
        if (r.refining) text += tr(" · build 1 of %1, the fittest on its way").arg(r.refining);
    }
    if (g.status == GenerationStatus::Failed)
        text += tr("\nStopped: %1").arg(QString::fromStdString(g.message));
    return text;
}

tessera::ui::LevelEditor::LevelMaker RoomsWorkbench::levelMaker() const {
    const MapResultPtr r = result();
    if (!r || r->steps() == 0) return {};
    const std::string title = mapTitle().toStdString();
    const std::optional<pack::Level> opened = mOpenedLevel;
    return [r, title, opened](const CancelToken &cancel) -> std::optional<pack::Level> {
        if (r->refining) {
            // A first answer on show: the level is the full answer of the same settings, made here.
            GeneratorOptions options = r->options;
            options.restarts = r->refining;
            const auto full = generateResult(r->setPointer(), options, r->seed, &cancel);
            if (cancel.cancelled()) return std::nullopt;
            return makePackLevel(*full, title, opened ? &*opened : nullptr);
        }
        return makePackLevel(*r, title, opened ? &*opened : nullptr);
    };
}

Json RoomsWorkbench::documentState() const {
    // The set as drawn (a room may be invalid mid-edit) and the generator's settings; the map follows
    // from them.
    return Json{{"set", draftsToJson(mDocument.setName(), mDocument.prefabs())},
                {"source", mDocument.setSource().toStdString()},
                {"path", mDocument.setPath().toStdString()},
                {"options", Json::parse(optionsToJson(mDocument.options()).dump())},
                {"seed", mDocument.seed()}};
}

bool RoomsWorkbench::restoreState(const Json &state) {
    std::string name;
    std::vector<PrefabDraft> drafts;
    GeneratorOptions options;
    std::uint64_t seed = 1;
    QString source, path;
    try {
        const JsonCursor root(state);
        root.requireObject();
        drafts = draftsFromJson(root["set"].raw(), name);
        options = optionsFromJson(root["options"].raw());
        seed = root["seed"].raw().get<std::uint64_t>();
        source = QString::fromStdString(root.stringOr("source", ""));
        path = QString::fromStdString(root.stringOr("path", ""));
    } catch (const std::exception &error) {
        message(tr("the recovered map cannot be read: %1").arg(QString::fromUtf8(error.what())), true);
        return false;
    }
    auto *step = new QUndoCommand(tr("Recovered edits"));
    new ReplaceSetCommand(mDocument, name, drafts, source, path, step);
    new SetSettingsCommand(mDocument, options, seed, tr("Recovered settings"), {}, step);
    mDocument.undoStack()->push(step);
    return true;
}

bool RoomsWorkbench::openLevel(const pack::Level &level) {
    if (level.module != kModuleId) {
        message(tr("level \"%1\" is a %2 level, not a room map")
                    .arg(QString::fromStdString(level.title), QString::fromStdString(level.module)),
                true);
        return false;
    }
    RoomsLevel read;
    MapResultPtr map;
    try {
        read = levelFromJson(level.data, level.id, {}, false);
        if (!read.set)
            throw Error("the map refers to the prefab set file \"" + read.setFile +
                        "\", which a pack level cannot reach; add the map with its set inside");
        map = resultOfLevel(read);
    } catch (const Error &e) {
        message(tr("cannot open level \"%1\": %2")
                    .arg(QString::fromStdString(level.title), QString::fromUtf8(e.what())),
                true);
        return false;
    }
    mDocument.reset(read.set->name, draftsOf(*read.set), QString::fromStdString(level.title), {},
                    read.options.value_or(GeneratorOptions{}), read.seed.value_or(1));
    mRegenerateTimer->stop();
    mReadMap = map;
    mOpenedLevel = level;
    showResult(map);
    // Generate with the stored settings: when that makes the same map, its candidate moves can be played
    // back.
    if (read.options && read.seed)
        mVerifyRequest = mGenerator->request(read.set, *read.options, *read.seed, MapGenerator::FullAnswer);
    setPage(MapTab);
    return true;
}

bool RoomsWorkbench::useSet(const QString &path) {
    try {
        const PrefabSet set = readPrefabSet(path);
        const QString source =
            path.startsWith(QLatin1Char(':')) ? setTitle(set.name) : QFileInfo(path).fileName();
        undoStack()->push(new ReplaceSetCommand(mDocument, set.name, draftsOf(set), source, path));
        return true;
    } catch (const Error &e) {
        message(tr("cannot use the prefab set: %1").arg(QString::fromUtf8(e.what())), true);
        QMessageBox::warning(this, tr("Open Prefab Set"), QString::fromUtf8(e.what()));
        return false;
    }
}

bool RoomsWorkbench::openFile(const QString &path) {
    tessera::ui::rememberDialogPath(path);
    std::string format;
    try {
        const Json doc = parseJson(readTextFile(native(path).toStdString()), native(path).toStdString());
        if (doc.is_object() && doc.contains("format") && doc["format"].is_string())
            format = doc["format"].get<std::string>();
    } catch (const Error &e) {
        message(tr("cannot open %1: %2").arg(native(path), QString::fromUtf8(e.what())), true);
        QMessageBox::warning(this, tr("Open"), QString::fromUtf8(e.what()));
        return false;
    }
    if (format == kPrefabSetFormat) return useSet(path);
    if (format != kMapFormat) {
        const QString text =
            tr("%1 is neither a room map (\"%2\") nor a prefab set (\"%3\")")
                .arg(native(path), QString::fromLatin1(kMapFormat), QString::fromLatin1(kPrefabSetFormat));
        message(text, true);
        QMessageBox::warning(this, tr("Open"), text);
        return false;
    }
    if (!confirmDiscard()) return false;
    try {
        const RoomsLevel read = loadLevel(native(path).toStdString());
        pack::Level level;
        level.module = kModuleId;
        level.id = QFileInfo(path).fileName().toStdString();
        level.title = QFileInfo(path).completeBaseName().toStdString();
        RoomsLevel inline_ = read;
        inline_.setFile.clear();
        level.data = Json::parse(levelToJson(inline_).dump());
        if (!openLevel(level)) return false;
        mDocument.setFileName(QFileInfo(path).absoluteFilePath());
        return true;
    } catch (const Error &e) {
        message(tr("cannot open %1: %2").arg(native(path), QString::fromUtf8(e.what())), true);
        QMessageBox::warning(this, tr("Open Map"), QString::fromUtf8(e.what()));
        return false;
    }
}

bool RoomsWorkbench::saveSetFile(const QString &path) {
    const std::shared_ptr<const PrefabSet> set = mDocument.compiledSet();
    if (!set) {
        message(tr("the prefab set cannot be saved yet: %1").arg(mDocument.problem()), true);
        return false;
    }
    try {
        savePrefabSet(*set, native(path).toStdString());
        message(tr("saved the prefab set to %1").arg(native(path)));
        return true;
    } catch (const Error &e) {
        message(QString::fromUtf8(e.what()), true);
        return false;
    }
}

bool RoomsWorkbench::saveMapFile(const QString &path) {
    const MapResultPtr r = result();
    if (!r) return false;
    try {
        ui::saveMapFile(*r, path);
        message(tr("saved the map to %1").arg(native(path)));
        return true;
    } catch (const Error &e) {
        message(QString::fromUtf8(e.what()), true);
        return false;
    }
}

bool RoomsWorkbench::exportPng(const QString &path) {
    const MapResultPtr r = result();
    if (!r) return false;
    try {
        ui::exportPng(*r, path);
        message(tr("exported the map to %1").arg(native(path)));
        return true;
    } catch (const Error &e) {
        message(QString::fromUtf8(e.what()), true);
        return false;
    }
}

bool RoomsWorkbench::exportTmj(const QString &path) {
    const MapResultPtr r = result();
    if (!r) return false;
    try {
        const QStringList files = ui::exportTmj(*r, path);
        message(tr("exported the Tiled map to %1 (tileset %2)")
                    .arg(native(files.value(0)), native(files.value(1))));
        return true;
    } catch (const Error &e) {
        message(QString::fromUtf8(e.what()), true);
        return false;
    }
}

QString RoomsWorkbench::dialogDirectory() const {
    return tessera::ui::dialogFolder(context().pack());
}

void RoomsWorkbench::openFileDialog() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Room Map or Prefab Set"), dialogDirectory(),
                                     QCoreApplication::translate("tessera::rooms::ui", kOpenFilter));
    if (!path.isEmpty()) openFile(path);
}

void RoomsWorkbench::openSetDialog() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Prefab Set"), dialogDirectory(),
                                     QCoreApplication::translate("tessera::rooms::ui", kSetFilter));
    if (path.isEmpty()) return;
    tessera::ui::rememberDialogPath(path);
    useSet(path);
}

void RoomsWorkbench::saveSetDialog() {
    if (!mDocument.compiledSet()) {
        QMessageBox::warning(this, tr("Save Prefab Set"),
                             tr("The set cannot be saved yet: %1").arg(mDocument.problem()));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Prefab Set"),
        tessera::ui::dialogPath(context().pack(), QStringLiteral("prefab-set.json")),
        QCoreApplication::translate("tessera::rooms::ui", kSetFilter));
    if (path.isEmpty()) return;
    tessera::ui::rememberDialogPath(path);
    if (!saveSetFile(path))
        QMessageBox::warning(this, tr("Save Prefab Set"), tr("The set was not saved; the log says why."));
}

void RoomsWorkbench::saveMapDialog() {
    if (!result()) return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Room Map"), tessera::ui::dialogPath(context().pack(), QStringLiteral("room-map.json")),
        QCoreApplication::translate("tessera::rooms::ui", kMapFilter));
    if (path.isEmpty()) return;
    tessera::ui::rememberDialogPath(path);
    if (!saveMapFile(path))
        QMessageBox::warning(this, tr("Save Room Map"), tr("The map was not saved; the log says why."));
}

void RoomsWorkbench::exportPngDialog() {
    if (!result()) return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Map as PNG"),
        tessera::ui::dialogPath(context().pack(), QStringLiteral("room-map.png")), tr("PNG images (*.png)"));
    if (path.isEmpty()) return;
    tessera::ui::rememberDialogPath(path);
    if (!exportPng(path))
        QMessageBox::warning(this, tr("Export PNG"), tr("The picture was not written; the log says why."));
}

void RoomsWorkbench::exportTmjDialog() {
    if (!result()) return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Tiled Map"),
        tessera::ui::dialogPath(context().pack(), QStringLiteral("room-map.tmj")), tr("Tiled maps (*.tmj)"));
    if (path.isEmpty()) return;
    tessera::ui::rememberDialogPath(path);
    if (!exportTmj(path))
        QMessageBox::warning(this, tr("Export Tiled Map"), tr("The map was not written; the log says why."));
}

} // namespace tessera::rooms::ui
