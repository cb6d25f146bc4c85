#include "linjat/cliverbs.h"

#include "cli/registry.h"

namespace tessera::linjat {

void registerCliVerbs(cli::Registry &) {}

} // namespace tessera::linjat
