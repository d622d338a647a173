// The server's pages as a player and a director use them: `bandeja serve` on a fresh event file,
// driven in Debian's headless Chromium by playwright-core (which downloads no browser).
//
//   node run.mjs BANDEJA WORKDIR [SCENARIO...] [--screenshots DIR]
//
// Each scenario gets WORKDIR/SCENARIO/ with its own event file, password file, server (on a free
// port of 127.0.0.1), browser profile and screenshots; the server is stopped at the end, also on
// failure. No scenario named: all of them. --screenshots DIR also writes the pictures the docs
// show (docs/img). Exit status 0 only when every scenario passed.
import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

// ------------------------------------------------------------------ arguments

const argv = process.argv.slice(2);
let shotsDir = null;
const positional = [];
for (let i = 0; i < argv.length; ++i) {
  if (argv[i] === "--screenshots") shotsDir = resolve(argv[++i] ?? "");
  else positional.push(argv[i]);
}
const [bandejaArg, workArg, ...wanted] = positional;
if (!bandejaArg || !workArg) {
  console.error("usage: node run.mjs BANDEJA WORKDIR [SCENARIO...] [--screenshots DIR]");
  process.exit(2);
}
const bandeja = resolve(bandejaArg);
const workRoot = resolve(workArg);
if (!existsSync(bandeja)) fatal(`no bandeja binary at ${bandeja}`);

// playwright-core comes from npm (tests/browser/package-lock.json); without it the test fails
// rather than passing silently.
let chromium;
if (!existsSync(join(here, "node_modules", "playwright-core"))) {
  fatal(`playwright-core is not installed in ${join(here, "node_modules")}: run make test-deps`);
}
try {
  ({ chromium } = await import("playwright-core"));
} catch (e) {
  fatal(`playwright-core does not load (${e.message}): run make test-deps`);
}
const chromiumPath = process.env.BANDEJA_CHROMIUM || "/usr/bin/chromium";
if (!existsSync(chromiumPath)) fatal(`no Chromium at ${chromiumPath}: run make test-deps`);

function fatal(message) {
  console.error("FAIL: " + message);
  process.exit(1);
}

// ------------------------------------------------------------------ helpers

const PASSWORD = "correct horse battery";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

class Failure extends Error {}

function check(condition, message) {
  if (!condition) throw new Failure(message);
}

// Waits for `probe` to return a truthy value (retried every 100 ms), or fails saying `what`.
async function until(what, probe, timeout = 10000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await probe();
      if (last) return last;
    } catch (e) {
      last = e.message;
    }
    if (Date.now() > end) throw new Failure(`${what} (still not after ${timeout / 1000} s${last ? ": " + last : ""})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.unref();
    s.on("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

// One scenario's world: its folder, event file, server and browser.
class World {
  constructor(name) {
    this.name = name;
    this.dir = join(workRoot, name);
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(join(this.dir, "tmp"), { recursive: true });
    this.db = join(this.dir, "event.db");
    this.passwordFile = join(this.dir, "password.txt");
    writeFileSync(this.passwordFile, PASSWORD + "\n", { mode: 0o600 });
    this.server = null;
    this.browser = null;
    this.pages = [];
    this.log = "";
    this.shots = [];
  }

  // `bandeja --db FILE ARGS...`, its standard output.
  cli(...args) {
    try {
      return execFileSync(bandeja, ["--db", this.db, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    } catch (e) {
      throw new Failure(`bandeja ${args.join(" ")} failed: ${e.stderr || e.message}`);
    }
  }

  url(path) {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  async start() {
    // A port taken between our probe and the server's bind: try another one.
    for (let attempt = 1; ; ++attempt) {
      this.port = await freePort();
      this.server = spawn(bandeja, ["--db", this.db, "serve", "--port", String(this.port), "--password-file", this.passwordFile],
                          { stdio: ["ignore", "pipe", "pipe"] });
      this.exited = new Promise((ok) => this.server.on("exit", (code, signal) => ok({ code, signal })));
      this.server.stdout.on("data", (d) => (this.log += d));
      this.server.stderr.on("data", (d) => (this.log += d));
      let gone = null;
      this.exited.then((x) => (gone = x));
      const end = Date.now() + 15000;
      while (!gone && Date.now() < end) {
        try {
          const res = await fetch(this.url("/"));
          if (res.ok) return;
        } catch (e) { /* not yet listening */ }
        await new Promise((r) => setTimeout(r, 100));
      }
      if (!gone) throw new Failure(`bandeja serve does not answer on port ${this.port} after 15 s:\n${this.log}`);
      if (attempt >= 3) throw new Failure(`bandeja serve stopped (${JSON.stringify(gone)}):\n${this.log}`);
      this.server = null;
    }
  }

  async browse() {
    // A fresh profile for every scenario, under its folder (playwright makes it in the temp dir).
    process.env.TMPDIR = join(this.dir, "tmp");
    this.browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync"],
      timeout: 30000,
    });
  }

  async page(options = {}) {
    const context = await this.browser.newContext(options);
    context.setDefaultTimeout(10000);
    const page = await context.newPage();
    page.on("pageerror", (e) => (this.log += `[page error] ${e.message}\n`));
    page.on("console", (m) => {
      if (m.type() === "error") this.log += `[console] ${m.text()}\n`;
    });
    this.pages.push(page);
    return page;
  }

  // A screenshot in the scenario's folder; with --screenshots, also under the docs' name.
  async shot(page, name, docsName = null, options = {}) {
    const file = join(this.dir, name + ".png");
    await page.screenshot({ path: file, scale: "css", ...options });
    this.shots.push(file);
    if (docsName && shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      copyFileSync(file, join(shotsDir, docsName + ".png"));
    }
  }

  async json(path) {
    const res = await fetch(this.url(path));
    const text = await res.text();
    check(res.ok, `GET ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text);
  }

  async stop() {
    if (this.browser) await this.browser.close().catch(() => {});
    this.browser = null;
    if (this.server && this.server.exitCode === null && this.server.signalCode === null) {
      this.server.kill("SIGTERM");
      const stopped = await Promise.race([this.exited, new Promise((r) => setTimeout(() => r(null), 5000))]);
      if (!stopped) {
        this.server.kill("SIGKILL");
        await this.exited;
      }
    }
    this.server = null;
  }

  // After a failure: what each page showed, for the one who reads the log.
  async evidence() {
    let i = 0;
    for (const p of this.pages) {
      if (p.isClosed()) continue;
      const file = join(this.dir, `failure-${++i}.png`);
      await p.screenshot({ path: file, fullPage: true }).catch(() => {});
      console.error(`  page ${p.url()} -> ${file}`);
    }
  }
}

// Servers still running when the runner itself is stopped.
const running = new Set();
process.on("exit", () => {
  for (const w of running) if (w.server) w.server.kill("SIGKILL");
});
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(sig, () => {
    console.error(`FAIL: stopped by ${sig}`);
    process.exit(1);
  });

// An event like the issue's: a five-table Mitchell, two boards a round; each table's token.
function makeEvent(w, name = "Tuesday") {
  w.cli("event", "new", name, "--movement", "mitchell", "--tables", "5", "--boards-per-round", "2");
  const links = JSON.parse(w.cli("table-links", name, "--base", "http://127.0.0.1:1", "--format", "json"));
  return links.map((l) => new URL(l.url).pathname.split("/")[2]);
}

// What the quicker tables entered before table 1's phone: rounds 1 and 2 of tables 2 to 5.
const EARLY_LINES = [
  [1, 2, 3, "3NT S ="], [1, 2, 4, "4H E -1"], [1, 3, 5, "2S N +1"], [1, 3, 6, "3NT N +1"],
  [1, 4, 7, "4S S ="], [1, 4, 8, "pass"], [1, 5, 9, "1NT W ="], [1, 5, 10, "5D E -2"],
  [2, 2, 5, "3S N ="], [2, 2, 6, "3NT N ="], [2, 3, 7, "4S S -1"], [2, 3, 8, "2H W ="],
  [2, 4, 9, "2NT W ="], [2, 4, 10, "4S N ="], [2, 5, 1, "4S N ="], [2, 5, 2, "3NT E -1"],
];

function nameThePairs(w) {
  const names = ["Ana García", "Luis Pérez", "Marta Ruiz", "Jorge Sanz", "Elena Vidal", "Pablo Gil", "Sara Moreno",
                 "Diego Romero", "Lucía Navarro", "Hugo Torres", "Carmen Ortiz", "Iván Castro", "Rosa Marín",
                 "Óscar Rubio", "Nuria Molina", "Raúl Delgado", "Irene Suárez", "Adrián Ramos", "Julia Blanco", "Tomás Iglesias"];
  const pairs = ["1NS", "2NS", "3NS", "4NS", "5NS", "1EW", "2EW", "3EW", "4EW", "5EW"];
  pairs.forEach((p, i) => w.cli("pairs", "Tuesday", p, names[2 * i], names[2 * i + 1]));
}

// Nothing wider than the screen: a phone must never scroll sideways.
async function noSidewaysScroll(page, where) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  check(scroll <= inner, `${where}: the page is ${scroll} px wide on a ${inner} px screen (it scrolls sideways)`);
}

