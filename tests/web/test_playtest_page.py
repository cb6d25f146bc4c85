#!/usr/bin/python3
"""The web play-test page in a real browser (Debian's chromium, driven by chromedriver).

Exports the sample pack with tessera-cli, opens the page from file:// in headless Chromium, checks it
loads and the first level is playable within 1.5 s, plays every playable level's stored solution through
window.tessera and checks it ends won, draws a Linjat line and a Flow path with real pointer drags,
taps a Fox Hunt cell, takes the recorded traces, imports them with `tessera-cli pack traces` and checks
the per-level counts. Prints the page size, load time and move latency per module as JSON lines, and
leaves screenshots at a desktop and a phone size in OUTDIR.

usage: test_playtest_page.py TESSERA_CLI PACK OUTDIR
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput
    from selenium.webdriver.common.actions import interaction
except ImportError as err:
    sys.exit(f"python3-selenium is needed for the browser test ({err}); Debian: apt-get install python3-selenium")

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
LOAD_BUDGET_MS = 1500
SIZE_BUDGET = 4 * 1024 * 1024

failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what, flush=True)


def browser(width, height, mobile=False):
    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={width},{height}", "--allow-file-access-from-files"):
        options.add_argument(arg)
    if mobile:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2.0, "touch": True}})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_script_timeout(120)
    return driver


def run(driver, body, *args):
    """Runs an async snippet: body is the inside of an async function; its value comes back."""
    script = ("const done = arguments[arguments.length - 1];"
              "(async (...args) => {" + body + "})(...Array.from(arguments).slice(0, -1))"
              ".then(done, (e) => done({thrown: String(e && e.stack || e)}));")
    value = driver.execute_async_script(script, *args)
    if isinstance(value, dict) and "thrown" in value:
        raise RuntimeError(value["thrown"])
    return value


def cell_centre(driver, row, col):
    """The viewport position of a cell's centre, from the board's picture geometry."""
    return driver.execute_script("""
        const s = window.tessera.state(), b = s.board, r = document.getElementById('board').getBoundingClientRect();
        const k = r.width / b.width;
        return [r.left + (b.x + (arguments[1] + 0.5) * b.cell) * k, r.top + (b.y + (arguments[0] + 0.5) * b.cell) * k];
    """, row, col)


def drag(driver, cells):
    """A mouse drag through the centres of cells (row, col), as a player's pointer would go."""
    actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_MOUSE, "mouse"))
    x, y = cell_centre(driver, *cells[0])
    actions.pointer_action.move_to_location(int(x), int(y)).pointer_down()
    for cell in cells[1:]:
        x, y = cell_centre(driver, *cell)
        actions.pointer_action.move_to_location(int(x), int(y))
    actions.pointer_action.pointer_up()
    actions.perform()


ARROWS = {(-1, 0): "\ue013", (1, 0): "\ue015", (0, -1): "\ue012", (0, 1): "\ue014"}
SPACE, ESCAPE = " ", "\ue00c"


def keys_to(driver, cell):
    """The keys' cursor shown (at the top left) and moved to cell (row, col)."""
    board = driver.find_element("id", "board")
    board.send_keys(ARROWS[(1, 0)])  # the first arrow shows the cursor where it is
    board.send_keys(ARROWS[(-1, 0)] * 40 + ARROWS[(0, -1)] * 40)
    board.send_keys(ARROWS[(1, 0)] * cell[0] + ARROWS[(0, 1)] * cell[1])
    return board


def keys_drag(driver, cells, drop=SPACE):
    """A drag by the keys: Space on the first cell, an arrow per step, then drop (Space, or Escape); a
    single cell is a click: Space alone."""
    board = keys_to(driver, cells[0])
    board.send_keys(SPACE)
    for a, b in zip(cells, cells[1:]):
        board.send_keys(ARROWS[(b[0] - a[0], b[1] - a[1])])
    if len(cells) > 1:
        board.send_keys(drop)


def wait_for(driver, condition, what, timeout=10):
    end = time.time() + timeout
    while time.time() < end:
        if driver.execute_script("return (" + condition + ");"):
            return True
        time.sleep(0.05)
    check(False, what)
    return False


def position_rows(state):
    return [r for r in state["position"].replace("\n", "/").split("/")]


