#include "ui/rooms/mappage.h"

#include "ui/common/reportview.h"
#include "ui/common/verticalscrollarea.h"
#include "ui/rooms/breakdownchart.h"
#include "ui/rooms/heatlegend.h"
#include "ui/rooms/mapview.h"
#include "ui/rooms/roomsdocument.h"
#include "ui/rooms/settingspanel.h"
#include "ui/rooms/wording.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tessera::rooms::ui {

MapPage::MapPage(RoomsDocument &document, QUndoStack &undoStack, QWidget *parent)
    : QWidget(parent)
    , mSettings(new SettingsPanel(document, undoStack))
    , mView(new MapView)
    , mSummary(new tessera::ui::ReportView)
    , mHover(new QLabel)
    , mSlider(new QSlider(Qt::Horizontal))
    , mStepLabel(new QLabel)
    , mHeat(new QCheckBox(tr("&Heat")))
    , mLegend(new HeatLegend)
    , mBreakdown(new BreakdownChart)
    , mStepInfo(new tessera::ui::ReportView) {
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *split = new QSplitter(Qt::Horizontal);
    layout->addWidget(split);
    mSettings->setMinimumWidth(250);
    split->addWidget(mSettings);
    split->addWidget(createMapSide());
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({290, 560});
    split->setCollapsible(1, false);

    connect(mSlider, &QSlider::valueChanged, this, &MapPage::showStep);
    connect(mHeat, &QCheckBox::toggled, mView, &MapView::setHeatVisible);
    connect(mHeat, &QCheckBox::toggled, mLegend, &HeatLegend::setVisible);
    connect(mView, &MapView::hoveredCellChanged, this, &MapPage::updateHover);
    setResult(nullptr);
}

MapPage::~MapPage() = default;

