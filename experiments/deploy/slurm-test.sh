#!/usr/bin/env bash
# A real Slurm run of slurm-array.sh, on a one-node cluster started on this
# machine (Debian, as root; CI runs it from .ci/run).
#
#   sudo experiments/deploy/slurm-test.sh
#
# 1. Installs Debian's slurm-wlm and munge packages if they are missing.
# 2. Starts munged, slurmctld and slurmd as plain daemons (no systemd, no
#    cgroups) with a generated slurm.conf (this machine's CPUs and memory,
#    from `slurmd -C`), everything under a temporary directory.
# 3. Builds sudolab, rates the first $PUZZLES puzzles of cbg-000 once
#    unsharded, then as an array job of 4 tasks, merges the 4 parts and
#    requires the merge to be byte-identical to the unsharded output.
# 4. Submits the array again, cancels task 2 (scancel) while it runs,
#    checks that its part is incomplete, resubmits that task alone
#    (sbatch --array=2 with SHARDS=4) and requires the merge, completed by
#    --resume, to be byte-identical again.
# The daemons are stopped and the directory removed at the end (KEEP=1
# keeps the directory). When Slurm cannot start, the script says why,
# prints the daemons' logs and exits non-zero.
#
# Knobs (environment): PUZZLES (200), RATINGS (W,B,gW,gB: slow enough that
# a task is cancelled mid-run), SUDOLAB_REFDATA (../shared/data beside the
# checkout), SLURM_TEST_PORT (16817; slurmd uses the next port).
set -euo pipefail
export PATH="$PATH:/usr/local/go/bin:/usr/sbin:/sbin"
cd "$(dirname "$0")/../.."
REPO=$(pwd)
PUZZLES=${PUZZLES:-200}
RATINGS=${RATINGS:-W,B,gW,gB}
TASKS=4
CANCEL=2 # the array task cancelled and resubmitted
PORT=${SLURM_TEST_PORT:-16817}
DATA=${SUDOLAB_REFDATA:-$(cd "$REPO/.." && pwd)/shared/data}
START=$(date +%s)

say() { echo "slurm-test: $*"; }
fail() {
  echo "slurm-test: FAILED: $*" >&2
  exit 1
}

[ "$(id -u)" = 0 ] || fail "must run as root: it installs packages and starts munged, slurmctld and slurmd"
[ -f "$DATA/cbg-000.csv" ] || fail "reference data missing: $DATA/cbg-000.csv (set SUDOLAB_REFDATA)"
command -v go >/dev/null || fail "Go toolchain not found"

# --- 1. packages --------------------------------------------------------
missing=()
for p in slurm-wlm munge; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]}"
  # Without systemd the packages' postinst cannot start services: forbid
  # it (policy-rc.d) for the installation, unless the machine already does.
  own_policy=
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    own_policy=1
  fi
  export DEBIAN_FRONTEND=noninteractive
  rc=0
  { apt-get update -q && apt-get install -y -q --no-install-recommends "${missing[@]}"; } || rc=$?
  [ -z "$own_policy" ] || rm -f /usr/sbin/policy-rc.d
  [ $rc = 0 ] || fail "apt-get could not install ${missing[*]} (exit $rc)"
fi
for c in munged munge slurmctld slurmd sbatch squeue scontrol scancel sinfo; do
  command -v "$c" >/dev/null || fail "$c not found after installing slurm-wlm and munge"
done

# --- 2. the cluster -------------------------------------------------------
T=$(mktemp -d /tmp/sudolab-slurm.XXXXXX)
chmod 755 "$T" # munged runs as the munge user and must reach its directory
W=$T/work
mkdir -p "$W" "$T/munge" "$T/state" "$T/spool"
chown munge: "$T/munge"
chmod 755 "$T/munge" # munged requires its socket directory to be searchable by all
PIDS=()  # the daemons started, in order
NAMES=() # their names

