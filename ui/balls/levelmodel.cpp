#include "ui/balls/levelmodel.h"

#include "balls/formats.h"

namespace tessera::balls::ui {

LevelModel::LevelModel(QObject *parent)
    : Document(parent)
    , mBoard(emptyBoard(6, 6)) {}

void LevelModel::reset(const Board &board, std::optional<std::vector<Dir>> solution) {
    clearHistory();
    setBoard(board, std::move(solution));
}

void LevelModel::setBoard(const Board &board, std::optional<std::vector<Dir>> solution) {
    mBoard = board;
    mSolution = solution && pushesWin(board, *solution) ? std::move(solution) : std::nullopt;
    mVerdict.reset();
    emit changed();
    emit verdictChanged();
}

bool LevelModel::setVerdict(const VerdictPtr &verdict) {
    if (!verdict || !(verdict->board == mBoard)) return false;
    mVerdict = verdict;
    emit verdictChanged();
    return true;
}

bool LevelModel::setWhatIf(const Board &board, const WhatIfMap &map) {
    if (!mVerdict || !(board == mBoard) || !(mVerdict->board == board)) return false;
    auto verdict = std::make_shared<BoardVerdict>(*mVerdict);
    verdict->whatIf = map;
    mVerdict = verdict;
    emit verdictChanged();
    return true;
}

} // namespace tessera::balls::ui
