#!/usr/bin/env python3
# The plain reference, in Python (run by bench_db_ingest when python3 is installed):
#   reference.py FILE.db TRAVELLERS.csv
# reads the CSV, scores each line by Law 77 (duplicate scoring, written out here), inserts it
# into one unindexed table with the same PRAGMAs as an event file, in one transaction.
import csv, sqlite3, sys

def vulnerable(board, declarer):
    # Law 2: the vulnerability of board 1..16, repeating.
    ns, ew = [(0, 0), (1, 0), (0, 1), (1, 1), (1, 0), (0, 1), (1, 1), (0, 0),
              (0, 1), (1, 1), (0, 0), (1, 0), (1, 1), (0, 0), (1, 0), (0, 1)][(board - 1) % 16]
    return bool(ns if declarer in "NS" else ew)

def score(level, strain, dbl, tricks, vul):  # Law 77, declarer's side
    need = level + 6
    if tricks < need:
        down = need - tricks
        if dbl == 0:
            return -down * (100 if vul else 50)
        if vul:
            pen = 200 + 300 * (down - 1)
        else:
            pen = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
        return -pen * dbl
    per = 20 if strain in "CD" else 30
    trick = per * level + (10 if strain == "NT" else 0)
    trick *= (1, 2, 4)[dbl]
    s = trick + ((500 if vul else 300) if trick >= 100 else 50)
    if level == 6: s += 750 if vul else 500
    if level == 7: s += 1500 if vul else 1000
    if dbl: s += 50 * dbl
    over = tricks - need
    s += over * (per if dbl == 0 else (200 if vul else 100) * dbl)
    return s

db = sqlite3.connect(sys.argv[1], isolation_level=None)
for p in ("PRAGMA foreign_keys = ON", "PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL"):
    db.execute(p)
db.execute("CREATE TABLE results (board INTEGER, round INTEGER, table_no INTEGER, ns TEXT, ew TEXT, "
           "level INTEGER, strain TEXT, doubling INTEGER, declarer TEXT, tricks INTEGER, ns_score INTEGER)")
db.execute("BEGIN IMMEDIATE")
with open(sys.argv[2], newline="") as f:
    rows = csv.reader(f)
    next(rows)
    for board, rnd, table, ns, ew, contract, declarer, tricks in rows:
        board, tricks = int(board), int(tricks)
        level, rest = int(contract[0]), contract[1:]
        dbl = 2 if rest.endswith("XX") else 1 if rest.endswith("X") else 0
        strain = rest.rstrip("X")
        s = score(level, strain, dbl, tricks, vulnerable(board, declarer))
        db.execute("INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                   (board, int(rnd), int(table), ns, ew, level, strain, dbl, declarer, tricks,
                    s if declarer in "NS" else -s))
db.execute("COMMIT")
