#include "ui/common/englishplurals.h"

#include <QCoreApplication>
#include <QPointer>

namespace tessera::ui {

namespace {
QPointer<EnglishPlurals> gPlurals;
} // namespace

void EnglishPlurals::install() {
    if (gPlurals || !QCoreApplication::instance()) return;
    gPlurals = new EnglishPlurals(QCoreApplication::instance());
    QCoreApplication::installTranslator(gPlurals);
}

QString EnglishPlurals::resolve(const QString &source, int n) {
    const qsizetype count = source.indexOf(QLatin1String("%n"));
    if (n < 0 || count < 0) return source;
    QString text = source.left(count);
    for (qsizetype at = count; at < source.size();) {
        const qsizetype open = source.indexOf(QLatin1Char('('), at);
        const bool s = open >= 0 && QStringView(source).mid(open).startsWith(QLatin1String("(s)"));
        const bool es = open >= 0 && QStringView(source).mid(open).startsWith(QLatin1String("(es)"));
        const qsizetype end = open < 0 ? source.size() : open + 1;
        if (!s && !es) {
            text += QStringView(source).mid(at, end - at);
            at = end;
            continue;
        }
        text += QStringView(source).mid(at, open - at);
        if (n != 1) text += QLatin1String(es ? "es" : "s");
        at = open + (es ? 4 : 3);
    }
    return text;
}

QString EnglishPlurals::translate(const char *, const char *sourceText, const char *, int n) const {
    // An empty answer lets Qt use the source text unchanged.
    if (n < 0 || !sourceText) return {};
    const QString source = QString::fromUtf8(sourceText);
    const QString text = resolve(source, n);
    return text == source ? QString() : text;
}

} // namespace tessera::ui
