#pragma once

namespace tessera::cli {

class Registry;

// "tessera-cli pack traces": players' traces brought back to a pack (pack/traceimport.h).
void registerTraceVerbs(Registry &registry);

} // namespace tessera::cli