// The map with what the generator reported above it and the playback of its placements below.
QWidget *MapPage::createMapSide() {
    auto *right = new QWidget;
    mRight = right;
    right->installEventFilter(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(4, 6, 6, 6);
    rightLayout->setSpacing(4);
    mSummary->setFitToText(true);
    rightLayout->addWidget(mSummary);
    rightLayout->addWidget(mView, 1);
    mHover->setTextFormat(Qt::PlainText);
    mHover->setForegroundRole(QPalette::PlaceholderText);
    mHover->setMinimumWidth(50);
    rightLayout->addWidget(mHover);
    rightLayout->addLayout(createPlaybackBar());
    rightLayout->addWidget(createStepDetails());
    return right;
}

QLayout *MapPage::createPlaybackBar() {
    auto *bar = new QHBoxLayout;
    bar->setSpacing(2);
    const auto button = [&](QStyle::StandardPixmap icon, const QString &tip, int delta) {
        auto *b = new QToolButton;
        b->setIcon(style()->standardIcon(icon));
        b->setToolTip(tip);
        b->setAutoRaise(true);
        connect(b, &QToolButton::clicked, this, [this, delta] { stepBy(delta); });
        return b;
    };
    bar->addWidget(
        button(QStyle::SP_MediaSkipBackward, tr("First step: the initial room (Ctrl+Home)"), -1000000));
    bar->addWidget(button(QStyle::SP_MediaSeekBackward, tr("Previous step (Ctrl+Left)"), -1));
    mSlider->setObjectName(QStringLiteral("playback"));
    mSlider->setToolTip(
        tr("Placement playback: step through the placement log. Each step shows the room it placed "
           "(outlined), the candidate moves it was chosen from (heat) and its objective breakdown."));
    mSlider->setPageStep(5);
    bar->addWidget(mSlider, 1);
    bar->addWidget(button(QStyle::SP_MediaSeekForward, tr("Next step (Ctrl+Right)"), 1));
    bar->addWidget(
        button(QStyle::SP_MediaSkipForward, tr("Last step: the finished map (Ctrl+End)"), 1000000));
    mStepLabel->setMinimumWidth(fontMetrics().horizontalAdvance(tr("step 000 of 000")) + 8);
    mStepLabel->setAlignment(Qt::AlignCenter);
    bar->addWidget(mStepLabel);
    mHeat->setChecked(true);
    mHeat->setToolTip(tr("Show the candidate moves of the step as a heat field of their fitness (H)"));
    bar->addWidget(mHeat);
    return bar;
}

// The step's objective breakdown beside its description, headed by the heat's key. In a short column
// they scroll rather than squeeze the map (fitDetails).
QWidget *MapPage::createStepDetails() {
    auto *details = new QWidget;
    auto *bottom = new QBoxLayout(QBoxLayout::LeftToRight, details);
    mBottom = bottom;
    bottom->setContentsMargins(0, 0, 0, 0);
    bottom->setSpacing(12);
    mBreakdown->setToolTip(
        tr("Objective breakdown of the move chosen in this step: each objective's value, the "
           "weight it was scored with, and their product; their sum is the fitness."));
    bottom->addWidget(mBreakdown, 3);
    mStepInfo->setMinimumWidth(160);
    // The heat's key heads the step's description, which counts the candidates it colours.
    auto *info = new QVBoxLayout;
    info->setSpacing(2);
    info->addWidget(mLegend, 0, Qt::AlignLeft);
    info->addWidget(mStepInfo, 1);
    bottom->addLayout(info, 2);
    mDetails = tessera::ui::verticalScrollArea(details);
    mDetails->setObjectName(QStringLiteral("stepDetails"));
    return mDetails;
}

// The details take the height they need up to kDetailsShare of the column; the map, what the page is
// for, keeps the rest (stacked under a 1024x700 window's map they took half of it, leaving a map
// under a hundred pixels high). Their height depends on the column alone, never on the step shown, so
// stepping through the playback does not make the map jump.
void MapPage::fitDetails() {
    constexpr double kDetailsShare = 0.35;
    mBottom->activate();
    const int natural = mDetails->widget()->sizeHint().height();
    const int cap =
        std::max(mDetails->widget()->minimumSizeHint().height() / 2, int(mRight->height() * kDetailsShare));
    mDetails->setFixedHeight(std::min(natural, cap));
    // Never narrower than the details: only their height scrolls.
    const int bar = natural > cap ? mDetails->verticalScrollBar()->sizeHint().width() : 0;
    mDetails->setMinimumWidth(mDetails->widget()->minimumSizeHint().width() + bar);
}

const PlaybackFramePtr &MapPage::frame() const {
    return mView->frame();
}

int MapPage::step() const {
    return mView->frame() ? mView->frame()->step : 0;
}

void MapPage::setResult(MapResultPtr result) {
    const bool atEnd = !mResult || mSlider->value() >= mSlider->maximum();
    const int previous = mSlider->value();
    mResult = std::move(result);
    const int steps = mResult ? mResult->steps() : 0;
    {
        const QSignalBlocker block(mSlider);
        mSlider->setRange(steps > 0 ? 1 : 0, steps);
        mSlider->setValue(atEnd ? steps : std::clamp(previous, 1, std::max(1, steps)));
    }
    mSlider->setEnabled(steps > 1);
    showStep(mSlider->value());
}

void MapPage::setStep(int step) {
    mSlider->setValue(step);
}

void MapPage::stepBy(int delta) {
    mSlider->setValue(std::clamp(mSlider->value() + delta, mSlider->minimum(), mSlider->maximum()));
}

void MapPage::setSummary(const QString &text, bool warning) {
    mSummary->showText(text, Qt::PlainText);
    QPalette p = palette();
    if (warning) p.setColor(QPalette::Text, QColor(180, 30, 30));
    mSummary->setPalette(p);
}

QString MapPage::summary() const {
    return mSummary->text();
}

QString MapPage::stepText() const {
    return mStepInfo->text();
}

void MapPage::showStep(int step) {
    PlaybackFramePtr frame = makeFrame(mResult, step);
    mView->setFrame(frame);
    updateHover();
    if (!frame) {
        mStepLabel->setText(tr("no map"));
        mBreakdown->clear();
        mStepInfo->showText({}, Qt::PlainText);
        mLegend->clear();
        return;
    }
    const int steps = mResult->steps();
    mStepLabel->setText(tr("step %1 of %2").arg(frame->step).arg(steps));
    if (frame->candidates > 0)
        mLegend->setRange(frame->candidates, frame->fitnessLow, frame->fitnessHigh);
    else
        mLegend->clear();
    const PlacementStep &s = *frame->placement;
    mBreakdown->setStep(&s);
    const QString prefab = QString::fromStdString(mResult->set().prefab(s.prefab).name());
    const QLocale locale;
    QString text;
    if (frame->step == 1) {
        text = tr("Step 1: the first room, %1, at (%2,\u00a0%3).").arg(prefab).arg(s.pos.row).arg(s.pos.col);
    } else {
        const QString target =
            QString::fromStdString(mResult->set().prefab(frame->map.room(s.toRoom).prefab).name());
        text = tr("Step %1: %2 #%3 at (%4,\u00a0%5), joined to room %6 (%7).")
                   .arg(frame->step)
                   .arg(prefab)
                   .arg(s.instance + 1)
                   .arg(s.pos.row)
                   .arg(s.pos.col)
                   .arg(s.toRoom)
                   .arg(target);
        if (!s.loops.empty())
            text += tr(" It closed %1.").arg(counted(int(s.loops.size()), tr("loop"), tr("loops")));
        if (mResult->hasCandidates)
            text += tr("\n%1 moves offered, %2 considered, %3 measured, %4 from the cache; the chosen move "
                       "ranks %5 of "
                       "%6 by fitness.")
                        .arg(locale.toString(s.offered), locale.toString(s.considered),
                             locale.toString(s.evaluated), locale.toString(s.cacheHits),
                             locale.toString(frame->chosenRank), locale.toString(frame->candidates));
        else
            text += tr("\nThis map was read from a file: its candidate moves were not recorded.");
    }
    text += tr("\nMain path so far: %1.").arg(counted(frame->path.length(), tr("room"), tr("rooms")));
    mStepInfo->showText(text, Qt::PlainText);
}

void MapPage::updateHover() {
    const std::optional<QPoint> cell = mView->hoveredCell();
    mHoverText = cell ? mView->describe(*cell)
                      : tr("Hover the map for details · wheel to zoom · middle button or Alt+drag to pan");
    // One line under the map, cut with an ellipsis when the column is narrow; the tooltip has it all.
    mHover->setText(mHover->fontMetrics().elidedText(mHoverText, Qt::ElideRight, mHover->width()));
    mHover->setToolTip(mHover->text() == mHoverText ? QString() : mHoverText);
}

QString MapPage::hoverText() const {
    return mHoverText;
}

void MapPage::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    updateHover();
}

bool MapPage::eventFilter(QObject *watched, QEvent *event) {
    // The breakdown and the step's text side by side need about 500 px; narrower, they stack. The
    // width that counts is what the page is given (its scroll area's viewport), not what its minimum
    // forces, or side by side would keep the page too wide and scrolling sideways (1024 x 700 with the
    // pack dock open).
    if (watched == mRight && event->type() == QEvent::Resize) {
        const int sideBySide =
            mBreakdown->minimumSizeHint().width() + mStepInfo->minimumWidth() + mBottom->spacing() + 16;
        // The page sits in a scroll area (the page switcher's): what overflows its viewport is missing.
        int overflow = 0;
        for (QWidget *w = parentWidget(); w; w = w->parentWidget())
            if (auto *area = qobject_cast<QScrollArea *>(w)) {
                if (area->widget())
                    overflow = std::max(0, area->widget()->width() - area->viewport()->width());
                break;
            }
        const int room = mRight->width() - overflow;
        mBottom->setDirection(room < sideBySide ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
        fitDetails();
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace tessera::rooms::ui
