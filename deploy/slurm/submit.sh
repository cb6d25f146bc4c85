#!/usr/bin/env bash
# Submits a tessera-cli run split in N shards to Slurm: a job array of N tasks (shard.sbatch), then the
# merge (merge.sbatch), which starts only when every task succeeded (--dependency=afterok).
# Usage: deploy/slurm/submit.sh DIR N OUT TESSERA-CLI-ARGS...
#   deploy/slurm/submit.sh flow-run 100 flow.json \
#       flow generate --size 7 --seed 1 --count 1000000 --name Flow-7x7 --created 2026-11-27T00:00:00Z
#   deploy/slurm/submit.sh match-run 40 result.json banqi match --a search --b chain --games 4000 --seed 1
# DIR holds run.args, shards/, logs/ and OUT. The options are split at spaces (no spaces inside a value).
# tessera-cli must be on the nodes' PATH, or named by TESSERA_CLI (exported to the jobs).
set -euo pipefail
[ $# -ge 5 ] || { sed -n '2,10p' "$0" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
dir=$1 n=$2 out=$3
shift 3
mkdir -p "$dir/logs" "$dir/shards"
cd "$dir"
printf '%s\n' "$*" >run.args
array=$(sbatch --parsable --array=0-$((n - 1)) --export=ALL,TESSERA_SHARDS="$n" "$here/shard.sbatch")
array=${array%%;*}
merge=$(sbatch --parsable --dependency=afterok:"$array" --export=ALL,TESSERA_OUT="$out" "$here/merge.sbatch")
echo "array job $array ($n shards), merge job ${merge%%;*} -> $dir/$out"