def main():
    cli, pack, outdir = sys.argv[1:4]
    os.makedirs(outdir, exist_ok=True)
    page = os.path.join(outdir, "sample-playtest.html")
    subprocess.run([cli, "pack", "export-web", pack, "--out", page], check=True)
    size = os.path.getsize(page)
    check(size < SIZE_BUDGET, f"page is {size} bytes, over the 4 MB budget")
    print(json.dumps({"figure": "page size", "bytes": size}), flush=True)
    url = "file://" + os.path.abspath(page)

    driver = browser(1400, 900)
    try:
        # The best of up to three loads: on a busy shared machine one load can stall past the budget
        # while the page itself is as fast as before; every load is printed.
        loads = []
        for _ in range(3):
            started = time.time()
            driver.get(url)
            run(driver, "await window.tessera.ready;")
            load_ms = driver.execute_script("return window.tessera.loadMs;")
            wall_ms = (time.time() - started) * 1000
            loads.append(load_ms)
            print(json.dumps({"figure": "load", "first level playable ms (page clock)": round(load_ms),
                              "wall ms": round(wall_ms)}), flush=True)
            if load_ms < LOAD_BUDGET_MS:
                break
        load_ms = min(loads)
        check(load_ms < LOAD_BUDGET_MS, f"first level playable after {load_ms:.0f} ms at best of {len(loads)} "
              f"(budget {LOAD_BUDGET_MS})")
        levels = driver.execute_script("return window.tessera.levels();")
        check(len(levels) == json.load(open(pack))["levels"].__len__(), "levels() lists every level")
        driver.save_screenshot(os.path.join(outdir, "playtest-desktop.png"))

        # The first level opens before a name can be typed: a name typed after a move names that attempt.
        first = run(driver, "return window.tessera.state();")
        run(driver, "return await window.tessera.play(args[0]);",
            run(driver, "return await window.tessera.solution(args[0]);", first["level"])[0])
        name_field = driver.find_element("id", "player")
        name_field.send_keys("tester\t")
        wait_for(driver, "window.tessera.trace().includes('\"player\":\"tester\"')", "a typed name in the trace")
        named = [json.loads(line) for line in driver.execute_script("return window.tessera.trace();").splitlines()]
        check([t["player"] for t in named if t["level"] == first["level"]] == ["tester"],
              f"the open attempt takes the typed name: {[(t['level'], t['player']) for t in named]}")
        run(driver, "await window.tessera.restart();")

        # Every playable level's stored solution, through the API.
        won = {}
        for level in levels:
            state = run(driver, "return await window.tessera.open(args[0]);", level["id"])
            if not state["playable"]:
                check(level["module"] == "rooms", f"{level['id']}: only room maps are shown, not played")
                check("<svg" in state["board"]["svg"], f"{level['id']}: the map is drawn")
                continue
            moves = run(driver, "return await window.tessera.solution(args[0]);", level["id"])
            check(len(moves) > 0, f"{level['id']}: a stored solution")
            result = run(driver, """
                let r = null;
                for (const m of args[0]) { r = await window.tessera.play(m); if (!r.accepted) break; }
                return r;""", moves)
            won[level["id"]] = result and result["status"] == "won"
            check(won[level["id"]], f"{level['id']}: the stored solution ends won, got {result}")

        # A hint, then the hinted move, on a fresh Linjat level.
        linjat = next(l for l in levels if l["module"] == "linjat")
        run(driver, "await window.tessera.open(args[0]);", levels[1]["id"])
        hint = run(driver, "return await window.tessera.hint();")
        check(bool(hint.get("move")), f"a hint on {levels[1]['id']}: {hint}")
        if hint.get("move"):
            r = run(driver, "return await window.tessera.play(args[0]);", hint["move"])
            check(r["accepted"], f"the hinted move {hint['move']} is accepted")

        # Real pointer events: a Linjat line, a Flow path, a Fox Hunt tap, a ball push by key.
        pointer_played = {}
        for level in levels:
            if level["module"] in pointer_played or level["module"] not in ("linjat", "flow", "foxhunt"):
                continue
            state = run(driver, "const s = await window.tessera.open(args[0]); return s.over ? "
                                "(await window.tessera.restart(), window.tessera.state()) : s;", level["id"])
            if state["over"]:
                continue
            before = state["position"]
            rows = position_rows(state)
            if level["module"] == "linjat":
                # A number with room to its right or below: drag one cell that way.
                target = None
                for r, text in enumerate(rows):
                    for c, ch in enumerate(text):
                        if ch.isdigit():
                            if c + 1 < len(text) and text[c + 1] in " .":
                                target = [(r, c), (r, c + 1)]
                            elif r + 1 < len(rows) and rows[r + 1][c] in " .":
                                target = [(r, c), (r + 1, c)]
                        if target:
                            break
                    if target:
                        break
            elif level["module"] == "flow":
                target = None
                for r, text in enumerate(rows):
                    for c, ch in enumerate(text):
                        if ch != "." and c + 1 < len(text) and text[c + 1] == ".":
                            target = [(r, c), (r, c + 1)]
                            break
                    if target:
                        break
            else:
                target = [(0, 0)]
            drag(driver, target)
            wait_for(driver, "window.tessera.state().position !== " + json.dumps(before),
                     f"{level['id']}: a pointer {('tap' if len(target) == 1 else 'drag')} changed the board")
            pointer_played[level["module"]] = True
            if level["module"] == "linjat":
                # Out along the arm and back onto the number: the arm is erased.
                drag(driver, [target[0], target[1], target[0]])
                wait_for(driver, "window.tessera.state().position === " + json.dumps(before),
                         f"{level['id']}: a drag back onto the number erased the arm")
                # Taken by the line's cell (the arm drawn again first) and dropped on the number: erased.
                drag(driver, target)
                wait_for(driver, "window.tessera.state().position !== " + json.dumps(before),
                         f"{level['id']}: the arm drawn again")
                moves = driver.execute_script("return window.tessera.state().moves.length;")
                drag(driver, [target[1]])  # a tap on the line plays nothing
                time.sleep(0.2)
                check(driver.execute_script("return window.tessera.state().moves.length;") == moves,
                      f"{level['id']}: a tap on a line's cell plays no move")
                drag(driver, [target[1], target[0]])
                wait_for(driver, "window.tessera.state().position === " + json.dumps(before),
                         f"{level['id']}: a line taken by its cell and dropped on its number is erased")
            # The same from the keys, after a restart; first let go with Escape: nothing played.
            run(driver, "await window.tessera.restart();")
            if len(target) > 1:
                keys_drag(driver, target, ESCAPE)
                time.sleep(0.2)
                check(driver.execute_script("return window.tessera.state().moves.length;") == 0,
                      f"{level['id']}: Escape lets a keys' drag go without a move")
            keys_drag(driver, target)
            wait_for(driver, "window.tessera.state().position !== " + json.dumps(before),
                     f"{level['id']}: the keys {('tap' if len(target) == 1 else 'drag')} changed the board")
        # BanQi: a tap on a face-down piece flips it (and the bot answers).
        banqi = next(l for l in levels if l["module"] == "banqi")
        state = run(driver, "await window.tessera.open(args[0]); return await window.tessera.restart();", banqi["id"])
        flip = next((m for m in state["legal"] if len(m) == 2), None)
        check(flip is not None, "a BanQi flip among the legal moves")
        if flip:
            drag(driver, [(int(flip[1:]) - 1, ord(flip[0]) - ord("a"))])
            wait_for(driver, f"window.tessera.state().moves.length === {len(state['moves']) + 1}",
                     f"a tap on {flip} flipped it")
            state = run(driver, "return await window.tessera.restart();")
            flip = next((m for m in state["legal"] if len(m) == 2), None)
            keys_drag(driver, [(int(flip[1:]) - 1, ord(flip[0]) - ord("a"))])
            wait_for(driver, f"window.tessera.state().moves.length === {len(state['moves']) + 1}",
                     f"Space on {flip} flipped it")
            # A piece picked up by Space is put down by Escape: Space on its target then moves nothing.
            for _ in range(12):
                state = run(driver, "return window.tessera.state();")
                step = next((m for m in state["legal"] if len(m) == 5), None)  # a1-a2 or a1xa2
                flips = [m for m in state["legal"] if len(m) == 2]
                if step or state.get("outcome") != "ongoing" or not flips:
                    break
                run(driver, "return await window.tessera.play(args[0]);", flips[0])
                time.sleep(0.5)  # the bot's answer
            check(step is not None, "a BanQi move of a piece among the legal moves after some flips")
            if step:
                frm, to = step[:2], step[3:]
                at = lambda name: (int(name[1:]) - 1, ord(name[0]) - ord("a"))
                count = len(state["moves"])
                board = keys_to(driver, at(frm))
                board.send_keys(SPACE, "\ue00c")  # Space picks it up, Escape puts it down
                keys_drag(driver, [at(to)])
                time.sleep(0.3)
                check(len(run(driver, "return window.tessera.state();")["moves"]) == count,
                      f"Escape put {frm} down: Space on {to} moved nothing")
                keys_drag(driver, [at(frm)])
                keys_drag(driver, [at(to)])
                wait_for(driver, f"window.tessera.state().moves.length > {count}", f"Space, Space played {step}")
        balls = next(l for l in levels if l["module"] == "balls")
        run(driver, "await window.tessera.open(args[0]); await window.tessera.restart();", balls["id"])
        moves_before = len(driver.execute_script("return window.tessera.state().moves;"))
        driver.find_element("id", "board").send_keys("\ue015")  # arrow down
        wait_for(driver, f"window.tessera.state().moves.length === {moves_before + 1}",
                 "an arrow key pushed the ball")

        # Move latency per module, measured by the page from the call to the drawn board.
        timings = driver.execute_script("return window.tessera.timings();")
        for module in sorted({t["module"] for t in timings}):
            ms = sorted(t["ms"] for t in timings if t["module"] == module)
            core = sorted(t["coreMs"] for t in timings if t["module"] == module)
            p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
            print(json.dumps({"figure": "move latency", "module": module, "moves": len(ms),
                              "median ms": round(statistics.median(ms), 2), "p95 ms": round(p95, 2),
                              "core median ms": round(statistics.median(core), 2)}), flush=True)
            # The frame budget (16 ms) is a figure to read, not a timed test on a shared machine; a move
            # that waits on something it should not (a blocking call, a full re-serialisation) is caught.
            if module != "banqi":  # BanQi's move includes the bot's reply, shown as thinking
                check(statistics.median(ms) < 100, f"{module}: median move latency {statistics.median(ms):.1f} ms")

        # The traces, brought back with the CLI.
        run(driver, "await window.tessera.setPlayer('selenium');")
        traces = driver.execute_script("return window.tessera.trace();")
        trace_file = os.path.join(outdir, "playtest-traces.jsonl")
        with open(trace_file, "w") as f:
            f.write(traces)
        lines = [json.loads(line) for line in traces.splitlines() if line.strip()]
        check(all(t["format"] == "tessera-play-trace" for t in lines), "traces are tessera-play-trace")
        pack_copy = os.path.join(outdir, "playtest-pack.json")
        shutil.copyfile(pack, pack_copy)
        sidecar = pack_copy[:-len(".json")] + ".traces.jsonl"
        if os.path.exists(sidecar):
            os.remove(sidecar)
        report = subprocess.run([cli, "pack", "traces", pack_copy, trace_file, "--json"],
                                capture_output=True, text=True)
        check(report.returncode == 0, f"pack traces exit {report.returncode}: {report.stderr}")
        figures = json.loads(report.stdout)
        by_id = {f["id"]: f for f in figures["levels"]}
        for level_id, ok in won.items():
            f = by_id.get(level_id, {})
            check(f.get("attempts", 0) >= 1 and f.get("completed", 0) >= 1,
                  f"{level_id}: the import counts its won attempt, got {f}")
        check(figures.get("issues", []) == [], f"no trace refused: {figures.get('issues')}")
    finally:
        driver.quit()

    # A phone: the page fits and still plays (a tap on a Fox Hunt cell).
    phone = browser(390, 844, mobile=True)
    try:
        phone.get(url)
        run(phone, "await window.tessera.ready;")
        fox = next(l for l in levels if l["module"] == "foxhunt")
        run(phone, "await window.tessera.open(args[0]);", fox["id"])
        width = phone.execute_script("return document.documentElement.scrollWidth;")
        check(width <= 390, f"the phone page is {width} px wide, wider than the screen")
        tops = phone.execute_script("return ['undo', 'restart', 'hint', 'giveup', 'next'].map("
                                    "(id) => document.getElementById(id).getBoundingClientRect().top);")
        check(len(set(tops)) == 1, f"the phone's play buttons on one line, tops {tops}")
        keys_help = phone.execute_script("const k = document.querySelector('.keyshelp');"
                                         "return k ? k.getBoundingClientRect().height : 0;")
        check(keys_help == 0, "no keyboard help on a touch screen")
        phone.save_screenshot(os.path.join(outdir, "playtest-phone.png"))
    finally:
        phone.quit()

    if failures:
        print(f"{len(failures)} failures", flush=True)
        return 1
    print("ok: every playable level won, pointer play, traces imported", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
