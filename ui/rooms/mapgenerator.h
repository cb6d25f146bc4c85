#pragma once

#include "ui/rooms/mapresult.h"

#include <QMutex>
#include <QObject>
#include <QWaitCondition>

#include <memory>
#include <optional>

class QThread;

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
    quint64 lastRequest() const { return mLastRequest; }
    // True while a request newer than the last delivered one is outstanding.
    bool isBusy() const { return mDelivered != mLastRequest; }

signals:
    void generated(tessera::rooms::ui::MapResultPtr result);
    // The core refused the options (e.g. more rooms than the set makes).
    void failed(quint64 request, const QString &message);
    void busyChanged(bool busy);

private:
    struct Pending {
        quint64 request = 0;
        std::shared_ptr<const PrefabSet> set;
        GeneratorOptions options;
        std::uint64_t seed = 0;
    };
    void run();
    void deliver(quint64 request, MapResultPtr result, const QString &error);

    QThread *mThread = nullptr;
    QMutex mMutex;
    QWaitCondition mWake;
    std::optional<Pending> mPending;       // under mMutex
    std::shared_ptr<CancelToken> mRunning; // token of the run in progress, under mMutex
    bool mStop = false;                    // under mMutex
    quint64 mLastRequest = 0;              // GUI thread only
    quint64 mDelivered = 0;                // GUI thread only
};

} // namespace tessera::rooms::ui
