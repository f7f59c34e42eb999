# Timing helpers of the shell benchmarks (sourced).
# median: the median of the numbers on stdin, one per line.
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# wall_ms CMD...: runs CMD with its output discarded; prints its wall time in ms if it
# succeeded, returns its failure otherwise.
wall_ms() { local s=$(date +%s%N); "$@" >/dev/null 2>&1 || return 1; echo $(( ($(date +%s%N) - s) / 1000000 )); }
