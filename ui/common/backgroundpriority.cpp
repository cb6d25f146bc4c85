#include "ui/common/backgroundpriority.h"

#ifdef __linux__
#include <algorithm>
#include <cerrno>
#include <sys/resource.h>
#include <unistd.h>
#else
#include <QThread>
#endif

namespace tessera::ui {

void lowerToBackgroundPriority() {
#ifdef __linux__
    // Qt's thread priorities do nothing under Linux's default scheduling policy; a thread's nice value
    // does (a raise needs no privilege). getpriority may return -1 as a value, hence errno.
    const id_t thread = id_t(::gettid());
    errno = 0;
    const int nice = getpriority(PRIO_PROCESS, thread);
    if (errno == 0) setpriority(PRIO_PROCESS, thread, std::min(19, nice + kBackgroundNiceStep));
#else
    QThread::currentThread()->setPriority(QThread::LowPriority);
#endif
}

} // namespace tessera::ui
