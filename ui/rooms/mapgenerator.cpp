#include "ui/rooms/mapgenerator.h"

#include <QTimer>

namespace tessera::rooms::ui {

MapGenerator::MapGenerator(QObject *parent)
    : QObject(parent)
    , mWorker(std::make_unique<tessera::ui::LatestWorker>(QStringLiteral("tessera-rooms-generator")))
    , mRest(new QTimer(this)) {
    qRegisterMetaType<MapResultPtr>();
    mRest->setSingleShot(true);
    mRest->setInterval(kRestMs);
    connect(mRest, &QTimer::timeout, this, &MapGenerator::refine);
    connect(mWorker.get(), &tessera::ui::LatestWorker::busyChanged, this, &MapGenerator::updateBusy);
    connect(mWorker.get(), &tessera::ui::LatestWorker::failed, this, &MapGenerator::failed);
}

MapGenerator::~MapGenerator() = default;

bool MapGenerator::isBusy() const {
    return mWorker->isBusy() || mRest->isActive();
}

quint64 MapGenerator::request(std::shared_ptr<const PrefabSet> set, const GeneratorOptions &options,
                              std::uint64_t seed, Answer answer) {
    mRest->stop();
    mFull.reset();
    if (answer == FullAnswer || options.selector != SelectorKind::BestSearch || options.restarts <= 1)
        return queue(std::move(set), options, seed, 0);
    GeneratorOptions first = options;
    first.restarts = 1;
    mFull = Full{set, options, seed};
    return queue(std::move(set), first, seed, options.restarts);
}

quint64 MapGenerator::queue(std::shared_ptr<const PrefabSet> set, const GeneratorOptions &options,
                            std::uint64_t seed, int refining) {
    return mWorker->request(
        [this, set = std::move(set), options, seed, refining](quint64 id, const CancelToken &cancel) {
            // The core stops within a room or a few thousand candidate moves when a newer request comes;
            // it throws on options it refuses (the message reaches failed()). A first answer leaves the
            // candidates (for playback) to the full one: recording them costs more than the build.
            auto made = generateResult(set, options, seed, &cancel, refining == 0);
            made->request = id;
            made->refining = refining;
            MapResultPtr result = std::move(made);
            return tessera::ui::LatestWorker::Deliver([this, result] {
                // The rest starts before the result shows, so the request never looks done in between.
                if (result->refining && mFull) mRest->start();
                emit generated(result);
            });
        });
}

void MapGenerator::refine() {
    if (!mFull) return;
    const Full full = std::move(*mFull);
    mFull.reset();
    queue(full.set, full.options, full.seed, 0);
    updateBusy();
}

void MapGenerator::updateBusy() {
    if (isBusy() == mBusy) return;
    mBusy = !mBusy;
    emit busyChanged(mBusy);
}

} // namespace tessera::rooms::ui
