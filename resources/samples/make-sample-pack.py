#!/usr/bin/env python3
"""Builds sample-pack.json, the studio's bundled pack: levels of every module, measured on the one
difficulty scale (0-10) by tessera-cli.

Usage (from the repository root, after a build):
    python3 resources/samples/make-sample-pack.py ../shared/data/linjat/published-sample.json \
        [--cli build/app/tessera-cli] [--out resources/samples/sample-pack.json]

What goes in, in this order:
- Linjat: twelve published puzzles, three per tier (the shallowest, the median and the deepest by the
  original solver's total depth), easy to expert.
- Flow:   tessera-cli flow generate --size 5 --seed 1 --count 2, then --size 7 / 9 / 14, seed 1, one each.
- Rooms:  tessera-cli rooms generate --prefabs resources/rooms/dungeon.json --rooms 12 --seed 3 --count 2.
- Balls:  tessera-cli balls generate --rows 8 --cols 8 --balls 10 --seed 3 --count 2.
- Fox Hunt: tessera-cli foxhunt generate --rows 6 --cols 6 --foxes 4 --seed 4 --count 2.
- BanQi:  tessera-cli banqi generate --opponent chain --min-difficulty 2 --max-difficulty 8 --seed 5 --count 2.
- Any other module the CLI lists (tessera-cli pack modules): its description's sample generate
  arguments, --seed 1 --count 2. So a new module is in the sample pack once this script is run again.
Then tessera-cli pack measure re-measures every level (statistics, difficulty on the scale, tier); the
Linjat levels come first, then the others, each part in order of difficulty.
The output is the same bytes for the same inputs and build.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

TIERS = ["easy", "medium", "hard", "expert"]
CREATED = "2026-01-01T00:00:00Z"

MODULE_RUNS = [
    ["flow", "generate", "--size", "5", "--seed", "1", "--count", "2"],
    ["flow", "generate", "--size", "7", "--seed", "1"],
    ["flow", "generate", "--size", "9", "--seed", "1"],
    ["flow", "generate", "--size", "14", "--seed", "1"],
    ["rooms", "generate", "--prefabs", "resources/rooms/dungeon.json", "--rooms", "12", "--seed", "3",
     "--count", "2"],
    ["balls", "generate", "--rows", "8", "--cols", "8", "--balls", "10", "--seed", "3", "--count", "2"],
    ["foxhunt", "generate", "--rows", "6", "--cols", "6", "--foxes", "4", "--seed", "4", "--count", "2"],
    ["banqi", "generate", "--opponent", "chain", "--min-difficulty", "2", "--max-difficulty", "8", "--seed", "5",
     "--count", "2"],
]
# How the pack's description names the levels of the modules above; other modules go by their title.
DESCRIBED = {"flow": "Flow", "rooms": "room map", "balls": "ball push", "foxhunt": "Fox Hunt", "banqi": "BanQi"}


def registered_modules(cli):
    """The modules tessera-cli has, as each describes itself (one JSON object per line)."""
    out = subprocess.run([cli, "pack", "modules", "--json"], check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def module_runs(modules):
    """The curated runs, then a sample run for every other module with a generate verb."""
    runs = list(MODULE_RUNS)
    curated = {run[0] for run in MODULE_RUNS} | {"linjat"}
    for m in modules:
        if m["id"] not in curated and m["sampleGenerate"]:
            runs.append([m["id"], "generate"] + m["sampleGenerate"] + ["--seed", "1", "--count", "2"])
    return runs


def generated_names(modules, runs):
    titles = {m["id"]: m["title"] for m in modules}
    names = []
    for run in runs:
        name = DESCRIBED.get(run[0], titles.get(run[0], run[0]))
        if name not in names:
            names.append(name)
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def linjat_levels(source_path):
    with open(source_path, encoding="utf-8") as f:
        source = json.load(f)
    if source.get("format") != "linjat-reference" or source.get("version") != 1:
        sys.exit(f"{source_path}: expected format linjat-reference version 1")
    levels = []
    for tier in TIERS:
        puzzles = [p for p in source["puzzles"] if p["tier"] == tier]
        ranked = sorted(puzzles, key=lambda p: (p["classification"]["all"]["depth"], p["index"]))
        for p in [ranked[0], ranked[len(ranked) // 2], ranked[-1]]:
            levels.append({
                "id": f"linjat-{tier}-{p['index']}",
                "module": "linjat",
                "title": f"{tier.capitalize()} {p['index']}",
                "data": {"rows": p["rows"]},
                "tags": ["published"],
                "provenance": {
                    "options": {"source": "Linjat published puzzles", "tier": tier, "index": p["index"]},
                    "generator": "",
                    "version": "0.1.0",
                },
            })
    return levels


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("published")
    ap.add_argument("--cli", default="build/app/tessera-cli")
    ap.add_argument("--out", default="resources/samples/sample-pack.json")
    a = ap.parse_args()
    modules = registered_modules(a.cli)
    runs = module_runs(modules)
    with tempfile.TemporaryDirectory() as tmp:
        parts = []
        linjat = os.path.join(tmp, "0-linjat.json")
        with open(linjat, "w", encoding="utf-8") as f:
            json.dump({"format": "tessera-pack", "version": 1, "name": "Tessera Sampler",
                       "author": "Juho Snellman (Linjat puzzles), Tessera (selection and generated levels)",
                       "description": "A tour of every module: twelve published Linjat puzzles, three per "
                                      "tier from easy to expert (MIT licence, see LINJAT-LICENSE.txt), and "
                                      f"generated {generated_names(modules, runs)} levels. Every "
                                      "difficulty is on the one 0-10 scale.",
                       "created": CREATED, "levels": linjat_levels(a.published)}, f)
        parts.append(linjat)
        for i, run in enumerate(runs, start=1):
            out = os.path.join(tmp, f"{i}-{run[0]}.json")
            subprocess.run([a.cli] + run + ["--created", CREATED, "--out", out], check=True)
            parts.append(out)
        # Linjat first, then the other modules, each part measured and sorted by difficulty: the curve
        # rises, dips where the other modules start, and rises again ("Make the Curve Ramp" mends it).
        linjat_measured = os.path.join(tmp, "linjat-measured.json")
        subprocess.run([a.cli, "pack", "measure", linjat, "--out", linjat_measured, "--order", "difficulty"],
                       check=True)
        rest = os.path.join(tmp, "rest.json")
        subprocess.run([a.cli, "pack", "merge", rest] + parts[1:], check=True)
        rest_measured = os.path.join(tmp, "rest-measured.json")
        subprocess.run([a.cli, "pack", "measure", rest, "--out", rest_measured, "--order", "difficulty"],
                       check=True)
        subprocess.run([a.cli, "pack", "merge", a.out, linjat_measured, rest_measured], check=True)


if __name__ == "__main__":
    main()
