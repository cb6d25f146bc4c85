#!/usr/bin/python3
"""Validates Tessera files against the JSON Schemas in this folder.

    /usr/bin/python3 schemas/validate.py FILE...

Each FILE is one JSON document or JSON Lines (one document a line, as trace files are); a document's
"format" member picks its schema. Prints one line per problem (file, line for JSON Lines, JSON path,
message) and exits with 1 when any document is invalid, 2 when a file cannot be read or names no
known format. Needs python3-jsonschema (Debian 12's 4.10 or later); every $ref resolves inside this
folder, nothing is fetched.
"""

import hashlib
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:  # the caller (the test) says what to install
    jsonschema = None

SCHEMA_DIR = pathlib.Path(__file__).resolve().parent
BASE_URI = "https://tessera.invalid/schemas/"


def load_schemas(directory=SCHEMA_DIR):
    """Every *.schema.json in directory by its $id."""
    store = {}
    for path in sorted(pathlib.Path(directory).glob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        store[schema.get("$id", path.name)] = schema
    return store


def canonical_sha256(schema):
    """The hash schemas/versions.json records: over the canonical JSON, so reformatting is no change."""
    text = json.dumps(schema, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _refuse_fetch(uri):
    raise LookupError(f"{uri} is not a schema in {SCHEMA_DIR} (schemas are never fetched)")


def validator(schema_id, store):
    """A draft 2020-12 validator for the schema with this $id, its $refs resolved from store only."""
    schema = store[schema_id]
    try:  # jsonschema 4.18 and later resolve through the referencing library
        import referencing
        import referencing.jsonschema

        registry = referencing.Registry(retrieve=_refuse_fetch).with_resources(
            (uri, referencing.jsonschema.DRAFT202012.create_resource(s)) for uri, s in store.items()
        )
        return jsonschema.Draft202012Validator(schema, registry=registry)
    except ImportError:  # Debian 12's jsonschema 4.10
        resolver = jsonschema.RefResolver(
            base_uri=schema_id,
            referrer=schema,
            store=store,
            handlers={"http": _refuse_fetch, "https": _refuse_fetch},
        )
        return jsonschema.Draft202012Validator(schema, resolver=resolver)


def schema_for_format(store):
    """format name -> $id, from the schemas that pin a "format"."""
    out = {}
    for schema_id, schema in store.items():
        fmt = schema.get("properties", {}).get("format", {}).get("const")
        if isinstance(fmt, str):
            out[fmt] = schema_id
    return out


def errors(document, store, schema_id=None):
    """Problems as "path: message" lines sorted by place; empty when the document is valid. A long
    message (one quoting a whole level) is cut."""
    if schema_id is None:
        fmt = document.get("format") if isinstance(document, dict) else None
        schema_id = schema_for_format(store).get(fmt)
        if schema_id is None:
            known = ", ".join(sorted(schema_for_format(store)))
            return [f"format: no schema for format {json.dumps(fmt)} (known: {known})"]
    found = []
    found_errors = validator(schema_id, store).iter_errors(document)
    for error in sorted(found_errors, key=lambda e: [str(p) for p in e.absolute_path]):
        path = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path).lstrip(".")
        message = error.message if len(error.message) <= 240 else error.message[:240] + "..."
        found.append(f"{path or '(document)'}: {message}")
    return found


def documents(path):
    """(line number or None, document) for a JSON file or a JSON Lines file."""
    text = pathlib.Path(path).read_text(encoding="utf-8")
    try:
        return [(None, json.loads(text))]
    except json.JSONDecodeError:
        out = []
        for number, line in enumerate(text.splitlines(), 1):
            if line.strip():
                out.append((number, json.loads(line)))
        return out


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(argv) >= 2 else 2
    if jsonschema is None:
        print(f"{argv[0]}: needs python3-jsonschema (apt-get install python3-jsonschema)", file=sys.stderr)
        return 2
    store = load_schemas()
    status = 0
    for path in argv[1:]:
        try:
            docs = documents(path)
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
            print(f"{path}: {e}", file=sys.stderr)
            status = 2
            continue
        if not docs:
            print(f"{path}: no JSON document in the file", file=sys.stderr)
            status = 2
        for line, doc in docs:
            where = path if line is None else f"{path}:{line}"
            problems = errors(doc, store)
            for problem in problems:
                print(f"{where}: {problem}")
            if problems:
                status = max(status, 2 if problems[0].startswith("format: no schema") else 1)
            else:
                print(f"{where}: valid {doc.get('format')}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
