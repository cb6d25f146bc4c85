'use strict';
// The play-test page: a pack's levels played with Tessera's core (compiled to WebAssembly, running in a
// Web Worker), every attempt recorded as a trace in this browser's localStorage until the playtester
// downloads them. Nothing is sent anywhere. The automation API is window.tessera (web/README.md).

const $ = (id) => document.getElementById(id);
const packText = $('tessera-pack').textContent;
const pageId = Date.now().toString(36);
const now = () => Math.round(performance.now());

// ---- the core, in a worker made from the inlined runtime (a file:// page cannot fetch one) ----
const worker = new Worker(URL.createObjectURL(new Blob([$('tessera-runtime').textContent],
                                                       {type: 'text/javascript'})));
const calls = new Map();
let nextCall = 1;
let busyTimer = null;
let lastCoreMs = 0; // how long the core took over the last answer (in the worker)
worker.onmessage = (e) => {
    const pending = calls.get(e.data.id);
    calls.delete(e.data.id);
    if (calls.size === 0) {
        clearTimeout(busyTimer);
        busyTimer = null;
        $('busy').hidden = true;
    }
    lastCoreMs = e.data.ms;
    pending.resolve(JSON.parse(e.data.text));
};
worker.onerror = (e) => showStatus('The page failed to start its game engine: ' + e.message, true);
function call(fn, ...args) {
    // Anything slower than a few frames (a bot's reply, a hint) says so; the page never waits on it.
    if (!busyTimer) busyTimer = setTimeout(() => ($('busy').hidden = false), 120);
    return new Promise((resolve) => {
        const id = nextCall++;
        calls.set(id, {resolve});
        worker.postMessage({id, fn, args});
    });
}

// ---- what this browser keeps: progress and traces, per pack (keyed by the pack's hash) ----
let info = null;
let store = {progress: {}, traces: {}, player: ''};
function storageKey() {
    return 'tessera-playtest:' + info.hash;
}
function loadStore() {
    try {
        const saved = JSON.parse(localStorage.getItem(storageKey()) || 'null');
        if (saved && typeof saved === 'object') store = Object.assign(store, saved);
    } catch (err) {
        console.warn('stored progress unreadable, starting afresh', err);
    }
}
// Written at most every half second (and when the page is hidden): serialising every trace on every
// move would cost more than the move.
let saveTimer = null;
function saveStore() {
    if (!saveTimer) saveTimer = setTimeout(saveNow, 500);
}
function saveNow() {
    clearTimeout(saveTimer);
    saveTimer = null;
    try {
        localStorage.setItem(storageKey(), JSON.stringify(store));
    } catch (err) {
        showStatus('This browser would not keep the results (' + err.name + '): download them now.', true);
    }
}
function traceText() {
    return Object.values(store.traces).map((line) => line + '\n').join('');
}

// ---- the open level ----
let state = null;
let input = null;
let cursor = null; // the keys' pointer on the board (below)
const timings = [];

let listDirty = true; // the level list shows progress: redrawn when it changed
function remember(s) {
    if (!s || !s.level) return;
    if (!state || state.level !== s.level || state.outcome !== s.outcome) listDirty = true;
    state = s;
    if (s.trace) store.traces[pageId + ':' + s.attempt] = s.trace;
    const p = store.progress[s.level] || (store.progress[s.level] = {});
    if (s.playable && s.moves && s.moves.length && !p.tried) p.tried = listDirty = true;
    if (s.outcome === 'won') p.won = true;
    store.last = s.level;
    saveStore();
}

function showStatus(text, bad) {
    $('status').textContent = text;
    $('status').classList.toggle('bad', !!bad);
}

function statusText(s) {
    if (!s.playable) return 'This room map is shown, not played.';
    const moves = s.moves.length;
    const count = moves + (moves === 1 ? ' move' : ' moves');
    if (s.outcome === 'won') return 'Solved in ' + count + '. ' + (s.reason || '');
    if (s.outcome === 'lost') return 'Lost: ' + s.reason;
    if (s.outcome === 'draw') return 'Draw: ' + s.reason;
    if (s.outcome === 'given up') return 'Given up after ' + count + '.';
    return moves ? count + ' played.' : 'Your move.';
}

