#!/usr/bin/python3
"""The formats' JSON Schemas (schemas/) against what Tessera writes and reads, with a real validator.

    /usr/bin/python3 tests/schemas/test_schemas.py --repo ROOT --cli tessera-cli --modules linjat,flow,...

Checks that every schema is a valid draft 2020-12 schema whose pinned format and version are the C++
constants and whose content is the one schemas/versions.json records for its version; that the
sample pack, the prefab sets, a generated pack (and room map) of every module and the traces of
`tessera-cli <module> play --solution --trace` validate; that documents the readers refuse are
refused by the schemas too (and by `tessera-cli pack validate`); and that the traces replay. Run by
CTest (tests/schemas/CMakeLists.txt) with the system interpreter, which has python3-jsonschema.
"""

import argparse
import copy
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print(f"FAIL {what}")
    return condition


def run(cli, args, cwd, expect=0):
    r = subprocess.run([cli] + args, cwd=cwd, capture_output=True, text=True, timeout=120)
    if expect is not None and r.returncode != expect:
        raise AssertionError(
            f"tessera-cli {' '.join(args)} exited with {r.returncode}, expected {expect}:\n{r.stderr.strip()}"
        )
    return r


def cpp_constant(repo, header, name):
    """The value of `inline constexpr ... name = value;` in a header (an int or a string)."""
    text = (repo / header).read_text(encoding="utf-8")
    m = re.search(r"\b" + re.escape(name) + r'\s*=\s*("([^"]*)"|(-?\d+))\s*;', text)
    if not m:
        raise AssertionError(f"{header}: no constant {name}")
    return m.group(2) if m.group(2) is not None else int(m.group(3))


def schema_files(schema_dir):
    """(name, version, path) of every schema file, from its file name <name>.v<N>.schema.json."""
    out = []
    for path in sorted(schema_dir.glob("*.schema.json")):
        m = re.fullmatch(r"(.+)\.v(\d+)\.schema\.json", path.name)
        if not check(m, f"{path.name}: a schema file is named <name>.v<N>.schema.json"):
            continue
        out.append((m.group(1), int(m.group(2)), path))
    return out


