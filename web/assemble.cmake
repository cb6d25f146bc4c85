# Assembles the play-test page template: index.html with the style, the scripts and the runtime (the
# core as JavaScript with its WebAssembly inlined, then the worker's glue) put in place. Only the pack
# is left to fill in (@TESSERA_PACK_JSON@, core/pack/playtestpage.h).
# cmake -DPAGE=web/page -DRUNTIME=tessera-play.js -DOUT=tessera-playtest.html -P assemble.cmake
cmake_minimum_required(VERSION 3.21) # new variable-reference rules: the @NAME@ placeholders stay text
foreach(var PAGE RUNTIME OUT)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "assemble.cmake needs -D${var}=...")
    endif()
endforeach()
file(READ ${PAGE}/index.html html)
file(READ ${PAGE}/page.css css)
file(READ ${PAGE}/input.js input)
file(READ ${PAGE}/page.js page)
file(READ ${PAGE}/worker.js glue)
file(READ ${RUNTIME} runtime)
string(APPEND runtime "\n${glue}")
# Inlined text must not end its <script> element early.
foreach(part runtime input page)
    string(TOLOWER "${${part}}" lower)
    string(FIND "${lower}" "</script" at)
    if(NOT at EQUAL -1)
        message(FATAL_ERROR "${part} contains </script at ${at}: it cannot be inlined")
    endif()
endforeach()
string(REPLACE "/*@PAGE_CSS@*/" "${css}" html "${html}")
string(REPLACE "/*@RUNTIME@*/" "${runtime}" html "${html}")
string(REPLACE "/*@PAGE_JS@*/" "${input}\n${page}" html "${html}")
file(WRITE ${OUT} "${html}")
