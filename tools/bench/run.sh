#!/bin/bash
# `./brytorch bench [NAME...]` or `./brytorch bench NAME ARG...`: benchmarks (never tests: no
# thresholds). Each prints a table. When a word after the first is not a benchmark's name
# (an option, or a suite of `bench upstream`), everything after the first NAME goes to its
# script.
set -uo pipefail
cd "$(dirname "$0")/../.."
script_of() {
  local script="tools/bench/$1.sh"
  [ -f "$script" ] || { echo "unknown benchmark '$1' (have: $(ls tools/bench/*.sh | xargs -n1 basename | sed 's/\.sh$//' | grep -v '^run$' | tr '\n' ' '))" >&2; exit 2; }
  echo "$script"
}
all_names=1
for word in "$@"; do [ -f "tools/bench/$word.sh" ] && [ "$word" != run ] || all_names=0; done
if [ $# -ge 2 ] && [ "$all_names" = 0 ]; then
  script=$(script_of "$1") || exit 2
  shift
  exec bash "$script" "$@"
fi
names=("$@"); [ ${#names[@]} -gt 0 ] || names=(startup)
for name in "${names[@]}"; do
  script=$(script_of "$name") || exit 2
  bash "$script"
done