// Whether an element is wholly within the screen, as the page is scrolled now.
function inView(page, selector) {
  return page.locator(selector).evaluate((e) => {
    const r = e.getBoundingClientRect();
    // Within a pixel: scrolling lands on whole pixels, layout does not.
    return r.top >= -1 && r.bottom <= window.innerHeight + 1 && r.left >= -1 && r.right <= window.innerWidth + 1;
  });
}

// Every button a thumb must hit is at least 44 × 44 CSS pixels (the usual touch-target size).
async function bigButtons(page, selector, where) {
  const small = await page.locator(selector).evaluateAll((els) =>
    els.map((e) => [e.textContent.trim(), e.getBoundingClientRect()])
       .filter(([, r]) => r.width > 0 && (r.width < 44 || r.height < 44))
       .map(([t, r]) => `"${t}" ${Math.round(r.width)}×${Math.round(r.height)}`));
  check(small.length === 0, `${where}: buttons too small to tap: ${small.join(", ")}`);
}

// The phone's entry controls, found as a player finds them: by their words.
function group(page, name, nth = 0) {
  return page.getByRole("group", { name, exact: true }).nth(nth);
}
async function tapChoice(page, groupName, nth, text) {
  const b = group(page, groupName, nth).getByRole("button", { name: text, exact: true });
  await b.tap();
  await until(`"${text}" is shown as chosen in ${groupName}`, async () => (await b.getAttribute("aria-pressed")) === "true");
}

// Taps a whole contract on the table page (English words): level, strain, declarer, result, lead.
async function tapContract(page, { level, strain, declarer, result, leadSuit, leadCard }, beforeResult) {
  await tapChoice(page, "Contract", 0, level);
  await tapChoice(page, "Contract", 1, strain);
  await tapChoice(page, "Declarer", 0, declarer);
  if (beforeResult) await beforeResult();
  await tapChoice(page, "Result", 0, result);
  if (leadSuit) {
    await tapChoice(page, "Opening lead", 0, leadSuit);
    await tapChoice(page, "Opening lead", 1, leadCard);
  }
}

async function scoreIt(page) {
  const button = page.getByRole("button", { name: "Score it" });
  check(await button.isEnabled(), `"Score it" is not enabled once the contract is complete`);
  await button.tap();
  return page.locator("#score");
}

// The lines the event file holds, as `result list` prints them: board, round, entry, NS score.
function storedLines(w, name = "Tuesday") {
  return w.cli("result", "list", name).split("\n").slice(1).filter((l) => l.trim())
    .map((l) => { const f = l.trim().split(/\s{2,}/); return { board: Number(f[1]), round: Number(f[2]), ns: f[4], ew: f[5], entry: f[6], score: f[7] }; });
}

// The director signs in to the console on `page`: the events page, ready.
async function signIn(page, w) {
  await page.goto(w.url("/director"));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "New event" }).waitFor();
}

// A fresh 5-table Mitchell (makeEvent) served, and table 1's phone at round 1: { tokens, phone }.
async function freshEvening(w) {
  const tokens = makeEvent(w);
  await w.start();
  await w.browse();
  const phone = await w.page(PHONE);
  await phone.goto(w.url("/t/" + tokens[0]));
  await phone.getByRole("heading", { name: "Round 1" }).waitFor();
  return { tokens, phone };
}

// Table 1's phone of a fresh 5-table Mitchell, at round 1.
async function tableOnePhone(w) {
  return (await freshEvening(w)).phone;
}

// A contract tapped, scored and confirmed by East-West; done once the page says it is stored.
async function enterAndConfirm(phone, contract) {
  await tapContract(phone, contract);
  await (await scoreIt(phone)).waitFor();
  await phone.getByRole("button", { name: "East-West: confirm" }).tap();
  await phone.locator("#stored").waitFor();
}

// ------------------------------------------------------------------ the scenarios

