#pragma once

#include <QPoint>
#include <QString>
#include <QStringList>

#include <functional>
#include <iosfwd>
#include <memory>
#include <vector>

class QWidget;

namespace tessera::ui {

class GridView;
class MainWindow;

// One interaction the studio benchmark times: real input events delivered to a real widget of a
// workbench, timed until the widget that shows the result has painted it (the worker's answer arrived
// and the view's paintEvent with it finished), not just until the event call returned.
class BenchInteraction {
public:
    virtual ~BenchInteraction() = default;
    // The widget whose repaint shows the result; a paint of any of its children counts too.
    virtual QWidget *view() const = 0;
    // Delivers the input of repetition `repetition` (mouse, keys) and returns.
    virtual void act(int repetition) = 0;
    // True once the result of the last act() is in what view() draws.
    virtual bool answered() const = 0;
    // True when no work started by an earlier act() runs any more (a refinement included), so every
    // repetition starts from rest.
    virtual bool idle() const { return true; }
    // Untimed, before repetition `repetition`: e.g. a new attempt when the game ended.
    virtual void reset(int repetition) { (void)repetition; }
};

// A case of `tessera --bench`: what it opens and which interaction it times. Each module's studio
// offers its own through ModuleUi::benchCases.
struct BenchCase {
    QString name; // "rooms.weight-slider.64": module, interaction, level
    QString what; // one line for people
    QString page; // the module page it runs on (studioBenchCases fills it in)
    // With the module's page on show in window: opens the level, enters play mode and so on, and returns
    // the interaction; null (with why) when it cannot.
    std::function<std::unique_ptr<BenchInteraction>(MainWindow &window, QString &why)> setUp;
};

struct StudioBenchOptions {
    QStringList cases; // names or name prefixes; empty = every case
    int repeat = 60;   // timed repetitions per case (after one untimed warm-up)
    int history = 0;   // untimed repetitions before those: a long session's undo history and lists
    int busy = 0;      // jobs keeping a core busy each while a case runs, as long jobs on every core do
};

// Every case of the registered module studios, in module order.
std::vector<BenchCase> studioBenchCases();

// Runs the cases in a studio window (no settings, no crash recovery; shown, offscreen works) and prints
// one JSON line per case to out: n, median, p95, p99 and max in wall milliseconds from the first input
// event to the end of the paint showing the result, the process's processor time (GUI thread and
// workers) and the GUI thread's own, with the undo commands of the page at the end. Returns 0, or 1 after
// naming on err a case that failed or an unknown case name. Needs a QApplication and the registered modules.
int runStudioBench(const StudioBenchOptions &options, std::ostream &out, std::ostream &err);

// Input helpers for the cases: real press/release and key events sent to the widget.
void benchClickCell(GridView &view, QPoint cell, bool rightButton = false);
void benchKey(QWidget &widget, int key);
// Opens the pack level with this id (the sample pack's); false when there is none.
bool benchOpenLevel(MainWindow &window, const char *id);
// Runs the event loop until done() or timeoutMs; returns done().
bool benchWaitFor(const std::function<bool()> &done, int timeoutMs = 30000);

} // namespace tessera::ui
