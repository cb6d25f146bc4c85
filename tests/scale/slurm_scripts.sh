#!/usr/bin/env bash
# deploy/slurm/ without a cluster: submit.sh with a stand-in sbatch that runs each job at once (every
# array task in turn, exporting what --export names, refusing a dependency on a job that did not
# succeed). A Flow run and a BanQi match in 3 shards must merge into the unsplit run's bytes (the
# match: all but the measured milliseconds per move).
# Usage: slurm_scripts.sh REPO TESSERA_CLI WORK_DIR
set -euo pipefail
repo=$1
cli=$2
work=$3
rm -rf "$work"
mkdir -p "$work/bin"
export TESSERA_CLI=$cli FAKE_SLURM=$work/jobs

cat >"$work/bin/sbatch" <<'FAKE'
#!/usr/bin/env bash
set -euo pipefail
array= dependency= script= vars=()
for arg in "$@"; do
    case $arg in
    --array=*) array=${arg#--array=} ;;
    --export=ALL,*) IFS=, read -r -a vars <<<"${arg#--export=ALL,}" ;;
    --dependency=afterok:*) dependency=${arg#--dependency=afterok:} ;;
    --parsable) ;;
    -*) echo "sbatch stand-in: unexpected $arg" >&2; exit 1 ;;
    *) script=$arg ;;
    esac
done
mkdir -p "$FAKE_SLURM"
id=$(($(ls "$FAKE_SLURM" | wc -l) + 1000))
if [ -n "$dependency" ] && ! grep -qx ok "$FAKE_SLURM/$dependency"; then
    echo "sbatch stand-in: job $dependency did not succeed" >&2; exit 1
fi
status=ok
if [ -n "$array" ]; then
    for i in $(seq "${array%-*}" "${array#*-}"); do
        env "${vars[@]}" SLURM_SUBMIT_DIR="$PWD" SLURM_ARRAY_TASK_ID="$i" bash "$script" >"logs/shard-$i.log" 2>&1 || status=failed
    done
else
    env "${vars[@]}" SLURM_SUBMIT_DIR="$PWD" bash "$script" >logs/merge.log 2>&1 || status=failed
fi
echo $status >"$FAKE_SLURM/$id"
echo "$id;cluster"
FAKE
chmod +x "$work/bin/sbatch"
export PATH="$work/bin:$PATH"

cd "$work"
generate=(flow generate --size 7 --seed 9 --count 10 --name Slurm --created 2026-11-27T00:00:00Z)
"$repo/deploy/slurm/submit.sh" flow-run 3 flow.json "${generate[@]}"
"$cli" "${generate[@]}" --out whole.json 2>/dev/null
cmp flow-run/flow.json whole.json
[ "$(ls flow-run/shards | wc -l)" = 3 ]

match=(banqi match --a greedy --b random --games 10 --seed 2)
"$repo/deploy/slurm/submit.sh" match-run 3 result.json "${match[@]}"
timing='s/,"ms_per_move_a":[^,]*,"ms_per_move_b":[^,}]*//'
cmp <(sed "$timing" match-run/result.json) <("$cli" "${match[@]}" 2>/dev/null | sed "$timing")
echo "deploy/slurm: the merged Flow pack and BanQi result are the unsplit runs'"
