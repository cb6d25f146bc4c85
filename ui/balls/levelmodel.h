#pragma once

#include "balls/analyser.h"
#include "balls/board.h"
#include "balls/whatif.h"
#include "ui/common/document.h"

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

namespace tessera::balls::ui {

// What the analyser worker found for one board: the exact analysis, and the what-if map once it is
// asked for and done (it takes seconds on a big crowded field, the analysis milliseconds).
struct BoardVerdict {
    Board board;
    Analysis analysis;
    std::optional<WhatIfMap> whatIf;
};
using VerdictPtr = std::shared_ptr<const BoardVerdict>;

// The document of the ball-push workbench: the field (a core Board) and the intended pushes when the
// level came with some that still win. The latest analysis belongs to it until the next edit.
class LevelModel : public tessera::ui::Document {
    Q_OBJECT

public:
    explicit LevelModel(QObject *parent = nullptr);

    const Board &board() const { return mBoard; }
    // The intended pushes: kept while they still win the level, dropped by an edit that breaks them.
    const std::optional<std::vector<Dir>> &solution() const { return mSolution; }
    // A whole new document (open, new, generated): the undo history starts over, the state is clean.
    void reset(const Board &board, std::optional<std::vector<Dir>> solution = std::nullopt);
    // For the undo commands only.
    void setBoard(const Board &board, std::optional<std::vector<Dir>> solution);

    const VerdictPtr &verdict() const { return mVerdict; }
    // Ignored (false) when the verdict is of another board than the current one.
    bool setVerdict(const VerdictPtr &verdict);
    // The what-if map of the current verdict's board; ignored (false) for another board.
    bool setWhatIf(const Board &board, const WhatIfMap &map);

signals:
    void changed();
    void verdictChanged();

private:
    Board mBoard;
    std::optional<std::vector<Dir>> mSolution;
    VerdictPtr mVerdict;
};

} // namespace tessera::balls::ui
