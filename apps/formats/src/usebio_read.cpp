// USEBIO 1.2 read: another program's XML into the event document, every element and line
// checked (usebio.hpp). The writer is usebio_write.cpp.
#include "bandeja/formats/usebio.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include <pugixml.hpp>

#include "bandeja/score/board.hpp"
#include "bandeja/score/limits.hpp"
#include "bandeja/score/card.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/present/messages.hpp"
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
  // A refusal at node `n`, `path` naming the elements down to it ("BOARD 1, DEALER"): a usebio.*
  // code of the catalogue (apps/director/messages/usebio.txt), its arguments the line and the
  // path, then `args`; its text starts "line {0}: {1}: ". The line is an argument, not
  // Error::line, since an import marks a reader's error as the file's (field "file") and render
  // would then write "line N, column file: ". A node pugixml cannot place (in a file it
  // converted from another encoding) has no line: the code's ".no_line" twin, "{1}: ...".
  std::unexpected<Error> fail_at(const pugi::xml_node& n, const std::string& path, std::string code, std::string field,
                                 std::vector<std::string> args = {}) const {
    const int l = line_of(n);
    args.insert(args.begin(), {std::to_string(l), path});
    if (l == 0) code += ".no_line";
    return fail_code(std::move(code), std::move(field), std::move(args));
  }
};

// A board number out of 1 to limits::boards, at BOARD or HANDSET's BOARD `xb`.
std::unexpected<Error> not_a_board_number(const Reader& rd, const pugi::xml_node& xb, const std::string& path,
                                          const std::string& number) {
  return rd.fail_at(xb, path, "usebio.board_number", "BOARD_NUMBER", {number, std::to_string(limits::boards)});
}

// iso_from_usebio_date's refusal said as a USEBIO file's (at the DATE element's line): a value not
// shaped DD/MM/YYYY, or a month or day that is no month or day.
std::unexpected<Error> bad_date(const Reader& rd, const pugi::xml_node& date, const std::string& v) {
  const bool shaped = v.size() == 10 && v[2] == '/' && v[5] == '/';
  return rd.fail_at(date, "DATE", shaped ? "usebio.not_a_date" : "usebio.date_format", "DATE", {v});
}

// A result line the one reader (score::read_entry) refused: usebio.entry_refused, "line 9: BOARD
// 1, TRAVELLER_LINE 1, SCORE: " and the reader's own refusal (an entry.* code). TRANSITIONAL: an
// error cannot hold another, and a usebio.* twin of every entry.* code would be the catalogue's
// text twice (four times, with .no_line), so this one refusal is the finished text in the
// director's language (rendered here, the reader's refusal an argument), not a code, until
// errors can nest.
std::unexpected<Error> entry_refused(const Reader& rd, const pugi::xml_node& n, const std::string& path,
                                     const std::string& element, const Error& e) {
  const int l = rd.line_of(n);
  Error out;
  out.message = present::say(rd.lang, l ? "usebio.entry_refused" : "usebio.entry_refused.no_line",
                             {std::to_string(l), path, present::render(e, rd.lang)});
  out.field = element;
  return std::unexpected(std::move(out));
}

std::string child_text(const pugi::xml_node& n, const char* name) {
  return std::string(trim(n.child(name).text().as_string()));
}

// A HAND's suit as PBN ranks: T or 10 for a ten, any case, spaces ignored, "" or "-" for a
// void; nullopt with `bad` the character that is not a rank.
std::optional<std::string> hand_suit(std::string_view text, char& bad) {
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
      bad = text[i];
      return std::nullopt;
    }
  }
  return out;
}

