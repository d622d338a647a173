// The table page: a phone held in one hand enters the table's results.
// The words come from the page (#labels, in the reader's language); the state from the API
// (GET /api/t/TOKEN). Each entry is checked by the server (POST .../check: the score it makes)
// before East-West confirm it, then kept in this phone's storage until the server has stored it
// (POST .../results with the entry's key: a retry after a lost connection is stored once). Once
// stored, the page says so and shows the board's traveller; "Next board" opens the next entry.
// An entry the server refuses (the round was locked while East-West confirmed, another phone of
// the table entered the board first) is never dropped: it stays on this phone, shown loudly as
// not stored, until the board is stored for that round (by the director, whom the server has
// called with the entry); the page never moves on in silence. A draft the players were making
// when the table left its round (the director locked it) stays too, said to be of that round,
// until East-West confirm it (the server refuses it and calls the director) or leave it.
// A board the table stored can be corrected (Correct, beside it or under "Stored") until its
// round is locked: the stored result comes back into the form and is sent with replace.
// Pairs that sat the other way round from the movement say so in the form ("⇄"): the entry is
// stored with them as they sat, and the phone remembers it for the rest of that round.
"use strict";
(function () {
  const body = document.body;
  const token = body.dataset.token;
  const api = "/api/t/" + token;
  const L = JSON.parse(document.getElementById("labels").textContent);
  // Every score a contract can make (libscore's, from the server): a phone without a connection
  // still shows the score, and the players confirm it; the entry waits on the phone until sent.
  const scoreTable = JSON.parse(document.getElementById("scores").textContent);
  const lang = document.documentElement.lang;
  const entryEl = document.getElementById("entry");
  const travellerEl = document.getElementById("traveller");
  const statusEl = document.getElementById("status");
  const outboxKey = "bandeja-outbox-" + token;
  const refusedKey = "bandeja-refused-" + token;
  const sittingKey = "bandeja-otherway-" + token;
  const suits = { C: "♣", D: "♦", H: "♥", S: "♠", NT: L.nt };  // no trumps: NT, or ST in Spanish
  const seatWord = { N: L.seats[0], E: L.seats[1], S: L.seats[2], W: L.seats[3] };

  let state = null;          // the table as the API gave it
  let draft = null;          // the entry being made
  let sending = false;
  let stored = null;         // the line just stored, shown with its traveller until "Next board"
  let touched = false;       // a choice tapped since the last confirm
  let saving = false;        // a confirmed entry on its way, first try

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") e.className = v;
      else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (v === true) e.setAttribute(k, "");
      else if (v !== false && v !== null && v !== undefined) e.setAttribute(k, v);
    }
    for (const c of children) if (c !== null && c !== undefined) e.append(c);
    return e;
  }

  function newKey() {
    const b = new Uint8Array(16);
    crypto.getRandomValues(b);
    return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  }

  function outbox() {
    try { return JSON.parse(localStorage.getItem(outboxKey) || "[]"); } catch (e) { return []; }
  }
  function saveOutbox(list) { localStorage.setItem(outboxKey, JSON.stringify(list)); }

  // Entries the server refused: { entry, message }, kept until their board is stored.
  function refusedList() {
    try { return JSON.parse(localStorage.getItem(refusedKey) || "[]"); } catch (e) { return []; }
  }
  function saveRefused(list) { localStorage.setItem(refusedKey, JSON.stringify(list)); }

  // The rounds in which the players said they sat the other way round, on this phone.
  function sitting() {
    try { return JSON.parse(localStorage.getItem(sittingKey) || "{}"); } catch (e) { return {}; }
  }
  function satOtherWay(round) { return Boolean(sitting()[round]); }
  function rememberSitting(round, otherWay) {
    const s = sitting();
    if (otherWay) s[round] = true; else delete s[round];
    localStorage.setItem(sittingKey, JSON.stringify(s));
  }

  // An entry as the players made it: "4♠X N =", "pass".
  function entryText(entry) {
    if (entry.contract === "pass") return L.pass;
    const m = /^([1-7])(NT|[CDHS])(XX|X)?$/.exec(entry.contract || "");
    const contract = m ? m[1] + suits[m[2]] + (m[3] || "") : entry.contract || "";
    return [contract, seatWord[entry.declarer] || entry.declarer || "", entry.result || "",
            entry.lead ? suits[entry.lead[0]] + entry.lead.slice(1) : ""].filter((x) => x).join(" ");
  }

  // The refused entries whose board is now stored for their round, and that no longer wait for
  // the director (a call still open holds them), leave the list.
  function dropResolved() {
    if (!state) return;
    const list = refusedList();
    const awaiting = state.awaiting || [];
    const left = list.filter((x) => {
      const round = state.rounds.find((r) => r.round === x.entry.round);
      const board = round && round.boards.find((b) => b.board === x.entry.board);
      const waits = awaiting.some(([r, b]) => r === x.entry.round && b === x.entry.board);
      return waits || !(board && board.entered);
    });
    if (left.length !== list.length) saveRefused(left);
  }

  async function call(method, path, data) {
    const res = await fetch(api + path + (path.includes("?") ? "&" : "?") + "lang=" + lang, {
      method,
      headers: data ? { "Content-Type": "application/json" } : {},
      body: data ? JSON.stringify(data) : undefined,
      cache: "no-store",
    });
    let json = null;
    try { json = await res.json(); } catch (e) { json = null; }
    return { status: res.status, json };
  }

  async function refreshStatus() {
    try {
      const res = await fetch("/t/" + token + "/status?lang=" + lang, { cache: "no-store" });
      if (res.ok) {
        statusEl.innerHTML = await res.text();
        markPending();
      }
    } catch (e) { /* offline: the status shown stays */ }
  }

  async function load() {
    let r;
    try { r = await call("GET", ""); } catch (e) { return; }  // offline: the page shown stays
    if (r.status !== 200) return;
    state = r.json;
    dropResolved();
    dropLeftDraft();
    render();
    renderPlayers();
  }

  // The players give their membership numbers (at round 1, or a substitute sitting down): a
  // button under the seats opens a form for each pair of the round; the names then come from
  // the players' register. A number the register does not have is said, and the server has
  // called the director to name the player.
  const playersEl = el("section", { id: "players" });
  statusEl.after(playersEl);
  let playersOpen = false, playersSaid = "", playersError = "";
  function renderPlayers() {
    if (playersEl.contains(document.activeElement) && document.activeElement.tagName === "INPUT") return;  // being typed in
    playersEl.replaceChildren();
    const round = state && state.rounds.find((r) => r.round === state.round);
    if (!round || round.locked || !round.ns) return;
    // The club requires the numbers before the first result: the form stays open until given.
    const needed = state.numbers_needed || [];
    if (needed.length) {
      playersOpen = true;
      playersEl.append(el("p", { class: "warning", id: "numbers-needed", role: "alert" }, L.numbers_needed));
    }
    if (!playersOpen) {
      playersEl.append(el("button", { type: "button", class: "secondary", id: "players-open",
                                      onclick: () => { playersOpen = true; playersSaid = ""; playersError = ""; renderPlayers(); } },
                          L.players));
      if (playersSaid) playersEl.append(el("p", { class: "stored", role: "status", id: "players-saved" }, playersSaid));
      return;
    }
    for (const side of ["ns", "ew"]) {
      const pair = round[side];
      if (needed.length && !needed.includes(pair)) continue;  // that pair has given its numbers
      const form = el("form", { class: "players", "data-pair": pair });
      form.append(el("h3", {}, L[side] + " " + (round[side + "_text"] || pair)));
      for (const k of [1, 2])
        form.append(el("label", {}, L.member_number.replace("{0}", k),
                       el("input", { name: "id" + k, autocomplete: "off", autocapitalize: "characters", spellcheck: "false" })));
      form.append(el("button", { type: "submit", class: "big" }, L.save_players));
      form.addEventListener("submit", async (ev) => {
        ev.preventDefault();
        const ids = [form.elements.id1.value.trim(), form.elements.id2.value.trim()];
        document.activeElement.blur();
        let r;
        try {
          r = await call("POST", "/players", { round: round.round, pair, ids });
        } catch (e) {
          playersError = L.offline;
          return renderPlayers();
        }
        if (r.status === 200) {
          state = r.json;
          const now = state.rounds.find((x) => x.round === round.round);
          playersOpen = false;
          playersError = "";
          playersSaid = L.players_saved + " " + (round[side + "_text"] || pair) + " " + ((now && now[side + "_names"]) || "");
          await refreshStatus();
          render();
        } else {
          playersError = r.json && r.json.error ? r.json.error.message : String(r.status);
        }
        renderPlayers();
      });
      playersEl.append(form);
    }
    if (playersError) playersEl.append(el("p", { class: "error", role: "alert", id: "players-error" }, playersError));
    if (!needed.length) playersEl.append(el("button", { type: "button", class: "secondary", id: "players-close",
                                    onclick: () => { playersOpen = false; playersError = ""; renderPlayers(); } }, L.cancel));
  }

  // The table has left the draft's board (the director locked its round, another phone entered
  // it or moved the table on): an empty draft goes, one the players made stays, said to be of a
  // round left, for East-West to send to the director or leave. A refused entry's draft goes: the
  // warning above keeps it. A board the players chose from those left for later stays theirs.
  function dropLeftDraft() {
    if (!draft || draft.replace || !(draft.refused || !chosen(draft))) return;
    const round = state.rounds.find((r) => r.round === draft.round);
    const board = round && round.boards.find((b) => b.board === draft.board);
    const stillOpen = openRound(draft.round) && board && !board.entered;
    if (!stillOpen || (!draft.later && draft.round !== state.round)) draft = null;
  }

  // Whether the table may enter a board of round `n` now: a round it has reached, not locked.
  function openRound(n) {
    const round = state && state.rounds.find((r) => r.round === n);
    return Boolean(round && !round.locked && (state.round === null || n <= Math.max(state.reached, state.round)));
  }

  // The boards of other rounds the table has reached and left for later: not locked, not entered.
  function laterBoards() {
    const out = [];
    for (const r of state ? state.rounds : [])
      if (r.round !== state.round && openRound(r.round))
        for (const b of r.boards) if (!b.entered && !pending(b.board, r.round)) out.push({ round: r.round, board: b.board });
    return out;
  }

  // The next round after the table's own with a board to enter, or null.
  function nextRound() {
    const r = state && state.round !== null &&
      state.rounds.find((x) => x.round > state.round && !x.locked && !x.complete && x.boards.length);
    return r ? r.round : null;
  }

  // The players move on with boards left for later; they stay listed under "Left for later".
  async function moveOn() {
    let r = null;
    try { r = await call("POST", "/next", { round: state.round }); } catch (e) { return; }  // offline: stays
    if (r.status === 200) {
      state = r.json;
      if (draft && !chosen(draft)) draft = null;
      render();
      await refreshStatus();
    } else if (draft) {
      draft.error = r.json && r.json.error ? r.json.error.message : String(r.status);
      render();
    }
  }

  function currentRound() {
    return state && state.round ? state.rounds.find((r) => r.round === state.round) : null;
  }

  function pending(board, round) {
    return outbox().some((e) => e.board === board && e.round === round);
  }

  // Whether the players have chosen anything in the draft.
  function chosen(d) {
    return Boolean(d.checked || d.pass || d.level || d.strain || d.declarer || d.result || d.leadSuit);
  }

  function startDraft(board, round) {
    const r = round || state.round;
    draft = { round: r, board, level: 0, strain: "", doubling: "", pass: false, declarer: "",
              result: "", lead: "", leadSuit: "", checked: null, error: "", other_way: satOtherWay(r) };
  }

  // The draft an entry was made from, so that an entry the server refused is corrected rather
  // than tapped in again.
  function draftFrom(entry) {
    startDraft(entry.board, entry.round);
    // An entry sent says how the pairs sat; a stored line shows it by its pairs.
    const own = state && state.rounds.find((r) => r.round === entry.round);
    draft.other_way = "other_way" in entry ? Boolean(entry.other_way)
                                           : Boolean(own && own.ew && entry.ns === own.ew && entry.ew === own.ns);
    const m = /^([1-7])(NT|[CDHS])(XX|X)?$/.exec(entry.contract || "");
    if (entry.contract === "pass") draft.pass = true;
    else if (m) { draft.level = Number(m[1]); draft.strain = m[2]; draft.doubling = m[3] || ""; }
    draft.declarer = entry.declarer || "";
    draft.result = entry.result || "";
    if (entry.lead && entry.lead.length === 2) { draft.lead = entry.lead; draft.leadSuit = entry.lead[0]; }
  }

  // A board this table stored, opened again to correct it: the stored result in the form, sent
  // with replace (the server lets a table correct only what it entered itself, until the round
  // is locked); East-West confirm the new result as they did the first.
  function startCorrection(line) {
    draftFrom(line);
    draft.replace = true;
    draft.was = line.text;
    stored = null;
    touched = true;
    travellerEl.replaceChildren();
    render();
    entryEl.scrollIntoView({ block: "start" });
  }

  // A row of choices, laid out by its kind (style.css: "levels" is one row of seven, ...).
  function buttons(kind, name, options, chosen, onPick) {
    const row = el("div", { class: "choices " + kind, role: "group", "aria-label": name });
    for (const [value, text] of options)
      row.append(el("button", { type: "button", class: value === chosen ? "chosen" : "", "data-value": value,
                                "aria-pressed": value === chosen ? "true" : "false",
                                onclick: () => { touched = true; onPick(value); } }, text));
    return row;
  }

  function scoreText(line) {
    const s = line.ns_score;
    return line.text + " · " + L.ns_score + " " + (s === null ? "" : s > 0 ? "+" + s : String(s));
  }

  // The draft scored on this phone, when the server cannot be asked: the line as the server would
  // give it (its text, North-South's score), from the page's table; null when it cannot be.
  function localLine() {
    if (draft.pass) return { text: L.pass, ns_score: 0 };
    const round = state && state.rounds.find((r) => r.round === draft.round);
    const info = round && round.boards.find((b) => b.board === draft.board);
    if (!info || !draft.level || !draft.strain || !draft.declarer || !draft.result) return null;
    const ns = draft.declarer === "N" || draft.declarer === "S";
    const vul = info.vulnerability === "All" || info.vulnerability === (ns ? "NS" : "EW");
    const over = draft.result === "=" ? 0 : Number(draft.result);
    const doubled = draft.doubling === "XX" ? 2 : draft.doubling === "X" ? 1 : 0;
    const s = scoreTable[draft.strain][draft.level - 1][doubled][vul ? 1 : 0][draft.level + 6 + over];
    if (typeof s !== "number") return null;
    return { text: draft.level + suits[draft.strain] + draft.doubling + " " + seatWord[draft.declarer] + " " + draft.result,
             ns_score: ns ? s : -s };
  }

  function contractText() {
    if (draft.pass) return "pass";
    if (!draft.level || !draft.strain) return "";
    return draft.level + draft.strain + draft.doubling;
  }

  function render() {
    entryEl.replaceChildren();
    const round = currentRound();
    const waiting = outbox().length;
    if (waiting) entryEl.append(el("p", { class: "waiting", id: "waiting" }, L.waiting + " (" + waiting + ")"));
    markPending();
    const refused = refusedList();
    if (refused.length) {
      const box = el("div", { class: "not-stored", id: "not-stored", role: "alert" }, el("h3", {}, L.not_stored));
      const list = el("ul", {});
      for (const x of refused)
        list.append(el("li", {}, L.board + " " + x.entry.board + " · " + entryText(x.entry) + (x.entry.other_way ? " ⇄" : "") +
                              " — " + x.message));
      box.append(list, el("p", {}, L.call_sent));
      entryEl.append(box);
    }
    if (saving) {
      entryEl.append(el("p", { class: "saving", id: "saving", role: "status" }, L.saving));
      return;
    }
    // Just stored: say so; its traveller follows (showTraveller), then "Next board".
    if (stored) {
      const line = stored;
      entryEl.prepend(el("p", { class: "stored", id: "stored", role: "status" },
                         "✓ " + L.stored + " · " + L.board + " " + stored.board + " · " + scoreText(stored)));
      entryEl.append(el("button", { type: "button", class: "secondary", id: "correct-stored",
                                    onclick: () => startCorrection(line) }, L.correct));
      appendLater(null, []);
      return;
    }
    const open = round ? round.boards.filter((b) => !b.entered && !pending(b.board, round.round)) : [];
    if (!draft && open.length) startDraft(open[0].board);
    if (!draft) return;
    // A draft of a round the table has left: its own board only, read from its own round.
    const left = !draft.replace && !openRound(draft.round);
    const own = state.rounds.find((r) => r.round === draft.round);
    const later = !left && !draft.replace && (!round || draft.round !== round.round);

    const form = el("form", { id: "entry-form", onsubmit: (e) => { e.preventDefault(); check(); } });
    if (left)
      form.append(el("p", { class: "error", role: "alert", id: "left-round" },
                     L.round.replace("{0}", String(draft.round)) + " · " + L.left_round));
    if (later)
      form.append(el("p", { class: "warning", id: "later-board" },
                     L.round.replace("{0}", String(draft.round)) + " · " + L.board_later));
    if (draft.replace)
      form.append(el("p", { class: "warning", id: "correcting" },
                     L.round.replace("{0}", String(draft.round)) + " · " + L.board + " " + draft.board + " · " +
                     L.correcting.replace("{0}", draft.was || "")));
    form.append(el("h3", {}, L.board));
    const choices = left || later || draft.replace ? [draft.board] : open.map((b) => b.board);
    form.append(buttons("boards", L.board, choices.map((b) => [String(b), String(b)]), String(draft.board),
                        (v) => { if (!left && !draft.replace) { startDraft(Number(v)); render(); } }));
    // The board's dealer and vulnerability, as printed on the board itself.
    const info = own && own.boards.find((b) => b.board === draft.board);
    if (info)
      form.append(el("p", { class: "board-info", id: "board-info" },
                     L.dealer + " " + seatWord[info.dealer] + " · " + L.vulnerable + (L.vul[info.vulnerability] || info.vulnerability)));
    form.append(el("h3", {}, L.contract));
    form.append(buttons("levels", L.contract, [1, 2, 3, 4, 5, 6, 7].map((n) => [String(n), String(n)]), String(draft.level),
                        (v) => { draft.level = Number(v); draft.pass = false; draft.result = ""; draft.checked = null; render(); }));
    form.append(buttons("strains", L.contract, ["C", "D", "H", "S", "NT"].map((s) => [s, suits[s]]), draft.strain,
                        (v) => { draft.strain = v; draft.pass = false; draft.checked = null; render(); }));
    form.append(buttons("doubling", L.contract, [["", "–"], ["X", "X"], ["XX", "XX"], ["pass", L.pass]],
                        draft.pass ? "pass" : draft.doubling,
                        (v) => {
                          if (v === "pass") { draft.pass = true; draft.level = 0; draft.strain = ""; draft.doubling = ""; }
                          else { draft.doubling = v; draft.pass = false; }
                          draft.checked = null; render();
                        }));
    if (!draft.pass) {
      form.append(el("h3", {}, L.declarer));
      form.append(buttons("seats", L.declarer, ["N", "E", "S", "W"].map((s) => [s, seatWord[s]]), draft.declarer,
                          (v) => { draft.declarer = v; draft.checked = null; render(); }));
      if (draft.level) {
        form.append(el("h3", {}, L.result));
        const opts = [];
        for (let over = 7 - draft.level; over >= -(draft.level + 6); --over)
          opts.push([over === 0 ? "=" : (over > 0 ? "+" : "") + over, over === 0 ? "=" : (over > 0 ? "+" : "−") + Math.abs(over)]);
        form.append(buttons("results", L.result, opts, draft.result, (v) => { draft.result = v; draft.checked = null; render(); }));
      }
      form.append(el("h3", {}, L.lead));
      form.append(buttons("lead-suits", L.lead, [["", L.no_lead], ["S", "♠"], ["H", "♥"], ["D", "♦"], ["C", "♣"]], draft.leadSuit,
                          (v) => { draft.leadSuit = v; draft.lead = ""; draft.checked = null; render(); }));
      if (draft.leadSuit)
        form.append(buttons("cards", L.lead, ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"].map((r) => [r, r === "T" ? "10" : r]),
                            draft.lead ? draft.lead.slice(1) : "",
                            (v) => { draft.lead = draft.leadSuit + v; draft.checked = null; render(); }));
    }
    // The pairs sat the other way round: said, and stored with them as they sat (a pairs event:
    // in a teams match the two rooms could no longer be compared, and the players call the director).
    if (!left && !(state.event && state.event.teams)) {
      form.append(el("button", { type: "button", class: "secondary other-way" + (draft.other_way ? " chosen" : ""), id: "other-way",
                                 "aria-pressed": draft.other_way ? "true" : "false",
                                 onclick: () => {
                                   draft.other_way = !draft.other_way;
                                   rememberSitting(draft.round, draft.other_way);
                                   draft.checked = null;
                                   touched = true;
                                   render();
                                 } }, "⇄ " + L.other_way));
    }
    if (draft.other_way && own)
      form.append(el("p", { class: "warning", id: "other-way-said" },
                     L.other_way_said.replace("{0}", own.ew_text || own.ew).replace("{1}", own.ns_text || own.ns)));
    const ready = draft.pass || (contractText() && draft.declarer && draft.result);
    if (draft.error) form.append(el("p", { class: "error", role: "alert", id: "entry-error" }, draft.error));
    if (left) {
      // The server no longer scores it: confirmed, it reaches the director as a refused entry.
      if (draft.checked) form.append(el("p", { class: "score", id: "score" }, scoreText(draft.checked)));
      if (ready) form.append(el("button", { type: "button", class: "confirm big", id: "confirm", onclick: confirm }, L.confirm));
      form.append(el("button", { type: "button", class: "secondary", id: "leave",
                                 onclick: () => { draft = null; touched = false; render(); } }, L.leave));
    } else if (draft.checked) {
      form.append(el("p", { class: "score", id: "score" }, scoreText(draft.checked)));
      for (const w of draft.warnings || []) form.append(el("p", { class: "warning", role: "alert" }, w));
      form.append(el("button", { type: "button", class: "confirm big", id: "confirm", onclick: confirm }, L.confirm));
      form.append(el("button", { type: "button", class: "secondary", id: "change",
                                 onclick: () => { draft.checked = null; render(); } }, L.change));
    } else {
      form.append(el("button", { type: "submit", class: "big", id: "check", disabled: !ready }, L.check));
    }
    if (draft.replace)
      form.append(el("button", { type: "button", class: "secondary", id: "cancel",
                                 onclick: () => { draft = null; touched = false; render(); } }, L.cancel));
    entryEl.append(form);
    appendLater(round, open);
  }

  // The boards left for later (but the one in the form), and moving on from a round whose
  // boards are not all in, leaving them for later.
  function appendLater(round, open) {
    const next = nextRound();
    if (next && round && open.length && state.round >= state.reached)
      entryEl.append(el("p", { class: "move-on" }, el("button", { type: "button", class: "secondary", id: "move-on", onclick: moveOn },
                                                     L.move_on.replace("{0}", String(next)))));
    const others = laterBoards().filter((x) => !draft || x.round !== draft.round || x.board !== draft.board);
    if (others.length) {
      const box = el("div", { class: "later", id: "later" }, el("h3", {}, L.later));
      for (const x of others)
        box.append(el("button", { type: "button", class: "secondary",
                                  onclick: () => {
                                    stored = null;
                                    travellerEl.replaceChildren();
                                    startDraft(x.board, x.round);
                                    draft.later = true;
                                    touched = true;
                                    render();
                                    entryEl.scrollIntoView({ block: "start" });
                                  } },
                      L.later_board.replace("{0}", String(x.board)).replace("{1}", String(x.round))));
      entryEl.append(box);
    }
  }

  function payload() {
    const p = { round: draft.round, board: draft.board, contract: contractText() };
    if (draft.replace) p.replace = true;
    if (draft.other_way) p.other_way = true;
    if (!draft.pass) {
      p.declarer = draft.declarer;
      p.result = draft.result;
      if (draft.lead.length === 2) p.lead = draft.lead;
    }
    return p;
  }

  async function check() {
    draft.error = "";
    try {
      const r = await call("POST", "/check", payload());
      const code = r.json && r.json.error ? r.json.error.code : "";
      if (r.status === 200) {
        draft.checked = r.json.line;
        draft.warnings = (r.json.warnings || []).map((w) => w.message);
      } else if (code === "table.already_entered" && !draft.replace && localLine()) {
        // Another phone of this table stored the board first. Shown beside this result: if the
        // players say it is wrong, East-West confirm theirs and it goes to the director as a
        // conflict (the server refuses it and calls the director), never silently over the other.
        await load();
        const round = state.rounds.find((x) => x.round === draft.round);
        const board = round && round.boards.find((b) => b.board === draft.board);
        draft.checked = localLine();
        draft.warnings = [L.conflict.replace("{0}", board && board.entered ? scoreText(board.entered) : "")];
      } else {
        draft.error = r.json && r.json.error ? r.json.error.message : String(r.status);
      }
    } catch (e) {
      // No connection: the score from the page's own table, said to be so; confirmed, the entry
      // waits on this phone and the server checks it when it gets it.
      const local = localLine();
      if (local) {
        draft.checked = local;
        draft.warnings = [L.offline_score];
      } else {
        draft.error = L.offline;  // nothing is kept: the check only asks for the score
      }
    }
    render();
    // The score and the buttons under it in sight, for East-West to read and confirm.
    const last = document.getElementById(draft.checked ? "change" : "check");
    if (last) last.scrollIntoView({ block: "nearest" });
  }

  function confirm() {
    const entry = Object.assign(payload(), { key: newKey() });
    const list = outbox();
    list.push(entry);
    saveOutbox(list);
    draft = null;
    touched = false;
    saving = true;
    render();
    flush();
  }

  function nextBoard() {
    stored = null;
    travellerEl.replaceChildren();
    render();
    entryEl.scrollIntoView({ block: "start" });
  }

  // Sends what this phone keeps, oldest first, until the server has answered each one; a lost
  // connection leaves it kept, and it is sent again (same key) a few seconds later.
  async function flush() {
    if (sending) return;
    sending = true;
    let done = null, refused = false;
    try {
      let list = outbox();
      while (list.length) {
        const entry = list[0];
        let r;
        try {
          r = await call("POST", "/results", entry);
        } catch (e) {
          setTimeout(flush, 3000);
          break;
        }
        if (r.status >= 500) { setTimeout(flush, 3000); break; }
        list = outbox().filter((e) => e.key !== entry.key);
        saveOutbox(list);
        if (r.status === 200 || r.status === 201) {
          done = r.json.line;
          markEntered(done);
        } else {
          refused = true;
          const message = r.json && r.json.error ? r.json.error.message : String(r.status);
          saveRefused(refusedList().concat([{ entry, message }]));
          draftFrom(entry);
          draft.error = message;
          draft.refused = true;
        }
      }
    } finally {
      sending = false;
    }
    // Stored while the players wait for it: show it with its traveller. Stored later (the phone
    // was offline) while they already enter the next board: only the status says so.
    if (done && !refused && !touched) {
      stored = done;
      draft = null;
    }
    saving = false;
    render();
    await refreshStatus();
    await load();
    if (stored && stored === done) {
      entryEl.scrollIntoView({ block: "start" });
      await showTraveller(done.board);
    }
  }

  // The boards this phone keeps to send say so in the round's list, not "to be entered".
  function markPending() {
    const head = document.getElementById("round");
    const shown = head ? Number(head.dataset.round) : 0;
    for (const e of outbox()) {
      if (e.round !== shown) continue;
      const row = statusEl.querySelector(`tr.missing[data-board="${e.board}"]`);
      if (!row || row.classList.contains("pending")) continue;
      row.classList.add("pending");
      const cell = row.querySelector("td[colspan]");
      if (cell) cell.textContent = L.pending;
    }
  }

  // The table's state as the server now has it, before the next load says so.
  function markEntered(line) {
    const round = state && state.rounds.find((r) => r.round === line.round);
    const board = round && round.boards.find((b) => b.board === line.board);
    if (board) board.entered = line;
  }

  // The traveller of a board just stored, then the button to the next board.
  async function showTraveller(board) {
    travellerEl.replaceChildren();
    let r = null;
    try { r = await call("GET", "/boards/" + board); } catch (e) { r = null; }
    if (r && r.status === 200) fillTraveller(board, r.json);
    const round = currentRound();
    const open = round ? round.boards.filter((b) => !b.entered && !pending(b.board, round.round)) : [];
    if (open.length)
      travellerEl.append(el("button", { type: "button", class: "big", id: "next", onclick: nextBoard }, L.next));
  }

  function fillTraveller(board, t) {
    travellerEl.append(el("h3", {}, L.traveller + " " + board));
    const table = el("table", { class: "traveller", id: "board-traveller" });
    // Each line's points so far, when the event lets the tables see them (t.points: mp, imps, bp).
    const unit = t.points ? L.points[t.points] : null;
    const head = el("tr", {}, el("th", {}, L.ns), el("th", {}, L.ew), el("th", {}, L.contract), el("th", {}, L.ns_score));
    if (unit) head.append(el("th", { class: "num" }, unit + " " + L.ns), el("th", { class: "num" }, unit + " " + L.ew));
    table.append(head);
    for (const line of t.lines) {
      const row = el("tr", { class: line.table === state.table ? "ours" : "" }, el("td", {}, line.ns_text), el("td", {}, line.ew_text),
                     el("td", {}, line.text), el("td", {}, line.ns_score === null ? "" : String(line.ns_score)));
      if (unit) row.append(el("td", { class: "num" }, line.ns_points || ""), el("td", { class: "num" }, line.ew_points || ""));
      table.append(row);
    }
    travellerEl.append(table);
    // This table's share of the board's top, as a percentage, once the board has one.
    const ours = t.lines.find((line) => line.table === state.table && line.ns_percent);
    if (ours)
      travellerEl.append(el("p", { class: "board-percent", id: "board-percent" },
                            L.board_percent.replace("{0}", ours.ns_text).replace("{1}", ours.ns_percent)
                                           .replace("{2}", ours.ew_text).replace("{3}", ours.ew_percent)));
    if (t.par) travellerEl.append(el("p", { class: "par", id: "par" }, t.par));
    if (t.deal) {
      const hands = el("div", { class: "hand-record" }, el("h3", {}, L.hand));
      for (const seat of ["N", "W", "E", "S"]) {
        const h = t.deal[seat];
        hands.append(el("pre", { class: "hand hand-" + seat }, seatWord[seat] + "\n♠ " + h[0] + "\n♥ " + h[1] + "\n♦ " + h[2] + "\n♣ " + h[3]));
      }
      travellerEl.append(hands);
    }
  }

  // "Correct" beside a board the table stored (the status, made by the server, has the buttons).
  statusEl.addEventListener("click", (e) => {
    const button = e.target.closest("button.correct");
    if (!button || !state) return;
    const round = state.rounds.find((r) => r.round === Number(button.dataset.round));
    const board = round && round.boards.find((b) => b.board === Number(button.dataset.board));
    if (board && board.entered) startCorrection(board.entered);
  });

  document.getElementById("call").addEventListener("click", async (e) => {
    const button = e.currentTarget;
    try {
      const r = await call("POST", "/call");
      if (r.status === 201) { button.textContent = L.call_sent; button.disabled = true; }
    } catch (err) { /* offline: the button stays */ }
  });

  window.addEventListener("online", flush);
  setInterval(() => { if (outbox().length) flush(); else load(); }, 15000);
  load().then(flush);
})();
