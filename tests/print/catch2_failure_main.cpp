// Catch2's main for catch2_failure.cpp, alone in its file so that it builds
// without optimization (tests/CMakeLists.txt), with the same console width.
#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_CONSOLE_WIDTH 300
#include <catch2/catch.hpp>
