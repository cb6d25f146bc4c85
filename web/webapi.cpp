// The web play-test page's C ABI: a few functions taking and returning JSON text (as Tatham's web front
// end does), all of them thin calls into pack::PlayTest, so the page runs the core's own rules. The
// page's worker cwraps them (web/page/worker.js); times are the page's clock in milliseconds.
#include "common/error.h"
#include "common/module.h"
#include "pack/playtest.h"

#include <emscripten/emscripten.h>

#include <exception>
#include <memory>
#include <string>

using namespace tessera;

namespace {

std::unique_ptr<pack::PlayTest> gPlayTest;
std::string gReply; // the last reply; the caller copies it before the next call

const char *reply(const OrderedJson &j) {
    gReply = j.dump();
    return gReply.c_str();
}

const char *failure(const std::string &message) {
    OrderedJson j;
    j["error"] = message;
    return reply(j);
}

// Runs f on the loaded pack; every failure becomes {"error": ...}, so no exception reaches JavaScript.
template <typename F> const char *guarded(F &&f) {
    try {
        if (!gPlayTest) return failure("no pack is loaded");
        return reply(f(*gPlayTest));
    } catch (const Error &e) {
        return failure(e.what());
    } catch (const std::exception &e) {
        return failure(std::string("internal error: ") + e.what());
    }
}

} // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char *tessera_load(const char *packText) {
    try {
        registerModules();
        gPlayTest = std::make_unique<pack::PlayTest>(pack::fromJson(parseJson(packText, "pack"), "pack"));
        return reply(gPlayTest->packInfo());
    } catch (const Error &e) {
        gPlayTest.reset();
        return failure(e.what());
    } catch (const std::exception &e) {
        gPlayTest.reset();
        return failure(std::string("internal error: ") + e.what());
    }
}

EMSCRIPTEN_KEEPALIVE const char *tessera_open(const char *id, double now) {
    return guarded([&](pack::PlayTest &p) { return p.open(id, (long long)now); });
}

EMSCRIPTEN_KEEPALIVE const char *tessera_play(const char *move, double now) {
    return guarded([&](pack::PlayTest &p) { return p.play(move, (long long)now); });
}

EMSCRIPTEN_KEEPALIVE const char *tessera_undo(double now) {
    return guarded([&](pack::PlayTest &p) { return p.undo((long long)now); });
}

EMSCRIPTEN_KEEPALIVE const char *tessera_restart(double now) {
    return guarded([&](pack::PlayTest &p) { return p.restart((long long)now); });
}

EMSCRIPTEN_KEEPALIVE const char *tessera_give_up(double now) {
    return guarded([&](pack::PlayTest &p) { return p.giveUp((long long)now); });
}

EMSCRIPTEN_KEEPALIVE const char *tessera_again(double now) {
    return guarded([&](pack::PlayTest &p) { return p.again((long long)now); });
}

EMSCRIPTEN_KEEPALIVE const char *tessera_hint(double now) {
    return guarded([&](pack::PlayTest &p) { return p.hint((long long)now); });
}

EMSCRIPTEN_KEEPALIVE const char *tessera_solution(const char *id) {
    return guarded([&](pack::PlayTest &p) { return p.solution(id); });
}

EMSCRIPTEN_KEEPALIVE const char *tessera_state() {
    return guarded([](pack::PlayTest &p) { return p.state(); });
}

EMSCRIPTEN_KEEPALIVE const char *tessera_set_player(const char *name) {
    return guarded([&](pack::PlayTest &p) {
        OrderedJson reply = p.setPlayer(name);
        reply["player"] = name;
        return reply;
    });
}

} // extern "C"
