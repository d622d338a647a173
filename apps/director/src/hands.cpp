#include "bandeja/present/messages.hpp"
#include "bandeja/director/hands.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "bandeja/director/record.hpp"
#include "bandeja/score/limits.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/formats/deal.hpp"
#include "bandeja/present/hand_diagram.hpp"
#include "bandeja/formats/pbn.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/card.hpp"
#include "bandeja/score/contract.hpp"

namespace bandeja::director {
namespace {

using score::Seat;
using score::Strain;

using deal::kTableSeats;
using deal::kTableStrains;

deal::Deal deal_of(const DealSource& source, int board) {
  return source.seed ? deal::seeded_deal(*source.seed, board) : deal::random_deal(source.words);
}

// This event and, unless `section_only`, the other sections of its session.
std::vector<db::EventInfo> board_set(const db::Store& store, const db::EventInfo& event, bool section_only) {
  std::vector<db::EventInfo> out{event};
  if (section_only || !event.session_id) return out;
  for (const auto& e : store.session_events(*event.session_id))
    if (e.id != event.id) out.push_back(e);
  return out;
}

bool same_board(const db::Board& a, const db::Board& b) {
  return a.number == b.number && a.dealer == b.dealer && a.vulnerability == b.vulnerability;
}

// The boards written, every section's, in one transaction.
void put_boards(db::Store& store, const std::vector<std::pair<db::Id, db::Board>>& writes) {
  db::Store::Batch batch(store);
  for (const auto& [id, b] : writes) store.put_board(id, b);
  batch.commit();
}

// Visits every board of the board set (board_set) and writes, in one transaction, those `change`
// changed (it answers true); `change` may refuse with an error, and then nothing is written.
// Which boards of this event and which other sections were written.
template <typename Change>
Result<SectionsTouched> change_board_set(db::Store& store, const db::EventInfo& event, bool section_only,
                                         const Change& change) {
  SectionsTouched out;
  std::vector<std::pair<db::Id, db::Board>> writes;
  for (const auto& ev : board_set(store, event, section_only)) {
    bool touched = false;
    for (auto b : store.boards(ev.id)) {
      Result<bool> changed = change(ev, b);
      if (!changed) return std::unexpected(changed.error());
      if (!*changed) continue;
      writes.emplace_back(ev.id, b);
      if (ev.id == event.id) out.boards.push_back(b.number);
      touched = true;
    }
    if (touched && ev.id != event.id) out.sections.push_back(ev.name);
  }
  put_boards(store, writes);
  return out;
}

std::string strain_key(Strain s) { return s == Strain::NoTrump ? "NT" : score::to_string(s); }

}  // namespace

Result<std::uint64_t> parse_seed(const std::string& text) {
  std::uint64_t v = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, v);
  if (text.empty() || ec != std::errc() || ptr != end) return fail_code("hands.bad_seed", "seed", {text});
  return v;
}

Result<std::vector<formats::Board>> deal_boards(int first, int count, const DealSource& source) {
  if (first < 1 || count < 1 || first > limits::boards || count > limits::boards - first + 1)
    return fail_code("hands.bad_boards", "boards",
                     {std::to_string(first), std::to_string(count), std::to_string(static_cast<long long>(first) + count - 1),
                      std::to_string(limits::boards)});
  std::vector<formats::Board> out;
  for (int n = first; n < first + count; ++n) {
    formats::Board b;
    b.number = n;
    b.dealer = score::dealer(n);
    b.vulnerability = score::vulnerability(n);
    b.deal = deal_of(source, n);
    out.push_back(std::move(b));
  }
  return out;
}

std::string hand_records_pbn(const std::string& title, const std::vector<formats::Board>& boards) {
  formats::EventRecord rec;
  rec.name = title;
  rec.boards = boards;
  return formats::write_pbn(rec);
}