def check_schemas(repo, validate, jsonschema, modules):
    """Each schema well formed, pinned to the C++ constants, and recorded at its version."""
    schema_dir = repo / "schemas"
    record_path = schema_dir / "versions.json"
    record = json.loads(record_path.read_text(encoding="utf-8"))
    check(record.get("format") == "tessera-schema-versions" and record.get("version") == 1,
          "schemas/versions.json names its format (tessera-schema-versions) and version (1)")
    entries = {e["schema"]: e for e in record["schemas"]}
    files = schema_files(schema_dir)
    latest = {}
    for name, version, _ in files:
        latest[name] = max(latest.get(name, 0), version)

    for name, version, path in files:
        schema = json.loads(path.read_text(encoding="utf-8"))
        rel = f"schemas/{path.name}"
        try:
            jsonschema.Draft202012Validator.check_schema(schema)
        except jsonschema.SchemaError as e:
            check(False, f"{rel} is not a valid draft 2020-12 schema: {e.message}")
        check(schema.get("$schema") == "https://json-schema.org/draft/2020-12/schema",
              f"{rel}: $schema is draft 2020-12")
        check(schema.get("$id") == validate.BASE_URI + path.name, f"{rel}: $id is {validate.BASE_URI}{path.name}")
        check(isinstance(schema.get("title"), str) and schema["title"], f"{rel}: has a title")
        pinned = schema.get("properties", {}).get("version", {}).get("const")
        if pinned is not None:
            check(pinned == version, f"{rel}: its \"version\" const is {pinned}, its file name says {version}")

        entry = entries.get(name)
        digest = validate.canonical_sha256(schema)
        if not check(entry is not None,
                     f"{rel}: schemas/versions.json has no entry for schema {name!r}; add "
                     f'{{"schema": "{name}", "versions": [{{"version": {version}, "sha256": "{digest}"}}]}} '
                     "to its \"schemas\" (with \"constant\" naming the C++ version constant, if there is one)"):
            continue
        history = entry.get("versions", [])
        numbers = [h["version"] for h in history]
        check(numbers == sorted(set(numbers)),
              f"schemas/versions.json: {name}'s versions are in increasing order, each once (history is "
              "append-only: add an entry for a new version, never edit or remove one)")
        recorded = {h["version"]: h["sha256"] for h in history}
        if version not in recorded:
            check(False, f"{rel}: schemas/versions.json records no version {version} of {name}; append "
                         f'{{"version": {version}, "sha256": "{digest}"}} to its versions')
        elif recorded[version] != digest:
            constant = entry.get("constant")
            bump = (f"raise {constant['version']} in {constant['header']} to {version + 1} (its readers must read "
                    f"version {version + 1}), " if constant else "")
            check(False,
                  f"{rel} changed, but its version did not: schemas/versions.json records sha256 "
                  f"{recorded[version]} for {name} version {version}, the file is now {digest}. A schema "
                  f"change is a format change and needs a new version: copy or rename the file to "
                  f"{name}.v{version + 1}.schema.json, set its $id (and its \"version\" const, if it pins "
                  f"one) to version {version + 1}, {bump}point the $refs to it at the new file (which "
                  f"changes those schemas too: bump them the same way), then run this test again and "
                  f"append the {{\"version\": {version + 1}, \"sha256\": ...}} it prints to {name}'s "
                  f"versions. Never edit a recorded entry. (Reformatting is no change: the hash is over "
                  f"canonical JSON.)")

        constant = entry.get("constant")
        if constant and version == latest[name]:
            value = cpp_constant(repo, constant["header"], constant["version"])
            check(value == version,
                  f"{rel}: version {version}, but {constant['version']} in {constant['header']} is {value}: "
                  f"the newest schema of {name} and the C++ constant name the same version")
            if "format" in constant:
                fmt = cpp_constant(repo, constant["header"], constant["format"])
                pinned_format = schema.get("properties", {}).get("format", {}).get("const")
                check(pinned_format == fmt,
                      f"{rel}: its \"format\" const is {pinned_format!r}, {constant['format']} in "
                      f"{constant['header']} is {fmt!r}")
    for name in entries:
        check(name in latest, f"schemas/versions.json: schema {name!r} has no file in schemas/ "
                              "(keep at least its newest version's file)")

    # Every module's level data has its schema, and the pack's module list is the build's.
    pack_name = next((p for n, v, p in files if n == "tessera-pack" and v == latest.get("tessera-pack")), None)
    if not check(pack_name, "schemas/ has the tessera-pack schema"):
        return
    pack_schema = json.loads(pack_name.read_text(encoding="utf-8"))
    level = pack_schema["$defs"]["level"]
    check(sorted(level["properties"]["module"]["enum"]) == sorted(modules),
          f"{pack_name.name}: its module enum lists the build's modules {modules} (core/CMakeLists.txt "
          f"TESSERA_CORE_MODULES), found {level['properties']['module']['enum']}")
    branches = {b["if"]["properties"]["module"]["const"]: b["then"] for b in level.get("allOf", [])}
    for module in modules:
        data_ref = branches.get(module, {}).get("properties", {}).get("data", {}).get("$ref", "")
        check(re.fullmatch(re.escape(module) + r"-level-data\.v\d+\.schema\.json", data_ref)
              and (schema_dir / data_ref).exists(),
              f"{pack_name.name}: module {module}'s data is checked by its schema "
              f"(schemas/{module}-level-data.v<N>.schema.json, referenced in an if/then on module)")


def expect_valid(validate, store, document, what):
    problems = validate.errors(document, store)
    check(not problems, f"{what} is valid: " + "; ".join(problems[:5]))


def expect_invalid(validate, store, document, what, where):
    problems = validate.errors(document, store)
    check(any(p.startswith(where) for p in problems),
          f"the schema refuses {what} at {where} (it found: {'; '.join(problems[:3]) or 'nothing'})")


