#include "ui/flow/palettebar.h"

#include "ui/flow/levelmodel.h"
#include "ui/flow/palette.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QToolButton>

namespace tessera::flow::ui {

namespace {

QIcon swatch(char label) {
    QPixmap pixmap(22, 22);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = labelColour(label);
    painter.setPen(colour.darker(160));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1.5, 1.5, 19, 19));
    painter.setPen(colour.lightnessF() > 0.6 ? Qt::black : Qt::white);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(11);
    painter.setFont(font);
    painter.drawText(QRectF(0, 0, 22, 22), Qt::AlignCenter, QString(QChar(label)));
    return QIcon(pixmap);
}

} // namespace

PaletteBar::PaletteBar(QWidget *parent)
    : QWidget(parent)
    , mSwatches(new QButtonGroup(this))
    , mRuleBox(new QComboBox) {
    // Three rows of swatches, and the rule beside them: one long row pushed the side tabs off a 1400 px
    // window, two rows off a 1024 px one.
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(new QLabel(tr("Colour:")));
    auto *swatches = new QGridLayout;
    swatches->setContentsMargins(0, 0, 0, 0);
    swatches->setSpacing(1);
    constexpr int kPerRow = (kSwatches + 2) / 3;
    mSwatches->setExclusive(true);
    for (int slot = 0; slot < kSwatches; ++slot) {
        auto *button = new QToolButton;
        button->setIcon(swatch(paletteLabel(slot)));
        button->setIconSize(QSize(18, 18));
        button->setCheckable(true);
        button->setAutoRaise(true);
        mSwatches->addButton(button, slot);
        swatches->addWidget(button, slot / kPerRow, slot % kPerRow);
    }
    layout->addLayout(swatches);
    connect(mSwatches, &QButtonGroup::idClicked, this,
            [this](int slot) { emit labelPicked(paletteLabel(slot)); });
    layout->addSpacing(12);
    layout->addWidget(new QLabel(tr("Rule:")));
    mRuleBox->addItem(tr("Strict"), int(Rule::Strict));
    mRuleBox->addItem(tr("Any filling"), int(Rule::AnyFilling));
    mRuleBox->setToolTip(tr("Strict: a path never touches itself (the official levels' rule). Any filling: "
                            "every filling of the board counts, so fewer levels are unique."));
    connect(mRuleBox, &QComboBox::activated, this,
            [this](int index) { emit ruleChosen(Rule(mRuleBox->itemData(index).toInt())); });
    layout->addWidget(mRuleBox);
    layout->addStretch(1);
}

void PaletteBar::showState(char current, const LevelModel &model) {
    if (QAbstractButton *button = mSwatches->button(paletteSlot(current))) button->setChecked(true);
    for (QAbstractButton *button : mSwatches->buttons()) {
        const char l = paletteLabel(mSwatches->id(button));
        button->setToolTip(tr("Colour %1: %2 of 2 endpoints placed ([ and ] step through the colours)")
                               .arg(QChar(l))
                               .arg(model.labelCount(l)));
    }
    mRuleBox->setCurrentIndex(mRuleBox->findData(int(model.rule())));
}

} // namespace tessera::flow::ui
