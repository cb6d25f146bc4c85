#include "pack/levelpack.h"

#include "common/fileio.h"
#include "common/module.h"
#include "common/text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <limits>
#include <map>
#include <set>
#include <unordered_set>

namespace tessera::pack {

namespace {

void requireOnly(const JsonCursor &obj, std::initializer_list<const char *> allowed) {
    obj.requireObject();
    for (auto it = obj.raw().begin(); it != obj.raw().end(); ++it) {
        bool known = false;
        for (const char *a : allowed) known = known || it.key() == a;
        if (!known) {
            const std::string place = obj.path().empty() ? it.key() : obj.path() + "." + it.key();
            throw Error("unknown field", place);
        }
    }
}

std::vector<std::string> stringList(const JsonCursor &array) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < array.size(); ++i) out.push_back(array[i].string());
    return out;
}

Provenance provenanceFromJson(const JsonCursor &c) {
    requireOnly(c, {"seed", "options", "generator", "version"});
    Provenance p;
    if (c.has("seed")) {
        const JsonCursor seed = c["seed"];
        // Parsed text gives unsigned numbers; JSON built in code may hold a signed one.
        if (seed.raw().is_number_unsigned() ||
            (seed.raw().is_number_integer() && seed.raw().get<long long>() >= 0))
            p.seed = seed.raw().get<std::uint64_t>();
        else if (seed.raw().is_number_integer())
            seed.fail("a seed is a non-negative integer, found " +
                      std::to_string(seed.raw().get<long long>()));
        else
            seed.fail(std::string("expected an integer, found ") + jsonTypeName(seed.raw()));
    }
    if (c.has("options")) {
        c["options"].requireObject();
        p.options = c["options"].raw();
    }
    p.generator = c.stringOr("generator", "");
    p.version = c.stringOr("version", "");
    return p;
}

} // namespace

Level levelFromJson(const Json &value, const std::string &place) {
    const JsonCursor c(value, place);
    requireOnly(
        c, {"id", "module", "title", "data", "solution", "statistics", "difficulty", "tags", "provenance"});
    Level level;
    level.id = c["id"].string();
    if (level.id.empty()) c["id"].fail("a level id must not be empty");
    level.module = c["module"].string();
    if (!findModule(level.module)) {
        const std::vector<std::string> known = knownModuleIds();
        if (std::find(known.begin(), known.end(), level.module) == known.end())
            c["module"].fail("unknown module '" + level.module + "' (known: " + joined(known) + ")");
    }
    level.title = c["title"].string();
    c["data"].requireObject();
    level.data = c["data"].raw();
    if (c.has("solution")) level.solution = c["solution"].raw();
    if (c.has("statistics")) {
        c["statistics"].requireObject();
        level.statistics = c["statistics"].raw();
    }
    if (c.has("difficulty")) {
        level.difficulty = c["difficulty"].number();
        if (!std::isfinite(*level.difficulty)) c["difficulty"].fail("difficulty must be finite");
    }
    if (c.has("tags")) level.tags = stringList(c["tags"]);
    if (c.has("provenance")) level.provenance = provenanceFromJson(c["provenance"]);

    if (const ModuleBackend *backend = findModule(level.module); backend && backend->validateLevel) {
        const std::string dataPlace = c["data"].path();
        try {
            backend->validateLevel(level.data);
        } catch (const Error &e) {
            throw e.under(dataPlace);
        } catch (const std::exception &e) {
            // A validator that trips over an unexpected shape still gets a located message.
            throw Error(std::string("invalid level data: ") + e.what(), dataPlace);
        }
    }
    return level;
}

OrderedJson levelToJson(const Level &level) {
    // Fixed member order so packs diff well; the module's own data keeps sorted keys. Measures lose
    // their float noise (tidyNumbers) wherever a level is written: pack files, recovery, exports.
    OrderedJson l;
    l["id"] = level.id;
    l["module"] = level.module;
    l["title"] = level.title;
    l["data"] = OrderedJson(level.data);
    if (level.solution) l["solution"] = OrderedJson(*level.solution);
    Json statistics = level.statistics;
    tidyNumbers(statistics);
    l["statistics"] = OrderedJson(statistics);
    if (level.difficulty) l["difficulty"] = *level.difficulty;
    l["tags"] = level.tags;
    OrderedJson prov;
    if (level.provenance.seed) prov["seed"] = *level.provenance.seed;
    Json options = level.provenance.options;
    tidyNumbers(options);
    prov["options"] = OrderedJson(options);
    prov["generator"] = level.provenance.generator;
    prov["version"] = level.provenance.version;
    l["provenance"] = std::move(prov);
    return l;
}

