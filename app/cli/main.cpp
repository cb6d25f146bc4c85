#include "cli/registry.h"
#include "common/module.h"

#include <iostream>

int main(int argc, char **argv) {
    tessera::registerModules();
    return tessera::cli::run(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr);
}
