#include "ui/rooms/mapgenerator.h"

namespace tessera::rooms::ui {

MapGenerator::MapGenerator(QObject *parent)
    : QObject(parent)
    , mWorker(std::make_unique<tessera::ui::LatestWorker>(QStringLiteral("tessera-rooms-generator"))) {
    qRegisterMetaType<MapResultPtr>();
    connect(mWorker.get(), &tessera::ui::LatestWorker::busyChanged, this, &MapGenerator::busyChanged);
    connect(mWorker.get(), &tessera::ui::LatestWorker::failed, this, &MapGenerator::failed);
}

MapGenerator::~MapGenerator() = default;

quint64 MapGenerator::request(std::shared_ptr<const PrefabSet> set, const GeneratorOptions &options,
                              std::uint64_t seed) {
    return mWorker->request(
        [this, set = std::move(set), options, seed](quint64 id, const CancelToken &cancel) {
            // The core stops within a room or a few thousand candidate moves when a newer request comes;
            // it throws on options it refuses (the message reaches failed()).
            auto made = generateResult(set, options, seed, &cancel);
            made->request = id;
            MapResultPtr result = std::move(made);
            return tessera::ui::LatestWorker::Deliver([this, result] { emit generated(result); });
        });
}

} // namespace tessera::rooms::ui
