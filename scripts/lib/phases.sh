# Times each phase of a test run and prints them as a table at the end (sourced by
# scripts/test-all.sh and .ci/run). PHASE_TIMES_FILE is shared so nested scripts add to one table.
export PHASE_TIMES_FILE=${PHASE_TIMES_FILE:-$(mktemp /tmp/wfc-phases.XXXXXX)}

# phase <name> <command...>: runs the command, records its duration and outcome.
phase() {
  local name=$1
  shift
  echo "== $name"
  local started=$SECONDS status=0
  "$@" || status=$?
  printf '%s\t%s\t%s\n' "$name" "$((SECONDS - started))" "$status" >>"$PHASE_TIMES_FILE"
  return "$status"
}

print_phases() {
  [ -s "$PHASE_TIMES_FILE" ] || return 0
  echo
  echo "Phase durations"
  awk -F'\t' '{ total += $2; printf "  %-44s %5d s  %s\n", $1, $2, ($3 == 0 ? "ok" : "failed (" $3 ")") }
    END { printf "  %-44s %5d s (%.1f min)\n", "total", total, total / 60 }' "$PHASE_TIMES_FILE"
}