function render() {
    const s = state;
    $('leveltitle').textContent = s.title;
    $('levelmodule').textContent = s.module;
    $('board').innerHTML = s.board.svg;
    const svg = $('board').querySelector('svg');
    if (svg) {
        svg.removeAttribute('width');
        svg.removeAttribute('height');
    }
    const viewBox = '0 0 ' + s.board.width + ' ' + s.board.height;
    if ($('overlay').getAttribute('viewBox') !== viewBox) {
        $('overlay').setAttribute('viewBox', viewBox);
        fitBoard();
    }
    drawOverlay();
    showStatus(statusText(s), s.outcome === 'lost');
    $('help').textContent = s.playable && input ? input.help : '';
    if (s.playable && input && !input.key) {
        const keys = document.createElement('span');
        keys.className = 'keyshelp'; // not on a touch screen
        keys.textContent = KEYS_HELP;
        $('help').append(keys);
    }
    for (const id of ['undo', 'restart', 'hint', 'giveup']) $(id).disabled = !s.playable || s.over;
    $('undo').disabled = !s.playable || !s.moves.length || s.outcome === 'given up';
    $('again').hidden = !(s.playable && s.over);
    $('giveup').hidden = s.playable && s.over;
    if (listDirty) renderLevelList();
    listDirty = false;
    $('tracecount').textContent = Object.keys(store.traces).length + ' attempts recorded in this browser.';
}

// The board as large as the box allows, keeping its shape (the pointer maps through the same box).
function fitBoard() {
    if (!state) return;
    const box = $('boardbox');
    const w = state.board.width, h = state.board.height;
    const maxW = box.clientWidth, maxH = Math.max(160, window.innerHeight - box.getBoundingClientRect().top - 120);
    const scale = Math.min(maxW / w, maxH / h);
    for (const el of [$('board'), $('overlay')]) {
        el.style.width = Math.floor(w * scale) + 'px';
        el.style.height = Math.floor(h * scale) + 'px';
    }
}

function cellRect(cell, cls) {
    const b = state.board;
    return '<rect class="' + cls + '" x="' + (b.x + cell.col * b.cell) + '" y="' + (b.y + cell.row * b.cell) +
           '" width="' + b.cell + '" height="' + b.cell + '"/>';
}

function drawOverlay() {
    let parts = '';
    if (input && input.preview) for (const c of input.preview) parts += cellRect(c, 'preview');
    if (input && input.selected) parts += cellRect(input.selected, 'selected');
    if (state.hintCells) for (const c of state.hintCells) parts += cellRect(c, 'hinted');
    if (cursor && cursor.shown) parts += cellRect(cursor, 'cursor');
    $('overlay').innerHTML = parts;
}

function renderLevelList() {
    const list = $('levellist');
    list.querySelectorAll('li').forEach((li) => {
        const p = store.progress[li.dataset.id] || {};
        li.classList.toggle('won', !!p.won);
        li.classList.toggle('tried', !!p.tried && !p.won);
        li.classList.toggle('current', state && li.dataset.id === state.level);
        li.querySelector('.mark').textContent = p.won ? '\u2713' : p.tried ? '\u2026' : '';
    });
}

function buildLevelList() {
    const list = $('levellist');
    list.innerHTML = '';
    for (const level of info.levels) {
        const li = document.createElement('li');
        li.dataset.id = level.id;
        li.tabIndex = 0;
        const title = document.createElement('span');
        title.className = 'title';
        title.textContent = level.title;
        const meta = document.createElement('span');
        meta.className = 'meta';
        meta.textContent = level.module + (level.difficulty !== undefined ? ' \u00b7 ' + level.difficulty.toFixed(1) : '');
        const mark = document.createElement('span');
        mark.className = 'mark';
        li.append(mark, title, meta);
        li.onclick = () => openLevel(level.id);
        li.onkeydown = (e) => (e.key === 'Enter' ? openLevel(level.id) : null);
        list.appendChild(li);
    }
}

async function openLevel(id) {
    const s = await call('open', id, now());
    if (s.error) return showStatus(s.error, true), s;
    input = inputFor(s.module);
    pointer = cursor = null;
    remember(s);
    render();
    fitBoard();
    document.body.classList.remove('showlevels');
    return s;
}

// Applies a reply carrying a state; returns the reply.
function take(reply) {
    if (reply.error) showStatus(reply.error, true);
    if (reply.state) {
        remember(reply.state);
        render();
    }
    return reply;
}

async function playMove(move) {
    if (!state || !state.playable) return {status: 'none', reason: 'no level is being played', accepted: false};
    const t0 = performance.now();
    const reply = take(await call('play', move, now()));
    timings.push({module: state.module, ms: performance.now() - t0, coreMs: lastCoreMs});
    if (!reply.accepted && reply.reason) showStatus('Not allowed: ' + reply.reason, true);
    if (reply.accepted && reply.revealed) showStatus(statusText(state) + ' (' + reply.revealed + ')');
    return {status: reply.status, reason: reply.reason, accepted: !!reply.accepted};
}

