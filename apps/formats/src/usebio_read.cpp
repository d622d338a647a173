// USEBIO 1.2 read: another program's XML into the event document, every element and line
// checked (usebio.hpp). The writer is usebio_write.cpp.
#include "bandeja/formats/usebio.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <set>
#include <sstream>

#include <pugixml.hpp>

#include "bandeja/score/board.hpp"
#include "bandeja/score/limits.hpp"
#include "bandeja/score/card.hpp"
#include "bandeja/score/contract.hpp"
#include "text_util.hpp"
#include "usebio_names.hpp"

namespace bandeja::formats {
namespace {

using detail::iequals;
using detail::to_double;
using detail::to_int;
using detail::trim;


}  // namespace

// ---------------------------------------------------------------- reading

namespace {

struct Reader {
  std::string_view xml;
  Lang lang;
  int line_of(const pugi::xml_node& n) const {
    const ptrdiff_t off = n.offset_debug();
    if (off < 0 || static_cast<size_t>(off) > xml.size()) return 0;
    return 1 + static_cast<int>(std::count(xml.begin(), xml.begin() + off, '\n'));
  }
  std::string where(const pugi::xml_node& n, const std::string& path) const {
    const int l = line_of(n);
    return (l ? tr(lang, "line ", "línea ") + std::to_string(l) + ": " : std::string()) + path + ": ";
  }
};

// The end of the refusal of a board number out of 1 to limits::boards (after the number quoted).
std::string not_a_board_number(Lang lang) {
  const std::string most = std::to_string(limits::boards);
  return tr(lang, "' is not a board number from 1 to " + most, "' no es un número de tablero del 1 al " + most);
}

// iso_from_usebio_date's refusal in the director's language (event_record.cpp writes it in
// English only): a value not shaped DD/MM/YYYY, or a month or day that is no month or day.
std::string bad_date(const std::string& v, Lang lang) {
  if (v.size() != 10 || v[2] != '/' || v[5] != '/')
    return tr(lang, "date '" + v + "' must be written DD/MM/YYYY", "fecha '" + v + "' debe escribirse DD/MM/AAAA");
  return tr(lang, "date '" + v + "' is not a date", "fecha '" + v + "' no es una fecha");
}

std::string child_text(const pugi::xml_node& n, const char* name) {
  return std::string(trim(n.child(name).text().as_string()));
}

// A HAND's suit as PBN ranks: T or 10 for a ten, any case, spaces ignored, "" or "-" for a
// void. The error says which character is not a rank.
Result<std::string> hand_suit(std::string_view text, Lang lang) {
  std::string out;
  if (trim(text) == "-") return out;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i])));
    if (c == ' ' || c == '\t') continue;
    if (c == '1' && i + 1 < text.size() && text[i + 1] == '0') {
      out += 'T';
      ++i;
    } else if (std::string_view("AKQJT98765432").find(c) != std::string_view::npos) {
      out += c;
    } else {
      return fail("'" + std::string(text) + "': '" + std::string(1, text[i]) +
                  tr(lang, "' is not a card rank (A K Q J T or 10, 9 to 2)", "' no es una carta (A K Q J T o 10, 9 a 2)"));
    }
  }
  return out;
}

