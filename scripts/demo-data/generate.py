#!/usr/bin/env python3
"""Writes round-1.csv .. round-7.csv: plausible travellers for a 7-table Mitchell of 7 rounds
of 3 boards (21 boards, pairs 1NS..7NS and 1EW..7EW), as a director would type them from the
pickup slips after each round; then section-b-round-1.csv .. 5: section B of the same night,
a 5-table Mitchell of 5 rounds of 3 boards on boards 1-15 of the same deals. Deterministic (a fixed linear congruential generator), so the
files in this folder are reproducible: python3 scripts/demo-data/generate.py

Seating (the standard Mitchell of `bandeja event new ... --movement mitchell --tables 7
--boards-per-round 3`): in round r, table t has pair tNS against pair ((t - r) mod 7 + 1)EW
and board set ((t + r - 2) mod 7), i.e. boards 3s+1 .. 3s+3. `bandeja enter --file` checks
every line against the stored movement, so a mismatch would be reported, not stored.

Each board gets a "deal": a side, a strain and a level most tables reach; tables then vary
(overtricks, a trick short, a game bid in no-trump instead, a part-score, a doubled save).
One line is a passed-out board, one an artificial adjusted score (A60-40), one a score
alone (from a traveller that only carries the score).
"""
import os

TABLES, ROUNDS, PER_ROUND = 7, 7, 3
HERE = os.path.dirname(os.path.abspath(__file__))

state = 20261129


def rnd(n):
    """A deterministic integer in [0, n)."""
    global state
    state = (state * 1103515245 + 12345) % (2 ** 31)
    return (state >> 8) % n


CARDS = "AKQJT98765432"


SEATS = "NESW"


def read_hands():
    """hands.pbn's deals: board -> {seat: [spades, hearts, diamonds, clubs]}."""
    hands, board = {}, None
    with open(os.path.join(HERE, "hands.pbn")) as f:
        for line in f:
            if line.startswith("[Board "):
                board = int(line.split('"')[1])
            elif line.startswith("[Deal "):
                first, cards = line.split('"')[1].split(":")
                at = SEATS.index(first)
                hands[board] = {SEATS[(at + i) % 4]: h.split(".") for i, h in enumerate(cards.split())}
    return hands


HANDS = read_hands()


def lead(board, declarer):
    """A card from the hand on lead (the next seat after declarer), so that `bandeja enter`,
    which checks a lead against the hand record, takes it. The same two draws as a card drawn
    blind, so the travellers' contracts and results do not depend on the hands."""
    suit, rank = rnd(4), rnd(13)
    holding = HANDS[board][SEATS[(SEATS.index(declarer) + 1) % 4]]
    while not holding[suit]:
        suit = (suit + 1) % 4
    return "SHDC"[suit] + holding[suit][rank % len(holding[suit])]


def board_plan(board):
    side = "NS" if rnd(2) == 0 else "EW"
    strain = ["S", "H", "NT", "D", "C", "S", "H"][rnd(7)]
    level = {"S": 4, "H": 4, "NT": 3, "D": 5, "C": 3}[strain]
    if rnd(5) == 0:  # a part-score board
        level = 2
    if rnd(9) == 0 and strain in "SH":  # a slam board
        level = 6
    return side, strain, level


def one_line(plan):
    side, strain, level = plan
    declarer = side[rnd(2)]
    r = rnd(20)
    contract, doubled = f"{level}{strain}", ""
    if r < 3 and level >= 4 and strain != "NT":  # 3NT instead of the major game
        contract = "3NT"
    elif r < 5:  # stopped in a part-score
        contract = f"{max(1, level - 2)}{strain}"
    elif r == 5:  # the opponents save, doubled
        other = "EW" if side == "NS" else "NS"
        declarer = other[rnd(2)]
        contract, doubled = f"{min(7, level + 1)}{'CDHS'[rnd(4)]}", "X"
        return contract + doubled, declarer, f"-{2 + rnd(2)}"
    need = int(contract[0]) + 6
    delta = [-1, 0, 0, 0, 0, 1, 1, 2][rnd(8)]
    if contract.startswith("6"):
        delta = [-1, 0, 0, 1][rnd(4)]
    tricks = max(0, min(13, need + delta))
    diff = tricks - need
    result = "=" if diff == 0 else (f"+{diff}" if diff > 0 else str(diff))
    return contract + doubled, declarer, result


def section_b(plans):
    """Section B: 5 tables, the same seating rule, the same deals (plans) on boards 1-15."""
    tables = 5
    for r in range(1, tables + 1):
        rows = ["board,round,table,ns,ew,contract,declarer,result,score,lead"]
        for t in range(1, tables + 1):
            ew = (t - r) % tables + 1
            s = (t + r - 2) % tables
            for b in range(PER_ROUND * s + 1, PER_ROUND * s + PER_ROUND + 1):
                contract, declarer, result = one_line(plans[b])
                rows.append(f"{b},{r},{t},{t}NS,{ew}EW,{contract},{declarer},{result},,{lead(b, declarer)}")
        with open(os.path.join(HERE, f"section-b-round-{r}.csv"), "w") as f:
            f.write("\n".join(rows) + "\n")


def main():
    plans = {b: board_plan(b) for b in range(1, TABLES * PER_ROUND + 1)}
    for r in range(1, ROUNDS + 1):
        rows = ["board,round,table,ns,ew,contract,declarer,result,score,lead"]
        for t in range(1, TABLES + 1):
            ew = (t - r) % TABLES + 1
            s = (t + r - 2) % TABLES
            for b in range(PER_ROUND * s + 1, PER_ROUND * s + PER_ROUND + 1):
                base = f"{b},{r},{t},{t}NS,{ew}EW"
                if (r, t, b) == (3, 4, 17):
                    rows.append(f"{base},PASS,,,,")
                elif (r, t) == (4, 3) and b == PER_ROUND * s + 2:
                    rows.append(f"{base},,,,A60-40,")  # a fouled board: Ave+ NS, Ave- EW
                elif (r, t) == (5, 6) and b == PER_ROUND * s + 1:
                    rows.append(f"{base},,,,-100,")  # the slip only says -100
                else:
                    contract, declarer, result = one_line(plans[b])
                    rows.append(f"{base},{contract},{declarer},{result},,{lead(b, declarer)}")
        with open(os.path.join(HERE, f"round-{r}.csv"), "w") as f:
            f.write("\n".join(rows) + "\n")
    section_b(plans)


if __name__ == "__main__":
    main()
