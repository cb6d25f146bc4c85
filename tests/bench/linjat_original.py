#!/usr/bin/python3
"""Tessera's Linjat optimizer against the original generator, side by side on this machine.

The original (github.com/jsnell/linjat at 98dcdc0) is fetched and built once per tier, as its gen.sh
builds it (clang++ -O2 -march=native, board size and number count compiled in). Then, per tier and
round, both programs make one level of 10,000 optimizer iterations for each of the seeds 1..N, and
the same seeds with 0 iterations: the difference of the CPU times (user + system, from wait4) is the
optimizer loop alone. Tiers and programs interleave, so a busy moment of the machine hits both.
Prints iterations per CPU second of both, their ratio per round and the medians.

Needs git, network, clang++ and libgflags-dev (Debian: clang libgflags-dev). Not run by CI.
Usage: linjat_original.py TESSERA_CLI [--work DIR] [--rounds R] [--seeds N] [--source URL_OR_PATH]
                          [--tessera-option=--dots-from-numbers ...]
"""
import argparse
import os
import statistics
import subprocess
import sys

ORIGINAL = "https://github.com/jsnell/linjat"
COMMIT = "98dcdc0"
# Tessera's presets as the original's gen.sh ran them: board, numbers and score weights.
TIERS = {
    "easy": (9, 6, 8, "--score_cover=1 --score_cant_fit=1 --score_square=0 --score_dep=0 "
             "--score_one_of=0 --score_max_width=-1"),
    "medium": (10, 7, 17, "--score_cover=1 --score_cant_fit=3 --score_square=0 --score_dep=0 "
               "--score_one_of=0 --score_max_width=-1"),
    "hard": (11, 8, 20, "--score_cover=1 --score_cant_fit=3 --score_square=50 --score_dep=0 "
             "--score_one_of=0 --score_max_width=-2"),
    "expert": (13, 9, 24, "--score_cover=1 --score_cant_fit=3 --score_square=50 --score_dep=100 "
               "--score_one_of=60 --score_max_width=-2"),
}
ITERATIONS = 10000


def build(work, source):
    src = os.path.join(work, "linjat")
    if not os.path.isdir(src):
        subprocess.run(["git", "clone", "-q", source, src], check=True)
    subprocess.run(["git", "-C", src, "checkout", "-q", COMMIT], check=True)
    for tier, (rows, cols, numbers, _) in TIERS.items():
        binary = os.path.join(work, "mklinjat-" + tier)
        if os.path.exists(binary):
            continue
        subprocess.run(["clang++", "-std=c++17", "-O2", "-march=native", "-fno-vectorize",
                        "-fno-omit-frame-pointer", "-Wno-sign-compare", f"-DMAP_HEIGHT={rows}",
                        f"-DMAP_WIDTH={cols}", f"-DPIECES={numbers}", "-I", os.path.join(src, "src"),
                        os.path.join(src, "src", "main.cc"), "-o", binary, "-lgflags"], check=True)


def cpu(command):
    p = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    if status != 0:
        sys.exit("failed: " + " ".join(command))
    return usage.ru_utime + usage.ru_stime


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cli")
    ap.add_argument("--work", default="/tmp/linjat-original")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--source", default=ORIGINAL, help="where to clone the original from")
    ap.add_argument("--tessera-option", action="append", default=[],
                    help="an option for Tessera's optimize (repeatable), e.g. --tessera-option=--dots-from-numbers")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    build(a.work, a.source)
    ratios = {tier: [] for tier in TIERS}
    for r in range(a.rounds):
        for tier, (_, _, _, weights) in TIERS.items():
            original = [0.0, 0.0]
            tessera = [0.0, 0.0]
            for seed in range(1, a.seeds + 1):
                for k, n in enumerate((0, ITERATIONS)):
                    original[k] += cpu([os.path.join(a.work, "mklinjat-" + tier), "--puzzle_count=1",
                                        f"--seed={seed}", f"--optimize_iterations={n}"] + weights.split())
                    tessera[k] += cpu([a.cli, "linjat", "optimize", "--preset", tier, "--iterations",
                                       str(n), "--seed", str(seed), "--created", "x"] + a.tessera_option)
            loops = a.seeds * ITERATIONS
            o = loops / (original[1] - original[0])
            t = loops / (tessera[1] - tessera[0])
            ratios[tier].append((o, t, tessera[1] / a.seeds, original[1] / a.seeds))
            print(f"{tier} round {r + 1}: original {o:.0f} it/s, tessera {t:.0f} it/s, ratio {t / o:.1f}; "
                  f"a finished level {original[1] / a.seeds:.2f} s against {tessera[1] / a.seeds:.3f} s CPU",
                  flush=True)
        print("load", " ".join(f"{x:.2f}" for x in os.getloadavg()), flush=True)
    for tier, v in ratios.items():
        print(f"{tier}: median original {statistics.median(x[0] for x in v):.0f} it/s, tessera "
              f"{statistics.median(x[1] for x in v):.0f} it/s, ratio {statistics.median(x[1] / x[0] for x in v):.1f}; "
              f"a finished level {statistics.median(x[3] for x in v):.2f} s against "
              f"{statistics.median(x[2] for x in v):.3f} s CPU")


if __name__ == "__main__":
    main()
