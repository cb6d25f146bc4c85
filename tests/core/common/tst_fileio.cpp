// Reading and saving as hostile paths meet them: directories, FIFOs without a writer, endless devices,
// special files as save targets, links, permissions, and the temporaries a killed save leaves.
#include "common/error.h"
#include "common/fileio.h"

#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <thread>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace tessera;
namespace fs = std::filesystem;

namespace {

std::string errorOf(const std::function<void()> &f) {
    try {
        f();
    } catch (const Error &e) {
        return e.what();
    }
    return "no error";
}

std::string contentOf(const fs::path &p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

} // namespace

class TestFileIo : public QObject {
    Q_OBJECT
private slots:
    void readRefusesWhatIsNoFile() {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        QCOMPARE(errorOf([&] { readTextFile(d); }), d + ": is a directory, not a file");
        QVERIFY(errorOf([&] { readTextFile(d + "/missing.json"); }).find("cannot open for reading") !=
                std::string::npos);
        // A FIFO nobody writes to reads as empty at once instead of blocking.
        const std::string fifo = d + "/fifo";
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QCOMPARE(readTextFile(fifo), std::string());
    }

    void readStopsAtTheInputLimit() {
        const std::size_t saved = inputLimit();
        setInputLimit(std::size_t(1) << 20);
        const std::string message = errorOf([] { readTextFile("/dev/zero"); });
        setInputLimit(saved);
        QCOMPARE(
            message,
            std::string("/dev/zero: larger than the input limit of 1 MiB (raise it with --max-input MB)"));
        QTemporaryDir dir;
        const std::string big = dir.path().toStdString() + "/big.json";
        std::ofstream(big) << std::string((1 << 20) + 1, ' ');
        setInputLimit(std::size_t(1) << 20);
        const std::string regular = errorOf([&] { readTextFile(big); });
        setInputLimit(saved);
        QVERIFY2(regular.find("larger than the input limit") != std::string::npos, regular.c_str());
        QCOMPARE(readTextFile(big).size(), std::size_t((1 << 20) + 1));
    }

    void saveWritesSpecialFilesInPlace() {
        QTemporaryDir dir;
        const fs::path fifo = dir.path().toStdString() + "/out.fifo";
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        std::string received;
        std::thread reader([&] { received = contentOf(fifo); });
        writeFileAtomic(fifo.string(), "through the pipe");
        reader.join();
        QCOMPARE(received, std::string("through the pipe"));
        QVERIFY(fs::is_fifo(fs::status(fifo))); // still a FIFO, not a regular file renamed over it
    }

    void saveKeepsPermissionsAndFollowsLinks() {
        QTemporaryDir dir;
        const fs::path file = dir.path().toStdString() + "/secret.json";
        std::ofstream(file) << "old";
        fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write);
        writeFileAtomic(file.string(), "new");
        QCOMPARE(contentOf(file), std::string("new"));
        QCOMPARE(fs::status(file).permissions() & fs::perms::all,
                 fs::perms::owner_read | fs::perms::owner_write);

        const fs::path link = dir.path().toStdString() + "/link.json";
        fs::create_symlink(file, link);
        writeFileAtomic(link.string(), "via the link");
        QVERIFY(fs::is_symlink(fs::symlink_status(link)));
        QCOMPARE(contentOf(file), std::string("via the link"));
        QVERIFY(errorOf([&] { writeFileAtomic(dir.path().toStdString(), "x"); }).find("is a directory") !=
                std::string::npos);
    }

    void saveRemovesTemporariesOfDeadSaves() {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        // A pid that surely ran and ended: a child that exited.
        const pid_t child = ::fork();
        if (child == 0) ::_exit(0);
        ::waitpid(child, nullptr, 0);
        const fs::path stale = d + "/.pack.json.tessera-" + std::to_string(child) + "-Ab12Cd";
        const fs::path live = d + "/.pack.json.tessera-" + std::to_string(::getppid()) + "-Ef34Gh";
        const fs::path other = d + "/.other.json.tessera-" + std::to_string(child) + "-Ij56Kl";
        for (const fs::path &p : {stale, live, other}) std::ofstream(p) << "partial";
        writeFileAtomic(d + "/pack.json", "{}");
        QVERIFY(!fs::exists(stale));
        QVERIFY(fs::exists(live));  // its process runs: maybe saving right now
        QVERIFY(fs::exists(other)); // another file's
        int temporaries = 0;
        for (const auto &entry : fs::directory_iterator(d))
            temporaries += entry.path().filename().string().find(".tessera-") != std::string::npos;
        QCOMPARE(temporaries, 2); // none of this save's own left behind
    }
};

QTEST_GUILESS_MAIN(TestFileIo)
#include "tst_fileio.moc"
