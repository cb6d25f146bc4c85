#!/usr/bin/env python3
"""Builds sample-pack.json, the studio's bundled pack, from the published Linjat puzzles.

Usage (from the repository root):
    python3 resources/samples/make-sample-pack.py ../shared/data/linjat/published-sample.json

Three puzzles per tier (the shallowest, the median and the deepest by total solver depth), ordered
easy to expert. Difficulty is the tier (easy 1, medium 2, hard 3, expert 4) plus where the puzzle's
total depth lies within its tier's range in the published sample (0..0.99), so the pack sorts by tier
first and by depth within a tier. The original's classification becomes the level's statistics.
"""
import json
import sys

TIERS = ["easy", "medium", "hard", "expert"]


def main(source_path, out_path):
    with open(source_path, encoding="utf-8") as f:
        source = json.load(f)
    if source.get("format") != "linjat-reference" or source.get("version") != 1:
        sys.exit(f"{source_path}: expected format linjat-reference version 1")

    levels = []
    for tier_index, tier in enumerate(TIERS, start=1):
        puzzles = [p for p in source["puzzles"] if p["tier"] == tier]
        depths = [p["classification"]["all"]["depth"] for p in puzzles]
        lo, hi = min(depths), max(depths)
        ranked = sorted(puzzles, key=lambda p: (p["classification"]["all"]["depth"], p["index"]))
        picks = [ranked[0], ranked[len(ranked) // 2], ranked[-1]]
        for p in picks:
            depth = p["classification"]["all"]["depth"]
            within = 0.0 if hi == lo else (depth - lo) / (hi - lo) * 0.99
            statistics = dict(p["classification"])
            statistics["solutions"] = p["solutions"]
            levels.append({
                "id": f"linjat-{tier}-{p['index']}",
                "module": "linjat",
                "title": f"{tier.capitalize()} {p['index']}",
                "data": {"rows": p["rows"]},
                "statistics": statistics,
                "difficulty": round(tier_index + within, 2),
                "tags": ["published", tier],
                "provenance": {
                    "options": {"source": "Linjat published puzzles", "tier": tier, "index": p["index"]},
                    "generator": "",
                    "version": "0.1.0",
                },
            })

    pack = {
        "format": "tessera-pack",
        "version": 1,
        "name": "Linjat Sampler",
        "author": "Juho Snellman (puzzles), Tessera (selection)",
        "description": "Twelve published Linjat puzzles, three per tier from easy to expert, each with "
                       "exactly one solution. The puzzles come from the game Linjat (MIT licence, see "
                       "LINJAT-LICENSE.txt); statistics are the original solver's layer depths per rule.",
        "created": "2026-01-01T00:00:00Z",
        "levels": levels,
    }
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(pack, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2] if len(sys.argv) == 3 else "resources/samples/sample-pack.json")