const scenarios = {
  // A table whose board was dealt and analysed enters a trick count three away from double
  // dummy: the score comes with a warning, and East-West's confirm stores the line anyway.
  async "deal-check"(w) {
    const tokens = makeEvent(w);
    w.cli("deal", "Tuesday", "--seed", "5");
    w.cli("analyse", "Tuesday");
    const dd = JSON.parse(w.cli("analyse", "Tuesday", "--format", "json"))[0].tricks.N.NT;
    const tricks = dd >= 3 ? dd - 3 : dd + 3;
    const over = tricks - 7;
    const label = over === 0 ? "=" : (over > 0 ? "+" : "\u2212") + Math.abs(over);
    await w.start();
    await w.browse();
    const phone = await w.page(PHONE);
    await phone.goto(w.url("/t/" + tokens[0]));
    await phone.getByRole("heading", { name: "Round 1" }).waitFor();
    await tapContract(phone, { level: "1", strain: "NT", declarer: "N", result: label });
    const score = await scoreIt(phone);
    await score.waitFor();
    const warning = phone.locator("#entry .warning");
    await warning.waitFor();
    const text = await warning.textContent();
    check(text.includes(`check the tricks: 1NT by North took ${tricks}, and double dummy takes ${dd}`),
          `the warning reads "${text}"`);
    await noSidewaysScroll(phone, "the table page with a warning");
    await w.shot(phone, "table-warning", "table-phone-warning");
    await phone.getByRole("button", { name: "East-West: confirm" }).tap();
    await phone.locator("#status tr[data-board='1'].entered").waitFor();
    // The traveller that follows has the hand record and the par (the board is analysed).
    await phone.locator("#par").waitFor();
    const par = await phone.locator("#par").textContent();
    check(par.startsWith("Par: NS ") || par.startsWith("Par: EW "), `the traveller's par reads "${par}"`);
    check(await phone.locator(".hand-record").count() === 1, "the traveller has no hand record");
  },

  // a. A table enters a result on a phone and the live page shows it.
  async "phone-entry"(w) {
    const tokens = makeEvent(w);
    nameThePairs(w);
    // The other tables are quicker: rounds 1 and 2 entered, board 1 among them (table 5, round 2).
    for (const [round, table, board, entry] of EARLY_LINES)
      w.cli("enter", "Tuesday", "--round", String(round), "--table", String(table), "--board", String(board), entry);
    await w.start();
    await w.browse();

    const live = await w.page(DESKTOP);
    await live.goto(w.url("/live/1"));
    await live.getByText(`Results entered: ${EARLY_LINES.length} / 50`).waitFor();
    await live.evaluate(() => (window.bandejaTestMark = "not reloaded"));

    const phone = await w.page(PHONE);
    await phone.goto(w.url("/t/" + tokens[0]));
    await phone.getByRole("heading", { name: "Round 1" }).waitFor();
    check(await phone.locator("#status tr[data-board='1'].missing").count() === 1, "board 1 is not shown as still to enter");
    check((await phone.locator("#status .seats").textContent()).includes("Ana García"), "the status does not name the pairs");
    await noSidewaysScroll(phone, "the table page");
    await bigButtons(phone, "#entry button", "the table page");
    // Smaller phones too: every key still big enough, nothing off the screen.
    for (const width of [360, 320]) {
      await phone.setViewportSize({ width, height: 740 });
      await tapChoice(phone, "Contract", 0, "7");
      await noSidewaysScroll(phone, `the table page ${width} px wide`);
      if (width >= 360) await bigButtons(phone, "#entry button", `the table page ${width} px wide`);
    }
    await phone.setViewportSize(PHONE.viewport);

    const boardGroup = group(phone, "Board");
    check(await boardGroup.getByRole("button", { name: "1", exact: true }).getAttribute("aria-pressed") === "true",
          "board 1 is not the board being entered");
    await tapContract(phone, { level: "4", strain: "♠", declarer: "N", result: "+1", leadSuit: "♥", leadCard: "K" },
                      () => w.shot(phone, "table-entering", "table-phone"));
    await noSidewaysScroll(phone, "the table page with the whole contract tapped");
    const score = await scoreIt(phone);
    await score.waitFor();
    const scoreText = await score.textContent();
    check(/NS score \+450/.test(scoreText), `the score shown is "${scoreText}", not NS +450 for 4♠ N +1 non-vulnerable`);
    const confirm = phone.getByRole("button", { name: "East-West: confirm" });
    await confirm.waitFor();
    // East-West read the score and confirm without scrolling to find the button.
    for (const what of ["#score", "#confirm", "#change"])
      check(await inView(phone, what), `right after "Score it", ${what} is not wholly on the screen`);
    await w.shot(phone, "table-score", "table-phone-score");
    await confirm.tap();

    await phone.locator("#status tr[data-board='1'].entered").waitFor();
    const row = await phone.locator("#status tr[data-board='1']").textContent();
    check(row.includes("450"), `the status row of board 1 reads "${row}", without its score 450`);
    const storedText = await phone.locator("#stored").textContent();
    check(/Stored/.test(storedText) && storedText.includes("+450"), `after the confirm the page says "${storedText}"`);
    check(await inView(phone, "#stored"), "after the confirm, the word that it is stored is off the screen");
    const traveller = phone.locator("#board-traveller");
    await traveller.waitFor();
    const ours = await traveller.locator("tr.ours").textContent();
    check(ours.includes("450"), `the traveller's line of this table reads "${ours}"`);
    check(await traveller.locator("tr").count() === 3, "the traveller of board 1 does not have its 2 lines (table 5 played it)");
    // Each line's matchpoints so far (the event shows them at once, its default): 4S+1 beat 4S=.
    const head = await traveller.locator("tr").first().textContent();
    check(head.includes("MP NS") && head.includes("MP EW"), `the traveller's heading reads "${head}"`);
    const cells = await traveller.locator("tr.ours td.num").allTextContents();
    check(cells.length === 2 && cells[0] === "1" && cells[1] === "0", `this table's matchpoints read ${JSON.stringify(cells)}`);
    // And this table's share of the board's top, as Bridgemate shows it.
    const percent = await phone.locator("#board-percent").textContent();
    check(percent === "On this board: 1NS 100.00%, 1EW 0.00%", `the board's percentages read "${percent}"`);
    await noSidewaysScroll(phone, "the table page after the entry");
    await w.shot(phone, "table-stored", "table-phone-stored");
    await phone.setViewportSize({ width: 320, height: 740 });
    await noSidewaysScroll(phone, "the traveller with its matchpoints, 320 px wide");
    await phone.setViewportSize(PHONE.viewport);
    // Then the next board.
    await phone.getByRole("button", { name: "Next board" }).tap();
    await until("board 2 is offered next", async () =>
      (await group(phone, "Board").getByRole("button", { name: "2", exact: true }).getAttribute("aria-pressed")) === "true");
    check(await traveller.count() === 0, "the traveller of board 1 is still shown while board 2 is entered");
    await w.shot(phone, "table-next", null, { fullPage: true });

    // The live page shows it by itself (live.js, every 3 s): no reload.
    await until("the live page shows the new result", () =>
      live.getByText(`Results entered: ${EARLY_LINES.length + 1} / 50`).isVisible(), 10000);
    const latest = await live.locator("table.latest tbody tr").first().textContent();
    check(latest.includes("450"), `the newest line on the live page reads "${latest}"`);
    check(await live.evaluate(() => window.bandejaTestMark) === "not reloaded", "the live page was reloaded instead of refreshed");
    check(await live.locator("table.standings").count() > 0, "the live page shows no standings");
    await w.shot(live, "live", "live", { fullPage: true });
    // Players read it on their phones too.
    await phone.goto(w.url("/live/1"));
    await phone.locator("table.standings").first().waitFor();
    await noSidewaysScroll(phone, "the live page on a phone");
    await w.shot(phone, "live-phone", null, { fullPage: true });
  },

  // b. A phone that loses the connection keeps the entry and sends it once.
  async offline(w) {
    const tokens = makeEvent(w);
    await w.start();
    await w.browse();
    const phone = await w.page(PHONE);
    const context = phone.context();
    await phone.goto(w.url("/t/" + tokens[0]));
    await phone.getByRole("heading", { name: "Round 1" }).waitFor();

    await tapContract(phone, { level: "3", strain: "NT", declarer: "S", result: "=", leadSuit: "♠", leadCard: "Q" });
    // Offline already at "Score it": the phone scores it from the page's own table (libscore's),
    // says it did, and East-West confirm it all the same.
    await context.setOffline(true);
    const local = await (await scoreIt(phone)).textContent();
    check(local.includes("+400"), `offline, 3NT S = is scored "${local}" on the phone, not NS +400`);
    const note = await phone.locator("#entry .warning").first().textContent();
    check(note.startsWith("No connection: this phone worked out the score"), `offline, the score is said with "${note}"`);
    await w.shot(phone, "offline-scored", "table-phone-offline-scored");
    await phone.getByRole("button", { name: "East-West: confirm" }).tap();
    const notice = phone.locator("#waiting");
    await notice.waitFor();
    const said = await notice.textContent();
    check(said.startsWith("No connection"), `offline, the page says "${said}" instead of "No connection…"`);
    const kept = await phone.evaluate((t) => JSON.parse(localStorage.getItem("bandeja-outbox-" + t) || "[]"), tokens[0]);
    check(kept.length === 1 && kept[0].board === 1, `the phone keeps ${JSON.stringify(kept)}, not the one entry of board 1`);
    // The round's list says board 1 is pending on the phone, not "to be entered".
    const row = await phone.locator("#status tr[data-board='1']").textContent();
    check(row.includes("pending"), `the round's list says "${row}" for the board kept on the phone`);
    await w.shot(phone, "offline-kept");
    // Nothing reached the server while offline; a few seconds offline change nothing.
    await new Promise((r) => setTimeout(r, 3500));
    check((await w.json("/api/events/1/status")).entered === 0, "the server has a result although the phone was offline");

    await context.setOffline(false);
    await phone.locator("#status tr[data-board='1'].entered").waitFor({ timeout: 15000 });
    await until("the \"No connection\" notice goes", async () => !(await notice.isVisible()));
    const linesOf = async (board) =>
      (await w.json(`/api/t/${tokens[0]}/boards/${board}`)).lines.filter((l) => l.table === 1);
    let lines = await linesOf(1);
    check(lines.length === 1, `the store has ${lines.length} lines for board 1 of table 1, not 1`);
    check(lines[0].ns_score === 400, `board 1 was stored as ${JSON.stringify(lines[0])}, not 3NT S = (NS +400)`);

    // Worse: the entry reaches the server but its answer is lost. The phone keeps it and sends
    // it again with the same key, and the server stores it once.
    await phone.getByRole("button", { name: "Next board" }).tap();
    await group(phone, "Board").getByRole("button", { name: "2", exact: true }).waitFor();
    await tapContract(phone, { level: "2", strain: "♥", declarer: "E", result: "−1" });
    await (await scoreIt(phone)).waitFor();
    let posts = 0;
    await phone.route("**/api/t/*/results*", async (route) => {
      ++posts;
      if (posts === 1) {
        await route.fetch();               // the server stores it ...
        await route.abort("connectionreset");  // ... and the phone never hears so
      } else {
        await route.continue();
      }
    });
    await phone.getByRole("button", { name: "East-West: confirm" }).tap();
    // Board 2 ends the round: the status moves on to round 2, and the page says board 2 is stored.
    await phone.locator("#stored", { hasText: "Board 2" }).waitFor({ timeout: 15000 });
    await phone.getByRole("heading", { name: "Round 2" }).waitFor();
    check(posts >= 2, `the phone sent board 2 ${posts} time(s): it did not send it again after the lost answer`);
    lines = await linesOf(2);
    check(lines.length === 1, `the store has ${lines.length} lines for board 2 of table 1 after a resend, not 1`);
    check((await w.json("/api/events/1/status")).entered === 2, "the event does not have exactly the 2 results entered");
    const left = await phone.evaluate((t) => localStorage.getItem("bandeja-outbox-" + t), tokens[0]);
    check(left === "[]", `the phone still keeps ${left} after the server stored everything`);
  },

  // c. The director's console creates an event, corrects a line and publishes.
  async console(w) {
    makeEvent(w);
    await w.start();
    await w.browse();
    const page = await w.page(DESKTOP);
    await page.goto(w.url("/director"));
    check(page.url().endsWith("/director/login"), `/director without a session opens ${page.url()}, not the sign-in`);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator("#message.error").waitFor();
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "New event" }).waitFor();

    const form = page.locator("#new-event");
    await form.getByRole("textbox", { name: "Name" }).fill("Wednesday");
    await form.locator("select[name='movement']").selectOption("mitchell");
    await form.getByRole("spinbutton", { name: "Tables", exact: true }).fill("5");
    await form.getByRole("spinbutton", { name: "Boards a round" }).fill("3");
    await page.getByRole("button", { name: "Create the event" }).click();
    await page.getByText("The event is created").waitFor();
    const created = Number(new URL(page.url()).pathname.split("/")[3]);
    check(created === 2, `the new event has id ${created}, not 2`);

    // Open it from the list of events.
    await page.getByRole("link", { name: "Events", exact: true }).click();
    await page.getByRole("link", { name: "Wednesday" }).click();
    await page.locator("#event-name", { hasText: "Wednesday" }).waitFor();
    const grid = page.locator("#grid");
    await grid.waitFor();
    const cells = await grid.locator("td[data-table]").count();
    check(cells === 25, `the grid of a 5-table Mitchell of 5 rounds has ${cells} cells, not 25`);
    const cell = grid.locator("td[data-table='1'][data-round='1']");
    check((await cell.textContent()) === "0/3", `table 1 round 1 reads "${await cell.textContent()}" before any entry`);

    // Lines entered at the director's computer while the console is open.
    w.cli("enter", "Wednesday", "--board", "1", "--round", "1", "--table", "1", "4S N 10");
    for (const [table, board, entry] of [[1, 2, "3NT S +1"], [1, 3, "4H W ="], [2, 4, "2S N 8"], [2, 5, "3C E 9"],
                                         [2, 6, "1NT N 7"], [3, 7, "pass"], [3, 8, "4S S 11"]])
      w.cli("enter", "Wednesday", "--round", "1", "--table", String(table), "--board", String(board), entry);
    w.cli("enter", "Wednesday", "--round", "2", "--table", "1", "--board", "4", "3NT N 8");
    // The grid fills in by itself (console.js, every 5 s): no reload.
    await page.evaluate(() => (window.bandejaTestMark = "not reloaded"));
    await page.waitForFunction(() => document.querySelector("#grid td[data-table='1'][data-round='1']").textContent === "3/3",
                               null, { timeout: 15000 });
    check(await page.evaluate(() => window.bandejaTestMark) === "not reloaded", "the console was reloaded instead of refreshed");
    await page.reload();
    check((await cell.textContent()) === "3/3" && (await cell.getAttribute("class")) === "complete",
          `table 1 round 1 reads "${await cell.textContent()}" after its three boards`);
    const third = grid.locator("td[data-table='3'][data-round='1']");
    check((await third.getAttribute("class")) === "partial", "table 3 round 1, with 2 of 3 boards, is not shown as partial");

    // Correct board 1: 4♠ N made 10 tricks (+420), it was 11 (+450).
    const line = page.locator("#results tbody tr", { has: page.locator("td:nth-child(2)", { hasText: /^1$/ }) });
    check(await line.count() === 1, `the results list has ${await line.count()} lines for board 1`);
    check((await line.locator("td").nth(8).textContent()) === "420", "board 1 is not listed with NS 420");
    // What was understood, beside the text to correct: the suit as its symbol.
    const understood = await line.locator("td.understood").textContent();
    check(understood.startsWith("4\u2660 N"), `board 1 is understood as "${understood}", not 4\u2660 N`);
    await w.shot(page, "console-event", "console-event", { fullPage: true });
    await line.getByLabel("Result").fill("4S N 11");
    await line.getByRole("button", { name: "Correct" }).click();
    await page.getByText("The result is corrected.").waitFor();
    const after = page.locator("#results tbody tr", { has: page.locator("td:nth-child(2)", { hasText: /^1$/ }) });
    check((await after.locator("td").nth(8).textContent()) === "450", "after the correction board 1 is not listed with NS 450");
    const shown = await after.getByLabel("Result").inputValue();
    check(shown === "4S N +1", `the corrected line reads "${shown}", not 4S N +1`);
    check((await cell.textContent()) === "3/3", "the correction changed the count of table 1 round 1");

    // Publish, and read the ranking as the players will.
    await page.getByRole("button", { name: "Publish the results" }).click();
    await page.getByText("The results are published.").waitFor();
    await page.getByRole("link", { name: "Published results" }).click();
    await page.waitForURL(/\/results\/2\/$/);
    const ranking = page.locator("table").first();
    await ranking.waitFor();
    const text = await page.locator("body").textContent();
    check(/Wednesday/.test(text), "the published results do not name the event");
    for (const pair of ["1NS", "2NS", "3NS", "4NS", "5NS", "1EW", "2EW", "3EW", "4EW", "5EW"])
      check(await page.locator("table tr", { hasText: pair }).count() >= 1, `the published ranking has no line for ${pair}`);
    await w.shot(page, "published", null, { fullPage: true });
  },

  // d. The same pages in Spanish.
  async spanish(w) {
    const tokens = makeEvent(w);
    await w.start();
    await w.browse();
    const phone = await w.page(PHONE);
    await phone.goto(w.url("/t/" + tokens[0] + "?lang=es"));
    await phone.getByRole("heading", { name: "Ronda 1" }).waitFor();
    check(await phone.locator("html").getAttribute("lang") === "es", "the table page is not marked lang=es");
    for (const words of ["Mesa 1", "Contrato", "Declarante", "Salida", "Llamar al director", "por introducir"])
      check(await phone.getByText(words).first().isVisible(), `the Spanish table page does not show "${words}"`);
    check(await phone.getByRole("button", { name: "Calcular" }).count() === 1, "no \"Calcular\" button on the Spanish table page");
    check(await phone.getByRole("button", { name: "O", exact: true }).count() === 1, "the declarer West is not written O (Oeste)");
    const seats = await phone.locator("p.seats").textContent();
    check(seats.includes("1EO") && !seats.includes("EW"), `the Spanish table page seats "${seats}", not East-West as 1EO`);
    await w.shot(phone, "table-es");

    const desk = await w.page(DESKTOP);
    await desk.goto(w.url("/director?lang=es"));
    await desk.getByLabel("Contraseña").fill(PASSWORD);
    await desk.getByRole("button", { name: "Entrar" }).click();
    await desk.getByRole("heading", { name: "Nuevo evento" }).waitFor();
    for (const words of ["Consola del director", "Eventos", "Crear el evento"])
      check(await desk.getByText(words).first().isVisible(), `the Spanish console does not show "${words}"`);
    await desk.getByRole("link", { name: "Tuesday" }).click();
    await desk.getByRole("heading", { name: "La sesión" }).waitFor();
    check(await desk.getByRole("button", { name: "Publicar los resultados" }).count() === 1, "no \"Publicar los resultados\" button");
    await w.shot(desk, "console-es", null, { fullPage: true });
  },

  // The players give their membership numbers at the table: the register names them; a number
  // it does not have is said on the phone and reaches the director as a call.
  async "players-at-table"(w) {
    const tokens = makeEvent(w);
    w.cli("players", "add", "ES10001", "Ana García");
    w.cli("players", "add", "ES10002", "Luis Pérez");
    await w.start();
    await w.browse();
    const phone = await w.page(PHONE);
    await phone.goto(w.url("/t/" + tokens[0]));
    await phone.getByRole("heading", { name: "Round 1" }).waitFor();
    await phone.getByRole("button", { name: "Players: membership numbers" }).tap();
    const ns = phone.locator("form.players[data-pair='1NS']");
    await ns.getByLabel("Player 1's membership number").fill("es10001");
    await ns.getByLabel("Player 2's membership number").fill("ES10002");
    await w.shot(phone, "players-form", "table-phone-players");
    await ns.getByRole("button", { name: "Save" }).tap();
    const saved = await phone.locator("#players-saved").textContent();
    check(saved.includes("Ana García") && saved.includes("Luis Pérez"), `the phone says "${saved}" once the numbers are saved`);
    await until("the seats name the North-South players", async () =>
      (await phone.locator("#status .seats").textContent()).includes("Ana García"));
    check(w.cli("pairs", "Tuesday").includes("Ana García"), "the event file does not name 1NS Ana García");
    // A number the register does not have: said on the phone, and the director is called.
    await phone.getByRole("button", { name: "Players: membership numbers" }).tap();
    const ew = phone.locator("form.players[data-pair='1EW']");
    await ew.getByLabel("Player 1's membership number").fill("ES99999");
    await ew.getByLabel("Player 2's membership number").fill("ES10002");
    await ew.getByRole("button", { name: "Save" }).tap();
    const refused = await phone.locator("#players-error").textContent();
    check(refused.includes("membership number ES99999 is not in the players' register"), `the phone says "${refused}"`);
    const desk = await w.page(DESKTOP);
    await signIn(desk, w);
    await desk.goto(w.url("/director/events/1"));
    const calls = await desk.locator("#calls").textContent();
    check(calls.includes("ES99999") && calls.includes("1EW"), `the console's calls say "${calls}"`);
    check(!(await desk.locator("#calls").getByRole("button", { name: "Store this entry" }).count()), "a call about a number offers to store an entry");

    // The club makes the numbers required: table 2's phone opens the form by itself and takes no
    // result until both pairs have given theirs.
    w.cli("players", "add", "ES10003", "Marta Ruiz");
    w.cli("players", "add", "ES10004", "Jorge Sanz");
    w.cli("event", "edit", "Tuesday", "--member-numbers", "required");
    const two = await w.page({ ...PHONE, viewport: { width: 320, height: 740 } });
    await two.goto(w.url("/t/" + tokens[1]));
    await two.getByRole("heading", { name: "Round 1" }).waitFor();
    await two.locator("#numbers-needed").waitFor();
    check(await two.locator("#players-close").count() === 0, "the required form can be closed");
    await tapContract(two, { level: "3", strain: "NT", declarer: "S", result: "=" });
    await two.getByRole("button", { name: "Score it" }).tap();
    const error = await two.locator("#entry-error").textContent();
    check(error.includes("membership numbers of pair 2NS before the first result"), `before the numbers, the phone says "${error}"`);
    await noSidewaysScroll(two, "the required numbers' form, 320 px wide");
    await two.evaluate(() => window.scrollTo(0, 0));
    await w.shot(two, "numbers-required", "table-phone-numbers-required");
    for (const [pair, ids] of [["2NS", ["ES10003", "ES10004"]], ["2EW", ["ES10001", "ES10002"]]]) {
      const form = two.locator(`form.players[data-pair='${pair}']`);
      await form.getByLabel("Player 1's membership number").fill(ids[0]);
      await form.getByLabel("Player 2's membership number").fill(ids[1]);
      await form.getByRole("button", { name: "Save" }).tap();
      await until(`${pair}'s numbers are taken`, async () => (await two.locator(`form.players[data-pair='${pair}']`).count()) === 0);
    }
    await until("the form closes once both pairs have given their numbers", async () => (await two.locator("#numbers-needed").count()) === 0);
    await (await scoreIt(two)).waitFor();
    await two.getByRole("button", { name: "East-West: confirm" }).tap();
    await two.locator("#stored").waitFor();
    check(storedLines(w).some((l) => l.board === 3 && l.entry === "3NT S ="), `the event file holds ${JSON.stringify(storedLines(w))}`);
  },

  // A round's pickup slips typed at the console's desk entry with the keyboard alone: Enter
  // stores each board, says it back as understood and moves to the next; a bad line stays on its
  // row with the cursor in it until corrected.
  async "desk-slips"(w) {
    makeEvent(w);
    nameThePairs(w);
    await w.start();
    await w.browse();
    const desk = await w.page({ viewport: { width: 1366, height: 768 } });
    await signIn(desk, w);
    await desk.goto(w.url("/director/events/1"));
    await desk.locator("#grid thead th").nth(1).getByRole("link", { name: "enter slips" }).click();
    await desk.getByRole("heading", { name: "Round 1: the pickup slips" }).waitFor();
    const focused = () => desk.evaluate(() => document.activeElement && document.activeElement.closest("tr") && document.activeElement.closest("tr").id);
    await until("the cursor on table 1's first board", async () => (await focused()) === "t1b1");
    const slips = [["t1b1", "4S N ="], ["t1b2", "3NT S +1"], ["t2b3", "3NT S ="], ["t2b4", "4H E -1"], ["t3b5", "2S N +1"],
                   ["t3b6", "3NT N +1"], ["t4b7", "4S S ="], ["t4b8", "pass"], ["t5b9", "1NT W ="], ["t5b10", "5D E -2"]];
    let keys = 0;
    for (const [row, line] of slips) {
      check((await focused()) === row, `the cursor is on ${await focused()}, not on ${row}`);
      if (row === "t3b5") {  // a slip misread: refused on its row, the cursor stays there
        await desk.keyboard.type("2Z N +1");
        await desk.keyboard.press("Enter");
        keys += 8;
        await desk.locator(`#${row}-said.refused`).waitFor();
        check((await focused()) === row, "a refused row let the cursor go");
        await desk.keyboard.press("Control+A");
        keys += 1;
      }
      await desk.keyboard.type(line);
      await desk.keyboard.press("Enter");
      keys += line.length + 1;
      await desk.locator(`#${row}-said.stored`).waitFor();
    }
    const said = await desk.locator("#t1b1-said").textContent();
    check(said.includes("4\u2660 N =") && said.includes("NS +420"), `board 1 is said back as "${said}"`);
    await w.shot(desk, "console-slips", "console-slips");
    const lines = storedLines(w);
    check(lines.length === 10, `the event file holds ${lines.length} lines, not 10`);
    // The prompt takes the same keys for the same lines: each line and Enter.
    const prompt = slips.reduce((n, [, line]) => n + line.length + 1, 0);
    console.log(`  keys at the desk entry: ${keys} (one slip misread and retyped); at the prompt for the same lines: ${prompt}`);
    // Enter on a stored row, unchanged, moves on without sending: back at the top, through the round.
    await desk.locator("#t1b1 input[name=entry]").focus();
    await desk.keyboard.press("Enter");
    await until("Enter on an unchanged row moves on", async () => (await focused()) === "t1b2");
    check(storedLines(w).length === 10, "an unchanged row was sent again");
  },


  // e. The live page with JavaScript off: standings, and a page that reloads itself.
  // The director locks round 1 while table 1's East-West read the score: their confirm is
  // refused, and the entry is not lost: the phone keeps it, loudly, through a reload, the console
  // shows the call with the entry and why, and once the director stores the board it goes.
  async "lock-while-confirming"(w) {
    const tokens = makeEvent(w);
    await w.start();
    await w.browse();
    const console_ = await w.page(DESKTOP);
    await signIn(console_, w);
    await console_.goto(w.url("/director/events/1"));
    await console_.locator("#grid").waitFor();

    const phone = await w.page(PHONE);
    // The phone's clock is the test's: its 15-second reload comes when the test says.
    await phone.clock.install();
    await phone.goto(w.url("/t/" + tokens[0]));
    await phone.getByRole("heading", { name: "Round 1" }).waitFor();
    await tapContract(phone, { level: "4", strain: "♠", declarer: "N", result: "=" });
    await (await scoreIt(phone)).waitFor();
    const confirm = phone.getByRole("button", { name: "East-West: confirm" });
    await confirm.waitFor();

    // The director locks the round just then.
    await console_.locator("#grid thead th").nth(1).getByRole("button", { name: "Lock" }).click();
    // Boards are still to enter: the console says which tables, and locks once told again.
    const ask = await console_.locator("#lock-missing").textContent();
    check(ask.includes("Round 1 still has 10 boards to enter, at tables 1, 2, 3, 4, 5."), `the console asks "${ask}"`);
    await w.shot(console_, "console-lock-ask", "console-lock-ask");
    await console_.getByRole("button", { name: "Lock round 1 anyway" }).click();
    await console_.locator("#grid thead th").nth(1).getByRole("button", { name: "Unlock" }).waitFor();
    // The phone reloads the table before East-West tap: it is in round 2 now, and the entry
    // they were about to confirm stays, said to be of round 1, neither dropped nor moved.
    await phone.clock.runFor(16000);
    const leftRound = phone.locator("#left-round");
    await leftRound.waitFor();
    const leftText = await leftRound.textContent();
    check(leftText.includes("Round 1") && leftText.includes("it is not stored"), `the phone says "${leftText}" of the draft`);
    check(await phone.locator("#entry-form .boards button").count() === 1 &&
          await phone.locator("#entry-form .boards button.chosen").textContent() === "1",
          "the draft of round 1 offers boards other than its own");
    check((await phone.locator("#board-info").textContent()).includes("Dealer N "),
          `the draft shows another board's dealer: "${await phone.locator("#board-info").textContent()}"`);
    await w.shot(phone, "table-left-round", "table-phone-left-round");
    await confirm.tap();

    const banner = phone.locator("#not-stored");
    await banner.waitFor();
    const said = await banner.textContent();
    check(said.includes("NOT stored — call the director") && said.includes("Board 1") && said.includes("4♠"),
          `the phone says "${said}" of the refused entry`);
    check(said.includes("round 1 is closed"), `the phone does not say why: "${said}"`);
    check(await inView(phone, "#not-stored"), "the refused entry is not in sight");
    await noSidewaysScroll(phone, "the table page with a refused entry");
    await w.shot(phone, "table-not-stored", "table-phone-not-stored");
    // Still there after the page is loaded again (the phone keeps it).
    await phone.reload();
    await phone.locator("#not-stored").waitFor();
    const kept = await phone.evaluate((t) => JSON.parse(localStorage.getItem("bandeja-refused-" + t)).length, tokens[0]);
    check(kept === 1, `the phone keeps ${kept} refused entries, not 1`);

    // The console shows it as a call, with the entry and the reason.
    await console_.reload();
    const call = console_.locator("#calls li.not-stored");
    await call.waitFor();
    const callText = await call.textContent();
    check(callText.includes("Table 1") && callText.includes("board 1: 4♠ N = NOT stored: round 1 is closed"),
          `the console's call reads "${callText}"`);
    await w.shot(console_, "console-not-stored", "console-not-stored");

    // The director stores the table's entry from its call: the phone lets it go at its next load.
    await call.getByRole("button", { name: "Store this entry" }).click();
    await console_.getByText("The table's entry is stored and the call answered.").waitFor();
    check(await console_.locator("#calls li.not-stored").count() === 0, "the settled call is still on the console");
    const held = w.cli("result", "list", "Tuesday");
    check(/\b1\s+1\s+1\s+1NS\s+1EW\s+4S N =\s+\+420\b/.test(held), `the event file holds:\n${held}`);
    await phone.reload();
    await phone.getByRole("heading", { name: "Round 2" }).waitFor();
    await until("the refused entry leaves the phone once the board is stored", async () =>
      (await phone.locator("#not-stored").count()) === 0 && (await phone.locator("#entry form").count()) === 1);
    const left = await phone.evaluate((t) => localStorage.getItem("bandeja-refused-" + t), tokens[0]);
    check(left === "[]", `the phone still keeps ${left} once the director stored the board`);
  },

  async "correct-at-table"(w) {
    const stored = () => storedLines(w);
    const phone = await tableOnePhone(w);
    await enterAndConfirm(phone, { level: "4", strain: "♠", declarer: "N", result: "=" });

    // The traveller shows it was 4♠ +1, not =: Correct, under "Stored".
    await phone.getByRole("button", { name: "Correct", exact: true }).first().tap();
    const correcting = await phone.locator("#correcting").textContent();
    check(correcting.includes("Board 1") && correcting.includes("4S N ="), `the correction is headed "${correcting}"`);
    check(await group(phone, "Result").getByRole("button", { name: "=", exact: true }).getAttribute("aria-pressed") === "true",
          "the stored result is not in the form to correct");
    check(await group(phone, "Board").getByRole("button").count() === 1, "a correction offers other boards");
    await tapChoice(phone, "Result", 0, "+1");
    await w.shot(phone, "table-correcting", "table-phone-correcting");
    const score = await scoreIt(phone);
    await score.waitFor();
    check((await score.textContent()).includes("+450"), `the corrected score reads "${await score.textContent()}"`);
    await phone.getByRole("button", { name: "East-West: confirm" }).tap();
    await until("the corrected result is stored", async () =>
      (await phone.locator("#stored").count()) === 1 && (await phone.locator("#stored").textContent()).includes("+450"));
    let lines = stored();
    check(lines.length === 1 && lines[0].score === "+450", `the event file holds ${JSON.stringify(lines)}, not one line of +450`);
    const audit = w.cli("audit", "Tuesday");
    check(/update .*4S N = \(\+420\) → 4S N \+1 \(\+450\)\s+\[table 1\]/.test(audit), `the audit log reads:\n${audit}`);

    // Later, from the status: board 2 entered, then board 1 corrected again from its row.
    await phone.getByRole("button", { name: "Next board" }).tap();
    await tapContract(phone, { level: "3", strain: "NT", declarer: "S", result: "=" });
    await (await scoreIt(phone)).waitFor();
    await phone.getByRole("button", { name: "East-West: confirm" }).tap();
    await phone.locator("#stored").waitFor();
    // Round 1 is complete: the table is in round 2, and round 1's boards are the director's to correct.
    await phone.getByRole("heading", { name: "Round 2" }).waitFor();
    check(await phone.locator("#status button.correct").count() === 0, "round 2's status offers to correct boards not yet entered");
    // A board of the current round, from its row: round 2's first board.
    await phone.getByRole("button", { name: "Next board" }).tap();
    await tapContract(phone, { level: "2", strain: "♥", declarer: "E", result: "=" });
    await (await scoreIt(phone)).waitFor();
    await phone.getByRole("button", { name: "East-West: confirm" }).tap();
    await phone.locator("#stored").waitFor();
    const fix = phone.locator("#status button.correct");
    await fix.first().waitFor();
    await fix.first().tap();
    await phone.locator("#correcting").waitFor();
    await phone.getByRole("button", { name: "Cancel" }).tap();
    check(await phone.locator("#correcting").count() === 0, "Cancel leaves the correction open");
    await fix.first().tap();
    await tapChoice(phone, "Result", 0, "\u22121");
    await (await scoreIt(phone)).waitFor();
    await phone.getByRole("button", { name: "East-West: confirm" }).tap();
    await until("the row's correction is stored", async () =>
      (await phone.locator("#stored").count()) === 1 && (await phone.locator("#stored").textContent()).includes("2H E -1"));
    lines = stored();
    check(lines.length === 3 && lines.some((l) => l.round === 2 && l.entry === "2H E -1"),
          `the event file holds ${JSON.stringify(lines)}`);
  },

  // Table 1's pairs sat in each other's seats: the players say so in the form, see how the line
  // will be stored, and confirm; the event file holds it as they sat, the audit log says so, the
  // phone remembers it for the round's next board, and the Spanish page says it at 320 px.
  async "other-way"(w) {
    const { tokens, phone } = await freshEvening(w);
    const toggle = phone.locator("#other-way");
    check(await toggle.getAttribute("aria-pressed") === "false", "the form starts with the pairs seated the other way round");
    await toggle.tap();
    await until("the form says how the line will be stored", async () => (await phone.locator("#other-way-said").count()) === 1);
    const said = await phone.locator("#other-way-said").textContent();
    check(said.includes("1EW North-South") && said.includes("1NS East-West"), `the form says "${said}"`);
    await tapContract(phone, { level: "3", strain: "NT", declarer: "S", result: "=" });
    await (await scoreIt(phone)).waitFor();
    await w.shot(phone, "table-other-way", "table-phone-other-way");
    await phone.getByRole("button", { name: "East-West: confirm" }).tap();
    await phone.locator("#stored").waitFor();
    let lines = storedLines(w);
    check(lines.length === 1 && lines[0].ns === "1EW" && lines[0].ew === "1NS",
          `the event file holds ${JSON.stringify(lines)}, not 1EW North-South`);
    const audit = w.cli("audit", "Tuesday");
    check(audit.includes("[table 1 (seated the other way round)]"), `the audit log reads:\n${audit}`);
    await until("the status marks the board", async () =>
      (await phone.locator("#status span.other-way").count()) === 1);
    // The round's next board: the phone remembers how they sit; this one they undo.
    await phone.getByRole("button", { name: "Next board" }).tap();
    check(await phone.locator("#other-way").getAttribute("aria-pressed") === "true", "the next board forgot how the pairs sit");
    await phone.locator("#other-way").tap();
    await tapContract(phone, { level: "4", strain: "♠", declarer: "N", result: "=" });
    await (await scoreIt(phone)).waitFor();
    await phone.getByRole("button", { name: "East-West: confirm" }).tap();
    await until("the second board is stored", async () => storedLines(w).length === 2);
    lines = storedLines(w);
    check(lines.some((l) => l.board === 2 && l.ns === "1NS"), `board 2 is not stored in the movement's seats: ${JSON.stringify(lines)}`);

    // In Spanish, on a 320-px phone: the words of the button and of the stored board.
    const es = await w.page({ ...PHONE, viewport: { width: 320, height: 740 } });
    await es.goto(w.url("/t/" + tokens[1] + "?lang=es"));
    await es.getByRole("heading", { name: "Ronda 1" }).waitFor();
    await es.getByRole("button", { name: "⇄ Norte-Sur y Este-Oeste se sentaron al revés" }).tap();
    const esSaid = await es.locator("#other-way-said").textContent();
    check(esSaid.includes("2EO Norte-Sur") && esSaid.includes("2NS Este-Oeste"), `the Spanish form says "${esSaid}"`);
    await noSidewaysScroll(es, "the Spanish form with the pairs the other way round, 320 px wide");
    await w.shot(es, "table-other-way-es");
    await phone.goto(w.url("/t/" + tokens[0] + "?lang=es"));
    await phone.getByRole("heading", { name: "Ronda 2" }).waitFor();
    check(await phone.locator("#status span.other-way").count() === 0, "round 2 says its pairs sat the other way round");
  },

  // Two phones at table 1 disagree on board 1: the second is refused, says NOT stored, and the
  // console shows both results side by side until the director keeps one (here the second's,
  // then in Spanish the next conflict's stored one); the event file holds what was kept.
  async "two-phones"(w) {
    const tokens = makeEvent(w);
    await w.start();
    await w.browse();
    const first = await w.page(PHONE), second = await w.page(PHONE);
    for (const p of [first, second]) {
      await p.goto(w.url("/t/" + tokens[0]));
      await p.getByRole("heading", { name: "Round 1" }).waitFor();
    }
    await enterAndConfirm(first, { level: "4", strain: "♠", declarer: "N", result: "=" });
    await tapContract(second, { level: "4", strain: "♠", declarer: "N", result: "\u22121" });
    // The board is already stored from this table: the phone says so beside its own score.
    await (await scoreIt(second)).waitFor();
    const warning = await second.locator("#entry-form p.warning").first().textContent();
    check(warning.includes("Already stored from this table: 4S N = · NS score +420") && warning.includes("goes to the director"),
          `the second phone says "${warning}"`);
    await w.shot(second, "table-conflict", "table-phone-conflict");
    await second.getByRole("button", { name: "East-West: confirm" }).tap();
    const banner = second.locator("#not-stored");
    await banner.waitFor();
    check((await banner.textContent()).includes("NOT stored"), `the second phone says "${await banner.textContent()}"`);

    const desk = await w.page(DESKTOP);
    await signIn(desk, w);
    await desk.goto(w.url("/director/events/1"));
    const conflict = desk.locator("#calls li.conflict");
    await conflict.waitFor();
    const said = await conflict.textContent();
    check(said.includes("board 1: two results from this table") && said.includes("stored 4♠ N = (NS +420)") &&
          said.includes("another phone 4♠ N -1"), `the console says "${said}"`);
    await w.shot(desk, "console-conflict", "console-conflict");
    await conflict.getByRole("button", { name: "Store the other instead" }).click();
    await until("the conflict leaves the console", async () => (await desk.locator("#calls li.conflict").count()) === 0);
    let lines = storedLines(w);
    check(lines.length === 1 && lines[0].entry === "4S N -1", `the event file holds ${JSON.stringify(lines)}, not the other phone's 4S N -1`);
    const audit = w.cli("audit", "Tuesday");
    check(/update .*4S N = \(\+420\) → 4S N -1 \(-50\)/.test(audit), `the audit log reads:\n${audit}`);
    // The second phone's warning goes once the board is stored as it said.
    await second.reload();
    await until("the second phone's warning goes", async () => (await second.locator("#not-stored").count()) === 0);

    // Board 2, the other way: the first phone is refused; in Spanish the director keeps the stored one.
    await enterAndConfirm(second, { level: "3", strain: "NT", declarer: "S", result: "=" });
    // The first phone had board 2 under way (a later board now: the table is in round 2).
    await first.evaluate(async (t) => fetch("/api/t/" + t + "/results", {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ round: 1, board: 2, contract: "3NT", declarer: "S", result: "+1", key: "first-b2" }) }), tokens[0]);
    await desk.goto(w.url("/director/events/1?lang=es"));
    const es = desk.locator("#calls li.conflict");
    await es.waitFor();
    const esSaid = await es.textContent();
    check(esSaid.includes("tablero 2: dos resultados de esta mesa") && esSaid.includes("guardado 3ST S = (NS +600)") &&
          esSaid.includes("otro teléfono 3ST S +1"),
          `the Spanish console says "${esSaid}"`);
    await es.getByRole("button", { name: "Mantener el guardado" }).click();
    await until("the Spanish conflict leaves the console", async () => (await desk.locator("#calls li.conflict").count()) === 0);
    lines = storedLines(w);
    check(lines.length === 2 && lines.some((l) => l.board === 2 && l.entry === "3NT S ="), `the event file holds ${JSON.stringify(lines)}`);
  },

  // The floor's mishaps in Spanish, on a 320-px phone and a 390-px one, with the console in
  // Spanish: a board corrected, a board left for later, an entry scored and kept offline, and a
  // confirm refused by a lock that the director stores from the console. The event file is read
  // back after each.
  async "floor-es"(w) {
    const tokens = makeEvent(w);
    await w.start();
    await w.browse();
    const stored = () => storedLines(w);
    const small = await w.page({ ...PHONE, viewport: { width: 320, height: 740 } });
    await small.goto(w.url("/t/" + tokens[0] + "?lang=es"));
    await small.getByRole("heading", { name: "Ronda 1" }).waitFor();
    const tapEs = async (phone, { level, strain, declarer, result }) => {
      await tapChoice(phone, "Contrato", 0, level);
      await tapChoice(phone, "Contrato", 1, strain);
      await tapChoice(phone, "Declarante", 0, declarer);
      await tapChoice(phone, "Resultado", 0, result);
      await phone.getByRole("button", { name: "Calcular" }).tap();
      await phone.locator("#score").waitFor();
    };

    // A board stored, then corrected under "Guardado".
    await tapEs(small, { level: "4", strain: "♠", declarer: "N", result: "=" });
    await small.getByRole("button", { name: "Este-Oeste: confirmar" }).tap();
    await small.locator("#stored").waitFor();
    await small.getByRole("button", { name: "Corregir", exact: true }).first().tap();
    await small.locator("#correcting").waitFor();
    await tapChoice(small, "Resultado", 0, "+1");
    await small.getByRole("button", { name: "Calcular" }).tap();
    await small.locator("#score").waitFor();
    await small.getByRole("button", { name: "Este-Oeste: confirmar" }).tap();
    await until("the correction is stored", async () => stored().some((l) => l.board === 1 && l.entry === "4S N +1"));
    check(stored().length === 1, `the event file holds ${JSON.stringify(stored())} after the correction`);
    // The traveller with its matchpoints, in Spanish words, fits the 320-px screen.
    await small.locator("#board-traveller").waitFor();
    await noSidewaysScroll(small, "the Spanish traveller with its matchpoints, 320 px wide");
    await w.shot(small, "traveller-es-320");

    // Board 2 left for later: the table moves on to round 2; the board waits under "Pendientes".
    await small.getByRole("button", { name: "Siguiente tablero" }).tap();
    await small.getByRole("button", { name: "Pasar a la ronda 2" }).tap();
    await small.getByRole("heading", { name: "Ronda 2" }).waitFor();
    await small.locator("#later").getByRole("button", { name: "Tablero 2 · ronda 1" }).waitFor();

    // Offline for round 2's first board: scored on the phone, kept, sent when the Wi-Fi is back.
    await small.context().setOffline(true);
    await tapEs(small, { level: "3", strain: "ST", declarer: "S", result: "=" });
    const note = await small.locator("#entry .warning").first().textContent();
    check(note.startsWith("Sin conexión: este teléfono ha calculado"), `offline, the Spanish phone says "${note}"`);
    await small.getByRole("button", { name: "Este-Oeste: confirmar" }).tap();
    await small.locator("#waiting").waitFor();
    const pending = await small.locator("#status tr.pending").first().textContent();
    check(pending.includes("pendiente"), `the round's list says "${pending}" for the board kept on the phone`);
    await small.context().setOffline(false);
    await until("the kept entry is stored", async () => stored().some((l) => l.round === 2 && l.entry === "3NT S ="), 20000);

    // Table 2 is about to confirm when the director locks round 1 from the Spanish console.
    const phone = await w.page(PHONE);
    await phone.goto(w.url("/t/" + tokens[1] + "?lang=es"));
    await phone.getByRole("heading", { name: "Ronda 1" }).waitFor();
    await tapEs(phone, { level: "2", strain: "♥", declarer: "E", result: "=" });
    const desk = await w.page(DESKTOP);
    await desk.goto(w.url("/director?lang=es"));
    await desk.getByLabel("Contraseña").fill(PASSWORD);
    await desk.getByRole("button", { name: "Entrar" }).click();
    await desk.goto(w.url("/director/events/1?lang=es"));
    // Table 1's board left for later is said so in its cell; once the round is locked, not played.
    const cell = desk.locator('#grid td[data-table="1"][data-round="1"]');
    check((await cell.textContent()).includes("pendiente: 2"), `table 1's round 1 cell reads "${await cell.textContent()}"`);
    await desk.locator("#grid thead th").nth(1).getByRole("button", { name: "Cerrar" }).click();
    await desk.getByRole("button", { name: "Cerrar la ronda 1 de todos modos" }).click();
    await desk.locator("#grid thead th").nth(1).getByRole("button", { name: "Abrir" }).waitFor();
    check((await cell.textContent()).includes("sin jugar: 2"), `after the lock, table 1's round 1 cell reads "${await cell.textContent()}"`);
    await w.shot(desk, "console-es-grid", "console-grid-later");
    await phone.getByRole("button", { name: "Este-Oeste: confirmar" }).tap();
    const banner = phone.locator("#not-stored");
    await banner.waitFor();
    const said = await banner.textContent();
    check(said.includes("NO guardado: llame al director") && said.includes("Se ha llamado al director."), `the Spanish phone says "${said}"`);
    await desk.goto(w.url("/director/events/1?lang=es"));
    const call = desk.locator("#calls li.not-stored");
    await call.waitFor();
    const callText = await call.textContent();
    check(callText.includes("Mesa 2") && callText.includes("NO guardado"), `the Spanish console's call reads "${callText}"`);
    await call.getByRole("button", { name: "Guardar esta entrada" }).click();
    await until("the call leaves the console", async () => (await desk.locator("#calls li.not-stored").count()) === 0);
    check(stored().some((l) => l.round === 1 && l.entry === "2H E ="), `the event file holds ${JSON.stringify(stored())}, not table 2's 2H E =`);
    // Once stored, the phone's warning goes.
    await phone.reload();
    await until("the Spanish phone's warning goes", async () => (await phone.locator("#not-stored").count()) === 0);
    // Board 2 of round 1, left for later by table 1, can no longer be entered: the round is
    // locked, and the phone no longer offers it.
    await small.reload();
    await small.getByRole("heading", { name: /Ronda/ }).first().waitFor();
    check(await small.locator("#later").count() === 0, "a locked round's board is still offered for later");
  },

  // A slow table leaves board 2 for later and moves on; it enters round 2, then board 2 of round 1
  // from "Left for later", and the event file holds each line in its own round.
  async "later-boards"(w) {
    const phone = await tableOnePhone(w);
    await enterAndConfirm(phone, { level: "4", strain: "♠", declarer: "N", result: "=" });
    await phone.getByRole("button", { name: "Next board" }).tap();
    // Board 2 is slow to play: the players move on and leave it for later.
    await phone.getByRole("button", { name: "Move on to round 2" }).tap();
    await phone.getByRole("heading", { name: "Round 2" }).waitFor();
    const later = phone.locator("#later");
    await later.waitFor();
    check((await later.textContent()).includes("Board 2 · round 1"), `"Left for later" reads "${await later.textContent()}"`);
    check(await group(phone, "Board").getByRole("button").count() === 2, "round 2's form does not offer its two boards");
    await w.shot(phone, "table-later", "table-phone-later");
    await phone.setViewportSize({ width: 320, height: 740 });
    await noSidewaysScroll(phone, "the table page with a board left for later, 320 px wide");
    await phone.setViewportSize(PHONE.viewport);
    // Round 2's first board, then the one left for later.
    await enterAndConfirm(phone, { level: "3", strain: "NT", declarer: "S", result: "+1" });
    await phone.getByRole("button", { name: "Board 2 · round 1" }).tap();
    const heading = await phone.locator("#later-board").textContent();
    check(heading.includes("Round 1") && heading.includes("left for later"), `the later board is headed "${heading}"`);
    check(await group(phone, "Board").getByRole("button").count() === 1, "the later board's form offers other boards");
    await tapContract(phone, { level: "2", strain: "♥", declarer: "E", result: "\u22121" });
    await (await scoreIt(phone)).waitFor();
    await phone.getByRole("button", { name: "East-West: confirm" }).tap();
    await until("the board left for later is stored", async () =>
      (await phone.locator("#stored").count()) === 1 && (await phone.locator("#stored").textContent()).includes("Board 2"));
    check(await phone.locator("#later").count() === 0, "board 2 is still listed as left for later once stored");
    // The table is still in round 2 (never pulled back), and the event file holds each line in its round.
    check(await phone.getByRole("heading", { name: "Round 2" }).count() === 1, "the table left round 2");
    const lines = storedLines(w);
    check(lines.length === 3 && lines.some((l) => l.board === 2 && l.round === 1 && l.entry === "2H E -1"),
          `the event file holds ${JSON.stringify(lines)}`);
  },

  async "club-screen"(w) {
    // A 15-table Mitchell: 30 pairs, named with long names, some results in.
    w.cli("event", "new", "Congress", "--movement", "mitchell", "--tables", "15", "--boards-per-round", "2");
    const names = ["María del Carmen Fernández", "José Antonio Rodríguez", "Ana Isabel Martínez", "Francisco Javier López"];
    for (let t = 1; t <= 15; ++t)
      for (const side of ["NS", "EW"])
        w.cli("pairs", "Congress", t + side, names[t % 4], names[(t + 1) % 4]);
    for (let t = 1; t <= 15; ++t)
      w.cli("enter", "Congress", "--round", "1", "--table", String(t), "--board", String(2 * t - 1),
            ["4S N =", "3NT S +1", "4H E -1", "2S N +1"][t % 4]);
    await w.start();
    await w.browse();
    const tv = await w.page({ viewport: { width: 1920, height: 1080 } });
    await tv.clock.install();
    await tv.goto(w.url("/live/1/screen"));
    await tv.locator("#live table.standings").first().waitFor();
    await noSidewaysScroll(tv, "the club's screen at 1920×1080");
    // Every pair of both fields in sight at once, in type to read from across the room.
    const rows = tv.locator("#live table.standings tbody tr");
    check(await rows.count() === 30, `the screen shows ${await rows.count()} pairs, not 30`);
    // Every row measured in one go: the live page may swap its standings between two reads.
    const allInSight = async (w_, h_) => {
      const boxes = await rows.evaluateAll((els) => els.map((e) => {
        const r = e.getBoundingClientRect();
        return { y: r.y, height: r.height };
      }));
      check(boxes.length === 30, `the screen shows ${boxes.length} pairs, not 30`);
      boxes.forEach((box, i) =>
        check(box.height > 0 && box.y >= 0 && box.y + box.height <= h_, `pair row ${i + 1} is off the ${w_}×${h_} screen (${JSON.stringify(box)})`));
    };
    // Every pair of both fields in sight at once, in type to read from across the room.
    await allInSight(1920, 1080);
    const size = await rows.first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    check(size >= 24, `the screen's type is ${size} px, too small to read across the room`);
    const [ns, ew] = [await tv.locator(".fields .field").nth(0).boundingBox(), await tv.locator(".fields .field").nth(1).boundingBox()];
    check(ew.x > ns.x + ns.width - 1 && Math.abs(ew.y - ns.y) < 2, "the two fields are not side by side");
    check(await tv.locator("table.latest").isHidden(), "the screen shows the latest results");
    await w.shot(tv, "screen-1080", "live-screen");
    // A 1280×720 screen too.
    await tv.setViewportSize({ width: 1280, height: 720 });
    await noSidewaysScroll(tv, "the club's screen at 1280×720");
    await allInSight(1280, 720);
    // A smaller one cannot hold them all: it pages by itself, and comes back to the top.
    await tv.setViewportSize({ width: 1024, height: 600 });
    await noSidewaysScroll(tv, "the club's screen at 1024×600");
    check(await tv.evaluate(() => document.documentElement.scrollHeight > window.innerHeight), "the 600-line screen does not need paging");
    check(await tv.evaluate(() => window.scrollY) === 0, "the screen does not start at the top");
    const [bottom, onePage] = await tv.evaluate(() =>
      [document.documentElement.scrollHeight - window.innerHeight, window.innerHeight - document.querySelector("header").offsetHeight]);
    await tv.clock.runFor(10500);
    const paged = await tv.evaluate(() => window.scrollY);
    check(Math.abs(paged - Math.min(bottom, onePage)) <= 1, `after 10 s the screen has scrolled ${paged} px, not a page (${onePage}) or to the end (${bottom})`);
    await w.shot(tv, "screen-600-page-2", null);
    for (let k = 0; k < 8 && (await tv.evaluate(() => window.scrollY)) > 0; ++k) await tv.clock.runFor(10000);
    check(await tv.evaluate(() => window.scrollY) === 0, "the screen never comes back to the top");
    // The ordinary live page links to it, in the reader's language.
    const page = await w.page(DESKTOP);
    await page.goto(w.url("/live/1?lang=es"));
    check(await page.getByRole("link", { name: "En la pantalla del club" }).getAttribute("href") === "/live/1/screen?lang=es",
          "the live page does not link the club's screen");
  },

  async "no-js"(w) {
    makeEvent(w);
    for (const [table, entry] of [[1, "4S N 10"], [2, "3NT S ="], [3, "4H E -1"]])
      w.cli("enter", "Tuesday", "--round", "1", "--table", String(table), "--board", String(2 * table - 1), entry);
    await w.start();
    await w.browse();
    const page = await w.page({ ...DESKTOP, javaScriptEnabled: false });
    await page.goto(w.url("/live/1"));
    await page.getByText("Results entered: 3").waitFor();
    check(await page.locator("table.standings tbody tr").count() > 0, "the live page without JavaScript shows no standings");
    const html = await page.content();
    check(/<noscript><meta http-equiv="refresh" content="\d+"><\/noscript>/.test(html),
          "the live page has no <noscript> refresh");
    await w.shot(page, "live-nojs", null, { fullPage: true });
    // The refresh works: a new result shows without anyone touching the page.
    w.cli("enter", "Tuesday", "--round", "1", "--table", "4", "--board", "7", "2S N +1");
    await page.getByText("Results entered: 4").waitFor({ timeout: 45000 });
  },
};

