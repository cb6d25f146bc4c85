#pragma once

#include <QString>

class QWidget;

namespace tessera::ui {

class Job;
class StudioContext;

// Pack > Export Level Images: every level's preview as PNG and SVG, and a contact sheet of the whole
// pack, written in a job (progress, Cancel) by the core's exporter, the one the CLI's "pack
// export-images" calls. Asks for the folder unless dir is given; returns the job, or null when there is
// nothing to do (no folder chosen, an empty pack).
Job *exportPackImages(QWidget *parent, StudioContext &context, QString dir = {});

} // namespace tessera::ui
