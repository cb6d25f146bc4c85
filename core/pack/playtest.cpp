#include "pack/playtest.h"

#include "common/error.h"
#include "common/module.h"

#include <algorithm>

namespace tessera::pack {

// One attempt at one level: its game (through the mid-end) and when it started on the page's clock.
struct PlayTest::Attempt {
    int number = 0;
    std::string level;
    long long startMs = 0;
    std::unique_ptr<play::Session> session;
    std::string player;
    bool touched = false; // something was done (a move, a hint, a give-up): only then is it a trace
};

PlayTest::PlayTest(LevelPack pack)
    : mPack(std::move(pack))
    , mHash(packHash(mPack)) {
    if (mPack.levels.empty()) throw Error("the pack has no levels", "levels");
}

PlayTest::~PlayTest() = default;

OrderedJson PlayTest::packInfo() const {
    OrderedJson j;
    j["name"] = mPack.name;
    j["author"] = mPack.author;
    j["description"] = mPack.description;
    j["hash"] = mHash;
    OrderedJson levels = OrderedJson::array();
    for (const Level &level : mPack.levels) {
        OrderedJson l;
        l["id"] = level.id;
        l["module"] = level.module;
        l["title"] = level.title;
        if (level.difficulty) l["difficulty"] = *level.difficulty;
        const ModuleBackend *backend = findModule(level.module);
        l["playable"] = backend && backend->playable();
        levels.push_back(std::move(l));
    }
    j["levels"] = std::move(levels);
    return j;
}

const Level &PlayTest::levelById(const std::string &id) const {
    for (const Level &level : mPack.levels)
        if (level.id == id) return level;
    throw Error("no level " + id + " in the pack");
}

const ModuleBackend *PlayTest::backendOf(const Level &level) const {
    const ModuleBackend *backend = findModule(level.module);
    return backend && backend->playable() ? backend : nullptr;
}

PlayTest::Attempt *PlayTest::current() const {
    for (auto it = mAttempts.rbegin(); it != mAttempts.rend(); ++it)
        if ((*it)->level == mOpen) return it->get();
    return nullptr;
}

long long PlayTest::since(long long nowMs) const {
    const Attempt *a = current();
    return a ? std::max(0LL, nowMs - a->startMs) : 0;
}

PlayTest::Attempt &PlayTest::startAttempt(const Level &level, long long nowMs) {
    const ModuleBackend *backend = backendOf(level);
    auto attempt = std::make_unique<Attempt>();
    attempt->number = int(mAttempts.size()) + 1;
    attempt->level = level.id;
    attempt->startMs = nowMs;
    // Pack levels are dealt from seed 0: the seed their stored solution wins with (BanQi's deal).
    const std::unique_ptr<play::Game> game = backend->play.newGame(level.data, 0);
    attempt->session = std::make_unique<play::Session>(*game, level.module, level.id, mPlayer, 0);
    attempt->player = mPlayer;
    mAttempts.push_back(std::move(attempt));
    return *mAttempts.back();
}

OrderedJson PlayTest::open(const std::string &id, long long nowMs) {
    const Level &level = levelById(id);
    mOpen = id;
    if (backendOf(level)) {
        const Attempt *a = current();
        if (!a || a->session->over()) startAttempt(level, nowMs);
    }
    return state();
}

OrderedJson PlayTest::again(long long nowMs) {
    if (mOpen.empty()) throw Error("no level is open");
    const Level &level = levelById(mOpen);
    if (!backendOf(level)) throw Error(level.id + " is not played");
    Attempt *a = current();
    // An attempt still going on is given up, so it is not left open in the trace.
    if (a && !a->session->over() && a->touched) a->session->giveUp(since(nowMs));
    startAttempt(level, nowMs);
    return state();
}

namespace {
OrderedJson refusal(std::string reason) {
    OrderedJson j;
    j["accepted"] = false;
    j["reason"] = std::move(reason);
    return j;
}
} // namespace

OrderedJson PlayTest::play(const std::string &move, long long nowMs) {
    Attempt *a = current();
    if (!a) return refusal("no level is being played");
    const play::Session::Played p = a->session->play(move, since(nowMs));
    if (p.accepted) a->touched = true;
    OrderedJson j;
    j["accepted"] = p.accepted;
    j["status"] = play::outcomeName(a->session->game().status().outcome);
    j["reason"] = p.accepted ? a->session->game().status().reason : p.reason;
    if (!p.result.revealed.empty()) j["revealed"] = p.result.revealed;
    j["state"] = state();
    return j;
}

OrderedJson PlayTest::undo(long long nowMs) {
    Attempt *a = current();
    OrderedJson j;
    j["accepted"] = a && a->session->undo(since(nowMs));
    j["state"] = state();
    return j;
}

OrderedJson PlayTest::restart(long long nowMs) {
    Attempt *a = current();
    if (a && !a->session->moves().empty()) {
        a->session->restart(since(nowMs));
        a->touched = true;
    }
    return state();
}

OrderedJson PlayTest::giveUp(long long nowMs) {
    Attempt *a = current();
    if (a && !a->session->over()) {
        a->session->giveUp(since(nowMs));
        a->touched = true;
    }
    return state();
}

OrderedJson PlayTest::hint(long long nowMs) {
    Attempt *a = current();
    if (!a) return OrderedJson{{"error", "no level is being played"}};
    if (a->session->over()) return OrderedJson{{"error", "the game is over"}};
    const ModuleBackend *backend = backendOf(levelById(a->level));
    std::optional<play::Hint> h;
    if (backend->play.hint) h = backend->play.hint(*a->session->game().publicView(), nullptr);
    if (!h) return OrderedJson{{"error", "no hint here: the solver is stuck too"}};
    a->session->noteHint(*h, since(nowMs));
    a->touched = true;
    OrderedJson j;
    j["move"] = h->move;
    j["why"] = h->why;
    j["state"] = state();
    return j;
}

OrderedJson PlayTest::solution(const std::string &id) const {
    const Level &level = levelById(id);
    const ModuleBackend *backend = backendOf(level);
    OrderedJson j;
    j["moves"] =
        backend && backend->play.solution ? backend->play.solution(level, 0) : std::vector<std::string>{};
    return j;
}

OrderedJson PlayTest::setPlayer(std::string name) {
    mPlayer = std::move(name);
    OrderedJson traces = OrderedJson::array();
    for (const std::unique_ptr<Attempt> &a : mAttempts) {
        if (a->session->over()) continue;
        a->player = mPlayer;
        if (a->touched) traces.push_back({{"attempt", a->number}, {"trace", traceLine(*a)}});
    }
    return {{"traces", std::move(traces)}};
}

OrderedJson PlayTest::board(const Level &level, const play::Game *game) const {
    const ModuleBackend *backend = findModule(level.module);
    OrderedJson j;
    play::BoardPicture picture;
    if (game && backend->play.board) {
        picture = backend->play.board(*game->publicView());
    } else if (backend && backend->preview) {
        picture.drawing = backend->preview(level.data);
    }
    // The page scales the picture to its box; 640 pixels is only the SVG's nominal size.
    j["svg"] = toSvg(picture.drawing, 640);
    j["rows"] = picture.rows;
    j["cols"] = picture.cols;
    j["x"] = picture.x;
    j["y"] = picture.y;
    j["cell"] = picture.cell;
    j["width"] = picture.drawing.width;
    j["height"] = picture.drawing.height;
    return j;
}

std::string PlayTest::traceLine(const Attempt &attempt) const {
    if (!attempt.touched) return {};
    play::Trace trace = attempt.session->trace();
    trace.pack = mHash;
    trace.player = attempt.player;
    return traceToJson(trace).dump();
}

OrderedJson PlayTest::state() const {
    OrderedJson j;
    if (mOpen.empty()) return j;
    const Level &level = levelById(mOpen);
    j["level"] = level.id;
    j["module"] = level.module;
    j["title"] = level.title;
    const Attempt *a = backendOf(level) ? current() : nullptr;
    j["playable"] = a != nullptr;
    if (!a) {
        j["board"] = board(level, nullptr);
        return j;
    }
    const play::Game &game = a->session->game();
    const play::Status status = game.status();
    j["attempt"] = a->number;
    j["outcome"] = a->session->givenUp() ? "given up" : play::outcomeName(status.outcome);
    j["over"] = a->session->over();
    j["reason"] = status.reason;
    j["moves"] = a->session->moves();
    j["toMove"] = game.toMove();
    const std::unique_ptr<play::View> view = game.publicView();
    j["legal"] = view->legalMoves();
    j["position"] = view->position();
    j["board"] = board(level, &game);
    j["trace"] = traceLine(*a);
    return j;
}

} // namespace tessera::pack
