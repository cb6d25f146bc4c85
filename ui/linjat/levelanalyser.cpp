#include "ui/linjat/levelanalyser.h"

namespace tessera::linjat::ui {

LevelAnalyser::LevelAnalyser(QObject *parent)
    : QObject(parent)
    , mWorker(std::make_unique<tessera::ui::LatestWorker>(QStringLiteral("tessera-linjat-analyser"))) {
    qRegisterMetaType<LevelAnalysisPtr>();
    connect(mWorker.get(), &tessera::ui::LatestWorker::busyChanged, this, &LevelAnalyser::busyChanged);
}

LevelAnalyser::~LevelAnalyser() = default;

quint64 LevelAnalyser::request(const Puzzle &puzzle, const SolverOptions &options) {
    return mWorker->request([this, puzzle, options](quint64 id, const CancelToken &cancel) {
        // The two-solution search stops on the token when a newer edit comes.
        auto analysis = std::make_shared<LevelAnalysis>(LevelAnalysis::compute(puzzle, options, &cancel));
        analysis->request = id;
        LevelAnalysisPtr result = std::move(analysis);
        return tessera::ui::LatestWorker::Deliver([this, result] {
            mLatest = result;
            emit analysed(mLatest);
        });
    });
}

} // namespace tessera::linjat::ui
