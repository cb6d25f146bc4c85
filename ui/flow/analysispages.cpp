#include "ui/flow/analysispages.h"

#include "flow/grader.h"
#include "flow/solution.h"
#include "ui/common/reportview.h"
#include "ui/common/textcolour.h"
#include "ui/flow/analysis.h"
#include "ui/flow/boardview.h"
#include "ui/flow/levelmodel.h"
#include "ui/flow/solvereport.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>

namespace tessera::flow::ui {

AnalysisPages::AnalysisPages(LevelModel &model, BoardView &board, QObject *parent)
    : QObject(parent)
    , mModel(model)
    , mBoard(board) {}

QWidget *AnalysisPages::createSolvePage(const QString &solveTip) {
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    mUniqueness = new QLabel;
    mUniqueness->setObjectName(QStringLiteral("uniqueness"));
    QFont big = mUniqueness->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    mUniqueness->setFont(big);
    mUniqueness->setToolTip(tr("Solutions under the chosen rule: 0, exactly one (unique) or two or more"));
    mStatus = new tessera::ui::ReportView;
    auto *solve = new QPushButton(tr("Solve (F5)"));
    solve->setToolTip(solveTip);
    connect(solve, &QPushButton::clicked, this, &AnalysisPages::solveRequested);
    mToggle = new QPushButton(tr("Show solution 2"));
    mToggle->setToolTip(tr("Two solutions were found: switch between them; the cells where they differ are "
                           "outlined (Ctrl+T)"));
    connect(mToggle, &QPushButton::clicked, this, &AnalysisPages::otherSolutionRequested);
    layout->addWidget(mUniqueness);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(solve);
    buttons->addWidget(mToggle);
    layout->addLayout(buttons);
    layout->addWidget(mStatus, 1);
    return page;
}

QWidget *AnalysisPages::createLayersPage() {
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    mLayerSlider = new QSlider(Qt::Horizontal);
    mLayerSlider->setRange(0, 0);
    mLayerSlider->setPageStep(1);
    mLayerSlider->setTickPosition(QSlider::TicksBelow);
    mLayerSlider->setToolTip(tr("Step through the grader's layers (Page Up / Page Down); the cells decided "
                                "in the layer are outlined"));
    connect(mLayerSlider, &QSlider::valueChanged, this, &AnalysisPages::layerChanged);
    mLayerLabel = new QLabel;
    mLayerLabel->setWordWrap(true);
    mLayerLabel->setMinimumHeight(60);
    mLayerLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mDepths = new QLabel;
    mDepths->setTextFormat(Qt::RichText);
    mDepths->setWordWrap(true);
    mDepths->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(new QLabel(tr("Layer:")));
    layout->addWidget(mLayerSlider);
    layout->addWidget(mLayerLabel);
    layout->addWidget(mDepths, 1);
    return page;
}

QString AnalysisPages::statusText() const {
    return mStatus->text();
}

QString AnalysisPages::layerText() const {
    return mLayerLabel->text();
}

void AnalysisPages::showAnalysis(int shown, bool solving) {
    const AnalysisPtr &a = mModel.analysis();
    mToggle->setVisible(a && a->solve.solutions.size() >= 2);
    mToggle->setText(tr("Show solution %1").arg(shown == 0 ? 2 : 1));
    if (!a) {
        mUniqueness->setText(solving           ? tr("Solving…")
                             : mModel.puzzle() ? tr("Not solved")
                                               : tr("Not a level yet"));
        tessera::ui::setTextColour(*mUniqueness, std::nullopt);
        if (!mModel.puzzle())
            mStatus->showText(mModel.problem().toHtmlEscaped());
        else if (solving)
            mStatus->showText(tr("Counting the solutions and grading the level… Its progress and Cancel "
                                 "are in the status bar."));
        else
            mStatus->showText(tr("Press <b>Solve</b> (F5) to count the solutions and grade the level."));
        mLayerSlider->setRange(0, 0);
        mDepths->setText(QString());
    } else {
        mUniqueness->setText(uniquenessWords(*a));
        tessera::ui::setTextColour(*mUniqueness, a->solve.status() == SolveStatus::Unique
                                                     ? QColor(0x1b, 0x7f, 0x3b)
                                                     : QColor(0xb0, 0x00, 0x20));
        mStatus->showText(solveReport(*a, shown));
        if (a->graded) {
            mDepths->setText(depthTable(*a));
            const int layers = int(a->grade.layers.size());
            const int previous = mLayerSlider->value();
            mLayerSlider->setRange(0, layers);
            mLayerSlider->setValue(std::min(previous, layers));
        }
    }
}

void AnalysisPages::updateBoard(int shownSolution, bool onLayers) {
    const AnalysisPtr &a = mModel.analysis();
    if (!a) {
        mBoard.clearPipes();
        mBoard.setHighlights({}, QColor());
        mLayerLabel->setText(tr("Once the level is solved, its layers show how the grader takes it apart."));
        return;
    }
    if (onLayers && a->graded) {
        const int k = mLayerSlider->value();
        const auto &layers = a->grade.layers;
        if (k == 0 || layers.empty()) {
            mBoard.clearPipes();
            mBoard.setHighlights({}, QColor());
            mLayerLabel->setText(tr("Layer 0 of %1: the endpoints only. Move the slider to step through the "
                                    "deductions.")
                                     .arg(layers.size()));
        } else {
            const GradeLayer &layer = layers[std::size_t(k - 1)];
            mBoard.setPipes(a->puzzle, layer.after.colour, layer.after.links);
            mBoard.setHighlights(layer.cells, QColor(255, 170, 0));
            mLayerLabel->setText(tr("Layer %1 of %2: <b>%3</b> — %4<br>%n cell(s) decided in this layer.",
                                    nullptr, layer.width)
                                     .arg(k)
                                     .arg(layers.size())
                                     .arg(QString::fromUtf8(gradeRuleId(layer.rule)))
                                     .arg(gradeRuleWords(layer.rule).toHtmlEscaped()));
        }
        return;
    }
    const auto &solutions = a->solve.solutions;
    if (solutions.empty()) {
        mBoard.clearPipes();
        mBoard.setHighlights({}, QColor());
        return;
    }
    const Solution &shown = solutions[std::size_t(std::min<int>(shownSolution, int(solutions.size()) - 1))];
    mBoard.setPipes(a->puzzle, colourGrid(a->puzzle, shown), linkGrid(a->puzzle, shown));
    if (solutions.size() >= 2)
        mBoard.setHighlights(differingCells(a->puzzle, solutions[0], solutions[1]), QColor(200, 0, 200));
    else
        mBoard.setHighlights({}, QColor());
}

} // namespace tessera::flow::ui
