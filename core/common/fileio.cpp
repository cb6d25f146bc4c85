#include "common/fileio.h"

#include "common/error.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tessera {

namespace {

std::atomic<std::size_t> gInputLimit{std::size_t(256) << 20};

std::string systemError(const std::string &what) {
    return what + ": " + std::strerror(errno);
}

// Writes everything, retrying on interruptions; false with errno set on failure.
bool writeAll(int fd, const std::string &content) {
    std::size_t written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        written += std::size_t(n);
    }
    return true;
}

// Our temporary files are ".<name>.tessera-<pid>-XXXXXX": one whose process is gone is a leftover
// of a save that was killed between writing and renaming.
constexpr const char *kTempTag = ".tessera-";

void removeStaleTemporaries(const std::filesystem::path &dir, const std::string &name) {
    namespace fs = std::filesystem;
    const std::string prefix = "." + name + kTempTag;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string file = it->path().filename().string();
        if (file.rfind(prefix, 0) != 0) continue;
        const std::string rest = file.substr(prefix.size());
        const auto dash = rest.find('-');
        if (dash == std::string::npos || dash == 0 || rest.size() != dash + 7) continue;
        if (rest.find_first_not_of("0123456789") != dash) continue;
        const long pid = std::strtol(rest.substr(0, dash).c_str(), nullptr, 10);
        if (pid <= 0 || pid == long(::getpid())) continue;
        if (::kill(pid_t(pid), 0) == 0 || errno == EPERM) continue; // still running
        fs::remove(it->path(), ec);
    }
}

} // namespace

std::size_t inputLimit() {
    return gInputLimit.load();
}

void setInputLimit(std::size_t bytes) {
    gInputLimit.store(bytes);
}

std::string readTextFile(const std::string &path) {
    // Non-blocking open: a FIFO with no writer must not hang the reader.
    const int fd = ::open(path == "-" ? "/dev/stdin" : path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) throw Error(systemError("cannot open for reading"), {}, path);
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        const std::string reason = systemError("cannot read");
        ::close(fd);
        throw Error(reason, {}, path);
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        throw Error("is a directory, not a file", {}, path);
    }
    // Back to blocking reads: a pipe with a writer is read to its end.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    const std::size_t limit = inputLimit();
    auto tooLarge = [&] {
        ::close(fd);
        throw Error("larger than the input limit of " + std::to_string(limit >> 20) +
                        " MiB (raise it with --max-input MB)",
                    {}, path);
    };
    if (S_ISREG(st.st_mode) && std::size_t(st.st_size) > limit) tooLarge();
    std::string text;
    if (S_ISREG(st.st_mode)) text.reserve(std::size_t(st.st_size));
    char buffer[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR) continue;
            if (errno == EAGAIN) break; // a FIFO that has no writer
            const std::string reason = systemError("read failed");
            ::close(fd);
            throw Error(reason, {}, path);
        }
        if (n == 0) break;
        if (text.size() + std::size_t(n) > limit) tooLarge();
        text.append(buffer, std::size_t(n));
    }
    ::close(fd);
    return text;
}

void writeFileAtomic(const std::string &path, const std::string &content) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path target(path);
    // A link is followed: the file it points to is what the user saves.
    if (fs::is_symlink(fs::symlink_status(target, ec))) {
        const fs::path resolved = fs::weakly_canonical(target, ec);
        if (ec) throw Error("cannot follow the link: " + ec.message(), {}, path);
        target = resolved;
    }
    struct stat old {};
    const bool exists = ::stat(target.c_str(), &old) == 0;
    if (exists && !S_ISREG(old.st_mode)) {
        if (S_ISDIR(old.st_mode)) throw Error("is a directory, not a file", {}, path);
        // A device or a FIFO is written to, never replaced (renaming over /dev/null would turn it
        // into a plain file for every program on the machine).
        const int fd = ::open(target.c_str(), O_WRONLY | O_CLOEXEC);
        if (fd < 0) throw Error(systemError("cannot open for writing"), {}, path);
        const bool ok = writeAll(fd, content);
        const std::string reason = ok ? std::string() : systemError("write failed");
        ::close(fd);
        if (!ok) throw Error(reason, {}, path);
        return;
    }
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    const std::string name = target.filename().string();
    removeStaleTemporaries(dir, name);
    std::string tmpl = (dir / ("." + name + kTempTag + std::to_string(::getpid()) + "-XXXXXX")).string();
    const int fd = ::mkstemp(tmpl.data());
    if (fd < 0) throw Error(systemError("cannot create a temporary file"), {}, path);
    auto failWith = [&](const std::string &what) {
        const std::string reason = systemError(what);
        ::close(fd);
        ::unlink(tmpl.c_str());
        throw Error(reason, {}, path);
    };
    if (!writeAll(fd, content)) failWith("write failed");
    if (::fsync(fd) != 0) failWith("flush failed");
    // mkstemp creates 0600: keep the old file's permissions, or the usual ones for a new file.
    mode_t mode = 0;
    if (exists) {
        mode = old.st_mode & 07777;
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    if (::fchmod(fd, mode) != 0) failWith("cannot set the permissions");
    if (::close(fd) != 0) {
        ::unlink(tmpl.c_str());
        throw Error(systemError("close failed"), {}, path);
    }
    if (::rename(tmpl.c_str(), target.c_str()) != 0) {
        const std::string reason = systemError("cannot replace the file");
        ::unlink(tmpl.c_str());
        throw Error(reason, {}, path);
    }
}

} // namespace tessera
