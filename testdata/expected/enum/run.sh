#!/bin/sh
# Re-derive the expected path counts of testdata/expected/outcomes.json
# without any symbolic executor:
#   - native enumerators (*.c here): compiled with $CC (default cc) and run;
#   - z3 path-feasibility scripts (smt/*.smt2, written by gen_smt.py): each
#     "leaf <outcome>" label is followed by z3's sat/unsat for that decision
#     sequence; sat leaves are feasible paths.
# Usage: sh run.sh [-check]   (-check also runs the reduction self-checks)
set -eu
cd "$(dirname "$0")"
CC=${CC:-cc}
Z3=${Z3:-z3}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
CHECK=${1:-}

echo "== native enumerators"
for p in loop16 checksum heap_list table_index maze regexp dispatch sgs_loop; do
  $CC -O2 -o "$OUT/$p" "$p.c"
  case $p in
  regexp | dispatch) "$OUT/$p" $CHECK ;;
  *) "$OUT/$p" ;;
  esac
done

echo "== z3 path feasibility (sat leaves per outcome)"
if [ -n "${REGEN:-}" ]; then python3 gen_smt.py; fi
for f in smt/*.smt2; do
  n=$(basename "$f" .smt2)
  "$Z3" "$f" | awk -v n="$n" '
    /^leaf / { l = $2; next }
    /^sat$/ { s[l]++; tot++; next }
    /^unsat$/ { u++; next }
    END {
      line = sprintf("%-16s", n ".smt2")
      for (k in s) line = line " " k "=" s[k]
      printf "%s   (%d infeasible leaves)\n", line, u
    }'
done
