#include "ui/linjat/levelmodel.h"

namespace tessera::linjat::ui {

LevelModel::LevelModel(QObject *parent)
    : Document(parent)
    , mPuzzle(9, 6) {}

void LevelModel::reset(const Puzzle &puzzle, LevelOrigin origin, const QString &fileName) {
    clearHistory(); // first, while its commands still match the puzzle
    mPuzzle = puzzle;
    mOrigin = std::move(origin);
    setFileName(fileName);
    emit documentReset();
    emit puzzleChanged();
}

void LevelModel::setPuzzle(const Puzzle &puzzle) {
    if (puzzle == mPuzzle) return;
    mPuzzle = puzzle;
    emit puzzleChanged();
}

} // namespace tessera::linjat::ui
