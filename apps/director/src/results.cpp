#include "bandeja/director/results.hpp"

#include <algorithm>
#include <cstdlib>
#include <tuple>

#include "bandeja/deal/deal.hpp"
#include "bandeja/director/pair_ids.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/store_errors.hpp"
#include "file_hash.hpp"
#include "bandeja/formats/deal.hpp"
#include "bandeja/score/card.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/formats/travellers_csv.hpp"

namespace bandeja::director {

namespace {

using db::ResultLine;

}  // namespace

// ------------------------------------------------------------------ errors of a file

void FileErrors::add(Error e) {
  if (kept_.size() < kErrorsListed) kept_.push_back(std::move(e));
  else ++more_;
}

Errors FileErrors::take() {
  std::stable_sort(kept_.begin(), kept_.end(), [](const Error& a, const Error& b) { return a.line < b.line; });
  Errors out = std::move(kept_);
  if (more_) out.push_back(error_code("file.more_errors", "", {std::to_string(more_), std::to_string(kErrorsListed)}));
  kept_.clear();
  more_ = 0;
  return out;
}

// ------------------------------------------------------------------ EventView

EventView EventView::load(const db::Store& store, const db::EventInfo& info) {
  EventView v;
  v.info = info;
  for (const auto& p : store.pairs(info.id)) v.pairs.insert(p.id);
  for (const auto& b : store.boards(info.id)) v.boards[b.number] = b;
  v.read_deals();
  v.rows = store.rows(info.id);
  for (const auto& r : store.results(info.id)) v.remember(r);
  return v;
}

EventView EventView::of(const db::Event& event) {
  EventView v;
  v.info = event.info;
  for (const auto& p : event.pairs) v.pairs.insert(p.id);
  for (const auto& b : event.boards) v.boards[b.number] = b;
  v.read_deals();
  v.rows = event.rows;
  for (const auto& r : event.results) v.remember(r);
  return v;
}

void EventView::read_deals() {
  // A stored hand record that does not read is no check here; rank reports it.
  for (const auto& [n, b] : boards)
    if (b.deal)
      if (auto d = formats::parse_deal(*b.deal)) deals[n] = std::move(*d);
}

void EventView::remember(const ResultLine& r) {
  remember(std::make_shared<const ResultLine>(r));
}

void EventView::remember(std::shared_ptr<const ResultLine> r) {
  by_board_pair[{r->board, r->ns}] = r;
  by_board_pair[{r->board, r->ew}] = std::move(r);
}

void EventView::forget(const ResultLine& r) {
  by_board_pair.erase({r.board, r.ns});
  by_board_pair.erase({r.board, r.ew});
}

const movement::Row* EventView::row(int round, int table) const {
  for (const auto& r : rows)
    if (r.round == round && r.table == table) return &r;
  return nullptr;
}

const ResultLine* EventView::stored(int board, const std::string& pair) const {
  auto it = by_board_pair.find({board, pair});
  return it == by_board_pair.end() ? nullptr : it->second.get();
}

// ------------------------------------------------------------------ the checks on a line

Result<std::vector<Error>> check_against_deal(const deal::Deal& d, const std::optional<deal::Analysis>& analysis,
                                              const score::Played& played) {
  std::vector<Error> warnings;
  const score::Seat leader = deal::opening_leader(played.declarer);
  if (played.lead && score::is_canonical_card(*played.lead)) {
    auto card = score::parse_card(*played.lead);
    if (card && deal::holder(d, *card) != leader) {
      return fail_code("line.lead_not_in_hand", "lead",
                       {score::card_text(*card), score::to_string(leader), score::to_string(played.declarer),
                        deal::holding_text(d, leader, card->suit)});
    }
  }
  if (analysis && !played.contract.passed_out()) {
    const int off = deal::tricks_from_dd(analysis->dd, played.declarer, played.contract.strain, played.tricks);
    if (std::abs(off) >= deal::kTricksFarFromDd)
      warnings.push_back(error_code(
          "line.tricks_far_from_dd", "result",
          {score::to_string(score::Contract{played.contract.level, played.contract.strain, score::Doubling::Undoubled}),
           score::to_string(played.declarer), std::to_string(played.tricks),
           std::to_string(analysis->dd.of(played.declarer, played.contract.strain))}));
  }
  return warnings;
}

const movement::Row* meeting(const std::vector<movement::Row>& rows, std::string_view ns, std::string_view ew, int board) {
  for (const auto& r : rows)
    if (r.ns && r.ew && *r.ns == ns && *r.ew == ew && std::find(r.boards.begin(), r.boards.end(), board) != r.boards.end())
      return &r;
  return nullptr;
}

Result<Checked> check_line(const EventView& ev, LineInput c, bool replace, Lang lang) {
  const std::string board = std::to_string(c.board);
  auto bit = ev.boards.find(c.board);
  if (bit == ev.boards.end()) {
    if (ev.boards.empty()) return fail_code("line.event_has_no_boards", "board", {board});
    return fail_code("line.board_not_in_event", "board",
                     {board, std::to_string(ev.boards.begin()->first), std::to_string(ev.boards.rbegin()->first)});
  }
  // A pair given in other letters' case (`5ns`) is the event's pair of that id (`5NS`).
  c.ns = event_pair_id(ev.pairs, c.ns);
  c.ew = event_pair_id(ev.pairs, c.ew);
  bool swapped = false;  // the pairs typed the other way round, put in the movement's seats
  if (ev.info.has_movement()) {
    const movement::Row* row = nullptr;
    if (c.round && c.table) {
      const std::string round = std::to_string(*c.round), table = std::to_string(*c.table);
      if (*c.round < 1 || *c.round > ev.info.rounds)
        return fail_code("line.round_out_of_range", "round", {round, std::to_string(ev.info.rounds)});
      row = ev.row(*c.round, *c.table);
      if (!row) return fail_code("line.table_not_in_round", "table", {table, round});
      // Seated the other way round, the movement's pairs given in its seats are written as they sat.
      if (c.seated_other_way && row->ns && row->ew && c.ns == *row->ns && c.ew == *row->ew) std::swap(c.ns, c.ew);
      if (!c.seated_other_way && !c.ns.empty() && !c.ew.empty() && row->ns && row->ew && c.ns == *row->ew &&
          c.ew == *row->ns) {
        if (!c.swap_wrong_way)
          return fail_code("line.pairs_wrong_way", "ns", {c.ns, c.ew, board, table, round});
        std::swap(c.ns, c.ew);
        swapped = true;
      }
      if (std::find(row->boards.begin(), row->boards.end(), c.board) == row->boards.end())
        return fail_code("line.board_not_at_table", "board", {board, table, round, present::number_list(row->boards)});
    } else if (c.round || c.table) {
      return fail_code("line.round_and_table", c.round ? "table" : "round");
    } else if (c.ns.empty() || c.ew.empty()) {
      return fail_code("line.where_missing", "round", {board});
    } else {
      // No round and table: find where these pairs meet on this board.
      row = meeting(ev.rows, c.ns, c.ew, c.board);
      if (c.seated_other_way) {
        // The movement's pairs, given in its seats or as they sat: written as they sat.
        if (row) std::swap(c.ns, c.ew);
        else row = meeting(ev.rows, c.ew, c.ns, c.board);
        if (!row) return fail_code("line.pairs_do_not_meet", "ns", {c.ns, c.ew, board});
      }
      if (!row) {
        // The two pairs do meet on this board, the other way round: typed reversed, or sat so.
        row = meeting(ev.rows, c.ew, c.ns, c.board);
        if (!row) return fail_code("line.pairs_do_not_meet", "ns", {c.ns, c.ew, board});
        if (!c.swap_wrong_way)
          return fail_code("line.pairs_wrong_way", "ns",
                           {c.ns, c.ew, board, std::to_string(row->table), std::to_string(row->round)});
        std::swap(c.ns, c.ew);
        swapped = true;
      }
      c.round = row->round;
      c.table = row->table;
    }
    const std::string round = std::to_string(*c.round), table = std::to_string(*c.table);
    // Seated the other way round: the movement's EW pair sat North-South, and is written there.
    const auto& sat_ns = c.seated_other_way ? row->ew : row->ns;
    const auto& sat_ew = c.seated_other_way ? row->ns : row->ew;
    for (auto [field, side, given, seated] : {std::tuple{"ns", "NS", &c.ns, sat_ns}, std::tuple{"ew", "EW", &c.ew, sat_ew}}) {
      if (!seated) return fail_code("line.sit_out", field, {side, table, round});
      if (given->empty())
        *given = *seated;
      else if (*given != *seated)
        return fail_code("line.wrong_seat", field, {*given, side, table, round, *seated});
    }
  }
  for (auto [field, id] : {std::pair{"ns", &c.ns}, std::pair{"ew", &c.ew}}) {
    if (id->empty()) return fail_code("line.pair_missing", field);
    if (!ev.pairs.contains(*id)) return fail_code("line.pair_not_in_event", field, {*id, ev.info.name});
  }
  if (c.ns == c.ew) return fail_code("line.pair_against_itself", "ew", {c.ns});

  const score::Vulnerability vul = bit->second.vulnerability;
  Result<score::Entry> entry =
      c.quick ? score::parse_entry(*c.quick, lang)
              : score::entry_from_fields(c.contract, c.declarer, c.result, c.score, c.lead, vul, lang);
  if (!entry) return std::unexpected(with_field(entry.error(), "entry"));  // the reader names its field
  if (auto s = std::get_if<score::ScoreOnly>(&*entry); s && !score::is_possible_ns_score(s->ns_score, vul))
    return fail_code("line.impossible_score", "score", {std::to_string(s->ns_score), board});
  // A weighted score (Law 12C1(c)) is shares of real results: each part must be a score some
  // contract can make on this board.
  if (auto w = std::get_if<score::Weighted>(&*entry))
    for (const auto& part : w->parts)
      if (!score::is_possible_ns_score(part.ns_score, vul))
        return fail_code("line.impossible_weighted_part", "score",
                         {score::weight_text(part.weight_bp), std::to_string(part.ns_score), board});

  Checked out;
  out.other_way = c.seated_other_way && ev.info.has_movement();
  if (swapped)
    out.swapped = error_code("line.swapped", "",
                             {c.ew, c.ns, c.ns, c.ew, std::to_string(*c.table), std::to_string(*c.round)});
  if (auto played = std::get_if<score::Played>(&*entry))
    if (auto d = ev.deals.find(c.board); d != ev.deals.end()) {
      auto checked = check_against_deal(d->second, bit->second.analysis, *played);
      if (!checked) return std::unexpected(checked.error());
      out.warnings = std::move(*checked);
    }
  out.line.board = c.board;
  out.line.round = c.round;
  out.line.table = c.table;
  out.line.ns = c.ns;
  out.line.ew = c.ew;
  out.line.entry = *entry;
  out.line.ns_score = score::ns_score(*entry, vul);

  // A pair plays a board once.
  for (const auto& pair : {c.ns, c.ew}) {
    const char* field = pair == c.ns ? "ns" : "ew";
    if (auto in_file = ev.file_line.find({c.board, pair}); in_file != ev.file_line.end())
      return fail_code("line.duplicate_in_file", field, {board, pair, std::to_string(in_file->second)});
    const ResultLine* old = ev.stored(c.board, pair);
    if (!old) continue;
    // The same two pairs, either way round: a line corrected to say they sat the other way
    // round (or back) replaces theirs.
    const bool same_pairs = (old->ns == c.ns && old->ew == c.ew) || (old->ns == c.ew && old->ew == c.ns);
    if (replace && same_pairs) {
      out.replaces = *old;
      out.line.id = old->id;
      continue;
    }
    return fail_code(same_pairs ? "line.duplicate_use_replace" : "line.duplicate_delete_first", field,
                     {board, pair, std::to_string(old->id), old->ns, old->ew,
                      present::entry_text(old->entry, lang)});
  }
  return out;
}

namespace {

// Writes a checked line (insert or replace; a StoreError is thrown) and returns its id.
db::Id write_line(db::Store& store, db::Id event, const Checked& c, const std::string& note) {
  if (c.replaces) {
    store.update_result(event, c.line, note);
    return c.line.id;
  }
  return store.insert_result(event, c.line, note);
}

// `ev` learns a line that is now stored under `id`.
void remember_stored(EventView& ev, const Checked& c, db::Id id) {
  if (c.replaces) ev.forget(*c.replaces);
  ResultLine l = c.line;
  l.id = id;
  ev.remember(l);
}

}  // namespace

std::string line_note(const Checked& c, const std::string& who) {
  if (c.swapped) return who + std::string(kNoteSwapped);
  if (c.other_way) return who + std::string(kNoteOtherWay);
  return who;
}

Result<db::Id> store_line(db::Store& store, EventView& ev, const Checked& c, const std::string& note) {
  auto id = guarded([&] { return write_line(store, ev.info.id, c, note); });
  if (id) remember_stored(ev, c, *id);
  return id;
}

Result<Stored> enter_line(db::Store& store, EventView& ev, LineInput in, bool replace, Lang lang,
                          const std::string& note, bool accept_warnings) {
  auto checked = check_line(ev, std::move(in), replace, lang);
  if (!checked) return std::unexpected(checked.error());
  if (!checked->warnings.empty() && !accept_warnings) return std::unexpected(checked->warnings.front());
  auto id = store_line(store, ev, *checked, line_note(*checked, note));
  if (!id) return std::unexpected(id.error());
  Stored s{checked->line, checked->replaces.has_value(), checked->swapped};
  s.line.id = *id;
  return s;
}

// ------------------------------------------------------------------ travellers files

LineInput line_input(formats::TravellerRow row) {
  LineInput c;
  c.board = row.board;
  c.round = row.round;
  c.table = row.table;
  c.ns = std::move(row.ns);
  c.ew = std::move(row.ew);
  c.contract = std::move(row.contract);
  c.declarer = std::move(row.declarer);
  c.result = std::move(row.result);
  c.score = std::move(row.score);
  c.lead = std::move(row.lead);
  return c;
}

Error row_error(const formats::RowError& e) {
  if (e.error) return *e.error;
  Error x;
  x.message = e.message;
  x.field = e.column;
  x.line = e.line;
  return x;
}

Error refused_line(const db::StoreError& e, const db::Store::ImportLine& l, db::Id import) {
  Error out;
  if (e.code == db::StoreErrc::result_exists && e.args.size() >= 7 && e.args[5] == std::to_string(import)) {
    const std::string& pair = e.args[3];
    out = error_code("line.duplicate_in_file", pair == l.line.ns ? "ns" : "ew", {e.args[0], pair, e.args[6]});
  } else {
    out = from_store(e);
  }
  out.line = l.file_line;
  return out;
}

std::expected<std::vector<Checked>, Errors> check_travellers(EventView& ev, std::string_view text,
                                                             bool replace, Lang lang, bool swap_wrong_way) {
  auto parsed = formats::read_travellers_csv(text, lang);
  if (!parsed) return std::unexpected(Errors{parsed.error()});
  // "Already on line N of this file" is about this file only.
  ev.file_line.clear();
  struct Forget {
    EventView& ev;
    ~Forget() { ev.file_line.clear(); }
  } forget{ev};
  FileErrors errors;  // the first ones listed, the others counted
  for (const auto& e : parsed->errors) errors.add(row_error(e));
  std::vector<Checked> ok;
  for (const auto& row : parsed->rows) {
    LineInput in = line_input(row);
    in.swap_wrong_way = swap_wrong_way;
    auto checked = check_line(ev, std::move(in), replace, lang);
    if (!checked) {
      Error e = checked.error();
      e.line = row.line;
      errors.add(std::move(e));
      continue;
    }
    for (auto& w : checked->warnings) w.line = row.line;
    if (checked->swapped) checked->swapped->line = row.line;
    checked->file_line = row.line;
    ev.file_line[{checked->line.board, checked->line.ns}] = row.line;
    ev.file_line[{checked->line.board, checked->line.ew}] = row.line;
    ok.push_back(std::move(*checked));
  }
  if (!errors.empty()) return std::unexpected(errors.take());
  return ok;
}

std::expected<FileEntered, Errors> enter_travellers(db::Store& store, EventView& ev, std::string_view text,
                                                    bool replace, Lang lang, const std::string& note,
                                                    bool accept_warnings, const std::string& file,
                                                    bool swap_wrong_way) {
  auto lines = check_travellers(ev, text, replace, lang, swap_wrong_way);
  if (!lines) return std::unexpected(lines.error());
  Errors warnings;
  for (const auto& c : *lines) warnings.insert(warnings.end(), c.warnings.begin(), c.warnings.end());
  if (!warnings.empty() && !accept_warnings) return std::unexpected(std::move(warnings));
  // One transaction, one import; the view learns the lines only once they are all stored, so
  // a refused file leaves it as the store is.
  std::vector<db::Id> ids(lines->size(), 0);
  size_t replaced = 0;
  Errors refused;
  auto stored = guarded([&] {
    db::Store::Batch batch(store);
    const db::Id import = store.begin_import(ev.info.id, file, note);
    std::vector<db::Store::ImportLine> fresh;
    std::vector<size_t> at;  // the index in `lines` of each fresh line
    for (size_t i = 0; i < lines->size(); ++i) {
      const Checked& c = (*lines)[i];
      if (c.replaces) {
        store.replace_imported(ev.info.id, import, db::Store::ImportLine{c.line, c.file_line}, note);
        ids[i] = c.line.id;
        ++replaced;
      } else {
        fresh.push_back(db::Store::ImportLine{c.line, c.file_line});
        at.push_back(i);
      }
    }
    const auto ins = store.insert_imported(ev.info.id, import, fresh);
    // Checked above, so only what another program changed meanwhile.
    for (const auto& r : ins.refused) refused.push_back(refused_line(r.error, fresh[r.index], import));
    if (!refused.empty()) return;  // rolled back
    for (size_t k = 0; k < fresh.size(); ++k) ids[at[k]] = ins.ids[k];
    detail::FileHash hash;
    hash.add(text);
    store.end_import(import, fresh.size(), replaced, hash.hex());
    batch.commit();
  });
  if (!stored) return std::unexpected(Errors{stored.error()});
  if (!refused.empty()) return std::unexpected(std::move(refused));
  FileEntered done;
  for (size_t i = 0; i < lines->size(); ++i) remember_stored(ev, (*lines)[i], ids[i]);
  done.lines = lines->size();
  done.replaced = replaced;
  done.warnings = std::move(warnings);
  for (const auto& c : *lines)
    if (c.swapped) done.swapped.push_back(*c.swapped);
  return done;
}

// ------------------------------------------------------------------ correcting lines

Result<db::Id> parse_result_id(const std::string& text) {
  size_t used = 0;
  long long v = 0;
  try {
    v = std::stoll(text, &used);
  } catch (...) {
    used = 0;
  }
  if (used != text.size() || used == 0 || v <= 0) return fail_code("result.bad_id", "id", {text});
  return v;
}

Result<db::ResultLine> find_result(const db::Store& store, const db::EventInfo& event, db::Id id) {
  auto old = guarded([&] { return store.result(event.id, id); });
  if (!old) return std::unexpected(old.error());
  if (!*old) return fail_code("result.not_found", "id", {std::to_string(id), event.name});
  return **old;
}

Result<Edited> edit_result(db::Store& store, const db::EventInfo& event, db::Id id, const std::string& entry,
                           Lang lang, const std::string& note) {
  auto old = find_result(store, event, id);
  if (!old) return std::unexpected(old.error());
  EventView ev = EventView::load(store, event);
  LineInput c;
  c.board = old->board;
  c.round = old->round;
  c.table = old->table;
  c.ns = old->ns;
  c.ew = old->ew;
  c.quick = entry;
  auto stored = enter_line(store, ev, c, true, lang, note);
  if (!stored) return std::unexpected(stored.error());
  return Edited{*old, stored->line};
}

namespace {

// The same result as far as the director can see: its board, pairs, entry and score (not the
// time it was stored, nor the import it came from).
bool same_result(const db::ResultLine& a, const db::ResultLine& b) {
  return a.id == b.id && a.board == b.board && a.round == b.round && a.table == b.table && a.ns == b.ns &&
         a.ew == b.ew && a.entry == b.entry && a.ns_score == b.ns_score;
}

}  // namespace

Result<db::ResultLine> delete_result(db::Store& store, const db::EventInfo& event, db::Id id,
                                     const std::string& note, const std::optional<db::ResultLine>& unchanged_since) {
  // Read, compare and delete in one write transaction: no other writer can change the line
  // between the look and the delete (an undo at the prompt while the console edits it).
  std::optional<Error> refused;
  db::ResultLine old;
  auto done = guarded([&] {
    db::Store::Batch batch(store);
    auto current = find_result(store, event, id);
    if (!current) {
      refused = current.error();
      return;
    }
    if (unchanged_since && !same_result(*current, *unchanged_since)) {
      // Say who changed it and when: the line's last entry in the audit log.
      std::string who, when;
      for (const auto& a : store.audit(event.id))
        if (a.result_id == id) who = a.note, when = a.at;
      refused = error_code("result.changed_since", "id",
                           {std::to_string(id), std::to_string(current->board), current->ns, current->ew,
                            who.empty() ? "-" : who, when});
      return;
    }
    old = *current;
    store.delete_result(event.id, id, note);
    batch.commit();
  });
  if (!done) return std::unexpected(done.error());
  if (refused) return std::unexpected(std::move(*refused));
  return old;
}

// ------------------------------------------------------------------ status

std::pair<int, int> results_to_come(const db::Event& event) {
  ResultsToCome c(event);
  for (const auto& r : event.results) c.line(r.board, r.ns, r.ew);
  return c.counts();
}

ResultsToCome::ResultsToCome(const db::Event& event)
    : counted_(event.info.has_movement() && event.info.final_at.empty()) {
  if (!counted_) return;
  for (const auto& row : event.rows) {
    if (!row.ns || !row.ew) continue;
    for (int b : row.boards) stored_.emplace(std::pair<int, std::string_view>{b, *row.ns}, false);
  }
}

// A line stored on the board for the row's pair counts, whichever column names it.
void ResultsToCome::line(int board, std::string_view ns, std::string_view ew) {
  if (!counted_) return;
  for (std::string_view p : {ns, ew})
    if (auto it = stored_.find({board, p}); it != stored_.end()) it->second = true;
}

std::pair<int, int> ResultsToCome::counts() const {
  if (!counted_) return {0, 0};
  int missing = 0, expected = 0;
  for (const auto& [meeting, seen] : stored_) {
    ++expected;
    missing += !seen;
  }
  return {missing, expected};
}

Status status(const db::Store& store, const db::EventInfo& event) { return status(EventView::load(store, event)); }

Status status(const EventView& ev) {
  const db::EventInfo& event = ev.info;
  Status s;
  s.has_movement = event.has_movement();
  if (!s.has_movement) {
    for (const auto& [key, line] : ev.by_board_pair)
      if (key.second == line->ns) ++s.per_board[key.first], ++s.entered;
    return s;
  }
  for (int round = 1; round <= event.rounds; ++round) {
    RoundStatus rs;
    rs.round = round;
    for (const auto& r : ev.rows) {
      if (r.round != round || !r.ns || !r.ew) continue;
      TableMissing t{r.table, *r.ns, *r.ew, {}};
      for (int b : r.boards) {
        ++rs.expected;
        if (!ev.stored(b, *r.ns)) t.boards.push_back(b);
      }
      rs.entered += static_cast<int>(r.boards.size() - t.boards.size());
      if (!t.boards.empty()) rs.missing.push_back(std::move(t));
    }
    s.expected += rs.expected;
    s.entered += rs.entered;
    s.rounds.push_back(std::move(rs));
  }
  return s;
}

}  // namespace bandeja::director
