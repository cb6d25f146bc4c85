#include "ui/foxhunt/commands/probecommand.h"

#include "ui/foxhunt/levelmodel.h"

#include <QCoreApplication>

namespace tessera::foxhunt::ui {

std::unique_ptr<ProbeCommand> ProbeCommand::make(LevelModel &model, Point cell, QString *why) {
    try {
        Hunt hunt = model.hunt();
        const int shown = hunt.probe(cell); // the core's referee decides whether the probe is legal
        std::vector<Point> probes = model.probes();
        probes.push_back(cell);
        const QString text = QCoreApplication::translate("tessera::foxhunt::ui", "Probe %1: %2")
                                 .arg(QString::fromStdString(cellName(cell)))
                                 .arg(shown == kFound ? QStringLiteral("fox") : QString::number(shown));
        return std::unique_ptr<ProbeCommand>(new ProbeCommand(model, model.level(), std::move(probes), text));
    } catch (const std::exception &error) {
        if (why) *why = QString::fromUtf8(error.what());
        return nullptr;
    }
}

std::unique_ptr<ProbeCommand> ProbeCommand::restart(LevelModel &model) {
    if (model.probes().empty()) return nullptr;
    return std::unique_ptr<ProbeCommand>(
        new ProbeCommand(model, model.level(), {},
                         QCoreApplication::translate("tessera::foxhunt::ui", "Take back every probe")));
}

} // namespace tessera::foxhunt::ui
