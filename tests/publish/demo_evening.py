#!/usr/bin/env python3
"""A club evening for the docs' screenshots (run by hand, not by ctest):
   tests/publish/demo_evening.py BANDEJA OUTDIR
A 7-table Mitchell, 3 boards a round, every round's travellers entered, then the site published
to OUTDIR/site and screenshots of the ranking and of a pair's page taken with headless Chromium
into OUTDIR/ranking.png and OUTDIR/pair.png. Deterministic (fixed seed)."""
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
shot("pair-1NS.html", os.path.join(out, "pair.png"), 1120)
print("screenshots:", os.path.join(out, "ranking.png"), os.path.join(out, "pair.png"))
