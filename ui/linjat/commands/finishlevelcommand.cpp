#include "ui/linjat/commands/finishlevelcommand.h"

#include "ui/linjat/levelmodel.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

std::unique_ptr<FinishLevelCommand> FinishLevelCommand::make(LevelModel &model, const Puzzle &given,
                                                             const FinishResult &result, QString *why) {
    const auto tr = [](const char *text, int n = -1) {
        return QCoreApplication::translate("tessera::linjat::ui", text, nullptr, n);
    };
    if (model.puzzle() != given)
        return refused<FinishLevelCommand>(tr("The level changed while Finish Level ran; run it again."),
                                           why);
    if (!result.finished || result.added.empty() || result.puzzle == given)
        return refused<FinishLevelCommand>(tr("Finish Level added no dot."), why);
    const QString text = tr("Finish Level: %n dot(s) added", int(result.added.size()));
    return std::unique_ptr<FinishLevelCommand>(new FinishLevelCommand(model, result.puzzle, text));
}

} // namespace tessera::linjat::ui
