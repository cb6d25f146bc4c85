#pragma once

#include "ui/common/latestworker.h"
#include "ui/rooms/mapresult.h"

#include <QObject>

#include <memory>
#include <optional>

class QTimer;

namespace tessera::rooms::ui {

// Generates maps on its own worker thread, so a slider drag never waits for the core. Only the newest
// request matters: a newer one cancels the run in progress (the core stops within a room or a few
// thousand candidate moves) and a stale result is dropped, never shown.
// Best search builds the map several times (restarts) and keeps the fittest: too long for a frame. So a
// request first answers with the seed's own build alone (the first of those builds, so the full answer is
// as fit or fitter; no candidates recorded), and asks for the full answer once no newer request came for
// kRestMs (a slider drag asks every few frames; the full answer would only take a core from the next
// first answer and be cancelled half made). The request stays busy until the full answer is in.
class MapGenerator : public QObject {
    Q_OBJECT
public:
    explicit MapGenerator(QObject *parent = nullptr);
    ~MapGenerator() override;

    enum Answer { FirstAnswer, FullAnswer };
    static constexpr int kRestMs = 150;

    // Queues a generation and returns its request number (the full answer's comes later, see above);
    // FullAnswer skips the first answer.
    quint64 request(std::shared_ptr<const PrefabSet> set, const GeneratorOptions &options, std::uint64_t seed,
                    Answer answer = FirstAnswer);
    quint64 lastRequest() const { return mWorker->lastRequest(); }
    // True while a request newer than the last delivered one is outstanding, or the full answer of the
    // first answer on show.
    bool isBusy() const;

signals:
    void generated(tessera::rooms::ui::MapResultPtr result);
    // The core refused the options (e.g. more rooms than the set makes).
    void failed(quint64 request, const QString &message);
    void busyChanged(bool busy);

private:
    quint64 queue(std::shared_ptr<const PrefabSet> set, const GeneratorOptions &options, std::uint64_t seed,
                  int refining);
    void refine();
    void updateBusy();

    std::unique_ptr<tessera::ui::LatestWorker> mWorker;
    QTimer *mRest;
    // What the full answer of the newest first answer is made of.
    struct Full {
        std::shared_ptr<const PrefabSet> set;
        GeneratorOptions options;
        std::uint64_t seed = 0;
    };
    std::optional<Full> mFull;
    bool mBusy = false; // as last signalled
};

} // namespace tessera::rooms::ui
