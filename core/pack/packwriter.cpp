#include "pack/packwriter.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <unistd.h>

namespace tessera::pack {

namespace {

namespace fs = std::filesystem;

constexpr const char *kLevelsOpen = "\"levels\": [";

// Each line of text indented by spaces: a level as dump(2) writes it inside the pack's array.
std::string indented(const std::string &text, int spaces) {
    const std::string pad(std::size_t(spaces), ' ');
    std::string out = pad;
    out.reserve(text.size() + text.size() / 8);
    for (char c : text) {
        out.push_back(c);
        if (c == '\n') out += pad;
    }
    return out;
}

} // namespace

PackWriter::PackWriter(const std::string &path, const LevelPack &header)
    : mPath(path) {
    LevelPack empty = header;
    empty.levels.clear();
    // save()'s text of the pack without levels ends with "levels": [] and the closing brace.
    const std::string text = toJson(empty).dump(2);
    const std::size_t open = text.rfind(kLevelsOpen);
    const std::string head = text.substr(0, open + std::strlen(kLevelsOpen));
    mTail = text.substr(head.size()) + "\n";

    fs::path target(path);
    std::error_code ec;
    if (fs::is_symlink(fs::symlink_status(target, ec))) target = fs::weakly_canonical(target, ec);
    const fs::file_status status = fs::status(target, ec);
    if (fs::is_directory(status)) throw Error("is a directory, not a file", {}, path);
    // A device or a FIFO (/dev/stdout) is written to; a regular file is replaced when done.
    const bool special = fs::exists(status) && !fs::is_regular_file(status);
    if (!special) {
        const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
        mTemp =
            (dir / ("." + target.filename().string() + ".writing-" + std::to_string(::getpid()))).string();
    }
    mPath = target.string();
    mFile = std::fopen(special ? mPath.c_str() : mTemp.c_str(), "wb");
    if (!mFile) throw Error(std::string("cannot open for writing: ") + std::strerror(errno), {}, path);
    write(head);
}

PackWriter::~PackWriter() {
    if (!mFile) return;
    std::fclose(mFile);
    if (!mTemp.empty()) std::remove(mTemp.c_str());
}

void PackWriter::add(const Level &level) {
    write((mCount == 0 ? "\n" : ",\n") + indented(levelToJson(level).dump(2), 4));
    ++mCount;
}

void PackWriter::finish() {
    write(mCount == 0 ? mTail : "\n  ]\n}\n");
    const bool ok = std::fflush(mFile) == 0 && (mTemp.empty() || ::fsync(::fileno(mFile)) == 0);
    const int error = errno;
    std::fclose(mFile);
    mFile = nullptr;
    if (!ok) {
        if (!mTemp.empty()) std::remove(mTemp.c_str());
        throw Error(std::string("write failed: ") + std::strerror(error), {}, mPath);
    }
    if (mTemp.empty()) return;
    std::error_code ec;
    // A replaced file keeps its permissions.
    const fs::file_status old = fs::status(mPath, ec);
    if (!ec && fs::is_regular_file(old)) fs::permissions(mTemp, old.permissions(), ec);
    fs::rename(mTemp, mPath, ec);
    if (ec) {
        std::remove(mTemp.c_str());
        throw Error("cannot replace the file: " + ec.message(), {}, mPath);
    }
}

void PackWriter::write(const std::string &text) {
    if (std::fwrite(text.data(), 1, text.size(), mFile) != text.size())
        throw Error(std::string("write failed: ") + std::strerror(errno), {}, mPath);
}

} // namespace tessera::pack