// Reads the hand records of USEBIO/HANDSET (and of EVENT/HANDSET, which some programs write)
// into the boards' deals; a board only in HANDSET becomes a board without results. Each HAND
// must hold 13 cards and the four together the 52 cards once each.
Result<void> read_handsets(const Reader& rd, const pugi::xml_node& root, const pugi::xml_node& event,
                           EventRecord& ev) {
  std::vector<pugi::xml_node> sets;
  for (auto hs : root.children("HANDSET")) sets.push_back(hs);
  for (auto hs : event.children("HANDSET")) sets.push_back(hs);
  for (const auto& hs : sets) {
    for (auto xb : hs.children("BOARD")) {
      const std::string bn = child_text(xb, "BOARD_NUMBER");
      auto number = to_int(bn);
      if (!number || *number < 1 || *number > limits::boards)
        return fail(rd.where(xb, "HANDSET, BOARD") + "BOARD_NUMBER '" + bn + not_a_board_number(rd.lang));
      const std::string bpath = "HANDSET, BOARD " + std::to_string(*number);
      std::array<std::optional<std::array<std::string, 4>>, 4> hands;
      for (auto h : xb.children("HAND")) {
        const std::string dir = child_text(h, "DIRECTION");
        int seat = -1;
        for (int s = 0; s < 4; ++s)
          if (iequals(dir, detail::kHandDirections[s]) || iequals(dir, std::string(1, detail::kHandDirections[s][0]))) seat = s;
        if (seat < 0)
          return fail(rd.where(h.child("DIRECTION") ? h.child("DIRECTION") : h, bpath + ", HAND, DIRECTION") + "'" +
                      dir + tr(rd.lang, "' must be North, East, South or West", "' debe ser North, East, South o West"));
        const std::string hpath = bpath + ", HAND " + detail::kHandDirections[seat];
        if (hands[seat]) return fail(rd.where(h, hpath) + tr(rd.lang, "appears twice in the board", "aparece dos veces en el tablero"));
        std::array<std::string, 4> suits;
        size_t cards = 0;
        for (const auto& [el, suit] : detail::kHandSuits) {
          auto ranks = hand_suit(h.child(el).text().as_string(), rd.lang);
          if (!ranks) return fail(rd.where(h.child(el) ? h.child(el) : h, hpath + ", " + el) + ranks.error().message);
          suits[suit] = *ranks;
          cards += ranks->size();
        }
        if (cards != 13)
          return fail(rd.where(h, hpath) + tr(rd.lang, "has " + std::to_string(cards) + " cards; a hand has 13",
                                               "tiene " + std::to_string(cards) + " cartas; una mano tiene 13"));
        hands[seat] = suits;
      }
      std::string pbn = "N:";
      for (int s = 0; s < 4; ++s) {
        if (!hands[s])
          return fail(rd.where(xb, bpath) +
                      tr(rd.lang, std::string("has no HAND for ") + detail::kHandDirections[s] +
                                      "; a hand record needs North, East, South and West",
                         std::string("no tiene HAND para ") + detail::kHandDirections[s] +
                             "; un reparto necesita North, East, South y West"));
        const auto& h = *hands[s];
        pbn += (s ? " " : "") + h[0] + "." + h[1] + "." + h[2] + "." + h[3];
      }
      // A card in two hands, as parse_deal would find it first (it says so in English only).
      std::set<std::pair<int, char>> seen;
      for (int s = 0; s < 4; ++s)
        for (int suit = 0; suit < 4; ++suit)
          for (char c : (*hands[s])[suit])
            if (!seen.insert({suit, c}).second) {
              const std::string card{"SHDC"[suit], c};
              return fail(rd.where(xb, bpath) + tr(rd.lang, "deal: the " + card + " appears twice",
                                                   "reparto: el " + card + " aparece dos veces"));
            }
      auto deal = parse_deal(pbn);  // not refused now: 13 ranks a hand, no card twice
      if (!deal) return fail(rd.where(xb, bpath) + deal.error().message);
      auto it = std::find_if(ev.boards.begin(), ev.boards.end(), [&](const Board& b) { return b.number == *number; });
      if (it == ev.boards.end()) {
        Board b;
        b.number = *number;
        b.dealer = score::dealer(*number);
        b.vulnerability = score::vulnerability(*number);
        ev.boards.push_back(std::move(b));
        it = std::prev(ev.boards.end());
      }
      if (it->deal)
        return fail(rd.where(xb, bpath) + tr(rd.lang, "the board appears twice in HANDSET", "el tablero aparece dos veces en HANDSET"));
      it->deal = std::move(*deal);
    }
  }
  return {};
}

}  // namespace

