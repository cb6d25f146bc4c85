#!/usr/bin/env bash
# Runs the README's GNU parallel recipe for shards (the block after <!-- shard-recipe -->) exactly as
# written, with small sizes: 4 shards of a Flow run and of a ball-push run, merged with pack merge
# --shards, must be byte-identical (cmp) to the same run made whole.
# Usage: shard_recipe.sh README.md TESSERA_CLI WORK_DIR
set -euo pipefail
readme=$1
cli=$2
work=$3

recipe=$(awk '/<!-- shard-recipe -->/ { marked = 1; next }
              marked && /^```/ { if (inside) exit; inside = 1; next }
              inside { print }' "$readme")
# The lines that set run= and n= hold the README's example sizes; this test sets its own, and runs every
# other line as it stands.
grep -q '^run=' <<<"$recipe" && grep -q '^n=' <<<"$recipe" ||
    { echo "README's shard recipe lacks its run= or n= line" >&2; exit 1; }
commands=$(grep -v -E '^(run|n)=' <<<"$recipe")
merged=$(grep -o 'pack merge --shards [^ ]*' <<<"$commands" | awk '{ print $4 }')
[ -n "$merged" ] || { echo "README's shard recipe has no pack merge --shards" >&2; exit 1; }
grep -q 'parallel' <<<"$commands" || { echo "README's shard recipe runs no parallel" >&2; exit 1; }
command -v parallel >/dev/null || { echo "GNU parallel is not installed (Debian: parallel)" >&2; exit 1; }

# The recipe calls tessera-cli by name: the one under test.
rm -rf "$work"
mkdir -p "$work/bin"
ln -s "$cli" "$work/bin/tessera-cli"
export PATH="$work/bin:$PATH"

created=2026-11-27T00:00:00Z
for generate in "flow generate --size 7" "balls generate --rows 6 --cols 6 --balls 5"; do
    module=${generate%% *}
    mkdir "$work/$module"
    cd "$work/$module"
    run="$generate --seed 5 --count 24 --name Scale --created $created"
    n=4
    echo "== $module: $run, $n shards"
    eval "$commands"
    tessera-cli $run --out whole.json 2>whole.log
    cmp "$merged" whole.json
    [ "$(ls shard-*.json | wc -l)" = "$n" ]
    echo "$module: $merged is byte-identical to the whole run"
done
