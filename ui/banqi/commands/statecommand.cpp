#include "ui/banqi/commands/statecommand.h"

namespace tessera::banqi::ui {

StateCommand::StateCommand(GameModel &model, GameState after, const QString &text, bool botReply)
    : QUndoCommand(text)
    , mModel(model)
    , mBefore(model.state())
    , mAfter(std::move(after))
    , mBotReply(botReply) {}

void StateCommand::redo() {
    mModel.setState(mAfter);
}

void StateCommand::undo() {
    mModel.setState(mBefore);
}

int StateCommand::id() const {
    return 0x42516931; // every BanQi state command; only a bot's reply merges into its predecessor
}

bool StateCommand::mergeWith(const QUndoCommand *other) {
    const auto *reply = static_cast<const StateCommand *>(other);
    if (!reply->mBotReply || mBotReply || !(reply->mBefore == mAfter)) return false;
    mAfter = reply->mAfter;
    setText(QStringLiteral("%1, %2").arg(text(), reply->text()));
    return true;
}

} // namespace tessera::banqi::ui
