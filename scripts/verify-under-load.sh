#!/usr/bin/env bash
# Runs the README's test command (`pnpm verify`) while CPU-bound processes run beside it, as on a
# busy CI machine, then prints how long it took. The busy loops are stopped however the command
# ends: success, failure, Ctrl-C, or SIGTERM (to the script once the command ends, or to its group).
#
#   scripts/verify-under-load.sh                      # pnpm verify beside five busy loops
#   scripts/verify-under-load.sh --loops 1            # one loop
#   scripts/verify-under-load.sh -- bash .ci/run      # any command: what follows `--`
#   scripts/verify-under-load.sh --loops 2 -- pnpm vitest run --project cli
#
# Exit status: the command's (130 after Ctrl-C).
set -uo pipefail
cd "$(dirname "$0")/.."

loops=5
usage() {
  sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
}
while [ $# -gt 0 ]; do
  case "$1" in
    --loops) loops="${2:-}"; shift 2 ;;
    --loops=*) loops="${1#--loops=}"; shift ;;
    -h | --help) usage; exit 0 ;;
    --) shift; break ;;
    *) echo "verify-under-load: unknown argument $1 (--loops N, then -- COMMAND...)" >&2; exit 2 ;;
  esac
done
if ! [[ "$loops" =~ ^[0-9]+$ ]]; then
  echo "verify-under-load: --loops takes a number of busy loops, got \"$loops\"" >&2
  exit 2
fi
if [ $# -eq 0 ]; then set -- pnpm verify; fi

pids=()
stop_loops() {
  if [ ${#pids[@]} -gt 0 ]; then
    kill "${pids[@]}" 2>/dev/null
    wait "${pids[@]}" 2>/dev/null
    pids=()
  fi
}
trap stop_loops EXIT
trap 'stop_loops; echo "verify-under-load: interrupted" >&2; exit 130' INT
trap 'stop_loops; exit 143' TERM

for ((i = 0; i < loops; i++)); do
  # A shell loop that never waits: one process that takes a whole core when it gets one.
  (while :; do :; done) &
  pids+=("$!")
done

cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')
echo "verify-under-load: $loops busy loop(s) beside \`$*\` on $cores core(s); load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
started=$(date +%s)
"$@"
status=$?
elapsed=$(($(date +%s) - started))
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
stop_loops
echo "verify-under-load: \`$*\` exited $status after $((elapsed / 60)) min $((elapsed % 60)) s ($elapsed s) with $loops busy loop(s); load average at the end $load"
exit "$status"
