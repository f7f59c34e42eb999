#!/bin/bash
# Prints the C-API names the bridge provides, one per line: functions and data defined by the
# runtime (bridge/src, read from the compiled objects with llvm-nm) plus the macros, types
# and constants our headers define (bridge/include). Feeds tools/bridge/capi_names.py
# --implemented. Needs a built bridge (./brytorch build bridge).
set -euo pipefail
cd "$(dirname "$0")/../.."
obj=out/bridge-obj   # tools/build/bridge.sh
ls "$obj"/runtime-*.o >/dev/null 2>&1 || { echo "no runtime objects in $obj: run ./brytorch build bridge" >&2; exit 1; }
{
  llvm-nm-19 --defined-only "$obj"/runtime-*.o | awk 'NF == 3 && $2 ~ /[TDBR]/ {print $3}'
  # Macros, typedefs, struct tags and enum constants of our headers.
  grep -hoE '^#[[:space:]]*define[[:space:]]+[A-Za-z_][A-Za-z0-9_]*' bridge/include/*.h | awk '{print $NF}'
  grep -hoE '\b(typedef[^;]*\b|struct[[:space:]]+)(Py|_Py)[A-Za-z0-9_]*' bridge/include/*.h | grep -oE '(Py|_Py)[A-Za-z0-9_]*$'
  grep -hoE '\}[[:space:]]*(Py|_Py)[A-Za-z0-9_]*;' bridge/include/*.h | grep -oE '(Py|_Py)[A-Za-z0-9_]*'
  grep -hoE '^[[:space:]]*(Py|PY|_Py|METH)[A-Za-z0-9_]*[[:space:]]*=' bridge/include/*.h | grep -oE '[A-Za-z0-9_]+'
  # Function-pointer typedefs and static inline functions.
  grep -hoE '\(\*[[:space:]]*(Py|_Py)[A-Za-z0-9_]*\)' bridge/include/*.h | grep -oE '(Py|_Py)[A-Za-z0-9_]*'
  grep -hoE 'static inline [^(]*\b(Py|_Py)[A-Za-z0-9_]*\(' bridge/include/*.h | grep -oE '(Py|_Py)[A-Za-z0-9_]*\(' | tr -d '('
} | grep -E '^(_?Py|PY_|METH_|T_|READONLY)' | sort -u
