#!/bin/bash
# Slurm job array: rate a collection in N shards, one array task per shard.
#   sbatch --array=0-3 experiments/deploy/slurm-array.sh puzzles.txt out
# then, when all tasks are done:
#   sudolab merge rated.csv out/part-*.csv
# sudolab reads SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_MIN and
# SLURM_ARRAY_TASK_COUNT (and _STEP), so --array=1-4 or --array=0-6:2 work
# too; a list such as --array=1,5,9 does not (the IDs are not a range).
#
# Resubmitting one task (its job was cancelled, or hit its time limit):
#   SHARDS=4 sbatch --array=2 experiments/deploy/slurm-array.sh puzzles.txt out
# A 1-task array has SLURM_ARRAY_TASK_COUNT=1, so without SHARDS the task
# would take every record (and --resume refuses that: out/part-2.csv.run
# records shard 2/4); with SHARDS=N the shard is TASK_ID/N (task IDs
# 0..N-1), and --resume completes out/part-2.csv.
#
# The resources below suit a real cluster; sbatch options override them
# (e.g. --cpus-per-task=1 --mem=1G on a small node: slurm-test.sh).
#SBATCH --job-name=sudolab-rate
#SBATCH --cpus-per-task=4
#SBATCH --mem=4G
#SBATCH --time=24:00:00
#SBATCH --output=sudolab-rate-%A_%a.log
set -euo pipefail

INPUT=${1:?usage: sbatch --array=0-N-1 slurm-array.sh PUZZLES OUTDIR}
OUTDIR=${2:-out}
SUDOLAB=${SUDOLAB:-sudolab}   # path of the binary (go build -o ./sudolab ./cmd/sudolab)
: "${SLURM_ARRAY_TASK_ID:?not an array task: submit with sbatch --array=...}"
mkdir -p "$OUTDIR"

shard=()
if [ -n "${SHARDS:-}" ]; then
  shard=(--shard "$SLURM_ARRAY_TASK_ID/$SHARDS")
fi

# Output named by the task ID; the shard index itself (ID-MIN)/STEP is
# computed by sudolab. --resume: a requeued task continues its own part.
# Exit status 1 means the part is complete but some records have errors
# (invalid puzzles, timeouts: see their error column): the task succeeded.
status=0
"$SUDOLAB" rate --ratings "${RATINGS:-W,B,gW,gB}" "${shard[@]}" --summary no \
  --workers "${SLURM_CPUS_PER_TASK:-0}" --timeout "${TIMEOUT:-10m}" --max-mem "${MAXMEM:-3GiB}" \
  --out "$OUTDIR/part-${SLURM_ARRAY_TASK_ID}.csv" --resume "$INPUT" || status=$?
if [ "$status" -eq 1 ]; then status=0; fi
exit "$status"