// Every message is written in the director's language; a result line's by the one reader
// (score::read_entry).
Result<EventRecord> read_usebio(std::string_view xml, Lang lang) {
  Reader rd{xml, lang};
  pugi::xml_document doc;
  const auto parsed = doc.load_buffer(xml.data(), xml.size(), pugi::parse_default, pugi::encoding_auto);
  if (!parsed) {
    const size_t off = std::min(static_cast<size_t>(std::max<ptrdiff_t>(parsed.offset, 0)), xml.size());
    const int line = 1 + static_cast<int>(std::count(xml.begin(), xml.begin() + off, '\n'));
    return fail(tr(lang, "line ", "línea ") + std::to_string(line) + tr(lang, ": not well-formed XML (", ": XML mal formado (") +
                parsed.description() + ")");
  }
  auto root = doc.child("USEBIO");
  if (!root)
    return fail(tr(lang, "the file is XML but has no USEBIO element: it is not a USEBIO file",
                   "el fichero es XML pero no tiene el elemento USEBIO: no es un fichero USEBIO"));
  const std::string version = root.attribute("Version").as_string();
  if (!version.empty() && version.rfind("1.", 0) != 0)
    return fail(rd.where(root, "USEBIO") + "Version '" + version + tr(lang, "' is not 1.x", "' no es 1.x"));
  auto event = root.child("EVENT");
  if (!event) return fail(rd.where(root, "USEBIO") + tr(lang, "there is no EVENT element", "no hay ningún elemento EVENT"));
  if (event.next_sibling("EVENT"))
    return fail(rd.where(event.next_sibling("EVENT"), "EVENT") +
                tr(lang, "a file with more than one EVENT; import them one at a time",
                   "un fichero con más de un EVENT; impórtelos de uno en uno"));

  EventRecord ev;
  ev.site = child_text(root.child("CLUB"), "CLUB_NAME");
  ev.name = child_text(event, "EVENT_DESCRIPTION");
  const std::string type = event.attribute("EVENT_TYPE").as_string();
  const std::string method = child_text(event, "BOARD_SCORING_METHOD");
  ev.teams = type.find("TEAM") != std::string::npos;
  if (iequals(method, "MATCH_POINTS")) ev.scoring = Scoring::Matchpoints;
  else if (iequals(method, "CROSS_IMPS")) ev.scoring = Scoring::CrossImps;
  else if (iequals(method, "BUTLER_IMPS") || iequals(method, "BUTLER")) ev.scoring = Scoring::Butler;
  else if (iequals(method, "BAM")) ev.scoring = Scoring::Bam;
  else if (iequals(method, "IMPS")) ev.scoring = ev.teams ? Scoring::Imps : Scoring::Butler;
  else if (method.empty()) {
    if (type == "CROSS_IMP") ev.scoring = Scoring::CrossImps;
    else if (type == "BUTLER_PAIRS") ev.scoring = Scoring::Butler;
    else if (ev.teams) ev.scoring = Scoring::Imps;
    else if (type == "MP_PAIRS" || type.empty() || type == "PAIRS") ev.scoring = Scoring::Matchpoints;
    else
      return fail(rd.where(event, "EVENT") + "EVENT_TYPE '" + type +
                  tr(lang, "' is not one Bandeja reads", "' no es uno que Bandeja lea") +
                  " (MP_PAIRS, CROSS_IMP, BUTLER_PAIRS, TEAMS_OF_FOUR)");
  } else {
    return fail(rd.where(event.child("BOARD_SCORING_METHOD"), "BOARD_SCORING_METHOD") + "'" + method +
                tr(lang, "' is not one Bandeja reads", "' no es uno que Bandeja lea") +
                " (MATCH_POINTS, CROSS_IMPS, BUTLER_IMPS, IMPS, BAM)");
  }
  if (auto d = child_text(event, "DATE"); !d.empty()) {
    auto iso = iso_from_usebio_date(d);
    if (!iso) return fail(rd.where(event.child("DATE"), "DATE") + bad_date(d, lang));
    ev.date = *iso;
  }
  if (auto w = child_text(event, "WINNER_TYPE"); !w.empty()) {
    auto n = to_int(w);
    if (!n || (*n != 1 && *n != 2))
      return fail(rd.where(event.child("WINNER_TYPE"), "WINNER_TYPE") + "'" + w + tr(lang, "' must be 1 or 2", "' debe ser 1 o 2"));
    ev.winners = *n;
  } else {
    ev.winners = 1;
  }

  // Participants: "1" with DIRECTION NS becomes "1NS" when an EW pair has the same number.
  struct Part {
    pugi::xml_node node;
    std::string number, dir;
  };
  std::vector<Part> parts;
  std::map<std::string, std::set<std::string>> dirs;
  const char* kind = ev.teams ? "TEAM" : "PAIR";
  // A teams file whose PLAYERs name their pairs (PAIR_NUMBER) or whose lines name both pairs
  // and teams: TEAMs are teams, the lines' pairs are the entrants.
  // (A file from another program whose TEAM players do not name their pairs is read as before:
  // one entrant per TEAM.)
  bool by_team = false;
  // The entrants' ids, kept beside ev.entrants so each participant and traveller line is looked
  // up, not scanned for (a scan per line was quadratic: lines x entrants).
  std::set<std::string> entrant_ids;
  // The same for teams: each team's index in ev.team_list, the team each pair plays for, and
  // each team pair's index in ev.entrants.
  std::map<std::string, size_t> team_at, team_of_pair, pair_at;
  if (ev.teams) {
    bool named_pairs = false, unnamed_pairs = false;
    for (auto p : event.child("PARTICIPANTS").children("TEAM"))
      for (auto pl : p.children("PLAYER")) (pl.child("PAIR_NUMBER") ? named_pairs : unnamed_pairs) = true;
    for (auto xb : event.children("BOARD"))
      for (auto x : xb.children("TRAVELLER_LINE"))
        if (x.child("NS_PAIR_NUMBER") && x.child("NS_TEAM_NUMBER") && !unnamed_pairs) by_team = true;
    if (named_pairs) by_team = true;
  }
  if (by_team) {
    int n_team = 0;
    for (auto p : event.child("PARTICIPANTS").children()) {
      if (p.type() != pugi::node_element) continue;
      const std::string path = std::string("PARTICIPANTS, ") + p.name() + " " + std::to_string(++n_team);
      if (std::string(p.name()) != "TEAM")
        return fail(rd.where(p, path) + tr(lang, "expected a TEAM element in a teams event",
                                           "se esperaba un elemento TEAM en un evento de equipos"));
      Team t{child_text(p, "TEAM_NUMBER"), child_text(p, "TEAM_NAME"), {}};
      if (t.id.empty()) return fail(rd.where(p, path) + tr(lang, "TEAM_NUMBER is missing", "falta TEAM_NUMBER"));
      if (team_at.count(t.id))
        return fail(rd.where(p, path) + tr(lang, "team '" + t.id + "' is listed twice", "el equipo '" + t.id + "' aparece dos veces"));
      int n_player = 0;
      for (auto pl : p.children("PLAYER")) {
        ++n_player;
        const std::string pair = child_text(pl, "PAIR_NUMBER");
        if (pair.empty())
          return fail(rd.where(pl, path + ", PLAYER " + std::to_string(n_player)) +
                      tr(lang, "PAIR_NUMBER is missing (which pair of the team the player plays in)",
                         "falta PAIR_NUMBER (en qué pareja del equipo juega el jugador)"));
        const size_t this_team = ev.team_list.size();  // t is pushed there once its players are read
        if (auto had = team_of_pair.find(pair); had != team_of_pair.end() && had->second != this_team)
          return fail(rd.where(pl, path + ", PLAYER " + std::to_string(n_player)) +
                      tr(lang, "pair '" + pair + "' already plays for team ", "la pareja '" + pair + "' ya juega en el equipo ") +
                      ev.team_list[had->second].id);
        auto [at, added] = pair_at.try_emplace(pair, ev.entrants.size());
        if (added) {
          t.pairs.push_back(pair);
          team_of_pair[pair] = this_team;
          const bool split = pair.size() > 2 && (pair.ends_with("NS") || pair.ends_with("EW"));
          ev.entrants.push_back(Entrant{pair, ev.winners == 2 && split ? pair.substr(pair.size() - 2) : "", "", {}, ""});
          entrant_ids.insert(pair);
        }
        if (!child_text(pl, "PLAYER_NAME").empty())  // a PLAYER with no name: the pair is not named
          ev.entrants[at->second].players.push_back(Player{child_text(pl, "PLAYER_NAME"), child_text(pl, "NATIONAL_ID_NUMBER")});
      }
      TeamStanding s{t.id, child_text(p, "PLACE"), std::nullopt, std::nullopt, std::nullopt};
      if (std::string v = child_text(p, "TOTAL_SCORE"); !v.empty()) {
        auto d = to_double(v);
        if (!d) return fail(rd.where(p.child("TOTAL_SCORE"), path + ", TOTAL_SCORE") + "'" + v + tr(lang, "' is not a number", "' no es un número"));
        s.total = *d;
      }
      if (!s.place.empty() || s.total) ev.team_ranking.push_back(s);
      team_at[t.id] = ev.team_list.size();
      ev.team_list.push_back(std::move(t));
    }
    std::stable_sort(ev.team_ranking.begin(), ev.team_ranking.end(), [](const TeamStanding& a, const TeamStanding& b) {
      auto key = [](const std::string& place) {
        std::string q = place;
        if (!q.empty() && q.back() == '=') q.pop_back();
        auto n = to_int(q);
        return n ? *n : 1 << 30;
      };
      return key(a.place) < key(b.place);
    });
  }
  int n_part = 0;
  for (auto p : event.child("PARTICIPANTS").children()) {
    if (by_team) break;
    if (p.type() != pugi::node_element) continue;
    ++n_part;
    const std::string path = std::string("PARTICIPANTS, ") + p.name() + " " + std::to_string(n_part);
    if (std::string(p.name()) != kind)
      return fail(rd.where(p, path) + tr(lang, std::string("expected a ") + kind + " element in a " + (ev.teams ? "teams" : "pairs") + " event",
                                         std::string("se esperaba un elemento ") + kind + " en un evento de " +
                                             (ev.teams ? "equipos" : "parejas")));
    Part part{p, child_text(p, ev.teams ? "TEAM_NUMBER" : "PAIR_NUMBER"), child_text(p, "DIRECTION")};
    if (part.number.empty()) {
      const std::string el = ev.teams ? "TEAM_NUMBER" : "PAIR_NUMBER";
      return fail(rd.where(p, path) + tr(lang, el + " is missing", "falta " + el));
    }
    if (!part.dir.empty() && part.dir != "NS" && part.dir != "EW")
      return fail(rd.where(p.child("DIRECTION"), path + ", DIRECTION") + "'" + part.dir + tr(lang, "' must be NS or EW", "' debe ser NS o EW"));
    if (!part.dir.empty()) dirs[part.number].insert(part.dir);
    parts.push_back(part);
  }
  bool split = false;
  for (const auto& [num, d] : dirs)
    if (d.size() == 2) split = true;
  auto id_of = [&](const std::string& number, const std::string& dir) {
    return split && !dir.empty() ? number + dir : number;
  };
  std::map<std::string, std::string> field_of;  // id -> field
  n_part = 0;
  for (const auto& part : parts) {
    ++n_part;
    const std::string path = std::string("PARTICIPANTS, ") + kind + " " + std::to_string(n_part);
    Entrant e;
    e.id = id_of(part.number, part.dir);
    e.field = ev.winners == 2 ? part.dir : "";
    if (ev.winners == 2 && e.field.empty())
      return fail(rd.where(part.node, path) +
                  tr(lang, "a two-winner event (WINNER_TYPE 2) needs a DIRECTION for each pair",
                     "un evento con dos clasificaciones (WINNER_TYPE 2) necesita DIRECTION en cada pareja"));
    if (ev.teams) e.name = child_text(part.node, "TEAM_NAME");
    for (auto pl : part.node.children("PLAYER"))
      e.players.push_back(Player{child_text(pl, "PLAYER_NAME"), child_text(pl, "NATIONAL_ID_NUMBER")});
    if (entrant_ids.count(e.id)) return fail(rd.where(part.node, path) + "'" + e.id + tr(lang, "' is listed twice", "' aparece dos veces"));
    Standing s;
    s.entrant = e.id;
    s.place = child_text(part.node, "PLACE");
    for (auto [el, dst] : {std::pair{"TOTAL_SCORE", &s.total}, std::pair{"PERCENTAGE", &s.percent}}) {
      std::string v = child_text(part.node, el);
      if (v.empty()) continue;
      if (v.back() == '%') v.pop_back();
      auto d = to_double(v);
      if (!d) return fail(rd.where(part.node.child(el), path + ", " + el) + "'" + v + tr(lang, "' is not a number", "' no es un número"));
      *dst = *d;
    }
    if (!s.place.empty()) {
      std::string p = s.place;
      if (p.back() == '=') p.pop_back();
      auto n = to_int(p);
      if (!n || *n < 1)
        return fail(rd.where(part.node.child("PLACE"), path + ", PLACE") + "'" + s.place + tr(lang, "' is not a place", "' no es un puesto"));
    }
    if (!s.place.empty() || s.total || s.percent) ev.ranking.push_back(s);
    field_of[e.id] = part.dir;
    entrant_ids.insert(e.id);
    ev.entrants.push_back(std::move(e));
  }
  // The ranking by field (NS, then EW), then place (stable: the file's order among equals).
  std::stable_sort(ev.ranking.begin(), ev.ranking.end(), [&](const Standing& a, const Standing& b) {
    auto key = [&](const Standing& s) {
      std::string q = s.place;
      if (!q.empty() && q.back() == '=') q.pop_back();
      auto n = to_int(q);
      const int field = ev.winners == 2 && field_of[s.entrant] == "EW" ? 1 : 0;
      return std::pair{field, n ? *n : 1 << 30};
    };
    return key(a) < key(b);
  });

  auto line_entrant = [&](const std::string& number, const char* dir) {
    const std::string split_id = number + dir;
    if (entrant_ids.count(split_id) && field_of[split_id] == dir) return split_id;
    return number;
  };

  // Boards.
  std::set<int> seen;
  for (auto xb : event.children("BOARD")) {
    const std::string bn = child_text(xb, "BOARD_NUMBER");
    auto number = to_int(bn);
    if (!number || *number < 1 || *number > limits::boards)
      return fail(rd.where(xb, "BOARD") + "BOARD_NUMBER '" + bn + not_a_board_number(lang));
    const std::string bpath = "BOARD " + std::to_string(*number);
    if (!seen.insert(*number).second)
      return fail(rd.where(xb, bpath) + tr(lang, "the board appears twice", "el tablero aparece dos veces"));
    Board b;
    b.number = *number;
    b.dealer = score::dealer(*number);
    b.vulnerability = score::vulnerability(*number);
    // A board whose dealer or vulnerability is not the standard cycle's says so (Bandeja's
    // DEALER and VULNERABILITY, written only then; USEBIO 1.2 has no element for them).
    if (auto v = child_text(xb, "DEALER"); !v.empty()) {
      auto seat = score::parse_seat(v);
      if (!seat) return fail(rd.where(xb.child("DEALER"), bpath + ", DEALER") + "'" + v + detail::must_be_seat(lang));
      b.dealer = *seat;
    }
    if (auto v = child_text(xb, "VULNERABILITY"); !v.empty()) {
      auto vul = score::parse_vulnerability(v);
      if (!vul)
        return fail(rd.where(xb.child("VULNERABILITY"), bpath + ", VULNERABILITY") + "'" + v +
                    detail::must_be_vulnerability(lang));
      b.vulnerability = *vul;
    }
    if (ev.scoring == Scoring::Butler) {  // the Butler datum is the board's average
      if (auto v = child_text(xb, "BOARD_AVERAGE"); !v.empty()) {
        auto d = to_double(v);
        if (!d) return fail(rd.where(xb.child("BOARD_AVERAGE"), bpath + ", BOARD_AVERAGE") + "'" + v + tr(lang, "' is not a number", "' no es un número"));
        b.datum = *d;
      }
    }
    int n_line = 0;
    for (auto x : xb.children("TRAVELLER_LINE")) {
      ++n_line;
      const std::string path = bpath + ", TRAVELLER_LINE " + std::to_string(n_line);
      auto here = [&](const char* el) { return rd.where(x.child(el) ? x.child(el) : x, path + ", " + el); };
      Line l;
      for (auto [el, dst] : {std::pair{"ROUND_NUMBER", &l.round}, std::pair{"TABLE_NUMBER", &l.table}}) {
        const std::string v = child_text(x, el);
        if (v.empty()) continue;
        auto n = to_int(v);
        if (!n || *n < 1) return fail(here(el) + "'" + v + tr(lang, "' is not a number", "' no es un número"));
        *dst = *n;
      }
      if (by_team) {  // the pairs, each in the team the line names
        for (auto [pel, tel, dst] : {std::tuple{"NS_PAIR_NUMBER", "NS_TEAM_NUMBER", &l.ns},
                                     std::tuple{"EW_PAIR_NUMBER", "EW_TEAM_NUMBER", &l.ew}}) {
          const std::string pair = child_text(x, pel), team = child_text(x, tel);
          if (pair.empty()) return fail(here(pel) + tr(lang, "is missing", "falta"));
          Team* t = nullptr;
          if (auto it = team_at.find(team); it != team_at.end()) t = &ev.team_list[it->second];
          if (!team.empty() && !t) return fail(here(tel) + "'" + team + tr(lang, "' is not in PARTICIPANTS", "' no está en PARTICIPANTS"));
          const auto has_at = team_of_pair.find(pair);
          const Team* has = has_at == team_of_pair.end() ? nullptr : &ev.team_list[has_at->second];
          if (t && has && has != t)
            return fail(here(tel) + tr(lang, "pair '" + pair + "' plays for team " + has->id + ", not " + team,
                                       "la pareja '" + pair + "' juega en el equipo " + has->id + ", no en el " + team));
          if (!entrant_ids.count(pair)) {
            if (!t)
              return fail(here(tel) + tr(lang, "is missing: pair '" + pair + "' is in no team",
                                         "falta: la pareja '" + pair + "' no está en ningún equipo"));
            const bool split = pair.size() > 2 && (pair.ends_with("NS") || pair.ends_with("EW"));
            ev.entrants.push_back(Entrant{pair, ev.winners == 2 && split ? pair.substr(pair.size() - 2) : "", "", {}, ""});
            entrant_ids.insert(pair);
          }
          if (t && !has) {
            t->pairs.push_back(pair);
            team_of_pair[pair] = static_cast<size_t>(t - ev.team_list.data());
          }
          *dst = pair;
        }
      }
      const char* ns_el = ev.teams && x.child("NS_TEAM_NUMBER") ? "NS_TEAM_NUMBER" : "NS_PAIR_NUMBER";
      const char* ew_el = ev.teams && x.child("EW_TEAM_NUMBER") ? "EW_TEAM_NUMBER" : "EW_PAIR_NUMBER";
      const std::string ns = child_text(x, ns_el), ew = child_text(x, ew_el);
      if (!by_team) {
        if (ns.empty()) return fail(here(ns_el) + tr(lang, "is missing", "falta"));
        if (ew.empty()) return fail(here(ew_el) + tr(lang, "is missing", "falta"));
        l.ns = line_entrant(ns, "NS");
        l.ew = line_entrant(ew, "EW");
      }
      if (!entrant_ids.count(l.ns)) return fail(here(ns_el) + "'" + ns + tr(lang, "' is not in PARTICIPANTS", "' no está en PARTICIPANTS"));
      if (!entrant_ids.count(l.ew)) return fail(here(ew_el) + "'" + ew + tr(lang, "' is not in PARTICIPANTS", "' no está en PARTICIPANTS"));
      if (l.ns == l.ew) {  // check() would refuse it too, in English only: the same words here
        const std::string where = "board " + std::to_string(b.number) + ", line " + std::to_string(n_line);
        return fail(tr(lang, where + ": '" + l.ns + "' cannot play against itself",
                       "tablero " + std::to_string(b.number) + ", línea " + std::to_string(n_line) + ": '" + l.ns +
                           "' no puede jugar contra sí misma"));
      }
      // The line's result, read by the one reader (score::read_entry) in USEBIO's dialect.
      const std::string con = child_text(x, "CONTRACT"), by = child_text(x, "PLAYED_BY"),
                        tricks = child_text(x, "TRICKS"), sc = child_text(x, "SCORE"),
                        lead = child_text(x, "LEAD");
      auto entry = score::read_entry({con, by, tricks, sc, lead}, score::Dialect::usebio(lang), b.vulnerability);
      if (!entry) {
        const std::string& f = entry.error().field;
        const char* el = f == "declarer" ? "PLAYED_BY"
                         : f == "result" ? "TRICKS"
                         : f == "score"  ? "SCORE"
                         : f == "lead"   ? "LEAD"
                                         : "CONTRACT";
        return fail(here(el) + entry.error().message);
      }
      l.entry = *entry;
      l.ns_score = score::ns_score(l.entry, b.vulnerability);
      // The line's points under whichever name its writer gives them.
      for (auto [names, dst] :
           {std::pair{std::array{"NS_MATCH_POINTS", "NS_CROSS_IMP_POINTS", "NS_BUTLER_POINTS", "NS_IMPS"}, &l.ns_points},
            std::pair{std::array{"EW_MATCH_POINTS", "EW_CROSS_IMP_POINTS", "EW_BUTLER_POINTS", "EW_IMPS"}, &l.ew_points}}) {
        const char* el = names.back();
        for (const char* n : names)
          if (x.child(n)) {
            el = n;
            break;
          }
        const std::string v = child_text(x, el);
        if (v.empty()) continue;
        auto d = to_double(v);
        if (!d) return fail(here(el) + "'" + v + tr(lang, "' is not a number", "' no es un número"));
        *dst = *d;
      }
      b.lines.push_back(std::move(l));
    }
    ev.boards.push_back(std::move(b));
  }
  if (auto ok = read_handsets(rd, root, event, ev); !ok) return std::unexpected(ok.error());
  std::sort(ev.boards.begin(), ev.boards.end(),
            [](const Board& a, const Board& b) { return a.number < b.number; });
  if (auto ok = check(ev); !ok) return std::unexpected(ok.error());
  return ev;
}

}  // namespace bandeja::formats
