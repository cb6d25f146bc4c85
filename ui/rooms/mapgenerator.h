#pragma once

#include "ui/common/latestworker.h"
#include "ui/rooms/mapresult.h"

#include <QObject>

#include <memory>

namespace tessera::rooms::ui {

// Generates maps on its own worker thread, so a slider drag never waits for the core. Only the newest
// request matters: a newer one cancels the run in progress (the core stops within a room or a few
// thousand candidate moves) and a stale result is dropped, never shown.
class MapGenerator : public QObject {
    Q_OBJECT
public:
    explicit MapGenerator(QObject *parent = nullptr);
    ~MapGenerator() override;

    // Queues a generation and returns its request number.
    quint64 request(std::shared_ptr<const PrefabSet> set, const GeneratorOptions &options,
                    std::uint64_t seed);
    quint64 lastRequest() const { return mWorker->lastRequest(); }
    // True while a request newer than the last delivered one is outstanding.
    bool isBusy() const { return mWorker->isBusy(); }

signals:
    void generated(tessera::rooms::ui::MapResultPtr result);
    // The core refused the options (e.g. more rooms than the set makes).
    void failed(quint64 request, const QString &message);
    void busyChanged(bool busy);

private:
    std::unique_ptr<tessera::ui::LatestWorker> mWorker;
};

} // namespace tessera::rooms::ui
