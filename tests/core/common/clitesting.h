#pragma once

// Runs the built tessera-cli as a user would, from a shell or a job runner, for the CLI tests of every
// module: exit status, stdout and stderr; JSON-lines output split into objects.
#include "common/module.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QStringList>

namespace clitesting {

struct Run {
    int status = -1; // -1: did not finish or crashed
    QByteArray out;
    QByteArray err;
};

inline Run cli(const QStringList &args, const QByteArray &input = {}) {
    QProcess p;
    p.start(QStringLiteral(TESSERA_CLI_PATH), args);
    if (!input.isEmpty()) p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(300000)) return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// "<id> generate" with the module's sample arguments (its description's sampleGenerate), a path among
// them made absolute from the repository root, so every module's generate is tested with no list of
// modules in the tests.
inline QStringList sampleGenerate(const tessera::ModuleBackend &module) {
    const QDir root(QStringLiteral(TESSERA_TEST_DATA "/../.."));
    QStringList args{QString::fromStdString(module.id), QStringLiteral("generate")};
    for (const std::string &a : module.sampleGenerate) {
        const QString arg = QString::fromStdString(a);
        args << (!arg.startsWith(QLatin1Char('-')) && QFile::exists(root.filePath(arg))
                     ? QDir::cleanPath(root.absoluteFilePath(arg))
                     : arg);
    }
    return args;
}

inline QByteArray readAll(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline QList<QJsonObject> jsonLines(const QByteArray &out) {
    QList<QJsonObject> list;
    for (const QByteArray &line : out.split('\n'))
        if (!line.trimmed().isEmpty()) list.push_back(QJsonDocument::fromJson(line).object());
    return list;
}

} // namespace clitesting
