#!/usr/bin/env bash
# Executes every notebook headless with the GoNB kernel, in place (outputs
# are committed), and fails if any cell errors. Usage:
#   notebooks/run.sh [--check] [NOTEBOOK.ipynb...]
# --check: write the executed notebooks to a temporary directory instead
# (the committed ones stay as they are), as CI does.
# Needs notebooks/setup.sh first. Reference data: $SUDOLAB_REFDATA, default
# ../shared/data beside the repository root.
set -euo pipefail
# Notebook arguments may be given relative to the caller's directory
# (notebooks/x.ipynb) or to notebooks/ (x.ipynb).
args=()
for a in "$@"; do
  if [ "$a" != "--check" ] && [ -f "$a" ]; then a="$(cd "$(dirname "$a")" && pwd)/$(basename "$a")"; fi
  args+=("$a")
done
set -- ${args[@]+"${args[@]}"}
cd "$(dirname "$0")"
export PATH="$PATH:/usr/local/go/bin:$(go env GOPATH)/bin"
export SUDOLAB_REFDATA="${SUDOLAB_REFDATA:-$(cd ../.. && pwd)/shared/data}"

out=(--inplace)
if [ "${1:-}" = "--check" ]; then
  shift
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  out=(--output-dir "$tmp")
fi
nbs=("$@")
[ ${#nbs[@]} -gt 0 ] || nbs=(*.ipynb)

status=0
for nb in "${nbs[@]}"; do
  start=$(date +%s)
  # nbconvert fails on a cell that raises an error (a Go compile error, a
  # panic from must(), a non-zero exit); the timeout is per cell.
  if /usr/bin/jupyter nbconvert --to notebook --execute "${out[@]}" \
      --ExecutePreprocessor.kernel_name=gonb --ExecutePreprocessor.timeout=900 \
      "$nb" >"${TMPDIR:-/tmp}/nbrun.$$.log" 2>&1; then
    echo "run.sh: $nb ok ($(( $(date +%s) - start ))s)"
  else
    echo "run.sh: $nb FAILED ($(( $(date +%s) - start ))s):" >&2
    grep -v '^I[0-9]' "${TMPDIR:-/tmp}/nbrun.$$.log" | tail -40 >&2
    status=1
  fi
done
rm -f "${TMPDIR:-/tmp}/nbrun.$$.log"
exit $status
