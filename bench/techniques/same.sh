#!/usr/bin/env bash
# same.sh BEFORE AFTER [SED]: do two symx binaries give the same results? Runs 5
# programs under each technique (--workers=1, one seed, an instruction
# budget, no per-query time limit), BEFORE twice and AFTER once, and lists
# the files of AFTER's output (info, the last run.stats row, the tests'
# .json) that equal neither BEFORE run once wall-clock fields (times,
# durations) and the objects' bytes are removed: the solver's models and
# some searchers' orders depend on wall-clock slices (issue 53), so BEFORE
# does not reproduce its own bytes. Homi's runs are wall-clock budgets: its
# files differ between BEFORE's own runs too. SED, a sed script applied to
# every file before the comparison, removes what the change means to
# differ (issue 47: '/^queries: /d; /^  "path": /d'). Run from the
# repository root.
set -euo pipefail
before=$1 after=$2 intended=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
configs=("dfs:--search=dfs" "pse:--pse --pse-check-timeout=0" "concolic:--concolic --partial-solutions=all"
  "sgs:--search=sgs:2" "partition:--partition=1/2 --search=dfs" "nurs:--search=nurs:covnew"
  "homi:--homi --max-time=3s --homi-time-scale=0.001")
explore() { # BIN OUT
  for prog in arith checksum maze regexp dispatch; do
    for c in "${configs[@]}"; do
      name=${c%%:*} d=$2/$prog-$name
      # shellcheck disable=SC2086
      "$1" run --quiet --suppress-program-output --workers=1 --seed=7 --max-instructions=300000 \
        --max-solver-time=0 ${c#*:} --output-dir="$d.raw" "testdata/programs/$prog.c" >/dev/null 2>&1 || true
      mkdir -p "$d"
      grep -v '^\(started\|elapsed\|command\|symx \)' "$d.raw/info" | sed -E 's/[0-9.]+(µs|ms|s|ns|m[0-9.]+s)\b/T/g' >"$d/info" || true
      # the last row, without the columns of time and memory
      awk -F'\t' 'NR==1 {for (i=1;i<=NF;i++) drop[i]=($i ~ /time|memory|rss/)} {last=$0} END {n=split(last,v,"\t"); for (i=1;i<=n;i++) if (!drop[i]) printf "%s ", v[i]; print ""}' "$d.raw/run.stats" >"$d/stats"
      for f in "$d.raw"/test*.json; do
        [ -e "$f" ] && sed -E 's/"bytes":\[[0-9,]*\],"hex":"[0-9a-f]*"(,"int":\{[^}]*\})?(,"text":"([^"\\]|\\.)*")?//' "$f" >"$d/$(basename "$f")"
      done
      rm -rf "$d.raw"
    done
  done
}
explore "$before" "$work/b1"
explore "$before" "$work/b2"
explore "$after" "$work/a"
show() { sed -e "$intended" "$1" 2>/dev/null || true; }
differ=0
for d in "$work"/b1/*/; do
  n=$(basename "$d")
  for f in $(ls "$work/b1/$n" "$work/b2/$n" "$work/a/$n" 2>/dev/null | grep -v : | sort -u); do
    a=$(show "$work/a/$n/$f")
    if [ "$a" != "$(show "$work/b1/$n/$f")" ] && [ "$a" != "$(show "$work/b2/$n/$f")" ]; then
      echo "differs: $n/$f"
      differ=$((differ + 1))
    fi
  done
done
echo "$differ files of the after run equal neither before run"
