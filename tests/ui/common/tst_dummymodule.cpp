// The studio side of a seventh module: a dummy module (tests/core/common/dummymodule.h) and a trivial page
// for it, registered at run time, appear wherever the studio lists modules: the page switcher, the
// overview's module table, the difficulty curve in the colour its description gives, with the title and
// icon path its description gives. A list of modules written by hand in the studio fails here.
#include "common/module.h"
#include "tests/core/common/dummymodule.h"
#include "ui/common/difficultychart.h"
#include "ui/common/mainwindow.h"
#include "ui/common/modulepage.h"
#include "ui/common/moduleui.h"
#include "ui/common/overviewpage.h"
#include "ui/common/packdocument.h"
#include "ui/common/resources.h"

#include <QFile>
#include <QScatterSeries>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace tessera;

namespace {

// The whole studio of the dummy module: a page with nothing on it.
class ButtonPage : public ui::ModulePage {
public:
    ButtonPage(ui::StudioContext &context, QWidget *parent)
        : ModulePage(*ui::findModuleUi(QStringLiteral("dummy")), context, parent) {}
};

} // namespace

class TestDummyModuleUi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        ui::registerUiModules();
        addModuleBackend(dummymodule::backend());
        ui::addModuleUi(ui::moduleUiFor(dummymodule::kId, [](ui::StudioContext &context, QWidget *parent) {
            return new ButtonPage(context, parent);
        }));
    }

    void itsIdentityIsItsDescription() {
        const ui::ModuleUi *module = ui::findModuleUi(QStringLiteral("dummy"));
        QVERIFY(module);
        QCOMPARE(module->title, QString(dummymodule::kTitle));
        QCOMPARE(module->icon, QStringLiteral(":/modules/dummy/dummy.svg"));
        QCOMPARE(ui::moduleColour("dummy"), QColor::fromString(QLatin1String(dummymodule::kColour)));
        // Every real module's icon is a resource its studio folder brought.
        for (const ui::ModuleUi &m : ui::moduleUis())
            if (m.id != QStringLiteral("dummy")) QVERIFY2(QFile::exists(m.icon), qPrintable(m.icon));
    }

    void theStudioShowsIt() {
        QTemporaryDir dir;
        const QString path = dir.filePath("buttons.json");
        pack::LevelPack buttons;
        buttons.name = "Buttons";
        for (int n : {2, 5})
            buttons.levels.push_back(dummymodule::packLevel(
                {{"presses", n}}, pack::LevelSource{"button-" + std::to_string(n), "Button", {}, {}}));
        pack::save(buttons, path.toStdString());

        ui::MainWindow window(ui::MainWindow::Options{false});
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.pageIds().contains(QStringLiteral("dummy")));
        QVERIFY(window.workbench(QStringLiteral("dummy")));
        QVERIFY(window.showPage(QStringLiteral("dummy")));
        QVERIFY(window.showPage(QStringLiteral("overview")));
        window.document().load(path);
        QCoreApplication::processEvents(); // the overview's chart redraws once the turn's changes are in

        // The overview's table: a row for it, with its title, its level count and its workbench.
        QTableWidget *table = window.overviewPage()->moduleTable();
        int row = -1;
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, 0)->text() == QString(dummymodule::kTitle)) row = r;
        QVERIFY(row >= 0);
        QCOMPARE(table->item(row, 1)->text(), QStringLiteral("2"));
        QCOMPARE(table->item(row, 3)->text(), QStringLiteral("workbench"));

        // The difficulty curve: its points, and a legend entry in its colour under its title.
        ui::DifficultyChart *chart = window.overviewPage()->chart();
        QCOMPARE(chart->modulePoints(dummymodule::kId).size(), 2);
        QScatterSeries *legend = nullptr;
        for (QAbstractSeries *series : chart->chart()->series())
            if (series->name() == QString(dummymodule::kTitle))
                legend = qobject_cast<QScatterSeries *>(series);
        QVERIFY(legend);
        QCOMPARE(legend->color(), QColor::fromString(QLatin1String(dummymodule::kColour)));
    }
};

QTEST_MAIN(TestDummyModuleUi)
#include "tst_dummymodule.moc"
