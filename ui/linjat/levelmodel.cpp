#include "ui/linjat/levelmodel.h"

namespace tessera::linjat::ui {

LevelModel::LevelModel(QObject *parent)
    : QObject(parent)
    , mPuzzle(9, 6) {}

void LevelModel::reset(const Puzzle &puzzle, LevelOrigin origin) {
    mPuzzle = puzzle;
    mOrigin = std::move(origin);
    emit documentReset();
    emit puzzleChanged();
}

void LevelModel::setPuzzle(const Puzzle &puzzle) {
    if (puzzle == mPuzzle) return;
    mPuzzle = puzzle;
    emit puzzleChanged();
}

} // namespace tessera::linjat::ui
