#include "ui/rooms/wording.h"

#include <QCoreApplication>
#include <QLocale>

namespace tessera::rooms::ui {

namespace {
QString tr(const char *text) {
    return QCoreApplication::translate("tessera::rooms::ui", text);
}
} // namespace

QString objectiveLabel(Objective objective) {
    switch (objective) {
    case Objective::MainPath:
        return tr("Main path");
    case Objective::AlternativePaths:
        return tr("Alternative paths");
    case Objective::Bifurcations:
        return tr("Bifurcations");
    case Objective::Condensation:
        return tr("Condensation");
    case Objective::Horizontality:
        return tr("Horizontality");
    case Objective::Verticality:
        return tr("Verticality");
    }
    return {};
}

QString objectiveDescription(Objective objective) {
    switch (objective) {
    case Objective::MainPath:
        return tr("Thesis model: 1 + rooms on the main path (the longest route, rooms weighted by their "
                  "distance). Normalised model: rooms on the main path per room");
    case Objective::AlternativePaths:
        return tr("Thesis model: 1 + the sum over rooms off the main path of their depth from it + 2, "
                  "so deep side branches count most. Normalised model: dead ends off the main path "
                  "plus independent loops, per room");
    case Objective::Bifurcations:
        return tr("Thesis model: 1 + the connections of rooms with three or more, doubled off the main "
                  "path. Normalised model: rooms with three or more connections per room");
    case Objective::Condensation:
        return tr("Cells covered by rooms per cell of the map's bounding box");
    case Objective::Horizontality:
        return tr("Width of the map's box over width plus height");
    case Objective::Verticality:
        return tr("Height of the map's box over width plus height");
    }
    return {};
}

QString counted(long long n, const QString &one, const QString &many) {
    return QStringLiteral("%1 %2").arg(QLocale().toString(n), n == 1 ? one : many);
}

QString formatNumber(double value) {
    QString s = QString::number(value, 'f', 3);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0'))) s.chop(1);
        if (s.endsWith(QLatin1Char('.'))) s.chop(1);
    }
    if (s == QLatin1String("-0")) s = QStringLiteral("0");
    return s;
}

} // namespace tessera::rooms::ui
