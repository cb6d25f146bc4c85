#include "ui/linjat/headline.h"

#include <QLabel>

namespace tessera::linjat::ui {

QLabel *makeHeadline() {
    auto *label = new QLabel;
    QFont big = label->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    label->setFont(big);
    return label;
}

} // namespace tessera::linjat::ui