// Reads the hand records of USEBIO/HANDSET (and of EVENT/HANDSET, SESSION/HANDSET and
// SECTION/HANDSET, which programs write: `holders`) into the boards' deals; a board only in
// HANDSET becomes a board without results. Each HAND must hold 13 cards and the four together
// the 52 cards once each.
Result<void> read_handsets(const Reader& rd, const std::vector<pugi::xml_node>& holders, EventRecord& ev) {
  std::vector<pugi::xml_node> sets;
  for (const auto& h : holders)
    for (auto hs : h.children("HANDSET")) sets.push_back(hs);
  for (const auto& hs : sets) {
    for (auto xb : hs.children("BOARD")) {
      const std::string bn = child_text(xb, "BOARD_NUMBER");
      auto number = to_int(bn);
      if (!number || *number < 1 || *number > limits::boards)
        return not_a_board_number(rd, xb, "HANDSET, BOARD", bn);
      const std::string bpath = "HANDSET, BOARD " + std::to_string(*number);
      std::array<std::optional<std::array<std::string, 4>>, 4> hands;
      for (auto h : xb.children("HAND")) {
        const std::string dir = child_text(h, "DIRECTION");
        int seat = -1;
        for (int s = 0; s < 4; ++s)
          if (iequals(dir, detail::kHandDirections[s]) || iequals(dir, std::string(1, detail::kHandDirections[s][0]))) seat = s;
        if (seat < 0)
          return rd.fail_at(h.child("DIRECTION") ? h.child("DIRECTION") : h, bpath + ", HAND, DIRECTION",
                            "usebio.hand_direction", "DIRECTION", {dir});
        const std::string hpath = bpath + ", HAND " + detail::kHandDirections[seat];
        if (hands[seat]) return rd.fail_at(h, hpath, "usebio.hand_twice", "HAND");
        std::array<std::string, 4> suits;
        size_t cards = 0;
        for (const auto& [el, suit] : detail::kHandSuits) {
          const std::string text = h.child(el).text().as_string();
          char bad = 0;
          auto ranks = hand_suit(text, bad);
          if (!ranks)
            return rd.fail_at(h.child(el) ? h.child(el) : h, hpath + ", " + el, "usebio.not_a_rank", el,
                              {text, std::string(1, bad)});
          suits[suit] = *ranks;
          cards += ranks->size();
        }
        if (cards != 13)
          return rd.fail_at(h, hpath, "usebio.hand_cards", "HAND", {std::to_string(cards)});
        hands[seat] = suits;
      }
      std::string pbn = "N:";
      for (int s = 0; s < 4; ++s) {
        if (!hands[s])
          return rd.fail_at(xb, bpath, "usebio.hand_missing", "HAND", {detail::kHandDirections[s]});
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
              return rd.fail_at(xb, bpath, "usebio.card_twice", "HAND", {card});
            }
      auto deal = parse_deal(pbn);  // not refused now: 13 ranks a hand, no card twice
      if (!deal) return std::unexpected(deal.error());  // cannot happen: the checks above are parse_deal's
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
        return rd.fail_at(xb, bpath, "usebio.board_twice_in_handset", "BOARD");
      it->deal = std::move(*deal);
    }
  }
  return {};
}

// A character XML 1.0 does not allow, written as a reference (&#0;, &#27;, &#xFFFE;, a
// surrogate, past U+10FFFF) or as itself (a control byte other than tab, line feed and carriage
// return): its line, and the reference or the byte's number. pugixml decodes &#0; into the
// string's end, so a PLAYER_NAME of "&#0;Ana" read as empty and the player was silently dropped;
// and it takes a raw control byte that write_usebio then writes as a reference: both ways are
// refused alike.
struct BadChar {
  int line = 0;
  std::string text;  // "&#0;", or the byte as "0x08"
  bool reference = true;
};
std::optional<BadChar> bad_char(std::string_view xml) {
  int line = 1;
  for (size_t i = 0; i < xml.size(); ++i) {
    const auto b = static_cast<unsigned char>(xml[i]);
    if (b == '\n') ++line;
    if (b < 0x20 && b != '\t' && b != '\n' && b != '\r') {
      static const char* digits = "0123456789ABCDEF";
      return BadChar{line, std::string("0x") + digits[b >> 4] + digits[b & 15], false};
    }
    if (xml[i] != '&' || i + 2 >= xml.size() || xml[i + 1] != '#') continue;
    size_t j = i + 2;
    const bool hex = xml[j] == 'x';
    if (hex) ++j;
    unsigned long long cp = 0;
    size_t digits = 0;
    for (; j < xml.size() && digits < 12; ++j, ++digits) {
      const char c = xml[j];
      int d = -1;
      if (c >= '0' && c <= '9') d = c - '0';
      else if (hex && c >= 'a' && c <= 'f') d = c - 'a' + 10;
      else if (hex && c >= 'A' && c <= 'F') d = c - 'A' + 10;
      if (d < 0) break;
      cp = cp * (hex ? 16 : 10) + static_cast<unsigned>(d);
    }
    if (digits == 0 || j >= xml.size() || xml[j] != ';') continue;  // not a reference: pugixml judges it
    const bool allowed = cp == 0x9 || cp == 0xA || cp == 0xD || (cp >= 0x20 && cp <= 0xD7FF) ||
                         (cp >= 0xE000 && cp <= 0xFFFD) || (cp >= 0x10000 && cp <= 0x10FFFF);
    if (!allowed) return BadChar{line, std::string(xml.substr(i, j + 1 - i)), true};
  }
  return std::nullopt;
}