const titles = {
  "deal-check": "with the hands analysed, the phone shows a result far from double dummy before East-West confirm",
  "phone-entry": "a table enters a result on a phone and the live page shows it",
  offline: "a phone that loses the connection keeps the entry and sends it once",
  console: "the director's console creates an event, corrects a line and publishes",
  spanish: "the table page and the console in Spanish",
  "no-js": "the live page works with JavaScript off",
  "lock-while-confirming": "a confirm refused because the director locked the round is kept on the phone and shown on the console",
  "other-way": "a table whose pairs sat the other way round says so, and the line is stored as they sat",
  "two-phones": "two phones of a table disagree on a board: the console shows both results until the director keeps one",
  "floor-es": "the floor's mishaps in Spanish on phones 320 and 390 px wide: a correction, a board left for later, an offline entry, a lock while confirming",
  "correct-at-table": "a table corrects a board it stored, under Stored and from its status row, and the event file and audit log say so",
  "later-boards": "a table leaves a board for later, moves on, and enters it after the next round's, each in its own round",
  "players-at-table": "the players give their membership numbers at the table, the register names them, and an unknown number reaches the director",
  "desk-slips": "a round's pickup slips typed at the console's desk entry with the keyboard alone, a misread slip corrected on its row",
  "club-screen": "the live page on the club's screen shows every pair of a 15-table event in large type and pages on a smaller screen",
};

// ------------------------------------------------------------------ run them

const names = wanted.length ? wanted : Object.keys(scenarios);
for (const n of names) if (!scenarios[n]) fatal(`no scenario "${n}" (there are: ${Object.keys(scenarios).join(", ")})`);
mkdirSync(workRoot, { recursive: true });

let passed = 0, failed = 0;
for (const name of names) {
  const w = new World(name);
  running.add(w);
  const started = Date.now();
  // A scenario that hangs fails by itself, before ctest's own time-out would leave a server behind.
  let timer;
  const limit = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Failure("the scenario took more than 150 s")), 150000);
  });
  try {
    await Promise.race([scenarios[name](w), limit]);
    ++passed;
    console.log(`ok: ${name}: ${titles[name]} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const s of w.shots) console.log(`  screenshot ${s}`);
  } catch (e) {
    ++failed;
    console.error(`FAIL: ${name}: ${titles[name]}\n  ${e instanceof Failure ? e.message : e.stack}`);
    await w.evidence().catch(() => {});
    if (w.log.trim()) console.error("  server and page log:\n" + w.log.replace(/^/gm, "    "));
  } finally {
    clearTimeout(timer);
    await w.stop().catch((e) => console.error(`  stopping: ${e.message}`));
    running.delete(w);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
