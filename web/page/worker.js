// The page's Web Worker: one instance of the core (tessera-play.js, inlined before this text) answering
// the page's calls in order, so a slow answer (a bot's reply, a hint) never blocks the page.
let api = null;
const waiting = [];
function answer(msg) {
    const t0 = performance.now();
    let text;
    try {
        text = api[msg.fn](...msg.args);
    } catch (err) {
        text = JSON.stringify({error: 'the core failed: ' + err});
    }
    postMessage({id: msg.id, text: text, ms: performance.now() - t0});
}
onmessage = (e) => (api ? answer(e.data) : waiting.push(e.data));
TesseraCore().then((core) => {
    const s = ['string'], sn = ['string', 'number'], n = ['number'];
    api = {
        load: core.cwrap('tessera_load', 'string', s),
        open: core.cwrap('tessera_open', 'string', sn),
        play: core.cwrap('tessera_play', 'string', sn),
        undo: core.cwrap('tessera_undo', 'string', n),
        restart: core.cwrap('tessera_restart', 'string', n),
        giveUp: core.cwrap('tessera_give_up', 'string', n),
        again: core.cwrap('tessera_again', 'string', n),
        hint: core.cwrap('tessera_hint', 'string', n),
        solution: core.cwrap('tessera_solution', 'string', s),
        state: core.cwrap('tessera_state', 'string', []),
        setPlayer: core.cwrap('tessera_set_player', 'string', s),
    };
    waiting.splice(0).forEach(answer);
});
