#pragma once

namespace tessera::cli {

class Registry;

// "tessera-cli pack export-web": a pack as one self-contained play-test page (pack/playtestpage.h).
void registerWebVerbs(Registry &registry);

} // namespace tessera::cli
