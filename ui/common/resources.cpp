#include "ui/common/resources.h"

#include "common/error.h"
#include "common/jsonutil.h"

#include <QFile>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initTesseraResources() {
    Q_INIT_RESOURCE(resources);
}

namespace tessera::ui {

void initResources() {
    static const bool once = [] {
        initTesseraResources();
        return true;
    }();
    (void)once;
}

QString samplePackPath() {
    return QStringLiteral(":/samples/sample-pack.json");
}

pack::LevelPack loadPackFile(const QString &path) {
    if (!path.startsWith(QLatin1Char(':'))) return pack::load(path.toStdString());
    // Resources are not files the core can open: read them here, parse with the same rules.
    initResources();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw Error("cannot open the bundled resource", {}, path.toStdString());
    const std::string text = file.readAll().toStdString();
    return pack::fromJson(parseJson(text, path.toStdString()), path.toStdString());
}

} // namespace tessera::ui