async function showHint() {
    const reply = await call('hint', now());
    if (reply.error) return showStatus(reply.error, true), reply;
    take(reply);
    showStatus('Hint: ' + reply.move + ' \u2014 ' + reply.why);
    return {move: reply.move, why: reply.why};
}

function nextLevel(step) {
    const i = info.levels.findIndex((l) => l.id === state.level);
    const next = info.levels[i + step];
    if (next) openLevel(next.id);
}

function download() {
    const text = traceText();
    const name = (store.player || 'playtester').replace(/[^A-Za-z0-9_-]+/g, '-');
    const blob = new Blob([text], {type: 'application/x-ndjson'});
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'tessera-traces-' + name + '-' + info.hash.slice(0, 8) + '.jsonl';
    document.body.appendChild(a);
    a.click();
    a.remove();
}

// ---- pointer and keyboard ----
function cellAt(e) {
    const rect = $('board').getBoundingClientRect();
    const b = state.board;
    if (!b.cell) return null;
    const ux = ((e.clientX - rect.left) / rect.width) * b.width, uy = ((e.clientY - rect.top) / rect.height) * b.height;
    const col = Math.floor((ux - b.x) / b.cell), row = Math.floor((uy - b.y) / b.cell);
    if (row < 0 || col < 0 || row >= b.rows || col >= b.cols) return null;
    return {row, col};
}

let pointer = null;
// The keys' pointer (`cursor`, with the level's state above): a cell the arrows move, shown once a key
// moved it; Space or Enter is the button there, so a drag is a press, arrows and a second press, and
// Escape lets go.
const KEYS_HELP = ' Keys: the arrows move the cursor, Space or Enter acts there (a line or path: press, arrows, ' +
                  'press again), Escape lets go.';
function onDown(e) {
    if (!state || !state.playable || state.over || !input) return;
    const cell = cellAt(e);
    if (!cell) return;
    e.preventDefault();
    if (pointer && pointer.keys) endPointer(null); // the mouse takes over from the keys
    if (cursor) cursor.shown = false;
    $('board').setPointerCapture(e.pointerId);
    pointer = {start: cell, last: cell, moved: false};
    if (input.down) input.down(cell, state);
    drawOverlay();
}
function onMove(e) {
    if (!pointer || pointer.keys) return;
    const cell = cellAt(e);
    if (!cell || (cell.row === pointer.last.row && cell.col === pointer.last.col)) return;
    pointer.last = cell;
    pointer.moved = true;
    if (input.move) input.move(cell, state);
    drawOverlay();
}
function onUp(e) {
    if (!pointer || pointer.keys) return;
    endPointer(cellAt(e) || pointer.last);
}

// The button goes up over cell (null: let go, nothing played).
function endPointer(cell) {
    const moved = pointer.moved, start = pointer.start;
    pointer = null;
    let move = null;
    if (input.up) move = input.up(cell || start, state);
    if (cell && !moved && !move && input.tap) move = input.tap(cell, state);
    if (!cell) move = null;
    drawOverlay();
    if (move) playMove(move);
}

// Arrows, Space, Enter and Escape as the pointer; true when the key was taken.
function cursorKey(e) {
    const step = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]}[e.key];
    const b = state.board;
    if (step) {
        if (!cursor) cursor = {row: 0, col: 0, shown: false};
        else if (cursor.shown) {
            cursor.row = Math.min(b.rows - 1, Math.max(0, cursor.row + step[0]));
            cursor.col = Math.min(b.cols - 1, Math.max(0, cursor.col + step[1]));
        }
        cursor.shown = true;
        const cell = {row: cursor.row, col: cursor.col};
        if (pointer && pointer.keys && (cell.row !== pointer.last.row || cell.col !== pointer.last.col)) {
            pointer.last = cell;
            pointer.moved = true;
            if (input.move) input.move(cell, state);
        }
        drawOverlay();
        return true;
    }
    if (e.key === 'Escape') {
        if (pointer && pointer.keys) {
            endPointer(null);
            return true;
        }
        if (!input.selected) return false;
        input.selected = null; // a BanQi piece picked up by a tap is put down
        drawOverlay();
        return true;
    }
    if (e.key !== ' ' && e.key !== 'Enter') return false;
    if (!cursor || !cursor.shown) return false;
    const cell = {row: cursor.row, col: cursor.col};
    if (pointer && pointer.keys) {
        endPointer(cell);
    } else if (input.down) {
        pointer = {start: cell, last: cell, moved: false, keys: true};
        input.down(cell, state);
        if (!input.preview) pointer = null; // nothing to take there: the arrows move the cursor again
        drawOverlay();
    } else if (input.tap) {
        const move = input.tap(cell, state);
        drawOverlay();
        if (move) playMove(move);
    }
    return true;
}

