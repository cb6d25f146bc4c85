#pragma once

class QLabel;

namespace tessera::linjat::ui {

// The large bold line that heads the layer viewer and the stall inspector: what the page shows now.
QLabel *makeHeadline();

} // namespace tessera::linjat::ui
