#pragma once

#include <QCoreApplication>
#include <QThreadPool>

#include <type_traits>
#include <utility>

namespace tessera::ui {

// Frees value on a worker thread: a thousand levels' JSON took the GUI thread 30 ms to free whenever a
// burst's command left the undo stack (a paste after an undone paste). Without an application (its
// pool is gone) it is freed here.
template <class T> void releaseInBackground(T &&value) {
    static_assert(std::is_rvalue_reference_v<T &&>, "give it the value to free");
    if constexpr (requires { value.empty(); })
        if (value.empty()) return;
    if (!QCoreApplication::instance()) return;
    // Owned by the task alone: a shared copy left here could be the last one, and free it here.
    auto *held = new std::decay_t<T>(std::forward<T>(value));
    QThreadPool::globalInstance()->start([held] { delete held; });
}

} // namespace tessera::ui