Result<SectionsTouched> deal_event(db::Store& store, const db::EventInfo& event, const DealSource& source,
                                   bool replace, bool section_only) {
  return guarded_result([&]() -> Result<SectionsTouched> {
    const auto mine = store.boards(event.id);
    if (mine.empty()) return fail_code("hands.no_boards", "event", {event.name});
    std::map<int, std::string> dealt;  // board -> its new deal, as PBN
    for (const auto& b : mine) dealt[b.number] = formats::to_pbn(deal_of(source, b.number), b.dealer);
    std::map<db::Id, std::set<int>> played;  // section -> boards with results
    return change_board_set(store, event, section_only, [&](const db::EventInfo& ev, db::Board& b) -> Result<bool> {
      if (std::none_of(mine.begin(), mine.end(), [&](const db::Board& m) { return same_board(m, b); })) return false;
      if (!played.contains(ev.id))
        for (const auto& r : store.results(ev.id)) played[ev.id].insert(r.board);
      // Results entered: the cards were played as they were dealt, by a machine or by hand.
      if (played[ev.id].contains(b.number))
        return fail_code("hands.results_entered", "board", {ev.name, std::to_string(b.number)});
      if (b.deal && !replace) return fail_code("hands.already_dealt", "board", {ev.name, std::to_string(b.number)});
      b.deal = dealt[b.number];
      b.analysis.reset();  // a new deal: any analysis was of the old one
      return true;
    });
  });
}

Result<void> complete_par(std::vector<formats::Board>& boards) {
  for (auto& b : boards) {
    if (!b.analysis) continue;
    auto par = analysis::par(b.analysis->dd, b.dealer, b.vulnerability);
    if (!par) return std::unexpected(par.error());
    b.analysis->par = *par;
  }
  return {};
}

Result<BoardsToAnalyse> boards_to_analyse(const db::Store& store, const db::EventInfo& event) {
  return guarded_result([&]() -> Result<BoardsToAnalyse> {
    BoardsToAnalyse work;
    for (const auto& b : store.boards(event.id)) {
      if (!b.deal) continue;
      auto d = formats::parse_deal(*b.deal);
      if (!d)  // the reason in English, as parse_deal wrote it before its refusals became codes
        return fail_code("hands.bad_deal", "deal", {std::to_string(b.number), present::render(d.error(), Lang::En)});
      work.boards.push_back(b);
      work.deals.push_back({*d, b.dealer, b.vulnerability});
    }
    if (work.boards.empty()) return fail_code("hands.no_deals", "event", {event.name});
    return work;
  });
}

Result<SectionsTouched> store_analysis(db::Store& store, const db::EventInfo& event, const BoardsToAnalyse& work,
                                       const std::vector<deal::Analysis>& analysed) {
  return guarded_result([&]() -> Result<SectionsTouched> {
    return change_board_set(store, event, false, [&](const db::EventInfo&, db::Board& b) -> Result<bool> {
      if (!b.deal) return false;
      auto d = formats::parse_deal(*b.deal);
      for (size_t i = 0; i < work.boards.size() && i < analysed.size(); ++i)
        if (same_board(work.boards[i], b) && d && *d == work.deals[i].deal) {
          b.analysis = analysed[i];
          return true;
        }
      return false;
    });
  });
}

Result<SectionsTouched> analyse_event(db::Store& store, const db::EventInfo& event, int threads,
                                      const analysis::Progress& progress) {
  auto work = boards_to_analyse(store, event);
  if (!work) return std::unexpected(work.error());
  auto analysed = analysis::analyse(work->deals, threads, progress);
  if (!analysed) return std::unexpected(analysed.error());
  return store_analysis(store, event, *work, *analysed);
}

Result<std::vector<formats::Board>> analyse_pbn(std::string_view text, int threads, Lang lang,
                                                const analysis::Progress& progress) {
  auto rec = formats::read_pbn(text, lang);
  if (!rec) return std::unexpected(rec.error());
  std::vector<formats::Board> boards;
  std::vector<analysis::BoardDeal> deals;
  for (auto& b : rec->boards) {
    if (!b.deal) continue;
    deals.push_back({*b.deal, b.dealer, b.vulnerability});
    b.lines.clear();
    boards.push_back(std::move(b));
  }
  if (boards.empty()) return fail_code("hands.no_deals_in_file", "file");
  auto analysed = analysis::analyse(deals, threads, progress);
  if (!analysed) return std::unexpected(analysed.error());
  for (size_t i = 0; i < boards.size(); ++i) boards[i].analysis = (*analysed)[i];
  return boards;
}

