'use strict';
// Pointer and keyboard input turned into moves in each module's notation (the modules' READMEs). This
// only spells moves: the core decides whether a move is legal and what it does.

// Column letters then the row from 1 at the top, as core/common/cellname.h: a1, c4, aa10.
function cellName(row, col) {
    let letters = '';
    for (let c = col + 1; c > 0; c = Math.floor((c - 1) / 26))
        letters = String.fromCharCode(97 + ((c - 1) % 26)) + letters;
    return letters + (row + 1);
}

// The position's rows as the core writes them (rows separated by '/' or by new lines).
function positionRows(state) {
    return (state.position || '').split(/[\/\n]/).filter((r, i, all) => r.length > 0 || i < all.length - 1);
}

function charAt(state, cell) {
    const row = positionRows(state)[cell.row];
    return row ? row[cell.col] : undefined;
}

const DIRS = {ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R'};

// Each adapter: help (a sentence for the player), and any of down(cell), move(cell), up(cell) for a
// drag, tap(cell) for a click without a drag, key(event). They return a move to play, or nothing, and
// may set this.preview (cells to outline while dragging) and this.selected (a cell to mark).
const adapters = {
    linjat: {
        help: 'Drag from a number (or its line) along its row or column to draw its line; drag back to shorten ' +
              'it, or onto the number to erase that arm.',
        down(cell, state) {
            const here = charAt(state, cell) || '';
            this.from = /[0-9]/.test(here) ? cell : null;
            this.dir = null; // the arm this drag last drew: back on the number erases it
            this.moved = false;
            if (here === '-' || here === '|') this.takeLine(cell, state, here === '-');
            this.preview = this.from ? [cell] : null;
        },
        // A cell of a drawn line: the drag goes on from the line's number, as if it had drawn this arm.
        // The position only says the cell is on a line, so when the line runs on into another number's
        // line both ways the number is not known, and nothing is taken.
        takeLine(cell, state, horizontal) {
            const step = horizontal ? [0, 1] : [1, 0];
            const found = [];
            for (const sign of [-1, 1]) {
                let at = {row: cell.row, col: cell.col};
                for (;;) {
                    at = {row: at.row + sign * step[0], col: at.col + sign * step[1]};
                    const c = charAt(state, at);
                    if (c === (horizontal ? '-' : '|')) continue;
                    if (c !== undefined && /[0-9]/.test(c)) found.push({cell: at, sign});
                    break;
                }
            }
            if (found.length !== 1) return;
            this.from = found[0].cell;
            this.dir = horizontal ? (found[0].sign < 0 ? 'R' : 'L') : found[0].sign < 0 ? 'D' : 'U';
        },
        arm(cell) {
            const dr = cell.row - this.from.row, dc = cell.col - this.from.col;
            if (Math.abs(dc) >= Math.abs(dr)) return {dir: dc >= 0 ? 'R' : 'L', len: Math.abs(dc)};
            return {dir: dr >= 0 ? 'D' : 'U', len: Math.abs(dr)};
        },
        move(cell) {
            if (!this.from) return;
            this.moved = true;
            const a = this.arm(cell);
            if (a.len > 0) this.dir = a.dir;
            const step = {U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1]}[a.dir];
            this.preview = [];
            for (let i = 0; i <= a.len; ++i)
                this.preview.push({row: this.from.row + step[0] * i, col: this.from.col + step[1] * i});
        },
        up(cell) {
            if (!this.from) return null;
            const a = this.arm(cell), from = this.from, dir = this.dir, moved = this.moved;
            this.from = this.dir = null;
            this.preview = null;
            if (!moved) return null; // a press without a drag plays nothing
            if (a.len > 0) return cellName(from.row, from.col) + a.dir + a.len;
            return dir ? cellName(from.row, from.col) + dir + '0' : null;
        },
    },
    flow: {
        help: 'Drag from a coloured dot (or along a path) through neighbouring cells; tap a dot to clear its path.',
        down(cell, state) {
            const label = charAt(state, cell);
            this.label = label && label !== '.' ? label : null;
            this.cells = this.label ? [cell] : null;
            this.preview = this.cells;
        },
        move(cell) {
            if (!this.cells) return;
            const last = this.cells[this.cells.length - 1];
            if (last.row === cell.row && last.col === cell.col) return;
            const before = this.cells[this.cells.length - 2];
            if (before && before.row === cell.row && before.col === cell.col) {
                this.cells.pop(); // dragged back: the path shortens
                return;
            }
            // A fast pointer may skip cells: walk to the cell one step at a time, columns first.
            let at = {row: last.row, col: last.col};
            while (at.col !== cell.col) {
                at = {row: at.row, col: at.col + Math.sign(cell.col - at.col)};
                this.cells.push(at);
            }
            while (at.row !== cell.row) {
                at = {row: at.row + Math.sign(cell.row - at.row), col: at.col};
                this.cells.push(at);
            }
        },
        up() {
            if (!this.cells) return null;
            const cells = this.cells, label = this.label;
            this.cells = this.preview = null;
            if (cells.length === 1) return label + ':x';
            return label + ':' + cells.map((c) => cellName(c.row, c.col)).join('-');
        },
    },
    balls: {
        help: 'Arrow keys, a swipe, or a tap in line with the black ball push it that way.',
        down(cell) {
            this.from = cell;
        },
        up(cell, state) {
            const from = this.from;
            this.from = null;
            if (!from) return null;
            const dr = cell.row - from.row, dc = cell.col - from.col;
            if (dr || dc) return Math.abs(dc) >= Math.abs(dr) ? (dc > 0 ? 'R' : 'L') : dr > 0 ? 'D' : 'U';
            // A tap: towards the tapped cell from the black ball, when they share a row or a column.
            const rows = positionRows(state);
            for (let r = 0; r < rows.length; ++r) {
                const c = rows[r].indexOf('@');
                if (c < 0) continue;
                if (r === cell.row && c !== cell.col) return cell.col > c ? 'R' : 'L';
                if (c === cell.col && r !== cell.row) return cell.row > r ? 'D' : 'U';
            }
            return null;
        },
        key(e) {
            return DIRS[e.key] || null;
        },
    },
    foxhunt: {
        help: 'Tap a cell to probe it: a number counts the foxes on its eight rays.',
        tap(cell) {
            return cellName(cell.row, cell.col);
        },
    },
    banqi: {
        help: 'Tap a face-down piece to flip it; tap one of yours, then where it goes. The bot answers.',
        // BanQi's play picture puts row 1 at the top (core/banqi/README.md), so its cells are named as
        // every other grid's.
        name(cell) {
            return cellName(cell.row, cell.col);
        },
        tap(cell, state) {
            const here = this.name(cell, state), legal = state.legal || [];
            if (this.selected) {
                const from = this.selectedName;
                this.selected = null;
                const move = legal.find((m) => m === from + '-' + here || m === from + 'x' + here);
                if (move) return move;
                if (from === here) return null;
            }
            if (legal.includes(here)) return here;
            if (legal.some((m) => m.startsWith(here + '-') || m.startsWith(here + 'x'))) {
                this.selected = cell;
                this.selectedName = here;
            }
            return null;
        },
    },
};

function inputFor(module) {
    const adapter = adapters[module];
    if (!adapter) return null;
    adapter.preview = null;
    adapter.selected = null;
    return adapter;
}
