#pragma once

#include "rooms/generatoroptions.h"

#include <string>

namespace tessera::cli {
class Args;
class Registry;
} // namespace tessera::cli

namespace tessera::rooms {

// "tessera-cli rooms generate|export|check|bench".
void registerRoomsCommands(cli::Registry &registry);

// Generator options from the command line: --options FILE first, then the flags on top of it.
GeneratorOptions optionsFromArgs(const cli::Args &args);

// "mainPath=1,alternativePaths=0.5" (or one number for all) onto base; errors name the option.
ObjectiveWeights parseWeightList(const std::string &option, const std::string &text, ObjectiveWeights base);

} // namespace tessera::rooms