std::vector<formats::Board> event_hand_records(const db::Store& store, const db::EventInfo& event) {
  std::vector<formats::Board> out;
  std::vector<Error> unread;  // a hand record that does not read shows as none here; rank reports it
  for (const auto& b : store.boards(event.id)) out.push_back(document_board(b, unread));
  return out;
}

Result<present::HandRecordSheet> event_hand_record_sheet(const db::Store& store, const db::EventInfo& event, int per_page,
                                                         present::Paper paper) {
  return guarded_result([&]() -> Result<present::HandRecordSheet> {
    present::HandRecordSheet sheet;
    sheet.per_page = per_page;
    sheet.paper = paper;
    sheet.title = event.name;
    sheet.date = event.session_id ? store.session_info(*event.session_id).held_on : event.created_at.substr(0, 10);
    for (auto& b : event_hand_records(store, event))
      if (b.deal) sheet.boards.push_back(std::move(b));
    if (sheet.boards.empty()) return fail_code("cli.no_hand_records", "event", {event.name});
    return sheet;
  });
}

std::string analysis_json(const std::vector<formats::Board>& boards) {
  using nlohmann::ordered_json;
  ordered_json all = ordered_json::array();
  for (const auto& b : boards) {
    ordered_json o;
    o["board"] = b.number;
    o["dealer"] = score::to_string(b.dealer);
    o["vulnerable"] = score::vulnerability_code(b.vulnerability);
    o["deal"] = b.deal ? ordered_json(formats::to_pbn(*b.deal, b.dealer)) : ordered_json(nullptr);
    if (!b.analysis) {
      o["tricks"] = nullptr;
      o["par"] = nullptr;
      all.push_back(std::move(o));
      continue;
    }
    ordered_json tricks;
    for (Seat s : {Seat::North, Seat::East, Seat::South, Seat::West}) {
      ordered_json row;
      for (Strain t : kTableStrains) row[strain_key(t)] = b.analysis->dd.of(s, t);
      tricks[score::to_string(s)] = std::move(row);
    }
    o["tricks"] = std::move(tricks);
    const auto& par = b.analysis->par;
    ordered_json p;
    p["score"] = par.score;
    p["side"] = par.passed_out() ? ordered_json(nullptr) : ordered_json(par.score > 0 ? "NS" : "EW");
    ordered_json contracts = ordered_json::array();
    for (const auto& c : par.contracts) contracts.push_back(deal::to_string(c));
    p["contracts"] = std::move(contracts);
    if (par.passed_out()) p["passed_out"] = true;
    o["par"] = std::move(p);
    all.push_back(std::move(o));
  }
  // One board a line: a file a person can read and a program can take line by line.
  std::string out = "[\n";
  for (size_t i = 0; i < all.size(); ++i) out += "  " + all[i].dump() + (i + 1 < all.size() ? ",\n" : "\n");
  return out + "]\n";
}

std::string analysis_text(const std::vector<formats::Board>& boards, Lang lang) {
  std::string out;
  for (const auto& b : boards) {
    if (!out.empty()) out += '\n';
    out += present::say(lang, "report.board", {std::to_string(b.number)}) + " \u00b7 " + present::board_facts_text(b, lang) + "\n";
    if (!b.analysis) {
      out += "  " + present::say(lang, "hand.not_analysed") + "\n";
      continue;
    }
    // Columns four wide: the strain's name (one character shown, whatever its bytes) then the
    // tricks under it.
    out += "   ";
    for (Strain t : kTableStrains) {
      const std::string name = t == Strain::NoTrump ? score::to_string(t, lang) : std::string(score::suit_symbol(t));
      out += std::string(t == Strain::NoTrump ? 4 - name.size() : 3, ' ') + name;
    }
    out += '\n';
    for (Seat s : kTableSeats) {
      out += "  " + score::to_string(s, lang);
      for (Strain t : kTableStrains) {
        const std::string n = std::to_string(b.analysis->dd.of(s, t));
        out += std::string(4 - n.size(), ' ') + n;
      }
      out += '\n';
    }
    out += "  " + present::par_text(b.analysis->par, lang) + "\n";
  }
  return out;
}

}  // namespace bandeja::director
