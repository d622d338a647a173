#!/usr/bin/env python3
"""A club evening for the docs' screenshots (run by hand, not by ctest):
   tests/publish/demo_evening.py BANDEJA OUTDIR
A 7-table Mitchell, 3 boards a round, hand records from a dealing machine's PBN file, every
round's travellers entered, then the site published
to OUTDIR/site and screenshots of the ranking and of a pair's page taken with headless Chromium
into OUTDIR/ranking.png, OUTDIR/pair.png and OUTDIR/board.png (copy them to docs/img/). Deterministic (fixed seed)."""
import json, os, random, subprocess, sys, tempfile

bandeja, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
db = os.path.join(out, "club.db")
if os.path.exists(db):
    os.remove(db)

def run(*args):
    return subprocess.run([bandeja, "--db", db, *args], check=True, capture_output=True, text=True).stdout

movement = json.loads(subprocess.run([bandeja, "movement", "show", "mitchell", "--tables", "7",
                                      "--boards-per-round", "3", "--format", "json"],
                                     check=True, capture_output=True, text=True).stdout)
run("event", "new", "Martes por parejas", "--movement", "mitchell", "--tables", "7", "--boards-per-round", "3")
names = ["Ana García", "Luis Pérez", "Carmen Ruiz", "Javier Moreno", "Lucía Torres", "Pablo Romero",
         "Marta Díaz", "Andrés Gil", "Elena Navarro", "Diego Castro", "Sara Ortiz", "Raúl Molina",
         "Isabel Serrano", "Tomás Vidal", "Rosa Blanco", "Hugo Marín", "Pilar Rubio", "Sergio Núñez",
         "Nuria Iglesias", "Óscar Medina", "Alba Garrido", "Iván Cortés", "Julia Lozano", "Mario Cano",
         "Laura Prieto", "Víctor Méndez", "Eva Calvo", "Jorge León"]
for i, p in enumerate(movement["pairs"]):
    run("pairs", "Martes por parejas", p, names[2 * i], names[2 * i + 1])

rng = random.Random(20261129)
contracts = ["4S", "3NT", "4H", "2S", "3NT", "1NT", "5D", "4S", "2H", "3C", "4H", "6NT", "3NT", "2D",
             "4S", "3H", "3NT", "5C", "4H", "2NT", "4S"]
leads = ["SA", "HK", "D2", "C7", "ST", "H4", "DQ", "C3"]
rows = ["board,round,table,ns,ew,contract,declarer,result,lead"]
for r in movement["rows"]:
    for b in r["boards"]:
        c = contracts[(b - 1) % len(contracts)]
        level = int(c[0])
        decl = rng.choice("NS") if b % 3 else rng.choice("EW")
        x = rng.random()
        if x < 0.08:
            rows.append(f"{b},{r['round']},{r['table']},{r['ns']},{r['ew']},PASS,,,")
            continue
        if x < 0.2:
            c = f"{max(1, level - 1)}{c[1:]}"
        tricks = max(0, min(13, level + 6 + rng.choice([-2, -1, 0, 0, 0, 1, 1, 2])))
        if rng.random() < 0.07:
            c += "X"
        rows.append(f"{b},{r['round']},{r['table']},{r['ns']},{r['ew']},{c},{decl},{tricks},{rng.choice(leads)}")
# The dealing machine's hand records, put on the evening's boards.
def deal(rng):
    cards = [s + r for s in "SHDC" for r in "AKQJT98765432"]
    rng.shuffle(cards)
    hands = []
    for h in range(4):
        mine = cards[13 * h:13 * h + 13]
        hands.append(".".join("".join(c[1] for c in sorted((c for c in mine if c[0] == s),
                                                            key=lambda c: "AKQJT98765432".index(c[1])))
                              for s in "SHDC"))
    return "N:" + " ".join(hands)
vul = ["None", "NS", "EW", "All", "NS", "EW", "All", "None", "EW", "All", "None", "NS", "All", "None", "NS", "EW"]
pbn = ["% PBN 2.1"]
for b in range(1, movement["boards"] + 1):
    pbn += ["", f'[Event "Dealing machine"]', f'[Board "{b}"]', f'[Dealer "{"NESW"[(b - 1) % 4]}"]',
            f'[Vulnerable "{vul[(b - 1) % 16]}"]', f'[Deal "{deal(rng)}"]']
deals = os.path.join(out, "deals.pbn")
with open(deals, "w") as f:
    f.write("\n".join(pbn) + "\n")
run("import", "pbn", deals, "--into", "Martes por parejas")
csv = os.path.join(out, "travellers.csv")
with open(csv, "w") as f:
    f.write("\n".join(rows) + "\n")
run("enter", "Martes por parejas", "--file", csv)
site = os.path.join(out, "site")
print(run("publish", "Martes por parejas", "--out", site), end="")
run("export", "pbn", "Martes por parejas", "--out", os.path.join(out, "martes.pbn"))
run("export", "usebio", "Martes por parejas", "--out", os.path.join(out, "martes.xml"))

def shot(page, png, height):
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                        "--no-first-run", "--disable-background-networking", "--disable-component-update",
                        "--disable-sync", f"--user-data-dir={profile}", f"--window-size=1000,{height}",
                        "--hide-scrollbars", f"--screenshot={png}", f"file://{os.path.abspath(site)}/{page}"],
                       check=True, capture_output=True)

shot("index.html", os.path.join(out, "ranking.png"), 980)
shot("pair-1NS.html", os.path.join(out, "pair.png"), 1400)
shot("board-7.html", os.path.join(out, "board.png"), 1000)
print("screenshots:", *(os.path.join(out, n) for n in ("ranking.png", "pair.png", "board.png")))
