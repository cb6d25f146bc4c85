#include "common/fileio.h"

#include "common/error.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tessera {

std::string readTextFile(const std::string &path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Error(std::string("cannot open for reading: ") + std::strerror(errno), {}, path);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) throw Error("read failed", {}, path);
    return buffer.str();
}

void writeFileAtomic(const std::string &path, const std::string &content) {
    namespace fs = std::filesystem;
    const fs::path target(path);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::string name = ".";
    name += target.filename().string();
    name += ".XXXXXX";
    std::string tmpl = (dir / name).string();
    const int fd = ::mkstemp(tmpl.data());
    if (fd < 0) throw Error(std::string("cannot create a temporary file: ") + std::strerror(errno), {}, path);
    auto failWith = [&](const std::string &what) {
        const std::string reason = what + ": " + std::strerror(errno);
        ::close(fd);
        ::unlink(tmpl.c_str());
        throw Error(reason, {}, path);
    };
    std::size_t written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0) {
            if (errno == EINTR) continue;
            failWith("write failed");
        }
        written += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0) failWith("flush failed");
    // mkstemp creates 0600; a saved document should have the usual permissions.
    ::fchmod(fd, 0644);
    if (::close(fd) != 0) {
        ::unlink(tmpl.c_str());
        throw Error(std::string("close failed: ") + std::strerror(errno), {}, path);
    }
    if (::rename(tmpl.c_str(), path.c_str()) != 0) {
        const std::string reason = std::string("cannot replace the file: ") + std::strerror(errno);
        ::unlink(tmpl.c_str());
        throw Error(reason, {}, path);
    }
}

} // namespace tessera
