/* compile_check.cpp -- BryTorch header compile check (C++): compile_check.c compiled as
 * C++17, including its C++-only idioms. Built by tools/test/tier-bridge.sh:
 *   em++ -std=c++17 -c -Wall -Werror -I bridge/include compile_check.cpp */
#include "compile_check.c"