logs() {
  for f in "$T"/munged.out "$T"/munge/munged.log "$T"/slurmctld.out "$T"/slurmd.out "$T"/slurmctld.log "$T"/slurmd.log "$W"/*.log; do
    [ -s "$f" ] || continue
    echo "----- $f (last 40 lines)"
    tail -n 40 "$f"
  done
}
cleanup() {
  rc=$?
  set +e
  if [ $rc != 0 ]; then
    echo "slurm-test: exit status $rc; the daemons' logs follow" >&2
    logs >&2
  fi
  [ -n "${JOBS:-}" ] && scancel $JOBS 2>/dev/null
  for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do
    kill "${PIDS[i]}" 2>/dev/null
  done
  for pid in "${PIDS[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null
  done
  if [ -n "${KEEP:-}" ]; then
    echo "slurm-test: kept $T"
  else
    rm -rf "$T"
  fi
  echo "slurm-test: $([ $rc = 0 ] && echo PASS || echo FAIL) in $(($(date +%s) - START)) s"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# munge: the package's key (created if absent), our own socket.
if [ ! -s /etc/munge/munge.key ]; then
  say "creating /etc/munge/munge.key"
  mkdir -p /etc/munge
  dd if=/dev/urandom of=/etc/munge/munge.key bs=128 count=1 status=none
  chown munge: /etc/munge/munge.key
  chmod 400 /etc/munge/munge.key
fi
SOCK=$T/munge/munge.socket
runuser -u munge -- munged --foreground --socket="$SOCK" --key-file=/etc/munge/munge.key \
  --log-file="$T/munge/munged.log" --pid-file="$T/munge/munged.pid" --seed-file="$T/munge/munged.seed" \
  >"$T/munged.out" 2>&1 &
PIDS+=($!)
NAMES+=(runuser)
for _ in $(seq 50); do [ -S "$SOCK" ] && [ -s "$T/munge/munged.pid" ] && break; sleep 0.1; done
munge -n -S "$SOCK" | unmunge -S "$SOCK" >/dev/null || fail "munged does not answer on $SOCK"
PIDS+=("$(cat "$T/munge/munged.pid")") # stopped (and waited for) itself, not only runuser
NAMES+=(munged)

HOST=$(hostname -s)
NODE=$(slurmd -C | head -n 1) # NodeName=<host> CPUs=… RealMemory=…
case "$NODE" in NodeName=*) ;; *) fail "slurmd -C printed no node line: $NODE" ;; esac
CPUS=$(sed -n 's/.* CPUs=\([0-9]*\).*/\1/p' <<<"$NODE")
export SLURM_CONF=$T/slurm.conf
cat >"$SLURM_CONF" <<EOF
# Generated by experiments/deploy/slurm-test.sh: a one-node cluster.
ClusterName=sudolab-test
SlurmctldHost=$HOST(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$PORT
SlurmdPort=$((PORT + 1))
AuthType=auth/munge
AuthInfo=socket=$SOCK
CredType=cred/munge
StateSaveLocation=$T/state
SlurmdSpoolDir=$T/spool
SlurmctldPidFile=$T/slurmctld.pid
SlurmdPidFile=$T/slurmd.pid
SlurmctldLogFile=$T/slurmctld.log
SlurmdLogFile=$T/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
MinJobAge=600
$NODE NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=test Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
EOF
# slurmd -C names the node by `hostname -s`; it must match SlurmctldHost.
grep -q "^NodeName=$HOST " "$SLURM_CONF" || fail "slurmd -C names the node otherwise than hostname -s ($HOST): $NODE"

slurmctld -D -i -f "$SLURM_CONF" >"$T/slurmctld.out" 2>&1 &
PIDS+=($!)
NAMES+=(slurmctld)
slurmd -D -f "$SLURM_CONF" >"$T/slurmd.out" 2>&1 &
PIDS+=($!)
NAMES+=(slurmd)
state=
for _ in $(seq 120); do
  state=$(sinfo -h -n "$HOST" -o %T 2>/dev/null || true)
  [ "$state" = idle ] && break
  for i in "${!PIDS[@]}"; do
    kill -0 "${PIDS[i]}" 2>/dev/null && continue
    why=$(grep -h -m1 "fatal" "$T/${NAMES[i]}.log" "$T/${NAMES[i]}.out" 2>/dev/null || true)
    fail "Slurm did not start: ${NAMES[i]} exited while starting${why:+: $why} (logs below)"
  done
  sleep 0.5
done
[ "$state" = idle ] || fail "node $HOST is not idle after 60 s (state '${state:-none}'): Slurm did not start"
say "one-node cluster up: $NODE"

# --- 3. sudolab, the unsharded reference, the array job --------------------
say "building sudolab"
go build -o "$T/sudolab" ./cmd/sudolab
awk -F, -v n="$PUZZLES" 'NR > 1 && NR <= n + 1 { print $2 }' "$DATA/cbg-000.csv" >"$W/puzzles.txt"
[ "$(wc -l <"$W/puzzles.txt")" = "$PUZZLES" ] || fail "could not take $PUZZLES puzzles from $DATA/cbg-000.csv"

t0=$(date +%s)
# Exit status 1: complete, some records with errors (see the error column).
"$T/sudolab" rate --shard 0/1 --ratings "$RATINGS" --summary no --out "$W/single.csv" "$W/puzzles.txt" 2>"$W/single.err" ||
  [ $? -eq 1 ] || fail "unsharded run failed: $(cat "$W/single.err")"
say "unsharded run: $PUZZLES puzzles, ratings $RATINGS, $(($(date +%s) - t0)) s, sha256 $(sha256sum <"$W/single.csv" | cut -c1-16)"

# One CPU and a little memory per task: what a one-node cluster can give
# (the script's own #SBATCH lines ask for 4 CPUs and 4G).
submit() { # submit ARRAY OUTDIR [VAR=VALUE...]
  local array=$1 out=$2
  shift 2
  # The job gets sbatch's environment (--export=ALL; a value with commas,
  # such as RATINGS, cannot be given in --export=VAR=VALUE).
  env SUDOLAB="$T/sudolab" RATINGS="$RATINGS" MAXMEM=768MiB TIMEOUT=10m "$@" \
    sbatch --parsable --chdir="$W" --array="$array" --cpus-per-task=1 --mem=1G --time=30 \
    --output="$W/slurm-%A_%a.log" --export=ALL \
    "$REPO/experiments/deploy/slurm-array.sh" "$W/puzzles.txt" "$W/$out"
}
wait_job() { # wait_job JOBID: until no task is pending or running
  for _ in $(seq 1200); do
    [ -z "$(squeue -h -j "$1" -o %i 2>/dev/null)" ] && return 0
    sleep 0.5
  done
  fail "job $1 still running after 600 s: $(squeue -j "$1")"
}
task_state() { # task_state JOBID TASK
  scontrol -o show job "$1_$2" | sed -n 's/.* JobState=\([A-Z_]*\) .*/\1/p'
}
check_tasks() { # check_tasks JOBID STATE TASK...
  local job=$1 want=$2 s
  shift 2
  for i in "$@"; do
    s=$(task_state "$job" "$i")
    [ "$s" = "$want" ] || fail "array task ${job}_$i is ${s:-unknown}, not $want; its log: $(cat "$W/slurm-${job}_$i.log" 2>/dev/null)"
  done
}
records() { # records FILE: data lines of a part (0 if absent)
  if [ -f "$1" ]; then echo $(($(wc -l <"$1") - 1)); else echo 0; fi
}

t0=$(date +%s)
JOB=$(submit 0-$((TASKS - 1)) run1)
JOBS=$JOB
say "array job $JOB: $TASKS tasks submitted"
wait_job "$JOB"
check_tasks "$JOB" COMPLETED $(seq 0 $((TASKS - 1)))
"$T/sudolab" merge --total "$PUZZLES" "$W/run1.csv" "$W"/run1/part-*.csv
cmp "$W/run1.csv" "$W/single.csv" || fail "the merged array run differs from the unsharded run"
say "array run: $TASKS tasks COMPLETED in $(($(date +%s) - t0)) s; merged = unsharded, byte for byte"

# --- 4. cancel one task mid-run, resubmit it -------------------------------
t0=$(date +%s)
JOB=$(submit 0-$((TASKS - 1)) run2)
JOBS="$JOBS $JOB"
PART=$W/run2/part-$CANCEL.csv
per=$(((PUZZLES + TASKS - 1 - CANCEL) / TASKS)) # records of shard CANCEL
for _ in $(seq 1200); do
  [ "$(records "$PART")" -ge 3 ] && break
  [ "$(task_state "$JOB" $CANCEL)" = COMPLETED ] && fail "task $CANCEL finished before it could be cancelled: use more PUZZLES or slower RATINGS"
  sleep 0.2
done
[ "$(task_state "$JOB" $CANCEL)" = RUNNING ] || fail "task ${JOB}_$CANCEL is $(task_state "$JOB" $CANCEL), not RUNNING"
scancel "${JOB}_$CANCEL"
say "cancelled task ${JOB}_$CANCEL while running, after $(records "$PART") of its $per records"
wait_job "$JOB"
check_tasks "$JOB" CANCELLED $CANCEL
check_tasks "$JOB" COMPLETED $(seq 0 $((TASKS - 1)) | grep -vx $CANCEL)
left=$(records "$PART")
[ "$left" -lt "$per" ] || fail "the cancelled task's part has all $per records: it was not cancelled mid-run"
rc=0
"$T/sudolab" merge --total "$PUZZLES" "$W/partial.csv" "$W"/run2/part-*.csv 2>"$W/partial.err" || rc=$?
[ $rc = 1 ] || fail "merge of the incomplete parts: exit $rc, want 1 (records missing): $(cat "$W/partial.err")"
say "the cancelled part holds $left of $per records; merge reports the others missing (exit 1)"

# Resubmitted alone, the task's array variables are those of a 1-task
# array: SHARDS=4 gives it its shard of 4 (see slurm-array.sh).
RJOB=$(submit $CANCEL run2 SHARDS=$TASKS)
JOBS="$JOBS $RJOB"
wait_job "$RJOB"
check_tasks "$RJOB" COMPLETED $CANCEL
grep -q "skipped" "$W/slurm-${RJOB}_$CANCEL.log" || fail "the resubmitted task did not resume: $(cat "$W/slurm-${RJOB}_$CANCEL.log")"
"$T/sudolab" merge --total "$PUZZLES" "$W/run2.csv" "$W"/run2/part-*.csv
cmp "$W/run2.csv" "$W/single.csv" || fail "the merge after the resumed task differs from the unsharded run"
say "resubmitted task ${RJOB}_$CANCEL resumed ($(grep -o '[0-9]* skipped' "$W/slurm-${RJOB}_$CANCEL.log")); merged = unsharded, byte for byte ($(($(date +%s) - t0)) s)"