// Whether an element holds an event's pairs or boards.
bool holds(const pugi::xml_node& n) { return n.child("PARTICIPANTS") || n.child("BOARD") || n.child("MATCH"); }

// Where an EVENT that holds no pairs or boards itself has them, as the EBU's programs write it:
// each SECTION of the event or of a SESSION, or a SESSION that holds them; each part with its
// id (SECTION_ID or SESSION_ID, an attribute or a child; its place from 1 when it has none).
std::vector<std::pair<pugi::xml_node, std::string>> section_parts(const pugi::xml_node& event) {
  std::vector<std::pair<pugi::xml_node, std::string>> found;
  auto id_of = [&](const pugi::xml_node& n, const char* attr) {
    std::string id = n.attribute(attr).as_string();
    if (id.empty()) id = child_text(n, attr);
    return id.empty() ? std::to_string(found.size() + 1) : id;
  };
  auto sections_of = [&](const pugi::xml_node& n) {
    for (auto sec : n.children("SECTION"))
      if (holds(sec)) found.emplace_back(sec, id_of(sec, "SECTION_ID"));
  };
  sections_of(event);
  for (auto ses : event.children("SESSION")) {
    if (holds(ses)) found.emplace_back(ses, id_of(ses, "SESSION_ID"));
    sections_of(ses);
  }
  return found;
}

}  // namespace

std::vector<std::string> usebio_sections(std::string_view xml) {
  pugi::xml_document doc;
  if (bad_char(xml) || !doc.load_buffer(xml.data(), xml.size(), pugi::parse_default, pugi::encoding_auto)) return {};
  const auto event = doc.child("USEBIO").child("EVENT");
  if (!event || holds(event)) return {};
  std::vector<std::string> ids;
  for (const auto& part : section_parts(event)) ids.push_back(part.second);
  return ids;
}

