#pragma once

#include "rooms/objectives.h"

#include <QString>

namespace tessera::rooms::ui {

// Words for people: objective names and what they measure, numbers as the studio prints them.
QString objectiveLabel(Objective objective);
QString objectiveDescription(Objective objective);
// "1 room", "3 rooms", "1,204 rooms": a count with the word in singular or plural.
QString counted(long long n, const QString &one, const QString &many);
// Up to three decimals, trailing zeros dropped ("0.5", "1.25", "0.333").
QString formatNumber(double value);

} // namespace tessera::rooms::ui
