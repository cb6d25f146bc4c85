// The precompiled header for the tests (tests/CMakeLists.txt) is built with this empty source.