// Every refusal is a usebio.* code of the catalogue (its line and the path to the element the
// first arguments), but a result line's by the one reader (score::read_entry): finished text in `lang`.
Result<EventRecord> read_usebio(std::string_view xml, Lang lang, std::string_view section, bool skip_bad_lines,
                                UsebioNotes* notes) {
  size_t skipped = 0;
  // A line whose result cannot be read: the file refused, or (asked for) the line left out and said.
  auto bad_line = [&](std::unexpected<Error> refusal) -> std::optional<std::unexpected<Error>> {
    if (!skip_bad_lines) return refusal;
    ++skipped;
    if (notes) notes->skipped.push_back(std::move(refusal.error()));
    return std::nullopt;
  };
  Reader rd{xml, lang};
  if (auto bad = bad_char(xml))
    return fail_code(bad->reference ? "usebio.bad_char_ref" : "usebio.control_byte", "file",
                     {std::to_string(bad->line), bad->text});
  pugi::xml_document doc;
  const auto parsed = doc.load_buffer(xml.data(), xml.size(), pugi::parse_default, pugi::encoding_auto);
  if (!parsed) {
    const size_t off = std::min(static_cast<size_t>(std::max<ptrdiff_t>(parsed.offset, 0)), xml.size());
    const int line = 1 + static_cast<int>(std::count(xml.begin(), xml.begin() + off, '\n'));
    // pugixml's own description of the fault, in English: a library's words, not Bandeja's.
    return fail_code("usebio.bad_xml", "file", {std::to_string(line), parsed.description()});
  }
  auto root = doc.child("USEBIO");
  if (!root)
    return fail_code("usebio.no_usebio_element", "file");
  const std::string version = root.attribute("Version").as_string();
  if (!version.empty() && version.rfind("1.", 0) != 0)
    return rd.fail_at(root, "USEBIO", "usebio.version", "Version", {version});
  auto event = root.child("EVENT");
  if (!event) return rd.fail_at(root, "USEBIO", "usebio.no_event", "EVENT");
  if (event.next_sibling("EVENT"))
    return rd.fail_at(event.next_sibling("EVENT"), "EVENT", "usebio.two_events", "EVENT");

  // Where the event's pairs and boards are: EVENT itself, or (as the EBU's programs write it)
  // a SECTION of a SESSION, or a SESSION that holds them; a file of several sections is read one
  // section at a time, the one asked for.
  pugi::xml_node body = event;
  std::string section_id;
  if (!holds(event)) {
    const auto found = section_parts(event);
    std::string ids;
    for (const auto& [n, id] : found) ids += (ids.empty() ? "" : ", ") + id;
    if (!section.empty()) {
      auto it = std::find_if(found.begin(), found.end(), [&](const auto& f) { return iequals(f.second, std::string(section)); });
      if (it == found.end()) return rd.fail_at(event, "EVENT", "usebio.no_such_section", "section", {std::string(section), ids});
      body = it->first;
      section_id = found.size() > 1 ? it->second : "";
    } else if (found.size() > 1) {
      return rd.fail_at(found[1].first, "SECTION " + found[1].second, "usebio.several_sections", "section",
                        {std::to_string(found.size()), ids});
    } else if (found.size() == 1) {
      body = found.front().first;
    }
  } else if (!section.empty()) {
    return rd.fail_at(event, "EVENT", "usebio.no_such_section", "section", {std::string(section), "-"});
  }
  // The boards: the body's, and those of its MATCHes (a teams file, match by match: a board
  // played in several matches is one board with each match's lines).
  std::vector<std::pair<pugi::xml_node, bool>> board_nodes;  // each BOARD, and whether in a MATCH
  for (auto xb : body.children("BOARD")) board_nodes.emplace_back(xb, false);
  for (auto m : body.children("MATCH"))
    for (auto xb : m.children("BOARD")) board_nodes.emplace_back(xb, true);

  EventRecord ev;
  ev.site = child_text(root.child("CLUB"), "CLUB_NAME");
  ev.name = child_text(event, "EVENT_DESCRIPTION");
  if (!section_id.empty()) ev.name += (ev.name.empty() ? "" : " ") + section_id;
  const std::string type = event.attribute("EVENT_TYPE").as_string();
  const std::string method = child_text(event, "BOARD_SCORING_METHOD");
  ev.teams = type.find("TEAM") != std::string::npos;
  // An individual's file (USEBIO 1.1's INDIVIDUAL) is refused as such, never read as pairs.
  if (iequals(type, "INDIVIDUAL")) return rd.fail_at(event, "EVENT", "usebio.individual", "EVENT_TYPE", {type});
  if (iequals(method, "MATCH_POINTS")) ev.scoring = Scoring::Matchpoints;
  else if (iequals(method, "CROSS_IMPS")) ev.scoring = Scoring::CrossImps;
  else if (iequals(method, "BUTLER_IMPS") || iequals(method, "BUTLER")) ev.scoring = Scoring::Butler;
  // Point-a-board (the EBU's name, EBUScoreTeams' PAB) is board-a-match: each board won, halved or lost.
  else if (iequals(method, "BAM") || iequals(method, "PAB") || iequals(method, "POINT_A_BOARD")) ev.scoring = Scoring::Bam;
  else if (iequals(method, "IMPS")) ev.scoring = ev.teams ? Scoring::Imps : Scoring::Butler;
  else if (method.empty()) {
    if (type == "CROSS_IMP") ev.scoring = Scoring::CrossImps;
    else if (type == "BUTLER_PAIRS") ev.scoring = Scoring::Butler;
    else if (ev.teams) ev.scoring = Scoring::Imps;
    else if (type == "MP_PAIRS" || type.empty() || type == "PAIRS") ev.scoring = Scoring::Matchpoints;
    else
      return rd.fail_at(event, "EVENT", "usebio.event_type", "EVENT_TYPE", {type});
  } else {
    return rd.fail_at(event.child("BOARD_SCORING_METHOD"), "BOARD_SCORING_METHOD", "usebio.scoring_method",
                      "BOARD_SCORING_METHOD", {method});
  }
  if (auto d = child_text(event, "DATE"); !d.empty()) {
    auto iso = iso_from_usebio_date(d);
    if (!iso) return bad_date(rd, event.child("DATE"), d);
    ev.date = *iso;
  }
  if (auto w = child_text(event, "WINNER_TYPE"); !w.empty()) {
    auto n = to_int(w);
    if (!n || (*n != 1 && *n != 2))
      return rd.fail_at(event.child("WINNER_TYPE"), "WINNER_TYPE", "usebio.winner_type", "WINNER_TYPE", {w});
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
    for (auto p : body.child("PARTICIPANTS").children("TEAM")) {
      for (auto pl : p.children("PLAYER")) (pl.child("PAIR_NUMBER") ? named_pairs : unnamed_pairs) = true;
      // TeamsScorer and EBUScoreTeams: TEAM/PAIR/PLAYER, each PAIR with its PAIR_NUMBER.
      for (auto pr : p.children("PAIR"))
        if (pr.child("PAIR_NUMBER")) named_pairs = true;
    }
    for (const auto& [xb, in_match] : board_nodes)
      for (auto x : xb.children("TRAVELLER_LINE"))
        if (x.child("NS_PAIR_NUMBER") && x.child("NS_TEAM_NUMBER") && !unnamed_pairs) by_team = true;
    if (named_pairs) by_team = true;
  }
  if (by_team) {
    int n_team = 0;
    for (auto p : body.child("PARTICIPANTS").children()) {
      if (p.type() != pugi::node_element) continue;
      const std::string path = std::string("PARTICIPANTS, ") + p.name() + " " + std::to_string(++n_team);
      if (std::string(p.name()) != "TEAM")
        return rd.fail_at(p, path, "usebio.expected_team", p.name());
      // The team's number and name as elements, or as the attributes TEAM_ID and TEAM_NAME (the
      // EBU's TeamsScorer).
      auto of_team = [&](const char* el, const char* attr) {
        std::string v = child_text(p, el);
        return v.empty() ? std::string(p.attribute(attr).as_string()) : v;
      };
      Team t{of_team("TEAM_NUMBER", "TEAM_ID"), of_team("TEAM_NAME", "TEAM_NAME"), {}};
      if (t.id.empty()) return rd.fail_at(p, path, "usebio.element_missing", "TEAM_NUMBER", {"TEAM_NUMBER"});
      if (team_at.count(t.id))
        return rd.fail_at(p, path, "usebio.team_twice", "TEAM_NUMBER", {t.id});
      // Each player with the pair it plays in: TEAM/PLAYER/PAIR_NUMBER, or TEAM/PAIR/PLAYER.
      std::vector<std::pair<pugi::xml_node, std::string>> players;
      for (auto pl : p.children("PLAYER")) players.emplace_back(pl, child_text(pl, "PAIR_NUMBER"));
      for (auto pr : p.children("PAIR"))
        for (auto pl : pr.children("PLAYER")) players.emplace_back(pl, child_text(pr, "PAIR_NUMBER"));
      int n_player = 0;
      for (const auto& [pl, pair] : players) {
        ++n_player;
        if (pair.empty())
          return rd.fail_at(pl, path + ", PLAYER " + std::to_string(n_player), "usebio.player_pair_missing", "PAIR_NUMBER");
        const size_t this_team = ev.team_list.size();  // t is pushed there once its players are read
        if (auto had = team_of_pair.find(pair); had != team_of_pair.end() && had->second != this_team)
          return rd.fail_at(pl, path + ", PLAYER " + std::to_string(n_player), "usebio.pair_in_two_teams", "PAIR_NUMBER",
                            {pair, ev.team_list[had->second].id});
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
        if (!d) return rd.fail_at(p.child("TOTAL_SCORE"), path + ", TOTAL_SCORE", "usebio.not_a_number", "TOTAL_SCORE", {v});
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
  for (auto p : body.child("PARTICIPANTS").children()) {
    if (by_team) break;
    if (p.type() != pugi::node_element) continue;
    ++n_part;
    const std::string path = std::string("PARTICIPANTS, ") + p.name() + " " + std::to_string(n_part);
    if (std::string(p.name()) != kind)
      return rd.fail_at(p, path, ev.teams ? "usebio.expected_team" : "usebio.expected_pair", p.name());
    Part part{p, child_text(p, ev.teams ? "TEAM_NUMBER" : "PAIR_NUMBER"), child_text(p, "DIRECTION")};
    if (part.number.empty()) {
      const std::string el = ev.teams ? "TEAM_NUMBER" : "PAIR_NUMBER";
      return rd.fail_at(p, path, "usebio.element_missing", el, {el});
    }
    if (!part.dir.empty() && part.dir != "NS" && part.dir != "EW")
      return rd.fail_at(p.child("DIRECTION"), path + ", DIRECTION", "usebio.direction", "DIRECTION", {part.dir});
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
      return rd.fail_at(part.node, path, "usebio.direction_needed", "DIRECTION");
    if (ev.teams) e.name = child_text(part.node, "TEAM_NAME");
    for (auto pl : part.node.children("PLAYER"))
      e.players.push_back(Player{child_text(pl, "PLAYER_NAME"), child_text(pl, "NATIONAL_ID_NUMBER")});
    if (entrant_ids.count(e.id)) return rd.fail_at(part.node, path, "usebio.listed_twice", kind, {e.id});
    Standing s;
    s.entrant = e.id;
    s.place = child_text(part.node, "PLACE");
    for (auto [el, dst] : {std::pair{"TOTAL_SCORE", &s.total}, std::pair{"PERCENTAGE", &s.percent}}) {
      std::string v = child_text(part.node, el);
      if (v.empty()) continue;
      if (v.back() == '%') v.pop_back();
      auto d = to_double(v);
      if (!d) return rd.fail_at(part.node.child(el), path + ", " + el, "usebio.not_a_number", el, {v});
      *dst = *d;
    }
    if (!s.place.empty()) {
      std::string p = s.place;
      if (p.back() == '=') p.pop_back();
      auto n = to_int(p);
      if (!n || *n < 1)
        return rd.fail_at(part.node.child("PLACE"), path + ", PLACE", "usebio.not_a_place", "PLACE", {s.place});
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
  std::map<int, size_t> board_at;  // each board number read, and its place in ev.boards
  for (const auto& [xb, in_match] : board_nodes) {
    const std::string bn = child_text(xb, "BOARD_NUMBER");
    auto number = to_int(bn);
    if (!number || *number < 1 || *number > limits::boards)
      return not_a_board_number(rd, xb, "BOARD", bn);
    const std::string bpath = "BOARD " + std::to_string(*number);
    const auto same = board_at.find(*number);
    if (same != board_at.end() && !in_match) return rd.fail_at(xb, bpath, "usebio.board_twice", "BOARD");
    Board b;
    b.number = *number;
    b.dealer = score::dealer(*number);
    b.vulnerability = score::vulnerability(*number);
    // A board whose dealer or vulnerability is not the standard cycle's says so (Bandeja's
    // DEALER and VULNERABILITY, written only then; USEBIO 1.2 has no element for them).
    if (auto v = child_text(xb, "DEALER"); !v.empty()) {
      auto seat = score::parse_seat(v);
      if (!seat) return rd.fail_at(xb.child("DEALER"), bpath + ", DEALER", "usebio.dealer", "DEALER", {v});
      b.dealer = *seat;
    }
    if (auto v = child_text(xb, "VULNERABILITY"); !v.empty()) {
      auto vul = score::parse_vulnerability(v);
      if (!vul)
        return rd.fail_at(xb.child("VULNERABILITY"), bpath + ", VULNERABILITY", "usebio.vulnerability", "VULNERABILITY", {v});
      b.vulnerability = *vul;
    }
    if (ev.scoring == Scoring::Butler) {  // the Butler datum is the board's average
      if (auto v = child_text(xb, "BOARD_AVERAGE"); !v.empty()) {
        auto d = to_double(v);
        if (!d) return rd.fail_at(xb.child("BOARD_AVERAGE"), bpath + ", BOARD_AVERAGE", "usebio.not_a_number", "BOARD_AVERAGE", {v});
        b.datum = *d;
      }
    }
    int n_line = 0;
    for (auto x : xb.children("TRAVELLER_LINE")) {
      ++n_line;
      const std::string path = bpath + ", TRAVELLER_LINE " + std::to_string(n_line);
      // A refusal at the line's element `el` (the line itself when it has none).
      auto refuse = [&](const char* el, const char* code, std::vector<std::string> args = {}) {
        return rd.fail_at(x.child(el) ? x.child(el) : x, path + ", " + el, code, el, std::move(args));
      };
      Line l;
      for (auto [el, dst] : {std::pair{"ROUND_NUMBER", &l.round}, std::pair{"TABLE_NUMBER", &l.table}}) {
        std::string v = child_text(x, el);
        // A line of a MATCH is played in the match's round.
        if (v.empty() && in_match && std::string_view(el) == "ROUND_NUMBER") v = child_text(xb.parent(), el);
        if (v.empty()) continue;
        auto n = to_int(v);
        if (!n || *n < 1) return refuse(el, "usebio.not_a_number", {v});
        *dst = *n;
      }
      if (by_team) {  // the pairs, each in the team the line names
        for (auto [pel, tel, dst] : {std::tuple{"NS_PAIR_NUMBER", "NS_TEAM_NUMBER", &l.ns},
                                     std::tuple{"EW_PAIR_NUMBER", "EW_TEAM_NUMBER", &l.ew}}) {
          const std::string pair = child_text(x, pel), team = child_text(x, tel);
          if (pair.empty()) return refuse(pel, "usebio.missing");
          Team* t = nullptr;
          if (auto it = team_at.find(team); it != team_at.end()) t = &ev.team_list[it->second];
          if (!team.empty() && !t) return refuse(tel, "usebio.not_in_participants", {team});
          const auto has_at = team_of_pair.find(pair);
          const Team* has = has_at == team_of_pair.end() ? nullptr : &ev.team_list[has_at->second];
          if (t && has && has != t)
            return refuse(tel, "usebio.pair_other_team", {pair, has->id, team});
          if (!entrant_ids.count(pair)) {
            if (!t)
              return refuse(tel, "usebio.pair_in_no_team", {pair});
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
        if (ns.empty()) return refuse(ns_el, "usebio.missing");
        if (ew.empty()) return refuse(ew_el, "usebio.missing");
        l.ns = line_entrant(ns, "NS");
        l.ew = line_entrant(ew, "EW");
      }
      if (!entrant_ids.count(l.ns)) return refuse(ns_el, "usebio.not_in_participants", {ns});
      if (!entrant_ids.count(l.ew)) return refuse(ew_el, "usebio.not_in_participants", {ew});
      if (l.ns == l.ew) {  // check() would refuse it too, in English only: the same words here
        return fail_code("usebio.pair_against_itself", ew_el, {std::to_string(b.number), std::to_string(n_line), l.ns});
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
        if (auto stop = bad_line(entry_refused(rd, x.child(el) ? x.child(el) : x, path + ", " + el, el, entry.error())))
          return *stop;
        continue;
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
        if (!d) return refuse(el, "usebio.not_a_number", {v});
        *dst = *d;
      }
      b.lines.push_back(std::move(l));
    }
    // A board of several matches: one board, each match's lines added to it (found by its
    // number, never by a scan: a congress's file has thousands of boards).
    if (same == board_at.end()) {
      board_at[*number] = ev.boards.size();
      ev.boards.push_back(std::move(b));
    } else {
      Board& was = ev.boards[same->second];
      if (was.dealer != b.dealer || !(was.vulnerability == b.vulnerability))
        return rd.fail_at(xb, bpath, "usebio.board_twice", "BOARD");
      for (auto& l : b.lines) was.lines.push_back(std::move(l));
    }
  }
  // Nothing dropped without a word: every TRAVELLER_LINE of the part read is a line of the
  // event (one nested where this reader does not look would otherwise be lost in silence).
  size_t in_file = 0, kept = 0;
  pugi::xml_node first_unread;
  for (const auto& b : ev.boards) kept += b.lines.size();
  for (auto x : body.select_nodes(".//TRAVELLER_LINE")) {
    ++in_file;
    const auto board = x.node().parent(), holder = board.parent();
    const bool read = std::string_view(board.name()) == "BOARD" &&
                      (holder == body || (std::string_view(holder.name()) == "MATCH" && holder.parent() == body));
    if (!read && !first_unread) first_unread = x.node();
  }
  if (in_file != kept + skipped)
    return rd.fail_at(first_unread ? first_unread : body, "TRAVELLER_LINE", "usebio.lines_not_read", "TRAVELLER_LINE",
                      {std::to_string(in_file - std::min(in_file, kept + skipped)), std::to_string(in_file)});
  // Hand records under the root, the EVENT, the part read, or the SESSION of a SECTION read.
  std::vector<pugi::xml_node> holders{root, event};
  for (auto n : {body, body.parent()})
    if (std::find(holders.begin(), holders.end(), n) == holders.end() && n != root.parent()) holders.push_back(n);
  if (auto ok = read_handsets(rd, holders, ev); !ok) return std::unexpected(ok.error());
  std::sort(ev.boards.begin(), ev.boards.end(),
            [](const Board& a, const Board& b) { return a.number < b.number; });
  if (auto ok = check(ev); !ok) return std::unexpected(ok.error());
  return ev;
}

}  // namespace bandeja::formats