LevelPack fromJson(const Json &doc, const std::string &file) {
    try {
        const JsonCursor c(doc);
        c.requireObject();
        requireFormat(c, kFormat);
        requireVersion(c, kVersion);
        requireOnly(c, {"format", "version", "name", "author", "description", "created", "levels"});

        LevelPack pack;
        pack.name = c["name"].string();
        pack.author = c.stringOr("author", "");
        pack.description = c.stringOr("description", "");
        pack.created = c.stringOr("created", "");
        const JsonCursor levels = c["levels"];
        std::map<std::string, std::size_t> ids;
        for (std::size_t i = 0; i < levels.size(); ++i) {
            const JsonCursor item = levels[i];
            Level level = levelFromJson(item.raw(), item.path());
            const auto [it, fresh] = ids.emplace(level.id, i);
            if (!fresh)
                item["id"].fail("duplicate level id '" + level.id + "' (also levels[" +
                                std::to_string(it->second) + "])");
            pack.levels.push_back(std::move(level));
        }
        return pack;
    } catch (const Error &e) {
        throw e.inFile(file);
    }
}

OrderedJson toJson(const LevelPack &pack, const CancelToken *cancel) {
    OrderedJson j;
    j["format"] = kFormat;
    j["version"] = kVersion;
    j["name"] = pack.name;
    j["author"] = pack.author;
    j["description"] = pack.description;
    j["created"] = pack.created;
    OrderedJson levels = OrderedJson::array();
    for (const Level &level : pack.levels) {
        if (cancel && cancel->cancelled()) break;
        levels.push_back(levelToJson(level));
    }
    j["levels"] = std::move(levels);
    return j;
}

LevelPack load(const std::string &path) {
    const std::string text = readTextFile(path);
    return fromJson(parseJson(text, path), path);
}

bool save(const LevelPack &pack, const std::string &path, const CancelToken *cancel) {
    const OrderedJson json = toJson(pack, cancel);
    if (cancel && cancel->cancelled()) return false;
    writeFileAtomic(path, json.dump(2) + "\n");
    return true;
}

namespace {
std::uint64_t fnv1a(const std::vector<std::string> &parts) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (const std::string &s : parts)
        for (unsigned char ch : s) {
            h ^= ch;
            h *= 0x100000001b3ULL;
        }
    return h;
}
std::string hexDigits(std::uint64_t h) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}
} // namespace

std::uint64_t contentHashValue(const Level &level) {
    // FNV-1a over the module id, a separator and the canonical (key-sorted) dump of the data.
    return fnv1a({level.module, std::string(1, '\0'), level.data.dump()});
}

std::string contentHash(const Level &level) {
    return hexDigits(contentHashValue(level));
}

std::string packHash(const LevelPack &pack) {
    return hexDigits(fnv1a({toJson(pack).dump()}));
}

bool MergeFilter::admit(Level &level) {
    if (!mSeen.insert(contentHashValue(level)).second) {
        ++mDropped;
        return false;
    }
    if (mIds.count(level.id)) {
        long &n = mNextNumber.try_emplace(level.module, 1).first->second;
        while (mIds.count(level.module + "-" + std::to_string(n))) ++n;
        level.id = level.module + "-" + std::to_string(n);
    }
    mIds.insert(level.id);
    return true;
}

MergeResult merge(const std::vector<LevelPack> &packs) {
    MergeResult result;
    if (packs.empty()) return result;
    result.pack = packs.front();
    result.pack.levels.clear();
    MergeFilter filter;
    for (const LevelPack &pack : packs)
        for (const Level &level : pack.levels) {
            Level copy = level;
            if (filter.admit(copy)) result.pack.levels.push_back(std::move(copy));
        }
    result.duplicatesDropped = filter.duplicatesDropped();
    return result;
}

bool isVersionText(const std::string &text) {
    auto digit = [](char c) { return c >= '0' && c <= '9'; };
    std::size_t i = 0;
    for (bool first = true; first || (i < text.size() && text[i] == '.'); first = false) {
        if (!first) ++i;
        const std::size_t start = i;
        while (i < text.size() && digit(text[i])) ++i;
        if (i == start) return false;
    }
    if (i == text.size()) return true;
    if (text[i] != '-' && text[i] != '+') return false;
    if (++i == text.size()) return false;
    for (; i < text.size(); ++i)
        if (!digit(text[i]) && !std::isalpha(static_cast<unsigned char>(text[i])) && text[i] != '.' &&
            text[i] != '-')
            return false;
    return true;
}

std::string freshId(const LevelPack &pack, const std::string &module) {
    std::set<std::string> used;
    for (const Level &l : pack.levels) used.insert(l.id);
    for (long n = 1;; ++n) {
        std::string id = module + "-" + std::to_string(n);
        if (!used.count(id)) return id;
    }
}

std::string nowIso8601() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    ::gmtime_r(&now, &utc);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return buf;
}

} // namespace tessera::pack
