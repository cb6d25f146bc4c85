#include "pack/playtestpage.h"

#include "common/error.h"

#include <cstdlib>
#include <filesystem>

namespace tessera::pack {

namespace {
constexpr const char *kPackPlaceholder = "@TESSERA_PACK_JSON@";
}

std::string findPlayTestTemplate(const std::string &given) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!given.empty()) {
        if (!fs::is_regular_file(given, ec)) throw Error("no play-test page template here", {}, given);
        return given;
    }
    if (const char *env = std::getenv("TESSERA_PLAYTEST_TEMPLATE"); env && *env) {
        if (!fs::is_regular_file(env, ec)) throw Error("TESSERA_PLAYTEST_TEMPLATE names no file", {}, env);
        return env;
    }
#ifdef TESSERA_PLAYTEST_TEMPLATE
    if (fs::is_regular_file(TESSERA_PLAYTEST_TEMPLATE, ec)) return TESSERA_PLAYTEST_TEMPLATE;
#endif
    throw Error(
        "this build has no web play-test page: install Emscripten (Debian: emscripten, node-acorn) and "
        "build again, or name the page template of another build in TESSERA_PLAYTEST_TEMPLATE");
}

std::string playTestPage(const LevelPack &pack, const std::string &templateText) {
    const std::size_t at = templateText.find(kPackPlaceholder);
    if (at == std::string::npos) throw Error("not a play-test page template (no pack placeholder)");
    // The pack goes into a <script type="application/json">: '<' only occurs inside JSON strings, where
    // \u003c means the same, so no text in the pack can end the element or open a comment.
    std::string json;
    for (char ch : toJson(pack).dump()) {
        if (ch == '<')
            json += "\\u003c";
        else
            json += ch;
    }
    std::string page = templateText;
    page.replace(at, std::string(kPackPlaceholder).size(), json);
    return page;
}

} // namespace tessera::pack
