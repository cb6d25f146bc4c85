#pragma once

#include <string>

namespace tessera {
struct ModuleBackend;
}

namespace tessera::cli {

class Registry;

// "tessera-cli <module> play FILE [--level ID] (--moves "m1 m2 ..." | --solution) [--seed N]
// [--trace FILE]" for a playable backend: the level played through a play::Session, one JSON object per
// level played, and with --trace each attempt appended to FILE as a trace line (JSON Lines).
void registerPlayVerb(Registry &registry, const ModuleBackend &backend);

} // namespace tessera::cli
