#!/bin/bash
# `./brytorch bench [NAME...]` or `./brytorch bench NAME --option...`: benchmarks (never
# tests: no thresholds). Each prints a table. Options after a single NAME go to its script.
set -uo pipefail
cd "$(dirname "$0")/../.."
script_of() {
  local script="tools/bench/$1.sh"
  [ -f "$script" ] || { echo "unknown benchmark '$1' (have: $(ls tools/bench/*.sh | xargs -n1 basename | sed 's/\.sh$//' | grep -v '^run$' | tr '\n' ' '))" >&2; exit 2; }
  echo "$script"
}
if [ $# -ge 2 ] && [[ "$2" == -* ]]; then
  script=$(script_of "$1") || exit 2
  shift
  exec bash "$script" "$@"
fi
names=("$@"); [ ${#names[@]} -gt 0 ] || names=(startup)
for name in "${names[@]}"; do
  script=$(script_of "$name") || exit 2
  bash "$script"
done
