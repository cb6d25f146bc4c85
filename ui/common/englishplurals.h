#pragma once

#include <QTranslator>

namespace tessera::ui {

// The studio's texts spell a count's noun as Qt's numerus form, tr("%n level(s)", nullptr, n); with no
// translation loaded, Qt would show "1 level(s)". This translator is the English one: in a text with
// %n, every "(s)" or "(es)" after %n becomes "" for one and "s" or "es" otherwise ("1 level", "2
// foxes", "%n number(s) or dot(s)"), so a text says %n for the one count its nouns follow. Texts
// without %n are left to Qt as they are. Installed once on the application (the studio's main).
class EnglishPlurals : public QTranslator {
    Q_OBJECT
public:
    // Installs it on the running QCoreApplication; a second call does nothing.
    static void install();
    // The source text with its count's noun spelled for n (the text itself when n < 0 or it has no %n).
    static QString resolve(const QString &source, int n);

    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *disambiguation = nullptr,
                      int n = -1) const override;

private:
    using QTranslator::QTranslator;
};

} // namespace tessera::ui