def check_refusals(repo, cli, work, validate, store):
    """Documents the readers refuse: the schemas refuse them too, at the same place."""
    sample = json.loads((repo / "resources/samples/sample-pack.json").read_text(encoding="utf-8"))

    def first(module):  # the index of the module's first level in the sample pack
        return next(i for i, level in enumerate(sample["levels"]) if level["module"] == module)

    def data(module):
        return lambda pack: pack["levels"][first(module)]["data"]

    def second_black(pack):  # a black ball in a row that has none
        rows = data("balls")(pack)["rows"]
        r = next(i for i, row in enumerate(rows) if "@" not in row)
        rows[r] = "@" + rows[r][1:]

    # (what, the place the schema names, the change); module data cases for every shipped module.
    bad_packs = [
        ("a pack with an unknown member", "(document): Additional properties are not allowed ('colour'",
         lambda p: p.update(colour="red")),
        ("a pack of another version", "version", lambda p: p.update(version=2)),
        ("a level with an unknown member", "levels[0]", lambda p: p["levels"][0].update(difficult=3)),
        ("a level of an unknown module", "levels[0].module", lambda p: p["levels"][0].update(module="chess")),
        ("a Linjat row with a letter", f"levels[{first('linjat')}].data.rows[0]",
         lambda p: data("linjat")(p)["rows"].__setitem__(0, "x" + data("linjat")(p)["rows"][0][1:])),
        ("a Flow level with a misspelt rule", f"levels[{first('flow')}].data",
         lambda p: data("flow")(p).update(rulee="any")),
        ("a ball-push field with two black balls", f"levels[{first('balls')}].data.rows", second_black),
        ("a BanQi challenge giving the chain bot a node budget", f"levels[{first('banqi')}].data",
         lambda p: data("banqi")(p).update(opponent="chain", nodes=500)),
        ("a Fox Hunt fox in row 0", f"levels[{first('foxhunt')}].data.foxes[0]",
         lambda p: data("foxhunt")(p)["foxes"].__setitem__(0, "a0")),
        ("a room map whose first room joins another", f"levels[{first('rooms')}].data.rooms[0]",
         lambda p: data("rooms")(p)["rooms"][0].update(via={"door": 0, "room": 0, "roomDoor": 0})),
    ]
    for what, where, change in bad_packs:
        doc = copy.deepcopy(sample)
        change(doc)
        expect_invalid(validate, store, doc, what, where)
        # The C++ reader refuses it as well, so schema and reader agree on what a pack is.
        path = work / "bad-pack.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        r = run(cli, ["pack", "validate", str(path)], repo, expect=None)
        check(r.returncode == 1, f"tessera-cli pack validate refuses {what} (exit {r.returncode})")

    trace = {"format": "tessera-play-trace", "version": 1, "module": "linjat", "level": "linjat-1",
             "events": [{"t": 0, "event": "start", "hash": "0123456789abcdef"},
                        {"t": 1000, "event": "move", "move": "c3L1", "hash": "0123456789abcdef"}]}
    expect_valid(validate, store, trace, "a hand-made trace")
    bad_traces = [
        ("a trace with an unknown event", "events[1].event",
         lambda t: t["events"][1].update(event="teleport")),
        ("a trace not starting with start", "events[0].event", lambda t: t["events"][0].update(event="move", move="a")),
        ("a move event without its move", "events[1]", lambda t: t["events"][1].pop("move")),
        ("a trace of another version", "version", lambda t: t.update(version=2)),
        ("a trace with a negative time", "events[1].t", lambda t: t["events"][1].update(t=-1)),
    ]
    for what, where, change in bad_traces:
        doc = copy.deepcopy(trace)
        change(doc)
        expect_invalid(validate, store, doc, what, where)


def check_generated(repo, cli, work, validate, store, described):
    """A small generated pack of every module that generates, and the room map rooms writes."""
    packs = []
    for module in described:
        if not module["sampleGenerate"]:
            continue
        out = work / f"generated-{module['id']}.json"
        args = [module["id"], "generate"] + module["sampleGenerate"] + ["--count", "2", "--out", str(out)]
        r = run(cli, args, repo, expect=None)
        if not check(r.returncode == 0 and out.exists(),
                     f"tessera-cli {' '.join(args)} makes a pack: {r.stderr.strip()[-300:]}"):
            continue
        pack = json.loads(out.read_text(encoding="utf-8"))
        check(len(pack["levels"]) == 2 and all(l["module"] == module["id"] for l in pack["levels"]),
              f"the generated {module['id']} pack holds two {module['id']} levels")
        expect_valid(validate, store, pack, f"the generated {module['id']} pack")
        packs.append((module, out))
    # A room map file is the rooms level data on its own (one level: --map takes --count 1).
    rooms = next((m for m in described if m["id"] == "rooms"), None)
    if rooms:
        rooms_map = work / "generated-rooms-map.json"
        run(cli, ["rooms", "generate"] + rooms["sampleGenerate"] + ["--out", str(work / "rooms-1.json"),
                                                                    "--map", str(rooms_map)], repo)
        expect_valid(validate, store, json.loads(rooms_map.read_text(encoding="utf-8")), "the generated room map")
    return packs


