#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace tessera::ui {

// A view's update after changes that come in bursts (a generator's thousand levels) or while the view
// is hidden (the overview behind a module page): asked for any number of times, it runs once, when the
// changes of this turn of the event loop are in while the widget is on show, else when the widget is
// next shown or flush() is called (by an accessor that must answer up to date).
class DeferredUpdate : public QObject {
public:
    // Owned by widget.
    DeferredUpdate(QWidget &widget, std::function<void()> update);
    void request();
    // Runs the update now if one was asked for.
    void flush();
    bool pending() const { return mPending; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget &mWidget;
    std::function<void()> mUpdate;
    bool mPending = false;
};

} // namespace tessera::ui