function onKey(e) {
    if (e.target.tagName === 'INPUT') return;
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && e.key.toLowerCase() === 'z') return e.preventDefault(), $('undo').click();
    if (ctrl) return;
    const key = e.key.toLowerCase();
    if (key === 'backspace' || key === 'u') return e.preventDefault(), $('undo').click();
    if (key === 'r') return $('restart').click();
    if (key === 'h') return $('hint').click();
    if (key === 'n' || key === 'pagedown') return nextLevel(1);
    if (key === 'p' || key === 'pageup') return nextLevel(-1);
    if (state && state.playable && !state.over && input && input.key) {
        const move = input.key(e);
        if (move) {
            e.preventDefault();
            playMove(move);
        }
    } else if (state && state.playable && !state.over && input && state.board.cell) {
        // Not while a button or the level list has the keys.
        if (e.target !== document.body && e.target !== $('board')) return;
        if (cursorKey(e)) e.preventDefault();
    }
}

function wire() {
    const board = $('board');
    board.addEventListener('pointerdown', onDown);
    board.addEventListener('pointermove', onMove);
    board.addEventListener('pointerup', onUp);
    board.addEventListener('pointercancel', () => ((pointer = null), input && (input.preview = null), drawOverlay()));
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', fitBoard);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && saveNow());
    window.addEventListener('pagehide', saveNow);
    $('undo').onclick = async () => take(await call('undo', now()));
    $('restart').onclick = async () => take({state: await call('restart', now())});
    $('giveup').onclick = async () => take({state: await call('giveUp', now())});
    $('again').onclick = async () => take({state: await call('again', now())});
    $('hint').onclick = showHint;
    $('next').onclick = () => nextLevel(1);
    $('menu').onclick = () => document.body.classList.toggle('showlevels');
    $('download').onclick = download;
    $('player').value = store.player || '';
    $('player').onchange = () => {
        store.player = $('player').value.trim();
        return namePlayer(store.player || store.anonymous);
    };
}

// The attempts still going on take the new name (the first level opens before a name can be typed);
// their stored traces are replaced.
async function namePlayer(name) {
    const reply = await call('setPlayer', name);
    for (const t of reply.traces || []) store.traces[pageId + ':' + t.attempt] = t.trace;
    saveStore();
    return reply;
}

// ---- start ----
const ready = (async () => {
    info = await call('load', packText);
    if (info.error) {
        showStatus('This page holds a pack the game engine refused: ' + info.error, true);
        throw new Error(info.error);
    }
    loadStore();
    document.title = info.name + ' \u2014 Tessera play-test';
    $('packname').textContent = info.name;
    $('packauthor').textContent = info.author ? 'by ' + info.author : '';
    $('packdescription').textContent = info.description;
    buildLevelList();
    wire();
    // A playtester who types no name is still one player: this browser's own anonymous name.
    if (!store.anonymous) store.anonymous = 'anonymous-' + crypto.getRandomValues(new Uint32Array(1))[0].toString(36);
    await namePlayer(store.player || store.anonymous);
    const first = info.levels.find((l) => l.id === store.last) || info.levels[0];
    await openLevel(first.id);
    window.tessera.loadMs = performance.now();
})();

// The automation API (documented in web/README.md); every method but levels() and trace() answers
// with a Promise, as the core runs in a worker.
window.tessera = {
    ready,
    loadMs: null,
    levels: () => info.levels.map((l) => ({id: l.id, module: l.module, title: l.title})),
    pack: () => ({name: info.name, author: info.author, description: info.description, hash: info.hash}),
    open: openLevel,
    play: playMove,
    undo: async () => take(await call('undo', now())).state,
    restart: async () => take({state: await call('restart', now())}).state,
    hint: showHint,
    solution: async (id) => (await call('solution', id || state.level)).moves,
    state: () => state,
    trace: () => (saveNow(), traceText()),
    setPlayer: async (name) => {
        $('player').value = name;
        store.player = name;
        return namePlayer(name);
    },
    // [{module, ms, coreMs}]: each move from the call until its board is drawn, and the core's share.
    timings: () => timings.slice(),
};