def check_traces(repo, cli, work, validate, store, playable, packs):
    """play --solution --trace on the sample pack and the generated packs: the traces validate, one line
    a level appended, stamped i*1000 ms, ending on the hash play prints, and they replay."""
    traces = work / "traces.jsonl"
    sources = [repo / "resources/samples/sample-pack.json"] + [p for m, p in packs if m["id"] in playable]
    expected = 0
    for source in sources:
        pack = json.loads(source.read_text(encoding="utf-8"))
        for module in playable:
            levels = [l["id"] for l in pack["levels"] if l["module"] == module]
            if not levels:
                continue
            r = run(cli, [module, "play", str(source), "--solution", "--trace", str(traces)], repo)
            printed = [json.loads(line) for line in r.stdout.splitlines() if line.strip()]
            lines = traces.read_text(encoding="utf-8").splitlines()
            check(len(lines) == expected + len(levels),
                  f"{module} play --trace appends one line per level ({len(lines)} lines, "
                  f"expected {expected + len(levels)})")
            written = [json.loads(line) for line in lines[expected:]]
            expected = len(lines)
            for shown, trace in zip(printed, written):
                what = f"the trace of {module} level {shown['level']} ({source.name})"
                expect_valid(validate, store, trace, what)
                check(trace["module"] == module and trace["level"] == shown["level"], f"{what} names its level")
                check(trace["events"][-1]["hash"] == shown["hash"],
                      f"{what} ends on the hash play prints ({trace['events'][-1]['hash']} vs {shown['hash']})")
                check(trace["events"][-1]["event"] == "won" and shown["status"] == "won",
                      f"{what}: the stored solution wins and the trace says so")
                moves = [e for e in trace["events"] if e["event"] == "move"]
                check([e["t"] for e in moves] == [1000 * (i + 1) for i in range(len(moves))],
                      f"{what}: the i-th move is stamped i*1000 ms")
                check(len(moves) == len(shown["moves"]), f"{what}: one move event per move played")
                # Replays: its moves, played with its seed, reach its last hash.
                seed = trace.get("seed", 0)
                r = run(cli, [module, "play", str(source), "--level", trace["level"], "--seed", str(seed),
                              "--moves", " ".join(e["move"] for e in moves)], repo)
                replayed = json.loads(r.stdout.splitlines()[0])
                check(replayed["hash"] == trace["events"][-1]["hash"],
                      f"{what} replays to its last hash with --moves and --seed {seed}")
    check(expected > 0, "some traces were written")
    # And the validator's one command takes the JSON Lines file as a whole.
    r = subprocess.run([sys.executable, str(repo / "schemas/validate.py"), str(traces)],
                       capture_output=True, text=True, timeout=120)
    check(r.returncode == 0, f"schemas/validate.py accepts the trace file: {r.stdout[-500:]}{r.stderr[-500:]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", required=True, type=pathlib.Path)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--modules", required=True, help="the build's modules, comma-separated")
    parser.add_argument("--work", type=pathlib.Path, help="a folder for generated files (default: temporary)")
    args = parser.parse_args()
    try:
        import jsonschema
    except ImportError:
        print(f"FAIL jsonschema is not importable by {sys.executable}: install Debian's python3-jsonschema "
              "(apt-get install python3-jsonschema); this test does not skip without it")
        return 1
    repo = args.repo.resolve()
    args.cli = str(pathlib.Path(args.cli).resolve())  # the CLI runs from the repository root
    sys.path.insert(0, str(repo / "schemas"))
    import validate

    modules = [m for m in args.modules.split(",") if m]
    store = validate.load_schemas(repo / "schemas")
    if args.work:
        shutil.rmtree(args.work, ignore_errors=True)
        args.work.mkdir(parents=True)
        work = args.work
    else:
        work = pathlib.Path(tempfile.mkdtemp(prefix="tessera-schemas-"))

    described = [json.loads(line) for line in run(args.cli, ["pack", "modules", "--json"], repo).stdout.splitlines()]
    check(sorted(m["id"] for m in described) == sorted(modules),
          f"tessera-cli pack modules lists the build's modules {modules}")
    playable = [m["id"] for m in described if m["playable"]]

    steps = [
        ("schemas and their versions", lambda: check_schemas(repo, validate, jsonschema, modules)),
        ("sample pack and prefab sets", lambda: [
            expect_valid(validate, store, json.loads(p.read_text(encoding="utf-8")), str(p.relative_to(repo)))
            for p in [repo / "resources/samples/sample-pack.json"] + sorted((repo / "resources/rooms").glob("*.json"))]),
        ("documents the readers refuse", lambda: check_refusals(repo, args.cli, work, validate, store)),
    ]
    for name, step in steps:
        before = len(failures)
        try:
            step()
        except Exception as e:  # a broken step fails the test with its reason, the others still run
            check(False, f"{name}: {type(e).__name__}: {e}")
        print(f"{'ok  ' if len(failures) == before else 'FAIL'} {name}")
    before = len(failures)
    try:
        packs = check_generated(repo, args.cli, work, validate, store, described)
        print(f"{'ok  ' if len(failures) == before else 'FAIL'} generated packs of {[m['id'] for m, _ in packs]}")
        before = len(failures)
        check_traces(repo, args.cli, work, validate, store, playable, packs)
        print(f"{'ok  ' if len(failures) == before else 'FAIL'} traces of {playable}")
    except Exception as e:
        check(False, f"generated packs and traces: {type(e).__name__}: {e}")

    if failures:
        print(f"\n{len(failures)} check(s) failed; files are in {work}")
        return 1
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)
    print("all schema checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
