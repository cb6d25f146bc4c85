#pragma once

#include <QString>

class QWidget;

namespace tessera::ui {

class Job;
class StudioContext;

// Pack > Export Play-Test Page: the pack as one self-contained web page that plays every level in a
// browser from file:// (pack/playtestpage.h, the same export as "tessera-cli pack export-web"), written
// in a job. Asks for the file unless path is given; returns the job, or null when there is nothing to do
// (no file chosen, an empty pack, or this build has no page template, which a message explains).
Job *exportPlayTestPage(QWidget *parent, StudioContext &context, QString path = {});

} // namespace tessera::ui
