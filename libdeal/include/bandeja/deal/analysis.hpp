#pragma once
// What a double-dummy analysis says of a deal: the tricks each declarer takes in each strain
// and the par (the score when both sides bid and play perfectly, doubled sacrifices
// included). Values only: apps/analysis computes them with DDS; PBN carries them as the
// DoubleDummyTricks, OptimumResultTable and OptimumScore tags; the event file stores them
// with the board.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/score/contract.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::deal {

struct DoubleDummy {
  // tricks[seat][strain]: score::Seat and score::Strain order; 0..13.
  std::array<std::array<int, 5>, 4> tricks{};
  int of(score::Seat declarer, score::Strain strain) const {
    return tricks[static_cast<int>(declarer)][static_cast<int>(strain)];
  }
  friend bool operator==(const DoubleDummy&, const DoubleDummy&) = default;
};

// The order a tricks table is written in, by PBN and by every table Bandeja prints: declarers
// N, S, E, W; strains NT, S, H, D, C.
inline constexpr std::array<score::Seat, 4> kTableSeats{score::Seat::North, score::Seat::South, score::Seat::East,
                                                        score::Seat::West};
inline constexpr std::array<score::Strain, 5> kTableStrains{score::Strain::NoTrump, score::Strain::Spades,
                                                            score::Strain::Hearts, score::Strain::Diamonds,
                                                            score::Strain::Clubs};

// The compact form PBN's DoubleDummyTricks tag uses: 20 hexadecimal digits, declarers N, S,
// E, W, each with strains NT, S, H, D, C ("43367433678a9668a966"). The event file stores the
// same text.
std::string dd_hex(const DoubleDummy& dd);
std::optional<DoubleDummy> parse_dd_hex(std::string_view text);  // none unless 20 digits 0-d

// One par contract: the contract (a sacrifice is doubled), its declarer and its result
// against the contract (0 made exactly, +1 one overtrick, -2 two down).
struct ParContract {
  score::Contract contract;
  score::Seat declarer = score::Seat::North;
  int result = 0;
  friend bool operator==(const ParContract&, const ParContract&) = default;
};

// "2H N", "3NT+1 S", "5DX-2 E" (English letters, as JSON and the event file write it);
// Spanish letters with `lang` ("2C N", "3ST+1 S", "5DX-2 O"). As players read it, with suit
// symbols, it is formats/hand_diagram.hpp's par_text.
std::string to_string(const ParContract& c, Lang lang = Lang::En);
// Reads the English form back.
std::optional<ParContract> parse_par_contract(std::string_view text);

struct Par {
  int score = 0;  // from North-South's side: 110, -620; 0 when passed out
  std::vector<ParContract> contracts;  // every contract that scores the par; none when passed out
  bool passed_out() const { return contracts.empty(); }
  friend bool operator==(const Par&, const Par&) = default;
};

// The par contracts written one after another: "2H N, 2H S"; "Pass" ("Paso") when passed out.
std::string contracts_text(const Par& p, Lang lang = Lang::En);
// The event file's form of the contracts ("2H N,2H S"; "" when passed out) and back.
std::string contracts_field(const Par& p);
std::optional<std::vector<ParContract>> parse_contracts_field(std::string_view text);

struct Analysis {
  DoubleDummy dd;
  Par par;
  friend bool operator==(const Analysis&, const Analysis&) = default;
};

// Tricks taken against double dummy: taken - makeable (negative: fewer than double dummy).
int tricks_from_dd(const DoubleDummy& dd, score::Seat declarer, score::Strain strain, int taken);

// A trick count this far from double dummy or more is worth a second look at entry.
inline constexpr int kTricksFarFromDd = 3;

}  // namespace bandeja::deal
