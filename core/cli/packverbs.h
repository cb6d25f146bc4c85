#pragma once

namespace tessera::cli {

class Registry;

// "tessera-cli pack info|validate|merge|export-images".
void registerPackVerbs(Registry &registry);

} // namespace tessera::cli
