#!/bin/bash
# `./brytorch bench [NAME...]`: benchmarks (never tests: no thresholds). Each prints a table.
set -uo pipefail
cd "$(dirname "$0")/../.."
names=("$@"); [ ${#names[@]} -gt 0 ] || names=(startup)
for name in "${names[@]}"; do
  script="tools/bench/$name.sh"
  [ -f "$script" ] || { echo "unknown benchmark '$name' (have: $(ls tools/bench/*.sh | xargs -n1 basename | sed 's/\.sh$//' | grep -v '^run$' | tr '\n' ' '))"; exit 2; }
  bash "$script"
done
