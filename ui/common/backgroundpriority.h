#pragma once

namespace tessera::ui {

// How much lower than the studio a job's thread runs: the `nice` command's default step.
constexpr int kBackgroundNiceStep = 10;

// Lowers the calling thread's CPU priority to that of background work, so that jobs on every core
// still leave the GUI thread, the live verdicts and the crash-recovery writer a core the moment they
// need one (with eight busy jobs on two cores the GUI thread waited up to 200 ms for its turn). On
// Linux the thread's nice value goes up by kBackgroundNiceStep (at most 19), and threads it starts
// afterwards inherit it (an optimizer's pools); elsewhere the thread gets QThread::LowPriority. An
// idle machine runs the job as fast as before. Should the system refuse, the thread runs on as it was.
void lowerToBackgroundPriority();

} // namespace tessera::ui
