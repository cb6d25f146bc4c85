# Included by the top-level CMakeLists.txt: when Emscripten is installed, the desktop build also makes
# the web play-test page's template (web/CMakeLists.txt, built in <build>/web with emcmake), so
# tessera-cli and the studio can export play-test pages. Without Emscripten nothing here is built and
# export-web says how to get it.
option(TESSERA_BUILD_WEB "Build the web play-test page with Emscripten when it is installed" ON)
set(TESSERA_PLAYTEST_TEMPLATE "")
if(NOT TESSERA_BUILD_WEB)
    return()
endif()
find_program(TESSERA_EMCMAKE emcmake)
if(NOT TESSERA_EMCMAKE)
    message(STATUS "Emscripten (emcmake) not found: no web play-test page in this build")
    return()
endif()
set(web_build ${CMAKE_BINARY_DIR}/web)
set(TESSERA_PLAYTEST_TEMPLATE ${web_build}/tessera-playtest.html)
# The web build compiles the same core: any core or page source is a dependency. Adding a source file
# edits a CMakeLists.txt, which reconfigures this list.
file(GLOB_RECURSE web_inputs
    ${CMAKE_SOURCE_DIR}/core/*.cpp ${CMAKE_SOURCE_DIR}/core/*.h ${CMAKE_SOURCE_DIR}/core/*.in
    ${CMAKE_SOURCE_DIR}/core/CMakeLists.txt ${CMAKE_SOURCE_DIR}/web/*)
# Debian's Emscripten runs its optimizer with the system's node modules (node-acorn).
set(web_env ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
add_custom_command(
    OUTPUT ${TESSERA_PLAYTEST_TEMPLATE}
    COMMAND ${web_env} ${TESSERA_EMCMAKE} ${CMAKE_COMMAND} -S ${CMAKE_SOURCE_DIR}/web -B ${web_build} -G Ninja
            -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON
    COMMAND ${web_env} ${CMAKE_COMMAND} --build ${web_build}
    # The sub-build leaves an unchanged page untouched; the stamp keeps the next build a no-op.
    COMMAND ${CMAKE_COMMAND} -E touch ${TESSERA_PLAYTEST_TEMPLATE}
    DEPENDS ${web_inputs}
    COMMENT "Building the web play-test page with Emscripten (the core as WebAssembly)"
    VERBATIM)
add_custom_target(tessera_web ALL DEPENDS ${TESSERA_PLAYTEST_TEMPLATE})
